"""Dark Ages: every card's rules, from the card texts and the Dark Ages rulebook's FAQ (current printing and
the older wordings as versions)."""

from __future__ import annotations

from generator.engine import Game, PlayerLayout, Zone
from generator.engine.effects.dark_ages import feodum_vp
from generator.engine.types import DISCARD, HAND, IN_PLAY, Phase
from tests.engine.helpers import gained, scenario

P = PlayerLayout
RUINS = ["ruined-village", "survivors", "ruined-market", "ruined-library", "abandoned-mine"]


def test_altar_trashes_then_gains_up_to_5() -> None:
    """Altar: trash a card from your hand, then gain a card costing up to $5."""
    g, d = scenario([P(hand=["altar", "estate", "copper"]), P()], ["trash:estate", "gain:duchy"])
    g.play(0, "altar")
    assert g.trash_ids() == ["estate"] and gained(g) == [(0, "duchy", "supply", "discard")]
    assert d.asked[1].ids() == ["gain:copper", "gain:silver", "gain:estate", "gain:duchy", "gain:curse"]
    d.assert_done()


def test_altar_gains_even_with_an_empty_hand() -> None:
    """Altar: the gain does not depend on trashing (Dark Ages FAQ)."""
    g, _ = scenario([P(hand=["altar"]), P()], ["gain:silver"])
    g.play(0, "altar")
    assert g.trash_ids() == [] and gained(g) == [(0, "silver", "supply", "discard")]


def test_armory_gains_onto_the_deck() -> None:
    """Armory: gain a card costing up to $4, putting it onto your deck."""
    g, _ = scenario([P(hand=["armory"], deck=["copper"]), P()], ["gain:silver"])
    g.play(0, "armory")
    assert g.deck(0) == ["copper", "silver"]


def test_junk_dealer_draws_before_trashing() -> None:
    """Junk Dealer: +1 Card +1 Action +$1, then trash a card from hand (the drawn card may be trashed)."""
    g, d = scenario([P(hand=["junk-dealer"], deck=["estate"]), P()])
    g.play(0, "junk-dealer")
    assert g.trash_ids() == ["estate"] and (g.turn.actions, g.turn.coins) == (1, 1) and g.hand(0) == []
    d.assert_done()


def test_forager_counts_differently_named_treasures_in_the_trash() -> None:
    """Forager: +1 Action +1 Buy, trash a card, then +$1 per differently named Treasure in the trash."""
    g, _ = scenario([P(hand=["forager", "copper"]), P()], trash=["silver", "copper", "estate", "copper"])
    g.play(0, "forager")
    assert (g.turn.actions, g.turn.buys, g.turn.coins) == (1, 2, 2)


def test_rogue_gains_from_the_trash_or_attacks() -> None:
    """Rogue: +$2; gains a $3-$6 card from the trash if any; otherwise each other player reveals 2 and trashes
    one costing $3-$6 (their choice), discarding the rest."""
    g, _ = scenario([P(hand=["rogue"]), P()], trash=["estate", "silver", "golem"])
    g.play(0, "rogue")
    assert g.turn.coins == 2 and gained(g) == [(0, "silver", "trash", "discard")]
    g, _ = scenario([P(hand=["rogue"]), P(deck=["copper", "gold", "estate"])], trash=["estate"])
    g.play(0, "rogue")
    assert g.trash_ids() == ["estate", "gold"] and g.discard(1) == ["estate"] and g.deck(1) == ["copper"]


def test_graverobber_both_modes() -> None:
    """Graverobber: gain a $3-$6 card from the trash onto your deck; or trash an Action from hand and gain a
    card costing up to $3 more."""
    g, _ = scenario([P(hand=["graverobber"], deck=["copper"]), P()], ["graverobber:gain"],
                    trash=["province", "gold"])
    g.play(0, "graverobber")
    assert g.deck(0) == ["copper", "gold"] and g.trash_ids() == ["province"]
    g, d = scenario([P(hand=["graverobber", "village", "copper"]), P()], ["graverobber:trash", "gain:gold"],
                    supply={"village": 10})
    g.play(0, "graverobber")
    assert g.trash_ids() == ["village"] and gained(g) == [(0, "gold", "supply", "discard")]
    assert "gain:province" not in d.asked[-1].ids()


def test_death_cart_trashes_an_action_or_itself_for_5() -> None:
    """Death Cart: you may trash this or an Action card from your hand, for +$5; trashing neither gives
    nothing (current text)."""
    g, _ = scenario([P(hand=["death-cart", "village"]), P()], ["trash:village"], supply={"village": 10})
    g.play(0, "death-cart")
    assert g.turn.coins == 5 and g.trash_ids() == ["village"] and g.in_play(0) == ["death-cart"]
    g, _ = scenario([P(hand=["death-cart", "village"]), P()], ["trash-this:death-cart"], supply={"village": 10})
    g.play(0, "death-cart")
    assert g.turn.coins == 5 and g.trash_ids() == ["death-cart"]
    g, _ = scenario([P(hand=["death-cart"]), P()], [[]])
    g.play(0, "death-cart")
    assert g.turn.coins == 0 and g.in_play(0) == ["death-cart"]


def test_death_cart_1e_trashes_itself_without_an_action() -> None:
    """Death Cart (first printing): without trashing an Action from hand you must trash it; +$5 either way."""
    g, _ = scenario([P(hand=["death-cart", "copper"]), P()], versions={"death-cart": "1e"})
    g.play(0, "death-cart")
    assert g.turn.coins == 5 and g.trash_ids() == ["death-cart"]


def test_death_cart_gain_brings_the_top_two_ruins() -> None:
    """Death Cart: when you gain it, gain the top 2 Ruins, however it was gained."""
    g, _ = scenario([P(), P()], supply={"death-cart": 10, "ruins": list(RUINS)})
    g.gain(1, "death-cart")
    assert gained(g) == [(1, "death-cart", "supply", "discard"), (1, "abandoned-mine", "supply", "discard"),
                         (1, "ruined-library", "supply", "discard")]
    assert g.pile("ruins") == ["ruined-village", "survivors", "ruined-market"]


def test_death_cart_playing_fortress_keeps_its_coins() -> None:
    """Death Cart trashing a Fortress: the Fortress returns to hand but was trashed, so +$5 (Dark Ages FAQ)."""
    g, _ = scenario([P(hand=["death-cart", "fortress"]), P()], ["trash:fortress"], supply={"fortress": 10})
    g.play(0, "death-cart")
    assert g.turn.coins == 5 and g.hand(0) == ["fortress"] and g.in_play(0) == ["death-cart"]
    assert g.trash_ids() == []


def test_rats_gains_a_rats_and_trashes_a_non_rats() -> None:
    """Rats: +1 Card +1 Action, gain a Rats, trash a card other than Rats; the Rats pile has 20 cards."""
    g, d = scenario([P(hand=["rats", "rats", "estate"], deck=["copper"]), P()], ["trash:estate"],
                    supply={"rats": 20})
    g.play(0, "rats")
    assert g.trash_ids() == ["estate"] and g.discard(0) == ["rats"] and g.pile_count("rats") == 19
    assert sorted(g.hand(0)) == ["copper", "rats"] and g.turn.actions == 1
    d.assert_done()


def test_rats_reveals_a_hand_of_only_rats() -> None:
    """Rats: with only Rats in hand you reveal it and trash nothing."""
    g, _ = scenario([P(hand=["rats", "rats"], deck=["rats"]), P()], supply={"rats": 20})
    g.play(0, "rats")
    assert g.trash_ids() == [] and g.hand(0) == ["rats", "rats"]


def test_rats_draws_when_trashed() -> None:
    """Rats: when you trash it, +1 Card."""
    g, _ = scenario([P(hand=["rats"], deck=["gold"]), P()], supply={"rats": 20})
    g.trash(0, g.find(0, "rats"))
    assert g.hand(0) == ["gold"]


def test_rebuild_skips_the_named_card() -> None:
    """Rebuild: +1 Action; reveal until a Victory card other than the named one, discard the others, trash
    it and gain a Victory card costing up to $3 more."""
    g, d = scenario([P(hand=["rebuild"], deck=["gold", "province", "estate", "copper"]), P()],
                    ["name:estate", "gain:province"], supply={"rebuild": 10})
    g.play(0, "rebuild")
    assert g.trash_ids() == ["province"] and g.deck(0) == ["gold"] and g.turn.actions == 1
    assert sorted(g.discard(0)) == ["copper", "estate", "province"]
    assert d.asked[1].ids() == ["gain:estate", "gain:duchy", "gain:province"]


