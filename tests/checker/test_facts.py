"""The cross-check of structured gain facts against the engine."""

from __future__ import annotations

import dataclasses

import pytest

from generator.checker import facts
from generator.checker.facts import SeekingDecider, check_facts, check_supply_status
from generator.engine import Decision, Option
from generator.engine import events as ev
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


SITUATION_CARDS = ["duchess", "fools-gold", "haggler", "tunnel", "cauldron", "witchs-hut"]


def test_situation_facts_are_proven(kb: Knowledge) -> None:
    """Duchess, Fool's Gold, Haggler (both editions), Tunnel, Cauldron and Witch's Hut gain facts are confirmed."""
    results = check_facts(kb, only=SITUATION_CARDS)
    assert len(results) == 7
    assert all(r.passed for r in results), [r.error for r in results]


def test_situation_facts_need_the_situation_probes(kb: Knowledge, monkeypatch: pytest.MonkeyPatch) -> None:
    """Without the situation probes (a trigger card gained, bought, the card discarded...) those facts fail."""
    monkeypatch.setattr(facts, "SITUATIONS", ())
    results = check_facts(kb, only=SITUATION_CARDS)
    assert results and not any(r.passed for r in results)


def test_fact_naming_a_card_needs_that_card(kb: Knowledge) -> None:
    """A Fool's Gold fact naming a Silver instead of the Gold it gains onto the deck fails."""
    card = kb.cards["fools-gold"]
    fact = card.gains[0]
    assert fact.which is not None
    wrong = dataclasses.replace(fact, which=dataclasses.replace(fact.which, card="silver"))
    kb2 = dataclasses.replace(kb, cards={**kb.cards, "fools-gold": dataclasses.replace(card, gains=(wrong,))})
    [result] = check_facts(kb2, only=["fools-gold"])
    assert not result.passed
    assert "'card': 'gold'" in (result.error or "")


def test_own_gains_of_a_situation_do_not_count(kb: Knowledge) -> None:
    """The next player's Province gained by the probe itself does not prove 'others gain from the Supply'."""
    card = kb.cards["fools-gold"]
    fact = dataclasses.replace(card.gains[0], who="others", to="discard", which=None)
    kb2 = dataclasses.replace(kb, cards={**kb.cards, "fools-gold": dataclasses.replace(card, gains=(fact,))})
    [result] = check_facts(kb2, only=["fools-gold"])
    assert not result.passed


def test_condition_must_show_before_the_gain(kb: Knowledge) -> None:
    """A Joust gain said to need a Province set aside holds; said to need a Duchy gained first, it fails."""
    card = kb.cards["joust"]
    [ok] = check_facts(kb, only=["joust"])
    assert ok.passed, ok.error
    assert "set-aside-province" in card.gains[0].when
    wrong = dataclasses.replace(card.gains[0], when=("gained-duchy",))
    kb2 = dataclasses.replace(kb, cards={**kb.cards, "joust": dataclasses.replace(card, gains=(wrong,))})
    [result] = check_facts(kb2, only=["joust"])
    assert not result.passed


def test_witchs_hut_curse_needs_two_actions_discarded(kb: Knowledge) -> None:
    """The judge of 'discarded-two-actions' rejects a Curse gained after discarding only one Action card."""
    judge = facts.CONDITION_JUDGES["discarded-two-actions"]
    game = facts.Game.new(facts.card_defs(kb), ["witchs-hut"], 2, SeekingDecider(0))
    one = [ev.Moved(0, "lurker", 1, "hand", "discard", "discard"),
           ev.Moved(0, "copper", 2, "hand", "discard", "discard")]
    curse = ev.Gained(1, "curse", 3, "supply", "discard")
    assert not judge(one, curse, "witchs-hut", game)
    two = [*one, ev.Moved(0, "witchs-hut", 4, "hand", "discard", "discard")]
    assert judge(two, curse, "witchs-hut", game)


def test_ferryman_gains_from_the_pile_its_set_up_chose(kb: Knowledge, monkeypatch: pytest.MonkeyPatch) -> None:
    """Ferryman's gain from its set-aside pile is proven on a real set-up (whatever pile it chose), fails when
    said to go to the hand, and no exact probe position can show it."""
    [ok] = check_facts(kb, only=["ferryman"])
    assert ok.passed, ok.error
    card = kb.cards["ferryman"]
    wrong = dataclasses.replace(card.gains[0], to="hand")
    kb2 = dataclasses.replace(kb, cards={**kb.cards, "ferryman": dataclasses.replace(card, gains=(wrong,))})
    [bad] = check_facts(kb2, only=["ferryman"])
    assert not bad.passed
    plain = facts.probes
    monkeypatch.setattr(facts, "probes", lambda c: [p for p in plain(c) if not p.real_set_up])
    [unseen] = check_facts(kb, only=["ferryman"])
    assert not unseen.passed


def test_pile_chosen_at_set_up_has_its_supply_status(kb: Knowledge) -> None:
    """Ferryman's pile (a Kingdom pile its set-up puts outside the Supply) is found on a real set-up; the same
    pile said to be in the Supply is not."""
    ids = {r.id: r for r in check_supply_status(kb)}
    assert ids["supply:pile:ferryman-pile"].passed, ids["supply:pile:ferryman-pile"].error
    pile = dataclasses.replace(kb.piles["ferryman-pile"], supply="base")
    kb2 = dataclasses.replace(kb, piles={**kb.piles, "ferryman-pile": pile})
    ids2 = {r.id: r for r in check_supply_status(kb2)}
    assert not ids2["supply:pile:ferryman-pile"].passed


def test_set_aside_gains_are_proven(kb: Knowledge) -> None:
    """Quartermaster's and Blockade's "gain a card costing up to $4, setting it aside" facts (to: set-aside)
    match the engine's Gained events into the set-aside cards."""
    results = check_facts(kb, only=["quartermaster", "blockade"])
    assert [r.id for r in results] == ["fact:blockade/gain/0", "fact:quartermaster/gain/0"]
    assert all(r.passed for r in results), [r.error for r in results]


@pytest.mark.parametrize("cid", ["quartermaster", "blockade"])
def test_set_aside_gain_said_to_go_to_the_discard_pile_fails(kb: Knowledge, cid: str) -> None:
    """The same fact saying 'to discard' fails: the engine gains the card straight into the set-aside zone
    (set_aside), never to the discard pile."""
    card = kb.cards[cid]
    wrong = dataclasses.replace(card.gains[0], to="discard")
    kb2 = dataclasses.replace(kb, cards={**kb.cards, cid: dataclasses.replace(card, gains=(wrong,))})
    [result] = check_facts(kb2, only=[cid])
    assert not result.passed
    assert "'destination': 'set_aside'" in (result.error or "")
