"""Empires: every Kingdom card's rules, from the card texts and the Empires FAQ."""

from __future__ import annotations

from generator.engine import PlayerLayout, Zone
from generator.engine.types import Phase
from tests.engine.helpers import gained, scenario

P = PlayerLayout


# -- split piles -----------------------------------------------------------------------------------------
def test_patrician_takes_a_top_card_costing_five_or_more() -> None:
    """Patrician: +1 Card +1 Action, and the revealed top card goes to your hand if it costs $5 or more."""
    g, _ = scenario([P(hand=["patrician"], deck=["duchy", "copper"]), P()])
    g.play(0, "patrician")
    assert sorted(g.hand(0)) == ["copper", "duchy"] and g.turn.actions == 1


def test_patrician_leaves_a_cheap_card_on_the_deck_and_debt_is_not_coins() -> None:
    """Patrician: a card costing less than $5, or costing only debt (City Quarter), stays on the deck (FAQ)."""
    g, _ = scenario([P(hand=["patrician"], deck=["city-quarter", "copper"]), P()])
    g.play(0, "patrician")
    assert g.hand(0) == ["copper"] and g.deck(0) == ["city-quarter"]


def test_emporium_gives_two_vp_when_gained_with_five_actions_in_play() -> None:
    """Emporium: +1 Card +1 Action +$1; gaining it with 5 or more Action cards in play gives +2 VP."""
    g, _ = scenario([P(hand=["emporium"], deck=["copper"], in_play=["village"] * 5), P()])
    g.play(0, "emporium")
    assert g.hand(0) == ["copper"] and (g.turn.actions, g.turn.coins) == (1, 1)
    g.gain(0, "patrician-emporium")  # the pile's top card is a Patrician: no VP
    assert g.players[0].vp_tokens == 0
    g2, _ = scenario([P(in_play=["village"] * 4 + ["smithy"]), P()], supply={"patrician-emporium": ["emporium"]})
    g2.gain(0, "emporium")
    assert g2.players[0].vp_tokens == 2


def test_emporium_with_four_actions_in_play_gives_nothing() -> None:
    """Emporium: four Action cards in play are not enough for the VP."""
    g, _ = scenario([P(in_play=["village"] * 4 + ["copper"]), P()], supply={"patrician-emporium": ["emporium"]})
    g.gain(0, "emporium")
    assert g.players[0].vp_tokens == 0


def test_settlers_takes_a_copper_from_the_discard_pile() -> None:
    """Settlers: +1 Card +1 Action; you may put a Copper from your discard pile into your hand."""
    g, _ = scenario([P(hand=["settlers"], deck=["estate"], discard=["copper", "silver"]), P()], ["take:copper"])
    g.play(0, "settlers")
    assert sorted(g.hand(0)) == ["copper", "estate"] and g.discard(0) == ["silver"]


def test_bustling_village_takes_a_settlers() -> None:
    """Bustling Village: +1 Card +3 Actions; you may put a Settlers from your discard pile into your hand."""
    g, _ = scenario([P(hand=["bustling-village"], deck=["estate"], discard=["settlers", "copper"]), P()],
                    ["take:settlers"])
    g.play(0, "bustling-village")
    assert sorted(g.hand(0)) == ["estate", "settlers"] and g.turn.actions == 3


def test_encampment_returns_to_its_pile_unless_gold_is_revealed() -> None:
    """Encampment: +2 Cards +2 Actions; without revealing a Gold or Plunder it is set aside and returns to the
    top of its pile at the start of Clean-up (FAQ: it may cover a Plunder)."""
    g, _ = scenario([P(hand=["encampment"], deck=["estate", "copper"]), P()],
                    supply={"encampment-plunder": ["plunder"]})
    g.play(0, "encampment")
    assert g.zone(0, Zone.SET_ASIDE) == ["encampment"]
    g.cleanup(0)
    assert g.pile("encampment-plunder") == ["plunder", "encampment"] and "encampment" not in g.discard(0)


def test_encampment_stays_in_play_when_a_gold_is_revealed() -> None:
    """Encampment: revealing a Gold keeps it in play; it is discarded in Clean-up as usual."""
    g, _ = scenario([P(hand=["encampment", "gold"], deck=["estate", "copper"]), P()], ["reveal:gold"])
    g.play(0, "encampment")
    assert g.in_play(0) == ["encampment"]
    g.cleanup(0)
    assert "encampment" in g.hand(0) + g.discard(0) + g.deck(0)


def test_plunder_gives_two_coins_and_a_vp() -> None:
    """Plunder: +$2 and +1 VP token each time it is played."""
    g, _ = scenario([P(hand=["plunder"]), P()], phase="buy")
    g.play(0, "plunder")
    assert g.turn.coins == 2 and g.players[0].vp_tokens == 1


def test_gladiator_unmatched_gives_a_coin_and_trashes_a_gladiator() -> None:
    """Gladiator: when the player to your left does not reveal a copy, +$1 more and a Gladiator from the
    Supply is trashed."""
    g, _ = scenario([P(hand=["gladiator", "estate"]), P(hand=["copper"])], ["reveal:estate"],
                    supply={"gladiator-fortune": ["fortune", "gladiator", "gladiator"]})
    g.play(0, "gladiator")
    assert g.turn.coins == 3 and g.trash_ids() == ["gladiator"] and g.pile_count("gladiator-fortune") == 2


def test_gladiator_matched_gives_only_two() -> None:
    """Gladiator: when the player to your left reveals a copy, only +$2."""
    g, _ = scenario([P(hand=["gladiator", "estate"]), P(hand=["estate"])], ["reveal:estate", "reveal:estate"],
                    supply={"gladiator-fortune": ["fortune", "gladiator"]})
    g.play(0, "gladiator")
    assert g.turn.coins == 2 and g.trash_ids() == []


def test_gladiator_with_an_empty_hand_gets_the_bonus() -> None:
    """Gladiator: with no card to reveal the left player cannot copy, so +$1 and the trashing happen (FAQ)."""
    g, _ = scenario([P(hand=["gladiator"]), P(hand=["estate"])], supply={"gladiator-fortune": ["fortune"]})
    g.play(0, "gladiator")
    assert g.turn.coins == 3 and g.trash_ids() == []


def test_fortune_doubles_once_per_turn() -> None:
    """Fortune: +1 Buy and doubles your coins, only the first time in a turn (FAQ)."""
    g, _ = scenario([P(hand=["fortune", "fortune"]), P()], phase="buy", coins=3)
    g.play(0, "fortune")
    g.play(0, "fortune")
    assert g.turn.coins == 6 and g.turn.buys == 3


def test_fortune_gains_a_gold_per_gladiator_in_play() -> None:
    """Fortune: when gained, gain a Gold per Gladiator you have in play."""
    g, _ = scenario([P(in_play=["gladiator", "gladiator"]), P()], supply={"gladiator-fortune": ["fortune"]})
    g.gain(0, "fortune")
    assert sorted(g.discard(0)) == ["fortune", "gold", "gold"]


# -- other Kingdom cards -------------------------------------------------------------------------------------
def test_city_quarter_draws_per_action_revealed() -> None:
    """City Quarter: +2 Actions, +1 Card per Action card in the revealed hand (Crown counts: FAQ)."""
    g, _ = scenario([P(hand=["city-quarter", "village", "crown", "copper"], deck=["estate", "gold", "silver"]),
                     P()])
    g.play(0, "city-quarter")
    assert g.turn.actions == 2 and sorted(g.hand(0)) == ["copper", "crown", "gold", "silver", "village"]


def test_royal_blacksmith_discards_every_copper() -> None:
    """Royal Blacksmith: +5 Cards, then the Coppers in hand, old and newly drawn, are discarded (FAQ)."""
    g, _ = scenario([P(hand=["royal-blacksmith", "copper"],
                       deck=["estate", "copper", "silver", "copper", "gold"]), P()])
    g.play(0, "royal-blacksmith")
    assert sorted(g.hand(0)) == ["estate", "gold", "silver"] and g.discard(0) == ["copper"] * 3


def test_engineer_trashes_itself_for_a_second_gain() -> None:
    """Engineer: gain a card costing up to $4, then trash it to gain another (the same or different)."""
    g, _ = scenario([P(hand=["engineer"]), P()], ["gain:silver", "trash:engineer", "gain:silver"])
    g.play(0, "engineer")
    assert g.discard(0) == ["silver", "silver"] and g.trash_ids() == ["engineer"]


def test_engineer_cannot_gain_debt_cost_cards() -> None:
    """Engineer: a card costing debt does not cost up to $4 (FAQ)."""
    g, d = scenario([P(hand=["engineer"]), P()], ["gain:silver", "no"], supply={"engineer": 10})
    g.play(0, "engineer")
    assert "gain:engineer" not in d.asked[0].ids() and "gain:silver" in d.asked[0].ids()


