"""The expectation kinds users asked for: turn counters, tokens, score, the Black Market deck, offered to one
player, and a real set-up that chooses the Black Market deck.

Tests of state the engine does not keep yet (Coffers, VP tokens, debt) are marked ENGINE-PENDING: today they
prove the kinds read 0 and fail on any other value; once the engine has that state they get a position that
sets it.
"""

from __future__ import annotations

from typing import Any

from generator.checker.runner import RunResult, Verdict, card_defs, run_scenario
from generator.checker.scenario import parse_scenario
from generator.errors import Location
from generator.kb.schema import Knowledge


def _run(kb: Knowledge, data: dict[str, Any]) -> RunResult:
    return run_scenario(kb, card_defs(kb), parse_scenario("t", data, Location("t.yaml", 1)))


def _details(result: RunResult) -> list[str]:
    return [result.error or ""] if result.error else [o.detail for o in result.outcomes if not o.passed]


def _verdicts(result: RunResult) -> list[bool]:
    assert result.error is None, result.error
    return [o.passed for o in result.outcomes]


def test_turn_counters_after_playing_silver_and_buying(kb: Knowledge) -> None:
    """Silver makes $2; buying a $3 card from $5 leaves $2 and no Buy; the phase is buy, seat 0's turn."""
    result = _run(kb, {"phase": "buy", "coins": 3, "players_setup": [{"hand": ["silver"]}],
                       "script": [{"play": "silver"}, {"buy": "silver"}],
                       "expect": [{"turn": {"coins": 2, "buys": 0, "potions": 0, "player": 0, "phase": "buy"}},
                                  {"turn": {"coins": 5}}]})
    assert _verdicts(result) == [True, False]
    assert "coins is 2, expected 5" in result.outcomes[1].detail


def test_turn_actions_after_an_action(kb: Knowledge) -> None:
    """Playing Sculptor uses the turn's one Action (0 left); expecting 1 fails and says 0."""
    result = _run(kb, {"kingdom": ["sculptor"], "players_setup": [{"hand": ["sculptor"]}],
                       "script": [{"play": "sculptor"}, {"choose": "gain:silver"}],
                       "expect": [{"turn": {"actions": 0, "buys": 1}}, {"turn": {"actions": 1}}]})
    assert _verdicts(result) == [True, False]
    assert "actions is 0, expected 1" in result.outcomes[1].detail


def test_tokens_villagers_from_sculptor(kb: Knowledge) -> None:
    """Sculptor gaining a Treasure gives its player one Villager, the other player none."""
    result = _run(kb, {"kingdom": ["sculptor"], "players_setup": [{"hand": ["sculptor"]}],
                       "script": [{"play": "sculptor"}, {"choose": "gain:silver"}],
                       "expect": [{"tokens": {"player": 0, "villagers": 1}}, {"tokens": {"player": 1, "villagers": 0}},
                                  {"tokens": {"player": 0, "villagers": 2}}]})
    assert _verdicts(result) == [True, True, False]
    assert "player 0 has 1 villagers, expected 2" in result.outcomes[2].detail


def test_tokens_on_piles_from_teacher(kb: Knowledge) -> None:
    """Calling Teacher at the start of the turn puts the chosen +Card token on the chosen Action pile."""
    result = _run(kb, {"kingdom": ["teacher", "village"], "players_setup": [{"tavern": ["teacher"]}],
                       "script": ["end_turn", "end_turn", {"choose": "call:teacher"}, {"choose": "token:+card"},
                                  {"choose": "pile:village"}],
                       "expect": [{"tokens": {"pile_tokens": {"+card": "village", "+buy": None}}},
                                  {"tokens": {"player": 1, "pile_tokens": {"+card": None}}},
                                  {"tokens": {"pile_tokens": {"+card": "teacher"}}}]})
    assert _verdicts(result) == [True, True, False]
    assert "+card token is on 'village', not 'teacher'" in result.outcomes[2].detail


def test_tokens_engine_pending_coffers_vp_debt_read_zero(kb: Knowledge) -> None:
    """ENGINE-PENDING: Coffers, VP tokens and debt read 0 (tokens and turn) and any other value fails."""
    result = _run(kb, {"expect": [{"tokens": {"coffers": 0, "vp_tokens": 0, "debt": 0}}, {"turn": {"debt": 0}},
                                  {"tokens": {"coffers": 1}}, {"tokens": {"vp_tokens": 2}},
                                  {"tokens": {"debt": 3}}, {"turn": {"debt": 1}}]})
    assert _verdicts(result) == [True, True, False, False, False, False]
    assert "has 0 coffers, expected 1" in result.outcomes[2].detail


