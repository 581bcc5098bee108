"""Generic core mechanisms the Adventures cards use: the -1 Card and -$1 tokens, rules run after a card has
resolved, rules run at the very end of a turn, and Victory points counted only in one zone."""

from __future__ import annotations

from generator.engine import PlayerLayout
from generator.engine import hooks as reg
from generator.engine.events import TokenChanged
from generator.engine.types import TAVERN
from tests.engine.helpers import scenario

P = PlayerLayout


def test_minus_card_token_makes_the_next_draw_one_card_fewer() -> None:
    """The -1 Card token: the next time its player draws cards they draw one fewer, then the token is gone."""
    g, _ = scenario([P(deck=["copper", "silver", "gold", "estate"]), P()])
    g.players[0].minus_card = True
    g.draw(0, 2)
    assert g.hand(0) == ["estate"] and not g.players[0].minus_card
    assert any(isinstance(e, TokenChanged) and e.token == "-card" for e in g.events)
    g.draw(0, 2)
    assert g.hand(0) == ["estate", "gold", "silver"]


def test_minus_card_token_waits_for_a_draw_of_at_least_one_card() -> None:
    """Drawing zero cards does not use the -1 Card token up."""
    g, _ = scenario([P(deck=["copper"]), P()])
    g.players[0].minus_card = True
    g.draw(0, 0)
    assert g.players[0].minus_card


def test_minus_coin_token_takes_one_coin_from_the_next_coins() -> None:
    """The -$1 token: the first card played on its player's turn that gives coins gives $1 less; the token is
    then gone and later coins are whole."""
    g, _ = scenario([P(hand=["silver", "copper"]), P()], phase="buy")
    g.players[0].minus_coin = True
    g.play(0, "silver")
    assert g.turn.coins == 1 and not g.players[0].minus_coin
    g.play(0, "copper")
    assert g.turn.coins == 2


def test_minus_coin_token_ignores_cards_that_give_no_coins() -> None:
    """A card giving no coins leaves the -$1 token where it is."""
    g, _ = scenario([P(hand=["estate", "village"], deck=["copper"]), P()])
    g.players[0].minus_coin = True
    g.play(0, "village")
    assert g.players[0].minus_coin and g.turn.coins == 0


def test_minus_coin_token_applies_in_the_fast_buy_phase() -> None:
    """A whole Buy phase of plain Treasures (the fast path) still loses $1 to the -$1 token."""
    g, _ = scenario([P(hand=["copper", "copper", "copper"]), P()], ["done"], phase="buy")
    g.log = False
    g.players[0].minus_coin = True
    g.loop.buy_phase(0)
    assert g.turn.coins == 2 and not g.players[0].minus_coin


def test_victory_points_in_count_only_in_that_zone() -> None:
    """A card listed in VICTORY_POINTS_IN scores its points only while it lies in that zone of its owner."""
    reg.VICTORY_POINTS_IN.setdefault("distant-lands", (TAVERN, 4))
    g, _ = scenario([P(hand=["distant-lands"], tavern=["distant-lands", "distant-lands"]), P()])
    assert g.score(0) == 8


def test_minus_coin_token_takes_a_coin_from_a_duration_at_turn_start() -> None:
    """The -$1 token also takes $1 from coins a Duration gives at the start of its owner's turn."""
    g, _ = scenario([P(hand=["merchant-ship"], deck=["copper"] * 10), P()])
    g.play(0, "merchant-ship")
    assert g.turn.coins == 2
    g.players[0].minus_coin = True
    g.cleanup(0)
    g.start_turn(0)
    assert g.turn.coins == 1 and not g.players[0].minus_coin


def test_minus_coin_token_takes_a_coin_from_spent_coffers() -> None:
    """Coffers spent for coins are coins got: the -$1 token takes $1 of them."""
    g, _ = scenario([P(), P()], ["coffers:2", "done"], phase="buy")
    g.players[0].coffers = 2
    g.players[0].minus_coin = True
    g.loop.buy_phase(0)
    assert g.players[0].coffers == 0 and not g.players[0].minus_coin


def test_pile_token_follows_the_physical_card_not_the_card_it_is_played_as() -> None:
    """Original Inheritance FAQ: an Estate with the inherited card's abilities is still an Estate, so the +1 Action
    token on the inherited card's pile does not work for it (only the Estate's own pile would count)."""
    g, d = scenario([P(hand=["estate"]), P()], ["inherit:nomad-camp"], versions={"inheritance": "1e"},
                    supply={"nomad-camp": 10, "lurker": 10}, events=["inheritance"], coins=7)
    g.buy(0, "inheritance")
    g.players[0].pile_tokens["+action"] = "nomad-camp"
    g.turn.actions = 1
    g.play(0, "estate")
    assert g.turn.actions == 0 and g.turn.coins == 2
    d.assert_done()


def test_plus_coin_token_off_turn_gives_no_coins_and_takes_the_minus_coin_token_off() -> None:
    """Adventures tokens: the +$1 token works when its owner plays a card from that pile on another player's
    turn (Caravan Guard against an Attack), where the +$1 buys nothing for them but returns their -$1 token;
    the turn player's coins do not change."""
    g, d = scenario([P(hand=["militia"]), P(hand=["caravan-guard", "copper", "copper", "copper", "copper"],
                                             deck=["silver"] + ["copper"] * 5)],
                    ["play:caravan-guard", ["discard:copper", "discard:copper"]], supply={"caravan-guard": 9})
    g.players[1].pile_tokens["+coin"] = "caravan-guard"
    g.players[1].minus_coin = True
    g.play(0, "militia")
    assert g.turn.coins == 2 and g.players[1].minus_coin is False
    d.assert_done()
