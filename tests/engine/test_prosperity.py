"""Prosperity, both editions: every card's rule, checked on exact positions."""

from __future__ import annotations

from generator.engine import Cost, PlayerLayout
from generator.engine.types import DISCARD, HAND
from tests.engine.helpers import gained, scenario

P = PlayerLayout


# -- $3 ------------------------------------------------------------------------------------------------
def test_anvil_discards_a_treasure_to_gain_a_four() -> None:
    """Anvil: $1, and discarding a Treasure gains a card costing up to $4 (Prosperity 2e)."""
    g, d = scenario([P(hand=["anvil", "copper"]), P()], ["discard:copper", "gain:silver"], phase="buy")
    g.play(0, "anvil")
    assert g.turn.coins == 1 and g.discard(0) == ["copper", "silver"] and g.hand(0) == []
    d.assert_done()


def test_anvil_without_discarding_gains_nothing() -> None:
    """Anvil: declining to discard a Treasure gains nothing."""
    g, d = scenario([P(hand=["anvil", "copper"]), P()], [[]], phase="buy")
    g.play(0, "anvil")
    assert g.turn.coins == 1 and gained(g) == [] and g.hand(0) == ["copper"]


def test_watchtower_draws_to_six() -> None:
    """Watchtower: draw until you have 6 cards in hand."""
    g, _ = scenario([P(hand=["watchtower", "copper"], deck=["estate"] * 7), P()])
    g.play(0, "watchtower")
    assert len(g.hand(0)) == 6 and len(g.deck(0)) == 2


def test_watchtower_trashes_a_bought_card() -> None:
    """Watchtower: revealed when you gain a card, it may trash that card (the gain still happened)."""
    g, d = scenario([P(hand=["watchtower"]), P()], ["reveal:watchtower", "watchtower:trash"], phase="buy", coins=3)
    g.buy(0, "silver")
    assert g.trash_ids() == ["silver"] and g.pile_count("silver") == 39 and g.hand(0) == ["watchtower"]
    d.assert_done()


def test_watchtower_topdecks_a_curse_on_another_turn() -> None:
    """Watchtower works on other players' turns: a Curse from Witch goes onto the deck instead."""
    g, d = scenario([P(hand=["witch"]), P(hand=["watchtower"], deck=["copper"])],
                    ["reveal:watchtower", "watchtower:topdeck"], supply={"witch": 10})
    g.play(0, "witch")
    assert g.deck(1) == ["copper", "curse"] and g.discard(1) == []
    d.assert_done()


def test_trade_route_tokens_move_to_the_mat() -> None:
    """Trade Route: tokens start on Victory piles; a gain from one moves its token; +$1 per token on the mat."""
    g, d = scenario([P(hand=["trade-route", "estate", "copper"]), P()], ["trash:estate"],
                    supply={"trade-route": 10})
    assert {p for p, t in g.supply_tokens.items() if "trade-route" in t} == {"estate", "duchy", "province"}
    g.gain(1, "duchy")
    g.gain(1, "duchy")
    g.gain(0, "silver")
    assert g.mats["trade-route"] == 1
    g.play(0, "trade-route")
    assert g.turn.coins == 1 and g.turn.buys == 2 and g.trash_ids() == ["estate"]
    d.assert_done()


def test_loan_trashes_the_revealed_treasure_and_discards_the_rest() -> None:
    """Loan: $1; reveal until a Treasure, trash (or discard) it, discard the other revealed cards."""
    g, d = scenario([P(hand=["loan"], deck=["copper", "silver", "estate"]), P()], ["trash:silver"], phase="buy")
    g.play(0, "loan")
    assert g.turn.coins == 1 and g.trash_ids() == ["silver"] and g.discard(0) == ["estate"]
    assert g.deck(0) == ["copper"]
    d.assert_done()


# -- $4 ------------------------------------------------------------------------------------------------
def test_bishop_scores_half_the_trashed_cost() -> None:
    """Bishop: +$1 and +1 VP, trash a card for VP equal to half its cost rounded down; others may trash."""
    g, d = scenario([P(hand=["bishop", "gold", "copper"]), P(hand=["estate"])], ["trash:gold", "trash:estate"])
    g.play(0, "bishop")
    assert g.turn.coins == 1 and g.players[0].vp_tokens == 4 and g.players[1].vp_tokens == 0
    assert g.trash_ids() == ["gold", "estate"]
    d.assert_done()


def test_bishop_other_player_may_decline() -> None:
    """Bishop: trashing is optional for the other players (an empty answer keeps their hand)."""
    g, d = scenario([P(hand=["bishop", "estate"]), P(hand=["estate"])], [[]])
    g.play(0, "bishop")
    assert g.players[0].vp_tokens == 2 and g.hand(1) == ["estate"] and g.trash_ids() == ["estate"]


def test_clerk_makes_a_five_card_hand_topdeck() -> None:
    """Clerk: +$2; each other player with 5 or more cards in hand puts one onto their deck."""
    g, d = scenario([P(hand=["clerk"]), P(hand=["copper"] * 4 + ["estate"]), P(hand=["estate"] * 4)],
                    ["topdeck:estate"])
    g.play(0, "clerk")
    assert g.turn.coins == 2 and g.deck(1) == ["estate"] and len(g.hand(2)) == 4
    d.assert_done()


def test_clerk_plays_itself_at_the_start_of_turn() -> None:
    """Clerk: at the start of your turn you may play it from your hand, using no Action."""
    g, d = scenario([P(hand=["clerk"]), P()], ["play:clerk"])
    g.start_turn(0)
    assert g.in_play(0) == ["clerk"] and g.turn.coins == 2 and g.turn.actions == 1
    d.assert_done()


def test_investment_trashes_itself_for_vp_per_treasure_name() -> None:
    """Investment: trash a card, then trash this for +1 VP per differently named Treasure in hand."""
    g, d = scenario([P(hand=["investment", "estate", "copper", "silver", "silver"]), P()],
                    ["trash:estate", "investment:trash"], phase="buy")
    g.play(0, "investment")
    assert g.players[0].vp_tokens == 2 and g.trash_ids() == ["estate", "investment"] and g.turn.coins == 0
    d.assert_done()


