"""Site pipeline benchmark for the full card set (run by hand, never in tests).

    .venv/bin/python bench/site.py [--knowledge DIR]

Times every stage of the pipeline (load, validate = RDF graph + SHACL, check
= examples, list claims and card-fact probes on the engine, generate = Markdown
for both languages, mkdocs en, mkdocs pl) in a throw-away folder with an empty
build cache, then, in the same run, bare mkdocs-material (`mkdocs build -f
<src>/<lang>/mkdocs.yml`, a separate process) on the very same generated pages,
and prints our own stages against bare mkdocs-material (cold cache, and warm:
parsing and SHACL skipped for unchanged files), and once more as build_site
runs them (a cold SHACL run in a child process alongside check and generate, the
checks in another from the moment the knowledge is loaded, the graph downloads
in a third, the garbage collector paused).
Finally it edits one hand-written card file in a copy of knowledge/ and times
the regeneration (load + validate + check + generate, warm cache, run as
build_site runs them), with the number of files rewritten. Peak memory is the process's maximum resident set
size (getrusage).
"""

from __future__ import annotations

import argparse
import resource
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from rdflib import Graph

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from generator.checker.check import CheckReport, check_all, summary_line, write_report  # noqa: E402
from generator.errors import DomwikiError  # noqa: E402
from generator.forked import Forked, paused_gc  # noqa: E402
from generator.kb.cache import Cache  # noqa: E402
from generator.kb.graph import build_graph, validate_graph  # noqa: E402
from generator.kb.load import load_knowledge  # noqa: E402
from generator.kb.shacl import Validation  # noqa: E402
from generator.site import build as site_build  # noqa: E402
from generator.site import query_page  # noqa: E402

EDITED_FILE = "cards/base.yaml"
EDIT_FROM, EDIT_TO = "name: {en: Witch,", "name: {en: Witch (edited),"
OURS = ("load", "validate: RDF graph", "validate: SHACL", "check (engine)", "generate (both languages)")


def peak_mb(who: int = resource.RUSAGE_SELF) -> float:
    """Maximum resident set size so far, in MiB (Linux reports KiB)."""
    return resource.getrusage(who).ru_maxrss / 1024


def timed(label: str, fn: Callable[[], Any], table: list[tuple[str, float, str]], note: str = "") -> Any:
    """Run ``fn``, record its wall time under ``label`` and print it."""
    start = time.perf_counter()
    try:
        value = fn()
        extra = note
    except DomwikiError as exc:
        value, extra = None, f"FAILED: {str(exc).splitlines()[0]}"
    seconds = time.perf_counter() - start
    table.append((label, seconds, extra))
    print(f"{label:<34} {seconds:7.2f} s   peak {peak_mb():6.0f} MiB  {extra}", flush=True)
    return value


def generate(kb: Any, work: Path, report: CheckReport, graph: Graph | None = None,
             exports: Forked[dict[str, bytes]] | None = None) -> site_build.Generated:
    """Render both languages from the check report and write them (unchanged files are reused); ``graph`` and
    ``exports`` as the pipeline passes them (the compiled graph, and its downloads started right after it was
    built)."""
    return site_build.generate(kb, report, site_dir=work / "site", src=work / "src", graph=graph, exports=exports)


BARE = """import resource, sys
from mkdocs.__main__ import cli
try:
    cli(["build", "-q", "-f", sys.argv[1], "-d", sys.argv[2]], standalone_mode=False)
finally:
    print(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss // 1024, file=sys.stderr)
"""
CHILD_PEAK: list[int] = []


def bare_mkdocs(lang: str, work: Path) -> str:
    """mkdocs-material alone on the generated pages, in a fresh process (its own peak memory)."""
    config = work / "src" / lang / "mkdocs.yml"
    done = subprocess.run([sys.executable, "-c", BARE, str(config), str(work / "bare" / lang)],
                          check=True, capture_output=True, text=True)
    CHILD_PEAK.append(int(done.stderr.strip().splitlines()[-1]))
    return f"peak {CHILD_PEAK[-1]} MiB in its process"


