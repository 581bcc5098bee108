"""Seaside, both editions: every card's rules, from the card texts and the Seaside rulebooks' FAQ."""

from __future__ import annotations

from generator.engine import Game, PlayerLayout, Zone
from generator.engine.types import DISCARD, SET_ASIDE, Phase
from tests.engine.helpers import gained, scenario

P = PlayerLayout


def next_turn(g: Game, p: int) -> None:
    """Clean up ``p``'s turn and start their next one (skipping the other players)."""
    g.cleanup(p)
    g.start_turn(p)


def test_haven_sets_a_card_aside_until_next_turn() -> None:
    """Haven: +1 Card +1 Action; the set-aside card comes to hand at the start of the next turn, and Haven
    stays in play until then."""
    g, d = scenario([P(hand=["haven", "estate", "copper"], deck=["copper"] * 5 + ["gold"]), P()],
                    ["set-aside:estate"])
    g.play(0, "haven")
    assert g.hand(0) == ["copper", "gold"] and g.zone(0, Zone.SET_ASIDE) == ["estate"]
    assert g.turn.actions == 1
    next_turn(g, 0)
    assert g.in_play(0) == ["haven"] and "estate" in g.hand(0) and g.zone(0, Zone.SET_ASIDE) == []
    g.cleanup(0)
    assert g.in_play(0) == []
    d.assert_done()


def test_lighthouse_2e_blocks_attacks_until_next_turn() -> None:
    """Lighthouse (2nd edition): +1 Action +$1, +$1 at the next turn; until then other players' Attacks do
    not affect you; the protection ends when that turn starts."""
    g, _ = scenario([P(hand=["lighthouse"], deck=["copper"] * 10), P(hand=["witch"], deck=["copper"] * 2)])
    g.play(0, "lighthouse")
    assert (g.turn.actions, g.turn.coins) == (1, 1)
    g.play(1, "witch")
    assert gained(g) == []
    next_turn(g, 0)
    assert g.turn.coins == 1 and not g.protected(0)


def test_lighthouse_1e_protects_while_in_play() -> None:
    """Lighthouse (1st edition): the protection lasts while it is in play, through the next turn until it is
    discarded."""
    g, _ = scenario([P(hand=["lighthouse"], deck=["copper"] * 10), P()], versions={"lighthouse": "1e"})
    g.play(0, "lighthouse")
    next_turn(g, 0)
    assert g.turn.coins == 1 and g.protected(0)
    g.cleanup(0)
    assert not g.protected(0) and g.in_play(0) == []


def test_lighthouse_1e_protects_no_more_once_trashed_from_play() -> None:
    """Lighthouse (1st edition) protects "while this is in play": trashed from play (Bonfire), it no longer
    stops Attacks, the same turn or any later one."""
    g, d = scenario([P(hand=["lighthouse"], deck=["copper"] * 10), P(hand=["witch"], deck=["copper"] * 2)],
                    ["trash:lighthouse"], versions={"lighthouse": "1e"}, events=["bonfire"], coins=3)
    g.play(0, "lighthouse")
    assert g.protected(0)
    g.buy(0, "bonfire")
    assert g.trash_ids() == ["lighthouse"] and not g.protected(0)
    g.play(1, "witch")
    assert g.discard(0) == ["curse"]
    d.assert_done()


def test_native_village_mat_then_take_all() -> None:
    """Native Village: +2 Actions; puts the top card of the deck on the mat, or puts every mat card in hand."""
    g, d = scenario([P(hand=["native-village", "native-village"], deck=["gold", "silver"],
                       native_village_mat=["province"]), P()], ["mode:set-aside", "mode:take"])
    g.play(0, "native-village")
    assert g.zone(0, Zone.NATIVE_VILLAGE) == ["province", "silver"] and g.turn.actions == 2
    g.play(0, "native-village")
    assert sorted(g.hand(0)) == ["province", "silver"] and g.zone(0, Zone.NATIVE_VILLAGE) == []
    assert g.turn.actions == 3
    d.assert_done()


def test_embargo_token_curses_buyers_not_other_gainers() -> None:
    """Embargo: +$2, trashes itself, puts a token on a pile; buying from it gains a Curse, gaining it
    otherwise does not (Seaside FAQ)."""
    g, _ = scenario([P(hand=["embargo"]), P()], ["embargo:silver"], coins=1)
    g.play(0, "embargo")
    assert g.trash_ids() == ["embargo"] and g.turn.coins == 3
    assert g.supply_tokens["silver"] == {"embargo": 1}
    g.gain(1, "silver")
    assert gained(g) == [(1, "silver", "supply", "discard")]
    g.buy(0, "silver")
    assert gained(g)[1:] == [(0, "curse", "supply", "discard"), (0, "silver", "supply", "discard")]


def test_throne_room_embargo_places_one_token_after_the_errata() -> None:
    """Embargo played twice by Throne Room gives +$4 but one token: since the 2019 errata the token depends on
    trashing Embargo, which only the first play does (Dominion 2019 errata; Embargo FAQ)."""
    g, d = scenario([P(hand=["throne-room", "embargo"]), P()], ["play:embargo", "embargo:silver"])
    g.play(0, "throne-room")
    assert g.supply_tokens == {"silver": {"embargo": 1}}
    assert g.turn.coins == 4 and g.trash_ids() == ["embargo"]
    d.assert_done()


def test_throne_room_embargo_places_two_tokens_as_printed() -> None:
    """Under its printed wording, Embargo played twice by Throne Room places two tokens, though it was trashed the
    first time (Seaside 1st-edition FAQ)."""
    g, _ = scenario([P(hand=["throne-room", "embargo"]), P()], ["play:embargo", "embargo:silver", "embargo:gold"],
                    versions={"embargo": "1e"})
    g.play(0, "throne-room")
    assert g.supply_tokens["silver"] == {"embargo": 1} and g.supply_tokens["gold"] == {"embargo": 1}
    assert g.turn.coins == 4 and g.trash_ids() == ["embargo"]


def test_pearl_diver_moves_bottom_card_to_top() -> None:
    """Pearl Diver: +1 Card +1 Action, then the bottom card of the deck may go on top."""
    g, d = scenario([P(hand=["pearl-diver"], deck=["estate", "copper", "silver"]), P()], ["topdeck:estate"])
    g.play(0, "pearl-diver")
    assert g.hand(0) == ["silver"] and g.deck(0) == ["copper", "estate"]
    d.assert_done()


def test_astrolabe_coin_and_buy_now_and_next_turn() -> None:
    """Astrolabe: $1 and +1 Buy now and again at the start of the next turn."""
    g, _ = scenario([P(hand=["astrolabe"], deck=["estate"] * 10), P()], phase="buy")
    g.play(0, "astrolabe")
    assert (g.turn.coins, g.turn.buys) == (1, 2)
    next_turn(g, 0)
    assert (g.turn.coins, g.turn.buys) == (1, 2) and g.in_play(0) == ["astrolabe"]


def test_fishing_village_now_and_next_turn() -> None:
    """Fishing Village: +2 Actions +$1 now; +1 Action +$1 at the next turn."""
    g, _ = scenario([P(hand=["fishing-village"], deck=["estate"] * 10), P()])
    g.play(0, "fishing-village")
    assert (g.turn.actions, g.turn.coins) == (2, 1)
    next_turn(g, 0)
    assert (g.turn.actions, g.turn.coins) == (2, 1)


