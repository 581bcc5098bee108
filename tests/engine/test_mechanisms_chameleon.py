"""+Cards and +$ swapped while a card's instructions are followed (``Game.swap_plus``, Way of the Chameleon).

The rule (Menagerie's Way of the Chameleon and its FAQ): each time the card's instructions would give you +Cards
this turn you get that much +$ instead, and each +$ gives that many +Cards; other ways of drawing ("draw until you
have 6 cards in hand"), cards it plays, abilities it triggers and a Duration's later turns are not swapped.
"""

from __future__ import annotations

from collections.abc import Sequence

from generator.engine import Game, PlayerLayout, ScriptedDecider
from tests.engine.helpers import gained, scenario

P = PlayerLayout
CHAMELEON = "way-of-the-chameleon"
PILES = {"smithy": 10, "festival": 10, "oasis": 10, "merchant-ship": 10, "cavalry": 10, "workshop": 10}


def _chameleon(hand: list[str], deck: list[str], answers: Sequence[str | list[str]] = (),
               others: Sequence[PlayerLayout] = (P(),), **kw: object) -> tuple[Game, ScriptedDecider]:
    """A game where player 0 plays ``hand[0]`` following Way of the Chameleon (Kingdom: PILES)."""
    g, d = scenario([P(hand=hand, deck=deck), *others], [f"way:{CHAMELEON}", *answers],
                    supply=PILES, landscapes=[CHAMELEON], **kw)  # type: ignore[arg-type]
    g.play(0, hand[0])
    return g, d


def test_plus_cards_become_plus_coins() -> None:
    """Chameleon: Smithy's +3 Cards give +$3 instead, and no card is drawn (Menagerie FAQ: Sheepdog's +2 Cards)."""
    g, d = _chameleon(["smithy"], ["gold"] * 3)
    assert g.turn.coins == 3 and g.hand(0) == [] and g.deck(0) == ["gold"] * 3
    d.assert_done()


def test_plus_coins_become_plus_cards() -> None:
    """Chameleon: Festival's +$2 gives +2 Cards instead; its +2 Actions and +1 Buy are unchanged."""
    g, _ = _chameleon(["festival"], ["estate", "copper", "silver"])
    assert g.turn.coins == 0 and sorted(g.hand(0)) == ["copper", "silver"] and g.deck(0) == ["estate"]
    assert (g.turn.actions, g.turn.buys) == (2, 2)


def test_both_are_swapped_in_the_order_of_the_instructions() -> None:
    """Chameleon: Oasis (+1 Card, +1 Action, +$1, discard a card) gives +$1 then +1 Card, drawn before the
    discard, so the drawn card may be the one discarded."""
    g, d = _chameleon(["oasis", "copper"], ["estate", "gold"], ["discard:gold"])
    assert g.turn.coins == 1 and g.hand(0) == ["copper"] and g.discard(0) == ["gold"] and g.deck(0) == ["estate"]
    d.assert_done()


def test_a_duration_is_swapped_only_this_turn() -> None:
    """Chameleon on Merchant Ship: +2 Cards this turn, but the normal +$2 at the start of the next turn
    (Menagerie FAQ)."""
    g, _ = _chameleon(["merchant-ship"], ["estate"] * 7)
    assert g.turn.coins == 0 and g.hand(0) == ["estate", "estate"]
    g.cleanup(0)
    g.start_turn(0)
    assert g.turn.coins == 2 and len(g.hand(0)) == 5


def test_draw_until_is_not_plus_cards() -> None:
    """Chameleon on Library: "draw until you have 7 cards in hand" is not +Cards, so it draws as normal and gives
    no $ (Menagerie FAQ)."""
    g, _ = _chameleon(["library", "copper"], ["estate"] * 8)
    assert g.turn.coins == 0 and len(g.hand(0)) == 7


def test_ronin_draw_until_is_not_plus_cards() -> None:
    """Chameleon on Ronin: "draw until you have 7 cards in hand" is not +Cards either, so it fills the hand to 7
    and gives no $ (Menagerie FAQ on draw-until cards)."""
    g, _ = _chameleon(["ronin", "copper"], ["estate"] * 8)
    assert g.turn.coins == 0 and len(g.hand(0)) == 7


def test_a_card_it_plays_is_not_swapped() -> None:
    """Chameleon on Throne Room: the Smithy it plays twice does what it normally does, +6 Cards and no $
    (Menagerie FAQ: a card played by the Chameleon card is not affected)."""
    g, _ = _chameleon(["throne-room", "smithy"], ["copper"] * 8, ["play:smithy", "no", "no"])
    assert g.turn.coins == 0 and len(g.hand(0)) == 6


def test_other_players_draws_are_not_swapped() -> None:
    """Chameleon on Council Room: your +4 Cards become +$4, but each other player still draws a card (only what
    would give you +Cards is swapped)."""
    g, _ = _chameleon(["council-room"], ["gold"] * 4, others=[P(deck=["copper"] * 2)])
    assert g.turn.coins == 4 and g.hand(0) == [] and g.hand(1) == ["copper"] and g.turn.buys == 2


def test_a_triggered_ability_is_not_swapped() -> None:
    """Chameleon on Workshop gaining a Cavalry: Cavalry's own when-gain +2 Cards are not Workshop's instructions,
    so they draw as normal."""
    g, _ = _chameleon(["workshop"], ["copper"] * 2, ["gain:cavalry"], non_supply={"horse": 30})
    assert (0, "cavalry", "supply", "discard") in gained(g)
    assert g.hand(0) == ["copper", "copper"] and g.turn.coins == 0


def test_the_swap_ends_with_the_card() -> None:
    """Chameleon: after the card has resolved, the next card played gives its usual +Cards and +$."""
    g, _ = _chameleon(["festival", "smithy", "festival"], ["copper"] * 6, ["no", "no"])
    assert len(g.hand(0)) == 4  # Festival's +2 Cards, then the other Festival still in hand
    g.play(0, "smithy")
    g.play(0, "festival")
    assert g.turn.coins == 2 and len(g.hand(0)) == 5  # Smithy: +3 Cards, then the Festival leaves the hand


def test_playing_without_the_way_changes_nothing() -> None:
    """Declining the Way: Smithy draws 3 cards and gives no $."""
    g, d = scenario([P(hand=["smithy"], deck=["copper"] * 3), P()], ["no"], supply=PILES,
                    landscapes=[CHAMELEON])
    g.play(0, "smithy")
    assert len(g.hand(0)) == 3 and g.turn.coins == 0
    d.assert_done()


def test_minus_card_token_waits_when_no_card_is_drawn() -> None:
    """Chameleon with the -1 Card token (Adventures): +Cards given as +$ draw nothing, so the token stays for the
    next draw."""
    g, _ = scenario([P(hand=["smithy"], deck=["copper"] * 3), P()], [f"way:{CHAMELEON}"], supply=PILES,
                    landscapes=[CHAMELEON])
    g.players[0].minus_card = True
    g.play(0, "smithy")
    assert g.turn.coins == 3 and g.players[0].minus_card
