"""Empires: debt costs, split piles, the Castles, Gathering cards with victory points on their piles,
Events and Landmarks."""

from __future__ import annotations

from collections.abc import Callable

from generator.engine.api import CardAPI, CardFn
from generator.engine.effects.common import (
    choose_from,
    choose_hand,
    count_this_turn,
    discard_down_to,
    forget_copies,
    gain_duchy_or_estates,
    gain_pick,
    pick_supply,
    play_as_copy,
    play_from_supply,
    play_times,
    up_to,
)
from generator.engine.hooks import (
    TREASURE_COINS,
    VICTORY_POINTS,
    Reaction,
    event,
    game_rule,
    on_buy,
    on_discard_from_play,
    on_gain,
    on_play,
    on_trash,
    reaction,
    setup,
    versions,
    victory_points,
)
from generator.engine.setup import SetupPlan
from generator.engine.triggers import Trigger
from generator.engine.types import DECK, DISCARD, HAND, IN_PLAY, NPZ, SET_ASIDE, Cost, Phase, Zone

TREASURE_COINS.update({"rocks": 1, "plunder": 2, "capital": 6, "humble-castle": 1})
VICTORY_POINTS.update({"crumbling-castle": 1, "small-castle": 2, "haunted-castle": 2, "opulent-castle": 3,
                       "sprawling-castle": 4, "grand-castle": 5})
versions("overlord", "1e", "2e")
versions("donate", "1e", "2e")
versions("mountain-pass", "1e", "2e")
versions("defiled-shrine", "1e", "2e")
versions("charm", "1e", "2e")

CASTLES = ("humble-castle", "crumbling-castle", "small-castle", "haunted-castle", "opulent-castle",
           "sprawling-castle", "grand-castle", "kings-castle")
"""The Castles from the top of their pile to the bottom (cheapest first)."""
DOUBLED = ("humble-castle", "small-castle", "opulent-castle", "kings-castle")
"""The Castles with two copies in a game of three or more players."""


# -- shared pieces -----------------------------------------------------------------------------------
def vp(g: CardAPI, p: int, n: int) -> None:
    """+n victory point tokens."""
    g.add_tokens(p, "vp_tokens", n)


def pile_vp(g: CardAPI, pile: str) -> int:
    """Victory point tokens lying on a Supply pile."""
    return g.supply_tokens.get(pile, {}).get("vp", 0)


def add_pile_vp(g: CardAPI, pile: str, n: int) -> None:
    """Put ``n`` victory point tokens on a pile (a negative ``n`` takes them off)."""
    tokens = g.supply_tokens.setdefault(pile, {})
    tokens["vp"] = tokens.get("vp", 0) + n


def take_pile_vp(g: CardAPI, p: int, pile: str) -> int:
    """The player takes every victory point token from the pile; returns how many."""
    n = pile_vp(g, pile)
    if n:
        add_pile_vp(g, pile, -n)
        vp(g, p, n)
    return n


def in_play(g: CardAPI, p: int, uid: int) -> bool:
    """True when ``uid`` is in the player's play area."""
    return g.zones.loc[uid] == g.zones.code(p, IN_PLAY)


def owned(g: CardAPI, p: int) -> list[str]:
    """Card ids of every card the player has (all of their zones)."""
    z = g.zones
    return [z.card_of[u] for zi in range(NPZ) for u in z.of(p, zi)]


def left_of(g: CardAPI, p: int) -> int:
    """The player to the left."""
    return (p + 1) % g.n


def take_from_discard(g: CardAPI, p: int, card: str) -> None:
    """Look through the discard pile; the player may reveal a ``card`` from it and put it into their hand."""
    z = g.zones
    cands = [u for u in z.discards[p] if z.card_of[u] == card]
    for u in choose_from(g, p, cands, "take", "take", 0, 1):
        g.reveal(p, [u])
        g.move(u, z.code(p, DISCARD), z.code(p, HAND))


# -- the split piles -----------------------------------------------------------------------------------
@on_play("catapult")
def catapult(g: CardAPI, p: int, uid: int) -> None:
    """+$1; trash a card from hand: $3+ → others gain a Curse; Treasure → others discard down to 3."""
    g.turn.coins += 1
    picked = choose_hand(g, p, "trash", "trash")
    if not picked:
        return
    cost = g.cost_of(g.zones.card_of[picked[0]])
    types = g.types_of(picked[0])  # what the card was as it was trashed
    g.trash(p, picked[0])
    targets = g.attack_targets(p)
    if cost.coins >= 3:  # each other player gains a Curse, then each discards: two instructions in order
        for o in targets:
            g.gain(o, "curse")
    if "treasure" in types:
        for o in targets:
            discard_down_to(g, o, 3)


def _rocks_silver(g: CardAPI, p: int, uid: int) -> None:
    """When you gain or trash it, gain a Silver: onto your deck in your Buy phase, else into your hand."""
    to = Zone.DECK if (p == g.turn.player and g.turn.phase is Phase.BUY) else Zone.HAND
    g.gain(p, "silver", to=to)


on_gain("rocks")(_rocks_silver)
on_trash("rocks")(_rocks_silver)


@on_play("villa")
def villa(g: CardAPI, p: int, uid: int) -> None:
    """+2 Actions, +1 Buy, +$1."""
    g.turn.actions += 2
    g.turn.buys += 1
    g.turn.coins += 1


@on_gain("villa")
def villa_gain(g: CardAPI, p: int, uid: int) -> None:
    """When gained: put it into your hand, +1 Action, and in your Buy phase return to the Action phase; a Villa
    something else already moved from where it was gained to (a Watchtower trashing it) stays where it is."""
    gained_to = g.marks.get("villa-gained-to", {}).pop(uid, None)
    if gained_to is None:
        gained_to = g.zones.loc[uid] if g.owner_of(uid) == p else -1
    if gained_to >= 0:
        g.try_move(uid, gained_to, g.zones.code(p, HAND))
    if p == g.turn.player:
        g.turn.actions += 1
        if g.turn.phase is Phase.BUY:
            g.turn.back_to_action = True


