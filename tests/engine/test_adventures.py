"""Adventures: the Kingdom cards, Durations, Reserve cards and Events, from the card texts and the Adventures
rulebook's FAQ."""

from __future__ import annotations

from generator.engine import Game, PlayerLayout, Zone
from generator.engine.types import Phase
from tests.engine.helpers import gained, scenario

P = PlayerLayout


def next_turn(g: Game, p: int) -> None:
    """Clean up ``p``'s turn and start their next one (skipping the other players)."""
    g.cleanup(p)
    g.start_turn(p)


# -- Reserve cards -------------------------------------------------------------------------------------------
def test_coin_of_the_realm_goes_to_the_mat_and_is_called_after_an_action() -> None:
    """Coin of the Realm: $1 and onto the Tavern mat; called directly after an Action resolves: +2 Actions, and
    it is then in play (Adventures FAQ)."""
    g, d = scenario([P(hand=["coin-of-the-realm"]), P()], phase="buy")
    g.play(0, "coin-of-the-realm")
    assert g.turn.coins == 1 and g.zone(0, Zone.TAVERN) == ["coin-of-the-realm"] and g.in_play(0) == []
    g2, d2 = scenario([P(hand=["village"], deck=["copper"], tavern=["coin-of-the-realm"]), P()],
                      ["call:coin-of-the-realm"])
    g2.play(0, "village")
    assert g2.turn.actions == 4 and g2.in_play(0) == ["village", "coin-of-the-realm"] and g2.turn.coins == 0
    d.assert_done()
    d2.assert_done()


def test_coin_of_the_realm_is_not_offered_after_a_treasure() -> None:
    """Coin of the Realm is called only after an Action, never after a Treasure."""
    g, d = scenario([P(hand=["copper"], tavern=["coin-of-the-realm"]), P()], [], phase="buy")
    g.play(0, "copper")
    assert g.zone(0, Zone.TAVERN) == ["coin-of-the-realm"]
    d.assert_done()


def test_royal_carriage_replays_the_action_still_in_play() -> None:
    """Royal Carriage: +1 Action and onto the mat; called after an Action still in play, it replays it."""
    g, d = scenario([P(hand=["royal-carriage", "smithy"], deck=["copper"] * 7), P()], ["call:royal-carriage"])
    g.play(0, "royal-carriage")
    assert g.turn.actions == 1 and g.zone(0, Zone.TAVERN) == ["royal-carriage"]
    g.play(0, "smithy")
    assert len(g.hand(0)) == 6 and g.in_play(0) == ["smithy", "royal-carriage"]
    d.assert_done()


def test_royal_carriage_cannot_replay_a_card_that_left_play() -> None:
    """Royal Carriage is not offered after an Action that trashed itself (a Raze trashing itself)."""
    g, d = scenario([P(hand=["raze"], deck=["copper", "copper"], tavern=["royal-carriage"]), P()], [])
    g.play(0, "raze")
    assert g.zone(0, Zone.TAVERN) == ["royal-carriage"] and g.trash_ids() == ["raze"]
    d.assert_done()


def test_guide_called_discards_the_hand_and_draws_five() -> None:
    """Guide: +1 Card +1 Action, onto the mat; called at the start of your turn: discard your hand, draw 5."""
    g, d = scenario([P(hand=["guide"], deck=["copper"] * 10 + ["estate"]), P()], ["call:guide"])
    g.play(0, "guide")
    assert g.hand(0) == ["estate"] and g.turn.actions == 1 and g.zone(0, Zone.TAVERN) == ["guide"]
    next_turn(g, 0)
    assert g.hand(0) == ["copper"] * 5 and g.in_play(0) == ["guide"] and g.discard(0).count("copper") == 5
    d.assert_done()


def test_ratcatcher_called_trashes_a_card_from_hand() -> None:
    """Ratcatcher: +1 Card +1 Action, onto the mat; called at the start of your turn: trash a card from hand."""
    g, d = scenario([P(hand=["ratcatcher"], deck=["estate"] + ["copper"] * 5), P()],
                    ["call:ratcatcher", "trash:estate"])
    g.play(0, "ratcatcher")
    g.cleanup(0)
    g.players[0].marks.clear()
    g.start_turn(0)
    assert g.trash_ids() == ["estate"] and g.in_play(0) == ["ratcatcher"]
    d.assert_done()


def test_reserve_call_may_be_declined() -> None:
    """Calling a Reserve card is optional: declined, it stays on the Tavern mat."""
    g, d = scenario([P(deck=["copper"] * 5, tavern=["ratcatcher"]), P()], ["done"], kingdom=["ratcatcher"])
    g.start_turn(0)
    assert g.zone(0, Zone.TAVERN) == ["ratcatcher"]
    d.assert_done()


def test_wine_merchant_leaves_the_mat_with_two_coins_unspent() -> None:
    """Wine Merchant: +1 Buy +$4, onto the mat; at the end of your Buy phase with $2 unspent you may discard it."""
    g, d = scenario([P(hand=["wine-merchant"]), P()], ["done"])
    g.play(0, "wine-merchant")
    assert (g.turn.buys, g.turn.coins) == (2, 4) and g.zone(0, Zone.TAVERN) == ["wine-merchant"]
    g2, d2 = scenario([P(tavern=["wine-merchant", "wine-merchant"]), P()], ["buy:silver", "discard:2"],
                      kingdom=["wine-merchant"], coins=5)
    g2.loop.buy_phase(0)
    assert g2.discard(0) == ["silver", "wine-merchant", "wine-merchant"] and g2.zone(0, Zone.TAVERN) == []
    d2.assert_done()


def test_wine_merchant_stays_with_less_than_two_coins() -> None:
    """With less than $2 unspent at the end of the Buy phase, Wine Merchant stays on the mat."""
    g, d = scenario([P(tavern=["wine-merchant"]), P()], ["buy:silver"], kingdom=["wine-merchant"], coins=4)
    g.loop.buy_phase(0)
    assert g.zone(0, Zone.TAVERN) == ["wine-merchant"]
    d.assert_done()


def test_distant_lands_is_worth_four_only_on_the_mat() -> None:
    """Distant Lands: played, it goes onto the Tavern mat; worth 4 VP there at the end of the game, else 0."""
    g, _ = scenario([P(hand=["distant-lands", "distant-lands"]), P()])
    g.play(0, "distant-lands")
    assert g.zone(0, Zone.TAVERN) == ["distant-lands"] and g.score(0) == 4


def test_miser_puts_copper_on_the_mat_then_counts_it() -> None:
    """Miser: put a Copper from hand on the Tavern mat, or +$1 per Copper on the mat."""
    g, d = scenario([P(hand=["miser", "miser", "copper"], tavern=["copper"]), P()],
                    ["mode:copper", "mode:coins"], actions=2)
    g.play(0, "miser")
    assert g.zone(0, Zone.TAVERN) == ["copper", "copper"] and g.hand(0) == ["miser"]
    g.play(0, "miser")
    assert g.turn.coins == 2
    d.assert_done()


