"""The core mechanism Prosperity added: the turn knows which card is being bought while it is gained."""

from __future__ import annotations

from generator.engine import PlayerLayout
from tests.engine.helpers import scenario


def test_turn_buying_names_the_bought_card_during_its_gain_only() -> None:
    """TurnState.buying is the uid of the bought card while its gain resolves, and None for other gains."""
    g, _ = scenario([PlayerLayout(), PlayerLayout()], phase="buy", coins=3)
    seen: list[tuple[str, bool]] = []

    def spy(game: object, gainer: int, uid: int, card: str, code: int) -> None:
        seen.append((card, g.turn.buying == uid))
    g.gain_rules.append(spy)
    g.buy(0, "silver")
    g.gain(0, "copper")
    assert seen == [("silver", True), ("copper", False)] and g.turn.buying is None