def test_investment_coin_mode() -> None:
    """Investment: choosing +$1 keeps it in play."""
    g, d = scenario([P(hand=["investment", "estate"]), P()], ["investment:coin"], phase="buy")
    g.play(0, "investment")
    assert g.turn.coins == 1 and g.in_play(0) == ["investment"] and g.trash_ids() == ["estate"]


def test_monument_vp_counts_in_the_score() -> None:
    """Monument: +$2 and +1 VP token, which the final score counts."""
    g, _ = scenario([P(hand=["monument"], deck=["estate"]), P()])
    g.play(0, "monument")
    assert g.turn.coins == 2 and g.players[0].vp_tokens == 1 and g.score(0) == 2


def test_quarry_lowers_action_costs_while_in_play() -> None:
    """Quarry: while it is in play Action cards cost $2 less; other cards do not change; it stops on leaving."""
    g, _ = scenario([P(hand=["quarry", "quarry"]), P()], supply={"kings-court": 10}, phase="buy")
    g.play(0, "quarry")
    g.play(0, "quarry")
    assert g.cost_of("kings-court") == Cost(3) and g.cost_of("silver") == Cost(3)
    g.trash(0, g.find(0, "quarry", 3), g.zones.code(0, 3))
    assert g.cost_of("kings-court") == Cost(5)


def test_tiara_plays_a_treasure_twice_and_topdecks_gains() -> None:
    """Tiara: +1 Buy, a Treasure played twice; cards gained this turn may go onto the deck."""
    g, d = scenario([P(hand=["tiara", "silver"]), P()], ["play:silver", "topdeck:tiara"], phase="buy")
    g.play(0, "tiara")
    assert g.turn.coins == 4 and g.turn.buys == 2
    g.buy(0, "silver")
    assert g.deck(0) == ["silver"]
    d.assert_done()


def test_tiara_on_quarry_still_two_less() -> None:
    """Tiara playing Quarry twice: one Quarry in play, so Actions cost only $2 less."""
    g, _ = scenario([P(hand=["tiara", "quarry"]), P()], ["play:quarry"], supply={"kings-court": 10}, phase="buy")
    g.play(0, "tiara")
    assert g.turn.coins == 2 and g.cost_of("kings-court") == Cost(5)


def test_workers_village() -> None:
    """Worker's Village: +1 Card, +2 Actions, +1 Buy."""
    g, _ = scenario([P(hand=["workers-village"], deck=["copper"]), P()])
    g.play(0, "workers-village")
    assert g.hand(0) == ["copper"] and g.turn.actions == 2 and g.turn.buys == 2


def test_talisman_copies_cheap_non_victory_buys() -> None:
    """Talisman: buying a non-Victory card costing $4 or less with it in play gains a copy; Estate not."""
    g, _ = scenario([P(in_play=["talisman"]), P()], phase="buy", coins=5, buys=2)
    g.buy(0, "silver")
    g.buy(0, "estate")
    assert sorted(g.discard(0)) == ["estate", "silver", "silver"]


# -- $5 ------------------------------------------------------------------------------------------------
def test_charlatan_curses_and_curses_become_treasures() -> None:
    """Charlatan: +$3, others gain a Curse; in its game a Curse is a Treasure worth $1."""
    g, _ = scenario([P(hand=["charlatan", "curse"]), P()], ["done"], supply={"charlatan": 10})
    g.play(0, "charlatan")
    assert g.turn.coins == 3 and g.discard(1) == ["curse"]
    assert g.is_type(g.find(0, "curse"), "treasure")
    g.buy_phase(0)
    assert g.in_play(0) == ["charlatan", "curse"] and g.turn.coins == 4


def test_curse_is_no_treasure_without_charlatan() -> None:
    """Without Charlatan in the game a Curse is not a Treasure."""
    g, _ = scenario([P(hand=["curse"]), P()])
    assert not g.is_type(g.find(0, "curse"), "treasure")


def test_city_bonuses_by_empty_piles() -> None:
    """City: +1 Card +2 Actions; with two empty Supply piles also +1 Card, +$1 and +1 Buy."""
    g, _ = scenario([P(hand=["city"], deck=["copper", "copper"]), P()])
    g.play(0, "city")
    assert len(g.hand(0)) == 1 and g.turn.actions == 2 and g.turn.coins == 0
    g, _ = scenario([P(hand=["city"], deck=["copper", "copper"]), P()], supply={"smithy": 0, "village": 0})
    g.play(0, "city")
    assert len(g.hand(0)) == 2 and g.turn.actions == 2 and g.turn.coins == 1 and g.turn.buys == 2


def test_collection_vp_for_gained_actions() -> None:
    """Collection: $2, +1 Buy; this turn each Action card you gain gives +1 VP (Silver gives none)."""
    g, _ = scenario([P(hand=["collection"]), P()], supply={"smithy": 10}, phase="buy", coins=5)
    g.play(0, "collection")
    assert g.turn.buys == 2
    g.buy(0, "smithy")
    g.buy(0, "silver")
    assert g.players[0].vp_tokens == 1


def test_crystal_ball_plays_the_top_action() -> None:
    """Crystal Ball: $1; the top card may be played when it is an Action (even in the Buy phase)."""
    g, d = scenario([P(hand=["crystal-ball"], deck=["copper", "workers-village"]), P()],
                    ["play:workers-village"], phase="buy")
    g.play(0, "crystal-ball")
    assert g.in_play(0) == ["crystal-ball", "workers-village"] and g.hand(0) == ["copper"]
    assert g.turn.coins == 1 and g.turn.buys == 2


def test_crystal_ball_trash_or_keep() -> None:
    """Crystal Ball: the top card may be trashed; or left on the deck."""
    g, _ = scenario([P(hand=["crystal-ball"], deck=["estate"]), P()], ["trash:estate"], phase="buy")
    g.play(0, "crystal-ball")
    assert g.trash_ids() == ["estate"]
    g, _ = scenario([P(hand=["crystal-ball"], deck=["estate"]), P()], ["keep"], phase="buy")
    g.play(0, "crystal-ball")
    assert g.deck(0) == ["estate"]


def test_magnate_draws_per_treasure() -> None:
    """Magnate: reveal your hand, +1 Card per Treasure in it."""
    g, _ = scenario([P(hand=["magnate", "copper", "silver", "estate"], deck=["duchy"] * 3), P()])
    g.play(0, "magnate")
    assert g.hand(0).count("duchy") == 2


