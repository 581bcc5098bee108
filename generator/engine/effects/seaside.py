"""Seaside, both editions: the Duration cards, the Island and Native Village mats, Embargo tokens,
Pirate Ship's coin tokens, Outpost's extra turn, and the cards the 2nd edition added."""

from __future__ import annotations

from generator.engine.api import CardAPI
from generator.engine.effects.common import (
    choose_from,
    choose_hand,
    count_this_turn,
    discard_down_to,
    pick_supply,
    put_back_in_any_order,
    release_followers,
    up_to,
)
from generator.engine.events import Moved
from generator.engine.hooks import (
    TREASURE_COINS,
    VICTORY_POINTS,
    GainInfo,
    Reaction,
    game_rule,
    on_discard_from_play,
    on_play,
    reaction,
    versions,
)
from generator.engine.triggers import Trigger
from generator.engine.types import DECK, DISCARD, HAND, IN_PLAY, ISLAND, NATIVE_VILLAGE, SET_ASIDE, Phase, Zone

versions("lighthouse", "1e", "2e")
versions("outpost", "1e", "2e", "errata-2023")
versions("treasury", "1e", "2e")

TREASURE_COINS["astrolabe"] = 1
VICTORY_POINTS["island"] = 2


def _right(g: CardAPI, p: int) -> int:
    """The player to ``p``'s right: the one whose turn comes just before ``p``'s."""
    return (p - 1) % g.n


def _to_mat(g: CardAPI, p: int, uid: int, src: int, mat: int, reason: str) -> bool:
    """Move a card onto one of the player's mats (logged); False when it was no longer in ``src``."""
    z = g.zones
    dst = z.code(p, mat)
    if not g.try_move(uid, src, dst):
        return False
    g.emit(Moved(p, z.card_of[uid], uid, z.kind[src].value, z.kind[dst].value, reason))
    return True


def _nothing(g: CardAPI, p: int, uid: int) -> None:
    """A Duration whose next-turn part only keeps it in play (Outpost)."""


# -- $2 ----------------------------------------------------------------------------------------------

@on_play("haven")
def haven(g: CardAPI, p: int, uid: int) -> None:
    """+1 Card, +1 Action; set a card from your hand aside face down; at your next turn put it into your hand."""
    g.draw(p, 1)
    g.turn.actions += 1
    picked = choose_hand(g, p, "set-aside", "set-aside")
    if not picked:
        return
    card = picked[0]
    g.set_aside(p, card, "haven")

    def back(g2: CardAPI, q: int, _u: int) -> None:
        z = g2.zones
        if g2.try_move(card, z.code(q, SET_ASIDE), z.code(q, HAND)):
            g2.emit(Moved(q, z.card_of[card], card, "set_aside", "hand", "haven"))
    g.at_next_turn(p, uid, back)


@on_play("lighthouse", "2e")
def lighthouse(g: CardAPI, p: int, uid: int) -> None:
    """+1 Action, +$1 now and at your next turn; until then other players' Attacks do not affect you."""
    g.turn.actions += 1
    g.turn.coins += 1
    g.players[p].shields += 1

    def later(g2: CardAPI, q: int, _u: int) -> None:
        g2.turn.coins += 1
        g2.players[q].shields -= 1
    g.at_next_turn(p, uid, later)


@on_play("lighthouse", "1e")
def lighthouse_1e(g: CardAPI, p: int, uid: int) -> None:
    """1st edition: +1 Action, +$1 now and at your next turn; while it is in play, Attacks do not affect you."""
    g.turn.actions += 1
    g.turn.coins += 1
    g.players[p].guards.add(uid)
    g.at_next_turn(p, uid, _coin)


def _coin(g: CardAPI, p: int, uid: int) -> None:
    g.turn.coins += 1


@on_play("native-village")
def native_village(g: CardAPI, p: int, uid: int) -> None:
    """+2 Actions; put your deck's top card on your Native Village mat, or put every card from the mat in hand."""
    g.turn.actions += 2
    mode = g.ask("mode", p, ["mode:set-aside", "mode:take"])[0]
    z = g.zones
    if mode == "mode:set-aside":
        for u in g.top_cards(p, 1):
            _to_mat(g, p, u, z.code(p, SET_ASIDE), NATIVE_VILLAGE, "native-village")
    else:
        mat = z.code(p, NATIVE_VILLAGE)
        for u in list(z.lists[mat]):
            g.move(u, mat, z.code(p, HAND))
            g.emit(Moved(p, z.card_of[u], u, "native_village_mat", "hand", "native-village"))