def test_teacher_moves_a_token_to_a_pile_without_tokens() -> None:
    """Teacher called: move a +1 token to an Action Supply pile you have no tokens on; playing a card from it
    then gives that bonus."""
    g, d = scenario([P(deck=["copper"] * 6, tavern=["teacher"], hand=[]), P()],
                    ["call:teacher", "token:+action", "pile:village"], supply={"village": 10, "smithy": 10},
                    kingdom=["village", "peasant"])
    g.start_turn(0)
    assert g.players[0].pile_tokens == {"+action": "village"}
    d.assert_done()


# -- Kingdom cards -------------------------------------------------------------------------------------------
def test_lost_city_draws_two_and_others_draw_when_gained() -> None:
    """Lost City: +2 Cards +2 Actions; when you gain it (bought or not), each other player draws a card."""
    g, _ = scenario([P(hand=["lost-city"], deck=["copper", "copper"]), P(deck=["gold"]), P(deck=["silver"])],
                    supply={"lost-city": 10})
    g.play(0, "lost-city")
    assert g.hand(0) == ["copper", "copper"] and g.turn.actions == 2
    g.gain(0, "lost-city")
    assert g.hand(1) == ["gold"] and g.hand(2) == ["silver"]


def test_magpie_takes_a_treasure_or_gains_a_magpie() -> None:
    """Magpie: +1 Card +1 Action; a revealed Treasure goes to hand; an Action or Victory card stays and gains a
    Magpie (Adventures FAQ)."""
    g, _ = scenario([P(hand=["magpie", "magpie"], deck=["estate", "copper", "silver", "copper"]), P()],
                    supply={"magpie": 10}, actions=2)
    g.play(0, "magpie")
    assert g.hand(0) == ["magpie", "copper", "silver"]
    g.play(0, "magpie")
    assert g.zones.ids(g.zones.decks[0]) == ["estate"] and g.discard(0) == ["magpie"]


def test_port_buy_gains_another_but_gaining_does_not() -> None:
    """Port: +1 Card +2 Actions; buying it gains another Port; gaining it otherwise does not (12 in the pile)."""
    g, _ = scenario([P(hand=["port"], deck=["copper"]), P()], supply={"port": 12}, coins=4)
    g.play(0, "port")
    assert g.turn.actions == 2 and g.hand(0) == ["copper"]
    g.turn.phase = Phase.BUY
    g.buy(0, "port")
    assert g.discard(0) == ["port", "port"] and g.pile_count("port") == 10
    g.gain(0, "port")
    assert g.pile_count("port") == 9


def test_ranger_draws_five_every_other_play() -> None:
    """Ranger: +1 Buy; the Journey token starts face up, so the first Ranger turns it down (no cards), the
    second turns it up: +5 Cards."""
    g, _ = scenario([P(hand=["ranger", "ranger"], deck=["copper"] * 5), P()], actions=2)
    g.play(0, "ranger")
    assert g.hand(0) == ["ranger"] and g.turn.buys == 2
    g.play(0, "ranger")
    assert g.hand(0) == ["copper"] * 5 and g.turn.buys == 3


def test_giant_attacks_only_when_the_token_turns_face_up() -> None:
    """Giant: face down +$1; face up +$5 and each other player trashes a revealed $3-$6 card, or discards it and
    gains a Curse."""
    g, _ = scenario([P(hand=["giant", "giant"]), P(deck=["estate", "silver"])], actions=2)
    g.play(0, "giant")
    assert g.turn.coins == 1 and g.trash_ids() == []
    g.play(0, "giant")
    assert g.turn.coins == 6 and g.trash_ids() == ["silver"]
    g.players[0].marks["journey"] = False
    g.turn.actions = 1
    g.zones.move(g.find(0, "giant", 3), g.zones.code(0, 3), g.zones.code(0, 0))
    g.play(0, "giant")
    assert g.discard(1) == ["estate", "curse"]


def test_raze_trashing_an_estate_looks_at_two() -> None:
    """Raze: +1 Action; trash an Estate ($2): look at 2 cards, one to hand, the other discarded (Adventures FAQ)."""
    g, d = scenario([P(hand=["raze", "estate"], deck=["copper", "gold", "silver"]), P()],
                    ["trash:estate", "take:gold"])
    g.play(0, "raze")
    assert g.hand(0) == ["gold"] and g.discard(0) == ["silver"] and g.trash_ids() == ["estate"]
    assert g.turn.actions == 1
    d.assert_done()


def test_raze_trashing_a_copper_looks_at_nothing() -> None:
    """Raze: trashing a card costing $0 looks at no cards."""
    g, d = scenario([P(hand=["raze", "copper"], deck=["gold"]), P()], ["trash:copper"])
    g.play(0, "raze")
    assert g.hand(0) == [] and g.zones.ids(g.zones.decks[0]) == ["gold"]
    d.assert_done()


def test_relic_puts_minus_card_tokens_and_a_moat_blocks_it() -> None:
    """Relic: $2; each other player's -1 Card token goes on their deck; it is an Attack, so Moat blocks it."""
    g, d = scenario([P(hand=["relic"]), P(deck=["copper"] * 5), P(hand=["moat"])], ["reveal:moat"], phase="buy")
    g.play(0, "relic")
    assert g.turn.coins == 2 and g.players[1].minus_card and not g.players[2].minus_card
    g.draw(1, 5)
    assert len(g.hand(1)) == 4
    d.assert_done()


def test_treasure_trove_gains_gold_and_copper() -> None:
    """Treasure Trove: $2; gain a Gold and a Copper."""
    g, _ = scenario([P(hand=["treasure-trove"]), P()], phase="buy")
    g.play(0, "treasure-trove")
    assert g.turn.coins == 2 and sorted(g.discard(0)) == ["copper", "gold"]


def test_artificer_gains_a_card_costing_exactly_the_discards() -> None:
    """Artificer: +1 Card +1 Action +$1; discard 3 cards, gain a card costing exactly $3 onto your deck."""
    g, d = scenario([P(hand=["artificer", "estate", "estate", "copper"], deck=["curse"]), P()],
                    [["discard:copper", "discard:estate", "discard:estate"], "gain:silver"])
    g.play(0, "artificer")
    assert (g.turn.actions, g.turn.coins) == (1, 1) and g.hand(0) == ["curse"]
    assert g.zones.ids(g.zones.decks[0]) == ["silver"]
    d.assert_done()


def test_storyteller_turns_all_coins_into_cards() -> None:
    """Storyteller: +1 Action +$1; play Treasures, then pay all coins (earlier ones too): +1 Card each."""
    g, d = scenario([P(hand=["storyteller", "silver", "estate"], deck=["copper"] * 6), P()],
                    ["play:silver"], coins=1)
    g.play(0, "storyteller")
    assert g.turn.coins == 0 and g.hand(0).count("copper") == 4 and g.in_play(0) == ["storyteller", "silver"]
    d.assert_done()


