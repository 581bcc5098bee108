"""Loader errors name the file, the line and the key, with a hint, for every kind of bad input."""

from __future__ import annotations

from pathlib import Path

import pytest

from generator.errors import KnowledgeError, KnowledgeErrors
from generator.kb.load import load_knowledge
from tests.kb.cards import GOOD_CARD


def errors_for(root: Path) -> list[KnowledgeError]:
    with pytest.raises(KnowledgeErrors) as info:
        load_knowledge(root)
    return info.value.errors


def write(root: Path, name: str, text: str) -> None:
    (root / "cards" / name).write_text(text, encoding="utf-8")


def test_the_real_knowledge_base_loads(kcopy: Path) -> None:
    """The tmp copy of knowledge/ loads without errors (so each bad-input test changes one thing)."""
    copied = load_knowledge(kcopy).cards
    hand_written = load_knowledge(imported=False).cards
    assert len(copied) > 100 and copied.keys() == hand_written.keys()


def test_malformed_yaml(kcopy: Path) -> None:
    """A missing closing brace is a YAML syntax error at its line."""
    write(kcopy, "zz.yaml", GOOD_CARD.replace("cost: {coins: 3}", "cost: {coins: 3"))
    [err] = errors_for(kcopy)
    assert (err.path, err.line) == ("knowledge/cards/zz.yaml", 7)
    assert err.message.startswith("YAML syntax error")


def test_tab_indentation(kcopy: Path) -> None:
    """A tab used for indentation is refused with its line."""
    write(kcopy, "zz.yaml", GOOD_CARD.replace("    types: [action]", "\ttypes: [action]"))
    [err] = errors_for(kcopy)
    assert (err.path, err.line, err.message) == ("knowledge/cards/zz.yaml", 7, "tab character used for indentation")


def test_duplicate_key(kcopy: Path) -> None:
    """A key written twice in one mapping names both lines."""
    write(kcopy, "zz.yaml", GOOD_CARD + "    cost: {coins: 4}\n")
    [err] = errors_for(kcopy)
    assert (err.path, err.line, err.key) == ("knowledge/cards/zz.yaml", 9, "cost")
    assert err.message == "duplicate key 'cost' (first written on line 6)"


def test_unknown_card_with_close_match(kcopy: Path) -> None:
    """A misspelt card id in brought_in_by suggests the closest existing card."""
    text = GOOD_CARD.replace("supply: kingdom", "supply: non-supply\n    brought_in_by: [tournamnet]")
    write(kcopy, "zz.yaml", text)
    [err] = errors_for(kcopy)
    assert (err.path, err.line) == ("knowledge/cards/zz.yaml", 9)
    assert err.message == "unknown card 'tournamnet'"
    assert err.hint == "did you mean 'tournament'?"


def test_missing_polish_text(kcopy: Path) -> None:
    """A text without a pl: key is an error; pl: null would mark it untranslated."""
    write(kcopy, "zz.yaml", GOOD_CARD.replace("name: {en: Test Card, pl: Karta testowa}", "name: {en: Test Card}"))
    [err] = errors_for(kcopy)
    assert (err.path, err.line, err.key) == ("knowledge/cards/zz.yaml", 3, "name")
    assert err.message == "missing Polish text in 'name'"


def test_bad_cost_type(kcopy: Path) -> None:
    """A cost in words is refused, naming the cost part."""
    write(kcopy, "zz.yaml", GOOD_CARD.replace("cost: {coins: 3}", "cost: {coins: three}"))
    [err] = errors_for(kcopy)
    assert (err.path, err.line, err.key) == ("knowledge/cards/zz.yaml", 6, "cost.coins")
    assert err.message == "'coins' must be a whole number, found 'three'"


def test_duplicate_id(kcopy: Path) -> None:
    """A second card with an existing id points at the first definition."""
    write(kcopy, "zz.yaml", GOOD_CARD.replace("id: test-card", "id: copper"))
    [err] = errors_for(kcopy)
    assert (err.path, err.line) == ("knowledge/cards/zz.yaml", 2)
    assert err.message == "duplicate card id 'copper' (first defined at knowledge/cards/base.yaml:2: id)"


