"""The translation status page: coverage per section, every untranslated text with its file and line.

The list of untranslated texts is an HTML table (written by this module, every text escaped with
:func:`~generator.site.text.attr`), so a location such as ``knowledge/cards/base.yaml:12`` is shown
exactly as it is written and can be copied into an editor; each row carries its section and
expansion for the page's filters (site_src/assets/status.js).  Card names of sets never printed in
Polish are counted apart: they have no Polish edition, which is no translation gap.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, fields
from typing import Any

from generator.errors import Location
from generator.kb.schema import Card, Text
from generator.site.context import Page, PageContext
from generator.site.i18n import sorted_by
from generator.site.indexes import PLURAL_SAMPLES
from generator.site.labels import N_
from generator.site.text import attr, escape, page_path, url

SECTIONS = (("card", N_("Cards")), ("rule", N_("Rules and concepts")), ("term", N_("Glossary")),
            ("example", N_("Examples")), ("expansion", N_("Expansions")), ("pile", N_("Piles")))
HERE = "translation.md"


@dataclass(frozen=True)
class Entry:
    """One bilingual text of a record: where it is written, whether Polish exists, the expansion it is about."""

    kind: str
    rid: str
    field: str
    text: Text
    loc: Location
    expansion: str | None = None
    no_polish_edition: bool = False
    """A card's name from a set never printed in Polish: English by convention, not a gap."""

    @property
    def where(self) -> str:
        """``path:line``, as an editor opens it."""
        return f"{self.loc.path}:{self.loc.line}" if self.loc.line is not None else self.loc.path


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


def _expansion(site: PageContext, kind: str, record: Any) -> str | None:
    """The expansion a record belongs to: a card's or expansion's own, an example's or pile's first card's."""
    if kind == "card":
        return str(record.expansion)
    if kind == "expansion":
        return str(record.id)
    cards = list(getattr(record, "cards", ()) or ())
    first = site.kb.cards.get(cards[0]) if cards else None
    return first.expansion if first is not None else None


def entries(site: PageContext) -> list[Entry]:
    """Every bilingual text in the knowledge, section by section, in file order."""
    out = []
    for kind, _ in SECTIONS:
        for rid, record in site.kb.kind_table(kind).items():
            exp = _expansion(site, kind, record)
            for name, text, loc in _texts(record):
                unprinted = (kind == "card" and name == "name" and text.pl is None and isinstance(record, Card)
                             and not site.printed_in_polish(record))
                out.append(Entry(kind, rid, name, text, loc, exp, unprinted))
    return out


def count_forms(site: PageContext) -> list[tuple[str, str]]:
    """"{num} texts shown" in each plural category of the language, for the filter script (Intl.PluralRules)."""
    out = []
    for category, n in PLURAL_SAMPLES.get(site.lang, PLURAL_SAMPLES["en"]):
        text = site.ngettext("%(num)d text shown", "%(num)d texts shown", n) % {"num": n}
        out.append((category, attr(text.replace(str(n), "{num}", 1))))
    return out


def status_page(site: PageContext) -> Page:
    """Coverage per section, the names with no Polish edition, and the filterable list of untranslated texts."""
    r = site.renderer(HERE)
    found = entries(site)
    gaps = [e for e in found if not e.no_polish_edition]
    rows = []
    for kind, title in SECTIONS:
        mine = [e for e in gaps if e.kind == kind]
        done = sum(1 for e in mine if e.text.pl is not None)
        share = f"{100 * done / len(mine):.0f}%" if mine else "—"
        rows.append([escape(site.t(title)), str(done), str(len(mine)), share])
    total = sum(1 for e in gaps if e.text.pl is not None)
    label = site._("Total")
    rows.append([f"**{escape(label)}**", str(total), str(len(gaps)),
                 f"{100 * total / len(gaps):.0f}%" if gaps else "—"])
    head = [escape(site.t(h)) for h in (N_("Section"), N_("Translated"), N_("Texts"), N_("Coverage"))]
    section_names = dict(SECTIONS)

    def exp_name(exp: str | None) -> str:
        return site.kb.expansions[exp].name.show(site.lang) if exp in site.kb.expansions else site._("none")

    missing = []
    for e in gaps:
        if e.text.pl is not None:
            continue
        missing.append({
            "section": attr(e.kind), "expansion": attr(e.expansion or ""),
            "href": attr(url(page_path(e.kind, e.rid), HERE)), "name": attr(r.name(e.kind, e.rid)),
            "section_label": attr(site.t(section_names[e.kind])), "field": attr(e.field), "where": attr(e.where),
            "english": attr(e.text.en)})
    sections = [(kind, attr(site.t(title))) for kind, title in SECTIONS if any(m["section"] == kind for m in missing)]
    exps = sorted_by({e.expansion or "" for e in gaps if e.text.pl is None}, exp_name, site.lang)
    unprinted = Counter(e.expansion or "" for e in found if e.no_polish_edition)
    no_edition = [{"expansion": escape(exp_name(x)), "count": n}
                  for x, n in ((x, unprinted[x]) for x in sorted_by(unprinted, exp_name, site.lang))]
    return Page(HERE, "status.md.j2", {
        **site.base(site._("Translation status")), "head": head, "rows": rows, "missing": missing,
        "sections": sections, "expansions": [(attr(x), attr(exp_name(x))) for x in exps],
        "count_forms": count_forms(site),
        "no_edition": no_edition, "no_edition_total": sum(unprinted.values())})
