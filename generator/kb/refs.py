"""Cross-references between records, and the ``[[kind:id|text]]`` links inside texts.

A text links to another entity with ``[[card:nomad-camp]]`` (shown as that
entity's name in the page's language) or ``[[card:nomad-camp|Nomad Campa]]``
(shown as the given words, e.g. an inflected Polish form).  ``[[nomad-camp]]``
is short for a card.  Kinds: card, rule, term, example, expansion, pile.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, fields
from typing import Any

from generator.errors import KnowledgeError, Location
from generator.kb.fields import close_match
from generator.kb.schema import Knowledge, Text

REF_RE = re.compile(r"\[\[(?:(?P<kind>[a-z]+):)?(?P<id>[^\]|]+?)(?:\|(?P<label>[^\]]+))?\]\]")
REF_KINDS = ("card", "rule", "term", "example", "expansion", "pile")


@dataclass(frozen=True)
class Ref:
    """One ``[[kind:id|label]]`` link found in a text."""

    kind: str
    id: str
    label: str | None
    start: int
    end: int


def find_refs(text: str) -> Iterator[Ref]:
    """Every link written in ``text``."""
    for m in REF_RE.finditer(text):
        yield Ref(m.group("kind") or "card", m.group("id").strip(), m.group("label"), m.start(), m.end())


def parse_target(value: str, default: str = "card") -> tuple[str, str]:
    """Split ``kind:id``; a bare id is of kind ``default`` (a card in texts, a rule in ``related``/``see``).

    The one parser of ``kind:id`` references: the loader, the graph and the site all call it.
    """
    if ":" in value:
        kind, _, rid = value.partition(":")
        return kind, rid
    return default, value


def texts_of(record: Any) -> Iterator[tuple[str, Text]]:
    """Every bilingual text inside ``record`` with its field name."""
    for f in fields(record):
        value = getattr(record, f.name)
        if isinstance(value, Text):
            yield f.name, value
        elif isinstance(value, tuple):
            for index, item in enumerate(value):
                if hasattr(item, "__dataclass_fields__"):
                    for name, text in texts_of(item):
                        yield f"{f.name}[{index}].{name}", text


def pile_ids(kb: Knowledge) -> set[str]:
    """Every pile id: each card's own id plus every pile record (shared and setup piles)."""
    return set(kb.cards) | set(kb.piles)


def _unknown(kind: str, rid: str, kb: Knowledge, loc: Location) -> KnowledgeError:
    table = kb.kind_table(kind) if kind in REF_KINDS else {}
    guess = close_match(rid, table) if table else None
    if kind not in REF_KINDS:
        return KnowledgeError(f"unknown reference kind {kind!r} in {kind}:{rid}", loc,
                              f"use one of {', '.join(REF_KINDS)}")
    return KnowledgeError(f"unknown {kind} {rid!r}", loc, f"did you mean {guess!r}?" if guess else
                          f"no {kind} with that id exists under knowledge/")


def _exists(kb: Knowledge, kind: str, rid: str) -> bool:
    return kind in REF_KINDS and rid in kb.kind_table(kind)


