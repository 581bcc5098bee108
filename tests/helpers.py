"""Shared test helpers: copies of the knowledge, a built site, a local HTTP server."""

from __future__ import annotations

import functools
import http.server
import os
import shutil
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
KNOWLEDGE = ROOT / "knowledge"
SEEDS_ENV = "DOMWIKI_SEEDS"
"""Environment variable naming the seed documents' folder (relative paths are taken from the checkout)."""


def main_checkout(checkout: Path = ROOT) -> Path:
    """The repository's main working tree: ``checkout`` itself, or for a git worktree the tree it belongs to.

    A worktree's ``.git`` is a file ``gitdir: <main>/.git/worktrees/<name>`` whose ``commondir`` leads
    back to ``<main>/.git``.
    """
    marker = checkout / ".git"
    if not marker.is_file():
        return checkout
    gitdir = Path(marker.read_text(encoding="utf-8").split("gitdir:", 1)[1].strip())
    gitdir = gitdir if gitdir.is_absolute() else (checkout / gitdir)
    common = gitdir / "commondir"
    shared = (gitdir / common.read_text(encoding="utf-8").strip()) if common.is_file() else gitdir
    return shared.resolve().parent


def seeds_dir(checkout: Path = ROOT, environ: dict[str, str] | None = None) -> Path:
    """The seed documents: ``$DOMWIKI_SEEDS``, else ``../shared/seeds`` beside the repository's main checkout."""
    env = os.environ if environ is None else environ
    given = env.get(SEEDS_ENV)
    if given:
        path = Path(given)
        return path if path.is_absolute() else (checkout / path).resolve()
    return main_checkout(checkout).parent / "shared" / "seeds"


HAND_WRITTEN_ONLY = ("imported", "claims")
"""What ``copy_knowledge(..., without=HAND_WRITTEN_ONLY)`` leaves out: the bulk import and the claims."""


def copy_knowledge(dest: Path, *, without: tuple[str, ...] = ()) -> Path:
    """A private copy of knowledge/ that a test may break (``dest/knowledge``), leaving out the entries
    named in ``without`` (e.g. the bulk import, ``imported``)."""
    target = dest / "knowledge"
    shutil.copytree(KNOWLEDGE, target, ignore=shutil.ignore_patterns(*without))
    return target


def tree_snapshot(folder: Path) -> dict[str, bytes]:
    """Every published file under ``folder`` with its bytes (to prove nothing changed).

    Published entries are followed through their symlinks (``en`` → ``.current/en``); hidden
    top-level entries (the releases themselves, staging folders, the build lock) are left out.
    """
    out: dict[str, bytes] = {}
    if not folder.is_dir():
        return out
    for top in sorted(folder.iterdir()):
        if top.name.startswith("."):
            continue
        if top.is_file():
            out[top.name] = top.read_bytes()
            continue
        for base, _dirs, files in os.walk(top, followlinks=True):
            for name in files:
                path = Path(base) / name
                out[path.relative_to(folder).as_posix()] = path.read_bytes()
    return dict(sorted(out.items()))


@contextmanager
def serve_folder(folder: Path) -> Iterator[str]:
    """Serve ``folder`` over HTTP on a free loopback port; yields the base URL."""
    handler = functools.partial(_QuietHandler, directory=str(folder))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()


class _QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: object) -> None:  # noqa: A002
        return None


SMALL_KNOWLEDGE = ROOT / "tests" / "hostile" / "base"
"""A small, stable, valid knowledge base for tests that build the site several times."""


def copy_small_knowledge(dest: Path) -> Path:
    """A private copy of the small test knowledge base, with the project's ontology and shapes."""
    target = dest / "knowledge"
    shutil.copytree(SMALL_KNOWLEDGE, target)
    for name in ("ontology.ttl", "shapes.ttl"):
        shutil.copy(KNOWLEDGE / name, target / name)
    return target


def child_pids(pid: int) -> list[int]:
    """The processes process ``pid`` started that are still its children (Linux /proc)."""
    path = Path(f"/proc/{pid}/task/{pid}/children")
    return [int(p) for p in path.read_text().split()] if path.exists() else []


def first_child(pid: int, wait: float = 30.0) -> int | None:
    """The first child process ``pid`` starts within ``wait`` seconds (None if it starts none)."""
    deadline = time.monotonic() + wait
    while time.monotonic() < deadline:
        kids = child_pids(pid)
        if kids:
            return kids[0]
        time.sleep(0.05)
    return None
