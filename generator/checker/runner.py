"""Run scenarios on the engine and judge their expectations.

One runner for every scenario (python-chess's perft files + perft.py): the
scenario is data, this module turns it into an engine Layout, plays the
script with a scripted decider, checks engine invariants after every step,
and compares the final state and event log with the expectations.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from generator.checker import observe
from generator.checker.expectations import Outcome
from generator.checker.scenario import (
    ZONES,
    Buy,
    BuyBlackMarket,
    Choose,
    EndTurn,
    GainStep,
    Play,
    ReceiveHex,
    Scenario,
    Step,
    TakeTurn,
    TrashStep,
)
from generator.checker.start import StartPosition
from generator.engine import CardDef, Decider, Game, GameOptions, Layout, PlayerLayout, ScriptedDecider
from generator.engine.setup import basic_piles, pile_size
from generator.engine.types import PLAYER_ZONES, CardTable, Phase, Zone
from generator.errors import DomwikiError, EngineError, IllegalActionError, ScenarioError
from generator.kb.fields import close_match
from generator.kb.schema import Card, Knowledge

SPECIAL_PILES = ("bane", "black-market-deck")
"""Piles that are not made of one pile of cards (the Bane is a Kingdom pile; the Black Market deck is a deck)."""
BASE_PILES = ("copper", "silver", "gold", "estate", "duchy", "province", "curse")


def card_defs(kb: Knowledge) -> CardTable:
    """Engine card definitions built from the knowledge records (the engine never reads YAML)."""
    return CardTable({card.id: _def(card) for card in kb.cards.values()})


def _def(card: Card) -> CardDef:
    return CardDef(id=card.id, name=card.name.en, cost=card.cost,
                   types=frozenset(card.types), expansion=card.expansion, kind=card.kind, supply=card.supply,
                   pile=card.pile, editions=frozenset(card.editions))


class Verdict(enum.StrEnum):
    """What a check showed."""

    PASSED = "passed"
    """The engine did what the knowledge says."""
    FAILED = "failed"
    """The engine disagrees, or the scenario could not run."""
    UNPROVEN = "unproven"
    """Nothing was shown: the engine does not implement the card's behaviour yet."""


@dataclass
class RunResult:
    """What happened when a scenario ran: the verdict, each expectation's outcome, the event trace, any error."""

    id: str
    verdict: Verdict
    outcomes: list[Outcome] = field(default_factory=list)
    trace: list[dict[str, Any]] = field(default_factory=list)
    error: str | None = None
    location: str | None = None
    unproven: str | None = None
    """Why nothing was shown (the engine lacks the card's behaviour); such a result never counts as passed."""
    subject: str | None = None
    """The card whose fact this result checks (structured-fact probes), for the coverage report."""
    start: StartPosition | None = None
    """The position the scenario started from (None when it could not be set up)."""
    unchecked: tuple[str, ...] = ()
    """The parts of a structured fact no probe could check (a passed fact was shown without them)."""

    def about(self, card: str) -> RunResult:
        """This result, marked as checking a fact of ``card``."""
        self.subject = card
        return self

    @property
    def passed(self) -> bool:
        """True only when the check was run and held."""
        return self.verdict is Verdict.PASSED

    @property
    def failed(self) -> bool:
        """True when the engine disagrees or the scenario is broken."""
        return self.verdict is Verdict.FAILED

    @classmethod
    def failure(cls, rid: str, error: str, location: str | None) -> RunResult:
        """A check that could not run (a broken scenario, an unknown card...)."""
        return cls(rid, Verdict.FAILED, error=error, location=location)

    @classmethod
    def not_shown(cls, rid: str, reason: str, location: str | None = None) -> RunResult:
        """A check left unproven, and why."""
        return cls(rid, Verdict.UNPROVEN, location=location, unproven=reason)

    def as_json(self) -> dict[str, Any]:
        """A JSON-ready dict (printed by --json, kept in the build cache)."""
        return {
            "id": self.id, "verdict": self.verdict.value, "passed": self.passed, "error": self.error,
            "location": self.location, "unproven": self.unproven,
            "outcomes": [{"kind": o.expectation.kind, "args": o.expectation.args(), "passed": o.passed,
                          "detail": o.detail, "location": str(o.expectation.loc)} for o in self.outcomes],
            "trace": self.trace,
            "start": self.start.as_json() if self.start is not None else None,
            "unchecked": list(self.unchecked),
        }


def _pile_size(card: Card | None, players: int) -> int:
    """The number of copies a pile starts with for ``players`` players, as the engine's set-up says."""
    if card is None:
        return pile_size("", players)
    return pile_size(card.id, players, victory="victory" in card.types)


