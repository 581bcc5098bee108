"""What a check did, as sentences in the page's language: the engine's events, the decisions, the checked
expectations and the starting position.

Every sentence is a translatable message with named slots.  A card fills
several slots, one per case the Polish sentence may need (``{card}`` is the
name, ``{card_acc}`` its accusative, ``{card_gen}`` its genitive, from the
cards' ``name_forms_pl``, or "kartę X" when a name has no recorded forms), so the
English message says "{who} plays {card}." and the Polish one "{who} zagrywa
{card_acc}.".  Places are whole phrases ("from the Supply" / "z Zasobów").
Option ids never reach the reader: each answer becomes words ("to gain Nomad
Camp" / "dodać kartę Nomad Camp").

Inside :func:`linking`, every card name a sentence says is marked with its id
(private-use characters around it), and :func:`markdown` turns such a sentence
into escaped Markdown with each marked name a link to its card's page.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from typing import TYPE_CHECKING, Any

from generator.checker.start import StartPosition
from generator.site import grammar, labels
from generator.site.i18n import join_list
from generator.site.text import Renderer, escape

if TYPE_CHECKING:
    from generator.checker.expectations import Expectation
    from generator.site.context import PageContext as Site

N_ = labels.N_

FROM = {"supply": N_("from the Supply"), "trash": N_("from the trash"), "hand": N_("from their hand"),
        "deck": N_("from their deck"), "discard": N_("from their discard pile"), "in_play": N_("from play"),
        "set_aside": N_("from the cards set aside"), "exile": N_("from their Exile mat"),
        "tavern": N_("from their Tavern mat"), "island_mat": N_("from their Island mat"),
        "native_village_mat": N_("from their Native Village mat"), "black_market": N_("from the Black Market deck"),
        "non_supply": N_("from outside the Supply")}
TO = {"hand": N_("into their hand"), "deck": N_("onto their deck"), "discard": N_("into their discard pile"),
      "in_play": N_("into play"), "trash": N_("into the trash"), "set_aside": N_("aside"),
      "exile": N_("onto their Exile mat"), "tavern": N_("onto their Tavern mat"),
      "island_mat": N_("onto their Island mat"), "native_village_mat": N_("onto their Native Village mat"),
      "supply": N_("back to the Supply"), "black_market": N_("under the Black Market deck")}
ZONE_NAMES = {"hand": N_("hand"), "deck": N_("deck"), "discard": N_("discard pile"), "in_play": N_("cards in play"),
              "set_aside": N_("cards set aside"), "exile": N_("Exile mat"), "tavern": N_("Tavern mat"),
              "island_mat": N_("Island mat"), "native_village_mat": N_("Native Village mat")}
"""A player's zone, as it is named after "Player 1's" / before "gracza 1"."""
PHASES = {"start": N_("before the Action phase"), "action": N_("Action phase"), "buy": N_("Buy phase"),
          "night": N_("Night phase"), "cleanup": N_("Clean-up phase")}

EVENTS = {
    "TurnStarted": N_("Player {player}'s turn begins."),
    "Gained": N_("{who} gains {card} {source} {destination}."),
    "Bought": N_("{who} buys {card}."),
    "Played": N_("{who} plays {card}."),
    "PlayedAs": N_("{who} plays {card} as {as_card}."),
    "Trashed": N_("{who} trashes {card} {source}."),
    "Revealed": N_("{who} reveals {cards}."),
    "Passed": N_("{who} passes {card} to another player."),
    "PassedTo": N_("{who} passes {card} to player {to}."),
    "Exchanged": N_("{who} exchanges {card_out} for {card_in}."),
    "Exiled": N_("{who} exiles {card} {source}."),
    "SetAside": N_("{who} sets {card} aside {source}."),
    "Returned": N_("{who} returns {card} to its pile."),
    "GainReplaced": N_("{by} replaces the gain of {card} by {who_lower}."),
    "GainReplacedInstead": N_("{by} replaces the gain of {card} by {who_lower}, who gains {instead} instead."),
    "PileEmptied": N_("The {pile} pile is now empty."),
    "Shuffled": N_("{who} shuffles their discard pile to form a new deck."),
    "HexReceived": N_("{who} receives {hex}."),
    "BoonReceived": N_("{who} receives the Boon {boon}."),
    "TokenChanged": N_("{who}: {token} is now {value}."),
    "Overpaid": N_("{who} overpays ${coins} for {card}."),
    "SunRemoved": N_("{who} removes a Sun token from {prophecy}; {left} left."),
    "ProphecyActive": N_("The Prophecy {prophecy} is now active: its rules apply to every player."),
}
"""The engine's events as sentences (``who`` is "Player 1", or "A player" when the event names nobody)."""
TAKEN = {"taken": N_("{who} takes {card}."), "returned": N_("{who} returns {card}."), "on": N_("{who} takes {card}."),
         "off": N_("{who} returns {card}.")}
