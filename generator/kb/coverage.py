"""How many cards of which expansions have their gain and Supply facts recorded.

Lists built from facts cover only these cards (the hand-written records under
knowledge/cards/); pages and query descriptions say so with these figures.
"""

from __future__ import annotations

from dataclasses import dataclass

from generator.kb.schema import Knowledge


@dataclass(frozen=True)
class Coverage:
    """Recorded cards out of all cards, overall and per expansion (expansions in knowledge order)."""

    recorded: int
    total: int
    by_expansion: tuple[tuple[str, int, int], ...]


def coverage(kb: Knowledge) -> Coverage:
    """The cards with recorded facts, per expansion that has any, and overall."""
    counts: dict[str, list[int]] = {exp: [0, 0] for exp in kb.expansions}
    for card in kb.cards.values():
        pair = counts.setdefault(card.expansion, [0, 0])
        pair[1] += 1
        pair[0] += card.hand_written
    rows = tuple((exp, done, total) for exp, (done, total) in counts.items() if done)
    return Coverage(sum(r[1] for r in rows), sum(p[1] for p in counts.values()), rows)
