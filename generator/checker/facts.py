"""Cross-check the structured gain facts under knowledge/cards against the engine.

For every card with ``gains:``, ``gains_self_to:``, ``ownership:`` or a Supply
status, probe positions are derived automatically: the card is played, bought,
gained, trashed, attacked with in hand, left in play while another Attack is
played, received as a Hex or bought as an Event, and put in the positions a
conditional ability counts (nothing else in play, a copy or cards of one copy
each in play, two gains before it, an empty Supply pile), answered by a
goal-seeking decider over a few seeds (and once with a declining one).  A fact
holds when some probe shows the engine doing it (a pass, exchange, exile or
set-aside event; a pile of that Supply status; for a gain fact, ``Gained``
events with that source, destination and gainer, of a card its ``which``
allows - named card, pile, type, cost bound in coins at the moment of the gain,
absolute or relative to the card itself, the trashed or the gained card - after
events showing each judged ``when`` condition, as many of them for one gainer
as a numeric ``count`` says).  The parts of a gain fact no probe can check are
listed on its result (:func:`unchecked_parts`) and printed with its verdict.  A
fact that no probe confirms fails with the YAML file and line of the fact and
what the engine did instead.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import partial
from typing import Any

from generator.checker import observe
from generator.checker.runner import BASE_PILES, SPECIAL_PILES, RunResult, Verdict, card_defs
from generator.checker.support import implemented
from generator.engine import CardDef, Decision, Game, GameOptions, Layout, PlayerLayout, Zone
from generator.engine import events as ev
from generator.engine.decisions import GameView
from generator.engine.types import ZONE_INDEX, Cost
from generator.errors import EngineError, Location
from generator.kb.schema import Card, GainFact, Knowledge, Which

SEEDS = 6
"""Decider seeds tried per probe before a fact counts as unconfirmed (each with the seeking decider, then the
first with a declining one)."""
FILLER = ("lurker", "bureaucrat", "sculptor")
"""Kingdom Actions every probe has, so that gainers find something to gain."""
ATTACK = "dame-anna"
"""The Attack the probes play at or beside the card: it makes nobody gain anything."""
PROBE_CARDS = (*BASE_PILES, *FILLER, ATTACK, "vampire")
"""Cards every probe position is built from (a knowledge base without them cannot be probed)."""
IN_PLAY_COPPERS = 6
"""Coppers the prober has in play in every probe that does not say otherwise: with the card, seven cards in play."""
DIFFERENTLY_NAMED = ("silver", "gold", *FILLER)
"""Five cards of different names the prober may have in play beside the card (with it, six of one copy each)."""
EMPTIED_PILE = FILLER[-1]
"""The Supply pile a probe empties when it needs an empty Supply pile."""
OWNERSHIP_EVENTS = {"pass": ev.Passed, "exchange": ev.Exchanged, "exile": ev.Exiled, "set-aside": ev.SetAside}


Matcher = Callable[[list[ev.Event], Game, frozenset[int]], bool]
"""Says whether a probe's event log shows the fact (given the indexes of the gains the probe itself made)."""


class SeekingDecider:
    """A reproducible random decider that prefers doing something over declining (``declining``: the other way
    round, it declines whatever it may and picks as few as it must: an Engineer that does not trash itself)."""

    def __init__(self, seed: int, declining: bool = False) -> None:
        self.rng = random.Random(seed)
        self.declining = declining

    def decide(self, game: GameView, decision: Decision) -> Sequence[str]:
        ids = decision.ids()
        if self.declining:
            passive = [i for i in ids if i in ("no", "done", "keep")]
            if passive and decision.min <= 1:
                return [passive[0]]
            active = [i for i in ids if i not in passive]
            pool = active if len(active) >= decision.min else ids
            return self.rng.sample(pool, min(decision.min, len(pool))) if decision.min else []
        active = [i for i in ids if i not in ("no", "done", "keep")]
        hi = min(decision.max, len(ids))
        if active and self.rng.random() < 0.85:
            count = max(decision.min, min(hi, 1 if decision.max == 1 else self.rng.randint(1, hi)))
            count = min(count, len(active)) if len(active) >= decision.min else count
            pool = active if count <= len(active) else ids
            return self.rng.sample(pool, count)
        count = self.rng.randint(min(decision.min, hi), hi)
        return self.rng.sample(ids, count)


@dataclass
class Probe:
    """One way to make a card act: a position tweak and the actions to run."""

    name: str
    phase: str = "action"
    turn_player: int = 0
    hand0: tuple[str, ...] = ()
    in_play0: tuple[str, ...] = ()
    tavern0: tuple[str, ...] = ()
    hand1: tuple[str, ...] = ()
    actions: list[Callable[[Game], Any]] = field(default_factory=list)
    hexes: tuple[str, ...] | None = None
    boons: tuple[str, ...] | None = None
    events: tuple[str, ...] = ()
    kingdom: tuple[str, ...] = ()
    """Each action may return the uid of a card it gained or bought itself: that gain is the probe's doing,
    not the card's, and does not count for the card's facts."""
    fill: str | None = None
    """When set, the prober's hand (beside ``hand0``) and deck hold only copies of this card."""
    real_set_up: bool = False
    """Start from a real set-up of the probe's Kingdom (what the cards' set-up chooses, such as the pile set
    aside for Ferryman) instead of the exact probe position."""
    coppers_in_play: int = IN_PLAY_COPPERS
    """Coppers the prober has in play beside ``in_play0`` (0: nothing but ``in_play0``)."""
    empty_piles: tuple[str, ...] = ()
    """Supply piles that start empty."""


