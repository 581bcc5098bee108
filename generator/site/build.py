"""One language's sources and site: render site_src/<lang>/ from the build context, build site/<lang>/.

Gather first, write after (like mkdocs' own build): every page of a language is
rendered in memory before anything is written.  Pages are made in units (the catalog's
:class:`~generator.site.catalog.Unit`); a unit whose reads all have the fingerprints they
had in the previous build is not made again, its published pages are kept
(generator.site.reads).  Writing goes to a staging folder that is published later
(generator.pipeline does it once every stage of both languages succeeded); a kept or
unchanged file is hard-linked from the previous build, so regeneration rewrites only
pages that changed and an interrupted build leaves the previous output untouched.
"""

from __future__ import annotations

import json
import logging
import os
import shutil
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml
from jinja2 import Environment, FileSystemLoader, Template
from markupsafe import Markup
from mkdocs.commands.build import build as mkdocs
from mkdocs.config import load_config
from mkdocs.exceptions import Abort, ConfigurationError

from generator.errors import BuildError
from generator.kb.cache import Cache
from generator.kb.schema import Knowledge
from generator.publish import current_release
from generator.publish import publish as publish_release
from generator.search.hook import KNOWLEDGE
from generator.site.catalog import NOT_IN_NAV, nav, units
from generator.site.context import BuildContext, PageContext
from generator.site.i18n import KEEP_TEMPLATES, LANG_NAMES, LANGS, TEMPLATE_CACHE, TEMPLATES, make_env
from generator.site.reads import PagesRecord, Reads, recorded

ROOT = Path(__file__).resolve().parents[2]
SITE_SRC = ROOT / "site_src"
SITE = ROOT / "site"
ASSETS = SITE_SRC / "assets"
OVERRIDES = SITE_SRC / "overrides"

@dataclass
class Generated:
    """What staging wrote: the files written (``lang/path``) and how many were unchanged (hard-linked)."""

    written: list[str] = field(default_factory=list)
    unchanged: int = 0
    record: PagesRecord = field(default_factory=PagesRecord)
    """What each unit of pages read and made (see :class:`Rendered`)."""
    made: int = 0
    """How many units were made; the others' pages were kept from the previous build."""


def language_config(ctx: PageContext, nav: list[Any], site_dir: Path) -> dict[str, Any]:
    """The per-language mkdocs.yml: inherits the shared file, adds language, nav and folders."""
    lang = ctx.lang
    other = "pl" if lang == "en" else "en"
    return {
        # absolute paths: the file is staged in src/.staging-<lang>/ and published in a release folder
        "INHERIT": str(ROOT / "mkdocs.yml"),
        "site_name": ctx.gettext("Dominion rules wiki"),
        "docs_dir": "docs",
        "site_dir": str(site_dir.absolute() / lang),
        "theme": {"language": lang, "custom_dir": str(OVERRIDES)},
        "extra": {"dw_lang": lang, "dw_other": other, "dw_langs": [[code, name] for code, name in LANG_NAMES.items()]},
        "hooks": [str(ROOT / "generator" / "search" / "hook.py")],  # search (issue 7)
        "nav": nav,
        "not_in_nav": "\n".join(NOT_IN_NAV),
    }


def dump_config(config: dict[str, Any]) -> str:
    """``config`` as YAML: libyaml's emitter when PyYAML has it (the same text as the pure-Python one,
    about thirty times faster on our navigation tree)."""
    dumper = getattr(yaml, "CSafeDumper", yaml.SafeDumper)
    return yaml.dump(config, Dumper=dumper, allow_unicode=True, sort_keys=False)


@dataclass
class Rendered:
    """One language's sources: the files made now, and the pages kept from the previous build."""

    files: dict[str, bytes] = field(default_factory=dict)
    """Relative path → bytes."""
    kept: list[str] = field(default_factory=list)
    """Relative paths of pages taken as they are from the previous build's published sources."""
    record: PagesRecord = field(default_factory=PagesRecord)
    """What each unit read and made (kept units keep their record)."""
    made: int = 0
    """How many units were made (the others were kept)."""


@dataclass(frozen=True)
class Previous:
    """The previous build of a language: its published sources and what each unit read then."""

    folder: Path
    record: PagesRecord


def make_language(build: BuildContext, lang: str, *, site_dir: Path = SITE,
                  previous: Previous | None = None, cache: Cache | None = None) -> Rendered:
    """Every file of one language, in memory; with ``previous``, the pages of every unit whose reads all
    have the same fingerprints as then are kept instead (generator.site.reads).  ``cache`` is the build
    cache the compiled templates are kept in."""
    env = make_env(lang, cache=cache)
    reads = Reads()
    ctx = PageContext(build.watched(reads), lang, env, reads)
    now = build.fingerprints()
    templates: dict[str, Template] = {}
    out = Rendered()
    changed = previous.record.changed(now) if previous is not None else set()
    for unit in units(ctx):
        old = None if previous is None or unit.always else previous.record.units.get(unit.key)
        if old is not None and previous is not None and old.reads.isdisjoint(changed) and all(
                (previous.folder / "docs" / path).is_file() for path in old.paths):
            out.kept += [f"docs/{path}" for path in old.paths]
            out.record.add(unit.key, old, now)
            continue
        with reads.recording() as found:
            if unit.record is not None:
                reads.note(unit.record)
            made = unit.make()
            for page in made:
                template = templates.get(page.template)
                if template is None:
                    template = templates[page.template] = env.get_template(page.template)
                out.files[f"docs/{page.path}"] = template.render(**page.context).encode("utf-8")
        out.record.add(unit.key, recorded(found, [page.path for page in made]), now)
        out.made += 1
    for asset in sorted(p for p in ASSETS.rglob("*") if p.is_file()):
        out.files[f"docs/assets/{asset.relative_to(ASSETS).as_posix()}"] = asset.read_bytes()
    out.files["mkdocs.yml"] = dump_config(language_config(ctx, nav(ctx), site_dir)).encode("utf-8")
    if cache is not None:
        cache.prune(TEMPLATE_CACHE, KEEP_TEMPLATES)  # only when a template was compiled (and stored) now
    return out


