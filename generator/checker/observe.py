"""Every look the checker takes at an engine game, and the few set-up writes it makes, in one place.

Expectation judges, the runner's buy funding and the real set-up with a chosen
Black Market deck go through these functions and nothing else touches the
game's fields, so a change in how the engine stores its state is met here.
"""

from __future__ import annotations

import dataclasses
import weakref
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from generator.engine import CardDef, Decider, Decision, Game, GameOptions
from generator.engine import events as ev
from generator.engine.players import TOKEN_COUNTERS
from generator.engine.types import PLAYER_ZONES, Cost, Phase

PLAYER_ZONE_NAMES = tuple(z.value for z in PLAYER_ZONES)
"""The zones a player has, by the names scenarios use."""
PHASE_NAMES = tuple(p.value for p in Phase)
"""Every phase of a turn, by name."""
TURN_COUNTERS = ("actions", "buys", "coins", "debt", "potions")
"""The counters of the current turn a scenario can state or expect."""
PLAYER_TOKENS = TOKEN_COUNTERS
"""The counted tokens a player can have (the engine's list)."""


# -- cards and piles -------------------------------------------------------------------------------
def zone_cards(game: Game, player: int, zone: str) -> list[str]:
    """Card ids in one of a player's zones (deck and discard: top last)."""
    return list(game.zone(player, next(z for z in PLAYER_ZONES if z.value == zone)))


def trash_cards(game: Game) -> list[str]:
    """Card ids in the trash, in order."""
    return list(game.trash_ids())


def black_market_cards(game: Game) -> list[str]:
    """Card ids in the Black Market deck, top last (empty when there is none)."""
    return game.black_market_ids()


def cards_outside_piles(game: Game) -> set[str]:
    """Card ids lying in the trash or in a player's zones (what a set-up dealt outside any pile)."""
    out = set(game.trash_ids())
    for p in range(game.n):
        for z in PLAYER_ZONES:
            out.update(game.zone(p, z))
    return out


def put_boon_on_top(game: Game, boon: str) -> None:
    """Put a Boon on top of the game's Boons deck (a probe about to receive it)."""
    game.boon_deck.append(boon)


def has_pile(game: Game, pile: str) -> bool:
    """True when the game has a pile of that id (in the Supply or not)."""
    return pile in game.zones.piles


def pile_ids(game: Game) -> list[str]:
    """Every pile id of the game, sorted."""
    return sorted(game.zones.piles)


def is_supply_pile(game: Game, pile: str) -> bool:
    """True when the pile is in the Supply."""
    return pile in game.zones.supply_piles


def pile_cards(game: Game, pile: str) -> list[str]:
    """Card ids in a pile, top last (empty for an unknown pile)."""
    return list(game.pile(pile))


def pile_count(game: Game, pile: str) -> int:
    """Cards in a pile (0 for an unknown pile)."""
    return game.pile_count(pile)


def pile_of(game: Game, card: str) -> str:
    """The id of the pile ``card`` belongs to (its own id for a one-card pile)."""
    return game.pile_of(card)


def bane(game: Game) -> str | None:
    """The Bane pile's id, when the set-up chose one."""
    return game.bane


def in_supply(game: Game, card: str) -> bool:
    """True when the card can be bought or gained from the Supply now (top of a non-empty pile)."""
    return game.in_supply(card)


# -- turn, players, game ---------------------------------------------------------------------------
def turn_counter(game: Game, name: str) -> int:
    """One of :data:`TURN_COUNTERS` for the current turn (debt: what the turn player owes)."""
    if name == "debt":
        return game.players[game.turn.player].debt
    value: int = getattr(game.turn, name)
    return value


def turn_player(game: Game) -> int:
    """Whose turn it is."""
    return game.turn.player


def phase(game: Game) -> str:
    """The current phase's name (action, buy, night...).  A turn an effect has sent back from its Buy phase
    (``back_to_action``: buying Cavalry or Villa) is in its Action phase: the engine's turn loop ends that Buy
    phase and starts the Action phase again, which a scripted scenario stopping there never reaches."""
    t = game.turn
    if t.back_to_action and t.phase is Phase.BUY:
        return str(Phase.ACTION.value)
    return str(t.phase.value)


def player_tokens(game: Game, player: int, name: str) -> int:
    """One of :data:`PLAYER_TOKENS` a player has."""
    value: int = getattr(game.players[player], name)
    return value


def pile_tokens(game: Game, player: int) -> dict[str, str]:
    """A player's tokens on piles: token name -> pile id."""
    return dict(game.players[player].pile_tokens)


def score(game: Game, player: int) -> int:
    """A player's score now (Victory cards everywhere they have them)."""
    return game.score(player)