def test_forum_draws_discards_and_gives_a_buy_when_bought() -> None:
    """Forum: +3 Cards +1 Action, discard 2; when you buy it, +1 Buy (FAQ)."""
    g, _ = scenario([P(hand=["forum"], deck=["estate", "copper", "gold"]), P()], [["discard:copper", "discard:estate"]])
    g.play(0, "forum")
    assert g.hand(0) == ["gold"] and sorted(g.discard(0)) == ["copper", "estate"]
    g2, _ = scenario([P(), P()], supply={"forum": 10}, phase="buy", coins=5, buys=1)
    g2.buy(0, "forum")
    assert g2.turn.buys == 1


def test_groundskeeper_gives_vp_per_victory_gained_while_in_play() -> None:
    """Groundskeeper: while in play, each Victory card you gain gives +1 VP; two in play give +2 (FAQ)."""
    g, _ = scenario([P(hand=["groundskeeper"], deck=["copper"], in_play=["groundskeeper"]), P()])
    g.play(0, "groundskeeper")
    g.gain(0, "estate")
    g.gain(0, "silver")
    assert g.players[0].vp_tokens == 2


def test_legionary_with_gold_makes_others_discard_to_two_and_draw() -> None:
    """Legionary: +$3; revealing a Gold makes each other player discard down to 2 cards, then draw a card."""
    g, _ = scenario([P(hand=["legionary", "gold"]), P(hand=["copper", "estate", "silver", "duchy"], deck=["gold"])],
                    ["reveal:gold", ["discard:copper", "discard:estate"]])
    g.play(0, "legionary")
    assert g.turn.coins == 3 and sorted(g.hand(1)) == ["duchy", "gold", "silver"]


def test_legionary_without_gold_is_only_coins() -> None:
    """Legionary: without revealing a Gold, only +$3."""
    g, _ = scenario([P(hand=["legionary"]), P(hand=["copper", "estate", "silver"])])
    g.play(0, "legionary")
    assert g.turn.coins == 3 and len(g.hand(1)) == 3


def test_sacrifice_bonus_by_type_of_the_trashed_card() -> None:
    """Sacrifice: trashing an Action gives +2 Cards +2 Actions; a Treasure +$2; a Victory card +2 VP; a card
    with two of these types gives both (FAQ: Crown)."""
    g, _ = scenario([P(hand=["sacrifice", "crown"], deck=["copper", "copper"]), P()], ["trash:crown"])
    g.play(0, "sacrifice")
    assert (len(g.hand(0)), g.turn.actions, g.turn.coins) == (2, 2, 2)
    g2, _ = scenario([P(hand=["sacrifice", "estate"]), P()])
    g2.play(0, "sacrifice")
    assert g2.players[0].vp_tokens == 2 and g2.trash_ids() == ["estate"]


def test_chariot_race_costlier_card_gives_coin_and_vp() -> None:
    """Chariot Race: +1 Action; your top card goes to your hand; if it costs more than the left player's top
    card, +$1 and +1 VP; theirs stays on their deck."""
    g, _ = scenario([P(hand=["chariot-race"], deck=["gold"]), P(deck=["silver"])])
    g.play(0, "chariot-race")
    assert g.hand(0) == ["gold"] and g.deck(1) == ["silver"]
    assert (g.turn.actions, g.turn.coins, g.players[0].vp_tokens) == (1, 1, 1)


def test_chariot_race_tie_or_debt_is_not_more() -> None:
    """Chariot Race: a tie is not costing more, and 8 debt does not cost more than $3 (FAQ)."""
    g, _ = scenario([P(hand=["chariot-race"], deck=["city-quarter"]), P(deck=["silver"])])
    g.play(0, "chariot-race")
    assert g.turn.coins == 0 and g.players[0].vp_tokens == 0


def test_capital_gives_debt_when_discarded_from_play() -> None:
    """Capital: $6 and +1 Buy; when discarded from play, take 6 debt, then you may pay off debt right then."""
    g, _ = scenario([P(hand=["capital"]), P()], ["pay-debt:2"], phase="buy")
    g.play(0, "capital")
    assert (g.turn.coins, g.turn.buys) == (6, 2)
    g.turn.coins = 2
    g.cleanup(0)
    assert g.players[0].debt == 4


def test_capital_trashed_from_play_gives_no_debt() -> None:
    """Capital: a Capital that is not discarded from play (trashed) gives no debt (FAQ)."""
    g, _ = scenario([P(hand=["capital"]), P()], phase="buy")
    g.play(0, "capital")
    g.trash(0, g.find(0, "capital", 3), g.zones.code(0, 3))
    g.cleanup(0)
    assert g.players[0].debt == 0


def test_crown_plays_an_action_twice_in_the_action_phase() -> None:
    """Crown: in your Action phase it plays an Action card from your hand twice."""
    g, _ = scenario([P(hand=["crown", "village"], deck=["copper", "copper"]), P()], ["play:village"])
    g.play(0, "crown")
    assert g.turn.actions == 4 and g.hand(0) == ["copper", "copper"]


def test_crown_plays_a_treasure_twice_in_the_buy_phase() -> None:
    """Crown: in your Buy phase it plays a Treasure from your hand twice."""
    g, _ = scenario([P(hand=["crown", "silver"]), P()], ["play:silver"], phase="buy")
    g.play(0, "crown")
    assert g.turn.coins == 4 and g.turn.actions == 1


def test_charm_coins_and_buy() -> None:
    """Charm: the first mode gives +1 Buy and +$2."""
    g, _ = scenario([P(hand=["charm"]), P()], ["mode:buy-and-coins"], phase="buy")
    g.play(0, "charm")
    assert (g.turn.buys, g.turn.coins) == (2, 2)


def test_charm_first_printing_gains_a_same_cost_card_before_the_bought_one() -> None:
    """Charm (first printing, FAQ): the next card you buy lets you also gain a differently named card with the same
    cost, gained before the bought card; a gain that is not a buy does not set it off."""
    g, _ = scenario([P(hand=["charm"]), P()], ["mode:gain-same-cost", "charm:charm", "gain:duchy"],
                    supply={"forum": 10}, phase="buy", coins=5, versions={"charm": "pre-errata"})
    g.play(0, "charm")
    g.gain(0, "silver")  # not bought: nothing yet
    g.buy(0, "forum")
    assert [x[1] for x in gained(g)] == ["silver", "duchy", "forum"]


def test_charm_2022_errata_any_next_gain_sets_it_off_after_the_gain() -> None:
    """Charm (2022 errata, FAQ): the next time you gain a card this turn, bought or not, you may also gain a
    differently named card with the same cost, as a when-gain ability of that card; later gains do nothing."""
    g, _ = scenario([P(hand=["charm"]), P()], ["mode:gain-same-cost", "gain:chariot-race"],
                    supply={"chariot-race": 10}, phase="buy", coins=0)
    g.play(0, "charm")
    g.gain(0, "silver")
    g.gain(0, "silver")
    assert [x[1] for x in gained(g)] == ["silver", "chariot-race", "silver"]


def test_archive_gives_one_card_now_and_next_two_turns() -> None:
    """Archive: +1 Action; of the three set-aside cards one goes to hand now and one at the start of each of
    your next two turns; it stays in play until the last is taken."""
    g, _ = scenario([P(hand=["archive"], deck=["copper"] * 5 + ["estate", "silver", "gold"]), P()],
                    ["take:gold", "take:silver", "take:estate"])
    g.play(0, "archive")
    assert g.hand(0) == ["gold"] and g.turn.actions == 1
    for _turn in range(2):
        g.cleanup(0)
        assert g.in_play(0) == ["archive"]
        g.start_turn(1)
        g.cleanup(1)
        g.start_turn(0)
    assert "silver" in g.discard(0) or "silver" in g.hand(0)
    assert "estate" in g.hand(0)
    g.cleanup(0)
    assert g.in_play(0) == []


def test_overlord_plays_a_supply_card_leaving_it_there() -> None:
    """Overlord: plays a non-Command Action costing up to $5 from the Supply, which stays in its pile."""
    g, _ = scenario([P(hand=["overlord"], deck=["copper"]), P()], ["play:village"],
                    supply={"village": 10, "overlord": 10})
    g.play(0, "overlord")
    assert g.hand(0) == ["copper"] and g.turn.actions == 2 and g.pile_count("village") == 10


def test_overlord_first_edition_becomes_the_card() -> None:
    """Overlord (before the 2019 errata): it is the chosen card while in play."""
    g, _ = scenario([P(hand=["overlord"], deck=["copper"]), P()], ["play:village"],
                    supply={"village": 10}, versions={"overlord": "1e"})
    g.play(0, "overlord")
    uid = g.find(0, "overlord", 3)
    assert g.card_as(uid) == "village" and g.turn.actions == 2


