"""Menagerie: every implemented card's, Event's and Way's rules, from the card texts and the Menagerie FAQ."""

from __future__ import annotations

from generator.engine import Game, GameOptions, PlayerLayout, RandomDecider, ScriptedDecider, Zone
from generator.engine.events import Exiled, Played
from generator.engine.types import Phase
from tests.engine.carddefs import card_defs
from tests.engine.helpers import gained, scenario

P = PlayerLayout
HORSES = {"horse": 30}
EX = Zone.EXILE


def cards_gained(g: Game) -> list[tuple[int, str]]:
    """(player, card) of every gain, in order."""
    return [(p, c) for p, c, _s, _d in gained(g)]


# -- Kingdom cards -----------------------------------------------------------------------------------
def test_supplies_gains_a_horse_onto_the_deck() -> None:
    """Supplies: $1, and a Horse is gained onto your deck."""
    g, _ = scenario([P(hand=["supplies"]), P()], non_supply=HORSES, phase="buy", supply={"supplies": 10})
    g.play(0, "supplies")
    assert g.turn.coins == 1 and g.deck(0) == ["horse"] and g.pile_count("horse") == 29


def test_stockpile_gives_three_and_a_buy_and_exiles_itself() -> None:
    """Stockpile: $3 and +1 Buy, and it goes to your Exile mat when played."""
    g, _ = scenario([P(hand=["stockpile"]), P()], phase="buy", supply={"stockpile": 10})
    g.play(0, "stockpile")
    assert g.turn.coins == 3 and g.turn.buys == 2 and g.in_play(0) == [] and g.zone(0, EX) == ["stockpile"]


def test_sleigh_gains_two_horses() -> None:
    """Sleigh: playing it gains 2 Horses to the discard pile."""
    g, _ = scenario([P(hand=["sleigh"]), P()], non_supply=HORSES, supply={"sleigh": 10})
    g.play(0, "sleigh")
    assert g.discard(0) == ["horse", "horse"]


def test_sleigh_reaction_puts_the_gained_card_into_hand() -> None:
    """Sleigh: when you gain a card you may discard Sleigh from hand to put that card into your hand."""
    g, d = scenario([P(hand=["sleigh"]), P()], ["discard:sleigh", "sleigh:hand"], supply={"sleigh": 10})
    g.gain(0, "gold")
    assert g.hand(0) == ["gold"] and g.discard(0) == ["sleigh"]
    d.assert_done()


def test_sleigh_reaction_puts_the_gained_card_onto_the_deck() -> None:
    """Sleigh: the other choice puts the gained card onto your deck."""
    g, d = scenario([P(hand=["sleigh"], deck=["copper"]), P()], ["discard:sleigh", "sleigh:deck"],
                    supply={"sleigh": 10})
    g.gain(0, "silver")
    assert g.deck(0) == ["copper", "silver"] and g.discard(0) == ["sleigh"]
    d.assert_done()


def test_paddock_gives_actions_per_empty_supply_pile() -> None:
    """Paddock: +$2, gains 2 Horses, +1 Action per empty Supply pile (the Horse pile never counts)."""
    g, _ = scenario([P(hand=["paddock"]), P()], non_supply={"horse": 2}, supply={"paddock": 10, "estate": 0,
                                                                                  "curse": 0})
    g.play(0, "paddock")
    assert g.turn.coins == 2 and g.discard(0) == ["horse", "horse"] and g.pile_count("horse") == 0
    assert g.turn.actions == 2


def test_cavalry_gains_two_horses() -> None:
    """Cavalry: playing it gains 2 Horses."""
    g, _ = scenario([P(hand=["cavalry"]), P()], non_supply=HORSES, supply={"cavalry": 10})
    g.play(0, "cavalry")
    assert g.discard(0) == ["horse", "horse"]


def test_cavalry_gained_in_buy_phase_returns_to_action_phase() -> None:
    """Cavalry: when gained, +2 Cards and +1 Buy, and in your Buy phase you go back to your Action phase."""
    g, _ = scenario([P(deck=["copper", "silver"]), P()], supply={"cavalry": 10}, phase="buy", coins=4)
    g.buy(0, "cavalry")
    assert sorted(g.hand(0)) == ["copper", "silver"] and g.turn.buys == 1 and g.turn.back_to_action


def test_cavalry_gained_on_another_turn_draws_but_gives_no_buy() -> None:
    """Cavalry: gained in another player's turn, its owner draws 2; the turn player gets no Buy."""
    g, _ = scenario([P(), P(deck=["copper", "silver"])], supply={"cavalry": 10})
    g.gain(1, "cavalry")
    assert sorted(g.hand(1)) == ["copper", "silver"] and g.turn.buys == 1 and not g.turn.back_to_action


def test_groom_bonus_by_type_of_gained_card() -> None:
    """Groom: an Action gained brings a Horse, a Treasure a Silver, a Victory card +1 Card +1 Action."""
    g, _ = scenario([P(hand=["groom", "groom", "groom"], deck=["gold"]), P()],
                    ["gain:village", "gain:silver", "gain:estate"], non_supply=HORSES,
                    supply={"groom": 10, "village": 10}, actions=3)
    g.play(0, "groom")
    g.play(0, "groom")
    g.play(0, "groom")
    assert cards_gained(g) == [(0, "village"), (0, "horse"), (0, "silver"), (0, "silver"), (0, "estate")]
    assert g.hand(0) == ["gold"] and g.turn.actions == 1


def test_hunting_lodge_may_discard_hand_for_five() -> None:
    """Hunting Lodge: +1 Card, +2 Actions, then you may discard your hand (the drawn card too) for +5 Cards."""
    g, _ = scenario([P(hand=["hunting-lodge", "estate"], deck=["copper"] * 5 + ["curse"]), P()], ["yes"],
                    supply={"hunting-lodge": 10})
    g.play(0, "hunting-lodge")
    assert sorted(g.discard(0)) == ["curse", "estate"] and g.hand(0) == ["copper"] * 5 and g.turn.actions == 2


def test_sanctuary_may_exile_a_card_from_hand() -> None:
    """Sanctuary: +1 Card, +1 Action, +1 Buy, and you may Exile a card from your hand."""
    g, _ = scenario([P(hand=["sanctuary", "estate"], deck=["copper"]), P()], ["exile:estate"],
                    supply={"sanctuary": 10})
    g.play(0, "sanctuary")
    assert g.zone(0, EX) == ["estate"] and g.hand(0) == ["copper"] and (g.turn.actions, g.turn.buys) == (1, 2)


def test_bounty_hunter_pays_only_for_a_new_exile() -> None:
    """Bounty Hunter: +1 Action, Exile a card from hand; +$3 only if no copy of it was in Exile already."""
    g, _ = scenario([P(hand=["bounty-hunter", "bounty-hunter", "estate", "copper"], exile=["copper"]), P()],
                    ["exile:estate", "exile:copper"], supply={"bounty-hunter": 10})
    g.play(0, "bounty-hunter")
    assert g.turn.coins == 3
    g.play(0, "bounty-hunter")
    assert g.turn.coins == 3 and g.turn.actions == 1 and sorted(g.zone(0, EX)) == ["copper", "copper", "estate"]


