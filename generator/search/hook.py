"""mkdocs hook of each language build (registered in generator/site/build.py's language_config).

For every page it collects aliases: the same page's title in the other
language (read from the other language's generated Markdown, same slug), the
Polish alt forms and each rule's synonyms from the knowledge (the rule record's
``synonyms`` and the glossary terms that point to the rule).  After Material's search plugin has written
its index, :func:`generator.search.index.finish_index` rewrites it for our
analyzer and ships the analyzer and the Polish lexicon.
"""

from __future__ import annotations

import html
from pathlib import Path
from typing import Any

from mkdocs.plugins import event_priority

from generator.search.index import WORD, finish_index, front_matter_title
from generator.search.labels import search_labels

KNOWLEDGE = "dw_knowledge"
"""The config key under which the pipeline hands over the knowledge it built from (generator/site/build.py);
a plain ``mkdocs build`` has none and loads the project's knowledge here."""

_aliases: dict[str, list[str]] = {}
_forms: dict[str, list[str]] = {}
_synonyms: dict[str, list[str]] = {}
_tables: dict[str, Any] = {}
"""This build's lookups from the knowledge (set by :func:`on_config`)."""


def _knowledge(config: Any) -> Any:
    """The build's knowledge, or None if it does not load (the extra fields are then left out)."""
    handed = config.get(KNOWLEDGE)
    if handed is not None:
        return handed
    try:
        from generator.kb.load import default_root, load_knowledge

        return load_knowledge(default_root())
    except Exception:  # noqa: BLE001 - aliases are a bonus, the build must not depend on them
        return None


def rule_synonyms(kb: Any, lang: str) -> dict[str, tuple[str, ...]]:
    """Each rule page's other words in ``lang``: its own synonyms, then the glossary terms pointing to it."""
    out: dict[str, list[str]] = {}
    for rule in kb.rules.values():
        out[f"rules/{rule.id}.md"] = list(rule.synonyms_pl if lang == "pl" else rule.synonyms_en)
    for term in kb.terms.values():
        target = term.see.split(":", 1)[1] if term.see and term.see.startswith("rule:") else None
        for rid in {term.id, target} & set(kb.rules):
            words = out[f"rules/{rid}.md"]
            name = term.term.pl if lang == "pl" else term.term.en
            for word in (name, *(term.alt_pl if lang == "pl" else ())):
                if word and word not in words:
                    words.append(word)
    return {page: tuple(words) for page, words in out.items() if words}


def alt_forms(kb: Any) -> dict[str, tuple[str, ...]]:
    """Polish alt forms per page path (``cards/copper.md`` → Miedziak, …)."""
    out = {f"cards/{c.id}.md": c.alt_pl for c in kb.cards.values() if c.alt_pl}
    out.update({f"glossary/{t.id}.md": t.alt_pl for t in kb.terms.values() if t.alt_pl})
    # a rule and a glossary term with the same id are the same concept (supply, trash, …)
    out.update({f"rules/{t.id}.md": t.alt_pl for t in kb.terms.values() if t.alt_pl and t.id in kb.rules})
    return out


def other_names(kb: Any) -> dict[str, tuple[str, ...]]:
    """Other names per page path, searched like the page's name in the other language, in both languages: other
    English names (``alt_en``: ``cards/harem.md`` → Farm) and a card's own mat in both languages (``cards/
    native-village.md`` → Native Village mat, podkładka Wioski tubylców)."""
    out = {f"cards/{c.id}.md": (*c.alt_en, *_mat_names(c)) for c in kb.cards.values() if c.alt_en or c.mat}
    out.update({f"glossary/{t.id}.md": t.alt_en for t in kb.terms.values() if t.alt_en})
    return out


def _mat_names(card: Any) -> tuple[str, ...]:
    return tuple(dict.fromkeys(n for n in (card.mat.en, card.mat.pl) if n)) if card.mat else ()


def alias_words(other: str, own: str | None) -> str:
    """The other language's title without the words the page's own title already has, so that a name kept in
    English on a Polish page ("Black Market kupuje…" beside "Black Market buys…") is not counted twice."""
    seen = {w.casefold() for w in WORD.findall(own or "")}
    return " ".join(w for w in WORD.findall(other) if w.casefold() not in seen)


def _sibling(docs_dir: Path, lang: str, other: str, src_uri: str) -> Path:
    """The same page in the other language's sources, in the same layout as ours.

    The pipeline builds from ``<src>/.staging-en/docs`` (both languages staged
    side by side); a plain build uses ``<src>/en/docs``.
    """
    folder = docs_dir.parent
    twin = folder.name[: -len(lang)] + other if folder.name.endswith(lang) else other
    candidates = [folder.parent / twin / docs_dir.name / src_uri, folder.parent / other / docs_dir.name / src_uri]
    return next((c for c in candidates if c.is_file()), candidates[0])


def on_config(config: Any) -> Any:
    """Start fresh alias tables for this build; give the templates the result list's labels."""
    _aliases.clear()
    _forms.clear()
    _synonyms.clear()
    lang = config.extra.get("dw_lang") or config.theme.get("language") or "en"
    kb = _knowledge(config)
    _tables.update(forms=alt_forms(kb) if kb is not None else {},
                   names=other_names(kb) if kb is not None else {},
                   synonyms=rule_synonyms(kb, str(lang)) if kb is not None else {},
                   kinds={r.id: r.kind for r in kb.rules.values()} if kb is not None else {})
    config.extra["dw_search"] = search_labels(str(lang))
    return config


def on_page_markdown(markdown: str, page: Any, config: Any, files: Any) -> str:
    """Remember the page's names in the other language and its Polish alt forms."""
    src_uri = page.file.src_uri
    other = config.extra.get("dw_other")
    lang = config.extra.get("dw_lang")
    if other and lang:
        title = front_matter_title(_sibling(Path(config.docs_dir), str(lang), str(other), src_uri))
        alias = alias_words(title, page.meta.get("title")) if title else ""
        names = [html.escape(n, quote=False) for n in _tables["names"].get(src_uri, ())]
        if alias or names:
            _aliases[page.url] = [a for a in (alias, *names) if a]
    # words from the knowledge are escaped like the titles (the index never holds markup)
    forms = [html.escape(f, quote=False) for f in _tables["forms"].get(src_uri, ())]
    alt = [f for f in forms if f != page.meta.get("title")]
    if alt:
        _forms[page.url] = alt
    words = _tables["synonyms"].get(src_uri, ())
    if words:
        _synonyms[page.url] = [html.escape(w, quote=False) for w in words]
    return markdown


@event_priority(-100)  # after Material's search plugin has written the index
def on_post_build(config: Any) -> None:
    """Rewrite the search index for our analyzer; write the lexicon and the browser script."""
    lang = config.extra.get("dw_lang") or config.theme.get("language") or "en"
    finish_index(Path(config.site_dir), str(lang), _aliases, _forms, synonyms=_synonyms, rule_kinds=_tables["kinds"],
                 kind_labels=search_labels(str(lang))["kinds"])
