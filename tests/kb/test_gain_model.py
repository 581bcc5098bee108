"""Structured gain facts, Supply effects and Polish name provenance: loading, errors and the graph."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from rdflib import RDFS, Graph, Literal, URIRef

from generator.errors import KnowledgeError, KnowledgeErrors
from generator.kb.graph import build_graph
from generator.kb.load import default_root, load_knowledge
from generator.kb.schema import Knowledge
from generator.kb.vocab import DW, iri
from tests.kb.cards import GOOD_CARD


def _errors(root: Path) -> list[KnowledgeError]:
    with pytest.raises(KnowledgeErrors) as info:
        load_knowledge(root)
    return info.value.errors


@pytest.fixture()
def fullcopy(tmp_path: Path) -> Path:
    """A writable copy of the whole knowledge/, the bulk import included."""
    target = tmp_path / "knowledge"
    shutil.copytree(default_root(), target, ignore=shutil.ignore_patterns("claims"))
    return target


def test_rocks_states_its_phase_condition(kb: Knowledge) -> None:
    """Rocks' Silver goes onto the deck in the Buy phase and to the hand otherwise, on gaining or trashing it."""
    facts = {g.to: g for g in kb.cards["rocks"].gains}
    assert facts["deck"].when == ("buy-phase",) and facts["hand"].when == ("not-buy-phase",)
    assert facts["hand"].triggers == ("gain", "trash") and facts["hand"].which is not None
    assert facts["hand"].which.card == "silver"


def test_only_when_bought_differs_from_when_gained(kb: Knowledge) -> None:
    """Messenger's gain needs it to be bought (first buy); Embassy's happens whenever it is gained."""
    assert {g.triggers for g in kb.cards["messenger"].gains} == {("buy",)}
    assert all(g.when == ("first-buy-this-turn",) for g in kb.cards["messenger"].gains)
    assert {g.triggers for g in kb.cards["embassy"].gains} == {("gain",)}


def test_who_gains_includes_the_receiver_and_the_victim(kb: Knowledge) -> None:
    """Locusts' gainer is the player receiving the Hex; Swindler's the victim; Embargo's every buyer."""
    assert {g.who for g in kb.cards["locusts"].gains} == {"receiver"}
    assert [g.who for g in kb.cards["swindler"].gains] == ["victim"]
    assert [g.who for g in kb.cards["embargo"].gains] == ["each"]


def test_which_cards_and_how_many(kb: Knowledge) -> None:
    """Counts, named cards, types and relative cost bounds (Develop: one more and one less, in either order)."""
    steed = kb.cards["trusty-steed"].gains[0]
    assert steed.count == 4 and steed.which is not None and steed.which.card == "silver"
    assert kb.cards["treasure-hunter"].gains[0].count is None  # as many as the neighbour gained
    develop = sorted(g.which.cost_exact for g in kb.cards["develop"].gains if g.which and g.which.cost_exact)
    assert develop == [-1, 1]
    lich = kb.cards["lich"].gains[0].which
    assert lich is not None and (lich.relative_to, lich.cost_max) == ("this", -1)
    locust = [g.which for g in kb.cards["locusts"].gains if g.which and g.which.shares_type]
    assert len(locust) == 1 and locust[0].relative_to == "trashed"


def test_gain_details_reach_the_graph(graph: object) -> None:
    """The trigger, condition, count and which-card of a fact are triples on its gain node."""
    from rdflib import Graph
    assert isinstance(graph, Graph)
    node = next(n for n in graph.objects(iri("card", "rocks"), DW.gains)
                if (n, DW.gainsTo, Literal("hand")) in graph)
    assert (node, DW.condition, Literal("not-buy-phase")) in graph
    assert {str(t) for t in graph.objects(node, DW.trigger)} == {"gain", "trash"}
    assert (node, DW.gainsCard, iri("card", "silver")) in graph and (node, DW.gainCount, Literal(1)) in graph


