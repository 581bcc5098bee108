"""The "Query the knowledge graph" pages: named queries with their results, downloads, the vocabulary.

Built at generation time, in each language, at the same paths:

* ``queries.md`` — every named query (knowledge/queries/*.rq) with its title, description, SPARQL
  and its results table (answered once per build, see generator.site.context); entity IRIs become links to their pages
  in the page's language (English names visibly marked where Polish is missing); links to the
  graph downloads (``data/graph.ttl``, ``.nt``, ``.jsonld``, written next to the site by the
  pipeline) with their sizes; how to run queries locally and on a SPARQL endpoint.
* ``vocabulary.md`` — every class and property of knowledge/ontology.ttl with its labels and
  comments in both languages, domain, range and super-class.

The catalog calls :func:`query_pages` and :func:`nav_entry`; everything else is here.
Download links are raw HTML (in the template) because the files are added after mkdocs runs.
"""

from __future__ import annotations

from typing import Any

from babel.numbers import format_decimal
from babel.units import format_unit
from rdflib import OWL, RDF, RDFS, Graph, Literal, URIRef

from generator.kb.query import EXPORTS, PREFIX_MAP, Cell, NamedQuery, Result
from generator.kb.schema import Knowledge, Text
from generator.kb.vocab import BASE
from generator.site import indexes
from generator.site.context import Page, PageContext
from generator.site.i18n import sorted_by
from generator.site.labels import N_
from generator.site.text import PAGE_DIRS, Renderer, attr, escape, relative

QUERIES = "queries.md"
VOCABULARY = "vocabulary.md"
MAX_ROWS = 100
"""Longer results are cut on the page (the reader can run the query for all rows)."""
DW_NS = PREFIX_MAP["dw"]
FORMAT_NAMES = {"graph.ttl": "Turtle", "graph.nt": "N-Triples", "graph.jsonld": "JSON-LD"}

UI: dict[str, str] = {
    'nav': N_('Query the knowledge graph'),
    'queries': N_('Named queries'),
    'vocabulary': N_('Vocabulary'),
    'intro': N_('Everything on this wiki is also an RDF knowledge graph. Below, each named query is shown '
                'with its SPARQL and the answer it gave when this site was built.'),
    'triples': N_('The graph has {n} triples.'),
    'downloads': N_('Download the graph'),
    'run': N_('Run your own queries'),
    'run_cli': N_('With the `domwiki` command, from a checkout of the wiki:'),
    'run_server': N_('Or start a read-only SPARQL 1.1 endpoint on your computer and ask it over HTTP:'),
    'prefixes': N_('These prefixes may be used without declaring them:'),
    'vocab_link': N_('The classes and properties are described in the [vocabulary]({link}).'),
    'sparql': N_('SPARQL'),
    'results': N_('Results'),
    'cut': N_('The first {shown} of {n} rows; run the query to see all of them.'),
    'none': N_('No results.'),
    'ask': N_('Answer: {answer}'),
    'yes': N_('yes'),
    'no': N_('no'),
    'unbound': N_('(none)'),
    'graph_result': N_('This query builds triples; run it to see them as Turtle.'),
    'vocab_intro': N_("The classes and properties of the wiki's RDF vocabulary ({ns}), with their labels and "
                      "descriptions in English and Polish."),
    'classes': N_('Classes'),
    'properties': N_('Properties'),
    'domain': N_('Domain'),
    'range': N_('Range'),
    'subclass': N_('Subclass of'),
    'kind': N_('Kind'),
    'English': N_('English'),
    'Polish': N_('Polish'),
    'owl:Class': N_('class'),
    'owl:ObjectProperty': N_('property linking two resources'),
    'owl:DatatypeProperty': N_('property with a value'),
    'owl:AnnotationProperty': N_('annotation property'),
    'rdf:Property': N_('property'),
}
"""Interface strings of these pages (English msgids; translated through the gettext catalog)."""


def safe(text: str) -> str:
    """One of our own interface strings (may hold `code` and links), made safe for HTML."""
    return attr(text, quote=False)


def shown(site: PageContext, text: Text) -> str:
    """A plain text in the page's language; English, marked as untranslated, when Polish is missing."""
    value = text.get(site.lang)
    if value is not None:
        return escape(value)
    return str(site.macros.english(escape(text.en))) + site.marker(site.lang)


def ui(site: PageContext, key: str) -> str:
    """An interface string of these pages in the site's language (through the gettext catalog)."""
    return site.t(UI[key])


def query_pages(site: PageContext) -> list[Page]:
    """The query page and the vocabulary page of ``site``'s language."""
    return [queries_page(site), vocabulary_page(site)]


def nav_entry(site: PageContext) -> dict[str, list[dict[str, str]]]:
    """The navigation section holding both pages."""
    return {ui(site, "nav"): [{ui(site, "queries"): QUERIES}, {ui(site, "vocabulary"): VOCABULARY}]}