def test_score_counts_victory_cards_and_curses(kb: Knowledge) -> None:
    """A Province (6), two Estates (1 each) and a Curse (-1) anywhere the player has them score 7."""
    result = _run(kb, {"players_setup": [{"hand": ["province", "curse"], "deck": ["estate"], "discard": ["estate"]},
                                         {"hand": ["curse"]}],
                       "expect": [{"score": {"player": 0, "is": 7}}, {"score": {"player": 1, "is": -1}},
                                  {"score": {"player": 0, "is": 8}}]})
    assert _verdicts(result) == [True, True, False]
    assert "player 0 scores 7" in result.outcomes[2].detail


def test_black_market_deck_after_a_purchase(kb: Knowledge) -> None:
    """Buying Develop from a Black Market deck of Develop and Lurker leaves only Lurker in the deck."""
    result = _run(kb, {"kingdom": ["black-market"], "black_market": ["develop", "lurker"],
                       "script": [{"buy_black_market": "develop"}],
                       "expect": [{"black_market": {"exactly": ["lurker"], "lacks": ["develop"], "count": 1}},
                                  {"gained": {"card": "develop", "from": "black-market"}},
                                  {"black_market": {"contains": ["develop"]}}]})
    assert _verdicts(result) == [True, True, False]


def test_new_game_chooses_black_market_cards(kb: Knowledge) -> None:
    """new_game: {black_market: [...]} sets up exactly that deck (top last) beside a 10-card Black Market pile."""
    result = _run(kb, {"kingdom": ["black-market", "village"], "new_game": {"black_market": ["sculptor", "lurker"],
                                                                            "seed": 1},
                       "expect": [{"black_market": {"exactly": ["sculptor", "lurker"], "top": "lurker"}},
                                  {"pile": {"pile": "black-market", "supply": True, "count": 10}},
                                  {"pile": {"pile": "village", "supply": True, "count": 10}}]})
    assert _verdicts(result) == [True, True, True]


def test_new_game_black_market_count(kb: Knowledge) -> None:
    """new_game: {black_market: 5} deals five cards; without it the set-up deals its usual deck of 25."""
    five = _run(kb, {"kingdom": ["black-market"], "new_game": {"black_market": 5, "seed": 2},
                     "expect": [{"black_market": {"count": 5}}, {"black_market": {"lacks": ["black-market"]}}]})
    usual = _run(kb, {"kingdom": ["black-market"], "new_game": {"seed": 2},
                      "expect": [{"black_market": {"count": 25}}]})
    assert _verdicts(five) == [True, True] and _verdicts(usual) == [True]


def test_offered_limited_to_one_player(kb: Knowledge) -> None:
    """Bureaucrat asks the attacked player which Victory card to put back: offered to player 1, not player 0."""
    result = _run(kb, {"kingdom": ["bureaucrat"], "players_setup": [{"hand": ["bureaucrat"]},
                                                                    {"hand": ["estate", "duchy", "copper"]}],
                       "script": [{"play": "bureaucrat"}, {"choose": "topdeck:duchy"}],
                       "expect": [{"offered": {"option": "topdeck:duchy", "player": 1}},
                                  {"offered": {"option": "topdeck:duchy", "player": 0, "is": False}},
                                  {"offered": {"option": "topdeck:duchy", "player": 0}},
                                  {"zone": {"player": 1, "zone": "deck", "top": "duchy"}}]})
    assert _verdicts(result) == [True, True, False, True]
    assert "was not offered to player 0" in result.outcomes[2].detail


def test_every_result_has_one_of_three_verdicts(kb: Knowledge) -> None:
    """A run scenario is passed or failed, never unproven: a real set-up's three Estates score 3, not 4."""
    good = _run(kb, {"new_game": {"seed": 0}, "expect": [{"score": {"is": 3}}]})
    bad = _run(kb, {"new_game": {"seed": 0}, "expect": [{"score": {"is": 4}}]})
    assert (good.verdict, bad.verdict) == (Verdict.PASSED, Verdict.FAILED)
