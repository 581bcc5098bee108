"""Adventures: Duplicate, the Peasant and Page Traveller lines, Transmogrify, Messenger, Inheritance."""

from __future__ import annotations

from generator.engine.api import CardAPI
from generator.engine.effects.common import choose_hand, discard_down_to, gain_pick, pick_supply, up_to
from generator.engine.events import TokenChanged
from generator.engine.hooks import (
    GainInfo,
    PlayInfo,
    Reaction,
    can_buy,
    event,
    game_rule,
    non_supply_pile,
    on_buy,
    on_discard_from_play,
    on_play,
    reaction,
    setup,
    versions,
)
from generator.engine.setup import SetupPlan
from generator.engine.types import DECK, DISCARD, IN_PLAY, SET_ASIDE, TAVERN, Zone

versions("inheritance", "1e", "2e")

PEASANT_LINE = ("peasant", "soldier", "fugitive", "disciple", "teacher")
PAGE_LINE = ("page", "treasure-hunter", "warrior", "hero", "champion")
for _pile in PEASANT_LINE[1:] + PAGE_LINE[1:]:
    non_supply_pile(_pile, 5)


@setup("peasant")
def peasant_setup(plan: SetupPlan) -> None:
    """Peasant brings the piles of its Traveller line (Soldier to Teacher, 5 each)."""
    for pile in PEASANT_LINE[1:]:
        plan.add_non_supply(pile)


@setup("page")
def page_setup(plan: SetupPlan) -> None:
    """Page brings the piles of its Traveller line (Treasure Hunter to Champion, 5 each)."""
    for pile in PAGE_LINE[1:]:
        plan.add_non_supply(pile)


def to_tavern(g: CardAPI, p: int, uid: int) -> None:
    """Put a card from play onto the Tavern mat (lose track if it already left play)."""
    g.try_move(uid, g.zones.code(p, IN_PLAY), g.zones.code(p, TAVERN))


def call(g: CardAPI, p: int, uid: int) -> bool:
    """Call a Reserve card: move it from the Tavern mat into play."""
    return g.try_move(uid, g.zones.code(p, TAVERN), g.zones.code(p, IN_PLAY))


@on_play("duplicate")
def duplicate(g: CardAPI, p: int, uid: int) -> None:
    """Put this on your Tavern mat."""
    to_tavern(g, p, uid)


def _dup_applies(g: CardAPI, owner: int, luid: int, info: GainInfo) -> bool:
    return (g.zones.loc[luid] == g.zones.code(owner, TAVERN) and g.cost_of(info.card).up_to(6)
            and g.in_supply(info.card))


def _dup_run(g: CardAPI, owner: int, luid: int, info: GainInfo) -> None:
    if call(g, owner, luid):
        g.gain(owner, info.card)


reaction(Reaction("duplicate", "Gained", Zone.TAVERN, "call", True, _dup_applies, _dup_run))


def traveller(card: str, into: str) -> None:
    """Register 'when you discard this from play, you may exchange it for ``into``'."""
    def hook(g: CardAPI, p: int, uid: int) -> None:
        if g.zones.loc[uid] == g.zones.code(p, DISCARD) and g.pile_count(into) and g.ask(
                "exchange", p, [f"exchange:{into}", "no"]) != ["no"]:
            g.exchange(p, uid, into, expect=g.zones.code(p, DISCARD))
    on_discard_from_play(card)(hook)


for _line in (PEASANT_LINE, PAGE_LINE):
    for _a, _b in zip(_line, _line[1:], strict=False):
        traveller(_a, _b)


@on_play("peasant")
def peasant(g: CardAPI, p: int, uid: int) -> None:
    """+1 Buy, +$1."""
    g.turn.buys += 1
    g.turn.coins += 1


@on_play("soldier")
def soldier(g: CardAPI, p: int, uid: int) -> None:
    """+$2, +$1 per other Attack in play; others with 4+ cards discard one."""
    g.turn.coins += 2 + sum(1 for u in g.zones.plays[p] if u != uid and g.is_type(u, "attack"))
    for o in g.attack_targets(p):
        if len(g.zones.hands[o]) >= 4:
            discard_down_to(g, o, len(g.zones.hands[o]) - 1)


@on_play("fugitive")
def fugitive(g: CardAPI, p: int, uid: int) -> None:
    """+2 Cards, +1 Action, discard a card."""
    g.draw(p, 2)
    g.turn.actions += 1
    for u in choose_hand(g, p, "discard", "discard"):
        g.discard_card(p, u)


