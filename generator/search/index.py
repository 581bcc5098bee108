"""Rewrite Material's search index for our analyzer and ship the analyzer to the browser.

Material writes ``search/search_index.json`` with ``lang: en`` for both
languages.  :func:`finish_index` switches it to our lunr language ``dw``, adds
an ``aliases`` field (the page's name in the other language) and a ``forms``
field (the Polish alt forms), writes the Polish lexicon, and writes ``lunr.dw.min.js`` where the
search worker looks for language files.  All of it is plain data in, files out.
"""

from __future__ import annotations

import json
import re
import time
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from generator.search.lexicon import build_lexicon

ALIAS_WEIGHT = 1.0
"""A name in the other language weighs like a title of the same length (see :func:`field_boost`)."""

FORMS_WEIGHT = 0.3
"""Listed alternative and inflected names (``alt_pl``): below names, far above body text."""

K1, B = 1.2, 0.75
"""lunr's BM25 parameters; B is what our lunr language sets (lunr.dw.js), Material's own is 0."""

PAGE_BOOSTS = {"rules/": 3.0, "cards/": 2.0, "glossary/": 2.0, "expansions/": 1.5}
"""Document boosts of whole pages by section: a concept or card page before the examples that mention it."""

LANGUAGE = "dw"
SCRIPT = Path("assets/javascripts/lunr/min/lunr.dw.min.js")
LEXICON = Path("search/lexicon.json")
STATS = Path("search/stats.json")
INDEX = Path("search/search_index.json")
TEMPLATE = Path(__file__).resolve().parents[2] / "site_src" / "assets" / "search" / "lunr.dw.js"
DATA_SLOT = re.compile(r"/\*DW_DATA\*/.*?/\*DW_DATA_END\*/", re.S)
TAG = re.compile(r"<[^>]+>")
WORD = re.compile(r"[^\W\d_]+")


def page_words(docs: list[dict[str, Any]]) -> set[str]:
    """Every alphabetic word of the indexed titles, texts and aliases (markup removed)."""
    words: set[str] = set()
    for doc in docs:
        for key in ("title", "text", "aliases", "forms"):
            words.update(WORD.findall(TAG.sub(" ", str(doc.get(key, "")))))
    return words


def script(lang: str, lexicon: Mapping[str, str], template: Path = TEMPLATE) -> str:
    """The browser analyzer with this language's data filled in."""
    data = json.dumps({"lang": lang, "lexicon": dict(lexicon)}, ensure_ascii=False, separators=(",", ":"),
                      sort_keys=True)
    source = template.read_text(encoding="utf-8")
    if not DATA_SLOT.search(source):
        raise ValueError(f"{template}: no /*DW_DATA*/ slot for the analyzer data")
    return DATA_SLOT.sub(lambda _: data, source, count=1)


def _average_length(docs: list[dict[str, Any]], key: str) -> float:
    """Mean number of words of a field over all entries (missing = 0), as lunr averages it."""
    return sum(len(str(d.get(key) or "").split()) for d in docs) / max(len(docs), 1)


def field_boost(title_boost: float, title_avg: float, field_avg: float, weight: float) -> float:
    """The boost that makes a one-word value of a field score ``weight`` times a one-word title.

    lunr divides by each field's average length, and an aliases field that most
    entries lack has a tiny average: without this correction an alias would
    count for less than half a title.
    """
    def saturation(avg: float) -> float:
        return (K1 + 1) / (1 + K1 * (1 - B + B / max(avg, 1e-6)))
    return round(title_boost * weight * saturation(title_avg) / saturation(field_avg), 1)


def finish_index(site_dir: Path, lang: str, aliases: Mapping[str, list[str]],
                 forms: Mapping[str, list[str]] | None = None) -> dict[str, Any]:
    """Rewrite site_dir's search index for the ``dw`` analyzer; write the lexicon and the script."""
    start = time.perf_counter()
    path = site_dir / INDEX
    index = json.loads(path.read_text(encoding="utf-8"))
    config = index["config"]
    config["lang"] = [LANGUAGE]
    config["pipeline"] = ["trimmer", "stemmer"]
    for doc in index["docs"]:
        for key, table in (("aliases", aliases), ("forms", forms or {})):
            names = table.get(doc["location"])
            if names:
                doc[key] = " ".join(names)
    title_boost = float(config["fields"]["title"]["boost"])
    title_avg = _average_length(index["docs"], "title")
    for key, weight in (("aliases", ALIAS_WEIGHT), ("forms", FORMS_WEIGHT)):
        boost = field_boost(title_boost, title_avg, _average_length(index["docs"], key), weight)
        config["fields"][key] = {"boost": boost}
        if "#" not in doc["location"]:
            for prefix, boost in PAGE_BOOSTS.items():
                if doc["location"].startswith(prefix) and doc["location"] != prefix:
                    doc["boost"] = boost
    lexicon = build_lexicon(page_words(index["docs"])) if lang == "pl" else {}
    path.write_text(json.dumps(index, ensure_ascii=False, separators=(",", ":")), encoding="utf-8")
    (site_dir / LEXICON).write_text(json.dumps({"lang": lang, "lexicon": lexicon}, ensure_ascii=False,
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
    meta = yaml.safe_load(head) or {}
    title = meta.get("title") if isinstance(meta, dict) else None
    return str(title) if title else None
