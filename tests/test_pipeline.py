"""The pipeline: the languages side by side give the same bytes as one after the other; failures come back."""

from __future__ import annotations

import gc
import json
import os
import time
from pathlib import Path
from types import SimpleNamespace

import pytest

from generator.errors import BuildError
from generator.pipeline import GC_YOUNG, build_site, each_language, fewer_collections
from tests.helpers import copy_small_knowledge, tree_snapshot

pytestmark = pytest.mark.xdist_group("interrupted")


def test_side_by_side_build_gives_the_same_bytes_as_one_after_the_other(tmp_path: Path) -> None:
    """site_src/ and site/ built with a process per language equal, file for file, those built in one process."""
    knowledge = copy_small_knowledge(tmp_path)
    src, site = tmp_path / "site_src", tmp_path / "site"
    build_site(root=knowledge, src=src, site_dir=site, parallel=True)
    together_src, together_site = tree_snapshot(src), tree_snapshot(site)
    again = build_site(root=knowledge, src=src, site_dir=site, parallel=False)
    assert again.written == []  # the same sources: every one was reused
    assert tree_snapshot(src) == together_src
    alone_site = tree_snapshot(site)
    assert sorted(alone_site) == sorted(together_site)
    timed = ["en/search/stats.json", "pl/search/stats.json"]  # they record how long indexing took
    differing = [path for path, data in alone_site.items() if together_site[path] != data]
    assert set(differing) <= set(timed)  # the same time twice (to the millisecond) is rare, not wrong
    for path in timed:
        assert _untimed(alone_site[path]) == _untimed(together_site[path])
    assert any(path.startswith("pl/cards/") for path in together_site)


def _untimed(stats: bytes) -> dict[str, object]:
    """The search index statistics without the indexing time."""
    data = json.loads(stats)
    assert isinstance(data.pop("seconds"), float)
    return data


def test_each_language_runs_in_its_own_process() -> None:
    """Side by side, each language's steps run in a process of its own; one after the other, here."""
    steps = [lambda lang: (lang, os.getpid()), lambda lang: lang.upper()]
    first, second = each_language(steps, ("en", "pl"), parallel=True)
    assert second == {"en": "EN", "pl": "PL"}
    assert first["en"][0] == "en" and first["pl"][0] == "pl"
    assert len({first["en"][1], first["pl"][1], os.getpid()}) == 3
    assert each_language(steps[:1], ("en", "pl"), parallel=False) == [{"en": ("en", os.getpid()),
                                                                       "pl": ("pl", os.getpid())}]


def test_a_later_step_waits_for_every_language() -> None:
    """No language starts its second step before the other has finished its first (the search hook needs both)."""
    def slow_first(lang: str) -> float:
        time.sleep(0.5 if lang == "pl" else 0)
        return time.monotonic()
    first, second = each_language([slow_first, lambda lang: time.monotonic()], ("en", "pl"), parallel=True)
    assert second["en"] >= first["pl"]


def test_a_failing_language_stops_the_build() -> None:
    """An error raised in a language's process is raised here, at once, without waiting for the other language."""
    def step(lang: str) -> str:
        if lang == "pl":
            raise BuildError("mkdocs build of 'pl' failed: simulated")
        time.sleep(30)
        return lang
    start = time.monotonic()
    with pytest.raises(BuildError, match="simulated"):
        each_language([step], ("en", "pl"), parallel=True)
    assert time.monotonic() - start < 20


def test_a_dead_language_process_is_a_build_error() -> None:
    """A language process that dies without answering is reported with its language and exit code."""
    with pytest.raises(BuildError, match=r"the pl build stopped without an answer \(exit code 3\)"):
        each_language([lambda lang: os._exit(3) if lang == "pl" else lang], ("en", "pl"), parallel=True)


def test_serve_builds_the_way_domwiki_build_does(monkeypatch: pytest.MonkeyPatch) -> None:
    """A rebuild by `domwiki serve` (in its watcher thread, the server's thread alive) and `domwiki build`
    reach the same per-language step with the same choice of side by side."""
    import threading

    from click.testing import CliRunner

    from generator import cli, pipeline, serve

    calls: list[tuple[str, bool, tuple[str, ...]]] = []

    def each_language(steps: list[object], langs: tuple[str, ...], *, parallel: bool) -> list[object]:
        calls.append((threading.current_thread().name, parallel, langs))
        raise BuildError("stopped here")
    monkeypatch.setattr(pipeline, "shared_work", lambda *args, **kwargs: SimpleNamespace(report=None))
    monkeypatch.setattr(pipeline.sparql_page, "ensure_engine", lambda: Path("engine"))
    monkeypatch.setattr(pipeline, "each_language", each_language)
    assert CliRunner().invoke(cli.main, ["build"]).exit_code == 1
    server = threading.Event()
    alive = threading.Thread(target=server.wait, name="server")
    alive.start()
    try:
        watcher = threading.Thread(target=serve._rebuild, args=(lambda _: None, ["knowledge/cards/base.yaml"]),
                                   name="watcher")
        watcher.start()
        watcher.join()
    finally:
        server.set()
        alive.join()
    assert serve._State.error == "stopped here"
    assert [(name, parallel) for name, parallel, _ in calls] == [("MainThread", pipeline.side_by_side()),
                                                                 ("watcher", pipeline.side_by_side())]
    assert calls[0][2] == calls[1][2] == ("en", "pl")


def test_search_aliases_come_from_the_knowledge_built(tmp_path: Path) -> None:
    """The search index's Polish forms come from the knowledge the pages were made from (handed to the
    search hook), not from the project's knowledge."""
    knowledge = copy_small_knowledge(tmp_path)
    cards = knowledge / "cards" / "base.yaml"
    text = cards.read_text(encoding="utf-8")
    cards.write_text(text.replace("name: {en: Copper, pl: Miedziak}\n",
                                  "name: {en: Copper, pl: Miedziak}\n    alt_pl: [Miedziakowo]\n", 1),
                     encoding="utf-8")
    site = tmp_path / "site"
    build_site(root=knowledge, src=tmp_path / "site_src", site_dir=site, parallel=False)
    docs = json.loads((site / "pl" / "search" / "search_index.json").read_text(encoding="utf-8"))["docs"]
    copper = [d for d in docs if d["location"] == "cards/copper/"]
    assert [d.get("forms") for d in copper] == ["Miedziakowo"]
    assert not any("Srebrnika" in d.get("forms", "") for d in docs)  # the project's forms of Silver are not there


def test_a_build_collects_garbage_rarely_and_puts_the_collector_back() -> None:
    """During a build the youngest generation is collected every GC_YOUNG allocations; afterwards the
    thresholds are as before and nothing stays frozen."""
    before = gc.get_threshold()
    with fewer_collections():
        assert gc.get_threshold()[0] == GC_YOUNG
        gc.freeze()
        assert gc.get_freeze_count() > 0
    assert gc.get_threshold() == before
    assert gc.get_freeze_count() == 0
