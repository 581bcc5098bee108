"""Dominion (base game), both editions: each card's rule, checked on exact positions."""

from __future__ import annotations

import pytest

from generator.engine import PlayerLayout
from generator.engine.decisions import ScriptError
from generator.engine.events import Gained, Moved, Revealed
from tests.engine.helpers import gained, scenario

P = PlayerLayout


def _asked_ids(d: object, index: int = -1) -> list[str]:
    """Option ids of a decision the scripted decider was asked."""
    return list(d.asked[index].ids())  # type: ignore[attr-defined]


# -- Cellar, Chapel, Moat -------------------------------------------------------------------------------

def test_cellar_discards_then_draws_as_many() -> None:
    """Cellar: +1 Action, discard any number of cards, then draw that many (Base rulebook)."""
    g, d = scenario([P(hand=["cellar", "estate", "estate", "copper"], deck=["silver", "gold", "duchy"])],
                    [["discard:estate", "discard:estate"]])
    g.play(0, "cellar")
    assert sorted(g.hand(0)) == ["copper", "duchy", "gold"]
    assert g.discard(0) == ["estate", "estate"] and g.deck(0) == ["silver"] and g.turn.actions == 1
    d.assert_done()


def test_cellar_draws_after_discarding_so_the_discards_can_be_shuffled_in() -> None:
    """Cellar: the discarded cards are already in the discard pile when the draw needs a shuffle (FAQ)."""
    g, _ = scenario([P(hand=["cellar", "estate"])], [["discard:estate"]])
    g.play(0, "cellar")
    assert g.hand(0) == ["estate"] and g.discard(0) == []


def test_cellar_discards_its_cards_together_before_their_reactions() -> None:
    """Cellar: the chosen cards are discarded at once, so both are in the discard pile before a discarded
    Tunnel's reaction resolves, and the draw comes after it (Weaver FAQ on cards discarded together)."""
    g, d = scenario([P(hand=["cellar", "tunnel", "estate"], deck=["silver", "duchy"])],
                    [["discard:tunnel", "discard:estate"], "reveal:tunnel"], supply={"tunnel": 8})
    g.play(0, "cellar")
    moves = [(type(e).__name__, e.card) for e in g.events if isinstance(e, (Moved, Gained))]
    assert moves[:3] == [("Moved", "tunnel"), ("Moved", "estate"), ("Gained", "gold")]
    assert sorted(g.discard(0)) == ["estate", "gold", "tunnel"] and sorted(g.hand(0)) == ["duchy", "silver"]
    d.assert_done()


def test_cellar_draw_is_plus_cards_so_way_of_the_chameleon_swaps_it() -> None:
    """Cellar's current text, like the 1st edition's, says "+1 Card per card discarded": that draw is +Cards, so
    played with Way of the Chameleon (+Cards become +$) it gives +$1 per card discarded and draws nothing, while its
    +1 Action stays (Cellar card text; Way of the Chameleon rule)."""
    g, d = scenario([P(hand=["cellar", "estate", "estate", "copper"], deck=["silver", "gold"]), P()],
                    ["way:way-of-the-chameleon", ["discard:estate", "discard:estate"]],
                    landscapes=["way-of-the-chameleon"])
    g.play(0, "cellar")
    assert g.turn.coins == 2 and g.turn.actions == 1
    assert g.hand(0) == ["copper"] and g.deck(0) == ["silver", "gold"] and g.discard(0) == ["estate", "estate"]
    d.assert_done()


def test_chapel_trashes_up_to_four() -> None:
    """Chapel: trash up to 4 cards from your hand, and no more."""
    hand = ["chapel", "copper", "copper", "estate", "estate", "estate"]
    g, d = scenario([P(hand=hand)], [["trash:copper", "trash:copper", "trash:estate", "trash:estate"]])
    g.play(0, "chapel")
    assert sorted(g.trash_ids()) == ["copper", "copper", "estate", "estate"] and g.hand(0) == ["estate"]
    assert d.asked[0].max == 4 and d.asked[0].min == 0


def test_moat_blocks_witch_for_its_owner_only() -> None:
    """Moat: revealing it from hand when another player plays an Attack makes that Attack not affect you."""
    g, d = scenario([P(hand=["witch"], deck=["copper", "copper"]), P(hand=["moat"]), P()], ["reveal:moat"])
    g.play(0, "witch")
    assert gained(g) == [(2, "curse", "supply", "discard")]
    assert g.hand(1) == ["moat"] and g.hand(0) == ["copper", "copper"]
    assert any(isinstance(e, Revealed) and e.player == 1 and e.cards == ("moat",) for e in g.events)
    d.assert_done()


def test_moat_may_be_kept_hidden() -> None:
    """Moat: revealing is optional; a player who does not reveal is attacked."""
    g, _ = scenario([P(hand=["witch"]), P(hand=["moat"])], ["done"])
    g.play(0, "witch")
    assert gained(g) == [(1, "curse", "supply", "discard")]


def test_moat_is_an_action_drawing_two() -> None:
    """Moat: played as an Action it gives +2 Cards."""
    g, _ = scenario([P(hand=["moat"], deck=["estate", "silver", "gold"])])
    g.play(0, "moat")
    assert g.hand(0) == ["gold", "silver"] and g.turn.actions == 0


def test_moat_does_not_stop_the_attackers_own_part() -> None:
    """Moat: a Militia attacker still gets +$2 though every other player revealed Moat (FAQ)."""
    g, _ = scenario([P(hand=["militia"]), P(hand=["moat", "copper", "copper", "copper", "copper"])],
                    ["reveal:moat"])
    g.play(0, "militia")
    assert g.turn.coins == 2 and len(g.hand(1)) == 5


# -- Harbinger, Merchant, Vassal, Village, Workshop ------------------------------------------------------------

def test_harbinger_puts_a_discarded_card_onto_the_deck() -> None:
    """Harbinger: +1 Card +1 Action, then a card from your discard pile may go onto your deck."""
    g, d = scenario([P(hand=["harbinger"], deck=["copper"], discard=["gold", "estate"])], ["topdeck:gold"])
    g.play(0, "harbinger")
    assert g.hand(0) == ["copper"] and g.deck(0) == ["gold"] and g.discard(0) == ["estate"]
    assert g.turn.actions == 1 and d.asked[0].min == 0


def test_merchant_gives_one_coin_for_the_first_silver_only() -> None:
    """Merchant: the first time you play a Silver this turn, +$1; a second Silver gets nothing more."""
    g, _ = scenario([P(hand=["merchant", "silver", "silver"], deck=["copper"])])
    g.play(0, "merchant")
    g.play(0, "silver")
    assert g.turn.coins == 3
    g.play(0, "silver")
    assert g.turn.coins == 5 and g.turn.actions == 1


