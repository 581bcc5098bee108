"""All SPARQL lives here: named queries from knowledge/queries/*.rq, run with pyoxigraph.

rdflib builds the graph; pyoxigraph answers queries (rdflib's evaluator is
orders of magnitude slower on OPTIONAL-heavy queries).  A named query file
starts with comment headers giving its titles and descriptions::

    # title.en: Cards that gain from the trash
    # title.pl: Karty, które dodają ze śmietniska
    # description.en: ...
    # description.pl: ...
    SELECT ...

Every query may use the prefixes of :data:`PREFIX_MAP` without declaring them;
they are passed to the parser (not pasted into the text), so syntax errors
name lines and columns of the text exactly as the user wrote it.
"""

from __future__ import annotations

import csv
import io
import json
import os
import re
from dataclasses import dataclass
from functools import partial
from pathlib import Path

import pyoxigraph as ox
from rdflib import Graph

from generator.errors import KnowledgeError, KnowledgeErrors, Location, QueryError
from generator.kb.fields import ID_RE, MAX_ID_LENGTH, close_match
from generator.kb.schema import Text
from generator.kb.worker import Overtime, WorkerError, run_each, run_one
from generator.kb.yamlsrc import read_source

HEADER_RE = re.compile(r"^#\s*(title|description)\.(en|pl)\s*:\s*(.*)$")
NAME_RE = re.compile(r"^[A-Za-z0-9_.-]+$")
QUERY_FORMS = ("SELECT", "ASK", "CONSTRUCT", "DESCRIBE")
FORMATS = ("table", "csv", "tsv", "json", "turtle")
MAX_QUERY_CHARS = 100_000
"""The longest query text accepted (the named queries are under 2 000 characters)."""
MAX_NESTING = 64
"""The deepest nesting of braces, parentheses and brackets accepted (deeper text can crash the parser)."""
MAX_QUERY_FILE_BYTES = 400_000
DEFAULT_TIMEOUT = 30.0
"""Seconds a query may run (``domwiki query --timeout``, each named query of the build)."""

PREFIX_MAP = {
    "dw": "https://w3id.org/domwiki/vocab#",
    "rdf": "http://www.w3.org/1999/02/22-rdf-syntax-ns#",
    "rdfs": "http://www.w3.org/2000/01/rdf-schema#",
    "owl": "http://www.w3.org/2002/07/owl#",
    "skos": "http://www.w3.org/2004/02/skos/core#",
    "xsd": "http://www.w3.org/2001/XMLSchema#",
    "schema": "https://schema.org/",
    "card": "https://w3id.org/domwiki/card/",
    "rule": "https://w3id.org/domwiki/rule/",
    "term": "https://w3id.org/domwiki/term/",
    "example": "https://w3id.org/domwiki/example/",
    "expansion": "https://w3id.org/domwiki/expansion/",
    "pile": "https://w3id.org/domwiki/pile/",
}
"""Prefixes every query may use without declaring them (a query's own PREFIX wins)."""

PREFIXES = "".join(f"PREFIX {p}: <{iri}>\n" for p, iri in PREFIX_MAP.items())
"""The same prefixes as SPARQL text (for rdflib, the benchmark and the documentation)."""

_SKIP_RE = re.compile(r"""'{3}(?:[^'\\]|\\.|'(?!''))*'{3}|"{3}(?:[^"\\]|\\.|"(?!""))*"{3}"""
                      r"""|'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|<[^<>"{}|^`\\\s]*>|#[^\n]*""")
"""What the guard does not read as syntax: strings, IRIs and comments."""
_SERVICE_RE = re.compile(r"(?<![\w?$:.\-])SERVICE(?![\w:\-])", re.IGNORECASE)
_OPEN, _CLOSE = "{([", "})]"


