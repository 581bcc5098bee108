"""The engine's events and expectations as sentences in the page's language."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from generator.checker.expectations import KINDS
from generator.site import labels
from generator.site.i18n import join_list

if TYPE_CHECKING:
    from generator.checker.expectations import Expectation
    from generator.site.context import PageContext as Site

N_ = labels.N_

ARG_NAMES = {"card": N_("card"), "to": N_("to"), "from": N_("from"), "player": N_("player"), "zone": N_("zone"),
             "contains": N_("contains"), "top": N_("top card"), "count": N_("count"), "pile": N_("pile"),
             "lacks": N_("lacks"), "exactly": N_("exactly"), "actions": N_("Actions"), "buys": N_("Buys"),
             "coins": N_("coins"), "debt": N_("debt"), "potions": N_("Potions"), "coffers": N_("Coffers"),
             "villagers": N_("Villagers"), "vp_tokens": N_("VP tokens"), "pile_tokens": N_("tokens on piles"),
             "phase": N_("phase"), "option": N_("option"), "is": N_("is")}


def zone(site: Site, value: str) -> str:
    """A zone name; ``non-supply:<card>`` is that card's pile outside the Supply."""
    if value.startswith("non-supply:"):
        return f"{site.t(N_('outside the Supply'))} ({site.card_name(value.split(':', 1)[1])})"
    return site.t(labels.ZONES.get(value, value))


def answer(site: Site, value: str) -> str:
    """A scripted answer such as ``gain:nomad-camp`` with the card's name."""
    verb, _, rest = value.partition(":")
    return f"{verb}: {site.card_name(rest)}" if rest in site.kb.cards else value


def value_of(site: Site, key: str, value: Any) -> Any:
    """One event field shown to readers (names instead of ids, players counted from 1, yes/no for flags)."""
    if isinstance(value, bool):
        return site.t(N_("yes") if value else N_("no"))
    if key in ("card", "instead", "by", "as_card", "top") and isinstance(value, str):
        return site.card_name(value)
    if key in ("source", "destination", "from", "to", "zone") and isinstance(value, str):
        return zone(site, value)
    if key in ("player", "to", "gainer") and isinstance(value, int):
        return value + 1
    if key in ("cards", "contains") and isinstance(value, list):
        return join_list([site.card_name(v) for v in value], site.lang) or "—"
    if key == "answer" and isinstance(value, list):
        return join_list([answer(site, v) for v in value], site.lang) or "—"
    return value


def event_line(site: Site, event: dict[str, Any]) -> str:
    """One engine event as a sentence (or ``Type: key=value`` for events without a message)."""
    template = labels.EVENTS.get(event.get("type", ""))
    values = {k: value_of(site, k, v) for k, v in event.items()}
    if template:
        try:
            return site.t(template).format(**values)
        except (KeyError, IndexError):
            pass
    return f"{event.get('type')}: " + ", ".join(f"{k}={v}" for k, v in values.items() if k not in ("type", "uid"))


def describe(site: Site, expectation: Expectation) -> str:
    """One checked expectation: its kind's registered label and the values it was given."""
    parts = ", ".join(f"{site.t(ARG_NAMES[k]) if k in ARG_NAMES else k}: {value_of(site, k, v)}"
                      for k, v in expectation.shown())
    kind = KINDS.get(expectation.kind)
    title = site.t(kind.label) if kind else expectation.kind
    return f"{title}: {parts}" if parts else title
