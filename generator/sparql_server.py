"""``domwiki sparql-server``: a read-only SPARQL 1.1 endpoint over the current graph, guarded.

The compiled graph is written as N-Triples into a temporary folder and served by a
child process (``python -m generator.sparql_server``) that loads it into pyoxigraph and
answers the SPARQL 1.1 Protocol at ``/query`` (GET, POST form, POST
``application/sparql-query``).  What a request cannot do:

* kill or stall the server: every query first passes the guard
  (:func:`generator.kb.query.check_query`: too long, nested too deeply, ``SERVICE``
  are a 400 with the reason), then runs in a forked worker that is killed when the
  timeout is up (a 503 says so; cross products included) or that crashes alone (500);
  at most :data:`MAX_RUNNING` queries run at once (more get a 503);
* change the data: ``/update`` and the graph store answer 403;
* reach other machines: ``SERVICE`` is refused unless ``--allow-service``;
* be reached from a web page on another site: the ``Host`` header must name this
  server (DNS rebinding) and no CORS header is ever sent, so browsers keep other
  origins from reading answers.

The parent (:class:`SparqlServer`) starts the child, waits until it answers, and
reports why if it stops on its own.  The temporary folder is deleted on stop.
"""

from __future__ import annotations

import argparse
import http.client
import ipaddress
import shutil
import socket
import subprocess
import sys
import tempfile
import threading
import time
import urllib.parse
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from types import TracebackType

from rdflib import Graph

from generator.errors import DomwikiError, QueryError

DEFAULT_HOST = "127.0.0.1"
DEFAULT_PORT = 7878
DEFAULT_TIMEOUT = 30
"""Seconds a single query may run before its worker is killed (``--timeout``)."""
MAX_RUNNING = 4
"""Queries evaluated at once; more are answered 503 at once (each runs in its own process)."""
MAX_BODY = 400_000
"""Largest request body read, in bytes (the guard refuses query texts over 100 000 characters)."""
DRAIN_LIMIT = 16_000_000
"""A refused body up to this size is read and dropped before answering; a larger one gets the answer and a close."""
READ_TIMEOUT = 20
"""Seconds a client may take to send its request."""
LOOPBACK_NAMES = ("localhost", "127.0.0.1", "[::1]", "::1")


class ServerError(DomwikiError):
    """The SPARQL server could not be prepared or started, or it stopped on its own."""


def free_port(host: str = DEFAULT_HOST) -> int:
    """A TCP port nobody listens on right now (for tests and `--port 0`)."""
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    with socket.socket(family, socket.SOCK_STREAM) as sock:
        sock.bind((host, 0))
        return int(sock.getsockname()[1])


def is_loopback(host: str) -> bool:
    """True when ``host`` only accepts connections from this machine."""
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return False


def exposure_warning(host: str) -> str | None:
    """The warning to print when the endpoint listens beyond this machine (None on loopback)."""
    if is_loopback(host):
        return None
    return (f"warning: listening on {host}: anyone who can reach this machine can run queries "
            "(each may use a core for up to --timeout seconds); keep the default 127.0.0.1 unless you trust them")


def _bracket(host: str) -> str:
    return f"[{host}]" if ":" in host else host


