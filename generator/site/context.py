"""What pages are made from: the build's shared facts, and the per-language page context.

:class:`BuildContext` is worked out once per build, before the languages are rendered, from
the knowledge, its graph and the check report: the named queries' answers, the graph
downloads, the ontology and who links to what.  It is a plain value passed down to every
page; nothing is remembered between builds.  :class:`PageContext` is one language's view
of it (gettext, names, links, the shared helpers pages use).  Page modules depend on this
module only; :mod:`generator.site.catalog` lists their pages and the navigation.
"""

from __future__ import annotations

import json
from collections import defaultdict
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar, cast

from jinja2 import Environment
from rdflib import Graph

from generator.kb.graph import build_graph
from generator.kb.load import default_root
from generator.kb.query import NamedQuery, Result, Store, export_data, load_named_queries
from generator.kb.refs import find_refs, parse_target, texts_of
from generator.kb.schema import Card, Example, Knowledge, Text
from generator.site import gains, labels, supply
from generator.site.i18n import sorted_by
from generator.site.reads import Fingerprints, Reads, ReadTable
from generator.site.text import Renderer, attr, escape

if TYPE_CHECKING:
    from generator.checker.check import CheckReport
    from generator.checker.runner import RunResult

T = TypeVar("T")
_JSON = json.JSONEncoder(ensure_ascii=False)
"""``json.dumps(value, ensure_ascii=False)``, without building an encoder per call."""
Links = dict[tuple[str, str], set[tuple[str, str]]]

SECTION_INDEXES = ((labels.N_("Rules and concepts"), "rules/index.md"), (labels.N_("Cards"), "cards/index.md"),
                   (labels.N_("Examples"), "examples/index.md"), (labels.N_("Glossary"), "glossary/index.md"),
                   (labels.N_("Expansions"), "expansions/index.md"), (labels.N_("Piles"), "piles/index.md"))
"""The index page of each section (title msgid, path), in the order of the home page."""
KB_TABLES = ("expansions", "cards", "rules", "terms", "examples", "piles", "name_sources")
"""The knowledge's tables pages look records up in (attributes of Knowledge)."""
BUILD_TABLES = ("backlinks", "named", "gained_by", "members", "examples_of")
"""The build's tables worked out from the whole knowledge (attributes of BuildContext); the others
(query answers, downloads, the ontology) only pages made in every build show."""


def list_item(link: str, text: str = "", label: str = "") -> dict[str, str]:
    """One item of a list page (list.md.j2): ``label`` before the link, ``text`` after it (all Markdown)."""
    return {"link": link, "text": text, "label": label}


@dataclass(frozen=True)
class Page:
    """One generated Markdown page."""

    path: str
    template: str
    context: dict[str, Any]


@dataclass(frozen=True)
class BuildContext:
    """The language-independent facts of one build, worked out once (see :func:`build_context`)."""

    kb: Knowledge
    report: CheckReport | None
    """What ``domwiki check`` showed (None: not checked, every example says so)."""
    triples: int
    queries: dict[str, NamedQuery]
    results: dict[str, Result]
    """Each named query's answer, by query id."""
    exports: dict[str, bytes]
    """The graph downloads (Turtle, N-Triples, JSON-LD) by file name; the query page shows their sizes."""
    ontology: Graph
    backlinks: Links = field(default_factory=dict)
    """For each (kind, id), the pages that link to it."""
    named: labels.Named = field(default_factory=dict)
    """The glossary term naming each card type and zone (``type:duration``), see labels.named_terms."""
    gained_by: dict[str, list[str]] = field(default_factory=dict)
    """For each card, the other cards with a gain fact that gains it (supply.gainers)."""
    members: dict[str, list[str]] = field(default_factory=dict)
    """For each expansion, the ids of its cards (in the knowledge's order)."""
    examples_of: dict[str, list[str]] = field(default_factory=dict)
    """For each card, the examples that involve it: first those about it (it is listed first), then by how early
    it is listed, each group in the knowledge's order."""

    def watched(self, reads: Reads) -> BuildContext:
        """This build with the knowledge's tables and its own tables noting lookups into ``reads``."""
        tables: dict[str, Any] = {name: ReadTable(name, getattr(self.kb, name), reads) for name in KB_TABLES}
        own: dict[str, Any] = {name: ReadTable(name, getattr(self, name), reads) for name in BUILD_TABLES}
        return replace(self, kb=replace(self.kb, **tables), **own)

    def fingerprints(self) -> Fingerprints:
        """The fingerprints of the records of the tables pages read (see :meth:`watched`)."""
        return Fingerprints({**{name: getattr(self.kb, name) for name in KB_TABLES},
                             **{name: getattr(self, name) for name in BUILD_TABLES}})

    @property
    def sizes(self) -> dict[str, int]:
        """The size in bytes of each download."""
        return {name: len(data) for name, data in self.exports.items()}


