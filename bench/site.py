"""Site pipeline benchmark for the full card set (run by hand, never in tests).

    .venv/bin/python bench/site.py [--knowledge DIR] [--rounds N]

In one run, in a throw-away folder:

1. the whole cold build (``build_site``: load, graph, SHACL, checks, build context, then
   each language's pages and its strict mkdocs-material build side by side), in a fresh
   process with an empty build cache, its wall time and peak memory;
2. bare mkdocs-material (``mkdocs build`` on the very pages that build generated, a fresh
   process per language) building English and then Polish, their wall times added up;
   steps 1 and 2 are repeated ``--rounds`` times, alternately, and each round's ratio
   (cold build / bare mkdocs-material) is printed, with the median; then the same build once more
   with the last round's build cache and outputs kept (warm: parsed YAML and SHACL verdicts reused,
   unchanged sources not rewritten, mkdocs-material still builds every page), against that round's
   bare figure;
3. the one-card edit: a copy of knowledge/ is built once (no mkdocs), one card's name is
   edited, and the regeneration of site_src/ (load + validate + check + generate, warm
   cache, in this process) is timed; every rewritten file must show the edited name, and
   every file showing it must be rewritten.

Peak memory is each process's maximum resident set size (getrusage); the language
processes report theirs as the cold build's children.
"""

from __future__ import annotations

import argparse
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from generator.pipeline import build_site  # noqa: E402
from generator.site.i18n import LANGS  # noqa: E402

EDITED_FILE = "cards/base.yaml"
EDIT_FROM, EDIT_TO = "name: {en: Witch,", "name: {en: Witch (edited),"
EDITED_NAME = "Witch (edited)"
SHOWN_AS = (EDITED_NAME.encode(), b"Witch \\(edited\\)")
"""The edited name as written in YAML, front matter and HTML, and as literal Markdown (escaped)."""
GRAPH_SIZES = "docs/queries.md"
"""Shows the graph downloads' sizes, which change with any edit of the graph."""

COLD = """import resource, sys, time
from pathlib import Path
sys.path.insert(0, sys.argv[1])
from generator.pipeline import build_site
knowledge, work = Path(sys.argv[2]), Path(sys.argv[3])
t = build_site(root=knowledge, src=work / "src", site_dir=work / "site", build_dir=work / "build")
print(" ".join(f"{name}={seconds:.2f}" for name, seconds in t.stages.items()))
peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss // 1024
print(peak, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss // 1024)
"""
BARE = """import resource, sys
from mkdocs.__main__ import cli
try:
    cli(["build", "-q", "-f", sys.argv[1], "-d", sys.argv[2]], standalone_mode=False)
finally:
    print(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss // 1024)
"""


def peak_mb() -> float:
    """This process's maximum resident set size so far, in MiB (Linux reports KiB)."""
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def cold_build(knowledge: Path, work: Path, *, warm: bool = False) -> tuple[float, str, int, int]:
    """The whole build in a fresh process with an empty cache (``warm``: with the cache and outputs the
    previous build left in ``work``): wall seconds, its stages, peak MiB of the pipeline's process and of
    its largest child (a language's process)."""
    if not warm:
        shutil.rmtree(work, ignore_errors=True)
        work.mkdir(parents=True)
    start = time.perf_counter()
    done = subprocess.run([sys.executable, "-c", COLD, str(ROOT), str(knowledge), str(work)],
                          check=True, capture_output=True, text=True)
    seconds = time.perf_counter() - start
    stages, peaks = done.stdout.strip().splitlines()[-2:]
    own, child = (int(x) for x in peaks.split())
    return seconds, stages, own, child


def bare_mkdocs(work: Path) -> tuple[float, list[float], int]:
    """mkdocs-material alone on the generated pages, English then Polish, each in a fresh process:
    total wall seconds, per language, and the larger peak MiB."""
    times, peaks = [], []
    for lang in LANGS:
        config = work / "src" / lang / "mkdocs.yml"
        out = work / "bare" / lang
        shutil.rmtree(out, ignore_errors=True)
        start = time.perf_counter()
        done = subprocess.run([sys.executable, "-c", BARE, str(config), str(out)],
                              check=True, capture_output=True, text=True)
        times.append(time.perf_counter() - start)
        peaks.append(int(done.stdout.strip().splitlines()[-1]))
    return sum(times), times, max(peaks)


