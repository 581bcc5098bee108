"""Menagerie: the Horse pile, the Exile mat's cards, the Kingdom cards, its Events and its Ways.

The Exile mat itself is core (:meth:`Game.exile`, and the optional discard of exiled copies when a copy
is gained).  Horses are a non-Supply pile of 30 that the cards gaining them bring into the game; a
Horse returns to it when played.  A Way is a game rule (:attr:`Game.play_instead`): whenever a player
plays an Action card, they may follow one Way in the game instead of the card's own instructions.
"""

from __future__ import annotations

from collections.abc import Callable

from generator.engine import hooks as reg
from generator.engine.api import CardAPI, CardFn
from generator.engine.effects.common import (
    choose_from,
    choose_hand,
    count_this_turn,
    discard_set_aside,
    gain_pick,
    name_a_card,
    pick_supply,
    play_times,
)
from generator.engine.events import Moved
from generator.engine.hooks import (
    TREASURE_COINS,
    GainInfo,
    Reaction,
    can_buy,
    cost_rule,
    event,
    game_rule,
    non_supply_pile,
    on_discard,
    on_gain,
    on_play,
    pay_instead,
    reaction,
    setup,
)
from generator.engine.setup import SetupPlan
from generator.engine.triggers import Trigger
from generator.engine.types import DECK, DISCARD, EXILE, HAND, IN_PLAY, SET_ASIDE, Cost, Phase, Zone

HORSE = "horse"
HORSE_SOURCE = "non-supply:horse"
non_supply_pile(HORSE, 30)


def _brings_horses(card: str) -> None:
    def bring(plan: SetupPlan) -> None:
        plan.add_non_supply(HORSE)
    bring.__doc__ = f"{card} brings the Horse pile (30 Horses, not in the Supply)."
    setup(card)(bring)


for _card in ("sleigh", "supplies", "cavalry", "groom", "hostelry", "livery", "paddock", "scrap", "bargain",
              "demand", "ride", "stampede"):
    _brings_horses(_card)


# -- shared helpers ----------------------------------------------------------------------------------
def gain_horses(g: CardAPI, p: int, n: int = 1, to: Zone | None = None) -> int:
    """Gain ``n`` Horses from their pile (fewer when it runs out); return how many were gained."""
    got = 0
    for _ in range(n):
        if g.gain(p, HORSE, source=HORSE_SOURCE, to=to) is None:
            break
        got += 1
    return got


def exile_from_supply(g: CardAPI, p: int, card: str) -> bool:
    """Exile the top card of ``card``'s Supply pile, if it is that card; False when there is none."""
    top = g.supply_top(card)
    if top is None:
        return False
    g.exile(p, top)
    return True


def has_exiled(g: CardAPI, p: int, card: str) -> bool:
    """The player has a copy of ``card`` on their Exile mat."""
    co = g.zones.card_of
    return any(co[u] == card for u in g.zones.of(p, EXILE))


def empty_supply_piles(g: CardAPI) -> int:
    """How many Supply piles are empty now (non-Supply piles such as Horses never count)."""
    return sum(1 for lst in g.zones.supply_lists if not lst)


def in_play(g: CardAPI, p: int, uid: int) -> bool:
    """The card is in the player's play area."""
    return g.zones.loc[uid] == g.zones.code(p, IN_PLAY)


def cost_plus(g: CardAPI, card: str, coins: int) -> Callable[[str], bool]:
    """Predicate: costs up to ``coins`` more than ``card`` (no more potions or debt than it)."""
    limit = g.cost_of(card).plus(coins)
    return lambda c: g.cost_of(c).le(limit)


def yes(g: CardAPI, p: int, kind: str) -> bool:
    """Ask a yes/no question."""
    return g.ask(kind, p, ["yes", "no"]) == ["yes"]


def play_from_hand(g: CardAPI, p: int, uid: int) -> None:
    """Play a card from the hand without using an Action (a Reaction played on a gain)."""
    g.play_uid(p, uid, g.zones.code(p, HAND))


def _in_hand(g: CardAPI, owner: int, luid: int) -> bool:
    return g.zones.loc[luid] == g.zones.code(owner, HAND)


def _play_reaction(g: CardAPI, owner: int, luid: int, info: object) -> None:
    play_from_hand(g, owner, luid)


# -- Horse ---------------------------------------------------------------------------------------------
@on_play(HORSE)
def horse(g: CardAPI, p: int, uid: int) -> None:
    """+2 Cards, +1 Action; return this to its pile (only once, and only from play)."""
    g.draw(p, 2)
    g.turn.actions += 1
    if in_play(g, p, uid):
        g.return_to_pile(p, uid, g.zones.code(p, IN_PLAY))


# -- Kingdom cards -------------------------------------------------------------------------------------
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
    exile_from_supply(g, p, "gold")


TREASURE_COINS.update({"supplies": 1, "stockpile": 3})


@on_play("supplies")
def supplies(g: CardAPI, p: int, uid: int) -> None:
    """$1; when you play this, gain a Horse onto your deck."""
    gain_horses(g, p, 1, Zone.DECK)


@on_play("stockpile")
def stockpile(g: CardAPI, p: int, uid: int) -> None:
    """$3, +1 Buy; when you play this, Exile it (only from play: a second play cannot Exile it again)."""
    g.turn.buys += 1
    if in_play(g, p, uid):
        g.exile(p, uid)


@on_play("sleigh")
def sleigh(g: CardAPI, p: int, uid: int) -> None:
    """Gain 2 Horses."""
    gain_horses(g, p, 2)


