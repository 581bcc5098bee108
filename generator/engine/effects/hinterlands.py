"""Hinterlands, both editions: the 26 first-edition cards (nine of them removed in the 2nd edition),
the nine cards the 2nd edition added, and the older wordings whose rules changed (Trader, Farmland,
Haggler) as versions."""

from __future__ import annotations

from collections.abc import Callable

from generator.engine.api import CardAPI
from generator.engine.effects.allies import choose_modes
from generator.engine.effects.common import (
    choose_from,
    choose_hand,
    discard_down_to,
    each_other_gains,
    gain_pick,
    own_turn_bonus,
    put_back_in_any_order,
    trash_for_cost,
    up_to,
)
from generator.engine.hooks import (
    GAIN_TO,
    TREASURE_COINS,
    VICTORY_POINTS,
    AttackInfo,
    GainInfo,
    Reaction,
    game_rule,
    on_buy,
    on_discard,
    on_gain,
    on_play,
    on_trash,
    reaction,
    versions,
    victory_points,
)
from generator.engine.triggers import Trigger
from generator.engine.types import DISCARD, HAND, IN_PLAY, NPZ, SET_ASIDE, Cost, Phase, Zone

GAIN_TO["nomad-camp"] = Zone.DECK
TREASURE_COINS["ill-gotten-gains"] = 1
TREASURE_COINS["cache"] = 3
TREASURE_COINS["cauldron"] = 2
VICTORY_POINTS["farmland"] = 2
VICTORY_POINTS["tunnel"] = 2
versions("trader", "1e", "2e")
versions("farmland", "1e", "2e")
versions("haggler", "1e", "2e")
versions("scheme", "1e", "2e")


def _count(g: CardAPI, key: str, p: int) -> int:
    """Add one to this turn's per-player counter ``key`` and return the new value."""
    per: dict[int, int] = g.turn.marks.setdefault(key, {})
    per[p] = per.get(p, 0) + 1
    return per[p]


def _may_play(g: CardAPI, p: int, uid: int, card: str, expect: int | None = None) -> None:
    """Outside Clean-up, the owner may play ``uid`` from wherever it now is (Trail, Weaver); with ``expect``,
    only while it is still there (a card discarded with others and shuffled away meanwhile is lost track of)."""
    z = g.zones
    src = z.loc[uid]
    if g.turn.phase is Phase.CLEANUP or g.owner_of(uid) not in (p, None) or expect not in (None, src):
        return
    if g.ask("play", p, [f"play:{card}", "no"]) == ["play:" + card] and z.loc[uid] == src:
        g.play_uid(p, uid, src)


def _look_and_keep(g: CardAPI, owner: int, uids: list[int]) -> None:
    """``owner`` puts the set-aside ``uids`` back onto their deck in the order they choose."""
    put_back_in_any_order(g, owner, uids, kind="order")


# -- $2 ----------------------------------------------------------------------------------------------

@on_play("crossroads")
def crossroads(g: CardAPI, p: int, uid: int) -> None:
    """Reveal your hand, +1 Card per Victory card in it; the first Crossroads you play this turn gives +3 Actions."""
    hand = list(g.zones.hands[p])
    g.reveal(p, hand)
    g.draw(p, sum(1 for u in hand if g.is_type(u, "victory")))
    if _count(g, "crossroads", p) == 1:
        g.turn.actions += 3


@on_play("duchess")
def duchess(g: CardAPI, p: int, uid: int) -> None:
    """+$2; each player, you first, looks at their deck's top card and discards it or puts it back."""
    g.turn.coins += 2
    for o in g.turn_order(p):
        for u in g.top_cards(o, 1):
            card = g.zones.card_of[u]
            if g.ask("discard", o, [f"discard:{card}", "no"]) == [f"discard:{card}"]:
                g.discard_card(o, u, g.zones.code(o, SET_ASIDE))
            else:
                g.topdeck(o, u, g.zones.code(o, SET_ASIDE))


