"""Mechanisms the core gained for Cornucopia: cards set aside until Clean-up."""

from __future__ import annotations

from generator.engine import PlayerLayout, Zone
from generator.engine.types import SET_ASIDE
from tests.engine.helpers import scenario

P = PlayerLayout


def test_cards_set_aside_until_cleanup_are_discarded_then() -> None:
    """A card the turn player set aside to be discarded in Clean-up reaches the discard pile in Clean-up, with
    the hand and the cards in play, before the new hand is drawn."""
    g, _ = scenario([P(hand=["copper"], set_aside=["province"], deck=["estate"] * 5), P()])
    uid = g.find(0, "province", SET_ASIDE)
    g.turn.aside_until_cleanup.append(uid)
    g.cleanup(0)
    assert g.zone(0, Zone.SET_ASIDE) == [] and sorted(g.discard(0)) == ["copper", "province"]
    assert g.hand(0) == ["estate"] * 5 and g.turn.aside_until_cleanup == []


def test_other_set_aside_cards_stay_through_cleanup() -> None:
    """Cards set aside for a later turn (not listed for Clean-up) stay set aside through Clean-up."""
    g, _ = scenario([P(set_aside=["silver"], deck=["estate"] * 5), P()])
    g.cleanup(0)
    assert g.zone(0, Zone.SET_ASIDE) == ["silver"]
