"""The registry of card behaviour: every hook the core calls without knowing any card.

Effects modules register small functions with the decorators here, per card id
and, where a card changed, per version.  The core only ever asks "what does
this card do for this hook?" (:func:`pick`).  Static facts (cost, types) never
live here: they come from :class:`~generator.engine.types.CardDef`.

Hook kinds:

- play (:func:`on_play`), own when-gain (:func:`on_gain`), when-trash
  (:func:`on_trash`), own when-buy (:func:`on_buy`), when discarded from play
  (:func:`on_discard_from_play`), when discarded otherwise (:func:`on_discard`), when revealed
  (:func:`on_reveal`),
  buying an Event (:func:`event`), receiving a Hex (:func:`hex_`) or a Boon (:func:`boon`; ``KEPT_BOONS``:
  the Boons kept until Clean-up instead of discarded when received);
- zone listeners (:func:`reaction`): a card in some zone reacting to a typed
  event (``Gained``, ``WouldGain``, ``Attack``, ``Bought``, ``Played``);
- set-up (:func:`setup`, :func:`setup_for_type`): piles, the Bane, the Black
  Market deck, the Hexes a card or a card type brings; :func:`basic_pile` and
  :func:`starting_cards` register the piles every game has;
- game rules (:func:`game_rule`): game-wide behaviour a card installs when it is
  in the game (Changeling's exchange), including type changes and "plays as"
  redirections (Inheritance);
- :func:`can_buy` (may this be bought now), :func:`turn_start` (mechanisms that act
  at the start of every turn: Reserve calls, the Key), :func:`ends_game`
  (piles whose emptiness ends the game), :func:`fixed_pile_size` (a Kingdom pile
  whose size does not follow the player count), ``GAIN_TO`` (a card's default gain
  destination), ``TREASURE_COINS``, ``VICTORY_POINTS`` and ``VICTORY_POINTS_IN`` (points only on a mat);
- :func:`cost_rule` (a card's own changing cost: Peddler) and :func:`victory_points`
  (computed VP: Gardens, Duke);
- :func:`pay_instead` (another way to pay for a card when buying it: Animal Fair);
- :func:`on_last_sun` (what a Prophecy does once, when a player removes its last Sun token: Kind Emperor's
  gain; its lasting rules are its :func:`game_rule`, installed only from that moment);
- :func:`on_overpay` (what overpaying for a card when buying it does: Masterpiece, Stonemason) and
  ``STARTING_TOKENS`` (tokens every player starts with when a card is in the game: Baker's Coffers);
- card types with a rule of their own about the deck: :func:`play_from_deck` (cards of the type may be
  played from their owner's deck as if from their hand) and :func:`bottom_when_shuffled` (cards of the
  type go to the bottom of the new deck when they are shuffled).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, TypeVar

from generator.engine.types import Zone

if TYPE_CHECKING:
    from generator.engine.api import CardAPI
    from generator.engine.setup import SetupPlan

CardFn = Callable[["CardAPI", int, int], None]
"""(game, player, uid of "this") for plays, on-gain, on-trash, on-buy, discard-from-play."""
PlayerFn = Callable[["CardAPI", int], None]
"""(game, player) for Events, Hexes and turn-start mechanisms."""
F = TypeVar("F")


@dataclass(frozen=True, slots=True)
class GainInfo:
    """What a when-gain or would-gain listener sees: who gained which card, and where it is now."""

    player: int
    uid: int
    card: str
    zone_code: int


@dataclass(frozen=True, slots=True)
class AttackInfo:
    """What a when-attack listener sees: who attacks with which card."""

    attacker: int
    uid: int


@dataclass(frozen=True, slots=True)
class BuyInfo:
    """What a when-buy listener sees: who bought which card (uid)."""

    player: int
    uid: int
    card: str


@dataclass(frozen=True, slots=True)
class TrashInfo:
    """What a when-trash listener sees: whose card (uid) was trashed, and which card it is."""

    player: int
    uid: int
    card: str


@dataclass(frozen=True, slots=True)
class PlayInfo:
    """What a when-play listener sees: who played which card (uid), resolved as which card id."""

    player: int
    uid: int
    card: str


@dataclass(frozen=True, slots=True)
class Reaction:
    """A listener a card has while it sits in ``zone`` (Trader in hand, Duplicate on the Tavern mat).

    ``event`` is the event it listens to: ``"Gained"`` (its owner gained a card),
    ``"OtherGained"`` (another player did), ``"WouldGain"``, ``"Attack"``,
    ``"Bought"``, ``"Played"`` (its owner played a card) or ``"Trashed"`` (a card of its
    owner's was trashed); ``info`` is then a :class:`GainInfo`, :class:`AttackInfo`,
    :class:`BuyInfo`, :class:`PlayInfo` or :class:`TrashInfo`.
    ``applies`` re-checks the condition right before it runs; ``run`` does it.
    ``option`` is the option id prefix offered to the owner (``"reveal"`` gives
    ``"reveal:trader"``); a listener that is not ``optional`` runs without asking.
    """

    card: str
    event: str
    zone: Zone
    option: str
    optional: bool
    applies: Callable[[CardAPI, int, int, Any], bool]
    run: Callable[[CardAPI, int, int, Any], None]
    instead: str | None = None
    """For a would-gain replacement: the card gained instead, as logged (1st-edition Trader: Silver)."""


BOUGHT_KINDS = ("event", "project")
"""Kinds of landscape a player buys (paying their cost with a Buy) but never gains: Events and Projects."""

VERSIONS: dict[str, tuple[str, ...]] = {}
"""Known versions per card id, oldest first; the last is the default."""

ALIASES = {"pre-errata": "1e", "original": "1e", "errata": "2e", "current": "2e", "1st": "1e", "2nd": "2e"}


@dataclass(slots=True)
class Table:
    """One hook kind: card id -> {version or None: function}."""

    fns: dict[str, dict[str | None, Any]] = field(default_factory=dict)

    def add(self, card: str, edition: str | None, fn: object) -> None:
        self.fns.setdefault(card, {})[edition] = fn


PLAY = Table()
GAIN = Table()
TRASH = Table()
BUY = Table()
DISCARD_FROM_PLAY = Table()
DISCARD = Table()
REVEAL = Table()
EVENTS = Table()
HEXES = Table()
BOONS = Table()
KEPT_BOONS: set[str] = set()
"""Boons that stay out until the Clean-up of the turn they were received in, instead of being discarded."""
SETUP = Table()
RULES = Table()
CAN_BUY = Table()
COST = Table()
OVERPAY = Table()
PAY_INSTEAD = Table()
OVERPAY_BEFORE_GAIN: set[tuple[str, str | None]] = set()
"""(card, version) whose overpay ability resolves when it is bought, before it is gained (1st edition)."""
SCORE = Table()
LAST_SUN = Table()
REACTIONS: dict[str, list[tuple[str | None, Reaction]]] = {}
TYPE_SETUP: dict[str, Callable[[SetupPlan], None]] = {}
TURN_START: list[PlayerFn] = []
END_PILES: list[str] = []
BASIC_PILES: dict[str, tuple[Callable[[int], int], str]] = {}
"""Basic Supply pile -> (size by player count, when it is in the game: ``always``, ``colonies`` (a game
with Colonies), ``potion-costs`` (a card in the game costs a Potion))."""
STARTING: dict[str, tuple[tuple[str, int], ...]] = {}
"""Starting cards per set-up variant (``standard``, ``shelters``): (card id, copies) each."""
FIXED_PILE_SIZES: dict[str, int] = {}
"""Kingdom pile -> its size whatever the player count (a card whose pile is bigger than 10)."""
NON_SUPPLY_SIZES: dict[str, int] = {}
"""Non-Supply pile -> its size (0: one of each member card)."""
GAIN_TO: dict[str, Zone] = {}
TREASURE_COINS: dict[str, int] = {}
VICTORY_POINTS: dict[str, int] = {}
VICTORY_POINTS_IN: dict[str, tuple[int, int]] = {}
"""Card id -> (player zone index, VP): a card worth those VP only while it lies in that zone of its owner
at the end of the game, and nothing elsewhere (a card counting only on a mat)."""
DealRule = Callable[[Any, int, list[str]], list[str]]
"""(game, player, the starting card ids still to be made) -> the ids taken out that go back to their pile."""
DEAL_RULES: dict[str, DealRule] = {}
"""Card id -> what it does to each player's starting cards in a real set-up (see :func:`deal_rule`)."""
STARTING_TOKENS: dict[str, dict[str, int]] = {}
"""Card id -> tokens each player starts the game with when the card is in the Kingdom or the Black Market
deck (``{"coffers": 1}``); the real set-up adds them up."""


PLAY_FROM_DECK: set[str] = set()
"""Card types whose cards their owner may play from their deck, wherever they lie in it, as if from their hand:
whenever an Action could be played from the hand (the Action phase, a card asking for one from the hand)."""
DECK_PLAY = "play-deck"
"""Option id prefix for playing a card from the deck (``"play-deck:<card>"``); the copy nearest the top is played."""
BOTTOM_WHEN_SHUFFLED: set[str] = set()
"""Card types whose cards are put on the bottom of the new deck when they are shuffled (and at no other time)."""


def play_from_deck(card_type: str) -> None:
    """Declare that cards of ``card_type`` may be played from their owner's deck as if from their hand."""
    PLAY_FROM_DECK.add(card_type)


def bottom_when_shuffled(card_type: str) -> None:
    """Declare that cards of ``card_type`` go to the bottom of the new deck whenever they are shuffled."""
    BOTTOM_WHEN_SHUFFLED.add(card_type)


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


def on_discard(card: str, edition: str | None = None) -> Callable[[F], F]:
    """Register what happens when the card is discarded other than from play in Clean-up (Tunnel):
    ``fn(game, player, uid)``, after it reached the discard pile."""
    return _dec(DISCARD, card, edition)


def on_reveal(card: str, edition: str | None = None) -> Callable[[F], F]:
    """Register what happens when a player is made to reveal the card (Patron): ``fn(game, player, uid)``,
    run for each revealed copy, wherever it is revealed from."""
    return _dec(REVEAL, card, edition)


def event(card: str, edition: str | None = None) -> Callable[[F], F]:
    """Register what buying an Event does."""
    return _dec(EVENTS, card, edition)


def hex_(card: str) -> Callable[[F], F]:
    """Register what receiving a Hex does."""
    return _dec(HEXES, card, None)


def boon(card: str, *, kept: bool = False) -> Callable[[F], F]:
    """Register what receiving a Boon does: ``fn(game, player)``; ``kept``: it stays out until Clean-up."""
    if kept:
        KEPT_BOONS.add(card)
    return _dec(BOONS, card, None)


def setup(card: str) -> Callable[[F], F]:
    """Register what a real set-up needs when ``card`` is in the Kingdom (or is a chosen landscape)."""
    return _dec(SETUP, card, None)


def setup_for_type(card_type: str) -> Callable[[F], F]:
    """Register what a real set-up needs when any Kingdom card has ``card_type`` (Looter: Ruins)."""
    def wrap(fn: F) -> F:
        TYPE_SETUP[card_type] = fn  # type: ignore[assignment]
        return fn
    return wrap


def on_last_sun(card: str, edition: str | None = None) -> Callable[[F], F]:
    """Register what a Prophecy does when a player removes its last Sun token: ``fn(game, player)``, run once,
    right after its rules (its :func:`game_rule`) became active."""
    return _dec(LAST_SUN, card, edition)


def game_rule(card: str, edition: str | None = None) -> Callable[[F], F]:
    """Register a game-wide rule ``card`` installs when it is in the game: ``fn(game)``."""
    return _dec(RULES, card, edition)


def can_buy(card: str, edition: str | None = None) -> Callable[[F], F]:
    """Register when ``card`` may be bought: ``fn(game, player) -> bool``."""
    return _dec(CAN_BUY, card, edition)


def cost_rule(card: str, edition: str | None = None) -> Callable[[F], F]:
    """Register a card's own cost rule: ``fn(game, printed cost) -> cost now`` (Peddler)."""
    return _dec(COST, card, edition)


def on_overpay(card: str, edition: str | None = None, *, before_gain: bool = False) -> Callable[[F], F]:
    """Register what overpaying for ``card`` does: ``fn(game, player, uid, coins, potions)``.

    A card with this hook may be overpaid for when it is bought (never when gained otherwise): after
    paying its cost the buyer may pay any further coins (and Potions) they have; the hook then runs with
    the amounts, only when something was overpaid: once the bought card has been gained (the 2022 rule;
    nothing when its gain was replaced), or with ``before_gain`` as a when-buy ability before the card is
    gained (the original Guilds rule).
    """
    if before_gain:
        OVERPAY_BEFORE_GAIN.add((card, edition))
    return _dec(OVERPAY, card, edition)


def overpay_before_gain(card: str, version: str | None) -> bool:
    """True when the overpay ability of ``card`` in ``version`` resolves before the card is gained."""
    per = OVERPAY.fns.get(card, {})
    return (card, version if version in per else None) in OVERPAY_BEFORE_GAIN


def pay_instead(card: str, edition: str | None = None) -> Callable[[F], F]:
    """Register another way to pay for ``card`` when buying it, instead of its cost (Animal Fair):
    ``fn(game, player, pay) -> bool``; with ``pay`` False it says whether that way is open now, with ``pay`` True it
    pays that way (asking the player what to give) and says whether it did.  The buyer picks how to pay."""
    return _dec(PAY_INSTEAD, card, edition)


def victory_points(card: str, edition: str | None = None) -> Callable[[F], F]:
    """Register a card's computed victory points: ``fn(game, player) -> VP`` of one copy (Gardens)."""
    return _dec(SCORE, card, edition)


def turn_start(fn: F) -> F:
    """Register a mechanism that acts at the start of every turn: ``fn(game, player)``."""
    TURN_START.append(fn)  # type: ignore[arg-type]
    return fn


def ends_game(pile: str) -> None:
    """Declare that the game ends when this Supply pile is empty (Province, Colony)."""
    if pile not in END_PILES:
        END_PILES.append(pile)


def basic_pile(card: str, size: Callable[[int], int], when: str = "always") -> None:
    """Declare a basic Supply pile with its size by player count (``when``: see :data:`BASIC_PILES`)."""
    BASIC_PILES[card] = (size, when)


def starting_cards(variant: str, *cards: tuple[str, int]) -> None:
    """Declare each player's starting cards for a set-up variant (``standard``, ``shelters``)."""
    STARTING[variant] = cards


def deal_rule(card: str) -> Callable[[DealRule], DealRule]:
    """Register what ``card``, in the game, does to every player's starting cards in a real set-up: for each
    player in turn order, before their starting cards are made and shuffled, ``fn(game, player, cards)`` may
    take ids out of ``cards`` (the starting card ids still to be made; a card taken out is left in the box)
    and move other cards into the player's zones; it returns the ids of the cards taken out that go back to
    their Supply pile instead (a Copper)."""
    def wrap(fn: DealRule) -> DealRule:
        DEAL_RULES[card] = fn
        return fn
    return wrap


def fixed_pile_size(pile: str, size: int) -> None:
    """Declare a Kingdom pile that starts with ``size`` cards whatever the player count."""
    FIXED_PILE_SIZES[pile] = size


def non_supply_pile(pile: str, size: int) -> None:
    """Declare a non-Supply pile's size (0: one copy of each member card)."""
    NON_SUPPLY_SIZES[pile] = size


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


def pick(table: Table, card: str, version: str | None) -> Any:
    """The function for ``card`` in ``version`` (falling back to the version-less one)."""
    per = table.fns.get(card)
    if per is None:
        return None
    if version in per:
        return per[version]
    return per.get(None)


def has_behaviour(card: str) -> bool:
    """True when the engine knows anything ``card`` does (a hook, a listener, a coin or VP value)."""
    tables = (PLAY, GAIN, TRASH, BUY, DISCARD_FROM_PLAY, DISCARD, REVEAL, EVENTS, HEXES, BOONS, SETUP, RULES, COST,
              SCORE, CAN_BUY, OVERPAY, PAY_INSTEAD, LAST_SUN)
    return (any(card in t.fns for t in tables) or card in REACTIONS or card in TREASURE_COINS
            or card in VICTORY_POINTS or card in GAIN_TO or card in VICTORY_POINTS_IN or card in DEAL_RULES)


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
