"""Rising Sun, the Sun tokens and the Prophecy: the Omen cards (each starts with +1 Sun) and the fifteen
Prophecies, whose rules apply to every player once the last Sun token has left the game's Prophecy."""

from __future__ import annotations

from generator.engine.api import CardAPI, CardFn
from generator.engine.effects.allies import choose_modes
from generator.engine.effects.common import (
    choose_hand,
    gain_pick,
    play_set_aside,
    reveal_top_to_hand_if,
    up_to,
)
from generator.engine.hooks import (
    LAST_SUN,
    PLAY,
    RULES,
    SETUP,
    STARTING_TOKENS,
    TYPE_SETUP,
    game_rule,
    on_last_sun,
    on_play,
    setup,
    setup_for_type,
)
from generator.engine.setup import SetupPlan
from generator.engine.triggers import Trigger
from generator.engine.types import DECK, DISCARD, HAND, SET_ASIDE, Cost, Phase, Zone

# -- the Prophecy ----------------------------------------------------------------------------------------


@setup_for_type("omen")
def omen_setup(plan: SetupPlan) -> None:
    """A Kingdom with an Omen uses one Prophecy (however many Omens it has): a random one the engine knows,
    unless the game already has one; the Sun tokens on it follow the player count."""
    prophecies = [c for c in plan.defs.of_kind("prophecy") if c in RULES.fns or c in LAST_SUN.fns]
    if prophecies and not any(c in prophecies for c in plan.landscapes):
        plan.landscapes.append(plan.rng.choice(sorted(prophecies)))


def plus_sun(g: CardAPI, p: int) -> None:
    """+1 Sun: remove a Sun token from the Prophecy (nothing once none is left)."""
    g.remove_sun(p, 1)


# -- Omens -------------------------------------------------------------------------------------------------

@on_play("tea-house")
def tea_house(g: CardAPI, p: int, uid: int) -> None:
    """+1 Sun, +1 Card, +1 Action, +$2."""
    plus_sun(g, p)
    g.draw(p, 1)
    g.turn.actions += 1
    g.turn.coins += 2


@on_play("rustic-village")
def rustic_village(g: CardAPI, p: int, uid: int) -> None:
    """+1 Sun, +1 Card, +2 Actions; you may discard 2 cards for +1 Card."""
    plus_sun(g, p)
    g.draw(p, 1)
    g.turn.actions += 2
    hand = g.zones.hands[p]
    if not hand or g.ask("rustic-village", p, ["discard:2", "no"]) != ["discard:2"]:
        return
    n = min(2, len(hand))
    picked = choose_hand(g, p, "discard", "discard", lo=n, hi=n)
    g.discard_cards(p, picked)
    if len(picked) == 2:
        g.draw(p, 1)


@on_play("poet")
def poet(g: CardAPI, p: int, uid: int) -> None:
    """+1 Sun, +1 Card, +1 Action; reveal the top card of your deck; if it costs $3 or less, put it into your
    hand (else it goes back on top)."""
    plus_sun(g, p)
    g.draw(p, 1)
    g.turn.actions += 1
    reveal_top_to_hand_if(g, p, lambda u: g.cost_of(g.zones.card_of[u]).up_to(3))


@on_play("mountain-shrine")
def mountain_shrine(g: CardAPI, p: int, uid: int) -> None:
    """+1 Sun, +$2; you may trash a card from your hand; then, if any Action card is in the trash, +2 Cards."""
    plus_sun(g, p)
    g.turn.coins += 2
    picked = choose_hand(g, p, "trash", "trash", lo=0)
    if picked:
        g.trash(p, picked[0])
    if any("action" in g.types_of(u) for u in g.zones.trash):
        g.draw(p, 2)


KITSUNE_MODES = ["kitsune:actions", "kitsune:coins", "kitsune:curse", "kitsune:silver"]


@on_play("kitsune")
def kitsune(g: CardAPI, p: int, uid: int) -> None:
    """+1 Sun; choose two different options, done in the order listed: +2 Actions; +$2; each other player gains
    a Curse; gain a Silver."""
    plus_sun(g, p)
    for mode in choose_modes(g, p, uid, KITSUNE_MODES, 2):
        if mode == "kitsune:actions":
            g.turn.actions += 2
        elif mode == "kitsune:coins":
            g.turn.coins += 2
        elif mode == "kitsune:curse":
            for o in g.attack_targets(p):
                g.gain(o, "curse")
        else:
            g.gain(p, "silver")


