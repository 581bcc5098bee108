"""Menagerie's mechanisms: the Exile mat, the Horse pile, and Ways replacing a played Action card's instructions."""

from __future__ import annotations

import pytest

from generator.engine import Game, GameOptions, PlayerLayout, RandomDecider, Zone
from generator.engine.events import Exiled, Played, Returned
from generator.errors import IllegalActionError
from tests.engine.carddefs import card_defs
from tests.engine.helpers import gained, scenario

P = PlayerLayout
HORSES = {"horse": 30}


def test_exiling_from_the_supply_is_not_gaining() -> None:
    """Exile: a card exiled from the Supply goes to the Exile mat with no gain (Menagerie rulebook)."""
    g, _ = scenario([P(hand=["camel-train"]), P()], ["exile:silver"], supply={"camel-train": 10})
    g.play(0, "camel-train")
    assert g.zone(0, Zone.EXILE) == ["silver"] and gained(g) == [] and g.pile_count("silver") == 39
    assert [e.card for e in g.events if isinstance(e, Exiled)] == ["silver"]


def test_gaining_a_copy_may_discard_every_exiled_copy() -> None:
    """Exile: when you gain a card you may discard all its copies from your Exile mat, not other cards."""
    g, d = scenario([P(exile=["silver", "silver", "gold"]), P()], ["discard-exiled:silver"])
    g.gain(0, "silver")
    assert sorted(g.discard(0)) == ["silver", "silver", "silver"] and g.zone(0, Zone.EXILE) == ["gold"]
    d.assert_done()


def test_discarding_exiled_copies_is_optional() -> None:
    """Exile: discarding the exiled copies when gaining one is a choice; declining leaves them on the mat."""
    g, d = scenario([P(exile=["silver"]), P()], ["done"])
    g.gain(0, "silver")
    assert g.discard(0) == ["silver"] and g.zone(0, Zone.EXILE) == ["silver"]
    d.assert_done()


def test_another_players_gain_does_not_discard_your_exile() -> None:
    """Exile: only the gaining player's own mat is checked."""
    g, _ = scenario([P(exile=["silver"]), P()])
    g.gain(1, "silver")
    assert g.zone(0, Zone.EXILE) == ["silver"]


def test_exiled_cards_count_for_score() -> None:
    """Exile: cards on your Exile mat are still yours at the end of the game (their VP count)."""
    g, _ = scenario([P(exile=["duchy", "estate"]), P()])
    assert g.score(0) == 4


def test_horse_pile_is_brought_and_not_in_the_supply() -> None:
    """Horse: a Kingdom card that gains Horses brings a 30-card Horse pile, outside the Supply."""
    g = Game.new(card_defs(), ["sleigh"] + ["village", "smithy", "moat", "cellar", "chapel", "market", "mine",
                                            "witch", "festival"], 2, RandomDecider(0), options=GameOptions())
    assert g.pile_count("horse") == 30 and not g.in_supply("horse")


def test_no_horse_pile_without_a_card_gaining_horses() -> None:
    """Horse: without a card that gains Horses, the game has no Horse pile."""
    g = Game.new(card_defs(), ["village", "smithy", "moat", "cellar", "chapel", "market", "mine", "witch",
                               "festival", "camel-train"], 2, RandomDecider(0), options=GameOptions())
    assert g.pile_count("horse") == 0


def test_horse_returns_to_its_pile_when_played() -> None:
    """Horse: +2 Cards, +1 Action, and it goes back to the Horse pile (it is not discarded)."""
    g, _ = scenario([P(hand=["horse"], deck=["copper", "silver", "gold"]), P()], non_supply={"horse": 29})
    g.play(0, "horse")
    assert sorted(g.hand(0)) == ["gold", "silver"] and g.turn.actions == 1
    assert g.in_play(0) == [] and g.pile_count("horse") == 30
    assert any(isinstance(e, Returned) and e.card == "horse" for e in g.events)


def test_empty_horse_pile_does_not_count_for_the_game_end() -> None:
    """Horse: the Horse pile is not in the Supply, so its running out is no empty Supply pile."""
    g, _ = scenario([P(), P()], non_supply={"horse": 0}, supply={"estate": 0, "duchy": 0})
    assert not g.is_over()


def test_way_replaces_the_instructions() -> None:
    """Way: an Action card played may follow the Way instead of its own text; it is still played and in play."""
    g, d = scenario([P(hand=["smithy"], deck=["copper"] * 3), P()], ["way:way-of-the-ox"],
                    supply={"smithy": 10}, landscapes=["way-of-the-ox"])
    g.play(0, "smithy")
    assert g.turn.actions == 2 and g.hand(0) == [] and g.in_play(0) == ["smithy"]
    assert [(e.card, e.as_card) for e in g.events if isinstance(e, Played)] == [("smithy", "smithy")]
    d.assert_done()