def test_hireling_draws_a_card_every_turn_and_stays() -> None:
    """Hireling: +1 Card at the start of each of your turns for the rest of the game; it stays in play."""
    g, _ = scenario([P(hand=["hireling"], deck=["copper"] * 20), P()])
    g.play(0, "hireling")
    next_turn(g, 0)
    assert len(g.hand(0)) == 6
    next_turn(g, 0)
    assert len(g.hand(0)) == 6 and g.in_play(0) == ["hireling"]


# -- Durations -----------------------------------------------------------------------------------------------
def test_amulet_chooses_now_and_next_turn() -> None:
    """Amulet: choose +$1, trashing a card, or a Silver now and again at the start of your next turn."""
    g, d = scenario([P(hand=["amulet", "estate"], deck=["copper"] * 10), P()], ["mode:trash", "mode:silver"])
    g.play(0, "amulet")
    assert g.trash_ids() == ["estate"]
    next_turn(g, 0)
    assert gained(g) == [(0, "silver", "supply", "discard")] and g.in_play(0) == ["amulet"]
    d.assert_done()


def test_dungeon_sifts_now_and_next_turn() -> None:
    """Dungeon: +1 Action; now and at the start of your next turn, +2 Cards then discard 2."""
    g, d = scenario([P(hand=["dungeon"], deck=["copper"] * 10 + ["estate", "curse"]), P()],
                    [["discard:copper", "discard:copper"]])
    g.play(0, "dungeon")
    assert g.hand(0) == [] and g.discard(0) == ["curse", "estate"]
    next_turn(g, 0)
    assert len(g.hand(0)) == 5
    d.assert_done()


def test_gear_keeps_up_to_two_cards_for_next_turn() -> None:
    """Gear: +2 Cards; up to 2 cards set aside come into the hand at the start of your next turn."""
    g, d = scenario([P(hand=["gear", "gold"], deck=["copper"] * 5 + ["silver", "estate"]), P()],
                    [["set-aside:gold", "set-aside:silver"]])
    g.play(0, "gear")
    assert g.zone(0, Zone.SET_ASIDE) == ["gold", "silver"]
    next_turn(g, 0)
    assert sorted(g.hand(0)) == ["copper"] * 5 + ["gold", "silver"] and g.in_play(0) == ["gear"]
    d.assert_done()


def test_gear_setting_aside_nothing_is_discarded_this_turn() -> None:
    """Gear setting nothing aside has nothing to do next turn: it is discarded in this Clean-up."""
    g, d = scenario([P(hand=["gear"], deck=["copper"] * 7), P()], [[]])
    g.play(0, "gear")
    g.cleanup(0)
    assert g.in_play(0) == []
    d.assert_done()


def test_caravan_guard_played_against_an_attack() -> None:
    """Caravan Guard: when another player plays an Attack you may play it: +1 Card, then +$1 at the start of
    your next turn; its +1 Action does nothing on their turn (Adventures FAQ)."""
    g, d = scenario([P(hand=["militia"]), P(hand=["caravan-guard", "copper", "copper", "copper", "copper"],
                                             deck=["silver"] + ["copper"] * 5)],
                    ["play:caravan-guard", ["discard:copper", "discard:copper"]])
    g.play(0, "militia")
    assert g.in_play(1) == ["caravan-guard"] and len(g.hand(1)) == 3 and g.turn.actions == 0
    g.cleanup(0)
    assert g.in_play(1) == ["caravan-guard"]
    g.start_turn(1)
    assert g.turn.coins == 1
    d.assert_done()


def test_bridge_troll_gives_minus_coin_buys_and_cheaper_cards() -> None:
    """Bridge Troll: others take their -$1 token; +1 Buy now and next turn; cards cost $1 less on your turns
    while it is in play."""
    g, _ = scenario([P(hand=["bridge-troll"], deck=["copper"] * 10), P(hand=["silver"], deck=["copper"] * 5)])
    g.play(0, "bridge-troll")
    assert g.players[1].minus_coin and g.turn.buys == 2 and g.cost_of("gold").coins == 5
    next_turn(g, 0)
    assert g.turn.buys == 2 and g.cost_of("gold").coins == 5 and g.cost_of("copper").coins == 0


def test_haunted_woods_puts_a_buyers_hand_on_the_deck() -> None:
    """Haunted Woods: until your next turn, another player buying a card puts their hand onto their deck in the
    order they choose (the first chosen ends on top); at the start of your next turn, +3 Cards."""
    g, d = scenario([P(hand=["haunted-woods"], deck=["copper"] * 10), P(hand=["estate", "duchy"])],
                    ["top:duchy"], kingdom=["haunted-woods"])
    g.play(0, "haunted-woods")
    g.cleanup(0)
    g.start_turn(1)
    g.turn.coins = 3
    g.turn.phase = Phase.BUY
    g.buy(1, "silver")
    assert g.hand(1) == [] and g.zones.ids(g.zones.decks[1]) == ["estate", "duchy"]
    d.assert_done()
    g.cleanup(1)
    g.start_turn(0)
    assert len(g.hand(0)) == 8


def test_swamp_hag_gives_a_curse_per_card_bought() -> None:
    """Swamp Hag: until your next turn, another player gains a Curse with each card they buy; +$3 next turn."""
    g, _ = scenario([P(hand=["swamp-hag"], deck=["copper"] * 10), P()], kingdom=["swamp-hag"])
    g.play(0, "swamp-hag")
    g.cleanup(0)
    g.start_turn(1)
    g.turn.coins, g.turn.buys = 6, 2
    g.turn.phase = Phase.BUY
    g.buy(1, "silver")
    g.buy(1, "silver")
    assert sorted(g.discard(1)) == ["curse", "curse", "silver", "silver"]
    g.gain(1, "copper")
    assert g.discard(1).count("curse") == 2
    g.cleanup(1)
    g.start_turn(0)
    assert g.turn.coins == 3


# -- Events -------------------------------------------------------------------------------------------------
def test_alms_gains_only_without_treasures_in_play() -> None:
    """Alms: once per turn, with no Treasures in play, gain a card costing up to $4."""
    g, d = scenario([P(), P()], ["gain:silver"], events=["alms"], phase="buy", buys=2)
    g.buy(0, "alms")
    assert g.discard(0) == ["silver"] and not g.can_buy(0, "alms")
    d.assert_done()


def test_borrow_gives_a_coin_once_and_the_next_draw_is_short() -> None:
    """Borrow: +1 Buy; the -1 Card token goes on your deck and +$1; the next hand is one card short."""
    g, _ = scenario([P(deck=["copper"] * 10), P()], events=["borrow"], phase="buy")
    g.buy(0, "borrow")
    assert (g.turn.buys, g.turn.coins) == (1, 1) and g.players[0].minus_card
    g.cleanup(0)
    assert len(g.hand(0)) == 4


def test_quest_discards_two_curses_for_a_gold() -> None:
    """Quest: discard two Curses to gain a Gold."""
    g, d = scenario([P(hand=["curse", "curse", "copper"]), P()], ["mode:curses"], events=["quest"], phase="buy")
    g.buy(0, "quest")
    assert g.discard(0) == ["curse", "curse", "gold"] and g.hand(0) == ["copper"]
    d.assert_done()


