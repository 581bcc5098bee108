"""Compile knowledge records into one rdflib graph, validate it, and export it.

Texts become language-tagged literals (``@en``, ``@pl``); a missing Polish
text is simply absent and the entity is marked ``dw:untranslated true``.
The graph is built with rdflib and queried elsewhere with pyoxigraph.
"""

from __future__ import annotations

from pathlib import Path

from rdflib import BNode, Graph, Literal, Namespace, URIRef
from rdflib.namespace import RDF, RDFS, SKOS, XSD

from generator.errors import KnowledgeError, KnowledgeErrors, Location
from generator.kb.cache import Cache, digest
from generator.kb.refs import find_refs, texts_of
from generator.kb.schema import Card, Example, Knowledge, Pile, Rule, Term, Text
from generator.kb.vocab import DW, SCHEMA, iri

ONTOLOGY = "ontology.ttl"
SHAPES = "shapes.ttl"


def _texts(g: Graph, subject: URIRef | BNode, prop: URIRef, text: Text | None) -> None:
    if text is None:
        return
    g.add((subject, prop, Literal(text.en, lang="en")))
    if text.pl is not None:
        g.add((subject, prop, Literal(text.pl, lang="pl")))


def _label(g: Graph, subject: URIRef, text: Text) -> None:
    _texts(g, subject, RDFS.label, text)
    _texts(g, subject, SKOS.prefLabel, text)
    if text.pl is None:
        g.add((subject, DW.untranslated, Literal(True)))


def _pile_iri(kb: Knowledge, pid: str) -> URIRef:
    """A pile named in ``from: pile:<id>``: a pile record, or else the card whose own pile it is."""
    return iri("pile", pid) if pid in kb.piles else iri("card", pid)


def _card(g: Graph, card: Card, kb: Knowledge) -> None:
    s = iri("card", card.id)
    g.add((s, RDF.type, DW.Card))
    _label(g, s, card.name)
    g.add((s, DW.expansion, iri("expansion", card.expansion)))
    for edition in card.editions:
        g.add((s, DW.edition, Literal(edition)))
    if card.removed:
        g.add((s, DW.removedInSecondEdition, Literal(True)))
    if card.priced:
        g.add((s, DW.costCoins, Literal(card.cost.coins)))
    if card.cost.potion:
        g.add((s, DW.costPotion, Literal(card.cost.potion)))
    if card.cost.debt:
        g.add((s, DW.costDebt, Literal(card.cost.debt)))
    for t in card.types:
        g.add((s, DW.cardType, Literal(t)))
    g.add((s, DW.kind, Literal(card.kind)))
    g.add((s, DW.supplyStatus, Literal(card.supply)))
    if card.pile:
        g.add((s, DW.pile, iri("pile", card.pile)))
    for alt in card.alt_pl:
        g.add((s, SKOS.altLabel, Literal(alt, lang="pl")))
    if card.name_confidence_pl:
        g.add((s, DW.namePlConfidence, Literal(card.name_confidence_pl)))
    for other in card.brought_in_by:
        g.add((s, DW.broughtInBy, iri("card", other)))
    if card.name_source_pl:
        g.add((s, DW.namePlSource, Literal(card.name_source_pl)))
    _texts(g, s, DW.summary, card.summary)
    for index, gain in enumerate(card.gains):
        node = URIRef(f"{s}#gain-{index + 1}")
        g.add((s, DW.gains, node))
        g.add((node, RDF.type, DW.GainAbility))
        if gain.source.startswith("pile:"):
            g.add((node, DW.gainsFrom, _pile_iri(kb, gain.source[5:])))
        else:
            g.add((node, DW.gainsFrom, Literal(gain.source)))
        g.add((node, DW.gainsTo, Literal(gain.to)))
        g.add((node, DW.gainer, Literal(gain.who)))
        _texts(g, node, DW.gainsWhat, gain.what)
        for version_id in gain.versions:
            g.add((node, DW.appliesToVersion, Literal(version_id)))
    if card.gains_self_to:
        g.add((s, DW.gainsSelfTo, Literal(card.gains_self_to)))
    _texts(g, s, DW.onGain, card.on_gain)
    _texts(g, s, DW.onOtherGain, card.on_other_gain)
    for index, own in enumerate(card.ownership):
        node = URIRef(f"{s}#ownership-{index + 1}")
        g.add((s, DW.givesOwnership, node))
        g.add((node, RDF.type, DW.OwnershipAbility))
        g.add((node, DW.ownershipWay, Literal(own.way)))
        for version_id in own.versions:
            g.add((node, DW.appliesToVersion, Literal(version_id)))
    for version in card.versions:
        node = URIRef(f"{s}#version-{version.id}")
        g.add((s, DW.hasVersion, node))
        g.add((node, RDF.type, DW.Version))
        g.add((node, DW.versionId, Literal(version.id)))
        _texts(g, node, RDFS.label, version.label)
        _texts(g, node, DW.note, version.note)
        g.add((node, DW.isCurrent, Literal(version.current)))