RIVER_SHRINE = "river-shrine"
"""TurnState.marks key: River Shrine plays waiting for the start of this turn's Clean-up."""
BUY_PHASE_GAIN = "river-shrine:buy-gain"
"""TurnState.marks key: the turn player gained a card in a Buy phase of this turn."""


@on_play("river-shrine")
def river_shrine(g: CardAPI, p: int, uid: int) -> None:
    """+1 Sun; trash up to 2 cards from your hand; at the start of Clean-up, if you gained no card in your Buy
    phase this turn, gain a card costing up to $4."""
    plus_sun(g, p)
    picked = choose_hand(g, p, "trash", "trash", lo=0, hi=2)
    if picked:
        g.trash_all(p, picked)
    if p == g.turn.player:
        g.turn.marks[RIVER_SHRINE] = g.turn.marks.get(RIVER_SHRINE, 0) + 1


@game_rule("river-shrine")
def river_shrine_rule(g: CardAPI) -> None:
    """River Shrine watches the Buy phase's gains, and gains at the start of Clean-up once per play."""
    def watch(g2: CardAPI, gainer: int, uid: int, card: str, code: int) -> Trigger | None:
        if gainer == g2.turn.player and (g2.turn.phase is Phase.BUY or g2.turn.buying is not None):
            g2.turn.marks[BUY_PHASE_GAIN] = True
        return None

    def at_cleanup(g2: CardAPI, p: int) -> None:
        plays = g2.turn.marks.pop(RIVER_SHRINE, 0)
        if g2.turn.marks.get(BUY_PHASE_GAIN):
            return
        for _ in range(plays):
            gain_pick(g2, p, up_to(g2, 4))
    g.gain_rules.append(watch)
    g.cleanup_rules.append(at_cleanup)


# -- Prophecies ----------------------------------------------------------------------------------------------

@game_rule("great-leader")
def great_leader(g: CardAPI) -> None:
    """Great Leader: after each Action card you play, +1 Action."""
    def after(g2: CardAPI, p: int, uid: int, card: str) -> None:
        if g2.is_type(uid, "action") and p == g2.turn.player:
            g2.turn.actions += 1
    g.after_play_rules.append(after)


@game_rule("progress")
def progress(g: CardAPI) -> None:
    """Progress: when you gain a card, put it onto your deck."""
    def gained(g2: CardAPI, gainer: int, uid: int, card: str, code: int) -> Trigger | None:
        deck = g2.zones.code(gainer, DECK)
        if code == deck:
            return None
        return Trigger("rule:progress", False, lambda: g2.zones.loc[uid] == code,
                       lambda: g2.topdeck(gainer, uid, code))
    g.gain_rules.append(gained)


@game_rule("bureaucracy")
def bureaucracy(g: CardAPI) -> None:
    """Bureaucracy: when you gain a card that doesn't cost $0, gain a Copper."""
    def gained(g2: CardAPI, gainer: int, uid: int, card: str, code: int) -> Trigger | None:
        if g2.cost_of(card) == Cost():
            return None
        return Trigger("rule:bureaucracy", False, lambda: True, lambda: _gain_copper(g2, gainer))
    g.gain_rules.append(gained)


def _gain_copper(g: CardAPI, p: int) -> None:
    g.gain(p, "copper")


@game_rule("growth")
def growth(g: CardAPI) -> None:
    """Growth: when you gain a Treasure, gain a cheaper card."""
    def gained(g2: CardAPI, gainer: int, uid: int, card: str, code: int) -> Trigger | None:
        if not g2.is_type(uid, "treasure"):
            return None
        cost = g2.cost_of(card)
        return Trigger("rule:growth", False, lambda: True,
                       lambda: _gain_cheaper(g2, gainer, cost))
    g.gain_rules.append(gained)


def _gain_cheaper(g: CardAPI, p: int, cost: Cost) -> None:
    gain_pick(g, p, lambda c: g.cost_of(c).lt(cost))


