"""Guilds, both editions: every card's rules, from the card texts and the Guilds FAQ."""

from __future__ import annotations

import random

import pytest

from generator.engine import Game, GameOptions, PlayerLayout, RandomDecider, Zone
from generator.engine.types import Phase
from tests.engine.carddefs import card_defs
from tests.engine.helpers import gained, scenario

P = PlayerLayout


# -- Coffers cards ---------------------------------------------------------------------------------------
def test_candlestick_maker_gives_action_buy_and_coffers() -> None:
    """Candlestick Maker: +1 Action, +1 Buy, +1 Coffers."""
    g, _ = scenario([P(hand=["candlestick-maker"]), P()])
    g.play(0, "candlestick-maker")
    assert (g.turn.actions, g.turn.buys, g.players[0].coffers) == (1, 2, 1)


def test_baker_draws_and_gives_coffers() -> None:
    """Baker: +1 Card, +1 Action, +1 Coffers."""
    g, _ = scenario([P(hand=["baker"], deck=["gold"]), P()])
    g.play(0, "baker")
    assert g.hand(0) == ["gold"] and g.turn.actions == 1 and g.players[0].coffers == 1


def test_plaza_discarding_a_treasure_gives_coffers() -> None:
    """Plaza: +1 Card, +2 Actions; the Treasure it may discard can be the card just drawn; if you do,
    +1 Coffers (Guilds FAQ)."""
    g, _ = scenario([P(hand=["plaza", "estate"], deck=["copper"]), P()], ["discard:copper"])
    g.play(0, "plaza")
    assert g.hand(0) == ["estate"] and g.discard(0) == ["copper"]
    assert g.turn.actions == 2 and g.players[0].coffers == 1


def test_plaza_without_discarding_gives_no_coffers() -> None:
    """Plaza: discarding is optional; not discarding gives no Coffers, and a hand without Treasures asks
    nothing."""
    g, _ = scenario([P(hand=["plaza", "silver"], deck=["estate"]), P()], [[]])
    g.play(0, "plaza")
    assert sorted(g.hand(0)) == ["estate", "silver"] and g.players[0].coffers == 0


def test_butcher_trashes_and_spends_coffers_to_raise_the_cost() -> None:
    """Butcher: +2 Coffers first; trash an Estate and pay 6 tokens (the new ones included) to gain a
    Province (Guilds FAQ example)."""
    g, _ = scenario([P(hand=["butcher", "estate"]), P()], ["trash:estate", "coffers:6", "gain:province"])
    g.players[0].coffers = 4
    g.play(0, "butcher")
    assert g.trash_ids() == ["estate"] and g.players[0].coffers == 0
    assert gained(g) == [(0, "province", "supply", "discard")]


def test_butcher_another_butcher_for_zero_tokens_gains_up_to_its_cost() -> None:
    """Butcher: it cannot trash itself, but trashing another Butcher and paying nothing gains a card up to
    $5, such as a Duchy (Guilds FAQ)."""
    g, d = scenario([P(hand=["butcher", "butcher"]), P()], ["trash:butcher", "coffers:0", "gain:duchy"])
    g.play(0, "butcher")
    assert g.trash_ids() == ["butcher"] and g.in_play(0) == ["butcher"] and g.players[0].coffers == 2
    assert gained(g) == [(0, "duchy", "supply", "discard")]
    assert "gain:province" not in d.asked[-1].ids() and "gain:duchy" in d.asked[-1].ids()


def test_butcher_not_trashing_gains_nothing() -> None:
    """Butcher: without trashing, no tokens are paid and nothing is gained; the +2 Coffers stays."""
    g, _ = scenario([P(hand=["butcher", "estate"]), P()], [[]])
    g.play(0, "butcher")
    assert gained(g) == [] and g.players[0].coffers == 2