def test_quest_six_cards_with_fewer_discards_all_and_gains_nothing() -> None:
    """Quest: choosing six cards with fewer in hand discards them all and gains no Gold (Adventures FAQ)."""
    g, d = scenario([P(hand=["copper", "estate"]), P()], ["mode:six"], events=["quest"], phase="buy")
    g.buy(0, "quest")
    assert g.hand(0) == [] and gained(g) == []
    d.assert_done()


def test_save_returns_the_card_after_the_next_hand() -> None:
    """Save: +1 Buy; a card set aside from hand comes back after the next hand is drawn."""
    g, d = scenario([P(hand=["gold"], deck=["copper"] * 5), P()], [], events=["save"],
                    phase="buy", coins=1)
    g.buy(0, "save")
    g.cleanup(0)
    assert sorted(g.hand(0)) == ["copper"] * 5 + ["gold"]
    d.assert_done()


def test_scouting_party_discards_three_of_five() -> None:
    """Scouting Party: +1 Buy; look at 5, discard 3, put the other 2 back in the order you pick."""
    g, d = scenario([P(deck=["copper", "estate", "estate", "gold", "silver"]), P()],
                    [["discard:copper", "discard:estate", "discard:estate"], "top:gold"],
                    events=["scouting-party"], phase="buy", coins=2)
    g.buy(0, "scouting-party")
    assert g.zones.ids(g.zones.decks[0]) == ["silver", "gold"] and g.turn.buys == 1
    d.assert_done()


def test_travelling_fair_may_topdeck_gains() -> None:
    """Travelling Fair: +2 Buys; the cards you gain this turn may go onto your deck."""
    g, d = scenario([P(), P()], ["topdeck:travelling-fair"], events=["travelling-fair"], phase="buy", coins=5)
    g.buy(0, "travelling-fair")
    assert g.turn.buys == 2
    g.buy(0, "silver")
    assert g.zones.ids(g.zones.decks[0]) == ["silver"]
    d.assert_done()


def test_bonfire_trashes_cards_in_play_keeping_their_coins() -> None:
    """Bonfire: trash up to 2 cards you have in play; the coins they made stay (Adventures FAQ)."""
    g, d = scenario([P(in_play=["copper", "copper", "silver"]), P()], [["trash:copper", "trash:copper"]],
                    events=["bonfire"], phase="buy", coins=5)
    g.buy(0, "bonfire")
    assert g.trash_ids() == ["copper", "copper"] and g.turn.coins == 2
    d.assert_done()


def test_expedition_adds_two_cards_to_the_next_hand() -> None:
    """Expedition: draw 2 extra cards for your next hand, cumulatively."""
    g, _ = scenario([P(deck=["copper"] * 12), P()], events=["expedition"], phase="buy", coins=6, buys=2)
    g.buy(0, "expedition")
    g.buy(0, "expedition")
    g.cleanup(0)
    assert len(g.hand(0)) == 9


def test_ferry_makes_a_pile_cheaper_on_your_turns_only() -> None:
    """Ferry: the -$2 cost token makes its pile's cards cost $2 less on your turns, not on other players'."""
    g, d = scenario([P(deck=["copper"] * 10), P(deck=["copper"] * 5)], ["pile:smithy"], events=["ferry"],
                    phase="buy", coins=3, supply={"smithy": 10, "village": 10})
    g.buy(0, "ferry")
    assert g.cost_of("smithy").coins == 2
    g.cleanup(0)
    g.start_turn(1)
    assert g.cost_of("smithy").coins == 4
    g.cleanup(1)
    g.start_turn(0)
    assert g.cost_of("smithy").coins == 2
    d.assert_done()


def test_plan_lets_a_buyer_trash_from_hand() -> None:
    """Plan: buying a card from the pile with your Trashing token, you may trash a card from your hand."""
    g, d = scenario([P(hand=["estate"]), P()], ["pile:smithy", "trash:plan", "trash:estate"], events=["plan"],
                    phase="buy", coins=7, buys=2, supply={"smithy": 10, "village": 10})
    g.buy(0, "plan")
    g.buy(0, "smithy")
    assert g.trash_ids() == ["estate"] and g.discard(0) == ["smithy"]
    d.assert_done()


def test_mission_gives_a_turn_without_buying_cards() -> None:
    """Mission: if the previous turn was not yours, another turn follows in which you cannot buy cards."""
    g, _ = scenario([P(deck=["copper"] * 10), P()], events=["mission"], phase="buy", coins=4)
    g.turn.previous_player = 1
    g.buy(0, "mission")
    assert g.extra_turns == [(0, None)]
    g.cleanup(0)
    g.start_turn(0)
    g.turn.coins = 4
    assert not g.can_buy(0, "silver") and g.can_buy(0, "mission")


def test_mission_after_your_own_turn_gives_nothing() -> None:
    """Mission bought in a turn that followed your own gives no extra turn."""
    g, _ = scenario([P(), P()], events=["mission"], phase="buy", coins=4)
    g.turn.previous_player = 0
    g.buy(0, "mission")
    assert g.extra_turns == []


def test_pilgrimage_gains_copies_every_other_time() -> None:
    """Pilgrimage: the Journey token turns face down the first time (nothing); face up again, gain a copy each of
    up to 3 differently named cards in play."""
    g, d = scenario([P(in_play=["silver", "silver", "copper"]), P()], [["gain:copper", "gain:silver"]],
                    events=["pilgrimage"], phase="buy", coins=8, buys=2)
    g.buy(0, "pilgrimage")
    assert gained(g) == []
    g.turn.marks.clear()
    g.buy(0, "pilgrimage")
    assert sorted(c for _p, c, _s, _d in gained(g)) == ["copper", "silver"]
    d.assert_done()


def test_ball_takes_the_minus_coin_token_and_gains_two() -> None:
    """Ball: take your -$1 token; gain 2 cards costing up to $4 each."""
    g, d = scenario([P(), P()], ["gain:silver", "gain:silver"], events=["ball"], phase="buy", coins=5)
    g.buy(0, "ball")
    assert g.discard(0) == ["silver", "silver"] and g.players[0].minus_coin


def test_raid_gains_silvers_and_shortens_others_draws() -> None:
    """Raid: a Silver per Silver in play; each other player's -1 Card token goes on their deck."""
    g, _ = scenario([P(in_play=["silver", "silver", "copper"]), P()], events=["raid"], phase="buy", coins=5)
    g.buy(0, "raid")
    assert g.discard(0) == ["silver", "silver"] and g.players[1].minus_card


def test_seaway_gains_an_action_and_moves_plus_buy() -> None:
    """Seaway: gain an Action costing up to $4; your +1 Buy token moves to its pile."""
    g, d = scenario([P(), P()], ["gain:village"], events=["seaway"], phase="buy", coins=5,
                    supply={"village": 10, "smithy": 10})
    g.buy(0, "seaway")
    assert g.discard(0) == ["village"] and g.players[0].pile_tokens == {"+buy": "village"}
    d.assert_done()