def test_lookout_trashes_discards_and_topdecks() -> None:
    """Lookout: of the top 3 cards, one is trashed, one discarded and the last put back on top."""
    g, d = scenario([P(hand=["lookout"], deck=["duchy", "estate", "copper", "gold"]), P()],
                    ["trash:estate", "discard:copper"])
    g.play(0, "lookout")
    assert g.trash_ids() == ["estate"] and g.discard(0) == ["copper"] and g.deck(0) == ["duchy", "gold"]
    assert g.turn.actions == 1
    d.assert_done()


def test_lookout_with_one_card_must_trash_it() -> None:
    """Lookout with only one card to look at: that card is trashed (Seaside FAQ)."""
    g, _ = scenario([P(hand=["lookout"], deck=["gold"]), P()])
    g.play(0, "lookout")
    assert g.trash_ids() == ["gold"] and g.deck(0) == []


def test_monkey_draws_when_player_to_the_right_gains() -> None:
    """Monkey: until your next turn, +1 Card each time the player to your right gains a card (on any turn);
    +1 Card at the next turn."""
    g, _ = scenario([P(hand=["monkey"], deck=["estate"] * 10), P(), P()])
    g.play(0, "monkey")
    g.gain(1, "silver")
    assert g.hand(0) == []
    g.gain(2, "silver")
    g.gain(2, "curse")
    assert g.hand(0) == ["estate", "estate"]
    next_turn(g, 0)
    assert len(g.hand(0)) == 6
    g.gain(2, "silver")
    assert len(g.hand(0)) == 6


def test_sea_chart_takes_a_copy_of_a_card_in_play() -> None:
    """Sea Chart: the revealed top card goes to hand only if a copy of it is in play."""
    g, _ = scenario([P(hand=["sea-chart"], in_play=["silver"], deck=["silver", "copper"]), P()])
    g.play(0, "sea-chart")
    assert g.hand(0) == ["copper", "silver"]
    g2, _ = scenario([P(hand=["sea-chart"], deck=["gold", "copper"]), P()])
    g2.play(0, "sea-chart")
    assert g2.hand(0) == ["copper"] and g2.deck(0) == ["gold"]


def test_smugglers_copies_a_gain_of_the_right_players_last_turn() -> None:
    """Smugglers: gain a copy of a card costing up to $6 that the player to your right gained on their last
    turn; gains outside that turn do not count."""
    g, _ = scenario([P(hand=["smugglers"]), P(deck=["copper"] * 5)], ["gain:gold"], turn_player=1)
    g.start_turn(1)
    g.gain(1, "gold")
    g.gain(1, "province")
    g.cleanup(1)
    g.start_turn(0)
    g.gain(1, "duchy")
    g.play(0, "smugglers")
    assert gained(g)[-1] == (0, "gold", "supply", "discard")


def test_smugglers_nothing_after_an_empty_turn() -> None:
    """Smugglers looks only at the most recent turn: if that player gained nothing then, it does nothing."""
    g, _ = scenario([P(hand=["smugglers"]), P(deck=["copper"] * 10)], turn_player=1)
    g.start_turn(1)
    g.gain(1, "gold")
    next_turn(g, 1)
    g.cleanup(1)
    g.start_turn(0)
    g.play(0, "smugglers")
    assert [x for x in gained(g) if x[0] == 0] == []


def test_warehouse_draws_three_discards_three() -> None:
    """Warehouse: +3 Cards +1 Action, then discard 3 cards."""
    g, d = scenario([P(hand=["warehouse", "estate", "estate"], deck=["copper"] * 3), P()],
                    [["discard:estate", "discard:estate", "discard:copper"]])
    g.play(0, "warehouse")
    assert g.hand(0) == ["copper", "copper"] and len(g.discard(0)) == 3 and g.turn.actions == 1
    d.assert_done()


def test_blockade_sets_aside_and_curses_copies_gained_on_their_turn() -> None:
    """Blockade: the gained card is set aside and comes to hand next turn; meanwhile another player gaining
    a copy on their own turn also gains a Curse, but not when gaining it on someone else's turn."""
    g, _ = scenario([P(hand=["blockade"], deck=["copper"] * 10), P(deck=["copper"] * 10)], ["gain:silver"])
    g.play(0, "blockade")
    assert g.zone(0, Zone.SET_ASIDE) == ["silver"]
    g.gain(1, "silver")
    assert gained(g)[-1] == (1, "silver", "supply", "discard")
    g.cleanup(0)
    g.start_turn(1)
    g.gain(1, "silver")
    assert gained(g)[-2:] == [(1, "silver", "supply", "discard"), (1, "curse", "supply", "discard")]
    g.cleanup(1)
    g.start_turn(0)
    assert "silver" in g.hand(0) and g.zone(0, Zone.SET_ASIDE) == []


def test_caravan_draws_next_turn() -> None:
    """Caravan: +1 Card +1 Action now, +1 Card at the start of the next turn."""
    g, _ = scenario([P(hand=["caravan"], deck=["estate"] * 6 + ["gold"]), P()])
    g.play(0, "caravan")
    assert g.hand(0) == ["gold"] and g.turn.actions == 1
    next_turn(g, 0)
    assert len(g.hand(0)) == 6 and g.in_play(0) == ["caravan"]


def test_cutpurse_discards_a_copper_or_reveals() -> None:
    """Cutpurse: +$2; each other player discards a Copper, or reveals a hand without one."""
    g, _ = scenario([P(hand=["cutpurse"]), P(hand=["copper", "copper", "estate"]), P(hand=["estate"])])
    g.play(0, "cutpurse")
    assert g.turn.coins == 2
    assert g.hand(1) == ["copper", "estate"] and g.discard(1) == ["copper"]
    assert g.hand(2) == ["estate"] and g.discard(2) == []


def test_island_goes_to_its_mat_and_scores() -> None:
    """Island: it and a card from hand go onto the Island mat; both still count for score (Island 2 VP)."""
    g, d = scenario([P(hand=["island", "estate", "copper"]), P()], ["island:estate"])
    g.play(0, "island")
    assert g.zone(0, Zone.ISLAND) == ["island", "estate"] and g.hand(0) == ["copper"]
    assert g.score(0) == 3
    d.assert_done()


def test_throne_room_island_sets_aside_two_hand_cards() -> None:
    """Throne Room on Island: the Island and one hand card, then a second hand card, go on the mat (FAQ)."""
    g, _ = scenario([P(hand=["throne-room", "island", "estate", "duchy"]), P()],
                    ["play:island", "island:duchy", "island:estate"])
    g.play(0, "throne-room")
    assert g.zone(0, Zone.ISLAND) == ["island", "duchy", "estate"] and g.in_play(0) == ["throne-room"]


def test_navigator_discards_all_or_reorders() -> None:
    """Navigator: +$2; the top 5 cards are all discarded, or all put back in any order."""
    g, _ = scenario([P(hand=["navigator"], deck=["gold"] + ["copper"] * 5), P()], ["mode:discard"])
    g.play(0, "navigator")
    assert g.turn.coins == 2 and g.discard(0) == ["copper"] * 5 and g.deck(0) == ["gold"]
    g2, _ = scenario([P(hand=["navigator"], deck=["estate", "silver", "gold"]), P()],
                     ["mode:topdeck", "topdeck:gold", "topdeck:estate"])
    g2.play(0, "navigator")
    assert g2.deck(0) == ["gold", "estate", "silver"]


