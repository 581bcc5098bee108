"""Scenarios as typed values: parse an example's ``scenario:`` mapping into frozen steps and expectations.

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
          in_play: []                 # also set_aside, exile, tavern, island_mat, native_village_mat
      turn_player: 0                  # whose turn it is; phase: action|buy|night; actions/buys/coins: counters
                                      # (without coins:, each buy step is given the coins it costs)
      turns_taken: [12, 11]           # normal turns each player has started, the current one included
                                      # (default: the first round); the tie-breaker counts them
      events: [inheritance]           # Events (and other landscapes, hexes: [...], boons: [...]) in the game
      black_market: [develop]         # the Black Market deck (top last); bane: the Bane pile id
      prophecy: {card: great-leader, sun_tokens: 2}  # the game's Prophecy and the Sun tokens left on it (by
                                      # player count when left out; active: true is sun_tokens: 0);
                                      # prophecy: great-leader alone is that Prophecy with every Sun token
      new_game: {colony: true}        # a real set-up (Game.new) from kingdom/players instead of an exact layout;
                                      # its options: colony, shelters, bane, seed (a whole number), black_market
                                      # (the deck's cards, top last, or how many cards the set-up deals)
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
        - event: {type: Passed, card: curse, to_player: 1}   # any event with these field values
        - no_event: {type: Gained, card: estate}
        - offered: {option: gain:copper, kind: gain, is: false}  # was that option ever offered?
        - pile: {pile: ruins, exists: true, supply: true, count: 10, top: survivors}
        - offered: {option: trash:copper, player: 1}             # ... to that player
        - game_over: {is: false}                                  # is the end condition met?
        - turn: {actions: 1, buys: 2, coins: 3, potions: 0, debt: 0, player: 0, phase: buy}
        - tokens: {player: 0, villagers: 1, coffers: 0, vp_tokens: 0, debt: 0, favors: 1, pile_tokens: {+card: village}}
        - score: {player: 0, is: 3}
        - winners: {players: [1]}                                 # who wins if the game ends now
        - black_market: {contains: [develop], top: develop, count: 3}   # the Black Market deck

A ``play`` step on its player's own turn must be legal: an Action card needs an Action left and comes before
the first purchase of the turn, and so does a Treasure (``actions: 2`` gives a scenario more Actions).

Every value is checked as it is read: a zone, phase, edition or gain source that
does not exist, a list where one card is expected, a seed that is not a whole
number is a ScenarioError naming the file, the line and the key, with a hint.
The expectation kinds live in :mod:`generator.checker.expectations`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from generator.checker import observe, support
from generator.checker.expectations import KINDS, Expectation, parse_expectation
from generator.checker.values import Fields, is_count, item_loc, plain
from generator.errors import Location, ScenarioError
from generator.kb.fields import close_match
from generator.kb.yamlsrc import LDict

ZONES = observe.PLAYER_ZONE_NAMES
"""A player's zones, by the names scenarios use."""
PHASES = ("action", "buy", "night")
EXPECTS = tuple(KINDS)
NEW_GAME_OPTIONS = ("colony", "shelters", "bane", "seed", "black_market")
GAIN_SOURCES = ("supply", "trash", "black-market", "non-supply")
"""Where a scripted gain takes the card from (``non-supply:<pile>`` names a pile outside the Supply)."""


# -- steps -----------------------------------------------------------------------------------------
@dataclass(frozen=True, kw_only=True)
class Step:
    """One script step."""

    loc: Location
    action: str = ""


@dataclass(frozen=True, kw_only=True)
class Play(Step):
    """A player plays a card from their hand."""

    card: str
    player: int = 0
    action: str = "play"


@dataclass(frozen=True, kw_only=True)
class Buy(Step):
    """A player buys a card or an Event."""

    card: str
    player: int = 0
    action: str = "buy"


@dataclass(frozen=True, kw_only=True)
class BuyBlackMarket(Step):
    """A player buys a card from the Black Market deck."""

    card: str
    player: int = 0
    action: str = "buy_black_market"


@dataclass(frozen=True, kw_only=True)
class GainStep(Step):
    """A player gains a card (from the Supply unless ``source`` says otherwise)."""

    card: str
    player: int = 0
    to: str | None = None
    source: str = "supply"
    action: str = "gain"


