"""Dark Ages: every Kingdom card, the Knights, the Ruins, the Shelters, Spoils, Madman and Mercenary.

Texts follow the current printing; where a card changed (Band of Misfits, Death Cart, Hermit,
Pillage, Procession) the older wording is version ``1e``.
"""

from __future__ import annotations

from collections.abc import Callable

from generator.engine.api import CardAPI
from generator.engine.effects.common import (
    bonus_by_type,
    choose_from,
    choose_hand,
    discard_down_to,
    discard_set_aside,
    forget_copies,
    gain_duchy_or_estates,
    gain_pick,
    name_a_card,
    play_as_copy,
    play_from_supply,
    play_times,
    put_back_in_any_order,
    reveal_top_to_hand_if,
)
from generator.engine.hooks import (
    TREASURE_COINS,
    VICTORY_POINTS,
    AttackInfo,
    BuyInfo,
    Reaction,
    TrashInfo,
    fixed_pile_size,
    game_rule,
    non_supply_pile,
    on_discard_from_play,
    on_gain,
    on_play,
    on_trash,
    reaction,
    setup,
    setup_for_type,
    starting_cards,
    versions,
    victory_points,
)
from generator.engine.setup import SetupPlan, pile_members
from generator.engine.types import DECK, DISCARD, HAND, IN_PLAY, NPZ, SET_ASIDE, Zone
from generator.engine.zones import TRASH_CODE

TREASURE_COINS.update({"spoils": 3, "counterfeit": 1})
VICTORY_POINTS.update({"dame-josephine": 2, "overgrown-estate": 0})
versions("hermit", "1e", "2e")
versions("band-of-misfits", "1e", "2e")
versions("death-cart", "1e", "2e")
versions("pillage", "1e", "2e")
versions("procession", "1e", "2e")
starting_cards("shelters", ("copper", 7), ("hovel", 1), ("necropolis", 1), ("overgrown-estate", 1))
non_supply_pile("spoils", 15)
non_supply_pile("madman", 10)
non_supply_pile("mercenary", 10)
fixed_pile_size("rats", 20)
RUINS_EACH = 10
"""Copies of each Ruins card shuffled together before the Ruins pile is dealt (10 per other player)."""


# -- set-up ------------------------------------------------------------------------------------------
@setup_for_type("looter")
def ruins_setup(plan: SetupPlan) -> None:
    """A Looter in the Kingdom brings the Ruins pile: shuffled Ruins, 10 per player after the first."""
    ruins = [c for c in pile_members(plan.defs, "ruins") for _ in range(RUINS_EACH)]
    plan.rng.shuffle(ruins)
    plan.add_supply("ruins", ruins[: 10 * (plan.players - 1)])


@setup("knights")
def knights_setup(plan: SetupPlan) -> None:
    """The Knights pile is one of each Knight, shuffled."""
    members = pile_members(plan.defs, "knights")
    plan.rng.shuffle(members)
    plan.supply["knights"] = members


def _brings(card: str, pile: str) -> None:
    def bring(plan: SetupPlan) -> None:
        plan.add_non_supply(pile)
    bring.__doc__ = f"{card} brings the {pile} pile (not in the Supply)."
    setup(card)(bring)


for _card, _pile in (("bandit-camp", "spoils"), ("marauder", "spoils"), ("pillage", "spoils"),
                     ("hermit", "madman"), ("urchin", "mercenary")):
    _brings(_card, _pile)


# -- shared helpers ----------------------------------------------------------------------------------
def costs_3_to_6(g: CardAPI, card: str) -> bool:
    """Cost from $3 to $6 (no potion or debt)."""
    c = g.cost_of(card)
    return 3 <= c.coins <= 6 and not c.potion and not c.debt


def in_play(g: CardAPI, p: int, uid: int) -> bool:
    """The card is in the player's play area."""
    return g.zones.loc[uid] == g.zones.code(p, IN_PLAY)


def trash_from_play(g: CardAPI, p: int, uid: int) -> bool:
    """Trash the card from play; False when it is no longer there (lose track)."""
    if not in_play(g, p, uid):
        return False
    g.trash(p, uid, g.zones.code(p, IN_PLAY))
    return True


def gain_spoils(g: CardAPI, p: int) -> None:
    """Gain a Spoils from its non-Supply pile."""
    g.gain(p, "spoils", source="non-supply:spoils")