"""A token a player takes or gives back (``TokenChanged`` with that value): a card-shaped one (an Artifact, a
State), or the -1 Card and -1 coin tokens ("on", "off")."""
TAKEN_OR_RETURNED = N_("{who} takes or returns {card}.")
"""An expectation about such a token with any value ("It never happens: a player takes or returns Horn.")."""
TOKEN_TERMS = {"journey": "journey-token", "-card": "minus-card-token", "-coin": "minus-coin-token",
               "+card": "plus-card-token", "+action": "plus-action-token", "+buy": "plus-buy-token",
               "+coin": "plus-coin-token", "-cost": "cost-token", "trashing": "trashing-token",
               "estate": "estate-token"}
"""The engine's token ids that the glossary names (its term ids)."""
ON_PILE = N_("{who} puts their {token} on the {pile} pile.")
ON_CARD = N_("{who} puts their {token} on {card}.")
CUBE = N_("{who} puts a cube on {card}.")
COUNTERS = {"coffers": N_("Coffers"), "villagers": N_("Villagers"), "vp_tokens": N_("VP tokens"), "debt": N_("debt"),
            "favors": N_("Favors"), "trade-route-mat": N_("coin tokens on the Trade Route mat")}
"""Token counts named as words ("Player 1: Coffers is now 2.")."""
SIDES = {"up": N_("face up"), "down": N_("face down")}

MOVES = {
    "draw": N_("{who} draws {card}."),
    "discard": N_("{who} discards {card} {source}."),
    "cleanup": N_("{who} puts {card} {source} into their discard pile in Clean-up."),
    "topdeck": N_("{who} puts {card} {source} onto their deck."),
}
"""Moves by their reason; other reasons are a card that moved it (Haven, Island…)."""
MOVE_BY_CARD = N_("{who} moves {card} {source} {destination} ({reason}).")
MOVE = N_("{who} moves {card} {source} {destination}.")

DECISIONS = {
    "gain": N_("to gain {card}"), "discard": N_("to discard {card}"), "trash": N_("to trash {card}"),
    "topdeck": N_("to put {card} onto their deck"), "top": N_("to put {card} on top"), "play": N_("to play {card}"),
    "reveal": N_("to reveal {card}"), "pass": N_("to pass {card}"), "return": N_("to return {card} to its pile"),
    "set-aside": N_("to set {card} aside"), "exchange": N_("to exchange {card}"), "buy": N_("to buy {card}"),
    "exile": N_("to exile {card}"), "call": N_("to call {card}"), "name": N_("to name {card}"),
    "take": N_("to take {card}"), "put": N_("to put {card} into their deck"),
    "embargo": N_("to put an Embargo token on the {card} pile"), "island": N_("to set {card} aside with Island"),
    "shuffle": N_("to shuffle {card} into their deck"),
    "hand": N_("to put {card} into their hand"), "replay": N_("to replay {card}"), "way": N_("to use {card}"),
    "boon": N_("to receive {card}"), "start": N_("to resolve {card} first"), "spend": N_("to spend Favors on {card}"),
    "favor": N_("to spend Favors on {card}"), "bottom": N_("to put {card} on the bottom of their deck"),
    "extra-turn": N_("to take the extra turn {card} gives"), "play-deck": N_("to play {card} from their deck"),
    "trash-in-play": N_("to trash {card} from play"), "trash-this": N_("to trash {card} itself"),
    "take-action": N_("to take {card}"), "take-treasure": N_("to take {card}"), "take-victory": N_("to take {card}"),
    "pay": N_("to pay $2 for +2 Cards ({card})"), "discard-two": N_("to discard 2 cards for +$2 ({card})"),
}
"""Answers ``verb:card``: what the player chose to do, as an infinitive ("to gain Nomad Camp")."""
MODES = {
    "gain": N_("gain a card"), "trash": N_("trash a card"), "discard": N_("discard"), "buy": N_("+1 Buy"),
    "card": N_("+1 Card"), "cards": N_("+3 Cards"), "coin": N_("+$1"), "gold": N_("gain a Gold"),
    "curse": N_("gain a Curse"), "attack": N_("the attack"), "set-aside": N_("set cards aside"),
    "take": N_("take the cards"), "treasure": N_("a Treasure"), "action": N_("+1 Action"),
    "actions": N_("+2 Actions"), "coins": N_("+$2"), "two-cards": N_("+2 Cards"),
    "silvers": N_("gain four Silvers"), "hand": N_("into the hand"), "deck": N_("onto the deck"),
}
"""Answers ``<card or mode>:<option>``: the option picked on a card's menu (an option that is a card id is said
as that card's name: "squire:silver" is Silver)."""
ANSWERS = {"yes": N_("yes"), "no": N_("no")}
CHOICES = {"discard": N_("to discard"), "keep": N_("not to discard"),
           "deck-to-discard": N_("to put their deck into their discard pile"), "add-token": N_("to add a token"),
           "remove-tokens": N_("to remove their tokens for +1 Card each")}
