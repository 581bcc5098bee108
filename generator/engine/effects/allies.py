"""Allies: Favors and the one Ally a game uses, Liaisons, split piles that rotate, and the Kingdom cards."""

from __future__ import annotations

from collections.abc import Callable

from generator.engine.api import CardAPI
from generator.engine.effects.common import (
    choose_from,
    choose_hand,
    count_this_turn,
    discard_down_to,
    discard_set_aside,
    gain_pick,
    gains_may_go_on_deck,
    name_a_card,
    own_turn_bonus,
    put_back_in_any_order,
    stay_with,
    trash_for_cost,
    up_to,
)
from generator.engine.hooks import (
    RULES,
    TREASURE_COINS,
    VICTORY_POINTS,
    fixed_pile_size,
    game_rule,
    on_discard_from_play,
    on_gain,
    on_play,
    on_trash,
    setup_for_type,
    versions,
    victory_points,
)
from generator.engine.setup import SetupPlan
from generator.engine.triggers import Trigger
from generator.engine.types import DECK, DISCARD, HAND, IN_PLAY, NPZ, SET_ASIDE, Cost, Zone
from generator.engine.zones import TRASH_CODE

# -- Favors ------------------------------------------------------------------------------------------


def add_favors(g: CardAPI, p: int, n: int) -> None:
    """The player takes ``n`` Favor tokens."""
    g.add_tokens(p, "favors", n)


def spend_favors(g: CardAPI, p: int, n: int) -> bool:
    """The player spends ``n`` Favors if they have that many; False (nothing spent) otherwise."""
    state = g.players[p]
    if state.favors < n:
        return False
    g.add_tokens(p, "favors", -n)
    return True


def offer_favors(g: CardAPI, p: int, ally: str, n: int = 1) -> bool:
    """Ask the player whether to spend ``n`` Favors on ``ally``'s ability (never when they lack them); True
    when they did."""
    if g.players[p].favors < n or g.ask("favor", p, [f"spend:{ally}", "no"]) != [f"spend:{ally}"]:
        return False
    return spend_favors(g, p, n)


def ally_rule(ally: str, edition: str | None = None) -> Callable[[Callable[[CardAPI], None]],
                                                                 Callable[[CardAPI], None]]:
    """Register an Ally (in one version, with ``edition``): when it is the game's Ally each player starts with 1
    Favor, then ``fn`` installs its ability."""
    def wrap(fn: Callable[[CardAPI], None]) -> Callable[[CardAPI], None]:
        def install(g: CardAPI) -> None:
            for p in range(g.n):
                add_favors(g, p, 1)
            fn(g)
        install.__doc__ = fn.__doc__
        game_rule(ally, edition)(install)
        return fn
    return wrap


@setup_for_type("liaison")
def liaison_setup(plan: SetupPlan) -> None:
    """A Kingdom with a Liaison uses one Ally: a random one the engine knows, unless the game already has one."""
    allies = [c for c in plan.defs.of_kind("ally") if c in RULES.fns]
    if allies and not any(c in allies for c in plan.landscapes):
        plan.landscapes.append(plan.rng.choice(sorted(allies)))


# -- split piles that rotate ---------------------------------------------------------------------------

for _pile in ("augurs", "clashes", "forts", "odysseys", "townsfolk", "wizards"):
    fixed_pile_size(_pile, 16)  # four copies each of four differently named cards


def rotate(g: CardAPI, pile: str) -> None:
    """Rotate a pile: every card with the top card's name, from the top down, goes to the bottom."""
    code = g.zones.piles.get(pile)
    if code is None:
        return
    lst = g.zones.lists[code]
    if not lst:
        return
    name = g.zones.card_of[lst[-1]]
    moving = []
    for u in reversed(lst):
        if g.zones.card_of[u] != name:
            break
        moving.append(u)
    if len(moving) == len(lst):
        return
    for u in reversed(moving):
        g.move(u, code, code, bottom=True)


def may_rotate(g: CardAPI, p: int, pile: str) -> None:
    """The player may rotate ``pile`` (asked only when it has cards)."""
    if g.pile_count(pile) and g.ask("rotate", p, [f"rotate:{pile}", "no"]) == [f"rotate:{pile}"]:
        rotate(g, pile)


ELDER = "elder"


def choose_modes(g: CardAPI, p: int, uid: int, options: list[str], n: int = 1) -> list[str]:
    """Choose ``n`` different options of a "choose" card (one more per Elder that played this card), returned in
    the order the card lists them."""
    extra = g.turn.marks.get(ELDER, {}).get(uid, 0) if p == g.turn.player else 0
    picked = g.ask("mode", p, options, n, min(len(options), n + extra))
    return [o for o in options if o in picked]


@on_play("elder")
def elder(g: CardAPI, p: int, uid: int) -> None:
    """+$2; you may play an Action card from your hand; when it gives you a choice of abilities this turn, you may
    choose an extra different option."""
    g.turn.coins += 2
    picked = choose_hand(g, p, "play", "play", lambda u: g.is_type(u, "action"), lo=0)
    if not picked:
        return
    marks = g.turn.marks.setdefault(ELDER, {})
    marks[picked[0]] = marks.get(picked[0], 0) + 1
    g.play_uid(p, picked[0])


# -- Liaisons ----------------------------------------------------------------------------------------


@on_play("underling")
def underling(g: CardAPI, p: int, uid: int) -> None:
    """+1 Card, +1 Action, +1 Favor."""
    g.draw(p, 1)
    g.turn.actions += 1
    add_favors(g, p, 1)


@on_play("sycophant")
def sycophant(g: CardAPI, p: int, uid: int) -> None:
    """+1 Action; discard 3 cards (all you have if fewer); if you discarded at least one, +$3."""
    g.turn.actions += 1
    n = min(3, len(g.zones.hands[p]))
    picked = choose_hand(g, p, "discard", "discard", lo=n, hi=n) if n else []
    g.discard_cards(p, picked)
    if picked:
        g.turn.coins += 3


def _two_favors(g: CardAPI, p: int, uid: int) -> None:
    """When you gain or trash this, +2 Favors."""
    add_favors(g, p, 2)


on_gain("sycophant")(_two_favors)
on_trash("sycophant")(_two_favors)


@on_play("broker")
def broker(g: CardAPI, p: int, uid: int) -> None:
    """Trash a card from your hand; per $1 it costs, +1 Card, or +1 Action, or +$1, or +1 Favor (you choose)."""
    picked = choose_hand(g, p, "trash", "trash")
    if not picked:
        return
    n = g.cost_of(g.zones.card_of[picked[0]]).coins
    g.trash(p, picked[0])
    for mode in choose_modes(g, p, uid, ["broker:cards", "broker:actions", "broker:coins", "broker:favors"]):
        if mode == "broker:cards":
            g.draw(p, n)
        elif mode == "broker:actions":
            g.turn.actions += n
        elif mode == "broker:coins":
            g.turn.coins += n
        else:
            add_favors(g, p, n)


GUILDMASTER = "guildmaster"


@on_play("guildmaster")
def guildmaster(g: CardAPI, p: int, uid: int) -> None:
    """+$3; this turn, when you gain a card, +1 Favor."""
    g.turn.coins += 3
    count_this_turn(g, GUILDMASTER)