def gain_ruins(g: CardAPI, p: int) -> None:
    """Gain the top card of the Ruins pile (nothing when it is empty)."""
    top = g.top("ruins")
    if top is not None:
        g.gain(p, g.zones.card_of[top], uid=top)




def types_of_card(g: CardAPI, card: str) -> frozenset[str]:
    """A card id's printed types."""
    return g.defs[card].types


def trash_one_from_hand(g: CardAPI, p: int, pred: Callable[[int], bool] | None = None) -> list[int]:
    """Trash a card from hand (mandatory when there is one matching ``pred``); the trashed uids."""
    picked = choose_hand(g, p, "trash", "trash", pred)
    for u in picked:
        g.trash(p, u)
    return picked


# -- Beggar --------------------------------------------------------------------------------------------
@on_play("beggar")
def beggar(g: CardAPI, p: int, uid: int) -> None:
    """Gain 3 Coppers to your hand."""
    for _ in range(3):
        g.gain(p, "copper", to=Zone.HAND)


def _beggar_applies(g: CardAPI, owner: int, luid: int, info: AttackInfo) -> bool:
    return info.attacker != owner and g.zones.loc[luid] == g.zones.code(owner, HAND)


def _beggar_run(g: CardAPI, owner: int, luid: int, info: AttackInfo) -> None:
    g.discard_card(owner, luid)
    g.gain(owner, "silver", to=Zone.DECK)
    g.gain(owner, "silver")


reaction(Reaction("beggar", "Attack", Zone.HAND, "discard", True, _beggar_applies, _beggar_run))


# -- trashers and gainers ------------------------------------------------------------------------------
@on_play("altar")
def altar(g: CardAPI, p: int, uid: int) -> None:
    """Trash a card from your hand; gain a card costing up to $5 (whether or not you trashed)."""
    trash_one_from_hand(g, p)
    gain_pick(g, p, lambda c: g.cost_of(c).up_to(5))


@on_play("armory")
def armory(g: CardAPI, p: int, uid: int) -> None:
    """Gain a card costing up to $4 onto your deck."""
    gain_pick(g, p, lambda c: g.cost_of(c).up_to(4), to=Zone.DECK)


@on_play("junk-dealer")
def junk_dealer(g: CardAPI, p: int, uid: int) -> None:
    """+1 Card, +1 Action, +$1; trash a card from your hand (drawing first)."""
    g.draw(p, 1)
    g.turn.actions += 1
    g.turn.coins += 1
    trash_one_from_hand(g, p)


@on_play("forager")
def forager(g: CardAPI, p: int, uid: int) -> None:
    """+1 Action, +1 Buy; trash a card from hand; +$1 per differently named Treasure in the trash."""
    g.turn.actions += 1
    g.turn.buys += 1
    trash_one_from_hand(g, p)
    names = {g.zones.card_of[u] for u in g.zones.trash if g.is_type(u, "treasure")}
    g.turn.coins += len(names)


def _reveal_two_trash(g: CardAPI, attacker: int, o: int) -> list[str]:
    """Reveal 2; the victim trashes one costing $3-$6 and discards the rest. Returns trashed ids."""
    revealed = g.top_cards(o, 2)
    g.reveal(o, revealed)
    aside = g.zones.code(o, SET_ASIDE)
    out = []
    for u in choose_from(g, o, [u for u in revealed if costs_3_to_6(g, g.zones.card_of[u])], "trash", "trash"):
        g.trash(o, u, aside)
        out.append(g.zones.card_of[u])
    discard_set_aside(g, o, revealed)
    return out


@on_play("rogue")
def rogue(g: CardAPI, p: int, uid: int) -> None:
    """+$2; gain a $3-$6 card from the trash, or else each other player reveals 2 and trashes one."""
    g.turn.coins += 2
    options = [u for u in g.zones.trash if costs_3_to_6(g, g.zones.card_of[u])]
    if options:
        for u in choose_from(g, p, options, "gain", "gain"):
            g.gain(p, g.zones.card_of[u], uid=u)
        return
    for o in g.attack_targets(p):
        _reveal_two_trash(g, p, o)


