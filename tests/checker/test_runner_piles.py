"""The checker sets a scenario's piles up as a real game would, unless the scenario says otherwise."""

from __future__ import annotations

from generator.checker.runner import default_piles
from generator.checker.scenario import parse_scenario
from generator.errors import Location
from generator.kb.schema import Knowledge


def _piles(kb: Knowledge, players: int, kingdom: list[str]) -> tuple[dict[str, object], dict[str, object]]:
    data = {"players": players, "kingdom": kingdom, "expect": [{"game_over": {"is": False}}]}
    return default_piles(kb, parse_scenario("piles", data, Location("test.yaml", 1)))


def test_base_piles_follow_the_player_count(kb: Knowledge) -> None:
    """Copper 46 / Curse 10 / Province 8 with two players; Copper 39 / Curse 20 / Province 12 with three."""
    two, _ = _piles(kb, 2, ["village"])
    three, _ = _piles(kb, 3, ["village"])
    assert (two["copper"], two["curse"], two["province"], two["estate"]) == (46, 10, 8, 8)
    assert (three["copper"], three["curse"], three["province"], three["estate"]) == (39, 20, 12, 12)
    assert two["village"] == 10 and two["silver"] == 40 and two["gold"] == 30


def test_non_supply_piles_have_their_real_sizes(kb: Knowledge) -> None:
    """Bandit Camp brings 15 Spoils, Hermit 10 Madmen, Urchin 10 Mercenaries; none of them is in the Supply."""
    supply, non_supply = _piles(kb, 2, ["bandit-camp", "hermit", "urchin"])
    assert (non_supply["spoils"], non_supply["madman"], non_supply["mercenary"]) == (15, 10, 10)
    assert not {"spoils", "madman", "mercenary"} & set(supply)
