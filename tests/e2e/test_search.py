"""End to end: the search box of each language in headless Chromium, against the query table."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tests.e2e.search_box import open_search, type_query
from tests.helpers import serve_folder
from tests.search.cases import CASES, MIN_CASES, MIN_RECALL, recall

pytestmark = [pytest.mark.browser, pytest.mark.xdist_group("browser")]


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_search_table_recall(built_site: Path, browser: Any, lang: str) -> None:
    """Typing each query of the table puts its page in the top 3 for at least MIN_RECALL (95%) of the queries."""
    cases = [(q, p) for q, p in CASES[lang] if (built_site / lang / p / "index.html").is_file()]
    assert len(cases) >= MIN_CASES, f"only {len(cases)} of the {lang} search cases have a page"
    with serve_folder(built_site) as base:
        page = browser.new_page(viewport={"width": 1280, "height": 900})
        errors: list[str] = []
        page.on("console", lambda msg: errors.append(msg.text) if msg.type in ("error", "warning") else None)
        root = f"{base}/{lang}/"
        box = open_search(page, root)
        found = {query: type_query(page, box, query, root) for query, _ in cases}
        page.close()
    score, misses = recall(found, cases)
    print(f"search recall {lang}: {score:.1%} of {len(cases)} queries")  # noqa: T201 - the test reports recall
    assert score >= MIN_RECALL, f"{lang} recall {score:.1%} < {MIN_RECALL:.0%}:\n" + "\n".join(misses)
    assert errors == [], errors


def test_each_language_finds_only_its_own_pages(built_site: Path, browser: Any) -> None:
    """The Polish box returns /pl/ pages only (Polish titles) and the English box /en/ pages only."""
    with serve_folder(built_site) as base:
        page = browser.new_page(viewport={"width": 1280, "height": 900})
        for lang, query, title in (("pl", "Duchy", "Powiat"), ("en", "Powiat", "Duchy")):
            root = f"{base}/{lang}/"
            box = open_search(page, root)
            paths = type_query(page, box, query, root)
            hrefs = page.eval_on_selector_all(".md-search-result__link", "els => els.map(e => e.href)")
            assert paths and all(h.startswith(root) for h in hrefs), hrefs
            first = page.locator(".md-search-result__item h1").first.inner_text()
            assert first.strip() == title
        page.close()