TRIGGER_CARDS = ("province", "duchy", "gold", FILLER[0])
"""The cards a situation's event gains or buys: what Victory, Treasure and Action triggers wait for."""


@dataclass(frozen=True)
class Situation:
    """The position a conditional ability needs: where the card is, the event that may set it off, how often.

    ``where`` is ``"hand"`` (in its owner's hand) or ``"played"`` (its owner plays it first); ``event`` is
    ``"gain"`` (its owner gains ``card`` on their turn), ``"other-gain"`` (the next player gains ``card`` on
    their own turn), ``"buy"`` (its owner buys ``card``), ``"discard"`` (it is discarded from the hand
    outside Clean-up) or ``"none"``; the event happens ``count`` times; ``fill`` makes the hand and deck
    copies of one card (Actions only, for abilities counting a type among discarded or drawn cards).
    """

    where: str
    event: str
    card: str | None = None
    count: int = 1
    fill: str | None = None

    @property
    def name(self) -> str:
        what = f"{self.event}-{self.card}" if self.card else self.event
        times = f"-x{self.count}" if self.count > 1 else ""
        filled = f"-from-{self.fill}s" if self.fill else ""
        return f"{self.where}-then-{what}{times}{filled}"


SITUATIONS = (
    *(Situation("hand", "gain", c) for c in TRIGGER_CARDS),
    *(Situation("hand", "other-gain", c) for c in TRIGGER_CARDS),
    *(Situation("played", "buy", c) for c in TRIGGER_CARDS),
    Situation("hand", "discard"),
    Situation("played", "gain", FILLER[0], count=3),
    Situation("played", "none", fill=FILLER[0]),
)
"""Every situation probe, tried after the plain probes."""


def _play_phase(card: Card) -> str:
    types = set(card.types)
    if "action" in types:
        return "action"
    if "night" in types:
        return "night"
    return "buy" if "treasure" in types else "action"


def _neighbour_gained_two(g: Game) -> None:
    g.players[1].last_turn_gains = 2


def _neighbour_gained_silver(g: Game) -> None:
    g.players[1].marks["smugglers"] = ["silver"]


def _embargoed_own_pile(g: Game) -> None:
    g.supply_tokens["embargo"] = {"embargo": 1}


def _second_treasure_map(g: Game) -> None:
    g.gain(0, "treasure-map", to=Zone.HAND)


def _action_costing_one_less_than_a_filler(g: Game) -> None:
    g.gain(0, "bureaucrat", to=Zone.HAND)  # Procession needs an Action with one costing $1 more: Sculptor


def _gained_a_gold(g: Game) -> int | None:
    return g.gain(0, "gold")  # Kintsugi gains only once its buyer has gained a Gold this game


def _gained_three_this_turn(g: Game) -> None:
    g.turn.gains = 3  # Receive Tribute gains only after three gains this turn


def _nothing_left_to_draw(g: Game) -> None:
    """Snake Witch needs a hand with no duplicates after it draws: the probe hand has none, so its owner's deck
    and discard pile are set aside (the draw finds nothing)."""
    for zone in (Zone.DECK, Zone.DISCARD):
        for cid in list(g.zone(0, zone)):
            g.set_aside(0, g.find(0, cid, ZONE_INDEX[zone]), "probe")


PREPARE: dict[str, Callable[[Game], Any]] = {
    "treasure-hunter": _neighbour_gained_two,
    "smugglers": _neighbour_gained_silver,
    "embargo": _embargoed_own_pile,
    "treasure-map": _second_treasure_map,
    "procession": _action_costing_one_less_than_a_filler,
    "kintsugi": _gained_a_gold,
    "receive-tribute": _gained_three_this_turn,
    "snake-witch": _nothing_left_to_draw,
}
"""Per-card probe table: state a card needs before it can do its thing (set before every probe's actions)."""


def probes(card: Card) -> list[Probe]:
    """Every position that may make ``card`` do its thing."""
    c = card.id
    if card.kind == "hex":
        return [Probe("receive-hex", hexes=(c,), kingdom=("vampire",),
                      actions=[lambda g: g.receive_hex(1)])]
    if card.kind == "boon":
        return [Probe("receive-boon", boons=(c,), kingdom=("bard",), actions=[partial(_receive_boon, boon=c)])]
    if card.kind == "event":
        return [Probe("buy-event", phase="buy", events=(c,), actions=_buy_event(c)), *position_probes(card)]

    def end(g: Game) -> None:
        g.cleanup(0)
        g.start_turn(1)
        g.cleanup(1)
        g.start_turn(0)

    def trash(g: Game) -> None:
        g.trash(0, g.find(0, c))

    phase = _play_phase(card)
    return [
        Probe("play", phase=phase, hand0=(c,), actions=[lambda g: g.play(0, c)]),
        Probe("play-then-next-turn", phase=phase, hand0=(c,), actions=[lambda g: g.play(0, c), end]),
        Probe("gain", actions=[lambda g: g.gain(0, c)]),
        Probe("buy", phase="buy", actions=[partial(_funded_buy, card=c)]),
        Probe("trash", hand0=(c,), actions=[trash]),
        Probe("gain-with-it-ready", hand0=(c,), tavern0=(c,), actions=[lambda g: g.gain(0, "gold")]),
        Probe("attacked-with-it-in-hand", turn_player=1, hand0=(c,), hand1=(ATTACK,),
              actions=[lambda g: g.play(1, ATTACK)]),
        Probe("in-play-when-attacking", in_play0=(c,), hand0=(ATTACK,), actions=[lambda g: g.play(0, ATTACK)]),
        *(situation_probe(card, s) for s in SITUATIONS),
        Probe("gain-after-a-real-set-up", actions=[lambda g: g.gain(0, c)], real_set_up=True),
        *position_probes(card),
    ]