def test_procession_plays_twice_trashes_and_gains_one_more() -> None:
    """Procession: play a non-Duration Action twice, trash it, gain an Action costing exactly $1 more."""
    g, _ = scenario([P(hand=["procession", "village"], deck=["copper"] * 4), P()], ["play:village", "gain:smithy"],
                    supply={"village": 10, "smithy": 10, "militia": 10, "market": 10})
    g.play(0, "procession")
    assert g.turn.actions == 4 and g.trash_ids() == ["village"]
    assert gained(g) == [(0, "smithy", "supply", "discard")]


def test_procession_current_text_refuses_durations() -> None:
    """Procession: the current text plays only non-Duration Actions; the first printing allowed Durations."""
    g, d = scenario([P(hand=["procession", "caravan"], deck=["copper"] * 4), P()], supply={"caravan": 10})
    g.play(0, "procession")
    assert d.asked == [] and g.hand(0) == ["caravan"]
    g, d = scenario([P(hand=["procession", "caravan"], deck=["copper"] * 10), P()], ["play:caravan"],
                    supply={"caravan": 10}, versions={"procession": "1e"})
    g.play(0, "procession")
    assert g.trash_ids() == ["caravan"] and len(g.hand(0)) == 2 and g.in_play(0) == ["procession"]
    g.cleanup(0)
    assert g.in_play(0) == ["procession"]  # it stays out for the trashed Duration's next-turn work
    g.start_turn(0)
    assert len(g.hand(0)) == 7


def test_procession_on_madman_only_returns_it_once() -> None:
    """Procession on Madman: it returns to its pile the first time, so it cannot be trashed, and you still gain
    an Action costing exactly $1 (Dark Ages FAQ)."""
    g, _ = scenario([P(hand=["procession", "madman"], deck=["copper"] * 4), P()], ["play:madman"],
                    non_supply={"madman": 9}, supply={"poor-house": 10})
    g.play(0, "procession")
    assert g.pile_count("madman") == 10 and g.trash_ids() == [] and g.turn.actions == 4
    assert gained(g) == [(0, "poor-house", "supply", "discard")]


def test_squire_modes_and_attack_on_trash() -> None:
    """Squire: +$1 and +2 Actions, +2 Buys or a Silver; when trashed, gain an Attack card."""
    g, _ = scenario([P(hand=["squire", "squire"]), P()], ["squire:buys", "squire:silver"])
    g.turn.actions = 2
    g.play(0, "squire")
    g.play(0, "squire")
    assert (g.turn.coins, g.turn.buys) == (2, 3) and gained(g) == [(0, "silver", "supply", "discard")]
    g, _ = scenario([P(hand=["squire"]), P()], supply={"militia": 10})
    g.trash(0, g.find(0, "squire"))
    assert gained(g) == [(0, "militia", "supply", "discard")]


def test_catacombs_takes_or_discards_three() -> None:
    """Catacombs: look at the top 3; put them into your hand, or discard them and +3 Cards."""
    deck = ["silver", "silver", "silver", "gold", "gold", "estate"]
    g, _ = scenario([P(hand=["catacombs"], deck=list(deck)), P()], ["catacombs:hand"])
    g.play(0, "catacombs")
    assert sorted(g.hand(0)) == ["estate", "gold", "gold"] and g.discard(0) == []
    g, _ = scenario([P(hand=["catacombs"], deck=list(deck)), P()], ["catacombs:discard"])
    g.play(0, "catacombs")
    assert g.hand(0) == ["silver"] * 3 and sorted(g.discard(0)) == ["estate", "gold", "gold"]


def test_catacombs_gains_a_cheaper_card_when_trashed() -> None:
    """Catacombs: when you trash it, gain a card costing less than it ($5)."""
    g, d = scenario([P(hand=["catacombs"]), P()], ["gain:silver"])
    g.trash(0, g.find(0, "catacombs"))
    assert gained(g) == [(0, "silver", "supply", "discard")]
    assert "gain:duchy" not in d.asked[0].ids() and "gain:gold" not in d.asked[0].ids()


def test_count_two_choices() -> None:
    """Count: discard 2 / topdeck a card / gain a Copper, then +$3 / trash your hand / gain a Duchy."""
    g, _ = scenario([P(hand=["count", "estate", "curse", "copper"]), P()],
                    ["count:discard", ["discard:curse", "discard:estate"], "count:duchy"])
    g.play(0, "count")
    assert g.hand(0) == ["copper"] and sorted(g.discard(0)) == ["curse", "duchy", "estate"]
    g, _ = scenario([P(hand=["count", "estate", "copper"], deck=["gold"]), P()],
                    ["count:topdeck", "topdeck:copper", "count:trash-hand"])
    g.play(0, "count")
    assert g.deck(0) == ["gold", "copper"] and g.trash_ids() == ["estate"] and g.turn.coins == 0
    g, _ = scenario([P(hand=["count"]), P()], ["count:copper", "count:coins"])
    g.play(0, "count")
    assert g.turn.coins == 3 and g.discard(0) == ["copper"]


def test_count_trashing_a_hand_resolves_when_trash_abilities_afterwards() -> None:
    """Count: trashing your hand trashes every card first, then their when-trash abilities resolve in the order
    you choose (Dark Ages FAQ)."""
    g, d = scenario([P(hand=["count", "rats", "cultist"], deck=["silver"] * 3 + ["gold"]), P()],
                    ["count:copper", "count:trash-hand", "on-trash:rats"], supply={"rats": 20, "cultist": 10})
    g.play(0, "count")
    assert sorted(g.trash_ids()) == ["cultist", "rats"] and g.hand(0) == ["gold", "silver", "silver", "silver"]
    d.assert_done()


def test_counterfeit_plays_a_treasure_twice_and_trashes_it() -> None:
    """Counterfeit: $1 +1 Buy; play a Treasure from hand twice and trash it (its coins stay)."""
    g, _ = scenario([P(hand=["counterfeit", "silver"]), P()], ["play:silver"], phase="buy")
    g.play(0, "counterfeit")
    assert (g.turn.coins, g.turn.buys) == (5, 2) and g.trash_ids() == ["silver"]


def test_counterfeit_on_spoils_gives_6_and_cannot_trash_it() -> None:
    """Counterfeit on Spoils: +$6, and the Spoils returns to its pile instead of being trashed (Dark Ages FAQ)."""
    g, _ = scenario([P(hand=["counterfeit", "spoils"]), P()], ["play:spoils"], phase="buy",
                    non_supply={"spoils": 14})
    g.play(0, "counterfeit")
    assert g.turn.coins == 7 and g.trash_ids() == [] and g.pile_count("spoils") == 15


def test_fortress_village_and_returns_to_hand_when_trashed() -> None:
    """Fortress: +1 Card +2 Actions; when trashed it goes into your hand."""
    g, _ = scenario([P(hand=["fortress"], deck=["copper"]), P()])
    g.play(0, "fortress")
    assert g.turn.actions == 2 and g.hand(0) == ["copper"]
    g, _ = scenario([P(), P(hand=["fortress"])])
    g.trash(1, g.find(1, "fortress"))
    assert g.hand(1) == ["fortress"] and g.trash_ids() == []


def test_hunting_grounds_draws_four_and_gains_on_trash() -> None:
    """Hunting Grounds: +4 Cards; when trashed, gain a Duchy or 3 Estates."""
    g, _ = scenario([P(hand=["hunting-grounds"], deck=["copper"] * 5), P()])
    g.play(0, "hunting-grounds")
    assert len(g.hand(0)) == 4
    g, _ = scenario([P(hand=["hunting-grounds"]), P()], ["gain:estate"])
    g.trash(0, g.find(0, "hunting-grounds"))
    assert g.discard(0) == ["estate"] * 3


