"""The Polish form→stem lexicon, computed at build time with morfeusz2 (SGJP dictionary, offline).

Only alternations are kept: a folded form is listed when stripping its ending
does not give its lemma's stem (``karcie`` → ``kart``, ``ręce`` → ``rek``,
``rynki`` → ``rynek``).  Forms that the suffix stripper already handles are left
out, which keeps the file small.  Every lemma of every word on the Polish pages
is expanded to all of its forms, so a query may use a form the site never prints.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache
from typing import Any

from generator.search.analyzer import base_stem, fold


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


def build_lexicon(words: Iterable[str]) -> dict[str, str]:
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
            entry = (0 if lemma in on_site else 1, base_stem("pl", lemma))
            for form in forms(lemma) or [word]:
                candidates.setdefault(fold(form), []).append(entry)
    lexicon: dict[str, str] = {}
    for folded, entries in sorted(candidates.items()):
        best = min(entries, key=lambda e: e[0])[1]  # min() keeps the first of equal priority
        if best != base_stem("pl", folded):
            lexicon[folded] = best
    return lexicon