def default_piles(kb: Knowledge, scenario: Scenario) -> tuple[dict[str, Any], dict[str, Any]]:
    """The Supply and non-Supply piles for the scenario: base piles, Kingdom piles, what they bring in, overrides."""
    supply: dict[str, Any] = {}
    for pid, size in basic_piles(scenario.players).items():
        if pid in kb.cards:
            supply[pid] = size
    for pid in scenario.kingdom:
        members = [c.id for c in kb.cards.values() if c.pile == pid]
        supply[pid] = members if members else _pile_size(kb.cards.get(pid), scenario.players)
    non_supply: dict[str, Any] = {}
    in_game = set(scenario.kingdom)
    for card in kb.cards.values():
        if card.supply == "non-supply" and card.kind not in ("ally", "prophecy") and in_game.intersection(
                card.brought_in_by):
            # an Ally or a Prophecy is a landscape the scenario names (``landscapes:``), not a pile of cards
            if card.pile:
                non_supply.setdefault(card.pile, []).append(card.id)
            else:
                non_supply[card.id] = _pile_size(card, scenario.players)
    types = {t for k in scenario.kingdom if k in kb.cards for t in kb.cards[k].types}
    potion = any(kb.cards[k].cost.potion for k in scenario.kingdom if k in kb.cards)
    for pile in kb.piles.values():
        if (pile.id in supply or pile.id in non_supply or pile.supply == "kingdom" or pile.id in SPECIAL_PILES
                or not pile.cards):  # a pile without fixed cards is chosen by a real set-up (Ferryman's)
            continue
        if in_game.intersection(pile.added_by_cards) or types.intersection(pile.added_by_types) or (
                pile.added_by_cost == "potion" and potion):
            size = max(10, 10 * (scenario.players - 1)) if len(pile.cards) > 1 else _pile_size(
                kb.cards.get(pile.cards[0]), scenario.players)
            spec: Any = [pile.cards[i % len(pile.cards)] for i in range(size)] if len(pile.cards) > 1 else size
            (supply if pile.supply == "base" else non_supply)[pile.id] = spec
    if scenario.bane and scenario.bane not in supply:
        supply[scenario.bane] = _pile_size(kb.cards.get(scenario.bane), scenario.players)
    supply.update(scenario.supply)
    non_supply.update(scenario.non_supply)
    return supply, non_supply


def _check_names(kb: Knowledge, scenario: Scenario) -> None:
    piles = set(kb.cards) | {c.pile for c in kb.cards.values() if c.pile}
    for name, loc in scenario.cards_named.items():
        if name not in piles and "*" not in name:
            guess = close_match(name, piles)
            raise ScenarioError(f"scenario names unknown card {name!r}", loc,
                                f"did you mean {guess!r}?" if guess else "no card with that id under knowledge/cards/")


def _legal_play(game: Game, step: Play) -> None:
    """A scenario plays cards as the rules allow on its player's own turn: an Action card only in the Action phase
    with an Action left, a Treasure not after the first purchase of the turn (Game.play itself lets tests set up
    any position)."""
    t = game.turn
    if step.player != t.player or t.phase not in (Phase.ACTION, Phase.BUY):
        return
    try:
        uid = game.find(step.player, step.card)
    except IllegalActionError:
        return  # played from the deck, or not there at all: Game.play says which
    types = game.types_of(uid)
    if "action" in types and "treasure" not in types:
        if t.phase is Phase.BUY or t.purchases:
            raise ScenarioError(f"cannot play the Action card {step.card!r} after the Action phase (a purchase "
                                "ends it)", step.loc, "play Action cards before the first buy")
        if t.actions < 1:
            raise ScenarioError(f"cannot play the Action card {step.card!r}: no Actions left", step.loc,
                                "play a card giving +Actions first, or start the scenario with more actions")
    elif "treasure" in types and t.purchases:
        raise ScenarioError(f"cannot play the Treasure {step.card!r} after buying something this turn", step.loc,
                            "play Treasures before the first buy")


def _act(game: Game, step: Step, funded: bool) -> None:
    if isinstance(step, (Buy, BuyBlackMarket)) and funded:
        observe.fund_buy(game, step.card)
    if isinstance(step, Play):
        _legal_play(game, step)
        game.play(step.player, step.card)
    elif isinstance(step, Buy):
        game.buy(step.player, step.card)
    elif isinstance(step, GainStep):
        game.gain(step.player, step.card, to=Zone(step.to) if step.to else None, source=step.source)
    elif isinstance(step, TrashStep):
        uid = game.find(step.player, step.card, PLAYER_ZONES.index(Zone(step.source)))
        game.trash(step.player, uid)
    elif isinstance(step, BuyBlackMarket):
        game.buy_from_black_market(step.player, step.card)
    elif isinstance(step, ReceiveHex):
        game.receive_hex(step.player)
    elif isinstance(step, TakeTurn):
        game.take_turn()
    elif isinstance(step, EndTurn):
        current = observe.turn_player(game)
        game.cleanup(current)
        game.start_turn((current + 1) % observe.players(game))


