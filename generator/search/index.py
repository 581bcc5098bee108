"""Rewrite Material's search index for our analyzer and ship the analyzer to the browser.

Material writes ``search/search_index.json`` with ``lang: en`` for both
languages.  :func:`finish_index` switches it to our lunr language ``dw``, adds
an ``aliases`` field (the page's name in the other language, and its other English names), a ``forms`` field
(the Polish alt forms) and a ``synonyms`` field (a rule's other words in the
page's language), boosts each entry by its page kind and labels each page with
that kind, writes the language's lexicon, and writes ``lunr.dw.min.js`` where
the search worker looks for language files.  All of it is plain data in, files out.
"""

from __future__ import annotations

import html
import json
import re
import time
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from generator.search.analyzer import SEPARATOR, STOP_WORDS, Analyzer
from generator.search.lexicon import build_lexicon

FIELD_WEIGHTS = {"aliases": 1.0, "synonyms": 0.6, "forms": 0.3}
"""Extra fields, as a share of a one-word title (see :func:`field_boost`): a name in the other language
weighs like the title, a rule's synonyms a little less, listed inflections (``alt_pl``) less again,
and all of them far above body text."""

WHOLE = "whole"
"""The field of a page's whole-name terms (Analyzer.whole: its title and its name in the other language, each
as one term); a query adds its own whole terms as clauses on this field alone, and its words search every
field but this one, so typing a page's name ranks that page above pages that merely share a word of it."""
WHOLE_WEIGHT = 0.35
"""The whole field's weight, as a share of a one-word title (see :func:`field_boost`)."""

K1, B = 1.2, 0.75
"""lunr's BM25 parameters; B is what our lunr language sets (lunr.dw.js), Material's own is 0."""

KIND_BOOSTS = {"rule": 3.0, "concept": 3.0, "list": 2.0, "term": 2.0, "pile": 1.5, "expansion": 1.5,
               "card": 1.5, "example": 1.0, "page": 0.5}
"""Document boosts by page kind, for the page and each of its sections: a rule or concept before the
index pages and glossary, those before the cards, and a card before the examples that mention it (a card's
long page would otherwise lose its own name to short glossary entries such as "Curser")."""

KIND_FOLDERS = {"rules": "rule", "cards": "card", "examples": "example", "glossary": "term", "piles": "pile",
                "expansions": "expansion", "gaining": "list"}
"""The kind of ``<folder>/<slug>/`` pages; a folder's own page (``cards/``) is a list."""

LANGUAGE = "dw"
SCRIPT = Path("assets/javascripts/lunr/min/lunr.dw.min.js")
LEXICON = Path("search/lexicon.json")
STATS = Path("search/stats.json")
INDEX = Path("search/search_index.json")
TEMPLATE = Path(__file__).resolve().parents[2] / "site_src" / "assets" / "search" / "lunr.dw.js"
DATA_SLOT = re.compile(r"/\*DW_DATA\*/.*?/\*DW_DATA_END\*/", re.S)
TAG = re.compile(r"<[^>]+>")
WORD = re.compile(r"[^\W\d_]+")


def page_kind(location: str, rule_kinds: Mapping[str, str] | None = None) -> str:
    """The kind of the page at ``location`` (a section counts as its page): rule, card, list, …"""
    parts = location.split("#", 1)[0].strip("/").split("/")
    kind = KIND_FOLDERS.get(parts[0]) if parts[0] else None
    if kind is None:
        return "page"
    if len(parts) == 1:
        return "list"
    if kind == "rule":
        return (rule_kinds or {}).get(parts[1], "rule")
    return kind


def name_words(name: str) -> list[str]:
    """The words of a page name as Material's tokenizer splits them (markup and entities removed)."""
    return [w for w in SEPARATOR.split(html.unescape(TAG.sub(" ", name))) if w]


def page_words(docs: list[dict[str, Any]]) -> set[str]:
    """Every alphabetic word of the indexed titles, texts and extra fields (markup removed)."""
    words: set[str] = set()
    for doc in docs:
        for key in ("title", "text", *FIELD_WEIGHTS):
            words.update(WORD.findall(TAG.sub(" ", str(doc.get(key, "")))))
    return words


def analyzer_data(lang: str, lexicon: Mapping[str, str]) -> dict[str, Any]:
    """What the analyzer of ``lang`` needs besides its rules: the lexicon and the stop words."""
    return {"lang": lang, "lexicon": dict(lexicon), "stop": sorted(STOP_WORDS.get(lang, ()))}


def script(lang: str, lexicon: Mapping[str, str], template: Path = TEMPLATE) -> str:
    """The browser analyzer with this language's data filled in."""
    data = json.dumps(analyzer_data(lang, lexicon), ensure_ascii=False, separators=(",", ":"), sort_keys=True)
    source = template.read_text(encoding="utf-8")
    if not DATA_SLOT.search(source):
        raise ValueError(f"{template}: no /*DW_DATA*/ slot for the analyzer data")
    return DATA_SLOT.sub(lambda _: data, source, count=1)


