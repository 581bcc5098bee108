"""Rising Sun: the Kingdom cards that take or look at Debt (Change, Craftsman, Gold Mine, Imperial Envoy, Litter,
Root Cellar), Rice Broker, and the ten Events, from the card texts and the Rising Sun rulebook's FAQ.

Debt works as in Empires (:meth:`CardAPI.take_debt`, :meth:`CardAPI.pay_debt`): a player with Debt may buy
nothing, and pays it off with $1 per token.  The Prophecies, the Omens and the Shadow cards live in their own
modules.
"""

from __future__ import annotations

from generator.engine.api import CardAPI
from generator.engine.effects.common import choose_hand, gain_pick, pick_supply, up_to
from generator.engine.hooks import on_play


# -- Kingdom cards ---------------------------------------------------------------------------------------------
@on_play("change")
def change(g: CardAPI, p: int, uid: int) -> None:
    """If you have any Debt, +$3; otherwise trash a card from your hand, gain a card costing more $ than it, and take
    Debt equal to the difference in $."""
    state = g.players[p]
    if state.debt and g.turn.coins:
        g.pay_debt(p)  # Debt may be paid off at any time of the turn, so before Change looks at it
    if state.debt:
        g.turn.coins += 3
        return
    picked = choose_hand(g, p, "trash", "trash")
    if not picked:
        return
    trashed = g.cost_of(g.zones.card_of[picked[0]]).coins
    g.trash(p, picked[0])
    card = pick_supply(g, p, lambda c: g.cost_of(c).coins > trashed)
    if card is None:
        return
    gained = g.cost_of(card).coins
    if g.gain(p, card) is not None:
        g.take_debt(p, gained - trashed)


@on_play("craftsman")
def craftsman(g: CardAPI, p: int, uid: int) -> None:
    """+2 Debt; gain a card costing up to $5."""
    g.take_debt(p, 2)
    gain_pick(g, p, up_to(g, 5))


@on_play("gold-mine")
def gold_mine(g: CardAPI, p: int, uid: int) -> None:
    """+1 Card, +1 Action, +1 Buy; you may gain a Gold and take 4 Debt."""
    g.draw(p, 1)
    g.turn.actions += 1
    g.turn.buys += 1
    if g.ask("gold-mine", p, ["gain:gold", "no"]) == ["gain:gold"]:
        g.gain(p, "gold")
        g.take_debt(p, 4)


@on_play("imperial-envoy")
def imperial_envoy(g: CardAPI, p: int, uid: int) -> None:
    """+5 Cards, +1 Buy, +2 Debt."""
    g.draw(p, 5)
    g.turn.buys += 1
    g.take_debt(p, 2)


@on_play("litter")
def litter(g: CardAPI, p: int, uid: int) -> None:
    """+2 Cards, +2 Actions, +1 Debt."""
    g.draw(p, 2)
    g.turn.actions += 2
    g.take_debt(p, 1)


@on_play("rice-broker")
def rice_broker(g: CardAPI, p: int, uid: int) -> None:
    """+1 Action; trash a card from your hand: a Treasure gives +2 Cards, an Action +5 Cards (both: +2 then +5)."""
    g.turn.actions += 1
    picked = choose_hand(g, p, "trash", "trash")
    if not picked:
        return
    types = g.types_of(picked[0])
    g.trash(p, picked[0])
    if "treasure" in types:
        g.draw(p, 2)
    if "action" in types:
        g.draw(p, 5)


@on_play("root-cellar")
def root_cellar(g: CardAPI, p: int, uid: int) -> None:
    """+3 Cards, +1 Action, +3 Debt."""
    g.draw(p, 3)
    g.turn.actions += 1
    g.take_debt(p, 3)
