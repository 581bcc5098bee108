"""Exact positions for scenarios, and options for a real game set-up."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field


@dataclass(frozen=True)
class PlayerLayout:
    """One player's zones as lists of card ids (deck: the last element is the top card)."""

    hand: list[str] = field(default_factory=list)
    deck: list[str] = field(default_factory=list)
    discard: list[str] = field(default_factory=list)
    in_play: list[str] = field(default_factory=list)
    exile: list[str] = field(default_factory=list)
    tavern: list[str] = field(default_factory=list)
    set_aside: list[str] = field(default_factory=list)
    island_mat: list[str] = field(default_factory=list)
    native_village_mat: list[str] = field(default_factory=list)


PileSpec = int | list[str]


@dataclass(frozen=True)
class Layout:
    """A whole position: players, Supply and non-Supply piles, trash and versions.

    A pile spec is a count of copies of the card whose id is the pile id, or an
    explicit list of card ids (top last) for mixed piles.  ``versions`` maps a
    card id to the edition of its behaviour (``"1e"``, ``"2e"``); missing ids
    use the newest version the engine knows.
    """

    players: list[PlayerLayout]
    supply: Mapping[str, PileSpec] = field(default_factory=dict)
    non_supply: Mapping[str, PileSpec] = field(default_factory=dict)
    trash: list[str] = field(default_factory=list)
    versions: Mapping[str, str] = field(default_factory=dict)
    kingdom: list[str] | None = None
    events: list[str] = field(default_factory=list)
    landscapes: list[str] = field(default_factory=list)
    seed: int = 0
    black_market: list[str] = field(default_factory=list)
    hexes: list[str] | None = None
    boons: list[str] | None = None
    """The Boons deck (top last); None: every Boon the engine knows."""
    bane: str | None = None
    turn_player: int = 0
    phase: str = "action"
    actions: int = 1
    buys: int = 1
    coins: int = 0
    deal: bool = False
    """A real set-up: each player shuffles their discard pile (their starting cards) and draws 5."""
    tokens: Mapping[str, int] = field(default_factory=dict)
    """Tokens every player starts with (``{"coffers": 1}``: Baker in the game)."""
    turns_taken: list[int] | None = None
    """Normal turns each player has started, the current one included.  None: a real set-up (``deal``) has
    started none; an exact position is in the first round (the turn player and the seats before them one
    each, the seats after them none)."""
    sun_tokens: int | None = None
    """Sun tokens on the Prophecy among the landscapes (0: it is active); None: as many as the player count puts
    on it at set-up."""
    traits: Mapping[str, str] = field(default_factory=dict)
    """Trait (a landscape) -> the Kingdom pile it lies on; a Trait in ``landscapes`` left out here lies on the
    first Kingdom pile of Action or Treasure cards that carries no other Trait."""


AUTO = "auto"
"""A set-up option decided as the rulebooks do for a random Kingdom: the variant is used when one Kingdom card
chosen at random comes from the expansion of the cards the variant adds (Colony and Platinum; Shelters)."""


@dataclass(frozen=True)
class GameOptions:
    """Set-up options for :meth:`Game.new`."""

    colony: bool | str = False
    """Colony and Platinum: True, False, or ``"auto"`` (a random Kingdom card decides, see :data:`AUTO`)."""
    shelters: bool | str = False
    """Shelters instead of Estates: True, False, or ``"auto"`` (a random Kingdom card decides, see :data:`AUTO`)."""
    versions: Mapping[str, str] = field(default_factory=dict)
    events: tuple[str, ...] = ()
    landscapes: tuple[str, ...] = ()
    check: bool = False
    log: bool = True
    bane: str | None = None
    black_market: tuple[str, ...] | None = None
    """The Black Market deck (top last) when Black Market is in the Kingdom; None draws 25 unused cards."""
