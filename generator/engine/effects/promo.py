"""The promotional cards: Black Market, Envoy, Walled Village, Governor, Dismantle, Church, Marchland,
Sauna and Avanto, Stash, Prince, Captain, and the Summon Event."""

from __future__ import annotations

from collections.abc import Callable

from generator.engine.api import CardAPI
from generator.engine.effects.common import choose_from, choose_hand, gain_pick, play_from_supply, trash_for_cost
from generator.engine.events import Moved
from generator.engine.hooks import (
    GAIN_TO,
    TREASURE_COINS,
    event,
    game_rule,
    on_gain,
    on_play,
    plain_coins,
    setup,
    versions,
    victory_points,
)
from generator.engine.setup import SetupPlan
from generator.engine.types import DECK, DISCARD, HAND, IN_PLAY, NPZ, SET_ASIDE, ZONE_INDEX, Cost, Zone
from generator.engine.zones import BLACK_MARKET_CODE

BLACK_MARKET_SIZE = 25
"""Cards in a Black Market deck drawn at random."""
PRINCED = "prince"
"""PlayerState.marks key: uids of the Action cards the player set aside with a Prince."""
PRINCE_PLAYED = "prince-played"
"""TurnState.marks key: uids of the Action cards a Prince played at the start of this turn."""

TREASURE_COINS["stash"] = 2


@on_play("black-market")
def black_market(g: CardAPI, p: int, uid: int) -> None:
    """+$2; reveal the top 3 of the Black Market deck; you may buy one; the rest go to the bottom."""
    g.turn.coins += 2
    bm = g.zones.black_market
    shown = bm[-3:]
    g.reveal(p, shown)
    state = g.players[p]
    if shown and state.coffers:  # Coffers may be spent, and Debt paid off, at any time during your turn
        g.spend_coffers(p)
    if shown and state.debt and g.turn.coins:
        g.pay_debt(p)
    payable = _payable_with_hand(g, p)
    # a card is bought as any card is: not while in debt, nor when a rule forbids it (a card named for
    # Contraband, Grand Market with Coppers in play); one with Debt in its cost may be bought (its Debt is taken)
    buyable = [u for u in shown if g.can_buy(p, g.zones.card_of[u]) and payable(g.cost_of(g.zones.card_of[u]))]
    for u in choose_from(g, p, buyable, "black-market", "buy", 0, 1):
        card = g.zones.card_of[u]
        if _pay_with_treasures(g, p, card):
            g.buy_from_black_market(p, card)
    left = [u for u in shown if g.zones.loc[u] == BLACK_MARKET_CODE]
    while len({g.zones.card_of[u] for u in left}) > 1:  # "in any order": each card chosen goes under the others
        picked = choose_from(g, p, left, "black-market-bottom", "bottom")[0]
        left.remove(picked)
        g.move(picked, BLACK_MARKET_CODE, BLACK_MARKET_CODE, bottom=True)
    for u in left:
        g.move(u, BLACK_MARKET_CODE, BLACK_MARKET_CODE, bottom=True)


def _payable_with_hand(g: CardAPI, p: int) -> Callable[[Cost], bool]:
    """Whether a cost could be paid now with the Treasures in hand played: their plain values count as they are;
    a Treasure whose coins come from playing it (Fool's Gold, Bank, Venture, Diadem...) makes any coin cost
    possibly payable (the purchase then plays Treasures until it is paid, or gives up)."""
    treasures = [g.zones.card_of[u] for u in g.zones.hands[p] if g.is_type(u, "treasure")]
    plain = plain_coins()
    open_ended = any(card not in plain and card != "potion" for card in treasures)
    coins = g.turn.coins + sum(plain.get(card, 0) for card in treasures)
    potions = g.turn.potions + treasures.count("potion")
    return lambda cost: (open_ended or cost.coins <= coins) and (open_ended or cost.potion <= potions)


def _pay_with_treasures(g: CardAPI, p: int, card: str) -> bool:
    """Play Treasures from hand, one at a time as the player picks, until ``card`` can be paid for."""
    hand = g.zones.hands[p]
    while True:
        cost = g.cost_of(card)
        if cost.coins <= g.turn.coins and cost.potion <= g.turn.potions:
            return True
        picked = choose_hand(g, p, "play-treasure", "play", lambda u: g.is_type(u, "treasure"))
        if not picked:
            return False
        g.play_uid(p, picked[0])
        if not hand:
            cost = g.cost_of(card)
            return cost.coins <= g.turn.coins and cost.potion <= g.turn.potions


