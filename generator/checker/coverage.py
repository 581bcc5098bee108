"""How far the knowledge and the engine cover each card: behaviour, proven examples, facts, texts, Polish name.

One :class:`CardCoverage` per card, worked out from the knowledge and a
:class:`~generator.checker.check.CheckReport`; ``domwiki coverage`` prints
them and the site shows them per expansion.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from generator.checker.check import CheckReport
from generator.checker.runner import RunResult, Verdict
from generator.checker.support import implemented
from generator.kb.schema import Card, Knowledge


@dataclass(frozen=True)
class Facts:
    """How many of a card's checked facts were proven, failed or left unproven."""

    proven: int = 0
    failed: int = 0
    unproven: int = 0

    def __add__(self, other: Facts) -> Facts:
        return Facts(self.proven + other.proven, self.failed + other.failed, self.unproven + other.unproven)

    @property
    def total(self) -> int:
        """Every checked fact."""
        return self.proven + self.failed + self.unproven


@dataclass(frozen=True)
class CardCoverage:
    """One card's coverage."""

    card: str
    expansion: str
    engine: bool
    """The engine implements the card's behaviour (or the card needs none)."""
    examples: int
    """Examples about the card that the engine proved."""
    facts: Facts
    description_en: bool
    description_pl: bool
    polish_name: str
    """``no-polish-edition`` (the English name is the name), ``missing``, or how sure the Polish name is:
    ``high``, ``medium``, ``low`` (``unrated`` when not said)."""

    def as_json(self) -> dict[str, Any]:
        """The JSON object ``domwiki coverage --json`` prints."""
        return {"card": self.card, "expansion": self.expansion, "engine": self.engine, "examples": self.examples,
                "facts": {"proven": self.facts.proven, "failed": self.facts.failed,
                          "unproven": self.facts.unproven},
                "description": {"en": self.description_en, "pl": self.description_pl},
                "polish_name": self.polish_name}


def _facts(results: Iterable[RunResult]) -> Facts:
    counts = {v: 0 for v in Verdict}
    for r in results:
        counts[r.verdict] += 1
    return Facts(counts[Verdict.PASSED], counts[Verdict.FAILED], counts[Verdict.UNPROVEN])


def polish_name_status(kb: Knowledge, card: Card) -> str:
    """Without a Polish name: ``no-polish-edition`` when no edition the card is in was printed in Polish,
    else ``missing``; with one, its confidence (``unrated`` when the knowledge gives none)."""
    if card.name.pl is None:
        exp = kb.expansions.get(card.expansion)
        printed = exp is not None and exp.polish_edition(card.editions) is not None
        return "missing" if printed else "no-polish-edition"
    return card.name_confidence_pl or "unrated"


def coverage(kb: Knowledge, report: CheckReport, expansion: str | None = None) -> list[CardCoverage]:
    """Every card's coverage (of one expansion when given), by expansion and card id."""
    by_card: dict[str, list[RunResult]] = {}
    for r in (*report.facts, *report.claim_results):
        if r.subject is not None:
            by_card.setdefault(r.subject, []).append(r)
    proven: dict[str, int] = {}
    for example in kb.examples.values():
        result = report.example(example.id)
        if result is not None and result.passed:
            for cid in set(example.cards):
                proven[cid] = proven.get(cid, 0) + 1
    out = []
    for card in sorted(kb.cards.values(), key=lambda c: (c.expansion, c.id)):
        if expansion is not None and card.expansion != expansion:
            continue
        text = card.description
        out.append(CardCoverage(
            card.id, card.expansion, implemented(card.id, kb), proven.get(card.id, 0), _facts(by_card.get(card.id, ())),
            bool(text and text.en), bool(text and text.pl), polish_name_status(kb, card)))
    return out


@dataclass(frozen=True)
class Totals:
    """Sums over a set of cards."""

    cards: int
    engine: int
    examples: int
    facts: Facts
    description_en: int
    description_pl: int
    polish_names: int


def totals(rows: Iterable[CardCoverage]) -> Totals:
    """The sums of ``rows``."""
    rows = list(rows)
    facts = Facts()
    for r in rows:
        facts = facts + r.facts
    return Totals(len(rows), sum(r.engine for r in rows), sum(r.examples for r in rows), facts,
                  sum(r.description_en for r in rows), sum(r.description_pl for r in rows),
                  sum(r.polish_name != "missing" for r in rows))


HEAD = ("card", "expansion", "engine", "examples", "proven", "failed", "unproven", "desc en", "desc pl",
        "Polish name")


def table(rows: list[CardCoverage]) -> str:
    """A plain-text table of ``rows`` with a totals line."""
    def yes(flag: bool) -> str:
        return "yes" if flag else "-"
    lines = [[r.card, r.expansion, yes(r.engine), str(r.examples), str(r.facts.proven), str(r.facts.failed),
              str(r.facts.unproven), yes(r.description_en), yes(r.description_pl), r.polish_name] for r in rows]
    t = totals(rows)
    lines.append([f"total ({t.cards} cards)", "", str(t.engine), str(t.examples), str(t.facts.proven),
                  str(t.facts.failed), str(t.facts.unproven), str(t.description_en), str(t.description_pl),
                  str(t.polish_names)])
    widths = [max(len(row[i]) for row in [list(HEAD), *lines]) for i in range(len(HEAD))]

    def fmt(row: list[str]) -> str:
        return "  ".join(cell.ljust(w) for cell, w in zip(row, widths, strict=True)).rstrip()
    rule = "  ".join("-" * w for w in widths)
    return "\n".join([fmt(list(HEAD)), rule, *map(fmt, lines[:-1]), rule, fmt(lines[-1])])