def test_merchant_guild_2e_gives_coffers_per_card_gained_in_the_buy_phase() -> None:
    """Merchant Guild (2021 errata): +1 Buy +$1; at the end of the Buy phase +1 Coffers per card gained in it,
    not during it (so those tokens cannot pay for that turn's buys)."""
    g, d = scenario([P(hand=["merchant-guild", "gold"]), P()], ["buy:silver", "buy:copper"],
                    supply={"merchant-guild": 10})
    g.play(0, "merchant-guild")
    assert (g.turn.buys, g.turn.coins) == (2, 1)
    g.buy_phase(0)
    assert g.players[0].coffers == 2 and g.turn.coins == 1
    d.assert_done()


def test_merchant_guild_2e_played_twice_doubles_and_ignores_action_phase_gains() -> None:
    """Merchant Guild (2021 errata): played twice by Throne Room it gives +2 Coffers per card gained in the
    Buy phase; a card gained in the Action phase counts for nothing (official FAQ 2023)."""
    g, _ = scenario([P(hand=["throne-room", "merchant-guild"]), P()], ["play:merchant-guild", "done"],
                    supply={"merchant-guild": 10})
    g.play(0, "throne-room")
    g.gain(0, "silver")
    g.turn.phase = Phase.BUY
    g.buy(0, "copper")
    g.cleanup(0)
    assert g.players[0].coffers == 2


def test_merchant_guild_1e_gives_coffers_per_buy_while_in_play() -> None:
    """Merchant Guild (1st edition): while it is in play each card bought gives +1 Coffers at once; Throne
    Room does not double it, a card gained without buying gives none (Guilds FAQ)."""
    g, _ = scenario([P(hand=["throne-room", "merchant-guild"]), P()], ["play:merchant-guild"],
                    supply={"merchant-guild": 10}, versions={"merchant-guild": "1e"}, coins=0)
    g.play(0, "throne-room")
    assert (g.turn.buys, g.turn.coins) == (3, 2)
    g.buy(0, "copper")
    assert g.players[0].coffers == 1
    g.gain(0, "silver")
    g.buy(0, "copper")
    assert g.players[0].coffers == 2


def test_footpad_coffers_and_discard_down_to_three() -> None:
    """Footpad: +2 Coffers; each other player discards down to 3 cards in hand."""
    g, _ = scenario([P(hand=["footpad"]), P(hand=["copper", "estate", "estate", "silver", "gold"])],
                    [["discard:estate", "discard:estate"]], supply={"footpad": 10})
    g.play(0, "footpad")
    assert g.players[0].coffers == 2 and sorted(g.hand(1)) == ["copper", "gold", "silver"]


def test_footpad_game_draws_a_card_per_gain_in_an_action_phase_only() -> None:
    """Footpad: in games using it, gaining a card in an Action phase draws a card, even with no Footpad
    bought; gains in the Buy phase draw nothing (official FAQ)."""
    g, _ = scenario([P(hand=["workshop"], deck=["gold", "copper"]), P()], ["gain:silver"],
                    supply={"footpad": 10})
    g.play(0, "workshop")
    assert gained(g) == [(0, "silver", "supply", "discard")] and g.hand(0) == ["copper"]
    g.turn.phase, g.turn.coins = Phase.BUY, 3
    g.buy(0, "silver")
    assert g.hand(0) == ["copper"]


def test_no_footpad_no_draw_on_gain() -> None:
    """Footpad's rule holds only in games using it: without it, gaining in an Action phase draws nothing."""
    g, _ = scenario([P(hand=["workshop"], deck=["gold"]), P()], ["gain:silver"])
    g.play(0, "workshop")
    assert g.hand(0) == []


# -- Attacks ------------------------------------------------------------------------------------------------
def test_soothsayer_gold_curse_and_draw_for_those_who_gained() -> None:
    """Soothsayer: gain a Gold; each other player gains a Curse; each who did draws a card; with Curses
    running out, the later players get none and draw nothing (Guilds FAQ)."""
    g, _ = scenario([P(hand=["soothsayer"]), P(deck=["copper"]), P(deck=["silver"])], supply={"curse": 1})
    g.play(0, "soothsayer")
    assert gained(g) == [(0, "gold", "supply", "discard"), (1, "curse", "supply", "discard")]
    assert g.hand(1) == ["copper"] and g.hand(2) == [] and g.deck(2) == ["silver"]