def test_two_merchants_each_give_a_coin_on_the_first_silver() -> None:
    """Merchant: two Merchants played give +$1 each when the first Silver is played (FAQ)."""
    g, _ = scenario([P(hand=["merchant", "merchant", "silver", "silver"], deck=["copper", "copper"])])
    g.play(0, "merchant")
    g.play(0, "merchant")
    g.play(0, "silver")
    g.play(0, "silver")
    assert g.turn.coins == 2 + 2 + 2


def test_throne_room_on_merchant_gives_two_coins_on_the_first_silver() -> None:
    """Merchant: Throne Room on Merchant gives +$2 when you play your first Silver (FAQ)."""
    g, _ = scenario([P(hand=["throne-room", "merchant", "silver"], deck=["copper", "copper"])], ["play:merchant"])
    g.play(0, "throne-room")
    g.play(0, "silver")
    assert g.turn.coins == 4 and g.turn.actions == 2


def test_merchant_after_a_silver_gives_nothing() -> None:
    """Merchant: played after a Silver was played this turn, it gives no bonus for any later Silver (FAQ)."""
    g, _ = scenario([P(hand=["merchant", "silver"], in_play=["silver"], deck=["copper"])])
    g.play(0, "merchant")
    g.play(0, "silver")
    assert g.turn.coins == 2


def test_vassal_may_play_the_discarded_action() -> None:
    """Vassal: +$2; the discarded top card, an Action, may be played without using an Action."""
    g, d = scenario([P(hand=["vassal"], deck=["copper", "village"])], ["play:village"])
    g.play(0, "vassal")
    assert g.in_play(0) == ["vassal", "village"] and g.hand(0) == ["copper"]
    assert g.turn.coins == 2 and g.turn.actions == 2 and g.discard(0) == []
    d.assert_done()


def test_vassal_discards_a_non_action_without_asking() -> None:
    """Vassal: a discarded card that is not an Action just stays in the discard pile."""
    g, d = scenario([P(hand=["vassal"], deck=["gold"])])
    g.play(0, "vassal")
    assert g.discard(0) == ["gold"] and g.turn.coins == 2 and d.asked == []


def test_vassal_may_leave_the_action_discarded() -> None:
    """Vassal: playing the discarded Action is optional."""
    g, _ = scenario([P(hand=["vassal"], deck=["smithy"])], [[]])
    g.play(0, "vassal")
    assert g.discard(0) == ["smithy"] and g.in_play(0) == ["vassal"]


def test_village_one_card_two_actions() -> None:
    """Village: +1 Card, +2 Actions."""
    g, _ = scenario([P(hand=["village"], deck=["gold"])])
    g.play(0, "village")
    assert g.hand(0) == ["gold"] and g.turn.actions == 2


def test_workshop_gains_a_card_costing_up_to_four() -> None:
    """Workshop: gain a card costing up to $4 to your discard pile; nothing costing more is offered."""
    g, d = scenario([P(hand=["workshop"])], ["gain:smithy"], supply={"smithy": 10, "laboratory": 10})
    g.play(0, "workshop")
    assert gained(g) == [(0, "smithy", "supply", "discard")]
    offered = _asked_ids(d)
    assert "gain:silver" in offered and "gain:laboratory" not in offered and "gain:duchy" not in offered


# -- Bureaucrat, Gardens, Militia, Moneylender, Poacher, Remodel, Smithy, Throne Room ----------------------------

def test_bureaucrat_gains_silver_onto_deck_and_victims_topdeck_victory() -> None:
    """Bureaucrat: gain a Silver onto your deck; each other player puts a Victory card from hand onto their deck."""
    g, _ = scenario([P(hand=["bureaucrat"]), P(hand=["estate", "copper"]), P(hand=["copper"])])
    g.play(0, "bureaucrat")
    assert g.deck(0) == ["silver"] and g.deck(1) == ["estate"] and g.hand(1) == ["copper"]
    assert g.hand(2) == ["copper"] and gained(g) == [(0, "silver", "supply", "deck")]


@pytest.mark.parametrize(("cards", "vp"), [(9, 0), (10, 1), (29, 2), (39, 3), (40, 4)])
def test_gardens_worth_one_per_ten_cards(cards: int, vp: int) -> None:
    """Gardens: 1 VP per full 10 cards the player has, rounded down (39 cards: 3 VP)."""
    deck = ["gardens"] + ["copper"] * (cards - 1)
    g, _ = scenario([P(deck=deck), P()])
    assert g.score(0) == vp


def test_two_gardens_each_count() -> None:
    """Gardens: each Gardens counts every card, itself included (20 cards with 2 Gardens: 4 VP)."""
    g, _ = scenario([P(deck=["gardens"] * 2 + ["copper"] * 17, hand=["curse"]), P()])
    assert g.score(0) == 2 * 2 - 1


def test_militia_others_discard_down_to_three() -> None:
    """Militia: +$2; each other player discards down to 3 cards; a player with 3 or fewer discards nothing."""
    g, d = scenario([P(hand=["militia"]), P(hand=["copper", "copper", "estate", "estate", "gold"]),
                     P(hand=["copper", "estate", "gold"])], [["discard:estate", "discard:estate"]])
    g.play(0, "militia")
    assert g.turn.coins == 2 and sorted(g.hand(1)) == ["copper", "copper", "gold"]
    assert g.discard(1) == ["estate", "estate"] and len(g.hand(2)) == 3
    d.assert_done()


def test_moneylender_trashes_a_copper_for_three() -> None:
    """Moneylender (2nd edition): you may trash a Copper from your hand for +$3."""
    g, _ = scenario([P(hand=["moneylender", "copper", "estate"])], ["trash:copper"])
    g.play(0, "moneylender")
    assert g.trash_ids() == ["copper"] and g.turn.coins == 3


def test_moneylender_2e_may_decline() -> None:
    """Moneylender (2nd edition): trashing is optional; declining gives no coins."""
    g, _ = scenario([P(hand=["moneylender", "copper"])], [[]])
    g.play(0, "moneylender")
    assert g.trash_ids() == [] and g.turn.coins == 0 and g.hand(0) == ["copper"]


def test_moneylender_1e_must_trash() -> None:
    """Moneylender (1st edition): a Copper in hand must be trashed (no choice is offered), for +$3."""
    g, d = scenario([P(hand=["moneylender", "copper"])], versions={"moneylender": "1e"})
    g.play(0, "moneylender")
    assert g.trash_ids() == ["copper"] and g.turn.coins == 3 and d.asked == []


