"""Plunder: the Loot pile and the Loot cards, Durations that wait for "the next time" something happens, and the
Kingdom cards, from the card texts and the Plunder rulebook's FAQ."""

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
    play_set_aside,
    play_times,
    put_back_in_any_order,
    release_followers,
    up_to,
)
from generator.engine.events import Moved
from generator.engine.hooks import (
    TREASURE_COINS,
    AttackInfo,
    GainInfo,
    Reaction,
    can_buy,
    deal_rule,
    event,
    game_rule,
    on_gain,
    on_play,
    on_trash,
    reaction,
    setup,
)
from generator.engine.setup import SetupPlan, pile_members
from generator.engine.triggers import Trigger
from generator.engine.types import DECK, DISCARD, HAND, IN_PLAY, SET_ASIDE, Cost, Zone

LOOT = "loot"
"""The id of the Loot pile (outside the Supply)."""
LOOT_EACH = 2
"""Copies of each Loot card in the Loot pile."""
LOOT_BRINGERS = ("cutthroat", "jewelled-egg", "pickaxe", "sack-of-loot", "search", "wealthy-village")
"""Kingdom cards of this module that gain Loot, so bring the Loot pile into a game."""


# -- the Loot pile ------------------------------------------------------------------------------------

def _loot_setup(plan: SetupPlan) -> None:
    """A card that gains Loot brings the Loot pile: two of each Loot card, shuffled, outside the Supply."""
    cards = [c for c in pile_members(plan.defs, LOOT) for _ in range(LOOT_EACH)]
    plan.rng.shuffle(cards)
    plan.add_non_supply(LOOT, cards)


for _card in LOOT_BRINGERS:
    setup(_card)(_loot_setup)


def gain_loot(g: CardAPI, p: int, to: Zone | None = None) -> int | None:
    """Gain the top card of the Loot pile (None when the pile is empty or not in the game)."""
    top = g.top(LOOT)
    if top is None:
        return None
    return g.gain(p, g.zones.card_of[top], to=to, source=f"non-supply:{LOOT}")


# -- shared pieces ------------------------------------------------------------------------------------

def _bottom(g: CardAPI, p: int, uid: int, src: int) -> bool:
    """Put a card on the bottom of its owner's deck (logged); False when it was no longer in ``src``."""
    z = g.zones
    dst = z.code(p, DECK)
    if not g.try_move(uid, src, dst, bottom=True):
        return False
    g.emit(Moved(p, z.card_of[uid], uid, z.kind[src].value, "deck", "bottom"))
    return True


def _to_hand_at_end(g: CardAPI, p: int, uids: list[int]) -> None:
    """At the end of this turn (after Clean-up drew), put those of ``uids`` still set aside into the hand."""
    def back() -> None:
        z = g.zones
        aside, hand = z.code(p, SET_ASIDE), z.code(p, HAND)
        for u in uids:
            if g.try_move(u, aside, hand):
                g.emit(Moved(p, z.card_of[u], u, "set_aside", "hand", "end-of-turn"))
    g.turn.at_turn_end.append(back)


def _in_play(g: CardAPI, p: int, uid: int) -> bool:
    return g.zones.loc[uid] == g.zones.code(p, IN_PLAY)


def _play_action_from_hand(g: CardAPI, p: int, kind: str = "play") -> None:
    """The player may play an Action card from their hand (using no Action)."""
    for u in choose_hand(g, p, kind, "play", lambda u: g.is_type(u, "action"), lo=0):
        g.play_uid(p, u)


def _waiting(g: CardAPI, p: int, key: str) -> list[int]:
    """The player's cards (uids) waiting for "the next time" of ``key``; a card played twice is listed twice."""
    pending: list[int] = g.players[p].marks.setdefault(key, [])
    return pending


def _wait(g: CardAPI, p: int, uid: int, key: str) -> None:
    """A Duration staying in play until "the next time" something happens (not just the next turn)."""
    _waiting(g, p, key).append(uid)
    g.players[p].staying.add(uid)


def _done_waiting(g: CardAPI, p: int, key: str) -> list[int]:
    """Take the player's waiting cards for ``key``; they stop staying in play (discarded in this Clean-up)."""
    pending = _waiting(g, p, key)
    out, pending[:] = list(pending), []
    for u in out:
        g.players[p].staying.discard(u)
        release_followers(g, p, u)
    return out


def _next_time(key: str, applies: Callable[[CardAPI, int, int, str], bool],
               watchers: Callable[[CardAPI, int], list[int]],
               run: Callable[[CardAPI, int, list[int], int, str, int], None]) -> Callable[[CardAPI], None]:
    """A game rule: when a gain makes ``applies`` true, each watching player's waiting cards of ``key`` act
    (``run(game, owner, uids, gained uid, gained card, zone code)``)."""
    def install(g: CardAPI) -> None:
        def rule(g2: CardAPI, gainer: int, uid: int, card: str, dst: int) -> Trigger | None:
            owners = [o for o in watchers(g2, gainer) if g2.players[o].marks.get(key)]
            if not owners or not applies(g2, gainer, uid, card):
                return None

            def go() -> None:
                for o in owners:
                    uids = _done_waiting(g2, o, key)
                    if uids:
                        run(g2, o, uids, uid, card, dst)
            return Trigger(f"next-time:{key}", False, lambda: True, go)
        g.gain_rules.append(rule)
    return install


def _only(gainer_only: bool) -> Callable[[CardAPI, int], list[int]]:
    def who(g: CardAPI, gainer: int) -> list[int]:
        return [gainer] if gainer_only else g.turn_order(gainer)
    return who


# -- Loot cards -----------------------------------------------------------------------------------------

for _loot, _coins in (("doubloons", 3), ("figurehead", 3), ("hammer", 3), ("insignia", 3), ("jewels", 3),
                      ("prize-goat", 3), ("puzzle-box", 3), ("sextant", 3), ("shield", 3), ("staff", 3),
                      ("sword", 3)):
    TREASURE_COINS[_loot] = _coins


@on_play("amphora")
def amphora(g: CardAPI, p: int, uid: int) -> None:
    """Either now or at the start of your next turn: +1 Buy and +$3."""
    if g.ask("mode", p, ["mode:now", "mode:next-turn"])[0] == "mode:now":
        _buy_and_three(g, p, uid)
    else:
        g.at_next_turn(p, uid, _buy_and_three)


def _buy_and_three(g: CardAPI, p: int, uid: int) -> None:
    g.turn.buys += 1
    g.turn.coins += 3


@on_gain("doubloons")
def doubloons_gain(g: CardAPI, p: int, uid: int) -> None:
    """$3; when you gain this, gain a Gold."""
    g.gain(p, "gold")


@on_play("endless-chalice")
def endless_chalice(g: CardAPI, p: int, uid: int) -> None:
    """Now and at the start of each of your turns for the rest of the game: $1, +1 Buy (it stays in play)."""
    g.turn.coins += 1
    g.turn.buys += 1
    g.at_next_turn(p, uid, endless_chalice)


@on_play("figurehead")
def figurehead(g: CardAPI, p: int, uid: int) -> None:
    """$3; at the start of your next turn, +2 Cards."""
    g.at_next_turn(p, uid, _two_cards)


def _two_cards(g: CardAPI, p: int, uid: int) -> None:
    g.draw(p, 2)


@on_play("hammer")
def hammer(g: CardAPI, p: int, uid: int) -> None:
    """$3; gain a card costing up to $4."""
    gain_pick(g, p, up_to(g, 4))


INSIGNIA = "insignia"
"""TurnState.marks key: the Insignias played this turn (each lets the player topdeck the cards they gain)."""


@on_play("insignia")
def insignia(g: CardAPI, p: int, uid: int) -> None:
    """$3; this turn, when you gain a card, you may put it onto your deck."""
    g.turn.marks[INSIGNIA] = True


@game_rule("insignia")
def insignia_rule(g: CardAPI) -> None:
    """While an Insignia was played this turn, each card its player gains may go onto their deck."""
    g.gain_rules.append(gains_may_go_on_deck(INSIGNIA, "topdeck:insignia"))


