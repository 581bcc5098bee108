"""The knowledge records: frozen values built from the YAML under knowledge/.

Every record keeps the :class:`Location` it was written at, so that later
stages (references, SHACL, the checker) can point back at the YAML line.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from generator.errors import Location

LANGS = ("en", "pl")
"""The site's languages; English is the source language."""

SUPPLY_STATUSES = ("kingdom", "base", "non-supply")
KINDS = ("card", "event", "landmark", "project", "way", "ally", "trait", "prophecy",
         "hex", "boon", "state", "artifact")
GAIN_SOURCES = ("supply", "trash")  # or "pile:<card-or-pile-id>"
GAIN_DESTINATIONS = ("discard", "deck", "hand")
GAINERS = ("you", "others", "each")
OWNERSHIP_WAYS = ("pass", "exchange", "exile", "set-aside")
RULE_KINDS = ("rule", "concept")
EXAMPLE_STATUSES = ("holds", "conditional", "outdated")
EXAMPLE_KINDS = ("single", "list")
UNPRICED_KINDS = ("landmark", "way", "ally", "trait", "prophecy", "hex", "boon", "state", "artifact")
"""Card-shaped things that have no cost; every other kind must state one."""
PILE_KINDS = ("single", "mixed", "split")
CONFIDENCES = ("high", "medium", "low")
COST_PARTS = ("coins", "potion", "debt")


@dataclass(frozen=True)
class Text:
    """A human text in English and Polish; ``pl`` is None while untranslated."""

    en: str
    pl: str | None = None

    def get(self, lang: str) -> str | None:
        """The text in ``lang`` (None when that translation is missing)."""
        return self.en if lang == "en" else self.pl

    def show(self, lang: str) -> str:
        """The text in ``lang``, falling back to English."""
        return self.pl if lang == "pl" and self.pl is not None else self.en

    def translated(self, lang: str) -> bool:
        """True when the text exists in ``lang``."""
        return self.get(lang) is not None


@dataclass(frozen=True)
class Cost:
    """A card's cost: coins, potions and debt."""

    coins: int = 0
    potion: int = 0
    debt: int = 0

    def __str__(self) -> str:
        parts = [f"${self.coins}"] if self.coins or not (self.potion or self.debt) else []
        if self.potion:
            parts.append("P" * self.potion if self.potion > 1 else "P")
        if self.debt:
            parts.append(f"{self.debt}D")
        return "".join(parts)


@dataclass(frozen=True)
class Expansion:
    """A published box of Dominion (or the promos), with its editions."""

    id: str
    name: Text
    editions: tuple[str, ...]
    year: int | None
    published_pl: bool
    name_source_pl: str | None
    loc: Location


@dataclass(frozen=True)
class GainFact:
    """One structured way a card makes someone gain: from where, to where, who."""

    source: str
    to: str
    who: str
    what: Text | None
    versions: tuple[str, ...]
    loc: Location


@dataclass(frozen=True)
class Ownership:
    """A way a card gives ownership without gaining (pass, exchange, exile, set aside)."""

    way: str
    versions: tuple[str, ...]
    loc: Location


@dataclass(frozen=True)
class Version:
    """One edition or erratum of a card, and how it differs."""

    id: str
    label: Text
    note: Text | None
    current: bool
    loc: Location