def test_farmers_market_grows_then_pays_out() -> None:
    """Farmers' Market: +1 Buy; adds 1 VP to its pile and gives +$1 per VP there; at 4 VP or more you take them
    and trash it (FAQ: +$1, +$2, +$3, +$4, then the VP)."""
    g, _ = scenario([P(hand=["farmers-market"] * 5), P()], supply={"farmers-market": 10})
    coins = []
    for _ in range(4):
        before = g.turn.coins
        g.play(0, "farmers-market")
        coins.append(g.turn.coins - before)
    assert coins == [1, 2, 3, 4]
    g.play(0, "farmers-market")
    assert g.players[0].vp_tokens == 4 and g.trash_ids() == ["farmers-market"] and g.turn.buys == 6


def test_temple_trashes_different_cards_and_feeds_its_pile() -> None:
    """Temple: +1 VP, trash 1 to 3 differently named cards, add 1 VP to the Temple pile; gaining a Temple takes
    the pile's VP."""
    g, d = scenario([P(hand=["temple", "copper", "copper", "estate"]), P()],
                    [["trash:copper", "trash:estate"]], supply={"temple": 10})
    g.play(0, "temple")
    assert d.asked[0].ids() == ["trash:copper", "trash:estate"]
    assert sorted(g.trash_ids()) == ["copper", "estate"] and g.players[0].vp_tokens == 1
    g.gain(1, "temple")
    assert g.players[1].vp_tokens == 1


def test_wild_hunt_draws_and_gathers_then_estate_takes() -> None:
    """Wild Hunt: +3 Cards and 1 VP onto its pile; or gain an Estate and take the pile's VP."""
    g, _ = scenario([P(hand=["wild-hunt", "wild-hunt"], deck=["copper"] * 3), P()],
                    ["mode:draw", "mode:estate"], supply={"wild-hunt": 10})
    g.play(0, "wild-hunt")
    g.turn.actions = 1
    g.play(0, "wild-hunt")
    assert g.players[0].vp_tokens == 1 and g.discard(0) == ["estate"]


def test_wild_hunt_estate_pile_empty_takes_nothing() -> None:
    """Wild Hunt: with no Estate to gain, the VP stay on the pile (FAQ)."""
    g, _ = scenario([P(hand=["wild-hunt"]), P()], ["mode:estate"], supply={"wild-hunt": 10, "estate": 0})
    g.supply_tokens["wild-hunt"] = {"vp": 3}
    g.play(0, "wild-hunt")
    assert g.players[0].vp_tokens == 0 and g.supply_tokens["wild-hunt"]["vp"] == 3


# -- Castles ------------------------------------------------------------------------------------------------
def test_humble_and_kings_castle_count_castles() -> None:
    """Humble Castle: $1, 1 VP per Castle you have; King's Castle: 2 VP per Castle; both count themselves."""
    g, _ = scenario([P(hand=["humble-castle", "kings-castle", "small-castle"]), P()])
    assert g.score(0) == 3 + 6 + 2


def test_crumbling_castle_gain_and_trash() -> None:
    """Crumbling Castle: when you gain or trash it, +1 VP and gain a Silver."""
    g, _ = scenario([P(), P()], supply={"castles": ["crumbling-castle"]})
    g.gain(0, "castles")
    g.trash(0, g.find(0, "crumbling-castle", 2), g.zones.code(0, 2))
    assert g.players[0].vp_tokens == 2 and g.discard(0) == ["silver", "silver"]


def test_small_castle_trashes_itself_to_gain_the_top_castle() -> None:
    """Small Castle: trash it (or a Castle from hand) to gain a Castle, whichever is on top (FAQ)."""
    g, _ = scenario([P(hand=["small-castle", "humble-castle"]), P()], ["trash-this:small-castle"],
                    supply={"castles": ["kings-castle", "opulent-castle"]})
    g.play(0, "small-castle")
    assert g.trash_ids() == ["small-castle"] and g.discard(0) == ["opulent-castle"]


def test_haunted_castle_on_your_turn_gains_gold_and_others_topdeck() -> None:
    """Haunted Castle: gained on your turn, gain a Gold and each other player with 5+ cards in hand puts 2 onto
    their deck."""
    g, _ = scenario([P(), P(hand=["copper", "copper", "estate", "silver", "gold"])],
                    [["topdeck:copper", "topdeck:estate"]], supply={"castles": ["haunted-castle"]})
    g.gain(0, "castles")
    assert sorted(g.discard(0)) == ["gold", "haunted-castle"] and sorted(g.deck(1)) == ["copper", "estate"]


def test_haunted_castle_not_on_your_turn_does_nothing() -> None:
    """Haunted Castle: gained on another player's turn, nothing happens."""
    g, _ = scenario([P(), P()], supply={"castles": ["haunted-castle"]})
    g.gain(1, "castles")
    assert g.discard(1) == ["haunted-castle"]


def test_opulent_castle_pays_per_victory_card_discarded() -> None:
    """Opulent Castle: discard any number of Victory cards for +$2 each."""
    g, _ = scenario([P(hand=["opulent-castle", "estate", "duchy", "copper"]), P()],
                    [["discard:duchy", "discard:estate"]])
    g.play(0, "opulent-castle")
    assert g.turn.coins == 4 and g.hand(0) == ["copper"]


def test_sprawling_castle_gains_duchy_or_three_estates() -> None:
    """Sprawling Castle: when you gain it, gain a Duchy or 3 Estates."""
    g, _ = scenario([P(), P()], ["mode:estates"], supply={"castles": ["sprawling-castle"]})
    g.gain(0, "castles")
    assert sorted(g.discard(0)) == ["estate"] * 3 + ["sprawling-castle"]


def test_grand_castle_counts_victory_cards_in_hand_and_play() -> None:
    """Grand Castle: when you gain it, +1 VP per Victory card in your hand and in play (FAQ)."""
    g, _ = scenario([P(hand=["estate", "copper"], in_play=["opulent-castle"]), P()],
                    supply={"castles": ["grand-castle"]})
    g.gain(0, "castles")
    assert g.players[0].vp_tokens == 2


# -- the seed cards -------------------------------------------------------------------------------------------
def test_villa_gained_in_buy_phase_returns_to_action_phase() -> None:
    """Villa: bought in the Buy phase it goes to your hand with +1 Action, back to the Action phase."""
    g, _ = scenario([P(), P()], supply={"villa": 10}, phase="buy", coins=4)
    g.buy(0, "villa")
    assert g.hand(0) == ["villa"] and g.turn.actions == 2 and g.turn.back_to_action
    assert g.turn.phase is Phase.BUY


# -- Events ---------------------------------------------------------------------------------------------------
def test_advance_trashes_an_action_for_one_up_to_six() -> None:
    """Advance: trash an Action from your hand to gain an Action costing up to $6; without one, nothing."""
    g, _ = scenario([P(hand=["village"]), P()], ["trash:village", "gain:legionary"],
                    supply={"legionary": 10, "capital": 10}, phase="buy", coins=0, events=["advance"])
    g.buy(0, "advance")
    assert g.trash_ids() == ["village"] and g.discard(0) == ["legionary"]


def test_annex_keeps_up_to_five_and_shuffles_the_rest_in() -> None:
    """Annex: all but up to 5 cards of your discard pile are shuffled into your deck; you gain a Duchy; it costs
    8 debt (FAQ: the kept cards stay in the discard pile)."""
    g, _ = scenario([P(discard=["copper", "estate", "gold"]), P()], [["keep:gold"]], phase="buy", coins=0,
                    events=["annex"])
    g.buy(0, "annex")
    assert sorted(g.deck(0)) == ["copper", "estate"] and g.discard(0) == ["gold", "duchy"]
    assert g.players[0].debt == 8


def test_banquet_gains_two_coppers_and_a_non_victory_card() -> None:
    """Banquet: gain 2 Coppers and a non-Victory card costing up to $5."""
    g, d = scenario([P(), P()], ["gain:silver"], phase="buy", coins=3, events=["banquet"])
    g.buy(0, "banquet")
    assert g.discard(0) == ["copper", "copper", "silver"]
    assert "gain:duchy" not in d.asked[0].ids() and "gain:estate" not in d.asked[0].ids()


def test_conquest_counts_silvers_gained_this_turn() -> None:
    """Conquest: gain 2 Silvers, +1 VP per Silver gained this turn, its own included (FAQ: twice gives 2 then
    4 VP)."""
    g, _ = scenario([P(), P()], phase="buy", coins=12, buys=2, events=["conquest"])
    g.buy(0, "conquest")
    assert g.players[0].vp_tokens == 2
    g.buy(0, "conquest")
    assert g.players[0].vp_tokens == 6 and g.discard(0) == ["silver"] * 4