def test_displace_gains_a_different_card_up_to_two_more() -> None:
    """Displace: Exile a card from hand, gain a differently named card costing up to $2 more."""
    g, d = scenario([P(hand=["displace", "silver"]), P()], ["gain:duchy"], supply={"displace": 10})
    g.play(0, "displace")
    offered = d.asked[-1].ids()
    assert "gain:silver" not in offered and "gain:duchy" in offered and "gain:gold" not in offered
    assert g.zone(0, EX) == ["silver"] and cards_gained(g) == [(0, "duchy")]


def test_scrap_bonuses_per_coin_in_listed_order() -> None:
    """Scrap: trashing a $2 card gives two different chosen bonuses, done in the listed order."""
    g, _ = scenario([P(hand=["scrap", "estate"], deck=["copper"]), P()],
                    [["scrap:horse", "scrap:card"]], non_supply=HORSES, supply={"scrap": 10})
    g.play(0, "scrap")
    assert g.trash_ids() == ["estate"] and g.hand(0) == ["copper"] and g.discard(0) == ["horse"]


def test_scrap_on_a_copper_gives_nothing() -> None:
    """Scrap: a $0 card gives no bonus."""
    g, d = scenario([P(hand=["scrap", "copper"]), P()], [], supply={"scrap": 10})
    g.play(0, "scrap")
    assert g.trash_ids() == ["copper"] and d.asked == []


def test_barge_now_or_next_turn() -> None:
    """Barge: +3 Cards +1 Buy now (discarded this turn), or at the start of next turn (staying in play)."""
    g, _ = scenario([P(hand=["barge"], deck=["copper"] * 10), P()], ["barge:next"], supply={"barge": 10})
    g.play(0, "barge")
    assert g.hand(0) == [] and g.turn.buys == 1
    g.cleanup(0)
    assert g.in_play(0) == ["barge"]
    g.start_turn(0)
    assert len(g.hand(0)) == 8 and g.turn.buys == 2


def test_barge_now_is_discarded_this_turn() -> None:
    """Barge: taken now, it draws 3 and is discarded in this turn's Clean-up."""
    g, _ = scenario([P(hand=["barge"], deck=["copper"] * 10), P()], ["barge:now"], supply={"barge": 10})
    g.play(0, "barge")
    assert len(g.hand(0)) == 3 and g.turn.buys == 2
    g.cleanup(0)
    assert g.in_play(0) == []


def test_village_green_played_when_discarded() -> None:
    """Village Green: discarded other than in Clean-up (here by Hunting Lodge), it may be revealed and played."""
    g, d = scenario([P(hand=["hunting-lodge", "village-green"], deck=["copper"] * 7), P()],
                    ["yes", "yes", "village-green:now"], supply={"hunting-lodge": 10, "village-green": 10})
    g.play(0, "hunting-lodge")
    assert g.in_play(0) == ["hunting-lodge", "village-green"] and len(g.hand(0)) == 6 and g.turn.actions == 4
    d.assert_done()


def test_village_green_not_played_when_discarded_in_cleanup() -> None:
    """Village Green: discarding it from hand in Clean-up does not offer to play it."""
    g, d = scenario([P(hand=["village-green"]), P()], [], supply={"village-green": 10})
    g.cleanup(0)
    assert d.asked == [] and g.hand(0) == ["village-green"]


def test_coven_exiles_a_curse_or_discards_exiled_curses() -> None:
    """Coven: +1 Action +$2; each other player Exiles a Curse, or with none left discards their Exiled Curses."""
    g, _ = scenario([P(hand=["coven"]), P(), P(exile=["curse", "curse"])], supply={"coven": 10, "curse": 1})
    g.play(0, "coven")
    assert g.zone(1, EX) == ["curse"] and g.discard(2) == ["curse", "curse"] and g.zone(2, EX) == []
    assert (g.turn.actions, g.turn.coins) == (1, 2) and gained(g) == []


def test_cardinal_exiles_a_card_from_three_to_six() -> None:
    """Cardinal: +$2; each other player reveals 2, Exiles one costing $3-$6, discards the rest."""
    g, _ = scenario([P(hand=["cardinal"]), P(deck=["silver", "copper"])], supply={"cardinal": 10})
    g.play(0, "cardinal")
    assert g.zone(1, EX) == ["silver"] and g.discard(1) == ["copper"] and g.turn.coins == 2


def test_fisherman_cheaper_with_empty_discard_pile() -> None:
    """Fisherman: costs $2 while the turn player's discard pile is empty, $5 otherwise; +1 Card +1 Action +$1."""
    g, _ = scenario([P(hand=["fisherman"], deck=["copper"]), P(discard=["copper"])], supply={"fisherman": 10})
    assert g.cost_of("fisherman").coins == 2
    g.gain(0, "copper")
    assert g.cost_of("fisherman").coins == 5
    g.play(0, "fisherman")
    assert (g.turn.actions, g.turn.coins, g.hand(0)) == (1, 1, ["copper"])


def test_destrier_cheaper_per_card_gained_this_turn() -> None:
    """Destrier: costs $1 less per card the turn player gained this turn; +2 Cards +1 Action."""
    g, _ = scenario([P(hand=["destrier"], deck=["copper"] * 2), P()], supply={"destrier": 10})
    assert g.cost_of("destrier").coins == 6
    g.gain(0, "copper")
    g.gain(0, "copper")
    g.gain(1, "copper")
    assert g.cost_of("destrier").coins == 4
    g.play(0, "destrier")
    assert len(g.hand(0)) == 2 and g.turn.actions == 1


def test_wayfarer_costs_as_the_last_other_card_gained() -> None:
    """Wayfarer: +3 Cards, may gain a Silver; it costs what the last other card gained this turn costs."""
    g, _ = scenario([P(hand=["wayfarer"], deck=["copper"] * 3), P()], ["yes"], supply={"wayfarer": 10})
    assert g.cost_of("wayfarer").coins == 6
    g.gain(1, "duchy")
    assert g.cost_of("wayfarer").coins == 5
    g.play(0, "wayfarer")
    assert g.hand(0) == ["copper"] * 3 and cards_gained(g)[-1] == (0, "silver")
    assert g.cost_of("wayfarer").coins == 3


def test_kiln_copies_the_next_card_played() -> None:
    """Kiln: +$2; the next card you play this turn, you may first gain a copy of it (only that one)."""
    g, _ = scenario([P(hand=["kiln", "village", "smithy"]), P()], ["yes"],
                    supply={"kiln": 10, "village": 10, "smithy": 10}, actions=2)
    g.play(0, "kiln")
    g.play(0, "village")
    g.play(0, "smithy")
    assert cards_gained(g) == [(0, "village")] and g.turn.coins == 2


def test_livery_horse_per_gain_costing_four_or_more() -> None:
    """Livery: +$3; this turn each card you gain costing $4 or more brings a Horse."""
    g, _ = scenario([P(hand=["livery"]), P()], non_supply=HORSES, supply={"livery": 10})
    g.play(0, "livery")
    g.gain(0, "silver")
    g.gain(0, "duchy")
    g.gain(1, "gold")
    assert g.turn.coins == 3 and cards_gained(g) == [(0, "silver"), (0, "duchy"), (0, "horse"), (1, "gold")]


def test_hostelry_discards_treasures_for_horses_when_gained() -> None:
    """Hostelry: when gained, discarding any number of Treasures (revealed) gains as many Horses."""
    g, _ = scenario([P(hand=["copper", "silver", "estate"]), P()], [["discard:copper", "discard:silver"]],
                    non_supply=HORSES, supply={"hostelry": 10})
    g.gain(0, "hostelry")
    assert g.hand(0) == ["estate"] and g.discard(0).count("horse") == 2


