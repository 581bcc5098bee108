"""Cornucopia, both editions (and Cornucopia & Guilds 2nd edition): every card's rule, from the card texts and
the Cornucopia rulebook's FAQ, checked on exact positions."""

from __future__ import annotations

import pytest

from generator.engine import Game, GameOptions, PlayerLayout, RandomDecider, Zone
from tests.engine.carddefs import card_defs
from tests.engine.helpers import gained, scenario

P = PlayerLayout
PRIZES = ["bag-of-gold", "diadem", "followers", "princess", "trusty-steed"]
REWARDS = ["coronet", "courser", "demesne", "housecarl", "huge-turnip", "renown"]


def next_turn(g: Game, p: int) -> None:
    """Clean up ``p``'s turn and start their next one (skipping the other players)."""
    g.cleanup(p)
    g.start_turn(p)


# -- Hamlet, Menagerie, Farming Village, Hunting Party --------------------------------------------------
def test_hamlet_discards_for_an_action_and_a_buy() -> None:
    """Hamlet: +1 Card +1 Action; each discard gives its own bonus, one Action and one Buy (Cornucopia FAQ)."""
    g, d = scenario([P(hand=["hamlet", "estate", "curse"], deck=["copper"]), P()],
                    ["discard:estate", "discard:curse"])
    g.play(0, "hamlet")
    assert (g.turn.actions, g.turn.buys) == (2, 2)
    assert g.hand(0) == ["copper"] and g.discard(0) == ["estate", "curse"]
    d.assert_done()


def test_hamlet_without_discarding_gives_only_the_basics() -> None:
    """Hamlet: the extra Action or Buy needs an actual discard."""
    g, _ = scenario([P(hand=["hamlet", "estate"], deck=["copper"]), P()], [[], []])
    g.play(0, "hamlet")
    assert (g.turn.actions, g.turn.buys) == (1, 1) and sorted(g.hand(0)) == ["copper", "estate"]


def test_menagerie_draws_three_without_duplicates() -> None:
    """Menagerie: with no two cards of the same name in hand, +3 Cards."""
    g, _ = scenario([P(hand=["menagerie", "copper", "silver", "estate"], deck=["gold"] * 4), P()])
    g.play(0, "menagerie")
    assert g.turn.actions == 1 and g.hand(0).count("gold") == 3


def test_menagerie_draws_one_with_a_duplicate() -> None:
    """Menagerie: two cards with the same name in hand give only +1 Card."""
    g, _ = scenario([P(hand=["menagerie", "copper", "copper"], deck=["gold"] * 4), P()])
    g.play(0, "menagerie")
    assert g.hand(0).count("gold") == 1


def test_menagerie_with_an_empty_hand_draws_three() -> None:
    """Menagerie: an empty hand has no duplicates, so +3 Cards (Cornucopia FAQ)."""
    g, _ = scenario([P(hand=["menagerie"], deck=["gold"] * 4), P()])
    g.play(0, "menagerie")
    assert g.hand(0) == ["gold"] * 3


def test_farming_village_stops_at_an_action_or_treasure() -> None:
    """Farming Village: +2 Actions; reveal until an Action or Treasure, take it, discard the rest."""
    g, _ = scenario([P(hand=["farming-village"], deck=["copper", "village", "estate", "duchy"]), P()],
                    versions={"farming-village": "1e"})
    g.play(0, "farming-village")
    assert g.turn.actions == 2 and g.hand(0) == ["village"]
    assert g.discard(0) == ["duchy", "estate"] and g.deck(0) == ["copper"]


def test_farming_village_discards_all_when_nothing_is_found() -> None:
    """Farming Village: with no Action or Treasure left, every revealed card is discarded (and the shuffle in
    between leaves the revealed cards out)."""
    g, _ = scenario([P(hand=["farming-village"], deck=["estate"], discard=["duchy"]), P()])
    g.play(0, "farming-village")
    assert g.hand(0) == [] and sorted(g.discard(0)) == ["duchy", "estate"]


def test_hunting_party_takes_the_first_card_not_in_hand() -> None:
    """Hunting Party: +1 Card +1 Action; reveal until a card not matching any card in hand; the rest are
    discarded."""
    g, _ = scenario([P(hand=["hunting-party", "copper"], deck=["gold", "copper", "silver"]), P()])
    g.play(0, "hunting-party")
    # draws Silver; hand is Copper, Silver; Copper is a duplicate, Gold is not
    assert sorted(g.hand(0)) == ["copper", "gold", "silver"] and g.discard(0) == ["copper"]
    assert g.turn.actions == 1


