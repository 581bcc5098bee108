"""Expectation kinds: each registered once with its parser, its judge and the label the site shows.

A kind is a frozen dataclass decorated with ``@kind(name, label)``: ``parse``
reads its fields from the scenario (every wrong value a located error),
``judge`` looks at the finished game through :mod:`generator.checker.observe`
and returns an :class:`Outcome`.  Adding a kind is adding one such class.
"""

from __future__ import annotations

import fnmatch
from collections.abc import Callable, Sequence
from dataclasses import dataclass, fields
from typing import Any, ClassVar, TypeVar

from generator.checker import observe
from generator.checker.values import Fields, is_count, plain
from generator.engine import Decision, Game
from generator.errors import Location, ScenarioError
from generator.kb.fields import close_match


def N_(message: str) -> str:  # noqa: N802 - the conventional gettext marker (extracted by Babel)
    """Mark ``message`` for extraction; the site translates it when it shows it."""
    return message


@dataclass(frozen=True, kw_only=True)
class Expectation:
    """One thing that must be true after the script ran."""

    loc: Location
    kind: ClassVar[str] = ""

    @classmethod
    def parse(cls, f: Fields, players: int) -> Expectation:
        """Read the kind's fields (``players``: how many seats the scenario has)."""
        raise NotImplementedError

    def judge(self, game: Game, asked: Sequence[Decision]) -> Outcome:
        """The verdict on the finished game (``asked``: every decision the script answered)."""
        raise NotImplementedError

    def shown(self) -> list[tuple[str, Any]]:
        """The fields as written in the scenario, for the site and ``--json`` (defaults left out)."""
        out: list[tuple[str, Any]] = []
        for f in fields(self):
            if f.name == "loc":
                continue
            value = getattr(self, f.name)
            if value is None or value == () or value == f.default:
                continue
            out.append((f.name.rstrip("_"), list(value) if isinstance(value, tuple) else value))
        return out

    def args(self) -> dict[str, Any]:
        """:meth:`shown` as a mapping."""
        return dict(self.shown())


@dataclass(frozen=True)
class Outcome:
    """The verdict on one expectation."""

    expectation: Expectation
    passed: bool
    detail: str


@dataclass(frozen=True)
class Kind:
    """A registered expectation kind."""

    name: str
    label: str
    """What the site calls it (English source text of the interface catalog)."""
    type: type[Expectation]


KINDS: dict[str, Kind] = {}
"""Every expectation kind by the key scenarios write it with."""
E = TypeVar("E", bound=type[Expectation])


def kind(name: str, label: str) -> Callable[[E], E]:
    """Register an expectation class under ``name`` with the site's ``label``."""
    def register(cls: E) -> E:
        if name in KINDS:
            raise ValueError(f"expectation kind {name!r} registered twice")
        cls.kind = name
        KINDS[name] = Kind(name, label, cls)
        return cls
    return register


# -- shared parts ----------------------------------------------------------------------------------
@dataclass(frozen=True, kw_only=True)
class CardList(Expectation):
    """Checks on an ordered list of cards (a zone, the trash, the Black Market deck)."""

    contains: tuple[str, ...] = ()
    lacks: tuple[str, ...] = ()
    top: str | None = None
    exactly: tuple[str, ...] | None = None
    count: int | None = None
    KEYS: ClassVar[tuple[str, ...]] = ("contains", "lacks", "top", "exactly", "count")

    @staticmethod
    def read(f: Fields) -> dict[str, Any]:
        """The list checks written in ``f``."""
        return {"contains": f.cards("contains"), "lacks": f.cards("lacks"), "top": f.card("top"),
                "exactly": f.cards("exactly") if f.has("exactly") else None, "count": f.count("count")}

    def verdict(self, cards: list[str], label: str) -> Outcome:
        """Compare ``cards`` with every check."""
        problems = [f"{card!r} not in {label}" for card in self.contains if card not in cards]
        problems += [f"{card!r} is in {label}" for card in self.lacks if card in cards]
        if self.top is not None and (not cards or cards[-1] != self.top):
            problems.append(f"top of {label} is {cards[-1] if cards else None!r}, not {self.top!r}")
        if self.exactly is not None and sorted(cards) != sorted(self.exactly):
            problems.append(f"{label} is {cards}, expected {list(self.exactly)}")
        if self.count is not None and len(cards) != self.count:
            problems.append(f"{label} has {len(cards)} cards, expected {self.count}")
        return Outcome(self, not problems, "; ".join(problems) or f"{label}: {cards}")


