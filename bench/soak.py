"""Soak test: random games over every implemented card, with the engine's invariants checked.

Run by hand (never in tests)::

    .venv/bin/python bench/soak.py [--seconds 600] [--max-turns 200] [--seed 1]

Each game takes a random Kingdom of ten piles drawn from the Kingdom cards the
engine has behaviour for (the cards of ``knowledge/``, built into engine card
definitions as the checker builds them), 2 to 6 players and a
``RandomDecider`` per game; ``check=True`` runs ``check_invariants()`` after
every turn and the script runs it once more when the game ends.  A game that
raises (an invariant broken, a rules error, any exception) is a violation: its
seed, Kingdom and player count are printed so it can be replayed.  The run
stops when the time is up and prints games, turns, turns per second and the
violations.  Only the engine's public API is used (``Game.new``,
``RandomDecider``, ``GameOptions``, ``check_invariants``).
"""

from __future__ import annotations

import argparse
import random
import sys
import time
import traceback
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from generator.checker.runner import card_defs  # noqa: E402
from generator.checker.support import has_behaviour  # noqa: E402
from generator.engine import CardDef, Game, GameOptions, RandomDecider  # noqa: E402
from generator.kb.load import default_root, load_knowledge  # noqa: E402


@dataclass
class Report:
    """What a soak run saw."""

    games: int = 0
    turns: int = 0
    finished: int = 0
    """Games that reached their end (Provinces or piles) before the turn cap."""
    seconds: float = 0.0
    violations: list[str] = field(default_factory=list)

    def summary(self) -> str:
        """One line with the figures."""
        rate = self.turns / self.seconds if self.seconds else 0.0
        return (f"{self.games} games, {self.turns} turns ({self.finished} games ended by the rules), "
                f"{self.seconds:.0f} s, {rate:.0f} turns/s, {len(self.violations)} violations")


def kingdom_pool(defs: dict[str, CardDef]) -> list[str]:
    """Kingdom pile ids with engine behaviour (a mixed pile counts when any of its cards has some)."""
    piles: dict[str, list[str]] = {}
    for d in defs.values():
        if d.supply == "kingdom" and d.kind == "card":
            piles.setdefault(d.pile_id, []).append(d.id)
    return sorted(p for p, members in piles.items() if any(has_behaviour(c) for c in members + [p]))


def play(defs: dict[str, CardDef], pool: list[str], seed: int, max_turns: int, report: Report) -> None:
    """Play one random game from ``seed``; add its turns, or a violation, to ``report``."""
    rng = random.Random(seed)
    players = rng.randint(2, 6)
    kingdom = rng.sample(pool, min(10, len(pool)))
    colony = rng.random() < 0.2
    try:
        game = Game.new(defs, kingdom, players, RandomDecider(seed), seed=seed,
                        options=GameOptions(colony=colony, check=True, log=False))
        start = game.turn.number
        game.run(max_turns)
        game.check_invariants()
        report.turns += game.turn.number - start
        report.finished += game.is_over()
    except Exception as exc:  # noqa: BLE001 - every failure is a finding
        where = traceback.extract_tb(exc.__traceback__)[-1]
        report.violations.append(f"seed {seed}, {players} players, colony={colony}, kingdom {kingdom}: "
                                 f"{type(exc).__name__}: {exc} ({where.filename}:{where.lineno})")
    report.games += 1


def soak(seconds: float, max_turns: int, first_seed: int, progress: float = 60.0) -> Report:
    """Play random games for ``seconds``; print a progress line every ``progress`` seconds."""
    kb = load_knowledge(default_root())
    defs = card_defs(kb)
    pool = kingdom_pool(defs)
    print(f"{len(pool)} Kingdom piles with behaviour: {', '.join(pool)}", flush=True)
    report = Report()
    start = time.perf_counter()
    next_note = start + progress
    seed = first_seed
    while (now := time.perf_counter()) - start < seconds:
        play(defs, pool, seed, max_turns, report)
        seed += 1
        if now >= next_note:
            report.seconds = now - start
            print(report.summary(), flush=True)
            next_note += progress
    report.seconds = time.perf_counter() - start
    return report


def main() -> int:
    """Parse the arguments, soak, print the figures; exit 1 on any violation."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=600.0, help="how long to play (default 600)")
    parser.add_argument("--max-turns", type=int, default=200, help="turn cap per game (default 200)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the first game (default 1)")
    args = parser.parse_args()
    report = soak(args.seconds, args.max_turns, args.seed)
    for line in report.violations:
        print("VIOLATION", line)
    print(report.summary())
    return 1 if report.violations else 0


if __name__ == "__main__":
    sys.exit(main())