def test_mastermind_plays_an_action_three_times_next_turn() -> None:
    """Mastermind: at the start of your next turn you may play an Action from hand three times."""
    g, _ = scenario([P(hand=["mastermind"], deck=["copper"] * 15 + ["smithy"]), P()],
                    ["play:smithy"], supply={"mastermind": 10, "smithy": 10})
    g.play(0, "mastermind")
    g.cleanup(0)
    assert "smithy" in g.hand(0)
    g.start_turn(0)
    assert len(g.hand(0)) == 4 + 9 and g.in_play(0) == ["mastermind", "smithy"]


def test_black_cat_reacts_to_another_players_victory_gain() -> None:
    """Black Cat: when another player gains a Victory card, play it: +2 Cards and each other player gains a Curse."""
    g, d = scenario([P(), P(hand=["black-cat"], deck=["copper", "copper"]), P()], ["play:black-cat"],
                    supply={"black-cat": 10})
    g.gain(0, "estate")
    assert cards_gained(g) == [(0, "estate"), (0, "curse"), (2, "curse")]
    assert g.hand(1) == ["copper", "copper"] and g.in_play(1) == ["black-cat"]
    d.assert_done()


def test_black_cat_on_your_turn_only_draws() -> None:
    """Black Cat: played on your own turn it only draws 2 cards."""
    g, _ = scenario([P(hand=["black-cat"], deck=["copper", "copper"]), P()], supply={"black-cat": 10})
    g.play(0, "black-cat")
    assert g.hand(0) == ["copper", "copper"] and gained(g) == []


def test_sheepdog_played_when_you_gain() -> None:
    """Sheepdog: when you gain a card you may play it from your hand (+2 Cards)."""
    g, d = scenario([P(hand=["sheepdog"], deck=["copper", "copper"]), P()], ["play:sheepdog"],
                    supply={"sheepdog": 10})
    g.gain(0, "silver")
    assert g.hand(0) == ["copper", "copper"] and g.in_play(0) == ["sheepdog"]
    d.assert_done()


def test_falconer_reacts_to_a_card_with_two_types() -> None:
    """Falconer: when anyone gains a card with 2+ types, play it; it gains a cheaper card to hand."""
    g, d = scenario([P(), P(hand=["falconer"])], ["play:falconer", "gain:silver"], supply={"falconer": 10,
                                                                                       "moat": 10})
    g.gain(0, "moat")
    assert g.hand(1) == ["silver"] and g.in_play(1) == ["falconer"]
    g.gain(0, "estate")
    d.assert_done()


def test_gatekeeper_exiles_gained_actions_and_treasures() -> None:
    """Gatekeeper: until your next turn, others Exile gained Actions/Treasures they have no Exiled copy of;
    next turn +$3."""
    g, d = scenario([P(hand=["gatekeeper"]), P(exile=["gold"])], ["discard-exiled:gold"],
                    supply={"gatekeeper": 10})
    g.play(0, "gatekeeper")
    g.gain(1, "silver")
    g.gain(1, "estate")
    g.gain(1, "gold")
    assert g.zone(1, EX) == ["silver"] and sorted(g.discard(1)) == ["estate", "gold", "gold"]
    g.cleanup(0)
    g.start_turn(0)
    assert g.turn.coins == 3
    g.gain(1, "copper")
    assert g.zone(1, EX) == ["silver"]
    d.assert_done()


def test_camel_train_exiles_only_non_victory_cards() -> None:
    """Camel Train: the card exiled from the Supply must not be a Victory card."""
    g, d = scenario([P(hand=["camel-train"]), P()], ["exile:gold"], supply={"camel-train": 10})
    g.play(0, "camel-train")
    assert not any(o.startswith("exile:") and o[6:] in ("estate", "duchy", "province") for o in d.asked[0].ids())
    assert [e.card for e in g.events if isinstance(e, Exiled)] == ["gold"]


# -- Events --------------------------------------------------------------------------------------------
def test_ride_gains_a_horse() -> None:
    """Ride: gain a Horse."""
    g, _ = scenario([P(), P()], non_supply=HORSES, events=["ride"], coins=2, phase="buy")
    g.buy(0, "ride")
    assert cards_gained(g) == [(0, "horse")] and g.turn.coins == 0


def test_bargain_gains_and_gives_horses() -> None:
    """Bargain: gain a non-Victory card up to $5; each other player gains a Horse."""
    g, d = scenario([P(), P(), P()], ["gain:silver"], non_supply=HORSES, events=["bargain"], coins=4,
                    phase="buy")
    g.buy(0, "bargain")
    assert "gain:duchy" not in d.asked[0].ids()
    assert cards_gained(g) == [(0, "silver"), (1, "horse"), (2, "horse")]


def test_demand_horse_then_card_onto_deck() -> None:
    """Demand: gain a Horse and a card up to $4, both onto your deck, the Horse first."""
    g, _ = scenario([P(), P()], ["gain:silver"], non_supply=HORSES, events=["demand"], coins=5, phase="buy")
    g.buy(0, "demand")
    assert g.deck(0) == ["horse", "silver"]


def test_stampede_needs_five_or_fewer_cards_in_play() -> None:
    """Stampede: with 5 or fewer cards in play, gain 5 Horses onto your deck; with 6, nothing."""
    g, _ = scenario([P(in_play=["copper"] * 5), P(in_play=["copper"] * 6)], non_supply=HORSES,
                    events=["stampede"], coins=10, buys=2, phase="buy")
    g.buy(0, "stampede")
    assert g.deck(0) == ["horse"] * 5
    g.turn.player = 1
    g.buy(1, "stampede")
    assert g.deck(1) == []


def test_desperation_once_per_turn() -> None:
    """Desperation: once per turn, you may gain a Curse for +1 Buy and +$2."""
    g, _ = scenario([P(), P()], ["yes"], events=["desperation"], phase="buy")
    g.buy(0, "desperation")
    assert cards_gained(g) == [(0, "curse")] and (g.turn.buys, g.turn.coins) == (1, 2)
    assert not g.can_buy(0, "desperation")


def test_desperation_without_a_curse_gives_nothing() -> None:
    """Desperation: with the Curse pile empty, no +1 Buy and no +$2."""
    g, _ = scenario([P(), P()], [], events=["desperation"], phase="buy", supply={"curse": 0})
    g.buy(0, "desperation")
    assert (g.turn.buys, g.turn.coins) == (0, 0)


def test_toil_plays_an_action_without_using_one() -> None:
    """Toil: +1 Buy and you may play an Action from your hand, using up no Action."""
    g, _ = scenario([P(hand=["village"]), P()], ["play:village"], events=["toil"], coins=2, phase="buy",
                    actions=0, supply={"village": 10})
    g.buy(0, "toil")
    assert g.in_play(0) == ["village"] and g.turn.actions == 2 and g.turn.buys == 1


def test_enclave_gains_gold_and_exiles_duchy() -> None:
    """Enclave: gain a Gold, and Exile a Duchy from the Supply (not a gain)."""
    g, _ = scenario([P(), P()], events=["enclave"], coins=8, phase="buy")
    g.buy(0, "enclave")
    assert cards_gained(g) == [(0, "gold")] and g.zone(0, EX) == ["duchy"] and g.pile_count("duchy") == 7


