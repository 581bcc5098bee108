"""Guilds (1st edition, and the Guilds half of the 2nd-edition Cornucopia & Guilds): Coffers and Overpay."""

from __future__ import annotations

from generator.engine.api import CardAPI
from generator.engine.effects.common import (
    choose_from,
    choose_hand,
    discard_down_to,
    gain_pick,
    name_a_card,
    put_back_first_on_top,
    reveal_until,
    to_hand_rest_discarded,
    trash_for_cost,
)
from generator.engine.hooks import (
    STARTING_TOKENS,
    TREASURE_COINS,
    BuyInfo,
    Reaction,
    game_rule,
    on_overpay,
    on_play,
    reaction,
    versions,
)
from generator.engine.triggers import Trigger
from generator.engine.types import DISCARD, HAND, IN_PLAY, SET_ASIDE, Cost, Phase, Zone

versions("merchant-guild", "1e", "2e")
versions("herald", "1e", "2e")
versions("stonemason", "1e", "2e")
for _removed in ("doctor", "masterpiece", "taxman"):
    versions(_removed, "1e")
for _added in ("farrier", "footpad", "infirmary"):
    versions(_added, "2e")

TREASURE_COINS["masterpiece"] = 1
STARTING_TOKENS["baker"] = {"coffers": 1}

MERCHANT_GUILD = "merchant-guild"
"""TurnState.marks key: [plays of 2nd-edition Merchant Guild this turn, cards gained in this Buy phase]."""


def _coffers(g: CardAPI, p: int, n: int) -> None:
    """+n Coffers for player p (n may be negative: tokens taken off)."""
    g.add_tokens(p, "coffers", n)


def _aside(g: CardAPI, p: int) -> int:
    return g.zones.code(p, SET_ASIDE)




# -- $2 -----------------------------------------------------------------------------------------------
@on_play("candlestick-maker")
def candlestick_maker(g: CardAPI, p: int, uid: int) -> None:
    """+1 Action, +1 Buy, +1 Coffers."""
    g.turn.actions += 1
    g.turn.buys += 1
    _coffers(g, p, 1)


@on_play("stonemason")
def stonemason(g: CardAPI, p: int, uid: int) -> None:
    """Trash a card from your hand; gain 2 cards, each costing less than it (one at a time)."""
    cost = trash_for_cost(g, p)
    if cost is None:
        return
    for _ in range(2):
        gain_pick(g, p, lambda c: g.cost_of(c).lt(cost))


def _stonemason_overpay(g: CardAPI, p: int, uid: int, coins: int, potions: int) -> None:
    """Gain 2 Action cards, each costing exactly what was overpaid (coins and Potions)."""
    paid = Cost(coins, potions)
    for _ in range(2):
        gain_pick(g, p, lambda c: "action" in g.defs[c].types and g.cost_of(c) == paid)


on_overpay("stonemason", "1e", before_gain=True)(_stonemason_overpay)
on_overpay("stonemason", "2e")(_stonemason_overpay)


@on_play("farrier")
def farrier(g: CardAPI, p: int, uid: int) -> None:
    """+1 Card, +1 Action, +1 Buy."""
    g.draw(p, 1)
    g.turn.actions += 1
    g.turn.buys += 1


@on_overpay("farrier")
def farrier_overpay(g: CardAPI, p: int, uid: int, coins: int, potions: int) -> None:
    """Overpay: +1 Card at the end of this turn per $1 overpaid (drawn with the next hand in Clean-up)."""
    if p == g.turn.player:
        g.turn.next_hand += coins


# -- $3 -----------------------------------------------------------------------------------------------
@on_play("doctor")
def doctor(g: CardAPI, p: int, uid: int) -> None:
    """Name a card; reveal your top 3 cards, trash the matches, put the rest back in any order."""
    named = name_a_card(g, p)
    revealed = g.top_cards(p, 3)
    g.reveal(p, revealed)
    aside = _aside(g, p)
    for u in revealed:
        if g.zones.card_of[u] == named:
            g.trash(p, u, aside)
    put_back_first_on_top(g, p, [u for u in revealed if g.zones.loc[u] == aside])


@on_overpay("doctor", before_gain=True)
def doctor_overpay(g: CardAPI, p: int, uid: int, coins: int, potions: int) -> None:
    """When bought, per $1 overpaid: look at your top card and trash it, discard it or put it back."""
    aside = _aside(g, p)
    for _ in range(coins):
        top = g.top_cards(p, 1)
        if not top:
            return
        card = g.zones.card_of[top[0]]
        ans = g.ask("doctor", p, [f"trash:{card}", f"discard:{card}", f"topdeck:{card}"])[0]
        if ans.startswith("trash"):
            g.trash(p, top[0], aside)
        elif ans.startswith("discard"):
            g.discard_card(p, top[0], aside)
        else:
            g.topdeck(p, top[0], aside)


