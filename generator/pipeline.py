"""The whole pipeline, one stage after another: knowledge → graph → checker → pages → mkdocs.

Each stage finishes (and validates) before the next one writes anything, so a
failure leaves the previous site_src/, site/ and graph exports untouched.  The
overlaps: a long (cold-cache) SHACL validation runs in a child process alongside the
checks and page generation (which write only build/check.json and staging folders; the check
report goes to generation in memory),
and its verdict is awaited before mkdocs runs or anything is published; the engine
checks run in a child from the moment the knowledge is loaded (while the graph is
compiled), the graph downloads are serialized in another from the moment the graph is
built (the query page shows their sizes), and generation renders the Polish pages in a
child too (see generator.site.build.generate).  Every child's work is done again in this
process if the child fails, so the output is the same with or without them.
"""

from __future__ import annotations

import os
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from rdflib import Graph

from generator.errors import BuildError
from generator.forked import Forked, paused_gc
from generator.kb.cache import Cache
from generator.kb.graph import build_graph
from generator.kb.load import default_root, load_knowledge
from generator.kb.schema import Knowledge
from generator.kb.shacl import Validation
from generator.publish import build_lock, publish

if TYPE_CHECKING:
    from generator.site.build import Generated

ROOT = Path(__file__).resolve().parents[1]
BUILD = ROOT / "build"
CHECK_RESULTS = BUILD / "check.json"

Progress = Callable[[str], None]


def _quiet(_: str) -> None:
    return None


@dataclass
class Timings:
    """Seconds spent per stage."""

    stages: dict[str, float] = field(default_factory=dict)

    def time(self, name: str, start: float) -> None:
        self.stages[name] = time.perf_counter() - start


def load(root: Path | None = None, progress: Progress = _quiet) -> tuple[Knowledge, Graph]:
    """Load the knowledge, compile the graph and validate it against the SHACL shapes."""
    kb, graph, validation = load_started(root, progress, background=False)
    validation.wait()
    return kb, graph


def load_started(root: Path | None = None, progress: Progress = _quiet, *, background: bool = True,
                 loaded: Callable[[Knowledge], None] | None = None) -> tuple[Knowledge, Graph, Validation]:
    """:func:`load`, but a long SHACL validation may still be running: ``wait()`` on it before publishing.

    ``loaded`` is called with the knowledge as soon as it is loaded, before the graph is compiled.
    """
    progress("loading knowledge")
    cache = Cache(BUILD / "cache")  # parsed files and SHACL verdicts of unchanged knowledge files are reused
    kb = load_knowledge(root or default_root(), cache=cache)
    if loaded is not None:
        loaded(kb)
    progress(f"compiling the graph of {len(kb.cards)} cards")
    graph = build_graph(kb)
    progress(f"validating {len(graph)} triples against the SHACL shapes")
    return kb, graph, Validation(kb, graph, cache, background=background)


def export_graph(graph: Graph, folder: Path) -> list[Path]:
    """Write the graph as Turtle, N-Triples and JSON-LD, each atomically."""
    from generator.site.query_page import serialized  # the same bytes the query page gives sizes for
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for name, data in serialized(graph).items():  # serialized already, in a child, if build_site started it
        fd, tmp = tempfile.mkstemp(dir=folder, prefix=f".{name}-")
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
        os.chmod(tmp, 0o644)  # mkstemp makes 0600: a web server must be able to read the downloads
        os.replace(tmp, folder / name)
        written.append(folder / name)
    return written


def build_site(*, root: Path | None = None, site_dir: Path | None = None, src: Path | None = None,
               mkdocs: bool = True, progress: Progress = _quiet) -> Timings:
    """Run every stage; raise a DomwikiError (nothing half-written) if any fails."""
    from generator.site import build as site_build

    site_dir = site_dir or site_build.SITE
    src = src or site_build.SITE_SRC
    with build_lock(src):  # one build at a time per checkout (a second one says so and waits)
        return _build_site(root, site_dir, src, mkdocs, progress)


def _build_site(root: Path | None, site_dir: Path, src: Path, mkdocs: bool, progress: Progress) -> Timings:
    from generator.site import build as site_build

    t = Timings()
    with paused_gc():  # our stages allocate a lot and free it at once: no full collections meanwhile
        graph, generated = _generate(root, site_dir, src, t, progress)
    progress(f"generated pages: {len(generated.written)} written, {generated.unchanged} unchanged")
    built: dict[str, Path] = {}
    if mkdocs:
        from generator.site import sparql_page
        engine = sparql_page.ensure_engine()  # npm ci from tools/sparql/ (issue 11), before writing site/
        for lang in ("en", "pl"):
            start = time.perf_counter()
            progress(f"building the {lang} site with mkdocs")
            staged = site_build.mkdocs_build(lang, src, site_dir, config_dir=site_build.staging_dir(src, lang),
                                             swap=False)
            export_graph(graph, staged / "data")
            sparql_page.install_engine(engine, staged)
            built[lang] = staged
            t.time(f"mkdocs-{lang}", start)
    # Every stage succeeded: only now does anything visible change, each output folder in one rename.
    publish(src, {lang: site_build.staging_dir(src, lang) for lang in ("en", "pl")})
    if mkdocs:
        publish(site_dir, {**built, "index.html": site_build.stage_root(site_dir)})
    return t


def _generate(root: Path | None, site_dir: Path, src: Path, t: Timings,
              progress: Progress) -> tuple[Graph, Generated]:
    """Load, validate, check and generate into the staging folders (build_site's stages before mkdocs)."""
    from generator.checker.check import CheckReport, check_all, write_report
    from generator.site import build as site_build
    from generator.site import query_page

    start = time.perf_counter()
    checks: list[Forked[CheckReport]] = []
    parent = os.getpid()

    def start_checks(kb: Knowledge) -> None:  # the engine checks on another core while the graph is compiled
        checks.append(Forked(lambda: check_all(kb, progress if os.getpid() == parent else None)))
    try:
        kb, graph, validation = load_started(root, progress, loaded=start_checks)  # a cold SHACL run goes on too
    except BaseException:
        for child in checks:
            child.cancel()
        raise
    t.time("load", start)
    exports = query_page.start_exports(graph)  # the downloads, serialized on another core during check + generate
    with validation, exports, checks[0]:  # shape violations, if any, are raised first; a failure stops every child
        start = time.perf_counter()
        progress("checking examples, list claims and card facts on the engine")
        report = checks[0].result()
        write_report(report, CHECK_RESULTS)  # the record of the last check; pages are made from ``report``
        failed = [r for r in report.all if r.failed]
        t.time("check", start)
        if failed:
            lines = [f"{r.location or r.id}: {r.id!r} failed: {r.error or _first_failure(r)}" for r in failed]
            raise BuildError(f"{len(failed)} check(s) failed on the engine (the knowledge and the engine disagree):\n"
                             + "\n".join(lines))
        start = time.perf_counter()
        progress("generating pages")
        generated = site_build.generate(kb, report, site_dir=site_dir, src=src, graph=graph,
                                        exports=exports, swap=False)
        t.time("generate", start)
        start = time.perf_counter()
        validation.wait()  # nothing is published (or built by mkdocs) from knowledge that breaks a shape
        t.time("validate", start)
    return graph, generated


def _first_failure(result: object) -> str:
    outcomes = getattr(result, "outcomes", [])
    for outcome in outcomes:
        if not outcome.passed:
            return f"{outcome.expectation.kind} at {outcome.expectation.loc}: {outcome.detail}"
    raise BuildError("a failed result with no failing expectation")
