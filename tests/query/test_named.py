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
    assert cards.count("explorer") == 2  # a Gold with a revealed Province, a Silver without: two rows of conditions


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


def test_piles_added_by_kingdom_cards_full_graph(answers: dict[str, Result]) -> None:
    """Vampire brings the Bat pile and Secret Cave the Wish pile, besides Leprechaun; Joust the Rewards."""
    rows = {(tail, pile) for tail, pile in zip(tails(answers["piles-added-by-kingdom-cards"]),
                                               tails(answers["piles-added-by-kingdom-cards"], 1), strict=True)}
    assert {("vampire", "bat"), ("secret-cave", "wish"), ("leprechaun", "wish"), ("joust", "rewards"),
            ("necromancer", "zombies"), ("exorcist", "imp"), ("page", "champion"), ("peasant", "teacher")} <= rows


def test_mixed_piles_full_graph_have_all_their_members(answers: dict[str, Result]) -> None:
    """Wizards holds all four Wizards, Castles eight Castles, each Allies split pile four cards."""
    result = answers["mixed-piles"]
    counts = dict(zip(tails(result), (r[2] for r in result.rows), strict=True))
    assert counts["wizards"] == "4" and counts["castles"] == "8" and counts["knights"] == "10"
    assert all(counts[p] == "4" for p in ("augurs", "clashes", "forts", "odysseys", "townsfolk"))
    assert all(counts[p] == "2" for p in ("encampment-plunder", "patrician-emporium", "settlers-bustling-village",
                                          "gladiator-fortune", "catapult-rocks"))


def test_supply_effects_cover_the_six_polish_groups(answers: dict[str, Result]) -> None:
    """Each of the Polish Supply seed's six groups has cards: Lurker trashes from the Supply, Band of Misfits
    imitates, City counts empty piles, Embargo names a pile, Trade Route acts at set-up, Wild Hunt gathers."""
    result = answers["supply-effects"]
    rows = set(zip(tails(result), (r[1] for r in result.rows), strict=True))
    assert {("lurker", "trash-from-supply"), ("band-of-misfits", "imitate-supply"), ("city", "empty-supply-piles"),
            ("embargo", "name-supply-pile"), ("trade-route", "setup-supply"), ("wild-hunt", "gathering"),
            ("possession", "replaces-gain"), ("swap", "return-to-pile"), ("lich", "leaves-trash-without-gaining"),
            ("watchtower", "reacts-to-gain")} <= rows
    versions = {(tails(result)[i], r[1]): r[3] for i, r in enumerate(result.rows)}
    assert versions[("trader", "replaces-gain")] == "1e"


def test_polish_names_by_status_names_the_printing(answers: dict[str, Result]) -> None:
    """Masquerade's name was printed by Games Factory (Intryga); Tournament's is only the fan wiki's."""
    result = answers["polish-names-by-status"]
    by_card = {tail: row for tail, row in zip(tails(result), result.rows, strict=True)}
    assert by_card["masquerade"][2] == "official" and by_card["masquerade"][4] == "Games Factory"
    assert by_card["tournament"][2] == "fan-wiki" and by_card["tournament"][4] is None
    assert by_card["tournament"][1] == "Turniej rycerski"  # the fan wiki's name, not the card's Polish label


def test_untranslated_lists_only_editions_printed_in_polish(answers: dict[str, Result]) -> None:
    """Hinterlands, Dark Ages and Cornucopia were never printed in Polish; Nocturne and Empires were."""
    expansions = set(tails(answers["untranslated-cards-of-polish-expansions"], 2))
    assert not {"hinterlands", "dark-ages", "cornucopia", "adventures", "allies", "alchemy"} & expansions
    cards = tails(answers["untranslated-cards-of-polish-expansions"])
    assert "leprechaun" in cards and "hermit" not in cards and "astrolabe" not in cards  # Seaside 2e: no printing


def test_hermit_gains_madman_only_in_its_original_printing(answers: dict[str, Result]) -> None:
    """The query says which Hermit version gains: the pre-errata one; the current version exchanges."""
    result = answers["gain-from-non-supply-pile"]
    rows = {tail: r[2] for tail, r in zip(tails(result), result.rows, strict=True)}
    assert rows["hermit"] == "pre-errata" and rows["tournament"] == "all"


def test_who_gains_others_has_the_receiver_and_the_victim(answers: dict[str, Result]) -> None:
    """Locusts' gainer is the player receiving the Hex; Swindler's and Saboteur's the victim."""
    assert {"locusts", "swindler", "saboteur"} <= set(tails(answers["who-gains-others"]))


def test_pile_prefix_is_built_in(store: Store) -> None:
    """pile: works without a PREFIX declaration, as docs/vocabulary.md says."""
    result = store.query("SELECT ?c WHERE { pile:bat dw:pileMember ?c }")
    assert [r[0] for r in result.rows] == ["https://w3id.org/domwiki/card/bat"]
