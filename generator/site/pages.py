"""Gather every page of one language: path, template and context (nothing is written here)."""

from __future__ import annotations

import json
from collections import defaultdict
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, TypeVar

from jinja2 import Environment
from rdflib import Graph

from generator.kb.refs import parse_target
from generator.kb.refs import find_refs, texts_of
from generator.kb.schema import Card, Example, Knowledge, Text
from generator.site import coverage, evidence, gains, indexes, labels, trace
from generator.site.i18n import join_list, sorted_by
from generator.site.jsonld import card_jsonld
from generator.site.status import status_page
from generator.site.text import Renderer, attr, escape, page_path, relative

if TYPE_CHECKING:
    from generator.checker.check import CheckReport
    from generator.checker.expectations import Expectation
    from generator.checker.runner import RunResult

T = TypeVar("T")
_JSON = json.JSONEncoder(ensure_ascii=False)
"""``json.dumps(value, ensure_ascii=False)``, without building an encoder per call."""


def _escaped_titles(tree: list[Any]) -> list[Any]:
    """A navigation tree with every title HTML-escaped (the theme writes nav titles as they are)."""
    def walk(node: Any) -> Any:
        if isinstance(node, list):
            return [walk(item) for item in node]
        if isinstance(node, dict):
            return {attr(title, quote=False): walk(value) for title, value in node.items()}
        return node
    return [walk(item) for item in tree]


_BACKLINKS: dict[int, tuple[Knowledge, dict[tuple[str, str], set[tuple[str, str]]]]] = {}


@dataclass(frozen=True)
class Page:
    """One generated Markdown page."""

    path: str
    template: str
    context: dict[str, Any]