@game_rule("guildmaster")
def guildmaster_rule(g: CardAPI) -> None:
    """Each Guildmaster played this turn gives its player +1 Favor per card they gain."""
    def gained(g2: CardAPI, gainer: int, uid: int, card: str, code: int) -> Trigger | None:
        n = g2.turn.marks.get(GUILDMASTER, 0)
        if n and gainer == g2.turn.player:
            add_favors(g2, gainer, n)
        return None
    g.gain_rules.append(gained)


@on_play("importer")
def importer(g: CardAPI, p: int, uid: int) -> None:
    """At the start of your next turn, gain a card costing up to $5."""
    def later(g2: CardAPI, q: int, _u: int) -> None:
        gain_pick(g2, q, up_to(g2, 5))
    g.at_next_turn(p, uid, later)


@game_rule("importer")
def importer_setup(g: CardAPI) -> None:
    """Set-up: each player gets +4 Favors."""
    for p in range(g.n):
        add_favors(g, p, 4)


BAUBLE = "bauble"


@on_play("bauble")
def bauble(g: CardAPI, p: int, uid: int) -> None:
    """Choose two different: +1 Buy; +$1; +1 Favor; this turn, when you gain a card, you may put it onto your
    deck."""
    for mode in choose_modes(g, p, uid, ["bauble:buy", "bauble:coin", "bauble:favor", "bauble:topdeck"], 2):
        if mode == "bauble:buy":
            g.turn.buys += 1
        elif mode == "bauble:coin":
            g.turn.coins += 1
        elif mode == "bauble:favor":
            add_favors(g, p, 1)
        else:
            g.turn.marks[BAUBLE] = True


@game_rule("bauble")
def bauble_rule(g: CardAPI) -> None:
    """After a Bauble's last option, the turn player may put each card they gain onto their deck."""
    g.gain_rules.append(gains_may_go_on_deck(BAUBLE, "topdeck:bauble"))


def _to_deck(g: CardAPI, p: int, uid: int, code: int) -> None:
    """Put a just-gained card from where it went onto the player's deck (if it is still there)."""
    if g.zones.loc[uid] == code and code != g.zones.code(p, DECK):
        g.topdeck(p, uid, code)


@on_play("emissary")
def emissary(g: CardAPI, p: int, uid: int) -> None:
    """+3 Cards; if this made you shuffle (at least one card), +1 Action and +2 Favors."""
    shuffled: list[int] = []

    def saw(_g: CardAPI, q: int) -> None:
        if q == p:
            shuffled.append(q)
    g.shuffle_rules.append(saw)
    try:
        g.draw(p, 3)
    finally:
        g.shuffle_rules.remove(saw)
    if shuffled:
        g.turn.actions += 1
        add_favors(g, p, 2)


TREASURE_COINS["contract"] = 2


@on_play("contract")
def contract(g: CardAPI, p: int, uid: int) -> None:
    """$2 (its coins), +1 Favor; you may set aside an Action from your hand to play it at the start of your
    next turn."""
    add_favors(g, p, 1)
    picked = choose_hand(g, p, "set-aside", "set-aside", lambda u: g.is_type(u, "action"), lo=0)
    if not picked:
        return
    card = picked[0]
    g.set_aside(p, card, "contract")

    def later(g2: CardAPI, q: int, _u: int) -> None:
        aside = g2.zones.code(q, SET_ASIDE)
        if g2.zones.loc[card] == aside:
            g2.play_uid(q, card, aside)
    g.at_next_turn(p, uid, later)


# -- Kingdom cards -----------------------------------------------------------------------------------


@on_play("swap")
def swap(g: CardAPI, p: int, uid: int) -> None:
    """+1 Card, +1 Action; you may return an Action from hand to gain a different one up to $5 to hand."""
    g.draw(p, 1)
    g.turn.actions += 1
    picked = choose_hand(g, p, "return", "return",
                         lambda u: g.is_type(u, "action") and g.zones.home[u] in g.zones.piles, 0)
    if picked and g.return_to_pile(p, picked[0], g.zones.code(p, HAND)):
        name = g.zones.card_of[picked[0]]
        gain_pick(g, p, lambda c: "action" in g.defs[c].types and c != name and g.cost_of(c).up_to(5),
                  to=Zone.HAND)


@on_play("town")
def town(g: CardAPI, p: int, uid: int) -> None:
    """Choose one: +1 Card and +2 Actions; or +1 Buy and +$2."""
    for mode in choose_modes(g, p, uid, ["town:actions", "town:buy"]):
        if mode == "town:actions":
            g.draw(p, 1)
            g.turn.actions += 2
        else:
            g.turn.buys += 1
            g.turn.coins += 2


@on_play("capital-city")
def capital_city(g: CardAPI, p: int, uid: int) -> None:
    """+1 Card, +2 Actions; you may discard 2 cards for +$2; you may pay $2 for +2 Cards."""
    g.draw(p, 1)
    g.turn.actions += 2
    hand = g.zones.hands[p]
    if hand and g.ask("discard", p, ["discard-two:capital-city", "no"]) == ["discard-two:capital-city"]:
        n = min(2, len(hand))
        picked = choose_hand(g, p, "discard", "discard", lo=n, hi=n)
        g.discard_cards(p, picked)
        if len(picked) == 2:
            g.turn.coins += 2
    if g.turn.coins >= 2 and g.ask("pay", p, ["pay:capital-city", "no"]) == ["pay:capital-city"]:
        g.turn.coins -= 2
        g.draw(p, 2)


@on_play("carpenter")
def carpenter(g: CardAPI, p: int, uid: int) -> None:
    """No empty Supply pile: +1 Action, gain a card up to $4; else trash a card from hand, gain one up to $2 more."""
    if [] not in g.zones.supply_lists:
        g.turn.actions += 1
        gain_pick(g, p, up_to(g, 4))
        return
    cost = trash_for_cost(g, p)
    if cost is None:
        return
    gain_pick(g, p, lambda c: g.cost_of(c).le(cost.plus(2)))


@on_play("courier")
def courier(g: CardAPI, p: int, uid: int) -> None:
    """+$1; discard the top card of your deck; you may play an Action or Treasure from your discard pile."""
    g.turn.coins += 1
    looked = g.top_cards(p, 1)
    if looked:
        g.discard_cards(p, looked, g.zones.code(p, SET_ASIDE))
    dcode = g.zones.code(p, DISCARD)
    cands = [u for u in g.zones.discards[p] if g.is_type(u, "action") or g.is_type(u, "treasure")]
    for u in choose_from(g, p, cands, "play", "play", lo=0):
        g.play_uid(p, u, dcode)


GALLERIA = "galleria"


@on_play("galleria")
def galleria(g: CardAPI, p: int, uid: int) -> None:
    """+$3; this turn, when you gain a card costing $3 or $4, +1 Buy."""
    g.turn.coins += 3
    count_this_turn(g, GALLERIA)


@game_rule("galleria")
def galleria_rule(g: CardAPI) -> None:
    """Each Galleria played this turn gives +1 Buy per card costing $3 or $4 (as it costs then) the player gains."""
    def gained(g2: CardAPI, gainer: int, uid: int, card: str, code: int) -> Trigger | None:
        n = g2.turn.marks.get(GALLERIA, 0)
        cost = g2.cost_of(card)
        if n and gainer == g2.turn.player and cost.coins in (3, 4) and not cost.potion and not cost.debt:
            g2.turn.buys += n
        return None
    g.gain_rules.append(gained)


