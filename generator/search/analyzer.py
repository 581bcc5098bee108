"""The search analyzer: fold diacritics, strip endings, map Polish alternations through a lexicon.

The same rules are written in JavaScript in ``site_src/assets/search/lunr.dw.js``
(the browser's lunr pipeline); tests/search compares the two on the same words.

A token is lower-cased and folded (``ą→a``, ``ł→l``, ``ś→s``, …).  Polish then
looks the folded form up in the lexicon (forms whose stem differs from their
lemma's stem, e.g. ``karcie → kart``, ``rynku → rynek``) and otherwise strips
the longest known ending that leaves a stem of at least three letters.  English
only undoes plurals and possessives (``duchies → duchy``, ``prizes → prize``).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Mapping

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

SEPARATOR = re.compile(r"[\s\-]+")
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


class Analyzer:
    """Turns words into index terms for one language (``lexicon`` maps folded Polish forms to stems)."""

    def __init__(self, lang: str, lexicon: Mapping[str, str] | None = None) -> None:
        self.lang = lang
        self.lexicon: Mapping[str, str] = lexicon or {}

    def stem(self, word: str) -> str:
        """The index term of one word (already split from its neighbours)."""
        folded = fold(TRIM.sub("", word))
        if folded in self.lexicon:
            return self.lexicon[folded]
        return strip_pl(folded) if self.lang == "pl" else strip_en(folded)

    def terms(self, text: str) -> list[str]:
        """The index terms of a text, in order (empty tokens dropped)."""
        return [t for t in (self.stem(w) for w in SEPARATOR.split(text)) if t]


def base_stem(lang: str, word: str) -> str:
    """The stem without any lexicon (what a word not in the lexicon becomes)."""
    return Analyzer(lang).stem(word)
