"""A gain fact is proven only as stated: its count, its cost bound and its card constraint must all show; the
parts no probe can check are listed with the fact's verdict."""

from __future__ import annotations

import dataclasses

import pytest

from generator.checker import facts, observe
from generator.checker.facts import SeekingDecider, check_facts, unchecked_parts, which_ok
from generator.checker.runner import card_defs
from generator.engine import Game
from generator.engine import events as ev
from generator.kb.schema import GainFact, Knowledge, Which


def _with_fact(kb: Knowledge, card: str, index: int, fact: GainFact) -> Knowledge:
    c = kb.cards[card]
    gains = list(c.gains)
    gains[index] = fact
    return dataclasses.replace(kb, cards={**kb.cards, card: dataclasses.replace(c, gains=tuple(gains))})


def _verdict(kb: Knowledge, card: str, index: int) -> bool:
    [result] = [r for r in check_facts(kb, only=[card]) if r.id == f"fact:{card}/gain/{index}"]
    return result.passed


@pytest.mark.parametrize(("card", "count"), [("magic-lamp", 3), ("stampede", 5), ("treasure-map", 4)])
def test_count_must_be_the_number_gained(kb: Knowledge, card: str, count: int) -> None:
    """Magic Lamp's 3 Wishes, Stampede's 5 Horses and Treasure Map's 4 Golds are proven as written; the same fact
    saying one card fewer or one more fails (the count is the number of matching gains in a probe)."""
    fact = kb.cards[card].gains[0]
    assert fact.count == count
    assert _verdict(kb, card, 0)
    for wrong in (count - 1, count + 1):
        assert not _verdict(_with_fact(kb, card, 0, dataclasses.replace(fact, count=wrong)), card, 0), wrong


def test_cost_bound_rejects_a_dearer_gain(kb: Knowledge, monkeypatch: pytest.MonkeyPatch) -> None:
    """Devil's Workshop's 'a card costing up to 4' is proven by the play after one gain; without that probe only
    its Gold (costing 6) and Imp gains show, and they do not prove it."""
    fact = kb.cards["devils-workshop"].gains[1]
    assert fact.which is not None and fact.which.cost_max == 4 and fact.which.card is None
    assert _verdict(kb, "devils-workshop", 1)
    plain = facts.position_probes
    monkeypatch.setattr(facts, "position_probes", lambda c: [p for p in plain(c) if p.name != "play-after-one-gain"])
    assert not _verdict(kb, "devils-workshop", 1)


@pytest.mark.parametrize(("card", "index", "bound"), [
    ("workshop", 0, {"cost_max": 4, "cost_exact": 7}),
    ("swindler", 0, {"cost_exact": 9}),
    ("develop", 0, {"cost_exact": 5}),
    ("remodel", 0, {"cost_min": 12}),
])
def test_impossible_cost_fails(kb: Knowledge, card: str, index: int, bound: dict[str, int]) -> None:
    """A true cost fact (Workshop up to 4, Swindler same cost, Develop exactly 1 more, Remodel up to 2 more) is
    proven, and the same fact with a cost no probe can meet (absolute or relative to the trashed card) fails."""
    fact = kb.cards[card].gains[index]
    assert fact.which is not None
    assert _verdict(kb, card, index)
    wrong = dataclasses.replace(fact, which=dataclasses.replace(fact.which, **bound))
    assert not _verdict(_with_fact(kb, card, index, wrong), card, index)


def _logged(kb: Knowledge, gained: str, trashed: str | None = None) -> tuple[Game, list[ev.Event]]:
    """A game whose watched log holds (a trash of ``trashed``, then) a gain of ``gained`` by player 0."""
    game = Game.new(card_defs(kb), ["workshop", "familiar", "engineer"], 2, SeekingDecider(0))
    observe.watch_costs(game, ("workshop",))
    if trashed:
        game.events.append(ev.Trashed(0, trashed, 900, "hand"))
    game.events.append(ev.Gained(0, gained, 901, "supply", "discard"))
    return game, observe.events(game)


