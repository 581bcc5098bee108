"""Adventures: Reserve cards and their calls, Travellers, the set's player tokens (Journey, -$1, -1 Card,
-$2 cost, Trashing, the +1 pile tokens, Estate), its Durations, Kingdom cards and Events."""

from __future__ import annotations

from collections.abc import Callable

from generator.engine.api import CardAPI
from generator.engine.effects.common import (
    choose_from,
    choose_hand,
    discard_down_to,
    discard_set_aside,
    gain_pick,
    gains_may_go_on_deck,
    own_turn_bonus,
    pick_supply,
    play_times,
    reveal_top_to_hand_if,
    stay_with,
    trash_for_cost,
    up_to,
)
from generator.engine.events import TokenChanged
from generator.engine.hooks import (
    TREASURE_COINS,
    VICTORY_POINTS_IN,
    AttackInfo,
    GainInfo,
    PlayInfo,
    Reaction,
    can_buy,
    event,
    fixed_pile_size,
    game_rule,
    non_supply_pile,
    on_buy,
    on_discard_from_play,
    on_gain,
    on_play,
    reaction,
    setup,
    versions,
)
from generator.engine.setup import SetupPlan
from generator.engine.triggers import Trigger
from generator.engine.types import DECK, DISCARD, HAND, IN_PLAY, SET_ASIDE, TAVERN, Cost, Zone

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
    """You may play an Action card from hand twice; gain a copy of it (a Duration keeps Disciple in play)."""
    picked = choose_hand(g, p, "play", "play", lambda u: g.is_type(u, "action"), 0)
    if not picked:
        return
    card = g.zones.card_of[picked[0]]
    play_times(g, p, uid, picked[0], 2)
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
    """+2 Cards; per Traveller in play, others discard their top card, then trash it if it costs $3 or $4."""
    g.draw(p, 2)
    times = sum(1 for u in g.zones.plays[p] if g.is_type(u, "traveller"))
    for o in g.attack_targets(p):
        for _ in range(times):
            top = g.top_cards(o, 1)
            if not top:
                break
            u = top[0]
            g.discard_card(o, u, g.zones.code(o, SET_ASIDE))
            cost = g.cost_of(g.zones.card_of[u])
            disc = g.zones.code(o, DISCARD)
            # the card is discarded first (a Tunnel may be revealed, a Village Green played), then trashed from
            # the discard pile if it costs exactly $3 or $4 and is still there
            if cost.coins in (3, 4) and not cost.potion and not cost.debt and g.zones.loc[u] == disc:
                g.trash(o, u, disc)


@on_play("hero")
def hero(g: CardAPI, p: int, uid: int) -> None:
    """+$2; gain a Treasure."""
    g.turn.coins += 2
    gain_pick(g, p, lambda c: "treasure" in g.defs[c].types)


@on_play("champion")
def champion(g: CardAPI, p: int, uid: int) -> None:
    """+1 Action; stays in play for the rest of the game (immunity and +1 Action per Action played)."""
    g.turn.actions += 1
    g.players[p].guards.add(uid)
    g.players[p].staying.add(uid)


def _champion_applies(g: CardAPI, owner: int, luid: int, info: PlayInfo) -> bool:
    return info.uid != luid and "action" in g.defs[info.card].types


def _champion_run(g: CardAPI, owner: int, luid: int, info: PlayInfo) -> None:
    """+1 Action for Champion's owner: an Action they play in another player's turn (a Caravan Guard answering an
    Attack) gives nobody an Action."""
    own_turn_bonus(g, owner, actions=1)


reaction(Reaction("champion", "Played", Zone.IN_PLAY, "on-play", False, _champion_applies, _champion_run))


@on_play("transmogrify")
def transmogrify(g: CardAPI, p: int, uid: int) -> None:
    """+1 Action; put this on your Tavern mat."""
    g.turn.actions += 1
    to_tavern(g, p, uid)


def _transmogrify_call(g: CardAPI, p: int) -> None:
    cost = trash_for_cost(g, p)
    if cost is not None:
        limit = cost.plus(1)
        gain_pick(g, p, lambda c: g.cost_of(c).le(limit), to=Zone.HAND)


def _teacher_call(g: CardAPI, p: int) -> None:
    token = g.ask("token", p, ["token:+card", "token:+action", "token:+buy", "token:+coin"])[0][6:]
    used = set(g.players[p].pile_tokens.values())
    pile = pick_token_pile(g, p, lambda pid: pid not in used)
    if pile is not None:
        g.players[p].pile_tokens[token] = pile
        g.emit(TokenChanged(p, token, pile))


def _guide_call(g: CardAPI, p: int) -> None:
    hand = list(g.zones.hands[p])
    if hand:
        g.discard_cards(p, hand)
    g.draw(p, 5)


def _ratcatcher_call(g: CardAPI, p: int) -> None:
    for u in choose_hand(g, p, "trash", "trash"):
        g.trash(p, u)


_CALLS = {"teacher": _teacher_call, "transmogrify": _transmogrify_call, "guide": _guide_call,
          "ratcatcher": _ratcatcher_call}
"""Reserve cards called at the start of their owner's turn, and what calling each does."""