def _pile(g: Graph, pile: Pile) -> None:
    s = iri("pile", pile.id)
    g.add((s, RDF.type, DW.Pile))
    _label(g, s, pile.name)
    g.add((s, DW.pileKind, Literal(pile.kind)))
    g.add((s, DW.supplyStatus, Literal(pile.supply)))
    for cid in pile.cards:
        g.add((s, DW.pileMember, iri("card", cid)))
    for cid in pile.added_by_cards:
        g.add((s, DW.addedByCard, iri("card", cid)))
    for t in pile.added_by_types:
        g.add((s, DW.addedByType, Literal(t)))
    if pile.added_by_cost:
        g.add((s, DW.addedByCost, Literal(pile.added_by_cost)))
    g.add((s, DW.optionalPile, Literal(pile.optional)))
    _texts(g, s, DW.setupCondition, pile.condition)
    _texts(g, s, DW.summary, pile.summary)


def _rule(g: Graph, rule: Rule) -> None:
    s = iri("rule", rule.id)
    g.add((s, RDF.type, DW.Rule if rule.kind == "rule" else DW.Concept))
    _label(g, s, rule.title)
    _texts(g, s, SKOS.definition, rule.definition)
    for section in rule.sections:
        node = URIRef(f"{s}#{section.id}")
        g.add((s, DW.section, node))
        g.add((node, RDF.type, DW.Section))
        _texts(g, node, RDFS.label, section.title)
        _texts(g, node, DW.body, section.body)
    for rel in rule.related:
        kind, _, rid = rel.partition(":") if ":" in rel else ("rule", "", rel)
        g.add((s, DW.related, iri(kind, rid)))


def _term(g: Graph, term: Term) -> None:
    s = iri("term", term.id)
    g.add((s, RDF.type, DW.Term))
    g.add((s, RDF.type, SKOS.Concept))
    _label(g, s, term.term)
    _texts(g, s, SKOS.definition, term.definition)
    for alt in term.alt_pl:
        g.add((s, SKOS.altLabel, Literal(alt, lang="pl")))
    if term.see:
        kind, _, rid = term.see.partition(":") if ":" in term.see else ("rule", "", term.see)
        g.add((s, DW.see, iri(kind, rid)))


def _example(g: Graph, example: Example) -> None:
    s = iri("example", example.id)
    g.add((s, RDF.type, DW.Example))
    _label(g, s, example.title)
    _texts(g, s, DW.claim, example.claim)
    _texts(g, s, DW.conditions, example.conditions)
    g.add((s, DW.exampleStatus, Literal(example.status)))
    g.add((s, DW.exampleKind, Literal(example.kind)))
    for cid in example.cards:
        g.add((s, DW.involvesCard, iri("card", cid)))
    for rid in example.illustrates:
        kind, _, target = rid.partition(":") if ":" in rid else ("rule", "", rid)
        g.add((s, DW.illustrates, iri(kind, target)))
    if example.source:
        g.add((s, DW.seedSource, Literal(example.source)))