@game_rule("villa")
def villa_rule(g: CardAPI) -> None:
    """Remember where each Villa was gained to, so its when-gain ability loses track of one moved meanwhile."""
    def note(g2: CardAPI, p: int, uid: int, card: str, dst: int) -> Trigger | None:
        if card == "villa":
            g2.marks.setdefault("villa-gained-to", {})[uid] = dst
        return None
    g.gain_rules.append(note)


@on_play("patrician")
def patrician(g: CardAPI, p: int, uid: int) -> None:
    """+1 Card, +1 Action; reveal the top card of your deck: if it costs $5 or more, put it into your hand."""
    g.draw(p, 1)
    g.turn.actions += 1
    z = g.zones
    for u in g.top_cards(p, 1):
        g.reveal(p, [u])
        if g.cost_of(z.card_of[u]).coins >= 5:
            g.move(u, z.code(p, SET_ASIDE), z.code(p, HAND))
        else:
            g.topdeck(p, u, z.code(p, SET_ASIDE))


@on_play("emporium")
def emporium(g: CardAPI, p: int, uid: int) -> None:
    """+1 Card, +1 Action, +$1."""
    g.draw(p, 1)
    g.turn.actions += 1
    g.turn.coins += 1


@on_gain("emporium")
def emporium_gain(g: CardAPI, p: int, uid: int) -> None:
    """When you gain it, if you have at least 5 Action cards in play, +2 VP."""
    if sum(1 for u in g.zones.plays[p] if g.is_type(u, "action")) >= 5:
        vp(g, p, 2)


@on_play("settlers")
def settlers(g: CardAPI, p: int, uid: int) -> None:
    """+1 Card, +1 Action; you may put a Copper from your discard pile into your hand."""
    g.draw(p, 1)
    g.turn.actions += 1
    take_from_discard(g, p, "copper")


@on_play("bustling-village")
def bustling_village(g: CardAPI, p: int, uid: int) -> None:
    """+1 Card, +3 Actions; you may put a Settlers from your discard pile into your hand."""
    g.draw(p, 1)
    g.turn.actions += 3
    take_from_discard(g, p, "settlers")


@on_play("encampment")
def encampment(g: CardAPI, p: int, uid: int) -> None:
    """+2 Cards, +2 Actions; unless you reveal a Gold or Plunder from your hand, set this aside and return it
    to its pile at the start of Clean-up."""
    g.draw(p, 2)
    g.turn.actions += 2
    shown = choose_hand(g, p, "reveal", "reveal", lambda u: g.zones.card_of[u] in ("gold", "plunder"), 0)
    if shown:
        g.reveal(p, shown)
        return
    if in_play(g, p, uid):
        g.set_aside(p, uid, "encampment")
        g.turn.marks.setdefault("encampment", []).append(uid)


@game_rule("encampment")
def encampment_rule(g: CardAPI) -> None:
    """At the start of Clean-up, each Encampment set aside this turn returns to the top of its pile."""
    def back(g2: CardAPI, p: int) -> None:
        aside = g2.zones.code(p, SET_ASIDE)
        for u in g2.turn.marks.pop("encampment", []):
            if g2.zones.loc[u] == aside:
                g2.return_to_pile(p, u, aside)
    g.cleanup_rules.append(back)


@on_play("plunder")
def plunder(g: CardAPI, p: int, uid: int) -> None:
    """$2 (its coin value), +1 VP."""
    vp(g, p, 1)


@on_play("gladiator")
def gladiator(g: CardAPI, p: int, uid: int) -> None:
    """+$2; reveal a card from your hand; unless the player to your left reveals a copy, +$1 and trash a
    Gladiator from the Supply."""
    g.turn.coins += 2
    shown = choose_hand(g, p, "reveal", "reveal")
    copied = False
    if shown:
        card = g.zones.card_of[shown[0]]
        g.reveal(p, shown)
        left = left_of(g, p)
        if left != p:
            copy = choose_hand(g, left, "reveal-copy", "reveal", lambda u: g.zones.card_of[u] == card, 0)
            if copy:
                g.reveal(left, copy)
                copied = True
    if copied:
        return
    g.turn.coins += 1
    top = g.supply_top("gladiator")
    if top is not None:
        g.trash(p, top, g.zones.loc[top])


@on_play("fortune")
def fortune(g: CardAPI, p: int, uid: int) -> None:
    """+1 Buy; double your $ if you have not yet this turn."""
    g.turn.buys += 1
    if not g.turn.marks.get("fortune"):
        g.turn.marks["fortune"] = True
        g.turn.coins *= 2


@on_gain("fortune")
def fortune_gain(g: CardAPI, p: int, uid: int) -> None:
    """When you gain it, gain a Gold per Gladiator you have in play."""
    for _ in range(sum(1 for u in g.zones.plays[p] if g.zones.card_of[u] == "gladiator")):
        g.gain(p, "gold")


# -- Kingdom cards -------------------------------------------------------------------------------------
@on_play("city-quarter")
def city_quarter(g: CardAPI, p: int, uid: int) -> None:
    """+2 Actions; reveal your hand; +1 Card per Action card revealed."""
    g.turn.actions += 2
    hand = list(g.zones.hands[p])
    g.reveal(p, hand)
    g.draw(p, sum(1 for u in hand if g.is_type(u, "action")))


@on_play("royal-blacksmith")
def royal_blacksmith(g: CardAPI, p: int, uid: int) -> None:
    """+5 Cards; reveal your hand; discard the Coppers."""
    g.draw(p, 5)
    hand = list(g.zones.hands[p])
    g.reveal(p, hand)
    coppers = [u for u in hand if g.zones.card_of[u] == "copper"]
    if coppers:
        g.discard_cards(p, coppers)


@on_play("engineer")
def engineer(g: CardAPI, p: int, uid: int) -> None:
    """Gain a card costing up to $4; you may trash this, and if you do, gain a card costing up to $4."""
    gain_pick(g, p, up_to(g, 4))
    if in_play(g, p, uid) and g.ask("trash-this", p, ["trash:engineer", "no"]) != ["no"]:
        g.trash(p, uid, g.zones.code(p, IN_PLAY))
        gain_pick(g, p, up_to(g, 4))


