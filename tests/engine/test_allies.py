"""Allies: every implemented card's rules, from the card texts and the Allies rulebook's FAQ."""

from __future__ import annotations

import pytest

from generator.engine import Game, PlayerLayout
from generator.engine.effects.allies import rotate
from generator.errors import IllegalActionError
from tests.engine.helpers import gained, scenario

P = PlayerLayout


def next_turn(g: Game, p: int) -> None:
    """Clean up ``p``'s turn and start their next one (skipping the other players)."""
    g.cleanup(p)
    g.start_turn(p)


# -- Liaisons ----------------------------------------------------------------------------------------


def test_underling_card_action_favor() -> None:
    """Underling: +1 Card, +1 Action, +1 Favor."""
    g, _ = scenario([P(hand=["underling"], deck=["gold"]), P()], supply={"underling": 10})
    g.play(0, "underling")
    assert g.hand(0) == ["gold"] and g.turn.actions == 1 and g.players[0].favors == 1


def test_sycophant_discards_three_for_three_coins() -> None:
    """Sycophant: +1 Action, discard 3 cards, +$3 since at least one was discarded."""
    g, _ = scenario([P(hand=["sycophant", "copper", "estate", "silver", "gold"]), P()],
                    [["discard:copper", "discard:estate", "discard:silver"]], supply={"sycophant": 10})
    g.play(0, "sycophant")
    assert g.hand(0) == ["gold"] and sorted(g.discard(0)) == ["copper", "estate", "silver"]
    assert (g.turn.actions, g.turn.coins) == (1, 3)


def test_sycophant_with_one_card_left_still_gives_three() -> None:
    """Sycophant: with fewer than 3 cards you discard what you have, and one card is enough for +$3 (FAQ)."""
    g, _ = scenario([P(hand=["sycophant", "estate"]), P()], supply={"sycophant": 10})
    g.play(0, "sycophant")
    assert g.discard(0) == ["estate"] and g.turn.coins == 3


def test_sycophant_with_empty_hand_gives_nothing() -> None:
    """Sycophant: with no card to discard there is no +$3 (FAQ)."""
    g, _ = scenario([P(hand=["sycophant"]), P()], supply={"sycophant": 10})
    g.play(0, "sycophant")
    assert g.turn.coins == 0 and g.turn.actions == 1


def test_sycophant_gain_and_trash_give_two_favors_each() -> None:
    """Sycophant: when you gain it, +2 Favors; when you trash it, +2 Favors."""
    g, _ = scenario([P(), P()], supply={"sycophant": 10})
    uid = g.gain(0, "sycophant")
    assert uid is not None and g.players[0].favors == 2
    g.trash(0, uid, g.zones.loc[uid])
    assert g.players[0].favors == 4


def test_broker_trashes_and_gives_per_coin() -> None:
    """Broker: trash a card; per $1 it cost, +1 of the chosen thing (Estate: +2 Actions) (FAQ)."""
    g, _ = scenario([P(hand=["broker", "estate"]), P()], ["broker:actions"], supply={"broker": 10})
    g.play(0, "broker")
    assert g.trash_ids() == ["estate"] and g.turn.actions == 2


def test_broker_favors_mode() -> None:
    """Broker: the Favor option gives +1 Favor per $1 of the trashed card's cost (Silver: 3)."""
    g, _ = scenario([P(hand=["broker", "silver"]), P()], ["broker:favors"], supply={"broker": 10})
    g.play(0, "broker")
    assert g.players[0].favors == 3 and g.turn.coins == 0


def test_broker_copper_gives_nothing() -> None:
    """Broker: a card costing $0 gives nothing whatever you choose."""
    g, _ = scenario([P(hand=["broker", "copper"], deck=["gold"]), P()], ["broker:cards"], supply={"broker": 10})
    g.play(0, "broker")
    assert g.hand(0) == [] and g.trash_ids() == ["copper"]


def test_guildmaster_favor_per_gain_this_turn() -> None:
    """Guildmaster: +$3; this turn each card you gain gives +1 Favor; other players' gains do not."""
    g, _ = scenario([P(hand=["guildmaster"]), P()], supply={"guildmaster": 10})
    g.play(0, "guildmaster")
    g.gain(0, "silver")
    g.gain(0, "copper")
    g.gain(1, "silver")
    assert g.turn.coins == 3 and g.players[0].favors == 2 and g.players[1].favors == 0


def test_guildmaster_ends_with_the_turn() -> None:
    """Guildmaster: the ability lasts this turn only."""
    g, _ = scenario([P(hand=["guildmaster"], deck=["copper"] * 5), P()], supply={"guildmaster": 10})
    g.play(0, "guildmaster")
    next_turn(g, 0)
    g.gain(0, "silver")
    assert g.players[0].favors == 0


def test_importer_setup_gives_four_favors_and_gains_next_turn() -> None:
    """Importer: set-up gives each player +4 Favors; at the start of your next turn gain a card up to $5."""
    g, _ = scenario([P(hand=["importer"], deck=["copper"] * 10), P()], ["gain:duchy"], supply={"importer": 10})
    assert [s.favors for s in g.players] == [4, 4]
    g.play(0, "importer")
    assert gained(g) == []
    next_turn(g, 0)
    assert gained(g) == [(0, "duchy", "supply", "discard")] and g.in_play(0) == ["importer"]
    g.cleanup(0)
    assert "importer" in g.discard(0)


def test_bauble_two_different_options() -> None:
    """Bauble: choose two different options, e.g. +1 Buy and +$1."""
    g, d = scenario([P(hand=["bauble"]), P()], [["bauble:buy", "bauble:coin"]], supply={"bauble": 10},
                    phase="buy")
    g.play(0, "bauble")
    assert (g.turn.buys, g.turn.coins, g.players[0].favors) == (2, 1, 0)
    assert (d.asked[0].min, d.asked[0].max) == (2, 2)


def test_bauble_topdeck_option_puts_gains_onto_the_deck() -> None:
    """Bauble: after choosing the deck option, each card you gain this turn may go onto your deck."""
    g, _ = scenario([P(hand=["bauble"], deck=["copper"]), P()],
                    [["bauble:favor", "bauble:topdeck"], "topdeck:bauble", "done"], supply={"bauble": 10})
    g.play(0, "bauble")
    g.gain(0, "gold")
    g.gain(0, "silver")
    assert g.deck(0) == ["copper", "gold"] and g.discard(0) == ["silver"] and g.players[0].favors == 1


def test_emissary_shuffle_gives_action_and_favors() -> None:
    """Emissary: +3 Cards; drawing made you shuffle, so +1 Action and +2 Favors."""
    g, _ = scenario([P(hand=["emissary"], deck=["copper"], discard=["silver", "gold"]), P()],
                    supply={"emissary": 10})
    g.play(0, "emissary")
    assert sorted(g.hand(0)) == ["copper", "gold", "silver"]
    assert g.turn.actions == 1 and g.players[0].favors == 2


def test_emissary_no_shuffle_no_bonus() -> None:
    """Emissary: without a shuffle only +3 Cards; an empty discard pile is no shuffle (FAQ)."""
    g, _ = scenario([P(hand=["emissary"], deck=["copper", "copper"]), P()], supply={"emissary": 10})
    g.play(0, "emissary")
    assert g.hand(0) == ["copper", "copper"] and g.turn.actions == 0 and g.players[0].favors == 0


def test_contract_sets_aside_an_action_and_plays_it_next_turn() -> None:
    """Contract: $2 and +1 Favor; the Action set aside is played at the start of your next turn, and Contract
    stays in play until then."""
    g, _ = scenario([P(hand=["contract", "village"], deck=["copper"] * 7), P()], ["set-aside:village"],
                    supply={"contract": 10})
    g.play(0, "contract")
    assert g.turn.coins == 2 and g.players[0].favors == 1 and g.hand(0) == []
    g.cleanup(0)
    assert g.in_play(0) == ["contract"]
    g.start_turn(0)
    assert sorted(g.in_play(0)) == ["contract", "village"] and len(g.hand(0)) == 6 and g.turn.actions == 3


def test_contract_without_setting_aside_is_discarded() -> None:
    """Contract: setting aside is optional; with nothing set aside it is discarded this turn (FAQ)."""
    g, _ = scenario([P(hand=["contract", "village"], deck=["copper"] * 5), P()], [[]], supply={"contract": 10})
    g.play(0, "contract")
    g.cleanup(0)
    assert "contract" in g.discard(0) and g.in_play(0) == []


# -- Townsfolk ---------------------------------------------------------------------------------------


def test_town_crier_silver_then_rotate() -> None:
    """Town Crier: gain a Silver, then you may rotate the Townsfolk (Blacksmiths come to the top)."""
    pile = ["blacksmith", "blacksmith", "town-crier"]
    g, _ = scenario([P(hand=["town-crier"]), P()], ["town-crier:silver", "rotate:townsfolk"],
                    supply={"townsfolk": pile})
    g.play(0, "town-crier")
    assert gained(g) == [(0, "silver", "supply", "discard")]
    assert g.pile("townsfolk") == ["town-crier", "blacksmith", "blacksmith"]


def test_town_crier_coins_no_rotation() -> None:
    """Town Crier: +$2; rotating is optional."""
    g, _ = scenario([P(hand=["town-crier"]), P()], ["town-crier:coins", "no"],
                    supply={"townsfolk": ["blacksmith", "town-crier"]})
    g.play(0, "town-crier")
    assert g.turn.coins == 2 and g.pile("townsfolk") == ["blacksmith", "town-crier"]


# -- Allies ------------------------------------------------------------------------------------------