class SparqlServer:
    """The guarded endpoint running in a child process over a temporary copy of the graph; stop() cleans up."""

    def __init__(self, graph: Graph, host: str = DEFAULT_HOST, port: int = DEFAULT_PORT,
                 timeout_s: float = DEFAULT_TIMEOUT, *, allow_service: bool = False,
                 allowed_hosts: tuple[str, ...] = ()) -> None:
        self.host = host
        self.port = port if port else free_port(host)
        self.timeout_s = timeout_s
        self.allow_service = allow_service
        self.allowed_hosts = allowed_hosts
        self.folder = Path(tempfile.mkdtemp(prefix="domwiki-sparql-"))
        self.process: subprocess.Popen[bytes] | None = None
        self._stopping = False
        try:
            (self.folder / "graph.nt").write_bytes(graph.serialize(format="nt", encoding="utf-8"))
        except BaseException:
            shutil.rmtree(self.folder, ignore_errors=True)
            raise

    @property
    def url(self) -> str:
        """The base URL of the server."""
        return f"http://{_bracket(self.host)}:{self.port}"

    @property
    def endpoint(self) -> str:
        """The SPARQL 1.1 query endpoint."""
        return f"{self.url}/query"

    @property
    def log(self) -> Path:
        """Where the child's error output goes."""
        return self.folder / "server.log"

    def command(self) -> list[str]:
        """The command line of the child that serves the graph."""
        out = [sys.executable, "-m", "generator.sparql_server", "--data", str(self.folder / "graph.nt"),
               "--host", self.host, "--port", str(self.port), "--timeout", str(self.timeout_s)]
        if self.allow_service:
            out.append("--allow-service")
        for name in self.allowed_hosts:
            out += ["--allow-host", name]
        return out

    def start(self, wait: float = 60.0) -> SparqlServer:
        """Start the server and wait until it answers (or raise with its error output)."""
        try:
            return self._start(wait)
        except BaseException:
            self.stop()
            raise

    def _start(self, wait: float) -> SparqlServer:
        with self.log.open("wb") as sink:
            self.process = subprocess.Popen(self.command(), stdout=sink, stderr=subprocess.STDOUT,
                                            cwd=Path(__file__).resolve().parent.parent)
        deadline = time.monotonic() + wait
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise ServerError(f"the SPARQL server did not start: {self.exit_reason()}")
            if self._answers():
                return self
            time.sleep(0.1)
        raise ServerError(f"the SPARQL server did not answer at {self.endpoint} within {wait:.0f}s")

    def _answers(self) -> bool:
        try:
            connection = http.client.HTTPConnection(self.host.strip("[]"), self.port, timeout=2)
            try:
                connection.request("GET", "/query?query=ASK%7B%7D")
                return connection.getresponse().status == 200
            finally:
                connection.close()
        except OSError:
            return False

    def exit_reason(self) -> str:
        """How the child ended, with the end of its output."""
        code = self.process.poll() if self.process is not None else None
        if code is None:
            return "still running"
        how = f"killed by signal {-code}" if code < 0 else f"exit status {code}"
        try:
            tail = self.log.read_text(encoding="utf-8", errors="replace").strip().splitlines()[-5:]
        except OSError:
            tail = []
        return how + (": " + " | ".join(tail) if tail else "")

    def wait(self) -> int:
        """Block until the server exits (Ctrl-C stops it); return its exit code."""
        assert self.process is not None, "start() the server first"
        return self.process.wait()

    def stop(self) -> None:
        """Stop the server process and delete the temporary folder."""
        self._stopping = True
        if self.process is not None and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        shutil.rmtree(self.folder, ignore_errors=True)

    def __enter__(self) -> SparqlServer:
        return self.start()

    def __exit__(self, kind: type[BaseException] | None, exc: BaseException | None,
                 tb: TracebackType | None) -> None:
        self.stop()


# --- the child: an HTTP server over pyoxigraph ---------------------------------------------------

SOLUTION_TYPES = {
    "application/sparql-results+json": "JSON", "application/json": "JSON",
    "application/sparql-results+xml": "XML", "application/xml": "XML",
    "text/csv": "CSV", "text/tab-separated-values": "TSV",
}
GRAPH_TYPES = {"text/turtle": "TURTLE", "application/n-triples": "N_TRIPLES", "application/rdf+xml": "RDF_XML"}
FORMAT_PARAM = {"json": "application/sparql-results+json", "xml": "application/sparql-results+xml",
                "csv": "text/csv", "tsv": "text/tab-separated-values", "turtle": "text/turtle",
                "ntriples": "application/n-triples"}

PAGE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Dominion rules wiki: SPARQL endpoint</title></head>
<body><h1>SPARQL endpoint</h1>
<p>Read-only. Queries may use the wiki's prefixes (dw:, card:, rule:, rdfs:, skos: and others) without declaring
them. <code>SERVICE</code> is refused; each query may run for a limited time.</p>
<form method="get" action="query">
<p><textarea name="query" rows="12" cols="90">SELECT ?card ?name WHERE {
  ?card dw:gainsSelfTo "hand" ; rdfs:label ?name . FILTER(lang(?name) = "en")
} ORDER BY ?name</textarea></p>
<p><label>Results as <select name="format"><option>json</option><option>csv</option><option>tsv</option>
<option>xml</option><option>turtle</option></select></label> <button type="submit">Run</button></p>
</form></body></html>
"""


def _negotiate(accept: str, table: dict[str, str], default: str) -> str:
    """The media type of ``table`` the Accept header prefers (its q-values honoured), else ``default``."""
    best, best_q = default, -1.0
    for part in accept.split(","):
        fields = [f.strip() for f in part.split(";")]
        media = fields[0].lower()
        q = 1.0
        for f in fields[1:]:
            if f.startswith("q="):
                try:
                    q = float(f[2:])
                except ValueError:
                    q = 0.0
        if q > best_q and media in table:
            best, best_q = media, q
    return best


class _Server(ThreadingHTTPServer):
    """One pyoxigraph store and the endpoint's settings, shared by the handler threads."""

    daemon_threads = True

    def __init__(self, address: tuple[str, int], data: Path, timeout: float, allow_service: bool,
                 allowed_hosts: tuple[str, ...]) -> None:
        import pyoxigraph as ox

        if ":" in address[0]:
            self.address_family = socket.AF_INET6
        self.store = ox.Store()
        self.store.load(path=str(data), format=ox.RdfFormat.N_TRIPLES)
        self.query_timeout = timeout
        self.allow_service = allow_service
        self.running = threading.BoundedSemaphore(MAX_RUNNING)
        super().__init__(address, _Handler)
        port = self.server_address[1]
        names = {address[0], _bracket(address[0]), *allowed_hosts}
        if is_loopback(address[0]) or address[0] in ("0.0.0.0", "::"):
            names |= set(LOOPBACK_NAMES)
        self.hosts = {n.lower() for n in names} | {f"{_bracket(n).lower()}:{port}" for n in names}