@on_play("forum")
def forum(g: CardAPI, p: int, uid: int) -> None:
    """+3 Cards, +1 Action, discard 2 cards."""
    g.draw(p, 3)
    g.turn.actions += 1
    discard_n(g, p, 2)


def discard_n(g: CardAPI, p: int, n: int) -> None:
    """The player discards ``n`` cards from their hand (all of them when they have fewer)."""
    k = min(n, len(g.zones.hands[p]))
    if k:
        g.discard_cards(p, choose_hand(g, p, "discard", "discard", lo=k, hi=k))


@on_buy("forum")
def forum_buy(g: CardAPI, p: int, uid: int) -> None:
    """When you buy it, +1 Buy."""
    g.turn.buys += 1


@on_play("groundskeeper")
def groundskeeper(g: CardAPI, p: int, uid: int) -> None:
    """+1 Card, +1 Action (while it is in play, gaining a Victory card gives +1 VP)."""
    g.draw(p, 1)
    g.turn.actions += 1


reaction(Reaction(
    "groundskeeper", "Gained", Zone.IN_PLAY, "groundskeeper", False,
    lambda g, p, luid, info: g.is_type(info.uid, "victory"),
    lambda g, p, luid, info: vp(g, p, 1)))


@on_play("legionary")
def legionary(g: CardAPI, p: int, uid: int) -> None:
    """+$3; you may reveal a Gold from your hand: if you do, each other player discards down to 2, then draws."""
    g.turn.coins += 3
    gold = choose_hand(g, p, "reveal", "reveal", lambda u: g.zones.card_of[u] == "gold", 0)
    if not gold:
        return
    g.reveal(p, gold)
    for o in g.attack_targets(p):
        discard_down_to(g, o, 2)
        g.draw(o, 1)


@on_play("sacrifice")
def sacrifice(g: CardAPI, p: int, uid: int) -> None:
    """Trash a card from your hand: an Action gives +2 Cards +2 Actions, a Treasure +$2, a Victory card +2 VP."""
    picked = choose_hand(g, p, "trash", "trash")
    if not picked:
        return
    types = g.types_of(picked[0])
    g.trash(p, picked[0])
    if "action" in types:
        g.draw(p, 2)
        g.turn.actions += 2
    if "treasure" in types:
        g.turn.coins += 2
    if "victory" in types:
        vp(g, p, 2)


@on_play("chariot-race")
def chariot_race(g: CardAPI, p: int, uid: int) -> None:
    """+1 Action; reveal your top card and put it into your hand; the player to your left reveals theirs; if
    yours costs more, +$1 and +1 VP."""
    g.turn.actions += 1
    z = g.zones
    mine = g.top_cards(p, 1)
    if mine:
        g.reveal(p, mine)
        g.move(mine[0], z.code(p, SET_ASIDE), z.code(p, HAND))
    left = left_of(g, p)
    theirs = g.top_cards(left, 1) if left != p else []
    if theirs:
        g.reveal(left, theirs)
        g.topdeck(left, theirs[0], z.code(left, SET_ASIDE))
    if mine and theirs and g.cost_of(z.card_of[theirs[0]]).lt(g.cost_of(z.card_of[mine[0]])):
        g.turn.coins += 1
        vp(g, p, 1)


@on_play("capital")
def capital(g: CardAPI, p: int, uid: int) -> None:
    """$6 (its coin value), +1 Buy."""
    g.turn.buys += 1


@on_discard_from_play("capital")
def capital_discard(g: CardAPI, p: int, uid: int) -> None:
    """When you discard it from play, take 6 debt, then you may pay off debt."""
    g.take_debt(p, 6)
    g.pay_debt(p)


@on_play("crown")
def crown(g: CardAPI, p: int, uid: int) -> None:
    """In your Action phase you may play an Action from your hand twice; in your Buy phase, a Treasure (played
    on another player's turn it is not your Action or Buy phase, so it does nothing)."""
    phase = g.turn.phase if p == g.turn.player else None
    kind = "action" if phase is Phase.ACTION else "treasure" if phase is Phase.BUY else None
    if kind is None:
        return
    picked = choose_hand(g, p, "play-twice", "play", lambda u: g.is_type(u, kind), 0)
    if picked:
        play_times(g, p, uid, picked[0], 2)


@on_play("charm")
def charm(g: CardAPI, p: int, uid: int) -> None:
    """Choose one: +1 Buy and +$2; or the next time you gain a card this turn, you may also gain a differently
    named card with the same cost."""
    if g.ask("mode", p, ["mode:buy-and-coins", "mode:gain-same-cost"]) == ["mode:buy-and-coins"]:
        g.turn.buys += 1
        g.turn.coins += 2
    else:
        count_this_turn(g, "charm")


@game_rule("charm", "2e")
def charm_rule(g: CardAPI) -> None:
    """2022 errata: the next time you gain a card this turn, bought or not, each pending Charm may also gain a
    differently named card with the same cost: a when-gain ability of that card, ordered with its others; the
    cost is the gained card's when each Charm gains (Destrier may have changed it)."""
    g.gain_rules.append(lambda g2, p, uid, card, dst: _charm_gains(g2, p, card, None))


@game_rule("charm", "1e")
def charm_rule_1e(g: CardAPI) -> None:
    """First printing: the next time you buy a card this turn, each pending Charm may gain a differently named card
    with the same cost, as the card is bought (before it is gained)."""
    g.bought_rules.append(lambda g2, p, uid, card: _charm_gains(g2, p, card, g2.cost_of(card)))


def _charm_gains(g: CardAPI, player: int, card: str, cost: Cost | None) -> Trigger | None:
    """The pending Charms' gains set off by ``card``, each a differently named card with the same cost: ``cost``,
    or the card's cost at each gain when None."""
    n = g.turn.marks.pop("charm", 0) if player == g.turn.player else 0
    if not n:
        return None

    def run() -> None:
        for _ in range(n):
            same = cost if cost is not None else g.cost_of(card)
            gain_pick(g, player, lambda c, same=same: c != card and g.cost_of(c) == same,  # type: ignore[misc]
                      optional=True)
    return Trigger("charm:charm", False, lambda: True, run)


