"""The Python search (`domwiki search`) on the built site meets the same table as the browser."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from generator.search.query import SearchIndex
from tests.search.cases import CASES, MIN_CASES, MIN_RECALL, recall

# Same worker as the browser tests, so the session's site is built once.
pytestmark = [pytest.mark.xdist_group("browser")]


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_python_search_recall(built_site: Path, search_index: Callable[[str], SearchIndex], lang: str) -> None:
    """At least MIN_RECALL (95%) of the table's queries rank their page in the top 3 with the Python analyzer too."""
    cases = [(q, p) for q, p in CASES[lang] if (built_site / lang / p / "index.html").is_file()]
    assert len(cases) >= MIN_CASES
    index = search_index(lang)
    found = {query: [hit.path for hit in index.search(query, 3)] for query, _ in cases}
    score, misses = recall(found, cases)
    assert score >= MIN_RECALL, "\n".join(misses)