def test_alliance_gains_six_cards_in_order() -> None:
    """Alliance: gain a Province, Duchy, Estate, Gold, Silver and Copper, in that order; missing ones are skipped."""
    g, _ = scenario([P(), P()], events=["alliance"], coins=10, phase="buy", supply={"duchy": 0})
    g.buy(0, "alliance")
    assert [c for _p, c in cards_gained(g)] == ["province", "estate", "gold", "silver", "copper"]


def test_enhance_trash_non_victory_to_gain_up_to_two_more() -> None:
    """Enhance: you may trash a non-Victory card from hand to gain a card costing up to $2 more."""
    g, d = scenario([P(hand=["silver", "estate"]), P()], ["trash:silver", "gain:duchy"], events=["enhance"],
                    coins=3, phase="buy")
    g.buy(0, "enhance")
    assert d.asked[0].ids() == ["trash:silver"] and g.trash_ids() == ["silver"]
    assert cards_gained(g) == [(0, "duchy")]


def test_reap_plays_the_gold_next_turn() -> None:
    """Reap: gain a Gold and set it aside; at the start of your next turn play it (+$3)."""
    g, _ = scenario([P(deck=["copper"] * 5), P()], events=["reap"], coins=7, phase="buy")
    g.buy(0, "reap")
    assert g.zone(0, Zone.SET_ASIDE) == ["gold"]
    g.cleanup(0)
    g.start_turn(0)
    assert g.in_play(0) == ["gold"] and g.turn.coins == 3


def test_reap_loses_track_of_a_gold_moved_when_gained() -> None:
    """Reap: only a Gold still where it was gained is set aside; one that Sleigh put into your hand (or
    Gatekeeper exiled) stays there and is not played next turn (lose-track rule)."""
    g, d = scenario([P(hand=["sleigh"], deck=["copper"] * 5), P()], ["discard:sleigh", "sleigh:hand"],
                    events=["reap"], coins=7, phase="buy", supply={"sleigh": 10})
    g.buy(0, "reap")
    assert g.hand(0) == ["gold"] and g.zone(0, Zone.SET_ASIDE) == []
    d.assert_done()


def test_reap_under_gatekeeper_leaves_the_gold_in_exile() -> None:
    """Reap: a Gold that Gatekeeper's attack exiles as it is gained cannot be set aside, so it stays in Exile."""
    g, _ = scenario([P(), P(hand=["gatekeeper"])], events=["reap"], coins=7, phase="buy",
                    supply={"gatekeeper": 10})
    g.play(1, "gatekeeper")
    g.buy(0, "reap")
    assert g.zone(0, EX) == ["gold"] and g.zone(0, Zone.SET_ASIDE) == []


def test_delay_plays_the_action_next_turn() -> None:
    """Delay: set aside an Action card from your hand; at the start of your next turn, play it."""
    g, _ = scenario([P(hand=["village"], deck=["copper"] * 6), P()], ["set-aside:village"], events=["delay"],
                    phase="buy", supply={"village": 10})
    g.buy(0, "delay")
    assert g.zone(0, Zone.SET_ASIDE) == ["village"]
    g.cleanup(0)
    g.start_turn(0)
    assert g.in_play(0) == ["village"] and g.turn.actions == 3 and len(g.hand(0)) == 6


def test_seize_the_day_once_per_game_extra_turn() -> None:
    """Seize the Day: once per game, take an extra turn after this one."""
    g, _ = scenario([P(), P()], events=["seize-the-day"], coins=8, buys=2, phase="buy")
    g.buy(0, "seize-the-day")
    assert g.extra_turns == [(0, None)] and not g.can_buy(0, "seize-the-day")


# -- Ways ------------------------------------------------------------------------------------------------
def _way(way: str, hand: list[str], deck: list[str] | None = None, answers: list[str | list[str]] | None = None,
         **kw: object) -> tuple[Game, ScriptedDecider]:
    piles = {"smithy": 10, "village": 10, "gatekeeper": 10}
    g, d = scenario([P(hand=hand, deck=deck or []), P()], [f"way:{way}", *(answers or [])],
                    supply=piles, landscapes=[way], **kw)  # type: ignore[arg-type]
    g.play(0, hand[0])
    return g, d


def test_simple_ways() -> None:
    """Ways of the Ox, Sheep, Mule, Monkey, Otter, Pig: the Way's bonus replaces the Smithy's +3 Cards."""
    expected = {"way-of-the-ox": (2, 1, 0, 0), "way-of-the-sheep": (0, 1, 2, 0), "way-of-the-mule": (1, 1, 1, 0),
                "way-of-the-monkey": (0, 2, 1, 0), "way-of-the-otter": (0, 1, 0, 2), "way-of-the-pig": (1, 1, 0, 1)}
    for way, (actions, buys, coins, cards) in expected.items():
        g, _ = _way(way, ["smithy"], ["copper"] * 3)
        assert (g.turn.actions, g.turn.buys, g.turn.coins, len(g.hand(0))) == (actions, buys, coins, cards), way


def test_way_of_the_horse_returns_the_card() -> None:
    """Way of the Horse: +2 Cards, +1 Action, and the played card returns to its pile."""
    g, _ = _way("way-of-the-horse", ["smithy"], ["copper"] * 3)
    assert g.in_play(0) == [] and g.pile_count("smithy") == 11 and len(g.hand(0)) == 2


def test_way_of_the_goat_worm_camel() -> None:
    """Ways of the Goat (trash from hand), Worm (Exile an Estate), Camel (Exile a Gold)."""
    g, _ = _way("way-of-the-goat", ["smithy", "estate"], answers=[])
    assert g.trash_ids() == ["estate"]
    g, _ = _way("way-of-the-worm", ["smithy"])
    assert g.zone(0, EX) == ["estate"]
    g, _ = _way("way-of-the-camel", ["smithy"])
    assert g.zone(0, EX) == ["gold"]


def test_way_of_the_mole_and_owl() -> None:
    """Way of the Mole: +1 Action, discard hand, +3 Cards; Way of the Owl: draw to 6 cards in hand."""
    g, _ = _way("way-of-the-mole", ["smithy", "estate"], ["copper"] * 3)
    assert g.discard(0) == ["estate"] and len(g.hand(0)) == 3 and g.turn.actions == 1
    g, _ = _way("way-of-the-owl", ["smithy", "estate"], ["copper"] * 9)
    assert len(g.hand(0)) == 6


def test_way_of_the_butterfly_returns_for_a_card_costing_one_more() -> None:
    """Way of the Butterfly: return the card to its pile to gain a card costing exactly $1 more."""
    g, d = _way("way-of-the-butterfly", ["village"], answers=["yes"])
    # Village costs $3: Smithy ($4) is the only Supply card costing exactly $4 here (not Silver, not Gatekeeper)
    assert g.pile_count("village") == 11 and cards_gained(g) == [(0, "smithy")]
    d.assert_done()


def test_way_of_the_chameleon_on_sheepdog() -> None:
    """Way of the Chameleon: a Sheepdog's +2 Cards give +$2 instead and no card is drawn (Menagerie FAQ)."""
    g, d = _way("way-of-the-chameleon", ["sheepdog"], ["copper"] * 2)
    assert g.turn.coins == 2 and g.hand(0) == [] and g.deck(0) == ["copper"] * 2 and g.in_play(0) == ["sheepdog"]
    d.assert_done()


