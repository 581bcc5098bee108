"""Pending triggered abilities and their resolution in the order their owner picks."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Protocol


class Asker(Protocol):
    """What trigger resolution needs of a game: asking a player."""

    def ask(self, kind: str, player: int, ids: Sequence[str], lo: int = 1, hi: int = 1, /,
            **context: object) -> list[str]: ...


class Trigger:
    """One pending triggered ability: an option id, whether it may be skipped, a re-check and a body."""

    __slots__ = ("opt", "optional", "check", "run")

    def __init__(self, opt: str, optional: bool, check: Callable[[], bool], run: Callable[[], None]) -> None:
        self.opt = opt
        self.optional = optional
        self.check = check
        self.run = run


def resolve_triggers(game: Asker, kind: str, player: int, trig: list[Trigger],
                     context: Mapping[str, object], refresh: Callable[[], list[Trigger]] | None = None) -> None:
    """Resolve ``trig`` one at a time: the owner picks the next; each is re-checked right before it runs.

    While any is optional the owner may stop (``done``); one mandatory trigger left runs unasked.  ``refresh``
    gives the triggers that became possible meanwhile (a Reaction card the last one brought into the hand).
    """
    while trig:
        live = [t for t in trig if t.check()]
        if not live:
            return
        if len(live) == 1 and not live[0].optional:
            t = live[0]
        else:
            ids = [t.opt for t in live]
            if all(t.optional for t in live):
                ids.append("done")
            ans = game.ask(kind, player, ids, **context)[0]
            if ans == "done":
                return
            t = next(t for t in live if t.opt == ans)
        trig.remove(t)
        t.run()
        if refresh is not None:
            trig.extend(refresh())