"""Answers that name what the player does, without a card (Ironmonger's, Scavenger's, Sinister Plot's)."""
PILE_CHOICES = {"pile": N_("the {pile} pile"), "rotate": N_("to rotate the {pile} pile"),
                "token": N_("the {pile} pile")}
"""Answers ``<verb>:<pile>``: a Supply pile chosen (Ferry's, Family of Inventors') or rotated."""
AMOUNTS = {"overpay": (N_("not to overpay"), N_("to overpay ${n}")), "pay": (N_("to pay nothing"), N_("to pay ${n}")),
           "bid": (N_("not to bid"), N_("to bid {n} Debt")),
           "pay-debt": (N_("to pay off no Debt"), N_("to pay off {n} Debt"))}
"""Answers ``<verb>:<number>``: what the player chose to pay, overpay or bid (the first message for nothing)."""

CARD_KEYS = ("card", "instead", "by", "as_card", "top", "card_out", "card_in", "hex", "boon", "prophecy")

OPEN, MID, CLOSE = "\ue000", "\ue001", "\ue002"
"""Around a marked card name: OPEN id MID shown words CLOSE (characters no card name or message contains)."""
MARKED = re.compile(f"{OPEN}([^{MID}]*){MID}([^{CLOSE}]*){CLOSE}")
_LINKING: ContextVar[bool] = ContextVar("linking", default=False)


@contextmanager
def linking() -> Iterator[None]:
    """Mark the card names of the sentences made inside, for :func:`markdown`."""
    token = _LINKING.set(True)
    try:
        yield
    finally:
        _LINKING.reset(token)


def mark(cid: str, text: str, name: str = "") -> str:
    """``text`` with ``name`` in it (or all of it) marked as the card ``cid``, when linking."""
    if not _LINKING.get() or not text:
        return text
    at = text.find(name) if name else -1
    if at < 0:
        return f"{OPEN}{cid}{MID}{text}{CLOSE}"
    return f"{text[:at]}{OPEN}{cid}{MID}{name}{CLOSE}{text[at + len(name):]}"


def markdown(r: Renderer, line: str) -> str:
    """A sentence as Markdown: its words escaped, each marked card name a link to the card's page."""
    out: list[str] = []
    pos = 0
    for m in MARKED.finditer(line):
        out.append(escape(line[pos:m.start()]))
        cid, shown = m.group(1), m.group(2)
        out.append(r.link("card", cid, shown) if cid in r.kb.cards else escape(shown))
        pos = m.end()
    out.append(escape(line[pos:]))
    return "".join(out)


def plain(line: str) -> str:
    """A sentence with its marks taken out (the words a reader sees)."""
    return MARKED.sub(lambda m: m.group(2), line)


def card_name(site: Site, cid: str) -> str:
    """A card's name in the page's language, marked for a link when linking."""
    name = site.card_name(cid)
    return mark(cid, name) if cid in site.kb.cards else name


