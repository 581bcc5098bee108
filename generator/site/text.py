"""Turn knowledge texts into safe Markdown: literal text, links for ``[[kind:id]]``.

Knowledge texts are data, never markup: HTML, Markdown and template syntax
written in them is escaped so it shows literally.  Only ``[[...]]`` links are
interpreted, becoming relative Markdown links in the page's language (mkdocs
then checks them in strict mode).

This module owns escaping; every writer of generated pages uses one of its three
functions, chosen by where the text goes:

* :func:`escape`: Markdown that Python-Markdown renders (page bodies, tables);
* :func:`attr`: HTML the theme writes as it is (titles in front matter and the
  navigation, attribute values, raw HTML blocks, SVG);
* :func:`script_json`: JSON inside a ``<script>`` element (JSON-LD).
"""

from __future__ import annotations

import html
import json
import posixpath
import re
from collections.abc import Callable, Mapping
from functools import lru_cache
from typing import Any

from generator.kb.refs import find_refs
from generator.kb.schema import Knowledge, Term, Text

MD_SPECIAL = re.compile(r"([\\`*_{}\[\]()#+\-!|])")
LINE_START = re.compile(r"^([ \t]*)(\d+(?=[.)])|=)", re.MULTILINE)
"""Line starts Markdown would read as an ordered list (``1.``) or a heading underline (``===``)."""

PAGE_DIRS = {"card": "cards", "rule": "rules", "term": "glossary", "example": "examples", "expansion": "expansions",
             "pile": "piles"}


def page_path(kind: str, rid: str) -> str:
    """The Markdown source path of an entity's page (the same in both languages)."""
    return f"{PAGE_DIRS[kind]}/{rid}.md"


def relative(target: str, here: str) -> str:
    """The relative link from page ``here`` to page ``target`` (both docs-relative .md paths)."""
    return _relative(target, posixpath.dirname(here) or ".")


@lru_cache(maxsize=1 << 16)
def _relative(target: str, folder: str) -> str:
    """Cached by folder: pages link to the same few thousand targets from a handful of folders, and
    ``posixpath.relpath`` (two ``abspath`` calls each) was the largest cost of generation."""
    return posixpath.relpath(target, folder)


@lru_cache(maxsize=1 << 16)
def url(target: str, here: str) -> str:
    """The relative URL (directory URLs) from page ``here`` to page ``target``, for raw HTML links (cached)."""
    def folder(path: str) -> str:
        stem = path[:-3]
        return stem[: -len("index")] if stem == "index" or stem.endswith("/index") else stem + "/"
    rel = posixpath.relpath(folder(target) or ".", folder(here) or ".")
    return "./" if rel == "." else rel + "/"


def attr(text: str, *, quote: bool = True) -> str:
    """``text`` escaped for an HTML attribute or element content (``quote=False``: content only,
    quotes kept as they are, as in page titles)."""
    return html.escape(text, quote=quote)


def escape(text: str) -> str:
    """``text`` as literal Markdown: no HTML, no emphasis, no links, no headings, no lists."""
    out = MD_SPECIAL.sub(r"\\\1", html.escape(text, quote=False))
    if "=" in out or "." in out or ")" in out:
        out = LINE_START.sub(_line_start, out)
    return out


def _line_start(m: re.Match[str]) -> str:
    """``1.`` → ``1\\.`` (a number, not a list item); ``=`` → ``&#61;`` (not a heading underline)."""
    lead, what = m.group(1), m.group(2)
    return lead + ("&#61;" if what == "=" else what + "\\")


def script_json(data: Any) -> str:
    """``data`` as compact JSON that cannot break out of a ``<script>`` element.

    ``<``, ``>`` and ``&`` become ``\\u003c``, ``\\u003e`` and ``\\u0026`` (the same JSON strings
    for any reader), so no text can close the element or open an HTML comment.
    """
    text = json.dumps(data, ensure_ascii=False, sort_keys=True, separators=(",", ":"))
    return (text.replace("&", "\\u0026").replace("<", "\\u003c").replace(">", "\\u003e")
            .replace("\u2028", "\\u2028").replace("\u2029", "\\u2029"))


def attr_json(value: Any) -> str:
    """``value`` as JSON inside a double-quoted HTML attribute."""
    return attr(json.dumps(value, ensure_ascii=False))


class Renderer:
    """Renders texts for one page in one language."""

    def __init__(self, kb: Knowledge, lang: str, here: str, untranslated: Callable[[str], str],
                 named: Mapping[str, Term], macros: Any) -> None:
        self.kb = kb
        self.macros = macros
        """The markup snippets (templates/macros.md.j2) the spans below are written with."""
        self.named = named
        """The glossary term naming each card type and zone (the build context's)."""
        self.lang = lang
        self.here = here
        self.untranslated = untranslated

    def name(self, kind: str, rid: str) -> str:
        """The display name of an entity in this language (English when untranslated)."""
        record = self.kb.kind_table(kind)[rid]
        text: Text = getattr(record, "name", None) or getattr(record, "title", None) or record.term
        return text.show(self.lang)

    def link(self, kind: str, rid: str, label: str | None = None) -> str:
        """A Markdown link to an entity's page."""
        shown = escape(label if label is not None else self.name(kind, rid))
        return str(self.macros.link(shown, relative(page_path(kind, rid), self.here)))

    def inline(self, value: str) -> str:
        """One text with its ``[[...]]`` links made into Markdown links."""
        out: list[str] = []
        pos = 0
        for ref in find_refs(value):
            out.append(escape(value[pos:ref.start]))
            out.append(self.link(ref.kind, ref.id, ref.label))
            pos = ref.end
        out.append(escape(value[pos:]))
        return "".join(out)

    def plain(self, value: str) -> str:
        """A text with its ``[[...]]`` links replaced by their shown words (for page descriptions)."""
        out: list[str] = []
        pos = 0
        for ref in find_refs(value):
            out += [value[pos:ref.start], ref.label if ref.label is not None else self.name(ref.kind, ref.id)]
            pos = ref.end
        return "".join(out) + value[pos:]

    def text(self, text: Text | None) -> str:
        """A bilingual text in this language; English with a visible marker when untranslated."""
        if text is None:
            return ""
        value = text.get(self.lang)
        if value is not None:
            return self.inline(value)
        return str(self.macros.english(self.inline(text.en), untranslated=True)) + self.untranslated(self.lang)

    def polish_name(self, text: Text) -> str:
        """The Polish name on a page of either language; a dash when there is none yet."""
        if text.pl is not None:
            return str(self.macros.polish(escape(text.pl)))
        return "—"

    def plain_name(self, text: Text) -> str:
        """A name as escaped text, marked when untranslated."""
        value = text.get(self.lang)
        if value is not None:
            return escape(value)
        return str(self.macros.english(escape(text.en))) + self.untranslated(self.lang)