EventValue = str | int | bool | None | tuple[Any, ...]
ALIASES = {"to": "destination", "from": "source"}
"""Short names scenarios may use for event fields."""


def _pattern(f: Fields, allowed: tuple[str, ...], what: str) -> tuple[tuple[str, EventValue], ...]:
    """Event field -> wanted value (strings may hold ``*`` patterns); every key must be a field of ``what``."""
    out: list[tuple[str, EventValue]] = []
    names = tuple(sorted({*allowed, *(a for a, full in ALIASES.items() if full in allowed)}))
    for key in list(f.data):
        if key == "type":
            continue
        if key not in names:
            guess = close_match(str(key), names)
            raise f.error(str(key), f"{what} events have no field {key!r}",
                          f"did you mean {guess!r}?" if guess else f"fields: {', '.join(names)}")
        if key == "card":
            f.card("card", pattern=True)
        if key in ("player", "gainer", "from_player", "to_player"):
            f.count(key, what="a seat number")
        value = f.raw(key)
        if isinstance(value, dict) or (isinstance(value, list) and any(isinstance(v, (dict, list)) for v in value)):
            raise f.error(str(key), f"{key!r} must be one value, found {value!r}")
        out.append((str(key), tuple(value) if isinstance(value, list) else value))
    return tuple(out)


def _matches(event: dict[str, Any], want: tuple[tuple[str, EventValue], ...], type_: str | None) -> bool:
    if type_ is not None and event["type"] != type_:
        return False
    for key, value in want:
        key = ALIASES.get(key, key)
        if key not in event:
            return False
        have = event[key]
        if isinstance(value, str) and "*" in value and isinstance(have, str):
            if not fnmatch.fnmatchcase(have, value):
                return False
        elif (list(value) if isinstance(value, tuple) else value) != have:
            return False
    return True


@dataclass(frozen=True, kw_only=True)
class EventPattern(Expectation):
    """An event of a type with some field values."""

    type: str | None = None
    fields_: tuple[tuple[str, EventValue], ...] = ()

    def shown(self) -> list[tuple[str, Any]]:
        head: list[tuple[str, Any]] = [("type", self.type)] if self.type and self.kind in ("event", "no_event") \
            else []
        return head + [(k, list(v) if isinstance(v, tuple) else v) for k, v in self.fields_]

    def found(self, game: Game) -> list[dict[str, Any]]:
        """The logged events that match."""
        return [e for e in map(observe.event_json, observe.events(game)) if _matches(e, self.fields_, self.type)]


def _gained(f: Fields, cls: type[EventPattern]) -> EventPattern:
    return cls(loc=f.where, type="Gained", fields_=_pattern(f, observe.event_types()["Gained"], "Gained"))


# -- the kinds -------------------------------------------------------------------------------------
@kind("gained", N_("this gain happened"))
@dataclass(frozen=True, kw_only=True)
class Gained(EventPattern):
    """A card was gained (with these source, destination, player... fields)."""

    @classmethod
    def parse(cls, f: Fields, players: int) -> Expectation:
        return _gained(f, cls)

    def judge(self, game: Game, asked: Sequence[Decision]) -> Outcome:
        found = self.found(game)
        gains = [e for e in map(observe.event_json, observe.events(game)) if e["type"] == "Gained"]
        return Outcome(self, bool(found), "found" if found else f"no matching Gained event; gains were {gains}")


