"""Named queries: every one is tested somewhere, and each answers on the full graph (with the bulk import).

tests/kb/test_queries.py (the knowledge engineer's) checks each query's rows against the hand-written
knowledge; here the same queries run on the graph the site is built from, where expected rows were
worked out by hand from knowledge/cards/*.yaml and knowledge/imported/.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from rdflib import Graph

from generator.kb.load import default_root
from generator.kb.query import NamedQuery, Result, Store, load_named_queries
from generator.pipeline import load
from tests.helpers import ROOT

C = "https://w3id.org/domwiki/card/"


@pytest.fixture(scope="module")
def queries() -> dict[str, NamedQuery]:
    """Every knowledge/queries/*.rq file."""
    return load_named_queries(default_root() / "queries")


@pytest.fixture(scope="module")
def full_graph() -> Graph:
    """The graph the site is built from (hand-written knowledge plus the bulk import)."""
    return load()[1]


@pytest.fixture(scope="module")
def store(full_graph: Graph) -> Store:
    """The full graph in pyoxigraph."""
    return Store(full_graph)


@pytest.fixture(scope="module")
def answers(store: Store, queries: dict[str, NamedQuery]) -> dict[str, Result]:
    """Every named query's answer on the full graph."""
    return {q.id: store.query(q.sparql, source=q.path, first_line=q.first_line) for q in queries.values()}


def tails(result: Result, column: int = 0) -> list[str]:
    return [str(row[column]).rsplit("/", 1)[-1] for row in result.rows]


def test_every_named_query_has_a_test(queries: dict[str, NamedQuery]) -> None:
    """Each .rq id is named (as a quoted string) in tests/kb/test_queries.py or this file."""
    tested = "".join((ROOT / p).read_text(encoding="utf-8")
                     for p in ("tests/kb/test_queries.py", "tests/query/test_named.py"))
    quoted = set(re.findall(r'"([a-z0-9-]+)"', tested))
    assert sorted(set(queries) - quoted) == []


def test_at_least_twelve_named_queries_with_bodies(queries: dict[str, NamedQuery]) -> None:
    """There are at least 12 named queries; each body starts after its headers and is a query form."""
    assert len(queries) >= 12
    for q in queries.values():
        lines = Path(q.path).read_text(encoding="utf-8").splitlines()
        assert lines[q.first_line - 1].strip() == q.sparql.splitlines()[0].strip(), q.id
        assert re.search(r"(?im)^\s*(SELECT|ASK|CONSTRUCT|DESCRIBE)\b", q.sparql), q.id


def test_every_named_query_answers_on_the_full_graph(answers: dict[str, Result]) -> None:
    """No named query fails on the full graph, and every one of them finds at least one row."""
    empty = sorted(qid for qid, result in answers.items() if result.kind == "select" and not result.rows)
    assert empty == []


def test_gain_to_hand_full_graph_keeps_the_hand_written_cards(answers: dict[str, Result]) -> None:
    """Imported cards do not replace hand-written gain facts: Artisan and Mine still gain to hand, once each."""
    cards = tails(answers["gain-to-hand"])
    assert cards.count("artisan") == 1 and cards.count("mine") == 1
    assert len(cards) == len(set(cards))


def test_added_in_second_edition_full_graph(answers: dict[str, Result]) -> None:
    """Base 2e added Artisan, Bandit, Harbinger, Merchant, Poacher, Sentry, Vassal; Intrigue 2e Lurker and more."""
    cards = set(tails(answers["added-in-second-edition"]))
    assert {"artisan", "bandit", "harbinger", "merchant", "poacher", "sentry", "vassal"} <= cards
    assert {"lurker", "courtier", "diplomat", "mill", "patrol", "replace", "secret-passage"} <= cards
    assert not {"thief", "adventurer", "chancellor", "feast", "spy", "woodcutter"} & cards


def test_removed_in_second_edition_full_graph(answers: dict[str, Result]) -> None:
    """Base 1e's Adventurer, Chancellor, Feast, Spy, Thief, Woodcutter are removed; Artisan is not."""
    cards = set(tails(answers["removed-in-second-edition"]))
    assert {"adventurer", "chancellor", "feast", "spy", "thief", "woodcutter"} <= cards
    assert "artisan" not in cards and "village" not in cards
