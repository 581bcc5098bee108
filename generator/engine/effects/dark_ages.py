"""Dark Ages: Beggar, Rogue, Graverobber, Urchin/Mercenary, Marauder, Cultist, Band of Misfits,
Hermit/Madman, Bandit Camp, Pillage/Spoils, Knights, Ruins, Shelters."""

from __future__ import annotations

from generator.engine.api import CardAPI
from generator.engine.effects.common import choose_from, choose_hand, discard_down_to, gain_pick, pick_supply
from generator.engine.hooks import (
    TREASURE_COINS,
    VICTORY_POINTS,
    AttackInfo,
    BuyInfo,
    Reaction,
    non_supply_pile,
    on_discard_from_play,
    on_play,
    on_trash,
    reaction,
    setup,
    setup_for_type,
    starting_cards,
    versions,
)
from generator.engine.setup import SetupPlan, pile_members
from generator.engine.types import DISCARD, HAND, IN_PLAY, SET_ASIDE, Zone

TREASURE_COINS["spoils"] = 3
VICTORY_POINTS.update({"dame-josephine": 2, "overgrown-estate": 0})
versions("hermit", "1e", "2e")
versions("band-of-misfits", "1e", "2e")
starting_cards("shelters", ("copper", 7), ("hovel", 1), ("necropolis", 1), ("overgrown-estate", 1))
non_supply_pile("spoils", 15)
non_supply_pile("madman", 10)
non_supply_pile("mercenary", 10)
RUINS_EACH = 10
"""Copies of each Ruins card shuffled together before the Ruins pile is dealt (10 per other player)."""


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


def costs_3_to_6(g: CardAPI, card: str) -> bool:
    """Cost from $3 to $6 (no potion or debt)."""
    c = g.cost_of(card)
    return 3 <= c.coins <= 6 and not c.potion and not c.debt


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


def _reveal_two_trash(g: CardAPI, attacker: int, o: int) -> list[str]:
    """Reveal 2; the victim trashes one costing $3-$6 and discards the rest. Returns trashed ids."""
    revealed = g.top_cards(o, 2)
    g.reveal(o, revealed)
    aside = g.zones.code(o, SET_ASIDE)
    out = []
    for u in choose_from(g, o, [u for u in revealed if costs_3_to_6(g, g.zones.card_of[u])], "trash", "trash"):
        g.trash(o, u, aside)
        out.append(g.zones.card_of[u])
    for u in revealed:
        if g.zones.loc[u] == aside:
            g.discard_card(o, u, aside)
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
    if len(g.zones.hands[p]) < 2 or g.ask("trash-two", p, ["yes", "no"]) != ["yes"]:
        return
    for u in choose_hand(g, p, "trash", "trash", None, 2, 2):
        g.trash(p, u)
    g.draw(p, 2)
    g.turn.coins += 2
    for o in g.attack_targets(p):
        discard_down_to(g, o, 3)


def gain_spoils(g: CardAPI, p: int) -> None:
    """Gain a Spoils from its non-Supply pile."""
    g.gain(p, "spoils", source="non-supply:spoils")


@on_play("marauder")
def marauder(g: CardAPI, p: int, uid: int) -> None:
    """Gain a Spoils; each other player gains a Ruins."""
    gain_spoils(g, p)
    for o in g.attack_targets(p):
        top = g.top("ruins")
        if top is not None:
            g.gain(o, g.zones.card_of[top])


@on_play("cultist")
def cultist(g: CardAPI, p: int, uid: int) -> None:
    """+2 Cards; each other player gains a Ruins; you may play a Cultist from your hand."""
    g.draw(p, 2)
    for o in g.attack_targets(p):
        top = g.top("ruins")
        if top is not None:
            g.gain(o, g.zones.card_of[top])
    picked = choose_hand(g, p, "play", "play", lambda u: g.zones.card_of[u] == "cultist", 0)
    for u in picked:
        g.play_uid(p, u)


@on_trash("cultist")
def cultist_trash(g: CardAPI, p: int, uid: int) -> None:
    """When trashed: +3 Cards."""
    g.draw(p, 3)


@on_play("band-of-misfits", "2e")
def band_of_misfits(g: CardAPI, p: int, uid: int) -> None:
    """Play a non-Command Action from the Supply costing less than this, leaving it there."""
    cost = g.cost_of("band-of-misfits")
    card = pick_supply(g, p, lambda c: "action" in g.defs[c].types and "command" not in g.defs[c].types
                       and g.cost_of(c).lt(cost), kind="play", prefix="play")
    if card is not None:
        top = g.top(g.pile_of(card))
        assert top is not None
        g.resolve(p, top, card)


@on_play("band-of-misfits", "1e")
def band_of_misfits_1e(g: CardAPI, p: int, uid: int) -> None:
    """Play this as if it were a cheaper Action card from the Supply ("this" is the Band of Misfits)."""
    cost = g.cost_of("band-of-misfits")
    card = pick_supply(g, p, lambda c: "action" in g.defs[c].types and g.cost_of(c).lt(cost)
                       and c != "band-of-misfits", kind="play", prefix="play")
    if card is not None:
        g.resolve(p, uid, card)


