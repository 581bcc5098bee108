"""Fixtures of the search tests: the Python search of each built language, indexed once."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from generator.search.query import SearchIndex


@pytest.fixture(scope="session")
def search_index(built_site: Path) -> Callable[[str], SearchIndex]:
    """The Python search of ``lang`` on the session's built site (lunr indexes it once per language)."""
    indexes: dict[str, SearchIndex] = {}

    def get(lang: str) -> SearchIndex:
        if lang not in indexes:
            indexes[lang] = SearchIndex(built_site / lang)
        return indexes[lang]
    return get
