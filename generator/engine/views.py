"""Read-only views of a game's state, the text summary and the invariant check."""

from __future__ import annotations

from collections.abc import Iterable

from generator.engine.state import TRASH_CODE, Core
from generator.engine.types import Zone
from generator.errors import InvariantError


class Views(Core):
    """Card-id views of zones, a summary for messages, and the invariant check."""

    def ids(self, uids: Iterable[int]) -> list[str]:
        """Card ids for uids."""
        co = self.card_of
        return [co[u] for u in uids]

    def hand(self, player: int) -> list[str]:
        """Card ids in a player's hand."""
        return self.ids(self.hands[player])

    def deck(self, player: int) -> list[str]:
        """Card ids in a player's deck, top last."""
        return self.ids(self.decks[player])

    def discard(self, player: int) -> list[str]:
        """Card ids in a player's discard pile, top last."""
        return self.ids(self.discards[player])

    def in_play(self, player: int) -> list[str]:
        """Card ids a player has in play."""
        return self.ids(self.plays[player])

    def zone(self, player: int, zone: Zone) -> list[str]:
        """Card ids in any player zone."""
        return self.ids(self.zones[self.zone_code(zone, player)])

    def trash_ids(self) -> list[str]:
        """Card ids in the trash, in order."""
        return self.ids(self.zones[TRASH_CODE])

    def pile(self, pile_id: str) -> list[str]:
        """Card ids in a pile, top last (empty list for an unknown pile)."""
        c = self.piles.get(pile_id)
        return [] if c is None else self.ids(self.zones[c])

    def pile_count(self, pile_id: str) -> int:
        """Number of cards in a pile (0 for an unknown pile)."""
        c = self.piles.get(pile_id)
        return 0 if c is None else len(self.zones[c])

    def summary(self) -> str:
        """A compact text picture of the position, for error messages."""
        lines = [f"turn player {self.turn_player}, phase {self.phase.value}, actions {self.actions}, "
                 f"buys {self.buys}, coins {self.coins}"]
        for p in range(self.n):
            lines.append(f"p{p}: hand={self.hand(p)} deck={self.deck(p)} discard={self.discard(p)} "
                         f"in_play={self.in_play(p)}")
        lines.append(f"trash={self.trash_ids()}")
        lines.append("supply=" + ", ".join(f"{p}:{self.pile_count(p)}" for p in self.supply_piles))
        return "\n".join(lines)

    def check_invariants(self) -> None:
        """Raise InvariantError if uids were lost, duplicated, misplaced or a decision is pending."""
        seen = [0] * len(self.card_of)
        for code, lst in enumerate(self.zones):
            for uid in lst:
                if not 0 <= uid < len(seen):
                    raise InvariantError(f"unknown uid {uid!r} in {self.describe(code)!r}")
                seen[uid] += 1
                if self.loc[uid] != code:
                    raise InvariantError(f"uid {uid} is in {self.describe(code)!r} but loc says "
                                         f"{self.describe(self.loc[uid])!r}")
        bad = [u for u, k in enumerate(seen) if k != 1]
        if bad:
            raise InvariantError(f"uids not in exactly one place: {bad[:10]!r}")
        for pid, c in self.piles.items():
            for uid in self.zones[c]:
                if self.home[uid] != pid:
                    raise InvariantError(f"{self.card_of[uid]!r} (home {self.home[uid]!r}) is in pile {pid!r}")
        if self._pending is not None:
            raise InvariantError(f"decision left pending: {self._pending!r}")