def build_context(kb: Knowledge, report: CheckReport | None, graph: Graph | None = None) -> BuildContext:
    """The shared facts of a build of ``kb``: ``graph`` is its compiled RDF graph (built here if not given)."""
    graph = graph if graph is not None else build_graph(kb)
    root = Path(kb.root or default_root())
    store = Store(graph)
    queries = load_named_queries(root / "queries")
    return BuildContext(kb=kb, report=report, triples=len(graph), queries=queries,
                        results=store.query_named(list(queries.values())), exports=export_data(store),
                        ontology=Graph().parse(root / "ontology.ttl", format="turtle"), backlinks=backlinks(kb),
                        named=labels.named_terms(kb), gained_by=supply.gainers(kb), members=members(kb),
                        examples_of=examples_of(kb))


def members(kb: Knowledge) -> dict[str, list[str]]:
    """The ids of each expansion's cards (see :attr:`BuildContext.members`)."""
    found: dict[str, list[str]] = {xid: [] for xid in kb.expansions}
    for card in kb.cards.values():
        found.setdefault(card.expansion, []).append(card.id)
    return found


def examples_of(kb: Knowledge) -> dict[str, list[str]]:
    """The examples that involve each card, those about it first (see :attr:`BuildContext.examples_of`)."""
    found: dict[str, list[tuple[int, str]]] = defaultdict(list)
    for example in kb.examples.values():
        for rank, cid in enumerate(dict.fromkeys(example.cards)):
            found[cid].append((rank, example.id))
    return {cid: [eid for _, eid in sorted(pairs, key=lambda pair: pair[0])] for cid, pairs in found.items()}


def backlinks(kb: Knowledge) -> Links:
    """Who links to what: texts' ``[[...]]`` links, examples' cards and rules, expansions, piles and gains."""
    links: Links = defaultdict(set)
    for kind in ("card", "rule", "term", "example", "expansion", "pile"):
        for record in kb.kind_table(kind).values():
            for _, text in texts_of(record):
                for lang in ("en", "pl"):
                    for ref in find_refs(text.get(lang) or ""):
                        if (ref.kind, ref.id) != (kind, record.id):
                            links[(ref.kind, ref.id)].add((kind, record.id))
    for example in kb.examples.values():
        for cid in example.cards:
            links[("card", cid)].add(("example", example.id))
        for rid in example.illustrates:
            links[parse_target(rid, "rule")].add(("example", example.id))
    for card in kb.cards.values():
        links[("expansion", card.expansion)].add(("card", card.id))
        for other in card.brought_in_by:
            links[("card", other)].add(("card", card.id))
        if card.pile in kb.piles:
            links[("pile", card.pile)].add(("card", card.id))
        for gain in card.gains:
            source_page = gains.source_target(kb, gain.source)
            if source_page and source_page != ("card", card.id):
                links[source_page].add(("card", card.id))
    for pile in kb.piles.values():
        for cid in pile.added_by_cards:
            links[("card", cid)].add(("pile", pile.id))
    return dict(links)


