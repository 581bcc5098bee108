"""The build cache: atomic, corruption-safe entries, and SHACL validation that is incremental per file."""

from __future__ import annotations

import gc
import json
import os
from pathlib import Path
from typing import Any

import pytest
from rdflib import Graph, URIRef

from generator import forked
from generator.errors import BuildError, KnowledgeErrors
from generator.kb import shacl as kb_shacl
from generator.kb.cache import Cache, digest
from generator.kb.graph import build_graph, validate_graph
from generator.kb.load import load_knowledge
from generator.kb.shacl import SH, Validation
from generator.kb.vocab import iri
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


@pytest.fixture()
def forking(monkeypatch: pytest.MonkeyPatch) -> None:
    """Let validation fork even here (test workers run helper threads, which normally turn forking off)."""
    assert hasattr(os, "fork"), "the split validation is tested on a system with fork()"
    monkeypatch.setattr(forked, "can_fork", lambda: True)


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
    monkeypatch.setattr(forked, "can_fork", lambda: False)  # one whole run, whatever the knowledge's size
    spy = Spy(monkeypatch)
    cache = Cache(tmp_path / "cache")
    kb = load_knowledge(kcopy)
    validate_graph(kb, build_graph(kb), cache)
    first = list(spy.runs)
    assert len(first) <= 1
    validate_graph(kb, build_graph(kb), cache)
    assert spy.runs == first


