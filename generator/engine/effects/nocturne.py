"""Nocturne: the Night cards, the Boons and Hexes with the cards that give them (Fate and Doom), the
States, the Heirlooms replacing starting Coppers, and the non-Supply Spirits, Wish, Bat and Zombies."""

from __future__ import annotations

from collections.abc import Callable

from generator.engine.api import CardAPI
from generator.engine.effects.common import (
    choose_from,
    choose_hand,
    discard_down_to,
    gain_pick,
    put_back_in_any_order,
    reveal_top_to_hand_if,
    trash_for_cost,
    up_to,
)
from generator.engine.events import HexReceived
from generator.engine.hooks import (
    GAIN_TO,
    TREASURE_COINS,
    VICTORY_POINTS,
    GainInfo,
    Reaction,
    boon,
    game_rule,
    hex_,
    non_supply_pile,
    on_discard,
    on_gain,
    on_play,
    on_trash,
    reaction,
    setup,
    setup_for_type,
    victory_points,
)
from generator.engine.setup import SetupPlan
from generator.engine.triggers import Trigger
from generator.engine.types import DECK, DISCARD, HAND, IN_PLAY, NPZ, SET_ASIDE, Cost, Phase, Zone

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


HexFn = Callable[[CardAPI, int], None]
HEX_FNS: dict[str, HexFn] = {}
"""Hex id -> what receiving it does (the function registered for it)."""
SHARED_HEX = "nocturne:shared-hex"
"""Game marks key: while one Hex is being turned over for several players, the list that notes its id."""


def _hex(name: str) -> Callable[[HexFn], HexFn]:
    """Register what receiving the Hex ``name`` does, noting its id when it is the one Hex turned over for each
    other player (:func:`hex_each_other`)."""
    def wrap(fn: HexFn) -> HexFn:
        def receive(g: CardAPI, p: int) -> None:
            box = g.marks.get(SHARED_HEX)
            if box is not None and not box:
                box.append(name)
            fn(g, p)
        receive.__doc__ = fn.__doc__
        hex_(name)(receive)
        HEX_FNS[name] = fn
        return fn
    return wrap


def hex_each_other(g: CardAPI, p: int) -> None:
    """Each other player (the Attack affects) receives the next Hex: just one Hex is turned over, and each of
    them in turn order follows that same Hex (Nocturne rulebook)."""
    targets = g.attack_targets(p)
    if not targets:
        return
    saved = g.marks.get(SHARED_HEX)
    box: list[str] = []
    g.marks[SHARED_HEX] = box
    try:
        g.receive_hex(targets[0])
    finally:
        if saved is None:
            g.marks.pop(SHARED_HEX, None)
        else:
            g.marks[SHARED_HEX] = saved
    if not box:
        return
    h = box[0]
    for o in targets[1:]:
        g.emit(HexReceived(o, h))
        HEX_FNS[h](g, o)


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
    hex_each_other(g, p)
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
    """Look at the top 5 cards; discard any number; put the rest back in any order."""
    _look_discard_rest_back(g, p, 5)


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


@_hex("locusts")
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


@_hex("plague")
def plague(g: CardAPI, p: int) -> None:
    """Gain a Curse to your hand."""
    g.gain(p, "curse", to=Zone.HAND)


# -- set-up: Boons, Spirits, Heirlooms, Zombies --------------------------------------------------------

for _pile, _size in (("will-o-wisp", 12), ("imp", 13), ("ghost", 6)):
    non_supply_pile(_pile, _size)
for _c, _coins in (("haunted-mirror", 1), ("lucky-coin", 1), ("goat", 1), ("cursed-gold", 3), ("magic-lamp", 1),
                   ("pasture", 1), ("pouch", 1), ("idol", 2)):
    TREASURE_COINS[_c] = _coins
VICTORY_POINTS["cemetery"] = 2
SPIRITS = ("will-o-wisp", "imp", "ghost")
HEIRLOOMS = {"cemetery": "haunted-mirror", "fool": "lucky-coin", "pixie": "goat", "pooka": "cursed-gold",
             "secret-cave": "magic-lamp", "shepherd": "pasture", "tracker": "pouch"}
"""Kingdom card -> the Heirloom that replaces one starting Copper of every player in games using it."""
ZOMBIES = ("zombie-apprentice", "zombie-mason", "zombie-spy")


@setup_for_type("fate")
def boons_setup(plan: SetupPlan) -> None:
    """A Fate card in the Kingdom brings the Boons, shuffled into a deck, and the Will-o'-Wisp pile (The
    Swamp's Gift gains one)."""
    boons = plan.defs.of_kind("boon")
    plan.rng.shuffle(boons)
    plan.boons = boons
    plan.add_non_supply("will-o-wisp")


def _heirloom_setup(card: str) -> None:
    def add(plan: SetupPlan) -> None:
        plan.heirlooms.append((HEIRLOOMS[card], "copper"))
    add.__doc__ = f"In games using this card, each player's starting deck has {HEIRLOOMS[card]} for one Copper."
    setup(card)(add)