class Words:
    """Card names in the cases a sentence of the site's language needs."""

    def __init__(self, site: Site) -> None:
        self.site = site

    def cases(self, cid: str) -> dict[str, str]:
        """``{"": name, "_acc": accusative, "_gen": genitive}`` for a card id (English: the name thrice)."""
        name = self.site.card_name(cid)
        if cid not in self.site.kb.cards:
            return {"": name, "_acc": name, "_gen": name}
        if self.site.lang != "pl":
            shown = mark(cid, name)
            return {"": shown, "_acc": shown, "_gen": shown}
        noun = grammar.card_noun(self.site.kb, cid)
        inner = noun.name_nom if noun.nom != noun.name_nom else ""
        return {"": mark(cid, name), "_acc": mark(cid, noun.acc, inner), "_gen": mark(cid, noun.gen, inner)}

    def pile_gen(self, pid: str) -> str:
        """A pile named after "stos"/"the … pile": the genitive of its card ("stosu Srebrników") or its name."""
        kb = self.site.kb
        if self.site.lang != "pl":
            if pid in kb.piles:
                return re.sub(r" pile$", "", kb.piles[pid].name.en)
            return card_name(self.site, pid)
        if pid in kb.piles:
            gen = grammar.pile_noun(kb.piles[pid]).gen
            return gen[len("stosu "):] if gen.startswith("stosu ") else gen
        return mark(pid, grammar.card_noun(kb, pid).gen) if grammar.has_forms(kb, pid) else card_name(self.site, pid)

    def card_list(self, cids: Sequence[str], case: str = "", *, joined: bool = True) -> str:
        """"Copper, Copper and Estate" with each name in ``case``; equal names counted ("3 × Copper");
        ``joined=False``: commas only (table cells)."""
        counts: dict[str, int] = {}
        for c in cids:
            counts[c] = counts.get(c, 0) + 1
        parts = [(f"{n} × " if n > 1 else "") + (card_name(self.site, c) if n > 1 else self.cases(c)[case])
                 for c, n in counts.items()]
        if not parts:
            return "—"
        return join_list(parts, self.site.lang) if joined else ", ".join(parts)

    def in_order(self, cids: Sequence[str]) -> str:
        """Card names in the order given (a deck from its top card), never counted."""
        return ", ".join(card_name(self.site, c) for c in cids) if cids else "—"


def _fill(template: str, values: dict[str, Any]) -> str | None:
    try:
        return " ".join(template.format(**values).split()).replace(" .", ".").replace(" ,", ",")
    except (KeyError, IndexError, ValueError):
        return None


def _who(site: Site, player: Any, capital: bool = True) -> str:
    if isinstance(player, int):
        text = site.t(N_("Player {player}")).format(player=player + 1)
    else:
        text = site.t(N_("A player"))
    return text if capital else text[:1].lower() + text[1:]


def _place(site: Site, table: dict[str, str], value: Any, words: Words) -> str:
    if not isinstance(value, str):
        return ""
    if value.startswith("non-supply:"):
        pile = value.split(":", 1)[1]
        if pile == "*":
            return site.t(N_("from outside the Supply"))
        return site.t(N_("from the {pile} pile outside the Supply")).format(pile=words.pile_gen(pile))
    return site.t(table[value]) if value in table else ""


def values(site: Site, event: dict[str, Any]) -> dict[str, Any]:
    """The slots of an event's sentence: players counted from 1, names in every case, places as phrases."""
    words = Words(site)
    out: dict[str, Any] = {}
    player = event.get("player", event.get("from_player"))
    out["who"] = _who(site, player)
    out["who_lower"] = _who(site, player, capital=False)
    out["player"] = player + 1 if isinstance(player, int) else "?"
    to_player = event.get("to_player")
    out["to"] = to_player + 1 if isinstance(to_player, int) else "?"
    for key in CARD_KEYS:
        value = event.get(key)
        if isinstance(value, str):
            for suffix, form in words.cases(value).items():
                out[key + suffix] = form
    if "card" not in out:
        out["card"] = out["card_acc"] = site.t(N_("a card"))
        out["card_gen"] = site.t(N_("any card"))
    source = event.get("source")
    if isinstance(source, str) and source == f"non-supply:{event.get('card')}":
        source = "non-supply:*"  # a card from its own pile: "gains Imp from outside the Supply"
    out["source"] = _place(site, FROM, source, words)
    out["destination"] = _place(site, TO, event.get("destination"), words)
    cards = event.get("cards")
    out["cards"] = words.card_list(cards) if isinstance(cards, list) else site.t(N_("cards"))
    out["cards_acc"] = words.card_list(cards, "_acc") if isinstance(cards, list) else site.t(N_("cards"))
    pile = event.get("pile")
    out["pile"] = words.pile_gen(pile) if isinstance(pile, str) else ""
    out["token"] = token_name(site, str(event.get("token", "")))
    out["value"] = event.get("value", "")
    out["turn"] = event.get("turn", "")
    out["coins"] = event.get("coins", "")
    out["left"] = event.get("left", "")
    return out