def test_pirate_ship_trashes_treasure_and_then_pays_per_token() -> None:
    """Pirate Ship: others reveal 2 cards, you trash one revealed Treasure each and take a coin token if any
    was trashed; the other mode gives +$1 per token."""
    g, _ = scenario([P(hand=["pirate-ship", "pirate-ship"]), P(deck=["estate", "gold", "copper"])],
                    ["mode:attack", "trash:gold", "mode:coins"])
    g.play(0, "pirate-ship")
    assert g.trash_ids() == ["gold"] and g.discard(1) == ["copper"] and g.deck(1) == ["estate"]
    assert g.players[0].marks["pirate-ship"] == 1
    g.play(0, "pirate-ship")
    assert g.turn.coins == 1


def test_sailor_plays_a_gained_duration_once() -> None:
    """Sailor: once this turn, a gained Duration card may be played; next turn +$2 and you may trash a card."""
    g, d = scenario([P(hand=["sailor"], deck=["estate"] * 6 + ["gold"]), P()],
                    ["play:sailor", "start:sailor", "trash:estate"], supply={"caravan": 10})
    g.play(0, "sailor")
    g.gain(0, "caravan")
    assert "caravan" in g.in_play(0) and g.hand(0) == ["gold"]
    g.gain(0, "caravan")
    assert g.discard(0) == ["caravan"]
    next_turn(g, 0)
    assert g.turn.coins == 2 and g.trash_ids() == ["estate"]
    d.assert_done()


def test_salvager_trashes_for_coins() -> None:
    """Salvager: +1 Buy, trash a card from hand, +$ equal to its cost."""
    g, _ = scenario([P(hand=["salvager", "gold"]), P()], ["trash:gold"])
    g.play(0, "salvager")
    assert (g.turn.coins, g.turn.buys) == (6, 2) and g.trash_ids() == ["gold"]


def test_sea_hag_discards_top_and_topdecks_curse() -> None:
    """Sea Hag: each other player discards their top card, then gains a Curse onto their deck."""
    g, _ = scenario([P(hand=["sea-hag"]), P(deck=["silver", "copper"])])
    g.play(0, "sea-hag")
    assert g.discard(1) == ["copper"] and g.deck(1) == ["silver", "curse"]


def test_tide_pools_discards_two_next_turn() -> None:
    """Tide Pools: +3 Cards +1 Action; at the start of the next turn discard 2 cards."""
    g, d = scenario([P(hand=["tide-pools"], deck=["copper"] * 5 + ["estate"] * 3), P()],
                    [["discard:copper", "discard:copper"]])
    g.play(0, "tide-pools")
    assert g.hand(0) == ["estate"] * 3
    next_turn(g, 0)
    assert len(g.hand(0)) == 3
    d.assert_done()


def test_treasure_map_two_maps_gain_four_golds_onto_deck() -> None:
    """Treasure Map: trashing it and another Treasure Map gains 4 Golds onto the deck."""
    g, _ = scenario([P(hand=["treasure-map", "treasure-map"], deck=["copper"]), P()])
    g.play(0, "treasure-map")
    assert g.trash_ids() == ["treasure-map"] * 2 and g.deck(0) == ["copper"] + ["gold"] * 4


def test_treasure_map_alone_gains_nothing() -> None:
    """Treasure Map without another in hand is trashed and gains nothing."""
    g, _ = scenario([P(hand=["treasure-map"]), P()])
    g.play(0, "treasure-map")
    assert g.trash_ids() == ["treasure-map"] and gained(g) == []


def test_throne_room_treasure_map_second_play_gains_nothing() -> None:
    """Throne Room on Treasure Map with two more in hand: the first play gains 4 Golds, the second trashes the
    last map but gains nothing, as the played map is already gone (Seaside FAQ)."""
    g, _ = scenario([P(hand=["throne-room"] + ["treasure-map"] * 3), P()], ["play:treasure-map"])
    g.play(0, "throne-room")
    assert g.trash_ids() == ["treasure-map"] * 3 and g.deck(0) == ["gold"] * 4


def test_bazaar() -> None:
    """Bazaar: +1 Card, +2 Actions, +$1."""
    g, _ = scenario([P(hand=["bazaar"], deck=["gold"]), P()])
    g.play(0, "bazaar")
    assert g.hand(0) == ["gold"] and (g.turn.actions, g.turn.coins) == (2, 1)


def test_corsair_trashes_first_silver_or_gold_each_turn() -> None:
    """Corsair: +$2; until your next turn each other player trashes the first Silver or Gold they play in a
    turn (its $ still counts); next turn +1 Card."""
    g, _ = scenario([P(hand=["corsair"], deck=["estate"] * 7), P(hand=["gold", "silver"], deck=["copper"] * 5)])
    g.play(0, "corsair")
    assert g.turn.coins == 2
    g.cleanup(0)
    g.start_turn(1)
    g.play(1, "gold")
    g.play(1, "silver")
    assert g.trash_ids() == ["gold"] and g.in_play(1) == ["silver"] and g.turn.coins == 5
    g.cleanup(1)
    g.start_turn(0)
    assert len(g.hand(0)) == 6
    assert g.players[0].marks["corsair"] == {}


def test_explorer_silver_without_province() -> None:
    """Explorer: without revealing a Province, gain a Silver to your hand."""
    g, _ = scenario([P(hand=["explorer"]), P()])
    g.play(0, "explorer")
    assert g.hand(0) == ["silver"]


def test_ghost_ship_puts_cards_back_down_to_three() -> None:
    """Ghost Ship: +2 Cards; each other player with 4 or more cards in hand puts cards onto their deck until 3."""
    g, d = scenario([P(hand=["ghost-ship"], deck=["copper", "copper"]),
                     P(hand=["estate", "gold", "silver", "copper", "duchy"]), P(hand=["gold"] * 3)],
                    ["topdeck:estate", "topdeck:duchy"])
    g.play(0, "ghost-ship")
    assert g.hand(0) == ["copper", "copper"]
    assert sorted(g.hand(1)) == ["copper", "gold", "silver"] and g.deck(1) == ["estate", "duchy"]
    assert g.hand(2) == ["gold"] * 3
    d.assert_done()


def test_merchant_ship_two_now_two_later() -> None:
    """Merchant Ship: +$2 now and +$2 at the start of the next turn."""
    g, _ = scenario([P(hand=["merchant-ship"], deck=["estate"] * 5), P()])
    g.play(0, "merchant-ship")
    assert g.turn.coins == 2
    next_turn(g, 0)
    assert g.turn.coins == 2


def test_outpost_2e_extra_turn_with_three_cards() -> None:
    """Outpost (2nd edition): an extra turn after this one, drawing only 3 cards for it; it stays in play."""
    g, _ = scenario([P(hand=["outpost"], deck=["copper"] * 8), P()], versions={"outpost": "2e"})
    g.play(0, "outpost")
    g.cleanup(0)
    assert g.extra_turns == [(0, None)] and len(g.hand(0)) == 3 and g.in_play(0) == ["outpost"]


