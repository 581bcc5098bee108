"""What each page read, so that the next build makes again only the pages an edit changed.

Pages are made in units (one record's page, or a family of pages made together; see
generator.site.catalog).  While a unit is made and rendered, every lookup in the
knowledge's tables and in the build's link tables goes through a :class:`ReadTable`,
which notes what was read in the open :class:`Reads`: one record (``("cards", "witch")``)
or a whole table (``("cards", ALL)``, when a unit goes through every card).  The build
keeps each unit's reads, and the fingerprint each read had (:class:`PagesRecord`).  The next
build takes a unit's pages from the published site_src when nothing it read has another
fingerprint and nothing every page shares has changed (:func:`shared_inputs`); otherwise
it makes them again.  A unit that shows what changes with any edit (the graph's size) is
made every time.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, ItemsView, Iterator, KeysView, Mapping, ValuesView
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeVar

from generator.kb.fingerprint import fingerprint

K = TypeVar("K")
V = TypeVar("V")
ALL = "*"
"""The key of a token that stands for a whole table (no record id is ``*``)."""
Token = tuple[str, Any]
"""What a page read: (table, record key) or (table, ALL)."""

ROOT = Path(__file__).resolve().parents[2]
CODE = (ROOT / "generator", ROOT / "translations")
"""What every page is made by: the generator's code, its templates and the translations."""


class Reads:
    """The reads noted while units are made; recordings nest (a shared lookup inside a page)."""

    def __init__(self) -> None:
        self._open: list[set[Token]] = []

    def note(self, token: Token) -> None:
        if self._open:
            self._open[-1].add(token)

    def note_all(self, tokens: set[Token]) -> None:
        if self._open:
            self._open[-1].update(tokens)

    @contextmanager
    def recording(self) -> Iterator[set[Token]]:
        """Note reads into a new set (yielded); when it closes, they count for the enclosing recording too."""
        found: set[Token] = set()
        self._open.append(found)
        try:
            yield found
        finally:
            self._open.pop()
            self.note_all(found)


class ReadTable(Mapping[K, V]):
    """A read-only view of a table that notes every lookup (see the module's docstring)."""

    __slots__ = ("name", "data", "reads")

    def __init__(self, name: str, data: Mapping[K, V], reads: Reads) -> None:
        self.name = name
        self.data = data
        self.reads = reads

    def __getitem__(self, key: K) -> V:
        self.reads.note((self.name, key))
        return self.data[key]

    def get(self, key: K, default: Any = None) -> Any:
        self.reads.note((self.name, key))
        return self.data.get(key, default)

    def __contains__(self, key: object) -> bool:
        self.reads.note((self.name, key))
        return key in self.data

    def __iter__(self) -> Iterator[K]:
        self.reads.note((self.name, ALL))
        return iter(self.data)

    def __len__(self) -> int:
        self.reads.note((self.name, ALL))
        return len(self.data)

    def keys(self) -> KeysView[K]:
        self.reads.note((self.name, ALL))
        return self.data.keys()

    def values(self) -> ValuesView[V]:
        self.reads.note((self.name, ALL))
        return self.data.values()

    def items(self) -> ItemsView[K, V]:
        self.reads.note((self.name, ALL))
        return self.data.items()


class Fingerprints:
    """The fingerprint of each token's value in this build, each worked out once."""

    def __init__(self, tables: Mapping[str, Mapping[Any, Any]]) -> None:
        self._tables = tables
        self._known: dict[Token, str] = {}

    def of(self, token: Token) -> str:
        known = self._known.get(token)
        if known is None:
            name, key = token
            table = self._tables[name]
            if key == ALL:
                h = hashlib.sha256()
                for each in table:
                    h.update(fingerprint(each).encode() + self.of((name, each)).encode())
                known = h.hexdigest()
            else:
                known = fingerprint(table[key]) if key in table else "absent"
            self._known[token] = known
        return known


@dataclass(frozen=True)
class UnitRecord:
    """What one unit read and the pages it made."""

    reads: frozenset[Token]
    paths: tuple[str, ...]


def recorded(reads: set[Token], paths: list[str]) -> UnitRecord:
    """The record of a unit that has just been made."""
    return UnitRecord(frozenset(reads), tuple(paths))


@dataclass
class PagesRecord:
    """What every unit of one language read in a build, and the fingerprint each read had then."""

    units: dict[str, UnitRecord] = field(default_factory=dict)
    seen: dict[Token, str] = field(default_factory=dict)

    def add(self, key: str, unit: UnitRecord, now: Fingerprints) -> None:
        self.units[key] = unit
        for token in unit.reads:
            if token not in self.seen:
                self.seen[token] = now.of(token)

    def changed(self, now: Fingerprints) -> set[Token]:
        """The reads whose fingerprint is another one now."""
        return {token for token, then in self.seen.items() if now.of(token) != then}

    def to_json(self) -> dict[str, Any]:
        index = {token: i for i, token in enumerate(self.seen)}
        return {"tokens": [[name, list(key) if isinstance(key, tuple) else key, then]
                           for (name, key), then in self.seen.items()],
                "units": {key: [sorted(index[t] for t in unit.reads), list(unit.paths)]
                          for key, unit in self.units.items()}}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> PagesRecord:
        tokens: list[Token] = [(name, tuple(key) if isinstance(key, list) else key) for name, key, _ in data["tokens"]]
        seen = {token: then for token, (_, _, then) in zip(tokens, data["tokens"], strict=True)}
        units = {key: UnitRecord(frozenset(tokens[i] for i in reads), tuple(paths))
                 for key, (reads, paths) in data["units"].items()}
        return cls(units, seen)


def code_fingerprint() -> str:
    """The SHA-256 of every file of :data:`CODE` (the generator's code and templates, the translations)."""
    h = hashlib.sha256()
    for folder in CODE:
        for file in sorted(p for p in folder.rglob("*") if p.is_file() and "__pycache__" not in p.parts):
            data = file.read_bytes()
            h.update(file.relative_to(ROOT).as_posix().encode() + b"\0" + len(data).to_bytes(8, "big") + data)
    return h.hexdigest()


def shared_inputs(results: str | None, claims: Any, root: str,
                  code: Callable[[], str] = code_fingerprint) -> str | None:
    """The fingerprint of what every page may depend on beyond its own reads: the code, the check results
    (the digest of their inputs), the claims and where the knowledge lives.  None when the results' inputs
    are not known (then no page is taken from the last build)."""
    if results is None:
        return None
    return fingerprint({"code": code(), "results": results, "claims": claims, "root": root})