def test_trade_gains_a_silver_per_trashed_card() -> None:
    """Trade: trash up to 2 cards from hand, gain a Silver per card trashed."""
    g, d = scenario([P(hand=["estate", "copper", "gold"]), P()], [["trash:copper", "trash:estate"]],
                    events=["trade"], phase="buy", coins=5)
    g.buy(0, "trade")
    assert sorted(g.trash_ids()) == ["copper", "estate"] and g.discard(0) == ["silver", "silver"]
    d.assert_done()


def test_lost_arts_training_pathfinding_move_their_tokens() -> None:
    """Lost Arts, Training and Pathfinding move the +1 Action, +$1 and +1 Card tokens; a card from that pile then
    gives those bonuses first."""
    g, d = scenario([P(hand=["village"], deck=["copper"] * 5), P()], ["pile:village"] * 3,
                    events=["lost-arts", "training", "pathfinding"], phase="buy", coins=20, buys=3,
                    supply={"village": 10, "smithy": 10})
    for e in ("lost-arts", "training", "pathfinding"):
        g.buy(0, e)
    assert g.players[0].pile_tokens == {"+action": "village", "+coin": "village", "+card": "village"}
    g.turn.phase, g.turn.actions, g.turn.coins = Phase.ACTION, 1, 0
    g.play(0, "village")
    assert (g.turn.actions, g.turn.coins, len(g.hand(0))) == (3, 1, 2)
    d.assert_done()


# -- FAQ interactions ----------------------------------------------------------------------------------------
def test_royal_carriage_replaying_a_duration_stays_with_it() -> None:
    """Royal Carriage replaying a Duration (Caravan) stays in play until the Duration leaves (Adventures FAQ)."""
    g, d = scenario([P(hand=["caravan"], deck=["copper"] * 12, tavern=["royal-carriage"]), P()],
                    ["call:royal-carriage"])
    g.play(0, "caravan")
    g.cleanup(0)
    assert g.in_play(0) == ["caravan", "royal-carriage"]
    g.start_turn(0)
    assert len(g.hand(0)) == 7
    g.cleanup(0)
    assert g.in_play(0) == []
    d.assert_done()


def test_royal_carriage_is_called_on_another_players_turn() -> None:
    """Royal Carriage may replay a Caravan Guard played on another player's turn (Dominion Strategy wiki)."""
    g, d = scenario([P(hand=["militia"]), P(hand=["caravan-guard", "copper"], deck=["copper"] * 6,
                                             tavern=["royal-carriage"])],
                    ["play:caravan-guard", "call:royal-carriage"])
    g.play(0, "militia")
    assert g.in_play(1) == ["caravan-guard", "royal-carriage"] and len(g.hand(1)) == 3
    d.assert_done()


def test_coin_of_the_realm_is_called_after_an_action_that_left_play() -> None:
    """Unlike Royal Carriage, Coin of the Realm may be called after an Action that went to the Tavern mat."""
    g, d = scenario([P(hand=["guide"], deck=["copper", "copper"], tavern=["coin-of-the-realm"]), P()],
                    ["call:coin-of-the-realm"])
    g.play(0, "guide")
    assert g.turn.actions == 3 and g.zone(0, Zone.TAVERN) == ["guide"]
    d.assert_done()


def test_throne_room_on_bridge_troll_doubles_buys_not_the_discount() -> None:
    """Throne Room on Bridge Troll: +1 Buy twice now and next turn, but one Bridge Troll in play lowers costs by
    only $1; two Bridge Trolls in play lower them by $2 (Adventures FAQ)."""
    g, d = scenario([P(hand=["throne-room", "bridge-troll"], deck=["copper"] * 12), P()], ["play:bridge-troll"])
    g.play(0, "throne-room")
    assert g.turn.buys == 3 and g.cost_of("gold").coins == 5
    next_turn(g, 0)
    assert g.turn.buys == 3 and g.cost_of("gold").coins == 5
    g2, _ = scenario([P(hand=["bridge-troll", "bridge-troll"]), P()], actions=2)
    g2.play(0, "bridge-troll")
    g2.play(0, "bridge-troll")
    assert g2.cost_of("gold").coins == 4 and g2.cost_of("copper").coins == 0
    d.assert_done()


def test_two_swamp_hags_give_two_curses_and_champion_later_does_not_help() -> None:
    """Two Swamp Hags give two Curses per card bought; a Champion played after them does not stop them
    (Adventures FAQ)."""
    g, _ = scenario([P(hand=["swamp-hag", "swamp-hag"], deck=["copper"] * 10),
                     P(hand=["champion"], deck=["copper"] * 5)], kingdom=["swamp-hag"], actions=2)
    g.play(0, "swamp-hag")
    g.play(0, "swamp-hag")
    g.cleanup(0)
    g.start_turn(1)
    g.play(1, "champion")
    g.turn.coins, g.turn.phase = 3, Phase.BUY
    g.buy(1, "silver")
    assert sorted(g.discard(1)) == ["curse", "curse", "silver"]


def test_moat_blocks_swamp_hag_only_when_it_is_played() -> None:
    """A player who reveals Moat when Swamp Hag is played gains no Curse when buying later (Adventures FAQ)."""
    g, d = scenario([P(hand=["swamp-hag"], deck=["copper"] * 10), P(hand=["moat"], deck=["copper"] * 5)],
                    ["reveal:moat"], kingdom=["swamp-hag"])
    g.play(0, "swamp-hag")
    g.cleanup(0)
    g.start_turn(1)
    g.turn.coins, g.turn.phase = 3, Phase.BUY
    g.buy(1, "silver")
    assert g.discard(1) == ["silver"]
    d.assert_done()


def test_disciple_on_a_duration_stays_with_it() -> None:
    """Disciple playing a Duration twice (Caravan) stays in play as long as it does, and gains a copy."""
    g, d = scenario([P(hand=["disciple", "caravan"], deck=["copper"] * 12), P()], ["play:caravan"],
                    non_supply={"disciple": 5}, supply={"caravan": 10})
    g.play(0, "disciple")
    assert gained(g) == [(0, "caravan", "supply", "discard")]
    g.cleanup(0)
    assert sorted(g.in_play(0)) == ["caravan", "disciple"]
    d.assert_done()


def test_travelling_fair_does_not_apply_to_an_exchange() -> None:
    """Travelling Fair: exchanging a Traveller is not gaining, so the card taken is not offered for the deck."""
    g, d = scenario([P(in_play=["page"], deck=["copper"] * 5), P()], ["exchange:treasure-hunter"],
                    events=["travelling-fair"], phase="buy", coins=2, non_supply={"treasure-hunter": 5},
                    supply={"page": 9},
                    kingdom=["page"])
    g.buy(0, "travelling-fair")
    g.cleanup(0)
    assert "treasure-hunter" in g.discard(0) and g.zones.ids(g.zones.decks[0]) == []
    d.assert_done()


