"""The turn loop: start of turn, Action, Buy, Night and Clean-up phases, game end and score."""

from __future__ import annotations

from collections.abc import Sequence

from generator.engine import cards as reg
from generator.engine.events import TurnStarted
from generator.engine.state import FIRST_PLAYER_CODE
from generator.engine.turn import Turns
from generator.engine.types import DISCARD, HAND, IN_PLAY, NPZ, SET_ASIDE, TAVERN, Phase


class Loop(Turns):
    """Whole turns, driven by deciders."""

    def _kinds(self, kind: str) -> frozenset[str]:
        """Card ids whose printed types include ``kind``."""
        kinds = self._kind_cards.get(kind)
        if kinds is None:
            kinds = self._kind_cards[kind] = frozenset(c for c, d in self.defs.items() if kind in d.types)
        return kinds

    def _treasures_in(self, uids: list[int]) -> list[int]:
        """The Treasures among ``uids``, in order."""
        if self.inherit_any:
            return [u for u in uids if "treasure" in self.types_of(u)]
        co = self.card_of
        treasures = self._kind_cards.get("treasure") or self._kinds("treasure")
        return [u for u in uids if co[u] in treasures]

    def _playable(self, hand: list[int], kind: str) -> list[str]:
        """Distinct card ids in ``hand`` that have type ``kind`` (Estates may gain types)."""
        co = self.card_of
        kinds = self._kinds(kind)
        if not self.inherit_any:
            for u in hand:
                if co[u] in kinds:
                    break
            else:
                return []
        ids = {co[u] for u in hand}
        out = ids & kinds
        if "estate" in ids and self.inherit_any and any(co[u] == "estate" and kind in self.types_of(u)
                                                        for u in hand):
            out.add("estate")
        return sorted(out) if len(out) > 1 else list(out)

    # -- the turn loop ---------------------------------------------------------------------------
    def is_over(self) -> bool:
        """Province or Colony pile empty, or 3 (4 with 5+ players) Supply piles empty."""
        for z in self.end_lists:
            if not z:
                return True
        return self.supply_lists.count([]) >= (4 if self.n >= 5 else 3)

    def score(self, player: int) -> int:
        """Victory points of every card the player has (including set-aside and mats)."""
        vp = reg.VICTORY_POINTS
        total = 0
        for zi in range(7):
            for uid in self.zones[self.code(player, zi)]:
                total += vp.get(self.card_of[uid], 0)
        return total

    def run(self, max_turns: int = 200) -> None:
        """Play turns until the game ends or ``max_turns`` turns have been taken."""
        for _ in range(max_turns):
            if self.is_over():
                return
            self.take_turn()

    def start_turn(self, player: int, possessor: int | None = None) -> None:
        """Begin a turn: reset counters, resolve Durations, the Key and Reserve calls."""
        self.turn_player = player
        self.possessor = possessor
        if possessor is not None:
            self.controller = list(range(self.n))
            self.controller[player] = possessor
        elif self.controller is not self.identity:
            self.controller = self.identity
        self.turn_number += 1
        self.actions, self.buys, self.coins, self.potions = 1, 1, 0, 0
        self.turn_gains = 0
        self.bought_cards = 0
        self.cost_reduction = 0
        self.guarded[player] = False
        self.phase = Phase.START
        if self.log:
            self.events.append(TurnStarted(player, self.turn_number,
                                           player if possessor is None else possessor))
        if self.key_holder == player:
            self.coins += 1
        pending = self.next_turn[player]
        if pending:
            self.next_turn[player] = []
            for uid, fn in pending:
                fn(self, player, uid)
        reserve = self.hook(reg.EVENTS, "_start_of_turn") if self.zones[self.code(player, TAVERN)] else None
        if reserve is not None:
            reserve(self, player)
        self.phase = Phase.ACTION

    def take_turn(self) -> None:
        """Play one whole turn of the current player, then pass to the next."""
        player = self.turn_player
        if self.skip_turns[player]:
            self.skip_turns[player] -= 1
            self.turn_player = (player + 1) % self.n
            return
        self.start_turn(player, self.possessor)
        while True:
            self.back_to_action = False
            self.action_phase(player)
            self.buy_phase(player)
            if not self.back_to_action:
                break
        self.night_phase(player)
        self.cleanup(player)
        if self.check:
            self.check_invariants()
        if self.extra_turns:
            nxt, by = self.extra_turns.pop(0)
            self.turn_player, self.possessor = nxt, by
        else:
            # after a possessed turn the possessed player still takes their own turn
            nxt = player if self.possessor is not None else (player + 1) % self.n
            self.turn_player, self.possessor = nxt, None

    def action_phase(self, player: int) -> None:
        """Ask for Action cards to play while Actions (or Villagers) remain."""
        self.phase = Phase.ACTION
        hand = self.hands[player]
        while True:
            playable = self._playable(hand, "action")
            if not playable:
                return
            if self.actions < 1:
                if self.villagers[player] < 1 or self.ask("villager", player, ["yes", "no"]) != ["yes"]:
                    return
                self.villagers[player] -= 1
                self.actions += 1
            ans = self.ask("action", player, [f"play:{c}" for c in playable] + ["done"])[0]
            if ans == "done":
                return
            self.actions -= 1
            self.play_uid(player, self.find(player, ans[5:]))

    def buy_phase(self, player: int) -> None:
        """Play Treasures (all of them, automatically), then ask for buys."""
        self.phase = Phase.BUY
        hand = self.hands[player]
        swept = False
        if hand and not (self.log or self.champions[player] or self.tokens[player]):
            # fast path: when every Treasure in hand is plain (+$n, nothing else), they go into play
            # in one sweep, in hand order (the order the one-by-one path would play them)
            cf = self.coin_of
            plain = [u for u in hand if cf[u] >= 0]
            if plain:
                others = [u for u in hand if cf[u] < 0]
                if not self._treasures_in(others):
                    loc = self.loc
                    pcode = FIRST_PLAYER_CODE + player * NPZ + IN_PLAY
                    coins = 0
                    for uid in plain:
                        loc[uid] = pcode
                        coins += cf[uid]
                    self.coins += coins
                    self.plays[player].extend(plain)
                    hand[:] = others
                    swept = True
        if hand and not swept:
            hcode = FIRST_PLAYER_CODE + player * NPZ + HAND
            for uid in self._treasures_in(hand):
                if self.loc[uid] == hcode:
                    self.play_uid(player, uid)
        plan = None if self.log else getattr(self.deciders[self.controller[player]], "buy_plan", None)
        while self.buys > 0 and not self.back_to_action:
            if plan is not None:
                card = self._planned_buy(plan)
                if card is None:
                    return
                self.buy(player, card)
                continue
            ans = self.ask("buy", player, self._buy_options(), coins=self.coins, buys=self.buys)[0]
            if ans == "done":
                return
            self.buy(player, ans[4:])

    def _planned_buy(self, plan: Sequence[tuple[int, str]]) -> str | None:
        """The first card of a decider's buy plan it has the coins for and that can be bought now.

        The same answer the decider would give to the ``buy`` decision (whose options are the
        affordable Supply tops), found without listing the options.
        """
        coins = self.coins
        limit = coins + self.cost_reduction
        potions = self.potions
        defs = self.defs
        for threshold, card in plan:
            if coins >= threshold and self.in_supply(card):
                cost = defs[card].cost
                if cost.coins <= limit and cost.potion <= potions and not cost.debt:
                    return card
        return None

    def _buy_options(self) -> list[str]:
        """Option ids of the ``buy`` decision: ``"buy:<card>"`` for everything affordable, then ``"done"``."""
        bids = self._buy_ids
        opts = [bids[c] if c in bids else bids.setdefault(c, "buy:" + c) for c in self.affordable()]
        opts.append("done")
        return opts

    def affordable(self) -> list[str]:
        """Supply tops and Events the turn player can afford now."""
        coins, potions = self.coins + self.cost_reduction, self.potions
        defs = self.defs
        co = self.card_of
        out = []
        for z in self.supply_lists:
            if z:
                c = co[z[-1]]
                cost = defs[c].cost
                if cost.coins <= coins and cost.potion <= potions and not cost.debt:
                    out.append(c)
        for e in self.event_ids:
            if defs[e].cost.coins <= coins and self._event_allowed(e):
                out.append(e)
        return out

    def _event_allowed(self, event: str) -> bool:
        return not (event == "inheritance" and self.estate_token[self.turn_player] is not None)

    def night_phase(self, player: int) -> None:
        """Ask for Night cards to play."""
        self.phase = Phase.NIGHT
        hand = self.hands[player]
        while True:
            playable = self._playable(hand, "night")
            if not playable:
                return
            ans = self.ask("night", player, [f"play:{c}" for c in playable] + ["done"])[0]
            if ans == "done":
                return
            self.play_uid(player, self.find(player, ans[5:]))

    def cleanup(self, player: int) -> None:
        """Discard play (except Durations still waiting) and hand, draw 5."""
        self.phase = Phase.CLEANUP
        self.last_turn_gains[player] = self.turn_gains
        play = self.plays[player]
        base = FIRST_PLAYER_CODE + player * NPZ
        dcode, pcode, hcode = base + DISCARD, base + IN_PLAY, base + HAND
        disc = self.discards[player]
        loc = self.loc
        co = self.card_of
        reactive = self.reactive
        staying = self.staying
        dfp = reg.DISCARD_FROM_PLAY.fns
        log = self.log
        hooked = []
        if staying or log:
            keep = []
            for uid in play:
                if staying and uid in staying:
                    keep.append(uid)
                    continue
                if log:
                    self._moved(player, uid, pcode, dcode, "cleanup")
                disc.append(uid)
                loc[uid] = dcode
                if reactive[uid]:
                    self._index(uid, dcode)
                if co[uid] in dfp:
                    hooked.append(uid)
            play[:] = keep
        else:
            special = self.special
            marked = []
            for uid in play:
                loc[uid] = dcode
                if special[uid]:
                    marked.append(uid)
            disc.extend(play)
            play.clear()
            for uid in marked:
                if reactive[uid]:
                    self._index(uid, dcode)
                if co[uid] in dfp:
                    hooked.append(uid)
        for uid in hooked:
            fn = self.hook(reg.DISCARD_FROM_PLAY, co[uid])
            if fn is not None:
                fn(self, player, uid)
        hand = self.hands[player]
        for uid in hand:
            if log:
                self._moved(player, uid, hcode, dcode, "cleanup")
            loc[uid] = dcode
            if reactive[uid]:
                self._index(uid, dcode)
        disc.extend(hand)
        hand.clear()
        if self.possession_aside:
            aside = base + SET_ASIDE
            for uid in self.possession_aside:
                if loc[uid] == aside:
                    self.move(uid, aside, dcode)
            self.possession_aside.clear()
        if staying:
            for uid in list(staying):
                if loc[uid] != pcode:
                    staying.discard(uid)
        self.draw(player, 5)
        self.actions = self.buys = self.coins = self.potions = 0