def test_mint_gains_a_copy_of_a_revealed_treasure() -> None:
    """Mint: reveal a Treasure from hand and gain a copy; the revealed one stays in hand."""
    g, d = scenario([P(hand=["mint", "silver"]), P()], ["reveal:silver"], supply={"mint": 10})
    g.play(0, "mint")
    assert g.hand(0) == ["silver"] and gained(g) == [(0, "silver", "supply", "discard")]


def test_mint_2e_gaining_trashes_treasures_in_play() -> None:
    """Mint (2nd edition): when you gain it, in any way, trash the Treasures you have in play."""
    g, _ = scenario([P(in_play=["copper", "silver", "smithy"]), P()], supply={"mint": 10})
    g.gain(0, "mint")
    assert sorted(g.trash_ids()) == ["copper", "silver"] and g.in_play(0) == ["smithy"]


def test_mint_1e_only_buying_trashes() -> None:
    """Mint (1st edition): only buying it trashes your Treasures in play; coins already made stay."""
    g, _ = scenario([P(in_play=["copper", "silver"]), P()], supply={"mint": 10}, versions={"mint": "1e"})
    g.gain(0, "mint")
    assert g.trash_ids() == []
    g, _ = scenario([P(in_play=["gold", "silver"]), P()], supply={"mint": 10}, versions={"mint": "1e"},
                    phase="buy", coins=9, buys=2)
    g.buy(0, "mint")
    assert sorted(g.trash_ids()) == ["gold", "silver"] and g.turn.coins == 4


def test_rabble_discards_actions_and_treasures() -> None:
    """Rabble: +3 Cards; the other player discards revealed Actions and Treasures and topdecks the rest."""
    g, _ = scenario([P(hand=["rabble"], deck=["copper"] * 3), P(deck=["gold", "estate", "copper", "smithy"])])
    g.play(0, "rabble")
    assert len(g.hand(0)) == 3 and sorted(g.discard(1)) == ["copper", "smithy"] and g.deck(1) == ["gold", "estate"]


def test_vault_discards_for_coins_and_others_cycle() -> None:
    """Vault: +2 Cards, +$1 per card discarded; another player may discard 2 cards to draw 1."""
    g, d = scenario([P(hand=["vault"], deck=["estate", "estate"]), P(hand=["copper", "copper", "estate"],
                    deck=["gold"])], [["discard:estate", "discard:estate"], "vault:discard",
                                      ["discard:copper", "discard:copper"]])
    g.play(0, "vault")
    assert g.turn.coins == 2 and g.discard(0) == ["estate", "estate"]
    assert sorted(g.hand(1)) == ["estate", "gold"] and g.discard(1) == ["copper", "copper"]
    d.assert_done()


def test_war_chest_cannot_gain_named_cards() -> None:
    """War Chest: the left player names a card; you gain a card up to $5 not named for War Chests this turn."""
    g, d = scenario([P(hand=["war-chest", "war-chest"]), P()],
                    ["name:duchy", "gain:silver", "name:silver", "gain:estate"], phase="buy")
    g.play(0, "war-chest")
    g.play(0, "war-chest")
    offers = [set(dec.ids()) for dec in d.asked if dec.kind == "gain"]
    assert "gain:duchy" not in offers[0] and "gain:silver" in offers[0]
    assert not {"gain:duchy", "gain:silver"} & offers[1]
    assert [c for _, c, _, _ in gained(g)] == ["silver", "estate"]
    d.assert_done()


def test_contraband_forbids_the_named_card() -> None:
    """Contraband: $3, +1 Buy; the player to your left names a card you cannot buy this turn."""
    g, d = scenario([P(hand=["contraband", "gold"]), P()], ["name:gold"], phase="buy")
    g.play(0, "contraband")
    g.play(0, "gold")
    assert g.turn.coins == 6 and g.turn.buys == 2
    assert not g.can_buy(0, "gold") and g.can_buy(0, "silver")


def test_counting_house_takes_coppers_from_discard() -> None:
    """Counting House: reveal any number of Coppers from your discard pile and put them into your hand."""
    g, d = scenario([P(hand=["counting-house"], discard=["copper", "estate", "copper"]), P()],
                    [["take:copper", "take:copper"]])
    g.play(0, "counting-house")
    assert g.hand(0) == ["copper", "copper"] and g.discard(0) == ["estate"]


def test_mountebank_curse_discard_or_curse_and_copper() -> None:
    """Mountebank: +$2; a player discarding a Curse gains nothing, one who doesn't gains a Curse and a Copper."""
    g, d = scenario([P(hand=["mountebank"]), P(hand=["curse"]), P(hand=["estate"])], ["discard:curse"])
    g.play(0, "mountebank")
    assert g.turn.coins == 2 and g.discard(1) == ["curse"]
    assert gained(g) == [(2, "curse", "supply", "discard"), (2, "copper", "supply", "discard")]


def test_royal_seal_topdecks_a_gained_card() -> None:
    """Royal Seal: while it is in play, a card you gain may go onto your deck."""
    g, d = scenario([P(in_play=["royal-seal"]), P()], ["topdeck:royal-seal"], phase="buy", coins=3)
    g.buy(0, "silver")
    assert g.deck(0) == ["silver"] and g.discard(0) == []
    d.assert_done()


def test_venture_plays_the_revealed_treasure() -> None:
    """Venture: $1; reveal until a Treasure, discard the others, play the Treasure."""
    g, _ = scenario([P(hand=["venture"], deck=["gold", "estate"]), P()], phase="buy")
    g.play(0, "venture")
    assert g.turn.coins == 4 and g.in_play(0) == ["venture", "gold"] and g.discard(0) == ["estate"]


# -- $6+ -----------------------------------------------------------------------------------------------
def test_grand_market_not_buyable_with_copper_in_play() -> None:
    """Grand Market: +1 Card +1 Action +1 Buy +$2, and you can't buy it with a Copper in play."""
    g, _ = scenario([P(in_play=["copper", "gold", "gold"]), P()], supply={"grand-market": 10}, phase="buy",
                    coins=7)
    assert not g.can_buy(0, "grand-market")
    g, _ = scenario([P(in_play=["gold", "gold"], hand=["copper"]), P()], supply={"grand-market": 10},
                    phase="buy", coins=6)
    assert g.can_buy(0, "grand-market")
    g, _ = scenario([P(hand=["grand-market"], deck=["estate"]), P()])
    g.play(0, "grand-market")
    assert (g.hand(0), g.turn.actions, g.turn.buys, g.turn.coins) == (["estate"], 1, 2, 2)