@on_play("archive")
def archive(g: CardAPI, p: int, uid: int) -> None:
    """+1 Action; set aside your top 3 cards; put one into your hand now and at the start of your next two
    turns."""
    g.turn.actions += 1
    kept = g.top_cards(p, 3)
    _archive_take(g, p, uid, kept)


def _archive_take(g: CardAPI, p: int, uid: int, kept: list[int]) -> None:
    z = g.zones
    aside = z.code(p, SET_ASIDE)
    kept[:] = [u for u in kept if z.loc[u] == aside]
    for u in choose_from(g, p, kept, "take", "take"):
        g.move(u, aside, z.code(p, HAND))
        kept.remove(u)
    if kept:  # also when it left play or never came into play (played by Overlord): the cards still come
        g.at_next_turn(p, uid, lambda g2, p2, u2: _archive_take(g2, p2, u2, kept))


@on_play("overlord", "2e")
def overlord(g: CardAPI, p: int, uid: int) -> None:
    """Play a non-Command Action card from the Supply costing up to $5, leaving it there (2019 errata); Overlord
    stays in play as long as that card would have (FAQ)."""
    play_from_supply(g, p, lambda c: "action" in g.defs[c].types and "command" not in g.defs[c].types
                     and g.cost_of(c).up_to(5), uid)


@on_play("overlord", "1e")
def overlord_1e(g: CardAPI, p: int, uid: int) -> None:
    """Original text: play this as if it were an Action card from the Supply costing up to $5, and be that card
    until it leaves play; played again while in play (Throne Room) it stays the card first chosen."""
    play_as_copy(g, p, uid, lambda c: "action" in g.defs[c].types and g.cost_of(c).up_to(5))


@game_rule("overlord", "1e")
def overlord_1e_rule(g: CardAPI) -> None:
    """An Overlord (original text) that leaves play is no longer the card it copied."""
    forget_copies(g, "overlord")


@on_play("enchantress")
def enchantress(g: CardAPI, p: int, uid: int) -> None:
    """Until your next turn, the first Action card each other player plays on their turn gives +1 Card and
    +1 Action instead of its instructions; at the start of your next turn, +2 Cards."""
    victims = g.attack_targets(p)
    for o in victims:
        g.players[o].marks.setdefault("enchanted", []).append(p)

    def next_turn(g2: CardAPI, p2: int, u2: int) -> None:
        for o in victims:
            spells = g2.players[o].marks.get("enchanted", [])
            if p2 in spells:
                spells.remove(p2)
        g2.draw(p2, 2)
    g.at_next_turn(p, uid, next_turn)


@game_rule("enchantress")
def enchantress_rule(g: CardAPI) -> None:
    """An enchanted player's first Action card played on their own turn does +1 Card +1 Action instead."""
    def instead(g2: CardAPI, player: int, uid: int, card: str) -> CardFn | None:
        t = g2.turn
        if (player != t.player or not g2.players[player].marks.get("enchanted")
                or "action" not in g2.types_of(uid) or t.marks.get("enchantress-spent")):
            return None
        t.marks["enchantress-spent"] = True
        return _enchanted_play
    g.play_instead.append(instead)


def _enchanted_play(g: CardAPI, p: int, uid: int) -> None:
    """What an enchanted Action card does instead: +1 Card, +1 Action."""
    g.draw(p, 1)
    g.turn.actions += 1


# -- Gathering cards ---------------------------------------------------------------------------------------
@on_play("farmers-market")
def farmers_market(g: CardAPI, p: int, uid: int) -> None:
    """+1 Buy; with 4 VP or more on its pile take them and trash this; otherwise add 1 VP there and +$1 per VP
    on the pile."""
    g.turn.buys += 1
    pile = g.pile_of("farmers-market")
    if pile_vp(g, pile) >= 4:
        take_pile_vp(g, p, pile)
        if in_play(g, p, uid):
            g.trash(p, uid, g.zones.code(p, IN_PLAY))
    else:
        add_pile_vp(g, pile, 1)
        g.turn.coins += pile_vp(g, pile)


@on_play("temple")
def temple(g: CardAPI, p: int, uid: int) -> None:
    """+1 VP; trash from 1 to 3 differently named cards from your hand; add 1 VP to the Temple pile."""
    vp(g, p, 1)
    z = g.zones
    names = sorted({z.card_of[u] for u in z.hands[p]})
    if names:
        for answer in g.ask("trash", p, [f"trash:{c}" for c in names], 1, 3):
            g.trash(p, g.find(p, answer[6:]))
    add_pile_vp(g, g.pile_of("temple"), 1)


@on_gain("temple")
def temple_gain(g: CardAPI, p: int, uid: int) -> None:
    """When you gain it, take the VP from the Temple pile."""
    take_pile_vp(g, p, g.pile_of("temple"))


@on_play("wild-hunt")
def wild_hunt(g: CardAPI, p: int, uid: int) -> None:
    """Choose one: +3 Cards and add 1 VP to the Wild Hunt pile; or gain an Estate, and if you do, take the VP
    from the pile."""
    pile = g.pile_of("wild-hunt")
    if g.ask("mode", p, ["mode:draw", "mode:estate"]) == ["mode:draw"]:
        g.draw(p, 3)
        add_pile_vp(g, pile, 1)
    elif g.gain(p, "estate") is not None:
        take_pile_vp(g, p, pile)


# -- Castles -----------------------------------------------------------------------------------------------
@setup("castles")
def castles_setup(plan: SetupPlan) -> None:
    """The Castles pile: cheapest on top; two of Humble, Small, Opulent and King's Castle with 3+ players."""
    cards = [c for c in reversed(CASTLES) for _ in range(2 if plan.players > 2 and c in DOUBLED else 1)]
    plan.add_supply("castles", cards)


