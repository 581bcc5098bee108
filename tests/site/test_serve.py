"""``make serve``: a change under knowledge/ or translations/ triggers a rebuild, and pages learn of it."""

from __future__ import annotations

import http.server
import shutil
import threading
import time
import urllib.request
from collections.abc import Callable
from pathlib import Path

import pytest

from generator import serve
from tests.helpers import ROOT


def _wait(condition: Callable[[], bool], seconds: float = 10.0) -> bool:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if condition():
            return True
        time.sleep(0.05)
    return False


@pytest.mark.parametrize("folder", ["knowledge", "translations"])
def test_editing_a_watched_copy_rebuilds(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, folder: str) -> None:
    """Editing a file in a copy of knowledge/ or translations/ runs the build again and bumps the build number."""
    root = tmp_path / "root"
    for name in ("knowledge", "translations"):
        shutil.copytree(ROOT / name, root / name)
    builds: list[float] = []
    monkeypatch.setattr(serve, "ROOT", root)
    monkeypatch.setattr(serve, "build_site", lambda **_: builds.append(time.monotonic()))
    monkeypatch.setattr(serve._State, "build", 1)
    threading.Thread(target=serve._watch, args=(lambda _: None,), daemon=True).start()
    time.sleep(0.5)
    assert builds == []
    target = next(p for p in sorted((root / folder).rglob("*")) if p.is_file() and p.suffix in (".yaml", ".po"))
    target.write_text(target.read_text(encoding="utf-8") + "\n", encoding="utf-8")
    assert _wait(lambda: len(builds) >= 1), "no rebuild after the edit"
    assert _wait(lambda: serve._State.build == 2)


def test_served_pages_poll_the_build_number(built_site: Path) -> None:
    """Served HTML pages carry the reload script, and /__build__ answers the current build number."""
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), serve._handler(built_site))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        base = f"http://127.0.0.1:{server.server_address[1]}"
        with urllib.request.urlopen(f"{base}/en/cards/artisan/") as response:  # noqa: S310 - loopback only
            page = response.read().decode("utf-8")
        assert "fetch('/__build__')" in page and "location.reload()" in page
        with urllib.request.urlopen(f"{base}/__build__") as response:  # noqa: S310 - loopback only
            assert response.read().decode() == str(serve._State.build)
    finally:
        server.shutdown()
        server.server_close()
