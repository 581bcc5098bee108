"""Load knowledge/ into records, reporting every error with path:line and key.

Layout read here::

    knowledge/expansions.yaml     expansions:  [ {id, name, editions, ...} ]
    knowledge/cards/*.yaml        cards:       [ {id, name, expansion, cost, types, ...} ]
    knowledge/rules/*.yaml        rules:       [ {id, kind, title, definition, sections} ]
    knowledge/glossary.yaml       terms:       [ {id, term, definition, alt_pl, see} ]
    knowledge/examples/*.yaml     examples:    [ {id, title, claim, cards, scenario} ]
    knowledge/piles.yaml          piles:       [ {id, name, kind, supply, cards, added_by} ]

knowledge/seed_mentions.yaml (read by :mod:`generator.kb.lint`), knowledge/queries/*.rq
(read by :mod:`generator.kb.query`) and knowledge/claims/ (read by the checker) are
not records and are not loaded here.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any

from generator.errors import KnowledgeError, KnowledgeErrors, Location
from generator.kb.cache import Cache
from generator.kb.fields import Reader
from generator.kb.refs import check_references
from generator.kb.schema import (
    CONFIDENCES,
    COST_PARTS,
    EXAMPLE_KINDS,
    EXAMPLE_STATUSES,
    GAIN_DESTINATIONS,
    GAINERS,
    KINDS,
    OWNERSHIP_WAYS,
    PILE_KINDS,
    RULE_KINDS,
    SUPPLY_STATUSES,
    UNPRICED_KINDS,
    Card,
    Cost,
    Example,
    Expansion,
    GainFact,
    Knowledge,
    Ownership,
    Pile,
    Rule,
    Section,
    Term,
    Version,
)
from generator.kb.yamlsrc import YAML_CACHE, LDict, LList, load_yaml_file

SOURCES: dict[str, tuple[str, str]] = {
    # kind: (file pattern relative to knowledge/, top-level key)
    "expansion": ("expansions.yaml", "expansions"),
    "card": ("cards/*.yaml", "cards"),
    "rule": ("rules/*.yaml", "rules"),
    "term": ("glossary.yaml", "terms"),
    "example": ("examples/*.yaml", "examples"),
    "pile": ("piles.yaml", "piles"),
}


KEEP_TREES = 1000
"""Parsed files kept in the build cache (the most recently used; a few MiB)."""


def default_root() -> Path:
    """The knowledge/ folder of this checkout."""
    return Path(__file__).resolve().parents[2] / "knowledge"


def _gain_source_ok(value: str) -> bool:
    return value in ("supply", "trash") or (value.startswith("pile:") and len(value) > 5)


def _card(r: Reader, errors: list[KnowledgeError]) -> Card:
    r.allow("id", "name", "name_source_pl", "expansion", "editions", "cost", "types", "kind", "supply",
            "pile", "brought_in_by", "summary", "gains", "gains_self_to", "on_gain", "on_other_gain",
            "ownership", "versions", "name_confidence_pl", "alt_pl")
    gains: list[GainFact] = []
    seq = r.list("gains")
    for index, item in enumerate(seq):
        g = Reader(item, errors, seq.loc(index), f"{r.prefix}gains[{index}].")
        g.allow("from", "to", "who", "what", "versions")
        source = g.str("from", required=False, default="supply") or "supply"
        if not _gain_source_ok(source):
            g.fail("from", f"'from' is {source!r}, expected supply, trash or pile:<id>")
        gains.append(GainFact(source, g.choice("to", GAIN_DESTINATIONS, required=False, default="discard") or "discard",
                              g.choice("who", GAINERS, required=False, default="you") or "you",
                              g.text("what", required=False), g.strings("versions"), g.loc()))
    owns: list[Ownership] = []
    seq = r.list("ownership")
    for index, item in enumerate(seq):
        o = Reader(item, errors, seq.loc(index), f"{r.prefix}ownership[{index}].")
        o.allow("way", "versions")
        owns.append(Ownership(o.choice("way", OWNERSHIP_WAYS) or "pass", o.strings("versions"), o.loc()))
    versions: list[Version] = []
    seq = r.list("versions")
    for index, item in enumerate(seq):
        v = Reader(item, errors, seq.loc(index), f"{r.prefix}versions[{index}].")
        v.allow("id", "label", "note", "current")
        versions.append(Version(v.str("id") or "", v.text("label") or _blank(), v.text("note", required=False),
                                v.bool("current"), v.loc()))
    field_locs = {key: r.loc(key) for key in r.data}
    kind = r.choice("kind", KINDS, required=False, default="card") or "card"
    priced = r.has("cost") or kind not in UNPRICED_KINDS
    return Card(
        id=r.id(), name=r.text("name") or _blank(), name_source_pl=r.str("name_source_pl", required=False),
        expansion=r.str("expansion") or "", editions=r.strings("editions"), cost=r.cost() if priced else Cost(),
        types=r.strings("types", required=True), kind=kind,
        supply=r.choice("supply", SUPPLY_STATUSES) or "kingdom", pile=r.str("pile", required=False),
        brought_in_by=r.strings("brought_in_by"), summary=r.text("summary", required=False), gains=tuple(gains),
        gains_self_to=r.choice("gains_self_to", GAIN_DESTINATIONS, required=False),
        on_gain=r.text("on_gain", required=False), on_other_gain=r.text("on_other_gain", required=False),
        ownership=tuple(owns), versions=tuple(versions), loc=r.loc(), field_locs=field_locs,
        name_confidence_pl=r.choice("name_confidence_pl", CONFIDENCES, required=False), alt_pl=r.strings("alt_pl"),
        priced=priced)


def _pile(r: Reader, errors: list[KnowledgeError]) -> Pile:
    r.allow("id", "name", "kind", "supply", "cards", "added_by", "optional", "condition", "summary")
    by = r.raw("added_by")
    cards: tuple[str, ...] = ()
    types: tuple[str, ...] = ()
    cost: str | None = None
    if by is not None:
        sub = Reader(by, errors, r.loc("added_by"), f"{r.prefix}added_by.")
        sub.allow("cards", "types", "cost")
        cards, types = sub.strings("cards"), sub.strings("types")
        cost = sub.choice("cost", COST_PARTS[1:], required=False)
    return Pile(r.id(), r.text("name") or _blank(), r.choice("kind", PILE_KINDS) or "single",
                r.choice("supply", SUPPLY_STATUSES) or "base", r.strings("cards", required=True), cards, types, cost,
                r.bool("optional"), r.text("condition", required=False), r.text("summary", required=False), r.loc())


def _blank() -> Any:
    from generator.kb.schema import Text
    return Text("", None)


def _expansion(r: Reader, errors: list[KnowledgeError]) -> Expansion:
    r.allow("id", "name", "editions", "year", "published_pl", "name_source_pl")
    year = r.int("year", default=0)
    return Expansion(r.id(), r.text("name") or _blank(), r.strings("editions"), year or None,
                     r.bool("published_pl"), r.str("name_source_pl", required=False), r.loc())


def _rule(r: Reader, errors: list[KnowledgeError]) -> Rule:
    r.allow("id", "kind", "title", "definition", "sections", "related", "synonyms")
    sections: list[Section] = []
    seq = r.list("sections")
    for index, item in enumerate(seq):
        s = Reader(item, errors, seq.loc(index), f"{r.prefix}sections[{index}].")
        s.allow("id", "title", "body")
        sections.append(Section(s.id(), s.text("title") or _blank(), s.text("body") or _blank(), s.loc()))
    return Rule(r.id(), r.choice("kind", RULE_KINDS, required=False, default="rule") or "rule",
                r.text("title") or _blank(), r.text("definition") or _blank(), tuple(sections),
                r.strings("related"), r.loc(), *_synonyms(r, errors))


def _synonyms(r: Reader, errors: list[KnowledgeError]) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """A rule's other words for itself, ``synonyms: {en: [...], pl: [...]}`` (both lists optional)."""
    if not r.has("synonyms"):
        return (), ()
    if not isinstance(r.raw("synonyms"), LDict):
        r.fail("synonyms", "'synonyms' must give a list of words per language",
               "write synonyms: {en: [gaining, acquire], pl: [zdobywanie]}")
        return (), ()
    s = Reader(r.raw("synonyms"), errors, r.loc("synonyms"), f"{r.prefix}synonyms.")
    s.allow("en", "pl")
    return s.strings("en"), s.strings("pl")