def _buy_event(event: str) -> list[Callable[[Game], Any]]:
    return [lambda g: _funded(g, event), lambda g: g.buy(0, event)]


def position_probes(card: Card) -> list[Probe]:
    """The probes whose position is what a conditional ability counts: the card played alone in play, beside a
    copy of itself, beside cards of one copy each, after one gain and after two gains this turn, with an empty
    Supply pile; gained with an empty Supply pile;
    an Event bought with nothing in play."""
    c = card.id
    if card.kind == "event":
        return [Probe("buy-event-with-nothing-in-play", phase="buy", events=(c,), coppers_in_play=0,
                      actions=_buy_event(c))]
    phase = _play_phase(card)
    play = partial(_play, card=c)
    return [
        Probe("play-alone-in-play", phase=phase, hand0=(c,), coppers_in_play=0, actions=[play]),
        Probe("play-beside-a-copy", phase=phase, hand0=(c,), in_play0=(c,), actions=[play]),
        Probe("play-beside-differently-named-cards", phase=phase, hand0=(c,),
              in_play0=tuple(x for x in DIFFERENTLY_NAMED if x != c), actions=[play]),
        Probe("play-after-one-gain", phase=phase, hand0=(c,), actions=[partial(_gain, 0, FILLER[0]), play]),
        Probe("play-after-two-gains", phase=phase, hand0=(c,),
              actions=[partial(_gain, 0, FILLER[0]), partial(_gain, 0, FILLER[0]), play]),
        Probe("play-with-an-empty-supply-pile", phase=phase, hand0=(c,), empty_piles=(EMPTIED_PILE,), actions=[play]),
        Probe("gain-with-an-empty-supply-pile", empty_piles=(EMPTIED_PILE,), actions=[lambda g: g.gain(0, c)]),
    ]


def _receive_boon(g: Game, boon: str) -> None:
    """The next player receives ``boon`` (put on top of the Boons deck first: a Druid in the probe's Kingdom set
    aside the top Boons when the game began)."""
    observe.put_boon_on_top(g, boon)
    g.receive_boon(1)


def situation_probe(card: Card, s: Situation) -> Probe:
    """The probe that sets up ``s`` around ``card``."""
    c = card.id
    actor = 1 if s.event == "other-gain" else 0
    actions: list[Callable[[Game], Any]] = []
    if s.where == "played":
        actions.append(lambda g: g.play(0, c))
    what = s.card or ""
    steps: dict[str, Callable[[Game], Any]] = {
        "gain": partial(_gain, actor, what), "other-gain": partial(_gain, actor, what),
        "buy": partial(_funded_buy, card=what), "discard": partial(_discard_from_hand, card=c),
    }
    step = steps.get(s.event)
    if step is not None:
        actions += [step] * s.count
    phase = _play_phase(card) if s.where == "played" else "action"
    return Probe(s.name, phase=phase, turn_player=actor, hand0=(c,), actions=actions, fill=s.fill)


def _play(g: Game, card: str) -> None:
    g.play(0, card)


def _gain(player: int, card: str, g: Game) -> int | None:
    return g.gain(player, card)


def _discard_from_hand(g: Game, card: str) -> None:
    g.discard_card(0, g.find(0, card))


def _funded(g: Game, card: str) -> None:
    observe.fund_buy(g, card)


def _funded_buy(g: Game, card: str) -> int | None:
    """Buy ``card`` for player 0 with the coins and Buy it needs; return the uid of the card bought."""
    observe.fund_buy(g, card)
    uid = g.supply_top(card)
    g.buy(0, card)
    return uid


@dataclass(frozen=True)
class _Index:
    """What every probe layout looks up in the whole card list, found once per card instead of once per layout."""

    members: Mapping[str, list[str]]
    """Pile id -> the ids of the cards lying in it, in knowledge order."""
    loose: list[Card]
    """Non-Supply cards in no pile (each brought in by other cards), in knowledge order."""

    @classmethod
    def of(cls, kb: Knowledge) -> _Index:
        members: dict[str, list[str]] = {}
        for x in kb.cards.values():
            if x.pile:
                members.setdefault(x.pile, []).append(x.id)
        loose = [x for x in kb.cards.values() if x.supply == "non-supply" and x.kind == "card" and not x.pile]
        return cls(members, loose)