def test_way_of_the_chameleon_on_a_village_and_a_market() -> None:
    """Way of the Chameleon: Village's +1 Card becomes +$1 (its +2 Actions stay); Market's +1 Card and +$1 swap into
    +$1 and +1 Card, the same in the end (Menagerie FAQ: usable even when it changes nothing)."""
    g, _ = _way("way-of-the-chameleon", ["village"], ["copper"])
    assert (g.turn.coins, g.turn.actions, g.hand(0)) == (1, 2, [])
    g, _ = _way("way-of-the-chameleon", ["market"], ["silver"])
    assert (g.turn.coins, g.turn.actions, g.turn.buys, g.hand(0)) == (1, 1, 2, ["silver"])


def test_way_of_the_rat_discards_a_treasure_for_a_copy() -> None:
    """Way of the Rat: you may discard a Treasure to gain a copy of the played card."""
    g, _ = _way("way-of-the-rat", ["smithy", "copper"], answers=["discard:copper"])
    assert g.discard(0) == ["copper", "smithy"] and cards_gained(g) == [(0, "smithy")]


def test_way_keeps_the_card_played_for_when_play_listeners() -> None:
    """Ways: the card is still played (Played event names it), in play, and discarded in Clean-up."""
    g, _ = _way("way-of-the-ox", ["smithy"])
    assert [e.card for e in g.events if isinstance(e, Played)] == ["smithy"]
    g.cleanup(0)
    assert "smithy" in g.discard(0) + g.hand(0)
    assert g.turn.phase is Phase.CLEANUP


# -- second batch: Goatherd, Snowy Village, more Events and Ways ----------------------------------------
def test_goatherd_draws_per_card_the_right_player_trashed() -> None:
    """Goatherd: +1 Action, may trash a card, +1 Card per card the player to your right trashed on their last turn."""
    g, _ = scenario([P(hand=["chapel", "copper", "estate"]), P(hand=["goatherd", "curse"], deck=["silver"] * 3)],
                    [["trash:copper", "trash:estate"], "trash:curse"], supply={"goatherd": 10, "chapel": 10})
    g.play(0, "chapel")
    g.cleanup(0)
    g.start_turn(1)
    g.play(1, "goatherd")
    assert g.trash_ids() == ["copper", "estate", "curse"] and g.hand(1) == ["silver", "silver"]
    assert g.turn.actions == 1


def test_snowy_village_ignores_further_actions() -> None:
    """Snowy Village: +1 Card, +4 Actions, +1 Buy; later +Actions this turn are ignored (those before stay)."""
    g, _ = scenario([P(hand=["village", "snowy-village", "village"], deck=["copper"] * 3), P()],
                    supply={"snowy-village": 10, "village": 10})
    g.play(0, "village")
    g.play(0, "snowy-village")
    assert (g.turn.actions, g.turn.buys) == (5, 2)
    g.play(0, "village")
    assert g.turn.actions == 4
    g.cleanup(0)
    g.start_turn(1)
    assert g.turn.actions == 1 and not g.turn.actions_ignored


def test_banish_exiles_copies_of_one_card() -> None:
    """Banish: Exile any number of cards with the same name from your hand."""
    g, _ = scenario([P(hand=["estate", "estate", "estate", "copper"]), P()], ["banish:estate", "count:2"],
                    events=["banish"], coins=4, phase="buy")
    g.buy(0, "banish")
    assert g.zone(0, EX) == ["estate", "estate"] and sorted(g.hand(0)) == ["copper", "estate"]


def test_commerce_gold_per_different_card_gained() -> None:
    """Commerce: gain a Gold per differently named card you gained this turn (two Silvers and a Duchy: 2)."""
    g, _ = scenario([P(), P()], events=["commerce"], coins=5, phase="buy")
    for c in ("silver", "silver", "duchy"):
        g.gain(0, c)
    g.gain(1, "estate")
    g.buy(0, "commerce")
    assert [c for p, c in cards_gained(g) if p == 0][3:] == ["gold", "gold"]


def test_gamble_plays_a_treasure_or_discards() -> None:
    """Gamble: +1 Buy; the top card, a Treasure or Action, may be played; anything else is discarded."""
    g, _ = scenario([P(deck=["estate", "gold"]), P()], ["yes"], events=["gamble"], coins=2, buys=2, phase="buy")
    g.buy(0, "gamble")
    assert g.in_play(0) == ["gold"] and g.turn.coins == 3 and g.turn.buys == 2
    g.buy(0, "gamble")
    assert g.discard(0) == ["estate"]


def test_march_plays_an_action_from_the_discard_pile() -> None:
    """March: look through your discard pile and you may play an Action card from it."""
    g, _ = scenario([P(discard=["smithy", "copper"], deck=["silver"] * 3), P()], ["play:smithy"],
                    events=["march"], coins=3, phase="buy", supply={"smithy": 10})
    g.buy(0, "march")
    assert g.in_play(0) == ["smithy"] and g.hand(0) == ["silver"] * 3 and g.discard(0) == ["copper"]


def test_populate_gains_from_each_action_pile() -> None:
    """Populate: gain one card from each Action Supply pile (not Treasures, Victory cards or Horses)."""
    g, _ = scenario([P(), P()], ["gain:village", "gain:smithy"], events=["populate"], coins=10, phase="buy",
                    supply={"smithy": 10, "village": 10, "stockpile": 10, "moat": 0}, non_supply=HORSES)
    g.buy(0, "populate")
    assert [c for _p, c in cards_gained(g)] == ["village", "smithy"]


def test_pursue_keeps_the_named_cards() -> None:
    """Pursue: +1 Buy; name a card, reveal the top 4, put the matches back and discard the rest."""
    g, _ = scenario([P(deck=["copper", "gold", "estate", "gold", "curse"]), P()], ["name:gold"],
                    events=["pursue"], coins=2, phase="buy")
    g.buy(0, "pursue")
    assert g.deck(0) == ["copper", "gold", "gold"] and sorted(g.discard(0)) == ["curse", "estate"]
    assert g.turn.buys == 1


def test_transport_exiles_or_brings_back_an_action() -> None:
    """Transport: Exile an Action card from the Supply, or put an Action card from your Exile mat onto your deck."""
    g, _ = scenario([P(exile=["village"]), P()],
                    ["transport:exile", "exile:smithy", "transport:deck", "topdeck:village"], events=["transport"],
                    coins=6, buys=2, phase="buy", supply={"smithy": 10, "village": 10})
    g.buy(0, "transport")
    assert sorted(g.zone(0, EX)) == ["smithy", "village"]
    g.buy(0, "transport")
    assert g.deck(0) == ["village"] and g.zone(0, EX) == ["smithy"]


def test_invest_draws_when_another_player_gains_a_copy() -> None:
    """Invest: Exile an Action from the Supply; while it is in Exile, another player gaining a copy draws you 2."""
    g, d = scenario([P(deck=["copper"] * 4), P()], ["done"], events=["invest"], coins=4, phase="buy",
                    supply={"smithy": 10})
    g.buy(0, "invest")
    g.gain(1, "smithy")
    assert g.hand(0) == ["copper", "copper"]
    g.gain(0, "smithy")  # your own gain draws nothing (and you keep the Invested copy in Exile)
    assert len(g.hand(0)) == 2 and g.zone(0, EX) == ["smithy"]
    d.assert_done()