@on_play("hunter")
def hunter(g: CardAPI, p: int, uid: int) -> None:
    """+1 Action; reveal the top 3 cards; put an Action, a Treasure and a Victory card from them into your hand;
    discard the rest."""
    g.turn.actions += 1
    looked = g.top_cards(p, 3)
    g.reveal(p, looked)
    aside = g.zones.code(p, SET_ASIDE)
    hand = g.zones.code(p, HAND)
    for kind in ("action", "treasure", "victory"):
        cands = [u for u in looked if g.zones.loc[u] == aside and g.is_type(u, kind)]
        for u in choose_from(g, p, cands, "take", f"take-{kind}"):
            g.move(u, aside, hand)
    discard_set_aside(g, p, looked)


@on_play("innkeeper")
def innkeeper(g: CardAPI, p: int, uid: int) -> None:
    """+1 Action; choose one: +1 Card; or +3 Cards then discard 3; or +5 Cards then discard 6."""
    g.turn.actions += 1
    for mode in choose_modes(g, p, uid, ["innkeeper:1", "innkeeper:3", "innkeeper:5"]):
        draw, drop = {"innkeeper:1": (1, 0), "innkeeper:3": (3, 3), "innkeeper:5": (5, 6)}[mode]
        g.draw(p, draw)
        n = min(drop, len(g.zones.hands[p]))
        if n:
            g.discard_cards(p, choose_hand(g, p, "discard", "discard", lo=n, hi=n))


@on_play("marquis")
def marquis(g: CardAPI, p: int, uid: int) -> None:
    """+1 Buy; +1 Card per card in your hand; discard down to 10 cards in hand."""
    g.turn.buys += 1
    g.draw(p, len(g.zones.hands[p]))
    discard_down_to(g, p, 10)


@on_play("merchant-camp")
def merchant_camp(g: CardAPI, p: int, uid: int) -> None:
    """+2 Actions, +$1."""
    g.turn.actions += 2
    g.turn.coins += 1


@on_discard_from_play("merchant-camp")
def merchant_camp_back(g: CardAPI, p: int, uid: int) -> None:
    """When you discard this from play, you may put it onto your deck."""
    z = g.zones
    if z.loc[uid] == z.code(p, DISCARD) and g.ask("topdeck", p, ["topdeck:merchant-camp", "no"]) != ["no"]:
        g.topdeck(p, uid, z.code(p, DISCARD))


@on_play("modify")
def modify(g: CardAPI, p: int, uid: int) -> None:
    """Trash a card from your hand; choose one: +1 Card and +1 Action; or gain a card up to $2 more than it."""
    picked = choose_hand(g, p, "trash", "trash")
    cost = None
    if picked:
        cost = g.cost_of(g.zones.card_of[picked[0]])
        g.trash(p, picked[0])
    modes = ["modify:card", "modify:gain"] if cost is not None else ["modify:card"]
    for mode in choose_modes(g, p, uid, modes):
        if mode == "modify:card":
            g.draw(p, 1)
            g.turn.actions += 1
        elif cost is not None:
            gain_pick(g, p, _up_to_more(g, cost, 2))


@on_play("royal-galley")
def royal_galley(g: CardAPI, p: int, uid: int) -> None:
    """+1 Card; you may play a non-Duration Action from your hand, set it aside, and play it again at the start
    of your next turn."""
    g.draw(p, 1)
    picked = choose_hand(g, p, "play", "play",
                         lambda u: g.is_type(u, "action") and not g.is_type(u, "duration"), lo=0)
    if not picked:
        return
    card = picked[0]
    g.play_uid(p, card)
    pcode = g.zones.code(p, IN_PLAY)
    if g.zones.loc[card] != pcode:
        return
    g.set_aside(p, card, "royal-galley")

    def later(g2: CardAPI, q: int, _u: int) -> None:
        aside = g2.zones.code(q, SET_ASIDE)
        if g2.zones.loc[card] == aside:
            g2.play_uid(q, card, aside)
    g.at_next_turn(p, uid, later)


@on_play("sentinel")
def sentinel(g: CardAPI, p: int, uid: int) -> None:
    """Look at the top 5 cards of your deck; you may trash up to 2 of them; put the rest back in any order."""
    looked = g.top_cards(p, 5)
    aside = g.zones.code(p, SET_ASIDE)
    trashed = choose_from(g, p, looked, "trash", "trash", lo=0, hi=2)
    if trashed:
        g.trash_all(p, trashed, aside)
    put_back_in_any_order(g, p, looked)


SKIRMISHER = "skirmisher"


@on_play("skirmisher")
def skirmisher(g: CardAPI, p: int, uid: int) -> None:
    """+1 Card, +1 Action, +$1; this turn, when you gain an Attack card, each other player discards down to 3."""
    g.draw(p, 1)
    g.turn.actions += 1
    g.turn.coins += 1
    g.turn.marks.setdefault(SKIRMISHER, []).append(list(g.attack_targets(p)))


@game_rule("skirmisher")
def skirmisher_rule(g: CardAPI) -> None:
    """Each Skirmisher played this turn makes the players it attacked discard down to 3 when its player gains an
    Attack card (those who blocked it when it was played are not affected)."""
    def gained(g2: CardAPI, gainer: int, uid: int, card: str, code: int) -> Trigger | None:
        marks = g2.turn.marks.get(SKIRMISHER)
        if not marks or gainer != g2.turn.player or "attack" not in g2.defs[card].types:
            return None
        targets = [list(t) for t in marks]

        def run() -> None:
            for group in targets:
                for o in group:
                    discard_down_to(g2, o, 3)
        return Trigger("skirmisher", False, lambda: True, run)
    g.gain_rules.append(gained)


@on_play("specialist")
def specialist(g: CardAPI, p: int, uid: int) -> None:
    """You may play an Action or Treasure from your hand; then choose: play it again, or gain a copy of it."""
    picked = choose_hand(g, p, "play", "play", lambda u: g.is_type(u, "action") or g.is_type(u, "treasure"), lo=0)
    if not picked:
        return
    card = picked[0]
    name = g.zones.card_of[card]
    g.play_uid(p, card)
    for mode in choose_modes(g, p, uid, ["specialist:again", "specialist:gain"]):
        if mode == "specialist:again":
            g.resolve(p, card)
            _stay_with_duration(g, p, uid, card)
        else:
            g.gain(p, name)


def _stay_with_duration(g: CardAPI, p: int, this: int, target: int) -> None:
    """A card that played a Duration more than once (Specialist) stays in play as long as that Duration does."""
    staying = g.players[p].staying
    if target in staying and this not in staying and g.zones.loc[this] == g.zones.code(p, IN_PLAY):
        stay_with(g, p, this, target)


@on_play("barbarian")
def barbarian(g: CardAPI, p: int, uid: int) -> None:
    """+$2; each other player trashes their top card; $3 or more: they gain a cheaper card sharing a type with it;
    otherwise they gain a Curse."""
    g.turn.coins += 2
    for o in g.attack_targets(p):
        looked = g.top_cards(o, 1)
        if not looked:
            continue
        top = looked[0]
        card = g.zones.card_of[top]
        types = g.types_of(top)
        g.trash(o, top, g.zones.code(o, SET_ASIDE))
        cost = g.cost_of(card)
        if cost.coins >= 3:
            gain_pick(g, o, _cheaper_sharing(g, cost, types))
        else:
            g.gain(o, "curse")


def _up_to_more(g: CardAPI, cost: Cost, more: int) -> Callable[[str], bool]:
    """Predicate: a card costing up to ``more`` coins more than ``cost``."""
    return lambda c: g.cost_of(c).le(cost.plus(more))