def test_hoard_2e_gold_for_a_bought_victory_card() -> None:
    """Hoard (2nd edition): this turn, gaining a Victory card you bought gains a Gold, even after Hoard left."""
    g, _ = scenario([P(hand=["hoard"]), P()], phase="buy", coins=3, buys=2)
    g.play(0, "hoard")
    g.trash(0, g.find(0, "hoard", 3), g.zones.code(0, 3))
    g.buy(0, "estate")
    g.gain(0, "duchy")
    assert sorted(g.discard(0)) == ["duchy", "estate", "gold"]


def test_hoard_1e_only_while_in_play() -> None:
    """Hoard (1st edition): the Gold comes only while Hoard is in play when you buy the Victory card."""
    g, _ = scenario([P(hand=["hoard", "hoard"]), P()], phase="buy", versions={"hoard": "1e"}, coins=0, buys=2)
    g.play(0, "hoard")
    g.play(0, "hoard")
    g.buy(0, "estate")
    assert sorted(g.discard(0)) == ["estate", "gold", "gold"]
    g.trash(0, g.find(0, "hoard", 3), g.zones.code(0, 3))
    g.buy(0, "estate")
    assert sorted(g.discard(0)) == ["estate", "estate", "gold", "gold", "gold"]


def test_goons_vp_per_buy_and_discard_down() -> None:
    """Goons: +1 Buy +$2, others discard down to 3; +1 VP per card bought while it is in play."""
    g, d = scenario([P(hand=["goons"]), P(hand=["copper", "copper", "estate", "estate", "silver"])],
                    [["discard:estate", "discard:estate"]])
    g.play(0, "goons")
    assert sorted(g.hand(1)) == ["copper", "copper", "silver"]
    g.turn.phase = g.turn.phase.BUY
    g.buy(0, "copper")
    g.buy(0, "copper")
    assert g.players[0].vp_tokens == 2


def test_bank_counts_treasures_in_play() -> None:
    """Bank: +$1 per Treasure you have in play, counting itself."""
    g, _ = scenario([P(hand=["bank"], in_play=["copper", "silver"]), P()], phase="buy")
    g.play(0, "bank")
    assert g.turn.coins == 3


def test_expand_gains_up_to_three_more() -> None:
    """Expand: trash a card from hand, gain a card costing up to $3 more than it."""
    g, d = scenario([P(hand=["expand", "estate"]), P()], ["gain:duchy"])
    g.play(0, "expand")
    assert g.trash_ids() == ["estate"] and g.discard(0) == ["duchy"]
    assert "gain:gold" not in [dec for dec in d.asked if dec.kind == "gain"][0].ids()


def test_forge_gains_exactly_the_total() -> None:
    """Forge: trash any number, gain a card costing exactly the total; none trashed means a $0 card."""
    g, d = scenario([P(hand=["forge", "estate", "estate"]), P()], [["trash:estate", "trash:estate"]],
                    supply={"smithy": 10})
    g.play(0, "forge")
    assert g.discard(0) == ["smithy"]
    g, d = scenario([P(hand=["forge", "estate"]), P()], [[], "gain:copper"])
    g.play(0, "forge")
    assert g.discard(0) == ["copper"] and g.trash_ids() == []


def test_kings_court_plays_three_times() -> None:
    """King's Court: an Action from hand played three times (Worker's Village: +3 Cards, +6 Actions, +3 Buys)."""
    g, _ = scenario([P(hand=["kings-court", "workers-village"], deck=["copper"] * 3), P()], ["play:workers-village"])
    g.play(0, "kings-court")
    assert (len(g.hand(0)), g.turn.actions, g.turn.buys) == (3, 6, 4)


def test_peddler_costs_less_in_the_buy_phase() -> None:
    """Peddler: $8, but in a Buy phase $2 less per Action card in play."""
    g, _ = scenario([P(in_play=["smithy", "village"]), P()], supply={"peddler": 10})
    assert g.cost_of("peddler") == Cost(8)
    g.turn.phase = g.turn.phase.BUY
    assert g.cost_of("peddler") == Cost(4)
    g, _ = scenario([P(hand=["peddler"], deck=["copper"]), P()], supply={"peddler": 10})
    g.play(0, "peddler")
    assert (g.hand(0), g.turn.actions, g.turn.coins) == (["copper"], 1, 1)


def test_platinum_and_colony() -> None:
    """Platinum is worth $5 and Colony 10 VP."""
    g, _ = scenario([P(hand=["platinum"], deck=["colony"]), P()], phase="buy")
    g.play(0, "platinum")
    assert g.turn.coins == 5 and g.score(0) == 10


# -- FAQ interactions ----------------------------------------------------------------------------------
def test_vault_one_card_discarded_draws_nothing() -> None:
    """Vault: a player with one card may discard it but, not having discarded two, draws nothing."""
    g, d = scenario([P(hand=["vault"], deck=["estate", "estate"]), P(hand=["copper"], deck=["gold"])],
                    [[], "vault:discard"])
    g.play(0, "vault")
    assert g.hand(1) == [] and g.discard(1) == ["copper"] and g.deck(1) == ["gold"]
    d.assert_done()


def test_watchtower_against_mountebank_trashes_curse_topdecks_copper() -> None:
    """Watchtower reacts to each gain separately: Mountebank's Curse trashed, its Copper put onto the deck."""
    g, d = scenario([P(hand=["mountebank"]), P(hand=["watchtower"])],
                    ["reveal:watchtower", "watchtower:trash", "reveal:watchtower", "watchtower:topdeck"])
    g.play(0, "mountebank")
    assert g.trash_ids() == ["curse"] and g.deck(1) == ["copper"] and g.pile_count("curse") == 9
    d.assert_done()


