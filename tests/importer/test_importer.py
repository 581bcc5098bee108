"""The card importer: conversion of domdiv's facts, re-import safety, loader precedence, counts."""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any

import pytest
import yaml

from generator.errors import KnowledgeErrors
from generator.kb.importer import DOMDIV_WHEEL, Database, card_id, convert, import_cards
from generator.kb.load import load_knowledge

ROOT = Path(__file__).resolve().parents[2]
IMPORTED = ROOT / "knowledge" / "imported"

CURATED: dict[str, Any] = {
    "expansions": [{"id": "base", "en": "Dominion", "editions": ["1e", "2e"], "year": 2008},
                   {"id": "alchemy", "en": "Alchemy", "editions": ["1e"], "year": 2010},
                   {"id": "dark-ages", "en": "Dark Ages", "editions": ["1e"]},
                   {"id": "adventures", "en": "Adventures", "editions": ["1e"]}],
    "expand": {"Ruins": [{"en": "Survivors", "types": ["action", "ruins"], "coins": 0}]},
    "skip": ["Trash"],
    "costs": {},
    "brought_in_by": {"spoils": ["bandit-camp"]},
    "polish_sources": {"src": "a test source"},
    "polish_names": {"witch": ["Wiedźma", "src"]},
}


def fake_db() -> Database:
    """A tiny database shaped like domdiv's, written by hand."""
    cards: list[dict[str, Any]] = [
        {"card_tag": "Witch", "cardset_tags": ["dominion1stEdition", "dominion2ndEdition"], "cost": "5",
         "types": ["Action", "Attack"]},
        {"card_tag": "Thief", "cardset_tags": ["dominion1stEdition", "dominion1stEditionRemoved"], "cost": "4",
         "types": ["Action", "Attack"]},
        {"card_tag": "Artisan", "cardset_tags": ["dominion2ndEdition", "dominion2ndEditionUpgrade"], "cost": "6",
         "types": ["Action"]},
        {"card_tag": "Copper", "cardset_tags": ["base", "dominion1stEdition"], "cost": "0", "types": ["Treasure"],
         "randomizer": False},
        {"card_tag": "Trash", "cardset_tags": ["base"], "types": ["Trash"]},
        {"card_tag": "Golem", "cardset_tags": ["alchemy"], "cost": "4", "potcost": "1", "types": ["Action"]},
        {"card_tag": "Hermit", "cardset_tags": ["darkAges"], "cost": "3", "types": ["Action"],
         "group_tag": "Hermit - Madman", "group_top": True},
        {"card_tag": "Madman", "cardset_tags": ["darkAges"], "cost": "0*", "types": ["Action"],
         "group_tag": "Hermit - Madman", "randomizer": False},
        {"card_tag": "Bandit Camp", "cardset_tags": ["darkAges"], "cost": "5", "types": ["Action"]},
        {"card_tag": "Spoils", "cardset_tags": ["darkAges"], "cost": "0*", "types": ["Treasure"],
         "randomizer": False},
        {"card_tag": "Ruins", "cardset_tags": ["darkAges"], "cost": "0", "types": ["Action", "Ruins"],
         "randomizer": False},
        {"card_tag": "Hovel", "cardset_tags": ["darkAges"], "cost": "1", "types": ["Reaction", "Shelter"],
         "group_tag": "Shelters", "group_top": True, "randomizer": False},
        {"card_tag": "Necropolis", "cardset_tags": ["darkAges"], "cost": "1", "types": ["Action", "Shelter"],
         "group_tag": "Shelters", "randomizer": False},
        {"card_tag": "Alms", "cardset_tags": ["adventures"], "cost": "0", "types": ["Event"], "randomizer": False},
        {"card_tag": "Annex", "cardset_tags": ["adventures"], "cost": "0", "debtcost": "8", "types": ["Event"]},
        {"card_tag": "Soothsayer BB2DE", "cardset_tags": ["guilds-bigbox2-de"], "cost": "5", "types": ["Action"]},
    ]
    names = {c["card_tag"]: {"name": c["card_tag"], "description": "CARD TEXT MUST NOT BE COPIED"} for c in cards}
    return Database(cards, names, {"darkAges": {}, "adventures": {}})