@on_play("embargo")
def embargo(g: CardAPI, p: int, uid: int) -> None:
    """+$2; trash this; if you did, put an Embargo token on a Supply pile (2019 errata: a second play of the same
    Embargo, by Throne Room, gives +$2 but no token)."""
    g.turn.coins += 2
    z = g.zones
    if z.loc[uid] != z.code(p, IN_PLAY):
        return
    g.trash(p, uid, z.code(p, IN_PLAY))
    _embargo_token(g, p)


@on_play("embargo", "1e")
def embargo_1e(g: CardAPI, p: int, uid: int) -> None:
    """+$2; trash this to put an Embargo token on a Supply pile (printed wording: every play puts a token, trashed
    or not)."""
    g.turn.coins += 2
    z = g.zones
    if z.loc[uid] == z.code(p, IN_PLAY):
        g.trash(p, uid, z.code(p, IN_PLAY))
    _embargo_token(g, p)


def _embargo_token(g: CardAPI, p: int) -> None:
    """Put an Embargo token on the Supply pile the player picks (buying from it then gains a Curse per token)."""
    piles = list(g.zones.supply_piles)
    if not piles:
        return
    pile = g.ask("embargo", p, [f"embargo:{x}" for x in piles])[0].partition(":")[2]
    tokens = g.supply_tokens.setdefault(pile, {})
    tokens["embargo"] = tokens.get("embargo", 0) + 1
    g.set_token(p, f"embargo:{pile}", str(tokens["embargo"]))


@game_rule("embargo")
def embargo_rule(g: CardAPI) -> None:
    """Buying a card from a pile with Embargo tokens gains a Curse per token (buying only, not other gains)."""
    def on_buy(g2: CardAPI, buyer: int, uid: int, card: str) -> Trigger | None:
        pile = g2.pile_of(card)
        n = g2.supply_tokens.get(pile, {}).get("embargo", 0)
        if not n:
            return None

        def curse() -> None:
            for _ in range(n):
                g2.gain(buyer, "curse")
        return Trigger(f"embargo:{pile}", False, lambda: True, curse)
    g.bought_rules.append(on_buy)


@on_play("pearl-diver")
def pearl_diver(g: CardAPI, p: int, uid: int) -> None:
    """+1 Card, +1 Action; look at the bottom card of your deck; you may put it on top."""
    g.draw(p, 1)
    g.turn.actions += 1
    z = g.zones
    deck = z.decks[p]
    if not deck and z.discards[p]:
        g.shuffle(p)
    if not deck:
        return
    bottom = deck[0]
    if len(deck) > 1 and g.ask("topdeck", p, [f"topdeck:{z.card_of[bottom]}", "no"]) != ["no"]:
        dcode = z.code(p, DECK)
        g.move(bottom, dcode, dcode)
        g.emit(Moved(p, z.card_of[bottom], bottom, "deck", "deck", "pearl-diver"))


# -- $3 ----------------------------------------------------------------------------------------------

@on_play("ambassador")
def ambassador(g: CardAPI, p: int, uid: int) -> None:
    """Reveal a card from hand; return up to 2 copies of it to the Supply; each other player gains a copy.
    A card not from the Supply (Spoils, Shelters, a card bought from the Black Market) has no pile to go back
    to nor to be gained from: then it does nothing more."""
    picked = choose_hand(g, p, "reveal", "reveal")
    if not picked:
        return
    card = g.zones.card_of[picked[0]]
    g.reveal(p, picked)
    if g.zones.home[picked[0]] not in g.zones.supply_piles:
        return
    copies = [u for u in g.zones.hands[p] if g.zones.card_of[u] == card]
    n = int(g.ask("return", p, [f"return:{k}" for k in range(min(2, len(copies)) + 1)])[0][7:])
    for u in copies[:n]:
        g.return_to_pile(p, u, g.zones.code(p, HAND))
    for o in g.attack_targets(p):
        g.gain(o, card)


@on_play("astrolabe")
def astrolabe(g: CardAPI, p: int, uid: int) -> None:
    """$1 (Treasure table) and +1 Buy now; at your next turn $1 and +1 Buy again."""
    g.turn.buys += 1

    def later(g2: CardAPI, q: int, _u: int) -> None:
        g2.turn.coins += 1
        g2.turn.buys += 1
    g.at_next_turn(p, uid, later)


