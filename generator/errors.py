"""The project's exception tree.

Every error the tools raise on purpose is a :class:`DomwikiError`; the CLI
prints these as located messages and exits non-zero.  Anything else reaching
the user is a bug.

::

    DomwikiError
     ├── KnowledgeError          bad input under knowledge/ (carries path:line, key, hint)
     │    └── KnowledgeErrors    several KnowledgeErrors reported together
     ├── EngineError             the rules engine refused something
     │    ├── IllegalActionError an action the rules do not allow in this state
     │    ├── LostTrackError     a card is not where the mover expected it
     │    ├── DecisionError      a decider answered badly (unknown option, wrong count)
     │    │    └── ScriptError   a scripted decider ran out, or was asked something else
     │    └── InvariantError     an engine invariant was violated (a bug)
     ├── ScenarioError           a scenario file is malformed or names unknown things
     ├── QueryError              a SPARQL query is malformed or unknown
     ├── TranslationError        a gettext catalog is broken
     └── BuildError              the site could not be generated or built
"""

from __future__ import annotations

from dataclasses import dataclass


class DomwikiError(Exception):
    """Base of every error the project raises on purpose."""


@dataclass(frozen=True)
class Location:
    """Where something was written: a file, a 1-based line, and the key path."""

    path: str
    line: int | None = None
    key: str | None = None

    def __str__(self) -> str:
        out = self.path
        if self.line is not None:
            out += f":{self.line}"
        if self.key:
            out += f": {self.key}"
        return out


class KnowledgeError(DomwikiError):
    """Bad input under knowledge/: says where (path:line, key), what, and a hint."""

    def __init__(self, message: str, location: Location | None = None, hint: str | None = None,
                 *, warning: bool = False) -> None:
        self.message = message
        self.location = location
        self.hint = hint
        self.warning = warning
        super().__init__(self.format())

    @property
    def path(self) -> str | None:
        return self.location.path if self.location else None

    @property
    def line(self) -> int | None:
        return self.location.line if self.location else None

    @property
    def key(self) -> str | None:
        return self.location.key if self.location else None

    def format(self) -> str:
        prefix = f"{self.location}: " if self.location else ""
        text = f"{prefix}{self.message}"
        if self.hint:
            text += f" (hint: {self.hint})"
        return text


class KnowledgeErrors(KnowledgeError):
    """Several knowledge errors, reported all at once."""

    def __init__(self, errors: list[KnowledgeError]) -> None:
        self.errors = list(errors)
        body = "\n".join(e.format() for e in self.errors)
        count = len(self.errors)
        super().__init__(f"{count} error{'s' if count != 1 else ''} in knowledge/:\n{body}")

    def format(self) -> str:  # noqa: D102 - the message is the list itself
        return self.message


class EngineError(DomwikiError):
    """The rules engine refused something."""


class IllegalActionError(EngineError):
    """An action the rules do not allow in the current state."""


class LostTrackError(EngineError):
    """A card was not where the code moving it expected it to be."""


class DecisionError(EngineError):
    """A decider gave an answer that does not fit the decision asked."""


class ScriptError(DecisionError):
    """A scripted decider was asked something its script does not answer."""


class InvariantError(EngineError):
    """An engine invariant was violated; always a bug in the engine."""


class ScenarioError(DomwikiError):
    """A scenario is malformed or names unknown things."""

    def __init__(self, message: str, location: Location | None = None, hint: str | None = None) -> None:
        self.message = message
        self.location = location
        self.hint = hint
        prefix = f"{location}: " if location else ""
        super().__init__(prefix + message + (f" (hint: {hint})" if hint else ""))


class QueryError(DomwikiError):
    """A SPARQL query is malformed, or a named query does not exist."""


class TranslationError(DomwikiError):
    """A gettext catalog under translations/ is broken."""


class BuildError(DomwikiError):
    """The site could not be generated or built."""