def test_mountain_folk_five_favors_three_cards() -> None:
    """Mountain Folk: at the start of your turn you may spend 5 Favors for +3 Cards."""
    g, _ = scenario([P(deck=["gold"] * 3 + ["copper"] * 5), P()], ["spend:mountain-folk"],
                    landscapes=["mountain-folk"])
    g.players[0].favors = 5
    next_turn(g, 0)
    assert len(g.hand(0)) == 8 and g.players[0].favors == 0


def test_mountain_folk_not_offered_without_five_favors() -> None:
    """Mountain Folk: with fewer than 5 Favors nothing is offered."""
    g, d = scenario([P(deck=["copper"] * 10), P()], landscapes=["mountain-folk"])
    next_turn(g, 0)
    assert len(g.hand(0)) == 5 and d.asked == []


def test_band_of_nomads_favor_for_buy_on_three_cost_gain() -> None:
    """Band of Nomads: gaining a card costing $3 or more, you may spend a Favor for +1 Buy."""
    g, _ = scenario([P(), P()], ["favor:band-of-nomads", "band-of-nomads:buy"], landscapes=["band-of-nomads"])
    g.gain(0, "silver")
    assert g.turn.buys == 2 and g.players[0].favors == 0


def test_band_of_nomads_ignores_cheap_gains() -> None:
    """Band of Nomads: a card costing less than $3 triggers nothing."""
    g, d = scenario([P(), P()], landscapes=["band-of-nomads"])
    g.gain(0, "estate")
    assert d.asked == [] and g.players[0].favors == 1


# -- Kingdom cards -----------------------------------------------------------------------------------


def test_town_either_mode() -> None:
    """Town: choose +1 Card and +2 Actions, or +1 Buy and +$2."""
    g, _ = scenario([P(hand=["town", "town"], deck=["gold"]), P()], ["town:actions", "town:buy"],
                    supply={"town": 10})
    g.play(0, "town")
    assert g.hand(0) == ["town", "gold"] and g.turn.actions == 2
    g.play(0, "town")
    assert (g.turn.actions, g.turn.buys, g.turn.coins) == (1, 2, 2)


def test_capital_city_discard_two_then_pay_two() -> None:
    """Capital City: +1 Card +2 Actions; discard 2 cards for +$2, then pay those $2 for +2 Cards (FAQ)."""
    g, _ = scenario([P(hand=["capital-city", "estate", "curse"], deck=["silver", "gold", "copper"]), P()],
                    ["discard-two:capital-city", ["discard:curse", "discard:estate"], "pay:capital-city"],
                    supply={"capital-city": 10})
    g.play(0, "capital-city")
    assert sorted(g.discard(0)) == ["curse", "estate"]
    assert g.hand(0) == ["copper", "gold", "silver"] and g.turn.coins == 0 and g.turn.actions == 2


def test_capital_city_one_card_discarded_gives_no_coins() -> None:
    """Capital City: discarding fewer than 2 cards gives no +$2, and without $2 you cannot pay (FAQ)."""
    g, d = scenario([P(hand=["capital-city"], deck=["estate"]), P()], ["discard-two:capital-city"],
                    supply={"capital-city": 10})
    g.play(0, "capital-city")
    assert g.discard(0) == ["estate"] and g.turn.coins == 0
    assert all(a.kind != "pay" for a in d.asked)


def test_carpenter_without_empty_piles_gains_up_to_four() -> None:
    """Carpenter: with no empty Supply pile, +1 Action and gain a card costing up to $4."""
    g, _ = scenario([P(hand=["carpenter"]), P()], ["gain:silver"], supply={"carpenter": 10})
    g.play(0, "carpenter")
    assert g.turn.actions == 1 and gained(g) == [(0, "silver", "supply", "discard")]


def test_carpenter_with_an_empty_pile_remodels() -> None:
    """Carpenter: with an empty Supply pile, trash a card from hand and gain one costing up to $2 more; no Action."""
    g, d = scenario([P(hand=["carpenter", "silver"]), P()], ["gain:duchy"], supply={"carpenter": 10, "curse": 0})
    g.play(0, "carpenter")
    assert g.trash_ids() == ["silver"] and gained(g) == [(0, "duchy", "supply", "discard")]
    assert g.turn.actions == 0 and "gain:gold" not in d.asked[-1].ids()


def test_courier_discards_top_then_plays_from_discard() -> None:
    """Courier: +$1, discard the top card of your deck, then you may play an Action or Treasure from your discard
    pile, including the card just discarded (FAQ)."""
    g, _ = scenario([P(hand=["courier"], deck=["gold"], discard=["estate"]), P()], ["play:gold"],
                    supply={"courier": 10})
    g.play(0, "courier")
    assert g.in_play(0) == ["courier", "gold"] and g.turn.coins == 4 and g.discard(0) == ["estate"]


def test_galleria_buy_per_three_or_four_cost_gain() -> None:
    """Galleria: +$3; this turn each card you gain costing $3 or $4 gives +1 Buy; others do not."""
    g, _ = scenario([P(hand=["galleria"]), P()], supply={"galleria": 10})
    g.play(0, "galleria")
    g.gain(0, "silver")
    g.gain(0, "estate")
    g.gain(0, "gold")
    assert g.turn.coins == 3 and g.turn.buys == 2


def test_hunter_takes_one_of_each_type() -> None:
    """Hunter: +1 Action; of the top 3 cards put an Action, a Treasure and a Victory card into your hand; discard
    the rest."""
    g, _ = scenario([P(hand=["hunter"], deck=["estate", "copper", "silver", "village"]), P()],
                    ["take-treasure:silver"], supply={"hunter": 10})
    g.play(0, "hunter")
    assert sorted(g.hand(0)) == ["silver", "village"] and g.discard(0) == ["copper"] and g.deck(0) == ["estate"]
    assert g.turn.actions == 1


def test_innkeeper_five_cards_discard_six() -> None:
    """Innkeeper: +1 Action; +5 Cards then discard 6."""
    g, _ = scenario([P(hand=["innkeeper", "estate", "estate"], deck=["copper"] * 5), P()],
                    ["innkeeper:5", ["discard:estate", "discard:estate"] + ["discard:copper"] * 4],
                    supply={"innkeeper": 10})
    g.play(0, "innkeeper")
    assert g.hand(0) == ["copper"] and len(g.discard(0)) == 6 and g.turn.actions == 1


def test_marquis_draws_per_card_in_hand_then_discards_to_ten() -> None:
    """Marquis: +1 Buy, +1 Card per card in hand (6 here), then discard down to 10 cards."""
    g, _ = scenario([P(hand=["marquis"] + ["copper"] * 6, deck=["estate"] * 6), P()],
                    [["discard:estate", "discard:estate"]], supply={"marquis": 10})
    g.play(0, "marquis")
    assert len(g.hand(0)) == 10 and g.discard(0) == ["estate", "estate"] and g.turn.buys == 2


def test_merchant_camp_goes_back_onto_the_deck() -> None:
    """Merchant Camp: +2 Actions +$1; when discarded from play you may put it onto your deck."""
    g, _ = scenario([P(hand=["merchant-camp"], deck=["copper"] * 5), P()], ["topdeck:merchant-camp"],
                    supply={"merchant-camp": 10})
    g.play(0, "merchant-camp")
    assert (g.turn.actions, g.turn.coins) == (2, 1)
    g.cleanup(0)
    assert "merchant-camp" in g.hand(0)


def test_modify_gain_mode() -> None:
    """Modify: trash a card from hand and gain a card costing up to $2 more than it."""
    g, _ = scenario([P(hand=["modify", "estate"]), P()], ["modify:gain", "gain:silver"], supply={"modify": 10})
    g.play(0, "modify")
    assert g.trash_ids() == ["estate"] and gained(g) == [(0, "silver", "supply", "discard")]


def test_modify_card_mode() -> None:
    """Modify: or trash a card and take +1 Card and +1 Action."""
    g, _ = scenario([P(hand=["modify", "copper"], deck=["gold"]), P()], ["modify:card"], supply={"modify": 10})
    g.play(0, "modify")
    assert g.hand(0) == ["gold"] and g.turn.actions == 1 and g.trash_ids() == ["copper"]


def test_royal_galley_replays_next_turn() -> None:
    """Royal Galley: +1 Card; the non-Duration Action it plays is set aside and played again at the start of
    your next turn; both are discarded that turn."""
    g, _ = scenario([P(hand=["royal-galley", "village"], deck=["copper"] * 12), P()], ["play:village"],
                    supply={"royal-galley": 10})
    g.play(0, "royal-galley")
    assert g.turn.actions == 2 and g.in_play(0) == ["royal-galley"]
    g.cleanup(0)
    g.start_turn(0)
    assert sorted(g.in_play(0)) == ["royal-galley", "village"] and g.turn.actions == 3
    g.cleanup(0)
    assert g.in_play(0) == []


def test_royal_galley_loses_a_card_that_left_play() -> None:
    """Royal Galley: a card that left play (trashed itself) is not set aside, and Royal Galley is discarded."""
    g, _ = scenario([P(hand=["royal-galley", "feast"], deck=["copper"] * 6), P()], ["play:feast", "gain:duchy"],
                    supply={"royal-galley": 10, "feast": 10})
    g.play(0, "royal-galley")
    g.cleanup(0)
    assert "royal-galley" in g.discard(0) and g.in_play(0) == []


def test_sentinel_trashes_two_and_returns_the_rest() -> None:
    """Sentinel: look at the top 5, trash up to 2, put the rest back in any order."""
    g, _ = scenario([P(hand=["sentinel"], deck=["gold", "silver", "copper", "estate", "curse"]), P()],
                    [["trash:curse", "trash:estate"], "topdeck:silver", "topdeck:copper"], supply={"sentinel": 10})
    g.play(0, "sentinel")
    assert sorted(g.trash_ids()) == ["curse", "estate"] and g.deck(0) == ["silver", "copper", "gold"]