def winners(game: Game) -> list[int]:
    """The players who would win if the game ended now (ties go to the fewest turns taken)."""
    return game.winners()


def turns_taken(game: Game) -> list[int]:
    """Each player's normal turns so far (extra turns not counted)."""
    return [game.players[p].turns_taken for p in range(game.n)]


def prophecy(game: Game) -> tuple[str, int] | None:
    """The game's Prophecy and the Sun tokens left on it (0: active), or None without one."""
    return None if game.prophecy is None else (game.prophecy, game.sun_tokens)


def players(game: Game) -> int:
    """How many players the game has."""
    return game.n


def game_over(game: Game) -> bool:
    """True when the game's end condition is met."""
    return game.is_over()


def events(game: Game) -> list[ev.Event]:
    """The game's event log, oldest first."""
    return list(game.events)


class CostLog(list[ev.Event]):
    """A game's event log that also notes, as each gain or trash is logged, what the card cost at that moment
    (and what the ``watched`` cards cost then): what "a card costing up to $4" was judged against."""

    def __init__(self, logged: Sequence[ev.Event], watched: Sequence[str]) -> None:
        super().__init__(logged)
        self.game: Callable[[], Game | None] = lambda: None
        """The game (weakly: the log is one of its fields)."""
        self.watched = tuple(watched)
        self.costs: dict[int, dict[str, Cost]] = {}
        """Log index -> card id -> its cost when that event was logged."""

    def append(self, event: ev.Event) -> None:
        game = self.game()
        if game is not None and isinstance(event, (ev.Gained, ev.Trashed, ev.Bought)):
            self.costs[len(self)] = {c: game.cost_of(c) for c in (event.card, *self.watched)}
        super().append(event)


def watch_costs(game: Game, watched: Sequence[str] = ()) -> None:
    """From now on, note the cost of every card gained, bought or trashed (and of the ``watched`` cards) when it is."""
    log = CostLog(game.events, watched)
    log.game = weakref.ref(game)
    game.events = log
    if game.zones.events is not None:
        game.zones.events = log


def cost_when_logged(game: Game, index: int, card: str) -> Cost | None:
    """What ``card`` cost when event ``index`` was logged (None when the game's costs were not watched then)."""
    log = game.events
    return log.costs.get(index, {}).get(card) if isinstance(log, CostLog) else None


# -- writes (set-up and the funding of scripted buys) ----------------------------------------------
def fund_buy(game: Game, card: str) -> None:
    """Give the turn at least what ``card`` costs and one Buy (a scripted buy without stated coins)."""
    cost = game.cost_of(card)
    t = game.turn
    t.coins, t.potions = max(t.coins, cost.coins), max(t.potions, cost.potion)
    t.buys = max(t.buys, 1)


def new_game(defs: Mapping[str, CardDef], kingdom: Sequence[str], players: int, decider: Decider, seed: int,
             options: GameOptions, black_market: Sequence[str] | int | None = None) -> Game:
    """A real set-up (``Game.new``); ``black_market`` chooses the Black Market deck: its cards (top last),
    or how many of the cards the set-up would deal; None keeps the set-up's own deck."""
    kingdom = list(kingdom)
    if isinstance(black_market, int):
        dealt = black_market_cards(Game.new(defs, kingdom, players, decider, seed=seed, options=options))
        black_market = dealt[len(dealt) - black_market:] if black_market else []
    if black_market is not None:
        options = dataclasses.replace(options, black_market=tuple(black_market))
    return Game.new(defs, kingdom, players, decider, seed=seed, options=options)


# -- events and decisions --------------------------------------------------------------------------
def event_types() -> dict[str, tuple[str, ...]]:
    """Every event type the engine logs -> its field names."""
    out: dict[str, tuple[str, ...]] = {}
    for name in dir(ev):
        value = getattr(ev, name)
        if isinstance(value, type) and issubclass(value, ev.Event) and value is not ev.Event:
            out[name] = tuple(f.name for f in dataclasses.fields(value))
    return out


def event_json(event: ev.Event) -> dict[str, Any]:
    """One event as a JSON-ready mapping: ``type`` and its fields (tuples as lists)."""
    data: dict[str, Any] = {"type": type(event).__name__}
    for f in dataclasses.fields(event):
        value = getattr(event, f.name)
        data[f.name] = list(value) if isinstance(value, tuple) else value
    return data


def offered(asked: Sequence[Decision], kind: str | None, player: int | None) -> list[list[str]]:
    """The option ids of each decision asked (of that kind, of that player, when given), in order."""
    return [d.ids() for d in asked if (kind is None or d.kind == kind) and (player is None or d.player == player)]