def test_outpost_2023_errata_three_cards_always_and_never_a_third_turn() -> None:
    """Outpost (2023 errata, Outpost FAQ): a second Outpost in the turn fails (no 3rd turn in a row) and is
    discarded; one played on an extra turn still makes the next hand 3 cards but gives no turn."""
    g, _ = scenario([P(hand=["outpost", "outpost"], deck=["copper"] * 10), P()])
    g.turn.actions = 2
    g.play(0, "outpost")
    g.play(0, "outpost")
    g.cleanup(0)
    assert g.extra_turns == [(0, None)] and len(g.hand(0)) == 3 and g.in_play(0) == ["outpost"]
    assert "outpost" in g.discard(0)
    g2, _ = scenario([P(hand=["outpost"], deck=["copper"] * 10), P()])
    g2.turn.previous_player = 0  # this is already an extra turn of player 0
    g2.play(0, "outpost")
    g2.cleanup(0)
    assert g2.extra_turns == [] and len(g2.hand(0)) == 3 and g2.in_play(0) == []


def test_outpost_2e_not_after_your_own_turn_nor_twice() -> None:
    """Outpost (2nd edition): played when the previous turn was yours, or a second time in a turn, it does
    nothing: no extra turn, a normal 5-card hand."""
    g, _ = scenario([P(hand=["outpost", "outpost"], deck=["copper"] * 10), P()], versions={"outpost": "2e"})
    g.turn.previous_player = 0
    g.play(0, "outpost")
    g.turn.previous_player = 1
    g.play(0, "outpost")
    g.cleanup(0)
    assert g.extra_turns == [] and len(g.hand(0)) == 5 and g.in_play(0) == []


def test_outpost_1e_draws_three_even_without_extra_turn() -> None:
    """Outpost (1st edition): you draw 3 cards in this Clean-up even when it cannot give a third turn in a row."""
    g, _ = scenario([P(hand=["outpost"], deck=["copper"] * 10), P()], versions={"outpost": "1e"})
    g.turn.previous_player = 0
    g.play(0, "outpost")
    g.cleanup(0)
    assert g.extra_turns == [] and len(g.hand(0)) == 3 and g.in_play(0) == []


def test_pirate_reacts_to_a_treasure_gain_and_gains_treasure_next_turn() -> None:
    """Pirate: when any player gains a Treasure it may be played from hand; at the start of your next turn
    gain a Treasure costing up to $6 to your hand."""
    g, d = scenario([P(deck=["estate"] * 5), P(hand=["pirate"], deck=["estate"] * 5)],
                    ["play:pirate", "gain:gold"])
    g.gain(0, "silver")
    assert g.in_play(1) == ["pirate"]
    g.cleanup(0)
    assert g.in_play(1) == ["pirate"]
    g.start_turn(1)
    assert g.hand(1) == ["gold"]
    d.assert_done()


def test_sea_witch_curses_and_sifts_next_turn() -> None:
    """Sea Witch: +2 Cards, each other player gains a Curse; next turn +2 Cards then discard 2."""
    g, d = scenario([P(hand=["sea-witch"], deck=["estate"] * 7 + ["gold", "gold"]), P()],
                    [["discard:estate", "discard:estate"]])
    g.play(0, "sea-witch")
    assert g.hand(0) == ["gold", "gold"] and gained(g) == [(1, "curse", "supply", "discard")]
    next_turn(g, 0)
    assert len(g.hand(0)) == 5 and g.discard(0)[-2:] == ["estate", "estate"]
    d.assert_done()


def test_tactician_discards_hand_for_next_turn() -> None:
    """Tactician: discard your hand; at the start of the next turn +5 Cards, +1 Action, +1 Buy."""
    g, _ = scenario([P(hand=["tactician", "copper", "estate"], deck=["copper"] * 10), P()])
    g.play(0, "tactician")
    assert g.hand(0) == [] and g.discard(0) == ["copper", "estate"]
    next_turn(g, 0)
    assert len(g.hand(0)) == 10 and (g.turn.actions, g.turn.buys) == (2, 2)


def test_tactician_with_empty_hand_does_nothing() -> None:
    """Tactician with no cards in hand does nothing and is discarded this turn (no +5 Cards next turn)."""
    g, _ = scenario([P(hand=["tactician"], deck=["copper"] * 10), P()])
    g.play(0, "tactician")
    g.cleanup(0)
    assert g.in_play(0) == [] and not g.players[0].next_turn


def test_treasury_topdecks_without_victory_gain() -> None:
    """Treasury (2nd edition): +1 Card +1 Action +$1; with no Victory card gained in the Buy phase it may go
    onto the deck, and so into the next hand."""
    g, _ = scenario([P(hand=["treasury"], deck=["copper"] * 10), P()], ["topdeck:treasury"])
    g.play(0, "treasury")
    assert (g.turn.actions, g.turn.coins) == (1, 1)
    g.cleanup(0)
    assert "treasury" in g.hand(0)


def test_treasury_stays_out_after_buying_victory() -> None:
    """Treasury (2nd edition): after gaining a Victory card in the Buy phase it is discarded normally."""
    g, _ = scenario([P(hand=["treasury", "copper"], deck=["copper"] * 10), P()])
    g.play(0, "treasury")
    g.turn.phase = Phase.BUY
    g.play(0, "copper")
    g.buy(0, "estate")
    g.cleanup(0)
    assert "treasury" not in g.hand(0) and "treasury" in g.discard(0)


def test_treasury_2e_goes_onto_the_deck_when_the_buy_phase_ends() -> None:
    """Treasury (2nd edition): the card says "at the end of your Buy phase this turn", so it leaves play for
    the deck when the Buy phase ends, before Clean-up, not when it would be discarded from play."""
    g, d = scenario([P(hand=["treasury", "copper"], deck=["copper"] * 10), P()],
                    ["buy:silver", "topdeck:treasury"])
    g.play(0, "treasury")
    g.buy_phase(0)
    assert "treasury" not in g.in_play(0) and g.zone(0, Zone.DECK)[-1] == "treasury"
    g.cleanup(0)
    assert "treasury" in g.hand(0)
    d.assert_done()


def test_treasury_2e_played_twice_asks_once() -> None:
    """Treasury (2nd edition) played twice by Throne Room is still one card: it may go onto the deck once."""
    g, d = scenario([P(hand=["throne-room", "treasury"], deck=["copper"] * 10), P()],
                    ["play:treasury", "topdeck:treasury"])
    g.play(0, "throne-room")
    g.cleanup(0)
    assert g.hand(0).count("treasury") == 1
    d.assert_done()


def test_treasury_1e_only_a_bought_victory_card_stops_it() -> None:
    """Treasury (1st edition): gaining a Victory card without buying it does not stop it going on the deck."""
    g, _ = scenario([P(hand=["treasury"], deck=["copper"] * 10), P()], ["topdeck:treasury"],
                    versions={"treasury": "1e"})
    g.play(0, "treasury")
    g.turn.phase = Phase.BUY
    g.gain(0, "duchy")
    g.cleanup(0)
    assert "treasury" in g.hand(0)


def test_wharf_now_and_next_turn() -> None:
    """Wharf: +2 Cards +1 Buy now and at the start of the next turn."""
    g, _ = scenario([P(hand=["wharf"], deck=["estate"] * 7 + ["gold", "gold"]), P()])
    g.play(0, "wharf")
    assert g.hand(0) == ["gold", "gold"] and g.turn.buys == 2
    next_turn(g, 0)
    assert len(g.hand(0)) == 7 and g.turn.buys == 2


