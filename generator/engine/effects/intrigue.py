"""Intrigue, both editions: the 26 cards of the 2nd edition and the 6 first-edition cards it removed
(Secret Chamber, Great Hall, Coppersmith, Scout, Saboteur, Tribute)."""

from __future__ import annotations

from collections.abc import Callable

from generator.engine.api import CardAPI
from generator.engine.effects.common import (
    bonus_by_type,
    choose_from,
    choose_hand,
    gain_pick,
    name_a_card,
    pick_supply,
    put_back_in_any_order,
    reveal_top_to_hand_if,
    trash_for_cost,
    up_to,
)
from generator.engine.hooks import (
    TREASURE_COINS,
    VICTORY_POINTS,
    AttackInfo,
    Reaction,
    game_rule,
    on_play,
    reaction,
    versions,
    victory_points,
)
from generator.engine.types import DISCARD, HAND, IN_PLAY, NPZ, SET_ASIDE, Cost, Zone

for _card in ("saboteur", "secret-chamber", "great-hall", "coppersmith", "scout", "tribute"):
    versions(_card, "1e")
versions("masquerade", "1e", "2e")

TREASURE_COINS["harem"] = 2
VICTORY_POINTS.update({"harem": 2, "nobles": 2, "great-hall": 1, "mill": 1})


def _costs_at_most(g: CardAPI, limit: Cost) -> Callable[[str], bool]:
    return lambda c: g.cost_of(c).le(limit)


def _costs_exactly(g: CardAPI, cost: Cost) -> Callable[[str], bool]:
    return lambda c: g.cost_of(c) == cost


def _in_play(g: CardAPI, p: int, uid: int) -> bool:
    return g.zones.loc[uid] == g.zones.code(p, IN_PLAY)


def _modes(g: CardAPI, p: int, card: str, modes: list[str], n: int = 1) -> set[str]:
    """Ask for ``n`` different modes of a "choose one/two" card (option ids ``card:mode``)."""
    return {a.partition(":")[2] for a in g.ask("mode", p, [f"{card}:{m}" for m in modes], n, n)}


# -- $2 ------------------------------------------------------------------------------------------------
@on_play("courtyard")
def courtyard(g: CardAPI, p: int, uid: int) -> None:
    """+3 Cards; put a card from your hand onto your deck."""
    g.draw(p, 3)
    for u in choose_hand(g, p, "topdeck", "topdeck"):
        g.topdeck(p, u)


@on_play("lurker")
def lurker(g: CardAPI, p: int, uid: int) -> None:
    """+1 Action; trash an Action card from the Supply, or gain an Action card from the trash."""
    g.turn.actions += 1
    mode = g.ask("mode", p, ["lurker:trash", "lurker:gain"])[0]
    if mode == "lurker:trash":
        card = pick_supply(g, p, lambda c: "action" in g.defs[c].types, kind="trash", prefix="trash")
        if card is not None:
            top = g.top(g.pile_of(card))
            assert top is not None
            g.trash(p, top, g.zones.loc[top])
    else:
        trash = g.zones.trash
        picked = choose_from(g, p, [u for u in trash if g.is_type(u, "action")], "gain", "gain")
        for u in picked:
            g.gain(p, g.zones.card_of[u], uid=u)


@on_play("pawn")
def pawn(g: CardAPI, p: int, uid: int) -> None:
    """Choose two different: +1 Card, +1 Action, +1 Buy, +$1 (chosen before any happens)."""
    chosen = _modes(g, p, "pawn", ["card", "action", "buy", "coin"], 2)
    if "card" in chosen:
        g.draw(p, 1)
    if "action" in chosen:
        g.turn.actions += 1
    if "buy" in chosen:
        g.turn.buys += 1
    if "coin" in chosen:
        g.turn.coins += 1


@on_play("secret-chamber")
def secret_chamber(g: CardAPI, p: int, uid: int) -> None:
    """Discard any number of cards from your hand; +$1 per card discarded."""
    hand = g.zones.hands[p]
    picked = choose_hand(g, p, "discard", "discard", lo=0, hi=len(hand))
    g.discard_cards(p, picked)
    g.turn.coins += len(picked)


def _secret_chamber_applies(g: CardAPI, owner: int, luid: int, info: AttackInfo) -> bool:
    return info.attacker != owner and g.zones.loc[luid] == g.zones.code(owner, HAND)