@on_play("fishing-village")
def fishing_village(g: CardAPI, p: int, uid: int) -> None:
    """+2 Actions, +$1; at your next turn +1 Action, +$1."""
    g.turn.actions += 2
    g.turn.coins += 1

    def later(g2: CardAPI, q: int, _u: int) -> None:
        g2.turn.actions += 1
        g2.turn.coins += 1
    g.at_next_turn(p, uid, later)


@on_play("lookout")
def lookout(g: CardAPI, p: int, uid: int) -> None:
    """+1 Action; look at your top 3 cards: trash one, discard one, put the other back on top."""
    g.turn.actions += 1
    z = g.zones
    aside = z.code(p, SET_ASIDE)
    looked = g.top_cards(p, 3)
    for u in choose_from(g, p, looked, "trash", "trash"):
        looked.remove(u)
        g.trash(p, u, aside)
    for u in choose_from(g, p, looked, "discard", "discard"):
        looked.remove(u)
        g.discard_card(p, u, aside)
    for u in looked:
        g.topdeck(p, u, aside)


MONKEY = "monkey"
"""PlayerState.marks key: Monkey uid -> times it was played (each play draws per gain until the next turn)."""


@on_play("monkey")
def monkey(g: CardAPI, p: int, uid: int) -> None:
    """Until your next turn, +1 Card when the player to your right gains a card; at your next turn +1 Card."""
    active: dict[int, int] = g.players[p].marks.setdefault(MONKEY, {})
    active[uid] = active.get(uid, 0) + 1

    def later(g2: CardAPI, q: int, u: int) -> None:
        g2.players[q].marks.get(MONKEY, {}).pop(u, None)
        g2.draw(q, 1)
    g.at_next_turn(p, uid, later)


def _monkey_applies(g: CardAPI, owner: int, luid: int, info: GainInfo) -> bool:
    return info.player == _right(g, owner) and bool(g.players[owner].marks.get(MONKEY, {}).get(luid))


def _monkey_run(g: CardAPI, owner: int, luid: int, info: GainInfo) -> None:
    g.draw(owner, g.players[owner].marks.get(MONKEY, {}).get(luid, 0))


reaction(Reaction("monkey", "OtherGained", Zone.IN_PLAY, "draw", False, _monkey_applies, _monkey_run))


@on_play("sea-chart")
def sea_chart(g: CardAPI, p: int, uid: int) -> None:
    """+1 Card, +1 Action; reveal your top card; if you have a copy of it in play, put it into your hand."""
    g.draw(p, 1)
    g.turn.actions += 1
    z = g.zones
    for u in g.top_cards(p, 1):
        g.reveal(p, [u])
        aside = z.code(p, SET_ASIDE)
        if any(z.card_of[c] == z.card_of[u] for c in z.plays[p]):
            g.move(u, aside, z.code(p, HAND))
            g.emit(Moved(p, z.card_of[u], u, "set_aside", "hand", "sea-chart"))
        else:
            g.move(u, aside, z.code(p, DECK))


SMUGGLERS = "smugglers"
"""PlayerState.marks key: card ids the player gained during their most recent turn."""
SMUGGLERS_TURN = "smugglers-turn"
"""PlayerState.marks key: the number of the turn the player's Smugglers record is for."""


@game_rule("smugglers")
def smugglers_rule(g: CardAPI) -> None:
    """Remember what each player gains during their own turn (for Smugglers), from its very start: a gain
    made by a Duration at the start of the turn (Pirate) belongs to that turn too."""
    for state in g.players:
        state.marks.setdefault(SMUGGLERS, [])
    g.turn_start_rules.append(smugglers_new_turn)

    def record(g2: CardAPI, gainer: int, uid: int, card: str, code: int) -> Trigger | None:
        if gainer == g2.turn.player:
            smugglers_new_turn(g2, gainer)
            g2.players[gainer].marks.setdefault(SMUGGLERS, []).append(card)
        return None
    g.gain_rules.append(record)


def smugglers_new_turn(g: CardAPI, p: int) -> None:
    """The player's turn is under way: their record of gains covers this turn only (Smugglers in the game);
    gains already recorded in this same turn are kept."""
    marks = g.players[p].marks
    if SMUGGLERS in marks and marks.get(SMUGGLERS_TURN) != g.turn.number:
        marks[SMUGGLERS] = []
        marks[SMUGGLERS_TURN] = g.turn.number


