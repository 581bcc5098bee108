"""The fact probes' position options: nothing else in play, a copy or differently named cards in play, two gains
before the play, an empty Supply pile, the probed card on top of its pile; and the phase a scripted buy of
Cavalry leaves."""

from __future__ import annotations

import dataclasses

import pytest

from generator.checker import facts, observe
from generator.checker.facts import Probe
from generator.checker.runner import card_defs, run_scenario
from generator.checker.scenario import parse_scenario
from generator.errors import Location
from generator.kb.schema import Knowledge

POSITION_FACTS = {
    "tormentor": ("fact:tormentor/gain/0", "play-alone-in-play"),
    "stampede": ("fact:stampede/gain/0", "buy-event-with-nothing-in-play"),
    "idol": ("fact:idol/gain/0", "play-beside-a-copy"),
    "magic-lamp": ("fact:magic-lamp/gain/0", "play-beside-differently-named-cards"),
    "devils-workshop": ("fact:devils-workshop/gain/2", "play-after-two-gains"),
    "territory": ("fact:territory/gain/0", "gain-with-an-empty-supply-pile"),
}
"""Card -> the fact only a position probe proves, and that probe."""


def _verdict(kb: Knowledge, card: str, rid: str) -> bool:
    [result] = [r for r in facts.check_facts(kb, only=[card]) if r.id == rid]
    return result.passed


def _without(monkeypatch: pytest.MonkeyPatch, probe: str) -> None:
    """Leave the named position probe out of every card's probes."""
    plain = facts.position_probes
    monkeypatch.setattr(facts, "position_probes", lambda c: [p for p in plain(c) if p.name != probe])


@pytest.mark.parametrize("card", sorted(POSITION_FACTS))
def test_position_fact_needs_its_probe(kb: Knowledge, card: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """Tormentor's and Devil's Workshop's Imp, Stampede's Horses, Idol's Curses, Magic Lamp's Wishes and Territory's
    Gold are proven with their position probe and unproven without it (no other probe sets up the condition)."""
    rid, probe = POSITION_FACTS[card]
    assert _verdict(kb, card, rid)
    _without(monkeypatch, probe)
    assert not _verdict(kb, card, rid)


def test_coppers_in_play_option(kb: Knowledge) -> None:
    """coppers_in_play=0 leaves the prober only the probe's own cards in play; by default six Coppers lie there."""
    card = kb.cards["tormentor"]
    alone = facts._layout(kb, card, Probe("t", in_play0=("silver",), coppers_in_play=0), {})
    assert alone.players[0].in_play == ["silver"]
    usual = facts._layout(kb, card, Probe("t", in_play0=("silver",)), {})
    assert usual.players[0].in_play == ["silver"] + ["copper"] * facts.IN_PLAY_COPPERS


def test_empty_piles_option(kb: Knowledge) -> None:
    """empty_piles starts those Supply piles empty, in the layout and in the game built from it; others stay full."""
    card = kb.cards["territory"]
    layout = facts._layout(kb, card, Probe("t", empty_piles=(facts.EMPTIED_PILE,)), {})
    assert layout.supply[facts.EMPTIED_PILE] == 0
    game = facts.Game.from_layout(card_defs(kb), layout, facts.SeekingDecider(0), check=True)
    assert observe.pile_count(game, facts.EMPTIED_PILE) == 0
    assert observe.pile_count(game, "gold") == 10
    assert facts._layout(kb, card, Probe("t"), {}).supply[facts.EMPTIED_PILE] == 10


def test_probed_card_lies_on_top_of_its_pile(kb: Knowledge) -> None:
    """A card of a mixed pile (Territory among the Clashes) is the top of its pile in a probe, so a gain probe can
    gain it; the pile keeps its cards."""
    card = kb.cards["territory"]
    pile = facts._layout(kb, card, Probe("t"), {}).supply["clashes"]
    assert isinstance(pile, list)
    assert pile[-1] == "territory"
    assert sorted(pile) == sorted([c for c in kb.cards if kb.cards[c].pile == "clashes"] * 2)


def test_differently_named_cards_exclude_the_card(kb: Knowledge) -> None:
    """The play-beside-differently-named-cards probe puts five cards of different names in play beside the card,
    never the card itself (Silver probed gets the other four)."""
    lamp = {p.name: p for p in facts.position_probes(kb.cards["magic-lamp"])}
    assert len(set(lamp["play-beside-differently-named-cards"].in_play0)) == 5
    silver = {p.name: p for p in facts.position_probes(kb.cards["silver"])}
    assert "silver" not in silver["play-beside-differently-named-cards"].in_play0


def test_two_gains_before_the_play_are_the_probes_own(kb: Knowledge, monkeypatch: pytest.MonkeyPatch) -> None:
    """The two Lurkers the play-after-two-gains probe gains do not prove that Devil's Workshop gains a Lurker (the
    play-after-one-gain probe is left out: after one gain Devil's Workshop really may choose a Lurker)."""
    plain = facts.position_probes
    monkeypatch.setattr(facts, "position_probes",
                        lambda c: [p for p in plain(c) if p.name != "play-after-one-gain"])
    card = kb.cards["devils-workshop"]
    imp = card.gains[2]
    assert imp.which is not None
    wrong = dataclasses.replace(imp, source="supply", which=dataclasses.replace(imp.which, card=facts.FILLER[0]))
    kb2 = dataclasses.replace(kb, cards={**kb.cards, "devils-workshop": dataclasses.replace(card, gains=(wrong,))})
    [result] = facts.check_facts(kb2, only=["devils-workshop"])
    assert not result.passed


def test_phase_after_buying_cavalry_is_action(kb: Knowledge) -> None:
    """A scripted buy of Cavalry in the Buy phase leaves the observed phase 'action' (the turn goes back to its
    Action phase); buying a Silver leaves it 'buy'."""
    def phase_after(card: str) -> bool:
        data = {"kingdom": ["cavalry", "village"], "phase": "buy", "coins": 4,
                "players_setup": [{"deck": ["copper", "village"]}], "script": [{"buy": card}],
                "expect": [{"turn": {"phase": "action"}}]}
        result = run_scenario(kb, card_defs(kb), parse_scenario("t", data, Location("t.yaml", 1)))
        assert result.error is None, result.error
        return result.passed
    assert phase_after("cavalry")
    assert not phase_after("silver")
