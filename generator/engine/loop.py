"""The turn loop: start of turn, Action, Buy, Night and Clean-up phases, game end and score."""

from __future__ import annotations

from generator.engine import cards as reg
from generator.engine.events import TurnStarted
from generator.engine.turn import Turns
from generator.engine.types import DISCARD, HAND, IN_PLAY, SET_ASIDE, Phase


class Loop(Turns):
    """Whole turns, driven by deciders."""

    # -- the turn loop ---------------------------------------------------------------------------
    def is_over(self) -> bool:
        """Province or Colony pile empty, or 3 (4 with 5+ players) Supply piles empty."""
        empty = 0
        zones = self.zones
        for pid in self.supply_piles:
            if not zones[self.piles[pid]]:
                if pid == "province" or pid == "colony":
                    return True
                empty += 1
        return empty >= (4 if self.n >= 5 else 3)

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
        self.controller = list(range(self.n))
        if possessor is not None:
            self.controller[player] = possessor
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
        pending, self.next_turn[player] = self.next_turn[player], []
        for uid, fn in pending:
            fn(self, player, uid)
        reserve = self.hook(reg.EVENTS, "_start_of_turn")
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
            playable = sorted({self.card_of[u] for u in hand if "action" in self.types_of(u)})
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
        if hand:
            hcode = self.code(player, HAND)
            pcode = self.code(player, IN_PLAY)
            simple = reg.TREASURE_COINS
            log = self.log
            for uid in [u for u in hand if "treasure" in self.types_of(u)]:
                card = self.card_of[uid]
                if not log and card in simple and self.hook(reg.PLAY, card) is None:
                    hand.remove(uid)
                    self.plays[player].append(uid)
                    self.loc[uid] = pcode
                    self.coins += simple[card]
                elif self.loc[uid] == hcode:
                    self.play_uid(player, uid)
        while self.buys > 0 and not self.back_to_action:
            opts = [f"buy:{c}" for c in self.affordable()] + ["done"]
            ans = self.ask("buy", player, opts, coins=self.coins, buys=self.buys)[0]
            if ans == "done":
                return
            self.buy(player, ans[4:])

    def affordable(self) -> list[str]:
        """Supply tops and Events the turn player can afford now."""
        coins, potions = self.coins, self.potions
        out = []
        for c in self.supply_tops():
            cost = self.cost_of(c)
            if cost.coins <= coins and cost.potion <= potions and cost.debt == 0:
                out.append(c)
        for e in self.event_ids:
            cost = self.defs[e].cost
            if cost.coins <= coins and self._event_allowed(e):
                out.append(e)
        return out

    def _event_allowed(self, event: str) -> bool:
        return not (event == "inheritance" and self.estate_token[self.turn_player] is not None)

    def night_phase(self, player: int) -> None:
        """Ask for Night cards to play."""
        self.phase = Phase.NIGHT
        hand = self.hands[player]
        while True:
            playable = sorted({self.card_of[u] for u in hand if "night" in self.types_of(u)})
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
        dcode = self.code(player, DISCARD)
        pcode = self.code(player, IN_PLAY)
        disc = self.discards[player]
        loc = self.loc
        hooked = []
        keep = []
        for uid in play:
            if uid in self.staying:
                keep.append(uid)
                continue
            if self.log:
                self._moved(player, uid, pcode, dcode, "cleanup")
            disc.append(uid)
            loc[uid] = dcode
            if self.reactive[uid]:
                self._index(uid, dcode)
            if self.hook(reg.DISCARD_FROM_PLAY, self.card_of[uid]) is not None:
                hooked.append(uid)
        play[:] = keep
        for uid in hooked:
            fn = self.hook(reg.DISCARD_FROM_PLAY, self.card_of[uid])
            assert fn is not None
            fn(self, player, uid)
        hand = self.hands[player]
        hcode = self.code(player, HAND)
        for uid in hand:
            if self.log:
                self._moved(player, uid, hcode, dcode, "cleanup")
            loc[uid] = dcode
            if self.reactive[uid]:
                self._index(uid, dcode)
        disc.extend(hand)
        hand.clear()
        aside = self.code(player, SET_ASIDE)
        for uid in self.possession_aside:
            if loc[uid] == aside:
                self.move(uid, aside, dcode)
        self.possession_aside.clear()
        for uid in list(self.staying):
            if loc[uid] != pcode:
                self.staying.discard(uid)
        self.draw(player, 5)
        self.actions = self.buys = self.coins = self.potions = 0