def test_up_to_excludes_potion_and_debt(kb: Knowledge) -> None:
    """'Costing up to $4' takes a Silver but not Familiar ($3 and a Potion) nor Engineer (4 Debt); 'exactly $3'
    takes a Silver only; the cost is the one noted when the gain was logged."""
    up_to_4 = Which(cost_max=4)
    for card, ok in (("silver", True), ("familiar", False), ("engineer", False), ("gold", False)):
        game, events = _logged(kb, card)
        assert which_ok(up_to_4, events, len(events) - 1, "workshop", game) is ok, card
    game, events = _logged(kb, "silver")
    assert which_ok(Which(cost_exact=3), events, len(events) - 1, "workshop", game)
    assert not which_ok(Which(cost_exact=4), events, len(events) - 1, "workshop", game)


def test_relative_bounds_measure_from_the_trashed_card(kb: Knowledge) -> None:
    """Relative to a trashed Silver ($3): up to 2 more takes a Duchy ($5) but not a Gold ($6); exactly 1 less
    takes an Estate ($2); 'costing less' (-1) refuses another Silver; at least 3 more takes a Gold."""
    def fits(which: Which, gained: str) -> bool:
        game, events = _logged(kb, gained, trashed="silver")
        return which_ok(which, events, len(events) - 1, "workshop", game)
    assert fits(Which(relative_to="trashed", cost_max=2), "duchy")
    assert not fits(Which(relative_to="trashed", cost_max=2), "gold")
    assert fits(Which(relative_to="trashed", cost_exact=-1), "estate")
    assert not fits(Which(relative_to="trashed", cost_exact=-1), "copper")
    assert not fits(Which(relative_to="trashed", cost_max=-1), "silver")
    assert fits(Which(relative_to="trashed", cost_min=3), "gold")


def test_type_and_card_constraints(kb: Knowledge) -> None:
    """'A Treasure' takes a Silver and not an Estate; 'an Action or Treasure' takes either; a named card only
    itself."""
    def fits(which: Which, gained: str) -> bool:
        game, events = _logged(kb, gained)
        return which_ok(which, events, len(events) - 1, "workshop", game)
    assert fits(Which(types=("treasure",)), "silver")
    assert not fits(Which(types=("treasure",)), "estate")
    assert fits(Which(types=("action", "treasure")), "workshop")
    assert not fits(Which(card="gold"), "silver")


def test_other_than_refuses_the_excluded_card(kb: Knowledge) -> None:
    """'A card costing up to $5 other than a Vampire' (``other_than``) takes a Silver, not the excluded card."""
    def fits(which: Which, gained: str) -> bool:
        game, events = _logged(kb, gained)
        return which_ok(which, events, len(events) - 1, "workshop", game)
    assert fits(Which(cost_max=5, other_than=("duchy",)), "silver")
    assert not fits(Which(cost_max=5, other_than=("duchy",)), "duchy")


def test_a_copy_of_a_card_in_play_needs_that_card_played_by_the_gainer(kb: Knowledge) -> None:
    """'A copy of a card you have in play' (Changeling): a Silver gained after its gainer played a Silver is
    one; after only another player played one, or after the gainer played a Gold, it is not."""
    def fits(played_by: int, played: str) -> bool:
        game = Game.new(card_defs(kb), ["workshop", "familiar", "engineer"], 2, SeekingDecider(0))
        game.events.append(ev.Played(played_by, played, 900, played))
        game.events.append(ev.Gained(0, "silver", 901, "supply", "discard"))
        events = observe.events(game)
        return which_ok(Which(copy_of="in-play"), events, len(events) - 1, "changeling", game)
    assert fits(0, "silver")
    assert not fits(1, "silver")
    assert not fits(0, "gold")


def test_unchecked_parts_are_listed_with_the_verdict(kb: Knowledge) -> None:
    """War Chest's 'not named this turn' and Territory's varying count are listed as not checked on their
    results; a fact every part of which a probe checks (Magic Lamp's Wishes) lists nothing."""
    results = {r.id: r for r in check_facts(kb, only=["war-chest", "territory", "magic-lamp"])}
    assert "which: not named this turn" in results["fact:war-chest/gain/0"].unchecked
    assert any(p.startswith("count: varies") for p in results["fact:territory/gain/0"].unchecked)
    assert results["fact:magic-lamp/gain/0"].unchecked == ()
    assert results["fact:war-chest/gain/0"].as_json()["unchecked"] == ["which: not named this turn"]
    fact = dataclasses.replace(kb.cards["workshop"].gains[0], when=("kept-hand",))
    assert unchecked_parts(fact) == ("when: kept-hand",)
