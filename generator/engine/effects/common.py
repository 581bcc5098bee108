"""Helpers shared by card behaviours: choosing cards, gaining by cost, discarding down."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from generator.engine.api import CardAPI, GainRule
from generator.engine.hooks import DECK_PLAY
from generator.engine.triggers import Trigger
from generator.engine.types import DECK, HAND, IN_PLAY, SET_ASIDE, Cost, Zone


def choose_from(g: CardAPI, player: int, uids: Sequence[int], kind: str, prefix: str,
                lo: int = 1, hi: int = 1) -> list[int]:
    """Ask the player to choose ``lo..hi`` of ``uids``; options are ``prefix:card-id``."""
    if not uids:
        return []
    co = g.zones.card_of
    if hi == 1:
        ids = sorted({co[u] for u in uids})
    else:
        ids = sorted(co[u] for u in uids)
    answer = g.ask(kind, player, [f"{prefix}:{c}" for c in ids], min(lo, len(uids)), hi)
    free = list(reversed(uids))
    out = []
    for a in answer:
        card = a.partition(":")[2]
        uid = next(u for u in free if co[u] == card)
        free.remove(uid)
        out.append(uid)
    return out


def choose_hand(g: CardAPI, player: int, kind: str, prefix: str, pred: Callable[[int], bool] | None = None,
                lo: int = 1, hi: int = 1) -> list[int]:
    """Choose cards from the player's hand (optionally only those matching ``pred``).

    Choosing cards to play from the hand (``kind`` ``"play"``) leaves out those a game rule forbids them to
    play from the hand now (Warlord, Voyage), and choosing one also offers the cards the player may play
    from their deck as if from their hand (``"play-deck:<card>"``, the copy nearest the top); playing one from
    the deck is never forced: with no fitting card in hand, the player may choose nothing."""
    hand = g.zones.hands[player]
    uids = [u for u in hand if pred is None or pred(u)]
    if kind == "play" and g.can_play_rules:  # a card another card plays from the hand is played from the hand
        uids = [u for u in uids if g.can_play(player, u)]
    if kind == "play" and hi == 1:
        deck = [u for u in g.deck_plays(player) if pred is None or pred(u)]
        if deck:
            return _choose_hand_or_deck(g, player, uids, deck, prefix, lo)
    return choose_from(g, player, uids, kind, prefix, lo, hi)


def _choose_hand_or_deck(g: CardAPI, player: int, hand: Sequence[int], deck: Sequence[int], prefix: str,
                         lo: int) -> list[int]:
    """Ask for one card to play, from the hand (``prefix:card``) or the deck (``play-deck:card``)."""
    co = g.zones.card_of
    ids = [f"{prefix}:{c}" for c in sorted({co[u] for u in hand})]
    ids += [f"{DECK_PLAY}:{c}" for c in sorted({co[u] for u in deck})]
    answer = g.ask("play", player, ids, min(lo, 1) if hand else 0, 1)
    if not answer:
        return []
    verb, _, card = answer[0].partition(":")
    pool = deck if verb == DECK_PLAY else list(reversed(hand))
    return [next(u for u in pool if co[u] == card)]


def name_a_card(g: CardAPI, player: int, kind: str = "name", *, exclude: Sequence[str] = ()) -> str | None:
    """``player`` names a card: any card of this game, in or out of the Supply (naming one that is not in the
    game could never matter); ``exclude`` leaves out names already given (None when nothing is left)."""
    names = sorted(set(g.zones.card_of).difference(exclude))
    if not names:
        return None
    return g.ask(kind, player, [f"name:{c}" for c in names])[0].partition(":")[2]


def pick_supply(g: CardAPI, player: int, pred: Callable[[str], bool], *, kind: str = "gain",
                prefix: str = "gain", optional: bool = False) -> str | None:
    """Choose a card on top of a Supply pile matching ``pred``; None when there is none (or declined)."""
    ids = [f"{prefix}:{c}" for c in g.supply_tops() if pred(c)]
    if not ids:
        return None
    answer = g.ask(kind, player, ids, 0 if optional else 1, 1)
    return answer[0].partition(":")[2] if answer else None


def play_from_supply(g: CardAPI, player: int, pred: Callable[[str], bool], this: int) -> str | None:
    """Choose a card on top of a Supply pile matching ``pred`` and play it, leaving it there (it is not in play,
    so what it would do to itself fails: Band of Misfits, Overlord, Captain); None when there is none.

    ``this``, the card in play that plays it, stays in play in the Supply card's place as long as that card would
    have: when it is a Duration with work left (it never leaves the Supply), and when it played a Duration more
    than once, as a Throne Room does (Band of Misfits' 2020 FAQ).
    """
    card = pick_supply(g, player, pred, kind="play", prefix="play")
    if card is None:
        return None
    top = g.top(g.pile_of(card))
    assert top is not None
    staying = g.players[player].staying
    before = set(staying)
    plays: dict[int, int] = {}

    def count(g2: CardAPI, p2: int, u: int, as_card: str) -> None:
        plays[u] = plays.get(u, 0) + 1
    g.play_rules.append(count)
    try:
        g.resolve(player, top, card)
    finally:
        g.play_rules.remove(count)
    here = g.zones.code(player, IN_PLAY)
    if g.zones.loc[this] != here:
        return card
    if top in staying and top not in before:
        g.at_next_turn(player, this, _in_its_place)
    for target in sorted(staying - before):
        if target not in (top, this) and plays.get(target, 0) >= 2 and g.zones.loc[target] == here:
            stay_with(g, player, this, target)
    return card


COPIED = "copied"
"""Game.marks key: uid of a card playing as a copy (:func:`play_as_copy`) -> the turn it chose what to be."""


def play_as_copy(g: CardAPI, player: int, uid: int, pred: Callable[[str], bool]) -> None:
    """Play ``uid`` as if it were a card from the Supply matching ``pred`` and be that card until it leaves play
    (the original Band of Misfits and Overlord): its types, name in play, when-trash and when-discard-from-play
    abilities.  Played again while it stays in play this turn (Throne Room), it stays the card first chosen; a
    new play after it left play chooses anew (with :func:`forget_copies` in the game)."""
    chosen: dict[int, int] = g.marks.setdefault(COPIED, {})
    here = g.zones.loc[uid] == g.zones.code(player, IN_PLAY)
    card = g.acting_as.get(uid) if here and chosen.get(uid) == g.turn.number else None
    if card is None:
        g.acting_as.pop(uid, None)
        card = pick_supply(g, player, pred, kind="play", prefix="play")
    if card is not None:
        g.acting_as[uid] = card
        chosen[uid] = g.turn.number
        g.resolve(player, uid, card)


def forget_copies(g: CardAPI, own: str) -> None:
    """A game rule: a ``own`` card playing as a copy (:func:`play_as_copy`) that is discarded from play or trashed
    is no longer the card it copied."""
    def forget(g2: CardAPI, p: int, uid: int) -> None:
        if uid in g2.acting_as and g2.zones.card_of[uid] == own:
            del g2.acting_as[uid]
            g2.marks.get(COPIED, {}).pop(uid, None)

    def trashed(g2: CardAPI, p: int, uid: int, card: str) -> None:
        forget(g2, p, uid)
    g.discard_from_play_rules.append(forget)
    g.trash_rules.append(trashed)


def _in_its_place(g: CardAPI, player: int, uid: int) -> None:
    """The Duration a card played from the Supply has done its next-turn part: the card that played it leaves
    play at that turn's Clean-up."""


def own_turn_bonus(g: CardAPI, player: int, *, actions: int = 0, buys: int = 0, coins: int = 0) -> None:
    """+Actions, +Buys and +$ for ``player``: only in their own turn; in another player's turn there is nothing to
    use them on, so they do nothing (and never go to the player whose turn it is).  The core takes the -$1 token
    off the coins."""
    if player != g.turn.player:
        return
    g.turn.actions += actions
    g.turn.buys += buys
    if coins > 0:
        g.turn.coins += coins


def bonus_by_type(g: CardAPI, player: int, types: frozenset[str], n: int = 1) -> None:
    """For each of its types: Action +n Actions, Treasure +$n, Victory +n Cards (Ironworks, Ironmonger, Tribute)."""
    if "action" in types:
        g.turn.actions += n
    if "treasure" in types:
        g.turn.coins += n
    if "victory" in types:
        g.draw(player, n)


def gain_pick(g: CardAPI, player: int, pred: Callable[[str], bool], *, to: Zone | None = None,
              optional: bool = False) -> int | None:
    """Choose a Supply card matching ``pred`` and gain it."""
    card = pick_supply(g, player, pred, optional=optional)
    return None if card is None else g.gain(player, card, to=to)


def up_to(g: CardAPI, coins: int) -> Callable[[str], bool]:
    """Predicate: the card costs up to ``coins`` (no potion, no debt)."""
    return lambda c: g.cost_of(c).up_to(coins)


def is_type(g: CardAPI, t: str) -> Callable[[str], bool]:
    """Predicate on card ids: the card has static type ``t``."""
    return lambda c: t in g.defs[c].types


def discard_down_to(g: CardAPI, player: int, n: int) -> None:
    """The player discards until they have ``n`` cards in hand."""
    extra = len(g.zones.hands[player]) - n
    if extra > 0:
        g.discard_cards(player, choose_hand(g, player, "discard", "discard", lo=extra, hi=extra))


def each_other_gains(g: CardAPI, player: int, card: str) -> None:
    """Each other player (in turn order) gains ``card`` (not an attack)."""
    for p in g.others(player):
        g.gain(p, card)


def play_times(g: CardAPI, player: int, this: int, target: int, times: int) -> None:
    """Play ``target`` from hand ``times`` times (Throne Room, King's Court, Procession).

    The card moves into play once and its ability resolves ``times`` times, even if it has
    left play meanwhile (a Feast trashes itself, the second play still happens).  When the
    card stays in play for a later turn (a Duration), ``this`` stays in play as long as the
    card does, as the rules ask; a card that becomes a Duration only later in the turn (a Cargo Ship setting a
    gained card aside) is looked at again as Clean-up starts.
    """
    g.play_uid(player, target)
    for _ in range(times - 1):
        g.resolve(player, target)
    if not _follow(g, player, this, target) and player == g.turn.player:
        def again() -> None:
            _follow(g, player, this, target)
        g.turn.at_cleanup.append(again)


def _follow(g: CardAPI, player: int, this: int, target: int) -> bool:
    """``this`` stays in play with ``target`` if ``target`` stays for a later turn and both are in play."""
    pcode = g.zones.code(player, IN_PLAY)
    if target in g.players[player].staying and g.zones.loc[this] == pcode:
        stay_with(g, player, this, target)
        return True
    return False


def stay_with(g: CardAPI, player: int, this: int, target: int) -> None:
    """``this`` (a card in play that played the Duration ``target`` more than once, or in its place) stays in play
    as long as ``target`` does (Duration rule; :func:`release_followers` ends it early)."""
    g.players[player].staying.add(this)
    g.players[player].marks.setdefault(FOLLOWERS, {}).setdefault(target, []).append(this)
    g.at_next_turn(player, this, _stays_with(target))


FOLLOWERS = "followers"
"""PlayerState.marks key: uid of a Duration played more than once -> the cards that played it (Throne Room) and
stay in play as long as it does."""


def _stays_with(target: int) -> Callable[[CardAPI, int, int], None]:
    """At the start of each of its owner's turns, the card that played ``target`` more than once stays in play
    again while ``target`` still does (a Duration waiting for "the next time", or one staying for good)."""
    def check(g: CardAPI, player: int, uid: int) -> None:
        followers = g.players[player].marks.get(FOLLOWERS, {})
        if target in g.players[player].staying and uid in followers.get(target, ()):
            g.at_next_turn(player, uid, check)
        elif uid in followers.get(target, ()):
            followers[target].remove(uid)
    return check


def release_followers(g: CardAPI, player: int, target: int) -> None:
    """``target`` stopped staying in play during a turn: the cards that played it stop staying with it."""
    for uid in g.players[player].marks.get(FOLLOWERS, {}).pop(target, ()):
        g.players[player].staying.discard(uid)


def discard_set_aside(g: CardAPI, player: int, uids: Sequence[int]) -> None:
    """Discard those of ``uids`` still in the player's set-aside zone (revealed or looked-at cards left over)."""
    aside = g.zones.code(player, SET_ASIDE)
    g.discard_cards(player, [u for u in uids if g.zones.loc[u] == aside], aside)


def reveal_until(g: CardAPI, player: int, wanted: Callable[[int], bool], n: int = 1) -> tuple[list[int], list[int]]:
    """Reveal cards from the top of the player's deck one at a time, each set aside while revealed (so a shuffle
    leaves them out), until ``n`` of them are ``wanted`` or the cards run out: (the wanted ones, every card
    revealed) (Adventurer, Golem, Journeyman, Farming Village, Fortune Teller, Hunting Party)."""
    found: list[int] = []
    revealed: list[int] = []
    while len(found) < n:
        top = g.top_cards(player, 1)
        if not top:
            break
        g.reveal(player, top)
        revealed.append(top[0])
        if wanted(top[0]):
            found.append(top[0])
    return found, revealed


def to_hand_rest_discarded(g: CardAPI, player: int, found: Sequence[int], revealed: Sequence[int]) -> None:
    """Put the ``found`` cards still set aside into the player's hand and discard the other revealed cards."""
    aside, hand = g.zones.code(player, SET_ASIDE), g.zones.code(player, HAND)
    for u in found:
        if g.zones.loc[u] == aside:
            g.move(u, aside, hand)
    discard_set_aside(g, player, revealed)


def reveal_top_to_hand_if(g: CardAPI, player: int, keep: Callable[[int], bool]) -> int | None:
    """Reveal the top card of the player's deck: into their hand when ``keep(uid)``, else back onto the deck; the
    card revealed, or None when there are no cards left (Wishing Well, Mystic, Vagrant, Will-o'-Wisp, Magpie)."""
    top = g.top_cards(player, 1)
    if not top:
        return None
    u = top[0]
    g.reveal(player, top)
    aside = g.zones.code(player, SET_ASIDE)
    if g.zones.loc[u] != aside:  # something the reveal set off moved it: lose track of it
        return u
    if keep(u):
        g.move(u, aside, g.zones.code(player, HAND))
    else:
        g.topdeck(player, u, aside)
    return u


def play_set_aside(g: CardAPI, player: int, uids: Sequence[int], keep: Callable[[int], bool] | None = None) -> None:
    """Play each of ``uids`` that is still set aside (and that ``keep`` allows), once, in the order the player picks
    (Prepare, Patient, Rapid Expansion)."""
    aside = g.zones.code(player, SET_ASIDE)
    waiting = list(uids)
    while True:
        left = [u for u in waiting if g.zones.loc[u] == aside and (keep is None or keep(u))]
        if not left:
            return
        u = choose_from(g, player, left, "play", "play")[0]
        waiting.remove(u)
        g.play_uid(player, u, aside)


def trash_for_cost(g: CardAPI, player: int, *, optional: bool = False) -> Cost | None:
    """The player trashes a card from their hand (``optional``: they may trash none); the cost it had as it was
    trashed, or None when nothing was trashed (Remodel, Expand, Upgrade and the other cards gaining by that cost)."""
    picked = choose_hand(g, player, "trash", "trash", lo=0 if optional else 1)
    if not picked:
        return None
    cost = g.cost_of(g.zones.card_of[picked[0]])
    g.trash(player, picked[0])
    return cost


def count_this_turn(g: CardAPI, key: str) -> int:
    """Count one more of ``key`` this turn (a card played whose ability lasts the turn, in :attr:`TurnState.marks`);
    the count so far."""
    n = g.turn.marks[key] = g.turn.marks.get(key, 0) + 1
    return int(n)


def gain_duchy_or_estates(g: CardAPI, player: int, duchy: str, estates: str) -> None:
    """The player chooses (options ``duchy`` / ``estates``) to gain a Duchy or 3 Estates (Hunting Grounds,
    Sprawling Castle)."""
    if g.ask("mode", player, [duchy, estates]) == [duchy]:
        g.gain(player, "duchy")
    else:
        for _ in range(3):
            g.gain(player, "estate")


def put_back_in_any_order(g: CardAPI, player: int, uids: Sequence[int], *, src: int | None = None,
                          kind: str = "topdeck") -> None:
    """Put those of ``uids`` still in ``src`` (default: the player's set-aside zone) onto the player's deck one at a
    time, in the order they choose (options ``topdeck:<card>``): each chosen card goes on next, so the last one
    chosen ends on top (Sentry-likes, Navigator, Rabble, Seer, Sentinel...)."""
    src = g.zones.code(player, SET_ASIDE) if src is None else src
    left = [u for u in uids if g.zones.loc[u] == src]
    while left:
        u = choose_from(g, player, left, kind, "topdeck")[0]
        left.remove(u)
        g.topdeck(player, u, src)


def put_back_first_on_top(g: CardAPI, player: int, uids: Sequence[int]) -> None:
    """Put the set-aside ``uids`` back onto the player's deck in the order they choose (options ``top:<card>``),
    the first one chosen ending on top; nothing is asked while the cards left all share a name (Scrying Pool-likes:
    Apothecary, Doctor)."""
    aside = g.zones.code(player, SET_ASIDE)
    rest = list(uids)
    order: list[int] = []
    while rest:
        top = choose_from(g, player, rest, "topdeck", "top")[0] if len({g.zones.card_of[u] for u in rest}) > 1 \
            else rest[-1]
        rest = [u for u in rest if u != top]
        order.append(top)
    for u in reversed(order):
        g.topdeck(player, u, aside)


def gains_may_go_on_deck(mark: str, option: str) -> GainRule:
    """A game rule: while this turn's marks hold ``mark``, each card the turn player gains (anywhere but onto their
    deck) may be put onto their deck, a trigger with option id ``option`` (Tiara, Travelling Fair, Way of the Seal,
    Bauble, Insignia)."""
    def rule(g: CardAPI, gainer: int, uid: int, card: str, code: int) -> Trigger | None:
        if not g.turn.marks.get(mark) or gainer != g.turn.player or code == g.zones.code(gainer, DECK):
            return None
        return Trigger(option, True, lambda: g.zones.loc[uid] == code, lambda: g.topdeck(gainer, uid, code))
    return rule
