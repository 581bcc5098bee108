"""The coverage pages: per expansion, what the engine and the knowledge cover of each card; the check counts."""

from __future__ import annotations

from typing import Any

from generator.checker.check import counts
from generator.checker.coverage import CardCoverage, Totals, coverage, totals
from generator.checker.runner import Verdict
from generator.site.context import Page, PageContext
from generator.site.i18n import sorted_by
from generator.site.labels import N_
from generator.site.text import escape

INDEX = "coverage/index.md"
NAME_STATUS = {"missing": N_("missing"), "no-polish-edition": N_("no Polish edition"), "high": N_("certain"),
               "medium": N_("probable"), "low": N_("uncertain"), "unrated": N_("not rated")}
"""How sure the Polish name of a card is, as the coverage pages say it."""


def page_of(expansion: str) -> str:
    """The coverage page of one expansion."""
    return f"coverage/{expansion}.md"


def _rows(site: PageContext) -> list[CardCoverage]:
    report = site.report
    if report is None:
        return []
    return site.memo("coverage", lambda: coverage(site.kb, report))


def check_counts(site: PageContext) -> dict[str, str] | None:
    """The home page's line: how many checks passed, failed and are unproven, linking the coverage pages."""
    if site.report is None:
        return None
    n = counts(site.report.all)
    return {"title": escape(site._("Checks on the engine")), "line": escape(verdict_line(site, n[Verdict.PASSED],
                                                                                      n[Verdict.FAILED],
                                                                                      n[Verdict.UNPROVEN])),
            "link": str(site.macros.link(escape(site._("Coverage")), INDEX))}


def verdict_line(site: PageContext, passed: int, failed: int, unproven: int) -> str:
    """'3 passed, 0 failed, 2 unproven' in the page's language, with its plural forms."""
    return ", ".join((site.ngettext("%(num)d passed", "%(num)d passed", passed) % {"num": passed},
                      site.ngettext("%(num)d failed", "%(num)d failed", failed) % {"num": failed},
                      site.ngettext("%(num)d unproven", "%(num)d unproven", unproven) % {"num": unproven}))


def _summary(site: PageContext, t: Totals) -> str:
    cards = site.ngettext("%(num)d card", "%(num)d cards", t.cards) % {"num": t.cards}
    engine = site.ngettext("%(num)d implemented in the engine", "%(num)d implemented in the engine",
                           t.engine) % {"num": t.engine}
    examples = site.ngettext("%(num)d proven example", "%(num)d proven examples", t.examples) % {"num": t.examples}
    facts = verdict_line(site, t.facts.proven, t.facts.failed, t.facts.unproven)
    label = site._("facts")
    return f"{cards}: {engine}; {examples}; {label}: {facts}."


def coverage_pages(site: PageContext) -> list[Page]:
    """The coverage index (one line per expansion) and one page per expansion with a row per card."""
    rows = _rows(site)
    if site.report is None:
        return []
    out: list[Page] = []
    index_rows: list[list[str]] = []
    expansions = sorted_by([x for x in site.kb.expansions.values() if any(r.expansion == x.id for r in rows)],
                           lambda x: x.name.show(site.lang), site.lang)
    for exp in expansions:
        mine = [r for r in rows if r.expansion == exp.id]
        t = totals(mine)
        here = page_of(exp.id)
        out.append(_expansion_page(site, here, exp.name.show(site.lang), mine, t))
        link = str(site.macros.link(escape(exp.name.show(site.lang)), f"{exp.id}.md"))
        index_rows.append([link, str(t.cards), str(t.engine),
                           str(t.examples), str(t.facts.proven), str(t.facts.failed), str(t.facts.unproven),
                           str(t.description_en), str(t.description_pl), str(t.polish_names)])
    head = [escape(site.t(h)) for h in (N_("Expansion"), N_("Cards"), N_("In the engine"), N_("Proven examples"),
                                         N_("Facts proven"), N_("Facts failed"), N_("Facts unproven"),
                                         N_("Description (English)"), N_("Description (Polish)"),
                                         N_("Polish name"))]
    intro = escape(site._("What the rules engine implements and what the knowledge says about every card, per "
                          "expansion. A fact is unproven while the engine lacks the behaviour of its card: it is "
                          "never counted as proven.")) + "\n\n" + escape(_summary(site, totals(rows)))
    out.insert(0, Page(INDEX, "list.md.j2", {**site.base(site._("Coverage")), "intro": intro, "items": [],
                                             "table": {"head": head, "rows": index_rows}}))
    return out


def _expansion_page(site: PageContext, here: str, name: str, rows: list[CardCoverage], t: Totals) -> Page:
    r = site.renderer(here)
    yes, no = escape(site._("yes")), escape(site._("no"))
    cards = sorted_by(rows, lambda c: r.name("card", c.card), site.lang)
    table_rows = [[r.link("card", c.card), yes if c.engine else no, str(c.examples), str(c.facts.proven),
                   str(c.facts.failed), str(c.facts.unproven), yes if c.description_en else no,
                   yes if c.description_pl else no, escape(site.t(NAME_STATUS[c.polish_name]))] for c in cards]
    head = [escape(site.t(h)) for h in (N_("Card"), N_("In the engine"), N_("Proven examples"), N_("Facts proven"),
                                         N_("Facts failed"), N_("Facts unproven"), N_("Description (English)"),
                                         N_("Description (Polish)"), N_("Polish name"))]
    title = site._("Coverage: %(expansion)s") % {"expansion": name}
    context: dict[str, Any] = {**site.base(title), "intro": escape(_summary(site, t)), "items": [],
                               "table": {"head": head, "rows": table_rows}}
    return Page(here, "list.md.j2", context)


def nav_entry(site: PageContext) -> dict[str, str]:
    """The coverage index in the navigation (the expansion pages are reached from it)."""
    return {site._("Coverage"): INDEX}
