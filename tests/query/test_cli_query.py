"""`domwiki query`: strings, files and named queries; every output format; located syntax errors."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from click.testing import CliRunner, Result
from rdflib import Graph, Literal, URIRef
from rdflib.namespace import RDFS

from generator import pipeline
from generator.cli import main
from generator.kb.query import load_named_queries, resolve
from generator.kb.schema import Knowledge

ARTISAN = "https://w3id.org/domwiki/card/artisan"


@pytest.fixture(scope="module")
def loaded() -> tuple[Knowledge, Graph]:
    """The knowledge and its graph, compiled once for this module."""
    return pipeline.load()


@pytest.fixture(autouse=True)
def fast_load(loaded: tuple[Knowledge, Graph], monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """The CLI reuses the module's compiled graph instead of compiling it for every command."""
    monkeypatch.setattr(pipeline, "load", lambda root=None: loaded)
    yield


def run(*args: str) -> Result:
    return CliRunner().invoke(main, ["query", *args])


def test_string_select_as_csv() -> None:
    """A SPARQL string with built-in prefixes prints CSV: header, then Artisan's Polish name."""
    out = run('SELECT ?pl WHERE { card:artisan rdfs:label ?pl FILTER(lang(?pl) = "pl") }', "--format", "csv")
    assert out.exit_code == 0, out.output
    assert out.output == "pl\nRękodzielnik\n"


def test_query_file_with_own_prefix_as_tsv(tmp_path: Path) -> None:
    """A .rq file declaring its own prefix runs; TSV has one header line and one row."""
    file = tmp_path / "mine.rq"
    file.write_text("PREFIX c: <https://w3id.org/domwiki/card/>\nSELECT ?en\nWHERE {\n"
                    '  c:artisan rdfs:label ?en FILTER(lang(?en) = "en")\n}\n', encoding="utf-8")
    out = run(str(file), "--format", "tsv")
    assert out.exit_code == 0, out.output
    assert out.output == "en\nArtisan\n"


def test_named_query_table_with_polish_title() -> None:
    """A named query prints its Polish title (from its .rq header) above an aligned table with a row count."""
    out = run("gain-to-hand", "--lang", "pl")
    assert out.exit_code == 0, out.output
    lines = out.output.splitlines()
    assert lines[0] == "# Karty, które dodają kartę do ręki"
    assert lines[1].split(" | ")[0].strip() == "card"
    assert any(line.startswith(ARTISAN) and "Rękodzielnik" in line for line in lines)
    assert lines[-1].endswith(" rows)")


def test_json_is_sparql_results_format() -> None:
    """JSON output follows the W3C SPARQL results format, with language tags kept."""
    out = run(f'SELECT ?c ?l WHERE {{ BIND(<{ARTISAN}> AS ?c) ?c rdfs:label ?l FILTER(lang(?l) = "pl") }}',
              "--format", "json")
    assert json.loads(out.output) == {"head": {"vars": ["c", "l"]}, "results": {"bindings": [
        {"c": {"type": "uri", "value": ARTISAN}, "l": {"type": "literal", "value": "Rękodzielnik", "xml:lang": "pl"}}]}}


def test_ask_in_table_and_json() -> None:
    """ASK prints true/false in a table and {"boolean": …} in JSON."""
    assert run("ASK { card:artisan a dw:Card }").output.splitlines()[2].strip() == "true"
    assert json.loads(run("ASK { card:artisan a dw:Expansion }", "--format", "json").output) == {
        "head": {}, "boolean": False}


def test_construct_gives_turtle() -> None:
    """CONSTRUCT prints Turtle that parses back to exactly the constructed triple."""
    out = run('CONSTRUCT { card:artisan rdfs:label ?l } WHERE { card:artisan rdfs:label ?l FILTER(lang(?l)="en") }',
              "--format", "turtle")
    assert out.exit_code == 0, out.output
    g = Graph().parse(data=out.output, format="turtle")
    assert set(g) == {(URIRef(ARTISAN), RDFS.label, Literal("Artisan", lang="en"))}


