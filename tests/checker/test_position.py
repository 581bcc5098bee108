"""Scenario position fields, new steps and new expectations, run on the engine."""

from __future__ import annotations

from typing import Any

import pytest

from generator.checker.runner import RunResult, card_defs, run_scenario
from generator.checker.scenario import parse_scenario
from generator.errors import Location, ScenarioError
from generator.kb.schema import Knowledge


def _run(kb: Knowledge, data: dict[str, Any]) -> RunResult:
    return run_scenario(kb, card_defs(kb), parse_scenario("t", data, Location("t.yaml", 1)))


def _failures(result: RunResult) -> list[str]:
    return [result.error or ""] if result.error else [o.detail for o in result.outcomes if not o.passed]


def test_stated_coins_are_not_topped_up(kb: Knowledge) -> None:
    """With coins: 2 stated, buying a $3 Silver is refused instead of being funded."""
    result = _run(kb, {"phase": "buy", "coins": 2, "script": [{"buy": "silver"}],
                       "expect": [{"gained": {"card": "silver"}}]})
    assert not result.passed
    assert "costs" in (result.error or "") and "$2" in (result.error or "")


def test_unstated_coins_fund_each_buy(kb: Knowledge) -> None:
    """Without coins:, a buy step gets exactly what the card costs and the gain lands in the discard pile."""
    result = _run(kb, {"script": [{"buy": "gold"}],
                       "expect": [{"gained": {"card": "gold", "to": "discard", "from": "supply", "player": 0}},
                                  {"zone": {"player": 0, "zone": "discard", "exactly": ["gold"]}}]})
    assert result.passed, _failures(result)


def test_turn_player_and_buy_for_another_seat(kb: Knowledge) -> None:
    """turn_player: 1 lets seat 1 buy; the Bought and Gained events name player 1."""
    result = _run(kb, {"turn_player": 1, "script": [{"buy": {"card": "silver", "player": 1}}],
                       "expect": [{"event": {"type": "Bought", "player": 1, "card": "silver"}},
                                  {"gained": {"card": "silver", "player": 1}}]})
    assert result.passed, _failures(result)


def test_new_game_colony_adds_both_piles(kb: Knowledge) -> None:
    """new_game with colony: true has 8 Colonies (2 players) and 12 Platinums as Supply piles."""
    result = _run(kb, {"kingdom": ["mine"], "new_game": {"colony": True},
                       "expect": [{"pile": {"pile": "colony", "supply": True, "count": 8}},
                                  {"pile": {"pile": "platinum", "supply": True, "count": 12}}]})
    assert result.passed, _failures(result)


def test_pile_expectation_reports_wrong_status(kb: Knowledge) -> None:
    """Expecting the Spoils pile in the Supply fails and says it is a non-Supply pile."""
    result = _run(kb, {"kingdom": ["bandit-camp"], "expect": [{"pile": {"pile": "spoils", "supply": True}}]})
    assert not result.passed
    assert "non-Supply" in result.outcomes[0].detail


def test_offered_sees_only_pile_tops(kb: Knowledge) -> None:
    """Sculptor is offered the top Ruin (survivors) but never the Ruin beneath it."""
    result = _run(kb, {"kingdom": ["sculptor"], "supply": {"ruins": ["ruined-village", "survivors"]},
                       "players_setup": [{"hand": ["sculptor"]}],
                       "script": [{"play": "sculptor"}, {"choose": "gain:survivors"}],
                       "expect": [{"offered": {"option": "gain:survivors"}},
                                  {"offered": {"option": "gain:ruined-village", "is": False}},
                                  {"gained": {"card": "survivors", "to": "hand"}}]})
    assert result.passed, _failures(result)


def test_trash_step_fires_on_trash(kb: Knowledge) -> None:
    """A trash step on Lich runs its on-trash ability: it gains the cheaper Silver from the trash."""
    result = _run(kb, {"kingdom": ["lich"], "trash": ["silver"], "players_setup": [{"hand": ["lich"]}],
                       "script": [{"trash": {"card": "lich"}}],
                       "expect": [{"gained": {"card": "silver", "from": "trash", "player": 0}},
                                  {"trash": {"lacks": ["silver"]}}]})
    assert result.passed, _failures(result)