def _gain_action_to_hand(g: CardAPI, p: int) -> None:
    gain_pick(g, p, lambda c: "action" in g.defs[c].types, to=Zone.HAND)


@game_rule("kind-emperor")
def kind_emperor(g: CardAPI) -> None:
    """Kind Emperor: at the start of your turn, gain an Action card to your hand."""
    g.turn_start_rules.append(_gain_action_to_hand)


@on_last_sun("kind-emperor")
def kind_emperor_now(g: CardAPI, p: int) -> None:
    """Kind Emperor: the player who removes the last Sun gains an Action card to their hand right then."""
    _gain_action_to_hand(g, p)


@game_rule("sickness")
def sickness(g: CardAPI) -> None:
    """Sickness: at the start of your turn, choose one: gain a Curse onto your deck; or discard 3 cards."""
    def start(g2: CardAPI, p: int) -> None:
        if g2.ask("mode", p, ["sickness:curse", "sickness:discard"]) == ["sickness:curse"]:
            g2.gain(p, "curse", to=Zone.DECK)
            return
        n = min(3, len(g2.zones.hands[p]))
        g2.discard_cards(p, choose_hand(g2, p, "discard", "discard", lo=n, hi=n))
    g.turn_start_rules.append(start)


@game_rule("panic")
def panic(g: CardAPI) -> None:
    """Panic: when you play a Treasure, +2 Buys; when you discard one from play, return it to its pile."""
    def played(g2: CardAPI, p: int, uid: int, card: str) -> None:
        if g2.is_type(uid, "treasure") and p == g2.turn.player:
            g2.turn.buys += 2

    def discarded(g2: CardAPI, p: int, uid: int) -> None:
        dcode = g2.zones.code(p, DISCARD)
        if g2.zones.loc[uid] == dcode and g2.is_type(uid, "treasure"):
            g2.return_to_pile(p, uid, dcode)
    g.play_rules.append(played)
    g.discard_from_play_rules.append(discarded)


GOOD_HARVEST = "good-harvest"
"""TurnState.marks key: the names of the Treasures played this turn, per player."""


@game_rule("good-harvest")
def good_harvest(g: CardAPI) -> None:
    """Good Harvest: the first time you play each differently named Treasure each turn, first +1 Buy and +$1."""
    def played(g2: CardAPI, p: int, uid: int, card: str) -> None:
        if not g2.is_type(uid, "treasure") or p != g2.turn.player:
            return
        seen: set[str] = g2.turn.marks.setdefault(GOOD_HARVEST, set())
        if card in seen:
            return
        seen.add(card)
        g2.turn.buys += 1
        g2.turn.coins += 1
    g.play_rules.append(played)


@game_rule("approaching-army")
def approaching_army(g: CardAPI) -> None:
    """Approaching Army: after you play an Attack card, +$1."""
    def after(g2: CardAPI, p: int, uid: int, card: str) -> None:
        if g2.is_type(uid, "attack") and p == g2.turn.player:
            g2.turn.coins += 1
    g.after_play_rules.append(after)


@setup("approaching-army")
def approaching_army_setup(plan: SetupPlan) -> None:
    """Approaching Army's set-up (done even if it never becomes active): add an Attack Kingdom pile to the
    Supply, on top of the usual ten, whether or not they already have an Attack."""
    attacks = plan.unused_kingdom_cards(lambda d: "attack" in d.types)
    if attacks:
        plan.add_kingdom(plan.rng.choice(attacks))


BIDING_TIME = "biding-time"
"""PlayerState.marks key: the cards Biding Time set aside from that player's hand, for their next turn."""


@game_rule("biding-time")
def biding_time(g: CardAPI) -> None:
    """Biding Time: at the start of your Clean-up, set aside your hand face down; at the start of your next turn,
    put those cards into your hand."""
    def aside(g2: CardAPI, p: int) -> None:
        hand = list(g2.zones.hands[p])
        for u in hand:
            g2.set_aside(p, u, "biding-time")
        if hand:
            g2.players[p].marks.setdefault(BIDING_TIME, []).extend(hand)

    def back(g2: CardAPI, p: int) -> None:
        kept = g2.players[p].marks.pop(BIDING_TIME, [])
        zone, hand = g2.zones.code(p, SET_ASIDE), g2.zones.code(p, HAND)
        for u in kept:
            g2.try_move(u, zone, hand)
    g.cleanup_rules.append(aside)
    g.turn_start_rules.append(back)