def test_ironmonger_bonus_by_the_revealed_card() -> None:
    """Ironmonger: +1 Card +1 Action; reveal the top card, discard it or not; Victory gives +1 Card."""
    g, _ = scenario([P(hand=["ironmonger"], deck=["silver", "estate", "copper"]), P()], ["discard"])
    g.play(0, "ironmonger")
    assert g.hand(0) == ["copper", "silver"] and g.discard(0) == ["estate"] and g.turn.actions == 1
    g, _ = scenario([P(hand=["ironmonger"], deck=["gold", "village", "copper"]), P()], ["keep"],
                    supply={"village": 10})
    g.play(0, "ironmonger")
    assert g.deck(0) == ["gold", "village"] and g.turn.actions == 2 and g.turn.coins == 0


def test_market_square_discards_for_gold_when_your_card_is_trashed() -> None:
    """Market Square: +1 Card +1 Action +1 Buy; when one of your cards is trashed, discard it from hand to gain
    a Gold."""
    g, d = scenario([P(hand=["altar", "market-square", "estate"]), P()],
                    ["trash:estate", "discard:market-square", "gain:silver"], supply={"market-square": 10})
    g.play(0, "altar")
    assert gained(g) == [(0, "gold", "supply", "discard"), (0, "silver", "supply", "discard")]
    assert g.discard(0) == ["market-square", "gold", "silver"]
    d.assert_done()
    g, _ = scenario([P(hand=["market-square"], deck=["copper"]), P()], supply={"market-square": 10})
    g.play(0, "market-square")
    assert (g.turn.actions, g.turn.buys, g.hand(0)) == (1, 2, ["copper"])


def test_mystic_takes_the_named_top_card() -> None:
    """Mystic: +1 Action +$2; name a card, reveal the top card: if named, it goes into your hand."""
    g, _ = scenario([P(hand=["mystic"], deck=["gold"]), P()], ["name:gold"])
    g.play(0, "mystic")
    assert g.hand(0) == ["gold"] and (g.turn.actions, g.turn.coins) == (1, 2)
    g, _ = scenario([P(hand=["mystic"], deck=["gold"]), P()], ["name:silver"])
    g.play(0, "mystic")
    assert g.deck(0) == ["gold"] and g.hand(0) == []


def test_poor_house_loses_a_coin_per_treasure_never_below_zero() -> None:
    """Poor House: +$4, then -$1 per Treasure in hand, never below $0 (it can take coins made earlier)."""
    g, _ = scenario([P(hand=["poor-house", "copper", "silver", "estate"]), P()])
    g.play(0, "poor-house")
    assert g.turn.coins == 2
    g, _ = scenario([P(hand=["poor-house"] + ["copper"] * 6), P()], coins=1)
    g.play(0, "poor-house")
    assert g.turn.coins == 0


def test_sage_finds_a_card_costing_3_or_more() -> None:
    """Sage: +1 Action; reveal until a card costing $3 or more, take it, discard the rest."""
    g, _ = scenario([P(hand=["sage"], deck=["gold", "province", "curse", "copper"]), P()])
    g.play(0, "sage")
    assert g.hand(0) == ["province"] and sorted(g.discard(0)) == ["copper", "curse"] and g.deck(0) == ["gold"]


def test_sage_with_no_such_card_discards_everything() -> None:
    """Sage: when no card costing $3 or more turns up, everything revealed is discarded."""
    g, _ = scenario([P(hand=["sage"], deck=["copper", "estate"]), P()])
    g.play(0, "sage")
    assert g.hand(0) == [] and sorted(g.discard(0)) == ["copper", "estate"]


def test_scavenger_dumps_the_deck_and_topdecks_one() -> None:
    """Scavenger: +$2; you may put your deck into your discard pile; put a card from the discard pile on top."""
    g, _ = scenario([P(hand=["scavenger"], deck=["gold", "estate"], discard=["copper"]), P()],
                    ["deck-to-discard", "topdeck:gold"])
    g.play(0, "scavenger")
    assert g.turn.coins == 2 and g.deck(0) == ["gold"] and sorted(g.discard(0)) == ["copper", "estate"]


def test_storeroom_discards_twice() -> None:
    """Storeroom: +1 Buy; discard any number for +1 Card each, then any number for +$1 each."""
    g, _ = scenario([P(hand=["storeroom", "estate", "estate", "copper"], deck=["silver", "duchy"]), P()],
                    [["discard:estate", "discard:estate"], ["discard:duchy", "discard:copper"]])
    g.play(0, "storeroom")
    assert g.hand(0) == ["silver"] and (g.turn.coins, g.turn.buys) == (2, 2) and len(g.discard(0)) == 4


def test_vagrant_takes_victory_ruins_shelter_or_curse() -> None:
    """Vagrant: +1 Card +1 Action; a revealed Curse, Ruins, Shelter or Victory card goes into your hand."""
    g, _ = scenario([P(hand=["vagrant"], deck=["hovel", "copper"]), P()])
    g.play(0, "vagrant")
    assert g.hand(0) == ["copper", "hovel"] and g.turn.actions == 1
    g, _ = scenario([P(hand=["vagrant"], deck=["silver", "copper"]), P()])
    g.play(0, "vagrant")
    assert g.hand(0) == ["copper"] and g.deck(0) == ["silver"]


def test_wandering_minstrel_keeps_actions_on_top() -> None:
    """Wandering Minstrel: +1 Card +2 Actions; of the top 3 the Actions go back in the order chosen, the rest
    are discarded."""
    g, _ = scenario([P(hand=["wandering-minstrel"], deck=["smithy", "copper", "village", "gold"]), P()],
                    ["topdeck:village"], supply={"village": 10, "smithy": 10})
    g.play(0, "wandering-minstrel")
    assert g.hand(0) == ["gold"] and g.deck(0) == ["village", "smithy"] and g.discard(0) == ["copper"]
    assert g.turn.actions == 2


def test_bandit_camp_draws_then_gains_spoils() -> None:
    """Bandit Camp: +1 Card +2 Actions, gain a Spoils from its pile (nothing when it is empty)."""
    g, _ = scenario([P(hand=["bandit-camp"], deck=["copper"]), P()], non_supply={"spoils": 15})
    g.play(0, "bandit-camp")
    assert g.hand(0) == ["copper"] and g.turn.actions == 2
    assert gained(g) == [(0, "spoils", "non-supply:spoils", "discard")]
    g, _ = scenario([P(hand=["bandit-camp"]), P()], non_supply={"spoils": 0})
    g.play(0, "bandit-camp")
    assert gained(g) == []


def test_necropolis_gives_two_actions() -> None:
    """Necropolis: +2 Actions."""
    g, _ = scenario([P(hand=["necropolis"]), P()])
    g.play(0, "necropolis")
    assert g.turn.actions == 2


def test_urchin_attacks_and_trades_for_mercenary() -> None:
    """Urchin: +1 Card +1 Action, others discard down to 4; when you play another Attack with it in play you
    may trash it to gain a Mercenary."""
    g, _ = scenario([P(hand=["urchin", "militia"], deck=["copper"] * 3), P(hand=["copper"] * 5)],
                    ["trash:urchin"],
                    supply={"urchin": 10, "militia": 10}, non_supply={"mercenary": 10})
    g.play(0, "urchin")
    assert len(g.hand(1)) == 4
    g.play(0, "militia")
    assert g.trash_ids() == ["urchin"] and gained(g) == [(0, "mercenary", "non-supply:mercenary", "discard")]
    assert len(g.hand(1)) == 3


def test_urchin_played_twice_cannot_trash_itself() -> None:
    """Urchin: playing the same Urchin twice does not let it trash itself (Dark Ages FAQ)."""
    g, d = scenario([P(hand=["throne-room", "urchin"], deck=["copper"] * 3), P()], ["play:urchin"],
                    supply={"urchin": 10}, non_supply={"mercenary": 10})
    g.play(0, "throne-room")
    assert g.trash_ids() == [] and sorted(g.in_play(0)) == ["throne-room", "urchin"]
    d.assert_done()


def test_mercenary_trashes_two_for_its_bonus() -> None:
    """Mercenary: you may trash 2 cards; if you do, +2 Cards +$2 and others discard down to 3."""
    g, _ = scenario([P(hand=["mercenary", "estate", "copper"], deck=["gold", "gold"]), P(hand=["copper"] * 5)],
                    ["yes", ["discard:copper", "discard:copper"]], non_supply={"mercenary": 9})
    g.play(0, "mercenary")
    assert sorted(g.trash_ids()) == ["copper", "estate"] and g.hand(0) == ["gold", "gold"]
    assert g.turn.coins == 2 and len(g.hand(1)) == 3


