"""The cross-check of structured gain facts against the engine."""

from __future__ import annotations

import dataclasses

from generator.checker.facts import SeekingDecider, check_facts, check_supply_status
from generator.engine import Decision, Option
from generator.kb.schema import Knowledge


def test_seed_cards_gain_facts_agree(kb: Knowledge) -> None:
    """Lurker, Treasurer, Nomad Camp, Urchin and Witch facts are all confirmed by some probe."""
    results = check_facts(kb, only=["lurker", "treasurer", "nomad-camp", "urchin", "witch"])
    assert results and all(r.passed for r in results), [r.error for r in results]


def test_wrong_destination_names_fact_line(kb: Knowledge) -> None:
    """A Treasurer fact saying 'to deck' fails at that fact's location and shows the engine's hand gain."""
    card = kb.cards["treasurer"]
    wrong = dataclasses.replace(card.gains[0], to="deck")
    kb2 = dataclasses.replace(kb, cards={**kb.cards, "treasurer": dataclasses.replace(card, gains=(wrong,))})
    [result] = check_facts(kb2, only=["treasurer"])
    assert not result.passed
    assert result.location == str(card.gains[0].loc)
    assert "'destination': 'hand'" in (result.error or "")


def test_supply_status_of_seed_piles(kb: Knowledge) -> None:
    """Spoils, Prizes and the Ruins pile have the Supply status the engine's set-up gives them."""
    ids = {r.id: r for r in check_supply_status(kb)}
    for rid in ("supply:pile:prizes", "supply:pile:ruins", "supply:card:spoils"):
        assert ids[rid].passed, ids[rid].error


def test_seeking_decider_prefers_acting() -> None:
    """Given yes/no, the seeking decider says yes for most seeds and is reproducible."""
    decision = Decision("d", 0, (Option("yes", "yes"), Option("no", "no")))
    answers = [list(SeekingDecider(seed).decide(None, decision)) for seed in range(20)]  # type: ignore[arg-type]
    assert answers.count(["yes"]) >= 14
    assert answers == [list(SeekingDecider(seed).decide(None, decision)) for seed in range(20)]  # type: ignore[arg-type]