def test_formats_that_do_not_fit_are_refused() -> None:
    """Turtle for a SELECT and CSV for a CONSTRUCT exit 1 with a message naming the right format."""
    select = run("SELECT * WHERE { ?s ?p ?o } LIMIT 1", "--format", "turtle")
    assert select.exit_code == 1 and "--format turtle is for CONSTRUCT and DESCRIBE" in select.output
    construct = run("CONSTRUCT { ?s ?p ?o } WHERE { ?s ?p ?o } LIMIT 1", "--format", "csv")
    assert construct.exit_code == 1 and "use --format turtle" in construct.output


def test_select_syntax_error_line_and_column() -> None:
    """A one-line SELECT missing its object: line 1, a column inside the line, the line echoed with a caret."""
    out = run("SELECT ?x WHERE { ?x ?y }")
    assert out.exit_code == 1
    first, shown, caret = out.output.splitlines()[:3]
    assert first.startswith("error: SPARQL syntax error at line 1, column ")
    column = int(first.split("column ")[1].split(":")[0])
    assert 20 <= column <= 26
    assert shown.strip() == "SELECT ?x WHERE { ?x ?y }"
    assert caret.strip() == "^"


def test_multiline_error_counts_lines_of_the_users_text(tmp_path: Path) -> None:
    """In a file with two PREFIX lines, an error on its 4th line is reported at line 4 of that file."""
    file = tmp_path / "bad.rq"
    file.write_text("PREFIX a: <urn:a:>\nPREFIX b: <urn:b:>\nSELECT ?x WHERE {\n  ?x a:p FILTER(?x = ) }\n",
                    encoding="utf-8")
    out = run(str(file))
    assert out.exit_code == 1
    assert f"{file}:4:" in out.output and "(line 4, column" in out.output
    assert "?x a:p FILTER(?x = ) }" in out.output


def test_named_query_error_points_into_its_file(tmp_path: Path) -> None:
    """A broken named query after four header lines reports the .rq file's own line (6, not 2)."""
    (tmp_path / "broken.rq").write_text(
        "# title.en: Broken\n# title.pl: Zepsute\n# description.en: d\n# description.pl: o\n"
        "SELECT ?x WHERE {\n  ?x ?y ?z FILTER(?x = ) }\n", encoding="utf-8")
    source = resolve("broken", load_named_queries(tmp_path))
    assert source.first_line == 5
    out = CliRunner().invoke(main, ["query", str(tmp_path / "broken.rq")])
    assert f"{tmp_path / 'broken.rq'}:6:" in out.output
    from generator.errors import QueryError
    from generator.kb.query import Store
    with pytest.raises(QueryError, match=r"broken\.rq:6:\d+ \(line 2, column"):
        Store(Graph()).query(source.text, source=source.origin, first_line=source.first_line)


def test_unknown_prefix_is_named() -> None:
    """An undeclared prefix is reported by name, with the built-in prefixes listed."""
    out = run("SELECT * WHERE { ?s foo:bar ?o }")
    assert out.exit_code == 1
    assert "unknown prefix 'foo:'" in out.output and "card, rule, term" in out.output


def test_unknown_named_query_lists_the_available_ones() -> None:
    """A misspelt name suggests the closest and lists every named query."""
    out = run("mixed-pile")
    assert out.exit_code == 1
    assert "no named query 'mixed-pile' (did you mean 'mixed-piles'?)" in out.output
    assert "gain-to-hand" in out.output and "who-gains-others" in out.output


def test_missing_query_file() -> None:
    """A path to a .rq file that does not exist says so (it is not taken as a query name)."""
    out = run("nowhere/mine.rq")
    assert out.exit_code == 1 and "no such query file 'nowhere/mine.rq'" in out.output


def test_list_in_both_languages() -> None:
    """--list prints every id with its title; --lang pl gives the Polish titles."""
    en = run("--list").output.splitlines()
    pl = run("--list", "--lang", "pl").output.splitlines()
    assert len(en) == len(pl) == len(load_named_queries(pipeline.ROOT / "knowledge" / "queries"))
    gain_en = next(line for line in en if line.startswith("gain-to-hand "))
    gain_pl = next(line for line in pl if line.startswith("gain-to-hand "))
    assert gain_en.endswith("Cards that gain a card to your hand")
    assert gain_pl.endswith("Karty, które dodają kartę do ręki")


def test_no_query_is_a_usage_error() -> None:
    """`domwiki query` with neither QUERY nor --list exits 2 with a usage message."""
    out = run()
    assert out.exit_code == 2 and "give a QUERY" in out.output