@game_rule("duchess")
def duchess_rule(g: CardAPI) -> None:
    """In games using Duchess, whoever gains a Duchy may also gain a Duchess."""
    def rule(g2: CardAPI, gainer: int, uid: int, card: str, dst: int) -> Trigger | None:
        if card != "duchy":
            return None
        return Trigger("gain:duchess", True, lambda: g2.in_supply("duchess"), lambda: _gain_duchess(g2, gainer))
    g.gain_rules.append(rule)


def _gain_duchess(g: CardAPI, p: int) -> None:
    g.gain(p, "duchess")


@on_play("fools-gold")
def fools_gold(g: CardAPI, p: int, uid: int) -> None:
    """+$1 if it is the first Fool's Gold you played this turn, otherwise +$4."""
    g.turn.coins += 1 if _count(g, "fools-gold", p) == 1 else 4


def _fools_gold_applies(g: CardAPI, owner: int, luid: int, info: GainInfo) -> bool:
    return info.card == "province" and g.zones.loc[luid] == g.zones.code(owner, HAND)


def _fools_gold_run(g: CardAPI, owner: int, luid: int, info: GainInfo) -> None:
    g.trash(owner, luid)
    g.gain(owner, "gold", to=Zone.DECK)


reaction(Reaction("fools-gold", "OtherGained", Zone.HAND, "trash", True, _fools_gold_applies, _fools_gold_run))


# -- $3 ----------------------------------------------------------------------------------------------

@on_play("develop")
def develop(g: CardAPI, p: int, uid: int) -> None:
    """Trash a card from hand; gain one costing exactly $1 more and one exactly $1 less, in either order,
    onto your deck."""
    cost = trash_for_cost(g, p)
    if cost is None:
        return
    wants: dict[int, Cost] = {1: cost.plus(1)}
    if cost.coins > 0:
        wants[-1] = cost.plus(-1)
    while wants:
        options = [c for c in g.supply_tops() if g.cost_of(c) in wants.values()]
        if not options:
            return
        card = g.ask("gain", p, [f"gain:{c}" for c in options])[0][5:]
        got = g.cost_of(card)
        wants.pop(next(d for d, t in wants.items() if t == got))
        g.gain(p, card, to=Zone.DECK)


@on_play("guard-dog")
def guard_dog(g: CardAPI, p: int, uid: int) -> None:
    """+2 Cards; then, with 5 or fewer cards in hand, +2 Cards."""
    g.draw(p, 2)
    if len(g.zones.hands[p]) <= 5:
        g.draw(p, 2)


def _guard_dog_applies(g: CardAPI, owner: int, luid: int, info: AttackInfo) -> bool:
    """Only when another player plays an Attack (the core offers every player's when-attack reactions)."""
    return info.attacker != owner and g.zones.loc[luid] == g.zones.code(owner, HAND)


def _guard_dog_run(g: CardAPI, owner: int, luid: int, info: AttackInfo) -> None:
    g.play_uid(owner, luid)


reaction(Reaction("guard-dog", "Attack", Zone.HAND, "play", True, _guard_dog_applies, _guard_dog_run))


@on_play("oasis")
def oasis(g: CardAPI, p: int, uid: int) -> None:
    """+1 Card, +1 Action, +$1; discard a card."""
    g.draw(p, 1)
    g.turn.actions += 1
    g.turn.coins += 1
    for u in choose_hand(g, p, "discard", "discard"):
        g.discard_card(p, u)


@on_play("oracle")
def oracle(g: CardAPI, p: int, uid: int) -> None:
    """Each player, you too, reveals the top 2 cards of their deck; you choose: they discard both or put them
    back in the order they like; then +2 Cards."""
    for o in [p, *g.attack_targets(p)]:
        revealed = g.top_cards(o, 2)
        if not revealed:
            continue
        g.reveal(o, revealed)
        aside = g.zones.code(o, SET_ASIDE)
        if g.ask("oracle", p, ["mode:discard", "mode:back"], player=o) == ["mode:discard"]:
            g.discard_cards(o, revealed, aside)
        else:
            _look_and_keep(g, o, revealed)
    g.draw(p, 2)


@on_play("scheme")
def scheme(g: CardAPI, p: int, uid: int) -> None:
    """+1 Card, +1 Action; this turn you may put one of your Action cards onto your deck when you discard it
    from play (cumulative: one card per Scheme played)."""
    g.draw(p, 1)
    g.turn.actions += 1
    _count(g, "scheme", p)


