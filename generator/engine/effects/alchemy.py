"""Alchemy: the Potion-cost Kingdom cards (the Potion itself is a basic Treasure in base.py)."""

from __future__ import annotations

from generator.engine.api import CardAPI
from generator.engine.effects.common import (
    choose_from,
    choose_hand,
    discard_set_aside,
    gain_pick,
    put_back_first_on_top,
    reveal_until,
    trash_for_cost,
)
from generator.engine.hooks import (
    game_rule,
    on_discard_from_play,
    on_play,
    victory_points,
)
from generator.engine.types import DECK, DISCARD, HAND, IN_PLAY, NPZ, SET_ASIDE

PLAYED_THIS_TURN = "alchemy-played"
"""TurnState.marks key: uids of the cards the turn player played this turn (Herbalist, Alchemist)."""
HERBALIST_TOPDECKED = "herbalist-topdecked"
"""TurnState.marks key: uids of the Treasures Herbalist put from play onto the deck in this Clean-up."""


def _aside(g: CardAPI, p: int) -> int:
    return g.zones.code(p, SET_ASIDE)


@on_play("transmute")
def transmute(g: CardAPI, p: int, uid: int) -> None:
    """Trash a card from hand: Action -> gain a Duchy, Treasure -> a Transmute, Victory -> a Gold (each)."""
    picked = choose_hand(g, p, "trash", "trash")
    if not picked:
        return
    types = g.types_of(picked[0])
    g.trash(p, picked[0])
    if "action" in types:
        g.gain(p, "duchy")
    if "treasure" in types:
        g.gain(p, "transmute")
    if "victory" in types:
        g.gain(p, "gold")


@victory_points("vineyard")
def vineyard(g: CardAPI, p: int) -> int:
    """Worth 1 VP per 3 Action cards you have (rounded down)."""
    return sum(1 for zi in range(NPZ) for u in g.zones.of(p, zi) if g.is_type(u, "action")) // 3


@on_play("herbalist")
def herbalist(g: CardAPI, p: int, uid: int) -> None:
    """+1 Buy, +$1."""
    g.turn.buys += 1
    g.turn.coins += 1


@game_rule("herbalist")
def herbalist_rule(g: CardAPI) -> None:
    """Note which cards the turn player plays, so Clean-up knows which Treasures came from play."""
    g.play_rules.append(_note_played)


@game_rule("alchemist")
def alchemist_rule(g: CardAPI) -> None:
    """Note which cards the turn player plays, so Clean-up knows whether a Potion was in play."""
    g.play_rules.append(_note_played)


def _note_played(g: CardAPI, p: int, uid: int, card: str) -> None:
    if p == g.turn.player:
        played: list[int] = g.turn.marks.setdefault(PLAYED_THIS_TURN, [])
        played.append(uid)


def _from_play(g: CardAPI, p: int) -> list[int]:
    """Cards played this turn that Clean-up has just discarded from play (or that stay in play)."""
    z = g.zones
    here = (z.code(p, DISCARD), z.code(p, IN_PLAY))
    played: list[int] = g.turn.marks.get(PLAYED_THIS_TURN, [])
    return [u for u in dict.fromkeys(played) if z.loc[u] in here]


@on_discard_from_play("herbalist")
def herbalist_topdeck(g: CardAPI, p: int, uid: int) -> None:
    """When you discard this from play, you may put one of your Treasures from play onto your deck."""
    z = g.zones
    cands = [u for u in _from_play(g, p) if g.is_type(u, "treasure") and z.loc[u] == z.code(p, DISCARD)]
    for u in choose_from(g, p, cands, "topdeck", "topdeck", 0, 1):
        g.topdeck(p, u, z.code(p, DISCARD))
        g.turn.marks.setdefault(HERBALIST_TOPDECKED, []).append(u)


@on_play("apothecary")
def apothecary(g: CardAPI, p: int, uid: int) -> None:
    """+1 Card, +1 Action; reveal the top 4: Coppers and Potions to hand, the rest back in any order."""
    g.draw(p, 1)
    g.turn.actions += 1
    aside = _aside(g, p)
    revealed = g.top_cards(p, 4)
    g.reveal(p, revealed)
    hand = g.zones.code(p, HAND)
    for u in revealed:
        if g.zones.card_of[u] in ("copper", "potion"):
            g.move(u, aside, hand)
    put_back_first_on_top(g, p, [u for u in revealed if g.zones.loc[u] == aside])