@dataclass(frozen=True, kw_only=True)
class TrashStep(Step):
    """A player trashes a card from one of their zones."""

    card: str
    player: int = 0
    source: str = "hand"
    action: str = "trash"


@dataclass(frozen=True, kw_only=True)
class ReceiveHex(Step):
    """A player receives the next Hex."""

    player: int = 0
    action: str = "receive_hex"


@dataclass(frozen=True, kw_only=True)
class EndTurn(Step):
    """The turn player cleans up and the next player's turn starts."""

    action: str = "end_turn"


@dataclass(frozen=True, kw_only=True)
class TakeTurn(Step):
    """The turn player plays a whole turn, answering its decisions from the script."""

    action: str = "take_turn"


@dataclass(frozen=True, kw_only=True)
class Choose(Step):
    """The answer to the decision the previous action asks: one option id, or several."""

    answer: str | tuple[str, ...]
    action: str = "choose"


ACTIONS = ("play", "buy", "gain", "trash", "choose", "end_turn", "take_turn", "buy_black_market", "receive_hex")


@dataclass(frozen=True)
class PlayerSetup:
    """One player's zones in an exact position (deck and discard: top last)."""

    hand: tuple[str, ...] = ()
    deck: tuple[str, ...] = ()
    discard: tuple[str, ...] = ()
    in_play: tuple[str, ...] = ()
    set_aside: tuple[str, ...] = ()
    exile: tuple[str, ...] = ()
    tavern: tuple[str, ...] = ()
    island_mat: tuple[str, ...] = ()
    native_village_mat: tuple[str, ...] = ()

    def zone(self, name: str) -> tuple[str, ...]:
        """The cards of one zone, by its scenario name."""
        cards: tuple[str, ...] = getattr(self, name)
        return cards


@dataclass(frozen=True)
class NewGame:
    """A real set-up's options."""

    colony: bool = False
    shelters: bool = False
    bane: str | None = None
    seed: int = 0
    black_market: tuple[str, ...] | int | None = None
    """The Black Market deck: its cards (top last), or how many cards the set-up deals; None: the usual 25."""


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
    setup: tuple[PlayerSetup, ...]
    steps: tuple[Step, ...]
    expects: tuple[Expectation, ...]
    loc: Location
    cards_named: dict[str, Location] = field(default_factory=dict)
    turn_player: int = 0
    phase: str = "action"
    counters: dict[str, int] = field(default_factory=dict)
    landscapes: tuple[str, ...] = ()
    hexes: tuple[str, ...] | None = None
    boons: tuple[str, ...] | None = None
    black_market: tuple[str, ...] = ()
    bane: str | None = None
    new_game: NewGame | None = None
    turns_taken: tuple[int, ...] | None = None
    """Normal turns each player has started, the current one included (None: the first round)."""
    prophecy: str | None = None
    """The game's Prophecy (also among ``landscapes``)."""
    sun_tokens: int | None = None
    """Sun tokens left on the Prophecy (0: active); None: as many as the player count puts on it."""


SCENARIO_KEYS = ("players", "kingdom", "versions", "supply", "non_supply", "trash", "players_setup", "script",
                 "expect", "turn_player", "phase", "actions", "buys", "coins", "events", "landscapes", "hexes",
                 "boons", "black_market", "bane", "new_game", "turns_taken", "prophecy")


def step_card(step: Step) -> str | None:
    """The card a step acts on, if any."""
    card = getattr(step, "card", None)
    return card if isinstance(card, str) else None


