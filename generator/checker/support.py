"""Which cards the engine implements: the one test every verdict and the coverage report use."""

from __future__ import annotations

from generator.engine import hooks as reg
from generator.kb.schema import Knowledge


def has_behaviour(card: str) -> bool:
    """True when the engine registered any behaviour for ``card`` (play, gain, trash, buy, reaction, ...)."""
    return reg.has_behaviour(card)


def is_plain(card: str) -> bool:
    """True for a card the engine needs no code for: a Treasure worth only coins, a Victory card or Curse
    worth only points (the engine's tables of values)."""
    return card in reg.plain_coins() or card in reg.VICTORY_POINTS


def implemented(card: str, kb: Knowledge | None = None) -> bool:
    """True when the engine can play ``card`` as printed: it has behaviour for it or needs none.

    A pile id (Knights, Ruins...) counts as implemented when any card of the pile is.
    """
    if has_behaviour(card) or is_plain(card):
        return True
    if kb is not None:
        members = [c.id for c in kb.cards.values() if c.pile == card]
        if card in kb.piles:
            members += list(kb.piles[card].cards)
        return any(m != card and (has_behaviour(m) or is_plain(m)) for m in members)
    return False


def versions() -> tuple[str, ...]:
    """The version ids a scenario's ``versions:`` may give: 1e, 2e, the engine's aliases and any other version
    a card declares (``errata-2023``)."""
    declared = {v for known in reg.VERSIONS.values() for v in known} - {"1e", "2e"}
    return ("1e", "2e", *sorted(reg.ALIASES), *sorted(declared - set(reg.ALIASES)))
