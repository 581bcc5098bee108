"""Run scenarios on the engine and judge their expectations.

One runner for every scenario (python-chess's perft files + perft.py): the
scenario is data, this module turns it into an engine Layout, plays the
script with a scripted decider, checks engine invariants after every step,
and compares the final state and event log with the expectations.
"""

from __future__ import annotations

import dataclasses
import fnmatch
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from generator.checker.scenario import Expectation, Scenario, Step
from generator.engine import CardDef, Decider, Decision, Game, GameOptions, Layout, PlayerLayout, ScriptedDecider
from generator.engine import events as ev
from generator.engine.setup import basic_piles, pile_size
from generator.engine.types import PLAYER_ZONES, CardTable, Zone
from generator.engine.types import Cost as EngineCost
from generator.errors import DomwikiError, EngineError, ScenarioError
from generator.kb.fields import close_match
from generator.kb.schema import Card, Knowledge

SPECIAL_PILES = ("bane", "black-market-deck")
"""Piles that are not made of one pile of cards (the Bane is a Kingdom pile; the Black Market deck is a deck)."""
BASE_PILES = ("copper", "silver", "gold", "estate", "duchy", "province", "curse")


def card_defs(kb: Knowledge) -> CardTable:
    """Engine card definitions built from the knowledge records (the engine never reads YAML)."""
    return CardTable({card.id: _def(card) for card in kb.cards.values()})


def _def(card: Card) -> CardDef:
    return CardDef(id=card.id, name=card.name.en, cost=EngineCost(card.cost.coins, card.cost.potion, card.cost.debt),
                   types=frozenset(card.types), expansion=card.expansion, kind=card.kind, supply=card.supply,
                   pile=card.pile, editions=frozenset(card.editions))


@dataclass(frozen=True)
class Outcome:
    """The verdict on one expectation."""

    expectation: Expectation
    passed: bool
    detail: str


