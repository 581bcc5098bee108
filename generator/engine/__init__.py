"""The Dominion rules engine: pure Python, standard library only.

Public API: :class:`Game` (``Game.from_layout`` for exact positions,
``Game.new`` for real games), :class:`Layout`/:class:`PlayerLayout`,
:class:`Decision`/:class:`Option` and the deciders, the static types and the
log events.  Importing the package registers every card's behaviour
(:mod:`generator.engine.effects`).
"""

from generator.engine import effects  # noqa: F401  (registers every card's behaviour)
from generator.engine.bots import BigMoneyBot
from generator.engine.decisions import Decider, Decision, Option, RandomDecider, ScriptedDecider
from generator.engine.events import (
                                        EVENT_TYPES,
                                        Bought,
                                        Event,
                                        Exchanged,
                                        Exiled,
                                        Gained,
                                        GainReplaced,
                                        HexReceived,
                                        Moved,
                                        Passed,
                                        PileEmptied,
                                        Played,
                                        Returned,
                                        Revealed,
                                        SetAside,
                                        Shuffled,
                                        TokenChanged,
                                        Trashed,
                                        TurnStarted,
)
from generator.engine.game import Game
from generator.engine.layout import GameOptions, Layout, PlayerLayout
from generator.engine.types import CardDef, Cost, Phase, Zone

__all__ = [
    "EVENT_TYPES", "BigMoneyBot", "Bought", "CardDef", "Cost", "Decider", "Decision", "Event",
    "Exchanged", "Exiled", "Game", "GameOptions", "GainReplaced", "Gained", "HexReceived", "Layout",
    "Moved", "Option", "Passed", "Phase", "PileEmptied", "Played", "PlayerLayout", "RandomDecider",
    "Returned", "Revealed", "ScriptedDecider", "SetAside", "Shuffled", "TokenChanged", "Trashed",
    "TurnStarted", "Zone",
]
