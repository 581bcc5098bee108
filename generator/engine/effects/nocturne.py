"""Nocturne: Changeling, Vampire/Bat, Cobbler, Den of Sin, Ghost Town, Guardian, Night Watchman,
Leprechaun, Wish, and the Hexes Locusts and Plague."""

from __future__ import annotations

from generator.engine.api import CardAPI
from generator.engine.effects.common import choose_from, choose_hand, gain_pick, up_to
from generator.engine.hooks import GAIN_TO, game_rule, hex_, non_supply_pile, on_play, setup, setup_for_type
from generator.engine.setup import SetupPlan
from generator.engine.triggers import Trigger
from generator.engine.types import IN_PLAY, SET_ASIDE, Zone

for _c in ("den-of-sin", "ghost-town", "guardian", "night-watchman"):
    GAIN_TO[_c] = Zone.HAND


non_supply_pile("wish", 12)
non_supply_pile("bat", 10)


@setup("leprechaun")
def leprechaun_setup(plan: SetupPlan) -> None:
    """Leprechaun brings the Wish pile (not in the Supply)."""
    plan.add_non_supply("wish")


@setup("vampire")
def vampire_setup(plan: SetupPlan) -> None:
    """Vampire brings the Bat pile (not in the Supply)."""
    plan.add_non_supply("bat")


@setup_for_type("doom")
def hexes_setup(plan: SetupPlan) -> None:
    """A Doom card in the Kingdom brings the Hexes, shuffled into a deck."""
    hexes = plan.defs.of_kind("hex")
    plan.rng.shuffle(hexes)
    plan.hexes = hexes


def _changeling_exchange(g: CardAPI, gainer: int, uid: int, card: str, dst: int) -> Trigger | None:
    """In games using Changeling: when you gain a card costing $3 or more, you may exchange it for one."""
    if card == "changeling":
        return None

    def still() -> bool:
        return g.zones.loc[uid] == dst and g.cost_of(card).coins >= 3 and g.in_supply("changeling")

    def run() -> None:
        g.exchange(gainer, uid, "changeling", expect=dst)
    return Trigger("exchange:changeling", True, still, run)


@game_rule("changeling")
def changeling_rule(g: CardAPI) -> None:
    """With Changeling in the Supply, gaining a card costing $3+ offers the exchange."""
    g.gain_rules.append(_changeling_exchange)


@on_play("changeling")
def changeling(g: CardAPI, p: int, uid: int) -> None:
    """Trash this; gain a copy of a card you have in play."""
    if g.zones.loc[uid] == g.zones.code(p, IN_PLAY):
        g.trash(p, uid, g.zones.code(p, IN_PLAY))
    cards = sorted({g.zones.card_of[u] for u in g.zones.plays[p]} & set(g.supply_tops()))
    if cards:
        card = g.ask("gain", p, [f"gain:{c}" for c in cards])[0][5:]
        g.gain(p, card)


@on_play("vampire")
def vampire(g: CardAPI, p: int, uid: int) -> None:
    """Each other player receives the next Hex; gain a card up to $5 other than Vampire; exchange for a Bat."""
    for o in g.attack_targets(p):
        g.receive_hex(o)
    gain_pick(g, p, lambda c: g.cost_of(c).up_to(5) and c != "vampire")
    g.exchange(p, uid, "bat", expect=g.zones.code(p, IN_PLAY))


@on_play("bat")
def bat(g: CardAPI, p: int, uid: int) -> None:
    """Trash up to 2 cards from hand; if you trashed any, exchange this for a Vampire."""
    picked = choose_hand(g, p, "trash", "trash", None, 0, 2)
    for u in picked:
        g.trash(p, u)
    if picked:
        g.exchange(p, uid, "vampire", expect=g.zones.code(p, IN_PLAY))


def _cobbler_next(g: CardAPI, p: int, uid: int) -> None:
    gain_pick(g, p, up_to(g, 4), to=Zone.HAND)


@on_play("cobbler")
def cobbler(g: CardAPI, p: int, uid: int) -> None:
    """At the start of your next turn, gain a card to your hand costing up to $4."""
    g.at_next_turn(p, uid, _cobbler_next)


def _den_next(g: CardAPI, p: int, uid: int) -> None:
    g.draw(p, 2)


@on_play("den-of-sin")
def den_of_sin(g: CardAPI, p: int, uid: int) -> None:
    """At the start of your next turn, +2 Cards (gained to hand)."""
    g.at_next_turn(p, uid, _den_next)


def _ghost_next(g: CardAPI, p: int, uid: int) -> None:
    g.draw(p, 1)
    g.turn.actions += 1


@on_play("ghost-town")
def ghost_town(g: CardAPI, p: int, uid: int) -> None:
    """At the start of your next turn, +1 Card and +1 Action (gained to hand)."""
    g.at_next_turn(p, uid, _ghost_next)


def _guardian_next(g: CardAPI, p: int, uid: int) -> None:
    g.players[p].shields -= 1
    g.turn.coins += 1


@on_play("guardian")
def guardian(g: CardAPI, p: int, uid: int) -> None:
    """Until your next turn, other players' Attacks don't affect you; next turn +$1 (gained to hand)."""
    g.players[p].shields += 1
    g.at_next_turn(p, uid, _guardian_next)


@on_play("night-watchman")
def night_watchman(g: CardAPI, p: int, uid: int) -> None:
    """Look at the top 5 cards; discard any; put the rest back (in the same order)."""
    top = g.top_cards(p, 5)
    aside = g.zones.code(p, SET_ASIDE)
    for u in choose_from(g, p, top, "discard", "discard", 0, len(top)):
        g.discard_card(p, u, aside)
    for u in reversed(top):
        if g.zones.loc[u] == aside:
            g.topdeck(p, u, aside)


@on_play("wish")
def wish(g: CardAPI, p: int, uid: int) -> None:
    """+1 Action; return this to its pile; if you did, gain a card to hand costing up to $6."""
    g.turn.actions += 1
    if g.return_to_pile(p, uid, g.zones.code(p, IN_PLAY)):
        gain_pick(g, p, up_to(g, 6), to=Zone.HAND)


@on_play("leprechaun")
def leprechaun(g: CardAPI, p: int, uid: int) -> None:
    """Gain a Gold; with exactly 7 cards in play gain a Wish, otherwise receive a Hex."""
    g.gain(p, "gold")
    if len(g.zones.plays[p]) == 7:
        g.gain(p, "wish", source="non-supply:wish")
    else:
        g.receive_hex(p)


@hex_("locusts")
def locusts(g: CardAPI, p: int) -> None:
    """Trash your top card; Copper or Estate: gain a Curse; else gain a cheaper card sharing a type."""
    top = g.top_cards(p, 1)
    if not top:
        return
    card = g.zones.card_of[top[0]]
    g.trash(p, top[0], g.zones.code(p, SET_ASIDE))
    if card in ("copper", "estate"):
        g.gain(p, "curse")
        return
    cost, types = g.cost_of(card), g.defs[card].types
    gain_pick(g, p, lambda c: g.cost_of(c).lt(cost) and bool(g.defs[c].types & types))


@hex_("plague")
def plague(g: CardAPI, p: int) -> None:
    """Gain a Curse to your hand."""
    g.gain(p, "curse", to=Zone.HAND)
