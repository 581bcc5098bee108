"""Lint the knowledge base: translations, seed coverage, links and example hygiene.

``lint(kb, strict)`` runs every rule over loaded records and returns a
:class:`Report`.  Each rule is a plain function yielding located
:class:`~generator.errors.KnowledgeError` findings (Babel's
``messages/checkers.py`` style); ``strict`` turns warnings into errors
(mkdocs ``--strict``).  Loader problems (malformed YAML, duplicate ids,
unknown references with the closest match) are reported by
:func:`lint_path`, which loads first.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from generator.errors import KnowledgeError, KnowledgeErrors, Location
from generator.kb.refs import REF_RE, find_refs, parse_target, texts_of
from generator.kb.schema import Card, Knowledge, Text
from generator.kb.yamlsrc import LDict, LList, load_yaml_file

SEED_MENTIONS = "seed_mentions.yaml"
UNLINKED_FIELDS = ("summary", "definition", "body", "claim", "conditions", "on_gain", "on_other_gain")
"""Text fields in which every card mention should be a link."""


@dataclass(frozen=True)
class Untranslated:
    """One text without its Polish version."""

    kind: str
    id: str
    field: str
    english: str
    loc: Location
    kept_english: bool
    """True for a name with no Polish edition: a card no Polish printing has, or an expansion never printed."""


@dataclass(frozen=True)
class Mention:
    """One card name or term as a seed writes it, and the entity it maps to."""

    seed: str
    text: str
    ref: str
    found: bool
    loc: Location


@dataclass
class Coverage:
    """How the seeds' mentions map to entities."""

    mentions: list[Mention] = field(default_factory=list)

    @property
    def missing(self) -> list[Mention]:
        """Mentions whose entity does not exist."""
        return [m for m in self.mentions if not m.found]

    @property
    def ratio(self) -> float:
        """Share of mentions that map to an entity (1.0 when there are none)."""
        return 1.0 if not self.mentions else 1 - len(self.missing) / len(self.mentions)


@dataclass
class Report:
    """Everything lint found: errors, warnings, seed coverage and the translation report."""

    errors: list[KnowledgeError] = field(default_factory=list)
    warnings: list[KnowledgeError] = field(default_factory=list)
    coverage: Coverage = field(default_factory=Coverage)
    untranslated: list[Untranslated] = field(default_factory=list)
    uncertain_pl: list[tuple[str, str, str]] = field(default_factory=list)
    """(card id, Polish name, confidence) for Polish names not known for sure."""

    @property
    def ok(self) -> bool:
        """True when there are no errors."""
        return not self.errors

    def format(self) -> str:
        """A readable report: errors, warnings, then the summaries."""
        lines: list[str] = []
        for title, items in (("error", self.errors), ("warning", self.warnings)):
            for item in items:
                lines.append(f"{title}: {item.format()}")
        missing = [u for u in self.untranslated if not u.kept_english]
        kept = [u for u in self.untranslated if u.kept_english]
        lines.append(f"translations: {len(missing)} text(s) missing Polish, "
                     f"{len(kept)} name(s) kept in English (no Polish edition)")
        for u in missing:
            lines.append(f"  {u.loc}: {u.kind}:{u.id} {u.field} ({u.english!r})")
        if self.uncertain_pl:
            lines.append(f"uncertain Polish names: {len(self.uncertain_pl)}")
            for cid, name, conf in self.uncertain_pl:
                lines.append(f"  card:{cid} {name!r} ({conf})")
        cov = self.coverage
        mapped = len(cov.mentions) - len(cov.missing)
        lines.append(f"seed coverage: {mapped}/{len(cov.mentions)} mentions map to entities")
        for m in cov.missing:
            lines.append(f"  {m.loc}: {m.seed}: {m.text!r} -> {m.ref} (missing)")
        lines.append(f"{len(self.errors)} error(s), {len(self.warnings)} warning(s)")
        return "\n".join(lines)


Rule = Callable[[Knowledge, "Report"], Iterator[KnowledgeError]]


def _field_loc(record: Any, name: str) -> Location:
    locs: dict[str, Location] = getattr(record, "field_locs", {}) or {}
    top = name.split("[")[0].split(".")[0]
    loc = locs.get(top, record.loc)
    return Location(loc.path, loc.line, name)


