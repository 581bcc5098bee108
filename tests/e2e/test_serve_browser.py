"""End to end: the dev server's live reload and the site's root page in headless Chromium."""

from __future__ import annotations

import http.server
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from generator import serve
from tests.helpers import serve_folder

pytestmark = [pytest.mark.browser, pytest.mark.xdist_group("browser")]


@pytest.fixture
def dev_server(built_site: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    """The dev server's handler over the built site at build 1, on a free loopback port."""
    monkeypatch.setattr(serve._State, "build", 1)
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), serve._handler(built_site))
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{httpd.server_address[1]}"
    finally:
        httpd.shutdown()
        httpd.server_close()


def test_live_reload_keeps_the_scroll_position(dev_server: str, browser: Any) -> None:
    """A scrolled page reloads itself after a rebuild and comes back at its scroll position, unaided."""
    page = browser.new_page(viewport={"width": 1200, "height": 800})
    page.goto(f"{dev_server}/en/cards/")
    page.wait_for_load_state("load")
    assert page.evaluate("document.documentElement.scrollHeight") > 6000
    page.evaluate("window.scrollTo(0, 4321)")
    page.wait_for_function("window.scrollY === 4321")
    page.evaluate("window.dwMarker = 'before reload'")
    page.evaluate("history.scrollRestoration = 'manual'")  # the browser's own restoring off: only ours is left
    with page.expect_navigation(timeout=10_000):
        serve._State.build = 2
    page.wait_for_load_state("load")
    page.wait_for_timeout(500)  # the card table's script has laid the page out again
    assert page.evaluate("window.dwMarker === undefined"), "the page did not reload"
    assert page.evaluate("window.scrollY") == 4321
    page.wait_for_timeout(1500)  # no further reload while the build number stays
    assert page.evaluate("window.scrollY") == 4321
    page.close()


def test_404_page_is_styled_at_any_depth(dev_server: str, browser: Any, tmp_path: Path) -> None:
    """The dev server's 404 page at a deep missing path loads the site's stylesheet and links home."""
    page = browser.new_page()
    response = page.goto(f"{dev_server}/pl/karty/nie-ma/wcale/")
    assert response is not None and response.status == 404
    assert page.locator("article h1").inner_text() == "404 – nie ma takiej strony"
    assert page.evaluate("getComputedStyle(document.querySelector('.md-header')).position") == "sticky"
    page.locator("article a").first.click()
    page.wait_for_url(f"{dev_server}/pl/")
    page.screenshot(path=str(tmp_path / "home-after-404.png"))
    page.close()


@pytest.mark.parametrize(("locale", "lang"), [("pl-PL", "pl"), ("en-GB", "en"), ("de-DE", "en")])
def test_static_root_page_follows_the_browser_language(built_site: Path, browser: Any, locale: str,
                                                       lang: str) -> None:
    """The built site's index.html sends a browser set to Polish to /pl/, and any other to /en/."""
    context = browser.new_context(locale=locale)
    page = context.new_page()
    with serve_folder(built_site) as base:
        page.goto(f"{base}/")
        page.wait_for_url(f"{base}/{lang}/")
        assert page.locator("html").get_attribute("lang") == lang
    context.close()


def test_dev_server_root_follows_the_browser_language(dev_server: str, browser: Any) -> None:
    """The dev server's / sends a browser set to Polish to /pl/."""
    context = browser.new_context(locale="pl-PL")
    page = context.new_page()
    page.goto(f"{dev_server}/")
    page.wait_for_url(f"{dev_server}/pl/")
    context.close()
