"""The form→stem lexicon of each language, computed at build time from the words of the pages.

Polish: morfeusz2 (SGJP dictionary, offline).  Only alternations are kept: a
folded form is listed when stripping its ending does not give its lemma's stem
(``karcie`` → ``kart``, ``ręce`` → ``rek``, ``rynki`` → ``rynek``).  Every lemma
of every word on the Polish pages is expanded to all of its forms, so a query
may use a form the site never prints.

English: the Snowball Porter stemmer (``snowballstemmer``) stems every word of
the English pages and the regular inflections of each word and of its stem
(``-s``, ``-es``, ``-ed``, ``-ing``, ``-er``, ``-ies``/``-ied``, a dropped ``e``,
a doubled final consonant), so ``gained`` finds "gain" even when the pages only
print "gain" and "gaining".  A form is listed only when its Porter stem differs
from the plural rule's result.

The browser gets the same lexicon, so both sides stem every listed form with
the real stemmer and every other word with the same fallback rule.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache
from typing import Any

from generator.search.analyzer import STOP_WORDS, fallback, fold, porter


@cache
def _morfeusz() -> Any:
    import morfeusz2

    return morfeusz2.Morfeusz(generate=True, expand_tags=False)


def _lemma(raw: str) -> str:
    """A morfeusz2 lemma without its homonym marker (``kart:S1`` → ``kart``)."""
    return raw.split(":", 1)[0]


def lemmas(word: str) -> list[str]:
    """Every lemma morfeusz2 knows for ``word`` (lower-cased), in its order; [] when unknown."""
    out: list[str] = []
    for _, _, (_, lemma, tag, *_) in _morfeusz().analyse(word.lower()):
        if tag != "ign":
            name = _lemma(lemma).lower()
            if name not in out:
                out.append(name)
    return out


SKIPPED_TAGS = (":neg", ":com", ":sup")
"""Negated, comparative and superlative forms are not generated (they would only bloat the lexicon)."""


def forms(lemma: str) -> list[str]:
    """Every form morfeusz2 generates for ``lemma`` (lower-cased), without negated or graded forms."""
    try:
        generated = _morfeusz().generate(lemma)
    except RuntimeError:
        return []
    return sorted({form.lower() for form, _, tag, *_ in generated if not any(t in tag for t in SKIPPED_TAGS)})


def build_lexicon(words: Iterable[str], lang: str = "pl") -> dict[str, str]:
    """The folded form → stem map of ``lang`` for the words of its pages (see the module docstring)."""
    return english_lexicon(words) if lang == "en" else polish_lexicon(words)


def polish_lexicon(words: Iterable[str]) -> dict[str, str]:
    """The folded form → stem map for the words of the Polish pages and all forms of their lemmas."""
    vocabulary = sorted({w.lower() for w in words if w.isalpha()})
    on_site = set(vocabulary)
    # folded form -> [(priority, lemma stem)]: lemmas printed on the site win, then morfeusz2's order
    candidates: dict[str, list[tuple[int, str]]] = {}
    seen_lemmas: set[str] = set()
    for word in vocabulary:
        for lemma in lemmas(word):
            if lemma in seen_lemmas:
                continue
            seen_lemmas.add(lemma)
            entry = (0 if lemma in on_site else 1, fallback("pl", fold(lemma)))
            for form in forms(lemma) or [word]:
                candidates.setdefault(fold(form), []).append(entry)
    lexicon: dict[str, str] = {}
    for folded, entries in sorted(candidates.items()):
        best = min(entries, key=lambda e: e[0])[1]  # min() keeps the first of equal priority
        if best != fallback("pl", folded):
            lexicon[folded] = best
    return lexicon


VOWELS = frozenset("aeiouy")


def inflections(word: str) -> set[str]:
    """Regular English inflections of a folded word (possibly a stem): noun plurals, verb forms, -er."""
    out = {word + "s", word + "es", word + "ed", word + "ing", word + "er", word + "ers"}
    if word.endswith("e"):
        out |= {word + "d", word[:-1] + "ing", word + "r", word + "rs"}
    if word.endswith("i"):  # Porter turns a final y into i (duchi, copi): the y forms
        base = word[:-1]
        out |= {base + "y", base + "ies", base + "ied", base + "ying"}
    if word.endswith("y") and len(word) > 2 and word[-2] not in VOWELS:
        out |= {word[:-1] + "ies", word[:-1] + "ied"}
    if len(word) >= 3 and word[-1] not in VOWELS | {"w", "x"} and word[-2] in VOWELS and word[-3] not in VOWELS:
        out |= {word + word[-1] + "ed", word + word[-1] + "ing", word + word[-1] + "er"}
    return out


def english_lexicon(words: Iterable[str]) -> dict[str, str]:
    """Folded form → Porter stem for the words of the English pages and their regular inflections.

    A generated form is kept only when its stem is the stem of a word on the
    pages (it can then find that word), and any form only when its stem
    differs from what the plural rule gives.
    """
    site = {fold(w) for w in words if w.isalpha()} - STOP_WORDS["en"]
    stems = {w: porter(w) for w in site}
    known = set(stems.values())
    for word, stem in list(stems.items()):
        for form in inflections(word) | inflections(stem):
            if form not in stems and form not in STOP_WORDS["en"]:
                candidate = porter(form)
                if candidate in known:
                    stems[form] = candidate
    return {form: stem for form, stem in sorted(stems.items()) if stem != fallback("en", form)}
