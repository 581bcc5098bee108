"""Cornucopia: the first edition (Tournament and its Prizes, Horse Traders, ...) and the cards the 2nd
edition of Cornucopia & Guilds kept or added (Joust and its Rewards, Ferryman, Farmhands, ...)."""

from __future__ import annotations

from collections.abc import Callable

from generator.engine.api import CardAPI
from generator.engine.effects.common import (
    choose_from,
    choose_hand,
    discard_down_to,
    discard_set_aside,
    gain_pick,
    play_times,
    reveal_until,
    to_hand_rest_discarded,
    up_to,
)
from generator.engine.hooks import (
    TREASURE_COINS,
    AttackInfo,
    Reaction,
    non_supply_pile,
    on_gain,
    on_play,
    reaction,
    setup,
    versions,
    victory_points,
)
from generator.engine.setup import SetupPlan, pile_members
from generator.engine.types import DECK, DISCARD, HAND, IN_PLAY, NPZ, SET_ASIDE, CardDef, Cost, Zone

non_supply_pile("prizes", 0)
non_supply_pile("rewards", 0)

TREASURE_COINS.update({"diadem": 2})

for _removed in ("farming-village", "fortune-teller", "harvest", "horse-traders", "tournament", "bag-of-gold",
                 "diadem", "followers", "princess", "trusty-steed"):
    versions(_removed, "1e")


# -- shared steps -------------------------------------------------------------------------------------
def _names(g: CardAPI, uids: list[int]) -> set[str]:
    """The different card names among ``uids`` (a card acting as another while in play has that card's name)."""
    return {g.card_as(u) for u in uids}


def _all_cards(g: CardAPI, p: int) -> list[int]:
    """Every card the player has, in every one of their zones."""
    return [u for zi in range(NPZ) for u in g.zones.of(p, zi)]


def _choose_two(g: CardAPI, p: int, prefix: str, modes: tuple[str, ...]) -> list[str]:
    """Choose two different options; they are then done in the order the card lists them."""
    picked = set(g.ask("modes", p, [f"{prefix}:{m}" for m in modes], 2, 2))
    return [m for m in modes if f"{prefix}:{m}" in picked]


# -- first-edition Kingdom cards ----------------------------------------------------------------------
@on_play("hamlet")
def hamlet(g: CardAPI, p: int, uid: int) -> None:
    """+1 Card, +1 Action; you may discard a card for +1 Action, and you may discard a card for +1 Buy."""
    g.draw(p, 1)
    g.turn.actions += 1
    for u in choose_hand(g, p, "discard-for-action", "discard", lo=0):
        g.discard_card(p, u)
        g.turn.actions += 1
    for u in choose_hand(g, p, "discard-for-buy", "discard", lo=0):
        g.discard_card(p, u)
        g.turn.buys += 1


@on_play("fortune-teller")
def fortune_teller(g: CardAPI, p: int, uid: int) -> None:
    """+$2; each other player reveals until a Victory card or Curse, puts it on their deck, discards the rest."""
    g.turn.coins += 2
    for o in g.attack_targets(p):
        found, revealed = reveal_until(g, o, lambda u: g.is_type(u, "victory") or g.is_type(u, "curse"))
        for u in found:
            g.topdeck(o, u, g.zones.code(o, SET_ASIDE))
        discard_set_aside(g, o, revealed)


@on_play("menagerie")
def menagerie(g: CardAPI, p: int, uid: int) -> None:
    """+1 Action; reveal your hand: +3 Cards if no two cards in it share a name, else +1 Card."""
    g.turn.actions += 1
    hand = g.zones.hands[p]
    g.reveal(p, list(hand))
    g.draw(p, 3 if len(_names(g, hand)) == len(hand) else 1)


@on_play("farming-village")
def farming_village(g: CardAPI, p: int, uid: int) -> None:
    """+2 Actions; reveal until an Action or Treasure card, put it into your hand, discard the rest."""
    g.turn.actions += 2
    found, revealed = reveal_until(g, p, lambda u: g.is_type(u, "action") or g.is_type(u, "treasure"))
    to_hand_rest_discarded(g, p, found, revealed)


