"""Fast mode (no log): the same game as logged mode, bot buy plans, decide_ids answers, cached Supply lookups."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence

import pytest

from generator.engine import (
    BigMoneyBot,
    Decision,
    Game,
    GameOptions,
    Layout,
    Option,
    PlayerLayout,
    RandomDecider,
    ScriptedDecider,
)
from generator.engine.decisions import Decider, GameView
from generator.engine.layout import PileSpec
from tests.engine.carddefs import card_defs, implemented_kingdom_cards
from tests.engine.helpers import BASE

KINGDOM = ["artisan", "nomad-camp", "border-village", "trader", "develop", "masquerade", "lurker", "witch",
           "mine", "bureaucrat"]


def _position(g: Game) -> tuple[int, list[list[int]], list[int], list[int]]:
    """Everything that says where every physical card is, plus the turn and the scores."""
    return g.turn.number, g.zones.lists, g.zones.loc, [g.score(p) for p in range(g.n)]


def _buy_game(decider: Decider, coins: int, *, log: bool, buys: int = 1, hand: Sequence[str] = (),
              supply: Mapping[str, PileSpec] | None = None) -> Game:
    piles = dict(BASE)
    piles.update(supply or {})
    lay = Layout(players=[PlayerLayout(hand=list(hand)), PlayerLayout()], supply=piles, phase="buy",
                 coins=coins, buys=buys)
    return Game.from_layout(card_defs(), lay, decider, check=True, log=log)


@pytest.mark.parametrize("seed", range(6))
def test_big_money_fast_mode_plays_the_logged_game(seed: int) -> None:
    """Big Money with no log (buy plan, sweeps, bulk draws) ends exactly where the logged game ends."""
    games = [Game.new(card_defs(), KINGDOM, 2, BigMoneyBot(), seed=seed,
                      options=GameOptions(log=log, check=not log)) for log in (True, False)]
    for g in games:
        g.run(200)
    assert games[0].is_over()
    assert _position(games[0]) == _position(games[1])


@pytest.mark.parametrize("seed", [3, 7, 11, 12, 19, 24, 40, 46])
def test_random_fast_mode_plays_the_logged_game(seed: int) -> None:
    """Random decisions with no log end where the logged game ends (these seeds mix Potion with Coppers)."""
    rng = random.Random(seed)
    kingdom, players = rng.sample(implemented_kingdom_cards(), 10), rng.randint(2, 6)
    games = []
    for log in (True, False):
        opts = GameOptions(log=log, check=not log, colony=seed % 3 == 0, shelters=seed % 2 == 0,
                           events=("inheritance",))
        g = Game.new(card_defs(), kingdom, players, RandomDecider(seed), seed=seed, options=opts)
        g.run(60)
        games.append(g)
    assert _position(games[0]) == _position(games[1])


@pytest.mark.parametrize("log", [False, True])
@pytest.mark.parametrize(("coins", "buys", "bought"), [
    (2, 1, []), (3, 1, ["silver"]), (5, 1, ["silver"]), (7, 1, ["gold"]), (8, 1, ["province"]),
    (16, 2, ["province", "province"]), (14, 2, ["province", "gold"]), (9, 2, ["province"])])
def test_big_money_buys(coins: int, buys: int, bought: list[str], log: bool) -> None:
    """Big Money's buys, by its plan (no log) or by its decide (log): the same cards."""
    g = _buy_game(BigMoneyBot(), coins, buys=buys, log=log)
    g.buy_phase(0)
    assert g.discard(0) == bought


@pytest.mark.parametrize("log", [False, True])
@pytest.mark.parametrize(("coins", "bought"), [(9, "platinum"), (10, "platinum"), (11, "colony")])
def test_big_money_buys_colony_and_platinum(coins: int, bought: str, log: bool) -> None:
    """With Colonies: Platinum at $9-10 (Colony costs $11), Colony at $11."""
    g = _buy_game(BigMoneyBot(), coins, log=log, supply={"colony": 8, "platinum": 12})
    g.buy_phase(0)
    assert g.discard(0) == [bought]


def test_big_money_plan_skips_an_empty_pile() -> None:
    """At $8 with no Provinces left the plan falls through to Gold."""
    g = _buy_game(BigMoneyBot(), 8, log=False, supply={"province": 0})
    g.buy_phase(0)
    assert g.discard(0) == ["gold"]


