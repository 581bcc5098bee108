"""The pages of the knowledge's entities in one language: home, cards, rules, terms, examples, expansions,
piles and the section index pages (nothing is written here; :mod:`generator.site.catalog` lists them)."""

from __future__ import annotations

import posixpath
from typing import Any

from generator.kb.refs import parse_target
from generator.kb.schema import Card, Example, Text
from generator.site import coverage, evidence, gains, indexes, labels, supply
from generator.site.context import SECTION_INDEXES, Page, PageContext, list_item
from generator.site.i18n import join_list, sorted_by
from generator.site.jsonld import card_jsonld
from generator.site.text import Renderer, escape, page_path, relative


def type_link(ctx: PageContext, r: Renderer, card_type: str) -> str:
    """A card type named as the glossary names it, linked to its glossary entry."""
    label = ctx.type_label(card_type)
    term = ctx.build.named.get(f"type:{card_type}")
    return r.link("term", term.id, label) if term is not None else escape(label)


def name_status(ctx: PageContext, card: Card) -> str | None:
    """Where the Polish name stands: the Polish printing that has it, or the fan wiki only (escaped)."""
    exp = ctx.kb.expansions.get(card.expansion)
    printed = exp.polish_edition(card.editions) if exp else None
    if card.name_status_pl == "official" and printed is not None:
        where = ", ".join([printed.publisher, *([str(printed.year)] if printed.year else [])])
        return gains.fill(ctx._("official, printed in {title} ({publisher})"),
                          title=str(ctx.macros.polish(escape(printed.title))), publisher=escape(where))
    if card.name_status_pl == "fan-wiki" and card.fan_name_pl is not None:
        return gains.fill(ctx._("no Polish edition; the Polish fan wiki calls it {name}"),
                          name=str(ctx.macros.polish(escape(card.fan_name_pl))))
    return None


def example_summary(ctx: PageContext, r: Renderer, example: Example) -> dict[str, Any]:
    """An example's link, verification status and engine trace, for the pages that list it (worked out once
    per folder: every page of a folder links the same way, and an example is listed on each of its cards)."""
    return ctx.memo(f"example-summary:{posixpath.dirname(r.here)}:{example.id}",
                    lambda: _example_summary(ctx, r, example))


def _example_summary(ctx: PageContext, r: Renderer, example: Example) -> dict[str, Any]:
    result = ctx.result(example.id)
    steps = evidence.steps(ctx, result, r) if result else []
    start = evidence.start(ctx, result, r) if result else None
    return {"link": r.link("example", example.id), "status": escape(ctx.status(example)),
            "passed": None if result is None or result.unproven else result.passed, "trace": steps,
            "start": start}


NEWCOMER_RULES = ("turn", "setup", "game-end", "gain", "supply")
"""The rules the home page sends a newcomer to first: how a turn goes, the set-up, the end of the game, then
the two rules the wiki began with."""


def home_page(ctx: PageContext) -> Page:
    here = "index.md"
    r = ctx.renderer(here)
    verified = sum(1 for e in ctx.kb.examples if (found := ctx.result(e)) is not None and found.passed)
    counts = {"cards": len(ctx.kb.cards), "rules": len(ctx.kb.rules), "terms": len(ctx.kb.terms),
              "examples": len(ctx.kb.examples), "verified": verified}
    checks = coverage.check_counts(ctx) if ctx.report is not None else None
    shown = [*((ctx.t(title), path) for title, path in SECTION_INDEXES),
             (ctx.t(indexes.GAINING_TITLE), "gaining/index.md"), (ctx._("Translation status"), "translation.md")]
    start = [str(ctx.macros.link(escape(title), path)) for title, path in shown]
    start += [r.link("rule", rid) for rid in NEWCOMER_RULES if rid in ctx.kb.rules]
    return Page(here, "home.md.j2", {**ctx.base(ctx._("Dominion rules wiki")), "counts": counts, "start": start,
                                      "checks": checks})