def _evaluate(store: object, sparql: str, accept: str, fmt: str | None) -> tuple[str, bytes]:
    """Run ``sparql`` on ``store``; (media type, serialized answer).  Runs in the worker."""
    import pyoxigraph as ox

    from generator.kb.query import PREFIX_MAP, syntax_message

    try:
        answer = store.query(sparql, prefixes=PREFIX_MAP)  # type: ignore[attr-defined]
        wanted = FORMAT_PARAM.get(fmt or "", "")
        if isinstance(answer, (ox.QuerySolutions, ox.QueryBoolean)):
            media = wanted if wanted in SOLUTION_TYPES else _negotiate(
                accept, SOLUTION_TYPES, "application/sparql-results+json")
            if isinstance(answer, ox.QueryBoolean) and SOLUTION_TYPES[media] in ("CSV", "TSV"):
                media = "application/sparql-results+json"
            data = answer.serialize(format=getattr(ox.QueryResultsFormat, SOLUTION_TYPES[media]))
        else:
            media = wanted if wanted in GRAPH_TYPES else _negotiate(accept, GRAPH_TYPES, "text/turtle")
            data = ox.serialize(answer, format=getattr(ox.RdfFormat, GRAPH_TYPES[media]))
    except SyntaxError as exc:
        raise QueryError(syntax_message(str(exc), sparql)) from None
    except (OSError, ValueError, RuntimeError) as exc:
        raise QueryError(f"SPARQL evaluation failed: {exc}") from None
    return media, data or b""


def _is_ip_literal(host: str) -> bool:
    """True for ``1.2.3.4``, ``1.2.3.4:80``, ``[::1]:80``: names DNS rebinding cannot point elsewhere."""
    name = host.rsplit("]", 1)[0].lstrip("[") if host.startswith("[") else host.rsplit(":", 1)[0]
    try:
        ipaddress.ip_address(name)
    except ValueError:
        return False
    return True


