"""Typed field readers for knowledge records, collecting located errors.

A :class:`Reader` reads one YAML mapping; every problem it finds is added to a
shared error list (with path, line and key) so that a whole file is reported
at once instead of stopping at the first mistake.
"""

from __future__ import annotations

import builtins
import difflib
import re
from collections.abc import Iterable
from typing import Any

from generator.errors import KnowledgeError, Location
from generator.kb.schema import Cost, Text
from generator.kb.yamlsrc import LDict, LList

ID_RE = re.compile(r"^[a-z0-9]+(?:-[a-z0-9]+)*\Z")
"""Entity ids are lower-case kebab-case ASCII (they are IRIs and page slugs); ``\\Z``: no trailing newline."""
MAX_ID_LENGTH = 100
"""The longest id: ids become file names (``<id>.md``, ``<id>/index.html``), which file systems cap at 255 bytes."""
MAX_COST = 99
"""The largest cost part accepted (printed costs stay under 20)."""


def close_match(word: str, choices: Iterable[str]) -> str | None:
    """The closest of ``choices`` to ``word``, if any is reasonably close."""
    found = difflib.get_close_matches(word, list(choices), n=1, cutoff=0.6)
    return found[0] if found else None


class Reader:
    """Reads typed fields from one mapping, recording errors instead of raising."""

    def __init__(self, data: Any, errors: list[KnowledgeError], where: Location, prefix: builtins.str = "") -> None:
        self.errors = errors
        self.prefix = prefix
        self.ok = isinstance(data, LDict)
        if not self.ok:
            errors.append(KnowledgeError(f"expected a mapping, found {type(data).__name__}", where))
            data = LDict()
            data.path, data.line, data.key_lines = where.path, where.line or 1, {}
        self.data: LDict = data

    def loc(self, key: builtins.str | None = None) -> Location:
        """Where ``key`` of this mapping was written."""
        keypath = f"{self.prefix}{key}" if key else (self.prefix.rstrip(".") or None)
        return self.data.loc(key, keypath)

    def fail(self, key: builtins.str | None, message: builtins.str, hint: builtins.str | None = None) -> None:
        """Record an error at ``key``."""
        self.errors.append(KnowledgeError(message, self.loc(key), hint))

    def allow(self, *keys: builtins.str) -> None:
        """Report keys that are not among ``keys`` (misspelt field names)."""
        for key in self.data:
            if key not in keys:
                guess = close_match(key, keys)
                self.fail(key, f"unknown field {key!r}",
                          f"did you mean {guess!r}?" if guess else f"allowed fields: {', '.join(keys)}")

    def has(self, key: builtins.str) -> builtins.bool:
        """True when the mapping has ``key``."""
        return key in self.data

    def raw(self, key: builtins.str) -> Any:
        """The raw value of ``key`` (None when absent)."""
        return self.data.get(key)

    def str(self, key: builtins.str, *, required: builtins.bool = True,
            default: builtins.str | None = None) -> builtins.str | None:
        """A string field."""
        if key not in self.data or self.data[key] is None:
            if required:
                self.fail(None, f"missing required field {key!r}")
            return default
        value = self.data[key]
        if isinstance(value, bool) or not isinstance(value, (str, int, float)):
            self.fail(key, f"{key!r} must be text, found {type(value).__name__}")
            return default
        return str(value)

    def id(self, key: builtins.str = "id") -> builtins.str:
        """An entity id: kebab-case ASCII."""
        value = self.str(key) or ""
        if len(value) > MAX_ID_LENGTH:
            self.fail(key, f"id is too long ({len(value)} characters, limit {MAX_ID_LENGTH})",
                      "ids are page names; shorten it")
        elif value and not ID_RE.match(value):
            suggestion = re.sub(r"[^a-z0-9]+", "-", value.lower()).strip("-")
            self.fail(key, f"invalid id {value!r}: ids are lower-case kebab-case", f"use {suggestion!r}")
        return value

    def choice(self, key: builtins.str, choices: tuple[builtins.str, ...], *, required: builtins.bool = True,
               default: builtins.str | None = None) -> builtins.str | None:
        """A string that must be one of ``choices``."""
        value = self.str(key, required=required, default=default)
        if value is not None and value not in choices:
            guess = close_match(value, choices)
            self.fail(key, f"{key!r} is {value!r}, expected one of {', '.join(choices)}",
                      f"did you mean {guess!r}?" if guess else None)
            return default
        return value

    def int(self, key: builtins.str, *, required: builtins.bool = False, default: int = 0,
            minimum: int | None = 0, maximum: int | None = None) -> int:
        """A whole number (not a boolean), at least ``minimum`` and at most ``maximum``."""
        if key not in self.data:
            if required:
                self.fail(None, f"missing required field {key!r}")
            return default
        value = self.data[key]
        if isinstance(value, bool) or not isinstance(value, int):
            self.fail(key, f"{key!r} must be a whole number, found {value!r}", "write digits, e.g. 5")
            return default
        if minimum is not None and value < minimum:
            self.fail(key, f"{key!r} must be at least {minimum}, found {value}")
            return default
        if maximum is not None and value > maximum:
            shown = str(value) if value < 10**30 else f"a number of {len(str(value))} digits"
            self.fail(key, f"{key!r} must be at most {maximum}, found {shown}")
            return default
        return value

    def bool(self, key: builtins.str, default: builtins.bool = False) -> builtins.bool:
        """A true/false field."""
        value = self.data.get(key, default)
        if not isinstance(value, bool):
            self.fail(key, f"{key!r} must be true or false, found {value!r}")
            return default
        return value

    def list(self, key: builtins.str, *, required: builtins.bool = False) -> LList:
        """A list field (an empty list when absent)."""
        value = self.data.get(key)
        if value is None:
            if required:
                self.fail(None, f"missing required field {key!r}")
            empty = LList()
            empty.path, empty.line, empty.item_lines = self.data.path, self.data.line, []
            return empty
        if not isinstance(value, LList):
            self.fail(key, f"{key!r} must be a list, found {type(value).__name__}", f"write {key}: [a, b]")
            empty = LList()
            empty.path, empty.line, empty.item_lines = self.data.path, self.data.line, []
            return empty
        return value

    def strings(self, key: builtins.str, *, required: builtins.bool = False,
                choices: tuple[builtins.str, ...] | None = None) -> tuple[builtins.str, ...]:
        """A list of strings, optionally each from ``choices``."""
        out: list[str] = []
        seq = self.list(key, required=required)
        for index, item in enumerate(seq):
            if not isinstance(item, str):
                self.errors.append(KnowledgeError(f"{key!r} items must be text, found {item!r}",
                                                  seq.loc(index, f"{self.prefix}{key}[{index}]")))
                continue
            if choices is not None and item not in choices:
                guess = close_match(item, choices)
                self.errors.append(KnowledgeError(
                    f"{key!r} has {item!r}, expected one of {', '.join(choices)}",
                    seq.loc(index, f"{self.prefix}{key}[{index}]"),
                    f"did you mean {guess!r}?" if guess else None))
                continue
            out.append(item)
        return tuple(out)

    def text(self, key: builtins.str, *, required: builtins.bool = True) -> Text | None:
        """A bilingual text ``{en: ..., pl: ...}``; ``pl: null`` marks it untranslated."""
        if key not in self.data or self.data[key] is None:
            if required:
                self.fail(None, f"missing required text {key!r}", f"write {key}: {{en: ..., pl: ...}}")
            return None
        value = self.data[key]
        where = self.loc(key)
        if not isinstance(value, LDict):
            self.fail(key, f"{key!r} must have an English and a Polish text",
                      f"write {key}: {{en: {str(value)!r}, pl: ...}}")
            return None
        for lang in value:
            if lang not in ("en", "pl"):
                guess = close_match(lang, ("en", "pl"))
                self.errors.append(KnowledgeError(
                    f"invalid language tag {lang!r} in {key!r}", value.loc(lang, f"{self.prefix}{key}.{lang}"),
                    f"use 'en' or 'pl'{f' (did you mean {guess!r}?)' if guess else ''}"))
        en = value.get("en")
        if not isinstance(en, str) or not en.strip():
            self.errors.append(KnowledgeError(f"missing English text in {key!r}", where,
                                              "English is the source language and is required"))
            en = ""
        if "pl" not in value:
            self.errors.append(KnowledgeError(
                f"missing Polish text in {key!r}", where,
                "add pl: with the Polish text, or pl: null to mark it as not yet translated"))
            return Text(en, None)
        pl = value.get("pl")
        if pl is not None and (not isinstance(pl, str) or not pl.strip()):
            self.errors.append(KnowledgeError(f"Polish text in {key!r} must be text or null",
                                              value.loc("pl", f"{self.prefix}{key}.pl")))
            pl = None
        return Text(en, pl)

    def cost(self, key: builtins.str = "cost") -> Cost:
        """A cost ``{coins: 5, potion: 1, debt: 0}``."""
        value = self.data.get(key)
        if value is None:
            self.fail(None, f"missing required field {key!r}", "write cost: {coins: 4}")
            return Cost()
        if not isinstance(value, LDict):
            self.fail(key, f"{key!r} must be a mapping like {{coins: 4}}, found {value!r}")
            return Cost()
        sub = Reader(value, self.errors, self.loc(key), f"{self.prefix}{key}.")
        sub.allow("coins", "potion", "debt")
        return Cost(sub.int("coins", maximum=MAX_COST), sub.int("potion", maximum=MAX_COST),
                    sub.int("debt", maximum=MAX_COST))