def _black_market_deck(plan: SetupPlan) -> None:
    """The Black Market deck: the chosen cards, or 25 shuffled Kingdom cards not in the game."""
    chosen = plan.options.black_market
    if chosen is not None:
        plan.black_market = list(chosen)
        return
    pool = plan.unused_kingdom_cards()
    plan.rng.shuffle(pool)
    plan.black_market = pool[:BLACK_MARKET_SIZE]


setup("black-market")(_black_market_deck)


@on_play("envoy")
def envoy(g: CardAPI, p: int, uid: int) -> None:
    """Reveal your top 5 cards; the player to your left picks one you discard; draw the rest."""
    aside = g.zones.code(p, SET_ASIDE)
    revealed = g.top_cards(p, 5)
    g.reveal(p, revealed)
    if revealed:
        for u in choose_from(g, (p + 1) % g.n, revealed, "discard", "discard"):
            g.discard_card(p, u, aside)
    hand = g.zones.code(p, HAND)
    for u in revealed:
        if g.zones.loc[u] == aside:
            g.move(u, aside, hand)


@on_play("dismantle")
def dismantle(g: CardAPI, p: int, uid: int) -> None:
    """Trash a card from hand; if it costs $1 or more, gain a cheaper card, then a Gold."""
    cost = trash_for_cost(g, p)
    if cost is None:
        return
    if cost.coins >= 1:
        gain_pick(g, p, lambda c: g.cost_of(c).lt(cost))
        g.gain(p, "gold")


@on_play("governor")
def governor(g: CardAPI, p: int, uid: int) -> None:
    """+1 Action; choose: everyone +1 Card (you +3); everyone gains a Silver (you a Gold); or everyone may
    trash a card from hand and gain one costing exactly $1 more ($2 more for you)."""
    g.turn.actions += 1
    mode = g.ask("mode", p, ["mode:cards", "mode:treasure", "mode:remodel"])[0]
    for q in g.turn_order(p):
        mine = q == p
        if mode == "mode:cards":
            g.draw(q, 3 if mine else 1)
        elif mode == "mode:treasure":
            g.gain(q, "gold" if mine else "silver")
        else:
            picked = choose_hand(g, q, "trash", "trash", None, 0)
            if picked:
                cost = g.cost_of(g.zones.card_of[picked[0]])
                g.trash(q, picked[0])
                more = 2 if mine else 1
                want = (cost.coins + more, cost.potion, cost.debt)
                gain_pick(g, q, _costing_exactly(g, want))


def _costing_exactly(g: CardAPI, want: tuple[int, int, int]) -> Callable[[str], bool]:
    """Predicate: the card costs exactly ``want`` (coins, potion, debt)."""
    def pred(card: str) -> bool:
        c = g.cost_of(card)
        return (c.coins, c.potion, c.debt) == want
    return pred


@on_play("walled-village")
def walled_village(g: CardAPI, p: int, uid: int) -> None:
    """+1 Card, +2 Actions."""
    g.draw(p, 1)
    g.turn.actions += 2


WALLED_VILLAGE = "walled-village"


@game_rule(WALLED_VILLAGE)
def walled_village_rule(g: CardAPI) -> None:
    """At the start of Clean-up, before anything is discarded, each Walled Village in play may go onto the deck
    if no more than one other Action card is in play then (Walled Village FAQ: Durations from earlier turns
    count, Action cards that left play do not; two Walled Villages alone may both go)."""
    def at_cleanup(g2: CardAPI, p: int) -> None:
        z = g2.zones
        pcode = z.code(p, IN_PLAY)
        for uid in [u for u in z.plays[p] if g2.card_as(u) == WALLED_VILLAGE]:
            actions = sum(1 for u in z.plays[p] if g2.is_type(u, "action"))
            if (z.loc[uid] == pcode and actions <= 2
                    and g2.ask("topdeck", p, [f"topdeck:{WALLED_VILLAGE}", "no"]) != ["no"]):
                g2.topdeck(p, uid, pcode)
    g.cleanup_rules.append(at_cleanup)


