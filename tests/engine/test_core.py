"""Core engine: zones, the move primitive, the gain pipeline, supply, decisions, set-up."""

from __future__ import annotations

import pytest

from generator.engine import BigMoneyBot, Gained, Game, GameOptions, PlayerLayout, RandomDecider, ScriptedDecider, Zone
from generator.engine.types import HAND
from generator.errors import DecisionError, IllegalActionError, InvariantError, LostTrackError, ScriptError
from tests.engine.carddefs import card_defs
from tests.engine.helpers import gained, scenario

KINGDOM = ["artisan", "nomad-camp", "border-village", "trader", "develop", "masquerade", "lurker", "witch",
           "mine", "bureaucrat"]


def test_artisan_gains_nomad_camp_to_hand() -> None:
    """Artisan's 'to your hand' beats Nomad Camp's own 'onto your deck'."""
    g, d = scenario([PlayerLayout(hand=["artisan", "copper"], deck=["estate"]), PlayerLayout()],
                    ["gain:nomad-camp", "topdeck:copper"], supply={"nomad-camp": 10})
    g.play(0, "artisan")
    assert g.hand(0) == ["nomad-camp"]
    assert g.deck(0) == ["estate", "copper"]
    assert gained(g) == [(0, "nomad-camp", "supply", "hand")]
    assert g.pile_count("nomad-camp") == 9
    d.assert_done()


def test_bought_nomad_camp_goes_onto_deck() -> None:
    """With no instruction from the gaining effect, Nomad Camp's default (deck) beats the discard pile."""
    g, _ = scenario([PlayerLayout(deck=["estate"]), PlayerLayout()], supply={"nomad-camp": 10}, coins=4)
    g.buy(0, "nomad-camp")
    assert g.deck(0) == ["estate", "nomad-camp"]
    assert g.discard(0) == []
    assert gained(g) == [(0, "nomad-camp", "supply", "deck")]
    assert (g.turn.coins, g.turn.buys) == (0, 0)


def test_gain_from_empty_pile_gives_nothing() -> None:
    """Gaining from an empty pile returns None and logs nothing."""
    g, _ = scenario([PlayerLayout(), PlayerLayout()], supply={"nomad-camp": 0})
    assert g.gain(0, "nomad-camp") is None
    assert gained(g) == []
    assert not g.in_supply("nomad-camp")


def test_in_supply_is_computed_from_pile_tops() -> None:
    """Only the top card of a mixed pile is in the Supply."""
    g, _ = scenario([PlayerLayout(), PlayerLayout()], supply={"knights": ["sir-martin", "dame-anna"]})
    assert g.in_supply("dame-anna") is True
    assert g.in_supply("sir-martin") is False
    g.gain(0, "dame-anna")
    assert g.in_supply("sir-martin") is True
    assert g.discard(0) == ["dame-anna"]


def test_move_refuses_when_card_is_elsewhere() -> None:
    """The move primitive raises LostTrackError when the card is not in the expected zone."""
    g, _ = scenario([PlayerLayout(hand=["copper"]), PlayerLayout()])
    uid = g.zones.hands[0][0]
    with pytest.raises(LostTrackError, match="expected it in 'deck:0'"):
        g.move(uid, g.zones.code(0, 1), g.zones.code(0, 2))
    assert g.hand(0) == ["copper"]


def test_non_supply_piles_never_count_for_three_piles() -> None:
    """Three empty non-Supply piles do not end the game; three empty Supply piles do."""
    g, _ = scenario([PlayerLayout(), PlayerLayout()], supply={"witch": 0, "mine": 0},
                    non_supply={"spoils": 0, "madman": 0, "mercenary": 0})
    assert g.is_over() is False
    g2, _ = scenario([PlayerLayout(), PlayerLayout()], supply={"witch": 0, "mine": 0, "lurker": 0})
    assert g2.is_over() is True


def test_province_pile_empty_ends_game() -> None:
    """An empty Province pile ends the game."""
    g, _ = scenario([PlayerLayout(), PlayerLayout()], supply={"province": 0})
    assert g.is_over() is True


def test_scripted_decider_mismatch_reports_state() -> None:
    """A script answer that is not an option raises ScriptError naming the options and the state."""
    g, _ = scenario([PlayerLayout(hand=["artisan", "copper"]), PlayerLayout()], ["gain:province"])
    with pytest.raises(ScriptError, match=r"gain:silver.*\n.*state:\nturn player 0"):
        g.play(0, "artisan")


def test_scripted_decider_unscripted_and_leftover() -> None:
    """Running out of answers raises; unused answers make assert_done raise."""
    g, _ = scenario([PlayerLayout(hand=["artisan", "copper"]), PlayerLayout()], [])
    with pytest.raises(ScriptError, match="unscripted decision"):
        g.play(0, "artisan")
    d = ScriptedDecider(["yes"])
    with pytest.raises(ScriptError, match="1 scripted answers left"):
        d.assert_done()


def test_decision_validate_rejects_bad_counts() -> None:
    """A decider answering too many options raises DecisionError."""
    class Greedy:
        def decide(self, game: object, decision: object) -> list[str]:
            return ["gain:silver", "gain:copper"]
    g, _ = scenario([PlayerLayout(hand=["artisan", "copper"]), PlayerLayout()])
    g.deciders = [Greedy(), Greedy()]
    with pytest.raises(DecisionError, match="needs 1..1 answers"):
        g.play(0, "artisan")