def _reserve_calls_rule(g: CardAPI) -> None:
    """With a start-of-turn Reserve card in the game, its call is offered at the start of every turn: among the
    Durations' start-of-turn work (in any order), and after it."""
    if start_of_turn_calls not in g.turn_start_rules:
        g.turn_start_rules.append(start_of_turn_calls)
        g.turn_start_calls.append(_calls_offered)


def _calls_offered(g: CardAPI, p: int) -> dict[str, Callable[[], None]]:
    """The start-of-turn Reserve cards on the player's Tavern mat, as options (``call:<card>``)."""
    tav = g.zones.of(p, TAVERN)
    offered: dict[str, Callable[[], None]] = {}
    for card in sorted({g.zones.card_of[u] for u in tav if g.zones.card_of[u] in _CALLS}):
        def run(card: str = card) -> None:
            uid = next(u for u in g.zones.of(p, TAVERN) if g.zones.card_of[u] == card)
            if call(g, p, uid):
                _CALLS[card](g, p)
        offered[f"call:{card}"] = run
    return offered


for _reserve in _CALLS:
    game_rule(_reserve)(_reserve_calls_rule)


def start_of_turn_calls(g: CardAPI, p: int) -> None:
    """Offer start-of-turn Reserve calls (Teacher, Transmogrify, Guide, Ratcatcher) until the player is done."""
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
    """Estates gain types: the inherited card's (original text, the owner's Estates) or Command Action (current
    text: every Estate, during the turns of a player with the token)."""
    if g.zones.card_of[uid] != "estate":
        return types
    if g.version("inheritance") == "1e":
        inh = _inherited(g, g.owner_of(uid))
        return types | g.defs[g.zones.card_of[inh]].types if inh is not None else types
    return types | {"action", "command"} if _inherited(g, g.turn.player) is not None else types


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


def _inherited_pile_tokens(g: CardAPI, player: int, uid: int, as_card: str) -> None:
    """Current text (2022 FAQ): an Estate plays the set-aside card, so the player's +1 Card, +1 Action, +1 Buy and
    +$1 tokens on that card's pile give their bonus first, as for any card played (the original text only copied
    abilities: no bonus)."""
    if g.zones.card_of[uid] != "estate" or as_card == "estate" or g.version("inheritance") == "1e":
        return
    inh = _inherited(g, player)
    if inh is not None and g.zones.card_of[inh] == as_card and g.players[player].pile_tokens:
        g.pile_token_bonus(player, as_card)


def _estate_stays_with_duration(g: CardAPI, player: int, uid: int, as_card: str) -> None:
    """Current text (2022 FAQ): an Estate that played a set-aside Duration stays in play as long as that Duration
    would have (the set-aside card itself never moves)."""
    if g.zones.card_of[uid] != "estate" or as_card == "estate" or g.version("inheritance") == "1e":
        return
    inh = _inherited(g, g.turn.player)
    if inh is not None and g.zones.card_of[inh] == as_card:
        _stay_with_duration(g, player, uid, inh)


@game_rule("inheritance")
def inheritance_rule(g: CardAPI) -> None:
    """With Inheritance in the game, Estates may change what they are and do."""
    g.type_changes.append(_estate_types)
    g.plays_as.append(_estate_plays_as)
    g.buys_as.append(_estate_buys_as)
    g.play_rules.append(_inherited_pile_tokens)
    g.after_play_rules.append(_estate_stays_with_duration)


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


# -- the set's tokens ------------------------------------------------------------------------------------
JOURNEY = "journey"
"""Key of a player's Journey token in :attr:`PlayerState.marks`: True while face up (it starts face up)."""


def flip_journey(g: CardAPI, p: int) -> bool:
    """Turn the player's Journey token over; True when it is now face up."""
    state = g.players[p]
    up = not state.marks.get(JOURNEY, True)
    state.marks[JOURNEY] = up
    g.emit(TokenChanged(p, JOURNEY, "up" if up else "down"))
    return up


def take_minus_coin(g: CardAPI, p: int) -> None:
    """The player takes their -$1 token: the next time they get coins on their turn, they get $1 less."""
    g.players[p].minus_coin = True
    g.emit(TokenChanged(p, "-coin", "on"))


def put_minus_card(g: CardAPI, p: int) -> None:
    """The player puts their -1 Card token on their deck: their next draw is one card fewer."""
    g.players[p].minus_card = True
    g.emit(TokenChanged(p, "-card", "on"))


def action_supply_piles(g: CardAPI) -> list[str]:
    """The Action Supply piles, empty ones included (tokens may be put on an empty pile and still work there:
    Adventures rulebook): a pile whose top card is an Action, or an empty pile of Action cards."""
    z = g.zones
    out = []
    for pid in z.supply_piles:
        top = g.top(pid)
        if top is not None:
            if "action" in g.types_of(top):
                out.append(pid)
        elif pid in g.defs:
            if "action" in g.defs[pid].types:
                out.append(pid)
        elif any(h == pid and "action" in g.defs[z.card_of[u]].types for u, h in enumerate(z.home)):
            out.append(pid)
    return out