def test_moneylender_without_copper_gives_nothing() -> None:
    """Moneylender: with no Copper to trash you do not get +$3 (FAQ)."""
    g, _ = scenario([P(hand=["moneylender", "silver"])], versions={"moneylender": "1e"})
    g.play(0, "moneylender")
    assert g.turn.coins == 0 and g.trash_ids() == []


def test_poacher_discards_one_card_per_empty_supply_pile() -> None:
    """Poacher: +1 Card +1 Action +$1, then discard a card per empty Supply pile (Curses included)."""
    g, d = scenario([P(hand=["poacher", "copper", "estate", "gold"], deck=["silver"])],
                    [["discard:estate", "discard:copper"]], supply={"curse": 0, "smithy": 0, "village": 10})
    g.play(0, "poacher")
    assert sorted(g.hand(0)) == ["gold", "silver"] and g.turn.coins == 1 and g.turn.actions == 1
    d.assert_done()


def test_poacher_no_empty_pile_no_discard() -> None:
    """Poacher: with no empty Supply pile nothing is discarded."""
    g, d = scenario([P(hand=["poacher", "copper"], deck=["silver"])])
    g.play(0, "poacher")
    assert sorted(g.hand(0)) == ["copper", "silver"] and d.asked == []


def test_poacher_ignores_empty_non_supply_piles() -> None:
    """Poacher: an empty pile outside the Supply (Spoils) does not count (FAQ)."""
    g, d = scenario([P(hand=["poacher", "copper"], deck=["silver"])], non_supply={"spoils": 0})
    g.play(0, "poacher")
    assert len(g.hand(0)) == 2 and d.asked == []


def test_remodel_gains_up_to_two_more() -> None:
    """Remodel: trash a card from hand and gain one costing up to $2 more (Gold into Province)."""
    g, d = scenario([P(hand=["remodel", "gold", "estate"])], ["trash:gold", "gain:province"])
    g.play(0, "remodel")
    assert g.trash_ids() == ["gold"] and gained(g) == [(0, "province", "supply", "discard")]
    d.assert_done()


def test_remodel_offers_nothing_dearer() -> None:
    """Remodel: trashing an Estate ($2) offers cards up to $4, not Duchy ($5)."""
    g, d = scenario([P(hand=["remodel", "estate"])], ["gain:silver"], supply={"smithy": 10})
    g.play(0, "remodel")
    offered = _asked_ids(d)
    assert "gain:smithy" in offered and "gain:estate" in offered and "gain:duchy" not in offered


def test_remodel_with_empty_hand_gains_nothing() -> None:
    """Remodel: with no card to trash, nothing is gained (FAQ)."""
    g, _ = scenario([P(hand=["remodel"])])
    g.play(0, "remodel")
    assert gained(g) == []


def test_smithy_draws_three() -> None:
    """Smithy: +3 Cards."""
    g, _ = scenario([P(hand=["smithy"], deck=["copper", "estate", "silver", "gold"])])
    g.play(0, "smithy")
    assert g.hand(0) == ["gold", "silver", "estate"] and g.deck(0) == ["copper"]


def test_throne_room_plays_village_twice() -> None:
    """Throne Room: the chosen Action is played twice, the second play using no Action (+2 Cards, +4 Actions)."""
    g, _ = scenario([P(hand=["throne-room", "village"], deck=["copper", "silver"])], ["play:village"])
    g.play(0, "throne-room")
    assert sorted(g.hand(0)) == ["copper", "silver"] and g.turn.actions == 4
    assert g.in_play(0) == ["throne-room", "village"]


def test_throne_room_2e_is_optional_1e_is_not() -> None:
    """Throne Room: the 2nd edition may decline ('you may'); the 1st edition must choose an Action in hand."""
    g2, d2 = scenario([P(hand=["throne-room", "smithy", "village"])], [[]])
    g2.play(0, "throne-room")
    assert d2.asked[0].min == 0 and g2.in_play(0) == ["throne-room"]
    g1, d1 = scenario([P(hand=["throne-room", "smithy", "village"])], [[]], versions={"throne-room": "1e"})
    with pytest.raises(ScriptError):
        g1.play(0, "throne-room")
    assert d1.asked[0].min == 1


def test_throne_room_1e_with_one_action_plays_it_unasked() -> None:
    """Throne Room (1st edition): the only Action in hand is played twice without a choice."""
    g, d = scenario([P(hand=["throne-room", "smithy", "copper"], deck=["estate"] * 6)],
                    versions={"throne-room": "1e"})
    g.play(0, "throne-room")
    assert d.asked == [] and g.hand(0).count("estate") == 6


def test_throne_room_on_throne_room_plays_two_actions_twice() -> None:
    """Throne Room on Throne Room: play one Action twice, then another Action twice, not one four times (FAQ)."""
    g, _ = scenario([P(hand=["throne-room", "throne-room", "village", "smithy"], deck=["copper"] * 8)],
                    ["play:throne-room", "play:village", "play:smithy"])
    g.play(0, "throne-room")
    assert g.in_play(0) == ["throne-room", "throne-room", "village", "smithy"]
    assert g.turn.actions == 4 and g.hand(0) == ["copper"] * 8


def test_throne_room_feast_trashes_once_gains_twice() -> None:
    """Throne Room on Feast: Feast is trashed once (it has left play), yet two cards are gained (FAQ)."""
    g, d = scenario([P(hand=["throne-room", "feast"])], ["play:feast", "gain:duchy", "gain:laboratory"],
                    supply={"laboratory": 10})
    g.play(0, "throne-room")
    assert g.trash_ids() == ["feast"] and g.in_play(0) == ["throne-room"]
    assert gained(g) == [(0, "duchy", "supply", "discard"), (0, "laboratory", "supply", "discard")]
    d.assert_done()


# -- Bandit, Council Room, Festival, Laboratory, Library, Market, Mine, Sentry, Witch, Artisan --------------------

def test_bandit_gains_gold_and_trashes_a_non_copper_treasure() -> None:
    """Bandit: gain a Gold; each other player trashes a revealed Treasure other than Copper, discards the rest."""
    g, d = scenario([P(hand=["bandit"]), P(deck=["copper", "silver"]), P(deck=["silver", "gold"]),
                     P(deck=["copper", "estate"])], ["trash:gold"])
    g.play(0, "bandit")
    assert gained(g) == [(0, "gold", "supply", "discard")]
    assert g.trash_ids() == ["silver", "gold"]
    assert g.discard(1) == ["copper"] and g.discard(2) == ["silver"] and sorted(g.discard(3)) == ["copper", "estate"]
    d.assert_done()