SCHEMED = "scheme-chosen"
"""TurnState.marks key (1st edition): player -> the Action cards chosen at the start of Clean-up."""


def _schemes(g: CardAPI, p: int) -> int:
    return int(g.turn.marks.get("scheme", {}).get(p, 0))


def _topdeck_discarded(g: CardAPI, p: int, uids: list[int]) -> None:
    """Put each of ``uids`` still in the discard pile it was just discarded to onto the deck (stop-moving)."""
    dcode = g.zones.code(p, DISCARD)
    for u in uids:
        if g.zones.loc[u] == dcode:
            g.topdeck(p, u, dcode)


@game_rule("scheme", "2e")
def scheme_rule(g: CardAPI) -> None:
    """As your Action cards are discarded from play this turn, each Scheme played lets you put one of them onto
    your deck (after they reach the discard pile: a Traveller put back this way can no longer be exchanged)."""
    def rule(g2: CardAPI, p: int, leaving: list[int]) -> None:
        n = _schemes(g2, p)
        if not n or p != g2.turn.player:
            return
        dcode = g2.zones.code(p, DISCARD)
        actions = [u for u in leaving if g2.zones.loc[u] == dcode and g2.is_type(u, "action")]
        _topdeck_discarded(g2, p, choose_from(g2, p, actions, "scheme", "topdeck", 0, n))
    g.discarded_from_play_rules.append(rule)


@game_rule("scheme", "1e")
def scheme_rule_1e(g: CardAPI) -> None:
    """1st edition: at the start of Clean-up each Scheme played lets you choose an Action card you have in play;
    if that card is discarded from play this turn, it goes onto your deck (a Duration staying out does not)."""
    def choose(g2: CardAPI, p: int) -> None:
        n = _schemes(g2, p)
        if not n:
            return
        actions = [u for u in g2.zones.plays[p] if g2.is_type(u, "action")]
        g2.turn.marks.setdefault(SCHEMED, {})[p] = choose_from(g2, p, actions, "scheme", "topdeck", 0, n)

    def put_back(g2: CardAPI, p: int, leaving: list[int]) -> None:
        chosen = g2.turn.marks.get(SCHEMED, {}).get(p, [])
        _topdeck_discarded(g2, p, [u for u in chosen if u in leaving])
    g.cleanup_rules.append(choose)
    g.discarded_from_play_rules.append(put_back)


@on_discard("tunnel")
def tunnel(g: CardAPI, p: int, uid: int) -> None:
    """When you discard this other than in Clean-up, you may reveal it to gain a Gold."""
    if g.turn.phase is Phase.CLEANUP or g.zones.loc[uid] != g.zones.code(p, DISCARD):
        return
    if g.ask("reveal", p, ["reveal:tunnel", "no"]) == ["reveal:tunnel"]:
        g.reveal(p, [uid])
        g.gain(p, "gold")


# -- $4 ----------------------------------------------------------------------------------------------

def _brigand_attack(g: CardAPI, p: int) -> None:
    """Each affected player in turn order reveals, trashes, discards and maybe gains a Copper; finally you gain
    all the Silvers and Golds trashed this way (Hinterlands FAQ), those still in the trash."""
    trashed: list[int] = []
    for o in g.attack_targets(p):
        revealed = g.top_cards(o, 2)
        g.reveal(o, revealed)
        aside = g.zones.code(o, SET_ASIDE)
        picks = [u for u in revealed if g.zones.card_of[u] in ("silver", "gold")]
        for u in choose_from(g, p, picks, "trash", "trash"):
            g.trash(p, u, aside)
            trashed.append(u)
        any_treasure = any(g.is_type(u, "treasure") for u in revealed)
        g.discard_cards(o, [u for u in revealed if g.zones.loc[u] == aside], aside)
        if not any_treasure:
            g.gain(o, "copper")
    for u in trashed:
        if u in g.zones.trash:
            g.gain(p, g.zones.card_of[u], uid=u)