def main() -> None:
    """Run the benchmark and print a table."""
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--knowledge", type=Path, default=ROOT / "knowledge")
    args = parser.parse_args()
    work = Path(tempfile.mkdtemp(prefix="domwiki-bench-"))
    cache = Cache(work / "cache")
    table: list[tuple[str, float, str]] = []
    try:
        kb = timed("load", lambda: load_knowledge(args.knowledge, cache=cache), table, "cold cache")
        timed("load, warm cache", lambda: load_knowledge(args.knowledge, cache=cache), table, "nothing changed")
        print(f"  {len(kb.cards)} cards, {len(kb.expansions)} expansions, {len(kb.rules)} rules, "
              f"{len(kb.examples)} examples")
        graph = timed("validate: RDF graph", lambda: build_graph(kb), table)
        timed("validate: SHACL", lambda: validate_graph(kb, graph, cache), table, "cold cache")
        timed("validate: SHACL, warm cache", lambda: validate_graph(kb, graph, cache), table, "nothing changed")
        report = timed("check (engine)", lambda: check_all(kb), table)
        print(f"  checks: {summary_line(report.all)}")
        write_report(report, work / "check.json")
        generated = timed("generate (both languages)", lambda: generate(kb, work, report, graph), table)
        pages = {lang: sum(1 for p in files if p.endswith(".md")) for lang, files in generated.files.items()}
        print(f"  {pages} Markdown pages, {len(generated.written)} files written")
        for lang in ("en", "pl"):
            timed(f"mkdocs {lang} (pipeline, strict)", lambda lang=lang: site_build.mkdocs_build(  # type: ignore[misc]
                lang, work / "src", work / "site"), table)
        for lang in ("en", "pl"):
            note = timed(f"bare mkdocs-material {lang}", lambda lang=lang: bare_mkdocs(lang, work),  # type: ignore[misc]
                         table)
            print(f"  {note}")
        together = timed("our stages, pipeline order", lambda: overlapped(args.knowledge, work), table,
                         "cold cache, SHACL alongside check + generate")
        edit_seconds, rewritten, unchanged = one_card_edit(args.knowledge, work, cache)
        table.append(("regenerate after one card edit", edit_seconds, f"{rewritten} files rewritten"))
        print(f"{'regenerate after one card edit':<34} {edit_seconds:7.2f} s   {rewritten} files rewritten, "
              f"{unchanged} unchanged (load + validate + check + generate, warm cache)")
    finally:
        shutil.rmtree(work, ignore_errors=True)
    seconds = dict((label, s) for label, s, _ in table)
    ours = sum(seconds[label] for label in OURS)
    warm = ours - seconds["load"] - seconds["validate: SHACL"] + seconds["load, warm cache"] \
        + seconds["validate: SHACL, warm cache"]
    bare = seconds["bare mkdocs-material en"] + seconds["bare mkdocs-material pl"]
    mkdocs = seconds["mkdocs en (pipeline, strict)"] + seconds["mkdocs pl (pipeline, strict)"]
    print(f"\nour stages (load, validate, check, generate) {ours:.2f} s cold cache, {warm:.2f} s warm; "
          f"bare mkdocs-material on the same pages {bare:.2f} s (en + pl): ours add {100 * ours / bare:.0f}% cold, "
          f"{100 * warm / bare:.0f}% warm")
    print(f"as build_site runs them (SHACL in a child alongside check and generate), cold cache: "
          f"{together:.2f} s, {100 * together / bare:.0f}% of bare mkdocs-material")
    print(f"whole pipeline {ours + mkdocs:.1f} s (mkdocs in the pipeline {mkdocs:.1f} s); one-card edit regenerates "
          f"in {seconds['regenerate after one card edit']:.2f} s; peak memory {peak_mb():.0f} MiB (this process), "
          f"{max(CHILD_PEAK, default=0)} MiB (bare mkdocs)")


def overlapped(knowledge: Path, work: Path) -> float:
    """Load, validate, check and generate as build_site does, from an empty cache; the wall time."""
    cache = Cache(work / "cache-overlapped")
    start = time.perf_counter()
    with paused_gc():  # as build_site runs its stages
        overlapped_stages(knowledge, work, cache)
    return time.perf_counter() - start


def overlapped_stages(knowledge: Path, work: Path, cache: Cache) -> None:
    """:func:`overlapped`'s stages."""
    kb = load_knowledge(knowledge, cache=cache)
    checks = Forked(lambda: check_all(kb))
    graph = build_graph(kb)
    exports = query_page.start_exports(graph)
    with Validation(kb, graph, cache), exports, checks:
        write_report(checks.result(), work / "check.json")
        generate(kb, work, checks.result(), graph, exports)


def one_card_edit(knowledge: Path, work: Path, cache: Cache) -> tuple[float, int, int]:
    """Edit one card name in a copy of ``knowledge`` and time the regeneration of site_src (no mkdocs)."""
    copy = work / "knowledge"
    shutil.copytree(knowledge, copy)
    target = copy / EDITED_FILE
    text = target.read_text(encoding="utf-8")
    if EDIT_FROM not in text:
        raise SystemExit(f"cannot find {EDIT_FROM!r} in {target}")
    target.write_text(text.replace(EDIT_FROM, EDIT_TO, 1), encoding="utf-8")
    marks = [time.perf_counter()]
    try:
        with paused_gc():  # as build_site runs its stages
            kb = load_knowledge(copy, cache=cache)
            marks.append(time.perf_counter())
            checks = Forked(lambda: check_all(kb))  # as build_site does: the checks and the downloads
            graph = build_graph(kb)  # go on in children, on the other core, from here on
            exports = query_page.start_exports(graph)
            marks.append(time.perf_counter())
            validate_graph(kb, graph, cache)
            marks.append(time.perf_counter())
            report = checks.result()  # waiting for the rest of the checks
            write_report(report, work / "check.json")
            marks.append(time.perf_counter())
            regenerated = generate(kb, work, report, graph, exports)
            marks.append(time.perf_counter())
    except Exception as exc:  # noqa: BLE001 - a benchmark reports any failure and stops
        raise SystemExit(f"regeneration failed: {type(exc).__name__}: {exc}") from None
    steps = ("load", "graph", "SHACL", "check (the wait for its child)", "generate")
    split = zip(steps, marks, marks[1:], strict=False)
    print("  one-card edit: " + ", ".join(f"{step} {b - a:.2f} s" for step, a, b in split))
    return marks[-1] - marks[0], len(regenerated.written), regenerated.unchanged


if __name__ == "__main__":
    main()