@dataclass(frozen=True)
class Card:
    """A card or card-shaped thing (event, hex, landscape) and its structured facts."""

    id: str
    name: Text
    name_source_pl: str | None
    expansion: str
    editions: tuple[str, ...]
    cost: Cost
    types: tuple[str, ...]
    kind: str
    supply: str
    pile: str | None
    brought_in_by: tuple[str, ...]
    summary: Text | None
    gains: tuple[GainFact, ...]
    gains_self_to: str | None
    on_gain: Text | None
    on_other_gain: Text | None
    ownership: tuple[Ownership, ...]
    versions: tuple[Version, ...]
    loc: Location
    field_locs: dict[str, Location] = field(default_factory=dict, compare=False, hash=False)
    name_confidence_pl: str | None = None
    """How sure we are of the Polish name: high, medium or low (None when there is none)."""
    alt_pl: tuple[str, ...] = ()
    """Inflected forms and synonyms of the Polish name, for search and lint."""
    priced: bool = True
    """False for things without a cost (Hexes, Boons, Landmarks...); ``cost`` is then all zero."""
    expansion_editions: tuple[str, ...] = ("1e", "2e")
    """The editions its expansion has (filled in by the loader)."""

    @property
    def removed(self) -> bool:
        """True when the card is only in the first edition of an expansion that has a second edition."""
        return self.editions == ("1e",) and "2e" in self.expansion_editions

    @property
    def added_in_second_edition(self) -> bool:
        """True when the card exists only in a second edition."""
        return self.editions == ("2e",)


@dataclass(frozen=True)
class Pile:
    """A pile of cards at setup: which cards it holds, whether it is in the Supply, what adds it.

    ``kind`` is single (copies of one card), mixed (different cards, only the
    top one can be bought or gained) or split (two kinds of card stacked).
    ``added_by_*`` say which Kingdom cards, card types or cost symbols add
    the pile to a game; an empty set means it is always there (or it is a
    Kingdom pile chosen like any other).
    """

    id: str
    name: Text
    kind: str
    supply: str
    cards: tuple[str, ...]
    added_by_cards: tuple[str, ...]
    added_by_types: tuple[str, ...]
    added_by_cost: str | None
    optional: bool
    condition: Text | None
    summary: Text | None
    loc: Location


@dataclass(frozen=True)
class Section:
    """A titled section of a rule or concept page."""

    id: str
    title: Text
    body: Text
    loc: Location


@dataclass(frozen=True)
class Rule:
    """A rule or concept: a page with a definition and sections."""

    id: str
    kind: str
    title: Text
    definition: Text
    sections: tuple[Section, ...]
    related: tuple[str, ...]
    loc: Location
    synonyms_en: tuple[str, ...] = ()
    """Other English words for the rule, found by the search with it (``gaining``, ``acquire``)."""
    synonyms_pl: tuple[str, ...] = ()
    """Other Polish words for the rule (``zdobywanie``, ``kosz``)."""


@dataclass(frozen=True)
class Term:
    """A glossary entry: the English and Polish term and its meaning."""

    id: str
    term: Text
    definition: Text
    alt_pl: tuple[str, ...]
    see: str | None
    loc: Location


@dataclass(frozen=True)
class Example:
    """A rules example: a claim, the cards and rule it is about, and its scenario."""

    id: str
    title: Text
    claim: Text
    cards: tuple[str, ...]
    illustrates: tuple[str, ...]
    status: str
    conditions: Text | None
    source: str | None
    scenario: Any
    loc: Location
    kind: str = "single"
    """single (one scenario proves it) or list (a claim about every member of a list in a seed)."""


@dataclass
class Knowledge:
    """Everything under knowledge/, loaded and cross-checked."""

    root: str
    expansions: dict[str, Expansion] = field(default_factory=dict)
    cards: dict[str, Card] = field(default_factory=dict)
    rules: dict[str, Rule] = field(default_factory=dict)
    terms: dict[str, Term] = field(default_factory=dict)
    examples: dict[str, Example] = field(default_factory=dict)
    piles: dict[str, Pile] = field(default_factory=dict)
    warnings: list[Any] = field(default_factory=list)

    def kind_table(self, kind: str) -> dict[str, Any]:
        """The records of one kind of entity, by id ("card", "rule", ...)."""
        tables: dict[str, dict[str, Any]] = {
            "card": self.cards, "rule": self.rules, "term": self.terms,
            "example": self.examples, "expansion": self.expansions, "pile": self.piles}
        return tables[kind]
