"""Gain behaviour in whole sentences, composed per language from a card's structured facts.

A gain fact says who gains, what (``which``: a card, a pile, types, cost bounds,
a copy), from where, to where, on what trigger and under which conditions.  Each
language has a writer that builds one natural sentence from those parts, the way
a rulebook would say it: a lead clause for the trigger and conditions ("When you
gain it or trash it outside your Buy phase,"), the gainer, the gained card, and
only the places that differ from the default (the Supply, the discard pile).
English needs articles and plurals; Polish needs the case, gender and number of
each name (:mod:`generator.site.grammar`, from the cards' ``name_forms_pl``).
The fact's ``what`` words are used only when ``which`` cannot say it (no
``which``, a varying count, a standing rule).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from generator.kb.schema import Card, GainFact, Knowledge, Which
from generator.site import grammar
from generator.site.grammar import KARTA, Noun
from generator.site.labels import N_, Named, named_terms, type_label
from generator.site.text import Renderer, escape


@dataclass(frozen=True)
class Link:
    """A name in a sentence that links to its page, shown as ``label``."""

    kind: str
    id: str
    label: str


Words = list["str | Link"]
"""A sentence under construction: plain words (escaped when written) and links."""


def render(words: Sequence[str | Link], r: Renderer) -> str:
    """The sentence as Markdown: plain words escaped, names linked."""
    out: list[str] = []
    for w in words:
        out.append(r.link(w.kind, w.id, w.label) if isinstance(w, Link) else escape(w))
    return "".join(out)


def plain(words: Sequence[str | Link]) -> str:
    """The sentence as plain text (for tests and page descriptions)."""
    return "".join(w.label if isinstance(w, Link) else w for w in words)


def _capital(words: Words) -> Words:
    if words and isinstance(words[0], str) and words[0]:
        return [words[0][0].upper() + words[0][1:], *words[1:]]
    if words and isinstance(words[0], Link):
        first = words[0]
        return [Link(first.kind, first.id, first.label[:1].upper() + first.label[1:]), *words[1:]]
    return words


def _linked(text: str, name: str, kind: str, rid: str) -> Words:
    """``text`` with the first ``name`` in it as a link (the rest plain)."""
    at = text.find(name) if name else -1
    if at < 0:
        return [text]
    return [text[:at], Link(kind, rid, name), text[at + len(name):]]


def _join(parts: Sequence[Words], last: str, sep: str = ", ") -> Words:
    out: Words = []
    for i, part in enumerate(parts):
        if i:
            out.append(f" {last} " if i == len(parts) - 1 else sep)
        out += part
    return out


def _cost(n: int) -> str:
    return f"${n}"


class Writer:
    """What both languages share: the knowledge, the card the facts belong to, the translator."""

    lang = "en"

    def __init__(self, kb: Knowledge, card: Card | None, t: Callable[[str], str], named: Named) -> None:
        self.kb = kb
        self.named = named
        self.card = card
        self.t = t
        self.said: set[str] = set()
        """The cards the sentence being written has already named (then called "it")."""

    @staticmethod
    def _any_number(gain: GainFact) -> bool:
        """A may-gain of a varying number of cards of some types (Prosper): "any number of Treasures"."""
        w = gain.which
        return (gain.count is None and gain.optional and w is not None and bool(w.types) and not w.card
                and not w.pile and w.among is None and w.copy_of is None)

    def uses_what(self, gain: GainFact) -> bool:
        """True when the fact's own words must say what is gained (``which`` cannot): no ``which``, a varying
        count with nothing it is counted by, a standing rule with no count."""
        if gain.which is None:
            return True
        counted = gain.per is not None or gain.which.among is not None or self._any_number(gain)
        moment = any(c in EN_WHEN for c in gain.when)  # the condition says when the standing rule acts
        return (gain.count is None and not counted) or ("rules" in gain.triggers and gain.per is None and not moment)

    def named_before(self, gain: GainFact, ref: str) -> bool:
        """True when a condition of ``gain`` already names the card ``ref`` ("if the trashed card costs $1 or
        more"), so that the rest of the sentence calls it "it"."""
        return ref == "trashed" and any(c in TRASHED_NAMED for c in gain.when)

    def gain(self, gain: GainFact) -> Words:
        """One gain fact as a sentence, without its closing full stop (a version note may follow)."""
        raise NotImplementedError

    def self_to(self, to: str) -> Words:
        """Where the card goes when gained, as a sentence."""
        raise NotImplementedError

    def what(self, gain: GainFact) -> tuple[Words, Words]:
        """The fact's own words for what is gained, split into the object and a trailing clause after its
        first comma or dash ("4 Golds" / ", if two Treasure Maps were trashed"), so that the places
        (from, to) can follow the object."""
        text = gain.what.get(self.lang) if gain.what else None
        if gain.what is not None and text is None:
            text = gain.what.en
        if not text:
            return self.default_object(), []
        cut = min((i for i in (text.find(", "), text.find(" – ")) if i > 0), default=-1)
        return ([text[:cut]], [text[cut:]]) if cut > 0 else ([text], [])

    def placed(self, gain: GainFact, places: Words) -> Words:
        """The object, then ``places`` (from, to), then the trailing clause of the fact's words, if any."""
        if self.uses_what(gain):
            head, tail = self.what(gain)
            return [*head, *places, *tail]
        return [*self.object(gain), *places]

    def object(self, gain: GainFact) -> Words:
        raise NotImplementedError

    def default_object(self) -> Words:
        raise NotImplementedError


TRASHED_NAMED = ("trashed-copper-or-estate", "trashed-cost-3-or-more", "trashed-cost-1-or-more", "trashed-action",
                 "trashed-treasure", "trashed-victory")
"""Conditions that say "the trashed card" themselves."""


# -- English ----------------------------------------------------------------------------------
EN_SUBJECTS = {"you": "you gain", "others": "each other player gains", "each": "every player gains",
               "receiver": "the player who receives it gains", "victim": "the attacked player gains"}
EN_VERBS = {"play": "play it", "other-play": "play another card", "buy": "buy it", "gain": "gain it",
            "other-gain": "gain another card", "trash": "trash it", "reaction": "react with it",
            "receive": "receive it", "discard-from-play": "discard it from play", "call": "call it"}
EN_TIMES = {"setup": "at set-up", "buy-phase-end": "at the end of your Buy phase",
            "turn-start": "at the start of your turn"}
EN_CALL_AFTER = {"turn-start": "at the start of your turn", "other-gain": "after gaining another card",
                 "buy-phase-end": "at the end of your Buy phase", "gain": "after gaining it"}
EN_WHILE = {"buy-phase": "in your Buy phase", "not-buy-phase": "outside your Buy phase",
            "your-turn": "during your turn", "not-your-turn": "outside your turn"}
EN_WHEN = {"gained-duchy": "when you gain a {duchy}", "another-player-gained-province": "when another player gains a "
           "{province}", "bought-card": "when you buy a card", "discarded-outside-cleanup":
           "when you discard it other than in Clean-up", "third-action-gained-this-turn":
           "when you gain your third Action card this turn"}
"""Conditions that are the moment itself: said instead of the trigger ("When another player gains a Province")."""
EN_IF = {"first-buy-this-turn": "if it is the first card you buy this turn",
         "no-cards-bought-this-turn": "if you bought no cards this turn",
         "no-cards-gained-this-buy-phase": "if you gained no cards in this Buy phase",
         "revealed-province": "if you reveal a {province}",
         "seven-cards-in-play": "if you have exactly seven cards in play",
         "trashed-copper-or-estate": "if the trashed card was a {copper} or an {estate}",
         "trashed-other-card": "if another card was trashed",
         "trashed-cost-3-or-more": "if the trashed card costs $3 or more",
         "trashed-itself": "if you trashed it",
         "empty-supply-piles": "if any Supply piles are empty",
         "no-province-revealed": "if you reveal no {province}",
         "trashed-action": "if the trashed card is an Action card",
         "trashed-treasure": "if the trashed card is a Treasure",
         "trashed-victory": "if the trashed card is a Victory card",
         "trashed-cost-1-or-more": "if the trashed card costs $1 or more",
         "trashed-itself-and-copy": "if you trashed it and another {this}",
         "gained-victory": "if the gained card is a Victory card",
         "played-this-turn": "if you played {this} this turn",
         "discarded-two-actions": "if both cards you discarded are Action cards",
         "set-aside-province": "if you set aside a {province}",
         "in-play": "if you have {this} in play"}
EN_GAINER_IF = {"revealed-no-treasure": "who revealed no Treasure", "kept-hand": "who does not discard two cards",
                "no-curse-discarded": "who does not discard a Curse"}
"""Conditions on who gains, said right after the gainer ("each other player who revealed no Treasure")."""
EN_REFS = {"trashed": "the trashed card", "gained": "the gained card", "played": "the played card",
           "revealed": "the revealed card", "this": "it", "trashed-total": "the trashed cards",
           "right-gained": "a card the player to your right gained on their last turn",
           "in-play": "a card you have in play"}
EN_AMONG = {"trashed": "trashed", "gained": "gained", "played": "played", "revealed": "revealed"}
"""The cards a gain picks among, as an adjective ("the trashed Treasures")."""
EN_PER = {"right-gained": "per card the player to your right gained on their last turn",
          "trashed-coin": "per $1 the trashed card costs", "overpaid-coin": "per $1 you overpay",
          "embargo-token": "per Embargo token on the pile they buy a card from",
          "differently-named-in-play": "per differently named card you have in play",
          "empty-supply-pile": "per empty Supply pile"}
EN_TYPE_PLURALS = {"treasure": "Treasures"}
EN_TYPE_NOUNS = {"treasure": "Treasure"}
"""Types that name a card on their own ("a Treasure"); the others say "an Action card"."""


class English(Writer):
    """English gain sentences."""

    lang = "en"

    def name(self, cid: str, plural: bool = False) -> Link:
        card = self.kb.cards.get(cid)
        shown = card.name.en if card else cid
        return Link("card", cid, grammar.plural_en(shown) if plural else shown)

    def default_object(self) -> Words:
        return ["a card"]

    def gain(self, gain: GainFact) -> Words:
        receiver_lead = gain.who == "receiver" and "receive" in gain.triggers
        lead = self.lead(gain, receiver_lead)
        subject = "that player gains" if receiver_lead else EN_SUBJECTS[gain.who]
        who_if = [EN_GAINER_IF[c] for c in gain.when if c in EN_GAINER_IF]
        if who_if:
            noun, verb = subject.rsplit(" ", 1)
            subject = f"{noun} {' and '.join(who_if)} {verb}"
        if gain.optional:
            subject = subject.rsplit(" ", 1)[0] + " may gain"
        whose = "your" if gain.who == "you" else "their"
        places = self.source(gain) + {"deck": [f" onto {whose} deck"], "hand": [f" into {whose} hand"]}.get(gain.to, [])
        self.said = {r for r in ("trashed",) if self.named_before(gain, r)}
        words: Words = [*lead, subject, " ", *self.placed(gain, places)]
        if gain.per and not self.uses_what(gain):
            words.append(f" {EN_PER[gain.per]}")
        if gain.to == "set-aside":  # the gain itself sets the card aside: said last, as the card texts do
            words.append(f", setting {'it' if gain.count == 1 else 'them'} aside")
        return _capital(words)

    def kinds(self, types: tuple[str, ...]) -> str:
        """Cards of these types, in the plural: "Treasures or Action cards" ("cards" with none)."""
        plurals = (EN_TYPE_PLURALS.get(t) or f"{type_label(self.named, t, 'en')} cards" for t in types)
        return " or ".join(plurals) or "cards"

    def ref(self, ref: str) -> str:
        """The card a cost or copy is measured from: "the trashed card", or "it" once a condition named it."""
        return "it" if ref in self.said else EN_REFS[ref]

    def lead(self, gain: GainFact, receiver_lead: bool) -> Words:
        triggers = [t for t in gain.triggers if t != "rules"]
        main = ""
        if receiver_lead:
            main = "when a player receives it"
        elif "call" in triggers:
            after = [EN_CALL_AFTER[t] for t in triggers if t in EN_CALL_AFTER]
            main = "when you call it" + "".join(f" {a}" for a in after)
        elif triggers and triggers != ["play"]:
            verbs = [EN_VERBS[t] for t in triggers if t in EN_VERBS]
            times = [EN_TIMES[t] for t in triggers if t in EN_TIMES]
            main = ("when you " + " or ".join(verbs)) if verbs else " or ".join(times)
        whens = [c for c in gain.when if c in EN_WHEN]
        if whens:
            main = " or ".join(plain(self.condition(c, EN_WHEN)) for c in whens)
        whiles = [EN_WHILE[c] for c in gain.when if c in EN_WHILE]
        ifs = [self.condition(c) for c in gain.when if c in EN_IF]
        head: Words = [" ".join([main, *whiles]).strip()] if main or whiles else []
        if ifs:
            if head:
                head.append(", ")
            head += _join(ifs, "and")
        return [*head, ", "] if head else []

    def condition(self, key: str, table: dict[str, str] = EN_IF) -> Words:
        text = table[key]
        out: Words = []
        for piece in text.replace("}", "{").split("{"):
            if piece == "this":
                out.append(self.name(self.card.id) if self.card is not None else "card")
            else:
                out.append(self.name(piece) if piece in ("province", "copper", "estate", "duchy") else piece)
        return [w for w in out if w != ""]

    def object(self, gain: GainFact) -> Words:
        which = gain.which or Which()
        count = gain.count or 1
        if which.copy_of == "right-gained":
            return ["a copy of a card", *self.object_tail(which),
                    " that the player to your right gained on their last turn"]
        if which.copy_of:
            words: Words = [f"a copy of {self.ref(which.copy_of)}"]
            cost = self.cost(which, verb=True)
            return words + ([" if it ", *cost] if cost else [])
        if which.among:
            many = "any number of" if gain.count is None else "one of"
            return [f"{many} the {EN_AMONG[which.among]} {self.kinds(which.types)}"]
        if self._any_number(gain):
            return [f"any number of {self.kinds(which.types)}"]
        if which.card:
            name = self.name(which.card, plural=count > 1)
            head: Words = [f"{grammar.number_en(count)} " if count > 1 else f"{grammar.article(name.label)} ", name]
        elif which.pile and which.pile in self.kb.piles:
            pile = self.kb.piles[which.pile]
            label = pile.name.en
            if label.endswith((" pile", " deck")):
                head = ["a card from the ", Link("pile", pile.id, label)]
            else:
                head = ["one of the ", Link("pile", pile.id, label)]
        elif which.types:
            nouns = [EN_TYPE_NOUNS.get(t) or f"{type_label(self.named, t, 'en')} card" for t in which.types]
            noun = " or ".join(nouns)
            head = [f"{grammar.article(noun)} {noun}"]
        else:
            head = ["a card"]
        if which.shares_type and which.relative_to:
            ref = self.ref(which.relative_to)
            costs = self.cost(which, verb=True)
            joined = ["that ", *costs, " and shares a type with it"] if costs else [f"that shares a type with {ref}"]
            return [*head, " ", *joined]
        return [*head, *self.object_tail(which)]

    @staticmethod
    def plain_cost(which: Which) -> bool:
        """True when the gained card is a noun with a cost bound after it (no copy, no shared type)."""
        return not which.copy_of and not which.shares_type and any(
            v is not None for v in (which.cost_min, which.cost_max, which.cost_exact))

    def object_tail(self, which: Which) -> Words:
        cost = self.cost(which)
        tail: Words = [" ", *cost] if cost else []
        tail += [" that was not named this turn"] if which.not_named else []
        for other in which.other_than:
            name = self.name(other)
            tail += [f" other than {grammar.article(name.label)} ", name]
        return tail

    def placed(self, gain: GainFact, places: Words) -> Words:
        """The object with the places between its noun and its cost, as card texts do: "a Treasure into your
        hand costing up to $3 more than the trashed card"."""
        which = gain.which or Which()
        if places and not self.uses_what(gain) and self.plain_cost(which):
            whole = self.object(gain)
            tail = self.object_tail(which)
            return [*whole[:len(whole) - len(tail)], *places, *tail]
        return super().placed(gain, places)

    def cost(self, which: Which, verb: bool = False) -> Words:
        """"costing up to $4", "costing less than the trashed card" (empty without a cost bound); with
        ``verb`` the form after "it"/"that" ("costs up to $6")."""
        words = self._cost(which)
        if words and which.cost_per:
            words = [*words, f" {EN_PER[which.cost_per]}"]
        if verb and words and isinstance(words[0], str) and words[0].startswith("costing"):
            return ["costs" + words[0][len("costing"):], *words[1:]]
        return words

    def _cost(self, which: Which) -> Words:
        low, high, exact = which.cost_min, which.cost_max, which.cost_exact
        if which.relative_to == "trashed-total" and exact == 0:
            return ["costing exactly the total cost of the trashed cards"]
        if which.relative_to:
            ref: Words = [self.this_name()] if which.relative_to == "this" else [self.ref(which.relative_to)]
            if exact is not None:
                if exact == 0:
                    return ["costing the same as ", *ref]
                more = "more" if exact > 0 else "less"
                return [f"costing exactly {_cost(abs(exact))} {more} than ", *ref]
            if high is not None:
                if high > 0:
                    return [f"costing up to {_cost(high)} more than ", *ref]
                if high == 0:
                    return ["costing no more than ", *ref]
                if high == -1:
                    return ["costing less than ", *ref]
                return [f"costing at least {_cost(-high)} less than ", *ref]
            if low is not None:
                return [f"costing at least {_cost(low)} more than ", *ref]
            return []
        if exact is not None:
            return [f"costing exactly {_cost(exact)}"]
        if low is not None and high is not None:
            return [f"costing from {_cost(low)} to {_cost(high)}"]
        if high is not None:
            return [f"costing up to {_cost(high)}"]
        if low is not None:
            return [f"costing {_cost(low)} or more"]
        return []

    def this_name(self) -> str:
        return "it"

    def source(self, gain: GainFact) -> Words:
        if gain.source == "trash":
            return [" from the trash"]
        if gain.source == "supply":
            return []
        which = gain.which or Which()
        pid = gain.source[5:]
        if which.pile == pid and not self.uses_what(gain):
            return []
        outside = not source_in_supply(self.kb, gain.source)
        if which.card and not self.uses_what(gain) and (pid == which.card or self.kb.cards[which.card].pile == pid):
            whose = "their" if (gain.count or 1) > 1 else "its"
            return [f" from {whose} pile outside the Supply" if outside else f" from {whose} pile"]
        target = source_target(self.kb, gain.source)
        assert target is not None
        kind, rid = target
        label = self.kb.piles[rid].name.en if kind == "pile" else f"{self.kb.cards[rid].name.en} pile"
        return [" from the ", Link(kind, rid, label), " outside the Supply" if outside else ""]

    def self_to(self, to: str) -> Words:
        where = {"hand": "into your hand", "deck": "onto your deck", "discard": "into your discard pile"}[to]
        rest = " instead of your discard pile" if to != "discard" else ""
        return [f"When you gain it, it goes {where}{rest}."]


# -- Polish -----------------------------------------------------------------------------------
PL_SUBJECTS = {"you": "dodajesz", "others": "każdy z pozostałych graczy dodaje", "each": "każdy gracz dodaje",
               "receiver": "gracz, który otrzymuje tę kartę, dodaje", "victim": "atakowany gracz dodaje"}
PL_VERBS = {"play": "zagrywasz {o}", "other-play": "zagrywasz inną kartę", "buy": "kupujesz {o}",
            "gain": "dodajesz {o}", "other-gain": "dodajesz inną kartę", "trash": "wyrzucasz {o} na śmietnisko",
            "reaction": "reagujesz {i}", "receive": "otrzymujesz {o}", "discard-from-play": "odrzucasz {o} z gry",
            "call": "wzywasz {o}"}
PL_TIMES = {"setup": "podczas przygotowania gry", "buy-phase-end": "na koniec twojej fazy zakupu",
            "turn-start": "na początku twojej tury"}
PL_CALL_AFTER = {"turn-start": "na początku twojej tury", "other-gain": "po dodaniu innej karty",
                 "buy-phase-end": "na koniec twojej fazy zakupu", "gain": "po dodaniu"}
PL_WHILE = {"buy-phase": "w twojej fazie zakupu", "not-buy-phase": "poza twoją fazą zakupu",
            "your-turn": "w twojej turze", "not-your-turn": "poza twoją turą"}
PL_WHEN = {"gained-duchy": "gdy dodajesz {duchy:acc}", "another-player-gained-province": "gdy inny gracz dodaje "
           "{province:acc}", "bought-card": "gdy kupujesz kartę", "discarded-outside-cleanup":
           "gdy odrzucasz {this:acc} poza fazą porządków", "third-action-gained-this-turn":
           "gdy dodajesz w tej turze trzecią kartę Akcji"}
PL_IF = {"first-buy-this-turn": "jeśli to pierwsza karta, którą kupujesz w tej turze",
         "no-cards-bought-this-turn": "jeśli w tej turze nie kupiłeś żadnej karty",
         "no-cards-gained-this-buy-phase": "jeśli w tej fazie zakupu nie dodałeś żadnej karty",
         "revealed-province": "jeśli odkryjesz {province:acc}",
         "seven-cards-in-play": "jeśli masz w grze dokładnie siedem kart",
         "trashed-copper-or-estate": "jeśli wyrzucona karta to {copper:nom} lub {estate:nom}",
         "trashed-other-card": "jeśli wyrzucono inną kartę",
         "trashed-cost-3-or-more": "jeśli wyrzucona karta kosztuje $3 lub więcej",
         "trashed-itself": "jeśli wyrzuciłeś {this:acc} na śmietnisko",
         "empty-supply-piles": "jeśli któreś stosy w Zasobach są puste",
         "no-province-revealed": "jeśli nie odkryjesz {province:gen}",
         "trashed-action": "jeśli wyrzucona karta jest kartą Akcji",
         "trashed-treasure": "jeśli wyrzucona karta jest Skarbem",
         "trashed-victory": "jeśli wyrzucona karta jest kartą Zwycięstwa",
         "trashed-cost-1-or-more": "jeśli wyrzucona karta kosztuje $1 lub więcej",
         "trashed-itself-and-copy": "jeśli wyrzuciłeś na śmietnisko {this:acc} i {another:acc}",
         "gained-victory": "jeśli dodana karta jest kartą Zwycięstwa",
         "played-this-turn": "jeśli w tej turze zagrałeś {this:acc}",
         "discarded-two-actions": "jeśli obie odrzucone karty są kartami Akcji",
         "set-aside-province": "jeśli odłożysz na bok {province:acc}",
         "in-play": "jeśli masz w grze {this:acc}"}
PL_GAINER_IF = {"revealed-no-treasure": "który nie odkrył żadnego Skarbu", "kept-hand": "który nie odrzuca dwóch kart",
                "no-curse-discarded": "który nie odrzuca Klątwy"}
RIGHT_GAINED_PL = "którą gracz po twojej prawej dodał w swojej ostatniej turze"
PL_REFS_GEN = {"trashed": "wyrzuconej karty", "gained": "dodanej karty", "played": "zagranej karty",
               "revealed": "odkrytej karty", "trashed-total": "wyrzuconych kart",
               "right-gained": f"karty, {RIGHT_GAINED_PL}", "in-play": "karty, którą masz w grze"}
PL_REFS_NOM = {"trashed": "wyrzucona karta", "gained": "dodana karta", "played": "zagrana karta",
               "revealed": "odkryta karta", "trashed-total": "wyrzucone karty",
               "right-gained": f"karta, {RIGHT_GAINED_PL}", "in-play": "karta, którą masz w grze"}
PL_AMONG = {"trashed": "wyrzuconych", "gained": "dodanych", "played": "zagranych", "revealed": "odkrytych"}
"""The cards a gain picks among, as an adjective in the genitive plural ("dowolną liczbę wyrzuconych Skarbów")."""
PL_PER = {"right-gained": f"za każdą kartę, {RIGHT_GAINED_PL}",
          "trashed-coin": "za każdy $1 kosztu wyrzuconej karty", "overpaid-coin": "za każdy przepłacony $1",
          "embargo-token": "za każdy żeton embarga na stosie, z którego kupuje kartę",
          "differently-named-in-play": "za każdą kartę o innej nazwie, którą masz w grze",
          "empty-supply-pile": "za każdy pusty stos w Zasobach"}
PL_NOT_NAMED = {"f": "której", "pl": "których", "pl-m1": "których"}
"""The relative pronoun in the genitive after "nie nazwano" ("kartę, której nie nazwano"; "którego" otherwise)."""
PL_TYPE_GEN = {"action": "Akcji", "treasure": "Skarbu", "victory": "Zwycięstwa", "attack": "Ataku",
               "reaction": "Reakcji", "curse": "Klątwy", "duration": "Następstwa", "command": "Rozkazu",
               "night": "Nocy", "gathering": "Gromadzenia"}
"""Types named after "kartę" in the genitive ("kartę Akcji"); other types say "kartę typu X"."""
SKARB = Noun("Skarb", "Skarbu", "Skarb", "Skarbem", "m3")
"""A Treasure names a card on its own, like the Polish rulebook: "dodaj Skarb"."""


class Polish(Writer):
    """Polish gain sentences: names in the case each slot needs, pronouns and participles that agree."""

    lang = "pl"

    def noun(self, cid: str) -> Noun:
        return grammar.card_noun(self.kb, cid)

    def link_case(self, cid: str, case: str) -> Words:
        """A card's name in ``case`` with the name part linked ("kartę [Nomad Camp]", "[Wiedźmę]")."""
        noun = self.noun(cid)
        return _linked(getattr(noun, case), noun.name_nom if case == "nom" else self._inflected(noun, case),
                       "card", cid)

    @staticmethod
    def _inflected(noun: Noun, case: str) -> str:
        text: str = getattr(noun, case)
        if noun.name_nom and noun.nom.endswith(noun.name_nom) and noun.nom != noun.name_nom:
            return noun.name_nom  # "kartę X": the name stays as it is
        return text

    def this(self) -> Noun:
        """The card the facts belong to, as "it": its own gender, or "ta karta"."""
        if self.card is not None and grammar.has_forms(self.kb, self.card.id):
            return self.noun(self.card.id)
        return Noun("ta karta", "tej karty", "tę kartę", "tą kartą")

    def pronoun_acc(self) -> str:
        noun = self.this()
        return grammar.PRONOUN_ACC[noun.agreement] if noun.name_nom else "tę kartę"

    def default_object(self) -> Words:
        return ["kartę"]

    def gain(self, gain: GainFact) -> Words:
        receiver_lead = gain.who == "receiver" and "receive" in gain.triggers
        lead = self.lead(gain, receiver_lead)
        subject = "ten gracz dodaje" if receiver_lead else PL_SUBJECTS[gain.who]
        if gain.who == "receiver" and not receiver_lead:
            this = self.this()
            subject = (f"gracz, który {grammar.PRONOUN_ACC[this.agreement]} otrzymuje, dodaje" if this.name_nom
                       else "gracz, który otrzymuje tę kartę, dodaje")
        who_if = [PL_GAINER_IF[c] for c in gain.when if c in PL_GAINER_IF]
        if who_if:
            noun, verb = subject.rsplit(" ", 1)
            subject = f"{noun.rstrip(',')}, {' i '.join(who_if)}, {verb}"
        if gain.optional:
            head, _, verb = subject.rpartition(" ")
            subject = f"{head} {'możesz' if verb == 'dodajesz' else 'może'} dodać".strip()
        self.said = {r for r in ("trashed",) if self.named_before(gain, r)}
        own = "" if gain.who == "you" else "swojej "
        places = self.source(gain) + {"deck": [f" na wierzch {own}talii"], "hand": [" na rękę"]}.get(gain.to, [])
        if places and not self.uses_what(gain) and self.long_object(gain):
            # a long object goes last: "dodajesz ze śmietniska na wierzch talii kartę kosztującą od $3 do $6"
            words: Words = [*lead, subject, *places, " ", *self.object(gain)]
        else:
            words = [*lead, subject, " ", *self.placed(gain, places)]
        if gain.per and not self.uses_what(gain):
            words.append(f" {PL_PER[gain.per]}")
        if gain.to == "set-aside":  # "dodajesz kartę kosztującą do $4, odkładając ją na bok"
            words.append(f", odkładając {grammar.PRONOUN_ACC[self.object_agreement(gain)]} na bok")
        return _capital(words)

    def kinds_gen(self, types: tuple[str, ...]) -> str:
        """Cards of these types in the genitive plural: "Skarbów lub kart Akcji" ("kart" with none)."""
        return " lub ".join("Skarbów" if t == "treasure" else (
            f"kart {PL_TYPE_GEN[t]}" if t in PL_TYPE_GEN else f"kart typu {type_label(self.named, t, 'pl')}")
            for t in types) or "kart"

    def object_agreement(self, gain: GainFact) -> str:
        """The agreement class of the gained object as :meth:`object` names it, for a pronoun that refers
        back to it: "kartę" → "ją", "Skarb" → "go", "Srebrniki" or "dwie karty" → "je"."""
        which = gain.which or Which()
        if gain.count != 1 and not (which.among and gain.count is not None):
            return "pl"  # "dwie karty Złota", "dowolną liczbę wyrzuconych Skarbów", a card per something
        if self.uses_what(gain) or which.copy_of or which.pile:
            return KARTA.agreement  # "kopię", "kartę ze stosu", "jedną z"; the fact's own words: a card
        if which.among:
            return SKARB.agreement if which.types == ("treasure",) else KARTA.agreement  # "jeden z", "jedną z"
        if which.card:
            return self.noun(which.card).agreement
        return SKARB.agreement if which.types == ("treasure",) else KARTA.agreement

    def lead(self, gain: GainFact, receiver_lead: bool) -> Words:
        triggers = [t for t in gain.triggers if t != "rules"]
        main = ""
        if receiver_lead:
            this = self.this()  # "gdy gracz go otrzymuje": the pronoun before the verb, a noun after it
            main = (f"gdy gracz {grammar.PRONOUN_ACC[this.agreement]} otrzymuje" if this.name_nom
                    else "gdy gracz otrzymuje tę kartę")
        elif "call" in triggers:
            after = [PL_CALL_AFTER[t] for t in triggers if t in PL_CALL_AFTER]
            main = self.verbs(["call"]) + "".join(f" {a}" for a in after)
        elif triggers and triggers != ["play"]:
            verbs = [t for t in triggers if t in PL_VERBS]
            times = [PL_TIMES[t] for t in triggers if t in PL_TIMES]
            main = self.verbs(verbs) if verbs else " lub ".join(times)
        whens = [c for c in gain.when if c in PL_WHEN]
        if whens:
            main = " lub ".join(plain(self.condition(c, PL_WHEN)) for c in whens)
        whiles = [PL_WHILE[c] for c in gain.when if c in PL_WHILE]
        ifs = [self.condition(c) for c in gain.when if c in PL_IF]
        head: Words = [" ".join([main, *whiles]).strip()] if main or whiles else []
        if ifs:
            if head:
                head.append(", ")
            head += _join(ifs, "i")
        clause = bool(ifs) or main.startswith("gdy")
        return [*head, ", " if clause else " "] if head else []

    def verbs(self, triggers: list[str]) -> str:
        """"gdy ją dodajesz lub wyrzucasz na śmietnisko" (a pronoun once, before the verbs); when the name has
        no recorded forms, "tę kartę" once after the last verb ("gdy zagrywasz lub kupujesz tę kartę"), or,
        when the verbs need different cases, after the first verb and "ją"/"nią" after the others."""
        this = self.this()
        phrases = [PL_VERBS[t] for t in triggers]
        if this.name_nom:
            agr = this.agreement
            first = "{i}" in phrases[0]
            pron = {"m1": "nim", "m2": "nim", "m3": "nim", "f": "nią", "n": "nim", "pl-m1": "nimi",
                    "pl": "nimi"}[agr] if first else grammar.PRONOUN_ACC[agr]
            stripped = [p.replace(" {o}", "").replace(" {i}", "") for p in phrases]
            return f"gdy {pron} " + " lub ".join(stripped)
        if len(phrases) > 1 and all("{o}" in p for p in phrases):
            shared = [p.replace(" {o}", "") for p in phrases[:-1]] + [phrases[-1].replace("{o}", "tę kartę")]
            return "gdy " + " lub ".join(shared)
        out = [phrases[0].replace("{o}", "tę kartę").replace("{i}", "tą kartą")]
        out += [p.replace("{o}", "ją").replace("{i}", "nią") for p in phrases[1:]]
        return "gdy " + " lub ".join(out)

    def condition(self, key: str, table: dict[str, str] = PL_IF) -> Words:
        text = table[key]
        out: Words = []
        for piece in text.replace("}", "{").split("{"):
            if ":" in piece:
                cid, case = piece.split(":")
                if cid == "this":
                    out.append(self.pronoun_acc() if self.this().name_nom else "tę kartę")
                elif cid == "another" and self.card is not None:
                    other = self.noun(self.card.id)
                    out += [grammar.adjective_acc("drug", other.agreement) + " ",
                            *self.link_case(self.card.id, case)]
                else:
                    out += self.link_case(cid, case)
            elif piece:
                out.append(piece)
        return out

    def object(self, gain: GainFact) -> Words:
        which = gain.which or Which()
        count = gain.count or 1
        if which.copy_of == "right-gained":
            cost = self.cost(which, KARTA, case="gen")
            return ["kopię karty", *([" ", *cost] if cost else []), f", {RIGHT_GAINED_PL}"]
        if which.among:
            many = "dowolną liczbę" if gain.count is None else ("jeden z" if which.types == ("treasure",)
                                                                else "jedną z")
            return [f"{many} {PL_AMONG[which.among]} {self.kinds_gen(which.types)}"]
        if self._any_number(gain):
            return [f"dowolną liczbę {self.kinds_gen(which.types)}"]
        if which.copy_of:
            words: Words = [f"kopię {self.ref_gen(which.copy_of)}"]
            cost = self.cost(which, Noun("", "", "", "", "f"), verb=True)
            return words + ([", jeśli ", *cost] if cost else [])
        head_noun: Noun
        if which.card:
            noun = self.noun(which.card)
            if count > 1:
                counted = noun.gen if noun.name_nom == noun.nom else noun.name_nom
                name = _linked(counted, noun.name_nom if noun.name_nom == noun.nom else counted, "card", which.card)
                head: Words = [f"{grammar.karty_count(count)} ", *name]
                head_noun = Noun("", "", "", "", "f", True)
            else:
                head = self.link_case(which.card, "acc")
                head_noun = noun
        elif which.pile and which.pile in self.kb.piles:
            pile_noun = grammar.pile_noun(self.kb.piles[which.pile])
            gen = pile_noun.gen
            linked = _linked(gen, gen, "pile", which.pile)
            head = ["kartę ", grammar.with_z(gen) + " ", *linked] if gen.startswith(
                ("stosu", "talii")) else ["jedną ", grammar.with_z(gen) + " ", *linked]
            head_noun = KARTA
        elif which.types == ("treasure",):
            head, head_noun = ["Skarb"], SKARB
        elif which.types:
            named = [PL_TYPE_GEN[t] for t in which.types if t in PL_TYPE_GEN]
            others = [type_label(self.named, t, "pl") for t in which.types if t not in PL_TYPE_GEN]
            parts = [" lub ".join(named)] if named else []
            parts += [f"typu {' lub '.join(others)}"] if others else []
            head, head_noun = [f"kartę {' lub '.join(parts)}"], KARTA
        else:
            head, head_noun = ["kartę"], KARTA
        cost = self.cost(which, head_noun)
        if which.shares_type and which.relative_to:
            having = grammar.adjective_acc("mając", head_noun.agreement)
            tail: Words = [" ", *cost, f" i {having} z nią wspólny typ"] if cost else [
                f" {having} wspólny typ z {self.ref_ins(which.relative_to)}"]
            return [*head, *tail]
        unnamed: Words = [f", {PL_NOT_NAMED.get(head_noun.agreement, 'którego')} nie nazwano w tej turze"] \
            if which.not_named else []
        excluded: Words = []
        for other in which.other_than:  # "kartę kosztującą do $5 inną niż Wampir"
            excluded += [f" {grammar.adjective_acc('inn', head_noun.agreement)} niż ", *self.link_case(other, "nom")]
        return [*head, *([" ", *cost] if cost else []), *unnamed, *excluded]

    @staticmethod
    def long_object(gain: GainFact) -> bool:
        """True when the gained card is described at length (a cost, a shared type, a copy)."""
        w = gain.which or Which()
        return any(v is not None for v in (w.cost_min, w.cost_max, w.cost_exact, w.copy_of, w.among)) or w.shares_type

    def ref_gen(self, ref: str) -> str:
        if ref in self.said:
            return "niej"  # "wyrzucona karta", named by the condition before
        if ref == "this":
            return grammar.PRONOUN_GEN_PREP[self.this().agreement]  # "tańszą od niej": the card named before
        return PL_REFS_GEN[ref]

    def ref_ins(self, ref: str) -> str:
        if ref in self.said:
            return "nią"
        return {"trashed": "wyrzuconą kartą", "gained": "dodaną kartą", "played": "zagraną kartą",
                "revealed": "odkrytą kartą", "this": "tą kartą", "trashed-total": "wyrzuconymi kartami",
                "right-gained": f"kartą, {RIGHT_GAINED_PL}"}[ref]

    def ref_nom(self, ref: str) -> str:
        if ref in self.said:
            return "ona"
        if ref == "this":
            return "ta karta"
        return PL_REFS_NOM[ref]

    def cost(self, which: Which, head: Noun, verb: bool = False, case: str = "acc") -> Words:
        """"kosztującą do $4", "tańszą od wyrzuconej karty" (agreeing with ``head``, in ``case``: acc or gen);
        with ``verb`` a clause for "jeśli …" ("kosztuje do $6")."""
        words = self._cost(which, head, verb, case)
        if words and which.cost_per:
            words = [*words, f" {PL_PER[which.cost_per]}"]
        return words

    def _cost(self, which: Which, head: Noun, verb: bool, case: str) -> Words:
        agr = head.agreement
        adjective = grammar.adjective_gen if case == "gen" else grammar.adjective_acc
        costing = "kosztuje" if verb else adjective("kosztując", agr)
        dearer = "kosztuje więcej" if verb else adjective("droższ", agr)
        cheaper = "kosztuje mniej" if verb else adjective("tańsz", agr)
        low, high, exact = which.cost_min, which.cost_max, which.cost_exact
        if which.relative_to == "trashed-total" and exact == 0:
            return [f"{costing} dokładnie tyle, ile łącznie kosztują wyrzucone karty"]
        if which.relative_to:
            rel = which.relative_to
            gen = self.ref_gen(rel)
            if exact is not None:
                if exact == 0:
                    return [f"{costing} tyle samo co {self.ref_nom(rel)}"]
                word = dearer if exact > 0 else cheaper
                return [f"{word} dokładnie o {_cost(abs(exact))} od {gen}"]
            if high is not None:
                if high > 0:  # "up to $2 more" takes in cheaper cards too: not "droższą najwyżej o"
                    return [f"{costing} najwyżej o {_cost(high)} więcej niż {self.ref_nom(rel)}"]
                if high == 0:
                    return [f"nie {dearer} od {gen}"]
                if high == -1:
                    return [f"{cheaper} od {gen}"]
                return [f"{cheaper} co najmniej o {_cost(-high)} od {gen}"]
            if low is not None:
                return [f"{dearer} co najmniej o {_cost(low)} od {gen}"]
            return []
        if exact is not None:
            return [f"{costing} dokładnie {_cost(exact)}"]
        if low is not None and high is not None:
            return [f"{costing} od {_cost(low)} do {_cost(high)}"]
        if high is not None:
            return [f"{costing} do {_cost(high)}"]
        if low is not None:
            return [f"{costing} {_cost(low)} lub więcej"]
        return []

    def source(self, gain: GainFact) -> Words:
        if gain.source == "trash":
            return [" ze śmietniska"]
        if gain.source == "supply":
            return []
        which = gain.which or Which()
        pid = gain.source[5:]
        if which.pile == pid and not self.uses_what(gain):
            return []
        outside = not source_in_supply(self.kb, gain.source)
        where = " spoza Zasobów" if outside else ""
        if which.card and not self.uses_what(gain) and (pid == which.card or self.kb.cards[which.card].pile == pid):
            if (gain.count or 1) > 1:
                whose = "ich"
            else:
                noun = self.noun(which.card)
                whose = grammar.POSSESSIVE[noun.agreement]
            return [f" z {whose} stosu{where}"]
        target = source_target(self.kb, gain.source)
        assert target is not None
        kind, rid = target
        if kind == "pile":
            gen = grammar.pile_noun(self.kb.piles[rid]).gen
            return [f" {grammar.with_z(gen)} ", Link(kind, rid, gen), where]
        return [" ze stosu ", *self.link_case(rid, "gen"), where]

    def self_to(self, to: str) -> Words:
        this = self.this()
        where = {"hand": "na rękę", "deck": "na wierzch twojej talii",
                 "discard": "na twój stos kart odrzuconych"}[to]
        rest = " zamiast na stos kart odrzuconych" if to != "discard" else ""
        goes = grammar.verb_number("trafia", "trafiają", this)
        if this.name_nom:
            return [f"Gdy {grammar.PRONOUN_ACC[this.agreement]} dodajesz, {goes} {where}{rest}."]
        return [f"Gdy dodajesz tę kartę, trafia ona {where}{rest}."]


WRITERS: dict[str, type[Writer]] = {"en": English, "pl": Polish}


def writer(kb: Knowledge, card: Card | None, lang: str, t: Callable[[str], str], named: Named) -> Writer:
    """The sentence writer of ``lang`` for the facts of ``card`` (``named``: labels.named_terms' answer)."""
    return WRITERS[lang](kb, card, t, named)


# -- what the pages call ----------------------------------------------------------------------
OWNERSHIP_SENTENCES = {
    "pass": N_("It passes cards to another player, who then owns them without gaining them."),
    "exchange": N_("It exchanges a card for another one, which becomes yours without being gained."),
    "exile": N_("It moves cards to your Exile mat: you still own them, but they leave your deck."),
    "set-aside": N_("It sets cards aside: they stay yours without being gained or discarded."),
}

ONLY_IN = {"1e": N_("only in the 1st edition"), "2e": N_("only in the 2nd edition")}


def source_target(kb: Knowledge, source: str) -> tuple[str, str] | None:
    """The page a ``pile:<id>`` gain source links to: a pile, or the card whose pile it is."""
    if not source.startswith("pile:"):
        return None
    pid = source[5:]
    return ("pile", pid) if pid in kb.piles else ("card", pid)


def source_in_supply(kb: Knowledge, source: str) -> bool:
    """True when a ``pile:<id>`` source is a Supply pile (Ruins), False for non-Supply piles (Prizes)."""
    target = source_target(kb, source)
    if target is None:
        return source == "supply"
    kind, pid = target
    status = kb.piles[pid].supply if kind == "pile" else kb.cards[pid].supply
    return status != "non-supply"


def fill(message: str, **slots: str) -> str:
    """Escape ``message`` and put the (already escaped) ``slots`` into it."""
    out = escape(message)
    for name, value in slots.items():
        out = out.replace(escape("{" + name + "}"), value)
    return out


def only_in(card: Card | None, versions: tuple[str, ...], lang: str, t: Callable[[str], str]) -> str:
    """" (only in the 1st edition)" or " (only: <the card's version label>)", escaped; empty without versions."""
    return escape(_only_in_plain(card, versions, lang, t))


def gain_sentence(kb: Knowledge, gain: GainFact, r: Renderer, t: Callable[[str], str],
                  card: Card | None = None) -> str:
    """One gain fact as a sentence in the page's language (Markdown, names linked)."""
    return render(writer(kb, card, r.lang, t, r.named).gain(gain), r) + only_in(card, gain.versions, r.lang, t) + "."


def self_to_sentence(kb: Knowledge, card: Card, r: Renderer, t: Callable[[str], str]) -> str:
    """Where ``card`` goes when gained (empty when it goes to the discard pile as usual)."""
    if not card.gains_self_to:
        return ""
    return render(writer(kb, card, r.lang, t, r.named).self_to(card.gains_self_to), r)


def shows_on_gain_text(card: Card) -> bool:
    """True when the card's ``on_gain`` words say more than its structured facts: they are left out when a
    gain fact set off by gaining it, or where it goes when gained, already says what happens."""
    return card.on_gain is not None and not card.gains_self_to and not any(
        "gain" in g.triggers for g in card.gains)


def shows_other_gain_text(card: Card) -> bool:
    """True when the ``on_other_gain`` words are not already said by a fact set off by another gain."""
    return card.on_other_gain is not None and not any("other-gain" in g.triggers for g in card.gains)


def gain_lines(kb: Knowledge, card: Card, r: Renderer, t: Callable[[str], str]) -> list[str]:
    """Every sentence describing how ``card`` gains, is gained and gives ownership."""
    lines = [gain_sentence(kb, gain, r, t, card) for gain in card.gains]
    if card.gains_self_to:
        lines.append(self_to_sentence(kb, card, r, t))
    if shows_on_gain_text(card):
        lines.append(r.text(card.on_gain))
    if shows_other_gain_text(card):
        lines.append(r.text(card.on_other_gain))
    for own in card.ownership:
        lines.append(escape(t(OWNERSHIP_SENTENCES[own.way]).rstrip(".")) + only_in(card, own.versions, r.lang, t)
                     + ".")
    return lines


def gain_texts(kb: Knowledge, card: Card, lang: str, t: Callable[[str], str]) -> list[str]:
    """The generated sentences of ``card`` (its gain facts and where it goes when gained) as plain text,
    version notes included: what a reader sees, without links."""
    w = writer(kb, card, lang, t, named_terms(kb))
    out = [plain(w.gain(g)) + _only_in_plain(card, g.versions, lang, t) + "." for g in card.gains]
    if card.gains_self_to:
        out.append(plain(w.self_to(card.gains_self_to)))
    return out


def _only_in_plain(card: Card | None, versions: tuple[str, ...], lang: str, t: Callable[[str], str]) -> str:
    if not versions:
        return ""
    labels = {v.id: v.label.show(lang)[:1].lower() + v.label.show(lang)[1:] for v in card.versions} if card else {}
    parts = [t(ONLY_IN[v]) if v in ONLY_IN else t(N_("only: {version}")).replace("{version}", labels.get(v, v))
             for v in versions]
    return f" ({', '.join(parts)})"


def brought_in_by(kb: Knowledge, card: Card) -> list[str]:
    """The cards that bring ``card`` into a game: its own list, or the cards that add its pile."""
    found = list(card.brought_in_by)
    if card.pile and card.pile in kb.piles:
        found += [c for c in kb.piles[card.pile].added_by_cards if c not in found]
    return found
