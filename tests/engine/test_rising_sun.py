"""Rising Sun: the Debt Kingdom cards, Rice Broker and the Events, from the card texts and the Rising Sun
rulebook's FAQ."""

from __future__ import annotations

from generator.engine import PlayerLayout
from generator.engine.types import Phase
from tests.engine.helpers import gained, scenario

P = PlayerLayout
DECK = ["copper"] * 10


def offered(d: object, kind: str) -> list[str]:
    """The option ids of the first decision of ``kind`` the decider was asked."""
    for dec in d.asked:  # type: ignore[attr-defined]
        if dec.kind == kind:
            return list(dec.ids())
    raise AssertionError(f"no {kind!r} decision was asked")


# -- Change ------------------------------------------------------------------------------------------------------
def test_change_with_debt_gives_three_coins() -> None:
    """Change: if you have any Debt, +$3 and nothing else (no trashing)."""
    g, _ = scenario([P(hand=["change", "copper"]), P()])
    g.players[0].debt = 2
    g.play(0, "change")
    assert g.turn.coins == 3 and g.hand(0) == ["copper"] and g.trash_ids() == [] and g.players[0].debt == 2


def test_change_trashes_and_gains_a_costlier_card_taking_the_difference_in_debt() -> None:
    """Change: with no Debt, trash a card, gain one costing more $ and take Debt for the difference (FAQ: Copper
    into Province, 8 Debt)."""
    g, d = scenario([P(hand=["change", "copper", "estate"]), P()], ["trash:copper", "gain:province"])
    g.play(0, "change")
    assert g.trash_ids() == ["copper"] and gained(g) == [(0, "province", "supply", "discard")]
    assert g.players[0].debt == 8 and g.turn.coins == 0


def test_change_never_offers_a_card_costing_the_same() -> None:
    """Change: the gained card must cost more $ than the trashed one; an equal cost is not offered (FAQ)."""
    g, d = scenario([P(hand=["change", "silver"]), P()], ["gain:gold"])
    g.play(0, "change")
    options = offered(d, "gain")
    assert "gain:silver" not in options and "gain:estate" not in options and "gain:gold" in options
    assert g.players[0].debt == 3


def test_change_ignores_potions_in_costs() -> None:
    """Change: only $ is compared, so an Estate may become an Alchemist ($3 and a Potion) for 1 Debt (FAQ)."""
    g, _ = scenario([P(hand=["change", "estate"]), P()], ["gain:alchemist"], supply={"alchemist": 10, "potion": 16})
    g.play(0, "change")
    assert gained(g) == [(0, "alchemist", "supply", "discard")] and g.players[0].debt == 1


def test_change_lets_you_pay_off_debt_first() -> None:
    """Change: Debt may be paid off at any time of the turn, so paying all of it first makes Change trash and gain
    (FAQ)."""
    g, _ = scenario([P(hand=["change", "copper"]), P()], ["pay-debt:2", "gain:silver"], coins=2)
    g.players[0].debt = 2
    g.play(0, "change")
    assert g.turn.coins == 0 and g.trash_ids() == ["copper"] and gained(g) == [(0, "silver", "supply", "discard")]
    assert g.players[0].debt == 3


def test_change_paying_part_of_the_debt_still_gives_coins() -> None:
    """Change: with Debt left after paying some of it, Change gives +$3."""
    g, _ = scenario([P(hand=["change", "copper"]), P()], ["pay-debt:1"], coins=1)
    g.players[0].debt = 2
    g.play(0, "change")
    assert g.turn.coins == 3 and g.players[0].debt == 1 and g.hand(0) == ["copper"]


# -- the Debt cantrips ---------------------------------------------------------------------------------------------
def test_craftsman_gains_up_to_five_and_takes_two_debt() -> None:
    """Craftsman: +2 Debt and gain a card costing up to $5 (Gold is not offered)."""
    g, d = scenario([P(hand=["craftsman"]), P()], ["gain:duchy"])
    g.play(0, "craftsman")
    assert gained(g) == [(0, "duchy", "supply", "discard")] and g.players[0].debt == 2
    assert "gain:gold" not in offered(d, "gain")


def test_craftsman_gains_even_with_debt() -> None:
    """Craftsman: you gain a card even if you already had Debt (FAQ)."""
    g, _ = scenario([P(hand=["craftsman"]), P()], ["gain:silver"])
    g.players[0].debt = 3
    g.play(0, "craftsman")
    assert gained(g) == [(0, "silver", "supply", "discard")] and g.players[0].debt == 5