@on_play("church")
def church(g: CardAPI, p: int, uid: int) -> None:
    """+1 Action; set aside up to 3 cards from hand; next turn put them into your hand, then you may trash a card."""
    g.turn.actions += 1
    kept = choose_hand(g, p, "set-aside", "set-aside", None, 0, 3)
    for u in kept:
        g.set_aside(p, u, "church")

    def back(g2: CardAPI, q: int, _u: int) -> None:
        z = g2.zones
        for u in kept:
            if g2.try_move(u, z.code(q, SET_ASIDE), z.code(q, HAND)):
                g2.emit(Moved(q, z.card_of[u], u, "set_aside", "hand", "church"))
        for u in choose_hand(g2, q, "trash", "trash", None, 0):
            g2.trash(q, u)
    g.at_next_turn(p, uid, back)


@victory_points("marchland")
def marchland(g: CardAPI, p: int) -> int:
    """Worth 1 VP per 3 Victory cards you have (rounded down)."""
    return sum(1 for zi in range(NPZ) for u in g.zones.of(p, zi) if g.is_type(u, "victory")) // 3


@on_gain("marchland")
def marchland_gain(g: CardAPI, p: int, uid: int) -> None:
    """When you gain this: +1 Buy, and discard any number of cards for +$1 each.  Gained on another player's
    turn, the +Buy and the coins are nobody's to use (they are the gainer's, whose turn it is not); the cards may
    still be discarded."""
    mine = p == g.turn.player
    if mine:
        g.turn.buys += 1
    for u in choose_hand(g, p, "discard", "discard", None, 0, len(g.zones.hands[p])):
        g.discard_card(p, u)
        if mine:
            g.turn.coins += 1


@on_play("sauna")
def sauna(g: CardAPI, p: int, uid: int) -> None:
    """+1 Card, +1 Action; you may play an Avanto from your hand."""
    g.draw(p, 1)
    g.turn.actions += 1
    _may_play(g, p, "avanto")


@game_rule("sauna")
def sauna_rule(g: CardAPI) -> None:
    """While a Sauna is in play, when you play a Silver you may trash a card from your hand (once per Sauna)."""
    def silver(g2: CardAPI, q: int, u: int, card: str) -> None:
        if card != "silver":
            return
        for _ in [s for s in g2.zones.plays[q] if g2.zones.card_of[s] == "sauna"]:
            for t in choose_hand(g2, q, "trash", "trash", None, 0):
                g2.trash(q, t)
    g.play_rules.append(silver)


@on_play("avanto")
def avanto(g: CardAPI, p: int, uid: int) -> None:
    """+3 Cards; you may play a Sauna from your hand."""
    g.draw(p, 3)
    _may_play(g, p, "sauna")


def _may_play(g: CardAPI, p: int, card: str) -> None:
    cands = [u for u in g.zones.hands[p] if g.zones.card_of[u] == card]
    if cands and g.ask("play", p, [f"play:{card}", "no"]) != ["no"]:
        g.play_uid(p, cands[0])


@event("summon")
def summon(g: CardAPI, p: int) -> None:
    """Gain an Action card costing up to $4 and set it aside; if you did, play it at the start of your next turn."""
    got = gain_pick(g, p, lambda c: "action" in g.defs[c].types and g.cost_of(c).up_to(4))
    if got is None:
        return
    z = g.zones
    # set aside from where it was gained to (the discard pile, or a Nomad Camp's deck); a card its when-gain
    # reactions moved on since (Watchtower onto the deck, Villa into the hand) is lost track of
    to = GAIN_TO.get(z.card_of[got], Zone.DISCARD)
    if z.loc[got] != z.code(p, ZONE_INDEX[to]):
        return
    if not g.try_move(got, z.loc[got], z.code(p, SET_ASIDE)):
        return
    g.emit(Moved(p, z.card_of[got], got, to.value, "set_aside", "summon"))

    def play_it(g2: CardAPI, q: int, u: int) -> None:
        if g2.zones.loc[u] == g2.zones.code(q, SET_ASIDE):
            g2.play_uid(q, u, g2.zones.code(q, SET_ASIDE))
    g.players[p].next_turn.append((got, play_it))


@game_rule("stash")
def stash_rule(g: CardAPI) -> None:
    """When you shuffle, you may put each Stash of your new deck anywhere in it (without looking at the
    other cards)."""
    g.shuffle_rules.append(_place_stashes)


