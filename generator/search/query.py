"""Search the built site from Python, ranking exactly as the browser's search does.

Reads ``site/<lang>/search/search_index.json`` (rewritten by the build hook) and
``search/lexicon.json``, and does what the browser does with them:

1. index every entry with lunr (lunr.py, the Python port of the lunr.js that
   Material's worker runs) with the same fields, boosts, b = 0.75, Material's
   tokenizer (markup skipped, split on spaces and hyphens) and our analyzer;
2. rewrite the query as Material does (``gain a card`` → ``gain* a* card*``) and
   parse it with lunr's query parser; then, as our lunr language does, stem the
   word in front of each wildcard, add the whole stem as an extra clause boosted
   EXACT_BOOST times, and drop stop words; search every field but ``whole`` with
   them, and add the query's whole terms (analyzer.whole_terms) on ``whole``;
3. score with lunr, then apply Material's own re-ranking (a page counts more
   than a section, and so does a hit matching more of the query's words), sort,
   and group sections under their page in the order of their best entry.

tests/search/test_browser_parity.py types the same queries into Chromium and
compares the pages and their order.
"""

from __future__ import annotations

import html
import json
import re
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path
from typing import Any

from generator.search.analyzer import TRIM, Analyzer, fold, whole_terms
from generator.search.index import INDEX, LEXICON, WHOLE

EXACT_BOOST = 2.0
"""The boost of a query word's whole stem next to its prefix clause (the same number as in lunr.dw.js)."""
B = 0.75
"""lunr's field-length normalisation as our lunr language sets it (Material's own is 0)."""

TAG = re.compile(r"<[^>]*>")
MARKUP = re.compile(r"(<[^>]*>)")
SEPARATOR = re.compile(r"[\s\-]+")
EXCERPT_WORDS = 24
"""Words of an excerpt around its first matched word (the browser shows the same window)."""


@dataclass(frozen=True)
class Hit:
    """One page of the results: its title, path under the language root, score, kind and excerpt.

    ``excerpt`` is plain text with the matched words wrapped in ``[`` and ``]``.
    """

    title: str
    path: str
    score: float
    kind: str = ""
    excerpt: str = ""


def material_tokens(value: Any) -> list[str]:
    """Material's tokenizer: the text between tags, split on the separator (lunr lower-cases them)."""
    if value is None:
        return []
    texts = value if isinstance(value, list) else [value]
    out: list[str] = []
    for text in texts:
        for chunk in TAG.split(str(text)):
            out.extend(t for t in SEPARATOR.split(chunk) if t)
    return out


