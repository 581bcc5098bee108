"""The current turn's state: whose turn, which phase, and the turn's counters."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from generator.engine.types import Phase

CostChange = tuple[Callable[[str], bool] | None, int]
"""A cost change in force this turn: (which card ids it applies to, None for all; coins added)."""


@dataclass(frozen=True, slots=True)
class ExtraTurnSetUp:
    """The extra turn the turn player set up in this turn under the 2023 wording ("take an extra turn after this
    one (but not a 3rd turn in a row)"): which card set it up, how many turns after this one it comes, and what
    undoes that card's preparations for it (a Duration kept in play for it) should the player take another extra
    turn set up later in this turn instead."""

    source: str
    ahead: int
    cancel: Callable[[], None] | None = None


@dataclass(slots=True)
class TurnState:
    """Whose turn it is and what they have left to spend; reset at the start of every turn."""

    player: int = 0
    """The player whose turn it is."""
    number: int = 0
    """Turns started so far in the game (the first turn is 1)."""
    phase: Phase = Phase.ACTION
    possessor: int | None = None
    """The player controlling this turn (Possession), or None."""
    _actions: int = 1
    actions_ignored: bool = False
    """Further +Actions are ignored for the rest of this turn (Snowy Village): the Action count only goes down."""
    buys: int = 1
    _coins: int = 0
    coins_as_cards: Callable[[int], None] | None = None
    """While set, +$ is given as +Cards instead: called with the $ that would have been added (a card followed
    with its +Cards and +$ swapped, :meth:`Game.swap_plus`); :meth:`add_coins` is never swapped."""
    potions: int = 0
    cost_changes: list[CostChange] = field(default_factory=list)
    """Cost changes in force (Princess, Bridge...), applied by :meth:`Game.cost_of`."""
    gains: int = 0
    """Cards the turn player gained this turn."""
    trashed: int = 0
    """Cards the turn player trashed this turn."""
    cards_bought: int = 0
    """Cards (not Events) bought this turn."""
    purchases: int = 0
    """Everything bought this turn: cards and Events (an Event is a buy too)."""
    buy_start_gains: int = 0
    """``gains`` when the current Buy phase began (gains made in it are the difference)."""
    buy_phase_over: bool = False
    """The Buy phase of this turn has ended and its end-of-Buy-phase rules have run."""
    buying: int | None = None
    """The card being bought while its gain resolves (when-gain abilities saying "if you bought it")."""
    back_to_action: bool = False
    """Set by an effect that returns the turn to its Action phase from the Buy phase."""
    set_aside_by_control: list[int] = field(default_factory=list)
    """Cards the controlled player 'trashed' during a possessed turn, set aside until Clean-up."""
    aside_until_cleanup: list[int] = field(default_factory=list)
    """Cards the turn player set aside this turn to be discarded in Clean-up, as the card that set them aside says."""
    hand_plays: int = 0
    """Cards the turn player played from their hand this turn."""
    next_hand: int = 5
    """Cards drawn in this turn's Clean-up (Outpost: 3)."""
    previous_player: int | None = None
    """Who took the turn before this one (None before the first turn)."""
    boon_coins: int = 0
    """Coins the Boons received this turn gave (not the card that made the player receive them: Harbor Village)."""
    marks: dict[str, Any] = field(default_factory=dict)
    """State a card's behaviour keeps for this turn only, keyed by card id (a card named by Contraband...)."""
    at_buy_end: list[Callable[[], None]] = field(default_factory=list)
    """What happens at the end of each Buy phase this turn (2nd-edition Merchant Guild), in order."""
    at_cleanup: list[Callable[[], None]] = field(default_factory=list)
    """What happens as this turn's Clean-up starts, before anything is discarded (a Throne Room decides whether it
    stays with a card that may become a Duration later in the turn: Cargo Ship), in order."""
    extra_turn: ExtraTurnSetUp | None = None
    """The extra turn set up in this turn that a later one may replace (:meth:`Game.extra_turn_after`)."""
    at_turn_end: list[Callable[[], None]] = field(default_factory=list)
    """What happens at the end of this turn, after Clean-up drew the next hand (Boons kept until Clean-up are
    discarded; "at end of turn" abilities such as Way of the Squirrel's; cards set aside "to put into your hand at end
    of turn"), in order."""

    @property
    def actions(self) -> int:
        """Actions left this turn."""
        return self._actions

    @actions.setter
    def actions(self, value: int) -> None:
        if value > self._actions and self.actions_ignored:
            return
        self._actions = value

    @property
    def coins(self) -> int:
        """Coins ($) the turn player has to spend."""
        return self._coins

    @coins.setter
    def coins(self, value: int) -> None:
        if value > self._coins and self.coins_as_cards is not None:
            self.coins_as_cards(value - self._coins)
            return
        self._coins = value

    def add_coins(self, n: int) -> None:
        """+$``n`` as it is, even while +$ is being given as +Cards (the +$ that a swapped +Cards gives)."""
        self._coins += n

    def begin(self, player: int, possessor: int | None) -> None:
        """Reset every counter for a new turn of ``player`` (controlled by ``possessor``)."""
        self.player = player
        self.possessor = possessor
        self.number += 1
        self.phase = Phase.START
        self.actions_ignored = False
        self.actions, self.buys, self.coins, self.potions = 1, 1, 0, 0
        if self.cost_changes:
            self.cost_changes = []
        self.gains = self.trashed = self.cards_bought = self.purchases = self.buy_start_gains = 0
        self.buy_phase_over = False
        self.buying = None
        self.back_to_action = False
        self.next_hand = 5
        self.hand_plays = 0
        self.boon_coins = 0
        if self.marks:
            self.marks = {}
        if self.at_buy_end:
            self.at_buy_end = []
        if self.at_cleanup:
            self.at_cleanup = []
        if self.at_turn_end:
            self.at_turn_end = []
        self.extra_turn = None
