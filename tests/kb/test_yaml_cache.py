"""Parsed knowledge files come back from the build cache with every line number, and bad entries are ignored."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from generator.errors import KnowledgeError
from generator.kb.cache import Cache
from generator.kb.load import load_knowledge
from generator.kb.yamlsrc import YAML_CACHE, LDict, LList, load_yaml_file

SMALL = """cards:
  - id: a
    name: {en: A}

    cost: {coins: 3}
  - id: b
    types: [action, attack]
"""


def _lines(tree: LDict) -> tuple[object, ...]:
    cards = tree["cards"]
    assert isinstance(cards, LList)
    first, second = cards
    return (tree.path, tree.key_lines, cards.line, cards.item_lines, first.key_lines, second.key_lines,
            second["types"].item_lines, first.loc("cost").path)


def test_cached_tree_keeps_values_paths_and_lines(tmp_path: Path) -> None:
    """The second read is a cache hit with the same values and the lines worked out from SMALL by hand."""
    (tmp_path / "k").mkdir()
    file = tmp_path / "k" / "a.yaml"
    file.write_text(SMALL, encoding="utf-8")
    cache = Cache(tmp_path / "cache")
    parsed = load_yaml_file(file, tmp_path, cache)
    cached = load_yaml_file(file, tmp_path, cache)
    assert cache.hits == 1
    assert cached == parsed == {"cards": [{"id": "a", "name": {"en": "A"}, "cost": {"coins": 3}},
                                          {"id": "b", "types": ["action", "attack"]}]}
    expected = ("k/a.yaml", {"cards": 1}, 2, [2, 6], {"id": 2, "name": 3, "cost": 5}, {"id": 6, "types": 7}, [7, 7],
                "k/a.yaml")
    assert _lines(parsed) == expected
    assert _lines(cached) == expected
    assert type(cached["cards"][0]["cost"]["coins"]) is int


def test_same_bytes_elsewhere_get_their_own_path(tmp_path: Path) -> None:
    """The entry is keyed by bytes only: a copy of the file at another path reports that other path."""
    cache = Cache(tmp_path / "cache")
    for name in ("one.yaml", "two.yaml"):
        (tmp_path / name).write_text(SMALL, encoding="utf-8")
    load_yaml_file(tmp_path / "one.yaml", tmp_path, cache)
    second = load_yaml_file(tmp_path / "two.yaml", tmp_path, cache)
    assert cache.hits == 1
    assert second.path == "two.yaml" and second["cards"][1].loc("types").path == "two.yaml"


def test_damaged_tree_is_parsed_again(tmp_path: Path) -> None:
    """An entry whose tree is malformed (right key, wrong shape) falls back to parsing the file."""
    cache = Cache(tmp_path / "cache")
    file = tmp_path / "a.yaml"
    file.write_text(SMALL, encoding="utf-8")
    load_yaml_file(file, tmp_path, cache)
    [entry] = list((tmp_path / "cache" / YAML_CACHE).rglob("*.json"))
    data = json.loads(entry.read_text(encoding="utf-8"))
    data["value"] = ["d", 1, 5]
    entry.write_text(json.dumps(data), encoding="utf-8")
    tree = load_yaml_file(file, tmp_path, cache)
    assert tree["cards"][1]["types"] == ["action", "attack"]


def test_failing_and_uncacheable_files_are_not_stored(tmp_path: Path) -> None:
    """A file with a YAML error is refused every time; one holding a date is parsed but never stored."""
    cache = Cache(tmp_path / "cache")
    bad = tmp_path / "bad.yaml"
    bad.write_text("cards:\n  - id: a\n   name: x\n", encoding="utf-8")
    for _ in range(2):
        with pytest.raises(KnowledgeError) as info:
            load_yaml_file(bad, tmp_path, cache)
        assert info.value.line == 3
    dated = tmp_path / "dated.yaml"
    dated.write_text("when: 2020-01-02\n", encoding="utf-8")
    assert str(load_yaml_file(dated, tmp_path, cache)["when"]) == "2020-01-02"
    assert not (tmp_path / "cache").exists()


def test_cached_load_gives_the_same_knowledge(kcopy: Path, tmp_path: Path) -> None:
    """Loading the knowledge from a warm cache yields records equal to a plain load (field lines included)."""
    plain = load_knowledge(kcopy)
    cache = Cache(tmp_path / "cache")
    load_knowledge(kcopy, cache=cache)
    warm = load_knowledge(kcopy, cache=cache)
    files = len(list(kcopy.rglob("*.yaml"))) - 1  # seed_mentions.yaml is not a record file
    assert cache.hits == files
    assert warm.cards == plain.cards and warm.examples == plain.examples and warm.rules == plain.rules
    assert warm.cards["witch"].field_locs == plain.cards["witch"].field_locs