@on_play("noble-brigand")
def noble_brigand(g: CardAPI, p: int, uid: int) -> None:
    """+$1; each other player reveals 2 cards, trashes a Silver or Gold you choose (you gain it), discards the
    rest, and gains a Copper if they revealed no Treasure."""
    g.turn.coins += 1
    _brigand_attack(g, p)


@on_buy("noble-brigand")
def noble_brigand_buy(g: CardAPI, p: int, uid: int) -> None:
    """When bought: do the attack (no Attack card is played, so Moat-like reactions cannot answer it)."""
    saved = g.attack_immune
    g.attack_immune = set()
    _brigand_attack(g, p)
    g.attack_immune = saved


@on_play("nomad-camp")
def nomad_camp(g: CardAPI, p: int, uid: int) -> None:
    """+1 Buy, +$2 (when gained it goes onto the deck: its default destination)."""
    g.turn.buys += 1
    g.turn.coins += 2


@on_play("nomads")
def nomads(g: CardAPI, p: int, uid: int) -> None:
    """+1 Buy, +$2."""
    g.turn.buys += 1
    g.turn.coins += 2


@on_gain("nomads")
def nomads_gain(g: CardAPI, p: int, uid: int) -> None:
    """When you gain this: +$2 (nothing on another player's turn)."""
    own_turn_bonus(g, p, coins=2)


@on_trash("nomads")
def nomads_trash(g: CardAPI, p: int, uid: int) -> None:
    """When you trash this: +$2 (nothing on another player's turn: an opponent's Swindler trashing it)."""
    own_turn_bonus(g, p, coins=2)


@on_play("jack-of-all-trades")
def jack_of_all_trades(g: CardAPI, p: int, uid: int) -> None:
    """Gain a Silver; look at your deck's top card and discard it or put it back; draw up to 5 cards in hand;
    you may trash a non-Treasure from your hand."""
    g.gain(p, "silver")
    aside = g.zones.code(p, SET_ASIDE)
    for u in g.top_cards(p, 1):
        card = g.zones.card_of[u]
        if g.ask("discard", p, [f"discard:{card}", "no"]) == [f"discard:{card}"]:
            g.discard_card(p, u, aside)
        else:
            g.topdeck(p, u, aside)
    short = 5 - len(g.zones.hands[p])
    if short > 0:
        g.draw(p, short, plus=False)
    for u in choose_hand(g, p, "trash", "trash", lambda u: not g.is_type(u, "treasure"), lo=0):
        g.trash(p, u)


@on_play("spice-merchant")
def spice_merchant(g: CardAPI, p: int, uid: int) -> None:
    """You may trash a Treasure from your hand; if you do, choose one: +2 Cards and +1 Action, or +$2 and +1 Buy
    (a "choose one": Elder lets you choose both)."""
    picked = choose_hand(g, p, "trash", "trash", lambda u: g.is_type(u, "treasure"), lo=0)
    if not picked:
        return
    g.trash(p, picked[0])
    for mode in choose_modes(g, p, uid, ["mode:cards", "mode:coins"]):
        if mode == "mode:cards":
            g.draw(p, 2)
            g.turn.actions += 1
        else:
            g.turn.coins += 2
            g.turn.buys += 1


@on_play("trader")
def trader(g: CardAPI, p: int, uid: int) -> None:
    """Trash a card from hand; gain a Silver per $1 it costs (its cost now)."""
    picked = choose_hand(g, p, "trash", "trash")
    if picked:
        coins = g.cost_of(g.zones.card_of[picked[0]]).coins
        g.trash(p, picked[0])
        for _ in range(coins):
            g.gain(p, "silver")


def _trader1_applies(g: CardAPI, owner: int, luid: int, info: GainInfo) -> bool:
    return g.zones.loc[luid] == g.zones.code(owner, HAND) and info.card != "silver"


def _trader1_run(g: CardAPI, owner: int, luid: int, info: GainInfo) -> None:
    g.reveal(owner, [luid])
    g.gain(owner, "silver", replaceable=False)


def _trader2_applies(g: CardAPI, owner: int, luid: int, info: GainInfo) -> bool:
    return (g.zones.loc[luid] == g.zones.code(owner, HAND) and g.zones.loc[info.uid] == info.zone_code
            and info.card != "silver" and g.in_supply("silver"))


