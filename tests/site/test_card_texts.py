"""Card pages show the card's description and clarifications in the body, and its summary as the meta description."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from generator.kb.schema import Knowledge

HEADINGS = {"en": ("## What it does", "## Clarifications"), "pl": ("## Działanie", "## Wyjaśnienia")}


def _front_and_body(built_site: Path, lang: str, path: str) -> tuple[dict[str, str], str]:
    text = (built_site.parent / "site_src" / lang / "docs" / path).read_text(encoding="utf-8")
    _, front, body = text.split("---\n", 2)
    data: dict[str, str] = yaml.safe_load(front)
    return data, body


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_description_with_a_colon_stays_in_the_body(built_site: Path, kb: Knowledge, lang: str) -> None:
    """Bandit's description ("It is an Attack: ...") is in the page body; the front matter holds the summary only."""
    card = kb.cards["bandit"]
    assert card.description is not None and ": " in card.description.show(lang)
    front, body = _front_and_body(built_site, lang, "cards/bandit.md")
    what, clar = HEADINGS[lang]
    assert what in body and clar in body
    assert body.index(what) < body.index(clar)
    assert "Attack" not in front.get("description", "") and "Atakiem" not in front.get("description", "")
    assert ("Jest Atakiem" if lang == "pl" else "It is an Attack") in body
