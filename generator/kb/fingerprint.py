"""Canonical forms of knowledge values, for builds that compare what changed since the last one.

:func:`canonical` writes a value (records, texts, parsed YAML with its file and lines,
sets in a fixed order) as JSON-ready data, the same in every process; :func:`fingerprint`
is the SHA-256 of that form.  The check report is reused when the knowledge's form with
every text left out is unchanged (generator.checker.reuse), and a page is made again only
when the form of something it read changed (generator.site.reads).
"""

from __future__ import annotations

import enum
import hashlib
import json
from dataclasses import fields, is_dataclass
from pathlib import PurePath
from typing import Any

from generator.kb.yamlsrc import LDict, LList

PLAIN = frozenset({str, int, float, bool})
_FIELDS: dict[type, tuple[str, ...]] = {}
"""The field names of each dataclass met so far."""
BLANK = "~"
"""What a left-out value is written as."""


def canonical(value: Any, blank: tuple[type, ...] = ()) -> Any:
    """``value`` as JSON-ready data, with every value of a type in ``blank`` written as :data:`BLANK`."""
    kind = type(value)
    if kind in PLAIN or value is None:
        return value
    names = _FIELDS.get(kind)
    if names is not None:
        if kind in blank:
            return BLANK
        return [kind.__name__, *[canonical(getattr(value, name), blank) for name in names]]
    if kind in blank:
        return BLANK
    if kind is LDict:
        return ["LDict", value.path, value.line,
                [[k, value.key_lines.get(k), canonical(v, blank)] for k, v in value.items()]]
    if kind is LList:
        return ["LList", value.path, value.line, list(value.item_lines), [canonical(v, blank) for v in value]]
    if kind is dict:
        return ["dict", [[canonical(k, blank), canonical(v, blank)] for k, v in value.items()]]
    if kind is list or kind is tuple:
        return [kind.__name__, [canonical(v, blank) for v in value]]
    if kind is set or kind is frozenset:
        return ["set", sorted(json.dumps(canonical(v, blank), sort_keys=True) for v in value)]
    if isinstance(value, enum.Enum):
        return f"{kind.__name__}.{value.name}"
    if isinstance(value, PurePath):
        return ["Path", value.as_posix()]
    if is_dataclass(value) and not isinstance(value, type):
        _FIELDS[kind] = tuple(f.name for f in fields(value))
        return canonical(value, blank)
    raise TypeError(f"no canonical form for {kind.__name__}: a value of a new kind (add it to canonical)")


def encoded(value: Any, blank: tuple[type, ...] = ()) -> bytes:
    """The canonical form of ``value`` as compact JSON bytes."""
    return json.dumps(canonical(value, blank), ensure_ascii=False, separators=(",", ":")).encode("utf-8")


def fingerprint(value: Any, blank: tuple[type, ...] = ()) -> str:
    """The SHA-256 of the canonical form of ``value``."""
    return hashlib.sha256(encoded(value, blank)).hexdigest()
