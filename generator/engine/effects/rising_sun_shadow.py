"""Rising Sun: the Shadow cards (played from the deck as if from the hand, put on the bottom when shuffled) and
the Kingdom cards around them, from the card texts and the Rising Sun rulebook's FAQ."""

from __future__ import annotations

from generator.engine.api import CardAPI
from generator.engine.effects.common import choose_hand, discard_down_to, gain_pick
from generator.engine.hooks import bottom_when_shuffled, on_play, play_from_deck
from generator.engine.types import HAND

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
        if not g.draw(p, 1):
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
