"""Generated pages: gain sentences, Polish order and lists, JSON-LD, diagrams, translation status."""

from __future__ import annotations

import json
import re
from pathlib import Path

from generator.kb.schema import Card, Knowledge
from generator.site.context import examples_of
from generator.site.i18n import join_list, sorted_by
from generator.site.jsonld import script_json
from tests.helpers import ROOT


def _md(built_site: Path, lang: str, path: str) -> str:
    return (built_site.parent / "site_src" / lang / "docs" / path).read_text(encoding="utf-8")


def _html(built_site: Path, lang: str, path: str) -> str:
    return (built_site / lang / path / "index.html").read_text(encoding="utf-8")


def test_polish_collation_puts_diacritics_after_their_letter() -> None:
    """ICU Polish order: a < ą, l < ł, s < ś, z < ż (English folds the accents; code points would not)."""
    words = ["Żaba", "Zero", "Łabędź", "Lis", "Ściana", "Sroka", "Ąb", "Az"]
    assert sorted_by(words, str, "pl") == ["Az", "Ąb", "Lis", "Łabędź", "Sroka", "Ściana", "Zero", "Żaba"]
    assert sorted_by(words, str, "en") == ["Ąb", "Az", "Łabędź", "Lis", "Ściana", "Sroka", "Żaba", "Zero"]


def test_polish_card_table_uses_polish_order(built_site: Path, kb: Knowledge) -> None:
    """On /pl/cards/ Lost City < Łaźnia < Miedziaki and Zwiastun < Życzenie (ł after l, ż after z)."""
    names = {cid: kb.cards[cid].name.show("pl") for cid in ("lost-city", "baths", "copper", "harbinger", "wish")}
    assert names == {"lost-city": "Lost City", "baths": "Łaźnia", "copper": "Miedziaki", "harbinger": "Zwiastun",
                     "wish": "Życzenie"}
    rows = re.findall(r'<tr data-name="([^"]+)"', _html(built_site, "pl", "cards"))
    assert rows.index("Lost City") < rows.index("Łaźnia") < rows.index("Miedziaki")
    assert rows.index("Zwiastun") < rows.index("Życzenie")


def _polish_cards(n: int) -> str:
    if n == 1:
        return "karta"
    return "karty" if n % 10 in (2, 3, 4) and n % 100 not in (12, 13, 14) else "kart"


def test_polish_lists_and_plurals_on_pages(built_site: Path, kb: Knowledge) -> None:
    """Babel joins lists with "i" in Polish; the home page counts cards with the Polish plural form."""
    assert join_list(["Miedziaki", "Srebrniki", "Złoto"], "pl") == "Miedziaki, Srebrniki i Złoto"
    assert join_list(["Copper", "Silver", "Gold"], "en") == "Copper, Silver, and Gold"
    n = len(kb.cards)
    assert f"**{n} {_polish_cards(n)}**" in _md(built_site, "pl", "index.md")
    assert f"**{n} cards**" in _md(built_site, "en", "index.md")
    assert "Edycje | 1\\. edycja i 2. edycja |" in _md(built_site, "pl", "cards/trader.md")  # "1." escaped: not a list


def test_gain_sentences_in_both_languages(built_site: Path) -> None:
    """Artisan's gain fact is one sentence that names only what differs from the default (the hand)."""
    en = _md(built_site, "en", "cards/artisan.md")
    assert "- You gain a card into your hand costing up to $5.\n" in en
    assert "- Dodajesz na rękę kartę kosztującą do $5.\n" in _md(built_site, "pl", "cards/artisan.md")


def test_gain_from_a_non_supply_pile_links_the_pile(built_site: Path) -> None:
    """Tournament gains a Prize onto the deck when a Province was revealed, linking the Prizes pile page
    (Polish: the pile's genitive, "jedną z Nagród", and Province in the accusative)."""
    en = _md(built_site, "en", "cards/tournament.md")
    assert ("- If you reveal a [Province](province.md), you gain one of the [Prizes](../piles/prizes.md) "
            "onto your deck.") in en
    pl = _md(built_site, "pl", "cards/tournament.md")
    assert ("- Jeśli odkryjesz [Prowincję](province.md), dodajesz jedną z [Nagród](../piles/prizes.md) "
            "na wierzch talii.") in pl


def test_card_page_has_json_ld(built_site: Path) -> None:
    """Each card page carries schema.org JSON-LD naming the card in the page's language."""
    for lang, name, alternate in (("en", "Artisan", ["Rękodzielnik"]), ("pl", "Rękodzielnik", ["Artisan"])):
        html = _html(built_site, lang, "cards/artisan")
        blocks = re.findall(r'<script type="application/ld\+json">(.*?)</script>', html, re.S)
        assert len(blocks) == 1
        data = json.loads(blocks[0])
        assert (data["@type"], data["name"], data["alternateName"], data["inLanguage"]) == (
            "CreativeWork", name, alternate, lang)
        assert data["@id"] == "https://w3id.org/domwiki/card/artisan"


