"""A finished game is freed as soon as it is dropped: no reference cycle keeps it for the cyclic collector."""

from __future__ import annotations

import gc
import weakref

from generator.engine import BigMoneyBot, Game, GameOptions
from tests.engine.carddefs import card_defs


def test_dropped_game_is_freed_without_the_cycle_collector() -> None:
    """Game, its zones and its turn loop hold no cycle: with the cyclic collector off, dropping the last
    reference to a played game frees it at once (thousands of simulated games then cost no collections)."""
    defs = card_defs()
    kingdom = ["village", "smithy", "moat", "militia", "market", "witch", "cellar", "chapel", "festival", "mine"]
    g = Game.new(defs, kingdom, 2, BigMoneyBot(), seed=3, options=GameOptions(log=False, check=False))
    g.run(200)
    ref = weakref.ref(g)
    enabled = gc.isenabled()
    gc.disable()
    try:
        del g
        assert ref() is None
    finally:
        if enabled:
            gc.enable()