def _records(kb: Knowledge) -> Iterator[tuple[str, Any]]:
    for kind in ("expansion", "card", "pile", "rule", "term", "example"):
        for record in kb.kind_table(kind).values():
            yield kind, record


def translation_report(kb: Knowledge) -> list[Untranslated]:
    """Every text whose Polish version is missing, with where it was written."""
    out: list[Untranslated] = []
    for kind, record in _records(kb):
        for name, text in texts_of(record):
            if text.pl is not None:
                continue
            kept = False
            if name == "name" and isinstance(record, Card):
                exp = kb.expansions.get(record.expansion)
                kept = exp is not None and exp.polish_edition(record.editions) is None  # no Polish edition
            elif name == "name" and kind == "expansion":
                kept = not record.published_pl
            out.append(Untranslated(kind, record.id, name, text.en, _field_loc(record, name), kept))
    return out


def check_translations(kb: Knowledge, report: Report) -> Iterator[KnowledgeError]:
    """Warn about each missing Polish text (names kept in English are listed, not warned)."""
    report.untranslated = translation_report(kb)
    for u in report.untranslated:
        if u.kept_english:
            continue
        hint = ("an edition of this card was printed in Polish: find the official name and its source"
                if u.field == "name" and u.kind == "card" else "add the Polish text")
        yield KnowledgeError(f"missing Polish text for {u.kind}:{u.id} {u.field}", u.loc, hint, warning=True)


def check_polish_names(kb: Knowledge, report: Report) -> Iterator[KnowledgeError]:
    """List uncertain Polish names; a Polish card name needs a recorded source."""
    for card in kb.cards.values():
        name = card.name.pl or card.fan_name_pl
        if name is None:
            continue
        if card.name.pl is not None and card.name_confidence_pl in ("medium", "low"):
            report.uncertain_pl.append((card.id, card.name.pl, card.name_confidence_pl))
        if not card.name_source_pl:
            yield KnowledgeError(f"Polish name {name!r} of card {card.id!r} has no source",
                                 card.field_locs.get("name", card.loc), "add name_source_pl", warning=True)
        elif not (kb.name_sources.get(card.name_source_pl) or Text("")).pl:
            yield KnowledgeError(f"the source of card {card.id!r}'s Polish name has no Polish rendering",
                                 card.field_locs.get("name_source_pl", card.loc),
                                 "add it, as written, with its Polish text to knowledge/name_sources.yaml",
                                 warning=True)


def load_seed_mentions(kb: Knowledge) -> list[Mention]:
    """Read knowledge/seed_mentions.yaml and resolve each mention."""
    file = Path(kb.root) / SEED_MENTIONS
    if not file.exists():
        return []
    data = load_yaml_file(file, Path(kb.root).parent, inside=Path(kb.root))
    out: list[Mention] = []
    seeds = data.get("seeds") if isinstance(data, LDict) else None
    if not isinstance(seeds, LList):
        raise KnowledgeError("expected a top-level list 'seeds'", Location(str(file), 1))
    for seed in seeds:
        mentions = seed.get("mentions") if isinstance(seed, LDict) else None
        if not isinstance(mentions, LList):
            continue
        for index, item in enumerate(mentions):
            if not isinstance(item, LDict):
                continue
            ref = str(item.get("ref", ""))
            kind, rid = parse_target(ref)
            try:
                found = rid in kb.kind_table(kind)
            except KeyError:
                found = False
            out.append(Mention(str(seed.get("id")), str(item.get("text", "")), ref, found,
                               mentions.loc(index, f"{seed.get('id')}.mentions[{index}]")))
    return out


def check_seed_coverage(kb: Knowledge, report: Report) -> Iterator[KnowledgeError]:
    """Every card name and term the seeds mention maps to an entity (always an error)."""
    report.coverage = Coverage(load_seed_mentions(kb))
    for m in report.coverage.missing:
        yield KnowledgeError(f"seed {m.seed!r} mentions {m.text!r}, but {m.ref} does not exist", m.loc,
                             "add the entity or fix the reference")