def _cheaper_sharing(g: CardAPI, cost: Cost, types: frozenset[str]) -> Callable[[str], bool]:
    """Predicate: a card costing less than ``cost`` that shares a type with ``types``."""
    return lambda c: bool(g.defs[c].types & types) and g.cost_of(c).lt(cost)


HIGHWAYMAN = "highwayman"
HIGHWAYMAN_SEEN = "highwayman-treasure-played"


@on_play("highwayman")
def highwayman(g: CardAPI, p: int, uid: int) -> None:
    """At the start of your next turn, discard this from play and +3 Cards; until then the first Treasure each
    other player plays each turn does nothing."""
    targets = list(g.attack_targets(p))
    for o in targets:
        g.players[o].marks[HIGHWAYMAN] = g.players[o].marks.get(HIGHWAYMAN, 0) + 1

    def later(g2: CardAPI, q: int, u: int) -> None:
        pcode = g2.zones.code(q, IN_PLAY)
        if g2.zones.loc[u] == pcode:
            g2.discard_card(q, u, pcode, "highwayman")
        for o in targets:
            g2.players[o].marks[HIGHWAYMAN] -= 1
        g2.draw(q, 3)
    g.at_next_turn(p, uid, later)


@game_rule("highwayman")
def highwayman_rule(g: CardAPI) -> None:
    """A player under a Highwayman's attack: the first Treasure they play each turn does nothing (however many
    Highwaymen attack them)."""
    def cancel(g2: CardAPI, player: int, uid: int, card: str) -> bool:
        if "treasure" not in g2.defs[card].types:
            return False
        seen = g2.turn.marks.setdefault(HIGHWAYMAN_SEEN, set())
        if player in seen:
            return False
        seen.add(player)
        return bool(g2.players[player].marks.get(HIGHWAYMAN, 0) > 0)
    g.play_cancels.append(cancel)


WARLORD = "warlord"


@on_play("warlord")
def warlord(g: CardAPI, p: int, uid: int) -> None:
    """+1 Action; at the start of your next turn, +2 Cards; until then other players can't play an Action from
    their hand that they have 2 or more copies of in play."""
    g.turn.actions += 1
    targets = list(g.attack_targets(p))
    for o in targets:
        g.players[o].marks[WARLORD] = g.players[o].marks.get(WARLORD, 0) + 1

    def later(g2: CardAPI, q: int, _u: int) -> None:
        for o in targets:
            g2.players[o].marks[WARLORD] -= 1
        g2.draw(q, 2)
    g.at_next_turn(p, uid, later)


@game_rule("warlord")
def warlord_rule(g: CardAPI) -> None:
    """A player under a Warlord's attack cannot play an Action card from their hand with 2 or more copies of it
    in play."""
    def allowed(g2: CardAPI, player: int, uid: int) -> bool:
        if not g2.players[player].marks.get(WARLORD) or not g2.is_type(uid, "action"):
            return True
        name = g2.zones.card_of[uid]
        return sum(1 for u in g2.zones.plays[player] if g2.zones.card_of[u] == name) < 2
    g.can_play_rules.append(allowed)


VOYAGE = "voyage"
"""PlayerState.marks key: per Voyage (uid), the numbers of the extra turns its plays set up (in each of them its
player can play only 3 cards from their hand)."""
versions("voyage", "1e", "errata-2023")
versions("island-folk", "1e", "errata-2023")


@on_play("voyage", "1e")
def voyage(g: CardAPI, p: int, uid: int) -> None:
    """First printing: +1 Action; if the previous turn wasn't yours, take an extra turn after this one, in which you
    can only play 3 cards from your hand."""
    g.turn.actions += 1
    if g.turn.previous_player == p:
        return
    g.extra_turns.append((p, None))
    _voyage_turn_ahead(g, p, uid, len(g.extra_turns))


@on_play("voyage", "errata-2023")
def voyage_2023(g: CardAPI, p: int, uid: int) -> None:
    """2023 errata: +1 Action; take an extra turn after this one (but not a 3rd turn in a row), in which you can
    only play 3 cards from your hand. A Voyage whose turn fails is discarded this turn (FAQ)."""
    g.turn.actions += 1
    marks = g.players[p].marks

    def cancel() -> None:
        marks.get(VOYAGE, {}).pop(uid, None)
        g.cancel_next_turn(p, uid)
    ahead = g.extra_turn_after(p, "voyage", cancel)
    if ahead:
        _voyage_turn_ahead(g, p, uid, ahead)


def _voyage_turn_ahead(g: CardAPI, p: int, uid: int, ahead: int) -> None:
    """The extra turn ``ahead`` turns after this one is a Voyage turn; the Voyage stays in play until then (two
    first-printing Voyages played in one turn give two extra turns, each limited to 3 cards from the hand)."""
    turns = g.players[p].marks.setdefault(VOYAGE, {}).setdefault(uid, [])
    if not any(t > g.turn.number for t in turns):
        g.at_next_turn(p, uid, _voyage_turn)
    turns.append(g.turn.number + ahead)


def _voyage_turn(g: CardAPI, p: int, uid: int) -> None:
    """The Voyage stays in play until the Clean-up of its last extra turn; nothing else happens then."""
    if any(t > g.turn.number for t in g.players[p].marks.get(VOYAGE, {}).get(uid, ())):
        g.at_next_turn(p, uid, _voyage_turn)  # its extra turn is a later one: it waits on


@game_rule("voyage")
def voyage_rule(g: CardAPI) -> None:
    """In a Voyage's extra turn its player can play only 3 cards from their hand."""
    def allowed(g2: CardAPI, player: int, uid: int) -> bool:
        return not (player == g2.turn.player and g2.turn.hand_plays >= 3
                    and any(g2.turn.number in turns for turns in g2.players[player].marks.get(VOYAGE, {}).values()))
    g.can_play_rules.append(allowed)


# -- Wizards ----------------------------------------------------------------------------------------


@on_play("lich")
def lich(g: CardAPI, p: int, uid: int) -> None:
    """+6 Cards, +2 Actions, skip a turn."""
    g.draw(p, 6)
    g.turn.actions += 2
    g.players[p].skip_turns += 1


@on_trash("lich")
def lich_trash(g: CardAPI, p: int, uid: int) -> None:
    """When trashed: discard it from the trash, then gain a cheaper card from the trash."""
    if g.zones.loc[uid] == TRASH_CODE:
        g.move(uid, TRASH_CODE, g.zones.code(p, DISCARD))
    cost = g.cost_of("lich")
    cands = [u for u in g.zones.trash if g.cost_of(g.zones.card_of[u]).lt(cost)]
    for u in choose_from(g, p, cands, "gain", "gain"):
        g.gain(p, g.zones.card_of[u], uid=u)


# -- Townsfolk ---------------------------------------------------------------------------------------


@on_play("town-crier")
def town_crier(g: CardAPI, p: int, uid: int) -> None:
    """Choose one: +$2; or gain a Silver; or +1 Card and +1 Action. You may rotate the Townsfolk."""
    for mode in choose_modes(g, p, uid, ["town-crier:coins", "town-crier:silver", "town-crier:card"]):
        if mode == "town-crier:coins":
            g.turn.coins += 2
        elif mode == "town-crier:silver":
            g.gain(p, "silver")
        else:
            g.draw(p, 1)
            g.turn.actions += 1
    may_rotate(g, p, "townsfolk")