def test_council_room_others_draw_one() -> None:
    """Council Room: +4 Cards, +1 Buy, and each other player draws a card."""
    g, _ = scenario([P(hand=["council-room"], deck=["copper"] * 5), P(deck=["gold"]), P(deck=["estate"])])
    g.play(0, "council-room")
    assert len(g.hand(0)) == 4 and g.turn.buys == 2 and g.hand(1) == ["gold"] and g.hand(2) == ["estate"]


def test_festival_counters() -> None:
    """Festival: +2 Actions, +1 Buy, +$2, no card."""
    g, _ = scenario([P(hand=["festival"], deck=["copper"])])
    g.play(0, "festival")
    assert (g.turn.actions, g.turn.buys, g.turn.coins, g.hand(0)) == (2, 2, 2, [])


def test_laboratory_two_cards_one_action() -> None:
    """Laboratory: +2 Cards, +1 Action."""
    g, _ = scenario([P(hand=["laboratory"], deck=["copper", "silver", "gold"])])
    g.play(0, "laboratory")
    assert g.hand(0) == ["gold", "silver"] and g.turn.actions == 1


def test_library_draws_to_seven_skipping_chosen_actions() -> None:
    """Library: draw until 7 in hand; an Action set aside is skipped and discarded after drawing."""
    deck = ["estate", "copper", "smithy", "copper", "village", "gold"]
    g, d = scenario([P(hand=["library", "copper", "copper", "copper", "copper"], deck=deck)],
                    ["set-aside:village", "keep:smithy"])
    g.play(0, "library")
    assert sorted(g.hand(0)) == ["copper"] * 5 + ["gold", "smithy"]
    assert g.discard(0) == ["village"] and g.deck(0) == ["estate", "copper"]
    d.assert_done()


def test_library_set_aside_cards_are_not_shuffled_in() -> None:
    """Library: cards set aside are not in the discard pile when a shuffle is needed (FAQ)."""
    g, _ = scenario([P(hand=["library"] + ["copper"] * 5, deck=["village"], discard=["gold"])],
                    ["set-aside:village"])
    g.play(0, "library")
    assert sorted(g.hand(0)) == ["copper"] * 5 + ["gold"] and g.discard(0) == ["village"]


def test_library_with_seven_draws_nothing() -> None:
    """Library: with 7 or more cards in hand after playing it, nothing is drawn (FAQ)."""
    g, _ = scenario([P(hand=["library"] + ["copper"] * 7, deck=["gold"])])
    g.play(0, "library")
    assert g.deck(0) == ["gold"]


def test_market_counters() -> None:
    """Market: +1 Card, +1 Action, +1 Buy, +$1."""
    g, _ = scenario([P(hand=["market"], deck=["estate"])])
    g.play(0, "market")
    assert (g.turn.actions, g.turn.buys, g.turn.coins, g.hand(0)) == (1, 2, 1, ["estate"])


def test_mine_gains_treasure_to_hand() -> None:
    """Mine: trash a Silver to gain a Gold into your hand (up to $3 more)."""
    g, _ = scenario([P(hand=["mine", "silver"])], ["trash:silver", "gain:gold"])
    g.play(0, "mine")
    assert g.hand(0) == ["gold"] and g.trash_ids() == ["silver"]
    assert gained(g) == [(0, "gold", "supply", "hand")]


def test_mine_2e_optional_1e_compulsory() -> None:
    """Mine: the 2nd edition may keep its Treasure; the 1st edition must trash one when it has one."""
    g2, d2 = scenario([P(hand=["mine", "copper"])], [[]])
    g2.play(0, "mine")
    assert g2.hand(0) == ["copper"] and d2.asked[0].min == 0
    g1, _ = scenario([P(hand=["mine", "copper"])], ["gain:silver"], versions={"mine": "1e"})
    g1.play(0, "mine")
    assert g1.trash_ids() == ["copper"] and g1.hand(0) == ["silver"]


def test_sentry_trashes_discards_and_orders() -> None:
    """Sentry: +1 Card +1 Action; of the top 2 cards trash and/or discard any, put the rest back."""
    g, d = scenario([P(hand=["sentry"], deck=["gold", "curse", "estate", "copper"])],
                    [["trash:curse", "trash:estate"]])
    g.play(0, "sentry")
    assert g.hand(0) == ["copper"] and sorted(g.trash_ids()) == ["curse", "estate"] and g.deck(0) == ["gold"]
    assert g.turn.actions == 1
    d.assert_done()


def test_sentry_puts_both_back_in_chosen_order() -> None:
    """Sentry: the cards kept go back on top in the order the player chooses."""
    g, d = scenario([P(hand=["sentry"], deck=["silver", "gold", "copper"])], [[], [], "top:silver"])
    g.play(0, "sentry")
    assert g.deck(0) == ["gold", "silver"] and g.discard(0) == []
    d.assert_done()


def test_sentry_discards_one() -> None:
    """Sentry: a card discarded goes to the discard pile, the other back on the deck."""
    g, _ = scenario([P(hand=["sentry"], deck=["copper", "estate", "gold", "silver"])], [[], ["discard:estate"]])
    g.play(0, "sentry")
    assert g.hand(0) == ["silver"] and g.discard(0) == ["estate"] and g.deck(0) == ["copper", "gold"]


def test_witch_gives_curses_until_the_pile_runs_out() -> None:
    """Witch: Curses are handed out in turn order; with the pile empty the rest gain nothing, Witch still draws."""
    g, _ = scenario([P(hand=["witch"], deck=["copper", "copper"]), P(), P()], supply={"curse": 1})
    g.play(0, "witch")
    assert gained(g) == [(1, "curse", "supply", "discard")] and len(g.hand(0)) == 2


def test_artisan_gains_to_hand_then_topdecks() -> None:
    """Artisan: gain a card costing up to $5 to your hand, then put a card from your hand onto your deck."""
    g, d = scenario([P(hand=["artisan", "estate"])], ["gain:laboratory", "topdeck:estate"],
                    supply={"laboratory": 10})
    g.play(0, "artisan")
    assert g.hand(0) == ["laboratory"] and g.deck(0) == ["estate"]
    assert gained(g) == [(0, "laboratory", "supply", "hand")]
    d.assert_done()


# -- 1st-edition cards: Adventurer, Chancellor, Feast, Spy, Thief, Woodcutter ---------------------------------

def test_adventurer_reveals_until_two_treasures() -> None:
    """Adventurer: reveal until 2 Treasures; they go to hand, the other revealed cards are discarded."""
    g, _ = scenario([P(hand=["adventurer"], deck=["gold", "copper", "estate", "silver", "duchy"])])
    g.play(0, "adventurer")
    assert sorted(g.hand(0)) == ["copper", "silver"] and sorted(g.discard(0)) == ["duchy", "estate"]
    assert g.deck(0) == ["gold"]


