"""The Shadow mechanism (Rising Sun rulebook, "Shadows"): a Shadow card may be played from its owner's deck as if
from their hand whenever an Action could be played from the hand, and goes to the bottom of the deck when shuffled."""

from __future__ import annotations

import random

import pytest

from generator.engine import BigMoneyBot, Game, Layout, PlayerLayout, ScriptedDecider, Zone
from generator.engine.layout import GameOptions
from generator.engine.setup import SetupPlan
from generator.engine.types import CardTable
from generator.errors import IllegalActionError
from tests.engine.carddefs import card_defs
from tests.engine.helpers import BASE, scenario

P = PlayerLayout


def test_the_action_phase_offers_a_shadow_anywhere_in_the_deck() -> None:
    """A Shadow card in the middle of the deck is offered in the Action phase and played from there (using an
    Action): it goes into play and the deck loses just that card."""
    g, d = scenario([P(hand=["copper"], deck=["estate", "fishmonger", "silver"]), P()], ["play-deck:fishmonger"])
    g.loop.action_phase(0)
    assert d.asked[0].kind == "action"
    assert d.asked[0].ids() == ["play-deck:fishmonger", "done"]
    assert g.in_play(0) == ["fishmonger"] and g.deck(0) == ["estate", "silver"] and g.hand(0) == ["copper"]
    assert (g.turn.actions, g.turn.buys, g.turn.coins) == (0, 2, 1)


def test_with_no_action_left_the_deck_is_not_offered() -> None:
    """Playing a Shadow card from the deck needs an Action like any Action played in the Action phase."""
    g, d = scenario([P(hand=["fishmonger"], deck=["fishmonger"]), P()], ["play:fishmonger"])
    g.loop.action_phase(0)
    assert d.asked[0].ids() == ["play:fishmonger", "play-deck:fishmonger", "done"]
    assert len(d.asked) == 1 and g.deck(0) == ["fishmonger"]


def test_the_copy_nearest_the_top_is_played() -> None:
    """With two copies of a Shadow card in the deck, the option plays the one nearest the top."""
    g, _ = scenario([P(deck=["fishmonger", "copper", "fishmonger", "estate"]), P()], ["play-deck:fishmonger"])
    g.loop.action_phase(0)
    assert g.deck(0) == ["fishmonger", "copper", "estate"]


def test_a_non_shadow_action_in_the_deck_is_not_offered() -> None:
    """Only Shadow cards may be played from the deck: a Village there is not an option."""
    g, d = scenario([P(deck=["village", "alley"]), P()], ["done"])
    g.loop.action_phase(0)
    assert d.asked[0].ids() == ["play-deck:alley", "done"]
    assert g.in_play(0) == [] and g.deck(0) == ["village", "alley"]


def test_throne_room_may_choose_a_shadow_from_the_deck() -> None:
    """Throne Room asks for an Action from your hand; a Shadow card in the deck may be chosen and is played
    twice from there (FAQ)."""
    g, d = scenario([P(hand=["throne-room", "estate"], deck=["copper", "fishmonger", "copper"]), P()],
                    ["play-deck:fishmonger"])
    g.play(0, "throne-room")
    assert d.asked[0].kind == "play" and d.asked[0].ids() == ["play-deck:fishmonger"]
    assert g.in_play(0) == ["throne-room", "fishmonger"] and g.deck(0) == ["copper", "copper"]
    assert (g.turn.buys, g.turn.coins) == (3, 2)


def test_throne_room_offers_the_hand_and_the_deck() -> None:
    """With an Action in hand and a Shadow in the deck, Throne Room offers both, the hand's by its usual id."""
    g, d = scenario([P(hand=["throne-room", "village"], deck=["copper", "fishmonger"]), P()], ["play:village"])
    g.play(0, "throne-room")
    assert d.asked[0].ids() == ["play:village", "play-deck:fishmonger"]
    assert g.in_play(0) == ["throne-room", "village"] and g.deck(0) == []
    assert g.hand(0) == ["fishmonger", "copper"] and g.turn.actions == 4


def test_a_compulsory_choice_from_the_hand_never_forces_a_deck_play() -> None:
    """1st-edition Throne Room must choose an Action in your hand when you have one; with none there, the Shadow
    in the deck may be chosen but need not be, and with one there the player picks between both."""
    g, d = scenario([P(hand=["throne-room"], deck=["fishmonger"]), P()], [[]], versions={"throne-room": "1e"})
    g.play(0, "throne-room")
    assert d.asked[0].ids() == ["play-deck:fishmonger"] and d.asked[0].min == 0
    assert g.deck(0) == ["fishmonger"] and g.in_play(0) == ["throne-room"]
    g, d = scenario([P(hand=["throne-room", "village"], deck=["fishmonger"]), P()], ["play-deck:fishmonger"],
                    versions={"throne-room": "1e"})
    g.play(0, "throne-room")
    assert d.asked[0].min == 1 and g.in_play(0) == ["throne-room", "fishmonger"] and g.turn.buys == 3


def test_the_deck_is_not_the_hand_for_anything_else() -> None:
    """A Shadow card in the deck may be played as if in your hand, but it is not in your hand: Alley's discard
    offers only the cards really in hand (FAQ)."""
    g, d = scenario([P(hand=["alley", "estate"], deck=["ronin", "copper", "copper"]), P()], ["discard:estate"])
    g.play(0, "alley")
    assert d.asked[0].ids() == ["discard:copper", "discard:estate"]
    assert g.deck(0) == ["ronin", "copper"] and g.discard(0) == ["estate"]


