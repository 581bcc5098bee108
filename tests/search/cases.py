"""The search table: a query and the page (path under the language root) that must rank in the top 3.

Worked out by hand from the knowledge (ids, not display text): e.g. the Polish
name of the Supply rule is "Zasoby", so its genitive plural "zasobów" must find
rules/supply/.  Shared by the browser test and the Python search test.
"""

from __future__ import annotations

EN: list[tuple[str, str]] = [
    # plural and singular
    ("duchies", "cards/duchy/"), ("prizes", "glossary/prize/"), ("provinces", "cards/province/"),
    ("curses", "cards/curse/"), ("witches", "cards/witch/"), ("estates", "cards/estate/"),
    ("coppers", "cards/copper/"), ("villages", "cards/village/"), ("events", "rules/events/"),
    ("landmarks", "glossary/landmark/"), ("piles", "glossary/pile/"), ("gains", "rules/gain/"),
    ("colonies", "cards/colony/"), ("catapults", "cards/catapult/"),
    # multi-word names
    ("band of misfits", "cards/band-of-misfits/"), ("black market", "cards/black-market/"),
    ("throne room", "cards/throne-room/"), ("council room", "cards/council-room/"),
    ("young witch", "cards/young-witch/"), ("border village", "cards/border-village/"),
    ("nomad camp", "cards/nomad-camp/"), ("jack of all trades", "cards/jack-of-all-trades/"),
    ("bag of gold", "cards/bag-of-gold/"), ("mixed pile", "glossary/mixed-pile/"),
    ("way of the mouse", "cards/way-of-the-mouse/"), ("trading post", "cards/trading-post/"),
    # prefixes as you type
    ("artis", "cards/artisan/"), ("masquer", "cards/masquerade/"), ("moneyl", "cards/moneylender/"),
    ("laborat", "cards/laboratory/"), ("chancel", "cards/chancellor/"), ("lighth", "cards/lighthouse/"),
    ("bureaucr", "cards/bureaucrat/"), ("provin", "cards/province/"),
    # Polish names on the English site
    ("Powiat", "cards/duchy/"), ("Klątwa", "cards/curse/"), ("Rękodzielnik", "cards/artisan/"),
    ("Złoto", "cards/gold/"), ("Czarny rynek", "cards/black-market/"), ("Zasoby", "rules/supply/"),
    ("Śmietnisko", "rules/trash/"), ("Kopalnia", "cards/mine/"), ("Wiedźma", "cards/witch/"),
    ("Prowincja", "cards/province/"), ("Maskarada", "cards/masquerade/"), ("Łaźnia", "cards/baths/"),
    # a later printing's name (alt_en)
    ("farm", "cards/harem/"),
    # a card's own mat
    ("native village mat", "cards/native-village/"), ("pirate ship mat", "cards/pirate-ship/"),
    ("island mat", "cards/island/"), ("trade route mat", "cards/trade-route/"),
    ("victory tokens", "glossary/vp-token/"),
]

PL: list[tuple[str, str]] = [
    # inflected forms
    ("zasobów", "rules/supply/"), ("zasobach", "rules/supply/"), ("klątwy", "cards/curse/"),
    ("klątwę", "cards/curse/"), ("śmietniska", "rules/trash/"), ("śmietnisku", "rules/trash/"),
    ("prowincję", "cards/province/"), ("prowincji", "cards/province/"), ("powiatów", "cards/duchy/"),
    ("miedziaków", "cards/copper/"), ("srebrnika", "cards/silver/"), ("wiedźmy", "cards/witch/"),
    ("złodzieja", "cards/thief/"), ("urzędnika", "cards/bureaucrat/"), ("kopalni", "cards/mine/"),
    ("kolonii", "cards/colony/"), ("platynę", "cards/platinum/"), ("katapulty", "cards/catapult/"),
    ("królestwa", "rules/kingdom/"), ("nagród", "glossary/prize/"), ("świątyni", "cards/temple/"),
    # alternations (morfeusz2 lexicon)
    ("maskaradzie", "cards/masquerade/"), ("ręce", "glossary/hand/"), ("czarnym rynku", "cards/black-market/"),
    ("rynki", "cards/black-market/"),
    # without diacritics (ł → l too)
    ("klatwa", "cards/curse/"), ("smietnisko", "rules/trash/"), ("zloto", "cards/gold/"),
    ("zlota", "cards/gold/"), ("posiadlosc", "cards/estate/"), ("laznia", "cards/baths/"),
    ("wiedzma", "cards/witch/"), ("zlodziej", "cards/thief/"), ("krolestwo", "rules/kingdom/"),
    ("swiatynia", "cards/temple/"), ("rekodzielnik", "cards/artisan/"), ("przelecz", "cards/mountain-pass/"),
    # English names on the Polish site
    ("Duchy", "cards/duchy/"), ("Curse", "cards/curse/"), ("Artisan", "cards/artisan/"),
    ("Black Market", "cards/black-market/"), ("Supply", "rules/supply/"), ("Trash", "rules/trash/"),
    ("Witch", "cards/witch/"),
    # a card's own mat
    ("podkładka wioski tubylców", "cards/native-village/"), ("podkładka wyspy", "cards/island/"),
    # multi-word names
    ("czarny rynek", "cards/black-market/"), ("młoda wiedźma", "cards/young-witch/"),
    ("turniej rycerski", "cards/tournament/"), ("pole bitwy", "cards/battlefield/"),
    ("łuk triumfalny", "cards/triumphal-arch/"), ("wilcze leże", "cards/wolf-den/"),
    ("gwarna wioska", "cards/bustling-village/"),
    # prefixes as you type
    ("rękodz", "cards/artisan/"), ("maskar", "cards/masquerade/"), ("katap", "cards/catapult/"),
    ("śmietn", "rules/trash/"), ("prowin", "cards/province/"),
    # everyday synonyms (alt_pl)
    ("śmietnik", "rules/trash/"), ("ujawnianie", "glossary/reveal/"),
]

CASES = {"en": EN, "pl": PL}
MIN_RECALL = 0.95
"""The share of the table's queries whose page must rank in the top 3: a miss or two at most."""
MIN_CASES = 40


def recall(found: dict[str, list[str]], cases: list[tuple[str, str]]) -> tuple[float, list[str]]:
    """Share of cases whose page is among the first three results, and a line per miss."""
    misses = [f"{query!r}: expected {page}, got {found.get(query, [])[:3]}"
              for query, page in cases if page not in found.get(query, [])[:3]]
    return (1 - len(misses) / len(cases) if cases else 0.0), misses
