"""Generic core mechanisms the Seaside cards use: game rules reacting to every purchase and every play."""

from __future__ import annotations

from generator.engine import PlayerLayout
from generator.engine.api import CardAPI
from generator.engine.triggers import Trigger
from generator.engine.types import IN_PLAY
from tests.engine.helpers import gained, scenario

P = PlayerLayout


def test_bought_rule_adds_a_when_buy_trigger_before_the_gain() -> None:
    """A game rule in bought_rules sees every purchase and its trigger resolves before the bought card is gained."""
    g, _ = scenario([P(), P()], coins=3)
    seen: list[tuple[int, str]] = []

    def rule(g2: CardAPI, buyer: int, uid: int, card: str) -> Trigger | None:
        seen.append((buyer, card))
        return Trigger("rule:test", False, lambda: True, lambda: g2.gain(buyer, "curse"))
    g.bought_rules.append(rule)
    g.buy(0, "silver")
    assert seen == [(0, "silver")]
    assert [(p, c) for p, c, _s, _d in gained(g)] == [(0, "curse"), (0, "silver")]


def test_bought_rule_ignores_gains_that_are_not_purchases() -> None:
    """bought_rules run for buying only: gaining a card some other way does not call them."""
    g, _ = scenario([P(), P()])
    seen: list[str] = []
    g.bought_rules.append(lambda g2, buyer, uid, card: seen.append(card) or None)  # type: ignore[func-returns-value]
    g.gain(0, "silver")
    assert seen == []


def test_play_rule_sees_every_play_of_any_player() -> None:
    """play_rules are called for each card any player plays, with the player and the card played."""
    g, _ = scenario([P(hand=["copper"]), P(hand=["silver"])])
    seen: list[tuple[int, str]] = []
    g.play_rules.append(lambda g2, player, uid, card: seen.append((player, card)))
    g.play(0, "copper")
    g.play(1, "silver")
    assert seen == [(0, "copper"), (1, "silver")]


def test_throne_room_on_caravan_draws_two_next_turn_and_stays() -> None:
    """Throne Room on a Duration: the Duration's next-turn part happens twice and Throne Room stays in play
    with it until the Clean-up of that turn (Seaside rulebook, Duration cards)."""
    deck = ["province", "duchy"] + ["copper"] * 5 + ["silver", "gold"]
    g, _ = scenario([P(hand=["throne-room", "caravan"], deck=deck), P()], ["play:caravan"])
    z = g.zones
    tr = g.find(0, "throne-room")
    g.play(0, "throne-room")
    assert g.hand(0) == ["gold", "silver"]
    g.cleanup(0)
    assert g.in_play(0) == ["throne-room", "caravan"]
    assert g.hand(0) == ["copper"] * 5
    g.start_turn(0)
    assert g.hand(0) == ["copper"] * 5 + ["duchy", "province"]
    g.cleanup(0)
    assert g.in_play(0) == [] and not g.players[0].staying
    assert z.loc[tr] != z.code(0, IN_PLAY)