def _sleigh_applies(g: CardAPI, owner: int, luid: int, info: GainInfo) -> bool:
    return _in_hand(g, owner, luid) and g.zones.loc[info.uid] == info.zone_code


def _sleigh_run(g: CardAPI, owner: int, luid: int, info: GainInfo) -> None:
    g.discard_card(owner, luid, reason="sleigh")
    where = g.zones.loc[info.uid]
    if where != info.zone_code:
        return
    ans = g.ask("sleigh", owner, ["sleigh:hand", "sleigh:deck"], card=info.card)[0]
    if ans == "sleigh:deck":
        if where != g.zones.code(owner, DECK):
            g.topdeck(owner, info.uid, where)
    elif where != g.zones.code(owner, HAND):
        dst = g.zones.code(owner, HAND)
        g.move(info.uid, where, dst)
        if g.log:
            g.emit(Moved(owner, info.card, info.uid, g.zones.kind[where].value, "hand", "sleigh"))


reaction(Reaction("sleigh", "Gained", Zone.HAND, "discard", True, _sleigh_applies, _sleigh_run))


@on_play("paddock")
def paddock(g: CardAPI, p: int, uid: int) -> None:
    """+$2, gain 2 Horses, +1 Action per empty Supply pile."""
    g.turn.coins += 2
    gain_horses(g, p, 2)
    g.turn.actions += empty_supply_piles(g)


@on_play("cavalry")
def cavalry(g: CardAPI, p: int, uid: int) -> None:
    """Gain 2 Horses."""
    gain_horses(g, p, 2)


@on_gain("cavalry")
def cavalry_gain(g: CardAPI, p: int, uid: int) -> None:
    """When gained: +2 Cards, +1 Buy, and in your Buy phase return to your Action phase."""
    g.draw(p, 2)
    if p == g.turn.player:
        g.turn.buys += 1
        if g.turn.phase is Phase.BUY:
            g.turn.back_to_action = True


@on_play("groom")
def groom(g: CardAPI, p: int, uid: int) -> None:
    """Gain a card costing up to $4; Action: gain a Horse; Treasure: gain a Silver; Victory: +1 Card, +1 Action."""
    got = gain_pick(g, p, lambda c: g.cost_of(c).up_to(4))
    if got is None:
        return
    types = g.types_of(got)
    if "action" in types:
        gain_horses(g, p, 1)
    if "treasure" in types:
        g.gain(p, "silver")
    if "victory" in types:
        g.draw(p, 1)
        g.turn.actions += 1


@on_play("hunting-lodge")
def hunting_lodge(g: CardAPI, p: int, uid: int) -> None:
    """+1 Card, +2 Actions; you may discard your hand for +5 Cards."""
    g.draw(p, 1)
    g.turn.actions += 2
    if yes(g, p, "discard-hand"):
        g.discard_cards(p, list(g.zones.hands[p]))
        g.draw(p, 5)


@on_play("sanctuary")
def sanctuary(g: CardAPI, p: int, uid: int) -> None:
    """+1 Card, +1 Action, +1 Buy; you may Exile a card from your hand."""
    g.draw(p, 1)
    g.turn.actions += 1
    g.turn.buys += 1
    for u in choose_hand(g, p, "exile", "exile", lo=0):
        g.exile(p, u)


@on_play("bounty-hunter")
def bounty_hunter(g: CardAPI, p: int, uid: int) -> None:
    """+1 Action; Exile a card from your hand; if you had no copy of it in Exile, +$3."""
    g.turn.actions += 1
    picked = choose_hand(g, p, "exile", "exile")
    if not picked:
        return
    card = g.zones.card_of[picked[0]]
    had = has_exiled(g, p, card)
    g.exile(p, picked[0])
    if not had:
        g.turn.coins += 3


@on_play("displace")
def displace(g: CardAPI, p: int, uid: int) -> None:
    """Exile a card from your hand; gain a differently named card costing up to $2 more than it."""
    picked = choose_hand(g, p, "exile", "exile")
    if not picked:
        return
    card = g.zones.card_of[picked[0]]
    fits = cost_plus(g, card, 2)
    g.exile(p, picked[0])
    gain_pick(g, p, lambda c: c != card and fits(c))


SCRAP_BONUSES = ("card", "action", "buy", "coin", "silver", "horse")
"""Scrap's bonuses, in the order they are done."""


@on_play("scrap")
def scrap(g: CardAPI, p: int, uid: int) -> None:
    """Trash a card from hand; choose a different bonus per $1 it costs; do them in the listed order."""
    picked = choose_hand(g, p, "trash", "trash")
    if not picked:
        return
    card = g.zones.card_of[picked[0]]
    n = min(g.cost_of(card).coins, len(SCRAP_BONUSES))
    g.trash(p, picked[0])
    if n < 1:
        return
    chosen = set(g.ask("scrap", p, [f"scrap:{b}" for b in SCRAP_BONUSES], n, n))
    t = g.turn
    for b in SCRAP_BONUSES:
        if f"scrap:{b}" not in chosen:
            continue
        if b == "card":
            g.draw(p, 1)
        elif b == "action":
            t.actions += 1
        elif b == "buy":
            t.buys += 1
        elif b == "coin":
            t.coins += 1
        elif b == "silver":
            g.gain(p, "silver")
        else:
            gain_horses(g, p, 1)


def _now_or_next(card: str, bonus: CardFn) -> CardFn:
    """A card that gives ``bonus`` either now or at the start of your next turn (a Duration then)."""
    def play(g: CardAPI, p: int, uid: int) -> None:
        if g.ask(card, p, [f"{card}:now", f"{card}:next"])[0] == f"{card}:now":
            bonus(g, p, uid)
        else:
            g.at_next_turn(p, uid, bonus)
    return play