def _secret_chamber_run(g: CardAPI, owner: int, luid: int, info: AttackInfo) -> None:
    """When another player plays an Attack: reveal it, +2 Cards, then put 2 cards from hand onto the deck."""
    g.reveal(owner, [luid])
    g.draw(owner, 2)
    for _ in range(2):
        for u in choose_hand(g, owner, "topdeck", "topdeck"):
            g.topdeck(owner, u)


reaction(Reaction("secret-chamber", "Attack", Zone.HAND, "reveal", True,
                  _secret_chamber_applies, _secret_chamber_run))


# -- $3 ------------------------------------------------------------------------------------------------
@on_play("masquerade", "1e")
def masquerade_1e(g: CardAPI, p: int, uid: int) -> None:
    """+2 Cards; each player passes a card to the player on the left at once; you may trash one."""
    g.draw(p, 2)
    holders = [q for q in g.turn_order(p) if g.zones.hands[q]]
    chosen = {q: choose_hand(g, q, "pass", "pass")[0] for q in holders}
    for q in holders:
        g.pass_card(q, (q + 1) % g.n, chosen[q])
    for u in choose_hand(g, p, "trash", "trash", lo=0):
        g.trash(p, u)


@on_play("masquerade")
def masquerade(g: CardAPI, p: int, uid: int) -> None:
    """+2 Cards; each player with cards passes one to the next such player; you may trash one."""
    g.draw(p, 2)
    holders = [q for q in g.turn_order(p) if g.zones.hands[q]]
    if len(holders) > 1:
        chosen = {q: choose_hand(g, q, "pass", "pass")[0] for q in holders}
        for i, q in enumerate(holders):
            g.pass_card(q, holders[(i + 1) % len(holders)], chosen[q])
    for u in choose_hand(g, p, "trash", "trash", lo=0):
        g.trash(p, u)


@on_play("shanty-town")
def shanty_town(g: CardAPI, p: int, uid: int) -> None:
    """+2 Actions; reveal your hand; if it has no Action cards, +2 Cards."""
    g.turn.actions += 2
    hand = g.zones.hands[p]
    g.reveal(p, hand)
    if not any(g.is_type(u, "action") for u in hand):
        g.draw(p, 2)


@on_play("steward")
def steward(g: CardAPI, p: int, uid: int) -> None:
    """Choose one: +2 Cards; +$2; or trash 2 cards from your hand."""
    mode = _modes(g, p, "steward", ["cards", "coins", "trash"]).pop()
    if mode == "cards":
        g.draw(p, 2)
    elif mode == "coins":
        g.turn.coins += 2
    else:
        for u in choose_hand(g, p, "trash", "trash", lo=2, hi=2):
            g.trash(p, u)


@on_play("swindler")
def swindler(g: CardAPI, p: int, uid: int) -> None:
    """+$2; each other player trashes their top card and gains one of the same cost you choose."""
    g.turn.coins += 2
    for o in g.attack_targets(p):
        top = g.top_cards(o, 1)
        if not top:
            continue
        cost = g.cost_of(g.zones.card_of[top[0]])
        g.trash(o, top[0], g.zones.code(o, SET_ASIDE))
        card = pick_supply(g, p, _costs_exactly(g, cost), kind=f"gain-for-{o}")
        if card is not None:
            g.gain(o, card)


@on_play("wishing-well")
def wishing_well(g: CardAPI, p: int, uid: int) -> None:
    """+1 Card, +1 Action; name a card, reveal your top card: if it is the named card, take it into hand."""
    g.draw(p, 1)
    g.turn.actions += 1
    named = name_a_card(g, p)
    reveal_top_to_hand_if(g, p, lambda u: g.zones.card_of[u] == named)


@on_play("great-hall")
def great_hall(g: CardAPI, p: int, uid: int) -> None:
    """+1 Card, +1 Action (and worth 1 VP)."""
    g.draw(p, 1)
    g.turn.actions += 1


# -- $4 ------------------------------------------------------------------------------------------------
@on_play("baron")
def baron(g: CardAPI, p: int, uid: int) -> None:
    """+1 Buy; you may discard an Estate for +$4; if you do not, gain an Estate."""
    g.turn.buys += 1
    picked = choose_hand(g, p, "discard", "discard", lambda u: g.zones.card_of[u] == "estate", lo=0)
    if picked:
        g.discard_card(p, picked[0])
        g.turn.coins += 4
    else:
        g.gain(p, "estate")