@on_play("blacksmith")
def blacksmith(g: CardAPI, p: int, uid: int) -> None:
    """Choose one: draw until you have 6 cards in hand; or +2 Cards; or +1 Card and +1 Action."""
    for mode in choose_modes(g, p, uid, ["blacksmith:six", "blacksmith:two", "blacksmith:action"]):
        if mode == "blacksmith:six":
            g.draw(p, max(0, 6 - len(g.zones.hands[p])), plus=False)
        elif mode == "blacksmith:two":
            g.draw(p, 2)
        else:
            g.draw(p, 1)
            g.turn.actions += 1


@on_play("miller")
def miller(g: CardAPI, p: int, uid: int) -> None:
    """+1 Action; look at the top 4 cards of your deck, put one into your hand and discard the rest."""
    g.turn.actions += 1
    looked = g.top_cards(p, 4)
    for u in choose_from(g, p, looked, "take", "take"):
        g.move(u, g.zones.code(p, SET_ASIDE), g.zones.code(p, HAND))
    discard_set_aside(g, p, looked)


# -- Wizards (Lich is above) -------------------------------------------------------------------------


@on_play("student")
def student(g: CardAPI, p: int, uid: int) -> None:
    """+1 Action; you may rotate the Wizards; trash a card from your hand; if it is a Treasure, +1 Favor and put
    this onto your deck."""
    g.turn.actions += 1
    may_rotate(g, p, "wizards")
    picked = choose_hand(g, p, "trash", "trash")
    if not picked:
        return
    treasure = g.is_type(picked[0], "treasure")
    g.trash(p, picked[0])
    if treasure:
        add_favors(g, p, 1)
        pcode = g.zones.code(p, IN_PLAY)
        if g.zones.loc[uid] == pcode:
            g.topdeck(p, uid, pcode)


@on_play("conjurer")
def conjurer(g: CardAPI, p: int, uid: int) -> None:
    """Gain a card costing up to $4; at the start of your next turn, put this into your hand."""
    gain_pick(g, p, up_to(g, 4))

    def later(g2: CardAPI, q: int, u: int) -> None:
        pcode = g2.zones.code(q, IN_PLAY)
        if g2.zones.loc[u] == pcode:
            g2.move(u, pcode, g2.zones.code(q, HAND))
    g.at_next_turn(p, uid, later)




@on_play("sorcerer")
def sorcerer(g: CardAPI, p: int, uid: int) -> None:
    """+1 Card, +1 Action; each other player names a card and reveals their top card; if wrong, they gain a
    Curse; the card goes back on top.  A player with no card to reveal (even after shuffling) gains no Curse."""
    g.draw(p, 1)
    g.turn.actions += 1
    for o in g.attack_targets(p):
        named = name_a_card(g, o)
        looked = g.top_cards(o, 1)
        if not looked:
            continue
        g.reveal(o, looked)
        if g.zones.card_of[looked[0]] != named:
            g.gain(o, "curse")
        g.topdeck(o, looked[0], g.zones.code(o, SET_ASIDE))


# -- Augurs ------------------------------------------------------------------------------------------


@on_play("herb-gatherer")
def herb_gatherer(g: CardAPI, p: int, uid: int) -> None:
    """+1 Buy; put your deck into your discard pile; you may play a Treasure from it; you may rotate the Augurs."""
    g.turn.buys += 1
    dk, dc = g.zones.code(p, DECK), g.zones.code(p, DISCARD)
    for u in list(reversed(g.zones.decks[p])):
        g.move(u, dk, dc)
    cands = [u for u in g.zones.discards[p] if g.is_type(u, "treasure")]
    for u in choose_from(g, p, cands, "play", "play", lo=0):
        g.play_uid(p, u, dc)
    may_rotate(g, p, "augurs")


@on_play("acolyte")
def acolyte(g: CardAPI, p: int, uid: int) -> None:
    """You may trash an Action or Victory card from your hand to gain a Gold; you may trash this to gain an Augur."""
    picked = choose_hand(g, p, "trash", "trash", lambda u: g.is_type(u, "action") or g.is_type(u, "victory"), lo=0)
    if picked:
        g.trash(p, picked[0])
        g.gain(p, "gold")
    pcode = g.zones.code(p, IN_PLAY)
    if g.zones.loc[uid] == pcode and g.ask("trash", p, ["trash:acolyte", "no"]) == ["trash:acolyte"]:
        g.trash(p, uid, pcode)
        g.gain(p, "augurs")


@on_play("sorceress")
def sorceress(g: CardAPI, p: int, uid: int) -> None:
    """+1 Action; name a card, reveal your top card and put it into your hand; if it is the named card, each other
    player gains a Curse."""
    g.turn.actions += 1
    named = name_a_card(g, p)
    looked = g.top_cards(p, 1)
    if not looked:
        return
    g.reveal(p, looked)
    hit = g.zones.card_of[looked[0]] == named
    g.move(looked[0], g.zones.code(p, SET_ASIDE), g.zones.code(p, HAND))
    if hit:
        for o in g.attack_targets(p):
            g.gain(o, "curse")


@on_play("sibyl")
def sibyl(g: CardAPI, p: int, uid: int) -> None:
    """+4 Cards, +1 Action; put a card from your hand on top of your deck, and another on the bottom."""
    g.draw(p, 4)
    g.turn.actions += 1
    hcode, dk = g.zones.code(p, HAND), g.zones.code(p, DECK)
    for u in choose_hand(g, p, "topdeck", "topdeck"):
        g.topdeck(p, u, hcode)
    for u in choose_hand(g, p, "bottom", "bottom"):
        g.move(u, hcode, dk, bottom=True)


# -- Clashes -----------------------------------------------------------------------------------------


@on_play("battle-plan")
def battle_plan(g: CardAPI, p: int, uid: int) -> None:
    """+1 Card, +1 Action; you may reveal an Attack from your hand for +1 Card; you may rotate any Supply pile."""
    g.draw(p, 1)
    g.turn.actions += 1
    shown = choose_hand(g, p, "reveal", "reveal", lambda u: g.is_type(u, "attack"), lo=0)
    if shown:
        g.reveal(p, shown)
        g.draw(p, 1)
    piles = [pid for pid in g.zones.supply_piles if g.pile_count(pid)]
    ans = g.ask("rotate", p, [f"rotate:{pid}" for pid in piles] + ["no"])[0]
    if ans != "no":
        rotate(g, ans.partition(":")[2])


@on_play("archer")
def archer(g: CardAPI, p: int, uid: int) -> None:
    """+$2; each other player with 5 or more cards in hand reveals all but one, and discards one of those you
    choose."""
    g.turn.coins += 2
    for o in g.attack_targets(p):
        hand = g.zones.hands[o]
        if len(hand) < 5:
            continue
        kept = choose_from(g, o, list(hand), "keep", "keep")
        shown = [u for u in hand if u not in kept]
        g.reveal(o, shown)
        g.discard_cards(o, choose_from(g, p, shown, "discard", "discard"), g.zones.code(o, HAND))


@victory_points("territory")
def territory_vp(g: CardAPI, p: int) -> int:
    """Worth 1 VP per differently named Victory card you have."""
    names = set()
    for zi in range(NPZ):
        for u in g.zones.of(p, zi):
            if g.is_type(u, "victory"):
                names.add(g.zones.card_of[u])
    return len(names)


@on_gain("territory")
def territory_gain(g: CardAPI, p: int, uid: int) -> None:
    """When you gain this, gain a Gold per empty Supply pile."""
    for _ in range(g.zones.supply_lists.count([])):
        g.gain(p, "gold")


