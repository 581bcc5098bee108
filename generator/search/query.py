"""Search the built site from Python, with the same analyzer and lexicon as the browser.

Reads ``site/<lang>/search/search_index.json`` (rewritten by the build hook) and
``search/lexicon.json``.  Scoring imitates Material's lunr set-up: every query
word is a prefix (Material appends ``*``) and a whole-word match counts EXACT_BOOST
times more, fields are weighted by their boosts, rarer terms and shorter fields
count more (BM25 with b = 0.75, which our lunr language sets), document boosts
apply, and sections are grouped under their page.
"""

from __future__ import annotations

import json
import math
import re
from collections import defaultdict
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from generator.search.analyzer import Analyzer
from generator.search.index import INDEX, LEXICON

TAG = re.compile(r"<[^>]+>")
K1 = 1.2
B = 0.75
EXACT_BOOST = 2.0


@dataclass(frozen=True)
class Hit:
    """One page of the results: its title, its path under the language root and its score."""

    title: str
    path: str
    score: float


class SearchIndex:
    """The search index of one built language, ready for queries."""

    def __init__(self, site_lang_dir: Path) -> None:
        index = json.loads((site_lang_dir / INDEX).read_text(encoding="utf-8"))
        lexicon_file = site_lang_dir / LEXICON
        data: dict[str, Any] = json.loads(lexicon_file.read_text(encoding="utf-8")) if lexicon_file.is_file() else {}
        self.lang = str(data.get("lang", "en"))
        self.analyzer = Analyzer(self.lang, data.get("lexicon", {}))
        self.fields: dict[str, float] = {k: float(v.get("boost", 1.0)) for k, v in index["config"]["fields"].items()}
        self.docs: list[dict[str, Any]] = index["docs"]
        self.titles = {d["location"]: d["title"] for d in self.docs if "#" not in d["location"]}
        # term -> doc number -> field -> term frequency
        self.postings: dict[str, dict[int, dict[str, int]]] = defaultdict(dict)
        self.lengths: dict[tuple[int, str], int] = {}
        for n, doc in enumerate(self.docs):
            for field in self.fields:
                value = doc.get(field)  # a missing field counts as length 0 towards the average, as in lunr
                text = " ".join(value) if isinstance(value, list) else str(value or "")
                terms = self.analyzer.terms(TAG.sub(" ", text))
                self.lengths[(n, field)] = len(terms)
                for term in terms:
                    per_field = self.postings[term].setdefault(n, {})
                    per_field[field] = per_field.get(field, 0) + 1
        self.average: dict[str, float] = {}
        for field in self.fields:
            counts = [v for (_, f), v in self.lengths.items() if f == field]
            self.average[field] = (sum(counts) / len(counts)) if counts else 1.0
        self.vocabulary = sorted(self.postings)

    def _expand(self, stem: str) -> list[str]:
        """Index terms starting with ``stem`` (the trailing wildcard Material adds)."""
        from bisect import bisect_left

        out = []
        for term in self.vocabulary[bisect_left(self.vocabulary, stem):]:
            if not term.startswith(stem):
                break
            out.append(term)
        return out

    def search(self, query: str, limit: int = 10) -> list[Hit]:
        """The best pages for ``query``, best first (sections count for their page)."""
        scores: dict[int, float] = defaultdict(float)
        total = len(self.docs)
        for stem in self.analyzer.terms(query):
            for term in self._expand(stem):
                postings = self.postings[term]
                idf = math.log(1 + (total - len(postings) + 0.5) / (len(postings) + 0.5))
                weight = 1.0 + (EXACT_BOOST if term == stem else 0.0)
                for n, per_field in postings.items():
                    for field, tf in per_field.items():
                        norm = 1 - B + B * self.lengths[(n, field)] / max(self.average[field], 1e-9)
                        scores[n] += weight * self.fields[field] * idf * tf * (K1 + 1) / (tf + K1 * norm)
        pages: dict[str, float] = {}
        for n, score in scores.items():
            doc = self.docs[n]
            page = doc["location"].split("#", 1)[0]
            weighted = score * float(doc.get("boost", 1.0)) * (4.0 if "#" not in doc["location"] else 1.0)
            pages[page] = max(pages.get(page, 0.0), weighted)
        ranked = sorted(pages.items(), key=lambda kv: (-kv[1], kv[0]))[:limit]
        return [Hit(self.titles.get(p, p), p, round(s, 3)) for p, s in ranked]


def print_search(text: str, lang: str, limit: int = 10, site_dir: Path | None = None) -> int:
    """Print the ranked pages for ``text`` (``rank. title — path``); the exit status (1 when unbuilt)."""
    import click

    from generator.site.build import SITE

    folder = (site_dir or SITE) / lang
    if not (folder / INDEX).is_file():
        click.echo(f"error: no search index at {folder / INDEX}: run `domwiki build` first", err=True)
        return 1
    hits = SearchIndex(folder).search(text, limit)
    for rank, hit in enumerate(hits, 1):
        click.echo(f"{rank:2}. {hit.title} — {lang}/{hit.path}")
    if not hits:
        click.echo("no results")
    return 0