def test_outpost_extra_turn_gets_next_turn_durations() -> None:
    """Outpost with Merchant Ship: the extra turn is the "next turn", so Merchant Ship's $2 comes then (FAQ)."""
    g, _ = scenario([P(hand=["outpost", "merchant-ship"], deck=["estate"] * 8), P(deck=["estate"] * 5)],
                    ["start:merchant-ship"])
    g.play(0, "outpost")
    g.play(0, "merchant-ship")
    g.cleanup(0)
    assert g.extra_turns == [(0, None)] and len(g.hand(0)) == 3
    assert g.in_play(0) == ["outpost", "merchant-ship"]
    g.start_turn(0)
    assert g.turn.coins == 2


def test_blockade_on_curse_chains_through_the_pile() -> None:
    """Blockade on a Curse: another player gaining a Curse on their turn gains Curses until the pile is empty,
    each new Curse triggering the rule again (Seaside 2nd edition FAQ)."""
    g, _ = scenario([P(hand=["blockade"], deck=["copper"] * 5), P(deck=["copper"] * 5)], ["gain:curse"],
                    supply={"curse": 5})
    g.play(0, "blockade")
    g.cleanup(0)
    g.start_turn(1)
    g.gain(1, "curse")
    assert g.pile_count("curse") == 0 and g.discard(1) == ["curse"] * 4


def test_two_corsairs_trash_only_one_treasure() -> None:
    """Under two Corsair attacks a player still trashes only the first Silver or Gold of the turn (FAQ)."""
    g, _ = scenario([P(hand=["corsair", "corsair"], deck=["estate"] * 8), P(hand=["gold", "silver", "silver"])])
    g.play(0, "corsair")
    g.play(0, "corsair")
    g.cleanup(0)
    g.start_turn(1)
    for card in ("silver", "gold", "silver"):
        g.play(1, card)
    assert g.trash_ids() == ["silver"] and sorted(g.in_play(1)) == ["gold", "silver"]


def test_sailor_from_an_earlier_turn_plays_nothing() -> None:
    """Sailor's 'once this turn' belongs to the turn it was played: on its next turn it does not play a
    gained Duration (FAQ)."""
    g, d = scenario([P(hand=["sailor"], deck=["estate"] * 10), P()], [[]], supply={"caravan": 10})
    g.play(0, "sailor")
    next_turn(g, 0)
    g.gain(0, "caravan")
    assert g.discard(0) == ["caravan"]
    d.assert_done()


def test_throne_room_monkey_draws_two_per_gain() -> None:
    """Monkey played twice by Throne Room draws 2 cards per gain of the player to your right, and 2 at the
    next turn."""
    g, _ = scenario([P(hand=["throne-room", "monkey"], deck=["estate"] * 10), P()], ["play:monkey"])
    g.play(0, "throne-room")
    g.gain(1, "silver")
    assert len(g.hand(0)) == 2
    next_turn(g, 0)
    assert len(g.hand(0)) == 7 and g.in_play(0) == ["throne-room", "monkey"]


def test_pirate_reacts_to_its_owners_own_treasure_gain() -> None:
    """Pirate reacts to any player's Treasure gain, its owner's included; a non-Treasure gain offers nothing."""
    g, d = scenario([P(hand=["pirate"]), P()], ["play:pirate"])
    g.gain(0, "estate")
    assert g.hand(0) == ["pirate"]
    g.gain(0, "silver")
    assert g.in_play(0) == ["pirate"]
    d.assert_done()


def test_treasury_1e_bought_victory_card_stops_it() -> None:
    """Treasury (1st edition): buying a Victory card this turn keeps every Treasury off the deck."""
    g, _ = scenario([P(hand=["treasury"], deck=["copper"] * 10), P()], versions={"treasury": "1e"}, coins=2)
    g.play(0, "treasury")
    g.buy(0, "estate")
    g.cleanup(0)
    assert "treasury" not in g.hand(0) and "treasury" in g.discard(0)


def test_island_and_native_village_mats_count_for_score() -> None:
    """Cards on the Island and Native Village mats still belong to the player and count at game end."""
    g, _ = scenario([P(island_mat=["island", "province"], native_village_mat=["duchy"]), P()])
    assert g.score(0) == 2 + 6 + 3


def test_island_pile_is_a_victory_pile() -> None:
    """Island, a Victory card, has 8 cards with 2 players and 12 with 3 or more (Seaside rulebook)."""
    kingdom = ["island", "haven", "caravan", "bazaar", "wharf", "lookout", "warehouse", "salvager", "cutpurse",
               "treasury"]
    from generator.engine import GameOptions, RandomDecider
    from tests.engine.carddefs import card_defs
    assert Game.new(card_defs(), kingdom, 2, RandomDecider(0), options=GameOptions()).pile_count("island") == 8
    assert Game.new(card_defs(), kingdom, 3, RandomDecider(0), options=GameOptions()).pile_count("island") == 12


def test_outpost_turn_loop_takes_the_extra_turn_then_passes() -> None:
    """Outpost in the turn loop: the same player takes the extra turn right away, then play passes on."""
    g, d = scenario([P(hand=["outpost"], deck=["estate"] * 8), P(deck=["estate"] * 5)],
                    ["play:outpost", "done", "done"])
    g.take_turn()
    assert g.turn.player == 0 and len(g.hand(0)) == 3
    g.take_turn()
    assert g.turn.player == 1 and g.in_play(0) == [] and len(g.hand(0)) == 5
    d.assert_done()


# -- Duration rules and FAQ edge cases -----------------------------------------------------------------
def test_haven_with_an_empty_hand_sets_nothing_aside_and_is_discarded_this_turn() -> None:
    """Haven with no card left in hand after its draw sets nothing aside; having nothing to do at the next
    turn, it is discarded in this turn's Clean-up (and, the only card, drawn again) (Duration rule: a Duration
    stays in play only until the Clean-up of the last turn it does something)."""
    g, d = scenario([P(hand=["haven"]), P()])
    g.play(0, "haven")
    assert g.zone(0, Zone.SET_ASIDE) == [] and g.turn.actions == 1
    g.cleanup(0)
    assert g.in_play(0) == [] and g.hand(0) == ["haven"] and not g.players[0].next_turn
    d.assert_done()


def test_throne_room_haven_sets_two_cards_aside_and_both_stay_in_play() -> None:
    """Throne Room on Haven: two cards are set aside and both come back to hand at the next turn; Throne Room
    stays in play with the Haven until that turn's Clean-up (Seaside rulebook, Duration cards)."""
    g, d = scenario([P(hand=["throne-room", "haven", "estate", "duchy"], deck=["copper"] * 12), P()],
                    ["play:haven", "set-aside:estate", "set-aside:duchy"])
    g.play(0, "throne-room")
    assert sorted(g.zone(0, Zone.SET_ASIDE)) == ["duchy", "estate"] and g.turn.actions == 2
    g.cleanup(0)
    assert g.in_play(0) == ["throne-room", "haven"]
    g.start_turn(0)
    assert sorted(g.hand(0)) == ["copper"] * 5 + ["duchy", "estate"] and g.zone(0, Zone.SET_ASIDE) == []
    g.cleanup(0)
    assert g.in_play(0) == [] and sorted(g.discard(0))[-2:] == ["haven", "throne-room"]
    d.assert_done()


