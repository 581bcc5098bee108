"""The engine's events and expectations as sentences in the page's language."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from generator.site import labels
from generator.site.i18n import join_list

if TYPE_CHECKING:
    from generator.site.pages import Site

N_ = labels.N_

EXPECTATIONS = {
    "gained": N_("this gain happened"), "not_gained": N_("this gain did not happen"),
    "zone": N_("the zone holds these cards"), "trash": N_("the trash holds these cards"),
    "in_supply": N_("Supply status"), "pile_count": N_("cards left in the pile"), "event": N_("this event happened"),
    "no_event": N_("this event did not happen"), "game_over": N_("the game is over"),
    "offered": N_("these choices were offered"), "pile": N_("the pile is as expected"),
}


ARG_NAMES = {"card": N_("card"), "to": N_("to"), "from": N_("from"), "player": N_("player"), "zone": N_("zone"),
             "contains": N_("contains"), "top": N_("top card"), "count": N_("count"), "pile": N_("pile")}


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
    """One event field shown to readers (names instead of ids, players counted from 1)."""
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


def describe(site: Site, kind: str, args: dict[str, Any]) -> str:
    """One checked expectation: what kind and with which values."""
    parts = ", ".join(f"{site.t(ARG_NAMES[k]) if k in ARG_NAMES else k}: {value_of(site, k, v)}"
                      for k, v in args.items())
    title = site.t(EXPECTATIONS[kind]) if kind in EXPECTATIONS else kind
    return f"{title}: {parts}"