def test_kings_court_on_goons_one_token_per_buy() -> None:
    """King's Court on Goons: one Goons is in play, so a buy gives one VP token (Prosperity FAQ)."""
    g, d = scenario([P(hand=["kings-court", "goons"]), P()], ["play:goons"])
    g.play(0, "kings-court")
    assert g.turn.buys == 4 and g.turn.coins == 6
    g.buy(0, "copper")
    assert g.players[0].vp_tokens == 1


def test_mint_1e_bought_with_royal_seal_trashes_the_seal_first() -> None:
    """1st-edition Mint bought with Royal Seal in play: the Seal is trashed on buying, so Mint cannot be topdecked."""
    g, d = scenario([P(in_play=["royal-seal"]), P()], supply={"mint": 10}, versions={"mint": "1e"},
                    phase="buy", coins=5)
    g.buy(0, "mint")
    assert g.trash_ids() == ["royal-seal"] and g.discard(0) == ["mint"] and not d.asked


def test_talisman_counts_the_cost_when_bought() -> None:
    """Talisman uses the cost at the time of buying: Peddler at $4 in the Buy phase gets a copy."""
    g, _ = scenario([P(in_play=["talisman", "workers-village", "workers-village"]), P()], supply={"peddler": 10},
                    phase="buy", coins=4)
    g.buy(0, "peddler")
    assert g.discard(0) == ["peddler", "peddler"]


# -- more FAQ points -----------------------------------------------------------------------------------
def test_two_talismans_gain_two_copies_of_each_cheap_buy() -> None:
    """Two Talismans: each cheap non-Victory card bought gains a copy per Talisman (Prosperity FAQ)."""
    g, _ = scenario([P(in_play=["talisman", "talisman"]), P()], supply={"trade-route": 10}, phase="buy",
                    coins=6, buys=2)
    g.buy(0, "silver")
    g.buy(0, "trade-route")
    assert sorted(g.discard(0)) == ["silver"] * 3 + ["trade-route"] * 3


def test_talisman_copies_grand_market_made_cheap_by_quarry() -> None:
    """Talisman checks the cost when buying: Grand Market at $4 under Quarry gets a copy (Prosperity FAQ)."""
    g, _ = scenario([P(in_play=["talisman"], hand=["quarry"]), P()], supply={"grand-market": 10}, phase="buy",
                    coins=3)
    g.play(0, "quarry")
    g.buy(0, "grand-market")
    assert g.discard(0) == ["grand-market", "grand-market"]


def test_talisman_ignores_gains_that_are_not_purchases() -> None:
    """Talisman only affects buying: a card gained another way gets no copy (Prosperity FAQ)."""
    g, _ = scenario([P(in_play=["talisman"]), P()], phase="buy")
    g.gain(0, "silver")
    assert g.discard(0) == ["silver"]


def test_talisman_with_the_last_copy_bought_gains_nothing() -> None:
    """Talisman: no copy left in the pile, none is gained (Prosperity FAQ)."""
    g, _ = scenario([P(in_play=["talisman"]), P()], supply={"silver": 1}, phase="buy", coins=3)
    g.buy(0, "silver")
    assert g.discard(0) == ["silver"] and g.pile_count("silver") == 0


def test_royal_seal_applies_to_each_gain_separately() -> None:
    """Royal Seal: each card gained while it is in play may go onto the deck, any or all (Prosperity FAQ)."""
    g, d = scenario([P(in_play=["royal-seal"]), P()], ["topdeck:royal-seal", "done"], phase="buy", coins=6,
                    buys=2)
    g.buy(0, "silver")
    g.buy(0, "silver")
    assert g.deck(0) == ["silver"] and g.discard(0) == ["silver"]
    d.assert_done()


def test_royal_seal_only_for_its_owners_gains() -> None:
    """Royal Seal works for its owner's gains: another player's gain is not offered."""
    g, d = scenario([P(in_play=["royal-seal"]), P()])
    g.gain(1, "silver")
    assert g.discard(1) == ["silver"] and not d.asked


def test_hoard_1e_gold_even_when_the_victory_card_is_trashed_by_watchtower() -> None:
    """Hoard: you gain the Gold even if you use Watchtower to trash the Victory card you bought (Prosperity
    FAQ); the Gold, gained when buying, comes before the bought card is gained."""
    g, d = scenario([P(in_play=["hoard"], hand=["watchtower"]), P()],
                    ["done", "reveal:watchtower", "watchtower:trash"], phase="buy", coins=2,
                    versions={"hoard": "1e"})
    g.buy(0, "estate")
    assert g.trash_ids() == ["estate"] and g.discard(0) == ["gold"]


def test_hoard_2e_gold_even_when_the_victory_card_is_trashed_by_watchtower() -> None:
    """Hoard (2nd edition): gaining a bought Victory card gains a Gold, whatever Watchtower then does with it."""
    g, d = scenario([P(hand=["hoard", "watchtower"]), P()],
                    ["reveal:watchtower", "watchtower:trash", "done"], phase="buy")
    g.play(0, "hoard")
    g.buy(0, "estate")
    assert g.trash_ids() == ["estate"] and g.discard(0) == ["gold"]


def test_watchtower_can_trash_a_card_gained_to_the_hand() -> None:
    """Watchtower works on a gained card going somewhere other than the discard pile (Prosperity FAQ):
    Explorer's Gold, gained to the hand, may be put onto the deck."""
    g, d = scenario([P(hand=["explorer", "watchtower"]), P()], ["reveal:watchtower", "watchtower:topdeck"])
    g.play(0, "explorer")
    assert g.hand(0) == ["watchtower"] and g.deck(0) == ["silver"]
    d.assert_done()


def test_watchtower_with_six_cards_draws_nothing() -> None:
    """Watchtower with 6 or more cards already in hand draws nothing (Prosperity FAQ)."""
    g, _ = scenario([P(hand=["watchtower"] + ["copper"] * 7, deck=["gold"]), P()])
    g.play(0, "watchtower")
    assert len(g.hand(0)) == 7 and g.deck(0) == ["gold"]


def test_mint_1e_bought_and_topdecked_by_watchtower_still_trashes_treasures() -> None:
    """1st-edition Mint bought and put on the deck with Watchtower: the Treasures in play are still trashed,
    and the coins they made stay (Prosperity FAQ)."""
    g, d = scenario([P(in_play=["gold", "copper"], hand=["watchtower"]), P()],
                    ["reveal:watchtower", "watchtower:topdeck"], supply={"mint": 10}, versions={"mint": "1e"},
                    phase="buy", coins=7, buys=2)
    g.buy(0, "mint")
    assert sorted(g.trash_ids()) == ["copper", "gold"] and g.deck(0) == ["mint"] and g.turn.coins == 2
    d.assert_done()