def test_skirmisher_attack_gain_makes_others_discard() -> None:
    """Skirmisher: +1 Card +1 Action +$1; gaining an Attack this turn makes each other player discard down to 3."""
    g, _ = scenario([P(hand=["skirmisher"], deck=["copper"]),
                     P(hand=["copper", "copper", "estate", "estate", "silver"])],
                    [["discard:estate", "discard:estate"]], supply={"skirmisher": 10})
    g.play(0, "skirmisher")
    g.gain(0, "silver")
    assert len(g.hand(1)) == 5
    g.gain(0, "skirmisher")
    assert sorted(g.hand(1)) == ["copper", "copper", "silver"]


def test_skirmisher_blocked_by_moat_when_played() -> None:
    """Skirmisher: Moat revealed when it is played stops its later discard (FAQ)."""
    g, _ = scenario([P(hand=["skirmisher"], deck=["copper"]), P(hand=["moat", "copper", "copper", "estate", "estate"])],
                    ["reveal:moat"], supply={"skirmisher": 10, "moat": 10})
    g.play(0, "skirmisher")
    g.gain(0, "skirmisher")
    assert len(g.hand(1)) == 5


def test_specialist_plays_again_or_gains_a_copy() -> None:
    """Specialist: play an Action from hand, then play it again (Village twice: +2 Cards, +4 Actions)."""
    g, _ = scenario([P(hand=["specialist", "village"], deck=["copper", "copper"]), P()],
                    ["play:village", "specialist:again"], supply={"specialist": 10})
    g.play(0, "specialist")
    assert g.hand(0) == ["copper", "copper"] and g.turn.actions == 4


def test_specialist_gains_a_copy() -> None:
    """Specialist: or gain a copy of the played card from the Supply."""
    g, _ = scenario([P(hand=["specialist", "silver"]), P()], ["play:silver", "specialist:gain"],
                    supply={"specialist": 10})
    g.play(0, "specialist")
    assert g.turn.coins == 2 and gained(g) == [(0, "silver", "supply", "discard")]


def test_barbarian_cheaper_card_sharing_a_type_or_curse() -> None:
    """Barbarian: +$2; a trashed card costing $3+ is replaced by a cheaper card sharing a type (Gold -> Silver);
    a cheaper one gives a Curse."""
    g, _ = scenario([P(hand=["barbarian"]), P(deck=["gold"]), P(deck=["copper"])], ["gain:silver"],
                    supply={"barbarian": 10})
    g.play(0, "barbarian")
    assert g.turn.coins == 2 and sorted(g.trash_ids()) == ["copper", "gold"]
    assert gained(g) == [(1, "silver", "supply", "discard"), (2, "curse", "supply", "discard")]


# -- split-pile cards --------------------------------------------------------------------------------


def test_blacksmith_draws_up_to_six() -> None:
    """Blacksmith: draw until you have 6 cards in hand (from 3 cards: +3)."""
    g, _ = scenario([P(hand=["blacksmith", "copper", "copper", "copper"], deck=["gold"] * 5), P()],
                    ["blacksmith:six"], supply={"townsfolk": ["blacksmith"]})
    g.play(0, "blacksmith")
    assert len(g.hand(0)) == 6 and g.deck(0) == ["gold", "gold"]


def test_blacksmith_card_and_action() -> None:
    """Blacksmith: or +1 Card and +1 Action."""
    g, _ = scenario([P(hand=["blacksmith"], deck=["gold"] * 3), P()], ["blacksmith:action"],
                    supply={"townsfolk": ["blacksmith"]})
    g.play(0, "blacksmith")
    assert g.hand(0) == ["gold"] and g.turn.actions == 1


def test_miller_keeps_one_of_four() -> None:
    """Miller: +1 Action; of the top 4 cards one goes into your hand, the rest are discarded."""
    g, _ = scenario([P(hand=["miller"], deck=["estate", "gold", "copper", "copper", "silver"]), P()],
                    ["take:gold"], supply={"townsfolk": ["miller"]})
    g.play(0, "miller")
    assert g.hand(0) == ["gold"] and sorted(g.discard(0)) == ["copper", "copper", "silver"]
    assert g.deck(0) == ["estate"] and g.turn.actions == 1


def test_student_trashing_a_treasure_topdecks_it() -> None:
    """Student: +1 Action; trashing a Treasure gives +1 Favor and puts Student onto your deck (FAQ)."""
    g, _ = scenario([P(hand=["student", "copper"]), P()], ["no", "trash:copper"],
                    supply={"wizards": ["lich", "student"]})
    g.play(0, "student")
    assert g.deck(0) == ["student"] and g.players[0].favors == 1 and g.turn.actions == 1


def test_student_trashing_a_non_treasure_stays_in_play() -> None:
    """Student: trashing a non-Treasure gives nothing more; Student stays in play. Rotating is optional."""
    g, _ = scenario([P(hand=["student", "estate"]), P()], ["rotate:wizards", "trash:estate"],
                    supply={"wizards": ["lich", "student"]})
    g.play(0, "student")
    assert g.in_play(0) == ["student"] and g.players[0].favors == 0
    assert g.pile("wizards") == ["student", "lich"]


def test_conjurer_gains_and_returns_to_hand() -> None:
    """Conjurer: gain a card up to $4; at the start of your next turn put Conjurer into your hand."""
    g, _ = scenario([P(hand=["conjurer"], deck=["copper"] * 10), P()], ["gain:silver"],
                    supply={"wizards": ["conjurer"]})
    g.play(0, "conjurer")
    assert gained(g) == [(0, "silver", "supply", "discard")]
    next_turn(g, 0)
    assert "conjurer" in g.hand(0) and g.in_play(0) == [] and len(g.hand(0)) == 6


def test_sorcerer_wrong_guess_gains_curse_card_stays_on_top() -> None:
    """Sorcerer: each other player names a card; a wrong name gains a Curse; the revealed card goes back on top."""
    g, _ = scenario([P(hand=["sorcerer"], deck=["copper"]), P(deck=["gold"]), P(deck=["silver"])],
                    ["name:copper", "name:silver"], supply={"wizards": ["sorcerer"]})
    g.play(0, "sorcerer")
    assert gained(g) == [(1, "curse", "supply", "discard")]
    assert g.deck(1) == ["gold"] and g.deck(2) == ["silver"] and g.turn.actions == 1


def test_sorcerer_player_with_no_card_to_reveal_gains_no_curse() -> None:
    """Sorcerer: a player with no card in deck or discard pile reveals nothing, so is not "wrong" and gains no
    Curse (Strategy Wiki, Sorcerer, other rules clarifications); the others are still attacked."""
    g, _ = scenario([P(hand=["sorcerer"], deck=["copper"]), P(), P(deck=["silver"])],
                    ["name:copper", "name:gold"], supply={"wizards": ["sorcerer"]})
    g.play(0, "sorcerer")
    assert gained(g) == [(2, "curse", "supply", "discard")]
    assert g.discard(1) == [] and g.deck(2) == ["silver"]


def test_student_is_a_liaison_for_the_ally() -> None:
    """Student is an Action-Wizard-Liaison (Strategy Wiki, Student): after playing it, Circle of Witches may be
    used, as after any Liaison."""
    g, _ = scenario([P(hand=["student", "copper"]), P()], ["no", "spend:circle-of-witches"],
                    supply={"wizards": ["lich", "student"]}, landscapes=["circle-of-witches"])
    g.players[0].favors = 3
    g.play(0, "student")
    assert "liaison" in g.defs["student"].types
    assert gained(g) == [(1, "curse", "supply", "discard")] and g.players[0].favors == 1


def test_herb_gatherer_deck_to_discard_play_treasure_rotate() -> None:
    """Herb Gatherer: +1 Buy; your deck goes into your discard pile; you may play a Treasure from it; you may
    rotate the Augurs."""
    g, _ = scenario([P(hand=["herb-gatherer"], deck=["gold", "estate"]), P()], ["play:gold", "rotate:augurs"],
                    supply={"augurs": ["acolyte", "herb-gatherer"]})
    g.play(0, "herb-gatherer")
    assert g.deck(0) == [] and g.discard(0) == ["estate"] and g.in_play(0) == ["herb-gatherer", "gold"]
    assert g.turn.coins == 3 and g.turn.buys == 2 and g.pile("augurs") == ["herb-gatherer", "acolyte"]


def test_acolyte_both_trashes() -> None:
    """Acolyte: trash an Action or Victory card for a Gold, then trash Acolyte for the top Augur."""
    g, _ = scenario([P(hand=["acolyte", "estate"]), P()], ["trash:estate", "trash:acolyte"],
                    supply={"augurs": ["sibyl", "sorceress"]})
    g.play(0, "acolyte")
    assert sorted(g.trash_ids()) == ["acolyte", "estate"]
    assert gained(g) == [(0, "gold", "supply", "discard"), (0, "sorceress", "supply", "discard")]


def test_sorceress_named_card_curses_others() -> None:
    """Sorceress: +1 Action; name a card, put your top card into hand; if it was named, each other player gains a
    Curse."""
    g, _ = scenario([P(hand=["sorceress"], deck=["gold"]), P()], ["name:gold"], supply={"augurs": ["sorceress"]})
    g.play(0, "sorceress")
    assert g.hand(0) == ["gold"] and gained(g) == [(1, "curse", "supply", "discard")]


