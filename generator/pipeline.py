"""The whole pipeline: knowledge → graph → checker → pages → mkdocs, the two languages side by side.

The shared work is done once, here, one stage after another: load the knowledge, compile the
graph and validate it against the SHACL shapes (with the build cache), run the checks (or
reuse the last report when only texts changed, generator.checker.reuse), and work out the
build context the pages are made from (generator.site.context).  Then each
language gets its own process, forked from this one (so it shares the context without
copying it): it renders and stages its sources, waits until the other language has staged
its sources too (the search hook reads the other language's titles), then builds its site
with mkdocs-material.  Nothing is published until both languages succeeded; then
site_src/ and site/ each switch in one step.  With one core (or ``DOMWIKI_JOBS=1``) the
same steps run here, one language after the other, and give the same bytes.
"""

from __future__ import annotations

import gc
import multiprocessing
import os
import pickle
import shutil
import tempfile
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from multiprocessing.connection import Connection, wait
from pathlib import Path
from typing import Any

from rdflib import Graph

from generator.checker.reuse import check_or_reuse
from generator.errors import BuildError
from generator.kb.cache import Cache
from generator.kb.graph import build_graph, validate_graph
from generator.kb.load import default_root, load_knowledge
from generator.kb.schema import Knowledge
from generator.kb.worker import die_with
from generator.publish import build_lock, publish
from generator.site import build as site_build
from generator.site import sparql_page
from generator.site.context import BuildContext, build_context
from generator.site.i18n import LANGS
from generator.site.reads import shared_inputs

ROOT = Path(__file__).resolve().parents[1]
BUILD = ROOT / "build"
CHECK_RESULTS = BUILD / "check.json"

GC_YOUNG = 20_000
"""Allocations between two collections of the garbage collector's youngest generation during a build
(Python's default is 700: a build keeps nearly everything it makes until its end, so most of those
collections found nothing to free)."""

Progress = Callable[[str], None]
Step = Callable[[str], Any]
"""One step of a language's build: called with the language, its answer goes back to the pipeline."""


def _quiet(_: str) -> None:
    return None


@dataclass
class Timings:
    """Seconds spent per stage (wall time; the languages' stages overlap when side by side)."""

    stages: dict[str, float] = field(default_factory=dict)
    written: list[str] = field(default_factory=list)
    """The source files written (``lang/path``); the others were the same as before."""
    unchanged: int = 0
    made: int = 0
    """Units of pages made (generator.site.reads); the others were kept from the previous build."""

    def time(self, name: str, start: float) -> None:
        self.stages[name] = time.perf_counter() - start


def load(root: Path | None = None, progress: Progress = _quiet, *, build_dir: Path = BUILD,
         cache: Cache | None = None) -> tuple[Knowledge, Graph]:
    """Load the knowledge, compile the graph and validate it against the SHACL shapes.

    ``cache`` is the build cache (by default the one in ``build_dir``): parsed files and the SHACL verdicts
    of unchanged knowledge files are reused.
    """
    progress("loading knowledge")
    cache = cache or Cache(build_dir / "cache")
    kb = load_knowledge(root or default_root(), cache=cache)
    progress(f"compiling the graph of {len(kb.cards)} cards")
    graph = build_graph(kb)
    progress(f"validating {len(graph)} triples against the SHACL shapes")
    validate_graph(kb, graph, cache)
    return kb, graph


def export_graph(exports: dict[str, bytes], folder: Path) -> list[Path]:
    """Write the graph downloads (the bytes whose sizes the query page shows), each atomically."""
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for name, data in exports.items():
        fd, tmp = tempfile.mkstemp(dir=folder, prefix=f".{name}-")
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
        os.chmod(tmp, 0o644)  # mkstemp makes 0600: a web server must be able to read the downloads
        os.replace(tmp, folder / name)
        written.append(folder / name)
    return written


def side_by_side() -> bool:
    """True when the languages get a process each: two cores or more, fork available, no DOMWIKI_JOBS=1."""
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else (os.cpu_count() or 1)
    return hasattr(os, "fork") and cores >= 2 and os.environ.get("DOMWIKI_JOBS") != "1"


