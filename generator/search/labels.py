"""The words the search results show, in the page's language, through the Babel catalog.

Each hit is labelled with its page kind (rule, concept, card, example, list…);
the counts above and inside the result list use the catalog's plural forms,
looked up for each CLDR plural category so the browser can pick one with
``Intl.PluralRules`` (Polish: 1 strona, 2 strony, 5 stron).
"""

from __future__ import annotations

from functools import cache
from typing import Any


def N_(message: str) -> str:  # noqa: N802 - the conventional gettext marker
    """Mark ``message`` for extraction; it is translated where it is shown."""
    return message


KIND_NAMES: dict[str, str] = {
    "rule": N_("Rule"), "concept": N_("Concept"), "card": N_("Card"), "example": N_("Example"),
    "list": N_("List"), "term": N_("Glossary term"), "pile": N_("Pile"), "expansion": N_("Expansion"),
    "page": N_("Page"),
}
"""Page kinds as the result list names them (see :func:`generator.search.index.page_kind`)."""

PLURAL_SAMPLES = (("one", 1), ("few", 2), ("many", 5), ("other", 2))
"""A number of each CLDR plural category, to read the catalog's form for it."""


@cache
def search_labels(lang: str) -> dict[str, Any]:
    """Kind names and count phrases (``{n}`` stands for the number) of ``lang``."""
    from generator.site.i18n import load_translations

    catalog = load_translations(lang)
    pages = {form: catalog.ngettext("%(num)d matching page", "%(num)d matching pages", n)
             for form, n in PLURAL_SAMPLES}
    sections = {form: catalog.ngettext("%(num)d more section on this page", "%(num)d more sections on this page", n)
                for form, n in PLURAL_SAMPLES}
    return {
        "kinds": {kind: catalog.gettext(name) for kind, name in KIND_NAMES.items()},
        "pages": {form: text.replace("%(num)d", "{n}") for form, text in pages.items()},
        "sections": {form: text.replace("%(num)d", "{n}") for form, text in sections.items()},
    }