def test_sorceress_wrong_name_still_draws() -> None:
    """Sorceress: the card goes into your hand even when it was not the named card (FAQ)."""
    g, _ = scenario([P(hand=["sorceress"], deck=["gold"]), P()], ["name:copper"], supply={"augurs": ["sorceress"]})
    g.play(0, "sorceress")
    assert g.hand(0) == ["gold"] and gained(g) == []


def test_sibyl_puts_one_on_top_one_on_bottom() -> None:
    """Sibyl: +4 Cards +1 Action; a card from hand goes on top of your deck and another on the bottom."""
    g, _ = scenario([P(hand=["sibyl"], deck=["duchy", "copper", "estate", "gold", "silver"]), P()],
                    ["topdeck:gold", "bottom:estate"], supply={"augurs": ["sibyl"]})
    g.play(0, "sibyl")
    assert g.deck(0) == ["estate", "duchy", "gold"] and sorted(g.hand(0)) == ["copper", "silver"]


def test_battle_plan_reveals_attack_and_rotates_any_pile() -> None:
    """Battle Plan: +1 Card +1 Action; revealing an Attack draws one more; you may rotate any Supply pile."""
    g, _ = scenario([P(hand=["battle-plan", "witch"], deck=["copper", "gold"]), P()],
                    ["reveal:witch", "rotate:wizards"],
                    supply={"clashes": ["battle-plan"], "wizards": ["lich", "student"]})
    g.play(0, "battle-plan")
    assert sorted(g.hand(0)) == ["copper", "gold", "witch"] and g.pile("wizards") == ["student", "lich"]


def test_archer_other_keeps_one_you_pick_the_discard() -> None:
    """Archer: +$2; a player with 5+ cards keeps one secret, reveals the rest, and discards the one you choose."""
    g, _ = scenario([P(hand=["archer"]), P(hand=["gold", "silver", "copper", "estate", "duchy"]),
                     P(hand=["copper"] * 4)], ["keep:gold", "discard:silver"], supply={"clashes": ["archer"]})
    g.play(0, "archer")
    assert g.turn.coins == 2 and g.discard(1) == ["silver"] and len(g.hand(2)) == 4


def test_territory_points_and_golds() -> None:
    """Territory: 1 VP per differently named Victory card you have; when gained, a Gold per empty Supply pile."""
    g, _ = scenario([P(hand=["estate", "estate", "estate", "province"]), P()],
                    supply={"clashes": ["territory"], "curse": 0})
    g.gain(0, "territory")
    assert gained(g) == [(0, "territory", "supply", "discard"), (0, "gold", "supply", "discard"),
                         (0, "gold", "supply", "discard")]
    assert g.score(0) == 3 + 6 + 3


def test_tent_rotates_and_goes_back_onto_deck() -> None:
    """Tent: +$2, you may rotate the Forts; when discarded from play you may put it onto your deck."""
    g, _ = scenario([P(hand=["tent"], deck=["copper"] * 5), P()], ["rotate:forts", "topdeck:tent"],
                    supply={"forts": ["garrison", "tent"]})
    g.play(0, "tent")
    assert g.turn.coins == 2 and g.pile("forts") == ["tent", "garrison"]
    g.cleanup(0)
    assert "tent" in g.hand(0)


def test_garrison_tokens_draw_next_turn() -> None:
    """Garrison: +$2; a token per card gained this turn; next turn +1 Card per token. Throne Room doubles the
    tokens but they are removed once (FAQ: 2 gains, 4 tokens, +4 Cards)."""
    g, _ = scenario([P(hand=["throne-room", "garrison"], deck=["copper"] * 20), P()], ["play:garrison"],
                    supply={"forts": ["garrison"], "throne-room": 10})
    g.play(0, "throne-room")
    g.gain(0, "silver")
    g.gain(0, "silver")
    assert g.turn.coins == 4
    g.cleanup(0)
    assert "garrison" in g.in_play(0)
    g.start_turn(0)
    assert len(g.hand(0)) == 9


def test_garrison_without_gains_is_discarded() -> None:
    """Garrison: with no tokens it is discarded in Clean-up (FAQ)."""
    g, _ = scenario([P(hand=["garrison"], deck=["copper"] * 5), P()], supply={"forts": ["garrison"]})
    g.play(0, "garrison")
    g.cleanup(0)
    assert g.in_play(0) == []


def test_hill_fort_gained_card_to_hand() -> None:
    """Hill Fort: gain a card up to $4, then put it into your hand."""
    g, _ = scenario([P(hand=["hill-fort"]), P()], ["gain:silver", "hill-fort:hand"], supply={"forts": ["hill-fort"]})
    g.play(0, "hill-fort")
    assert g.hand(0) == ["silver"] and g.turn.actions == 0


def test_hill_fort_card_and_action() -> None:
    """Hill Fort: or keep it in the discard pile for +1 Card and +1 Action."""
    g, _ = scenario([P(hand=["hill-fort"], deck=["gold"]), P()], ["gain:silver", "hill-fort:card"],
                    supply={"forts": ["hill-fort"]})
    g.play(0, "hill-fort")
    assert g.hand(0) == ["gold"] and g.discard(0) == ["silver"] and g.turn.actions == 1


def test_hill_fort_cannot_take_a_card_that_moved_on() -> None:
    """Hill Fort: if the gained card is no longer where it was gained to (Trappers' Lodge put it onto the deck),
    choosing to put it into your hand does nothing (Allies FAQ)."""
    g, _ = scenario([P(hand=["hill-fort"]), P()], ["gain:silver", "favor:trappers-lodge", "hill-fort:hand"],
                    supply={"forts": ["hill-fort"]}, landscapes=["trappers-lodge"])
    g.play(0, "hill-fort")
    assert g.deck(0) == ["silver"] and g.hand(0) == [] and g.turn.actions == 0


def test_hill_fort_takes_a_covered_up_card() -> None:
    """Hill Fort: a gained card covered up in the discard pile (Architects' Guild gained a Copper on top of it) can
    still be put into your hand (Allies FAQ)."""
    g, _ = scenario([P(hand=["hill-fort"]), P()],
                    ["gain:silver", "favor:architects-guild", "gain:copper", "hill-fort:hand"],
                    supply={"forts": ["hill-fort"]}, landscapes=["architects-guild"])
    g.players[0].favors = 2
    g.play(0, "hill-fort")
    assert g.hand(0) == ["silver"] and g.discard(0) == ["copper"]


def test_stronghold_cards_next_turn_and_two_vp() -> None:
    """Stronghold: +3 Cards at the start of the next turn (it stays in play); worth 2 VP."""
    g, _ = scenario([P(hand=["stronghold"], deck=["copper"] * 10), P()], ["stronghold:cards"],
                    supply={"forts": ["stronghold"]})
    g.play(0, "stronghold")
    assert g.turn.coins == 0
    next_turn(g, 0)
    assert len(g.hand(0)) == 8 and g.in_play(0) == ["stronghold"] and g.score(0) == 2


def test_stronghold_coins_discarded_this_turn() -> None:
    """Stronghold: choosing +$3 discards it this turn (FAQ)."""
    g, _ = scenario([P(hand=["stronghold"], deck=["copper"] * 5), P()], ["stronghold:coins"],
                    supply={"forts": ["stronghold"]})
    g.play(0, "stronghold")
    g.cleanup(0)
    assert g.turn.coins == 0 and g.in_play(0) == [] and "stronghold" in g.discard(0)


def test_old_map_draw_discard_draw_rotate() -> None:
    """Old Map: +1 Card +1 Action, discard a card, +1 Card, then you may rotate the Odysseys."""
    g, _ = scenario([P(hand=["old-map", "estate"], deck=["silver", "gold"]), P()],
                    ["discard:estate", "rotate:odysseys"], supply={"odysseys": ["voyage", "old-map"]})
    g.play(0, "old-map")
    assert sorted(g.hand(0)) == ["gold", "silver"] and g.discard(0) == ["estate"]
    assert g.pile("odysseys") == ["old-map", "voyage"]


def test_sunken_treasure_gains_an_action_not_in_play() -> None:
    """Sunken Treasure: gain an Action card you have no copy of in play."""
    g, d = scenario([P(hand=["sunken-treasure"], in_play=["village"]), P()], ["gain:smithy"],
                    supply={"odysseys": ["sunken-treasure"], "village": 10, "smithy": 10, "town": 10})
    g.play(0, "sunken-treasure")
    assert gained(g) == [(0, "smithy", "supply", "discard")] and "gain:village" not in d.asked[0].ids()


def test_distant_shore_draws_and_gains_estate() -> None:
    """Distant Shore: +2 Cards +1 Action, gain an Estate; worth 2 VP."""
    g, _ = scenario([P(hand=["distant-shore"], deck=["copper", "copper"]), P()],
                    supply={"odysseys": ["distant-shore"]})
    g.play(0, "distant-shore")
    assert g.hand(0) == ["copper", "copper"] and gained(g) == [(0, "estate", "supply", "discard")]
    assert g.score(0) == 2 + 1


def test_cave_dwellers_repeats_discard_then_draw() -> None:
    """Cave Dwellers: at the start of your turn, each Favor spent discards a card then draws one; repeatable."""
    g, _ = scenario([P(deck=["gold", "gold"] + ["estate"] * 5), P()],
                    ["spend:cave-dwellers", "spend:cave-dwellers", "discard:estate"],
                    landscapes=["cave-dwellers"])
    g.players[0].favors = 2
    next_turn(g, 0)
    assert sorted(g.hand(0)) == ["estate", "estate", "estate", "gold", "gold"] and g.players[0].favors == 0


