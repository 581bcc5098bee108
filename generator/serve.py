"""``make serve``: build, serve site/ on localhost, rebuild when the content of a watched file changes.

A rebuild needs a real change: file-system events (created, modified, moved,
deleted, closed after writing) only wake the watcher, which waits until they have been quiet for
``DEBOUNCE`` seconds and then compares the SHA-256 of every watched file with
the last build's.  Reading, opening or touching a file rebuilds nothing.

Pages reload themselves after a rebuild: every HTML page the server sends
loads ``/__livereload.js``, which polls ``/__build__``, keeps the reader's
scroll position in sessionStorage and reloads when the build number changes.
``/`` sends the reader to ``/pl/`` or ``/en/`` by the Accept-Language header,
and a missing path gets the site's own 404 page in its language.
"""

from __future__ import annotations

import functools
import hashlib
import http.server
import threading
import traceback
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from generator.errors import DomwikiError
from generator.pipeline import ROOT, build_site

if TYPE_CHECKING:
    from watchdog.observers.api import BaseObserver

WATCHED = ("knowledge", "translations", "generator/site/templates", "site_src/overrides", "site_src/assets")
LANGS = ("en", "pl")
DEFAULT_LANG = "en"
DEBOUNCE = 0.3  # seconds of quiet after the last event before the files are compared
WAKING_EVENTS = frozenset({"created", "modified", "moved", "deleted", "closed"})  # not opened, attrib
BUILD_URL = "/__build__"
SCRIPT_URL = "/__livereload.js"
LIVERELOAD_JS = b"""\
(function () {
  "use strict";
  var key = "domwiki-scroll:" + location.pathname;
  var saved = sessionStorage.getItem(key);
  if (saved !== null) {
    sessionStorage.removeItem(key);
    history.scrollRestoration = "manual";
    var xy = JSON.parse(saved);
    var restore = function () { window.scrollTo(xy[0], xy[1]); };
    if (document.readyState === "complete") { restore(); } else { window.addEventListener("load", restore); }
  }
  var seen = document.currentScript.getAttribute("data-build");
  setInterval(function () {
    fetch("/__build__", {cache: "no-store"}).then(function (r) { return r.text(); }).then(function (build) {
      if (build !== seen) {
        sessionStorage.setItem(key, JSON.stringify([window.scrollX, window.scrollY]));
        location.reload();
      }
    }).catch(function () {});
  }, 1000);
})();
"""


class _State:
    build = 0
    error: str | None = None


def preferred_language(header: str | None) -> str:
    """The site language the Accept-Language ``header`` ranks highest (first listed on a tie), else English."""
    best, best_q = DEFAULT_LANG, 0.0
    for part in (header or "").split(","):
        tag, *params = (piece.strip() for piece in part.split(";"))
        quality = 1.0
        for param in params:
            name, _, value = param.partition("=")
            if name.strip().lower() == "q":
                try:
                    quality = float(value)
                except ValueError:
                    quality = 0.0
        primary = tag.lower().split("-", 1)[0]
        if primary in LANGS and quality > best_q:
            best, best_q = primary, quality
    return best


def _root_page(lang: str) -> bytes:
    """The body of the answer to ``/``: where the reader is sent, and a link to each language."""
    links = " · ".join(f'<a href="/{code}/" hreflang="{code}" lang="{code}">{name}</a>'
                       for code, name in (("en", "English"), ("pl", "Polski")))
    return (f'<!doctype html><html lang="{lang}"><head><meta charset="utf-8"><title>Dominion rules wiki</title>'
            f'</head><body><p>{links}</p></body></html>').encode()


def _script_tag() -> bytes:
    return f'<script src="{SCRIPT_URL}" data-build="{_State.build}"></script></body>'.encode()


def _handler(site: Path) -> type[http.server.SimpleHTTPRequestHandler]:
    class Handler(http.server.SimpleHTTPRequestHandler):
        def do_GET(self) -> None:  # noqa: N802 - http.server's naming
            route = self.path.split("?", 1)[0].split("#", 1)[0]
            if route == BUILD_URL:
                self._send(200, "text/plain; charset=utf-8", str(_State.build).encode())
                return
            if route == SCRIPT_URL:
                self._send(200, "text/javascript; charset=utf-8", LIVERELOAD_JS)
                return
            if route == "/":
                lang = preferred_language(self.headers.get("Accept-Language"))
                self._send(302, "text/html; charset=utf-8", _root_page(lang),
                           {"Location": f"/{lang}/", "Vary": "Accept-Language"})
                return
            path = Path(self.translate_path(self.path))
            if path.is_dir() and route.endswith("/"):
                path = path / "index.html"
            if path.suffix == ".html" and path.is_file() and route.endswith(("/", ".html")):
                self._send(200, "text/html; charset=utf-8", self._page(path))
                return
            super().do_GET()

        def send_error(self, code: int, message: str | None = None, explain: str | None = None) -> None:
            """A missing path gets the site's 404 page in the language of the path (or of the browser)."""
            page = None
            if code == 404:  # a request that was parsed: its path and headers are known
                first = self.path.lstrip("/").split("/", 1)[0]
                lang = first if first in LANGS else preferred_language(self.headers.get("Accept-Language"))
                page = site / lang / "404.html"
            if page is None or not page.is_file():
                super().send_error(code, message, explain)
                return
            self._send(404, "text/html; charset=utf-8", self._page(page))

        def _page(self, path: Path) -> bytes:
            return path.read_bytes().replace(b"</body>", _script_tag(), 1)

        def _send(self, code: int, kind: str, body: bytes, headers: dict[str, str] | None = None) -> None:
            self.send_response(code)
            self.send_header("Content-Type", kind)
            self.send_header("Content-Length", str(len(body)))
            self.send_header("Cache-Control", "no-store")
            for name, value in (headers or {}).items():
                self.send_header(name, value)
            self.end_headers()
            if self.command != "HEAD":
                self.wfile.write(body)

        def log_message(self, format: str, *args: object) -> None:  # noqa: A002
            return None

    return functools.partial(Handler, directory=str(site))  # type: ignore[return-value]


