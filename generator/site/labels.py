"""Interface labels for values stored in the knowledge (types, zones, statuses).

Card types and zones are named by the glossary (``names:`` of a term in
knowledge/glossary.yaml), the one source of their words in both languages:
:func:`type_label` and :func:`zone_label`.  The other labels are marked with
``N_`` so that Babel extracts them into messages.pot; the templates translate
them at render time with gettext.
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from generator.errors import BuildError
from generator.kb.schema import Knowledge, Term


def N_(message: str) -> str:  # noqa: N802 - the conventional gettext marker
    """Mark ``message`` for extraction without translating it here."""
    return message


SUPPLY = {"kingdom": N_("Kingdom pile in the Supply"), "base": N_("Base pile in the Supply"),
          "non-supply": N_("Not in the Supply")}

SUPPLY_SHORT = {"kingdom": N_("Kingdom"), "base": N_("Base"), "non-supply": N_("Not in the Supply")}

ZONES = {"discard": N_("discard pile"), "deck": N_("deck"), "hand": N_("hand"), "in_play": N_("play"),
         "trash": N_("trash"), "supply": N_("Supply"), "set_aside": N_("set aside"), "exile": N_("Exile mat"),
         "tavern": N_("Tavern mat")}

GAINERS = {"you": N_("You gain"), "others": N_("The other players gain"), "each": N_("Every player gains")}

SOURCES = {"supply": N_("from the Supply"), "trash": N_("from the trash"), "pile": N_("from the {pile} pile")}

DESTINATIONS = {"discard": N_("to the discard pile"), "deck": N_("onto the deck"), "hand": N_("into the hand"),
                "set-aside": N_("set aside")}

VERDICTS = {"passed": N_("verified by the engine"), "failed": N_("the engine disagrees"),
            "unproven": N_("not proven yet (the engine lacks a card's behaviour)")}
"""How a checker verdict is shown beside an example."""
STATUSES = {"holds": N_("holds"), "conditional": N_("holds under conditions"), "outdated": N_("outdated")}

OWNERSHIP = {"pass": N_("passing"), "exchange": N_("exchanging"), "exile": N_("exiling"),
             "set-aside": N_("setting aside")}

PILE_KINDS = {"single": N_("copies of one card"), "mixed": N_("mixed pile (different cards, only the top one "
                                                                 "can be gained)"),
              "split": N_("split pile (two or more kinds of card stacked)")}

EDITIONS = {"1e": N_("1st edition"), "2e": N_("2nd edition")}

_QUALIFIER = re.compile(r"\s*\([^()]*\)$")
"""A trailing "(type)" that tells two glossary entries apart ("Curse (type)" beside the card Curse)."""

Named = Mapping[str, Term]
"""What :func:`named_terms` answers: worked out once per build (``BuildContext.named``) and passed down."""


def named_terms(kb: Knowledge) -> dict[str, Term]:
    """{"type:duration": the glossary term that names it, …}; two terms naming one thing is an error."""
    out: dict[str, Term] = {}
    for term in kb.terms.values():
        for name in term.names:
            if name in out:
                first = out[name]
                raise BuildError(f"{term.loc}: names: {name!r} is named by both term:{first.id} ({first.loc}) "
                                 f"and term:{term.id} (hint: one word per game term: keep one of them)")
            out[name] = term
    return out


def term_label(named: Named, name: str, lang: str) -> str:
    """The word for ``name`` (``type:duration``, ``zone:deck``) in ``lang``, from the glossary term naming it.

    A term's ``label`` is used where it has one, and its qualifier in brackets is left out; with no term, the id
    itself (a test requires a term for every type and zone the site shows).
    """
    term = named.get(name)
    if term is None:
        return name.split(":", 1)[1].replace("-", " ").replace("_", " ").title()
    return _QUALIFIER.sub("", (term.label or term.term).show(lang))


def type_label(named: Named, card_type: str, lang: str) -> str:
    """The name of a card type in ``lang`` ("Duration", "Akcja"); ``named`` is :func:`named_terms`' answer."""
    return term_label(named, f"type:{card_type}", lang)


def zone_label(named: Named, zone: str, lang: str) -> str:
    """The name of a zone in ``lang`` ("discard pile", "talia"); ``named`` is :func:`named_terms`' answer."""
    return term_label(named, f"zone:{zone}", lang)