def build_site(*, root: Path | None = None, site_dir: Path | None = None, src: Path | None = None,
               mkdocs: bool = True, progress: Progress = _quiet, parallel: bool | None = None,
               build_dir: Path = BUILD) -> Timings:
    """Run every stage; raise a DomwikiError (nothing half-written) if any fails.

    ``parallel`` says whether the languages are built side by side (default: :func:`side_by_side`);
    ``build_dir`` holds the build cache and the record of the last check.
    """
    site_dir = site_dir or site_build.SITE
    src = src or site_build.SITE_SRC
    with build_lock(src), fewer_collections():  # one build at a time per checkout (a second one waits)
        return _build_site(root, site_dir, src, mkdocs, progress, side_by_side() if parallel is None else parallel,
                           build_dir)


def _build_site(root: Path | None, site_dir: Path, src: Path, mkdocs: bool, progress: Progress,
                parallel: bool, build_dir: Path) -> Timings:
    t = Timings()
    build = shared_work(root, t, progress, build_dir=build_dir)
    engine = sparql_page.ensure_engine() if mkdocs else None  # npm ci from tools/sparql/ (issue 11), once
    gc.collect(1)  # the young garbage goes first, then what the shared work made (it lives as long as
    gc.freeze()  # the build) is frozen: no collection walks it again, in this process or a language's

    cache = Cache(build_dir / "cache")
    shared = page_inputs(build)  # the code's fingerprint reads every file of generator/: once per build

    def sources(lang: str) -> site_build.Generated:
        progress(f"generating the {lang} pages")
        previous = site_build.previous_build(cache, src, lang, shared)
        made = site_build.make_language(build, lang, site_dir=site_dir, previous=previous, cache=cache)
        generated = site_build.stage(lang, made.files, src, made.kept)
        generated.record, generated.made = made.record, made.made
        return generated

    def site(lang: str) -> Path:
        progress(f"building the {lang} site with mkdocs")
        staged = site_build.mkdocs_build(lang, src, site_dir, config_dir=site_build.staging_dir(src, lang),
                                         swap=False, knowledge=build.kb)
        export_graph(build.exports, staged / "data")
        sparql_page.install_engine(engine, staged)  # type: ignore[arg-type]
        return staged

    start = time.perf_counter()
    try:
        answers = each_language([sources, site] if mkdocs else [sources], LANGS, parallel=parallel)
    except BaseException:
        for lang in LANGS:  # leave no half-staged sources behind (the site's staging folders clean themselves)
            shutil.rmtree(site_build.staging_dir(src, lang), ignore_errors=True)
        raise
    t.time("languages (generate + mkdocs)" if mkdocs else "generate", start)
    for part in answers[0].values():
        t.written += part.written
        t.unchanged += part.unchanged
        t.made += part.made
    progress(f"generated pages: {len(t.written)} written, {t.unchanged} unchanged ({t.made} units of pages made, "
             f"the others kept)")
    # Every stage succeeded: only now does anything visible change, each output folder in one rename.
    publish(src, {lang: site_build.staging_dir(src, lang) for lang in LANGS})
    for lang, part in answers[0].items():
        site_build.remember_build(cache, src, lang, shared, part)
    if mkdocs:
        publish(site_dir, {**answers[1], "index.html": site_build.stage_root(site_dir)})
    return t


def page_inputs(build: BuildContext) -> str | None:
    """What every page of ``build`` shares beyond its own reads (generator.site.reads.shared_inputs)."""
    report = build.report
    return shared_inputs(report.inputs, report.claims, build.kb.root) if report is not None else None


@contextmanager
def fewer_collections() -> Iterator[None]:
    """Collect garbage rarely while building (see :data:`GC_YOUNG`); afterwards, the collector as it was,
    and the objects the build froze (:func:`gc.freeze`) collectable again."""
    before = gc.get_threshold()
    gc.set_threshold(GC_YOUNG, *before[1:])
    try:
        yield
    finally:
        gc.set_threshold(*before)
        gc.unfreeze()


