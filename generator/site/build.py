"""Generate site_src/<lang>/ from the knowledge, then build site/<lang>/ with mkdocs-material.

Gather first, write after (like mkdocs' own build): every page of both
languages is rendered in memory before anything is written.  Writing goes to a
staging folder that is swapped in at the end; an unchanged file is hard-linked
from the previous build, so regeneration rewrites only pages that changed and
an interrupted build leaves the previous output untouched.
"""

from __future__ import annotations

import logging
import os
import shutil
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

import yaml
from jinja2 import Template
from rdflib import Graph

from generator.errors import BuildError
from generator.kb.schema import Knowledge
from generator.site import query_page
from generator.forked import Forked, paused_gc
from generator.publish import publish as publish_release
from generator.site.i18n import LANGS, language_env
from generator.site.pages import Site

if TYPE_CHECKING:
    from generator.checker.check import CheckReport

ROOT = Path(__file__).resolve().parents[2]
SITE_SRC = ROOT / "site_src"
SITE = ROOT / "site"
ASSETS = SITE_SRC / "assets"
OVERRIDES = SITE_SRC / "overrides"

Progress = Callable[[str], None]


@dataclass
class Generated:
    """What one generation wrote: files per language and how many changed."""

    files: dict[str, dict[str, bytes]] = field(default_factory=dict)
    written: list[str] = field(default_factory=list)
    unchanged: int = 0


def language_config(site: Site, lang: str, site_dir: Path, src: Path) -> dict[str, Any]:
    """The per-language mkdocs.yml: inherits the shared file, adds language, nav and folders."""
    other = "pl" if lang == "en" else "en"
    return {
        # absolute paths: the file is staged in src/.staging-<lang>/ and published in a release folder
        "INHERIT": str(ROOT / "mkdocs.yml"),
        "site_name": site.gettext("Dominion rules wiki"),
        "docs_dir": "docs",
        "site_dir": str(site_dir.absolute() / lang),
        "theme": {"language": lang, "custom_dir": str(OVERRIDES)},
        "extra": {"dw_lang": lang, "dw_other": other},
        "hooks": [str(ROOT / "generator" / "search" / "hook.py")],  # search (issue 7)
        "nav": site.nav(),
        "not_in_nav": "\n".join(site.NOT_IN_NAV),
    }


def dump_config(config: dict[str, Any]) -> str:
    """``config`` as YAML: libyaml's emitter when PyYAML has it (the same text as the pure-Python one,
    about thirty times faster on our navigation tree)."""
    dumper = getattr(yaml, "CSafeDumper", yaml.SafeDumper)
    return yaml.dump(config, Dumper=dumper, allow_unicode=True, sort_keys=False)


def render_language(kb: Knowledge, report: CheckReport | None, lang: str, *, site_dir: Path = SITE,
                    src: Path = SITE_SRC, graph: Graph | None = None, defer_sizes: bool = False) -> dict[str, bytes]:
    """Every file of one language, in memory: {relative path: bytes}.

    With ``defer_sizes`` the query page holds placeholders for the download sizes
    (:func:`~generator.site.query_page.fill_sizes` puts them in).
    """
    env = language_env(lang)
    site = Site(kb, report, lang, env, graph=graph)
    site.defer_sizes = defer_sizes
    templates: dict[str, Template] = {}
    files: dict[str, bytes] = {}
    for page in site.pages():
        template = templates.get(page.template)
        if template is None:
            template = templates[page.template] = env.get_template(page.template)
        files[f"docs/{page.path}"] = template.render(**page.context).encode("utf-8")
    for asset in sorted(p for p in ASSETS.rglob("*") if p.is_file()):
        files[f"docs/assets/{asset.relative_to(ASSETS).as_posix()}"] = asset.read_bytes()
    files["mkdocs.yml"] = dump_config(language_config(site, lang, site_dir, src)).encode("utf-8")
    return files


def render(kb: Knowledge, report: CheckReport | None, *, site_dir: Path = SITE,
           src: Path = SITE_SRC, graph: Graph | None = None,
           exports: Forked[dict[str, bytes]] | None = None) -> dict[str, dict[str, bytes]]:
    """Every file of both languages, in memory: {lang: {relative path: bytes}}.

    ``graph`` is the knowledge's compiled RDF graph and ``exports`` its downloads
    (:func:`~generator.site.query_page.start_exports`) when the caller has them (the
    pipeline does).  With two cores the Polish pages are rendered in a forked child while the
    English ones are rendered here, and the downloads (whose sizes the query page shows) are
    serialized in another child meanwhile; the sizes go into both query pages last.  Any
    failure of a child makes its work be done here: the files are the same either way.
    """
    with paused_gc():
        return _render(kb, report, site_dir=site_dir, src=src, graph=graph, exports=exports)