def pick_token_pile(g: CardAPI, p: int, pred: Callable[[str], bool] | None = None) -> str | None:
    """The player chooses an Action Supply pile (``pile:<pile id>``), empty or not; None when there is none."""
    piles = [pid for pid in action_supply_piles(g) if pred is None or pred(pid)]
    if not piles:
        return None
    return g.ask("token-pile", p, [f"pile:{pid}" for pid in piles])[0].partition(":")[2]


def move_token(g: CardAPI, p: int, token: str, card: str | None = None) -> None:
    """Move one of the player's pile tokens to an Action Supply pile (the pile of ``card``, else chosen, empty
    piles included)."""
    pile = pick_token_pile(g, p) if card is None else g.pile_of(card)
    if pile is not None:
        g.players[p].pile_tokens[token] = pile
        g.emit(TokenChanged(p, token, pile))


def _my_turn(g: CardAPI, p: int) -> bool:
    return g.turn.player == p


# -- Reserve cards called after an Action ------------------------------------------------------------------
def _after_action_calls(g: CardAPI, p: int, uid: int, card: str) -> None:
    """Directly after a player resolves an Action they played: Coin of the Realm (+2 Actions; only offered on
    their own turn, where Actions mean something), and Royal Carriage (replay that Action, if it is still in
    play, on any player's turn), called one at a time until the player is done."""
    if "action" not in g.defs[card].types:
        return
    tav = g.zones.of(p, TAVERN)
    while tav:
        ids = {g.zones.card_of[u] for u in tav} & {"coin-of-the-realm", "royal-carriage"}
        if p != g.turn.player:
            ids.discard("coin-of-the-realm")
        if "royal-carriage" in ids and g.zones.loc[uid] != g.zones.code(p, IN_PLAY):
            ids.discard("royal-carriage")
        if not ids:
            return
        ans = g.ask("call", p, [f"call:{c}" for c in sorted(ids)] + ["done"], card=card)[0]
        if ans == "done":
            return
        reserve = next(u for u in tav if g.zones.card_of[u] == ans[5:])
        if not call(g, p, reserve):
            return
        if ans == "call:coin-of-the-realm":
            g.turn.actions += 2
        else:
            g.resolve(p, uid)
            _stay_with_duration(g, p, reserve, uid)


def _stay_with_duration(g: CardAPI, p: int, reserve: int, uid: int) -> None:
    """A Royal Carriage that replayed a Duration stays in play as long as the Duration does: until it is
    discarded, for good with a card that stays for the rest of the game (Hireling, Champion)."""
    staying = g.players[p].staying
    if uid in staying and g.zones.loc[reserve] == g.zones.code(p, IN_PLAY):
        stay_with(g, p, reserve, uid)


def _after_action_rule(g: CardAPI) -> None:
    """With Coin of the Realm or Royal Carriage in the game, their calls are offered after every Action."""
    if _after_action_calls not in g.after_play_rules:
        g.after_play_rules.append(_after_action_calls)


for _reserve in ("coin-of-the-realm", "royal-carriage"):
    game_rule(_reserve)(_after_action_rule)
TREASURE_COINS["coin-of-the-realm"] = 1
TREASURE_COINS["relic"] = 2
TREASURE_COINS["treasure-trove"] = 2


@on_play("coin-of-the-realm")
def coin_of_the_realm(g: CardAPI, p: int, uid: int) -> None:
    """$1; put this on your Tavern mat."""
    to_tavern(g, p, uid)


@on_play("royal-carriage")
def royal_carriage(g: CardAPI, p: int, uid: int) -> None:
    """+1 Action; put this on your Tavern mat."""
    g.turn.actions += 1
    to_tavern(g, p, uid)


@on_play("guide")
def guide(g: CardAPI, p: int, uid: int) -> None:
    """+1 Card, +1 Action; put this on your Tavern mat."""
    g.draw(p, 1)
    g.turn.actions += 1
    to_tavern(g, p, uid)


@on_play("ratcatcher")
def ratcatcher(g: CardAPI, p: int, uid: int) -> None:
    """+1 Card, +1 Action; put this on your Tavern mat."""
    g.draw(p, 1)
    g.turn.actions += 1
    to_tavern(g, p, uid)


@on_play("wine-merchant")
def wine_merchant(g: CardAPI, p: int, uid: int) -> None:
    """+1 Buy, +$4; put this on your Tavern mat."""
    g.turn.buys += 1
    g.turn.coins += 4
    to_tavern(g, p, uid)


def _wine_merchant_discard(g: CardAPI, p: int) -> None:
    """At the end of your Buy phase, with $2 or more unspent, you may discard Wine Merchants from your mat."""
    tav = g.zones.of(p, TAVERN)
    mine = [u for u in tav if g.zones.card_of[u] == "wine-merchant"]
    if g.turn.coins < 2 or not mine:
        return
    n = int(g.ask("discard-count", p, [f"discard:{k}" for k in range(len(mine) + 1)], card="wine-merchant")[0][8:])
    if n:
        g.discard_cards(p, mine[-n:], g.zones.code(p, TAVERN))