def shared_work(root: Path | None, t: Timings, progress: Progress = _quiet, *,
                build_dir: Path = BUILD) -> BuildContext:
    """What both languages are made from, done once: load, graph, SHACL, checks, the build context."""
    start = time.perf_counter()
    cache = Cache(build_dir / "cache")
    kb, graph = load(root, progress, cache=cache)
    t.time("load + validate", start)
    start = time.perf_counter()
    progress("checking examples, list claims and card facts on the engine")
    # A text-only edit reuses the last report (checker.reuse); the pages are made from ``report``, in memory.
    report = check_or_reuse(kb, cache, progress, record=build_dir / CHECK_RESULTS.name)
    failed = [r for r in report.all if r.failed]
    t.time("check", start)
    if failed:
        lines = [f"{r.location or r.id}: {r.id!r} failed: {r.error or _first_failure(r)}" for r in failed]
        raise BuildError(f"{len(failed)} check(s) failed on the engine (the knowledge and the engine disagree):\n"
                         + "\n".join(lines))
    start = time.perf_counter()
    progress("answering the named queries and serializing the graph downloads")
    build = build_context(kb, report, graph)
    t.time("context", start)
    return build


def each_language(steps: Sequence[Step], langs: Sequence[str], *, parallel: bool) -> list[dict[str, Any]]:
    """Every step for every language: ``[{lang: answer of step}]``.

    A step starts for any language only when the step before it finished for all of them.  With
    ``parallel``, each language runs its steps in its own forked process, the languages side by
    side; otherwise here, one language after the other.  The first failure is raised here (the
    other processes are stopped); a process that dies, or is killed, is a BuildError.
    """
    if not parallel:
        return [{lang: step(lang) for lang in langs} for step in steps]
    fork = multiprocessing.get_context("fork")
    workers: dict[str, tuple[Any, Connection]] = {}
    done = False
    try:
        for lang in langs:
            mine, theirs = fork.Pipe()
            others = [conn for _, conn in workers.values()]  # the pipeline's ends of the earlier languages' pipes
            process = fork.Process(target=_language_process, args=(steps, lang, theirs, others, os.getpid()),
                                   name=f"domwiki-{lang}", daemon=True)
            process.start()
            theirs.close()
            workers[lang] = (process, mine)
        answers: list[dict[str, Any]] = []
        for index in range(len(steps)):
            if index:
                for _, conn in workers.values():
                    conn.send(True)  # the next step may start
            answers.append(_collect(workers))
        done = True
        return answers
    finally:
        for process, conn in workers.values():
            conn.close()
            if not done:
                process.kill()
            process.join()


def _collect(workers: dict[str, tuple[Any, Connection]]) -> dict[str, Any]:
    """One answer from each language's process, in the order they come; a failure is raised at once."""
    waiting = {conn: lang for lang, (_, conn) in workers.items()}
    got: dict[str, Any] = {}
    while waiting:
        for ready in wait(list(waiting)):
            conn: Connection = ready  # type: ignore[assignment]
            lang = waiting.pop(conn)
            try:
                kind, value = conn.recv()
            except EOFError:
                process = workers[lang][0]
                process.join()
                raise BuildError(f"the {lang} build stopped without an answer (exit code {process.exitcode})") from None
            if kind == "error":
                raise value if isinstance(value, BaseException) else BuildError(str(value))
            got[lang] = value
    return {lang: got[lang] for lang in workers}


def _language_process(steps: Sequence[Step], lang: str, conn: Connection, others: list[Connection],
                      parent: int) -> None:
    """A language's process: each step's answer (or its error) to the pipeline, the next step when it says so.

    ``others`` are the pipeline's ends of the other languages' pipes, inherited by the fork: closed here,
    so that when the pipeline's process is gone, every language process reads the end of its pipe.
    """
    die_with(parent)
    for other in others:
        other.close()
    try:
        for index, step in enumerate(steps):
            if index and not conn.recv():
                return
            conn.send(("ok", step(lang)))
    except EOFError:
        return  # the pipeline is gone or gave up on us
    except BaseException as exc:  # noqa: BLE001 - every failure goes back to the pipeline, which raises it
        conn.send(("error", _sendable(exc)))


def _sendable(exc: BaseException) -> BaseException:
    """``exc`` if it survives pickling, else a BuildError with its text."""
    try:
        pickle.loads(pickle.dumps(exc))
    except Exception:  # noqa: BLE001 - any exception may fail to pickle
        return BuildError(f"{type(exc).__name__}: {exc}")
    return exc


def _first_failure(result: object) -> str:
    outcomes = getattr(result, "outcomes", [])
    for outcome in outcomes:
        if not outcome.passed:
            return f"{outcome.expectation.kind} at {outcome.expectation.loc}: {outcome.detail}"
    raise BuildError("a failed result with no failing expectation")