def _average_length(docs: list[dict[str, Any]], key: str) -> float:
    """Mean number of words of a field over all entries (missing = 0), as lunr averages it."""
    return sum(len(str(d.get(key) or "").split()) for d in docs) / max(len(docs), 1)


def _typical_length(docs: list[dict[str, Any]], key: str) -> float:
    """Mean number of words of a field over the entries that have it (1 when none has)."""
    lengths = [len(str(d[key]).split()) for d in docs if d.get(key)]
    return sum(lengths) / len(lengths) if lengths else 1.0


def field_boost(title_boost: float, title_avg: float, field_avg: float, weight: float, length: float = 1.0) -> float:
    """The boost that makes a field value of ``length`` words score ``weight`` times a one-word title.

    lunr divides by each field's average length, and a field that most entries
    lack has a tiny average: without this correction an alias would count for
    less than half a title, and a rule's list of synonyms for almost nothing.
    """
    def saturation(words: float, avg: float) -> float:
        return (K1 + 1) / (1 + K1 * (1 - B + B * words / max(avg, 1e-6)))
    return round(title_boost * weight * saturation(1, title_avg) / saturation(length, field_avg), 1)


def finish_index(site_dir: Path, lang: str, aliases: Mapping[str, list[str]],
                 forms: Mapping[str, list[str]] | None = None, *,
                 synonyms: Mapping[str, list[str]] | None = None, rule_kinds: Mapping[str, str] | None = None,
                 kind_labels: Mapping[str, str] | None = None) -> dict[str, Any]:
    """Rewrite site_dir's search index for the ``dw`` analyzer; write the lexicon and the script.

    Every entry gets its page kind's boost; every page gets its kind's label
    as its only tag (shown on the result, not indexed); the extra fields hold
    the other language's name, the Polish forms and the rule's synonyms.
    """
    start = time.perf_counter()
    path = site_dir / INDEX
    index = json.loads(path.read_text(encoding="utf-8"))
    config = index["config"]
    config["lang"] = [LANGUAGE]
    config["pipeline"] = ["trimmer", "stemmer"]
    tables = {"aliases": aliases, "forms": forms or {}, "synonyms": synonyms or {}}
    for doc in index["docs"]:
        location = doc["location"]
        for key, table in tables.items():
            names = table.get(location)
            if names:
                doc[key] = " ".join(names)
        kind = page_kind(location, rule_kinds)
        boost = KIND_BOOSTS[kind]
        if boost != 1.0:
            doc["boost"] = boost
        doc.pop("tags", None)
        if "#" not in location:
            doc["tags"] = [(kind_labels or {}).get(kind, kind)]
    fields = config["fields"]
    fields.pop("tags", None)  # the kind label is shown, never searched
    title_boost = float(fields["title"]["boost"])
    title_avg = _average_length(index["docs"], "title")
    for key, weight in FIELD_WEIGHTS.items():
        fields[key] = {"boost": field_boost(title_boost, title_avg, _average_length(index["docs"], key), weight,
                                            _typical_length(index["docs"], key))}
    lexicon = build_lexicon(page_words(index["docs"]), lang)
    analyzer = Analyzer(lang, lexicon)
    for doc in index["docs"]:
        if "#" not in doc["location"]:
            names = [doc["title"], *aliases.get(doc["location"], [])]
            terms = [t for name in names for t in analyzer.whole(name_words(name))]
            if terms:
                doc[WHOLE] = " ".join(dict.fromkeys(terms))
    fields[WHOLE] = {"boost": field_boost(title_boost, title_avg, _average_length(index["docs"], WHOLE), WHOLE_WEIGHT,
                                          _typical_length(index["docs"], WHOLE))}
    path.write_text(json.dumps(index, ensure_ascii=False, separators=(",", ":")), encoding="utf-8")
    (site_dir / LEXICON).write_text(json.dumps(analyzer_data(lang, lexicon), ensure_ascii=False,
                                               separators=(",", ":"), sort_keys=True), encoding="utf-8")
    target = site_dir / SCRIPT
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(script(lang, lexicon), encoding="utf-8")
    stats = {"lang": lang, "docs": len(index["docs"]), "lexicon_entries": len(lexicon),
             "seconds": round(time.perf_counter() - start, 3)}
    (site_dir / STATS).write_text(json.dumps(stats), encoding="utf-8")
    return stats


def front_matter_title(markdown: Path) -> str | None:
    """The ``title:`` of a generated Markdown page's front matter (None without one)."""
    import yaml

    try:
        text = markdown.read_text(encoding="utf-8")
    except OSError:
        return None
    if not text.startswith("---"):
        return None
    head = text.split("---", 2)[1] if text.count("---") >= 2 else ""
    meta = yaml.load(head, Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader)) or {}  # noqa: S506 - safe loaders
    title = meta.get("title") if isinstance(meta, dict) else None
    return str(title) if title else None