for _k in ("fool", "pixie", "pooka", "shepherd", "tracker"):
    _heirloom_setup(_k)


@setup("cemetery")
def cemetery_setup(plan: SetupPlan) -> None:
    """Cemetery: its Heirloom Haunted Mirror replaces a starting Copper and brings the Ghost pile."""
    plan.heirlooms.append((HEIRLOOMS["cemetery"], "copper"))
    plan.add_non_supply("ghost")


@setup("secret-cave")
def secret_cave_setup(plan: SetupPlan) -> None:
    """Secret Cave: its Heirloom Magic Lamp replaces a starting Copper and brings the Wish pile."""
    plan.heirlooms.append((HEIRLOOMS["secret-cave"], "copper"))
    plan.add_non_supply("wish")


@setup("exorcist")
def exorcist_setup(plan: SetupPlan) -> None:
    """Exorcist brings all three Spirit piles (Will-o'-Wisp, Imp, Ghost)."""
    for pile in SPIRITS:
        plan.add_non_supply(pile)


@setup("devils-workshop")
def devils_workshop_setup(plan: SetupPlan) -> None:
    """Devil's Workshop brings the Imp pile."""
    plan.add_non_supply("imp")


@setup("tormentor")
def tormentor_setup(plan: SetupPlan) -> None:
    """Tormentor brings the Imp pile."""
    plan.add_non_supply("imp")


@setup("necromancer")
def necromancer_setup(plan: SetupPlan) -> None:
    """Necromancer: the three Zombies start the game in the trash."""
    plan.trash.extend(ZOMBIES)


@game_rule("druid")
def druid_rule(g: CardAPI) -> None:
    """Druid: the top 3 Boons are set aside face up for it at the start of the game."""
    g.marks["druid"] = [b for b in (g.take_boon() for _ in range(3)) if b is not None]


# -- States ----------------------------------------------------------------------------------------------

def has_state(g: CardAPI, p: int, state: str) -> bool:
    """True when the player has this State in front of them."""
    return bool(g.players[p].marks.get(state))


def take_state(g: CardAPI, p: int, state: str) -> None:
    """The player takes a State (it sits in front of them)."""
    g.players[p].marks[state] = True
    g.set_token(p, state, "taken")


def return_state(g: CardAPI, p: int, state: str) -> None:
    """The player returns a State."""
    g.players[p].marks.pop(state, None)
    g.set_token(p, state, "returned")


def _states_at_buy_start(g: CardAPI, p: int) -> None:
    """Deluded / Envious: at the start of your Buy phase, return it; its effect lasts this turn."""
    for state in ("deluded", "envious"):
        if has_state(g, p, state):
            return_state(g, p, state)
            g.turn.marks[state] = True


def _deluded_buy(g: CardAPI, p: int, card: str) -> bool:
    """Deluded: you can't buy Action cards this turn."""
    return not (g.turn.marks.get("deluded") and "action" in g.defs[card].types)


def _envious_play(g: CardAPI, p: int, uid: int, card: str) -> None:
    """Envious: Silver and Gold make $1 this turn."""
    if g.turn.marks.get("envious") and card in ("silver", "gold") and g.turn.phase is Phase.BUY:
        g.turn.coins -= TREASURE_COINS[card] - 1


def _install_delusion_states(g: CardAPI) -> None:
    if _states_at_buy_start not in g.buy_start_rules:
        g.buy_start_rules.append(_states_at_buy_start)
        g.buy_rules.append(_deluded_buy)
        g.play_rules.append(_envious_play)


@game_rule("deluded")
def deluded_rule(g: CardAPI) -> None:
    """Deluded: at the start of your Buy phase, return it; you can't buy Action cards this turn."""
    _install_delusion_states(g)


@game_rule("envious")
def envious_rule(g: CardAPI) -> None:
    """Envious: at the start of your Buy phase, return it; Silver and Gold make $1 this turn."""
    _install_delusion_states(g)


@game_rule("delusion")
def delusion_rule(g: CardAPI) -> None:
    """With Delusion in the Hexes, the Deluded / Envious State acts at the start of the Buy phase."""
    _install_delusion_states(g)


@game_rule("envy")
def envy_rule(g: CardAPI) -> None:
    """With Envy in the Hexes, the Deluded / Envious State acts at the start of the Buy phase."""
    _install_delusion_states(g)


def _misery_score(g: CardAPI, p: int) -> int:
    """Miserable: -2 VP; Twice Miserable: -4 VP."""
    return -4 if has_state(g, p, "twice-miserable") else -2 if has_state(g, p, "miserable") else 0


@game_rule("miserable")
def miserable_rule(g: CardAPI) -> None:
    """Miserable: -2 VP; Twice Miserable (its other side): -4 VP, when scoring."""
    if _misery_score not in g.score_rules:
        g.score_rules.append(_misery_score)


@game_rule("twice-miserable")
def twice_miserable_rule(g: CardAPI) -> None:
    """Twice Miserable: -4 VP when scoring."""
    miserable_rule(g)


@game_rule("misery")
def misery_rule(g: CardAPI) -> None:
    """With Misery in the Hexes, Miserable and Twice Miserable count when scoring."""
    miserable_rule(g)