def one_card_edit(knowledge: Path, work: Path) -> tuple[float, dict[str, float], list[str], list[str]]:
    """Edit one card name in a copy of ``knowledge`` and time the regeneration of site_src (no mkdocs).

    Returns the seconds, the stages, the files rewritten and the files that show the edited name.
    """
    copy = work / "knowledge"
    shutil.rmtree(copy, ignore_errors=True)
    shutil.copytree(knowledge, copy)
    src, site, build = work / "edit-src", work / "edit-site", work / "edit-build"
    build_site(root=copy, src=src, site_dir=site, build_dir=build, mkdocs=False)  # the state before the edit
    target = copy / EDITED_FILE
    text = target.read_text(encoding="utf-8")
    if EDIT_FROM not in text:
        raise SystemExit(f"cannot find {EDIT_FROM!r} in {target}")
    target.write_text(text.replace(EDIT_FROM, EDIT_TO, 1), encoding="utf-8")
    start = time.perf_counter()
    t = build_site(root=copy, src=src, site_dir=site, build_dir=build, mkdocs=False)
    seconds = time.perf_counter() - start
    showing = sorted(f"{lang}/{path.relative_to(src / lang).as_posix()}" for lang in LANGS
                     for path in (src / lang).rglob("*")
                     if path.is_file() and any(form in path.read_bytes() for form in SHOWN_AS))
    return seconds, t.stages, sorted(t.written), showing


def main() -> None:
    """Run the benchmark and print its figures."""
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--knowledge", type=Path, default=ROOT / "knowledge")
    parser.add_argument("--rounds", type=int, default=2)
    args = parser.parse_args()
    work = Path(tempfile.mkdtemp(prefix="domwiki-bench-"))
    print(f"load average at the start: {' '.join(f'{x:.1f}' for x in os.getloadavg())}; "
          f"{len(os.sched_getaffinity(0))} cores")
    ratios = []
    try:
        for round_ in range(1, args.rounds + 1):
            ours, stages, own_peak, child_peak = cold_build(args.knowledge, work / "cold")
            bare, per_lang, bare_peak = bare_mkdocs(work / "cold")
            ratios.append(ours / bare)
            print(f"round {round_}: cold build {ours:.2f} s ({stages}); bare mkdocs-material en {per_lang[0]:.2f} s "
                  f"+ pl {per_lang[1]:.2f} s = {bare:.2f} s; ratio {ours / bare:.2f}; load average "
                  f"{os.getloadavg()[0]:.1f}")
            print(f"  peak memory: pipeline process {own_peak} MiB, a language's process {child_peak} MiB, "
                  f"bare mkdocs-material {bare_peak} MiB")
        warm, warm_stages, _, _ = cold_build(args.knowledge, work / "cold", warm=True)
        print(f"warm build (the last round's cache and outputs kept): {warm:.2f} s ({warm_stages}); "
              f"ratio to that round's bare mkdocs-material {warm / bare:.2f}; load average {os.getloadavg()[0]:.1f}")
        edit, edit_stages, written, showing = one_card_edit(args.knowledge, work / "edit")
    finally:
        shutil.rmtree(work, ignore_errors=True)
    print(f"cold build / bare mkdocs-material (en then pl): median {statistics.median(ratios):.2f} "
          f"over {len(ratios)} round(s) (target 0.60 or less)")
    stray = sorted(set(written) - set(showing) - {f"{lang}/{GRAPH_SIZES}" for lang in LANGS})
    missed = sorted(set(showing) - set(written))
    print(f"one-card edit ({EDITED_NAME!r}): regenerated site_src in {edit:.2f} s (warm cache; "
          + ", ".join(f"{name} {s:.2f} s" for name, s in edit_stages.items()) + f"); {len(written)} files "
          f"rewritten, {len(showing)} show the card (and the query pages show the graph's size); rewritten "
          f"otherwise: {stray or 'none'}; "
          f"showing it but not rewritten: {missed or 'none'}")
    print(f"peak memory of this process (the edit, in-process): {peak_mb():.0f} MiB; load average at the end: "
          f"{' '.join(f'{x:.1f}' for x in os.getloadavg())}")


if __name__ == "__main__":
    main()