def _barge_bonus(g: CardAPI, p: int, uid: int) -> None:
    """+3 Cards and +1 Buy."""
    g.draw(p, 3)
    g.turn.buys += 1


def _village_green_bonus(g: CardAPI, p: int, uid: int) -> None:
    """+1 Card and +2 Actions."""
    g.draw(p, 1)
    g.turn.actions += 2


on_play("barge")(_now_or_next("barge", _barge_bonus))
on_play("village-green")(_now_or_next("village-green", _village_green_bonus))


@on_discard("village-green")
def village_green_discarded(g: CardAPI, p: int, uid: int) -> None:
    """When you discard this other than during Clean-up, you may reveal it to play it."""
    dcode = g.zones.code(p, DISCARD)
    if g.zones.loc[uid] == dcode and yes(g, p, "village-green"):
        g.reveal(p, [uid])
        g.play_uid(p, uid, dcode)


@on_play("coven")
def coven(g: CardAPI, p: int, uid: int) -> None:
    """+1 Action, +$2; each other player Exiles a Curse from the Supply, or else discards their Exiled Curses."""
    g.turn.actions += 1
    g.turn.coins += 2
    for o in g.attack_targets(p):
        if not exile_from_supply(g, o, "curse"):
            g.discard_exiled(o, "curse")


@on_play("cardinal")
def cardinal(g: CardAPI, p: int, uid: int) -> None:
    """+$2; each other player reveals their top 2 cards, Exiles one costing $3 to $6, discards the rest."""
    g.turn.coins += 2
    for o in g.attack_targets(p):
        shown = g.top_cards(o, 2)
        g.reveal(o, shown)
        fits = [u for u in shown if 3 <= g.cost_of(g.zones.card_of[u]).coins <= 6
                and not g.cost_of(g.zones.card_of[u]).potion and not g.cost_of(g.zones.card_of[u]).debt]
        for u in choose_from(g, o, fits, "exile", "exile"):
            g.exile(o, u)
        discard_set_aside(g, o, shown)


@on_play("fisherman")
def fisherman(g: CardAPI, p: int, uid: int) -> None:
    """+1 Card, +1 Action, +$1."""
    g.draw(p, 1)
    g.turn.actions += 1
    g.turn.coins += 1


@cost_rule("fisherman")
def fisherman_cost(g: CardAPI, base: Cost) -> Cost:
    """During your turns, if your discard pile is empty, this costs $3 less."""
    return base if g.zones.discards[g.turn.player] else base.plus(-3)


@on_play("destrier")
def destrier(g: CardAPI, p: int, uid: int) -> None:
    """+2 Cards, +1 Action."""
    g.draw(p, 2)
    g.turn.actions += 1


@cost_rule("destrier")
def destrier_cost(g: CardAPI, base: Cost) -> Cost:
    """During your turns, this costs $1 less per card you've gained this turn."""
    return base.plus(-g.turn.gains) if g.turn.gains else base


@on_play("wayfarer")
def wayfarer(g: CardAPI, p: int, uid: int) -> None:
    """+3 Cards; you may gain a Silver."""
    g.draw(p, 3)
    if g.in_supply("silver") and yes(g, p, "gain-silver"):
        g.gain(p, "silver")


WAYFARER_LAST = "wayfarer:last"
"""Turn mark: the last card other than a Wayfarer gained this turn (by anyone)."""


@game_rule("wayfarer")
def wayfarer_rule(g: CardAPI) -> None:
    """Wayfarer in the game: remember the last other card gained this turn."""
    def remember(game: CardAPI, gainer: int, uid: int, card: str, code: int) -> Trigger | None:
        if card != "wayfarer":
            game.turn.marks[WAYFARER_LAST] = card
        return None
    g.gain_rules.append(remember)


@cost_rule("wayfarer")
def wayfarer_cost(g: CardAPI, base: Cost) -> Cost:
    """This has the same cost as the last other card gained this turn, if any (cost changes count once)."""
    last = g.turn.marks.get(WAYFARER_LAST)
    if last is None:
        return base
    theirs = g.cost_of(last)
    own = g.cost_change("wayfarer")  # what Game.cost_of adds to Wayfarer's cost again
    return Cost(max(0, theirs.coins - own), theirs.potion, theirs.debt)


KILN = "kiln"


@on_play(KILN)
def kiln(g: CardAPI, p: int, uid: int) -> None:
    """+$2; the next time you play a card this turn, you may first gain a copy of it."""
    g.turn.coins += 2
    count_this_turn(g, KILN)


@game_rule(KILN)
def kiln_rule(g: CardAPI) -> None:
    """Kiln in the game: a card played after a Kiln may first be copied, once per Kiln play waiting."""
    def copy(game: CardAPI, player: int, uid: int, card: str) -> None:
        waiting = game.turn.marks.pop(KILN, 0) if player == game.turn.player else 0
        for _ in range(waiting):
            if game.in_supply(card) and yes(game, player, "kiln"):
                game.gain(player, card)
    g.play_rules.append(copy)


LIVERY = "livery"


@on_play(LIVERY)
def livery(g: CardAPI, p: int, uid: int) -> None:
    """+$3; this turn, when you gain a card costing $4 or more, gain a Horse (per Livery played)."""
    g.turn.coins += 3
    count_this_turn(g, LIVERY)


