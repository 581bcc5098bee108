"""The rule records' synonyms: loaded with the rule, bad values reported with file, line and key."""

from __future__ import annotations

from pathlib import Path

import pytest

from generator.errors import KnowledgeErrors
from generator.kb.load import load_knowledge
from generator.kb.schema import Knowledge
from generator.search.hook import rule_synonyms
from tests.helpers import KNOWLEDGE

RULE = """rules:
  - id: trash
    kind: concept
    title: {en: Trash, pl: Śmietnisko}
    definition: {en: The shared pile., pl: Wspólny stos.}
    sections: []
    related: []
"""


def _knowledge(tmp_path: Path, synonyms: str) -> Path:
    root = tmp_path / "knowledge"
    root.mkdir()
    for name in ("expansions.yaml", "glossary.yaml", "piles.yaml", "ontology.ttl", "shapes.ttl"):
        (root / name).write_bytes((KNOWLEDGE / name).read_bytes())
    for folder in ("cards", "examples", "rules", "imported", "claims", "queries"):
        (root / folder).mkdir()
    (root / "rules" / "supply.yaml").write_text(RULE + synonyms, encoding="utf-8")
    return root


def test_project_rules_have_synonyms_in_both_languages(kb: Knowledge) -> None:
    """The Gain rule is found as 'zdobywanie' and 'gaining', the trash as 'kosz'."""
    assert "zdobywanie" in kb.rules["gain"].synonyms_pl and "gaining" in kb.rules["gain"].synonyms_en
    assert "kosz" in kb.rules["trash"].synonyms_pl


def test_glossary_terms_join_the_synonyms_of_their_rule(kb: Knowledge) -> None:
    """The glossary's 'gainer' (see: rule:gain) and its Polish forms are indexed with the Gain rule."""
    pl = rule_synonyms(kb, "pl")["rules/gain.md"]
    assert "zdobywanie" in pl and "karta dodająca" in pl and "karty dodające" in pl
    en = rule_synonyms(kb, "en")["rules/gain.md"]
    assert "gainer" in en and "karta dodająca" not in en


@pytest.mark.parametrize(("synonyms", "message"), [
    ("    synonyms: [kosz]\n", "supply.yaml:8: synonyms: 'synonyms' must give a list of words per language "
                              "(hint: write synonyms: {en: [gaining, acquire], pl: [zdobywanie]})"),
    ("    synonyms: {pl: kosz}\n", "supply.yaml:8: synonyms.pl: 'pl' must be a list, found str"),
    ("    synonyms: {pl: [kosz, 3]}\n", "supply.yaml:8: synonyms.pl[1]: 'pl' items must be text, found 3"),
    ("    synonyms: {de: [Müll]}\n", "supply.yaml:8: synonyms.de: unknown field 'de' (hint: allowed fields: en, pl)"),
])
def test_bad_synonyms_are_located_errors(tmp_path: Path, synonyms: str, message: str) -> None:
    """A synonyms value that is not {en: [text…], pl: [text…]} fails with the file, line and key."""
    with pytest.raises(KnowledgeErrors) as caught:
        load_knowledge(_knowledge(tmp_path, synonyms))
    text = str(caught.value)
    assert message in text, text