# -- Forts -------------------------------------------------------------------------------------------


@on_play("tent")
def tent(g: CardAPI, p: int, uid: int) -> None:
    """+$2; you may rotate the Forts."""
    g.turn.coins += 2
    may_rotate(g, p, "forts")


@on_discard_from_play("tent")
def tent_back(g: CardAPI, p: int, uid: int) -> None:
    """When you discard this from play, you may put it onto your deck."""
    z = g.zones
    if z.loc[uid] == z.code(p, DISCARD) and g.ask("topdeck", p, ["topdeck:tent", "no"]) != ["no"]:
        g.topdeck(p, uid, z.code(p, DISCARD))


GARRISON = "garrison"


@on_play("garrison")
def garrison(g: CardAPI, p: int, uid: int) -> None:
    """+$2; this turn, when you gain a card, add a token here; at the start of your next turn, remove them for
    +1 Card each."""
    g.turn.coins += 2
    g.turn.marks.setdefault(GARRISON, []).append(uid)


@game_rule("garrison")
def garrison_rule(g: CardAPI) -> None:
    """Each Garrison played this turn and still in play gets a token per card its player gains; one with tokens
    stays in play and draws a card per token at the start of the next turn."""
    def gained(g2: CardAPI, gainer: int, uid: int, card: str, code: int) -> Trigger | None:
        played = g2.turn.marks.get(GARRISON)
        if not played or gainer != g2.turn.player:
            return None
        tokens = g2.players[gainer].marks.setdefault(GARRISON, {})
        pcode = g2.zones.code(gainer, IN_PLAY)
        for gid in played:
            if g2.zones.loc[gid] != pcode:
                continue
            if gid not in tokens:
                tokens[gid] = 0
                g2.at_next_turn(gainer, gid, _garrison_draw)
            tokens[gid] += 1
        return None
    g.gain_rules.append(gained)


def _garrison_draw(g: CardAPI, p: int, uid: int) -> None:
    """Remove the Garrison's tokens for +1 Card each."""
    n = g.players[p].marks.get(GARRISON, {}).pop(uid, 0)
    g.draw(p, n)


@on_play("hill-fort")
def hill_fort(g: CardAPI, p: int, uid: int) -> None:
    """Gain a card costing up to $4; choose one: put it into your hand, or +1 Card and +1 Action.  The card is
    taken from where it was gained to (even covered up in the discard pile); if it has moved on since (onto the
    deck, into the trash), the hand option does nothing."""
    landed: dict[int, int] = {}

    def watch(_g: CardAPI, _gainer: int, u: int, _card: str, code: int) -> Trigger | None:
        landed.setdefault(u, code)
        return None
    g.gain_rules.append(watch)
    try:
        got = gain_pick(g, p, up_to(g, 4))
    finally:
        g.gain_rules.remove(watch)
    hand = g.zones.code(p, HAND)
    for mode in choose_modes(g, p, uid, ["hill-fort:hand", "hill-fort:card"]):
        if mode == "hill-fort:card":
            g.draw(p, 1)
            g.turn.actions += 1
        elif got is not None and got in landed and landed[got] != hand:
            g.try_move(got, landed[got], hand)


VICTORY_POINTS.update({"stronghold": 2, "distant-shore": 2})


@on_play("stronghold")
def stronghold(g: CardAPI, p: int, uid: int) -> None:
    """Choose one: +$3; or at the start of your next turn, +3 Cards."""
    for mode in choose_modes(g, p, uid, ["stronghold:coins", "stronghold:cards"]):
        if mode == "stronghold:coins":
            g.turn.coins += 3
        else:
            g.at_next_turn(p, uid, _stronghold_later)


def _stronghold_later(g: CardAPI, p: int, uid: int) -> None:
    """Stronghold's next-turn option: +3 Cards."""
    g.draw(p, 3)


# -- Odysseys ----------------------------------------------------------------------------------------


@on_play("old-map")
def old_map(g: CardAPI, p: int, uid: int) -> None:
    """+1 Card, +1 Action; discard a card; +1 Card; you may rotate the Odysseys."""
    g.draw(p, 1)
    g.turn.actions += 1
    g.discard_cards(p, choose_hand(g, p, "discard", "discard"))
    g.draw(p, 1)
    may_rotate(g, p, "odysseys")


@on_play("sunken-treasure")
def sunken_treasure(g: CardAPI, p: int, uid: int) -> None:
    """Gain an Action card you don't have a copy of in play."""
    inplay = {g.zones.card_of[u] for u in g.zones.plays[p]}
    gain_pick(g, p, lambda c: "action" in g.defs[c].types and c not in inplay)


@on_play("distant-shore")
def distant_shore(g: CardAPI, p: int, uid: int) -> None:
    """+2 Cards, +1 Action; gain an Estate."""
    g.draw(p, 2)
    g.turn.actions += 1
    g.gain(p, "estate")


# -- Allies ------------------------------------------------------------------------------------------


@ally_rule("mountain-folk")
def mountain_folk(g: CardAPI) -> None:
    """At the start of your turn, you may spend 5 Favors for +3 Cards."""
    _start_ability(g, "mountain-folk", 5, _mountain_folk, repeat=False)


def _mountain_folk(g: CardAPI, p: int) -> None:
    g.draw(p, 3)


@ally_rule("band-of-nomads")
def band_of_nomads(g: CardAPI) -> None:
    """When you gain a card costing $3 or more, you may spend a Favor for +1 Card, +1 Action or +1 Buy."""
    def gained(g2: CardAPI, gainer: int, uid: int, card: str, code: int) -> Trigger | None:
        if g2.cost_of(card).coins < 3:
            return None
        return Trigger("favor:band-of-nomads", True, lambda: g2.players[gainer].favors >= 1,
                       lambda: _nomads(g2, gainer))
    g.gain_rules.append(gained)


def _nomads(g: CardAPI, p: int) -> None:
    """+1 Card, +1 Action or +1 Buy for a Favor; on another player's turn the +1 Action or +1 Buy is of no use
    (and never the turn player's)."""
    if not spend_favors(g, p, 1):
        return
    mode = g.ask("mode", p, ["band-of-nomads:card", "band-of-nomads:action", "band-of-nomads:buy"])[0]
    if mode == "band-of-nomads:card":
        g.draw(p, 1)
    elif mode == "band-of-nomads:action":
        own_turn_bonus(g, p, actions=1)
    else:
        own_turn_bonus(g, p, buys=1)


def _start_ability(g: CardAPI, ally: str, cost: int, body: Callable[[CardAPI, int], None], *,
                   repeat: bool) -> None:
    """An Ally's start-of-turn ability: spend ``cost`` Favors for ``body``, once a turn or as often as the player
    likes.  It is offered among the Durations' start-of-turn work (``spend:<ally>``, in any order with it), and
    after it until the player declines."""
    used = f"start:{ally}"

    def once(g2: CardAPI, p: int) -> None:
        if spend_favors(g2, p, cost):
            if not repeat:
                g2.turn.marks[used] = True
            body(g2, p)

    def offered(g2: CardAPI, p: int) -> dict[str, Callable[[], None]]:
        if g2.players[p].favors < cost or g2.turn.marks.get(used):
            return {}
        return {f"spend:{ally}": lambda: once(g2, p)}

    def start(g2: CardAPI, p: int) -> None:
        while not g2.turn.marks.get(used) and offer_favors(g2, p, ally, cost):
            body(g2, p)
            if not repeat:
                return
    g.turn_start_rules.append(start)
    g.turn_start_calls.append(offered)