def _trader2_run(g: CardAPI, owner: int, luid: int, info: GainInfo) -> None:
    g.reveal(owner, [luid])
    g.exchange(owner, info.uid, "silver", expect=info.zone_code)


reaction(Reaction("trader", "WouldGain", Zone.HAND, "reveal", True, _trader1_applies, _trader1_run, "silver"), "1e")
reaction(Reaction("trader", "Gained", Zone.HAND, "reveal", True, _trader2_applies, _trader2_run), "2e")


@on_play("trail")
def trail(g: CardAPI, p: int, uid: int) -> None:
    """+1 Card, +1 Action (the Action is of no use on another player's turn: the turn player gets none)."""
    g.draw(p, 1)
    if p == g.turn.player:
        g.turn.actions += 1


GAINED_TO = "hinterlands-gained-to"
"""Game marks key: uid -> the zone code a Trail or Berserker was gained to (its when-gain ability plays it from
there, and loses track of one moved on meanwhile: a Watchtower putting it onto the deck)."""


def _note_gained_to(g: CardAPI) -> None:
    def note(g2: CardAPI, p: int, uid: int, card: str, dst: int) -> Trigger | None:
        if card in ("trail", "berserker"):
            g2.marks.setdefault(GAINED_TO, {})[uid] = dst
        return None
    g.gain_rules.append(note)


def _gained_to(g: CardAPI, uid: int) -> int:
    """Where ``uid`` was gained to (noted by the gain rule), else where it is now."""
    got: int | None = g.marks.get(GAINED_TO, {}).pop(uid, None)
    return g.zones.loc[uid] if got is None else got


@game_rule("trail")
def trail_rule(g: CardAPI) -> None:
    """Remember where each Trail is gained to."""
    _note_gained_to(g)


@on_gain("trail")
def trail_gain(g: CardAPI, p: int, uid: int) -> None:
    """When you gain this other than in Clean-up, you may play it (from where it was gained, if still there)."""
    _may_play(g, p, uid, "trail", _gained_to(g, uid))


@on_trash("trail")
def trail_trash(g: CardAPI, p: int, uid: int) -> None:
    """When you trash this other than in Clean-up, you may play it (from the trash)."""
    if uid in g.zones.trash:
        _may_play(g, p, uid, "trail")


@on_discard("trail")
def trail_discard(g: CardAPI, p: int, uid: int) -> None:
    """When you discard this other than in Clean-up, you may play it."""
    _may_play(g, p, uid, "trail", g.zones.code(p, DISCARD))


@on_play("weaver")
def weaver(g: CardAPI, p: int, uid: int) -> None:
    """Gain two Silvers, or a card costing up to $4."""
    if g.ask("mode", p, ["mode:two-silvers", "mode:gain"]) == ["mode:two-silvers"]:
        g.gain(p, "silver")
        g.gain(p, "silver")
    else:
        gain_pick(g, p, up_to(g, 4))


@on_discard("weaver")
def weaver_discard(g: CardAPI, p: int, uid: int) -> None:
    """When you discard this other than in Clean-up, you may play it."""
    _may_play(g, p, uid, "weaver", g.zones.code(p, DISCARD))


# -- $5 ----------------------------------------------------------------------------------------------

@on_play("berserker")
def berserker(g: CardAPI, p: int, uid: int) -> None:
    """Gain a card costing less than this; each other player discards down to 3 cards in hand."""
    cost = g.cost_of("berserker")
    gain_pick(g, p, lambda c: g.cost_of(c).lt(cost))
    for o in g.attack_targets(p):
        discard_down_to(g, o, 3)


@on_gain("berserker")
def berserker_gain(g: CardAPI, p: int, uid: int) -> None:
    """When you gain this, if you have an Action card in play, play it (from where it was gained; one that moved on
    since, e.g. put onto the deck by Watchtower, is lost track of)."""
    z = g.zones
    src = _gained_to(g, uid)
    if z.loc[uid] != src or z.owner[src] != p or src == z.code(p, IN_PLAY):
        return
    if any(g.is_type(u, "action") for u in z.plays[p]):
        g.play_uid(p, uid, src)


