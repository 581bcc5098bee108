"""Engine benchmark (run by hand, never in tests).

    .venv/bin/python bench/engine.py [games]

Measures Big Money vs Big Money games per second (fast mode: no log, no
invariant checks; every card still a distinct uid), random-Kingdom
random-decision games per second, and the same Big Money game in pyminion,
printed as a ratio.  pyminion is never a project dependency; install it
into a throw-away folder and point PYMINION_PATH at it:

    .venv/bin/pip install --target /tmp/pyminion-lib pyminion
    PYMINION_PATH=/tmp/pyminion-lib .venv/bin/python bench/engine.py
"""

from __future__ import annotations

import logging
import os
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from generator.engine import BigMoneyBot, Game, GameOptions, RandomDecider  # noqa: E402
from tests.engine.carddefs import card_defs, kingdom_cards  # noqa: E402

KINGDOM = ["artisan", "nomad-camp", "border-village", "trader", "develop", "masquerade", "lurker", "witch",
           "mine", "bureaucrat"]


def ours_big_money(games: int) -> tuple[float, float]:
    """Games per second and mean turns of Big Money vs Big Money."""
    defs = card_defs()
    opts = GameOptions(log=False, check=False)
    turns = 0
    start = time.perf_counter()
    for seed in range(games):
        g = Game.new(defs, KINGDOM, 2, BigMoneyBot(), seed=seed, options=opts)
        g.run(200)
        turns += g.turn_number
    return games / (time.perf_counter() - start), turns / games


def ours_random(games: int) -> tuple[float, float]:
    """Games per second of random Kingdoms with random decisions (2-4 players, 60-turn cap)."""
    defs = card_defs()
    pool = kingdom_cards()
    turns = 0
    start = time.perf_counter()
    for seed in range(games):
        rng = random.Random(seed)
        g = Game.new(defs, rng.sample(pool, 10), rng.randint(2, 4), RandomDecider(seed), seed=seed,
                     options=GameOptions(log=False, check=False))
        g.run(60)
        turns += g.turn_number
    return games / (time.perf_counter() - start), turns / games


def pyminion_big_money(games: int) -> float | None:
    """Games per second of pyminion's Big Money vs Big Money, or None when pyminion is missing."""
    extra = os.environ.get("PYMINION_PATH", "/tmp/pyminion-lib")
    if os.path.isdir(extra):
        sys.path.append(extra)
    try:
        from pyminion.bots.examples.big_money import BigMoney  # type: ignore[import-not-found]
        from pyminion.expansions.base import base_set  # type: ignore[import-not-found]
        from pyminion.game import Game as PGame  # type: ignore[import-not-found]
    except ImportError:
        return None
    logging.getLogger().setLevel(logging.CRITICAL)
    start = time.perf_counter()
    for seed in range(games):
        random.seed(seed)
        game = PGame(players=[BigMoney("a"), BigMoney("b")], expansions=[base_set], random_order=False,
                     log_stdout=False)
        game.play()
    return games / (time.perf_counter() - start)


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 2000
    bm, bm_turns = ours_big_money(games)
    print(f"ours     Big Money vs Big Money: {bm:8.0f} games/s  ({bm_turns:.1f} turns/game)")
    rnd, rnd_turns = ours_random(max(50, games // 10))
    print(f"ours     random Kingdom, random:  {rnd:8.0f} games/s  ({rnd_turns:.1f} turns/game)")
    theirs = pyminion_big_money(games)
    if theirs is None:
        print("pyminion not importable; install it outside the project and rerun:\n"
              "  .venv/bin/pip install --target /tmp/pyminion-lib pyminion\n"
              "  PYMINION_PATH=/tmp/pyminion-lib .venv/bin/python bench/engine.py")
        return
    print(f"pyminion Big Money vs Big Money: {theirs:8.0f} games/s")
    print(f"ratio ours/pyminion: {bm / theirs:.2f}x")


if __name__ == "__main__":
    main()
