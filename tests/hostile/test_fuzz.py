"""Fuzzing: random knowledge records and random scenarios either work or fail with the project's own errors."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from generator.checker.runner import card_defs, run_scenario
from generator.checker.scenario import parse_scenario
from generator.errors import DomwikiError, Location
from generator.kb.load import load_knowledge
from tests.helpers import copy_small_knowledge

CARD_IDS = ["copper", "silver", "estate", "village", "mine", "tournament", "princess", "nosuch", "Mine", ""]
FIELDS = ["id", "name", "name_source_pl", "expansion", "editions", "cost", "types", "kind", "supply", "pile",
          "brought_in_by", "summary", "gains", "gains_self_to", "on_gain", "ownership", "versions", "bogus"]

scalars = st.one_of(st.none(), st.booleans(), st.integers(-3, 12), st.sampled_from(CARD_IDS),
                    st.text(max_size=12), st.sampled_from(["kingdom", "non-supply", "hand", "deck", "trash", "1e"]))
values = st.recursive(scalars, lambda inner: st.one_of(
    st.lists(inner, max_size=4),
    st.dictionaries(st.sampled_from(["en", "pl", "de", "coins", "potion", "from", "to", "who", "way", "id"]),
                    inner, max_size=4)), max_leaves=12)
records = st.dictionaries(st.sampled_from(FIELDS), values, max_size=10)

_BASE_DIR: list[Path] = []


def _base(tmp_root: Path) -> Path:
    """One copy of the small knowledge base shared by every example of a run."""
    if not _BASE_DIR:
        _BASE_DIR.append(copy_small_knowledge(tmp_root))
    return _BASE_DIR[0]


def _load_with(tmp_root: Path, content: bytes) -> None:
    """Load the base knowledge plus one extra card file; only DomwikiErrors may come out."""
    knowledge = _base(tmp_root)
    extra = knowledge / "cards" / "fuzz.yaml"
    extra.write_bytes(content)
    try:
        load_knowledge(knowledge)
    except DomwikiError as exc:
        assert str(exc)
    finally:
        extra.unlink()


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(record=records)
def test_random_card_records_fail_cleanly(tmp_path_factory: Any, record: dict[str, Any]) -> None:
    """Any card record loads or raises a DomwikiError with a location — never another exception."""
    _load_with(tmp_path_factory.mktemp("fuzz"),
               yaml.safe_dump({"cards": [record]}, allow_unicode=True).encode("utf-8"))


@settings(max_examples=60, deadline=None)
@given(raw=st.binary(max_size=200))
def test_random_bytes_fail_cleanly(tmp_path_factory: Any, raw: bytes) -> None:
    """Arbitrary bytes as a knowledge file load or raise a DomwikiError."""
    _load_with(tmp_path_factory.mktemp("fuzz"), raw)


steps = st.one_of(
    st.fixed_dictionaries({"play": st.sampled_from(CARD_IDS)}),
    st.fixed_dictionaries({"buy": st.sampled_from(CARD_IDS)}),
    st.fixed_dictionaries({"choose": st.one_of(st.sampled_from(["trash:copper", "gain:silver", "gain:gold", "no"]),
                                               st.lists(st.sampled_from(["trash:copper", "x"]), max_size=2))}),
    st.fixed_dictionaries({"gain": st.sampled_from(CARD_IDS)}, optional={"player": st.integers(-1, 3)}),
    st.just("end_turn"),
    values,
)
expects = st.one_of(
    st.fixed_dictionaries({"gained": st.fixed_dictionaries({"card": st.sampled_from(CARD_IDS)},
                                                            optional={"to": st.sampled_from(["hand", "deck", "x"])})}),
    st.fixed_dictionaries({"zone": st.fixed_dictionaries({}, optional={
        "player": st.integers(-1, 3), "zone": st.sampled_from(["hand", "deck", "tavern", "nowhere"]),
        "contains": st.lists(st.sampled_from(CARD_IDS), max_size=2), "count": values})}),
    st.fixed_dictionaries({"pile_count": st.fixed_dictionaries({"pile": st.sampled_from(CARD_IDS),
                                                                 "count": st.integers(-1, 12)})}),
    st.fixed_dictionaries({"in_supply": st.fixed_dictionaries({"card": st.sampled_from(CARD_IDS)})}),
    values,
)
scenarios = st.fixed_dictionaries({}, optional={
    "players": st.one_of(st.integers(-1, 7), values),
    "kingdom": st.one_of(st.lists(st.sampled_from(CARD_IDS), max_size=3), values),
    "supply": st.one_of(st.dictionaries(st.sampled_from(CARD_IDS), st.integers(-1, 5), max_size=3), values),
    "players_setup": st.one_of(st.lists(st.fixed_dictionaries({}, optional={
        "hand": st.lists(st.sampled_from(CARD_IDS), max_size=4),
        "deck": st.lists(st.sampled_from(CARD_IDS), max_size=3)}), max_size=3), values),
    "script": st.one_of(st.lists(steps, max_size=5), values),
    "expect": st.one_of(st.lists(expects, min_size=1, max_size=3), values),
})


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=scenarios)
def test_random_scenarios_fail_cleanly(data: dict[str, Any]) -> None:
    """Any scenario parses and runs to a result, or raises a DomwikiError — never another exception."""
    kb = load_knowledge(_base(Path(__import__("tempfile").mkdtemp())))
    try:
        scenario = parse_scenario("fuzz", data, Location("fuzz.yaml", 1))
    except DomwikiError:
        return
    result = run_scenario(kb, card_defs(kb), scenario)
    assert result.passed or result.error is not None or any(not o.passed for o in result.outcomes)