def test_kings_court_wharf_draws_six_next_turn_and_both_stay() -> None:
    """King's Court on Wharf: +6 Cards +3 Buys now and again at the next turn; King's Court stays in play
    with the Wharf until the Clean-up of that next turn."""
    g, d = scenario([P(hand=["kings-court", "wharf"], deck=["copper"] * 20), P()], ["play:wharf"])
    g.play(0, "kings-court")
    assert len(g.hand(0)) == 6 and g.turn.buys == 4
    g.cleanup(0)
    assert g.in_play(0) == ["kings-court", "wharf"]
    g.start_turn(0)
    assert len(g.hand(0)) == 11 and g.turn.buys == 4
    g.cleanup(0)
    assert g.in_play(0) == [] and not g.players[0].staying
    d.assert_done()


def test_throne_room_tactician_gives_the_bonus_once() -> None:
    """Throne Room on Tactician: the first play discards the hand, the second discards nothing and so gives
    nothing; the next turn gets +5 Cards, +1 Action, +1 Buy only once (Seaside FAQ)."""
    g, d = scenario([P(hand=["throne-room", "tactician", "copper", "estate"], deck=["copper"] * 15), P()],
                    ["play:tactician"])
    g.play(0, "throne-room")
    assert g.hand(0) == [] and sorted(g.discard(0)) == ["copper", "estate"]
    next_turn(g, 0)
    assert len(g.hand(0)) == 10 and (g.turn.actions, g.turn.buys) == (2, 2)
    assert g.in_play(0) == ["throne-room", "tactician"]
    d.assert_done()


def test_tide_pools_with_one_card_left_discards_it() -> None:
    """Tide Pools: with only one card in hand at the next turn, that one is discarded (Seaside 2e FAQ)."""
    g, d = scenario([P(hand=["tide-pools"], deck=["estate"] + ["copper"] * 3), P()])
    g.play(0, "tide-pools")
    g.turn.next_hand = 1
    g.cleanup(0)
    assert g.hand(0) == ["estate"]
    g.start_turn(0)
    assert g.hand(0) == [] and g.discard(0)[-1] == "estate"
    d.assert_done()


def test_smugglers_sees_a_gain_made_at_the_start_of_that_turn() -> None:
    """Smugglers counts every card the player to your right gained on their last turn, one their Pirate gained
    at the start of it included (Smugglers FAQ: any card gained, bought or otherwise)."""
    g, d = scenario([P(hand=["smugglers"], deck=["copper"] * 5), P(hand=["pirate"], deck=["copper"] * 10)],
                    ["gain:gold"], turn_player=1, supply={"pirate": 10})
    g.start_turn(1)
    g.play(1, "pirate")
    next_turn(g, 1)
    assert "gold" in g.hand(1)
    g.cleanup(1)
    g.start_turn(0)
    g.play(0, "smugglers")
    assert gained(g)[-1] == (0, "gold", "supply", "discard")
    d.assert_done()


def test_smugglers_ignores_cards_over_six_and_cards_not_in_the_supply() -> None:
    """Smugglers offers only cards costing up to $6 that are still in the Supply (Seaside FAQ)."""
    g, d = scenario([P(hand=["smugglers"]), P(deck=["copper"] * 5)], ["gain:silver"], turn_player=1,
                    supply={"gold": 0})
    g.start_turn(1)
    g.gain(1, "province")
    g.gain(1, "silver")
    g.cleanup(1)
    g.start_turn(0)
    g.play(0, "smugglers")
    offers = [dec for dec in d.asked if dec.kind == "gain"]
    assert offers == [] and gained(g)[-1] == (0, "silver", "supply", "discard")


def test_ambassador_returns_two_then_others_gain_in_turn_order() -> None:
    """Ambassador: the revealed card and another copy go back to the Supply; then each other player, in turn
    order from the left, gains a copy while the pile lasts (Seaside FAQ)."""
    g, d = scenario([P(hand=["ambassador", "estate", "estate", "copper"]), P(), P(), P()],
                    ["reveal:estate", "return:2"], supply={"estate": 0})
    g.play(0, "ambassador")
    assert g.hand(0) == ["copper"] and g.pile_count("estate") == 0
    assert gained(g) == [(1, "estate", "supply", "discard"), (2, "estate", "supply", "discard")]
    d.assert_done()


def test_ambassador_may_return_none_and_others_still_gain() -> None:
    """Ambassador: returning no copies is allowed; the other players still each gain a copy."""
    g, d = scenario([P(hand=["ambassador", "silver"]), P()], ["return:0"])
    g.play(0, "ambassador")
    assert g.hand(0) == ["silver"] and gained(g) == [(1, "silver", "supply", "discard")]
    d.assert_done()


def test_ambassador_with_an_empty_hand_does_nothing() -> None:
    """Ambassador with no other card in hand does nothing (Seaside FAQ)."""
    g, d = scenario([P(hand=["ambassador"]), P()])
    g.play(0, "ambassador")
    assert gained(g) == [] and not d.asked


def test_lookout_with_two_cards_trashes_one_and_discards_the_other() -> None:
    """Lookout with only two cards to look at (deck and discard): one is trashed and the other discarded;
    nothing goes back on the deck (Seaside FAQ)."""
    g, d = scenario([P(hand=["lookout"], deck=["gold"], discard=["estate"]), P()], ["trash:estate"])
    g.play(0, "lookout")
    assert g.trash_ids() == ["estate"] and g.discard(0) == ["gold"] and g.deck(0) == []
    d.assert_done()


def test_pearl_diver_shuffles_when_its_draw_emptied_the_deck() -> None:
    """Pearl Diver: with no card left after its draw, the discard pile is shuffled before looking at the
    bottom card (Seaside FAQ)."""
    g, d = scenario([P(hand=["pearl-diver"], deck=["copper"], discard=["gold"]), P()])
    g.play(0, "pearl-diver")
    assert g.hand(0) == ["copper"] and g.deck(0) == ["gold"] and g.discard(0) == []
    d.assert_done()


def test_sea_hag_with_no_cards_curse_becomes_the_deck() -> None:
    """Sea Hag against a player with no deck and no discard pile: nothing is discarded and the Curse becomes
    the only card of their deck (Seaside FAQ)."""
    g, _ = scenario([P(hand=["sea-hag"]), P(hand=["copper"])])
    g.play(0, "sea-hag")
    assert g.discard(1) == [] and g.deck(1) == ["curse"]


def test_sea_hag_curses_dealt_in_turn_order_when_short() -> None:
    """Sea Hag with too few Curses: they go out in turn order from the player on the left (Seaside FAQ)."""
    g, _ = scenario([P(hand=["sea-hag"]), P(deck=["copper"]), P(deck=["copper"])], supply={"curse": 1})
    g.play(0, "sea-hag")
    assert g.deck(1) == ["curse"] and g.deck(2) == [] and g.discard(2) == ["copper"]


def test_embargo_tokens_stack_on_one_pile() -> None:
    """Two Embargo tokens on one pile: buying a card there gains a Curse per token (Seaside FAQ)."""
    g, _ = scenario([P(hand=["embargo", "embargo"]), P()], ["embargo:silver", "embargo:silver"], coins=0)
    g.play(0, "embargo")
    g.play(0, "embargo")
    g.buy(0, "silver")
    assert [c for p, c, _s, _d in gained(g)] == ["curse", "curse", "silver"]


