"""Every DW term is declared in ontology.ttl with English and Polish labels and comments, and vice versa."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from rdflib import Graph, URIRef
from rdflib.namespace import RDF, RDFS

from generator.kb import vocab
from generator.kb.graph import build_graph
from generator.kb.load import default_root, load_knowledge
from generator.kb.vocab import DW


@pytest.fixture(scope="module")
def full_graph() -> Graph:
    """The graph of the whole knowledge, the bulk import included."""
    return build_graph(load_knowledge())


def _ontology() -> Graph:
    return Graph().parse(default_root() / "ontology.ttl", format="turtle")


def _dw_terms() -> set[str]:
    return {name for name in DW.__annotations__ if not name.startswith("_")}


def test_every_vocab_term_is_described_in_both_languages() -> None:
    """Each DW term has rdfs:label and rdfs:comment in en and pl."""
    g = _ontology()
    missing = []
    for name in sorted(_dw_terms()):
        subject = URIRef(str(DW._NS) + name)
        for prop in (RDFS.label, RDFS.comment):
            langs = {o.language for o in g.objects(subject, prop)}
            if not {"en", "pl"} <= langs:
                missing.append(f"{name} {prop.split('#')[-1]}")
    assert missing == []


def test_ontology_declares_nothing_outside_vocab() -> None:
    """Every dw: subject of ontology.ttl is a term of the DW namespace class."""
    g = _ontology()
    declared = {str(s)[len(str(DW._NS)):] for s in g.subjects() if str(s).startswith(str(DW._NS))}
    assert declared == _dw_terms()


NEW_TERMS = ("CardEffect", "PolishEdition", "trigger", "condition", "gainCount", "gainsCard", "gainsPile", "gainsType",
             "costAtMost", "costAtLeast", "costExactly", "costRelativeTo", "copyOf", "sharesType", "hasEffect",
             "effectKind", "effectPile", "effectDetails", "factsRecorded", "namePlStatus", "namePlEdition",
             "polishEdition", "publisher", "editionSource")
"""The terms added for gain conditions, Supply effects and Polish name provenance."""


def test_new_terms_are_declared_once() -> None:
    """Each new term is one annotation of the DW class and one subject with an rdf:type in ontology.ttl."""
    source = (Path(vocab.__file__)).read_text(encoding="utf-8")
    g = _ontology()
    for name in NEW_TERMS:
        assert len(re.findall(rf"^    {name}: URIRef", source, re.M)) == 1, name
        assert len(list(g.objects(URIRef(str(DW._NS) + name), RDF.type))) == 1, name


def test_new_terms_are_labelled_in_both_languages() -> None:
    """Each new term has exactly one English and one Polish label."""
    g = _ontology()
    for name in NEW_TERMS:
        langs = sorted(str(o.language) for o in g.objects(URIRef(str(DW._NS) + name), RDFS.label))
        assert langs == ["en", "pl"], name


def test_new_terms_are_used_by_a_record(full_graph: Graph) -> None:
    """Every new property is the predicate, and every new class the type, of at least one triple of the data."""
    for name in NEW_TERMS:
        term = URIRef(str(DW._NS) + name)
        used = (None, RDF.type, term) in full_graph if name[0].isupper() else (None, term, None) in full_graph
        assert used, name


def test_every_dw_term_is_used_by_the_data(full_graph: Graph) -> None:
    """No term of the vocabulary is declared without any record using it."""
    ontology = set(_ontology())
    data = [t for t in full_graph if t not in ontology]
    predicates = {p for _, p, _ in data}
    types = {o for _, p, o in data if p == RDF.type}
    unused = [n for n in sorted(_dw_terms()) if URIRef(str(DW._NS) + n) not in predicates | types]
    assert unused == []