def castles_owned(g: CardAPI, p: int) -> int:
    """How many Castles the player has."""
    return sum(1 for c in owned(g, p) if "castle" in g.defs[c].types)


@victory_points("humble-castle")
def humble_castle_vp(g: CardAPI, p: int) -> int:
    """Worth 1 VP per Castle you have."""
    return castles_owned(g, p)


@victory_points("kings-castle")
def kings_castle_vp(g: CardAPI, p: int) -> int:
    """Worth 2 VP per Castle you have."""
    return 2 * castles_owned(g, p)


def _crumbling(g: CardAPI, p: int, uid: int) -> None:
    """When you gain or trash it, +1 VP and gain a Silver."""
    vp(g, p, 1)
    g.gain(p, "silver")


on_gain("crumbling-castle")(_crumbling)
on_trash("crumbling-castle")(_crumbling)


@on_play("small-castle")
def small_castle(g: CardAPI, p: int, uid: int) -> None:
    """Trash this or a Castle from your hand; if you do, gain a Castle. With no Castle in hand the player may
    still choose the Castle from their hand, trashing nothing and gaining nothing (option ``no``)."""
    z = g.zones
    cands = [u for u in z.hands[p] if g.is_type(u, "castle")]
    here = in_play(g, p, uid)
    ids = (["trash-this:small-castle"] if here else []) + sorted({f"trash:{z.card_of[u]}" for u in cands})
    if not ids:
        return
    if not cands:
        ids.append("no")
    answer = g.ask("trash", p, ids)[0]
    if answer == "no":
        return
    if answer == "trash-this:small-castle":
        g.trash(p, uid, z.code(p, IN_PLAY))
    else:
        g.trash(p, g.find(p, answer[6:]))
    g.gain(p, "castles")


@on_gain("haunted-castle")
def haunted_castle_gain(g: CardAPI, p: int, uid: int) -> None:
    """When you gain it during your turn, gain a Gold, and each other player with 5 or more cards in hand puts
    2 cards from their hand onto their deck."""
    if p != g.turn.player:
        return
    g.gain(p, "gold")
    for o in g.others(p):
        if len(g.zones.hands[o]) >= 5:
            for u in choose_hand(g, o, "topdeck", "topdeck", lo=2, hi=2):
                g.topdeck(o, u)


@on_play("opulent-castle")
def opulent_castle(g: CardAPI, p: int, uid: int) -> None:
    """Discard any number of Victory cards; +$2 per card discarded."""
    z = g.zones
    cands = [u for u in z.hands[p] if g.is_type(u, "victory")]
    picked = choose_hand(g, p, "discard", "discard", lambda u: g.is_type(u, "victory"), 0, len(cands))
    if picked:
        g.discard_cards(p, picked)
        g.turn.coins += 2 * len(picked)


@on_gain("sprawling-castle")
def sprawling_castle_gain(g: CardAPI, p: int, uid: int) -> None:
    """When you gain it, gain a Duchy or 3 Estates."""
    gain_duchy_or_estates(g, p, "mode:duchy", "mode:estates")


@on_gain("grand-castle")
def grand_castle_gain(g: CardAPI, p: int, uid: int) -> None:
    """When you gain it, reveal your hand; +1 VP per Victory card in your hand and in play."""
    z = g.zones
    g.reveal(p, z.hands[p])
    vp(g, p, sum(1 for u in [*z.hands[p], *z.plays[p]] if g.is_type(u, "victory")))



# -- Events ------------------------------------------------------------------------------------------------
@event("advance")
def advance(g: CardAPI, p: int) -> None:
    """You may trash an Action card from your hand; if you do, gain an Action card costing up to $6."""
    picked = choose_hand(g, p, "trash", "trash", lambda u: g.is_type(u, "action"), 0)
    if picked:
        g.trash(p, picked[0])
        gain_pick(g, p, lambda c: "action" in g.defs[c].types and g.cost_of(c).up_to(6))


@event("annex")
def annex(g: CardAPI, p: int) -> None:
    """Look through your discard pile; shuffle all but up to 5 of its cards into your deck; gain a Duchy."""
    z = g.zones
    pile = list(z.discards[p])
    kept = choose_from(g, p, pile, "keep", "keep", 0, 5) if pile else []
    rest = [u for u in pile if u not in kept]
    if rest:
        g.shuffle_into_deck(p, rest)
    g.gain(p, "duchy")


@event("banquet")
def banquet(g: CardAPI, p: int) -> None:
    """Gain 2 Coppers and a non-Victory card costing up to $5."""
    g.gain(p, "copper")
    g.gain(p, "copper")
    gain_pick(g, p, lambda c: "victory" not in g.defs[c].types and g.cost_of(c).up_to(5))


@game_rule("conquest")
def conquest_rule(g: CardAPI) -> None:
    """Conquest counts the Silvers the turn player gains this turn."""
    def count(g2: CardAPI, p: int, uid: int, card: str, dst: int) -> Trigger | None:
        if p == g2.turn.player and card == "silver":
            g2.turn.marks["silvers-gained"] = g2.turn.marks.get("silvers-gained", 0) + 1
        return None
    g.gain_rules.append(count)


@event("conquest")
def conquest(g: CardAPI, p: int) -> None:
    """Gain 2 Silvers; +1 VP per Silver you have gained this turn."""
    g.gain(p, "silver")
    g.gain(p, "silver")
    vp(g, p, g.turn.marks.get("silvers-gained", 0))


@event("delve")
def delve(g: CardAPI, p: int) -> None:
    """+1 Buy; gain a Silver."""
    g.turn.buys += 1
    g.gain(p, "silver")


@event("dominate")
def dominate(g: CardAPI, p: int) -> None:
    """Gain a Province; if you do, +9 VP."""
    if g.gain(p, "province") is not None:
        vp(g, p, 9)


@event("donate", "1e")
def donate_1e(g: CardAPI, p: int) -> None:
    """Original text: after this turn, put your deck and discard pile into your hand, trash any number, shuffle
    the hand into your deck and draw 5."""
    g.players[p].marks["donate"] = g.players[p].marks.get("donate", 0) + 1


