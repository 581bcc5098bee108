"""One word per game term: card types and zones are named by the glossary, and every page agrees with it."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from generator.errors import BuildError
from generator.kb.load import load_knowledge
from generator.kb.schema import GAIN_DESTINATIONS, Knowledge
from generator.site import labels
from generator.site.context import PageContext, build_context
from generator.site.i18n import make_env
from tests.helpers import copy_small_knowledge

LINK = re.compile(r"\[([^\]]+)\]\(([^)]+)\)")


def _md(built_site: Path, lang: str, path: str) -> str:
    return (built_site.parent / "site_src" / lang / "docs" / path).read_text(encoding="utf-8")


def _unescape(text: str) -> str:
    return re.sub(r"\\(.)", r"\1", text)


def _glossary_word(built_site: Path, lang: str, term_page: str) -> str:
    """The term as its glossary page writes it in ``lang`` (the English | Polish row), qualifier dropped."""
    row = re.search(r"^\| (.+?) \| (.+?) \|$", _md(built_site, lang, term_page).split("|---|---|", 1)[1].lstrip(),
                    re.M)
    assert row is not None, term_page
    word = row.group(1) if lang == "en" else re.sub(r"<[^>]+>", "", row.group(2))
    return re.sub(r"\s*\([^()]*\)$", "", _unescape(word))


def test_every_card_type_and_shown_zone_has_one_glossary_term(kb: Knowledge) -> None:
    """Each type of any card, and each zone the card table and diagrams name, is named by exactly one term."""
    named = labels.named_terms(kb)
    used = {f"type:{t}" for card in kb.cards.values() for t in card.types}
    zones = {f"zone:{z}" for z in ("supply", "trash", *GAIN_DESTINATIONS)}
    assert sorted((used | zones) - named.keys()) == []


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_infobox_types_agree_with_the_glossary(built_site: Path, kb: Knowledge, lang: str) -> None:
    """On every card page the types row links each type to its glossary entry, shown in that entry's own word."""
    checked = 0
    for card in kb.cards.values():
        page = _md(built_site, lang, f"cards/{card.id}.md")
        row = re.search(r"^\| (?:Types|Typy) \| (.*) \|$", page, re.M)
        assert row is not None, card.id
        links = LINK.findall(row.group(1))
        assert len(links) == len(card.types), (card.id, row.group(1))
        for shown, target in links:
            assert target.startswith("../glossary/"), (card.id, target)
            assert _unescape(shown) == _glossary_word(built_site, lang, target.removeprefix("../")), (card.id, shown)
            checked += 1
    assert checked >= len(kb.cards)


def test_polish_words_fixed_by_the_glossary(built_site: Path) -> None:
    """Haven's Polish infobox says Następstwo (the word printed in Przystań, the glossary's word), never the
    catalog's old "Trwanie" or the English "Duration"; Overlord is a Rozkaz (Command), Locusts an Urok (Hex)."""
    page = _md(built_site, "pl", "cards/haven.md")
    assert "[Następstwo](../glossary/duration.md)" in page
    assert "Trwanie" not in page and "[Duration]" not in page
    assert _glossary_word(built_site, "pl", "glossary/duration.md") == "Następstwo"
    assert "[Rozkaz](../glossary/command.md)" in _md(built_site, "pl", "cards/overlord.md")
    assert _glossary_word(built_site, "pl", "glossary/hex.md") == "Urok"
    assert _glossary_word(built_site, "pl", "glossary/boon.md") == "Łaska"


def test_prize_and_reward_are_different_words(built_site: Path) -> None:
    """Prize and Reward are two types: their words differ in English and in Polish."""
    for lang in ("en", "pl"):
        prize = _glossary_word(built_site, lang, "glossary/prize.md")
        reward = _glossary_word(built_site, lang, "glossary/reward.md")
        assert prize != reward, lang
    assert _glossary_word(built_site, "pl", "glossary/prize.md") == "Nagroda"


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_card_table_filters_use_the_glossary_words(built_site: Path, lang: str, kb: Knowledge) -> None:
    """The type and gain filters of the card table offer exactly the glossary's words for types and zones (a
    term's label where it has one: the headword "odłożyć na bok" is a verb, the zone is "odłożone na bok")."""
    html = (built_site / lang / "cards" / "index.html").read_text(encoding="utf-8")
    for key in ("type", "to"):
        select = re.search(rf'<select data-filter="{key}">(.*?)</select>', html, re.S)
        assert select is not None, key
        options = re.findall(r'<option value="([^"]+)">([^<]+)</option>', select.group(1))
        assert options, key
        for value, shown in options:
            page = {"type": f"glossary/{value}.md" if value != "curse" else "glossary/curse-type.md",
                    "to": {"discard": "glossary/discard-pile.md"}.get(value, f"glossary/{value}.md")}[key]
            label = kb.terms[page.removeprefix("glossary/").removesuffix(".md")].label
            word = label.show(lang) if label else _glossary_word(built_site, lang, page)
            assert shown.replace("&#x27;", "'") == word, (key, value)


