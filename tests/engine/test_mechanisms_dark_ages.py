"""Generic core mechanisms the Dark Ages cards use: when-trash listeners, trashing cards at once, end-of-Buy-phase
rules, Kingdom piles of a fixed size, exchanging into another zone."""

from __future__ import annotations

from typing import Any

from generator.engine import PlayerLayout, Zone
from generator.engine.api import CardAPI
from generator.engine.hooks import FIXED_PILE_SIZES, Reaction, TrashInfo
from generator.engine.setup import pile_size
from generator.engine.types import HAND
from tests.engine.helpers import gained, scenario

P = PlayerLayout


def test_trashed_listener_hears_its_owners_trashes_only() -> None:
    """A "Trashed" listener in hand runs when a card of its owner's is trashed, not for another player's."""
    g, d = scenario([P(hand=["market-square", "estate"]), P(hand=["estate"])], ["discard:market-square"],
                    supply={"market-square": 10})
    g.trash(1, g.find(1, "estate"))
    assert gained(g) == []
    g.trash(0, g.find(0, "estate"))
    assert gained(g) == [(0, "gold", "supply", "discard")] and g.discard(0) == ["market-square", "gold"]
    d.assert_done()


def test_trashed_listener_and_own_when_trash_ability_are_ordered_by_the_owner() -> None:
    """The trashed card's own when-trash ability and its owner's listeners trigger together: the owner picks
    the order (here the listener first; the card's own draw, mandatory and last, then runs unasked)."""
    g, d = scenario([P(hand=["market-square", "rats"], deck=["copper"]), P()],
                    ["discard:market-square"], supply={"market-square": 10, "rats": 20})
    g.trash(0, g.find(0, "rats"))
    assert gained(g) == [(0, "gold", "supply", "discard")] and g.hand(0) == ["copper"]
    assert [(dec.kind, list(dec.ids())) for dec in d.asked] == [
        ("when-trash", ["on-trash:rats", "discard:market-square"])]
    d.assert_done()


def test_trashed_listener_sees_the_card_in_trash_info() -> None:
    """The listener's info names the owner, the uid and the card trashed."""
    seen: list[Any] = []

    def run(g: CardAPI, owner: int, luid: int, info: TrashInfo) -> None:
        seen.append(info)

    from generator.engine import hooks
    r = Reaction("moat", "Trashed", Zone.HAND, "react", False, lambda g, o, u, i: True, run)
    hooks.REACTIONS.setdefault("moat", []).append((None, r))
    hooks._PICKED.clear()
    try:
        g, _ = scenario([P(hand=["moat", "copper"]), P()])
        uid = g.find(0, "copper")
        g.trash(0, uid)
    finally:
        hooks.REACTIONS["moat"].remove((None, r))
        hooks._PICKED.clear()
    assert seen == [TrashInfo(0, uid, "copper")]


def test_buy_end_rules_run_once_at_the_end_of_each_buy_phase() -> None:
    """buy_end_rules run when the Buy phase ends, seeing the gains made in it; Clean-up called straight from
    the Action phase ends an empty Buy phase first, and a whole turn runs them once."""
    g, d = scenario([P(deck=["copper"] * 10), P()], ["buy:silver"])
    seen: list[int] = []
    g.buy_end_rules.append(lambda g2, p: seen.append(g2.turn.gains - g2.turn.buy_start_gains))
    g.gain(0, "silver")  # in the Action phase: not a gain of the Buy phase
    g.cleanup(0)
    assert seen == [0]
    g.take_turn()  # five Coppers: the Buy phase buys a Silver
    assert seen == [0, 1]
    d.assert_done()


def test_fixed_pile_size_ignores_the_player_count() -> None:
    """A Kingdom pile declared with a fixed size starts with that many cards for 2 to 6 players."""
    assert FIXED_PILE_SIZES["rats"] == 20
    assert [pile_size("rats", n) for n in (2, 3, 6)] == [20, 20, 20]
    assert pile_size("village", 2) == 10


def test_exchange_into_another_zone() -> None:
    """exchange(..., into=DISCARD) returns the card to its pile and puts the new card in the discard pile."""
    g, _ = scenario([P(in_play=["hermit"]), P()], supply={"hermit": 9}, non_supply={"madman": 10})
    uid = g.zones.plays[0][0]
    new = g.exchange(0, uid, "madman", into=Zone.DISCARD)
    assert new is not None and g.discard(0) == ["madman"] and g.in_play(0) == []
    assert g.pile_count("hermit") == 10 and g.pile_count("madman") == 9 and gained(g) == []
    assert g.zones.loc[uid] != g.zones.code(0, HAND)


def test_trash_all_moves_every_card_before_any_when_trash_ability() -> None:
    """trash_all trashes cards at once: both cards are in the trash before either ability runs, and the owner
    orders the two abilities (here Overgrown Estate's draw before Rats' draw)."""
    g, d = scenario([P(hand=["rats", "overgrown-estate"], deck=["copper", "gold"]), P()],
                    ["on-trash:overgrown-estate"], supply={"rats": 20})
    g.trash_all(0, list(g.zones.hands[0]))
    assert g.trash_ids() == ["rats", "overgrown-estate"] and g.hand(0) == ["gold", "copper"]
    assert [list(dec.ids()) for dec in d.asked] == [["on-trash:rats", "on-trash:overgrown-estate"]]
    d.assert_done()
