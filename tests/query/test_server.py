"""`domwiki sparql-server`: a real read-only SPARQL 1.1 endpoint (pyoxigraph) answering over HTTP."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
import urllib.error
import urllib.parse
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest
from rdflib import Graph

from generator.pipeline import load
from generator.sparql_server import SparqlServer, free_port
from tests.helpers import ROOT

DW = "https://w3id.org/domwiki/"


@pytest.fixture(scope="module")
def graph() -> Graph:
    """The compiled knowledge graph."""
    return load()[1]


@pytest.fixture(scope="module")
def server(graph: Graph) -> Iterator[SparqlServer]:
    """The endpoint on a free loopback port, stopped (and its store deleted) afterwards."""
    with SparqlServer(graph, "127.0.0.1", free_port()) as running:
        yield running
    assert running.process is not None and running.process.poll() is not None
    assert not running.folder.exists()


def _get(server: SparqlServer, sparql: str) -> dict[str, object]:
    url = f"{server.endpoint}?{urllib.parse.urlencode({'query': sparql})}"
    request = urllib.request.Request(url, headers={"Accept": "application/sparql-results+json"})
    with urllib.request.urlopen(request, timeout=10) as answer:
        return dict(json.loads(answer.read()))


def _post(url: str, body: bytes, content_type: str) -> int:
    request = urllib.request.Request(url, data=body, headers={"Content-Type": content_type})
    try:
        with urllib.request.urlopen(request, timeout=10) as answer:
            return int(answer.status)
    except urllib.error.HTTPError as exc:
        return int(exc.code)


def test_server_answers_select_over_http(server: SparqlServer) -> None:
    """A GET /query SELECT finds Artisan by its Polish label Rękodzielnik (a full IRI, no prefixes needed)."""
    answer = _get(server, 'SELECT ?c WHERE { ?c <http://www.w3.org/2000/01/rdf-schema#label> "Rękodzielnik"@pl }')
    bindings = answer["results"]["bindings"]  # type: ignore[index]
    assert bindings == [{"c": {"type": "uri", "value": f"{DW}card/artisan"}}]


def test_server_holds_the_whole_graph(server: SparqlServer, graph: Graph) -> None:
    """COUNT(*) over the endpoint equals the number of triples rdflib compiled."""
    answer = _get(server, "SELECT (COUNT(*) AS ?n) WHERE { ?s ?p ?o }")
    assert answer["results"]["bindings"][0]["n"]["value"] == str(len(graph))  # type: ignore[index]


def test_server_refuses_updates(server: SparqlServer) -> None:
    """POST /update and a graph-store write are refused, and the data stays unchanged."""
    insert = b"INSERT DATA { <urn:x> <urn:y> <urn:z> }"
    assert _post(f"{server.url}/update", insert, "application/sparql-update") == 403
    assert _post(f"{server.url}/update", b"update=" + urllib.parse.quote_plus(insert).encode(),
                 "application/x-www-form-urlencoded") == 403
    assert _post(f"{server.url}/store?default", b"<urn:x> <urn:y> <urn:z> .", "application/n-triples") == 403
    assert _post(f"{server.endpoint}", insert, "application/sparql-update") >= 400
    assert _get(server, "ASK { <urn:x> ?p ?o }")["boolean"] is False


def test_cli_serves_and_stops_cleanly(tmp_path: Path) -> None:
    """`domwiki sparql-server --port N` answers ASK on 127.0.0.1 and exits on SIGTERM, leaving no store behind."""
    port = free_port()
    scratch = tmp_path / "tmp"
    scratch.mkdir()
    env = {**os.environ, "TMPDIR": str(scratch)}  # the server's temporary store goes here
    process = subprocess.Popen([sys.executable, "-m", "generator.cli", "sparql-server", "--port", str(port)],
                               cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    try:
        url = f"http://127.0.0.1:{port}/query?query=" + urllib.parse.quote("ASK { ?s a ?o }")
        answer = None
        for _ in range(200):
            try:
                with urllib.request.urlopen(url, timeout=2) as response:
                    answer = json.loads(response.read())
                break
            except (urllib.error.URLError, ConnectionError):
                time.sleep(0.1)
        assert answer == {"head": {}, "boolean": True}
        assert [p.name.startswith("domwiki-sparql-") for p in scratch.iterdir()] == [True]
    finally:
        process.send_signal(signal.SIGTERM)
        process.wait(timeout=15)
        assert process.stderr is not None
        process.stderr.close()
    assert process.returncode == 0
    assert list(scratch.iterdir()) == []


def test_slow_query_is_cut_off_with_a_clear_message(graph: Graph) -> None:
    """A query running past --timeout gets a 503 that says so within twice the limit; the server lives on."""
    with SparqlServer(graph, "127.0.0.1", free_port(), timeout_s=1) as running:
        slow = "SELECT (COUNT(*) AS ?n) WHERE { ?a ?b ?c . ?d ?e ?f . FILTER(STR(?a) = STR(?f)) }"
        url = f"{running.endpoint}?{urllib.parse.urlencode({'query': slow})}"
        started = time.monotonic()
        with pytest.raises(urllib.error.HTTPError) as info:
            urllib.request.urlopen(url, timeout=60)
        assert time.monotonic() - started < 2.0
        assert info.value.code == 503
        assert info.value.read().decode("utf-8") == "the query ran longer than 1 s and was stopped\n"
        assert _get(running, "ASK { ?s ?p ?o }")["boolean"] is True