@on_play("smugglers")
def smugglers(g: CardAPI, p: int, uid: int) -> None:
    """Gain a copy of a card costing up to $6 that the player to your right gained on their last turn."""
    seen = g.players[_right(g, p)].marks.get(SMUGGLERS, [])
    ids = sorted({c for c in seen if g.in_supply(c) and g.cost_of(c).up_to(6)})
    if not ids:
        return
    card = g.ask("gain", p, [f"gain:{c}" for c in ids])[0].partition(":")[2]
    g.gain(p, card)


@on_play("warehouse")
def warehouse(g: CardAPI, p: int, uid: int) -> None:
    """+3 Cards, +1 Action; discard 3 cards."""
    g.draw(p, 3)
    g.turn.actions += 1
    for u in choose_hand(g, p, "discard", "discard", None, 3, 3):
        g.discard_card(p, u)


# -- $4 ----------------------------------------------------------------------------------------------

BLOCKADE = "blockade"
"""PlayerState.marks key: uid of a card set aside by Blockade -> the players its Curse rule affects."""


@on_play("blockade")
def blockade(g: CardAPI, p: int, uid: int) -> None:
    """Gain a card up to $4 set aside; next turn it goes to your hand; meanwhile others gaining a copy on
    their turn gain a Curse."""
    card = pick_supply(g, p, up_to(g, 4))
    if card is None:
        return
    got = g.gain(p, card, to=Zone.SET_ASIDE)
    z = g.zones
    if got is None or z.loc[got] != z.code(p, SET_ASIDE):
        return
    held: dict[int, frozenset[int]] = g.players[p].marks.setdefault(BLOCKADE, {})
    held[got] = frozenset(g.attack_targets(p))
    g.players[p].marks.setdefault(BLOCKADE_BY, {}).setdefault(uid, []).append(got)

    def later(g2: CardAPI, q: int, u: int) -> None:
        z2 = g2.zones
        g2.players[q].marks.get(BLOCKADE, {}).pop(got, None)
        g2.players[q].marks.get(BLOCKADE_BY, {}).pop(u, None)
        if g2.try_move(got, z2.code(q, SET_ASIDE), z2.code(q, HAND)):
            g2.emit(Moved(q, z2.card_of[got], got, "set_aside", "hand", "blockade"))
    g.at_next_turn(p, uid, later)


BLOCKADE_BY = "blockade-by"
"""PlayerState.marks key: uid of a Blockade waiting for its next turn -> the uids of the cards it set aside."""


@game_rule("blockade")
def blockade_rule(g: CardAPI) -> None:
    """While a Blockaded card is set aside, another player gaining a copy of it on their turn gains a Curse;
    a Blockade whose cards were all moved away from where it set them aside has nothing left to do and is
    discarded in that Clean-up (Seaside 2e FAQ)."""
    g.cleanup_rules.append(blockade_cleanup)
    def curse(g2: CardAPI, gainer: int, uid: int, card: str, code: int) -> Trigger | None:
        if gainer != g2.turn.player:
            return None
        z = g2.zones
        n = 0
        for owner, state in enumerate(g2.players):
            held: dict[int, frozenset[int]] = state.marks.get(BLOCKADE, {})
            for buid, targets in held.items():
                if (owner != gainer and gainer in targets and z.card_of[buid] == card
                        and z.loc[buid] == z.code(owner, SET_ASIDE)):
                    n += 1
        if not n:
            return None

        def run() -> None:
            for _ in range(n):
                g2.gain(gainer, "curse")
        return Trigger("blockade:curse", False, lambda: True, run)
    g.gain_rules.append(curse)


def blockade_cleanup(g: CardAPI, p: int) -> None:
    """Clean-up: the player's Blockades none of whose cards is still set aside stop staying in play (and so do
    the cards that played them more than once)."""
    by: dict[int, list[int]] = g.players[p].marks.get(BLOCKADE_BY, {})
    if not by:
        return
    z = g.zones
    aside = z.code(p, SET_ASIDE)
    staying = g.players[p].staying
    for buid, gots in list(by.items()):
        if buid in staying and not any(z.loc[u] == aside for u in gots):
            del by[buid]
            staying.discard(buid)
            release_followers(g, p, buid)


