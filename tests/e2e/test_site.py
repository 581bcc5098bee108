"""End to end: pages, cross-links, the language switch and the card table in headless Chromium."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from generator.kb.schema import Knowledge
from tests.helpers import ROOT, serve_folder

pytestmark = [pytest.mark.browser, pytest.mark.xdist_group("browser")]
ARTIFACTS = ROOT / "test-artifacts"


@pytest.fixture()
def site_page(built_site: Path, browser: Any) -> Iterator[tuple[Any, str, list[str]]]:
    """A fresh browser page, the site's base URL and the console errors collected so far."""
    with serve_folder(built_site) as base:
        page = browser.new_page(viewport={"width": 1280, "height": 900})
        errors: list[str] = []
        page.on("console", lambda msg: errors.append(msg.text) if msg.type == "error" else None)
        page.on("pageerror", lambda exc: errors.append(str(exc)))
        try:
            yield page, base, errors
        finally:
            page.close()


def _heading(page: Any) -> str:
    return str(page.locator("article h1").first.evaluate("h => h.childNodes[0].textContent.trim()"))


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_main_pages_open_without_errors(site_page: tuple[Any, str, list[str]], kb: Knowledge, lang: str) -> None:
    """Home, a card, a rule and an index page open with the right heading and <html lang>, and no console error."""
    page, base, errors = site_page
    expected = {
        "": {"en": "Dominion rules wiki", "pl": "Wiki zasad Dominion"}[lang],
        "cards/artisan/": kb.cards["artisan"].name.show(lang),
        "rules/gain/": kb.rules["gain"].title.show(lang),
        "gaining/": {"en": "Gaining, card by card", "pl": "Dodawanie karta po karcie"}[lang],
        "gaining/non-supply/": {"en": "Cards that are not in the Supply and what brings them in",
                                "pl": "Karty spoza Zasobów i to, co wprowadza je do gry"}[lang],
    }
    for path, heading in expected.items():
        page.goto(f"{base}/{lang}/{path}")
        assert _heading(page) == heading
        assert page.locator("html").get_attribute("lang") == lang
    assert page.locator("svg.dw-diagram a").count() > 2
    assert errors == [], errors


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_card_page_screenshot(site_page: tuple[Any, str, list[str]], kb: Knowledge, lang: str) -> None:
    """A card page shows its infobox and gain sentences; a full-page screenshot is kept in test-artifacts/."""
    page, base, errors = site_page
    page.goto(f"{base}/{lang}/cards/trader/")
    infobox = page.locator(".dw-infobox table")
    assert infobox.is_visible()
    assert kb.cards["trader"].name.en in infobox.inner_text()
    assert page.locator("article h2", has_text={"en": "Gaining", "pl": "Dodawanie"}[lang]).is_visible()
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"card-trader-{lang}.png"), full_page=True)
    assert errors == [], errors


EVIDENCE_HEADINGS = {"en": ("Starting position", "Step by step", "What was checked", "held"),
                     "pl": ("Pozycja wyjściowa", "Krok po kroku", "Co zostało sprawdzone", "spełnione")}


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_example_page_replays_in_the_browser(site_page: tuple[Any, str, list[str]], kb: Knowledge,
                                             lang: str) -> None:
    """An example page shows its starting position (a row per player), its numbered steps and the checks that
    held, in the page's language; a full-page screenshot is kept in test-artifacts/."""
    page, base, errors = site_page
    start, steps, checked, held = EVIDENCE_HEADINGS[lang]
    page.goto(f"{base}/{lang}/examples/artisan-gains-nomad-camp-to-hand/")
    for heading in (start, steps, checked):
        assert page.locator("article h2", has_text=heading).is_visible(), heading
    assert page.locator("article table tbody tr").count() >= 1
    first_step = page.locator("article ol li").first
    assert first_step.is_visible() and kb.cards["artisan"].name.show(lang) in page.locator("article ol").inner_text()
    statuses = page.locator("article .dw-status-ok")
    assert statuses.count() >= 1 and statuses.first.inner_text() == held
    assert page.locator("article .dw-status-fail").count() == 0
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"example-artisan-{lang}.png"), full_page=True)
    assert errors == [], errors


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_claim_page_shows_every_member_run(site_page: tuple[Any, str, list[str]], kb: Knowledge, lang: str) -> None:
    """A list claim's page links each member's verdict to that member's own run, which has its own starting
    position and steps; a screenshot of the page and of one member's run is kept in test-artifacts/."""
    page, base, errors = site_page
    start, steps, _checked, _held = EVIDENCE_HEADINGS[lang]
    page.goto(f"{base}/{lang}/claims/cards-that-gain-to-your-hand/")
    verdicts = page.locator("article table .dw-status a")
    count = verdicts.count()
    assert count >= 10
    assert page.locator("article h2[id^='member-']").count() == count
    assert page.locator("article h3", has_text=start).count() == count
    assert page.locator("article h3", has_text=steps).count() == count
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"claim-to-hand-{lang}.png"))
    summary = page.locator("article table").first  # the verdicts; each run's own tables follow
    artisan = summary.locator("tr", has_text=kb.cards["artisan"].name.show(lang)).locator(".dw-status a")
    artisan.click()
    page.wait_for_function("() => location.hash === '#member-artisan'")
    assert page.locator("#member-artisan").is_visible()
    page.screenshot(path=str(ARTIFACTS / f"claim-to-hand-artisan-{lang}.png"))
    assert errors == [], errors


