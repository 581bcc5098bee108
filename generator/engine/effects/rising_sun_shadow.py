"""Rising Sun: the Shadow cards (played from the deck as if from the hand, put on the bottom when shuffled) and
the Kingdom cards around them, from the card texts and the Rising Sun rulebook's FAQ."""

from __future__ import annotations

from collections import Counter

from generator.engine.api import CardAPI
from generator.engine.effects.common import choose_hand, discard_down_to, gain_pick, stay_with
from generator.engine.hooks import bottom_when_shuffled, game_rule, on_play, play_from_deck, setup
from generator.engine.setup import SetupPlan
from generator.engine.types import HAND, IN_PLAY, CardDef, Cost, Zone

SHADOW = "shadow"
"""The Shadow card type."""

# -- the Shadow mechanism -------------------------------------------------------------------------------

play_from_deck(SHADOW)
bottom_when_shuffled(SHADOW)


# -- Shadow cards -------------------------------------------------------------------------------------------

@on_play("alley")
def alley(g: CardAPI, p: int, uid: int) -> None:
    """+1 Card, +1 Action; discard a card (from your hand)."""
    g.draw(p, 1)
    g.turn.actions += 1
    g.discard_cards(p, choose_hand(g, p, "discard", "discard"))


@on_play("fishmonger")
def fishmonger(g: CardAPI, p: int, uid: int) -> None:
    """+1 Buy, +$1."""
    g.turn.buys += 1
    g.turn.coins += 1


@on_play("ninja")
def ninja(g: CardAPI, p: int, uid: int) -> None:
    """+1 Card; each other player discards down to 3 cards in hand."""
    g.draw(p, 1)
    for o in g.attack_targets(p):
        discard_down_to(g, o, 3)


RONIN_HAND = 7
"""Ronin draws until its player has this many cards in hand."""


@on_play("ronin")
def ronin(g: CardAPI, p: int, uid: int) -> None:
    """Draw until you have 7 cards in hand (one at a time, stopping when nothing is left to draw)."""
    hand = g.zones.of(p, HAND)
    while len(hand) < RONIN_HAND:
        if not g.draw(p, 1, plus=False):
            return


@on_play("tanuki")
def tanuki(g: CardAPI, p: int, uid: int) -> None:
    """Trash a card from your hand; gain a card costing up to $2 more than it."""
    picked = choose_hand(g, p, "trash", "trash")
    if not picked:
        return
    cost = g.cost_of(g.zones.card_of[picked[0]])
    g.trash(p, picked[0])
    gain_pick(g, p, lambda c: g.cost_of(c).le(cost.plus(2)))


# -- Riverboat ----------------------------------------------------------------------------------------------

RIVERBOAT = "riverboat"
RIVERBOAT_COST = 5
"""Riverboat's set-aside card costs exactly this many coins."""


def _riverboat_fits(d: CardDef) -> bool:
    """A card Riverboat may set aside: a non-Duration Action costing exactly $5 (no Potion, no Debt)."""
    return ("action" in d.types and "duration" not in d.types
            and d.cost == Cost(RIVERBOAT_COST))


@setup(RIVERBOAT)
def riverboat_setup(plan: SetupPlan) -> None:
    """Set-up: set aside an unused non-Duration Action card costing $5 (and do the set-up it needs)."""
    plan.set_aside_unused(_riverboat_fits)


def riverboat_card(g: CardAPI) -> int | None:
    """The card set aside for Riverboat: the one card of a non-Supply pile named by its own id that is a
    non-Duration Action costing $5 (the first such pile by id), or None when the game has none."""
    z = g.zones
    for pid in sorted(z.piles):
        code = z.piles[pid]
        cards = z.lists[code]
        if (z.kind[code] is Zone.NON_SUPPLY and pid in g.defs and _riverboat_fits(g.defs[pid]) and cards
                and all(z.card_of[u] == pid for u in cards)):
            return cards[-1]
    return None


@on_play(RIVERBOAT)
def riverboat(g: CardAPI, p: int, uid: int) -> None:
    """At the start of your next turn, play the set-aside card, leaving it there."""
    g.at_next_turn(p, uid, _riverboat_plays)


def _riverboat_plays(g: CardAPI, p: int, uid: int) -> None:
    """Play the set-aside card where it lies (it does not move; what it would do to itself fails); when that
    play leaves a card in play for a later turn (a Duration it played from the hand), Riverboat stays in play as
    long as that card does, as the set-aside card would have (Riverboat FAQ)."""
    card = riverboat_card(g)
    if card is None:
        return
    staying = g.players[p].staying
    before = set(staying)
    g.resolve(p, card, g.zones.card_of[card])
    pcode = g.zones.code(p, IN_PLAY)
    for target in sorted(staying - before):
        if target != uid and g.zones.loc[target] == pcode and g.zones.loc[uid] == pcode:
            stay_with(g, p, uid, target)


