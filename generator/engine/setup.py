"""Set-up: pile sizes by player count, and the plan of a real game as a :class:`Layout`.

This module is the one owner of pile sizes: the real set-up (:func:`plan`) and the
checker's exact positions (:func:`pile_size`) both read them here.  Which basic
piles exist and how big they are is declared by the effects modules
(:func:`~generator.engine.hooks.basic_pile`), as is everything a Kingdom card or
card type brings to the set-up (:func:`~generator.engine.hooks.setup`).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

from generator.engine import hooks as reg
from generator.engine.layout import AUTO, GameOptions, Layout, PileSpec, PlayerLayout
from generator.engine.types import CardDef, CardTable
from generator.errors import IllegalActionError

KINGDOM_PILE = 10
"""Cards in a Kingdom pile that is not a Victory pile."""


SUN_TOKENS = {2: 5, 3: 8, 4: 10, 5: 12, 6: 13}
"""Sun tokens put on the game's Prophecy by player count (Rising Sun rulebook)."""


def sun_tokens(players: int) -> int:
    """Sun tokens on the Prophecy at the start of a game of ``players`` players (a 1-player position: as 2)."""
    return SUN_TOKENS[min(max(players, 2), 6)]


def victory_pile(players: int) -> int:
    """Cards in a Victory pile (Estates, Duchies, Colonies, Kingdom Victory cards): 8 with 2 players, else 12."""
    return 8 if players == 2 else 12


def pile_size(pile: str, players: int, *, victory: bool = False) -> int:
    """How many cards a single-card pile starts with in a game of ``players`` players.

    Basic piles, fixed-size Kingdom piles and non-Supply piles have their declared sizes;
    other piles are Kingdom piles (``victory``: a Kingdom Victory card's pile).
    """
    basic = reg.BASIC_PILES.get(pile)
    if basic is not None:
        return basic[0](players)
    if pile in reg.FIXED_PILE_SIZES:
        return reg.FIXED_PILE_SIZES[pile]
    if reg.NON_SUPPLY_SIZES.get(pile):
        return reg.NON_SUPPLY_SIZES[pile]
    return victory_pile(players) if victory else KINGDOM_PILE


def basic_piles(players: int, *, colony: bool = False, potion: bool = False) -> dict[str, int]:
    """The basic Supply piles of a game and their sizes (Colony and Platinum, Potion when asked)."""
    needs = {"always"} | ({"colonies"} if colony else set()) | ({"potion-costs"} if potion else set())
    return {b: size(players) for b, (size, when) in reg.BASIC_PILES.items() if when in needs}


def pile_members(defs: Mapping[str, CardDef], pile: str) -> list[str]:
    """The member card ids of a mixed pile, sorted by id (a new list)."""
    return CardTable.of(defs).members(pile)