LOST_USED = "lost-in-the-woods"
"""TurnState.marks key: Lost in the Woods was used (or passed up) this turn."""


def _lost_in_the_woods(g: CardAPI, p: int, lo: int = 0) -> None:
    """Lost in the Woods: at the start of your turn, you may discard a card to receive a Boon (once a turn)."""
    if g.artifacts.get("lost-in-the-woods") != p or not g.zones.hands[p] or g.turn.marks.get(LOST_USED):
        return
    g.turn.marks[LOST_USED] = True
    picked = choose_hand(g, p, "discard", "discard", None, lo, 1)
    if picked:
        g.discard_card(p, picked[0])
        g.receive_boon(p)


def _lost_in_the_woods_offered(g: CardAPI, p: int) -> dict[str, Callable[[], None]]:
    """Using Lost in the Woods, as a start-of-turn option among the Durations' work (``use:lost-in-the-woods``)."""
    if g.artifacts.get("lost-in-the-woods") != p or not g.zones.hands[p] or g.turn.marks.get(LOST_USED):
        return {}
    return {"use:lost-in-the-woods": lambda: _lost_in_the_woods(g, p, 1)}


@game_rule("lost-in-the-woods")
def lost_in_the_woods_rule(g: CardAPI) -> None:
    """Lost in the Woods: its holder may use it at the start of each of their turns, before, between or after
    their Durations' start-of-turn work."""
    if _lost_in_the_woods not in g.turn_start_rules:
        g.turn_start_rules.append(_lost_in_the_woods)
        g.turn_start_calls.append(_lost_in_the_woods_offered)


@game_rule("fool")
def fool_rule(g: CardAPI) -> None:
    """With Fool in the game, the player with Lost in the Woods may use it at the start of each turn."""
    lost_in_the_woods_rule(g)


# -- Boons -----------------------------------------------------------------------------------------------

@boon("the-earths-gift")
def earths_gift(g: CardAPI, p: int) -> None:
    """You may discard a Treasure to gain a card costing up to $4."""
    picked = choose_hand(g, p, "discard", "discard", lambda u: g.is_type(u, "treasure"), 0, 1)
    if picked:
        g.discard_card(p, picked[0])
        gain_pick(g, p, up_to(g, 4))


@boon("the-fields-gift", kept=True)
def fields_gift(g: CardAPI, p: int) -> None:
    """+1 Action, +$1 (kept until Clean-up); received on another player's turn, they are of no use."""
    if p == g.turn.player:
        g.turn.actions += 1
        g.turn.coins += 1


@boon("the-flames-gift")
def flames_gift(g: CardAPI, p: int) -> None:
    """You may trash a card from your hand."""
    for u in choose_hand(g, p, "trash", "trash", None, 0, 1):
        g.trash(p, u)


@boon("the-forests-gift", kept=True)
def forests_gift(g: CardAPI, p: int) -> None:
    """+1 Buy, +$1 (kept until Clean-up); received on another player's turn, they are of no use."""
    if p == g.turn.player:
        g.turn.buys += 1
        g.turn.coins += 1


@boon("the-moons-gift")
def moons_gift(g: CardAPI, p: int) -> None:
    """Look through your discard pile; you may put a card from it onto your deck."""
    dcode = g.zones.code(p, DISCARD)
    for u in choose_from(g, p, list(g.zones.discards[p]), "topdeck", "topdeck", 0, 1):
        g.topdeck(p, u, dcode)


@boon("the-mountains-gift")
def mountains_gift(g: CardAPI, p: int) -> None:
    """Gain a Silver."""
    g.gain(p, "silver")


@boon("the-rivers-gift", kept=True)
def rivers_gift(g: CardAPI, p: int) -> None:
    """+1 Card at the end of this turn, after Clean-up drew the next hand (kept until Clean-up)."""
    g.turn.at_turn_end.append(lambda: _draw_one(g, p))


def _draw_one(g: CardAPI, p: int) -> None:
    g.draw(p, 1)


@boon("the-seas-gift")
def seas_gift(g: CardAPI, p: int) -> None:
    """+1 Card."""
    g.draw(p, 1)


@boon("the-skys-gift")
def skys_gift(g: CardAPI, p: int) -> None:
    """You may discard 3 cards to gain a Gold (with fewer, you discard them all and gain nothing)."""
    if not g.zones.hands[p] or g.ask("sky", p, ["yes", "no"]) != ["yes"]:
        return
    hand = g.zones.hands[p]
    n = min(3, len(hand))
    g.discard_cards(p, choose_hand(g, p, "discard", "discard", None, n, n))
    if n == 3:
        g.gain(p, "gold")


def _look_discard_rest_back(g: CardAPI, p: int, n: int) -> None:
    """Look at the top ``n`` cards; discard any number; put the rest back in any order (each card put back is
    chosen in turn, the last one ending on top)."""
    top = g.top_cards(p, n)
    aside = g.zones.code(p, SET_ASIDE)
    picked = choose_from(g, p, top, "discard", "discard", 0, len(top))
    if picked:
        g.discard_cards(p, picked, aside)
    # only the cards not discarded go back: a discarded Faithful Hound set aside by its own ability stays aside
    put_back_in_any_order(g, p, [u for u in top if u not in picked])