def by_id() -> dict[str, dict[str, Any]]:
    """The converted fake database, keyed by id."""
    return {r["id"]: r for records in convert(fake_db(), CURATED).values() for r in records}


def test_card_ids_are_english_kebab_case() -> None:
    """Names become the ids the knowledge uses: apostrophes dropped, words joined by hyphens."""
    assert card_id("Ill-Gotten Gains") == "ill-gotten-gains"
    assert card_id("King's Court") == "kings-court"
    assert card_id("Will-o'-Wisp") == "will-o-wisp"
    assert card_id("Band of Misfits") == "band-of-misfits"


def test_editions_costs_and_kinds_are_converted() -> None:
    """Both-edition, removed and added cards, potion and debt costs, and unpriced Events convert exactly."""
    cards = by_id()
    assert cards["witch"]["editions"] == ["1e", "2e"]
    assert cards["thief"]["editions"] == ["1e"]
    assert cards["artisan"]["editions"] == ["2e"]
    assert cards["golem"]["cost"] == {"coins": 4, "potion": 1}
    assert cards["annex"]["cost"] == {"coins": 0, "debt": 8}
    assert cards["alms"]["kind"] == "event" and cards["alms"]["supply"] == "non-supply"
    assert "kind" not in cards["witch"]


def test_supply_status_and_brought_in_by() -> None:
    """Basic cards are base, divider-group members come from their group's top card, curated links apply."""
    cards = by_id()
    assert cards["copper"]["supply"] == "base"
    assert cards["witch"]["supply"] == "kingdom"
    assert cards["madman"]["supply"] == "non-supply" and cards["madman"]["brought_in_by"] == ["hermit"]
    assert cards["spoils"]["brought_in_by"] == ["bandit-camp"]
    assert cards["survivors"]["supply"] == "base" and cards["survivors"]["expansion"] == "dark-ages"
    assert cards["necropolis"]["supply"] == "non-supply" and "brought_in_by" not in cards["necropolis"]


def test_no_card_text_and_no_dividers_are_imported() -> None:
    """Descriptions never reach the records; the trash mat, grouped headers and German duplicates are dropped."""
    cards = by_id()
    assert "trash" not in cards and "ruins" not in cards and "soothsayer-bb2de" not in cards
    assert all("description" not in r and "summary" not in r for r in cards.values())
    assert cards["witch"]["name"] == {"en": "Witch", "pl": "Wiedźma"}
    assert cards["witch"]["name_source_pl"] == "a test source"
    assert cards["thief"]["name"] == {"en": "Thief", "pl": None}


HAND = """cards:
  - id: witch
    name: {en: Witch, pl: Wiedźma}
    expansion: base
    editions: [1e, 2e]
    cost: {coins: 5}
    types: [action, attack]
    supply: kingdom
    summary: {en: Written by hand., pl: Napisane ręcznie.}
"""


@pytest.fixture
def knowledge(tmp_path: Path) -> Path:
    """A knowledge copy with one hand-written expansion and card, and the curated import input."""
    root = tmp_path / "knowledge"
    (root / "cards").mkdir(parents=True)
    (root / "imported").mkdir()
    (root / "expansions.yaml").write_text("expansions:\n  - id: base\n    name: {en: Dominion, pl: Dominion}\n"
                                          "    editions: [1e, 2e]\n    published_pl: true\n"
                                          "    polish_editions:\n      - {edition: 1e, title: Dominion, "
                                          "publisher: Games Factory, year: 2015, source: a review}\n",
                                          encoding="utf-8")
    (root / "cards" / "base.yaml").write_text(HAND, encoding="utf-8")
    (root / "imported" / "curated.yaml").write_text(yaml.safe_dump(CURATED, allow_unicode=True), encoding="utf-8")
    return root


def snapshot(root: Path) -> dict[str, bytes]:
    """Every file under ``root`` with its bytes."""
    return {str(p.relative_to(root)): p.read_bytes() for p in sorted(root.rglob("*")) if p.is_file()}