def _layout(kb: Knowledge, card: Card, probe: Probe, versions: Mapping[str, str], seed: int = 0,
            index: _Index | None = None) -> Layout:
    index = index or _Index.of(kb)
    home = card.pile or card.id
    kingdom = [home] if card.supply == "kingdom" else []
    kingdom += [k for k in (*FILLER, *probe.kingdom) if k not in kingdom and k in kb.cards]
    kingdom += [b for b in card.brought_in_by if b not in kingdom]
    supply: dict[str, Any] = {p: 10 for p in ("copper", "silver", "gold", "estate", "duchy", "province", "curse")}
    non_supply: dict[str, Any] = {}
    for k in kingdom:
        members = index.members.get(k, [])
        supply[k] = _on_top(members * 2, card.id) if members else 10
    for emptied in probe.empty_piles:
        supply[emptied] = 0
    in_game = set(kingdom) | {card.id}
    types = {t for k in in_game if k in kb.cards for t in kb.cards[k].types}
    for pile in kb.piles.values():
        if pile.id in supply or pile.supply == "kingdom" or pile.id in SPECIAL_PILES or not pile.cards:
            continue
        if in_game.intersection(pile.added_by_cards) or types.intersection(pile.added_by_types) or pile.id == home:
            spec = list(pile.cards) * 2 if len(pile.cards) > 1 else 10
            (supply if pile.supply == "base" else non_supply)[pile.id] = spec
    for other in index.loose:
        if in_game.intersection(other.brought_in_by) or other.id == card.id:
            non_supply[other.id] = 10
    deck = ["copper", "estate", "silver", "gold", "curse", "lurker", "province", "silver"]
    hand = ["copper", "silver", "estate", "gold", "lurker", "curse", "province"]
    if probe.fill:
        hand, deck = [probe.fill] * 5, [probe.fill] * 8
    p0 = PlayerLayout(hand=list(probe.hand0) + hand, deck=list(deck), discard=["estate", "lurker"],
                      in_play=list(probe.in_play0) + ["copper"] * probe.coppers_in_play,
                      tavern=list(probe.tavern0))
    p1 = PlayerLayout(hand=list(probe.hand1) + ["copper", "estate", "silver", "province"],
                      deck=_rotate(["copper", "estate", "province", "curse", "lurker", "estate", "silver", "gold"],
                                   2 * seed))
    return Layout(players=[p0, p1], supply=supply, non_supply=non_supply,
                  trash=["gold", "silver", "duchy", "lurker", "bureaucrat", "estate"], versions=dict(versions),
                  kingdom=kingdom, events=list(probe.events), hexes=list(probe.hexes) if probe.hexes else None,
                  boons=list(probe.boons) if probe.boons else None,
                  black_market=["sculptor", "bureaucrat", "lurker"], turn_player=probe.turn_player,
                  phase=probe.phase, coins=6, actions=2, buys=2)


def _on_top(pile: list[str], card: str) -> list[str]:
    """A mixed pile (top last) with one copy of ``card`` moved to the top, so that a probe can gain it."""
    if card not in pile:
        return pile
    rest = list(pile)
    rest.remove(card)
    return [*rest, card]


def _rotate(cards: list[str], by: int) -> list[str]:
    by %= len(cards)
    return cards[by:] + cards[:by]


def run_probes(kb: Knowledge, defs: Mapping[str, CardDef], card: Card, versions: Mapping[str, str],
               found: Matcher, drop_own: bool = True) -> tuple[bool, list[dict[str, Any]]]:
    """Run every probe of ``card`` until ``found`` accepts an event log; return the verdict and what was seen."""
    seen: list[dict[str, Any]] = []
    index = _Index.of(kb)
    for probe in probes(card):
        for seed, declining in [*((s, False) for s in range(SEEDS)), (0, True)]:
            try:
                layout = _layout(kb, card, probe, versions, seed, index)
                decider = SeekingDecider(seed, declining)
                game = (Game.new(defs, list(layout.kingdom or ()), 2, decider, seed=seed,
                                 options=GameOptions(versions=dict(versions), check=True)) if probe.real_set_up
                        else Game.from_layout(defs, layout, decider, check=True))
                observe.watch_costs(game, (card.id,))
                own: list[tuple[int, int]] = []
                for action in ([PREPARE[card.id]] if card.id in PREPARE else []) + probe.actions:
                    start = len(game.events)
                    got = action(game)
                    if isinstance(got, int) and not isinstance(got, bool):
                        own.append((got, start))
                game.check_invariants()
            except (EngineError, RecursionError):
                break
            events = observe.events(game)
            mine = frozenset(i for i in range(len(events)) if _own_gain(events, i, own)) if drop_own else frozenset()
            if found(events, game, mine):
                return True, []
            for i, e in enumerate(events):
                if i not in mine and isinstance(e, (ev.Gained, ev.Exchanged, ev.Passed, ev.Exiled, ev.SetAside)):
                    entry = {"probe": probe.name, "type": type(e).__name__, **_fields(e)}
                    if entry not in seen:
                        seen.append(entry)
    return False, seen


def _own_gain(events: list[ev.Event], index: int, own: list[tuple[int, int]]) -> bool:
    """True when ``events[index]`` is the first gain, since the probe step began, of a card the step gained."""
    e = events[index]
    if not isinstance(e, ev.Gained):
        return False
    return any(e.uid == uid and index >= start and not any(
        isinstance(x, ev.Gained) and x.uid == uid for x in events[start:index]) for uid, start in own)


def _fields(event: ev.Event) -> dict[str, Any]:
    return {f.name: getattr(event, f.name) for f in dataclasses.fields(event)}


def _source_label(source: str) -> str:
    if source.startswith("pile:"):
        pile = source[5:]
        return "black-market" if pile == "black-market-deck" else f"non-supply:{pile}"
    return source


Judge = Callable[[Sequence[ev.Event], ev.Gained, str, Game], bool]
"""Says whether the events before a gain show a condition: (events before, the gain, the fact's card, game)."""


def _gained(before: Sequence[ev.Event], card: str, other: bool, gain: ev.Gained) -> bool:
    return any(isinstance(x, ev.Gained) and x.card == card and (x.player != gain.player) == other for x in before)


def _discards(before: Sequence[ev.Event], ok: Callable[[str], bool]) -> int:
    return sum(1 for x in before if isinstance(x, ev.Moved) and x.reason == "discard" and ok(x.card))


