"""Named queries answer the seeds' questions; expected rows were worked out by hand from the two seeds."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from generator.errors import QueryError
from generator.kb.load import default_root
from generator.kb.query import NamedQuery, Result, Store, load_named_queries, named
from generator.kb.schema import Knowledge
from tests.kb.test_lint import NOCTURNE_WITHOUT_POLISH_NAME

C = "https://w3id.org/domwiki/card/"
P = "https://w3id.org/domwiki/pile/"


@pytest.fixture(scope="module")
def queries() -> dict[str, NamedQuery]:
    """Every knowledge/queries/*.rq file."""
    return load_named_queries(default_root() / "queries")


LOOT = ("amphora", "doubloons", "endless-chalice", "figurehead", "hammer", "insignia", "jewels", "orb", "prize-goat",
        "puzzle-box", "sextant", "shield", "spell-scroll", "staff", "sword")
"""The 15 Loot cards (Plunder)."""
LOOT_KINGDOM = ("cutthroat", "jewelled-egg", "pickaxe", "sack-of-loot", "search", "wealthy-village")
"""Plunder's Kingdom cards that gain Loot, so bring the Loot pile."""


def run(store: Store, queries: dict[str, NamedQuery], name: str) -> Result:
    return store.query(named(queries, name).sparql)


def tail(value: str | None) -> str | None:
    return value.rsplit("/", 1)[-1] if value else value


def test_there_are_at_least_twelve_queries_each_titled_in_both_languages(queries: dict[str, NamedQuery]) -> None:
    """Every query file has English and Polish titles and descriptions."""
    assert len(queries) >= 12
    for q in queries.values():
        assert q.title.pl and q.description.en and q.description.pl, q.id


def test_gain_from_trash(store: Store, queries: dict[str, NamedQuery]) -> None:
    """Both seeds' trash gainers: Lurker, Graverobber, Rogue, Treasurer, Lich (EN) plus Thief, Noble Brigand (PL);
    Plunder's Shaman (its game rule) and Scrounge (an Event)."""
    rows = run(store, queries, "gain-from-trash").rows
    assert [tail(r[0]) for r in rows] == ["graverobber", "lich", "lurker", "noble-brigand", "rogue", "scrounge",
                                          "shaman", "thief", "treasurer"]


def test_gain_to_hand_with_polish_names(store: Store, queries: dict[str, NamedQuery]) -> None:
    """The seed's gain-to-hand list, Pirate and Torturer, with official Polish names where they exist (Pirate's
    2nd-edition Seaside was never printed in Polish);
    Explorer's Gold needs a revealed Province, its Silver that none was revealed."""
    rows = run(store, queries, "gain-to-hand").rows
    assert {(tail(r[0]), r[2]) for r in rows} >= {
        ("artisan", "Rękodzielnik"), ("beggar", None), ("cobbler", None), ("explorer", "Zdobywca"),
        ("ill-gotten-gains", None), ("mine", "Kopalnia"), ("pirate", None), ("rocks", "Głazy"),
        ("sculptor", None), ("swap", None), ("torturer", "Oprawca"), ("trading-post", "Faktoria"),
        ("transmogrify", None), ("treasurer", None), ("wish", "Życzenie")}
    assert ("village", None) not in {(tail(r[0]), r[2]) for r in rows}
    assert sorted((tail(r[0]), r[3] or "") for r in rows if tail(r[0]) == "explorer") == [
        ("explorer", "no-province-revealed"), ("explorer", "revealed-province")]


def test_gain_to_hand_says_rocks_needs_to_be_outside_the_buy_phase(store: Store,
                                                                   queries: dict[str, NamedQuery]) -> None:
    """Rocks' Silver goes to the hand only outside the Buy phase (onto the deck in it), and the query says so."""
    rows = [(tail(r[0]), r[3]) for r in run(store, queries, "gain-to-hand").rows if tail(r[0]) == "rocks"]
    assert rows == [("rocks", "not-buy-phase")]


NOCTURNE_BROUGHT_IN = {
    # Heirlooms, each dealt for a starting Copper by its Kingdom card
    ("haunted-mirror", "cemetery"), ("lucky-coin", "fool"), ("goat", "pixie"), ("cursed-gold", "pooka"),
    ("magic-lamp", "secret-cave"), ("pasture", "shepherd"), ("pouch", "tracker"),
    # Spirits from their own piles, and the Zombies Necromancer puts into the trash
    ("will-o-wisp", "exorcist"), ("will-o-wisp", "the-swamps-gift"), ("imp", "devils-workshop"), ("imp", "exorcist"),
    ("imp", "tormentor"), ("ghost", "exorcist"), ("ghost", "cemetery"),
    ("zombie-apprentice", "necromancer"), ("zombie-mason", "necromancer"), ("zombie-spy", "necromancer"),
    ("wish", "secret-cave")}
"""Nocturne's non-Supply cards by the Kingdom card (or Boon) that brings each in (Nocturne rulebook)."""
NOCTURNE_PILES = {
    *((fate, "will-o-wisp", "non-supply") for fate in ("bard", "blessed-village", "druid", "fool", "idol", "pixie",
                                                        "sacred-grove", "tracker", "exorcist")),
    ("exorcist", "imp", "non-supply"), ("exorcist", "ghost", "non-supply"), ("devils-workshop", "imp", "non-supply"),
    ("tormentor", "imp", "non-supply"), ("cemetery", "ghost", "non-supply"), ("secret-cave", "wish", "non-supply"),
    ("necromancer", "zombies", "non-supply")}
"""Nocturne's non-Supply piles: every Fate card brings the Will-o'-Wisps, Exorcist all three Spirits, Devil's Workshop
and Tormentor the Imps, Cemetery (Haunted Mirror) the Ghosts, Secret Cave (Magic Lamp) the Wishes, Necromancer the
Zombies (Nocturne rulebook)."""


def test_non_supply_cards_and_what_brings_them_in(store: Store, queries: dict[str, NamedQuery]) -> None:
    """Prizes, Rewards, Spoils, Madman, Mercenary, both Traveller lines, Bat, Wish and Horse by their cards, each
    Loot by every card, Event and Trait that gains Loot; Shelters by none."""
    rows = {(tail(r[0]), tail(r[2])) for r in run(store, queries, "non-supply-brought-in-by").rows}
    assert rows == {
        ("bag-of-gold", "tournament"), ("diadem", "tournament"), ("followers", "tournament"),
        ("princess", "tournament"), ("trusty-steed", "tournament"),
        ("coronet", "joust"), ("courser", "joust"), ("demesne", "joust"), ("housecarl", "joust"),
        ("huge-turnip", "joust"), ("renown", "joust"),
        ("spoils", "bandit-camp"), ("spoils", "marauder"), ("spoils", "pillage"),
        ("madman", "hermit"), ("mercenary", "urchin"),
        ("treasure-hunter", "page"), ("warrior", "treasure-hunter"), ("hero", "warrior"), ("champion", "hero"),
        ("soldier", "peasant"), ("fugitive", "soldier"), ("disciple", "fugitive"), ("teacher", "disciple"),
        ("bat", "vampire"), ("wish", "leprechaun"),
        *(("horse", c) for c in ("sleigh", "supplies", "cavalry", "groom", "hostelry", "livery", "paddock", "scrap",
                                 "bargain", "demand", "ride", "stampede")),
        ("hovel", None), ("necropolis", None), ("overgrown-estate", None)} | {
        (loot, by) for loot in LOOT for by in (*LOOT_KINGDOM, "foray", "looting", "invasion", "peril", "prosper",
                                               "cursed")} | NOCTURNE_BROUGHT_IN


def test_piles_added_by_kingdom_cards(store: Store, queries: dict[str, NamedQuery]) -> None:
    """Young Witch adds the Bane, Looters the Ruins, a Potion cost the Potion pile, Ferryman the pile it sets
    aside, and the non-Supply piles (the Horse pile by the Kingdom cards gaining Horses)."""
    rows = {(tail(r[0]), tail(r[1]), r[2]) for r in run(store, queries, "piles-added-by-kingdom-cards").rows}
    assert rows == {
        ("young-witch", "bane", "kingdom"), ("marauder", "ruins", "base"), ("cultist", "ruins", "base"),
        ("death-cart", "ruins", "base"), ("possession", "potion", "base"), ("tournament", "prizes", "non-supply"),
        ("joust", "rewards", "non-supply"), ("ferryman", "ferryman-pile", "non-supply"),
        ("bandit-camp", "spoils", "non-supply"), ("marauder", "spoils", "non-supply"),
        ("pillage", "spoils", "non-supply"), ("hermit", "madman", "non-supply"), ("urchin", "mercenary", "non-supply"),
        ("leprechaun", "wish", "non-supply"), ("black-market", "black-market-deck", "non-supply"),
        ("vampire", "bat", "non-supply"),
        ("page", "treasure-hunter", "non-supply"), ("page", "warrior", "non-supply"), ("page", "hero", "non-supply"),
        ("page", "champion", "non-supply"), ("peasant", "soldier", "non-supply"),
        ("peasant", "fugitive", "non-supply"), ("peasant", "disciple", "non-supply"),
        ("peasant", "teacher", "non-supply")} | {
        (c, "horse", "non-supply") for c in ("sleigh", "supplies", "cavalry", "groom", "hostelry", "livery",
                                             "paddock", "scrap")} | {
        (c, "loot", "non-supply") for c in LOOT_KINGDOM} | NOCTURNE_PILES | {
        (c, "potion", "base") for c in ("transmute", "vineyard", "apothecary", "scrying-pool", "university",
                                        "alchemist", "familiar", "philosophers-stone", "golem")}


def test_removed_in_second_edition(store: Store, queries: dict[str, NamedQuery], kb: Knowledge) -> None:
    """Every card of a first edition its second edition dropped, and nothing else, is listed with its set."""
    rows = {(tail(r[0]), tail(r[2])) for r in run(store, queries, "removed-in-second-edition").rows}
    assert {("adventurer", "base"), ("chancellor", "base"), ("feast", "base"), ("spy", "base"), ("thief", "base"),
            ("woodcutter", "base"), ("coppersmith", "intrigue"), ("great-hall", "intrigue"),
            ("saboteur", "intrigue"), ("scout", "intrigue"), ("secret-chamber", "intrigue"),
            ("tribute", "intrigue"), ("ambassador", "seaside"), ("explorer", "seaside"), ("embargo", "seaside"),
            ("ghost-ship", "seaside"), ("navigator", "seaside"), ("pearl-diver", "seaside"),
            ("pirate-ship", "seaside"), ("sea-hag", "seaside"),
            ("bag-of-gold", "cornucopia"), ("tournament", "cornucopia"), ("embassy", "hinterlands"),
            ("nomad-camp", "hinterlands"), ("noble-brigand", "hinterlands"),
            ("ill-gotten-gains", "hinterlands"), ("trade-route", "prosperity")} <= rows
    assert ("village", "base") not in rows and ("lurker", "intrigue") not in rows
    assert all(kb.cards[c].editions == ("1e",) for c, _ in rows)


def test_added_in_second_edition(store: Store, queries: dict[str, NamedQuery], kb: Knowledge) -> None:
    """The cards only second editions have: the base game's seven, Intrigue's seven, Seaside's nine."""
    rows = {tail(r[0]) for r in run(store, queries, "added-in-second-edition").rows}
    assert {"artisan", "bandit", "harbinger", "merchant", "poacher", "sentry", "vassal", "courtier", "diplomat",
            "lurker", "mill", "patrol", "replace", "secret-passage", "astrolabe", "blockade", "corsair", "monkey",
            "pirate", "sailor", "sea-chart", "sea-witch", "tide-pools"} <= rows
    assert "village" not in rows and "saboteur" not in rows
    assert all(kb.cards[c].editions == ("2e",) for c in rows)


def test_who_gains_others(store: Store, queries: dict[str, NamedQuery]) -> None:
    """The seed's who-gains list plus Ambassador, Followers, Ill-Gotten Gains, Catapult, Replace, Torturer,
    Embargo (whoever buys from its pile gains a Curse), Sea Hag and Sea Witch."""
    rows = {tail(r[0]) for r in run(store, queries, "who-gains-others").rows}
    assert {"ambassador", "catapult", "cultist", "embargo", "embassy", "followers", "ill-gotten-gains", "locusts",
            "marauder", "messenger", "noble-brigand", "replace", "saboteur", "sea-hag", "sea-witch", "swindler",
            "torturer", "witch", "young-witch"} <= rows
    assert "village" not in rows and "artisan" not in rows


def test_gains_itself_to_hand(store: Store, queries: dict[str, NamedQuery]) -> None:
    """Den of Sin, Ghost Town, Guardian, Night Watchman (not Villa, which moves itself after the gain)."""
    assert [tail(r[0]) for r in run(store, queries, "gains-itself-to-hand").rows] == [
        "den-of-sin", "ghost-town", "guardian", "night-watchman"]


def test_ownership_without_gaining(store: Store, queries: dict[str, NamedQuery]) -> None:
    """Pass (Masquerade), exchange (Changeling, Vampire, Bat, Travellers, 2e Trader, Hermit), exile (Camel Train and
    the other Menagerie exilers), set aside."""
    rows = {(tail(r[0]), r[1], r[2]) for r in run(store, queries, "ownership-without-gaining").rows}
    assert rows == {
        ("masquerade", "pass", None), ("changeling", "exchange", None), ("vampire", "exchange", None),
        ("bat", "exchange", None), ("peasant", "exchange", None), ("soldier", "exchange", None),
        ("fugitive", "exchange", None), ("disciple", "exchange", None), ("page", "exchange", None),
        ("treasure-hunter", "exchange", None), ("warrior", "exchange", None), ("hero", "exchange", None),
        ("trader", "exchange", "2e"), ("hermit", "exchange", "errata"), ("camel-train", "exile", None),
        ("inheritance", "set-aside", None)} | {
        (c, "exile", None) for c in ("stockpile", "sanctuary", "bounty-hunter", "displace", "coven", "cardinal",
                                     "enclave", "banish", "transport", "invest", "way-of-the-worm",
                                     "way-of-the-camel")}


def test_untranslated_cards_of_polish_expansions(store: Store, queries: dict[str, NamedQuery]) -> None:
    """Cards of expansions published in Polish whose official Polish name we have not found."""
    assert [tail(r[0]) for r in run(store, queries, "untranslated-cards-of-polish-expansions").rows] == sorted(
        ["secret-passage", *NOCTURNE_WITHOUT_POLISH_NAME])


def test_mixed_piles(store: Store, queries: dict[str, NamedQuery]) -> None:
    """Ruins, Knights and Castles (mixed), the Empires split piles, Sauna/Avanto and the six four-card Allies
    piles (split), by hand-written members."""
    rows = [(tail(r[0]), r[1], r[2]) for r in run(store, queries, "mixed-piles").rows]
    assert rows == [("augurs", "split", "4"), ("castles", "mixed", "8"), ("catapult-rocks", "split", "2"),
                    ("clashes", "split", "4"), ("encampment-plunder", "split", "2"), ("forts", "split", "4"),
                    ("gladiator-fortune", "split", "2"), ("knights", "mixed", "10"), ("odysseys", "split", "4"),
                    ("patrician-emporium", "split", "2"), ("ruins", "mixed", "5"), ("sauna-avanto", "split", "2"),
                    ("settlers-bustling-village", "split", "2"), ("townsfolk", "split", "4"),
                    ("wizards", "split", "4")]


def test_examples_per_rule(store: Store, queries: dict[str, NamedQuery], kb: Knowledge) -> None:
    """Each rule's count equals the examples whose illustrates list names it (counted from the YAML records),
    most illustrated first; gain leads."""
    rows = [(tail(r[0]), int(r[1] or 0)) for r in run(store, queries, "examples-per-rule").rows]
    expected = Counter(rule for example in kb.examples.values() for rule in set(example.illustrates))
    assert dict(rows) == {r: n for r, n in expected.items() if r in kb.rules}
    assert [n for _, n in rows] == sorted((n for _, n in rows), reverse=True) and rows[0][0] == "gain"
    assert {"kingdom", "bane", "black-market-deck", "knights", "ruins", "shelters", "split-pile"} <= dict(rows).keys()


def test_outdated_examples(store: Store, queries: dict[str, NamedQuery], kb: Knowledge) -> None:
    """Exactly the examples whose record says outdated are listed, in id order; the older Inheritance and the
    1st-edition Moneylender, Throne Room and Trader claims among them."""
    rows = [tail(r[0]) for r in run(store, queries, "outdated-examples").rows]
    assert rows == sorted(e.id for e in kb.examples.values() if e.status == "outdated")
    assert {"moneylender-first-edition-must-trash", "old-inheritance-buy-trigger",
            "throne-room-first-edition-cannot-decline", "trader-first-edition-replaces-gain"} <= set(rows)


def test_cards_with_versions(store: Store, queries: dict[str, NamedQuery]) -> None:
    """Edition and errata versions, exactly one current per card."""
    rows = [(tail(r[0]), r[1], r[2]) for r in run(store, queries, "cards-with-versions").rows]
    assert rows == sorted(rows)
    current = [c for c, _, flag in rows if flag == "true"]
    assert sorted(current) == sorted(set(current)) and set(current) == {c for c, _, _ in rows}
    assert set(rows) >= {
        ("band-of-misfits", "errata", "true"), ("band-of-misfits", "pre-errata", "false"),
        ("charm", "errata", "true"), ("charm", "pre-errata", "false"),
        ("develop", "1e", "false"), ("develop", "2e", "true"), ("hermit", "errata", "true"),
        ("hermit", "pre-errata", "false"), ("inheritance", "errata", "true"),
        ("inheritance", "pre-errata", "false"), ("lighthouse", "1e", "false"), ("lighthouse", "2e", "true"),
        ("masquerade", "1e", "false"), ("masquerade", "2e", "true"), ("mine", "1e", "false"), ("mine", "2e", "true"),
        ("moneylender", "1e", "false"), ("moneylender", "2e", "true"),
        ("outpost", "1e", "false"), ("outpost", "2e", "false"), ("outpost", "errata-2023", "true"),
        ("mission", "pre-errata", "false"), ("mission", "errata-2023", "true"),
        ("prince", "pre-errata", "false"), ("prince", "errata", "true"), ("pillage", "errata", "true"),
        ("pillage", "pre-errata", "false"), ("possession", "errata", "true"),
        ("possession", "pre-errata", "false"), ("throne-room", "1e", "false"), ("throne-room", "2e", "true"),
        ("trader", "1e", "false"), ("trader", "2e", "true"),
        ("treasury", "1e", "false"), ("treasury", "2e", "true")}


def test_gain_from_non_supply_pile(store: Store, queries: dict[str, NamedQuery]) -> None:
    """Tournament, Urchin and Leprechaun (the seed's list) plus Joust, Ferryman, Magic Lamp and the Spoils, Madman,
    Black Market, Horse, Imp and Loot gainers, one row per version: Pillage's gain is recorded for its original
    printing and for its 2019 errata."""
    rows = [(tail(r[0]), tail(r[1]), r[2]) for r in run(store, queries, "gain-from-non-supply-pile").rows]
    assert rows == sorted([("bandit-camp", "spoils", "all"), ("black-market", "black-market-deck", "all"),
                           ("ferryman", "ferryman-pile", "all"), ("hermit", "madman", "pre-errata"),
                           ("joust", "rewards", "all"), ("leprechaun", "wish", "all"), ("magic-lamp", "wish", "all"),
                           ("marauder", "spoils", "all"), ("devils-workshop", "imp", "all"),
                           ("tormentor", "imp", "all"),
                           ("pillage", "spoils", "errata"), ("pillage", "spoils", "pre-errata"),
                           ("tournament", "prizes", "all"), ("urchin", "mercenary", "all"),
                           *((c, "horse", "all") for c in ("supplies", "sleigh", "paddock", "cavalry", "groom",
                                                            "scrap", "livery", "ride", "bargain", "demand",
                                                            "stampede")),
                           *((c, "loot", "all") for c in ("foray", "invasion", "jewelled-egg", "looting", "peril",
                                                           "pickaxe", "prosper", "sack-of-loot")),
                           ("exorcist", "ghost", "all"), ("exorcist", "imp", "all"), ("exorcist", "will-o-wisp", "all"),
                           ("haunted-mirror", "ghost", "all"), ("the-swamps-gift", "will-o-wisp", "all")])


def test_unknown_query_name_suggests_the_closest(queries: dict[str, NamedQuery]) -> None:
    """Asking for a misspelt query names the closest one."""
    with pytest.raises(QueryError, match="did you mean 'gain-from-trash'"):
        named(queries, "gain-from-trsh")


def test_query_files_are_read_from_disk() -> None:
    """The loader reads the headers of a query file."""
    q = load_named_queries(Path(default_root()) / "queries")["gain-from-trash"]
    assert q.title.en == "Cards that gain from the trash"
    assert q.title.pl == "Karty, które dodają ze śmietniska"
