"""The :class:`Game`: exact positions from a :class:`Layout`, or a real set-up with :meth:`Game.new`."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence

from generator.engine import cards as reg
from generator.engine import effects  # noqa: F401  (registers every card's behaviour)
from generator.engine.decisions import Decider
from generator.engine.layout import GameOptions, Layout, PileSpec
from generator.engine.loop import Loop
from generator.engine.state import BLACK_MARKET_CODE, TRASH_CODE
from generator.engine.types import CardDef, Phase, Zone
from generator.errors import IllegalActionError

NON_SUPPLY_FOR: dict[str, tuple[tuple[str, int], ...]] = {
    "tournament": (("prizes", 0),),
    "bandit-camp": (("spoils", 15),),
    "marauder": (("spoils", 15),),
    "pillage": (("spoils", 15),),
    "hermit": (("madman", 10),),
    "urchin": (("mercenary", 10),),
    "leprechaun": (("wish", 12),),
    "vampire": (("bat", 10),),
    "peasant": (("soldier", 5), ("fugitive", 5), ("disciple", 5), ("teacher", 5)),
    "page": (("treasure-hunter", 5), ("warrior", 5), ("hero", 5), ("champion", 5)),
}
"""Non-Supply piles a Kingdom card brings into the game (count 0: one of each card in the pile)."""

SHELTERS = ("hovel", "necropolis", "overgrown-estate")


_MEMBERS: dict[int, tuple[Mapping[str, CardDef], dict[str, list[str]]]] = {}


def _pile_members(defs: Mapping[str, CardDef]) -> dict[str, list[str]]:
    """Mixed-pile id -> member card ids, computed once per card table."""
    hit = _MEMBERS.get(id(defs))
    if hit is not None and hit[0] is defs:
        return hit[1]
    out: dict[str, list[str]] = {}
    for c, d in defs.items():
        if d.pile is not None:
            out.setdefault(d.pile, []).append(c)
    _MEMBERS[id(defs)] = (defs, out)
    return out


def _deciders(decider: Decider | Sequence[Decider], n: int) -> list[Decider]:
    if isinstance(decider, Sequence):
        if len(decider) != n:
            raise IllegalActionError(f"expected {n} deciders, got {len(decider)}")
        return list(decider)
    return [decider] * n


class Game(Loop):
    """A Dominion game: state, gain pipeline, triggers, turns."""

    @classmethod
    def from_layout(cls, card_defs: Mapping[str, CardDef], layout: Layout,
                    decider: Decider | Sequence[Decider], *, check: bool = True, log: bool = True) -> Game:
        """Set up an exact position (the scenario constructor)."""
        n = len(layout.players)
        g = cls(card_defs, n, _deciders(decider, n), seed=layout.seed, check=check, log=log,
                versions=layout.versions)
        for pid, spec in layout.supply.items():
            g._fill_pile(pid, spec, True)
        for pid, spec in layout.non_supply.items():
            g._fill_pile(pid, spec, False)
        for cid in layout.trash:
            g.new_card(cid, TRASH_CODE)
        for cid in layout.black_market:
            g.new_card(cid, BLACK_MARKET_CODE)
        for p, pl in enumerate(layout.players):
            for zone, ids in ((Zone.HAND, pl.hand), (Zone.DECK, pl.deck), (Zone.DISCARD, pl.discard),
                              (Zone.IN_PLAY, pl.in_play), (Zone.EXILE, pl.exile),
                              (Zone.TAVERN, pl.tavern), (Zone.SET_ASIDE, pl.set_aside)):
                code = g.zone_code(zone, p)
                for cid in ids:
                    g.new_card(cid, code)
        g.kingdom = list(layout.kingdom) if layout.kingdom is not None else [
            pid for pid in layout.supply if card_defs.get(pid) is None or card_defs[pid].supply == "kingdom"]
        g.event_ids = list(layout.events)
        g.bane = layout.bane
        g.changeling_rule = "changeling" in layout.supply
        g.hex_deck = list(layout.hexes) if layout.hexes is not None else g._default_hexes()
        g.turn_player = layout.turn_player
        g.phase = Phase(layout.phase)
        g.actions, g.buys, g.coins = layout.actions, layout.buys, layout.coins
        if check:
            g.check_invariants()
        return g

    def _default_hexes(self) -> list[str]:
        return sorted(h for h, d in self.defs.items() if d.kind == "hex" and h in reg.HEXES.fns)

    def _fill_pile(self, pid: str, spec: PileSpec, supply: bool) -> None:
        code = self.add_pile(pid, supply)
        if isinstance(spec, int):
            self.new_cards(pid, code, spec, pid)
        else:
            for cid in spec:
                uid = self.new_card(cid, code)
                self.home[uid] = pid

    @classmethod
    def new(cls, card_defs: Mapping[str, CardDef], kingdom: list[str], players: int,
            decider: Decider | Sequence[Decider], seed: int = 0,
            options: GameOptions | None = None) -> Game:
        """Set up a real game: base piles by player count, the Kingdom, and what the cards need."""
        opts = options or GameOptions()
        if not 2 <= players <= 6:
            raise IllegalActionError(f"cannot set up a game for {players!r} players: expected 2 to 6")
        g = cls(card_defs, players, _deciders(decider, players), seed=seed, check=opts.check,
                log=opts.log, versions=opts.versions)
        rng = random.Random(seed)
        n = players
        big = n >= 5
        victory = 8 if n == 2 else 12
        kingdom = list(kingdom)
        if "young-witch" in kingdom:
            bane = opts.bane or g._pick_bane(kingdom, rng)
            if bane is not None:
                kingdom.append(bane)
                g.bane = bane
        base: list[tuple[str, int]] = [
            ("copper", (120 if big else 60) - 7 * n), ("silver", 80 if big else 40),
            ("gold", 60 if big else 30), ("estate", victory), ("duchy", victory),
            ("province", {2: 8, 3: 12, 4: 12, 5: 15, 6: 18}[n]), ("curse", 10 * (n - 1))]
        if any(card_defs[k].cost.potion for k in kingdom if k in card_defs):
            base.append(("potion", 16))
        if opts.colony:
            base += [("platinum", 12), ("colony", victory)]
        for pid, count in base:
            g._fill_pile(pid, count, True)
        for k in kingdom:
            g._fill_pile(k, g._kingdom_pile(k, victory, rng), True)
        if any("looter" in card_defs[k].types for k in kingdom if k in card_defs):
            ruins = [c for c in sorted(_pile_members(card_defs).get("ruins", ())) for _ in range(10)]
            rng.shuffle(ruins)
            g._fill_pile("ruins", ruins[: 10 * (n - 1)], True)
        g.kingdom = [k for k in kingdom]
        for k in kingdom:
            for pid, count in NON_SUPPLY_FOR.get(k, ()):
                if pid not in g.piles:
                    spec: PileSpec = count if count else sorted(_pile_members(card_defs).get(pid, ()))
                    g._fill_pile(pid, spec, False)
        if "black-market" in kingdom:
            pool = sorted(c for c, d in card_defs.items() if d.supply == "kingdom" and d.kind == "card"
                          and d.pile is None and c not in kingdom and c in reg.PLAY.fns)
            rng.shuffle(pool)
            for cid in pool[:25]:
                g.new_card(cid, BLACK_MARKET_CODE)
        if any("doom" in card_defs[k].types for k in kingdom if k in card_defs):
            g.hex_deck = g._default_hexes()
            rng.shuffle(g.hex_deck)
        g.changeling_rule = "changeling" in kingdom
        g.event_ids = [e for e in opts.events if e in card_defs]
        start = ["copper"] * 7 + (list(SHELTERS) if opts.shelters else ["estate"] * 3)
        for p in range(n):
            dcode = g.zone_code(Zone.DISCARD, p)
            for cid in sorted(set(start)):
                g.new_cards(cid, dcode, start.count(cid), card_defs[cid].pile_id)
            g.shuffle(p)
            g.draw(p, 5)
        g.turn_player = 0
        if g.check:
            g.check_invariants()
        return g

    def _kingdom_pile(self, k: str, victory: int, rng: random.Random) -> PileSpec:
        members = sorted(_pile_members(self.defs).get(k, ()))
        if members and k == "knights":
            rng.shuffle(members)
            return members
        if members:
            # split pile: the cheaper half on top
            members.sort(key=lambda c: self.defs[c].cost.coins, reverse=True)
            return [c for c in members for _ in range(5)]
        return victory if "victory" in self.defs[k].types else 10

    def _pick_bane(self, kingdom: list[str], rng: random.Random) -> str | None:
        pool = sorted(c for c, d in self.defs.items() if d.supply == "kingdom" and d.kind == "card"
                      and d.pile is None and c not in kingdom and 2 <= d.cost.coins <= 3
                      and not d.cost.potion and c in reg.PLAY.fns)
        return rng.choice(pool) if pool else None