@on_play("graverobber")
def graverobber(g: CardAPI, p: int, uid: int) -> None:
    """Gain a $3-$6 card from the trash onto your deck, or trash an Action from hand to gain one up to $3 more."""
    mode = g.ask("mode", p, ["graverobber:gain", "graverobber:trash"])[0]
    if mode == "graverobber:gain":
        options = [u for u in g.zones.trash if costs_3_to_6(g, g.zones.card_of[u])]
        for u in choose_from(g, p, options, "gain", "gain"):
            g.gain(p, g.zones.card_of[u], uid=u, to=Zone.DECK)
        return
    picked = choose_hand(g, p, "trash", "trash", lambda u: g.is_type(u, "action"))
    if picked:
        limit = g.cost_of(g.zones.card_of[picked[0]]).plus(3)
        g.trash(p, picked[0])
        gain_pick(g, p, lambda c: g.cost_of(c).le(limit))


@on_play("death-cart", "2e")
def death_cart(g: CardAPI, p: int, uid: int) -> None:
    """You may trash this or an Action card from your hand; if you do, +$5."""
    actions = sorted({g.zones.card_of[u] for u in g.zones.hands[p] if g.is_type(u, "action")})
    ids = [f"trash:{c}" for c in actions] + (["trash-this:death-cart"] if in_play(g, p, uid) else [])
    answer = g.ask("trash", p, ids, 0, 1)
    if not answer:
        return
    if answer[0] == "trash-this:death-cart":
        if trash_from_play(g, p, uid):
            g.turn.coins += 5
        return
    g.trash(p, g.find(p, answer[0].partition(":")[2]))
    g.turn.coins += 5


@on_play("death-cart", "1e")
def death_cart_1e(g: CardAPI, p: int, uid: int) -> None:
    """You may trash an Action card from your hand; if you don't, trash this; +$5 (first printing)."""
    picked = choose_hand(g, p, "trash", "trash", lambda u: g.is_type(u, "action"), 0)
    if picked:
        g.trash(p, picked[0])
    else:
        trash_from_play(g, p, uid)
    g.turn.coins += 5


@on_gain("death-cart")
def death_cart_gain(g: CardAPI, p: int, uid: int) -> None:
    """When you gain it, gain the top 2 Ruins."""
    gain_ruins(g, p)
    gain_ruins(g, p)


@on_play("rats")
def rats(g: CardAPI, p: int, uid: int) -> None:
    """+1 Card, +1 Action; gain a Rats; trash a card other than Rats from hand (or reveal a hand of Rats)."""
    g.draw(p, 1)
    g.turn.actions += 1
    g.gain(p, "rats")
    if not trash_one_from_hand(g, p, lambda u: g.zones.card_of[u] != "rats"):
        g.reveal(p, g.zones.hands[p])


@on_trash("rats")
def rats_trash(g: CardAPI, p: int, uid: int) -> None:
    """When trashed: +1 Card."""
    g.draw(p, 1)


@on_play("rebuild")
def rebuild(g: CardAPI, p: int, uid: int) -> None:
    """+1 Action; name a card; reveal until a Victory card not named; trash it, gain a Victory up to $3 more."""
    g.turn.actions += 1
    named = name_a_card(g, p)
    aside = g.zones.code(p, SET_ASIDE)
    revealed: list[int] = []
    found = None
    while True:
        got = g.top_cards(p, 1)
        if not got:
            break
        revealed.append(got[0])
        if g.is_type(got[0], "victory") and g.zones.card_of[got[0]] != named:
            found = got[0]
            break
    g.reveal(p, revealed)
    discard_set_aside(g, p, [u for u in revealed if u != found])
    if found is not None:
        limit = g.cost_of(g.zones.card_of[found]).plus(3)
        g.trash(p, found, aside)
        gain_pick(g, p, lambda c: "victory" in types_of_card(g, c) and g.cost_of(c).le(limit))


@on_play("procession", "2e")
def procession(g: CardAPI, p: int, uid: int) -> None:
    """You may play a non-Duration Action from hand twice; trash it; gain an Action costing exactly $1 more."""
    _procession(g, p, uid, lambda u: g.is_type(u, "action") and not g.is_type(u, "duration"))


@on_play("procession", "1e")
def procession_1e(g: CardAPI, p: int, uid: int) -> None:
    """You may play an Action card from your hand twice; trash it; gain an Action costing exactly $1 more."""
    _procession(g, p, uid, lambda u: g.is_type(u, "action"))


def _procession(g: CardAPI, p: int, uid: int, pred: Callable[[int], bool]) -> None:
    picked = choose_hand(g, p, "play", "play", pred, 0)
    if not picked:
        return
    target = picked[0]
    card = g.zones.card_of[target]
    play_times(g, p, uid, target, 2)
    trash_from_play(g, p, target)
    want = g.cost_of(card).plus(1)
    gain_pick(g, p, lambda c: "action" in types_of_card(g, c) and g.cost_of(c) == want)