def test_mint_2e_keeps_duration_treasures_in_play() -> None:
    """Mint (2nd edition): gaining it trashes the non-Duration Treasures in play; an Astrolabe stays."""
    g, _ = scenario([P(in_play=["astrolabe", "silver"]), P()], supply={"mint": 10})
    g.gain(0, "mint")
    assert g.trash_ids() == ["silver"] and g.in_play(0) == ["astrolabe"]


def test_grand_market_buyable_once_the_coppers_left_play() -> None:
    """Grand Market: only Coppers in play stop buying it; after buying Mint trashed them, it can be bought
    (Prosperity FAQ)."""
    g, _ = scenario([P(in_play=["copper"] * 11), P()], supply={"mint": 10, "grand-market": 10}, phase="buy",
                    coins=11, buys=2)
    assert not g.can_buy(0, "grand-market")
    g.buy(0, "mint")
    assert g.can_buy(0, "grand-market")
    g.buy(0, "grand-market")
    assert sorted(g.discard(0)) == ["grand-market", "mint"]


def test_grand_market_may_be_gained_with_copper_in_play() -> None:
    """Grand Market can be gained other ways with Copper in play (Prosperity FAQ)."""
    g, _ = scenario([P(in_play=["copper"]), P()], supply={"grand-market": 10}, phase="buy")
    g.gain(0, "grand-market")
    assert g.discard(0) == ["grand-market"]


def test_trade_route_token_moves_once_per_pile_whoever_gains() -> None:
    """Trade Route: a pile's token moves the first time a card is gained from it, by anyone, any way; more gains
    from it add nothing, nor does returning cards to it (Prosperity FAQ)."""
    g, d = scenario([P(hand=["trade-route", "copper"]), P()], supply={"trade-route": 10})
    g.gain(1, "estate")
    g.gain(0, "estate")
    g.gain(1, "province")
    g.return_to_pile(1, g.find(1, "province", DISCARD), g.zones.code(1, DISCARD))
    g.play(0, "trade-route")
    assert g.mats["trade-route"] == 2 and g.turn.coins == 2 and g.trash_ids() == ["copper"]
    assert "trade-route" in g.supply_tokens["duchy"] and "trade-route" not in g.supply_tokens["province"]


def test_trade_route_with_no_card_in_hand_trashes_nothing() -> None:
    """Trade Route with no card left in hand: +1 Buy and the coins, nothing trashed (Prosperity FAQ)."""
    g, _ = scenario([P(hand=["trade-route"]), P()], supply={"trade-route": 10})
    g.play(0, "trade-route")
    assert g.turn.buys == 2 and g.trash_ids() == []


def test_two_contrabands_forbid_both_named_cards() -> None:
    """Contraband played twice: each names a card and neither can be bought this turn (Prosperity FAQ)."""
    g, d = scenario([P(hand=["contraband", "contraband"]), P()], ["name:gold", "name:province"], phase="buy")
    g.play(0, "contraband")
    g.play(0, "contraband")
    assert g.turn.coins == 6 and g.turn.buys == 3
    assert not g.can_buy(0, "gold") and not g.can_buy(0, "province") and g.can_buy(0, "silver")
    d.assert_done()


def test_contraband_named_card_may_still_be_gained() -> None:
    """Contraband stops buying the named card, not gaining it another way (Prosperity FAQ)."""
    g, d = scenario([P(hand=["contraband"]), P()], ["name:gold"], phase="buy")
    g.play(0, "contraband")
    g.gain(0, "gold")
    assert g.discard(0) == ["gold"]
    d.assert_done()


def test_contraband_names_next_turn_are_forgotten() -> None:
    """Contraband's ban lasts this turn only."""
    g, d = scenario([P(hand=["contraband"], deck=["copper"] * 10), P(deck=["copper"] * 5)], ["name:gold"],
                    phase="buy")
    g.play(0, "contraband")
    g.cleanup(0)
    g.start_turn(1)
    assert g.can_buy(1, "gold")


def test_peddler_counts_action_cards_not_plays() -> None:
    """Peddler: King's Court on Worker's Village is two Action cards in play, so Peddler costs $4 (FAQ)."""
    g, _ = scenario([P(hand=["kings-court", "workers-village"], deck=["copper"] * 3), P()],
                    ["play:workers-village"], supply={"peddler": 10})
    g.play(0, "kings-court")
    g.turn.phase = g.turn.phase.BUY
    assert g.cost_of("peddler") == Cost(4)


def test_peddler_never_below_zero_and_quarry_is_cumulative() -> None:
    """Peddler costs never less than $0; Quarries in play lower it further (Prosperity FAQ: Worker's Village
    and two Quarries make Peddler $2)."""
    g, _ = scenario([P(in_play=["workers-village"], hand=["quarry", "quarry"]), P()], supply={"peddler": 10},
                    phase="buy")
    g.play(0, "quarry")
    g.play(0, "quarry")
    assert g.cost_of("peddler") == Cost(2)
    g, _ = scenario([P(in_play=["workers-village"] * 5), P()], supply={"peddler": 10}, phase="buy")
    assert g.cost_of("peddler") == Cost(0)


def test_bishop_with_an_empty_hand_still_gives_coin_and_vp() -> None:
    """Bishop with no card left to trash: still +$1 and +1 VP (Prosperity FAQ)."""
    g, _ = scenario([P(hand=["bishop"]), P()])
    g.play(0, "bishop")
    assert g.turn.coins == 1 and g.players[0].vp_tokens == 1


def test_bishop_others_trash_in_turn_order_and_score_nothing() -> None:
    """Bishop: after you trash, each other player in turn order may trash a card; only you get VP."""
    g, d = scenario([P(hand=["bishop", "estate"]), P(hand=["copper"]), P(hand=["curse"])],
                    ["trash:copper", "trash:curse"])
    g.play(0, "bishop")
    assert g.trash_ids() == ["estate", "copper", "curse"] and g.players[0].vp_tokens == 2
    assert g.players[1].vp_tokens == g.players[2].vp_tokens == 0
    d.assert_done()