def test_mercenary_with_one_card_trashes_it_for_nothing() -> None:
    """Mercenary with one card in hand: you may trash it, but the "if you do" fails (Dark Ages FAQ)."""
    g, _ = scenario([P(hand=["mercenary", "estate"], deck=["gold"] * 2), P(hand=["copper"] * 5)], ["yes"],
                    non_supply={"mercenary": 9})
    g.play(0, "mercenary")
    assert g.trash_ids() == ["estate"] and g.hand(0) == [] and g.turn.coins == 0 and len(g.hand(1)) == 5


def test_marauder_spoils_then_ruins_in_turn_order() -> None:
    """Marauder: gain a Spoils, then each other player in turn order gains the top Ruins."""
    g, _ = scenario([P(hand=["marauder"]), P(), P()], supply={"ruins": list(RUINS)}, non_supply={"spoils": 15})
    g.play(0, "marauder")
    assert gained(g) == [(0, "spoils", "non-supply:spoils", "discard"), (1, "abandoned-mine", "supply", "discard"),
                         (2, "ruined-library", "supply", "discard")]


def test_cultist_chains_and_draws_when_trashed() -> None:
    """Cultist: +2 Cards, others gain a Ruins, you may play a Cultist from hand (no Action used); when trashed,
    +3 Cards."""
    g, _ = scenario([P(hand=["cultist", "cultist"], deck=["copper"] * 4), P()], ["play:cultist"],
                    supply={"ruins": list(RUINS), "cultist": 10})
    g.play(0, "cultist")
    assert g.in_play(0) == ["cultist", "cultist"] and len(g.hand(0)) == 4 and g.turn.actions == 0
    assert g.discard(1) == ["abandoned-mine", "ruined-library"]
    g, _ = scenario([P(), P(hand=["cultist"], deck=["copper"] * 3)], supply={"cultist": 10})
    g.trash(1, g.find(1, "cultist"))
    assert g.hand(1) == ["copper"] * 3


def test_pillage_gains_spoils_then_attacks_if_trashed() -> None:
    """Pillage: trash it; if you did, gain 2 Spoils and each other player with 5+ cards discards a card you
    choose."""
    g, _ = scenario([P(hand=["pillage"]), P(hand=["gold", "copper", "copper", "copper", "copper"]),
                     P(hand=["gold"] * 4)], ["discard:gold"], non_supply={"spoils": 15})
    g.play(0, "pillage")
    assert g.trash_ids() == ["pillage"] and g.discard(1) == ["gold"] and len(g.hand(2)) == 4
    assert [c for _p, c, _s, _d in gained(g)] == ["spoils", "spoils"]


def test_pillage_twice_gains_only_once_now_but_twice_in_1e() -> None:
    """Pillage played twice (Throne Room): the current text gives nothing on the second play (it was not
    trashed again); the first printing gave 2 more Spoils."""
    for version, spoils in (("2e", 2), ("1e", 4)):
        g, _ = scenario([P(hand=["throne-room", "pillage"]), P()], ["play:pillage"], non_supply={"spoils": 15},
                        versions={"pillage": version})
        g.play(0, "throne-room")
        assert g.discard(0) == ["spoils"] * spoils and g.trash_ids() == ["pillage"]


def test_spoils_gives_3_and_returns() -> None:
    """Spoils: worth $3; when played it returns to the Spoils pile."""
    g, _ = scenario([P(hand=["spoils"]), P()], non_supply={"spoils": 14}, phase="buy")
    g.play(0, "spoils")
    assert g.turn.coins == 3 and g.pile_count("spoils") == 15 and g.in_play(0) == []


def test_band_of_misfits_plays_a_cheaper_supply_action_leaving_it() -> None:
    """Band of Misfits: play a cheaper non-Command Action from the Supply, which stays there."""
    g, d = scenario([P(hand=["band-of-misfits"], deck=["copper"]), P()], ["play:fortress"],
                    supply={"fortress": 10, "band-of-misfits": 10, "market": 10})
    g.play(0, "band-of-misfits")
    assert g.turn.actions == 2 and g.hand(0) == ["copper"] and g.pile_count("fortress") == 10
    assert d.asked == []  # Market and Band of Misfits cost as much as it: Fortress is the only choice
    assert g.in_play(0) == ["band-of-misfits"]


def test_band_of_misfits_1e_is_the_card_it_plays() -> None:
    """Band of Misfits (original): played as a Death Cart that trashes itself, the Band of Misfits is trashed."""
    g, _ = scenario([P(hand=["band-of-misfits"]), P()], ["trash-this:death-cart"],
                    supply={"death-cart": 10}, versions={"band-of-misfits": "1e"})
    g.play(0, "band-of-misfits")
    assert g.trash_ids() == ["band-of-misfits"] and g.turn.coins == 5


def test_band_of_misfits_1e_played_twice_keeps_its_first_choice() -> None:
    """Band of Misfits (original): played twice by Throne Room you choose only the first time; the second play
    copies the same card (Dark Ages FAQ)."""
    g, d = scenario([P(hand=["throne-room", "band-of-misfits"], deck=["copper"] * 4), P()],
                    ["play:band-of-misfits", "play:village"], supply={"village": 10, "fortress": 10},
                    versions={"band-of-misfits": "1e"})
    g.play(0, "throne-room")
    assert g.turn.actions == 4 and len(g.hand(0)) == 2
    d.assert_done()


def test_band_of_misfits_1e_as_fortress_trashed_is_a_fortress_then_a_band_of_misfits() -> None:
    """Band of Misfits (original): Procession on it as a Fortress plays it twice, trashes it while it is a Fortress
    (so Fortress's when-trash puts it into your hand), then gains an Action costing exactly $6, one more than the
    Band of Misfits that has left play (Dark Ages FAQ)."""
    g, d = scenario([P(hand=["procession", "band-of-misfits"], deck=["copper"] * 4), P()],
                    ["play:band-of-misfits", "play:fortress", "gain:artisan"],
                    supply={"fortress": 10, "village": 10, "artisan": 10, "adventurer": 10, "band-of-misfits": 10,
                            "witch": 10},
                    versions={"band-of-misfits": "1e"})
    g.play(0, "procession")
    assert g.turn.actions == 4 and g.trash_ids() == []
    assert sorted(g.hand(0)) == ["band-of-misfits", "copper", "copper"] and g.discard(0) == ["artisan"]
    d.assert_done()


def test_band_of_misfits_1e_has_the_types_and_name_of_its_card_in_play() -> None:
    """Band of Misfits (original): in play as a Village it is a Village, so Horn of Plenty beside a real Village
    counts two differently named cards, not three; out of play it is a Band of Misfits again."""
    g, d = scenario([P(hand=["band-of-misfits", "horn-of-plenty"], in_play=["village"], deck=["copper"]), P()],
                    ["gain:estate"], supply={"village": 10, "estate": 8, "silver": 10},
                    versions={"band-of-misfits": "1e"})
    g.play(0, "band-of-misfits")
    bom = g.find(0, "band-of-misfits", IN_PLAY)
    assert g.card_as(bom) == "village"
    g.turn.phase = Phase.BUY
    g.play(0, "horn-of-plenty")
    assert "gain:silver" not in d.asked[-1].ids()
    g.cleanup(0)
    assert g.card_as(bom) == "band-of-misfits"
    d.assert_done()


def test_band_of_misfits_1e_as_hermit_does_hermits_cleanup_thing() -> None:
    """Band of Misfits (original): played as a Hermit, when discarded from play in a turn you bought nothing it
    is trashed for a Madman, like Hermit; in the trash it is a Band of Misfits (Dark Ages FAQ)."""
    g, d = scenario([P(hand=["band-of-misfits"], deck=["copper"] * 6), P()], ["gain:estate"],
                    supply={"hermit": 10, "estate": 8}, non_supply={"madman": 10},
                    versions={"band-of-misfits": "1e", "hermit": "1e"})
    g.play(0, "band-of-misfits")
    g.cleanup(0)
    assert g.trash_ids() == ["band-of-misfits"] and "madman" in g.discard(0) and g.pile_count("hermit") == 10
    d.assert_done()


