"""Time the whole check: every example, every list-claim member and every structured-fact probe.

Run by hand: ``.venv/bin/python bench/check.py``.  Target: the check itself under 2 s.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from generator.checker.check import check_all, check_examples, summary_line
from generator.checker.claims import check_claims, load_claims
from generator.checker.facts import check_facts, check_supply_status
from generator.checker.runner import RunResult
from generator.kb.load import default_root, load_knowledge


def main() -> None:
    """Print the time of each part and of the whole check, with the result counts."""
    start = time.perf_counter()
    kb = load_knowledge(default_root())
    print(f"load knowledge      {time.perf_counter() - start:6.2f} s (not part of the check)")
    parts: dict[str, Callable[[], list[RunResult]]] = {
        "examples": lambda: check_examples(kb),
        "claims": lambda: check_claims(kb, load_claims(kb)[0]),
        "fact probes": lambda: check_facts(kb),
        "supply status": lambda: check_supply_status(kb),
    }
    for name, run in parts.items():
        start = time.perf_counter()
        results = run()
        print(f"{name:<19} {time.perf_counter() - start:6.2f} s  ({len(results)} results)")
    start = time.perf_counter()
    report = check_all(kb)
    total = time.perf_counter() - start
    print(f"whole check         {total:6.2f} s  ({len(report.all)} results: {summary_line(report.all)}; "
          "target < 2 s)")


if __name__ == "__main__":
    main()
