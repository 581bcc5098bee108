"""Extra turns under the 2023 wording, "take an extra turn after this one (but not a 3rd turn in a row)".

Rule (Outpost, Mission and Voyage FAQ, 2023 errata): when one turn sets up several extra turns, the player
chooses one of them to take and the others fail; a Duration whose extra turn fails is discarded in that turn's
Clean-up. An extra turn never follows a turn that already followed one of the same player's.
"""

from __future__ import annotations

from generator.engine import PlayerLayout as P
from generator.engine.types import Phase
from tests.engine.helpers import scenario


def _outpost_then_mission(keep: str):  # type: ignore[no-untyped-def]
    """Outpost played, then Mission bought in the same turn, the player keeping ``keep``'s turn."""
    g, d = scenario([P(hand=["outpost"], deck=["copper"] * 10), P()], [f"extra-turn:{keep}"],
                    events=["mission"], supply={"outpost": 10})
    g.turn.previous_player = 1
    g.play(0, "outpost")
    g.turn.coins = 4
    g.buy(0, "mission")
    return g, d


def test_outpost_then_mission_the_player_takes_the_mission_turn() -> None:
    """Choosing Mission's turn: Outpost's turn fails, so Outpost is discarded in this Clean-up; still one extra
    turn follows, it is Mission's (no cards bought in it), and the next hand still has only 3 cards (Outpost's
    first sentence does not depend on its turn)."""
    g, d = _outpost_then_mission("mission")
    assert d.asked and {o.id for o in d.asked[-1].options} == {"extra-turn:outpost", "extra-turn:mission"}
    assert g.extra_turns == [(0, None)]
    g.cleanup(0)
    assert g.in_play(0) == [] and "outpost" in g.discard(0) and len(g.hand(0)) == 3
    g.start_turn(0, extra=True)
    g.turn.coins = 5
    assert not g.can_buy(0, "silver")


def test_outpost_then_mission_the_player_takes_the_outpost_turn() -> None:
    """Choosing Outpost's turn: Mission's fails, so cards may be bought in the extra turn; Outpost stays in play
    until then."""
    g, _ = _outpost_then_mission("outpost")
    assert g.extra_turns == [(0, None)]
    g.cleanup(0)
    assert g.in_play(0) == ["outpost"] and len(g.hand(0)) == 3
    g.start_turn(0, extra=True)
    g.turn.coins = 5
    assert g.can_buy(0, "silver")


def test_island_folk_is_offered_beside_a_voyage_turn_and_the_player_picks_one() -> None:
    """Island Folk (2023 errata) at the end of a turn that already set up a Voyage turn: the Favors are offered,
    and once spent the player picks which turn to take; only that one follows (a Voyage turn limits the cards
    played from the hand, Island Folk's does not)."""
    for keep in ("island-folk", "voyage"):
        g, d = scenario([P(hand=["voyage"], deck=["copper"] * 15), P()], ["spend:island-folk", f"extra-turn:{keep}"],
                        landscapes=["island-folk"], supply={"odysseys": ["voyage"]})
        g.players[0].favors = 10
        g.turn.previous_player = 1
        g.play(0, "voyage")
        g.cleanup(0)
        d.assert_done()
        assert g.extra_turns == [(0, None)] and g.players[0].favors == 5
        assert bool(g.players[0].marks.get("voyage")) == (keep == "voyage"), keep


def test_declining_island_folk_keeps_the_voyage_turn_without_a_question() -> None:
    """Island Folk's Favors declined: nothing to choose between, the Voyage turn follows."""
    g, d = scenario([P(hand=["voyage"], deck=["copper"] * 15), P()], ["no"], landscapes=["island-folk"],
                    supply={"odysseys": ["voyage"]})
    g.players[0].favors = 10
    g.turn.previous_player = 1
    g.play(0, "voyage")
    g.cleanup(0)
    d.assert_done()
    assert g.extra_turns == [(0, None)] and g.players[0].favors == 10 and g.players[0].marks.get("voyage")


def test_copies_of_one_card_set_up_one_turn_without_a_question() -> None:
    """Two Outposts: both would give the same turn, so the player is not asked; the second one is discarded."""
    g, d = scenario([P(hand=["outpost", "outpost"], deck=["copper"] * 10), P()])
    g.turn.previous_player = 1
    g.play(0, "outpost")
    g.play(0, "outpost")
    assert d.asked == [] and g.extra_turns == [(0, None)]
    g.cleanup(0)
    assert g.in_play(0) == ["outpost"] and "outpost" in g.discard(0)


def test_no_choice_in_a_turn_that_followed_your_own() -> None:
    """In an extra turn, Outpost and Mission both fail at once: a third turn in a row is never set up, so there
    is nothing to choose."""
    g, d = scenario([P(hand=["outpost"], deck=["copper"] * 10), P()], events=["mission"], supply={"outpost": 10})
    g.turn.previous_player = 0
    g.play(0, "outpost")
    g.turn.coins = 4
    g.buy(0, "mission")
    assert d.asked == [] and g.extra_turns == []


def test_an_extra_turn_no_other_may_replace_makes_the_2023_ones_fail() -> None:
    """Seize the Day (no such errata) set up first: an Outpost played after it cannot take its place and
    fails without a question."""
    g, d = scenario([P(hand=["outpost"], deck=["copper"] * 10), P()], events=["seize-the-day"], phase="buy",
                    coins=4, supply={"outpost": 10})
    g.turn.previous_player = 1
    g.buy(0, "seize-the-day")
    g.turn.phase = Phase.ACTION
    g.play(0, "outpost")
    assert d.asked == [] and g.extra_turns == [(0, None)]
