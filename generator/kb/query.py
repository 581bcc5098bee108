"""All SPARQL lives here: named queries from knowledge/queries/*.rq, run with pyoxigraph.

rdflib builds the graph; pyoxigraph answers queries (rdflib's evaluator is
orders of magnitude slower on OPTIONAL-heavy queries).  A named query file
starts with comment headers giving its titles and descriptions::

    # title.en: Cards that gain from the trash
    # title.pl: Karty, które dodają ze śmietniska
    # description.en: ...
    # description.pl: ...
    SELECT ...
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

import pyoxigraph as ox
from rdflib import Graph

from generator.errors import QueryError
from generator.kb.fields import close_match
from generator.kb.schema import Text

HEADER_RE = re.compile(r"^#\s*(title|description)\.(en|pl)\s*:\s*(.*)$")
PREFIXES = """PREFIX dw: <https://w3id.org/domwiki/vocab#>
PREFIX rdf: <http://www.w3.org/1999/02/22-rdf-syntax-ns#>
PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>
PREFIX skos: <http://www.w3.org/2004/02/skos/core#>
PREFIX xsd: <http://www.w3.org/2001/XMLSchema#>
PREFIX schema: <https://schema.org/>
PREFIX card: <https://w3id.org/domwiki/card/>
PREFIX rule: <https://w3id.org/domwiki/rule/>
PREFIX term: <https://w3id.org/domwiki/term/>
PREFIX example: <https://w3id.org/domwiki/example/>
PREFIX expansion: <https://w3id.org/domwiki/expansion/>
"""
"""Prefixes every query may use without declaring them."""


@dataclass(frozen=True)
class NamedQuery:
    """A query file with its titles and descriptions in both languages."""

    id: str
    title: Text
    description: Text
    sparql: str
    path: str


@dataclass(frozen=True)
class Result:
    """A query's answer: column names and rows of plain values (None when unbound)."""

    columns: tuple[str, ...]
    rows: tuple[tuple[str | None, ...], ...]
    kind: str = "select"
    boolean: bool | None = None
    triples: str | None = None


def load_named_queries(folder: Path) -> dict[str, NamedQuery]:
    """Every knowledge/queries/*.rq file, by id (the file name without .rq)."""
    out: dict[str, NamedQuery] = {}
    for file in sorted(folder.glob("*.rq")):
        headers: dict[str, str] = {}
        body: list[str] = []
        for line in file.read_text(encoding="utf-8").splitlines():
            m = HEADER_RE.match(line)
            if m:
                headers[f"{m.group(1)}.{m.group(2)}"] = m.group(3).strip()
            else:
                body.append(line)
        title = Text(headers.get("title.en", file.stem), headers.get("title.pl"))
        desc = Text(headers.get("description.en", ""), headers.get("description.pl"))
        out[file.stem] = NamedQuery(file.stem, title, desc, "\n".join(body).strip() + "\n", str(file))
    return out


def named(queries: dict[str, NamedQuery], name: str) -> NamedQuery:
    """The named query ``name``, or a QueryError listing the ones that exist."""
    if name in queries:
        return queries[name]
    guess = close_match(name, queries)
    hint = f" (did you mean {guess!r}?)" if guess else ""
    raise QueryError(f"no named query {name!r}{hint}; available: {', '.join(sorted(queries))}")


class Store:
    """The compiled graph loaded into pyoxigraph, ready for fast queries."""

    def __init__(self, graph: Graph) -> None:
        self.store = ox.Store()
        data = graph.serialize(format="nt", encoding="utf-8")
        self.store.load(data, format=ox.RdfFormat.N_TRIPLES)

    def query(self, sparql: str, *, timeout: float | None = None) -> Result:
        """Run ``sparql`` (SELECT, ASK, CONSTRUCT or DESCRIBE); syntax errors name line and column."""
        text = sparql if re.search(r"(?im)^\s*prefix\s+dw:", sparql) else PREFIXES + sparql
        offset = 0 if text is sparql else PREFIXES.count("\n")
        try:
            answer = self.store.query(text)
        except SyntaxError as exc:
            raise QueryError(_syntax_message(str(exc), offset)) from None
        if isinstance(answer, ox.QuerySolutions):
            columns = tuple(v.value for v in answer.variables)
            rows = tuple(tuple(_plain(sol[c]) for c in columns) for sol in answer)
            return Result(columns, rows)
        if isinstance(answer, ox.QueryBoolean):
            return Result(("result",), ((str(bool(answer)).lower(),),), "ask", bool(answer))
        triples = answer.serialize(format=ox.RdfFormat.TURTLE)
        return Result((), (), "graph", None, triples.decode("utf-8") if triples else "")


def _plain(term: object) -> str | None:
    if term is None:
        return None
    if isinstance(term, (ox.NamedNode, ox.Literal)):
        return term.value
    return str(term)


def _syntax_message(message: str, offset: int) -> str:
    m = re.search(r"(\d+):(\d+)", message)
    if not m:
        return f"SPARQL syntax error: {message}"
    line, col = int(m.group(1)) - offset, int(m.group(2))
    detail = message.split("expected", 1)
    expected = f": expected {detail[1].strip()}" if len(detail) == 2 else ""
    return f"SPARQL syntax error at line {line}, column {col}{expected}"
