"""Card facts (cost, types, expansion) for the engine tests.

The compact table below pins the facts of the cards the core tests rely on, so
those tests do not move when the knowledge changes; every other card's facts
come from the knowledge layer (as production code gets them), so a new card's
tests need no row here.  Columns: id, name, cost (``6``, ``6P``, ``8D``), types
(``+``-joined), expansion, kind, supply, pile.
"""

from __future__ import annotations

from functools import cache

from generator.engine import CardDef, Cost
from generator.engine.types import CardTable

TABLE = """
copper|Copper|0|treasure|base||base|
silver|Silver|3|treasure|base||base|
gold|Gold|6|treasure|base||base|
platinum|Platinum|9|treasure|prosperity||base|
potion|Potion|4|treasure|alchemy||base|
estate|Estate|2|victory|base||base|
duchy|Duchy|5|victory|base||base|
province|Province|8|victory|base||base|
colony|Colony|11|victory|prosperity||base|
curse|Curse|0|curse|base||base|
artisan|Artisan|6|action|base|||
bureaucrat|Bureaucrat|4|action+attack|base|||
mine|Mine|5|action|base|||
witch|Witch|5|action+attack|base|||
thief|Thief|4|action+attack|base|||
cellar|Cellar|2|action|base|||
chapel|Chapel|2|action|base|||
moat|Moat|2|action+reaction|base|||
harbinger|Harbinger|3|action|base|||
merchant|Merchant|3|action|base|||
vassal|Vassal|3|action|base|||
village|Village|3|action|base|||
workshop|Workshop|3|action|base|||
gardens|Gardens|4|victory|base|||
militia|Militia|4|action+attack|base|||
moneylender|Moneylender|4|action|base|||
poacher|Poacher|4|action|base|||
remodel|Remodel|4|action|base|||
smithy|Smithy|4|action|base|||
throne-room|Throne Room|4|action|base|||
bandit|Bandit|5|action+attack|base|||
council-room|Council Room|5|action|base|||
festival|Festival|5|action|base|||
laboratory|Laboratory|5|action|base|||
library|Library|5|action|base|||
market|Market|5|action|base|||
sentry|Sentry|5|action|base|||
adventurer|Adventurer|6|action|base|||
chancellor|Chancellor|3|action|base|||
feast|Feast|4|action|base|||
spy|Spy|4|action+attack|base|||
woodcutter|Woodcutter|3|action|base|||
nomad-camp|Nomad Camp|4|action|hinterlands|||
border-village|Border Village|6|action|hinterlands|||
trader|Trader|4|action+reaction|hinterlands|||
develop|Develop|3|action|hinterlands|||
ill-gotten-gains|Ill-Gotten Gains|5|treasure|hinterlands|||
noble-brigand|Noble Brigand|4|action+attack|hinterlands|||
embassy|Embassy|5|action|hinterlands|||
masquerade|Masquerade|3|action|intrigue|||
lurker|Lurker|2|action|intrigue|||
saboteur|Saboteur|5|action+attack|intrigue|||
swindler|Swindler|3|action+attack|intrigue|||
trading-post|Trading Post|5|action|intrigue|||
duplicate|Duplicate|4|action+reserve|adventures|||
peasant|Peasant|2|action+traveller|adventures|||
soldier|Soldier|3|action+attack+traveller|adventures||non-supply|
fugitive|Fugitive|4|action+traveller|adventures||non-supply|
disciple|Disciple|5|action+traveller|adventures||non-supply|
teacher|Teacher|6|action+reserve|adventures||non-supply|
page|Page|2|action+traveller|adventures|||
treasure-hunter|Treasure Hunter|3|action+traveller|adventures||non-supply|
warrior|Warrior|4|action+attack+traveller|adventures||non-supply|
hero|Hero|5|action+traveller|adventures||non-supply|
champion|Champion|6|action+duration|adventures||non-supply|
inheritance|Inheritance|7|event|adventures|event|non-supply|
transmogrify|Transmogrify|4|action+reserve|adventures|||
messenger|Messenger|4|action|adventures|||
changeling|Changeling|3|night|nocturne|||
vampire|Vampire|5|night+attack+doom|nocturne|||
bat|Bat|2|night|nocturne||non-supply|
cobbler|Cobbler|5|night+duration|nocturne|||
wish|Wish|0|action|nocturne||non-supply|
den-of-sin|Den of Sin|5|night+duration|nocturne|||
ghost-town|Ghost Town|3|night+duration|nocturne|||
guardian|Guardian|2|night+duration|nocturne|||
night-watchman|Night Watchman|3|night|nocturne|||
leprechaun|Leprechaun|3|action+doom|nocturne|||
locusts|Locusts|0|hex|nocturne|hex|non-supply|
plague|Plague|0|hex|nocturne|hex|non-supply|
beggar|Beggar|2|action+reaction|dark-ages|||
rogue|Rogue|5|action+attack|dark-ages|||
graverobber|Graverobber|5|action|dark-ages|||
urchin|Urchin|3|action+attack|dark-ages|||
mercenary|Mercenary|0|action+attack|dark-ages||non-supply|
marauder|Marauder|4|action+attack+looter|dark-ages|||
cultist|Cultist|5|action+attack+looter|dark-ages|||
band-of-misfits|Band of Misfits|5|action|dark-ages|||
hermit|Hermit|3|action|dark-ages|||
madman|Madman|0|action|dark-ages||non-supply|
bandit-camp|Bandit Camp|5|action|dark-ages|||
pillage|Pillage|5|action+attack|dark-ages|||
spoils|Spoils|0|treasure|dark-ages||non-supply|
dame-anna|Dame Anna|5|action+attack+knight|dark-ages|||knights
dame-josephine|Dame Josephine|5|action+attack+victory+knight|dark-ages|||knights
dame-molly|Dame Molly|5|action+attack+knight|dark-ages|||knights
dame-natalie|Dame Natalie|5|action+attack+knight|dark-ages|||knights
dame-sylvia|Dame Sylvia|5|action+attack+knight|dark-ages|||knights
sir-bailey|Sir Bailey|5|action+attack+knight|dark-ages|||knights
sir-destry|Sir Destry|5|action+attack+knight|dark-ages|||knights
sir-martin|Sir Martin|4|action+attack+knight|dark-ages|||knights
sir-michael|Sir Michael|5|action+attack+knight|dark-ages|||knights
sir-vander|Sir Vander|5|action+attack+knight|dark-ages|||knights
abandoned-mine|Abandoned Mine|0|action+ruins|dark-ages||base|ruins
ruined-library|Ruined Library|0|action+ruins|dark-ages||base|ruins
ruined-market|Ruined Market|0|action+ruins|dark-ages||base|ruins
ruined-village|Ruined Village|0|action+ruins|dark-ages||base|ruins
survivors|Survivors|0|action+ruins|dark-ages||base|ruins
hovel|Hovel|1|reaction+shelter|dark-ages||non-supply|
necropolis|Necropolis|1|action+shelter|dark-ages||non-supply|
overgrown-estate|Overgrown Estate|1|victory+shelter|dark-ages||non-supply|
possession|Possession|6P|action|alchemy|||
camel-train|Camel Train|3|action|menagerie|||
treasurer|Treasurer|5|action|renaissance|||
sculptor|Sculptor|5|action|renaissance|||
swap|Swap|5|action|allies|||
lich|Lich|6|action|allies|||
catapult|Catapult|3|action+attack|empires|||catapult-rocks
rocks|Rocks|4|treasure|empires|||catapult-rocks
villa|Villa|4|action|empires|||
explorer|Explorer|5|action|seaside|||
ambassador|Ambassador|3|action+attack|seaside|||
haven|Haven|2|action+duration|seaside|||
lighthouse|Lighthouse|2|action+duration|seaside|||
native-village|Native Village|2|action|seaside|||
embargo|Embargo|2|action|seaside|||
pearl-diver|Pearl Diver|2|action|seaside|||
astrolabe|Astrolabe|3|treasure+duration|seaside|||
fishing-village|Fishing Village|3|action+duration|seaside|||
lookout|Lookout|3|action|seaside|||
monkey|Monkey|3|action+duration|seaside|||
sea-chart|Sea Chart|3|action|seaside|||
smugglers|Smugglers|3|action|seaside|||
warehouse|Warehouse|3|action|seaside|||
blockade|Blockade|4|action+duration+attack|seaside|||
caravan|Caravan|4|action+duration|seaside|||
cutpurse|Cutpurse|4|action+attack|seaside|||
island|Island|4|action+victory|seaside|||
navigator|Navigator|4|action|seaside|||
pirate-ship|Pirate Ship|4|action+attack|seaside|||
sailor|Sailor|4|action+duration|seaside|||
salvager|Salvager|4|action|seaside|||
sea-hag|Sea Hag|4|action+attack|seaside|||
tide-pools|Tide Pools|4|action+duration|seaside|||
treasure-map|Treasure Map|4|action|seaside|||
bazaar|Bazaar|5|action|seaside|||
corsair|Corsair|5|action+duration+attack|seaside|||
ghost-ship|Ghost Ship|5|action+attack|seaside|||
merchant-ship|Merchant Ship|5|action+duration|seaside|||
outpost|Outpost|5|action+duration|seaside|||
pirate|Pirate|5|action+duration+reaction|seaside|||
sea-witch|Sea Witch|5|action+duration+attack|seaside|||
tactician|Tactician|5|action+duration|seaside|||
treasury|Treasury|5|action|seaside|||
wharf|Wharf|5|action+duration|seaside|||
throne-room|Throne Room|4|action|base|||
moat|Moat|2|action+reaction|base|||
tournament|Tournament|4|action|cornucopia|||
bag-of-gold|Bag of Gold|0|action+prize|cornucopia||non-supply|prizes
diadem|Diadem|0|treasure+prize|cornucopia||non-supply|prizes
followers|Followers|0|action+attack+prize|cornucopia||non-supply|prizes
princess|Princess|0|action+prize|cornucopia||non-supply|prizes
trusty-steed|Trusty Steed|0|action+prize|cornucopia||non-supply|prizes
young-witch|Young Witch|4|action+attack|cornucopia|||
black-market|Black Market|3|action|promo|||
"""