@game_rule("berserker")
def berserker_rule(g: CardAPI) -> None:
    """Remember where each Berserker is gained to."""
    _note_gained_to(g)


CAULDRON = "cauldron"
"""TurnState.marks key: (player, the players its Attack affects) per Cauldron played before the third
Action gain."""
ACTION_GAINS = "cauldron-action-gains"
"""TurnState.marks key: Action cards each player gained this turn."""


@on_play("cauldron")
def cauldron(g: CardAPI, p: int, uid: int) -> None:
    """$2 (Treasure table), +1 Buy; the third time you gain an Action this turn, each other player gains a
    Curse (an Attack: who it affects is settled when it is played)."""
    g.turn.buys += 1
    if g.turn.marks.get(ACTION_GAINS, {}).get(p, 0) < 3:
        g.turn.marks.setdefault(CAULDRON, []).append((p, g.attack_targets(p)))


@game_rule("cauldron")
def cauldron_rule(g: CardAPI) -> None:
    """Count each player's Action gains this turn; the third one sets off every Cauldron they played before."""
    def rule(g2: CardAPI, gainer: int, uid: int, card: str, dst: int) -> Trigger | None:
        if not g2.is_type(uid, "action") or _count(g2, ACTION_GAINS, gainer) != 3:
            return None
        armed = [victims for q, victims in g2.turn.marks.get(CAULDRON, []) if q == gainer]
        if not armed:
            return None

        def curse() -> None:
            for victims in armed:
                for o in victims:
                    g2.gain(o, "curse")
        return Trigger("attack:cauldron", False, lambda: True, curse)
    g.gain_rules.append(rule)


@on_play("border-village")
def border_village(g: CardAPI, p: int, uid: int) -> None:
    """+1 Card, +2 Actions."""
    g.draw(p, 1)
    g.turn.actions += 2


@on_gain("border-village")
def border_village_gain(g: CardAPI, p: int, uid: int) -> None:
    """When gained: gain a card costing less than this (its cost now)."""
    cost = g.cost_of("border-village")
    gain_pick(g, p, lambda c: g.cost_of(c).lt(cost))


@on_play("cartographer")
def cartographer(g: CardAPI, p: int, uid: int) -> None:
    """+1 Card, +1 Action; look at the top 4 cards of your deck, discard any of them, put the rest back in any
    order."""
    g.draw(p, 1)
    g.turn.actions += 1
    looked = g.top_cards(p, 4)
    aside = g.zones.code(p, SET_ASIDE)
    picked = choose_from(g, p, looked, "discard", "discard", 0, len(looked))
    g.discard_cards(p, [u for u in picked if g.zones.loc[u] == aside], aside)
    _look_and_keep(g, p, looked)


@on_gain("cache")
def cache_gain(g: CardAPI, p: int, uid: int) -> None:
    """When you gain this, gain two Coppers."""
    g.gain(p, "copper")
    g.gain(p, "copper")


@on_play("embassy")
def embassy(g: CardAPI, p: int, uid: int) -> None:
    """+5 Cards, discard 3 cards."""
    g.draw(p, 5)
    g.discard_cards(p, choose_hand(g, p, "discard", "discard", lo=3, hi=3))


@on_gain("embassy")
def embassy_gain(g: CardAPI, p: int, uid: int) -> None:
    """When gained: each other player gains a Silver (in turn order; not an Attack)."""
    each_other_gains(g, p, "silver")


def _cheaper_non_victory(g: CardAPI, p: int, card: str) -> None:
    cost = g.cost_of(card)
    gain_pick(g, p, lambda c: g.cost_of(c).lt(cost) and "victory" not in g.defs[c].types)


HAGGLER = "haggler"
"""TurnState.marks key: Hagglers each player played this turn (2nd edition)."""


@on_play("haggler", "2e")
def haggler(g: CardAPI, p: int, uid: int) -> None:
    """+$2; this turn, when you gain a card you bought, gain a cheaper non-Victory card (each play counts)."""
    g.turn.coins += 2
    _count(g, HAGGLER, p)