def parse_scenario(sid: str, data: Any, where: Location) -> Scenario:
    """Parse one ``scenario:`` mapping; raise ScenarioError naming the file, line and key."""
    if not isinstance(data, dict):
        raise ScenarioError(f"scenario must be a mapping, found {plain(data)!r}", where)
    named: dict[str, Location] = {}
    f = Fields(data, where, "scenario", named)
    for key in data:
        if key not in SCENARIO_KEYS:
            guess = close_match(str(key), SCENARIO_KEYS)
            raise f.error(str(key), f"unknown scenario field {key!r}",
                          f"did you mean {guess!r}?" if guess else f"allowed: {', '.join(SCENARIO_KEYS)}")
    players = f.count("players", 2, minimum=1, what="a whole number from 1 to 6")
    if players > 6:
        raise f.error("players", f"players must be a whole number from 1 to 6, found {players!r}")
    kingdom = f.cards("kingdom")
    setups = _setups(f, players)
    piles = {key: _piles(f, key) for key in ("supply", "non_supply")}
    trash = f.cards("trash")
    versions = _versions(f)
    f.read.add("script")
    steps = _steps(data.get("script", []), f.loc("script"), named, players)
    expects = _expects(data.get("expect", []), f.loc("expect"), named, players)
    if not expects:
        raise ScenarioError("scenario has no expectations", where,
                            "add an expect: list; a scenario must prove something")
    extra = _position(f, players)
    new_game = extra.get("new_game")
    if new_game is not None and new_game.black_market is not None and "black-market" not in kingdom:
        loc = Fields(data["new_game"], f.loc("new_game"), "scenario.new_game").loc("black_market")
        raise ScenarioError("new_game.black_market chooses the Black Market deck, but black-market is not in the "
                            "kingdom", loc, "add black-market to kingdom:")
    return Scenario(sid, players, kingdom, versions, piles["supply"], piles["non_supply"], trash, setups,
                    steps, expects, where, named, **extra)


def _setups(f: Fields, players: int) -> tuple[PlayerSetup, ...]:
    raw = f.data.get("players_setup", [])
    f.read.add("players_setup")
    if not isinstance(raw, list) or len(raw) > players:
        raise f.error("players_setup", f"players_setup must be a list of at most {players} mappings, "
                      f"found {plain(raw)!r}" if not isinstance(raw, list) else
                      f"players_setup has {len(raw)} entries but the scenario has {players} players",
                      "one mapping of zones per player, in seat order")
    out: list[PlayerSetup] = []
    for index, entry in enumerate(raw):
        loc = item_loc(raw, index, f"scenario.players_setup[{index}]", f.where)
        if not isinstance(entry, dict):
            raise ScenarioError(f"each player's setup must be a mapping of zones, found {plain(entry)!r}", loc,
                                f"for example {{hand: [copper]}}; zones: {', '.join(ZONES)}")
        zf = Fields(entry, loc, f"scenario.players_setup[{index}]", f.named)
        for zone in entry:
            if zone not in ZONES:
                guess = close_match(str(zone), ZONES)
                raise zf.error(str(zone), f"unknown zone {zone!r}",
                               f"did you mean {guess!r}?" if guess else f"zones: {', '.join(ZONES)}")
        out.append(PlayerSetup(**{str(zone): zf.cards(zone) for zone in entry}))
    return tuple(out)


def _piles(f: Fields, key: str) -> dict[str, Any]:
    piles = f.data.get(key, {})
    f.read.add(key)
    if not isinstance(piles, dict):
        raise f.error(key, f"{key!r} must map pile ids to counts or card lists, found {plain(piles)!r}",
                      "for example {nomad-camp: 3}")
    pf = Fields(piles, f.loc(key), f"scenario.{key}", f.named)
    for pile, value in piles.items():
        pf.named.setdefault(pile, pf.loc(pile))
        if isinstance(value, list):
            pf.cards(pile)
        elif not is_count(value) or value < 0:
            raise pf.error(pile, f"pile {pile!r} must be a count (0 or more) or a list of cards, found "
                           f"{plain(value)!r}")
    result: dict[str, Any] = plain(piles)
    return result


def _versions(f: Fields) -> dict[str, str]:
    versions = f.data.get("versions", {})
    f.read.add("versions")
    if not isinstance(versions, dict):
        raise f.error("versions", f"versions must map card ids to editions, found {plain(versions)!r}",
                      "for example {trader: 1e}")
    vf = Fields(versions, f.loc("versions"), "scenario.versions", f.named)
    allowed = support.versions()
    out: dict[str, str] = {}
    for card, value in versions.items():
        vf.named.setdefault(card, vf.loc(card))
        if not isinstance(value, str) or value not in allowed:
            guess = close_match(str(value), allowed) if isinstance(value, str) else None
            raise vf.error(card, f"unknown edition {plain(value)!r} for {card!r}",
                           f"did you mean {guess!r}?" if guess else f"editions: {', '.join(allowed)}")
        out[str(card)] = value
    return out