def build_graph(kb: Knowledge, *, with_ontology: bool = True) -> Graph:
    """The whole knowledge base as one RDF graph (plus the ontology)."""
    g = Graph()
    g.bind("dw", DW._NS)
    g.bind("skos", SKOS)
    g.bind("schema", SCHEMA)
    if with_ontology:
        g.parse(Path(kb.root) / ONTOLOGY, format="turtle")
    for exp in kb.expansions.values():
        s = iri("expansion", exp.id)
        g.add((s, RDF.type, DW.Expansion))
        _label(g, s, exp.name)
        for edition in exp.editions:
            g.add((s, DW.edition, Literal(edition)))
        if exp.year:
            g.add((s, DW.year, Literal(exp.year, datatype=XSD.integer)))
        g.add((s, DW.publishedInPolish, Literal(exp.published_pl)))
        if exp.name_source_pl:
            g.add((s, DW.namePlSource, Literal(exp.name_source_pl)))
    for card in kb.cards.values():
        _card(g, card, kb)
    for pile in kb.piles.values():
        _pile(g, pile)
    for rule in kb.rules.values():
        _rule(g, rule)
    for term in kb.terms.values():
        _term(g, term)
    for example in kb.examples.values():
        _example(g, example)
    for table, kind in ((kb.cards, "card"), (kb.rules, "rule"), (kb.terms, "term"), (kb.examples, "example"),
                        (kb.piles, "pile")):
        for record in table.values():
            s = iri(kind, record.id)
            for _, text in texts_of(record):
                for lang in ("en", "pl"):
                    for ref in find_refs(text.get(lang) or ""):
                        g.add((s, DW.mentions, iri(ref.kind, ref.id)))
    return g


KINDS = ("card", "rule", "term", "example", "expansion", "pile")
SH = Namespace("http://www.w3.org/ns/shacl#")
SHACL_CACHE = "shacl"
SHACL_CACHE_VERSION = "1"
"""Bump when the validation or the way its cache keys are made changes (old verdicts are then ignored)."""
_OTHER_TARGETS = (SH.targetNode, SH.targetSubjectsOf, SH.targetObjectsOf, SH.target)


def _entity_location(kb: Knowledge, node: object) -> Location | None:
    text = str(node)
    for kind in KINDS:
        prefix = iri(kind, "")
        if text.startswith(prefix):
            rid = text[len(prefix):].split("#")[0]
            record = kb.kind_table(kind).get(rid)
            return record.loc if record is not None else None
    return None


def _node_text(node: object) -> str:
    if isinstance(node, Literal):
        return f"L{node.language or ''}^{node.datatype or ''}^{node}"
    if isinstance(node, BNode):
        return "_"  # blank nodes only come from the ontology, whose file bytes are hashed as well
    return f"<{node}>"


def _split_by_file(kb: Knowledge, g: Graph) -> tuple[dict[str, list[str]], dict[str, set[URIRef]]]:
    """The graph's triples as text, grouped by the knowledge file that wrote their subject.

    Group ``""`` holds what every file's validation depends on: the triples of no record
    (the ontology) and the ``rdf:type`` of every record, which ``sh:class`` looks at.
    """
    owners = {str(iri(kind, rid)): record.loc.path or ""
              for kind in KINDS for rid, record in kb.kind_table(kind).items()}
    lines: dict[str, list[str]] = {"": []}
    subjects: dict[str, set[URIRef]] = {"": set()}
    for s, p, o in g:
        row = f"{_node_text(s)} {_node_text(p)} {_node_text(o)}"
        owner = owners.get(str(s).split("#", 1)[0], "") if isinstance(s, URIRef) else ""
        lines.setdefault(owner, []).append(row)
        if isinstance(s, URIRef) and owner:
            subjects.setdefault(owner, set()).add(s)
            if p == RDF.type:
                lines[""].append(row)
    return lines, subjects