def test_embargo_with_no_curses_left_does_nothing() -> None:
    """An Embargoed pile with the Curse pile empty: buying there gains only the bought card (Seaside FAQ)."""
    g, _ = scenario([P(hand=["embargo"]), P()], ["embargo:silver"], coins=1, supply={"curse": 0})
    g.play(0, "embargo")
    g.buy(0, "silver")
    assert gained(g) == [(0, "silver", "supply", "discard")]


def test_island_alone_goes_to_the_mat() -> None:
    """Island with no other card in hand: only the Island goes onto the mat (Seaside FAQ)."""
    g, d = scenario([P(hand=["island"]), P()])
    g.play(0, "island")
    assert g.zone(0, Zone.ISLAND) == ["island"] and g.in_play(0) == []
    d.assert_done()


def test_native_village_take_with_an_empty_mat_and_set_aside_with_no_cards() -> None:
    """Native Village: either choice may be made with an empty mat or no cards to set aside (Seaside FAQ)."""
    g, d = scenario([P(hand=["native-village", "native-village"]), P()], ["mode:take", "mode:set-aside"])
    g.play(0, "native-village")
    g.play(0, "native-village")
    assert g.hand(0) == [] and g.zone(0, Zone.NATIVE_VILLAGE) == [] and g.turn.actions == 3
    d.assert_done()


def test_navigator_looks_at_a_short_deck_then_the_shuffled_discards() -> None:
    """Navigator with fewer than 5 cards in the deck: it looks at those, shuffles the discard pile (not the
    cards being looked at) and looks at the rest (Seaside FAQ)."""
    g, d = scenario([P(hand=["navigator"], deck=["gold", "gold"], discard=["copper"] * 4), P()], ["mode:discard"])
    g.play(0, "navigator")
    assert sorted(g.discard(0)) == ["copper"] * 3 + ["gold"] * 2 and g.deck(0) == ["copper"]
    d.assert_done()


def test_treasure_map_gains_what_gold_is_left() -> None:
    """Treasure Map with fewer than 4 Golds in the Supply gains what is left (Seaside FAQ)."""
    g, _ = scenario([P(hand=["treasure-map", "treasure-map"]), P()], supply={"gold": 2})
    g.play(0, "treasure-map")
    assert g.deck(0) == ["gold", "gold"] and g.pile_count("gold") == 0


def test_treasury_1e_each_treasury_may_go_on_the_deck() -> None:
    """Treasury (1st edition): with no Victory card bought, any or all of the Treasuries played go onto the
    deck (Seaside FAQ)."""
    g, d = scenario([P(hand=["treasury", "treasury", "treasury"], deck=["copper"] * 10), P()],
                    ["topdeck:treasury", "no", "topdeck:treasury"], versions={"treasury": "1e"})
    for _ in range(3):
        g.play(0, "treasury")
    g.cleanup(0)
    assert g.hand(0).count("treasury") == 2 and g.discard(0).count("treasury") == 1
    d.assert_done()


def test_sailor_playing_the_gained_duration_is_optional() -> None:
    """Sailor: playing a gained Duration is optional; declined, the card stays where it was gained and the
    chance stays for a later gain this turn (Seaside 2e FAQ)."""
    g, d = scenario([P(hand=["sailor"], deck=["copper"] * 10), P()], ["done", "play:sailor"],
                    supply={"caravan": 10})
    g.play(0, "sailor")
    g.gain(0, "caravan")
    assert g.discard(0) == ["caravan"] and g.in_play(0) == ["sailor"]
    g.gain(0, "caravan")
    assert g.in_play(0) == ["sailor", "caravan"]
    d.assert_done()


def test_two_sailors_play_two_gained_durations_not_one_twice() -> None:
    """Two Sailors: two gained Durations may be played, but the same gained card only once (Seaside 2e FAQ)."""
    g, d = scenario([P(hand=["sailor", "sailor"], deck=["copper"] * 10), P()],
                    ["play:sailor", "play:sailor"], supply={"caravan": 10})
    g.play(0, "sailor")
    g.play(0, "sailor")
    g.gain(0, "caravan")
    assert g.in_play(0).count("caravan") == 1
    g.gain(0, "caravan")
    assert g.in_play(0).count("caravan") == 2
    g.gain(0, "caravan")
    assert g.discard(0) == ["caravan"]
    d.assert_done()


def test_sailor_plays_a_duration_gained_by_blockade_and_blockade_is_discarded() -> None:
    """Sailor can play a Duration gained to somewhere else, such as set aside by Blockade; the card having
    moved, Blockade does nothing more and is discarded this turn (Seaside 2e FAQ, Sailor and Blockade)."""
    g, d = scenario([P(hand=["sailor", "blockade"], deck=["copper"] * 10), P()],
                    ["gain:caravan", "play:sailor"], supply={"caravan": 10})
    g.play(0, "sailor")
    g.play(0, "blockade")
    assert g.in_play(0) == ["sailor", "blockade", "caravan"] and g.zone(0, Zone.SET_ASIDE) == []
    g.cleanup(0)
    assert g.in_play(0) == ["sailor", "caravan"]
    d.assert_done()


def test_blockade_card_trashed_by_watchtower_ends_blockade() -> None:
    """Blockade whose gained card does not end up set aside (trashed with Watchtower): nothing further
    happens and Blockade is discarded this turn (Seaside 2e FAQ)."""
    g, d = scenario([P(hand=["blockade", "watchtower"], deck=["copper"] * 10), P()],
                    ["gain:silver", "reveal:watchtower", "watchtower:trash"])
    g.play(0, "blockade")
    assert g.trash_ids() == ["silver"] and g.zone(0, Zone.SET_ASIDE) == []
    g.cleanup(0)
    assert g.in_play(0) == [] and not g.players[0].next_turn
    d.assert_done()


def test_blockade_does_not_curse_a_gain_on_another_players_turn() -> None:
    """Blockade: a player gaining a copy when it is not their turn (on the Blockade player's turn) gains no
    Curse (Seaside 2e FAQ)."""
    g, _ = scenario([P(hand=["blockade", "workshop"], deck=["copper"] * 10), P()],
                    ["gain:silver"], supply={"workshop": 10})
    g.play(0, "blockade")
    g.gain(1, "silver")
    assert g.discard(1) == ["silver"]


def test_monkey_draws_for_a_curse_from_witch_on_your_turn() -> None:
    """Monkey counts gains the player to your right makes on other turns, a Curse from your own Witch too
    (Seaside 2e FAQ)."""
    g, _ = scenario([P(hand=["monkey", "witch"], deck=["estate"] * 10), P()], supply={"witch": 10})
    g.turn.actions = 2
    g.play(0, "monkey")
    g.play(0, "witch")
    assert len(g.hand(0)) == 3 and g.discard(1) == ["curse"]


def test_corsair_trashed_silver_still_made_its_coin() -> None:
    """Corsair: the Silver or Gold trashed was played and still made its $ (Seaside 2e FAQ)."""
    g, _ = scenario([P(hand=["corsair"], deck=["estate"] * 7), P(hand=["silver", "copper"], deck=["copper"] * 5)])
    g.play(0, "corsair")
    g.cleanup(0)
    g.start_turn(1)
    g.play(1, "copper")
    g.play(1, "silver")
    assert g.trash_ids() == ["silver"] and g.turn.coins == 3


