"""The core mechanism Rising Sun's Omens added: the one Prophecy of a game, the Sun tokens on it by player count,
"+1 Sun" removing one, and the Prophecy becoming active for everyone once the last is gone."""

from __future__ import annotations

from typing import Any

import pytest

from generator.checker.runner import RunResult, run_scenario
from generator.checker.runner import card_defs as kb_defs
from generator.checker.scenario import parse_scenario
from generator.engine import Game, GameOptions, PlayerLayout, RandomDecider
from generator.engine import setup as setup_mod
from generator.engine.events import ProphecyActive, SunRemoved
from generator.errors import IllegalActionError, Location, ScenarioError
from generator.kb.load import default_root, load_knowledge
from generator.kb.schema import Knowledge
from tests.engine.carddefs import card_defs
from tests.engine.helpers import scenario

P = PlayerLayout


@pytest.mark.parametrize(("players", "suns"), [(2, 5), (3, 8), (4, 10), (5, 12), (6, 13)])
def test_sun_tokens_follow_the_player_count(players: int, suns: int) -> None:
    """Set-up (Rising Sun rulebook): 5 Sun tokens on the Prophecy with 2 players, 8 with 3, 10 with 4, 12 with 5
    and 13 with 6."""
    g = Game.new(card_defs(), ["tea-house"], players, RandomDecider(0), options=GameOptions(check=True))
    assert g.prophecy is not None and g.sun_tokens == suns


def test_a_kingdom_with_omens_uses_one_prophecy() -> None:
    """Set-up: a game with Omen cards deals out exactly one Prophecy, however many Omens there are."""
    defs = card_defs()
    layout = setup_mod.plan(defs, ["tea-house", "poet", "kitsune"], 2, GameOptions(), 3)
    dealt = [c for c in layout.landscapes if defs[c].kind == "prophecy"]
    assert len(dealt) == 1
    assert layout.sun_tokens is None  # left to the player count


def test_no_omen_no_prophecy() -> None:
    """Set-up: without an Omen in the Kingdom the game has no Prophecy, and +1 Sun has nothing to remove."""
    g = Game.new(card_defs(), ["village"], 2, RandomDecider(0), options=GameOptions(check=True))
    assert g.prophecy is None and g.sun_tokens == 0
    assert g.remove_sun(0) == 0


def test_a_chosen_prophecy_is_kept() -> None:
    """Set-up: a Prophecy asked for (a scenario's choice) is the game's one Prophecy; no other is dealt."""
    g = Game.new(card_defs(), ["tea-house"], 3, RandomDecider(0),
                 options=GameOptions(check=True, landscapes=("great-leader",)))
    assert g.prophecy == "great-leader" and g.sun_tokens == 8


def test_plus_sun_removes_one_token_and_logs_it() -> None:
    """+1 Sun removes one Sun token from the Prophecy; it is logged with how many are left."""
    g, _ = scenario([P(), P()], landscapes=["great-leader"])
    assert g.remove_sun(1) == 1
    assert g.sun_tokens == 4
    assert SunRemoved(1, "great-leader", 4) in g.events


def test_the_prophecy_does_nothing_while_sun_tokens_are_left() -> None:
    """Prophecy text does nothing until the last Sun token is removed (Great Leader gives no +1 Action yet)."""
    g, _ = scenario([P(hand=["village"], deck=["copper"] * 3), P()], landscapes=["great-leader"], sun_tokens=2)
    g.play(0, "village")
    assert g.turn.actions == 2


def test_removing_the_last_sun_makes_it_active_right_then() -> None:
    """Removing the last Sun token makes the Prophecy's rules active at once, for the rest of the game."""
    g, _ = scenario([P(hand=["village"], deck=["copper"] * 3), P()], landscapes=["great-leader"], sun_tokens=1)
    g.remove_sun(0)
    assert g.sun_tokens == 0 and ProphecyActive(0, "great-leader") in g.events
    g.play(0, "village")
    assert g.turn.actions == 3  # 1 - 1 + 2, and Great Leader's +1


def test_an_active_prophecy_applies_to_every_player() -> None:
    """Once active, the Prophecy applies to everyone, not only to the player who removed the last Sun."""
    g, _ = scenario([P(), P(hand=["village"], deck=["copper"] * 3)], landscapes=["great-leader"], sun_tokens=1)
    g.remove_sun(0)
    g.start_turn(1)
    g.play(1, "village")
    assert g.turn.actions == 3


