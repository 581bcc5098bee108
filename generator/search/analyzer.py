"""The search analyzer: fold diacritics, drop stop words, then stem through a lexicon or a fallback rule.

The same rules are written in JavaScript in ``site_src/assets/search/lunr.dw.js``
(the browser's lunr pipeline); the data both use (stop words, the lexicon) is
written by the build into the script and into ``search/lexicon.json``, so the
browser and ``domwiki search`` analyze every word alike (tests/search proves it).

A token is lower-cased and folded (``ą→a``, ``ł→l``, ``ś→s``, …).  A stop word
(articles, prepositions, question words such as "what", "can", "jak", "czy")
gives no term.  Otherwise the folded form is looked up in the lexicon, built at
build time by a real linguistic tool over every word of the pages:

- Polish: morfeusz2 lemmas (``karcie → kart``, ``rynku → rynek``), see lexicon.py;
- English: the Snowball Porter stemmer (``gaining``, ``gained`` → ``gain``).

A word the lexicon does not list falls back to a rule written in both languages:
Polish strips the longest known ending that leaves three letters, English undoes
plurals and possessives (``duchies → duchy``).  The lexicon only keeps forms
whose stem differs from the fallback, which keeps it small.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Mapping
from functools import cache

MIN_STEM = 3
"""A Polish ending is only stripped when at least this many letters remain."""

PL_ENDINGS: tuple[str, ...] = tuple(sorted((
    "owaniami", "owaniach", "owania", "owanie", "owaniu", "owac",
    "ujemy", "ujecie", "ujesz", "uja", "uje",
    "iami", "iach", "iem", "iom", "iow", "ia", "ie", "ii", "io", "iu",
    "ami", "ach", "ego", "emu", "ymi", "imi", "ych", "ich", "owi", "ow", "om", "em", "ym", "im", "ej",
    "ac", "ec", "ic", "yc",
    "a", "e", "i", "o", "u", "y",
), key=lambda e: (-len(e), e)))
"""Folded Polish endings, longest first (the JavaScript copy must list the same ones)."""

STOP_WORDS: dict[str, frozenset[str]] = {
    "en": frozenset("""
        a an the and or but nor so of to in on at by for from with into onto about as than then
        what whats which who whom whose when where why how
        i im me my you your yours we our us they them their it its itself this that these those there here
        is are was were be been being am do does did done doing have has had having
        can cant cannot could would should shall wont may might must
        if whether not no any some also just only ever still yet
        happen happens happened get gets got work works mean means
    """.split()),
    "pl": frozenset("""
        a i o u w we z ze na do od po za przy przez dla bez pod nad przed o oraz albo lub ani czy ale lecz
        to ten ta te tego tej tym tych tamten jest sa byc byl byla bylo byly bedzie beda
        jak jaki jaka jakie jakiego jakich jakim kto kogo komu co czego czemu czym gdzie kiedy ktory ktora ktore
        ktorego ktorej ktorych dlaczego ile skad dokad
        sie mi mnie ja ty ci cie my wy on ona ono oni one go jej ich je mu nim niej nich moj moja moje
        mozna moge mozesz moze musze musi trzeba nie tak juz tez tylko jeszcze wtedy gdy jesli jezeli
        dzieje stanie dziala dzialaja dzialac oznacza znaczy
    """.split()),
}
"""Folded words that carry no content in a rules question (the question words among them).  No word of a
card name is listed ("mine": Mine, Silver Mine; "will": Will-o'-Wisp); tests/search checks it."""

SEPARATOR = re.compile(r"[\s\-]+")
"""Material's search separator (``search.separator`` of mkdocs.yml's default)."""
TRIM = re.compile(r"^[\W_]+|[\W_]+$")


def fold(word: str) -> str:
    """Lower-case and drop diacritics, including the Polish ł (which Unicode does not decompose)."""
    word = word.lower().replace("ł", "l")
    return "".join(c for c in unicodedata.normalize("NFD", word) if not unicodedata.combining(c))


def strip_pl(folded: str) -> str:
    """Remove the longest Polish ending that leaves at least MIN_STEM letters."""
    for ending in PL_ENDINGS:
        if folded.endswith(ending) and len(folded) - len(ending) >= MIN_STEM:
            return folded[: -len(ending)]
    return folded


def strip_en(folded: str) -> str:
    """Undo English plurals and possessives: duchies→duchy, witches→witch, prizes→prize, card's→card."""
    if folded.endswith("'s"):
        folded = folded[:-2]
    if len(folded) > 4 and folded.endswith("ies"):
        return folded[:-3] + "y"
    if len(folded) > 4 and folded.endswith(("ches", "shes", "sses", "xes", "zzes")):
        return folded[:-2]
    if len(folded) > 3 and folded.endswith("s") and not folded.endswith(("ss", "us", "is")):
        return folded[:-1]
    return folded


def fallback(lang: str, folded: str) -> str:
    """The stem of a folded word the lexicon does not list."""
    return strip_pl(folded) if lang == "pl" else strip_en(folded)


@cache
def _porter() -> object:
    import snowballstemmer

    return snowballstemmer.stemmer("porter")


def porter(folded: str) -> str:
    """The Snowball Porter stem of a folded English word (``gaining`` → ``gain``)."""
    return str(_porter().stemWord(folded))  # type: ignore[attr-defined]


class Analyzer:
    """Turns words into index terms for one language (``lexicon`` maps folded forms to stems)."""

    def __init__(self, lang: str, lexicon: Mapping[str, str] | None = None) -> None:
        self.lang = lang
        self.lexicon: Mapping[str, str] = lexicon or {}
        self.stop_words = STOP_WORDS.get(lang, frozenset())
        self._known: dict[str, str] = {}

    def stem(self, word: str) -> str:
        """The index term of one word (already split from its neighbours); "" for a stop word."""
        term = self._known.get(word)
        if term is None:
            term = self._known[word] = self._stem(word)
        return term

    def _stem(self, word: str) -> str:
        folded = fold(TRIM.sub("", word))
        if folded in self.stop_words:
            return ""
        term = self.lexicon[folded] if folded in self.lexicon else fallback(self.lang, folded)
        return "" if term in self.stop_words else term  # "m" → "być", a stop word too

    def terms(self, text: str) -> list[str]:
        """The index terms of a text, in order (stop words and empty tokens dropped)."""
        return [t for t in (self.stem(w) for w in SEPARATOR.split(text)) if t]

    def whole(self, words: list[str]) -> list[str]:
        """The whole-name terms of a page name or a query, given as its words (see :func:`whole_terms`)."""
        return whole_terms([(self.stem(w), fold(TRIM.sub("", w))) for w in words])


def whole_terms(words: list[tuple[str, str]]) -> list[str]:
    """The two terms that stand for a whole name or query, from each word's (term, folded form): the terms
    joined (``curse`` and ``curses`` → ``curs_0``) and the folded words joined (``curse_1``, so the card
    Curse beats Cursed, whose term is also ``curs``); stop words are left out, and no word gives no term.

    A page's names get them in its ``whole`` field and a query adds them as clauses on that field, so a
    query naming a page matches it as a whole.  The markers ``_0``/``_1`` keep them apart from every word
    and leave them unchanged by the stemmer.
    """
    kept = [(term, folded) for term, folded in words if term]
    if not kept:
        return []
    return ["_".join(term for term, _ in kept) + "_0", "_".join(folded for _, folded in kept) + "_1"]
