"""Load knowledge/ into records, reporting every error with path:line and key.

Layout read here::

    knowledge/expansions.yaml     expansions:  [ {id, name, editions, ...} ]
    knowledge/cards/*.yaml        cards:       [ {id, name, expansion, cost, types, ...} ]
    knowledge/rules/*.yaml        rules:       [ {id, kind, title, definition, sections} ]
    knowledge/glossary.yaml       terms:       [ {id, term, definition, alt_pl, alt_en, see} ]
    knowledge/examples/*.yaml     examples:    [ {id, title, claim, cards, scenario} ]
    knowledge/piles.yaml          piles:       [ {id, name, kind, supply, cards, added_by} ]

knowledge/seed_mentions.yaml (read by :mod:`generator.kb.lint`), knowledge/queries/*.rq
(read by :mod:`generator.kb.query`) and knowledge/claims/ (read by the checker) are
not records and are not loaded here.
"""

from __future__ import annotations

import re
from dataclasses import replace
from pathlib import Path
from typing import Any

from generator.errors import KnowledgeError, KnowledgeErrors, Location
from generator.kb.cache import Cache
from generator.kb.fields import ID_RE, MAX_ID_LENGTH, Reader, close_match
from generator.kb.refs import check_references
from generator.kb.schema import (
    CONDITIONS,
    CONFIDENCES,
    COPY_OF,
    COST_PARTS,
    EFFECT_KINDS,
    EXAMPLE_KINDS,
    EXAMPLE_STATUSES,
    GAIN_DESTINATIONS,
    GAINERS,
    GENDERS_PL,
    KINDS,
    NAME_STATUSES_PL,
    NUMBERS,
    OWNERSHIP_WAYS,
    PER,
    PILE_KINDS,
    RELATIVE_TO,
    RULE_KINDS,
    SELF_DESTINATIONS,
    SUPPLY_STATUSES,
    TRIGGERS,
    UNPRICED_KINDS,
    Card,
    Cost,
    Effect,
    Example,
    Expansion,
    GainFact,
    Knowledge,
    NameForms,
    Ownership,
    Pile,
    PolishEdition,
    Rule,
    Section,
    Term,
    Text,
    Version,
    Which,
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


def _triggers(g: Reader) -> tuple[str, ...]:
    """``trigger: play`` or ``trigger: [gain, trash]``."""
    if isinstance(g.raw("trigger"), str):
        return tuple(t for t in (g.choice("trigger", TRIGGERS),) if t)
    return g.strings("trigger", choices=TRIGGERS)


def _count(g: Reader) -> int | None:
    """``count:`` is a whole number of cards (default 1) or ``variable``."""
    raw = g.raw("count")
    if raw == "variable":
        return None
    return g.int("count", default=1, minimum=1)


def _which(g: Reader, errors: list[KnowledgeError]) -> Which | None:
    """``which: {card, pile, types, cost_min, cost_max, cost_exact, relative_to, copy_of, shares_type, among,
    not_named, cost_per, other_than}``."""
    if g.raw("which") is None:
        return None
    w = Reader(g.raw("which"), errors, g.loc("which"), f"{g.prefix}which.")
    w.allow("card", "pile", "types", "cost_min", "cost_max", "cost_exact", "relative_to", "copy_of", "other_than",
            "shares_type", "among", "not_named", "cost_per")
    relative = w.choice("relative_to", RELATIVE_TO, required=False)
    low = None if relative else 0

    def bound(key: str) -> int | None:
        return w.int(key, minimum=low) if w.has(key) else None
    found = Which(card=w.str("card", required=False), pile=w.str("pile", required=False),
                  types=w.strings("types"), cost_min=bound("cost_min"),
                  cost_max=bound("cost_max"), cost_exact=bound("cost_exact"), relative_to=relative,
                  copy_of=w.choice("copy_of", COPY_OF, required=False), shares_type=w.bool("shares_type"),
                  among=w.choice("among", RELATIVE_TO, required=False), not_named=w.bool("not_named"),
                  cost_per=w.choice("cost_per", PER, required=False), other_than=w.strings("other_than"))
    if found.shares_type and not relative:
        w.fail("shares_type", "'shares_type' needs 'relative_to' (the card whose type is shared)",
               "add relative_to: trashed")
    return found


def _gain(item: Any, errors: list[KnowledgeError], where: Location, prefix: str) -> GainFact:
    g = Reader(item, errors, where, prefix)
    g.allow("from", "to", "who", "what", "versions", "trigger", "when", "count", "which", "per", "optional")
    source = g.str("from", required=False, default="supply") or "supply"
    if not _gain_source_ok(source):
        g.fail("from", f"'from' is {source!r}, expected supply, trash or pile:<id>")
    return GainFact(source, g.choice("to", GAIN_DESTINATIONS, required=False, default="discard") or "discard",
                    g.choice("who", GAINERS, required=False, default="you") or "you",
                    g.text("what", required=False), g.strings("versions"), g.loc(),
                    triggers=_triggers(g), when=g.strings("when", choices=CONDITIONS),
                    count=_count(g), which=_which(g, errors), per=g.choice("per", PER, required=False),
                    optional=g.bool("optional"))


def _effect(item: Any, errors: list[KnowledgeError], where: Location, prefix: str) -> Effect:
    e = Reader(item, errors, where, prefix)
    e.allow("kind", "trigger", "pile", "what", "versions")
    return Effect(e.choice("kind", EFFECT_KINDS) or "setup-supply", _triggers(e),
                  e.str("pile", required=False), e.text("what", required=False), e.strings("versions"), e.loc())


def _card(r: Reader, errors: list[KnowledgeError]) -> Card:
    r.allow("id", "name", "name_source_pl", "expansion", "editions", "cost", "types", "kind", "supply",
            "pile", "brought_in_by", "summary", "gains", "gains_self_to", "on_gain", "on_other_gain",
            "ownership", "versions", "name_confidence_pl", "alt_pl", "alt_en", "effects", "name_status_pl",
            "description", "clarifications", "name_forms_pl", "mat")
    seq = r.list("gains")
    gains = [_gain(item, errors, seq.loc(index), f"{r.prefix}gains[{index}].") for index, item in enumerate(seq)]
    seq = r.list("effects")
    effects = [_effect(item, errors, seq.loc(index), f"{r.prefix}effects[{index}].") for index, item in enumerate(seq)]
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
    clarifications: list[Text] = []
    seq = r.list("clarifications")
    for index, item in enumerate(seq):
        where = seq.loc(index)
        holder = LDict({"text": item})
        holder.path, holder.line, holder.key_lines = where.path, where.line or 1, {"text": where.line or 1}
        text = Reader(holder, errors, where, f"{r.prefix}clarifications[{index}].").text("text")
        if text is not None:
            clarifications.append(text)
    field_locs = {key: r.loc(key) for key in r.data}
    kind = r.choice("kind", KINDS, required=False, default="card") or "card"
    priced = r.has("cost") or kind not in UNPRICED_KINDS
    return Card(
        id=r.id(), name=r.text("name") or _blank(), name_source_pl=r.str("name_source_pl", required=False),
        expansion=r.str("expansion") or "", editions=r.strings("editions"), cost=r.cost() if priced else Cost(),
        types=r.strings("types", required=True), kind=kind,
        supply=r.choice("supply", SUPPLY_STATUSES) or "kingdom", pile=r.str("pile", required=False),
        brought_in_by=r.strings("brought_in_by"), summary=r.text("summary", required=False), gains=tuple(gains),
        gains_self_to=r.choice("gains_self_to", SELF_DESTINATIONS, required=False),
        on_gain=r.text("on_gain", required=False), on_other_gain=r.text("on_other_gain", required=False),
        ownership=tuple(owns), versions=tuple(versions), loc=r.loc(), field_locs=field_locs,
        name_confidence_pl=r.choice("name_confidence_pl", CONFIDENCES, required=False), alt_pl=r.strings("alt_pl"),
        alt_en=r.strings("alt_en"),
        priced=priced, effects=tuple(effects),
        name_status_pl=r.choice("name_status_pl", NAME_STATUSES_PL, required=False) or "",
        description=r.text("description", required=False), clarifications=tuple(clarifications),
        name_forms_pl=_name_forms(r, errors), mat=r.text("mat", required=False))


def _name_forms(r: Reader, errors: list[KnowledgeError]) -> NameForms | None:
    """``name_forms_pl: {gender, number, gen, acc}``: how the Polish name inflects (optional)."""
    if r.raw("name_forms_pl") is None:
        return None
    f = Reader(r.raw("name_forms_pl"), errors, r.loc("name_forms_pl"), f"{r.prefix}name_forms_pl.")
    name = r.raw("name")
    return _forms(f, str(name.get("pl") or "") if isinstance(name, dict) else "")


def _forms(f: Reader, nominative: str) -> NameForms:
    """``{gender, number, gen, acc}`` of a Polish name whose nominative is ``nominative``."""
    f.allow("gender", "number", "gen", "acc")
    gender = f.choice("gender", GENDERS_PL) or "f"
    number = f.choice("number", NUMBERS, required=False, default="sg") or "sg"
    gen = f.str("gen") or ""
    same = number == "pl" and gender != "m1" or number == "sg" and gender in ("m3", "n")
    if not f.has("acc") and not same:
        f.fail(None, "missing required field 'acc'",
               "the accusative differs from the name for this gender: write it (dodajesz Wiedźmę, Barona)")
    acc = f.str("acc", required=False) or nominative
    if not nominative:
        f.fail(None, "'name_forms_pl' needs a Polish name", "give name.pl, or remove name_forms_pl")
    return NameForms(gender, number, gen, acc)


def _pile(r: Reader, errors: list[KnowledgeError]) -> Pile:
    r.allow("id", "name", "kind", "supply", "cards", "added_by", "optional", "condition", "summary",
            "name_forms_pl")
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
                r.bool("optional"), r.text("condition", required=False), r.text("summary", required=False), r.loc(),
                _name_forms(r, errors))


