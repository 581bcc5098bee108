"""End to end: the SPARQL page runs queries in headless Chromium with Oxigraph (WebAssembly) in a Web Worker."""

from __future__ import annotations

import time
import urllib.parse
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from generator.kb.graph import build_graph
from generator.kb.load import default_root
from generator.kb.query import Store, load_named_queries
from generator.kb.schema import Knowledge
from tests.helpers import serve_folder

pytestmark = [pytest.mark.browser, pytest.mark.xdist_group("browser")]

CROSS_PRODUCT = "SELECT (COUNT(*) AS ?n) WHERE { ?a ?b ?c . ?d ?e ?f . ?g ?h ?i . ?j ?k ?l }"


@pytest.fixture(scope="module")
def base(built_site: Path) -> Iterator[str]:
    """The built site served over HTTP under a sub-path (/site/)."""
    with serve_folder(built_site.parent) as url:
        yield f"{url}/site"


@pytest.fixture(scope="module")
def store(kb: Knowledge) -> Store:
    """The command line's query store on the same knowledge."""
    return Store(build_graph(kb))


def _open(browser: Any, url: str) -> tuple[Any, list[str]]:
    page = browser.new_page()
    errors: list[str] = []
    page.on("console", lambda msg: errors.append(msg.text) if msg.type == "error" else None)
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.goto(url)
    return page, errors


def _finish(page: Any, timeout: float = 20000) -> str:
    """Wait until the query has finished; its final state."""
    page.wait_for_selector("#dw-sparql:is([data-state=done], [data-state=error])", timeout=timeout)
    return str(page.get_attribute("#dw-sparql", "data-state"))


def _rows(page: Any) -> set[tuple[str | None, ...]]:
    """The result table's rows as the raw values of its cells (None when unbound)."""
    cells = page.eval_on_selector_all(
        "#dw-sparql-results tbody tr",
        "trs => trs.map(tr => [...tr.cells].map(td => 'value' in td.dataset ? td.dataset.value : null))")
    return {tuple(row) for row in cells}


def test_every_named_query_matches_the_command_line(base: str, browser: Any, store: Store) -> None:
    """Each named query picked from the list and run in the page gives exactly the rows of the Python Store."""
    queries = load_named_queries(default_root() / "queries")
    assert queries
    page, errors = _open(browser, f"{base}/en/sparql/")
    for query in queries.values():
        page.select_option("#dw-sparql-named", query.id)
        assert page.input_value("#dw-sparql-text") == query.sparql
        page.click("#dw-sparql-run")
        assert _finish(page) == "done", page.inner_text("#dw-sparql-results")
        expected = {tuple(row) for row in store.query(query.sparql).rows}
        assert _rows(page) == expected, query.id
    assert errors == [], errors
    page.close()


def test_card_iris_link_to_card_pages_in_the_page_language(base: str, browser: Any, built_site: Path) -> None:
    """A card IRI in the Polish results links to ../cards/<id>/, which is the card's Polish page."""
    query = "SELECT ?card WHERE { card:artisan dw:gains ?g . BIND(card:artisan AS ?card) } LIMIT 1"
    page, errors = _open(browser, f"{base}/pl/sparql/?q={urllib.parse.quote(query)}")
    assert _finish(page) == "done"
    link = page.locator("#dw-sparql-results tbody td a").first
    assert link.get_attribute("href") == "../cards/artisan/"
    assert link.inner_text() == "card:artisan"
    assert (built_site / "pl" / "cards" / "artisan" / "index.html").is_file()
    link.evaluate("a => a.click()")  # Material's sticky header may cover the row
    page.wait_for_url("**/site/pl/cards/artisan/")
    assert errors == [], errors
    page.close()


def test_shared_link_restores_the_query_and_runs_it(base: str, browser: Any) -> None:
    """Opening ?q=<query> fills the editor with that text and shows its answer; the share link carries the text."""
    query = 'SELECT ?label WHERE { card:artisan rdfs:label ?label . FILTER(lang(?label) = "en") }'
    page, errors = _open(browser, f"{base}/en/sparql/?q={urllib.parse.quote(query)}")
    assert page.input_value("#dw-sparql-text") == query
    assert _finish(page) == "done"
    assert _rows(page) == {("Artisan",)}
    href = page.get_attribute("#dw-sparql-share", "href") or ""
    assert urllib.parse.parse_qs(urllib.parse.urlparse(href).query)["q"] == [query]
    assert page.input_value("#dw-sparql-named") == ""
    assert errors == [], errors
    page.close()


def test_polish_page_lists_polish_titles_and_reports_syntax_errors_in_polish(base: str, browser: Any) -> None:
    """The Polish page offers the Polish query titles; a bad LIMIT on line 4, column 7 is reported in Polish."""
    queries = load_named_queries(default_root() / "queries")
    page, errors = _open(browser, f"{base}/pl/sparql/")
    options = page.eval_on_selector_all("#dw-sparql-named option", "os => os.map(o => [o.value, o.textContent])")
    assert options[0] == ["", "Napisz własne zapytanie"]
    assert dict(options[1:]) == {q.id: q.title.show("pl") for q in queries.values()}
    page.fill("#dw-sparql-text", "SELECT ?x WHERE {\n  ?x ?y ?z\n}\nLIMIT x")
    page.click("#dw-sparql-run")
    assert _finish(page) == "error"
    assert page.inner_text("#dw-sparql-status") == "Błąd składni w wierszu 4, kolumnie 7."
    assert errors == [], errors
    page.close()


def test_long_query_can_be_cancelled_and_the_page_stays_responsive(base: str, browser: Any) -> None:
    """A four-fold cross product of all triples is cancelled with the button; the page reacts and runs again."""
    page, errors = _open(browser, f"{base}/pl/sparql/")
    page.fill("#dw-sparql-text", CROSS_PRODUCT)
    page.click("#dw-sparql-run")
    page.wait_for_selector("#dw-sparql[data-state=running]")
    page.wait_for_timeout(1500)
    assert page.get_attribute("#dw-sparql", "data-state") == "running"
    started = time.perf_counter()
    assert page.evaluate("1 + 1") == 2  # the page's own thread answers while the query runs
    assert time.perf_counter() - started < 1.0
    page.click("#dw-sparql-cancel")
    assert page.get_attribute("#dw-sparql", "data-state") == "cancelled"
    assert page.inner_text("#dw-sparql-status") == "Zapytanie zostało anulowane."
    assert page.is_disabled("#dw-sparql-cancel") and page.is_enabled("#dw-sparql-run")
    page.fill("#dw-sparql-text", "ASK { card:artisan ?p ?o }")
    page.click("#dw-sparql-run")
    assert _finish(page) == "done"
    assert _rows(page) == {("true",)}
    assert page.inner_text("#dw-sparql-results td") == "tak"
    assert errors == [], errors
    page.close()