@game_rule("wine-merchant")
def wine_merchant_rule(g: CardAPI) -> None:
    """Wine Merchants on the mat may be discarded at the end of a Buy phase with $2 unspent."""
    g.buy_end_rules.append(_wine_merchant_discard)


@on_play("distant-lands")
def distant_lands(g: CardAPI, p: int, uid: int) -> None:
    """Put this on your Tavern mat (it is worth 4 VP there at the end of the game, else 0)."""
    to_tavern(g, p, uid)


VICTORY_POINTS_IN["distant-lands"] = (TAVERN, 4)


@on_play("miser")
def miser(g: CardAPI, p: int, uid: int) -> None:
    """Choose one: put a Copper from your hand onto your Tavern mat; or +$1 per Copper on your mat."""
    if g.ask("mode", p, ["mode:copper", "mode:coins"])[0] == "mode:copper":
        for u in choose_hand(g, p, "tavern", "tavern", lambda u: g.zones.card_of[u] == "copper"):
            g.move(u, g.zones.code(p, HAND), g.zones.code(p, TAVERN))
    else:
        g.turn.coins += sum(1 for u in g.zones.of(p, TAVERN) if g.zones.card_of[u] == "copper")


# -- Kingdom cards ---------------------------------------------------------------------------------------
@on_play("lost-city")
def lost_city(g: CardAPI, p: int, uid: int) -> None:
    """+2 Cards, +2 Actions."""
    g.draw(p, 2)
    g.turn.actions += 2


@on_gain("lost-city")
def lost_city_gain(g: CardAPI, p: int, uid: int) -> None:
    """When you gain this, each other player draws a card."""
    for o in g.others(p):
        g.draw(o, 1)


@on_play("magpie")
def magpie(g: CardAPI, p: int, uid: int) -> None:
    """+1 Card, +1 Action; reveal your top card: a Treasure goes to hand; an Action or Victory card gains a Magpie."""
    g.draw(p, 1)
    g.turn.actions += 1
    u = reveal_top_to_hand_if(g, p, lambda t: g.is_type(t, "treasure"))
    if u is not None and (g.is_type(u, "action") or g.is_type(u, "victory")):
        g.gain(p, "magpie")


@on_play("port")
def port(g: CardAPI, p: int, uid: int) -> None:
    """+1 Card, +2 Actions."""
    g.draw(p, 1)
    g.turn.actions += 2


@on_buy("port")
def port_buy(g: CardAPI, p: int, uid: int) -> None:
    """When you buy this, gain another Port."""
    g.gain(p, "port")


fixed_pile_size("port", 12)


@on_play("ranger")
def ranger(g: CardAPI, p: int, uid: int) -> None:
    """+1 Buy; turn your Journey token over; if it is face up, +5 Cards."""
    g.turn.buys += 1
    if flip_journey(g, p):
        g.draw(p, 5)


@on_play("giant")
def giant(g: CardAPI, p: int, uid: int) -> None:
    """Turn your Journey token over: face down +$1; face up +$5 and each other player reveals their top card,
    trashing it if it costs $3 to $6, else discarding it and gaining a Curse (a player with no card to reveal, even
    after shuffling, gains a Curse too)."""
    if not flip_journey(g, p):
        g.turn.coins += 1
        return
    g.turn.coins += 5
    for o in g.attack_targets(p):
        top = g.top_cards(o, 1)
        if not top:  # nothing to reveal even after shuffling: not a card costing $3 to $6, so a Curse
            g.gain(o, "curse")
            continue
        g.reveal(o, top)
        aside = g.zones.code(o, SET_ASIDE)
        cost = g.cost_of(g.zones.card_of[top[0]])
        if 3 <= cost.coins <= 6 and not cost.potion and not cost.debt:
            g.trash(o, top[0], aside)
        else:
            g.discard_card(o, top[0], aside)
            g.gain(o, "curse")


@on_play("raze")
def raze(g: CardAPI, p: int, uid: int) -> None:
    """+1 Action; trash this or a card from your hand; look at as many top cards as its cost in coins, put one
    into your hand and discard the rest."""
    g.turn.actions += 1
    hand = g.zones.hands[p]
    opts = ["trash:this"] if g.zones.loc[uid] == g.zones.code(p, IN_PLAY) else []
    opts += sorted({f"trash:{g.zones.card_of[u]}" for u in hand})
    if not opts:
        return
    ans = g.ask("trash", p, opts)[0]
    if ans == "trash:this":
        victim, src = uid, g.zones.code(p, IN_PLAY)
    else:
        victim = g.find(p, ans[6:])
        src = g.zones.code(p, HAND)
    coins = g.cost_of(g.zones.card_of[victim]).coins
    g.trash(p, victim, src)
    looked = g.top_cards(p, coins)
    if not looked:
        return
    aside = g.zones.code(p, SET_ASIDE)
    for u in choose_from(g, p, looked, "take", "take"):
        g.move(u, aside, g.zones.code(p, HAND))
    discard_set_aside(g, p, looked)


@on_play("relic")
def relic(g: CardAPI, p: int, uid: int) -> None:
    """$2; each other player puts their -1 Card token on their deck."""
    for o in g.attack_targets(p):
        put_minus_card(g, o)