@on_play("squire")
def squire(g: CardAPI, p: int, uid: int) -> None:
    """+$1; choose +2 Actions, +2 Buys, or gain a Silver."""
    g.turn.coins += 1
    mode = g.ask("mode", p, ["squire:actions", "squire:buys", "squire:silver"])[0]
    if mode == "squire:actions":
        g.turn.actions += 2
    elif mode == "squire:buys":
        g.turn.buys += 2
    else:
        g.gain(p, "silver")


@on_trash("squire")
def squire_trash(g: CardAPI, p: int, uid: int) -> None:
    """When trashed: gain an Attack card from the Supply."""
    gain_pick(g, p, lambda c: "attack" in types_of_card(g, c))


@on_play("catacombs")
def catacombs(g: CardAPI, p: int, uid: int) -> None:
    """Look at the top 3 cards: put them into your hand, or discard them and +3 Cards."""
    looked = g.top_cards(p, 3)
    if not looked:
        return
    aside = g.zones.code(p, SET_ASIDE)
    if g.ask("mode", p, ["catacombs:hand", "catacombs:discard"]) == ["catacombs:hand"]:
        hand = g.zones.code(p, HAND)
        for u in looked:
            g.move(u, aside, hand)
        return
    discard_set_aside(g, p, looked)
    g.draw(p, 3)


@on_trash("catacombs")
def catacombs_trash(g: CardAPI, p: int, uid: int) -> None:
    """When trashed: gain a card costing less than it."""
    cost = g.cost_of("catacombs")
    gain_pick(g, p, lambda c: g.cost_of(c).lt(cost))


@on_play("count")
def count(g: CardAPI, p: int, uid: int) -> None:
    """Choose one: discard 2 cards, topdeck a card, or gain a Copper; then +$3, trash your hand, or gain a Duchy."""
    first = g.ask("mode", p, ["count:discard", "count:topdeck", "count:copper"])[0]
    if first == "count:discard":
        g.discard_cards(p, choose_hand(g, p, "discard", "discard", None, 2, 2))
    elif first == "count:topdeck":
        for u in choose_hand(g, p, "topdeck", "topdeck"):
            g.topdeck(p, u)
    else:
        g.gain(p, "copper")
    second = g.ask("mode", p, ["count:coins", "count:trash-hand", "count:duchy"])[0]
    if second == "count:coins":
        g.turn.coins += 3
    elif second == "count:trash-hand":
        g.trash_all(p, list(g.zones.hands[p]))
    else:
        g.gain(p, "duchy")


@on_play("counterfeit")
def counterfeit(g: CardAPI, p: int, uid: int) -> None:
    """$1 (Treasure table), +1 Buy; you may play a Treasure from your hand twice; if you do, trash it.  A Duration
    Treasure played twice keeps Counterfeit in play as long as it has its next-turn work to do (Duration rule), even
    once trashed."""
    g.turn.buys += 1
    picked = choose_hand(g, p, "play", "play", lambda u: g.is_type(u, "treasure"), 0)
    if picked:
        target = picked[0]
        play_times(g, p, uid, target, 2)
        trash_from_play(g, p, target)


# -- draw and sift ----------------------------------------------------------------------------------
@on_play("fortress")
def fortress(g: CardAPI, p: int, uid: int) -> None:
    """+1 Card, +2 Actions."""
    g.draw(p, 1)
    g.turn.actions += 2


@on_trash("fortress")
def fortress_trash(g: CardAPI, p: int, uid: int) -> None:
    """When trashed: put it from the trash into your hand."""
    g.try_move(uid, TRASH_CODE, g.zones.code(p, HAND))


@on_play("hunting-grounds")
def hunting_grounds(g: CardAPI, p: int, uid: int) -> None:
    """+4 Cards."""
    g.draw(p, 4)


@on_trash("hunting-grounds")
def hunting_grounds_trash(g: CardAPI, p: int, uid: int) -> None:
    """When trashed: gain a Duchy or 3 Estates."""
    gain_duchy_or_estates(g, p, "gain:duchy", "gain:estate")