@dataclass
class SetupPlan:
    """A real set-up being planned: what set-up hooks read and change."""

    defs: CardTable
    players: int
    options: GameOptions
    rng: random.Random
    kingdom: list[str]
    supply: dict[str, PileSpec] = field(default_factory=dict)
    non_supply: dict[str, PileSpec] = field(default_factory=dict)
    black_market: list[str] = field(default_factory=list)
    hexes: list[str] | None = None
    boons: list[str] | None = None
    bane: str | None = None
    starting: str = "standard"
    heirlooms: list[tuple[str, str]] = field(default_factory=list)
    """(card, starting card it replaces): each replaces one such starting card of every player (Heirlooms)."""
    trash: list[str] = field(default_factory=list)
    """Cards that start the game in the trash (Necromancer's Zombies)."""
    landscapes: list[str] = field(default_factory=list)
    """The landscapes (Events excepted) the game uses: those asked for, plus any a set-up hook adds (an Ally)."""

    def add_supply(self, pile: str, spec: PileSpec | None = None) -> None:
        """Add a Supply pile (default contents: its members, or copies by :func:`pile_size`)."""
        if pile not in self.supply:
            self.supply[pile] = self._default(pile) if spec is None else spec

    def add_non_supply(self, pile: str, spec: PileSpec | None = None) -> None:
        """Add a non-Supply pile (default: its declared size, or one of each member)."""
        if pile not in self.non_supply:
            self.non_supply[pile] = self._default(pile) if spec is None else spec

    def _default(self, pile: str) -> PileSpec:
        members = pile_members(self.defs, pile)
        if members and not (pile in self.defs and self.defs[pile].pile is None):
            return members
        d = self.defs.get(pile)
        return pile_size(pile, self.players, victory=d is not None and "victory" in d.types)

    def add_kingdom(self, card: str) -> None:
        """Add a Kingdom pile during set-up (a Bane): its pile and what it brings."""
        if card not in self.kingdom:
            self.kingdom.append(card)

    def unused_kingdom_cards(self, allowed: Callable[[CardDef], bool] = lambda d: True) -> list[str]:
        """Kingdom cards (single-card piles) not in this game whose behaviour the engine knows, sorted."""
        return sorted(c for c, d in self.defs.items() if d.supply == "kingdom" and d.kind == "card"
                      and d.pile is None and c not in self.kingdom and c in reg.PLAY.fns and allowed(d))

    def set_aside_unused(self, allowed: Callable[[CardDef], bool]) -> str | None:
        """Set aside one unused Kingdom card matching ``allowed``, drawn at random, in a non-Supply pile of its own
        named by its id (where a card that plays it leaves it), and do the set-up that card needs; return its id,
        or None when no unused card fits."""
        pool = [c for c in self.unused_kingdom_cards(allowed) if c not in self.non_supply]
        if not pool:
            return None
        card = self.rng.choice(pool)
        self.add_non_supply(card, [card])
        fn = reg.pick(reg.SETUP, card, reg.version_of(card, dict(self.options.versions)))
        if fn is not None:
            fn(self)
        return card


def takes_trait(defs: Mapping[str, CardDef], pile: str) -> bool:
    """True when a Trait may lie on this Kingdom pile: its cards are Action or Treasure cards."""
    members = pile_members(defs, pile) or ([pile] if pile in defs else [])
    return any({"action", "treasure"} & defs[c].types for c in members)


