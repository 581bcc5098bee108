"""The core mechanisms Empires added: costs in debt, paying debt off, no buying while in debt, split piles and
the Castles pile (only the top card can be bought or gained), and scoring rules (Landmarks)."""

from __future__ import annotations

import pytest

from generator.engine import Game, GameOptions, PlayerLayout, RandomDecider
from generator.engine.events import TokenChanged
from generator.engine.types import Phase
from generator.errors import IllegalActionError
from tests.engine.carddefs import card_defs
from tests.engine.helpers import scenario

P = PlayerLayout


def test_buying_a_debt_cost_card_takes_its_debt() -> None:
    """Debt: buying a card costing 8 debt needs no coins; the buyer takes 8 debt tokens (Empires rulebook)."""
    g, _ = scenario([P(), P()], supply={"city-quarter": 10}, phase="buy", coins=0)
    g.buy(0, "city-quarter")
    assert g.players[0].debt == 8 and g.discard(0) == ["city-quarter"] and g.turn.buys == 0
    assert TokenChanged(0, "debt", "8") in g.events


def test_no_buying_while_in_debt() -> None:
    """Debt: while you have debt you may buy neither cards nor Events, even with coins left that you choose not
    to pay it with (Empires rulebook)."""
    g, _ = scenario([P(), P()], ["pay-debt:0"], phase="buy", coins=3, buys=2)
    g.players[0].debt = 2
    with pytest.raises(IllegalActionError):
        g.buy(0, "silver")
    assert g.players[0].debt == 2 and g.discard(0) == []
    assert "silver" not in g.affordable()


def test_paying_debt_off_then_buying() -> None:
    """Debt: in your Buy phase you may pay off debt at $1 per token, then buy with what is left."""
    g, d = scenario([P(), P()], ["pay-debt:2"], phase="buy", coins=5, buys=1)
    g.players[0].debt = 2
    g.buy(0, "silver")
    assert g.players[0].debt == 0 and g.turn.coins == 0 and g.discard(0) == ["silver"]
    assert d.asked[0].ids() == ["pay-debt:2", "pay-debt:1", "pay-debt:0"]


def test_buy_phase_offers_to_pay_debt_before_buying() -> None:
    """Debt: the Buy phase offers paying off debt before each purchase; once paid, cards become affordable."""
    g, d = scenario([P(hand=["gold", "gold", "copper"]), P()], ["pay-debt:3", "buy:silver"], phase="buy")
    g.players[0].debt = 3
    g.buy_phase(0)
    assert g.players[0].debt == 0 and g.discard(0) == ["silver"]
    assert [x.kind for x in d.asked] == ["pay-debt", "buy"]


def test_debt_events_cost_debt() -> None:
    """Debt: an Event costing debt (Triumph, 5 debt) gives its debt to the buyer like a card does."""
    g, _ = scenario([P(), P()], phase="buy", coins=0, events=["triumph"])
    g.buy(0, "triumph")
    assert g.players[0].debt == 5


def test_split_pile_only_top_half_until_it_runs_out() -> None:
    """Split piles: only the top card can be bought or gained; Rocks under Catapults is not in the Supply until
    the Catapults are gone (Empires rulebook)."""
    g, _ = scenario([P(), P()], supply={"catapult-rocks": ["rocks", "catapult"]}, phase="buy", coins=4)
    assert not g.in_supply("rocks") and g.gain(0, "rocks") is None
    assert g.gain(0, "catapult") is not None
    assert g.in_supply("rocks")


def test_real_set_up_stacks_the_split_pile_cheaper_half_on_top() -> None:
    """Split piles: a real set-up has five of the cheaper card on five of the other (Empires rulebook)."""
    g = Game.new(card_defs(), ["patrician-emporium"], 2, RandomDecider(1), seed=1,
                 options=GameOptions(colony=False, shelters=False))
    assert g.pile("patrician-emporium") == ["emporium"] * 5 + ["patrician"] * 5