@on_play("ironmonger")
def ironmonger(g: CardAPI, p: int, uid: int) -> None:
    """+1 Card +1 Action; reveal the top card, may discard it; Action +1 Action, Treasure +$1, Victory +1 Card."""
    g.draw(p, 1)
    g.turn.actions += 1
    top = g.top_cards(p, 1)
    if not top:
        return
    u = top[0]
    g.reveal(p, top)
    types = g.types_of(u)
    if g.ask("ironmonger", p, ["discard", "keep"]) == ["discard"]:
        g.discard_card(p, u, g.zones.code(p, SET_ASIDE))
    else:
        g.topdeck(p, u, g.zones.code(p, SET_ASIDE))
    bonus_by_type(g, p, types)


@on_play("market-square")
def market_square(g: CardAPI, p: int, uid: int) -> None:
    """+1 Card, +1 Action, +1 Buy."""
    g.draw(p, 1)
    g.turn.actions += 1
    g.turn.buys += 1


def _market_square_applies(g: CardAPI, owner: int, luid: int, info: TrashInfo) -> bool:
    return g.zones.loc[luid] == g.zones.code(owner, HAND)


def _market_square_run(g: CardAPI, owner: int, luid: int, info: TrashInfo) -> None:
    g.discard_card(owner, luid)
    g.gain(owner, "gold")


reaction(Reaction("market-square", "Trashed", Zone.HAND, "discard", True, _market_square_applies,
                  _market_square_run))


@on_play("mystic")
def mystic(g: CardAPI, p: int, uid: int) -> None:
    """+1 Action, +$2; name a card, reveal the top card: if it is the named card, put it into your hand."""
    g.turn.actions += 1
    g.turn.coins += 2
    named = name_a_card(g, p)
    reveal_top_to_hand_if(g, p, lambda u: g.zones.card_of[u] == named)


@on_play("poor-house")
def poor_house(g: CardAPI, p: int, uid: int) -> None:
    """+$4; reveal your hand; -$1 per Treasure in it, never below $0."""
    g.reveal(p, g.zones.hands[p])
    treasures = sum(1 for u in g.zones.hands[p] if g.is_type(u, "treasure"))
    g.turn.coins = max(0, g.turn.coins + 4 - treasures)


@on_play("sage")
def sage(g: CardAPI, p: int, uid: int) -> None:
    """+1 Action; reveal until a card costing $3 or more, put it into your hand, discard the rest."""
    g.turn.actions += 1
    revealed: list[int] = []
    found = None
    while True:
        got = g.top_cards(p, 1)
        if not got:
            break
        revealed.append(got[0])
        if g.cost_of(g.zones.card_of[got[0]]).coins >= 3:
            found = got[0]
            break
    g.reveal(p, revealed)
    if found is not None:
        g.move(found, g.zones.code(p, SET_ASIDE), g.zones.code(p, HAND))
    discard_set_aside(g, p, revealed)


@on_play("scavenger")
def scavenger(g: CardAPI, p: int, uid: int) -> None:
    """+$2; you may put your deck into your discard pile; put a card from your discard pile onto your deck."""
    g.turn.coins += 2
    z = g.zones
    if z.decks[p] and g.ask("scavenger", p, ["deck-to-discard", "keep"]) == ["deck-to-discard"]:
        dcode, dis = z.code(p, DECK), z.code(p, DISCARD)
        for u in reversed(list(z.decks[p])):
            g.move(u, dcode, dis)
    picked = choose_from(g, p, list(z.discards[p]), "topdeck", "topdeck")
    for u in picked:
        g.topdeck(p, u, z.code(p, DISCARD))


@on_play("storeroom")
def storeroom(g: CardAPI, p: int, uid: int) -> None:
    """+1 Buy; discard any number of cards, +1 Card each; discard any number again, +$1 each."""
    g.turn.buys += 1
    hand = g.zones.hands[p]
    first = choose_hand(g, p, "discard", "discard", None, 0, len(hand))
    g.discard_cards(p, first)
    g.draw(p, len(first))
    second = choose_hand(g, p, "discard-for-coins", "discard", None, 0, len(hand))
    g.discard_cards(p, second)
    g.turn.coins += len(second)


@on_play("vagrant")
def vagrant(g: CardAPI, p: int, uid: int) -> None:
    """+1 Card, +1 Action; reveal the top card: a Curse, Ruins, Shelter or Victory card goes into your hand."""
    g.draw(p, 1)
    g.turn.actions += 1
    reveal_top_to_hand_if(g, p, lambda u: bool(g.types_of(u) & {"curse", "ruins", "shelter", "victory"}))