def test_desert_guides_new_hand() -> None:
    """Desert Guides: at the start of your turn, a Favor discards your hand and draws 5 cards."""
    g, _ = scenario([P(deck=["gold"] * 5 + ["estate"] * 5), P()], ["spend:desert-guides", "no"],
                    landscapes=["desert-guides"])
    g.players[0].favors = 2
    next_turn(g, 0)
    assert g.hand(0) == ["gold"] * 5 and g.discard(0) == ["estate"] * 5 and g.players[0].favors == 1


def test_crafters_guild_gains_onto_deck() -> None:
    """Crafters' Guild: at the start of your turn, 2 Favors gain a card costing up to $4 onto your deck."""
    g, _ = scenario([P(deck=["copper"] * 10), P()], ["spend:crafters-guild", "gain:silver"],
                    landscapes=["crafters-guild"])
    g.players[0].favors = 2
    next_turn(g, 0)
    assert g.deck(0)[-1] == "silver" and g.players[0].favors == 0


def test_forest_dwellers_sifts_the_top_three() -> None:
    """Forest Dwellers: a Favor at the start of your turn looks at the top 3, discards any, puts the rest back."""
    g, _ = scenario([P(deck=["gold", "curse", "silver"] + ["copper"] * 5), P()],
                    ["spend:forest-dwellers", ["discard:curse"], "topdeck:silver"], landscapes=["forest-dwellers"])
    next_turn(g, 0)
    assert g.deck(0) == ["silver", "gold"] and g.discard(0) == ["curse"]


def test_gang_of_pickpockets_discard_unless_favor() -> None:
    """Gang of Pickpockets: at the start of your turn discard down to 4 unless you spend a Favor."""
    g, _ = scenario([P(deck=["copper"] * 10), P()], ["no", "discard:copper"], landscapes=["gang-of-pickpockets"])
    next_turn(g, 0)
    assert len(g.hand(0)) == 4 and g.players[0].favors == 1


def test_gang_of_pickpockets_may_come_before_a_durations_draw() -> None:
    """Gang of Pickpockets and a Duration's start-of-turn work happen at the same time, so the player orders them:
    discarding down to 4 before Highwayman's +3 Cards leaves 7 cards; drawing first, then discarding, leaves 4."""
    def hand_after(first: str, answers: list[object]) -> int:
        g, d = scenario([P(hand=["highwayman"], deck=["copper"] * 12), P()], [first, *answers],
                        landscapes=["gang-of-pickpockets"], supply={"highwayman": 10})
        g.players[0].favors = 1
        g.play(0, "highwayman")
        next_turn(g, 0)
        d.assert_done()
        return len(g.hand(0))
    assert hand_after("start:gang-of-pickpockets", ["no"]) == 7  # all Coppers: what to discard is not asked
    assert hand_after("start:highwayman", ["no", ["discard:copper"] * 4]) == 4

def test_league_of_bankers_coin_per_four_favors() -> None:
    """League of Bankers: at the start of your Buy phase, +$1 per 4 Favors (round down)."""
    g, _ = scenario([P(), P()], landscapes=["league-of-bankers"], buys=0)
    g.players[0].favors = 9
    g.buy_phase(0)
    assert g.turn.coins == 2


def test_market_towns_plays_actions_in_the_buy_phase() -> None:
    """Market Towns: at the start of your Buy phase, each Favor spent plays an Action card from your hand."""
    g, _ = scenario([P(hand=["village"], deck=["copper"]), P()], ["spend:market-towns"],
                    landscapes=["market-towns"], buys=0)
    g.buy_phase(0)
    assert g.in_play(0) == ["village", "copper"] and g.turn.coins == 1


def test_peaceful_cult_trashes_per_favor() -> None:
    """Peaceful Cult: at the start of your Buy phase, spend Favors to trash that many cards from hand."""
    g, _ = scenario([P(hand=["estate", "curse", "copper"]), P()], [["trash:curse", "trash:estate"]],
                    landscapes=["peaceful-cult"], buys=0)
    g.players[0].favors = 3
    g.buy_phase(0)
    assert sorted(g.trash_ids()) == ["curse", "estate"] and g.players[0].favors == 1


def test_woodworkers_guild_trash_action_gain_action() -> None:
    """Woodworkers' Guild: at the start of your Buy phase, a Favor trashes an Action from hand to gain an Action."""
    g, _ = scenario([P(hand=["village"]), P()], ["spend:woodworkers-guild", "gain:smithy"],
                    landscapes=["woodworkers-guild"], supply={"village": 10, "smithy": 10}, buys=0)
    g.buy_phase(0)
    assert g.trash_ids() == ["village"] and gained(g) == [(0, "smithy", "supply", "discard")]


def test_family_of_inventors_token_makes_the_pile_cheaper() -> None:
    """Family of Inventors: a Favor put on a non-Victory pile (a split pile with one Victory card is not a Victory
    pile) makes its cards cost $1 less, on every turn."""
    g, d = scenario([P(deck=["copper"] * 10), P(deck=["copper"] * 10)], ["token:smithy"],
                    landscapes=["family-of-inventors"], supply={"smithy": 10, "clashes": ["territory", "archer"]},
                    buys=0)
    g.buy_phase(0)
    assert "token:province" not in d.asked[0].ids() and "token:clashes" in d.asked[0].ids()
    assert g.cost_of("smithy").coins == 3 and g.players[0].favors == 0
    g.cleanup(0)
    g.start_turn(1)
    assert g.cost_of("smithy").coins == 3 and g.cost_of("silver").coins == 3


def test_architects_guild_cheaper_non_victory() -> None:
    """Architects' Guild: when you gain a card, 2 Favors gain a cheaper non-Victory card."""
    g, d = scenario([P(), P()], ["favor:architects-guild", "gain:silver"], landscapes=["architects-guild"])
    g.players[0].favors = 2
    g.gain(0, "gold")
    assert gained(g) == [(0, "gold", "supply", "discard"), (0, "silver", "supply", "discard")]
    assert "gain:duchy" not in d.asked[-1].ids()


def test_trappers_lodge_gained_card_onto_deck() -> None:
    """Trappers' Lodge: when you gain a card, a Favor puts it onto your deck."""
    g, _ = scenario([P(deck=["copper"]), P()], ["favor:trappers-lodge"], landscapes=["trappers-lodge"])
    g.gain(0, "gold")
    assert g.deck(0) == ["copper", "gold"] and g.players[0].favors == 0


def test_city_state_plays_a_gained_action() -> None:
    """City-state: gaining an Action card in your turn, 2 Favors play it."""
    g, _ = scenario([P(deck=["copper"]), P()], ["favor:city-state"], landscapes=["city-state"],
                    supply={"village": 10})
    g.players[0].favors = 2
    g.gain(0, "village")
    assert g.in_play(0) == ["village"] and g.hand(0) == ["copper"] and g.turn.actions == 3


def test_circle_of_witches_curses_after_a_liaison() -> None:
    """Circle of Witches: after playing a Liaison, 3 Favors give each other player a Curse."""
    g, _ = scenario([P(hand=["underling"], deck=["copper"]), P()], ["spend:circle-of-witches"],
                    landscapes=["circle-of-witches"], supply={"underling": 10})
    g.players[0].favors = 2
    g.play(0, "underling")
    assert gained(g) == [(1, "curse", "supply", "discard")] and g.players[0].favors == 0


def test_league_of_shopkeepers_bonuses_by_favors() -> None:
    """League of Shopkeepers: after playing a Liaison, 10+ Favors give +$1, +1 Action and +1 Buy."""
    g, _ = scenario([P(hand=["underling"], deck=["copper"]), P()], landscapes=["league-of-shopkeepers"],
                    supply={"underling": 10})
    g.players[0].favors = 9
    g.play(0, "underling")
    assert (g.turn.coins, g.turn.actions, g.turn.buys) == (1, 2, 2)


def test_fellowship_of_scribes_draws_with_small_hand() -> None:
    """Fellowship of Scribes: after playing an Action with 4 or fewer cards in hand, a Favor draws a card."""
    g, _ = scenario([P(hand=["village"], deck=["gold", "copper"]), P()], ["spend:fellowship-of-scribes"],
                    landscapes=["fellowship-of-scribes"])
    g.play(0, "village")
    assert sorted(g.hand(0)) == ["copper", "gold"] and g.players[0].favors == 0


def test_order_of_astrologers_picks_the_top() -> None:
    """Order of Astrologers: when shuffling, each Favor spent puts a chosen card on top."""
    g, _ = scenario([P(discard=["gold", "copper", "estate", "estate"]), P()], [["top:gold"]],
                    landscapes=["order-of-astrologers"])
    g.draw(0, 1)
    assert g.hand(0) == ["gold"] and g.players[0].favors == 0


def test_order_of_masons_discards_two_per_favor() -> None:
    """Order of Masons: when shuffling, each Favor spent puts up to 2 chosen cards into your discard pile."""
    g, _ = scenario([P(discard=["gold", "copper", "estate", "estate"]), P()], [["discard:estate", "discard:estate"]],
                    landscapes=["order-of-masons"])
    g.shuffle(0)
    assert g.discard(0) == ["estate", "estate"] and sorted(g.deck(0)) == ["copper", "gold"]
    assert g.players[0].favors == 0


def test_coastal_haven_keeps_cards_for_next_turn() -> None:
    """Coastal Haven: in Clean-up, a Favor per card keeps cards in hand, and you still draw 5."""
    g, _ = scenario([P(hand=["gold", "estate"], deck=["copper"] * 5), P()], [["keep:gold"]],
                    landscapes=["coastal-haven"])
    g.cleanup(0)
    assert sorted(g.hand(0)) == ["copper"] * 5 + ["gold"] and g.discard(0) == ["estate"]