@boon("the-suns-gift")
def suns_gift(g: CardAPI, p: int) -> None:
    """Look at the top 4 cards of your deck; discard any number and put the rest back."""
    _look_discard_rest_back(g, p, 4)


@boon("the-swamps-gift")
def swamps_gift(g: CardAPI, p: int) -> None:
    """Gain a Will-o'-Wisp from its pile."""
    g.gain(p, "will-o-wisp", source="non-supply:will-o-wisp")


@boon("the-winds-gift")
def winds_gift(g: CardAPI, p: int) -> None:
    """+2 Cards, then discard 2 cards."""
    g.draw(p, 2)
    discard_down_to(g, p, max(0, len(g.zones.hands[p]) - 2))


# -- Hexes -----------------------------------------------------------------------------------------------

@_hex("bad-omens")
def bad_omens(g: CardAPI, p: int) -> None:
    """Put your deck into your discard pile; put 2 Coppers from it onto your deck (or reveal you can't)."""
    z = g.zones
    deck, disc = z.code(p, DECK), z.code(p, DISCARD)
    for u in list(reversed(z.decks[p])):
        g.move(u, deck, disc)
    coppers = [u for u in z.discards[p] if z.card_of[u] == "copper"][:2]
    for u in coppers:
        g.topdeck(p, u, disc)
    if len(coppers) < 2:
        g.reveal(p, list(z.discards[p]))


def _no_delusion_state(g: CardAPI, p: int) -> bool:
    return not (has_state(g, p, "deluded") or has_state(g, p, "envious"))


@_hex("delusion")
def delusion(g: CardAPI, p: int) -> None:
    """If you don't have Deluded or Envious, take Deluded."""
    if _no_delusion_state(g, p):
        take_state(g, p, "deluded")


@_hex("envy")
def envy(g: CardAPI, p: int) -> None:
    """If you don't have Deluded or Envious, take Envious."""
    if _no_delusion_state(g, p):
        take_state(g, p, "envious")


@_hex("famine")
def famine(g: CardAPI, p: int) -> None:
    """Reveal the top 3 cards of your deck; discard the Actions; shuffle the rest into your deck."""
    top = g.top_cards(p, 3)
    g.reveal(p, top)
    aside = g.zones.code(p, SET_ASIDE)
    actions = [u for u in top if g.is_type(u, "action")]
    if actions:
        g.discard_cards(p, actions, aside)
    rest = [u for u in top if g.zones.loc[u] == aside]
    if rest:
        g.shuffle_into_deck(p, rest)


@_hex("fear")
def fear(g: CardAPI, p: int) -> None:
    """If you have at least 5 cards in hand, discard an Action or Treasure (or reveal you can't)."""
    hand = g.zones.hands[p]
    if len(hand) < 5:
        return
    picked = choose_hand(g, p, "discard", "discard", lambda u: g.is_type(u, "action") or g.is_type(u, "treasure"))
    if picked:
        g.discard_card(p, picked[0])
    else:
        g.reveal(p, list(hand))


@_hex("greed")
def greed(g: CardAPI, p: int) -> None:
    """Gain a Copper onto your deck."""
    g.gain(p, "copper", to=Zone.DECK)


@_hex("haunting")
def haunting(g: CardAPI, p: int) -> None:
    """If you have at least 4 cards in hand, put one of them onto your deck."""
    if len(g.zones.hands[p]) >= 4:
        for u in choose_hand(g, p, "topdeck", "topdeck"):
            g.topdeck(p, u)


@_hex("misery")
def misery(g: CardAPI, p: int) -> None:
    """Your first Misery this game: take Miserable; otherwise flip it over to Twice Miserable."""
    marks = g.players[p].marks
    if not marks.get("misery-hit"):
        marks["misery-hit"] = True
        take_state(g, p, "miserable")
    elif has_state(g, p, "miserable"):
        return_state(g, p, "miserable")
        take_state(g, p, "twice-miserable")


@_hex("poverty")
def poverty(g: CardAPI, p: int) -> None:
    """Discard down to 3 cards in hand."""
    discard_down_to(g, p, 3)


@_hex("war")
def war(g: CardAPI, p: int) -> None:
    """Reveal cards until one costing $3 or $4; trash it and discard the rest."""
    aside = g.zones.code(p, SET_ASIDE)
    shown: list[int] = []
    while True:
        got = g.top_cards(p, 1)
        if not got:
            break
        g.reveal(p, got)
        c = g.cost_of(g.zones.card_of[got[0]])
        if c.coins in (3, 4) and not c.potion and not c.debt:
            g.trash(p, got[0], aside)
            break
        shown.append(got[0])
    if shown:
        g.discard_cards(p, shown, aside)


# -- Kingdom cards ---------------------------------------------------------------------------------------