@game_rule(LIVERY)
def livery_rule(g: CardAPI) -> None:
    """Livery in the game: the turn player's gains costing $4 or more bring Horses while Liveries were played."""
    def horses(game: CardAPI, gainer: int, uid: int, card: str, code: int) -> Trigger | None:
        n = game.turn.marks.get(LIVERY, 0)
        if not n or gainer != game.turn.player or game.cost_of(card).coins < 4:
            return None
        return Trigger("livery:horse", False, lambda: True, lambda: _livery_horses(game, gainer, n))
    g.gain_rules.append(horses)


def _livery_horses(g: CardAPI, p: int, n: int) -> None:
    gain_horses(g, p, n)


@on_play("hostelry")
def hostelry(g: CardAPI, p: int, uid: int) -> None:
    """+1 Card, +2 Actions."""
    g.draw(p, 1)
    g.turn.actions += 2


@on_gain("hostelry")
def hostelry_gain(g: CardAPI, p: int, uid: int) -> None:
    """When gained: you may discard any number of Treasures, revealed, to gain that many Horses."""
    hand = g.zones.hands[p]
    treasures = [u for u in hand if g.is_type(u, "treasure")]
    picked = choose_from(g, p, treasures, "discard", "discard", 0, len(treasures))
    if picked:
        g.reveal(p, picked)
        g.discard_cards(p, picked, reason="hostelry")
        gain_horses(g, p, len(picked))


@on_play("mastermind")
def mastermind(g: CardAPI, p: int, uid: int) -> None:
    """At the start of your next turn, you may play an Action card from your hand three times."""
    g.at_next_turn(p, uid, _mastermind_next)


def _mastermind_next(g: CardAPI, p: int, uid: int) -> None:
    for target in choose_hand(g, p, "play", "play", lambda u: g.is_type(u, "action"), lo=0):
        play_times(g, p, uid, target, 3)


@on_play("black-cat")
def black_cat(g: CardAPI, p: int, uid: int) -> None:
    """+2 Cards; if it isn't your turn, each other player gains a Curse (from the turn player on)."""
    g.draw(p, 2)
    if p != g.turn.player:
        hit = set(g.attack_targets(p))
        for o in g.turn_order(g.turn.player):
            if o in hit:
                g.gain(o, "curse")


def _victory_gained(g: CardAPI, owner: int, luid: int, info: GainInfo) -> bool:
    return _in_hand(g, owner, luid) and "victory" in g.types_of(info.uid)


reaction(Reaction("black-cat", "OtherGained", Zone.HAND, "play", True, _victory_gained, _play_reaction))


@on_play("sheepdog")
def sheepdog(g: CardAPI, p: int, uid: int) -> None:
    """+2 Cards."""
    g.draw(p, 2)


reaction(Reaction("sheepdog", "Gained", Zone.HAND, "play", True,
                  lambda g, owner, luid, info: _in_hand(g, owner, luid), _play_reaction))


@on_play("falconer")
def falconer(g: CardAPI, p: int, uid: int) -> None:
    """Gain a card to your hand costing less than this."""
    limit = g.cost_of("falconer")
    gain_pick(g, p, lambda c: g.cost_of(c).lt(limit), to=Zone.HAND)


def _two_types(g: CardAPI, owner: int, luid: int, info: GainInfo) -> bool:
    return _in_hand(g, owner, luid) and len(g.types_of(info.uid)) >= 2


for _event in ("Gained", "OtherGained"):
    reaction(Reaction("falconer", _event, Zone.HAND, "play", True, _two_types, _play_reaction))


GATEKEEPER = "gatekeeper"


@on_play(GATEKEEPER)
def gatekeeper(g: CardAPI, p: int, uid: int) -> None:
    """At the start of your next turn +$3; until then, others Exile the Actions and Treasures they gain that they
    have no Exiled copy of."""
    targets = g.attack_targets(p)
    for o in targets:
        marks = g.players[o].marks.setdefault(GATEKEEPER, set())
        marks.add(uid)

    def next_turn(game: CardAPI, player: int, u: int) -> None:
        game.turn.coins += 3
        for o in targets:
            game.players[o].marks.get(GATEKEEPER, set()).discard(u)
    g.at_next_turn(p, uid, next_turn)


@game_rule(GATEKEEPER)
def gatekeeper_rule(g: CardAPI) -> None:
    """Gatekeeper in the game: a player under its attack Exiles a gained Action or Treasure with no Exiled copy."""
    def exiles(game: CardAPI, gainer: int, uid: int, card: str, code: int) -> Trigger | None:
        if not game.players[gainer].marks.get(GATEKEEPER):
            return None
        types = game.types_of(uid)
        if ("action" not in types and "treasure" not in types) or has_exiled(game, gainer, card):
            return None
        return Trigger("gatekeeper:exile", False,
                       lambda: game.zones.loc[uid] == code and not has_exiled(game, gainer, card),
                       lambda: game.exile(gainer, uid))
    g.gain_rules.append(exiles)


@on_play("goatherd")
def goatherd(g: CardAPI, p: int, uid: int) -> None:
    """+1 Action; you may trash a card from your hand; +1 Card per card the player to your right trashed on their
    last turn."""
    g.turn.actions += 1
    for u in choose_hand(g, p, "trash", "trash", lo=0):
        g.trash(p, u)
    right = (p - 1) % g.n
    if right != p:
        g.draw(p, g.players[right].last_turn_trashed)


@on_play("snowy-village")
def snowy_village(g: CardAPI, p: int, uid: int) -> None:
    """+1 Card, +4 Actions, +1 Buy; ignore any further +Actions you get this turn."""
    g.draw(p, 1)
    g.turn.actions += 4
    g.turn.buys += 1
    if p == g.turn.player:
        g.turn.actions_ignored = True