def test_island_folk_extra_turn() -> None:
    """Island Folk: at the end of your turn, if the previous turn wasn't yours, 5 Favors take another turn."""
    g, _ = scenario([P(deck=["copper"] * 5), P()], ["spend:island-folk"], landscapes=["island-folk"])
    g.players[0].favors = 5
    g.cleanup(0)
    assert g.extra_turns == [(0, None)]


def test_plateau_shepherds_pairs_favors_with_two_cost_cards() -> None:
    """Plateau Shepherds: 2 VP per pair of a Favor and a card costing $2."""
    g, _ = scenario([P(hand=["estate", "estate", "estate"]), P()], landscapes=["plateau-shepherds"])
    g.players[0].favors = 2
    assert g.score(0) == 3 + 4


# -- cards that limit or cancel plays ----------------------------------------------------------------


def test_highwayman_first_treasure_does_nothing_then_draws() -> None:
    """Highwayman: until your next turn the first Treasure each other player plays each turn does nothing;
    at your next turn it is discarded from play and you draw 3."""
    g, _ = scenario([P(hand=["highwayman"], deck=["copper"] * 10), P(hand=["gold", "silver"])],
                    supply={"highwayman": 10})
    g.play(0, "highwayman")
    g.cleanup(0)
    g.start_turn(1)
    g.turn.buys = 0
    g.buy_phase(1)
    assert g.turn.coins == 2 and sorted(g.in_play(1)) == ["gold", "silver"]
    g.cleanup(1)
    g.start_turn(0)
    assert "highwayman" in g.discard(0) and len(g.hand(0)) == 8 and g.players[1].marks["highwayman"] == 0


def test_highwayman_not_cumulative_and_ends() -> None:
    """Highwayman: two Highwaymen still stop only one Treasure per turn; after they end Treasures work."""
    g, _ = scenario([P(hand=["highwayman", "highwayman", "village"], deck=["copper"] * 12),
                     P(hand=["copper", "copper"], deck=["copper"] * 10)], supply={"highwayman": 10})
    g.play(0, "village")
    g.play(0, "highwayman")
    g.play(0, "highwayman")
    g.cleanup(0)
    g.start_turn(1)
    g.turn.buys = 0
    g.buy_phase(1)
    assert g.turn.coins == 1
    g.cleanup(1)
    g.start_turn(0)
    g.cleanup(0)
    g.start_turn(1)
    g.turn.buys = 0
    g.buy_phase(1)
    assert g.turn.coins == 5


def test_warlord_blocks_a_third_copy() -> None:
    """Warlord: +1 Action, +2 Cards next turn; meanwhile others can't play from hand an Action they have 2 or more
    copies of in play."""
    g, _ = scenario([P(hand=["warlord"], deck=["copper"] * 12),
                     P(hand=["village", "village", "village"], deck=["copper"] * 5)], supply={"clashes": ["warlord"]})
    g.play(0, "warlord")
    assert g.turn.actions == 1
    g.cleanup(0)
    g.start_turn(1)
    g.play(1, "village")
    g.play(1, "village")
    assert g.loop.playable(g.zones.hands[1], "action") == []
    g.cleanup(1)
    g.start_turn(0)
    assert len(g.hand(0)) == 7 and g.players[1].marks["warlord"] == 0


def test_voyage_extra_turn_limited_to_three_hand_plays() -> None:
    """Voyage: +1 Action; if the previous turn wasn't yours, an extra turn follows in which you can play only 3
    cards from your hand (Treasures too)."""
    g, _ = scenario([P(hand=["voyage"], deck=["copper"] * 5), P()], supply={"odysseys": ["voyage"]})
    g.play(0, "voyage")
    assert g.turn.actions == 1 and g.extra_turns == [(0, None)]
    g.cleanup(0)
    assert g.in_play(0) == ["voyage"]
    g.extra_turns.pop(0)
    g.turn.previous_player = 0
    g.start_turn(0)
    g.turn.buys = 0
    g.buy_phase(0)
    assert g.turn.coins == 3 and g.hand(0) == ["copper", "copper"]


def test_two_first_printing_voyages_give_two_limited_turns() -> None:
    """First-printing Voyage: two played in one turn (the previous turn not yours) give two extra turns, each limited
    to 3 cards played from the hand, and each Voyage stays in play until the Clean-up of its own extra turn."""
    g, _ = scenario([P(hand=["voyage", "voyage"], deck=["copper"] * 15), P()], supply={"odysseys": ["voyage"]},
                    versions={"voyage": "1e"})
    g.turn.previous_player = 1
    g.play(0, "voyage")
    g.play(0, "voyage")
    assert g.extra_turns == [(0, None), (0, None)]
    g.cleanup(0)
    for left in (["voyage"], []):
        g.extra_turns.pop(0)
        g.turn.previous_player = 0
        g.start_turn(0)
        g.turn.buys = 0
        g.buy_phase(0)
        assert g.turn.coins == 3 and g.hand(0) == ["copper", "copper"]
        g.cleanup(0)
        assert g.in_play(0) == left

def test_warlord_forbids_throne_room_to_play_a_third_copy_from_the_hand() -> None:
    """Warlord (card DB FAQ): a card played from the hand by another card (Throne Room) is played from the hand,
    so under Warlord's attack Throne Room cannot choose an Action with 2 copies in play (even the 1st edition's,
    which must play an Action card when it can)."""
    g, d = scenario([P(hand=["warlord"], deck=["copper"] * 12),
                     P(hand=["throne-room", "village", "village", "village"], deck=["copper"] * 13)],
                    [], supply={"clashes": ["warlord"]}, versions={"throne-room": "1e"})
    g.play(0, "warlord")
    g.cleanup(0)
    g.start_turn(1)
    g.play(1, "village")
    g.play(1, "village")
    g.play(1, "throne-room")
    assert "village" in g.hand(1) and sorted(g.in_play(1)) == ["throne-room", "village", "village"]
    d.assert_done()


def test_voyage_counts_a_card_throne_room_plays_from_the_hand() -> None:
    """Voyage (card DB FAQ): in its extra turn, a card Throne Room plays from the hand counts towards the three,
    so a Throne Room played as the third card can play nothing more from the hand (even the 1st edition's,
    which must play an Action card when it can)."""
    g, d = scenario([P(hand=["voyage"], deck=["village", "village", "throne-room", "smithy", "copper"]), P()], [],
                    supply={"odysseys": ["voyage"]}, versions={"throne-room": "1e"})
    g.play(0, "voyage")
    g.cleanup(0)
    g.extra_turns.pop(0)
    g.turn.previous_player = 0
    g.start_turn(0)
    g.play(0, "village")
    g.play(0, "village")
    g.play(0, "throne-room")
    assert g.hand(0).count("smithy") == 1 and "throne-room" in g.in_play(0)
    d.assert_done()


def test_voyage_after_your_own_turn_gives_nothing() -> None:
    """Voyage: played in a turn that followed your own turn, it takes no extra turn and is discarded."""
    g, _ = scenario([P(hand=["voyage"], deck=["copper"] * 5), P()], supply={"odysseys": ["voyage"]})
    g.turn.previous_player = 0
    g.play(0, "voyage")
    g.cleanup(0)
    assert g.extra_turns == [] and "voyage" in g.discard(0) + g.hand(0)


def test_elder_gives_an_extra_choice() -> None:
    """Elder: +$2 and plays an Action from hand; its "choose one" may take an extra different option, done in the
    card's order (Town: +1 Card +2 Actions and +1 Buy +$2)."""
    g, d = scenario([P(hand=["elder", "town"], deck=["gold"]), P()], ["play:town", ["town:buy", "town:actions"]],
                    supply={"townsfolk": ["elder"], "town": 10})
    g.play(0, "elder")
    assert (d.asked[-1].min, d.asked[-1].max) == (1, 2)
    assert g.hand(0) == ["gold"] and (g.turn.coins, g.turn.buys, g.turn.actions) == (4, 2, 2)


def test_elder_extra_choice_is_optional_and_only_for_that_card() -> None:
    """Elder: the extra option may be declined; another card played later keeps its single choice."""
    g, d = scenario([P(hand=["elder", "town", "town"], deck=["gold", "gold"]), P()],
                    ["play:town", ["town:actions"], "town:buy"], supply={"townsfolk": ["elder"], "town": 10})
    g.play(0, "elder")
    g.play(0, "town")
    assert (d.asked[-1].min, d.asked[-1].max) == (1, 1)
    assert (g.turn.coins, g.turn.buys) == (4, 2)


def test_elder_with_stronghold_takes_both() -> None:
    """Elder: a Stronghold it plays may take both +$3 and +3 Cards next turn, and then stays in play (FAQ)."""
    g, _ = scenario([P(hand=["elder", "stronghold"], deck=["copper"] * 10), P()],
                    ["play:stronghold", ["stronghold:coins", "stronghold:cards"]],
                    supply={"townsfolk": ["elder"], "forts": ["stronghold"]})
    g.play(0, "elder")
    assert g.turn.coins == 5
    next_turn(g, 0)
    assert len(g.hand(0)) == 8 and g.in_play(0) == ["stronghold"]


# -- FAQ points and edge cases ------------------------------------------------------------------------------


def test_sycophant_favors_from_its_gain_can_pay_for_city_state() -> None:
    """Sycophant (FAQ): the +2 Favors for gaining it can be spent at once, e.g. on City-state playing that
    Sycophant."""
    g, _ = scenario([P(hand=["copper", "estate", "silver"]), P()], ["favor:city-state", [
        "discard:copper", "discard:estate", "discard:silver"]], landscapes=["city-state"], supply={"sycophant": 10})
    g.players[0].favors = 0
    g.gain(0, "sycophant")
    assert g.in_play(0) == ["sycophant"] and g.players[0].favors == 0 and g.turn.coins == 3


