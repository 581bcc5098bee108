"""End to end: the built site in headless Chromium, English to Polish on the same page."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from generator.kb.schema import Knowledge
from tests.helpers import serve_folder

pytestmark = [pytest.mark.browser, pytest.mark.xdist_group("browser")]


def _heading(page: Any) -> str:
    """The page's h1 text without the permalink sign."""
    return str(page.locator("article h1").first.evaluate("h => h.childNodes[0].textContent.trim()"))


def test_card_page_switches_to_polish(built_site: Path, browser: Any, kb: Knowledge, tmp_path: Path) -> None:
    """Opening Artisan in English and following the switcher lands on Artisan's Polish page with its Polish title."""
    artisan = kb.cards["artisan"]
    assert artisan.name.pl and artisan.name.pl != artisan.name.en
    with serve_folder(built_site.parent) as base:
        page = browser.new_page()
        errors: list[str] = []
        page.on("console", lambda msg: errors.append(msg.text) if msg.type == "error" else None)
        page.goto(f"{base}/site/en/cards/artisan/")
        assert _heading(page) == artisan.name.en
        assert page.locator("html").get_attribute("lang") == "en"
        page.locator(".md-header .md-select").first.hover()
        page.locator("a.dw-lang-link[hreflang=pl]").first.click()
        page.wait_for_url("**/site/pl/cards/artisan/")
        assert _heading(page) == artisan.name.pl
        assert page.locator("html").get_attribute("lang") == "pl"
        assert page.title().startswith(artisan.name.pl)
        page.screenshot(path=str(tmp_path / "artisan-pl.png"))
        assert errors == [], errors
        page.close()


@pytest.mark.parametrize(("languages", "lands_on"), [("pl-PL", "pl"), ("en-GB", "en"), ("de-DE", "en")])
def test_root_page_sends_readers_to_their_language(built_site: Path, browser: Any, languages: str,
                                                   lands_on: str) -> None:
    """The site's root page opens the language the browser asks for (Polish for pl-PL), English otherwise."""
    with serve_folder(built_site.parent) as base:
        context = browser.new_context(locale=languages)
        page = context.new_page()
        page.goto(f"{base}/site/")
        page.wait_for_url(f"**/site/{lands_on}/")
        assert page.locator("html").get_attribute("lang") == lands_on
        context.close()


def test_root_page_links_every_language(built_site: Path) -> None:
    """Without scripts the root page still links each language by its own name, and refreshes to English."""
    html = (built_site / "index.html").read_text(encoding="utf-8")
    assert '<a href="en/" lang="en">English</a>' in html
    assert '<a href="pl/" lang="pl">Polski</a>' in html
    assert 'content="0; url=en/"' in html
