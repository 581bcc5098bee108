"""Allies: every implemented card's rules, from the card texts and the Allies rulebook's FAQ."""

from __future__ import annotations

from generator.engine import Game, PlayerLayout
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