def _blank() -> Any:
    from generator.kb.schema import Text
    return Text("", None)


def _expansion(r: Reader, errors: list[KnowledgeError]) -> Expansion:
    r.allow("id", "name", "editions", "year", "published_pl", "name_source_pl", "polish_editions")
    year = r.int("year", default=0, maximum=9999)
    printed: list[PolishEdition] = []
    seq = r.list("polish_editions")
    for index, item in enumerate(seq):
        p = Reader(item, errors, seq.loc(index), f"{r.prefix}polish_editions[{index}].")
        p.allow("edition", "title", "publisher", "year", "source")
        printed.append(PolishEdition(p.choice("edition", ("1e", "2e")) or "1e", p.str("title") or "",
                                     p.str("publisher") or "", p.int("year", default=0) or None,
                                     p.str("source") or "", p.loc()))
    exp = Expansion(r.id(), r.text("name") or _blank(), r.strings("editions"), year or None,
                    r.bool("published_pl"), r.str("name_source_pl", required=False), r.loc(), tuple(printed))
    if exp.published_pl != bool(printed) and r.has("published_pl"):
        r.fail("published_pl", f"'published_pl' is {exp.published_pl} but {len(printed)} Polish editions are listed",
               "list each Polish printing under polish_editions (edition, title, publisher, year, source), "
               "or set published_pl: false")
    return exp


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