def _targeted_shapes(shapes: Graph, g: Graph, focus: set[URIRef]) -> Graph | None:
    """``shapes`` with each ``sh:targetClass`` narrowed to the ``focus`` nodes of that class.

    None when the shapes select their targets any other way (then only a full run is exact).
    """
    if any(True for p in _OTHER_TARGETS for _ in shapes.subject_objects(p)):
        return None
    for shape in set(shapes.subjects(SH.targetClass, None)) | set(shapes.subjects(RDF.type, SH.NodeShape)):
        if (shape, RDF.type, RDFS.Class) in shapes:
            return None  # an implicit class target
    out = Graph()
    out.namespace_manager = shapes.namespace_manager
    for triple in shapes:
        if triple[1] != SH.targetClass:
            out.add(triple)
    for shape, cls in shapes.subject_objects(SH.targetClass):
        classes = set(g.transitive_subjects(RDFS.subClassOf, cls))
        for node in focus:
            if any(c in classes for c in g.objects(node, RDF.type)):
                out.add((shape, SH.targetNode, node))
    return out


def _violations(kb: Knowledge, g: Graph, shapes: Graph) -> list[KnowledgeError]:
    from pyshacl import validate

    conforms, report, _ = validate(g, shacl_graph=shapes, inference="none", allow_warnings=True)
    if conforms:
        return []
    errors: list[KnowledgeError] = []
    for result in report.subjects(RDF.type, SH.ValidationResult):
        focus = report.value(result, SH.focusNode)
        path = report.value(result, SH.resultPath)
        message = report.value(result, SH.resultMessage)
        loc = _entity_location(kb, focus) or Location(str(focus))
        key = str(path).rsplit("#", 1)[-1].rsplit("/", 1)[-1] if path is not None else None
        errors.append(KnowledgeError(f"shape violation on {key or 'entity'}: {message}",
                                     Location(loc.path, loc.line, key)))
    errors.sort(key=lambda e: (e.path or "", e.line or 0, e.message))
    return errors


def validate_graph(kb: Knowledge, g: Graph, cache: Cache | None = None) -> None:
    """Check the graph against knowledge/shapes.ttl; errors name the YAML file and line.

    With a ``cache``, validation is incremental per knowledge file: a file whose triples,
    the rdf:type of every record, the shapes, the ontology and pyshacl are all as they
    were when it last passed is not validated again; only the records of the other
    files are (the shapes' class targets narrowed to them).  A change to any record's
    type (a record added, removed or renamed) or to the shapes or ontology revalidates
    every file, so a constraint across files (``sh:class``) is never skipped.
    """
    shapes_file = Path(kb.root) / SHAPES
    shapes = Graph().parse(shapes_file, format="turtle")
    if cache is None:
        errors = _violations(kb, g, shapes)
        if errors:
            raise KnowledgeErrors(errors)
        return
    from importlib.metadata import version

    lines, subjects = _split_by_file(kb, g)
    ontology = Path(kb.root) / ONTOLOGY
    common = digest(SHACL_CACHE_VERSION, version("pyshacl"), shapes_file.read_bytes(),
                    ontology.read_bytes() if ontology.is_file() else b"", "\n".join(sorted(lines[""])))
    keys = {name: digest(common, name, "\n".join(sorted(rows))) for name, rows in lines.items() if name}
    dirty = {name for name, key in keys.items() if cache.get(SHACL_CACHE, key) is not True}
    if not dirty:
        return
    targeted = None
    if dirty != set(keys):
        focus = set(subjects[""]).union(*(subjects.get(name, set()) for name in dirty))
        targeted = _targeted_shapes(shapes, g, focus)
    errors = _violations(kb, g, targeted if targeted is not None else shapes)
    failed = {e.path for e in errors}
    if not failed - set(keys):  # a violation outside every file: remember nothing
        for name in dirty - failed:
            cache.put(SHACL_CACHE, keys[name], True)
    if errors:
        raise KnowledgeErrors(errors)
