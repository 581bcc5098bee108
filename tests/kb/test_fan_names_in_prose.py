"""Polish prose names a card no Polish edition printed by its English name, never by the fan wiki's name."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from rdflib import Graph, Literal

from generator.kb.load import default_root
from generator.kb.schema import Knowledge
from generator.kb.yamlsrc import LDict, LList, load_yaml_file

EXCLUDED = ("seed_mentions.yaml", "name_sources.yaml")
"""Files that quote their sources: the seed documents word for word (their wording must keep matching the
seeds), and the sources of Polish names, which cite the names a source gives (fan-wiki ones included)."""
CARD_FILES = "cards"
"""The folder whose records' ``name.pl`` is where a card's fan-wiki name is written (the loader moves it aside)."""


def fan_forms(kb: Knowledge) -> dict[str, str]:
    """Every Polish form of a name pages no longer show (the fan wiki's name and its case forms) -> its card."""
    forms: dict[str, str] = {}
    for card in kb.cards.values():
        if card.name.pl is not None:
            continue
        for form in (card.fan_name_pl, *card.alt_pl):
            if form and form != card.name.en:
                forms[form] = card.id
    return forms


def _yaml_texts(node: Any, key: str | None = None, *, cards: bool = False) -> Iterator[tuple[int, str]]:
    """(line, text) of every Polish string under ``node`` (values of ``pl`` keys, lists included); with
    ``cards``, a card's own ``name`` is left out."""
    if isinstance(node, LDict):
        for k, v in node.items():
            if k == "pl" and not (cards and key == "name"):
                if isinstance(v, str):
                    yield node.loc(k).line or 0, v
                elif isinstance(v, LList):
                    yield from ((v.loc(i).line or 0, s) for i, s in enumerate(v) if isinstance(s, str))
            else:
                yield from _yaml_texts(v, k, cards=cards)
    elif isinstance(node, LList):
        for item in node:
            yield from _yaml_texts(item, key, cards=cards)


def polish_texts(root: Path) -> Iterator[tuple[str, int, str]]:
    """(file, line, text) of every Polish text written by hand under ``root`` (YAML, queries, Turtle)."""
    for file in sorted(root.rglob("*")):
        rel = file.relative_to(root)
        if not file.is_file() or rel.parts[0] == "imported" or file.name in EXCLUDED:
            continue
        shown = str(rel)
        if file.suffix == ".yaml":
            for line, text in _yaml_texts(load_yaml_file(file, root), cards=rel.parts[0] == CARD_FILES):
                yield shown, line, text
        elif file.suffix == ".rq":
            for n, comment in enumerate(file.read_text(encoding="utf-8").splitlines(), 1):
                if re.match(r"#\s*\w+\.pl:", comment):
                    yield shown, n, comment
        elif file.suffix == ".ttl":
            graph = Graph().parse(file, format="turtle")
            for obj in set(graph.objects()):
                if isinstance(obj, Literal) and obj.language == "pl":
                    yield shown, 0, str(obj)


def fan_name_hits(root: Path, kb: Knowledge) -> list[str]:
    """Each Polish text that uses a fan-wiki name form, as 'file:line: form (card)'."""
    forms = fan_forms(kb)
    alternatives = "|".join(r"\s+".join(map(re.escape, f.split())) for f in sorted(forms, key=len, reverse=True))
    pattern = re.compile(rf"(?<!\w)({alternatives})(?!\w)", re.IGNORECASE)
    lower = {f.casefold(): cid for f, cid in forms.items()}
    hits = []
    for file, line, text in polish_texts(root):
        for m in pattern.finditer(text):
            form = " ".join(m.group(1).split())
            hits.append(f"{file}:{line}: {form!r} ({lower[form.casefold()]})")
    return hits


def test_forms_come_from_the_fan_wiki_names(kb: Knowledge) -> None:
    """The forms searched for are the fan wiki's names and their recorded case forms, not the shown names."""
    forms = fan_forms(kb)
    assert forms["Folwark"] == "hamlet" and forms["Folwarku"] == "hamlet"
    assert forms["Czarnego rynku"] == "black-market" and forms["Małpę"] == "monkey"
    assert "Hamlet" not in forms and "Black Market" not in forms


def test_no_polish_text_uses_a_fan_wiki_name(kb: Knowledge) -> None:
    """No hand-written Polish text (seed quotations aside) names a card by the fan wiki's name or its forms."""
    assert fan_name_hits(default_root(), kb) == []


def test_a_fan_wiki_name_written_again_is_found(kb: Knowledge, kcopy: Path) -> None:
    """'Folwark' in a Polish summary and 'Czarnego rynku' split over two lines of a clarification are both reported."""
    path = kcopy / "cards" / "base.yaml"
    text = path.read_text(encoding="utf-8")
    summary = "pl: Dobiera kartę i daje dwie akcje.}"
    clarification = "    pl: 'Zagranie Wioski zużywa posiadaną akcję,"
    assert summary in text and clarification in text
    text = text.replace(summary, "pl: 'Jak [[card:hamlet|Folwark]].'}")
    text = text.replace(clarification, "    pl: >-\n      Jak Czarnego\n      rynku.\n  - en: x\n" + clarification)
    path.write_text(text, encoding="utf-8")
    hits = fan_name_hits(kcopy, kb)
    assert len(hits) == 2 and all(h.startswith("cards/base.yaml:") for h in hits)
    assert "'Folwark' (hamlet)" in hits[0] and "'Czarnego rynku' (black-market)" in hits[1]