RAPID_EXPANSION = "rapid-expansion"
"""PlayerState.marks key: the cards Rapid Expansion set aside for that player, to play at their next turn."""


@game_rule("rapid-expansion")
def rapid_expansion(g: CardAPI) -> None:
    """Rapid Expansion: when you gain an Action or Treasure, set it aside, and play it at the start of your next
    turn."""
    def gained(g2: CardAPI, gainer: int, uid: int, card: str, code: int) -> Trigger | None:
        if not (g2.is_type(uid, "action") or g2.is_type(uid, "treasure")):
            return None

        def run() -> None:
            g2.set_aside(gainer, uid, "rapid-expansion")
            g2.players[gainer].marks.setdefault(RAPID_EXPANSION, []).append(uid)
        return Trigger("rule:rapid-expansion", False, lambda: g2.zones.loc[uid] == code, run)

    def play_them(g2: CardAPI, p: int) -> None:
        play_set_aside(g2, p, g2.players[p].marks.pop(RAPID_EXPANSION, []))
    g.gain_rules.append(gained)
    g.turn_start_rules.append(play_them)


@game_rule("harsh-winter")
def harsh_winter(g: CardAPI) -> None:
    """Harsh Winter: when you gain a card on your turn, if there's Debt on its pile, take it; otherwise put 2 Debt
    on its pile."""
    def gained(g2: CardAPI, gainer: int, uid: int, card: str, code: int) -> Trigger | None:
        pile = g2.zones.home[uid]
        if gainer != g2.turn.player or pile not in g2.zones.piles:
            return None

        def run() -> None:
            tokens = g2.supply_tokens.setdefault(pile, {})
            debt = tokens.pop("debt", 0)
            if debt:
                g2.take_debt(gainer, debt)
            else:
                tokens["debt"] = 2
        return Trigger("rule:harsh-winter", False, lambda: True, run)
    g.gain_rules.append(gained)


@game_rule("enlightenment")
def enlightenment(g: CardAPI) -> None:
    """Enlightenment: Treasures are also Actions; when you play a Treasure in an Action phase, instead of following
    its instructions, +1 Card and +1 Action."""
    def also_action(g2: CardAPI, uid: int, types: frozenset[str]) -> frozenset[str]:
        return types | {"action"} if "treasure" in types and "action" not in types else types

    def instead(g2: CardAPI, p: int, uid: int, card: str) -> CardFn | None:
        if g2.turn.phase is not Phase.ACTION or not g2.is_type(uid, "treasure"):
            return None
        return _card_and_action
    g.type_changes.append(also_action)
    g.play_instead.append(instead)


def _card_and_action(g: CardAPI, p: int, uid: int) -> None:
    """+1 Card, +1 Action (a Treasure played in an Action phase under Enlightenment)."""
    g.draw(p, 1)
    g.turn.actions += 1


@game_rule("flourishing-trade")
def flourishing_trade(g: CardAPI) -> None:
    """Flourishing Trade: cards cost $1 less; you may use Action plays as Buys."""
    g.lasting_cost_changes.append((None, -1))
    g.actions_as_buys = True


@on_last_sun("divine-wind")
def divine_wind(g: CardAPI, p: int) -> None:
    """Divine Wind: when the last Sun is removed, remove all Kingdom card piles from the Supply, and set out 10 new
    random ones (among the Kingdom cards the engine knows that need no set-up of their own)."""
    for pile in [k for k in g.kingdom if k in g.zones.supply_piles]:
        g.withdraw_pile(pile)
    seen = set(g.zones.card_of)
    pool = sorted(c for c, d in g.defs.items()
                  if d.supply == "kingdom" and d.kind == "card" and d.pile is None and c in PLAY.fns
                  and c not in seen and c not in SETUP.fns and c not in STARTING_TOKENS
                  and not d.types & TYPE_SETUP.keys()
                  and not d.cost.potion)
    for card in g.rng.sample(pool, min(10, len(pool))):
        g.add_kingdom_pile(card)