def test_adventurer_does_not_shuffle_in_revealed_cards() -> None:
    """Adventurer: revealed cards are not shuffled into the new deck; with one Treasure in all, you get one."""
    g, _ = scenario([P(hand=["adventurer"], deck=["estate"], discard=["copper", "duchy"])])
    g.play(0, "adventurer")
    assert g.hand(0) == ["copper"] and sorted(g.discard(0)) == ["duchy", "estate"] and g.deck(0) == []


def test_chancellor_puts_deck_into_discard() -> None:
    """Chancellor: +$2; you may put your whole deck into your discard pile (not a discard, nothing is looked at)."""
    g, _ = scenario([P(hand=["chancellor"], deck=["copper", "gold"], discard=["estate"])], ["yes"])
    g.play(0, "chancellor")
    assert g.turn.coins == 2 and g.deck(0) == [] and sorted(g.discard(0)) == ["copper", "estate", "gold"]


def test_chancellor_may_keep_the_deck() -> None:
    """Chancellor: putting the deck away is optional."""
    g, _ = scenario([P(hand=["chancellor"], deck=["copper", "gold"])], ["no"])
    g.play(0, "chancellor")
    assert g.deck(0) == ["copper", "gold"] and g.turn.coins == 2


def test_feast_trashes_itself_and_gains_up_to_five() -> None:
    """Feast: trash this card and gain a card costing up to $5."""
    g, d = scenario([P(hand=["feast"])], ["gain:duchy"])
    g.play(0, "feast")
    assert g.trash_ids() == ["feast"] and gained(g) == [(0, "duchy", "supply", "discard")]
    assert "gain:gold" not in _asked_ids(d)


def test_spy_reveals_everyones_top_card_attacker_decides() -> None:
    """Spy: +1 Card +1 Action; each player, you first, reveals their top card; you discard it or put it back."""
    g, d = scenario([P(hand=["spy"], deck=["estate", "copper"]), P(deck=["gold"]), P(deck=["curse"])],
                    ["discard:estate", "discard:gold", "keep:curse"])
    g.play(0, "spy")
    assert g.hand(0) == ["copper"] and g.discard(0) == ["estate"] and g.turn.actions == 1
    assert g.discard(1) == ["gold"] and g.deck(2) == ["curse"]
    d.assert_done()


def test_spy_skips_a_moat_player() -> None:
    """Spy: a player who reveals Moat does not reveal a card; the Spy's owner still does."""
    g, d = scenario([P(hand=["spy"], deck=["estate", "copper"]), P(hand=["moat"], deck=["gold"])],
                    ["reveal:moat", "keep:estate"])
    g.play(0, "spy")
    assert g.deck(1) == ["gold"] and g.deck(0) == ["estate"]
    d.assert_done()


def test_thief_gains_the_trashed_treasure() -> None:
    """Thief: each other player reveals 2; you trash a revealed Treasure and may gain it."""
    g, d = scenario([P(hand=["thief"]), P(deck=["estate", "silver"])], ["gain:silver"])
    g.play(0, "thief")
    assert g.trash_ids() == [] and g.discard(0) == ["silver"] and g.discard(1) == ["estate"]
    assert gained(g) == [(0, "silver", "trash", "discard")]
    d.assert_done()


def test_thief_victim_is_the_one_who_trashes() -> None:
    """Thief: "they trash one of them that you choose": the attacked player trashes (Tomb gives them the VP),
    the Thief's player only chooses the card and may gain it."""
    g, d = scenario([P(hand=["thief"]), P(deck=["estate", "gold"])], [[]], landscapes=["tomb"])
    g.play(0, "thief")
    assert g.trash_ids() == ["gold"] and g.players[1].vp_tokens == 1 and g.players[0].vp_tokens == 0
    d.assert_done()


def test_woodcutter_buy_and_two_coins() -> None:
    """Woodcutter: +1 Buy, +$2."""
    g, _ = scenario([P(hand=["woodcutter"])])
    g.play(0, "woodcutter")
    assert (g.turn.buys, g.turn.coins) == (2, 2)


def test_throne_room_on_a_duration_stays_in_play_with_it() -> None:
    """Throne Room on a card that stays in play (Champion) stays in play with it after Clean-up (Duration rule)."""
    g, _ = scenario([P(hand=["throne-room", "champion", "copper"], deck=["estate"] * 5), P()], ["play:champion"])
    g.play(0, "throne-room")
    assert g.protected(0) and g.turn.actions == 2
    g.cleanup(0)
    assert g.in_play(0) == ["throne-room", "champion"] and "copper" in g.discard(0)


def test_throne_room_on_a_plain_action_leaves_in_clean_up() -> None:
    """Throne Room on a card that does not stay leaves play in Clean-up like any card."""
    g, _ = scenario([P(hand=["throne-room", "village"], deck=["estate"] * 7), P()], ["play:village"])
    g.play(0, "throne-room")
    g.cleanup(0)
    assert g.in_play(0) == [] and sorted(g.discard(0)) == ["estate", "estate", "throne-room", "village"]


def test_vassal_loses_track_of_a_weaver_that_played_itself() -> None:
    """Vassal: a discarded Weaver that plays itself is no longer in the discard pile, so Vassal cannot play it
    (lose-track rule)."""
    g, d = scenario([P(hand=["vassal"], deck=["weaver"]), P()], ["play:weaver", "mode:two-silvers"])
    g.play(0, "vassal")
    assert g.in_play(0) == ["vassal", "weaver"] and len(d.asked) == 2


# -- FAQ points: Merchant, Vassal, Throne Room ---------------------------------------------------------------

def test_merchant_after_a_silver_played_this_turn_gives_nothing_even_for_later_silvers() -> None:
    """Merchant: a Merchant played after a Silver was played this turn gives no bonus, neither for that Silver nor
    for any Silver played later in the turn (Merchant FAQ)."""
    g, _ = scenario([P(hand=["silver", "merchant", "silver"], deck=["copper"])])
    g.play(0, "silver")
    g.play(0, "merchant")
    g.play(0, "silver")
    assert g.turn.coins == 4 and g.hand(0) == ["copper"]


def test_merchant_bonus_lasts_the_turn_when_merchant_stays_in_the_supply() -> None:
    """Merchant: its +$1 is an effect for the rest of the turn, so a Merchant played from the Supply by Band of
    Misfits (left in the Supply, never in play) still gives +$1 on the first Silver (Merchant text; Band of Misfits
    leaves the card there)."""
    g, d = scenario([P(hand=["band-of-misfits", "silver", "silver"], deck=["copper"]), P()],
                    supply={"merchant": 10, "band-of-misfits": 10})
    g.play(0, "band-of-misfits")
    assert g.pile_count("merchant") == 10 and g.turn.actions == 1
    g.play(0, "silver")
    g.play(0, "silver")
    assert g.turn.coins == 5
    d.assert_done()