# -- Fortune Teller, Jester, Young Witch -----------------------------------------------------------------
def test_fortune_teller_puts_the_victory_card_on_top() -> None:
    """Fortune Teller: +$2; each other player reveals until a Victory card or Curse, puts it back on top and
    discards the others."""
    g, _ = scenario([P(hand=["fortune-teller"]), P(deck=["copper", "curse", "silver", "copper"])],
                    versions={"fortune-teller": "1e"})
    g.play(0, "fortune-teller")
    assert g.turn.coins == 2 and g.deck(1) == ["copper", "curse"] and g.discard(1) == ["copper", "silver"]


def test_fortune_teller_is_blocked_by_moat() -> None:
    """Fortune Teller is an Attack: a player revealing Moat keeps their deck."""
    g, _ = scenario([P(hand=["fortune-teller"]), P(hand=["moat"], deck=["estate", "copper"])], ["reveal:moat"])
    g.play(0, "fortune-teller")
    assert g.deck(1) == ["estate", "copper"]


def test_jester_curses_for_a_victory_card() -> None:
    """Jester: a discarded Victory card makes that player gain a Curse."""
    g, _ = scenario([P(hand=["jester"]), P(deck=["estate"])])
    g.play(0, "jester")
    assert g.turn.coins == 2 and gained(g) == [(1, "curse", "supply", "discard")]
    assert g.discard(1) == ["estate", "curse"]


def test_jester_gives_a_copy_to_the_chosen_player() -> None:
    """Jester: for a non-Victory card you choose who gains a copy: that player or you."""
    g, d = scenario([P(hand=["jester"]), P(deck=["silver"]), P(deck=["gold"])], ["jester:me", "jester:them"])
    g.play(0, "jester")
    assert gained(g) == [(0, "silver", "supply", "discard"), (2, "gold", "supply", "discard")]
    d.assert_done()


def test_jester_no_copy_when_none_is_in_the_supply() -> None:
    """Jester: a card with no copy in the Supply (a Prize) gives nobody anything, and nothing is asked."""
    g, _ = scenario([P(hand=["jester"]), P(deck=["diadem"])])
    g.play(0, "jester")
    assert gained(g) == [] and g.discard(1) == ["diadem"]


def test_young_witch_curses_unless_a_bane_is_revealed() -> None:
    """Young Witch: +2 Cards, discard 2; a player revealing a Bane gains no Curse, the others do."""
    g, d = scenario([P(hand=["young-witch", "estate"], deck=["copper", "copper"]),
                     P(hand=["hamlet"]), P(hand=["copper"])],
                    [["discard:copper", "discard:estate"], "reveal:hamlet"],
                    supply={"hamlet": 10, "young-witch": 10}, bane="hamlet")
    g.play(0, "young-witch")
    assert sorted(g.discard(0)) == ["copper", "estate"] and g.hand(0) == ["copper"]
    assert gained(g) == [(2, "curse", "supply", "discard")]
    d.assert_done()


def test_young_witch_setup_adds_a_bane_costing_two_or_three() -> None:
    """Young Witch: a real set-up adds an eleventh Kingdom pile costing $2 or $3 and marks it as the Bane."""
    kingdom = ["young-witch", "village", "smithy", "market", "festival", "laboratory", "library", "witch",
               "moat", "militia"]
    g = Game.new(card_defs(), kingdom, 2, RandomDecider(1), seed=3)
    assert g.bane is not None and g.bane not in kingdom and g.bane in g.kingdom
    assert g.defs[g.bane].cost.coins in (2, 3) and g.pile_count(g.bane) == 10


# -- Horse Traders ---------------------------------------------------------------------------------------
def test_horse_traders_buy_coins_and_discards() -> None:
    """Horse Traders: +1 Buy, +$3, discard 2 cards (only what you have, if fewer)."""
    g, _ = scenario([P(hand=["horse-traders", "estate"]), P()], versions={"horse-traders": "1e"})
    g.play(0, "horse-traders")
    assert (g.turn.buys, g.turn.coins) == (2, 3) and g.discard(0) == ["estate"] and g.hand(0) == []


def test_horse_traders_set_aside_against_an_attack_returns_next_turn() -> None:
    """Horse Traders: set aside from hand when another player attacks, it is not in hand for that Attack; at
    the start of its owner's next turn it returns to hand with +1 Card (Cornucopia FAQ)."""
    g, d = scenario([P(hand=["militia"]), P(hand=["horse-traders", "copper", "copper", "estate", "estate"],
                                            deck=["gold"] * 6)],
                    ["set-aside:horse-traders", "discard:estate"], supply={"horse-traders": 10})
    g.play(0, "militia")
    # four cards left in hand after setting it aside: one is discarded down to three
    assert g.zone(1, Zone.SET_ASIDE) == ["horse-traders"] and sorted(g.hand(1)) == ["copper", "copper", "estate"]
    assert g.discard(1) == ["estate"]
    g.start_turn(1)
    assert g.zone(1, Zone.SET_ASIDE) == []
    assert sorted(g.hand(1)) == ["copper", "copper", "estate", "gold", "horse-traders"]
    d.assert_done()