def test_case_only_id_clash(kcopy: Path) -> None:
    """Ids differing only in case clash (and upper case is not a valid id)."""
    write(kcopy, "zz.yaml", GOOD_CARD.replace("id: test-card", "id: Copper"))
    messages = [(e.path, e.line, e.message) for e in errors_for(kcopy)]
    assert messages == [
        ("knowledge/cards/zz.yaml", 2, "invalid id 'Copper': ids are lower-case kebab-case"),
        ("knowledge/cards/zz.yaml", 2, "duplicate card id 'Copper' (first defined at knowledge/cards/base.yaml:2: id)"),
    ]


def test_invalid_language_tag(kcopy: Path) -> None:
    """Only en and pl are languages; a third tag is named with a hint."""
    write(kcopy, "zz.yaml", GOOD_CARD.replace("pl: Karta testowa}", "pl: Karta testowa, de: Testkarte}"))
    [err] = errors_for(kcopy)
    assert (err.path, err.line, err.key) == ("knowledge/cards/zz.yaml", 3, "name.de")
    assert err.message == "invalid language tag 'de' in 'name'"


def test_cycle_in_brought_in_by(kcopy: Path) -> None:
    """Two non-Supply cards bringing each other in never reach a card in the game."""
    a = GOOD_CARD.replace("supply: kingdom", "supply: non-supply\n    brought_in_by: [test-card-b]")
    b = a.replace("id: test-card", "id: test-card-b").replace("[test-card-b]", "[test-card]").replace("cards:\n", "")
    write(kcopy, "zz.yaml", a + b)
    errs = [(e.path, e.line, e.message) for e in errors_for(kcopy)]
    assert errs == [
        ("knowledge/cards/zz.yaml", 9,
         "cycle in brought_in_by: test-card -> test-card-b never reaches a card in the game"),
        ("knowledge/cards/zz.yaml", 17,
         "cycle in brought_in_by: test-card -> test-card-b never reaches a card in the game"),
    ]


def test_non_supply_card_with_nothing_bringing_it_in(kcopy: Path) -> None:
    """A non-Supply card must say which cards bring it into the game."""
    write(kcopy, "zz.yaml", GOOD_CARD.replace("supply: kingdom", "supply: non-supply"))
    [err] = errors_for(kcopy)
    assert (err.path, err.line, err.key) == ("knowledge/cards/zz.yaml", 8, "supply")
    assert err.message == "non-Supply card 'test-card' has nothing that brings it into the game"


def test_unknown_field_suggests_spelling(kcopy: Path) -> None:
    """A misspelt field name is reported with the closest allowed one."""
    write(kcopy, "zz.yaml", GOOD_CARD.replace("supply: kingdom", "supply: kingdom\n    sumary: {en: x, pl: y}"))
    [err] = errors_for(kcopy)
    assert (err.line, err.message, err.hint) == (9, "unknown field 'sumary'", "did you mean 'summary'?")


def test_pile_that_does_not_list_its_card(kcopy: Path) -> None:
    """A card claiming a pile that does not list it is refused."""
    write(kcopy, "zz.yaml", GOOD_CARD.replace("supply: kingdom", "supply: kingdom\n    pile: knights"))
    [err] = errors_for(kcopy)
    assert (err.path, err.line) == ("knowledge/cards/zz.yaml", 9)
    assert err.message == "card 'test-card' says it is in pile 'knights', which does not list it"


def test_a_name_source_given_twice_names_its_line(kcopy: Path) -> None:
    """knowledge/name_sources.yaml: the same English source twice is an error at the second one's line."""
    path = kcopy / "name_sources.yaml"
    path.write_text(path.read_text(encoding="utf-8") + '  - en: "Polish edition \'Dominion: Intryga\' (Games '
                    'Factory, 2016)"\n    pl: "inny przekład"\n', encoding="utf-8")
    [err] = errors_for(kcopy)
    assert err.path == "knowledge/name_sources.yaml" and err.line == path.read_text(encoding="utf-8").count("\n") - 1
    assert "Dominion: Intryga" in err.message and "is given twice (first at knowledge/name_sources.yaml:" in err.message


def test_a_name_source_without_the_list_is_an_error(kcopy: Path) -> None:
    """The file must hold a list under 'name_sources'."""
    (kcopy / "name_sources.yaml").write_text("sources: []\n", encoding="utf-8")
    [err] = errors_for(kcopy)
    assert (err.path, err.line) == ("knowledge/name_sources.yaml", 1)
    assert "name_sources" in err.message