@on_play("animal-fair")
def animal_fair(g: CardAPI, p: int, uid: int) -> None:
    """+$4, +1 Buy per empty Supply pile."""
    g.turn.coins += 4
    g.turn.buys += empty_supply_piles(g)


@pay_instead("animal-fair")
def animal_fair_payment(g: CardAPI, p: int, pay: bool) -> bool:
    """Instead of paying its cost, you may trash an Action card from your hand."""
    if not pay:
        return any(g.is_type(u, "action") for u in g.zones.hands[p])
    picked = choose_hand(g, p, "trash", "trash", lambda u: g.is_type(u, "action"))
    for u in picked:
        g.trash(p, u)
    return bool(picked)


# -- Events --------------------------------------------------------------------------------------------
@event("ride")
def ride(g: CardAPI, p: int) -> None:
    """Gain a Horse."""
    gain_horses(g, p, 1)


@event("bargain")
def bargain(g: CardAPI, p: int) -> None:
    """Gain a non-Victory card costing up to $5; each other player gains a Horse."""
    gain_pick(g, p, lambda c: "victory" not in g.defs[c].types and g.cost_of(c).up_to(5))
    for o in g.others(p):
        gain_horses(g, o, 1)


@event("demand")
def demand(g: CardAPI, p: int) -> None:
    """Gain a Horse and a card costing up to $4, both onto your deck (the Horse first)."""
    gain_horses(g, p, 1, Zone.DECK)
    gain_pick(g, p, lambda c: g.cost_of(c).up_to(4), to=Zone.DECK)


@event("stampede")
def stampede(g: CardAPI, p: int) -> None:
    """If you have 5 or fewer cards in play, gain 5 Horses onto your deck."""
    if len(g.zones.plays[p]) <= 5:
        gain_horses(g, p, 5, Zone.DECK)


DESPERATION = "desperation"


@can_buy(DESPERATION)
def desperation_once(g: CardAPI, p: int) -> bool:
    """Once per turn."""
    return not g.turn.marks.get(DESPERATION)


@event(DESPERATION)
def desperation(g: CardAPI, p: int) -> None:
    """Once per turn: you may gain a Curse; if you do, +1 Buy and +$2."""
    g.turn.marks[DESPERATION] = True
    if g.in_supply("curse") and yes(g, p, "gain-curse") and g.gain(p, "curse") is not None:
        g.turn.buys += 1
        g.turn.coins += 2


@event("toil")
def toil(g: CardAPI, p: int) -> None:
    """+1 Buy; you may play an Action card from your hand (using no Action)."""
    g.turn.buys += 1
    for u in choose_hand(g, p, "play", "play", lambda u: g.is_type(u, "action"), lo=0):
        play_from_hand(g, p, u)


@event("enclave")
def enclave(g: CardAPI, p: int) -> None:
    """Gain a Gold; Exile a Duchy from the Supply."""
    g.gain(p, "gold")
    exile_from_supply(g, p, "duchy")


ALLIANCE = ("province", "duchy", "estate", "gold", "silver", "copper")


@event("alliance")
def alliance(g: CardAPI, p: int) -> None:
    """Gain a Province, a Duchy, an Estate, a Gold, a Silver and a Copper, in that order."""
    for card in ALLIANCE:
        g.gain(p, card)


@event("enhance")
def enhance(g: CardAPI, p: int) -> None:
    """You may trash a non-Victory card from your hand, to gain a card costing up to $2 more than it."""
    picked = choose_hand(g, p, "trash", "trash", lambda u: not g.is_type(u, "victory"), lo=0)
    if not picked:
        return
    fits = cost_plus(g, g.zones.card_of[picked[0]], 2)
    g.trash(p, picked[0])
    gain_pick(g, p, fits)


@event("reap")
def reap(g: CardAPI, p: int) -> None:
    """Gain a Gold; set it aside; if you do, at the start of your next turn, play it.  Only a Gold still where it
    was gained (the discard pile) is set aside: one that its when-gain abilities moved (Sleigh to the hand,
    Gatekeeper to Exile, Watchtower to the trash) is lost track of, and is neither set aside nor played."""
    got = g.gain(p, "gold")
    if got is None or g.zones.loc[got] != g.zones.code(p, DISCARD):
        return
    g.set_aside(p, got, "reap")

    def play_it(game: CardAPI, player: int, u: int) -> None:
        aside = game.zones.code(player, SET_ASIDE)
        if game.zones.loc[u] == aside:
            game.play_uid(player, u, aside)
    g.players[p].next_turn.append((got, play_it))


@event("delay")
def delay(g: CardAPI, p: int) -> None:
    """You may set aside an Action card from your hand; at the start of your next turn, play it."""
    for u in choose_hand(g, p, "set-aside", "set-aside", lambda u: g.is_type(u, "action"), lo=0):
        g.set_aside(p, u, "delay")

        def play_it(game: CardAPI, player: int, uid: int) -> None:
            aside = game.zones.code(player, SET_ASIDE)
            if game.zones.loc[uid] == aside:
                game.play_uid(player, uid, aside)
        g.players[p].next_turn.append((u, play_it))


SEIZE = "seize-the-day"


@can_buy(SEIZE)
def seize_once(g: CardAPI, p: int) -> bool:
    """Once per game."""
    return not g.players[p].marks.get(SEIZE)


@event(SEIZE)
def seize_the_day(g: CardAPI, p: int) -> None:
    """Once per game: take an extra turn after this one."""
    g.players[p].marks[SEIZE] = True
    g.extra_turns.append((p, None))


