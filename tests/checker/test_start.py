"""The starting position a check reports: taken before the first step, typed, and in the JSON record."""

from __future__ import annotations

from typing import Any

from generator.checker.runner import RunResult, card_defs, run_scenario
from generator.checker.scenario import parse_scenario
from generator.checker.start import SeatStart
from generator.errors import Location
from generator.kb.schema import Knowledge


def _run(kb: Knowledge, data: dict[str, Any]) -> RunResult:
    return run_scenario(kb, card_defs(kb), parse_scenario("t", data, Location("t.yaml", 1)))


def test_start_is_the_position_before_the_script(kb: Knowledge) -> None:
    """The start shows the hand the script then plays from, the deck in order, the trash, whose turn, the phase."""
    result = _run(kb, {"players": 3, "kingdom": ["village"], "trash": ["estate"], "turn_player": 1,
                       "phase": "action", "actions": 2,
                       "players_setup": [{}, {"hand": ["village", "copper"], "deck": ["gold", "silver"],
                                              "discard": ["curse"], "in_play": ["copper"]}],
                       "script": [{"play": {"card": "village", "player": 1}}],
                       "expect": [{"zone": {"player": 1, "zone": "hand", "contains": ["silver"]}}]})
    assert result.passed, result.error
    start = result.start
    assert start is not None
    assert (start.players, start.kingdom, start.turn_player, start.phase, start.trash) == (
        3, ("village",), 1, "action", ("estate",))
    assert start.seats[1] == SeatStart(("village", "copper"), ("gold", "silver"), ("curse",),
                                       (("in_play", ("copper",)),))
    assert start.seats[0] == SeatStart((), (), ()) and dict(start.counters)["actions"] == 2


def test_start_travels_in_the_json_record(kb: Knowledge) -> None:
    """``as_json`` carries the start with players counted from 0 and zones by name."""
    result = _run(kb, {"players_setup": [{"hand": ["copper"]}], "script": [{"buy": "silver"}],
                       "expect": [{"gained": {"card": "silver"}}]})
    data = result.as_json()["start"]
    assert data["players"] == 2 and data["turn_player"] == 0 and data["phase"] == "action"
    assert data["seats"][0] == {"hand": ["copper"], "deck": [], "discard": []}


def test_a_scenario_that_cannot_be_set_up_has_no_start(kb: Knowledge) -> None:
    """A scenario naming an unknown card fails before a position exists: no start is reported."""
    result = _run(kb, {"kingdom": ["no-such-card"], "expect": [{"game_over": {"is": False}}]})
    assert result.failed and result.start is None