def _ignored(path: Path) -> bool:
    """Editor scratch files (vim swap files, backups, Emacs lock files) are not content."""
    return path.name.endswith((".swp", ".swx", "~")) or path.name.startswith(".#") or "__pycache__" in path.parts


def snapshot(root: Path, folders: Sequence[str]) -> dict[str, str]:
    """The SHA-256 of every file under ``folders`` of ``root``, by path relative to ``root``."""
    digests: dict[str, str] = {}
    for folder in folders:
        for path in sorted((root / folder).rglob("*")):
            if _ignored(path) or not path.is_file():
                continue
            try:
                digests[path.relative_to(root).as_posix()] = hashlib.sha256(path.read_bytes()).hexdigest()
            except OSError:  # removed while we looked: the event of its removal wakes us again
                continue
    return digests


def changes(before: dict[str, str], after: dict[str, str]) -> list[str]:
    """The paths created, deleted or with other content from ``before`` to ``after``."""
    return sorted(path for path in before.keys() | after.keys() if before.get(path) != after.get(path))


class Watcher:
    """Calls ``rebuild`` once per burst of events that changed the content of a file under ``folders``."""

    def __init__(self, root: Path, folders: Sequence[str], rebuild: Callable[[list[str]], None], *,
                 debounce: float = DEBOUNCE) -> None:
        self.root, self.folders, self.rebuild, self.debounce = root, tuple(folders), rebuild, debounce
        self.scans = 0  # how many times the files were compared
        self._digests = snapshot(root, self.folders)
        self._wake = threading.Event()
        self._stop = threading.Event()
        self._observer: BaseObserver | None = None  # made in start(): making one already starts a thread
        self._loop = threading.Thread(target=self._run, name="domwiki-watch", daemon=True)

    def start(self) -> None:
        """Receive events, and compare and rebuild in a background thread.

        The files are compared once at the start too, with the snapshot taken when the watcher was
        made: a file saved in between (during the first build) is rebuilt for.
        """
        from watchdog.events import FileSystemEvent, FileSystemEventHandler
        from watchdog.observers import Observer

        wake = self._wake
        self._observer = observer = Observer()
        observer.daemon = True

        class OnEvent(FileSystemEventHandler):
            def on_any_event(self, event: FileSystemEvent) -> None:
                if event.event_type in WAKING_EVENTS:
                    wake.set()

        for folder in self.folders:
            if (self.root / folder).is_dir():
                observer.schedule(OnEvent(), str(self.root / folder), recursive=True)
        observer.start()
        self._wake.set()
        self._loop.start()

    def stop(self, *, wait: bool = True) -> None:
        """Stop observing and start no other rebuild; with ``wait``, until a rebuild under way is done."""
        self._stop.set()
        self._wake.set()
        if self._observer is not None:
            self._observer.stop()
            if wait:
                self._observer.join()
        if wait and self._loop.is_alive():
            self._loop.join()

    def _run(self) -> None:
        while True:
            self._wake.wait()
            while not self._stop.is_set():  # debounce: wait for a quiet moment after the last event
                self._wake.clear()
                if not self._wake.wait(self.debounce):
                    break
            if self._stop.is_set():
                return
            current = snapshot(self.root, self.folders)
            self.scans += 1
            changed = changes(self._digests, current)
            self._digests = current  # taken before the rebuild: an edit made meanwhile is seen next time
            if changed:
                self.rebuild(changed)


def _rebuild(progress: Callable[[str], None], changed: list[str]) -> None:
    shown = ", ".join(changed[:3]) + (f" and {len(changed) - 3} more" if len(changed) > 3 else "")
    progress(f"changed: {shown}; rebuilding")
    try:
        build_site(progress=progress)
        _State.error = None
        _State.build += 1
        progress("rebuilt; pages reload")
    except DomwikiError as exc:
        _State.error = str(exc)
        progress(f"build failed, still serving the last good site:\n{exc}")
    except Exception:  # noqa: BLE001 - a bug in a stage must not stop the watching
        _State.error = traceback.format_exc()
        progress(f"build crashed, still serving the last good site:\n{_State.error}")


def serve(host: str, port: int, *, watch: bool = True, progress: Callable[[str], None] = print) -> None:
    """Build once (a failure is fatal), then serve forever."""
    site = ROOT / "site"
    # The files as they are before the first build, so that an edit made during it is not lost.  Every
    # build, the first and each rebuild, is build_site(), as `domwiki build` runs it.
    watcher = Watcher(ROOT, WATCHED, functools.partial(_rebuild, progress)) if watch else None
    build_site(progress=progress)
    _State.build = 1
    server = http.server.ThreadingHTTPServer((host, port), _handler(site))
    if watcher is not None:
        watcher.start()
    progress(f"serving http://{host}:{port}/ (English: /en/, Polish: /pl/; Ctrl+C stops)")
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        if watcher is not None:
            watcher.stop(wait=False)  # a rebuild under way ends with the process
        server.server_close()
