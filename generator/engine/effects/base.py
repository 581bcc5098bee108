"""Base cards (Copper ... Curse, Potion) and the Dominion Kingdom cards of both editions."""

from __future__ import annotations

from collections.abc import Callable

from generator.engine.api import CardAPI
from generator.engine.effects.common import (
    choose_from,
    choose_hand,
    discard_down_to,
    discard_set_aside,
    gain_pick,
    play_times,
    reveal_until,
    to_hand_rest_discarded,
    trash_for_cost,
    up_to,
)
from generator.engine.hooks import (
    TREASURE_COINS,
    VICTORY_POINTS,
    AttackInfo,
    Reaction,
    basic_pile,
    ends_game,
    game_rule,
    on_play,
    reaction,
    starting_cards,
    versions,
    victory_points,
)
from generator.engine.setup import victory_pile
from generator.engine.types import DECK, DISCARD, HAND, IN_PLAY, NPZ, SET_ASIDE, Zone
from generator.engine.zones import TRASH_CODE

TREASURE_COINS.update({"copper": 1, "silver": 2, "gold": 3, "potion": 0})
VICTORY_POINTS.update({"estate": 1, "duchy": 3, "province": 6, "curse": -1})


def _big(players: int) -> bool:
    """Five or six players use two sets of the basic Treasures."""
    return players >= 5


basic_pile("copper", lambda n: (120 if _big(n) else 60) - 7 * n)
basic_pile("silver", lambda n: 80 if _big(n) else 40)
basic_pile("gold", lambda n: 60 if _big(n) else 30)
basic_pile("estate", victory_pile)
basic_pile("duchy", victory_pile)
basic_pile("province", lambda n: {2: 8, 3: 12, 4: 12, 5: 15, 6: 18}.get(n, 12))
basic_pile("curse", lambda n: 10 * max(1, n - 1))
basic_pile("potion", lambda n: 16, "potion-costs")
ends_game("province")
starting_cards("standard", ("copper", 7), ("estate", 3))


@on_play("potion")
def potion(g: CardAPI, p: int, uid: int) -> None:
    """+1 Potion."""
    g.turn.potions += 1


@on_play("artisan")
def artisan(g: CardAPI, p: int, uid: int) -> None:
    """Gain a card to hand costing up to $5, then put a card from hand onto the deck."""
    gain_pick(g, p, up_to(g, 5), to=Zone.HAND)
    for u in choose_hand(g, p, "topdeck", "topdeck"):
        g.topdeck(p, u)


@on_play("bureaucrat")
def bureaucrat(g: CardAPI, p: int, uid: int) -> None:
    """Gain a Silver onto your deck; each other player topdecks a Victory card from hand."""
    g.gain(p, "silver", to=Zone.DECK)
    for o in g.attack_targets(p):
        picked = choose_hand(g, o, "topdeck", "topdeck", lambda u: g.is_type(u, "victory"))
        if picked:
            g.reveal(o, picked)
            g.topdeck(o, picked[0])
        else:
            g.reveal(o, g.zones.hands[o])


versions("mine", "1e", "2e")


@on_play("mine", "2e")
def mine(g: CardAPI, p: int, uid: int) -> None:
    """You may trash a Treasure from hand to gain a Treasure to hand costing up to $3 more."""
    _mine(g, p, optional=True)


@on_play("mine", "1e")
def mine_1e(g: CardAPI, p: int, uid: int) -> None:
    """Trash a Treasure from hand (compulsory when you have one); gain one to hand costing up to $3 more."""
    _mine(g, p, optional=False)


def _mine(g: CardAPI, p: int, *, optional: bool) -> None:
    picked = choose_hand(g, p, "trash", "trash", lambda u: g.is_type(u, "treasure"), lo=0 if optional else 1)
    if not picked:
        return
    cost = g.cost_of(g.zones.card_of[picked[0]])
    g.trash(p, picked[0])
    gain_pick(g, p, lambda c: "treasure" in g.defs[c].types and g.cost_of(c).le(cost.plus(3)),
              to=Zone.HAND)