class _Handler(BaseHTTPRequestHandler):
    server: _Server
    timeout = READ_TIMEOUT
    server_version = "domwiki-sparql"
    protocol_version = "HTTP/1.1"

    def log_message(self, format: str, *args: object) -> None:  # noqa: A002 - the base class's name
        """Requests are not logged (the child's output is for errors)."""

    def _send(self, status: int, body: bytes | str, media: str = "text/plain; charset=utf-8") -> None:
        data = body.encode("utf-8") if isinstance(body, str) else body
        self.send_response(status)
        self.send_header("Content-Type", media)
        self.send_header("Content-Length", str(len(data)))
        self.send_header("X-Content-Type-Options", "nosniff")
        self.send_header("Cache-Control", "no-store")
        if media.startswith("text/html"):
            self.send_header("Content-Security-Policy", "default-src 'none'; form-action 'self'")
        if status >= 400:
            self.send_header("Connection", "close")
            self.close_connection = True
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(data)

    def _host_ok(self) -> bool:
        host = (self.headers.get("Host") or "").strip().lower()
        if host in self.server.hosts or _is_ip_literal(host):
            return True
        self._send(403, f"refused: the Host header {host!r} does not name this server "
                        "(start it with --allow-host NAME to accept that name)\n")
        return False

    def do_GET(self) -> None:  # noqa: N802 - http.server's naming
        if not self._host_ok():
            return
        parts = urllib.parse.urlsplit(self.path)
        if parts.path in ("/", "/index.html"):
            self._send(200, PAGE, "text/html; charset=utf-8")
        elif parts.path == "/query":
            self._query(urllib.parse.parse_qs(parts.query, max_num_fields=20))
        elif parts.path in ("/update", "/store"):
            self._send(403, "refused: this endpoint is read-only\n")
        else:
            self._send(404, "not found: the endpoint is /query\n")

    do_HEAD = do_GET

    def do_POST(self) -> None:  # noqa: N802 - http.server's naming
        if not self._host_ok():
            return
        parts = urllib.parse.urlsplit(self.path)
        if parts.path != "/query":
            self._send(403 if parts.path in ("/update", "/store") else 404,
                       "refused: this endpoint is read-only\n" if parts.path in ("/update", "/store")
                       else "not found: the endpoint is /query\n")
            return
        try:
            length = int(self.headers.get("Content-Length") or "0")
        except ValueError:
            self._send(400, "bad request: Content-Length is not a number\n")
            return
        if length > MAX_BODY or length < 0:
            if 0 < length <= DRAIN_LIMIT:  # read it away, so the client sees the answer rather than a reset
                left = length
                while left > 0:
                    chunk = self.rfile.read(min(left, 1 << 16))
                    if not chunk:
                        break
                    left -= len(chunk)
            self._send(400, f"bad request: the body is too large ({length} bytes, limit {MAX_BODY})\n")
            return
        body = self.rfile.read(length).decode("utf-8", "replace")
        media = (self.headers.get("Content-Type") or "").split(";")[0].strip().lower()
        params = urllib.parse.parse_qs(parts.query, max_num_fields=20)
        if media == "application/sparql-query":
            params["query"] = [body]
        elif media == "application/x-www-form-urlencoded":
            params.update(urllib.parse.parse_qs(body, max_num_fields=20))
        else:
            self._send(415 if media != "application/sparql-update" else 403,
                       "refused: this endpoint is read-only\n" if media == "application/sparql-update"
                       else "send the query as application/sparql-query or a form field 'query'\n")
            return
        self._query(params)

    def _refuse_method(self) -> None:
        if self._host_ok():
            self._send(405, "method not allowed: use GET or POST\n")

    do_PUT = do_DELETE = do_PATCH = do_OPTIONS = _refuse_method

    def _query(self, params: dict[str, list[str]]) -> None:
        from generator.kb.query import check_query
        from generator.kb.worker import Overtime, WorkerError, run_one

        if "update" in params:
            self._send(403, "refused: this endpoint is read-only\n")
            return
        texts = params.get("query", [])
        if len(texts) != 1:
            self._send(400, "bad request: give exactly one 'query' parameter\n")
            return
        if params.get("default-graph-uri") or params.get("named-graph-uri"):
            self._send(400, "bad request: default-graph-uri and named-graph-uri are not supported\n")
            return
        sparql = texts[0]
        try:
            check_query(sparql, allow_service=self.server.allow_service)
        except QueryError as exc:
            self._send(400, f"bad request: {exc}\n")
            return
        if not self.server.running.acquire(blocking=False):
            self._send(503, f"busy: {MAX_RUNNING} queries are running; try again shortly\n")
            return
        store, accept, fmt = self.server.store, self.headers.get("Accept") or "", params.get("format", [None])[0]
        limit = self.server.query_timeout
        try:
            media, data = run_one(lambda: _evaluate(store, sparql, accept, fmt), limit)
        except QueryError as exc:
            self._send(400, f"bad request: {exc}\n")
            return
        except Overtime:
            self._send(503, f"the query ran longer than {limit:g} s and was stopped\n")
            return
        except WorkerError as exc:
            self._send(500, f"the query could not be answered: {exc}\n")
            return
        finally:
            self.server.running.release()
        self._send(200, data, media if not media.startswith("text/") else f"{media}; charset=utf-8")


def main(argv: list[str] | None = None) -> int:
    """The child: serve ``--data`` (N-Triples) until terminated."""
    import signal

    parser = argparse.ArgumentParser(description="the domwiki SPARQL endpoint (started by domwiki sparql-server)")
    parser.add_argument("--data", type=Path, required=True)
    parser.add_argument("--host", default=DEFAULT_HOST)
    parser.add_argument("--port", type=int, default=DEFAULT_PORT)
    parser.add_argument("--timeout", type=float, default=DEFAULT_TIMEOUT)
    parser.add_argument("--allow-service", action="store_true")
    parser.add_argument("--allow-host", action="append", default=[])
    args = parser.parse_args(argv)
    server = _Server((args.host.strip("[]"), args.port), args.data, args.timeout, args.allow_service,
                     tuple(args.allow_host))
    signal.signal(signal.SIGTERM, lambda *_: threading.Thread(target=server.shutdown).start())
    try:
        server.serve_forever(poll_interval=0.2)
    finally:
        server.server_close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