def test_a_scripted_play_falls_back_to_the_deck() -> None:
    """Playing a card by name plays it from the hand, else from the deck when it is a Shadow card there;
    a non-Shadow card in the deck still cannot be played."""
    g, _ = scenario([P(hand=["fishmonger"], deck=["fishmonger", "village"]), P()], actions=2)
    g.play(0, "fishmonger")
    assert g.hand(0) == [] and g.deck(0) == ["fishmonger", "village"]
    g.play(0, "fishmonger")
    assert g.deck(0) == ["village"] and g.in_play(0) == ["fishmonger", "fishmonger"]
    with pytest.raises(IllegalActionError):
        g.play(0, "village")


def test_shuffling_puts_shadow_cards_on_the_bottom() -> None:
    """When the discard pile is shuffled into a new deck, the Shadow cards in it go to the bottom."""
    discard = ["alley", "copper", "ninja", "copper", "estate", "copper", "ronin", "silver"]
    for seed in range(5):
        g, _ = scenario([P(discard=discard), P()], seed=seed)
        g.shuffle(0)
        deck = g.deck(0)
        assert sorted(deck[:3]) == ["alley", "ninja", "ronin"], seed
        assert sorted(deck[3:]) == ["copper", "copper", "copper", "estate", "silver"], seed


def test_shadow_cards_already_in_the_deck_stay_put_when_the_discard_is_shuffled_under_it() -> None:
    """Only the cards being shuffled go to the bottom: a Shadow card already in the deck keeps its place above
    the shuffled discard pile."""
    g, _ = scenario([P(deck=["fishmonger", "gold"], discard=["copper", "alley", "copper"]), P()])
    g.shuffle(0)
    assert g.deck(0)[0] == "alley" and g.deck(0)[-2:] == ["fishmonger", "gold"]


def test_a_gained_shadow_is_not_moved_to_the_bottom() -> None:
    """Shadow cards go to the bottom only when shuffled, not when gained (FAQ): one gained onto the deck stays
    on top, one gained to the discard pile stays there."""
    g, _ = scenario([P(deck=["copper", "copper"]), P()], supply={"alley": 10})
    g.gain(0, "alley", to=g.zones.kind[g.zones.code(0, 1)])
    g.gain(0, "alley")
    assert g.deck(0) == ["copper", "copper", "alley"] and g.discard(0) == ["alley"]


def test_drawing_through_a_reshuffle_reaches_the_shadow_last() -> None:
    """Drawing the whole new deck after a shuffle meets its Shadow cards only at the end."""
    g, _ = scenario([P(discard=["ninja", "copper", "copper", "copper", "copper"]), P()], seed=3)
    g.draw(0, 4)
    assert g.hand(0) == ["copper"] * 4 and g.deck(0) == ["ninja"]


def test_a_bot_plays_a_shadow_by_its_stable_option_id() -> None:
    """Big Money answers the Action decision with the first play, a ``play-deck:`` option included, the same
    way whether or not the game is logged."""
    for log in (True, False):
        lay = Layout(players=[P(deck=["copper", "fishmonger"]), P()], supply=dict(BASE))
        g = Game.from_layout(card_defs(), lay, BigMoneyBot(), log=log)
        g.loop.action_phase(0)
        assert g.in_play(0) == ["fishmonger"] and g.turn.buys == 2


def test_a_game_without_shadow_cards_offers_no_deck_play() -> None:
    """In a game with no Shadow card the deck adds nothing to the Action phase's options."""
    g, d = scenario([P(hand=["village"], deck=["smithy"]), P()], ["done"])
    g.loop.action_phase(0)
    assert d.asked[0].ids() == ["play:village", "done"]
    assert isinstance(d, ScriptedDecider)


# -- the set-aside card a set-up may need (Riverboat) ----------------------------------------------------------

def _plan(kingdom: list[str], seed: int = 0) -> SetupPlan:
    return SetupPlan(CardTable.of(card_defs()), 2, GameOptions(), random.Random(seed), list(kingdom))


def test_set_aside_unused_picks_only_an_unused_fitting_card() -> None:
    """A set-up setting aside an unused Kingdom card takes one matching the condition, not in the Kingdom,
    into a non-Supply pile named by its id holding that one card."""
    for seed in range(5):
        plan = _plan(["laboratory", "village"], seed)
        card = plan.set_aside_unused(lambda d: d.id in ("laboratory", "market", "festival"))
        assert card in ("market", "festival"), card
        assert plan.non_supply == {card: [card]} and plan.kingdom == ["laboratory", "village"]


def test_set_aside_unused_does_the_set_up_the_card_needs() -> None:
    """The set-aside card's own set-up is done too (Riverboat FAQ): a Young Witch set aside brings its Bane."""
    plan = _plan(["village"])
    assert plan.set_aside_unused(lambda d: d.id == "young-witch") == "young-witch"
    assert plan.bane is not None and plan.bane in plan.kingdom and plan.bane != "young-witch"


def test_set_aside_unused_with_nothing_fitting_sets_nothing_aside() -> None:
    """When no unused card fits, nothing is set aside."""
    plan = _plan(["village"])
    assert plan.set_aside_unused(lambda d: d.id == "village") is None and plan.non_supply == {}


def test_looking_at_cards_after_a_shuffle_rule_empties_the_new_deck() -> None:
    """When a rule acting on a shuffle puts every shuffled card elsewhere, revealing from the deck stops with what
    it has instead of failing (the deck and the discard pile may both stay empty)."""
    g, _ = scenario([P(discard=["copper", "estate"]), P()])

    def away(g2: object, p: int) -> None:
        z = g.zones
        for uid in list(z.decks[p]):
            g.set_aside(p, uid, "test")
    g.shuffle_rules.append(away)
    assert g.top_cards(0, 2) == [] and g.deck(0) == [] and sorted(g.zone(0, Zone.SET_ASIDE)) == ["copper", "estate"]