def test_follow_cross_link_then_switch_language(site_page: tuple[Any, str, list[str]], kb: Knowledge) -> None:
    """From the English Artisan example, the Nomad Camp link opens its page; the switcher keeps it in Polish."""
    page, base, errors = site_page
    page.goto(f"{base}/en/examples/artisan-gains-nomad-camp-to-hand/")
    page.locator("article a[href$='cards/nomad-camp/']").first.click()
    page.wait_for_url("**/en/cards/nomad-camp/")
    assert _heading(page) == kb.cards["nomad-camp"].name.en
    page.locator(".md-header .md-select").first.hover()
    page.locator("a.dw-lang-link[hreflang=pl]").first.click()
    page.wait_for_url("**/pl/cards/nomad-camp/")
    assert _heading(page) == kb.cards["nomad-camp"].name.show("pl")
    assert page.locator("html").get_attribute("lang") == "pl"
    assert errors == [], errors


def _rows(page: Any) -> list[dict[str, str]]:
    return list(page.eval_on_selector_all(
        ".dw-sortable tbody tr:not([hidden])",
        "rows => rows.map(r => ({name: r.dataset.name, cost: r.dataset.cost, type: r.dataset.type}))"))


def test_card_table_sorts_and_filters(site_page: tuple[Any, str, list[str]], kb: Knowledge) -> None:
    """On /pl/cards/ the type filter keeps only Treasures, the cost heading sorts both ways, the count follows."""
    page, base, errors = site_page
    page.goto(f"{base}/pl/cards/")
    assert len(_rows(page)) == len(kb.cards)
    page.select_option("select[data-filter=type]", "treasure")
    rows = _rows(page)
    treasures = [c for c in kb.cards.values() if "treasure" in c.types]
    assert len(rows) == len(treasures) and all("treasure" in r["type"].split() for r in rows)
    n = len(treasures)
    form = "kartę" if n == 1 else "karty" if n % 10 in (2, 3, 4) and n % 100 not in (12, 13, 14) else "kart"
    assert page.locator(".dw-count").inner_text() == f"Pokazano {n} {form}"
    page.locator("th[data-sort=cost] button").click()
    costs = [int(r["cost"]) for r in _rows(page)]
    assert costs == sorted(costs) and costs[0] < costs[-1]
    assert page.locator("th[data-sort=cost]").get_attribute("aria-sort") == "ascending"
    page.locator("th[data-sort=cost] button").click()
    assert [int(r["cost"]) for r in _rows(page)] == sorted(costs, reverse=True)
    page.fill("input[data-filter=name]", "ZŁOTO")
    shown = [r["name"] for r in _rows(page)]
    assert kb.cards["gold"].name.pl in shown
    assert sorted(shown) == sorted(c.name.show("pl") for c in treasures if "złoto" in c.name.show("pl").lower())
    assert errors == [], errors
