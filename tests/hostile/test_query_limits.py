"""Hostile queries on the command line and in the build: refused, stopped or interrupted, never a crash or a stall.

Expected messages follow from the guard's limits (100 000 characters, 64 levels of
nesting, no SERVICE unless --allow-service) and from the timeouts given.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from click.testing import CliRunner

from generator.cli import main
from generator.errors import QueryError
from generator.kb.query import Store, check_query
from generator.pipeline import build_site, load
from tests.helpers import ROOT, copy_small_knowledge, first_child

CROSS_PRODUCT = "SELECT (COUNT(*) AS ?n) WHERE { ?a ?b ?c . ?d ?e ?f . ?g ?h ?i . ?j ?k ?l }"


def _query(*args: str) -> tuple[int, str]:
    result = CliRunner().invoke(main, ["query", *args])
    assert "Traceback" not in result.output
    return result.exit_code, result.output


def test_deep_nesting_is_refused_not_a_segfault() -> None:
    """100 000 nested braces (a stack overflow in the SPARQL parser) are refused with line and column."""
    code, output = _query("SELECT * WHERE " + "{" * 100_000 + "}" * 100_000)
    assert code == 1
    assert "error: the query is too long (200015 characters, limit 100000)" in output
    code, output = _query("SELECT * WHERE {\n  FILTER(" + "(" * 70 + "1" + ")" * 70 + ")\n}")
    assert code == 1
    assert "error: the query nests deeper than 64 levels at line 2, column 72" in output


def test_service_is_refused_unless_allowed() -> None:
    """SERVICE is refused (with its position); --allow-service runs it (SILENT to a closed port: one empty row)."""
    sparql = "SELECT * WHERE { SERVICE SILENT <http://127.0.0.1:9/> { ?s ?p ?o } }"
    code, output = _query(sparql)
    assert code == 1
    assert ("error: SERVICE (federated query) at line 1, column 18 is not allowed: it makes the server fetch from "
            "other addresses (pass --allow-service if you trust this query)") in output
    code, output = _query(sparql, "--allow-service", "--format", "json")
    assert code == 0, output
    assert json.loads(output)["results"]["bindings"] == [{}]


@pytest.mark.parametrize("text", [
    'SELECT * WHERE { ?s ?p "SERVICE" } # SERVICE <http://x/>',
    "SELECT ?service WHERE { ?service <urn:service> ?o }",
    "PREFIX service: <urn:x:> SELECT * WHERE { ?s service:y ?o }",
    'SELECT * WHERE { ?s ?p """{{{{ ((( SERVICE""" }',
])
def test_guard_reads_strings_iris_comments_and_names_as_such(text: str) -> None:
    """The word SERVICE or brackets inside strings, IRIs, comments, variables and prefixed names are not refused."""
    check_query(text)


def test_cli_timeout_stops_a_cross_product() -> None:
    """`--timeout 1` stops a cross product (which pyoxigraph cannot interrupt) and says so, exit 1.

    Unstopped, the query would run for hours; the bound only tells "stopped" from "ran on", with room
    for loading the graph on a loaded machine."""
    started = time.monotonic()
    code, output = _query(CROSS_PRODUCT, "--timeout", "1")
    assert code == 1
    assert "error: the query ran longer than 1 s and was stopped (give it more time with --timeout)" in output
    assert time.monotonic() - started < 120  # loading the graph included


def test_store_timeout_is_within_twice_the_limit() -> None:
    """The query itself is stopped (unstopped it would run for hours), and the next query works."""
    store = Store(load()[1])
    started = time.monotonic()
    with pytest.raises(QueryError, match="ran longer than 1 s"):
        store.query(CROSS_PRODUCT, timeout=1)
    assert time.monotonic() - started < 30
    assert store.query("ASK { ?s ?p ?o }", timeout=1).boolean is True


def test_ctrl_c_interrupts_a_running_query() -> None:
    """SIGINT during a long query stops it at once: exit 130, a message, and no worker left running."""
    # Started the way a terminal starts it: with SIGINT at its default. A test run started in the background
    # by a shell without job control inherits SIGINT ignored, and Python then installs no Ctrl-C handler.
    process = subprocess.Popen([sys.executable, "-m", "generator.cli", "query", CROSS_PRODUCT, "--timeout", "600"],
                               cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                               preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    try:
        worker = first_child(process.pid)
        assert worker is not None, "the query never started"
        time.sleep(0.3)
        process.send_signal(signal.SIGINT)
        started = time.monotonic()
        _, err = process.communicate(timeout=10)
        assert time.monotonic() - started < 2
    finally:
        if process.poll() is None:
            process.kill()
            process.communicate()
    assert process.returncode == 130
    assert "error: interrupted; the query was stopped" in err
    assert not Path(f"/proc/{worker}").exists() or "zombie" in Path(f"/proc/{worker}/status").read_text().lower()


def test_slow_named_query_fails_the_build_with_its_name(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A named query running past DOMWIKI_QUERY_TIMEOUT fails the build naming the query and its file."""
    knowledge = copy_small_knowledge(tmp_path)
    (knowledge / "queries" / "everything-four-times.rq").write_text(
        "# title.en: Too slow\n" + CROSS_PRODUCT + "\n", encoding="utf-8")
    monkeypatch.setenv("DOMWIKI_QUERY_TIMEOUT", "1")
    started = time.monotonic()
    with pytest.raises(QueryError) as info:
        build_site(root=knowledge, src=tmp_path / "site_src", site_dir=tmp_path / "site", mkdocs=False)
    assert time.monotonic() - started < 60
    assert str(info.value).startswith("named query 'everything-four-times' (")
    assert "everything-four-times.rq) ran longer than 1 s and was stopped" in str(info.value)
    assert not (tmp_path / "site_src" / "en").exists()


def test_named_query_with_service_fails_lint_and_build(tmp_path: Path) -> None:
    """A named query with SERVICE is a lint error and stops the build unless --allow-service is given."""
    knowledge = copy_small_knowledge(tmp_path)
    (knowledge / "queries" / "fetch.rq").write_text(
        "SELECT * WHERE { SERVICE SILENT <http://127.0.0.1:9/> { ?s ?p ?o } }\n", encoding="utf-8")
    result = CliRunner().invoke(main, ["lint", "--knowledge", str(knowledge)])
    assert result.exit_code == 1
    assert "knowledge/queries/fetch.rq:1: SERVICE (federated query) at knowledge/queries/fetch.rq:1:18" in result.output
    with pytest.raises(Exception) as info:
        build_site(root=knowledge, src=tmp_path / "site_src", site_dir=tmp_path / "site", mkdocs=False)
    assert "SERVICE (federated query)" in str(info.value)
    os.environ["DOMWIKI_ALLOW_SERVICE"] = "1"
    try:
        build_site(root=knowledge, src=tmp_path / "site_src", site_dir=tmp_path / "site", mkdocs=False)
    finally:
        del os.environ["DOMWIKI_ALLOW_SERVICE"]
    assert (tmp_path / "site_src" / "en" / "docs" / "queries.md").is_file()


def test_query_file_that_is_a_fifo_or_not_utf8(tmp_path: Path) -> None:
    """`domwiki query` on a FIFO or a non-UTF-8 .rq file fails at once with the path."""
    pipe = tmp_path / "pipe.rq"
    os.mkfifo(pipe)
    code, output = _query(str(pipe))
    assert code == 1 and f"error: {pipe}: is a named pipe, not a file" in output
    latin = tmp_path / "latin.rq"
    latin.write_bytes(b"# Z\xb3y\nASK {}\n")
    code, output = _query(str(latin))
    assert code == 1 and f"error: {latin}:1: file is not valid UTF-8 (byte 0xb3)" in output
