"""``make serve``: build, serve site/ on localhost, rebuild when knowledge or translations change.

Pages reload themselves after a rebuild: a tiny script (injected only while
serving) polls ``/__build__`` and reloads when the build number changes.
"""

from __future__ import annotations

import functools
import http.server
import threading
import time
from collections.abc import Callable
from pathlib import Path

from generator.errors import DomwikiError
from generator.pipeline import ROOT, build_site

WATCHED = ("knowledge", "translations", "generator/site/templates", "site_src/overrides", "site_src/assets")
RELOAD_SNIPPET = (b"<script>(function(){var n=null;setInterval(function(){fetch('/__build__').then(function(r)"
                  b"{return r.text()}).then(function(t){if(n!==null&&t!==n)location.reload();n=t})"
                  b".catch(function(){})},1000)})();</script></body>")


class _State:
    build = 0
    error: str | None = None


def _handler(site: Path) -> type[http.server.SimpleHTTPRequestHandler]:
    class Handler(http.server.SimpleHTTPRequestHandler):
        def do_GET(self) -> None:  # noqa: N802 - http.server's naming
            if self.path == "/__build__":
                body = str(_State.build).encode()
                self.send_response(200)
                self.send_header("Content-Type", "text/plain")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)
                return
            path = Path(self.translate_path(self.path))
            route = self.path.split("?", 1)[0]
            if path.is_dir() and route.endswith("/"):
                path = path / "index.html"
            if path.suffix == ".html" and path.is_file() and route.endswith(("/", ".html")):
                data = path.read_bytes().replace(b"</body>", RELOAD_SNIPPET, 1)
                self.send_response(200)
                self.send_header("Content-Type", "text/html; charset=utf-8")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)
                return
            super().do_GET()

        def log_message(self, format: str, *args: object) -> None:  # noqa: A002
            return None

    return functools.partial(Handler, directory=str(site))  # type: ignore[return-value]


def _rebuild(progress: Callable[[str], None]) -> None:
    try:
        build_site(progress=progress)
        _State.error = None
        _State.build += 1
        progress("rebuilt; pages reload")
    except DomwikiError as exc:
        _State.error = str(exc)
        progress(f"build failed, still serving the last good site:\n{exc}")


def _watch(progress: Callable[[str], None]) -> None:
    from watchdog.events import FileSystemEvent, FileSystemEventHandler
    from watchdog.observers import Observer

    changed = threading.Event()

    class OnChange(FileSystemEventHandler):
        def on_any_event(self, event: FileSystemEvent) -> None:
            if not str(event.src_path).endswith((".swp", "~")) and event.event_type != "opened":
                changed.set()

    observer = Observer()
    for folder in WATCHED:
        if (ROOT / folder).exists():
            observer.schedule(OnChange(), str(ROOT / folder), recursive=True)
    observer.daemon = True
    observer.start()
    while True:
        changed.wait()
        time.sleep(0.3)
        changed.clear()
        progress("change detected, rebuilding")
        _rebuild(progress)


def serve(host: str, port: int, *, watch: bool = True, progress: Callable[[str], None] = print) -> None:
    """Build once (a failure is fatal), then serve forever."""
    site = ROOT / "site"
    build_site(progress=progress)
    _State.build = 1
    server = http.server.ThreadingHTTPServer((host, port), _handler(site))
    if watch:
        threading.Thread(target=_watch, args=(progress,), daemon=True).start()
    progress(f"serving http://{host}:{port}/en/ and http://{host}:{port}/pl/ (Ctrl+C stops)")
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        server.server_close()