@on_play("jewels")
def jewels(g: CardAPI, p: int, uid: int) -> None:
    """$3, +1 Buy; at the start of your next turn, put this on the bottom of your deck."""
    g.turn.buys += 1
    g.at_next_turn(p, uid, _jewels_bottom)


def _jewels_bottom(g: CardAPI, p: int, uid: int) -> None:
    _bottom(g, p, uid, g.zones.code(p, IN_PLAY))


@on_play("orb")
def orb(g: CardAPI, p: int, uid: int) -> None:
    """Look through your discard pile; play an Action or Treasure from it, or +1 Buy and +$3."""
    z = g.zones
    dcode = z.code(p, DISCARD)
    playable = [u for u in z.discards[p] if g.is_type(u, "action") or g.is_type(u, "treasure")]
    ids = sorted({f"play:{z.card_of[u]}" for u in playable}) + ["mode:buy-and-coins"]
    ans = g.ask("orb", p, ids)[0]
    if ans == "mode:buy-and-coins":
        _buy_and_three(g, p, uid)
        return
    card = ans[5:]
    target = next(u for u in reversed(z.discards[p]) if z.card_of[u] == card)
    g.play_uid(p, target, dcode)


@on_play("prize-goat")
def prize_goat(g: CardAPI, p: int, uid: int) -> None:
    """$3, +1 Buy; you may trash a card from your hand."""
    g.turn.buys += 1
    for u in choose_hand(g, p, "trash", "trash", lo=0):
        g.trash(p, u)


@on_play("puzzle-box")
def puzzle_box(g: CardAPI, p: int, uid: int) -> None:
    """$3, +1 Buy; you may set aside a card from your hand face down and put it into your hand at end of turn."""
    g.turn.buys += 1
    picked = choose_hand(g, p, "set-aside", "set-aside", lo=0)
    for u in picked:
        g.set_aside(p, u, "puzzle-box")
    if picked:
        _to_hand_at_end(g, p, picked)


@on_play("sextant")
def sextant(g: CardAPI, p: int, uid: int) -> None:
    """$3, +1 Buy; look at the top 5 cards of your deck, discard any number, put the rest back in any order."""
    g.turn.buys += 1
    seen = g.top_cards(p, 5)
    aside = g.zones.code(p, SET_ASIDE)
    gone = choose_from(g, p, seen, "discard", "discard", lo=0, hi=len(seen))
    if gone:
        g.discard_cards(p, gone, aside)
    put_back_in_any_order(g, p, [u for u in seen if u not in gone])


@on_play("shield")
def shield(g: CardAPI, p: int, uid: int) -> None:
    """$3, +1 Buy."""
    g.turn.buys += 1


def _shield_applies(g: CardAPI, owner: int, luid: int, info: AttackInfo) -> bool:
    return g.zones.loc[luid] == g.zones.code(owner, HAND) and owner != info.attacker


def _shield_run(g: CardAPI, owner: int, luid: int, info: AttackInfo) -> None:
    g.reveal(owner, [luid])
    g.attack_immune.add(owner)


reaction(Reaction("shield", "Attack", Zone.HAND, "reveal", True, _shield_applies, _shield_run))


@on_play("spell-scroll")
def spell_scroll(g: CardAPI, p: int, uid: int) -> None:
    """Trash this to gain a cheaper card; if it is an Action or Treasure, you may play it."""
    z = g.zones
    src = z.loc[uid]
    if z.kind[src] is Zone.TRASH or z.owner[src] != p:
        return
    cost = g.cost_of(z.card_of[uid])
    g.trash(p, uid, src)
    got = gain_pick(g, p, lambda c: g.cost_of(c).lt(cost))
    if got is None:
        return
    where = z.loc[got]
    if z.owner[where] == p and (g.is_type(got, "action") or g.is_type(got, "treasure")):
        if g.ask("play", p, [f"play:{z.card_of[got]}", "no"])[0] != "no":
            g.play_uid(p, got, where)


@on_play("staff")
def staff(g: CardAPI, p: int, uid: int) -> None:
    """$3, +1 Buy; you may play an Action from your hand."""
    g.turn.buys += 1
    _play_action_from_hand(g, p)


@on_play("sword")
def sword(g: CardAPI, p: int, uid: int) -> None:
    """$3, +1 Buy; each other player discards down to 4 cards in hand."""
    g.turn.buys += 1
    for o in g.attack_targets(p):
        discard_down_to(g, o, 4)


# -- Kingdom Treasures ---------------------------------------------------------------------------------------

TREASURE_COINS["jewelled-egg"] = 1
TREASURE_COINS["pickaxe"] = 1
TREASURE_COINS["rope"] = 1
TREASURE_COINS["sack-of-loot"] = 1


@on_play("jewelled-egg")
def jewelled_egg(g: CardAPI, p: int, uid: int) -> None:
    """$1, +1 Buy."""
    g.turn.buys += 1


@on_trash("jewelled-egg")
def jewelled_egg_trash(g: CardAPI, p: int, uid: int) -> None:
    """When you trash this, gain a Loot (the player whose card it is gains it)."""
    gain_loot(g, p)


@on_play("sack-of-loot")
def sack_of_loot(g: CardAPI, p: int, uid: int) -> None:
    """$1, +1 Buy; gain a Loot."""
    g.turn.buys += 1
    gain_loot(g, p)


@on_play("pickaxe")
def pickaxe(g: CardAPI, p: int, uid: int) -> None:
    """$1; trash a card from your hand; if it costs $3 or more, gain a Loot to your hand."""
    for u in choose_hand(g, p, "trash", "trash"):
        costly = g.cost_of(g.zones.card_of[u]).coins >= 3
        g.trash(p, u)
        if costly:
            gain_loot(g, p, to=Zone.HAND)


@on_play("crucible")
def crucible(g: CardAPI, p: int, uid: int) -> None:
    """Trash a card from your hand; +$1 per $1 it costs (nothing for Potion or Debt)."""
    for u in choose_hand(g, p, "trash", "trash"):
        coins = g.cost_of(g.zones.card_of[u]).coins
        g.trash(p, u)
        g.turn.coins += coins


@on_play("pendant")
def pendant(g: CardAPI, p: int, uid: int) -> None:
    """+$1 per differently named Treasure you have in play (itself included)."""
    z = g.zones
    g.turn.coins += len({z.card_of[u] for u in z.plays[p] if g.is_type(u, "treasure")})


@on_play("silver-mine")
def silver_mine(g: CardAPI, p: int, uid: int) -> None:
    """Gain a Treasure costing less than this to your hand."""
    cost = g.cost_of("silver-mine")
    gain_pick(g, p, lambda c: "treasure" in g.defs[c].types and g.cost_of(c).lt(cost), to=Zone.HAND)


@on_play("tools")
def tools(g: CardAPI, p: int, uid: int) -> None:
    """Gain a copy of a card anyone has in play."""
    z = g.zones
    names = {z.card_of[u] for q in range(g.n) for u in z.plays[q]}
    gain_pick(g, p, lambda c: c in names)


@on_play("figurine")
def figurine(g: CardAPI, p: int, uid: int) -> None:
    """+2 Cards; you may discard an Action card for +1 Buy and +$1."""
    g.draw(p, 2)
    for u in choose_hand(g, p, "discard", "discard", lambda u: g.is_type(u, "action"), lo=0):
        g.discard_card(p, u)
        g.turn.buys += 1
        g.turn.coins += 1


@on_play("kings-cache")
def kings_cache(g: CardAPI, p: int, uid: int) -> None:
    """You may play a Treasure from your hand three times."""
    for u in choose_hand(g, p, "play", "play", lambda u: g.is_type(u, "treasure"), lo=0):
        play_times(g, p, uid, u, 3)


@on_play("rope")
def rope(g: CardAPI, p: int, uid: int) -> None:
    """$1, +1 Buy; at the start of your next turn, +1 Card and you may trash a card from your hand."""
    g.turn.buys += 1
    g.at_next_turn(p, uid, _rope_later)


