"""Polish card and example texts name a type the way the glossary does."""

from __future__ import annotations

import re

from generator.kb.refs import texts_of
from generator.kb.schema import Knowledge


def _kept_english_translations(kb: Knowledge) -> dict[str, list[str]]:
    """Type term id -> the Polish translations its glossary entry lists only as search words, for the types
    whose Polish word stays English (sets never printed in Polish)."""
    out: dict[str, list[str]] = {}
    for term in kb.terms.values():
        if not any(n.startswith("type:") for n in term.names) or term.term.en != term.term.pl:
            continue
        words = [a for a in term.alt_pl if (term.term.en or "").lower() not in a.lower()]
        if words:
            out[term.id] = words
    return out


def test_knight_keeps_its_english_name_in_polish(kb: Knowledge) -> None:
    """The glossary keeps Knight in Polish and lists 'rycerz' only as a search word."""
    assert _kept_english_translations(kb).get("knight") == ["rycerz"]


def test_polish_texts_use_the_glossary_type_word(kb: Knowledge) -> None:
    """No Polish card or example text calls a type by a translation the glossary does not use (a Knight is
    'karta typu Knight', never 'rycerz')."""
    banned = {term: re.compile(r"\b(?:" + "|".join(map(re.escape, words)) + r")\w*", re.I)
              for term, words in _kept_english_translations(kb).items()}
    found = []
    for kind in ("card", "example"):
        for record in kb.kind_table(kind).values():
            for field, text in texts_of(record):
                for term, pattern in banned.items():
                    hit = pattern.search(text.pl or "")
                    if hit:
                        found.append(f"{kind}:{record.id} {field}: {hit.group(0)!r} (glossary: term:{term})")
    assert found == []