def _cave_dwellers(g: CardAPI, p: int) -> None:
    g.discard_cards(p, choose_hand(g, p, "discard", "discard"))
    g.draw(p, 1)


@ally_rule("cave-dwellers")
def cave_dwellers(g: CardAPI) -> None:
    """At the start of your turn, you may spend a Favor to discard a card then draw a card; repeat as desired."""
    _start_ability(g, "cave-dwellers", 1, _cave_dwellers, repeat=True)


def _desert_guides(g: CardAPI, p: int) -> None:
    g.discard_cards(p, list(g.zones.hands[p]))
    g.draw(p, 5)


@ally_rule("desert-guides")
def desert_guides(g: CardAPI) -> None:
    """At the start of your turn, you may spend a Favor to discard your hand and draw 5 cards; repeat as desired."""
    _start_ability(g, "desert-guides", 1, _desert_guides, repeat=True)


def _crafters_guild(g: CardAPI, p: int) -> None:
    gain_pick(g, p, up_to(g, 4), to=Zone.DECK)


@ally_rule("crafters-guild")
def crafters_guild(g: CardAPI) -> None:
    """At the start of your turn, you may spend 2 Favors to gain a card costing up to $4 onto your deck."""
    _start_ability(g, "crafters-guild", 2, _crafters_guild, repeat=False)


def _forest_dwellers(g: CardAPI, p: int) -> None:
    looked = g.top_cards(p, 3)
    g.discard_cards(p, choose_from(g, p, looked, "discard", "discard", lo=0, hi=len(looked)),
                    g.zones.code(p, SET_ASIDE))
    put_back_in_any_order(g, p, looked)


@ally_rule("forest-dwellers")
def forest_dwellers(g: CardAPI) -> None:
    """At the start of your turn, you may spend a Favor to look at your top 3 cards, discard any number and put
    the rest back in any order."""
    _start_ability(g, "forest-dwellers", 1, _forest_dwellers, repeat=False)


@ally_rule("gang-of-pickpockets")
def gang_of_pickpockets(g: CardAPI) -> None:
    """At the start of your turn, discard down to 4 cards in hand unless you spend a Favor: once a turn, before,
    between or after the Durations' start-of-turn work, as the player picks (it happens at the same time)."""
    done = "start:gang-of-pickpockets"

    def start(g2: CardAPI, p: int) -> None:
        if g2.turn.marks.get(done):
            return
        g2.turn.marks[done] = True
        if len(g2.zones.hands[p]) > 4 and not offer_favors(g2, p, "gang-of-pickpockets"):
            discard_down_to(g2, p, 4)

    def offered(g2: CardAPI, p: int) -> dict[str, Callable[[], None]]:
        return {} if g2.turn.marks.get(done) else {done: lambda: start(g2, p)}
    g.turn_start_rules.append(start)
    g.turn_start_calls.append(offered)


@ally_rule("league-of-bankers")
def league_of_bankers(g: CardAPI) -> None:
    """At the start of your Buy phase, +$1 per 4 Favors you have."""
    def start(g2: CardAPI, p: int) -> None:
        g2.turn.coins += g2.players[p].favors // 4
    g.buy_start_rules.append(start)


def _market_towns(g: CardAPI, p: int) -> None:
    picked = choose_hand(g, p, "play", "play", lambda u: g.is_type(u, "action"))
    if picked:
        g.play_uid(p, picked[0])


@ally_rule("market-towns")
def market_towns(g: CardAPI) -> None:
    """At the start of your Buy phase, you may spend a Favor to play an Action card from your hand; repeat as
    desired."""
    def start(g2: CardAPI, p: int) -> None:
        while any(g2.is_type(u, "action") for u in g2.zones.hands[p]) and offer_favors(g2, p, "market-towns"):
            _market_towns(g2, p)
    g.buy_start_rules.append(start)


@ally_rule("peaceful-cult")
def peaceful_cult(g: CardAPI) -> None:
    """At the start of your Buy phase, you may spend any number of Favors to trash that many cards from your
    hand."""
    def start(g2: CardAPI, p: int) -> None:
        n = min(g2.players[p].favors, len(g2.zones.hands[p]))
        if not n:
            return
        picked = choose_hand(g2, p, "trash", "trash", lo=0, hi=n)
        if picked and spend_favors(g2, p, len(picked)):
            g2.trash_all(p, picked)
    g.buy_start_rules.append(start)


def _woodworkers_guild(g: CardAPI, p: int) -> None:
    picked = choose_hand(g, p, "trash", "trash", lambda u: g.is_type(u, "action"))
    if picked:
        g.trash(p, picked[0])
        gain_pick(g, p, lambda c: "action" in g.defs[c].types)


@ally_rule("woodworkers-guild")
def woodworkers_guild(g: CardAPI) -> None:
    """At the start of your Buy phase, you may spend a Favor to trash an Action card from your hand; if you did,
    gain an Action card."""
    def start(g2: CardAPI, p: int) -> None:
        if any(g2.is_type(u, "action") for u in g2.zones.hands[p]) and offer_favors(g2, p, "woodworkers-guild"):
            _woodworkers_guild(g2, p)
    g.buy_start_rules.append(start)


FAMILY = "favor"


@ally_rule("family-of-inventors")
def family_of_inventors(g: CardAPI) -> None:
    """At the start of your Buy phase, you may put a Favor you have on a non-Victory Supply pile; cards cost $1
    less per Favor token on their piles, for the rest of the game (on every turn, from its very start)."""
    entries: dict[str, tuple[Callable[[str], bool], int]] = {}

    def in_force(g2: CardAPI, pile: str) -> None:
        """Put the pile's cost change in force for good, replacing the one for its earlier token count."""
        old = entries.pop(pile, None)
        if old is not None:
            g2.lasting_cost_changes.remove(old)
        n = g2.supply_tokens.get(pile, {}).get(FAMILY, 0)
        if n:
            entries[pile] = (_on_pile(g2, pile), -n)
            g2.lasting_cost_changes.append(entries[pile])

    def start(g2: CardAPI, p: int) -> None:
        if g2.players[p].favors < 1:
            return
        # a Victory pile is one of Victory cards only (Castles); a split pile with one Victory card (Clashes) is not
        piles = [pid for pid in g2.zones.supply_piles
                 if g2.pile_count(pid) and not all("victory" in g2.defs[c].types for c in set(g2.pile(pid)))]
        ans = g2.ask("favor", p, [f"token:{pid}" for pid in piles] + ["no"])[0]
        if ans == "no" or not spend_favors(g2, p, 1):
            return
        pile = ans.partition(":")[2]
        tokens = g2.supply_tokens.setdefault(pile, {})
        tokens[FAMILY] = tokens.get(FAMILY, 0) + 1
        in_force(g2, pile)

    for pile in [pid for pid, tokens in g.supply_tokens.items() if tokens.get(FAMILY)]:
        in_force(g, pile)
    g.buy_start_rules.append(start)


def _on_pile(g: CardAPI, pile: str) -> Callable[[str], bool]:
    return lambda c: g.pile_of(c) == pile


