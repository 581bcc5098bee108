"""Prosperity (both editions): VP tokens, Treasures with abilities, cost changes, Trade Route's mat."""

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
    play_times,
    put_back_in_any_order,
    trash_for_cost,
    up_to,
)
from generator.engine.hooks import (
    TREASURE_COINS,
    VICTORY_POINTS,
    BuyInfo,
    GainInfo,
    Reaction,
    basic_pile,
    can_buy,
    cost_rule,
    ends_game,
    game_rule,
    on_buy,
    on_gain,
    on_play,
    reaction,
    versions,
)
from generator.engine.setup import victory_pile
from generator.engine.triggers import Trigger
from generator.engine.types import DECK, DISCARD, HAND, IN_PLAY, SET_ASIDE, Cost, Phase, Zone

TREASURE_COINS["platinum"] = 5
VICTORY_POINTS["colony"] = 10
basic_pile("platinum", lambda n: 12, "colonies")
basic_pile("colony", victory_pile, "colonies")
ends_game("colony")
TREASURE_COINS.update({"anvil": 1, "quarry": 1, "collection": 2, "crystal-ball": 1, "hoard": 2,
                       "contraband": 3, "loan": 1, "royal-seal": 2, "talisman": 1, "venture": 1})

versions("mint", "1e", "2e")
versions("hoard", "1e", "2e")
for _removed in ("contraband", "counting-house", "goons", "loan", "mountebank", "royal-seal", "talisman",
                 "trade-route", "venture"):
    versions(_removed, "1e")


def _vp(g: CardAPI, p: int, n: int) -> None:
    """+n VP tokens for player p."""
    g.add_tokens(p, "vp_tokens", n)


def _in_play(g: CardAPI, p: int, uid: int) -> bool:
    return g.zones.loc[uid] == g.zones.code(p, IN_PLAY)


def _reveal_until_treasure(g: CardAPI, p: int) -> tuple[int | None, list[int]]:
    """Reveal cards from the deck until a Treasure: (the Treasure or None, the other revealed cards)."""
    others: list[int] = []
    while True:
        got = g.top_cards(p, 1)
        if not got:
            g.reveal(p, others)
            return None, others
        if g.is_type(got[0], "treasure"):
            g.reveal(p, [*others, got[0]])
            return got[0], others
        others.append(got[0])


def _name_card(g: CardAPI, p: int, card: str, named: list[str]) -> None:
    """The player to the left of p names a card for ``card`` (any card of the game, not only the Supply's top
    cards: a card in the Black Market deck, or one lower in a split pile, may matter later in the turn)."""
    left = g.others(p)
    answer = name_a_card(g, left[0], f"name-for-{card}", exclude=named) if left else None
    if answer:
        named.append(answer)


# -- $3 ------------------------------------------------------------------------------------------------
@on_play("anvil")
def anvil(g: CardAPI, p: int, uid: int) -> None:
    """$1; you may discard a Treasure to gain a card costing up to $4."""
    picked = choose_hand(g, p, "discard", "discard", lambda u: g.is_type(u, "treasure"), lo=0)
    if picked:
        g.discard_card(p, picked[0])
        gain_pick(g, p, up_to(g, 4))


@on_play("watchtower")
def watchtower(g: CardAPI, p: int, uid: int) -> None:
    """Draw until you have 6 cards in hand."""
    hand = g.zones.hands[p]
    while len(hand) < 6:
        if not g.draw(p, 1, plus=False):
            return


def _watchtower_applies(g: CardAPI, owner: int, luid: int, info: GainInfo) -> bool:
    return g.zones.loc[info.uid] == info.zone_code


def _watchtower_run(g: CardAPI, owner: int, luid: int, info: GainInfo) -> None:
    g.reveal(owner, [luid])
    where = g.zones.loc[info.uid]
    if g.ask("watchtower", owner, ["watchtower:trash", "watchtower:topdeck"]) == ["watchtower:trash"]:
        g.trash(owner, info.uid, where)
    elif where != g.zones.code(owner, DECK):
        g.topdeck(owner, info.uid, where)


reaction(Reaction("watchtower", "Gained", Zone.HAND, "reveal", True, _watchtower_applies, _watchtower_run))