def test_guildmaster_favor_can_be_spent_on_band_of_nomads_for_that_gain() -> None:
    """Guildmaster (FAQ): the Favor a gain gives can be used on an Ally triggered by that same gain (Band of
    Nomads)."""
    g, _ = scenario([P(hand=["guildmaster"]), P()], ["favor:band-of-nomads", "band-of-nomads:buy"],
                    landscapes=["band-of-nomads"], supply={"guildmaster": 10})
    g.players[0].favors = 0
    g.play(0, "guildmaster")
    g.gain(0, "silver")
    assert g.turn.buys == 2 and g.players[0].favors == 0


def test_galleria_looks_at_the_cost_when_gained() -> None:
    """Galleria (FAQ): what matters is what the card costs when gained: with Bridge's -$1, a Silver ($2) gives no
    Buy, a Duchy ($4) does."""
    g, _ = scenario([P(hand=["galleria", "bridge"]), P()], supply={"galleria": 10, "bridge": 10})
    g.turn.actions = 2
    g.play(0, "bridge")
    g.play(0, "galleria")
    assert g.turn.buys == 2
    g.gain(0, "silver")
    assert g.turn.buys == 2
    g.gain(0, "duchy")
    assert g.turn.buys == 3


def test_importer_with_an_ally_each_player_starts_with_five_favors() -> None:
    """Importer (FAQ): at the start of the game each player gets five Favors instead of one."""
    g, _ = scenario([P(), P(), P()], landscapes=["mountain-folk"], supply={"importer": 10})
    assert [s.favors for s in g.players] == [5, 5, 5]


def test_specialist_plays_again_a_card_that_left_play() -> None:
    """Specialist (FAQ): the card can be played again even if it left play (Mining Village trashed itself: the
    second play still gives +1 Card and +2 Actions, but cannot trash it again)."""
    g, _ = scenario([P(hand=["specialist", "mining-village"], deck=["copper", "copper"]), P()],
                    ["play:mining-village", "yes", "specialist:again"], supply={"specialist": 10})
    g.play(0, "specialist")
    assert g.trash_ids() == ["mining-village"] and g.hand(0) == ["copper", "copper"]
    assert (g.turn.actions, g.turn.coins) == (4, 2)


def test_specialist_gaining_a_copy_from_an_empty_pile_gains_nothing() -> None:
    """Specialist (FAQ): gaining a copy may be chosen with no copies left; nothing is gained, and only the Supply
    is looked at (a Loot, outside the Supply, is never gained)."""
    g, _ = scenario([P(hand=["specialist", "village"], deck=["copper"]), P()],
                    ["play:village", "specialist:gain"], supply={"specialist": 10, "village": 0})
    g.play(0, "specialist")
    assert gained(g) == [] and g.in_play(0) == ["specialist", "village"]


def test_specialist_playing_a_duration_again_stays_in_play_with_it() -> None:
    """Specialist (Duration rules): a Duration it plays twice stays in play, and Specialist stays with it until the
    Duration is discarded (Longship twice: +4 Cards next turn)."""
    g, _ = scenario([P(hand=["specialist", "longship"], deck=["copper"] * 12), P()],
                    ["play:longship", "specialist:again"], supply={"specialist": 10, "longship": 10})
    g.play(0, "specialist")
    g.cleanup(0)
    assert sorted(g.in_play(0)) == ["longship", "specialist"]
    g.start_turn(0)
    assert len(g.hand(0)) == 9
    g.cleanup(0)
    assert g.in_play(0) == []


def test_specialist_gaining_a_copy_of_a_duration_is_discarded() -> None:
    """Specialist: when it only gains a copy of the Duration it played, it played nothing twice and is discarded
    this turn."""
    g, _ = scenario([P(hand=["specialist", "longship"], deck=["copper"] * 12), P()],
                    ["play:longship", "specialist:gain"], supply={"specialist": 10, "longship": 10})
    g.play(0, "specialist")
    g.cleanup(0)
    assert g.in_play(0) == ["longship"]


def test_highwayman_discards_itself_first_so_it_can_be_drawn() -> None:
    """Highwayman (FAQ): it is discarded from play before the +3 Cards, so a shuffle may draw it."""
    g, _ = scenario([P(hand=["highwayman"], deck=["copper"] * 6), P()], supply={"highwayman": 10})
    g.play(0, "highwayman")
    g.cleanup(0)
    g.start_turn(0)
    assert sorted(g.hand(0)) == ["copper"] * 6 + ["highwayman"]


def test_highwayman_draws_even_if_it_cannot_be_discarded() -> None:
    """Highwayman (FAQ): the 3 cards are drawn even if Highwayman has left play."""
    g, _ = scenario([P(hand=["highwayman"], deck=["copper"] * 10), P()], supply={"highwayman": 10})
    hw = g.find(0, "highwayman")
    g.play(0, "highwayman")
    g.cleanup(0)
    g.trash(0, hw, g.zones.loc[hw])
    g.start_turn(0)
    assert len(g.hand(0)) == 8 and g.trash_ids() == ["highwayman"]


def test_highwayman_affects_every_turn_including_extra_turns() -> None:
    """Highwayman (FAQ): the attack stops the first Treasure of each turn the other player takes, an extra turn
    included."""
    g, _ = scenario([P(hand=["highwayman"], deck=["copper"] * 10),
                     P(hand=["silver"], deck=["silver"] * 10)], supply={"highwayman": 10})
    g.play(0, "highwayman")
    g.cleanup(0)
    g.start_turn(1)
    g.turn.buys = 0
    g.buy_phase(1)
    assert g.turn.coins == 0
    g.cleanup(1)
    g.start_turn(1, extra=True)
    g.turn.buys = 0
    g.buy_phase(1)
    assert g.turn.coins == 2 * 4


def test_hunter_a_card_with_two_types_can_be_taken_for_either() -> None:
    """Hunter (FAQ): cards with several types can be chosen for any matching type (Nobles as the Victory card
    after Village was taken as the Action)."""
    g, _ = scenario([P(hand=["hunter"], deck=["nobles", "copper", "village"]), P()],
                    ["take-action:village", "take-victory:nobles"], supply={"hunter": 10})
    g.play(0, "hunter")
    assert sorted(g.hand(0)) == ["copper", "nobles", "village"] and g.discard(0) == []


def test_swap_returning_is_not_trashing_and_a_different_action_is_gained() -> None:
    """Swap (FAQ): returning a Sycophant to its pile is not trashing it (no +2 Favors); the gained Action can't
    have the returned card's name and goes to the hand."""
    g, d = scenario([P(hand=["swap", "sycophant"], deck=["copper"]), P()], ["return:sycophant", "gain:village"],
                    supply={"swap": 10, "sycophant": 9, "village": 10})
    g.play(0, "swap")
    assert g.pile_count("sycophant") == 10 and g.players[0].favors == 0
    assert "gain:sycophant" not in d.asked[-1].ids() and sorted(g.hand(0)) == ["copper", "village"]


def test_island_folk_cannot_give_a_third_turn_in_a_row() -> None:
    """Island Folk: at the end of an extra turn (the previous turn was yours) it is not offered."""
    g, d = scenario([P(deck=["copper"] * 15), P()], ["spend:island-folk"], landscapes=["island-folk"])
    g.players[0].favors = 10
    g.cleanup(0)
    assert g.extra_turns == [(0, None)]
    g.extra_turns.clear()
    g.turn.previous_player = 0  # as the turn loop records once the turn is over
    g.start_turn(0, extra=True)
    g.cleanup(0)
    assert g.extra_turns == [] and g.players[0].favors == 5 and len(d.asked) == 1


def test_marquis_discards_down_to_ten_after_a_short_draw() -> None:
    """Marquis (FAQ): even if you could not draw the full amount, you still discard down to 10 cards."""
    g, _ = scenario([P(hand=["marquis"] + ["copper"] * 7, deck=["estate"] * 4), P()], [["discard:estate"]],
                    supply={"marquis": 10})
    g.play(0, "marquis")
    assert len(g.hand(0)) == 10 and g.deck(0) == [] and g.discard(0) == ["estate"]


def test_barbarian_with_no_cheaper_card_sharing_a_type_gains_nothing() -> None:
    """Barbarian (FAQ): a trashed card costing $3 or more with no cheaper card sharing a type in the Supply gains
    nothing (not a Curse)."""
    g, _ = scenario([P(hand=["barbarian"]), P(deck=["village"])], supply={"barbarian": 10})
    g.play(0, "barbarian")
    assert g.trash_ids() == ["village"] and gained(g) == []


def test_family_of_inventors_tokens_add_up_and_are_not_on_victory_piles() -> None:
    """Family of Inventors: cards cost $1 less per Favor token on their pile (two tokens: $2 less), never below
    $0; Victory piles are not offered."""
    g, d = scenario([P(deck=["copper"] * 10), P(deck=["copper"] * 10)], ["token:silver", "token:silver"],
                    landscapes=["family-of-inventors"], buys=0)
    g.players[0].favors = 1
    g.players[1].favors = 1
    g.buy_phase(0)
    ids = d.asked[0].ids()
    assert "token:estate" not in ids and "token:duchy" not in ids and "token:curse" in ids
    g.cleanup(0)
    g.start_turn(1)
    g.turn.buys = 0
    g.buy_phase(1)
    assert g.cost_of("silver").coins == 1 and g.supply_tokens["silver"]["favor"] == 2


