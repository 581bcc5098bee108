"""Hostile requests to `domwiki sparql-server`: refused with a reason, and the server keeps answering.

One endpoint (1 s timeout) serves the small test knowledge for the whole module; every
test ends by asking it an ASK query, so a request that killed or stalled it fails
there.  Expected statuses and messages were worked out from the protocol and the
guard's limits (100 000 characters, 64 levels of nesting, no SERVICE).
"""

from __future__ import annotations

import http.client
import json
import os
import signal
import subprocess
import sys
import time
import urllib.parse
from collections.abc import Iterator

import pytest
from rdflib import Graph

from generator.pipeline import load
from generator.sparql_server import SparqlServer, exposure_warning, free_port
from tests.helpers import ROOT, SMALL_KNOWLEDGE, child_pids, copy_small_knowledge

pytestmark = pytest.mark.xdist_group("endpoint")

CROSS_PRODUCT = "SELECT (COUNT(*) AS ?n) WHERE { ?a ?b ?c . ?d ?e ?f . ?g ?h ?i . ?j ?k ?l }"


@pytest.fixture(scope="module")
def graph(tmp_path_factory: pytest.TempPathFactory) -> Graph:
    """The small test knowledge's graph."""
    return load(copy_small_knowledge(tmp_path_factory.mktemp("kb")))[1]


@pytest.fixture(scope="module")
def server(graph: Graph) -> Iterator[SparqlServer]:
    """The endpoint on a free loopback port with a 1 s query timeout."""
    with SparqlServer(graph, "127.0.0.1", free_port(), timeout_s=1) as running:
        yield running


def _request(server: SparqlServer, method: str, path: str, body: bytes | None = None,
             headers: dict[str, str] | None = None) -> tuple[int, dict[str, str], bytes]:
    connection = http.client.HTTPConnection("127.0.0.1", server.port, timeout=30)
    try:
        connection.request(method, path, body=body, headers=headers or {})
        answer = connection.getresponse()
        return answer.status, {k.lower(): v for k, v in answer.getheaders()}, answer.read()
    finally:
        connection.close()


def _get(server: SparqlServer, sparql: str, headers: dict[str, str] | None = None) -> tuple[int, bytes]:
    status, _, body = _request(server, "GET", "/query?" + urllib.parse.urlencode({"query": sparql}), headers=headers)
    return status, body


def _alive(server: SparqlServer) -> None:
    status, body = _get(server, "ASK { ?s ?p ?o }", {"Accept": "application/sparql-results+json"})
    assert status == 200 and json.loads(body)["boolean"] is True


def test_deeply_nested_query_is_a_400_and_the_server_lives(server: SparqlServer) -> None:
    """Deep nesting (100 000 levels crash the SPARQL parser) get a 400 naming the limit; the server answers on."""
    status, body = _get(server, "SELECT * WHERE " + "{" * 10_000 + "}" * 10_000)
    assert status == 400
    assert body.decode("utf-8").startswith("bad request: the query nests deeper than 64 levels at line 1, column 80")
    status, _, body = _request(server, "POST", "/query", ("ASK " + "(" * 49_000 + ")" * 49_000).encode(),
                               {"Content-Type": "application/sparql-query"})
    assert status == 400 and b"nests deeper than 64 levels" in body
    _alive(server)


def test_oversized_query_is_a_400(server: SparqlServer) -> None:
    """A 150 000-character query and a 1 MB body are refused with their sizes; the server answers on."""
    status, _, body = _request(server, "POST", "/query", b"ASK {}" + b" " * 149_994,
                               {"Content-Type": "application/sparql-query"})
    assert status == 400
    assert body == b"bad request: the query is too long (150000 characters, limit 100000)\n"
    status, _, body = _request(server, "POST", "/query", b"x" * 1_000_000, {"Content-Type": "application/sparql-query"})
    assert status == 400
    assert body == b"bad request: the body is too large (1000000 bytes, limit 400000)\n"
    _alive(server)


def test_service_is_refused(server: SparqlServer) -> None:
    """SERVICE (the server would fetch another address) is a 400, in any case and spelling of the keyword."""
    for sparql in ("SELECT * WHERE { SERVICE <http://127.0.0.1:9/sparql> { ?s ?p ?o } }",
                   "select * { service silent <http://169.254.169.254/> { ?s ?p ?o } }"):
        status, body = _get(server, sparql)
        assert status == 400
        assert b"is not allowed: it makes the server fetch from other addresses" in body
    _alive(server)


def test_service_can_be_allowed(graph: Graph) -> None:
    """With --allow-service the guard lets SERVICE through (SILENT to a closed port: one empty solution)."""
    with SparqlServer(graph, "127.0.0.1", free_port(), timeout_s=5, allow_service=True) as running:
        status, body = _get(running, "SELECT * WHERE { SERVICE SILENT <http://127.0.0.1:9/> { ?s ?p ?o } }",
                            {"Accept": "application/sparql-results+json"})
        assert status == 200, body
        assert json.loads(body)["results"]["bindings"] == [{}]