def test_one_file_edit_validates_only_that_file(kcopy: Path, tmp_path: Path,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    """Renaming one card revalidates just the records of its file (the shapes narrowed to them)."""
    cache = Cache(tmp_path / "cache")
    kb = load_knowledge(kcopy)
    validate_graph(kb, build_graph(kb), cache)
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


def test_violation_in_an_edited_file_is_reported_as_without_cache(kcopy: Path, tmp_path: Path) -> None:
    """A broken card added after a warm run fails with the same file, line and message as an uncached run."""
    cache = Cache(tmp_path / "cache")
    kb = load_knowledge(kcopy)
    validate_graph(kb, build_graph(kb), cache)
    (kcopy / "cards" / "zz.yaml").write_text(BROKEN_CARD, encoding="utf-8")
    kb = load_knowledge(kcopy)
    for _ in range(2):  # a failing file is never remembered as passing
        with pytest.raises(KnowledgeErrors) as info:
            validate_graph(kb, build_graph(kb), cache)
        [err] = info.value.errors
        assert (err.path, err.line) == ("knowledge/cards/zz.yaml", 2)
        assert err.message == "shape violation on entity: a card with versions marks exactly one of them current"


def test_renamed_expansion_breaks_cards_in_other_files(kcopy: Path, tmp_path: Path) -> None:
    """Renaming an expansion id only in expansions.yaml fails the unchanged cards/intrigue.yaml, card by card."""
    cache = Cache(tmp_path / "cache")
    kb = before = load_knowledge(kcopy)
    validate_graph(kb, build_graph(kb), cache)
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


def _two_broken_files(kcopy: Path) -> None:
    (kcopy / "cards" / "zz.yaml").write_text(BROKEN_CARD, encoding="utf-8")
    (kcopy / "cards" / "zy.yaml").write_text(BROKEN_CARD.replace("test-card", "other-card")
                                             .replace("Test Card", "Other Card"), encoding="utf-8")


def test_split_validation_reports_what_one_run_does(kcopy: Path, monkeypatch: pytest.MonkeyPatch,
        forking: None) -> None:
    """Validating in two processes (one forked) finds exactly the violations of a single run, sorted alike."""
    _two_broken_files(kcopy)
    kb = load_knowledge(kcopy)
    g = build_graph(kb)
    found = []
    for split_at in (10**9, 1):
        with pytest.MonkeyPatch.context() as patch:  # undone per round; the forking fixture's patch stays
            patch.setattr(kb_shacl, "SPLIT_AT", split_at)
            spy = Spy(patch)
            with pytest.raises(KnowledgeErrors) as info:
                validate_graph(kb, g)
        found.append([(e.path, e.line, e.message) for e in info.value.errors])
    assert spy.runs and spy.runs[0] is not None  # the last run was split: this process validated a part
    assert found[0] == found[1]
    assert [(path, line) for path, line, _ in found[0]] == [("knowledge/cards/zy.yaml", 2),
                                                            ("knowledge/cards/zz.yaml", 2)]


@pytest.mark.parametrize("child_fails", [False, True])
def test_forked_half_comes_back_or_is_redone(kcopy: Path, monkeypatch: pytest.MonkeyPatch,
                                             child_fails: bool, forking: None) -> None:
    """The child's violations arrive through the pipe; if the child dies, this process validates its half."""
    _two_broken_files(kcopy)
    kb = load_knowledge(kcopy)
    g = build_graph(kb)
    shapes = Graph().parse(kcopy / "shapes.ttl", format="turtle")
    first = kb_shacl._targeted_shapes(shapes, g, {iri("card", "test-card")})
    second = kb_shacl._targeted_shapes(shapes, g, {iri("card", "other-card")})
    assert first is not None and second is not None
    if child_fails:
        parent, real = os.getpid(), kb_shacl._violations

        def dies_in_child(kb: Any, g: Graph, shapes: Graph) -> Any:
            if os.getpid() != parent:
                raise RuntimeError("child crashed")
            return real(kb, g, shapes)

        monkeypatch.setattr(kb_shacl, "_violations", dies_in_child)
    errors = kb_shacl._forked(kb, g, first, second)
    assert [(e.path, e.line) for e in errors] == [("knowledge/cards/zy.yaml", 2), ("knowledge/cards/zz.yaml", 2)]


def test_new_card_file_validates_only_itself(kcopy: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A card added in a new file is validated alone: no other file points to it, so their verdicts stand."""
    cache = Cache(tmp_path / "cache")
    kb = load_knowledge(kcopy)
    validate_graph(kb, build_graph(kb), cache)
    spy = Spy(monkeypatch)
    fixed = BROKEN_CARD.replace("label: {en: second, pl: druga}, current: false", "label: {en: second, pl: druga}, "
                                "current: true")
    assert fixed != BROKEN_CARD
    (kcopy / "cards" / "zz.yaml").write_text(fixed, encoding="utf-8")
    kb = load_knowledge(kcopy)
    validate_graph(kb, build_graph(kb), cache)
    assert spy.runs == [{iri("card", "test-card")}]


def test_background_validation_reports_and_remembers(kcopy: Path, tmp_path: Path,
                                                     monkeypatch: pytest.MonkeyPatch, forking: None) -> None:
    """A validation in a child reports both broken files on wait(), and remembers every other file as passed."""
    _two_broken_files(kcopy)
    kb = load_knowledge(kcopy)
    g = build_graph(kb)
    cache = Cache(tmp_path / "cache")
    monkeypatch.setattr(kb_shacl, "SPLIT_AT", 1)
    validation = Validation(kb, g, cache)
    assert validation.background
    with pytest.raises(KnowledgeErrors) as info:
        validation.wait()
    assert [(e.path, e.line) for e in info.value.errors] == [("knowledge/cards/zy.yaml", 2),
                                                             ("knowledge/cards/zz.yaml", 2)]
    monkeypatch.setattr(kb_shacl, "SPLIT_AT", 10**9)
    spy = Spy(monkeypatch)
    with pytest.raises(KnowledgeErrors):
        validate_graph(kb, g, cache)
    assert spy.runs == [{iri("card", "test-card"), iri("card", "other-card")}]


@pytest.mark.parametrize("background", [True, False])
def test_violations_outrank_an_error_raised_alongside(kcopy: Path, monkeypatch: pytest.MonkeyPatch,
                                                      forking: None, background: bool) -> None:
    """A BuildError raised inside the block gives way to the shape violations, kept as their context."""
    (kcopy / "cards" / "zz.yaml").write_text(BROKEN_CARD, encoding="utf-8")
    kb = load_knowledge(kcopy)
    monkeypatch.setattr(kb_shacl, "SPLIT_AT", 1)
    validation = Validation(kb, build_graph(kb), background=background)
    assert validation.background == background
    with pytest.raises(KnowledgeErrors) as info, validation:
        raise BuildError("a check failed")
    assert [(e.path, e.line) for e in info.value.errors] == [("knowledge/cards/zz.yaml", 2)]
    assert isinstance(info.value.__context__, BuildError)


def test_interrupt_stops_the_child(kcopy: Path, monkeypatch: pytest.MonkeyPatch,
        forking: None) -> None:
    """KeyboardInterrupt inside passes through unchanged and the child is killed and reaped."""
    kb = load_knowledge(kcopy)
    monkeypatch.setattr(kb_shacl, "SPLIT_AT", 1)
    validation = Validation(kb, build_graph(kb))
    assert validation._child is not None
    pid = validation._child.pid
    with pytest.raises(KeyboardInterrupt), validation:
        raise KeyboardInterrupt
    with pytest.raises(ChildProcessError):
        os.waitpid(pid, os.WNOHANG)


def test_warm_validation_runs_here(kcopy: Path, tmp_path: Path) -> None:
    """With every verdict remembered there is nothing to hand to a child: no fork, and wait() passes."""
    kb = load_knowledge(kcopy)
    g = build_graph(kb)
    cache = Cache(tmp_path / "cache")
    validate_graph(kb, g, cache)
    validation = Validation(kb, g, cache)
    assert not validation.background
    validation.wait()


def test_abandoned_validation_stops_its_child(kcopy: Path, monkeypatch: pytest.MonkeyPatch, forking: None) -> None:
    """A validation dropped without wait() (a build that failed elsewhere) kills and reaps its child."""
    kb = load_knowledge(kcopy)
    monkeypatch.setattr(kb_shacl, "SPLIT_AT", 1)
    validation = Validation(kb, build_graph(kb))
    assert validation._child is not None
    pid = validation._child.pid
    del validation
    gc.collect()
    with pytest.raises(ChildProcessError):
        os.waitpid(pid, os.WNOHANG)


def test_failed_fork_validates_here(kcopy: Path, monkeypatch: pytest.MonkeyPatch, forking: None) -> None:
    """When fork() fails (no process to spare), both the split run and a background one validate in-process."""
    _two_broken_files(kcopy)
    kb = load_knowledge(kcopy)
    g = build_graph(kb)
    monkeypatch.setattr(kb_shacl, "SPLIT_AT", 1)

    def no_fork() -> int:
        raise OSError("fork: resource temporarily unavailable")

    monkeypatch.setattr(os, "fork", no_fork)
    expected = [("knowledge/cards/zy.yaml", 2), ("knowledge/cards/zz.yaml", 2)]
    with pytest.raises(KnowledgeErrors) as info:
        validate_graph(kb, g)
    assert [(e.path, e.line) for e in info.value.errors] == expected
    validation = Validation(kb, g)
    assert not validation.background
    with pytest.raises(KnowledgeErrors) as info:
        validation.wait()
    assert [(e.path, e.line) for e in info.value.errors] == expected
