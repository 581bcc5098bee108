"""The gain pipeline and the other card movements built on the one move primitive."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, cast

from generator.engine import cards as reg
from generator.engine.cards import GainInfo
from generator.engine.events import (
    Exchanged,
    Exiled,
    Gained,
    GainReplaced,
    Moved,
    Passed,
    Returned,
    Revealed,
    SetAside,
    Shuffled,
    Trashed,
)
from generator.engine.state import BLACK_MARKET_CODE, FIRST_PLAYER_CODE, TRASH_CODE
from generator.engine.types import DECK, DISCARD, EXILE, HAND, NPZ, SET_ASIDE, ZONE_INDEX, Zone
from generator.engine.views import Views
from generator.errors import IllegalActionError

if TYPE_CHECKING:
    from generator.engine.game import Game


class Trigger:
    """One pending triggered ability: an option id, whether it may be skipped, a re-check and a body."""

    __slots__ = ("opt", "optional", "check", "run")

    def __init__(self, opt: str, optional: bool, check: Callable[[], bool], run: Callable[[], None]) -> None:
        self.opt = opt
        self.optional = optional
        self.check = check
        self.run = run


def _always() -> bool:
    return True


class Gains(Views):
    """Gaining, trashing, drawing, discarding, passing, exchanging, exiling, setting aside, returning."""

    def _pick(self, card: str, source: str) -> tuple[int, int, str] | None:
        """Step 1 of the gain pipeline: the physical card to gain, or None (empty pile, not there)."""
        if source == "supply":
            pid = self.pile_of(card) if card in self.defs else card
            code = self.piles.get(pid)
            if code is None or self.zkind[code] is not Zone.SUPPLY:
                code = self.piles.get(card)
                if code is None or self.zkind[code] is not Zone.SUPPLY:
                    return None
            z = self.zones[code]
            if not z:
                return None
            uid = z[-1]
            if self.card_of[uid] != card and self.zpile[code] != card:
                return None
            return uid, code, "supply"
        if source == "trash":
            for uid in reversed(self.zones[TRASH_CODE]):
                if self.card_of[uid] == card:
                    return uid, TRASH_CODE, "trash"
            return None
        if source == "black-market":
            for uid in self.zones[BLACK_MARKET_CODE]:
                if self.card_of[uid] == card:
                    return uid, BLACK_MARKET_CODE, source
            return None
        if source.startswith("non-supply"):
            pid = source.partition(":")[2] or (self.pile_of(card) if card in self.defs else card)
            code = self.piles.get(pid)
            if code is None or self.zkind[code] is not Zone.NON_SUPPLY:
                return None
            z = self.zones[code]
            for uid in reversed(z):
                if self.card_of[uid] == card or pid == card:
                    return uid, code, f"non-supply:{pid}"
            return None
        raise IllegalActionError(f"unknown gain source {source!r}: expected supply, trash, "
                                 f"black-market or non-supply:<pile>")

    def gain(self, player: int, card_id: str, *, to: Zone | None = None, source: str = "supply",
             uid: int | None = None, replaceable: bool = True) -> int | None:
        """Gain a card; return its uid, or None when nothing was gained.

        The one gain pipeline: pick → would-gain replacements → destination →
        move → ``Gained`` → when-gain triggers.  ``uid`` gains that exact card
        from wherever it is (the trash, a pile, a revealed set-aside zone).
        """
        if uid is not None:
            src = self.loc[uid]
            card_id = self.card_of[uid]
            kind = self.zkind[src]
            label = ("trash" if kind is Zone.TRASH else "supply" if kind is Zone.SUPPLY else
                     "black-market" if kind is Zone.BLACK_MARKET else
                     f"non-supply:{self.zpile[src]}" if kind is Zone.NON_SUPPLY else kind.value)
            picked: tuple[int, int, str] | None = (uid, src, label)
        else:
            picked = self._pick(card_id, source)
        if picked is None:
            return None
        uid, src, label = picked
        card_id = self.card_of[uid]
        gainer = player
        # Step 2: would-gain replacements.
        if self.possessor is not None and player == self.turn_player and player != self.possessor:
            gainer = self.possessor
            self.emit(GainReplaced(player, card_id, "possession", gainer, card_id))
        if replaceable and card_id != "silver":
            would = self.listeners.get("WouldGain")
            if would:
                info = GainInfo(gainer, uid, card_id, src)
                for luid, rs in list(would.items()):
                    if self.zowner[self.loc[luid]] != gainer:
                        continue
                    for r in rs:
                        if r.applies(cast("Game", self), gainer, luid, info) and self.ask(
                                "would-gain", gainer, [f"{r.option}:{r.card}", "no"],
                                card=card_id) != ["no"]:
                            self.emit(GainReplaced(gainer, card_id, r.card, gainer, "silver"))
                            r.run(cast("Game", self), gainer, luid, info)
                            return None
        # Step 3: destination.
        if to is None:
            to = reg.GAIN_TO.get(card_id, Zone.DISCARD)
        dst = FIRST_PLAYER_CODE + gainer * NPZ + ZONE_INDEX[to]
        # Step 4: move; step 5: event.
        self.move(uid, src, dst)
        if gainer == self.turn_player:
            self.turn_gains += 1
        if self.log:
            self.events.append(Gained(gainer, card_id, uid, label, to.value))
        # Step 6: when-gain triggers.
        self._when_gain(gainer, uid, card_id, dst)
        return uid

    def _when_gain(self, gainer: int, uid: int, card: str, dst: int) -> None:
        trig: list[Trigger] = []
        own = self.hook(reg.GAIN, card)
        if own is not None:
            fn = own
            trig.append(Trigger(f"on-gain:{card}", False, _always, lambda: fn(self, gainer, uid)))
        listeners = self.listeners.get("Gained")
        if listeners:
            info = GainInfo(gainer, uid, card, dst)
            for luid, rs in list(listeners.items()):
                if self.zowner[self.loc[luid]] != gainer:
                    continue
                for r in rs:
                    trig.append(self._reaction_trigger(r, gainer, luid, info))
        if self.changeling_rule and card != "changeling":
            trig.append(Trigger("exchange:changeling", True,
                                lambda: (self.loc[uid] == dst and self.cost_of(card).coins >= 3
                                         and self.in_supply("changeling")),
                                lambda: self._exchange_none(gainer, uid, "changeling", dst)))
        exile = self.zones[FIRST_PLAYER_CODE + gainer * NPZ + EXILE]
        if exile and any(self.card_of[e] == card for e in exile):
            trig.append(Trigger(f"discard-exiled:{card}", True,
                                lambda: any(self.card_of[e] == card for e in exile),
                                lambda: self.discard_exiled(gainer, card)))
        if trig:
            self.resolve_triggers("when-gain", gainer, trig, card=card)

    def _exchange_none(self, player: int, uid: int, card: str, expect: int) -> None:
        self.exchange(player, uid, card, expect=expect)

    def _reaction_trigger(self, r: reg.Reaction, owner: int, luid: int, info: object) -> Trigger:
        g = cast("Game", self)
        return Trigger(f"{r.option}:{r.card}", r.optional,
                       lambda: r.applies(g, owner, luid, info),
                       lambda: r.run(g, owner, luid, info))

    def resolve_triggers(self, kind: str, player: int, trig: list[Trigger], **context: object) -> None:
        """Resolve triggered abilities in the order their owner picks, re-checking each before it runs."""
        while trig:
            live = [t for t in trig if t.check()]
            if not live:
                return
            if len(live) == 1 and not live[0].optional:
                t = live[0]
            else:
                ids = [t.opt for t in live]
                if all(t.optional for t in live):
                    ids.append("done")
                ans = self.ask(kind, player, ids, **context)[0]
                if ans == "done":
                    return
                t = next(t for t in live if t.opt == ans)
            trig.remove(t)
            t.run()

    # -- other movements -----------------------------------------------------------------------
    def try_move(self, uid: int, src: int, dst: int, *, bottom: bool = False) -> bool:
        """Move if the card is still where expected; return False (lose track) otherwise."""
        if self.loc[uid] != src:
            return False
        self.move(uid, src, dst, bottom=bottom)
        return True

    def _moved(self, player: int | None, uid: int, src: int, dst: int, reason: str) -> None:
        if self.log:
            self.events.append(Moved(player, self.card_of[uid], uid, self.zkind[src].value,
                                     self.zkind[dst].value, reason))

    def shuffle(self, player: int) -> None:
        """Shuffle the discard pile to form the deck (a chance decision from the game's seed)."""
        disc = self.discards[player]
        deck = self.decks[player]
        dcode = self.code(player, DECK)
        for uid in disc:
            self.loc[uid] = dcode
        # a uniform shuffle from the game's seed: sort by independent random keys
        rnd = self.rng.random
        keys = [rnd() for _ in disc]
        disc[:] = [disc[i] for i in sorted(range(len(disc)), key=keys.__getitem__)]
        disc.extend(deck)
        deck[:] = disc
        disc.clear()
        if self.log:
            self.events.append(Shuffled(player, len(deck)))

    def draw(self, player: int, n: int = 1) -> list[int]:
        """Draw up to ``n`` cards, shuffling when the deck runs out."""
        deck = self.decks[player]
        hand = self.hands[player]
        hcode = self.code(player, HAND)
        loc = self.loc
        if not self.log:
            # fast path: take whole runs off the deck, shuffling in between (the same cards in the same order)
            out = deck[-n:] if n > 0 else []
            del deck[len(deck) - len(out):]
            out.reverse()
            while len(out) < n and self.discards[player]:
                self.shuffle(player)
                more = deck[len(out) - n:]
                del deck[len(deck) - len(more):]
                more.reverse()
                out.extend(more)
            hand.extend(out)
            reactive = self.reactive
            for uid in out:
                loc[uid] = hcode
                if reactive[uid]:
                    self._index(uid, hcode)
            return out
        out = []
        for _ in range(n):
            if not deck:
                if not self.discards[player]:
                    break
                self.shuffle(player)
            uid = deck.pop()
            hand.append(uid)
            loc[uid] = hcode
            if self.reactive[uid]:
                self._index(uid, hcode)
            out.append(uid)
            if self.log:
                self._moved(player, uid, hcode - HAND + DECK, hcode, "draw")
        return out

    def top_cards(self, player: int, n: int) -> list[int]:
        """Reveal/look at up to ``n`` cards from the top of the deck, moving them to set-aside."""
        deck = self.decks[player]
        aside = self.code(player, SET_ASIDE)
        dcode = self.code(player, DECK)
        out = []
        for _ in range(n):
            if not deck:
                if not self.discards[player]:
                    break
                self.shuffle(player)
            uid = deck[-1]
            self.move(uid, dcode, aside)
            out.append(uid)
        return out

    def reveal(self, player: int, uids: Iterable[int]) -> None:
        """Log a reveal."""
        if self.log:
            self.events.append(Revealed(player, tuple(self.card_of[u] for u in uids)))

    def discard_card(self, player: int, uid: int, src: int | None = None, reason: str = "discard") -> None:
        """Discard a card (from the hand unless ``src`` says otherwise)."""
        src = self.code(player, HAND) if src is None else src
        dst = self.code(player, DISCARD)
        self.move(uid, src, dst)
        self._moved(player, uid, src, dst, reason)

    def topdeck(self, player: int, uid: int, src: int | None = None) -> None:
        """Put a card onto the player's deck."""
        src = self.code(player, HAND) if src is None else src
        dst = self.code(player, DECK)
        self.move(uid, src, dst)
        self._moved(player, uid, src, dst, "topdeck")

    def trash(self, player: int | None, uid: int, src: int | None = None) -> None:
        """Trash a card (from ``player``'s hand unless ``src`` says otherwise), then its on-trash."""
        if src is None:
            if player is None:
                raise IllegalActionError("trash needs a player or a source zone")
            src = self.code(player, HAND)
        owner = self.zowner[src]
        card = self.card_of[uid]
        label = self.zkind[src].value
        if self.possessor is not None and owner is not None and owner == self.turn_player:
            aside = self.code(owner, SET_ASIDE)
            self.move(uid, src, aside)
            self.possession_aside.append(uid)
            self.emit(Trashed(player, card, uid, label))
            self.emit(SetAside(owner, card, uid, label, "possession"))
        else:
            self.move(uid, src, TRASH_CODE)
            self.emit(Trashed(player, card, uid, label))
        fn = self.hook(reg.TRASH, card)
        if fn is not None:
            fn(self, owner if owner is not None else (player if player is not None else self.turn_player), uid)

    def exchange(self, player: int, uid: int, card_in: str, *, expect: int | None = None) -> int | None:
        """Return ``uid`` to its pile and take ``card_in`` into the same zone (not a gain)."""
        src = self.loc[uid] if expect is None else expect
        picked = self._pick(card_in, "supply") or self._pick(card_in, "non-supply")
        if picked is None or self.loc[uid] != src:
            return None
        new, pcode, _ = picked
        home = self.piles.get(self.home[uid])
        if home is None:
            return None  # exchanging must work both ways: a card with no pile cannot be exchanged
        self.move(uid, src, home)
        self.move(new, pcode, src)
        self.emit(Exchanged(player, self.card_of[uid], uid, card_in, new, self.zkind[src].value))
        return new

    def pass_card(self, from_player: int, to_player: int, uid: int) -> None:
        """Pass a card from one hand to another (ownership changes, nothing is gained)."""
        self.move(uid, self.code(from_player, HAND), self.code(to_player, HAND))
        self.emit(Passed(from_player, to_player, self.card_of[uid], uid))

    def exile(self, player: int, uid: int) -> None:
        """Put a card from wherever it is onto the player's Exile mat (not a gain)."""
        src = self.loc[uid]
        self.move(uid, src, self.code(player, EXILE))
        self.emit(Exiled(player, self.card_of[uid], uid, self.zkind[src].value))

    def discard_exiled(self, player: int, card: str) -> None:
        """Discard every copy of ``card`` from the player's Exile mat."""
        ecode = self.code(player, EXILE)
        for uid in [u for u in self.zones[ecode] if self.card_of[u] == card]:
            self.discard_card(player, uid, ecode, "exile")

    def set_aside(self, player: int, uid: int, reason: str) -> None:
        """Set a card aside with the player (not a gain)."""
        src = self.loc[uid]
        self.move(uid, src, self.code(player, SET_ASIDE))
        self.emit(SetAside(player, self.card_of[uid], uid, self.zkind[src].value, reason))

    def return_to_pile(self, player: int | None, uid: int, src: int | None = None) -> bool:
        """Return a card to its home pile; False when it was not where expected."""
        src = self.loc[uid] if src is None else src
        home = self.piles.get(self.home[uid])
        if home is None or self.loc[uid] != src:
            return False
        self.move(uid, src, home)
        self.emit(Returned(player, self.card_of[uid], uid, self.home[uid]))
        return True