@on_play("bard")
def bard(g: CardAPI, p: int, uid: int) -> None:
    """+$2; receive a Boon."""
    g.turn.coins += 2
    g.receive_boon(p)


@on_play("blessed-village")
def blessed_village(g: CardAPI, p: int, uid: int) -> None:
    """+1 Card, +2 Actions."""
    g.draw(p, 1)
    g.turn.actions += 2


@on_gain("blessed-village")
def blessed_village_gained(g: CardAPI, p: int, uid: int) -> None:
    """When you gain this, take a Boon; receive it now or at the start of your next turn."""
    b = g.take_boon()
    if b is None:
        return
    if g.ask("blessed-village", p, ["mode:now", "mode:later"], boon=b) == ["mode:now"]:
        g.receive_boon(p, b)
        return

    def later(g2: CardAPI, q: int, _u: int) -> None:
        g2.receive_boon(q, b)
    g.players[p].next_turn.append((uid, later))


@on_gain("cemetery")
def cemetery_gained(g: CardAPI, p: int, uid: int) -> None:
    """When you gain this, trash up to 4 cards from your hand."""
    picked = choose_hand(g, p, "trash", "trash", None, 0, 4)
    if picked:
        g.trash_all(p, picked)


def _play_unique_action(g: CardAPI, p: int) -> bool:
    """You may play an Action card from your hand that you don't have a copy of in play; True if you did."""
    co = g.zones.card_of
    in_play = {co[u] for u in g.zones.plays[p]}
    picked = choose_hand(g, p, "play", "play", lambda u: g.is_type(u, "action") and co[u] not in in_play, 0, 1)
    if not picked:
        return False
    g.play_uid(p, picked[0])
    return True


@on_play("conclave")
def conclave(g: CardAPI, p: int, uid: int) -> None:
    """+$2; you may play an Action card from your hand you have no copy of in play; if you do, +1 Action."""
    g.turn.coins += 2
    if _play_unique_action(g, p):
        g.turn.actions += 1


@on_play("crypt")
def crypt(g: CardAPI, p: int, uid: int) -> None:
    """Set aside any number of your Treasures in play; at the start of each of your turns while any remain,
    put one of them into your hand."""
    treasures = [u for u in g.zones.plays[p] if g.is_type(u, "treasure")]
    picked = choose_from(g, p, treasures, "set-aside", "set-aside", 0, len(treasures))
    if not picked:
        return
    for u in picked:
        g.set_aside(p, u, "crypt")
    g.at_next_turn(p, uid, lambda g2, q, u: _crypt_next(g2, q, u, picked))


def _crypt_next(g: CardAPI, p: int, uid: int, kept: list[int]) -> None:
    aside = g.zones.code(p, SET_ASIDE)
    left = [u for u in kept if g.zones.loc[u] == aside]
    for u in choose_from(g, p, left, "take", "take"):
        g.move(u, aside, g.zones.code(p, HAND))
        left.remove(u)
    if left:
        g.at_next_turn(p, uid, lambda g2, q, u: _crypt_next(g2, q, u, left))


@on_play("cursed-village")
def cursed_village(g: CardAPI, p: int, uid: int) -> None:
    """+2 Actions; draw until you have 6 cards in hand."""
    g.turn.actions += 2
    need = 6 - len(g.zones.hands[p])
    if need > 0:
        g.draw(p, need, plus=False)


@on_gain("cursed-village")
def cursed_village_gained(g: CardAPI, p: int, uid: int) -> None:
    """When you gain this, receive a Hex."""
    g.receive_hex(p)


@on_play("devils-workshop")
def devils_workshop(g: CardAPI, p: int, uid: int) -> None:
    """Gained 2+ cards this turn: gain an Imp; 1: gain a card costing up to $4; 0: gain a Gold."""
    gained = g.turn.gains if p == g.turn.player else 0
    if gained >= 2:
        g.gain(p, "imp", source="non-supply:imp")
    elif gained == 1:
        gain_pick(g, p, up_to(g, 4))
    else:
        g.gain(p, "gold")


@on_play("druid")
def druid(g: CardAPI, p: int, uid: int) -> None:
    """+1 Buy; receive one of the Boons set aside for Druid, leaving it there."""
    g.turn.buys += 1
    boons: list[str] = g.marks.get("druid", [])
    if boons:
        b = g.ask("boon", p, [f"boon:{x}" for x in sorted(set(boons))])[0][5:]
        g.receive_boon(p, b, settle=False)


@on_play("exorcist")
def exorcist(g: CardAPI, p: int, uid: int) -> None:
    """Trash a card from your hand; gain a cheaper Spirit from one of the Spirit piles."""
    cost = trash_for_cost(g, p)
    if cost is None:
        return
    spirits = [s for s in SPIRITS if g.pile_count(s) and g.cost_of(s).lt(cost)]
    if spirits:
        s = g.ask("gain", p, [f"gain:{x}" for x in spirits])[0][5:]
        g.gain(p, s, source=f"non-supply:{s}")


@on_play("faithful-hound")
def faithful_hound(g: CardAPI, p: int, uid: int) -> None:
    """+2 Cards."""
    g.draw(p, 2)


