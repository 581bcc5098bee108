"""Cards from the smaller groups: Alchemy, Menagerie, Renaissance, Empires."""

from __future__ import annotations

from generator.engine.api import CardAPI
from generator.engine.effects.common import choose_from, choose_hand, discard_down_to, gain_pick, pick_supply, up_to
from generator.engine.events import TokenChanged
from generator.engine.hooks import (
    TREASURE_COINS,
    game_rule,
    on_gain,
    on_play,
    on_trash,
)
from generator.engine.types import HAND, Phase, Zone


@game_rule("treasurer")
def key_rule(g: CardAPI) -> None:
    """Treasurer brings the Key: its holder gets +$1 at the start of their turns."""
    g.turn_start_rules.append(key_coin)


def key_coin(g: CardAPI, p: int) -> None:
    """The Key: at the start of your turn, +$1."""
    if g.artifacts.get("key") == p:
        g.turn.coins += 1


TREASURE_COINS.update({"rocks": 1})


@on_play("camel-train")
def camel_train(g: CardAPI, p: int, uid: int) -> None:
    """Exile a non-Victory card from the Supply."""
    card = pick_supply(g, p, lambda c: "victory" not in g.defs[c].types, kind="exile", prefix="exile")
    if card is not None:
        top = g.top(g.pile_of(card))
        assert top is not None
        g.exile(p, top)


@on_gain("camel-train")
def camel_train_gain(g: CardAPI, p: int, uid: int) -> None:
    """When gained: Exile a Gold from the Supply."""
    top = g.top("gold")
    if top is not None:
        g.exile(p, top)


@on_play("treasurer")
def treasurer(g: CardAPI, p: int, uid: int) -> None:
    """+$3; trash a Treasure from hand, or gain a Treasure from the trash to hand, or take the Key."""
    g.turn.coins += 3
    mode = g.ask("mode", p, ["treasurer:trash", "treasurer:gain", "treasurer:key"])[0]
    if mode == "treasurer:trash":
        for u in choose_hand(g, p, "trash", "trash", lambda u: g.is_type(u, "treasure")):
            g.trash(p, u)
    elif mode == "treasurer:gain":
        cands = [u for u in g.zones.trash if g.is_type(u, "treasure")]
        for u in choose_from(g, p, cands, "gain", "gain"):
            g.gain(p, g.zones.card_of[u], uid=u, to=Zone.HAND)
    else:
        g.artifacts["key"] = p
        g.emit(TokenChanged(p, "key", "taken"))


@on_play("sculptor")
def sculptor(g: CardAPI, p: int, uid: int) -> None:
    """Gain a card to your hand costing up to $4; if it's a Treasure, +1 Villager."""
    got = gain_pick(g, p, up_to(g, 4), to=Zone.HAND)
    if got is not None and "treasure" in g.defs[g.zones.card_of[got]].types:
        g.players[p].villagers += 1
        g.emit(TokenChanged(p, "villagers", str(g.players[p].villagers)))


@on_play("catapult")
def catapult(g: CardAPI, p: int, uid: int) -> None:
    """+$1; trash a card from hand: $3+ → others gain a Curse; Treasure → others discard down to 3."""
    g.turn.coins += 1
    picked = choose_hand(g, p, "trash", "trash")
    if not picked:
        return
    card = g.zones.card_of[picked[0]]
    g.trash(p, picked[0])
    for o in g.attack_targets(p):
        if g.cost_of(card).coins >= 3:
            g.gain(o, "curse")
        if "treasure" in g.defs[card].types:
            discard_down_to(g, o, 3)


def _rocks_silver(g: CardAPI, p: int, uid: int) -> None:
    to = Zone.DECK if (p == g.turn.player and g.turn.phase is Phase.BUY) else Zone.HAND
    g.gain(p, "silver", to=to)


on_gain("rocks")(_rocks_silver)
on_trash("rocks")(_rocks_silver)


@on_play("villa")
def villa(g: CardAPI, p: int, uid: int) -> None:
    """+2 Actions, +1 Buy, +$1."""
    g.turn.actions += 2
    g.turn.buys += 1
    g.turn.coins += 1


@on_gain("villa")
def villa_gain(g: CardAPI, p: int, uid: int) -> None:
    """When gained: put it into your hand, +1 Action, and in your Buy phase return to the Action phase."""
    if g.owner_of(uid) == p:
        g.try_move(uid, g.zones.loc[uid], g.zones.code(p, HAND))
    if p == g.turn.player:
        g.turn.actions += 1
        if g.turn.phase is Phase.BUY:
            g.turn.back_to_action = True
