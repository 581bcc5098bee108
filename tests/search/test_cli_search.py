"""`domwiki search` on a small index rewritten by the build hook's finish_index."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from generator.cli import main
from generator.search.index import INDEX, SCRIPT, finish_index

MATERIAL_CONFIG = {"lang": ["en"], "separator": "[\\s\\-]+", "pipeline": ["stopWordFilter"],
                   "fields": {"title": {"boost": 1000.0}, "text": {"boost": 1.0}, "tags": {"boost": 1000000.0}}}
DOCS = [
    {"location": "rules/supply/", "title": "Zasoby", "text": "<p>Stosy, z których gracze kupują karty.</p>"},
    {"location": "rules/supply/#puste-stosy", "title": "Puste stosy",
     "text": "<p>Pusty stos nie należy do Zasobów.</p>"},
    {"location": "cards/curse/", "title": "Klątwa", "text": "<p>Karta warta -1 punkt.</p>"},
    {"location": "cards/black-market/", "title": "Czarny rynek", "text": "<p>Talia kart na rynku.</p>"},
    {"location": "examples/curse-pile/", "title": "Stos Klątw", "text": "<p>Klątwy leżą w Zasobach.</p>"},
]


def _site(tmp_path: Path) -> Path:
    """A built-looking site/pl/ with Material's index, passed through finish_index."""
    folder = tmp_path / "site" / "pl"
    (folder / "search").mkdir(parents=True)
    (folder / INDEX).write_text(json.dumps({"config": MATERIAL_CONFIG, "docs": DOCS}), encoding="utf-8")
    finish_index(folder, "pl", {"rules/supply/": ["Supply"], "cards/curse/": ["Curse"],
                                "cards/black-market/": ["Black Market"]})
    return tmp_path / "site"


def _first_lines(site: Path, query: str) -> list[str]:
    result = CliRunner().invoke(main, ["search", query, "--lang", "pl", "--site", str(site)])
    assert result.exit_code == 0, result.output
    return result.output.splitlines()


def test_finish_index_switches_to_our_analyzer(tmp_path: Path) -> None:
    """The rewritten index uses lunr language 'dw', carries the alias, and the script is where the worker looks."""
    folder = _site(tmp_path) / "pl"
    index = json.loads((folder / INDEX).read_text(encoding="utf-8"))
    assert index["config"]["lang"] == ["dw"]
    assert index["config"]["fields"]["aliases"]["boost"] > 0
    assert index["docs"][0]["aliases"] == "Supply"
    assert "aliases" not in index["docs"][1]
    assert '"lang":"pl"' in (folder / SCRIPT).read_text(encoding="utf-8")


def test_inflected_and_unaccented_queries_rank_the_base_page_first(tmp_path: Path) -> None:
    """zasobów → Zasoby, klatwe → Klątwa, rynki (alternation) → Czarny rynek, each ranked first with its path."""
    site = _site(tmp_path)
    assert _first_lines(site, "zasobów")[0] == " 1. Zasoby [rule] — pl/rules/supply/"
    assert _first_lines(site, "klatwe")[0] == " 1. Klątwa [card] — pl/cards/curse/"
    assert _first_lines(site, "czarnym rynku")[0] == " 1. Czarny rynek [card] — pl/cards/black-market/"


def test_english_name_finds_the_polish_page(tmp_path: Path) -> None:
    """'Black Market' typed on the Polish site finds Czarny rynek through its alias."""
    assert _first_lines(_site(tmp_path), "Black Market")[0] == " 1. Czarny rynek [card] — pl/cards/black-market/"


def test_unbuilt_site_is_an_error(tmp_path: Path) -> None:
    """Without a built index the command says so and exits 1."""
    result = CliRunner().invoke(main, ["search", "x", "--lang", "pl", "--site", str(tmp_path)])
    assert result.exit_code == 1
    assert "domwiki build" in result.output


def test_every_entry_gets_its_page_kind_boost_and_pages_their_kind_label(tmp_path: Path) -> None:
    """Rule pages and their sections are boosted 3, cards 1.5, examples not at all; only pages carry a kind tag."""
    folder = _site(tmp_path) / "pl"
    index = json.loads((folder / INDEX).read_text(encoding="utf-8"))
    boosts = {d["location"]: d.get("boost") for d in index["docs"]}
    assert boosts == {"rules/supply/": 3.0, "rules/supply/#puste-stosy": 3.0, "cards/curse/": 1.5,
                      "cards/black-market/": 1.5, "examples/curse-pile/": None}
    tags = {d["location"]: d.get("tags") for d in index["docs"]}
    assert tags["rules/supply/"] == ["rule"] and tags["examples/curse-pile/"] == ["example"]
    assert tags["rules/supply/#puste-stosy"] is None
    assert "tags" not in index["config"]["fields"]


def test_synonyms_and_kind_labels_reach_the_results(tmp_path: Path) -> None:
    """A Polish synonym ('kosz') finds its rule page, labelled in Polish, with the matched words shown."""
    folder = tmp_path / "site" / "pl"
    (folder / "search").mkdir(parents=True)
    docs = [{"location": "rules/trash/", "title": "Śmietnisko", "text": "<p>Wspólny stos wyrzuconych kart.</p>"},
            {"location": "glossary/cost/", "title": "koszt", "text": "<p>Cena karty.</p>"},
            {"location": "cards/chapel/", "title": "Kaplica", "text": "<p>Wyrzuć do 4 kart na śmietnisko.</p>"}]
    (folder / INDEX).write_text(json.dumps({"config": MATERIAL_CONFIG, "docs": docs}), encoding="utf-8")
    finish_index(folder, "pl", {}, synonyms={"rules/trash/": ["kosz", "wyrzucanie"]},
                 kind_labels={"rule": "Zasada", "card": "Karta", "term": "Hasło słowniczka"})
    lines = _first_lines(tmp_path / "site", "kosz")
    assert lines[0] == " 1. Śmietnisko [Zasada] — pl/rules/trash/"
    lines = _first_lines(tmp_path / "site", "jak działa śmietnisko")
    assert lines[0] == " 1. Śmietnisko [Zasada] — pl/rules/trash/"
    assert "[śmietnisko]" in "\n".join(lines)


def test_question_words_do_not_change_the_ranking(tmp_path: Path) -> None:
    """'co to są zasoby' and 'czy zasoby' rank exactly as 'zasoby': the question words add nothing."""
    site = _site(tmp_path)
    plain = _first_lines(site, "zasoby")
    assert _first_lines(site, "co to są zasoby") == plain
    assert _first_lines(site, "czy zasoby") == plain