def test_treasure_sweep_keeps_hand_order() -> None:
    """Plain Treasures swept into play keep hand order; a Potion in hand keeps its place between Coppers."""
    g = _buy_game(ScriptedDecider(["done"]), 0, log=False, hand=["silver", "copper", "gold"])
    g.buy_phase(0)
    assert (g.in_play(0), g.turn.coins) == (["silver", "copper", "gold"], 6)
    g = _buy_game(ScriptedDecider(["done"]), 0, log=False, hand=["copper", "potion", "copper"])
    g.buy_phase(0)
    assert (g.in_play(0), g.turn.coins, g.turn.potions) == (["copper", "potion", "copper"], 2, 1)


class _Picky:
    """A decider whose fast answer is fixed; ``decide`` answers from the second option on and counts calls."""

    def __init__(self, fast: list[str] | None) -> None:
        self.fast = fast
        self.slow_calls = 0

    def decide_ids(self, kind: str, ids: Sequence[str], lo: int, hi: int,
                   context: Mapping[str, object]) -> list[str] | None:
        return self.fast

    def decide(self, game: GameView, decision: Decision) -> Sequence[str]:
        self.slow_calls += 1
        return [o.id for o in decision.options[1:1 + decision.min]]


@pytest.mark.parametrize(("fast", "ids", "lo", "want", "slow_calls"), [
    (["c"], ["a", "b", "c"], 1, ["c"], 0),
    (["a", "a"], ["a", "a", "b"], 2, ["a", "a"], 0),
    (None, ["a", "b", "c"], 1, ["b"], 1),
    (["zzz"], ["a", "b", "c"], 1, ["b"], 1),
    (["a", "a"], ["a", "b", "c"], 2, ["b", "c"], 1),
    (["a"], ["a", "b", "c"], 2, ["b", "c"], 1)])
def test_decide_ids_answers_are_checked(fast: list[str] | None, ids: list[str], lo: int, want: list[str],
                                        slow_calls: int) -> None:
    """A fast answer is used only when it fits the decision; otherwise the decider is asked with a Decision."""
    d = _Picky(fast)
    g = _buy_game(d, 0, log=False)
    assert g.ask("pick", 0, ids, lo, 2) == want
    assert d.slow_calls == slow_calls


def test_random_decide_ids_draws_like_decide() -> None:
    """RandomDecider gives the same answers from bare ids as from Decisions with the same seed."""
    shapes = random.Random(1)
    fast, slow = RandomDecider(9), RandomDecider(9)
    g = _buy_game(slow, 0, log=True)
    for _ in range(300):
        n = shapes.randint(1, 8)
        ids = [f"opt:{shapes.randint(0, 5)}" for _ in range(n)]
        lo = shapes.randint(0, n)
        hi = shapes.randint(lo, n)
        d = Decision("pick", 0, tuple(Option(i, i) for i in ids), lo, hi)
        assert fast.decide_ids("pick", ids, lo, hi, {}) == list(slow.decide(g, d))


def test_in_supply_sees_a_pile_added_after_a_lookup() -> None:
    """The cached Supply lookup is refreshed when a pile is added."""
    g = _buy_game(BigMoneyBot(), 0, log=False)
    assert g.in_supply("nomad-camp") is False
    code = g.zones.add_pile("nomad-camp", True)
    g.zones.create("nomad-camp", code, 1, "nomad-camp", watched=False)
    assert g.in_supply("nomad-camp") is True
    g.gain(1, "nomad-camp")
    assert g.in_supply("nomad-camp") is False
    assert g.deck(1) == ["nomad-camp"]


def test_a_game_without_hexes_installs_no_hex_rules_until_one_is_received() -> None:
    """The Hex and Boon decks are ready in every game, but their rules (Delusion's States) come in only when one
    is received: a Kingdom without Nocturne watches no plays, so plain Treasures are played in one sweep; once
    Delusion is received, its rules are in: the player is Deluded and the game checks their purchases."""
    g = Game.new(card_defs(), KINGDOM, 2, BigMoneyBot(), seed=1, options=GameOptions(log=False, check=False))
    assert g.play_rules == [] and g.buy_rules == []
    g2 = Game.from_layout(card_defs(), Layout(players=[PlayerLayout(), PlayerLayout()], supply=dict(BASE),
                                              hexes=["delusion"]), ScriptedDecider([]))
    g2.receive_hex(1)
    assert g2.players[1].marks.get("deluded") and g2.buy_rules