def test_trace_zone_words_match_the_glossary(kb: Knowledge) -> None:
    """The Polish catalog's zone words (used by the event traces) are the glossary's words for those zones."""
    site = PageContext(build_context(kb, None), "pl", make_env("pl"))
    for zone, message in labels.ZONES.items():
        term = labels.named_terms(kb).get(f"zone:{zone}")
        if term is not None:
            assert site.t(message) == term.term.pl, zone


def test_two_terms_naming_one_type_fail_the_build(tmp_path: Path) -> None:
    """A second glossary term naming type:action is an error naming both terms and their lines."""
    root = copy_small_knowledge(tmp_path)
    glossary = root / "glossary.yaml"
    glossary.write_text(glossary.read_text(encoding="utf-8") + "".join(
        f'  - id: {tid}\n    term: {{en: "{tid}", pl: "{tid}"}}\n    names: [type:action]\n'
        '    definition: {en: "An Action.", pl: "Akcja."}\n' for tid in ("action", "action-card")), encoding="utf-8")
    kb = load_knowledge(root)
    with pytest.raises(BuildError, match=r"'type:action' is named by both term:action .* and term:action-card"):
        labels.named_terms(kb)


def test_a_misspelt_name_is_a_located_error(tmp_path: Path) -> None:
    """`names: [kind:action]` fails loading with the glossary file, line and key and a hint."""
    from generator.errors import KnowledgeErrors

    root = copy_small_knowledge(tmp_path)
    glossary = root / "glossary.yaml"
    glossary.write_text(glossary.read_text(encoding="utf-8") + (
        '  - id: odd\n    term: {en: "odd", pl: "dziwny"}\n    names: [kind:action]\n'
        '    definition: {en: "Odd.", pl: "Dziwny."}\n'), encoding="utf-8")
    with pytest.raises(KnowledgeErrors) as caught:
        load_knowledge(root)
    message = str(caught.value)
    assert "glossary.yaml:" in message and "'kind:action' is not a card type or zone" in message
    assert "type:<card type>" in message


VARIANTS = {
    r"\bWydarzeni\w*": "event",  # the glossary says Zdarzenie
    r"\bTrwani\w*": "duration",  # the glossary says Następstwo
    r"\bDuration\b": "duration",
    r"\bCommand\b": "command",  # the glossary says Rozkaz
    r"\btypu Rozkaz\b": "command",  # "karta Rozkazu", as "karta Akcji"
    r"\bKlątw\w* losu\b": "hex",  # the glossary says Urok
    r"\bHex\w*": "hex",
    r"\bBoon\w*": "boon",  # the glossary says Łaska
    r"\bplansz\w* (?:Wygnania|Tawerny|Karczmy)\b": "exile-mat",  # the glossary says mata Wygnania / mata Tawerny
    r"\bKarczm\w*": "tavern-mat",
}


def test_polish_prose_uses_the_glossary_words(kb: Knowledge) -> None:
    """No Polish text in the knowledge uses a word the glossary replaced (Wydarzenie, Trwanie or Duration, Command,
    Klątwa losu or Hex, Boon, plansza Wygnania, Karczma), so prose, infobox and glossary say the same thing."""
    from generator.kb.refs import texts_of

    found = []
    for kind in ("card", "rule", "term", "example", "expansion", "pile"):
        for record in kb.kind_table(kind).values():
            for field, text in texts_of(record):
                for pattern, term in VARIANTS.items():
                    hit = re.search(pattern, text.get("pl") or "")
                    if hit:
                        found.append(f"{kind}:{record.id} {field}: {hit.group(0)!r} (glossary: term:{term})")
    assert found == []
    assert all(term in kb.terms for term in VARIANTS.values())