def check_references(kb: Knowledge) -> list[KnowledgeError]:
    """Errors for every reference to something that does not exist, and for bad pile wiring."""
    errors: list[KnowledgeError] = []
    piles = pile_ids(kb)
    for card in kb.cards.values():
        floc = card.field_locs
        if card.expansion not in kb.expansions:
            errors.append(_unknown("expansion", card.expansion, kb, floc.get("expansion", card.loc)))
        for other in card.brought_in_by:
            if other not in kb.cards:
                errors.append(_unknown("card", other, kb, floc.get("brought_in_by", card.loc)))
        for gain in card.gains:
            if gain.source.startswith("pile:") and gain.source[5:] not in piles:
                guess = close_match(gain.source[5:], piles)
                errors.append(KnowledgeError(f"unknown pile {gain.source[5:]!r}", gain.loc,
                                             f"did you mean 'pile:{guess}'?" if guess else None))
        if card.pile and card.pile not in kb.piles:
            errors.append(_unknown("pile", card.pile, kb, floc.get("pile", card.loc)))
        elif card.pile and card.id not in kb.piles[card.pile].cards:
            errors.append(KnowledgeError(f"card {card.id!r} says it is in pile {card.pile!r}, which does not list it",
                                         floc.get("pile", card.loc), f"add {card.id!r} to the cards of {card.pile!r}"))
        if (card.supply == "non-supply" and card.kind == "card" and not card.brought_in_by
                and "shelter" not in card.types):
            errors.append(KnowledgeError(f"non-Supply card {card.id!r} has nothing that brings it into the game",
                                         floc.get("supply", card.loc), "list the cards that do in brought_in_by"))
    for pile in kb.piles.values():
        for cid in pile.cards + pile.added_by_cards:
            if cid not in kb.cards:
                errors.append(_unknown("card", cid, kb, pile.loc))
        for cid in pile.cards:
            member = kb.cards.get(cid)
            if member is not None and pile.kind != "single" and member.pile != pile.id:
                errors.append(KnowledgeError(f"pile {pile.id!r} lists {cid!r}, whose 'pile' is {member.pile!r}",
                                             pile.loc, f"set pile: {pile.id} on card {cid!r}"))
    errors.extend(_cycles(kb))
    for example in kb.examples.values():
        for cid in example.cards:
            if cid not in kb.cards:
                errors.append(_unknown("card", cid, kb, example.loc))
        for rid in example.illustrates:
            kind, target = parse_target(rid) if ":" in rid else ("rule", rid)
            if not _exists(kb, kind, target):
                errors.append(_unknown(kind, target, kb, example.loc))
    for rule in kb.rules.values():
        for rel in rule.related:
            kind, target = parse_target(rel) if ":" in rel else ("rule", rel)
            if not _exists(kb, kind, target):
                errors.append(_unknown(kind, target, kb, rule.loc))
    for term in kb.terms.values():
        if term.see:
            kind, target = parse_target(term.see) if ":" in term.see else ("rule", term.see)
            if not _exists(kb, kind, target):
                errors.append(_unknown(kind, target, kb, term.loc))
    for table in (kb.expansions, kb.cards, kb.rules, kb.terms, kb.examples, kb.piles):
        for record in table.values():
            for name, text in texts_of(record):
                for lang in ("en", "pl"):
                    value = text.get(lang)
                    if not value:
                        continue
                    for ref in find_refs(value):
                        if not _exists(kb, ref.kind, ref.id):
                            loc = Location(record.loc.path, record.loc.line, f"{name}.{lang}")
                            errors.append(_unknown(ref.kind, ref.id, kb, loc))
    return errors


def _cycles(kb: Knowledge) -> list[KnowledgeError]:
    """A non-Supply card must be reachable from a card that is in the game on its own."""
    errors: list[KnowledgeError] = []
    for card in kb.cards.values():
        if card.supply != "non-supply" or not card.brought_in_by:
            continue
        seen: set[str] = set()
        frontier = [card.id]
        rooted = False
        while frontier and not rooted:
            current = frontier.pop()
            if current in seen:
                continue
            seen.add(current)
            for parent in kb.cards[current].brought_in_by if current in kb.cards else ():
                parent_card = kb.cards.get(parent)
                if parent_card is None:
                    rooted = True  # already reported as an unknown card; no second error
                    break
                if parent_card.supply != "non-supply" or not parent_card.brought_in_by:
                    rooted = True
                    break
                frontier.append(parent)
        if not rooted:
            chain = " -> ".join(sorted(seen))
            errors.append(KnowledgeError(f"cycle in brought_in_by: {chain} never reaches a card in the game",
                                         card.field_locs.get("brought_in_by", card.loc),
                                         "at least one card in the chain must be a Supply card or an event"))
    return errors