@on_play("horse-traders")
def horse_traders(g: CardAPI, p: int, uid: int) -> None:
    """+1 Buy, +$3; discard 2 cards (as many as you have, if fewer)."""
    g.turn.buys += 1
    g.turn.coins += 3
    g.discard_cards(p, choose_hand(g, p, "discard", "discard", None, 2, 2))


def _horse_traders_applies(g: CardAPI, owner: int, luid: int, info: AttackInfo) -> bool:
    return info.attacker != owner and g.zones.loc[luid] == g.zones.code(owner, HAND)


def _horse_traders_run(g: CardAPI, owner: int, luid: int, info: AttackInfo) -> None:
    """Set Horse Traders aside from hand when another player plays an Attack; it comes back next turn."""
    g.reveal(owner, [luid])
    g.set_aside(owner, luid, "horse-traders")
    g.players[owner].next_turn.append((luid, _horse_traders_back))


def _horse_traders_back(g: CardAPI, p: int, uid: int) -> None:
    """At the start of your next turn: +1 Card, and Horse Traders returns to your hand."""
    g.draw(p, 1)
    g.try_move(uid, g.zones.code(p, SET_ASIDE), g.zones.code(p, HAND))


reaction(Reaction("horse-traders", "Attack", Zone.HAND, "set-aside", True, _horse_traders_applies,
                  _horse_traders_run))


@on_play("remake")
def remake(g: CardAPI, p: int, uid: int) -> None:
    """Twice: trash a card from your hand, then gain a card costing exactly $1 more than it."""
    for _ in range(2):
        picked = choose_hand(g, p, "trash", "trash")
        if not picked:
            return
        target = g.cost_of(g.zones.card_of[picked[0]]).plus(1)
        g.trash(p, picked[0])
        gain_pick(g, p, _costing_exactly(g, target))


def _costing_exactly(g: CardAPI, cost: Cost) -> Callable[[str], bool]:
    """Predicate: the card costs exactly ``cost`` now."""
    return lambda c: g.cost_of(c) == cost


@on_play("harvest")
def harvest(g: CardAPI, p: int, uid: int) -> None:
    """Reveal the top 4 cards of your deck and discard them; +$1 per differently named card revealed."""
    revealed = g.top_cards(p, 4)
    g.reveal(p, revealed)
    discard_set_aside(g, p, revealed)
    g.turn.coins += len(_names(g, revealed))


@on_play("horn-of-plenty")
def horn_of_plenty(g: CardAPI, p: int, uid: int) -> None:
    """$0; gain a card costing up to $1 per differently named card you have in play; if it is a Victory card,
    trash Horn of Plenty."""
    limit = len(_names(g, g.zones.plays[p]))
    got = gain_pick(g, p, up_to(g, limit))
    in_play = g.zones.code(p, IN_PLAY)
    if got is not None and g.is_type(got, "victory") and g.zones.loc[uid] == in_play:
        g.trash(p, uid, in_play)


@on_play("hunting-party")
def hunting_party(g: CardAPI, p: int, uid: int) -> None:
    """+1 Card, +1 Action; reveal your hand, then reveal from your deck until a card whose name is not in your
    hand; put it into your hand and discard the rest."""
    g.draw(p, 1)
    g.turn.actions += 1
    hand = g.zones.hands[p]
    g.reveal(p, list(hand))
    held = _names(g, hand)
    found, revealed = reveal_until(g, p, lambda u: g.zones.card_of[u] not in held)
    to_hand_rest_discarded(g, p, found, revealed)


@on_play("jester")
def jester(g: CardAPI, p: int, uid: int) -> None:
    """+$2; each other player discards their top card: a Victory card gives them a Curse, anything else a copy
    to them or to you, as you choose."""
    g.turn.coins += 2
    for o in g.attack_targets(p):
        top = g.top_cards(o, 1)
        if not top:
            continue
        u = top[0]
        g.reveal(o, top)
        g.discard_card(o, u, g.zones.code(o, SET_ASIDE))
        if g.is_type(u, "victory"):
            g.gain(o, "curse")
            continue
        card = g.zones.card_of[u]
        if g.supply_top(card) is None:
            continue  # no copy in the Supply: nobody gains one
        who = g.ask("jester", p, ["jester:them", "jester:me"], card=card)[0]
        g.gain(o if who == "jester:them" else p, card)


