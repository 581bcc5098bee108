"""Typed values read out of a scenario mapping, each wrong one a located error with a hint."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from generator.errors import Location, ScenarioError
from generator.kb.fields import close_match
from generator.kb.yamlsrc import LDict, LList


def plain(value: Any) -> Any:
    """``value`` with the located YAML containers turned into plain dicts and lists."""
    if isinstance(value, dict):
        return {str(k): plain(v) for k, v in value.items()}
    if isinstance(value, list):
        return [plain(v) for v in value]
    return value


def _shown(value: Any) -> str:
    kind = "a list" if isinstance(value, list) else "a mapping" if isinstance(value, dict) else None
    return f"{kind} {plain(value)!r}" if kind else repr(value)


def is_count(value: Any) -> bool:
    """True for a whole number (not a bool)."""
    return isinstance(value, int) and not isinstance(value, bool)


class Fields:
    """One mapping of a scenario (an expectation's fields, a step, ``new_game``), read key by key.

    Every reader raises :class:`ScenarioError` naming the file, the line of the key and the key
    path, with a hint; :meth:`done` rejects keys nobody read.
    """

    def __init__(self, data: Mapping[str, Any], where: Location, path: str,
                 named: dict[str, Location] | None = None, name_loc: Location | None = None) -> None:
        self.data = data
        self.name_loc = name_loc
        """Where the cards this mapping names are reported (default: the line of their key)."""
        self.where = where
        self.path = path
        self.named = named if named is not None else {}
        self.read: set[str] = set()

    def loc(self, key: str | None = None) -> Location:
        """Where ``key`` (or the mapping) is written."""
        keypath = f"{self.path}.{key}" if key else self.path
        if isinstance(self.data, LDict):
            return self.data.loc(key, keypath)
        return Location(self.where.path, self.where.line, keypath)

    def error(self, key: str | None, message: str, hint: str | None = None) -> ScenarioError:
        """A located error about ``key``."""
        return ScenarioError(message, self.loc(key), hint)

    def has(self, key: str) -> bool:
        """True when the key is written (even as null)."""
        return key in self.data

    def raw(self, key: str, default: Any = None) -> Any:
        """The value as written (plain containers), marking the key read."""
        self.read.add(key)
        return plain(self.data[key]) if key in self.data else default

    def card(self, key: str, default: str | None = None, *, required: bool = False, pattern: bool = False) -> Any:
        """One card id (``pattern``: ``*`` wildcards allowed); recorded as a card the scenario names."""
        if key not in self.data:
            if required:
                raise self.error(None, f"{self.path} needs {key!r}: one card id")
            self.read.add(key)
            return default
        value = self.raw(key)
        if not isinstance(value, str) or not value:
            raise self.error(key, f"{key!r} must be one card id, found {_shown(value)}",
                             f"write {key}: {value[0]}" if isinstance(value, list) and value and
                             isinstance(value[0], str) else "a card id such as copper")
        if "*" in value and not pattern:
            raise self.error(key, f"{key!r} must be one card id, found the pattern {value!r}",
                             "* patterns are for event fields of expectations")
        if "*" not in value:
            self.named.setdefault(value, self.name_loc or self.loc(key))
        return value

    def cards(self, key: str) -> tuple[str, ...]:
        """A list of card ids (a single id is an error: it must be written as a list)."""
        if key not in self.data:
            self.read.add(key)
            return ()
        value = self.raw(key)
        if not isinstance(value, list) or not all(isinstance(v, str) and v and "*" not in v for v in value):
            raise self.error(key, f"{key!r} must be a list of card ids, found {_shown(value)}",
                             f"write {key}: [{value}]" if isinstance(value, str) else "for example [copper, silver]")
        for v in value:
            self.named.setdefault(v, self.name_loc or self.loc(key))
        return tuple(value)

    def count(self, key: str, default: int | None = None, *, minimum: int | None = 0,
              what: str = "a whole number") -> Any:
        """A whole number, at least ``minimum``."""
        if key not in self.data:
            self.read.add(key)
            return default
        value = self.raw(key)
        if not is_count(value) or (minimum is not None and value < minimum):
            bound = f" ({minimum} or more)" if minimum is not None else ""
            raise self.error(key, f"{key!r} must be {what}{bound}, found {_shown(value)}",
                             "write the number without quotes" if isinstance(value, str) and
                             value.lstrip("-").isdigit() else None)
        return value

    def flag(self, key: str, default: bool) -> bool:
        """true or false."""
        if key not in self.data:
            self.read.add(key)
            return default
        value = self.raw(key)
        if not isinstance(value, bool):
            raise self.error(key, f"{key!r} must be true or false, found {_shown(value)}")
        return value

    def choice(self, key: str, options: Iterable[str], default: str | None = None, *,
               what: str = "value") -> Any:
        """One of ``options`` (a close misspelling gets a did-you-mean hint)."""
        if key not in self.data:
            self.read.add(key)
            return default
        value = self.raw(key)
        options = tuple(options)
        if not isinstance(value, str) or value not in options:
            guess = close_match(value, options) if isinstance(value, str) else None
            raise self.error(key, f"unknown {what} {_shown(value)}",
                             f"did you mean {guess!r}?" if guess else f"{what}s: {', '.join(options)}")
        return value

    def seat(self, key: str = "player", default: int = 0, players: int | None = None) -> int:
        """A player's seat number, from 0."""
        top = f" from 0 to {players - 1}" if players else ""
        seat: int = self.count(key, default, what=f"a seat number{top}")
        if players is not None and seat >= players:
            raise self.error(key, f"{key!r} must be a seat number{top}, found {seat!r}",
                             f"this scenario has {players} players")
        return seat

    def text(self, key: str, default: str | None = None) -> Any:
        """A non-empty string."""
        if key not in self.data:
            self.read.add(key)
            return default
        value = self.raw(key)
        if not isinstance(value, str) or not value:
            raise self.error(key, f"{key!r} must be a text, found {_shown(value)}")
        return value

    def done(self, allowed: Iterable[str] | None = None) -> None:
        """Reject every key that was not read (a misspelt key gets a did-you-mean hint)."""
        allowed = tuple(allowed) if allowed is not None else tuple(sorted(self.read))
        for key in self.data:
            if key not in self.read and key not in allowed:
                guess = close_match(str(key), allowed)
                raise self.error(str(key), f"unknown field {key!r} in {self.path}",
                                 f"did you mean {guess!r}?" if guess else
                                 f"fields: {', '.join(allowed)}" if allowed else "this takes no fields")


def item_loc(raw: Any, index: int, keypath: str, fallback: Location) -> Location:
    """Where item ``index`` of a list is written."""
    if isinstance(raw, LList):
        return raw.loc(index, keypath)
    return Location(fallback.path, fallback.line, keypath)
