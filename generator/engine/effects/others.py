"""Cards from the smaller groups: Allies."""

from __future__ import annotations

from generator.engine.api import CardAPI
from generator.engine.effects.common import choose_from, choose_hand, gain_pick
from generator.engine.hooks import (
    on_play,
    on_trash,
)
from generator.engine.types import DISCARD, HAND, Zone
from generator.engine.zones import TRASH_CODE


@on_play("swap")
def swap(g: CardAPI, p: int, uid: int) -> None:
    """+1 Card, +1 Action; you may return an Action from hand to gain a different one up to $5 to hand."""
    g.draw(p, 1)
    g.turn.actions += 1
    picked = choose_hand(g, p, "return", "return",
                         lambda u: g.is_type(u, "action") and g.zones.home[u] in g.zones.piles, 0)
    if picked and g.return_to_pile(p, picked[0], g.zones.code(p, HAND)):
        name = g.zones.card_of[picked[0]]
        gain_pick(g, p, lambda c: "action" in g.defs[c].types and c != name and g.cost_of(c).up_to(5),
                  to=Zone.HAND)


@on_play("lich")
def lich(g: CardAPI, p: int, uid: int) -> None:
    """+6 Cards, +2 Actions, skip a turn."""
    g.draw(p, 6)
    g.turn.actions += 2
    g.players[p].skip_turns += 1


@on_trash("lich")
def lich_trash(g: CardAPI, p: int, uid: int) -> None:
    """When trashed: discard it from the trash, then gain a cheaper card from the trash."""
    if g.zones.loc[uid] == TRASH_CODE:
        g.move(uid, TRASH_CODE, g.zones.code(p, DISCARD))
    cost = g.cost_of("lich")
    cands = [u for u in g.zones.trash if g.cost_of(g.zones.card_of[u]).lt(cost)]
    for u in choose_from(g, p, cands, "gain", "gain"):
        g.gain(p, g.zones.card_of[u], uid=u)
