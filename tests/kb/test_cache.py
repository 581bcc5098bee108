"""The build cache: atomic, corruption-safe entries, and SHACL validation that is incremental per file."""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path
from typing import Any

import pytest
from rdflib import Graph, URIRef

from generator.errors import KnowledgeErrors
from generator.kb import shacl as kb_shacl
from generator.kb.cache import Cache, digest
from generator.kb.graph import build_graph, validate_graph
from generator.kb.load import load_knowledge
from generator.kb.shacl import SH
from generator.kb.vocab import iri
from tests.helpers import HAND_WRITTEN_ONLY, copy_knowledge
from tests.kb.cards import BROKEN_CARD


class Spy:
    """Records every pyshacl run: the targeted focus nodes (None for a full run)."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.runs: list[set[URIRef] | None] = []
        real = kb_shacl._violations

        def spy(kb: Any, g: Graph, shapes: Graph) -> Any:
            full = any(True for _ in shapes.subject_objects(SH.targetClass))
            self.runs.append(None if full else {URIRef(str(o)) for o in shapes.objects(None, SH.targetNode)})
            return real(kb, g, shapes)

        monkeypatch.setattr(kb_shacl, "_violations", spy)


@pytest.fixture(scope="session")
def warm_cache(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A cache holding the verdicts of a copy of knowledge/ like ``kcopy``, validated once for the session."""
    base = tmp_path_factory.mktemp("warm")
    kb = load_knowledge(copy_knowledge(base, without=HAND_WRITTEN_ONLY))
    validate_graph(kb, build_graph(kb), Cache(base / "cache"))
    return base / "cache"


def warmed(warm_cache: Path, tmp_path: Path, kb: Any, monkeypatch: pytest.MonkeyPatch) -> Cache:
    """A copy of the warm cache for one test, proven warm for ``kb`` (validating it runs no SHACL)."""
    shutil.copytree(warm_cache, tmp_path / "cache")
    cache = Cache(tmp_path / "cache")
    spy = Spy(monkeypatch)
    validate_graph(kb, build_graph(kb), cache)
    assert spy.runs == []
    return cache


def test_digest_separates_parts() -> None:
    """Parts are length-prefixed: ('ab', 'c') and ('a', 'bc') give different digests, equal parts equal ones."""
    assert digest("ab", "c") != digest("a", "bc")
    assert digest("a", b"b") == digest(b"a", "b")


def test_cache_round_trip_and_damaged_entries(tmp_path: Path) -> None:
    """A stored value comes back; garbage or another key's entry in its place reads as missing and is removed."""
    cache = Cache(tmp_path)
    cache.put("ns", "k1", {"ok": [1, 2]})
    assert cache.get("ns", "k1") == {"ok": [1, 2]}
    assert cache.get("ns", "k2") is None
    [entry] = list((tmp_path / "ns").rglob("*.json"))
    entry.write_bytes(b"{not json")
    assert cache.get("ns", "k1") is None
    assert not entry.exists()
    cache.put("ns", "k2", True)
    [other] = list((tmp_path / "ns").rglob("*.json"))
    entry.parent.mkdir(parents=True, exist_ok=True)
    entry.write_bytes(other.read_bytes())  # k2's entry under k1's name
    assert cache.get("ns", "k1") is None
    assert cache.get("ns", "k2") is True
    assert not list(tmp_path.rglob(".tmp-*"))


def test_blob_round_trip_and_damaged_entries(tmp_path: Path) -> None:
    """Bytes come back under their key only: another key's entry, or one whose first line was damaged,
    reads as missing and is removed; a key of more than one line is refused; pruning counts blobs too."""
    cache = Cache(tmp_path)
    cache.put_blob("ns", "k1", b"\x00payload\nwith lines")
    assert cache.get_blob("ns", "k1") == b"\x00payload\nwith lines"
    assert cache.get_blob("ns", "k2") is None
    [entry] = list((tmp_path / "ns").rglob("*.bin"))
    entry.write_bytes(b"k2\nforeign")  # another key's bytes under k1's name
    assert cache.get_blob("ns", "k1") is None
    assert not entry.exists()
    with pytest.raises(ValueError, match="one line"):
        cache.put_blob("ns", "a\nb", b"")
    cache.put_blob("ns", "k3", b"3")
    cache.put("ns", "k4", 4)
    assert cache.prune("ns", keep=1) == 1
    assert len(list((tmp_path / "ns").rglob("*.*"))) == 1
    assert not list(tmp_path.rglob(".tmp-*"))