@on_play("treasure-trove")
def treasure_trove(g: CardAPI, p: int, uid: int) -> None:
    """$2; gain a Gold and a Copper."""
    g.gain(p, "gold")
    g.gain(p, "copper")


@on_play("artificer")
def artificer(g: CardAPI, p: int, uid: int) -> None:
    """+1 Card, +1 Action, +$1; discard any number of cards; you may gain a card costing exactly $1 per card
    discarded onto your deck."""
    g.draw(p, 1)
    g.turn.actions += 1
    g.turn.coins += 1
    hand = g.zones.hands[p]
    picked = choose_hand(g, p, "discard", "discard", None, 0, len(hand)) if hand else []
    if picked:
        g.discard_cards(p, picked)
    n = len(picked)
    card = pick_supply(g, p, lambda c: g.cost_of(c) == Cost(n), optional=True)
    if card is not None:
        g.gain(p, card, to=Zone.DECK)


@on_play("storyteller")
def storyteller(g: CardAPI, p: int, uid: int) -> None:
    """+1 Action, +$1; play up to 3 Treasures from your hand; pay all your coins: +1 Card per coin paid."""
    g.turn.actions += 1
    g.turn.coins += 1
    for _ in range(3):
        ids = sorted({g.zones.card_of[u] for u in g.zones.hands[p] if g.is_type(u, "treasure")})
        if not ids:
            break
        ans = g.ask("play-treasure", p, [f"play:{c}" for c in ids] + ["done"])[0]
        if ans == "done":
            break
        g.play_uid(p, g.find(p, ans[5:]))
    if g.players[p].coffers:  # Coffers may be spent at any time during your turn, so before paying too
        g.spend_coffers(p)
    paid = g.turn.coins
    g.turn.coins = 0
    g.draw(p, paid)


@on_play("hireling")
def hireling(g: CardAPI, p: int, uid: int) -> None:
    """At the start of each of your turns for the rest of the game: +1 Card (this stays in play)."""
    g.at_next_turn(p, uid, _hireling_turn)


def _hireling_turn(g: CardAPI, p: int, uid: int) -> None:
    g.draw(p, 1)
    g.at_next_turn(p, uid, _hireling_turn)


# -- Durations ---------------------------------------------------------------------------------------------
def _amulet_choice(g: CardAPI, p: int) -> None:
    ans = g.ask("mode", p, ["mode:coin", "mode:trash", "mode:silver"])[0]
    if ans == "mode:coin":
        own_turn_bonus(g, p, coins=1)
    elif ans == "mode:trash":
        for u in choose_hand(g, p, "trash", "trash"):
            g.trash(p, u)
    else:
        g.gain(p, "silver")


@on_play("amulet")
def amulet(g: CardAPI, p: int, uid: int) -> None:
    """Now and at the start of your next turn, choose one: +$1; or trash a card from your hand; or gain a Silver."""
    _amulet_choice(g, p)
    g.at_next_turn(p, uid, lambda g2, p2, u2: _amulet_choice(g2, p2))


def _dungeon_sift(g: CardAPI, p: int) -> None:
    g.draw(p, 2)
    picked = choose_hand(g, p, "discard", "discard", None, 2, 2)
    if picked:
        g.discard_cards(p, picked)


@on_play("dungeon")
def dungeon(g: CardAPI, p: int, uid: int) -> None:
    """+1 Action; now and at the start of your next turn: +2 Cards, then discard 2 cards."""
    g.turn.actions += 1
    _dungeon_sift(g, p)
    g.at_next_turn(p, uid, lambda g2, p2, u2: _dungeon_sift(g2, p2))


@on_play("gear")
def gear(g: CardAPI, p: int, uid: int) -> None:
    """+2 Cards; set aside up to 2 cards from your hand; at the start of your next turn, put them into your hand."""
    g.draw(p, 2)
    hand = g.zones.hands[p]
    picked = choose_hand(g, p, "set-aside", "set-aside", None, 0, min(2, len(hand))) if hand else []
    if not picked:
        return
    for u in picked:
        g.set_aside(p, u, "gear")

    def back(g2: CardAPI, p2: int, u2: int) -> None:
        aside = g2.zones.code(p2, SET_ASIDE)
        for u in picked:
            if g2.zones.loc[u] == aside:
                g2.move(u, aside, g2.zones.code(p2, HAND))
    g.at_next_turn(p, uid, back)


@on_play("caravan-guard")
def caravan_guard(g: CardAPI, p: int, uid: int) -> None:
    """+1 Card, +1 Action (nothing outside your turn); at the start of your next turn, +$1."""
    g.draw(p, 1)
    if _my_turn(g, p):
        g.turn.actions += 1
    g.at_next_turn(p, uid, lambda g2, p2, u2: own_turn_bonus(g2, p2, coins=1))


def _caravan_guard_applies(g: CardAPI, owner: int, luid: int, info: AttackInfo) -> bool:
    return info.attacker != owner and g.zones.loc[luid] == g.zones.code(owner, HAND)


def _caravan_guard_run(g: CardAPI, owner: int, luid: int, info: AttackInfo) -> None:
    """When another player plays an Attack, you may play Caravan Guard from your hand."""
    g.play_uid(owner, luid)