def card_page(ctx: PageContext, card: Card) -> Page:
    here = page_path("card", card.id)
    r = ctx.renderer(here)
    examples = [example_summary(ctx, r, ctx.kb.examples[eid]) for eid in ctx.build.examples_of.get(card.id, ())]
    rules = [r.link("rule", rid) for kind, rid in sorted(ctx.backlinks.get(("card", card.id), set()))
             if kind == "rule" and rid in ctx.kb.rules]
    exp = ctx.kb.expansions[card.expansion]
    values = {
        **ctx.base(card.name.show(ctx.lang), r.plain(card.summary.show(ctx.lang)) if card.summary else None),
        "jsonld": card_jsonld(ctx, card),
        "name_en": escape(card.name.en), "name_pl": ctx.polish_name(r, card.name, card),
        "name_status": name_status(ctx, card),
        "name_source": name_source(ctx, card),
        "cost": escape(str(card.cost)),
        "types": join_list([type_link(ctx, r, t) for t in card.types], ctx.lang),
        "expansion": r.link("expansion", exp.id),
        "editions": escape(join_list([ctx.t(labels.EDITIONS.get(e, e)) for e in card.editions], ctx.lang)),
        "supply": escape(ctx.t(labels.SUPPLY[card.supply])),
        "brought_in_by": join_list([r.link("card", c) for c in gains.brought_in_by(ctx.kb, card)], ctx.lang),
        "pile": r.link("pile", card.pile) if card.pile in ctx.kb.piles else None,
        "removed": card.removed, "summary": r.text(card.summary), "mat": r.text(card.mat),
        "what_it_does": r.text(card.description),
        "clarifications": [r.text(c) for c in card.clarifications],
        "gain_lines": gains.gain_lines(ctx.kb, card, r, ctx.t),
        "supply_lines": supply.supply_lines(ctx.kb, card, r, ctx.t,
                                            {e.kind: ctx.t(e.title) for e in indexes.EFFECT_INDEXES},
                                            ctx.build.gained_by.get(card.id, [])),
        "versions": [{"label": r.text(v.label), "note": r.text(v.note), "current": v.current}
                     for v in card.versions],
        "examples": examples, "rules": rules,
        "backlinks": ctx.backlink_list(r, "card", card.id),
        "navbox_title": gains.fill(ctx._("Cards of {expansion}"), expansion=r.link("expansion", exp.id)),
        "navbox": navbox(ctx, r, card),
    }
    return Page(here, "card.md.j2", values)


def name_source(ctx: PageContext, card: Card) -> str | None:
    """Where the card's Polish name comes from, in the page's language (with the untranslated badge on a Polish
    page when the source has no Polish rendering yet); None when there is no Polish name to source."""
    source = card.name_source_pl
    if not (card.name.pl or card.fan_name_pl) or not source:
        return None
    shown = ctx.kb.name_sources.get(source, Text(source))
    return escape(shown.show(ctx.lang)) + ("" if shown.get(ctx.lang) else ctx.marker(ctx.lang))


def navbox(ctx: PageContext, r: Renderer, card: Card) -> list[str]:
    """Every card of the card's expansion in the page's alphabetical order, linked; the card itself unlinked."""
    exp = card.expansion
    kin = ctx.expansion_cards(exp)
    return [f"**{escape(c.name.show(ctx.lang))}**" if c.id == card.id else r.link("card", c.id) for c in kin]


def rule_page(ctx: PageContext, rid: str) -> Page:
    rule = ctx.kb.rules[rid]
    here = page_path("rule", rid)
    r = ctx.renderer(here)
    related = []
    for rel in rule.related:
        kind, target = parse_target(rel, "rule")
        related.append(r.link(kind, target))
    examples = [example_summary(ctx, r, e) for e in ctx.kb.examples.values()
                if rid in e.illustrates or f"rule:{rid}" in e.illustrates]
    values = {**ctx.base(rule.title.show(ctx.lang), r.plain(rule.definition.show(ctx.lang))),
           "definition": r.text(rule.definition),
           "sections": [{"title": r.text(s.title), "body": r.text(s.body)} for s in rule.sections],
           "related": related, "examples": examples, "backlinks": ctx.backlink_list(r, "rule", rid)}
    return Page(here, "rule.md.j2", values)


def term_page(ctx: PageContext, tid: str) -> Page:
    term = ctx.kb.terms[tid]
    here = page_path("term", tid)
    r = ctx.renderer(here)
    see = None
    if term.see:
        kind, target = parse_target(term.see, "rule")
        see = r.link(kind, target)
    values = {**ctx.base(term.term.show(ctx.lang)), "term_en": escape(term.term.en),
           "term_pl": ctx.polish_name(r, term.term), "definition": r.text(term.definition),
           "alt_pl": escape(join_list(list(term.alt_pl), ctx.lang)) if term.alt_pl else None,
           "see": see, "backlinks": ctx.backlink_list(r, "term", tid)}
    return Page(here, "term.md.j2", values)


