"""Scenarios as typed values: frozen steps and expectations, one registry of kinds, located errors for bad values."""

from __future__ import annotations

import dataclasses
import textwrap
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
import yaml
from click.testing import CliRunner
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from generator.checker import expectations as ex
from generator.checker import observe
from generator.checker import scenario as sc
from generator.checker.check import check_files
from generator.checker.claims import load_claims, member_scenario
from generator.checker.runner import RunResult, Verdict, card_defs, run_scenario
from generator.cli import main
from generator.engine import Decision, Game
from generator.errors import Location, ScenarioError
from generator.kb.load import default_root
from generator.kb.schema import Knowledge
from generator.kb.yamlsrc import load_yaml_file

ROOT = Path(__file__).resolve().parents[2]
SCENARIO_FILES = sorted([*(ROOT / "knowledge" / "examples").glob("*.yaml"), *(ROOT / "tests").rglob("fixtures/*.yaml")])


def _typed(value: Any) -> bool:
    """True when nothing in ``value`` is a mapping of strings to anything (the old ``(str, dict)`` shape)."""
    if isinstance(value, dict):
        return False
    if isinstance(value, tuple):
        return all(_typed(v) for v in value)
    return True


def _all_scenarios(kb: Knowledge) -> list[sc.Scenario]:
    out = [sc.parse_scenario(e.id, e.scenario, e.loc) for e in kb.examples.values()]
    claims, errors = load_claims(kb)
    assert not errors
    out += [member_scenario(c, m) for c in claims for m in c.members]
    for file in SCENARIO_FILES:
        data = load_yaml_file(file)
        for item in data.get("scenarios", []) if isinstance(data, dict) else []:
            body = {k: v for k, v in item.items() if k not in ("id", "title")}
            out.append(sc.parse_scenario(item["id"], body, Location(str(file), 1)))
    return out


def test_every_existing_scenario_parses_to_frozen_typed_values(kb: Knowledge) -> None:
    """Every example, claim member and fixture scenario gives frozen steps, expectations and player set-ups."""
    scenarios = _all_scenarios(kb)
    assert len(scenarios) > 100
    kinds: set[str] = set()
    for s in scenarios:
        for item in (*s.steps, *s.expects):
            assert dataclasses.is_dataclass(item) and type(item).__dataclass_params__.frozen  # type: ignore[attr-defined]
            values = [getattr(item, f.name) for f in dataclasses.fields(item) if f.name != "loc"]
            assert all(_typed(v) for v in values), item
        assert all(isinstance(p, sc.PlayerSetup) for p in s.setup)
        kinds |= {e.kind for e in s.expects}
        with pytest.raises(dataclasses.FrozenInstanceError):
            s.expects[0].loc = Location("x")  # type: ignore[misc]
    assert {"gained", "zone", "pile", "event", "offered", "in_supply"} <= kinds


def test_steps_are_their_own_types(kb: Knowledge) -> None:
    """A script reads back as Play, Choose (a tuple for several answers), GainStep and EndTurn values."""
    s = sc.parse_scenario("t", {"script": [{"play": {"card": "witch", "player": 1}}, {"choose": ["a", "b"]},
                                           {"gain": {"card": "silver", "to": "hand"}}, "end_turn"],
                                "expect": [{"game_over": {"is": False}}]}, Location("t.yaml", 1))
    assert s.steps[0] == sc.Play(loc=s.steps[0].loc, card="witch", player=1)
    assert isinstance(s.steps[1], sc.Choose) and s.steps[1].answer == ("a", "b")
    assert isinstance(s.steps[2], sc.GainStep) and (s.steps[2].to, s.steps[2].source) == ("hand", "supply")
    assert isinstance(s.steps[3], sc.EndTurn)


def test_each_kind_is_registered_once_with_a_label() -> None:
    """Every kind the README lists is registered with a label; registering a name twice is refused."""
    documented = ("gained", "not_gained", "zone", "trash", "in_supply", "pile_count", "pile", "event", "no_event",
                  "offered", "game_over", "turn", "tokens", "score", "winners", "black_market")
    assert set(documented) == set(ex.KINDS)
    assert all(k.label and k.type.kind == name for name, k in ex.KINDS.items())
    with pytest.raises(ValueError, match="registered twice"):
        ex.kind("zone", "again")(ex.ZoneHolds)


def test_a_new_kind_is_one_registration(kb: Knowledge) -> None:
    """One decorated class makes a kind that scenarios can use: parsed, judged, and labelled for the site."""
    @ex.kind("hand_size", "the hand has this many cards")
    @dataclass(frozen=True, kw_only=True)
    class HandSize(ex.Expectation):
        player: int = 0
        size: int

        @classmethod
        def parse(cls, f: Any, players: int) -> ex.Expectation:
            return cls(loc=f.where, player=f.seat(players=players), size=f.count("size"))

        def judge(self, game: Game, asked: Sequence[Decision]) -> ex.Outcome:
            n = len(observe.zone_cards(game, self.player, "hand"))
            return ex.Outcome(self, n == self.size, f"{n} cards")
    try:
        s = sc.parse_scenario("t", {"players_setup": [{"hand": ["copper", "estate"]}],
                                    "expect": [{"hand_size": {"size": 2}}, {"hand_size": {"size": 3}}]},
                              Location("t.yaml", 1))
        result = run_scenario(kb, card_defs(kb), s)
        assert [o.passed for o in result.outcomes] == [True, False]
        assert result.outcomes[0].expectation.args() == {"size": 2}
    finally:
        del ex.KINDS["hand_size"]