reaction(Reaction("caravan-guard", "Attack", Zone.HAND, "play", True, _caravan_guard_applies,
                  _caravan_guard_run))


BRIDGE_TROLL = "bridge-troll"
"""TurnState.marks key: the Bridge Trolls (uids) making cards cost $1 less this turn."""


def _bridge_troll_cheaper(g: CardAPI, p: int, uid: int) -> None:
    """While this Bridge Troll is in play, cards cost $1 less on your turns (once per Bridge Troll)."""
    if not _my_turn(g, p):
        return
    active = g.turn.marks.setdefault(BRIDGE_TROLL, set())
    if uid not in active:
        active.add(uid)
        g.turn.cost_changes.append((lambda c: g.zones.loc[uid] == g.zones.code(p, IN_PLAY), -1))


@on_play("bridge-troll")
def bridge_troll(g: CardAPI, p: int, uid: int) -> None:
    """Each other player takes their -$1 token; now and at the start of your next turn: +1 Buy; while this is in
    play, cards cost $1 less on your turns."""
    for o in g.attack_targets(p):
        take_minus_coin(g, o)
    g.turn.buys += 1
    _bridge_troll_cheaper(g, p, uid)

    def later(g2: CardAPI, p2: int, u2: int) -> None:
        g2.turn.buys += 1
        _bridge_troll_cheaper(g2, p2, u2)
    g.at_next_turn(p, uid, later)


HAUNTED_WOODS = "haunted-woods"
SWAMP_HAG = "swamp-hag"


def _lasting_attack(g: CardAPI, p: int, uid: int, card: str, later: Callable[[CardAPI, int], None]) -> None:
    """Record who this play affects until the start of your next turn, then run ``later``."""
    victims = frozenset(g.attack_targets(p))
    active: list[tuple[int, frozenset[int]]] = g.players[p].marks.setdefault(card, [])
    entry = (uid, victims)
    active.append(entry)

    def at_start(g2: CardAPI, p2: int, u2: int) -> None:
        mine: list[tuple[int, frozenset[int]]] = g2.players[p2].marks.get(card, [])
        if entry in mine:
            mine.remove(entry)
        later(g2, p2)
    g.at_next_turn(p, uid, at_start)


def _lasting_count(g: CardAPI, card: str, buyer: int) -> int:
    """How many plays of ``card`` by other players affect ``buyer`` now."""
    return sum(1 for o in g.others(buyer) for _u, victims in g.players[o].marks.get(card, []) if buyer in victims)


@on_play("haunted-woods")
def haunted_woods(g: CardAPI, p: int, uid: int) -> None:
    """Until your next turn, when any other player buys a card, they put their hand onto their deck; at the start
    of your next turn, +3 Cards."""
    _lasting_attack(g, p, uid, HAUNTED_WOODS, _draw_three)


def _draw_three(g: CardAPI, p: int) -> None:
    g.draw(p, 3)


@on_play("swamp-hag")
def swamp_hag(g: CardAPI, p: int, uid: int) -> None:
    """Until your next turn, when any other player buys a card, they gain a Curse; at the start of your next turn,
    +$3."""
    _lasting_attack(g, p, uid, SWAMP_HAG, lambda g2, p2: own_turn_bonus(g2, p2, coins=3))


def _haunted_woods_bought(g: CardAPI, buyer: int, uid: int, card: str) -> Trigger | None:
    if not g.zones.hands[buyer] or not _lasting_count(g, HAUNTED_WOODS, buyer):
        return None

    def run() -> None:
        _back_in_any_order(g, buyer, list(g.zones.hands[buyer]), g.zones.code(buyer, HAND))
    return Trigger("topdeck:haunted-woods", False, lambda: bool(g.zones.hands[buyer]), run)


def _swamp_hag_bought(g: CardAPI, buyer: int, uid: int, card: str) -> Trigger | None:
    n = _lasting_count(g, SWAMP_HAG, buyer)
    if not n:
        return None

    def run() -> None:
        for _ in range(n):
            g.gain(buyer, "curse")
    return Trigger("curse:swamp-hag", False, lambda: True, run)


@game_rule("haunted-woods")
def haunted_woods_rule(g: CardAPI) -> None:
    """A player buying a card while another player's Haunted Woods affects them puts their hand onto their deck."""
    g.bought_rules.append(_haunted_woods_bought)


@game_rule("swamp-hag")
def swamp_hag_rule(g: CardAPI) -> None:
    """A player buying a card gains a Curse per other player's Swamp Hag affecting them."""
    g.bought_rules.append(_swamp_hag_bought)


# -- Events ------------------------------------------------------------------------------------------------
def _once_per_turn(card: str) -> None:
    """Register that an Event may be bought only once per turn (its effect marks the turn)."""
    def allowed(g: CardAPI, p: int) -> bool:
        return not g.turn.marks.get(card)
    can_buy(card)(allowed)


for _once in ("alms", "borrow", "save", "pilgrimage"):
    _once_per_turn(_once)
can_buy("mission", "1e")(lambda g, p: not g.turn.marks.get("mission"))  # the 2023 errata dropped "once per turn"


