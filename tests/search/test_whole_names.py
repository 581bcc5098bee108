"""A query that names a page (a card, a rule, a term) ranks that page first, above pages that only share a
word or a stem of the name: the page's whole-name terms (generator/search/index.py, ``whole``)."""

from __future__ import annotations

import json
import subprocess
from collections.abc import Callable
from pathlib import Path

import pytest

from generator.search.analyzer import Analyzer
from generator.search.index import script
from generator.search.lexicon import build_lexicon
from generator.search.query import SearchIndex
from tests.search.test_browser_parity import STUB, _node

pytestmark = [pytest.mark.xdist_group("browser")]  # the browser tests' worker has the session's search index

NAMES = [
    # a card beside the glossary entry, the type or the card sharing its stem ("curs", "treasur")
    ("en", "curse", "cards/curse/"), ("en", "cursed", "cards/cursed/"), ("en", "treasurer", "cards/treasurer/"),
    ("en", "treasure", "glossary/treasure/"),
    # a card beside the rule whose synonyms name it (Shelters, Bane)
    ("en", "estate", "cards/estate/"), ("en", "witch", "cards/witch/"), ("en", "young witch", "cards/young-witch/"),
    # a rule beside the rule whose name contains it
    ("en", "supply", "rules/supply/"),
    ("en", "village", "cards/village/"), ("en", "gold", "cards/gold/"), ("en", "fool's gold", "cards/fools-gold/"),
    ("en", "mine", "cards/mine/"), ("en", "throne room", "cards/throne-room/"),
    # inflected, without diacritics, and the English name on the Polish site
    ("pl", "klątwa", "cards/curse/"), ("pl", "klątwy", "cards/curse/"), ("pl", "klatwa", "cards/curse/"),
    ("pl", "Curse", "cards/curse/"), ("pl", "prowincja", "cards/province/"), ("pl", "złoto", "cards/gold/"),
    ("pl", "wioska", "cards/village/"), ("pl", "kopalnia", "cards/mine/"), ("pl", "wiedźma", "cards/witch/"),
    ("pl", "zasoby", "rules/supply/"), ("pl", "śmietnisko", "rules/trash/"),
    ("pl", "Sala tronowa", "cards/throne-room/"),
]


@pytest.mark.parametrize(("lang", "query", "page"), NAMES)
def test_a_page_name_ranks_that_page_first(search_index: Callable[[str], SearchIndex], lang: str, query: str,
                                           page: str) -> None:
    """The named page comes first (before this rule, Curser, the Curse type and the Attack rule came first)."""
    assert [hit.path for hit in search_index(lang).search(query, 3)][0] == page


def test_whole_terms_join_the_terms_and_the_folded_words() -> None:
    """Stems joined (so plurals and cases meet) and folded words joined (so the exact name wins a tie);
    stop words are left out and a text of stop words has none."""
    en = Analyzer("en", build_lexicon(["Curse", "Curses", "Band", "Misfits"], "en"))
    pl = Analyzer("pl", build_lexicon(["Klątwa", "Klątwy"], "pl"))
    assert en.stem("Curse") == en.stem("Curses") == "curs"
    assert en.whole(["Curse"]) == ["curs_0", "curse_1"]
    assert en.whole(["Curses"]) == ["curs_0", "curses_1"]
    assert en.whole(["Band", "of", "Misfits"]) == [f"band_{en.stem('Misfits')}_0", "band_misfits_1"]
    assert en.whole(["what", "is", "the"]) == []
    assert pl.whole(["Klątwy"]) == [pl.stem("klątwa") + "_0", "klatwy_1"]
    assert pl.whole(["klatwa"])[0] == pl.whole(["Klątwy"])[0]


def test_a_page_has_the_whole_terms_of_its_names(built_site: Path) -> None:
    """The Curse card's page has the terms of its title and of its name in the other language; a section has none."""
    index = json.loads((built_site / "en" / "search" / "search_index.json").read_text(encoding="utf-8"))
    docs = {doc["location"]: doc for doc in index["docs"]}
    assert docs["cards/curse/"]["whole"].split() == ["curs_0", "curse_1", "klatwa_0", "klatwa_1"]
    assert not any("whole" in doc for location, doc in docs.items() if "#" in location)
    assert index["config"]["fields"]["whole"]["boost"] > 0


def test_javascript_adds_the_same_whole_clauses(tmp_path: Path) -> None:
    """The browser's query gets the same whole-name clauses as Python's, on the whole field alone, while
    the word clauses search every other field; a prohibited word is not part of the name."""
    program = tmp_path / "whole.js"
    program.write_text(STUB + script("pl", {}) + """
var index = new self.lunr.Index(["title", "text", "whole"]);
index.query(function (q) {
  q.clause({term: "sala*", usePipeline: false});
  q.clause({term: "tronowa*", usePipeline: false});
  q.clause({term: "wioska*", usePipeline: false, presence: self.lunr.Query.presence.PROHIBITED});
});
console.log(JSON.stringify(self.lunr.Index.lastClauses.map(c => [c.term, c.fields])));
""", encoding="utf-8")
    out = subprocess.run([_node(), str(program)], capture_output=True, text=True, check=True, timeout=30)
    clauses = json.loads(out.stdout)
    analyzer = Analyzer("pl")
    words = [t for t, fields in clauses if fields == ["whole"]]
    assert words == analyzer.whole(["sala", "tronowa"])
    assert all(fields == ["title", "text"] for _, fields in clauses if fields != ["whole"])
    assert len(clauses) == 6 + 2  # each word: its prefix and its whole stem; then the two whole-name terms