def _position(f: Fields, players: int) -> dict[str, Any]:
    """Whose turn, phase, counters, landscapes, hexes, Black Market deck, Bane and real set-up options."""
    out: dict[str, Any] = {"turn_player": f.seat("turn_player", 0, players),
                           "phase": f.choice("phase", PHASES, "action", what="phase")}
    out["counters"] = {key: f.count(key) for key in ("actions", "buys", "coins") if f.has(key)}
    out["landscapes"] = f.cards("events") + f.cards("landscapes")
    if f.has("hexes"):
        out["hexes"] = f.cards("hexes")
    if f.has("boons"):
        out["boons"] = f.cards("boons")
    out["black_market"] = f.cards("black_market")
    if f.data.get("bane") is not None:
        out["bane"] = f.card("bane")
    if f.data.get("new_game") is not None:
        out["new_game"] = _new_game(f)
    if f.has("turns_taken"):
        out["turns_taken"] = _turns_taken(f, players, out["turn_player"])
    if f.has("prophecy"):
        out["prophecy"], out["sun_tokens"] = _prophecy(f)
        if out["prophecy"] not in out["landscapes"]:
            out["landscapes"] += (out["prophecy"],)
        if out["sun_tokens"] is not None and out.get("new_game") is not None:
            raise f.error("prophecy", "a real set-up (new_game) puts Sun tokens on the Prophecy by player count",
                          f"write prophecy: {out['prophecy']}, or state an exact position instead of new_game")
    return out


PROPHECY_FIELDS = ("card", "sun_tokens", "active")


def _prophecy(f: Fields) -> tuple[str, int | None]:
    """``prophecy: <id>`` or ``prophecy: {card: <id>, sun_tokens: N, active: true|false}``."""
    raw = f.data["prophecy"]
    if isinstance(raw, str):
        return f.card("prophecy", required=True), None
    if not isinstance(raw, dict):
        raise f.error("prophecy", f"prophecy must be a Prophecy's id or a mapping, found {plain(raw)!r}",
                      "for example prophecy: {card: great-leader, sun_tokens: 2}")
    f.read.add("prophecy")
    g = Fields(raw, f.loc("prophecy"), "scenario.prophecy", f.named)
    card = g.card("card", required=True)
    sun: int | None = g.count("sun_tokens", None, what="a whole number of Sun tokens")
    if g.has("active"):
        active = g.flag("active", False)
        if sun is None:
            sun = 0 if active else None
            if not active:
                raise g.error("active", "active: false needs the Sun tokens left on the Prophecy",
                              "add sun_tokens: N (1 or more)")
        elif active != (sun == 0):
            raise g.error("active", f"active: {str(active).lower()} contradicts sun_tokens: {sun} (a Prophecy is "
                          "active exactly when no Sun token is left on it)", "write one of the two")
    g.done(PROPHECY_FIELDS)
    return card, sun


def _turns_taken(f: Fields, players: int, turn_player: int) -> tuple[int, ...]:
    raw = f.raw("turns_taken", None)
    f.read.add("turns_taken")
    if not isinstance(raw, list) or len(raw) != players or not all(is_count(n) for n in raw):
        raise f.error("turns_taken", f"turns_taken must list one whole number per player ({players}), found "
                      f"{plain(raw)!r}", "normal turns each player has started, the current one included, "
                      "for example [12, 11]")
    if raw[turn_player] < 1:
        raise f.error("turns_taken", f"the turn player (seat {turn_player}) is taking a turn, so has taken at "
                      f"least 1, found {raw[turn_player]!r}", "count the current turn")
    return tuple(raw)


def _new_game(f: Fields) -> NewGame:
    raw = f.data["new_game"]
    f.read.add("new_game")
    if not isinstance(raw, dict):
        raise f.error("new_game", f"new_game must be a mapping of set-up options, found {plain(raw)!r}",
                      f"options: {', '.join(NEW_GAME_OPTIONS)}")
    g = Fields(raw, f.loc("new_game"), "scenario.new_game", f.named)
    black_market: tuple[str, ...] | int | None = None
    if g.has("black_market"):
        value = raw["black_market"]
        black_market = g.count("black_market") if not isinstance(value, list) else g.cards("black_market")
    made = NewGame(colony=g.flag("colony", False), shelters=g.flag("shelters", False), bane=g.card("bane"),
                   seed=g.count("seed", 0, what="a whole-number seed"), black_market=black_market)
    g.done(NEW_GAME_OPTIONS)
    return made