PAGES = "pages"
"""The build cache's namespace for what each language's units read (one entry per sources folder and language)."""


def _record_key(src: Path, lang: str) -> str:
    return f"{src.resolve()}\0{lang}"


def previous_build(cache: Cache, src: Path, lang: str, shared: str | None) -> Previous | None:
    """What the last build of ``lang`` into ``src`` read, if it is still the published one and every page's
    shared inputs (``shared``, see generator.site.reads.shared_inputs) are the same."""
    if shared is None:
        return None
    entry = cache.get(PAGES, _record_key(src, lang))
    release = current_release(src)
    if not isinstance(entry, dict) or release is None or entry.get("release") != release.name \
            or entry.get("shared") != shared:
        return None
    try:
        return Previous(src / lang, PagesRecord.from_json(entry["record"]))
    except (KeyError, TypeError, ValueError):  # a damaged entry costs a full generation, never a stale page
        return None


def remember_build(cache: Cache, src: Path, lang: str, shared: str | None, made: Generated) -> None:
    """Store what each unit of the just-published ``lang`` read (see :func:`previous_build`)."""
    release = current_release(src)
    if shared is None or release is None:
        return
    cache.put(PAGES, _record_key(src, lang), {"release": release.name, "shared": shared,
                                              "record": made.record.to_json()})


def render_language(build: BuildContext, lang: str, *, site_dir: Path = SITE) -> dict[str, bytes]:
    """Every file of one language, all made now, in memory: {relative path: bytes}."""
    return make_language(build, lang, site_dir=site_dir).files


def render(build: BuildContext, *, site_dir: Path = SITE) -> dict[str, dict[str, bytes]]:
    """Every file of both languages, in memory, one language after the other: {lang: {path: bytes}}."""
    return {lang: render_language(build, lang, site_dir=site_dir) for lang in LANGS}


SITE_ENTRIES = (*LANGS, "index.html")
"""What site/ publishes: one folder per language and the root page."""


def publish(staging: Path, target: Path) -> None:
    """Publish one staged language folder as ``target`` (``src/<lang>`` or ``site/<lang>``), the others kept."""
    publish_release(target.parent, {target.name: staging}, keep=SITE_ENTRIES if target.name in LANGS else ())


def staging_dir(src: Path, lang: str) -> Path:
    """Where the sources of ``lang`` are staged before they are swapped into ``src/lang``."""
    return src / f".staging-{lang}"


def stage(lang: str, pages: dict[str, bytes], src: Path, kept: Sequence[str] = ()) -> Generated:
    """Write ``pages`` into a fresh staging folder of ``lang``: a file with the same bytes as the published
    one is a hard link to it, so only pages that changed are written; so is each of ``kept`` (relative
    paths of published files taken as they are)."""
    staging = staging_dir(src, lang)
    if staging.exists():
        shutil.rmtree(staging)
    staging.mkdir(parents=True)
    result = Generated()
    folders: set[Path] = {staging}
    def folder_of(dest: Path) -> None:
        if dest.parent not in folders:
            dest.parent.mkdir(parents=True, exist_ok=True)
            folders.add(dest.parent)
    for rel in sorted(kept):
        folder_of(staging / rel)
        os.link(src / lang / rel, staging / rel)
        result.unchanged += 1
    for rel, data in sorted(pages.items()):
        dest = staging / rel
        folder_of(dest)
        previous = src / lang / rel
        if previous.is_file() and previous.read_bytes() == data:
            os.link(previous, dest)
            result.unchanged += 1
        else:
            dest.write_bytes(data)
            result.written.append(f"{lang}/{rel}")
    return result


class _Collect(logging.Handler):
    def __init__(self) -> None:
        super().__init__(logging.WARNING)
        self.messages: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.messages.append(record.getMessage())


def mkdocs_build(lang: str, src: Path = SITE_SRC, site_dir: Path = SITE, *, config_dir: Path | None = None,
                 swap: bool = True, knowledge: Knowledge | None = None) -> Path:
    """Build one language with mkdocs-material into site/<lang>/, strictly, through a staging folder.

    ``config_dir`` is the folder holding the language's mkdocs.yml (default ``src/lang``; the
    pipeline passes the sources' staging folder).  With ``swap=False`` the built staging folder
    is returned unpublished.  ``knowledge`` is what the pages were made from: the search hook takes its
    aliases from it instead of loading the knowledge again.
    """
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
        if knowledge is not None:
            config[KNOWLEDGE] = knowledge
        mkdocs(config)
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




def root_page() -> str:
    """The site's root page: it sends readers on to the first of their browser's languages the site has
    (English when none), with a link to each language for readers without scripts."""
    env = Environment(loader=FileSystemLoader(str(TEMPLATES)), autoescape=True, keep_trailing_newline=True)
    return env.get_template("root.html.j2").render(
        langs=LANG_NAMES.items(), default=LANGS[0], title="Dominion rules wiki",
        codes_json=Markup(json.dumps(list(LANGS))))


def stage_root(site_dir: Path = SITE) -> Path:
    """Stage the root page of the site (sending readers to /pl/ or /en/ by their browser's languages);
    publish it with the rest."""
    site_dir.mkdir(parents=True, exist_ok=True)
    staged = site_dir / ".staging-index.html"
    staged.write_text(root_page(), encoding="utf-8")
    return staged
