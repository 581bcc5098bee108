"""The build reuses its last check report when nothing the checks read has changed.

A check reads the engine and checker code and the structure of the knowledge:
ids, costs, types, versions, gain facts, scenarios and where each was written. It
never reads a human text (a ``Text`` in English and Polish, or a Polish name's
inflected forms). The report is stored in the build cache under a digest of the
code and of the knowledge with every text left out. An edit of a description,
a name or a translation is then rebuilt without running the checks again, while
any other edit runs them all. The test suite runs the checks on the knowledge
with every text replaced and asserts the same report, so a check that starts
reading a text fails there, not here.

``domwiki check`` always runs every check; only the build reuses a report.
"""

from __future__ import annotations

import hashlib
import pickle
import sys
from collections.abc import Callable
from pathlib import Path

from generator.checker.check import CheckReport, check_all, write_report
from generator.checker.claims import load_claims
from generator.kb.cache import Cache
from generator.kb.fingerprint import fingerprint
from generator.kb.schema import Knowledge, NameForms, Text

NAMESPACE = "check"
KEEP = 8
"""Reports kept in the cache (about 1 MB each): enough to go back and forth between a few states."""

GENERATOR = Path(__file__).resolve().parents[1]
CODE = ("engine", "checker", "kb", "errors.py")
"""What the checks run on, under generator/: every Python file there is part of the key."""

HUMAN = (Text, NameForms)
"""Values no check reads: left out of the key."""
TABLES = ("expansion", "card", "pile", "rule", "term", "example")
"""The knowledge's records the checks read (its lint warnings they do not)."""


def code_digest() -> str:
    """The SHA-256 of the checks' code (every file of :data:`CODE`) and the Python version."""
    h = hashlib.sha256(sys.version.encode())
    for part in CODE:
        path = GENERATOR / part
        for file in sorted(path.rglob("*.py")) if path.is_dir() else [path]:
            data = file.read_bytes()
            h.update(file.relative_to(GENERATOR).as_posix().encode() + b"\0" + len(data).to_bytes(8, "big") + data)
    return h.hexdigest()


def inputs_key(kb: Knowledge, claims: object) -> str:
    """The cache key of a report: the code, and the knowledge and claims without their texts."""
    tables = {kind: kb.kind_table(kind) for kind in TABLES}
    return f"{code_digest()}:{fingerprint({'root': kb.root, 'tables': tables, 'claims': claims}, HUMAN)}"


def check_or_reuse(kb: Knowledge, cache: Cache, progress: Callable[[str], None] | None = None, *,
                   record: Path | None = None) -> CheckReport:
    """The check report of ``kb``: the stored one when its key matches, else a new run (then stored).

    The claims are always read again, so the report carries their current texts; only the results
    (which name no text) come from the cache. ``record`` is where a run's report is saved as JSON
    (generator.checker.check.write_report): after each run, and when a reused report finds none there.
    """
    claims, errors = load_claims(kb)
    key = inputs_key(kb, (claims, errors))
    stored = cache.get_blob(NAMESPACE, key)
    if stored is not None:
        try:
            examples, claim_results, facts = pickle.loads(stored)
        except Exception:  # noqa: BLE001 - a damaged entry costs a run, never a wrong report
            pass
        else:
            if progress:
                progress("the checks' inputs are unchanged: reusing the last check report")
            report = CheckReport(examples=examples, claims=claims, claim_results=claim_results, facts=facts,
                                 inputs=key)
            if record is not None and not record.exists():
                write_report(report, record)
            return report
    report = check_all(kb, progress, loaded=(claims, errors))
    if record is not None:
        write_report(report, record)
    report.inputs = key
    cache.put_blob(NAMESPACE, key, pickle.dumps((report.examples, report.claim_results, report.facts),
                                                protocol=pickle.HIGHEST_PROTOCOL))
    cache.prune(NAMESPACE, KEEP)
    return report