def plan(defs: Mapping[str, CardDef], kingdom: list[str], players: int, options: GameOptions,
         seed: int) -> Layout:
    """Plan a real game: basic piles, the Kingdom and everything its cards bring, starting decks."""
    if not 2 <= players <= 6:
        raise IllegalActionError(f"cannot set up a game for {players!r} players: expected 2 to 6")
    defs = CardTable.of(defs)
    unknown = [k for k in kingdom if k not in defs and not defs.is_pile(k)]
    if unknown:
        raise IllegalActionError(f"unknown Kingdom card {unknown[0]!r}")
    p = SetupPlan(defs, players, options, random.Random(seed), list(kingdom), landscapes=list(options.landscapes))
    versions = dict(options.versions)
    done: set[str] = set()
    types_done: set[str] = set()
    kingdom_piles: dict[str, PileSpec] = {}

    def settle() -> None:
        """Set up every Kingdom pile not set up yet; set-up hooks may add more (a Bane), set up in turn."""
        i = 0
        while i < len(p.kingdom):
            k = p.kingdom[i]
            i += 1
            if k in done:
                continue
            done.add(k)
            kingdom_piles[k] = _kingdom_pile(p, k)
            fn = reg.pick(reg.SETUP, k, reg.version_of(k, versions)) if k in reg.SETUP.fns else None
            if fn is not None:
                fn(p)
            types = set(defs[k].types) if k in defs else {t for c in pile_members(defs, k) for t in defs[c].types}
            for t in sorted(types):
                if t in reg.TYPE_SETUP and t not in types_done:
                    types_done.add(t)
                    reg.TYPE_SETUP[t](p)
    settle()
    # the landscapes asked for and those the Kingdom brought (a Prophecy); one may add a Kingdom pile
    for landscape in dict.fromkeys([*options.events, *p.landscapes]):
        fn = reg.pick(reg.SETUP, landscape, reg.version_of(landscape, versions))
        if fn is not None:
            fn(p)
    settle()
    potion = any(defs[c].cost.potion for c in [*p.kingdom, *p.black_market] if c in defs)
    colony = _decided(p, kingdom, options.colony, [b for b, (_s, when) in reg.BASIC_PILES.items()
                                                    if when == "colonies"])
    shelters = _decided(p, kingdom, options.shelters, _variant_cards("shelters"))
    supply: dict[str, PileSpec] = dict(basic_piles(players, colony=colony, potion=potion))
    supply.update(kingdom_piles)
    supply.update(p.supply)
    tokens: dict[str, int] = {}
    for card in dict.fromkeys([*p.kingdom, *p.black_market]):
        for token, n in reg.STARTING_TOKENS.get(card, {}).items():
            tokens[token] = tokens.get(token, 0) + n
    start = reg.STARTING["shelters" if shelters else p.starting]
    deal = [c for c, count in start for _ in range(count)]
    for heirloom, replaced in dict.fromkeys(p.heirlooms):
        if replaced in deal:
            deal[deal.index(replaced)] = heirloom
    traits: dict[str, str] = {}
    for trait in p.landscapes:
        if trait in defs and defs[trait].kind == "trait":
            free = [k for k in p.kingdom if k not in traits.values() and takes_trait(defs, k)]
            if free:
                traits[trait] = p.rng.choice(free)
    return Layout(players=[PlayerLayout(discard=list(deal)) for _ in range(players)], supply=supply,
                  non_supply=p.non_supply, versions=options.versions, kingdom=list(p.kingdom),
                  events=[e for e in options.events if e in defs], landscapes=list(p.landscapes),
                  seed=seed, black_market=p.black_market, hexes=p.hexes, boons=p.boons, bane=p.bane, deal=True,
                  trash=list(p.trash), tokens=tokens, traits=traits)


def _variant_cards(variant: str) -> list[str]:
    """The starting cards a set-up variant has that the standard start has not (the Shelters)."""
    standard = {c for c, _n in reg.STARTING.get("standard", ())}
    return [c for c, _n in reg.STARTING.get(variant, ()) if c not in standard]


def _decided(p: SetupPlan, kingdom: list[str], option: bool | str, adds: list[str]) -> bool:
    """An on/off set-up option; ``"auto"`` draws one of the given Kingdom cards at random (after every other
    set-up choice) and is on when that card's expansion is the expansion of a card the option adds."""
    if isinstance(option, str) and option != AUTO:
        raise IllegalActionError(f"set-up option value {option!r} is not known: expected true, false or {AUTO!r}")
    if option != AUTO:
        return bool(option)
    if not kingdom:
        return False
    drawn = p.rng.choice(kingdom)
    members = [drawn] if drawn in p.defs else pile_members(p.defs, drawn)
    home = {p.defs[c].expansion for c in adds if c in p.defs}
    return any(p.defs[c].expansion in home for c in members[:1])


def _kingdom_pile(p: SetupPlan, k: str) -> PileSpec:
    """A Kingdom pile: copies of one card, or a mixed pile's members in equal numbers, the cheapest on top (split
    piles: 5 of each of two cards; a split pile with a fixed size, e.g. 16 for four cards, 4 of each)."""
    members = pile_members(p.defs, k)
    if not members:
        return pile_size(k, p.players, victory="victory" in p.defs[k].types)
    members.sort(key=lambda c: p.defs[c].cost.coins, reverse=True)
    copies = reg.FIXED_PILE_SIZES.get(k, KINGDOM_PILE) // len(members)
    return [c for c in members for _ in range(copies)]
