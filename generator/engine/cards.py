"""Registry of card behaviour: small functions per card id (and edition).

Effects modules register with the decorators here; a game resolves the table
once for its chosen versions (:func:`resolve`).  Static facts (cost, types)
never live here: they come from :class:`~generator.engine.types.CardDef`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, TypeVar

from generator.engine.types import Zone

if TYPE_CHECKING:
    from generator.engine.game import Game

# (game, player, uid of "this") for plays, on-gain, on-trash, on-buy, discard-from-play.
CardFn = Callable[["Game", int, int], None]
# (game, player) for Events and Hexes.
PlayerFn = Callable[["Game", int], None]
F = TypeVar("F")


@dataclass(frozen=True, slots=True)
class GainInfo:
    """What a when-gain reaction sees: who gained which card, and where it went."""

    player: int
    uid: int
    card: str
    zone_code: int


@dataclass(frozen=True, slots=True)
class Reaction:
    """A listener a card has while it sits in ``zone`` (e.g. Trader in hand, Duplicate on the Tavern).

    ``event`` is the event type name it listens to: ``"Gained"``, ``"WouldGain"``,
    ``"Attack"`` or ``"Bought"``.  ``applies`` re-checks the condition right
    before it runs; ``run`` does it.  ``option`` is the option id prefix offered
    to the owner (``"reveal"`` gives ``"reveal:trader"``).
    """

    card: str
    event: str
    zone: Zone
    option: str
    optional: bool
    applies: Callable[[Game, int, int, object], bool]
    run: Callable[[Game, int, int, object], None]


VERSIONS: dict[str, tuple[str, ...]] = {}
"""Known versions per card id, oldest first; the last is the default."""

ALIASES = {"pre-errata": "1e", "original": "1e", "errata": "2e", "current": "2e", "1st": "1e", "2nd": "2e"}


@dataclass(slots=True)
class Table:
    """One hook kind: card id -> {edition or None: function}."""

    fns: dict[str, dict[str | None, object]] = field(default_factory=dict)

    def add(self, card: str, edition: str | None, fn: object) -> None:
        self.fns.setdefault(card, {})[edition] = fn


PLAY = Table()
GAIN = Table()
TRASH = Table()
BUY = Table()
DISCARD_FROM_PLAY = Table()
EVENTS = Table()
HEXES = Table()
REACTIONS: dict[str, list[tuple[str | None, Reaction]]] = {}
GAIN_TO: dict[str, Zone] = {}
TREASURE_COINS: dict[str, int] = {}
VICTORY_POINTS: dict[str, int] = {}


def versions(card: str, *eds: str) -> None:
    """Declare the versions of a card, oldest first."""
    VERSIONS[card] = eds


def _dec(table: Table, card: str, edition: str | None) -> Callable[[F], F]:
    def wrap(fn: F) -> F:
        table.add(card, edition, fn)
        return fn
    return wrap


def on_play(card: str, edition: str | None = None) -> Callable[[F], F]:
    """Register what playing ``card`` does."""
    return _dec(PLAY, card, edition)


def on_gain(card: str, edition: str | None = None) -> Callable[[F], F]:
    """Register the card's own when-gain ability."""
    return _dec(GAIN, card, edition)


def on_trash(card: str, edition: str | None = None) -> Callable[[F], F]:
    """Register the card's own when-trash ability."""
    return _dec(TRASH, card, edition)


def on_buy(card: str, edition: str | None = None) -> Callable[[F], F]:
    """Register the card's own when-buy ability."""
    return _dec(BUY, card, edition)


def on_discard_from_play(card: str, edition: str | None = None) -> Callable[[F], F]:
    """Register what happens when the card is discarded from play (Travellers, Hermit)."""
    return _dec(DISCARD_FROM_PLAY, card, edition)


def event(card: str, edition: str | None = None) -> Callable[[F], F]:
    """Register what buying an Event does."""
    return _dec(EVENTS, card, edition)


def hex_(card: str) -> Callable[[F], F]:
    """Register what receiving a Hex does."""
    return _dec(HEXES, card, None)


def reaction(r: Reaction, edition: str | None = None) -> None:
    """Register a zone listener for a card."""
    REACTIONS.setdefault(r.card, []).append((edition, r))
    _PICKED.clear()


def normalise(version: str) -> str:
    """Map version aliases (``"pre-errata"``, ``"errata"``) to ``"1e"``/``"2e"``."""
    return ALIASES.get(version, version)


def version_of(card: str, chosen: dict[str, str]) -> str | None:
    """The version a game uses for ``card``: the chosen one, else the newest known."""
    if card in chosen:
        return normalise(chosen[card])
    known = VERSIONS.get(card)
    return known[-1] if known else None


def pick(table: Table, card: str, version: str | None) -> object | None:
    """The function for ``card`` in ``version`` (falling back to the edition-less one)."""
    per = table.fns.get(card)
    if per is None:
        return None
    if version in per:
        return per[version]
    return per.get(None)


_PICKED: dict[tuple[str, str | None], list[Reaction]] = {}


def pick_reactions(card: str, version: str | None) -> list[Reaction]:
    """The zone listeners ``card`` has in ``version`` (a shared list: do not change it)."""
    key = (card, version)
    hit = _PICKED.get(key)
    if hit is None:
        hit = _PICKED[key] = [r for ed, r in REACTIONS.get(card, []) if ed is None or ed == version]
    return hit


_PLAIN: dict[str, int] = {}


def plain_coins() -> dict[str, int]:
    """Treasures whose whole play is '+$n' (card id -> n): the fast path of the Buy phase."""
    if not _PLAIN:
        _PLAIN.update({c: v for c, v in TREASURE_COINS.items() if c not in PLAY.fns})
    return _PLAIN