class PageContext:
    """One language's view of the build: translations, names, links and the lookups pages share."""

    def __init__(self, build: BuildContext, lang: str, env: Environment, reads: Reads | None = None) -> None:
        self.build = build
        self.reads = reads or Reads()
        """Where the lookups of the page being made are noted (generator.site.reads)."""
        self.kb = build.kb
        self.report = build.report
        self.backlinks = build.backlinks
        self.lang = lang
        self.env = env
        self.gettext: Callable[[str], str] = env.globals["catalog"].gettext  # type: ignore[attr-defined]
        self.ngettext: Callable[[str, str, int], str] = env.globals["catalog"].ngettext  # type: ignore[attr-defined]
        self._memo: dict[str, Any] = {}
        self.macros: Any = cast(Any, env.get_template("macros.md.j2").make_module())
        """The markup snippets pages put into texts (templates/macros.md.j2)."""
        self.svg: Any = cast(Any, env.get_template("diagrams.svg.j2").make_module())
        """The inline SVG drawings (templates/diagrams.svg.j2, laid out by generator.site.diagrams)."""
        self._badge = str(self.macros.untranslated(escape(self._("not yet translated"))))

    def memo(self, key: str, make: Callable[[], T]) -> T:
        """``make()``, computed once per language (lookups that several pages share); what ``make`` read
        counts as read by every page that asks for it."""
        if key not in self._memo:
            with self.reads.recording() as found:
                value = make()
            self._memo[key] = (value, found)
            return value
        shared, found = self._memo[key]
        self.reads.note_all(found)
        return cast(T, shared)

    def expansion_cards(self, xid: str) -> list[Card]:
        """The cards of one expansion in the alphabetical order of the page language (its page, the navigation
        box of each of its cards)."""
        return self.memo(f"expansion-cards:{xid}", lambda: sorted_by(
            [self.kb.cards[c] for c in self.build.members.get(xid, ())], lambda c: c.name.show(self.lang), self.lang))

    def cards_by_name(self) -> list[Card]:
        """Every card in the alphabetical order of the page language (shared by the index pages)."""
        return self.memo("cards_by_name", lambda: sorted_by(self.kb.cards.values(),
                                                             lambda c: c.name.show(self.lang), self.lang))

    def _(self, message: str) -> str:
        return self.gettext(message)

    def t(self, message: str) -> str:
        """Translate a message chosen at run time (extracted where it is marked with N_)."""
        return self.gettext(message)

    def marker(self, lang: str) -> str:
        """The visible "not yet translated" badge on Polish pages (nothing on English ones)."""
        return self._badge if lang == "pl" else ""

    def renderer(self, here: str) -> Renderer:
        return Renderer(self.kb, self.lang, here, self.marker, self.build.named, self.macros)

    def type_label(self, card_type: str) -> str:
        """The name of a card type in this language, from the glossary."""
        return labels.type_label(self.build.named, card_type, self.lang)

    def zone_label(self, zone: str) -> str:
        """The name of a zone in this language, from the glossary."""
        return labels.zone_label(self.build.named, zone, self.lang)

    def backlink_list(self, r: Renderer, kind: str, rid: str) -> list[str]:
        found = self.backlinks.get((kind, rid), set())
        return [r.link(k, i) for k, i in sorted_by(found, lambda ki: r.name(*ki), self.lang)]

    def base(self, title: str, description: str | None = None) -> dict[str, Any]:
        """Front matter and heading values; the front matter's title and description are HTML-escaped
        because the theme writes them as they are (``<title>``, the header, ``<meta content="...">``)."""
        return {"title": escape(title), "title_text": title, "title_meta": _JSON.encode(attr(title, quote=False)),
                "description": _JSON.encode(attr(description)) if description else None,
                "hide_toc": False}

    def result(self, example_id: str) -> RunResult | None:
        """The checker's result for an example (None when it was not checked)."""
        return self.report.example(example_id) if self.report is not None else None

    def printed_in_polish(self, card: Card) -> bool:
        """True when an edition the card is in was printed in Polish."""
        exp = self.kb.expansions.get(card.expansion)
        return exp is not None and exp.polish_edition(card.editions) is not None

    def polish_name(self, r: Renderer, text: Text, card: Card | None = None) -> str:
        """The Polish name: on Polish pages a missing one is the English name with the untranslated marker.

        A card no Polish edition printed shows "no Polish edition" instead: its name is not a translation gap.
        """
        if card is not None and text.pl is None and not self.printed_in_polish(card):
            shown = escape(text.en) if self.lang == "pl" else ""
            return str(self.macros.no_polish_edition(shown, escape(self._("no Polish edition"))))
        return r.plain_name(text) if self.lang == "pl" else r.polish_name(text)

    def status(self, example: Example) -> str:
        result = self.result(example.id)
        if result is None:
            return self._("not yet checked")
        return self.t(labels.VERDICTS[result.verdict.value])

    def card_name(self, cid: str) -> str:
        card = self.kb.cards.get(cid)
        return card.name.show(self.lang) if card else cid