@game_rule("haggler", "2e")
def haggler_rule(g: CardAPI) -> None:
    """Gaining a bought card sets off every Haggler its buyer played this turn."""
    def rule(g2: CardAPI, gainer: int, uid: int, card: str, dst: int) -> Trigger | None:
        n = g2.turn.marks.get(HAGGLER, {}).get(gainer, 0)
        if not n or g2.turn.buying != uid or gainer != g2.turn.player:
            return None

        def extra() -> None:
            for _ in range(n):
                _cheaper_non_victory(g2, gainer, card)
        return Trigger("gain:haggler", False, lambda: True, extra)
    g.gain_rules.append(rule)


@on_play("haggler", "1e")
def haggler_1e(g: CardAPI, p: int, uid: int) -> None:
    """1st edition: +$2 (its buying ability works while it is in play)."""
    g.turn.coins += 2


@game_rule("haggler", "1e")
def haggler_1e_rule(g: CardAPI) -> None:
    """1st edition: when you buy a card, each Haggler you have in play gains you a cheaper non-Victory card."""
    def rule(g2: CardAPI, buyer: int, uid: int, card: str) -> Trigger | None:
        z = g2.zones
        n = sum(1 for u in z.plays[buyer] if z.card_of[u] == "haggler")
        if not n:
            return None

        def extra() -> None:
            for _ in range(n):
                _cheaper_non_victory(g2, buyer, card)
        return Trigger("gain:haggler", False, lambda: True, extra)
    g.bought_rules.append(rule)


HIGHWAY = "highway"
"""TurnState.marks key: the Highways whose cost reduction is in force this turn."""


@on_play("highway")
def highway(g: CardAPI, p: int, uid: int) -> None:
    """+1 Card, +1 Action; while this is in play, cards cost $1 less (once per Highway, however often played)."""
    g.draw(p, 1)
    g.turn.actions += 1
    active: set[int] = g.turn.marks.setdefault(HIGHWAY, set())
    if uid in active:
        return
    active.add(uid)
    z = g.zones
    pcode = z.code(p, IN_PLAY)
    g.turn.cost_changes.append((_while_in_play(g, uid, pcode), -1))


def _while_in_play(g: CardAPI, uid: int, pcode: int) -> Callable[[str], bool]:
    return lambda _card: g.zones.loc[uid] == pcode


@on_play("ill-gotten-gains")
def ill_gotten_gains(g: CardAPI, p: int, uid: int) -> None:
    """$1 (Treasure table); you may gain a Copper to your hand."""
    if g.in_supply("copper") and g.ask("gain-copper", p, ["yes", "no"]) == ["yes"]:
        g.gain(p, "copper", to=Zone.HAND)


@on_gain("ill-gotten-gains")
def ill_gotten_gains_gain(g: CardAPI, p: int, uid: int) -> None:
    """When gained: each other player gains a Curse (in turn order; not an Attack)."""
    each_other_gains(g, p, "curse")


@on_play("inn")
def inn(g: CardAPI, p: int, uid: int) -> None:
    """+2 Cards, +2 Actions, discard 2 cards."""
    g.draw(p, 2)
    g.turn.actions += 2
    g.discard_cards(p, choose_hand(g, p, "discard", "discard", lo=2, hi=2))


@on_gain("inn")
def inn_gain(g: CardAPI, p: int, uid: int) -> None:
    """When you gain this, reveal any number of Action cards from your discard pile (this one included) and
    shuffle them into your deck."""
    actions = [u for u in g.zones.discards[p] if g.is_type(u, "action")]
    picked = choose_from(g, p, actions, "shuffle-in", "shuffle", 0, len(actions))
    if picked:
        g.reveal(p, picked)
        g.shuffle_into_deck(p, picked)


@on_play("mandarin")
def mandarin(g: CardAPI, p: int, uid: int) -> None:
    """+$3; put a card from your hand onto your deck."""
    g.turn.coins += 3
    for u in choose_hand(g, p, "topdeck", "topdeck"):
        g.topdeck(p, u)


