"""Simple playing strategies: deciders that know which cards are good (not part of the rules)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from generator.engine.decisions import Decision, GameView

BIG_MONEY_PLAN: tuple[tuple[int, str], ...] = (
    (9, "colony"), (9, "platinum"), (8, "province"), (6, "gold"), (3, "silver"))
"""Big Money's buys, best first: (coins the bot must have, card id)."""
_PLAN_IDS = tuple((coins, "buy:" + card) for coins, card in BIG_MONEY_PLAN)


class BigMoneyBot:
    """Big Money: Province at $8+, Gold at $6-7, Silver at $3-5; plain heuristics elsewhere.

    With Colonies in the game it also buys Colony (at $11) or else Platinum at $9+.
    ``buy_plan`` states the buy policy as data, so a non-logging game can answer
    the bot's buys without listing the options (see ``Loop.buy_phase``).
    """

    buy_plan: tuple[tuple[int, str], ...] = BIG_MONEY_PLAN

    def decide_ids(self, kind: str, ids: Sequence[str], lo: int, hi: int,
                   context: Mapping[str, object]) -> list[str] | None:
        """Fast path used when the game does not log: answer without building a Decision."""
        if kind == "buy":
            coins = context.get("coins", 0)
            assert isinstance(coins, int)
            for threshold, want in _PLAN_IDS:
                if coins >= threshold and want in ids:
                    return [want]
            return ["done"]
        if kind == "action":
            return ["done"] if ids[0] == "done" else [ids[0]]
        return None

    def decide(self, game: GameView, decision: Decision) -> Sequence[str]:
        kind = decision.kind
        if kind == "buy":
            ids = decision.ids()
            coins = decision.context.get("coins", 0)
            assert isinstance(coins, int)
            for threshold, want in _PLAN_IDS:
                if coins >= threshold and want in ids:
                    return [want]
            return ["done"] if "done" in ids else []
        if kind == "action":
            plays = [i for i in decision.ids() if i.startswith(("play:", "play-deck:"))]
            return plays[:1] if plays else ["done"]
        ids = decision.ids()
        for preferred in ("no", "done"):
            if preferred in ids and decision.min <= 1:
                return [preferred]
        return ids[: decision.min]
