"""Where every physical card is: ordered zones, piles, and the one move primitive.

Every physical card is an int uid pointing to a card id; ``loc[uid]`` is the
code of the zone that holds it, and each zone is an ordered list (top last).
:class:`Zones` is the only writer of a card's location: the one checked move
(:meth:`Zones.move`) and the few bulk moves a turn needs (drawing, shuffling,
sweeping a whole zone) all live here, fast paths included.

Zone codes: 0 is the trash, 1 the Black Market deck, then one block of
:data:`~generator.engine.types.NPZ` codes per player, then one code per pile.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable

from generator.engine.events import Event, PileEmptied
from generator.engine.types import NPZ, PLAYER_ZONES, Zone
from generator.errors import IllegalActionError, InvariantError, LostTrackError

TRASH_CODE = 0
BLACK_MARKET_CODE = 1
FIRST_PLAYER_CODE = 2
BLACK_MARKET_SOURCE = Zone.BLACK_MARKET.value.replace("_", "-")
"""How a gain from the Black Market deck names its source in the log."""

Entered = Callable[[int, int], None]
"""Called with (uid, zone code) after a watched card changes zone (the listener index)."""


class Zones:
    """The card table and the zones: who is where, in which order."""

    def __init__(self, players: int, events: list[Event] | None, entered: Entered) -> None:
        self.n = players
        self.events = events
        """The game's log (None when logging is off): pile-emptied events go there."""
        self._entered = entered
        self.card_of: list[str] = []
        self.home: list[str] = []
        """Per uid: the pile the card returns to (its own pile, or the mixed pile it came from)."""
        self.loc: list[int] = []
        self.watched: list[bool] = []
        """Per uid: the card listens for events in some zone, so its moves re-index its listeners."""
        self.any_watched = False
        """Some card of the game is watched (bulk moves skip the re-indexing when none is)."""
        codes = FIRST_PLAYER_CODE + players * NPZ
        self.lists: list[list[int]] = [[] for _ in range(codes)]
        self.kind: list[Zone] = [Zone.TRASH, Zone.BLACK_MARKET, *(PLAYER_ZONES * players)]
        self.owner: list[int | None] = [None, None, *(p for p in range(players) for _ in range(NPZ))]
        self.pile_id: list[str | None] = [None] * codes
        self.piles: dict[str, int] = {}
        self.supply_piles: list[str] = []
        self.supply_lists: list[list[int]] = []
        self.trash = self.lists[TRASH_CODE]
        self.black_market = self.lists[BLACK_MARKET_CODE]
        self.hands = [self.lists[self.code(p, 0)] for p in range(players)]
        self.decks = [self.lists[self.code(p, 1)] for p in range(players)]
        self.discards = [self.lists[self.code(p, 2)] for p in range(players)]
        self.plays = [self.lists[self.code(p, 3)] for p in range(players)]

    # -- codes -----------------------------------------------------------------------------------
    @staticmethod
    def code(player: int, zi: int) -> int:
        """Zone code of a player's zone (``zi`` is an index such as ``types.HAND``)."""
        return FIRST_PLAYER_CODE + player * NPZ + zi

    def of(self, player: int, zi: int) -> list[int]:
        """The live list of a player's zone (read it; move cards only through this class)."""
        return self.lists[FIRST_PLAYER_CODE + player * NPZ + zi]

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

    def describe(self, code: int) -> str:
        """A zone code as text: ``"hand:0"``, ``"trash"``, ``"supply:copper"``."""
        kind = self.kind[code]
        if self.owner[code] is not None:
            return f"{kind.value}:{self.owner[code]}"
        if self.pile_id[code] is not None:
            return f"{kind.value}:{self.pile_id[code]}"
        return kind.value

    # -- building --------------------------------------------------------------------------------
    def add_pile(self, pile: str, supply: bool) -> int:
        """Create an empty pile (or return the existing one's code)."""
        if pile in self.piles:
            return self.piles[pile]
        c = len(self.lists)
        self.lists.append([])
        self.kind.append(Zone.SUPPLY if supply else Zone.NON_SUPPLY)
        self.owner.append(None)
        self.pile_id.append(pile)
        self.piles[pile] = c
        if supply:
            self.supply_piles.append(pile)
            self.supply_lists.append(self.lists[c])
        return c

    def withdraw_pile(self, pile: str) -> None:
        """Take a Supply pile out of the game for good: its cards stay where they lie but in no pile, so nothing
        is gained, bought or returned to it again and it never counts as an empty Supply pile."""
        c = self.piles.pop(pile, None)
        if c is None:
            return
        self.kind[c] = Zone.NON_SUPPLY
        if pile in self.supply_piles:
            i = self.supply_piles.index(pile)
            del self.supply_piles[i]
            del self.supply_lists[i]

    def create(self, card: str, code: int, count: int, home: str, watched: bool) -> range:
        """Create ``count`` physical copies of ``card`` on top of zone ``code`` (set-up only)."""
        start = len(self.card_of)
        if count <= 0:
            return range(start, start)
        self.card_of.extend([card] * count)
        self.loc.extend([code] * count)
        self.home.extend([home] * count)
        self.watched.extend([watched] * count)
        uids = range(start, start + count)
        self.lists[code].extend(uids)
        if watched:
            self.any_watched = True
            for uid in uids:
                self._entered(uid, code)
        return uids

    # -- moving ----------------------------------------------------------------------------------
    def move(self, uid: int, src: int, dst: int, *, bottom: bool = False) -> None:
        """The one checked move: refuse (LostTrackError) unless ``uid`` is in zone ``src``."""
        if self.loc[uid] != src:
            raise LostTrackError(f"cannot move {self.card_of[uid]!r} (uid {uid}): expected it in "
                                 f"{self.describe(src)!r}, it is in {self.describe(self.loc[uid])!r}")
        lst = self.lists[src]
        if lst[-1] == uid:
            lst.pop()
        else:
            lst.remove(uid)
        if bottom:
            self.lists[dst].insert(0, uid)
        else:
            self.lists[dst].append(uid)
        self.loc[uid] = dst
        if self.watched[uid]:
            self._entered(uid, dst)
        if not lst and self.pile_id[src] is not None and self.events is not None:
            pile = self.pile_id[src]
            assert pile is not None
            self.events.append(PileEmptied(pile, self.kind[src] is Zone.SUPPLY))

    def place(self, uid: int, code: int, depth: int) -> None:
        """Reposition ``uid`` inside zone ``code`` so that ``depth`` cards lie above it (0: the top)."""
        if self.loc[uid] != code:
            raise LostTrackError(f"cannot place {self.card_of[uid]!r} (uid {uid}): expected it in "
                                 f"{self.describe(code)!r}, it is in {self.describe(self.loc[uid])!r}")
        lst = self.lists[code]
        if not 0 <= depth < len(lst):
            raise ValueError(f"depth {depth!r} outside a zone of {len(lst)} cards")
        lst.remove(uid)
        lst.insert(len(lst) - depth, uid)

    def try_move(self, uid: int, src: int, dst: int, *, bottom: bool = False) -> bool:
        """Move if the card is still where expected; return False (lose track) otherwise."""
        if self.loc[uid] != src:
            return False
        self.move(uid, src, dst, bottom=bottom)
        return True

    def sweep(self, uids: list[int], src: int, dst: int) -> None:
        """Move every card of ``uids`` (all in ``src``, in that order) to the top of ``dst`` at once."""
        if not uids:
            return
        lst = self.lists[src]
        if len(uids) == len(lst):
            lst.clear()
        else:
            gone = set(uids)
            lst[:] = [u for u in lst if u not in gone]
        loc = self.loc
        watched = self.watched
        for uid in uids:
            if loc[uid] != src:
                raise LostTrackError(f"cannot sweep {self.card_of[uid]!r} (uid {uid}) from "
                                     f"{self.describe(src)!r}: it is in {self.describe(loc[uid])!r}")
            loc[uid] = dst
        self.lists[dst].extend(uids)
        if self.any_watched:
            for uid in uids:
                if watched[uid]:
                    self._entered(uid, dst)

    def sweep_all(self, src: int, dst: int) -> list[int]:
        """Move every card of zone ``src`` to the top of ``dst`` at once, in order; return them."""
        lst = self.lists[src]
        if not lst:
            return []
        moved = lst[:]
        lst.clear()
        loc = self.loc
        for uid in moved:
            loc[uid] = dst
        self.lists[dst].extend(moved)
        if self.any_watched:
            watched = self.watched
            for uid in moved:
                if watched[uid]:
                    self._entered(uid, dst)
        return moved

    def shuffle_discard_into_deck(self, player: int, rng: random.Random) -> int:
        """Shuffle the player's discard pile and put it under the deck (a chance step); return its size."""
        disc = self.discards[player]
        deck = self.decks[player]
        dcode = self.code(player, 1)
        loc = self.loc
        for uid in disc:
            loc[uid] = dcode
        rnd = rng.random
        keys = [rnd() for _ in disc]
        disc[:] = [disc[i] for i in sorted(range(len(disc)), key=keys.__getitem__)]
        disc.extend(deck)
        deck[:] = disc
        disc.clear()
        return len(deck)

    def take_top(self, player: int, n: int, dst: int) -> list[int]:
        """Move up to ``n`` cards from the top of the player's deck onto ``dst``, in draw order (no shuffle)."""
        deck = self.decks[player]
        out = deck[-n:] if n > 0 else []
        del deck[len(deck) - len(out):]
        out.reverse()
        loc = self.loc
        watched = self.watched
        self.lists[dst].extend(out)
        for uid in out:
            loc[uid] = dst
        if self.any_watched:
            for uid in out:
                if watched[uid]:
                    self._entered(uid, dst)
        return out

    # -- queries ---------------------------------------------------------------------------------
    def ids(self, uids: Iterable[int]) -> list[str]:
        """Card ids for uids."""
        co = self.card_of
        return [co[u] for u in uids]

    def top(self, pile: str) -> int | None:
        """The top card uid of a pile, or None when empty or unknown."""
        c = self.piles.get(pile)
        if c is None:
            return None
        z = self.lists[c]
        return z[-1] if z else None

    def owner_of(self, uid: int) -> int | None:
        """The player whose zone holds ``uid`` (None for the trash, piles, the Black Market deck)."""
        return self.owner[self.loc[uid]]

    def where(self, uid: int) -> tuple[Zone, int | None]:
        """The zone kind and owner of a card."""
        c = self.loc[uid]
        return self.kind[c], self.owner[c]

    def source_label(self, code: int) -> str:
        """How a gain source is logged: ``supply``, ``trash``, ``black-market``, ``non-supply:<pile>``."""
        kind = self.kind[code]
        if kind is Zone.NON_SUPPLY:
            return f"non-supply:{self.pile_id[code]}"
        if kind is Zone.BLACK_MARKET:
            return BLACK_MARKET_SOURCE
        return kind.value

    def check(self) -> None:
        """Raise InvariantError if a uid is lost, duplicated or misplaced, or a pile holds a stranger.

        The common case (nothing wrong) is answered with whole-list comparisons; only when one of
        them fails are the cards gone through one by one to say which is wrong.
        """
        placed = [uid for lst in self.lists for uid in lst]
        where = [code for code, lst in enumerate(self.lists) for _ in lst]
        count = len(self.card_of)
        if (len(placed) == count and len(set(placed)) == count and (not placed or 0 <= min(placed)
                                                                      and max(placed) < count)
                and list(map(self.loc.__getitem__, placed)) == where
                and all(self._pile_holds_its_own(pid, c) for pid, c in self.piles.items())):
            return
        self._find_fault()

    def _pile_holds_its_own(self, pid: str, code: int) -> bool:
        homes = set(map(self.home.__getitem__, self.lists[code]))
        return not homes or homes == {pid}

    def _find_fault(self) -> None:
        """Raise the InvariantError naming the first wrong card (see :meth:`check`)."""
        seen = [0] * len(self.card_of)
        for code, lst in enumerate(self.lists):
            for uid in lst:
                if not 0 <= uid < len(seen):
                    raise InvariantError(f"unknown uid {uid!r} in {self.describe(code)!r}")
                seen[uid] += 1
                if self.loc[uid] != code:
                    raise InvariantError(f"uid {uid} is in {self.describe(code)!r} but its location says "
                                         f"{self.describe(self.loc[uid])!r}")
        bad = [u for u, k in enumerate(seen) if k != 1]
        if bad:
            raise InvariantError(f"uids not in exactly one place: {bad[:10]!r}")
        for pid, c in self.piles.items():
            for uid in self.lists[c]:
                if self.home[uid] != pid:
                    raise InvariantError(f"{self.card_of[uid]!r} (home {self.home[uid]!r}) is in pile {pid!r}")
        raise InvariantError("the zones disagree with the card table")  # not reached: some check above failed