class Site:
    """Builds the page list of one language from the knowledge and the checker's results."""

    def __init__(self, kb: Knowledge, report: CheckReport | None, lang: str, env: Environment, *,
                 graph: Graph | None = None) -> None:
        self.kb = kb
        self.graph = graph
        """The knowledge's compiled RDF graph when the caller already has it (else the query page builds it)."""
        self.defer_sizes = False
        """Leave placeholders for the download sizes on the query page (see query_page.fill_sizes)."""
        self.report = report
        """What ``domwiki check`` showed (None: not checked, every example says so)."""
        self.lang = lang
        self.env = env
        self.gettext: Callable[[str], str] = env.globals["catalog"].gettext  # type: ignore[attr-defined]
        self.ngettext: Callable[[str, str, int], str] = env.globals["catalog"].ngettext  # type: ignore[attr-defined]
        self.backlinks = self._shared_backlinks()
        self._memo: dict[str, Any] = {}

    def memo(self, key: str, make: Callable[[], T]) -> T:
        """``make()``, computed once per Site (lookups that several pages share)."""
        if key not in self._memo:
            self._memo[key] = make()
        value: T = self._memo[key]
        return value

    def cards_by_name(self) -> list[Card]:
        """Every card in the alphabetical order of the page language (shared by the index pages)."""
        return self.memo("cards_by_name", lambda: sorted_by(self.kb.cards.values(),
                                                             lambda c: c.name.show(self.lang), self.lang))

    # -- helpers ---------------------------------------------------------------------------
    def _(self, message: str) -> str:
        return self.gettext(message)

    def t(self, message: str) -> str:
        """Translate a message chosen at run time (extracted where it is marked with N_)."""
        return self.gettext(message)

    def marker(self, lang: str) -> str:
        text = escape(self._("not yet translated"))
        return f' <span class="dw-untranslated-badge" title="{text}">{text}</span>' if lang == "pl" else ""

    def renderer(self, here: str) -> Renderer:
        return Renderer(self.kb, self.lang, here, self.marker)

    def _shared_backlinks(self) -> dict[tuple[str, str], set[tuple[str, str]]]:
        """:meth:`_backlinks`, worked out once for both languages (they depend on the knowledge only)."""
        hit = _BACKLINKS.get(id(self.kb))
        if hit is None or hit[0] is not self.kb:
            _BACKLINKS.clear()
            hit = _BACKLINKS[id(self.kb)] = (self.kb, self._backlinks())
        return hit[1]

    def _backlinks(self) -> dict[tuple[str, str], set[tuple[str, str]]]:
        links: dict[tuple[str, str], set[tuple[str, str]]] = defaultdict(set)
        for kind in ("card", "rule", "term", "example", "expansion", "pile"):
            for record in self.kb.kind_table(kind).values():
                for _, text in texts_of(record):
                    for lang in ("en", "pl"):
                        for ref in find_refs(text.get(lang) or ""):
                            if (ref.kind, ref.id) != (kind, record.id):
                                links[(ref.kind, ref.id)].add((kind, record.id))
        for example in self.kb.examples.values():
            for cid in example.cards:
                links[("card", cid)].add(("example", example.id))
            for rid in example.illustrates:
                kind, target = parse_target(rid, "rule")
                links[(kind, target)].add(("example", example.id))
        for card in self.kb.cards.values():
            links[("expansion", card.expansion)].add(("card", card.id))
            for other in card.brought_in_by:
                links[("card", other)].add(("card", card.id))
            if card.pile in self.kb.piles:
                links[("pile", card.pile)].add(("card", card.id))
            for gain in card.gains:
                source_page = gains.source_target(self.kb, gain.source)
                if source_page and source_page != ("card", card.id):
                    links[source_page].add(("card", card.id))
        for pile in self.kb.piles.values():
            for cid in pile.added_by_cards:
                links[("card", cid)].add(("pile", pile.id))
        return links

    def backlink_list(self, r: Renderer, kind: str, rid: str) -> list[str]:
        found = self.backlinks.get((kind, rid), set())
        return [r.link(k, i) for k, i in sorted_by(found, lambda ki: r.name(*ki), self.lang)]

    def base(self, title: str, description: str | None = None) -> dict[str, Any]:
        """Front matter and heading values; the front matter's title and description are HTML-escaped
        because the theme writes them as they are (``<title>``, the header, ``<meta content="...">``)."""
        return {"title": escape(title), "title_text": title, "title_meta": _JSON.encode(attr(title, quote=False)),
                "description": _JSON.encode(attr(description)) if description else None,
                "hide_toc": False}

    def polish_name(self, r: Renderer, text: Text, card: Card | None = None) -> str:
        """The Polish name: on Polish pages a missing one is the English name with the untranslated marker.

        A card no Polish edition printed shows "no Polish edition" instead: its name is not a translation gap.
        """
        if card is not None and text.pl is None and not self.printed_in_polish(card):
            label = escape(self._("no Polish edition"))
            shown = f'<span lang="en">{escape(text.en)}</span> ' if self.lang == "pl" else ""
            return f'{shown}<span class="dw-no-polish-edition">{label}</span>'
        return r.plain_name(text) if self.lang == "pl" else r.polish_name(text)

    def result(self, example_id: str) -> RunResult | None:
        """The checker's result for an example (None when it was not checked)."""
        return self.report.example(example_id) if self.report is not None else None

    def name_status(self, card: Card) -> str | None:
        """Where the Polish name stands: the Polish printing that has it, or the fan wiki only (escaped)."""
        exp = self.kb.expansions.get(card.expansion)
        printed = exp.polish_edition(card.editions) if exp else None
        if card.name_status_pl == "official" and printed is not None:
            where = ", ".join([printed.publisher, *([str(printed.year)] if printed.year else [])])
            return gains.fill(self._("official, printed in {title} ({publisher})"),
                              title=f'<span lang="pl">{escape(printed.title)}</span>', publisher=escape(where))
        if card.name_status_pl == "fan-wiki":
            return escape(self._("used by the Polish fan wiki only; no Polish printing has it"))
        return None

    def printed_in_polish(self, card: Card) -> bool:
        """True when an edition the card is in was printed in Polish."""
        exp = self.kb.expansions.get(card.expansion)
        return exp is not None and exp.polish_edition(card.editions) is not None

    def example_summary(self, r: Renderer, example: Example) -> dict[str, Any]:
        """An example's link, verification status and engine trace, for the pages that list it."""
        result = self.result(example.id)
        trace = evidence.steps(self, result) if result else []
        return {"link": r.link("example", example.id), "status": escape(self.status(example)),
                "passed": None if result is None or result.unproven else result.passed, "trace": trace}

    def status(self, example: Example) -> str:
        result = self.result(example.id)
        if result is None:
            return self._("not yet checked")
        return self.t(labels.VERDICTS[result.verdict.value])

    # -- pages -------------------------------------------------------------------------------
    def pages(self) -> list[Page]:
        out = [self.home()]
        out += [self.card(c) for c in self.kb.cards.values()]
        out += [self.rule(rid) for rid in self.kb.rules]
        out += [self.term(tid) for tid in self.kb.terms]
        out += [self.example(e) for e in self.kb.examples.values()]
        out += [self.expansion(x) for x in self.kb.expansions]
        out += [self.pile(pid) for pid in self.kb.piles]
        out += evidence.claim_pages(self)
        out += self.indexes()
        from generator.site import sparql_page  # issue 11: the in-browser SPARQL page
        out += sparql_page.pages(self)
        from generator.site import query_page  # issue 8: named queries, downloads, vocabulary
        out += query_page.query_pages(self)
        out += self.gaining_pages()
        out += [indexes.by_type_page(self), status_page(self)]
        out += coverage.coverage_pages(self)
        return out

    def home(self) -> Page:
        here = "index.md"
        r = self.renderer(here)
        verified = sum(1 for e in self.kb.examples if (found := self.result(e)) is not None and found.passed)
        counts = {"cards": len(self.kb.cards), "rules": len(self.kb.rules), "terms": len(self.kb.terms),
                  "examples": len(self.kb.examples), "verified": verified}
        checks = coverage.check_counts(self) if self.report is not None else None
        start = [f"[{escape(self.t(title))}]({path})" for title, path in self.section_indexes()]
        start += [f"[{escape(self._('Gaining'))}](gaining/index.md)",
                  f"[{escape(self._('Translation status'))}](translation.md)"]
        start += [r.link("rule", rid) for rid in ("gain", "supply") if rid in self.kb.rules]
        return Page(here, "home.md.j2", {**self.base(self._("Dominion rules wiki")), "counts": counts, "start": start,
                                          "checks": checks})

    def section_indexes(self) -> list[tuple[str, str]]:
        return [(labels.N_("Rules and concepts"), "rules/index.md"), (labels.N_("Cards"), "cards/index.md"),
                (labels.N_("Examples"), "examples/index.md"), (labels.N_("Glossary"), "glossary/index.md"),
                (labels.N_("Expansions"), "expansions/index.md"), (labels.N_("Piles"), "piles/index.md")]

    def card(self, card: Card) -> Page:
        here = page_path("card", card.id)
        r = self.renderer(here)
        examples = [self.example_summary(r, e) for e in self.kb.examples.values() if card.id in e.cards]
        rules = [r.link("rule", rid) for rid in sorted(self.kb.rules)
                 if ("rule", rid) in self.backlinks.get(("card", card.id), set())]
        exp = self.kb.expansions[card.expansion]
        ctx = {
            **self.base(card.name.show(self.lang), r.plain(card.summary.show(self.lang)) if card.summary else None),
            "jsonld": card_jsonld(self, card),
            "name_en": escape(card.name.en), "name_pl": self.polish_name(r, card.name, card),
            "name_status": self.name_status(card),
            "name_source": escape(card.name_source_pl) if card.name.pl and card.name_source_pl else None,
            "cost": escape(str(card.cost)),
            "types": escape(join_list([self.t(labels.TYPES.get(t, t.title())) for t in card.types], self.lang)),
            "expansion": r.link("expansion", exp.id),
            "editions": escape(join_list([self.t(labels.EDITIONS.get(e, e)) for e in card.editions], self.lang)),
            "supply": escape(self.t(labels.SUPPLY[card.supply])),
            "brought_in_by": join_list([r.link("card", c) for c in gains.brought_in_by(self.kb, card)], self.lang),
            "pile": r.link("pile", card.pile) if card.pile in self.kb.piles else None,
            "removed": card.removed, "summary": r.text(card.summary),
            "what_it_does": r.text(card.description),
            "clarifications": [r.text(c) for c in card.clarifications],
            "gain_lines": gains.gain_lines(self.kb, card, r, self.t),
            "versions": [{"label": r.text(v.label), "note": r.text(v.note), "current": v.current}
                         for v in card.versions],
            "examples": examples, "rules": rules,
            "backlinks": self.backlink_list(r, "card", card.id),
        }
        return Page(here, "card.md.j2", ctx)

    def rule(self, rid: str) -> Page:
        rule = self.kb.rules[rid]
        here = page_path("rule", rid)
        r = self.renderer(here)
        related = []
        for rel in rule.related:
            kind, target = parse_target(rel, "rule")
            related.append(r.link(kind, target))
        examples = [self.example_summary(r, e) for e in self.kb.examples.values()
                    if rid in e.illustrates or f"rule:{rid}" in e.illustrates]
        ctx = {**self.base(rule.title.show(self.lang), r.plain(rule.definition.show(self.lang))),
               "definition": r.text(rule.definition),
               "sections": [{"title": r.text(s.title), "body": r.text(s.body)} for s in rule.sections],
               "related": related, "examples": examples, "backlinks": self.backlink_list(r, "rule", rid)}
        return Page(here, "rule.md.j2", ctx)

    def term(self, tid: str) -> Page:
        term = self.kb.terms[tid]
        here = page_path("term", tid)
        r = self.renderer(here)
        see = None
        if term.see:
            kind, target = parse_target(term.see, "rule")
            see = r.link(kind, target)
        ctx = {**self.base(term.term.show(self.lang)), "term_en": escape(term.term.en),
               "term_pl": self.polish_name(r, term.term), "definition": r.text(term.definition),
               "alt_pl": escape(join_list(list(term.alt_pl), self.lang)) if term.alt_pl else None,
               "see": see, "backlinks": self.backlink_list(r, "term", tid)}
        return Page(here, "term.md.j2", ctx)

    def example(self, example: Example) -> Page:
        here = page_path("example", example.id)
        r = self.renderer(here)
        result = self.result(example.id)
        verified = None if result is None or result.unproven else result.passed
        ev = evidence.evidence(self, result)
        unproven = escape(self._("Not proven yet: the engine does not implement the behaviour of a card of this "
                                 "example, so nothing was shown.")) if result is not None and result.unproven else None
        members = []
        for claim in evidence.claims_of(self, example.id):
            page = relative(evidence.claim_path(claim.id), here)
            members += evidence.members_table(self, r, claim, page)
        ctx = {**self.base(example.title.show(self.lang)), "claim": r.text(example.claim), "verified": verified,
               "failure": ev["failure"], "status": escape(self.t(labels.STATUSES[example.status])),
               "cards": join_list([r.link("card", c) for c in example.cards], self.lang),
               "illustrates": join_list([r.link(*parse_target(i, "rule"))
                                         for i in example.illustrates], self.lang),
               "conditions": r.text(example.conditions), "ev": ev, "members": members,
               "unproven": unproven,
               "backlinks": self.backlink_list(r, "example", example.id)}
        return Page(here, "example.md.j2", ctx)

    def card_name(self, cid: str) -> str:
        card = self.kb.cards.get(cid)
        return card.name.show(self.lang) if card else cid

    def describe(self, expectation: Expectation) -> str:
        return trace.describe(self, expectation)

    def event_line(self, event: dict[str, Any]) -> str:
        return trace.event_line(self, event)

    def expansion(self, xid: str) -> Page:
        exp = self.kb.expansions[xid]
        here = page_path("expansion", xid)
        r = self.renderer(here)
        cards = sorted_by([c for c in self.kb.cards.values() if c.expansion == xid],
                          lambda c: c.name.show(self.lang), self.lang)
        printed = [f'<span lang="pl">{escape(p.title)}</span> — '
                   + escape(", ".join([p.publisher, *([str(p.year)] if p.year else []),
                                       self.t(labels.EDITIONS.get(p.edition, p.edition))]))
                   for p in exp.polish_editions]
        return Page(here, "expansion.md.j2", {**self.base(exp.name.show(self.lang)), "polish_editions": printed,
                                              "cards": [r.link("card", c.id) for c in cards]})

    def pile(self, pid: str) -> Page:
        pile = self.kb.piles[pid]
        here = page_path("pile", pid)
        r = self.renderer(here)
        added = [r.link("card", c) for c in pile.added_by_cards]
        added += [escape(self.t(labels.TYPES.get(t, t))) for t in pile.added_by_types]
        if pile.added_by_cost:
            added.append(escape(self._("a Kingdom card with a Potion in its cost")))
        cards = [r.link("card", c) if c in self.kb.cards else escape(c) for c in pile.cards]
        ctx = {**self.base(pile.name.show(self.lang), r.plain(pile.summary.show(self.lang)) if pile.summary else None),
               "summary": r.text(pile.summary), "kind": escape(self.t(labels.PILE_KINDS[pile.kind])),
               "supply": escape(self.t(labels.SUPPLY[pile.supply])), "added_by": join_list(added, self.lang),
               "condition": r.text(pile.condition), "cards": cards, "backlinks": self.backlink_list(r, "pile", pid)}
        return Page(here, "pile.md.j2", ctx)

    def indexes(self) -> list[Page]:
        out = []
        for kind, (title, path) in zip(("rule", "card", "example", "term", "expansion", "pile"),
                                       self.section_indexes(), strict=True):
            r = self.renderer(path)

            def shown(record: Any, kind: str = kind, r: Renderer = r) -> str:
                return r.name(kind, record.id)
            records = sorted_by(self.kb.kind_table(kind).values(), shown, self.lang)
            if kind == "card":
                more = [f"[{escape(self.t(t))}]({p})" for t, p in (
                    (labels.N_("Cards by type"), "by-type.md"), (labels.N_("Gaining"), "../gaining/index.md"),
                    (labels.N_("Cards that are not in the Supply and what brings them in"),
                     "../gaining/non-supply.md"))]
                intro = escape(self._("Sort the table by clicking a column heading; narrow it down with the filters."))
                out.append(Page(path, "cards.md.j2", {**self.base(self.t(title)), "intro": intro, "more": more,
                                                       "hide_toc": True,
                                                       "table": indexes.card_table(self, path)}))
                continue
            table = None
            if kind == "term":
                table = {"head": [escape(self._("English")), escape(self._("Polish")), escape(self._("Meaning"))],
                         "rows": [[r.link("term", t.id, t.term.en), r.plain_name(t.term), r.text(t.definition)]
                                  for t in sorted_by(records, lambda t: t.term.en, "en")]}
            items = [r.link(kind, rec.id) for rec in records]
            if kind == "example" and self.report is not None:
                label = escape(self._("List claim, every member checked:"))
                items += [f"{label} [{escape(c.title.show(self.lang))}]({relative(evidence.claim_path(c.id), path)})"
                          for c in sorted_by(self.report.claims, lambda c: c.title.show(self.lang), self.lang)]
            out.append(Page(path, "list.md.j2", {**self.base(self.t(title)), "intro": None, "table": table,
                                                 "items": items}))
        return out

    def gaining_pages(self) -> list[Page]:
        """The gain behaviour pages (built once: the navigation lists them too)."""
        return self.memo("gaining_pages", lambda: indexes.gaining_pages(self))

    def _query_nav(self) -> dict[str, Any]:
        from generator.site import query_page  # issue 8: named queries, downloads, vocabulary
        return query_page.nav_entry(self)

    def _sparql_nav(self) -> dict[str, str]:
        from generator.site import sparql_page  # issue 11: the in-browser SPARQL page
        return sparql_page.nav_entry(self)

    NOT_IN_NAV = ("/piles/*.md", "/examples/*.md", "/glossary/*.md", "/expansions/*.md", "/coverage/*.md",
                  "/claims/*.md")
    """Pages reached from their section's index page rather than from the sidebar (keeps every page small)."""

    def nav(self) -> list[Any]:
        """The navigation tree for mkdocs.yml, grouped (cards by expansion)."""
        def name(kind: str, rid: str) -> str:
            return self.renderer("index.md").name(kind, rid)

        cards_nav: list[Any] = ["cards/index.md", {self._("Cards by type"): "cards/by-type.md"}]
        for exp in sorted_by(self.kb.expansions.values(), lambda x: x.name.show(self.lang), self.lang):
            members = [c for c in self.kb.cards.values() if c.expansion == exp.id]
            if members:
                cards_nav.append({exp.name.show(self.lang): [
                    {c.name.show(self.lang): page_path("card", c.id)}
                    for c in sorted_by(members, lambda c: c.name.show(self.lang), self.lang)]})
        def section(kind: str, title: str, members: bool = True) -> dict[str, Any]:
            index = dict(self.section_indexes())[title]
            if not members:
                return {self.t(title): index}
            records = sorted_by(self.kb.kind_table(kind), lambda rid: name(kind, rid), self.lang)
            return {self.t(title): [index] + [{name(kind, rid): page_path(kind, rid)} for rid in records]}
        gaining = [p for p in self.gaining_pages() if p.path != "gaining/index.md"]
        return _escaped_titles([
            {self._("Home"): "index.md"},
            section("rule", labels.N_("Rules and concepts")),
            {self._("Cards"): cards_nav},
            {self._("Gaining"): ["gaining/index.md"] + [{p.context["title_text"]: p.path} for p in gaining]},
            section("pile", labels.N_("Piles"), members=False),
            section("example", labels.N_("Examples"), members=False),
            section("term", labels.N_("Glossary"), members=False),
            section("expansion", labels.N_("Expansions"), members=False),
            self._sparql_nav(),  # issue 11
            self._query_nav(),  # issue 8
            {self._("Translation status"): "translation.md"},
            *([coverage.nav_entry(self)] if self.report is not None else []),
        ])