# -- Remake, Harvest, Horn of Plenty, Fairgrounds ------------------------------------------------------
def test_remake_twice_exactly_one_more() -> None:
    """Remake: twice, trash a card and gain one costing exactly $1 more; no card at that cost gains nothing
    (Cornucopia FAQ: Estate to Silver, then Copper to nothing)."""
    g, d = scenario([P(hand=["remake", "estate", "copper"]), P()], ["trash:estate"])
    g.play(0, "remake")
    assert g.trash_ids() == ["estate", "copper"] and gained(g) == [(0, "silver", "supply", "discard")]
    d.assert_done()


def test_remake_with_one_card_trashes_once() -> None:
    """Remake: with only one card in hand it is trashed and replaced once; nothing else happens."""
    g, d = scenario([P(hand=["remake", "silver"]), P()], supply={"hamlet": 10, "menagerie": 10, "remake": 10})
    g.play(0, "remake")
    # Silver costs $3 and only Remake costs exactly $4 here, so both choices are forced
    assert g.trash_ids() == ["silver"] and gained(g) == [(0, "remake", "supply", "discard")]
    d.assert_done()


def test_harvest_counts_different_names() -> None:
    """Harvest: reveal and discard the top 4 cards; +$1 per differently named one (Copper, Silver, Copper,
    Estate: +$3)."""
    g, _ = scenario([P(hand=["harvest"], deck=["gold", "estate", "copper", "silver", "copper"]), P()])
    g.play(0, "harvest")
    assert g.turn.coins == 3 and sorted(g.discard(0)) == ["copper", "copper", "estate", "silver"]
    assert g.deck(0) == ["gold"]


def test_horn_of_plenty_gains_by_different_names_in_play() -> None:
    """Horn of Plenty: $0; gain a card costing up to $1 per differently named card in play, itself counted."""
    g, d = scenario([P(hand=["horn-of-plenty"], in_play=["copper", "copper", "silver"]), P()], ["gain:silver"],
                    phase="buy")
    g.play(0, "horn-of-plenty")
    assert g.turn.coins == 0 and gained(g) == [(0, "silver", "supply", "discard")]
    assert d.asked[0].ids() == ["gain:copper", "gain:silver", "gain:estate", "gain:curse"]
    assert g.in_play(0).count("horn-of-plenty") == 1


def test_horn_of_plenty_trashes_itself_for_a_victory_card() -> None:
    """Horn of Plenty: if the gained card is a Victory card, Horn of Plenty is trashed."""
    g, _ = scenario([P(hand=["horn-of-plenty"], in_play=["copper", "silver"]), P()], ["gain:estate"],
                    phase="buy")
    g.play(0, "horn-of-plenty")
    assert g.trash_ids() == ["horn-of-plenty"] and g.discard(0) == ["estate"]


def test_fairgrounds_scores_two_per_five_names() -> None:
    """Fairgrounds: 2 VP per 5 differently named cards you have; 0 VP below 5, 4 VP at 10 names."""
    names = ["copper", "silver", "gold", "estate", "duchy", "hamlet", "menagerie", "remake", "jester"]
    g, _ = scenario([P(deck=names + ["fairgrounds"]), P(deck=["fairgrounds", "copper", "silver", "gold"])])
    # player 0: 10 names, Estate 1 + Duchy 3 + Fairgrounds 4; player 1: 4 names, Fairgrounds 0
    assert g.score(0) == 1 + 3 + 4 and g.score(1) == 0


# -- Tournament and the Prizes --------------------------------------------------------------------------
def test_tournament_prize_onto_the_deck_and_bonus_when_nobody_else_reveals() -> None:
    """Tournament: +1 Action; revealing a Province discards it and gains a chosen Prize onto your deck; with no
    other player revealing one, +1 Card +$1 (drawing that Prize)."""
    g, d = scenario([P(hand=["tournament", "province"], deck=["copper"]), P()],
                    ["reveal:province", "gain:trusty-steed"], non_supply={"prizes": PRIZES},
                    versions={"tournament": "1e"})
    g.play(0, "tournament")
    assert gained(g) == [(0, "trusty-steed", "non-supply:prizes", "deck")]
    assert g.discard(0) == ["province"] and g.hand(0) == ["trusty-steed"] and g.deck(0) == ["copper"]
    assert (g.turn.actions, g.turn.coins) == (1, 1) and "trusty-steed" not in g.pile("prizes")
    d.assert_done()