@kind("not_gained", N_("this gain did not happen"))
@dataclass(frozen=True, kw_only=True)
class NotGained(EventPattern):
    """No gain with these fields happened."""

    @classmethod
    def parse(cls, f: Fields, players: int) -> Expectation:
        return _gained(f, cls)

    def judge(self, game: Game, asked: Sequence[Decision]) -> Outcome:
        found = self.found(game)
        return Outcome(self, not found, "no such gain" if not found else f"unexpected gain {found[0]}")


def _event(f: Fields, cls: type[EventPattern]) -> EventPattern:
    types = observe.event_types()
    type_ = f.choice("type", sorted(types), what="event type")
    allowed = types[type_] if type_ else tuple(sorted({n for names in types.values() for n in names}))
    return cls(loc=f.where, type=type_, fields_=_pattern(f, allowed, type_ or "logged"))


@kind("event", N_("this event happened"))
@dataclass(frozen=True, kw_only=True)
class Happened(EventPattern):
    """Some logged event has these field values."""

    @classmethod
    def parse(cls, f: Fields, players: int) -> Expectation:
        return _event(f, cls)

    def judge(self, game: Game, asked: Sequence[Decision]) -> Outcome:
        ok = bool(self.found(game))
        return Outcome(self, ok, "as expected" if ok else f"no event matching {self.args()}")


@kind("no_event", N_("this event did not happen"))
@dataclass(frozen=True, kw_only=True)
class NoEvent(EventPattern):
    """No logged event has these field values."""

    @classmethod
    def parse(cls, f: Fields, players: int) -> Expectation:
        return _event(f, cls)

    def judge(self, game: Game, asked: Sequence[Decision]) -> Outcome:
        found = self.found(game)
        return Outcome(self, not found, "as expected" if not found else f"unexpected {found[0]}")


@kind("zone", N_("the zone holds these cards"))
@dataclass(frozen=True, kw_only=True)
class ZoneHolds(CardList):
    """A player's zone holds these cards."""

    player: int = 0
    zone: str = "hand"

    @classmethod
    def parse(cls, f: Fields, players: int) -> Expectation:
        return cls(loc=f.where, player=f.seat(players=players),
                   zone=f.choice("zone", observe.PLAYER_ZONE_NAMES, "hand", what="zone"), **cls.read(f))

    def shown(self) -> list[tuple[str, Any]]:
        return [("player", self.player), ("zone", self.zone), *[kv for kv in super().shown()
                                                                  if kv[0] not in ("player", "zone")]]

    def judge(self, game: Game, asked: Sequence[Decision]) -> Outcome:
        return self.verdict(observe.zone_cards(game, self.player, self.zone), f"player {self.player}'s {self.zone}")


@kind("trash", N_("the trash holds these cards"))
@dataclass(frozen=True, kw_only=True)
class TrashHolds(CardList):
    """The trash holds these cards."""

    @classmethod
    def parse(cls, f: Fields, players: int) -> Expectation:
        return cls(loc=f.where, **cls.read(f))

    def judge(self, game: Game, asked: Sequence[Decision]) -> Outcome:
        return self.verdict(observe.trash_cards(game), "trash")


@kind("black_market", N_("the Black Market deck holds these cards"))
@dataclass(frozen=True, kw_only=True)
class BlackMarketHolds(CardList):
    """The Black Market deck holds these cards (``top``: the next one revealed)."""

    @classmethod
    def parse(cls, f: Fields, players: int) -> Expectation:
        return cls(loc=f.where, **cls.read(f))

    def judge(self, game: Game, asked: Sequence[Decision]) -> Outcome:
        return self.verdict(observe.black_market_cards(game), "the Black Market deck")


@kind("in_supply", N_("Supply status"))
@dataclass(frozen=True, kw_only=True)
class InSupply(Expectation):
    """The card is (or is not) in the Supply: on top of a non-empty Supply pile."""

    card: str
    is_: bool = True

    @classmethod
    def parse(cls, f: Fields, players: int) -> Expectation:
        return cls(loc=f.where, card=f.card("card", required=True), is_=f.flag("is", True))

    def shown(self) -> list[tuple[str, Any]]:
        return [("card", self.card), ("is", self.is_)]

    def judge(self, game: Game, asked: Sequence[Decision]) -> Outcome:
        actual = observe.in_supply(game, self.card)
        return Outcome(self, actual == self.is_, f"in_supply({self.card!r}) is {actual}")