def test_cache_off_and_unwritable(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """DOMWIKI_CACHE=off stores nothing; a folder that cannot be created loses the entry, not the build."""
    blocker = tmp_path / "file"
    blocker.write_text("x")
    Cache(blocker).put("ns", "k", 1)  # parent is a file: ignored
    assert Cache(blocker).get("ns", "k") is None
    monkeypatch.setenv("DOMWIKI_CACHE", "off")
    off = Cache(tmp_path / "c")
    off.put("ns", "k", 1)
    assert off.get("ns", "k") is None
    assert not (tmp_path / "c").exists()


def test_prune_keeps_the_most_recently_used(tmp_path: Path) -> None:
    """Pruning to 2 keeps the entries read or written last, and does nothing when this cache wrote nothing."""
    cache = Cache(tmp_path)
    for index, key in enumerate(("a", "b", "c", "d")):
        cache.put("ns", key, index)
        [entry] = [p for p in (tmp_path / "ns").rglob("*.json") if json.loads(p.read_text())["key"] == key]
        os.utime(entry, (1000 + index, 1000 + index))  # written in order a, b, c, d
    assert cache.get("ns", "a") == 0  # reading "a" makes it the most recently used
    assert cache.prune("ns", keep=2) == 2
    assert [cache.get("ns", key) for key in ("a", "b", "c", "d")] == [0, None, None, 3]
    assert Cache(tmp_path).prune("ns", keep=0) == 0  # a fresh cache has written nothing here


def test_unchanged_knowledge_is_not_validated_again(kcopy: Path, tmp_path: Path,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    """The first run validates everything once; a second run on the same knowledge runs no SHACL at all."""
    spy = Spy(monkeypatch)
    cache = Cache(tmp_path / "cache")
    kb = load_knowledge(kcopy)
    validate_graph(kb, build_graph(kb), cache)
    first = list(spy.runs)
    assert len(first) <= 1
    validate_graph(kb, build_graph(kb), cache)
    assert spy.runs == first


def test_one_file_edit_validates_only_that_file(kcopy: Path, tmp_path: Path, warm_cache: Path,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    """Renaming one card revalidates just the records of its file (the shapes narrowed to them)."""
    kb = load_knowledge(kcopy)
    cache = warmed(warm_cache, tmp_path, kb, monkeypatch)
    spy = Spy(monkeypatch)
    target = kcopy / "cards" / "base.yaml"
    text = target.read_text(encoding="utf-8")
    assert "name: {en: Witch," in text
    target.write_text(text.replace("name: {en: Witch,", "name: {en: Witch (edited),", 1), encoding="utf-8")
    kb = load_knowledge(kcopy)
    validate_graph(kb, build_graph(kb), cache)
    base = {iri("card", cid) for cid, card in kb.cards.items() if card.loc.path == "knowledge/cards/base.yaml"}
    assert iri("card", "witch") in base and len(base) > 10
    assert spy.runs == [base]


def test_violation_in_an_edited_file_is_reported_as_without_cache(kcopy: Path, tmp_path: Path, warm_cache: Path,
                                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    """A broken card added after a warm run fails with the same file, line and message as an uncached run."""
    kb = load_knowledge(kcopy)
    cache = warmed(warm_cache, tmp_path, kb, monkeypatch)
    (kcopy / "cards" / "zz.yaml").write_text(BROKEN_CARD, encoding="utf-8")
    kb = load_knowledge(kcopy)
    for _ in range(2):  # a failing file is never remembered as passing
        with pytest.raises(KnowledgeErrors) as info:
            validate_graph(kb, build_graph(kb), cache)
        [err] = info.value.errors
        assert (err.path, err.line) == ("knowledge/cards/zz.yaml", 2)
        assert err.message == "shape violation on entity: a card with versions marks exactly one of them current"


def test_renamed_expansion_breaks_cards_in_other_files(kcopy: Path, tmp_path: Path, warm_cache: Path,
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    """Renaming an expansion id only in expansions.yaml fails the unchanged cards/intrigue.yaml, card by card."""
    kb = before = load_knowledge(kcopy)
    cache = warmed(warm_cache, tmp_path, kb, monkeypatch)
    expansions = kcopy / "expansions.yaml"
    text = expansions.read_text(encoding="utf-8")
    assert text.count("  - id: intrigue\n") == 1
    expansions.write_text(text.replace("  - id: intrigue\n", "  - id: intrigue-renamed\n"), encoding="utf-8")
    kb = load_knowledge(kcopy, check_refs=False)  # the reference check would stop it first; SHACL must too
    with pytest.raises(KnowledgeErrors) as info:
        validate_graph(kb, build_graph(kb), cache)
    card_lines = sorted(c.loc.line or 0 for c in before.cards.values()
                        if c.loc.path == "knowledge/cards/intrigue.yaml" and "expansion" in c.field_locs)
    assert len(card_lines) >= 5
    expected = [("knowledge/cards/intrigue.yaml", line, "expansion") for line in card_lines]
    assert [(e.path, e.line, e.location.key if e.location else None) for e in info.value.errors] == expected
    assert {e.message for e in info.value.errors} == {
        "shape violation on expansion: a card belongs to exactly one known expansion"}


def test_violations_of_two_files_come_sorted_by_file(kcopy: Path, tmp_path: Path) -> None:
    """Two broken card files: one violation each, named by file and line, in file order, with or without cache."""
    (kcopy / "cards" / "zz.yaml").write_text(BROKEN_CARD, encoding="utf-8")
    (kcopy / "cards" / "zy.yaml").write_text(BROKEN_CARD.replace("test-card", "other-card")
                                             .replace("Test Card", "Other Card"), encoding="utf-8")
    kb = load_knowledge(kcopy)
    for cache in (None, Cache(tmp_path / "cache")):
        with pytest.raises(KnowledgeErrors) as info:
            validate_graph(kb, build_graph(kb), cache)
        assert [(e.path, e.line) for e in info.value.errors] == [("knowledge/cards/zy.yaml", 2),
                                                                 ("knowledge/cards/zz.yaml", 2)]


def test_new_card_file_validates_only_itself(kcopy: Path, tmp_path: Path, warm_cache: Path,
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    """A card added in a new file is validated alone: no other file points to it, so their verdicts stand."""
    kb = load_knowledge(kcopy)
    cache = warmed(warm_cache, tmp_path, kb, monkeypatch)
    spy = Spy(monkeypatch)
    fixed = BROKEN_CARD.replace("label: {en: second, pl: druga}, current: false", "label: {en: second, pl: druga}, "
                                "current: true")
    assert fixed != BROKEN_CARD
    (kcopy / "cards" / "zz.yaml").write_text(fixed, encoding="utf-8")
    kb = load_knowledge(kcopy)
    validate_graph(kb, build_graph(kb), cache)
    assert spy.runs == [{iri("card", "test-card")}]