@on_play("trade-route")
def trade_route(g: CardAPI, p: int, uid: int) -> None:
    """+1 Buy, +$1 per token on the Trade Route mat; trash a card from your hand."""
    g.turn.buys += 1
    g.turn.coins += g.mats.get("trade-route", 0)
    for u in choose_hand(g, p, "trash", "trash"):
        g.trash(p, u)


@game_rule("trade-route")
def trade_route_setup(g: CardAPI) -> None:
    """Set-up: a token on each Victory Supply pile; a card gained from it moves the token to the mat."""
    g.mats.setdefault("trade-route", 0)
    z = g.zones
    for pile in z.supply_piles:
        cards = z.lists[z.piles[pile]]
        if any(g.is_type(u, "victory") for u in cards) or (pile in g.defs and "victory" in g.defs[pile].types):
            g.supply_tokens.setdefault(pile, {})["trade-route"] = 1

    def moves_token(game: CardAPI, gainer: int, uid: int, card: str, code: int) -> Trigger | None:
        """A card gained from a pile with the token moves it to the mat; gained from elsewhere (the trash), the
        token stays (card text: "when a card is gained from that pile")."""
        src = game.gained_from(uid)
        if src is None or game.zones.kind[src] is not Zone.SUPPLY:
            return None
        home = game.zones.home[uid]
        tokens = game.supply_tokens.get(home)
        if tokens and tokens.get("trade-route"):
            del tokens["trade-route"]
            game.mats["trade-route"] = game.mats.get("trade-route", 0) + 1
            game.set_token(gainer, "trade-route-mat", str(game.mats["trade-route"]))
        return None
    g.gain_rules.append(moves_token)


@on_play("loan")
def loan(g: CardAPI, p: int, uid: int) -> None:
    """$1; reveal cards until a Treasure, discard or trash it; discard the others."""
    found, others = _reveal_until_treasure(g, p)
    if found is not None:
        card = g.zones.card_of[found]
        aside = g.zones.code(p, SET_ASIDE)
        if g.ask("loan", p, [f"trash:{card}", f"discard:{card}"]) == [f"trash:{card}"]:
            g.trash(p, found, aside)
        else:
            g.discard_card(p, found, aside)
    discard_set_aside(g, p, others)


# -- $4 ------------------------------------------------------------------------------------------------
@on_play("bishop")
def bishop(g: CardAPI, p: int, uid: int) -> None:
    """+$1, +1 VP; trash a card from hand for VP equal to half its cost; others may trash a card."""
    g.turn.coins += 1
    _vp(g, p, 1)
    for u in choose_hand(g, p, "trash", "trash"):
        worth = g.cost_of(g.zones.card_of[u]).coins // 2
        g.trash(p, u)
        _vp(g, p, worth)
    for o in g.others(p):
        for u in choose_hand(g, o, "trash", "trash", lo=0):
            g.trash(o, u)


@on_play("clerk")
def clerk(g: CardAPI, p: int, uid: int) -> None:
    """+$2; each other player with 5 or more cards in hand puts one onto their deck."""
    g.turn.coins += 2
    for o in g.attack_targets(p):
        if len(g.zones.hands[o]) >= 5:
            for u in choose_hand(g, o, "topdeck", "topdeck"):
                g.topdeck(o, u)


@game_rule("clerk")
def clerk_rule(g: CardAPI) -> None:
    """With Clerk in the game, its Reaction is offered at the start of every turn: among the Durations'
    start-of-turn work (in any order, Clerk FAQ), and after it."""
    g.turn_start_rules.append(clerk_at_start)
    g.turn_start_calls.append(_clerk_offered)


def _clerk_offered(g: CardAPI, p: int) -> dict[str, Callable[[], None]]:
    """Playing a Clerk from the hand, as a start-of-turn option (``play:clerk``)."""
    clerks = [u for u in g.zones.hands[p] if g.zones.card_of[u] == "clerk"]
    return {"play:clerk": lambda: g.play_uid(p, clerks[-1])} if clerks else {}


