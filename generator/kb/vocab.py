"""The project's RDF vocabulary, declared once.

Like rdflib's own ``SKOS`` namespace, :class:`DW` is a ``DefinedNamespace``
with ``_fail = True``: a misspelt term is an error, not a new IRI.  Every
term is described (labels and comments in English and Polish) in
knowledge/ontology.ttl; a test keeps the two in step.
"""

from __future__ import annotations

from rdflib import Namespace, URIRef
from rdflib.namespace import DefinedNamespace

BASE = "https://w3id.org/domwiki/"
"""Entities are ``BASE + kind + "/" + id``; the vocabulary lives under ``BASE + "vocab#"``."""

SCHEMA = Namespace("https://schema.org/")


class DW(DefinedNamespace):
    """Terms of the Dominion wiki vocabulary."""

    _fail = True
    _NS = Namespace(BASE + "vocab#")

    # classes
    Card: URIRef          # a card or card-shaped thing
    Expansion: URIRef     # a published box or the promos
    Rule: URIRef          # an official rule
    Concept: URIRef       # a game concept explained on its own page
    Term: URIRef          # a glossary entry
    Example: URIRef       # a rules example proven by the engine
    GainAbility: URIRef   # one structured way a card makes someone gain
    OwnershipAbility: URIRef  # a way of taking ownership without gaining
    Version: URIRef       # an edition or erratum of a card
    Section: URIRef       # a titled section of a rule page
    Pile: URIRef          # a pile of cards at setup (single, mixed or split)
    CardEffect: URIRef    # something a card does to or with the Supply beyond gaining
    PolishEdition: URIRef  # a Polish printing of one edition of an expansion

    # card facts
    expansion: URIRef
    edition: URIRef
    costCoins: URIRef
    costPotion: URIRef
    costDebt: URIRef
    cardType: URIRef
    kind: URIRef
    supplyStatus: URIRef
    pile: URIRef
    broughtInBy: URIRef
    summary: URIRef
    description: URIRef
    clarification: URIRef
    matName: URIRef
    namePlSource: URIRef
    namePlFanWiki: URIRef
    untranslated: URIRef
    removedInSecondEdition: URIRef
    gains: URIRef
    gainsFrom: URIRef
    gainsTo: URIRef
    gainer: URIRef
    gainsWhat: URIRef
    gainsSelfTo: URIRef
    onGain: URIRef
    onOtherGain: URIRef
    givesOwnership: URIRef
    ownershipWay: URIRef
    appliesToVersion: URIRef
    hasVersion: URIRef
    versionId: URIRef
    isCurrent: URIRef
    note: URIRef
    trigger: URIRef
    condition: URIRef
    gainCount: URIRef
    gainedPer: URIRef
    gainOptional: URIRef
    gainsAmong: URIRef
    notNamedAs: URIRef
    gainsOtherThan: URIRef
    costBoundPer: URIRef
    gainsCard: URIRef
    gainsPile: URIRef
    gainsType: URIRef
    costAtMost: URIRef
    costAtLeast: URIRef
    costExactly: URIRef
    costRelativeTo: URIRef
    copyOf: URIRef
    sharesType: URIRef
    hasEffect: URIRef
    effectKind: URIRef
    effectPile: URIRef
    effectDetails: URIRef
    factsRecorded: URIRef
    namePlStatus: URIRef
    namePlEdition: URIRef

    # rules, terms, examples
    section: URIRef
    body: URIRef
    related: URIRef
    see: URIRef
    claim: URIRef
    involvesCard: URIRef
    illustrates: URIRef
    exampleStatus: URIRef
    conditions: URIRef
    seedSource: URIRef
    mentions: URIRef
    publishedInPolish: URIRef
    polishEdition: URIRef
    publisher: URIRef
    editionSource: URIRef
    year: URIRef
    namePlConfidence: URIRef
    exampleKind: URIRef

    # piles and setup
    pileKind: URIRef
    pileMember: URIRef
    addedByCard: URIRef
    addedByType: URIRef
    addedByCost: URIRef
    optionalPile: URIRef
    setupCondition: URIRef


def iri(kind: str, rid: str) -> URIRef:
    """The IRI of entity ``rid`` of ``kind`` ("card", "rule", ...)."""
    return URIRef(f"{BASE}{kind}/{rid}")
