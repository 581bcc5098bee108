"""The catalog of one language's pages and its navigation tree (mkdocs.yml's ``nav``).

Every page module makes its pages from a :class:`~generator.site.context.PageContext`;
this module only lists them, in order, and groups them for the sidebar.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from generator.site import coverage, evidence, indexes, labels, pages, query_page, sparql_page
from generator.site.context import SECTION_INDEXES, Page, PageContext
from generator.site.i18n import sorted_by
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


def catalog(ctx: PageContext) -> Catalog:
    """The pages of ``ctx``'s language, in a fixed order, and the navigation over them."""
    kb = ctx.kb
    gaining = indexes.gaining_pages(ctx)
    out = [pages.home_page(ctx)]
    out += [pages.card_page(ctx, c) for c in kb.cards.values()]
    out += [pages.rule_page(ctx, rid) for rid in kb.rules]
    out += [pages.term_page(ctx, tid) for tid in kb.terms]
    out += [pages.example_page(ctx, e) for e in kb.examples.values()]
    out += [pages.expansion_page(ctx, x) for x in kb.expansions]
    out += [pages.pile_page(ctx, pid) for pid in kb.piles]
    out += evidence.claim_pages(ctx)
    out += pages.section_index_pages(ctx)
    out += sparql_page.pages(ctx)
    out += query_page.query_pages(ctx)
    out += gaining
    out += [indexes.by_type_page(ctx), status_page(ctx)]
    out += coverage.coverage_pages(ctx)
    return Catalog(out, nav(ctx, gaining))


def nav(ctx: PageContext, gaining: list[Page]) -> list[Any]:
    """The navigation tree for mkdocs.yml, grouped (cards by expansion); ``gaining`` is that section's pages."""
    lang = ctx.lang
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