def test_teacher_skips_a_pile_with_your_minus_cost_token() -> None:
    """Teacher may not put a token on a pile holding your -$2 cost token (Adventures FAQ)."""
    g, d = scenario([P(deck=["copper"] * 6, tavern=["teacher"]), P()],
                    ["call:teacher", "token:+buy"], supply={"village": 10, "smithy": 10},
                    kingdom=["village", "smithy", "peasant"])
    g.players[0].pile_tokens["-cost"] = "village"
    g.start_turn(0)
    assert g.players[0].pile_tokens == {"-cost": "village", "+buy": "smithy"}
    d.assert_done()


# -- FAQ rulings (engine review) ------------------------------------------------------------------------------
def test_warrior_discards_before_trashing_so_a_tunnel_still_reacts() -> None:
    """Warrior (Dominion Strategy wiki): the top card is discarded first, then trashed if it costs $3 or $4; a
    discarded Tunnel may be revealed for a Gold before it is trashed."""
    g, d = scenario([P(hand=["warrior"], deck=["copper", "copper"]), P(deck=["tunnel"])], ["reveal:tunnel"],
                    non_supply={"warrior": 5}, supply={"tunnel": 8})
    g.play(0, "warrior")
    assert g.trash_ids() == ["tunnel"] and g.discard(1) == ["gold"]
    d.assert_done()


def test_warrior_does_not_trash_a_card_costing_a_potion() -> None:
    """Warrior FAQ: cards with a Potion in the cost do not cost exactly $3 or $4, so they are only discarded."""
    g, _ = scenario([P(hand=["warrior"], deck=["copper", "copper"]), P(deck=["familiar"])],
                    non_supply={"warrior": 5}, supply={"familiar": 10})
    g.play(0, "warrior")
    assert g.trash_ids() == [] and g.discard(1) == ["familiar"]


def test_warrior_counts_every_traveller_in_play() -> None:
    """Warrior FAQ: with a Peasant, a Fugitive and the Warrior in play, each other player discards (and maybe
    trashes) three cards, one at a time."""
    g, _ = scenario([P(hand=["warrior"], in_play=["peasant", "fugitive"], deck=["copper", "copper"]),
                     P(deck=["estate", "silver", "village", "gold"])], non_supply={"warrior": 5},
                    supply={"village": 10})
    g.play(0, "warrior")
    assert sorted(g.trash_ids()) == ["silver", "village"] and g.discard(1) == ["gold"]
    assert g.zones.ids(g.zones.decks[1]) == ["estate"]


def test_royal_carriage_on_hireling_stays_in_play_for_good() -> None:
    """Royal Carriage FAQ: replaying a Duration, it stays in play until the Duration is discarded from play, so
    with a Hireling (which stays for the rest of the game) it stays too, and two extra cards come every turn."""
    g, d = scenario([P(hand=["hireling"], deck=["copper"] * 30, tavern=["royal-carriage"]), P()],
                    ["call:royal-carriage"])
    g.play(0, "hireling")
    for _ in range(3):
        next_turn(g, 0)
        assert len(g.hand(0)) == 7 and sorted(g.in_play(0)) == ["hireling", "royal-carriage"]
    d.assert_done()


def test_lost_arts_may_put_its_token_on_an_empty_pile() -> None:
    """Adventures tokens (rulebook): tokens may be placed on empty piles and still work there; a Village played
    from hand with the +1 Action token on the empty Village pile gives its extra Action."""
    g, d = scenario([P(hand=["village"], deck=["copper"] * 5), P()], ["pile:village"], events=["lost-arts"],
                    phase="buy", coins=6, supply={"village": 0, "smithy": 10})
    g.buy(0, "lost-arts")
    assert g.players[0].pile_tokens == {"+action": "village"}
    g.turn.phase, g.turn.actions = Phase.ACTION, 1
    g.play(0, "village")
    assert g.turn.actions == 3
    d.assert_done()


def test_teacher_offers_empty_action_piles_but_not_other_piles() -> None:
    """Teacher: the token goes to an Action Supply pile, an empty one too (Adventures rulebook); never to a
    non-Action pile such as Estates."""
    g, d = scenario([P(deck=["copper"] * 6, tavern=["teacher"]), P()], ["call:teacher", "token:+card", "pile:village"],
                    supply={"village": 0, "smithy": 10}, kingdom=["village", "smithy", "peasant"])
    g.start_turn(0)
    assert g.players[0].pile_tokens == {"+card": "village"}
    assert sorted(d.asked[-1].ids()) == ["pile:smithy", "pile:village"]
    d.assert_done()


def test_disciple_plays_a_non_supply_action_twice_but_gains_no_copy() -> None:
    """Disciple FAQ: a non-Supply Action such as Fugitive is played twice, but no copy of it is gained."""
    g, d = scenario([P(hand=["disciple", "fugitive", "estate", "estate"], deck=["copper"] * 4), P()],
                    ["play:fugitive", "discard:estate", "discard:estate"],
                    non_supply={"disciple": 5, "fugitive": 5})
    g.play(0, "disciple")
    assert gained(g) == [] and g.turn.actions == 2 and g.hand(0) == ["copper"] * 4
    d.assert_done()


def test_disciple_on_soldier_gets_no_extra_coin() -> None:
    """Soldier FAQ: it counts Attacks in play, not Attacks played; Disciple playing it twice gives $2 twice."""
    g, d = scenario([P(hand=["disciple", "soldier"]), P()], ["play:soldier"],
                    non_supply={"disciple": 5, "soldier": 5})
    g.play(0, "disciple")
    assert g.turn.coins == 4
    d.assert_done()


def test_soldier_counts_a_duration_attack_from_last_turn() -> None:
    """Soldier FAQ: a Duration Attack played on the previous turn is an Attack in play and counts."""
    g, _ = scenario([P(hand=["soldier"], in_play=["swamp-hag"]), P()], non_supply={"soldier": 5})
    g.play(0, "soldier")
    assert g.turn.coins == 3


def test_disciple_on_hireling_draws_two_a_turn_and_stays() -> None:
    """Hireling FAQ: Disciple playing Hireling twice gives two extra cards each turn and stays in play for the
    rest of the game."""
    g, d = scenario([P(hand=["disciple", "hireling"], deck=["copper"] * 30), P()], ["play:hireling"],
                    non_supply={"disciple": 5}, supply={"hireling": 10})
    g.play(0, "disciple")
    for _ in range(2):
        next_turn(g, 0)
        assert len(g.hand(0)) == 7 and sorted(g.in_play(0)) == ["disciple", "hireling"]
    d.assert_done()


def test_relic_answered_by_caravan_guard_draws_first() -> None:
    """Relic FAQ: it is an Attack though not an Action; a player answering with Caravan Guard plays it, drawing a
    whole card, and only then puts their -1 Card token on their deck."""
    g, d = scenario([P(hand=["relic"]), P(hand=["caravan-guard"], deck=["copper", "silver"])],
                    ["play:caravan-guard"], phase="buy")
    g.play(0, "relic")
    assert g.hand(1) == ["silver"] and g.players[1].minus_card and g.in_play(1) == ["caravan-guard"]
    d.assert_done()