def clerk_at_start(g: CardAPI, p: int) -> None:
    """At the start of your turn you may play Clerks from your hand (no Action used)."""
    z = g.zones
    co = z.card_of
    while True:
        clerks = [u for u in z.hands[p] if co[u] == "clerk"]
        if not clerks or g.ask("clerk", p, ["play:clerk", "no"]) != ["play:clerk"]:
            return
        g.play_uid(p, clerks[-1])


@on_play("investment")
def investment(g: CardAPI, p: int, uid: int) -> None:
    """Trash a card from hand; then +$1, or trash this for +1 VP per differently named Treasure in hand."""
    for u in choose_hand(g, p, "trash", "trash"):
        g.trash(p, u)
    modes = ["investment:coin"] + (["investment:trash"] if _in_play(g, p, uid) else [])
    if g.ask("mode", p, modes) == ["investment:trash"]:
        g.trash(p, uid, g.zones.code(p, IN_PLAY))
        hand = g.zones.hands[p]
        g.reveal(p, hand)
        _vp(g, p, len({g.zones.card_of[u] for u in hand if g.is_type(u, "treasure")}))
    else:
        g.turn.coins += 1


@on_play("monument")
def monument(g: CardAPI, p: int, uid: int) -> None:
    """+$2, +1 VP."""
    g.turn.coins += 2
    _vp(g, p, 1)


@on_play("quarry")
def quarry(g: CardAPI, p: int, uid: int) -> None:
    """$1; while this is in play, Action cards cost $2 less (once per copy in play)."""
    seen: set[int] = g.turn.marks.setdefault("quarry", set())
    if uid in seen:
        return
    seen.add(uid)
    code = g.zones.code(p, IN_PLAY)
    g.turn.cost_changes.append(
        (lambda c: "action" in g.defs[c].types and g.zones.loc[uid] == code, -2))


@on_play("tiara")
def tiara(g: CardAPI, p: int, uid: int) -> None:
    """+1 Buy; this turn you may topdeck cards you gain; you may play a Treasure from hand twice."""
    g.turn.buys += 1
    count_this_turn(g, "tiara")
    picked = choose_hand(g, p, "play-twice", "play", lambda u: g.is_type(u, "treasure"), lo=0)
    if picked:
        play_times(g, p, uid, picked[0], 2)


@game_rule("tiara")
def tiara_rule(g: CardAPI) -> None:
    """After a Tiara is played, the turn player may put cards they gain this turn onto their deck."""
    g.gain_rules.append(gains_may_go_on_deck("tiara", "topdeck:tiara"))


@on_play("workers-village")
def workers_village(g: CardAPI, p: int, uid: int) -> None:
    """+1 Card, +2 Actions, +1 Buy."""
    g.draw(p, 1)
    g.turn.actions += 2
    g.turn.buys += 1


def _talisman_applies(g: CardAPI, owner: int, luid: int, info: BuyInfo) -> bool:
    return not g.defs[info.card].types & {"victory"} and g.cost_of(info.card).up_to(4)


def _talisman_run(g: CardAPI, owner: int, luid: int, info: BuyInfo) -> None:
    g.gain(owner, info.card)


reaction(Reaction("talisman", "Bought", Zone.IN_PLAY, "talisman", False, _talisman_applies, _talisman_run))


# -- $5 ------------------------------------------------------------------------------------------------
@on_play("charlatan")
def charlatan(g: CardAPI, p: int, uid: int) -> None:
    """+$3; each other player gains a Curse."""
    g.turn.coins += 3
    for o in g.attack_targets(p):
        g.gain(o, "curse")


@game_rule("charlatan")
def charlatan_rule(g: CardAPI) -> None:
    """In games using Charlatan, Curse is also a Treasure (worth $1 when played)."""
    def curse_is_treasure(game: CardAPI, uid: int, types: frozenset[str]) -> frozenset[str]:
        return types | {"treasure"} if game.zones.card_of[uid] == "curse" else types
    g.type_changes.append(curse_is_treasure)


@on_play("curse")
def curse_played(g: CardAPI, p: int, uid: int) -> None:
    """A Curse can be played only when it is a Treasure (Charlatan's game): +$1."""
    if g.is_type(uid, "treasure"):
        g.turn.coins += 1


