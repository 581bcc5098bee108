"""A build after an edit makes again only the pages that read what changed, and gives the bytes a fresh build gives.

Rule checked: generator.site.reads: every page unit remembers what it read; a later build keeps a unit's
published pages only when nothing it read has another fingerprint and nothing every page shares changed.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from generator.kb.cache import Cache
from generator.pipeline import build_site
from generator.site import build as site_build
from generator.site.context import PageContext
from generator.site.i18n import LANGS, make_env
from generator.site.reads import ALL, Reads, ReadTable
from tests.helpers import KNOWLEDGE, tree_snapshot

pytestmark = pytest.mark.xdist_group("incremental")

EDITS = (
    # a card's name: every page that links to Witch, lists it or shows its expansion's navigation box
    ("cards/base.yaml", "name: {en: Witch,", "name: {en: Witch (edited),"),
    # a new link in a text: Hermit's page (nothing else on it changes) now lists Witch among the pages linking to it
    ("cards/base.yaml", "It is an Attack: each other player gains",
     "It is an Attack (unlike [[card:hermit]]): each other player gains"),
    # an example's title: the pages of the cards it is about list it
    ("examples/base.yaml", "      en: Cellar trades two Estates for two new cards",
     "      en: Cellar trades two Estates for two fresh cards"),
    # a rule's definition
    ("rules/supply.yaml", "      en: The Supply is the set of piles players may buy from",
     "      en: The Supply is the set of all piles players may buy from"),
)
ALWAYS = 2
"""Units made in every build, per language (the SPARQL page and the named queries' pages)."""


def _edit(root: Path, edits: tuple[tuple[str, str, str], ...]) -> None:
    for name, old, new in edits:
        path = root / name
        text = path.read_text(encoding="utf-8")
        assert text.count(old) == 1, (name, old)
        path.write_text(text.replace(old, new), encoding="utf-8")


def test_an_edit_regenerates_the_pages_a_fresh_build_would_give(tmp_path: Path) -> None:
    """After edits of a name, a link, an example and a rule, the kept and remade pages together equal a fresh
    build's, byte for byte; a build with nothing changed makes only the units made every time."""
    knowledge = tmp_path / "knowledge"
    shutil.copytree(KNOWLEDGE, knowledge)
    src, site, build = tmp_path / "site_src", tmp_path / "site", tmp_path / "build"
    first = build_site(root=knowledge, src=src, site_dir=site, build_dir=build, mkdocs=False)
    units = first.made
    assert units > 3000  # both languages: every card, rule, term, example, expansion and pile has its unit
    same = build_site(root=knowledge, src=src, site_dir=site, build_dir=build, mkdocs=False)
    assert (same.made, same.written) == (ALWAYS * len(LANGS), [])

    _edit(knowledge, EDITS)
    edited = build_site(root=knowledge, src=src, site_dir=site, build_dir=build, mkdocs=False)
    fresh_src = tmp_path / "fresh_src"  # another sources folder: nothing to keep, every page made
    fresh = build_site(root=knowledge, src=fresh_src, site_dir=tmp_path / "fresh_site", build_dir=build,
                       mkdocs=False)
    assert fresh.made == units
    assert ALWAYS * len(LANGS) < edited.made < units // 5
    mine, theirs = tree_snapshot(src), tree_snapshot(fresh_src)
    assert sorted(mine) == sorted(theirs)
    differing = sorted(path for path, data in mine.items() if theirs[path] != data)
    assert differing == ["en/mkdocs.yml", "pl/mkdocs.yml"]  # they name the site folder, which differs here
    for lang in LANGS:
        assert mine[f"{lang}/mkdocs.yml"].replace(str(site).encode(), str(tmp_path / "fresh_site").encode()) \
            == theirs[f"{lang}/mkdocs.yml"]
    written = set(edited.written)
    assert {"en/docs/cards/witch.md", "en/docs/cards/chapel.md", "en/docs/cards/hermit.md", "pl/docs/cards/hermit.md",
            "en/docs/cards/cellar.md", "en/docs/rules/supply.md"} <= written
    assert b"Witch \\(edited\\)" in mine["en/docs/cards/chapel.md"]  # its navigation box names it (Markdown)
    assert "en/docs/cards/platinum.md" not in written  # reads nothing that changed


def test_a_record_of_another_release_is_not_used(tmp_path: Path) -> None:
    """What a build read is used only while the sources it published are still the published ones."""
    cache = Cache(tmp_path / "cache")
    src = tmp_path / "src"
    (src / ".release-a" / "en").mkdir(parents=True)
    (src / ".current").symlink_to(".release-a")
    made = site_build.Generated()
    site_build.remember_build(cache, src, "en", "shared", made)
    assert site_build.previous_build(cache, src, "en", "shared") is not None
    assert site_build.previous_build(cache, src, "en", "other") is None  # code, results or claims changed
    assert site_build.previous_build(cache, src, "en", None) is None  # results of unknown inputs
    (src / ".release-b" / "en").mkdir(parents=True)
    (src / ".current").unlink()
    (src / ".current").symlink_to(".release-b")  # another build published since
    assert site_build.previous_build(cache, src, "en", "shared") is None


def test_a_shared_lookup_counts_for_every_page_that_uses_it() -> None:
    """A lookup made once for several pages (PageContext.memo) notes its reads for each of them."""
    reads = Reads()
    ctx = _context(reads)
    with reads.recording() as first:
        ctx.cards_by_name()
    with reads.recording() as second:
        ctx.cards_by_name()
    assert ("cards", ALL) in first and first == second


def test_a_table_notes_each_kind_of_read() -> None:
    """Looking one record up notes that record; going through the table notes the whole table."""
    reads = Reads()
    table = ReadTable("cards", {"witch": 1, "moat": 2}, reads)
    with reads.recording() as one:
        assert table["witch"] == 1 and table.get("nothing") is None and "moat" in table
    assert one == {("cards", "witch"), ("cards", "nothing"), ("cards", "moat")}
    for walk in (list, len, lambda t: list(t.values()), lambda t: list(t.items()), lambda t: list(t.keys())):
        with reads.recording() as every:
            walk(table)
        assert every == {("cards", ALL)}
    with reads.recording() as outer:
        with reads.recording():
            table["moat"]
    assert outer == {("cards", "moat")}  # an inner recording counts for the one around it


def test_a_record_reads_back_as_it_was_written() -> None:
    """The stored record gives back every unit's reads (a link table's keys are pairs) and what each read was."""
    from generator.site.reads import PagesRecord, UnitRecord

    class Now:
        def of(self, token: object) -> str:
            return "fp" + repr(token)
    record = PagesRecord()
    record.add("card/witch", UnitRecord(frozenset({("cards", "witch"), ("backlinks", ("card", "witch"))}),
                                        ("cards/witch.md",)), Now())  # type: ignore[arg-type]
    record.add("home", UnitRecord(frozenset({("cards", ALL)}), ("index.md",)), Now())  # type: ignore[arg-type]
    again = PagesRecord.from_json(json.loads(json.dumps(record.to_json())))
    assert again == record
    assert again.changed(Now()) == set()  # type: ignore[arg-type]


def test_only_units_made_every_time_read_what_any_edit_changes() -> None:
    """The named queries' answers, the graph downloads, their sizes, the ontology and the triple count are
    not in the fingerprinted tables: only the query pages, made in every build, may show them."""
    import re

    from generator.site.catalog import units
    from tests.helpers import ROOT

    shown_by = {path.stem for path in (ROOT / "generator" / "site").glob("*.py")
                if re.search(r"\.(queries|results|exports|sizes|ontology|triples)\b",
                             path.read_text(encoding="utf-8"))}
    assert shown_by == {"context", "query_page", "sparql_page"}  # context defines them
    catalog = {unit.key: unit.always for unit in units(_context())}
    assert catalog["sparql"] and catalog["queries"]
    assert sum(catalog.values()) == ALWAYS


def _context(reads: Reads | None = None) -> PageContext:
    """An English page context of the small test knowledge, its lookups noted into ``reads`` when given."""
    from generator.kb.load import load_knowledge
    from generator.site.context import BuildContext
    from tests.helpers import SMALL_KNOWLEDGE

    kb = load_knowledge(SMALL_KNOWLEDGE)
    build = BuildContext(kb=kb, report=None, triples=0, queries={}, results={}, exports={}, ontology=None)  # type: ignore[arg-type]
    return PageContext(build.watched(reads) if reads else build, "en", make_env("en"), reads)