def test_bank_alone_makes_one_and_later_plays_do_not_change_it() -> None:
    """Bank alone is worth $1; a second Bank played after it is worth $1 more (Prosperity FAQ)."""
    g, _ = scenario([P(hand=["bank", "bank"]), P()], phase="buy")
    g.play(0, "bank")
    assert g.turn.coins == 1
    g.play(0, "bank")
    assert g.turn.coins == 3


def test_city_counts_only_piles_empty_when_played() -> None:
    """City: a pile refilled by returning cards to it no longer counts as empty (Prosperity FAQ)."""
    g, d = scenario([P(hand=["city", "estate"], deck=["copper"] * 3), P()], supply={"estate": 0})
    g.return_to_pile(0, g.find(0, "estate"), g.zones.code(0, HAND))
    g.play(0, "city")
    assert len(g.hand(0)) == 1 and g.turn.actions == 2


def test_expand_with_an_empty_hand_gains_nothing() -> None:
    """Expand with no card to trash gains nothing (Prosperity FAQ)."""
    g, d = scenario([P(hand=["expand"]), P()])
    g.play(0, "expand")
    assert gained(g) == [] and not d.asked


def test_forge_with_no_card_at_that_cost_gains_nothing() -> None:
    """Forge: if no card costs exactly the total, nothing is gained (Prosperity FAQ)."""
    g, d = scenario([P(hand=["forge", "province", "province"]), P()], [["trash:province", "trash:province"]])
    g.play(0, "forge")
    assert g.trash_ids() == ["province", "province"] and gained(g) == []
    d.assert_done()


def test_kings_court_on_kings_court_plays_three_different_actions() -> None:
    """King's Court on King's Court: three different Actions, each played three times (Prosperity FAQ)."""
    g, d = scenario([P(hand=["kings-court", "kings-court", "workers-village", "monument", "peddler"],
                       deck=["copper"] * 9), P()],
                    ["play:kings-court", "play:workers-village", "play:monument", "play:peddler"],
                    supply={"peddler": 10})
    g.play(0, "kings-court")
    assert g.turn.coins == 6 + 3 and g.players[0].vp_tokens == 3 and g.turn.buys == 4
    assert g.turn.actions == 6 + 3 and len(g.hand(0)) == 6
    d.assert_done()


def test_kings_court_may_play_nothing() -> None:
    """King's Court: choosing an Action is optional ("you may")."""
    g, d = scenario([P(hand=["kings-court", "monument"]), P()], [[]])
    g.play(0, "kings-court")
    assert g.hand(0) == ["monument"] and g.in_play(0) == ["kings-court"]
    d.assert_done()


def test_mountebank_with_no_curses_left_still_gives_copper() -> None:
    """Mountebank: with the Curse pile empty a player not discarding a Curse still gains a Copper (FAQ)."""
    g, _ = scenario([P(hand=["mountebank"]), P()], supply={"curse": 0})
    g.play(0, "mountebank")
    assert gained(g) == [(1, "copper", "supply", "discard")]


def test_mountebank_moat_blocks_the_whole_attack() -> None:
    """Mountebank and Moat: the Moat player neither discards a Curse nor gains anything (Prosperity FAQ)."""
    g, d = scenario([P(hand=["mountebank"]), P(hand=["moat", "curse"])], ["reveal:moat"])
    g.play(0, "mountebank")
    assert gained(g) == [] and sorted(g.hand(1)) == ["curse", "moat"]
    d.assert_done()


def test_rabble_discards_an_action_victory_card() -> None:
    """Rabble: a card with more than one type matches all of them; an Action-Victory card is discarded."""
    g, _ = scenario([P(hand=["rabble"], deck=["copper"] * 3), P(deck=["estate", "island"])],
                    supply={"island": 8})
    g.play(0, "rabble")
    assert g.discard(1) == ["island"] and g.deck(1) == ["estate"]


def test_vault_other_player_shuffles_to_draw() -> None:
    """Vault: another player who discards 2 with an empty deck shuffles, the 2 just discarded included."""
    g, d = scenario([P(hand=["vault"], deck=["estate", "estate"]), P(hand=["copper", "gold"])],
                    [[], "vault:discard"])
    g.play(0, "vault")
    assert len(g.hand(1)) == 1 and len(g.deck(1)) == 1 and g.discard(1) == []
    d.assert_done()


def test_venture_finding_venture_reveals_again() -> None:
    """Venture finding another Venture plays it, which reveals again (Prosperity FAQ)."""
    g, _ = scenario([P(hand=["venture"], deck=["gold", "estate", "venture", "estate"]), P()], phase="buy")
    g.play(0, "venture")
    assert g.turn.coins == 5 and g.in_play(0) == ["venture", "venture", "gold"]
    assert g.discard(0) == ["estate", "estate"]


def test_loan_with_no_treasure_discards_everything() -> None:
    """Loan: no Treasure found even after shuffling, all revealed cards are discarded (Prosperity FAQ)."""
    g, d = scenario([P(hand=["loan"], deck=["estate"], discard=["duchy"]), P()], phase="buy")
    g.play(0, "loan")
    assert sorted(g.discard(0)) == ["duchy", "estate"] and g.deck(0) == [] and g.turn.coins == 1
    d.assert_done()


def test_investment_played_twice_by_tiara_trashes_itself_once() -> None:
    """Investment played twice and trashed for VP the first time cannot be trashed on the second play
    (Prosperity 2e FAQ): the second play gives +$1."""
    g, d = scenario([P(hand=["tiara", "investment", "estate", "duchy", "copper"]), P()],
                    ["play:investment", "trash:estate", "investment:trash", "trash:duchy"], phase="buy")
    g.play(0, "tiara")
    assert g.players[0].vp_tokens == 1 and g.turn.coins == 1
    assert g.trash_ids() == ["estate", "investment", "duchy"]
    d.assert_done()