def test_gold_mine_gold_costs_four_debt() -> None:
    """Gold Mine: +1 Card +1 Action +1 Buy, and you may gain a Gold, taking 4 Debt with it."""
    g, _ = scenario([P(hand=["gold-mine"], deck=DECK), P()], ["gain:gold"])
    g.play(0, "gold-mine")
    assert (g.turn.actions, g.turn.buys, len(g.hand(0))) == (1, 2, 1)
    assert gained(g) == [(0, "gold", "supply", "discard")] and g.players[0].debt == 4


def test_gold_mine_declined_gives_no_gold_and_no_debt() -> None:
    """Gold Mine: declining gains no Gold and takes no Debt; you cannot take one without the other (FAQ)."""
    g, _ = scenario([P(hand=["gold-mine"], deck=DECK), P()], ["no"])
    g.play(0, "gold-mine")
    assert gained(g) == [] and g.players[0].debt == 0 and g.turn.buys == 2


def test_imperial_envoy_draws_five_with_a_buy_and_two_debt() -> None:
    """Imperial Envoy: +5 Cards, +1 Buy, +2 Debt."""
    g, _ = scenario([P(hand=["imperial-envoy"], deck=DECK), P()])
    g.play(0, "imperial-envoy")
    assert (len(g.hand(0)), g.turn.buys, g.turn.actions, g.players[0].debt) == (5, 2, 0, 2)


def test_litter_draws_two_with_two_actions_and_one_debt() -> None:
    """Litter: +2 Cards, +2 Actions, +1 Debt."""
    g, _ = scenario([P(hand=["litter"], deck=DECK), P()])
    g.play(0, "litter")
    assert (len(g.hand(0)), g.turn.actions, g.players[0].debt) == (2, 2, 1)


def test_root_cellar_draws_three_with_an_action_and_three_debt() -> None:
    """Root Cellar: +3 Cards, +1 Action, +3 Debt, even on top of Debt you had (FAQ)."""
    g, _ = scenario([P(hand=["root-cellar"], deck=DECK), P()])
    g.players[0].debt = 1
    g.play(0, "root-cellar")
    assert (len(g.hand(0)), g.turn.actions, g.players[0].debt) == (3, 1, 4)


def test_debt_from_a_card_stops_buying_until_paid() -> None:
    """Debt: after Litter's Debt a player cannot buy until they have paid it off with $1 per token."""
    g, _ = scenario([P(hand=["litter", "copper", "copper"], deck=DECK), P()], ["pay-debt:1"])
    g.play(0, "litter")
    g.turn.phase = Phase.BUY
    assert not g.can_buy(0, "copper")
    g.turn.coins = 1
    g.pay_debt(0)
    assert g.players[0].debt == 0 and g.turn.coins == 0 and g.can_buy(0, "copper")


# -- Rice Broker ----------------------------------------------------------------------------------------------------
def test_rice_broker_treasure_draws_two() -> None:
    """Rice Broker: +1 Action; trashing a Treasure gives +2 Cards."""
    g, _ = scenario([P(hand=["rice-broker", "silver", "estate"], deck=DECK), P()], ["trash:silver"])
    g.play(0, "rice-broker")
    assert g.trash_ids() == ["silver"] and len(g.hand(0)) == 3 and g.turn.actions == 1


def test_rice_broker_action_draws_five() -> None:
    """Rice Broker: trashing an Action card gives +5 Cards."""
    g, _ = scenario([P(hand=["rice-broker", "village"], deck=DECK), P()])
    g.play(0, "rice-broker")
    assert g.trash_ids() == ["village"] and len(g.hand(0)) == 5


def test_rice_broker_treasure_action_draws_seven() -> None:
    """Rice Broker: a card that is both a Treasure and an Action gives +2 Cards and then +5 Cards (FAQ)."""
    g, _ = scenario([P(hand=["rice-broker", "crown"], deck=DECK), P()], supply={"crown": 10})
    g.play(0, "rice-broker")
    assert g.trash_ids() == ["crown"] and len(g.hand(0)) == 7


def test_rice_broker_victory_card_draws_nothing() -> None:
    """Rice Broker: trashing a card with neither type, such as a Province, draws nothing (FAQ)."""
    g, _ = scenario([P(hand=["rice-broker", "province"], deck=DECK), P()])
    g.play(0, "rice-broker")
    assert g.trash_ids() == ["province"] and g.hand(0) == []
