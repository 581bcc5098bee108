"""The turn loop: start of turn, Action, Buy and Night phases, Clean-up, game end and score."""

from __future__ import annotations

import weakref
from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING

from generator.engine import hooks as reg
from generator.engine.events import TurnStarted
from generator.engine.players import NextTurn
from generator.engine.types import DISCARD, HAND, IN_PLAY, NPZ, SET_ASIDE, Phase
from generator.engine.zones import FIRST_PLAYER_CODE

if TYPE_CHECKING:
    from generator.engine.game import Game


class TurnLoop:
    """Whole turns of one game, driven by its deciders."""

    def __init__(self, game: Game) -> None:
        self.game: Callable[[], Game] = weakref.ref(game)  # type: ignore[assignment]
        """The game, held weakly: the game owns its loop, so a plain reference would make a cycle that only
        the cyclic garbage collector frees (every finished game would then wait for a collection)."""
        self._buy_ids: dict[str, str] = {}
        self._end_lists: list[list[int]] | None = None
        self._extra_next = False
        """The turn after the current one is an extra turn (taken from ``Game.extra_turns``)."""
        self._normal_next: int | None = None
        """Whose normal turn comes once the extra turns waiting are taken: extra turns never move the seat
        order on (after a possessed turn, and after an extra turn the possessed player earned in it, that
        player still takes their own turn)."""
        self.final_round: list[int] | None = None
        """Once the game has ended with final-round rules in the game (Fleet): the players whose extra turns
        after the end are still to come, in turn order (None before the end)."""
        self.final_over = False
        """The final round (if any) has been played: nothing keeps the ended game going."""

    # -- game end and score ------------------------------------------------------------------------
    def is_over(self) -> bool:
        """A game-ending pile (Province, Colony) is empty, or 3 Supply piles are (4 with 5+ players)."""
        g = self.game()
        z = g.zones
        if self._end_lists is None:
            self._end_lists = [z.lists[z.piles[p]] for p in reg.END_PILES
                               if p in z.piles and z.kind[z.piles[p]].value == "supply"]
        for lst in self._end_lists:
            if not lst:
                return True
        return z.supply_lists.count([]) >= (4 if g.n >= 5 else 3)

    def score(self, player: int) -> int:
        """Victory points of every card the player has (set-aside and mats included), plus VP tokens."""
        g = self.game()
        vp = reg.VICTORY_POINTS
        z = g.zones
        total = g.players[player].vp_tokens
        computed: dict[str, int] = {}
        for zi in range(NPZ):
            for uid in z.of(player, zi):
                card = z.card_of[uid]
                if card in reg.VICTORY_POINTS_IN:
                    zone, points = reg.VICTORY_POINTS_IN[card]
                    total += points if zi == zone else 0
                elif card in reg.SCORE.fns:
                    if card not in computed:
                        fn = g.hook(reg.SCORE, card)
                        computed[card] = fn(g, player) if fn is not None else vp.get(card, 0)
                    total += computed[card]
                else:
                    total += vp.get(card, 0)
        for rule in g.score_rules:
            total += rule(g, player)
        return total

    def winners(self) -> list[int]:
        """The players with the highest score; if several, those of them who have taken the fewest turns
        (extra turns not counted); more than one left share the victory."""
        g = self.game()
        scores = [self.score(p) for p in range(g.n)]
        tied = [p for p, s in enumerate(scores) if s == max(scores)]
        fewest = min(g.players[p].turns_taken for p in tied)
        return [p for p in tied if g.players[p].turns_taken == fewest]

    # -- turns ----------------------------------------------------------------------------------------
    def run(self, max_turns: int = 200) -> None:
        """Play turns until the game ends or ``max_turns`` turns have been taken."""
        for _ in range(max_turns):
            if self.is_over():
                if self.final_round is None and self.game().final_round_rules:
                    self._start_final_round()
                if self.final_round is None or self.final_over:
                    return
            self.take_turn()

    def start_turn(self, player: int, possessor: int | None = None, *, extra: bool = False) -> None:
        """Begin a turn (``extra``: an extra turn, which the tie-breaker does not count): reset the counters,
        resolve Durations, then the turn-start mechanisms."""
        g = self.game()
        g.turn.begin(player, possessor)
        if not extra:
            g.players[player].turns_taken += 1
        if possessor is not None:
            g.controller = list(range(g.n))
            g.controller[player] = possessor
        elif g.controller is not g.identity:
            g.controller = g.identity
        if g.log:
            g.events.append(TurnStarted(player, g.turn.number, player if possessor is None else possessor))
        state = g.players[player]
        before = g.turn.coins
        if state.next_turn:
            pending, state.next_turn = state.next_turn, []
            self._next_turn_work(player, pending)
        for mechanism in reg.TURN_START:
            mechanism(g, player)
        for rule in g.turn_start_rules:
            rule(g, player)
        if state.minus_coin:
            g.minus_coin_after(player, before)
        g.turn.phase = Phase.ACTION

    def _next_turn_work(self, player: int, pending: list[NextTurn]) -> None:
        """What waited for the start of this turn, in the order it was set up, except that the player picks the
        order in which their Duration cards in play do their work, and may use optional start-of-turn abilities
        (calling a Reserve card, playing Clerk) before, between or after them: things that happen at the same
        time happen in the order their player chooses (Tide Pools' discards before Wharf's draw, or after it).
        Each card's work is done at once (twice after a Throne Room), copies of one card are not ordered among
        themselves, and the rest (cards that stay in play with a Duration, Events' set-aside cards) keeps its
        place."""
        g = self.game()
        z = g.zones
        here = z.code(player, IN_PLAY)

        def orderable(uid: int) -> bool:
            return uid >= 0 and z.loc[uid] == here and g.is_type(uid, "duration")

        while pending:
            uid = pending[0][0]
            if orderable(uid):
                names = list(dict.fromkeys(z.card_of[u] for u, _ in pending if orderable(u)))
                calls: dict[str, Callable[[], None]] = {}
                for offer in g.turn_start_calls:
                    calls.update(offer(g, player))
                if len(names) > 1 or calls:
                    answer = g.ask("start-of-turn", player, [f"start:{c}" for c in names] + list(calls))[0]
                    if answer in calls:
                        calls[answer]()
                        continue
                    uid = next(u for u, _ in pending if orderable(u) and z.card_of[u] == answer[6:])
            mine = [item for item in pending if item[0] == uid]  # one card's work (twice after Throne Room) at once
            for item in mine:
                pending.remove(item)
            for _, fn in mine:
                fn(g, player, uid)

    def _discarded_from_play(self, player: int, uids: list[int], co: Mapping[int, str] | list[str]) -> None:
        """The when-discarded-from-play abilities of the cards just discarded in Clean-up: they happen at the same
        time, so the player picks the order among different cards (exchanging a Soldier for a Fugitive before a
        Peasant for the Soldier that went back, Adventures rules; an Alchemist onto the deck before or after a
        Herbalist's Potion); copies of one card go in the order they were played."""
        g = self.game()
        pending = [(u, fn) for u in uids if (fn := g.hook(reg.DISCARD_FROM_PLAY, co[u])) is not None]
        while pending:
            names = list(dict.fromkeys(co[u] for u, _ in pending))
            item = pending[0]
            if len(names) > 1:
                answer = g.ask("discarded-from-play", player, [f"first:{c}" for c in names])[0]
                item = next(each for each in pending if co[each[0]] == answer[6:])
            pending.remove(item)
            item[1](g, player, item[0])

    def take_turn(self) -> None:
        """Play one whole turn of the current player, then pass to the next."""
        g = self.game()
        player = g.turn.player
        state = g.players[player]
        if state.skip_turns:
            state.skip_turns -= 1
            g.turn.player = (player + 1) % g.n
            self._extra_next = False
            return
        self.start_turn(player, g.turn.possessor, extra=self._extra_next)
        while True:
            g.turn.back_to_action = False
            self.action_phase(player)
            self.buy_phase(player)
            if not g.turn.back_to_action:
                break
        self.night_phase(player)
        self.cleanup(player)
        if g.check:
            g.check_invariants()
        g.turn.previous_player = player
        if self.final_round is not None:
            self._extra_next = True  # the turns of a final round (Fleet) are extra turns
            self._pass_in_final_round()
            return
        if not self._extra_next:
            self._normal_next = (player + 1) % g.n
        elif self._normal_next is None:  # a game set up in an extra turn: a possessed player's own turn follows
            self._normal_next = player if g.turn.possessor is not None else (player + 1) % g.n
        self._extra_next = bool(g.extra_turns)
        if g.extra_turns:
            nxt, by = g.extra_turns.pop(0)
            g.turn.player, g.turn.possessor = nxt, by
        else:
            g.turn.player, g.turn.possessor = self._normal_next, None
        if g.final_round_rules and self.is_over():
            self._start_final_round()

    def _start_final_round(self) -> None:
        """The game has just ended: the final-round rules (Fleet) name the players who take one more turn
        each, in turn order from the next player; extra turns still pending (Outpost) are not taken."""
        g = self.game()
        named: set[int] = set()
        for rule in g.final_round_rules:
            named.update(rule(g))
        order = [p for p in g.turn_order(g.turn.player) if p in named]
        g.extra_turns.clear()
        self.final_round = order
        self._extra_next = True
        self._pass_in_final_round()

    def _pass_in_final_round(self) -> None:
        """Between turns of the final round: an extra turn earned in it (Outpost) may come before the next
        final-round turn, never after the last one."""
        g = self.game()
        assert self.final_round is not None
        if self.final_round and g.extra_turns:
            nxt, by = g.extra_turns.pop(0)
            g.turn.player, g.turn.possessor = nxt, by
            return
        g.extra_turns.clear()
        if self.final_round:
            g.turn.player, g.turn.possessor = self.final_round.pop(0), None
        else:
            self.final_over = True

    def playable(self, hand: list[int], kind: str) -> list[str]:
        """Distinct card ids in ``hand`` that have type ``kind`` now (game rules may add types)."""
        g = self.game()
        co = g.zones.card_of
        if g.type_changes:
            ids = {co[u] for u in hand if kind in g.types_of(u)}
        else:
            kinds = g.in_game_of_type(kind)
            if not kinds:
                return []
            ids = {co[u] for u in hand if co[u] in kinds}
        if g.can_play_rules:
            player = g.zones.owner_of(hand[0]) if hand else None
            ids = {c for c in ids if player is not None and any(
                g.can_play(player, u) for u in hand if co[u] == c)}
        return sorted(ids) if len(ids) > 1 else list(ids)

    def action_phase(self, player: int) -> None:
        """Ask for Action cards to play while Actions (or Villagers) remain."""
        g = self.game()
        t = g.turn
        t.phase = Phase.ACTION
        hand = g.zones.hands[player]
        state = g.players[player]
        while True:
            playable = self.playable(hand, "action")
            from_deck = self.deck_options(player) if reg.PLAY_FROM_DECK else []
            if not playable and not from_deck:
                return
            if t.actions < 1:
                if state.villagers < 1 or t.actions_ignored or g.ask("villager", player, ["yes", "no"]) != ["yes"]:
                    return
                g.add_tokens(player, "villagers", -1)
                t.actions += 1
            # Villagers may be spent at any time in the Action phase, also with Actions left (before Snowy Village
            # makes further +Actions be ignored)
            early = ["villager"] if state.villagers >= 1 and not t.actions_ignored else []
            ans = g.ask("action", player, [f"play:{c}" for c in playable] + from_deck + early + ["done"])[0]
            if ans == "done":
                return
            if ans == "villager":
                g.add_tokens(player, "villagers", -1)
                t.actions += 1
                continue
            t.actions -= 1
            verb, _, card = ans.partition(":")
            g.play_uid(player, g.deck_play(player, card) if verb == reg.DECK_PLAY else g.find(player, card))

    def deck_options(self, player: int) -> list[str]:
        """Option ids (``"play-deck:<card>"``) for the Action cards the player may play from their deck now."""
        g = self.game()
        co = g.zones.card_of
        ids = sorted({co[u] for u in g.deck_plays(player) if "action" in g.types_of(u)})
        return [f"{reg.DECK_PLAY}:{c}" for c in ids]

    def treasures_in(self, uids: list[int]) -> list[int]:
        """The Treasures among ``uids``, in order."""
        g = self.game()
        if g.type_changes:
            return [u for u in uids if "treasure" in g.types_of(u)]
        co = g.zones.card_of
        treasures = g.cards_of_type("treasure")
        return [u for u in uids if co[u] in treasures]

    def buy_phase(self, player: int) -> None:
        """Play Treasures (all of them, automatically), then ask for buys."""
        g = self.game()
        t = g.turn
        t.phase = Phase.BUY
        t.buy_start_gains = t.gains
        t.buy_phase_over = False
        for rule in g.buy_start_rules:
            rule(g, player)
        z = g.zones
        hand = z.hands[player]
        hcode = FIRST_PLAYER_CODE + player * NPZ + HAND
        swept_all = False
        if hand and not (g.log or g.players[player].pile_tokens or g.players[player].minus_coin
                         or "Played" in g.listeners or g.play_rules or g.play_cancels or g.can_play_rules
                         or g.after_play_rules):
            # fast path: when every Treasure in hand is plain (+$n, nothing else), they go into play
            # in one sweep, in hand order (the order the one-by-one path would play them)
            plain = reg.plain_coins()
            co = z.card_of
            treasures = g.in_game_of_type("treasure")
            swept: list[int] = []
            rest: list[int] = []
            other_treasure = False
            coins = 0
            for u in hand:
                c = co[u]
                v = plain.get(c)
                if v is None:
                    rest.append(u)
                    if c in treasures:
                        other_treasure = True
                else:
                    swept.append(u)
                    coins += v
            if swept and not other_treasure and not (rest and g.type_changes and self.treasures_in(rest)):
                t.coins += coins
                z.sweep(swept, hcode, hcode + IN_PLAY - HAND)
                swept_all = True
        if hand and not swept_all:
            # Treasures a played Treasure draws (Scepter replaying a drawing Action) are played as well
            played: set[int] = set()
            todo = self.treasures_in(hand)
            while todo:
                for uid in todo:
                    played.add(uid)  # offered once: a Treasure a rule forbids is not asked again
                    if z.loc[uid] == hcode and g.can_play(player, uid):
                        g.play_uid(player, uid)
                todo = [u for u in self.treasures_in(hand) if u not in played]
        plan = None if g.log else getattr(g.deciders[g.controller[player]], "buy_plan", None)
        state = g.players[player]
        while (t.buys > 0 or (g.actions_as_buys and t.actions > 0)) and not t.back_to_action:
            if state.debt and t.coins:
                g.pay_debt(player)
            if plan is not None:
                card = self._planned_buy(plan)
                if card is None:
                    break
                g.buy(player, card)
                continue
            if state.coffers:
                g.spend_coffers(player)
                if state.debt and t.coins:
                    g.pay_debt(player)
            ans = g.ask("buy", player, self._buy_options(), coins=t.coins, buys=t.buys)[0]
            if ans == "done":
                break
            g.buy(player, ans[4:])
        if t.at_buy_end or g.buy_end_rules:
            self.end_buy_phase(player)
        else:
            t.buy_phase_over = True

    def end_buy_phase(self, player: int) -> None:
        """The Buy phase ends, once per Buy phase: first what cards played this turn set up to happen
        then (2nd-edition Merchant Guild), then the game's end-of-Buy-phase rules (2022 Hermit).

        A turn that goes to Clean-up without a Buy phase of its own (a scenario ending the turn in
        its Action phase) ends an empty Buy phase first, in which no card was gained.
        """
        g = self.game()
        t = g.turn
        if t.buy_phase_over:
            return
        if t.phase is Phase.ACTION:
            t.buy_start_gains = t.gains
        t.buy_phase_over = True
        for fn in list(t.at_buy_end):
            fn()
        for rule in g.buy_end_rules:
            rule(g, player)

    def _planned_buy(self, plan: Sequence[tuple[int, str]]) -> str | None:
        """The first card of a decider's buy plan it has the coins for and that can be bought now.

        The same answer the decider would give to the ``buy`` decision (whose options are the
        affordable Supply tops), found without listing the options.
        """
        g = self.game()
        coins = g.turn.coins
        potions = g.turn.potions
        t_player = g.turn.player
        for threshold, card in plan:
            if coins >= threshold and g.in_supply(card):
                cost = g.cost_of(card)
                if cost.coins <= coins and cost.potion <= potions and g.can_buy(t_player, card):
                    return card
        return None

    def _buy_options(self) -> list[str]:
        """Option ids of the ``buy`` decision: ``"buy:<card>"`` for everything affordable, then ``"done"``."""
        bids = self._buy_ids
        opts = [bids[c] if c in bids else bids.setdefault(c, "buy:" + c) for c in self.affordable()]
        opts.append("done")
        return opts

    def affordable(self) -> list[str]:
        """Supply tops and Events the turn player can afford and may buy now."""
        g = self.game()
        t = g.turn
        coins, potions = t.coins, t.potions
        co = g.zones.card_of
        out = []
        for lst in g.zones.supply_lists:
            if lst:
                c = co[lst[-1]]
                cost = g.cost_of(c)
                if ((cost.coins <= coins and cost.potion <= potions)
                        or self._pays_instead(c)) and g.can_buy(t.player, c):
                    out.append(c)
        for e in g.event_ids:
            if g.cost_of(e).coins <= coins and g.can_buy(t.player, e):
                out.append(e)
        return out

    def _pays_instead(self, card: str) -> bool:
        """The turn player may pay for ``card`` another way than its cost now (:func:`hooks.pay_instead`)."""
        if card not in reg.PAY_INSTEAD.fns:
            return False
        g = self.game()
        other = g.hook(reg.PAY_INSTEAD, card)
        return other is not None and bool(other(g, g.turn.player, False))

    def night_phase(self, player: int) -> None:
        """Ask for Night cards to play."""
        g = self.game()
        g.turn.phase = Phase.NIGHT
        hand = g.zones.hands[player]
        while True:
            playable = self.playable(hand, "night")
            if not playable:
                return
            ans = g.ask("night", player, [f"play:{c}" for c in playable] + ["done"])[0]
            if ans == "done":
                return
            g.play_uid(player, g.find(player, ans[5:]))

    def cleanup(self, player: int) -> None:
        """Discard play (but what stays out) and hand, draw 5; other players discard cards they
        put into play this turn (Reserve cards called during it), keeping their Durations."""
        g = self.game()
        z = g.zones
        if (g.buy_end_rules or g.turn.at_buy_end) and g.turn.phase in (Phase.ACTION, Phase.BUY):
            self.end_buy_phase(player)
        g.turn.phase = Phase.CLEANUP
        for work in list(g.turn.at_cleanup):
            work()
        for rule in g.cleanup_rules:
            rule(g, player)
        state = g.players[player]
        state.last_turn_gains = g.turn.gains
        state.last_turn_trashed = g.turn.trashed
        base = FIRST_PLAYER_CODE + player * NPZ
        dcode, pcode, hcode = base + DISCARD, base + IN_PLAY, base + HAND
        play = z.plays[player]
        staying = state.staying
        # what each card is as it leaves play (one acting as another card has that card's abilities)
        acting = {u: g.card_as(u) for u in play} if g.acting_as else None
        if g.log:
            for uid in play:
                if uid not in staying:
                    g._moved(player, uid, pcode, dcode, "cleanup")
        if staying:
            leaving = [u for u in play if u not in staying]
            z.sweep(leaving, pcode, dcode)
        else:
            leaving = z.sweep_all(pcode, dcode)
        for sees in g.discard_from_play_rules:
            for uid in leaving:
                sees(g, player, uid)
        for group in g.discarded_from_play_rules:
            group(g, player, leaving)
        dfp = g.in_game_with(reg.DISCARD_FROM_PLAY)
        if dfp:
            co: Mapping[int, str] | list[str] = acting if acting is not None else z.card_of
            self._discarded_from_play(player, [u for u in leaving if co[u] in dfp], co)
        for other in range(g.n):
            theirs = z.plays[other]
            if theirs and other != player:
                keep = g.players[other].staying
                gone = [u for u in theirs if u not in keep]
                obase = FIRST_PLAYER_CODE + other * NPZ
                for uid in gone:
                    g._moved(other, uid, obase + IN_PLAY, obase + DISCARD, "cleanup")
                z.sweep(gone, obase + IN_PLAY, obase + DISCARD)
        if g.log:
            for uid in z.hands[player]:
                g._moved(player, uid, hcode, dcode, "cleanup")
        z.sweep_all(hcode, dcode)
        t = g.turn
        aside = base + SET_ASIDE
        self._discard_aside(t.aside_until_cleanup, aside, dcode)
        if staying:
            for uid in list(staying):
                if z.loc[uid] != pcode:
                    staying.discard(uid)
        g.draw(player, g.turn.next_hand)
        t = g.turn
        # what a possessed player would have trashed comes back after Clean-up, the new hand drawn (Possession)
        self._discard_aside(t.set_aside_by_control, aside, dcode)
        t.actions = t.buys = t.coins = t.potions = 0
        for rule in g.turn_end_rules:
            rule(g, player)
        if t.at_turn_end:
            ends, t.at_turn_end = t.at_turn_end, []
            for fn in ends:
                fn()

    def _discard_aside(self, uids: list[int], aside: int, dcode: int) -> None:
        """Put those of ``uids`` still set aside into the discard pile, and forget them."""
        if uids:
            g = self.game()
            for uid in uids:
                if g.zones.loc[uid] == aside:
                    g.move(uid, aside, dcode)
            uids.clear()