@on_play("caravan")
def caravan(g: CardAPI, p: int, uid: int) -> None:
    """+1 Card, +1 Action; at your next turn +1 Card."""
    g.draw(p, 1)
    g.turn.actions += 1
    g.at_next_turn(p, uid, _card)


def _card(g: CardAPI, p: int, uid: int) -> None:
    g.draw(p, 1)


@on_play("cutpurse")
def cutpurse(g: CardAPI, p: int, uid: int) -> None:
    """+$2; each other player discards a Copper, or reveals a hand with no Copper."""
    g.turn.coins += 2
    z = g.zones
    for o in g.attack_targets(p):
        coppers = [u for u in z.hands[o] if z.card_of[u] == "copper"]
        if coppers:
            g.discard_card(o, coppers[-1])
        else:
            g.reveal(o, list(z.hands[o]))


@on_play("island")
def island(g: CardAPI, p: int, uid: int) -> None:
    """Put this and a card from your hand onto your Island mat (2 VP; mat cards count at game end)."""
    z = g.zones
    _to_mat(g, p, uid, z.code(p, IN_PLAY), ISLAND, "island")
    for u in choose_hand(g, p, "island", "island"):
        _to_mat(g, p, u, z.code(p, HAND), ISLAND, "island")


@on_play("navigator")
def navigator(g: CardAPI, p: int, uid: int) -> None:
    """+$2; look at your top 5 cards: discard them all, or put them back in any order."""
    g.turn.coins += 2
    z = g.zones
    aside = z.code(p, SET_ASIDE)
    looked = g.top_cards(p, 5)
    if not looked:
        return
    if g.ask("mode", p, ["mode:discard", "mode:topdeck"])[0] == "mode:discard":
        for u in looked:
            g.discard_card(p, u, aside)
        return
    put_back_in_any_order(g, p, looked)


PIRATE_SHIP = "pirate-ship"
"""PlayerState.marks key: the coin tokens on the player's Pirate Ship mat."""


@on_play("pirate-ship")
def pirate_ship(g: CardAPI, p: int, uid: int) -> None:
    """Choose: others reveal 2 cards and trash a Treasure you pick (a coin token if any did); or +$1 per token."""
    marks = g.players[p].marks
    if g.ask("mode", p, ["mode:attack", "mode:coins"])[0] == "mode:coins":
        g.turn.coins += marks.get(PIRATE_SHIP, 0)
        return
    z = g.zones
    hit = False
    for o in g.attack_targets(p):
        aside = z.code(o, SET_ASIDE)
        shown = g.top_cards(o, 2)
        g.reveal(o, shown)
        treasures = [u for u in shown if g.is_type(u, "treasure")]
        for u in choose_from(g, p, treasures, "trash", "trash"):
            shown.remove(u)
            g.trash(o, u, aside)
            hit = True
        for u in shown:
            g.discard_card(o, u, aside)
    if hit:
        marks[PIRATE_SHIP] = marks.get(PIRATE_SHIP, 0) + 1
        g.set_token(p, "pirate-ship", str(marks[PIRATE_SHIP]))


SAILOR = "sailor"
"""TurnState.marks key: how many Sailor plays this turn may still play a gained Duration card."""


@on_play("sailor")
def sailor(g: CardAPI, p: int, uid: int) -> None:
    """+1 Action; once this turn you may play a Duration card you gain; at your next turn +$2 and you may
    trash a card from your hand."""
    g.turn.actions += 1
    count_this_turn(g, SAILOR)
    g.at_next_turn(p, uid, _sailor_later)


def _sailor_later(g: CardAPI, p: int, uid: int) -> None:
    g.turn.coins += 2
    for u in choose_hand(g, p, "trash", "trash", lo=0):
        g.trash(p, u)


def _sailor_applies(g: CardAPI, owner: int, luid: int, info: GainInfo) -> bool:
    return (g.turn.player == owner and g.turn.marks.get(SAILOR, 0) > 0 and g.is_type(info.uid, "duration")
            and g.zones.loc[info.uid] == info.zone_code)


def _sailor_run(g: CardAPI, owner: int, luid: int, info: GainInfo) -> None:
    g.turn.marks[SAILOR] -= 1
    g.play_uid(owner, info.uid, info.zone_code)