@event("banish")
def banish(g: CardAPI, p: int) -> None:
    """Exile any number of cards with the same name from your hand."""
    co = g.zones.card_of
    names = sorted({co[u] for u in g.zones.hands[p]})
    picked = g.ask("banish", p, [f"banish:{c}" for c in names], 0, 1)
    if not picked:
        return
    card = picked[0][7:]
    copies = [u for u in g.zones.hands[p] if co[u] == card]
    n = int(g.ask("banish-count", p, [f"count:{k}" for k in range(1, len(copies) + 1)])[0][6:])
    for u in copies[:n]:
        g.exile(p, u)


COMMERCE = "commerce"


@game_rule(COMMERCE)
def commerce_rule(g: CardAPI) -> None:
    """Commerce in the game: remember the differently named cards the turn player gains this turn."""
    def remember(game: CardAPI, gainer: int, uid: int, card: str, code: int) -> Trigger | None:
        if gainer == game.turn.player:
            game.turn.marks.setdefault(COMMERCE, set()).add(card)
        return None
    g.gain_rules.append(remember)


@event(COMMERCE)
def commerce(g: CardAPI, p: int) -> None:
    """Gain a Gold per differently named card you've gained this turn (counted first)."""
    for _ in range(len(g.turn.marks.get(COMMERCE, ()))):
        g.gain(p, "gold")


@event("gamble")
def gamble(g: CardAPI, p: int) -> None:
    """+1 Buy; reveal the top card of your deck; if it's a Treasure or Action you may play it, otherwise discard it."""
    g.turn.buys += 1
    shown = g.top_cards(p, 1)
    if not shown:
        return
    u = shown[0]
    g.reveal(p, shown)
    aside = g.zones.code(p, SET_ASIDE)
    types = g.types_of(u)
    if ("treasure" in types or "action" in types) and yes(g, p, "play"):
        g.play_uid(p, u, aside)
    else:
        discard_set_aside(g, p, shown)


@event("march")
def march(g: CardAPI, p: int) -> None:
    """Look through your discard pile; you may play an Action card from it (using no Action)."""
    dcode = g.zones.code(p, DISCARD)
    actions = [u for u in g.zones.discards[p] if g.is_type(u, "action")]
    for u in choose_from(g, p, actions, "play", "play", 0, 1):
        g.play_uid(p, u, dcode)


@event("populate")
def populate(g: CardAPI, p: int) -> None:
    """Gain one card from each Action Supply pile, in the order you choose."""
    z = g.zones
    piles = []
    for pile in z.supply_piles:
        lst = z.lists[z.piles[pile]]
        if not lst:
            continue
        d = g.defs.get(pile)
        action = "action" in d.types if d is not None else g.is_type(lst[-1], "action")
        if action:
            piles.append(pile)
    while piles:
        pile = g.ask("populate", p, [f"gain:{c}" for c in piles])[0][5:] if len(piles) > 1 else piles[0]
        piles.remove(pile)
        lst = z.lists[z.piles[pile]]
        if lst:
            g.gain(p, z.card_of[lst[-1]], uid=lst[-1])


@event("pursue")
def pursue(g: CardAPI, p: int) -> None:
    """+1 Buy; name a card; reveal the top 4 cards of your deck; put the matches back and discard the rest."""
    g.turn.buys += 1
    named = name_a_card(g, p)
    shown = g.top_cards(p, 4)
    g.reveal(p, shown)
    aside = g.zones.code(p, SET_ASIDE)
    for u in reversed([u for u in shown if g.zones.card_of[u] == named]):
        g.topdeck(p, u, aside)
    discard_set_aside(g, p, shown)


@event("transport")
def transport(g: CardAPI, p: int) -> None:
    """Choose one: Exile an Action card from the Supply; or put an Action card you have in Exile onto your deck."""
    exiled = [u for u in g.zones.of(p, EXILE) if g.is_type(u, "action")]
    modes = ["transport:exile"] + (["transport:deck"] if exiled else [])
    if g.ask("transport", p, modes)[0] == "transport:exile":
        card = pick_supply(g, p, lambda c: "action" in g.defs[c].types, kind="exile", prefix="exile")
        if card is not None:
            exile_from_supply(g, p, card)
        return
    for u in choose_from(g, p, exiled, "topdeck", "topdeck"):
        g.topdeck(p, u, g.zones.code(p, EXILE))


INVEST = "invest"


def _invested(g: CardAPI, p: int, card: str) -> int:
    """How many copies of ``card`` the player Invested in are still on their Exile mat: a copy that has left the mat
    and been exiled again in another way was not Invested then (Invest FAQ), so it no longer counts."""
    ecode = g.zones.code(p, EXILE)
    return sum(1 for u, at in g.players[p].marks.get(INVEST, {}).items()
               if g.zones.loc[u] == ecode and g.exiled_at.get(u) == at and g.zones.card_of[u] == card)


def _invest_draws(g: CardAPI, player: int, card: str) -> None:
    """Another player gained or Invested in ``card``: each player with Invested copies draws 2 per copy."""
    for o in g.others(player):
        n = _invested(g, o, card)
        if n:
            g.draw(o, 2 * n)


@game_rule(INVEST)
def invest_rule(g: CardAPI) -> None:
    """Invest in the game: a player gaining a copy of a card others Invested in makes them draw."""
    def draws(game: CardAPI, gainer: int, uid: int, card: str, code: int) -> Trigger | None:
        if not any(_invested(game, o, card) for o in game.others(gainer)):
            return None
        return Trigger("invest:draw", False, lambda: True, lambda: _invest_draws(game, gainer, card))
    g.gain_rules.append(draws)