def _is_action(game: Game, card: str) -> bool:
    return "action" in game.defs[card].types


def _played(before: Sequence[ev.Event], card: str, player: int) -> bool:
    return any(isinstance(x, ev.Played) and x.card == card and x.player == player for x in before)


def _supply_pile_empty(before: Sequence[ev.Event], game: Game) -> bool:
    """A Supply pile was empty at the gain: one emptied before it, or one empty now that no event ever emptied (it
    started empty and was never refilled)."""
    if any(isinstance(x, ev.PileEmptied) and x.supply for x in before):
        return True
    emptied = {x.pile for x in observe.events(game) if isinstance(x, ev.PileEmptied)}
    return any(observe.is_supply_pile(game, p) and observe.pile_count(game, p) == 0 and p not in emptied
               for p in observe.pile_ids(game))


CONDITION_JUDGES: dict[str, Judge] = {
    "set-aside-province": lambda b, e, c, g: any(
        isinstance(x, ev.SetAside) and x.card == "province" and x.player == e.player for x in b),
    "revealed-province": lambda b, e, c, g: any(
        isinstance(x, ev.Revealed) and "province" in x.cards and x.player == e.player for x in b),
    "another-player-gained-province": lambda b, e, c, g: _gained(b, "province", True, e),
    "gained-duchy": lambda b, e, c, g: _gained(b, "duchy", False, e),
    "bought-card": lambda b, e, c, g: any(
        isinstance(x, ev.Bought) and x.uid is not None and x.player == e.player for x in b),
    "played-this-turn": lambda b, e, c, g: _played(b, c, e.player),
    "in-play": lambda b, e, c, g: _played(b, c, e.player),
    "discarded-outside-cleanup": lambda b, e, c, g: _discards(b, lambda x: x == c) > 0,
    "third-action-gained-this-turn": lambda b, e, c, g: sum(
        1 for x in b if isinstance(x, ev.Gained) and x.player == g.turn.player and _is_action(g, x.card)) >= 3,
    "discarded-two-actions": lambda b, e, c, g: _discards(b, lambda x: _is_action(g, x)) >= 2,
    "empty-supply-piles": lambda b, e, c, g: _supply_pile_empty(b, g),
    "your-turn": lambda b, e, c, g: e.player == g.turn.player,
}
"""The conditions a fact probe checks: the events before the matched gain must show each one the fact states
(a condition without a judge here is recorded data only)."""


def _chosen_at_set_up(kb: Knowledge, pile: str | None) -> bool:
    """True for a knowledge pile without fixed cards lying outside the Supply: a Kingdom pile a card's set-up
    sets aside (Ferryman's), whichever the set-up chooses."""
    known = kb.piles.get(pile) if pile else None
    return known is not None and not known.cards and known.supply == "non-supply" and known.id not in SPECIAL_PILES


def set_up_pile(kb: Knowledge, game: Game) -> str | None:
    """The game's non-Supply pile made of Kingdom cards that no knowledge pile names: the one a set-up chose."""
    for pid in observe.pile_ids(game):
        cards = observe.pile_cards(game, pid)
        if (not observe.is_supply_pile(game, pid) and pid not in kb.piles and cards
                and all(c in kb.cards and kb.cards[c].supply == "kingdom" for c in cards)):
            return pid
    return None


RELATIVE_JUDGED = ("this", "trashed", "gained")
"""The ``relative_to`` cards whose cost a probe's log shows: the card itself, the card trashed last, the card
gained or bought last (a 1st-edition Haggler gains on the buy, before the bought card is gained)."""
COPY_JUDGED = ("gained", "played", "revealed", "trashed", "in-play")
"""The ``copy_of`` cards a probe's log shows: a card gained, played, revealed or trashed before the gain, or one
the gainer played before it (a card they have in play)."""


def unchecked_parts(fact: GainFact) -> tuple[str, ...]:
    """The parts of a gain fact no probe checks (shown beside the fact's verdict, never counted as shown)."""
    out: list[str] = []
    if fact.count is None:
        out.append("count: varies" + (f" (per {fact.per})" if fact.per else ""))
    out += [f"when: {w}" for w in fact.when if w not in CONDITION_JUDGES]
    w = fact.which
    if w is not None:
        bounds = [f"{k} {v}" for k, v in (("cost_min", w.cost_min), ("cost_max", w.cost_max),
                                          ("cost_exact", w.cost_exact)) if v is not None]
        if w.cost_per:
            out.append(f"which: {', '.join(bounds) or 'cost'} per {w.cost_per}")
        elif w.relative_to and w.relative_to not in RELATIVE_JUDGED:
            out.append(f"which: {', '.join(bounds) or 'cost'} relative to {w.relative_to}")
        elif w.relative_to and not bounds and not w.shares_type:
            out.append(f"which: cost relative to {w.relative_to} (no bound recorded)")
        if w.shares_type and w.relative_to not in RELATIVE_JUDGED:
            out.append(f"which: shares a type with {w.relative_to}")
        if w.copy_of and w.copy_of not in COPY_JUDGED:
            out.append(f"which: copy of {w.copy_of}")
        if w.among and w.among != "trashed":
            out.append(f"which: among {w.among}")
        if w.not_named:
            out.append("which: not named this turn")
    return tuple(out)


def _last(events: Sequence[ev.Event], before: int, kind: tuple[type[ev.Event], ...], player: int) -> int | None:
    """The index of the last ``kind`` event before ``before``, the gainer's own first (else anyone's)."""
    anyone = None
    for j in range(before - 1, -1, -1):
        x = events[j]
        if isinstance(x, kind) and not (isinstance(x, ev.Bought) and x.uid is None):
            if getattr(x, "player", None) == player:
                return j
            anyone = j if anyone is None else anyone
    return anyone


