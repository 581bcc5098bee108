"""Official Polish card names: hand-checked names, a source for each, and the import kept in step."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from generator.errors import KnowledgeErrors
from generator.kb.load import default_root, load_knowledge
from generator.kb.schema import Knowledge
from tests.helpers import copy_knowledge


@pytest.fixture(scope="module")
def full_kb() -> Knowledge:
    """Hand-written and imported cards together (hand-written records win)."""
    return load_knowledge()


def _curated() -> dict[str, Any]:
    data: dict[str, Any] = yaml.safe_load((default_root() / "imported" / "curated.yaml").read_text(encoding="utf-8"))
    return data


# Each pair was read in a Polish source by hand: reviews of the Polish editions (gamesfanatic.pl),
# Dominion Wiki Polska pages ('Typy kart', 'Piwnica', the Imperium navigation box) and the
# Dominion Strategy Wiki's Polish name list, whose card text matches the English card.
CHECKED = {
    "moat": "Fosa", "mine": "Kopalnia", "cellar": "Piwnica", "moneylender": "Lichwiarz", "remodel": "Przebudowa",
    "village": "Wioska", "throne-room": "Sala tronowa", "artisan": "Rękodzielnik", "trading-post": "Faktoria",
    "swindler": "Kanciarz", "explorer": "Zdobywca", "lighthouse": "Latarnia morska", "kings-court": "Rada królewska",
    "humble-castle": "Skromny zamek", "werewolf": "Wilkołak", "copper": "Miedziaki",
}


@pytest.mark.parametrize(("cid", "pl"), sorted(CHECKED.items()))
def test_hand_checked_polish_names(full_kb: Knowledge, cid: str, pl: str) -> None:
    """The card's Polish name is the one read in the Polish sources."""
    assert full_kb.cards[cid].name.pl == pl


def test_every_polish_name_has_a_source(full_kb: Knowledge) -> None:
    """No card carries a Polish name without a non-empty name_source_pl."""
    assert [c.id for c in full_kb.cards.values() if c.name.pl and not (c.name_source_pl or "").strip()] == []


def test_polish_names_are_unambiguous(full_kb: Knowledge) -> None:
    """No two cards share a Polish name (ignoring case), so a Polish mention names one card."""
    seen: dict[str, str] = {}
    clashes = []
    for card in full_kb.cards.values():
        if card.name.pl:
            key = card.name.pl.lower()
            if key in seen:
                clashes.append((seen[key], card.id))
            seen[key] = card.id
    assert clashes == []


def test_names_of_sets_never_printed_in_polish_are_shown_in_english(full_kb: Knowledge) -> None:
    """A card no Polish edition printed has no Polish name (the English one is shown, "no Polish edition");
    a name the Polish fan wiki gives it is kept apart, findable by search, and never has high confidence."""
    unprinted = [c for c in full_kb.cards.values()
                 if full_kb.expansions[c.expansion].polish_edition(c.editions) is None]
    assert unprinted and [c.id for c in unprinted if c.name.pl is not None] == []
    fan = {c.id: c for c in unprinted if c.fan_name_pl}
    assert {c.name_status_pl for c in fan.values()} == {"fan-wiki"}
    assert [c.id for c in fan.values() if c.name_confidence_pl == "high"] == []
    assert fan["hamlet"].fan_name_pl == "Folwark" and "Folwark" in fan["hamlet"].alt_pl
    assert fan["astrolabe"].fan_name_pl == "Astrolabium"  # Seaside 2nd edition: not printed in Polish
    assert "anvil" not in fan and full_kb.cards["anvil"].name_status_pl == "none"  # the fan wiki keeps "Anvil"


def test_fan_wiki_name_with_polish_forms_is_an_error(tmp_path: Path) -> None:
    """Case forms of a name pages never show are refused, naming the file, line and key."""
    root = copy_knowledge(tmp_path)
    path = root / "cards" / "cornucopia.yaml"
    text = path.read_text(encoding="utf-8")
    marker = "  name: {en: Hamlet, pl: Folwark}\n"
    assert marker in text
    path.write_text(text.replace(marker, marker + "  name_forms_pl: {gender: m3, gen: Folwarku}\n"), encoding="utf-8")
    with pytest.raises(KnowledgeErrors) as caught:
        load_knowledge(root)
    err = next(e for e in caught.value.errors if "name_forms_pl" in e.message)
    assert err.location is not None and err.location.path.endswith("cornucopia.yaml") and err.location.line
    assert err.hint == "drop name_forms_pl"


