"""Check every example in the knowledge base (and extra scenario files) on the engine."""

from __future__ import annotations

import json
import os
import tempfile
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from generator.checker.claims import Claim, member_id
from generator.checker.runner import RunResult, Verdict, card_defs, run_scenario
from generator.checker.scenario import parse_scenario
from generator.checker.support import implemented
from generator.errors import KnowledgeError, ScenarioError
from generator.kb.schema import Knowledge


def check_examples(kb: Knowledge) -> list[RunResult]:
    """Run the scenario of every example, in id order."""
    defs = card_defs(kb)
    results: list[RunResult] = []
    for example in sorted(kb.examples.values(), key=lambda e: e.id):
        try:
            scenario = parse_scenario(example.id, example.scenario, example.loc)
        except ScenarioError as exc:
            results.append(RunResult.failure(example.id, exc.message + (f" (hint: {exc.hint})" if exc.hint else ""),
                                             str(exc.location or example.loc)))
            continue
        missing = unimplemented(kb, example.cards)
        if missing:
            results.append(RunResult.not_shown(example.id, _not_implemented(missing), str(example.loc)))
            continue
        results.append(run_scenario(kb, defs, scenario))
    return results


@dataclass
class CheckReport:
    """Everything ``domwiki check`` proves: examples, list-claim members, and structured-fact probes."""

    examples: list[RunResult] = field(default_factory=list)
    claims: list[Claim] = field(default_factory=list)
    claim_results: list[RunResult] = field(default_factory=list)
    facts: list[RunResult] = field(default_factory=list)
    inputs: str | None = None
    """The digest of everything the results were worked out from (generator.checker.reuse.inputs_key);
    None when not known."""

    @property
    def all(self) -> list[RunResult]:
        """Every result, examples first."""
        return self.examples + self.claim_results + self.facts

    @property
    def ok(self) -> bool:
        """True when nothing failed (unproven results are not failures, nor passes)."""
        return not any(r.failed for r in self.all)

    def example(self, example_id: str) -> RunResult | None:
        """The result of one example (None when it was not checked)."""
        return self._examples().get(example_id)

    def claim_member(self, claim: Claim, card: str) -> RunResult | None:
        """The result of one member of a list claim."""
        return {r.id: r for r in self.claim_results}.get(f"claim:{claim.id}/{card}")

    def _examples(self) -> dict[str, RunResult]:
        if len(self._by_id) != len(self.examples):
            self._by_id = {r.id: r for r in self.examples}
        return self._by_id

    _by_id: dict[str, RunResult] = field(default_factory=dict, init=False, repr=False, compare=False)


def check_all(kb: Knowledge, progress: Callable[[str], None] | None = None, *,
              loaded: tuple[list[Claim], list[KnowledgeError]] | None = None) -> CheckReport:
    """Run every example, every member of every list claim, and the cross-check of structured facts.

    ``loaded`` is the list claims and their errors when the caller has read them already.
    """
    from generator.checker.claims import check_claims, load_claims
    from generator.checker.facts import check_facts, check_supply_status
    say = progress or (lambda _: None)
    say(f"running {len(kb.examples)} examples")
    report = CheckReport(examples=check_examples(kb))
    claims, errors = loaded if loaded is not None else load_claims(kb)
    say(f"running the members of {len(claims)} list claims")
    report.claims = claims
    report.claim_results = [RunResult.failure(f"claim-file:{e.location}", e.message + (
        f" (hint: {e.hint})" if e.hint else ""), str(e.location)) for e in errors]
    report.claim_results += check_claims(kb, claims)
    say("probing the structured facts of every card")
    report.facts = check_facts(kb) + check_supply_status(kb)
    return report


def counts(results: list[RunResult]) -> dict[Verdict, int]:
    """How many results have each verdict (every verdict present, zero included)."""
    out = dict.fromkeys(Verdict, 0)
    for r in results:
        out[r.verdict] += 1
    return out


def summary_line(results: list[RunResult]) -> str:
    """'N passed, N failed, N unproven' — the closing line CI reads (unproven is never counted as passed)."""
    n = counts(results)
    return f"{n[Verdict.PASSED]} passed, {n[Verdict.FAILED]} failed, {n[Verdict.UNPROVEN]} unproven"


def unproven_line(results: list[RunResult]) -> str | None:
    """'N unproven: ...' with the distinct reasons, or None when everything was shown."""
    reasons = sorted({r.unproven for r in results if r.unproven})
    count = sum(1 for r in results if r.verdict is Verdict.UNPROVEN)
    return f"{count} unproven: " + "; ".join(reasons[:3]) + (" ..." if len(reasons) > 3 else "") if count else None