def build_game(kb: Knowledge, defs: Mapping[str, CardDef], scenario: Scenario, decider: Decider) -> Game:
    """The scenario's starting position: an exact layout, or a real set-up when it says ``new_game``."""
    if scenario.prophecy is not None and scenario.prophecy in kb.cards and kb.cards[
            scenario.prophecy].kind != "prophecy":
        raise ScenarioError(f"prophecy: {scenario.prophecy!r} is not a Prophecy (it is a "
                            f"{kb.cards[scenario.prophecy].kind})", scenario.cards_named.get(scenario.prophecy),
                            "name one of the Prophecies (kind: prophecy)")
    landscapes = [c for c in scenario.landscapes if c in kb.cards]
    events = [c for c in landscapes if kb.cards[c].kind == "event"]
    if scenario.new_game is not None:
        opts = scenario.new_game
        options = GameOptions(colony=opts.colony, shelters=opts.shelters, versions=dict(scenario.versions),
                              events=tuple(events), landscapes=tuple(c for c in landscapes if c not in events),
                              check=True, bane=opts.bane)
        return observe.new_game(defs, scenario.kingdom, scenario.players, decider, opts.seed, options,
                                opts.black_market)
    supply, non_supply = default_piles(kb, scenario)
    players = [PlayerLayout(**{z: list(scenario.setup[i].zone(z)) for z in ZONES})
               if i < len(scenario.setup) else PlayerLayout() for i in range(scenario.players)]
    layout = Layout(players=players, supply=supply, non_supply=non_supply, trash=list(scenario.trash),
                    versions=dict(scenario.versions), kingdom=list(scenario.kingdom), events=events,
                    landscapes=[c for c in landscapes if c not in events],
                    black_market=list(scenario.black_market),
                    hexes=list(scenario.hexes) if scenario.hexes is not None else None, bane=scenario.bane,
                    boons=list(scenario.boons) if scenario.boons is not None else None,
                    turn_player=scenario.turn_player, phase=scenario.phase,
                    actions=scenario.counters.get("actions", 1), buys=scenario.counters.get("buys", 1),
                    coins=scenario.counters.get("coins", 0),
                    turns_taken=list(scenario.turns_taken) if scenario.turns_taken is not None else None,
                    sun_tokens=scenario.sun_tokens)
    return Game.from_layout(defs, layout, decider, check=True)


def run_scenario(kb: Knowledge, defs: Mapping[str, CardDef], scenario: Scenario) -> RunResult:
    """Play one scenario and judge it; engine and script errors become a failed result, never a crash."""
    result = RunResult(scenario.id, Verdict.FAILED)
    try:
        _check_names(kb, scenario)
        decider = ScriptedDecider([])
        steps = list(scenario.steps)
        index = 0
        if scenario.new_game is not None:  # choose steps before any action answer the set-up's own decisions
            while index < len(steps) and isinstance(steps[index], Choose):
                answer = steps[index].answer  # type: ignore[attr-defined]
                decider.answers.append(list(answer) if isinstance(answer, tuple) else answer)
                index += 1
        game = build_game(kb, defs, scenario, decider)
        if index:
            decider.assert_done()
        result.start = StartPosition.from_game(game, scenario.kingdom, scenario.landscapes,
                                               show_turns=scenario.turns_taken is not None)
        while index < len(steps):
            step = steps[index]
            index += 1
            if isinstance(step, Choose):
                raise ScenarioError("a choose step must follow the action that asks it", step.loc)
            answers: list[Any] = []
            while index < len(steps) and isinstance(steps[index], Choose):
                answer = steps[index].answer  # type: ignore[attr-defined]
                answers.append(list(answer) if isinstance(answer, tuple) else answer)
                index += 1
            decider.answers.extend(answers)
            try:
                _act(game, step, "coins" not in scenario.counters)
                decider.assert_done()
                game.check_invariants()
            except EngineError as exc:
                raise ScenarioError(f"{type(exc).__name__}: {exc}", step.loc) from None
        result.outcomes = [exp.judge(game, decider.asked) for exp in scenario.expects]
        result.trace = [observe.event_json(e) for e in observe.events(game)]
        result.verdict = Verdict.PASSED if all(o.passed for o in result.outcomes) else Verdict.FAILED
    except ScenarioError as exc:
        result.error = exc.message + (f" (hint: {exc.hint})" if exc.hint else "")
        result.location = str(exc.location) if exc.location else str(scenario.loc)
    except DomwikiError as exc:
        result.error = str(exc)
        result.location = str(scenario.loc)
    return result