def test_castles_pile_in_cost_order_one_each_with_two_players() -> None:
    """Castles: sorted by cost with the cheapest on top; two players use one of each Castle (Empires rulebook)."""
    g = Game.new(card_defs(), ["castles"], 2, RandomDecider(1), seed=1,
                 options=GameOptions(colony=False, shelters=False))
    assert g.pile("castles") == ["kings-castle", "grand-castle", "sprawling-castle", "opulent-castle",
                                 "haunted-castle", "small-castle", "crumbling-castle", "humble-castle"]


def test_castles_pile_has_twelve_with_three_players() -> None:
    """Castles: with three or more players the pile has 12 cards, two each of Humble, Small, Opulent and King's."""
    g = Game.new(card_defs(), ["castles"], 3, RandomDecider(1), seed=1,
                 options=GameOptions(colony=False, shelters=False))
    pile = g.pile("castles")
    assert len(pile) == 12 and pile[-2:] == ["humble-castle", "humble-castle"]
    assert [pile.count(c) for c in ("small-castle", "opulent-castle", "kings-castle", "grand-castle")] == [2, 2, 2, 1]


def test_only_the_top_castle_can_be_gained() -> None:
    """Castles: only the top Castle is in the Supply; gaining 'a Castle' takes whichever one is on top."""
    g, _ = scenario([P(), P()], supply={"castles": ["kings-castle", "small-castle", "humble-castle"]})
    assert g.gain(0, "small-castle") is None
    assert g.gain(0, "castles") is not None and g.discard(0) == ["humble-castle"]
    assert g.in_supply("small-castle")


def test_score_rules_add_to_the_score() -> None:
    """Scoring rules (Landmarks) add their victory points to each player's score when scoring."""
    g, _ = scenario([P(hand=["estate"]), P()])
    g.score_rules.append(lambda game, p: 10 if p == 0 else -3)
    assert (g.score(0), g.score(1)) == (11, -3)


def test_bots_pay_debt_in_fast_games() -> None:
    """Debt: random games with debt-cost cards run with checks on, and every debt taken is eventually payable."""
    g = Game.new(card_defs(), ["city-quarter", "engineer", "royal-blacksmith", "village", "smithy",
                               "market", "patrician-emporium", "castles", "forum", "temple"], 2,
                 RandomDecider(3), seed=3, options=GameOptions(colony=False, shelters=False))
    g.run(60)
    g.check_invariants()
    assert g.turn.phase is not Phase.BUY


def test_turn_end_rules_run_after_clean_up_drew_the_next_hand() -> None:
    """Turn-end rules (Donate, Baths, Mountain Pass) run once the turn is over: Clean-up has drawn the new hand."""
    g, _ = scenario([P(deck=["copper"] * 6), P()])
    seen: list[tuple[int, int]] = []
    g.turn_end_rules.append(lambda game, p: seen.append((p, len(game.zones.hands[p]))))
    g.cleanup(0)
    assert seen == [(0, 5)]


def test_buy_start_rules_run_before_treasures_are_played() -> None:
    """Buy-phase-start rules (Arena) run at the start of each Buy phase, before any Treasure is played."""
    g, _ = scenario([P(hand=["copper"]), P()], ["done"])
    seen: list[int] = []
    g.buy_start_rules.append(lambda game, p: seen.append(len(game.zones.plays[p])))
    g.buy_phase(0)
    assert seen == [0] and g.in_play(0) == ["copper"]


def test_trash_rules_see_the_trashing_player_even_for_supply_cards() -> None:
    """Trash rules (Tomb) see who trashes each card, also a card trashed from a Supply pile."""
    g, _ = scenario([P(hand=["estate"]), P()])
    seen: list[tuple[int, str]] = []
    g.trash_rules.append(lambda game, p, uid, card: seen.append((p, card)))
    g.trash(0, g.find(0, "estate"))
    top = g.supply_top("duchy")
    assert top is not None
    g.trash(1, top, g.zones.loc[top])
    assert seen == [(0, "estate"), (1, "duchy")]