def test_band_of_misfits_2e_cannot_trash_the_supply_card() -> None:
    """Band of Misfits (current): playing Death Cart from the Supply, "trash this" cannot trash the Supply card."""
    g, d = scenario([P(hand=["band-of-misfits"]), P()], [], supply={"death-cart": 10})
    g.play(0, "band-of-misfits")
    assert g.trash_ids() == [] and g.pile_count("death-cart") == 10 and g.turn.coins == 0


def test_band_of_misfits_only_sees_the_top_of_a_mixed_pile() -> None:
    """Band of Misfits: only the top card of the Knights pile is in the Supply to be played."""
    g, d = scenario([P(hand=["band-of-misfits"]), P()], [],
                    supply={"knights": ["sir-destry", "sir-martin"]})
    g.play(0, "band-of-misfits")
    assert g.turn.buys == 3 and g.pile("knights") == ["sir-destry", "sir-martin"]


def test_hermit_trashes_from_discard_and_gains() -> None:
    """Hermit: you may trash a non-Treasure from your discard pile or hand; gain a card costing up to $3."""
    g, d = scenario([P(hand=["hermit", "copper"], discard=["estate", "silver"]), P()],
                    ["trash-from-discard:estate", "gain:silver"], supply={"hermit": 10})
    g.play(0, "hermit")
    assert g.trash_ids() == ["estate"] and g.discard(0) == ["silver", "silver"]
    assert d.asked[0].ids() == ["trash-from-discard:estate"] and d.asked[0].min == 0


def test_hermit_chooses_whether_to_trash_from_the_hand_or_the_discard_pile() -> None:
    """Hermit: with the same card in your hand and your discard pile, you choose which of the two you trash (the
    card text: "a card from your discard pile or hand")."""
    for answer, hand, discard in (("trash:estate", ["copper"], ["estate", "copper"]),
                                  ("trash-from-discard:estate", ["estate", "copper"], ["copper"])):
        g, d = scenario([P(hand=["hermit", "estate", "copper"], discard=["estate"]), P()], [answer, "gain:copper"],
                        supply={"hermit": 10})
        g.play(0, "hermit")
        assert d.asked[0].ids() == ["trash:estate", "trash-from-discard:estate"]
        assert g.trash_ids() == ["estate"] and g.hand(0) == hand and g.discard(0) == discard
        d.assert_done()


def test_hermit_exchanged_for_madman_when_the_buy_phase_gains_nothing() -> None:
    """Hermit (2022 text): at the end of a Buy phase in which you gained no card, exchange it for a Madman (to
    the discard pile, not a gain); a gain in the Action phase does not count."""
    g, _ = scenario([P(hand=["hermit"], deck=["copper"] * 5), P()], ["gain:silver"], supply={"hermit": 9},
                    non_supply={"madman": 10})
    g.play(0, "hermit")
    g.cleanup(0)
    assert sorted(g.discard(0)) == ["madman", "silver"] and g.pile_count("hermit") == 10
    assert g.trash_ids() == [] and gained(g) == [(0, "silver", "supply", "discard")]


def test_hermit_stays_when_a_card_was_bought() -> None:
    """Hermit: a card gained in the Buy phase keeps the Hermit (current) and a card bought keeps it (1e)."""
    for version in ("2e", "1e"):
        g, _ = scenario([P(hand=["hermit"], deck=["copper"] * 5), P()], ["gain:copper"], supply={"hermit": 9},
                        non_supply={"madman": 10}, versions={"hermit": version})
        g.play(0, "hermit")
        g.turn.phase = Phase.BUY
        g.turn.coins = 3
        g.buy(0, "silver")
        g.cleanup(0)
        assert sorted(g.discard(0)) == ["copper", "hermit", "silver"] and g.pile_count("madman") == 10


def test_hermit_1e_trashes_itself_and_gains_madman() -> None:
    """Hermit (first printing): discarded from play with no card bought, it is trashed and a Madman is gained."""
    g, _ = scenario([P(hand=["hermit"], deck=["copper"] * 5), P()], ["gain:copper"], supply={"hermit": 9},
                    non_supply={"madman": 10}, versions={"hermit": "1e"})
    g.play(0, "hermit")
    g.cleanup(0)
    assert g.trash_ids() == ["hermit"] and gained(g)[-1] == (0, "madman", "non-supply:madman", "discard")


def test_madman_returns_and_draws_per_card_in_hand() -> None:
    """Madman: +2 Actions, return it to its pile; if you did, +1 Card per card in hand."""
    g, _ = scenario([P(hand=["madman", "copper", "copper"], deck=["estate"] * 3), P()], non_supply={"madman": 9})
    g.play(0, "madman")
    assert g.turn.actions == 2 and g.pile_count("madman") == 10 and len(g.hand(0)) == 4


def test_feodum_counts_silvers_and_gains_three_when_trashed() -> None:
    """Feodum: 1 VP per 3 Silvers you have (rounded down); when trashed, gain 3 Silvers."""
    g, _ = scenario([P(hand=["feodum"], deck=["silver"] * 5, discard=["silver"] * 3, in_play=["silver"]), P()],
                    supply={"feodum": 8})
    assert feodum_vp(g, 0) == 3 and g.score(0) == 3
    g.trash(0, g.find(0, "feodum"))
    assert gained(g) == [(0, "silver", "supply", "discard")] * 3


def test_knight_trashing_a_knight_trashes_itself() -> None:
    """Knights: each other player reveals 2 and trashes one costing $3-$6; if a Knight is trashed, the playing
    Knight is trashed too."""
    g, _ = scenario([P(hand=["sir-bailey"], deck=["copper"]), P(deck=["copper", "dame-anna"])],
                    supply={"knights": ["dame-molly"]})
    g.play(0, "sir-bailey")
    assert g.trash_ids() == ["dame-anna", "sir-bailey"] and g.discard(1) == ["copper"]
    assert g.turn.actions == 1 and g.hand(0) == ["copper"]


def test_knight_victim_choosing_the_other_card_spares_the_knight() -> None:
    """Knights: when the victim trashes the non-Knight of two, the played Knight stays (Dark Ages FAQ)."""
    g, _ = scenario([P(hand=["dame-sylvia"]), P(deck=["silver", "dame-anna"])], ["trash:silver"],
                    supply={"knights": ["dame-molly"]})
    g.play(0, "dame-sylvia")
    assert g.trash_ids() == ["silver"] and g.in_play(0) == ["dame-sylvia"] and g.turn.coins == 2


def test_each_knight_bonus() -> None:
    """Knights: Dame Anna trashes up to 2, Molly +2 Actions, Natalie may gain up to $3, Destry +2 Cards,
    Martin +2 Buys (costs $4), Michael makes others discard down to 3 first, Josephine is worth 2 VP."""
    k = {"knights": ["dame-molly"]}
    g, _ = scenario([P(hand=["dame-anna", "estate", "curse"]), P()], [["trash:estate", "trash:curse"]], supply=k)
    g.play(0, "dame-anna")
    assert sorted(g.trash_ids()) == ["curse", "estate"]
    g, _ = scenario([P(hand=["dame-molly"]), P()], supply=k)
    g.play(0, "dame-molly")
    assert g.turn.actions == 2
    g, _ = scenario([P(hand=["dame-natalie"]), P()], ["gain:silver"], supply=k)
    g.play(0, "dame-natalie")
    assert gained(g) == [(0, "silver", "supply", "discard")]
    g, _ = scenario([P(hand=["sir-destry"], deck=["copper"] * 2), P()], supply=k)
    g.play(0, "sir-destry")
    assert len(g.hand(0)) == 2
    g, _ = scenario([P(hand=["sir-martin"]), P()], supply=k)
    g.play(0, "sir-martin")
    assert g.turn.buys == 3 and g.cost_of("sir-martin").coins == 4
    g, _ = scenario([P(hand=["sir-michael"]), P(hand=["copper"] * 4, deck=["estate", "gold"])],
                    ["discard:copper"], supply=k)
    g.play(0, "sir-michael")
    assert g.hand(1) == ["copper"] * 3 and g.trash_ids() == ["gold"]
    g, _ = scenario([P(discard=["dame-josephine"]), P()], supply=k)
    assert g.score(0) == 2


