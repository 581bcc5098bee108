"""Helpers for engine tests: build a scenario game from a compact description."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from generator.engine import Game, Layout, PlayerLayout, ScriptedDecider
from generator.engine.layout import PileSpec
from tests.engine.carddefs import card_defs

BASE: dict[str, PileSpec] = {"copper": 46, "silver": 40, "gold": 30, "estate": 8, "duchy": 8,
                             "province": 8, "curse": 10}


def scenario(players: Sequence[PlayerLayout], answers: Sequence[str | list[str]] = (), *,
             supply: Mapping[str, PileSpec] | None = None, non_supply: Mapping[str, PileSpec] | None = None,
             trash: Sequence[str] = (), versions: Mapping[str, str] | None = None,
             **layout: object) -> tuple[Game, ScriptedDecider]:
    """A checked game in an exact position with a scripted decider."""
    piles = dict(BASE)
    piles.update(supply or {})
    lay = Layout(players=list(players), supply=piles, non_supply=dict(non_supply or {}), trash=list(trash),
                 versions=dict(versions or {}), **layout)  # type: ignore[arg-type]
    dec = ScriptedDecider(list(answers))
    return Game.from_layout(card_defs(), lay, dec), dec


def gained(g: Game) -> list[tuple[int, str, str, str]]:
    """(player, card, source, destination) of every Gained event."""
    from generator.engine import Gained
    return [(e.player, e.card, e.source, e.destination) for e in g.events if isinstance(e, Gained)]