def test_cross_product_is_stopped_within_twice_the_timeout(server: SparqlServer) -> None:
    """A cross product with no filter (which oxigraph's own timeout cannot stop) gets a 503 within 2 s."""
    started = time.monotonic()
    status, body = _get(server, CROSS_PRODUCT)
    assert time.monotonic() - started < 2.0
    assert status == 503
    assert body == b"the query ran longer than 1 s and was stopped\n"
    _alive(server)


def test_foreign_host_header_is_refused(server: SparqlServer) -> None:
    """A Host header naming another site (DNS rebinding) is a 403; localhost and IP literals are accepted."""
    status, _, body = _request(server, "GET", "/query?query=ASK%7B%7D", headers={"Host": "evil.example"})
    assert status == 403
    assert body.startswith(b"refused: the Host header 'evil.example' does not name this server")
    for host in (f"localhost:{server.port}", f"127.0.0.1:{server.port}", "127.0.0.1"):
        assert _request(server, "GET", "/query?query=ASK%7B%7D", headers={"Host": host})[0] == 200, host


def test_no_cross_origin_access(server: SparqlServer) -> None:
    """No answer carries Access-Control-* headers, and a CORS preflight is refused (405)."""
    _, headers, _ = _request(server, "GET", "/query?query=ASK%7B%7D", headers={"Origin": "https://evil.example"})
    assert not [k for k in headers if k.startswith("access-control-")]
    status, headers, _ = _request(server, "OPTIONS", "/query", headers={
        "Origin": "https://evil.example", "Access-Control-Request-Method": "POST"})
    assert status == 405
    assert not [k for k in headers if k.startswith("access-control-")]


def test_updates_stay_refused(server: SparqlServer) -> None:
    """An update passed as a query parameter, a form field or a body is refused and changes nothing."""
    insert = "INSERT DATA { <urn:x> <urn:y> <urn:z> }"
    assert _request(server, "GET", "/query?" + urllib.parse.urlencode({"update": insert}))[0] == 403
    assert _request(server, "POST", "/query", urllib.parse.urlencode({"update": insert}).encode(),
                    {"Content-Type": "application/x-www-form-urlencoded"})[0] == 403
    assert _get(server, insert)[0] == 400
    status, body = _get(server, "ASK { <urn:x> ?p ?o }", {"Accept": "application/sparql-results+json"})
    assert status == 200 and json.loads(body)["boolean"] is False


def test_many_slow_queries_at_once_leave_the_server_answering(server: SparqlServer) -> None:
    """Six concurrent cross products: at most four run (the rest get 503 busy); all end, and the server answers."""
    import concurrent.futures

    with concurrent.futures.ThreadPoolExecutor(6) as pool:
        statuses = list(pool.map(lambda _: _get(server, CROSS_PRODUCT)[0], range(6)))
    assert set(statuses) == {503}
    _alive(server)


def test_binds_to_loopback_by_default_and_warns_otherwise() -> None:
    """The default address is 127.0.0.1; any other non-loopback address gets a warning."""
    import inspect

    assert inspect.signature(SparqlServer).parameters["host"].default == "127.0.0.1"
    assert exposure_warning("127.0.0.1") is None and exposure_warning("::1") is None
    assert exposure_warning("localhost") is None
    warning = exposure_warning("0.0.0.0")
    assert warning is not None and warning.startswith("warning: listening on 0.0.0.0: anyone who can reach")


def test_command_notices_its_server_dying() -> None:
    """When its server process is killed, `domwiki sparql-server` exits 1 and says how the server ended."""
    port = free_port()
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    process = subprocess.Popen([sys.executable, "-m", "generator.cli", "sparql-server", "--port", str(port)],
                               cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    try:
        assert process.stderr is not None
        for line in process.stderr:
            if line.startswith("read-only SPARQL endpoint at "):
                break
        kids = child_pids(process.pid)
        assert len(kids) == 1, kids
        child = kids[0]
        os.kill(child, signal.SIGKILL)
        _, err = process.communicate(timeout=30)
    finally:
        if process.poll() is None:
            process.kill()
            process.communicate()
    assert process.returncode == 1
    assert "error: the SPARQL server stopped on its own (killed by signal 9" in err


def test_command_warns_when_listening_beyond_loopback() -> None:
    """`--host 0.0.0.0` prints the exposure warning before serving."""
    port = free_port()
    process = subprocess.Popen([sys.executable, "-m", "generator.cli", "sparql-server", "--host", "0.0.0.0",
                                "--port", str(port)], cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                               text=True)
    try:
        assert process.stderr is not None
        first = process.stderr.readline()
    finally:
        process.send_signal(signal.SIGTERM)
        process.communicate(timeout=30)
    assert first.startswith("warning: listening on 0.0.0.0: anyone who can reach this machine can run queries")


def test_small_knowledge_is_what_the_module_serves(server: SparqlServer) -> None:
    """The module's endpoint holds the small base (Mine, no Artisan), so the checks above ran on it."""
    status, body = _get(server, "ASK { card:mine ?p ?o . FILTER NOT EXISTS { card:artisan ?q ?r } }",
                        {"Accept": "application/sparql-results+json"})
    assert status == 200 and json.loads(body)["boolean"] is True
    assert SMALL_KNOWLEDGE.is_dir()