def test_wildcard_event_field(kb: Knowledge) -> None:
    """A '*' in an event field matches by pattern: Bandit Camp's Spoils come from 'non-supply:*'."""
    result = _run(kb, {"kingdom": ["bandit-camp"], "players_setup": [{"hand": ["bandit-camp"]}],
                       "script": [{"play": "bandit-camp"}],
                       "expect": [{"gained": {"card": "spoils", "from": "non-supply:*"}},
                                  {"not_gained": {"from": "trash*"}}]})
    assert result.passed, _failures(result)


def test_unknown_phase_is_refused() -> None:
    """phase: cleanup is refused with the allowed phases as a hint."""
    with pytest.raises(ScenarioError) as info:
        parse_scenario("t", {"phase": "cleanup", "expect": [{"game_over": {"is": False}}]}, Location("t.yaml", 1))
    assert "unknown phase 'cleanup'" in info.value.message
    assert info.value.hint == "phases: action, buy, night"


def test_winners_follow_the_stated_turns(kb: Knowledge) -> None:
    """turns_taken decides a tied score: the seat with fewer turns wins, and a wrong winners list fails."""
    data: dict[str, Any] = {"turns_taken": [4, 3], "players_setup": [{"deck": ["duchy"]}, {"deck": ["duchy"]}],
                            "expect": [{"winners": {"players": [1]}}]}
    assert _run(kb, data).passed
    data["expect"] = [{"winners": {"players": [0, 1]}}]
    result = _run(kb, data)
    assert not result.passed and "turns taken [4, 3]" in _failures(result)[0]


def test_turns_taken_shown_in_the_start_position(kb: Knowledge) -> None:
    """Stated turns appear in the start position; unstated ones do not."""
    shown = _run(kb, {"turns_taken": [2, 1], "expect": [{"game_over": {"is": False}}]})
    assert shown.start is not None and shown.start.turns_taken == (2, 1)
    plain = _run(kb, {"expect": [{"game_over": {"is": False}}]})
    assert plain.start is not None and plain.start.turns_taken == ()


@pytest.mark.parametrize(("value", "message"), [
    ([3], "one whole number per player (2)"),
    ([3, "x"], "one whole number per player (2)"),
    ([0, 3], "the turn player (seat 0) is taking a turn"),
])
def test_bad_turns_taken_is_a_located_error(value: Any, message: str) -> None:
    """A turns_taken list of the wrong length, with a non-number, or with the turn player at 0 is refused."""
    with pytest.raises(ScenarioError) as err:
        parse_scenario("t", {"turns_taken": value, "expect": [{"game_over": {}}]}, Location("t.yaml", 1))
    assert message in err.value.message and err.value.location is not None


def test_bad_winners_is_a_located_error() -> None:
    """winners must list seats of the game."""
    with pytest.raises(ScenarioError) as err:
        parse_scenario("t", {"expect": [{"winners": {"players": [2]}}]}, Location("t.yaml", 1))
    assert "seats from 0 to 1" in err.value.message


def test_a_scenario_cannot_play_an_action_without_an_action_left(kb: Knowledge) -> None:
    """A turn has one Action: a scenario playing a second Action card (no +Actions) fails, naming the card."""
    result = _run(kb, {"kingdom": ["smithy", "moat"], "players_setup": [{"hand": ["smithy", "moat"]}],
                       "script": [{"play": "smithy"}, {"play": "moat"}], "expect": [{"turn": {"actions": 0}}]})
    assert not result.passed and "'moat': no Actions left" in (result.error or "")
    result = _run(kb, {"kingdom": ["smithy", "moat"], "actions": 2, "players_setup": [{"hand": ["smithy", "moat"]}],
                       "script": [{"play": "smithy"}, {"play": "moat"}], "expect": [{"turn": {"actions": 0}}]})
    assert result.passed, _failures(result)


def test_a_scenario_cannot_play_cards_after_buying(kb: Knowledge) -> None:
    """A purchase ends the Action phase and Treasures come before buying: playing an Action card or a Treasure
    after a buy fails."""
    result = _run(kb, {"kingdom": ["smithy"], "players_setup": [{"hand": ["smithy"]}],
                       "script": [{"buy": "silver"}, {"play": "smithy"}], "expect": [{"gained": {"card": "silver"}}]})
    assert not result.passed and "after the Action phase" in (result.error or "")
    result = _run(kb, {"players_setup": [{"hand": ["copper"]}],
                       "script": [{"buy": "copper"}, {"play": "copper"}], "expect": [{"gained": {"card": "copper"}}]})
    assert not result.passed and "after buying" in (result.error or "")