@on_play("witch")
def witch(g: CardAPI, p: int, uid: int) -> None:
    """+2 Cards; each other player gains a Curse."""
    g.draw(p, 2)
    for o in g.attack_targets(p):
        g.gain(o, "curse")


versions("thief", "1e")


@on_play("thief")
def thief(g: CardAPI, p: int, uid: int) -> None:
    """Each other player reveals 2 and trashes a revealed Treasure you choose; you may gain any trashed."""
    trashed: list[int] = []
    for o in g.attack_targets(p):
        revealed = g.top_cards(o, 2)
        g.reveal(o, revealed)
        aside = g.zones.code(o, SET_ASIDE)
        treasures = [u for u in revealed if g.is_type(u, "treasure")]
        for u in choose_from(g, p, treasures, "trash", "trash"):
            g.trash(o, u, aside)  # they trash it; the Thief's player only chooses it
            trashed.append(u)
        for u in revealed:
            if g.zones.loc[u] == aside:
                g.discard_card(o, u, aside)
    # only the Treasures just trashed that are still in the trash (one a when-trash ability moved is lost track of)
    trashed = [u for u in trashed if g.zones.loc[u] == TRASH_CODE]
    for u in choose_from(g, p, trashed, "gain", "gain", lo=0, hi=len(trashed)):
        g.gain(p, g.zones.card_of[u], uid=u)



# -- helpers ---------------------------------------------------------------------------------------

def _aside(g: CardAPI, p: int) -> int:
    """The zone code of the player's set-aside zone."""
    return g.zones.code(p, SET_ASIDE)


def _actions(g: CardAPI) -> Callable[[int], bool]:
    """Predicate on uids: the card is an Action card."""
    return lambda u: g.is_type(u, "action")


# -- 2nd-edition Kingdom cards (and those in both editions) --------------------------------------------

@on_play("cellar")
def cellar(g: CardAPI, p: int, uid: int) -> None:
    """+1 Action; discard any number of cards, then +1 Card per card discarded.  The current text (like the 1st
    edition's) says "+1 Card per card discarded", so the draw is +Cards (the first 2nd-edition printing's "then draw
    that many" was reworded back)."""
    g.turn.actions += 1
    hand = g.zones.hands[p]
    picked = choose_hand(g, p, "discard", "discard", lo=0, hi=len(hand))
    g.discard_cards(p, picked)
    g.draw(p, len(picked))


@on_play("chapel")
def chapel(g: CardAPI, p: int, uid: int) -> None:
    """Trash up to 4 cards from your hand."""
    for u in choose_hand(g, p, "trash", "trash", lo=0, hi=4):
        g.trash(p, u)


@on_play("moat")
def moat(g: CardAPI, p: int, uid: int) -> None:
    """+2 Cards."""
    g.draw(p, 2)


def _moat_applies(g: CardAPI, owner: int, luid: int, info: AttackInfo) -> bool:
    return (info.attacker != owner and owner not in g.attack_immune
            and g.zones.loc[luid] == g.zones.code(owner, HAND))


def _moat_run(g: CardAPI, owner: int, luid: int, info: AttackInfo) -> None:
    """Revealing Moat when another player plays an Attack: that Attack does not affect you."""
    g.reveal(owner, [luid])
    g.attack_immune.add(owner)


reaction(Reaction("moat", "Attack", Zone.HAND, "reveal", True, _moat_applies, _moat_run))


@on_play("harbinger")
def harbinger(g: CardAPI, p: int, uid: int) -> None:
    """+1 Card, +1 Action; you may put a card from your discard pile onto your deck."""
    g.draw(p, 1)
    g.turn.actions += 1
    discard = g.zones.code(p, DISCARD)
    for u in choose_from(g, p, g.zones.discards[p], "topdeck", "topdeck", lo=0):
        g.topdeck(p, u, discard)