@on_overpay("masterpiece", before_gain=True)
def masterpiece_overpay(g: CardAPI, p: int, uid: int, coins: int, potions: int) -> None:
    """When bought, gain a Silver per $1 overpaid."""
    for _ in range(coins):
        g.gain(p, "silver")


@on_play("infirmary")
def infirmary(g: CardAPI, p: int, uid: int) -> None:
    """+1 Card; you may trash a card from your hand."""
    g.draw(p, 1)
    for u in choose_hand(g, p, "trash", "trash", lo=0):
        g.trash(p, u)


@on_overpay("infirmary")
def infirmary_overpay(g: CardAPI, p: int, uid: int, coins: int, potions: int) -> None:
    """Overpay: play the gained Infirmary once per $1 overpaid (it goes into play, if it is still where it
    was gained)."""
    z = g.zones
    where = z.loc[uid]
    if not coins or z.owner_of(uid) != p or where == z.code(p, IN_PLAY) or z.kind[where] is Zone.SET_ASIDE:
        return
    g.play_uid(p, uid, where)
    for _ in range(coins - 1):
        g.resolve(p, uid)


# -- $4 -----------------------------------------------------------------------------------------------
@on_play("advisor")
def advisor(g: CardAPI, p: int, uid: int) -> None:
    """+1 Action; reveal your top 3 cards; the player to your left chooses one you discard; the rest go to
    your hand."""
    g.turn.actions += 1
    revealed = g.top_cards(p, 3)
    if not revealed:
        return
    g.reveal(p, revealed)
    aside = _aside(g, p)
    left = (p + 1) % g.n
    for u in choose_from(g, left, revealed, "advisor-discard", "discard"):
        g.discard_card(p, u, aside)
    hand = g.zones.code(p, HAND)
    for u in revealed:
        if g.zones.loc[u] == aside:
            g.move(u, aside, hand)


@on_play("herald")
def herald(g: CardAPI, p: int, uid: int) -> None:
    """+1 Card, +1 Action; reveal your top card: an Action is played (not optional), anything else stays."""
    g.draw(p, 1)
    g.turn.actions += 1
    top = g.top_cards(p, 1)
    if not top:
        return
    g.reveal(p, top)
    if g.is_type(top[0], "action"):
        g.play_uid(p, top[0], _aside(g, p))
    else:
        g.topdeck(p, top[0], _aside(g, p))


def _herald_overpay(g: CardAPI, p: int, uid: int, coins: int, potions: int) -> None:
    """Per $1 overpaid, put a card of your choice from your discard pile onto your deck."""
    discard = g.zones.code(p, DISCARD)
    for _ in range(coins):
        cards = list(g.zones.discards[p])
        if not cards:
            return
        for u in choose_from(g, p, cards, "topdeck", "topdeck"):
            g.topdeck(p, u, discard)


on_overpay("herald", "1e", before_gain=True)(_herald_overpay)
on_overpay("herald", "2e")(_herald_overpay)


@on_play("plaza")
def plaza(g: CardAPI, p: int, uid: int) -> None:
    """+1 Card, +2 Actions; you may discard a Treasure: if you do, +1 Coffers."""
    g.draw(p, 1)
    g.turn.actions += 2
    for u in choose_hand(g, p, "discard", "discard", lambda u: g.is_type(u, "treasure"), lo=0):
        g.discard_card(p, u)
        _coffers(g, p, 1)


@on_play("taxman")
def taxman(g: CardAPI, p: int, uid: int) -> None:
    """You may trash a Treasure from your hand; each other player with 5+ cards in hand discards a copy (or
    reveals a hand without one); gain a Treasure costing up to $3 more onto your deck."""
    picked = choose_hand(g, p, "trash", "trash", lambda u: g.is_type(u, "treasure"), lo=0)
    if not picked:
        return
    card = g.zones.card_of[picked[0]]
    cost = g.cost_of(card)
    g.trash(p, picked[0])
    for o in g.attack_targets(p):
        hand = g.zones.hands[o]
        if len(hand) < 5:
            continue
        copies = [u for u in hand if g.zones.card_of[u] == card]
        if copies:
            g.discard_card(o, copies[-1])
        else:
            g.reveal(o, list(hand))
    gain_pick(g, p, lambda c: "treasure" in g.defs[c].types and g.cost_of(c).le(cost.plus(3)), to=Zone.DECK)


