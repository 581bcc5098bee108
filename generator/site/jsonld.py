"""schema.org JSON-LD describing a card, safe to put inside a ``<script>`` element
(escaped by :func:`generator.site.text.script_json`)."""

from __future__ import annotations

from typing import Any

from generator.kb.schema import Card, Text
from generator.kb.vocab import iri
from generator.site import labels
from generator.site.context import PageContext
from generator.site.i18n import join_list
from generator.site.text import script_json

GAME = "Dominion"


def _langs(text: Text) -> list[dict[str, str]]:
    values = [{"@language": "en", "@value": text.en}]
    if text.pl is not None:
        values.append({"@language": "pl", "@value": text.pl})
    return values


def card_data(site: PageContext, card: Card) -> dict[str, Any]:
    """The schema.org description of ``card`` in the site's language."""
    exp = site.kb.expansions[card.expansion]
    props = [
        {"@type": "PropertyValue", "name": site.t(labels.N_("Types")),
         "value": join_list([site.type_label(t) for t in card.types], site.lang)},
        {"@type": "PropertyValue", "name": site.t(labels.N_("Supply")), "value": site.t(labels.SUPPLY[card.supply])},
    ]
    if card.priced:
        props.insert(0, {"@type": "PropertyValue", "name": site.t(labels.N_("Cost")), "value": str(card.cost)})
    data: dict[str, Any] = {
        "@context": "https://schema.org",
        "@type": "CreativeWork",
        "@id": str(iri("card", card.id)),
        "identifier": card.id,
        "name": card.name.show(site.lang),
        "alternateName": [v["@value"] for v in _langs(card.name) if v["@value"] != card.name.show(site.lang)],
        "inLanguage": site.lang,
        "genre": site.t(labels.N_("Card")),
        "isPartOf": {"@type": "Game", "name": GAME if exp.name.en == GAME else f"{GAME}: {exp.name.show(site.lang)}"},
        "additionalProperty": props,
    }
    if card.summary is not None:
        data["description"] = site.renderer("index.md").plain(card.summary.show(site.lang))
    return data


def card_jsonld(site: PageContext, card: Card) -> str:
    """The ``<script type="application/ld+json">`` element for ``card``'s page (one line)."""
    return str(site.macros.json_ld(script_json(card_data(site, card))))
