"""How card and pile names enter generated sentences: English articles and plurals, Polish cases and agreement.

A name is a :class:`Noun`: the words a sentence needs in each case, with its
gender and number.  Polish names come from the record's ``name_forms_pl``; a
name without them is never inflected: it is put after a noun that inflects for
it ("kartę Nomad Camp", "ze stosu Spoils"), as Polish rule texts do.  Every
word is plain text here; the sentence writer escapes it and adds links.
"""

from __future__ import annotations

from dataclasses import dataclass

from generator.kb.schema import Card, Knowledge, Pile

VOWELS = frozenset("aąeęioóuy")
VIRILE = "m1"


@dataclass(frozen=True)
class Noun:
    """A Polish noun phrase: nominative, genitive, accusative and instrumental, gender and number.

    ``name`` is the part that names a card or pile (it becomes a link); ``head`` the
    words before it that inflect in its place ("kartę", "stosu"), empty when the name
    itself inflects.
    """

    nom: str
    gen: str
    acc: str
    ins: str
    gender: str = "f"
    plural: bool = False
    name_nom: str = ""
    """The card's own name as it stands inside the phrase (for the link); empty for common nouns."""

    @property
    def agreement(self) -> str:
        """The agreement class: m1/m2/m3/f/n in the singular, ``pl-m1`` or ``pl`` in the plural."""
        if self.plural:
            return "pl-m1" if self.gender == VIRILE else "pl"
        return self.gender


KARTA = Noun("karta", "karty", "kartę", "kartą")
"""The common noun "karta" (f), the head that lets any name stand uninflected."""


def card_noun(kb: Knowledge, cid: str) -> Noun:
    """The Polish noun phrase for a card: its own forms, or "karta <name>" when it has none."""
    card = kb.cards.get(cid)
    if card is None:
        return _karta(cid)
    return _card_noun(card)


def _card_noun(card: Card) -> Noun:
    forms = card.name_forms_pl
    name = card.name.show("pl")
    if forms is None or card.name.pl is None:
        return _karta(name)
    return Noun(name, forms.gen, forms.acc, "", forms.gender, forms.plural, name_nom=name)


def _karta(name: str) -> Noun:
    return Noun(f"karta {name}", f"karty {name}", f"kartę {name}", f"kartą {name}", "f", False, name_nom=name)


def pile_noun(pile: Pile) -> Noun:
    """The Polish noun phrase for a pile: its own forms, or its head word inflected ("stos X" → "stosu X")."""
    name = pile.name.show("pl")
    forms = pile.name_forms_pl
    if forms is not None and pile.name.pl is not None:
        return Noun(name, forms.gen, forms.acc, "", forms.gender, forms.plural, name_nom=name)
    for head, gen, acc, ins, gender in (("stos ", "stosu ", "stos ", "stosem ", "m3"),
                                        ("talia ", "talii ", "talię ", "talią ", "f")):
        if name.startswith(head):
            rest = name[len(head):]
            return Noun(name, gen + rest, acc + rest, ins + rest, gender, name_nom=name)
    return Noun(f"stos {name}", f"stosu {name}", f"stos {name}", f"stosem {name}", "m3", name_nom=name)


def has_forms(kb: Knowledge, cid: str) -> bool:
    """True when the card's Polish name inflects by its own recorded forms."""
    card = kb.cards.get(cid)
    return card is not None and card.name_forms_pl is not None and card.name.pl is not None


# -- Polish words that agree ------------------------------------------------------------------
PRONOUN_ACC = {"m1": "go", "m2": "go", "m3": "go", "f": "ją", "n": "je", "pl-m1": "ich", "pl": "je"}
"""The object pronoun after a verb ("Gdy ją dodajesz")."""
PRONOUN_GEN_PREP = {"m1": "niego", "m2": "niego", "m3": "niego", "f": "niej", "n": "niego", "pl-m1": "nich",
                    "pl": "nich"}
"""The genitive pronoun after a preposition ("tańszą od niej")."""
POSSESSIVE = {"m1": "jego", "m2": "jego", "m3": "jego", "f": "jej", "n": "jego", "pl-m1": "ich", "pl": "ich"}
"""Whose: "z jej stosu" (karta), "z jego stosu" (Życzenie)."""

_ACC_ENDINGS = {"f": "ą", "m1": "ego", "m2": "ego", "m3": "y", "n": "e", "pl-m1": "ych", "pl": "e"}


def adjective_acc(stem: str, agreement: str) -> str:
    """An adjective or participle in the accusative, agreeing with its noun: kosztującą / kosztujący / kosztujące."""
    ending = _ACC_ENDINGS[agreement]
    if ending == "y" and stem.endswith(("k", "g")):
        ending = "i"
    return stem + ending


_GEN_ENDINGS = {"f": "ej", "m1": "ego", "m2": "ego", "m3": "ego", "n": "ego", "pl-m1": "ych", "pl": "ych"}


def adjective_gen(stem: str, agreement: str) -> str:
    """An adjective or participle in the genitive, agreeing with its noun: kosztującej / kosztującego."""
    ending = _GEN_ENDINGS[agreement]
    if ending in ("ego", "ych") and stem.endswith(("k", "g")):
        ending = "i" + ending[1:] if ending == "ych" else "i" + ending
    return stem + ending


def verb_number(singular: str, plural: str, noun: Noun) -> str:
    """The verb form that agrees with ``noun`` in number ("trafia" / "trafiają")."""
    return plural if noun.plural else singular


def with_z(word: str) -> str:
    """The preposition z or ze before ``word``: ze before s-, z-, ś-, ź-, ż- and a consonant (ze stosu, ze
    śmietniska, ze Złota), before "wsz" and "mn"; z everywhere else (z Zasobów, z talii)."""
    w = word.lower()
    if len(w) > 1 and w[0] in "sśzźż" and w[1] not in VOWELS:
        return "ze"
    if w.startswith(("wsz", "mn")):
        return "ze"
    return "z"


PL_NUMERALS = {2: "dwie", 3: "trzy", 4: "cztery", 5: "pięć", 6: "sześć"}
"""Small counts in words, as the English sentences say them (two … six); larger ones as digits."""


def karty_count(n: int) -> str:
    """"dwie karty", "pięć kart": a number of cards (the feminine numeral and the noun's matching form)."""
    word = PL_NUMERALS.get(n, str(n))
    last, tens = n % 10, n % 100
    return f"{word} {'karty' if 2 <= last <= 4 and not 12 <= tens <= 14 else 'kart'}"


# -- English ----------------------------------------------------------------------------------
EN_NUMERALS = {2: "two", 3: "three", 4: "four", 5: "five", 6: "six"}


def article(word: str) -> str:
    """"a" or "an" before ``word`` (by its first letter: an Estate, an Action card, a Silver)."""
    return "an" if word[:1].lower() in "aeiou" else "a"


def plural_en(name: str) -> str:
    """The plural of an English card name: Silvers, Coppers; names ending in s stay (Spoils, Ruins)."""
    if name.endswith("s"):
        return name
    if name.endswith(("x", "ch", "sh")):
        return name + "es"
    return name + "s"


def number_en(n: int) -> str:
    """A small count in words (two, three…), larger ones as digits."""
    return EN_NUMERALS.get(n, str(n))