def test_sir_vander_gives_its_owner_a_gold_when_trashed() -> None:
    """Sir Vander: when trashed (even by another player's Knight), its owner gains a Gold."""
    g, _ = scenario([P(hand=["sir-destry"], deck=["copper"] * 2), P(deck=["copper", "sir-vander"])],
                    supply={"knights": ["dame-molly"]})
    g.play(0, "sir-destry")
    assert gained(g) == [(1, "gold", "supply", "discard")] and "sir-destry" in g.trash_ids()


def test_knights_set_up_is_one_of_each_shuffled() -> None:
    """Knights: the pile is the ten different Knights, shuffled; only the top one is in the Supply."""
    from generator.engine import RandomDecider
    from tests.engine.carddefs import card_defs
    g = Game.new(card_defs(), ["knights", "village"], 2, RandomDecider(1), seed=3)
    pile = g.pile("knights")
    assert sorted(pile) == sorted(["dame-anna", "dame-josephine", "dame-molly", "dame-natalie", "dame-sylvia",
                                   "sir-bailey", "sir-destry", "sir-martin", "sir-michael", "sir-vander"])
    assert [c for c in pile if g.in_supply(c)] == [pile[-1]]


def test_ruins_pile_by_player_count_with_a_looter() -> None:
    """Ruins: a Looter brings the shuffled Ruins pile, 10 per player after the first, into the Supply."""
    from generator.engine import RandomDecider
    from tests.engine.carddefs import card_defs
    for n in (2, 4):
        g = Game.new(card_defs(), ["marauder"], n, RandomDecider(1), seed=5)
        assert g.pile_count("ruins") == 10 * (n - 1) and g.in_supply(g.pile("ruins")[-1])
        assert set(g.pile("ruins")) <= set(RUINS) and g.pile_count("spoils") == 15


def test_simple_ruins() -> None:
    """Ruins: Abandoned Mine +$1, Ruined Library +1 Card, Ruined Market +1 Buy, Ruined Village +1 Action."""
    g, _ = scenario([P(hand=["abandoned-mine", "ruined-library", "ruined-market", "ruined-village"],
                       deck=["gold"]), P()], actions=4)
    for c in ("abandoned-mine", "ruined-library", "ruined-market", "ruined-village"):
        g.play(0, c)
    assert (g.turn.coins, g.turn.buys, g.turn.actions) == (1, 2, 1) and g.hand(0) == ["gold"]


def test_survivors_discards_or_reorders_two() -> None:
    """Survivors: look at the top 2; discard both, or put them back in any order."""
    g, _ = scenario([P(hand=["survivors"], deck=["gold", "estate"]), P()], ["discard"])
    g.play(0, "survivors")
    assert sorted(g.discard(0)) == ["estate", "gold"]
    g, _ = scenario([P(hand=["survivors"], deck=["gold", "estate"]), P()], ["keep", "top:gold"])
    g.play(0, "survivors")
    assert g.deck(0) == ["estate", "gold"]


def test_shelters_replace_the_starting_estates() -> None:
    """Shelters: with Shelters each player starts with 7 Coppers, Hovel, Necropolis and Overgrown Estate."""
    from generator.engine import RandomDecider
    from generator.engine.layout import GameOptions
    from tests.engine.carddefs import card_defs
    g = Game.new(card_defs(), ["village"], 2, RandomDecider(1), seed=2, options=GameOptions(shelters=True))
    cards = sorted(g.hand(0) + g.deck(0))
    assert cards == sorted(["copper"] * 7 + ["hovel", "necropolis", "overgrown-estate"])
    assert g.score(0) == 0


def test_overgrown_estate_draws_when_trashed() -> None:
    """Overgrown Estate: worth 0 VP; when trashed, +1 Card right away."""
    g, _ = scenario([P(hand=["overgrown-estate"], deck=["gold"]), P()])
    assert g.score(0) == 0
    g.trash(0, g.find(0, "overgrown-estate"))
    assert g.hand(0) == ["gold"]


def test_hovel_trashed_when_buying_a_victory_card() -> None:
    """Hovel: when you buy a Victory card, you may trash it from your hand; buying a non-Victory does not ask."""
    g, d = scenario([P(hand=["hovel"]), P()], ["trash:hovel"], phase="buy", coins=5)
    g.buy(0, "silver")
    assert d.asked == []
    g.turn.buys = 1
    g.buy(0, "estate")
    assert g.trash_ids() == ["hovel"] and g.discard(0) == ["silver", "estate"]


def test_beggar_gains_coppers_and_reacts() -> None:
    """Beggar: gain 3 Coppers into your hand; when another player plays an Attack, discard it to gain two
    Silvers, one onto your deck."""
    g, _ = scenario([P(hand=["beggar"]), P()])
    g.play(0, "beggar")
    assert g.hand(0) == ["copper"] * 3
    g, _ = scenario([P(hand=["militia"]), P(hand=["beggar", "copper", "copper", "copper", "copper"])],
                    ["discard:beggar", "discard:copper"], supply={"militia": 10})
    g.play(0, "militia")
    assert g.deck(1) == ["silver"] and g.discard(1) == ["beggar", "silver", "copper"] and len(g.hand(1)) == 3


def test_hovel_is_trashed_from_the_hand() -> None:
    """Hovel: the reaction trashes it from your hand (the trash event names the hand as its source)."""
    g, _ = scenario([P(hand=["hovel"]), P()], ["trash:hovel"], phase="buy", coins=2)
    g.buy(0, "estate")
    from generator.engine.events import Trashed
    assert [(e.card, e.source) for e in g.events if isinstance(e, Trashed)] == [("hovel", Zone.HAND.value)]


def test_random_dark_ages_kingdoms_keep_invariants() -> None:
    """Random games on Kingdoms drawn from Dark Ages only (2-6 players, Shelters, random decisions, seeded) keep
    every card once, leave no decision pending and replay alike."""
    import random

    from generator.engine import RandomDecider
    from generator.engine.layout import GameOptions
    from tests.engine.carddefs import card_defs
    defs = card_defs()
    piles = sorted({d.pile_id for d in defs.values() if d.expansion == "dark-ages" and d.supply == "kingdom"})
    assert len(piles) == 35 and "knights" in piles  # the 35 Kingdom piles, the Knights being one
    for seed in range(12):
        kingdom = random.Random(seed).sample(piles, 10)
        players = 2 + seed % 5
        opts = GameOptions(shelters=True, check=True)
        g = Game.new(defs, kingdom, players, RandomDecider(seed), seed=seed, options=opts)
        total = len(g.zones.card_of)
        g.run(30)
        g.check_invariants()
        assert len(g.zones.card_of) == total
        replay = Game.new(defs, kingdom, players, RandomDecider(seed), seed=seed, options=opts)
        replay.run(30)
        assert replay.events == g.events


def test_band_of_misfits_playing_a_supply_duration_stays_in_play_with_it() -> None:
    """Band of Misfits (2020 FAQ): playing a Duration card from the Supply, it stays in play as long as that card
    would have: past this turn's Clean-up, until the Clean-up of the turn the Duration finishes (Caravan)."""
    g, d = scenario([P(hand=["band-of-misfits"], deck=["copper"] * 12), P()], [],
                    supply={"caravan": 10, "band-of-misfits": 10})
    g.play(0, "band-of-misfits")
    assert len(g.hand(0)) == 1 and g.pile_count("caravan") == 10
    g.cleanup(0)
    assert g.in_play(0) == ["band-of-misfits"]
    g.start_turn(0)
    assert len(g.hand(0)) == 6
    g.cleanup(0)
    assert g.in_play(0) == [] and "band-of-misfits" in g.discard(0)
    d.assert_done()