def _reference_cost(events: Sequence[ev.Event], i: int, gain: ev.Gained, relative: str, card: str,
                    game: Game) -> tuple[Cost, str] | None:
    """The cost (and card) a relative bound of the gain at ``i`` is measured from, as it was then."""
    if relative == "this":
        cost = observe.cost_when_logged(game, i, card)
        return None if cost is None else (cost, card)
    kind: tuple[type[ev.Event], ...] = (ev.Trashed,) if relative == "trashed" else (ev.Gained, ev.Bought)
    j = _last(events, i, kind, gain.player)
    if j is None:
        return None
    ref = events[j]
    assert isinstance(ref, (ev.Trashed, ev.Gained, ev.Bought))
    cost = observe.cost_when_logged(game, j, ref.card)
    return None if cost is None else (cost, ref.card)


def _absolute_cost_ok(w: Which, cost: Cost) -> bool:
    """``cost_max`` is "costing up to $n" (no Potion, no Debt), ``cost_exact`` "costing exactly $n", ``cost_min``
    "costing $n or more" (in coins)."""
    return ((w.cost_max is None or cost.up_to(w.cost_max))
            and (w.cost_exact is None or cost == Cost(w.cost_exact))
            and (w.cost_min is None or cost.coins >= w.cost_min))


def _relative_cost_ok(w: Which, cost: Cost, ref: Cost) -> bool:
    """Bounds in coins from ``ref``: at most ``ref + n`` (no more Potion or Debt than ``ref``; -1 is "costing
    less", so a card cheaper in Potion or Debt alone also fits), exactly ``ref + n`` (same Potion and Debt), at
    least ``ref + n`` coins."""
    if w.cost_max is not None and not (cost.potion <= ref.potion and cost.debt <= ref.debt and (
            cost.coins <= ref.coins + w.cost_max or (w.cost_max == -1 and cost.lt(ref)))):
        return False
    if w.cost_exact is not None and not (
            cost.coins == ref.coins + w.cost_exact and cost.potion == ref.potion and cost.debt == ref.debt):
        return False
    return w.cost_min is None or cost.coins >= ref.coins + w.cost_min


def _copied(events: Sequence[ev.Event], i: int, gain: ev.Gained, of: str) -> bool:
    """An event before the gain shows the card it copies: gained (another one), played, revealed or trashed."""
    for x in events[:i]:
        if of == "gained" and isinstance(x, ev.Gained) and x.card == gain.card and x.uid != gain.uid:
            return True
        if of == "played" and isinstance(x, ev.Played) and gain.card in (x.card, x.as_card):
            return True
        if of == "in-play" and isinstance(x, ev.Played) and x.player == gain.player and gain.card == x.card:
            return True
        if of == "revealed" and (isinstance(x, ev.Revealed) and gain.card in x.cards or isinstance(
                x, ev.Moved) and x.card == gain.card and x.source == "deck" and x.destination == "discard"):
            return True
        if of == "trashed" and isinstance(x, ev.Trashed) and x.card == gain.card:
            return True
    return False


def which_ok(w: Which | None, events: Sequence[ev.Event], i: int, card: str, game: Game,
             kb: Knowledge | None = None) -> bool:
    """True when the gain at ``events[i]`` takes a card the fact's ``which`` allows, as far as the log shows it
    (the parts :func:`unchecked_parts` lists are not judged here)."""
    if w is None:
        return True
    gain = events[i]
    assert isinstance(gain, ev.Gained)
    if w.card is not None and gain.card != w.card:
        return False
    if w.pile is not None and w.pile not in (observe.pile_of(game, gain.card), gain.card) and not (
            kb is not None and gain.card in kb.cards and kb.cards[gain.card].pile == w.pile):
        return False
    types = game.defs[gain.card].types
    if w.types and not set(w.types) & set(types):
        return False
    if w.among == "trashed" and not any(isinstance(x, ev.Trashed) and x.uid == gain.uid for x in events[:i]):
        return False
    if w.copy_of in COPY_JUDGED and not _copied(events, i, gain, w.copy_of):
        return False
    if gain.card in w.other_than:
        return False
    bounded = any(b is not None for b in (w.cost_min, w.cost_max, w.cost_exact))
    if w.cost_per or not (bounded or w.shares_type):
        return True
    if w.relative_to is None:
        cost = observe.cost_when_logged(game, i, gain.card)
        return cost is not None and _absolute_cost_ok(w, cost)
    if w.relative_to not in RELATIVE_JUDGED:
        return True
    cost = observe.cost_when_logged(game, i, gain.card)
    ref = _reference_cost(events, i, gain, w.relative_to, card, game)
    if cost is None or ref is None:
        return False
    if w.shares_type and not set(types) & set(game.defs[ref[1]].types):
        return False
    return _relative_cost_ok(w, cost, ref[0])