def test_merchant_bonus_is_given_once_per_merchant_play_not_per_silver() -> None:
    """Merchant: two Merchants and two Silvers: +$1 each on the first Silver only, nothing on the second ($6 in all)
    (Merchant FAQ)."""
    g, _ = scenario([P(hand=["merchant", "merchant", "silver", "silver"], deck=["estate", "estate"])])
    g.play(0, "merchant")
    g.play(0, "merchant")
    g.play(0, "silver")
    assert g.turn.coins == 4
    g.play(0, "silver")
    assert g.turn.coins == 6


def test_vassal_shuffles_when_the_deck_is_empty() -> None:
    """Vassal: with an empty deck the discard pile is shuffled to find the top card to discard (shuffle rule)."""
    g, d = scenario([P(hand=["vassal"], discard=["gold"])])
    g.play(0, "vassal")
    assert g.discard(0) == ["gold"] and g.deck(0) == [] and g.turn.coins == 2 and d.asked == []


def test_vassal_with_no_cards_at_all_just_gives_two_coins() -> None:
    """Vassal: with no deck and no discard pile there is nothing to discard; +$2 still."""
    g, d = scenario([P(hand=["vassal"])])
    g.play(0, "vassal")
    assert g.turn.coins == 2 and g.discard(0) == [] and d.asked == []


def test_vassal_plays_a_throne_room_which_plays_a_card_from_hand_twice() -> None:
    """Vassal: the discarded Action is played (moved into play, its instructions followed) without using an Action;
    a Throne Room so played plays an Action from the hand twice (Vassal FAQ)."""
    g, d = scenario([P(hand=["vassal", "smithy"], deck=["copper"] * 6 + ["throne-room"])],
                    ["play:throne-room", "play:smithy"])
    g.play(0, "vassal")
    assert g.in_play(0) == ["vassal", "throne-room", "smithy"] and g.hand(0) == ["copper"] * 6
    assert g.turn.actions == 0 and g.turn.coins == 2
    d.assert_done()


def test_throne_room_on_market_leaves_two_actions() -> None:
    """Throne Room on Market: +1 Action twice, so two Actions are left (Throne Room FAQ)."""
    g, _ = scenario([P(hand=["throne-room", "market"], deck=["copper", "copper"])], ["play:market"])
    g.play(0, "throne-room")
    assert (g.turn.actions, g.turn.buys, g.turn.coins, len(g.hand(0))) == (2, 3, 2, 2)


def test_throne_room_on_throne_room_with_one_other_action_plays_it_twice_only() -> None:
    """Throne Room on Throne Room with one other Action in hand: that Action is played twice, and the second
    Throne Room play finds no Action to play (2nd edition: it may play none)."""
    g, d = scenario([P(hand=["throne-room", "throne-room", "smithy"], deck=["copper"] * 7)],
                    ["play:throne-room", "play:smithy"])
    g.play(0, "throne-room")
    assert g.in_play(0) == ["throne-room", "throne-room", "smithy"] and g.hand(0) == ["copper"] * 6
    d.assert_done()


def test_throne_room_1e_on_feast_gains_twice() -> None:
    """Throne Room (1st edition) on Feast: Feast is trashed by the first play only, and each play gains a card
    costing up to $5 (Feast FAQ)."""
    g, d = scenario([P(hand=["throne-room", "feast"])], ["gain:duchy", "gain:silver"], versions={"throne-room": "1e"})
    g.play(0, "throne-room")
    assert g.trash_ids() == ["feast"] and sorted(g.discard(0)) == ["duchy", "silver"]
    assert g.in_play(0) == ["throne-room"]
    d.assert_done()


# -- FAQ points: Library, Moat, Militia, Bureaucrat ------------------------------------------------------------

def test_library_asks_nothing_for_non_actions_and_stops_when_cards_run_out() -> None:
    """Library: only Action cards may be set aside; when the deck and discard pile run out you keep what you drew
    (Library FAQ)."""
    g, d = scenario([P(hand=["library", "copper"], deck=["estate", "gold"], discard=["silver"])])
    g.play(0, "library")
    assert sorted(g.hand(0)) == ["copper", "estate", "gold", "silver"] and d.asked == []
    assert g.deck(0) == [] and g.discard(0) == []


def test_library_kept_action_counts_towards_seven() -> None:
    """Library: an Action card you choose to keep stays in hand and counts towards the 7 (setting aside is optional)."""
    g, d = scenario([P(hand=["library"] + ["copper"] * 5, deck=["gold", "smithy", "village"])],
                    ["keep:village", "set-aside:smithy"])
    g.play(0, "library")
    assert sorted(g.hand(0)) == ["copper"] * 5 + ["gold", "village"] and g.discard(0) == ["smithy"]
    d.assert_done()


def test_library_draw_is_not_plus_cards() -> None:
    """Library: "draw until you have 7 cards" is not +Cards, so Way of the Chameleon does not turn it into coins."""
    g, _ = scenario([P(hand=["library"] + ["copper"] * 5, deck=["estate", "estate"]), P()],
                    ["way:way-of-the-chameleon"], landscapes=["way-of-the-chameleon"])
    g.play(0, "library")
    assert len(g.hand(0)) == 7 and g.turn.coins == 0


def test_moat_does_not_protect_the_other_players() -> None:
    """Moat: revealing it protects only its owner; the other players are still hit by Militia (Moat FAQ)."""
    hand = ["copper", "copper", "copper", "estate", "estate"]
    g, d = scenario([P(hand=["militia"]), P(hand=["moat"] + hand[:4]), P(hand=hand)],
                    ["reveal:moat", ["discard:estate", "discard:estate"]])
    g.play(0, "militia")
    assert len(g.hand(1)) == 5 and sorted(g.hand(2)) == ["copper"] * 3 and g.discard(2) == ["estate", "estate"]
    d.assert_done()


def test_moat_against_bureaucrat_attacker_still_gains_silver() -> None:
    """Moat: against Bureaucrat the Moat player topdecks nothing, while the attacker still gains a Silver onto
    their deck (the attacker's own part is not stopped)."""
    g, d = scenario([P(hand=["bureaucrat"]), P(hand=["moat", "estate"])], ["reveal:moat"])
    g.play(0, "bureaucrat")
    assert g.deck(0) == ["silver"] and sorted(g.hand(1)) == ["estate", "moat"] and g.deck(1) == []
    d.assert_done()