def test_tournament_another_revealer_cancels_the_bonus() -> None:
    """Tournament: when another player reveals a Province you get no +1 Card +$1, but still your Prize."""
    g, d = scenario([P(hand=["tournament", "province"], deck=["copper"]), P(hand=["province"])],
                    ["reveal:province", "reveal:province", "gain:duchy"], non_supply={"prizes": PRIZES})
    g.play(0, "tournament")
    assert gained(g) == [(0, "duchy", "supply", "deck")] and g.turn.coins == 0 and g.deck(0) == ["copper", "duchy"]
    assert g.hand(1) == ["province"]
    d.assert_done()


def test_bag_of_gold_gains_gold_onto_the_deck() -> None:
    """Bag of Gold: +1 Action and a Gold onto your deck."""
    g, _ = scenario([P(hand=["bag-of-gold"], deck=["copper"]), P()])
    g.play(0, "bag-of-gold")
    assert g.turn.actions == 1 and g.deck(0) == ["copper", "gold"]


def test_diadem_adds_a_coin_per_unused_action() -> None:
    """Diadem: $2 plus $1 per unused Action (Farming Village's +2 Actions make it $4; Cornucopia FAQ)."""
    g, _ = scenario([P(hand=["diadem"]), P()], phase="buy", actions=2)
    g.play(0, "diadem")
    assert g.turn.coins == 4


def test_followers_gains_an_estate_and_attacks() -> None:
    """Followers: +2 Cards, gain an Estate; each other player gains a Curse and discards down to 3."""
    g, d = scenario([P(hand=["followers"], deck=["copper", "copper"]),
                     P(hand=["copper", "copper", "silver", "estate", "estate"])],
                    [["discard:estate", "discard:estate"]])
    g.play(0, "followers")
    assert gained(g) == [(0, "estate", "supply", "discard"), (1, "curse", "supply", "discard")]
    assert g.hand(0) == ["copper", "copper"] and sorted(g.hand(1)) == ["copper", "copper", "silver"]
    d.assert_done()


def test_princess_lowers_costs_while_in_play() -> None:
    """Princess: +1 Buy; while it is in play cards cost $2 less, never below $0."""
    g, _ = scenario([P(hand=["princess"]), P()])
    g.play(0, "princess")
    assert g.turn.buys == 2 and g.cost_of("province").coins == 6 and g.cost_of("estate").coins == 0
    g.cleanup(0)
    assert g.cost_of("province").coins == 8


def test_princess_twice_with_throne_room_lowers_costs_once() -> None:
    """Princess: Throne Room on it gives +2 Buys but costs drop only $2, since one Princess is in play
    (Cornucopia FAQ)."""
    g, _ = scenario([P(hand=["throne-room", "princess"]), P()], ["play:princess"])
    g.play(0, "throne-room")
    assert g.turn.buys == 3 and g.cost_of("gold").coins == 4


def test_trusty_steed_does_the_choices_in_the_listed_order() -> None:
    """Trusty Steed: two different choices done in the card's order: +2 Cards before gaining 4 Silvers and
    putting the deck into the discard pile."""
    g, d = scenario([P(hand=["trusty-steed"], deck=["estate", "duchy", "copper", "gold"]), P()],
                    [["trusty-steed:silvers", "trusty-steed:two-cards"]])
    g.play(0, "trusty-steed")
    assert sorted(g.hand(0)) == ["copper", "gold"] and g.deck(0) == []
    assert sorted(g.discard(0)) == ["duchy", "estate"] + ["silver"] * 4
    d.assert_done()


def test_tournament_setup_sets_out_the_prizes() -> None:
    """Tournament: a real set-up sets out one of each Prize outside the Supply."""
    kingdom = ["tournament", "village", "smithy", "market", "festival", "laboratory", "library", "witch",
               "moat", "militia"]
    g = Game.new(card_defs(), kingdom, 3, RandomDecider(1), seed=1, options=GameOptions())
    assert sorted(g.pile("prizes")) == PRIZES and not g.in_supply("princess")


# -- Second edition: Carnival, Farmhands, Ferryman, Shop -----------------------------------------------
def test_carnival_takes_one_of_each_name() -> None:
    """Carnival: of the top 4 cards, one of each differently named card goes to hand, the rest are discarded
    (three Coppers and a Farmhands: one Copper and the Farmhands)."""
    g, _ = scenario([P(hand=["carnival"], deck=["copper", "copper", "farmhands", "copper"]), P()])
    g.play(0, "carnival")
    assert sorted(g.hand(0)) == ["copper", "farmhands"] and g.discard(0) == ["copper", "copper"]