def test_soothsayer_moat_blocks_curse_and_draw() -> None:
    """Soothsayer: a player protected by Moat gains no Curse and so draws no card."""
    g, _ = scenario([P(hand=["soothsayer"]), P(hand=["moat"], deck=["copper"])], ["reveal:moat"])
    g.play(0, "soothsayer")
    assert gained(g) == [(0, "gold", "supply", "discard")] and g.hand(1) == ["moat"]


def test_taxman_trashes_treasure_others_discard_copy_gain_onto_deck() -> None:
    """Taxman: trash a Silver; a player with 5+ cards discards a Silver, one with 4 does not; gain a Treasure
    costing up to $6 onto your deck."""
    g, _ = scenario([P(hand=["taxman", "silver"], deck=["estate"]),
                     P(hand=["silver", "copper", "copper", "estate", "estate"]),
                     P(hand=["silver", "copper", "copper", "estate"])],
                    ["trash:silver", "gain:gold"], supply={"taxman": 10})
    g.play(0, "taxman")
    assert g.trash_ids() == ["silver"] and g.deck(0) == ["estate", "gold"]
    assert g.discard(1) == ["silver"] and len(g.hand(1)) == 4 and len(g.hand(2)) == 4


def test_taxman_trashing_is_optional() -> None:
    """Taxman: trashing a Treasure is optional; without it nothing else happens."""
    g, _ = scenario([P(hand=["taxman", "copper"]), P(hand=["copper"] * 5)], [[]], supply={"taxman": 10})
    g.play(0, "taxman")
    assert gained(g) == [] and len(g.hand(1)) == 5


def test_advisor_left_player_chooses_the_discard() -> None:
    """Advisor: +1 Action; reveal 3; the player to your left chooses the one you discard; the rest go to your
    hand."""
    g, d = scenario([P(hand=["advisor"], deck=["copper", "silver", "gold"]), P()], ["discard:gold"])
    g.play(0, "advisor")
    assert sorted(g.hand(0)) == ["copper", "silver"] and g.discard(0) == ["gold"] and g.turn.actions == 1
    assert d.asked[0].player == 1


def test_advisor_with_short_deck_reveals_what_it_can() -> None:
    """Advisor: with 2 cards left after shuffling, the left player still picks one of them to discard."""
    g, _ = scenario([P(hand=["advisor"], deck=["copper", "silver"]), P()], ["discard:silver"])
    g.play(0, "advisor")
    assert g.hand(0) == ["copper"] and g.discard(0) == ["silver"]


def test_journeyman_skips_the_named_card() -> None:
    """Journeyman: name a card, reveal until 3 cards that are not it; those go to hand, the named ones are
    discarded."""
    g, _ = scenario([P(hand=["journeyman"], deck=["gold", "silver", "copper", "copper", "estate"]), P()],
                    ["name:copper"], supply={"journeyman": 10})
    g.play(0, "journeyman")
    assert sorted(g.hand(0)) == ["estate", "gold", "silver"] and g.discard(0) == ["copper", "copper"]


def test_journeyman_runs_out_of_cards() -> None:
    """Journeyman: when deck and discard run out before 3 cards are found, it stops with what it found."""
    g, _ = scenario([P(hand=["journeyman"], deck=["estate", "copper"]), P()], ["name:estate"],
                    supply={"journeyman": 10})
    g.play(0, "journeyman")
    assert g.hand(0) == ["copper"] and g.discard(0) == ["estate"]


def test_doctor_trashes_named_and_puts_back_the_rest() -> None:
    """Doctor: name a card; reveal the top 3, trash the matches, put the others back in any order."""
    g, _ = scenario([P(hand=["doctor"], deck=["gold", "copper", "estate", "copper"]), P()],
                    ["name:copper", "top:estate"], supply={"doctor": 10})
    g.play(0, "doctor")
    assert g.trash_ids() == ["copper", "copper"] and g.deck(0) == ["gold", "estate"]