def _render(kb: Knowledge, report: CheckReport | None, *, site_dir: Path, src: Path, graph: Graph | None,
            exports: Forked[dict[str, bytes]] | None) -> dict[str, dict[str, bytes]]:
    shared = query_page.compiled(kb, graph=graph, exports=exports)  # before forking: both languages use it
    others = {lang: Forked(lambda lang=lang: render_language(  # type: ignore[misc]
        kb, report, lang, site_dir=site_dir, src=src, graph=graph, defer_sizes=True)) for lang in LANGS[1:]}
    try:
        out = {LANGS[0]: render_language(kb, report, LANGS[0], site_dir=site_dir, src=src, graph=graph,
                                         defer_sizes=True)}
        out.update({lang: child.result() for lang, child in others.items()})
    finally:
        for child in others.values():
            child.cancel()
    sizes = shared.sizes
    for lang, files in out.items():
        files[f"docs/{query_page.QUERIES}"] = query_page.fill_sizes(files[f"docs/{query_page.QUERIES}"], sizes, lang)
    return out


SITE_ENTRIES = (*LANGS, "index.html")
"""What site/ publishes: one folder per language and the root page."""


def publish(staging: Path, target: Path) -> None:
    """Publish one staged language folder as ``target`` (``src/<lang>`` or ``site/<lang>``), the others kept."""
    publish_release(target.parent, {target.name: staging}, keep=SITE_ENTRIES if target.name in LANGS else ())


def staging_dir(src: Path, lang: str) -> Path:
    """Where the sources of ``lang`` are staged before they are swapped into ``src/lang``."""
    return src / f".staging-{lang}"


def write_sources(files: dict[str, dict[str, bytes]], src: Path = SITE_SRC, *, swap: bool = True) -> Generated:
    """Write the rendered files into src/<lang>/ through a staging folder; reuse unchanged files.

    With ``swap=False`` the staging folders are left for the caller to build from and
    :func:`publish` later, so nothing visible changes until every stage succeeded.
    """
    result = Generated(files=files)
    for lang, pages in files.items():
        part = _stage(lang, pages, src)
        result.written += part.written
        result.unchanged += part.unchanged
    if swap:
        publish_release(src, {lang: staging_dir(src, lang) for lang in files}, keep=LANGS)
    return result


def _stage(lang: str, pages: dict[str, bytes], src: Path, *, skip: str | None = None) -> Generated:
    """Write ``pages`` (all but ``skip``) into a fresh staging folder of ``lang``."""
    staging = staging_dir(src, lang)
    if staging.exists():
        shutil.rmtree(staging)
    staging.mkdir(parents=True)
    result = Generated(files={lang: pages})
    folders: set[Path] = {staging}
    for rel, data in sorted(pages.items()):
        if rel != skip:
            _place(lang, rel, data, src, result, folders)
    return result


def _place(lang: str, rel: str, data: bytes, src: Path, result: Generated, folders: set[Path]) -> None:
    """Stage one file: a hard link to the published one if that has the same bytes, else written."""
    dest = staging_dir(src, lang) / rel
    if dest.parent not in folders:
        dest.parent.mkdir(parents=True, exist_ok=True)
        folders.add(dest.parent)
    previous = src / lang / rel
    if previous.is_file() and previous.read_bytes() == data:
        os.link(previous, dest)
        result.unchanged += 1
    else:
        dest.write_bytes(data)
        result.written.append(f"{lang}/{rel}")


def generate(kb: Knowledge, report: CheckReport | None, *, site_dir: Path = SITE, src: Path = SITE_SRC,
             graph: Graph | None = None, exports: Forked[dict[str, bytes]] | None = None,
             swap: bool = True) -> Generated:
    """:func:`render` then :func:`write_sources`, the same files, faster: each language is staged as
    soon as it is rendered (Polish in a forked child, with two cores), and the query pages, which
    wait for the download sizes, last.  Nothing is published before every page of both
    languages is staged; on an error the staging folders are removed.
    """
    with paused_gc():
        return _generate(kb, report, site_dir=site_dir, src=src, graph=graph, exports=exports, swap=swap)