def test_farmhands_plays_the_set_aside_card_next_turn() -> None:
    """Farmhands: when gained, an Action or Treasure set aside from hand is played at the start of the next
    turn, using up no Action."""
    g, d = scenario([P(hand=["smithy", "estate"], deck=["copper"] * 10), P()], ["set-aside:smithy"],
                    supply={"farmhands": 10}, phase="buy", coins=4)
    g.buy(0, "farmhands")
    assert g.zone(0, Zone.SET_ASIDE) == ["smithy"]
    next_turn(g, 0)
    assert g.in_play(0) == ["smithy"] and len(g.hand(0)) == 8 and g.turn.actions == 1
    d.assert_done()


def test_farmhands_play_gives_card_and_actions() -> None:
    """Farmhands: +1 Card, +2 Actions."""
    g, _ = scenario([P(hand=["farmhands"], deck=["gold"]), P()])
    g.play(0, "farmhands")
    assert g.hand(0) == ["gold"] and g.turn.actions == 2


def test_ferryman_gain_brings_a_card_from_the_set_aside_pile() -> None:
    """Ferryman: when you gain it you also gain a card of the pile set aside at set-up; playing it is +2 Cards,
    +1 Action, discard a card."""
    g, d = scenario([P(hand=["ferryman"], deck=["estate", "copper"]), P()], ["discard:estate"],
                    supply={"ferryman": 10}, non_supply={"shop": 10})
    g.gain(0, "ferryman")
    assert gained(g) == [(0, "ferryman", "supply", "discard"), (0, "shop", "non-supply:shop", "discard")]
    assert g.pile_count("shop") == 9 and not g.in_supply("shop")
    g.play(0, "ferryman")
    assert g.hand(0) == ["copper"] and g.turn.actions == 1
    d.assert_done()


def test_ferryman_setup_sets_aside_a_three_or_four() -> None:
    """Ferryman: a real set-up puts an unused Kingdom pile costing $3 or $4 outside the Supply, as big as a
    Kingdom pile of that card (8 for a Victory card with two players, else 10)."""
    kingdom = ["ferryman", "village", "smithy", "market", "festival", "laboratory", "library", "witch",
               "moat", "militia"]
    g = Game.new(card_defs(), kingdom, 2, RandomDecider(1), seed=5)
    aside = [pid for pid, code in g.zones.piles.items() if g.zones.kind[code] is Zone.NON_SUPPLY
             and pid in g.defs and g.defs[pid].supply == "kingdom"]
    assert len(aside) == 1 and aside[0] not in kingdom and g.defs[aside[0]].cost.coins in (3, 4)
    size = 20 if aside[0] == "rats" else 8 if "victory" in g.defs[aside[0]].types else 10  # Rats: 20
    assert g.pile_count(aside[0]) == size and not g.in_supply(aside[0])


def test_shop_plays_an_action_not_in_play() -> None:
    """Shop: +1 Card +$1; you may play an Action from hand that has no copy in play (without using an
    Action)."""
    g, d = scenario([P(hand=["shop", "village"], deck=["copper", "copper", "copper"]), P()], ["play:village"])
    g.play(0, "shop")
    assert sorted(g.in_play(0)) == ["shop", "village"] and g.turn.actions == 2 and g.turn.coins == 1
    d.assert_done()


def test_shop_cannot_play_a_copy_of_a_card_in_play() -> None:
    """Shop: an Action whose copy is in play cannot be played by it (a second Shop is not offered)."""
    g, _ = scenario([P(hand=["shop", "shop"], deck=["copper"]), P()])
    g.play(0, "shop")
    assert g.in_play(0) == ["shop"] and sorted(g.hand(0)) == ["copper", "shop"]


# -- Joust and the Rewards -------------------------------------------------------------------------------
def test_joust_sets_aside_a_province_for_a_reward_to_hand() -> None:
    """Joust: +1 Card +1 Action +$1; setting aside a Province gains any Reward to your hand; the Province is
    discarded in Clean-up."""
    g, d = scenario([P(hand=["joust", "province"], deck=["copper"] * 6), P()], ["set-aside:province", "gain:renown"],
                    non_supply={"rewards": REWARDS})
    g.play(0, "joust")
    assert gained(g) == [(0, "renown", "non-supply:rewards", "hand")] and "renown" in g.hand(0)
    assert g.zone(0, Zone.SET_ASIDE) == ["province"] and (g.turn.actions, g.turn.coins) == (1, 1)
    g.cleanup(0)
    assert g.zone(0, Zone.SET_ASIDE) == [] and "province" in g.discard(0)
    d.assert_done()


def test_joust_may_keep_the_province() -> None:
    """Joust: setting the Province aside is optional."""
    g, _ = scenario([P(hand=["joust", "province"], deck=["copper"]), P()], ["no"], non_supply={"rewards": REWARDS})
    g.play(0, "joust")
    assert gained(g) == [] and sorted(g.hand(0)) == ["copper", "province"]