@kind("pile_count", N_("cards left in the pile"))
@dataclass(frozen=True, kw_only=True)
class PileCount(Expectation):
    """A pile has this many cards."""

    pile: str
    count: int

    @classmethod
    def parse(cls, f: Fields, players: int) -> Expectation:
        return cls(loc=f.where, pile=f.card("pile", required=True), count=_required_count(f, "count"))

    def judge(self, game: Game, asked: Sequence[Decision]) -> Outcome:
        count = observe.pile_count(game, self.pile)
        return Outcome(self, count == self.count, f"pile {self.pile!r} has {count} cards")


def _required_count(f: Fields, key: str) -> int:
    if not f.has(key):
        raise f.error(None, f"{f.path} needs {key!r}: a whole number")
    value: int = f.count(key)
    return value


@kind("pile", N_("the pile is as expected"))
@dataclass(frozen=True, kw_only=True)
class PileIs(Expectation):
    """A pile exists (or not), is in the Supply (or not), has a count and a top card."""

    pile: str
    exists: bool | None = None
    supply: bool | None = None
    count: int | None = None
    top: str | None = None

    @classmethod
    def parse(cls, f: Fields, players: int) -> Expectation:
        return cls(loc=f.where, pile=f.card("pile", required=True),
                   exists=f.flag("exists", True) if f.has("exists") else None,
                   supply=f.flag("supply", True) if f.has("supply") else None, count=f.count("count"),
                   top=f.card("top"))

    def judge(self, game: Game, asked: Sequence[Decision]) -> Outcome:
        pid = self.pile
        exists = observe.has_pile(game, pid)
        problems = []
        if self.exists is not None and exists != self.exists:
            problems.append(f"pile {pid!r} {'exists' if exists else 'does not exist'}")
        if exists:
            supply = observe.is_supply_pile(game, pid)
            if self.supply is not None and supply != self.supply:
                problems.append(f"pile {pid!r} is {'a Supply' if supply else 'a non-Supply'} pile")
            cards = observe.pile_cards(game, pid)
            if self.count is not None and len(cards) != self.count:
                problems.append(f"pile {pid!r} has {len(cards)} cards, expected {self.count}")
            if self.top is not None and (cards[-1] if cards else None) != self.top:
                problems.append(f"top of pile {pid!r} is {cards[-1] if cards else None!r}, not {self.top!r}")
        elif self.supply is not None or self.count is not None or self.top is not None:
            problems.append(f"no pile {pid!r} in this game (piles: {observe.pile_ids(game)})")
        return Outcome(self, not problems, "; ".join(problems) or f"pile {pid!r}: {observe.pile_cards(game, pid)}")


@kind("offered", N_("these choices were offered"))
@dataclass(frozen=True, kw_only=True)
class Offered(Expectation):
    """An option was (or was not) offered in some decision (of a kind, to one player, when given)."""

    option: str
    kind_: str | None = None
    player: int | None = None
    is_: bool = True

    @classmethod
    def parse(cls, f: Fields, players: int) -> Expectation:
        return cls(loc=f.where, option=f.text("option") or _missing(f, "option", "an option id such as gain:copper"),
                   kind_=f.text("kind"), player=f.seat(players=players) if f.has("player") else None,
                   is_=f.flag("is", True))

    def judge(self, game: Game, asked: Sequence[Decision]) -> Outcome:
        seen = observe.offered(asked, self.kind_, self.player)
        hit = any(self.option in ids for ids in seen)
        offers = sorted({i for ids in seen for i in ids})
        who = f" to player {self.player}" if self.player is not None else ""
        return Outcome(self, hit == self.is_, f"option {self.option!r} {'was' if hit else 'was not'} offered{who}; "
                       f"options offered{who}: {offers}")


def _missing(f: Fields, key: str, hint: str) -> str:
    raise f.error(None, f"{f.path} needs {key!r}", hint)