@event(INVEST)
def invest(g: CardAPI, p: int) -> None:
    """Exile an Action card from the Supply; while it's in Exile, when another player gains or Invests in a copy
    of it, +2 Cards."""
    card = pick_supply(g, p, lambda c: "action" in g.defs[c].types, kind="exile", prefix="exile")
    if card is None:
        return
    top = g.supply_top(card)
    assert top is not None
    g.exile(p, top)
    g.players[p].marks.setdefault(INVEST, {})[top] = g.exiled_at[top]
    _invest_draws(g, p, card)


# -- Ways ------------------------------------------------------------------------------------------------
class WayChoice:
    """The game rule for the Ways in a game: playing an Action card, its player may follow one instead."""

    def __init__(self) -> None:
        self.ways: list[str] = []

    def __call__(self, g: CardAPI, p: int, uid: int, card: str) -> CardFn | None:
        if "action" not in g.types_of(uid) or not self.ways:
            return None
        ans = g.ask("way", p, [f"way:{w}" for w in self.ways] + ["no"], card=card)[0]
        if ans == "no":
            return None
        way = ans[4:]
        follow = FOLLOWING.get(way)
        if follow is not None:
            return lambda game, player, this: follow(game, player, this, card)
        return WAYS[way]


WAYS: dict[str, CardFn] = {}
"""Way id -> what following it does: ``fn(game, player, uid of the card played)``."""
FOLLOWING: dict[str, Callable[[CardAPI, int, int, str], None]] = {}
"""Way id -> a Way that follows the played card's own instructions in its own manner:
``fn(game, player, uid of "this", card played as)``."""


def way(card: str, rule: Callable[[CardAPI], None] | None = None) -> Callable[[CardFn], CardFn]:
    """Register a Way: what it does instead of a played Action card's instructions (``rule``: a game rule the
    Way also needs, installed with it)."""
    def wrap(fn: CardFn) -> CardFn:
        WAYS[card] = fn

        def install(g: CardAPI) -> None:
            chooser = next((r for r in g.play_instead if isinstance(r, WayChoice)), None)
            if chooser is None:
                chooser = WayChoice()
                g.play_instead.append(chooser)
            if card not in chooser.ways:
                chooser.ways.append(card)
            if rule is not None:
                rule(g)
        install.__doc__ = f"{card} in the game: an Action card played may follow it instead."
        game_rule(card)(install)
        return fn
    return wrap


@way("way-of-the-ox")
def way_ox(g: CardAPI, p: int, uid: int) -> None:
    """+2 Actions."""
    g.turn.actions += 2


@way("way-of-the-sheep")
def way_sheep(g: CardAPI, p: int, uid: int) -> None:
    """+$2."""
    g.turn.coins += 2


@way("way-of-the-mule")
def way_mule(g: CardAPI, p: int, uid: int) -> None:
    """+1 Action, +$1."""
    g.turn.actions += 1
    g.turn.coins += 1


@way("way-of-the-monkey")
def way_monkey(g: CardAPI, p: int, uid: int) -> None:
    """+1 Buy, +$1."""
    g.turn.buys += 1
    g.turn.coins += 1


@way("way-of-the-otter")
def way_otter(g: CardAPI, p: int, uid: int) -> None:
    """+2 Cards."""
    g.draw(p, 2)


@way("way-of-the-pig")
def way_pig(g: CardAPI, p: int, uid: int) -> None:
    """+1 Card, +1 Action."""
    g.draw(p, 1)
    g.turn.actions += 1


@way("way-of-the-horse")
def way_horse(g: CardAPI, p: int, uid: int) -> None:
    """+2 Cards, +1 Action; return this to its pile (a card with no pile, or not in play, stays)."""
    g.draw(p, 2)
    g.turn.actions += 1
    if in_play(g, p, uid):
        g.return_to_pile(p, uid, g.zones.code(p, IN_PLAY))


@way("way-of-the-goat")
def way_goat(g: CardAPI, p: int, uid: int) -> None:
    """Trash a card from your hand."""
    for u in choose_hand(g, p, "trash", "trash"):
        g.trash(p, u)


@way("way-of-the-worm")
def way_worm(g: CardAPI, p: int, uid: int) -> None:
    """Exile an Estate from the Supply."""
    exile_from_supply(g, p, "estate")


@way("way-of-the-camel")
def way_camel(g: CardAPI, p: int, uid: int) -> None:
    """Exile a Gold from the Supply."""
    exile_from_supply(g, p, "gold")


@way("way-of-the-mole")
def way_mole(g: CardAPI, p: int, uid: int) -> None:
    """+1 Action; discard your hand; +3 Cards."""
    g.turn.actions += 1
    g.discard_cards(p, list(g.zones.hands[p]))
    g.draw(p, 3)


@way("way-of-the-owl")
def way_owl(g: CardAPI, p: int, uid: int) -> None:
    """Draw until you have 6 cards in hand."""
    hand = g.zones.hands[p]
    while len(hand) < 6:
        if not g.draw(p, 1, plus=False):
            return


@way("way-of-the-butterfly")
def way_butterfly(g: CardAPI, p: int, uid: int) -> None:
    """You may return this to its pile to gain a card costing exactly $1 more than it."""
    card = g.zones.card_of[uid]
    if not in_play(g, p, uid) or g.zones.home[uid] not in g.zones.piles or not yes(g, p, "return"):
        return
    target = g.cost_of(card).plus(1)
    if g.return_to_pile(p, uid, g.zones.code(p, IN_PLAY)):
        gain_pick(g, p, lambda c: g.cost_of(c) == target)