def test_joust_setup_two_of_each_reward_with_three_players() -> None:
    """Joust: one of each Reward with 2 players, two of each with 3 or more."""
    kingdom = ["joust", "village", "smithy", "market", "festival", "laboratory", "library", "witch",
               "moat", "militia"]
    two = Game.new(card_defs(), kingdom, 2, RandomDecider(1), seed=1)
    three = Game.new(card_defs(), kingdom, 3, RandomDecider(1), seed=1)
    assert sorted(two.pile("rewards")) == REWARDS and sorted(three.pile("rewards")) == sorted(REWARDS * 2)


def test_coronet_plays_an_action_and_a_treasure_twice() -> None:
    """Coronet: a non-Reward Action from hand played twice, then a non-Reward Treasure twice (Village and Silver:
    +2 Cards, +4 Actions, +$4), using up no Action."""
    g, d = scenario([P(hand=["coronet", "village", "silver"], deck=["copper", "copper"]), P()],
                    ["play:village", "play:silver"])
    g.play(0, "coronet")
    assert g.turn.actions == 4 and g.turn.coins == 4 and g.hand(0) == ["copper", "copper"]
    d.assert_done()


def test_coronet_cannot_play_a_reward() -> None:
    """Coronet: Rewards are not offered (a Courser in hand cannot be played twice)."""
    g, d = scenario([P(hand=["coronet", "courser"]), P()])
    g.play(0, "coronet")
    assert g.hand(0) == ["courser"] and d.asked == []


def test_courser_gains_four_silvers() -> None:
    """Courser: two different choices in the listed order (+$2 and four Silvers)."""
    g, _ = scenario([P(hand=["courser"]), P()], [["courser:silvers", "courser:coins"]])
    g.play(0, "courser")
    assert g.turn.coins == 2 and g.discard(0) == ["silver"] * 4


def test_demesne_gains_gold_and_scores_per_gold() -> None:
    """Demesne: +2 Actions +2 Buys, gain a Gold; worth 1 VP per Gold you have."""
    g, _ = scenario([P(hand=["demesne"], deck=["gold"]), P()])
    g.play(0, "demesne")
    assert (g.turn.actions, g.turn.buys) == (2, 3) and g.discard(0) == ["gold"]
    assert g.score(0) == 2


def test_housecarl_draws_per_different_action_in_play() -> None:
    """Housecarl: +1 Card per differently named Action card in play, itself counted (Village twice, Housecarl:
    +2 Cards)."""
    g, _ = scenario([P(hand=["housecarl"], in_play=["village", "village", "copper"], deck=["gold"] * 5), P()])
    g.play(0, "housecarl")
    assert g.hand(0) == ["gold", "gold"]


def test_huge_turnip_counts_the_new_coffers() -> None:
    """Huge Turnip: +2 Coffers, then +$1 per Coffers you have, the two new ones included."""
    g, _ = scenario([P(hand=["huge-turnip"]), P()], phase="buy")
    g.players[0].coffers = 1
    g.play(0, "huge-turnip")
    assert g.players[0].coffers == 3 and g.turn.coins == 3


def test_renown_twice_lowers_costs_by_four() -> None:
    """Renown: +1 Buy and cards cost $2 less this turn; Throne Room on it makes that $4 (Cornucopia & Guilds
    FAQ)."""
    g, _ = scenario([P(hand=["throne-room", "renown"]), P()], ["play:renown"])
    g.play(0, "throne-room")
    assert g.turn.buys == 3 and g.cost_of("gold").coins == 2


@pytest.mark.parametrize("players", [2, 4, 6])
def test_random_cornucopia_games_keep_the_invariants(players: int) -> None:
    """Random seeded games over the Cornucopia Kingdom (Bane, Prizes, Rewards and Ferryman's pile set up) keep
    every card exactly once and play the same with logging off."""
    kingdom = ["hamlet", "fortune-teller", "menagerie", "farming-village", "horse-traders", "remake",
               "tournament", "young-witch", "harvest", "horn-of-plenty", "hunting-party", "jester", "fairgrounds",
               "carnival", "farmhands", "ferryman", "joust", "shop"]
    for seed in range(4):
        g = Game.new(card_defs(), kingdom, players, RandomDecider(seed), seed=seed, options=GameOptions(check=True))
        total = len(g.zones.card_of)
        assert g.bane is not None and "prizes" in g.zones.piles and "rewards" in g.zones.piles
        g.run(60)
        g.check_invariants()
        assert len(g.zones.card_of) == total and g.turn.number > 1
        fast = Game.new(card_defs(), kingdom, players, RandomDecider(seed), seed=seed,
                        options=GameOptions(check=True, log=False))
        fast.run(60)
        assert (fast.turn.number, fast.zones.lists) == (g.turn.number, g.zones.lists)