@kind("game_over", N_("the game is over"))
@dataclass(frozen=True, kw_only=True)
class GameOver(Expectation):
    """The game's end condition is (or is not) met."""

    is_: bool = True

    @classmethod
    def parse(cls, f: Fields, players: int) -> Expectation:
        return cls(loc=f.where, is_=f.flag("is", True))

    def shown(self) -> list[tuple[str, Any]]:
        return [("is", self.is_)]

    def judge(self, game: Game, asked: Sequence[Decision]) -> Outcome:
        over = observe.game_over(game)
        return Outcome(self, over == self.is_, f"is_over() is {over}")


@kind("turn", N_("the current turn is as expected"))
@dataclass(frozen=True, kw_only=True)
class Turn(Expectation):
    """Counters of the current turn (actions, buys, coins, debt, potions), whose turn and which phase."""

    actions: int | None = None
    buys: int | None = None
    coins: int | None = None
    debt: int | None = None
    potions: int | None = None
    player: int | None = None
    phase: str | None = None

    @classmethod
    def parse(cls, f: Fields, players: int) -> Expectation:
        counters = {name: f.count(name) for name in observe.TURN_COUNTERS}
        made = cls(loc=f.where, **counters, player=f.seat(players=players) if f.has("player") else None,
                   phase=f.choice("phase", observe.PHASE_NAMES, what="phase"))
        if not made.shown():
            raise f.error(None, "turn needs at least one of " + ", ".join((*observe.TURN_COUNTERS, "player", "phase")))
        return made

    def judge(self, game: Game, asked: Sequence[Decision]) -> Outcome:
        problems = []
        for name in observe.TURN_COUNTERS:
            want = getattr(self, name)
            have = observe.turn_counter(game, name)
            if want is not None and have != want:
                problems.append(f"{name} is {have}, expected {want}")
        if self.player is not None and observe.turn_player(game) != self.player:
            problems.append(f"it is player {observe.turn_player(game)}'s turn, not player {self.player}'s")
        if self.phase is not None and observe.phase(game) != self.phase:
            problems.append(f"the phase is {observe.phase(game)}, not {self.phase}")
        state = ", ".join(f"{n} {observe.turn_counter(game, n)}" for n in observe.TURN_COUNTERS)
        return Outcome(self, not problems, "; ".join(problems) or f"player {observe.turn_player(game)}'s "
                       f"{observe.phase(game)} phase: {state}")


@kind("tokens", N_("the player's tokens are as expected"))
@dataclass(frozen=True, kw_only=True)
class Tokens(Expectation):
    """A player's Coffers, Villagers, VP tokens, debt and Favors, and which of their tokens is on which pile."""

    player: int = 0
    coffers: int | None = None
    villagers: int | None = None
    vp_tokens: int | None = None
    debt: int | None = None
    favors: int | None = None
    pile_tokens: tuple[tuple[str, str | None], ...] = ()
    """Token name -> the pile it is on (None: the token is on no pile)."""

    @classmethod
    def parse(cls, f: Fields, players: int) -> Expectation:
        counts = {name: f.count(name) for name in observe.PLAYER_TOKENS}
        raw = f.raw("pile_tokens", {})
        if not isinstance(raw, dict):
            raise f.error("pile_tokens", f"pile_tokens must map token names to pile ids, found {raw!r}",
                          "for example {+card: village}")
        tokens: list[tuple[str, str | None]] = []
        for token, pile in raw.items():
            if pile is not None and not isinstance(pile, str):
                raise f.error("pile_tokens", f"token {token!r} must be on one pile id (or null), found {pile!r}")
            if pile is not None:
                f.named.setdefault(pile, f.where)
            tokens.append((str(token), pile))
        made = cls(loc=f.where, player=f.seat(players=players), **counts, pile_tokens=tuple(tokens))
        if all(v is None for v in counts.values()) and not tokens:
            raise f.error(None, "tokens needs at least one of " + ", ".join((*observe.PLAYER_TOKENS, "pile_tokens")))
        return made

    def shown(self) -> list[tuple[str, Any]]:
        out = [kv for kv in super().shown() if kv[0] != "pile_tokens"]
        if ("player", self.player) not in out:
            out.insert(0, ("player", self.player))
        return out + ([("pile_tokens", dict(self.pile_tokens))] if self.pile_tokens else [])

    def judge(self, game: Game, asked: Sequence[Decision]) -> Outcome:
        problems = []
        for name in observe.PLAYER_TOKENS:
            want = getattr(self, name)
            have = observe.player_tokens(game, self.player, name)
            if want is not None and have != want:
                problems.append(f"player {self.player} has {have} {name}, expected {want}")
        placed = observe.pile_tokens(game, self.player)
        for token, pile in self.pile_tokens:
            if placed.get(token) != pile:
                problems.append(f"player {self.player}'s {token} token is on {placed.get(token)!r}, not {pile!r}")
        state = ", ".join(f"{n} {observe.player_tokens(game, self.player, n)}" for n in observe.PLAYER_TOKENS)
        return Outcome(self, not problems, "; ".join(problems) or f"player {self.player}: {state}; "
                       f"pile tokens {placed}")