def test_way_may_be_declined() -> None:
    """Way: using it is optional; declining follows the card's own instructions."""
    g, d = scenario([P(hand=["smithy"], deck=["copper"] * 3), P()], ["no"],
                    supply={"smithy": 10}, landscapes=["way-of-the-ox"])
    g.play(0, "smithy")
    assert g.hand(0) == ["copper"] * 3 and g.turn.actions == 0
    d.assert_done()


def test_way_is_chosen_per_play_under_throne_room() -> None:
    """Way: a card played twice (Throne Room) chooses anew each time whether to use the Way."""
    g, d = scenario([P(hand=["throne-room", "smithy"], deck=["copper"] * 3), P()],
                    ["no", "play:smithy", "way:way-of-the-ox", "no"], supply={"smithy": 10, "throne-room": 10},
                    landscapes=["way-of-the-ox"])
    g.play(0, "throne-room")
    # Throne Room itself declines the Way; Smithy: first play with the Way (+2 Actions), second draws 3
    assert g.turn.actions == 2 and g.hand(0) == ["copper"] * 3
    d.assert_done()


def test_way_is_not_offered_for_treasures() -> None:
    """Way: only Action cards can use a Way; playing a Treasure asks nothing."""
    g, d = scenario([P(hand=["silver"]), P()], [], landscapes=["way-of-the-ox"], phase="buy")
    g.play(0, "silver")
    assert g.turn.coins == 2
    d.assert_done()


def test_two_ways_are_offered_together() -> None:
    """Way: with two Ways in the game, one question offers both and declining."""
    g, d = scenario([P(hand=["smithy"], deck=["copper"] * 3), P()], ["way:way-of-the-sheep"],
                    supply={"smithy": 10}, landscapes=["way-of-the-ox", "way-of-the-sheep"])
    g.play(0, "smithy")
    assert g.turn.coins == 2 and g.turn.actions == 0
    assert d.asked[0].ids() == ["way:way-of-the-ox", "way:way-of-the-sheep", "no"]


def test_cards_trashed_in_a_turn_are_counted_for_the_next() -> None:
    """Turn state: the cards the turn player trashes are counted, and kept as their last turn's count at Clean-up."""
    g, _ = scenario([P(hand=["chapel", "copper", "estate", "curse"]), P()], [["trash:copper", "trash:curse"]],
                    supply={"chapel": 10})
    g.play(0, "chapel")
    assert g.turn.trashed == 2
    g.cleanup(0)
    g.start_turn(1)
    assert g.players[0].last_turn_trashed == 2 and g.turn.trashed == 0


def test_another_players_trashing_is_not_the_turn_players() -> None:
    """Turn state: a card another player trashes in your turn (an Attack's victim) is not counted as yours."""
    g, _ = scenario([P(), P(hand=["copper"])])
    g.trash(1, g.find(1, "copper"))
    assert g.turn.trashed == 0


def test_ignored_actions_only_go_down() -> None:
    """Turn state: once further +Actions are ignored, adding Actions does nothing, using them still counts."""
    g, _ = scenario([P(hand=["village", "village"], deck=["copper"] * 2), P()], supply={"village": 10}, actions=3)
    g.turn.actions_ignored = True
    g.play(0, "village")
    assert g.turn.actions == 2
    g.turn.actions = 0
    assert g.turn.actions == 0


def test_ignored_actions_offer_no_villager() -> None:
    """Turn state: with further +Actions ignored, a Villager cannot be turned into an Action."""
    g, d = scenario([P(hand=["village"]), P()], [], supply={"village": 10}, actions=0)
    g.players[0].villagers = 2
    g.turn.actions_ignored = True
    g.loop.action_phase(0)
    assert d.asked == [] and g.players[0].villagers == 2 and g.in_play(0) == []


def test_turn_end_work_runs_after_the_cleanup_draw() -> None:
    """Turn state: what is set to happen at the end of the turn runs after Clean-up has drawn the next hand."""
    g, _ = scenario([P(deck=["copper"] * 5 + ["gold", "gold"]), P()])
    seen: list[int] = []
    g.turn.at_turn_end.append(lambda: seen.append(len(g.hand(0))))
    g.cleanup(0)
    assert seen == [5] and g.turn.at_turn_end == []


def test_paying_another_way_still_needs_a_buy() -> None:
    """Buying: a card that can be paid for another way (Animal Fair) still needs a Buy, and costs no coins."""
    g, _ = scenario([P(hand=["village", "village"]), P()], [], supply={"animal-fair": 10, "village": 10},
                    phase="buy", coins=0, buys=1)
    g.buy(0, "animal-fair")
    assert g.turn.buys == 0 and g.turn.coins == 0 and g.trash_ids() == ["village"]
    with pytest.raises(IllegalActionError):
        g.buy(0, "animal-fair")
