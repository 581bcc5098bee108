"""The knowledge records: frozen values built from the YAML under knowledge/.

Every record keeps the :class:`Location` it was written at, so that later
stages (references, SHACL, the checker) can point back at the YAML line.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from generator.engine.types import Cost as Cost
from generator.errors import Location

LANGS = ("en", "pl")
"""The site's languages; English is the source language."""

SUPPLY_STATUSES = ("kingdom", "base", "non-supply")
KINDS = ("card", "event", "landmark", "project", "way", "ally", "trait", "prophecy",
         "hex", "boon", "state", "artifact")
GAIN_SOURCES = ("supply", "trash")  # or "pile:<card-or-pile-id>"
GAIN_DESTINATIONS = ("discard", "deck", "hand", "set-aside")
"""Where a gained card goes: ``set-aside`` when the gain itself puts it aside (Quartermaster, Blockade: "gain a
card ..., setting it aside"), not when a card is set aside after it was gained (Cargo Ship, Reap, Summon)."""
SELF_DESTINATIONS = GAIN_DESTINATIONS[:3]
"""Where a card itself goes when gained (``gains_self_to``): no card is gained set aside by its own rule."""
GAINERS = ("you", "others", "each", "receiver", "victim")
"""Who gains: you; each other player; every player; the player who receives it (a Hex, Boon or
passed card); the victim of an Attack who gains what you choose (Swindler)."""
TRIGGERS = ("play", "other-play", "buy", "gain", "other-gain", "trash", "reaction", "setup", "receive",
            "discard-from-play", "buy-phase-end", "turn-start", "call", "rules")
"""What sets a fact off: playing the card; playing another card while this one is in play; buying it
(only when bought); gaining it (however gained); gaining another card; trashing it; a Reaction;
set-up; receiving it (a Hex or Boon); discarding it from play; the end of the Buy phase; the start
of a turn; calling it from the Tavern mat; the game's rules (a Landmark or a standing ability)."""
CONDITIONS = ("buy-phase", "not-buy-phase", "first-buy-this-turn", "no-cards-bought-this-turn",
              "no-cards-gained-this-buy-phase", "revealed-province", "seven-cards-in-play",
              "trashed-copper-or-estate", "trashed-other-card", "trashed-cost-3-or-more", "trashed-itself",
              "empty-supply-piles", "your-turn", "not-your-turn", "no-province-revealed", "revealed-no-treasure",
              "another-player-gained-province", "gained-duchy", "bought-card", "in-play", "played-this-turn",
              "discarded-outside-cleanup", "third-action-gained-this-turn", "discarded-two-actions",
              "set-aside-province", "trashed-action", "trashed-treasure", "trashed-victory", "trashed-cost-1-or-more",
              "trashed-itself-and-copy", "gained-victory", "kept-hand", "no-curse-discarded")
"""Structured conditions a fact holds under (all of a fact's conditions must hold).  ``trashed-action``,
``-treasure``, ``-victory``: the trashed card has that type (Transmute); ``trashed-itself-and-copy``: this card
and another copy of it were trashed (Treasure Map); ``gained-victory``: the card just gained is a Victory card
(Replace); ``your-turn``: the gainer is the player whose turn it is (Haunted Castle); ``kept-hand``: the gainer
chose not to discard two cards (Torturer); ``no-curse-discarded``: the gainer did not discard a Curse
(Mountebank)."""
RELATIVE_TO = ("trashed", "gained", "played", "this", "revealed", "trashed-total", "right-gained")
"""What a relative cost bound is measured from: the trashed card, the card just gained, the card played,
this card itself, the revealed card, the trashed cards' costs added up (Forge), a card the player to your
right gained on their last turn (Smugglers)."""
COPY_OF = (*RELATIVE_TO, "in-play")
"""What a gained card may be a copy of: one of RELATIVE_TO, or any card the player has in play (Changeling)."""
PER = ("right-gained", "trashed-coin", "overpaid-coin", "embargo-token", "differently-named-in-play",
       "empty-supply-pile")