def test_delve_gives_back_the_buy() -> None:
    """Delve: +1 Buy and gain a Silver; with $7 you may Delve twice and still buy a card (FAQ)."""
    g, _ = scenario([P(), P()], phase="buy", coins=7, buys=1, events=["delve"])
    g.buy(0, "delve")
    g.buy(0, "delve")
    assert g.turn.buys == 1 and g.turn.coins == 3 and g.discard(0) == ["silver", "silver"]


def test_dominate_gives_nine_vp_only_with_a_province() -> None:
    """Dominate: gain a Province and +9 VP; with the Province pile empty, nothing (FAQ)."""
    g, _ = scenario([P(), P()], phase="buy", coins=14, events=["dominate"])
    g.buy(0, "dominate")
    assert g.discard(0) == ["province"] and g.players[0].vp_tokens == 9
    g2, _ = scenario([P(), P()], supply={"province": 0}, phase="buy", coins=14, events=["dominate"])
    g2.buy(0, "dominate")
    assert g2.players[0].vp_tokens == 0


def test_donate_after_the_turn_trashes_from_everything() -> None:
    """Donate (original text): after the turn, your deck and discard pile join your hand, you trash any number,
    shuffle the rest into your deck and draw 5; it costs 8 debt."""
    g, _ = scenario([P(hand=["copper"], deck=["estate", "gold"], discard=["curse"]), P()],
                    [["trash:curse", "trash:estate"]], phase="buy", coins=0, events=["donate"],
                    versions={"donate": "1e"})
    g.buy(0, "donate")
    g.cleanup(0)
    assert sorted(g.trash_ids()) == ["curse", "estate"] and sorted(g.hand(0)) == ["copper", "gold"]
    assert g.players[0].debt == 8


def test_ritual_trades_a_card_for_vp_by_its_coin_cost() -> None:
    """Ritual: gain a Curse; if you do, trash a card from your hand for +1 VP per $1 it cost (FAQ: debt and
    potions give nothing)."""
    g, _ = scenario([P(hand=["gold"]), P()], phase="buy", coins=4, events=["ritual"])
    g.buy(0, "ritual")
    assert g.discard(0) == ["curse"] and g.trash_ids() == ["gold"] and g.players[0].vp_tokens == 6


def test_salt_the_earth_trashes_a_supply_victory_card() -> None:
    """Salt the Earth: +1 VP and trash a Victory card from the Supply; a Crumbling Castle trashed this way
    triggers for the player who trashed it (FAQ)."""
    g, _ = scenario([P(), P()], ["trash:crumbling-castle"], supply={"castles": ["crumbling-castle"]},
                    phase="buy", coins=4, events=["salt-the-earth"])
    g.buy(0, "salt-the-earth")
    assert g.trash_ids() == ["crumbling-castle"] and g.players[0].vp_tokens == 2 and g.discard(0) == ["silver"]


def test_tax_debt_on_piles_goes_to_the_buyer() -> None:
    """Tax: every Supply pile starts with 1 debt, the Event adds 2 to a pile, and the next player to buy from
    that pile takes it all; gaining without buying leaves it (FAQ)."""
    g, _ = scenario([P(), P()], ["tax:silver", "pay-debt:0"], phase="buy", coins=5, buys=3, events=["tax"])
    assert g.supply_tokens["silver"]["debt"] == 1
    g.buy(0, "tax")
    g.gain(0, "silver")
    assert g.supply_tokens["silver"]["debt"] == 3
    g.buy(0, "silver")
    assert g.players[0].debt == 3 and "debt" not in g.supply_tokens["silver"]


def test_triumph_counts_every_card_gained_this_turn() -> None:
    """Triumph: gain an Estate; if you did, +1 VP per card gained this turn, the Estate included (FAQ)."""
    g, _ = scenario([P(), P()], phase="buy", coins=0, events=["triumph"])
    g.gain(0, "silver")
    g.buy(0, "triumph")
    assert g.players[0].vp_tokens == 2 and g.players[0].debt == 5


def test_wedding_gives_vp_even_without_gold() -> None:
    """Wedding: +1 VP and gain a Gold; the VP comes even with no Gold left (FAQ); it costs $4 and 3 debt."""
    g, _ = scenario([P(), P()], supply={"gold": 0}, phase="buy", coins=4, events=["wedding"])
    g.buy(0, "wedding")
    assert g.players[0].vp_tokens == 1 and g.discard(0) == [] and g.players[0].debt == 3


def test_windfall_needs_an_empty_deck_and_discard() -> None:
    """Windfall: with deck and discard pile empty, gain 3 Golds; otherwise nothing."""
    g, _ = scenario([P(), P()], phase="buy", coins=10, buys=2, events=["windfall"])
    g.buy(0, "windfall")
    assert g.discard(0) == ["gold"] * 3
    g.buy(0, "windfall")
    assert g.discard(0) == ["gold"] * 3


# -- Landmarks ------------------------------------------------------------------------------------------------
def test_aqueduct_moves_vp_from_treasure_piles_to_victory_gainers() -> None:
    """Aqueduct: 8 VP start on Silver and on Gold; gaining a Silver moves 1 from its pile onto Aqueduct; gaining a
    Victory card takes all of them."""
    g, _ = scenario([P(), P()], landscapes=["aqueduct"])
    assert g.supply_tokens["silver"]["vp"] == 8 and g.supply_tokens["gold"]["vp"] == 8
    g.gain(0, "silver")
    g.gain(0, "gold")
    assert g.mats["aqueduct"] == 2 and g.supply_tokens["silver"]["vp"] == 7
    g.gain(1, "estate")
    assert g.players[1].vp_tokens == 2 and g.mats["aqueduct"] == 0


def test_arena_discarding_an_action_at_buy_phase_start() -> None:
    """Arena: 6 VP per player; at the start of your Buy phase you may discard an Action card to take 2."""
    g, _ = scenario([P(hand=["village", "copper"]), P()], ["discard:village", "done"], landscapes=["arena"])
    assert g.mats["arena"] == 12
    g.buy_phase(0)
    assert g.players[0].vp_tokens == 2 and g.mats["arena"] == 10 and g.discard(0) == ["village"]


def test_basilica_needs_two_coins_left_after_buying() -> None:
    """Basilica: buying a card with $2 or more left takes 2 VP (FAQ: $4 buys Copper, Copper, Silver for 2, 2,
    none)."""
    g, _ = scenario([P(), P()], phase="buy", coins=4, buys=3, landscapes=["basilica"])
    for card in ("copper", "copper", "silver"):
        g.buy(0, card)
    assert g.players[0].vp_tokens == 4


def test_baths_rewards_a_turn_without_gains() -> None:
    """Baths: ending your turn without having gained a card takes 2 VP; any gain stops it."""
    g, _ = scenario([P(), P()], landscapes=["baths"])
    g.cleanup(0)
    assert g.players[0].vp_tokens == 2
    g.start_turn(1)
    g.gain(1, "copper")
    g.cleanup(1)
    assert g.players[1].vp_tokens == 0


def test_battlefield_vp_for_any_victory_gain() -> None:
    """Battlefield: gaining a Victory card, bought or not, takes 2 VP."""
    g, _ = scenario([P(), P()], landscapes=["battlefield"])
    g.gain(0, "estate")
    g.gain(0, "silver")
    assert g.players[0].vp_tokens == 2 and g.mats["battlefield"] == 10


def test_colonnade_buying_a_copy_of_an_action_in_play() -> None:
    """Colonnade: buying an Action card with a copy of it in play takes 2 VP; a different card of the same
    pile is no copy (FAQ)."""
    g, _ = scenario([P(in_play=["settlers"]), P()], supply={"settlers-bustling-village": ["bustling-village",
                                                                                           "settlers"]},
                    phase="buy", coins=7, buys=2, landscapes=["colonnade"])
    g.buy(0, "settlers")
    g.buy(0, "bustling-village")
    assert g.players[0].vp_tokens == 2


def test_defiled_shrine_gathers_from_action_piles_and_pays_a_curse_buyer() -> None:
    """Defiled Shrine (original text): 2 VP on each non-Gathering Action pile; gaining an Action moves 1 here;
    buying a Curse takes them (gaining a Curse otherwise does not, even in the Buy phase)."""
    g, _ = scenario([P(), P()], supply={"village": 10, "temple": 10}, phase="buy", coins=0,
                    landscapes=["defiled-shrine"], versions={"defiled-shrine": "1e"})
    assert g.supply_tokens["village"]["vp"] == 2 and "temple" not in g.supply_tokens
    g.gain(0, "village")
    g.gain(0, "curse")
    assert g.players[0].vp_tokens == 0 and g.mats["defiled-shrine"] == 1
    g.buy(0, "curse")
    assert g.players[0].vp_tokens == 1