def entity(iri: str, kb: Knowledge) -> tuple[str, str] | None:
    """(kind, id) when ``iri`` names an entity with a page on this wiki."""
    for kind in PAGE_DIRS:
        prefix = f"{BASE}{kind}/"
        if iri.startswith(prefix) and iri[len(prefix):] in kb.kind_table(kind):
            return kind, iri[len(prefix):]
    return None


def _name(kb: Knowledge, kind: str, rid: str) -> Text:
    record = kb.kind_table(kind)[rid]
    text: Text = getattr(record, "name", None) or getattr(record, "title", None) or record.term
    return text


def render_cell(site: PageContext, r: Renderer, cell: Cell | None, vocab: dict[str, Text]) -> str:
    """One result value as Markdown: a link in the page's language for wiki IRIs, else literal text."""
    if cell is None:
        return str(site.macros.unbound(safe(ui(site, "unbound"))))
    if cell.kind == "iri":
        found = entity(cell.value, site.kb)
        if found is not None:
            name = _name(site.kb, *found)
            marker = "" if name.translated(site.lang) else site.marker(site.lang)
            return r.link(*found) + marker
        if cell.value.startswith(DW_NS) and cell.value in vocab:
            local = cell.value[len(DW_NS):]
            label = vocab[cell.value]
            marker = "" if label.translated(site.lang) else site.marker(site.lang)
            target = f"{relative(VOCABULARY, r.here)}#{anchor(cell.value)}"
            return str(site.macros.link(f"dw:{escape(local)}", target)) + marker
        return str(site.macros.code(cell.value.replace("`", "")))
    text = escape(" ".join(cell.value.split()))
    if cell.lang and cell.lang != site.lang:
        return str(site.macros.in_lang(text, cell.lang))
    return text


def results_block(site: PageContext, r: Renderer, result: Result, vocab: dict[str, Text]) -> str:
    """The Markdown showing one query's answer."""
    if result.kind == "ask":
        answer = ui(site, "yes") if result.boolean else ui(site, "no")
        return safe(ui(site, "ask").format(answer=answer))
    if result.kind == "graph":
        return safe(ui(site, "graph_result"))
    if not result.cells:
        return f"*{safe(ui(site, 'none'))}*"
    shown = result.cells[:MAX_ROWS]
    lines = ["| " + " | ".join(escape(c) for c in result.columns) + " |",
             "|" + "---|" * len(result.columns)]
    lines += ["| " + " | ".join(render_cell(site, r, c, vocab) for c in row) + " |" for row in shown]
    n = format_decimal(len(result.cells), locale=site.lang)
    if len(result.cells) > MAX_ROWS:
        note = ui(site, "cut").format(shown=format_decimal(MAX_ROWS, locale=site.lang), n=n)
    else:
        note = site.ngettext("%(num)s row", "%(num)s rows", len(result.cells)) % {"num": n}
    return "\n".join(lines) + f"\n\n*{safe(note)}*"


def size_text(size: int, lang: str) -> str:
    """A download size such as "556.5 kB" / "556,5 kB" (MB from one megabyte on)."""
    if size >= 1_000_000:
        return format_unit(size / 1_000_000, "digital-megabyte", length="short", locale=lang, format="#,##0.#")
    return format_unit(size / 1000, "digital-kilobyte", length="short", locale=lang, format="#,##0.#")


def downloads(site: PageContext) -> list[dict[str, str]]:
    """The graph exports under ../data/: file name, link, format name and size (the template lists them)."""
    sizes = site.build.sizes
    return [{"name": name, "href": attr(f"../data/{name}"), "format": FORMAT_NAMES[name],
             "size": attr(size_text(sizes[name], site.lang), quote=False)} for name, _fmt in EXPORTS]


CARD_FACTS = ("dw:gains", "dw:hasEffect", "dw:givesOwnership", "dw:gainsSelfTo", "dw:hasVersion")
"""Properties recorded only for the cards whose facts are written down (see generator.kb.coverage)."""


def uses_card_facts(q: NamedQuery) -> bool:
    """True when the query's answer depends on recorded card facts (its description then says how many)."""
    return any(term in q.sparql for term in CARD_FACTS)