def token_name(site: Site, token: str) -> str:
    """A token as words: "embargo:silver" is an Embargo token on the Silver pile."""
    kind, _, pile = token.partition(":")
    name = card_name(site, kind) if kind in site.kb.cards else kind
    if pile:
        return site.t(N_("{token} tokens on the {pile} pile")).format(token=name, pile=Words(site).pile_gen(pile))
    return site.t(N_("{token} tokens")).format(token=name)


def event_line(site: Site, event: dict[str, Any]) -> str:
    """One engine event as a sentence in the page's language (plain text, to be escaped by the caller)."""
    kind = str(event.get("type", ""))
    if kind == "Decided":
        return decision_line(site, event)
    slots = values(site, event)
    template: str | None = None
    if kind == "Moved":
        reason = str(event.get("reason", ""))
        if reason in MOVES:
            template = MOVES[reason]
        elif reason in site.kb.cards:
            slots["reason"] = card_name(site, reason)
            template = MOVE_BY_CARD
        else:
            template = MOVE
    elif kind == "Played" and event.get("as_card") not in (None, event.get("card")):
        template = EVENTS["PlayedAs"]
    elif kind == "Passed" and isinstance(event.get("to_player"), int):
        template = EVENTS["PassedTo"]
    elif kind == "GainReplaced" and event.get("instead"):
        template = EVENTS["GainReplacedInstead"]
    elif kind == "TokenChanged":
        template = _token_change(site, event, slots)
    else:
        template = EVENTS.get(kind)
    line = _fill(site.t(template), slots) if template else None
    if line is None:
        shown = ", ".join(f"{k}: {slots.get(k, v)}" for k, v in event.items() if k not in ("type", "uid"))
        return f"{kind} ({shown})"
    return line


def _token_change(site: Site, event: dict[str, Any], slots: dict[str, Any]) -> str:
    """The message of a ``TokenChanged`` event, with ``slots`` filled for it: a token taken or given back, put on
    a pile or a card, a token turned over, or a count ("Player 1: Coffers is now 2.")."""
    token, value = str(event.get("token", "")), str(event.get("value", ""))
    words = Words(site)
    term = site.kb.terms.get(TOKEN_TERMS.get(token, ""))
    named = term.term.show(site.lang) if term is not None else ""
    if (value in TAKEN or not value) and (token in site.kb.cards or named):
        cases = words.cases(token) if token in site.kb.cards else {"": named, "_acc": named, "_gen": named}
        slots.update({"card" + suffix: form for suffix, form in cases.items()})
        return TAKEN[value] if value else TAKEN_OR_RETURNED
    if named and value in SIDES:
        slots.update(token=named, value=site.t(SIDES[value]))
        return EVENTS["TokenChanged"]
    if (named or token == "cube") and (value in site.kb.cards or value in site.kb.piles):
        slots.update(token=named, card=card_name(site, value) if value in site.kb.cards else value,
                     pile=words.pile_gen(value))
        return CUBE if token == "cube" else ON_CARD if token == "estate" else ON_PILE
    if token in COUNTERS:
        slots["token"] = site.t(COUNTERS[token])
    return EVENTS["TokenChanged"]