def test_script_json_cannot_close_the_script_element() -> None:
    """Hostile strings are escaped inside JSON-LD (no "<", ">" or "&") and still decode to the same text."""
    hostile = "</script><script>alert(1)</script><!-- & \u2028"
    encoded = script_json({"description": hostile})
    assert "<" not in encoded and ">" not in encoded and "&" not in encoded and "\u2028" not in encoded
    assert json.loads(encoded) == {"description": hostile}


def _untranslated(kb: Knowledge) -> Card:
    """The first card (in file order) whose Polish name is missing although its edition was printed in Polish."""
    return next(c for c in kb.cards.values()
                if c.name.pl is None and kb.expansions[c.expansion].polish_edition(c.editions) is not None)


def test_translation_status_lists_untranslated_texts_with_location(built_site: Path, kb: Knowledge) -> None:
    """A card without a Polish name is listed with its knowledge file and line exactly as an editor opens it
    (no Markdown escapes), and that line of that file holds the field."""
    card = _untranslated(kb)
    loc = card.field_locs["name"]
    html = _html(built_site, "pl", "translation")
    row = re.search(rf'<tr data-section="card" data-expansion="{card.expansion}">'
                    rf'<td><a href="../cards/{card.id}/">[^<]+</a></td><td>Karty</td><td><code>name</code></td>'
                    r'<td><code class="dw-where">([^<]+)</code></td>', html)
    assert row is not None
    where = row.group(1)
    assert where == f"{loc.path}:{loc.line}" and "\\" not in where
    path, line = where.rsplit(":", 1)
    assert "name:" in (ROOT / path).read_text(encoding="utf-8").splitlines()[int(line) - 1]
    assert "| Karty |" in _md(built_site, "pl", "translation.md")
    assert "| Cards |" in _md(built_site, "en", "translation.md")


def test_translation_status_separates_no_polish_edition(built_site: Path, kb: Knowledge) -> None:
    """Names of sets never printed in Polish are counted under "No Polish edition", per expansion, and are not
    in the list of untranslated texts; the filters offer the sections and expansions of that list."""
    md = _md(built_site, "pl", "translation.md")
    unprinted = [c for c in kb.cards.values() if c.name.pl is None
                 and kb.expansions[c.expansion].polish_edition(c.editions) is None]
    dark_ages = sum(1 for c in unprinted if c.expansion == "dark-ages")
    assert dark_ages > 0
    assert "## Brak polskiego wydania" in md and f"- Dark Ages: {dark_ages}\n" in md
    html = _html(built_site, "pl", "translation")
    assert 'href="../cards/hermit/"' not in html
    options = re.findall(r'<select data-filter="(\w+)">(.*?)</select>', html, re.S)
    assert [key for key, _ in options] == ["section", "expansion"]
    sections = re.findall(r'<option value="(\w*)">', options[0][1])
    assert sections[0] == "" and "card" in sections
    rows = set(re.findall(r'<tr data-section="(\w+)" data-expansion="([\w-]*)">', html))
    assert {s for s, _ in rows} == set(sections[1:])
    assert {x for _, x in rows} == set(re.findall(r'<option value="([\w-]*)">', options[1][1])[1:])


def test_diagrams_are_inline_svg_with_links(built_site: Path, kb: Knowledge) -> None:
    """The non-Supply page draws Tournament → Prizes; the gaining page draws the trash → hand route with its count."""
    html = _html(built_site, "en", "gaining/non-supply")
    svg = re.search(r'<svg [^>]*class="dw-diagram".*?</svg>', html, re.S)
    assert svg is not None
    assert 'href="../../cards/tournament/"' in svg.group(0) and 'href="../../piles/prizes/"' in svg.group(0)
    flow = re.search(r'<svg [^>]*class="dw-diagram".*?</svg>', _html(built_site, "pl", "gaining"), re.S)
    assert flow is not None
    trash_to_hand = {c.id for c in kb.cards.values() for g in c.gains if g.source == "trash" and g.to == "hand"}
    count = len(trash_to_hand)
    assert count > 0
    assert f">{count} {_polish_cards(count)}</text>" in flow.group(0)
    assert 'href="../gaining/to-hand/"' not in flow.group(0) and 'href="to-hand/"' in flow.group(0)


def test_untranslated_text_is_marked(built_site: Path, kb: Knowledge) -> None:
    """An untranslated name shows English with a visible badge on the Polish page only."""
    card = _untranslated(kb)
    pl = _html(built_site, "pl", f"cards/{card.id}")
    assert 'class="dw-untranslated-badge" title="jeszcze nieprzetłumaczone">jeszcze nieprzetłumaczone<' in pl
    assert "dw-untranslated-badge" not in _html(built_site, "en", f"cards/{card.id}")


