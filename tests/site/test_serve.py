"""``make serve``: only a change of a watched file's content rebuilds, and the server answers as a reader needs."""

from __future__ import annotations

import http.client
import http.server
import os
import shutil
import threading
import time
import urllib.request
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from generator import serve
from tests.helpers import ROOT

DEBOUNCE = 0.2
SETTLE = 1.5  # seconds after which a rebuild that was going to start has started


def _wait(condition: Callable[[], bool], seconds: float = 10.0) -> bool:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if condition():
            return True
        time.sleep(0.05)
    return False


@pytest.fixture
def watched(tmp_path: Path) -> Path:
    """A copy of every watched folder of the project."""
    root = tmp_path / "root"
    for folder in serve.WATCHED:
        shutil.copytree(ROOT / folder, root / folder, ignore=shutil.ignore_patterns("__pycache__"))
    return root


@contextmanager
def _watching(root: Path, rebuilds: list[list[str]], rebuild: Callable[[list[str]], None] | None = None,
              debounce: float = DEBOUNCE) -> Iterator[serve.Watcher]:
    """A started watcher over ``root`` that has made its first comparison."""
    watcher = serve.Watcher(root, serve.WATCHED, rebuild or rebuilds.append, debounce=debounce)
    watcher.start()
    try:
        assert _wait(lambda: watcher.scans == 1), "no first comparison"
        yield watcher
    finally:
        watcher.stop()


def _files(root: Path) -> list[Path]:
    return [p for folder in serve.WATCHED for p in sorted((root / folder).rglob("*")) if p.is_file()]


def test_reading_every_watched_file_starts_no_rebuild(watched: Path) -> None:
    """Reading every watched file, moving its access time, touching it or saving it unchanged rebuilds nothing."""
    rebuilds: list[list[str]] = []
    files = _files(watched)
    assert len(files) > 50
    with _watching(watched, rebuilds) as watcher:
        for path in files:
            path.read_bytes()
            info = path.stat()
            os.utime(path, ns=(info.st_atime_ns + 10**9, info.st_mtime_ns))  # an access-time update, as a read makes
        for path in files[::7]:
            path.touch()  # a new modification time, the same content
            path.write_bytes(path.read_bytes())  # saved unchanged: a real write event
        assert _wait(lambda: watcher.scans >= 2), "the unchanged saves never made the watcher look"
        time.sleep(SETTLE)
        assert rebuilds == []
        target = watched / "knowledge" / "glossary.yaml"
        target.write_text(target.read_text(encoding="utf-8") + "\n", encoding="utf-8")
        assert _wait(lambda: len(rebuilds) == 1), "an edit after the reads was not noticed"
    assert rebuilds == [["knowledge/glossary.yaml"]]


def _modify(root: Path) -> list[str]:
    path = root / "translations" / "pl" / "LC_MESSAGES" / "messages.po"
    path.write_text(path.read_text(encoding="utf-8") + "\n", encoding="utf-8")
    return ["translations/pl/LC_MESSAGES/messages.po"]


def _create(root: Path) -> list[str]:
    (root / "site_src" / "assets" / "new.css").write_text("p { color: red; }\n", encoding="utf-8")
    return ["site_src/assets/new.css"]


def _delete(root: Path) -> list[str]:
    (root / "site_src" / "assets" / "extra.css").unlink()
    return ["site_src/assets/extra.css"]


def _move(root: Path) -> list[str]:
    folder = root / "generator" / "site" / "templates"
    source = next(p for p in sorted(folder.iterdir()) if p.is_file())
    source.rename(folder / f"moved-{source.name}")
    return sorted([source.relative_to(root).as_posix(), f"generator/site/templates/moved-{source.name}"])


@pytest.mark.parametrize("edit", [_modify, _create, _delete, _move], ids=["modify", "create", "delete", "move"])
def test_one_content_change_starts_exactly_one_rebuild(watched: Path, edit: Callable[[Path], list[str]]) -> None:
    """Modifying, creating, deleting or moving one watched file starts one rebuild, naming the paths changed."""
    rebuilds: list[list[str]] = []
    with _watching(watched, rebuilds):
        expected = edit(watched)
        assert _wait(lambda: len(rebuilds) >= 1), "no rebuild after the change"
        time.sleep(SETTLE)
    assert rebuilds == [expected]


