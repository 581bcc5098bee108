"""End to end: titles and navigation name each page once, and the Gaining diagram and the card table stay
readable and reachable on a laptop (1366 px) and on a phone (390 px), checked by geometry in Chromium."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from generator.kb.schema import Knowledge
from tests.helpers import ROOT, serve_folder

pytestmark = [pytest.mark.browser, pytest.mark.xdist_group("browser")]
ARTIFACTS = ROOT / "test-artifacts"
WIDTHS = {"laptop": (1366, 768), "phone": (390, 844)}
SITE_NAMES = {"en": "Dominion rules wiki", "pl": "Wiki zasad Dominion"}


@pytest.fixture(scope="module")
def base(built_site: Path) -> Iterator[str]:
    """The built site served over HTTP."""
    with serve_folder(built_site) as url:
        yield url


REACHABLE = """e => {
  // Where a reader can bring the element into view: the viewport itself, or the nearest box that is wider
  // than it shows, which must then scroll (overflow-x auto or scroll) and lie within the viewport. A box that
  // clips without scrolling (overflow hidden) makes the element unreachable, even if a script could scroll it.
  const r = e.getBoundingClientRect();
  for (let a = e.parentElement; a && a !== document.documentElement; a = a.parentElement) {
    if (a.scrollWidth > a.clientWidth + 1) {
      const cs = getComputedStyle(a);
      const box = a.getBoundingClientRect();
      const scrolls = cs.overflowX === "auto" || cs.overflowX === "scroll";
      const inside = r.left >= box.left + a.clientLeft - a.scrollLeft - 1
        && r.right <= box.left + a.clientLeft - a.scrollLeft + a.scrollWidth + 1;
      return {scrolls, inside, within: box.left >= 0 && box.right <= innerWidth + 1,
              by: a.tagName + "." + a.className};
    }
  }
  return {scrolls: false, inside: r.left >= 0 && r.right <= innerWidth + 1, within: true, by: "viewport"};
}"""


def _reachable(element: Any) -> None:
    """Assert that a reader can scroll ``element`` into view (see REACHABLE)."""
    found = element.evaluate(REACHABLE)
    assert found["inside"] and found["within"] and (found["scrolls"] or found["by"] == "viewport"), found


def _page(browser: Any, width: int, height: int) -> tuple[Any, list[str]]:
    page = browser.new_page(viewport={"width": width, "height": height})
    errors: list[str] = []
    page.on("console", lambda msg: errors.append(msg.text) if msg.type == "error" else None)
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    return page, errors


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_browser_title_names_the_page_once(base: str, browser: Any, kb: Knowledge, lang: str) -> None:
    """The home page's browser title is the site's name alone; another page's is its own title, then the site."""
    page, errors = _page(browser, *WIDTHS["laptop"])
    site = SITE_NAMES[lang]
    page.goto(f"{base}/{lang}/")
    assert page.title() == site
    page.goto(f"{base}/{lang}/cards/artisan/")
    assert page.title() == f"{kb.cards['artisan'].name.show(lang)} - {site}"
    page.goto(f"{base}/{lang}/rules/gain/")
    rule_title = page.title()
    page.goto(f"{base}/{lang}/gaining/")
    index_title = page.title()
    assert rule_title == f"{kb.rules['gain'].title.show(lang)} - {site}"
    assert index_title != rule_title and index_title.count(site) == 1
    assert errors == [], errors
    page.close()


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_home_page_and_sidebar_list_each_page_once(base: str, browser: Any, lang: str) -> None:
    """The home page's "Where to start" links and the sidebar's sections each name and target a page once."""
    page, errors = _page(browser, *WIDTHS["laptop"])
    page.goto(f"{base}/{lang}/")
    heading = {"en": "Where to start", "pl": "Od czego zacząć"}[lang]
    links = page.eval_on_selector_all(
        "article h2 ~ ul a", "(as, h) => as.filter(a => { let n = a.closest('ul').previousElementSibling; "
        "return n && n.childNodes[0].textContent.trim() === h; })"
        ".map(a => [a.textContent.trim(), a.getAttribute('href')])",
        heading)
    assert len(links) >= 8, links
    assert len({text for text, _ in links}) == len(links), links
    assert len({href for _, href in links}) == len(links), links
    sidebar = page.eval_on_selector_all(
        ".md-sidebar--primary .md-nav--primary > .md-nav__list > .md-nav__item",
        "items => items.map(i => i.querySelector('.md-nav__link').textContent.trim())")
    assert len(sidebar) >= 8 and len(set(sidebar)) == len(sidebar), sidebar
    assert errors == [], errors
    page.close()