def example_page(ctx: PageContext, example: Example) -> Page:
    here = page_path("example", example.id)
    r = ctx.renderer(here)
    result = ctx.result(example.id)
    verified = None if result is None or result.unproven else result.passed
    ev = evidence.evidence(ctx, result, r)
    unproven = escape(ctx._("Not proven yet: the engine does not implement the behaviour of a card of this "
                            "example, so nothing was shown.")) if result is not None and result.unproven else None
    members = []
    for claim in evidence.claims_of(ctx, example.id):
        page = relative(evidence.claim_path(claim.id), here)
        members += evidence.members_table(ctx, r, claim, page)
    values = {**ctx.base(example.title.show(ctx.lang)), "claim": r.text(example.claim), "verified": verified,
              "failure": ev["failure"], "status": escape(ctx.t(labels.STATUSES[example.status])),
           "cards": join_list([r.link("card", c) for c in example.cards], ctx.lang),
           "illustrates": join_list([r.link(*parse_target(i, "rule"))
                                     for i in example.illustrates], ctx.lang),
           "conditions": r.text(example.conditions), "ev": ev, "members": members,
           "unproven": unproven,
           "backlinks": ctx.backlink_list(r, "example", example.id)}
    return Page(here, "example.md.j2", values)


def expansion_page(ctx: PageContext, xid: str) -> Page:
    exp = ctx.kb.expansions[xid]
    here = page_path("expansion", xid)
    r = ctx.renderer(here)
    cards = ctx.expansion_cards(xid)
    printed = [str(ctx.macros.printed(escape(p.title), escape(", ".join(
        [p.publisher, *([str(p.year)] if p.year else []), ctx.t(labels.EDITIONS.get(p.edition, p.edition))]))))
        for p in exp.polish_editions]
    return Page(here, "expansion.md.j2", {**ctx.base(exp.name.show(ctx.lang)), "polish_editions": printed,
                                          "cards": [r.link("card", c.id) for c in cards]})


def pile_page(ctx: PageContext, pid: str) -> Page:
    pile = ctx.kb.piles[pid]
    here = page_path("pile", pid)
    r = ctx.renderer(here)
    added = [r.link("card", c) for c in pile.added_by_cards]
    added += [escape(ctx.type_label(t)) for t in pile.added_by_types]
    if pile.added_by_cost:
        added.append(escape(ctx._("a Kingdom card with a Potion in its cost")))
    cards = [r.link("card", c) if c in ctx.kb.cards else escape(c) for c in pile.cards]
    name = pile.name.show(ctx.lang)  # a title begins with a capital: "stos Ruins" is "Stos Ruins"
    values = {**ctx.base(name[:1].upper() + name[1:], r.plain(pile.summary.show(ctx.lang)) if pile.summary else None),
           "summary": r.text(pile.summary), "kind": escape(ctx.t(labels.PILE_KINDS[pile.kind])),
           "supply": escape(ctx.t(labels.SUPPLY[pile.supply])), "added_by": join_list(added, ctx.lang),
           "condition": r.text(pile.condition), "cards": cards, "backlinks": ctx.backlink_list(r, "pile", pid)}
    return Page(here, "pile.md.j2", values)


def section_index_pages(ctx: PageContext) -> list[Page]:
    out = []
    for kind, (title, path) in zip(("rule", "card", "example", "term", "expansion", "pile"),
                                   SECTION_INDEXES, strict=True):
        r = ctx.renderer(path)

        def shown(record: Any, kind: str = kind, r: Renderer = r) -> str:
            return r.name(kind, record.id)
        records = sorted_by(ctx.kb.kind_table(kind).values(), shown, ctx.lang)
        if kind == "card":
            more = [str(ctx.macros.link(escape(ctx.t(t)), p)) for t, p in (
                (labels.N_("Cards by type"), "by-type.md"), (indexes.GAINING_TITLE, "../gaining/index.md"),
                (labels.N_("Cards that are not in the Supply and what brings them in"),
                 "../gaining/non-supply.md"))]
            intro = escape(ctx._("Sort the table by clicking a column heading; narrow it down with the filters."))
            out.append(Page(path, "cards.md.j2", {**ctx.base(ctx.t(title)), "intro": intro, "more": more,
                                                   "hide_toc": True,
                                                   "table": indexes.card_table(ctx, path)}))
            continue
        table = None
        if kind == "term":
            table = {"head": [escape(ctx._("English")), escape(ctx._("Polish")), escape(ctx._("Meaning"))],
                     "rows": [[r.link("term", t.id, t.term.en), r.plain_name(t.term), r.text(t.definition)]
                              for t in sorted_by(records, lambda t: t.term.en, "en")]}
        items = [list_item(r.link(kind, rec.id)) for rec in records]
        if kind == "example" and ctx.report is not None:
            label = escape(ctx._("List claim, every member checked:"))
            items += [list_item(str(ctx.macros.link(escape(c.title.show(ctx.lang)),
                                                    relative(evidence.claim_path(c.id), path))), label=label)
                      for c in sorted_by(ctx.report.claims, lambda c: c.title.show(ctx.lang), ctx.lang)]
        out.append(Page(path, "list.md.j2", {**ctx.base(ctx.t(title)), "intro": None, "table": table,
                                             "items": items}))
    return out