def test_labyrinth_the_second_gain_of_your_turn() -> None:
    """Labyrinth: the 2nd card you gain in one of your turns takes 2 VP, once a turn."""
    g, _ = scenario([P(), P()], landscapes=["labyrinth"])
    for _ in range(4):
        g.gain(0, "copper")
    assert g.players[0].vp_tokens == 2


def test_tomb_vp_per_trashed_card() -> None:
    """Tomb: +1 VP each time you trash a card, also a card from the Supply (FAQ)."""
    g, _ = scenario([P(hand=["copper", "estate"]), P()], landscapes=["tomb"])
    g.trash_all(0, list(g.zones.hands[0]))
    assert g.players[0].vp_tokens == 2


def test_mountain_pass_bidding_after_the_first_province() -> None:
    """Mountain Pass (original text): after the turn of the first Province gain, each player bids once up to 40
    debt, ending with that player; the high bidder takes +8 VP and the debt."""
    g, _ = scenario([P(), P()], ["bid:3", "bid:5"], landscapes=["mountain-pass"], versions={"mountain-pass": "1e"})
    g.gain(0, "province")
    assert g.players[0].vp_tokens == 0  # nothing yet: the bidding waits for the end of the turn
    g.cleanup(0)
    assert (g.players[0].vp_tokens, g.players[0].debt, g.players[1].debt) == (8, 5, 0)
    g.start_turn(1)
    g.gain(1, "province")
    g.cleanup(1)
    assert g.players[1].vp_tokens == 0


def test_scoring_landmarks() -> None:
    """Bandit Fort -2 per Silver and Gold; Fountain 15 for ten Coppers; Museum 2 per different card; Orchard 4
    per Action with 3+ copies; Palace 3 per Copper-Silver-Gold set; Wall -1 per card after 15; Wolf Den -3 per
    single copy."""
    cards = ["copper"] * 10 + ["silver", "gold", "village", "village", "village", "smithy"]
    for landmark, want in (("bandit-fort", -4), ("fountain", 15), ("museum", 10), ("orchard", 4),
                           ("palace", 3), ("wall", -1), ("wolf-den", -9)):
        g, _ = scenario([P(deck=list(cards)), P()], landscapes=[landmark])
        assert g.score(0) == want, landmark


def test_keep_most_or_tied_treasures() -> None:
    """Keep: 5 VP per differently named Treasure you have the most of or are tied for."""
    g, _ = scenario([P(deck=["copper", "copper", "silver"]), P(deck=["copper", "copper", "silver", "silver"])],
                    landscapes=["keep"])
    assert (g.score(0), g.score(1)) == (5, 10)


def test_tower_counts_non_victory_cards_of_empty_piles() -> None:
    """Tower: 1 VP per non-Victory card you have from an empty Supply pile; Victory cards do not count."""
    g, _ = scenario([P(), P()], supply={"village": 2, "estate": 1}, landscapes=["tower"])
    g.gain(0, "village")
    g.gain(0, "village")
    g.gain(0, "estate")
    assert g.score(0) == 2 + 1


def test_triumphal_arch_second_most_common_action() -> None:
    """Triumphal Arch: 3 VP per copy of your 2nd most common Action card (FAQ: 7 and 4 copies give 12)."""
    g, _ = scenario([P(deck=["villa"] * 7 + ["wild-hunt"] * 4), P()], landscapes=["triumphal-arch"])
    assert g.score(0) == 12


def test_obelisk_scores_the_chosen_action_pile() -> None:
    """Obelisk: the one Action Supply pile is chosen; 2 VP per card you have from it, every card of a split
    pile counting (FAQ)."""
    g, _ = scenario([P(deck=["settlers", "bustling-village", "copper"]), P()],
                    supply={"settlers-bustling-village": ["bustling-village", "settlers"]}, landscapes=["obelisk"])
    assert g.supply_tokens["settlers-bustling-village"]["obelisk"] == 1 and g.score(0) == 4


def test_enchantress_replaces_the_first_action_of_the_next_players_turn() -> None:
    """Enchantress: on the other player's next turn their first Action card gives +1 Card +1 Action instead of
    its instructions, the second works normally; at the start of your next turn, +2 Cards."""
    g, _ = scenario([P(hand=["enchantress"], deck=["copper"] * 8),
                     P(hand=["smithy", "village"], deck=["estate"] * 8)])
    g.play(0, "enchantress")
    g.cleanup(0)
    g.start_turn(1)
    g.play(1, "smithy")
    assert g.turn.actions == 1 and len(g.hand(1)) == 2  # +1 Card +1 Action instead of +3 Cards
    g.play(1, "village")
    assert g.turn.actions == 2 and len(g.hand(1)) == 2
    g.cleanup(1)
    g.start_turn(0)
    assert len(g.hand(0)) == 7 and g.in_play(0) == ["enchantress"]


def test_enchantress_moat_blocks_and_spell_ends_at_your_turn() -> None:
    """Enchantress: a player revealing Moat when it is played is not affected (FAQ: they reveal right then)."""
    g, _ = scenario([P(hand=["enchantress"], deck=["copper"] * 8), P(hand=["moat", "smithy"], deck=["estate"] * 8)],
                    ["reveal:moat"])
    g.play(0, "enchantress")
    g.cleanup(0)
    g.start_turn(1)
    g.play(1, "smithy")
    assert len(g.hand(1)) == 4


# -- FAQ rulings (engine review) -------------------------------------------------------------------------------
def test_catapult_silver_gives_curses_first_then_discarding() -> None:
    """Catapult FAQ: trashing a card that is both ($3 or more and a Treasure, e.g. Silver) does both things: each
    other player gains a Curse, then each discards down to 3."""
    g, _ = scenario([P(hand=["catapult", "silver"]), P(hand=["copper"] * 5), P(hand=["estate"] * 5)],
                    [["discard:copper", "discard:copper"], ["discard:estate", "discard:estate"]])
    g.play(0, "catapult")
    assert g.turn.coins == 1 and g.trash_ids() == ["silver"]
    assert (len(g.hand(1)), len(g.hand(2))) == (3, 3) and "curse" in g.discard(1) and "curse" in g.discard(2)
    order = [(type(e).__name__, e.player) for e in g.events if type(e).__name__ in ("Gained", "Moved")
             and getattr(e, "card", "") != "silver"]
    assert order.index(("Gained", 2)) < order.index(("Moved", 1))


def test_catapult_cheap_non_treasure_or_empty_hand_does_nothing() -> None:
    """Catapult FAQ: a card that is neither (Estate, $2) does neither thing; with no card to trash, neither."""
    g, _ = scenario([P(hand=["catapult", "estate"]), P(hand=["copper"] * 5)])
    g.play(0, "catapult")
    assert g.trash_ids() == ["estate"] and len(g.hand(1)) == 5 and g.discard(1) == []
    g2, _ = scenario([P(hand=["catapult"]), P(hand=["copper"] * 5)])
    g2.play(0, "catapult")
    assert g2.turn.coins == 1 and len(g2.hand(1)) == 5 and g2.discard(1) == []


def test_rocks_gained_on_another_players_buy_phase_puts_silver_in_hand() -> None:
    """Rocks FAQ: on another player's turn it is not your Buy phase, so the Silver goes into your hand; in your
    own Buy phase it goes onto your deck."""
    g, _ = scenario([P(), P()], supply={"catapult-rocks": ["rocks", "rocks"]}, phase="buy")
    g.gain(1, "rocks")
    assert g.hand(1) == ["silver"] and g.deck(1) == []
    g.gain(0, "rocks")
    assert g.deck(0) == ["silver"] and g.hand(0) == []


def test_villa_gained_in_the_action_phase_or_on_another_turn() -> None:
    """Villa FAQ: gained in your Action phase (Engineer) it goes to your hand with +1 Action and no phase change;
    gained on another player's turn it still goes to that player's hand."""
    g, _ = scenario([P(hand=["engineer"]), P()], ["gain:villa", "no"], supply={"villa": 10})
    g.play(0, "engineer")
    assert g.hand(0) == ["villa"] and g.turn.actions == 1 and not g.turn.back_to_action
    g.gain(1, "villa")
    assert g.hand(1) == ["villa"]


def test_villa_moved_by_watchtower_first_is_lost_track_of() -> None:
    """Villa: when a Watchtower has put the gained Villa onto the deck first, Villa's ability cannot find it where
    it was gained, so it stays on the deck; the +1 Action still comes (lose-track rule)."""
    g, _ = scenario([P(hand=["watchtower"]), P()], ["reveal:watchtower", "watchtower:topdeck"],
                    supply={"villa": 10})
    g.gain(0, "villa")
    assert g.deck(0) == ["villa"] and g.hand(0) == ["watchtower"] and g.turn.actions == 2