def test_moat_cannot_be_revealed_against_your_own_attack_or_a_non_attack() -> None:
    """Moat: it reacts only when another player plays an Attack: not to your own Militia, not to Council Room."""
    g, d = scenario([P(hand=["council-room", "moat"], deck=["copper"] * 4), P(hand=["moat"], deck=["gold"])])
    g.play(0, "council-room")
    assert g.hand(1) == ["moat", "gold"] and d.asked == []


def test_militia_victim_chooses_what_to_discard_from_four() -> None:
    """Militia: a player with 4 cards discards 1 of their choice; a player with exactly 3 discards nothing."""
    g, d = scenario([P(hand=["militia"]), P(hand=["gold", "copper", "estate", "silver"]),
                     P(hand=["estate", "estate", "estate"])], ["discard:estate"])
    g.play(0, "militia")
    assert sorted(g.hand(1)) == ["copper", "gold", "silver"] and g.discard(1) == ["estate"]
    assert g.hand(2) == ["estate"] * 3 and len(d.asked) == 1
    d.assert_done()


def test_bureaucrat_victim_without_victory_reveals_hand_and_silver_tops_an_empty_deck() -> None:
    """Bureaucrat: with no deck the gained Silver becomes the only card of your deck; a player with no Victory card
    reveals their hand and puts nothing back (Bureaucrat FAQ)."""
    g, _ = scenario([P(hand=["bureaucrat"]), P(hand=["copper", "gold"], deck=["estate"])])
    g.play(0, "bureaucrat")
    assert g.deck(0) == ["silver"] and g.hand(1) == ["copper", "gold"] and g.deck(1) == ["estate"]
    assert any(isinstance(e, Revealed) and e.player == 1 and e.cards == ("copper", "gold") for e in g.events)


# -- FAQ points: Mine, Remodel, Moneylender ----------------------------------------------------------------------

def test_mine_may_gain_the_same_or_a_cheaper_treasure_but_nothing_over_three_more() -> None:
    """Mine: the gained Treasure costs up to $3 more, so the same or a cheaper one is allowed; Platinum ($9) is not
    offered for a Silver ($3) and no non-Treasure is (Mine FAQ)."""
    g, d = scenario([P(hand=["mine", "silver"])], ["trash:silver", "gain:copper"], supply={"platinum": 12})
    g.play(0, "mine")
    assert g.hand(0) == ["copper"] and g.trash_ids() == ["silver"]
    assert _asked_ids(d) == ["gain:copper", "gain:silver", "gain:gold"]
    d.assert_done()


def test_mine_without_a_treasure_gains_nothing() -> None:
    """Mine: with no Treasure in hand you cannot gain anything, and nothing is asked (Mine FAQ)."""
    for ed in ("1e", "2e"):
        g, d = scenario([P(hand=["mine", "estate"])], versions={"mine": ed})
        g.play(0, "mine")
        assert gained(g) == [] and g.hand(0) == ["estate"] and d.asked == []


def test_mine_offers_no_treasure_from_an_empty_pile() -> None:
    """Mine: with the Gold pile empty, trashing a Silver offers only the Treasures left (the gain is from the
    Supply, not optional: with one choice it is made for you)."""
    g, d = scenario([P(hand=["mine", "silver"])], ["trash:silver", "gain:silver"], supply={"gold": 0})
    g.play(0, "mine")
    assert g.hand(0) == ["silver"] and _asked_ids(d) == ["gain:copper", "gain:silver"]
    d.assert_done()


def test_remodel_cannot_trash_itself_but_may_trash_another_remodel_for_a_copy() -> None:
    """Remodel: the Remodel being played is not in your hand, so it cannot trash itself; another Remodel can be
    trashed, and a copy of the trashed card may be gained (Remodel FAQ)."""
    g, d = scenario([P(hand=["remodel", "remodel"])], ["gain:remodel"], supply={"remodel": 10})
    g.play(0, "remodel")
    assert d.asked[0].kind == "gain" and g.in_play(0) == ["remodel"] and g.trash_ids() == ["remodel"]
    assert g.discard(0) == ["remodel"] and g.hand(0) == []
    d.assert_done()


def test_remodel_must_gain_when_something_is_affordable() -> None:
    """Remodel: the gain is not optional: a card costing up to $2 more must be gained (here a Curse for a Copper,
    or a Copper)."""
    g, d = scenario([P(hand=["remodel", "copper"])], ["gain:curse"])
    g.play(0, "remodel")
    assert d.asked[0].min == 1 and g.discard(0) == ["curse"] and g.trash_ids() == ["copper"]
    assert "gain:estate" in _asked_ids(d)
    d.assert_done()


def test_remodel_after_bridge_uses_the_reduced_costs() -> None:
    """Remodel: costs are the current ones: after Bridge a Gold costs $5, so Remodel can gain a Province ($7)
    (Bridge FAQ: costs are lower for all purposes)."""
    g, d = scenario([P(hand=["bridge", "remodel", "gold"]), P()], ["gain:province"], supply={"bridge": 10})
    g.play(0, "bridge")
    g.turn.actions = 1
    g.play(0, "remodel")
    assert g.discard(0) == ["province"] and g.trash_ids() == ["gold"]
    d.assert_done()


def test_moneylender_2e_without_copper_asks_nothing() -> None:
    """Moneylender (2nd edition): with no Copper in hand nothing is asked and no +$3 (Moneylender FAQ)."""
    g, d = scenario([P(hand=["moneylender", "silver"])])
    g.play(0, "moneylender")
    assert g.turn.coins == 0 and d.asked == []


# -- FAQ points: Sentry, Bandit, Poacher, Harbinger ---------------------------------------------------------

def test_sentry_trash_one_and_put_one_back() -> None:
    """Sentry: one card may be trashed and the other put back (Sentry FAQ combinations)."""
    g, d = scenario([P(hand=["sentry"], deck=["gold", "curse", "copper"])], [["trash:curse"], []])
    g.play(0, "sentry")
    assert g.trash_ids() == ["curse"] and g.deck(0) == ["gold"] and g.discard(0) == [] and g.hand(0) == ["copper"]
    d.assert_done()


def test_sentry_discards_both() -> None:
    """Sentry: both cards may be discarded."""
    g, d = scenario([P(hand=["sentry"], deck=["estate", "copper", "silver"])], [[], ["discard:copper",
                                                                                     "discard:estate"]])
    g.play(0, "sentry")
    assert sorted(g.discard(0)) == ["copper", "estate"] and g.deck(0) == [] and g.hand(0) == ["silver"]
    d.assert_done()