def test_doctor_overpay_looks_at_the_top_card_per_coin() -> None:
    """Doctor: when bought, per $1 overpaid look at the top card and trash, discard or put it back; a card
    put back is looked at again (Guilds FAQ)."""
    g, _ = scenario([P(deck=["silver", "estate", "copper"]), P()],
                    ["overpay:3", "trash:copper", "discard:estate", "topdeck:silver"],
                    supply={"doctor": 10}, phase="buy", coins=6)
    g.buy(0, "doctor")
    assert g.trash_ids() == ["copper"] and g.deck(0) == ["silver"]
    assert g.discard(0) == ["estate", "doctor"]


# -- Overpay cards --------------------------------------------------------------------------------------------
def test_masterpiece_is_worth_one_and_overpay_gains_silvers() -> None:
    """Masterpiece: a $1 Treasure; bought for $6, it gains three Silvers (Guilds FAQ example)."""
    g, _ = scenario([P(hand=["masterpiece"]), P()], ["overpay:3"], supply={"masterpiece": 10})
    g.play(0, "masterpiece")
    assert g.turn.coins == 1
    g.turn.coins = 6
    g.buy(0, "masterpiece")
    assert gained(g) == [(0, "silver", "supply", "discard")] * 3 + [(0, "masterpiece", "supply", "discard")]


def test_stonemason_gains_two_cheaper_cards() -> None:
    """Stonemason: trash a Gold, gain two cards each costing less, e.g. a Duchy and a Silver (Guilds FAQ)."""
    g, _ = scenario([P(hand=["stonemason", "gold"]), P()], ["gain:duchy", "gain:silver"],
                    supply={"stonemason": 10})
    g.play(0, "stonemason")
    assert gained(g) == [(0, "duchy", "supply", "discard"), (0, "silver", "supply", "discard")]


def test_stonemason_trashing_copper_gains_nothing() -> None:
    """Stonemason: with nothing in the Supply cheaper than the trashed Copper, nothing is gained."""
    g, _ = scenario([P(hand=["stonemason", "copper"]), P()], supply={"stonemason": 10, "curse": 0})
    g.play(0, "stonemason")
    assert g.trash_ids() == ["copper"] and gained(g) == []


def test_stonemason_overpay_gains_two_actions_of_exactly_that_cost() -> None:
    """Stonemason: bought for $6 (overpaying $4) it gains two Action cards costing exactly $4 (Guilds FAQ)."""
    g, d = scenario([P(), P()], ["overpay:4", "gain:herald", "gain:herald"],
                    supply={"stonemason": 10, "herald": 10, "smithy": 10, "village": 10}, phase="buy", coins=6)
    g.buy(0, "stonemason")
    assert sorted(c for _, c, _, _ in gained(g)) == ["herald", "herald", "stonemason"]
    assert sorted(d.asked[1].ids()) == ["gain:herald", "gain:smithy"]


def test_herald_plays_a_revealed_action_without_using_an_action() -> None:
    """Herald: +1 Card +1 Action; the revealed Action is played (not optional) and uses up no Action."""
    g, _ = scenario([P(hand=["herald"], deck=["village", "copper"]), P()])
    g.play(0, "herald")
    assert g.hand(0) == ["copper"] and g.in_play(0) == ["herald", "village"] and g.turn.actions == 3


def test_herald_leaves_a_non_action_on_the_deck() -> None:
    """Herald: a revealed card that is not an Action stays on top of the deck."""
    g, _ = scenario([P(hand=["herald"], deck=["gold", "copper"]), P()])
    g.play(0, "herald")
    assert g.hand(0) == ["copper"] and g.deck(0) == ["gold"] and g.turn.actions == 1


def test_herald_overpay_more_than_the_discard_pile_puts_it_all_on_the_deck() -> None:
    """Herald (2nd edition): overpaying $3 with two cards in the discard pile (the Herald one of them) puts
    both onto the deck, in the order picked (Guilds FAQ)."""
    g, _ = scenario([P(discard=["gold"]), P()], ["overpay:3", "topdeck:gold"], supply={"herald": 10},
                    phase="buy", coins=7)
    g.buy(0, "herald")
    assert g.deck(0) == ["gold", "herald"] and g.discard(0) == []