def _where(text: str, offset: int, source: str | None, first_line: int) -> tuple[str, str]:
    """("line L, column C" or "file:L:C (...)", the line itself with a caret)."""
    line = text.count("\n", 0, offset) + 1
    start = text.rfind("\n", 0, offset) + 1
    col = offset - start + 1
    end = text.find("\n", offset)
    shown = text[start: end if end >= 0 else len(text)]
    where = f"line {line}, column {col}"
    if source and source != "string":
        where = f"{source}:{line + first_line - 1}:{col} ({where} of the query)"
    if len(shown) > 120:
        shown, col = shown[max(0, col - 60): col + 60], min(col, 61)
    return where, f"\n    {shown}\n    {' ' * (col - 1)}^"


def check_query(text: str, *, allow_service: bool = False, source: str | None = None, first_line: int = 1) -> None:
    """Refuse, before parsing, a query that is too long, nested too deeply, or federated.

    ``SERVICE`` makes the evaluator fetch from any URL the query names, so it is refused unless
    ``allow_service``; nesting deeper than :data:`MAX_NESTING` could exhaust the parser's stack.
    Strings, IRIs and comments are skipped, so ``"SERVICE"`` or ``<urn:{>`` are fine.
    """
    if len(text) > MAX_QUERY_CHARS:
        raise QueryError(f"the query is too long ({len(text)} characters, limit {MAX_QUERY_CHARS})")
    depth = 0
    position = 0
    for m in _SKIP_RE.finditer(text + "\n"):
        depth = _scan(text, position, m.start(), depth, allow_service, source, first_line)
        position = m.end()
    _scan(text, position, len(text), depth, allow_service, source, first_line)


def _scan(text: str, start: int, end: int, depth: int, allow_service: bool, source: str | None,
          first_line: int) -> int:
    """Check ``text[start:end]`` (plain syntax, no strings): nesting and SERVICE; the depth after it."""
    part = text[start:end]
    if not allow_service:
        m = _SERVICE_RE.search(part)
        if m:
            where, shown = _where(text, start + m.start(), source, first_line)
            raise QueryError(f"SERVICE (federated query) at {where} is not allowed: it makes the server fetch "
                             f"from other addresses (pass --allow-service if you trust this query){shown}")
    for offset, char in enumerate(part):
        if char in _OPEN:
            depth += 1
            if depth > MAX_NESTING:
                where, shown = _where(text, start + offset, source, first_line)
                raise QueryError(f"the query nests deeper than {MAX_NESTING} levels at {where}{shown}")
        elif char in _CLOSE:
            depth -= 1
    return depth


@dataclass(frozen=True)
class NamedQuery:
    """A query file with its titles and descriptions in both languages."""

    id: str
    title: Text
    description: Text
    sparql: str
    path: str
    first_line: int = 1
    """The line of the file where ``sparql`` starts (for error messages)."""


@dataclass(frozen=True)
class Cell:
    """One bound value of a result row: its lexical value and what kind of RDF term it is."""

    value: str
    kind: str = "literal"
    """``iri``, ``literal`` or ``bnode``."""
    lang: str | None = None
    datatype: str | None = None


@dataclass(frozen=True)
class Result:
    """A query's answer: column names and rows of plain values (None when unbound)."""

    columns: tuple[str, ...]
    rows: tuple[tuple[str | None, ...], ...]
    kind: str = "select"
    boolean: bool | None = None
    triples: str | None = None
    cells: tuple[tuple[Cell | None, ...], ...] = ()
    """The same rows as :attr:`rows`, keeping term kinds, languages and datatypes."""


def load_named_queries(folder: Path, *, allow_service: bool | None = None) -> dict[str, NamedQuery]:
    """Every knowledge/queries/*.rq file, by id (the file name without .rq).

    A file whose name is not an id, that cannot be read as UTF-8 text (or is no file at
    all), or whose query the guard refuses (:func:`check_query`) is a located error; all
    of them are raised together as KnowledgeErrors.  ``allow_service`` defaults to
    :func:`service_allowed`.
    """
    allow = service_allowed() if allow_service is None else allow_service
    out: dict[str, NamedQuery] = {}
    errors: list[KnowledgeError] = []
    shown_root = folder.parent.parent
    for file in sorted(folder.glob("*.rq")):
        shown = str(file.relative_to(shown_root)) if file.is_relative_to(shown_root) else str(file)
        try:
            out[file.stem] = _named_query(file, shown, folder, allow)
        except KnowledgeError as exc:
            errors.append(exc)
    if errors:
        raise KnowledgeErrors(errors)
    return out