reaction(Reaction("sailor", "Gained", Zone.IN_PLAY, "play", True, _sailor_applies, _sailor_run))


@on_play("salvager")
def salvager(g: CardAPI, p: int, uid: int) -> None:
    """+1 Buy; trash a card from your hand; +$ equal to its cost."""
    g.turn.buys += 1
    for u in choose_hand(g, p, "trash", "trash"):
        cost = g.cost_of(g.zones.card_of[u]).coins
        g.trash(p, u)
        g.turn.coins += cost


@on_play("sea-hag")
def sea_hag(g: CardAPI, p: int, uid: int) -> None:
    """Each other player discards their top card, then gains a Curse onto their deck."""
    z = g.zones
    for o in g.attack_targets(p):
        for u in g.top_cards(o, 1):
            g.discard_card(o, u, z.code(o, SET_ASIDE))
        g.gain(o, "curse", to=Zone.DECK)


@on_play("tide-pools")
def tide_pools(g: CardAPI, p: int, uid: int) -> None:
    """+3 Cards, +1 Action; at your next turn discard 2 cards."""
    g.draw(p, 3)
    g.turn.actions += 1

    def later(g2: CardAPI, q: int, _u: int) -> None:
        discard_down_to(g2, q, max(0, len(g2.zones.hands[q]) - 2))
    g.at_next_turn(p, uid, later)


@on_play("treasure-map")
def treasure_map(g: CardAPI, p: int, uid: int) -> None:
    """Trash this and a Treasure Map from your hand; if you trashed two Treasure Maps, gain 4 Golds onto your
    deck."""
    z = g.zones
    trashed = 0
    if z.loc[uid] == z.code(p, IN_PLAY):
        g.trash(p, uid, z.code(p, IN_PLAY))
        trashed += 1
    other = next((u for u in reversed(z.hands[p]) if z.card_of[u] == "treasure-map"), None)
    if other is not None:
        g.trash(p, other)
        trashed += 1
    if trashed == 2:
        for _ in range(4):
            g.gain(p, "gold", to=Zone.DECK)


# -- $5 ----------------------------------------------------------------------------------------------

@on_play("bazaar")
def bazaar(g: CardAPI, p: int, uid: int) -> None:
    """+1 Card, +2 Actions, +$1."""
    g.draw(p, 1)
    g.turn.actions += 2
    g.turn.coins += 1


CORSAIR = "corsair"
"""PlayerState.marks key: uid of a Corsair in play -> the players its attack affects until its next turn."""
CORSAIR_PLAYED = "corsair-played"
"""TurnState.marks key: the players who have played a Silver or Gold this turn."""


@on_play("corsair")
def corsair(g: CardAPI, p: int, uid: int) -> None:
    """+$2; at your next turn +1 Card; until then each other player trashes the first Silver or Gold they
    play each turn."""
    g.turn.coins += 2
    active: dict[int, frozenset[int]] = g.players[p].marks.setdefault(CORSAIR, {})
    active[uid] = active.get(uid, frozenset()) | frozenset(g.attack_targets(p))

    def later(g2: CardAPI, q: int, u: int) -> None:
        g2.players[q].marks.get(CORSAIR, {}).pop(u, None)
        g2.draw(q, 1)
    g.at_next_turn(p, uid, later)


@game_rule("corsair")
def corsair_rule(g: CardAPI) -> None:
    """A player under a Corsair's attack trashes the first Silver or Gold they play in a turn."""
    def on_play_any(g2: CardAPI, player: int, uid: int, card: str) -> None:
        if card not in ("silver", "gold"):
            return
        played: set[int] = g2.turn.marks.setdefault(CORSAIR_PLAYED, set())
        if player in played:
            return
        played.add(player)
        attacked = any(player in targets for o, state in enumerate(g2.players) if o != player
                       for targets in state.marks.get(CORSAIR, {}).values())
        z = g2.zones
        if attacked and z.loc[uid] == z.code(player, IN_PLAY):
            g2.trash(player, uid, z.code(player, IN_PLAY))
    g.play_rules.append(on_play_any)


@on_play("explorer")
def explorer(g: CardAPI, p: int, uid: int) -> None:
    """You may reveal a Province from hand to gain a Gold to your hand; otherwise gain a Silver to your hand."""
    z = g.zones
    provinces = [u for u in z.hands[p] if z.card_of[u] == "province"]
    if provinces and g.ask("reveal", p, ["reveal:province", "no"]) != ["no"]:
        g.reveal(p, provinces[:1])
        g.gain(p, "gold", to=Zone.HAND)
    else:
        g.gain(p, "silver", to=Zone.HAND)