def test_possession_and_first_edition_trader_replace_gains(kb: Knowledge) -> None:
    """Possession and 1st-edition Trader replace a gain; Lich's move out of the trash is not a gain."""
    assert [e.kind for e in kb.cards["possession"].effects] == ["replaces-gain"]
    trader = {e.kind: e.versions for e in kb.cards["trader"].effects}
    assert trader["replaces-gain"] == ("1e",) and trader["reacts-to-gain"] == ()
    assert [e.kind for e in kb.cards["lich"].effects] == ["leaves-trash-without-gaining"]


def test_band_of_misfits_and_pillage_have_their_2019_errata(kb: Knowledge) -> None:
    """Both record the original printing and the current 2019 errata; Pillage's errata gain needs the trash."""
    for cid in ("band-of-misfits", "pillage"):
        versions = {v.id: v.current for v in kb.cards[cid].versions}
        assert versions == {"pre-errata": False, "errata": True}, cid
    errata = [g for g in kb.cards["pillage"].gains if g.versions == ("errata",)]
    assert len(errata) == 1 and errata[0].when == ("trashed-itself",)


def test_develop_first_edition_allows_either_order(kb: Knowledge) -> None:
    """Develop's 1st-edition note says the two cards may be gained in either order (as the card says)."""
    first = next(v for v in kb.cards["develop"].versions if v.id == "1e")
    assert first.note is not None and "either order" in first.note.en and "kolejności" in (first.note.pl or "")
    assert "first" not in first.note.en


def test_inheritance_summary_uses_the_current_wording(kb: Knowledge) -> None:
    """The summary speaks of Command Actions that play the set-aside card; the original is a version."""
    card = kb.cards["inheritance"]
    assert card.summary is not None and "Command" in card.summary.en and "play the set-aside card" in card.summary.en
    assert {v.id: v.current for v in card.versions} == {"pre-errata": False, "errata": True}


def test_hermit_gains_its_madman_only_in_the_original_printing(kb: Knowledge) -> None:
    """Original Hermit trashes itself and gains a Madman; the current one exchanges itself (no gain)."""
    hermit = kb.cards["hermit"]
    madman = [g for g in hermit.gains if g.source == "pile:madman"]
    assert [g.versions for g in madman] == [("pre-errata",)]
    assert madman[0].triggers == ("discard-from-play",) and madman[0].when == ("no-cards-bought-this-turn",)
    assert [(o.way, o.versions) for o in hermit.ownership] == [("exchange", ("errata",))]
    assert next(v for v in hermit.versions if v.current).id == "errata"


def test_wish_keeps_what_the_import_knows(full_kb_graph: tuple[Knowledge, object]) -> None:
    """The hand-written Wish keeps the import's bringers, Leprechaun and Secret Cave, and so does its pile."""
    full, _ = full_kb_graph
    assert set(full.cards["wish"].brought_in_by) == {"leprechaun", "secret-cave"}
    assert set(full.piles["wish"].added_by_cards) == {"leprechaun", "secret-cave"}


@pytest.fixture(scope="module")
def full_kb_graph() -> tuple[Knowledge, object]:
    """The whole knowledge and its graph."""
    full = load_knowledge()
    return full, build_graph(full)


def test_piles_have_their_members(full_kb_graph: tuple[Knowledge, object]) -> None:
    """Wizards has all four Wizards; Castles eight; the non-Supply piles and the Traveller steps exist."""
    full, _ = full_kb_graph
    assert full.piles["wizards"].cards == ("student", "conjurer", "sorcerer", "lich")
    assert len(full.piles["castles"].cards) == 8 and full.cards["kings-castle"].pile == "castles"
    for pid in ("prizes", "rewards", "spoils", "madman", "mercenary", "wish", "horse", "loot", "imp", "ghost",
                "will-o-wisp", "bat", "zombies", "treasure-hunter", "warrior", "hero", "champion", "soldier",
                "fugitive", "disciple", "teacher"):
        assert full.piles[pid].supply == "non-supply" and full.piles[pid].cards, pid
    assert full.piles["will-o-wisp"].added_by_types == ("fate",)