@on_discard("faithful-hound")
def faithful_hound_discarded(g: CardAPI, p: int, uid: int) -> None:
    """When you discard this other than in Clean-up, you may set it aside and put it into your hand at the
    end of the turn."""
    dcode = g.zones.code(p, DISCARD)
    if g.turn.phase is Phase.CLEANUP or g.zones.loc[uid] != dcode or \
            g.ask("faithful-hound", p, ["set-aside:faithful-hound", "no"]) == ["no"]:
        return
    g.set_aside(p, uid, "faithful-hound")
    aside = g.zones.code(p, SET_ASIDE)

    def back() -> None:
        if g.zones.loc[uid] == aside:
            g.move(uid, aside, g.zones.code(p, HAND))
    g.turn.at_turn_end.append(back)


@on_play("fool")
def fool(g: CardAPI, p: int, uid: int) -> None:
    """If you aren't the player with Lost in the Woods: take it, take 3 Boons and receive them in any order."""
    if g.artifacts.get("lost-in-the-woods") == p:
        return
    g.artifacts["lost-in-the-woods"] = p
    g.set_token(p, "lost-in-the-woods", "taken")
    taken = [b for b in (g.take_boon() for _ in range(3)) if b is not None]
    while taken:
        b = g.ask("boon", p, [f"boon:{x}" for x in sorted(set(taken))])[0][5:]
        taken.remove(b)
        g.receive_boon(p, b)


@on_play("idol")
def idol(g: CardAPI, p: int, uid: int) -> None:
    """With an odd number of Idols in play, receive a Boon; with an even number, each other player gains a
    Curse."""
    co = g.zones.card_of
    if sum(1 for u in g.zones.plays[p] if co[u] == "idol") % 2:
        g.receive_boon(p)
    else:
        for o in g.attack_targets(p):
            g.gain(o, "curse")


@on_play("monastery")
def monastery(g: CardAPI, p: int, uid: int) -> None:
    """For each card you've gained this turn, you may trash a card from your hand or a Copper in play."""
    n = g.turn.gains if p == g.turn.player else 0
    z = g.zones
    pcode = z.code(p, IN_PLAY)
    for _ in range(n):
        options = sorted({f"trash:{z.card_of[u]}" for u in z.hands[p]})
        if any(z.card_of[u] == "copper" for u in z.plays[p]):
            options.append("trash-in-play:copper")
        if not options:
            return
        ans = g.ask("trash", p, options + ["done"])[0]
        if ans == "done":
            return
        if ans == "trash-in-play:copper":
            g.trash(p, g.find(p, "copper", IN_PLAY), pcode)
        else:
            g.trash(p, g.find(p, ans[6:]))


@on_play("necromancer")
def necromancer(g: CardAPI, p: int, uid: int) -> None:
    """Play a face-up non-Duration Action card from the trash, leaving it there and turning it face down for
    the turn."""
    down: set[int] = g.turn.marks.setdefault("necromancer", set())
    z = g.zones
    usable = [u for u in z.trash if u not in down and g.is_type(u, "action") and not g.is_type(u, "duration")]
    if not usable:
        return
    picked = choose_from(g, p, usable, "play", "play")[0]
    down.add(picked)
    g.resolve(p, picked)


@on_play("pixie")
def pixie(g: CardAPI, p: int, uid: int) -> None:
    """+1 Card, +1 Action; discard the top Boon; you may trash this to receive that Boon twice."""
    g.draw(p, 1)
    g.turn.actions += 1
    b = g.take_boon()
    if b is None:
        return
    g.discard_boon(b)
    pcode = g.zones.code(p, IN_PLAY)
    if g.zones.loc[uid] != pcode or g.ask("pixie", p, ["trash:pixie", "no"], boon=b) == ["no"]:
        return
    g.trash(p, uid, pcode)
    g.receive_boon(p, b, settle=False)
    g.receive_boon(p, b, settle=False)


@on_play("pooka")
def pooka(g: CardAPI, p: int, uid: int) -> None:
    """You may trash a Treasure other than Cursed Gold from your hand, for +4 Cards."""
    co = g.zones.card_of
    picked = choose_hand(g, p, "trash", "trash", lambda u: g.is_type(u, "treasure") and co[u] != "cursed-gold", 0, 1)
    if picked:
        g.trash(p, picked[0])
        g.draw(p, 4)


def _raider_next(g: CardAPI, p: int, uid: int) -> None:
    g.turn.coins += 3


@on_play("raider")
def raider(g: CardAPI, p: int, uid: int) -> None:
    """Each other player with 5+ cards in hand discards a copy of a card you have in play (or reveals they
    can't); at the start of your next turn, +$3."""
    co = g.zones.card_of
    mine = {co[u] for u in g.zones.plays[p]}
    for o in g.attack_targets(p):
        hand = g.zones.hands[o]
        if len(hand) < 5:
            continue
        picked = choose_hand(g, o, "discard", "discard", lambda u: co[u] in mine)
        if picked:
            g.discard_card(o, picked[0])
        else:
            g.reveal(o, list(hand))
    g.at_next_turn(p, uid, _raider_next)


