"""Plunder's generic mechanisms: the Loot pile, Durations that wait for "the next time", the end-of-turn hook."""

from __future__ import annotations

from collections import Counter

import pytest

from generator.engine import Game, GameOptions, PlayerLayout, Zone
from generator.engine.decisions import RandomDecider
from tests.engine.carddefs import card_defs
from tests.engine.helpers import gained, scenario

P = PlayerLayout


def test_a_card_gaining_loot_brings_a_shuffled_loot_pile_of_two_each() -> None:
    """Loot pile (Plunder rulebook): with a card that gains Loot, two copies of each of the 15 Loot cards are
    shuffled into a pile outside the Supply."""
    g = Game.new(card_defs(), ["sack-of-loot"], 2, RandomDecider(1), seed=1)
    loot = g.pile("loot")
    assert len(loot) == 30 and set(Counter(loot).values()) == {2} and len(set(loot)) == 15
    assert "loot" not in g.zones.supply_piles and not g.in_supply("amphora")


def test_without_a_loot_card_there_is_no_loot_pile() -> None:
    """Loot pile: a game with no card that refers to Loot has no Loot pile."""
    g = Game.new(card_defs(), ["crew"], 2, RandomDecider(1), seed=1)
    assert g.pile_count("loot") == 0 and "loot" not in g.zones.piles


def test_gaining_a_loot_takes_the_top_card_of_the_pile() -> None:
    """Loot pile: "gain a Loot" gains the top card of the Loot pile, whatever it is."""
    g, _ = scenario([P(hand=["sack-of-loot"]), P()], non_supply={"loot": ["orb", "hammer", "sword"]})
    g.play(0, "sack-of-loot")
    assert gained(g) == [(0, "sword", "non-supply:loot", "discard")]
    assert g.pile("loot") == ["orb", "hammer"]


def test_next_time_duration_stays_in_play_until_it_triggers() -> None:
    """Durations waiting for "the next time" (Secluded Shrine): the card stays in play through later turns
    until its condition happens, then is discarded in that turn's Clean-up."""
    g, d = scenario([P(hand=["secluded-shrine"], deck=["copper"] * 12), P(deck=["copper"] * 10)],
                    [["trash:copper"]])
    g.play(0, "secluded-shrine")
    g.cleanup(0)
    g.start_turn(0)
    assert g.in_play(0) == ["secluded-shrine"]
    g.gain(0, "silver")
    g.cleanup(0)
    assert g.in_play(0) == [] and g.trash_ids() == ["copper"]
    d.assert_done()


def test_end_of_turn_hook_runs_after_the_cleanup_draw() -> None:
    """End of turn (TurnState.at_turn_end): a card set aside "to put into your hand at end of turn" joins the
    hand after the five new cards are drawn (Puzzle Box)."""
    g, _ = scenario([P(hand=["puzzle-box", "province"], deck=["copper"] * 5), P()], ["set-aside:province"])
    g.play(0, "puzzle-box")
    assert g.zone(0, Zone.SET_ASIDE) == ["province"]
    g.cleanup(0)
    assert sorted(g.hand(0)) == ["copper"] * 5 + ["province"] and g.turn.at_turn_end == []


def test_a_turn_start_clears_end_of_turn_work() -> None:
    """End of turn: work left over from a turn that never reached Clean-up does not leak into the next turn."""
    g, _ = scenario([P(), P()])
    g.turn.at_turn_end.append(lambda: None)
    g.start_turn(0)
    assert g.turn.at_turn_end == []


def test_after_play_rules_run_once_a_card_has_resolved() -> None:
    """After-play rules (Game.after_play_rules): each runs after the played card's ability finished, also for a
    card with no ability (a Copper), innermost play first."""
    g, _ = scenario([P(hand=["throne-room", "smithy", "copper"], deck=["estate"] * 6), P()], ["play:smithy"])
    seen: list[tuple[str, int]] = []
    g.after_play_rules.append(lambda g2, p, uid, card: seen.append((card, len(g2.hand(0)))))
    g.play(0, "throne-room")
    g.play(0, "copper")
    assert seen == [("smithy", 4), ("smithy", 7), ("throne-room", 7), ("copper", 6)]


def test_a_trait_lies_on_the_pile_the_layout_names() -> None:
    """Traits (Plunder rulebook): a Trait lies on one Kingdom pile for the game; the position may say which."""
    g, _ = scenario([P(), P()], supply={"village": 10, "smithy": 10}, kingdom=["village", "smithy"],
                    landscapes=["rich"], traits={"rich": "smithy"})
    assert g.traits == {"rich": "smithy"}


def test_a_trait_without_a_pile_takes_the_first_action_or_treasure_pile() -> None:
    """Traits: left unplaced, a Trait lies on the first Kingdom pile of Action or Treasure cards without a Trait
    (never on a Victory-only pile such as Gardens)."""
    g, _ = scenario([P(), P()], supply={"gardens": 8, "village": 10, "smithy": 10},
                    kingdom=["gardens", "village", "smithy"], landscapes=["rich", "cheap"])
    assert g.traits == {"rich": "village", "cheap": "smithy"}


def test_a_real_set_up_puts_each_trait_on_a_kingdom_action_or_treasure_pile() -> None:
    """Traits: a real set-up puts the Trait on a random Kingdom pile of Action or Treasure cards."""
    kingdom = ["gardens", "village", "smithy", "moat", "militia", "market", "mine", "cellar", "festival", "witch"]
    seen = set()
    for seed in range(12):
        g = Game.new(card_defs(), kingdom, 2, RandomDecider(seed), seed=seed,
                     options=GameOptions(landscapes=("cheap",)))
        assert g.traits["cheap"] in kingdom and g.traits["cheap"] != "gardens"
        seen.add(g.traits["cheap"])
    assert len(seen) > 1


# -- deal rules: a card in the game changing each player's starting cards in a real set-up -----------------
def _swap_rule(g: object, p: int, start: list[str]) -> list[str]:
    """A stand-in deal rule: takes one Estate and one Copper out of the player's starting cards and sends the
    Copper back to its pile."""
    start.remove("estate")
    start.remove("copper")
    _seen.append(p)
    return ["copper"]


_seen: list[int] = []


def test_a_deal_rule_changes_every_players_starting_cards_in_turn_order(monkeypatch: pytest.MonkeyPatch) -> None:
    """Deal rule: in a real set-up, a card's rule runs for each player in turn order before their starting cards
    are made; a card it takes out is left out of the game, one it returns is added to its Supply pile."""
    from generator.engine import hooks as reg
    monkeypatch.setitem(reg.DEAL_RULES, "moat", _swap_rule)
    _seen.clear()
    g = Game.new(card_defs(), ["moat"], 3, RandomDecider(1), seed=1)
    assert _seen == [0, 1, 2]
    for p in range(3):
        assert Counter(g.hand(p) + g.deck(p) + g.discard(p)) == Counter({"copper": 6, "estate": 2})
    assert g.pile_count("copper") == 60 - 7 * 3 + 3 and g.pile_count("estate") == 12


def test_a_deal_rule_does_nothing_to_an_exact_position(monkeypatch: pytest.MonkeyPatch) -> None:
    """Deal rule: a scenario's exact position is not a set-up, so the rule does not run."""
    from generator.engine import hooks as reg
    monkeypatch.setitem(reg.DEAL_RULES, "moat", _swap_rule)
    _seen.clear()
    g, _ = scenario([P(discard=["copper", "estate"]), P()], supply={"moat": 10})
    assert _seen == [] and sorted(g.discard(0)) == ["copper", "estate"]