@on_play("city")
def city(g: CardAPI, p: int, uid: int) -> None:
    """+1 Card, +2 Actions; 1+ empty Supply piles: +1 Card; 2+: also +$1 and +1 Buy."""
    empty = g.zones.supply_lists.count([])
    g.draw(p, 2 if empty >= 1 else 1)
    g.turn.actions += 2
    if empty >= 2:
        g.turn.coins += 1
        g.turn.buys += 1


@on_play("collection")
def collection(g: CardAPI, p: int, uid: int) -> None:
    """$2, +1 Buy; this turn, when you gain an Action card, +1 VP."""
    g.turn.buys += 1
    count_this_turn(g, "collection")


@game_rule("collection")
def collection_rule(g: CardAPI) -> None:
    """Each Collection played this turn gives the turn player +1 VP per Action card they gain."""
    def vp_for_action(game: CardAPI, gainer: int, uid: int, card: str, code: int) -> Trigger | None:
        n = game.turn.marks.get("collection", 0)
        if not n or gainer != game.turn.player or not game.is_type(uid, "action"):
            return None
        return Trigger("vp:collection", False, lambda: True, lambda: _vp(game, gainer, n))
    g.gain_rules.append(vp_for_action)


@on_play("crystal-ball")
def crystal_ball(g: CardAPI, p: int, uid: int) -> None:
    """$1; look at your top card: trash it, discard it, play it (Action or Treasure), or leave it."""
    top = g.top_cards(p, 1)
    if not top:
        return
    u = top[0]
    card = g.zones.card_of[u]
    aside = g.zones.code(p, SET_ASIDE)
    ids = [f"trash:{card}", f"discard:{card}"]
    if g.is_type(u, "action") or g.is_type(u, "treasure"):
        ids.append(f"play:{card}")
    ids.append("keep")
    ans = g.ask("crystal-ball", p, ids)[0]
    if ans.startswith("trash:"):
        g.trash(p, u, aside)
    elif ans.startswith("discard:"):
        g.discard_card(p, u, aside)
    elif ans.startswith("play:"):
        g.play_uid(p, u, aside)
    else:
        g.move(u, aside, g.zones.code(p, DECK))


@on_play("magnate")
def magnate(g: CardAPI, p: int, uid: int) -> None:
    """Reveal your hand; +1 Card per Treasure in it."""
    hand = g.zones.hands[p]
    g.reveal(p, hand)
    g.draw(p, sum(1 for u in hand if g.is_type(u, "treasure")))


@on_play("mint")
def mint(g: CardAPI, p: int, uid: int) -> None:
    """You may reveal a Treasure from your hand; gain a copy of it."""
    picked = choose_hand(g, p, "reveal", "reveal", lambda u: g.is_type(u, "treasure"), lo=0)
    if picked:
        g.reveal(p, picked)
        g.gain(p, g.zones.card_of[picked[0]])


def _trash_treasures_in_play(g: CardAPI, p: int, keep_durations: bool) -> None:
    code = g.zones.code(p, IN_PLAY)
    for u in [u for u in g.zones.plays[p] if g.is_type(u, "treasure")
              and not (keep_durations and g.is_type(u, "duration"))]:
        g.trash(p, u, code)


@on_buy("mint", "1e")
def mint_bought(g: CardAPI, p: int, uid: int) -> None:
    """1st edition: when you buy this, trash all Treasures you have in play."""
    _trash_treasures_in_play(g, p, False)


@on_gain("mint", "2e")
def mint_gained(g: CardAPI, p: int, uid: int) -> None:
    """2nd edition: when you gain this, trash all non-Duration Treasures you have in play."""
    _trash_treasures_in_play(g, p, True)


@on_play("rabble")
def rabble(g: CardAPI, p: int, uid: int) -> None:
    """+3 Cards; each other player reveals 3, discards Actions and Treasures, topdecks the rest."""
    g.draw(p, 3)
    for o in g.attack_targets(p):
        revealed = g.top_cards(o, 3)
        g.reveal(o, revealed)
        aside = g.zones.code(o, SET_ASIDE)
        rest = []
        for u in revealed:
            if g.is_type(u, "action") or g.is_type(u, "treasure"):
                g.discard_card(o, u, aside)
            else:
                rest.append(u)
        put_back_in_any_order(g, o, rest, kind="topdeck-order")