def test_corsair_is_blocked_by_moat() -> None:
    """Corsair is an Attack: a player revealing Moat when it is played is not affected until its next turn."""
    g, _ = scenario([P(hand=["corsair"], deck=["estate"] * 7), P(hand=["moat", "gold"], deck=["copper"] * 5)],
                    ["reveal:moat"])
    g.play(0, "corsair")
    g.cleanup(0)
    g.start_turn(1)
    g.play(1, "gold")
    assert g.trash_ids() == [] and g.in_play(1) == ["gold"]


def test_lighthouse_1e_throne_room_coins_twice_next_turn() -> None:
    """Throne Room on 1st-edition Lighthouse: +$2 now and +$2 at the next turn; one Lighthouse in play shields
    once, and both cards stay in play until that turn's Clean-up."""
    g, d = scenario([P(hand=["throne-room", "lighthouse"], deck=["estate"] * 10), P()], ["play:lighthouse"],
                    versions={"lighthouse": "1e"})
    g.play(0, "throne-room")
    assert g.turn.coins == 2 and len(g.players[0].guards) == 1
    next_turn(g, 0)
    assert g.turn.coins == 2 and g.in_play(0) == ["throne-room", "lighthouse"] and g.protected(0)
    g.cleanup(0)
    assert not g.protected(0) and g.in_play(0) == []
    d.assert_done()


def test_cutpurse_discards_only_one_copper() -> None:
    """Cutpurse: a player with several Coppers discards one and only one (Seaside FAQ)."""
    g, _ = scenario([P(hand=["cutpurse"]), P(hand=["copper"] * 3)])
    g.play(0, "cutpurse")
    assert g.hand(1) == ["copper"] * 2 and g.discard(1) == ["copper"]


def test_pirate_ship_against_a_one_card_deck_shuffles_for_the_second() -> None:
    """Pirate Ship: a player with one card left reveals it, then shuffles (without it) to reveal another; only
    one coin token however many Treasures are trashed (Seaside FAQ)."""
    g, d = scenario([P(hand=["pirate-ship"]), P(deck=["silver"], discard=["gold"]), P(deck=["copper", "silver"])],
                    ["mode:attack", "trash:gold", "trash:silver"])
    g.play(0, "pirate-ship")
    assert sorted(g.trash_ids()) == ["gold", "silver"] and g.discard(1) == ["silver"]
    assert g.discard(2) == ["copper"] and g.players[0].marks["pirate-ship"] == 1
    d.assert_done()


def test_pirate_reacts_to_a_curse_gained_in_a_charlatan_game() -> None:
    """Pirate reacts when any player gains a Treasure; with Charlatan in the game a Curse is a Treasure in all
    situations (Charlatan FAQ), so gaining one lets a Pirate be played."""
    g, d = scenario([P(hand=["charlatan"]), P(hand=["pirate"])], ["play:pirate"], supply={"charlatan": 10})
    g.play(0, "charlatan")
    assert g.discard(1) == ["curse"] and g.in_play(1) == ["pirate"]
    d.assert_done()


def test_outpost_2e_with_throne_room_one_extra_turn_both_stay() -> None:
    """Throne Room on Outpost (2nd edition): only one extra turn; Throne Room stays in play with the Outpost
    until the Clean-up of the extra turn (Seaside FAQ, Duration rules)."""
    g, d = scenario([P(hand=["throne-room", "outpost"], deck=["copper"] * 10), P(deck=["copper"] * 5)],
                    ["play:outpost"])
    g.play(0, "throne-room")
    g.cleanup(0)
    assert g.extra_turns == [(0, None)] and len(g.hand(0)) == 3
    assert g.in_play(0) == ["throne-room", "outpost"]
    d.assert_done()


def test_explorer_may_keep_a_province_hidden_for_a_silver() -> None:
    """Explorer: revealing a Province is optional; declined, a Silver is gained to the hand (Seaside FAQ)."""
    g, d = scenario([P(hand=["explorer", "province"]), P()], ["no"])
    g.play(0, "explorer")
    assert sorted(g.hand(0)) == ["province", "silver"] and gained(g) == [(0, "silver", "supply", "hand")]
    d.assert_done()


def test_explorer_reveals_a_province_for_a_gold_in_hand() -> None:
    """Explorer: revealing a Province gains a Gold, put into the hand (so it can be spent this turn)."""
    g, d = scenario([P(hand=["explorer", "province"]), P()], ["reveal:province"])
    g.play(0, "explorer")
    assert sorted(g.hand(0)) == ["gold", "province"]
    d.assert_done()


def test_salvager_uses_the_cost_at_the_time() -> None:
    """Salvager: +$ equal to the trashed card's cost now; Peddler outside a Buy phase costs its full $8."""
    g, d = scenario([P(hand=["salvager", "peddler"]), P()], supply={"peddler": 10})
    g.play(0, "salvager")
    assert g.turn.coins == 8 and g.trash_ids() == ["peddler"]
    d.assert_done()


def test_salvager_with_an_empty_hand_still_gives_the_buy() -> None:
    """Salvager with no card in hand: no coins, but still +1 Buy (Seaside FAQ)."""
    g, _ = scenario([P(hand=["salvager"]), P()])
    g.play(0, "salvager")
    assert (g.turn.coins, g.turn.buys) == (0, 2) and g.trash_ids() == []


def test_ambassador_revealing_a_card_not_from_the_supply_does_nothing() -> None:
    """Ambassador revealing a card that is not from the Supply (Spoils): nothing is returned and no one gains
    a copy (Ambassador rulings, Dominion Strategy wiki)."""
    g, d = scenario([P(hand=["ambassador", "spoils", "spoils"]), P()], non_supply={"spoils": 15})
    g.play(0, "ambassador")
    assert g.hand(0) == ["spoils", "spoils"] and gained(g) == [] and g.pile_count("spoils") == 15
    d.assert_done()


def test_blockade_card_moved_away_later_blockade_is_discarded() -> None:
    """Blockade's card set aside but moved elsewhere later in the turn: Blockade has nothing left to do and is
    discarded in that Clean-up, Throne Room with it (Seaside 2e FAQ: "If it gets moved, you'll discard Blockade
    during Clean-up")."""
    g, d = scenario([P(hand=["throne-room", "blockade"], deck=["copper"] * 10), P()],
                    ["play:blockade", "gain:silver", "gain:estate"])
    g.play(0, "throne-room")
    z = g.zones
    for u in list(z.of(0, SET_ASIDE)):
        g.move(u, z.code(0, SET_ASIDE), z.code(0, DISCARD))
    g.cleanup(0)
    assert g.in_play(0) == [] and g.zone(0, Zone.SET_ASIDE) == []
    g.start_turn(0)
    assert len(g.hand(0)) == 5
    d.assert_done()


def test_blockade_with_one_of_two_cards_still_aside_stays() -> None:
    """Throne Room on Blockade with one of its two cards moved away: the other is still set aside, so Blockade
    and Throne Room stay in play and that card comes to hand at the next turn."""
    g, d = scenario([P(hand=["throne-room", "blockade"], deck=["copper"] * 10), P()],
                    ["play:blockade", "gain:silver", "gain:estate"])
    g.play(0, "throne-room")
    z = g.zones
    silver = g.find(0, "silver", SET_ASIDE)
    g.move(silver, z.code(0, SET_ASIDE), z.code(0, DISCARD))
    g.cleanup(0)
    assert g.in_play(0) == ["throne-room", "blockade"]
    g.start_turn(0)
    assert "estate" in g.hand(0) and g.zone(0, Zone.SET_ASIDE) == []
    d.assert_done()
