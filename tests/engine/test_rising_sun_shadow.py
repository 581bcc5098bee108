"""Rising Sun's Shadow cards and their neighbours: every rule from the card texts and the Rising Sun rulebook's FAQ."""

from __future__ import annotations

from generator.engine import PlayerLayout
from tests.engine.helpers import gained, scenario

P = PlayerLayout


# -- Shadow cards --------------------------------------------------------------------------------------------

def test_alley_draws_gives_an_action_and_discards_from_hand() -> None:
    """Alley: +1 Card, +1 Action, discard a card; the discard may be the card just drawn (card text)."""
    g, d = scenario([P(hand=["alley", "estate"], deck=["gold"]), P()], ["discard:gold"])
    g.play(0, "alley")
    assert d.asked[0].ids() == ["discard:estate", "discard:gold"] and d.asked[0].min == 1
    assert g.hand(0) == ["estate"] and g.discard(0) == ["gold"] and g.turn.actions == 1


def test_alley_with_an_empty_hand_discards_nothing() -> None:
    """Alley: with nothing in hand after drawing (an empty deck and discard pile) nothing is discarded."""
    g, d = scenario([P(hand=["alley"]), P()])
    g.play(0, "alley")
    assert d.asked == [] and g.discard(0) == [] and g.turn.actions == 1


def test_alley_played_from_the_deck_draws_the_next_card() -> None:
    """Alley from the deck: it leaves the deck, then draws the card that was above it (Shadows FAQ)."""
    g, _ = scenario([P(hand=["copper"], deck=["estate", "alley", "silver"]), P()], ["discard:copper"])
    g.play(0, "alley")
    assert g.in_play(0) == ["alley"] and g.hand(0) == ["silver"] and g.deck(0) == ["estate"]


def test_fishmonger_gives_a_buy_and_a_coin() -> None:
    """Fishmonger: +1 Buy and +$1, whether played from the hand or from the deck."""
    g, _ = scenario([P(hand=["fishmonger"], deck=["fishmonger"]), P()], actions=2)
    g.play(0, "fishmonger")
    g.play(0, "fishmonger")
    assert (g.turn.actions, g.turn.buys, g.turn.coins) == (0, 3, 2) and g.deck(0) == []


def test_ninja_draws_and_the_others_discard_down_to_three() -> None:
    """Ninja: +1 Card; each other player discards down to 3 cards in hand; one with 3 or fewer discards nothing."""
    g, _ = scenario([P(hand=["ninja"], deck=["gold"]), P(hand=["copper"] * 4 + ["estate"]), P(hand=["copper"] * 3)],
                    [["discard:copper", "discard:estate"]])
    g.play(0, "ninja")
    assert g.hand(0) == ["gold"]
    assert sorted(g.hand(1)) == ["copper"] * 3 and sorted(g.discard(1)) == ["copper", "estate"]
    assert g.hand(2) == ["copper"] * 3 and g.discard(2) == []


def test_ninja_from_the_deck_is_still_an_attack_moat_blocks_it() -> None:
    """Ninja played from the deck is an Attack played: revealing Moat keeps the whole hand (Base rulebook)."""
    g, _ = scenario([P(deck=["ninja"]), P(hand=["moat", "copper", "copper", "copper", "copper"])], ["reveal:moat"])
    g.play(0, "ninja")
    assert len(g.hand(1)) == 5 and g.discard(1) == [] and g.in_play(0) == ["ninja"]


def test_ronin_draws_until_seven_cards_in_hand() -> None:
    """Ronin: draw until you have 7 cards in hand; played from the hand it no longer counts (card text)."""
    g, _ = scenario([P(hand=["ronin", "estate", "estate"], deck=["copper"] * 8), P()])
    g.play(0, "ronin")
    assert len(g.hand(0)) == 7 and len(g.deck(0)) == 3


def test_ronin_stops_when_nothing_is_left_to_draw() -> None:
    """Ronin: with too few cards in deck and discard pile it draws them all and stops (FAQ)."""
    g, _ = scenario([P(hand=["ronin"], deck=["copper", "copper"], discard=["silver"]), P()])
    g.play(0, "ronin")
    assert sorted(g.hand(0)) == ["copper", "copper", "silver"] and g.deck(0) == [] and g.discard(0) == []


def test_ronin_with_seven_or_more_draws_nothing() -> None:
    """Ronin: with 7 or more cards in hand already, it draws nothing (FAQ)."""
    g, _ = scenario([P(hand=["ronin"] + ["copper"] * 8, deck=["gold"]), P()])
    g.play(0, "ronin")
    assert len(g.hand(0)) == 8 and g.deck(0) == ["gold"]


def test_throne_room_on_ronin_from_the_deck() -> None:
    """Throne Room on a Ronin in the deck: the first play draws to 7, the second draws nothing more."""
    g, _ = scenario([P(hand=["throne-room", "estate"], deck=["copper"] * 9 + ["ronin"]), P()], ["play-deck:ronin"])
    g.play(0, "throne-room")
    assert len(g.hand(0)) == 7 and len(g.deck(0)) == 3 and g.in_play(0) == ["throne-room", "ronin"]


def test_tanuki_remodels_up_to_two_more() -> None:
    """Tanuki: trash a card from your hand, gain a card costing up to $2 more (like Remodel); Gold is too dear."""
    g, d = scenario([P(hand=["tanuki", "silver", "estate"]), P()], ["trash:silver", "gain:duchy"],
                    supply={"tanuki": 10})
    g.play(0, "tanuki")
    offered = d.asked[1].ids()
    assert "gain:duchy" in offered and "gain:tanuki" in offered and "gain:gold" not in offered
    assert g.trash_ids() == ["silver"] and gained(g) == [(0, "duchy", "supply", "discard")]


def test_tanuki_with_an_empty_hand_gains_nothing() -> None:
    """Tanuki: with no card in hand nothing is trashed and nothing gained (FAQ: like Remodel)."""
    g, d = scenario([P(deck=["tanuki"]), P()])
    g.play(0, "tanuki")
    assert d.asked == [] and gained(g) == [] and g.trash_ids() == []


def test_tanuki_from_the_deck_cannot_trash_a_deck_card() -> None:
    """Tanuki from the deck trashes only a card really in hand: the other Shadow in the deck is not offered."""
    g, d = scenario([P(hand=["estate", "copper"], deck=["fishmonger", "tanuki"]), P()], ["trash:estate", "gain:silver"])
    g.play(0, "tanuki")
    assert d.asked[0].ids() == ["trash:copper", "trash:estate"]
    assert g.trash_ids() == ["estate"] and g.deck(0) == ["fishmonger"] and g.hand(0) == ["copper"]


def test_a_second_card_file_of_the_expansion_is_loaded() -> None:
    """The knowledge loader reads every knowledge/cards/*.yaml whatever its name: this set's records come from
    rising-sun-shadow.yaml, written by hand, next to the imported rising-sun records."""
    from generator.kb.load import load_knowledge
    kb = load_knowledge()
    alley = kb.cards["alley"]
    assert alley.hand_written and alley.expansion == "rising-sun"
    assert str(alley.loc).startswith("knowledge/cards/rising-sun-shadow.yaml")
