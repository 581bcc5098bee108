"""`domwiki search` answers the hand-written rules questions of tests/search/concepts.py."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from generator.search.query import SearchIndex
from tests.search.concepts import CONCEPTS, MIN_CONCEPT_CASES, MIN_CONCEPT_RECALL, RULES_QUESTIONS, Case, concept_recall

# Same worker as the browser tests, so the session's site is built once.
pytestmark = [pytest.mark.xdist_group("browser")]


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_concept_questions_find_their_page_in_the_top_3(built_site: Path, search_index: Callable[[str], SearchIndex],
                                                        lang: str) -> None:
    """At least 90% of the rules questions rank one of their answer pages in the top 3 (Python search)."""
    _assert_top_3_recall(built_site, search_index(lang), lang, CONCEPTS[lang])


@pytest.mark.parametrize(("lang", "query", "page", "rival"), [
    ("pl", "zdobywanie", "rules/gain/", "cards/explorer/"),
    ("pl", "zdobyć kartę", "rules/gain/", "cards/explorer/"),
    ("pl", "zdobywanie kart", "rules/gain/", "glossary/landmark/"),
    ("en", "gaining", "rules/gain/", "glossary/gainer/"),
    ("en", "what happens when i gain a card", "rules/gain/", "glossary/gainer/"),
    ("pl", "kosz", "rules/trash/", "glossary/cost/"),
])
def test_rule_page_ranks_first_above_cards_and_terms(search_index: Callable[[str], SearchIndex], lang: str, query: str,
                                                     page: str, rival: str) -> None:
    """The reported queries put the rule page first, above the card or term that outranked it before."""
    paths = [hit.path for hit in search_index(lang).search(query, 10)]
    assert paths[0] == page, paths
    assert rival not in paths[:1]  # the card or term that used to come first is now below the rule, or gone


def test_hits_carry_their_kind_and_a_highlighted_excerpt(search_index: Callable[[str], SearchIndex]) -> None:
    """Each hit is labelled with its page kind in the page's language and shows its matched words."""
    hits = search_index("pl").search("jak działa śmietnisko", 5)
    assert (hits[0].path, hits[0].kind) == ("rules/trash/", "Pojęcie")
    assert "[Śmietnisko]" in hits[0].excerpt
    kinds = {hit.path.split("/")[0]: hit.kind for hit in search_index("en").search("black market", 10)}
    assert kinds.get("cards") == "Card" and kinds.get("rules") == "Concept"


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_questions_on_the_other_rules_find_their_page_in_the_top_3(
        built_site: Path, search_index: Callable[[str], SearchIndex], lang: str) -> None:
    """At least 90% of the questions on turns, phases, shuffling, game end, Attacks, Reactions, Durations, set-up
    and the glossary's mechanisms rank one of their answer pages in the top 3."""
    _assert_top_3_recall(built_site, search_index(lang), lang, RULES_QUESTIONS[lang])


def _assert_top_3_recall(built_site: Path, index: SearchIndex, lang: str, cases: list[Case]) -> None:
    """At least MIN_CONCEPT_CASES questions, every answer page on the site, and MIN_CONCEPT_RECALL of the questions
    with an answer page in the top 3."""
    assert len(cases) >= MIN_CONCEPT_CASES
    missing = [p for _, pages in cases for p in pages if not (built_site / lang / p / "index.html").is_file()]
    assert missing == [], "answer pages that the site does not have"
    found = {query: [hit.path for hit in index.search(query, 3)] for query, _ in cases}
    score, misses = concept_recall(found, cases)
    assert score >= MIN_CONCEPT_RECALL, "\n".join(misses)
