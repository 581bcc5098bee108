"""Core state: cards as int uids, ordered zones, the one move primitive, queries, decisions."""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence

from generator.engine import cards as reg
from generator.engine.cards import Reaction
from generator.engine.decisions import Decider, Decision, Option, fits
from generator.engine.events import Decided, Event, PileEmptied
from generator.engine.types import NPZ, PLAYER_ZONES, CardDef, Cost, Phase, Zone
from generator.errors import IllegalActionError, LostTrackError

TRASH_CODE = 0
BLACK_MARKET_CODE = 1
FIRST_PLAYER_CODE = 2


_KINDS: dict[int, tuple[Mapping[str, CardDef], dict[str, frozenset[str]]]] = {}


def _kind_cache(defs: Mapping[str, CardDef]) -> dict[str, frozenset[str]]:
    """Type -> card ids with that printed type, shared by every game over the same card table."""
    hit = _KINDS.get(id(defs))
    if hit is not None and hit[0] is defs:
        return hit[1]
    out: dict[str, frozenset[str]] = {}
    _KINDS[id(defs)] = (defs, out)
    return out


class Core:
    """Every physical card is an int uid; ``loc[uid]`` is its zone code; zones are ordered lists."""

    def __init__(self, defs: Mapping[str, CardDef], players: int, deciders: Sequence[Decider],
                 *, seed: int = 0, check: bool = True, log: bool = True,
                 versions: Mapping[str, str] | None = None) -> None:
        if not 1 <= players <= 6:
            raise IllegalActionError(f"cannot play with {players!r} players: expected 1 to 6")
        self.defs = defs
        self.n = players
        self.deciders = list(deciders)
        self.rng = random.Random(seed)
        self.check = check
        self.log = log
        self.events: list[Event] = []
        self.chosen_versions: dict[str, str] = dict(versions or {})
        self.card_of: list[str] = []
        self.loc: list[int] = []
        self.home: list[str] = []
        self.reactive: list[bool] = []
        self.coin_of: list[int] = []
        """Per uid: the coins of a plain Treasure (whose whole play is +$n, not reactive), else -1."""
        self.special: list[bool] = []
        """Per uid: reactive, or has a discard-from-play ability (Clean-up's slow path)."""
        codes = FIRST_PLAYER_CODE + players * NPZ
        self.zones: list[list[int]] = [[] for _ in range(codes)]
        self.zkind: list[Zone] = [Zone.TRASH, Zone.BLACK_MARKET, *(PLAYER_ZONES * players)]
        self.zowner: list[int | None] = [None, None, *(p for p in range(players) for _ in range(NPZ))]
        self.zpile: list[str | None] = [None] * codes
        self.hands = [self.zones[self.code(p, 0)] for p in range(players)]
        self.decks = [self.zones[self.code(p, 1)] for p in range(players)]
        self.discards = [self.zones[self.code(p, 2)] for p in range(players)]
        self.plays = [self.zones[self.code(p, 3)] for p in range(players)]
        self.piles: dict[str, int] = {}
        self.supply_piles: list[str] = []
        self.supply_lists: list[list[int]] = []
        self.end_lists: list[list[int]] = []
        self.pile_codes: set[int] = set()
        self._supply_codes: dict[str, tuple[list[int], ...]] = {}
        self._reacts: dict[str, list[Reaction]] = {}
        self.listeners: dict[str, dict[int, list[Reaction]]] = {}
        self._hooks: dict[tuple[int, str], object | None] = {}
        self._options: dict[str, Option] = {}
        self._versions: dict[str, str | None] = {}
        self.inherit_any = False
        self._kind_cards = _kind_cache(defs)
        self._buy_ids: dict[str, str] = {}
        self._pending: Decision | None = None
        self.identity: list[int] = list(range(players))
        """Every player controls their own turn (never mutated; ``controller`` is replaced instead)."""
        self.controller = self.identity
        self.turn_player = 0
        self.phase = Phase.ACTION
        self.actions = 1
        self.buys = 1
        self.coins = 0
        self.potions = 0
        self.cost_reduction = 0
        # turn and game-wide state (see turn.py and the effects modules)
        self.turn_number = 0
        self.possessor: int | None = None
        self.possession_aside: list[int] = []
        self.extra_turns: list[tuple[int, int]] = []
        self.skip_turns = [0] * players
        self.turn_gains = 0
        self.last_turn_gains = [0] * players
        self.bought_cards = 0
        self.changeling_rule = False
        self.estate_token: list[int | None] = [None] * players
        self.villagers = [0] * players
        self.key_holder: int | None = None
        self.guarded = [False] * players
        self.champions = [0] * players
        self.tokens: list[dict[str, str]] = [{} for _ in range(players)]
        self.next_turn: list[list[tuple[int, Callable[..., None]]]] = [[] for _ in range(players)]
        self.staying: set[int] = set()
        self.hex_deck: list[str] = []
        self.hex_discard: list[str] = []
        self.attack_immune: set[int] = set()
        self.back_to_action = False
        self.kingdom: list[str] = []
        self.event_ids: list[str] = []
        self.bane: str | None = None

    # -- zones ---------------------------------------------------------------------------------
    def code(self, player: int, zi: int) -> int:
        """Zone code of a player's zone (``zi`` is an index such as ``types.HAND``)."""
        return FIRST_PLAYER_CODE + player * NPZ + zi

    def zone_code(self, zone: Zone, player: int | None = None, pile: str | None = None) -> int:
        """Zone code for a Zone value (player zones need ``player``; piles need ``pile``)."""
        if zone is Zone.TRASH:
            return TRASH_CODE
        if zone is Zone.BLACK_MARKET:
            return BLACK_MARKET_CODE
        if zone in (Zone.SUPPLY, Zone.NON_SUPPLY):
            if pile is None or pile not in self.piles:
                raise IllegalActionError(f"no pile {pile!r}")
            return self.piles[pile]
        if player is None:
            raise IllegalActionError(f"zone {zone.value!r} needs a player")
        return self.code(player, PLAYER_ZONES.index(zone))

    def add_pile(self, pile: str, supply: bool) -> int:
        """Create an empty pile."""
        if pile in self.piles:
            return self.piles[pile]
        c = len(self.zones)
        self.zones.append([])
        self.zkind.append(Zone.SUPPLY if supply else Zone.NON_SUPPLY)
        self.zowner.append(None)
        self.zpile.append(pile)
        self.piles[pile] = c
        self.pile_codes.add(c)
        if supply:
            self.supply_piles.append(pile)
            self.supply_lists.append(self.zones[c])
            if pile in ("province", "colony"):
                self.end_lists.append(self.zones[c])
        self._supply_codes.clear()
        return c

    def new_card(self, card: str, code: int, *, bottom: bool = False) -> int:
        """Create a physical card (set-up only) in zone ``code``."""
        uid = len(self.card_of)
        self.new_cards(card, code, 1, self.defs[card].pile_id if card in self.defs else card)
        if bottom:
            z = self.zones[code]
            z.insert(0, z.pop())
        return uid

    def new_cards(self, card: str, code: int, count: int, home: str) -> None:
        """Create ``count`` copies of a card in zone ``code`` at once (set-up only)."""
        if count <= 0:
            return
        if card not in self.defs:
            raise IllegalActionError(f"unknown card {card!r}")
        start = len(self.card_of)
        reacts = bool(self.reactions(card))
        self.card_of.extend([card] * count)
        self.loc.extend([code] * count)
        self.home.extend([home] * count)
        self.reactive.extend([reacts] * count)
        self.coin_of.extend([-1 if reacts else reg.plain_coins().get(card, -1)] * count)
        self.special.extend([reacts or card in reg.DISCARD_FROM_PLAY.fns] * count)
        self.zones[code].extend(range(start, start + count))
        if reacts:
            for uid in range(start, start + count):
                self._index(uid, code)

    def reactions(self, card: str) -> list[Reaction]:
        """The zone listeners ``card`` has in this game's version of it (cached per game)."""
        try:
            return self._reacts[card]
        except KeyError:
            r = self._reacts[card] = reg.pick_reactions(card, reg.version_of(card, self.chosen_versions))
            return r

    def _index(self, uid: int, code: int) -> None:
        """Re-index a reactive card's listeners for its new zone (no polling of other cards)."""
        kind = self.zkind[code]
        for per in self.listeners.values():
            per.pop(uid, None)
        for r in self.reactions(self.card_of[uid]):
            if r.zone is kind:
                self.listeners.setdefault(r.event, {}).setdefault(uid, []).append(r)

    def move(self, uid: int, src: int, dst: int, *, bottom: bool = False) -> None:
        """The one move primitive: refuse (LostTrackError) unless ``uid`` is in zone ``src``."""
        if self.loc[uid] != src:
            raise LostTrackError(f"cannot move {self.card_of[uid]!r} (uid {uid}): expected it in "
                                 f"{self.describe(src)!r}, it is in {self.describe(self.loc[uid])!r}")
        lst = self.zones[src]
        if lst[-1] == uid:
            lst.pop()
        else:
            lst.remove(uid)
        if bottom:
            self.zones[dst].insert(0, uid)
        else:
            self.zones[dst].append(uid)
        self.loc[uid] = dst
        if self.reactive[uid]:
            self._index(uid, dst)
        if not lst and src in self.pile_codes and self.log:
            pile = self.zpile[src]
            assert pile is not None
            self.emit(PileEmptied(pile, self.zkind[src] is Zone.SUPPLY))

    def describe(self, code: int) -> str:
        """A zone code as text: ``"hand:0"``, ``"trash"``, ``"supply:copper"``."""
        kind = self.zkind[code]
        if self.zowner[code] is not None:
            return f"{kind.value}:{self.zowner[code]}"
        if self.zpile[code] is not None:
            return f"{kind.value}:{self.zpile[code]}"
        return kind.value

    def emit(self, event: Event) -> None:
        """Append an event to the log (when logging is on)."""
        if self.log:
            self.events.append(event)

    # -- hooks -----------------------------------------------------------------------------------
    def hook(self, table: reg.Table, card: str) -> Callable[..., None] | None:
        """The behaviour of ``card`` for this game's chosen version (cached)."""
        key = (id(table), card)
        try:
            fn = self._hooks[key]
        except KeyError:
            fn = reg.pick(table, card, reg.version_of(card, self.chosen_versions))
            self._hooks[key] = fn
        return fn  # type: ignore[return-value]

    def version(self, card: str) -> str | None:
        """The version of ``card`` this game uses."""
        try:
            return self._versions[card]
        except KeyError:
            v = self._versions[card] = reg.version_of(card, self.chosen_versions)
            return v

    # -- queries ---------------------------------------------------------------------------------
    def pile_of(self, card: str) -> str:
        """The pile id ``card`` belongs to."""
        return self.defs[card].pile_id

    def top(self, pile_id: str) -> int | None:
        """The top card uid of a pile, or None when empty or unknown."""
        c = self.piles.get(pile_id)
        if c is None:
            return None
        z = self.zones[c]
        return z[-1] if z else None

    def in_supply(self, card_id: str) -> bool:
        """Computed: ``card_id`` is the top card of a non-empty Supply pile (its own pile first)."""
        return self.supply_top(card_id) is not None

    def supply_top(self, card_id: str) -> int | None:
        """The uid of the ``card_id`` on top of its Supply pile, or None when it is not in the Supply."""
        try:
            lists = self._supply_codes[card_id]
        except KeyError:
            lists = self._supply_lists_for(card_id)
        for z in lists:
            if z:
                uid = z[-1]
                return uid if self.card_of[uid] == card_id else None
        return None

    def _supply_lists_for(self, card_id: str) -> tuple[list[int], ...]:
        """The Supply piles that could hold ``card_id`` on top, in lookup order (cached until a pile is added)."""
        out = []
        for pid in (self.pile_of(card_id), card_id) if card_id in self.defs else (card_id,):
            c = self.piles.get(pid)
            if c is not None and self.zkind[c] is Zone.SUPPLY:
                out.append(self.zones[c])
        lists = self._supply_codes[card_id] = tuple(out)
        return lists

    def supply_tops(self) -> list[str]:
        """Card ids on top of each non-empty Supply pile, in pile order."""
        co = self.card_of
        return [co[z[-1]] for z in self.supply_lists if z]

    def owner_of(self, uid: int) -> int | None:
        """The player whose zone holds ``uid`` (None for trash, piles, Black Market)."""
        return self.zowner[self.loc[uid]]

    def where(self, uid: int) -> tuple[Zone, int | None]:
        """The zone kind and owner of a card."""
        c = self.loc[uid]
        return self.zkind[c], self.zowner[c]

    def cost_of(self, card: str) -> Cost:
        """A card's current cost (after reductions such as Princess)."""
        base = self.defs[card].cost
        if self.cost_reduction:
            return Cost(max(0, base.coins - self.cost_reduction), base.potion, base.debt)
        return base

    def types_of(self, uid: int) -> frozenset[str]:
        """A physical card's current types."""
        return self.defs[self.card_of[uid]].types

    def is_type(self, uid: int, t: str) -> bool:
        """True when the card has type ``t``."""
        return t in self.types_of(uid)

    def name(self, card: str) -> str:
        """A card's English name (for labels and messages)."""
        d = self.defs.get(card)
        return d.name if d is not None else card

    def summary(self) -> str:
        """A text picture of the position (filled in by :class:`Views`)."""
        return f"{self.n} players"

    # -- decisions -------------------------------------------------------------------------------
    def option(self, oid: str) -> Option:
        """A cached :class:`Option` for an id such as ``"gain:silver"``."""
        o = self._options.get(oid)
        if o is None:
            verb, _, card = oid.partition(":")
            o = Option(oid, f"{verb} {self.name(card)}" if card else verb)
            self._options[oid] = o
        return o

    def ask(self, kind: str, player: int, ids: Sequence[str], lo: int = 1, hi: int = 1, /,
            **context: object) -> list[str]:
        """Ask ``player``'s controller; answer forced decisions without asking."""
        n = len(ids)
        if n == 0 or hi == 0:
            return []
        if lo >= n:
            return list(ids)
        if n == 1 and lo >= 1:
            return [ids[0]]
        if lo == hi == 1 and ids.count(ids[0]) == n:
            return [ids[0]]
        if hi > n:
            hi = n
        decider = self.deciders[self.controller[player]]
        fast = None if self.log else getattr(decider, "decide_ids", None)
        if fast is not None:
            picked: list[str] | None = fast(kind, ids, lo, hi, context)
            if picked is not None:
                if len(picked) == 1 and lo <= 1 and picked[0] in ids:
                    return picked
                if fits(picked, ids, lo, hi):
                    return picked
        cache = self._options
        opts = tuple([cache[i] if i in cache else self.option(i) for i in ids])
        d = Decision(kind, player, opts, lo, hi, context)
        self._pending = d
        answer = d.validate(decider.decide(self, d))
        if self.log:
            self.events.append(Decided(kind, player, tuple(answer)))
        self._pending = None
        return answer