@on_play("bridge")
def bridge(g: CardAPI, p: int, uid: int) -> None:
    """+1 Buy, +$1; this turn, cards everywhere cost $1 less (not below $0)."""
    g.turn.buys += 1
    g.turn.coins += 1
    g.turn.cost_changes.append((None, -1))


def _count_actions_played(g: CardAPI, player: int, uid: int, card: str) -> None:
    """Counts every play of an Action card a player makes this turn (in the turn marks): from the hand, again by a
    Throne Room, or from the Supply by Band of Misfits or Captain."""
    if g.acting_as.get(uid) == card != g.zones.card_of[uid]:
        return  # a card played "as if it were" another (Band of Misfits' original text): one play, counted once
    if g.is_type(uid, "action") or "action" in g.defs[card].types:
        counts: dict[int, int] = g.turn.marks.setdefault("conspirator", {})
        counts[player] = counts.get(player, 0) + 1


@game_rule("conspirator")
def conspirator_rule(g: CardAPI) -> None:
    """A game with Conspirator counts the Action cards each player plays in a turn."""
    g.play_rules.insert(0, _count_actions_played)


@on_play("conspirator")
def conspirator(g: CardAPI, p: int, uid: int) -> None:
    """+$2; if you have played 3 or more Actions this turn (counting this), +1 Card and +1 Action."""
    g.turn.coins += 2
    if g.turn.marks.get("conspirator", {}).get(p, 0) >= 3:
        g.draw(p, 1)
        g.turn.actions += 1


@on_play("diplomat")
def diplomat(g: CardAPI, p: int, uid: int) -> None:
    """+2 Cards; then if you have 5 or fewer cards in hand, +2 Actions."""
    g.draw(p, 2)
    if len(g.zones.hands[p]) <= 5:
        g.turn.actions += 2


def _diplomat_applies(g: CardAPI, owner: int, luid: int, info: AttackInfo) -> bool:
    return (info.attacker != owner and g.zones.loc[luid] == g.zones.code(owner, HAND)
            and len(g.zones.hands[owner]) >= 5)


def _diplomat_run(g: CardAPI, owner: int, luid: int, info: AttackInfo) -> None:
    """When another player plays an Attack, from a hand of 5 or more: reveal it, +2 Cards, discard 3;
    while it is still in a hand of 5 or more, it may be revealed again."""
    while True:
        g.reveal(owner, [luid])
        g.draw(owner, 2)
        g.discard_cards(owner, choose_hand(g, owner, "discard", "discard", lo=3, hi=3))
        if not _diplomat_applies(g, owner, luid, info):
            return
        if g.ask("when-attack", owner, ["reveal:diplomat", "done"]) != ["reveal:diplomat"]:
            return


reaction(Reaction("diplomat", "Attack", Zone.HAND, "reveal", True, _diplomat_applies, _diplomat_run))


@on_play("ironworks")
def ironworks(g: CardAPI, p: int, uid: int) -> None:
    """Gain a card costing up to $4; per its types: Action +1 Action, Treasure +$1, Victory +1 Card."""
    card = pick_supply(g, p, up_to(g, 4))
    if card is None:
        return
    types = g.defs[card].types
    got = g.gain(p, card)
    if got is not None:
        types = g.types_of(got)
    bonus_by_type(g, p, types)


@on_play("mill")
def mill(g: CardAPI, p: int, uid: int) -> None:
    """+1 Card, +1 Action; you may discard 2 cards for +$2 (only if you discard two). Worth 1 VP."""
    g.draw(p, 1)
    g.turn.actions += 1
    if not g.zones.hands[p] or g.ask("discard-two", p, ["yes", "no"]) != ["yes"]:
        return
    picked = choose_hand(g, p, "discard", "discard", lo=2, hi=2)
    g.discard_cards(p, picked)
    if len(picked) == 2:
        g.turn.coins += 2


@on_play("mining-village")
def mining_village(g: CardAPI, p: int, uid: int) -> None:
    """+1 Card, +2 Actions; you may trash this (if it is still in play) for +$2."""
    g.draw(p, 1)
    g.turn.actions += 2
    if _in_play(g, p, uid) and g.ask("trash-this", p, ["yes", "no"]) == ["yes"]:
        g.trash(p, uid, g.zones.code(p, IN_PLAY))
        g.turn.coins += 2


