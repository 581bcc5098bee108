"""SPARQL page benchmark (run by hand, never in tests): extra download weight and time to the first result.

    .venv/bin/python bench/sparql_page.py [--site site] [--query gain-to-hand] [--runs 5]

Weight: the bytes the SPARQL page downloads on top of an ordinary page (its
script, worker, CSS, Oxigraph's web.js + web_bg.wasm and data/graph.nt), raw
and gzip-compressed (what a server with compression sends).  Time: headless
Chromium (Debian's, /usr/bin/chromium) opens ``en/sparql/?q=<named query>``
in a fresh context (empty cache) over a local HTTP server; the time from
navigation to the finished result table, the median of ``--runs`` runs, with
the query's own time inside the worker.  Build the site first (``make build``).
"""

from __future__ import annotations

import argparse
import gzip
import statistics
import sys
import time
import urllib.parse
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from generator.kb.load import default_root  # noqa: E402
from generator.kb.query import load_named_queries  # noqa: E402
from tests.conftest import CHROMIUM, CHROMIUM_ARGS  # noqa: E402
from tests.helpers import serve_folder  # noqa: E402

EXTRA = ("assets/sparql/sparql.js", "assets/sparql/worker.js", "assets/sparql/sparql.css",
         "assets/sparql/oxigraph/web.js", "assets/sparql/oxigraph/web_bg.wasm", "data/graph.nt")


def weight(lang_dir: Path) -> list[tuple[str, int, int]]:
    """Each extra file with its size raw and gzip-compressed."""
    out = []
    for rel in EXTRA:
        data = (lang_dir / rel).read_bytes()
        out.append((rel, len(data), len(gzip.compress(data, 6))))
    return out


def first_result(site: Path, sparql: str, runs: int) -> tuple[list[float], list[float]]:
    """Seconds from navigation to the result table, and the query's own milliseconds, per run."""
    from playwright.sync_api import sync_playwright

    totals: list[float] = []
    query_ms: list[float] = []
    with serve_folder(site) as base, sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        for _ in range(runs):
            context = browser.new_context()
            page = context.new_page()
            started = time.perf_counter()
            page.goto(f"{base}/en/sparql/?q={urllib.parse.quote(sparql)}")
            page.wait_for_selector("#dw-sparql[data-state=done]", timeout=60000)
            totals.append(time.perf_counter() - started)
            status = page.inner_text("#dw-sparql-status")
            query_ms.append(float(status.rsplit("·", 1)[-1].split()[0]))
            context.close()
        browser.close()
    return totals, query_ms


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--site", type=Path, default=ROOT / "site")
    parser.add_argument("--query", default="gain-to-hand")
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    rows = weight(args.site / "en")
    print(f"{'file':40} {'bytes':>10} {'gzip':>10}")
    for rel, raw, packed in rows:
        print(f"{rel:40} {raw:>10,} {packed:>10,}")
    print(f"{'total':40} {sum(r[1] for r in rows):>10,} {sum(r[2] for r in rows):>10,}")
    sparql = load_named_queries(default_root() / "queries")[args.query].sparql
    totals, query_ms = first_result(args.site, sparql, args.runs)
    print(f"first result of {args.query!r} (fresh cache, {args.runs} runs): median "
          f"{statistics.median(totals):.2f} s (min {min(totals):.2f}, max {max(totals):.2f}); "
          f"query itself median {statistics.median(query_ms):.0f} ms")


if __name__ == "__main__":
    main()