def _steps(raw: Any, where: Location, named: dict[str, Location], players: int) -> tuple[Step, ...]:
    if not isinstance(raw, list):
        raise ScenarioError(f"script must be a list of steps, found {raw!r}", where)
    out: list[Step] = []
    for index, item in enumerate(raw):
        path = f"scenario.script[{index}]"
        loc = item_loc(raw, index, path, where)
        out.append(_step(item, loc, path, named, players))
    return tuple(out)


def _step(item: Any, loc: Location, path: str, named: dict[str, Location], players: int) -> Step:
    if isinstance(item, str) and item in ("end_turn", "take_turn"):
        return EndTurn(loc=loc) if item == "end_turn" else TakeTurn(loc=loc)
    if not isinstance(item, dict) or not any(k in ACTIONS for k in item):
        guess = close_match(item if isinstance(item, str) else str(next(iter(item), "")) if isinstance(item, dict)
                            else "", ACTIONS)
        raise ScenarioError(f"script step must be one of {', '.join(ACTIONS)}, found {plain(item)!r}", loc,
                            f"did you mean {guess!r}?" if guess else None)
    action = next(k for k in item if k in ACTIONS)
    value = item[action]
    body: dict[str, Any] = {k: v for k, v in item.items() if k != action}
    if isinstance(value, dict):
        clash = sorted(set(body) & set(value))
        if clash:
            raise ScenarioError(f"{action}: {clash[0]!r} is given twice", loc)
        body.update(value)
    elif value is not None:
        body["card" if action != "choose" else "answer"] = value
    data = LDict(body)
    data.path, data.line, data.key_lines = loc.path, loc.line or 0, {}
    f = Fields(data, loc, f"{path}.{action}", named)
    step: Step
    if action in ("end_turn", "take_turn"):
        step = EndTurn(loc=loc) if action == "end_turn" else TakeTurn(loc=loc)
    elif action == "choose":
        answer = f.raw("answer")
        if not (isinstance(answer, str) or (isinstance(answer, list) and
                                            all(isinstance(v, str) for v in answer))):
            raise f.error("answer", f"choose needs an option id or a list of option ids, found {answer!r}",
                          "for example choose: gain:copper, or choose: [] to pick nothing")
        step = Choose(loc=loc, answer=answer if isinstance(answer, str) else tuple(answer))
    elif action == "receive_hex":
        step = ReceiveHex(loc=loc, player=f.seat(players=players))
    else:
        card = f.card("card", required=True)
        player = f.seat(players=players)
        if action == "play":
            step = Play(loc=loc, card=card, player=player)
        elif action == "buy":
            step = Buy(loc=loc, card=card, player=player)
        elif action == "buy_black_market":
            step = BuyBlackMarket(loc=loc, card=card, player=player)
        elif action == "gain":
            step = GainStep(loc=loc, card=card, player=player, to=f.choice("to", ZONES, what="zone"),
                            source=_source(f))
        else:
            step = TrashStep(loc=loc, card=card, player=player, source=f.choice("from", ZONES, "hand", what="zone"))
    f.done()
    return step


def _source(f: Fields) -> str:
    value = f.text("from", "supply")
    if value.partition(":")[0] not in GAIN_SOURCES or (value.startswith("non-supply") and value not in (
            "non-supply",) and not value.startswith("non-supply:")):
        guess = close_match(value, GAIN_SOURCES)
        raise f.error("from", f"unknown gain source {value!r}",
                      f"did you mean {guess!r}?" if guess else "supply, trash, black-market or non-supply:<pile>")
    pile = value.partition(":")[2]
    if pile:
        f.named.setdefault(pile, f.loc("from"))
    result: str = value
    return result


def _expects(raw: Any, where: Location, named: dict[str, Location], players: int) -> tuple[Expectation, ...]:
    if not isinstance(raw, list):
        raise ScenarioError(f"expect must be a list, found {plain(raw)!r}", where)
    out: list[Expectation] = []
    for index, item in enumerate(raw):
        path = f"scenario.expect[{index}]"
        loc = item_loc(raw, index, path, where)
        if not isinstance(item, dict) or len(item) != 1:
            raise ScenarioError(f"each expectation is one of {', '.join(KINDS)}, found {plain(item)!r}", loc,
                                "write each as its own list item: - kind: {fields}")
        name, args = next(iter(item.items()))
        out.append(parse_expectation(str(name), args, loc, players, named, path))
    return tuple(out)
