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
    """Opening ?query=<query> fills the editor with that text and shows its answer; the share link carries the
    text; the theme's search box stays closed."""
    query = 'SELECT ?label WHERE { card:artisan rdfs:label ?label . FILTER(lang(?label) = "en") }'
    page, errors = _open(browser, f"{base}/en/sparql/?query={urllib.parse.quote(query)}")
    assert page.input_value("#dw-sparql-text") == query
    assert _finish(page) == "done"
    assert _rows(page) == {("Artisan",)}
    href = page.get_attribute("#dw-sparql-share", "href") or ""
    assert urllib.parse.parse_qs(urllib.parse.urlparse(href).query)["query"] == [query]
    assert page.evaluate("document.querySelector('[data-md-toggle=search]').checked") is False
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


def test_syntax_error_is_short_translated_and_points_at_the_place(base: str, browser: Any) -> None:
    """A bad LIMIT on line 4 shows one Polish sentence with line and column and the line with a caret under
    column 7, as `domwiki query` does; the parser's list of expected tokens is not shown."""
    page, errors = _open(browser, f"{base}/pl/sparql/")
    page.fill("#dw-sparql-text", "SELECT ?x WHERE {\n  ?x ?y ?z\n}\nLIMIT x")
    page.click("#dw-sparql-run")
    assert _finish(page) == "error"
    assert page.inner_text("#dw-sparql-status") == "Błąd składni w wierszu 4, kolumnie 7."
    detail = page.inner_text("#dw-sparql-results pre.dw-sparql-detail")
    assert detail == "LIMIT x\n      ^"
    assert "expected" not in page.inner_text("#dw-sparql-results")
    assert (page.get_attribute("#dw-sparql", "data-error-line"),
            page.get_attribute("#dw-sparql", "data-error-column")) == ("4", "7")
    assert errors == [], errors
    page.close()


def test_unknown_prefix_is_named_in_the_page_language(base: str, browser: Any) -> None:
    """An undeclared prefix foo: is named, with the built-in prefixes, in English and in Polish."""
    query = "SELECT * WHERE { ?s foo:bar ?o }"
    for lang, start in (("en", "Syntax error at line 1, column "), ("pl", "Błąd składni w wierszu 1, kolumnie ")):
        page, errors = _open(browser, f"{base}/{lang}/sparql/?q={urllib.parse.quote(query)}")
        assert _finish(page) == "error"
        status = page.inner_text("#dw-sparql-status")
        assert status.startswith(start), status
        assert ("unknown prefix foo:" if lang == "en" else "nieznany prefiks foo:") in status
        assert "dw, rdf" in status and len(status) < 200
        assert errors == [], errors
        page.close()


@pytest.mark.parametrize("key", ["query", "q"])
@pytest.mark.parametrize("text, english", [
    ("SELECT * WHERE " + "{" * 5_000 + "}" * 5_000, "The query nests deeper than 64 levels at line 1, column 80."),
    ("SELECT * WHERE {\n  SERVICE <http://example.org/sparql> { ?s ?p ?o }\n}",
     "SERVICE at line 2, column 3 is not allowed: this page only queries the wiki's own graph."),
])
def test_pathological_link_is_refused_and_later_queries_still_run(base: str, browser: Any, text: str,
                                                                  english: str, key: str) -> None:
    """A shared link (new ?query= or old ?q=) with a query nested 5 000 deep or one with SERVICE is refused
    before the engine sees it, with a short message; the theme's search box stays closed and the next queries
    on the page run normally."""
    page, errors = _open(browser, f"{base}/en/sparql/?{key}={urllib.parse.quote(text)}")
    assert _finish(page) == "error"
    assert page.inner_text("#dw-sparql-status") == english
    assert page.evaluate("document.querySelector('[data-md-toggle=search]').checked") is False
    page.fill("#dw-sparql-text", "ASK { card:artisan ?p ?o }")
    page.click("#dw-sparql-run")
    assert _finish(page) == "done"
    assert _rows(page) == {("true",)}
    page.fill("#dw-sparql-text", 'SELECT ?label WHERE { card:artisan rdfs:label ?label FILTER(lang(?label) = "en") }')
    page.click("#dw-sparql-run")
    assert _finish(page) == "done"
    assert _rows(page) == {("Artisan",)}
    assert errors == [], errors
    page.close()


BROKEN_FIRST_WORKER = """(() => {
  const Real = window.Worker;
  let made = 0;
  window.Worker = function (url, options) {
    const worker = new Real(url, options);
    if (!String(url).includes("/assets/sparql/")) return worker;  // the theme's search worker
    made += 1;
    window.dwWorkersMade = made;
    if (made === 1) {  // the first engine fails every query the way a crashed WebAssembly module does
      const post = worker.postMessage.bind(worker);
      worker.postMessage = (m) => m.query === undefined ? post(m) : setTimeout(() =>
        worker.onmessage({data: {id: m.id, type: "error", message: "RuntimeError: unreachable"}}));
    }
    return worker;
  };
})();"""


def test_overlong_query_is_refused_and_the_page_goes_on(base: str, browser: Any) -> None:
    """A query over 100 000 characters is refused with its length and the limit; the next query runs."""
    page, errors = _open(browser, f"{base}/pl/sparql/")
    page.fill("#dw-sparql-text", "ASK { card:artisan ?p ?o } #" + "x" * 100_000)
    page.click("#dw-sparql-run")
    assert _finish(page) == "error"
    assert page.inner_text("#dw-sparql-status") == "Zapytanie jest za długie: 100028 znaków, najwyżej 100000."
    page.fill("#dw-sparql-text", "ASK { card:artisan ?p ?o }")
    page.click("#dw-sparql-run")
    assert _finish(page) == "done"
    assert _rows(page) == {("true",)}
    assert errors == [], errors
    page.close()


def test_an_engine_failure_gives_the_next_query_a_fresh_engine(base: str, browser: Any) -> None:
    """When the engine fails without a syntax error, the page says so briefly, drops that worker and runs the
    next query on a new one."""
    page = browser.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.add_init_script(BROKEN_FIRST_WORKER)
    page.goto(f"{base}/en/sparql/")
    page.fill("#dw-sparql-text", "ASK { card:artisan ?p ?o }")
    page.click("#dw-sparql-run")
    assert _finish(page) == "error"
    assert page.inner_text("#dw-sparql-status") == "The query failed."
    page.click("#dw-sparql-run")
    assert _finish(page) == "done"
    assert _rows(page) == {("true",)}
    assert page.evaluate("window.dwWorkersMade") == 2
    assert errors == [], errors
    page.close()
