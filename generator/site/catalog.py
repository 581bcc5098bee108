"""The catalog of one language's pages and its navigation tree (mkdocs.yml's ``nav``).

Every page module makes its pages from a :class:`~generator.site.context.PageContext`;
this module only lists them, in order, and groups them for the sidebar.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from generator.site import coverage, evidence, indexes, labels, pages, query_page, sparql_page
from generator.site.context import SECTION_INDEXES, Page, PageContext
from generator.site.i18n import sorted_by
from generator.site.reads import Token
from generator.site.status import status_page
from generator.site.text import attr, page_path

NOT_IN_NAV = ("/piles/*.md", "/examples/*.md", "/glossary/*.md", "/expansions/*.md", "/coverage/*.md",
              "/claims/*.md")
"""Pages reached from their section's index page rather than from the sidebar (keeps every page small)."""


@dataclass(frozen=True)
class Catalog:
    """Every page of one language and its navigation tree."""

    pages: list[Page]
    nav: list[Any]


@dataclass(frozen=True)
class Unit:
    """Pages made together: one record's page, or a family made from many records (generator.site.reads)."""

    key: str
    make: Callable[[], list[Page]]
    record: Token | None = None
    """The record the unit is the page of (its own fields are read without a table lookup)."""
    always: bool = False
    """Made in every build: it shows what any edit changes (the graph's size, the named queries' answers)."""


def units(ctx: PageContext) -> list[Unit]:
    """The units of ``ctx``'s language, in the order of their pages."""
    kb = ctx.kb

    def each(table: str, kind: str, ids: Any, make: Callable[[Any], Page]) -> list[Unit]:
        def one(rid: str) -> Unit:
            return Unit(f"{kind}/{rid}", lambda: [make(rid)], (table, rid))
        return [one(rid) for rid in ids]
    cards = kb.cards
    examples = kb.examples
    return [
        Unit("home", lambda: [pages.home_page(ctx)]),
        *each("cards", "card", list(cards), lambda cid: pages.card_page(ctx, cards[cid])),
        *each("rules", "rule", list(kb.rules), lambda rid: pages.rule_page(ctx, rid)),
        *each("terms", "term", list(kb.terms), lambda tid: pages.term_page(ctx, tid)),
        *each("examples", "example", list(examples), lambda eid: pages.example_page(ctx, examples[eid])),
        *each("expansions", "expansion", list(kb.expansions), lambda xid: pages.expansion_page(ctx, xid)),
        *each("piles", "pile", list(kb.piles), lambda pid: pages.pile_page(ctx, pid)),
        Unit("claims", lambda: evidence.claim_pages(ctx)),
        Unit("sections", lambda: pages.section_index_pages(ctx)),
        Unit("sparql", lambda: sparql_page.pages(ctx), always=True),
        Unit("queries", lambda: query_page.query_pages(ctx), always=True),
        Unit("gaining", lambda: indexes.gaining_pages(ctx)),
        Unit("by-type", lambda: [indexes.by_type_page(ctx)]),
        Unit("status", lambda: [status_page(ctx)]),
        Unit("coverage", lambda: coverage.coverage_pages(ctx)),
    ]


def catalog(ctx: PageContext) -> Catalog:
    """The pages of ``ctx``'s language, in a fixed order, and the navigation over them."""
    return Catalog([page for unit in units(ctx) for page in unit.make()], nav(ctx))


def nav(ctx: PageContext) -> list[Any]:
    """The navigation tree for mkdocs.yml, grouped (cards by expansion)."""
    lang = ctx.lang
    gaining = indexes.gaining_pages(ctx)
    r = ctx.renderer("index.md")
    cards_nav: list[Any] = ["cards/index.md", {ctx._("Cards by type"): "cards/by-type.md"}]
    for exp in sorted_by(ctx.kb.expansions.values(), lambda x: x.name.show(lang), lang):
        members = [c for c in ctx.kb.cards.values() if c.expansion == exp.id]
        if members:
            cards_nav.append({exp.name.show(lang): [{c.name.show(lang): page_path("card", c.id)}
                                                    for c in sorted_by(members, lambda c: c.name.show(lang), lang)]})

    def section(kind: str, title: str, members: bool = True) -> dict[str, Any]:
        index = dict(SECTION_INDEXES)[title]
        if not members:
            return {ctx.t(title): index}
        records = sorted_by(ctx.kb.kind_table(kind), lambda rid: r.name(kind, rid), lang)
        return {ctx.t(title): [index] + [{r.name(kind, rid): page_path(kind, rid)} for rid in records]}
    return _escaped_titles([
        {ctx._("Home"): "index.md"},
        section("rule", labels.N_("Rules and concepts")),
        {ctx._("Cards"): cards_nav},
        {ctx.t(indexes.GAINING_TITLE): ["gaining/index.md"] + [{p.context["title_text"]: p.path} for p in gaining
                                                    if p.path != "gaining/index.md"]},
        section("pile", labels.N_("Piles"), members=False),
        section("example", labels.N_("Examples"), members=False),
        section("term", labels.N_("Glossary"), members=False),
        section("expansion", labels.N_("Expansions"), members=False),
        sparql_page.nav_entry(ctx),
        query_page.nav_entry(ctx),
        {ctx._("Translation status"): "translation.md"},
        *([coverage.nav_entry(ctx)] if ctx.report is not None else []),
    ])


def _escaped_titles(tree: list[Any]) -> list[Any]:
    """A navigation tree with every title HTML-escaped (the theme writes nav titles as they are)."""
    def walk(node: Any) -> Any:
        if isinstance(node, list):
            return [walk(item) for item in node]
        if isinstance(node, dict):
            return {attr(title, quote=False): walk(value) for title, value in node.items()}
        return node
    return [walk(item) for item in tree]