def test_overlord_playing_encampment_cannot_set_it_aside() -> None:
    """Overlord FAQ: the card it plays stays in the Supply; Encampment's setting itself aside fails, and Overlord
    is not set aside either."""
    g, _ = scenario([P(hand=["overlord"], deck=["copper", "copper"]), P()], ["play:encampment"],
                    supply={"encampment-plunder": ["plunder", "encampment"]})
    g.play(0, "overlord")
    assert g.turn.actions == 2 and g.hand(0) == ["copper", "copper"]
    assert g.pile("encampment-plunder") == ["plunder", "encampment"] and g.in_play(0) == ["overlord"]
    assert g.zone(0, Zone.SET_ASIDE) == []


def test_overlord_playing_a_duration_stays_in_play() -> None:
    """Overlord FAQ: when it plays a Duration card (Archive) it stays in play as the Duration would, and the
    Duration's later parts still happen (Archive hands over its other cards on the next turns)."""
    g, _ = scenario([P(hand=["overlord"], deck=["copper"] * 5 + ["estate", "silver", "gold"]), P()],
                    ["take:gold", "take:silver"], supply={"archive": 10})
    g.play(0, "overlord")
    assert g.hand(0) == ["gold"] and g.pile_count("archive") == 10
    g.cleanup(0)
    assert g.in_play(0) == ["overlord"]
    g.start_turn(1)
    g.cleanup(1)
    g.start_turn(0)
    assert "silver" in g.hand(0) and g.in_play(0) == ["overlord"]
    g.cleanup(0)
    g.start_turn(1)
    g.cleanup(1)
    g.start_turn(0)
    assert "estate" in g.hand(0)
    g.cleanup(0)
    assert g.in_play(0) == []


def test_overlord_only_visible_non_command_cards() -> None:
    """Overlord FAQ: it can play only the visible top card of a pile, not a Bustling Village still under the
    Settlers, nor one from an empty pile."""
    g, d = scenario([P(hand=["overlord"], deck=["copper"] * 3), P()], ["play:village"],
                    supply={"settlers-bustling-village": ["bustling-village", "settlers"], "village": 10,
                            "smithy": 0})
    g.play(0, "overlord")
    ids = d.asked[0].ids()
    assert "play:settlers" in ids and "play:bustling-village" not in ids and "play:smithy" not in ids


def test_overlord_played_twice_chooses_each_time() -> None:
    """Overlord FAQ: played several times (Throne Room) you pick what it plays each time; the choices may differ."""
    g, _ = scenario([P(hand=["throne-room", "overlord"], deck=["copper"] * 3), P()],
                    ["play:overlord", "play:village", "play:smithy"], supply={"village": 10, "smithy": 10})
    g.play(0, "throne-room")
    assert g.turn.actions == 2 and len(g.hand(0)) == 3


def test_crown_on_crown_in_the_buy_phase_plays_two_treasures_twice() -> None:
    """Crown FAQ: a Crown played by a Crown in the Buy phase plays two more Treasures twice each."""
    g, _ = scenario([P(hand=["crown", "crown", "silver", "copper"]), P()],
                    ["play:crown", "play:silver", "play:copper"], phase="buy")
    g.play(0, "crown")
    assert g.turn.coins == 2 * 2 + 2 * 1 and g.turn.actions == 1


def test_crown_on_capital_takes_six_debt_once() -> None:
    """Capital FAQ: a Capital played twice by a Crown gives $12 and +2 Buys, but it is discarded from play once:
    6 debt, not 12."""
    g, _ = scenario([P(hand=["crown", "capital"]), P()], ["play:capital", "pay-debt:0"], phase="buy")
    g.play(0, "crown")
    assert (g.turn.coins, g.turn.buys) == (12, 3)
    g.turn.coins = 0
    g.cleanup(0)
    assert g.players[0].debt == 6


def test_chariot_race_compares_debt_costs_both_ways() -> None:
    """Chariot Race FAQ: Fortune ($8 and 8 debt) costs more than Overlord (8 debt); Overlord does not cost more
    than Silver; a player with no card to reveal makes your card not cost more."""
    g, _ = scenario([P(hand=["chariot-race"], deck=["fortune"]), P(deck=["overlord"])])
    g.play(0, "chariot-race")
    assert g.turn.coins == 1 and g.players[0].vp_tokens == 1
    g2, _ = scenario([P(hand=["chariot-race"], deck=["overlord"]), P(deck=["silver"])])
    g2.play(0, "chariot-race")
    assert g2.turn.coins == 0 and g2.hand(0) == ["overlord"]
    g3, _ = scenario([P(hand=["chariot-race"], deck=["gold"]), P()])
    g3.play(0, "chariot-race")
    assert g3.turn.coins == 0 and g3.players[0].vp_tokens == 0 and g3.hand(0) == ["gold"]


def test_two_charms_may_gain_the_same_card_twice() -> None:
    """Charm FAQ: Charms are cumulative, and each need only differ from the card gained: two Charms and a bought
    Forum may gain two Duchies (after the Forum, under the 2022 errata)."""
    g, _ = scenario([P(hand=["charm", "charm"]), P()],
                    ["mode:gain-same-cost", "mode:gain-same-cost", "gain:duchy", "gain:duchy"],
                    supply={"forum": 10}, phase="buy", coins=5)
    g.play(0, "charm")
    g.play(0, "charm")
    g.buy(0, "forum")
    assert g.discard(0) == ["forum", "duchy", "duchy"]


def test_charm_needs_an_identical_cost() -> None:
    """Charm FAQ: buying Overlord (8 debt) it may gain City Quarter (also 8 debt) but not Fortune ($8 and 8 debt)."""
    g, d = scenario([P(hand=["charm"]), P()], ["mode:gain-same-cost", "gain:city-quarter"],
                    supply={"overlord": 10, "city-quarter": 10, "gladiator-fortune": ["fortune"]},
                    phase="buy", coins=0)
    g.play(0, "charm")
    g.buy(0, "overlord")
    ids = d.asked[1].ids()
    assert "gain:fortune" not in ids and g.discard(0) == ["overlord", "city-quarter"]
    assert g.players[0].debt == 8


def test_charm_and_villa_when_gain_abilities_in_the_order_you_choose() -> None:
    """Charm (2022 FAQ): with a gained Villa you choose the order of Villa's when-gain ability and Charm's extra
    gain; Rocks gained first, while still in the Buy phase, puts its Silver onto the deck."""
    g, d = scenario([P(hand=["charm"]), P()], ["mode:gain-same-cost", "charm:charm", "gain:rocks"],
                    supply={"villa": 10, "catapult-rocks": ["rocks"]}, phase="buy", coins=4)
    g.play(0, "charm")
    g.buy(0, "villa")
    assert sorted(d.asked[1].ids()) == ["charm:charm", "on-gain:villa"]
    assert g.deck(0) == ["silver"] and "villa" in g.hand(0) and g.turn.back_to_action


def test_crowned_groundskeeper_is_one_card_in_play() -> None:
    """Groundskeeper FAQ: a Groundskeeper played twice by a Crown is still one Groundskeeper in play: +1 VP per
    Victory card gained."""
    g, _ = scenario([P(hand=["crown", "groundskeeper"], deck=["copper"] * 2), P()], ["play:groundskeeper"])
    g.play(0, "crown")
    g.gain(0, "duchy")
    assert g.players[0].vp_tokens == 1 and g.turn.actions == 2


def test_enchanted_sacrifice_and_groundskeeper() -> None:
    """Enchantress FAQ: an enchanted Sacrifice gives +1 Card +1 Action and trashes nothing; the next Action works
    normally; abilities below the line still work (an enchanted Groundskeeper still gives VP)."""
    g, _ = scenario([P(hand=["enchantress"], deck=["copper"] * 8),
                     P(hand=["sacrifice", "estate"], deck=["estate"] * 8)])
    g.play(0, "enchantress")
    g.cleanup(0)
    g.start_turn(1)
    g.play(1, "sacrifice")
    assert g.trash_ids() == [] and g.turn.actions == 1 and sorted(g.hand(1)) == ["estate", "estate"]
    g2, _ = scenario([P(hand=["enchantress"], deck=["copper"] * 8),
                      P(hand=["groundskeeper"], deck=["estate"] * 8)])
    g2.play(0, "enchantress")
    g2.cleanup(0)
    g2.start_turn(1)
    g2.play(1, "groundskeeper")
    g2.gain(1, "estate")
    assert g2.players[1].vp_tokens == 1


