"""Check every example in the knowledge base (and extra scenario files) on the engine."""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path
from typing import Any

from generator.checker.runner import RunResult, card_defs, run_scenario
from generator.checker.scenario import parse_scenario
from generator.errors import Location, ScenarioError
from generator.kb.schema import Knowledge


def check_examples(kb: Knowledge) -> list[RunResult]:
    """Run the scenario of every example, in id order."""
    defs = card_defs(kb)
    results: list[RunResult] = []
    for example in sorted(kb.examples.values(), key=lambda e: e.id):
        try:
            scenario = parse_scenario(example.id, example.scenario, example.loc)
        except ScenarioError as exc:
            results.append(RunResult(example.id, False,
                                     error=exc.message + (f" (hint: {exc.hint})" if exc.hint else ""),
                                     location=str(exc.location or example.loc)))
            continue
        results.append(run_scenario(kb, defs, scenario))
    return results


def summary_line(results: list[RunResult]) -> str:
    """'N passed, N failed' — the closing line CI reads."""
    passed = sum(1 for r in results if r.passed)
    return f"{passed} passed, {len(results) - passed} failed"


def write_results(results: list[RunResult], path: Path) -> None:
    """Save results as JSON for the site generator, atomically (temp file, then rename)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    data: dict[str, Any] = {"results": {r.id: r.as_json() for r in results}}
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".check-", suffix=".json")
    with os.fdopen(fd, "w", encoding="utf-8") as fh:
        json.dump(data, fh, ensure_ascii=False, indent=1, default=str)
    os.replace(tmp, path)


def read_results(path: Path) -> dict[str, dict[str, Any]]:
    """The saved results by example id (empty when the checker has not run)."""
    if not path.exists():
        return {}
    data = json.loads(path.read_text(encoding="utf-8"))
    results: dict[str, dict[str, Any]] = data.get("results", {})
    return results


def location_of(result: RunResult) -> str:
    """Where a failing result points."""
    return result.location or str(Location("knowledge/examples"))


def check_files(kb: Knowledge, files: list[Path]) -> list[RunResult]:
    """Run the scenarios of extra files (a top-level ``scenarios:`` list of ``{id, ...scenario fields}``)."""
    from generator.checker.runner import card_defs as defs_of
    from generator.errors import KnowledgeError
    from generator.kb.yamlsrc import LDict, LList, load_yaml_file

    defs = defs_of(kb)
    results: list[RunResult] = []
    for file in files:
        try:
            data = load_yaml_file(file)
        except KnowledgeError as exc:
            results.append(RunResult(str(file), False, error=exc.message, location=str(exc.location)))
            continue
        items = data.get("scenarios") if isinstance(data, LDict) else None
        if not isinstance(items, LList):
            results.append(RunResult(str(file), False, error="expected a top-level 'scenarios:' list",
                                     location=f"{file}:1"))
            continue
        for index, item in enumerate(items):
            where = items.loc(index, f"scenarios[{index}]")
            if not isinstance(item, LDict) or not isinstance(item.get("id"), str):
                results.append(RunResult(f"{file}#{index}", False, error="each scenario needs an 'id'",
                                         location=str(where)))
                continue
            body = LDict({k: v for k, v in item.items() if k not in ("id", "title")})
            body.path, body.line, body.key_lines = item.path, item.line, item.key_lines
            try:
                scenario = parse_scenario(item["id"], body, where)
            except ScenarioError as exc:
                results.append(RunResult(item["id"], False, error=exc.message, location=str(exc.location or where)))
                continue
            results.append(run_scenario(kb, defs, scenario))
    return results