MERCHANT_BONUS = "merchant"
"""TurnState.marks key: the +$1s the Merchants played this turn give when the turn's first Silver is played."""
SILVER_PLAYED = "merchant-silver"
"""TurnState.marks key: a Silver has been played this turn (in a game with Merchant)."""


@on_play("merchant")
def merchant(g: CardAPI, p: int, uid: int) -> None:
    """+1 Card, +1 Action; the first time you play a Silver this turn, +$1 (per Merchant play).  Played after a
    Silver was played this turn, it gives nothing (Merchant FAQ)."""
    g.draw(p, 1)
    g.turn.actions += 1
    marks = g.turn.marks
    if any(g.zones.card_of[u] == "silver" for u in g.zones.plays[p]):
        marks[SILVER_PLAYED] = True  # a Silver in play now was played this turn
    if p == g.turn.player and not marks.get(SILVER_PLAYED):
        marks[MERCHANT_BONUS] = marks.get(MERCHANT_BONUS, 0) + 1


def _merchant_silver(g: CardAPI, player: int, uid: int, card: str) -> None:
    """The turn's first Silver played gives +$1 for each Merchant play before it: an effect lasting the turn, so it
    does not matter where the Merchants are now (trashed, played from the trash by Necromancer, left in the Supply
    by Band of Misfits), and a Silver played before any Merchant (even one no longer in play) uses up the bonus."""
    if card != "silver" or player != g.turn.player:
        return
    marks = g.turn.marks
    if marks.get(SILVER_PLAYED):
        return
    marks[SILVER_PLAYED] = True
    bonus = marks.pop(MERCHANT_BONUS, 0)
    if bonus:
        g.turn.add_coins(bonus)


@game_rule("merchant")
def merchant_rule(g: CardAPI) -> None:
    """A game with Merchant watches for each turn's first Silver played."""
    g.play_rules.append(_merchant_silver)


@on_play("vassal")
def vassal(g: CardAPI, p: int, uid: int) -> None:
    """+$2; discard the top card of your deck; if it is an Action card, you may play it."""
    g.turn.coins += 2
    top = g.top_cards(p, 1)
    if not top:
        return
    u = top[0]
    g.discard_card(p, u, _aside(g, p))
    discard = g.zones.code(p, DISCARD)
    if g.is_type(u, "action") and g.zones.loc[u] == discard:  # a Weaver played itself when discarded: lost track
        card = g.zones.card_of[u]
        if g.ask("play", p, [f"play:{card}"], 0, 1):
            g.play_uid(p, u, g.zones.code(p, DISCARD))


@on_play("village")
def village(g: CardAPI, p: int, uid: int) -> None:
    """+1 Card, +2 Actions."""
    g.draw(p, 1)
    g.turn.actions += 2


@on_play("workshop")
def workshop(g: CardAPI, p: int, uid: int) -> None:
    """Gain a card costing up to $4."""
    gain_pick(g, p, up_to(g, 4))


@victory_points("gardens")
def gardens(g: CardAPI, p: int) -> int:
    """Worth 1 VP per 10 cards you have (rounded down)."""
    return sum(len(g.zones.of(p, zi)) for zi in range(NPZ)) // 10


@on_play("militia")
def militia(g: CardAPI, p: int, uid: int) -> None:
    """+$2; each other player discards down to 3 cards in hand."""
    g.turn.coins += 2
    for o in g.attack_targets(p):
        discard_down_to(g, o, 3)


versions("moneylender", "1e", "2e")


@on_play("moneylender", "2e")
def moneylender(g: CardAPI, p: int, uid: int) -> None:
    """You may trash a Copper from your hand for +$3."""
    _moneylender(g, p, optional=True)