def _rope_later(g: CardAPI, p: int, uid: int) -> None:
    g.draw(p, 1)
    for u in choose_hand(g, p, "trash", "trash", lo=0):
        g.trash(p, u)


# -- Kingdom Actions -----------------------------------------------------------------------------------------

@on_play("shaman")
def shaman(g: CardAPI, p: int, uid: int) -> None:
    """+1 Action, +$1; you may trash a card from your hand."""
    g.turn.actions += 1
    g.turn.coins += 1
    for u in choose_hand(g, p, "trash", "trash", lo=0):
        g.trash(p, u)


@game_rule("shaman")
def shaman_rule(g: CardAPI) -> None:
    """In games using Shaman, at the start of each turn its player gains a card costing up to $6 from the trash."""
    def from_trash(g2: CardAPI, p: int) -> None:
        z = g2.zones
        ids = sorted({f"gain:{z.card_of[u]}" for u in z.trash if g2.cost_of(z.card_of[u]).up_to(6)})
        if ids:
            card = g2.ask("gain", p, ids)[0][5:]
            g2.gain(p, card, source="trash")
    g.turn_start_rules.append(from_trash)


@on_play("pilgrim")
def pilgrim(g: CardAPI, p: int, uid: int) -> None:
    """+4 Cards; put a card from your hand onto your deck."""
    g.draw(p, 4)
    for u in choose_hand(g, p, "topdeck", "topdeck"):
        g.topdeck(p, u)


@on_play("maroon")
def maroon(g: CardAPI, p: int, uid: int) -> None:
    """Trash a card from your hand; +2 Cards per type it has."""
    for u in choose_hand(g, p, "trash", "trash"):
        n = len(g.types_of(u))
        g.trash(p, u)
        g.draw(p, 2 * n)