def test_polish_printing_is_linked_from_an_official_name(full_kb_graph: tuple[Knowledge, object]) -> None:
    """An official name points to the Polish edition that printed it, with its publisher."""
    from rdflib import Graph
    _, g = full_kb_graph
    assert isinstance(g, Graph)
    edition = g.value(iri("card", "masquerade"), DW.namePlEdition)
    assert isinstance(edition, URIRef) and str(g.value(edition, DW.publisher)) == "Games Factory"
    assert (iri("card", "tournament"), DW.namePlStatus, Literal("fan-wiki")) in g
    assert g.value(iri("card", "tournament"), DW.namePlEdition) is None
    tournament = iri("card", "tournament")
    labels_pl = {str(o) for o in g.objects(tournament, RDFS.label) if getattr(o, "language", None) == "pl"}
    assert labels_pl == set()  # no Polish edition: the English name is the name
    assert g.value(iri("card", "tournament"), DW.namePlFanWiki) == Literal("Turniej rycerski", lang="pl")


def test_hand_written_card_must_not_drop_imported_bringers(fullcopy: Path) -> None:
    """Dropping Secret Cave from Wish's bringers is an error at the brought_in_by line, naming what is lost."""
    path = fullcopy / "cards" / "nocturne.yaml"
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace("brought_in_by: [leprechaun, secret-cave]", "brought_in_by: [leprechaun]"),
                    encoding="utf-8")
    [err] = _errors(fullcopy)
    assert err.path == "knowledge/cards/nocturne.yaml" and "secret-cave" in err.message
    assert err.hint == "write brought_in_by: [leprechaun, secret-cave]"


def test_official_name_needs_a_polish_printing(kcopy: Path) -> None:
    """A name marked official for a card of a set never printed in Polish is an error with a hint."""
    card = GOOD_CARD.replace("expansion: base", "expansion: hinterlands").replace(
        "supply: kingdom", "supply: kingdom\n    name_status_pl: official")
    (kcopy / "cards" / "zz.yaml").write_text(card, encoding="utf-8")
    [err] = _errors(kcopy)
    assert err.path == "knowledge/cards/zz.yaml" and "cannot be official" in err.message
    assert err.hint is not None and "fan-wiki" in err.hint


def test_high_confidence_needs_a_printed_name(kcopy: Path) -> None:
    """High confidence in a fan-wiki-only name is an error asking to lower it."""
    card = GOOD_CARD.replace("expansion: base", "expansion: hinterlands").replace(
        "supply: kingdom", "supply: kingdom\n    name_confidence_pl: high")
    (kcopy / "cards" / "zz.yaml").write_text(card, encoding="utf-8")
    [err] = _errors(kcopy)
    assert (err.path, err.line) == ("knowledge/cards/zz.yaml", 9)
    assert err.hint == "lower it to name_confidence_pl: medium"


def test_published_in_polish_needs_its_printings(kcopy: Path) -> None:
    """published_pl: true without any polish_editions is an error at that key."""
    path = kcopy / "expansions.yaml"
    text = path.read_text(encoding="utf-8")
    start = text.index("  - id: alchemy\n")
    end = text.index("    published_pl: false", start)
    path.write_text(text[:end] + "    published_pl: true" + text[end + len("    published_pl: false"):],
                    encoding="utf-8")
    [err] = _errors(kcopy)
    assert err.path == "knowledge/expansions.yaml" and "0 Polish editions" in err.message


def test_misspelt_trigger_and_condition_are_located(kcopy: Path) -> None:
    """An unknown trigger or condition names the field and suggests the closest value."""
    card = GOOD_CARD + """    gains:
      - from: supply
        trigger: plya
        when: [buy-phse]
"""
    (kcopy / "cards" / "zz.yaml").write_text(card, encoding="utf-8")
    errors = _errors(kcopy)
    assert sorted((e.line, e.hint) for e in errors) == [(11, "did you mean 'play'?"), (12, "did you mean 'buy-phase'?")]


def test_unknown_which_field_is_an_error(kcopy: Path) -> None:
    """A misspelt key under which: is reported with the allowed fields' closest match."""
    card = GOOD_CARD + """    gains:
      - from: supply
        which: {cost_maxx: 4}
"""
    (kcopy / "cards" / "zz.yaml").write_text(card, encoding="utf-8")
    [err] = _errors(kcopy)
    assert err.message == "unknown field 'cost_maxx'" and err.hint == "did you mean 'cost_max'?"


