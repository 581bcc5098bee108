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

import enum
import hashlib
import json
import pickle
import sys
from collections.abc import Callable
from dataclasses import fields, is_dataclass
from pathlib import Path, PurePath
from typing import Any

from generator.checker.check import CheckReport, check_all
from generator.checker.claims import load_claims
from generator.kb.cache import Cache
from generator.kb.schema import Knowledge, NameForms, Text
from generator.kb.yamlsrc import LDict, LList

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


def skeleton(value: Any) -> Any:
    """``value`` as JSON-ready data with every human text replaced by a mark, and with the file and
    lines of every parsed mapping and sequence kept (check results name them)."""
    kind = type(value)
    if kind in PLAIN or value is None:
        return value
    names = _FIELDS.get(kind)
    if names is not None:
        return [kind.__name__, *[skeleton(getattr(value, name)) for name in names]]
    if kind in HUMAN:
        return "~"
    if kind is LDict:
        return ["LDict", value.path, value.line, [[k, value.key_lines.get(k), skeleton(v)] for k, v in value.items()]]
    if kind is LList:
        return ["LList", value.path, value.line, list(value.item_lines), [skeleton(v) for v in value]]
    if kind is dict:
        return ["dict", [[skeleton(k), skeleton(v)] for k, v in value.items()]]
    if kind is list or kind is tuple:
        return [kind.__name__, [skeleton(v) for v in value]]
    if kind is set or kind is frozenset:
        return ["set", sorted(json.dumps(skeleton(v), sort_keys=True) for v in value)]
    if isinstance(value, enum.Enum):
        return f"{kind.__name__}.{value.name}"
    if isinstance(value, PurePath):
        return ["Path", value.as_posix()]
    if is_dataclass(value) and not isinstance(value, type):
        _FIELDS[kind] = tuple(f.name for f in fields(value))
        return skeleton(value)
    raise TypeError(f"no skeleton for {kind.__name__}: a check input of a new kind (add it to skeleton)")


PLAIN = frozenset({str, int, float, bool})
_FIELDS: dict[type, tuple[str, ...]] = {}
"""The field names of each dataclass met so far."""


def inputs_key(kb: Knowledge, claims: object) -> str:
    """The cache key of a report: the code, and the knowledge and claims without their texts."""
    data = {"root": kb.root, "tables": [skeleton(kb.kind_table(kind)) for kind in TABLES], "claims": skeleton(claims)}
    body = json.dumps(data, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
    return f"{code_digest()}:{hashlib.sha256(body).hexdigest()}"


def check_or_reuse(kb: Knowledge, cache: Cache, progress: Callable[[str], None] | None = None) -> CheckReport:
    """The check report of ``kb``: the stored one when its key matches, else a new run (then stored).

    The claims are always read again, so the report carries their current texts; only the results
    (which name no text) come from the cache.
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
            return CheckReport(examples=examples, claims=claims, claim_results=claim_results, facts=facts)
    report = check_all(kb, progress, loaded=(claims, errors))
    cache.put_blob(NAMESPACE, key, pickle.dumps((report.examples, report.claim_results, report.facts),
                                                protocol=pickle.HIGHEST_PROTOCOL))
    cache.prune(NAMESPACE, KEEP)
    return report