def _term(r: Reader, errors: list[KnowledgeError]) -> Term:
    r.allow("id", "term", "definition", "alt_pl", "see")
    return Term(r.id(), r.text("term") or _blank(), r.text("definition") or _blank(), r.strings("alt_pl"),
                r.str("see", required=False), r.loc())


def _example(r: Reader, errors: list[KnowledgeError]) -> Example:
    r.allow("id", "title", "claim", "cards", "illustrates", "status", "conditions", "source", "scenario", "kind")
    scenario = r.raw("scenario")
    if scenario is None:
        r.fail(None, "missing required field 'scenario'", "every example is proven by a scenario on the engine")
    return Example(r.id(), r.text("title") or _blank(), r.text("claim") or _blank(), r.strings("cards", required=True),
                   r.strings("illustrates"),
                   r.choice("status", EXAMPLE_STATUSES, required=False, default="holds") or "holds",
                   r.text("conditions", required=False), r.str("source", required=False), scenario, r.loc(),
                   r.choice("kind", EXAMPLE_KINDS, required=False, default="single") or "single")


BUILDERS = {"expansion": _expansion, "card": _card, "rule": _rule, "term": _term, "example": _example,
            "pile": _pile}


def _files(root: Path, pattern: str) -> list[Path]:
    return sorted(root.glob(pattern))


