"""Per-player state that is not a zone: tokens, skipped turns, Duration work, attack protection."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

NextTurn = tuple[int, Callable[[Any, int, int], None]]
"""(uid of the card, what it does) at the start of its owner's next turn."""

TOKEN_COUNTERS = ("coffers", "villagers", "vp_tokens", "debt", "favors")
"""The tokens a player has a number of (the :class:`PlayerState` fields of those names)."""

@dataclass(slots=True)
class PlayerState:
    """One player's tokens and pending work; zones live in :class:`~generator.engine.zones.Zones`."""

    coffers: int = 0
    villagers: int = 0
    vp_tokens: int = 0
    favors: int = 0
    """Favor tokens (Allies): Liaisons give them, the game's Ally spends them."""
    debt: int = 0
    pile_tokens: dict[str, str] = field(default_factory=dict)
    """Token name (``+card``, ``+action``, ``+buy``, ``+coin``...) -> the Supply pile it is on."""
    skip_turns: int = 0
    """Turns this player will skip (Lich)."""
    next_turn: list[NextTurn] = field(default_factory=list)
    """Duration work waiting for the start of this player's next turn."""
    staying: set[int] = field(default_factory=set)
    """Cards in play that are not discarded in Clean-up (Durations with work left, Champion)."""
    shields: int = 0
    """Sources making other players' Attacks not affect this player until they end (Guardian, Lighthouse)."""
    guards: set[int] = field(default_factory=set)
    """Cards protecting this player from other players' Attacks while they are in play (1st-edition
    Lighthouse, Champion): the protection ends however the card leaves play (Game.protected)."""
    minus_coin: bool = False
    """The -$1 token is on this player: the next time they get coins on their turn, they get $1 less."""
    minus_card: bool = False
    """The -1 Card token is on this player's deck: the next time they draw cards, they draw one less."""
    last_turn_gains: int = 0
    """Cards this player gained in their most recent turn."""
    turns_taken: int = 0
    """Normal turns this player has started, the current one included; extra turns (Outpost, Possession,
    Mission) are not counted, as the tie-breaker wants."""
    last_turn_trashed: int = 0
    """Cards this player trashed in their most recent turn."""
    marks: dict[str, Any] = field(default_factory=dict)
    """State a card's behaviour keeps for this player, keyed by card id (Inheritance's Estate token)."""
