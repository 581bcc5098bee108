"""Playing cards, buying, attacks, and the turn loop (Action, Buy, Night, Clean-up)."""

from __future__ import annotations

from generator.engine import cards as reg
from generator.engine.events import Bought, HexReceived, Played
from generator.engine.gains import Gains, Trigger
from generator.engine.state import BLACK_MARKET_CODE
from generator.engine.types import HAND, IN_PLAY, Phase, Zone
from generator.errors import IllegalActionError

ACTION_TYPES = frozenset({"action", "command"})


class Turns(Gains):
    """Plays, buys, attacks and the phases of a turn."""

    def types_of(self, uid: int) -> frozenset[str]:
        card = self.card_of[uid]
        t = self.defs[card].types
        if card == "estate" and self.inherit_any:
            v = self.version("inheritance")
            if v == "1e":
                owner = self.zowner[self.loc[uid]]
                inh = self.estate_token[owner] if owner is not None else None
                if inh is not None:
                    return t | self.defs[self.card_of[inh]].types
            elif self.estate_token[self.turn_player] is not None:
                return t | ACTION_TYPES
        return t

    # -- playing ---------------------------------------------------------------------------------
    def find(self, player: int, card_id: str, zi: int = HAND) -> int:
        """The uid of a ``card_id`` in one of the player's zones (IllegalActionError if none)."""
        for uid in reversed(self.zones[self.code(player, zi)]):
            if self.card_of[uid] == card_id:
                return uid
        raise IllegalActionError(f"cannot find {card_id!r} in player {player}'s "
                                 f"{self.describe(self.code(player, zi))!r}")

    def play(self, player: int, card_id: str) -> None:
        """Play a card of that id from the player's hand and resolve it completely."""
        uid = self.find(player, card_id)
        if player == self.turn_player and self.phase is Phase.ACTION and "action" in self.types_of(uid):
            self.actions = max(0, self.actions - 1)
        self.play_uid(player, uid)
        if self.check:
            self.check_invariants()

    def play_uid(self, player: int, uid: int, src: int | None = None) -> None:
        """Move a card into play and resolve it."""
        src = self.code(player, HAND) if src is None else src
        self.move(uid, src, self.code(player, IN_PLAY))
        self.resolve(player, uid)

    def resolve(self, player: int, uid: int, as_card: str | None = None) -> None:
        """Resolve a card's play ability (``as_card`` for emulation; Inheritance's Estates)."""
        card = self.card_of[uid]
        this = uid
        if as_card is None:
            as_card = card
            if card == "estate":
                owner = self.owner_of(uid)
                if self.version("inheritance") == "1e":
                    inh = self.estate_token[owner] if owner is not None else None
                    if inh is not None:
                        as_card = self.card_of[inh]
                else:
                    inh = self.estate_token[self.turn_player]
                    if inh is not None:
                        as_card, this = self.card_of[inh], inh
        if self.log:
            self.events.append(Played(player, card, uid, as_card))
        if self.champions[player] and "action" in self.defs[as_card].types:
            self.actions += self.champions[player]
        coins = reg.TREASURE_COINS.get(as_card)
        if coins is not None:
            self.coins += coins
        if self.tokens[player]:
            self._token_bonus(player, as_card)
        fn = self.hook(reg.PLAY, as_card)
        if fn is None:
            return
        if "attack" in self.defs[as_card].types:
            saved = self.attack_immune
            self.attack_immune = self._attack_reactions(player, uid)
            fn(self, player, this)
            self.attack_immune = saved
        else:
            fn(self, player, this)

    def _token_bonus(self, player: int, card: str) -> None:
        pile = self.pile_of(card)
        for token, where in self.tokens[player].items():
            if where != pile:
                continue
            if token == "+card":
                self.draw(player, 1)
            elif token == "+action":
                self.actions += 1
            elif token == "+buy":
                self.buys += 1
            elif token == "+coin":
                self.coins += 1

    def _attack_reactions(self, player: int, uid: int) -> set[int]:
        """When-attack reactions (Beggar, Urchin); returns the players unaffected by this attack."""
        listeners = self.listeners.get("Attack")
        if listeners:
            for p in self.turn_order(player):
                trig: list[Trigger] = []
                for luid, rs in list(listeners.items()):
                    if self.zowner[self.loc[luid]] != p:
                        continue
                    for r in rs:
                        trig.append(self._reaction_trigger(r, p, luid, (player, uid)))
                if trig:
                    self.resolve_triggers("when-attack", p, trig, attacker=player)
        return {p for p in range(self.n) if p != player and (self.guarded[p] or self.champions[p])}

    def turn_order(self, start: int) -> list[int]:
        """All players in turn order beginning with ``start``."""
        return [(start + i) % self.n for i in range(self.n)]

    def others(self, player: int) -> list[int]:
        """Other players in turn order from the left."""
        return [(player + i) % self.n for i in range(1, self.n)]

    def attack_targets(self, player: int) -> list[int]:
        """Other players, in turn order, that the current attack affects."""
        return [p for p in self.others(player) if p not in self.attack_immune]

    def receive_hex(self, player: int) -> None:
        """Receive the next Hex (the Hex deck reshuffles when empty)."""
        if not self.hex_deck:
            self.hex_deck, self.hex_discard = self.hex_discard, []
            self.rng.shuffle(self.hex_deck)
        if not self.hex_deck:
            return
        h = self.hex_deck.pop()
        self.hex_discard.append(h)
        self.emit(HexReceived(player, h))
        fn = self.hook(reg.HEXES, h)
        if fn is not None:
            fn(self, player)

    # -- buying ----------------------------------------------------------------------------------
    def buy(self, player: int, card_id: str) -> None:
        """Buy the top card of that Supply pile (or an Event), with its on-buy and on-gain effects."""
        d = self.defs.get(card_id)
        if d is None:
            raise IllegalActionError(f"cannot buy unknown card {card_id!r}")
        if d.kind == "event":
            self._pay(card_id)
            self.emit(Bought(player, card_id, None))
            fn = self.hook(reg.EVENTS, card_id)
            if fn is not None:
                fn(self, player)
        else:
            uid = self.supply_top(card_id)
            if uid is None:
                raise IllegalActionError(f"cannot buy {card_id!r}: it is not in the Supply")
            self._pay(card_id)
            self._bought(player, card_id, uid, "supply")
        if self.check:
            self.check_invariants()

    def buy_from_black_market(self, player: int, card_id: str) -> None:
        """Buy a revealed card from the Black Market deck."""
        uid = next((u for u in self.zones[BLACK_MARKET_CODE] if self.card_of[u] == card_id), None)
        if uid is None:
            raise IllegalActionError(f"cannot buy {card_id!r}: not in the Black Market deck")
        self._pay(card_id)
        self._bought(player, card_id, uid, "black-market")

    def _pay(self, card_id: str) -> None:
        cost = self.cost_of(card_id)
        if self.buys < 1:
            raise IllegalActionError(f"cannot buy {card_id!r}: no Buys left")
        if cost.coins > self.coins or cost.potion > self.potions:
            raise IllegalActionError(f"cannot buy {card_id!r}: it costs {cost!r}, you have "
                                     f"${self.coins} and {self.potions} potions")
        self.buys -= 1
        self.coins -= cost.coins
        self.potions -= cost.potion

    def _bought(self, player: int, card_id: str, uid: int, source: str) -> None:
        self.bought_cards += 1
        if self.log:
            self.events.append(Bought(player, card_id, uid))
        trig: list[Trigger] = []
        own = self.hook(reg.BUY, card_id)
        if own is None and card_id == "estate" and self.inherit_any and self.version("inheritance") == "1e":
            # A bought card is the buyer's from the moment it is bought, so under the original
            # Inheritance the buyer's Estate already has the inherited card's when-buy ability.
            inherited = self.estate_token[player]
            if inherited is not None:
                own = self.hook(reg.BUY, self.card_of[inherited])
        if own is not None:
            fn = own
            trig.append(Trigger(f"on-buy:{card_id}", False, lambda: True, lambda: fn(self, player, uid)))
        listeners = self.listeners.get("Bought")
        if listeners:
            for luid, rs in list(listeners.items()):
                if self.zowner[self.loc[luid]] == player:
                    trig.extend(self._reaction_trigger(r, player, luid, uid) for r in rs)
        if trig:
            self.resolve_triggers("when-buy", player, trig, card=card_id)
        z = self.zones[self.loc[uid]]
        if source == "black-market" or (z and z[-1] == uid and self.zkind[self.loc[uid]] is Zone.SUPPLY):
            self.gain(player, card_id, uid=uid)
        else:
            self.gain(player, card_id)
