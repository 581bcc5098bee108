"""The position a scenario starts from, as the engine set it up: what a judge needs to replay a check.

Taken once, after the game is built and before the first step, through
:mod:`generator.checker.observe`; it travels in the run result to the site
and to ``--json``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from generator.checker import observe
from generator.engine import Game

MAIN_ZONES = ("hand", "deck", "discard")
"""Every player's zones that are always shown (the others only when they hold cards)."""


@dataclass(frozen=True)
class SeatStart:
    """One player's cards at the start: hand, deck (top card last), discard pile and any other zone in use."""

    hand: tuple[str, ...]
    deck: tuple[str, ...]
    discard: tuple[str, ...]
    other: tuple[tuple[str, tuple[str, ...]], ...] = ()
    """Zones beyond the main three that hold cards (in play, set aside, mats), by zone name."""

    def as_json(self) -> dict[str, Any]:
        """A JSON-ready mapping (zones by name, lists of card ids)."""
        return {"hand": list(self.hand), "deck": list(self.deck), "discard": list(self.discard),
                **{zone: list(cards) for zone, cards in self.other}}


@dataclass(frozen=True)
class StartPosition:
    """The players, the Kingdom, each player's cards, the trash, whose turn and which phase."""

    players: int
    kingdom: tuple[str, ...]
    seats: tuple[SeatStart, ...]
    turn_player: int
    phase: str
    trash: tuple[str, ...] = ()
    landscapes: tuple[str, ...] = ()
    counters: tuple[tuple[str, int], ...] = ()
    """The turn's Actions, Buys and coins as the position states them."""
    turns_taken: tuple[int, ...] = ()
    """Each player's normal turns so far, when the scenario states them (the tie-breaker counts them)."""
    prophecy: tuple[str, int] | None = None
    """The game's Prophecy and the Sun tokens left on it (0: active), if it has one."""

    @classmethod
    def from_game(cls, game: Game, kingdom: tuple[str, ...], landscapes: tuple[str, ...] = (), *,
                  show_turns: bool = False) -> StartPosition:
        """The position of ``game`` now (before the script's first step); ``show_turns``: with the turns each
        player has taken."""
        seats = []
        for p in range(observe.players(game)):
            other = tuple((zone, tuple(observe.zone_cards(game, p, zone)))
                          for zone in observe.PLAYER_ZONE_NAMES
                          if zone not in MAIN_ZONES and observe.zone_cards(game, p, zone))
            hand, deck, discard = (tuple(observe.zone_cards(game, p, z)) for z in MAIN_ZONES)
            seats.append(SeatStart(hand, deck, discard, other))
        counters = tuple((name, observe.turn_counter(game, name)) for name in ("actions", "buys", "coins"))
        return cls(observe.players(game), tuple(kingdom), tuple(seats), observe.turn_player(game),
                   observe.phase(game), tuple(observe.trash_cards(game)), tuple(landscapes), counters,
                   tuple(observe.turns_taken(game)) if show_turns else (), observe.prophecy(game))

    def as_json(self) -> dict[str, Any]:
        """A JSON-ready mapping (players counted from 0, as in scenarios)."""
        return {"players": self.players, "kingdom": list(self.kingdom), "landscapes": list(self.landscapes),
                "turn_player": self.turn_player, "phase": self.phase, "trash": list(self.trash),
                "counters": dict(self.counters), "seats": [s.as_json() for s in self.seats],
                **({"turns_taken": list(self.turns_taken)} if self.turns_taken else {}),
                **({"prophecy": {"card": self.prophecy[0], "sun_tokens": self.prophecy[1]}} if self.prophecy else {})}