COIN_BOONS = ("the-fields-gift", "the-forests-gift")
"""The Boons that give +$1."""


@on_play("sacred-grove")
def sacred_grove(g: CardAPI, p: int, uid: int) -> None:
    """+1 Buy, +$3; receive a Boon; if it doesn't give +$1, each other player may receive it."""
    g.turn.buys += 1
    g.turn.coins += 3
    b = g.take_boon()
    if b is None:
        return
    g.receive_boon(p, b)
    if b in COIN_BOONS:
        return
    for o in g.others(p):
        if g.ask("sacred-grove", o, ["yes", "no"], boon=b) == ["yes"]:
            g.receive_boon(o, b, settle=False)


def _secret_cave_next(g: CardAPI, p: int, uid: int) -> None:
    g.turn.coins += 3


@on_play("secret-cave")
def secret_cave(g: CardAPI, p: int, uid: int) -> None:
    """+1 Card, +1 Action; you may discard 3 cards; if you did, at the start of your next turn +$3."""
    g.draw(p, 1)
    g.turn.actions += 1
    hand = g.zones.hands[p]
    if not hand or g.ask("secret-cave", p, ["yes", "no"]) != ["yes"]:
        return
    n = min(3, len(hand))
    g.discard_cards(p, choose_hand(g, p, "discard", "discard", None, n, n))
    if n == 3:
        g.at_next_turn(p, uid, _secret_cave_next)


@on_play("shepherd")
def shepherd(g: CardAPI, p: int, uid: int) -> None:
    """+1 Action; discard any number of Victory cards, revealing them; +2 Cards per card discarded."""
    g.turn.actions += 1
    victory = [u for u in g.zones.hands[p] if g.is_type(u, "victory")]
    picked = choose_from(g, p, victory, "discard", "discard", 0, len(victory))
    if picked:
        g.reveal(p, picked)
        g.discard_cards(p, picked)
        g.draw(p, 2 * len(picked))


@on_play("skulk")
def skulk(g: CardAPI, p: int, uid: int) -> None:
    """+1 Buy; each other player receives the next Hex."""
    g.turn.buys += 1
    hex_each_other(g, p)


@on_gain("skulk")
def skulk_gained(g: CardAPI, p: int, uid: int) -> None:
    """When you gain this, gain a Gold."""
    g.gain(p, "gold")


@on_play("tormentor")
def tormentor(g: CardAPI, p: int, uid: int) -> None:
    """+$2; with no other cards in play, gain an Imp; otherwise each other player receives the next Hex."""
    g.turn.coins += 2
    if all(u == uid for u in g.zones.plays[p]):
        g.gain(p, "imp", source="non-supply:imp")
    else:
        hex_each_other(g, p)


@on_play("tracker")
def tracker(g: CardAPI, p: int, uid: int) -> None:
    """+$1; receive a Boon."""
    g.turn.coins += 1
    g.receive_boon(p)


def _tracker_applies(g: CardAPI, owner: int, luid: int, info: GainInfo) -> bool:
    return info.player == owner and g.zones.loc[info.uid] == info.zone_code and \
        info.zone_code != g.zones.code(owner, DECK)


def _tracker_run(g: CardAPI, owner: int, luid: int, info: GainInfo) -> None:
    g.topdeck(owner, info.uid, info.zone_code)


reaction(Reaction("tracker", "Gained", Zone.IN_PLAY, "topdeck", True, _tracker_applies, _tracker_run))


@on_play("tragic-hero")
def tragic_hero(g: CardAPI, p: int, uid: int) -> None:
    """+3 Cards, +1 Buy; with 8 or more cards in hand then, trash this and gain a Treasure."""
    g.draw(p, 3)
    g.turn.buys += 1
    if len(g.zones.hands[p]) < 8:
        return
    pcode = g.zones.code(p, IN_PLAY)
    if g.zones.loc[uid] == pcode:
        g.trash(p, uid, pcode)
    gain_pick(g, p, lambda c: "treasure" in g.defs[c].types)


@on_play("werewolf")
def werewolf(g: CardAPI, p: int, uid: int) -> None:
    """In your Night phase, each other player receives the next Hex; otherwise +3 Cards."""
    if g.turn.phase is Phase.NIGHT and p == g.turn.player:
        hex_each_other(g, p)
    else:
        g.draw(p, 3)


# -- Spirits, Zombies and Heirlooms ------------------------------------------------------------------------

@on_play("will-o-wisp")
def will_o_wisp(g: CardAPI, p: int, uid: int) -> None:
    """+1 Card, +1 Action; reveal your top card; if it costs $2 or less, put it into your hand."""
    g.draw(p, 1)
    g.turn.actions += 1
    reveal_top_to_hand_if(g, p, lambda u: g.cost_of(g.zones.card_of[u]).up_to(2))


@on_play("imp")
def imp(g: CardAPI, p: int, uid: int) -> None:
    """+2 Cards; you may play an Action card from your hand that you have no copy of in play."""
    g.draw(p, 2)
    _play_unique_action(g, p)


