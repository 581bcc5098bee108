"""The build reuses the last check report only when nothing the checks read has changed (checker.reuse)."""

from __future__ import annotations

import copy
import dataclasses
import json
from pathlib import Path
from typing import Any

import pytest

from generator.checker import reuse
from generator.checker.check import CheckReport, check_all
from generator.checker.claims import load_claims
from generator.checker.runner import RunResult, Verdict
from generator.kb.cache import Cache
from generator.kb.schema import Knowledge, NameForms, Text
from generator.kb.yamlsrc import LDict, LList


def garbled(value: Any) -> Any:
    """``value`` with every human text (and every Polish name's forms) replaced by other words."""
    if isinstance(value, Text):
        return Text(f"garbled {len(value.en)}", None if value.pl is None else "zmienione")
    if isinstance(value, NameForms):
        return NameForms("n", "pl", "zmienionych", "zmienione")
    if isinstance(value, (LDict, LList, str)):
        return value  # parsed YAML (scenarios) holds no Text
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        out = copy.copy(value)
        for f in dataclasses.fields(value):
            object.__setattr__(out, f.name, garbled(getattr(value, f.name)))
        return out
    if isinstance(value, dict):
        return {k: garbled(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return type(value)(garbled(v) for v in value)
    return value


def _garbled_kb(kb: Knowledge) -> Knowledge:
    out = Knowledge(root=kb.root, warnings=list(kb.warnings))
    for kind in reuse.TABLES:
        kb_table = out.kind_table(kind)
        kb_table.update(garbled(kb.kind_table(kind)))
    return out


def _with_card(kb: Knowledge, card: str, **changes: Any) -> Knowledge:
    out = dataclasses.replace(kb, cards=dict(kb.cards))
    out.cards[card] = dataclasses.replace(kb.cards[card], **changes)
    return out


def test_no_check_reads_a_text(kb: Knowledge) -> None:
    """What makes reuse sound: with every name, description, translation and Polish form replaced, every
    example, claim member and fact probe gives the very same result (verdict, outcomes, trace, locations)."""
    claims, errors = load_claims(kb)
    other = _garbled_kb(kb)
    assert other.cards["witch"].name != kb.cards["witch"].name  # the texts really are different
    assert other.cards["witch"].description != kb.cards["witch"].description
    before = check_all(kb, loaded=(claims, errors))
    after = check_all(other, loaded=(garbled(claims), errors))
    assert len(before.all) > 1500
    assert [r.as_json() for r in after.all] == [r.as_json() for r in before.all]


def test_key_leaves_out_texts_and_keeps_structure(kb: Knowledge) -> None:
    """A new name or description keeps the key; a cost, a type, a scenario or a moved line changes it."""
    claims = load_claims(kb)
    key = reuse.inputs_key(kb, claims)
    witch = kb.cards["witch"]
    renamed = _with_card(kb, "witch", name=Text("Hexer", "Czarownik"),
                         description=Text("Another description.", "Inny opis."))
    assert reuse.inputs_key(renamed, claims) == key
    assert reuse.inputs_key(_with_card(kb, "witch", cost=dataclasses.replace(witch.cost, coins=6)), claims) != key
    assert reuse.inputs_key(_with_card(kb, "witch", types=(*witch.types, "duration")), claims) != key
    example = next(e for e in kb.examples.values() if isinstance(e.scenario, LDict))
    moved = LDict(example.scenario)
    moved.path, moved.line, moved.key_lines = example.scenario.path, example.scenario.line + 1, {}
    shifted = dataclasses.replace(kb, examples={**kb.examples, example.id: dataclasses.replace(example,
                                                                                               scenario=moved)})
    assert reuse.inputs_key(shifted, claims) != key  # results name the lines they were written on


def test_key_follows_the_code(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Any change to a file of the engine or the checker gives another code digest."""
    for part in ("engine", "checker", "kb"):
        (tmp_path / part).mkdir()
        (tmp_path / part / "a.py").write_text("x = 1\n")
    (tmp_path / "errors.py").write_text("")
    monkeypatch.setattr(reuse, "GENERATOR", tmp_path)
    first = reuse.code_digest()
    (tmp_path / "engine" / "a.py").write_text("x = 2\n")
    assert reuse.code_digest() != first
    (tmp_path / "site.py").write_text("not a check's code\n")
    second = reuse.code_digest()
    (tmp_path / "site.py").write_text("still not\n")
    assert reuse.code_digest() == second


class Runs:
    """Stands for check_all: counts the runs and returns a small report."""

    def __init__(self) -> None:
        self.count = 0

    def __call__(self, kb: Knowledge, progress: Any = None, *, loaded: Any = None) -> CheckReport:
        self.count += 1
        return CheckReport(examples=[RunResult(f"run-{self.count}", Verdict.PASSED)], claims=loaded[0])


def test_report_is_reused_until_an_input_changes(kb: Knowledge, tmp_path: Path,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    """The second build with the same inputs runs no check and gets the stored results with the claims just
    read; a changed cost, a damaged entry or DOMWIKI_CACHE=off runs the checks again."""
    runs = Runs()
    monkeypatch.setattr(reuse, "check_all", runs)
    cache = Cache(tmp_path)
    first = reuse.check_or_reuse(kb, cache)
    again = reuse.check_or_reuse(_with_card(kb, "witch", description=Text("New.", "Nowy.")), Cache(tmp_path))
    assert runs.count == 1
    assert [r.id for r in again.examples] == ["run-1"]
    assert [c.id for c in again.claims] == [c.id for c in first.claims] and again.claims
    reuse.check_or_reuse(_with_card(kb, "witch", cost=dataclasses.replace(kb.cards["witch"].cost, coins=9)), cache)
    assert runs.count == 2
    for entry in tmp_path.rglob("*.bin"):
        head, _, body = entry.read_bytes().partition(b"\n")
        entry.write_bytes(head + b"\n" + body[: len(body) // 2])  # cut short: the key is right, the bytes are not
    assert [r.id for r in reuse.check_or_reuse(kb, cache).examples] == ["run-3"]
    monkeypatch.setenv("DOMWIKI_CACHE", "off")
    reuse.check_or_reuse(kb, Cache(tmp_path))
    reuse.check_or_reuse(kb, Cache(tmp_path))
    assert runs.count == 5


def test_record_is_written_by_a_run_and_kept_by_a_reuse(kb: Knowledge, tmp_path: Path,
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    """A run saves its report at ``record``; a reused report leaves the saved one as it is, and saves one
    only when the record is missing."""
    runs = Runs()
    monkeypatch.setattr(reuse, "check_all", runs)
    cache, record = Cache(tmp_path / "cache"), tmp_path / "check.json"
    reuse.check_or_reuse(kb, cache, record=record)
    assert list(json.loads(record.read_text(encoding="utf-8"))["results"]) == ["run-1"]
    record.write_text('{"results": {"kept": {}}}', encoding="utf-8")
    reuse.check_or_reuse(kb, cache, record=record)
    assert runs.count == 1 and json.loads(record.read_text(encoding="utf-8")) == {"results": {"kept": {}}}
    record.unlink()
    reuse.check_or_reuse(kb, cache, record=record)
    assert runs.count == 1 and list(json.loads(record.read_text(encoding="utf-8"))["results"]) == ["run-1"]
