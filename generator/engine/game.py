"""The :class:`Game`: the zones, the turn and the players composed, with the one gain pipeline,
the trigger dispatch, every card movement, playing and buying.

The turn loop (phases, Clean-up, game end) is :class:`~generator.engine.turn.TurnLoop`; a
real set-up is planned by :mod:`generator.engine.setup` as a :class:`Layout`, so exact
positions and real games are built by the same :meth:`Game.from_layout`.
"""

from __future__ import annotations

import random
import weakref
from collections.abc import Callable, Iterable, Mapping, Sequence
from itertools import groupby
from typing import TYPE_CHECKING, Any

from generator.engine import hooks as reg
from generator.engine import setup as setup_mod
from generator.engine.api import (
    BoughtRule,
    BuyRule,
    BuysAs,
    CanPlayRule,
    CardAPI,
    CardFn,
    EmptiedRule,
    GainRule,
    GroupRule,
    PlayCancel,
    PlayerRule,
    PlayInstead,
    PlayRule,
    PlaysAs,
    Redirect,
    ScoreRule,
    StartCall,
    TrashRule,
    TypeChange,
)
from generator.engine.decisions import Decider, Decision, Option, fits
from generator.engine.events import (
    BoonReceived,
    Bought,
    Decided,
    Event,
    Exchanged,
    Exiled,
    Gained,
    GainReplaced,
    HexReceived,
    Moved,
    Overpaid,
    Passed,
    Played,
    ProphecyActive,
    Returned,
    Revealed,
    SetAside,
    Shuffled,
    SunRemoved,
    TokenChanged,
    Trashed,
)
from generator.engine.hooks import AttackInfo, BuyInfo, GainInfo, PlayInfo, Reaction, TrashInfo
from generator.engine.layout import GameOptions, Layout, PileSpec
from generator.engine.players import TOKEN_COUNTERS, PlayerState
from generator.engine.triggers import Trigger, resolve_triggers
from generator.engine.turn import TurnLoop
from generator.engine.turnstate import CostChange, ExtraTurnSetUp, TurnState
from generator.engine.types import (
    DECK,
    DISCARD,
    EXILE,
    HAND,
    IN_PLAY,
    NPZ,
    SET_ASIDE,
    ZONE_INDEX,
    CardDef,
    CardTable,
    Cost,
    Phase,
    Zone,
)
from generator.engine.zones import BLACK_MARKET_CODE, BLACK_MARKET_SOURCE, FIRST_PLAYER_CODE, TRASH_CODE, Zones
from generator.errors import IllegalActionError, InvariantError


def _deciders(decider: Decider | Sequence[Decider], n: int) -> list[Decider]:
    if isinstance(decider, Sequence):
        if len(decider) != n:
            raise IllegalActionError(f"expected {n} deciders, got {len(decider)}")
        return list(decider)
    return [decider] * n