def _check(tmp_path: Path, kb: Knowledge, body: str) -> RunResult:
    """Run one user scenario written as YAML (``body`` is the scenario under ``- id: t``)."""
    file = tmp_path / "mine.yaml"
    file.write_text("scenarios:\n  - id: t\n" + textwrap.indent(textwrap.dedent(body), "    "), encoding="utf-8")
    [result] = check_files(kb, [file])
    return result


BAD = [  # name, scenario body, text on the wrong line, key path, message, hint
    ("zone-expect", "expect:\n  - zone: {player: 0, zone: hnad, count: 0}\n", "hnad", "expect[0].zone.zone",
     "unknown zone 'hnad'", "did you mean 'hand'?"),
    ("zone-setup", "players_setup:\n  - dekc: [copper]\nexpect:\n  - game_over: {is: false}\n", "dekc",
     "players_setup[0].dekc", "unknown zone 'dekc'", "did you mean 'deck'?"),
    ("zone-gain-to", "script:\n  - gain: {card: silver, to: discrad}\nexpect:\n  - game_over: {is: false}\n",
     "discrad", "script[0].gain.to", "unknown zone 'discrad'", "did you mean 'discard'?"),
    ("list-for-card", "script:\n  - play: [village]\nexpect:\n  - game_over: {is: false}\n", "[village]",
     "script[0].play.card", "'card' must be one card id, found a list ['village']", "write card: village"),
    ("list-for-expected-card", "expect:\n  - in_supply: {card: [copper]}\n", "[copper]",
     "expect[0].in_supply.card", "'card' must be one card id", "write card: copper"),
    ("card-for-list", "kingdom: village\nexpect:\n  - game_over: {is: false}\n", "kingdom", "scenario.kingdom",
     "'kingdom' must be a list of card ids, found 'village'", "write kingdom: [village]"),
    ("seed-not-a-number", "kingdom: [village]\nnew_game: {seed: abc}\nexpect:\n  - game_over: {is: false}\n",
     "abc", "new_game.seed", "'seed' must be a whole-number seed (0 or more), found 'abc'", None),
    ("seed-a-fraction", "new_game: {seed: 1.5}\nexpect:\n  - game_over: {is: false}\n", "1.5", "new_game.seed",
     "found 1.5", None),
    ("seed-quoted", "new_game: {seed: '7'}\nexpect:\n  - game_over: {is: false}\n", "'7'", "new_game.seed",
     "found '7'", "write the number without quotes"),
    ("edition", "versions: {trader: 3e}\nexpect:\n  - game_over: {is: false}\n", "3e", "versions.trader",
     "unknown edition '3e' for 'trader'", "editions: 1e, 2e"),
    ("phase", "phase: biy\nexpect:\n  - game_over: {is: false}\n", "biy", "scenario.phase", "unknown phase 'biy'",
     "did you mean 'buy'?"),
    ("flag", "expect:\n  - game_over: {is: maybe}\n", "maybe", "game_over.is", "'is' must be true or false", None),
    ("event-field", "expect:\n  - gained: {card: silver, destnation: hand}\n", "destnation", "gained.destnation",
     "Gained events have no field 'destnation'", "did you mean 'destination'?"),
    ("event-type", "expect:\n  - event: {type: Gaind}\n", "Gaind", "event.type", "unknown event type 'Gaind'",
     "did you mean 'Gained'?"),
    ("field-typo", "expect:\n  - pile: {pile: ruins, cuont: 3}\n", "cuont", "pile.cuont", "unknown field 'cuont'",
     "did you mean 'count'?"),
    ("gain-source", "script:\n  - gain: {card: silver, from: suply}\nexpect:\n  - game_over: {is: false}\n",
     "suply", "gain.from", "unknown gain source 'suply'", "did you mean 'supply'?"),
    ("seat", "players: 2\nexpect:\n  - score: {player: 2, is: 0}\n", "player: 2", "score.player",
     "'player' must be a seat number from 0 to 1, found 2", "this scenario has 2 players"),
    ("black-market-cards", "new_game: {black_market: [1, 2]}\nexpect:\n  - game_over: {is: false}\n", "[1, 2]",
     "new_game.black_market", "'black_market' must be a list of card ids", None),
    ("pile-tokens", "expect:\n  - tokens: {pile_tokens: [village]}\n", "[village]", "tokens.pile_tokens",
     "pile_tokens must map token names to pile ids", "for example {+card: village}"),
]