@on_play("hermit")
def hermit(g: CardAPI, p: int, uid: int) -> None:
    """Trash a non-Treasure from your discard pile or hand (optional); gain a card costing up to $3."""
    cands = [u for u in g.zones.discards[p] + g.zones.hands[p] if not g.is_type(u, "treasure")]
    for u in choose_from(g, p, cands, "trash", "trash", 0, 1):
        g.trash(p, u, g.zones.loc[u])
    gain_pick(g, p, lambda c: g.cost_of(c).up_to(3))


@on_discard_from_play("hermit", "2e")
def hermit_discard(g: CardAPI, p: int, uid: int) -> None:
    """If you bought no cards this turn, exchange this for a Madman."""
    if g.turn.cards_bought == 0:
        g.exchange(p, uid, "madman", expect=g.zones.code(p, DISCARD))


@on_discard_from_play("hermit", "1e")
def hermit_discard_1e(g: CardAPI, p: int, uid: int) -> None:
    """If you bought no cards this turn, trash this and gain a Madman (first edition)."""
    if g.turn.cards_bought == 0 and g.zones.loc[uid] == g.zones.code(p, DISCARD):
        g.trash(p, uid, g.zones.code(p, DISCARD))
        g.gain(p, "madman", source="non-supply:madman")


@on_play("madman")
def madman(g: CardAPI, p: int, uid: int) -> None:
    """+2 Actions; return this to its pile; if you did, +1 Card per card in hand."""
    g.turn.actions += 2
    if g.return_to_pile(p, uid, g.zones.code(p, IN_PLAY)):
        g.draw(p, len(g.zones.hands[p]))


@on_play("bandit-camp")
def bandit_camp(g: CardAPI, p: int, uid: int) -> None:
    """+1 Card, +2 Actions, gain a Spoils."""
    g.draw(p, 1)
    g.turn.actions += 2
    gain_spoils(g, p)


@on_play("pillage")
def pillage(g: CardAPI, p: int, uid: int) -> None:
    """Trash this; if you did, others with 5+ cards discard one you choose; gain 2 Spoils."""
    if g.zones.loc[uid] != g.zones.code(p, IN_PLAY):
        return
    g.trash(p, uid, g.zones.code(p, IN_PLAY))
    for o in g.attack_targets(p):
        if len(g.zones.hands[o]) >= 5:
            g.reveal(o, g.zones.hands[o])
            for u in choose_from(g, p, list(g.zones.hands[o]), f"discard-for-{o}", "discard"):
                g.discard_card(o, u)
    gain_spoils(g, p)
    gain_spoils(g, p)


@on_play("spoils")
def spoils(g: CardAPI, p: int, uid: int) -> None:
    """$3 (Treasure table); return this to the Spoils pile."""
    g.return_to_pile(p, uid, g.zones.code(p, IN_PLAY))


def knight_attack(g: CardAPI, p: int, uid: int) -> None:
    """The shared Knight attack: reveal 2, trash one costing $3-$6; if a Knight was trashed, trash this."""
    hit_knight = False
    for o in g.attack_targets(p):
        trashed = _reveal_two_trash(g, p, o)
        hit_knight = hit_knight or any("knight" in g.defs[c].types for c in trashed)
    if hit_knight and g.zones.loc[uid] == g.zones.code(p, IN_PLAY):
        g.trash(p, uid, g.zones.code(p, IN_PLAY))


def _knight(card: str, bonus: str) -> None:
    def play(g: CardAPI, p: int, uid: int) -> None:
        if bonus == "anna":
            for u in choose_hand(g, p, "trash", "trash", None, 0, 2):
                g.trash(p, u)
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
    """Look at the top 2 cards; discard them both or put them back (in the same order)."""
    top = g.top_cards(p, 2)
    aside = g.zones.code(p, SET_ASIDE)
    discard = bool(top) and g.ask("survivors", p, ["discard", "keep"]) == ["discard"]
    for u in (top if discard else list(reversed(top))):
        if discard:
            g.discard_card(p, u, aside)
        else:
            g.topdeck(p, u, aside)


@on_play("necropolis")
def necropolis(g: CardAPI, p: int, uid: int) -> None:
    """+2 Actions."""
    g.turn.actions += 2


@on_trash("overgrown-estate")
def overgrown_estate_trash(g: CardAPI, p: int, uid: int) -> None:
    """When trashed: +1 Card."""
    g.draw(p, 1)


def _hovel_applies(g: CardAPI, owner: int, luid: int, info: BuyInfo) -> bool:
    return g.is_type(info.uid, "victory") and g.zones.loc[luid] == g.zones.code(owner, HAND)


def _hovel_run(g: CardAPI, owner: int, luid: int, info: BuyInfo) -> None:
    g.trash(owner, luid)


reaction(Reaction("hovel", "Bought", Zone.HAND, "trash", True, _hovel_applies, _hovel_run))
