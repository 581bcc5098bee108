"""Engine benchmark (run by hand or with ``make bench``, never in tests).

    .venv/bin/python bench/engine.py [games] [rounds]

Measures Big Money vs Big Money games per second (fast mode: no log, no
invariant checks; every card still a distinct uid), random-Kingdom
random-decision games per second, and the same Big Money game in pyminion,
printed as a ratio.  Times are CPU seconds of this process
(``time.process_time``), so waiting for a busy machine's cores does not count;
ours and pyminion run in alternating rounds (``games`` split into ``rounds``
chunks each) so that what load still does (shared caches, clock changes) hits
both sides alike.  The ratio is of the totals, followed by the median and the
range of the per-round ratios.  pyminion is never a project dependency; install it into a
throw-away folder and point PYMINION_PATH at it:

    .venv/bin/pip install --target /tmp/pyminion-lib pyminion
    PYMINION_PATH=/tmp/pyminion-lib .venv/bin/python bench/engine.py
"""

from __future__ import annotations

import logging
import os
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from generator.engine import BigMoneyBot, Game, GameOptions, RandomDecider  # noqa: E402
from tests.engine.carddefs import card_defs, implemented_kingdom_cards  # noqa: E402

KINGDOM = ["artisan", "nomad-camp", "border-village", "trader", "develop", "masquerade", "lurker", "witch",
           "mine", "bureaucrat"]

Runner = Callable[[range], tuple[float, int]]
"""Plays the games for the given seeds; returns (CPU seconds taken, total turns)."""


def ours_big_money(seeds: range) -> tuple[float, int]:
    """CPU seconds and total turns of Big Money vs Big Money games, one per seed."""
    defs = card_defs()
    opts = GameOptions(log=False, check=False)
    bot = BigMoneyBot()
    turns = 0
    start = time.process_time()
    for seed in seeds:
        g = Game.new(defs, KINGDOM, 2, bot, seed=seed, options=opts)
        g.run(200)
        turns += g.turn.number
    return time.process_time() - start, turns


def ours_random(seeds: range) -> tuple[float, int]:
    """CPU seconds and total turns of random Kingdoms over every implemented Kingdom card, with random
    decisions (2-6 players, 60-turn cap)."""
    defs = card_defs()
    pool = implemented_kingdom_cards()
    turns = 0
    start = time.process_time()
    for seed in seeds:
        rng = random.Random(seed)
        g = Game.new(defs, rng.sample(pool, 10), rng.randint(2, 6), RandomDecider(seed), seed=seed,
                     options=GameOptions(log=False, check=False))
        g.run(60)
        turns += g.turn.number
    return time.process_time() - start, turns


def pyminion_runner() -> Runner | None:
    """A runner for pyminion's Big Money vs Big Money, or None when pyminion is missing."""
    extra = os.environ.get("PYMINION_PATH", "/tmp/pyminion-lib")
    if os.path.isdir(extra):
        sys.path.append(extra)
    try:
        from pyminion.bots.examples.big_money import BigMoney
        from pyminion.expansions.base import base_set
        from pyminion.game import Game as PGame
    except ImportError:
        return None
    logging.getLogger().setLevel(logging.CRITICAL)

    def run(seeds: range) -> tuple[float, int]:
        turns = 0
        start = time.process_time()
        for seed in seeds:
            random.seed(seed)
            game = PGame(players=[BigMoney("a"), BigMoney("b")], expansions=[base_set], random_order=False,
                         log_stdout=False)
            game.play()
            turns += sum(p.turns for p in game.players)
        return time.process_time() - start, turns

    return run


def chunks(games: int, rounds: int) -> list[range]:
    """Seeds 0..games-1 split into ``rounds`` consecutive ranges."""
    edges = [games * i // rounds for i in range(rounds + 1)]
    return [range(a, b) for a, b in zip(edges, edges[1:], strict=False) if b > a]


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 2000
    rounds = int(sys.argv[2]) if len(sys.argv) > 2 else 10
    theirs = pyminion_runner()
    ours_bm_round: list[tuple[float, int]] = []
    theirs_round: list[tuple[float, int]] = []
    for seeds in chunks(games, rounds):
        ours_bm_round.append(ours_big_money(seeds))
        if theirs is not None:
            theirs_round.append(theirs(seeds))
    bm_s = sum(t for t, _ in ours_bm_round)
    bm = games / bm_s
    print(f"ours     Big Money vs Big Money: {bm:8.0f} games/s  "
          f"({sum(n for _, n in ours_bm_round) / games:.1f} turns/game)")
    rnd_games = max(50, games // 10)
    rnd_s, rnd_turns = ours_random(range(rnd_games))
    print(f"ours     random Kingdom, random:  {rnd_games / rnd_s:8.0f} games/s  "
          f"({rnd_turns / rnd_games:.1f} turns/game, Kingdoms from {len(implemented_kingdom_cards())} "
          f"implemented Kingdom piles)")
    if theirs is None:
        print("pyminion not importable; install it outside the project and rerun:\n"
              "  .venv/bin/pip install --target /tmp/pyminion-lib pyminion\n"
              "  PYMINION_PATH=/tmp/pyminion-lib .venv/bin/python bench/engine.py")
        return
    th_s = sum(t for t, _ in theirs_round)
    print(f"pyminion Big Money vs Big Money: {games / th_s:8.0f} games/s  "
          f"({sum(n for _, n in theirs_round) / games:.1f} turns/game)")
    per_round = sorted(t / o for (o, _), (t, _) in zip(ours_bm_round, theirs_round, strict=True))
    print(f"ratio ours/pyminion: {th_s / bm_s:.2f}x  (median round {statistics.median(per_round):.2f}x, "
          f"range {per_round[0]:.2f}x .. {per_round[-1]:.2f}x over {len(per_round)} rounds)")


if __name__ == "__main__":
    main()