TERM_NAMES_RE = re.compile(r"^(type|zone):[a-z][a-z_-]*$")


def _term(r: Reader, errors: list[KnowledgeError]) -> Term:
    r.allow("id", "term", "definition", "alt_pl", "alt_en", "see", "names", "label")
    names = r.strings("names")
    for name in names:
        if not TERM_NAMES_RE.match(name):
            r.fail("names", f"{name!r} is not a card type or zone",
                   "write 'type:<card type>' (type:duration) or 'zone:<zone>' (zone:discard)")
    return Term(r.id(), r.text("term") or _blank(), r.text("definition") or _blank(), r.strings("alt_pl"),
                r.str("see", required=False), r.loc(), names, r.strings("alt_en"), r.text("label", required=False))


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


def _files(root: Path, pattern: str, errors: list[KnowledgeError]) -> list[Path]:
    """The files matching ``pattern``; one whose name is not an id is reported (and skipped)."""
    out = []
    for file in sorted(root.glob(pattern)):
        if ID_RE.match(file.stem) and len(file.stem) <= MAX_ID_LENGTH:
            out.append(file)
        else:
            suggestion = re.sub(r"[^a-z0-9]+", "-", file.stem.lower()).strip("-") or "records"
            errors.append(KnowledgeError(f"invalid file name {file.name!r}: names are lower-case kebab-case ids",
                                         Location(str(file.relative_to(root.parent))),
                                         f"rename it to {suggestion + file.suffix!r}"))
    return out


