"""Adventures: Duplicate, the Peasant and Page Traveller lines, Transmogrify, Messenger, Inheritance."""

from __future__ import annotations

from typing import TYPE_CHECKING

from generator.engine.cards import GainInfo, Reaction, event, on_buy, on_discard_from_play, on_play, reaction, versions
from generator.engine.effects.common import choose_hand, discard_down_to, gain_pick, pick_supply, up_to
from generator.engine.events import TokenChanged
from generator.engine.types import DISCARD, IN_PLAY, SET_ASIDE, TAVERN, Zone

if TYPE_CHECKING:
    from generator.engine.game import Game

versions("inheritance", "1e", "2e")


def to_tavern(g: Game, p: int, uid: int) -> None:
    """Put a card from play onto the Tavern mat (lose track if it already left play)."""
    g.try_move(uid, g.code(p, IN_PLAY), g.code(p, TAVERN))


def call(g: Game, p: int, uid: int) -> bool:
    """Call a Reserve card: move it from the Tavern mat into play."""
    return g.try_move(uid, g.code(p, TAVERN), g.code(p, IN_PLAY))


@on_play("duplicate")
def duplicate(g: Game, p: int, uid: int) -> None:
    """Put this on your Tavern mat."""
    to_tavern(g, p, uid)


def _dup_applies(g: Game, owner: int, luid: int, info: object) -> bool:
    assert isinstance(info, GainInfo)
    return (g.loc[luid] == g.code(owner, TAVERN) and g.cost_of(info.card).up_to(6)
            and g.in_supply(info.card))


def _dup_run(g: Game, owner: int, luid: int, info: object) -> None:
    assert isinstance(info, GainInfo)
    if call(g, owner, luid):
        g.gain(owner, info.card)


reaction(Reaction("duplicate", "Gained", Zone.TAVERN, "call", True, _dup_applies, _dup_run))


def traveller(card: str, into: str) -> None:
    """Register 'when you discard this from play, you may exchange it for ``into``'."""
    def hook(g: Game, p: int, uid: int) -> None:
        if g.loc[uid] == g.code(p, DISCARD) and g.pile_count(into) and g.ask(
                "exchange", p, [f"exchange:{into}", "no"]) != ["no"]:
            g.exchange(p, uid, into, expect=g.code(p, DISCARD))
    on_discard_from_play(card)(hook)


for _a, _b in (("peasant", "soldier"), ("soldier", "fugitive"), ("fugitive", "disciple"),
               ("disciple", "teacher"), ("page", "treasure-hunter"), ("treasure-hunter", "warrior"),
               ("warrior", "hero"), ("hero", "champion")):
    traveller(_a, _b)


@on_play("peasant")
def peasant(g: Game, p: int, uid: int) -> None:
    """+1 Buy, +$1."""
    g.buys += 1
    g.coins += 1


@on_play("soldier")
def soldier(g: Game, p: int, uid: int) -> None:
    """+$2, +$1 per other Attack in play; others with 4+ cards discard one."""
    g.coins += 2 + sum(1 for u in g.plays[p] if u != uid and g.is_type(u, "attack"))
    for o in g.attack_targets(p):
        if len(g.hands[o]) >= 4:
            discard_down_to(g, o, len(g.hands[o]) - 1)


@on_play("fugitive")
def fugitive(g: Game, p: int, uid: int) -> None:
    """+2 Cards, +1 Action, discard a card."""
    g.draw(p, 2)
    g.actions += 1
    for u in choose_hand(g, p, "discard", "discard"):
        g.discard_card(p, u)


@on_play("disciple")
def disciple(g: Game, p: int, uid: int) -> None:
    """You may play an Action card from hand twice; gain a copy of it."""
    picked = choose_hand(g, p, "play", "play", lambda u: g.is_type(u, "action"), 0)
    if not picked:
        return
    card = g.card_of[picked[0]]
    g.play_uid(p, picked[0])
    g.resolve(p, picked[0])
    g.gain(p, card)


@on_play("teacher")
def teacher(g: Game, p: int, uid: int) -> None:
    """Put this on your Tavern mat."""
    to_tavern(g, p, uid)


@on_play("page")
def page(g: Game, p: int, uid: int) -> None:
    """+1 Card, +1 Action."""
    g.draw(p, 1)
    g.actions += 1


@on_play("treasure-hunter")
def treasure_hunter(g: Game, p: int, uid: int) -> None:
    """+1 Action, +$1; gain a Silver per card the player to your right gained in their last turn."""
    g.actions += 1
    g.coins += 1
    for _ in range(g.last_turn_gains[(p - 1) % g.n]):
        g.gain(p, "silver")