@on_play("swamp-shacks")
def swamp_shacks(g: CardAPI, p: int, uid: int) -> None:
    """+2 Actions; +1 Card per 3 cards you have in play (rounded down)."""
    g.turn.actions += 2
    g.draw(p, len(g.zones.plays[p]) // 3)


@on_play("wealthy-village")
def wealthy_village(g: CardAPI, p: int, uid: int) -> None:
    """+1 Card, +2 Actions."""
    g.draw(p, 1)
    g.turn.actions += 2


@on_gain("wealthy-village")
def wealthy_village_gain(g: CardAPI, p: int, uid: int) -> None:
    """When you gain this, if you have at least 3 differently named Treasures in play, gain a Loot."""
    z = g.zones
    if len({z.card_of[u] for u in z.plays[p] if g.is_type(u, "treasure")}) >= 3:
        gain_loot(g, p)


@on_play("longship")
def longship(g: CardAPI, p: int, uid: int) -> None:
    """+2 Actions; at the start of your next turn, +2 Cards."""
    g.turn.actions += 2
    g.at_next_turn(p, uid, _two_cards)


@on_play("crew")
def crew(g: CardAPI, p: int, uid: int) -> None:
    """+3 Cards; at the start of your next turn, put this onto your deck."""
    g.draw(p, 3)
    g.at_next_turn(p, uid, _crew_topdeck)


def _crew_topdeck(g: CardAPI, p: int, uid: int) -> None:
    if _in_play(g, p, uid):
        g.topdeck(p, uid, g.zones.code(p, IN_PLAY))


@on_play("grotto")
def grotto(g: CardAPI, p: int, uid: int) -> None:
    """+1 Action; set aside up to 4 cards from your hand; at the start of your next turn discard them, then draw
    as many."""
    g.turn.actions += 1
    picked = choose_hand(g, p, "set-aside", "set-aside", lo=0, hi=4)
    for u in picked:
        g.set_aside(p, u, "grotto")

    def later(g2: CardAPI, q: int, _u: int) -> None:
        aside = g2.zones.code(q, SET_ASIDE)
        there = [u for u in picked if g2.zones.loc[u] == aside]
        if there:
            g2.discard_cards(q, there, aside)
        g2.draw(q, len(there))
    g.at_next_turn(p, uid, later)


@on_play("cabin-boy")
def cabin_boy(g: CardAPI, p: int, uid: int) -> None:
    """+1 Card, +1 Action; at the start of your next turn, +$2, or trash this to gain a Duration card."""
    g.draw(p, 1)
    g.turn.actions += 1
    g.at_next_turn(p, uid, _cabin_boy_later)


def _cabin_boy_later(g: CardAPI, p: int, uid: int) -> None:
    """+$2, or trash this to gain a Duration: a Cabin Boy no longer in play (trashed by an earlier play of it)
    cannot be trashed, so that choice does nothing."""
    if g.ask("mode", p, ["mode:coins", "mode:trash"])[0] == "mode:coins":
        g.turn.coins += 2
        return
    if not _in_play(g, p, uid):
        return
    g.trash(p, uid, g.zones.code(p, IN_PLAY))
    gain_pick(g, p, lambda c: "duration" in g.defs[c].types)


@on_play("enlarge")
def enlarge(g: CardAPI, p: int, uid: int) -> None:
    """Now and at the start of your next turn: trash a card from your hand and gain one costing up to $2 more."""
    _remodel_two(g, p, uid)
    g.at_next_turn(p, uid, _remodel_two)


def _remodel_two(g: CardAPI, p: int, uid: int) -> None:
    for u in choose_hand(g, p, "trash", "trash"):
        most = g.cost_of(g.zones.card_of[u]).plus(2)
        g.trash(p, u)
        gain_pick(g, p, _costing_up_to(g, most))


def _costing_up_to(g: CardAPI, most: Cost) -> Callable[[str], bool]:
    """Predicate: the card costs ``most`` or less (in every part of the cost)."""
    return lambda c: g.cost_of(c).le(most)


@on_play("fortune-hunter")
def fortune_hunter(g: CardAPI, p: int, uid: int) -> None:
    """+$2; look at the top 3 cards of your deck; you may play a Treasure from them; put the rest back in any
    order."""
    g.turn.coins += 2
    seen = g.top_cards(p, 3)
    aside = g.zones.code(p, SET_ASIDE)
    for u in choose_from(g, p, [u for u in seen if g.is_type(u, "treasure")], "play", "play", lo=0):
        g.play_uid(p, u, aside)
    put_back_in_any_order(g, p, seen)


def _action_named(g: CardAPI, name: str | None) -> Callable[[int], bool]:
    """Predicate on uids: an Action card, of that name when one is given."""
    return lambda u: g.is_type(u, "action") and (name is None or g.zones.card_of[u] == name)


@on_play("first-mate")
def first_mate(g: CardAPI, p: int, uid: int) -> None:
    """Play any number of Action cards with the same name from your hand, then draw until you have 6 cards."""
    z = g.zones
    name: str | None = None
    while True:
        picked = choose_hand(g, p, "play", "play", _action_named(g, name), lo=0)
        if not picked:
            break
        name = z.card_of[picked[0]]
        g.play_uid(p, picked[0])
    g.draw(p, max(0, 6 - len(z.hands[p])), plus=False)


MINING_ROAD = "mining-road"
"""TurnState.marks key: how many more Treasures the turn player may play as they gain them (one per Mining Road)."""


@on_play("mining-road")
def mining_road(g: CardAPI, p: int, uid: int) -> None:
    """+1 Action, +1 Buy, +$2; once this turn, when you gain a Treasure, you may play it."""
    g.turn.actions += 1
    g.turn.buys += 1
    g.turn.coins += 2
    count_this_turn(g, MINING_ROAD)


@game_rule("mining-road")
def mining_road_rule(g: CardAPI) -> None:
    """A Mining Road played this turn lets its player play one Treasure they gain, as they gain it."""
    def rule(g2: CardAPI, gainer: int, uid: int, card: str, dst: int) -> Trigger | None:
        if not g2.turn.marks.get(MINING_ROAD) or gainer != g2.turn.player or not g2.is_type(uid, "treasure"):
            return None

        def play() -> None:
            g2.turn.marks[MINING_ROAD] -= 1
            g2.play_uid(gainer, uid, dst)
        return Trigger("play:mining-road", True,
                       lambda: g2.zones.loc[uid] == dst and bool(g2.turn.marks.get(MINING_ROAD)), play)
    g.gain_rules.append(rule)


# -- Durations waiting for "the next time" ----------------------------------------------------------------------

@on_play("abundance")
def abundance(g: CardAPI, p: int, uid: int) -> None:
    """The next time you gain an Action card: +1 Buy and +$3."""
    _wait(g, p, uid, "abundance")


def _abundance_run(g: CardAPI, o: int, uids: list[int], uid: int, card: str, dst: int) -> None:
    """+1 Buy and +$3 per waiting play: for its player's own turn only (on another player's turn they are of no
    use, and never the turn player's)."""
    if o != g.turn.player:
        return
    for _ in uids:
        _buy_and_three(g, o, uid)


game_rule("abundance")(_next_time("abundance", lambda g, p, u, c: g.is_type(u, "action"), _only(True),
                                  _abundance_run))


@on_play("secluded-shrine")
def secluded_shrine(g: CardAPI, p: int, uid: int) -> None:
    """+$1; the next time you gain a Treasure, trash up to 2 cards from your hand."""
    g.turn.coins += 1
    _wait(g, p, uid, "secluded-shrine")


def _shrine_run(g: CardAPI, o: int, uids: list[int], uid: int, card: str, dst: int) -> None:
    for _ in uids:
        for u in choose_hand(g, o, "trash", "trash", lo=0, hi=2):
            g.trash(o, u)


game_rule("secluded-shrine")(_next_time("secluded-shrine", lambda g, p, u, c: g.is_type(u, "treasure"),
                                        _only(True), _shrine_run))


@on_play("cutthroat")
def cutthroat(g: CardAPI, p: int, uid: int) -> None:
    """Each other player discards down to 3 cards in hand; the next time anyone gains a Treasure costing $5 or
    more, gain a Loot."""
    for o in g.attack_targets(p):
        discard_down_to(g, o, 3)
    _wait(g, p, uid, "cutthroat")


def _cutthroat_run(g: CardAPI, o: int, uids: list[int], uid: int, card: str, dst: int) -> None:
    for _ in uids:
        gain_loot(g, o)


game_rule("cutthroat")(_next_time(
    "cutthroat", lambda g, p, u, c: g.is_type(u, "treasure") and g.cost_of(c).coins >= 5, _only(False),
    _cutthroat_run))


@on_play("cage")
def cage(g: CardAPI, p: int, uid: int) -> None:
    """Set aside up to 4 cards from your hand face down; the next time you gain a Victory card, trash this and
    put the set-aside cards into your hand at end of turn."""
    picked = choose_hand(g, p, "set-aside", "set-aside", lo=0, hi=4)
    for u in picked:
        g.set_aside(p, u, "cage")
    g.players[p].marks.setdefault("cage-cards", {}).setdefault(uid, []).extend(picked)  # one set per Cage
    _wait(g, p, uid, "cage")


def _cage_run(g: CardAPI, o: int, uids: list[int], uid: int, card: str, dst: int) -> None:
    held: dict[int, list[int]] = g.players[o].marks.get("cage-cards", {})
    for c in dict.fromkeys(uids):
        if _in_play(g, o, c):
            g.trash(o, c, g.zones.code(o, IN_PLAY))
        _to_hand_at_end(g, o, held.pop(c, []))


game_rule("cage")(_next_time("cage", lambda g, p, u, c: g.is_type(u, "victory"), _only(True), _cage_run))


@on_play("search")
def search(g: CardAPI, p: int, uid: int) -> None:
    """+$2; the next time a Supply pile empties, trash this and gain a Loot."""
    g.turn.coins += 2
    _wait(g, p, uid, "search")
    g.players[p].marks["search-empty"] = _empty_piles(g)


def _empty_piles(g: CardAPI) -> int:
    return g.zones.supply_lists.count([])


def _search_run(g: CardAPI, o: int, uids: list[int], uid: int, card: str, dst: int) -> None:
    """Each waiting Search is trashed (once, even if a Throne Room played it twice), and each of its plays gains a
    Loot."""
    for s in dict.fromkeys(uids):
        if _in_play(g, o, s):
            g.trash(o, s, g.zones.code(o, IN_PLAY))
    for _ in uids:
        gain_loot(g, o)


def _pile_emptied(g: CardAPI, p: int, u: int, c: str) -> bool:
    """True when more Supply piles are empty than when the waiting Searches were played (a gain emptied one)."""
    return any(_empty_piles(g) > g.players[o].marks.get("search-empty", 0)
               for o in range(g.n) if g.players[o].marks.get("search"))


_search_on_gain = _next_time("search", _pile_emptied, _only(False), _search_run)


@game_rule("search")
def search_rule(g: CardAPI) -> None:
    """A Supply pile emptying makes the waiting Searches act, however it empties: a gain, a card trashed from
    the Supply (Lurker, Salt the Earth), or any other move out of it (Camel Train's Exile, Changeling's
    exchange)."""
    _search_on_gain(g)

    def emptied(g2: CardAPI, uid: int, card: str) -> Trigger | None:
        if not _pile_emptied(g2, -1, uid, card):
            return None

        def go() -> None:
            for o in g2.turn_order(g2.turn.player):
                uids = _done_waiting(g2, o, "search")
                if uids:
                    _search_run(g2, o, uids, uid, card, -1)
        return Trigger("next-time:search", False, lambda: True, go)
    g.trash_rules.append(lambda g2, p, uid, card: emptied(g2, uid, card))
    g.emptied_rules.append(lambda g2, p, pile: emptied(g2, -1, pile))


@on_play("taskmaster")
def taskmaster(g: CardAPI, p: int, uid: int) -> None:
    """+1 Action, +$1, and if you gain a card costing exactly $5 this turn, repeat this at your next turn."""
    g.turn.actions += 1
    g.turn.coins += 1
    _waiting(g, p, "taskmaster").append(uid)
    # only gains from now on count: remember how many $5 gains came before (its first play this turn)
    g.turn.marks.setdefault(TASKMASTER_SINCE, {}).setdefault(uid, g.turn.marks.get(TASKMASTER_FIVE, 0))
    g.players[p].staying.add(uid)  # until Clean-up tells whether it repeats (so a Throne Room on it stays too)


FIVE = Cost(5)
TASKMASTER_FIVE = "taskmaster-five"
"""TurnState.marks key: how many cards costing exactly $5 the turn player has gained this turn."""
TASKMASTER_SINCE = "taskmaster-since"
"""TurnState.marks key: per Taskmaster played this turn, the count of :data:`TASKMASTER_FIVE` when it was first
played (a $5 card gained before that does not count for it)."""


@game_rule("taskmaster")
def taskmaster_rule(g: CardAPI) -> None:
    """Taskmaster counts gains costing exactly $5; at the start of Clean-up a Taskmaster whose player gained one
    after playing it stays in play to repeat its ability at their next turn."""
    def note(g2: CardAPI, gainer: int, uid: int, card: str, dst: int) -> Trigger | None:
        if gainer == g2.turn.player and g2.cost_of(card) == FIVE:
            g2.turn.marks[TASKMASTER_FIVE] = g2.turn.marks.get(TASKMASTER_FIVE, 0) + 1
        return None
    g.gain_rules.append(note)

    def at_cleanup(g2: CardAPI, p: int) -> None:
        pending = _waiting(g2, p, "taskmaster")
        uids, pending[:] = list(pending), []
        fives, since = g2.turn.marks.get(TASKMASTER_FIVE, 0), g2.turn.marks.get(TASKMASTER_SINCE, {})
        for u in uids:
            if fives > since.get(u, 0) and _in_play(g2, p, u):
                g2.at_next_turn(p, u, taskmaster)
            else:
                g2.players[p].staying.discard(u)
                release_followers(g2, p, u)
    g.cleanup_rules.append(at_cleanup)


@on_play("siren")
def siren(g: CardAPI, p: int, uid: int) -> None:
    """Each other player gains a Curse; at the start of your next turn, draw until you have 8 cards in hand."""
    for o in g.attack_targets(p):
        g.gain(o, "curse")
    g.at_next_turn(p, uid, _siren_later)


def _siren_later(g: CardAPI, p: int, uid: int) -> None:
    g.draw(p, max(0, 8 - len(g.zones.hands[p])))


@game_rule("siren")
def siren_rule(g: CardAPI) -> None:
    """When you gain a Siren, trash it unless you trash an Action from your hand (it fails once moved away)."""
    def rule(g2: CardAPI, gainer: int, uid: int, card: str, dst: int) -> Trigger | None:
        if card != "siren":
            return None

        def run() -> None:
            picked = choose_hand(g2, gainer, "trash", "trash", lambda u: g2.is_type(u, "action"), lo=0)
            if picked:
                g2.trash(gainer, picked[0])
            elif g2.zones.loc[uid] == dst:
                g2.trash(gainer, uid, dst)
        return Trigger("on-gain:siren", False, lambda: True, run)
    g.gain_rules.append(rule)


@on_play("buried-treasure")
def buried_treasure(g: CardAPI, p: int, uid: int) -> None:
    """At the start of your next turn, +1 Buy and +$3."""
    g.at_next_turn(p, uid, _buy_and_three)


@game_rule("buried-treasure")
def buried_treasure_rule(g: CardAPI) -> None:
    """When you gain a Buried Treasure, play it (from where it was gained, if it is still there)."""
    def rule(g2: CardAPI, gainer: int, uid: int, card: str, dst: int) -> Trigger | None:
        if card != "buried-treasure":
            return None
        return Trigger("on-gain:buried-treasure", False, lambda: g2.zones.loc[uid] == dst,
                       lambda: g2.play_uid(gainer, uid, dst))
    g.gain_rules.append(rule)


@on_play("gondola")
def gondola(g: CardAPI, p: int, uid: int) -> None:
    """Either now or at the start of your next turn: +$2."""
    if g.ask("mode", p, ["mode:now", "mode:next-turn"])[0] == "mode:now":
        g.turn.coins += 2
    else:
        g.at_next_turn(p, uid, _two_coins)


def _two_coins(g: CardAPI, p: int, uid: int) -> None:
    g.turn.coins += 2


@on_gain("gondola")
def gondola_gain(g: CardAPI, p: int, uid: int) -> None:
    """When you gain this, you may play an Action card from your hand."""
    _play_action_from_hand(g, p)


@on_play("stowaway")
def stowaway(g: CardAPI, p: int, uid: int) -> None:
    """At the start of your next turn, +2 Cards."""
    g.at_next_turn(p, uid, _two_cards)


def _react_applies(t: str) -> Callable[[CardAPI, int, int, GainInfo], bool]:
    def applies(g: CardAPI, owner: int, luid: int, info: GainInfo) -> bool:
        return g.zones.loc[luid] == g.zones.code(owner, HAND) and t in g.defs[info.card].types
    return applies


def _play_reacting(g: CardAPI, owner: int, luid: int, info: GainInfo) -> None:
    g.play_uid(owner, luid)


for _event in ("Gained", "OtherGained"):
    reaction(Reaction("stowaway", _event, Zone.HAND, "play", True, _react_applies("duration"), _play_reacting))
    # a Mapmaker that one brings into the hand may then react to the same gain (Mapmaker FAQ): the core offers it
    reaction(Reaction("mapmaker", _event, Zone.HAND, "play", True, _react_applies("victory"), _play_reacting))


@on_play("mapmaker")
def mapmaker(g: CardAPI, p: int, uid: int) -> None:
    """Look at the top 4 cards of your deck; put 2 into your hand and discard the rest."""
    seen = g.top_cards(p, 4)
    z = g.zones
    aside, hand = z.code(p, SET_ASIDE), z.code(p, HAND)
    for u in choose_from(g, p, seen, "take", "take", lo=2, hi=2):
        g.move(u, aside, hand)
        g.emit(Moved(p, z.card_of[u], u, "set_aside", "hand", "mapmaker"))
    discard_set_aside(g, p, seen)


@on_play("trickster")
def trickster(g: CardAPI, p: int, uid: int) -> None:
    """Each other player gains a Curse; once this turn, when you discard a Treasure from play, you may set it
    aside and put it into your hand at end of turn."""
    each_other_gains_attack(g, p)
    count_this_turn(g, "trickster")


def each_other_gains_attack(g: CardAPI, p: int) -> None:
    """Each other player the Attack affects gains a Curse, in turn order."""
    for o in g.attack_targets(p):
        g.gain(o, "curse")


@game_rule("trickster")
def trickster_rule(g: CardAPI) -> None:
    """Each Trickster played this turn lets its player keep one Treasure they discard from play for their hand."""
    def sees(g2: CardAPI, p: int, uid: int) -> None:
        left = g2.turn.marks.get("trickster", 0)
        z = g2.zones
        dcode = z.code(p, DISCARD)
        if not left or p != g2.turn.player or not g2.is_type(uid, "treasure") or z.loc[uid] != dcode:
            return
        if g2.ask("set-aside", p, [f"set-aside:{z.card_of[uid]}", "no"])[0] == "no":
            return
        g2.turn.marks["trickster"] = left - 1
        g2.set_aside(p, uid, "trickster")
        _to_hand_at_end(g2, p, [uid])
    g.discard_from_play_rules.append(sees)


# -- cards acting around other plays ----------------------------------------------------------------------------

PLAYS = "plunder-plays"
"""TurnState.marks key: [coins before, coins made by plays nested inside, Boons' coins before] for each play being
resolved (what Boons give while it resolves is not the play's own +$: Harbor Village FAQ)."""


def _coin_watch(g: CardAPI) -> None:
    """Install (once per game) the rules following each play: which card was the first of the turn, and what each
    play itself gave in coins (not counting the plays it made)."""
    if _before_play in g.play_rules:
        return
    g.play_rules.append(_before_play)
    g.after_play_rules.insert(0, _after_play)


FIRST_PLAYED = "first-played"
"""TurnState.marks key: per player, the first card they played on this turn (on any player's turn)."""
LANDING_SEEN = "landing-seen"
"""TurnState.marks key: the players whose first card of this turn Landing Party has already looked at."""


def _before_play(g: CardAPI, p: int, uid: int, card: str) -> None:
    t = g.turn
    t.marks.setdefault(PLAYS, []).append([t.coins, 0, t.boon_coins])
    t.marks.setdefault(FIRST_PLAYED, {}).setdefault(p, uid)  # any player's first card on this turn (Landing Party)
    if p != t.player:
        return
    waiting = t.marks.get(HARBOR_WAITING, 0)
    if waiting and "action" in g.defs[card].types:
        t.marks.setdefault(HARBOR_ON, {})[uid] = waiting
        t.marks[HARBOR_WAITING] = 0


def _after_play(g: CardAPI, p: int, uid: int, card: str) -> None:
    t = g.turn
    stack: list[list[int]] = t.marks.get(PLAYS, [])
    if not stack:
        return
    start, nested, boons_before = stack.pop()
    boons = t.boon_coins - boons_before
    total = t.coins - start
    if stack:
        stack[-1][1] += total - boons  # the outer play counts these Boons' coins itself
    nested += boons
    bonus = t.marks.get(HARBOR_ON, {}).pop(uid, 0) if p == t.player else 0
    if bonus and total - nested > 0:
        t.coins += bonus
        if stack:
            stack[-1][1] += bonus


HARBOR_WAITING = "harbor-village-waiting"
"""TurnState.marks key: Harbor Villages waiting for the next Action played this turn."""
HARBOR_ON = "harbor-village-on"
"""TurnState.marks key: uid of the Action being resolved -> the Harbor Villages waiting for it to finish."""


@on_play("harbor-village")
def harbor_village(g: CardAPI, p: int, uid: int) -> None:
    """+1 Card, +2 Actions; after the next Action you play this turn, if it gave you +$, +$1."""
    g.draw(p, 1)
    g.turn.actions += 2
    count_this_turn(g, HARBOR_WAITING)


game_rule("harbor-village")(_coin_watch)


@on_play("flagship")
def flagship(g: CardAPI, p: int, uid: int) -> None:
    """+$2; the next time you play a non-Command Action card, replay it (Flagship stays in play until then)."""
    g.turn.coins += 2
    _wait(g, p, uid, "flagship")


FLAGSHIP_TARGETS = "flagship-targets"
"""TurnState.marks key: uid of the card being played -> the replays the Flagships it took owe once it resolves."""


@game_rule("flagship")
def flagship_rule(g: CardAPI) -> None:
    """The next non-Command Action card its player plays takes every waiting Flagship (when it is played, so a
    Throne Room played next is that card, not the card it plays); once it has resolved it is replayed once
    per Flagship, even if it trashed itself or it is not its player's turn."""
    def playing(g2: CardAPI, p: int, uid: int, card: str) -> None:
        if not g2.players[p].marks.get("flagship"):
            return
        types = g2.types_of(uid) if card == g2.zones.card_of[uid] else g2.defs[card].types
        if "action" not in types or "command" in types:
            return
        owed = g2.turn.marks.setdefault(FLAGSHIP_TARGETS, {})
        owed[uid] = owed.get(uid, 0) + len(_done_waiting(g2, p, "flagship"))

    def replay(g2: CardAPI, p: int, uid: int, card: str) -> None:
        owed = g2.turn.marks.get(FLAGSHIP_TARGETS)
        if not owed or uid not in owed:
            return
        for _ in range(owed.pop(uid)):
            g2.resolve(p, uid)
    g.play_rules.append(playing)
    g.after_play_rules.append(replay)


@on_play("landing-party")
def landing_party(g: CardAPI, p: int, uid: int) -> None:
    """+2 Cards, +2 Actions; the next time the first card you play on a turn is a Treasure, put this onto your deck
    after it resolves."""
    g.draw(p, 2)
    g.turn.actions += 2
    _wait(g, p, uid, "landing-party")


@game_rule("landing-party")
def landing_party_rule(g: CardAPI) -> None:
    """The first card its player plays on a turn (their own or another player's) being a Treasure sends the waiting
    Landing Parties onto the deck."""
    _coin_watch(g)

    def after(g2: CardAPI, p: int, uid: int, card: str) -> None:
        seen = g2.turn.marks.setdefault(LANDING_SEEN, set())
        if g2.turn.marks.get(FIRST_PLAYED, {}).get(p) != uid or p in seen:
            return
        seen.add(p)
        if "treasure" not in g2.defs[card].types or not g2.players[p].marks.get("landing-party"):
            return
        for u in dict.fromkeys(_done_waiting(g2, p, "landing-party")):
            if _in_play(g2, p, u):
                g2.topdeck(p, u, g2.zones.code(p, IN_PLAY))
    g.after_play_rules.append(after)


FRIGATE = "frigate"
"""PlayerState.marks key: for each Frigate waiting in play, the players its Attack affects."""


@on_play("frigate")
def frigate(g: CardAPI, p: int, uid: int) -> None:
    """+$3; until the start of your next turn, each time another player plays an Action card, they discard down to
    4 cards in hand afterwards."""
    g.turn.coins += 3
    g.players[p].marks.setdefault(FRIGATE, []).append(frozenset(g.attack_targets(p)))

    def over(g2: CardAPI, q: int, _u: int) -> None:
        pending = g2.players[q].marks.get(FRIGATE, [])
        if pending:
            pending.pop(0)
    g.at_next_turn(p, uid, over)


@game_rule("frigate")
def frigate_rule(g: CardAPI) -> None:
    """An active Frigate makes each affected player discard down to 4 after each Action card they play."""
    def after(g2: CardAPI, p: int, uid: int, card: str) -> None:
        if "action" not in g2.defs[card].types:
            return
        if any(p in targets for o in range(g2.n) if o != p for targets in g2.players[o].marks.get(FRIGATE, [])):
            discard_down_to(g2, p, 4)
    g.after_play_rules.append(after)


QUARTERMASTER = "quartermaster"
"""PlayerState.marks key: Quartermaster uid -> the cards set aside on it."""


@on_play("quartermaster")
def quartermaster(g: CardAPI, p: int, uid: int) -> None:
    """At the start of each of your turns for the rest of the game: gain a card costing up to $4 and set it aside
    on this, or put a card from this into your hand (it stays in play for good)."""
    g.players[p].marks.setdefault(QUARTERMASTER, {}).setdefault(uid, [])
    g.at_next_turn(p, uid, _quartermaster_turn)


def _quartermaster_turn(g: CardAPI, p: int, uid: int) -> None:
    held: list[int] = g.players[p].marks.setdefault(QUARTERMASTER, {}).setdefault(uid, [])
    z = g.zones
    aside = z.code(p, SET_ASIDE)
    held[:] = [u for u in held if z.loc[u] == aside]
    modes = ["mode:gain"] + (["mode:take"] if held else [])
    if g.ask("mode", p, modes)[0] == "mode:take":
        for u in choose_from(g, p, held, "take", "take"):
            held.remove(u)
            g.move(u, aside, z.code(p, HAND))
            g.emit(Moved(p, z.card_of[u], u, "set_aside", "hand", "quartermaster"))
    else:
        got = gain_pick(g, p, up_to(g, 4), to=Zone.SET_ASIDE)  # gained straight into the set-aside cards
        if got is not None and z.loc[got] == aside:  # not moved away by a when-gain reaction
            held.append(got)
    g.at_next_turn(p, uid, _quartermaster_turn)


# -- Events ----------------------------------------------------------------------------------------------------------

for _card in ("foray", "looting", "invasion", "peril", "prosper"):
    setup(_card)(_loot_setup)


@event("avoid")
def avoid(g: CardAPI, p: int) -> None:
    """+1 Buy; the next time you shuffle this turn, pick up to 3 of those cards to put into your discard pile."""
    g.turn.buys += 1
    g.turn.marks["avoid"] = g.turn.marks.get("avoid", 0) + 3


@game_rule("avoid")
def avoid_rule(g: CardAPI) -> None:
    """A pending Avoid lets the turn player keep up to 3 cards per Avoid out of their next shuffle."""
    def after_shuffle(g2: CardAPI, p: int) -> None:
        n = g2.turn.marks.get("avoid", 0)
        if not n or p != g2.turn.player:
            return
        g2.turn.marks["avoid"] = 0
        z = g2.zones
        deck = z.code(p, DECK)
        for u in choose_from(g2, p, list(z.decks[p]), "avoid", "discard", lo=0, hi=n):
            g2.move(u, deck, z.code(p, DISCARD))
            g2.emit(Moved(p, z.card_of[u], u, "deck", "discard", "avoid"))
    g.shuffle_rules.append(after_shuffle)


@event("bury")
def bury(g: CardAPI, p: int) -> None:
    """+1 Buy; put any card from your discard pile on the bottom of your deck."""
    g.turn.buys += 1
    z = g.zones
    for u in choose_from(g, p, z.discards[p], "bury", "bottom"):
        _bottom(g, p, u, z.code(p, DISCARD))


@event("deliver")
def deliver(g: CardAPI, p: int) -> None:
    """+1 Buy; this turn, each card you gain is set aside and put into your hand at end of turn."""
    g.turn.buys += 1
    g.turn.marks["deliver"] = True


@game_rule("deliver")
def deliver_rule(g: CardAPI) -> None:
    """While Deliver is in force, each card the turn player gains is set aside for their hand at end of turn."""
    def rule(g2: CardAPI, gainer: int, uid: int, card: str, dst: int) -> Trigger | None:
        if not g2.turn.marks.get("deliver") or gainer != g2.turn.player:
            return None

        def aside() -> None:
            g2.set_aside(gainer, uid, "deliver")
            _to_hand_at_end(g2, gainer, [uid])
        return Trigger("set-aside:deliver", False, lambda: g2.zones.loc[uid] == dst, aside)
    g.gain_rules.append(rule)


@event("foray")
def foray(g: CardAPI, p: int) -> None:
    """Discard 3 cards, revealing them; if they have 3 different names, gain a Loot."""
    z = g.zones
    picked = choose_hand(g, p, "discard", "discard", lo=3, hi=3)
    g.reveal(p, picked)
    names = {z.card_of[u] for u in picked}
    g.discard_cards(p, picked)
    if len(picked) == 3 and len(names) == 3:
        gain_loot(g, p)


@event("invasion")
def invasion(g: CardAPI, p: int) -> None:
    """You may play an Attack from your hand; gain a Duchy; gain an Action onto your deck; gain a Loot and play it."""
    for u in choose_hand(g, p, "play", "play", lambda u: g.is_type(u, "attack"), lo=0):
        g.play_uid(p, u)
    g.gain(p, "duchy")
    gain_pick(g, p, lambda c: "action" in g.defs[c].types, to=Zone.DECK)
    got = gain_loot(g, p)
    if got is not None:
        where = g.zones.loc[got]
        if g.zones.owner[where] == p:
            g.play_uid(p, got, where)


@can_buy("journey")
def journey_once(g: CardAPI, p: int) -> bool:
    """Once per turn."""
    return not g.turn.marks.get("journey")


@event("journey")
def journey(g: CardAPI, p: int) -> None:
    """Once per turn: if the previous turn was not yours, keep your cards in play this Clean-up and take an extra
    turn after this one."""
    g.turn.marks["journey"] = True
    if g.turn.previous_player == p:
        return
    g.turn.marks["journey-keep"] = True
    g.extra_turns.append((p, None))


@game_rule("journey")
def journey_rule(g: CardAPI) -> None:
    """Journey's Clean-up keeps the turn player's cards in play until the start of the extra turn."""
    def keep(g2: CardAPI, p: int) -> None:
        if not g2.turn.marks.get("journey-keep"):
            return
        state = g2.players[p]
        kept = [u for u in g2.zones.plays[p] if u not in state.staying]
        state.staying.update(kept)

        def release(g3: CardAPI, q: int, _u: int) -> None:
            for u in kept:
                g3.players[q].staying.discard(u)
        if kept:
            state.next_turn.append((kept[0], release))
    g.cleanup_rules.append(keep)


@can_buy("launch")
def launch_once(g: CardAPI, p: int) -> bool:
    """Once per turn."""
    return not g.turn.marks.get("launch")


@event("launch")
def launch(g: CardAPI, p: int) -> None:
    """Once per turn: return to your Action phase; +1 Card, +1 Action, +1 Buy."""
    g.turn.marks["launch"] = True
    g.turn.back_to_action = True
    g.draw(p, 1)
    g.turn.actions += 1
    g.turn.buys += 1


@event("looting")
def looting(g: CardAPI, p: int) -> None:
    """Gain a Loot."""
    gain_loot(g, p)


@event("maelstrom")
def maelstrom(g: CardAPI, p: int) -> None:
    """Trash 3 cards from your hand; each other player with 5 or more cards in hand trashes one of them."""
    g.trash_all(p, choose_hand(g, p, "trash", "trash", lo=3, hi=3))
    for o in g.others(p):
        if len(g.zones.hands[o]) >= 5:
            for u in choose_hand(g, o, "trash", "trash"):
                g.trash(o, u)


@event("mirror")
def mirror(g: CardAPI, p: int) -> None:
    """+1 Buy; the next time you gain an Action card this turn, gain a copy of it."""
    g.turn.buys += 1
    count_this_turn(g, "mirror")


@game_rule("mirror")
def mirror_rule(g: CardAPI) -> None:
    """Pending Mirrors each gain a copy of the turn player's next gained Action card."""
    def rule(g2: CardAPI, gainer: int, uid: int, card: str, dst: int) -> Trigger | None:
        n = g2.turn.marks.get("mirror", 0)
        if not n or gainer != g2.turn.player or not g2.is_type(uid, "action"):
            return None
        g2.turn.marks["mirror"] = 0

        def copies() -> None:
            for _ in range(n):
                g2.gain(gainer, card)
        return Trigger("gain:mirror", False, lambda: True, copies)
    g.gain_rules.append(rule)


@event("peril")
def peril(g: CardAPI, p: int) -> None:
    """You may trash an Action card from your hand to gain a Loot."""
    for u in choose_hand(g, p, "trash", "trash", lambda u: g.is_type(u, "action"), lo=0):
        g.trash(p, u)
        gain_loot(g, p)


@event("prepare")
def prepare(g: CardAPI, p: int) -> None:
    """Set aside your hand face up; at the start of your next turn play its Actions and Treasures in any order, then
    discard the rest."""
    z = g.zones
    cards = list(z.hands[p])
    for u in cards:
        g.set_aside(p, u, "prepare")
    if not cards:
        return

    def later(g2: CardAPI, q: int, _u: int) -> None:
        play_set_aside(g2, q, cards, lambda u: g2.is_type(u, "action") or g2.is_type(u, "treasure"))
        discard_set_aside(g2, q, cards)
    g.players[p].next_turn.append((cards[0], later))


@event("prosper")
def prosper(g: CardAPI, p: int) -> None:
    """Gain a Loot, then any number of differently named Treasures, one at a time."""
    gain_loot(g, p)
    taken: set[str] = set()
    while True:
        ids = [f"gain:{c}" for c in g.supply_tops() if "treasure" in g.defs[c].types and c not in taken]
        ans = g.ask("gain", p, ids + ["done"]) if ids else ["done"]
        if ans[0] == "done":
            return
        card = ans[0][5:]
        taken.add(card)
        g.gain(p, card)


@event("rush")
def rush(g: CardAPI, p: int) -> None:
    """+1 Buy; the next time you gain an Action card this turn, play it."""
    g.turn.buys += 1
    g.turn.marks["rush"] = True


@game_rule("rush")
def rush_rule(g: CardAPI) -> None:
    """A pending Rush plays the turn player's next gained Action card (once, however many Rushes)."""
    def rule(g2: CardAPI, gainer: int, uid: int, card: str, dst: int) -> Trigger | None:
        if not g2.turn.marks.get("rush") or gainer != g2.turn.player or not g2.is_type(uid, "action"):
            return None
        g2.turn.marks["rush"] = False
        return Trigger("play:rush", False, lambda: g2.zones.loc[uid] == dst, lambda: g2.play_uid(gainer, uid, dst))
    g.gain_rules.append(rule)


@event("scrounge")
def scrounge(g: CardAPI, p: int) -> None:
    """Trash a card from your hand, or gain an Estate from the trash and, if you did, a card costing up to $5."""
    if g.ask("mode", p, ["mode:trash", "mode:estate"])[0] == "mode:trash":
        for u in choose_hand(g, p, "trash", "trash"):
            g.trash(p, u)
        return
    if g.gain(p, "estate", source="trash") is not None:
        gain_pick(g, p, up_to(g, 5))


# -- Traits: each lies on one Kingdom pile (CardAPI.traits) and changes the cards of that pile ------------------------

def _has_trait(g: CardAPI, trait: str, card: str) -> bool:
    """True when ``card`` belongs to the pile the Trait lies on."""
    pile = g.traits.get(trait)
    return pile is not None and card in g.defs and g.pile_of(card) == pile


def _trait_gain(trait: str, run: Callable[[CardAPI, int, int, str, int], None], optional: bool = False,
                option: str = "") -> Callable[[CardAPI], None]:
    """A Trait's "when you gain a card of this pile" ability, as a game rule."""
    def install(g: CardAPI) -> None:
        def rule(g2: CardAPI, gainer: int, uid: int, card: str, dst: int) -> Trigger | None:
            if not _has_trait(g2, trait, card):
                return None
            return Trigger(f"{option or 'on-gain'}:{trait}", optional, lambda: True,
                           lambda: run(g2, gainer, uid, card, dst))
        g.gain_rules.append(rule)
    return install


@deal_rule("inherited")
def inherited(g: CardAPI, p: int, start: list[str]) -> list[str]:
    """Set-up: each player, in turn order, starts with the top card of the Inherited pile instead of a starting
    card they choose (not gained); a replaced Copper goes back to its pile, any other replaced card to the box."""
    pile = g.traits.get("inherited")
    top = g.top(pile) if pile is not None else None
    if top is None or not start:
        return []
    replaced = g.ask("replace", p, [f"replace:{c}" for c in dict.fromkeys(start)])[0][8:]
    start.remove(replaced)
    z = g.zones
    src, dst = z.loc[top], z.code(p, DISCARD)
    g.move(top, src, dst)
    g.emit(Moved(p, z.card_of[top], top, z.kind[src].value, z.kind[dst].value, "inherited"))
    return [replaced] if replaced == "copper" else []


@game_rule("cheap")
def cheap(g: CardAPI) -> None:
    """Cheap cards cost $1 less (never below $0; Potion and Debt unchanged), for the whole game: on every turn from
    its very start (a start-of-turn gain sees it) and when scoring."""
    g.lasting_cost_changes.append((lambda c: _has_trait(g, "cheap", c), -1))


def _cursed_run(g: CardAPI, p: int, uid: int, card: str, dst: int) -> None:
    gain_loot(g, p)
    g.gain(p, "curse")


game_rule("cursed")(_trait_gain("cursed", _cursed_run))
setup("cursed")(_loot_setup)


@game_rule("fated")
def fated(g: CardAPI) -> None:
    """When shuffling, you may reveal Fated cards and put each on the top or the bottom of the new deck."""
    def after_shuffle(g2: CardAPI, p: int) -> None:
        z = g2.zones
        deck = z.code(p, DECK)
        for u in [u for u in z.decks[p] if _has_trait(g2, "fated", z.card_of[u])]:
            ans = g2.ask("fated", p, [f"top:{z.card_of[u]}", f"bottom:{z.card_of[u]}", "no"])[0]
            if ans == "no":
                continue
            g2.reveal(p, [u])
            g2.move(u, deck, deck, bottom=ans.startswith("bottom"))
    g.shuffle_rules.append(after_shuffle)


def _fawning_run(g: CardAPI, p: int, uid: int, card: str, dst: int) -> None:
    pile = g.traits.get("fawning")
    if pile is not None:
        top = g.top(pile)
        if top is not None:
            g.gain(p, g.zones.card_of[top])


@game_rule("fawning")
def fawning(g: CardAPI) -> None:
    """When you gain a Province, gain a Fawning card."""
    def rule(g2: CardAPI, gainer: int, uid: int, card: str, dst: int) -> Trigger | None:
        if card != "province" or "fawning" not in g2.traits:
            return None
        return Trigger("on-gain:fawning", False, lambda: True, lambda: _fawning_run(g2, gainer, uid, card, dst))
    g.gain_rules.append(rule)


@game_rule("friendly")
def friendly(g: CardAPI) -> None:
    """At the start of your Clean-up you may discard a Friendly card to gain a Friendly card (once per turn)."""
    def at_cleanup(g2: CardAPI, p: int) -> None:
        z = g2.zones
        picked = choose_hand(g2, p, "discard", "discard", lambda u: _has_trait(g2, "friendly", z.card_of[u]), lo=0)
        for u in picked:
            g2.discard_card(p, u)
            pile = g2.traits["friendly"]
            top = g2.top(pile)
            if top is not None:
                g2.gain(p, z.card_of[top])
    g.cleanup_rules.append(at_cleanup)


def _hasty_run(g: CardAPI, p: int, uid: int, card: str, dst: int) -> None:
    z = g.zones
    if z.loc[uid] != dst or z.owner[dst] != p:
        return
    g.set_aside(p, uid, "hasty")

    def play(g2: CardAPI, q: int, u: int) -> None:
        aside = g2.zones.code(q, SET_ASIDE)
        if g2.zones.loc[u] == aside:
            g2.play_uid(q, u, aside)
    g.players[p].next_turn.append((uid, play))


game_rule("hasty")(_trait_gain("hasty", _hasty_run))


@game_rule("inspiring")
def inspiring(g: CardAPI) -> None:
    """After playing an Inspiring card on your turn, you may play an Action from your hand with no copy in play."""
    def after(g2: CardAPI, p: int, uid: int, card: str) -> None:
        if p != g2.turn.player or not _has_trait(g2, "inspiring", card):
            return
        z = g2.zones
        named = {z.card_of[u] for u in z.plays[p]}
        for u in choose_hand(g2, p, "play", "play", lambda u: g2.is_type(u, "action") and z.card_of[u] not in named,
                             lo=0):
            g2.play_uid(p, u)
    g.after_play_rules.append(after)


def _nearby_run(g: CardAPI, p: int, uid: int, card: str, dst: int) -> None:
    if p == g.turn.player:
        g.turn.buys += 1


game_rule("nearby")(_trait_gain("nearby", _nearby_run))


@game_rule("patient")
def patient(g: CardAPI) -> None:
    """At the start of your Clean-up you may set aside Patient cards from your hand to play at your next turn."""
    def at_cleanup(g2: CardAPI, p: int) -> None:
        z = g2.zones
        cards = [u for u in z.hands[p] if _has_trait(g2, "patient", z.card_of[u])]
        picked = choose_from(g2, p, cards, "set-aside", "set-aside", lo=0, hi=len(cards))
        for u in picked:
            g2.set_aside(p, u, "patient")
        if not picked:
            return

        def later(g3: CardAPI, q: int, _u: int) -> None:
            play_set_aside(g3, q, picked)
        g2.players[p].next_turn.append((picked[0], later))
    g.cleanup_rules.append(at_cleanup)


def _pious_run(g: CardAPI, p: int, uid: int, card: str, dst: int) -> None:
    for u in choose_hand(g, p, "trash", "trash", lo=0):
        g.trash(p, u)


game_rule("pious")(_trait_gain("pious", _pious_run))

RECKLESS = "reckless"
"""TurnState.marks key: uids whose extra Reckless follow-up is being resolved (so it does not repeat itself)."""


@game_rule("reckless")
def reckless(g: CardAPI) -> None:
    """Reckless cards' instructions are followed twice; discarded from play, they return to their pile."""
    def again(g2: CardAPI, p: int, uid: int, card: str) -> None:
        busy: set[int] = g2.turn.marks.setdefault(RECKLESS, set())
        if not _has_trait(g2, "reckless", card) or uid in busy:
            return
        busy.add(uid)
        g2.resolve(p, uid, card)
        busy.discard(uid)

    def back(g2: CardAPI, p: int, uid: int) -> None:
        z = g2.zones
        if _has_trait(g2, "reckless", z.card_of[uid]):
            g2.return_to_pile(p, uid, z.code(p, DISCARD))
    g.after_play_rules.append(again)
    g.discard_from_play_rules.append(back)


def _rich_run(g: CardAPI, p: int, uid: int, card: str, dst: int) -> None:
    g.gain(p, "silver")


game_rule("rich")(_trait_gain("rich", _rich_run))


@game_rule("shy")
def shy(g: CardAPI) -> None:
    """At the start of your turn you may discard one Shy card for +2 Cards."""
    def at_start(g2: CardAPI, p: int) -> None:
        z = g2.zones
        for u in choose_hand(g2, p, "discard", "discard", lambda u: _has_trait(g2, "shy", z.card_of[u]), lo=0):
            g2.discard_card(p, u)
            g2.draw(p, 2)
    g.turn_start_rules.append(at_start)


@game_rule("tireless")
def tireless(g: CardAPI) -> None:
    """A Tireless card discarded from play is set aside and put onto your deck at the end of the turn."""
    def sees(g2: CardAPI, p: int, uid: int) -> None:
        z = g2.zones
        if not _has_trait(g2, "tireless", z.card_of[uid]) or z.loc[uid] != z.code(p, DISCARD):
            return
        g2.set_aside(p, uid, "tireless")

        def onto_deck() -> None:
            aside = g2.zones.code(p, SET_ASIDE)
            if g2.zones.loc[uid] == aside:
                g2.topdeck(p, uid, aside)
        g2.turn.at_turn_end.append(onto_deck)
    g.discard_from_play_rules.append(sees)