def _named_query(file: Path, shown: str, folder: Path, allow_service: bool) -> NamedQuery:
    if len(file.stem) > MAX_ID_LENGTH or not ID_RE.match(file.stem):
        suggestion = re.sub(r"[^a-z0-9]+", "-", file.stem.lower()).strip("-") or "my-query"
        raise KnowledgeError(f"invalid query file name {file.name!r}: names are lower-case kebab-case ids",
                             Location(shown), f"rename it to {suggestion + '.rq'!r}")
    raw = read_source(file, shown, folder.parent, MAX_QUERY_FILE_BYTES)
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = raw[: exc.start].count(b"\n") + 1
        raise KnowledgeError(f"file is not valid UTF-8 (byte {raw[exc.start]:#04x})", Location(shown, line),
                             "save the file as UTF-8") from None
    headers: dict[str, str] = {}
    body: list[str] = []
    first = 0
    for number, line_text in enumerate(text.removeprefix("\ufeff").splitlines(), 1):
        m = HEADER_RE.match(line_text)
        if m:
            headers[f"{m.group(1)}.{m.group(2)}"] = m.group(3).strip()
        elif body or line_text.strip():
            first = first or number
            body.append(line_text)
    sparql = "\n".join(body).strip() + "\n"
    try:
        check_query(sparql, allow_service=allow_service, source=shown, first_line=first or 1)
    except QueryError as exc:
        raise KnowledgeError(str(exc), Location(shown, first or 1)) from None
    title = Text(headers.get("title.en", file.stem), headers.get("title.pl"))
    desc = Text(headers.get("description.en", ""), headers.get("description.pl"))
    return NamedQuery(file.stem, title, desc, sparql, shown, first or 1)


def check_named_queries(folder: Path) -> list[KnowledgeError]:
    """Every problem the build would meet in the named queries: unreadable files, refused or invalid SPARQL."""
    try:
        queries = load_named_queries(folder)
    except KnowledgeErrors as exc:
        return list(exc.errors)
    empty = ox.Store()
    errors: list[KnowledgeError] = []
    for q in queries.values():
        try:
            empty.query(q.sparql, prefixes=PREFIX_MAP)  # parses; evaluation is lazy and never started
        except SyntaxError as exc:
            errors.append(KnowledgeError(syntax_message(str(exc), q.sparql, q.path, q.first_line),
                                         Location(q.path, q.first_line)))
    return errors


def named(queries: dict[str, NamedQuery], name: str) -> NamedQuery:
    """The named query ``name``, or a QueryError listing the ones that exist."""
    if name in queries:
        return queries[name]
    guess = close_match(name, queries)
    hint = f" (did you mean {guess!r}?)" if guess else ""
    raise QueryError(f"no named query {name!r}{hint}; available: {', '.join(sorted(queries)) or 'none'}")


def listing(queries: dict[str, NamedQuery], lang: str) -> str:
    """One line per named query: its id and its title in ``lang`` (English when untranslated)."""
    width = max((len(q) for q in queries), default=0)
    lines = []
    for qid in sorted(queries):
        title = queries[qid].title
        mark = "" if title.translated(lang) else " [en]"
        lines.append(f"{qid.ljust(width)}  {title.show(lang)}{mark}")
    return "\n".join(lines)


@dataclass(frozen=True)
class Source:
    """The text of a query the user asked for, and where it came from."""

    text: str
    origin: str
    """``string``, a file path, or ``named``."""
    query: NamedQuery | None = None
    first_line: int = 1