@kind("score", N_("the player's score"))
@dataclass(frozen=True, kw_only=True)
class Score(Expectation):
    """A player's score now."""

    player: int = 0
    is_: int

    @classmethod
    def parse(cls, f: Fields, players: int) -> Expectation:
        if not f.has("is"):
            raise f.error(None, "score needs 'is': the player's score", "for example {player: 0, is: 3}")
        return cls(loc=f.where, player=f.seat(players=players), is_=f.count("is", minimum=None))

    def shown(self) -> list[tuple[str, Any]]:
        return [("player", self.player), ("is", self.is_)]

    def judge(self, game: Game, asked: Sequence[Decision]) -> Outcome:
        scores = [observe.score(game, p) for p in range(observe.players(game))]
        have = scores[self.player]
        return Outcome(self, have == self.is_, f"player {self.player} scores {have} (every score: {scores})")


@kind("winners", N_("these players win"))
@dataclass(frozen=True, kw_only=True)
class Winners(Expectation):
    """Who wins if the game ends now: the highest score, a tie going to whoever had the fewest turns."""

    players: tuple[int, ...]

    @classmethod
    def parse(cls, f: Fields, players: int) -> Expectation:
        raw = f.raw("players", None)
        if not isinstance(raw, list) or not raw or not all(is_count(p) and p < players for p in raw):
            raise f.error("players", f"winners needs 'players': a list of seats from 0 to {players - 1}, found "
                          f"{plain(raw)!r}", "for example {players: [1]}; several seats share the victory")
        return cls(loc=f.where, players=tuple(sorted(set(raw))))

    def shown(self) -> list[tuple[str, Any]]:
        return [("players", list(self.players))]

    def judge(self, game: Game, asked: Sequence[Decision]) -> Outcome:
        won = observe.winners(game)
        scores = [observe.score(game, p) for p in range(observe.players(game))]
        return Outcome(self, tuple(won) == self.players,
                       f"winners {won} (scores {scores}, turns taken {observe.turns_taken(game)})")


def parse_expectation(name: str, data: Any, where: Location, players: int, named: dict[str, Location],
                      path: str) -> Expectation:
    """One ``{kind: {fields}}`` item of an ``expect:`` list."""
    found = KINDS.get(name)
    if found is None:
        guess = close_match(name, KINDS)
        raise ScenarioError(f"unknown expectation {name!r}", where,
                            f"did you mean {guess!r}?" if guess else f"expectations: {', '.join(KINDS)}")
    if data is None:
        data = {}
    if not isinstance(data, dict):
        raise ScenarioError(f"{name} needs a mapping of fields, found {plain(data)!r}", where)
    f = Fields(data, where, f"{path}.{name}", named, name_loc=where)
    made = found.type.parse(f, players)
    f.done(sorted(f.read | {fl.name.rstrip("_") for fl in fields(found.type) if fl.name not in ("loc", "fields_")}))
    return made
