"""The core mechanisms Guilds added: Overpay, spending Coffers (in the Buy phase, and where a card uses coins in
the Action phase), tokens every player starts with, and abilities at the end of the Buy phase."""

from __future__ import annotations

from generator.engine import Game, GameOptions, PlayerLayout, RandomDecider, Zone
from generator.engine.events import Overpaid
from generator.engine.types import Phase
from tests.engine.carddefs import card_defs
from tests.engine.helpers import gained, scenario

P = PlayerLayout


def test_overpay_takes_the_extra_coins_and_passes_the_amount() -> None:
    """Overpay: after paying the cost the buyer may pay any of the coins left; the card's overpay ability
    gets the amount and those coins are gone (Guilds rulebook)."""
    g, d = scenario([P(), P()], ["overpay:2"], supply={"masterpiece": 10}, phase="buy", coins=7, buys=2)
    g.buy(0, "masterpiece")
    assert g.turn.coins == 2 and g.turn.buys == 1
    assert [e for e in g.events if isinstance(e, Overpaid)] == [Overpaid(0, "masterpiece", 2, 0)]
    assert sorted(g.discard(0)) == ["masterpiece", "silver", "silver"]
    assert d.asked[0].kind == "overpay" and d.asked[0].ids() == [f"overpay:{k}" for k in range(5)]


def test_overpaying_nothing_is_not_overpaying() -> None:
    """Overpay: choosing to pay nothing more gives no overpay effect (overpaying $0 is not overpaying)."""
    g, _ = scenario([P(), P()], ["overpay:0"], supply={"masterpiece": 10}, phase="buy", coins=5)
    g.buy(0, "masterpiece")
    assert g.discard(0) == ["masterpiece"] and g.turn.coins == 2
    assert not [e for e in g.events if isinstance(e, Overpaid)]


def test_no_overpay_without_coins_left_and_none_when_gaining() -> None:
    """Overpay happens only when buying: an exact payment asks nothing, and gaining the card otherwise never
    offers to overpay (Guilds rulebook)."""
    g, d = scenario([P(), P()], supply={"masterpiece": 10}, phase="buy", coins=3)
    g.buy(0, "masterpiece")
    g.turn.coins = 6
    g.gain(0, "masterpiece")
    assert g.discard(0) == ["masterpiece", "masterpiece"] and g.turn.coins == 6
    assert d.asked == []


def test_overpay_with_potions_is_asked_separately() -> None:
    """Overpay: Potions may be overpaid too (Guilds rulebook); the ability gets coins and Potions apart."""
    g, _ = scenario([P(), P()], ["overpay:1", "potion:1"], supply={"stonemason": 10}, phase="buy", coins=3)
    g.turn.potions = 1
    g.buy(0, "stonemason")
    assert [e for e in g.events if isinstance(e, Overpaid)] == [Overpaid(0, "stonemason", 1, 1)]
    assert (g.turn.coins, g.turn.potions) == (0, 0)


def test_overpay_before_gain_in_first_edition_after_gain_in_second() -> None:
    """Overpay timing: originally a when-buy ability before the card is gained; since 2022 it resolves after
    the gain, so a 2nd-edition Herald can put itself onto the deck (Dominion Strategy Wiki, Herald)."""
    g, _ = scenario([P(discard=["estate"]), P()], ["overpay:1"], supply={"herald": 10}, phase="buy",
                    coins=5, versions={"herald": "1e"})
    g.buy(0, "herald")
    assert g.deck(0) == ["estate"] and g.discard(0) == ["herald"]
    g, _ = scenario([P(discard=["estate"]), P()], ["overpay:1", "topdeck:herald"], supply={"herald": 10},
                    phase="buy", coins=5)
    g.buy(0, "herald")
    assert g.deck(0) == ["herald"] and g.discard(0) == ["estate"]


def test_coffers_are_spent_in_the_buy_phase_for_coins() -> None:
    """Coffers: in the Buy phase the player may take tokens off their Coffers for +$1 each, and may do so
    again between purchases (2021 rules)."""
    g, d = scenario([P(hand=["silver", "silver"]), P()], ["coffers:2", "buy:gold", "coffers:1", "buy:copper"],
                    buys=2)
    g.players[0].coffers = 3
    g.buy_phase(0)
    assert gained(g) == [(0, "gold", "supply", "discard"), (0, "copper", "supply", "discard")]
    assert g.players[0].coffers == 0 and g.turn.coins == 1
    d.assert_done()