def unimplemented(kb: Knowledge, cards: Iterable[str]) -> list[str]:
    """The cards (of an example, a claim member) whose behaviour the engine does not implement yet."""
    return [c for c in cards if not implemented(c, kb)]


def _not_implemented(cards: list[str]) -> str:
    return f"the engine has no behaviour for {', '.join(repr(c) for c in cards)} yet"


def claims_json(claims: list[Claim], results: list[RunResult]) -> dict[str, Any]:
    """The claims as saved for the site: texts, rule, source and each member's verdict and trace."""
    by_id = {r.id: r for r in results}
    out: dict[str, Any] = {}
    for claim in claims:
        members = []
        for member in claim.members:
            result = by_id.get(member_id(claim, member))
            members.append({"card": member.card, "passed": bool(result and result.passed),
                            "verdict": result.verdict.value if result else None,
                            "result": result.as_json() if result else None})
        out[claim.id] = {
            "id": claim.id, "title": {"en": claim.title.en, "pl": claim.title.pl},
            "claim": {"en": claim.claim.en, "pl": claim.claim.pl}, "illustrates": list(claim.illustrates),
            "source": claim.source, "location": str(claim.loc),
            "conditions": {"en": claim.conditions.en, "pl": claim.conditions.pl} if claim.conditions else None,
            "passed": all(m["passed"] for m in members), "members": members}
    return out


def write_report(report: CheckReport, path: Path) -> None:
    """Save examples (``results``), claims (``claims``) and fact probes (``facts``) as JSON: the build's record
    of the last check (the site is generated from the report in memory, never from this file)."""
    write_results(report.examples, path, claims=claims_json(report.claims, report.claim_results),
                  facts={r.id: r.as_json() for r in report.facts})


def write_results(results: list[RunResult], path: Path, *, claims: dict[str, Any] | None = None,
                  facts: dict[str, Any] | None = None) -> None:
    """Save results as JSON, atomically (temp file, then rename)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    data: dict[str, Any] = {"results": {r.id: r.as_json() for r in results}}
    if claims is not None:
        data["claims"] = claims
    if facts is not None:
        data["facts"] = facts
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".check-", suffix=".json")
    with os.fdopen(fd, "w", encoding="utf-8") as fh:
        json.dump(data, fh, ensure_ascii=False, default=str)  # compact: the C encoder, several times faster
    os.replace(tmp, path)


def read_claims(path: Path) -> dict[str, dict[str, Any]]:
    """The saved list claims by claim id (empty when the checker has not run)."""
    if not path.exists():
        return {}
    claims: dict[str, dict[str, Any]] = json.loads(path.read_text(encoding="utf-8")).get("claims", {})
    return claims


def check_files(kb: Knowledge, files: list[Path]) -> list[RunResult]:
    """Run the scenarios of extra files (a top-level ``scenarios:`` list of ``{id, ...scenario fields}``)."""
    from generator.checker.runner import card_defs as defs_of
    from generator.kb.yamlsrc import LDict, LList, load_yaml_file

    defs = defs_of(kb)
    results: list[RunResult] = []
    for file in files:
        try:
            data = load_yaml_file(file)
        except KnowledgeError as exc:
            results.append(RunResult.failure(str(file), exc.message, str(exc.location)))
            continue
        items = data.get("scenarios") if isinstance(data, LDict) else None
        if not isinstance(items, LList):
            results.append(RunResult.failure(str(file), "expected a top-level 'scenarios:' list", f"{file}:1"))
            continue
        for index, item in enumerate(items):
            where = items.loc(index, f"scenarios[{index}]")
            if not isinstance(item, LDict) or not isinstance(item.get("id"), str):
                results.append(RunResult.failure(f"{file}#{index}", "each scenario needs an 'id'", str(where)))
                continue
            body = LDict({k: v for k, v in item.items() if k not in ("id", "title")})
            body.path, body.line, body.key_lines = item.path, item.line, item.key_lines
            try:
                scenario = parse_scenario(item["id"], body, where)
            except ScenarioError as exc:
                results.append(RunResult.failure(item["id"], exc.message + (f" (hint: {exc.hint})" if exc.hint else ""),
                                                 str(exc.location or where)))
                continue
            results.append(run_scenario(kb, defs, scenario))
    return results