@on_play("moneylender", "1e")
def moneylender_1e(g: CardAPI, p: int, uid: int) -> None:
    """Trash a Copper from your hand (compulsory when you have one); if you do, +$3."""
    _moneylender(g, p, optional=False)


def _moneylender(g: CardAPI, p: int, *, optional: bool) -> None:
    picked = choose_hand(g, p, "trash", "trash", lambda u: g.zones.card_of[u] == "copper", lo=0 if optional else 1)
    if picked:
        g.trash(p, picked[0])
        g.turn.coins += 3


@on_play("poacher")
def poacher(g: CardAPI, p: int, uid: int) -> None:
    """+1 Card, +1 Action, +$1; discard a card per empty Supply pile."""
    g.draw(p, 1)
    g.turn.actions += 1
    g.turn.coins += 1
    n = min(g.zones.supply_lists.count([]), len(g.zones.hands[p]))
    if n:
        g.discard_cards(p, choose_hand(g, p, "discard", "discard", lo=n, hi=n))


@on_play("remodel")
def remodel(g: CardAPI, p: int, uid: int) -> None:
    """Trash a card from your hand; gain a card costing up to $2 more than it."""
    cost = trash_for_cost(g, p)
    if cost is None:
        return
    gain_pick(g, p, lambda c: g.cost_of(c).le(cost.plus(2)))


@on_play("smithy")
def smithy(g: CardAPI, p: int, uid: int) -> None:
    """+3 Cards."""
    g.draw(p, 3)


versions("throne-room", "1e", "2e")


@on_play("throne-room", "2e")
def throne_room(g: CardAPI, p: int, uid: int) -> None:
    """You may play an Action card from your hand twice."""
    for u in choose_hand(g, p, "play", "play", _actions(g), lo=0):
        play_times(g, p, uid, u, 2)


@on_play("throne-room", "1e")
def throne_room_1e(g: CardAPI, p: int, uid: int) -> None:
    """Choose an Action card in your hand (compulsory when you have one) and play it twice."""
    for u in choose_hand(g, p, "play", "play", _actions(g)):
        play_times(g, p, uid, u, 2)


@on_play("bandit")
def bandit(g: CardAPI, p: int, uid: int) -> None:
    """Gain a Gold; each other player reveals 2, trashes a revealed non-Copper Treasure, discards the rest."""
    g.gain(p, "gold")
    for o in g.attack_targets(p):
        revealed = g.top_cards(o, 2)
        g.reveal(o, revealed)
        aside = _aside(g, o)
        good = [u for u in revealed if g.is_type(u, "treasure") and g.zones.card_of[u] != "copper"]
        for u in choose_from(g, o, good, "trash", "trash"):
            g.trash(o, u, aside)
        for u in revealed:
            if g.zones.loc[u] == aside:
                g.discard_card(o, u, aside)


@on_play("council-room")
def council_room(g: CardAPI, p: int, uid: int) -> None:
    """+4 Cards, +1 Buy; each other player draws a card."""
    g.draw(p, 4)
    g.turn.buys += 1
    for o in g.others(p):
        g.draw(o, 1)


@on_play("festival")
def festival(g: CardAPI, p: int, uid: int) -> None:
    """+2 Actions, +1 Buy, +$2."""
    g.turn.actions += 2
    g.turn.buys += 1
    g.turn.coins += 2


@on_play("laboratory")
def laboratory(g: CardAPI, p: int, uid: int) -> None:
    """+2 Cards, +1 Action."""
    g.draw(p, 2)
    g.turn.actions += 1


@on_play("library")
def library(g: CardAPI, p: int, uid: int) -> None:
    """Draw until 7 cards in hand, setting aside any Action cards you choose to skip; discard them after."""
    skipped: list[int] = []
    while len(g.zones.hands[p]) < 7:
        drawn = g.draw(p, 1, plus=False)
        if not drawn:
            break
        u = drawn[0]
        if g.is_type(u, "action"):
            card = g.zones.card_of[u]
            if g.ask("set-aside", p, [f"set-aside:{card}", f"keep:{card}"])[0].startswith("set-aside"):
                g.set_aside(p, u, "library")
                skipped.append(u)
    discard_set_aside(g, p, skipped)