@event("alms")
def alms(g: CardAPI, p: int) -> None:
    """Once per turn: if you have no Treasures in play, gain a card costing up to $4."""
    g.turn.marks["alms"] = True
    if not any(g.is_type(u, "treasure") for u in g.zones.plays[p]):
        gain_pick(g, p, up_to(g, 4))


@event("borrow")
def borrow(g: CardAPI, p: int) -> None:
    """+1 Buy; once per turn: if your -1 Card token is not on your deck, put it there and +$1."""
    g.turn.marks["borrow"] = True
    g.turn.buys += 1
    if not g.players[p].minus_card:
        put_minus_card(g, p)
        g.turn.coins += 1


@event("quest")
def quest(g: CardAPI, p: int) -> None:
    """You may discard an Attack, two Curses, or six cards; if you do, gain a Gold."""
    hand = g.zones.hands[p]
    modes = (["mode:attack"] if any(g.is_type(u, "attack") for u in hand) else []) + ["mode:curses", "mode:six",
                                                                                      "no"]
    ans = g.ask("quest", p, modes)[0]
    if ans == "no":
        return
    if ans == "mode:attack":
        picked = choose_hand(g, p, "discard", "discard", lambda u: g.is_type(u, "attack"))
        need = 1
    elif ans == "mode:curses":
        curses = [u for u in hand if g.zones.card_of[u] == "curse"][-2:]
        picked, need = curses, 2
    else:
        picked = choose_hand(g, p, "discard", "discard", None, 6, 6) if len(hand) > 6 else list(hand)
        need = 6
    if picked:
        g.discard_cards(p, picked)
    if len(picked) == need:
        g.gain(p, "gold")


SAVE = "save"


@event("save")
def save(g: CardAPI, p: int) -> None:
    """+1 Buy; once per turn: set aside a card from your hand and put it into your hand at the end of the turn."""
    g.turn.marks[SAVE] = True
    g.turn.buys += 1
    for u in choose_hand(g, p, "set-aside", "set-aside"):
        g.set_aside(p, u, "save")
        g.turn.marks.setdefault("save-cards", []).append(u)


@game_rule("save")
def save_rule(g: CardAPI) -> None:
    """Cards Saved this turn come back into the hand after the next hand is drawn."""
    def back(g2: CardAPI, p: int) -> None:
        aside = g2.zones.code(p, SET_ASIDE)
        for u in g2.turn.marks.get("save-cards", []):
            if g2.zones.loc[u] == aside:
                g2.move(u, aside, g2.zones.code(p, HAND))
    g.turn_end_rules.append(back)


@event("scouting-party")
def scouting_party(g: CardAPI, p: int) -> None:
    """+1 Buy; look at the top 5 cards of your deck; discard 3 and put the rest back in any order."""
    g.turn.buys += 1
    looked = g.top_cards(p, 5)
    if not looked:
        return
    gone = choose_from(g, p, looked, "discard", "discard", min(3, len(looked)), min(3, len(looked)))
    g.discard_cards(p, gone, g.zones.code(p, SET_ASIDE))
    rest = [u for u in looked if u not in gone]
    _back_in_any_order(g, p, rest)


def _back_in_any_order(g: CardAPI, p: int, uids: list[int], src: int | None = None) -> None:
    """Put cards (set aside, or from ``src``) onto the deck in the order the player picks: the first picked
    ends on top."""
    aside = g.zones.code(p, SET_ASIDE) if src is None else src
    left = list(uids)
    order: list[int] = []
    while len(left) > 1 and len({g.zones.card_of[u] for u in left}) > 1:
        got = choose_from(g, p, left, "topdeck-order", "top")
        order.append(got[0])
        left.remove(got[0])
    order.extend(left)
    for u in reversed(order):
        g.topdeck(p, u, aside)


TRAVELLING_FAIR = "travelling-fair"


@event("travelling-fair")
def travelling_fair(g: CardAPI, p: int) -> None:
    """+2 Buys; when you gain a card this turn, you may put it onto your deck."""
    g.turn.buys += 2
    g.turn.marks[TRAVELLING_FAIR] = True


@game_rule("travelling-fair")
def travelling_fair_rule(g: CardAPI) -> None:
    """After Travelling Fair is bought, the turn player may put the cards they gain this turn onto their deck."""
    g.gain_rules.append(gains_may_go_on_deck(TRAVELLING_FAIR, "topdeck:travelling-fair"))


@event("bonfire")
def bonfire(g: CardAPI, p: int) -> None:
    """Trash up to 2 cards you have in play."""
    play = g.zones.plays[p]
    picked = choose_from(g, p, list(play), "trash", "trash", 0, 2) if play else []
    if picked:
        g.trash_all(p, picked, g.zones.code(p, IN_PLAY))


@event("expedition")
def expedition(g: CardAPI, p: int) -> None:
    """Draw 2 extra cards for your next hand."""
    g.turn.next_hand += 2


@event("ferry")
def ferry(g: CardAPI, p: int) -> None:
    """Move your -$2 cost token to an Action Supply pile (its cards cost $2 less on your turns)."""
    move_token(g, p, "-cost")
    _ferry_discount(g, p)