# --- imported records (owned by the importer, generator/kb/importer.py) -----------------------------
IMPORTED: dict[str, tuple[str, str]] = {
    "expansion": ("imported/expansions.yaml", "expansions"),
    "card": ("imported/cards/*.yaml", "cards"),
}
"""Files written by ``domwiki import``; a hand-written record with the same id always wins."""


def _merge_imported(root: Path, kb: Knowledge, errors: list[KnowledgeError], cache: Cache | None) -> None:
    """Add every imported record whose id no hand-written record has (ignoring case); skip the others whole."""
    for kind, (pattern, top) in IMPORTED.items():
        table = kb.kind_table(kind)
        hand = {rid.lower() for rid in table}
        seen: dict[str, Location] = {}
        for file in _files(root, pattern):
            try:
                data = load_yaml_file(file, root.parent, cache)
            except KnowledgeError as exc:
                errors.append(exc)
                continue
            items = data.get(top) if isinstance(data, LDict) else None
            if not isinstance(items, LList):
                errors.append(KnowledgeError(f"expected a top-level list {top!r}",
                                             Location(str(file.relative_to(root.parent)), 1), "re-run domwiki import"))
                continue
            for index, item in enumerate(items):
                rid = item.get("id") if isinstance(item, LDict) else None
                if isinstance(rid, str) and rid.lower() in hand:
                    continue
                reader = Reader(item, errors, items.loc(index), "")
                if not reader.ok:
                    continue
                record: Any = BUILDERS[kind](reader, errors)
                if not record.id:
                    continue
                if record.id.lower() in seen:
                    errors.append(KnowledgeError(f"duplicate imported {kind} id {record.id!r} (first at "
                                                 f"{seen[record.id.lower()]})", reader.loc("id"),
                                                 "re-run domwiki import"))
                    continue
                seen[record.id.lower()] = reader.loc("id")
                table[record.id] = record
# -----------------------------------------------------------------------------------------------------


def load_knowledge(root: Path | None = None, *, check_refs: bool = True, imported: bool = True,
                   cache: Cache | None = None) -> Knowledge:
    """Load and cross-check every file under ``root``; raise KnowledgeErrors listing every problem.

    ``imported=False`` leaves out knowledge/imported/ (the bulk card facts from ``domwiki import``),
    giving only the hand-written records, which is what the seed-derived tests check.
    With a ``cache``, unchanged files are not parsed again (see :func:`load_yaml_file`).
    """
    root = (root or default_root()).resolve()
    if not root.is_dir():
        raise KnowledgeError(f"knowledge folder {str(root)!r} does not exist", Location(str(root)))
    errors: list[KnowledgeError] = []
    kb = Knowledge(root=str(root))
    first_seen: dict[tuple[str, str], Location] = {}
    for kind, (pattern, top) in SOURCES.items():
        for file in _files(root, pattern):
            try:
                data = load_yaml_file(file, root.parent, cache)
            except KnowledgeError as exc:
                errors.append(exc)
                continue
            where = Location(str(file.relative_to(root.parent)), 1)
            if not isinstance(data, LDict) or top not in data:
                errors.append(KnowledgeError(f"expected a top-level key {top!r}", where,
                                             f"start the file with '{top}:' followed by a list"))
                continue
            extra = [k for k in data if k != top]
            for key in extra:
                errors.append(KnowledgeError(f"unknown top-level key {key!r}", data.loc(key),
                                             f"only {top!r} belongs here"))
            items = data[top]
            if not isinstance(items, LList):
                errors.append(KnowledgeError(f"{top!r} must be a list", data.loc(top)))
                continue
            table = kb.kind_table(kind)
            for index, item in enumerate(items):
                reader = Reader(item, errors, items.loc(index), "")
                if not reader.ok:
                    continue
                record: Any = BUILDERS[kind](reader, errors)
                rid: str = record.id
                if not rid:
                    continue
                seen_key = (kind, rid.lower())
                if seen_key in first_seen:
                    errors.append(KnowledgeError(
                        f"duplicate {kind} id {rid!r} (first defined at {first_seen[seen_key]})", reader.loc("id"),
                        "ids must be unique (ignoring case); rename one of them"))
                    continue
                first_seen[seen_key] = reader.loc("id")
                table[rid] = record
    if imported:
        _merge_imported(root, kb, errors, cache)
    for cid, card in kb.cards.items():
        exp = kb.expansions.get(card.expansion)
        if exp is not None:
            kb.cards[cid] = replace(card, expansion_editions=exp.editions)
    if cache is not None:
        cache.prune(YAML_CACHE, KEEP_TREES)
    if check_refs and not errors:
        errors.extend(check_references(kb))
    if errors:
        raise KnowledgeErrors(errors)
    return kb