def test_invariants_detect_a_duplicated_uid() -> None:
    """check_invariants raises when a uid is in two zones."""
    g, _ = scenario([PlayerLayout(hand=["copper"]), PlayerLayout()])
    g.zones.decks[0].append(g.zones.hands[0][0])
    with pytest.raises(InvariantError, match="uid"):
        g.check_invariants()


def test_invariants_detect_a_lost_a_misplaced_and_a_stranger_uid() -> None:
    """check_invariants raises when a uid is in no zone, when a zone holds a uid whose location says another, and
    when a Supply pile holds a card of another pile."""
    g, _ = scenario([PlayerLayout(hand=["copper"]), PlayerLayout()])
    g.zones.hands[0].pop()
    with pytest.raises(InvariantError, match="not in exactly one place"):
        g.check_invariants()
    g, _ = scenario([PlayerLayout(hand=["copper"]), PlayerLayout()])
    g.zones.decks[0].append(g.zones.hands[0].pop())
    with pytest.raises(InvariantError, match="its location says"):
        g.check_invariants()
    g, _ = scenario([PlayerLayout(hand=["copper"]), PlayerLayout()])
    uid = g.zones.hands[0].pop()
    silver = g.zones.piles["silver"]
    g.zones.lists[silver].append(uid)
    g.zones.loc[uid] = silver
    with pytest.raises(InvariantError, match="is in pile 'silver'"):
        g.check_invariants()


def test_play_requires_card_in_hand() -> None:
    """Playing a card that is not in hand is refused."""
    g, _ = scenario([PlayerLayout(hand=["copper"]), PlayerLayout()])
    with pytest.raises(IllegalActionError, match="cannot find 'witch'"):
        g.play(0, "witch")


def test_buy_needs_coins() -> None:
    """Buying without enough coins is refused and changes nothing."""
    g, _ = scenario([PlayerLayout(), PlayerLayout()], coins=5)
    with pytest.raises(IllegalActionError, match=r"costs \$6"):
        g.buy(0, "gold")
    assert g.pile_count("gold") == 30 and g.discard(0) == []


def test_new_game_setup_two_players() -> None:
    """Game.new sizes base piles for 2 players and deals 5-card hands from 10-card decks."""
    g = Game.new(card_defs(), KINGDOM, 2, BigMoneyBot(), seed=3)
    assert [g.pile_count(p) for p in ("copper", "silver", "gold", "estate", "duchy", "province", "curse")] == [
        46, 40, 30, 8, 8, 8, 10]
    assert all(g.pile_count(k) == 10 for k in KINGDOM)
    assert [len(g.hand(p)) for p in (0, 1)] == [5, 5]
    assert sorted(g.hand(0) + g.deck(0)) == ["copper"] * 7 + ["estate"] * 3
    assert "potion" not in g.zones.piles and "ruins" not in g.zones.piles


def test_new_game_options_colony_shelters_potion() -> None:
    """Colony/Platinum and Shelters are options; Potion comes with a Potion-cost Kingdom card."""
    k = KINGDOM[:9] + ["possession"]
    g = Game.new(card_defs(), k, 3, BigMoneyBot(), seed=1, options=GameOptions(colony=True, shelters=True))
    assert (g.pile_count("colony"), g.pile_count("platinum"), g.pile_count("potion")) == (12, 12, 16)
    assert (g.pile_count("province"), g.pile_count("curse")) == (12, 20)
    assert sorted(g.hand(1) + g.deck(1)) == sorted(["copper"] * 7 + ["hovel", "necropolis", "overgrown-estate"])


def test_big_money_game_finishes_and_is_reproducible() -> None:
    """Two Big Money bots finish a game; the same seed gives the identical event log."""
    logs = []
    for _ in range(2):
        g = Game.new(card_defs(), KINGDOM, 2, BigMoneyBot(), seed=11, options=GameOptions(check=True))
        g.run(200)
        assert g.is_over()
        logs.append(g.events)
    assert logs[0] == logs[1]
    assert any(isinstance(e, Gained) and e.card == "province" for e in logs[0])


def test_random_games_same_seed_same_log() -> None:
    """A random-decision game with the same seeds reproduces its whole event log."""
    runs = []
    for _ in range(2):
        g = Game.new(card_defs(), KINGDOM, 3, RandomDecider(5), seed=5, options=GameOptions(check=True))
        g.run(60)
        runs.append(list(g.events))
    assert runs[0] == runs[1] and len(runs[0]) > 500


def test_owner_of_and_zone_queries() -> None:
    """owner_of names the player whose zone holds a card, None for trash and piles."""
    g, _ = scenario([PlayerLayout(hand=["copper"]), PlayerLayout(discard=["gold"])], trash=["silver"])
    assert g.owner_of(g.zones.hands[0][0]) == 0
    assert g.owner_of(g.zones.discards[1][0]) == 1
    assert g.owner_of(g.zones.trash[0]) is None
    assert g.zone(1, Zone.DISCARD) == ["gold"] and g.trash_ids() == ["silver"]
    assert g.zones.code(1, HAND) == g.zones.zone_code(Zone.HAND, 1)