@on_play("ghost-ship")
def ghost_ship(g: CardAPI, p: int, uid: int) -> None:
    """+2 Cards; each other player with 4+ cards in hand puts cards from it onto their deck until they have 3."""
    g.draw(p, 2)
    for o in g.attack_targets(p):
        while len(g.zones.hands[o]) > 3:  # one at a time: the order they go onto the deck is the player's
            for u in choose_hand(g, o, "topdeck", "topdeck"):
                g.topdeck(o, u)


@on_play("merchant-ship")
def merchant_ship(g: CardAPI, p: int, uid: int) -> None:
    """+$2 now and at your next turn."""
    g.turn.coins += 2

    def later(g2: CardAPI, q: int, _u: int) -> None:
        g2.turn.coins += 2
    g.at_next_turn(p, uid, later)


OUTPOST = "outpost"
"""TurnState.marks key: an Outpost has been played this turn (or has granted the extra turn, 1st edition)."""


@on_play("outpost", "2e")
def outpost(g: CardAPI, p: int, uid: int) -> None:
    """If it is the first Outpost played this turn and the previous turn was not yours: an extra turn after
    this one, and you draw only 3 cards for your next hand."""
    first = not g.turn.marks.get(OUTPOST)
    g.turn.marks[OUTPOST] = True
    if first and g.turn.previous_player != p:
        g.turn.next_hand = 3
        g.extra_turns.append((p, None))
        g.at_next_turn(p, uid, _nothing)


@on_play("outpost", "errata-2023")
def outpost_2023(g: CardAPI, p: int, uid: int) -> None:
    """2023 errata: you draw only 3 cards for your next hand; take an extra turn after this one (but not a 3rd turn
    in a row). An Outpost whose extra turn fails is discarded this turn."""
    g.turn.next_hand = 3
    if g.extra_turn_after(p, "outpost", lambda: g.cancel_next_turn(p, uid)):
        g.at_next_turn(p, uid, _nothing)


@on_play("outpost", "1e")
def outpost_1e(g: CardAPI, p: int, uid: int) -> None:
    """1st edition: draw only 3 cards in this Clean-up; an extra turn after this one, never a third in a row."""
    g.turn.next_hand = 3
    if not g.turn.marks.get(OUTPOST) and g.turn.previous_player != p:
        g.turn.marks[OUTPOST] = True
        g.extra_turns.append((p, None))
        g.at_next_turn(p, uid, _nothing)


def _is_treasure_pile(g: CardAPI, card: str) -> bool:
    """The card on top of that Supply pile is a Treasure now (a Curse is one in a game with Charlatan)."""
    top = g.supply_top(card)
    return top is not None and g.is_type(top, "treasure")


def _pirate_later(g: CardAPI, p: int, uid: int) -> None:
    card = pick_supply(g, p, lambda c: _is_treasure_pile(g, c) and g.cost_of(c).up_to(6))
    if card is not None:
        g.gain(p, card, to=Zone.HAND)


@on_play("pirate")
def pirate(g: CardAPI, p: int, uid: int) -> None:
    """At the start of your next turn, gain a Treasure costing up to $6 to your hand."""
    g.at_next_turn(p, uid, _pirate_later)


def _pirate_applies(g: CardAPI, owner: int, luid: int, info: GainInfo) -> bool:
    return g.is_type(info.uid, "treasure") and g.zones.loc[luid] == g.zones.code(owner, HAND)


def _pirate_run(g: CardAPI, owner: int, luid: int, info: GainInfo) -> None:
    g.play_uid(owner, luid)


for _event in ("Gained", "OtherGained"):
    reaction(Reaction("pirate", _event, Zone.HAND, "play", True, _pirate_applies, _pirate_run))


@on_play("sea-witch")
def sea_witch(g: CardAPI, p: int, uid: int) -> None:
    """+2 Cards; each other player gains a Curse; at your next turn +2 Cards, then discard 2 cards."""
    g.draw(p, 2)
    for o in g.attack_targets(p):
        g.gain(o, "curse")

    def later(g2: CardAPI, q: int, _u: int) -> None:
        g2.draw(q, 2)
        discard_down_to(g2, q, max(0, len(g2.zones.hands[q]) - 2))
    g.at_next_turn(p, uid, later)