def test_plus_sun_does_nothing_once_all_tokens_are_gone() -> None:
    """+1 Sun does nothing else once all the tokens are removed: no token, no second activation."""
    g, _ = scenario([P(), P()], landscapes=["great-leader"], sun_tokens=0)
    assert g.remove_sun(0) == 0
    assert g.sun_tokens == 0
    assert not [e for e in g.events if isinstance(e, (SunRemoved, ProphecyActive))]


def test_an_exact_position_may_start_active() -> None:
    """A position with no Sun token left on the Prophecy starts with its rules in force."""
    g, _ = scenario([P(hand=["village"], deck=["copper"] * 3), P()], landscapes=["great-leader"], sun_tokens=0)
    g.play(0, "village")
    assert g.turn.actions == 3


def test_only_the_games_prophecy_applies() -> None:
    """A Prophecy applies only as the game's Prophecy: another one (here set out as a pile) never does."""
    g, _ = scenario([P(hand=["village"], deck=["copper"] * 3), P()], landscapes=["progress"], sun_tokens=0,
                    non_supply={"great-leader": 1})
    g.play(0, "village")
    assert g.turn.actions == 2


def test_a_game_uses_at_most_one_prophecy() -> None:
    """Only one Prophecy is used in a game: a position with two is refused."""
    with pytest.raises(IllegalActionError, match="one Prophecy"):
        scenario([P(), P()], landscapes=["great-leader", "progress"])


def test_sun_tokens_need_a_prophecy() -> None:
    """Sun tokens lie on a Prophecy: a position stating them without one is refused."""
    with pytest.raises(IllegalActionError, match="no Prophecy"):
        scenario([P(), P()], sun_tokens=3)


# -- scenarios: the prophecy key ---------------------------------------------------------------------------

@pytest.fixture(scope="module")
def kb() -> Knowledge:
    return load_knowledge(default_root())


def _run(kb: Knowledge, data: dict[str, Any]) -> RunResult:
    return run_scenario(kb, kb_defs(kb), parse_scenario("t", data, Location("t.yaml", 1)))


def _error(data: dict[str, Any]) -> ScenarioError:
    with pytest.raises(ScenarioError) as err:
        parse_scenario("t", {**data, "expect": [{"game_over": {}}]}, Location("t.yaml", 1))
    return err.value


def test_scenario_states_the_prophecy_and_its_sun_tokens(kb: Knowledge) -> None:
    """prophecy: {card, sun_tokens} puts that Prophecy in the game with those Sun tokens; the last one removed
    shows as a ProphecyActive event."""
    data = {"kingdom": ["tea-house"], "prophecy": {"card": "great-leader", "sun_tokens": 1},
            "players_setup": [{"hand": ["tea-house"], "deck": ["copper"]}], "script": [{"play": "tea-house"}],
            "expect": [{"event": {"type": "SunRemoved", "prophecy": "great-leader", "left": 0}},
                       {"event": {"type": "ProphecyActive", "prophecy": "great-leader", "player": 0}},
                       {"turn": {"actions": 2}}]}
    result = _run(kb, data)
    assert result.passed, result.error or [o.detail for o in result.outcomes if not o.passed]


def test_scenario_prophecy_alone_has_every_sun_token(kb: Knowledge) -> None:
    """prophecy: <id> alone puts the Sun tokens of the player count on it (3 players: 8, so one play leaves 7)."""
    data = {"players": 3, "kingdom": ["tea-house"], "prophecy": "great-leader",
            "players_setup": [{"hand": ["tea-house"], "deck": ["copper"]}], "script": [{"play": "tea-house"}],
            "expect": [{"event": {"type": "SunRemoved", "left": 7}}, {"no_event": {"type": "ProphecyActive"}}]}
    result = _run(kb, data)
    assert result.passed, result.error or [o.detail for o in result.outcomes if not o.passed]


def test_scenario_active_prophecy(kb: Knowledge) -> None:
    """prophecy: {card, active: true} is a Prophecy with no Sun token left: its rules apply from the start."""
    data = {"kingdom": ["village"], "prophecy": {"card": "great-leader", "active": True},
            "players_setup": [{"hand": ["village"], "deck": ["copper"]}], "script": [{"play": "village"}],
            "expect": [{"turn": {"actions": 3}}]}
    result = _run(kb, data)
    assert result.passed, result.error or [o.detail for o in result.outcomes if not o.passed]