def _place_stashes(g: CardAPI, p: int) -> None:
    """Ask, for each Stash in the shuffled deck, how many cards go above it ("leave": where it fell)."""
    z = g.zones
    deck = z.decks[p]
    code = z.code(p, DECK)
    for uid in [u for u in deck if z.card_of[u] == "stash"]:
        ids = ["leave"] + [f"depth:{k}" for k in range(len(deck))]
        answer = g.ask("stash", p, ids)[0]
        if answer != "leave":
            z.place(uid, code, int(answer.partition(":")[2]))


versions("prince", "1e", "2e")


@on_play("prince", "2e")
def prince_2022(g: CardAPI, p: int, uid: int) -> None:
    """2022 revision (Action-Duration-Command): you may set aside (on this) a non-Duration non-Command Action card
    from your hand costing up to $4; at the start of each of your turns, play that card, leaving it set aside.
    With a card set aside, Prince stays in play for the rest of the game; played twice, it may set aside two."""
    z = g.zones

    def fits(u: int) -> bool:
        return (g.is_type(u, "action") and not g.is_type(u, "duration") and not g.is_type(u, "command")
                and g.cost_of(z.card_of[u]).up_to(4))
    picked = choose_hand(g, p, "prince", "set-aside", fits, lo=0)
    if not picked:
        return
    card = picked[0]
    g.set_aside(p, card, "prince")
    aside = z.code(p, SET_ASIDE)

    def each_turn(g2: CardAPI, q: int, this: int) -> None:
        if g2.zones.loc[card] == aside:
            g2.resolve(q, card)  # played where it lies: a card moving itself fails to move (Mining Village)
        g2.at_next_turn(q, this, each_turn)  # for the rest of the game
    g.at_next_turn(p, uid, each_turn)


@on_play("prince", "1e")
def prince(g: CardAPI, p: int, uid: int) -> None:
    """2014 printing: you may set this aside; if you do, set aside an Action card from your hand costing up to $4,
    which is played at the start of each of your turns."""
    z = g.zones
    if z.loc[uid] != z.code(p, IN_PLAY) or g.ask("prince", p, ["yes", "no"])[0] != "yes":
        return
    g.set_aside(p, uid, "prince")
    picked = choose_hand(g, p, "prince", "set-aside",
                         lambda u: g.is_type(u, "action") and g.cost_of(z.card_of[u]).up_to(4))
    if picked:
        g.set_aside(p, picked[0], "prince")
        g.players[p].marks.setdefault(PRINCED, []).append(picked[0])


@game_rule("prince", "1e")
def prince_rule(g: CardAPI) -> None:
    """2014 printing: at the start of each of your turns play each Action you set aside with a Prince; when it is
    discarded from play it is set aside again, and a card that is not (trashed, still in play as a
    Duration, put elsewhere) is no longer played."""
    def start(g2: CardAPI, p: int) -> None:
        princed: list[int] = g2.players[p].marks.get(PRINCED, [])
        aside = g2.zones.code(p, SET_ASIDE)
        for u in list(princed):
            if g2.zones.loc[u] != aside:
                princed.remove(u)
                continue
            g2.turn.marks.setdefault(PRINCE_PLAYED, set()).add(u)
            g2.play_uid(p, u, aside)

    def back(g2: CardAPI, p: int, u: int) -> None:
        played: set[int] = g2.turn.marks.get(PRINCE_PLAYED, set())
        if u in played and g2.zones.loc[u] == g2.zones.code(p, DISCARD):
            played.discard(u)
            g2.set_aside(p, u, "prince")

    def forget(g2: CardAPI, p: int) -> None:
        """Cards a Prince played that were not set aside again by the end of that turn are dropped."""
        princed: list[int] = g2.players[p].marks.get(PRINCED, [])
        aside = g2.zones.code(p, SET_ASIDE)
        princed[:] = [u for u in princed if g2.zones.loc[u] == aside]

    g.turn_start_rules.append(start)
    g.turn_start_rules.insert(0, forget)
    g.discard_from_play_rules.append(back)


@on_play("captain")
def captain(g: CardAPI, p: int, uid: int) -> None:
    """Now and at the start of your next turn, play a non-Duration, non-Command Action card from the
    Supply costing up to $4, leaving it there."""
    def pred(c: str) -> bool:
        types = g.defs[c].types
        return ("action" in types and "duration" not in types and "command" not in types
                and g.cost_of(c).up_to(4))

    def again(g2: CardAPI, q: int, u: int) -> None:
        play_from_supply(g2, q, pred, u)
    play_from_supply(g, p, pred, uid)
    g.at_next_turn(p, uid, again)