def answer_phrase(site: Site, answers: Sequence[str]) -> str:
    """What the answers to one decision say: "to discard Copper and Estate" / "odrzucić Miedziaki i Posiadłość"."""
    words = Words(site)
    verbs: dict[str, list[str]] = {}
    modes: list[tuple[str, str]] = []
    plain: list[str] = []
    for answer in answers:
        head, _, rest = answer.partition(":")
        if head in DECISIONS and rest in site.kb.cards:
            verbs.setdefault(head, []).append(rest)
        elif rest and (head in site.kb.cards or head == "mode"):
            modes.append((head, rest))
        elif answer in ANSWERS:
            plain.append(site.t(ANSWERS[answer]))
        elif answer in CHOICES:
            plain.append(site.t(CHOICES[answer]))
        elif head == "coffers" and rest.isdigit():
            n = int(rest)
            plain.append(site.ngettext("to spend %(num)d Coffers", "to spend %(num)d Coffers", n) % {"num": n}
                         if n else site.t(N_("to spend no Coffers")))
        elif head == "discard" and rest.isdigit():
            n = int(rest)
            plain.append(site.ngettext("to discard %(num)d card", "to discard %(num)d cards", n) % {"num": n}
                         if n else site.t(N_("to discard nothing")))
        elif head == "return" and rest.isdigit():
            plain.append(site.ngettext("to return %(num)d copy to its pile", "to return %(num)d copies to their pile",
                                       int(rest)) % {"num": int(rest)})
        elif head == "depth" and rest.isdigit():
            plain.append(site.t(N_("position {n} from the top")).format(n=rest))
        elif answer == "done":
            plain.append(site.t(N_("stop choosing")))
        elif head in AMOUNTS and rest.isdigit():
            plain.append(site.t(AMOUNTS[head][int(rest) > 0]).format(n=int(rest)))
        elif head == "token" and rest in TOKEN_TERMS and TOKEN_TERMS[rest] in site.kb.terms:
            plain.append(site.kb.terms[TOKEN_TERMS[rest]].term.show(site.lang))
        elif head in PILE_CHOICES and (rest in site.kb.piles or rest in site.kb.cards):
            plain.append(site.t(PILE_CHOICES[head]).format(pile=words.pile_gen(rest)))
        else:
            plain.append(site.t(N_("the option {option}")).format(option=answer.replace(":", " ")))
    parts = []
    for verb, cards in verbs.items():
        parts.append(_fill(site.t(DECISIONS[verb]), {"card": words.card_list(cards), "card_acc":
                                                      words.card_list(cards, "_acc"),
                                                      "card_gen": words.card_list(cards, "_gen")}) or verb)
    by_card: dict[str, list[str]] = {}
    for card, mode in modes:
        by_card.setdefault(card, []).append(site.t(MODES[mode]) if mode in MODES else card_name(site, mode)
                                            if mode in site.kb.cards else mode.replace("-", " "))
    for card, shown in by_card.items():
        listed = join_list(shown, site.lang)
        parts.append(f"{listed} ({card_name(site, card)})" if card in site.kb.cards else listed)
    parts += plain
    return join_list(parts, site.lang)


def decision_line(site: Site, event: dict[str, Any]) -> str:
    """A decision and its answer as a sentence ("Player 1 chooses to gain Nomad Camp.")."""
    answers = [str(a) for a in event.get("answer", [])]
    who = _who(site, event.get("player"))
    if not answers:
        return site.t(N_("{who} chooses nothing.")).format(who=who)
    head, _, rest = answers[0].partition(":")
    if answers == ["done"]:
        return site.t(N_("{who} stops choosing.")).format(who=who)
    if answers[0] in ANSWERS:
        return site.t(N_("{who} answers {answer}.")).format(who=who, answer=site.t(ANSWERS[answers[0]]))
    if head in DECISIONS and rest in site.kb.cards:
        return site.t(N_("{who} chooses {choice}.")).format(who=who, choice=answer_phrase(site, answers))
    return site.t(N_("{who} picks: {choice}.")).format(who=who, choice=answer_phrase(site, answers))


# -- expectations ------------------------------------------------------------------------------
def describe(site: Site, expectation: Expectation) -> str:
    """One checked expectation as a sentence in the page's language (plain text)."""
    args = dict(expectation.shown())
    kind = expectation.kind
    words = Words(site)
    if kind in ("gained", "not_gained", "event", "no_event"):
        event = dict(args)
        if kind in ("gained", "not_gained"):
            event = {"type": "Gained", **{k: v for k, v in args.items() if k not in ("from", "to")},
                     "source": args.get("from"), "destination": args.get("to")}
        if kind == "not_gained":
            return _not_gained(site, event)
        line = event_line(site, {**event, "player": event.get("player")})
        return line if kind != "no_event" else site.t(N_("This never happens: {event}")).format(
            event=line[:1].lower() + line[1:])
    if kind in ("zone", "trash", "black_market"):
        return _zone(site, kind, args)
    if kind == "in_supply":
        card = card_name(site, str(args.get("card")))
        message = N_("{card} is in the Supply.") if args.get("is", True) else N_("{card} is not in the Supply.")
        return site.t(message).format(card=card)
    if kind == "pile_count":
        return site.t(N_("The {pile} pile holds {count}.")).format(
            pile=words.pile_gen(str(args.get("pile"))), count=_cards(site, int(args.get("count", 0))))
    if kind == "pile":
        return _pile(site, args)
    if kind == "offered":
        option = str(args.get("option", ""))
        who = _who(site, args.get("player"))
        if not args.get("is", True):
            message = N_("{who} is never offered the choice {choice}.") if "player" in args else \
                N_("Nobody is offered the choice {choice}.")
        else:
            message = N_("{who} is offered the choice {choice}.")
        return site.t(message).format(who=who, choice=answer_phrase(site, [option]))
    if kind == "game_over":
        return site.t(N_("The game is over.") if args.get("is", True) else N_("The game is not over."))
    if kind == "turn":
        return _turn(site, args)
    if kind == "tokens":
        return _tokens(site, args)
    if kind == "score":
        return site.t(N_("{who} has {points} VP.")).format(who=_who(site, args.get("player", 0)),
                                                        points=args.get("is"))
    if kind == "winners":
        seats = [int(p) for p in args.get("players", [])]
        if len(seats) == 1:
            return site.t(N_("{who} wins.")).format(who=_who(site, seats[0]))
        return site.t(N_("{players} share the victory.")).format(
            players=join_list([_who(site, p) for p in seats], site.lang))
    shown = ", ".join(f"{k}: {v}" for k, v in args.items())
    return f"{kind} ({shown})"