def _gain_matches(card: Card, fact: GainFact, kb: Knowledge | None = None) -> Matcher:
    """Gains from the fact's source to its destination by its gainer, of a card its ``which`` allows, after
    events showing each judged condition in ``when``; with a number for ``count``, some gainer makes exactly that
    many such gains in the probe.  A pile chosen at set-up stands for the pile the game's set-up chose."""
    source, to, who = fact.source, fact.to, fact.who
    label = _source_label(source)
    pile = label[11:] if label.startswith("non-supply:") else None
    chosen = kb is not None and _chosen_at_set_up(kb, pile)
    actor = 0
    judges = [CONDITION_JUDGES[w] for w in fact.when if w in CONDITION_JUDGES]
    which = fact.which
    if which is not None and which.pile is not None and source == f"pile:{which.pile}":
        which = dataclasses.replace(which, pile=None)  # the source match already names the pile (or the one chosen)

    def found(events: list[ev.Event], game: Game, mine: frozenset[int]) -> bool:
        want = label
        if chosen and kb is not None:
            real = set_up_pile(kb, game)
            if real is None:
                return False
            want = f"non-supply:{real}"
        per_gainer: dict[int, int] = {}
        for i, e in enumerate(events):
            if i in mine or not isinstance(e, ev.Gained):
                continue
            if not (who == "each" or (who == "you") == (e.player == actor)):
                continue
            if not (e.destination == to.replace("-", "_") and (e.source == want or (  # set-aside: the set_aside zone
                    pile is not None and e.source in ("supply", want) and observe.pile_of(game, e.card) == pile))):
                continue
            if judges and not all(judge(events[:i], e, card.id, game) for judge in judges):
                continue
            if not which_ok(which, events, i, card.id, game, kb):
                continue
            per_gainer[e.player] = per_gainer.get(e.player, 0) + 1
        if fact.count is None:
            return bool(per_gainer)
        return fact.count in per_gainer.values()
    return found


def check_facts(kb: Knowledge, only: Sequence[str] | None = None) -> list[RunResult]:
    """Probe every structured gain, gain-to and ownership fact; one result per fact."""
    defs = card_defs(kb)
    results: list[RunResult] = []
    missing = sorted(c for c in PROBE_CARDS if c not in kb.cards)
    for card in sorted(kb.cards.values(), key=lambda c: c.id):
        if only is not None and card.id not in only:
            continue
        checks: list[tuple[str, Location, tuple[str, ...], Matcher, str, tuple[str, ...]]] = []
        for fact in card.gains:
            checks.append((_described(fact), fact.loc, fact.versions, _gain_matches(card, fact, kb), "gain",
                           unchecked_parts(fact)))
        if card.gains_self_to:
            checks.append((f"goes to {card.gains_self_to} when gained by a plain gain",
                           card.field_locs.get("gains_self_to", card.loc), (),
                           _self_to(card.id, card.gains_self_to), "gains_self_to", ()))
        for own in card.ownership:
            checks.append((f"gives ownership by {own.way} without gaining", own.loc, own.versions,
                           _owned(OWNERSHIP_EVENTS[own.way]), "ownership", ()))
        for index, (what, loc, versions, found, key, unchecked) in enumerate(checks):
            rid = f"fact:{card.id}/{key}/{index}"
            if not implemented(card.id, kb) or missing:
                results.append(RunResult.not_shown(rid, (
                    f"the probe positions need cards this knowledge lacks: {missing}" if missing else
                    f"the engine has no behaviour for {card.id!r} yet"), str(loc)).about(card.id))
                continue
            verdicts = [run_probes(kb, defs, card, {card.id: v} if v else {}, found, key != "gains_self_to")
                        for v in (versions or (None,))]
            bad = [(v, seen) for v, (ok, seen) in zip(versions or (None,), verdicts, strict=True) if not ok]
            if not bad:
                results.append(RunResult(rid, Verdict.PASSED, unchecked=unchecked).about(card.id))
                continue
            version, seen = bad[0]
            sample = sorted(seen, key=lambda e: _relevance(e, card))[:3]
            results.append(RunResult.failure(rid, (
                f"knowledge says {card.id!r} {what}" + (f" (version {version})" if version else "")
                + f", but no engine probe did so; the engine did: {sample if sample else 'nothing of that kind'}"),
                str(loc)).about(card.id))
            results[-1].unchecked = unchecked
    return results


def _described(fact: GainFact) -> str:
    """The checked parts of a gain fact, in words: "gains 3 (wish) from pile:wish to discard for you"."""
    w = fact.which
    what: list[str] = []
    if w is not None:
        what += [w.card] if w.card else []
        what += [f"pile {w.pile}"] if w.pile else []
        what += ["/".join(w.types)] if w.types else []
        what += [f"{k} {v}" for k, v in (("cost_min", w.cost_min), ("cost_max", w.cost_max),
                                          ("cost_exact", w.cost_exact)) if v is not None]
        what += [f"relative to {w.relative_to}"] if w.relative_to else []
        what += [f"copy of {w.copy_of}"] if w.copy_of else []
    what += [f"when {c}" for c in fact.when if c in CONDITION_JUDGES]
    count = "" if fact.count is None else f"{fact.count} "
    return (f"gains {count}({', '.join(what) or 'any card'}) from {fact.source} to {fact.to} for {fact.who}")


def _relevance(event: dict[str, Any], card: Card) -> int:
    """Sort key: events about the card or its piles first, ownership events next, other gains last."""
    piles = {g.source[5:] for g in card.gains if g.source.startswith("pile:")}
    values = {str(v) for v in event.values()}
    if piles & values:
        return 0
    return 1 if event["type"] != "Gained" else 2 if card.id in values else 3


def _owned(kind: type[ev.Event]) -> Matcher:
    """An event of that kind happened, and the card it handed over was never gained (but by the probe itself)."""
    def found(events: list[ev.Event], game: Game, mine: frozenset[int]) -> bool:
        for e in events:
            if isinstance(e, kind):
                moved = getattr(e, "uid_in", getattr(e, "uid", -1))
                return not any(isinstance(g, ev.Gained) and g.uid == moved
                               for j, g in enumerate(events) if j not in mine)
        return False
    return found


