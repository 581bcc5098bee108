"""Gain behaviour in whole sentences, generated from a card's structured facts.

Each sentence is one translatable message with named slots, so a translator
can order the words as the language needs ("You gain {what} {source} into your
hand." / "Dodajesz {what} {source} do ręki.").  The slots are filled with
escaped text and links.
"""

from __future__ import annotations

from collections.abc import Callable

from generator.kb.schema import Card, GainFact, Knowledge
from generator.site.labels import N_
from generator.site.text import Renderer, escape

GAIN_SENTENCES = {
    ("you", "discard"): N_("You gain {what} {source} to your discard pile."),
    ("you", "deck"): N_("You gain {what} {source} onto your deck."),
    ("you", "hand"): N_("You gain {what} {source} to your hand."),
    ("others", "discard"): N_("Each other player gains {what} {source} to their discard pile."),
    ("others", "deck"): N_("Each other player gains {what} {source} onto their deck."),
    ("others", "hand"): N_("Each other player gains {what} {source} to their hand."),
    ("each", "discard"): N_("Every player gains {what} {source} to their discard pile."),
    ("each", "deck"): N_("Every player gains {what} {source} onto their deck."),
    ("each", "hand"): N_("Every player gains {what} {source} to their hand."),
    ("receiver", "discard"): N_("The player who receives it gains {what} {source} to their discard pile."),
    ("receiver", "deck"): N_("The player who receives it gains {what} {source} onto their deck."),
    ("receiver", "hand"): N_("The player who receives it gains {what} {source} to their hand."),
    ("victim", "discard"): N_("The attacked player gains {what} {source} to their discard pile."),
    ("victim", "deck"): N_("The attacked player gains {what} {source} onto their deck."),
    ("victim", "hand"): N_("The attacked player gains {what} {source} to their hand."),
}

SOURCES = {"supply": N_("from the Supply"), "trash": N_("from the trash"),
           "supply-pile": N_("from the Supply ({pile})"), "non-supply-pile": N_("from outside the Supply ({pile})")}

SELF_TO = {"hand": N_("When you gain this card, you put it into your hand."),
           "deck": N_("When you gain this card, you put it onto your deck."),
           "discard": N_("When you gain this card, you put it into your discard pile.")}

OWNERSHIP_SENTENCES = {
    "pass": N_("It passes cards to another player, who then owns them without gaining them."),
    "exchange": N_("It exchanges a card for another one, which becomes yours without being gained."),
    "exile": N_("It moves cards to your Exile mat: you still own them, but they leave your deck."),
    "set-aside": N_("It sets cards aside: they stay yours without being gained or discarded."),
}

CONDITION_LABELS = {
    "buy-phase": N_("only in your Buy phase"),
    "not-buy-phase": N_("only outside your Buy phase"),
    "first-buy-this-turn": N_("only if it is the first card you buy this turn"),
    "no-cards-bought-this-turn": N_("only if you bought no cards this turn"),
    "no-cards-gained-this-buy-phase": N_("only if you gained no cards in this Buy phase"),
    "revealed-province": N_("only if a Province was revealed"),
    "seven-cards-in-play": N_("only with exactly seven cards in play"),
    "trashed-copper-or-estate": N_("only if the trashed card was a Copper or an Estate"),
    "trashed-other-card": N_("only if another card was trashed"),
    "trashed-cost-3-or-more": N_("only if the trashed card costs 3 or more"),
    "trashed-itself": N_("only if this card was trashed"),
    "empty-supply-piles": N_("only with empty Supply piles"),
    "not-your-turn": N_("only outside your turn"),
}
"""How each structured condition of a gain (schema.CONDITIONS) reads after the sentence."""

ONLY_IN = {"1e": N_("only in the 1st edition"), "2e": N_("only in the 2nd edition")}


def source_target(kb: Knowledge, source: str) -> tuple[str, str] | None:
    """The page a ``pile:<id>`` gain source links to: a pile, or the card whose pile it is."""
    if not source.startswith("pile:"):
        return None
    pid = source[5:]
    return ("pile", pid) if pid in kb.piles else ("card", pid)


def source_in_supply(kb: Knowledge, source: str) -> bool:
    """True when a ``pile:<id>`` source is a Supply pile (Ruins), False for non-Supply piles (Prizes)."""
    target = source_target(kb, source)
    if target is None:
        return source == "supply"
    kind, pid = target
    status = kb.piles[pid].supply if kind == "pile" else kb.cards[pid].supply
    return status != "non-supply"


def source_phrase(kb: Knowledge, source: str, r: Renderer, t: Callable[[str], str]) -> str:
    """"from the trash", "from outside the Supply (Prizes)" — escaped, with a link to the pile."""
    target = source_target(kb, source)
    if target is None:
        return escape(t(SOURCES[source]))
    key = "supply-pile" if source_in_supply(kb, source) else "non-supply-pile"
    return r.link(*target).join(escape(part) for part in t(SOURCES[key]).split("{pile}"))


def fill(message: str, **slots: str) -> str:
    """Escape ``message`` and put the (already escaped) ``slots`` into it."""
    out = escape(message)
    for name, value in slots.items():
        out = out.replace(escape("{" + name + "}"), value)
    return out


def only_in(card: Card | None, versions: tuple[str, ...], lang: str, t: Callable[[str], str]) -> str:
    """" (only in the 1st edition)" or " (only: <the card's version label>)", escaped; empty without versions."""
    if not versions:
        return ""
    labels = {v.id: v.label.show(lang) for v in card.versions} if card else {}
    parts = [t(ONLY_IN[v]) if v in ONLY_IN else t(N_("only: {version}")).replace("{version}", labels.get(v, v))
             for v in versions]
    return " " + escape(f"({', '.join(parts)})")


def gain_sentence(kb: Knowledge, gain: GainFact, r: Renderer, t: Callable[[str], str],
                  card: Card | None = None) -> str:
    """One gain fact as a sentence in the page's language."""
    what = r.text(gain.what) if gain.what else escape(t(N_("a card")))
    line = fill(t(GAIN_SENTENCES[(gain.who, gain.to)]), what=what, source=source_phrase(kb, gain.source, r, t))
    when = f" ({escape(', '.join(t(CONDITION_LABELS[c]) for c in gain.when))})" if gain.when else ""
    return line + when + only_in(card, gain.versions, r.lang, t)


def gain_lines(kb: Knowledge, card: Card, r: Renderer, t: Callable[[str], str]) -> list[str]:
    """Every sentence describing how ``card`` gains, is gained and gives ownership."""
    lines = [gain_sentence(kb, gain, r, t, card) for gain in card.gains]
    if card.gains_self_to:
        lines.append(escape(t(SELF_TO[card.gains_self_to])))
    if card.on_gain:
        label = t(N_("When you gain it:"))
        lines.append(f"{escape(label)} {r.text(card.on_gain)}")
    if card.on_other_gain:
        label = t(N_("When another card is gained:"))
        lines.append(f"{escape(label)} {r.text(card.on_other_gain)}")
    for own in card.ownership:
        lines.append(escape(t(OWNERSHIP_SENTENCES[own.way])) + only_in(card, own.versions, r.lang, t))
    return lines


def brought_in_by(kb: Knowledge, card: Card) -> list[str]:
    """The cards that bring ``card`` into a game: its own list, or the cards that add its pile."""
    found = list(card.brought_in_by)
    if card.pile and card.pile in kb.piles:
        found += [c for c in kb.piles[card.pile].added_by_cards if c not in found]
    return found