EDITIONS = {"trader": {"1e", "2e"}, "inheritance": {"1e", "2e"}, "nomad-camp": {"1e"},
            "hermit": {"1e", "2e"}, "band-of-misfits": {"1e", "2e"}, "saboteur": {"1e"},
            "thief": {"1e"}, "possession": {"1e", "2e"},
            "lighthouse": {"1e", "2e"}, "outpost": {"1e", "2e"}, "treasury": {"1e", "2e"},
            **{c: {"1e"} for c in ("adventurer", "chancellor", "feast", "spy", "woodcutter")},
            **{c: {"2e"} for c in ("artisan", "bandit", "harbinger", "merchant", "poacher", "sentry", "vassal")}}


def _cost(text: str) -> Cost:
    if text.endswith("D"):
        return Cost(debt=int(text[:-1]))
    potion = text.count("P")
    return Cost(int(text.replace("P", "")), potion)


@cache
def knowledge_defs() -> dict[str, CardDef]:
    """CardDefs of every card in the knowledge, built as the checker builds them."""
    from generator.checker.runner import card_defs as from_knowledge
    from generator.kb.load import load_knowledge
    return from_knowledge(load_knowledge())


@cache
def card_defs() -> CardTable:
    """CardDefs for every card: the knowledge's, with the table's rows pinned on top."""
    out = CardTable(knowledge_defs())
    for line in TABLE.strip().splitlines():
        cid, name, cost, types, exp, kind, supply, pile = line.split("|")
        out[cid] = CardDef(cid, name, _cost(cost), frozenset(types.split("+")), exp,
                           kind=kind or "card", supply=supply or "kingdom", pile=pile or None,
                           editions=frozenset(EDITIONS.get(cid, ())))
    return out


def implemented_kingdom_cards() -> list[str]:
    """Kingdom pile ids every member of which has behaviour in the engine (random Kingdoms over all of them)."""
    from generator.engine.hooks import has_behaviour
    defs = card_defs()
    piles: dict[str, list[str]] = {}
    for c, d in defs.items():
        if d.supply == "kingdom" and d.kind == "card":
            piles.setdefault(d.pile_id, []).append(c)
    return sorted(p for p, members in piles.items() if all(has_behaviour(m) for m in members))
