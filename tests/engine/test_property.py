"""Property test: random Kingdoms over every implemented Kingdom card, 2-6 players, random decisions,
invariants checked after every step."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from generator.engine import Game, GameOptions, RandomDecider
from tests.engine.carddefs import card_defs, implemented_kingdom_cards

TURNS: list[int] = []


@settings(max_examples=300, deadline=None, derandomize=True)
@given(seed=st.integers(0, 2**31), players=st.integers(2, 6), colony=st.booleans(), shelters=st.booleans())
def test_random_games_keep_invariants(seed: int, players: int, colony: bool, shelters: bool) -> None:
    """Random games keep each card once, leave no decision pending, replay alike, and match with logging off."""
    kingdom = random.Random(seed).sample(implemented_kingdom_cards(), 10)
    opts = GameOptions(colony=colony, shelters=shelters, check=True, events=("inheritance",))
    g = Game.new(card_defs(), kingdom, players, RandomDecider(seed), seed=seed, options=opts)
    total = len(g.zones.card_of)
    g.run(40)
    g.check_invariants()
    assert len(g.zones.card_of) == total
    TURNS.append(g.turn.number)
    assert g.turn.number >= 1
    replay = Game.new(card_defs(), kingdom, players, RandomDecider(seed), seed=seed, options=opts)
    replay.run(40)
    assert replay.events == g.events
    fast_opts = GameOptions(colony=colony, shelters=shelters, check=True, log=False, events=("inheritance",))
    fast = Game.new(card_defs(), kingdom, players, RandomDecider(seed), seed=seed, options=fast_opts)
    fast.run(40)
    assert (fast.turn.number, fast.zones.lists, fast.zones.loc) == (g.turn.number, g.zones.lists, g.zones.loc)
    assert fast.events == []


def test_property_covered_thousands_of_turns() -> None:
    """The property test above played thousands of turns in total."""
    if not TURNS:
        test_random_games_keep_invariants()
    assert sum(TURNS) >= 2000