@pytest.mark.parametrize(("value", "message"), [
    (["great-leader"], "prophecy must be a Prophecy's id or a mapping"),
    ({"sun_tokens": 2}, "needs 'card'"),
    ({"card": "great-leader", "sun_tokens": -1}, "'sun_tokens' must be a whole number of Sun tokens"),
    ({"card": "great-leader", "sun_tokens": 2, "active": True}, "contradicts sun_tokens: 2"),
    ({"card": "great-leader", "active": False}, "active: false needs the Sun tokens"),
    ({"card": "great-leader", "suns": 2}, "unknown field 'suns'"),
])
def test_bad_prophecy_is_a_located_error(value: Any, message: str) -> None:
    """A malformed prophecy: key is refused with its file, line and key."""
    err = _error({"prophecy": value})
    assert message in err.message
    assert err.location is not None and err.location.path == "t.yaml"
    assert "prophecy" in (err.location.key or "")


def test_sun_tokens_with_a_real_set_up_are_refused() -> None:
    """A real set-up (new_game) puts the Sun tokens by player count; stating them there is an error."""
    err = _error({"kingdom": ["tea-house"], "new_game": {"seed": 1},
                  "prophecy": {"card": "great-leader", "sun_tokens": 2}})
    assert "by player count" in err.message


def test_a_card_that_is_no_prophecy_is_refused(kb: Knowledge) -> None:
    """prophecy: must name a Prophecy: a Kingdom card there fails the scenario with a located error."""
    result = _run(kb, {"prophecy": "village", "expect": [{"game_over": {"is": False}}]})
    assert not result.passed and "is not a Prophecy" in (result.error or "")
    assert result.location is not None and result.location.startswith("t.yaml")


# -- the generic hooks the Prophecies use ------------------------------------------------------------------


def test_lasting_cost_changes_hold_on_every_turn() -> None:
    """Game-wide cost changes stay in force across turns, unlike a turn's own cost changes."""
    g, _ = scenario([P(), P()])
    g.lasting_cost_changes.append((lambda c: c == "gold", -2))
    g.cleanup(0)
    g.start_turn(1)
    assert g.cost_of("gold").coins == 4 and g.cost_of("silver").coins == 3


def test_actions_as_buys_in_the_buy_phase_loop() -> None:
    """With Action plays usable as Buys, the Buy phase keeps offering purchases while Actions are left."""
    g, dec = scenario([P(), P()], ["buy:silver", "buy:silver", "buy:copper"], coins=6, actions=2)
    g.actions_as_buys = True
    g.buy_phase(0)
    dec.assert_done()
    assert sorted(g.discard(0)) == ["copper", "silver", "silver"]
    assert (g.turn.buys, g.turn.actions) == (0, 0)


def test_start_position_shows_the_prophecy_and_its_sun_tokens(kb: Knowledge) -> None:
    """The start position a check reports names the Prophecy and the Sun tokens left on it (0: active)."""
    result = _run(kb, {"prophecy": {"card": "great-leader", "sun_tokens": 3}, "expect": [{"game_over": {"is": False}}]})
    assert result.start is not None and result.start.prophecy == ("great-leader", 3)
    assert result.start.as_json()["prophecy"] == {"card": "great-leader", "sun_tokens": 3}
    plain = _run(kb, {"expect": [{"game_over": {"is": False}}]})
    assert plain.start is not None and plain.start.prophecy is None and "prophecy" not in plain.start.as_json()


def test_withdrawn_pile_leaves_the_supply_for_good() -> None:
    """A withdrawn Supply pile is out of the game: not in the Supply, not an empty pile, its tokens gone, no card
    gained from it or returned to it; the Kingdom no longer lists it."""
    g, _ = scenario([P(hand=["village"]), P()], supply={"village": 3}, kingdom=["village"])
    g.supply_tokens["village"] = {"debt": 2}
    g.withdraw_pile("village")
    assert "village" not in g.zones.supply_piles and g.kingdom == [] and "village" not in g.supply_tokens
    assert g.gain(0, "village") is None and not g.return_to_pile(0, g.find(0, "village"))
    g.check_invariants()


def test_a_new_kingdom_pile_mid_game() -> None:
    """A Kingdom pile set out mid-game has the player count's copies, is in the Supply and can be gained from."""
    g, _ = scenario([P(), P(), P()])
    g.add_kingdom_pile("smithy")
    assert g.pile_count("smithy") == 10 and g.in_supply("smithy") and "smithy" in g.kingdom
    assert g.gain(0, "smithy") is not None
    g.add_kingdom_pile("gardens")
    assert g.pile_count("gardens") == 12
    with pytest.raises(IllegalActionError):
        g.add_kingdom_pile("smithy")
    g.check_invariants()