def test_invest_draws_when_another_player_invests_in_it() -> None:
    """Invest: another player Investing in a copy also draws you 2 Cards."""
    g, _ = scenario([P(deck=["copper"] * 4), P()], [], events=["invest"], coins=4,
                    phase="buy", supply={"smithy": 10})
    g.buy(0, "invest")
    g.turn.player, g.turn.coins, g.turn.buys = 1, 4, 1
    g.buy(1, "invest")
    assert g.hand(0) == ["copper", "copper"]


def test_way_of_the_frog_puts_the_card_onto_the_deck() -> None:
    """Way of the Frog: +1 Action; when the card is discarded from play this turn it goes onto your deck."""
    g, _ = _way("way-of-the-frog", ["smithy"], ["copper"] * 5)
    assert g.turn.actions == 1
    g.cleanup(0)
    assert "smithy" in g.hand(0) and g.deck(0) == ["copper"]


def test_way_of_the_seal_may_topdeck_gains() -> None:
    """Way of the Seal: +$1; this turn, each card you gain may go onto your deck."""
    g, _ = _way("way-of-the-seal", ["smithy"], answers=["topdeck:way-of-the-seal", "done"])
    g.gain(0, "gold")
    g.gain(0, "silver")
    assert g.turn.coins == 1 and g.deck(0) == ["gold"] and g.discard(0) == ["silver"]


def test_way_of_the_seal_in_another_players_turn() -> None:
    """Way of the Seal: followed in another player's turn (a Black Cat reacting), it lets its player, not the turn
    player, put the cards they gain for the rest of that turn onto their deck."""
    g, d = scenario([P(), P(hand=["black-cat"], deck=["copper", "copper"])],
                    ["play:black-cat", "way:way-of-the-seal", "topdeck:way-of-the-seal"], supply={"black-cat": 10},
                    landscapes=["way-of-the-seal"])
    g.gain(0, "estate")
    g.gain(0, "silver")
    g.gain(1, "gold")
    assert g.deck(1) == ["copper", "copper", "gold"] and g.discard(0) == ["estate", "silver"]
    d.assert_done()


def test_way_of_the_turtle_plays_the_card_next_turn() -> None:
    """Way of the Turtle: the card is set aside and played at the start of your next turn."""
    g, _ = _way("way-of-the-turtle", ["smithy"], ["copper"] * 8, answers=["no"])
    assert g.zone(0, Zone.SET_ASIDE) == ["smithy"] and g.hand(0) == []
    g.cleanup(0)
    g.start_turn(0)
    assert g.in_play(0) == ["smithy"] and len(g.hand(0)) == 8


def test_way_of_the_squirrel_draws_after_the_new_hand() -> None:
    """Way of the Squirrel: +2 Cards at the end of the turn, after drawing the new hand in Clean-up."""
    g, _ = _way("way-of-the-squirrel", ["smithy"], ["silver", "silver"] + ["copper"] * 5)
    assert g.hand(0) == []
    g.cleanup(0)
    assert g.hand(0) == ["copper"] * 5 + ["silver", "silver"]


def test_way_of_the_squirrel_in_another_players_turn() -> None:
    """Way of the Squirrel: used in another player's turn (a Black Cat reacting), its owner draws at that turn's end."""
    g, _ = scenario([P(), P(hand=["black-cat"], deck=["gold", "gold", "copper", "copper"])],
                    ["play:black-cat", "way:way-of-the-squirrel"], supply={"black-cat": 10},
                    landscapes=["way-of-the-squirrel"])
    g.gain(0, "estate")
    assert g.hand(1) == [] and g.in_play(1) == ["black-cat"]
    g.cleanup(0)
    assert g.hand(1) == ["copper", "copper"]


def test_animal_fair_bought_by_trashing_an_action() -> None:
    """Animal Fair: instead of paying $7 you may trash an Action card from your hand; it still uses a Buy."""
    g, d = scenario([P(hand=["village", "copper"]), P()], [], supply={"animal-fair": 10, "village": 10},
                    phase="buy", coins=2)
    assert "animal-fair" in g.affordable()
    g.buy(0, "animal-fair")
    assert g.trash_ids() == ["village"] and g.turn.coins == 2 and g.turn.buys == 0
    assert cards_gained(g) == [(0, "animal-fair")]
    d.assert_done()


def test_animal_fair_needs_an_action_in_hand_or_seven() -> None:
    """Animal Fair: without an Action card in hand it is bought only for $7; with both, the buyer chooses."""
    g, _ = scenario([P(hand=["copper"]), P()], supply={"animal-fair": 10}, phase="buy", coins=6)
    assert "animal-fair" not in g.affordable()
    g, d = scenario([P(hand=["village"]), P()], ["pay:cost"], supply={"animal-fair": 10, "village": 10},
                    phase="buy", coins=7)
    g.buy(0, "animal-fair")
    assert g.turn.coins == 0 and g.hand(0) == ["village"]
    d.assert_done()


def test_animal_fair_buys_per_empty_supply_pile() -> None:
    """Animal Fair: +$4 and +1 Buy per empty Supply pile."""
    g, _ = scenario([P(hand=["animal-fair"]), P()], supply={"animal-fair": 10, "estate": 0, "curse": 0})
    g.play(0, "animal-fair")
    assert (g.turn.coins, g.turn.buys) == (4, 3)


def test_way_of_the_mouse_plays_the_set_aside_card() -> None:
    """Way of the Mouse: play the set-aside card (here Sleigh: 2 Horses), leaving it set aside."""
    g, d = scenario([P(hand=["smithy"], deck=["copper"] * 3), P()], ["way:way-of-the-mouse", "no"],
                    non_supply={"way-of-the-mouse": ["sleigh"], "horse": 30}, supply={"smithy": 10},
                    landscapes=["way-of-the-mouse"])
    g.play(0, "smithy")
    assert g.discard(0) == ["horse", "horse"] and g.pile("way-of-the-mouse") == ["sleigh"]
    assert g.in_play(0) == ["smithy"] and g.hand(0) == []
    d.assert_done()


def test_way_of_the_mouse_set_up_sets_aside_a_cheap_unused_action() -> None:
    """Way of the Mouse: a real set-up sets aside an unused Action costing $2 or $3, outside the Kingdom."""
    kingdom = ["village", "smithy", "moat", "cellar", "chapel", "market", "mine", "witch", "festival", "laboratory"]
    for seed in range(3):
        g = Game.new(card_defs(), kingdom, 2, RandomDecider(seed), seed=seed,
                     options=GameOptions(landscapes=("way-of-the-mouse",)))
        (card,) = g.pile("way-of-the-mouse")
        d = g.defs[card]
        assert "action" in d.types and d.cost.coins in (2, 3) and card not in kingdom


# -- FAQ interactions ------------------------------------------------------------------------------------
def test_mastermind_on_a_horse_returns_it_once() -> None:
    """Mastermind on a Horse: +2 Cards +1 Action three times; the Horse returns to its pile after the first play."""
    g, _ = scenario([P(hand=["mastermind"], deck=["copper"] * 15 + ["horse"]), P()], ["play:horse"],
                    non_supply={"horse": 29}, supply={"mastermind": 10})
    g.play(0, "mastermind")
    g.cleanup(0)
    g.start_turn(0)
    assert len(g.hand(0)) == 4 + 6 and g.turn.actions == 1 + 3 and g.pile_count("horse") == 30
    assert g.in_play(0) == ["mastermind"]