def test_every_polish_name_has_a_status_and_printed_ones_their_edition(full_kb: Knowledge) -> None:
    """Every card has a name status; an official one comes from a listed Polish printing with its publisher."""
    assert {c.name_status_pl for c in full_kb.cards.values()} == {"official", "fan-wiki", "none"}
    for card in full_kb.cards.values():
        printed = full_kb.expansions[card.expansion].polish_edition(card.editions)
        if card.name_status_pl == "official":
            assert printed is not None and printed.publisher in ("Games Factory", "IUVI Games"), card.id
    assert full_kb.cards["masquerade"].name_status_pl == "official"  # Intryga, Games Factory 2016
    assert full_kb.cards["tournament"].name_status_pl == "fan-wiki"  # Cornucopia: no Polish printing found
    assert full_kb.cards["astrolabe"].name_status_pl == "fan-wiki"  # Seaside 2nd edition: not printed in Polish


def test_expansions_record_their_polish_printings(full_kb: Knowledge) -> None:
    """The printed-in-Polish sets and their publishers, as the Polish reviews report them."""
    printed = {e.id: {(p.edition, p.publisher) for p in e.polish_editions}
               for e in full_kb.expansions.values() if e.polish_editions}
    assert printed == {
        "base": {("1e", "Games Factory"), ("2e", "Games Factory"), ("2e", "IUVI Games")},
        "intrigue": {("1e", "Games Factory"), ("2e", "Games Factory")},
        "seaside": {("1e", "Games Factory")}, "prosperity": {("1e", "Games Factory")},
        "empires": {("1e", "Games Factory")}, "nocturne": {("1e", "IUVI Games")}}
    assert all(e.published_pl == bool(e.polish_editions) for e in full_kb.expansions.values())


def test_curated_polish_names_cite_known_sources() -> None:
    """Every curated Polish name is [name, source key] with the key defined and described."""
    curated = _curated()
    sources = curated["polish_sources"]
    bad = [cid for cid, entry in curated["polish_names"].items()
           if len(entry) != 2 or not str(entry[0]).strip() or not str(sources.get(entry[1], "")).strip()]
    assert bad == []


def test_imported_files_carry_the_curated_polish_names() -> None:
    """knowledge/imported/cards was regenerated: each curated name and its source text are in the import."""
    curated = _curated()
    imported: dict[str, dict[str, Any]] = {}
    for path in sorted((default_root() / "imported" / "cards").glob("*.yaml")):
        for record in yaml.safe_load(Path(path).read_text(encoding="utf-8"))["cards"]:
            imported[record["id"]] = record
    sources = curated["polish_sources"]
    stale = [cid for cid, (pl, key) in curated["polish_names"].items()
             if imported[cid]["name"]["pl"] != pl or imported[cid].get("name_source_pl") != sources[key]]
    assert stale == []


def test_every_source_of_a_polish_name_has_a_polish_rendering(full_kb: Knowledge) -> None:
    """Each name_source_pl a card or expansion gives is in knowledge/name_sources.yaml with a Polish text, and
    that file holds no source nobody cites."""
    cited = {c.name_source_pl for c in full_kb.cards.values() if c.name_source_pl}
    cited |= {x.name_source_pl for x in full_kb.expansions.values() if x.name_source_pl}
    assert sorted(s for s in cited if not (full_kb.name_sources.get(s) and full_kb.name_sources[s].pl)) == []
    assert sorted(set(full_kb.name_sources) - cited) == []


def test_lint_warns_of_a_name_source_without_a_polish_rendering(full_kb: Knowledge) -> None:
    """A source missing from knowledge/name_sources.yaml is a lint warning at the card's name_source_pl line."""
    from dataclasses import replace

    from generator.kb.lint import Report, check_polish_names

    witch = full_kb.cards["witch"]
    sources = {en: text for en, text in full_kb.name_sources.items() if en != witch.name_source_pl}
    found = [e for e in check_polish_names(replace(full_kb, name_sources=sources), Report())
             if "has no Polish rendering" in e.message]
    assert "witch" in {e.message.split("'")[1] for e in found}
    [mine] = [e for e in found if "'witch'" in e.message]
    assert mine.warning and mine.path == "knowledge/cards/base.yaml"
    assert mine.line == witch.field_locs["name_source_pl"].line != witch.loc.line
    assert "name_sources.yaml" in (mine.hint or "")