@pytest.mark.parametrize(("name", "body", "marker", "key", "message", "hint"), BAD, ids=[b[0] for b in BAD])
def test_wrongly_typed_value_is_a_located_error(tmp_path: Path, kb: Knowledge, name: str, body: str, marker: str,
                                                key: str, message: str, hint: str | None) -> None:
    """A wrong value fails the scenario with its file, the line of the wrong value, its key path and a hint."""
    result = _check(tmp_path, kb, body)
    line = 3 + next(i for i, text in enumerate(body.splitlines()) if marker in text)  # the body starts on line 3
    assert result.failed and result.error is not None
    assert result.location is not None and result.location.startswith(f"{tmp_path / 'mine.yaml'}:{line}:")
    assert key in result.location, result.location
    assert message in result.error, result.error
    if hint:
        assert f"(hint: {hint}" in result.error, result.error


def test_cli_reports_a_bad_value_without_a_traceback(tmp_path: Path) -> None:
    """`domwiki check FILE` prints the located error for an unknown zone and exits 1, with no traceback."""
    file = tmp_path / "mine.yaml"
    file.write_text("scenarios:\n  - id: t\n    expect:\n      - zone: {zone: hnad}\n", encoding="utf-8")
    result = CliRunner().invoke(main, ["check", str(file)])
    assert result.exit_code == 1
    assert isinstance(result.exception, SystemExit)
    assert "Traceback" not in result.output
    assert f"{file}:4: scenario.expect[0].zone.zone: unknown zone 'hnad' (hint: did you mean 'hand'?)" in result.output


def test_fixture_file_still_passes(kb: Knowledge) -> None:
    """The worked example of users' own scenarios runs unchanged and every scenario in it passes."""
    results = check_files(kb, [ROOT / "tests" / "checker" / "fixtures" / "my-scenarios.yaml"])
    assert results and all(r.passed for r in results), [(r.id, r.error) for r in results]


def test_documented_format_parses() -> None:
    """The expectation lines of the scenario module's documented format all parse (the docs cannot rot)."""
    doc = (sc.__doc__ or "").split("      expect:", 1)[1]
    lines = [line.split("#")[0].strip()[2:] for line in doc.splitlines() if line.strip().startswith("- ")]
    assert len(lines) >= len(ex.KINDS)
    expects = [yaml.safe_load(line.replace("[...]", "[copper]").replace("[..]", "[copper]")) for line in lines]
    s = sc.parse_scenario("doc", {"players": 2, "expect": expects}, Location("doc", 1))
    assert {e.kind for e in s.expects} == set(ex.KINDS)
    assert default_root().is_dir()


def test_black_market_deck_needs_black_market_in_the_kingdom(tmp_path: Path, kb: Knowledge) -> None:
    """new_game: {black_market: [...]} without Black Market in the Kingdom is a located error, not ignored."""
    result = _check(tmp_path, kb, "kingdom: [village]\nnew_game: {black_market: [lurker]}\n"
                                  "expect:\n  - game_over: {is: false}\n")
    assert result.failed and result.location is not None
    assert result.location.startswith(f"{tmp_path / 'mine.yaml'}:4: scenario.new_game.black_market")
    assert "black-market is not in the kingdom" in (result.error or "")


VALUES = st.one_of(st.none(), st.booleans(), st.integers(-2, 30), st.floats(0, 2), st.sampled_from(
    ["copper", "hand", "x*", "black-market", "3e", "+card", "buy", "Gained"]), st.lists(st.sampled_from(
        ["copper", "lurker", 1]), max_size=2), st.dictionaries(st.sampled_from(["+card", "a"]), st.sampled_from(
            ["village", 1, None]), max_size=2))
FIELDS = st.dictionaries(st.sampled_from(
    ["player", "zone", "contains", "top", "count", "card", "is", "pile", "type", "option", "kind", "actions", "coins",
     "debt", "phase", "coffers", "villagers", "vp_tokens", "pile_tokens", "from", "to", "seed", "black_market"]),
    VALUES, max_size=4)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(kind=st.sampled_from(sorted(ex.KINDS)), fields=st.one_of(FIELDS, VALUES), new_game=st.one_of(st.none(), FIELDS),
       step=st.sampled_from(sc.ACTIONS), step_value=st.one_of(FIELDS, VALUES))
def test_random_values_fail_cleanly(kb: Knowledge, kind: str, fields: Any, new_game: Any, step: str,
                                    step_value: Any) -> None:
    """Any value in any expectation kind, step or set-up option parses and runs, or is a located ScenarioError."""
    data: dict[str, Any] = {"kingdom": ["black-market"], "script": [{step: step_value}], "expect": [{kind: fields}]}
    if new_game is not None:
        data["new_game"] = new_game
    try:
        scenario = sc.parse_scenario("fuzz", data, Location("fuzz.yaml", 1))
    except ScenarioError as exc:
        assert exc.location is not None and exc.location.path == "fuzz.yaml"
        return
    result = run_scenario(kb, card_defs(kb), scenario)
    assert result.verdict in (Verdict.PASSED, Verdict.FAILED)
