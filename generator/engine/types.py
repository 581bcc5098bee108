"""Static vocabulary of the engine: costs, card definitions, zones and phases."""

from __future__ import annotations

import enum
from collections.abc import Mapping
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Cost:
    """A card's cost: coins, potions and debt."""

    coins: int = 0
    potion: int = 0
    debt: int = 0

    def le(self, other: Cost) -> bool:
        """True when this cost is the same as or less than ``other`` in every component."""
        return self.coins <= other.coins and self.potion <= other.potion and self.debt <= other.debt

    def lt(self, other: Cost) -> bool:
        """True when this cost is strictly cheaper than ``other`` (the rules' "costs less")."""
        return self.le(other) and self != other

    def up_to(self, coins: int) -> bool:
        """True for "costing up to $coins": no potion, no debt, coins at most ``coins``."""
        return self.coins <= coins and self.potion == 0 and self.debt == 0

    def plus(self, coins: int) -> Cost:
        """This cost with ``coins`` added (never below zero)."""
        return Cost(max(0, self.coins + coins), self.potion, self.debt)

    def __str__(self) -> str:
        """The cost as printed on a card: ``$5``, ``$3P``, ``P``, ``8D``, ``$0``."""
        parts = [f"${self.coins}"] if self.coins or not (self.potion or self.debt) else []
        if self.potion:
            parts.append("P" * self.potion)
        if self.debt:
            parts.append(f"{self.debt}D")
        return "".join(parts)

    def __repr__(self) -> str:
        parts = [f"${self.coins}"]
        if self.potion:
            parts.append("P" * self.potion if self.potion < 3 else f"{self.potion}P")
        if self.debt:
            parts.append(f"{self.debt}D")
        return "".join(parts)


@dataclass(frozen=True, slots=True)
class CardDef:
    """Static facts about one card (or Event, Hex, ...), built by the knowledge layer."""

    id: str
    name: str
    cost: Cost
    types: frozenset[str]
    expansion: str
    kind: str = "card"
    supply: str = "kingdom"
    pile: str | None = None
    editions: frozenset[str] = frozenset()

    @property
    def pile_id(self) -> str:
        """The id of the pile this card lives in (its own id unless it is in a mixed pile)."""
        return self.pile if self.pile is not None else self.id


class Zone(enum.StrEnum):
    """Where a card can be.  Player zones belong to one player; the rest are shared."""

    HAND = "hand"
    """A player's hand."""
    DECK = "deck"
    """A player's deck (draw pile); the last card of the list is the top."""
    DISCARD = "discard"
    """A player's discard pile; the last card is the top."""
    IN_PLAY = "in_play"
    """Cards a player has in play this turn (and Durations staying out)."""
    SET_ASIDE = "set_aside"
    """Cards a player has set aside (Inheritance, Possession's trashed cards, reveals)."""
    EXILE = "exile"
    """A player's Exile mat."""
    TAVERN = "tavern"
    """A player's Tavern mat (Reserve cards)."""
    ISLAND = "island_mat"
    """A player's Island mat (cards set aside there until the end of the game; they count for score)."""
    NATIVE_VILLAGE = "native_village_mat"
    """A player's Native Village mat (face down, taken into hand by a later Native Village)."""
    TRASH = "trash"
    """The shared trash."""
    BLACK_MARKET = "black_market"
    """The Black Market deck."""
    SUPPLY = "supply"
    """A Supply pile."""
    NON_SUPPLY = "non_supply"
    """A pile outside the Supply (Spoils, Prizes, Travellers, ...)."""

    def __str__(self) -> str:
        return self.value


# Player zones as small ints (index within one player's block of zone codes).
HAND, DECK, DISCARD, IN_PLAY, SET_ASIDE, EXILE, TAVERN, ISLAND, NATIVE_VILLAGE = range(9)
PLAYER_ZONES: tuple[Zone, ...] = (Zone.HAND, Zone.DECK, Zone.DISCARD, Zone.IN_PLAY,
                                  Zone.SET_ASIDE, Zone.EXILE, Zone.TAVERN, Zone.ISLAND, Zone.NATIVE_VILLAGE)
NPZ = len(PLAYER_ZONES)
ZONE_INDEX: dict[Zone, int] = {z: i for i, z in enumerate(PLAYER_ZONES)}


class Phase(enum.StrEnum):
    """The phases of a turn."""

    START = "start"
    """Start of turn: Durations and Reserve calls resolve."""
    ACTION = "action"
    """Action phase: play Action cards."""
    BUY = "buy"
    """Buy phase: play Treasures, then buy cards and Events."""
    NIGHT = "night"
    """Night phase: play Night cards."""
    CLEANUP = "cleanup"
    """Clean-up: discard hand and play, draw five."""

    def __str__(self) -> str:
        return self.value


class CardTable(dict[str, CardDef]):
    """Every card's static facts by id, with the indexes the rules look up (built once, on first use).

    A game built from a plain mapping wraps it in a table of its own; passing the same table to
    many games (as the checker and the benchmarks do) builds each index once.
    """

    def __init__(self, defs: Mapping[str, CardDef] = ()) -> None:  # type: ignore[assignment]
        super().__init__(defs)
        self._types: dict[str, frozenset[str]] = {}
        self._members: dict[str, list[str]] | None = None
        self._kinds: dict[str, list[str]] = {}

    @classmethod
    def of(cls, defs: Mapping[str, CardDef]) -> CardTable:
        """``defs`` itself when it is a table already, else a new table of it."""
        return defs if isinstance(defs, CardTable) else cls(defs)

    def of_type(self, t: str) -> frozenset[str]:
        """Card ids whose printed types include ``t``."""
        hit = self._types.get(t)
        if hit is None:
            hit = self._types[t] = frozenset(c for c, d in self.items() if t in d.types)
        return hit

    def members(self, pile: str) -> list[str]:
        """The member card ids of a mixed pile, sorted by id (a new list)."""
        if self._members is None:
            index: dict[str, list[str]] = {}
            for c, d in sorted(self.items()):
                if d.pile is not None:
                    index.setdefault(d.pile, []).append(c)
            self._members = index
        return list(self._members.get(pile, ()))

    def is_pile(self, pile: str) -> bool:
        """True when ``pile`` is a mixed pile's id."""
        self.members(pile)
        assert self._members is not None
        return pile in self._members

    def of_kind(self, kind: str) -> list[str]:
        """Card ids of one kind (``card``, ``event``, ``hex``...), sorted (a new list)."""
        hit = self._kinds.get(kind)
        if hit is None:
            hit = self._kinds[kind] = sorted(c for c, d in self.items() if d.kind == kind)
        return list(hit)
