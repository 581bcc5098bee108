"""Rising Sun: the Kingdom cards that take or look at Debt (Change, Craftsman, Gold Mine, Imperial Envoy, Litter,
Root Cellar), Rice Broker, and the ten Events, from the card texts and the Rising Sun rulebook's FAQ.

Debt works as in Empires (:meth:`CardAPI.take_debt`, :meth:`CardAPI.pay_debt`): a player with Debt may buy
nothing, and pays it off with $1 per token.  The Prophecies, the Omens and the Shadow cards live in their own
modules.
"""

from __future__ import annotations

from collections.abc import Callable

from generator.engine.api import CardAPI
from generator.engine.effects.common import choose_hand, discard_set_aside, gain_pick, pick_supply, up_to
from generator.engine.hooks import GAIN_TO, can_buy, event, game_rule, on_play
from generator.engine.triggers import Trigger
from generator.engine.types import HAND, SET_ASIDE, ZONE_INDEX, Cost, Phase, Zone


# -- Kingdom cards ---------------------------------------------------------------------------------------------
@on_play("change")
def change(g: CardAPI, p: int, uid: int) -> None:
    """If you have any Debt, +$3; otherwise trash a card from your hand, gain a card costing more $ than it, and take
    Debt equal to the difference in $."""
    state = g.players[p]
    if state.debt and g.turn.coins:
        g.pay_debt(p)  # Debt may be paid off at any time of the turn, so before Change looks at it
    if state.debt:
        g.turn.coins += 3
        return
    picked = choose_hand(g, p, "trash", "trash")
    if not picked:
        return
    trashed = g.cost_of(g.zones.card_of[picked[0]]).coins
    g.trash(p, picked[0])
    card = pick_supply(g, p, lambda c: g.cost_of(c).coins > trashed)
    if card is None:
        return
    gained = g.cost_of(card).coins
    if g.gain(p, card) is not None:
        g.take_debt(p, gained - trashed)


@on_play("craftsman")
def craftsman(g: CardAPI, p: int, uid: int) -> None:
    """+2 Debt; gain a card costing up to $5."""
    g.take_debt(p, 2)
    gain_pick(g, p, up_to(g, 5))


@on_play("gold-mine")
def gold_mine(g: CardAPI, p: int, uid: int) -> None:
    """+1 Card, +1 Action, +1 Buy; you may gain a Gold and take 4 Debt."""
    g.draw(p, 1)
    g.turn.actions += 1
    g.turn.buys += 1
    if g.ask("gold-mine", p, ["gain:gold", "no"]) == ["gain:gold"]:
        g.gain(p, "gold")
        g.take_debt(p, 4)


@on_play("imperial-envoy")
def imperial_envoy(g: CardAPI, p: int, uid: int) -> None:
    """+5 Cards, +1 Buy, +2 Debt."""
    g.draw(p, 5)
    g.turn.buys += 1
    g.take_debt(p, 2)


@on_play("litter")
def litter(g: CardAPI, p: int, uid: int) -> None:
    """+2 Cards, +2 Actions, +1 Debt."""
    g.draw(p, 2)
    g.turn.actions += 2
    g.take_debt(p, 1)


@on_play("rice-broker")
def rice_broker(g: CardAPI, p: int, uid: int) -> None:
    """+1 Action; trash a card from your hand: a Treasure gives +2 Cards, an Action +5 Cards (both: +2 then +5)."""
    g.turn.actions += 1
    picked = choose_hand(g, p, "trash", "trash")
    if not picked:
        return
    types = g.types_of(picked[0])
    g.trash(p, picked[0])
    if "treasure" in types:
        g.draw(p, 2)
    if "action" in types:
        g.draw(p, 5)


@on_play("root-cellar")
def root_cellar(g: CardAPI, p: int, uid: int) -> None:
    """+3 Cards, +1 Action, +3 Debt."""
    g.draw(p, 3)
    g.turn.actions += 1
    g.take_debt(p, 3)


# -- Events ------------------------------------------------------------------------------------------------------
def _actions_in_play(g: CardAPI, p: int) -> list[int]:
    """The Action cards the player has in play (Durations from earlier turns included)."""
    return [u for u in g.zones.plays[p] if g.is_type(u, "action")]


@event("amass")
def amass(g: CardAPI, p: int) -> None:
    """If you have no Action cards in play, gain an Action card costing up to $5."""
    if not _actions_in_play(g, p):
        gain_pick(g, p, lambda c: "action" in g.defs[c].types and g.cost_of(c).up_to(5))


@event("asceticism")
def asceticism(g: CardAPI, p: int) -> None:
    """Pay any amount of $ to trash that many cards from your hand."""
    t = g.turn
    paid = int(g.ask("asceticism", p, [f"pay:{k}" for k in range(t.coins + 1)])[0][4:]) if t.coins else 0
    if not paid:
        return
    t.coins -= paid
    n = min(paid, len(g.zones.hands[p]))
    picked = choose_hand(g, p, "trash", "trash", lo=n, hi=n)
    if picked:
        g.trash_all(p, picked)


