"""Search benchmark for the full site in each language (run by hand, never in tests).

    .venv/bin/python bench/search.py [--site DIR] [--runs N]

Without --site it generates the full site into a throw-away folder (examples
are not run: the search does not depend on their results).  For each language
it reports the size of the search index, of the analyzer script with the
Polish lexicon (raw and gzip), the time the search hook adds to the build
(index rewrite + lexicon, and loading the alt forms), and, in headless
Chromium, the time from opening the home page to the first results of a typed
query (the worker downloads the index and builds lunr's index first) and the
time for a second query once the index is ready.  It also runs the hand-written
rules questions (tests/search/concepts.py) through `domwiki search` and prints
recall@1 and recall@3 per language.
"""

from __future__ import annotations

import argparse
import gzip
import json
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from generator.search.index import INDEX, LEXICON, SCRIPT, STATS  # noqa: E402
from tests.conftest import CHROMIUM, CHROMIUM_ARGS  # noqa: E402
from tests.helpers import serve_folder  # noqa: E402
from tests.search.concepts import CONCEPTS, concept_recall  # noqa: E402

QUERIES = {"en": ("duchies", "band of misfits"), "pl": ("zasobów", "czarny rynek")}


def build(base: Path) -> Path:
    """Generate and build both languages into ``base``; returns the site folder."""
    from generator.kb.load import default_root, load_knowledge
    from generator.publish import publish
    from generator.site import build as site_build
    from generator.site.context import build_context

    kb = load_knowledge(default_root())
    files = site_build.render(build_context(kb, None), site_dir=base / "site")
    for lang, pages in files.items():
        site_build.stage(lang, pages, base / "src")
    publish(base / "src", {lang: site_build.staging_dir(base / "src", lang) for lang in files})
    for lang in ("en", "pl"):
        start = time.perf_counter()
        site_build.mkdocs_build(lang, base / "src", base / "site")
        print(f"mkdocs {lang}: {time.perf_counter() - start:.1f}s (whole language build)")
    return base / "site"


def sizes(folder: Path) -> dict[str, Any]:
    """Bytes of the index and the analyzer script, raw and gzip, and the hook's own figures."""
    out: dict[str, Any] = json.loads((folder / STATS).read_text(encoding="utf-8"))
    for name, rel in (("index", INDEX), ("script", SCRIPT), ("lexicon", LEXICON)):
        data = (folder / rel).read_bytes()
        out[f"{name}_kb"] = round(len(data) / 1024, 1)
        out[f"{name}_gzip_kb"] = round(len(gzip.compress(data)) / 1024, 1)
    return out


def first_results(site: Path, lang: str, runs: int) -> tuple[list[float], list[float]]:
    """Seconds from navigation to the first results, and for a second query, over ``runs`` fresh pages."""
    from playwright.sync_api import sync_playwright

    cold: list[float] = []
    warm: list[float] = []
    first, second = QUERIES[lang]
    with serve_folder(site) as base, sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        for _ in range(runs):
            context = browser.new_context(viewport={"width": 1280, "height": 900})  # empty cache each run
            page = context.new_page()
            start = time.perf_counter()
            page.goto(f"{base}/{lang}/")
            box = page.locator("input.md-search__input")
            box.click()
            box.press_sequentially(first)
            page.wait_for_selector(".md-search-result__item", timeout=60_000)
            cold.append(time.perf_counter() - start)
            box.fill("")
            page.wait_for_selector(".md-search-result__item", state="detached", timeout=10_000)
            start = time.perf_counter()
            box.press_sequentially(second)
            page.wait_for_selector(".md-search-result__item", timeout=10_000)
            warm.append(time.perf_counter() - start)
            context.close()
        browser.close()
    return cold, warm


def recalls(folder: Path, lang: str) -> tuple[float, float, int]:
    """recall@1 and recall@3 of the rules questions with the Python search, and the number of questions."""
    from generator.search.query import SearchIndex

    index = SearchIndex(folder)
    cases = CONCEPTS[lang]
    found = {query: [hit.path for hit in index.search(query, 3)] for query, _ in cases}
    return concept_recall(found, cases, 1)[0], concept_recall(found, cases, 3)[0], len(cases)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--site", type=Path, help="an already built site folder (with en/ and pl/)")
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        site = args.site or build(Path(tmp))
        from generator.search.hook import _alt_forms

        start = time.perf_counter()
        _alt_forms()
        alt_seconds = time.perf_counter() - start
        for lang in ("en", "pl"):
            info = sizes(site / lang)
            at1, at3, n = recalls(site / lang, lang)
            print(f"[{lang}] rules questions: recall@1 {at1:.1%}, recall@3 {at3:.1%} ({n} questions)")
            cold, warm = first_results(site, lang, args.runs)
            print(f"[{lang}] entries {info['docs']}, index {info['index_kb']} KiB ({info['index_gzip_kb']} gzip), "
                  f"analyzer script {info['script_kb']} KiB ({info['script_gzip_kb']} gzip), "
                  f"lexicon {info['lexicon_entries']} forms")
            print(f"[{lang}] added to the build: {info['seconds']:.2f}s index rewrite + lexicon, "
                  f"{alt_seconds:.2f}s loading alt forms (once per process)")
            print(f"[{lang}] first results after opening the page: median {statistics.median(cold):.2f}s "
                  f"(runs {', '.join(f'{c:.2f}' for c in cold)}); next query {statistics.median(warm) * 1000:.0f} ms")


if __name__ == "__main__":
    main()
