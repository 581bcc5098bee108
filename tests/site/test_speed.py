"""The shortcuts that make generation fast give exactly what the plain ways gave."""

from __future__ import annotations

import os
import signal
from pathlib import Path

import pytest
import yaml

from generator import forked
from generator.errors import BuildError
from generator.forked import Forked
from generator.kb.graph import build_graph
from generator.kb.query import export_data
from generator.kb.schema import Knowledge
from generator.site import build as site_build
from generator.site import query_page
from generator.site.i18n import join_list
from generator.site.text import relative, url


def test_join_list_uses_each_languages_list_pattern() -> None:
    """English puts a serial comma before "and"; Polish joins the last two with "i" and no comma."""
    assert join_list([], "en") == ""
    assert join_list(["A"], "pl") == "A"
    assert join_list(["A", "B"], "en") == "A and B"
    assert join_list(["A", "B", "C", "D"], "en") == "A, B, C, and D"
    assert join_list(["A", "B"], "pl") == "A i B"
    assert join_list(["A", "B", "C", "D"], "pl") == "A, B, C i D"


def test_cached_relative_links_and_urls() -> None:
    """Links between the top level and folders, both ways, and directory URLs of index pages."""
    assert relative("cards/witch.md", "index.md") == "cards/witch.md"
    assert relative("cards/witch.md", "rules/gain.md") == "../cards/witch.md"
    assert relative("cards/witch.md", "cards/moat.md") == "witch.md"
    assert relative("queries.md", "cards/index.md") == "../queries.md"
    assert url("cards/witch.md", "gaining/index.md") == "../cards/witch/"
    assert url("index.md", "cards/by-type.md") == "../../"
    assert url("gaining/index.md", "gaining/index.md") == "./"


def test_config_dump_matches_the_pure_python_emitter() -> None:
    """Names with quotes, colons, accents, a leading dash and a long line come out as yaml.safe_dump writes them."""
    config = {"site_name": "Wiki: reguły „Dominion”", "nav": [{"Home": "index.md"}, {"- Ząb's \"x\" #1": [
        {"Żółw: ' a": "cards/a.md"}, {"yes": "cards/yes.md"}, {"x" * 100 + " " + "y" * 100: "cards/long.md"}]}],
        "not_in_nav": "/a/*.md\n/b/*.md", "extra": {"n": 3, "t": True, "empty": ""}}
    assert site_build.dump_config(config) == yaml.safe_dump(config, allow_unicode=True, sort_keys=False)


@pytest.fixture
def may_fork(monkeypatch: pytest.MonkeyPatch) -> None:
    """Fork even under pytest-xdist (whose idle helper threads make can_fork() say no)."""
    monkeypatch.delenv("DOMWIKI_JOBS", raising=False)
    monkeypatch.setattr(forked, "can_fork", lambda: True)


def test_forked_work_returns_the_childs_answer(may_fork: None) -> None:
    """The answer comes from another process (the child's pid differs from ours)."""
    work = Forked(lambda: (os.getpid(), [b"x" * 100_000]))
    assert work.forked
    pid, data = work.result()
    assert data == [b"x" * 100_000]
    assert pid != os.getpid()


def test_failed_child_is_redone_here(may_fork: None) -> None:
    """A child that dies gives no answer: the work is done again in this process, and its error is raised here."""
    parent = os.getpid()

    def work() -> int:
        if os.getpid() != parent:
            os.kill(os.getpid(), signal.SIGKILL)
        return 42
    assert Forked(work).result() == 42

    def broken() -> int:
        raise ValueError("bad knowledge")
    with pytest.raises(ValueError, match="bad knowledge"):
        Forked(broken).result()


def test_no_fork_with_one_job(monkeypatch: pytest.MonkeyPatch) -> None:
    """DOMWIKI_JOBS=1 keeps the work in this process."""
    monkeypatch.setenv("DOMWIKI_JOBS", "1")
    work = Forked(os.getpid)
    assert not work.forked
    assert work.result() == os.getpid()


def test_cancel_stops_the_child(may_fork: None) -> None:
    """A cancelled child is killed and reaped (no process left behind); asked for later, the work is done here."""
    import time
    parent = os.getpid()
    start = time.monotonic()
    work = Forked(lambda: time.sleep(30) if os.getpid() != parent else "here")
    assert work._child is not None
    pid = work._child[0]
    work.cancel()
    with pytest.raises(ChildProcessError):
        os.waitpid(pid, os.WNOHANG)
    assert work.result() == "here"
    assert time.monotonic() - start < 10


def test_fill_sizes_puts_each_size_in_once() -> None:
    """Placeholders become sizes in the page's number format; a page without them is an error."""
    page = " ".join(query_page.size_placeholder(n) for n in ("graph.ttl", "graph.nt", "graph.jsonld")).encode()
    sizes = {"graph.ttl": 635_405, "graph.nt": 1_687_822, "graph.jsonld": 999}
    assert query_page.fill_sizes(page, sizes, "en") == b"635.4 kB 1.7 MB 1 kB"
    assert query_page.fill_sizes(page, sizes, "pl") == b"635,4 kB 1,7 MB 1 kB"
    with pytest.raises(BuildError, match="graph.ttl"):
        query_page.fill_sizes(b"no sizes", sizes, "en")


def test_parallel_render_is_the_same_as_in_process(kb: Knowledge, tmp_path: Path, may_fork: None,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    """Rendering with children (Polish, downloads) gives the same files as everything in one process,
    and generate() stages exactly those files; the query page shows the real download sizes."""
    graph = build_graph(kb)
    query_page._CACHE.clear()
    together = site_build.render(kb, None, site_dir=tmp_path / "site", src=tmp_path / "src", graph=graph)
    query_page._CACHE.clear()
    staged = site_build.generate(kb, None, site_dir=tmp_path / "site", src=tmp_path / "src", graph=graph)
    monkeypatch.setattr(forked, "can_fork", lambda: False)
    query_page._CACHE.clear()
    alone = site_build.render(kb, None, site_dir=tmp_path / "site", src=tmp_path / "src")
    assert together == alone == staged.files
    for lang, files in alone.items():
        for rel, data in files.items():
            assert (tmp_path / "src" / lang / rel).read_bytes() == data, rel
    sizes = {name: len(data) for name, data in export_data(graph).items()}
    for lang in ("en", "pl"):
        page = together[lang]["docs/queries.md"].decode()
        assert f"<code>graph.nt</code>, {query_page.size_text(sizes['graph.nt'], lang)})" in page
        assert "\x00" not in page


def test_equal_names_from_a_set_keep_one_order() -> None:
    """Ties from a set come out in the same order whatever the string hashing (run with three hash seeds)."""
    import subprocess
    import sys
    code = ("from generator.site.i18n import sorted_by; "
            "print(sorted_by({('term', 'bane'), ('rule', 'bane'), ('card', 'moat'), ('example', 'b')}, "
            "lambda k: {'bane': 'Bane', 'moat': 'Moat', 'b': 'Bane'}[k[1]], 'en'))")
    outputs = {subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                              env={**os.environ, "PYTHONHASHSEED": seed}).stdout for seed in ("1", "2", "3")}
    assert outputs == {"[('example', 'b'), ('rule', 'bane'), ('term', 'bane'), ('card', 'moat')]\n"}