def _ferry_discount(g: CardAPI, p: int) -> None:
    """On the player's turn, cards from the pile with their -$2 cost token cost $2 less (once per turn)."""
    if p != g.turn.player or "-cost" not in g.players[p].pile_tokens or g.turn.marks.get("ferry"):
        return
    g.turn.marks["ferry"] = True
    g.turn.cost_changes.append((lambda c: g.players[p].pile_tokens.get("-cost") == g.pile_of(c), -2))


@game_rule("ferry")
def ferry_rule(g: CardAPI) -> None:
    """The -$2 cost token makes its pile's cards cheaper at every turn of its owner."""
    g.turn_start_rules.append(_ferry_discount)


@event("plan")
def plan(g: CardAPI, p: int) -> None:
    """Move your Trashing token to an Action Supply pile (buying a card from it, you may trash a card from hand)."""
    move_token(g, p, "trashing")


@game_rule("plan")
def plan_rule(g: CardAPI) -> None:
    """Buying a card from the pile with your Trashing token, you may trash a card from your hand."""
    def on_buy(g2: CardAPI, buyer: int, uid: int, card: str) -> Trigger | None:
        if g2.players[buyer].pile_tokens.get("trashing") != g2.pile_of(card) or not g2.zones.hands[buyer]:
            return None

        def run() -> None:
            for u in choose_hand(g2, buyer, "trash", "trash", None, 0):
                g2.trash(buyer, u)
        return Trigger("trash:plan", True, lambda: bool(g2.zones.hands[buyer]), run)
    g.bought_rules.append(on_buy)


MISSION = "mission"


versions("mission", "1e", "errata-2023")


@event("mission", "1e")
def mission(g: CardAPI, p: int) -> None:
    """First printing: once per turn, if the previous turn was not yours, take another turn after this one,
    buying no cards in it."""
    g.turn.marks[MISSION] = True
    if g.turn.previous_player == p:
        return
    g.players[p].marks[MISSION] = g.turn.number + 1 + len(g.extra_turns)
    g.extra_turns.append((p, None))


@event("mission", "errata-2023")
def mission_2023(g: CardAPI, p: int) -> None:
    """2023 errata: take an extra turn after this one (but not a 3rd turn in a row), in which you can't buy cards
    (Events still may be bought)."""
    marks = g.players[p].marks
    ahead = g.extra_turn_after(p, "mission", lambda: marks.pop(MISSION, None))
    if ahead:
        marks[MISSION] = g.turn.number + ahead


@game_rule("mission")
def mission_rule(g: CardAPI) -> None:
    """In a turn Mission gave, its player cannot buy cards (Events still may be bought)."""
    def allowed(g2: CardAPI, p: int, card: str) -> bool:
        return (g2.defs[card].kind == "event" or g2.players[p].marks.get(MISSION) != g2.turn.number)
    g.buy_rules.append(allowed)


@event("pilgrimage")
def pilgrimage(g: CardAPI, p: int) -> None:
    """Once per turn: turn your Journey token over; if it is face up, gain a copy of each of up to 3 differently
    named cards you have in play."""
    g.turn.marks["pilgrimage"] = True
    if not flip_journey(g, p):
        return
    ids = sorted({g.zones.card_of[u] for u in g.zones.plays[p]})
    if not ids:
        return
    for a in g.ask("pilgrimage", p, [f"gain:{c}" for c in ids], 0, min(3, len(ids))):
        g.gain(p, a[5:])


@event("ball")
def ball(g: CardAPI, p: int) -> None:
    """Take your -$1 token; gain 2 cards each costing up to $4."""
    take_minus_coin(g, p)
    for _ in range(2):
        gain_pick(g, p, up_to(g, 4))


@event("raid")
def raid(g: CardAPI, p: int) -> None:
    """Gain a Silver per Silver you have in play; each other player puts their -1 Card token on their deck."""
    for _ in range(sum(1 for u in g.zones.plays[p] if g.zones.card_of[u] == "silver")):
        g.gain(p, "silver")
    for o in g.others(p):
        put_minus_card(g, o)


@event("seaway")
def seaway(g: CardAPI, p: int) -> None:
    """Gain an Action card costing up to $4; move your +1 Buy token to its pile."""
    card = pick_supply(g, p, lambda c: "action" in g.defs[c].types and g.cost_of(c).up_to(4))
    if card is not None and g.gain(p, card) is not None:
        move_token(g, p, "+buy", card)


@event("trade")
def trade(g: CardAPI, p: int) -> None:
    """Trash up to 2 cards from your hand; gain a Silver per card trashed."""
    hand = g.zones.hands[p]
    picked = choose_hand(g, p, "trash", "trash", None, 0, 2) if hand else []
    if picked:
        g.trash_all(p, picked, g.zones.code(p, HAND))
    for _ in picked:
        g.gain(p, "silver")


for _ev, _token in (("lost-arts", "+action"), ("training", "+coin"), ("pathfinding", "+card")):
    def _token_event(g: CardAPI, p: int, token: str = _token) -> None:
        """Move your token of this Event to an Action Supply pile (playing a card from it gives that bonus first)."""
        move_token(g, p, token)
    event(_ev)(_token_event)