def test_sleigh_moves_a_card_gained_onto_the_deck() -> None:
    """Sleigh: a card gained somewhere else than the discard pile (Bureaucrat's Silver, onto the deck) can still go
    to the hand."""
    g, d = scenario([P(hand=["bureaucrat", "sleigh"]), P()], ["discard:sleigh", "sleigh:hand"],
                    supply={"sleigh": 10})
    g.play(0, "bureaucrat")
    assert g.hand(0) == ["silver"] and g.deck(0) == [] and g.discard(0) == ["sleigh"]
    d.assert_done()


def test_kiln_under_throne_room_copies_kiln_then_the_next_card() -> None:
    """Kiln: Throne Room on Kiln may gain a Kiln on the second play, and the next card played may still be copied."""
    g, _ = scenario([P(hand=["throne-room", "kiln", "village"]), P()], ["play:kiln", "yes", "yes"],
                    supply={"kiln": 10, "village": 10, "throne-room": 10}, actions=2)
    g.play(0, "throne-room")
    g.play(0, "village")
    assert cards_gained(g) == [(0, "kiln"), (0, "village")] and g.turn.coins == 4


def test_two_liveries_bring_two_horses_per_gain() -> None:
    """Livery: cumulative; after two Liveries each card costing $4 or more brings two Horses."""
    g, _ = scenario([P(hand=["livery", "livery"]), P()], non_supply=HORSES, supply={"livery": 10}, actions=2)
    g.play(0, "livery")
    g.play(0, "livery")
    g.gain(0, "duchy")
    assert cards_gained(g) == [(0, "duchy"), (0, "horse"), (0, "horse")]


def test_way_of_the_mouse_on_a_duration_keeps_the_played_card_out() -> None:
    """Way of the Mouse: a set-aside Duration (Fishing Village) does its part next turn while staying set aside, so
    the card played using the Way stays in play until then, as a card played "leaving it there" does (Band of
    Misfits 2020 FAQ)."""
    g, _ = scenario([P(hand=["smithy"], deck=["copper"] * 8), P(deck=["copper"] * 8)], ["way:way-of-the-mouse", "no"],
                    non_supply={"way-of-the-mouse": ["fishing-village"]}, supply={"smithy": 10},
                    landscapes=["way-of-the-mouse"])
    g.play(0, "smithy")
    assert (g.turn.actions, g.turn.coins) == (2, 1)
    g.cleanup(0)
    assert g.in_play(0) == ["smithy"] and g.pile("way-of-the-mouse") == ["fishing-village"]
    g.start_turn(1)
    g.cleanup(1)
    g.start_turn(0)
    assert (g.turn.actions, g.turn.coins) == (2, 1)
    g.cleanup(0)
    assert g.in_play(0) == [] and "smithy" in g.discard(0) + g.hand(0)


def test_kiln_copies_a_card_played_using_a_way() -> None:
    """Kiln: using a Way for the next card played changes nothing: you may still first gain a copy of it (FAQ)."""
    g, _ = scenario([P(hand=["kiln", "smithy"], deck=["copper"] * 5), P()],
                    ["no", "way:way-of-the-ox", "yes"], supply={"kiln": 10, "smithy": 10},
                    landscapes=["way-of-the-ox"], actions=2)
    g.play(0, "kiln")
    g.play(0, "smithy")
    assert cards_gained(g) == [(0, "smithy")] and g.turn.actions == 2 and g.hand(0) == []


def test_sheepdog_gained_to_hand_can_react_to_its_own_gain() -> None:
    """Sheepdog: gained to your hand (by Falconer), it can react to that gain and be played (FAQ)."""
    g, d = scenario([P(hand=["falconer"], deck=["copper"] * 5), P()], ["gain:sheepdog", "play:sheepdog"],
                    supply={"sheepdog": 10, "falconer": 10})
    g.play(0, "falconer")
    assert g.in_play(0) == ["falconer", "sheepdog"] and g.hand(0) == ["copper", "copper"]
    d.assert_done()


def test_gatekeeper_leaves_a_card_with_an_exiled_copy_alone() -> None:
    """Gatekeeper: gaining a card with a copy on your Exile mat is unaffected, and you may still discard the copies
    from Exile as usual (here declined) (FAQ)."""
    g, d = scenario([P(hand=["gatekeeper"]), P(exile=["silver"])], ["done"], supply={"gatekeeper": 10})
    g.play(0, "gatekeeper")
    g.gain(1, "silver")
    assert g.zone(1, EX) == ["silver"] and g.discard(1) == ["silver"]
    assert d.asked[-1].ids() == ["discard-exiled:silver", "done"]


def test_stockpile_played_twice_by_crown_is_exiled_once() -> None:
    """Stockpile: played twice with Crown it gives $6 and +2 Buys, though it can only be Exiled once (FAQ)."""
    g, _ = scenario([P(hand=["crown", "stockpile"]), P()], ["play:stockpile"],
                    supply={"stockpile": 10, "crown": 10}, phase="buy")
    g.play(0, "crown")
    assert (g.turn.coins, g.turn.buys) == (6, 3) and g.zone(0, EX) == ["stockpile"] and g.in_play(0) == ["crown"]


def test_wayfarer_after_bridge_follows_the_cost_of_the_card_gained() -> None:
    """Wayfarer: a Bridge makes it cost $5; after gaining a Silver (then $2) it costs $2, the Bridge counted once
    (FAQ example)."""
    g, _ = scenario([P(hand=["bridge"]), P()], supply={"bridge": 10, "wayfarer": 10})
    g.play(0, "bridge")
    assert g.cost_of("wayfarer").coins == 5
    g.gain(0, "silver")
    assert g.cost_of("wayfarer").coins == 2


def test_wayfarer_counts_a_lasting_cost_change_once() -> None:
    """Wayfarer FAQ: cost reductions apply to the other card only, not to Wayfarer too; a lasting one (Flourishing
    Trade, $1 less) makes a Silver cost $2, and Wayfarer then costs $2 as well, not $1."""
    g, _ = scenario([P(), P()], supply={"wayfarer": 10}, landscapes=["flourishing-trade"], sun_tokens=0)
    assert g.cost_of("wayfarer").coins == 5
    g.gain(0, "silver")
    assert g.cost_of("silver").coins == 2 and g.cost_of("wayfarer").coins == 2

def test_wayfarer_after_animal_fair_bought_by_trashing_costs_seven() -> None:
    """Wayfarer: an Animal Fair bought by trashing an Action still costs $7, so Wayfarer then costs $7 (FAQ)."""
    g, _ = scenario([P(hand=["village"]), P()], supply={"animal-fair": 10, "village": 10, "wayfarer": 10},
                    phase="buy", coins=2)
    g.buy(0, "animal-fair")
    assert g.trash_ids() == ["village"] and g.cost_of("wayfarer").coins == 7


def test_fisherman_bought_for_two_makes_the_next_cost_five() -> None:
    """Fisherman: with two Buys and an empty discard pile the first costs $2, the second $5 (FAQ example)."""
    g, _ = scenario([P(), P()], supply={"fisherman": 10}, phase="buy", coins=4, buys=2)
    assert g.cost_of("fisherman").coins == 2
    g.buy(0, "fisherman")
    assert g.cost_of("fisherman").coins == 5 and "fisherman" not in g.affordable()


def test_destrier_ignores_the_curses_others_gain() -> None:
    """Destrier: only the turn player's gains lower it; a Witch giving Curses to others does not (FAQ)."""
    g, _ = scenario([P(hand=["witch"], deck=["copper"] * 3), P()], supply={"destrier": 10})
    g.play(0, "witch")
    assert cards_gained(g) == [(1, "curse")] and g.cost_of("destrier").coins == 6