def _name_patterns(kb: Knowledge) -> dict[str, tuple[re.Pattern[str], dict[str, tuple[int, str]]]]:
    """Per language, one pattern matching any card name of four letters or more as a whole word (longest
    first, so "Grand Market" is not also "Market"), and each name's rank (longest first) and card."""
    names: dict[str, dict[str, str]] = {"en": {}, "pl": {}}
    for card in kb.cards.values():
        for lang, words in {"en": [card.name.en], "pl": [n for n in (card.name.pl, *card.alt_pl) if n]}.items():
            for word in words:
                if len(word) >= 4:
                    names[lang].setdefault(word, card.id)
    patterns = {}
    for lang, table in names.items():
        ordered = sorted(table, key=lambda word: -len(word))
        alternatives = "|".join(re.escape(word) for word in ordered)
        patterns[lang] = (re.compile(rf"(?<![\w\[|:-])(?:{alternatives})(?![\w\]-])"),
                          {word: (rank, table[word]) for rank, word in enumerate(ordered)})
    return patterns


def check_unlinked_mentions(kb: Knowledge, report: Report) -> Iterator[KnowledgeError]:
    """A card named in a prose text should be a [[card:...]] link (its own page excepted)."""
    patterns = _name_patterns(kb)
    for kind, record in _records(kb):
        for name, text in texts_of(record):
            if re.sub(r"\[\d+\]", "", name).split(".")[-1] not in UNLINKED_FIELDS:
                continue
            for lang in ("en", "pl"):
                value = text.get(lang)
                if not value:
                    continue
                linked = {r.id for r in find_refs(value)}
                pattern, ranks = patterns[lang]
                named = sorted({ranks[found.group(0)] for found in pattern.finditer(REF_RE.sub(" ", value))})
                for cid in dict.fromkeys(cid for _, cid in named):
                    if cid == record.id or cid in linked or (kind == "example" and cid in record.cards):
                        continue
                    yield KnowledgeError(f"{kind}:{record.id} {name}.{lang} names card {cid!r} without a link",
                                         _field_loc(record, f"{name}.{lang}"), f"write [[card:{cid}]]",
                                         warning=True)


def check_examples(kb: Knowledge, report: Report) -> Iterator[KnowledgeError]:
    """Examples: conditions where needed, linked cards listed, edition-aware status."""
    for ex in kb.examples.values():
        if ex.status != "holds" and ex.conditions is None:
            yield KnowledgeError(f"example {ex.id!r} is {ex.status} but states no conditions", ex.loc,
                                 "add conditions: {en: ..., pl: ...}")
        for ref in find_refs(ex.claim.en):
            if ref.kind == "card" and ref.id not in ex.cards:
                yield KnowledgeError(f"example {ex.id!r} claim links card {ref.id!r}, missing from 'cards'", ex.loc,
                                     f"add {ref.id!r} to cards", warning=True)
        edition_bound = [c for c in ex.cards if c in kb.cards
                         and (kb.cards[c].removed or kb.cards[c].added_in_second_edition)]
        if ex.status == "holds" and edition_bound:
            yield KnowledgeError(f"example {ex.id!r} says it holds, but {', '.join(edition_bound)} exist(s) in one "
                                 "edition only", ex.loc, "use status: conditional and say which edition", warning=True)


def check_queries(kb: Knowledge, report: Report) -> Iterator[KnowledgeError]:
    """Named queries (knowledge/queries/*.rq): file names, encodings, the query guard and SPARQL syntax."""
    from generator.kb.query import check_named_queries

    yield from check_named_queries(Path(kb.root) / "queries")


RULES: tuple[Rule, ...] = (check_translations, check_polish_names, check_seed_coverage, check_unlinked_mentions,
                           check_examples, check_queries)


def lint(kb: Knowledge, strict: bool = False) -> Report:
    """Run every lint rule over ``kb``; with ``strict`` warnings count as errors."""
    report = Report()
    for rule in RULES:
        try:
            findings = list(rule(kb, report))
        except KnowledgeError as exc:
            findings = [exc]
        for finding in findings:
            if finding.warning and not strict:
                report.warnings.append(finding)
            else:
                report.errors.append(finding)
    return report


def lint_path(root: Path | None = None, strict: bool = False) -> Report:
    """Load knowledge/ (loader errors become report errors), then lint it."""
    from generator.kb.load import load_knowledge

    try:
        kb = load_knowledge(root)
    except KnowledgeErrors as exc:
        return Report(errors=list(exc.errors))
    except KnowledgeError as exc:
        return Report(errors=[exc])
    return lint(kb, strict)