@on_play("wandering-minstrel")
def wandering_minstrel(g: CardAPI, p: int, uid: int) -> None:
    """+1 Card, +2 Actions; reveal the top 3: the Actions go back on top in any order, the rest are discarded."""
    g.draw(p, 1)
    g.turn.actions += 2
    revealed = g.top_cards(p, 3)
    g.reveal(p, revealed)
    actions = [u for u in revealed if g.is_type(u, "action")]
    discard_set_aside(g, p, [u for u in revealed if u not in actions])
    put_back_in_any_order(g, p, actions)


# -- villages --------------------------------------------------------------------------------------
@on_play("bandit-camp")
def bandit_camp(g: CardAPI, p: int, uid: int) -> None:
    """+1 Card, +2 Actions, gain a Spoils."""
    g.draw(p, 1)
    g.turn.actions += 2
    gain_spoils(g, p)


@on_play("necropolis")
def necropolis(g: CardAPI, p: int, uid: int) -> None:
    """+2 Actions."""
    g.turn.actions += 2


# -- attacks ---------------------------------------------------------------------------------------
@on_play("urchin")
def urchin(g: CardAPI, p: int, uid: int) -> None:
    """+1 Card, +1 Action; each other player discards down to 4."""
    g.draw(p, 1)
    g.turn.actions += 1
    for o in g.attack_targets(p):
        discard_down_to(g, o, 4)


def _urchin_applies(g: CardAPI, owner: int, luid: int, info: AttackInfo) -> bool:
    return info.attacker == owner and info.uid != luid and g.zones.loc[luid] == g.zones.code(owner, IN_PLAY)


def _urchin_run(g: CardAPI, owner: int, luid: int, info: AttackInfo) -> None:
    g.trash(owner, luid, g.zones.code(owner, IN_PLAY))
    g.gain(owner, "mercenary", source="non-supply:mercenary")


reaction(Reaction("urchin", "Attack", Zone.IN_PLAY, "trash", True, _urchin_applies, _urchin_run))


@on_play("mercenary")
def mercenary(g: CardAPI, p: int, uid: int) -> None:
    """You may trash 2 cards from hand; if you did, +2 Cards, +$2, others discard down to 3."""
    if not g.zones.hands[p] or g.ask("trash-two", p, ["yes", "no"]) != ["yes"]:
        return
    picked = choose_hand(g, p, "trash", "trash", None, 2, 2)
    g.trash_all(p, picked)
    if len(picked) < 2:
        return
    g.draw(p, 2)
    g.turn.coins += 2
    for o in g.attack_targets(p):
        discard_down_to(g, o, 3)


@on_play("marauder")
def marauder(g: CardAPI, p: int, uid: int) -> None:
    """Gain a Spoils; each other player gains a Ruins."""
    gain_spoils(g, p)
    for o in g.attack_targets(p):
        gain_ruins(g, o)


@on_play("cultist")
def cultist(g: CardAPI, p: int, uid: int) -> None:
    """+2 Cards; each other player gains a Ruins; you may play a Cultist from your hand."""
    g.draw(p, 2)
    for o in g.attack_targets(p):
        gain_ruins(g, o)
    picked = choose_hand(g, p, "play", "play", lambda u: g.zones.card_of[u] == "cultist", 0)
    for u in picked:
        g.play_uid(p, u)


@on_trash("cultist")
def cultist_trash(g: CardAPI, p: int, uid: int) -> None:
    """When trashed: +3 Cards."""
    g.draw(p, 3)


def _pillage_attack(g: CardAPI, p: int) -> None:
    for o in g.attack_targets(p):
        if len(g.zones.hands[o]) >= 5:
            g.reveal(o, g.zones.hands[o])
            for u in choose_from(g, p, list(g.zones.hands[o]), f"discard-for-{o}", "discard"):
                g.discard_card(o, u)


@on_play("pillage", "2e")
def pillage(g: CardAPI, p: int, uid: int) -> None:
    """Trash this; if you did, gain 2 Spoils and each other player with 5+ cards discards one you choose."""
    if not trash_from_play(g, p, uid):
        return
    gain_spoils(g, p)
    gain_spoils(g, p)
    _pillage_attack(g, p)


@on_play("pillage", "1e")
def pillage_1e(g: CardAPI, p: int, uid: int) -> None:
    """Trash this; each other player with 5+ cards discards one you choose; gain 2 Spoils (first printing)."""
    trash_from_play(g, p, uid)
    _pillage_attack(g, p)
    gain_spoils(g, p)
    gain_spoils(g, p)