"""What a varying count or cost bound is counted per: each card the player to your right gained on their last
turn (Treasure Hunter), each $1 of the trashed card's cost (Trader), each $1 overpaid (Masterpiece), each
Embargo token on the pile bought from (Embargo), each differently named card in play (Horn of Plenty)."""
EFFECT_KINDS = ("return-to-pile", "exile", "trash-from-supply", "imitate-supply", "empty-supply-piles",
                "name-supply-pile", "setup-supply", "gathering", "when-gained", "when-bought", "reacts-to-gain",
                "replaces-gain", "leaves-trash-without-gaining")
"""What a card does to or with the Supply beyond gaining (see docs/vocabulary.md)."""
NAME_STATUSES_PL = ("official", "fan-wiki", "none")
"""Where a Polish card name stands: printed in a Polish edition; used only by the Polish fan wiki; none."""
OWNERSHIP_WAYS = ("pass", "exchange", "exile", "set-aside")
RULE_KINDS = ("rule", "concept")
EXAMPLE_STATUSES = ("holds", "conditional", "outdated")
EXAMPLE_KINDS = ("single", "list")
UNPRICED_KINDS = ("landmark", "way", "ally", "trait", "prophecy", "hex", "boon", "state", "artifact")
"""Card-shaped things that have no cost; every other kind must state one."""
PILE_KINDS = ("single", "mixed", "split")
CONFIDENCES = ("high", "medium", "low")
COST_PARTS = ("coins", "potion", "debt")
GENDERS_PL = ("m1", "m2", "m3", "f", "n")
"""Polish grammatical genders: masculine personal (Baron), animate (Nietoperz), inanimate (Skarb); feminine; neuter."""
NUMBERS = ("sg", "pl")
"""Grammatical number of a name: Wiedźma is singular, Srebrniki and Głazy are plural."""


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
class PolishEdition:
    """A printing of one edition of an expansion in Polish: its title, publisher and year."""

    edition: str
    title: str
    publisher: str
    year: int | None
    source: str
    loc: Location


@dataclass(frozen=True)
class NameForms:
    """How a Polish name inflects in generated sentences: its gender, number and the case forms they use.

    ``gen`` is the genitive ("ze stosu Wiedźmy", "tańszą od Wiedźmy"), ``acc`` the accusative ("dodajesz
    Wiedźmę"); gender and number choose pronouns and agreeing words ("Gdy ją dodajesz", "Srebrniki trafiają").
    """

    gender: str
    number: str
    gen: str
    acc: str

    @property
    def plural(self) -> bool:
        """True for a plural name (Srebrniki, Głazy, Dworzanie)."""
        return self.number == "pl"


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
    polish_editions: tuple[PolishEdition, ...] = ()
    """The Polish printings of this expansion (empty when it was never printed in Polish)."""

    def polish_edition(self, editions: tuple[str, ...]) -> PolishEdition | None:
        """The first Polish printing of one of ``editions`` (the editions a card is in), if any."""
        return next((p for p in self.polish_editions if p.edition in editions), None)


@dataclass(frozen=True)
class Which:
    """Which cards a gain may take: a named card or pile, types, and cost bounds.

    Cost bounds are in coins; with ``relative_to`` they are differences from the cost
    of that card (Remodel: ``relative_to="trashed", cost_max=2``; Develop: ``cost_exact=1``
    and ``cost_exact=-1``). ``copy_of`` says the gained card is a copy of another one.
    """

    card: str | None = None
    pile: str | None = None
    types: tuple[str, ...] = ()
    cost_min: int | None = None
    cost_max: int | None = None
    cost_exact: int | None = None
    relative_to: str | None = None
    copy_of: str | None = None
    shares_type: bool = False
    """True when the gained card must share a type with the card ``relative_to`` names (Locusts)."""
    among: str | None = None
    """The gained cards are some of the cards this names (RELATIVE_TO), not copies: Thief gains trashed Treasures."""
    not_named: bool = False
    """True when the gained card must not be one named this turn (War Chest)."""
    other_than: tuple[str, ...] = ()
    """Cards the gain may not take (Vampire: a card costing up to $5 other than a Vampire)."""
    cost_per: str | None = None
    """The cost bound is per one of these (PER): Horn of Plenty's $1 per differently named card in play."""


