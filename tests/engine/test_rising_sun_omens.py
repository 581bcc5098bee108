"""Rising Sun's Omens and Prophecies: every implemented card's rules, from the card texts, the Rising Sun
rulebook and its FAQ."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from generator.engine import Game, GameOptions, PlayerLayout, RandomDecider, Zone
from generator.engine.events import ProphecyActive, SunRemoved
from generator.engine.types import IN_PLAY
from generator.errors import IllegalActionError
from generator.kb.load import default_root, load_knowledge
from tests.engine.carddefs import card_defs
from tests.engine.helpers import gained, scenario

P = PlayerLayout
GL = ["great-leader"]


def suns(g: Game) -> list[int]:
    """How many Sun tokens were left after each removal, in order."""
    return [e.left for e in g.events if isinstance(e, SunRemoved)]


# -- Omens ---------------------------------------------------------------------------------------------------


def test_tea_house_sun_card_action_coins() -> None:
    """Tea House: +1 Sun, +1 Card, +1 Action, +$2."""
    g, dec = scenario([P(hand=["tea-house"], deck=["gold"]), P()], supply={"tea-house": 10}, landscapes=GL)
    g.play(0, "tea-house")
    assert g.hand(0) == ["gold"] and (g.turn.actions, g.turn.coins) == (1, 2)
    assert suns(g) == [4]
    dec.assert_done()

def test_tea_house_sun_comes_first() -> None:
    """Omens (Rising Sun rulebook): +1 Sun happens before anything else the card does, so the Prophecy it
    activates already applies to that play (Great Leader's +1 Action after it)."""
    g, dec = scenario([P(hand=["tea-house"], deck=["gold"]), P()], supply={"tea-house": 10}, landscapes=GL,
                     sun_tokens=1)
    g.play(0, "tea-house")
    assert ProphecyActive(0, "great-leader") in g.events
    played = next(i for i, e in enumerate(g.events) if type(e).__name__ == "Played")
    removed = next(i for i, e in enumerate(g.events) if isinstance(e, SunRemoved))
    drawn = next(i for i, e in enumerate(g.events) if getattr(e, "reason", None) == "draw")
    assert played < removed < drawn
    assert g.turn.actions == 2
    dec.assert_done()

def test_omen_without_prophecy_tokens_still_works() -> None:
    """+1 Sun does nothing once the tokens are gone; the rest of the Omen still happens."""
    g, dec = scenario([P(hand=["tea-house"], deck=["gold"]), P()], supply={"tea-house": 10}, landscapes=GL,
                     sun_tokens=0)
    g.play(0, "tea-house")
    assert suns(g) == [] and g.hand(0) == ["gold"] and g.turn.coins == 2
    dec.assert_done()

def test_rustic_village_discards_two_for_a_card() -> None:
    """Rustic Village: +1 Sun, +1 Card, +2 Actions; you may discard 2 cards (the drawn one included) for +1
    Card."""
    g, dec = scenario([P(hand=["rustic-village", "estate", "copper"], deck=["silver", "curse"]), P()],
                      ["discard:2", ["discard:curse", "discard:estate"]], supply={"rustic-village": 10},
                      landscapes=GL)
    g.play(0, "rustic-village")
    assert sorted(g.hand(0)) == ["copper", "silver"] and sorted(g.discard(0)) == ["curse", "estate"]
    assert g.turn.actions == 2 and suns(g) == [4]


def test_rustic_village_may_keep_its_hand() -> None:
    """Rustic Village: discarding is optional; declining keeps the hand and draws nothing more."""
    g, dec = scenario([P(hand=["rustic-village", "estate"], deck=["silver", "curse"]), P()], ["no"],
                     supply={"rustic-village": 10}, landscapes=GL)
    g.play(0, "rustic-village")
    assert sorted(g.hand(0)) == ["curse", "estate"] and g.deck(0) == ["silver"]
    dec.assert_done()

def test_rustic_village_one_card_discarded_gives_nothing() -> None:
    """Rustic Village: with a single card to discard you may discard it, but only 2 discarded give +1 Card."""
    g, dec = scenario([P(hand=["rustic-village"], deck=["silver", "curse"]), P()], ["discard:2"],
                     supply={"rustic-village": 10}, landscapes=GL)
    g.play(0, "rustic-village")
    assert g.hand(0) == [] and g.discard(0) == ["curse"] and g.deck(0) == ["silver"]
    dec.assert_done()

def test_poet_puts_a_cheap_top_card_into_hand() -> None:
    """Poet: +1 Sun, +1 Card, +1 Action; reveal the top card; costing $3 or less, it goes into your hand."""
    g, dec = scenario([P(hand=["poet"], deck=["estate", "silver", "copper"]), P()], supply={"poet": 10},
                     landscapes=GL)
    g.play(0, "poet")
    assert sorted(g.hand(0)) == ["copper", "silver"] and g.deck(0) == ["estate"] and g.turn.actions == 1
    assert suns(g) == [4]
    dec.assert_done()

def test_poet_leaves_an_expensive_card_on_top() -> None:
    """Poet: a revealed card costing more than $3 goes back on top of your deck (FAQ)."""
    g, dec = scenario([P(hand=["poet"], deck=["estate", "gold", "copper"]), P()], supply={"poet": 10},
                     landscapes=GL)
    g.play(0, "poet")
    assert g.hand(0) == ["copper"] and g.deck(0) == ["estate", "gold"]
    dec.assert_done()

def test_poet_debt_cost_is_not_three_or_less() -> None:
    """Poet: a card with Debt in its cost does not cost "$3 or less" (FAQ): Mountain Shrine stays on top."""
    g, dec = scenario([P(hand=["poet"], deck=["mountain-shrine", "copper"]), P()],
                     supply={"poet": 10, "mountain-shrine": 10}, landscapes=GL)
    g.play(0, "poet")
    assert g.hand(0) == ["copper"] and g.deck(0) == ["mountain-shrine"]
    dec.assert_done()

def test_mountain_shrine_draws_when_an_action_is_in_the_trash() -> None:
    """Mountain Shrine: +1 Sun, +$2; you may trash a card; then with an Action card in the trash, +2 Cards —
    the Action may be the one just trashed (FAQ)."""
    g, dec = scenario([P(hand=["mountain-shrine", "village"], deck=["gold", "silver"]), P()], ["trash:village"],
                     supply={"mountain-shrine": 10}, landscapes=GL)
    g.play(0, "mountain-shrine")
    assert g.trash_ids() == ["village"] and sorted(g.hand(0)) == ["gold", "silver"] and g.turn.coins == 2
    assert suns(g) == [4]
    dec.assert_done()

def test_mountain_shrine_no_action_in_trash_no_cards() -> None:
    """Mountain Shrine: trashing a non-Action with no Action in the trash gives no cards."""
    g, dec = scenario([P(hand=["mountain-shrine", "estate"], deck=["gold", "silver"]), P()], ["trash:estate"],
                     supply={"mountain-shrine": 10}, landscapes=GL)
    g.play(0, "mountain-shrine")
    assert g.hand(0) == [] and g.turn.coins == 2
    dec.assert_done()

def test_mountain_shrine_any_action_in_trash_counts() -> None:
    """Mountain Shrine: it does not matter who trashed the Action or when (FAQ); trashing is optional."""
    g, dec = scenario([P(hand=["mountain-shrine", "estate"], deck=["gold", "silver"]), P()], [[]],
                     supply={"mountain-shrine": 10}, trash=["moat"], landscapes=GL)
    g.play(0, "mountain-shrine")
    assert sorted(g.hand(0)) == ["estate", "gold", "silver"] and g.trash_ids() == ["moat"]
    dec.assert_done()

def test_kitsune_curse_and_silver() -> None:
    """Kitsune: +1 Sun; two different options done in order: each other player gains a Curse, you gain a
    Silver."""
    g, dec = scenario([P(hand=["kitsune"]), P(), P()], [["kitsune:curse", "kitsune:silver"]],
                     supply={"kitsune": 10}, landscapes=GL)
    g.play(0, "kitsune")
    assert gained(g) == [(1, "curse", "supply", "discard"), (2, "curse", "supply", "discard"),
                         (0, "silver", "supply", "discard")]
    assert suns(g) == [7]
    dec.assert_done()

def test_kitsune_actions_and_coins() -> None:
    """Kitsune: +2 Actions and +$2 as the two options."""
    g, dec = scenario([P(hand=["kitsune"]), P()], [["kitsune:actions", "kitsune:coins"]], supply={"kitsune": 10},
                     landscapes=GL)
    g.play(0, "kitsune")
    assert (g.turn.actions, g.turn.coins) == (2, 2) and gained(g) == []
    dec.assert_done()

def test_kitsune_curse_is_an_attack() -> None:
    """Kitsune is an Attack: a player revealing Moat gains no Curse."""
    g, dec = scenario([P(hand=["kitsune"]), P(hand=["moat"])], ["reveal:moat", ["kitsune:curse", "kitsune:coins"]],
                     supply={"kitsune": 10}, landscapes=GL)
    g.play(0, "kitsune")
    assert gained(g) == [] and g.turn.coins == 2
    dec.assert_done()

def test_river_shrine_gains_at_cleanup_without_buy_phase_gains() -> None:
    """River Shrine: +1 Sun, trash up to 2 cards; at the start of Clean-up, having gained nothing in your Buy
    phase, gain a card costing up to $4."""
    g, dec = scenario([P(hand=["river-shrine", "estate", "copper", "gold"]), P()],
                     [["trash:copper", "trash:estate"], "gain:silver"], supply={"river-shrine": 10}, landscapes=GL)
    g.play(0, "river-shrine")
    assert sorted(g.trash_ids()) == ["copper", "estate"] and suns(g) == [4]
    g.cleanup(0)
    assert gained(g) == [(0, "silver", "supply", "discard")]
    dec.assert_done()

def test_river_shrine_no_gain_after_buying() -> None:
    """River Shrine: gaining a card in your Buy phase (buying one) means no gain at the start of Clean-up."""
    g, dec = scenario([P(hand=["river-shrine"]), P()], supply={"river-shrine": 10}, landscapes=GL, coins=3)
    g.play(0, "river-shrine")
    g.buy(0, "silver")
    g.cleanup(0)
    assert gained(g) == [(0, "silver", "supply", "discard")]
    dec.assert_done()

def test_river_shrine_action_phase_gains_do_not_count() -> None:
    """River Shrine: only gains in the Buy phase matter, not those in the Action phase (FAQ)."""
    g, dec = scenario([P(hand=["river-shrine"]), P()], ["gain:silver"], supply={"river-shrine": 10},
                     landscapes=GL)
    g.play(0, "river-shrine")
    g.gain(0, "silver")
    g.cleanup(0)
    assert gained(g) == [(0, "silver", "supply", "discard"), (0, "silver", "supply", "discard")]
    dec.assert_done()

def test_two_river_shrines_gain_twice() -> None:
    """River Shrine: several played River Shrines each gain a card (FAQ)."""
    g, dec = scenario([P(hand=["river-shrine", "river-shrine"]), P()], [[], "gain:silver", "gain:river-shrine"],
                     supply={"river-shrine": 10}, landscapes=GL, actions=2)
    g.play(0, "river-shrine")
    g.play(0, "river-shrine")
    g.cleanup(0)
    assert [c for _p, c, _s, _d in gained(g)] == ["silver", "river-shrine"]
    assert suns(g) == [4, 3]
    dec.assert_done()

# -- Prophecies ------------------------------------------------------------------------------------------------


def test_great_leader_each_action_gives_an_action() -> None:
    """Great Leader: after each Action card you play, +1 Action (a terminal Action no longer ends your plays)."""
    g, dec = scenario([P(hand=["smithy", "smithy"], deck=["copper"] * 6), P()], supply={"smithy": 10},
                     landscapes=GL, sun_tokens=0)
    g.play(0, "smithy")
    assert g.turn.actions == 1
    g.play(0, "smithy")
    assert g.turn.actions == 1 and len(g.hand(0)) == 6
    dec.assert_done()

def test_great_leader_not_for_treasures() -> None:
    """Great Leader counts Action cards only: playing a Treasure gives no Action."""
    g, dec = scenario([P(hand=["copper"]), P()], landscapes=GL, sun_tokens=0, phase="buy", actions=0)
    g.play(0, "copper")
    assert g.turn.actions == 0
    dec.assert_done()


def active(name: str) -> dict[str, object]:
    """Layout keywords for a game whose Prophecy is ``name``, already active."""
    return {"landscapes": [name], "sun_tokens": 0}


def test_progress_puts_gained_cards_onto_the_deck() -> None:
    """Progress: when you gain a card, put it onto your deck — a bought card too."""
    g, dec = scenario([P(deck=["copper"]), P()], **active("progress"), coins=3)
    g.buy(0, "silver")
    assert g.deck(0) == ["copper", "silver"] and g.discard(0) == []
    dec.assert_done()


def test_progress_applies_to_every_player() -> None:
    """Progress applies to everyone: a Curse another player gains from Witch goes onto their deck."""
    g, dec = scenario([P(hand=["witch"]), P(deck=["estate"])], supply={"witch": 10}, **active("progress"))
    g.play(0, "witch")
    assert g.deck(1) == ["estate", "curse"] and g.discard(1) == []
    dec.assert_done()


def test_bureaucracy_gains_copper_with_a_costly_card() -> None:
    """Bureaucracy: when you gain a card that doesn't cost $0, gain a Copper."""
    g, dec = scenario([P(), P()], **active("bureaucracy"))
    g.gain(0, "silver")
    assert gained(g) == [(0, "silver", "supply", "discard"), (0, "copper", "supply", "discard")]
    dec.assert_done()


def test_bureaucracy_nothing_for_a_zero_cost_card() -> None:
    """Bureaucracy: gaining a card costing $0 (a Copper or a Curse) gains no Copper, so it does not repeat."""
    g, dec = scenario([P(), P()], **active("bureaucracy"))
    g.gain(0, "curse")
    assert gained(g) == [(0, "curse", "supply", "discard")]
    dec.assert_done()


def test_bureaucracy_debt_cost_is_not_zero() -> None:
    """Bureaucracy: a card costing 5 Debt does not cost $0, so it brings a Copper."""
    g, dec = scenario([P(), P()], supply={"mountain-shrine": 10}, **active("bureaucracy"))
    g.gain(0, "mountain-shrine")
    assert [c for _p, c, _s, _d in gained(g)] == ["mountain-shrine", "copper"]
    dec.assert_done()


def test_growth_gains_a_cheaper_card_with_a_treasure() -> None:
    """Growth: when you gain a Treasure, gain a cheaper card (here an Estate for a Silver)."""
    g, dec = scenario([P(), P()], ["gain:estate"], **active("growth"))
    g.gain(0, "silver")
    assert [c for _p, c, _s, _d in gained(g)] == ["silver", "estate"]
    assert not any("gain:silver" in d.ids() or "gain:gold" in d.ids() for d in dec.asked)
    dec.assert_done()


def test_growth_not_for_other_cards() -> None:
    """Growth: gaining a non-Treasure gains nothing more."""
    g, dec = scenario([P(), P()], **active("growth"))
    g.gain(0, "estate")
    assert gained(g) == [(0, "estate", "supply", "discard")]
    dec.assert_done()


def test_kind_emperor_gains_an_action_at_turn_start() -> None:
    """Kind Emperor: at the start of your turn, gain an Action card to your hand."""
    g, dec = scenario([P(), P()], ["gain:village"], supply={"village": 10, "smithy": 10}, **active("kind-emperor"))
    g.start_turn(0)
    assert "village" in g.hand(0) and gained(g) == [(0, "village", "supply", "hand")]
    dec.assert_done()


def test_kind_emperor_on_the_last_sun_only_the_remover_gains() -> None:
    """Kind Emperor: when the last Sun is removed, only the player who removed it gains an Action to hand, at
    once, in the middle of resolving the Omen."""
    g, dec = scenario([P(hand=["tea-house"], deck=["copper"]), P()], ["gain:village"],
                      supply={"tea-house": 10, "village": 10}, landscapes=["kind-emperor"], sun_tokens=1)
    g.play(0, "tea-house")
    assert gained(g) == [(0, "village", "supply", "hand")]
    assert sorted(g.hand(0)) == ["copper", "village"] and g.turn.coins == 2
    dec.assert_done()


def test_sickness_curse_onto_deck() -> None:
    """Sickness: at the start of your turn, you may gain a Curse onto your deck."""
    g, dec = scenario([P(deck=["copper"]), P()], ["sickness:curse"], **active("sickness"))
    g.start_turn(0)
    assert g.deck(0) == ["copper", "curse"]
    dec.assert_done()


def test_sickness_discard_three() -> None:
    """Sickness: or you discard 3 cards from your hand."""
    g, dec = scenario([P(hand=["copper", "silver", "gold", "estate", "duchy"]), P()],
                      ["sickness:discard", ["discard:copper", "discard:duchy", "discard:estate"]], **active("sickness"))
    g.start_turn(0)
    assert sorted(g.hand(0)) == ["gold", "silver"] and sorted(g.discard(0)) == ["copper", "duchy", "estate"]
    dec.assert_done()


def test_panic_buys_and_returns_treasures() -> None:
    """Panic: playing a Treasure gives +2 Buys; discarding it from play returns it to its pile."""
    g, dec = scenario([P(hand=["silver", "estate"]), P()], **active("panic"), phase="buy")
    g.play(0, "silver")
    assert g.turn.buys == 3 and g.turn.coins == 2
    before = g.pile_count("silver")
    g.cleanup(0)
    assert g.pile_count("silver") == before + 1 and "silver" not in g.discard(0) + g.hand(0) + g.deck(0)
    dec.assert_done()


def test_panic_other_cards_are_discarded_as_usual() -> None:
    """Panic: only Treasures go back; an Action discarded from play stays in its owner's cards."""
    g, dec = scenario([P(hand=["village"], deck=["copper"] * 7), P()], supply={"village": 10}, **active("panic"))
    g.play(0, "village")
    g.cleanup(0)
    assert "village" in g.discard(0) + g.hand(0)
    dec.assert_done()


def test_good_harvest_first_of_each_name() -> None:
    """Good Harvest: the first time you play each differently named Treasure each turn, +1 Buy and +$1."""
    g, dec = scenario([P(hand=["gold", "gold", "silver"]), P()], **active("good-harvest"), phase="buy")
    g.play(0, "gold")
    assert (g.turn.coins, g.turn.buys) == (4, 2)
    g.play(0, "gold")
    assert (g.turn.coins, g.turn.buys) == (7, 2)
    g.play(0, "silver")
    assert (g.turn.coins, g.turn.buys) == (10, 3)
    dec.assert_done()


def test_approaching_army_coin_after_an_attack() -> None:
    """Approaching Army: after you play an Attack card, +$1 (an Action that is no Attack gives nothing)."""
    g, dec = scenario([P(hand=["militia", "village"], deck=["copper"]), P(hand=["copper"] * 3)],
                      supply={"militia": 10, "village": 10}, **active("approaching-army"), actions=2)
    g.play(0, "village")
    assert g.turn.coins == 0
    g.play(0, "militia")
    assert g.turn.coins == 3
    dec.assert_done()


def test_approaching_army_adds_an_attack_pile_at_set_up() -> None:
    """Approaching Army's set-up adds an Attack Kingdom pile to the Supply, beyond the Kingdom's own piles, even
    though the Prophecy is not active yet."""
    g = Game.new(card_defs(), ["tea-house", "witch"], 2, RandomDecider(5),
                 options=GameOptions(check=True, landscapes=("approaching-army",)))
    extra = [k for k in g.kingdom if k not in ("tea-house", "witch")]
    assert len(extra) == 1 and "attack" in g.defs[extra[0]].types and g.pile_count(extra[0]) == 10
    assert g.sun_tokens == 5


def test_biding_time_keeps_the_hand_for_next_turn() -> None:
    """Biding Time: at the start of Clean-up your hand is set aside face down, and comes back into your hand at
    the start of your next turn, beside the five cards drawn in Clean-up."""
    g, dec = scenario([P(hand=["gold", "estate"], deck=["copper"] * 5), P()], **active("biding-time"))
    g.cleanup(0)
    assert sorted(g.zone(0, Zone.SET_ASIDE)) == ["estate", "gold"] and g.hand(0) == ["copper"] * 5
    assert g.discard(0) == []
    g.start_turn(0)
    assert sorted(g.hand(0)) == ["copper"] * 5 + ["estate", "gold"]
    dec.assert_done()


def test_rapid_expansion_plays_the_gained_card_next_turn() -> None:
    """Rapid Expansion: a gained Treasure is set aside and played at the start of your next turn."""
    g, dec = scenario([P(), P()], **active("rapid-expansion"))
    g.gain(0, "silver")
    assert g.zone(0, Zone.SET_ASIDE) == ["silver"] and g.discard(0) == []
    g.cleanup(0)
    g.start_turn(0)
    assert g.in_play(0) == ["silver"] and g.turn.coins == 2
    dec.assert_done()


def test_rapid_expansion_leaves_victory_cards_alone() -> None:
    """Rapid Expansion: only Actions and Treasures are set aside; a gained Estate goes to the discard pile."""
    g, dec = scenario([P(), P()], **active("rapid-expansion"))
    g.gain(0, "estate")
    assert g.discard(0) == ["estate"]
    dec.assert_done()


def test_harsh_winter_puts_then_takes_debt() -> None:
    """Harsh Winter: gaining a card on your turn puts 2 Debt on its pile; the next gain from that pile on a
    player's own turn takes the Debt."""
    g, dec = scenario([P(), P()], **active("harsh-winter"))
    g.gain(0, "silver")
    assert g.supply_tokens["silver"] == {"debt": 2} and g.players[0].debt == 0
    g.gain(0, "silver")
    assert g.players[0].debt == 2 and "debt" not in g.supply_tokens["silver"]
    dec.assert_done()


def test_harsh_winter_not_on_other_turns() -> None:
    """Harsh Winter: a card gained on another player's turn (a Witch's Curse) does nothing."""
    g, dec = scenario([P(hand=["witch"]), P()], supply={"witch": 10}, **active("harsh-winter"))
    g.play(0, "witch")
    assert g.supply_tokens.get("curse", {}) == {} and g.players[1].debt == 0
    dec.assert_done()


def test_enlightenment_treasure_in_action_phase_cantrips() -> None:
    """Enlightenment: Treasures are also Actions; played in an Action phase a Treasure gives +1 Card and +1 Action
    instead of its coins (it uses an Action to play, and gives it back)."""
    g, dec = scenario([P(hand=["gold"], deck=["estate"]), P()], **active("enlightenment"))
    assert "action" in g.types_of(g.find(0, "gold"))
    g.play(0, "gold")
    assert g.turn.coins == 0 and g.turn.actions == 1 and g.hand(0) == ["estate"] and g.in_play(0) == ["gold"]
    dec.assert_done()


def test_enlightenment_buy_phase_treasures_give_coins() -> None:
    """Enlightenment: in the Buy phase a Treasure is played as usual, for its coins."""
    g, dec = scenario([P(hand=["gold"], deck=["estate"]), P()], **active("enlightenment"), phase="buy")
    g.play(0, "gold")
    assert g.turn.coins == 3 and g.hand(0) == []
    dec.assert_done()


def test_enlightenment_inactive_treasures_are_not_actions() -> None:
    """Enlightenment does nothing while Sun tokens are left: a Treasure is no Action."""
    g, dec = scenario([P(hand=["gold"]), P()], landscapes=["enlightenment"], sun_tokens=3)
    assert "action" not in g.types_of(g.find(0, "gold"))
    dec.assert_done()


def test_flourishing_trade_cards_cost_one_less() -> None:
    """Flourishing Trade: cards cost $1 less (never below $0), on every player's turn."""
    g, dec = scenario([P(), P()], **active("flourishing-trade"))
    assert g.cost_of("silver").coins == 2 and g.cost_of("copper").coins == 0
    g.cleanup(0)
    g.start_turn(1)
    assert g.cost_of("gold").coins == 5
    dec.assert_done()


def test_flourishing_trade_leaves_events_and_projects_alone() -> None:
    """Flourishing Trade lowers the costs of cards only: an Event (Seaway, $5) and a Project (Cathedral, $3) keep
    theirs (Events and Projects are not cards)."""
    g, _ = scenario([P(), P()], events=["seaway"], landscapes=["flourishing-trade", "cathedral"], sun_tokens=0)
    assert g.cost_of("seaway").coins == 5 and g.cost_of("cathedral").coins == 3 and g.cost_of("silver").coins == 2

def test_flourishing_trade_actions_as_buys() -> None:
    """Flourishing Trade: with no Buy left, an unused Action may be used as a Buy."""
    g, dec = scenario([P(), P()], **active("flourishing-trade"), phase="buy", coins=4, buys=1, actions=1)
    g.buy(0, "silver")
    g.buy(0, "silver")
    assert (g.turn.buys, g.turn.actions, g.turn.coins) == (0, 0, 0)
    assert [c for _p, c, _s, _d in gained(g)] == ["silver", "silver"]
    dec.assert_done()


def test_without_flourishing_trade_no_buy_from_actions() -> None:
    """Without Flourishing Trade active, Actions are no Buys: a second purchase is refused."""
    g, dec = scenario([P(), P()], landscapes=["flourishing-trade"], sun_tokens=2, phase="buy", coins=6,
                      buys=1, actions=1)
    g.buy(0, "silver")
    with pytest.raises(IllegalActionError):
        g.buy(0, "silver")
    dec.assert_done()


def test_divine_wind_replaces_the_kingdom() -> None:
    """Divine Wind: removing the last Sun removes every Kingdom pile from the Supply and sets out 10 new random
    Kingdom piles; the basic piles stay, and the removed piles no longer count as empty Supply piles."""
    g, dec = scenario([P(hand=["tea-house"], deck=["copper"]), P()], supply={"tea-house": 10, "village": 0},
                      kingdom=["tea-house", "village"], landscapes=["divine-wind"], sun_tokens=1)
    assert g.zones.supply_lists.count([]) == 1
    g.play(0, "tea-house")
    assert g.zones.supply_lists.count([]) == 0
    assert "tea-house" not in g.zones.supply_piles and "village" not in g.zones.supply_piles
    new = [k for k in g.kingdom]
    assert len(new) == 10 and not {"tea-house", "village"} & set(new)
    assert all(g.pile_count(k) in (8, 10) and g.in_supply(k) for k in new)
    assert {"copper", "silver", "province", "curse"} <= set(g.zones.supply_piles)
    assert g.turn.coins == 2 and g.hand(0) == ["copper"]
    dec.assert_done()


def test_divine_wind_removed_piles_take_nothing_back() -> None:
    """Divine Wind: a card of a removed pile cannot be returned to it, and cannot be gained from it."""
    g, dec = scenario([P(hand=["tea-house"], deck=["copper"]), P()], supply={"tea-house": 10},
                      kingdom=["tea-house"], landscapes=["divine-wind"], sun_tokens=1)
    g.play(0, "tea-house")
    uid = g.find(0, "tea-house", IN_PLAY)
    assert not g.return_to_pile(0, uid)
    assert g.gain(0, "tea-house") is None
    dec.assert_done()


def test_a_second_card_file_for_one_expansion_loads(tmp_path: Path) -> None:
    """Knowledge: card files are not tied to expansions by name, so Rising Sun's hand-written cards may live in
    several files (rising-sun-omens.yaml and a sibling) beside the imported records of the set."""
    root = tmp_path / "knowledge"
    shutil.copytree(default_root(), root)
    sibling = root / "cards" / "rising-sun-zz.yaml"
    sibling.write_text(
        "cards:\n- id: lantern-row\n  name: {en: Lantern Row, pl: null}\n  expansion: rising-sun\n  editions: [1e]\n"
        "  cost: {coins: 5}\n  types: [action]\n  supply: kingdom\n", encoding="utf-8")
    kb = load_knowledge(root)
    assert kb.cards["tea-house"].loc.path.endswith("cards/rising-sun-omens.yaml")
    assert kb.cards["lantern-row"].loc.path.endswith("cards/rising-sun-zz.yaml")
    assert kb.cards["alley"].loc.path.endswith("cards/rising-sun-shadow.yaml")  # a third file of the set


# -- more FAQ rulings ----------------------------------------------------------------------------------------------
def test_kitsune_options_are_done_in_the_order_listed() -> None:
    """Kitsune FAQ: you choose two different options and do them in the order listed: chosen as "gain a Silver"
    then "each other player gains a Curse", the Curses still come first."""
    g, dec = scenario([P(hand=["kitsune"]), P()], [["kitsune:silver", "kitsune:curse"]], supply={"kitsune": 10},
                      landscapes=GL)
    g.play(0, "kitsune")
    assert gained(g) == [(1, "curse", "supply", "discard"), (0, "silver", "supply", "discard")]
    dec.assert_done()


def test_river_shrine_a_gain_in_any_buy_phase_stops_it() -> None:
    """River Shrine FAQ: with several Buy phases (Continue), River Shrine gains only if you gained no card in any
    of them: a River Shrine gained and played by Continue in the first Buy phase gains nothing at Clean-up."""
    g, dec = scenario([P(), P()], ["gain:river-shrine"], supply={"river-shrine": 10, "village": 10},
                      events=["continue"], landscapes=GL, phase="buy", coins=0)
    g.buy(0, "continue")
    assert g.in_play(0) == ["river-shrine"] and suns(g) == [4]
    g.cleanup(0)
    assert gained(g) == [(0, "river-shrine", "supply", "discard")]
    dec.assert_done()


def test_approaching_army_not_for_a_duration_attacks_later_turn() -> None:
    """Approaching Army FAQ: for Duration Attacks the +$1 applies only on the turn the Attack was played: a Samurai
    gives +$1 with its play, and on the next turn only its own +$1."""
    g, dec = scenario([P(hand=["samurai"], deck=["copper"] * 10), P(hand=["copper"] * 3)],
                      supply={"samurai": 10}, **active("approaching-army"))
    g.play(0, "samurai")
    assert g.turn.coins == 1
    g.cleanup(0)
    g.start_turn(0)
    assert g.turn.coins == 1 and g.in_play(0) == ["samurai"]
    dec.assert_done()


def test_approaching_army_coin_even_through_a_way() -> None:
    """Approaching Army FAQ: you get the +$1 even if you did not follow the Attack card's instructions, for
    example playing it with a Way: Militia played as Way of the Ox still gives +$1."""
    g, dec = scenario([P(hand=["militia"]), P(hand=["copper"] * 5)], ["way:way-of-the-ox"],
                      supply={"militia": 10}, landscapes=["approaching-army", "way-of-the-ox"], sun_tokens=0)
    g.play(0, "militia")
    assert (g.turn.actions, g.turn.coins) == (2, 1) and len(g.hand(1)) == 5
    dec.assert_done()