def test_supply_effect_pages_in_both_languages(built_site: Path) -> None:
    """Each Polish Supply group is a page built from facts, in both languages, saying how far the facts go."""
    page = _md(built_site, "pl", "gaining/trash-from-supply.md")
    assert "# Karty wyrzucające na śmietnisko prosto z Zasobów" in page
    assert "(../cards/lurker.md)" in page and "(../cards/salt-the-earth.md)" in page
    assert re.search(r"dla \d+ z 836 kart", page) and re.search(r"Imperium: \d+ z 70", page)
    english = _md(built_site, "en", "gaining/gathering.md")
    assert "# Gathering cards" in english and "(../cards/wild-hunt.md)" in english
    assert re.search(r"for \d+ of the 836 cards", english)
    assert "(../cards/possession.md)" in _md(built_site, "en", "gaining/replaces-gain.md")


def test_lists_say_how_far_the_recorded_facts_go(built_site: Path) -> None:
    """The gain lists, the card table and the fact-based queries state the coverage; none claims every card."""
    for path in ("gaining/to-hand.md", "gaining/index.md", "cards/index.md", "queries.md"):
        text = _md(built_site, "en", path)
        assert re.search(r"for \d+ of the 836 cards", text), path
        assert "for every card" not in text, path


def test_card_of_a_set_never_printed_in_polish_has_no_polish_edition(built_site: Path) -> None:
    """Hermit (Dark Ages, never printed in Polish) shows "no Polish edition" and is no translation gap;
    Locusts (Nocturne, printed) is still marked as not yet translated."""
    hermit = _md(built_site, "pl", "cards/hermit.md")
    assert "brak polskiego wydania" in hermit and "jeszcze nieprzetłumaczone" not in hermit.split("| Koszt")[0]
    assert "no Polish edition" in _md(built_site, "en", "cards/hermit.md")
    status = _html(built_site, "pl", "translation")
    assert 'href="../cards/hermit/"' not in status and 'href="../cards/locusts/"' in status
    assert "jeszcze nieprzetłumaczone" in _md(built_site, "pl", "cards/locusts.md").split("| Koszt")[0]


def test_fan_wiki_name_is_shown_as_such_not_as_the_polish_name(built_site: Path) -> None:
    """Hamlet (Cornucopia, never printed in Polish) is titled Hamlet on the Polish page, marked "no Polish
    edition", and the Polish fan wiki's name Folwark is given as that wiki's, with its source."""
    hamlet = _md(built_site, "pl", "cards/hamlet.md")
    box = hamlet.split("| Koszt")[0]
    assert "# Hamlet" in hamlet and "# Folwark" not in hamlet
    assert ('| Nazwa polska | <span lang="en">Hamlet</span> '
            '<span class="dw-no-polish-edition">brak polskiego wydania') in box
    assert 'polska wiki fanów nazywa tę kartę <span lang="pl">Folwark</span>' in box
    assert "Źródło polskiej nazwy" in box
    assert "| Polish name | <span class=\"dw-no-polish-edition\">no Polish edition</span> |" in _md(
        built_site, "en", "cards/hamlet.md")


def test_card_page_sections_come_in_wiki_order_with_a_navigation_box(built_site: Path, kb: Knowledge) -> None:
    """A card page runs infobox, what it does, clarifications, editions, gaining, Supply, examples, rules, what
    links here, then a box linking every other card of its expansion (the card itself in bold, not linked)."""
    for lang, heads in {"en": ("What it does", "Clarifications", "Editions and errata", "Gaining", "Examples"),
                        "pl": ("Działanie", "Wyjaśnienia", "Edycje i errata", "Dodawanie", "Przykłady")}.items():
        page = _md(built_site, lang, "cards/trader.md")
        at = [page.index(f"## {h}") for h in heads]
        assert at == sorted(at), (lang, at)
        box = page.split('<nav class="dw-navbox" markdown data-search-exclude>')[1]
        assert box.index("</nav>") > 0 and page.index("<nav") > at[-1]
        kin = [c for c in kb.cards.values() if c.expansion == "hinterlands" and c.id != "trader"]
        assert all(f"({c.id}.md)" in box for c in kin)
        assert f"**{kb.cards['trader'].name.show(lang)}**" in box and "(trader.md)" not in box
    assert "Karty z zestawu [Hinterlands]" in _md(built_site, "pl", "cards/trader.md")
    index = json.loads((built_site / "en" / "search" / "search_index.json").read_text(encoding="utf-8"))
    trader = " ".join(d["text"] for d in index["docs"] if d["location"].startswith("cards/trader/"))
    assert "Trader" in trader and "Berserker" not in trader and "Cauldron" not in trader  # the box is not indexed


