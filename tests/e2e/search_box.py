"""Drive Material's header search box in a Playwright page and read the ranked result pages."""

from __future__ import annotations

import time
from typing import Any

RESULT_LINKS = ".md-search-result__item > a.md-search-result__link"
STABLE_POLLS = 3
POLL_SECONDS = 0.08
TIMEOUT_SECONDS = 10.0


def open_search(page: Any, url: str) -> Any:
    """Load ``url`` and focus the header search input; returns the input locator."""
    page.goto(url)
    box = page.locator("input.md-search__input")
    box.click()
    return box


def result_paths(page: Any, lang_root: str) -> list[str]:
    """The result pages in order, as paths under the language root (``cards/duchy/``)."""
    hrefs: list[str] = page.eval_on_selector_all(RESULT_LINKS, "els => els.map(e => e.href)")
    out = []
    for href in hrefs:
        path = href.split("#", 1)[0].split("?", 1)[0]  # Material adds ?h=<terms> for highlighting
        out.append(path[len(lang_root):] if path.startswith(lang_root) else path)
    return out


def clear_results(page: Any, box: Any, lang_root: str) -> None:
    """Empty the box with a key press, so Material searches for nothing, and wait until no result is shown."""
    box.fill("")
    box.press("Backspace")
    deadline = time.monotonic() + TIMEOUT_SECONDS
    while result_paths(page, lang_root) and time.monotonic() < deadline:
        time.sleep(POLL_SECONDS)


def type_query(page: Any, box: Any, query: str, lang_root: str) -> list[str]:
    """Type ``query`` into an emptied box and return its results once they stop changing.

    Material searches on key-up. The text is filled in without key events and then the End key is
    pressed (typed letters such as "ę" raise no key-up in Chromium), so exactly one search runs after
    the box was emptied: the first non-empty list shown is this query's, never a late answer to the
    query before it.
    """
    clear_results(page, box, lang_root)
    box.fill(query)
    box.press("End")
    deadline = time.monotonic() + TIMEOUT_SECONDS
    previous: list[str] | None = None
    stable = 0
    while time.monotonic() < deadline:
        current = result_paths(page, lang_root)
        stable = stable + 1 if current and current == previous else 0
        if stable >= STABLE_POLLS:
            return current
        previous = current
        time.sleep(POLL_SECONDS)
    return previous or []
