"""Renaissance mechanisms: Projects bought with cubes, Artifacts held by one player, the start-of-Buy-phase,
when-trash and when-revealed hooks, Villagers and Coffers spent by the turn loop."""

from __future__ import annotations

import pytest

from generator.engine import PlayerLayout
from generator.engine.events import Bought, TokenChanged
from generator.engine.types import Phase
from generator.errors import IllegalActionError
from tests.engine.helpers import gained, scenario

P = PlayerLayout


def test_a_project_is_bought_with_a_buy_and_puts_a_cube() -> None:
    """Project: buying it costs its price and a Buy, gains nothing, and puts the buyer's cube on it (Renaissance
    rulebook)."""
    g, _ = scenario([P(), P()], landscapes=["fair"], phase="buy", coins=5)
    assert "fair" in g.affordable()
    g.buy(0, "fair")
    assert (g.turn.coins, g.turn.buys) == (1, 0)
    assert gained(g) == [] and g.players[0].marks.get("fair") is True
    assert any(isinstance(e, Bought) and e.card == "fair" for e in g.events)
    assert any(isinstance(e, TokenChanged) and e.token == "cube" and e.value == "fair" for e in g.events)


def test_a_project_cannot_be_bought_twice_by_one_player() -> None:
    """Project: a player puts at most one cube on each Project; another player may still buy it."""
    g, _ = scenario([P(), P()], landscapes=["fair"], phase="buy", coins=8, buys=2)
    g.buy(0, "fair")
    assert "fair" not in g.affordable()
    with pytest.raises(IllegalActionError):
        g.buy(0, "fair")
    g.turn.player = 1
    assert "fair" in g.affordable()


def test_each_player_has_only_two_cubes() -> None:
    """Project: each player has only two cubes, so a third Project cannot be bought (Renaissance rulebook)."""
    g, _ = scenario([P(), P()], landscapes=["fair", "barracks", "cathedral"], phase="buy", coins=20, buys=3)
    g.buy(0, "fair")
    g.buy(0, "cathedral")
    assert "barracks" not in g.affordable()


def test_project_ability_applies_only_to_its_owners() -> None:
    """Project: its ability applies to the players with a cube on it, at the start of each of their turns."""
    g, _ = scenario([P(deck=["copper"] * 10), P(deck=["copper"] * 10)], landscapes=["fair"])
    g.players[0].marks["fair"] = True
    g.start_turn(0)
    assert g.turn.buys == 2
    g.cleanup(0)
    g.start_turn(1)
    assert g.turn.buys == 1


def test_cost_reductions_do_not_change_a_project_cost() -> None:
    """Project: Projects are not cards, so 'cards cost $1 less' (Inventor) leaves their cost alone."""
    g, _ = scenario([P(hand=["inventor"]), P()], ["gain:silver"], landscapes=["fair"], kingdom=["inventor"],
                    supply={"inventor": 10})
    g.play(0, "inventor")
    assert g.cost_of("fair").coins == 4 and g.cost_of("gold").coins == 5


def test_an_artifact_passes_from_one_holder_to_the_next() -> None:
    """Artifact: only one player holds it; taking it takes it from whoever had it (Renaissance rulebook)."""
    g, _ = scenario([P(hand=["treasurer"]), P(hand=["treasurer"])], ["treasurer:key", "treasurer:key"],
                    kingdom=["treasurer"], supply={"treasurer": 10})
    assert g.artifacts == {"key": None}
    g.play(0, "treasurer")
    assert g.artifacts["key"] == 0
    g.play(1, "treasurer")
    assert g.artifacts["key"] == 1


def test_buy_start_rules_run_before_treasures_are_played() -> None:
    """Core: a rule for the start of the Buy phase runs once as it begins (the Treasure Chest's Gold)."""
    g, _ = scenario([P(hand=["copper"]), P()], ["done"], kingdom=["swashbuckler"], supply={"swashbuckler": 10})
    g.artifacts["treasure-chest"] = 0
    g.buy_phase(0)
    assert gained(g) == [(0, "gold", "supply", "discard")]
    assert g.turn.coins == 1


def test_trash_rules_see_cards_trashed_from_the_supply() -> None:
    """Core: a when-trash game rule sees every card the player trashes, also from the Supply (Lurker)."""
    seen: list[tuple[int, str]] = []
    g, _ = scenario([P(hand=["lurker"]), P()], ["lurker:trash", "trash:village"], supply={"village": 10, "lurker": 10})

    def rule(g2: object, p: int, uid: int, card: str) -> None:
        seen.append((p, card))
    g.trash_rules.append(rule)  # type: ignore[arg-type]
    g.play(0, "lurker")
    assert seen == [(0, "village")]


def test_reveal_hook_runs_per_revealed_copy() -> None:
    """Core: a card's when-revealed ability runs for each revealed copy (two Patrons give +2 Coffers)."""
    g, _ = scenario([P(hand=["border-guard"], deck=["patron", "patron"]), P()], ["take:horn"])
    g.play(0, "border-guard")
    assert g.players[0].coffers == 2


def test_villagers_are_spent_for_actions_by_the_turn_loop() -> None:
    """Villagers: with no Actions left you may take a Villager off your mat for +1 Action (Renaissance rulebook)."""
    g, _ = scenario([P(hand=["acting-troupe", "village"], deck=["copper"] * 6), P()],
                    ["play:acting-troupe", "yes", "play:village"])
    g.turn.phase = Phase.ACTION
    g.loop.action_phase(0)
    assert g.players[0].villagers == 3 and g.in_play(0) == ["village"]


def test_after_play_rules_run_once_the_ability_has_resolved() -> None:
    """Core: an after-play game rule sees the position after the card's own ability (Smithy has drawn)."""
    seen: list[int] = []
    g, _ = scenario([P(hand=["smithy"], deck=["copper"] * 3), P()], supply={"smithy": 10})
    g.after_play_rules.append(lambda g2, p, uid, card: seen.append(len(g2.zones.hands[p])))
    g.play(0, "smithy")
    assert seen == [3]


def test_final_round_extra_turns_come_between_but_not_after() -> None:
    """Core: in the final round after the game's end, an extra turn earned in it (Outpost) comes before the next
    final-round turn, and none comes after the last (Fleet FAQ)."""
    from generator.engine import RandomDecider
    from generator.engine.events import TurnStarted
    g, _ = scenario([P(deck=["copper"] * 20) for _ in range(3)], supply={"province": 0})
    g.deciders = [RandomDecider(1)] * 3
    g.final_round_rules.append(lambda g2: [0, 2])
    queued: set[int] = set()

    def extra(g2: object, p: int) -> None:
        if p not in queued:
            queued.add(p)
            g.extra_turns.append((p, None))
    g.turn_start_rules.append(extra)  # type: ignore[arg-type]
    g.run(20)
    assert [e.player for e in g.events if isinstance(e, TurnStarted)] == [0, 0, 2]
