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


# The rules beyond Gain and the Supply: turn, phases, shuffling, game end, Attacks, Reactions, Durations,
# set-up, and the glossary's mechanisms (Debt, mats, tokens, Landscapes).
TURN = "rules/turn/"
ACTION = "rules/action-phase/"
CLEANUP = "rules/cleanup/"
SHUFFLE = "rules/shuffle/"
END = "rules/game-end/"
ATTACK = "rules/attack/"
REACTION = "rules/reaction/"
DURATION = "rules/duration/"
SETUP = "rules/setup/"
LAND = "rules/landscapes/"

RULES_EN: list[Case] = [
    ("how does a turn work", (TURN,)),
    ("what are the phases of a turn", (TURN,)),
    ("how many actions do i get", (TURN, ACTION)),
    ("playing an action card", (ACTION, "glossary/action/")),
    ("can i play an action card with no actions left", (ACTION, TURN)),
    ("what if i cannot do everything a card says", (ACTION,)),
    ("clean-up phase", (CLEANUP,)),
    ("when do i draw my next hand", (CLEANUP,)),
    ("when do i shuffle my deck", (SHUFFLE,)),
    ("what happens when my deck runs out", (SHUFFLE,)),
    ("drawing cards", (SHUFFLE,)),
    ("when does the game end", (END,)),
    ("three empty piles", (END, "rules/supply/", "examples/three-empty-piles-end-the-game/")),
    ("who wins a tie", (END,)),
    ("how is the score counted", (END,)),
    ("how does an attack work", (ATTACK, "glossary/attack/")),
    ("how do i defend against an attack", (ATTACK, REACTION, "cards/moat/")),
    ("does moat block witch", ("cards/moat/", "cards/witch/", ATTACK)),
    ("what is a reaction", (REACTION, "glossary/reaction/")),
    ("is revealing a reaction playing it", (REACTION,)),
    ("duration cards", (DURATION, "glossary/duration/")),
    ("when is a duration card discarded", (DURATION,)),
    ("throne room on a duration card", (DURATION, "cards/throne-room/")),
    ("how do i set up a game", (SETUP,)),
    ("starting cards", (SETUP,)),
    ("how many victory cards in the supply", (SETUP,)),
    ("how many curses with 2 players", (SETUP, "cards/curse/")),
    ("extra turns", (TURN,)),
    ("what is debt", ("glossary/debt/",)),
    ("potion cost", ("glossary/potion-cost/", "cards/potion/")),
    ("what is the tavern mat", ("glossary/tavern-mat/",)),
    ("reserve cards", ("glossary/reserve/",)),
    ("night cards", ("glossary/night/",)),
    ("what is a heirloom", ("glossary/heirloom/",)),
    ("boons and hexes", ("glossary/boon/", "glossary/hex/")),
    ("what is a way", ("glossary/way/",)),
    ("what does exile mean", ("glossary/exile/", "rules/ownership/")),
    ("victory tokens", ("glossary/vp-token/",)),
    ("what is a traveller", ("glossary/traveller/",)),
    ("projects", ("glossary/project/", LAND)),
    ("what are allies", ("glossary/ally/",)),
    ("what is a prophecy", ("glossary/prophecy/",)),
    ("artifacts", ("glossary/artifact/",)),
    ("cards in play", ("glossary/in-play/",)),
    ("what does top card mean", ("glossary/top-card/",)),
    ("errata", ("glossary/errata/",)),
    ("coin tokens", ("glossary/coffers/",)),
    ("first edition and second edition", ("glossary/edition/",)),
]

RULES_PL: list[Case] = [
    ("jak przebiega tura", (TURN,)),
    ("fazy tury", (TURN,)),
    ("ile mam akcji", (TURN, ACTION)),
    ("zagrywanie karty akcji", (ACTION, "glossary/action/")),
    ("co jeśli nie mogę wykonać całej karty", (ACTION,)),
    ("faza porządków", (CLEANUP,)),
    ("kiedy dobieram nową rękę", (CLEANUP,)),
    ("kiedy tasuję talię", (SHUFFLE,)),
    ("co gdy skończy się talia", (SHUFFLE,)),
    ("dobieranie kart", (SHUFFLE,)),
    ("kiedy kończy się gra", (END,)),
    ("trzy puste stosy", (END, "rules/supply/", "examples/three-empty-piles-end-the-game/")),
    ("remis", (END,)),
    ("liczenie punktów", (END,)),
    ("jak działa atak", (ATTACK, "glossary/attack/")),
    ("jak się bronić przed atakiem", (ATTACK, REACTION, "cards/moat/")),
    ("czy fosa chroni przed wiedźmą", ("cards/moat/", "cards/witch/", ATTACK)),
    ("co to jest reakcja", (REACTION, "glossary/reaction/")),
    ("czy ujawnienie reakcji to zagranie", (REACTION,)),
    ("karty następstwa", (DURATION, "glossary/duration/")),
    ("kiedy odrzuca się kartę następstwa", (DURATION,)),
    ("sala tronowa i karta następstwa", (DURATION, "cards/throne-room/")),
    ("przygotowanie gry", (SETUP,)),
    ("karty początkowe", (SETUP,)),
    ("ile klątw dla dwóch graczy", (SETUP, "cards/curse/")),
    ("dodatkowe tury", (TURN,)),
    ("co to jest dług", ("glossary/debt/",)),
    ("koszt potion", ("glossary/potion-cost/", "cards/potion/")),
    ("mata tawerny", ("glossary/tavern-mat/",)),
    ("karty typu reserve", ("glossary/reserve/",)),
    ("karty nocy", ("glossary/night/",)),
    ("karty heirloom", ("glossary/heirloom/",)),
    ("łaski i uroki", ("glossary/boon/", "glossary/hex/")),
    ("wygnanie", ("glossary/exile/", "rules/ownership/")),
    ("żetony zwycięstwa", ("glossary/vp-token/",)),
    ("karty w grze", ("glossary/in-play/",)),
    ("erraty", ("glossary/errata/",)),
    ("pierwsza i druga edycja", ("glossary/edition/",)),
    ("projekty", ("glossary/project/", LAND)),
    ("karty ally", ("glossary/ally/",)),  # sets never printed in Polish keep their English type names
]

CONCEPTS: dict[str, list[Case]] = {"en": EN, "pl": PL}
RULES_QUESTIONS: dict[str, list[Case]] = {"en": RULES_EN, "pl": RULES_PL}
"""Asked of the Python search only (the browser parity test covers the ranking code on CONCEPTS)."""
MIN_CONCEPT_RECALL = 0.9
MIN_CONCEPT_CASES = 40


def concept_recall(found: dict[str, list[str]], cases: list[Case], k: int = 3) -> tuple[float, list[str]]:
    """Share of cases with one of their pages in the first ``k`` results, and a line per miss."""
    misses = [f"{query!r}: expected one of {pages}, got {found.get(query, [])[:k]}"
              for query, pages in cases if not set(pages) & set(found.get(query, [])[:k])]
    return (1 - len(misses) / len(cases) if cases else 0.0), misses