def test_high_confidence_is_not_claimed_for_an_unseen_printing(kcopy: Path) -> None:
    """A source saying the printed card was not seen cannot back high confidence, even for a printed set."""
    card = GOOD_CARD.replace("supply: kingdom", "supply: kingdom\n    name_confidence_pl: high\n"
                             "    name_source_pl: \"a fan list; the printed card was not seen\"")
    (kcopy / "cards" / "zz.yaml").write_text(card, encoding="utf-8")
    [err] = _errors(kcopy)
    assert "not backed" in err.message and err.hint == "lower it to name_confidence_pl: medium"


def test_every_polish_name_has_a_source(full_kb_graph: tuple[Knowledge, object]) -> None:
    """No card has a Polish name without saying where it comes from."""
    full, _ = full_kb_graph
    assert [c.id for c in full.cards.values() if c.name.pl and not c.name_source_pl] == []


def test_names_only_the_polish_wiki_backs_are_not_high(kb: Knowledge) -> None:
    """Mine, Masquerade and Rocks cite only the Polish fan wiki; Witch and Artisan cite reviews of the printing."""
    assert {kb.cards[c].name_confidence_pl for c in ("mine", "masquerade", "rocks", "explorer")} == {"medium"}
    assert {kb.cards[c].name_confidence_pl for c in ("witch", "artisan", "copper")} == {"high"}


def test_optional_gain_and_its_count_basis_reach_the_graph(full_kb_graph: tuple[Knowledge, object]) -> None:
    """Duchess's gain is optional (dw:gainOptional) and Trader's Silvers are counted per $1 trashed (dw:gainedPer)."""
    kb, g = full_kb_graph
    assert isinstance(g, Graph)
    duchess = kb.cards["duchess"].gains[0]
    assert duchess.optional and not kb.cards["trader"].gains[0].optional
    node = next(o for o in g.objects(iri("card", "duchess"), DW.gains))
    assert g.value(node, DW.gainOptional) == Literal(True)
    per = {str(g.value(n, DW.gainedPer)) for n in g.objects(iri("card", "trader"), DW.gains)}
    assert "trashed-coin" in per


SET_ASIDE_CARD = GOOD_CARD + """    gains:
      - {from: supply, to: set-aside, who: you, which: {cost_max: 4}}
"""
"""A card that gains a card costing up to $4, setting it aside (Blockade's shape)."""


def test_set_aside_destination_loads(kb: Knowledge, kcopy: Path) -> None:
    """``to: set-aside`` is a destination: Quartermaster and Blockade load with it, and so does a new card."""
    assert [g.to for g in kb.cards["quartermaster"].gains] == ["set-aside"]
    assert [g.to for g in kb.cards["blockade"].gains] == ["set-aside"]
    (kcopy / "cards" / "zz.yaml").write_text(SET_ASIDE_CARD, encoding="utf-8")
    assert [g.to for g in load_knowledge(kcopy).cards["test-card"].gains] == ["set-aside"]


def test_misspelt_set_aside_is_an_error_with_a_hint(kcopy: Path) -> None:
    """``to: setaside`` is an error at its line that lists set-aside among the destinations and suggests it;
    ``gains_self_to: set-aside`` is refused (no card is gained set aside by its own rule)."""
    (kcopy / "cards" / "zz.yaml").write_text(SET_ASIDE_CARD.replace("set-aside", "setaside"), encoding="utf-8")
    [err] = _errors(kcopy)
    assert err.line == 10 and "expected one of discard, deck, hand, set-aside" in err.message
    assert err.hint == "did you mean 'set-aside'?"
    (kcopy / "cards" / "zz.yaml").write_text(GOOD_CARD + "    gains_self_to: set-aside\n", encoding="utf-8")
    [err] = _errors(kcopy)
    assert "'gains_self_to' is 'set-aside', expected one of discard, deck, hand" in err.message


def test_set_aside_gain_reaches_the_graph(graph: Graph) -> None:
    """Quartermaster's and Blockade's gain nodes say dw:gainsTo "set-aside"."""
    for cid in ("quartermaster", "blockade"):
        tos = {str(graph.value(n, DW.gainsTo)) for n in graph.objects(iri("card", cid), DW.gains)}
        assert tos == {"set-aside"}, cid
