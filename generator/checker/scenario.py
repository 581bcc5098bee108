"""Scenarios as data: parse an example's ``scenario:`` mapping into typed steps.

Format (every key optional unless said)::

    scenario:
      players: 2                      # 2-6
      kingdom: [artisan, nomad-camp]  # Kingdom piles (10 copies each unless supply says otherwise)
      versions: {trader: 1e}          # card id -> version of its behaviour
      supply: {nomad-camp: 3}         # pile -> count, or a list of card ids (top last)
      non_supply: {spoils: 15}
      trash: [gold]
      players_setup:                  # one mapping per player, in seat order
        - hand: [artisan, copper]
          deck: [estate]              # the last card is the top
          discard: []
          in_play: []
      turn_player: 0                  # whose turn it is; phase: action|buy|night; actions/buys/coins: counters
                                      # (without coins:, each buy step is given the coins it costs)
      events: [inheritance]           # Events (and other landscapes, hexes: [...]) in the game
      black_market: [develop]         # the Black Market deck (top last); bane: the Bane pile id
      new_game: {colony: true}        # a real set-up (Game.new) from kingdom/players instead of an exact layout;
                                      # its options: colony, shelters, bane, seed
      script:                         # actions, each followed by the answers to its decisions
        - play: artisan               # {play: artisan, player: 1} for another player
        - choose: gain:nomad-camp     # one option id, or a list for a multi-choice
        - buy: silver
        - gain: {card: silver, to: hand, from: supply}
        - buy_black_market: develop   # buy a card from the Black Market deck
        - receive_hex: {player: 1}    # that player receives the next Hex
        - trash: {card: lich, from: hand}  # trash a card from one of your zones
        - end_turn                    # clean up, next player's turn starts; take_turn: a whole scripted turn
      expect:
        - gained: {card: nomad-camp, to: hand, from: supply, player: 0}
        - not_gained: {card: nomad-camp}
        - zone: {player: 0, zone: hand, contains: [nomad-camp], top: copper, exactly: [...], count: 2}
        - trash: {contains: [..], count: 0}
        - in_supply: {card: nomad-camp, is: false}
        - pile_count: {pile: nomad-camp, count: 9}
        - event: {type: Passed, card: curse, ...}   # any event with these field values
        - no_event: {type: Gained, card: estate}
        - offered: {option: gain:copper, kind: gain, is: false}  # was that option ever offered?
        - pile: {pile: ruins, exists: true, supply: true, count: 10, top: survivors}
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from generator.errors import Location, ScenarioError
from generator.kb.yamlsrc import LDict, LList

ZONES = ("hand", "deck", "discard", "in_play", "set_aside", "exile", "tavern")
ACTIONS = ("play", "buy", "gain", "trash", "choose", "end_turn", "take_turn", "buy_black_market", "receive_hex")
EXPECTS = ("gained", "not_gained", "zone", "trash", "in_supply", "pile_count", "event", "no_event", "game_over",
           "offered", "pile")
PHASES = ("action", "buy", "night")
NEW_GAME_OPTIONS = ("colony", "shelters", "bane", "seed")
EDITIONS = ("1e", "2e", "pre-errata", "original", "errata", "current", "1st", "2nd")
"""Edition ids a scenario's ``versions`` may name (the engine's aliases included)."""


@dataclass(frozen=True)
class Step:
    """One script step: an action with its arguments, or a decision answer."""

    action: str
    args: dict[str, Any]
    loc: Location


@dataclass(frozen=True)
class Expectation:
    """One thing that must be true after the script ran."""

    kind: str
    args: dict[str, Any]
    loc: Location


@dataclass(frozen=True)
class Scenario:
    """A fully parsed scenario, ready for the runner."""

    id: str
    players: int
    kingdom: tuple[str, ...]
    versions: dict[str, str]
    supply: dict[str, Any]
    non_supply: dict[str, Any]
    trash: tuple[str, ...]
    setup: tuple[dict[str, tuple[str, ...]], ...]
    steps: tuple[Step, ...]
    expects: tuple[Expectation, ...]
    loc: Location
    cards_named: dict[str, Location] = field(default_factory=dict)
    turn_player: int = 0
    phase: str = "action"
    counters: dict[str, int] = field(default_factory=dict)
    landscapes: tuple[str, ...] = ()
    hexes: tuple[str, ...] | None = None
    black_market: tuple[str, ...] = ()
    bane: str | None = None
    new_game: dict[str, Any] | None = None


def _where(data: Any, key: str | None, fallback: Location, keypath: str) -> Location:
    if isinstance(data, LDict):
        return data.loc(key, keypath)
    return Location(fallback.path, fallback.line, keypath)


def _plain(value: Any) -> Any:
    if isinstance(value, dict):
        return {str(k): _plain(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_plain(v) for v in value]
    return value


def parse_scenario(sid: str, data: Any, where: Location) -> Scenario:
    """Parse one ``scenario:`` mapping; raise ScenarioError naming the file, line and key."""
    if not isinstance(data, dict):
        raise ScenarioError("scenario must be a mapping", where)
    allowed = ("players", "kingdom", "versions", "supply", "non_supply", "trash", "players_setup", "script", "expect",
               "turn_player", "phase", "actions", "buys", "coins", "events", "landscapes", "hexes", "black_market",
               "bane", "new_game")
    for key in data:
        if key not in allowed:
            raise ScenarioError(f"unknown scenario field {key!r}", _where(data, key, where, f"scenario.{key}"),
                                f"allowed: {', '.join(allowed)}")
    named: dict[str, Location] = {}

    def cards(value: Any, key: str, loc: Location) -> tuple[str, ...]:
        if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
            raise ScenarioError(f"{key!r} must be a list of card ids", loc)
        for v in value:
            named.setdefault(v, loc)
        return tuple(value)

    players = data.get("players", 2)
    if isinstance(players, bool) or not isinstance(players, int) or not 1 <= players <= 6:
        raise ScenarioError(f"players must be a whole number from 1 to 6, found {players!r}",
                            _where(data, "players", where, "scenario.players"))
    kingdom = cards(data.get("kingdom", []), "kingdom", _where(data, "kingdom", where, "scenario.kingdom"))
    setups: list[dict[str, tuple[str, ...]]] = []
    raw_setup = data.get("players_setup", [])
    if not isinstance(raw_setup, list) or len(raw_setup) > players:
        raise ScenarioError(f"players_setup must be a list of at most {players} mappings",
                            _where(data, "players_setup", where, "scenario.players_setup"))
    for index, entry in enumerate(raw_setup):
        loc = raw_setup.loc(index, f"scenario.players_setup[{index}]") if isinstance(raw_setup, LList) else where
        if not isinstance(entry, dict):
            raise ScenarioError("each player's setup must be a mapping of zones", loc)
        zones: dict[str, tuple[str, ...]] = {}
        for zone, value in entry.items():
            if zone not in ZONES:
                raise ScenarioError(f"unknown zone {zone!r}",
                                    _where(entry, zone, loc, f"players_setup[{index}].{zone}"),
                                    f"zones: {', '.join(ZONES)}")
            zones[zone] = cards(value, zone, _where(entry, zone, loc, f"players_setup[{index}].{zone}"))
        setups.append(zones)
    for key in ("supply", "non_supply"):
        piles = data.get(key, {})
        if not isinstance(piles, dict):
            raise ScenarioError(f"{key!r} must map pile ids to counts or card lists", _where(data, key, where, key))
        for pile, value in piles.items():
            loc = _where(piles, pile, where, f"scenario.{key}.{pile}")
            named.setdefault(pile, loc)
            if isinstance(value, list):
                cards(value, f"{key}.{pile}", loc)
            elif isinstance(value, bool) or not isinstance(value, int) or value < 0:
                raise ScenarioError(f"pile {pile!r} must be a count (0 or more) or a list of cards, "
                                    f"found {value!r}", loc)
    trash = cards(data.get("trash", []), "trash", _where(data, "trash", where, "scenario.trash"))
    versions = data.get("versions", {})
    if not isinstance(versions, dict):
        raise ScenarioError("versions must map card ids to version ids", _where(data, "versions", where, "versions"))
    for card_id, version in versions.items():
        named.setdefault(card_id, _where(versions, card_id, where, f"scenario.versions.{card_id}"))
        if not isinstance(version, str) or version not in EDITIONS:
            raise ScenarioError(f"unknown edition {version!r} for {card_id!r}",
                                _where(versions, card_id, where, f"scenario.versions.{card_id}"),
                                f"editions: {', '.join(EDITIONS)}")
    steps = _steps(data.get("script", []), _where(data, "script", where, "scenario.script"), named)
    expects = _expects(data.get("expect", []), _where(data, "expect", where, "scenario.expect"), named)
    if not expects:
        raise ScenarioError("scenario has no expectations", where,
                            "add an expect: list; a scenario must prove something")
    _check_seats(steps, expects, players)
    extra = _position(data, where, players, cards)
    return Scenario(sid, players, kingdom, {str(k): str(v) for k, v in versions.items()},
                    _plain(data.get("supply", {})), _plain(data.get("non_supply", {})), trash, tuple(setups),
                    steps, expects, where, named, **extra)


def _position(data: Any, where: Location, players: int, cards: Any) -> dict[str, Any]:
    """Whose turn, phase, counters, landscapes, hexes, Black Market deck, Bane and real set-up options."""
    out: dict[str, Any] = {}
    turn = data.get("turn_player", 0)
    if isinstance(turn, bool) or not isinstance(turn, int) or not 0 <= turn < players:
        raise ScenarioError(f"turn_player must be a seat from 0 to {players - 1}, found {turn!r}",
                            _where(data, "turn_player", where, "scenario.turn_player"))
    out["turn_player"] = turn
    phase = data.get("phase", "action")
    if phase not in PHASES:
        raise ScenarioError(f"unknown phase {phase!r}", _where(data, "phase", where, "scenario.phase"),
                            f"phases: {', '.join(PHASES)}")
    out["phase"] = phase
    counters: dict[str, int] = {}
    for key in ("actions", "buys", "coins"):
        if key in data:
            value = data[key]
            if isinstance(value, bool) or not isinstance(value, int) or value < 0:
                raise ScenarioError(f"{key} must be a whole number (0 or more), found {value!r}",
                                    _where(data, key, where, f"scenario.{key}"))
            counters[key] = value
    out["counters"] = counters
    landscapes: tuple[str, ...] = ()
    for key in ("events", "landscapes"):
        landscapes += cards(data.get(key, []), key, _where(data, key, where, f"scenario.{key}"))
    out["landscapes"] = landscapes
    if "hexes" in data:
        out["hexes"] = cards(data["hexes"], "hexes", _where(data, "hexes", where, "scenario.hexes"))
    out["black_market"] = cards(data.get("black_market", []), "black_market",
                                _where(data, "black_market", where, "scenario.black_market"))
    bane = data.get("bane")
    if bane is not None:
        out["bane"] = cards([bane], "bane", _where(data, "bane", where, "scenario.bane"))[0]
    new_game = data.get("new_game")
    if new_game is not None:
        loc = _where(data, "new_game", where, "scenario.new_game")
        if not isinstance(new_game, dict) or any(k not in NEW_GAME_OPTIONS for k in new_game):
            raise ScenarioError("new_game must be a mapping of set-up options", loc,
                                f"options: {', '.join(NEW_GAME_OPTIONS)}")
        seed = new_game.get("seed", 0)
        if isinstance(seed, bool) or not isinstance(seed, int):
            raise ScenarioError(f"new_game.seed must be a whole number, found {seed!r}",
                                _where(new_game, "seed", where, "scenario.new_game.seed"))
        out["new_game"] = _plain(new_game)
    return out


def _steps(raw: Any, where: Location, named: dict[str, Location]) -> tuple[Step, ...]:
    if not isinstance(raw, list):
        raise ScenarioError("script must be a list of steps", where)
    out: list[Step] = []
    for index, item in enumerate(raw):
        loc = raw.loc(index, f"scenario.script[{index}]") if isinstance(raw, LList) else where
        if isinstance(item, str) and item in ("end_turn", "take_turn"):
            out.append(Step(item, {}, loc))
            continue
        if not isinstance(item, dict) or not any(k in ACTIONS for k in item):
            raise ScenarioError(f"script step must be one of {', '.join(ACTIONS)}", loc)
        action = next(k for k in item if k in ACTIONS)
        args = _plain(dict(item))
        value = args.pop(action)
        if action == "receive_hex":
            value = value if isinstance(value, dict) else {}
            args.update(value)
        elif action in ("play", "buy", "buy_black_market"):
            if isinstance(value, dict) and isinstance(value.get("card"), str):
                args.update(value)
                value = value["card"]
            if not isinstance(value, str):
                raise ScenarioError(f"{action} needs a card id", loc)
            named.setdefault(value, loc)
            args["card"] = value
        elif action in ("gain", "trash"):
            if isinstance(value, str):
                value = {"card": value}
            if not isinstance(value, dict) or "card" not in value:
                raise ScenarioError(f"{action} needs {{card: ..., from: ...}}", loc)
            named.setdefault(value["card"], loc)
            args.update(value)
        elif action == "choose":
            if not (isinstance(value, str) or (isinstance(value, list) and all(isinstance(v, str) for v in value))):
                raise ScenarioError("choose needs an option id or a list of option ids", loc)
            args["answer"] = value
        player = args.get("player", 0)
        if isinstance(player, bool) or not isinstance(player, int) or player < 0:
            raise ScenarioError(f"player must be a seat number (0, 1, ...), found {player!r}", loc)
        out.append(Step(action, args, loc))
    return tuple(out)


def _expects(raw: Any, where: Location, named: dict[str, Location]) -> tuple[Expectation, ...]:
    if not isinstance(raw, list):
        raise ScenarioError("expect must be a list", where)
    out: list[Expectation] = []
    for index, item in enumerate(raw):
        loc = raw.loc(index, f"scenario.expect[{index}]") if isinstance(raw, LList) else where
        if not isinstance(item, dict) or len(item) != 1:
            raise ScenarioError(f"each expectation is one of {', '.join(EXPECTS)}", loc)
        kind, args = next(iter(item.items()))
        if kind not in EXPECTS:
            from generator.kb.fields import close_match
            guess = close_match(kind, EXPECTS)
            raise ScenarioError(f"unknown expectation {kind!r}", loc, f"did you mean {guess!r}?" if guess else None)
        args = _plain(args) if args is not None else {}
        if not isinstance(args, dict):
            raise ScenarioError(f"{kind} needs a mapping of fields", loc)
        for key in ("card",):
            if isinstance(args.get(key), str):
                named.setdefault(args[key], loc)
        out.append(Expectation(kind, args, loc))
    return tuple(out)


def _check_seats(steps: tuple[Step, ...], expects: tuple[Expectation, ...], players: int) -> None:
    """Every seat number is a player of this scenario and every zone name exists."""
    items: tuple[Step | Expectation, ...] = (*steps, *expects)
    for item in items:
        player = item.args.get("player", 0)
        if isinstance(player, bool) or not isinstance(player, int) or not 0 <= player < players:
            raise ScenarioError(f"player must be a seat number from 0 to {players - 1}, found {player!r}", item.loc)
        if isinstance(item, Expectation) and item.kind == "zone":
            zone = item.args.get("zone", "hand")
            if zone not in ZONES:
                from generator.kb.fields import close_match
                guess = close_match(str(zone), ZONES)
                raise ScenarioError(f"unknown zone {zone!r}", item.loc,
                                    f"did you mean {guess!r}?" if guess else f"zones: {', '.join(ZONES)}")
