"""No stored script: names and texts holding HTML, script, event handlers, Markdown or Jinja show literally.

A card's, an expansion's, a glossary term's, a rule's, an example's and a named query's
name (and a card summary) carry a payload in both languages; the knowledge lints and
the whole site builds (mkdocs, search index, JSON-LD, SPARQL page).  Every HTML page is
parsed for injected elements and handlers, and headless Chromium opens the pages that
show the names (page body, title, navigation, card table, search results, query page,
SPARQL page) in both languages: no dialog may open and each payload must be visible as
text, character for character.
"""

from __future__ import annotations

import html
import json
import re
import time
from collections.abc import Iterator
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from generator.cli import main
from generator.pipeline import build_site
from tests.e2e.search_box import open_search, type_query
from tests.helpers import copy_small_knowledge, serve_folder

pytestmark = [pytest.mark.browser, pytest.mark.xdist_group("browser")]

LONGEST_ID = "a" * 100
"""An id of the longest length accepted: the build must manage its page too."""


def payload(tag: str) -> str:
    """Script, an event handler, an attribute break-out, Markdown and Jinja, marked with ``tag``."""
    return (f"<img src=x onerror=alert('{tag}')><script>alert('{tag}')</script>\" onmouseover=\"alert('{tag}') "
            f"**b{tag}** {{{{ 7*7 }}}} {{% raw %}} [x](javascript:alert('{tag}')) </textarea></title><!--")


TAGS = {kind: {lang: f"{kind}{lang}" for lang in ("en", "pl")}
        for kind in ("card", "expansion", "term", "rule", "example", "query", "summary")}


def _yaml(text: str) -> str:
    return json.dumps(text, ensure_ascii=False)  # a JSON string is a YAML double-quoted scalar