@on_play("spoils")
def spoils(g: CardAPI, p: int, uid: int) -> None:
    """$3 (Treasure table); return this to the Spoils pile."""
    g.return_to_pile(p, uid, g.zones.code(p, IN_PLAY))


# -- Band of Misfits ----------------------------------------------------------------------------------
@on_play("band-of-misfits", "2e")
def band_of_misfits(g: CardAPI, p: int, uid: int) -> None:
    """Play a non-Command Action from the Supply costing less than this, leaving it there; Band of Misfits stays
    in play as long as that card would have (2020 FAQ)."""
    cost = g.cost_of("band-of-misfits")
    play_from_supply(g, p, lambda c: "action" in g.defs[c].types and "command" not in g.defs[c].types
                     and g.cost_of(c).lt(cost), uid)


@on_play("band-of-misfits", "1e")
def band_of_misfits_1e(g: CardAPI, p: int, uid: int) -> None:
    """Original text: play this as if it were a cheaper Action card from the Supply, and be that card until it
    leaves play (its types, name in play, when-trash and when-discard-from-play abilities; "this" is the Band of
    Misfits); played again while still in play (Throne Room), it stays the card first chosen."""
    cost = g.cost_of("band-of-misfits")
    play_as_copy(g, p, uid, lambda c: "action" in g.defs[c].types and g.cost_of(c).lt(cost))


@game_rule("band-of-misfits", "1e")
def band_of_misfits_1e_rule(g: CardAPI) -> None:
    """A Band of Misfits (original text) that leaves play is no longer the card it copied."""
    forget_copies(g, "band-of-misfits")


# -- Hermit and Madman ----------------------------------------------------------------------------------
@on_play("hermit")
def hermit(g: CardAPI, p: int, uid: int) -> None:
    """Trash a non-Treasure from your discard pile or hand (optional; ``trash:<card>`` from the hand,
    ``trash-from-discard:<card>`` from the discard pile); gain a card costing up to $3."""
    z = g.zones
    hand = sorted({z.card_of[u] for u in z.hands[p] if not g.is_type(u, "treasure")})
    discard = sorted({z.card_of[u] for u in z.discards[p] if not g.is_type(u, "treasure")})
    answer = g.ask("trash", p, [f"trash:{c}" for c in hand] + [f"trash-from-discard:{c}" for c in discard], 0, 1)
    if answer:
        where, _, card = answer[0].partition(":")
        zi = HAND if where == "trash" else DISCARD
        g.trash(p, g.find(p, card, zi), z.code(p, zi))
    gain_pick(g, p, lambda c: g.cost_of(c).up_to(3))
    if g.version("hermit") != "1e":
        g.turn.marks.setdefault("hermit", []).append(uid)


@game_rule("hermit", "2e")
def hermit_rule(g: CardAPI) -> None:
    """At the end of your Buy phase, if you gained no cards in it, each Hermit you played this turn still in
    play is exchanged for a Madman."""
    def at_buy_end(g2: CardAPI, p: int) -> None:
        played = g2.turn.marks.get("hermit")
        # checked at every end of a Buy phase this turn (Villa brings a second one), as the 2023 FAQ of Merchant
        # Guild rules for the same words
        if not played or g2.turn.gains != g2.turn.buy_start_gains:
            return
        for u in played:
            if in_play(g2, p, u):
                g2.exchange(p, u, "madman")
        g2.turn.marks["hermit"] = []
    g.buy_end_rules.append(at_buy_end)


@on_discard_from_play("hermit", "1e")
def hermit_discard_1e(g: CardAPI, p: int, uid: int) -> None:
    """If you bought no cards this turn, trash this and gain a Madman (first printing)."""
    if g.turn.cards_bought == 0 and g.zones.loc[uid] == g.zones.code(p, DISCARD):
        g.trash(p, uid, g.zones.code(p, DISCARD))
        g.gain(p, "madman", source="non-supply:madman")


@on_play("madman")
def madman(g: CardAPI, p: int, uid: int) -> None:
    """+2 Actions; return this to its pile; if you did, +1 Card per card in hand."""
    g.turn.actions += 2
    if g.return_to_pile(p, uid, g.zones.code(p, IN_PLAY)):
        g.draw(p, len(g.zones.hands[p]))


# -- Feodum ------------------------------------------------------------------------------------------
@victory_points("feodum")
def feodum_vp(g: CardAPI, p: int) -> int:
    """1 VP per 3 Silvers among all your cards (rounded down)."""
    co = g.zones.card_of
    silvers = sum(1 for zi in range(NPZ) for u in g.zones.of(p, zi) if co[u] == "silver")
    return silvers // 3


