"""Publishing is one step: a SIGKILL at any instant leaves the whole old or the whole new output.

The kill test forks a child that stages a new two-language tree inside the output
folder and publishes it (what build_site does last, for site_src/ and site/), and kills
it after a random delay drawn over the child's whole run, publish window included;
100 kills take a few seconds.  After each kill the visible entries (en/ and pl/ through
their links) must be exactly the old tree or exactly the new one, never a mix.
"""

from __future__ import annotations

import os
import random
import shutil
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from generator.pipeline import build_site
from generator.publish import build_lock, publish
from tests.helpers import ROOT, copy_small_knowledge, tree_snapshot

pytestmark = pytest.mark.xdist_group("interrupted")

FILES_PER_LANGUAGE = 20


def _tree(version: str) -> dict[str, bytes]:
    """A two-language tree whose every file says which version it belongs to."""
    return {f"{lang}/page-{n:02d}/index.html": f"{version} {lang} {n}".encode() for lang in ("en", "pl")
            for n in range(FILES_PER_LANGUAGE)}


def _stage(root: Path, tree: dict[str, bytes]) -> dict[str, Path]:
    """Write ``tree`` into staging folders inside ``root``; the entries to publish."""
    staged: dict[str, Path] = {}
    for rel, data in tree.items():
        lang, rest = rel.split("/", 1)
        folder = staged.setdefault(lang, root / f".staging-{lang}")
        path = folder / rest
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
    return staged


def _publish_in_child(root: Path, tree: dict[str, bytes], delay: float | None) -> bool:
    """Stage and publish ``tree`` in a forked child killed after ``delay`` seconds (None: never); True if it
    finished first."""
    pid = os.fork()
    if pid == 0:
        status = 1
        try:
            for lang in ("en", "pl"):
                shutil.rmtree(root / f".staging-{lang}", ignore_errors=True)
            publish(root, _stage(root, tree))
            status = 0
        finally:
            os._exit(status)
    if delay is not None:
        time.sleep(delay)
        os.kill(pid, signal.SIGKILL)  # the child is not reaped yet, so its pid cannot have been reused
    _, status = os.waitpid(pid, 0)
    return os.WIFEXITED(status) and os.WEXITSTATUS(status) == 0


def test_kill_at_100_random_instants_leaves_old_or_new(tmp_path: Path) -> None:
    """SIGKILL at 100 random instants of staging + publishing: every time the visible tree is all old or all new."""
    root = tmp_path / "site"
    trees = {"a": _tree("a"), "b": _tree("b")}
    publish(root, _stage(root, trees["a"]))
    assert tree_snapshot(root) == trees["a"]
    started = time.monotonic()
    assert _publish_in_child(root, trees["b"], None)  # an uninterrupted run: how long one takes here
    duration = time.monotonic() - started
    assert tree_snapshot(root) == trees["b"]
    rng = random.Random(19)
    visible = "b"
    outcomes = {"old": 0, "new": 0}
    for _ in range(100):
        target = "a" if visible == "b" else "b"
        _publish_in_child(root, trees[target], rng.uniform(0, duration * 1.1))
        now = tree_snapshot(root)
        assert now in (trees["a"], trees["b"]), "a mix of the old and the new tree is visible"
        outcomes["new" if now == trees[target] else "old"] += 1
        visible = target if now == trees[target] else visible
    assert outcomes["old"] > 5 and outcomes["new"] > 5, outcomes  # kills landed before and after the switch
    publish(root, _stage(root, trees["a"]))  # the next publish clears what the kills left behind
    assert sorted(p.name for p in root.iterdir() if p.name.startswith(".")) == [
        ".current", Path(os.readlink(root / ".current")).name]


def test_site_on_another_file_system(tmp_path: Path) -> None:
    """site/ on tmpfs (/dev/shm) while site_src/ is on disk: the build publishes both, twice."""
    shm = Path("/dev/shm")
    if not shm.is_dir() or os.stat(shm).st_dev == os.stat(tmp_path).st_dev:
        pytest.skip("no second file system (/dev/shm) here")
    knowledge = copy_small_knowledge(tmp_path)
    site = shm / f"domwiki-test-{os.getpid()}" / "site"
    try:
        for _ in range(2):
            build_site(root=knowledge, src=tmp_path / "site_src", site_dir=site)
        assert (site / "en" / "cards" / "mine" / "index.html").is_file()
        assert (site / "pl" / "data" / "graph.ttl").is_file()
        assert (site / "index.html").read_text(encoding="utf-8").count('url=en/') == 1
        assert os.stat(site / "en" / "index.html").st_dev == os.stat(shm).st_dev
    finally:
        shutil.rmtree(site.parent, ignore_errors=True)


LOCKED_BUILD = textwrap.dedent("""
    import sys
    sys.path.insert(0, {root!r})
    from pathlib import Path
    from generator.pipeline import build_site
    build_site(root=Path({knowledge!r}), src=Path({src!r}), site_dir=Path({site!r}), mkdocs=False)
    print("done")
""")


def test_second_build_waits_for_the_first(tmp_path: Path) -> None:
    """While a build holds the lock, a second build of the same checkout says so, waits, then succeeds."""
    knowledge = copy_small_knowledge(tmp_path)
    src, site = tmp_path / "site_src", tmp_path / "site"
    script = LOCKED_BUILD.format(root=str(ROOT), knowledge=str(knowledge), src=str(src), site=str(site))
    with build_lock(src):
        process = subprocess.Popen([sys.executable, "-c", script], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                   text=True)
        assert process.stderr is not None
        line = process.stderr.readline()
        assert line == f"another build is running in {src} (pid {os.getpid()}); waiting for it to finish\n"
        time.sleep(0.5)
        assert process.poll() is None, "the second build did not wait"
    out, err = process.communicate(timeout=120)
    assert process.returncode == 0, err
    assert out == "done\n" and "Traceback" not in err
    assert (src / "en" / "docs" / "cards" / "mine.md").is_file()


def test_folders_from_before_releases_are_adopted(tmp_path: Path) -> None:
    """A site/ whose en/ and pl/ are plain folders (the older layout) is switched to releases by the next publish."""
    root = tmp_path / "site"
    for rel, data in _tree("old").items():
        (root / rel).parent.mkdir(parents=True, exist_ok=True)
        (root / rel).write_bytes(data)
    publish(root, _stage(root, _tree("new")))
    assert tree_snapshot(root) == _tree("new")
    assert os.readlink(root / "en") == ".current/en" and os.readlink(root / "pl") == ".current/pl"
    assert len([p for p in root.iterdir() if p.name.startswith(".release-")]) == 1