# -- interactions the FAQs single out --------------------------------------------------------------------
def test_remake_with_princess_turns_copper_into_silver() -> None:
    """Princess and Remake: with Princess in play Silver costs $1, so a trashed Copper ($0) becomes a Silver
    (Cornucopia FAQ)."""
    g, d = scenario([P(hand=["princess", "remake", "copper"]), P()], supply={"remake": 10}, actions=2)
    g.play(0, "princess")
    g.play(0, "remake")
    # both choices are forced: one card in hand, and Silver ($1 now) is the only card costing exactly $1
    assert g.trash_ids() == ["copper"] and gained(g) == [(0, "silver", "supply", "discard")]
    d.assert_done()


def test_horn_of_plenty_stays_when_a_victory_card_is_bought() -> None:
    """Horn of Plenty: buying a Victory card while it is in play does not trash it (Cornucopia FAQ)."""
    g, _ = scenario([P(hand=["horn-of-plenty"], in_play=["copper"]), P()], ["gain:copper"], phase="buy", coins=2)
    g.play(0, "horn-of-plenty")
    g.buy(0, "estate")
    assert g.trash_ids() == [] and "horn-of-plenty" in g.in_play(0)


def test_farmhands_ability_works_on_any_gain_not_only_a_buy() -> None:
    """Farmhands: its when-gain ability also works when it is gained without buying it."""
    g, d = scenario([P(hand=["copper"]), P()], ["set-aside:copper"], supply={"farmhands": 10})
    g.gain(0, "farmhands")
    assert g.zone(0, Zone.SET_ASIDE) == ["copper"]
    d.assert_done()


def test_ferryman_with_its_pile_empty_gains_only_itself() -> None:
    """Ferryman: once the set-aside pile is empty, gaining a Ferryman gains just the Ferryman."""
    g, _ = scenario([P(), P()], supply={"ferryman": 10}, non_supply={"shop": 0})
    g.gain(0, "ferryman")
    assert gained(g) == [(0, "ferryman", "supply", "discard")]


def test_joust_with_no_rewards_left_still_sets_the_province_aside() -> None:
    """Joust: with every Reward claimed you may still set a Province aside; it does nothing more."""
    g, _ = scenario([P(hand=["joust", "province"], deck=["copper"]), P()], ["set-aside:province"],
                    non_supply={"rewards": []})
    g.play(0, "joust")
    assert gained(g) == [] and g.zone(0, Zone.SET_ASIDE) == ["province"]


def test_young_witch_moat_is_revealed_before_the_bane() -> None:
    """Young Witch: Reactions come first; a player revealing Moat is not affected and reveals no Bane."""
    g, d = scenario([P(hand=["young-witch", "estate"], deck=["copper", "copper"]), P(hand=["moat", "hamlet"])],
                    ["reveal:moat", ["discard:copper", "discard:estate"]], supply={"hamlet": 10}, bane="hamlet")
    g.play(0, "young-witch")
    assert gained(g) == []
    d.assert_done()


def test_jester_with_no_cards_does_nothing_to_that_player() -> None:
    """Jester: a player with no deck and no discard pile discards nothing and gains nothing."""
    g, d = scenario([P(hand=["jester"]), P(hand=["copper"])])
    g.play(0, "jester")
    assert gained(g) == [] and g.discard(1) == [] and d.asked == []


def test_hunting_party_discards_all_when_every_card_repeats() -> None:
    """Hunting Party: if no card differs from the hand, every card revealed from the deck is discarded."""
    g, _ = scenario([P(hand=["hunting-party", "copper"], deck=["copper", "copper"]), P()])
    g.play(0, "hunting-party")
    assert g.hand(0) == ["copper", "copper"] and g.discard(0) == ["copper"]


# -- more FAQ rulings ----------------------------------------------------------------------------------------
def test_two_horse_traders_against_followers_gain_a_curse_and_discard_nothing() -> None:
    """Horse Traders FAQ: two Horse Traders can be set aside for one Followers; with three cards left you gain the
    Curse but discard nothing, and next turn both come back with a card each."""
    g, d = scenario([P(hand=["followers"], deck=["copper"] * 2),
                     P(hand=["horse-traders", "horse-traders", "copper", "estate", "estate"], deck=["gold"] * 6)],
                    ["set-aside:horse-traders", "set-aside:horse-traders"],
                    non_supply={"prizes": ["followers"]}, supply={"horse-traders": 10},
                    versions={"horse-traders": "1e"})
    g.play(0, "followers")
    assert g.zone(1, Zone.SET_ASIDE) == ["horse-traders", "horse-traders"]
    assert sorted(g.hand(1)) == ["copper", "estate", "estate"] and g.discard(1) == ["curse"]
    g.start_turn(1)
    assert sorted(g.hand(1)) == ["copper", "estate", "estate", "gold", "gold", "horse-traders", "horse-traders"]
    d.assert_done()