def test_a_burst_of_edits_is_one_rebuild(watched: Path) -> None:
    """Saving several files within the debounce time rebuilds once, with every changed path."""
    rebuilds: list[list[str]] = []
    targets = [p for p in _files(watched) if p.suffix == ".yaml"][:5]
    with _watching(watched, rebuilds, debounce=1.0):
        for path in targets:
            path.write_bytes(path.read_bytes() + b"\n")
            time.sleep(0.05)
        assert _wait(lambda: len(rebuilds) >= 1)
        time.sleep(SETTLE)
    assert rebuilds == [sorted(p.relative_to(watched).as_posix() for p in targets)]


def test_an_edit_during_a_rebuild_starts_another(watched: Path) -> None:
    """A file saved while a rebuild runs is rebuilt for afterwards, not lost."""
    rebuilds: list[list[str]] = []
    first_running = threading.Event()

    def slow(changed: list[str]) -> None:
        rebuilds.append(changed)
        if len(rebuilds) == 1:
            first_running.set()
            time.sleep(1.0)

    one, two = watched / "knowledge" / "glossary.yaml", watched / "knowledge" / "expansions.yaml"
    with _watching(watched, rebuilds, slow):
        one.write_bytes(one.read_bytes() + b"\n")
        assert first_running.wait(10)
        two.write_bytes(two.read_bytes() + b"\n")
        assert _wait(lambda: len(rebuilds) == 2)
        time.sleep(SETTLE)
    assert rebuilds == [["knowledge/glossary.yaml"], ["knowledge/expansions.yaml"]]


def test_making_a_watcher_starts_no_thread(watched: Path) -> None:
    """A watcher made before the first build starts no thread, so the build may still fork its stages."""
    before = threading.active_count()
    watcher = serve.Watcher(watched, serve.WATCHED, lambda _: None)
    assert threading.active_count() == before
    watcher.start()
    try:
        assert threading.active_count() > before
    finally:
        watcher.stop()


def test_an_edit_before_the_watcher_starts_is_rebuilt_for(watched: Path) -> None:
    """A file saved after the watcher took its snapshot but before it started (during the first build) rebuilds."""
    rebuilds: list[list[str]] = []
    watcher = serve.Watcher(watched, serve.WATCHED, rebuilds.append, debounce=DEBOUNCE)
    target = watched / "site_src" / "overrides" / "main.html"
    target.write_text(target.read_text(encoding="utf-8") + "\n", encoding="utf-8")
    watcher.start()
    try:
        assert _wait(lambda: len(rebuilds) >= 1)
        time.sleep(SETTLE)
    finally:
        watcher.stop()
    assert rebuilds == [["site_src/overrides/main.html"]]


def test_a_rebuild_bumps_the_build_number(monkeypatch: pytest.MonkeyPatch) -> None:
    """A successful rebuild bumps the build number pages poll; a failed or crashed one keeps it and says why."""
    from generator.errors import BuildError

    monkeypatch.setattr(serve._State, "build", 1)
    monkeypatch.setattr(serve, "build_site", lambda **_: None)
    serve._rebuild(lambda _: None, ["knowledge/glossary.yaml"])
    assert serve._State.build == 2

    def fail(**_: object) -> None:
        raise BuildError("knowledge/glossary.yaml:3: broken")
    monkeypatch.setattr(serve, "build_site", fail)
    serve._rebuild(lambda _: None, ["knowledge/glossary.yaml"])
    assert (serve._State.build, serve._State.error) == (2, "knowledge/glossary.yaml:3: broken")

    def crash(**_: object) -> None:
        raise KeyError("a bug")
    monkeypatch.setattr(serve, "build_site", crash)
    said: list[str] = []
    serve._rebuild(said.append, ["knowledge/glossary.yaml"])
    assert serve._State.build == 2 and "KeyError: 'a bug'" in said[-1] and said[-1].startswith("build crashed")


@pytest.mark.parametrize(("header", "lang"), [
    ("pl-PL,pl;q=0.9,en-US;q=0.8,en;q=0.7", "pl"),
    ("en-GB,en;q=0.9,pl;q=0.8", "en"),
    ("de-DE,de;q=0.9,pl;q=0.7,en;q=0.5", "pl"),
    ("de-DE, en;q=0.5, pl;q=0.6", "pl"),
    ("pl;q=0, en;q=0.1", "en"),
    ("fr-FR,fr", "en"),
    ("PL", "pl"),
    (None, "en"),
])
def test_preferred_language(header: str | None, lang: str) -> None:
    """The language the browser ranks highest among English and Polish, English when it names neither."""
    assert serve.preferred_language(header) == lang