@on_play("secret-passage")
def secret_passage(g: CardAPI, p: int, uid: int) -> None:
    """+2 Cards, +1 Action; put a card from your hand anywhere in your deck (you choose the depth)."""
    g.draw(p, 2)
    g.turn.actions += 1
    picked = choose_hand(g, p, "put-in-deck", "put")
    if not picked:
        return
    depth = len(g.zones.decks[p])
    where = g.ask("position", p, [f"depth:{k}" for k in range(depth + 1)])[0]
    k = int(where.partition(":")[2])
    above = g.top_cards(p, k)
    g.topdeck(p, picked[0])
    aside = g.zones.code(p, SET_ASIDE)
    for u in reversed(above):
        g.topdeck(p, u, aside)


@on_play("coppersmith")
def coppersmith(g: CardAPI, p: int, uid: int) -> None:
    """This turn, each Copper you play makes $1 more (cumulative: each play of Coppersmith adds $1)."""
    counts: dict[int, int] = g.turn.marks.setdefault("coppersmith", {})
    counts[p] = counts.get(p, 0) + 1


def _coppersmith_copper(g: CardAPI, player: int, uid: int, card: str) -> None:
    """A Copper played while Coppersmith's effect lasts: +$1 per Coppersmith played this turn.  The effect lasts
    the turn wherever the Coppersmith is (it need not still be in play)."""
    n = g.turn.marks.get("coppersmith", {}).get(player, 0) if card == "copper" else 0
    if n and player == g.turn.player:
        g.turn.add_coins(n)


@game_rule("coppersmith")
def coppersmith_rule(g: CardAPI) -> None:
    """A game with Coppersmith watches the Coppers played."""
    g.play_rules.append(_coppersmith_copper)


@on_play("scout")
def scout(g: CardAPI, p: int, uid: int) -> None:
    """+1 Action; reveal the top 4 cards: Victory cards to your hand, the rest back in any order."""
    g.turn.actions += 1
    revealed = g.top_cards(p, 4)
    g.reveal(p, revealed)
    aside, hand = g.zones.code(p, SET_ASIDE), g.zones.code(p, HAND)
    rest = []
    for u in revealed:
        if g.is_type(u, "victory"):
            g.move(u, aside, hand)
        else:
            rest.append(u)
    put_back_in_any_order(g, p, rest)


# -- $5 ------------------------------------------------------------------------------------------------
@on_play("courtier")
def courtier(g: CardAPI, p: int, uid: int) -> None:
    """Reveal a card from hand; per type it has choose a different: +1 Action, +1 Buy, +$3, gain a Gold."""
    picked = choose_hand(g, p, "reveal", "reveal")
    if not picked:
        return
    g.reveal(p, picked)
    n = min(4, len(g.types_of(picked[0])))
    chosen = _modes(g, p, "courtier", ["action", "buy", "coins", "gold"], n)
    if "action" in chosen:
        g.turn.actions += 1
    if "buy" in chosen:
        g.turn.buys += 1
    if "coins" in chosen:
        g.turn.coins += 3
    if "gold" in chosen:
        g.gain(p, "gold")


@victory_points("duke")
def duke(g: CardAPI, p: int) -> int:
    """Worth 1 VP per Duchy you have."""
    z = g.zones
    return sum(1 for zi in range(NPZ) for u in z.of(p, zi) if z.card_of[u] == "duchy")


@on_play("minion")
def minion(g: CardAPI, p: int, uid: int) -> None:
    """+1 Action; +$2, or discard your hand, +4 Cards, and others with 5+ cards discard theirs and draw 4."""
    g.turn.actions += 1
    if _modes(g, p, "minion", ["coins", "discard"]).pop() == "coins":
        g.turn.coins += 2
        return
    for q in [p, *[o for o in g.attack_targets(p) if len(g.zones.hands[o]) >= 5]]:
        g.discard_cards(q, list(g.zones.hands[q]))
        g.draw(q, 4)


@on_play("patrol")
def patrol(g: CardAPI, p: int, uid: int) -> None:
    """+3 Cards; reveal the top 4: Victory cards and Curses to your hand, the rest back in any order."""
    g.draw(p, 3)
    revealed = g.top_cards(p, 4)
    g.reveal(p, revealed)
    aside, hand = g.zones.code(p, SET_ASIDE), g.zones.code(p, HAND)
    rest = []
    for u in revealed:
        if g.is_type(u, "victory") or g.is_type(u, "curse"):
            g.move(u, aside, hand)
        else:
            rest.append(u)
    put_back_in_any_order(g, p, rest)


