"""The core mechanisms Allies added: Favor tokens and the game's Ally, split piles of four cards that rotate,
abilities at the start of the Buy phase and after playing a card."""

from __future__ import annotations

from generator.engine import Game, GameOptions, PlayerLayout, RandomDecider
from generator.engine.api import CardAPI
from generator.engine.effects.allies import rotate
from generator.engine.events import TokenChanged
from tests.engine.carddefs import card_defs
from tests.engine.helpers import scenario

P = PlayerLayout


def test_an_ally_gives_each_player_one_favor_at_set_up() -> None:
    """Favors: when a game uses an Ally, each player starts with 1 Favor token (Allies rulebook)."""
    g, _ = scenario([P(), P(), P()], landscapes=["mountain-folk"])
    assert [s.favors for s in g.players] == [1, 1, 1]


def test_no_ally_no_favors() -> None:
    """Favors: without an Ally nobody starts with a Favor."""
    g, _ = scenario([P(), P()], supply={"underling": 10})
    assert [s.favors for s in g.players] == [0, 0]


def test_favor_changes_are_logged() -> None:
    """Favors: taking a Favor is a logged token change with the new count."""
    g, _ = scenario([P(hand=["underling"], deck=["copper"]), P()], supply={"underling": 10})
    g.play(0, "underling")
    assert TokenChanged(0, "favors", "1") in g.events


def test_split_pile_of_four_cards_has_four_of_each_cheapest_on_top() -> None:
    """Split piles (Allies): a real set-up makes the pile 4 copies each of its 4 cards, in cost order with the
    cheapest on top; only the top card is in the Supply."""
    g = Game.new(card_defs(), ["townsfolk"], 2, RandomDecider(0), options=GameOptions(check=True))
    assert g.pile("townsfolk") == ["elder"] * 4 + ["miller"] * 4 + ["blacksmith"] * 4 + ["town-crier"] * 4
    assert g.in_supply("town-crier") and not g.in_supply("blacksmith")


def test_two_card_split_piles_keep_five_of_each() -> None:
    """Split piles (Empires): the two-card piles still hold 5 copies of each card."""
    g = Game.new(card_defs(), ["catapult-rocks"], 2, RandomDecider(0), options=GameOptions(check=True))
    assert g.pile("catapult-rocks") == ["rocks"] * 5 + ["catapult"] * 5


def test_rotate_moves_every_card_named_like_the_top_to_the_bottom() -> None:
    """Rotating a pile (Allies rulebook): all the cards with the top card's name go to the bottom, so the next
    differently named card becomes the top and is in the Supply."""
    g, _ = scenario([P(), P()], supply={"townsfolk": ["elder", "miller", "blacksmith", "town-crier", "town-crier"]})
    rotate(g, "townsfolk")
    assert g.pile("townsfolk") == ["town-crier", "town-crier", "elder", "miller", "blacksmith"]
    assert g.in_supply("blacksmith") and not g.in_supply("town-crier")


def test_rotating_a_pile_of_one_name_changes_nothing() -> None:
    """Rotating a pile whose cards all share the top card's name leaves it as it was."""
    g, _ = scenario([P(), P()], supply={"townsfolk": ["town-crier", "town-crier"]})
    rotate(g, "townsfolk")
    assert g.pile("townsfolk") == ["town-crier", "town-crier"]


def test_buy_start_rules_run_before_treasures_are_played() -> None:
    """Start of the Buy phase: a game rule acting then sees the Treasures still in hand."""
    g, _ = scenario([P(hand=["copper", "silver"]), P()])
    seen: list[list[str]] = []

    def rule(g2: CardAPI, p: int) -> None:
        seen.append(g.hand(p))
    g.buy_start_rules.append(rule)
    g.turn.buys = 0
    g.buy_phase(0)
    assert seen == [["copper", "silver"]] and g.turn.coins == 3


def test_after_play_rules_run_once_the_card_resolved() -> None:
    """After playing a card: a game rule acting then sees what the card did (Village's cards drawn)."""
    g, _ = scenario([P(hand=["village"], deck=["copper", "gold"]), P()])
    seen: list[tuple[str, list[str]]] = []

    def rule(g2: CardAPI, p: int, uid: int, card: str) -> None:
        seen.append((card, g.hand(p)))
    g.after_play_rules.append(rule)
    g.play(0, "village")
    assert seen == [("village", ["gold"])]


def test_score_rules_add_to_the_score() -> None:
    """Scoring: a game rule's points are added to the player's card and token points."""
    g, _ = scenario([P(hand=["estate"]), P()])

    def rule(g2: CardAPI, p: int) -> int:
        return 4 if p == 0 else 0
    g.score_rules.append(rule)
    assert (g.score(0), g.score(1)) == (5, 0)


def test_can_play_rules_forbid_playing_from_hand() -> None:
    """Play restrictions: a game rule forbidding a card removes it from the Action-phase choices and refuses a
    direct play."""
    import pytest

    from generator.errors import IllegalActionError
    g, _ = scenario([P(hand=["village", "smithy"]), P()])

    def no_village(g2: CardAPI, p: int, uid: int) -> bool:
        return g2.zones.card_of[uid] != "village"
    g.can_play_rules.append(no_village)
    assert g.loop.playable(g.zones.hands[0], "action") == ["smithy"]
    with pytest.raises(IllegalActionError):
        g.play(0, "village")


def test_play_cancels_make_a_play_do_nothing() -> None:
    """Cancelled plays: the card still goes into play (and is logged as played) but gives nothing."""
    from generator.engine.events import Played
    g, _ = scenario([P(hand=["gold"]), P()])

    def cancel(g2: CardAPI, p: int, uid: int, card: str) -> bool:
        return True
    g.play_cancels.append(cancel)
    g.play(0, "gold")
    assert g.in_play(0) == ["gold"] and g.turn.coins == 0
    assert any(isinstance(e, Played) and e.card == "gold" for e in g.events)


def test_hand_plays_count_cards_played_from_hand_only() -> None:
    """Plays from hand: the turn counts cards its player played from their hand, not a Throne Room's replay."""
    g, _ = scenario([P(hand=["throne-room", "village", "smithy"], deck=["copper"] * 5), P()], ["play:village"],
                    supply={"throne-room": 10})
    g.play(0, "throne-room")
    assert g.turn.hand_plays == 2


def test_a_liaison_brings_one_ally_to_a_real_set_up() -> None:
    """Set-up (Allies rulebook): a Kingdom with a Liaison uses one Ally, so each player starts with 1 Favor."""
    from generator.engine.setup import plan
    layout = plan(card_defs(), ["underling", "village"], 2, GameOptions(), 3)
    assert [c for c in layout.landscapes if card_defs()[c].kind == "ally"] == layout.landscapes
    assert len(layout.landscapes) == 1
    g = Game.new(card_defs(), ["underling", "village"], 2, RandomDecider(0), seed=3, options=GameOptions(check=True))
    assert [s.favors for s in g.players] == [1, 1]


def test_a_chosen_ally_is_kept_and_no_liaison_no_ally() -> None:
    """Set-up: an Ally asked for is the game's only Ally; a Kingdom without Liaisons gets none."""
    from generator.engine.setup import plan
    assert plan(card_defs(), ["underling"], 2, GameOptions(landscapes=("mountain-folk",)), 0).landscapes == [
        "mountain-folk"]
    assert plan(card_defs(), ["village"], 2, GameOptions(), 0).landscapes == []
    g2 = Game.new(card_defs(), ["village"], 2, RandomDecider(0), options=GameOptions(check=True))
    assert [s.favors for s in g2.players] == [0, 0]