def test_band_of_nomads_on_another_players_turn_gives_the_turn_player_nothing() -> None:
    """Band of Nomads: a player gaining a $3 card on another player's turn may still spend a Favor; +1 Card draws
    for them, but +1 Buy is of no use and does not go to the turn player."""
    g, _ = scenario([P(), P(deck=["gold"])], ["favor:band-of-nomads", "band-of-nomads:buy",
                                              "favor:band-of-nomads", "band-of-nomads:card"],
                    landscapes=["band-of-nomads"])
    g.gain(1, "silver")
    assert g.turn.buys == 1 and g.players[1].favors == 0
    g.players[1].favors = 1
    g.gain(1, "silver")
    assert g.hand(1) == ["gold"] and g.turn.buys == 1


def test_courier_plays_a_card_gained_by_discarding_the_top_card() -> None:
    """Courier (FAQ): abilities from discarding the top card resolve first - a Tunnel discarded gains a Gold, which
    Courier can then play from the discard pile."""
    g, _ = scenario([P(hand=["courier"], deck=["tunnel"]), P()], ["reveal:tunnel", "play:gold"],
                    supply={"courier": 10, "tunnel": 10})
    g.play(0, "courier")
    assert g.in_play(0) == ["courier", "gold"] and g.turn.coins == 4 and g.discard(0) == ["tunnel"]


def test_sentinel_with_a_short_deck_looks_at_what_there_is() -> None:
    """Sentinel (FAQ): shuffling as needed; with fewer than 5 cards in all it looks at all of them."""
    g, _ = scenario([P(hand=["sentinel"], deck=["estate"], discard=["copper", "curse"]), P()],
                    [["trash:estate", "trash:curse"]], supply={"sentinel": 10})
    g.play(0, "sentinel")
    assert sorted(g.trash_ids()) == ["curse", "estate"] and g.deck(0) == ["copper"]


def test_skirmisher_attacks_on_each_attack_gain() -> None:
    """Skirmisher (FAQ): any time this turn you gain an Attack card, each other player discards down to 3; a
    non-Attack gain does nothing."""
    g, _ = scenario([P(hand=["skirmisher"], deck=["copper"]), P(hand=["copper"] * 3 + ["estate"] * 2,
                                                                 deck=["curse"])],
                    [["discard:estate", "discard:estate"], "discard:curse"], supply={"skirmisher": 10})
    g.play(0, "skirmisher")
    g.gain(0, "skirmisher")
    assert g.hand(1) == ["copper"] * 3
    g.draw(1, 1)
    g.gain(0, "silver")
    assert len(g.hand(1)) == 4
    g.gain(0, "skirmisher")
    assert g.hand(1) == ["copper"] * 3 and sorted(g.discard(1)) == ["curse", "estate", "estate"]


def test_family_of_inventors_tokens_are_in_force_for_start_of_turn_durations() -> None:
    """Family of Inventors: the token's -$1 lasts the whole game, so it is in force at the very start of a turn:
    Importer's gain of a card up to $5 there may take a Gold with a token on its pile."""
    g, d = scenario([P(hand=["importer"], deck=["copper"] * 10), P()], ["token:gold", "gain:gold"],
                    landscapes=["family-of-inventors"], supply={"importer": 10}, buys=0)
    g.play(0, "importer")
    g.buy_phase(0)
    assert g.cost_of("gold").coins == 5
    next_turn(g, 0)
    assert (0, "gold", "supply", "discard") in gained(g)


def test_league_of_shopkeepers_counts_the_favors_after_the_liaison_resolved() -> None:
    """League of Shopkeepers: "after playing a Liaison" - the Favor the Liaison itself gave counts (4 Favors, then
    Underling's +1 Favor: 5, so +$1)."""
    g, _ = scenario([P(hand=["underling"], deck=["copper"]), P()], landscapes=["league-of-shopkeepers"],
                    supply={"underling": 10})
    g.players[0].favors = 4
    g.play(0, "underling")
    assert g.players[0].favors == 5 and (g.turn.coins, g.turn.buys) == (1, 1)


def test_circle_of_witches_is_not_an_attack() -> None:
    """Circle of Witches: the Curses are not an Attack, so a Moat in hand does not stop them."""
    g, d = scenario([P(hand=["underling"], deck=["copper"]), P(hand=["moat"])], ["spend:circle-of-witches"],
                    landscapes=["circle-of-witches"], supply={"underling": 10})
    g.players[0].favors = 3
    g.play(0, "underling")
    assert gained(g) == [(1, "curse", "supply", "discard")] and len(d.asked) == 1


def test_only_the_top_card_of_a_rotating_split_pile_can_be_bought() -> None:
    """Split piles (Allies): only the top card can be bought; after rotating, the next card can."""
    g, _ = scenario([P(), P()], supply={"townsfolk": ["blacksmith", "blacksmith", "town-crier"]}, phase="buy",
                    coins=10, buys=2)
    with pytest.raises(IllegalActionError):
        g.buy(0, "blacksmith")
    rotate(g, "townsfolk")
    with pytest.raises(IllegalActionError):
        g.buy(0, "town-crier")
    g.buy(0, "blacksmith")
    assert g.discard(0) == ["blacksmith"] and g.pile("townsfolk") == ["town-crier", "blacksmith"]


def test_barbarian_trashed_contract_offers_cards_sharing_any_type() -> None:
    """Barbarian (FAQ): a trashed Contract ($5) lets its owner gain a cheaper card sharing any type: Royal Galley
    (Duration), Silver (Treasure) or Sycophant (Liaison), not a cheaper card with no shared type."""
    g, d = scenario([P(hand=["barbarian"]), P(deck=["contract"])], ["gain:sycophant"],
                    supply={"barbarian": 10, "royal-galley": 10, "sycophant": 10, "contract": 10, "village": 10})
    g.play(0, "barbarian")
    ids = set(d.asked[0].ids())
    assert {"gain:royal-galley", "gain:silver", "gain:sycophant", "gain:copper"} <= ids
    assert "gain:village" not in ids and "gain:contract" not in ids
    assert g.trash_ids() == ["contract"] and gained(g) == [(1, "sycophant", "supply", "discard")]


def test_forest_dwellers_may_be_used_before_a_durations_start_of_turn_work() -> None:
    """Start-of-turn abilities happen in the order their player picks: Forest Dwellers used before Wharf's +2 Cards
    discards the two Estates on top of the deck, so Wharf draws the Golds under them."""
    g, d = scenario([P(hand=["wharf"], deck=["gold", "gold", "estate", "estate"] + ["copper"] * 7), P()],
                    ["spend:forest-dwellers", ["discard:estate", "discard:estate"]], supply={"wharf": 10},
                    landscapes=["forest-dwellers"])
    g.play(0, "wharf")
    g.cleanup(0)
    g.players[0].favors = 1
    g.start_turn(0)
    start = next(x for x in d.asked if x.kind == "start-of-turn")
    assert sorted(start.ids()) == ["spend:forest-dwellers", "start:wharf"]
    assert sorted(g.hand(0)) == ["copper"] * 5 + ["gold", "gold"] and g.discard(0)[-2:] == ["estate", "estate"]
    assert g.players[0].favors == 0
    d.assert_done()


def test_voyage_2023_errata_two_voyages_give_one_extra_turn() -> None:
    """Voyage (2023 errata, FAQ): "but not a 3rd turn in a row": of two Voyages played in one turn only the first
    sets up a turn; the second fails and is discarded in this Clean-up (the first printing gave two turns)."""
    g, _ = scenario([P(hand=["voyage", "voyage"], deck=["copper"] * 10), P()], supply={"odysseys": ["voyage"]})
    g.play(0, "voyage")
    g.play(0, "voyage")
    assert g.extra_turns == [(0, None)]
    g.cleanup(0)
    assert g.in_play(0) == ["voyage"] and "voyage" in g.discard(0)
    old, _ = scenario([P(hand=["voyage", "voyage"], deck=["copper"] * 10), P()], supply={"odysseys": ["voyage"]},
                      versions={"voyage": "pre-errata"})
    old.play(0, "voyage")
    old.play(0, "voyage")
    assert old.extra_turns == [(0, None), (0, None)]


def test_island_folk_2023_errata_offered_at_the_end_of_a_turn_that_follows_another_players() -> None:
    """Island Folk (2023 errata): at the end of a turn that follows another player's, spending 5 Favors sets up an
    extra turn (the choice beside a turn already set up: tests/engine/test_extra_turns.py)."""
    g, _ = scenario([P(deck=["copper"] * 15), P()], ["spend:island-folk"], landscapes=["island-folk"])
    g.players[0].favors = 10
    g.cleanup(0)
    assert g.extra_turns == [(0, None)] and g.players[0].favors == 5


def test_a_possessed_player_takes_the_outpost_turn_and_then_their_own() -> None:
    """Outpost (2023 FAQ) with Possession: made to play Outpost while possessed, the player takes the Outpost turn
    and then their normal turn; extra turns never move the seat order on."""
    from generator.engine import TurnStarted
    g, d = scenario([P(hand=["possession", "estate"], deck=["estate"] * 15),
                     P(hand=["outpost", "estate"], deck=["estate"] * 15)],
                    ["play:possession", "done", "play:outpost", "done", "done", "done", "done"],
                    supply={"possession": 9, "potion": 16, "outpost": 9})
    for _ in range(5):
        g.take_turn()
    starts = [(e.player, e.controller) for e in g.events if isinstance(e, TurnStarted)]
    assert starts == [(0, 0), (1, 0), (1, 1), (1, 1), (0, 0)]
    d.assert_done()