@on_play("market")
def market(g: CardAPI, p: int, uid: int) -> None:
    """+1 Card, +1 Action, +1 Buy, +$1."""
    g.draw(p, 1)
    g.turn.actions += 1
    g.turn.buys += 1
    g.turn.coins += 1


@on_play("sentry")
def sentry(g: CardAPI, p: int, uid: int) -> None:
    """+1 Card, +1 Action; look at the top 2: trash and/or discard any of them, put the rest back in any order."""
    g.draw(p, 1)
    g.turn.actions += 1
    aside = _aside(g, p)
    looked = g.top_cards(p, 2)
    g.trash_all(p, choose_from(g, p, looked, "trash", "trash", lo=0, hi=len(looked)), aside)
    rest = [u for u in looked if g.zones.loc[u] == aside]
    g.discard_cards(p, choose_from(g, p, rest, "discard", "discard", lo=0, hi=len(rest)), aside)
    rest = [u for u in rest if g.zones.loc[u] == aside]
    if len(rest) == 2 and g.zones.card_of[rest[0]] != g.zones.card_of[rest[1]]:
        top = choose_from(g, p, rest, "topdeck", "top")[0]
        rest = [u for u in rest if u != top] + [top]
    for u in rest:
        g.topdeck(p, u, aside)


# -- 1st-edition cards removed in the 2nd edition -----------------------------------------------------

versions("adventurer", "1e")
versions("chancellor", "1e")
versions("feast", "1e")
versions("spy", "1e")
versions("woodcutter", "1e")


@on_play("adventurer")
def adventurer(g: CardAPI, p: int, uid: int) -> None:
    """Reveal cards from your deck until 2 Treasures; put them into your hand, discard the others."""
    treasures, revealed = reveal_until(g, p, lambda u: g.is_type(u, "treasure"), 2)
    to_hand_rest_discarded(g, p, treasures, revealed)


@on_play("chancellor")
def chancellor(g: CardAPI, p: int, uid: int) -> None:
    """+$2; you may immediately put your deck into your discard pile (not discarding)."""
    g.turn.coins += 2
    deck = g.zones.decks[p]
    if deck and g.ask("deck-to-discard", p, ["yes", "no"])[0] == "yes":
        dcode, discard = g.zones.code(p, DECK), g.zones.code(p, DISCARD)
        for u in reversed(list(deck)):
            g.move(u, dcode, discard)


@on_play("feast")
def feast(g: CardAPI, p: int, uid: int) -> None:
    """Trash this card (if it is still in play); gain a card costing up to $5 either way."""
    here = g.zones.code(p, IN_PLAY)
    if g.zones.loc[uid] == here:
        g.trash(p, uid, here)
    gain_pick(g, p, up_to(g, 5))


@on_play("spy")
def spy(g: CardAPI, p: int, uid: int) -> None:
    """+1 Card, +1 Action; each player (you first) reveals their top card; you choose: discard it or put it back."""
    g.draw(p, 1)
    g.turn.actions += 1
    for o in [p, *g.attack_targets(p)]:
        top = g.top_cards(o, 1)
        if not top:
            continue
        u = top[0]
        g.reveal(o, top)
        card = g.zones.card_of[u]
        if g.ask("spy", p, [f"discard:{card}", f"keep:{card}"], victim=o)[0].startswith("discard"):
            g.discard_card(o, u, _aside(g, o))
        else:
            g.topdeck(o, u, _aside(g, o))


@on_play("woodcutter")
def woodcutter(g: CardAPI, p: int, uid: int) -> None:
    """+1 Buy, +$2."""
    g.turn.buys += 1
    g.turn.coins += 2