@on_play("warrior")
def warrior(g: Game, p: int, uid: int) -> None:
    """+2 Cards; per Traveller in play, others discard their top card, trashing it if it costs $3 or $4."""
    g.draw(p, 2)
    times = sum(1 for u in g.plays[p] if g.is_type(u, "traveller"))
    for o in g.attack_targets(p):
        for _ in range(times):
            top = g.top_cards(o, 1)
            if not top:
                break
            aside = g.code(o, SET_ASIDE)
            if g.cost_of(g.card_of[top[0]]).coins in (3, 4) and not g.cost_of(g.card_of[top[0]]).potion:
                g.trash(o, top[0], aside)
            else:
                g.discard_card(o, top[0], aside)


@on_play("hero")
def hero(g: Game, p: int, uid: int) -> None:
    """+$2; gain a Treasure."""
    g.coins += 2
    gain_pick(g, p, lambda c: "treasure" in g.defs[c].types)


@on_play("champion")
def champion(g: Game, p: int, uid: int) -> None:
    """+1 Action; stays in play for the rest of the game (immunity and +1 Action per Action played)."""
    g.actions += 1
    g.champions[p] += 1
    g.staying.add(uid)


@on_play("transmogrify")
def transmogrify(g: Game, p: int, uid: int) -> None:
    """+1 Action; put this on your Tavern mat."""
    g.actions += 1
    to_tavern(g, p, uid)


def _transmogrify_call(g: Game, p: int) -> None:
    picked = choose_hand(g, p, "trash", "trash")
    if picked:
        cost = g.cost_of(g.card_of[picked[0]])
        g.trash(p, picked[0])
        limit = cost.plus(1)
        gain_pick(g, p, lambda c: g.cost_of(c).le(limit), to=Zone.HAND)


def _teacher_call(g: Game, p: int) -> None:
    token = g.ask("token", p, ["token:+card", "token:+action", "token:+buy", "token:+coin"])[0][6:]
    used = set(g.tokens[p].values())
    pile = pick_supply(g, p, lambda c: "action" in g.defs[c].types and g.pile_of(c) not in used,
                       kind="token-pile", prefix="pile")
    if pile is not None:
        g.tokens[p][token] = g.pile_of(pile)
        g.emit(TokenChanged(p, token, g.pile_of(pile)))


_CALLS = {"teacher": _teacher_call, "transmogrify": _transmogrify_call}


@event("_start_of_turn")
def start_of_turn_calls(g: Game, p: int) -> None:
    """Offer start-of-turn Reserve calls (Teacher, Transmogrify) until the player is done."""
    tav = g.zones[g.code(p, TAVERN)]
    while True:
        ids = sorted({g.card_of[u] for u in tav if g.card_of[u] in _CALLS})
        if not ids:
            return
        ans = g.ask("call", p, [f"call:{c}" for c in ids] + ["done"])[0]
        if ans == "done":
            return
        card = ans[5:]
        uid = next(u for u in tav if g.card_of[u] == card)
        if call(g, p, uid):
            _CALLS[card](g, p)


@on_play("messenger")
def messenger(g: Game, p: int, uid: int) -> None:
    """+1 Buy, +$2; you may put your deck into your discard pile."""
    g.buys += 1
    g.coins += 2
    if g.decks[p] and g.ask("deck-to-discard", p, ["yes", "no"]) == ["yes"]:
        dcode, disc = g.code(p, 1), g.code(p, DISCARD)
        for u in list(reversed(g.decks[p])):
            g.move(u, dcode, disc)


@on_buy("messenger")
def messenger_buy(g: Game, p: int, uid: int) -> None:
    """When this is your first purchase this turn: gain a card up to $4; each other player gains a copy."""
    if g.bought_cards != 1:
        return
    card = pick_supply(g, p, up_to(g, 4))
    if card is not None and g.gain(p, card) is not None:
        for o in g.others(p):
            g.gain(o, card)


@event("inheritance")
def inheritance(g: Game, p: int) -> None:
    """Once per game: set aside an Action from the Supply costing up to $4; move your Estate token to it."""
    if g.estate_token[p] is not None:
        return
    barred = "victory" if g.version("inheritance") == "1e" else "command"
    card = pick_supply(g, p, lambda c: "action" in g.defs[c].types and barred not in g.defs[c].types
                       and g.cost_of(c).up_to(4), kind="inherit", prefix="inherit")
    if card is None:
        return
    top = g.top(g.pile_of(card))
    assert top is not None
    g.set_aside(p, top, "inheritance")
    g.estate_token[p] = top
    g.inherit_any = True
    g.emit(TokenChanged(p, "estate", card))
