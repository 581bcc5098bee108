"""The compiled graph holds the structured facts; SHACL violations name the YAML file and line."""

from __future__ import annotations

from pathlib import Path

import pytest
from rdflib import Graph, Literal
from rdflib.namespace import RDF, RDFS, SKOS

from generator.errors import KnowledgeErrors
from generator.kb.graph import build_graph, validate_graph
from generator.kb.load import load_knowledge
from generator.kb.schema import Knowledge
from generator.kb.vocab import DW, iri
from tests.kb.cards import BROKEN_CARD


def test_card_facts_are_in_the_graph(graph: Graph) -> None:
    """Artisan: both names, edition, cost, types, Supply status and its gain-to-hand ability."""
    artisan = iri("card", "artisan")
    assert (artisan, RDF.type, DW.Card) in graph
    assert (artisan, RDFS.label, Literal("Artisan", lang="en")) in graph
    assert (artisan, RDFS.label, Literal("Rękodzielnik", lang="pl")) in graph
    assert set(graph.objects(artisan, DW.edition)) == {Literal("2e")}
    assert graph.value(artisan, DW.costCoins) == Literal(6)
    assert graph.value(artisan, DW.supplyStatus) == Literal("kingdom")
    gain = graph.value(artisan, DW.gains)
    assert (graph.value(gain, DW.gainsFrom), graph.value(gain, DW.gainsTo), graph.value(gain, DW.gainer)) == (
        Literal("supply"), Literal("hand"), Literal("you"))


def test_a_card_with_its_own_mat_names_it_in_both_languages(graph: Graph) -> None:
    """Native Village comes with the Native Village mat (Seaside rulebook); Village has no mat."""
    assert set(graph.objects(iri("card", "native-village"), DW.matName)) == {
        Literal("Native Village mat", lang="en"), Literal("podkładka Wioski tubylców", lang="pl")}
    assert graph.value(iri("card", "village"), DW.matName) is None


def test_non_supply_pile_wiring(graph: Graph) -> None:
    """Spoils is brought in by three cards and lives in the Spoils pile; Urchin gains from the Mercenary card's pile."""
    spoils = iri("card", "spoils")
    assert set(graph.objects(spoils, DW.broughtInBy)) == {
        iri("card", "bandit-camp"), iri("card", "marauder"), iri("card", "pillage")}
    urchin_gain = graph.value(iri("card", "urchin"), DW.gains)
    assert graph.value(urchin_gain, DW.gainsFrom) == iri("pile", "mercenary")
    assert graph.value(iri("pile", "ruins"), DW.addedByType) == Literal("looter")


def test_editions_and_versions(graph: Graph) -> None:
    """Removed cards are flagged; Trader's 1st-edition replacement gain is tied to version 1e."""
    assert graph.value(iri("card", "nomad-camp"), DW.removedInSecondEdition) == Literal(True)
    assert graph.value(iri("card", "villa"), DW.removedInSecondEdition) is None
    trader = iri("card", "trader")
    versioned = [g for g in graph.objects(trader, DW.gains) if graph.value(g, DW.appliesToVersion) is not None]
    assert [graph.value(g, DW.appliesToVersion) for g in versioned] == [Literal("1e")]
    current = [graph.value(v, DW.versionId) for v in graph.objects(trader, DW.hasVersion)
               if graph.value(v, DW.isCurrent) == Literal(True)]
    assert current == [Literal("2e")]


def test_untranslated_names_are_marked(graph: Graph) -> None:
    """A card with pl: null has no Polish label and dw:untranslated true."""
    nomad = iri("card", "nomad-camp")
    assert graph.value(nomad, DW.untranslated) == Literal(True)
    assert [lbl for lbl in graph.objects(nomad, RDFS.label) if lbl.language == "pl"] == []


def test_glossary_terms_carry_polish_alternatives(graph: Graph) -> None:
    """The gain term is a SKOS concept with its Polish inflections as altLabels."""
    gain = iri("term", "gain")
    assert (gain, SKOS.prefLabel, Literal("dodać", lang="pl")) in graph
    assert (gain, SKOS.altLabel, Literal("dodawanie", lang="pl")) in graph


def test_mentions_follow_links(graph: Graph) -> None:
    """A [[card:...]] link in a rule text becomes dw:mentions."""
    assert (iri("rule", "gain"), DW.mentions, iri("card", "nomad-camp")) in graph


def test_real_knowledge_conforms_to_the_shapes(kb: Knowledge, graph: Graph) -> None:
    """The hand-written knowledge passes every SHACL shape."""
    validate_graph(kb, graph)


def test_shacl_violation_names_file_and_line(kcopy: Path) -> None:
    """A card whose versions mark none as current fails SHACL, reported at the card's YAML line."""
    (kcopy / "cards" / "zz.yaml").write_text(BROKEN_CARD, encoding="utf-8")
    kb = load_knowledge(kcopy)
    with pytest.raises(KnowledgeErrors) as info:
        validate_graph(kb, build_graph(kb))
    [err] = info.value.errors
    assert (err.path, err.line) == ("knowledge/cards/zz.yaml", 2)
    assert err.message == "shape violation on entity: a card with versions marks exactly one of them current"


def _gains_to_shape_values() -> list[str]:
    """The sh:in list of the gain shape's dw:gainsTo property, read from knowledge/shapes.ttl."""
    from rdflib.collection import Collection
    from rdflib.namespace import SH

    from generator.kb.load import default_root
    shapes = Graph().parse(default_root() / "shapes.ttl", format="turtle")
    [prop] = [p for p in shapes.subjects(SH.path, DW.gainsTo) if (None, SH.property, p) in shapes]
    return [str(v) for v in Collection(shapes, shapes.value(prop, SH["in"]))]


def test_gains_to_shape_allows_exactly_the_loader_destinations() -> None:
    """SHACL's dw:gainsTo values are the loader's GAIN_DESTINATIONS, set-aside included."""
    from generator.kb.schema import GAIN_DESTINATIONS
    assert _gains_to_shape_values() == list(GAIN_DESTINATIONS)
    assert "set-aside" in GAIN_DESTINATIONS


def test_set_aside_gain_passes_shacl_and_an_unknown_one_fails(kb: Knowledge, graph: Graph) -> None:
    """A graph with Quartermaster's set-aside gain conforms; the same gain node saying "aside" is a violation
    at Quartermaster's gain line."""
    node = next(graph.objects(iri("card", "quartermaster"), DW.gains))
    assert graph.value(node, DW.gainsTo) == Literal("set-aside")
    validate_graph(kb, graph)
    bad = Graph()
    for triple in graph:
        bad.add(triple)
    bad.set((node, DW.gainsTo, Literal("aside")))
    with pytest.raises(KnowledgeErrors) as info:
        validate_graph(kb, bad)
    assert any(e.path == "knowledge/cards/plunder.yaml" and "gainsTo" in e.message for e in info.value.errors), \
        [e.format() for e in info.value.errors]


def test_ontology_says_set_aside_in_both_languages(graph: Graph) -> None:
    """dw:gainsTo's comment names set-aside in English and in Polish (with the Polish words for it)."""
    comments = {c.language: str(c) for c in graph.objects(DW.gainsTo, RDFS.comment)}
    assert "set-aside" in comments["en"] and "set-aside (odłożona na bok" in comments["pl"]