@on_play("replace")
def replace(g: CardAPI, p: int, uid: int) -> None:
    """Trash a card from hand, gain one costing up to $2 more: Action/Treasure onto your deck; Victory:
    each other player gains a Curse."""
    cost = trash_for_cost(g, p)
    if cost is None:
        return
    card = pick_supply(g, p, _costs_at_most(g, cost.plus(2)))
    if card is None:
        return
    got = g.gain(p, card)
    types = g.defs[card].types if got is None else g.types_of(got)
    if got is not None and ("action" in types or "treasure" in types):
        # only from where it was gained: a card that moved on (Villa to hand) is lost track of
        discard = g.zones.code(p, DISCARD)
        if g.zones.loc[got] == discard:
            g.topdeck(p, got, discard)
    if "victory" in types:
        for o in g.attack_targets(p):
            g.gain(o, "curse")


@on_play("torturer")
def torturer(g: CardAPI, p: int, uid: int) -> None:
    """+3 Cards; each other player, in turn order, discards 2 cards or gains a Curse to hand (their pick)."""
    g.draw(p, 3)
    for o in g.attack_targets(p):
        if _modes(g, o, "torturer", ["discard", "curse"]).pop() == "discard":
            g.discard_cards(o, choose_hand(g, o, "discard", "discard", lo=2, hi=2))
        else:
            g.gain(o, "curse", to=Zone.HAND)


@on_play("trading-post")
def trading_post(g: CardAPI, p: int, uid: int) -> None:
    """Trash 2 cards from hand; if you did, gain a Silver to your hand."""
    picked = choose_hand(g, p, "trash", "trash", lo=2, hi=2)
    g.trash_all(p, picked)
    if len(picked) == 2:
        g.gain(p, "silver", to=Zone.HAND)


@on_play("upgrade")
def upgrade(g: CardAPI, p: int, uid: int) -> None:
    """+1 Card, +1 Action; trash a card from hand and gain one costing exactly $1 more."""
    g.draw(p, 1)
    g.turn.actions += 1
    cost = trash_for_cost(g, p)
    if cost is None:
        return
    target = Cost(cost.coins + 1, cost.potion, cost.debt)
    gain_pick(g, p, _costs_exactly(g, target))


@on_play("saboteur")
def saboteur(g: CardAPI, p: int, uid: int) -> None:
    """Each other player reveals until a card costing $3+, trashes it, may gain one costing $2 less."""
    for o in g.attack_targets(p):
        aside = g.zones.code(o, SET_ASIDE)
        revealed: list[int] = []
        hit = None
        while hit is None:
            got = g.top_cards(o, 1)
            if not got:
                break
            revealed.append(got[0])
            if g.cost_of(g.zones.card_of[got[0]]).coins >= 3:
                hit = got[0]
        g.reveal(o, revealed)
        if hit is not None:
            cost = g.cost_of(g.zones.card_of[hit])
            g.trash(o, hit, aside)
            limit = cost.plus(-2)
            gain_pick(g, o, _costs_at_most(g, limit), optional=True)
        for u in revealed:
            if g.zones.loc[u] == aside:
                g.discard_card(o, u, aside)


@on_play("tribute")
def tribute(g: CardAPI, p: int, uid: int) -> None:
    """The player to your left reveals and discards their top 2 cards; per differently named card:
    Action +2 Actions, Treasure +$2, Victory +2 Cards."""
    left = g.others(p)[0]
    revealed = g.top_cards(left, 2)
    g.reveal(left, revealed)
    aside = g.zones.code(left, SET_ASIDE)
    kinds: dict[str, frozenset[str]] = {}
    for u in revealed:
        kinds.setdefault(g.zones.card_of[u], g.types_of(u))
    g.discard_cards(left, [u for u in revealed if g.zones.loc[u] == aside], aside)
    for types in kinds.values():
        bonus_by_type(g, p, types, 2)


# -- $6 ------------------------------------------------------------------------------------------------
@on_play("nobles")
def nobles(g: CardAPI, p: int, uid: int) -> None:
    """Choose one: +3 Cards or +2 Actions (and worth 2 VP)."""
    if _modes(g, p, "nobles", ["cards", "actions"]).pop() == "cards":
        g.draw(p, 3)
    else:
        g.turn.actions += 2