def queries_page(site: PageContext) -> Page:
    """The page listing every named query with its answer at build time."""
    c = site.build
    r = site.renderer(QUERIES)
    vocab = vocabulary_labels(site)
    entries = []
    for q in sorted_by(c.queries.values(), lambda q: q.title.show(site.lang), site.lang):
        entries.append({
            "id": q.id, "title": shown(site, q.title),
            "description": shown(site, q.description) + (" " + indexes.coverage_note(site) if uses_card_facts(q)
                                                          else ""),
            "sparql": attr(q.sparql.rstrip("\n"), quote=False),
            "results": results_block(site, r, c.results[q.id], vocab),
        })
    title = ui(site, "nav")
    ctx: dict[str, Any] = {
        **site.base(title, ui(site, "intro")),
        "ui": {k: safe(ui(site, k)) for k in UI},
        "triples": safe(ui(site, "triples").format(n=format_decimal(c.triples, locale=site.lang))),
        "vocab_link": ui(site, "vocab_link").format(link=relative(VOCABULARY, QUERIES)),
        "run_cli": ui(site, "run_cli"), "run_server": ui(site, "run_server"),
        "downloads": downloads(site), "queries": entries,
        "prefixes": [attr(f"{p}: <{iri}>", quote=False) for p, iri in PREFIX_MAP.items()],
        "example_id": sorted(c.queries)[0] if c.queries else "gain-to-hand",
    }
    return Page(QUERIES, "queries.md.j2", ctx)


# -- vocabulary ----------------------------------------------------------------------------------
KINDS = ((OWL.Class, "owl:Class"), (OWL.ObjectProperty, "owl:ObjectProperty"),
         (OWL.DatatypeProperty, "owl:DatatypeProperty"), (OWL.AnnotationProperty, "owl:AnnotationProperty"),
         (RDF.Property, "rdf:Property"))


def _text(g: Graph, subject: URIRef, prop: URIRef) -> Text | None:
    values = {o.language: str(o) for o in g.objects(subject, prop) if isinstance(o, Literal)}
    if not values:
        return None
    return Text(values.get("en") or next(iter(values.values())), values.get("pl"))


def vocabulary_labels(site: PageContext) -> dict[str, Text]:
    """rdfs:label of every term of our namespace, by IRI."""
    g = site.build.ontology
    out = {}
    for s in set(g.subjects(RDFS.label, None)):
        label = _text(g, s, RDFS.label) if isinstance(s, URIRef) else None
        if label is not None and str(s).startswith(DW_NS):
            out[str(s)] = label
    return out


def anchor(iri: str) -> str:
    """The HTML id of a vocabulary term on the vocabulary page."""
    return "dw-" + iri[len(DW_NS):] if iri.startswith(DW_NS) else "x"


def _ref(site: PageContext, g: Graph, node: object) -> str:
    """A domain/range/superclass value: a link within the page for our terms, else a prefixed name."""
    iri = str(node)
    if iri.startswith(DW_NS) and (URIRef(iri), RDF.type, None) in g:
        return str(site.macros.link(f"dw:{escape(iri[len(DW_NS):])}", f"#{anchor(iri)}"))
    for prefix, ns in PREFIX_MAP.items():
        if iri.startswith(ns):
            return str(site.macros.code(f"{prefix}:{iri[len(ns):]}"))
    return str(site.macros.code(iri))


def vocabulary_terms(site: PageContext) -> dict[str, list[dict[str, Any]]]:
    """Classes and properties of our namespace with their texts in the page's language."""
    g = site.build.ontology
    groups: dict[str, list[dict[str, Any]]] = {"classes": [], "properties": []}
    seen: set[URIRef] = set()
    for rdf_type, kind in KINDS:
        for s in sorted({s for s in g.subjects(RDF.type, rdf_type) if isinstance(s, URIRef)}, key=str):
            if not str(s).startswith(DW_NS) or s in seen:
                continue
            seen.add(s)
            label = _text(g, s, RDFS.label) or Text(str(s)[len(DW_NS):])
            comment = _text(g, s, RDFS.comment)
            facts = [(ui(site, "kind"), safe(ui(site, kind)))]
            for prop, key in ((RDFS.subClassOf, "subclass"), (RDFS.domain, "domain"), (RDFS.range, "range")):
                values = sorted(_ref(site, g, o) for o in g.objects(s, prop))
                if values:
                    facts.append((ui(site, key), ", ".join(values)))
            groups["classes" if kind == "owl:Class" else "properties"].append({
                "name": f"dw:{str(s)[len(DW_NS):]}", "anchor": anchor(str(s)),
                "label": shown(site, label), "comment": shown(site, comment) if comment else "",
                "label_en": escape(label.en), "label_pl": escape(label.pl) if label.pl else
                str(site.macros.english(escape(label.en))) + site.marker("pl"),
                "facts": [(safe(k), v) for k, v in facts],
            })
    for terms in groups.values():
        terms.sort(key=lambda t: str(t["name"]).casefold())
    return groups


def vocabulary_page(site: PageContext) -> Page:
    """The page documenting every class and property of the vocabulary."""
    title = ui(site, "vocabulary")
    ctx = {**site.base(title), "ui": {k: safe(ui(site, k)) for k in UI},
           "intro": safe(ui(site, "vocab_intro").format(ns=DW_NS)), "groups": vocabulary_terms(site),
           "queries_link": relative(QUERIES, VOCABULARY)}
    return Page(VOCABULARY, "vocabulary.md.j2", ctx)