def test_farrier_overpay_draws_extra_cards_at_end_of_turn() -> None:
    """Farrier: +1 Card +1 Action +1 Buy; overpaying $2 draws 2 more cards at the end of the turn (7 in all);
    gaining it otherwise does nothing (official FAQ)."""
    g, _ = scenario([P(hand=["farrier"], deck=["copper"] * 12), P()], ["overpay:2"], supply={"farrier": 10})
    g.play(0, "farrier")
    assert (len(g.hand(0)), g.turn.actions, g.turn.buys) == (1, 1, 2)
    g.turn.coins = 4
    g.gain(0, "farrier")
    g.buy(0, "farrier")
    g.cleanup(0)
    assert len(g.hand(0)) == 7


def test_infirmary_draws_and_may_trash() -> None:
    """Infirmary: +1 Card; you may trash a card from your hand."""
    g, _ = scenario([P(hand=["infirmary", "estate"], deck=["copper"]), P()], ["trash:estate"],
                    supply={"infirmary": 10})
    g.play(0, "infirmary")
    assert g.hand(0) == ["copper"] and g.trash_ids() == ["estate"]


def test_infirmary_overpay_plays_it_once_per_coin() -> None:
    """Infirmary: bought for $5 (overpaying $2) it is played twice: draw, may trash, draw, may trash
    (official FAQ)."""
    g, _ = scenario([P(hand=["estate"], deck=["copper", "curse"]), P()], ["overpay:2", "trash:curse", []],
                    supply={"infirmary": 10}, phase="buy", coins=5)
    g.buy(0, "infirmary")
    assert g.in_play(0) == ["infirmary"] and sorted(g.hand(0)) == ["copper", "estate"]
    assert g.trash_ids() == ["curse"] and g.zone(0, Zone.DISCARD) == []


# -- interactions the FAQ singles out ---------------------------------------------------------------------------
def test_soothsayer_watchtower_trashing_the_curse_still_draws() -> None:
    """Soothsayer: a player who trashes the Curse with Watchtower did gain it, so they still draw (Guilds FAQ)."""
    g, _ = scenario([P(hand=["soothsayer"]), P(hand=["watchtower"], deck=["copper"])],
                    ["reveal:watchtower", "watchtower:trash"],
                    supply={"watchtower": 10})
    g.play(0, "soothsayer")
    assert g.trash_ids() == ["curse"] and sorted(g.hand(1)) == ["copper", "watchtower"]


def test_throne_room_herald_reveals_twice() -> None:
    """Herald with Throne Room: each play draws, gives +1 Action and plays a revealed Action."""
    g, _ = scenario([P(hand=["throne-room", "herald"], deck=["festival", "copper", "festival", "copper"]), P()],
                    ["play:herald"])
    g.play(0, "throne-room")
    assert g.in_play(0) == ["throne-room", "herald", "festival", "festival"] and g.hand(0) == ["copper", "copper"]
    assert g.turn.actions == 6


def test_herald_playing_a_duration_is_still_discarded() -> None:
    """Herald: when it plays a Duration card, the Herald itself is discarded in Clean-up as usual (Guilds
    FAQ)."""
    g, _ = scenario([P(hand=["herald"], deck=["copper"] * 8 + ["caravan", "copper"]), P()],
                    supply={"caravan": 10})
    g.play(0, "herald")
    assert g.in_play(0) == ["herald", "caravan"]
    g.cleanup(0)
    assert g.in_play(0) == ["caravan"] and "herald" in g.discard(0)


def test_stonemason_overpaying_a_potion_gains_potion_cost_actions() -> None:
    """Stonemason: overpaying $2 and a Potion gains two Actions costing exactly $2 and a Potion (Guilds FAQ)."""
    g, _ = scenario([P(), P()], ["overpay:2", "potion:1"], supply={"stonemason": 10, "university": 10},
                    phase="buy", coins=4)
    g.turn.potions = 1
    g.buy(0, "stonemason")
    assert gained(g) == [(0, "stonemason", "supply", "discard"), (0, "university", "supply", "discard"),
                         (0, "university", "supply", "discard")]