@game_rule("donate", "1e")
def donate_rule(g: CardAPI) -> None:
    """Original text: Donate resolves once per purchase after the turn it was bought in ends."""
    def after(g2: CardAPI, player: int) -> None:
        for p in range(g2.n):
            n = g2.players[p].marks.pop("donate", 0)
            for _ in range(n):
                _donate(g2, p)
    g.turn_end_rules.append(after)


@event("donate", "2e")
def donate(g: CardAPI, p: int) -> None:
    """2022 text: at the start of your next turn, first (before Durations and other start-of-turn abilities),
    put your deck and discard pile into your hand, trash any number, shuffle the rest into your deck, draw 5."""
    g.players[p].next_turn.insert(0, (-1, lambda g2, p2, u2: _donate(g2, p2)))


def _donate(g: CardAPI, p: int) -> None:
    z = g.zones
    hand = z.code(p, HAND)
    for src in (z.code(p, DECK), z.code(p, DISCARD)):
        for u in list(z.lists[src]):
            g.move(u, src, hand)
    picked = choose_from(g, p, list(z.hands[p]), "trash", "trash", 0, len(z.hands[p]))
    if picked:
        g.trash_all(p, picked)
    g.shuffle_into_deck(p, list(z.hands[p]))
    g.draw(p, 5)


@event("ritual")
def ritual(g: CardAPI, p: int) -> None:
    """Gain a Curse; if you do, trash a card from your hand and take +1 VP per $1 it cost."""
    if g.gain(p, "curse") is None:
        return
    picked = choose_hand(g, p, "trash", "trash")
    if picked:
        coins = g.cost_of(g.zones.card_of[picked[0]]).coins
        g.trash(p, picked[0])
        vp(g, p, coins)


@event("salt-the-earth")
def salt_the_earth(g: CardAPI, p: int) -> None:
    """+1 VP; trash a Victory card from the Supply."""
    vp(g, p, 1)
    card = pick_supply(g, p, lambda c: "victory" in g.defs[c].types, kind="trash", prefix="trash")
    if card is not None:
        top = g.supply_top(card)
        assert top is not None
        g.trash(p, top, g.zones.loc[top])


def _add_pile_debt(g: CardAPI, pile: str, n: int) -> None:
    tokens = g.supply_tokens.setdefault(pile, {})
    tokens["debt"] = tokens.get("debt", 0) + n


@game_rule("tax")
def tax_rule(g: CardAPI) -> None:
    """Set-up: 1 debt on each Supply pile; whoever buys a card takes the debt from its pile."""
    for pile in g.zones.supply_piles:
        _add_pile_debt(g, pile, 1)

    def on_buy(g2: CardAPI, buyer: int, uid: int, card: str) -> Trigger | None:
        pile = g2.zones.home[uid]
        n = g2.supply_tokens.get(pile, {}).get("debt", 0)
        if not n:
            return None

        def take() -> None:
            got = g2.supply_tokens[pile].pop("debt", 0)
            if got:
                g2.take_debt(buyer, got)
        return Trigger(f"tax:{pile}", False, lambda: True, take)
    g.bought_rules.append(on_buy)


@event("tax")
def tax(g: CardAPI, p: int) -> None:
    """Add 2 debt to a Supply pile."""
    piles = list(g.zones.supply_piles)
    if piles:
        pile = g.ask("tax", p, [f"tax:{x}" for x in piles])[0].partition(":")[2]
        _add_pile_debt(g, pile, 2)


@event("triumph")
def triumph(g: CardAPI, p: int) -> None:
    """Gain an Estate; if you did, +1 VP per card you have gained this turn."""
    if g.gain(p, "estate") is not None:
        vp(g, p, g.turn.gains)


@event("wedding")
def wedding(g: CardAPI, p: int) -> None:
    """+1 VP; gain a Gold."""
    vp(g, p, 1)
    g.gain(p, "gold")


@event("windfall")
def windfall(g: CardAPI, p: int) -> None:
    """If your deck and discard pile are empty, gain 3 Golds."""
    z = g.zones
    if not z.decks[p] and not z.discards[p]:
        for _ in range(3):
            g.gain(p, "gold")


# -- Landmarks ---------------------------------------------------------------------------------------------
def take_here(g: CardAPI, p: int, landmark: str, n: int | None = None) -> None:
    """The player takes ``n`` VP tokens (all when None) from those lying on a Landmark."""
    have = g.mats.get(landmark, 0)
    got = have if n is None else min(n, have)
    if got:
        g.mats[landmark] = have - got
        vp(g, p, got)


def vp_here(g: CardAPI, landmark: str, per_player: int) -> None:
    """Set-up: put ``per_player`` VP tokens per player on the Landmark."""
    g.mats.setdefault(landmark, per_player * g.n)


def pile_types(g: CardAPI, pile: str) -> frozenset[str]:
    """The types of a Supply pile at set-up: those of its top card, which for a split pile or the Castles are
    the types on its randomizer (Catapult/Rocks is an Action pile, the Castles a Victory pile)."""
    top = g.top(pile)
    return g.types_of(top) if top is not None else frozenset()


def _vp_trigger(name: str, run: Callable[[], None]) -> Trigger:
    return Trigger(f"{name}:{name}", False, lambda: True, run)


@game_rule("aqueduct")
def aqueduct(g: CardAPI) -> None:
    """Set-up: 8 VP on the Silver and Gold piles; gaining a Treasure moves 1 VP from its pile here; gaining a
    Victory card takes the VP from here."""
    for pile in ("silver", "gold"):
        if pile in g.zones.piles:
            add_pile_vp(g, pile, 8)

    def treasure(g2: CardAPI, p: int, uid: int, card: str, dst: int) -> Trigger | None:
        pile = g2.zones.home[uid]
        if not g2.is_type(uid, "treasure") or not pile_vp(g2, pile):
            return None

        def move() -> None:
            if pile_vp(g2, pile):
                add_pile_vp(g2, pile, -1)
                g2.mats["aqueduct"] = g2.mats.get("aqueduct", 0) + 1
        return Trigger("aqueduct-treasure:aqueduct", False, lambda: True, move)

    def victory(g2: CardAPI, p: int, uid: int, card: str, dst: int) -> Trigger | None:
        if not g2.is_type(uid, "victory"):
            return None
        return Trigger("aqueduct-victory:aqueduct", False, lambda: True, lambda: take_here(g2, p, "aqueduct"))
    g.gain_rules.append(treasure)
    g.gain_rules.append(victory)


