"""Generic core mechanisms the Hinterlands cards use: Clean-up rules (at its start, and seeing the cards discarded
from play as a group), discarding several cards at once and shuffling cards into the deck."""

from __future__ import annotations

from generator.engine import PlayerLayout
from generator.engine.api import CardAPI
from generator.engine.events import Gained, Moved, Played, Shuffled
from generator.engine.types import IN_PLAY, Phase
from tests.engine.helpers import scenario

P = PlayerLayout


def test_cleanup_rule_runs_at_the_start_of_cleanup_before_discarding() -> None:
    """cleanup_rules run once at the start of the turn player's Clean-up, in the Clean-up phase, while the
    cards in play are still there: a card they move onto the deck is drawn in the new hand."""
    g, _ = scenario([P(hand=["estate"], in_play=["village", "copper"], deck=["copper"] * 6), P()])
    seen: list[tuple[int, Phase, list[str]]] = []

    def rule(g2: CardAPI, p: int) -> None:
        seen.append((p, g2.turn.phase, g2.zones.ids(g2.zones.plays[p])))
        g2.topdeck(p, g2.zones.plays[p][0], g2.zones.code(p, IN_PLAY))
    g.cleanup_rules.append(rule)
    g.cleanup(0)
    assert seen == [(0, Phase.CLEANUP, ["village", "copper"])]
    assert "village" in g.hand(0) and sorted(g.discard(0)) == ["copper", "estate"]


def test_discarded_from_play_rules_see_the_group_once_in_the_discard_pile() -> None:
    """discarded_from_play_rules run once per Clean-up with every card discarded from play, after they are in
    the discard pile and before each card's own when-discard-from-play ability; Durations staying are not in it."""
    g, _ = scenario([P(hand=["estate"], in_play=["village", "copper", "fishing-village"], deck=["copper"] * 6), P()])
    g.players[0].staying.add(g.find(0, "fishing-village", IN_PLAY))
    seen: list[tuple[int, list[str], list[str]]] = []

    def rule(g2: CardAPI, p: int, uids: list[int]) -> None:
        seen.append((p, g2.zones.ids(uids), g2.zones.ids(g2.zones.discards[p])))
    g.discarded_from_play_rules.append(rule)
    g.cleanup(0)
    assert seen == [(0, ["village", "copper"], ["village", "copper"])]


def test_shuffle_into_deck_moves_the_cards_and_shuffles_the_whole_deck() -> None:
    """shuffle_into_deck puts cards from any zone into the deck and shuffles the deck (a logged shuffle); the
    discard pile's other cards stay there."""
    g, _ = scenario([P(discard=["village", "estate", "smithy"], deck=["copper"] * 8), P()])
    picked = [u for u in g.zones.discards[0] if g.zones.card_of[u] != "estate"]
    g.shuffle_into_deck(0, picked)
    assert sorted(g.deck(0)) == ["copper"] * 8 + ["smithy", "village"]
    assert g.discard(0) == ["estate"]
    assert [e.count for e in g.events if isinstance(e, Shuffled)] == [10]
    orders = set()
    for seed in range(6):
        g2, _ = scenario([P(discard=["village"], deck=["copper"] * 8), P()], seed=seed)
        g2.shuffle_into_deck(0, list(g2.zones.discards[0]))
        orders.add(g2.deck(0).index("village"))
    assert len(orders) > 1


def test_a_reaction_drawn_by_another_reaction_may_still_react_to_the_attack() -> None:
    """When-attack reactions: after one resolves, a Reaction card that has just come into the hand is offered
    for the same Attack (Guard Dog draws a Moat, which then blocks the Witch)."""
    g, d = scenario([P(hand=["witch"], deck=["copper"] * 2), P(hand=["guard-dog"], deck=["estate"] * 3 + ["moat"])],
                    ["play:guard-dog", "reveal:moat"], supply={"guard-dog": 10})
    g.play(0, "witch")
    assert g.in_play(1) == ["guard-dog"] and "moat" in g.hand(1)
    assert not any(e.card == "curse" for e in g.events if type(e).__name__ == "Gained")
    d.assert_done()


def test_each_reaction_is_offered_once_per_attack() -> None:
    """When-attack reactions: a Reaction the player declined is not offered again for the same Attack."""
    g, d = scenario([P(hand=["witch"], deck=["copper"] * 2), P(hand=["moat"])], ["done"])
    g.play(0, "witch")
    assert [x.kind for x in d.asked] == ["when-attack"]
    d.assert_done()


def test_cards_discarded_together_all_reach_the_discard_pile_before_their_reactions() -> None:
    """discard_cards: cards discarded at once are all in the discard pile before any when-discard ability
    resolves (Weaver FAQ: a discard down to a hand size discards the cards at once, then their reactions)."""
    g, d = scenario([P(hand=["tunnel", "copper", "estate"], deck=["copper"] * 5), P()], ["reveal:tunnel"],
                    supply={"tunnel": 8})
    g.discard_cards(0, [g.find(0, "tunnel"), g.find(0, "copper")])
    kinds = [(type(e).__name__, getattr(e, "card", None)) for e in g.events
             if isinstance(e, (Moved, Gained))]
    assert kinds == [("Moved", "tunnel"), ("Moved", "copper"), ("Gained", "gold")]
    assert sorted(g.discard(0)) == ["copper", "gold", "tunnel"] and g.hand(0) == ["estate"]
    d.assert_done()


def test_reactions_to_one_discard_resolve_one_at_a_time_in_the_owners_order() -> None:
    """discard_cards: several cards reacting to the same discard resolve one at a time, the owner choosing
    which first (Weaver FAQ: multiple Weavers discarded together)."""
    g, d = scenario([P(hand=["tunnel", "trail"], deck=["copper"] * 5), P()],
                    ["on-discard:trail", "play:trail", "reveal:tunnel"], supply={"tunnel": 8, "trail": 10})
    g.discard_cards(0, list(g.zones.hands[0]))
    order = [type(e).__name__ for e in g.events if isinstance(e, (Played, Gained))]
    assert order == ["Played", "Gained"]
    assert g.in_play(0) == ["trail"] and sorted(g.discard(0)) == ["gold", "tunnel"] and g.hand(0) == ["copper"]
    d.assert_done()


def test_a_reshuffle_between_reactions_loses_track_of_the_other_discarded_card() -> None:
    """discard_cards: when playing one discarded Trail shuffles the discard pile into the deck, the other Trail
    discarded with it can no longer be played (Weaver FAQ: a reshuffle stops the other Weavers)."""
    g, d = scenario([P(hand=["trail", "trail", "estate"], deck=[]), P()],
                    ["play:trail"], supply={"trail": 10})
    trails = [u for u in g.zones.hands[0] if g.zones.card_of[u] == "trail"]
    g.discard_cards(0, trails)
    assert g.in_play(0) == ["trail"] and g.hand(0) == ["estate", "trail"] and g.discard(0) == []
    d.assert_done()