@on_play("vault")
def vault(g: CardAPI, p: int, uid: int) -> None:
    """+2 Cards; discard any number for +$1 each; others may discard 2 to draw 1."""
    g.draw(p, 2)
    hand = g.zones.hands[p]
    picked = choose_hand(g, p, "discard", "discard", lo=0, hi=len(hand))
    for u in picked:
        g.discard_card(p, u)
    g.turn.coins += len(picked)
    for o in g.others(p):
        if not g.zones.hands[o] or g.ask("vault", o, ["vault:discard", "no"]) != ["vault:discard"]:
            continue
        two = choose_hand(g, o, "discard", "discard", lo=2, hi=2)
        for u in two:
            g.discard_card(o, u)
        if len(two) == 2:
            g.draw(o, 1)


@on_play("war-chest")
def war_chest(g: CardAPI, p: int, uid: int) -> None:
    """The player to your left names a card; gain a card up to $5 not named for War Chests this turn."""
    named: list[str] = g.turn.marks.setdefault("war-chest", [])
    _name_card(g, p, "war-chest", named)
    fits = up_to(g, 5)
    gain_pick(g, p, lambda c: fits(c) and c not in named)


@on_play("contraband")
def contraband(g: CardAPI, p: int, uid: int) -> None:
    """$3, +1 Buy; the player to your left names a card you cannot buy this turn."""
    g.turn.buys += 1
    _name_card(g, p, "contraband", g.turn.marks.setdefault("contraband", []))


@game_rule("contraband")
def contraband_rule(g: CardAPI) -> None:
    """A card named for Contraband cannot be bought this turn."""
    g.buy_rules.append(lambda game, player, card: card not in game.turn.marks.get("contraband", ()))


@on_play("counting-house")
def counting_house(g: CardAPI, p: int, uid: int) -> None:
    """Look through your discard pile; reveal any number of Coppers from it and put them into your hand."""
    z = g.zones
    coppers = [u for u in z.discards[p] if z.card_of[u] == "copper"]
    picked = choose_from(g, p, coppers, "counting-house", "take", lo=0, hi=len(coppers))
    g.reveal(p, picked)
    for u in picked:
        g.move(u, z.code(p, DISCARD), z.code(p, HAND))


@on_play("mountebank")
def mountebank(g: CardAPI, p: int, uid: int) -> None:
    """+$2; each other player may discard a Curse; if they don't, they gain a Curse and a Copper."""
    g.turn.coins += 2
    for o in g.attack_targets(p):
        curses = choose_hand(g, o, "discard", "discard", lambda u: g.zones.card_of[u] == "curse", lo=0)
        if curses:
            g.discard_card(o, curses[0])
        else:
            g.gain(o, "curse")
            g.gain(o, "copper")


def _royal_seal_applies(g: CardAPI, owner: int, luid: int, info: GainInfo) -> bool:
    return g.zones.loc[info.uid] == info.zone_code and info.zone_code != g.zones.code(owner, DECK)


def _royal_seal_run(g: CardAPI, owner: int, luid: int, info: GainInfo) -> None:
    g.topdeck(owner, info.uid, info.zone_code)


reaction(Reaction("royal-seal", "Gained", Zone.IN_PLAY, "topdeck", True, _royal_seal_applies, _royal_seal_run))


@on_play("venture")
def venture(g: CardAPI, p: int, uid: int) -> None:
    """$1; reveal cards until a Treasure; discard the others; play that Treasure."""
    found, others = _reveal_until_treasure(g, p)
    discard_set_aside(g, p, others)
    if found is not None:
        g.play_uid(p, found, g.zones.code(p, SET_ASIDE))


# -- $6 and more ---------------------------------------------------------------------------------------
@on_play("grand-market")
def grand_market(g: CardAPI, p: int, uid: int) -> None:
    """+1 Card, +1 Action, +1 Buy, +$2."""
    g.draw(p, 1)
    g.turn.actions += 1
    g.turn.buys += 1
    g.turn.coins += 2