def test_farmers_market_and_temple_work_with_their_pile_empty() -> None:
    """Farmers' Market FAQ: it still works with its pile empty; Temple FAQ: the pile still gets VP when empty."""
    g, _ = scenario([P(hand=["farmers-market", "temple", "copper"]), P()], ["trash:copper"],
                    supply={"farmers-market": 0, "temple": 0})
    g.play(0, "farmers-market")
    assert g.turn.coins == 1 and g.supply_tokens["farmers-market"]["vp"] == 1
    g.turn.actions = 1
    g.play(0, "temple")
    assert g.supply_tokens["temple"]["vp"] == 1 and g.players[0].vp_tokens == 1


def test_temple_cannot_trash_two_of_a_name() -> None:
    """Temple FAQ: the 1 to 3 cards must have different names (a Copper and an Estate, not two Coppers)."""
    g, d = scenario([P(hand=["temple", "copper", "copper"]), P()], supply={"temple": 10})
    g.play(0, "temple")
    assert g.trash_ids() == ["copper"] and g.hand(0) == ["copper"]


def test_archive_with_fewer_than_three_cards_leaves_when_empty() -> None:
    """Archive FAQ: with fewer than 3 cards it sets aside what it can and is discarded in the turn it has no cards
    left; played by Throne Room the two sets stay separate, one card from each a turn."""
    g, _ = scenario([P(hand=["archive"], deck=["gold"]), P()])
    g.play(0, "archive")
    assert g.hand(0) == ["gold"]
    g.cleanup(0)
    assert g.in_play(0) == [] and "archive" in g.discard(0) + g.hand(0)
    g2, _ = scenario([P(hand=["throne-room", "archive"], deck=["copper"] * 5 + ["estate", "silver", "gold",
                                                                               "duchy", "curse", "province"]),
                      P()], ["play:archive", "take:province", "take:gold", "take:duchy", "take:silver"])
    g2.play(0, "throne-room")
    assert sorted(g2.hand(0)) == ["gold", "province"]
    g2.cleanup(0)
    g2.start_turn(1)
    g2.cleanup(1)
    g2.start_turn(0)
    assert "silver" in g2.hand(0) and "duchy" in g2.hand(0)


def test_small_castle_may_choose_a_castle_it_does_not_have() -> None:
    """Small Castle (wiki rules clarification): with no Castle in hand you may choose to trash a Castle from your
    hand anyway, trashing and gaining nothing; with one in hand the trashing is not optional."""
    g, _ = scenario([P(hand=["small-castle"]), P()], ["no"], supply={"castles": ["kings-castle"]})
    g.play(0, "small-castle")
    assert g.trash_ids() == [] and g.in_play(0) == ["small-castle"] and g.pile_count("castles") == 1
    g2, d = scenario([P(hand=["small-castle", "humble-castle"]), P()], ["trash:humble-castle"],
                     supply={"castles": ["kings-castle"]})
    g2.play(0, "small-castle")
    assert "no" not in d.asked[0].ids() and g2.trash_ids() == ["humble-castle"] and g2.discard(0) == ["kings-castle"]


def test_sprawling_castle_either_choice_whatever_is_left() -> None:
    """Castles FAQ: Sprawling Castle's choice may be made regardless of how many Duchies and Estates are left."""
    g, d = scenario([P(), P()], ["mode:duchy"], supply={"castles": ["sprawling-castle"], "duchy": 0})
    g.gain(0, "castles")
    assert d.asked[0].ids() == ["mode:duchy", "mode:estates"] and g.discard(0) == ["sprawling-castle"]


def test_haunted_castle_bought_on_your_turn() -> None:
    """Castles FAQ: Haunted Castle works whether bought or gained otherwise, provided it is your turn."""
    g, _ = scenario([P(), P(hand=["copper"] * 4)], supply={"castles": ["haunted-castle"]}, phase="buy", coins=6)
    g.buy(0, "haunted-castle")
    assert sorted(g.discard(0)) == ["gold", "haunted-castle"] and len(g.hand(1)) == 4


def test_defiled_shrine_piles_by_their_randomizer_type() -> None:
    """Defiled Shrine: a split pile is an Action pile as its randomizer says (Catapult/Rocks gets 2 VP although
    Rocks is a Treasure); the Castles are a Victory pile and the Gathering piles get none."""
    g, _ = scenario([P(), P()], supply={"catapult-rocks": ["rocks", "catapult"], "castles": ["opulent-castle",
                                        "small-castle", "humble-castle"], "wild-hunt": 10},
                    landscapes=["defiled-shrine"])
    assert g.supply_tokens["catapult-rocks"]["vp"] == 2
    assert "vp" not in g.supply_tokens.get("castles", {}) and "vp" not in g.supply_tokens.get("wild-hunt", {})


def test_obelisk_never_chooses_the_castles() -> None:
    """Obelisk: only an Action Supply pile is chosen; the Castles pile is a Victory pile even with Small and
    Opulent Castle in it."""
    for seed in range(6):
        g, _ = scenario([P(), P()], supply={"castles": ["opulent-castle", "small-castle", "humble-castle"],
                                            "village": 10}, landscapes=["obelisk"], seed=seed)
        assert g.supply_tokens["village"]["obelisk"] == 1 and "obelisk" not in g.supply_tokens.get("castles", {})


def test_annex_and_banquet_work_with_their_piles_empty() -> None:
    """Annex FAQ: you may buy it with the Duchy pile empty (the shuffling still happens); Banquet FAQ: likewise
    with the Copper pile empty (the other card is still gained)."""
    g, _ = scenario([P(discard=["copper", "estate"]), P()], [[]], supply={"duchy": 0}, phase="buy", coins=0,
                    events=["annex"])
    g.buy(0, "annex")
    assert sorted(g.deck(0)) == ["copper", "estate"] and g.discard(0) == []
    g2, _ = scenario([P(), P()], ["gain:silver"], supply={"copper": 0}, phase="buy", coins=3, events=["banquet"])
    g2.buy(0, "banquet")
    assert g2.discard(0) == ["silver"]


def test_triumph_does_not_count_events_bought() -> None:
    """Triumph FAQ: +1 VP per card gained this turn; Events bought are not gained cards (Delve's Silver is)."""
    g, _ = scenario([P(), P()], phase="buy", coins=2, buys=2, events=["delve", "triumph"])
    g.buy(0, "delve")
    g.buy(0, "triumph")
    assert g.players[0].vp_tokens == 2


def test_windfall_gains_the_golds_that_are_left() -> None:
    """Windfall FAQ: with fewer than 3 Golds in the pile, you gain the remaining ones."""
    g, _ = scenario([P(), P()], supply={"gold": 2}, phase="buy", coins=5, events=["windfall"])
    g.buy(0, "windfall")
    assert g.discard(0) == ["gold", "gold"]


def test_donate_trash_abilities_happen_before_the_shuffle() -> None:
    """Donate FAQ (original text): what trashing does (Rocks gaining a Silver, into the hand between turns)
    happens before you shuffle your hand into your deck."""
    g, _ = scenario([P(hand=["copper"], deck=["rocks"]), P()], [["trash:rocks"]], phase="buy", coins=0,
                    events=["donate"], versions={"donate": "1e"})
    g.buy(0, "donate")
    g.cleanup(0)
    assert g.trash_ids() == ["rocks"] and sorted(g.hand(0)) == ["copper", "silver"]


def test_mountain_pass_forty_cannot_be_beaten_and_all_may_pass() -> None:
    """Mountain Pass FAQ: bids run from the left of the Province gainer and end with them; a bid of 40 debt cannot
    be beaten (only passing is left); when everyone passes nobody gets the VP."""
    g, d = scenario([P(), P(), P()], ["bid:40"], landscapes=["mountain-pass"])
    g.gain(0, "province")
    g.cleanup(0)
    assert [x.player for x in d.asked] == [1] and (g.players[1].vp_tokens, g.players[1].debt) == (8, 40)
    g2, _ = scenario([P(), P()], ["bid:0", "bid:0"], landscapes=["mountain-pass"])
    g2.gain(1, "province")
    g2.cleanup(0)
    assert g2.players[0].vp_tokens == g2.players[1].vp_tokens == 0


def test_aqueduct_humble_castle_either_order() -> None:
    """Aqueduct FAQ: gaining a card that is both a Treasure and a Victory card (Humble Castle), the two abilities
    resolve in the order you choose; Humble Castle's pile has no VP, so only the VP already here are taken."""
    g, d = scenario([P(), P()], ["aqueduct-victory:aqueduct"], supply={"castles": ["humble-castle"]},
                    landscapes=["aqueduct"])
    g.mats["aqueduct"] = 3
    g.supply_tokens.setdefault("castles", {})["vp"] = 1
    g.gain(0, "castles")
    assert sorted(d.asked[0].ids()) == ["aqueduct-treasure:aqueduct", "aqueduct-victory:aqueduct"]
    assert g.players[0].vp_tokens == 3 and g.mats["aqueduct"] == 1