@game_rule("arena")
def arena(g: CardAPI) -> None:
    """Set-up: 6 VP per player here; at the start of your Buy phase you may discard an Action card to take 2."""
    vp_here(g, "arena", 6)

    def start(g2: CardAPI, p: int) -> None:
        if not g2.mats.get("arena"):
            return
        picked = choose_hand(g2, p, "discard", "discard", lambda u: g2.is_type(u, "action"), 0)
        if picked:
            g2.discard_cards(p, picked)
            take_here(g2, p, "arena", 2)
    g.buy_start_rules.append(start)


@game_rule("basilica")
def basilica(g: CardAPI) -> None:
    """Set-up: 6 VP per player here; when you buy a card with $2 or more left, take 2."""
    vp_here(g, "basilica", 6)

    def bought(g2: CardAPI, p: int, uid: int, card: str) -> Trigger | None:
        if g2.turn.coins < 2 or not g2.mats.get("basilica"):
            return None
        return _vp_trigger("basilica", lambda: take_here(g2, p, "basilica", 2))
    g.bought_rules.append(bought)


@game_rule("baths")
def baths(g: CardAPI) -> None:
    """Set-up: 6 VP per player here; ending your turn without having gained a card takes 2."""
    vp_here(g, "baths", 6)

    def end(g2: CardAPI, p: int) -> None:
        if g2.turn.gains == 0:
            take_here(g2, p, "baths", 2)
    g.turn_end_rules.append(end)


@game_rule("battlefield")
def battlefield(g: CardAPI) -> None:
    """Set-up: 6 VP per player here; gaining a Victory card takes 2."""
    vp_here(g, "battlefield", 6)

    def gained(g2: CardAPI, p: int, uid: int, card: str, dst: int) -> Trigger | None:
        if not g2.is_type(uid, "victory") or not g2.mats.get("battlefield"):
            return None
        return _vp_trigger("battlefield", lambda: take_here(g2, p, "battlefield", 2))
    g.gain_rules.append(gained)


@game_rule("colonnade")
def colonnade(g: CardAPI) -> None:
    """Set-up: 6 VP per player here; buying an Action card with a copy of it in play takes 2."""
    vp_here(g, "colonnade", 6)

    def bought(g2: CardAPI, p: int, uid: int, card: str) -> Trigger | None:
        if "action" not in g2.defs[card].types or not g2.mats.get("colonnade"):
            return None
        if not any(g2.zones.card_of[u] == card for u in g2.zones.plays[p]):
            return None
        return _vp_trigger("colonnade", lambda: take_here(g2, p, "colonnade", 2))
    g.bought_rules.append(bought)


@game_rule("defiled-shrine", "1e")
def defiled_shrine_1e(g: CardAPI) -> None:
    """Original text: set-up 2 VP on each non-Gathering Action Supply pile; gaining an Action moves 1 VP from its
    pile here; buying a Curse takes the VP from here."""
    _defiled_shrine_setup(g)

    def bought(g2: CardAPI, p: int, uid: int, card: str) -> Trigger | None:
        if card != "curse":
            return None
        return _vp_trigger("defiled-shrine", lambda: take_here(g2, p, "defiled-shrine"))
    g.bought_rules.append(bought)


@game_rule("defiled-shrine", "2e")
def defiled_shrine(g: CardAPI) -> None:
    """2022 text: as before, but the VP here go to a player gaining a Curse in their Buy phase (bought or
    otherwise gained then), not to one buying it."""
    _defiled_shrine_setup(g)

    def curse(g2: CardAPI, p: int, uid: int, card: str, dst: int) -> Trigger | None:
        if card != "curse" or p != g2.turn.player or g2.turn.phase is not Phase.BUY:
            return None
        return _vp_trigger("defiled-shrine", lambda: take_here(g2, p, "defiled-shrine"))
    g.gain_rules.append(curse)


def _defiled_shrine_setup(g: CardAPI) -> None:
    """Set-up: 2 VP on each non-Gathering Action Supply pile; gaining an Action moves 1 VP from its pile here."""
    for pile in g.zones.supply_piles:
        types = pile_types(g, pile)
        if "action" in types and "gathering" not in types:
            add_pile_vp(g, pile, 2)

    def gained(g2: CardAPI, p: int, uid: int, card: str, dst: int) -> Trigger | None:
        pile = g2.zones.home[uid]
        if not g2.is_type(uid, "action") or not pile_vp(g2, pile):
            return None

        def move() -> None:
            if pile_vp(g2, pile):
                add_pile_vp(g2, pile, -1)
                g2.mats["defiled-shrine"] = g2.mats.get("defiled-shrine", 0) + 1
        return Trigger("defiled-shrine:defiled-shrine", False, lambda: True, move)
    g.gain_rules.append(gained)


@game_rule("labyrinth")
def labyrinth(g: CardAPI) -> None:
    """Set-up: 6 VP per player here; gaining your 2nd card in one of your turns takes 2."""
    vp_here(g, "labyrinth", 6)

    def gained(g2: CardAPI, p: int, uid: int, card: str, dst: int) -> Trigger | None:
        if p != g2.turn.player or g2.turn.gains != 2 or not g2.mats.get("labyrinth"):
            return None
        return _vp_trigger("labyrinth", lambda: take_here(g2, p, "labyrinth", 2))
    g.gain_rules.append(gained)


@game_rule("tomb")
def tomb(g: CardAPI) -> None:
    """When you trash a card, +1 VP."""
    g.trash_rules.append(lambda g2, p, uid, card: vp(g2, p, 1))