@on_play("tactician")
def tactician(g: CardAPI, p: int, uid: int) -> None:
    """If you have a card in hand: discard your hand, and at your next turn +5 Cards, +1 Action, +1 Buy."""
    z = g.zones
    hand = list(z.hands[p])
    if not hand:
        return
    for u in hand:
        g.discard_card(p, u)

    def later(g2: CardAPI, q: int, _u: int) -> None:
        g2.draw(q, 5)
        g2.turn.actions += 1
        g2.turn.buys += 1
    g.at_next_turn(p, uid, later)


TREASURY_VICTORY = "treasury-victory"
"""TurnState.marks key: the turn player gained a Victory card in their Buy phase (2nd edition Treasury)."""
TREASURY_BOUGHT = "treasury-bought"
"""TurnState.marks key: the turn player bought a Victory card this turn (1st edition Treasury)."""


TREASURY_PENDING = "treasury-pending"
"""TurnState.marks key: the 2nd-edition Treasuries played this turn that may go onto the deck when the Buy
phase ends."""


@on_play("treasury", "2e")
def treasury(g: CardAPI, p: int, uid: int) -> None:
    """+1 Card, +1 Action, +$1; at the end of your Buy phase this turn, if you gained no Victory card in it,
    you may put this onto your deck (from play, before Clean-up)."""
    g.draw(p, 1)
    g.turn.actions += 1
    g.turn.coins += 1
    t = g.turn
    if t.player != p or t.buy_phase_over:
        return
    pending: list[int] | None = t.marks.get(TREASURY_PENDING)
    if pending is None:
        pending = t.marks[TREASURY_PENDING] = []
        queued = pending

        def at_end() -> None:
            if t.marks.get(TREASURY_VICTORY):
                return
            z = g.zones
            play = z.code(p, IN_PLAY)
            for u in queued:
                if z.loc[u] == play and g.ask("topdeck", p, ["topdeck:treasury", "no"]) != ["no"]:
                    g.topdeck(p, u, play)
        t.at_buy_end.append(at_end)
    if uid not in pending:
        pending.append(uid)


@on_play("treasury", "1e")
def treasury_1e(g: CardAPI, p: int, uid: int) -> None:
    """1st edition: +1 Card, +1 Action, +$1 (the deck part happens when it is discarded from play)."""
    g.draw(p, 1)
    g.turn.actions += 1
    g.turn.coins += 1


@game_rule("treasury")
def treasury_rule(g: CardAPI) -> None:
    """Note Victory cards gained in the Buy phase (2nd edition) and bought this turn (1st edition)."""
    def gained(g2: CardAPI, gainer: int, uid: int, card: str, code: int) -> Trigger | None:
        if gainer == g2.turn.player and g2.turn.phase is Phase.BUY and "victory" in g2.defs[card].types:
            g2.turn.marks[TREASURY_VICTORY] = True
        return None

    def bought(g2: CardAPI, buyer: int, uid: int, card: str) -> Trigger | None:
        if buyer == g2.turn.player and "victory" in g2.defs[card].types:
            g2.turn.marks[TREASURY_BOUGHT] = True
        return None
    g.gain_rules.append(gained)
    g.bought_rules.append(bought)


@on_discard_from_play("treasury", "1e")
def treasury_back_1e(g: CardAPI, p: int, uid: int) -> None:
    """1st edition: if you bought no Victory card this turn, you may put this on top of your deck."""
    if not g.turn.marks.get(TREASURY_BOUGHT):
        _treasury_topdeck(g, p, uid)


def _treasury_topdeck(g: CardAPI, p: int, uid: int) -> None:
    z = g.zones
    if z.loc[uid] == z.code(p, DISCARD) and g.ask("topdeck", p, ["topdeck:treasury", "no"]) != ["no"]:
        g.topdeck(p, uid, z.code(p, DISCARD))


@on_play("wharf")
def wharf(g: CardAPI, p: int, uid: int) -> None:
    """+2 Cards, +1 Buy now and at your next turn."""
    g.draw(p, 2)
    g.turn.buys += 1

    def later(g2: CardAPI, q: int, _u: int) -> None:
        g2.draw(q, 2)
        g2.turn.buys += 1
    g.at_next_turn(p, uid, later)
