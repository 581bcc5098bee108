"""Typed, append-only log events.

``Gained.source`` is ``"supply"``, ``"trash"``, ``"black-market"`` or
``"non-supply:<pile id>"`` (for example ``"non-supply:spoils"``).  Destinations
and zone fields are :class:`~generator.engine.types.Zone` values as strings
(``"discard"``, ``"deck"``, ``"hand"``, ...).  Ownership without gaining
(pass, exchange, exile, set aside) is logged with its own event and never as
``Gained``.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Event:
    """Base class of every log event."""


@dataclass(frozen=True, slots=True)
class TurnStarted(Event):
    """A player's turn began (``controller`` differs when the turn is possessed)."""

    player: int
    turn: int
    controller: int


@dataclass(frozen=True, slots=True)
class Gained(Event):
    """A player gained a card: it moved from ``source`` into ``destination``."""

    player: int
    card: str
    uid: int
    source: str
    destination: str


@dataclass(frozen=True, slots=True)
class GainReplaced(Event):
    """A would-gain of ``card`` was replaced (``by`` names the replacing card or rule)."""

    player: int
    card: str
    by: str
    gainer: int
    instead: str | None


@dataclass(frozen=True, slots=True)
class Bought(Event):
    """A player bought a card (uid) or an Event (uid is None)."""

    player: int
    card: str
    uid: int | None


@dataclass(frozen=True, slots=True)
class Played(Event):
    """A player played a card; ``as_card`` names the behaviour when it differs."""

    player: int
    card: str
    uid: int
    as_card: str


@dataclass(frozen=True, slots=True)
class Trashed(Event):
    """A card was trashed from ``source`` (``player`` is who trashed it)."""

    player: int | None
    card: str
    uid: int
    source: str


@dataclass(frozen=True, slots=True)
class Moved(Event):
    """A card moved between zones for ``reason`` (draw, discard, topdeck, ...)."""

    player: int | None
    card: str
    uid: int
    source: str
    destination: str
    reason: str


@dataclass(frozen=True, slots=True)
class Revealed(Event):
    """A player revealed cards."""

    player: int
    cards: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Passed(Event):
    """A card passed from one player's hand to another's (not a gain)."""

    from_player: int
    to_player: int
    card: str
    uid: int


@dataclass(frozen=True, slots=True)
class Exchanged(Event):
    """A card was returned to its pile and another taken in its place (not a gain)."""

    player: int
    card_out: str
    uid_out: int
    card_in: str
    uid_in: int
    zone: str


@dataclass(frozen=True, slots=True)
class Exiled(Event):
    """A card was put on a player's Exile mat (not a gain)."""

    player: int
    card: str
    uid: int
    source: str


@dataclass(frozen=True, slots=True)
class SetAside(Event):
    """A card was set aside by a player (not a gain)."""

    player: int
    card: str
    uid: int
    source: str
    reason: str


@dataclass(frozen=True, slots=True)
class Returned(Event):
    """A card was returned to its pile."""

    player: int | None
    card: str
    uid: int
    pile: str


@dataclass(frozen=True, slots=True)
class Shuffled(Event):
    """A player shuffled their discard pile into a new deck of ``count`` cards."""

    player: int
    count: int


@dataclass(frozen=True, slots=True)
class PileEmptied(Event):
    """A pile became empty."""

    pile: str
    supply: bool


@dataclass(frozen=True, slots=True)
class HexReceived(Event):
    """A player received a Hex."""

    player: int
    hex: str


@dataclass(frozen=True, slots=True)
class BoonReceived(Event):
    """A player received a Boon."""

    player: int
    boon: str


@dataclass(frozen=True, slots=True)
class TokenChanged(Event):
    """A player's token, mat or artifact changed (villagers, Key, Estate token, ...)."""

    player: int
    token: str
    value: str


@dataclass(frozen=True, slots=True)
class Overpaid(Event):
    """A player overpaid for a card they bought: ``coins`` and ``potions`` beyond its cost."""

    player: int
    card: str
    coins: int
    potions: int


@dataclass(frozen=True, slots=True)
class Decided(Event):
    """A decision was answered (logged so a replay shows every choice)."""

    kind: str
    player: int
    answer: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class SunRemoved(Event):
    """A player removed a Sun token from the game's Prophecy (``left``: how many stay on it)."""

    player: int
    prophecy: str
    left: int


@dataclass(frozen=True, slots=True)
class ProphecyActive(Event):
    """The last Sun token left the Prophecy: its rules apply to everyone for the rest of the game."""

    player: int
    prophecy: str


EVENT_TYPES: tuple[type[Event], ...] = (
    TurnStarted, Gained, GainReplaced, Bought, Played, Trashed, Moved, Revealed, Passed,
    Exchanged, Exiled, SetAside, Returned, Shuffled, PileEmptied, HexReceived, BoonReceived, TokenChanged, Overpaid,
    Decided, SunRemoved, ProphecyActive,
)