@pytest.fixture(scope="module")
def server(built_site: Path) -> Iterator[str]:
    """The dev server's handler over the built site, on a free loopback port."""
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), serve._handler(built_site))
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    try:
        yield f"127.0.0.1:{httpd.server_address[1]}"
    finally:
        httpd.shutdown()
        httpd.server_close()


def _get(server: str, path: str, headers: dict[str, str] | None = None) -> tuple[int, dict[str, str], str]:
    connection = http.client.HTTPConnection(server, timeout=10)
    try:
        connection.request("GET", path, headers=headers or {})
        response = connection.getresponse()
        return response.status, dict(response.getheaders()), response.read().decode("utf-8")
    finally:
        connection.close()


def test_served_pages_poll_the_build_number(server: str) -> None:
    """Served HTML pages load the reload script with their build number, and /__build__ answers the current one."""
    status, _, page = _get(server, "/en/cards/artisan/")
    assert status == 200
    assert f'<script src="/__livereload.js" data-build="{serve._State.build}"></script></body>' in page
    status, headers, script = _get(server, "/__livereload.js")
    assert status == 200 and headers["Content-Type"].startswith("text/javascript")
    assert "fetch(\"/__build__\"" in script and "sessionStorage" in script and "location.reload()" in script
    status, headers, build = _get(server, "/__build__")
    assert (status, build, headers["Cache-Control"]) == (200, str(serve._State.build), "no-store")


@pytest.mark.parametrize(("path", "heading"), [
    ("/en/no-such-page/", "<h1>404 – page not found</h1>"),
    ("/pl/karty/nie-ma/deeper/", "<h1>404 – nie ma takiej strony</h1>"),
    ("/en/assets/missing.js", "<h1>404 – page not found</h1>"),
])
def test_missing_path_gets_the_sites_404_page(server: str, path: str, heading: str) -> None:
    """A missing path answers 404 with the site's own error page of that language, whose stylesheet loads."""
    status, _, page = _get(server, path)
    assert status == 404
    assert heading in page
    assert "Error response" not in page
    stylesheet = page.split('rel="stylesheet" href="', 1)[1].split('"', 1)[0]
    assert stylesheet.startswith("/"), stylesheet
    assert _get(server, stylesheet)[0] == 200


def test_missing_path_outside_the_languages_follows_the_browser(server: str) -> None:
    """A missing path in no language folder gets the 404 page in the browser's language."""
    status, _, page = _get(server, "/nothing-here", {"Accept-Language": "pl,en;q=0.5"})
    assert status == 404 and "<h1>404 – nie ma takiej strony</h1>" in page


@pytest.mark.parametrize(("header", "target"), [("pl-PL,pl;q=0.9,en;q=0.5", "/pl/"), ("en-US,en", "/en/"),
                                                (None, "/en/")])
def test_root_sends_the_reader_to_their_language(server: str, header: str | None, target: str) -> None:
    """/ redirects to /pl/ or /en/ by Accept-Language, varies on it, and links to both languages."""
    status, headers, body = _get(server, "/", {"Accept-Language": header} if header else {})
    assert (status, headers["Location"], headers["Vary"]) == (302, target, "Accept-Language")
    assert 'href="/en/"' in body and 'href="/pl/"' in body
    with urllib.request.urlopen(f"http://{server}{target}") as response:  # noqa: S310 - loopback only
        assert response.status == 200


def test_other_errors_keep_the_plain_answer(server: str) -> None:
    """A malformed request still gets a plain 400, and HEAD of a missing path a 404 with no body."""
    import socket

    host, port = server.split(":")
    with socket.create_connection((host, int(port)), timeout=10) as raw:
        raw.sendall(b"NONSENSE\r\n\r\n")
        answer = b"".join(iter(lambda: raw.recv(4096), b""))
        assert b"Error code: 400" in answer and b"md-header" not in answer
    connection = http.client.HTTPConnection(server, timeout=10)
    try:
        connection.request("HEAD", "/en/no-such-page/")
        response = connection.getresponse()
        assert (response.status, response.read()) == (404, b"")
        assert int(response.getheader("Content-Length") or 0) > 1000
    finally:
        connection.close()