@ally_rule("architects-guild")
def architects_guild(g: CardAPI) -> None:
    """When you gain a card, you may spend 2 Favors to gain a cheaper non-Victory card."""
    def gained(g2: CardAPI, gainer: int, uid: int, card: str, code: int) -> Trigger | None:
        cost = g2.cost_of(card)

        def run() -> None:
            if spend_favors(g2, gainer, 2):
                gain_pick(g2, gainer, lambda c: "victory" not in g2.defs[c].types and g2.cost_of(c).lt(cost))
        return Trigger("favor:architects-guild", True, lambda: g2.players[gainer].favors >= 2, run)
    g.gain_rules.append(gained)


@ally_rule("trappers-lodge")
def trappers_lodge(g: CardAPI) -> None:
    """When you gain a card, you may spend a Favor to put it onto your deck."""
    def gained(g2: CardAPI, gainer: int, uid: int, card: str, code: int) -> Trigger | None:
        def run() -> None:
            if g2.zones.loc[uid] == code and spend_favors(g2, gainer, 1):
                _to_deck(g2, gainer, uid, code)
        return Trigger("favor:trappers-lodge", True,
                       lambda: g2.players[gainer].favors >= 1 and g2.zones.loc[uid] == code
                       and code != g2.zones.code(gainer, DECK), run)
    g.gain_rules.append(gained)


@ally_rule("city-state")
def city_state(g: CardAPI) -> None:
    """When you gain an Action card during your turn, you may spend 2 Favors to play it."""
    def gained(g2: CardAPI, gainer: int, uid: int, card: str, code: int) -> Trigger | None:
        if gainer != g2.turn.player or "action" not in g2.defs[card].types:
            return None

        def run() -> None:
            if g2.zones.loc[uid] == code and spend_favors(g2, gainer, 2):
                g2.play_uid(gainer, uid, code)
        return Trigger("favor:city-state", True,
                       lambda: g2.players[gainer].favors >= 2 and g2.zones.loc[uid] == code, run)
    g.gain_rules.append(gained)


@ally_rule("circle-of-witches")
def circle_of_witches(g: CardAPI) -> None:
    """After playing a Liaison, you may spend 3 Favors to have each other player gain a Curse."""
    def after(g2: CardAPI, p: int, uid: int, card: str) -> None:
        if "liaison" in g2.defs[card].types and offer_favors(g2, p, "circle-of-witches", 3):
            for o in g2.others(p):
                g2.gain(o, "curse")
    g.after_play_rules.append(after)


@ally_rule("league-of-shopkeepers")
def league_of_shopkeepers(g: CardAPI) -> None:
    """After playing a Liaison: with 5 or more Favors +$1; with 10 or more, also +1 Action and +1 Buy."""
    def after(g2: CardAPI, p: int, uid: int, card: str) -> None:
        if "liaison" not in g2.defs[card].types:
            return
        n = g2.players[p].favors
        if n >= 5:
            g2.turn.coins += 1
        if n >= 10:
            g2.turn.actions += 1
            g2.turn.buys += 1
    g.after_play_rules.append(after)


@ally_rule("fellowship-of-scribes")
def fellowship_of_scribes(g: CardAPI) -> None:
    """After playing an Action, if you have 4 or fewer cards in hand, you may spend a Favor for +1 Card."""
    def after(g2: CardAPI, p: int, uid: int, card: str) -> None:
        if ("action" in g2.defs[card].types and len(g2.zones.hands[p]) <= 4
                and offer_favors(g2, p, "fellowship-of-scribes")):
            g2.draw(p, 1)
    g.after_play_rules.append(after)


@ally_rule("order-of-astrologers")
def order_of_astrologers(g: CardAPI) -> None:
    """When shuffling, you may pick one card per Favor you spend to go on top."""
    def shuffled(g2: CardAPI, p: int) -> None:
        deck = g2.zones.decks[p]
        n = min(g2.players[p].favors, len(deck))
        if not n:
            return
        picked = choose_from(g2, p, list(deck), "top", "top", lo=0, hi=n)
        if picked and spend_favors(g2, p, len(picked)):
            dk = g2.zones.code(p, DECK)
            for u in picked:
                g2.move(u, dk, dk)
    g.shuffle_rules.append(shuffled)


@ally_rule("order-of-masons")
def order_of_masons(g: CardAPI) -> None:
    """When shuffling, you may pick up to 2 cards per Favor you spend to put into your discard pile."""
    def shuffled(g2: CardAPI, p: int) -> None:
        deck = g2.zones.decks[p]
        n = min(2 * g2.players[p].favors, len(deck))
        if not n:
            return
        picked = choose_from(g2, p, list(deck), "discard", "discard", lo=0, hi=n)
        if picked and spend_favors(g2, p, (len(picked) + 1) // 2):
            dk, dc = g2.zones.code(p, DECK), g2.zones.code(p, DISCARD)
            for u in picked:
                g2.move(u, dk, dc)
    g.shuffle_rules.append(shuffled)


COASTAL = "coastal-haven"


@ally_rule("coastal-haven")
def coastal_haven(g: CardAPI) -> None:
    """When discarding your hand in Clean-up, you may spend any number of Favors to keep that many cards in hand
    for next turn (you still draw 5)."""
    def keep(g2: CardAPI, p: int) -> None:
        n = min(g2.players[p].favors, len(g2.zones.hands[p]))
        if not n:
            return
        picked = choose_hand(g2, p, "keep", "keep", lo=0, hi=n)
        if picked and spend_favors(g2, p, len(picked)):
            hand, aside = g2.zones.code(p, HAND), g2.zones.code(p, SET_ASIDE)
            for u in picked:
                g2.move(u, hand, aside)
            g2.turn.marks[COASTAL] = picked

    def back(g2: CardAPI, p: int) -> None:
        kept = g2.turn.marks.pop(COASTAL, None)
        if kept:
            hand, aside = g2.zones.code(p, HAND), g2.zones.code(p, SET_ASIDE)
            for u in kept:
                g2.try_move(u, aside, hand)
    g.cleanup_rules.append(keep)
    g.turn_end_rules.append(back)


@ally_rule("island-folk", "1e")
def island_folk(g: CardAPI) -> None:
    """First printing: at the end of your turn, if the previous turn wasn't yours, you may spend 5 Favors to take
    another turn."""
    def end(g2: CardAPI, p: int) -> None:
        if g2.turn.previous_player != p and offer_favors(g2, p, "island-folk", 5):
            g2.extra_turns.append((p, None))
    g.turn_end_rules.append(end)


@ally_rule("island-folk", "errata-2023")
def island_folk_2023(g: CardAPI) -> None:
    """2023 errata: at the end of your turn, you may spend 5 Favors to take an extra turn after this one (but not a
    3rd turn in a row). The Favors are only offered when that turn can follow (FAQ: spent on an extra turn, they
    would give nothing)."""
    def end(g2: CardAPI, p: int) -> None:
        if p == g2.turn.player and g2.may_take_extra_turn(p) and offer_favors(g2, p, "island-folk", 5):
            g2.extra_turn_after(p, "island-folk")
    g.turn_end_rules.append(end)


@ally_rule("plateau-shepherds")
def plateau_shepherds(g: CardAPI) -> None:
    """When scoring, pair up your Favors with cards you have costing $2, for 2 VP per pair."""
    def score(g2: CardAPI, p: int) -> int:
        twos = sum(1 for zi in range(NPZ) for u in g2.zones.of(p, zi)
                   if g2.cost_of(g2.zones.card_of[u]) == Cost(2))
        return 2 * min(twos, g2.players[p].favors)
    g.score_rules.append(score)
