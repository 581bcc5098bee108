"""A card's place in the Supply in whole sentences, composed per language from the structured facts.

The facts are the piles' records (which cards, card types or cost symbols add a
pile, whether it is in the Supply), the cards that bring a card's own pile in,
the gain facts of the other cards (which of them gain it), and the card's Supply
effects (their kind, trigger and pile).  Each language has a writer, as for the
gain sentences (:mod:`generator.site.gains`): English says "It brings the
[Spoils pile] into the game, outside the Supply.", Polish "Wprowadza do gry
[stos Spoils] spoza Zasobów." with the card's gender and number where a pronoun
or a verb needs them.  An effect whose structure says no more than its kind is
pointed to the list of its kind instead of repeating its words.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from generator.kb.schema import Card, Effect, Knowledge, Pile
from generator.site import grammar
from generator.site.gains import PL_TYPE_GEN, Link, Words, brought_in_by, plain
from generator.site.grammar import Noun
from generator.site.i18n import sorted_by
from generator.site.labels import Named, type_label
from generator.site.text import Renderer, escape, relative


@dataclass(frozen=True)
class Brought:
    """A pile the card brings into a game, and why: the card itself, one of its types, or its cost."""

    pile: Pile
    by_type: str | None = None
    by_potion: bool = False


def piles_brought(kb: Knowledge, card: Card) -> list[Brought]:
    """The piles that come into a game with ``card``: named for it, for one of its types, or for a Potion cost."""
    out = []
    for pile in kb.piles.values():
        if card.id in pile.added_by_cards:
            out.append(Brought(pile))
        elif set(card.types) & set(pile.added_by_types):
            out.append(Brought(pile, by_type=next(t for t in card.types if t in pile.added_by_types)))
        elif pile.added_by_cost == "potion" and card.cost.potion and card.supply == "kingdom":
            out.append(Brought(pile, by_potion=True))
    return out


def gainers(kb: Knowledge) -> dict[str, list[str]]:
    """For each card, the other cards with a gain fact that gains it: by name, from its own pile, or from
    the pile it is in (in the knowledge's order of the gaining cards)."""
    in_pile: dict[str, list[str]] = {}
    for card in kb.cards.values():
        in_pile.setdefault(card.id, []).append(card.id)  # a pile named after the card
        if card.pile:
            in_pile.setdefault(card.pile, []).append(card.id)
    found: dict[str, list[str]] = {}
    for other in kb.cards.values():
        gained: set[str] = set()
        for g in other.gains:
            which = g.which
            if which is not None and which.card is not None:
                gained.add(which.card)
            if which is not None and which.pile is not None:
                gained.update(in_pile.get(which.pile, ()))
            if g.source.startswith("pile:"):
                gained.update(in_pile.get(g.source[5:], ()))
        for cid in gained - {other.id}:
            found.setdefault(cid, []).append(other.id)
    return found


LIST = "list"
"""The link kind of a list of cards by Supply effect (``gaining/<kind>.md``)."""


class Writer:
    """What both languages share: the knowledge, the card, the translator, the glossary's type names."""

    lang = "en"

    def __init__(self, kb: Knowledge, card: Card, t: Callable[[str], str], named: Named,
                 gained_by: Sequence[str]) -> None:
        self.kb = kb
        self.card = card
        self.t = t
        self.named = named
        self.gained_by = gained_by
        """The other cards with a gain fact that gains this one (:func:`gainers`)."""

    def lines(self, effect_titles: dict[str, str]) -> list[Words]:
        """Every Supply sentence of the card, in order: piles it brings, what brings its pile in, what gains it,
        its pile effects, then the lists its other Supply effects are on (``effect_titles``: kind → title)."""
        out: list[Words] = []
        brought = piles_brought(self.kb, self.card)
        said = {b.pile.id for b in brought}
        out += [self.brings(b) for b in brought]
        bringers = self.bringers()
        gainers = self.sorted(self.gained_by)
        if bringers and bringers == gainers:
            out.append(self.brought_in(bringers, gain=True))
        else:
            if bringers:
                out.append(self.brought_in(bringers))
            if gainers:
                out.append(self.gainers(gainers))
        listed: list[str] = []
        for effect in self.card.effects:
            sentence = self.pile_effect(effect)
            if sentence is not None:
                out.append(sentence)
            elif effect.kind in effect_titles and effect.kind not in listed and not (
                    effect.kind == "setup-supply" and effect.pile in said):
                listed.append(effect.kind)  # a set-up effect that adds a pile said above is not listed again
        out += [self.listed(effect_titles[k], k) for k in listed]  # one each: the lists' titles share words
        return out

    def sorted(self, cids: Sequence[str]) -> list[str]:
        return [c for c in sorted_by(list(cids), lambda c: self.kb.cards[c].name.show(self.lang), self.lang)]

    def bringers(self) -> list[str]:
        """The cards that bring this non-Supply card's pile into a game."""
        if self.card.supply != "non-supply":
            return []
        return self.sorted([c for c in brought_in_by(self.kb, self.card) if c in self.kb.cards])

    def names(self, cids: Sequence[str]) -> Words:
        out: Words = []
        for i, cid in enumerate(cids):
            if i:
                out.append(f" {self.t_and()} " if i == len(cids) - 1 else ", ")
            out.append(Link("card", cid, self.kb.cards[cid].name.show(self.lang)))
        return out

    def t_and(self) -> str:
        raise NotImplementedError

    def has_pile(self) -> bool:
        """True when the card is in a pile (its own or a shared one); Hexes, Boons, States and Heirlooms are not."""
        return self.card.id in self.kb.piles or self.card.pile in self.kb.piles

    def pile_effect(self, effect: Effect) -> Words | None:
        """A sentence for an effect whose structure says all of it (a pile of its own), else None."""
        own = effect.pile is not None and effect.pile in (self.card.id, self.card.pile)
        if effect.kind == "gathering" and own and effect.triggers == ("play",):
            return self.gathering()
        if effect.kind == "return-to-pile" and own and effect.triggers == ("play",):
            return self.returns()
        return None

    def brings(self, b: Brought) -> Words:
        raise NotImplementedError

    def brought_in(self, bringers: list[str], gain: bool = False) -> Words:
        """The cards that bring its pile into a game (``gain``: and are the ones that gain it)."""
        raise NotImplementedError

    def gainers(self, gainers: list[str]) -> Words:
        raise NotImplementedError

    def gathering(self) -> Words:
        raise NotImplementedError

    def returns(self) -> Words:
        raise NotImplementedError

    def listed(self, title: str, kind: str) -> Words:
        """The card is on the list of cards with a kind of Supply effect."""
        raise NotImplementedError


class English(Writer):
    """English Supply sentences."""

    lang = "en"

    def t_and(self) -> str:
        return "and"

    def pile(self, pile: Pile) -> Words:
        return ["the ", Link("pile", pile.id, pile.name.en)]

    def brings(self, b: Brought) -> Words:
        if b.pile.supply == "non-supply":
            return ["It brings ", *self.pile(b.pile), " into the game, outside the Supply."]
        if b.by_type:
            noun = type_label(self.named, b.by_type, "en")
            return [f"As {grammar.article(noun)} {noun}, it adds ", *self.pile(b.pile), " to the Supply."]
        if b.by_potion:
            return ["Its Potion cost adds ", *self.pile(b.pile), " to the Supply."]
        return ["It adds ", *self.pile(b.pile), " to the Supply."]

    def brought_in(self, bringers: list[str], gain: bool = False) -> Words:
        one = len(bringers) == 1
        verb = "brings" if one else "bring"
        also = (" and gains it" if one else " and gain it") if gain else ""
        what = "its pile" if self.has_pile() else "it"
        return [*self.names(bringers), f" {verb} {what} into the game{also}."]

    def gainers(self, gainers: list[str]) -> Words:
        return ["Cards that gain it: ", *self.names(gainers), "."]

    def gathering(self) -> Words:
        return ["When you play it, victory point tokens gather on its Supply pile."]

    def returns(self) -> Words:
        return ["When you play it, it returns to its pile."]

    def listed(self, title: str, kind: str) -> Words:
        return ["It is on the list ", Link(LIST, kind, title), "."]


class Polish(Writer):
    """Polish Supply sentences: the card's gender and number choose the pronoun and the verb."""

    lang = "pl"

    def t_and(self) -> str:
        return "i"

    def this(self) -> Noun | None:
        return grammar.card_noun(self.kb, self.card.id) if grammar.has_forms(self.kb, self.card.id) else None

    def verb(self, singular: str, plural: str) -> str:
        this = self.this()
        return plural if this is not None and this.plural else singular

    def pile(self, pile: Pile) -> Words:
        acc = grammar.pile_noun(pile).acc
        return [Link("pile", pile.id, acc)]

    def brings(self, b: Brought) -> Words:
        if b.pile.supply == "non-supply":
            return [self.verb("Wprowadza", "Wprowadzają") + " do gry ", *self.pile(b.pile), " spoza Zasobów."]
        adds = self.verb("dodaje", "dodają")
        if b.by_type:
            head = self.verb("karta", "karty")
            kind = f"{head} {PL_TYPE_GEN[b.by_type]}" if b.by_type in PL_TYPE_GEN else \
                f"{head} typu {type_label(self.named, b.by_type, 'pl')}"
            return [f"Jako {kind} {adds} do Zasobów ", *self.pile(b.pile), "."]
        if b.by_potion:
            has = self.verb("Ma", "Mają")
            return [f"{has} w koszcie Potion, więc {adds} do Zasobów ", *self.pile(b.pile), "."]
        return [adds[:1].upper() + adds[1:] + " do Zasobów ", *self.pile(b.pile), "."]

    def whose_pile(self) -> str:
        this = self.this()
        return f"{grammar.POSSESSIVE[this.agreement]} stos" if this is not None else "stos tej karty"

    def brought_in(self, bringers: list[str], gain: bool = False) -> Words:
        one = len(bringers) == 1
        verb = "wprowadza" if one else "wprowadzają"
        also = f" i {'dodaje' if one else 'dodają'} {self.pronoun()}" if gain else ""
        this = self.this()
        what = self.whose_pile() if self.has_pile() else (
            grammar.PRONOUN_ACC[this.agreement] if this is not None else "tę kartę")
        return [f"Do gry {verb} {what}{also}: ", *self.names(bringers), "."]

    def pronoun(self) -> str:
        this = self.this()
        return grammar.PRONOUN_ACC[this.agreement] if this is not None else "ją"

    def gainers(self, gainers: list[str]) -> Words:
        this = self.this()
        it = f"{grammar.PRONOUN_ACC[this.agreement]} dodają" if this is not None else "dodają tę kartę"
        return [f"Karty, które {it}: ", *self.names(gainers), "."]

    def lead_play(self) -> str:
        this = self.this()
        return f"Gdy {grammar.PRONOUN_ACC[this.agreement]} zagrywasz" if this is not None else "Gdy zagrywasz tę kartę"

    def gathering(self) -> Words:
        this = self.this()
        where = f"na {grammar.POSSESSIVE[this.agreement]} stosie" if this is not None else "na stosie tej karty"
        return [f"{self.lead_play()}, {where} w Zasobach gromadzą się żetony punktów zwycięstwa."]

    def returns(self) -> Words:
        return [f"{self.lead_play()}, {self.verb('wraca', 'wracają')} na swój stos."]

    def listed(self, title: str, kind: str) -> Words:
        return ["Jest na liście „", Link(LIST, kind, title), "”."]


WRITERS: dict[str, type[Writer]] = {"en": English, "pl": Polish}


def supply_words(kb: Knowledge, card: Card, lang: str, t: Callable[[str], str],
                 effect_titles: dict[str, str], named: Named, gained_by: Sequence[str]) -> list[Words]:
    """The card's Supply sentences in ``lang`` as words and links (``named``: labels.named_terms' answer;
    ``gained_by``: the card's entry in :func:`gainers`)."""
    return WRITERS[lang](kb, card, t, named, gained_by).lines(effect_titles)


def supply_lines(kb: Knowledge, card: Card, r: Renderer, t: Callable[[str], str],
                 effect_titles: dict[str, str], gained_by: Sequence[str]) -> list[str]:
    """The card's Supply sentences as Markdown, names linked (a list of an effect kind to ``gaining/<kind>.md``)."""
    return [_render(words, r) for words in supply_words(kb, card, r.lang, t, effect_titles, r.named, gained_by)]


def supply_texts(kb: Knowledge, card: Card, lang: str, t: Callable[[str], str],
                 effect_titles: dict[str, str], named: Named, gained_by: Sequence[str]) -> list[str]:
    """The card's Supply sentences as plain text (what a reader sees, without links)."""
    return [plain(words) for words in supply_words(kb, card, lang, t, effect_titles, named, gained_by)]


def _render(words: Words, r: Renderer) -> str:
    out = []
    for w in words:
        if isinstance(w, Link) and w.kind == LIST:
            out.append(str(r.macros.link(escape(w.label), relative(f"gaining/{w.id}.md", r.here))))
        elif isinstance(w, Link):
            out.append(r.link(w.kind, w.id, w.label))
        else:
            out.append(escape(w))
    return "".join(out)
