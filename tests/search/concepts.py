"""Rules questions as players and judges ask them, with the pages that answer them (hand-written).

Each case is a question and the pages (paths under the language root) that
answer it, the best first; a case is found when one of them ranks in the top 3.
The pages were chosen from the rule records' headings (knowledge/rules/*.yaml),
the glossary and the index pages, not from what the search returns.
"""

from __future__ import annotations

Case = tuple[str, tuple[str, ...]]

GAIN = "rules/gain/"
BUY = "rules/buy/"
SUPPLY = "rules/supply/"
NON_SUPPLY = "rules/non-supply/"
TRASH = "rules/trash/"
KINGDOM = "rules/kingdom/"
SPLIT = "rules/split-pile/"
OWNERSHIP = "rules/ownership/"
BLACK_MARKET = "rules/black-market-deck/"

EN: list[Case] = [
    ("what happens when i gain a card", (GAIN,)),
    ("gaining", (GAIN, "gaining/")),
    ("gain a card", (GAIN,)),
    ("gained cards", (GAIN, "gaining/")),
    ("where does a gained card go", (GAIN, "gaining/gained-elsewhere/")),
    ("is buying a card the same as gaining it", (BUY, GAIN)),
    ("can i buy a card that is not in the supply", (NON_SUPPLY, BUY)),
    ("what is the supply", (SUPPLY, "glossary/supply/")),
    ("supply piles", (SUPPLY,)),
    ("which cards are in the supply", (SUPPLY,)),
    ("non-supply cards", (NON_SUPPLY, "gaining/non-supply/")),
    ("cards outside the supply", (NON_SUPPLY, "gaining/non-supply/")),
    ("what brings a non-supply card into the game", ("gaining/non-supply/", NON_SUPPLY)),
    ("does a non-supply pile count for the game end", (NON_SUPPLY, SUPPLY)),
    ("what is the asterisk on the cost", (NON_SUPPLY, "glossary/asterisk/")),
    ("how does the trash work", (TRASH, "glossary/trash/")),
    ("trashing a card", (TRASH, "glossary/trash/")),
    ("trashed cards", (TRASH, "glossary/trash/")),
    ("is the trash part of the supply", (TRASH,)),
    ("who owns cards in the trash", (TRASH, OWNERSHIP)),
    ("cards that gain from the trash", ("gaining/from-trash/", GAIN)),
    ("mixed piles", (SPLIT, "glossary/mixed-pile/")),
    ("split pile", (SPLIT, "glossary/split-pile/")),
    ("can i buy the card under the top card of a split pile", (SPLIT, SUPPLY)),
    ("empty piles", (SUPPLY,)),
    ("kingdom cards", (KINGDOM, "glossary/kingdom/")),
    ("how are the kingdom cards chosen", (KINGDOM,)),
    ("black market deck", (BLACK_MARKET, "cards/black-market/")),
    ("buying from the black market", (BLACK_MARKET, "cards/black-market/")),
    ("ownership", (OWNERSHIP, "gaining/ownership/")),
    ("is passing a card gaining it", (OWNERSHIP, "gaining/ownership/")),
    ("exile a card", (OWNERSHIP, "glossary/exile/")),
    ("set aside cards", (OWNERSHIP, "glossary/set-aside/")),
    ("when is a bought card mine", (OWNERSHIP, GAIN)),
    ("what is a bane", ("rules/bane/", "glossary/bane/")),
    ("young witch bane pile", ("rules/bane/", "cards/young-witch/")),
    ("ruins pile", ("rules/ruins/",)),
    ("knights pile", ("rules/knights/",)),
    ("shelters", ("rules/shelters/", "glossary/shelter/")),
    ("are events cards", ("rules/events/", "rules/landscapes/")),
    ("buying an event", ("rules/events/",)),
    ("landscape cards", ("rules/landscapes/", "glossary/landscape/")),
    ("cards that gain to your hand", ("gaining/to-hand/",)),
    ("cards that gain onto your deck", ("gaining/to-deck/",)),
    ("which cards make other players gain", ("gaining/other-players/",)),
    ("buy phase", (BUY, "glossary/buy-phase/")),
]