@dataclass(frozen=True)
class GainFact:
    """One structured way a card makes someone gain: from where, to where, who, when and what."""

    source: str
    to: str
    who: str
    what: Text | None
    versions: tuple[str, ...]
    loc: Location
    triggers: tuple[str, ...] = ()
    """What sets it off (TRIGGERS; any one of them); empty when not yet recorded."""
    when: tuple[str, ...] = ()
    """Conditions that must all hold (CONDITIONS)."""
    count: int | None = 1
    """How many cards are gained; None when it varies."""
    which: Which | None = None
    per: str | None = None
    """With a varying count, what one card is gained per (PER): Trader's Silver per $1 of the trashed card."""
    optional: bool = False
    """True when the gainer may choose not to gain (Duchess: "you may gain a Duchess")."""


@dataclass(frozen=True)
class Ownership:
    """A way a card gives ownership without gaining (pass, exchange, exile, set aside)."""

    way: str
    versions: tuple[str, ...]
    loc: Location


@dataclass(frozen=True)
class Effect:
    """Something a card does to or with the Supply beyond a gain (return, exile, imitate...)."""

    kind: str
    triggers: tuple[str, ...]
    pile: str | None
    what: Text | None
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
    effects: tuple[Effect, ...] = ()
    """What the card does to or with the Supply beyond gaining."""
    name_status_pl: str = "none"
    """official, fan-wiki or none (filled in by the loader when not written)."""
    hand_written: bool = False
    """True for records under knowledge/cards/ (their gain and Supply facts are recorded)."""
    field_locs: dict[str, Location] = field(default_factory=dict, compare=False, hash=False)
    name_confidence_pl: str | None = None
    """How sure we are of the Polish name: high, medium or low (None when there is none)."""
    alt_pl: tuple[str, ...] = ()
    """Inflected forms and synonyms of the Polish name, for search and lint."""
    alt_en: tuple[str, ...] = ()
    """Other English names of the card (a later printing's name: Harem is Farm), for search."""
    fan_name_pl: str | None = None
    """The Polish fan wiki's name of a card no Polish edition printed (the loader moves it out of ``name.pl``)."""
    priced: bool = True
    """False for things without a cost (Hexes, Boons, Landmarks...); ``cost`` is then all zero."""
    expansion_editions: tuple[str, ...] = ("1e", "2e")
    """The editions its expansion has (filled in by the loader)."""
    description: Text | None = None
    """What the card does, in the wiki's own words: a few sentences, never the card's printed text."""
    clarifications: tuple[Text, ...] = ()
    """Rulings a player needs (from the rulebooks and FAQs), each in our own words."""
    mat: Text | None = None
    """The name of the mat the card comes with, where it has one of its own (Native Village mat)."""
    name_forms_pl: NameForms | None = None
    """How the Polish name inflects (None: sentences say "kartę X" and never inflect the name)."""

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
    name_forms_pl: NameForms | None = None
    """How the Polish pile name inflects ("ze stosu Nagród"); None: sentences avoid inflecting it."""


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
    names: tuple[str, ...] = ()
    """What the term is the word for wherever the site names it: ``type:<card type>`` or ``zone:<zone>``."""
    alt_en: tuple[str, ...] = ()
    """Other English words for the term (Coffers were first called coin tokens), for search."""
    label: Text | None = None
    """The word the site uses where the term names a zone or type, when the headword does not fit there (the
    verb "odłożyć na bok" names the zone of set-aside cards "odłożone na bok")."""


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
    name_sources: dict[str, Text] = field(default_factory=dict)
    """Each source of a Polish name as the records write it (``name_source_pl``, in English) → the source in
    English and Polish (knowledge/name_sources.yaml)."""
    warnings: list[Any] = field(default_factory=list)

    def kind_table(self, kind: str) -> dict[str, Any]:
        """The records of one kind of entity, by id ("card", "rule", ...)."""
        tables: dict[str, dict[str, Any]] = {
            "card": self.cards, "rule": self.rules, "term": self.terms,
            "example": self.examples, "expansion": self.expansions, "pile": self.piles}
        return tables[kind]