def resolve(arg: str, queries: dict[str, NamedQuery]) -> Source:
    """Interpret the command-line QUERY: an existing file, a named query's id, or SPARQL text."""
    path = Path(arg)
    if "\n" not in arg and len(arg) < 4096 and _exists(path):
        return Source(_read_query_file(path), str(path))
    if arg.endswith(".rq") and "/" in arg and "\n" not in arg:
        raise QueryError(f"no such query file {arg!r}")
    if NAME_RE.match(arg.removesuffix(".rq")) and arg.upper() not in QUERY_FORMS:
        q = named(queries, arg.removesuffix(".rq"))
        return Source(q.sparql, q.path, q, q.first_line)
    if not any(re.search(rf"(?i)\b{form}\b", arg) for form in QUERY_FORMS):
        raise QueryError(f"{arg!r} is neither a query file, a named query nor a SPARQL query "
                         f"(SELECT, ASK, CONSTRUCT or DESCRIBE)")
    return Source(arg, "string")


def _exists(path: Path) -> bool:
    try:
        return path.exists() or path.is_symlink()
    except (OSError, ValueError):
        return False


def _read_query_file(path: Path) -> str:
    """A query file's text, or a QueryError saying why it cannot be one (not a file, not UTF-8...)."""
    try:
        raw = read_source(path, str(path), limit=MAX_QUERY_FILE_BYTES)
    except KnowledgeError as exc:
        raise QueryError(str(exc)) from None
    try:
        return raw.decode("utf-8").removeprefix("\ufeff")
    except UnicodeDecodeError as exc:
        line = raw[: exc.start].count(b"\n") + 1
        raise QueryError(f"{path}:{line}: file is not valid UTF-8 (byte {raw[exc.start]:#04x}) "
                         "(hint: save the file as UTF-8)") from None


class Store:
    """The compiled graph loaded into pyoxigraph, ready for fast queries."""

    def __init__(self, graph: Graph) -> None:
        self.store = ox.Store()
        data = graph.serialize(format="nt", encoding="utf-8")
        self.store.load(data, format=ox.RdfFormat.N_TRIPLES)

    def __len__(self) -> int:
        return len(self.store)

    def query(self, sparql: str, *, source: str | None = None, first_line: int = 1, allow_service: bool = False,
              timeout: float | None = None) -> Result:
        """Run ``sparql`` (SELECT, ASK, CONSTRUCT or DESCRIBE); syntax errors name line and column.

        ``source`` and ``first_line`` say where the text came from (a file and the line its
        first line has there), so errors in a named query point into its .rq file.  The text
        passes :func:`check_query` first.  With ``timeout`` the query runs in a child process
        that is killed when the time is up (or on Ctrl-C): a QueryError says so.
        """
        check_query(sparql, allow_service=allow_service, source=source, first_line=first_line)
        if timeout is None:
            return self._evaluate(sparql, source, first_line)
        try:
            return run_one(lambda: self._evaluate(sparql, source, first_line), timeout)
        except Overtime:
            raise QueryError(f"the query ran longer than {timeout:g} s and was stopped "
                             "(give it more time with --timeout)") from None
        except WorkerError as exc:
            raise QueryError(f"the query could not be answered: {exc}") from None

    def query_named(self, queries: list[NamedQuery], timeout: float | None = None) -> dict[str, Result]:
        """The results of named queries, all in one child, each given ``timeout`` seconds.

        The default is :func:`named_query_timeout`.  A late query fails with its name and file.
        """
        limit = named_query_timeout() if timeout is None else timeout
        works = [partial(self._evaluate, q.sparql, q.path, q.first_line) for q in queries]
        try:
            answers = run_each(works, limit)
        except Overtime as exc:
            late = queries[exc.index]
            raise QueryError(f"named query {late.id!r} ({late.path}) ran longer than {limit:g} s and was stopped "
                             f"(make it cheaper, or set DOMWIKI_QUERY_TIMEOUT)") from None
        except WorkerError as exc:
            raise QueryError(f"the named queries could not be answered: {exc}") from None
        return {q.id: answer for q, answer in zip(queries, answers, strict=True)}

    def _evaluate(self, sparql: str, source: str | None, first_line: int) -> Result:
        try:
            answer = self.store.query(sparql, prefixes=PREFIX_MAP)
            if isinstance(answer, ox.QuerySolutions):
                columns = tuple(v.value for v in answer.variables)
                cells = tuple(tuple(_cell(sol[c]) for c in columns) for sol in answer)
                rows = tuple(tuple(c.value if c else None for c in row) for row in cells)
                return Result(columns, rows, cells=cells)
            if isinstance(answer, ox.QueryBoolean):
                return Result(("result",), ((str(bool(answer)).lower(),),), "ask", bool(answer))
            data = ox.serialize(answer, format=ox.RdfFormat.TURTLE, prefixes=PREFIX_MAP)
        except SyntaxError as exc:
            raise QueryError(syntax_message(str(exc), sparql, source, first_line)) from None
        except (OSError, ValueError, RuntimeError) as exc:
            raise QueryError(f"SPARQL evaluation failed: {exc}") from None
        return Result((), (), "graph", None, data.decode("utf-8") if data else "")


