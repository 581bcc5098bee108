"""The end of the game: who wins, and how the tie-breaker counts turns (Dominion rulebook, "End of the Game")."""

from __future__ import annotations

from generator.engine import Game, PlayerLayout, RandomDecider, TurnStarted
from tests.engine.carddefs import card_defs
from tests.engine.helpers import scenario

P = PlayerLayout


def test_highest_score_wins_whatever_the_turns() -> None:
    """The player with the most VP wins, even having had more turns than the others."""
    g, _ = scenario([P(deck=["province"]), P(deck=["duchy"])], turns_taken=[10, 9])
    assert g.winners() == [0]


def test_tie_goes_to_the_player_with_fewer_turns() -> None:
    """Tied for the most VP, the tied player who has had fewer turns wins."""
    g, _ = scenario([P(deck=["province"]), P(deck=["duchy", "duchy"]), P(deck=["estate"])],
                    turns_taken=[10, 9, 9])
    assert [g.score(p) for p in range(3)] == [6, 6, 1]
    assert g.winners() == [1]


def test_tie_with_as_many_turns_is_shared() -> None:
    """Tied for the most VP with as many turns each, the tied players share the victory; lower scores do not."""
    g, _ = scenario([P(deck=["duchy"]), P(deck=["estate"]), P(discard=["duchy"])], turns_taken=[7, 7, 7])
    assert g.winners() == [0, 2]


def test_curses_count_against_their_owner() -> None:
    """Curses are -1 VP each, so they can decide the winner."""
    g, _ = scenario([P(deck=["duchy", "curse"]), P(hand=["estate", "estate"])])
    assert [g.score(0), g.score(1)] == [2, 2]
    g2, _ = scenario([P(deck=["duchy", "curse", "curse"]), P(hand=["estate", "estate"])])
    assert g2.winners() == [1]


def test_an_exact_position_is_in_the_first_round_by_default() -> None:
    """Without stated turns, a position counts one turn for the turn player and each seat before them."""
    g, _ = scenario([P(), P(), P()], turn_player=1)
    assert [g.players[p].turns_taken for p in range(3)] == [1, 1, 0]


def test_extra_turns_are_not_counted_for_the_tie_breaker() -> None:
    """An extra turn (queued as Outpost or Possession queue theirs) is played but not counted as a turn."""
    g = Game.new(card_defs(), ["village", "smithy"], 2, RandomDecider(3))
    assert [s.turns_taken for s in g.players] == [0, 0]
    g.extra_turns.append((0, None))  # after player 0's first turn, an extra turn for them
    for _ in range(3):
        g.take_turn()
    starts = [e.player for e in g.events if isinstance(e, TurnStarted)]
    assert starts == [0, 0, 1]
    assert [s.turns_taken for s in g.players] == [1, 1]


def test_a_possessed_turn_is_not_counted_for_the_possessed_player() -> None:
    """The turn a possessed player takes for the possessor is an extra turn: only their own turns count."""
    g = Game.new(card_defs(), ["village", "smithy"], 2, RandomDecider(5))
    g.extra_turns.append((1, 0))  # player 0 possessed player 1: player 1's extra turn, decided by player 0
    for _ in range(3):
        g.take_turn()
    starts = [e.player for e in g.events if isinstance(e, TurnStarted)]
    assert starts == [0, 1, 1]
    assert [s.turns_taken for s in g.players] == [1, 1]
