"""The core mechanisms Nocturne added: the Boons deck, Boons kept until Clean-up, work at the end of the turn,
rules at the start of the Buy phase, score rules (States), Heirlooms replacing starting Coppers, and cards that
start the game in the trash."""

from __future__ import annotations

from generator.engine import Game, GameOptions, PlayerLayout, RandomDecider
from generator.engine.events import BoonReceived
from tests.engine.carddefs import card_defs
from tests.engine.helpers import scenario

P = PlayerLayout


def test_receiving_a_boon_takes_the_top_one_and_discards_it() -> None:
    """Boons: receiving one takes the top Boon of the deck, applies it, then discards it (Nocturne rulebook)."""
    g, _ = scenario([P(deck=["copper", "estate"]), P()], boons=["the-seas-gift"])
    got = g.receive_boon(0)
    assert got == "the-seas-gift" and g.hand(0) == ["estate"]
    assert g.boon_deck == [] and g.boon_discard == ["the-seas-gift"]
    assert [e for e in g.events if isinstance(e, BoonReceived)] == [BoonReceived(0, "the-seas-gift")]


def test_an_empty_boons_deck_reshuffles_its_discards() -> None:
    """Boons: when the deck is empty its discard pile is shuffled to form a new deck (Nocturne rulebook)."""
    g, _ = scenario([P(), P()], boons=[])
    g.boon_discard = ["the-mountains-gift"]
    assert g.receive_boon(0) == "the-mountains-gift"
    assert g.discard(0) == ["silver"] and g.boon_discard == ["the-mountains-gift"]


def test_a_kept_boon_is_discarded_only_at_the_end_of_the_turn() -> None:
    """Boons: The Field's Gift stays out until Clean-up, then goes to the Boons discard pile (Nocturne rulebook)."""
    g, _ = scenario([P(deck=["copper"] * 6), P()], boons=["the-fields-gift"])
    g.receive_boon(0)
    assert g.boon_discard == [] and (g.turn.actions, g.turn.coins) == (2, 1)
    g.cleanup(0)
    assert g.boon_discard == ["the-fields-gift"]


def test_end_of_turn_work_runs_after_the_new_hand_is_drawn() -> None:
    """The River's Gift: its card is drawn at the end of the turn, after Clean-up drew five (Nocturne FAQ)."""
    g, _ = scenario([P(deck=["gold"] + ["copper"] * 5), P()], boons=["the-rivers-gift"])
    g.receive_boon(0)
    assert len(g.hand(0)) == 0
    g.cleanup(0)
    assert sorted(g.hand(0)) == ["copper"] * 5 + ["gold"] and g.boon_discard == ["the-rivers-gift"]


def test_buy_start_rules_run_when_the_buy_phase_begins() -> None:
    """Deluded: at the start of your Buy phase it is returned and you cannot buy Actions that turn (Nocturne)."""
    g, _ = scenario([P(hand=["gold", "silver"]), P()], ["buy:silver"], supply={"village": 10},
                    hexes=["delusion"], kingdom=["vampire", "village"], non_supply={"bat": 10})
    g.receive_hex(0)
    assert g.players[0].marks.get("deluded")
    g.buy_phase(0)
    assert "deluded" not in g.players[0].marks
    assert g.can_buy(0, "silver") and not g.can_buy(0, "village")
    assert g.discard(0) == ["silver"]


def test_score_rules_add_to_the_score() -> None:
    """Miserable is -2 VP and Twice Miserable -4 VP when scoring (Nocturne rulebook)."""
    g, _ = scenario([P(hand=["estate"]), P()], hexes=["misery", "misery"], kingdom=["vampire"],
                    non_supply={"bat": 10})
    g.receive_hex(0)
    assert g.score(0) == -1
    g.receive_hex(0)
    assert g.score(0) == -3


def test_heirlooms_replace_a_starting_copper() -> None:
    """Heirlooms: in games using Pixie, each player starts with a Goat in place of one Copper (Nocturne)."""
    g = Game.new(card_defs(), ["pixie", "village"], 2, RandomDecider(1), seed=3, options=GameOptions())
    for p in range(2):
        mine = sorted(g.hand(p) + g.deck(p) + g.discard(p))
        assert mine == sorted(["copper"] * 6 + ["goat"] + ["estate"] * 3)
    assert g.boon_deck and len(g.boon_deck) == 12


def test_zombies_start_in_the_trash() -> None:
    """Necromancer set-up: the three Zombies start the game in the trash (Nocturne rulebook)."""
    g = Game.new(card_defs(), ["necromancer", "village"], 2, RandomDecider(1), seed=3, options=GameOptions())
    assert sorted(g.trash_ids()) == ["zombie-apprentice", "zombie-mason", "zombie-spy"]


def test_fate_and_doom_cards_bring_their_decks_and_piles() -> None:
    """Set-up: a Fate card brings the Boons (and Will-o'-Wisps), a Doom card the Hexes, Exorcist the Spirits."""
    g = Game.new(card_defs(), ["bard", "skulk", "exorcist"], 2, RandomDecider(1), seed=3, options=GameOptions())
    assert sorted(g.boon_deck) == sorted(card_defs_of(g, "boon"))
    assert sorted(g.hex_deck) == sorted(card_defs_of(g, "hex"))
    assert (g.pile_count("will-o-wisp"), g.pile_count("imp"), g.pile_count("ghost")) == (12, 13, 6)


def card_defs_of(g: Game, kind: str) -> list[str]:
    """Every card id of one kind (boon, hex) the knowledge has."""
    return list(g.defs.of_kind(kind))


def test_druid_sets_aside_three_boons_that_never_reach_the_deck() -> None:
    """Druid set-up: the top three Boons are set aside for it; receiving one leaves it there (Nocturne)."""
    g, _ = scenario([P(hand=["druid"], deck=["copper"] * 3), P()], ["boon:the-seas-gift"],
                    kingdom=["druid"], supply={"druid": 10},
                    boons=["the-mountains-gift", "the-seas-gift", "the-fields-gift", "the-suns-gift"])
    assert g.boon_deck == ["the-mountains-gift"]
    g.play(0, "druid")
    assert g.hand(0) == ["copper"] and g.turn.buys == 2
    assert g.boon_discard == [] and sorted(g.marks["druid"]) == ["the-fields-gift", "the-seas-gift",
                                                                  "the-suns-gift"]


def test_each_heirloom_replaces_its_own_starting_copper() -> None:
    """Heirlooms: with two Heirloom cards in the Kingdom (Fool, Pixie), each player starts with a Lucky Coin and a
    Goat in place of two Coppers (Nocturne rulebook)."""
    g = Game.new(card_defs(), ["fool", "pixie", "village"], 2, RandomDecider(1), seed=3, options=GameOptions())
    for p in range(2):
        mine = sorted(g.hand(p) + g.deck(p) + g.discard(p))
        assert mine == sorted(["copper"] * 5 + ["goat", "lucky-coin"] + ["estate"] * 3)


def test_the_hexes_deck_reshuffles_its_discards() -> None:
    """Hexes: when the Hexes deck is empty its discards are shuffled to form a new deck (Nocturne rulebook)."""
    g, _ = scenario([P(), P()], hexes=[], kingdom=["vampire"], non_supply={"bat": 10})
    g.hex_discard = ["plague"]
    g.receive_hex(0)
    assert g.hand(0) == ["curse"] and g.hex_deck == [] and g.hex_discard == ["plague"]
