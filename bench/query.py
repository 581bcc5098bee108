"""Benchmark: graph load time, then each named query's median time with pyoxigraph and with rdflib.

Run by hand (not part of the tests)::

    .venv/bin/python bench/query.py [--repeat 5] [--rdflib-repeat 3] [--hand-written]

Prints one line per named query: median milliseconds with pyoxigraph, with rdflib's
own SPARQL evaluator, their ratio, and the row counts (which must agree).
"""

from __future__ import annotations

import argparse
import functools
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from rdflib import Graph  # noqa: E402

from generator.kb.graph import build_graph  # noqa: E402
from generator.kb.load import default_root, load_knowledge  # noqa: E402
from generator.kb.query import PREFIX_MAP, Result, Store, load_named_queries  # noqa: E402


def timed(fn: Callable[[], object], repeat: int) -> tuple[float, object]:
    """Median seconds over ``repeat`` runs, and the last answer."""
    times = []
    answer: object = None
    for _ in range(repeat):
        start = time.perf_counter()
        answer = fn()
        times.append(time.perf_counter() - start)
    return statistics.median(times), answer


def rdflib_rows(graph: Graph, sparql: str) -> int:
    """Rows (or 1 for ASK, triples for CONSTRUCT) that rdflib's evaluator gives."""
    result = graph.query(sparql, initNs=PREFIX_MAP)
    return len(list(result))


def main() -> None:
    """Load, then time every named query on both engines."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5, help="runs per query with pyoxigraph (median)")
    parser.add_argument("--rdflib-repeat", type=int, default=3, help="runs per query with rdflib (median)")
    parser.add_argument("--hand-written", action="store_true", help="leave out knowledge/imported/")
    args = parser.parse_args()

    start = time.perf_counter()
    kb = load_knowledge(imported=False) if args.hand_written else load_knowledge()
    t_knowledge = time.perf_counter() - start
    start = time.perf_counter()
    graph = build_graph(kb)
    t_graph = time.perf_counter() - start
    start = time.perf_counter()
    store = Store(graph)
    t_store = time.perf_counter() - start
    print(f"knowledge loaded in {t_knowledge * 1000:.0f} ms; rdflib graph built in {t_graph * 1000:.0f} ms "
          f"({len(graph)} triples); loaded into pyoxigraph in {t_store * 1000:.0f} ms")

    queries = load_named_queries(default_root() / "queries")
    width = max(len(q) for q in queries)
    print(f"\n{'query'.ljust(width)}  {'oxigraph':>10}  {'rdflib':>10}  {'ratio':>8}  rows")
    ox_total = rdf_total = 0.0
    for qid, q in sorted(queries.items()):
        sparql = q.sparql
        t_ox, answer = timed(functools.partial(store.query, sparql), args.repeat)
        ox_rows = len(answer.rows) if isinstance(answer, Result) and answer.kind != "ask" else 1
        t_rdf, rdf_rows = timed(functools.partial(rdflib_rows, graph, sparql), args.rdflib_repeat)
        ox_total += t_ox
        rdf_total += t_rdf
        agree = "" if ox_rows == rdf_rows else f"  MISMATCH: rdflib gave {rdf_rows}"
        print(f"{qid.ljust(width)}  {t_ox * 1000:8.2f}ms  {t_rdf * 1000:8.1f}ms  {t_rdf / t_ox:7.0f}x  "
              f"{ox_rows}{agree}")
    print(f"{'all queries'.ljust(width)}  {ox_total * 1000:8.2f}ms  {rdf_total * 1000:8.1f}ms  "
          f"{rdf_total / ox_total:7.0f}x")


if __name__ == "__main__":
    main()
