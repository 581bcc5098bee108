"""Polish name grammar (``name_forms_pl``): loading, defaults and located errors."""

from __future__ import annotations

from pathlib import Path

import pytest

from generator.errors import KnowledgeError, KnowledgeErrors
from generator.kb.load import load_knowledge
from generator.kb.schema import Knowledge
from tests.kb.cards import GOOD_CARD

NAME_LINE = "    name: {en: Test Card, pl: Karta testowa}\n"


def _with(forms: str) -> str:
    return GOOD_CARD.replace(NAME_LINE, NAME_LINE + f"    name_forms_pl: {forms}\n")


def _errors(root: Path) -> list[KnowledgeError]:
    with pytest.raises(KnowledgeErrors) as info:
        load_knowledge(root)
    return info.value.errors


def test_recorded_forms_load(kb: Knowledge) -> None:
    """Witch is feminine with Wiedźmy/Wiedźmę; Silver is a plural name; a card without forms has None."""
    witch = kb.cards["witch"].name_forms_pl
    assert witch is not None and (witch.gender, witch.number, witch.gen, witch.acc) == ("f", "sg", "Wiedźmy", "Wiedźmę")
    silver = kb.cards["silver"].name_forms_pl
    assert silver is not None and silver.plural and silver.acc == "Srebrniki"
    assert kb.cards["nomad-camp"].name_forms_pl is None


def test_accusative_defaults_to_the_name_where_polish_has_it(kcopy: Path) -> None:
    """For an inanimate masculine name the accusative is the name itself, so it may be left out."""
    (kcopy / "cards" / "zz.yaml").write_text(_with("{gender: m3, gen: Karty testowej}"), encoding="utf-8")
    forms = load_knowledge(kcopy).cards["test-card"].name_forms_pl
    assert forms is not None and forms.acc == "Karta testowa"


def test_feminine_name_needs_its_accusative(kcopy: Path) -> None:
    """A feminine name without ``acc`` is an error at the field's line, with a hint."""
    (kcopy / "cards" / "zz.yaml").write_text(_with("{gender: f, gen: Karty testowej}"), encoding="utf-8")
    [err] = _errors(kcopy)
    assert (err.path, err.line) == ("knowledge/cards/zz.yaml", 4)
    assert "'acc'" in err.message and err.hint is not None and "Wiedźmę" in err.hint


def test_unknown_gender_is_located(kcopy: Path) -> None:
    """A gender outside m1, m2, m3, f, n is an error naming the key, with a close match."""
    (kcopy / "cards" / "zz.yaml").write_text(_with("{gender: fem, gen: Karty, acc: Kartę}"), encoding="utf-8")
    [err] = _errors(kcopy)
    assert err.path == "knowledge/cards/zz.yaml" and "'gender' is 'fem'" in err.message
    assert err.location is not None and err.location.key is not None and "name_forms_pl.gender" in err.location.key


def test_imported_cards_take_forms_from_the_card_files() -> None:
    """Empires cards inflect by the forms written for them in knowledge/cards/."""
    kb = load_knowledge()
    annex, settlers = kb.cards["annex"], kb.cards["settlers"]
    assert annex.name_forms_pl is not None
    assert (annex.name_forms_pl.gender, annex.name_forms_pl.gen, annex.name_forms_pl.acc) == ("f", "Aneksji", "Aneksję")
    assert settlers.name_forms_pl is not None and settlers.name_forms_pl.plural
    assert settlers.name_forms_pl.acc == "Osadników"


@pytest.fixture
def full_copy(tmp_path: Path) -> Path:
    """A writable copy of knowledge/ with its imported records."""
    import shutil

    from generator.kb.load import default_root
    target = tmp_path / "knowledge"
    shutil.copytree(default_root(), target, ignore=shutil.ignore_patterns("claims"))
    return target


@pytest.mark.parametrize(("entry", "message", "hint"), [
    ("advanse: {gender: m3, gen: Awansu}", "name_forms_pl: unknown card 'advanse'", "did you mean 'advance'?"),
    ("villa: {gender: f, gen: Willi, acc: Willę}", "name_forms_pl: 'villa' is written by hand",
     "put name_forms_pl in its record (knowledge/cards/empires.yaml:2)"),
    ("inherited: {gender: m3, gen: Inherited}", "name_forms_pl: 'inherited' has no Polish name",
     "remove these forms, or give the card a Polish name"),
])
def test_forms_for_imported_cards_are_checked(full_copy: Path, entry: str, message: str, hint: str) -> None:
    """Forms for a card that does not exist, is written by hand or has no Polish name are located errors."""
    (full_copy / "cards" / "zz.yaml").write_text(GOOD_CARD + f"name_forms_pl:\n  {entry}\n", encoding="utf-8")
    [err] = _errors(full_copy)
    assert (err.path, err.message, err.hint) == ("knowledge/cards/zz.yaml", message, hint)