@on_play("disciple")
def disciple(g: CardAPI, p: int, uid: int) -> None:
    """You may play an Action card from hand twice; gain a copy of it."""
    picked = choose_hand(g, p, "play", "play", lambda u: g.is_type(u, "action"), 0)
    if not picked:
        return
    card = g.zones.card_of[picked[0]]
    g.play_uid(p, picked[0])
    g.resolve(p, picked[0])
    g.gain(p, card)


@on_play("teacher")
def teacher(g: CardAPI, p: int, uid: int) -> None:
    """Put this on your Tavern mat."""
    to_tavern(g, p, uid)


@on_play("page")
def page(g: CardAPI, p: int, uid: int) -> None:
    """+1 Card, +1 Action."""
    g.draw(p, 1)
    g.turn.actions += 1


@on_play("treasure-hunter")
def treasure_hunter(g: CardAPI, p: int, uid: int) -> None:
    """+1 Action, +$1; gain a Silver per card the player to your right gained in their last turn."""
    g.turn.actions += 1
    g.turn.coins += 1
    for _ in range(g.players[(p - 1) % g.n].last_turn_gains):
        g.gain(p, "silver")


@on_play("warrior")
def warrior(g: CardAPI, p: int, uid: int) -> None:
    """+2 Cards; per Traveller in play, others discard their top card, trashing it if it costs $3 or $4."""
    g.draw(p, 2)
    times = sum(1 for u in g.zones.plays[p] if g.is_type(u, "traveller"))
    for o in g.attack_targets(p):
        for _ in range(times):
            top = g.top_cards(o, 1)
            if not top:
                break
            aside = g.zones.code(o, SET_ASIDE)
            if g.cost_of(g.zones.card_of[top[0]]).coins in (3, 4) and not g.cost_of(g.zones.card_of[top[0]]).potion:
                g.trash(o, top[0], aside)
            else:
                g.discard_card(o, top[0], aside)


@on_play("hero")
def hero(g: CardAPI, p: int, uid: int) -> None:
    """+$2; gain a Treasure."""
    g.turn.coins += 2
    gain_pick(g, p, lambda c: "treasure" in g.defs[c].types)


@on_play("champion")
def champion(g: CardAPI, p: int, uid: int) -> None:
    """+1 Action; stays in play for the rest of the game (immunity and +1 Action per Action played)."""
    g.turn.actions += 1
    g.players[p].shields += 1
    g.players[p].staying.add(uid)


def _champion_applies(g: CardAPI, owner: int, luid: int, info: PlayInfo) -> bool:
    return info.uid != luid and "action" in g.defs[info.card].types


def _champion_run(g: CardAPI, owner: int, luid: int, info: PlayInfo) -> None:
    g.turn.actions += 1


reaction(Reaction("champion", "Played", Zone.IN_PLAY, "on-play", False, _champion_applies, _champion_run))


@on_play("transmogrify")
def transmogrify(g: CardAPI, p: int, uid: int) -> None:
    """+1 Action; put this on your Tavern mat."""
    g.turn.actions += 1
    to_tavern(g, p, uid)


def _transmogrify_call(g: CardAPI, p: int) -> None:
    picked = choose_hand(g, p, "trash", "trash")
    if picked:
        cost = g.cost_of(g.zones.card_of[picked[0]])
        g.trash(p, picked[0])
        limit = cost.plus(1)
        gain_pick(g, p, lambda c: g.cost_of(c).le(limit), to=Zone.HAND)


def _teacher_call(g: CardAPI, p: int) -> None:
    token = g.ask("token", p, ["token:+card", "token:+action", "token:+buy", "token:+coin"])[0][6:]
    used = set(g.players[p].pile_tokens.values())
    pile = pick_supply(g, p, lambda c: "action" in g.defs[c].types and g.pile_of(c) not in used,
                       kind="token-pile", prefix="pile")
    if pile is not None:
        g.players[p].pile_tokens[token] = g.pile_of(pile)
        g.emit(TokenChanged(p, token, g.pile_of(pile)))


_CALLS = {"teacher": _teacher_call, "transmogrify": _transmogrify_call}


def _reserve_calls_rule(g: CardAPI) -> None:
    """With a start-of-turn Reserve card in the game, its call is offered at the start of every turn."""
    if start_of_turn_calls not in g.turn_start_rules:
        g.turn_start_rules.append(start_of_turn_calls)


for _reserve in ("teacher", "transmogrify"):
    game_rule(_reserve)(_reserve_calls_rule)