FORMS_KEY = "name_forms_pl"
"""A card file's second top-level key: the Polish forms of imported cards' names, by card id."""


def _imported_forms(kb: Knowledge, overlays: list[LDict], errors: list[KnowledgeError]) -> None:
    """Give imported cards the Polish name forms written for them in knowledge/cards/ (``name_forms_pl: {id:
    {gender, number, gen, acc}}``): the importer knows names, not how they inflect."""
    for table in overlays:
        for cid in table:
            where = table.loc(cid, f"{FORMS_KEY}.{cid}")
            card = kb.cards.get(cid)
            if card is None:
                guess = close_match(str(cid), kb.cards)
                errors.append(KnowledgeError(f"{FORMS_KEY}: unknown card {cid!r}", where,
                                             f"did you mean {guess!r}?" if guess else "use a card id"))
                continue
            if card.hand_written:
                errors.append(KnowledgeError(f"{FORMS_KEY}: {cid!r} is written by hand", where,
                                             f"put name_forms_pl in its record ({card.loc})"))
                continue
            if card.name.pl is None:
                errors.append(KnowledgeError(f"{FORMS_KEY}: {cid!r} has no Polish name", where,
                                             "remove these forms, or give the card a Polish name"))
                continue
            forms = _forms(Reader(table[cid], errors, where, f"{FORMS_KEY}.{cid}."), card.name.pl)
            kb.cards[cid] = replace(card, name_forms_pl=forms)


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
        for file in _files(root, pattern, errors):
            try:
                data = load_yaml_file(file, root.parent, cache, inside=root)
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
                    if kind == "card" and rid in table:
                        _keeps_imported(table[rid], _card(Reader(item, [], items.loc(index), ""), []),
                                        errors)
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


def _import_ids(root: Path) -> set[str]:
    """The card ids the import has (read from ``root``'s imported files, else from this checkout's)."""
    folder = root / "imported" / "cards"
    if not folder.is_dir():
        folder = default_root() / "imported" / "cards"
    found: set[str] = set()
    for file in folder.glob("*.yaml"):
        found.update(re.findall(r"^  - id: (\S+)$", file.read_text(encoding="utf-8"), re.M))
    return found


def _hand_written_view(kb: Knowledge, imported: set[str]) -> None:
    """Without the import, references to cards only the import has are left out.

    A pile keeps only the cards written by hand (a pile left with none is dropped), and a
    card's ``brought_in_by`` only the hand-written bringers. An id the import does not know
    either stays, so that a misspelt id is still reported.
    """
    def keep(cid: str) -> bool:
        return cid in kb.cards or cid not in imported
    for cid, card in kb.cards.items():
        if not all(keep(c) for c in card.brought_in_by):
            kb.cards[cid] = replace(card, brought_in_by=tuple(c for c in card.brought_in_by if keep(c)))
    for pid, pile in list(kb.piles.items()):
        cards = tuple(c for c in pile.cards if keep(c))
        if pile.cards and not cards:
            del kb.piles[pid]
            continue
        kb.piles[pid] = replace(pile, cards=cards, added_by_cards=tuple(c for c in pile.added_by_cards if keep(c)))


