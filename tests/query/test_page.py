"""The "Query the knowledge graph" and vocabulary pages, in both languages."""

from __future__ import annotations

import html
import re
from pathlib import Path

import pytest
from rdflib import OWL, RDF, Graph

from generator.kb.load import default_root
from generator.kb.query import Cell, Result, load_named_queries
from generator.kb.schema import Knowledge
from generator.site import query_page
from generator.site.context import PageContext, build_context
from generator.site.i18n import make_env

DW = "https://w3id.org/domwiki/vocab#"
ARTISAN = "https://w3id.org/domwiki/card/artisan"
BADGE = "dw-untranslated-badge"


@pytest.fixture(scope="module")
def sites(kb: Knowledge) -> dict[str, PageContext]:
    """The English and Polish page contexts of the real knowledge."""
    build = build_context(kb, None)
    return {lang: PageContext(build, lang, make_env(lang)) for lang in ("en", "pl")}


@pytest.fixture(scope="module")
def rendered(sites: dict[str, PageContext]) -> dict[tuple[str, str], str]:
    """Both pages rendered in both languages: {(lang, path): Markdown}."""
    out = {}
    for lang, site in sites.items():
        for page in query_page.query_pages(site):
            out[(lang, page.path)] = site.env.get_template(page.template).render(**page.context)
    return out


def test_every_named_query_on_both_pages(rendered: dict[tuple[str, str], str]) -> None:
    """Each named query has a heading with its title in the page's language and its anchor, and its SPARQL."""
    for q in load_named_queries(default_root() / "queries").values():
        for lang in ("en", "pl"):
            page = rendered[(lang, "queries.md")]
            title = query_page.escape(q.title.show(lang))  # "non-Supply" is written non\-Supply
            assert re.search(rf"^### .*{re.escape(title)}.* \{{#{q.id}\}}$", page, re.M), (lang, q.id)
            first = q.sparql.splitlines()[0]
            assert html.escape(first, quote=False) in page, (lang, q.id)


def test_results_link_cards_in_the_page_language(rendered: dict[tuple[str, str], str]) -> None:
    """gain-to-hand's answer links Artisan as Rękodzielnik on the Polish page; Beggar (no Polish name) is marked."""
    pl, en = rendered[("pl", "queries.md")], rendered[("en", "queries.md")]
    assert "| [Rękodzielnik](cards/artisan.md) |" in pl
    assert "| [Artisan](cards/artisan.md) |" in en
    beggar = next(line for line in pl.splitlines() if line.startswith("| [Beggar](cards/beggar.md)"))
    assert BADGE in beggar
    assert BADGE not in en


def test_download_links_and_sizes(rendered: dict[tuple[str, str], str], kb: Knowledge) -> None:
    """The three exports are linked under ../data/ with their sizes in the page's number format."""
    sizes = {name: len(data) for name, data in build_context(kb, None).exports.items()}
    for lang in ("en", "pl"):
        page = rendered[(lang, "queries.md")]
        for name in ("graph.ttl", "graph.nt", "graph.jsonld"):
            assert f'<a href="../data/{name}" download>' in page
            assert f"<code>{name}</code>, {query_page.size_text(sizes[name], lang)})" in page


def test_size_text() -> None:
    """Sizes read 572.3 kB / 572,3 kB below a megabyte and 1.6 MB / 1,6 MB above."""
    assert query_page.size_text(572_316, "en") == "572.3 kB"
    assert query_page.size_text(572_316, "pl") == "572,3 kB"
    assert query_page.size_text(1_599_458, "en") == "1.6 MB"
    assert query_page.size_text(1_599_458, "pl") == "1,6 MB"


def test_cells(sites: dict[str, PageContext]) -> None:
    """Literals are escaped and tagged with a foreign language; vocabulary IRIs link; unbound shows (brak)."""
    site = sites["pl"]
    r = site.renderer("queries.md")
    vocab = query_page.vocabulary_labels(site)
    assert query_page.render_cell(site, r, Cell("a|b*c"), vocab) == r"a\|b\*c"
    assert query_page.render_cell(site, r, Cell("Gold", "literal", "en"), vocab) == '<span lang="en">Gold</span>'
    assert query_page.render_cell(site, r, Cell(DW + "Card", "iri"), vocab) == "[dw:Card](vocabulary.md#dw-Card)"
    assert query_page.render_cell(site, r, Cell("urn:x", "iri"), vocab) == "`urn:x`"
    assert "(brak)" in query_page.render_cell(site, r, None, vocab)


def test_long_results_are_cut_and_ask_is_a_sentence(sites: dict[str, PageContext]) -> None:
    """150 rows show as 100 with a note; ASK reads 'Odpowiedź: tak'."""
    site = sites["pl"]
    r = site.renderer("queries.md")
    cells = tuple((Cell(str(i)),) for i in range(150))
    long = Result(("n",), tuple((str(i),) for i in range(150)), cells=cells)
    block = query_page.results_block(site, r, long, {})
    assert block.count("\n| ") == 100 and "Pierwsze 100 z 150 wierszy" in block
    ask = Result(("result",), (("true",),), "ask", True)
    assert query_page.results_block(site, r, ask, {}) == "Odpowiedź: tak"


def test_vocabulary_documents_every_term(rendered: dict[tuple[str, str], str]) -> None:
    """Every class and property of ontology.ttl in our namespace has its own anchored heading on both pages."""
    g = Graph().parse(default_root() / "ontology.ttl", format="turtle")
    terms = {str(s) for t in (OWL.Class, OWL.ObjectProperty, OWL.DatatypeProperty, RDF.Property)
             for s in g.subjects(RDF.type, t) if str(s).startswith(DW)}
    assert len(terms) >= 60
    for lang in ("en", "pl"):
        page = rendered[(lang, "vocabulary.md")]
        anchors = set(re.findall(r"\{#dw-(\w+)\}", page))
        assert anchors == {t[len(DW):] for t in terms}, lang


def test_vocabulary_labels_in_both_languages(rendered: dict[tuple[str, str], str]) -> None:
    """dw:Card is 'karta' on the Polish page and 'card' on the English one; both labels are listed on each."""
    pl, en = rendered[("pl", "vocabulary.md")], rendered[("en", "vocabulary.md")]
    assert "### `dw:Card` — karta {#dw-Card}" in pl
    assert "### `dw:Card` — card {#dw-Card}" in en
    for page in (pl, en):
        card = page.split("{#dw-Card}")[1].split("###")[0]
        assert "| card |" in card and "| karta |" in card


def check_built(site_dir: Path) -> None:
    """The built pages exist in both languages and every download link resolves to a file of the stated size."""
    for lang in ("en", "pl"):
        page = (site_dir / lang / "queries" / "index.html").read_text(encoding="utf-8")
        assert (site_dir / lang / "vocabulary" / "index.html").is_file()
        links = re.findall(r'<a href="\.\./data/([\w.]+)" download>', page)
        assert links == ["graph.ttl", "graph.nt", "graph.jsonld"]
        for name in links:
            size = (site_dir / lang / "data" / name).stat().st_size
            assert f"<code>{name}</code>, {query_page.size_text(size, lang)})" in page


def test_built_site_has_the_pages_and_downloads(built_site: Path) -> None:
    """After a real build (mkdocs, strict), both languages have the pages and the downloads they link."""
    check_built(built_site)