def test_way_of_the_turtle_twice_under_throne_room_plays_once_next_turn() -> None:
    """Way of the Turtle: Throne Room playing a card twice using the Turtle both times sets it aside once, so it is
    played once next turn; the Throne Room does not stay in play (FAQ)."""
    g, _ = scenario([P(hand=["throne-room", "smithy"], deck=["copper"] * 12), P()],
                    ["no", "play:smithy", "way:way-of-the-turtle", "way:way-of-the-turtle", "no"],
                    supply={"smithy": 10}, landscapes=["way-of-the-turtle"])
    g.play(0, "throne-room")
    assert g.zone(0, Zone.SET_ASIDE) == ["smithy"]
    g.cleanup(0)
    assert g.in_play(0) == [] and g.discard(0) == ["throne-room"]
    g.start_turn(0)
    assert g.in_play(0) == ["smithy"] and len(g.hand(0)) == 8


def test_invest_twice_in_the_same_card_draws_four() -> None:
    """Invest: cumulative; Invested twice in Smithy, another player gaining a Smithy draws you 4 cards (FAQ)."""
    g, _ = scenario([P(deck=["copper"] * 8), P()], ["exile:smithy", "exile:smithy"], supply={"smithy": 10},
                    landscapes=["invest"], coins=8, buys=2, phase="buy")
    g.buy(0, "invest")
    g.buy(0, "invest")
    assert g.zone(0, EX) == ["smithy", "smithy"] and g.hand(0) == []
    g.gain(1, "smithy")
    assert len(g.hand(0)) == 4


def test_populate_gaining_cavalry_finishes_before_returning_to_actions() -> None:
    """Populate: gaining Cavalry returns you to your Action phase, but Populate still gains from every other Action
    pile first (FAQ)."""
    g, _ = scenario([P(deck=["copper"] * 8), P()], ["gain:cavalry"], supply={"cavalry": 10, "village": 10},
                    non_supply=HORSES, landscapes=["populate"], coins=10, phase="buy")
    g.buy(0, "populate")
    assert cards_gained(g) == [(0, "cavalry"), (0, "village")] and g.turn.back_to_action
    assert g.hand(0) == ["copper", "copper"] and g.turn.buys == 1


def test_black_cat_curses_are_an_attack_moat_blocks() -> None:
    """Black Cat: played on another player's turn it is an Attack, so a Moat keeps its owner from the Curse, while
    the player whose turn it is still gains one (FAQ: in turn order from that player)."""
    g, _ = scenario([P(), P(hand=["black-cat"], deck=["copper"] * 3), P(hand=["moat"])],
                    ["play:black-cat", "reveal:moat"], supply={"black-cat": 10})
    g.gain(0, "estate")
    assert cards_gained(g) == [(0, "estate"), (0, "curse")] and g.in_play(1) == ["black-cat"]


def test_discarding_exiled_copies_on_a_gain_is_optional() -> None:
    """Exile: when you gain a card you may discard its copies from Exile; declining leaves them there (Menagerie
    rulebook)."""
    g, d = scenario([P(exile=["silver", "silver"]), P()], ["done", "discard-exiled:silver"])
    g.gain(0, "silver")
    assert g.zone(0, EX) == ["silver", "silver"] and g.discard(0) == ["silver"]
    g.gain(0, "silver")
    assert g.zone(0, EX) == [] and g.discard(0) == ["silver"] * 4


def test_mastermind_playing_a_mastermind_keeps_both_out() -> None:
    """Mastermind: one playing another keeps both in play, and the turn after you may play three Action cards three
    times each (FAQ)."""
    g, _ = scenario([P(hand=["mastermind"], deck=["copper"] * 20 + ["mastermind"]), P(deck=["copper"] * 8)],
                    ["play:mastermind"], supply={"mastermind": 10})
    g.play(0, "mastermind")
    g.cleanup(0)
    g.start_turn(0)
    g.cleanup(0)
    assert g.in_play(0) == ["mastermind", "mastermind"]
    waiting: dict[int, int] = {}
    for u, _fn in g.players[0].next_turn:
        waiting[u] = waiting.get(u, 0) + 1
    assert sorted(waiting.values()) == [1, 3]  # three plays set up by the second, the first staying with it


def test_gatekeeper_cannot_exile_a_card_sleigh_moved() -> None:
    """Gatekeeper: its Exile and other when-gain abilities happen together; a Sleigh putting the gained Silver into
    the hand first makes the Exile fail (FAQ)."""
    g, d = scenario([P(hand=["gatekeeper"]), P(hand=["sleigh"])], ["discard:sleigh", "sleigh:hand"],
                    supply={"gatekeeper": 10, "sleigh": 10})
    g.play(0, "gatekeeper")
    g.gain(1, "silver")
    assert g.hand(1) == ["silver"] and g.zone(1, EX) == [] and g.discard(1) == ["sleigh"]
    assert d.asked[0].ids() == ["discard:sleigh", "gatekeeper:exile"]
    d.assert_done()


def test_village_green_discarded_to_another_players_militia_is_played() -> None:
    """Village Green: discarded from hand on another player's turn (Militia), it may be revealed and played (FAQ:
    whether it is your turn or another player's)."""
    g, d = scenario([P(hand=["militia"]), P(hand=["village-green"] + ["copper"] * 4, deck=["gold"] * 3)],
                    [["discard:copper", "discard:village-green"], "yes", "village-green:now"],
                    supply={"village-green": 10})
    g.play(0, "militia")
    assert g.in_play(1) == ["village-green"] and sorted(g.hand(1)) == ["copper"] * 3 + ["gold"]
    d.assert_done()


def test_village_green_discarded_from_the_deck_by_cardinal_can_wait_for_next_turn() -> None:
    """Village Green: discarded from the deck by another player's Cardinal it may be played, and choosing "next
    turn" keeps it in play until its owner's next turn (FAQ)."""
    g, d = scenario([P(hand=["cardinal"]), P(deck=["gold", "silver", "village-green"])],
                    ["exile:silver", "yes", "village-green:next"], supply={"village-green": 10})
    g.play(0, "cardinal")
    assert g.zone(1, EX) == ["silver"] and g.in_play(1) == ["village-green"]
    g.cleanup(0)
    assert g.in_play(1) == ["village-green"]
    d.assert_done()


def test_an_invested_card_exiled_again_another_way_is_not_invested() -> None:
    """Invest FAQ: an Invested card discarded from the mat no longer draws you cards, and exiled again in another way
    (as Sanctuary exiles from your hand) it was not Invested, so another player's gain of a copy draws nothing."""
    g, d = scenario([P(deck=["copper"] * 6), P()], ["discard-exiled:smithy"], events=["invest"], coins=4,
                    phase="buy", supply={"smithy": 10})
    g.buy(0, "invest")
    [uid] = g.zones.lists[g.zones.zone_code(EX, 0)]
    g.gain(0, "smithy")  # discarding the Exiled copies ends the Invest
    assert g.zone(0, EX) == [] and g.zones.loc[uid] == g.zones.zone_code(Zone.DISCARD, 0)
    g.exile(0, uid)  # the same card, exiled again, not by Invest
    hand = len(g.hand(0))
    g.gain(1, "smithy")
    assert len(g.hand(0)) == hand and g.zone(0, EX) == ["smithy"]
    d.assert_done()
