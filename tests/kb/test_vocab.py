"""Every DW term is declared in ontology.ttl with English and Polish labels and comments, and vice versa."""

from __future__ import annotations

from rdflib import Graph, URIRef
from rdflib.namespace import RDFS

from generator.kb.load import default_root
from generator.kb.vocab import DW


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