def test_counterfeit_on_a_duration_treasure_stays_in_play_with_it() -> None:
    """Counterfeit playing a Duration Treasure twice (Astrolabe) trashes it, yet stays in play until the Clean-up of
    the next turn, when the Astrolabe's next-turn part happens twice (Duration rule: a card that plays a Duration
    more than once stays out as long as it does)."""
    g, d = scenario([P(hand=["counterfeit", "astrolabe"], deck=["copper"] * 12), P()], ["play:astrolabe"],
                    phase="buy", supply={"astrolabe": 10})
    g.play(0, "counterfeit")
    assert (g.turn.coins, g.turn.buys) == (3, 4) and g.trash_ids() == ["astrolabe"]
    g.cleanup(0)
    assert g.in_play(0) == ["counterfeit"] and g.discard(0) == []
    g.start_turn(0)
    assert (g.turn.coins, g.turn.buys) == (2, 3)
    g.cleanup(0)
    assert g.in_play(0) == [] and g.discard(0).count("counterfeit") == 1
    d.assert_done()


def test_band_of_misfits_playing_a_supply_throne_room_on_a_duration_stays_in_play() -> None:
    """Band of Misfits (2020 FAQ): playing a Throne Room from the Supply that plays a Duration from the hand twice,
    it stays in play as the Throne Room would have, until the Clean-up of the turn the Duration leaves play."""
    g, d = scenario([P(hand=["band-of-misfits", "caravan"], deck=["copper"] * 20), P()],
                    ["play:throne-room", "play:caravan"],
                    supply={"caravan": 10, "throne-room": 10, "band-of-misfits": 10})
    g.play(0, "band-of-misfits")
    assert g.in_play(0) == ["band-of-misfits", "caravan"] and g.pile_count("throne-room") == 10
    g.cleanup(0)
    assert g.in_play(0) == ["band-of-misfits", "caravan"]
    g.start_turn(0)
    assert len(g.hand(0)) == 7
    g.cleanup(0)
    assert g.in_play(0) == [] and {"band-of-misfits", "caravan"} <= set(g.discard(0))
    d.assert_done()


def test_band_of_misfits_playing_a_supply_card_that_plays_a_duration_once_leaves_play() -> None:
    """Band of Misfits (2020 FAQ): it stays out only as long as the card it played would have; a Vassal from the
    Supply playing a Caravan from the deck once would not stay, so Band of Misfits is discarded this turn while the
    Caravan stays."""
    g, d = scenario([P(hand=["band-of-misfits"], deck=["copper"] * 12 + ["caravan"]), P()],
                    ["play:vassal", "play:caravan"], supply={"caravan": 10, "vassal": 10, "band-of-misfits": 10})
    g.play(0, "band-of-misfits")
    assert g.in_play(0) == ["band-of-misfits", "caravan"] and g.turn.coins == 2
    g.cleanup(0)
    assert g.in_play(0) == ["caravan"] and sorted(g.discard(0)) == ["band-of-misfits", "copper"]
    d.assert_done()


def test_hermit_exchange_is_checked_at_each_end_of_a_buy_phase() -> None:
    """Hermit (2022 text): "at the end of your Buy phase this turn" happens each time a Buy phase ends, as the 2023
    FAQ of Merchant Guild rules for the same words: buying a Villa keeps the Hermit at the end of the first Buy
    phase, and the second Buy phase the Villa brings, gaining nothing, exchanges it for a Madman."""
    g, d = scenario([P(hand=["hermit", "silver", "silver"], deck=["copper"] * 12), P()],
                    ["play:hermit", "gain:copper", "buy:villa", "play:villa", "done"],
                    supply={"hermit": 9, "villa": 10}, non_supply={"madman": 10})
    g.take_turn()
    assert sorted(g.discard(0)) == ["copper", "madman", "silver", "silver", "villa"]
    assert g.pile_count("madman") == 9 and g.pile_count("hermit") == 10
    d.assert_done()


def test_hermit_1e_put_onto_the_deck_in_cleanup_is_not_trashed() -> None:
    """Hermit (first printing): if it is not discarded from play in Clean-up (Scheme puts it onto the deck), it is
    not trashed and no Madman is gained (Dark Ages FAQ)."""
    g, d = scenario([P(hand=["scheme", "hermit"], deck=["copper"] * 12), P()], ["gain:copper", "topdeck:hermit"],
                    supply={"hermit": 9, "scheme": 10}, non_supply={"madman": 10}, versions={"hermit": "1e"},
                    actions=2)
    g.play(0, "scheme")
    g.play(0, "hermit")
    g.cleanup(0)
    assert "hermit" in g.hand(0) and g.trash_ids() == [] and g.pile_count("madman") == 10
    d.assert_done()


def test_overgrown_estate_draws_in_the_middle_of_altar() -> None:
    """Overgrown Estate trashed by Altar: you draw right then, before Altar's gain (Dark Ages FAQ)."""
    from generator.engine.events import Gained, Moved
    g, d = scenario([P(hand=["altar", "overgrown-estate"], deck=["gold"]), P()], ["gain:duchy"])
    g.play(0, "altar")
    assert g.hand(0) == ["gold"] and gained(g) == [(0, "duchy", "supply", "discard")]
    order = [e.card for e in g.events if isinstance(e, Gained) or (isinstance(e, Moved) and e.reason == "draw")]
    assert order == ["gold", "duchy"]
    d.assert_done()


def test_cultist_trashed_to_a_knight_does_not_draw_the_revealed_card() -> None:
    """Cultist trashed by another player's Knight: its owner draws 3, not the other revealed card, which is then
    discarded (Dark Ages FAQ)."""
    g, d = scenario([P(hand=["sir-martin"]), P(deck=["copper", "copper", "gold", "silver", "cultist"])],
                    ["trash:cultist"], supply={"knights": ["dame-molly"], "cultist": 10})
    g.play(0, "sir-martin")
    assert g.hand(1) == ["gold", "copper", "copper"] and g.discard(1) == ["silver"] and g.trash_ids() == ["cultist"]
    assert g.in_play(0) == ["sir-martin"]
    d.assert_done()


def test_rats_trashed_by_another_players_knight_draws_for_its_owner() -> None:
    """Rats trashed on another player's turn (a Knight's attack): its owner still draws a card (Dark Ages FAQ)."""
    g, d = scenario([P(hand=["sir-martin"]), P(deck=["gold", "estate", "rats"])], [],
                    supply={"knights": ["dame-molly"], "rats": 20})
    g.play(0, "sir-martin")
    assert g.trash_ids() == ["rats"] and g.hand(1) == ["gold"] and g.discard(1) == ["estate"]
    d.assert_done()


def test_market_square_several_for_one_trashed_card() -> None:
    """Market Square: you may discard several Market Squares for one trashed card, gaining a Gold for each (Dark
    Ages FAQ)."""
    g, d = scenario([P(hand=["market-square", "market-square", "estate"]), P()],
                    ["discard:market-square", "discard:market-square"], supply={"market-square": 10})
    g.trash(0, g.find(0, "estate"))
    assert g.hand(0) == [] and g.discard(0) == ["market-square", "gold", "market-square", "gold"]
    d.assert_done()


def test_procession_on_procession() -> None:
    """Procession on Procession: one Action played twice, trashed, a card $1 more gained; another Action the same;
    then the Procession is trashed and an Action costing $1 more than it gained (Dark Ages FAQ)."""
    g, d = scenario([P(hand=["procession", "procession", "village", "smithy"], deck=["copper"] * 12), P()],
                    ["play:procession", "play:village", "gain:smithy", "play:smithy", "gain:market", "gain:market"],
                    supply={"village": 10, "smithy": 10, "market": 10, "procession": 10, "festival": 10})
    g.play(0, "procession")
    assert g.trash_ids() == ["village", "smithy", "procession"] and g.in_play(0) == ["procession"]
    assert [c for _p, c, _s, _d in gained(g)] == ["smithy", "market", "market"]
    assert g.turn.actions == 4 and len(g.hand(0)) == 8
    d.assert_done()


def test_procession_resolves_the_when_trash_ability_before_gaining() -> None:
    """Procession on Cultist: trashing it draws 3 cards before the Action costing $1 more is gained (Dark Ages
    FAQ)."""
    from generator.engine.events import Gained, Trashed
    g, d = scenario([P(hand=["procession", "cultist"], deck=["copper"] * 10), P()], ["play:cultist"],
                    supply={"cultist": 10, "ruins": list(RUINS), "artisan": 10})
    g.play(0, "procession")
    assert len(g.hand(0)) == 7 and gained(g)[-1] == (0, "artisan", "supply", "discard")
    trashed_at = next(i for i, e in enumerate(g.events) if isinstance(e, Trashed))
    gain_at = next(i for i, e in enumerate(g.events) if isinstance(e, Gained) and e.card == "artisan")
    assert trashed_at < gain_at and g.trash_ids() == ["cultist"]
    d.assert_done()