def test_collection_counts_only_later_gains_and_lasts_after_leaving_play() -> None:
    """Collection: no VP for Actions gained before it was played; after it leaves play it still gives VP for
    the rest of the turn (Prosperity 2e FAQ)."""
    g, _ = scenario([P(hand=["collection"]), P()], supply={"smithy": 10}, phase="buy")
    g.gain(0, "smithy")
    g.play(0, "collection")
    g.trash(0, g.find(0, "collection", 3), g.zones.code(0, 3))
    g.gain(0, "smithy")
    assert g.players[0].vp_tokens == 1


def test_collection_only_for_its_players_gains() -> None:
    """Collection: another player gaining an Action card this turn gives no one VP."""
    g, _ = scenario([P(hand=["collection"]), P()], supply={"smithy": 10}, phase="buy")
    g.play(0, "collection")
    g.gain(1, "smithy")
    assert g.players[0].vp_tokens == g.players[1].vp_tokens == 0


def test_tiara_on_tiara_plays_two_treasures_twice_each() -> None:
    """Tiara played twice by Tiara: two Treasures from hand are each played twice, not one four times
    (Prosperity 2e FAQ)."""
    g, d = scenario([P(hand=["tiara", "tiara", "silver", "copper"]), P()],
                    ["play:tiara", "play:silver", "play:copper"], phase="buy")
    g.play(0, "tiara")
    assert g.turn.coins == 2 * 2 + 2 * 1 and g.turn.buys == 1 + 2 + 1
    d.assert_done()


def test_tiara_on_astrolabe_stays_in_play_with_it() -> None:
    """Tiara playing a Duration Treasure twice stays in play with it until that card leaves (Duration rule for
    cards that play a Duration more than once)."""
    g, d = scenario([P(hand=["tiara", "astrolabe"], deck=["copper"] * 10), P()], ["play:astrolabe"],
                    phase="buy")
    g.play(0, "tiara")
    assert g.turn.coins == 2 and g.turn.buys == 4
    g.cleanup(0)
    assert g.in_play(0) == ["tiara", "astrolabe"]
    g.start_turn(0)
    assert g.turn.coins == 2 and g.turn.buys == 3
    g.cleanup(0)
    assert g.in_play(0) == []
    d.assert_done()


def test_charlatan_curse_in_play_trashed_on_gaining_mint() -> None:
    """Charlatan: Curses are Treasures in all situations, so a Curse in play is trashed when gaining Mint
    (Prosperity 2e FAQ)."""
    g, _ = scenario([P(in_play=["curse", "silver"]), P()], supply={"charlatan": 10, "mint": 10})
    g.gain(0, "mint")
    assert sorted(g.trash_ids()) == ["curse", "silver"]


def test_clerk_several_clerks_at_start_of_turn() -> None:
    """Clerk: at the start of the turn any number of Clerks may be played from hand, one at a time."""
    g, d = scenario([P(hand=["clerk", "clerk"]), P()], ["play:clerk", "play:clerk"])
    g.start_turn(0)
    assert g.in_play(0) == ["clerk", "clerk"] and g.turn.coins == 4 and g.turn.actions == 1
    d.assert_done()


def test_goons_no_vp_for_a_gain_without_buying() -> None:
    """Goons gives VP for buying a card, not for gaining one another way (Prosperity FAQ)."""
    g, _ = scenario([P(in_play=["goons"]), P()], phase="buy")
    g.gain(0, "silver")
    assert g.players[0].vp_tokens == 0


def test_hoard_1e_no_gold_for_a_victory_card_gained_without_buying() -> None:
    """Hoard (1st edition): Victory cards gained other than by buying get no Gold (Prosperity FAQ)."""
    g, _ = scenario([P(in_play=["hoard"]), P()], phase="buy", versions={"hoard": "1e"})
    g.gain(0, "duchy")
    assert g.discard(0) == ["duchy"]


def test_quarry_lowers_action_costs_to_zero_at_least() -> None:
    """Quarry: Action cards cost $2 less, never below $0 (Prosperity FAQ)."""
    g, _ = scenario([P(hand=["quarry", "quarry"]), P()], phase="buy")
    g.play(0, "quarry")
    assert g.cost_of("village") == Cost(1) and g.cost_of("cellar") == Cost(0) and g.cost_of("silver") == Cost(3)
    g.play(0, "quarry")
    assert g.cost_of("village") == Cost(0)


def test_trade_route_token_moves_only_for_a_card_gained_from_its_pile() -> None:
    """Trade Route: a token moves to the mat "when a card is gained from that pile"; a Duchy gained from the trash
    leaves the Duchy pile's token where it is, a Duchy gained from the pile moves it."""
    g, _ = scenario([P(), P()], supply={"trade-route": 10}, trash=["duchy"])
    g.gain(0, "duchy", source="trash")
    assert g.mats["trade-route"] == 0 and g.supply_tokens["duchy"].get("trade-route") == 1
    g.gain(0, "duchy")
    assert g.mats["trade-route"] == 1 and not g.supply_tokens["duchy"].get("trade-route")


def test_contraband_may_name_a_card_outside_the_supply_tops() -> None:
    """Contraband FAQ: the player to the left "does not have to name a card in the Supply": a card of the Black
    Market deck (which Contraband then keeps from being bought there) or one lower in a split pile may be named."""
    g, d = scenario([P(hand=["contraband", "black-market"]), P()], ["name:witch"], phase="buy",
                    supply={"townsfolk": ["blacksmith", "town-crier"]}, black_market=["mine", "witch", "engineer"])
    g.play(0, "contraband")
    offered = d.asked[-1].ids()
    assert "name:witch" in offered and "name:blacksmith" in offered  # Black Market deck; under Town Crier
    assert not g.can_buy(0, "witch")
    d.assert_done()


def test_a_card_named_for_contraband_is_not_offered_by_black_market() -> None:
    """Contraband: the named card cannot be bought this turn, by Black Market either (it is still a buy; Black
    Market is played after Contraband in the Buy phase when Capitalism makes it a Treasure)."""
    g, d = scenario([P(hand=["contraband", "black-market"]), P()], ["name:witch", "buy:mine", "bottom:witch"],
                    phase="buy", coins=5, black_market=["mine", "witch", "engineer"])
    g.play(0, "contraband")
    g.play(0, "black-market")
    assert [sorted(x.ids()) for x in d.asked if x.kind == "black-market"] == [["buy:engineer", "buy:mine"]]
    assert gained(g) == [(0, "mine", "black-market", "discard")]
    d.assert_done()