def named_query_timeout() -> float:
    """Seconds each named query may run in a build: ``DOMWIKI_QUERY_TIMEOUT``, else :data:`DEFAULT_TIMEOUT`."""
    value = os.environ.get("DOMWIKI_QUERY_TIMEOUT", "")
    try:
        return float(value) if value else DEFAULT_TIMEOUT
    except ValueError:
        raise QueryError(f"DOMWIKI_QUERY_TIMEOUT must be a number of seconds, found {value!r}") from None


def service_allowed() -> bool:
    """True when ``DOMWIKI_ALLOW_SERVICE=1`` (set by ``domwiki build --allow-service``)."""
    return os.environ.get("DOMWIKI_ALLOW_SERVICE") == "1"


def _cell(term: object) -> Cell | None:
    if term is None:
        return None
    if isinstance(term, ox.NamedNode):
        return Cell(term.value, "iri")
    if isinstance(term, ox.Literal):
        datatype = term.datatype.value if term.language is None else None
        return Cell(term.value, "literal", term.language, datatype)
    if isinstance(term, ox.BlankNode):
        return Cell(term.value, "bnode")
    return Cell(str(term))


def syntax_message(message: str, text: str, source: str | None = None, first_line: int = 1) -> str:
    """A readable syntax error: where (line and column of ``text``), what was expected, the line itself."""
    m = re.search(r"(\d+):(\d+)", message)
    if not m:
        return f"SPARQL syntax error: {message.removeprefix('error: ').strip()}"
    line, col = int(m.group(1)), int(m.group(2))
    rest = message[m.end():].lstrip(": ").strip()
    lines = text.splitlines()
    while lines and not lines[-1].strip():
        lines.pop()
    if lines and line > len(lines):  # the parser ran out of text: point just after the last line
        line, col = len(lines), len(lines[-1]) + 1
        rest = f"unexpected end of the query; {rest}"
    shown = lines[line - 1] if 0 < line <= len(lines) else ""
    if "Prefix not found" in rest:
        prefixed = re.findall(r"([A-Za-z][\w.-]*|):[\w-]*", shown[:col])
        rest = f"unknown prefix {prefixed[-1] + ':' if prefixed else ''!r}" if prefixed else "unknown prefix"
        rest += f" (declare it with PREFIX; built in: {', '.join(PREFIX_MAP)})"
    elif len(rest) > 160:
        rest = rest[:157].rsplit(",", 1)[0] + ", …"
    where = f"line {line}, column {col}"
    if source and source != "string":
        where = f"{source}:{line + first_line - 1}:{col} ({where} of the query)"
    caret = " " * max(0, min(col - 1, len(shown))) + "^"
    return f"SPARQL syntax error at {where}: {rest}\n    {shown}\n    {caret}"