def test_knight_played_twice_trashes_itself_once_and_attacks_again() -> None:
    """A Knight played twice (Throne Room): the first attack trashes a Knight, so it trashes itself; the second play
    still attacks (Sir Vander's owner gains a Gold), and trashing the Knight again fails (it has left play)."""
    g, d = scenario([P(hand=["throne-room", "sir-destry"], deck=["copper"] * 5),
                     P(deck=["copper", "dame-anna", "copper", "sir-vander"])],
                    ["play:sir-destry"], supply={"knights": ["dame-molly"]})
    g.play(0, "throne-room")
    assert g.trash_ids() == ["sir-vander", "sir-destry", "dame-anna"] and g.in_play(0) == ["throne-room"]
    assert len(g.hand(0)) == 4 and gained(g) == [(1, "gold", "supply", "discard")]
    d.assert_done()


def test_mercenary_reactions_come_before_the_choice_to_trash() -> None:
    """Mercenary: a player reacting to it (Beggar) does so before you decide whether to trash 2 cards (Dark Ages
    FAQ)."""
    g, d = scenario([P(hand=["mercenary", "estate", "copper", "curse"], deck=["gold"] * 2),
                     P(hand=["beggar"] + ["copper"] * 4)],
                    ["discard:beggar", "yes", ["trash:curse", "trash:estate"]], non_supply={"mercenary": 9})
    g.play(0, "mercenary")
    assert [dec.kind for dec in d.asked] == ["when-attack", "trash-two", "trash"]
    assert g.deck(1) == ["silver"] and len(g.hand(1)) == 3 and sorted(g.trash_ids()) == ["curse", "estate"]
    d.assert_done()


def test_death_cart_played_twice_can_trash_only_an_action_the_second_time() -> None:
    """Death Cart (current text) played twice: once trashed it cannot trash itself again; the second play offers only
    an Action from the hand, and gives +$5 only if one is trashed."""
    g, d = scenario([P(hand=["throne-room", "death-cart", "village"]), P()],
                    ["play:death-cart", "trash-this:death-cart", "trash:village"],
                    supply={"village": 10, "death-cart": 10})
    g.play(0, "throne-room")
    assert g.turn.coins == 10 and g.trash_ids() == ["death-cart", "village"]
    assert d.asked[-1].ids() == ["trash:village"] and d.asked[-1].min == 0
    d.assert_done()


def test_urchin_trashed_when_band_of_misfits_plays_an_attack() -> None:
    """Urchin: Band of Misfits playing an Attack from the Supply is playing another Attack, so the Urchin in play may
    be trashed for a Mercenary, before the Attack resolves."""
    g, d = scenario([P(hand=["urchin", "band-of-misfits"], deck=["copper"] * 3), P(hand=["copper"] * 5)],
                    ["play:militia", "trash:urchin"],
                    supply={"urchin": 10, "militia": 10, "band-of-misfits": 10}, non_supply={"mercenary": 10})
    g.play(0, "urchin")
    g.play(0, "band-of-misfits")
    assert g.trash_ids() == ["urchin"] and g.discard(0) == ["mercenary"] and g.turn.coins == 2
    assert len(g.hand(1)) == 3 and g.pile_count("militia") == 10
    d.assert_done()


def test_squire_gains_only_the_top_knight() -> None:
    """Squire trashed: any Attack in the Supply may be gained, but of the Knights only the top one."""
    g, d = scenario([P(hand=["squire"]), P()], ["gain:sir-martin"],
                    supply={"knights": ["dame-molly", "sir-martin"], "militia": 10})
    g.trash(0, g.find(0, "squire"))
    assert d.asked[0].ids() == ["gain:sir-martin", "gain:militia"] and g.discard(0) == ["sir-martin"]
    d.assert_done()


def test_graverobber_chosen_option_that_cannot_be_done_does_nothing() -> None:
    """Graverobber: you may choose to trash an Action with none in hand; then nothing happens (Dark Ages FAQ)."""
    g, d = scenario([P(hand=["graverobber", "copper"]), P()], ["graverobber:trash"], trash=["silver"])
    g.play(0, "graverobber")
    assert g.hand(0) == ["copper"] and g.trash_ids() == ["silver"] and gained(g) == []
    d.assert_done()


def test_scavenger_with_an_empty_deck_puts_the_chosen_card_alone_on_it() -> None:
    """Scavenger with no deck: nothing to move, and the card taken from the discard pile becomes the only card of the
    deck (Dark Ages FAQ)."""
    g, d = scenario([P(hand=["scavenger"], discard=["copper", "gold"]), P()], ["topdeck:gold"])
    g.play(0, "scavenger")
    assert g.deck(0) == ["gold"] and g.discard(0) == ["copper"]
    assert [dec.kind for dec in d.asked] == ["topdeck"]
    d.assert_done()


def test_madman_played_twice_draws_only_the_first_time() -> None:
    """Madman played twice (Throne Room): the second play cannot return it, so it draws nothing (Dark Ages FAQ)."""
    g, d = scenario([P(hand=["throne-room", "madman", "copper"], deck=["estate"] * 4), P()], ["play:madman"],
                    non_supply={"madman": 9})
    g.play(0, "throne-room")
    assert g.turn.actions == 4 and len(g.hand(0)) == 2 and g.pile_count("madman") == 10
    d.assert_done()


def test_pillage_with_one_spoils_left_gains_just_it() -> None:
    """Pillage: with one Spoils left you gain just that one (Dark Ages FAQ)."""
    g, _ = scenario([P(hand=["pillage"]), P()], non_supply={"spoils": 1})
    g.play(0, "pillage")
    assert g.discard(0) == ["spoils"] and g.pile_count("spoils") == 0


def test_beggar_with_one_silver_left_puts_it_on_the_deck() -> None:
    """Beggar: with only one Silver left, it goes onto your deck (Dark Ages FAQ)."""
    g, _ = scenario([P(hand=["militia"]), P(hand=["beggar", "copper", "copper", "copper"], deck=["estate"])],
                    ["discard:beggar"], supply={"militia": 10, "silver": 1})
    g.play(0, "militia")
    assert g.deck(1) == ["estate", "silver"] and g.discard(1) == ["beggar"] and g.pile_count("silver") == 0


def test_band_of_misfits_1e_played_on_a_later_turn_chooses_anew() -> None:
    """Band of Misfits (original): it is the chosen card only until it leaves play; discarded in Clean-up and played
    on a later turn, it is a Band of Misfits again and you choose again (here a Village after a Militia)."""
    g, d = scenario([P(hand=["band-of-misfits"], deck=["copper"] * 20), P()], ["play:militia", "play:village"],
                    supply={"village": 10, "militia": 10}, versions={"band-of-misfits": "1e"})
    g.play(0, "band-of-misfits")
    assert g.turn.coins == 2
    g.cleanup(0)
    bom = g.find(0, "band-of-misfits", DISCARD)
    g.start_turn(0)
    g.move(bom, g.zones.code(0, DISCARD), g.zones.code(0, HAND))
    g.play(0, "band-of-misfits")
    assert (g.turn.coins, g.turn.actions) == (0, 2) and len(d.asked) == 2
    d.assert_done()


def test_band_of_misfits_1e_back_in_hand_from_the_trash_chooses_anew() -> None:
    """Band of Misfits (original): trashed as a Fortress it returns to your hand (Dark Ages FAQ); played again that
    turn it is a new play, so you choose what to play it as again."""
    g, d = scenario([P(hand=["procession", "band-of-misfits"], deck=["copper"] * 6), P()],
                    ["play:band-of-misfits", "play:fortress", "play:village"],
                    supply={"fortress": 10, "village": 10, "artisan": 10, "band-of-misfits": 10},
                    versions={"band-of-misfits": "1e"})
    g.play(0, "procession")
    assert "band-of-misfits" in g.hand(0) and g.turn.actions == 4 and g.discard(0) == ["artisan"]
    g.play(0, "band-of-misfits")
    assert g.turn.actions == 5 and g.card_as(g.find(0, "band-of-misfits", IN_PLAY)) == "village"
    d.assert_done()
