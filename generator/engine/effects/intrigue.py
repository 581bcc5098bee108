"""Intrigue: Masquerade, Lurker, Saboteur, Swindler, Trading Post."""

from __future__ import annotations

from collections.abc import Callable

from generator.engine.api import CardAPI
from generator.engine.effects.common import choose_from, choose_hand, gain_pick, pick_supply
from generator.engine.hooks import on_play, versions
from generator.engine.types import SET_ASIDE, Cost, Zone

versions("saboteur", "1e")


def _costs_at_most(g: CardAPI, limit: Cost) -> Callable[[str], bool]:
    return lambda c: g.cost_of(c).le(limit)


def _costs_exactly(g: CardAPI, cost: Cost) -> Callable[[str], bool]:
    return lambda c: g.cost_of(c) == cost


@on_play("masquerade")
def masquerade(g: CardAPI, p: int, uid: int) -> None:
    """+2 Cards; each player with cards passes one to the next such player; you may trash one."""
    g.draw(p, 2)
    holders = [q for q in g.turn_order(p) if g.zones.hands[q]]
    if len(holders) > 1:
        chosen = {q: choose_hand(g, q, "pass", "pass")[0] for q in holders}
        for i, q in enumerate(holders):
            g.pass_card(q, holders[(i + 1) % len(holders)], chosen[q])
    for u in choose_hand(g, p, "trash", "trash", lo=0):
        g.trash(p, u)


@on_play("lurker")
def lurker(g: CardAPI, p: int, uid: int) -> None:
    """+1 Action; trash an Action card from the Supply, or gain an Action card from the trash."""
    g.turn.actions += 1
    mode = g.ask("mode", p, ["lurker:trash", "lurker:gain"])[0]
    if mode == "lurker:trash":
        card = pick_supply(g, p, lambda c: "action" in g.defs[c].types, kind="trash", prefix="trash")
        if card is not None:
            top = g.top(g.pile_of(card))
            assert top is not None
            g.trash(p, top, g.zones.loc[top])
    else:
        trash = g.zones.trash
        picked = choose_from(g, p, [u for u in trash if g.is_type(u, "action")], "gain", "gain")
        for u in picked:
            g.gain(p, g.zones.card_of[u], uid=u)


@on_play("saboteur")
def saboteur(g: CardAPI, p: int, uid: int) -> None:
    """Each other player reveals until a card costing $3+, trashes it, may gain one costing $2 less."""
    for o in g.attack_targets(p):
        aside = g.zones.code(o, SET_ASIDE)
        revealed: list[int] = []
        hit = None
        while hit is None:
            got = g.top_cards(o, 1)
            if not got:
                break
            revealed.append(got[0])
            if g.cost_of(g.zones.card_of[got[0]]).coins >= 3:
                hit = got[0]
        g.reveal(o, revealed)
        if hit is not None:
            cost = g.cost_of(g.zones.card_of[hit])
            g.trash(o, hit, aside)
            limit = cost.plus(-2)
            gain_pick(g, o, _costs_at_most(g, limit), optional=True)
        for u in revealed:
            if g.zones.loc[u] == aside:
                g.discard_card(o, u, aside)


@on_play("swindler")
def swindler(g: CardAPI, p: int, uid: int) -> None:
    """+$2; each other player trashes their top card and gains one of the same cost you choose."""
    g.turn.coins += 2
    for o in g.attack_targets(p):
        top = g.top_cards(o, 1)
        if not top:
            continue
        cost = g.cost_of(g.zones.card_of[top[0]])
        g.trash(o, top[0], g.zones.code(o, SET_ASIDE))
        card = pick_supply(g, p, _costs_exactly(g, cost), kind=f"gain-for-{o}")
        if card is not None:
            g.gain(o, card)


@on_play("trading-post")
def trading_post(g: CardAPI, p: int, uid: int) -> None:
    """Trash 2 cards from hand; if you did, gain a Silver to your hand."""
    picked = choose_hand(g, p, "trash", "trash", lo=2, hi=2)
    for u in picked:
        g.trash(p, u)
    if len(picked) == 2:
        g.gain(p, "silver", to=Zone.HAND)



