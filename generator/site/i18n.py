"""Interface strings through Babel gettext: catalogs, Jinja environments, lists and collation.

English is the source language.  The Polish catalog
(translations/pl/LC_MESSAGES/messages.po) is checked and compiled in memory
at build time, so a stale .mo file can never be used by mistake.
"""

from __future__ import annotations

import gettext
import io
from collections.abc import Callable, Iterable
from functools import lru_cache
from pathlib import Path
from typing import TypeVar

import icu
from babel import Locale
from babel.lists import _resolve_list_style
from babel.messages.mofile import write_mo
from babel.messages.pofile import PoFileError, read_po
from babel.support import Translations
from jinja2 import BytecodeCache, Environment, FileSystemLoader, StrictUndefined
from jinja2.bccache import Bucket

from generator.errors import TranslationError
from generator.kb.cache import Cache
from generator.site.text import attr

ROOT = Path(__file__).resolve().parents[2]
TRANSLATIONS = ROOT / "translations"
TEMPLATES = Path(__file__).resolve().parent / "templates"
LANGS = ("en", "pl")
LANG_NAMES = {"en": "English", "pl": "Polski"}
"""Each language's name in itself, as the language links show it."""
T = TypeVar("T")


def load_translations(lang: str, folder: Path = TRANSLATIONS) -> gettext.NullTranslations:
    """The compiled catalog for ``lang`` (English uses the source strings)."""
    if lang == "en":
        return gettext.NullTranslations()
    po = folder / lang / "LC_MESSAGES" / "messages.po"
    if not po.exists():
        raise TranslationError(f"{po}: catalog for {lang!r} is missing")
    try:
        with po.open("rb") as fh:
            catalog = read_po(fh, locale=lang, abort_invalid=True)
    except (PoFileError, ValueError) as exc:
        raise TranslationError(f"{po}: {exc}") from None
    problems: list[str] = []
    for message in catalog:
        if message.id and isinstance(message.string, tuple) and any(message.string) and not all(message.string):
            problems.append(f"{po}:{message.lineno}: {message.id!r}: wrong number of plural forms "
                            f"(expected {catalog.num_plurals}, some are missing)")
    for message, errors in catalog.check():
        for error in errors:
            problems.append(f"{po}:{message.lineno}: {message.id!r}: {error}")
    if problems:
        raise TranslationError("broken translation catalog:\n" + "\n".join(problems))
    buffer = io.BytesIO()
    write_mo(buffer, catalog)
    buffer.seek(0)
    return Translations(buffer)


def join_list(items: list[str], lang: str) -> str:
    """"A, B and C" / "A, B i C" with Babel's list patterns (what ``babel.lists.format_list`` does,
    but with the patterns looked up once per language: formatting was a notable cost of generation)."""
    if len(items) < 2:
        return items[0] if items else ""
    patterns = _list_patterns(lang)
    if len(items) == 2 and "2" in patterns:
        return patterns["2"].format(*items)
    result = patterns["start"].format(items[0], items[1])
    for item in items[2:-1]:
        result = patterns["middle"].format(result, item)
    return patterns["end"].format(result, items[-1])


@lru_cache(maxsize=8)
def _list_patterns(lang: str) -> dict[str, str]:
    """The standard ("and") list patterns of ``lang``, resolved by Babel."""
    return dict(_resolve_list_style(Locale.parse(lang), "standard"))


@lru_cache(maxsize=4)
def _collator(lang: str) -> icu.Collator:
    return icu.Collator.createInstance(icu.Locale({"en": "en_GB", "pl": "pl_PL"}.get(lang, lang)))


def sort_key(lang: str) -> Callable[[str], bytes]:
    """ICU's collation key for ``lang``: in Polish ą sorts after a, ł after l, ś after s, ź and ż after z."""
    key: Callable[[str], bytes] = _collator(lang).getSortKey
    return key


def sorted_by(items: Iterable[T], key: Callable[[T], str], lang: str) -> list[T]:
    """``items`` in the alphabetical order of ``lang``; equal names keep a fixed order, even from a set."""
    if isinstance(items, (set, frozenset)):
        items = sorted(items, key=repr)  # a set's order changes from run to run (string hashing); ties must not
    collate = sort_key(lang)
    return sorted(items, key=lambda item: collate(key(item)))


@lru_cache(maxsize=4)
def locale(lang: str) -> Locale:
    """The Babel locale of ``lang``."""
    return Locale.parse(lang)


TEMPLATE_CACHE = "templates"
"""The build cache's namespace for compiled templates."""
KEEP_TEMPLATES = 200


class CompiledTemplates(BytecodeCache):
    """Jinja's compiled templates kept in the build cache, so that a build compiles only templates that changed.

    An entry's key names the template, the SHA-1 of its source (Jinja's checksum) and every
    environment setting that changes the compiled code; Jinja itself refuses bytecode of
    another Jinja or Python version.
    """

    def __init__(self, cache: Cache, settings: str) -> None:
        self.cache = cache
        self.settings = settings

    def _key(self, bucket: Bucket) -> str:
        return f"{self.settings} {bucket.key} {bucket.checksum}"

    def load_bytecode(self, bucket: Bucket) -> None:
        data = self.cache.get_blob(TEMPLATE_CACHE, self._key(bucket))
        if data is not None:
            bucket.bytecode_from_string(data)  # a stale or foreign header leaves the bucket empty

    def dump_bytecode(self, bucket: Bucket) -> None:
        self.cache.put_blob(TEMPLATE_CACHE, self._key(bucket), bucket.bytecode_to_string())


def make_env(lang: str, folder: Path = TRANSLATIONS, *, cache: Cache | None = None) -> Environment:
    """A Jinja environment rendering Markdown pages in ``lang`` with gettext installed.

    With a build ``cache``, compiled templates are taken from it and stored in it (:class:`CompiledTemplates`).
    """
    env = Environment(loader=FileSystemLoader(str(TEMPLATES)), undefined=StrictUndefined, autoescape=False,
                      auto_reload=False,  # one environment per build: templates do not change meanwhile
                      keep_trailing_newline=True, trim_blocks=True, lstrip_blocks=True,
                      extensions=["jinja2.ext.i18n"])
    translations = load_translations(lang, folder)
    env.install_gettext_translations(translations, newstyle=True)  # type: ignore[attr-defined]
    env.globals["catalog"] = translations
    env.globals["lang"] = lang
    env.filters["join_list"] = lambda items: join_list(list(items), lang)
    env.filters["attr"] = attr
    if cache is not None:
        settings = (f"trim={env.trim_blocks} lstrip={env.lstrip_blocks} newline={env.keep_trailing_newline} "
                    f"escape={env.autoescape} newstyle={env.newstyle_gettext} "  # type: ignore[attr-defined]
                    f"ext={','.join(sorted(env.extensions))}")
        env.bytecode_cache = CompiledTemplates(cache, settings.replace(" ", ";"))
    return env