def transform(query: str) -> str:
    """Material's query rewrite: quoted words become required, every plain word gets a trailing ``*``."""
    from lunr.query_lexer import QueryLexer

    parts = re.split(r'"([^"]+)"', query.strip())
    text = "".join(re.sub(r"^\b|^(?![^\x00-\x7F]|$)|\s+", " +", p, flags=re.ASCII) if i & 1 else p
                   for i, p in enumerate(parts))
    text = re.sub(r'"|(?:^|\s+)[*+\-:^~]+(?=\s+|$)', "", text)
    terms: list[str] = []
    for part in re.split(r"\s+", text):
        lexer = QueryLexer(part)
        lexer.run()
        for lexeme in lexer.lexemes:
            word, start, end = lexeme["string"], lexeme["start"], lexeme["end"]
            if lexeme["type"] == QueryLexer.FIELD:
                if word not in ("title", "text", "tags"):
                    part = part[:end] + " " + part[end + 1:]
            elif lexeme["type"] == QueryLexer.TERM:
                terms.extend(part[:start] + piece + part[end:] for piece in SEPARATOR.split(word) if piece)
    out = [f"{t}1" if re.search(r"[~^]$", t) else t for t in terms]
    return " ".join(t if re.search(r"(^[+-]|[~^]\d+$)", t) else f"{t}*" for t in out)


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
        self.by_location = {d["location"]: d for d in self.docs}
        self.titles = {d["location"]: d["title"] for d in self.docs if "#" not in d["location"]}

    @cached_property
    def lunr(self) -> Any:
        """The lunr index of every entry, built as Material's worker builds it."""
        from lunr.builder import Builder
        from lunr.pipeline import Pipeline

        analyzer = self.analyzer

        def stem_token(token: Any, i: int, tokens: list[Any]) -> Any:
            """lunr pipeline function: the analyzer's term, or nothing for a stop word."""
            term = analyzer.stem(str(token))
            return token.update(lambda *_: term) if term else None

        setattr(stem_token, "label", "stemmer-dw")  # noqa: B010 - lunr names pipeline functions by this attribute
        Pipeline.registered_functions["stemmer-dw"] = stem_token
        builder = Builder()
        builder.pipeline.add(stem_token)
        builder.search_pipeline.add(stem_token)
        builder.b(B)
        builder.ref("location")
        for name, boost in self.fields.items():
            builder.field(name, boost=boost, extractor=lambda doc, name=name: material_tokens(doc.get(name)))
        for doc in self.docs:
            builder.add(doc, {"boost": doc["boost"]} if "boost" in doc else None)
        return builder.build()

    def _query(self, text: str) -> Any:
        """The lunr query the browser runs for ``text``: Material's rewrite, then our clause rule."""
        from lunr.query import Clause, Query, QueryPresence
        from lunr.query_parser import QueryParser

        query = self.lunr.create_query()
        QueryParser(transform(text), query).parse()
        clauses: list[Any] = []
        words: list[tuple[str, str]] = []
        for clause in query.clauses:
            clause.fields = [name for name in clause.fields if name != WHOLE]
            match = re.fullmatch(r"([^*]+)\*", clause.term or "") if not clause.use_pipeline else None
            if match is None:
                clauses.append(clause)
                continue
            stem = self.analyzer.stem(match.group(1))
            if not stem:
                continue
            if clause.presence != QueryPresence.PROHIBITED:
                words.append((stem, fold(TRIM.sub("", match.group(1)))))
            clause.term = f"{stem}*"
            clauses.append(clause)
            clauses.append(Clause(term=stem, fields=clause.fields, boost=EXACT_BOOST, use_pipeline=False,
                                  wildcard=Query.WILDCARD_NONE, presence=clause.presence, edit_distance=0))
        if clauses and WHOLE in self.fields:
            clauses.extend(Clause(term=term, fields=[WHOLE], boost=1, use_pipeline=False,
                                  wildcard=Query.WILDCARD_NONE, presence=QueryPresence.OPTIONAL, edit_distance=0)
                           for term in whole_terms(words))
        query.clauses = clauses
        return query

    def ranked(self, text: str) -> list[tuple[str, list[tuple[str, float, dict[str, Any]]]]]:
        """Pages with their matching entries (location, score, matched terms by field), best first."""
        from lunr.query import QueryPresence

        query = self._query(text)
        if not query.clauses:
            return []
        words = [(c.term[:-1] if c.term.endswith("*") else c.term) for c in query.clauses
                 if c.presence != QueryPresence.PROHIBITED and c.fields != [WHOLE]]  # as Material counts them
        from lunr.stop_word_filter import stop_word_filter

        items: list[tuple[str, float, dict[str, Any]]] = []
        for result in self.lunr.query(query):
            location = result["ref"]
            metadata = result["match_data"].metadata
            matched = list(metadata)
            found: dict[str, bool] = {}
            remaining = list(words)
            for term in matched:
                for word in list(remaining):
                    if term.startswith(word):
                        found[word] = True
                        remaining.remove(word)
            for word in remaining:
                if stop_word_filter(word):
                    found[word] = False
            share = sum(found.values()) / len(found) if found else 0.0
            boost = (0.0 if "#" in location else 1.0) + share
            items.append((location, result["score"] * (1 + boost ** 2), metadata))
        items.sort(key=lambda item: -item[1])
        groups: dict[str, list[tuple[str, float, dict[str, Any]]]] = {}
        for item in items:
            groups.setdefault(item[0].split("#", 1)[0], []).append(item)
        return list(groups.items())

    def search(self, query: str, limit: int = 10) -> list[Hit]:
        """The best pages for ``query``, best first (sections count for their page)."""
        hits: list[Hit] = []
        for page, entries in self.ranked(query)[:limit]:
            doc = self.by_location.get(page, {})
            tags = doc.get("tags") or [""]
            best = entries[0]
            source = self.by_location.get(best[0], doc)
            hits.append(Hit(self.titles.get(page, page), page, round(best[1], 3), str(tags[0]),
                            excerpt(str(source.get("text", "")), self.analyzer, best[2])))
        return hits


def excerpt(text: str, analyzer: Analyzer, metadata: dict[str, Any], words: int = EXCERPT_WORDS) -> str:
    """A few words of ``text`` around its first matched word, matched words in [brackets]."""
    plain = html.unescape(TAG.sub(" ", text)).split()
    terms = {term for term, fields in metadata.items() if "text" in fields}
    marks = [bool(terms) and analyzer.stem(w) in terms for w in plain]
    first = marks.index(True) if True in marks else 0
    start = max(0, first - words // 3)
    shown = zip(plain[start:start + words], marks[start:start + words], strict=True)
    window = [_bracket(w) if m else w for w, m in shown]
    return ("… " if start else "") + " ".join(window) + (" …" if start + words < len(plain) else "")


def _bracket(word: str) -> str:
    """``Supply;`` → ``[Supply];``: the word marked, its punctuation left outside."""
    core = re.match(r"^(\W*)(.*?)(\W*)$", word)
    return f"{core.group(1)}[{core.group(2)}]{core.group(3)}" if core and core.group(2) else f"[{word}]"


def print_search(text: str, lang: str, limit: int = 10, site_dir: Path | None = None) -> int:
    """Print the ranked pages for ``text`` (rank, title, kind, path, excerpt); the exit status (1 when unbuilt)."""
    import click

    from generator.site.build import SITE

    folder = (site_dir or SITE) / lang
    if not (folder / INDEX).is_file():
        click.echo(f"error: no search index at {folder / INDEX}: run `domwiki build` first", err=True)
        return 1
    hits = SearchIndex(folder).search(text, limit)
    for rank, hit in enumerate(hits, 1):
        kind = f" [{hit.kind}]" if hit.kind else ""
        click.echo(f"{rank:2}. {hit.title}{kind} — {lang}/{hit.path}")
        if hit.excerpt:
            click.echo(f"    {hit.excerpt}")
    if not hits:
        click.echo("no results")
    return 0