@on_play("ghost")
def ghost(g: CardAPI, p: int, uid: int) -> None:
    """Reveal cards until an Action; discard the others, set the Action aside; at the start of your next
    turn, play it twice."""
    aside = g.zones.code(p, SET_ASIDE)
    shown: list[int] = []
    found = None
    while True:
        got = g.top_cards(p, 1)
        if not got:
            break
        g.reveal(p, got)
        if g.is_type(got[0], "action"):
            found = got[0]
            break
        shown.append(got[0])
    if shown:
        g.discard_cards(p, shown, aside)
    if found is None:
        return
    target = found
    g.at_next_turn(p, uid, lambda g2, q, u: _ghost_plays(g2, q, u, target))


def _ghost_plays(g: CardAPI, p: int, uid: int, target: int) -> None:
    aside = g.zones.code(p, SET_ASIDE)
    if g.zones.loc[target] != aside:
        return
    g.play_uid(p, target, aside)
    g.resolve(p, target)
    if target in g.players[p].staying and g.zones.loc[uid] == g.zones.code(p, IN_PLAY):
        g.at_next_turn(p, uid, _nothing)


def _nothing(g: CardAPI, p: int, uid: int) -> None:
    """A card kept in play beside the Duration it played: nothing to do but leave with it."""


@on_play("zombie-apprentice")
def zombie_apprentice(g: CardAPI, p: int, uid: int) -> None:
    """You may trash an Action card from your hand for +3 Cards and +1 Action."""
    picked = choose_hand(g, p, "trash", "trash", lambda u: g.is_type(u, "action"), 0, 1)
    if picked:
        g.trash(p, picked[0])
        g.draw(p, 3)
        g.turn.actions += 1


@on_play("zombie-mason")
def zombie_mason(g: CardAPI, p: int, uid: int) -> None:
    """Trash the top card of your deck; you may gain a card costing up to $1 more than it."""
    top = g.top_cards(p, 1)
    if not top:
        return
    cost = g.cost_of(g.zones.card_of[top[0]])
    g.trash(p, top[0], g.zones.code(p, SET_ASIDE))
    limit = Cost(cost.coins + 1, cost.potion, cost.debt)
    gain_pick(g, p, lambda c: g.cost_of(c).le(limit), optional=True)


@on_play("zombie-spy")
def zombie_spy(g: CardAPI, p: int, uid: int) -> None:
    """+1 Card, +1 Action; look at your top card; discard it or put it back."""
    g.draw(p, 1)
    g.turn.actions += 1
    top = g.top_cards(p, 1)
    if not top:
        return
    aside = g.zones.code(p, SET_ASIDE)
    card = g.zones.card_of[top[0]]
    if g.ask("zombie-spy", p, [f"discard:{card}", f"topdeck:{card}"])[0].startswith("discard"):
        g.discard_card(p, top[0], aside)
    else:
        g.topdeck(p, top[0], aside)


@on_trash("haunted-mirror")
def haunted_mirror_trashed(g: CardAPI, p: int, uid: int) -> None:
    """When you trash this, you may discard an Action card to gain a Ghost from its pile."""
    picked = choose_hand(g, p, "discard", "discard", lambda u: g.is_type(u, "action"), 0, 1)
    if picked:
        g.discard_card(p, picked[0])
        g.gain(p, "ghost", source="non-supply:ghost")


@on_play("lucky-coin")
def lucky_coin(g: CardAPI, p: int, uid: int) -> None:
    """$1; when you play this, gain a Silver."""
    g.gain(p, "silver")


@on_play("goat")
def goat(g: CardAPI, p: int, uid: int) -> None:
    """$1; when you play this, you may trash a card from your hand."""
    for u in choose_hand(g, p, "trash", "trash", None, 0, 1):
        g.trash(p, u)


@on_play("cursed-gold")
def cursed_gold(g: CardAPI, p: int, uid: int) -> None:
    """$3; when you play this, gain a Curse."""
    g.gain(p, "curse")


@on_play("magic-lamp")
def magic_lamp(g: CardAPI, p: int, uid: int) -> None:
    """$1; with at least 6 cards you have exactly one copy of in play, trash this; if you do, gain 3 Wishes."""
    co = g.zones.card_of
    counts: dict[str, int] = {}
    for u in g.zones.plays[p]:
        counts[co[u]] = counts.get(co[u], 0) + 1
    pcode = g.zones.code(p, IN_PLAY)
    if sum(1 for v in counts.values() if v == 1) < 6 or g.zones.loc[uid] != pcode:
        return
    g.trash(p, uid, pcode)
    for _ in range(3):
        g.gain(p, "wish", source="non-supply:wish")


@victory_points("pasture")
def pasture_vp(g: CardAPI, p: int) -> int:
    """Pasture: 1 VP per Estate you have."""
    z = g.zones
    return sum(1 for zi in range(NPZ) for u in z.of(p, zi) if z.card_of[u] == "estate")


@on_play("pouch")
def pouch(g: CardAPI, p: int, uid: int) -> None:
    """$1, +1 Buy."""
    g.turn.buys += 1