def test_every_player_starts_with_the_tokens_a_kingdom_card_brings() -> None:
    """Set-up: with Baker in the game each player starts with 1 Coffers, also when Baker is only in the Black
    Market deck (Guilds FAQ); without it nobody does."""
    kingdom = ["baker", "village", "smithy", "market", "festival", "laboratory", "cellar", "chapel", "moat",
               "militia"]
    g = Game.new(card_defs(), kingdom, 3, RandomDecider(1), seed=3)
    assert [s.coffers for s in g.players] == [1, 1, 1]
    bm = ["black-market", *kingdom[1:]]
    g = Game.new(card_defs(), bm, 2, RandomDecider(1), seed=3,
                 options=GameOptions(black_market=("baker", "witch")))
    assert [s.coffers for s in g.players] == [1, 1]
    g = Game.new(card_defs(), kingdom[1:] + ["witch"], 2, RandomDecider(1), seed=3)
    assert [s.coffers for s in g.players] == [0, 0]


def test_end_of_buy_phase_abilities_run_when_it_ends_and_at_clean_up() -> None:
    """End of the Buy phase: what a card set up for then runs once when the Buy phase ends (not again at
    Clean-up), and a Clean-up reached straight from the Buy phase ends it first."""
    g, _ = scenario([P(), P()], ["done"])
    ran: list[Phase] = []
    g.turn.at_buy_end.append(lambda: ran.append(g.turn.phase))
    g.buy_phase(0)
    assert ran == [Phase.BUY]
    g.cleanup(0)
    assert ran == [Phase.BUY]
    g, _ = scenario([P(), P()], phase="buy")
    ran.clear()
    g.turn.at_buy_end.append(lambda: ran.append(g.turn.phase))
    g.cleanup(0)
    assert ran == [Phase.BUY] and g.zone(0, Zone.IN_PLAY) == []


def test_overpay_after_gain_needs_the_gain() -> None:
    """Overpay (2022 rule): the effect comes when you gain the card you overpaid for, so a bought Herald whose
    gain 1st-edition Trader replaces with a Silver puts nothing onto the deck."""
    g, d = scenario([P(hand=["trader"], discard=["estate"]), P()], ["overpay:1", "reveal:trader"],
                    supply={"herald": 10, "trader": 10}, phase="buy", coins=5, versions={"trader": "1e"})
    g.buy(0, "herald")
    assert gained(g) == [(0, "silver", "supply", "discard")] and g.deck(0) == []
    assert g.turn.coins == 0
    d.assert_done()


def test_coffers_pay_for_a_black_market_purchase_in_the_action_phase() -> None:
    """Coffers may be spent at any time during your turn (Cornucopia & Guilds 2nd edition rules), so with Black
    Market's $2 and three Coffers a $5 card can be bought from the Black Market deck in the Action phase."""
    g, d = scenario([P(hand=["black-market"]), P()], ["coffers:3", "buy:witch", "bottom:nomad-camp"],
                    black_market=["mine", "nomad-camp", "witch"])
    g.players[0].coffers = 3
    g.play(0, "black-market")
    assert gained(g) == [(0, "witch", "black-market", "discard")]
    assert (g.players[0].coffers, g.turn.coins) == (0, 0)
    d.assert_done()


def test_a_player_in_debt_cannot_buy_from_the_black_market() -> None:
    """Nobody in debt may buy anything, a card from the Black Market deck included (Empires rules); Debt may be paid
    off at any time during your turn, so paying it off first lets the card be bought."""
    g, d = scenario([P(hand=["black-market"]), P()], ["pay-debt:0", "bottom:mine", "bottom:nomad-camp"],
                    black_market=["mine", "nomad-camp", "witch"],
                    coins=5)
    g.players[0].debt = 2
    g.play(0, "black-market")
    assert gained(g) == [] and g.players[0].debt == 2 and g.turn.coins == 7
    d.assert_done()
    g, d = scenario([P(hand=["black-market"]), P()], ["pay-debt:2", "buy:witch", "bottom:nomad-camp"],
                    black_market=["mine", "nomad-camp", "witch"], coins=5)
    g.players[0].debt = 2
    g.play(0, "black-market")
    assert gained(g) == [(0, "witch", "black-market", "discard")] and g.players[0].debt == 0
    d.assert_done()


def test_storyteller_may_pay_coffers_too() -> None:
    """Coffers may be spent at any time during your turn, so before Storyteller pays all your coins: two Coffers
    and its $1 draw three cards."""
    g, d = scenario([P(hand=["storyteller"], deck=["copper"] * 6), P()], ["coffers:2"])
    g.players[0].coffers = 2
    g.play(0, "storyteller")
    assert g.hand(0) == ["copper"] * 3 and g.turn.coins == 0 and g.players[0].coffers == 0
    d.assert_done()
