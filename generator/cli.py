"""The ``domwiki`` command: a thin click group; every command calls the library."""

from __future__ import annotations

import json
import os
import signal
import sys
from pathlib import Path

import click

from generator.errors import DomwikiError, KnowledgeErrors

HELP = "Dominion rules wiki: lint the knowledge, check examples on the engine, build and query."
LINT_HELP = "Load and validate knowledge/ (YAML, references, SHACL) and report translation coverage."
CHECK_HELP = "Run every rules example (and any extra scenario FILES) on the rules engine."
BUILD_HELP = "Lint, check, generate both languages into site_src/ and build site/ with mkdocs."
QUERY_HELP = "Run a SPARQL query (a string, a .rq file, or the name of a query in knowledge/queries/)."
SPARQL_HELP = "Serve the knowledge graph at a read-only, guarded SPARQL 1.1 endpoint, on localhost by default."
VERDICT_WORDS = {"passed": "PASS", "failed": "FAIL", "unproven": "UNPROVEN"}
COVERAGE_HELP = ("Per card: whether the engine implements its behaviour, how many examples about it the engine "
                 "proved, its facts proven / failed / unproven (gain facts, Supply status, list claims), whether its "
                 "description (what it does, beyond the one-line summary) is written in English and in Polish, "
                 "and the status of its Polish name.")
SERVE_HELP = "Build the site, serve it at http://HOST:PORT/ and rebuild when knowledge/ or translations/ change."


def _is_terminal() -> bool:
    """Progress is shown to people at a terminal, never in CI logs or pipes."""
    return sys.stderr.isatty() and os.environ.get("CI") != "true"


def _progress(message: str) -> None:
    if _is_terminal():
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
        kb, graph = load(knowledge, _progress)
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
    from generator.checker.check import check_all, check_files, summary_line, unproven_line, write_report
    from generator.kb.load import default_root, load_knowledge
    from generator.pipeline import CHECK_RESULTS
    try:
        _progress("loading knowledge")
        kb = load_knowledge(knowledge or default_root())  # the graph and SHACL are lint's job, not needed here
        if files:
            results = check_files(kb, list(files))
        else:
            report = check_all(kb, progress=_progress)
            results = report.all
            if knowledge is None:
                write_report(report, CHECK_RESULTS)
    except DomwikiError as exc:
        _fail(exc)
        return
    if as_json:
        click.echo(json.dumps([r.as_json() for r in results], ensure_ascii=False, indent=1, default=str))
    else:
        for r in results:
            if r.id.startswith(("fact:", "supply:")) and r.passed and not r.unchecked:
                continue  # structured-fact probes: only failures are listed, the summary counts them all
            click.echo(f"{VERDICT_WORDS[r.verdict.value]}  {r.id}")
            if r.unchecked:  # a fact shown in part: what the probes did not check, never silently passed
                click.echo(f"      not checked: {'; '.join(r.unchecked)}")
            if r.failed:
                if r.error:
                    click.echo(f"      {r.location}: {r.error}")
                for o in r.outcomes:
                    if not o.passed:
                        click.echo(f"      {o.expectation.loc}: {o.expectation.kind}: {o.detail}")
        unproven = unproven_line(results)
        if unproven:
            click.echo(unproven)
        click.echo(summary_line(results))
    if any(r.failed for r in results):
        raise SystemExit(1)


@main.command(help=COVERAGE_HELP)
@click.option("--json", "as_json", is_flag=True, help="Print a JSON list, one object per card.")
@click.option("--expansion", default=None, help="Only the cards of this expansion (its id, such as base).")
@click.option("--knowledge", type=click.Path(file_okay=False, path_type=Path), default=None,
              help="Knowledge folder (default: ./knowledge).")
def coverage(as_json: bool, expansion: str | None, knowledge: Path | None) -> None:
    """Report per card what the engine and the knowledge cover."""
    from generator.checker.check import check_all
    from generator.checker.coverage import coverage as card_coverage
    from generator.checker.coverage import table
    from generator.kb.fields import close_match
    from generator.kb.load import default_root, load_knowledge
    try:
        _progress("loading knowledge")
        kb = load_knowledge(knowledge or default_root())
        if expansion is not None and expansion not in kb.expansions:
            guess = close_match(expansion, kb.expansions)
            raise click.UsageError(f"unknown expansion {expansion!r}" + (
                f" (hint: did you mean {guess!r}?)" if guess else f" (expansions: {', '.join(sorted(kb.expansions))})"))
        rows = card_coverage(kb, check_all(kb, progress=_progress), expansion)
    except DomwikiError as exc:
        _fail(exc)
        return
    if as_json:
        click.echo(json.dumps([r.as_json() for r in rows], ensure_ascii=False, indent=1))
    else:
        click.echo(table(rows))