PL: list[Case] = [
    ("co się dzieje, gdy dodaję kartę", (GAIN,)),
    ("zdobywanie", (GAIN, "gaining/")),
    ("zdobyć kartę", (GAIN,)),
    ("zdobywanie kart", (GAIN, "gaining/")),
    ("dodawanie kart", (GAIN, "gaining/")),
    ("dokąd trafia dodana karta", (GAIN, "gaining/gained-elsewhere/")),
    ("czy kupno karty to jej dodanie", (BUY, GAIN)),
    ("czy mogę kupić kartę spoza zasobów", (NON_SUPPLY, BUY)),
    ("co to są zasoby", (SUPPLY, "glossary/supply/")),
    ("stosy w zasobach", (SUPPLY,)),
    ("co wchodzi w skład zasobów", (SUPPLY,)),
    ("karty spoza zasobów", (NON_SUPPLY, "gaining/non-supply/")),
    ("czy karta spoza zasobów liczy się do końca gry", (NON_SUPPLY, SUPPLY)),
    ("co wprowadza kartę spoza zasobów do gry", ("gaining/non-supply/", NON_SUPPLY)),
    ("gwiazdka przy koszcie", (NON_SUPPLY, "glossary/asterisk/")),
    ("jak działa śmietnisko", (TRASH, "glossary/trash/")),
    ("kosz", (TRASH,)),
    ("wyrzucanie kart na śmietnisko", (TRASH, "glossary/trash/")),
    ("czy śmietnisko należy do zasobów", (TRASH,)),
    ("do kogo należą karty na śmietnisku", (TRASH, OWNERSHIP)),
    ("karty dodające ze śmietniska", ("gaining/from-trash/", GAIN)),
    ("stosy mieszane", (SPLIT, "glossary/mixed-pile/")),
    ("stos dzielony", (SPLIT, "glossary/split-pile/")),
    ("wierzchnia karta stosu", (SPLIT, SUPPLY, "glossary/top-card/")),
    ("puste stosy", (SUPPLY, "rules/game-end/")),  # empty Supply piles end the game
    ("karty królestwa", (KINGDOM, "glossary/kingdom/")),
    ("jak wybiera się królestwo", (KINGDOM,)),
    ("talia czarnego rynku", (BLACK_MARKET, "cards/black-market/")),
    ("kupowanie z czarnego rynku", (BLACK_MARKET, "cards/black-market/")),
    ("posiadanie kart", (OWNERSHIP, "gaining/ownership/")),
    ("czy przekazanie karty to dodanie", (OWNERSHIP, "gaining/ownership/")),
    ("wygnanie karty", (OWNERSHIP, "glossary/exile/")),
    ("odłożenie na bok", (OWNERSHIP, "glossary/set-aside/")),
    ("kiedy kupiona karta staje się moja", (OWNERSHIP, GAIN)),
    ("co to jest zguba", ("rules/bane/", "glossary/bane/")),
    ("stos zguby młodej wiedźmy", ("rules/bane/", "cards/young-witch/")),
    ("stos ruin", ("rules/ruins/",)),
    ("stos rycerzy", ("rules/knights/",)),
    ("czy zdarzenia są kartami", ("rules/events/", "rules/landscapes/")),
    ("kupowanie zdarzenia", ("rules/events/",)),
    ("karty poziome", ("rules/landscapes/", "glossary/landscape/")),
    ("karty dodające do ręki", ("gaining/to-hand/",)),
    ("karty dodające na wierzch talii", ("gaining/to-deck/",)),
    ("które karty każą dodawać innym graczom", ("gaining/other-players/",)),
    ("faza zakupu", (BUY, "glossary/buy-phase/")),
    ("gdzie trafia zdobyta karta", (GAIN, "gaining/gained-elsewhere/")),
]

CONCEPTS: dict[str, list[Case]] = {"en": EN, "pl": PL}
MIN_CONCEPT_RECALL = 0.9
MIN_CONCEPT_CASES = 40


def concept_recall(found: dict[str, list[str]], cases: list[Case], k: int = 3) -> tuple[float, list[str]]:
    """Share of cases with one of their pages in the first ``k`` results, and a line per miss."""
    misses = [f"{query!r}: expected one of {pages}, got {found.get(query, [])[:k]}"
              for query, pages in cases if not set(pages) & set(found.get(query, [])[:k])]
    return (1 - len(misses) / len(cases) if cases else 0.0), misses