@on_play("scrying-pool")
def scrying_pool(g: CardAPI, p: int, uid: int) -> None:
    """+1 Action; each player (you too; others unless protected) reveals their top card, which you have
    discarded or put back; then reveal until a non-Action and put all those revealed cards into your hand."""
    g.turn.actions += 1
    targets = set(g.attack_targets(p))
    for q in g.turn_order(p):
        if q != p and q not in targets:
            continue
        top = g.top_cards(q, 1)
        if not top:
            continue
        g.reveal(q, top)
        card = g.zones.card_of[top[0]]
        if g.ask("discard", p, [f"discard:{card}", "no"]) != ["no"]:
            g.discard_card(q, top[0], _aside(g, q))
        else:
            g.topdeck(q, top[0], _aside(g, q))
    aside, hand = _aside(g, p), g.zones.code(p, HAND)
    while True:
        top = g.top_cards(p, 1)
        if not top:
            break
        g.reveal(p, top)
        g.move(top[0], aside, hand)
        if not g.is_type(top[0], "action"):
            break


@on_play("university")
def university(g: CardAPI, p: int, uid: int) -> None:
    """+2 Actions; you may gain an Action card costing up to $5."""
    g.turn.actions += 2
    gain_pick(g, p, lambda c: "action" in g.defs[c].types and g.cost_of(c).up_to(5), optional=True)


@on_play("alchemist")
def alchemist(g: CardAPI, p: int, uid: int) -> None:
    """+2 Cards, +1 Action."""
    g.draw(p, 2)
    g.turn.actions += 1


@on_discard_from_play("alchemist")
def alchemist_topdeck(g: CardAPI, p: int, uid: int) -> None:
    """When you discard this from play, if you have a Potion in play, you may put this onto your deck.

    Cards leave play together in Clean-up and their owner orders these abilities, so a Potion a Herbalist has
    already put onto the deck in this Clean-up still counts (Alchemist could have gone first: Alchemy FAQ)."""
    z = g.zones
    moved = [u for u in g.turn.marks.get(HERBALIST_TOPDECKED, []) if z.loc[u] == z.code(p, DECK)]
    potion = any(z.card_of[u] == "potion" for u in [*_from_play(g, p), *moved])
    if potion and z.loc[uid] == z.code(p, DISCARD) and g.ask("topdeck", p, ["topdeck:alchemist", "no"]) != ["no"]:
        g.topdeck(p, uid, z.code(p, DISCARD))


@on_play("familiar")
def familiar(g: CardAPI, p: int, uid: int) -> None:
    """+1 Card, +1 Action; each other player gains a Curse."""
    g.draw(p, 1)
    g.turn.actions += 1
    for o in g.attack_targets(p):
        g.gain(o, "curse")


@on_play("philosophers-stone")
def philosophers_stone(g: CardAPI, p: int, uid: int) -> None:
    """+$1 per 5 cards in your deck and discard pile together (rounded down), counted when played."""
    g.turn.coins += (len(g.zones.decks[p]) + len(g.zones.discards[p])) // 5


@on_play("golem")
def golem(g: CardAPI, p: int, uid: int) -> None:
    """Reveal until 2 non-Golem Actions; discard the others, then play those Actions in either order."""
    aside = _aside(g, p)
    found, revealed = reveal_until(g, p, lambda u: g.is_type(u, "action") and g.zones.card_of[u] != "golem", 2)
    discard_set_aside(g, p, [u for u in revealed if u not in found])
    if len(found) == 2 and g.zones.card_of[found[0]] != g.zones.card_of[found[1]]:
        first = choose_from(g, p, found, "play-first", "play")[0]
        found = [first] + [u for u in found if u != first]
    for u in found:
        if g.zones.loc[u] == aside:
            g.play_uid(p, u, aside)


@on_play("apprentice")
def apprentice(g: CardAPI, p: int, uid: int) -> None:
    """+1 Action; trash a card from hand: +1 Card per $1 it costs, +2 Cards if its cost has a Potion."""
    g.turn.actions += 1
    cost = trash_for_cost(g, p)
    if cost is None:
        return
    g.draw(p, cost.coins + (2 if cost.potion else 0))


@on_play("possession")
def possession(g: CardAPI, p: int, uid: int) -> None:
    """The player to your left takes an extra turn after this one, which you control and gain from."""
    g.extra_turns.append(((p + 1) % g.n, p))


@game_rule("possession")
def possession_rule(g: CardAPI) -> None:
    """During a turn Possession gave, the controller gains what the possessed player would gain, and
    cards the possessed player would trash are set aside and returned to their discard pile at Clean-up."""
    g.gain_redirects.append(("possession", _controller))
    g.trash_redirects.append(("possession", _controller))


def _controller(g: CardAPI, player: int) -> int | None:
    t = g.turn
    if t.possessor is not None and player == t.player and player != t.possessor:
        return t.possessor
    return None