@can_buy("grand-market")
def grand_market_buyable(g: CardAPI, p: int) -> bool:
    """You can't buy Grand Market while you have a Copper in play."""
    co = g.zones.card_of
    return not any(co[u] == "copper" for u in g.zones.plays[p])


def _hoard_applies(g: CardAPI, owner: int, luid: int, info: BuyInfo) -> bool:
    return "victory" in g.defs[info.card].types


def _hoard_run(g: CardAPI, owner: int, luid: int, info: BuyInfo) -> None:
    g.gain(owner, "gold")


reaction(Reaction("hoard", "Bought", Zone.IN_PLAY, "hoard", False, _hoard_applies, _hoard_run), "1e")


@on_play("hoard", "2e")
def hoard_2e(g: CardAPI, p: int, uid: int) -> None:
    """2nd edition: $2; this turn, when you gain a Victory card you bought, gain a Gold."""
    count_this_turn(g, "hoard")


@game_rule("hoard", "2e")
def hoard_rule(g: CardAPI) -> None:
    """Each Hoard played this turn gains a Gold when the turn player gains a Victory card they bought."""
    def gold_for_bought_victory(game: CardAPI, gainer: int, uid: int, card: str, code: int) -> Trigger | None:
        n = game.turn.marks.get("hoard", 0)
        if not n or gainer != game.turn.player or game.turn.buying != uid or not game.is_type(uid, "victory"):
            return None

        def golds() -> None:
            for _ in range(n):
                game.gain(gainer, "gold")
        return Trigger("gain:hoard", False, lambda: True, golds)
    g.gain_rules.append(gold_for_bought_victory)


@on_play("goons")
def goons(g: CardAPI, p: int, uid: int) -> None:
    """+1 Buy, +$2; each other player discards down to 3 cards in hand."""
    g.turn.buys += 1
    g.turn.coins += 2
    for o in g.attack_targets(p):
        discard_down_to(g, o, 3)


reaction(Reaction("goons", "Bought", Zone.IN_PLAY, "vp", False, lambda g, o, u, i: True,
                  lambda g, o, u, i: _vp(g, o, 1)))


@on_play("bank")
def bank(g: CardAPI, p: int, uid: int) -> None:
    """+$1 per Treasure you have in play (counting this)."""
    g.turn.coins += sum(1 for u in g.zones.plays[p] if g.is_type(u, "treasure"))


@on_play("expand")
def expand(g: CardAPI, p: int, uid: int) -> None:
    """Trash a card from your hand; gain a card costing up to $3 more than it."""
    cost = trash_for_cost(g, p)
    if cost is None:
        return
    limit = cost.plus(3)
    gain_pick(g, p, lambda c: g.cost_of(c).le(limit))


@on_play("forge")
def forge(g: CardAPI, p: int, uid: int) -> None:
    """Trash any number of cards from hand; gain a card costing exactly their total in coins."""
    hand = g.zones.hands[p]
    picked = choose_hand(g, p, "trash", "trash", lo=0, hi=len(hand))
    total = 0
    for u in picked:
        total += g.cost_of(g.zones.card_of[u]).coins
        g.trash(p, u)
    target = Cost(total)
    gain_pick(g, p, lambda c: g.cost_of(c) == target)


@on_play("kings-court")
def kings_court(g: CardAPI, p: int, uid: int) -> None:
    """You may play an Action card from your hand three times."""
    picked = choose_hand(g, p, "play-thrice", "play", lambda u: g.is_type(u, "action"), lo=0)
    if picked:
        play_times(g, p, uid, picked[0], 3)


@on_play("peddler")
def peddler(g: CardAPI, p: int, uid: int) -> None:
    """+1 Card, +1 Action, +$1."""
    g.draw(p, 1)
    g.turn.actions += 1
    g.turn.coins += 1


@cost_rule("peddler")
def peddler_cost(g: CardAPI, printed: Cost) -> Cost:
    """During a player's Buy phase, Peddler costs $2 less per Action card they have in play."""
    if g.turn.phase is not Phase.BUY:
        return printed
    actions = sum(1 for u in g.zones.plays[g.turn.player] if g.is_type(u, "action"))
    return printed.plus(-2 * actions) if actions else printed