def test_tournament_duchy_chosen_from_an_empty_pile_gains_nothing() -> None:
    """Tournament FAQ: you may take a Duchy even when the Duchy pile is empty; then you gain nothing, and with no
    other Province revealed you still get +1 Card and +$1."""
    g, d = scenario([P(hand=["tournament", "province"], deck=["copper"]), P()], ["reveal:province", "gain:duchy"],
                    supply={"duchy": 0}, non_supply={"prizes": PRIZES}, versions={"tournament": "1e"})
    g.play(0, "tournament")
    assert gained(g) == [] and g.discard(0) == ["province"] and g.hand(0) == ["copper"] and g.turn.coins == 1
    d.assert_done()


def test_fortune_teller_stops_at_a_card_that_is_also_a_victory_card() -> None:
    """Fortune Teller FAQ: a card with the Victory type among others (Nobles) is a Victory card and stops the
    revealing; it goes back on top and the others are discarded."""
    g, _ = scenario([P(hand=["fortune-teller"]), P(deck=["estate", "nobles", "copper"])],
                    supply={"nobles": 10}, versions={"fortune-teller": "1e"})
    g.play(0, "fortune-teller")
    assert g.deck(1) == ["estate", "nobles"] and g.discard(1) == ["copper"]


def test_jester_an_action_victory_card_gives_a_curse() -> None:
    """Jester FAQ: a discarded card with the Victory type among others (Nobles) is a Victory card, so that player
    gains a Curse and nobody a copy."""
    g, d = scenario([P(hand=["jester"]), P(deck=["nobles"])], supply={"nobles": 10, "jester": 10})
    g.play(0, "jester")
    assert gained(g) == [(1, "curse", "supply", "discard")] and d.asked == []


def test_horn_of_plenty_does_not_count_a_card_that_left_play() -> None:
    """Horn of Plenty FAQ: it counts only cards still in play; a Feast trashed this turn does not count, so with
    Horn of Plenty alone in play it gains a card costing up to $1."""
    g, d = scenario([P(hand=["feast", "horn-of-plenty"]), P()], ["gain:duchy", "gain:copper"],
                    supply={"feast": 10, "horn-of-plenty": 10}, versions={"feast": "1e"})
    g.play(0, "feast")
    g.play(0, "horn-of-plenty")
    assert gained(g)[-1] == (0, "copper", "supply", "discard") and "gain:silver" not in d.asked[-1].ids()
    assert "gain:curse" in d.asked[-1].ids()
    d.assert_done()


def test_shop_may_play_a_card_whose_copy_has_left_play() -> None:
    """Shop FAQ: what matters is whether a copy is in play when Shop resolves, not whether you played one this
    turn: a Feast that trashed itself leaves no copy in play, so Shop may play another Feast."""
    g, d = scenario([P(hand=["feast", "shop", "feast"], deck=["copper"]), P()],
                    ["gain:duchy", "play:feast", "gain:duchy"], supply={"feast": 10, "shop": 10},
                    versions={"feast": "1e"}, actions=2)
    g.play(0, "feast")
    g.play(0, "shop")
    assert g.trash_ids() == ["feast", "feast"] and [c for _, c, _, _ in gained(g)] == ["duchy", "duchy"]
    d.assert_done()


def test_joust_with_three_players_may_take_a_reward_already_owned() -> None:
    """Joust FAQ: with 3 or more players you may gain a Reward you already have a copy of."""
    g, d = scenario([P(hand=["joust", "province", "renown"], deck=["copper"]), P(), P()],
                    ["set-aside:province", "gain:renown"], non_supply={"rewards": sorted(REWARDS * 2)})
    g.play(0, "joust")
    assert gained(g) == [(0, "renown", "non-supply:rewards", "hand")] and g.hand(0).count("renown") == 2
    d.assert_done()


def test_young_witch_secret_chamber_bane_reacts_then_blocks_the_curse() -> None:
    """Young Witch FAQ: Reactions happen before Banes are revealed; a Secret Chamber that is the Bane can first be
    revealed for its Reaction and then, still in hand, revealed as the Bane so no Curse is gained."""
    g, d = scenario([P(hand=["young-witch", "estate", "estate"], deck=["copper", "copper"]),
                     P(hand=["secret-chamber"], deck=["gold", "silver"])],
                    ["reveal:secret-chamber", "topdeck:gold", "topdeck:silver",
                     ["discard:estate", "discard:estate"], "reveal:secret-chamber"],
                    supply={"secret-chamber": 10, "young-witch": 10}, bane="secret-chamber")
    g.play(0, "young-witch")
    assert gained(g) == [] and g.hand(1) == ["secret-chamber"]
    d.assert_done()