def _keeps_imported(hand: Card, imported: Card, errors: list[KnowledgeError]) -> None:
    """A hand-written card replaces its imported record whole, so it must not drop what the import knows."""
    lost = [c for c in imported.brought_in_by if c not in hand.brought_in_by]
    if lost:
        errors.append(KnowledgeError(
            f"hand-written card {hand.id!r} drops what the import knows: brought in by {', '.join(lost)}",
            hand.field_locs.get("brought_in_by", hand.loc),
            f"write brought_in_by: [{', '.join((*hand.brought_in_by, *lost))}]"))
    if imported.name.pl is not None and hand.name.pl is None:
        errors.append(KnowledgeError(
            f"hand-written card {hand.id!r} drops the imported Polish name {imported.name.pl!r}",
            hand.field_locs.get("name", hand.loc), "copy the name and its name_source_pl from knowledge/imported/"))


def _name_status(card: Card, kb: Knowledge, errors: list[KnowledgeError]) -> Card:
    """Fill in where the Polish name stands and check what was written against the Polish printings."""
    exp = kb.expansions.get(card.expansion)
    if exp is None:  # an unknown expansion is reported by the reference check
        return replace(card, name_status_pl=card.name_status_pl or ("none" if card.name.pl is None else "fan-wiki"))
    printed = exp.polish_edition(card.editions)
    where = card.field_locs.get("name_status_pl", card.loc)
    if card.name.pl is None:
        if card.name_status_pl not in ("", "none"):
            errors.append(KnowledgeError(f"card {card.id!r} has name_status_pl {card.name_status_pl!r} but no "
                                         "Polish name", where, "write the Polish name, or drop name_status_pl"))
        return replace(card, name_status_pl="none")
    status = card.name_status_pl or ("official" if printed else "fan-wiki")
    if status == "official" and printed is None:
        errors.append(KnowledgeError(
            f"card {card.id!r}: its Polish name cannot be official, since no edition it is in "
            f"({', '.join(card.editions)}) was printed in Polish", where,
            "write name_status_pl: fan-wiki, or list the Polish printing under the expansion's polish_editions"))
    unseen = any(words in (card.name_source_pl or "") for words in ("not seen", "not confirmed"))
    if unseen and card.name_confidence_pl == "high":
        errors.append(KnowledgeError(
            f"card {card.id!r}: confidence 'high' is not backed by a source that says the printed name was not seen",
            card.field_locs.get("name_confidence_pl", card.loc), "lower it to name_confidence_pl: medium"))
    elif status != "official" and card.name_confidence_pl == "high":
        errors.append(KnowledgeError(
            f"card {card.id!r}: confidence 'high' needs a printed Polish name, but its status is {status!r}",
            card.field_locs.get("name_confidence_pl", card.loc), "lower it to name_confidence_pl: medium"))
    if status == "fan-wiki":
        if card.name_forms_pl is not None:
            errors.append(KnowledgeError(
                f"card {card.id!r} has name_forms_pl, but its Polish name is the fan wiki's only, so pages show "
                "its English name", card.field_locs.get("name_forms_pl", card.loc), "drop name_forms_pl"))
        return _shown_in_english(card)
    return replace(card, name_status_pl=status)


def _shown_in_english(card: Card) -> Card:
    """A name no Polish edition printed is not the card's Polish name: the English name is shown, marked
    "no Polish edition", and the fan wiki's name (when it differs) stays findable as an alternative."""
    fan = card.name.pl if card.name.pl != card.name.en else None
    alt = card.alt_pl if fan is None or fan in card.alt_pl else (fan, *card.alt_pl)
    return replace(card, name=replace(card.name, pl=None), name_status_pl="none" if fan is None else "fan-wiki",
                   fan_name_pl=fan, alt_pl=alt)