class Game:
    """A Dominion game: zones, turn and player state composed; gaining, moving, playing, buying."""

    def __init__(self, defs: Mapping[str, CardDef], players: int, deciders: Sequence[Decider],
                 *, seed: int = 0, check: bool = True, log: bool = True,
                 versions: Mapping[str, str] | None = None) -> None:
        if not 1 <= players <= 6:
            raise IllegalActionError(f"cannot play with {players!r} players: expected 1 to 6")
        self.defs = CardTable.of(defs)
        self.n = players
        self.deciders = list(deciders)
        self.rng = random.Random(seed)
        self.check = check
        self.log = log
        self.events: list[Event] = []
        self.chosen_versions: dict[str, str] = dict(versions or {})
        self.listeners: dict[str, dict[int, list[Reaction]]] = {}
        # the zones call back weakly: a bound method would tie the game and its zones in a cycle that
        # only the cyclic garbage collector frees
        me = weakref.ref(self)
        self.zones = Zones(players, self.events if log else None,
                           lambda uid, code: me()._entered(uid, code))  # type: ignore[union-attr]
        self.turn = TurnState()
        self.players = [PlayerState() for _ in range(players)]
        self.loop = TurnLoop(self)
        self.identity: list[int] = list(range(players))
        self.controller = self.identity
        """Who answers each player's decisions (Possession replaces this list for a turn)."""
        self.kingdom: list[str] = []
        self.event_ids: list[str] = []
        self.bane: str | None = None
        self.hex_deck: list[str] = []
        self.hex_discard: list[str] = []
        self.boon_deck: list[str] = []
        """The Boons deck (top last); received Boons go to ``boon_discard``, reshuffled when the deck runs out."""
        self.boon_discard: list[str] = []
        self.marks: dict[str, Any] = {}
        """Game-wide state a card's behaviour keeps, keyed by card id (the Boons set aside for Druid)."""
        self.extra_turns: list[tuple[int, int | None]] = []
        """Extra turns waiting: (player, controller or None)."""
        self.artifacts: dict[str, int | None] = {}
        """Artifact or state token -> the player holding it (the Key...)."""
        self.supply_tokens: dict[str, dict[str, int]] = {}
        """Supply pile -> token name -> how many lie on it (Embargo tokens, Trade Route tokens...)."""
        self.mats: dict[str, int] = {}
        """Shared mats holding tokens (the Trade Route mat): mat -> tokens on it."""
        self.exiles = 0
        """How many times a card has been exiled in this game."""
        self.exiled_at: dict[int, int] = {}
        """Per card that was ever exiled: the number of the exile that put it on its mat last (an effect that
        remembers a card it exiled can tell whether it has left the mat and been exiled again since)."""
        self.lasting_cost_changes: list[CostChange] = []
        """Cost changes in force for the rest of the game, on every turn (a Prophecy's), like the turn's own."""
        self.actions_as_buys = False
        """A game rule lets players use Action plays as Buys: a purchase with no Buy left uses up an Action."""
        self.prophecy: str | None = None
        """The game's Prophecy (the one landscape of that kind), if it has one."""
        self.sun_tokens = 0
        """Sun tokens left on the Prophecy; once the last is removed the Prophecy is active for good."""
        self.turn_start_rules: list[PlayerRule] = []
        """What the cards in this game do at the start of every turn (Reserve calls, the Key, Clerk...)."""
        self.turn_start_calls: list[StartCall] = []
        """Optional start-of-turn abilities the player may use before, between or after their Durations' work."""
        self.shuffle_rules: list[PlayerRule] = []
        """What the cards in this game do right after a player shuffles their deck (Stash)."""
        self.discard_from_play_rules: list[CardFn] = []
        """Game rules seeing each card discarded from play in Clean-up: (game, player, uid) (Prince)."""
        self.discarded_from_play_rules: list[GroupRule] = []
        """Game rules seeing the turn player's cards discarded from play in Clean-up as one group, once they
        are in the discard pile and before each card's own when-discard-from-play ability (Scheme)."""
        self.cleanup_rules: list[PlayerRule] = []
        """What the cards in this game do at the start of the turn player's Clean-up, before anything
        is discarded (Scheme's chosen Action cards go onto the deck)."""
        self.turn_end_rules: list[PlayerRule] = []
        """What the cards in this game do when the turn player's turn ends, after Clean-up drew their next hand
        (Donate, Baths; the cards Save set aside come back)."""
        self.buy_start_rules: list[PlayerRule] = []
        """What the cards in this game do at the start of every Buy phase, before Treasures are played (Arena;
        an Artifact giving its holder a card then; States such as Deluded)."""
        self.buy_end_rules: list[PlayerRule] = []
        """What the cards in this game do at the end of every Buy phase (2022 Hermit's exchange)."""
        self.trash_rules: list[TrashRule] = []
        """Game rules adding a when-trash trigger to every card a player trashes, from anywhere: (game, the
        player trashing, uid, card) -> trigger or None (an effect lasting a turn, a Project; Tomb's +1 VP,
        given at once)."""
        self.emptied_rules: list[EmptiedRule] = []
        """Game rules reacting when a Supply pile empties by a move that is neither a gain nor a trash (those
        have their own rules, whose triggers resolve with the other when-gain and when-trash ones): Exile,
        setting aside, an exchange (Search)."""
        self.buy_rules: list[BuyRule] = []
        """Game rules that may forbid buying a card now (Contraband's named card...)."""
        self.attack_immune: set[int] = set()
        """Players the Attack being resolved does not affect."""
        self.type_changes: list[TypeChange] = []
        self.plays_as: list[PlaysAs] = []
        self.acting_as: dict[int, str] = {}
        """Physical card uid -> the card it is while it stays in play (the original Band of Misfits): its
        types, its when-trash and when-discard-from-play abilities and its name in play are that card's."""
        self.buys_as: list[BuysAs] = []
        self.gain_rules: list[GainRule] = []
        self._gained_from: dict[int, int] = {}
        """uid -> the zone code that card was last gained from (see :meth:`gained_from`)."""
        self.bought_rules: list[BoughtRule] = []
        """Game rules adding when-buy triggers to every purchase of a card (Embargo tokens)."""
        self.plus_swapped: int | None = None
        """The player whose +Cards are given as +$ and whose +$ as +Cards right now (:meth:`swap_plus`), or None."""
        self.play_instead: list[PlayInstead] = []
        """Game rules replacing what a played card's instructions do (Enchantress, a Way): the first that answers
        wins; the card is still played (its types, its when-play listeners, an Attack's Reactions)."""
        self.play_rules: list[PlayRule] = []
        """Game rules reacting to any player playing a card, after its coins (Corsair)."""
        self.final_round_rules: list[Callable[[CardAPI], list[int]]] = []
        """Game rules naming, once the game has ended, the players who take an extra round of turns (Fleet)."""
        self.after_play_rules: list[PlayRule] = []
        """Game rules acting once a card's play ability has resolved: (game, player, uid, card played as)."""
        self.can_play_rules: list[CanPlayRule] = []
        """Game rules that may forbid a player to play a card from their hand now: (game, player, uid) -> allowed."""
        self.play_cancels: list[PlayCancel] = []
        """Game rules that make a card just played do nothing (no coins, no ability): (game, player, uid, card) ->
        cancelled (Highwayman); they see every play and may keep count."""
        self.traits: dict[str, str] = {}
        """Trait -> the Kingdom pile it lies on for the whole game (its cards have the Trait)."""
        self.gain_redirects: list[Redirect] = []
        self.trash_redirects: list[Redirect] = []
        self.score_rules: list[ScoreRule] = []
        """Game rules adding victory points to a player's score when scoring (Landmarks; States such as
        Miserable)."""
        self._rules_installed: set[str] = set()
        self._hooks: dict[tuple[int, str], object | None] = {}
        self._reacts: dict[str, list[Reaction]] = {}
        self._versions: dict[str, str | None] = {}
        self._options: dict[str, Option] = {}
        self._pending: Decision | None = None
        self._supply_lists: dict[str, tuple[list[int], ...]] = {}
        self._supply_lists_piles = 0
        self._created: set[str] = set()
        """Card ids of which this game has physical copies (every card it can ever move)."""
        self._in_game: dict[str | int, frozenset[str]] = {}
        """Cached sets of this game's card ids: by printed type (str keys), by hook table (``id`` keys)."""

    # -- construction ------------------------------------------------------------------------------
    @classmethod
    def from_layout(cls, card_defs: Mapping[str, CardDef], layout: Layout,
                    decider: Decider | Sequence[Decider], *, check: bool = True, log: bool = True) -> Game:
        """Set up an exact position (scenarios), or a planned real set-up (``layout.deal``)."""
        n = len(layout.players)
        g = cls(card_defs, n, _deciders(decider, n), seed=layout.seed, check=check, log=log,
                versions=layout.versions)
        for pid, spec in layout.supply.items():
            g._fill_pile(pid, spec, True)
        for pid, spec in layout.non_supply.items():
            g._fill_pile(pid, spec, False)
        for cid in layout.trash:
            g._new(cid, TRASH_CODE)
        for cid in layout.black_market:
            g._new(cid, BLACK_MARKET_CODE)
        g.kingdom = list(layout.kingdom) if layout.kingdom is not None else [
            pid for pid in layout.supply if card_defs.get(pid) is None or card_defs[pid].supply == "kingdom"]
        g.traits = g._place_traits(layout)
        deal_rules = g._deal_rules(layout) if layout.deal else []
        for p, pl in enumerate(layout.players):
            discard = pl.discard
            if deal_rules:
                discard = list(discard)
                for rule in deal_rules:
                    for back in rule(g, p, discard):
                        g._new(back, g.zones.piles[g.defs[back].pile_id])
            for zone, ids in ((Zone.HAND, pl.hand), (Zone.DECK, pl.deck), (Zone.DISCARD, discard),
                              (Zone.IN_PLAY, pl.in_play), (Zone.EXILE, pl.exile),
                              (Zone.TAVERN, pl.tavern), (Zone.SET_ASIDE, pl.set_aside),
                              (Zone.ISLAND, pl.island_mat), (Zone.NATIVE_VILLAGE, pl.native_village_mat)):
                if not ids:
                    continue
                code = g.zones.zone_code(zone, p)
                for cid, run in groupby(ids):
                    g._new(cid, code, sum(1 for _ in run))
        # what is bought but never gained: Events, and Projects (set out as landscapes)
        g.event_ids = list(layout.events) + [c for c in layout.landscapes if c in card_defs
                                             and card_defs[c].kind in reg.BOUGHT_KINDS and c not in layout.events]
        g.bane = layout.bane
        g.hex_deck = list(layout.hexes) if layout.hexes is not None else g._default_hexes()
        g.boon_deck = (list(layout.boons) if layout.boons is not None
                       else [b for b in g.defs.of_kind("boon") if b in reg.BOONS.fns])
        g._place_prophecy(layout)
        # a Prophecy's rules apply only once it is the game's Prophecy with no Sun token left on it
        waiting = set(g.defs.of_kind("prophecy")) & reg.RULES.fns.keys()
        if g.prophecy is not None and not g.sun_tokens:
            waiting.discard(g.prophecy)
        # the Hexes' and Boons' own rules come in when one is first received (every game has the decks ready)
        for card in sorted(({*layout.supply, *layout.non_supply, *g.kingdom, *layout.events, *layout.landscapes,
                             *g._created} & reg.RULES.fns.keys()) - waiting):
            g.install_rules(card)
        for token, count in layout.tokens.items():
            for state in g.players:
                setattr(state, token, getattr(state, token) + count)
        if layout.deal:
            for p in range(n):
                g.shuffle(p)
                g.draw(p, 5)
        g.turn.player = layout.turn_player
        taken = layout.turns_taken if layout.turns_taken is not None else [
            0 if layout.deal or p > layout.turn_player else 1 for p in range(n)]
        for state, turns in zip(g.players, taken, strict=True):
            state.turns_taken = turns
        g.turn.phase = Phase(layout.phase)
        g.turn.actions, g.turn.buys, g.turn.coins = layout.actions, layout.buys, layout.coins
        if check:
            g.check_invariants()
        return g

    @classmethod
    def new(cls, card_defs: Mapping[str, CardDef], kingdom: list[str], players: int,
            decider: Decider | Sequence[Decider], seed: int = 0,
            options: GameOptions | None = None) -> Game:
        """Set up a real game: the basic piles by player count, the Kingdom, and what its cards bring."""
        opts = options or GameOptions()
        layout = setup_mod.plan(card_defs, kingdom, players, opts, seed)
        return cls.from_layout(card_defs, layout, decider, check=opts.check, log=opts.log)

    def _place_traits(self, layout: Layout) -> dict[str, str]:
        """Each Trait among the landscapes and the Kingdom pile it lies on: as the layout says, else the first
        Kingdom pile (in Kingdom order) of Action or Treasure cards that has no Trait yet."""
        placed = dict(layout.traits)
        for trait in layout.landscapes:
            d = self.defs.get(trait)
            if d is None or d.kind != "trait" or trait in placed:
                continue
            free = [k for k in self.kingdom if k not in placed.values() and setup_mod.takes_trait(self.defs, k)]
            if free:
                placed[trait] = free[0]
        return placed

    def _deal_rules(self, layout: Layout) -> list[reg.DealRule]:
        """What the cards in a real set-up do to each player's starting cards (:func:`hooks.deal_rule`), by card id."""
        present = {*layout.supply, *layout.non_supply, *self.kingdom, *layout.events, *layout.landscapes}
        return [reg.DEAL_RULES[c] for c in sorted(present & reg.DEAL_RULES.keys())]

    def _place_prophecy(self, layout: Layout) -> None:
        """The Prophecy among the landscapes (a game uses at most one) and the Sun tokens on it: as the layout
        says, else by player count.  Its rules are installed only once no Sun token is left on it."""
        found = [c for c in layout.landscapes if c in self.defs and self.defs[c].kind == "prophecy"]
        if len(found) > 1:
            raise IllegalActionError(f"a game uses one Prophecy, the layout has {len(found)}: {', '.join(found)}")
        if not found:
            if layout.sun_tokens is not None:
                raise IllegalActionError("the layout puts Sun tokens on a Prophecy, but it has no Prophecy among "
                                         "its landscapes")
            return
        self.prophecy = found[0]
        self.sun_tokens = setup_mod.sun_tokens(self.n) if layout.sun_tokens is None else layout.sun_tokens
        if self.sun_tokens < 0:
            raise IllegalActionError(f"a Prophecy cannot hold {self.sun_tokens} Sun tokens: expected 0 or more")

    def remove_sun(self, player: int, n: int = 1) -> int:
        """+n Sun: ``player`` removes up to ``n`` Sun tokens from the Prophecy, one at a time; removing the last
        makes it active for the rest of the game (its rules are installed, then its own last-Sun ability runs
        for ``player``).  Returns how many were removed: none once none are left, or in a game without one."""
        removed = 0
        while removed < n and self.prophecy is not None and self.sun_tokens > 0:
            self.sun_tokens -= 1
            removed += 1
            self.emit(SunRemoved(player, self.prophecy, self.sun_tokens))
            if self.sun_tokens == 0:
                self.emit(ProphecyActive(player, self.prophecy))
                self.install_rules(self.prophecy)
                fn = self.hook(reg.LAST_SUN, self.prophecy)
                if fn is not None:
                    fn(self, player)
        return removed

    def withdraw_pile(self, pile: str) -> None:
        """Remove a Supply pile from the game for good (see :meth:`Zones.withdraw_pile`); tokens on it are gone, and
        it is no longer one of the Kingdom's piles."""
        if pile not in self.zones.supply_piles:
            raise IllegalActionError(f"cannot remove pile {pile!r}: it is not in the Supply")
        self.zones.withdraw_pile(pile)
        self.supply_tokens.pop(pile, None)
        self._supply_lists_piles = -1
        if pile in self.kingdom:
            self.kingdom.remove(pile)

    def add_kingdom_pile(self, card: str) -> None:
        """Set out a new Kingdom pile of one card in the middle of the game (as many copies as the player count
        gives) and install the game rules its card brings."""
        d = self.defs.get(card)
        if d is None or card in self.zones.piles:
            raise IllegalActionError(f"cannot set out a new pile of {card!r}: unknown, or the game has it already")
        self._fill_pile(card, setup_mod.pile_size(card, self.n, victory="victory" in d.types), True)
        self._supply_lists_piles = -1
        self.kingdom.append(card)
        self.install_rules(card)

    def _default_hexes(self) -> list[str]:
        return [h for h in self.defs.of_kind("hex") if h in reg.HEXES.fns]

    def _fill_pile(self, pid: str, spec: PileSpec, supply: bool) -> None:
        code = self.zones.add_pile(pid, supply)
        if isinstance(spec, int):
            self._new(pid, code, spec, pid)
        else:
            for cid, run in groupby(spec):
                self._new(cid, code, sum(1 for _ in run), pid)

    def _new(self, card: str, code: int, count: int = 1, home: str | None = None) -> None:
        d = self.defs.get(card)
        if d is None:
            raise IllegalActionError(f"unknown card {card!r}")
        if card not in self._created:
            self._created.add(card)
            self._in_game.clear()
        watched = card in reg.REACTIONS and bool(self.reactions(card))
        self.zones.create(card, code, count, d.pile_id if home is None else home, watched)

    def install_rules(self, card: str) -> None:
        """Install the game-wide rules ``card`` brings (once per game)."""
        if card not in reg.RULES.fns or card in self._rules_installed:
            return
        self._rules_installed.add(card)
        fn = self.hook(reg.RULES, card)
        if fn is not None:
            fn(self)

    # -- versions, hooks and the listener index --------------------------------------------------------
    def version(self, card: str) -> str | None:
        """The version of ``card`` this game uses."""
        try:
            return self._versions[card]
        except KeyError:
            v = self._versions[card] = reg.version_of(card, self.chosen_versions)
            return v

    def hook(self, table: reg.Table, card: str) -> Callable[..., Any] | None:
        """The behaviour of ``card`` in ``table`` for this game's chosen version (cached)."""
        key = (id(table), card)
        try:
            fn = self._hooks[key]
        except KeyError:
            fn = self._hooks[key] = reg.pick(table, card, self.version(card))
        return fn  # type: ignore[return-value]

    def reactions(self, card: str) -> list[Reaction]:
        """The zone listeners ``card`` has in this game's version of it."""
        try:
            return self._reacts[card]
        except KeyError:
            r = self._reacts[card] = reg.pick_reactions(card, self.version(card))
            return r

    def _entered(self, uid: int, code: int) -> None:
        """Re-index a listening card's listeners for the zone it entered (no polling of other cards)."""
        kind = self.zones.kind[code]
        for per in self.listeners.values():
            per.pop(uid, None)
        for r in self.reactions(self.zones.card_of[uid]):
            if r.zone is kind:
                self.listeners.setdefault(r.event, {}).setdefault(uid, []).append(r)

    def listening(self, event: str, owner: int) -> list[tuple[int, Reaction]]:
        """(uid, listener) pairs for ``event`` among the cards in ``owner``'s zones, in uid order."""
        per = self.listeners.get(event)
        if not per:
            return []
        loc, zowner = self.zones.loc, self.zones.owner
        return [(uid, r) for uid, rs in list(per.items()) if zowner[loc[uid]] == owner for r in rs]

    def reaction_trigger(self, r: Reaction, owner: int, luid: int, info: object) -> Trigger:
        """A pending trigger for a listener (re-checks ``applies`` before it runs)."""
        return Trigger(f"{r.option}:{r.card}", r.optional,
                       lambda: r.applies(self, owner, luid, info),
                       lambda: r.run(self, owner, luid, info))

    def resolve_triggers(self, kind: str, player: int, trig: list[Trigger], *,
                         refresh: Callable[[], list[Trigger]] | None = None, **context: object) -> None:
        """Resolve triggered abilities in the order their owner picks, re-checking each before it runs (what they
        give is never swapped by :meth:`swap_plus`: they are not the instructions being followed); ``refresh``
        adds those that became possible meanwhile."""
        if self.plus_swapped is not None:
            self._unswapped(lambda: resolve_triggers(self, kind, player, trig, context, refresh))
        else:
            resolve_triggers(self, kind, player, trig, context, refresh)

    def _new_reactions(self, event: str, owner: int, info: object) -> Callable[[], list[Trigger]]:
        """The owner's listeners for ``event`` that were not there when the triggers were collected, as triggers
        (a Reaction card another reaction brought into the hand may still react: Mapmaker FAQ)."""
        offered = {luid for luid, _ in self.listening(event, owner)}

        def more() -> list[Trigger]:
            new = [(luid, r) for luid, r in self.listening(event, owner) if luid not in offered]
            offered.update(luid for luid, _ in new)
            return [self.reaction_trigger(r, owner, luid, info) for luid, r in new]
        return more

    # -- +Cards and +$ swapped ------------------------------------------------------------------------------
    def swap_plus(self, player: int, run: Callable[[], None]) -> None:
        """Run ``run`` (a card's instructions) with the player's +Cards given as that much +$ and +$ (added to
        :attr:`TurnState.coins`) as that many +Cards.  Only what ``run`` gives itself is swapped: a card it plays
        and the abilities it triggers do what they normally do, and Duration work it schedules for a later turn
        runs after the swap is over.  A draw that is not +Cards (``draw(..., plus=False)``) is never swapped."""
        t = self.turn
        saved = self.plus_swapped, t.coins_as_cards
        self.plus_swapped = player

        def coins_as_cards(n: int) -> None:
            self.draw(player, n, plus=False)
        t.coins_as_cards = coins_as_cards
        try:
            run()
        finally:
            self.plus_swapped, t.coins_as_cards = saved

    def _unswapped(self, run: Callable[[], None]) -> None:
        """Run ``run`` with no +Cards or +$ swapped (a card played, or abilities triggered, during a swap)."""
        t = self.turn
        saved = self.plus_swapped, t.coins_as_cards
        self.plus_swapped = t.coins_as_cards = None
        try:
            run()
        finally:
            self.plus_swapped, t.coins_as_cards = saved

    def emit(self, event: Event) -> None:
        """Append an event to the log (when logging is on)."""
        if self.log:
            self.events.append(event)

    # -- views -------------------------------------------------------------------------------------------
    def hand(self, player: int) -> list[str]:
        """Card ids in a player's hand."""
        return self.zones.ids(self.zones.hands[player])

    def deck(self, player: int) -> list[str]:
        """Card ids in a player's deck, top last."""
        return self.zones.ids(self.zones.decks[player])

    def discard(self, player: int) -> list[str]:
        """Card ids in a player's discard pile, top last."""
        return self.zones.ids(self.zones.discards[player])

    def in_play(self, player: int) -> list[str]:
        """Card ids a player has in play."""
        return self.zones.ids(self.zones.plays[player])

    def zone(self, player: int, zone: Zone) -> list[str]:
        """Card ids in any player zone."""
        return self.zones.ids(self.zones.lists[self.zones.zone_code(zone, player)])

    def trash_ids(self) -> list[str]:
        """Card ids in the trash, in order."""
        return self.zones.ids(self.zones.trash)

    def black_market_ids(self) -> list[str]:
        """Card ids in the Black Market deck, top last."""
        return self.zones.ids(self.zones.black_market)

    def pile(self, pile_id: str) -> list[str]:
        """Card ids in a pile, top last (empty for an unknown pile)."""
        c = self.zones.piles.get(pile_id)
        return [] if c is None else self.zones.ids(self.zones.lists[c])

    def pile_count(self, pile_id: str) -> int:
        """Number of cards in a pile (0 for an unknown pile)."""
        c = self.zones.piles.get(pile_id)
        return 0 if c is None else len(self.zones.lists[c])

    def summary(self) -> str:
        """A compact text picture of the position, for error messages."""
        t = self.turn
        lines = [f"turn player {t.player}, phase {t.phase.value}, actions {t.actions}, buys {t.buys}, "
                 f"coins {t.coins}"]
        for p in range(self.n):
            lines.append(f"p{p}: hand={self.hand(p)} deck={self.deck(p)} discard={self.discard(p)} "
                         f"in_play={self.in_play(p)}")
        lines.append(f"trash={self.trash_ids()}")
        lines.append("supply=" + ", ".join(f"{p}:{self.pile_count(p)}" for p in self.zones.supply_piles))
        return "\n".join(lines)

    def check_invariants(self) -> None:
        """Raise InvariantError if a card was lost, duplicated or misplaced, or a decision is pending."""
        self.zones.check()
        if self._pending is not None:
            raise InvariantError(f"decision left pending: {self._pending!r}")

    # -- card facts in this game ---------------------------------------------------------------------
    def pile_of(self, card: str) -> str:
        """The pile id ``card`` belongs to."""
        return self.defs[card].pile_id

    def top(self, pile_id: str) -> int | None:
        """The top card uid of a pile, or None when empty or unknown."""
        return self.zones.top(pile_id)

    def supply_top(self, card_id: str) -> int | None:
        """The uid of the ``card_id`` on top of its Supply pile, or None when it is not in the Supply."""
        lists = self._supply_lists.get(card_id)
        if lists is None or self._supply_lists_piles != len(self.zones.piles):
            lists = self._supply_lists_for(card_id)
        for lst in lists:
            if lst:
                uid = lst[-1]
                return uid if self.zones.card_of[uid] == card_id else None
        return None

    def _supply_lists_for(self, card_id: str) -> tuple[list[int], ...]:
        """The Supply piles that could hold ``card_id`` on top, in lookup order (kept until a pile is added)."""
        z = self.zones
        if self._supply_lists_piles != len(z.piles):
            self._supply_lists.clear()
            self._supply_lists_piles = len(z.piles)
        out = []
        for pid in (self.pile_of(card_id), card_id) if card_id in self.defs else (card_id,):
            c = z.piles.get(pid)
            if c is not None and z.kind[c] is Zone.SUPPLY:
                out.append(z.lists[c])
        lists = self._supply_lists[card_id] = tuple(out)
        return lists

    def in_supply(self, card_id: str) -> bool:
        """Computed: ``card_id`` is the top card of a non-empty Supply pile."""
        return self.supply_top(card_id) is not None

    def supply_tops(self) -> list[str]:
        """Card ids on top of each non-empty Supply pile, in pile order."""
        co = self.zones.card_of
        return [co[lst[-1]] for lst in self.zones.supply_lists if lst]

    def owner_of(self, uid: int) -> int | None:
        """The player whose zone holds ``uid`` (None for the trash, piles, the Black Market deck)."""
        return self.zones.owner_of(uid)

    def cost_of(self, card: str) -> Cost:
        """A card's current cost: its own cost rule (Peddler...), then the cost changes in force this turn.

        Events and Projects are not cards: a cost change ("cards cost $1 less") never touches them.
        """
        d = self.defs[card]
        base = d.cost
        if card in reg.COST.fns:
            fn = self.hook(reg.COST, card)
            if fn is not None:
                base = fn(self, base)
        if d.kind != "card":
            return base
        delta = self.cost_change(card)
        return base.plus(delta) if delta else base

    def cost_change(self, card: str) -> int:
        """The coins the cost changes in force now (this turn's and the lasting ones) add to ``card``'s cost."""
        changes = self.turn.cost_changes
        if self.lasting_cost_changes:
            changes = [*changes, *self.lasting_cost_changes]
        return sum(d for applies, d in changes if applies is None or applies(card)) if changes else 0

    def card_as(self, uid: int) -> str:
        """The card a physical card is now: what it is acting as while in play (:attr:`acting_as`), else itself."""
        z = self.zones
        acting = self.acting_as.get(uid) if self.acting_as else None
        if acting is not None and z.kind[z.loc[uid]] is Zone.IN_PLAY:
            return acting
        return z.card_of[uid]

    def types_of(self, uid: int) -> frozenset[str]:
        """A physical card's current types (game rules such as Inheritance may add some; a card acting as
        another while in play has that card's types)."""
        t = self.defs[self.card_as(uid) if self.acting_as else self.zones.card_of[uid]].types
        for change in self.type_changes:
            t = change(self, uid, t)
        return t

    def is_type(self, uid: int, t: str) -> bool:
        """True when the physical card currently has type ``t``."""
        return t in self.types_of(uid)

    def in_game_of_type(self, t: str) -> frozenset[str]:
        """Card ids of this game's physical cards whose printed types include ``t`` (cached)."""
        hit = self._in_game.get(t)
        if hit is None:
            hit = self._in_game[t] = frozenset(self._created & self.defs.of_type(t))
        return hit

    def _in_game_of_types(self, kinds: set[str]) -> frozenset[str]:
        """Card ids of this game's physical cards having any of the printed types ``kinds`` (cached by the types)."""
        key = "|".join(sorted(kinds))
        hit = self._in_game.get(key)
        if hit is None:
            hit = self._in_game[key] = frozenset().union(*(self.in_game_of_type(t) for t in kinds))
        return hit

    def in_game_with(self, table: reg.Table) -> frozenset[str]:
        """Card ids of this game's physical cards that have a hook in ``table`` (cached)."""
        key = id(table)
        hit = self._in_game.get(key)
        if hit is None:
            hit = self._in_game[key] = frozenset(self._created & table.fns.keys())
        return hit

    def cards_of_type(self, t: str) -> frozenset[str]:
        """Card ids whose printed types include ``t``."""
        return self.defs.of_type(t)

    def name(self, card: str) -> str:
        """A card's English name (for labels and messages)."""
        d = self.defs.get(card)
        return d.name if d is not None else card

    # -- decisions ---------------------------------------------------------------------------------
    def option(self, oid: str) -> Option:
        """A cached :class:`Option` for an id such as ``"gain:silver"``."""
        o = self._options.get(oid)
        if o is None:
            verb, _, card = oid.partition(":")
            o = self._options[oid] = Option(oid, f"{verb} {self.name(card)}" if card else verb)
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
            if picked is not None and fits(picked, ids, lo, hi):
                return picked
        opts = tuple(self.option(i) for i in ids)
        d = Decision(kind, player, opts, lo, hi, context)
        self._pending = d
        answer = d.validate(decider.decide(self, d))
        if self.log:
            self.events.append(Decided(kind, player, tuple(answer)))
        self._pending = None
        return answer

    # -- the gain pipeline -------------------------------------------------------------------------------
    def _pick(self, card: str, source: str) -> tuple[int, int] | None:
        """Step 1 of the gain pipeline: the physical card to gain and its zone, or None (nothing there)."""
        z = self.zones
        if source == "supply":
            uid = self.supply_top(card)
            if uid is None:
                code = z.piles.get(card)  # a mixed pile named directly: its top card, whatever it is
                if code is None or z.kind[code] is not Zone.SUPPLY or not z.lists[code]:
                    return None
                uid = z.lists[code][-1]
            return uid, z.loc[uid]
        if source == "trash":
            for uid in reversed(z.trash):
                if z.card_of[uid] == card:
                    return uid, TRASH_CODE
            return None
        if source == BLACK_MARKET_SOURCE:
            for uid in z.black_market:
                if z.card_of[uid] == card:
                    return uid, BLACK_MARKET_CODE
            return None
        if source.startswith("non-supply"):
            pid = source.partition(":")[2] or (self.pile_of(card) if card in self.defs else card)
            code = z.piles.get(pid)
            if code is None or z.kind[code] is not Zone.NON_SUPPLY:
                return None
            for uid in reversed(z.lists[code]):
                if z.card_of[uid] == card or pid == card:
                    return uid, code
            return None
        raise IllegalActionError(f"unknown gain source {source!r}: expected supply, trash, "
                                 f"{BLACK_MARKET_SOURCE} or non-supply:<pile>")

    def gain(self, player: int, card_id: str, *, to: Zone | None = None, source: str = "supply",
             uid: int | None = None, replaceable: bool = True) -> int | None:
        """Gain a card; return its uid, or None when nothing was gained.

        The one gain pipeline: pick → who gains (a controlled turn's redirect) →
        would-gain replacements → destination (the gaining instruction, else
        the card's own default, else the discard pile) → move → ``Gained`` →
        when-gain triggers.  ``uid`` gains that exact card from wherever it is
        (the trash, a pile, a revealed set-aside zone).
        """
        z = self.zones
        picked = (uid, z.loc[uid]) if uid is not None else self._pick(card_id, source)
        if picked is None:
            return None
        uid, src = picked
        card_id = z.card_of[uid]
        gainer = player
        for by, redirect in self.gain_redirects:
            other = redirect(self, player)
            if other is not None and other != player:
                self.emit(GainReplaced(player, card_id, by, other, card_id))
                gainer = other
                break
        if replaceable and "WouldGain" in self.listeners:
            would = self.listening("WouldGain", gainer)
            if would:
                info = GainInfo(gainer, uid, card_id, src)
                for luid, r in would:
                    if r.applies(self, gainer, luid, info) and self.ask(
                            "would-gain", gainer, [f"{r.option}:{r.card}", "no"], card=card_id) != ["no"]:
                        self.emit(GainReplaced(gainer, card_id, r.card, gainer, r.instead))
                        r.run(self, gainer, luid, info)
                        return None
        if to is None:
            to = reg.GAIN_TO.get(card_id, Zone.DISCARD)
        dst = FIRST_PLAYER_CODE + gainer * NPZ + ZONE_INDEX[to]
        label = z.source_label(src) if self.log else ""
        z.move(uid, src, dst)
        self._gained_from[uid] = src
        if gainer == self.turn.player:
            self.turn.gains += 1
        if self.log:
            self.events.append(Gained(gainer, card_id, uid, label, to.value))
        self._when_gain(gainer, uid, card_id, dst)
        return uid

    def gained_from(self, uid: int) -> int | None:
        """The zone code the card was taken from the last time it was gained (a Supply pile, the trash, a
        non-Supply pile...), or None if it never was (Trade Route moves its token only for a gain from the pile)."""
        return self._gained_from.get(uid)

    def _when_gain(self, gainer: int, uid: int, card: str, dst: int) -> None:
        """The when-gain abilities of a gain, player by player in turn order from the player whose turn it is
        (each player orders their own): the gainer's (the card's own, their reactions, the game's rules), and
        the other players' reactions to another player gaining (Fool's Gold, Black Cat)."""
        trig: list[Trigger] = []
        own = self.hook(reg.GAIN, card) if card in reg.GAIN.fns else None
        if own is not None:
            fn = own
            trig.append(Trigger(f"on-gain:{card}", False, lambda: True, lambda: fn(self, gainer, uid)))
        listeners = self.listeners
        info = GainInfo(gainer, uid, card, dst) if listeners else None
        if "Gained" in listeners:
            for luid, r in self.listening("Gained", gainer):
                trig.append(self.reaction_trigger(r, gainer, luid, info))
        for rule in self.gain_rules:
            t = rule(self, gainer, uid, card, dst)
            if t is not None:
                trig.append(t)
        exile = self.zones.of(gainer, EXILE)
        if exile and any(self.zones.card_of[e] == card for e in exile):
            trig.append(Trigger(f"discard-exiled:{card}", True,
                                lambda: any(self.zones.card_of[e] == card for e in exile),
                                lambda: self.discard_exiled(gainer, card)))
        mine = self._new_reactions("Gained", gainer, info) if "Gained" in listeners else None
        if "OtherGained" not in listeners:
            if trig:
                self.resolve_triggers("when-gain", gainer, trig, refresh=mine, card=card)
            return
        for player in self.turn_order(self.turn.player):
            if player == gainer:
                if trig:
                    self.resolve_triggers("when-gain", gainer, trig, refresh=mine, card=card)
                continue
            theirs = [self.reaction_trigger(r, player, luid, info)
                      for luid, r in self.listening("OtherGained", player)]
            if theirs:
                self.resolve_triggers("when-other-gains", player, theirs,
                                      refresh=self._new_reactions("OtherGained", player, info), card=card)

    # -- other movements ----------------------------------------------------------------------------
    def move(self, uid: int, src: int, dst: int, *, bottom: bool = False) -> None:
        """The checked move (see :meth:`Zones.move`)."""
        self.zones.move(uid, src, dst, bottom=bottom)

    def try_move(self, uid: int, src: int, dst: int, *, bottom: bool = False) -> bool:
        """Move if the card is still where expected; return False (lose track) otherwise."""
        return self.zones.try_move(uid, src, dst, bottom=bottom)

    def _moved(self, player: int | None, uid: int, src: int, dst: int, reason: str) -> None:
        if self.log:
            z = self.zones
            self.events.append(Moved(player, z.card_of[uid], uid, z.kind[src].value, z.kind[dst].value, reason))

    def shuffle(self, player: int) -> None:
        """Shuffle the discard pile to form the deck (a chance step from the game's seed)."""
        shuffled = len(self.zones.discards[player])
        size = self.zones.shuffle_discard_into_deck(player, self.rng)
        if reg.BOTTOM_WHEN_SHUFFLED:
            self._shuffled_down(player, shuffled)
        if self.log:
            self.events.append(Shuffled(player, size))
        for rule in self.shuffle_rules:
            rule(self, player)

    def shuffle_into_deck(self, player: int, uids: Sequence[int]) -> None:
        """Put ``uids`` (from wherever they are) into the player's deck and shuffle the whole deck (Inn)."""
        z = self.zones
        dcode = z.code(player, DECK)
        for uid in uids:
            src = z.loc[uid]
            z.move(uid, src, dcode)
            self._moved(player, uid, src, dcode, "shuffle-in")
        deck = z.decks[player]
        self.rng.shuffle(deck)
        if reg.BOTTOM_WHEN_SHUFFLED:
            self._shuffled_down(player, len(deck))
        if self.log:
            self.events.append(Shuffled(player, len(deck)))
        for rule in self.shuffle_rules:  # shuffling cards into the deck is shuffling it ("when you shuffle")
            rule(self, player)

    def _shuffled_down(self, player: int, size: int) -> None:
        """Of the ``size`` cards just shuffled into the bottom of the player's deck, those of a type declared
        with :func:`hooks.bottom_when_shuffled` go to the very bottom (keeping their shuffled order)."""
        deck = self.zones.decks[player]
        kinds = reg.BOTTOM_WHEN_SHUFFLED
        if self.type_changes:
            down = [u for u in deck[:size] if kinds & self.types_of(u)]
        else:
            ids = self._in_game_of_types(kinds)
            if not ids:
                return
            co = self.zones.card_of
            down = [u for u in deck[:size] if co[u] in ids]
        if down:
            low = set(down)
            deck[:size] = down + [u for u in deck[:size] if u not in low]

    def draw(self, player: int, n: int = 1, *, plus: bool = True) -> list[int]:
        """Draw up to ``n`` cards, shuffling when the deck runs out.  ``plus``: the draw is a "+Cards" instruction,
        given as +$ instead while the player's +Cards are swapped (:meth:`swap_plus`; nothing is drawn then);
        False for other ways of drawing ("draw until you have 6 cards in hand", "draw that many")."""
        if plus and self.plus_swapped == player:
            self.turn.add_coins(max(0, n))
            return []
        z = self.zones
        hcode = FIRST_PLAYER_CODE + player * NPZ + HAND
        if n > 0 and self.players[player].minus_card:
            self.players[player].minus_card = False
            n -= 1
            self.emit(TokenChanged(player, "-card", "off"))
        if not self.log:
            out = z.take_top(player, n, hcode)
            while len(out) < n and z.discards[player]:
                self.shuffle(player)
                out.extend(z.take_top(player, n - len(out), hcode))
            return out
        return self._from_deck(player, n, hcode, "draw")

    def top_cards(self, player: int, n: int) -> list[int]:
        """Reveal or look at up to ``n`` cards from the top of the deck, moving them to set-aside."""
        return self._from_deck(player, n, self.zones.code(player, SET_ASIDE), None)

    def _from_deck(self, player: int, n: int, dst: int, reason: str | None) -> list[int]:
        """Move up to ``n`` cards one at a time from the top of the deck to ``dst``, shuffling when it runs
        out; log each move under ``reason`` (None: no log)."""
        z = self.zones
        deck = z.decks[player]
        dcode = z.code(player, DECK)
        out = []
        for _ in range(n):
            if not deck:
                if not z.discards[player]:
                    break
                self.shuffle(player)
                if not deck:  # a shuffle rule put every shuffled card elsewhere (Order of Masons)
                    break
            uid = deck[-1]
            z.move(uid, dcode, dst)
            out.append(uid)
            if reason is not None:
                self._moved(player, uid, dcode, dst, reason)
        return out

    def reveal(self, player: int, uids: Iterable[int]) -> None:
        """Reveal cards: log it, then each revealed card's own when-revealed ability (Patron) runs."""
        co = self.zones.card_of
        uids = list(uids)
        if self.log:
            self.events.append(Revealed(player, tuple(co[u] for u in uids)))
        if reg.REVEAL.fns:
            for uid in uids:
                if co[uid] in reg.REVEAL.fns:
                    fn = self.hook(reg.REVEAL, co[uid])
                    if fn is not None:
                        fn(self, player, uid)

    def discard_card(self, player: int, uid: int, src: int | None = None, reason: str = "discard") -> None:
        """Discard a card (from the hand unless ``src`` says otherwise)."""
        self.discard_cards(player, [uid], src, reason)

    def discard_cards(self, player: int, uids: Sequence[int], src: int | None = None,
                      reason: str = "discard") -> None:
        """Discard cards at once (from the hand unless ``src`` says otherwise): every card reaches the discard
        pile first, then their when-discard abilities (Tunnel, Weaver) resolve one at a time, in the order the
        owner picks; each ability re-checks where its card is (a reshuffle in between loses track of it)."""
        z = self.zones
        src = z.code(player, HAND) if src is None else src
        dst = z.code(player, DISCARD)
        for uid in uids:
            z.move(uid, src, dst)
            self._moved(player, uid, src, dst, reason)
        trig: list[Trigger] = []
        for uid in uids:
            card = z.card_of[uid]
            if card in reg.DISCARD.fns:
                fn = self.hook(reg.DISCARD, card)
                if fn is not None:
                    trig.append(Trigger(f"on-discard:{card}", False, lambda: True,
                                        lambda fn=fn, uid=uid: fn(self, player, uid)))  # type: ignore[misc]
        if len(trig) == 1:
            trig[0].run()
        elif trig:
            self.resolve_triggers("when-discard", player, trig, card=z.card_of[uids[0]])

    def topdeck(self, player: int, uid: int, src: int | None = None) -> None:
        """Put a card onto the player's deck (from the hand unless ``src`` says otherwise)."""
        src = self.zones.code(player, HAND) if src is None else src
        dst = self.zones.code(player, DECK)
        self.zones.move(uid, src, dst)
        self._moved(player, uid, src, dst, "topdeck")

    def trash(self, player: int | None, uid: int, src: int | None = None) -> None:
        """Trash a card (from ``player``'s hand unless ``src`` says otherwise), then its when-trash ability."""
        self.trash_all(player, [uid], src)

    def trash_all(self, player: int | None, uids: Sequence[int], src: int | None = None) -> None:
        """Trash cards at once (from ``player``'s hand unless ``src`` says otherwise): every card moves first,
        then their when-trash abilities and their owner's when-trash listeners (Market Square) trigger
        together, in the order the owner picks."""
        z = self.zones
        if src is None:
            if player is None:
                raise IllegalActionError("trash needs a player or a source zone")
            src = z.code(player, HAND)
        owner = z.owner[src]
        label = z.kind[src].value
        keeper: tuple[str, int] | None = None
        if owner is not None:
            keeper = next(((by, k) for by, redirect in self.trash_redirects
                           if (k := redirect(self, owner)) is not None), None)
        whose = owner if owner is not None else (player if player is not None else self.turn.player)
        if player is not None and player == self.turn.player:
            self.turn.trashed += len(uids)
        listening = owner is not None and keeper is None and "Trashed" in self.listeners
        rules = self.trash_rules if keeper is None else []
        trasher = player if player is not None else whose
        trig: list[Trigger] = []
        for uid in uids:
            card = z.card_of[uid]
            acting = self.card_as(uid) if self.acting_as else card  # what it is as it is trashed
            if keeper is not None and owner is not None:
                z.move(uid, src, z.code(owner, SET_ASIDE))
                self.turn.set_aside_by_control.append(uid)
                self.emit(Trashed(player, card, uid, label))
                self.emit(SetAside(owner, card, uid, label, keeper[0]))
            else:
                z.move(uid, src, TRASH_CODE)
                self.emit(Trashed(player, card, uid, label))
            fn = self.hook(reg.TRASH, acting)
            if fn is not None:
                if len(uids) == 1 and not listening and not rules:
                    fn(self, whose, uid)
                    return
                trig.append(Trigger(f"on-trash:{acting}", False, lambda: True,
                                    lambda fn=fn, uid=uid: fn(self, whose, uid)))  # type: ignore[misc]
            for rule in rules:
                extra = rule(self, trasher, uid, card)
                if extra is not None:
                    trig.append(extra)
            if listening and owner is not None:
                info = TrashInfo(owner, uid, card)
                trig.extend(self.reaction_trigger(r, owner, luid, info)
                            for luid, r in self.listening("Trashed", owner))
        if trig:
            self.resolve_triggers("when-trash", whose, trig, card=z.card_of[uids[0]])

    def exchange(self, player: int, uid: int, card_in: str, *, expect: int | None = None) -> int | None:
        """Return ``uid`` to its pile and take ``card_in``, putting it into the player's discard pile wherever
        ``uid`` was (the exchange rule: neither card is gained or trashed)."""
        z = self.zones
        src = z.loc[uid] if expect is None else expect
        picked = self._pick(card_in, "supply") or self._pick(card_in, "non-supply")
        if picked is None or z.loc[uid] != src:
            return None
        new, pcode = picked
        home = z.piles.get(z.home[uid])
        if home is None:
            return None  # exchanging works both ways: a card with no pile to return to cannot be exchanged
        dst = z.code(player, DISCARD)
        z.move(uid, src, home)
        z.move(new, pcode, dst)
        self.emit(Exchanged(player, z.card_of[uid], uid, card_in, new, z.kind[dst].value))
        self._emptied(player, pcode)
        return new

    def pass_card(self, from_player: int, to_player: int, uid: int) -> None:
        """Pass a card from one hand to another (ownership changes, nothing is gained)."""
        z = self.zones
        z.move(uid, z.code(from_player, HAND), z.code(to_player, HAND))
        self.emit(Passed(from_player, to_player, z.card_of[uid], uid))

    def exile(self, player: int, uid: int) -> None:
        """Put a card from wherever it is onto the player's Exile mat (not a gain)."""
        z = self.zones
        src = z.loc[uid]
        z.move(uid, src, z.code(player, EXILE))
        self.exiles += 1
        self.exiled_at[uid] = self.exiles
        self.emit(Exiled(player, z.card_of[uid], uid, z.kind[src].value))
        self._emptied(player, src)

    def discard_exiled(self, player: int, card: str) -> None:
        """Discard every copy of ``card`` from the player's Exile mat."""
        z = self.zones
        ecode = z.code(player, EXILE)
        for uid in [u for u in z.lists[ecode] if z.card_of[u] == card]:
            self.discard_card(player, uid, ecode, "exile")

    def set_aside(self, player: int, uid: int, reason: str) -> None:
        """Set a card aside with the player (not a gain)."""
        z = self.zones
        src = z.loc[uid]
        z.move(uid, src, z.code(player, SET_ASIDE))
        self.emit(SetAside(player, z.card_of[uid], uid, z.kind[src].value, reason))
        self._emptied(player, src)

    def _emptied(self, player: int, src: int) -> None:
        """The :attr:`emptied_rules` when moving a card out of zone ``src`` emptied a Supply pile."""
        z = self.zones
        pile = z.pile_id[src]
        if not self.emptied_rules or pile is None or z.lists[src] or z.kind[src] is not Zone.SUPPLY:
            return
        trig = [t for rule in self.emptied_rules if (t := rule(self, player, pile)) is not None]
        if trig:
            self.resolve_triggers("pile-emptied", player, trig)

    def return_to_pile(self, player: int | None, uid: int, src: int | None = None) -> bool:
        """Return a card to its home pile; False when it was not where expected or has no pile."""
        z = self.zones
        src = z.loc[uid] if src is None else src
        home = z.piles.get(z.home[uid])
        if home is None or z.loc[uid] != src:
            return False
        z.move(uid, src, home)
        self.emit(Returned(player, z.card_of[uid], uid, z.home[uid]))
        return True

    def set_token(self, player: int, token: str, value: str) -> None:
        """Log a token change (the caller changed the player's state)."""
        self.emit(TokenChanged(player, token, value))

    # -- Durations ---------------------------------------------------------------------------------------
    def extra_turn_after(self, player: int, source: str, cancel: Callable[[], None] | None = None) -> int:
        """"Take an extra turn after this one (but not a 3rd turn in a row)", the 2023 wording of the extra-turn
        cards, for the card ``source``: how many turns after this one that extra turn comes, or 0 when it fails.

        It fails when this turn of the player's already follows one of theirs. When the player already set up
        an extra turn in this turn, only one of the two can be taken, and the player chooses which (FAQ: "you
        choose one turn to take, and the others fail"): taking the new one calls the other's ``cancel``, which
        undoes what its card prepared for it (a Duration kept in play for that turn is discarded in Clean-up).
        Two extra turns from copies of one card are the same turn, and the first one set up is kept.
        """
        if not self.may_take_extra_turn(player):
            return 0
        earlier = self.turn.extra_turn if self.turn.player == player else None
        if earlier is None:
            self.extra_turns.append((player, None))
            if self.turn.player == player:
                self.turn.extra_turn = ExtraTurnSetUp(source, len(self.extra_turns), cancel)
            return len(self.extra_turns)
        if earlier.source == source:
            return 0
        taken = f"extra-turn:{source}"
        if self.ask("extra-turn", player, [f"extra-turn:{earlier.source}", taken]) != [taken]:
            return 0
        if earlier.cancel is not None:
            earlier.cancel()
        self.turn.extra_turn = ExtraTurnSetUp(source, earlier.ahead, cancel)
        return earlier.ahead

    def may_take_extra_turn(self, player: int) -> bool:
        """False when an extra turn after this one cannot be the player's under the 2023 wording ("but not a 3rd
        turn in a row"): this turn of theirs already follows one of theirs, or an extra turn of theirs that no
        other may replace (Seize the Day's, a first printing's) already waits to follow it. An extra turn set up
        under that wording in this turn does not stop another one: the player then picks one of the two
        (:meth:`extra_turn_after`)."""
        if self.turn.player != player:
            return True
        waiting = sum(1 for p, _ in self.extra_turns if p == player)
        return self.turn.previous_player != player and waiting <= (self.turn.extra_turn is not None)

    def cancel_next_turn(self, player: int, uid: int) -> None:
        """Undo :meth:`at_next_turn` for ``uid``: it no longer stays in play, and nothing of it waits for the start
        of the player's next turn (its extra turn failed: the card is discarded in this turn's Clean-up)."""
        state = self.players[player]
        state.staying.discard(uid)
        state.next_turn = [(u, fn) for u, fn in state.next_turn if u != uid]

    def at_next_turn(self, player: int, uid: int, fn: CardFn) -> None:
        """Keep ``uid`` in play and run ``fn`` at the start of the player's next turn (a Duration)."""
        state = self.players[player]
        state.staying.add(uid)

        def at_start(g: CardAPI, p: int, u: int) -> None:
            g.players[p].staying.discard(u)
            fn(g, p, u)
        state.next_turn.append((uid, at_start))

    # -- playing -------------------------------------------------------------------------------------
    def find(self, player: int, card_id: str, zi: int = HAND) -> int:
        """The uid of a ``card_id`` in one of the player's zones (IllegalActionError if none)."""
        z = self.zones
        for uid in reversed(z.of(player, zi)):
            if z.card_of[uid] == card_id:
                return uid
        raise IllegalActionError(f"cannot find {card_id!r} in player {player}'s "
                                 f"{z.describe(z.code(player, zi))!r}")

    def deck_plays(self, player: int) -> list[int]:
        """The cards in the player's deck they may play now as if from their hand (a type declared with
        :func:`hooks.play_from_deck`), the top of the deck first."""
        kinds = reg.PLAY_FROM_DECK
        if not kinds:
            return []
        deck = self.zones.decks[player]
        if self.type_changes:
            out = [u for u in reversed(deck) if kinds & self.types_of(u)]
        else:
            ids = self._in_game_of_types(kinds)
            if not ids:
                return []
            co = self.zones.card_of
            out = [u for u in reversed(deck) if co[u] in ids]
        return [u for u in out if self.can_play(player, u)] if self.can_play_rules else out

    def deck_play(self, player: int, card_id: str) -> int:
        """The uid of the copy of ``card_id`` nearest the top of the player's deck that they may play from
        there now (IllegalActionError if none)."""
        co = self.zones.card_of
        for uid in self.deck_plays(player):
            if co[uid] == card_id:
                return uid
        raise IllegalActionError(f"cannot play {card_id!r} from player {player}'s deck: no such card there "
                                 "that may be played from the deck")

    def play(self, player: int, card_id: str) -> None:
        """Play a card of that id from the player's hand, else one they may play from their deck as if from
        their hand (using an Action in the Action phase)."""
        try:
            uid = self.find(player, card_id)
        except IllegalActionError:
            if not any(self.zones.card_of[u] == card_id for u in self.deck_plays(player)):
                raise
            uid = self.deck_play(player, card_id)
        if not self.can_play(player, uid):
            raise IllegalActionError(f"cannot play {card_id!r} now: a card in the game forbids it")
        t = self.turn
        if player == t.player and t.phase is Phase.ACTION and "action" in self.types_of(uid):
            t.actions = max(0, t.actions - 1)
        self.play_uid(player, uid)
        if self.check:
            self.check_invariants()

    def can_play(self, player: int, uid: int) -> bool:
        """False when a game rule forbids the player to play that card from their hand now (Warlord)."""
        return not self.can_play_rules or all(rule(self, player, uid) for rule in self.can_play_rules)

    def play_uid(self, player: int, uid: int, src: int | None = None) -> None:
        """Move a card into play and resolve it (from the hand unless ``src`` says otherwise; a card in the
        deck with no ``src`` is played from the deck as if from the hand).  A card a game rule forbids the
        player to play from their hand now stays there, unplayed."""
        z = self.zones
        hcode = z.code(player, HAND)
        if src is None and z.loc[uid] == z.code(player, DECK):
            src = z.loc[uid]
            if player == self.turn.player:
                self.turn.hand_plays += 1
        elif src is None or src == hcode:
            src = hcode
            if not self.can_play(player, uid):
                return  # a rule forbids playing it from the hand now (Warlord, Voyage), whoever asks
            if player == self.turn.player:
                self.turn.hand_plays += 1
        z.move(uid, src, z.code(player, IN_PLAY))
        self.resolve(player, uid)

    def resolve(self, player: int, uid: int, as_card: str | None = None) -> None:
        """Resolve a card's play ability (``as_card``: play it as another card, e.g. Band of Misfits); a card played
        while another's +Cards and +$ are swapped (:meth:`swap_plus`) does what it normally does."""
        if self.plus_swapped is not None:
            self._unswapped(lambda: self._resolve(player, uid, as_card))
        else:
            self._resolve(player, uid, as_card)

    def _resolve(self, player: int, uid: int, as_card: str | None) -> None:
        card = self.zones.card_of[uid]
        this = uid
        if as_card is None:
            as_card = card
            for redirect in self.plays_as:
                got = redirect(self, player, uid)
                if got is not None:
                    as_card, this = got
                    break
        if self.log:
            self.events.append(Played(player, card, uid, as_card))
        if self.play_cancels and any(cancel(self, player, uid, as_card) for cancel in list(self.play_cancels)):
            return
        t = self.turn
        minus = self.players[player].minus_coin and player == t.player
        before = t.coins
        instead = None
        for replace in self.play_instead:
            instead = replace(self, player, uid, as_card)
            if instead is not None:
                break
        coins = reg.TREASURE_COINS.get(as_card) if instead is None else None
        if coins is not None:
            self.turn.coins += coins
        tokens = self.players[player].pile_tokens
        if tokens:  # the physical card's pile, not the card it is played as (an Estate under Inheritance)
            self.pile_token_bonus(player, card)
        if self.play_rules:
            for rule in self.play_rules:
                rule(self, player, uid, as_card)
        if "Played" in self.listeners:
            info = PlayInfo(player, uid, as_card)
            trig = [self.reaction_trigger(r, player, luid, info) for luid, r in self.listening("Played", player)]
            if trig:
                self.resolve_triggers("when-play", player, trig, card=as_card)
        fn = self.hook(reg.PLAY, as_card) if instead is None else instead
        if fn is not None:
            if "attack" in self.defs[as_card].types:  # still an Attack played when a Way or Enchantress
                # replaces its instructions: the other players may reveal Reactions
                saved = self.attack_immune
                self.attack_immune = self._attack_reactions(player, uid)
                fn(self, player, this)
                self.attack_immune = saved
            else:
                fn(self, player, this)
        if minus:
            self.minus_coin_after(player, before)
        if self.after_play_rules:
            for rule in list(self.after_play_rules):
                rule(self, player, uid, as_card)

    def minus_coin_after(self, player: int, before: int) -> None:
        """The -$1 token: when the turn player has got coins since they had ``before``, they lose $1 of them and
        the token is returned (the first coins they get after taking it are $1 fewer)."""
        t = self.turn
        state = self.players[player]
        if state.minus_coin and player == t.player and t.coins > before:
            state.minus_coin = False
            t.coins -= 1
            self.emit(TokenChanged(player, "-coin", "off"))

    def pile_token_bonus(self, player: int, card: str) -> None:
        """The player's tokens on the pile of the card they play: +1 Card, +1 Action, +1 Buy, +$1 first.  Off
        their own turn only the card is drawn; the +$1 then takes their -$1 token off, if they have it."""
        tokens = self.players[player].pile_tokens
        pile = self.pile_of(card)
        t = self.turn
        own = player == t.player
        for token, where in tokens.items():
            if where != pile:
                continue
            if token == "+card":
                self.draw(player, 1)
            elif not own:
                if token == "+coin" and self.players[player].minus_coin:
                    self.players[player].minus_coin = False
                    self.emit(TokenChanged(player, "-coin", "off"))
            elif token == "+action":
                t.actions += 1
            elif token == "+buy":
                t.buys += 1
            elif token == "+coin":
                t.coins += 1

    def protected(self, player: int) -> bool:
        """Whether other players' Attacks do not affect ``player``: a lasting protection (PlayerState.shields), or
        a card protecting them while it is in play that is still in their play area (PlayerState.guards)."""
        state = self.players[player]
        if state.shields:
            return True
        if state.guards:
            z = self.zones
            in_play = z.code(player, IN_PLAY)
            state.guards = {u for u in state.guards if z.loc[u] == in_play}  # gone from play: protects no more
        return bool(state.guards)

    def _attack_reactions(self, player: int, uid: int) -> set[int]:
        """When-attack reactions in turn order; returns the players this Attack does not affect."""
        immune = {p for p in range(self.n) if p != player and self.protected(p)}
        saved = self.attack_immune
        self.attack_immune = immune
        if "Attack" in self.listeners:
            info = AttackInfo(player, uid)
            for p in self.turn_order(player):
                offered: set[int] = set()
                while True:
                    # a Reaction card a reaction just put into the hand (Guard Dog drawing a Moat) may react too
                    fresh = [(luid, r) for luid, r in self.listening("Attack", p) if luid not in offered]
                    if not fresh:
                        break
                    offered.update(luid for luid, _r in fresh)
                    trig = [self.reaction_trigger(r, p, luid, info) for luid, r in fresh]
                    self.resolve_triggers("when-attack", p, trig, attacker=player)
        self.attack_immune = saved
        return immune

    def turn_order(self, start: int) -> list[int]:
        """All players in turn order beginning with ``start``."""
        return [(start + i) % self.n for i in range(self.n)]

    def others(self, player: int) -> list[int]:
        """Other players in turn order from the left."""
        return [(player + i) % self.n for i in range(1, self.n)]

    def attack_targets(self, player: int) -> list[int]:
        """Other players, in turn order, that the Attack being resolved affects."""
        return [p for p in self.others(player) if p not in self.attack_immune]

    def receive_hex(self, player: int) -> None:
        """Receive the next Hex (the Hex deck reshuffles its discards when empty)."""
        if not self.hex_deck:
            self.hex_deck, self.hex_discard = self.hex_discard, []
            self.rng.shuffle(self.hex_deck)
        if not self.hex_deck:
            return
        h = self.hex_deck.pop()
        self.hex_discard.append(h)
        self.install_rules(h)  # what the Hex brings (Delusion's State), from its first time on
        self.emit(HexReceived(player, h))
        fn = self.hook(reg.HEXES, h)
        if fn is not None:
            fn(self, player)

    def take_boon(self) -> str | None:
        """Take the top Boon (the Boons deck reshuffles its discards when empty); None when there is none."""
        if not self.boon_deck:
            self.boon_deck, self.boon_discard = self.boon_discard, []
            self.rng.shuffle(self.boon_deck)
        return self.boon_deck.pop() if self.boon_deck else None

    def discard_boon(self, boon: str) -> None:
        """Put a Boon taken from the deck into the Boons discard pile."""
        self.boon_discard.append(boon)

    def receive_boon(self, player: int, boon: str | None = None, *, settle: bool = True) -> str | None:
        """Receive a Boon (the top one unless named) and return it; with ``settle`` it is then discarded, or
        kept out until the Clean-up of this turn when it says so (the Boon rules of Nocturne)."""
        if boon is None:
            boon = self.take_boon()
            if boon is None:
                return None
        self.install_rules(boon)
        self.emit(BoonReceived(player, boon))
        fn = self.hook(reg.BOONS, boon)
        if fn is not None:
            before = self.turn.coins
            fn(self, player)
            self.turn.boon_coins += max(0, self.turn.coins - before)
        if settle:
            if boon in reg.KEPT_BOONS:
                self.turn.at_turn_end.append(lambda: self.discard_boon(boon))
            else:
                self.discard_boon(boon)
        return boon

    # -- buying --------------------------------------------------------------------------------------
    def can_buy(self, player: int, card_id: str) -> bool:
        """False when a card's own rule forbids buying it now (an Event once per game...), or while the
        player has debt (no card or Event may be bought then: Empires rulebook)."""
        if self.players[player].debt:
            return False
        if card_id in reg.CAN_BUY.fns:
            rule = self.hook(reg.CAN_BUY, card_id)
            if rule is not None and not rule(self, player):
                return False
        return not self.buy_rules or all(allowed(self, player, card_id) for allowed in self.buy_rules)

    def buy(self, player: int, card_id: str) -> None:
        """Buy the top card of that Supply pile, or an Event, with its when-buy and when-gain abilities."""
        d = self.defs.get(card_id)
        if d is None:
            raise IllegalActionError(f"cannot buy unknown card {card_id!r}")
        if self.players[player].debt and self.turn.coins:
            self.pay_debt(player)
        if not self.can_buy(player, card_id):
            raise IllegalActionError(f"cannot buy {card_id!r} now")
        if d.kind in reg.BOUGHT_KINDS:
            self.pay(card_id)
            self.turn.purchases += 1
            self.emit(Bought(player, card_id, None))
            fn = self.hook(reg.EVENTS, card_id)
            if fn is not None:
                fn(self, player)
        else:
            uid = self.supply_top(card_id)
            if uid is None:
                raise IllegalActionError(f"cannot buy {card_id!r}: it is not in the Supply")
            if not self._paid_instead(player, card_id):
                self.pay(card_id)
            self._bought(player, card_id, uid)
        if self.check:
            self.check_invariants()

    def buy_from_black_market(self, player: int, card_id: str) -> None:
        """Buy a revealed card from the Black Market deck: paid as usual, but it uses up no Buy."""
        z = self.zones
        uid = next((u for u in z.black_market if z.card_of[u] == card_id), None)
        if uid is None:
            raise IllegalActionError(f"cannot buy {card_id!r}: not in the Black Market deck")
        if not self.can_buy(player, card_id):  # Contraband's ban, Grand Market's Coppers, Debt: as for any buy
            raise IllegalActionError(f"cannot buy {card_id!r} now: a rule in force forbids buying it")
        self.pay(card_id, use_buy=False)
        self._bought(player, card_id, uid)

    def _paid_instead(self, player: int, card_id: str) -> bool:
        """A card with another way to pay for it (:func:`hooks.pay_instead`): the buyer may pay that way (a Buy is
        still used); True when they did."""
        if card_id not in reg.PAY_INSTEAD.fns:
            return False
        other = self.hook(reg.PAY_INSTEAD, card_id)
        if other is None or not other(self, player, False) or self.turn.buys < 1:
            return False
        cost = self.cost_of(card_id)
        can_pay = cost.coins <= self.turn.coins and cost.potion <= self.turn.potions and not cost.debt
        if can_pay and self.ask("pay", player, ["pay:cost", f"pay-instead:{card_id}"], card=card_id) == ["pay:cost"]:
            return False
        self.turn.buys -= 1
        return bool(other(self, player, True))

    def pay(self, card_id: str, *, use_buy: bool = True) -> None:
        """Pay for a purchase from the turn's coins and potions (and a Buy unless ``use_buy`` is False)."""
        cost = self.cost_of(card_id)
        t = self.turn
        from_action = use_buy and t.buys < 1 and self.actions_as_buys and t.actions > 0
        if use_buy and t.buys < 1 and not from_action:
            raise IllegalActionError(f"cannot buy {card_id!r}: no Buys left")
        if cost.coins > t.coins or cost.potion > t.potions:
            raise IllegalActionError(f"cannot buy {card_id!r}: it costs {cost!r}, you have "
                                     f"${t.coins} and {t.potions} potions")
        if from_action:
            t.actions -= 1
        elif use_buy:
            t.buys -= 1
        t.coins -= cost.coins
        t.potions -= cost.potion
        if cost.debt:
            self.take_debt(t.player, cost.debt)

    def add_tokens(self, player: int, token: str, n: int) -> int:
        """+n of one of the player's counted tokens (``coffers``, ``villagers``, ``vp_tokens``, ``debt``,
        ``favors``; n < 0 takes tokens off); returns the player who got them.

        Tokens the possessed player would get during a possessed turn go to the player possessing them
        instead, as the cards they would gain do (Possession's errata for debt, its FAQ for the other tokens).
        """
        if token not in TOKEN_COUNTERS:
            raise ValueError(f"unknown token {token!r}: expected one of {', '.join(TOKEN_COUNTERS)}")
        if not n:
            return player
        t = self.turn
        if n > 0 and t.possessor is not None and player == t.player:
            player = t.possessor
        state = self.players[player]
        value = getattr(state, token) + n
        setattr(state, token, value)
        self.emit(TokenChanged(player, token, str(value)))
        return player

    def take_debt(self, player: int, amount: int) -> None:
        """The player takes ``amount`` debt tokens (a cost in debt, Capital, Tax); see :meth:`add_tokens`."""
        self.add_tokens(player, "debt", amount)

    def spend_coffers(self, player: int) -> None:
        """The player may take any number of tokens off their Coffers for +$1 each (asked as ``coffers:<n>``).

        The current rule (Cornucopia & Guilds 2nd edition) lets Coffers be spent at any time during your turn;
        the engine offers them where coins are used: before each purchase of the Buy phase, and before a card
        spends or counts coins in the Action phase (a purchase from the Black Market deck, Storyteller's payment).
        """
        state = self.players[player]
        n = int(self.ask("coffers", player, [f"coffers:{k}" for k in range(state.coffers + 1)])[0][8:])
        if n:
            state.coffers -= n
            self.turn.coins += n
            self.set_token(player, "coffers", str(state.coffers))
            if state.minus_coin:
                self.minus_coin_after(player, self.turn.coins - n)

    def pay_debt(self, player: int) -> int:
        """The player may pay off any of their debt with the turn's coins, $1 per token (asked as
        ``pay-debt:<n>``); returns what was paid."""
        state = self.players[player]
        most = min(state.debt, self.turn.coins)
        if most <= 0:
            return 0
        n = int(self.ask("pay-debt", player, [f"pay-debt:{k}" for k in range(most, -1, -1)])[0][9:])
        if n:
            state.debt -= n
            self.turn.coins -= n
            self.emit(TokenChanged(player, "debt", str(state.debt)))
        return n

    def overpay(self, player: int, card_id: str) -> tuple[int, int]:
        """Ask how much more the buyer pays for a card they just paid for; take it from the turn.

        Any number of the coins left (then of the Potions left) may be overpaid, zero included
        (not overpaying); what is overpaid is gone.  Returns (coins, potions) overpaid.
        """
        t = self.turn
        coins = potions = 0
        if t.coins > 0:
            coins = int(self.ask("overpay", player, [f"overpay:{k}" for k in range(t.coins + 1)],
                                 card=card_id)[0][8:])
            t.coins -= coins
        if t.potions > 0:
            potions = int(self.ask("overpay-potion", player, [f"potion:{k}" for k in range(t.potions + 1)],
                                   card=card_id)[0][7:])
            t.potions -= potions
        if self.log and (coins or potions):
            self.events.append(Overpaid(player, card_id, coins, potions))
        return coins, potions

    def _bought(self, player: int, card_id: str, uid: int) -> None:
        self.turn.cards_bought += 1
        self.turn.purchases += 1
        if self.log:
            self.events.append(Bought(player, card_id, uid))
        over = self.hook(reg.OVERPAY, card_id) if card_id in reg.OVERPAY.fns else None
        paid = self.overpay(player, card_id) if over is not None else (0, 0)
        if over is not None and reg.overpay_before_gain(card_id, self.version(card_id)):
            if paid[0] or paid[1]:
                over(self, player, uid, *paid)
            over = None
        trig: list[Trigger] = []
        own = self.hook(reg.BUY, card_id) if card_id in reg.BUY.fns else None
        if own is None:
            for lend in self.buys_as:
                other = lend(self, player, card_id)
                if other is not None:
                    own = self.hook(reg.BUY, other)
                    break
        if own is not None:
            fn = own
            trig.append(Trigger(f"on-buy:{card_id}", False, lambda: True, lambda: fn(self, player, uid)))
        if "Bought" in self.listeners:
            info = BuyInfo(player, uid, card_id)
            for luid, r in self.listening("Bought", player):
                trig.append(self.reaction_trigger(r, player, luid, info))
        for rule in self.bought_rules:
            t = rule(self, player, uid, card_id)
            if t is not None:
                trig.append(t)
        if trig:
            self.resolve_triggers("when-buy", player, trig, card=card_id)
        z = self.zones
        code = z.loc[uid]
        lst = z.lists[code]
        saved, self.turn.buying = self.turn.buying, None
        if z.kind[code] is Zone.BLACK_MARKET or (lst and lst[-1] == uid and z.kind[code] is Zone.SUPPLY):
            self.turn.buying = uid
            got = self.gain(player, card_id, uid=uid)
        else:
            self.turn.buying = self.supply_top(card_id)
            got = self.gain(player, card_id)
        self.turn.buying = saved
        if over is not None and got is not None and (paid[0] or paid[1]):
            over(self, player, got, *paid)

    # -- the turn loop (delegated) -----------------------------------------------------------------------
    def is_over(self) -> bool:
        """A game-ending pile is empty, or 3 Supply piles are (4 with 5 or more players)."""
        return self.loop.is_over()

    def score(self, player: int) -> int:
        """Victory points of every card the player has, plus their VP tokens."""
        return self.loop.score(player)

    def winners(self) -> list[int]:
        """The players who win now: the highest score, a tie going to the fewest turns taken."""
        return self.loop.winners()

    def run(self, max_turns: int = 200) -> None:
        """Play turns until the game ends or ``max_turns`` turns have been taken."""
        self.loop.run(max_turns)

    def take_turn(self) -> None:
        """Play one whole turn of the current player, then pass to the next."""
        self.loop.take_turn()

    def start_turn(self, player: int, possessor: int | None = None, *, extra: bool = False) -> None:
        """Begin a turn (``extra``: an extra turn): reset the counters, resolve Durations and turn-start
        mechanisms."""
        self.loop.start_turn(player, possessor, extra=extra)

    def buy_phase(self, player: int) -> None:
        """Play Treasures, then ask for buys."""
        self.loop.buy_phase(player)

    def cleanup(self, player: int) -> None:
        """Discard play and hand, draw 5."""
        self.loop.cleanup(player)

    def affordable(self) -> list[str]:
        """Supply tops and Events the turn player can buy now."""
        return self.loop.affordable()


if TYPE_CHECKING:
    def _is_card_api(game: Game) -> CardAPI:
        """mypy proves here that a Game offers everything card behaviour may use."""
        return game