def test_caravan_guard_answers_a_giant_that_only_gives_a_coin() -> None:
    """Giant FAQ: players may respond to Giant being played (Caravan Guard) even when it only gives +$1."""
    g, d = scenario([P(hand=["giant"]), P(hand=["caravan-guard"], deck=["copper"] * 3)], ["play:caravan-guard"])
    g.play(0, "giant")
    assert g.turn.coins == 1 and g.in_play(1) == ["caravan-guard"] and g.hand(1) == ["copper"]
    d.assert_done()


def test_giant_does_not_trash_a_card_costing_a_potion() -> None:
    """Giant FAQ: a card with a Potion in its cost does not cost $3 to $6: it is discarded and a Curse gained."""
    g, _ = scenario([P(hand=["giant"]), P(deck=["familiar"])], supply={"familiar": 10})
    g.players[0].marks["journey"] = False
    g.play(0, "giant")
    assert g.turn.coins == 5 and g.trash_ids() == [] and g.discard(1) == ["familiar", "curse"]


def test_messenger_put_deck_into_discard_is_not_discarding() -> None:
    """Messenger FAQ: putting your deck into your discard pile is optional and is not discarding (no Tunnel)."""
    g, d = scenario([P(hand=["messenger"], deck=["tunnel", "copper"]), P()], ["yes"], supply={"tunnel": 8})
    g.play(0, "messenger")
    assert (g.turn.buys, g.turn.coins) == (2, 2) and sorted(g.discard(0)) == ["copper", "tunnel"]
    assert gained(g) == []
    d.assert_done()


def test_messenger_gives_nothing_to_players_when_the_pile_runs_out() -> None:
    """Messenger FAQ: each other player in turn order gains a copy; once the pile runs out, later players get
    nothing."""
    g, d = scenario([P(), P(), P()], ["gain:village"], supply={"messenger": 10, "village": 2}, coins=4,
                    phase="buy")
    g.buy(0, "messenger")
    assert sorted(g.discard(0)) == ["messenger", "village"] and g.discard(1) == ["village"] and g.discard(2) == []
    d.assert_done()


def test_duplicate_may_copy_a_card_gained_on_another_turn_from_messenger() -> None:
    """Duplicate FAQ: it may be called on other players' turns; a player Duplicates the Estate another player's
    Messenger gave them."""
    g, d = scenario([P(), P(tavern=["duplicate"])], ["gain:estate", "call:duplicate"],
                    supply={"messenger": 10}, coins=4, phase="buy")
    g.buy(0, "messenger")
    assert g.discard(1) == ["estate", "estate"] and g.in_play(1) == ["duplicate"]
    d.assert_done()


def test_transmogrify_with_an_empty_hand_gains_nothing() -> None:
    """Transmogrify FAQ: with no card to trash you gain nothing; trashing one, the card gained (up to $1 more,
    the same card allowed) goes into your hand."""
    g, d = scenario([P(tavern=["transmogrify"]), P()], ["call:transmogrify"], kingdom=["transmogrify"])
    g.start_turn(0)
    assert gained(g) == [] and g.in_play(0) == ["transmogrify"]
    d.assert_done()
    g2, d2 = scenario([P(hand=["silver"], tavern=["transmogrify"]), P()],
                      ["call:transmogrify", "gain:silver"], kingdom=["transmogrify"])
    g2.start_turn(0)
    assert g2.trash_ids() == ["silver"] and g2.hand(0) == ["silver"]
    assert gained(g2) == [(0, "silver", "supply", "hand")]
    d2.assert_done()


def test_swamp_hag_and_haunted_woods_ignore_events() -> None:
    """Swamp Hag and Haunted Woods FAQ: buying an Event is not buying a card, so neither is triggered."""
    g, _ = scenario([P(hand=["swamp-hag", "haunted-woods"], deck=["copper"] * 10), P(hand=["estate"])],
                    kingdom=["swamp-hag", "haunted-woods"], events=["borrow"], actions=2)
    g.play(0, "swamp-hag")
    g.play(0, "haunted-woods")
    g.cleanup(0)
    g.start_turn(1)
    g.turn.phase = Phase.BUY
    g.buy(1, "borrow")
    assert "curse" not in g.discard(1) and g.hand(1) == ["estate"]


def test_swamp_hag_then_an_extra_turn_never_affects_the_others() -> None:
    """Swamp Hag FAQ: played before an extra turn (Mission), it gives +$3 at the start of that turn and is
    discarded then, so the other players are never affected."""
    g, _ = scenario([P(hand=["swamp-hag"], deck=["copper"] * 20), P(deck=["copper"] * 5)],
                    kingdom=["swamp-hag"], events=["mission"])
    g.turn.previous_player = 1
    g.play(0, "swamp-hag")
    g.turn.phase, g.turn.coins = Phase.BUY, 4
    g.buy(0, "mission")
    g.cleanup(0)
    g.start_turn(0)
    assert g.turn.coins == 3
    g.cleanup(0)
    assert g.in_play(0) == []
    g.start_turn(1)
    g.turn.phase, g.turn.coins = Phase.BUY, 3
    g.buy(1, "silver")
    assert g.discard(1) == ["silver"]


def test_expedition_adds_to_an_outposts_three_cards() -> None:
    """Expedition FAQ: with Outpost played, Expedition adds its 2 cards to the base of 3: 5 cards."""
    g, _ = scenario([P(hand=["outpost"], deck=["copper"] * 12), P()], events=["expedition"], coins=3,
                    supply={"outpost": 10})
    g.turn.previous_player = 1
    g.play(0, "outpost")
    g.turn.phase = Phase.BUY
    g.buy(0, "expedition")
    g.cleanup(0)
    assert len(g.hand(0)) == 5


def test_magpie_revealing_a_harem_takes_it_and_gains_a_magpie() -> None:
    """Magpie FAQ: a Harem is both a Treasure and a Victory card: it goes into your hand and you gain a Magpie."""
    g, _ = scenario([P(hand=["magpie"], deck=["harem", "copper"]), P()], supply={"magpie": 10, "harem": 8})
    g.play(0, "magpie")
    assert g.hand(0) == ["copper", "harem"] and g.discard(0) == ["magpie"]


def test_raze_with_bridge_troll_in_play_looks_at_one_card_for_an_estate() -> None:
    """Bridge Troll FAQ: with it in play, Raze trashing an Estate (now $1) looks at only one card."""
    g, d = scenario([P(hand=["bridge-troll", "raze", "estate"], deck=["gold", "silver"]), P()],
                    ["trash:estate"], actions=2)
    g.play(0, "bridge-troll")
    g.play(0, "raze")
    assert g.hand(0) == ["silver"] and g.zones.ids(g.zones.decks[0]) == ["gold"]
    d.assert_done()


def test_artificer_discarding_nothing_may_gain_a_zero_cost_card_or_nothing() -> None:
    """Artificer FAQ: discarding no cards you may gain a card costing $0; the gain is always optional."""
    g, d = scenario([P(hand=["artificer", "estate"], deck=["silver"]), P()], [[], "gain:copper"])
    g.play(0, "artificer")
    assert g.zones.ids(g.zones.decks[0]) == ["copper"]
    d.assert_done()
    g2, d2 = scenario([P(hand=["artificer", "estate"], deck=["silver"]), P()], [[], []])
    g2.play(0, "artificer")
    assert gained(g2) == [] and g2.hand(0) == ["estate", "silver"]
    d2.assert_done()


