"""Compile knowledge records into one rdflib graph (validated by :mod:`generator.kb.shacl`).

Texts become language-tagged literals (``@en``, ``@pl``); a missing Polish
text is simply absent and the entity is marked ``dw:untranslated true``.
The graph is built with rdflib and queried elsewhere with pyoxigraph.
"""

from __future__ import annotations

from pathlib import Path

from rdflib import BNode, Graph, Literal, URIRef
from rdflib.namespace import RDF, RDFS, SKOS, XSD

from generator.kb.refs import find_refs, parse_target, texts_of
from generator.kb.schema import Card, Example, Expansion, GainFact, Knowledge, Pile, Rule, Term, Text
from generator.kb.shacl import ONTOLOGY, SHAPES, validate_graph
from generator.kb.vocab import DW, SCHEMA, iri


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
    for alt in card.alt_en:
        g.add((s, SKOS.altLabel, Literal(alt, lang="en")))
    if card.name_confidence_pl:
        g.add((s, DW.namePlConfidence, Literal(card.name_confidence_pl)))
    for other in card.brought_in_by:
        g.add((s, DW.broughtInBy, iri("card", other)))
    if card.name_source_pl:
        g.add((s, DW.namePlSource, Literal(card.name_source_pl)))
    if card.fan_name_pl:
        g.add((s, DW.namePlFanWiki, Literal(card.fan_name_pl, lang="pl")))
    _texts(g, s, DW.summary, card.summary)
    _texts(g, s, DW.description, card.description)
    for text in card.clarifications:
        _texts(g, s, DW.clarification, text)
    _texts(g, s, DW.matName, card.mat)
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
        _gain_details(g, node, gain, kb)
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
    for index, effect in enumerate(card.effects):
        node = URIRef(f"{s}#effect-{index + 1}")
        g.add((s, DW.hasEffect, node))
        g.add((node, RDF.type, DW.CardEffect))
        g.add((node, DW.effectKind, Literal(effect.kind)))
        for trigger in effect.triggers:
            g.add((node, DW.trigger, Literal(trigger)))
        if effect.pile:
            g.add((node, DW.effectPile, _pile_iri(kb, effect.pile)))
        _texts(g, node, DW.effectDetails, effect.what)
        for version_id in effect.versions:
            g.add((node, DW.appliesToVersion, Literal(version_id)))
    if card.hand_written:
        g.add((s, DW.factsRecorded, Literal(True)))
    g.add((s, DW.namePlStatus, Literal(card.name_status_pl)))
    exp = kb.expansions.get(card.expansion)
    printed = exp.polish_edition(card.editions) if exp and card.name_status_pl == "official" else None
    if exp is not None and printed is not None:
        g.add((s, DW.namePlEdition, _edition_iri(exp, exp.polish_editions.index(printed))))
    for version in card.versions:
        node = URIRef(f"{s}#version-{version.id}")
        g.add((s, DW.hasVersion, node))
        g.add((node, RDF.type, DW.Version))
        g.add((node, DW.versionId, Literal(version.id)))
        _texts(g, node, RDFS.label, version.label)
        _texts(g, node, DW.note, version.note)
        g.add((node, DW.isCurrent, Literal(version.current)))


def _gain_details(g: Graph, node: URIRef, gain: GainFact, kb: Knowledge) -> None:
    """The structured trigger, conditions, count and which-cards of one gain fact."""
    for trigger in gain.triggers:
        g.add((node, DW.trigger, Literal(trigger)))
    for condition in gain.when:
        g.add((node, DW.condition, Literal(condition)))
    if gain.count is not None:
        g.add((node, DW.gainCount, Literal(gain.count)))
    if gain.per:
        g.add((node, DW.gainedPer, Literal(gain.per)))
    if gain.optional:
        g.add((node, DW.gainOptional, Literal(True)))
    w = gain.which
    if w is None:
        return
    if w.card:
        g.add((node, DW.gainsCard, iri("card", w.card)))
    if w.pile:
        g.add((node, DW.gainsPile, _pile_iri(kb, w.pile)))
    for t in w.types:
        g.add((node, DW.gainsType, Literal(t)))
    for prop, value in ((DW.costAtMost, w.cost_max), (DW.costAtLeast, w.cost_min), (DW.costExactly, w.cost_exact)):
        if value is not None:
            g.add((node, prop, Literal(value)))
    if w.relative_to:
        g.add((node, DW.costRelativeTo, Literal(w.relative_to)))
    if w.copy_of:
        g.add((node, DW.copyOf, Literal(w.copy_of)))
    if w.shares_type:
        g.add((node, DW.sharesType, Literal(True)))
    if w.among:
        g.add((node, DW.gainsAmong, Literal(w.among)))
    if w.not_named:
        g.add((node, DW.notNamedAs, Literal(True)))
    for other in w.other_than:
        g.add((node, DW.gainsOtherThan, iri("card", other)))
    if w.cost_per:
        g.add((node, DW.costBoundPer, Literal(w.cost_per)))


def _edition_iri(exp: Expansion, index: int) -> URIRef:
    return URIRef(f"{iri('expansion', exp.id)}#polish-{index + 1}")


def _expansion(g: Graph, exp: Expansion) -> None:
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
    for index, printed in enumerate(exp.polish_editions):
        node = _edition_iri(exp, index)
        g.add((s, DW.polishEdition, node))
        g.add((node, RDF.type, DW.PolishEdition))
        g.add((node, RDFS.label, Literal(printed.title, lang="pl")))
        g.add((node, DW.edition, Literal(printed.edition)))
        g.add((node, DW.publisher, Literal(printed.publisher)))
        if printed.year:
            g.add((node, DW.year, Literal(printed.year, datatype=XSD.integer)))
        g.add((node, DW.editionSource, Literal(printed.source)))


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
        kind, rid = parse_target(rel, "rule")
        g.add((s, DW.related, iri(kind, rid)))


def _term(g: Graph, term: Term) -> None:
    s = iri("term", term.id)
    g.add((s, RDF.type, DW.Term))
    g.add((s, RDF.type, SKOS.Concept))
    _label(g, s, term.term)
    _texts(g, s, SKOS.definition, term.definition)
    for alt in term.alt_pl:
        g.add((s, SKOS.altLabel, Literal(alt, lang="pl")))
    for alt in term.alt_en:
        g.add((s, SKOS.altLabel, Literal(alt, lang="en")))
    if term.see:
        kind, rid = parse_target(term.see, "rule")
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
        kind, target = parse_target(rid, "rule")
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
        _expansion(g, exp)
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


__all__ = ["ONTOLOGY", "SHAPES", "build_graph", "validate_graph"]