@on_trash("feodum")
def feodum_trash(g: CardAPI, p: int, uid: int) -> None:
    """When trashed: gain 3 Silvers."""
    for _ in range(3):
        g.gain(p, "silver")


# -- Knights ----------------------------------------------------------------------------------------
def knight_attack(g: CardAPI, p: int, uid: int) -> None:
    """The shared Knight attack: reveal 2, trash one costing $3-$6; if a Knight was trashed, trash this."""
    hit_knight = False
    for o in g.attack_targets(p):
        trashed = _reveal_two_trash(g, p, o)
        hit_knight = hit_knight or any("knight" in g.defs[c].types for c in trashed)
    if hit_knight:
        trash_from_play(g, p, uid)


def _knight(card: str, bonus: str) -> None:
    def play(g: CardAPI, p: int, uid: int) -> None:
        if bonus == "anna":
            g.trash_all(p, choose_hand(g, p, "trash", "trash", None, 0, 2))
        elif bonus == "molly":
            g.turn.actions += 2
        elif bonus == "natalie":
            gain_pick(g, p, lambda c: g.cost_of(c).up_to(3), optional=True)
        elif bonus == "sylvia":
            g.turn.coins += 2
        elif bonus == "bailey":
            g.draw(p, 1)
            g.turn.actions += 1
        elif bonus == "destry":
            g.draw(p, 2)
        elif bonus == "martin":
            g.turn.buys += 2
        elif bonus == "michael":
            for o in g.attack_targets(p):
                discard_down_to(g, o, 3)
        knight_attack(g, p, uid)
    play.__doc__ = f"{card}: its own ability (if any), then the shared Knight attack."
    on_play(card)(play)


for _card, _bonus in (("dame-anna", "anna"), ("dame-josephine", ""), ("dame-molly", "molly"),
                      ("dame-natalie", "natalie"), ("dame-sylvia", "sylvia"), ("sir-bailey", "bailey"),
                      ("sir-destry", "destry"), ("sir-martin", "martin"), ("sir-michael", "michael"),
                      ("sir-vander", "")):
    _knight(_card, _bonus)


@on_trash("sir-vander")
def sir_vander_trash(g: CardAPI, p: int, uid: int) -> None:
    """When trashed: gain a Gold."""
    g.gain(p, "gold")


# -- Ruins --------------------------------------------------------------------------------------------
@on_play("abandoned-mine")
def abandoned_mine(g: CardAPI, p: int, uid: int) -> None:
    """+$1."""
    g.turn.coins += 1


@on_play("ruined-library")
def ruined_library(g: CardAPI, p: int, uid: int) -> None:
    """+1 Card."""
    g.draw(p, 1)


@on_play("ruined-market")
def ruined_market(g: CardAPI, p: int, uid: int) -> None:
    """+1 Buy."""
    g.turn.buys += 1


@on_play("ruined-village")
def ruined_village(g: CardAPI, p: int, uid: int) -> None:
    """+1 Action."""
    g.turn.actions += 1


@on_play("survivors")
def survivors(g: CardAPI, p: int, uid: int) -> None:
    """Look at the top 2 cards; discard them both or put them back in any order."""
    top = g.top_cards(p, 2)
    if not top:
        return
    aside = g.zones.code(p, SET_ASIDE)
    if g.ask("survivors", p, ["discard", "keep"]) == ["discard"]:
        discard_set_aside(g, p, top)
        return
    rest = list(top)
    if len(rest) == 2:  # the one chosen goes on top
        first = choose_from(g, p, rest, "top", "top")[0]
        rest.remove(first)
        rest.append(first)
    for u in rest:
        g.topdeck(p, u, aside)


# -- Shelters -----------------------------------------------------------------------------------------
@on_trash("overgrown-estate")
def overgrown_estate_trash(g: CardAPI, p: int, uid: int) -> None:
    """When trashed: +1 Card."""
    g.draw(p, 1)


def _hovel_applies(g: CardAPI, owner: int, luid: int, info: BuyInfo) -> bool:
    return g.is_type(info.uid, "victory") and g.zones.loc[luid] == g.zones.code(owner, HAND)


def _hovel_run(g: CardAPI, owner: int, luid: int, info: BuyInfo) -> None:
    g.trash(owner, luid)


reaction(Reaction("hovel", "Bought", Zone.HAND, "trash", True, _hovel_applies, _hovel_run))
