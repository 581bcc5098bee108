"""The ``domwiki`` command: a thin click group; every command calls the library."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import click

from generator.errors import DomwikiError, KnowledgeErrors

HELP = "Dominion rules wiki: lint the knowledge, check examples on the engine, build and query."
LINT_HELP = "Load and validate knowledge/ (YAML, references, SHACL) and report translation coverage."
CHECK_HELP = "Run every rules example (and any extra scenario FILES) on the rules engine."
BUILD_HELP = "Lint, check, generate both languages into site_src/ and build site/ with mkdocs."
QUERY_HELP = "Run a SPARQL query (a string, a .rq file, or the name of a query in knowledge/queries/)."
SERVE_HELP = "Build the site, serve it at http://HOST:PORT/ and rebuild when knowledge/ or translations/ change."


def _progress(message: str) -> None:
    if sys.stderr.isatty():
        click.echo(f"» {message}", err=True)


def _fail(exc: DomwikiError) -> None:
    click.echo(f"error: {exc}" if not isinstance(exc, KnowledgeErrors) else str(exc), err=True)
    raise SystemExit(1)


@click.group(help=HELP)
@click.version_option(package_name="domwiki")
def main() -> None:
    """Entry point."""


@main.command(help=LINT_HELP)
@click.option("--strict", is_flag=True, help="Treat warnings (such as missing Polish texts) as errors.")
@click.option("--knowledge", type=click.Path(file_okay=False, path_type=Path), default=None,
              help="Knowledge folder (default: ./knowledge).")
def lint(strict: bool, knowledge: Path | None) -> None:
    """Validate the knowledge base."""
    from generator.pipeline import load
    try:
        kb, graph = load(knowledge)
        try:
            from generator.kb.lint import lint as run_lint
        except ImportError:
            click.echo(f"ok: {len(kb.cards)} cards, {len(kb.rules)} rules, {len(kb.terms)} terms, "
                       f"{len(kb.examples)} examples, {len(graph)} triples")
            return
        report = run_lint(kb, strict=strict)
        click.echo(report.format())
        if report.errors:
            raise SystemExit(1)
    except DomwikiError as exc:
        _fail(exc)


@main.command(help=CHECK_HELP)
@click.argument("files", nargs=-1, type=click.Path(exists=True, dir_okay=False, path_type=Path))
@click.option("--json", "as_json", is_flag=True, help="Print the results as JSON.")
@click.option("--knowledge", type=click.Path(file_okay=False, path_type=Path), default=None,
              help="Knowledge folder (default: ./knowledge).")
def check(files: tuple[Path, ...], as_json: bool, knowledge: Path | None) -> None:
    """Check examples on the engine."""
    from generator.checker.check import check_examples, check_files, summary_line, write_results
    from generator.pipeline import CHECK_RESULTS, load
    try:
        kb, _ = load(knowledge)
        results = check_files(kb, list(files)) if files else check_examples(kb)
        if not files and knowledge is None:
            write_results(results, CHECK_RESULTS)
    except DomwikiError as exc:
        _fail(exc)
        return
    if as_json:
        click.echo(json.dumps([r.as_json() for r in results], ensure_ascii=False, indent=1, default=str))
    else:
        for r in results:
            click.echo(f"{'PASS' if r.passed else 'FAIL'}  {r.id}")
            if not r.passed:
                if r.error:
                    click.echo(f"      {r.location}: {r.error}")
                for o in r.outcomes:
                    if not o.passed:
                        click.echo(f"      {o.expectation.loc}: {o.expectation.kind}: {o.detail}")
        click.echo(summary_line(results))
    if not all(r.passed for r in results):
        raise SystemExit(1)


@main.command(help=BUILD_HELP)
@click.option("--no-mkdocs", is_flag=True, help="Only generate site_src/, do not run mkdocs.")
def build(no_mkdocs: bool) -> None:
    """Build the site."""
    from generator.pipeline import build_site
    try:
        timings = build_site(mkdocs=not no_mkdocs, progress=_progress)
    except DomwikiError as exc:
        _fail(exc)
        return
    total = sum(timings.stages.values())
    click.echo(f"built site in {total:.1f}s (" + ", ".join(f"{k} {v:.1f}s" for k, v in timings.stages.items()) + ")")


@main.command(name="import", help="Import every card's facts (names, expansions, editions, costs, types, Supply "
              "status) from the pinned domdiv card database into knowledge/imported/; hand-written cards win.")
@click.option("--knowledge", type=click.Path(file_okay=False, path_type=Path), default=None,
              help="Knowledge folder (default: ./knowledge).")
def import_(knowledge: Path | None) -> None:
    """Import the full card list."""
    from generator.kb.importer import run_import
    from generator.kb.load import default_root
    from generator.pipeline import BUILD
    try:
        result = run_import(knowledge or default_root(), BUILD / "cache", progress=_progress)
    except DomwikiError as exc:
        _fail(exc)
        return
    click.echo(f"imported {result.cards} cards in {len(result.by_expansion)} expansions: "
               f"{len(result.written)} files written, {result.unchanged} unchanged")


@main.command(help=QUERY_HELP)
@click.argument("query")
@click.option("--format", "fmt", type=click.Choice(["table", "csv", "tsv", "json", "turtle"]), default="table",
              help="Output format (Turtle for CONSTRUCT and DESCRIBE).")
@click.option("--lang", type=click.Choice(["en", "pl"]), default="en", help="Language of titles.")
def query(query: str, fmt: str, lang: str) -> None:
    """Query the knowledge graph."""
    from generator.kb.query import Store, load_named_queries, named
    from generator.pipeline import load
    try:
        kb, graph = load()
        queries = load_named_queries(Path(kb.root) / "queries")
        path = Path(query)
        if query.endswith(".rq") and path.is_file():
            text = path.read_text(encoding="utf-8")
        elif any(word in query.upper() for word in ("SELECT", "ASK", "CONSTRUCT", "DESCRIBE")):
            text = query
        else:
            text = named(queries, query).sparql
        result = Store(graph).query(text)
    except DomwikiError as exc:
        _fail(exc)
        return
    click.echo(format_result(result, fmt))


def format_result(result: Any, fmt: str) -> str:
    """A query result as a table, CSV, TSV, JSON or Turtle."""
    import csv
    import io
    if result.kind == "graph":
        return str(result.triples)
    if fmt == "json":
        return json.dumps([dict(zip(result.columns, row, strict=True)) for row in result.rows],
                          ensure_ascii=False, indent=1)
    if fmt in ("csv", "tsv"):
        buffer = io.StringIO()
        writer = csv.writer(buffer, delimiter="," if fmt == "csv" else "\t", lineterminator="\n")
        writer.writerow(result.columns)
        writer.writerows([["" if v is None else v for v in row] for row in result.rows])
        return buffer.getvalue().rstrip("\n")
    rows = [[("" if v is None else v) for v in row] for row in result.rows]
    widths = [max([len(c)] + [len(r[i]) for r in rows]) for i, c in enumerate(result.columns)]
    lines = [" | ".join(c.ljust(w) for c, w in zip(result.columns, widths, strict=True)),
             "-+-".join("-" * w for w in widths)]
    lines += [" | ".join(v.ljust(w) for v, w in zip(r, widths, strict=True)) for r in rows]
    lines.append(f"({len(rows)} row{'s' if len(rows) != 1 else ''})")
    return "\n".join(lines)


@main.command(help=SERVE_HELP)
@click.option("--host", default="127.0.0.1", show_default=True)
@click.option("--port", default=8000, show_default=True, type=int)
@click.option("--no-watch", is_flag=True, help="Do not rebuild when files change.")
def serve(host: str, port: int, no_watch: bool) -> None:
    """Build and serve the site."""
    from generator.serve import serve as run_serve
    try:
        run_serve(host, port, watch=not no_watch, progress=lambda m: click.echo(f"» {m}", err=True))
    except DomwikiError as exc:
        _fail(exc)


if __name__ == "__main__":
    main()