def _labels(page: Any) -> list[dict[str, Any]]:
    """Every flow label of the Gaining diagram: its box and text size on screen, and how far its middle is
    from its own flow and from the nearest other flow (in the drawing's units)."""
    return list(page.evaluate("""() => {
      const svg = document.querySelector('svg.dw-diagram');
      const paths = [...svg.querySelectorAll('path.dw-edge')];
      const dist = (path, x, y) => {
        let best = Infinity;
        const n = Math.ceil(path.getTotalLength());
        for (let i = 0; i <= n; i++) {
          const p = path.getPointAtLength(i);
          best = Math.min(best, Math.hypot(p.x - x, p.y - y));
        }
        return best;
      };
      return [...svg.querySelectorAll('g.dw-edge-label')].map(g => {
        const box = g.querySelector('rect').getBBox();
        const cx = box.x + box.width / 2, cy = box.y + box.height / 2;
        const own = paths.find(p => p.dataset.from === g.dataset.from && p.dataset.to === g.dataset.to);
        const others = paths.filter(p => p !== own).map(p => dist(p, cx, cy));
        const r = g.querySelector('rect').getBoundingClientRect();
        const t = g.querySelector('text').getBoundingClientRect();
        return {key: g.dataset.from + '>' + g.dataset.to, own: dist(own, cx, cy), other: Math.min(...others),
                left: r.left, right: r.right, top: r.top, bottom: r.bottom, textHeight: t.height,
                svg: [box.x, box.y, box.width, box.height]};
      });
    }"""))


def _overlap(a: list[float], b: list[float]) -> bool:
    return a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]


@pytest.mark.parametrize("width", sorted(WIDTHS))
@pytest.mark.parametrize("lang", ["en", "pl"])
def test_gaining_diagram_labels_sit_on_their_flows_and_are_legible(base: str, browser: Any, lang: str,
                                                                    width: str) -> None:
    """Each flow label lies on its own flow, far from the others, overlaps no other label, is drawn at least
    10 px high and can be brought into the viewport (the page itself does not scroll sideways)."""
    page, errors = _page(browser, *WIDTHS[width])
    page.goto(f"{base}/{lang}/gaining/")
    figure = page.locator(".dw-figure").first
    figure.scroll_into_view_if_needed()
    ARTIFACTS.mkdir(exist_ok=True)
    figure.screenshot(path=str(ARTIFACTS / f"gaining-diagram-{lang}-{WIDTHS[width][0]}.png"))
    labels = _labels(page)
    assert len(labels) >= 5
    for label in labels:
        assert label["own"] < 1.0, label
        assert label["other"] >= 9.0, label
        assert label["textHeight"] >= 10.0, label
    for i, a in enumerate(labels):
        for b in labels[i + 1:]:
            assert not _overlap(a["svg"], b["svg"]), (a, b)
    viewport = WIDTHS[width][0]
    assert page.evaluate("document.documentElement.scrollWidth") <= viewport
    for label in page.locator("svg.dw-diagram g.dw-edge-label").all():
        _reachable(label)
    assert errors == [], errors
    page.close()


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_card_table_gain_columns_are_reachable_on_a_phone(base: str, browser: Any, lang: str) -> None:
    """At 390 px the card table scrolls sideways in its own box, and its "Gains from"/"Gains to" headings and
    cells can be scrolled into view; the page itself stays 390 px wide."""
    page, errors = _page(browser, *WIDTHS["phone"])
    page.goto(f"{base}/{lang}/cards/")
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    box = page.evaluate("""() => { const d = document.querySelector('.dw-card-table table').parentElement;
                          return [getComputedStyle(d).overflowX, d.scrollWidth, d.clientWidth]; }""")
    assert box[0] == "auto" and box[1] > box[2], box
    for selector in ("th[data-sort=from]", "th[data-sort=to]", "tbody tr:first-child td:last-child"):
        _reachable(page.locator(f".dw-card-table {selector}"))
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"card-table-{lang}-390.png"))
    assert errors == [], errors
    page.close()