# -- $5 -----------------------------------------------------------------------------------------------
@on_play("baker")
def baker(g: CardAPI, p: int, uid: int) -> None:
    """+1 Card, +1 Action, +1 Coffers (and every player starts the game with 1 Coffers: STARTING_TOKENS)."""
    g.draw(p, 1)
    g.turn.actions += 1
    _coffers(g, p, 1)


@on_play("butcher")
def butcher(g: CardAPI, p: int, uid: int) -> None:
    """+2 Coffers; you may trash a card from your hand: then take any number of tokens off your Coffers and
    gain a card costing up to $1 per token more than the trashed card."""
    _coffers(g, p, 2)
    cost = trash_for_cost(g, p, optional=True)
    if cost is None:
        return
    have = g.players[p].coffers
    spent = int(g.ask("coffers", p, [f"coffers:{k}" for k in range(have + 1)])[0][8:]) if have else 0
    _coffers(g, p, -spent)
    gain_pick(g, p, lambda c: g.cost_of(c).le(cost.plus(spent)))


@on_play("journeyman")
def journeyman(g: CardAPI, p: int, uid: int) -> None:
    """Name a card; reveal until 3 cards that are not it; put those into your hand, discard the rest."""
    named = name_a_card(g, p)
    found, revealed = reveal_until(g, p, lambda u: g.zones.card_of[u] != named, 3)
    to_hand_rest_discarded(g, p, found, revealed)


@on_play("merchant-guild")
def merchant_guild(g: CardAPI, p: int, uid: int) -> None:
    """+1 Buy, +$1; at the end of your Buy phase this turn, +1 Coffers per card you gained in it (2nd edition,
    2021 errata; cumulative per play)."""
    g.turn.buys += 1
    g.turn.coins += 1
    t = g.turn
    mark = t.marks.get(MERCHANT_GUILD)
    if mark is None:
        mark = t.marks[MERCHANT_GUILD] = [0, 0]
        player = t.player

        def at_end() -> None:
            _coffers(g, player, mark[0] * mark[1])
            mark[1] = 0

        t.at_buy_end.append(at_end)
    mark[0] += 1


@game_rule("merchant-guild", "2e")
def merchant_guild_rule(g: CardAPI) -> None:
    """Count the cards the turn player gains in a Buy phase while a Merchant Guild was played this turn."""
    g.gain_rules.append(_merchant_guild_count)


def _merchant_guild_count(g: CardAPI, gainer: int, uid: int, card: str, zone: int) -> Trigger | None:
    mark = g.turn.marks.get(MERCHANT_GUILD)
    if mark is not None and gainer == g.turn.player and g.turn.phase is Phase.BUY:
        mark[1] += 1
    return None


@on_play("merchant-guild", "1e")
def merchant_guild_1e(g: CardAPI, p: int, uid: int) -> None:
    """+1 Buy, +$1 (1st edition: while it is in play, each card you buy gives +1 Coffers)."""
    g.turn.buys += 1
    g.turn.coins += 1


def _merchant_guild_applies(g: CardAPI, owner: int, luid: int, info: BuyInfo) -> bool:
    return True


def _merchant_guild_run(g: CardAPI, owner: int, luid: int, info: BuyInfo) -> None:
    _coffers(g, owner, 1)


reaction(Reaction("merchant-guild", "Bought", Zone.IN_PLAY, "merchant-guild", False, _merchant_guild_applies,
                  _merchant_guild_run), "1e")


@on_play("soothsayer")
def soothsayer(g: CardAPI, p: int, uid: int) -> None:
    """Gain a Gold; each other player gains a Curse, and each who did draws a card."""
    g.gain(p, "gold")
    for o in g.attack_targets(p):
        if g.gain(o, "curse") is not None:
            g.draw(o, 1)


@on_play("footpad")
def footpad(g: CardAPI, p: int, uid: int) -> None:
    """+2 Coffers; each other player discards down to 3 cards in hand."""
    _coffers(g, p, 2)
    for o in g.attack_targets(p):
        discard_down_to(g, o, 3)


@game_rule("footpad")
def footpad_rule(g: CardAPI) -> None:
    """In games using Footpad, when a player gains a card in an Action phase, they draw a card."""
    g.gain_rules.append(_footpad_draw)


def _footpad_draw(g: CardAPI, gainer: int, uid: int, card: str, zone: int) -> Trigger | None:
    if g.turn.phase is not Phase.ACTION:
        return None
    return Trigger("footpad", False, lambda: True, lambda: _draw_one(g, gainer))


def _draw_one(g: CardAPI, p: int) -> None:
    g.draw(p, 1)