CONTINUE = "continue"


@can_buy(CONTINUE)
def continue_once(g: CardAPI, p: int) -> bool:
    """Once per turn."""
    return not g.turn.marks.get(CONTINUE)


@event(CONTINUE)
def continue_(g: CardAPI, p: int) -> None:
    """Once per turn: gain a non-Attack Action card costing up to $4; return to your Action phase and play it;
    +1 Action, +1 Buy."""
    t = g.turn
    t.marks[CONTINUE] = True
    got = gain_pick(g, p, lambda c: "action" in g.defs[c].types and "attack" not in g.defs[c].types
                    and g.cost_of(c).up_to(4))
    t.back_to_action = True
    t.phase = Phase.ACTION
    if got is not None:
        # played from where it was gained to: a card that has moved on since (a Watchtower trashed it, its own
        # when-gain ability moved it) is lost track of and not played
        gained_to = g.zones.code(p, ZONE_INDEX[GAIN_TO.get(g.zones.card_of[got], Zone.DISCARD)])
        if g.zones.loc[got] == gained_to:
            g.play_uid(p, got, gained_to)
    t.actions += 1
    t.buys += 1


@event("credit")
def credit(g: CardAPI, p: int) -> None:
    """Gain an Action or Treasure card costing up to $8; take Debt equal to its cost in $."""
    card = pick_supply(g, p, lambda c: bool({"action", "treasure"} & g.defs[c].types) and g.cost_of(c).up_to(8))
    if card is None:
        return
    cost = g.cost_of(card).coins
    if g.gain(p, card) is not None and cost:
        g.take_debt(p, cost)


FORESIGHT = "foresight"


@event(FORESIGHT)
def foresight(g: CardAPI, p: int) -> None:
    """Reveal cards from your deck until revealing an Action; set it aside and discard the rest; put it into your
    hand at the end of the turn."""
    revealed: list[int] = []
    found: int | None = None
    while found is None:
        top = g.top_cards(p, 1)
        if not top:
            break
        revealed += top
        g.reveal(p, top)
        if g.is_type(top[0], "action"):
            found = top[0]
    discard_set_aside(g, p, [u for u in revealed if u != found])
    if found is None:
        return
    aside, hand = g.zones.code(p, SET_ASIDE), g.zones.code(p, HAND)

    def back() -> None:
        g.try_move(found, aside, hand)
    g.turn.at_turn_end.append(back)


def costs_exactly(g: CardAPI, coins: int) -> Callable[[str], bool]:
    """Predicate: the card costs exactly $coins (no Potion, no Debt)."""
    return lambda c: g.cost_of(c) == Cost(coins)


@event("gather")
def gather(g: CardAPI, p: int) -> None:
    """Gain a card costing exactly $3, a card costing exactly $4 and a card costing exactly $5."""
    for coins in (3, 4, 5):
        gain_pick(g, p, costs_exactly(g, coins))


KINTSUGI = "kintsugi"


@game_rule(KINTSUGI)
def kintsugi_rule(g: CardAPI) -> None:
    """Kintsugi remembers which players have gained a Gold this game."""
    def note(g2: CardAPI, p: int, uid: int, card: str, dst: int) -> Trigger | None:
        if card == "gold":
            g2.players[p].marks[KINTSUGI] = True
        return None
    g.gain_rules.append(note)


@event(KINTSUGI)
def kintsugi(g: CardAPI, p: int) -> None:
    """Trash a card from your hand; if you have gained a Gold this game, gain a card costing up to $2 more than it."""
    picked = choose_hand(g, p, "trash", "trash")
    if not picked:
        return
    cost = g.cost_of(g.zones.card_of[picked[0]])
    g.trash(p, picked[0])
    if g.players[p].marks.get(KINTSUGI):
        gain_pick(g, p, lambda c: g.cost_of(c).le(cost.plus(2)))


@event("practice")
def practice(g: CardAPI, p: int) -> None:
    """You may play an Action card from your hand twice."""
    for u in choose_hand(g, p, "play", "play", lambda u: g.is_type(u, "action"), lo=0):
        g.play_uid(p, u)
        g.resolve(p, u)


@event("receive-tribute")
def receive_tribute(g: CardAPI, p: int) -> None:
    """If you have gained at least 3 cards this turn, gain up to 3 differently named Action cards you have no copies
    of in play."""
    if g.turn.gains < 3:
        return
    z = g.zones
    names = {z.card_of[u] for u in z.plays[p]}
    for _ in range(3):
        card = pick_supply(g, p, lambda c: "action" in g.defs[c].types and c not in names, optional=True)
        if card is None:
            return
        names.add(card)
        g.gain(p, card)


@event("sea-trade")
def sea_trade(g: CardAPI, p: int) -> None:
    """+1 Card per Action card you have in play; trash up to that many cards from your hand."""
    n = len(_actions_in_play(g, p))
    if not n:
        return
    g.draw(p, n)
    picked = choose_hand(g, p, "trash", "trash", lo=0, hi=n)
    if picked:
        g.trash_all(p, picked)