def start_of_turn_calls(g: CardAPI, p: int) -> None:
    """Offer start-of-turn Reserve calls (Teacher, Transmogrify) until the player is done."""
    tav = g.zones.of(p, TAVERN)
    while tav:
        ids = sorted({g.zones.card_of[u] for u in tav if g.zones.card_of[u] in _CALLS})
        if not ids:
            return
        ans = g.ask("call", p, [f"call:{c}" for c in ids] + ["done"])[0]
        if ans == "done":
            return
        card = ans[5:]
        uid = next(u for u in tav if g.zones.card_of[u] == card)
        if call(g, p, uid):
            _CALLS[card](g, p)


@on_play("messenger")
def messenger(g: CardAPI, p: int, uid: int) -> None:
    """+1 Buy, +$2; you may put your deck into your discard pile."""
    g.turn.buys += 1
    g.turn.coins += 2
    if g.zones.decks[p] and g.ask("deck-to-discard", p, ["yes", "no"]) == ["yes"]:
        dcode, disc = g.zones.code(p, DECK), g.zones.code(p, DISCARD)
        for u in list(reversed(g.zones.decks[p])):
            g.move(u, dcode, disc)


@on_buy("messenger")
def messenger_buy(g: CardAPI, p: int, uid: int) -> None:
    """When this is your first purchase this turn: gain a card up to $4; each other player gains a copy."""
    if g.turn.purchases != 1:
        return
    card = pick_supply(g, p, up_to(g, 4))
    if card is not None and g.gain(p, card) is not None:
        for o in g.others(p):
            g.gain(o, card)


INHERITED = "inheritance"
"""Key of a player's Estate token in :attr:`PlayerState.marks`: the uid of the inherited card."""


def _inherited(g: CardAPI, player: int | None) -> int | None:
    if player is None:
        return None
    uid = g.players[player].marks.get(INHERITED)
    return uid if isinstance(uid, int) else None


def _estate_types(g: CardAPI, uid: int, types: frozenset[str]) -> frozenset[str]:
    """Estates gain types: the inherited card's (original text, the owner's Estates) or Action (current
    text, during the turns of a player with the token)."""
    if g.zones.card_of[uid] != "estate":
        return types
    if g.version("inheritance") == "1e":
        inh = _inherited(g, g.owner_of(uid))
        return types | g.defs[g.zones.card_of[inh]].types if inh is not None else types
    return types | {"action"} if _inherited(g, g.turn.player) is not None else types


def _estate_plays_as(g: CardAPI, player: int, uid: int) -> tuple[str, int] | None:
    """A played Estate: as the inherited card (original), or plays the card with the token (current)."""
    if g.zones.card_of[uid] != "estate":
        return None
    if g.version("inheritance") == "1e":
        inh = _inherited(g, g.owner_of(uid))
        return (g.zones.card_of[inh], uid) if inh is not None else None
    inh = _inherited(g, g.turn.player)
    return (g.zones.card_of[inh], inh) if inh is not None else None


def _estate_buys_as(g: CardAPI, player: int, card: str) -> str | None:
    """Original text: a bought Estate is the buyer's at once, so it has the inherited card's when-buy."""
    if card != "estate" or g.version("inheritance") != "1e":
        return None
    inh = _inherited(g, player)
    return g.zones.card_of[inh] if inh is not None else None


@game_rule("inheritance")
def inheritance_rule(g: CardAPI) -> None:
    """With Inheritance in the game, Estates may change what they are and do."""
    g.type_changes.append(_estate_types)
    g.plays_as.append(_estate_plays_as)
    g.buys_as.append(_estate_buys_as)


@can_buy("inheritance")
def inheritance_once(g: CardAPI, p: int) -> bool:
    """Once per game: not after the player's Estate token has moved."""
    return _inherited(g, p) is None


@event("inheritance")
def inheritance(g: CardAPI, p: int) -> None:
    """Once per game: set aside an Action from the Supply costing up to $4; move your Estate token to it."""
    if _inherited(g, p) is not None:
        return
    barred = "victory" if g.version("inheritance") == "1e" else "command"
    card = pick_supply(g, p, lambda c: "action" in g.defs[c].types and barred not in g.defs[c].types
                       and g.cost_of(c).up_to(4), kind="inherit", prefix="inherit")
    if card is None:
        return
    top = g.top(g.pile_of(card))
    assert top is not None
    g.set_aside(p, top, "inheritance")
    g.players[p].marks[INHERITED] = top
    g.emit(TokenChanged(p, "estate", card))
