"""``domwiki sparql-server``: a real, read-only SPARQL 1.1 endpoint over the current graph.

The ``oxigraph`` binary (from the ``oxigraph`` PyPI package) does the work:
the compiled graph is written as N-Triples, ``oxigraph load`` puts it into a
fresh store in a temporary folder, and ``oxigraph serve-read-only`` answers
``GET/POST /query`` (SPARQL 1.1 Protocol) with a per-query timeout.  Updates
are refused: a read-only server has no working ``/update``.  The temporary
store is deleted when the server stops.
"""

from __future__ import annotations

import shutil
import socket
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from pathlib import Path
from types import TracebackType

from rdflib import Graph

from generator.errors import DomwikiError

DEFAULT_HOST = "127.0.0.1"
DEFAULT_PORT = 7878
DEFAULT_TIMEOUT = 30
"""Seconds a single query may run before the server gives up on it (``--timeout-s``)."""


class ServerError(DomwikiError):
    """The SPARQL server could not be prepared or started."""


def oxigraph_binary() -> str:
    """The ``oxigraph`` executable next to this Python (the venv), else on PATH."""
    beside = Path(sys.executable).parent / "oxigraph"
    if beside.is_file():
        return str(beside)
    found = shutil.which("oxigraph")
    if found is None:
        raise ServerError("the 'oxigraph' binary is missing: install the 'oxigraph' package (pip install oxigraph)")
    return found


def free_port(host: str = DEFAULT_HOST) -> int:
    """A TCP port nobody listens on right now (for tests and `--port 0`)."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind((host, 0))
        return int(sock.getsockname()[1])


def load_store(graph: Graph, location: Path) -> None:
    """Write ``graph`` into a new on-disk oxigraph store at ``location`` with ``oxigraph load``."""
    location.mkdir(parents=True, exist_ok=True)
    data = location.parent / f"{location.name}.nt"
    data.write_bytes(graph.serialize(format="nt", encoding="utf-8"))
    try:
        done = subprocess.run([oxigraph_binary(), "load", "--location", str(location), "--file", str(data)],
                              capture_output=True, text=True, timeout=300, check=False)
    finally:
        data.unlink(missing_ok=True)
    if done.returncode != 0:
        raise ServerError(f"oxigraph load failed ({done.returncode}): {done.stderr.strip()}")


class SparqlServer:
    """A running ``oxigraph serve-read-only`` over a temporary copy of the graph; stop() cleans up."""

    def __init__(self, graph: Graph, host: str = DEFAULT_HOST, port: int = DEFAULT_PORT,
                 timeout_s: int = DEFAULT_TIMEOUT) -> None:
        self.host = host
        self.port = port if port else free_port(host)
        self.timeout_s = timeout_s
        self.folder = Path(tempfile.mkdtemp(prefix="domwiki-sparql-"))
        self.process: subprocess.Popen[bytes] | None = None
        try:
            load_store(graph, self.folder / "store")
        except BaseException:
            shutil.rmtree(self.folder, ignore_errors=True)
            raise

    @property
    def url(self) -> str:
        """The base URL of the server."""
        host = f"[{self.host}]" if ":" in self.host else self.host
        return f"http://{host}:{self.port}"

    @property
    def endpoint(self) -> str:
        """The SPARQL 1.1 query endpoint."""
        return f"{self.url}/query"

    def command(self) -> list[str]:
        """The command line that serves the store read-only."""
        bind = f"[{self.host}]:{self.port}" if ":" in self.host else f"{self.host}:{self.port}"
        return [oxigraph_binary(), "serve-read-only", "--location", str(self.folder / "store"),
                "--bind", bind, "--timeout-s", str(self.timeout_s)]

    def start(self, wait: float = 20.0) -> SparqlServer:
        """Start the server and wait until it answers (or raise with its error output)."""
        try:
            return self._start(wait)
        except BaseException:
            self.stop()
            raise

    def _start(self, wait: float) -> SparqlServer:
        log = self.folder / "server.log"
        with log.open("wb") as sink:
            self.process = subprocess.Popen(self.command(), stdout=sink, stderr=subprocess.STDOUT)
        deadline = time.monotonic() + wait
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                err = log.read_text(encoding="utf-8", errors="replace")
                self.stop()
                raise ServerError(f"oxigraph serve-read-only exited ({self.process.returncode}): {err.strip()}")
            try:
                with urllib.request.urlopen(f"{self.endpoint}?query=ASK%7B%7D", timeout=2) as answer:
                    if answer.status == 200:
                        return self
            except (urllib.error.URLError, ConnectionError, TimeoutError):
                time.sleep(0.1)
        self.stop()
        raise ServerError(f"the SPARQL server did not answer at {self.endpoint} within {wait:.0f}s")

    def wait(self) -> int:
        """Block until the server exits (Ctrl-C stops it); return its exit code."""
        assert self.process is not None, "start() the server first"
        return self.process.wait()

    def stop(self) -> None:
        """Stop the server process and delete the temporary store."""
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