@game_rule("mountain-pass", "1e")
def mountain_pass_1e(g: CardAPI) -> None:
    """Original text: the first player to gain a Province: after that turn each player bids once, up to 40 debt,
    ending with them; the high bidder gets +8 VP and takes the debt bid."""
    def gained(g2: CardAPI, p: int, uid: int, card: str, dst: int) -> Trigger | None:
        if card == "province" and "mountain-pass" not in g2.mats:
            g2.mats["mountain-pass"] = p + 1
        return None

    def after(g2: CardAPI, player: int) -> None:
        first = g2.mats.get("mountain-pass", 0)
        if first <= 0:
            return
        g2.mats["mountain-pass"] = 0
        _mountain_pass_bids(g2, first - 1)
    g.gain_rules.append(gained)
    g.turn_end_rules.append(after)


@game_rule("mountain-pass", "2e")
def mountain_pass(g: CardAPI) -> None:
    """2022 text: when a player is the first to gain a Province, each player bids at once, up to 40 debt, ending
    with them; the high bidder gets +8 VP and takes the debt bid."""
    def gained(g2: CardAPI, p: int, uid: int, card: str, dst: int) -> Trigger | None:
        if card != "province" or "mountain-pass" in g2.mats:
            return None
        g2.mats["mountain-pass"] = 0
        return Trigger("mountain-pass:mountain-pass", False, lambda: True, lambda: _mountain_pass_bids(g2, p))
    g.gain_rules.append(gained)


def _mountain_pass_bids(g: CardAPI, first: int) -> None:
    """Each player bids once, from the left of the first Province gainer and ending with them: a pass or more
    than the bid before, up to 40 debt; the high bidder gets +8 VP and takes the debt."""
    winner, high = None, 0
    for p in g.turn_order((first + 1) % g.n):
        ids = ["bid:0"] + [f"bid:{k}" for k in range(high + 1, 41)]
        bid = int(g.ask("bid", p, ids, high=high)[0][4:])
        if bid > high:
            winner, high = p, bid
    if winner is not None:
        vp(g, winner, 8)
        g.take_debt(winner, high)


def _score(card: str) -> Callable[[Callable[[CardAPI, int], int]], Callable[[CardAPI, int], int]]:
    """Register a Landmark's end-of-game scoring as a game rule."""
    def wrap(fn: Callable[[CardAPI, int], int]) -> Callable[[CardAPI, int], int]:
        game_rule(card)(lambda g: g.score_rules.append(fn))
        return fn
    return wrap


@_score("bandit-fort")
def bandit_fort(g: CardAPI, p: int) -> int:
    """When scoring, -2 VP per Silver and per Gold you have."""
    return -2 * sum(1 for c in owned(g, p) if c in ("silver", "gold"))


@_score("fountain")
def fountain(g: CardAPI, p: int) -> int:
    """When scoring, 15 VP if you have at least 10 Coppers."""
    return 15 if owned(g, p).count("copper") >= 10 else 0


@_score("keep")
def keep(g: CardAPI, p: int) -> int:
    """When scoring, 5 VP per differently named Treasure you have more of than each other player, or tied."""
    mine = [c for c in owned(g, p) if "treasure" in g.defs[c].types]
    theirs = [owned(g, o) for o in g.others(p)]
    return 5 * sum(1 for c in set(mine) if all(mine.count(c) >= t.count(c) for t in theirs))


@_score("museum")
def museum(g: CardAPI, p: int) -> int:
    """When scoring, 2 VP per differently named card you have."""
    return 2 * len(set(owned(g, p)))


@_score("orchard")
def orchard(g: CardAPI, p: int) -> int:
    """When scoring, 4 VP per differently named Action card you have 3 or more copies of."""
    cards = [c for c in owned(g, p) if "action" in g.defs[c].types]
    return 4 * sum(1 for c in set(cards) if cards.count(c) >= 3)


@_score("palace")
def palace(g: CardAPI, p: int) -> int:
    """When scoring, 3 VP per set of Copper, Silver and Gold you have."""
    cards = owned(g, p)
    return 3 * min(cards.count("copper"), cards.count("silver"), cards.count("gold"))


@_score("tower")
def tower(g: CardAPI, p: int) -> int:
    """When scoring, 1 VP per non-Victory card you have from an empty Supply pile."""
    z = g.zones
    empty = {pile for pile in z.supply_piles if not g.pile_count(pile)}
    return sum(1 for zi in range(NPZ) for u in z.of(p, zi)
               if z.home[u] in empty and not g.is_type(u, "victory"))


@_score("triumphal-arch")
def triumphal_arch(g: CardAPI, p: int) -> int:
    """When scoring, 3 VP per copy you have of your 2nd most common Action card."""
    cards = [c for c in owned(g, p) if "action" in g.defs[c].types]
    counts = sorted((cards.count(c) for c in set(cards)), reverse=True)
    return 3 * counts[1] if len(counts) > 1 else 0


@_score("wall")
def wall(g: CardAPI, p: int) -> int:
    """When scoring, -1 VP per card you have after the first 15."""
    return -max(0, len(owned(g, p)) - 15)


@_score("wolf-den")
def wolf_den(g: CardAPI, p: int) -> int:
    """When scoring, -3 VP per card you have exactly one copy of."""
    cards = owned(g, p)
    return -3 * sum(1 for c in set(cards) if cards.count(c) == 1)


@game_rule("obelisk")
def obelisk(g: CardAPI) -> None:
    """Set-up: a random Action Supply pile is chosen; when scoring, 2 VP per card you have from it."""
    piles = [pile for pile in g.zones.supply_piles if "action" in pile_types(g, pile)]
    if not piles:
        return
    chosen = g.rng.choice(sorted(piles))
    g.supply_tokens.setdefault(chosen, {})["obelisk"] = 1

    def score(g2: CardAPI, p: int) -> int:
        z = g2.zones
        return 2 * sum(1 for zi in range(NPZ) for u in z.of(p, zi) if z.home[u] == chosen)
    g.score_rules.append(score)
