"""Base cards (Copper ... Curse, Potion, Platinum, Colony) and Base-set Kingdom cards."""

from __future__ import annotations

from typing import TYPE_CHECKING

from generator.engine.cards import TREASURE_COINS, VICTORY_POINTS, on_play, versions
from generator.engine.effects.common import choose_from, choose_hand, gain_pick, up_to
from generator.engine.types import SET_ASIDE, Zone

if TYPE_CHECKING:
    from generator.engine.game import Game

TREASURE_COINS.update({"copper": 1, "silver": 2, "gold": 3, "platinum": 5, "potion": 0})
VICTORY_POINTS.update({"estate": 1, "duchy": 3, "province": 6, "colony": 10, "curse": -1})


@on_play("potion")
def potion(g: Game, p: int, uid: int) -> None:
    """+1 Potion."""
    g.potions += 1


@on_play("artisan")
def artisan(g: Game, p: int, uid: int) -> None:
    """Gain a card to hand costing up to $5, then put a card from hand onto the deck."""
    gain_pick(g, p, up_to(g, 5), to=Zone.HAND)
    for u in choose_hand(g, p, "topdeck", "topdeck"):
        g.topdeck(p, u)


@on_play("bureaucrat")
def bureaucrat(g: Game, p: int, uid: int) -> None:
    """Gain a Silver onto your deck; each other player topdecks a Victory card from hand."""
    g.gain(p, "silver", to=Zone.DECK)
    for o in g.attack_targets(p):
        picked = choose_hand(g, o, "topdeck", "topdeck", lambda u: g.is_type(u, "victory"))
        if picked:
            g.reveal(o, picked)
            g.topdeck(o, picked[0])
        else:
            g.reveal(o, g.hands[o])


@on_play("mine")
def mine(g: Game, p: int, uid: int) -> None:
    """You may trash a Treasure from hand to gain a Treasure to hand costing up to $3 more."""
    picked = choose_hand(g, p, "trash", "trash", lambda u: g.is_type(u, "treasure"), lo=0)
    if not picked:
        return
    cost = g.cost_of(g.card_of[picked[0]])
    g.trash(p, picked[0])
    gain_pick(g, p, lambda c: "treasure" in g.defs[c].types and g.cost_of(c).le(cost.plus(3)),
              to=Zone.HAND)


@on_play("witch")
def witch(g: Game, p: int, uid: int) -> None:
    """+2 Cards; each other player gains a Curse."""
    g.draw(p, 2)
    for o in g.attack_targets(p):
        g.gain(o, "curse")


versions("thief", "1e")


@on_play("thief")
def thief(g: Game, p: int, uid: int) -> None:
    """Each other player reveals 2; you trash a revealed Treasure and may gain any trashed."""
    trashed: list[int] = []
    for o in g.attack_targets(p):
        revealed = g.top_cards(o, 2)
        g.reveal(o, revealed)
        aside = g.code(o, SET_ASIDE)
        treasures = [u for u in revealed if g.is_type(u, "treasure")]
        for u in choose_from(g, p, treasures, "trash", "trash"):
            g.trash(p, u, aside)
            trashed.append(u)
        for u in revealed:
            if g.loc[u] == aside:
                g.discard_card(o, u, aside)
    for u in choose_from(g, p, trashed, "gain", "gain", lo=0, hi=len(trashed)):
        g.gain(p, g.card_of[u], uid=u)

