"""Navigation and page titles are unambiguous in both languages."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
import yaml

from generator.kb.schema import Knowledge


def _nav_pages(node: Any) -> list[tuple[str, str]]:
    """(title, path) of every page in a navigation tree; a section's own index page counts once, by its section."""
    out: list[tuple[str, str]] = []
    if isinstance(node, list):
        for item in node:
            out += _nav_pages(item)
    elif isinstance(node, dict):
        for title, value in node.items():
            if isinstance(value, str):
                out.append((title, value))
            else:
                children = _nav_pages(value)
                bare = [v for v in value if isinstance(v, str)]
                out += [(title, bare[0])] if bare else []
                out += children
    return out


def _title(built_site: Path, lang: str, path: str) -> str:
    text = (built_site.parent / "site_src" / lang / "docs" / path).read_text(encoding="utf-8")
    m = re.search(r"^# (.+)$", text, re.M)
    assert m is not None, path
    return m.group(1)


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_no_two_pages_in_the_navigation_share_a_title(built_site: Path, lang: str) -> None:
    """Every page reachable from the navigation has its own title there and its own heading."""
    config = yaml.safe_load((built_site.parent / "site_src" / lang / "mkdocs.yml").read_text(encoding="utf-8"))
    pages = dict((path, title) for title, path in _nav_pages(config["nav"]))
    titles = Counter(pages.values())
    assert [t for t, n in titles.items() if n > 1] == []
    headings = Counter(_title(built_site, lang, path) for path in pages)
    assert [t for t, n in headings.items() if n > 1] == []


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_gain_rule_and_gaining_index_have_different_titles(built_site: Path, kb: Knowledge, lang: str) -> None:
    """The rule "Gain" ("Dodawanie") and the list of gain behaviour are told apart by their headings."""
    rule = _title(built_site, lang, "rules/gain.md")
    index = _title(built_site, lang, "gaining/index.md")
    assert rule == kb.rules["gain"].title.show(lang)
    assert index != rule
    assert index == {"en": "Gaining, card by card", "pl": "Dodawanie karta po karcie"}[lang]
