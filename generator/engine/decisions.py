"""Decisions the engine asks, and the deciders that answer them.

The engine never prompts.  Every choice is a :class:`Decision` whose options
carry stable ids (``"gain:nomad-camp"``, ``"trash:copper"``, ``"yes"``), sent
to a :class:`Decider`.  A decision with no real choice (one way to answer) is
answered by the engine itself and never reaches a decider.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Protocol

from generator.errors import DecisionError, ScriptError


@dataclass(frozen=True, slots=True)
class Option:
    """One answer a decider may pick: a stable id and a human label."""

    id: str
    label: str

    def __repr__(self) -> str:
        return f"Option({self.id!r})"


@dataclass(frozen=True, slots=True)
class Decision:
    """A choice for ``player``: pick between ``min`` and ``max`` of ``options``."""

    kind: str
    player: int
    options: tuple[Option, ...]
    min: int = 1
    max: int = 1
    context: Mapping[str, object] = field(default_factory=dict)

    def ids(self) -> list[str]:
        """The option ids, in order."""
        return [o.id for o in self.options]

    def validate(self, answer: Sequence[str]) -> list[str]:
        """Check an answer against this decision and return it as a list."""
        picked = list(answer)
        if len(picked) == 1 and self.min <= 1 <= self.max:
            a = picked[0]
            for o in self.options:
                if o.id == a:
                    return picked
        if not self.min <= len(picked) <= self.max:
            raise DecisionError(f"decision {self.kind!r} needs {self.min}..{self.max} answers, got {picked!r}")
        ids = self.ids()
        remaining = list(ids)
        for a in picked:
            if a not in remaining:
                raise DecisionError(f"decision {self.kind!r}: {a!r} is not an option (options: {ids!r})")
            remaining.remove(a)
        return picked

    def __repr__(self) -> str:
        return (f"Decision({self.kind!r}, player={self.player}, options={self.ids()!r}, "
                f"min={self.min}, max={self.max})")


def fits(answer: Sequence[str], ids: Sequence[str], lo: int, hi: int) -> bool:
    """True when ``answer`` picks between ``lo`` and ``hi`` of ``ids`` (each option at most as often as offered)."""
    if not lo <= len(answer) <= hi:
        return False
    remaining = list(ids)
    for a in answer:
        if a not in remaining:
            return False
        remaining.remove(a)
    return True


class GameView(Protocol):
    """What a decider may look at."""

    def summary(self) -> str:
        """A short human summary of the position."""
        ...


class Decider(Protocol):
    """Answers decisions by option ids.

    Two optional extras speed up games that do not log (bulk simulation); a
    logging game always calls :meth:`decide` with a full :class:`Decision`:

    - ``decide_ids(kind, ids, lo, hi, context) -> list[str] | None``: answer from
      the bare option ids (``hi`` already capped at ``len(ids)``); ``None`` means
      "ask me with a Decision"; an answer that does not fit falls back the same way;
    - ``buy_plan: tuple[tuple[int, str], ...]``: (coins needed, card id), best
      first; the ``buy`` decision is then answered with the first card the player
      has those coins for that is an affordable Supply top, else ``done``.
    """

    def decide(self, game: GameView, decision: Decision) -> Sequence[str]:
        """Return the ids of the chosen options."""
        ...


class ScriptedDecider:
    """Answers from a fixed script, in order; anything unexpected raises :class:`ScriptError`.

    Each answer is one option id or a list of ids (``[]`` picks nothing).  A
    string answer to a decision may also be a full list written as one id when
    ``max`` is 1.
    """

    def __init__(self, answers: Sequence[str | list[str]]) -> None:
        self.answers: list[str | list[str]] = list(answers)
        self.position = 0
        self.asked: list[Decision] = []

    def decide(self, game: GameView, decision: Decision) -> Sequence[str]:
        self.asked.append(decision)
        if self.position >= len(self.answers):
            raise ScriptError(f"unscripted decision {decision!r}\nstate:\n{game.summary()}")
        raw = self.answers[self.position]
        answer = [raw] if isinstance(raw, str) else list(raw)
        ids = decision.ids()
        if any(a not in ids for a in answer) or not decision.min <= len(answer) <= decision.max:
            raise ScriptError(f"script answer #{self.position} {raw!r} does not fit {decision!r}: "
                              f"expected one of {ids!r}\nstate:\n{game.summary()}")
        self.position += 1
        return answer

    def assert_done(self) -> None:
        """Raise :class:`ScriptError` when scripted answers were never used."""
        if self.position < len(self.answers):
            raise ScriptError(f"{len(self.answers) - self.position} scripted answers left unused: "
                              f"{self.answers[self.position:]!r}")


class RandomDecider:
    """Picks uniformly at random, reproducibly from its seed."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def _below(self, n: int) -> int:
        """A uniform int in [0, n) by rejection sampling on ``getrandbits`` (what ``randrange(n)`` draws)."""
        bits = self.rng.getrandbits
        k = n.bit_length()
        r = bits(k)
        while r >= n:
            r = bits(k)
        return r

    def decide_ids(self, kind: str, ids: Sequence[str], lo: int, hi: int,
                   context: Mapping[str, object]) -> list[str]:
        """Pick between ``lo`` and ``hi`` of ``ids``: a uniform count, then a uniform sample."""
        a = lo if lo < hi else hi
        count = a + self._below(hi - a + 1)
        if count == 1:
            return [ids[self._below(len(ids))]]
        return self.rng.sample(ids, count)

    def decide(self, game: GameView, decision: Decision) -> Sequence[str]:
        return self.decide_ids(decision.kind, decision.ids(), decision.min,
                               min(decision.max, len(decision.options)), decision.context)