@dataclass
class RunResult:
    """What happened when a scenario ran: verdicts, the event trace, and any error."""

    id: str
    passed: bool
    outcomes: list[Outcome] = field(default_factory=list)
    trace: list[dict[str, Any]] = field(default_factory=list)
    error: str | None = None
    location: str | None = None
    skipped: str | None = None
    """Why this was not run (the engine lacks the card's behaviour); a skipped result counts as passed."""

    def as_json(self) -> dict[str, Any]:
        """A JSON-ready dict (saved for the site generator and printed by --json)."""
        return {
            "id": self.id, "passed": self.passed, "error": self.error, "location": self.location,
            "skipped": self.skipped,
            "outcomes": [{"kind": o.expectation.kind, "args": o.expectation.args, "passed": o.passed,
                          "detail": o.detail, "location": str(o.expectation.loc)} for o in self.outcomes],
            "trace": self.trace,
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
        if card.supply == "non-supply" and in_game.intersection(card.brought_in_by):
            if card.pile:
                non_supply.setdefault(card.pile, []).append(card.id)
            else:
                non_supply[card.id] = _pile_size(card, scenario.players)
    types = {t for k in scenario.kingdom if k in kb.cards for t in kb.cards[k].types}
    potion = any(kb.cards[k].cost.potion for k in scenario.kingdom if k in kb.cards)
    for pile in kb.piles.values():
        if pile.id in supply or pile.id in non_supply or pile.supply == "kingdom" or pile.id in SPECIAL_PILES:
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


def _event_json(event: ev.Event) -> dict[str, Any]:
    data: dict[str, Any] = {"type": type(event).__name__}
    for f in dataclasses.fields(event):
        value = getattr(event, f.name)
        data[f.name] = list(value) if isinstance(value, tuple) else value
    return data


def _matches(event: ev.Event, want: Mapping[str, Any]) -> bool:
    data = _event_json(event)
    aliases = {"to": "destination", "from": "source"}
    for key, value in want.items():
        key = aliases.get(key, key)
        if key not in data:
            return False
        if isinstance(value, str) and "*" in value and isinstance(data[key], str):
            if not fnmatch.fnmatchcase(data[key], value):
                return False
        elif data[key] != value:
            return False
    return True


def _judge(game: Game, exp: Expectation, asked: list[Decision] | None = None) -> Outcome:
    a = exp.args
    if exp.kind == "offered":
        seen = [d for d in asked or [] if not a.get("kind") or d.kind == a["kind"]]
        hit = any(str(a.get("option")) in d.ids() for d in seen)
        want_it = bool(a.get("is", True))
        offers = sorted({i for d in seen for i in d.ids()})
        return Outcome(exp, hit == want_it, f"option {a.get('option')!r} {'was' if hit else 'was not'} offered; "
                       f"options offered: {offers}")
    if exp.kind == "pile":
        return _judge_pile(game, exp)
    if exp.kind in ("gained", "not_gained"):
        want = {"type": "Gained", **a}
        found = [e for e in game.events if _matches(e, want)]
        if exp.kind == "gained":
            gains = [_event_json(e) for e in game.events if isinstance(e, ev.Gained)]
            return Outcome(exp, bool(found), "found" if found else f"no matching Gained event; gains were {gains}")
        return Outcome(exp, not found, "no such gain" if not found else f"unexpected gain {_event_json(found[0])}")
    if exp.kind in ("event", "no_event"):
        want = dict(a)
        found = [e for e in game.events if _matches(e, want)]
        ok = bool(found) if exp.kind == "event" else not found
        return Outcome(exp, ok, "as expected" if ok else
                       (f"no event matching {want}" if exp.kind == "event" else f"unexpected {_event_json(found[0])}"))
    if exp.kind in ("zone", "trash"):
        if exp.kind == "trash":
            cards = game.trash_ids()
            label = "trash"
        else:
            player, zone = int(a.get("player", 0)), str(a.get("zone", "hand"))
            cards = list(getattr(game, zone)(player)) if zone in ("hand", "deck", "discard", "in_play") \
                else list(game.zone(player, Zone(zone)))
            label = f"player {player}'s {zone}"
        problems = []
        for card in a.get("contains", []):
            if card not in cards:
                problems.append(f"{card!r} not in {label}")
        for card in a.get("lacks", []):
            if card in cards:
                problems.append(f"{card!r} is in {label}")
        if "top" in a and (not cards or cards[-1] != a["top"]):
            problems.append(f"top of {label} is {cards[-1] if cards else None!r}, not {a['top']!r}")
        if "exactly" in a and sorted(cards) != sorted(a["exactly"]):
            problems.append(f"{label} is {cards}, expected {a['exactly']}")
        if "count" in a and len(cards) != a["count"]:
            problems.append(f"{label} has {len(cards)} cards, expected {a['count']}")
        return Outcome(exp, not problems, "; ".join(problems) or f"{label}: {cards}")
    if exp.kind == "in_supply":
        actual = game.in_supply(str(a["card"]))
        want_in = bool(a.get("is", True))
        return Outcome(exp, actual == want_in, f"in_supply({a['card']!r}) is {actual}")
    if exp.kind == "pile_count":
        count = game.pile_count(str(a["pile"]))
        return Outcome(exp, count == a.get("count"), f"pile {a['pile']!r} has {count} cards")
    if exp.kind == "game_over":
        over = game.is_over()
        return Outcome(exp, over == bool(a.get("is", True)), f"is_over() is {over}")
    raise ScenarioError(f"unknown expectation {exp.kind!r}", exp.loc)


def _judge_pile(game: Game, exp: Expectation) -> Outcome:
    a, pid = exp.args, str(exp.args.get("pile"))
    exists = pid in game.zones.piles
    problems = []
    if "exists" in a and exists != bool(a["exists"]):
        problems.append(f"pile {pid!r} {'exists' if exists else 'does not exist'}")
    if exists:
        supply = pid in game.zones.supply_piles
        if "supply" in a and supply != bool(a["supply"]):
            problems.append(f"pile {pid!r} is {'a Supply' if supply else 'a non-Supply'} pile")
        cards = game.pile(pid)
        if "count" in a and len(cards) != a["count"]:
            problems.append(f"pile {pid!r} has {len(cards)} cards, expected {a['count']}")
        if "top" in a and (cards[-1] if cards else None) != a["top"]:
            problems.append(f"top of pile {pid!r} is {cards[-1] if cards else None!r}, not {a['top']!r}")
    elif any(k in a for k in ("supply", "count", "top")):
        problems.append(f"no pile {pid!r} in this game (piles: {sorted(game.zones.piles)})")
    return Outcome(exp, not problems, "; ".join(problems) or f"pile {pid!r}: {game.pile(pid)}")


def _act(game: Game, step: Step, funded: bool) -> None:
    a = step.args
    player = int(a.get("player", 0))
    if step.action in ("buy", "buy_black_market") and funded:
        cost = game.cost_of(a["card"])
        game.turn.coins, game.turn.potions = max(game.turn.coins, cost.coins), max(game.turn.potions, cost.potion)
        game.turn.buys = max(game.turn.buys, 1)
    if step.action == "play":
        game.play(player, a["card"])
    elif step.action == "buy":
        game.buy(player, a["card"])
    elif step.action == "gain":
        to = Zone(a["to"]) if a.get("to") else None
        game.gain(player, a["card"], to=to, source=a.get("from", "supply"))
    elif step.action == "trash":
        uid = game.find(player, a["card"], PLAYER_ZONES.index(Zone(a.get("from", "hand"))))
        game.trash(player, uid)
    elif step.action == "buy_black_market":
        game.buy_from_black_market(player, a["card"])
    elif step.action == "receive_hex":
        game.receive_hex(player)
    elif step.action == "take_turn":
        game.take_turn()
    elif step.action == "end_turn":
        current = game.turn.player
        game.cleanup(current)
        game.start_turn((current + 1) % game.n)


def build_game(kb: Knowledge, defs: Mapping[str, CardDef], scenario: Scenario, decider: Decider) -> Game:
    """The scenario's starting position: an exact layout, or a real set-up when it says ``new_game``."""
    landscapes = [c for c in scenario.landscapes if c in kb.cards]
    events = [c for c in landscapes if kb.cards[c].kind == "event"]
    if scenario.new_game is not None:
        opts = scenario.new_game
        options = GameOptions(colony=bool(opts.get("colony")), shelters=bool(opts.get("shelters")),
                              versions=dict(scenario.versions), events=tuple(events),
                              landscapes=tuple(c for c in landscapes if c not in events), check=True,
                              bane=opts.get("bane"))
        return Game.new(defs, list(scenario.kingdom), scenario.players, decider, seed=int(opts.get("seed", 0)),
                        options=options)
    supply, non_supply = default_piles(kb, scenario)
    players = [PlayerLayout(**{z: list(cards) for z, cards in scenario.setup[i].items()})
               if i < len(scenario.setup) else PlayerLayout() for i in range(scenario.players)]
    layout = Layout(players=players, supply=supply, non_supply=non_supply, trash=list(scenario.trash),
                    versions=dict(scenario.versions), kingdom=list(scenario.kingdom), events=events,
                    landscapes=[c for c in landscapes if c not in events],
                    black_market=list(scenario.black_market),
                    hexes=list(scenario.hexes) if scenario.hexes is not None else None, bane=scenario.bane,
                    turn_player=scenario.turn_player, phase=scenario.phase,
                    actions=scenario.counters.get("actions", 1), buys=scenario.counters.get("buys", 1),
                    coins=scenario.counters.get("coins", 0))
    return Game.from_layout(defs, layout, decider, check=True)


def run_scenario(kb: Knowledge, defs: Mapping[str, CardDef], scenario: Scenario) -> RunResult:
    """Play one scenario and judge it; engine and script errors become a failed result, never a crash."""
    result = RunResult(scenario.id, passed=False)
    try:
        _check_names(kb, scenario)
        decider = ScriptedDecider([])
        game = build_game(kb, defs, scenario, decider)
        steps = list(scenario.steps)
        index = 0
        while index < len(steps):
            step = steps[index]
            index += 1
            if step.action == "choose":
                raise ScenarioError("a choose step must follow the action that asks it", step.loc)
            answers: list[Any] = []
            while index < len(steps) and steps[index].action == "choose":
                answers.append(steps[index].args["answer"])
                index += 1
            decider.answers.extend(answers)
            try:
                _act(game, step, "coins" not in scenario.counters)
                decider.assert_done()
                game.check_invariants()
            except EngineError as exc:
                raise ScenarioError(f"{type(exc).__name__}: {exc}", step.loc) from None
        result.outcomes = [_judge(game, exp, decider.asked) for exp in scenario.expects]
        result.trace = [_event_json(e) for e in game.events]
        result.passed = all(o.passed for o in result.outcomes)
    except ScenarioError as exc:
        result.error = exc.message + (f" (hint: {exc.hint})" if exc.hint else "")
        result.location = str(exc.location) if exc.location else str(scenario.loc)
    except DomwikiError as exc:
        result.error = str(exc)
        result.location = str(scenario.loc)
    return result
