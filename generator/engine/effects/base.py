"""Base cards (Copper ... Curse, Potion) and Base-set Kingdom cards."""

from __future__ import annotations

from generator.engine.api import CardAPI
from generator.engine.effects.common import choose_from, choose_hand, gain_pick, up_to
from generator.engine.hooks import (
    TREASURE_COINS,
    VICTORY_POINTS,
    basic_pile,
    ends_game,
    on_play,
    starting_cards,
    versions,
)
from generator.engine.setup import victory_pile
from generator.engine.types import SET_ASIDE, Zone

TREASURE_COINS.update({"copper": 1, "silver": 2, "gold": 3, "potion": 0})
VICTORY_POINTS.update({"estate": 1, "duchy": 3, "province": 6, "curse": -1})


def _big(players: int) -> bool:
    """Five or six players use two sets of the basic Treasures."""
    return players >= 5


basic_pile("copper", lambda n: (120 if _big(n) else 60) - 7 * n)
basic_pile("silver", lambda n: 80 if _big(n) else 40)
basic_pile("gold", lambda n: 60 if _big(n) else 30)
basic_pile("estate", victory_pile)
basic_pile("duchy", victory_pile)
basic_pile("province", lambda n: {2: 8, 3: 12, 4: 12, 5: 15, 6: 18}.get(n, 12))
basic_pile("curse", lambda n: 10 * max(1, n - 1))
basic_pile("potion", lambda n: 16, "potion-costs")
ends_game("province")
starting_cards("standard", ("copper", 7), ("estate", 3))


@on_play("potion")
def potion(g: CardAPI, p: int, uid: int) -> None:
    """+1 Potion."""
    g.turn.potions += 1


@on_play("artisan")
def artisan(g: CardAPI, p: int, uid: int) -> None:
    """Gain a card to hand costing up to $5, then put a card from hand onto the deck."""
    gain_pick(g, p, up_to(g, 5), to=Zone.HAND)
    for u in choose_hand(g, p, "topdeck", "topdeck"):
        g.topdeck(p, u)


@on_play("bureaucrat")
def bureaucrat(g: CardAPI, p: int, uid: int) -> None:
    """Gain a Silver onto your deck; each other player topdecks a Victory card from hand."""
    g.gain(p, "silver", to=Zone.DECK)
    for o in g.attack_targets(p):
        picked = choose_hand(g, o, "topdeck", "topdeck", lambda u: g.is_type(u, "victory"))
        if picked:
            g.reveal(o, picked)
            g.topdeck(o, picked[0])
        else:
            g.reveal(o, g.zones.hands[o])


@on_play("mine")
def mine(g: CardAPI, p: int, uid: int) -> None:
    """You may trash a Treasure from hand to gain a Treasure to hand costing up to $3 more."""
    picked = choose_hand(g, p, "trash", "trash", lambda u: g.is_type(u, "treasure"), lo=0)
    if not picked:
        return
    cost = g.cost_of(g.zones.card_of[picked[0]])
    g.trash(p, picked[0])
    gain_pick(g, p, lambda c: "treasure" in g.defs[c].types and g.cost_of(c).le(cost.plus(3)),
              to=Zone.HAND)


@on_play("witch")
def witch(g: CardAPI, p: int, uid: int) -> None:
    """+2 Cards; each other player gains a Curse."""
    g.draw(p, 2)
    for o in g.attack_targets(p):
        g.gain(o, "curse")


versions("thief", "1e")


@on_play("thief")
def thief(g: CardAPI, p: int, uid: int) -> None:
    """Each other player reveals 2; you trash a revealed Treasure and may gain any trashed."""
    trashed: list[int] = []
    for o in g.attack_targets(p):
        revealed = g.top_cards(o, 2)
        g.reveal(o, revealed)
        aside = g.zones.code(o, SET_ASIDE)
        treasures = [u for u in revealed if g.is_type(u, "treasure")]
        for u in choose_from(g, p, treasures, "trash", "trash"):
            g.trash(p, u, aside)
            trashed.append(u)
        for u in revealed:
            if g.zones.loc[u] == aside:
                g.discard_card(o, u, aside)
    for u in choose_from(g, p, trashed, "gain", "gain", lo=0, hi=len(trashed)):
        g.gain(p, g.zones.card_of[u], uid=u)