def _cards(site: Site, n: int) -> str:
    return site.ngettext("%(num)d card", "%(num)d cards", n) % {"num": n}


def _not_gained(site: Site, event: dict[str, Any]) -> str:
    slots = values(site, event)
    place = " ".join(p for p in (slots["source"], slots["destination"]) if p)
    if isinstance(event.get("player"), int):
        message = N_("{who} does not gain {card} {places}.")
    else:
        message = N_("Nobody gains {card} {places}.")
    return _fill(site.t(message), {**slots, "places": place}) or ""


def _said(site: Site, subject: str, predicates: list[str]) -> str:
    """One subject and what holds of it: "Player 1's hand contains Gold and holds 5 cards." (Polish: "; ")."""
    said = "; ".join(predicates) if site.lang == "pl" else join_list(predicates, site.lang)
    text = f"{subject} {said}" if said else subject
    return text[:1].upper() + text[1:] + "."


def _zone(site: Site, kind: str, args: dict[str, Any]) -> str:
    words = Words(site)
    if kind == "trash":
        where = site.t(N_("The trash"))
    elif kind == "black_market":
        where = site.t(N_("The Black Market deck"))
    else:
        where = site.t(N_("player {player}'s {zone}")).format(
            player=int(args.get("player", 0)) + 1, zone=site.t(ZONE_NAMES.get(str(args.get("zone")), "hand")))
    parts = []
    if "contains" in args:
        parts.append(site.t(N_("contains {cards}")).format(cards=words.card_list(args["contains"])))
    if "lacks" in args:
        parts.append(site.t(N_("does not contain {cards}")).format(cards=words.card_list(args["lacks"])))
    if "exactly" in args:
        parts.append(site.t(N_("holds exactly {cards}")).format(
            cards=words.card_list(args["exactly"]) if args["exactly"] else site.t(N_("no cards"))))
    if "top" in args:
        parts.append(site.t(N_("has {card} on top")).format(card=card_name(site, str(args["top"]))))
    if "count" in args:
        parts.append(site.t(N_("holds {count}")).format(count=_cards(site, int(args["count"]))))
    return _said(site, where, parts)


def _pile(site: Site, args: dict[str, Any]) -> str:
    pile = site.t(N_("the {pile} pile")).format(pile=Words(site).pile_gen(str(args.get("pile"))))
    parts = []
    exists, supply = args.get("exists"), args.get("supply")
    if exists is True and supply is False:
        parts.append(site.t(N_("is in the game but not in the Supply")))
    elif exists is False:
        parts.append(site.t(N_("is not in the game")))
    elif supply is not None:  # a pile in the Supply is in the game
        parts.append(site.t(N_("is in the Supply") if supply else N_("is not in the Supply")))
    elif exists:
        parts.append(site.t(N_("is in the game")))
    if "count" in args:
        parts.append(site.t(N_("holds {count}")).format(count=_cards(site, int(args["count"]))))
    if "top" in args:
        parts.append(site.t(N_("has {card} on top")).format(card=card_name(site, str(args["top"]))))
    return _said(site, pile, parts)


def _turn(site: Site, args: dict[str, Any]) -> str:
    parts = []
    if "player" in args:
        parts.append(site.t(N_("it is player {player}'s turn")).format(player=int(args["player"]) + 1))
    if "phase" in args:
        parts.append(site.t(N_("the phase is: {phase}")).format(phase=site.t(PHASES.get(args["phase"], args["phase"]))))
    forms = {"actions": ("%(num)d Action", "%(num)d Actions"), "buys": ("%(num)d Buy", "%(num)d Buys"),
             "potions": ("%(num)d Potion", "%(num)d Potions"), "debt": ("%(num)d debt", "%(num)d debt")}
    counters = [f"${args[k]}" if k == "coins" else site.ngettext(*forms[k], int(args[k])) % {"num": int(args[k])}
                for k in ("actions", "buys", "coins", "potions", "debt") if k in args]
    if counters:
        parts.append(site.t(N_("the turn has {counters}")).format(counters=join_list(counters, site.lang)))
    text = "; ".join(parts)
    return text[:1].upper() + text[1:] + "."


