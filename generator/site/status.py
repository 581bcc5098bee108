"""The translation status page: coverage per section, every untranslated text with its file and line."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, fields
from typing import Any

from generator.errors import Location
from generator.kb.schema import Text
from generator.site.context import Page, PageContext
from generator.site.labels import N_
from generator.site.text import escape

SECTIONS = (("card", N_("Cards")), ("rule", N_("Rules and concepts")), ("term", N_("Glossary")),
            ("example", N_("Examples")), ("expansion", N_("Expansions")), ("pile", N_("Piles")))


@dataclass(frozen=True)
class Entry:
    """One bilingual text of a record: where it is written and whether Polish exists."""

    kind: str
    rid: str
    field: str
    text: Text
    loc: Location


def _texts(record: Any, prefix: str = "") -> Iterator[tuple[str, Text, Location]]:
    locs: dict[str, Location] = getattr(record, "field_locs", {}) or {}
    for f in fields(record):
        value = getattr(record, f.name)
        if isinstance(value, Text):
            yield prefix + f.name, value, locs.get(f.name, record.loc)
        elif isinstance(value, tuple):
            for index, item in enumerate(value):
                if hasattr(item, "__dataclass_fields__") and hasattr(item, "loc"):
                    yield from _texts(item, f"{prefix}{f.name}[{index}].")


def entries(site: PageContext) -> list[Entry]:
    """Every bilingual text in the knowledge, section by section, in file order.

    The name of a card no Polish edition printed is left out: it has no Polish edition, so it is no gap.
    """
    out = []
    for kind, _ in SECTIONS:
        for rid, record in site.kb.kind_table(kind).items():
            out += [Entry(kind, rid, name, text, loc) for name, text, loc in _texts(record)
                    if not (kind == "card" and name == "name" and text.pl is None
                            and not site.printed_in_polish(record))]
    return out


def status_page(site: PageContext) -> Page:
    """Coverage per section and the list of untranslated texts (with knowledge file and line)."""
    here = "translation.md"
    r = site.renderer(here)
    found = entries(site)
    rows = []
    for kind, title in SECTIONS:
        mine = [e for e in found if e.kind == kind]
        done = sum(1 for e in mine if e.text.pl is not None)
        share = f"{100 * done / len(mine):.0f}%" if mine else "—"
        rows.append([escape(site.t(title)), str(done), str(len(mine)), share])
    total = sum(1 for e in found if e.text.pl is not None)
    label = site._("Total")
    rows.append([f"**{escape(label)}**", str(total), str(len(found)),
                 f"{100 * total / len(found):.0f}%" if found else "—"])
    missing = [{"link": r.link(e.kind, e.rid) if e.kind in ("card", "rule", "term", "example", "expansion", "pile")
                else escape(e.rid), "field": escape(e.field), "where": escape(f"{e.loc.path}:{e.loc.line}"),
                "english": escape(e.text.en)} for e in found if e.text.pl is None]
    head = [escape(site.t(h)) for h in (N_("Section"), N_("Translated"), N_("Texts"), N_("Coverage"))]
    return Page(here, "status.md.j2", {**site.base(site._("Translation status")), "head": head, "rows": rows,
                                        "missing": missing})