def test_sentry_two_copies_put_back_without_an_order_question() -> None:
    """Sentry: two cards of the same name go back with no ordering decision (their order cannot matter)."""
    g, d = scenario([P(hand=["sentry"], deck=["estate", "gold", "gold", "copper"])], [[], []])
    g.play(0, "sentry")
    assert g.deck(0) == ["estate", "gold", "gold"] and len(d.asked) == 2
    d.assert_done()


def test_sentry_shuffles_to_look_at_two() -> None:
    """Sentry: with one card left after drawing, the discard pile is shuffled to look at the second card (the card
    looked at first is not shuffled in)."""
    g, d = scenario([P(hand=["sentry"], deck=["curse", "copper"], discard=["estate"])],
                    [["trash:curse", "trash:estate"]])
    g.play(0, "sentry")
    assert sorted(g.trash_ids()) == ["curse", "estate"] and g.deck(0) == [] and g.hand(0) == ["copper"]
    d.assert_done()


def test_bandit_victim_chooses_which_of_two_treasures_to_trash() -> None:
    """Bandit: revealing Silver and Gold, the victim chooses one to trash and discards the other (Bandit FAQ)."""
    g, d = scenario([P(hand=["bandit"]), P(deck=["gold", "silver"])], ["trash:silver"])
    g.play(0, "bandit")
    assert g.trash_ids() == ["silver"] and g.discard(1) == ["gold"]
    assert d.asked[0].player == 1
    d.assert_done()


def test_bandit_with_no_gold_left_still_attacks() -> None:
    """Bandit: with the Gold pile empty you gain nothing, and the other players are still attacked."""
    g, _ = scenario([P(hand=["bandit"]), P(deck=["estate", "silver"])], supply={"gold": 0})
    g.play(0, "bandit")
    assert gained(g) == [] and g.trash_ids() == ["silver"] and g.discard(1) == ["estate"]


def test_bandit_moat_victim_reveals_nothing() -> None:
    """Bandit: a player revealing Moat reveals nothing and loses nothing; the attacker still gains a Gold."""
    g, d = scenario([P(hand=["bandit"]), P(hand=["moat"], deck=["gold", "silver"])], ["reveal:moat"])
    g.play(0, "bandit")
    assert g.deck(1) == ["gold", "silver"] and g.trash_ids() == [] and g.discard(0) == ["gold"]
    d.assert_done()


def test_poacher_discards_the_rest_of_a_short_hand() -> None:
    """Poacher: with more empty Supply piles than cards in hand, the whole hand is discarded (Poacher FAQ)."""
    g, d = scenario([P(hand=["poacher"], deck=["gold"])], supply={"curse": 0, "estate": 0, "silver": 0})
    g.play(0, "poacher")
    assert g.hand(0) == [] and g.discard(0) == ["gold"] and g.turn.coins == 1 and d.asked == []


def test_poacher_counts_its_own_empty_pile_after_drawing() -> None:
    """Poacher: the card is drawn before discarding; an empty Poacher pile counts like any Supply pile."""
    g, d = scenario([P(hand=["poacher", "copper"], deck=["estate"])], ["discard:estate"], supply={"poacher": 0})
    g.play(0, "poacher")
    assert g.hand(0) == ["copper"] and g.discard(0) == ["estate"]
    d.assert_done()


def test_harbinger_with_an_empty_discard_pile_asks_nothing() -> None:
    """Harbinger: with nothing in the discard pile (its draw may have shuffled it away) there is nothing to put back."""
    g, d = scenario([P(hand=["harbinger"], discard=["gold"])])
    g.play(0, "harbinger")
    assert g.hand(0) == ["gold"] and g.deck(0) == [] and d.asked == [] and g.turn.actions == 1


def test_harbinger_putting_back_is_optional() -> None:
    """Harbinger: putting a card from the discard pile onto the deck is optional (Harbinger FAQ)."""
    g, d = scenario([P(hand=["harbinger"], deck=["copper", "copper"], discard=["gold"])], [[]])
    g.play(0, "harbinger")
    assert g.discard(0) == ["gold"] and g.deck(0) == ["copper"]
    d.assert_done()


# -- FAQ points: 1st-edition cards --------------------------------------------------------------------------

def test_chancellor_is_not_discarding() -> None:
    """Chancellor: putting the deck into the discard pile is not discarding, so a Tunnel in the deck gives no Gold."""
    g, _ = scenario([P(hand=["chancellor"], deck=["tunnel", "copper"])], ["yes"], supply={"tunnel": 8})
    g.play(0, "chancellor")
    assert sorted(g.discard(0)) == ["copper", "tunnel"] and gained(g) == []


def test_chancellor_with_an_empty_deck_asks_nothing() -> None:
    """Chancellor: with no deck there is nothing to put away; +$2 only."""
    g, d = scenario([P(hand=["chancellor"], discard=["gold"])])
    g.play(0, "chancellor")
    assert g.turn.coins == 2 and d.asked == [] and g.discard(0) == ["gold"]


def test_spy_player_without_cards_reveals_nothing() -> None:
    """Spy: a player with no deck and no discard pile reveals nothing (Spy FAQ)."""
    g, d = scenario([P(hand=["spy"], deck=["copper"]), P(hand=["gold"])])
    g.play(0, "spy")
    assert g.hand(0) == ["copper"] and d.asked == [] and g.hand(1) == ["gold"]


def test_thief_attacker_chooses_which_treasure_and_may_gain_none() -> None:
    """Thief: of two revealed Treasures the attacker chooses the one trashed; gaining it is optional (Thief FAQ)."""
    g, d = scenario([P(hand=["thief"]), P(deck=["silver", "gold"])], ["trash:gold", []])
    g.play(0, "thief")
    assert g.trash_ids() == ["gold"] and g.discard(1) == ["silver"] and g.discard(0) == []
    d.assert_done()


def test_thief_can_gain_only_treasures_just_trashed() -> None:
    """Thief: only the Treasures this Thief trashed may be gained, not ones already in the trash (Thief FAQ)."""
    g, d = scenario([P(hand=["thief"]), P(deck=["estate", "copper"])], ["gain:copper"], trash=["gold"])
    g.play(0, "thief")
    assert _asked_ids(d) == ["gain:copper"] and g.discard(0) == ["copper"] and g.trash_ids() == ["gold"]
    d.assert_done()


def test_thief_victim_with_one_card_shuffles_for_the_second() -> None:
    """Thief: a player with one card left reveals it, then shuffles (without it) for the second card (Thief FAQ)."""
    g, d = scenario([P(hand=["thief"]), P(deck=["silver"], discard=["copper"])], ["trash:silver", "gain:silver"])
    g.play(0, "thief")
    assert g.discard(1) == ["copper"] and g.deck(1) == [] and g.discard(0) == ["silver"]
    d.assert_done()