def labels_for(key: str) -> str:
    """The name of a turn counter or a token count."""
    return {"actions": N_("Actions"), "buys": N_("Buys"), "coins": N_("coins"), "potions": N_("Potions"),
            "debt": N_("debt"), "coffers": N_("Coffers"), "villagers": N_("Villagers"),
            "vp_tokens": N_("VP tokens")}[key]


def _tokens(site: Site, args: dict[str, Any]) -> str:
    counts = [f"{site.t(labels_for(k))}: {args[k]}" for k in ("coffers", "villagers", "vp_tokens", "debt")
              if k in args]
    for token, pile in args.get("pile_tokens", []):
        name = card_name(site, str(token).lstrip("+")) if str(token).lstrip("+") in site.kb.cards else str(token)
        where = Words(site).pile_gen(str(pile)) if pile else site.t(N_("no pile"))
        counts.append(site.t(N_("{token} token on the {pile} pile")).format(token=name, pile=where))
    return site.t(N_("Player {player} has {tokens}.")).format(player=int(args.get("player", 0)) + 1,
                                                            tokens=join_list(counts, site.lang))


# -- the starting position ---------------------------------------------------------------------
def start_position(site: Site, start: StartPosition) -> dict[str, Any]:
    """The starting position as sentences and a table: players, Kingdom, whose turn and phase, each player's
    hand, deck (from the top) and discard pile, other zones in use, the trash (plain text, escaped later)."""
    words = Words(site)
    facts = [site.ngettext("%(num)d player", "%(num)d players", start.players) % {"num": start.players}]
    if start.kingdom:
        facts.append(site.t(N_("Kingdom: {cards}")).format(cards=join_list(
            [card_name(site, c) for c in start.kingdom], site.lang)))
    if start.landscapes:
        facts.append(site.t(N_("Events and landscapes: {cards}")).format(cards=join_list(
            [card_name(site, c) for c in start.landscapes], site.lang)))
    counters = dict(start.counters)
    actions, buys = counters.get("actions", 0), counters.get("buys", 0)
    facts.append(site.t(N_("Player {player}'s turn, {phase}: {actions}, {buys}, ${coins}")).format(
        player=start.turn_player + 1, phase=site.t(PHASES.get(start.phase, start.phase)),
        actions=site.ngettext("%(num)d Action", "%(num)d Actions", actions) % {"num": actions},
        buys=site.ngettext("%(num)d Buy", "%(num)d Buys", buys) % {"num": buys}, coins=counters.get("coins", 0)))
    if start.prophecy is not None:
        name, suns = start.prophecy
        facts.append(site.t(N_("{prophecy} is active: no Sun token is left on it")).format(
            prophecy=card_name(site, name)) if not suns else site.ngettext(
            "%(num)d Sun token on %(prophecy)s", "%(num)d Sun tokens on %(prophecy)s", suns) % {
            "num": suns, "prophecy": card_name(site, name)})
    if start.turns_taken:
        facts.append(site.t(N_("Turns taken so far: {turns}")).format(turns=join_list(
            [f"{_who(site, p)}: {n}" for p, n in enumerate(start.turns_taken)], site.lang)))
    if start.trash:
        facts.append(site.t(N_("In the trash: {cards}")).format(cards=words.card_list(start.trash)))
    rows = []
    for index, seat in enumerate(start.seats):
        other = "; ".join(f"{site.t(ZONE_NAMES.get(z, z))}: {words.card_list(cards, joined=False)}"
                          for z, cards in seat.other)
        rows.append([site.t(N_("Player {player}")).format(player=index + 1), words.card_list(seat.hand, joined=False),
                     words.in_order(tuple(reversed(seat.deck))), words.card_list(seat.discard, joined=False),
                     other or "—"])
    head = [site.t(h) for h in (N_("Player"), N_("Hand"), N_("Deck, from the top"), N_("Discard pile"),
                                N_("Other cards"))]
    return {"facts": facts, "head": head, "rows": rows}
