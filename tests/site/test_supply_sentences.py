"""Supply sentences composed from the structured facts (piles, bringers, gainers, Supply effects), compared word for
word with sentences written by hand in English and Polish, and their place on the card pages."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from generator.kb.schema import Knowledge
from generator.site import indexes, labels, supply
from generator.site.i18n import load_translations, make_env
from generator.site.text import Renderer
from tests.site.test_gain_sentences import repeated_phrase

ENGLISH: dict[str, list[str]] = {
    "marauder": ["As a Looter, it adds the Ruins pile to the Supply.",
                 "It brings the Spoils pile into the game, outside the Supply."],
    "cultist": ["As a Looter, it adds the Ruins pile to the Supply."],
    "young-witch": ["It adds the Bane pile to the Supply."],
    "hermit": ["It brings the Madman pile into the game, outside the Supply."],
    "madman": ["Hermit brings its pile into the game and gains it.", "When you play it, it returns to its pile."],
    "spoils": ["Bandit Camp, Marauder and Pillage bring its pile into the game and gain it.",
               "When you play it, it returns to its pile."],
    "wish": ["Leprechaun and Secret Cave bring its pile into the game.",
             "Cards that gain it: Leprechaun and Magic Lamp.",
             "When you play it, it returns to its pile."],
    "temple": ["When you play it, victory point tokens gather on its Supply pile.",
               "It is on the list Cards with an ability when gained."],
    "alchemist": ["Its Potion cost adds the Potion pile to the Supply."],
    "tournament": ["It brings the Prizes into the game, outside the Supply."],
    "bag-of-gold": ["Tournament brings its pile into the game and gains it."],
    "necromancer": ["It brings the Zombies into the game, outside the Supply."],
    "lurker": ["It is on the list Cards that trash straight from the Supply."],
    "imp": ["Devil's Workshop, Exorcist and Tormentor bring its pile into the game and gain it."],
    # in no pile: a Hex, an Heirloom
    "bad-omens": ["Cursed Village, Leprechaun, Skulk, Tormentor, Vampire and Werewolf bring it into the game."],
    "cursed-gold": ["Pooka brings it into the game."],
}

POLISH: dict[str, list[str]] = {
    "marauder": ["Jako karta typu Looter dodaje do Zasobów stos Ruins.", "Wprowadza do gry stos Spoils spoza Zasobów."],
    "cultist": ["Jako karta typu Looter dodaje do Zasobów stos Ruins."],
    "young-witch": ["Dodaje do Zasobów stos Zguby."],
    "hermit": ["Wprowadza do gry stos Madman spoza Zasobów."],
    "madman": ["Do gry wprowadza stos tej karty i dodaje ją: Hermit.", "Gdy zagrywasz tę kartę, wraca na swój stos."],
    "spoils": ["Do gry wprowadzają stos tej karty i dodają ją: Bandit Camp, Marauder i Pillage.",
               "Gdy zagrywasz tę kartę, wraca na swój stos."],
    "wish": ["Do gry wprowadzają jego stos: Leprechaun i Secret Cave.",
             "Karty, które je dodają: Leprechaun i Magic Lamp.",
             "Gdy je zagrywasz, wraca na swój stos."],
    "temple": ["Gdy ją zagrywasz, na jej stosie w Zasobach gromadzą się żetony punktów zwycięstwa.",
               "Jest na liście „Karty ze zdolnością przy dodaniu”."],
    "alchemist": ["Ma w koszcie Potion, więc dodaje do Zasobów stos Potion."],
    "tournament": ["Wprowadza do gry Nagrody spoza Zasobów."],
    "bag-of-gold": ["Do gry wprowadza stos tej karty i dodaje ją: Tournament."],
    "necromancer": ["Wprowadza do gry stos Zombies spoza Zasobów."],
    "lurker": ["Jest na liście „Karty wyrzucające na śmietnisko prosto z Zasobów”."],
    "imp": ["Do gry wprowadzają jego stos i dodają go: Diabelski warsztat, Egzorcysta i Gnębiciel."],
    "bad-omens": ["Do gry wprowadzają je: Gnębiciel, Leprechaun, Przeklęta wioska, Skulk, Wampir i Wilkołak."],
    "cursed-gold": ["Do gry wprowadza je: Pooka."],
}


def _translator(lang: str) -> Callable[[str], str]:
    return load_translations(lang).gettext if lang == "pl" else (lambda message: message)


def _titles(t: Callable[[str], str]) -> dict[str, str]:
    return {e.kind: t(e.title) for e in indexes.EFFECT_INDEXES}


@pytest.mark.parametrize(("lang", "golden"), [("en", ENGLISH), ("pl", POLISH)])
def test_supply_sentences_match_hand_written_ones(kb: Knowledge, lang: str, golden: dict[str, list[str]]) -> None:
    """Each card's Supply sentences equal the hand-written ones exactly, in order: piles it brings (for itself, a
    type or a Potion cost), what brings its pile in and gains it, its pile effects, the lists of its other effects."""
    t = _translator(lang)
    named, gained_by = labels.named_terms(kb), supply.gainers(kb)
    got = {cid: supply.supply_texts(kb, kb.cards[cid], lang, t, _titles(t), named, gained_by.get(cid, []))
           for cid in golden}
    assert {cid: got[cid] for cid in golden if got[cid] != golden[cid]} == {}


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_no_supply_sentence_repeats_a_phrase(kb: Knowledge, lang: str) -> None:
    """No Supply sentence of any card says the same three words twice."""
    t, named, gained_by = _translator(lang), labels.named_terms(kb), supply.gainers(kb)
    found = [(card.id, s) for card in kb.cards.values()
             for s in supply.supply_texts(kb, card, lang, t, _titles(t), named, gained_by.get(card.id, []))
             if repeated_phrase(s)]
    assert found == []


def test_supply_lines_link_cards_piles_and_lists(kb: Knowledge) -> None:
    """On Marauder's and Lurker's pages the Supply sentences link the piles and the list of the effect's kind."""
    t = _translator("pl")
    named, macros = labels.named_terms(kb), make_env("pl").get_template("macros.md.j2").make_module()
    r = Renderer(kb, "pl", "cards/marauder.md", lambda lang: "", named, macros)
    assert supply.supply_lines(kb, kb.cards["marauder"], r, t, _titles(t), supply.gainers(kb).get("marauder", [])) == [
        "Jako karta typu Looter dodaje do Zasobów [stos Ruins](../piles/ruins.md).",
        "Wprowadza do gry [stos Spoils](../piles/spoils.md) spoza Zasobów."]
    r = Renderer(kb, "en", "cards/lurker.md", lambda lang: "", named,
                 make_env("en").get_template("macros.md.j2").make_module())
    assert supply.supply_lines(kb, kb.cards["lurker"], r, _translator("en"), _titles(_translator("en")),
                               supply.gainers(kb).get("lurker", [])) == [
        "It is on the list [Cards that trash straight from the Supply](../gaining/trash-from-supply.md)."]