def test_rocks_condition_is_on_the_to_hand_list(built_site: Path) -> None:
    """The to-hand list says Rocks' Silver goes there when it is gained or trashed outside the Buy phase."""
    assert "When you gain it or trash it outside your Buy phase, you gain a [Silver]" in _md(
        built_site, "en", "gaining/to-hand.md")
    assert "Gdy je dodajesz lub wyrzucasz na śmietnisko poza twoją fazą zakupu, dodajesz [Srebrniki]" in _md(
        built_site, "pl", "gaining/to-hand.md")


def test_card_description_is_a_section_not_front_matter(built_site: Path) -> None:
    """A card's description (Conspirator's Polish text has a colon) is a body section; the meta description
    stays the quoted summary."""
    pl = _md(built_site, "pl", "cards/conspirator.md")
    front, body = pl.split("---", 2)[1:]
    assert "łącznie z nim" not in front and 'description: "Daje dwie monety;' in front
    assert "## Działanie" in body
    assert "łącznie z nim: jeśli" in body
    html = _html(built_site, "en", "cards/conspirator")
    assert re.search(r'<meta name="description" content="Gives two coins;[^"]*"', html)


def test_set_aside_gains_have_their_page_filter_and_sentences(built_site: Path) -> None:
    """The set-aside list names Quartermaster and Blockade in both languages, whose pages say the gain sets the
    card aside ("setting it aside" / "odkładając ją na bok"), and the card table offers set-aside as a filter."""
    for lang, title, said in (("en", "# Cards that gain a card setting it aside", "setting it aside"),
                              ("pl", "# Karty, które dodają kartę, odkładając ją na bok", "odkładając ją na bok")):
        page = _md(built_site, lang, "gaining/to-set-aside.md")
        assert title in page, lang
        assert "(../cards/quartermaster.md)" in page and "(../cards/blockade.md)" in page, lang
        for cid in ("quartermaster", "blockade"):
            assert said in _md(built_site, lang, f"cards/{cid}.md"), (lang, cid)
        select = re.search(r'<select data-filter="to">(.*?)</select>', _html(built_site, lang, "cards"), re.S)
        assert select is not None and '<option value="set-aside">' in select.group(1), lang


def test_a_card_page_lists_the_examples_about_it_first(kb: Knowledge) -> None:
    """Witch's page opens with the examples about Witch (listed first in their ``cards``), not with an example
    that only passes a Witch around; then by how early the card is listed in each."""
    listed = examples_of(kb)["witch"]
    ranks = [list(dict.fromkeys(kb.examples[eid].cards)).index("witch") for eid in listed]
    assert ranks == sorted(ranks) and ranks[0] == 0
    assert "witch-curses-run-out" in listed[:ranks.count(0)]
    assert listed.index("witch-curses-run-out") < listed.index("moat-blocks-witch")


def test_pile_page_title_begins_with_a_capital(built_site: Path) -> None:
    """A Polish pile name said inside sentences ("stos Ruins") begins its page's title with a capital; the pile
    page names the cards that bring it in as "Wprowadzany do gry przez", not "Dodawany" (a gain's word)."""
    pl = _md(built_site, "pl", "piles/ruins.md")
    assert 'title: "Stos Ruins"' in pl and "\n# Stos Ruins\n" in pl
    assert "| Wprowadzany do gry przez | Looter |" in pl
    assert "\n# Ruins pile\n" in _md(built_site, "en", "piles/ruins.md")


def test_the_source_of_a_polish_name_is_shown_in_the_page_language(built_site: Path) -> None:
    """Witch's infobox cites the review its Polish name comes from, in Polish on the Polish page."""
    assert ("| Źródło polskiej nazwy | Recenzja „Dominion: Rozdarte Królestwo” na gamesfanatic.pl |"
            in _md(built_site, "pl", "cards/witch.md"))
    assert "| gamesfanatic.pl review of 'Dominion: Rozdarte Królestwo' |" in _md(built_site, "en", "cards/witch.md")


def test_a_zone_is_named_by_its_terms_label_where_the_headword_is_a_verb(kb: Knowledge) -> None:
    """The glossary's headword "odłożyć na bok" is a verb; where the site names the zone (the Gaining diagram, the
    card table's filter) it says "odłożone na bok"; other zones keep their headword."""
    from generator.site import labels

    named = labels.named_terms(kb)
    assert labels.zone_label(named, "set-aside", "pl") == "odłożone na bok"
    assert labels.zone_label(named, "set-aside", "en") == "set aside"
    assert kb.terms["set-aside"].term.pl == "odłożyć na bok"
    assert labels.zone_label(named, "discard", "pl") == kb.terms[named["zone:discard"].id].term.pl
