"""Hinterlands: Nomad Camp, Border Village, Trader (1e and 2e), Develop, Ill-Gotten Gains,
Noble Brigand, Embassy."""

from __future__ import annotations

from generator.engine.api import CardAPI
from generator.engine.effects.common import choose_from, choose_hand, each_other_gains, gain_pick
from generator.engine.hooks import (
    GAIN_TO,
    TREASURE_COINS,
    GainInfo,
    Reaction,
    on_buy,
    on_gain,
    on_play,
    reaction,
    versions,
)
from generator.engine.types import HAND, SET_ASIDE, Zone

GAIN_TO["nomad-camp"] = Zone.DECK
TREASURE_COINS["ill-gotten-gains"] = 1
versions("trader", "1e", "2e")


@on_play("nomad-camp")
def nomad_camp(g: CardAPI, p: int, uid: int) -> None:
    """+1 Buy, +$2 (when gained it goes onto the deck: a default destination)."""
    g.turn.buys += 1
    g.turn.coins += 2


@on_play("border-village")
def border_village(g: CardAPI, p: int, uid: int) -> None:
    """+1 Card, +2 Actions."""
    g.draw(p, 1)
    g.turn.actions += 2


@on_gain("border-village")
def border_village_gain(g: CardAPI, p: int, uid: int) -> None:
    """When gained: gain a cheaper card."""
    cost = g.cost_of("border-village")
    gain_pick(g, p, lambda c: g.cost_of(c).lt(cost))


@on_play("trader")
def trader(g: CardAPI, p: int, uid: int) -> None:
    """Trash a card from hand; gain a Silver per $1 it costs."""
    picked = choose_hand(g, p, "trash", "trash")
    if picked:
        coins = g.cost_of(g.zones.card_of[picked[0]]).coins
        g.trash(p, picked[0])
        for _ in range(coins):
            g.gain(p, "silver")


def _trader1_applies(g: CardAPI, owner: int, luid: int, info: GainInfo) -> bool:
    return g.zones.loc[luid] == g.zones.code(owner, HAND) and info.card != "silver"


def _trader1_run(g: CardAPI, owner: int, luid: int, info: GainInfo) -> None:
    g.reveal(owner, [luid])
    g.gain(owner, "silver", replaceable=False)


def _trader2_applies(g: CardAPI, owner: int, luid: int, info: GainInfo) -> bool:
    return (g.zones.loc[luid] == g.zones.code(owner, HAND) and g.zones.loc[info.uid] == info.zone_code
            and info.card != "silver" and g.in_supply("silver"))


def _trader2_run(g: CardAPI, owner: int, luid: int, info: GainInfo) -> None:
    g.reveal(owner, [luid])
    g.exchange(owner, info.uid, "silver", expect=info.zone_code)


reaction(Reaction("trader", "WouldGain", Zone.HAND, "reveal", True, _trader1_applies, _trader1_run, "silver"), "1e")
reaction(Reaction("trader", "Gained", Zone.HAND, "reveal", True, _trader2_applies, _trader2_run), "2e")


@on_play("develop")
def develop(g: CardAPI, p: int, uid: int) -> None:
    """Trash a card from hand; gain one costing exactly $1 more and one exactly $1 less onto the deck."""
    picked = choose_hand(g, p, "trash", "trash")
    if not picked:
        return
    cost = g.cost_of(g.zones.card_of[picked[0]])
    g.trash(p, picked[0])
    wants = {1: cost.plus(1), -1: cost.plus(-1) if cost.coins > 0 else None}
    while wants:
        targets = {d: c for d, c in wants.items() if c is not None}
        options = [c for c in g.supply_tops() if any(g.cost_of(c) == t for t in targets.values())]
        card = gain_pick_exact(g, p, options)
        if card is None:
            return
        got = g.cost_of(card)
        for d in [d for d, t in targets.items() if t == got][:1]:
            wants.pop(d)
        wants = {d: c for d, c in wants.items() if c is not None}
        g.gain(p, card, to=Zone.DECK)


def gain_pick_exact(g: CardAPI, p: int, options: list[str]) -> str | None:
    """Ask which of ``options`` to gain (None when there are none)."""
    if not options:
        return None
    return g.ask("gain", p, [f"gain:{c}" for c in options])[0][5:]


@on_play("ill-gotten-gains")
def ill_gotten_gains(g: CardAPI, p: int, uid: int) -> None:
    """$1 (counted by the Treasure table); you may gain a Copper to your hand."""
    if g.in_supply("copper") and g.ask("gain-copper", p, ["yes", "no"]) == ["yes"]:
        g.gain(p, "copper", to=Zone.HAND)


@on_gain("ill-gotten-gains")
def ill_gotten_gains_gain(g: CardAPI, p: int, uid: int) -> None:
    """When gained: each other player gains a Curse."""
    each_other_gains(g, p, "curse")


def _brigand_attack(g: CardAPI, p: int) -> None:
    for o in g.attack_targets(p):
        revealed = g.top_cards(o, 2)
        g.reveal(o, revealed)
        aside = g.zones.code(o, SET_ASIDE)
        picks = [u for u in revealed if g.zones.card_of[u] in ("silver", "gold")]
        trashed = choose_from(g, p, picks, "trash", "trash")
        for u in trashed:
            g.trash(p, u, aside)
        any_treasure = any(g.is_type(u, "treasure") for u in revealed)
        for u in revealed:
            if g.zones.loc[u] == aside:
                g.discard_card(o, u, aside)
        if not any_treasure:
            g.gain(o, "copper")
        for u in trashed:
            g.gain(p, g.zones.card_of[u], uid=u)


@on_play("noble-brigand")
def noble_brigand(g: CardAPI, p: int, uid: int) -> None:
    """+$1 and the attack."""
    g.turn.coins += 1
    _brigand_attack(g, p)


@on_buy("noble-brigand")
def noble_brigand_buy(g: CardAPI, p: int, uid: int) -> None:
    """When bought: do the attack (no Attack card is played, so no reactions)."""
    saved = g.attack_immune
    g.attack_immune = set()
    _brigand_attack(g, p)
    g.attack_immune = saved


@on_play("embassy")
def embassy(g: CardAPI, p: int, uid: int) -> None:
    """+5 Cards, discard 3."""
    g.draw(p, 5)
    for u in choose_hand(g, p, "discard", "discard", lo=3, hi=3):
        g.discard_card(p, u)


@on_gain("embassy")
def embassy_gain(g: CardAPI, p: int, uid: int) -> None:
    """When gained: each other player gains a Silver."""
    each_other_gains(g, p, "silver")