@main.command(help=BUILD_HELP)
@click.option("--no-mkdocs", is_flag=True, help="Only generate site_src/, do not run mkdocs.")
@click.option("--allow-service", is_flag=True, help="Allow SERVICE (federation) in the named queries.")
def build(no_mkdocs: bool, allow_service: bool) -> None:
    """Build the site."""
    from generator.pipeline import build_site
    if allow_service:
        os.environ["DOMWIKI_ALLOW_SERVICE"] = "1"  # read where the named queries are loaded, in every child
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
@click.argument("query", required=False)
@click.option("--format", "fmt", type=click.Choice(["table", "csv", "tsv", "json", "turtle"]), default="table",
              help="Output format: table, CSV, TSV or SPARQL JSON results; Turtle for CONSTRUCT and DESCRIBE.")
@click.option("--lang", type=click.Choice(["en", "pl"]), default="en", help="Language of query titles.")
@click.option("--list", "list_queries", is_flag=True, help="List the named queries with their titles.")
@click.option("--timeout", default=30.0, show_default=True, type=click.FloatRange(min=0.1),
              help="Seconds the query may run before it is stopped.")
@click.option("--allow-service", is_flag=True, help="Allow SERVICE (federated queries fetch from other addresses).")
def query(query: str | None, fmt: str, lang: str, list_queries: bool, timeout: float, allow_service: bool) -> None:
    """Query the knowledge graph."""
    from generator.kb.load import default_root
    from generator.kb.query import Store, format_result, listing, load_named_queries, resolve
    from generator.pipeline import load
    try:
        queries = load_named_queries(default_root() / "queries", allow_service=allow_service or None)
        if list_queries or query is None:
            if query is None and not list_queries:
                raise click.UsageError("give a QUERY (a SPARQL string, a .rq file or a named query) or --list")
            click.echo(listing(queries, lang))
            return
        source = resolve(query, queries)
        _, graph = load()
        result = Store(graph).query(source.text, source=source.origin, first_line=source.first_line,
                                    allow_service=allow_service, timeout=timeout)
        output = format_result(result, fmt)
    except DomwikiError as exc:
        _fail(exc)
        return
    except KeyboardInterrupt:
        click.echo("error: interrupted; the query was stopped", err=True)
        sys.stdout.flush()
        sys.stderr.flush()
        os._exit(130)  # at once: the worker is already killed, and tearing down the graph can take seconds
    if source.query is not None and fmt == "table":
        click.echo(f"# {source.query.title.show(lang)}")
    click.echo(output)


@main.command("sparql-server", help=SPARQL_HELP)
@click.option("--host", default="127.0.0.1", show_default=True, help="Address to listen on (keep it local).")
@click.option("--port", default=7878, show_default=True, type=int, help="Port (0 picks a free one).")
@click.option("--timeout", default=30.0, show_default=True, type=click.FloatRange(min=0.1),
              help="Seconds a query may run before it is stopped.")
@click.option("--allow-service", is_flag=True, help="Allow SERVICE (the server then fetches from other addresses).")
@click.option("--allow-host", multiple=True, help="Another name the server may be reached by (Host header).")
def sparql_server(host: str, port: int, timeout: float, allow_service: bool, allow_host: tuple[str, ...]) -> None:
    """Serve the knowledge graph as a read-only SPARQL endpoint."""
    from generator.pipeline import load
    from generator.sparql_server import SparqlServer, exposure_warning
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(0))
    warning = exposure_warning(host)
    if warning:
        click.echo(warning, err=True)
    try:
        _, graph = load()
        server = SparqlServer(graph, host, port, timeout, allow_service=allow_service,
                              allowed_hosts=allow_host).start()
    except DomwikiError as exc:
        _fail(exc)
        return
    click.echo(f"read-only SPARQL endpoint at {server.endpoint} ({len(graph)} triples; "
               f"query form at {server.url}/); Ctrl-C stops it", err=True)
    try:
        server.wait()
        click.echo(f"error: the SPARQL server stopped on its own ({server.exit_reason()})", err=True)
        raise SystemExit(1)
    except KeyboardInterrupt:
        pass
    finally:
        server.stop()


@main.command(help="Search the built site exactly as its search box ranks (same analyzer, lexicon and lunr ranking).")
@click.argument("text")
@click.option("--lang", type=click.Choice(["en", "pl"]), default="en", help="Which language's pages to search.")
@click.option("--limit", default=10, show_default=True, type=int, help="How many pages to print.")
@click.option("--site", "site_dir", type=click.Path(file_okay=False, path_type=Path), default=None,
              help="Built site folder (default: ./site).")
def search(text: str, lang: str, limit: int, site_dir: Path | None) -> None:
    """Search the built site."""
    from generator.search.query import print_search
    raise SystemExit(print_search(text, lang, limit, site_dir))


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
