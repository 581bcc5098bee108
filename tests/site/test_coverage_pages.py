"""The coverage pages: one per expansion in both languages, with Polish plural forms, linked from the home page."""

from __future__ import annotations

from pathlib import Path

import pytest

from generator.checker.check import check_all
from generator.kb.load import load_knowledge
from generator.site.build import render
from generator.site.context import build_context
from tests.helpers import copy_small_knowledge


def polish_cards(n: int) -> str:
    """'n karta / karty / kart': the Polish plural rule for the word 'card'."""
    if n == 1:
        return f"{n} karta"
    if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
        return f"{n} karty"
    return f"{n} kart"


@pytest.fixture(scope="module")
def files(tmp_path_factory: pytest.TempPathFactory) -> dict[str, dict[str, bytes]]:
    tmp = tmp_path_factory.mktemp("coverage")
    kb = load_knowledge(copy_small_knowledge(tmp))
    return render(build_context(kb, check_all(kb)), site_dir=tmp / "site")


def test_a_page_per_expansion_in_both_languages(files: dict[str, dict[str, bytes]]) -> None:
    """Both languages have the coverage index and one page per expansion that has cards."""
    for lang in ("en", "pl"):
        assert {"docs/coverage/index.md", "docs/coverage/base.md", "docs/coverage/cornucopia.md"} <= set(files[lang])


def test_rows_link_every_card_and_say_engine_support(files: dict[str, dict[str, bytes]]) -> None:
    """The base page has a row per card, linked to its page, and says the engine implements Mine."""
    page = files["en"]["docs/coverage/base.md"].decode()
    for card in ("copper", "silver", "estate", "village", "mine"):
        assert f"(../cards/{card}.md)" in page
    mine = next(line for line in page.splitlines() if "(../cards/mine.md)" in line)
    assert mine.split("|")[2].strip() == "yes"


def test_polish_plural_forms(files: dict[str, dict[str, bytes]]) -> None:
    """The Polish pages use the right plural: the five base cards and the two Cornucopia cards."""
    assert polish_cards(5) in files["pl"]["docs/coverage/base.md"].decode()
    assert polish_cards(2) in files["pl"]["docs/coverage/cornucopia.md"].decode()
    assert "5 cards" in files["en"]["docs/coverage/base.md"].decode()
    assert "Pokrycie" in files["pl"]["docs/coverage/index.md"].decode()


def test_home_links_the_coverage_and_nav_lists_it(files: dict[str, dict[str, bytes]]) -> None:
    """The home page gives the check counts with a link to the coverage index, which the navigation lists."""
    home = files["pl"]["docs/index.md"].decode()
    assert "Sprawdzenia na silniku" in home and "(coverage/index.md)" in home
    assert "coverage/index.md" in files["pl"]["mkdocs.yml"].decode()


def test_no_report_no_coverage_pages(tmp_path: Path) -> None:
    """Without a check report nothing claims coverage: no coverage pages and no navigation entry."""
    kb = load_knowledge(copy_small_knowledge(tmp_path))
    out = render(build_context(kb, None), site_dir=tmp_path / "site")
    assert not any(p.startswith("docs/coverage/") for p in out["en"])
    assert "coverage/index.md" not in out["en"]["mkdocs.yml"].decode()