@way("way-of-the-rat")
def way_rat(g: CardAPI, p: int, uid: int) -> None:
    """You may discard a Treasure to gain a copy of this."""
    card = g.zones.card_of[uid]
    picked = choose_hand(g, p, "discard", "discard", lambda u: g.is_type(u, "treasure"), lo=0)
    if picked:
        g.discard_card(p, picked[0])
        g.gain(p, card)


FROG = "way-of-the-frog"


def _frog_rule(g: CardAPI) -> None:
    """A card that used Way of the Frog this turn goes from the discard pile onto the deck as it leaves play."""
    def onto_deck(game: CardAPI, player: int, uid: int) -> None:
        marked = game.turn.marks.get(FROG)
        if marked and uid in marked:
            marked.discard(uid)
            dcode = game.zones.code(player, DISCARD)
            if game.zones.loc[uid] == dcode:
                game.topdeck(player, uid, dcode)
    g.discard_from_play_rules.append(onto_deck)


@way(FROG, _frog_rule)
def way_frog(g: CardAPI, p: int, uid: int) -> None:
    """+1 Action; when you discard this from play this turn, put it onto your deck."""
    g.turn.actions += 1
    g.turn.marks.setdefault(FROG, set()).add(uid)


SEAL = "way-of-the-seal"


def _seal_rule(g: CardAPI) -> None:
    """After Way of the Seal, the player who followed it may put each card they gain this turn onto their deck,
    also when it was followed in another player's turn (a Black Cat or Sheepdog reacting)."""
    def rule(game: CardAPI, gainer: int, uid: int, card: str, code: int) -> Trigger | None:
        if gainer not in game.turn.marks.get(SEAL, ()) or code == game.zones.code(gainer, DECK):
            return None
        return Trigger("topdeck:way-of-the-seal", True, lambda: game.zones.loc[uid] == code,
                       lambda: game.topdeck(gainer, uid, code))
    g.gain_rules.append(rule)


@way(SEAL, _seal_rule)
def way_seal(g: CardAPI, p: int, uid: int) -> None:
    """+$1; this turn, when you gain a card, you may put it onto your deck."""
    g.turn.coins += 1
    g.turn.marks.setdefault(SEAL, set()).add(p)


@way("way-of-the-turtle")
def way_turtle(g: CardAPI, p: int, uid: int) -> None:
    """Set this aside; if you did, play it at the start of your next turn."""
    if not in_play(g, p, uid):
        return
    g.set_aside(p, uid, "way-of-the-turtle")

    def play_it(game: CardAPI, player: int, u: int) -> None:
        aside = game.zones.code(player, SET_ASIDE)
        if game.zones.loc[u] == aside:
            game.play_uid(player, u, aside)
    g.players[p].next_turn.append((uid, play_it))


@way("way-of-the-squirrel")
def way_squirrel(g: CardAPI, p: int, uid: int) -> None:
    """+2 Cards at the end of this turn (after Clean-up's draw; in another player's turn too)."""
    g.turn.at_turn_end.append(lambda: _squirrel_draw(g, p))


def _squirrel_draw(g: CardAPI, p: int) -> None:
    g.draw(p, 2)


CHAMELEON = "way-of-the-chameleon"


@way(CHAMELEON)
def way_chameleon(g: CardAPI, p: int, uid: int) -> None:
    """Follow the card's instructions with their +Cards and +$ swapped (played through :data:`FOLLOWING`)."""
    _chameleon(g, p, uid, g.card_as(uid))


def _chameleon(g: CardAPI, p: int, uid: int, card: str) -> None:
    """Follow this card's instructions; each time they would give you +Cards this turn, +$ instead, and vice versa
    (a Duration's later turns, cards it plays and abilities it triggers are not swapped)."""
    fn = reg.pick(reg.PLAY, card, g.version(card))
    if fn is not None:
        g.swap_plus(p, lambda: fn(g, p, uid))


FOLLOWING[CHAMELEON] = _chameleon


MOUSE = "way-of-the-mouse"
"""Way of the Mouse keeps its set-aside card in a pile of its own outside the Supply, under its id."""


@setup(MOUSE)
def mouse_setup(plan: SetupPlan) -> None:
    """Set-up: set aside an unused Action card costing $2 or $3 (and do the set-up that card needs)."""
    unused = plan.unused_kingdom_cards(lambda d: "action" in d.types and d.cost.coins in (2, 3)
                                       and not d.cost.potion and not d.cost.debt)
    if not unused:
        return
    card = plan.rng.choice(unused)
    plan.add_non_supply(MOUSE, [card])
    fn = reg.pick(reg.SETUP, card, None)
    if fn is not None:
        fn(plan)


@way(MOUSE)
def way_mouse(g: CardAPI, p: int, uid: int) -> None:
    """Play the set-aside card, leaving it there.  When that card is a Duration with something left to do on a
    later turn, the card played using this Way stays in play in its place, as a card played "leaving it there"
    (Band of Misfits) does."""
    top = g.top(MOUSE)
    if top is None:
        return
    state = g.players[p]
    before = sum(1 for u, _fn in state.next_turn if u == top)
    g.resolve(p, top, g.zones.card_of[top])
    later = sum(1 for u, _fn in state.next_turn if u == top) - before
    state.staying.discard(top)  # the set-aside card itself never leaves its place
    if later > 0 and in_play(g, p, uid):
        g.at_next_turn(p, uid, _mouse_duration_done)


def _mouse_duration_done(g: CardAPI, p: int, uid: int) -> None:
    """The set-aside Duration has done its next-turn part; the card that played it leaves play at Clean-up."""