def test_basilica_ignores_events() -> None:
    """Basilica: it counts buying a card; buying an Event with $2 or more left takes nothing."""
    g, _ = scenario([P(), P()], phase="buy", coins=5, landscapes=["basilica"], events=["delve"])
    g.buy(0, "delve")
    assert g.players[0].vp_tokens == 0 and g.discard(0) == ["silver"]


def test_tomb_on_another_players_turn() -> None:
    """Tomb FAQ: it works when it is not your turn (trashing a card to an Attack on someone else's turn)."""
    g, _ = scenario([P(), P(hand=["estate"])], landscapes=["tomb"])
    g.trash(1, g.find(1, "estate"))
    assert (g.players[0].vp_tokens, g.players[1].vp_tokens) == (0, 1)


def test_tower_half_a_split_pile_is_not_empty_and_curses_count() -> None:
    """Tower FAQ: a split pile with only one half gone is not empty; Curses from the empty Curse pile count."""
    g, _ = scenario([P(), P()], supply={"catapult-rocks": ["rocks", "catapult"], "curse": 1}, landscapes=["tower"])
    g.gain(0, "catapult")
    g.gain(0, "curse")
    assert g.score(0) == 1 - 1


def test_keep_all_tied_all_score() -> None:
    """Keep FAQ: when every player has the same number of copies of a Treasure, they all get the 5 VP."""
    g, _ = scenario([P(deck=["gold"]), P(deck=["gold"])], landscapes=["keep"])
    assert (g.score(0), g.score(1)) == (5, 5)


def test_museum_counts_different_names_from_one_pile() -> None:
    """Museum FAQ: several cards from one pile score when their names differ (Settlers and Bustling Village)."""
    g, _ = scenario([P(deck=["settlers", "bustling-village", "settlers"]), P()], landscapes=["museum"])
    assert g.score(0) == 4


def test_crown_on_another_players_turn_does_nothing() -> None:
    """Crown: it acts only in *your* Action or Buy phase; played on another player's turn (their Action phase) it
    plays nothing."""
    g, d = scenario([P(), P(hand=["village"], in_play=["crown"])])
    g.resolve(1, g.find(1, "crown", 3))
    assert d.asked == [] and g.hand(1) == ["village"]


# -- the 2022 texts of Donate, Mountain Pass and Defiled Shrine --------------------------------------------
def test_donate_2022_happens_first_at_the_start_of_your_next_turn() -> None:
    """Donate (2022 text): nothing happens after the turn it was bought in; at the start of your next turn,
    first, before a Duration's next-turn part (Archive), your deck and discard pile join your hand, you trash any
    number, shuffle the rest into your deck and draw 5."""
    g, _ = scenario([P(hand=["copper"], deck=["estate", "gold"], discard=["curse"]), P()],
                    [["trash:curse", "trash:estate"]], phase="buy", coins=0, events=["donate"])
    g.buy(0, "donate")
    g.cleanup(0)
    assert g.trash_ids() == [] and g.players[0].debt == 8
    g.start_turn(1)
    g.cleanup(1)
    g.start_turn(0)
    assert sorted(g.trash_ids()) == ["curse", "estate"] and sorted(g.hand(0)) == ["copper", "gold"]


def test_donate_2022_comes_before_an_archive_card() -> None:
    """Donate (2022 text, wiki FAQ): it happens before other start-of-turn abilities, so a card still set aside
    on an Archive cannot be trashed by it and arrives in the new hand afterwards."""
    g, d = scenario([P(hand=["archive"], deck=["curse", "silver", "gold"]), P()],
                    ["take:gold", [], "take:silver"], coins=0, events=["donate"])
    g.play(0, "archive")
    g.turn.phase = Phase.BUY
    g.buy(0, "donate")
    g.cleanup(0)
    g.start_turn(1)
    g.cleanup(1)
    g.start_turn(0)
    offered = [x.ids() for x in d.asked if x.kind == "trash"]
    assert offered and "trash:gold" in offered[0] and not any("trash:curse" in ids for ids in offered)
    assert g.trash_ids() == [] and sorted(g.hand(0)) == ["gold", "silver"]


def test_mountain_pass_2022_bids_at_once() -> None:
    """Mountain Pass (2022 text): the bidding happens as soon as the first Province is gained, not after the turn;
    it runs from the gainer's left and ends with them, and happens only once."""
    g, d = scenario([P(), P()], ["bid:3", "bid:5"], landscapes=["mountain-pass"])
    g.gain(0, "province")
    assert [x.player for x in d.asked] == [1, 0]
    assert (g.players[0].vp_tokens, g.players[0].debt, g.players[1].debt) == (8, 5, 0)
    g.gain(1, "province")
    assert g.players[1].vp_tokens == 0 and len(d.asked) == 2


def test_defiled_shrine_2022_pays_a_curse_gained_in_the_buy_phase() -> None:
    """Defiled Shrine (2022 text): the VP here go to a player who gains a Curse in their Buy phase, bought or
    not; a Curse gained in the Action phase, or by another player, takes nothing."""
    g, _ = scenario([P(), P()], supply={"village": 10}, landscapes=["defiled-shrine"])
    g.gain(0, "village")
    g.gain(0, "curse")
    g.gain(1, "curse")
    assert g.players[0].vp_tokens == g.players[1].vp_tokens == 0 and g.mats["defiled-shrine"] == 1
    g.turn.phase = Phase.BUY
    g.gain(1, "curse")
    assert g.players[1].vp_tokens == 0
    g.gain(0, "curse")
    assert g.players[0].vp_tokens == 1 and g.mats["defiled-shrine"] == 0


def test_basilica_ignores_events_and_catapult_ignores_debt_costs() -> None:
    """Basilica: an Event is not a card, so buying one with $2 or more left takes nothing. Catapult: a card
    costing only debt (Engineer, 4 debt) does not cost $3 or more (Patrician FAQ), so nobody gains a Curse."""
    g, _ = scenario([P(), P()], phase="buy", coins=6, buys=2, events=["delve"], landscapes=["basilica"])
    g.buy(0, "delve")
    assert g.players[0].vp_tokens == 0
    g.buy(0, "silver")
    assert g.players[0].vp_tokens == 0  # only $1 is left after the Silver
    g2, _ = scenario([P(hand=["catapult", "engineer"]), P(hand=["copper"] * 5)], ["trash:engineer"])
    g2.play(0, "catapult")
    assert g2.trash_ids() == ["engineer"] and g2.discard(1) == [] and len(g2.hand(1)) == 5


def test_small_castle_played_twice_by_crown() -> None:
    """Small Castle with Crown: the first play may trash Small Castle itself, the second can then only trash a
    Castle from your hand; each trash gains the top Castle."""
    g, _ = scenario([P(hand=["crown", "small-castle", "humble-castle"]), P()],
                    ["play:small-castle", "trash-this:small-castle", "trash:humble-castle"],
                    supply={"castles": ["grand-castle", "haunted-castle", "crumbling-castle"]})
    g.play(0, "crown")
    assert sorted(g.trash_ids()) == ["humble-castle", "small-castle"]
    assert sorted(g.discard(0)) == ["crumbling-castle", "gold", "haunted-castle", "silver"]


def test_overlord_stays_in_play_with_a_duration_its_supply_throne_room_played_twice() -> None:
    """Overlord (current text): it stays in play as long as the card it plays from the Supply would have, so when
    that card is a Throne Room playing a Caravan from the hand twice, Overlord stays out with the Caravan until
    the Clean-up of the next turn (Overlord FAQ, as for Band of Misfits)."""
    g, d = scenario([P(hand=["overlord", "caravan"], deck=["copper"] * 12), P()], ["play:throne-room", "play:caravan"],
                    supply={"throne-room": 10, "caravan": 10, "overlord": 8})
    g.play(0, "overlord")
    assert g.pile_count("throne-room") == 10 and len(g.hand(0)) == 2
    g.cleanup(0)
    assert sorted(g.in_play(0)) == ["caravan", "overlord"]
    g.start_turn(0)
    assert len(g.hand(0)) == 7
    g.cleanup(0)
    assert g.in_play(0) == []
    d.assert_done()


def test_overlord_1e_played_on_a_later_turn_chooses_anew() -> None:
    """Overlord (original text): it is the card it copied only until it leaves play, so played again on a later
    turn it asks again what to be (here a Village, then a Smithy)."""
    g, d = scenario([P(hand=["overlord"]), P()], ["play:village", "play:smithy"],
                    supply={"overlord": 8, "village": 10, "smithy": 10}, versions={"overlord": "1e"})
    g.play(0, "overlord")
    assert g.turn.actions == 2
    g.cleanup(0)
    assert g.hand(0) == ["overlord"]
    g.start_turn(0)
    g.play(0, "overlord")
    assert g.card_as(g.zones.plays[0][0]) == "smithy" and g.turn.actions == 0
    d.assert_done()