def test_reimport_keeps_hand_written_facts_and_is_idempotent(knowledge: Path) -> None:
    """Importing twice leaves hand-written files untouched, loads their facts, and rewrites nothing the second time."""
    hand_before = (knowledge / "cards" / "base.yaml").read_bytes()
    first = import_cards(knowledge, fake_db())
    assert first.written and (knowledge / "imported" / "cards" / "base.yaml").is_file()
    after_first = snapshot(knowledge)
    second = import_cards(knowledge, fake_db())
    assert second.written == []
    assert snapshot(knowledge) == after_first
    assert (knowledge / "cards" / "base.yaml").read_bytes() == hand_before
    kb = load_knowledge(knowledge)
    assert kb.cards["witch"].summary is not None and kb.cards["witch"].summary.en == "Written by hand."
    assert kb.cards["witch"].loc.path.endswith("cards/base.yaml") and "imported" not in kb.cards["witch"].loc.path
    assert kb.cards["madman"].brought_in_by == ("hermit",)
    assert kb.expansions["base"].name.pl == "Dominion"
    assert "adventures" in kb.expansions


def test_hand_written_record_wins_even_over_a_broken_imported_one(knowledge: Path) -> None:
    """An imported card with a hand-written id is ignored entirely, even with fields the loader would reject."""
    imported = knowledge / "imported" / "cards"
    imported.mkdir()
    (imported / "x.yaml").write_text("cards:\n  - id: witch\n    bogus_field: 1\n", encoding="utf-8")
    kb = load_knowledge(knowledge)
    assert kb.cards["witch"].cost.coins == 5 and len(kb.cards) == 1


def test_duplicate_imported_ids_are_reported(knowledge: Path) -> None:
    """Two imported records with one id (not hand-written) are a located error."""
    imported = knowledge / "imported" / "cards"
    imported.mkdir()
    card = "  - id: moat\n    name: {en: Moat, pl: null}\n    expansion: base\n    cost: {coins: 2}\n" \
           "    types: [action, reaction]\n    supply: kingdom\n"
    (imported / "a.yaml").write_text("cards:\n" + card, encoding="utf-8")
    (imported / "b.yaml").write_text("cards:\n" + card, encoding="utf-8")
    with pytest.raises(KnowledgeErrors, match="duplicate imported card id 'moat'"):
        load_knowledge(knowledge)


def committed_cards() -> list[dict[str, Any]]:
    """Every card record committed under knowledge/imported/cards/."""
    return [r for f in sorted((IMPORTED / "cards").glob("*.yaml"))
            for r in yaml.safe_load(f.read_text(encoding="utf-8"))["cards"]]


def test_committed_import_covers_every_expansion() -> None:
    """The committed import has over 500 Kingdom cards and cards in each of the 18 expansions."""
    cards = committed_cards()
    expansions = {e["id"] for e in yaml.safe_load((IMPORTED / "curated.yaml").read_text())["expansions"]}
    assert len(expansions) == 18
    assert {c["expansion"] for c in cards} == expansions
    assert sum(c["supply"] == "kingdom" for c in cards) > 500
    assert len({c["id"] for c in cards}) == len(cards)
    allowed = {"id", "name", "name_source_pl", "expansion", "editions", "kind", "cost", "types", "supply",
               "brought_in_by"}
    assert all(set(c) <= allowed for c in cards)
    assert all((c["name"]["pl"] is None) == ("name_source_pl" not in c) for c in cards)


def test_committed_import_matches_the_pinned_database(tmp_path: Path) -> None:
    """Re-importing from the cached domdiv wheel reproduces the committed files byte for byte."""
    from generator.kb.importer import fetch_wheel

    wheel = fetch_wheel(ROOT / "build" / "cache")  # downloads the pinned wheel from PyPI once, checks its SHA-256
    assert wheel.name == DOMDIV_WHEEL
    copy = tmp_path / "knowledge"
    shutil.copytree(IMPORTED, copy / "imported")
    before = snapshot(copy)
    result = import_cards(copy, Database.from_wheel(wheel))
    assert result.written == [] and snapshot(copy) == before