def _replace(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text, (path, old)
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


def _pair(kind: str) -> str:
    return "{en: " + _yaml(payload(TAGS[kind]["en"])) + ", pl: " + _yaml(payload(TAGS[kind]["pl"])) + "}"


@pytest.fixture(scope="module")
def hostile(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The small knowledge with a payload in every kind of name, linted and built; returns the site folder."""
    base = tmp_path_factory.mktemp("stored-script")
    knowledge = copy_small_knowledge(base)
    _replace(knowledge / "cards" / "base.yaml", "name: {en: Village, pl: Wioska}",
             f"name: {_pair('card')}\n    summary: {_pair('summary')}")
    _replace(knowledge / "cards" / "base.yaml", "cards:\n", f"cards:\n  - id: {LONGEST_ID}\n    name: {{en: Long, "
             "pl: Długa}\n    name_source_pl: test fixture\n    expansion: base\n    editions: [2e]\n"
             "    cost: {coins: 99}\n    types: [action]\n    supply: kingdom\n")
    _replace(knowledge / "expansions.yaml", "name: {en: Cornucopia, pl: Róg obfitości}", f"name: {_pair('expansion')}")
    _replace(knowledge / "glossary.yaml", "term: {en: gain, pl: dodać}", f"term: {_pair('term')}")
    _replace(knowledge / "rules" / "gain.yaml", "title: {en: Gain, pl: Dodawanie}", f"title: {_pair('rule')}")
    _replace(knowledge / "examples" / "mine.yaml",
             "title: {en: Mine gains a Silver to your hand, pl: Kopalnia dodaje Srebrnik do ręki}",
             f"title: {_pair('example')}")
    query = knowledge / "queries" / "mine.rq"
    query.write_text(f"# title.en: {payload(TAGS['query']['en'])}\n# title.pl: {payload(TAGS['query']['pl'])}\n"
                     "SELECT ?card ?name WHERE { ?card a dw:Card ; rdfs:label ?name }\n", encoding="utf-8")
    lint = CliRunner().invoke(main, ["lint", "--knowledge", str(knowledge)])
    assert lint.exit_code == 0, lint.output  # what lint accepts, the build builds
    build_site(root=knowledge, src=base / "site_src", site_dir=base / "site")
    return base / "site"


class _Injected(HTMLParser):
    """Elements and attributes a payload would have injected."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.found: list[str] = []
        self.script: str | None = None
        self.script_type = ""

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        values = dict(attrs)
        if tag == "img" and values.get("src") == "x":
            self.found.append(f"<img src=x> at line {self.getpos()[0]}")
        for name, value in attrs:
            if name.startswith("on"):
                self.found.append(f"{name}= on <{tag}> at line {self.getpos()[0]}")
            if name in ("href", "src") and (value or "").strip().lower().startswith("javascript:"):
                self.found.append(f"javascript: {name} on <{tag}> at line {self.getpos()[0]}")
        if tag == "script":
            self.script, self.script_type = "", values.get("type") or ""

    def handle_data(self, data: str) -> None:
        if self.script is not None:
            self.script += data

    def handle_endtag(self, tag: str) -> None:
        if tag == "script" and self.script is not None:
            if "alert(" in self.script:
                if self.script_type != "application/ld+json":
                    self.found.append(f"a script running {self.script[:60]!r}")
                else:
                    json.loads(self.script)  # JSON-LD holding the payload must still be plain JSON
            self.script = None


def test_no_page_contains_an_injected_element(hostile: Path) -> None:
    """Across every built HTML page of both languages no payload became an element, handler or script."""
    pages = sorted(hostile.glob("*/**/*.html"))
    assert len(pages) > 50
    for page in pages:
        parser = _Injected()
        parser.feed(page.read_text(encoding="utf-8"))
        assert parser.found == [], f"{page.relative_to(hostile)}: {parser.found}"


def test_json_ld_and_search_index_keep_the_text(hostile: Path) -> None:
    """The card's JSON-LD holds the exact name; the search index holds every title escaped, never as markup."""
    for lang in ("en", "pl"):
        page = (hostile / lang / "cards" / "village" / "index.html").read_text(encoding="utf-8")
        blocks = re.findall(r'<script type="application/ld\+json">(.*?)</script>', page, re.S)
        assert len(blocks) == 1
        data = json.loads(blocks[0])
        assert data["name"] == payload(TAGS["card"][lang])
        assert data["description"] == payload(TAGS["summary"][lang])
        index = json.loads((hostile / lang / "search" / "search_index.json").read_text(encoding="utf-8"))
        titles = {doc["title"] for doc in index["docs"]}
        assert "<img" not in json.dumps(index, ensure_ascii=False)
        assert not [t for t in titles if "<script" in t or "<img" in t]  # the theme shows titles as HTML
        for kind in ("card", "expansion", "term", "rule", "example"):
            assert payload(TAGS[kind][lang]) in {html.unescape(t) for t in titles}, kind


@pytest.fixture(scope="module")
def base_url(hostile: Path) -> Iterator[str]:
    """The hostile site served over HTTP."""
    with serve_folder(hostile) as url:
        yield url


def _visit(browser: Any, url: str, action: Any = None) -> tuple[Any, list[str]]:
    """Open ``url`` (and run ``action``), recording every dialog; the page and the dialogs' messages."""
    page = browser.new_page()
    dialogs: list[str] = []

    def dismiss(dialog: Any) -> None:
        dialogs.append(dialog.message)
        dialog.dismiss()
    page.on("dialog", dismiss)
    page.goto(url)
    page.wait_for_load_state("load")
    if action is not None:
        action(page)
    time.sleep(0.3)  # an injected onerror would fire as the broken image fails to load
    return page, dialogs


PAGES = [
    ("cards/village/", ("card", "summary", "expansion")),
    ("cards/", ("card", "expansion")),
    ("rules/gain/", ("rule",)),
    ("glossary/gain/", ("term", "rule")),
    ("glossary/", ("term",)),
    ("examples/mine-gains-silver-to-hand/", ("example",)),
    ("expansions/cornucopia/", ("expansion",)),
    ("queries/", ("query", "card")),
    ("", ("rule",)),
]


@pytest.mark.parametrize("lang", ["en", "pl"])
@pytest.mark.parametrize(("path", "kinds"), PAGES, ids=[p or "home" for p, _ in PAGES])
def test_pages_show_payloads_as_text_without_dialogs(browser: Any, base_url: str, lang: str, path: str,
                                                     kinds: tuple[str, ...]) -> None:
    """Each page opens no dialog and shows each payload it names literally (its own title too)."""
    page, dialogs = _visit(browser, f"{base_url}/{lang}/{path}")
    try:
        assert dialogs == []
        text = page.inner_text("body")
        for kind in kinds:
            assert payload(TAGS[kind][lang]) in text, kind
        if path in ("cards/village/", "rules/gain/", "expansions/cornucopia/"):
            assert page.title().startswith(payload(TAGS[kinds[0]][lang]))
        assert page.locator("img[src='x']").count() == 0
    finally:
        page.close()


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_navigation_shows_names_literally(browser: Any, base_url: str, lang: str) -> None:
    """The sidebar lists the hostile card and rule names as text (the theme writes nav titles as HTML)."""
    page, dialogs = _visit(browser, f"{base_url}/{lang}/cards/village/")
    try:
        nav = page.locator("nav.md-nav--primary").first.text_content() or ""
        assert payload(TAGS["card"][lang]) in nav and payload(TAGS["rule"][lang]) in nav
        assert dialogs == []
    finally:
        page.close()


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_search_results_show_names_literally(browser: Any, base_url: str, lang: str) -> None:
    """Searching for the card finds its page; the result shows the name as text and opens no dialog."""
    root = f"{base_url}/{lang}/"
    page = browser.new_page()
    dialogs: list[str] = []
    page.on("dialog", lambda d: (dialogs.append(d.message), d.dismiss()))
    try:
        box = open_search(page, root)
        found = type_query(page, box, f"bcard{lang}", root)
        assert found[:1] == ["cards/village/"], found
        first = page.locator(".md-search-result__item").first.inner_text()
        assert payload(TAGS["card"][lang]) in first
        time.sleep(0.3)
        assert dialogs == []
    finally:
        page.close()


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_sparql_page_shows_titles_and_results_literally(browser: Any, base_url: str, lang: str) -> None:
    """On the SPARQL page the named query's title and the hostile card name in its results are text, no dialog."""
    def run(page: Any) -> None:
        page.select_option("#dw-sparql-named", "mine")
        page.click("#dw-sparql-run")
        page.wait_for_selector("#dw-sparql:is([data-state=done], [data-state=error])", timeout=30000)
    page, dialogs = _visit(browser, f"{base_url}/{lang}/sparql/", run)
    try:
        assert page.get_attribute("#dw-sparql", "data-state") == "done"
        options = page.locator("#dw-sparql-named option").all_inner_texts()
        assert payload(TAGS["query"][lang]) in options
        assert payload(TAGS["card"]["en"]) in page.inner_text("#dw-sparql-results")
        assert dialogs == []
    finally:
        page.close()


def test_longest_id_has_its_page(hostile: Path) -> None:
    """A card whose id has the longest accepted length (100) gets its page in both languages."""
    for lang in ("en", "pl"):
        assert (hostile / lang / "cards" / LONGEST_ID / "index.html").is_file()