# -- Samurai ------------------------------------------------------------------------------------------------

@on_play("samurai")
def samurai(g: CardAPI, p: int, uid: int) -> None:
    """Each other player discards down to 3 cards in hand (once); +$1 at the start of each of your turns this
    game (it stays in play)."""
    for o in g.attack_targets(p):
        discard_down_to(g, o, 3)
    g.at_next_turn(p, uid, _samurai_coin)


def _samurai_coin(g: CardAPI, p: int, uid: int) -> None:
    """+$1, and again at the start of the next turn, for as long as the Samurai is in play."""
    if g.zones.loc[uid] != g.zones.code(p, IN_PLAY):
        return
    g.turn.coins += 1
    g.at_next_turn(p, uid, _samurai_coin)


# -- Daimyo -------------------------------------------------------------------------------------------------

DAIMYO = "daimyo"
"""TurnState.marks key: {player: Daimyos waiting for that player's next non-Command Action this turn}; and
``DAIMYO_TARGETS``: {uid being played: replays owed once it has resolved}."""
DAIMYO_TARGETS = "daimyo-targets"


@on_play(DAIMYO)
def daimyo(g: CardAPI, p: int, uid: int) -> None:
    """+1 Card, +1 Action; the next time you play a non-Command Action card this turn, replay it afterwards."""
    g.draw(p, 1)
    g.turn.actions += 1
    waiting = g.turn.marks.setdefault(DAIMYO, {})
    waiting[p] = waiting.get(p, 0) + 1


@game_rule(DAIMYO)
def daimyo_rule(g: CardAPI) -> None:
    """A played non-Command Action takes every Daimyo waiting for it; once it has resolved it is replayed once
    per Daimyo, even if it has left play (Daimyo FAQ)."""
    def playing(g2: CardAPI, p: int, uid: int, card: str) -> None:
        waiting = g2.turn.marks.get(DAIMYO)
        if not waiting or not waiting.get(p):
            return
        types = g2.types_of(uid) if card == g2.zones.card_of[uid] else g2.defs[card].types
        if "action" not in types or "command" in types:
            return
        owed = g2.turn.marks.setdefault(DAIMYO_TARGETS, {})
        owed[uid] = owed.get(uid, 0) + waiting.pop(p)

    def played(g2: CardAPI, p: int, uid: int, card: str) -> None:
        owed = g2.turn.marks.get(DAIMYO_TARGETS)
        if not owed or uid not in owed:
            return
        for _ in range(owed.pop(uid)):
            g2.resolve(p, uid)
    g.play_rules.append(playing)
    g.after_play_rules.append(played)


# -- Aristocrat, Artist, Rice ----------------------------------------------------------------------------------

ARISTOCRAT = "aristocrat"


@on_play(ARISTOCRAT)
def aristocrat(g: CardAPI, p: int, uid: int) -> None:
    """By the number of Aristocrats you have in play: 1 or 5: +3 Actions; 2 or 6: +3 Cards; 3 or 7: +$3;
    4 or 8: +3 Buys; any other number: nothing."""
    n = sum(1 for u in g.zones.plays[p] if g.card_as(u) == ARISTOCRAT)
    if not 1 <= n <= 8:
        return
    step = (n - 1) % 4
    if step == 0:
        g.turn.actions += 3
    elif step == 1:
        g.draw(p, 3)
    elif step == 2:
        g.turn.coins += 3
    else:
        g.turn.buys += 3


@on_play("artist")
def artist(g: CardAPI, p: int, uid: int) -> None:
    """+1 Action; +1 Card per card you have exactly one copy of in play (itself included)."""
    g.turn.actions += 1
    names = Counter(g.card_as(u) for u in g.zones.plays[p])
    g.draw(p, sum(1 for n in names.values() if n == 1))


@on_play("rice")
def rice(g: CardAPI, p: int, uid: int) -> None:
    """+1 Buy; +$1 per different type among the cards you have in play."""
    g.turn.buys += 1
    types: set[str] = set()
    for u in g.zones.plays[p]:
        types |= g.types_of(u)
    g.turn.coins += len(types)


# -- Snake Witch ----------------------------------------------------------------------------------------------

@on_play("snake-witch")
def snake_witch(g: CardAPI, p: int, uid: int) -> None:
    """+1 Card, +1 Action; if your hand has no duplicate cards, you may reveal it and return this to its pile,
    to have each other player gain a Curse (nothing when it cannot be returned)."""
    g.draw(p, 1)
    g.turn.actions += 1
    hand = g.zones.hands[p]
    names = [g.zones.card_of[u] for u in hand]
    if len(set(names)) != len(names):
        return
    if g.ask("snake-witch", p, ["yes", "no"]) != ["yes"]:
        return
    g.reveal(p, list(hand))
    if g.return_to_pile(p, uid, g.zones.code(p, IN_PLAY)):
        for o in g.attack_targets(p):
            g.gain(o, "curse")
