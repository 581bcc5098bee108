"""Nocturne: Changeling, Vampire/Bat, Cobbler, Den of Sin, Ghost Town, Guardian, Night Watchman,
Leprechaun, Wish, and the Hexes Locusts and Plague."""

from __future__ import annotations

from typing import TYPE_CHECKING

from generator.engine.cards import GAIN_TO, hex_, on_play
from generator.engine.effects.common import choose_from, choose_hand, gain_pick, up_to
from generator.engine.types import IN_PLAY, SET_ASIDE, Zone

if TYPE_CHECKING:
    from generator.engine.cards import CardFn
    from generator.engine.game import Game

for _c in ("den-of-sin", "ghost-town", "guardian", "night-watchman"):
    GAIN_TO[_c] = Zone.HAND


def duration(g: Game, p: int, uid: int, fn: CardFn) -> None:
    """Keep ``uid`` in play and run ``fn`` at the start of the player's next turn."""
    g.staying.add(uid)

    def at_start(g2: Game, p2: int, u: int) -> None:
        g2.staying.discard(u)
        fn(g2, p2, u)
    g.next_turn[p].append((uid, at_start))


@on_play("changeling")
def changeling(g: Game, p: int, uid: int) -> None:
    """Trash this; gain a copy of a card you have in play."""
    if g.loc[uid] == g.code(p, IN_PLAY):
        g.trash(p, uid, g.code(p, IN_PLAY))
    cards = sorted({g.card_of[u] for u in g.plays[p]} & set(g.supply_tops()))
    if cards:
        card = g.ask("gain", p, [f"gain:{c}" for c in cards])[0][5:]
        g.gain(p, card)


@on_play("vampire")
def vampire(g: Game, p: int, uid: int) -> None:
    """Each other player receives the next Hex; gain a card up to $5 other than Vampire; exchange for a Bat."""
    for o in g.attack_targets(p):
        g.receive_hex(o)
    gain_pick(g, p, lambda c: g.cost_of(c).up_to(5) and c != "vampire")
    g.exchange(p, uid, "bat", expect=g.code(p, IN_PLAY))


@on_play("bat")
def bat(g: Game, p: int, uid: int) -> None:
    """Trash up to 2 cards from hand; if you trashed any, exchange this for a Vampire."""
    picked = choose_hand(g, p, "trash", "trash", None, 0, 2)
    for u in picked:
        g.trash(p, u)
    if picked:
        g.exchange(p, uid, "vampire", expect=g.code(p, IN_PLAY))


def _cobbler_next(g: Game, p: int, uid: int) -> None:
    gain_pick(g, p, up_to(g, 4), to=Zone.HAND)


@on_play("cobbler")
def cobbler(g: Game, p: int, uid: int) -> None:
    """At the start of your next turn, gain a card to your hand costing up to $4."""
    duration(g, p, uid, _cobbler_next)


def _den_next(g: Game, p: int, uid: int) -> None:
    g.draw(p, 2)


@on_play("den-of-sin")
def den_of_sin(g: Game, p: int, uid: int) -> None:
    """At the start of your next turn, +2 Cards (gained to hand)."""
    duration(g, p, uid, _den_next)


def _ghost_next(g: Game, p: int, uid: int) -> None:
    g.draw(p, 1)
    g.actions += 1


@on_play("ghost-town")
def ghost_town(g: Game, p: int, uid: int) -> None:
    """At the start of your next turn, +1 Card and +1 Action (gained to hand)."""
    duration(g, p, uid, _ghost_next)


def _guardian_next(g: Game, p: int, uid: int) -> None:
    g.coins += 1


@on_play("guardian")
def guardian(g: Game, p: int, uid: int) -> None:
    """Until your next turn, other players' Attacks don't affect you; next turn +$1 (gained to hand)."""
    g.guarded[p] = True
    duration(g, p, uid, _guardian_next)


@on_play("night-watchman")
def night_watchman(g: Game, p: int, uid: int) -> None:
    """Look at the top 5 cards; discard any; put the rest back (in the same order)."""
    top = g.top_cards(p, 5)
    aside = g.code(p, SET_ASIDE)
    for u in choose_from(g, p, top, "discard", "discard", 0, len(top)):
        g.discard_card(p, u, aside)
    for u in reversed(top):
        if g.loc[u] == aside:
            g.topdeck(p, u, aside)


@on_play("wish")
def wish(g: Game, p: int, uid: int) -> None:
    """+1 Action; return this to its pile; if you did, gain a card to hand costing up to $6."""
    g.actions += 1
    if g.return_to_pile(p, uid, g.code(p, IN_PLAY)):
        gain_pick(g, p, up_to(g, 6), to=Zone.HAND)


@on_play("leprechaun")
def leprechaun(g: Game, p: int, uid: int) -> None:
    """Gain a Gold; with exactly 7 cards in play gain a Wish, otherwise receive a Hex."""
    g.gain(p, "gold")
    if len(g.plays[p]) == 7:
        g.gain(p, "wish", source="non-supply:wish")
    else:
        g.receive_hex(p)


@hex_("locusts")
def locusts(g: Game, p: int) -> None:
    """Trash your top card; Copper or Estate: gain a Curse; else gain a cheaper card sharing a type."""
    top = g.top_cards(p, 1)
    if not top:
        return
    card = g.card_of[top[0]]
    g.trash(p, top[0], g.code(p, SET_ASIDE))
    if card in ("copper", "estate"):
        g.gain(p, "curse")
        return
    cost, types = g.cost_of(card), g.defs[card].types
    gain_pick(g, p, lambda c: g.cost_of(c).lt(cost) and bool(g.defs[c].types & types))


@hex_("plague")
def plague(g: Game, p: int) -> None:
    """Gain a Curse to your hand."""
    g.gain(p, "curse", to=Zone.HAND)