NAME_SOURCES = "name_sources.yaml"
"""The Polish renderings of the sources of Polish names: ``name_sources: [{en: <as written in name_source_pl>,
pl: ...}]``."""


def _name_sources(root: Path, errors: list[KnowledgeError], cache: Cache | None) -> dict[str, Text]:
    """knowledge/name_sources.yaml as {English source: the source in both languages} (empty when absent)."""
    file = root / NAME_SOURCES
    if not file.is_file():
        return {}
    try:
        data = load_yaml_file(file, root.parent, cache, inside=root)
    except KnowledgeError as exc:
        errors.append(exc)
        return {}
    where = Location(str(file.relative_to(root.parent)), 1)
    items = data.get("name_sources") if isinstance(data, LDict) else None
    if not isinstance(items, LList):
        errors.append(KnowledgeError("expected a top-level list 'name_sources'", where,
                                     "start the file with 'name_sources:' followed by '- {en: ..., pl: ...}' items"))
        return {}
    found: dict[str, Text] = {}
    lines: dict[str, Location] = {}
    for index, item in enumerate(items):
        r = Reader(item, errors, items.loc(index), f"name_sources[{index}].")
        if not r.ok:
            continue
        r.allow("en", "pl")
        en, pl = r.str("en"), r.str("pl")
        if en and en in found:
            errors.append(KnowledgeError(f"the source {en[:60]!r} is given twice (first at {lines[en]})",
                                         r.loc("en"), "keep one of them"))
        elif en:
            found[en], lines[en] = Text(en, pl or None), r.loc("en")
    return found


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
    overlays: list[LDict] = []
    for kind, (pattern, top) in SOURCES.items():
        for file in _files(root, pattern, errors):
            try:
                data = load_yaml_file(file, root.parent, cache, inside=root)
            except KnowledgeError as exc:
                errors.append(exc)
                continue
            where = Location(str(file.relative_to(root.parent)), 1)
            if not isinstance(data, LDict) or top not in data:
                errors.append(KnowledgeError(f"expected a top-level key {top!r}", where,
                                             f"start the file with '{top}:' followed by a list"))
                continue
            extra = [k for k in data if k != top and not (kind == "card" and k == FORMS_KEY)]
            if kind == "card" and FORMS_KEY in data:
                if isinstance(data[FORMS_KEY], LDict):
                    overlays.append(data[FORMS_KEY])
                else:
                    errors.append(KnowledgeError(f"{FORMS_KEY!r} must map card ids to forms", data.loc(FORMS_KEY),
                                                 "write 'advance: {gender: m3, gen: Awansu}' under it"))
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
                table[rid] = replace(record, hand_written=True) if kind == "card" else record
    kb.name_sources = _name_sources(root, errors, cache)
    if imported and (root / "imported").is_dir():
        _merge_imported(root, kb, errors, cache)
        _imported_forms(kb, overlays, errors)
    else:
        _hand_written_view(kb, _import_ids(root))
    for cid, card in kb.cards.items():
        exp = kb.expansions.get(card.expansion)
        if exp is not None:
            card = replace(card, expansion_editions=exp.editions)
        kb.cards[cid] = _name_status(card, kb, errors)
    for pile in kb.piles.values():
        if pile.kind == "single":
            continue
        for cid in pile.cards:
            member = kb.cards.get(cid)
            if member is not None and member.pile is None and not member.hand_written:
                kb.cards[cid] = replace(member, pile=pile.id)  # an imported card learns its pile from the pile
    if cache is not None:
        cache.prune(YAML_CACHE, KEEP_TREES)
    if check_refs and not errors:
        errors.extend(check_references(kb))
    if errors:
        raise KnowledgeErrors(errors)
    return kb
