"""Generic core mechanisms the Dark Ages cards use: when-trash listeners, trashing cards at once, end-of-Buy-phase
rules, Kingdom piles of a fixed size, exchanging into another zone, Shelters (and Colony) decided by a random
Kingdom card, a card acting as another while in play."""

from __future__ import annotations

from typing import Any

import pytest

from generator.engine import Game, GameOptions, PlayerLayout, RandomDecider, Zone
from generator.engine.api import CardAPI
from generator.engine.hooks import FIXED_PILE_SIZES, Reaction, TrashInfo
from generator.engine.setup import pile_size
from generator.engine.types import HAND, IN_PLAY
from generator.errors import IllegalActionError
from tests.engine.carddefs import card_defs
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


def test_exchange_puts_the_new_card_into_the_discard_pile() -> None:
    """Exchange rule: exchanging a card in play returns it to its pile and puts the new card into the discard
    pile, not in play; nothing is gained."""
    g, _ = scenario([P(in_play=["hermit"]), P()], supply={"hermit": 9}, non_supply={"madman": 10})
    uid = g.zones.plays[0][0]
    new = g.exchange(0, uid, "madman")
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


def _starts(kingdom: list[str], seed: int, **options: Any) -> tuple[list[str], bool]:
    """Player 0's starting cards and whether Colony is in the Supply, for a real set-up."""
    g = Game.new(card_defs(), kingdom, 2, RandomDecider(0), seed=seed, options=GameOptions(**options))
    mine = sorted(g.hand(0) + g.deck(0) + g.discard(0))
    return mine, "colony" in g.supply_tops()


DARK_AGES_ONLY = ["hermit", "vagrant", "rats", "poor-house", "squire", "storeroom", "urchin", "armory", "feodum",
                  "forager"]
NONE_FROM_DARK_AGES = ["village", "smithy", "cellar", "market", "moat", "militia", "mine", "festival",
                       "laboratory", "witch"]


def test_shelters_auto_uses_shelters_when_the_drawn_kingdom_card_is_from_their_expansion() -> None:
    """Shelters 'auto': with a random Kingdom, Shelters replace the Estates when a randomly chosen Kingdom card
    is from the expansion the Shelters come from (Dark Ages rulebook, like Colony and Platinum); never otherwise."""
    shelters = sorted(["copper"] * 7 + ["hovel", "necropolis", "overgrown-estate"])
    standard = sorted(["copper"] * 7 + ["estate"] * 3)
    for seed in range(4):
        assert _starts(DARK_AGES_ONLY, seed, shelters="auto")[0] == shelters
        assert _starts(NONE_FROM_DARK_AGES, seed, shelters="auto")[0] == standard


def test_shelters_auto_on_a_mixed_kingdom_depends_on_the_seeded_draw() -> None:
    """Shelters 'auto' on a Kingdom half from Dark Ages: some seeds use Shelters, others Estates, and a seed
    always decides the same way."""
    mixed = DARK_AGES_ONLY[:5] + NONE_FROM_DARK_AGES[:5]
    outcomes = {_starts(mixed, seed, shelters="auto")[0].count("estate") for seed in range(24)}
    assert outcomes == {0, 3}
    assert all(_starts(mixed, seed, shelters="auto") == _starts(mixed, seed, shelters="auto") for seed in range(3))


def test_colony_auto_follows_the_same_rule() -> None:
    """Colony 'auto': Colony and Platinum join the Supply when the drawn Kingdom card is from Prosperity."""
    prosperity = ["bank", "bishop", "city", "expand", "forge", "goons", "kings-court", "mint", "monument", "vault"]
    assert all(_starts(prosperity, seed, colony="auto")[1] for seed in range(3))
    assert not any(_starts(NONE_FROM_DARK_AGES, seed, colony="auto")[1] for seed in range(3))


def test_unknown_setup_option_value_is_refused() -> None:
    """A set-up option value other than true, false or 'auto' is refused with a clear error."""
    with pytest.raises(IllegalActionError, match="'sometimes'"):
        Game.new(card_defs(), NONE_FROM_DARK_AGES, 2, RandomDecider(0), options=GameOptions(shelters="sometimes"))


def test_a_card_acting_as_another_in_play_has_its_types_and_when_trash_ability() -> None:
    """acting_as: while in play a card acting as another has that card's types and, trashed from play, that
    card's when-trash ability (Fortress: back to the hand); out of play it is itself again."""
    g, _ = scenario([P(in_play=["village"]), P()], supply={"fortress": 10, "militia": 10})
    uid = g.find(0, "village", IN_PLAY)
    g.acting_as[uid] = "militia"
    assert g.card_as(uid) == "militia" and g.is_type(uid, "attack")
    g.acting_as[uid] = "fortress"
    g.trash(0, uid, g.zones.code(0, IN_PLAY))
    assert g.hand(0) == ["village"] and g.card_as(uid) == "village" and not g.is_type(uid, "attack")