def test_infirmary_gained_without_buying_is_not_played() -> None:
    """Infirmary: gaining it other than by buying gives no overpay, so it is not played (official FAQ)."""
    g, d = scenario([P(deck=["copper"]), P()], supply={"infirmary": 10}, coins=5)
    g.gain(0, "infirmary")
    assert g.discard(0) == ["infirmary"] and g.hand(0) == [] and d.asked == []


# -- FAQ rulings ---------------------------------------------------------------------------------------------
def test_doctor_overpay_shuffles_in_the_cards_it_discarded() -> None:
    """Doctor FAQ: with no cards left in your deck the overpay shuffles your discard pile, the cards already
    discarded to this overpay included, so the same card can be looked at again."""
    g, d = scenario([P(deck=["estate"]), P()], ["overpay:2", "discard:estate", "trash:estate"],
                    supply={"doctor": 10}, phase="buy", coins=5)
    g.buy(0, "doctor")
    assert g.trash_ids() == ["estate"] and g.deck(0) == [] and g.discard(0) == ["doctor"]
    d.assert_done()


def test_doctor_with_a_short_deck_reveals_after_shuffling_without_the_revealed_card() -> None:
    """Doctor FAQ: with fewer than three cards in your deck you reveal them, shuffle your discard pile (without
    those cards) and reveal the rest; the matches are trashed and the others go back."""
    g, d = scenario([P(hand=["doctor"], deck=["copper"], discard=["copper", "silver"]), P()], ["name:copper"],
                    supply={"doctor": 10})
    g.play(0, "doctor")
    assert g.trash_ids() == ["copper", "copper"] and g.deck(0) == ["silver"] and g.discard(0) == []
    d.assert_done()


def test_soothsayer_trader_silver_instead_of_the_curse_draws_nothing() -> None:
    """Soothsayer FAQ: a player who uses (1st-edition) Trader to gain a Silver instead did not gain a Curse, so
    does not draw a card."""
    g, d = scenario([P(hand=["soothsayer"]), P(hand=["trader"], deck=["copper"])], ["reveal:trader"],
                    supply={"trader": 10}, versions={"trader": "1e"})
    g.play(0, "soothsayer")
    assert gained(g) == [(0, "gold", "supply", "discard"), (1, "silver", "supply", "discard")]
    assert g.hand(1) == ["trader"] and g.deck(1) == ["copper"]
    d.assert_done()


def test_taxman_may_gain_a_cheaper_treasure_but_must_gain_one() -> None:
    """Taxman FAQ: the gained Treasure may cost the same or less than the trashed one, but a Treasure must be
    gained if one was trashed; a player with 5 cards and no copy reveals their hand and keeps it."""
    g, d = scenario([P(hand=["taxman", "gold"]), P(hand=["copper", "copper", "estate", "estate", "silver"])],
                    ["trash:gold", "gain:silver"], supply={"taxman": 10})
    g.play(0, "taxman")
    assert g.deck(0) == ["silver"] and len(g.hand(1)) == 5 and g.discard(1) == []
    assert d.asked[-1].min == 1 and {"gain:copper", "gain:gold"} <= set(d.asked[-1].ids())
    d.assert_done()


def test_merchant_guild_1e_two_in_play_give_two_coffers_per_buy() -> None:
    """Merchant Guild FAQ (1st edition): the ability is cumulative; with two Merchant Guilds in play each card
    bought gives two Coffers."""
    g, _ = scenario([P(hand=["merchant-guild", "merchant-guild"]), P()], supply={"merchant-guild": 10},
                    versions={"merchant-guild": "1e"}, actions=2)
    g.play(0, "merchant-guild")
    g.play(0, "merchant-guild")
    g.turn.phase = Phase.BUY
    g.buy(0, "copper")
    assert g.players[0].coffers == 2