def _self_to(card: str, to: str) -> Matcher:
    """The first time ``card`` itself is gained, it goes to ``to``."""
    def found(events: list[ev.Event], game: Game, mine: frozenset[int]) -> bool:
        first = next((e for e in events if isinstance(e, ev.Gained) and e.card == card), None)
        return first is not None and first.destination == to and first.source == "supply"
    return found


def check_supply_status(kb: Knowledge) -> list[RunResult]:
    """Every card's and pile's Supply status agrees with a real set-up on the engine."""
    defs = card_defs(kb)
    results: list[RunResult] = []
    if any(c not in kb.cards for c in BASE_PILES):
        return results
    for pile in sorted(kb.piles.values(), key=lambda p: p.id):
        kingdom = _bringers(kb, pile.added_by_cards, pile.added_by_types, pile.added_by_cost, pile.id, pile.supply)
        if kingdom is None:
            continue
        if not all(implemented(k, kb) for k in kingdom):
            results.append(RunResult.not_shown(f"supply:pile:{pile.id}",
                                               f"the engine has no behaviour for {kingdom} yet", str(pile.loc)))
            continue
        results.append(_status(defs, f"supply:pile:{pile.id}", pile.id, pile.supply, kingdom, pile.optional, pile.loc,
                               kb if _chosen_at_set_up(kb, pile.id) else None, tuple(pile.cards)))
    for card in sorted(kb.cards.values(), key=lambda c: c.id):
        if card.kind != "card" or card.pile or card.supply == "base" or not (card.brought_in_by or
                                                                                card.supply == "kingdom"):
            continue
        kingdom = list(card.brought_in_by[:1]) or [card.id]
        bringer = kb.cards.get(kingdom[0])
        if bringer is None or bringer.supply != "kingdom" or not implemented(kingdom[0], kb):
            continue
        results.append(_status(defs, f"supply:card:{card.id}", card.id, card.supply, kingdom, False,
                               card.field_locs.get("supply", card.loc), members=(card.id,)).about(card.id))
    return results


def _bringers(kb: Knowledge, cards: Sequence[str], types: Sequence[str], cost: str | None, pid: str,
              supply: str) -> list[str] | None:
    if cards:
        return [cards[0]]
    if types:
        found = sorted((c.id for c in kb.cards.values() if set(types) & set(c.types) and c.supply == "kingdom"),
                       key=lambda c: (not implemented(c, kb), c))
        return found[:1] or None
    if cost == "potion":
        found = sorted((c.id for c in kb.cards.values() if c.cost.potion and c.supply == "kingdom"),
                       key=lambda c: (not implemented(c, kb), c))
        return found[:1] or None
    return [pid] if supply == "kingdom" else ["mine"] if pid in ("colony", "platinum") else None


def _status(defs: Mapping[str, CardDef], rid: str, pid: str, supply: str, kingdom: list[str], optional: bool,
            loc: Location, chosen: Knowledge | None = None, members: Sequence[str] = ()) -> RunResult:
    """Set the game up with ``kingdom`` and compare pile ``pid``'s Supply status; ``chosen``: the knowledge, for a
    pile its bringer's set-up chooses (no fixed cards); ``members``: the pile's cards, which a set-up may also
    bring in outside any pile (Heirlooms in the starting decks, Zombies in the trash)."""
    try:
        game = Game.new(defs, kingdom, 2, SeekingDecider(0), options=GameOptions(colony=optional))
    except EngineError as exc:
        return RunResult.failure(rid, f"set-up with {kingdom} failed: {exc}", str(loc))
    if pid == "bane":
        pid = observe.bane(game) or "bane"
    if pid == "black-market-deck":
        engine_bm = bool(observe.black_market_cards(game))
        if engine_bm and supply == "non-supply":
            return RunResult(rid, Verdict.PASSED)
        return RunResult.failure(rid, f"knowledge says the Black Market deck is {supply!r}; the engine "
                                 f"{'has' if engine_bm else 'has no'} Black Market deck, outside the Supply", str(loc))
    if not observe.has_pile(game, pid) and chosen is not None:
        real = set_up_pile(chosen, game)
        if real is not None and supply == "non-supply":
            return RunResult(rid, Verdict.PASSED)
        return RunResult.failure(rid, f"knowledge says {kingdom} sets aside a Kingdom pile outside the Supply at "
                                 f"set-up, but the engine's set-up has none (piles: {observe.pile_ids(game)})",
                                 str(loc))
    if not observe.has_pile(game, pid) and members and supply == "non-supply" and set(members) <= set(
            observe.cards_outside_piles(game)):
        return RunResult(rid, Verdict.PASSED)
    if not observe.has_pile(game, pid):
        return RunResult.failure(rid, f"knowledge says {kingdom} brings in pile {pid!r}, but the engine's set-up "
                                 f"has no such pile (piles: {observe.pile_ids(game)})", str(loc))
    engine = "non-supply" if not observe.is_supply_pile(game, pid) else "supply"
    said = "non-supply" if supply == "non-supply" else "supply"
    if said != ("non-supply" if engine == "non-supply" else "supply"):
        return RunResult.failure(rid, f"knowledge says pile {pid!r} is {supply!r}, but on the engine it is a "
                                 f"{'non-Supply' if engine == 'non-supply' else 'Supply'} pile", str(loc))
    return RunResult(rid, Verdict.PASSED)
