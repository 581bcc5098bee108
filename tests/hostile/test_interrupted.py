"""A build that fails or is killed part-way leaves the previous site_src, site and graph exports as they were."""

from __future__ import annotations

import fcntl
import os
import shutil
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from generator.pipeline import build_site
from tests.helpers import ROOT, copy_small_knowledge, tree_snapshot

pytestmark = pytest.mark.xdist_group("interrupted")


def _visible(folder: Path) -> dict[str, bytes]:
    """The published files (through the release pointer), never staging leftovers."""
    snapshot = tree_snapshot(folder)
    assert snapshot, f"nothing published in {folder}"
    return snapshot


def _lock_free(src: Path) -> bool:
    """True when no process holds the build lock of ``src``."""
    with (src / ".build.lock").open("a") as fh:
        try:
            fcntl.flock(fh, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            return False
        fcntl.flock(fh, fcntl.LOCK_UN)
        return True


@pytest.fixture(scope="module")
def first_build(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A small knowledge base and a complete first build of it, made once: the tests start from copies."""
    base = tmp_path_factory.mktemp("first-build")
    knowledge = copy_small_knowledge(base)
    src, site = base / "site_src", base / "site"
    build_site(root=knowledge, src=src, site_dir=site)
    assert (site / "en" / "data" / "graph.ttl").exists() and (src / "pl" / "docs" / "cards" / "mine.md").exists()
    return base


@pytest.fixture()
def built(first_build: Path, tmp_path: Path) -> tuple[Path, Path, Path]:
    """A private copy of the first build (release links kept) and of its knowledge, with one rule title edited
    so that the next build has something new to publish: (knowledge, site_src, site)."""
    for name in ("knowledge", "site_src", "site"):
        shutil.copytree(first_build / name, tmp_path / name, symlinks=True)
    knowledge, src, site = tmp_path / "knowledge", tmp_path / "site_src", tmp_path / "site"
    rule = knowledge / "rules" / "gain.yaml"
    rule.write_text(rule.read_text(encoding="utf-8").replace("title: {en: Gain,", "title: {en: Gaining,"),
                    encoding="utf-8")
    return knowledge, src, site


KILLER = textwrap.dedent("""
    import os, signal, sys
    from pathlib import Path
    sys.path.insert(0, {root!r})
    import generator.pipeline as pipeline
    from generator.site import build as site_build
    stage = {stage!r}
    build = os.getpid()  # the build's own process: killing it kills the build, whichever process is at work
    if stage == "writing-pages":
        real = Path.write_bytes
        count = [0]
        def write_bytes(self, data):
            count[0] += 1
            if count[0] == 3:
                os.kill(build, signal.SIGKILL)
            return real(self, data)
        Path.write_bytes = write_bytes
    elif stage == "exporting-graph":
        def export_graph(exports, folder):
            os.kill(build, signal.SIGKILL)
        pipeline.export_graph = export_graph
    elif stage == "second-mkdocs":
        real_build = site_build.mkdocs_build
        def mkdocs_build(lang, *args, **kwargs):
            if lang == "pl":
                os.kill(build, signal.SIGKILL)
            return real_build(lang, *args, **kwargs)
        site_build.mkdocs_build = mkdocs_build
    pipeline.build_site(root=Path({knowledge!r}), src=Path({src!r}), site_dir=Path({site!r}), parallel={parallel})
""")


@pytest.mark.parametrize("parallel", [True, False], ids=["side-by-side", "one-after-the-other"])
@pytest.mark.parametrize("stage", ["writing-pages", "second-mkdocs", "exporting-graph"])
def test_killed_build_changes_nothing(built: tuple[Path, Path, Path], stage: str, parallel: bool) -> None:
    """SIGKILL while pages, the second language or the graph exports are being written leaves all output intact
    (and, side by side, the languages' processes die with the build)."""
    knowledge, src, site = built
    before_src, before_site = _visible(src), _visible(site)
    script = KILLER.format(root=str(ROOT), stage=stage, knowledge=str(knowledge), src=str(src), site=str(site),
                           parallel=parallel)
    proc = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=300)
    assert proc.returncode == -signal.SIGKILL, proc.stderr
    deadline = time.monotonic() + 3  # the languages' processes hold the build lock too, until they die
    while not _lock_free(src):
        assert time.monotonic() < deadline, "a language's process outlived the killed build"
        time.sleep(0.05)
    assert _visible(src) == before_src
    assert _visible(site) == before_site
    build_site(root=knowledge, src=src, site_dir=site)
    assert "Gaining" in (src / "en" / "docs" / "rules" / "gain.md").read_text(encoding="utf-8")


def test_failed_mkdocs_build_keeps_previous_sources(built: tuple[Path, Path, Path],
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    """When mkdocs fails for one language, neither site_src nor site changes (the new pages are not published)."""
    from generator.errors import BuildError
    from generator.site import build as site_build

    knowledge, src, site = built
    before_src, before_site = _visible(src), _visible(site)
    real = site_build.mkdocs_build

    def failing(lang: str, *args: object, **kwargs: object) -> Path:
        if lang == "pl":
            raise BuildError("mkdocs build of 'pl' failed: simulated")
        return real(lang, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(site_build, "mkdocs_build", failing)
    with pytest.raises(BuildError):
        build_site(root=knowledge, src=src, site_dir=site)
    assert _visible(src) == before_src
    assert _visible(site) == before_site


def test_one_language_publish_keeps_the_other(tmp_path: Path) -> None:
    """Publishing one staged language makes it current and carries the other over unchanged, in one switch."""
    from generator.site.build import publish

    root = tmp_path / "site_src"
    for lang, text in (("en", "old en"), ("pl", "old pl")):
        staged = root / f".staging-{lang}"
        staged.mkdir(parents=True)
        (staged / "page.md").write_text(text, encoding="utf-8")
        publish(staged, root / lang)
    staged = root / ".staging-en"
    staged.mkdir()
    (staged / "page.md").write_text("new en", encoding="utf-8")
    publish(staged, root / "en")
    assert (root / "en" / "page.md").read_text(encoding="utf-8") == "new en"
    assert (root / "pl" / "page.md").read_text(encoding="utf-8") == "old pl"
    assert sorted(p.name for p in root.iterdir() if p.name.startswith(".release-")) == [
        Path(os.readlink(root / ".current")).name]