def test_footpad_remake_two_estates_draws_two_cards() -> None:
    """Footpad FAQ: turning two Estates into two Silvers with Remake in an Action phase draws two cards, one per
    card gained (not optional)."""
    g, d = scenario([P(hand=["remake", "estate", "estate"], deck=["gold", "copper"]), P()],
                    ["trash:estate"], supply={"footpad": 10, "remake": 10})
    g.play(0, "remake")
    assert [c for _, c, _, _ in gained(g)] == ["silver", "silver"] and sorted(g.hand(0)) == ["copper", "gold"]
    d.assert_done()


# -- random games -------------------------------------------------------------------------------------------
GUILDS = ["advisor", "baker", "butcher", "candlestick-maker", "doctor", "farrier", "footpad", "herald", "infirmary",
          "journeyman", "masterpiece", "merchant-guild", "plaza", "soothsayer", "stonemason", "taxman"]


@pytest.mark.parametrize("seed", range(12))
def test_random_guilds_kingdoms_keep_invariants(seed: int) -> None:
    """Random Guilds Kingdoms (2-6 players, random decisions, either edition of the changed cards) keep every
    card once and leave no decision pending, and replay alike with logging off."""
    rng = random.Random(seed)
    kingdom = rng.sample(GUILDS, 10)
    players = 2 + seed % 5
    ed = {c: rng.choice(["1e", "2e"]) for c in ("herald", "merchant-guild", "stonemason")}
    opts = GameOptions(check=True, versions=ed)
    g = Game.new(card_defs(), kingdom, players, RandomDecider(seed), seed=seed, options=opts)
    total = len(g.zones.card_of)
    assert [s.coffers for s in g.players] == [1 if "baker" in kingdom else 0] * players
    g.run(30)
    g.check_invariants()
    assert len(g.zones.card_of) == total and g.turn.number >= 1
    fast = Game.new(card_defs(), kingdom, players, RandomDecider(seed), seed=seed,
                    options=GameOptions(check=True, log=False, versions=ed))
    fast.run(30)
    assert (fast.turn.number, fast.zones.lists) == (g.turn.number, g.zones.lists)
    assert [s.coffers for s in fast.players] == [s.coffers for s in g.players]


def test_merchant_guild_2e_counts_the_actions_gained_by_overpaying_for_stonemason() -> None:
    """Merchant Guild FAQ: every card gained in the Buy phase counts, not only bought ones; buying Stonemason
    and overpaying for two Action cards gains three cards, so +3 Coffers at the end of the Buy phase."""
    g, _ = scenario([P(hand=["merchant-guild"]), P()], ["overpay:4", "gain:smithy", "gain:smithy"],
                    supply={"merchant-guild": 10, "stonemason": 10, "smithy": 10}, coins=5)
    g.play(0, "merchant-guild")
    g.turn.phase = Phase.BUY
    g.buy(0, "stonemason")
    assert g.players[0].coffers == 0
    g.cleanup(0)
    assert g.players[0].coffers == 3


def test_footpad_draws_for_a_player_gaining_in_another_players_action_phase() -> None:
    """Footpad: its rule speaks of any Action phase, so a player who gains a Curse from your Witch in your Action
    phase draws a card too."""
    g, _ = scenario([P(hand=["witch"], deck=["copper", "copper"]), P(deck=["gold"])],
                    supply={"footpad": 10, "witch": 10})
    g.play(0, "witch")
    assert (1, "curse", "supply", "discard") in gained(g) and g.hand(1) == ["gold"]


def test_merchant_guild_2e_pays_at_each_end_of_a_buy_phase() -> None:
    """Merchant Guild (official FAQ 2023): when a Buy phase ends more than once in a turn (Villa sends you back
    to your Action phase), it pays each time, counting only the cards gained in that Buy phase."""
    g, d = scenario([P(hand=["merchant-guild", "gold", "silver"], deck=["copper"] * 10), P()],
                    ["play:merchant-guild", "buy:villa", "done", "coffers:0", "buy:copper"],
                    supply={"merchant-guild": 10, "villa": 10})
    g.take_turn()
    assert g.players[0].coffers == 2
    d.assert_done()