@victory_points("fairgrounds")
def fairgrounds(g: CardAPI, p: int) -> int:
    """Worth 2 VP per 5 differently named cards you have (rounded down)."""
    return 2 * (len(_names(g, _all_cards(g, p))) // 5)


# -- Young Witch and the Bane -----------------------------------------------------------------------
@on_play("young-witch")
def young_witch(g: CardAPI, p: int, uid: int) -> None:
    """+2 Cards, discard 2; each other player gains a Curse unless they reveal a Bane from their hand."""
    g.draw(p, 2)
    g.discard_cards(p, choose_hand(g, p, "discard", "discard", None, 2, 2))
    for o in g.attack_targets(p):
        banes = [u for u in g.zones.hands[o] if g.zones.card_of[u] == g.bane]
        if banes and g.ask("reveal", o, [f"reveal:{g.bane}", "no"]) != ["no"]:
            g.reveal(o, banes[:1])
        else:
            g.gain(o, "curse")


def _two_or_three(d: CardDef) -> bool:
    return d.cost.coins in (2, 3) and not d.cost.potion and not d.cost.debt


@setup("young-witch")
def young_witch_setup(plan: SetupPlan) -> None:
    """Young Witch brings an extra Kingdom pile costing $2 or $3, the Bane."""
    bane = plan.options.bane
    if bane is None:
        pool = [c for c in plan.unused_kingdom_cards(_two_or_three) if c not in plan.non_supply]
        bane = plan.rng.choice(pool) if pool else None
    if bane is not None:
        plan.bane = bane
        plan.add_kingdom(bane)


# -- Tournament and the Prizes ----------------------------------------------------------------------
@on_play("tournament")
def tournament(g: CardAPI, p: int, uid: int) -> None:
    """+1 Action; each player may reveal a Province; if you do, discard it and gain a Prize or a Duchy onto your
    deck; if no one else does, +1 Card and +$1."""
    g.turn.actions += 1
    revealed = {}
    for q in g.turn_order(p):
        prov = [u for u in g.zones.hands[q] if g.zones.card_of[u] == "province"]
        if prov and g.ask("reveal", q, ["reveal:province", "no"]) != ["no"]:
            g.reveal(q, prov[:1])
            revealed[q] = prov[0]
    if p in revealed:
        g.discard_card(p, revealed[p])
        # any Prize or the Duchy may be chosen even when it is gone: then nothing is gained
        prizes = pile_members(g.defs, "prizes")
        card = g.ask("gain", p, [f"gain:{c}" for c in prizes] + ["gain:duchy"])[0][5:]
        g.gain(p, card, to=Zone.DECK, source="supply" if card == "duchy" else "non-supply:prizes")
    if not any(q != p for q in revealed):
        g.draw(p, 1)
        g.turn.coins += 1


@setup("tournament")
def tournament_setup(plan: SetupPlan) -> None:
    """Tournament brings the Prizes, one of each, outside the Supply."""
    plan.add_non_supply("prizes")


@on_play("bag-of-gold")
def bag_of_gold(g: CardAPI, p: int, uid: int) -> None:
    """+1 Action; gain a Gold onto your deck."""
    g.turn.actions += 1
    g.gain(p, "gold", to=Zone.DECK)


@on_play("diadem")
def diadem(g: CardAPI, p: int, uid: int) -> None:
    """$2 (from the Treasure table); +$1 per unused Action you have."""
    g.turn.coins += g.turn.actions


@on_play("followers")
def followers(g: CardAPI, p: int, uid: int) -> None:
    """+2 Cards; gain an Estate; each other player gains a Curse and discards down to 3 cards in hand."""
    g.draw(p, 2)
    g.gain(p, "estate")
    targets = g.attack_targets(p)
    for o in targets:
        g.gain(o, "curse")
    for o in targets:
        discard_down_to(g, o, 3)


@on_play("princess")
def princess(g: CardAPI, p: int, uid: int) -> None:
    """+1 Buy; while this is in play, cards cost $2 less (one copy in play lowers costs once)."""
    g.turn.buys += 1
    applied: set[int] = g.turn.marks.setdefault("princess", set())
    if uid in applied:
        return  # played again (Throne Room): still one Princess in play
    applied.add(uid)
    zones, in_play = g.zones, g.zones.code(p, IN_PLAY)
    g.turn.cost_changes.append((lambda c: zones.loc[uid] == in_play, -2))


@on_play("trusty-steed")
def trusty_steed(g: CardAPI, p: int, uid: int) -> None:
    """Choose two different: +2 Cards; +2 Actions; +$2; gain 4 Silvers and put your deck into your discard
    pile (done in that order)."""
    if "silvers" in _two_of_four(g, p, "trusty-steed"):
        deck, discard = g.zones.code(p, DECK), g.zones.code(p, DISCARD)
        for u in list(reversed(g.zones.decks[p])):
            g.move(u, deck, discard)


def _two_of_four(g: CardAPI, p: int, card: str) -> list[str]:
    """Trusty Steed's and Courser's menu: two different of +2 Cards, +2 Actions, +$2, gain 4 Silvers, done
    in that order; returns the two picked."""
    picked = _choose_two(g, p, card, ("two-cards", "actions", "coins", "silvers"))
    for mode in picked:
        if mode == "two-cards":
            g.draw(p, 2)
        elif mode == "actions":
            g.turn.actions += 2
        elif mode == "coins":
            g.turn.coins += 2
        else:
            for _ in range(4):
                g.gain(p, "silver")
    return picked


# -- second-edition Kingdom cards -------------------------------------------------------------------
@on_play("carnival")
def carnival(g: CardAPI, p: int, uid: int) -> None:
    """Reveal the top 4 cards of your deck; put one of each differently named card into your hand, discard the
    rest."""
    revealed = g.top_cards(p, 4)
    g.reveal(p, revealed)
    seen: set[str] = set()
    aside, hand = g.zones.code(p, SET_ASIDE), g.zones.code(p, HAND)
    for u in revealed:
        if g.zones.card_of[u] not in seen:
            seen.add(g.zones.card_of[u])
            g.move(u, aside, hand)
    discard_set_aside(g, p, revealed)


@on_play("farmhands")
def farmhands(g: CardAPI, p: int, uid: int) -> None:
    """+1 Card, +2 Actions."""
    g.draw(p, 1)
    g.turn.actions += 2


@on_gain("farmhands")
def farmhands_gain(g: CardAPI, p: int, uid: int) -> None:
    """When gained: you may set aside an Action or Treasure from your hand and play it at the start of your
    next turn."""
    picked = choose_hand(g, p, "set-aside", "set-aside",
                         lambda u: g.is_type(u, "action") or g.is_type(u, "treasure"), lo=0)
    for u in picked:
        g.set_aside(p, u, "farmhands")
        g.players[p].next_turn.append((u, _play_set_aside))


def _play_set_aside(g: CardAPI, p: int, uid: int) -> None:
    """Play the card set aside with Farmhands (it uses up no Action)."""
    aside = g.zones.code(p, SET_ASIDE)
    if g.zones.loc[uid] == aside:
        g.play_uid(p, uid, aside)


@on_play("ferryman")
def ferryman(g: CardAPI, p: int, uid: int) -> None:
    """+2 Cards, +1 Action; discard a card."""
    g.draw(p, 2)
    g.turn.actions += 1
    for u in choose_hand(g, p, "discard", "discard"):
        g.discard_card(p, u)


def _ferryman_pile(g: CardAPI) -> str | None:
    """The Kingdom pile set aside for Ferryman: the non-Supply pile of Kingdom cards."""
    z = g.zones
    for pid, code in z.piles.items():
        if z.kind[code] is Zone.NON_SUPPLY:
            members = [pid] if pid in g.defs else pile_members(g.defs, pid)
            if members and all(g.defs[c].supply == "kingdom" for c in members):
                return pid
    return None


@on_gain("ferryman")
def ferryman_gain(g: CardAPI, p: int, uid: int) -> None:
    """When gained: gain a card from the pile set aside for Ferryman at set-up."""
    pid = _ferryman_pile(g)
    top = g.top(pid) if pid is not None else None
    if top is not None:
        g.gain(p, g.zones.card_of[top], uid=top)


def _three_or_four(d: CardDef) -> bool:
    return d.cost.coins in (3, 4) and not d.cost.potion and not d.cost.debt


@setup("ferryman")
def ferryman_setup(plan: SetupPlan) -> None:
    """Ferryman sets aside an unused Kingdom pile costing $3 or $4 outside the Supply."""
    pool = [c for c in plan.unused_kingdom_cards(_three_or_four) if c not in plan.non_supply]
    if pool:
        plan.add_non_supply(plan.rng.choice(pool))


@on_play("shop")
def shop(g: CardAPI, p: int, uid: int) -> None:
    """+1 Card, +$1; you may play an Action card from your hand that you have no copy of in play."""
    g.draw(p, 1)
    g.turn.coins += 1
    in_play = _names(g, g.zones.plays[p])
    for u in choose_hand(g, p, "play", "play",
                         lambda u: g.is_type(u, "action") and g.zones.card_of[u] not in in_play, lo=0):
        g.play_uid(p, u)


# -- Joust and the Rewards --------------------------------------------------------------------------
@on_play("joust")
def joust(g: CardAPI, p: int, uid: int) -> None:
    """+1 Card, +1 Action, +$1; you may set aside a Province from your hand to gain any Reward to your hand;
    the Province is discarded in Clean-up."""
    g.draw(p, 1)
    g.turn.actions += 1
    g.turn.coins += 1
    provinces = [u for u in g.zones.hands[p] if g.zones.card_of[u] == "province"]
    if not provinces or g.ask("set-aside", p, ["set-aside:province", "no"]) == ["no"]:
        return
    g.set_aside(p, provinces[0], "joust")
    g.turn.aside_until_cleanup.append(provinces[0])
    pile = g.zones.piles.get("rewards")
    if pile is None:
        return
    rewards = g.zones.lists[pile]
    for u in choose_from(g, p, rewards, "gain", "gain"):
        g.gain(p, g.zones.card_of[u], uid=u, to=Zone.HAND)


@setup("joust")
def joust_setup(plan: SetupPlan) -> None:
    """Joust brings the Rewards outside the Supply: one of each with 2 players, two of each with more."""
    members = pile_members(plan.defs, "rewards")
    plan.add_non_supply("rewards", members if plan.players == 2 else sorted(members * 2))


@on_play("coronet")
def coronet(g: CardAPI, p: int, uid: int) -> None:
    """You may play a non-Reward Action from your hand twice, then a non-Reward Treasure from your hand twice."""
    for kind in ("action", "treasure"):
        picked = choose_hand(g, p, "play-twice", "play", _non_reward(g, kind), lo=0)
        for u in picked:
            play_times(g, p, uid, u, 2)


def _non_reward(g: CardAPI, card_type: str) -> Callable[[int], bool]:
    """Predicate on physical cards: has ``card_type`` and is not a Reward."""
    return lambda u: g.is_type(u, card_type) and not g.is_type(u, "reward")


@on_play("courser")
def courser(g: CardAPI, p: int, uid: int) -> None:
    """Choose two different: +2 Cards; +2 Actions; +$2; gain 4 Silvers (done in that order)."""
    _two_of_four(g, p, "courser")


@on_play("demesne")
def demesne(g: CardAPI, p: int, uid: int) -> None:
    """+2 Actions, +2 Buys; gain a Gold."""
    g.turn.actions += 2
    g.turn.buys += 2
    g.gain(p, "gold")


@victory_points("demesne")
def demesne_vp(g: CardAPI, p: int) -> int:
    """Worth 1 VP per Gold you have."""
    return sum(1 for u in _all_cards(g, p) if g.zones.card_of[u] == "gold")


@on_play("housecarl")
def housecarl(g: CardAPI, p: int, uid: int) -> None:
    """+1 Card per differently named Action card you have in play (counting this)."""
    g.draw(p, len({g.zones.card_of[u] for u in g.zones.plays[p] if g.is_type(u, "action")}))


@on_play("huge-turnip")
def huge_turnip(g: CardAPI, p: int, uid: int) -> None:
    """+2 Coffers; +$1 per Coffers you have."""
    g.add_tokens(p, "coffers", 2)
    g.turn.coins += g.players[p].coffers


@on_play("renown")
def renown(g: CardAPI, p: int, uid: int) -> None:
    """+1 Buy; this turn, cards cost $2 less (each play lowers them again)."""
    g.turn.buys += 1
    g.turn.cost_changes.append((None, -2))