def _generate(kb: Knowledge, report: CheckReport | None, *, site_dir: Path, src: Path, graph: Graph | None,
              exports: Forked[dict[str, bytes]] | None, swap: bool) -> Generated:
    late = f"docs/{query_page.QUERIES}"
    shared = query_page.compiled(kb, graph=graph, exports=exports)  # before forking: both languages use it

    def stage(lang: str) -> Generated:
        files = render_language(kb, report, lang, site_dir=site_dir, src=src, graph=graph, defer_sizes=True)
        return _stage(lang, files, src, skip=late)
    others = {lang: Forked(lambda lang=lang: stage(lang)) for lang in LANGS[1:]}  # type: ignore[misc]
    try:
        parts = {LANGS[0]: stage(LANGS[0])}
        parts.update({lang: child.result() for lang, child in others.items()})
        sizes = shared.sizes
        result = Generated()
        for lang, part in parts.items():
            files = part.files[lang]
            files[late] = query_page.fill_sizes(files[late], sizes, lang)
            _place(lang, late, files[late], src, part, set())
            result.files[lang] = files
            result.written += part.written
            result.unchanged += part.unchanged
    except BaseException:
        for child in others.values():
            child.cancel()
        for lang in LANGS:
            shutil.rmtree(staging_dir(src, lang), ignore_errors=True)
        raise
    result.written.sort()  # the order write_sources gives: by language, then path
    if swap:
        publish_release(src, {lang: staging_dir(src, lang) for lang in LANGS})
    return result


class _Collect(logging.Handler):
    def __init__(self) -> None:
        super().__init__(logging.WARNING)
        self.messages: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.messages.append(record.getMessage())


def mkdocs_build(lang: str, src: Path = SITE_SRC, site_dir: Path = SITE, *, config_dir: Path | None = None,
                 swap: bool = True) -> Path:
    """Build one language with mkdocs-material into site/<lang>/, strictly, through a staging folder.

    ``config_dir`` is the folder holding the language's mkdocs.yml (default ``src/lang``; the
    pipeline passes the sources' staging folder).  With ``swap=False`` the built staging folder
    is returned unpublished.
    """
    from mkdocs.commands.build import build
    from mkdocs.config import load_config
    from mkdocs.exceptions import Abort, ConfigurationError

    site_dir.mkdir(parents=True, exist_ok=True)
    staging = site_dir / f".staging-{lang}"  # inside site/: on its file system, whichever that is
    if staging.exists():
        shutil.rmtree(staging)
    handler = _Collect()
    logger = logging.getLogger("mkdocs")
    logger.addHandler(handler)
    try:
        config_file = (config_dir or src / lang) / "mkdocs.yml"
        config = load_config(str(config_file), site_dir=str(staging), strict=True)
        build(config)
    except (Abort, ConfigurationError, OSError) as exc:
        shutil.rmtree(staging, ignore_errors=True)
        detail = "\n".join(handler.messages) or str(exc)
        raise BuildError(f"mkdocs build of {lang!r} failed:\n{detail}") from None
    finally:
        logger.removeHandler(handler)
    if handler.messages:
        shutil.rmtree(staging, ignore_errors=True)
        raise BuildError(f"mkdocs build of {lang!r} had warnings:\n" + "\n".join(handler.messages))
    if swap:
        publish(staging, site_dir / lang)
    return staging


REDIRECT = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Dominion rules wiki</title>
<link rel="alternate" hreflang="en" href="en/"><link rel="alternate" hreflang="pl" href="pl/">
<script>(function () {
  var langs = navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language || ""];
  for (var i = 0; i < langs.length; i++) {
    var code = String(langs[i]).toLowerCase().split("-")[0];
    if (code === "pl" || code === "en") { location.replace(code + "/"); return; }
  }
  location.replace("en/");
})();</script>
<noscript><meta http-equiv="refresh" content="0; url=en/"></noscript>
</head><body><p><a href="en/">English</a> · <a href="pl/" lang="pl">Polski</a></p></body></html>
"""


def stage_root(site_dir: Path = SITE) -> Path:
    """Stage the root page of the site (sending readers to /pl/ or /en/ by their browser's languages);
    publish it with the rest."""
    site_dir.mkdir(parents=True, exist_ok=True)
    staged = site_dir / ".staging-index.html"
    staged.write_text(REDIRECT, encoding="utf-8")
    return staged