@on_gain("mandarin")
def mandarin_gain(g: CardAPI, p: int, uid: int) -> None:
    """When you gain this, put all your Treasures in play onto your deck, in any order (the coins stay); a Duration
    Treasure staying in play goes too (none may stay), and still does its work next turn."""
    z = g.zones
    pcode = z.code(p, IN_PLAY)
    treasures = [u for u in z.plays[p] if g.is_type(u, "treasure")]
    put_back_in_any_order(g, p, treasures, src=pcode, kind="order")


@on_play("margrave")
def margrave(g: CardAPI, p: int, uid: int) -> None:
    """+3 Cards, +1 Buy; each other player draws a card, then discards down to 3 cards in hand."""
    g.draw(p, 3)
    g.turn.buys += 1
    for o in g.attack_targets(p):
        g.draw(o, 1)
        discard_down_to(g, o, 3)


@on_play("souk")
def souk(g: CardAPI, p: int, uid: int) -> None:
    """+1 Buy, +$7, then -$1 per card in your hand (never below $0)."""
    g.turn.buys += 1
    g.turn.coins = max(0, g.turn.coins + 7 - len(g.zones.hands[p]))


@on_gain("souk")
def souk_gain(g: CardAPI, p: int, uid: int) -> None:
    """When you gain this, trash up to 2 cards from your hand."""
    for u in choose_hand(g, p, "trash", "trash", lo=0, hi=2):
        g.trash(p, u)


@on_play("stables")
def stables(g: CardAPI, p: int, uid: int) -> None:
    """You may discard a Treasure; if you do, +3 Cards and +1 Action."""
    picked = choose_hand(g, p, "discard", "discard", lambda u: g.is_type(u, "treasure"), lo=0)
    if picked:
        g.discard_card(p, picked[0])
        g.draw(p, 3)
        g.turn.actions += 1


@on_play("wheelwright")
def wheelwright(g: CardAPI, p: int, uid: int) -> None:
    """+1 Card, +1 Action; you may discard a card to gain an Action card costing as much as it or less."""
    g.draw(p, 1)
    g.turn.actions += 1
    picked = choose_hand(g, p, "discard", "discard", lo=0)
    if not picked:
        return
    cost = g.cost_of(g.zones.card_of[picked[0]])
    g.discard_card(p, picked[0])
    gain_pick(g, p, lambda c: "action" in g.defs[c].types and g.cost_of(c).le(cost))


@on_play("witchs-hut")
def witchs_hut(g: CardAPI, p: int, uid: int) -> None:
    """+4 Cards; discard 2 cards, revealed; if both are Actions, each other player gains a Curse."""
    g.draw(p, 4)
    picked = choose_hand(g, p, "discard", "discard", lo=2, hi=2)
    g.reveal(p, picked)
    both = len(picked) == 2 and all(g.is_type(u, "action") for u in picked)
    g.discard_cards(p, picked)
    if both:
        for o in g.attack_targets(p):
            g.gain(o, "curse")


# -- $6 ----------------------------------------------------------------------------------------------

def _farmland(g: CardAPI, p: int, allowed: Callable[[str], bool]) -> None:
    picked = choose_hand(g, p, "trash", "trash")
    if not picked:
        return
    target = g.cost_of(g.zones.card_of[picked[0]]).plus(2)
    g.trash(p, picked[0])
    gain_pick(g, p, lambda c: g.cost_of(c) == target and allowed(c))


@on_gain("farmland", "2e")
def farmland(g: CardAPI, p: int, uid: int) -> None:
    """When you gain this, trash a card from your hand and gain a non-Farmland card costing exactly $2 more."""
    _farmland(g, p, lambda c: c != "farmland")


@on_buy("farmland", "1e")
def farmland_1e(g: CardAPI, p: int, uid: int) -> None:
    """1st edition: when you buy this, trash a card from your hand and gain a card costing exactly $2 more."""
    _farmland(g, p, lambda c: True)


# -- Victory cards -------------------------------------------------------------------------------

@victory_points("silk-road")
def silk_road(g: CardAPI, p: int) -> int:
    """Worth 1 VP per 4 Victory cards you have (rounded down)."""
    return sum(1 for zi in range(NPZ) for u in g.zones.of(p, zi) if g.is_type(u, "victory")) // 4