def test_storyteller_keeps_potions() -> None:
    """Storyteller FAQ: Potions are not coins: they are not paid and draw nothing."""
    g, d = scenario([P(hand=["storyteller", "potion"], deck=["copper"] * 5), P()], ["play:potion"],
                    supply={"potion": 16})
    g.play(0, "storyteller")
    assert g.turn.potions == 1 and g.turn.coins == 0 and g.hand(0) == ["copper"]
    d.assert_done()


def test_treasure_hunter_counts_every_card_gained_not_only_bought() -> None:
    """Treasure Hunter FAQ: the player to your right gaining a Silver with Amulet and buying a Duchy gives you two
    Silvers."""
    g, d = scenario([P(hand=["treasure-hunter"]), P(hand=["amulet"], deck=["copper"] * 10)], ["mode:silver"],
                    non_supply={"treasure-hunter": 5})
    g.start_turn(1)
    g.play(1, "amulet")
    g.turn.phase, g.turn.coins = Phase.BUY, 5
    g.buy(1, "duchy")
    g.cleanup(1)
    g.start_turn(0)
    g.play(0, "treasure-hunter")
    assert g.discard(0) == ["silver", "silver"] and (g.turn.actions, g.turn.coins) == (1, 1)
    d.assert_done()


def test_treasure_hunter_ignores_cards_gained_on_other_players_turns() -> None:
    """Treasure Hunter counts the cards the player to your right gained in their own last turn: a Curse they got
    from your Witch during your turn does not count."""
    g, d = scenario([P(hand=["witch", "treasure-hunter"], deck=["copper"] * 4), P(deck=["copper"] * 10)], [],
                    non_supply={"treasure-hunter": 5}, kingdom=["witch"])
    g.play(0, "witch")
    assert g.discard(1) == ["curse"]
    g.start_turn(1)
    g.cleanup(1)
    g.start_turn(0)
    g.play(0, "treasure-hunter")
    assert "silver" not in g.discard(0) and (g.turn.actions, g.turn.coins) == (1, 1)
    d.assert_done()


def test_inherited_card_gets_the_bonus_of_your_token_on_its_pile() -> None:
    """Inheritance (current text, 2022 FAQ): if the set-aside card is from a pile with your +1 Action (or similar)
    token, an Estate playing it gives that bonus too."""
    g, d = scenario([P(hand=["estate"]), P()], ["inherit:nomad-camp"],
                    supply={"nomad-camp": 10, "lurker": 10}, events=["inheritance"], coins=7)
    g.buy(0, "inheritance")
    g.players[0].pile_tokens["+action"] = "nomad-camp"
    g.players[0].pile_tokens["+coin"] = "nomad-camp"
    g.turn.actions = 1
    g.play(0, "estate")
    assert g.turn.actions == 1 and g.turn.coins == 3
    d.assert_done()


def test_estate_playing_an_inherited_duration_stays_in_play_until_it_is_done() -> None:
    """Inheritance (current text, 2022 FAQ): the Estate stays in play until the Clean-up of the turn the Duration it
    played would have left play; the set-aside card never moves (a Reserve one does not go to the Tavern mat)."""
    g, d = scenario([P(hand=["estate"], deck=["copper"] * 10), P(deck=["copper"] * 10)],
                    ["inherit:amulet", "mode:coin", "mode:coin"], supply={"amulet": 10, "lurker": 10},
                    events=["inheritance"], coins=7)
    g.buy(0, "inheritance")
    g.turn.actions = 1
    g.play(0, "estate")
    g.cleanup(0)
    assert g.in_play(0) == ["estate"]
    g.start_turn(1)
    g.cleanup(1)
    g.start_turn(0)
    assert g.turn.coins == 1 and g.in_play(0) == ["estate"]
    g.cleanup(0)
    assert g.in_play(0) == [] and "estate" in g.discard(0)
    d.assert_done()
    g2, d2 = scenario([P(hand=["estate"], deck=["copper"] * 3), P()], ["inherit:ratcatcher"],
                      supply={"ratcatcher": 10, "lurker": 10}, events=["inheritance"], coins=7)
    g2.buy(0, "inheritance")
    g2.turn.actions = 1
    g2.play(0, "estate")
    assert g2.turn.actions == 1 and g2.hand(0) == ["copper"] and g2.zone(0, Zone.TAVERN) == []
    assert g2.in_play(0) == ["estate"]
    d2.assert_done()


def test_mission_2023_errata_may_be_bought_twice_but_gives_one_turn() -> None:
    """Mission (2023 errata, FAQ): no longer once per turn; bought twice, the second fails (no 3rd turn in a
    row). The first printing could be bought only once per turn."""
    g, _ = scenario([P(deck=["copper"] * 10), P()], events=["mission"], phase="buy", coins=8, buys=2)
    g.turn.previous_player = 1
    g.buy(0, "mission")
    assert g.can_buy(0, "mission")
    g.buy(0, "mission")
    assert g.extra_turns == [(0, None)]
    old, _ = scenario([P(deck=["copper"] * 10), P()], events=["mission"], phase="buy", coins=8, buys=2,
                      versions={"mission": "pre-errata"})
    old.turn.previous_player = 1
    old.buy(0, "mission")
    assert not old.can_buy(0, "mission")


def test_giant_curses_a_player_with_no_card_to_reveal() -> None:
    """Giant FAQ: a player with no card to reveal, even after shuffling, gains a Curse."""
    g, _ = scenario([P(hand=["giant"]), P(hand=["copper"])])
    g.players[0].marks["journey"] = False
    g.play(0, "giant")
    assert g.turn.coins == 5 and g.discard(1) == ["curse"] and g.trash_ids() == []


def test_champion_gives_no_action_for_an_action_played_in_another_players_turn() -> None:
    """Champion gives its owner +1 Action per Action they play; +Actions in another player's turn do nothing (the
    Caravan Guard text), so a Caravan Guard answering an Attack gives the attacker no Action."""
    g, d = scenario([P(deck=["militia", "copper", "copper", "copper", "copper"]),
                     P(hand=["champion"], deck=["silver", "caravan-guard", "copper", "copper", "copper", "copper"])],
                    ["play:caravan-guard"])
    g.cleanup(0)
    g.start_turn(1)
    g.play(1, "champion")
    g.cleanup(1)
    g.start_turn(0)
    g.play(0, "militia")
    assert g.turn.actions == 0 and g.in_play(1) == ["champion", "caravan-guard"]
    assert sorted(g.hand(1)) == ["copper", "copper", "copper", "copper", "silver"]  # Champion: no discarding
    d.assert_done()
    g2, _ = scenario([P(hand=["champion", "village"]), P()])
    g2.play(0, "champion")
    g2.play(0, "village")
    assert g2.turn.actions == 3  # 1 - 1 + 1 (Champion), then - 1 + 2 (Village) + 1 (Champion)