def format_result(result: Result, fmt: str) -> str:
    """A result as an aligned table, CSV, TSV, SPARQL JSON results or (for graphs) Turtle."""
    if fmt not in FORMATS:
        raise QueryError(f"unknown format {fmt!r}; expected one of {', '.join(FORMATS)}")
    if result.kind == "graph":
        if fmt not in ("turtle", "table"):
            raise QueryError(f"a CONSTRUCT or DESCRIBE query gives triples, which have no {fmt} form; "
                             "use --format turtle")
        return (result.triples or "").rstrip("\n")
    if fmt == "turtle":
        raise QueryError("--format turtle is for CONSTRUCT and DESCRIBE queries; "
                         "use table, csv, tsv or json for SELECT and ASK")
    if fmt == "json":
        return json.dumps(_json_results(result), ensure_ascii=False, indent=1)
    if fmt in ("csv", "tsv"):
        buffer = io.StringIO()
        if fmt == "csv":
            writer = csv.writer(buffer, lineterminator="\n")
            writer.writerow(result.columns)
            writer.writerows([["" if v is None else v for v in row] for row in result.rows])
            return buffer.getvalue().rstrip("\n")
        lines = ["\t".join(result.columns)]
        lines += ["\t".join(_tsv(v) for v in row) for row in result.rows]
        return "\n".join(lines)
    return _table(result)


def _tsv(value: str | None) -> str:
    if value is None:
        return ""
    return value.replace("\\", "\\\\").replace("\t", "\\t").replace("\n", "\\n").replace("\r", "\\r")


def _json_results(result: Result) -> dict[str, object]:
    """The W3C SPARQL 1.1 Query Results JSON format."""
    if result.kind == "ask":
        return {"head": {}, "boolean": result.boolean}
    bindings = []
    for row in result.cells:
        binding: dict[str, dict[str, str]] = {}
        for column, cell in zip(result.columns, row, strict=True):
            if cell is None:
                continue
            entry = {"type": {"iri": "uri", "bnode": "bnode"}.get(cell.kind, "literal"), "value": cell.value}
            if cell.lang:
                entry["xml:lang"] = cell.lang
            elif cell.datatype and cell.kind == "literal" and not cell.datatype.endswith("#string"):
                entry["datatype"] = cell.datatype
            binding[column] = entry
        bindings.append(binding)
    return {"head": {"vars": list(result.columns)}, "results": {"bindings": bindings}}


def _table(result: Result) -> str:
    rows = [[("" if v is None else v) for v in row] for row in result.rows]
    widths = [max([len(c)] + [len(r[i]) for r in rows]) for i, c in enumerate(result.columns)]
    lines = [" | ".join(c.ljust(w) for c, w in zip(result.columns, widths, strict=True)).rstrip(),
             "-+-".join("-" * w for w in widths)]
    lines += [" | ".join(v.ljust(w) for v, w in zip(r, widths, strict=True)).rstrip() for r in rows]
    lines.append(f"({len(rows)} row{'s' if len(rows) != 1 else ''})")
    return "\n".join(lines)


EXPORTS = (("graph.ttl", ox.RdfFormat.TURTLE), ("graph.nt", ox.RdfFormat.N_TRIPLES),
           ("graph.jsonld", ox.RdfFormat.JSON_LD))
"""The downloadable serialisations of the graph: file name and pyoxigraph format."""


def export_data(store: Store) -> dict[str, bytes]:
    """The whole graph as Turtle and JSON-LD (with our prefixes) and N-Triples, by file name.

    The triples are written in one fixed order (sorted by their N-Triples lines), so the same graph
    always gives the same bytes; pyoxigraph writes each format in milliseconds.
    """
    lines = (store.store.dump(format=ox.RdfFormat.N_TRIPLES, from_graph=ox.DefaultGraph()) or b"").splitlines()
    nt = b"\n".join(sorted(line for line in lines if line)) + b"\n"
    triples = list(ox.parse(nt, format=ox.RdfFormat.N_TRIPLES))
    out = {}
    for name, fmt in EXPORTS:
        out[name] = nt if fmt == ox.RdfFormat.N_TRIPLES else ox.serialize(triples, format=fmt,
                                                                          prefixes=PREFIX_MAP) or b""
    return out
