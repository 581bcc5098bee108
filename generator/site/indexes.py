"""Index pages generated from the structured facts: gain behaviour, types, piles, the card table.

Every list is sorted in the page language's alphabetical order (ICU).
"""

from __future__ import annotations

import posixpath
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from generator.kb.coverage import coverage
from generator.kb.schema import GAIN_DESTINATIONS, Card, Effect, GainFact
from generator.site import gains, labels
from generator.site.context import Page, PageContext, list_item
from generator.site.diagrams import Edge, Node, bipartite, grouped
from generator.site.i18n import join_list, sorted_by
from generator.site.text import attr, escape, page_path, url

N_ = labels.N_


@dataclass(frozen=True)
class GainIndex:
    """One "cards that …" page: its slug, title, intro and which gain facts select a card."""

    slug: str
    title: str
    intro: str
    match: Callable[[GainFact], bool]


GAIN_INDEXES = (
    GainIndex("from-trash", N_("Cards that gain from the trash"),
              N_("These cards take a card out of the trash and make it someone's by gaining it."),
              lambda g: g.source == "trash"),
    GainIndex("from-piles", N_("Cards that gain from a particular pile"),
              N_("These cards gain from one named pile, often one that is not in the Supply."),
              lambda g: g.source.startswith("pile:")),
    GainIndex("to-hand", N_("Cards that gain to your hand"),
              N_("A gained card normally goes to the discard pile; these cards put it into the hand instead."),
              lambda g: g.to == "hand"),
    GainIndex("to-deck", N_("Cards that gain onto your deck"),
              N_("These cards put the gained card onto the deck instead of the discard pile."),
              lambda g: g.to == "deck"),
    GainIndex("to-set-aside", N_("Cards that gain a card setting it aside"),
              N_("These cards set the gained card aside as they gain it, instead of putting it into the discard pile."),
              lambda g: g.to == "set-aside"),
    GainIndex("other-players", N_("Cards that make other players gain"),
              N_("With these cards, players other than the one playing them gain cards (often Curses or Ruins)."),
              lambda g: g.who != "you"),
)


@dataclass(frozen=True)
class EffectIndex:
    """One page of cards with a kind of Supply effect (the Polish Supply seed's groups and the others)."""

    kind: str
    title: str
    intro: str


EFFECT_INDEXES = (
    EffectIndex("trash-from-supply", N_("Cards that trash straight from the Supply"),
                N_("These cards move a card from a Supply pile to the trash without anyone gaining it.")),
    EffectIndex("imitate-supply", N_("Cards that imitate other Supply cards"),
                N_("These cards play, or make other cards work like, a card that stays in the Supply.")),
    EffectIndex("empty-supply-piles", N_("Cards for which empty Supply piles matter"),
                N_("What these cards do depends on how many Supply piles are empty.")),
    EffectIndex("name-supply-pile", N_("Cards that name a Supply pile"),
                N_("These cards choose a Supply pile, usually to put a token on it.")),
    EffectIndex("setup-supply", N_("Cards that act on Supply piles at set-up"),
                N_("When these cards are in the game, Supply piles are added or changed while the game is set up.")),
    EffectIndex("gathering", N_("Gathering cards"),
                N_("Gathering cards collect victory point tokens on their own Supply pile.")),
    EffectIndex("return-to-pile", N_("Cards that return a card to its pile"),
                N_("Returning a card to its pile is not trashing it, and the card is no longer anyone's.")),
    EffectIndex("exile", N_("Cards that exile"), N_("Exiled cards stay yours on your Exile mat, out of your deck.")),
    EffectIndex("leaves-trash-without-gaining", N_("Cards that leave the trash without being gained"),
                N_("These cards move out of the trash by their own rule; that move is not a gain.")),
    EffectIndex("when-gained", N_("Cards with an ability when gained"),
                N_("These abilities happen however the card is gained, bought or not.")),
    EffectIndex("when-bought", N_("Cards with an ability when bought"),
                N_("These abilities happen only when the card is bought, not when it is gained another way.")),
    EffectIndex("reacts-to-gain", N_("Cards that react when a card is gained"),
                N_("These cards respond to a card being gained.")),
    EffectIndex("replaces-gain", N_("Cards that replace a gain"),
                N_("With these cards a gain happens differently or to someone else: the original gain does not "
                   "happen.")),
)


def coverage_note(site: PageContext) -> str:
    """"Facts are recorded for N of M cards: Dominion a of b, …" in the page's language, escaped."""
    cov = coverage(site.kb)
    parts = [site.t(N_("{expansion}: {recorded} of {total}")).format(
        expansion=site.kb.expansions[exp].name.show(site.lang), recorded=done, total=total)
        for exp, done, total in cov.by_expansion]
    text = site.t(N_("This list is built from the facts recorded so far: for {recorded} of the {total} cards "
                     "({expansions}); other cards may belong here too.")).format(
        recorded=cov.recorded, total=cov.total, expansions=join_list(parts, site.lang))
    return escape(text)


def _effect_index(site: PageContext, index: EffectIndex) -> Page:
    here = f"gaining/{index.kind}.md"
    r = site.renderer(here)
    items = []
    for card in site.cards_by_name():
        found: list[Effect] = [e for e in card.effects if e.kind == index.kind]
        if found:
            lines = [(r.text(e.what) if e.what else "") + gains.only_in(card, e.versions, r.lang, site.t)
                     for e in found]
            items.append(list_item(r.link("card", card.id), "; ".join(line for line in lines if line)))
    intro = escape(site.t(index.intro)) + "\n\n" + coverage_note(site)
    return Page(here, "list.md.j2", {**site.base(site.t(index.title)), "intro": intro, "table": None,
                                      "items": items})


def _gain_index(site: PageContext, index: GainIndex) -> Page:
    here = f"gaining/{index.slug}.md"
    r = site.renderer(here)
    items = []
    for card in site.cards_by_name():
        facts = [g for g in card.gains if index.match(g)]
        if facts:
            sentences = " ".join(gains.gain_sentence(site.kb, g, r, site.t, card) for g in facts)
            items.append(list_item(r.link("card", card.id), sentences))
    return Page(here, "list.md.j2", {**site.base(site.t(index.title)),
                                      "intro": escape(site.t(index.intro)) + "\n\n" + coverage_note(site),
                                      "table": None, "items": items})


def _ability_index(site: PageContext, slug: str, title: str, intro: str, select: Callable[[Card], list[str]]) -> Page:
    here = f"gaining/{slug}.md"
    r = site.renderer(here)
    items = []
    for card in site.cards_by_name():
        lines = select(card)
        if lines:
            items.append(list_item(r.link("card", card.id), " ".join(lines)))
    return Page(here, "list.md.j2", {**site.base(site.t(title)),
                                      "intro": escape(site.t(intro)) + "\n\n" + coverage_note(site),
                                      "table": None, "items": items})


def ability_indexes(site: PageContext) -> list[Page]:
    """Cards that go elsewhere when gained, react to gains, or give ownership without gaining."""
    def self_to(card: Card) -> list[str]:
        r = site.renderer("gaining/gained-elsewhere.md")
        return [gains.self_to_sentence(site.kb, card, r, site.t)] if card.gains_self_to else []

    def when_gained(card: Card) -> list[str]:
        r = site.renderer("gaining/on-gain-text.md")
        return [r.text(card.on_gain)] if card.on_gain else []

    def other_gain(card: Card) -> list[str]:
        r = site.renderer("gaining/other-gains.md")
        return [r.text(card.on_other_gain)] if card.on_other_gain else []

    def ownership(card: Card) -> list[str]:
        return [escape(site.t(gains.OWNERSHIP_SENTENCES[o.way])) for o in card.ownership]

    return [
        _ability_index(site, "gained-elsewhere", N_("Cards that go somewhere special when gained"),
                       N_("When you gain one of these cards, it does not go to your discard pile."), self_to),
        _ability_index(site, "on-gain-text", N_("What cards do when gained"),
                       N_("These cards do something at the moment they are gained."), when_gained),
        _ability_index(site, "other-gains", N_("What cards do when another card is gained"),
                       N_("These cards respond to gaining another card."), other_gain),
        _ability_index(site, "ownership", N_("Cards that give ownership without gaining"),
                       N_("These cards make a card someone's, or move it away, without gaining it: passing, "
                          "exchanging, exiling or setting aside. Abilities that trigger on gaining do not happen."),
                       ownership),
    ]


def non_supply_page(site: PageContext) -> Page:
    """Cards that are not in the Supply, and what brings each into the game."""
    here = "gaining/non-supply.md"
    r = site.renderer(here)
    rows = []
    cards = [c for c in site.cards_by_name() if c.supply == "non-supply" and c.kind == "card"]
    for card in cards:  # a stable sort of all cards, filtered: the order of sorting the filtered ones
        bringers = gains.brought_in_by(site.kb, card)
        rows.append([r.link("card", card.id),
                     r.link("pile", card.pile) if card.pile in site.kb.piles else "—",
                     join_list([r.link("card", c) for c in bringers], site.lang) if bringers
                     else escape(site.t(N_("set up by the rules")))])
    head = [escape(site.t(h)) for h in (N_("Card"), N_("Pile"), N_("Brought into the game by"))]
    intro = escape(site.t(N_("These cards are not in the Supply: they cannot be bought, and only the cards listed "
                             "next to them bring them into a game.")))
    title = site.t(N_("Cards that are not in the Supply and what brings them in"))
    return Page(here, "list.md.j2", {**site.base(title),
                                      "intro": intro + "\n\n" + brings_in_diagram(site, here),
                                      "table": {"head": head, "rows": rows}, "items": []})


def brings_in_diagram(site: PageContext, here: str) -> str:
    """SVG: which card brings which non-Supply pile or card into the game."""
    r = site.renderer(here)
    edges: list[tuple[str, tuple[str, str]]] = []
    for pile in site.kb.piles.values():
        if pile.supply == "non-supply":
            edges += [(c, ("pile", pile.id)) for c in pile.added_by_cards]
    in_piles = {c for p in site.kb.piles.values() if p.supply == "non-supply" for c in p.cards}
    for card in site.kb.cards.values():
        if card.supply == "non-supply" and card.pile not in site.kb.piles and card.id not in in_piles:
            edges += [(c, ("card", card.id)) for c in card.brought_in_by]
    bringers = sorted_by({e[0] for e in edges}, lambda c: site.card_name(c), site.lang)
    brought: dict[str, set[tuple[str, str]]] = {}
    for s, t in edges:
        brought.setdefault(s, set()).add(t)
    groups = []
    for b in bringers:
        targets = sorted_by(brought[b], lambda t: r.name(*t), site.lang)
        groups.append((Node(b, site.card_name(b), url(page_path("card", b), here)),
                       [Node(f"{k}:{i}", r.name(k, i), url(page_path(k, i), here)) for k, i in targets]))
    return grouped(site.svg, site.t(N_("Which card brings which non-Supply cards into the game")),
                   site.t(N_("Card in the game")), site.t(N_("Brings in")), groups)


def flow_diagram(site: PageContext, here: str) -> str:
    """SVG: where gains come from and where they go, counting cards per route."""
    counts: dict[tuple[str, str], set[str]] = {}
    for card in site.kb.cards.values():
        for g in card.gains:
            src = g.source if g.source in ("supply", "trash") else (
                "supply" if gains.source_in_supply(site.kb, g.source) else "outside")
            counts.setdefault((src, g.to), set()).add(card.id)
    left_pages = {"supply": page_path("rule", "supply"), "trash": "gaining/from-trash.md",
                  "outside": "gaining/non-supply.md"}
    right_pages = {"discard": "rules/gain.md", "deck": "gaining/to-deck.md", "hand": "gaining/to-hand.md",
                   "set-aside": "gaining/to-set-aside.md"}
    left = [Node(k, from_label(site, k), url(v, here)) for k, v in left_pages.items()]
    right = [Node(k, site.zone_label(k), url(v, here)) for k, v in right_pages.items()]
    edges = []
    for (src, dest), cards in sorted(counts.items()):
        n = len(cards)
        edges.append(Edge(src, dest, n, site.ngettext("%(num)d card", "%(num)d cards", n) % {"num": n}))
    return bipartite(site.svg, site.t(N_("Where gained cards come from and where they go")), site.t(N_("Gained from")),
                     site.t(N_("Goes to")), left, right, edges, row=64)


GAINING_TITLE = N_("Gaining, card by card")
"""The gain behaviour section's title: not the title of the rule page "Gain" ("Dodawanie")."""


def gaining_pages(site: PageContext) -> list[Page]:
    """The gain behaviour section: an overview with the flow diagram, then one page per behaviour."""
    pages = ([_gain_index(site, index) for index in GAIN_INDEXES] + ability_indexes(site)
             + [_effect_index(site, index) for index in EFFECT_INDEXES] + [non_supply_page(site)])
    here = "gaining/index.md"
    items = [list_item(str(site.macros.link(p.context["title"], url_md(p.path, here)))) for p in pages]
    intro = escape(site.t(N_("Gaining a card means taking it, usually from the Supply, and putting it into your "
                             "discard pile. Many cards change where the card comes from or where it goes. These "
                             "pages are generated from the structured facts recorded so far."))) + "\n\n" + \
        coverage_note(site)
    pages.append(Page(here, "list.md.j2", {**site.base(site.t(GAINING_TITLE)), "hide_toc": True,
                                           "intro": intro + "\n\n" + flow_diagram(site, here),
                                           "table": None, "items": items}))
    return pages


def url_md(target: str, here: str) -> str:
    """A Markdown link target (the .md path relative to ``here``), checked by mkdocs."""
    return posixpath.relpath(target, posixpath.dirname(here) or ".")


def by_type_page(site: PageContext) -> Page:
    """Cards grouped by type, each group in alphabetical order."""
    here = "cards/by-type.md"
    r = site.renderer(here)
    groups: dict[str, list[Card]] = {}
    for card in site.kb.cards.values():
        for t in card.types:
            groups.setdefault(t, []).append(card)
    sections = []
    for t in sorted_by(groups, site.type_label, site.lang):
        cards = sorted_by(groups[t], lambda c: c.name.show(site.lang), site.lang)
        sections.append({"title": escape(site.type_label(t)), "anchor": f"type-{t}",
                         "links": [r.link("card", c.id) for c in cards]})
    return Page(here, "grouped.md.j2", {**site.base(site.t(N_("Cards by type"))), "sections": sections})


def card_table(site: PageContext, here: str) -> dict[str, Any]:
    """The sortable, filterable card table (raw HTML with data- attributes for site_src/assets/cardtable.js)."""
    rows = []
    for card in site.cards_by_name():
        types = [site.type_label(t) for t in card.types]
        froms = sorted({"trash" if g.source == "trash" else "supply" if gains.source_in_supply(site.kb, g.source)
                        else "outside" for g in card.gains})
        tos = sorted({g.to for g in card.gains})
        exp = site.kb.expansions[card.expansion]
        cost = card.cost.coins + 10 * card.cost.potion + card.cost.debt if card.priced else -1
        rows.append({
            "name": attr(card.name.show(site.lang)), "href": attr(url(page_path("card", card.id), here)),
            "cost": escape(str(card.cost)) if card.priced else "—", "cost_key": cost,
            "types": attr(join_list(types, site.lang)), "type_keys": attr(" ".join(card.types)),
            "expansion": attr(exp.name.show(site.lang)), "expansion_key": attr(exp.id),
            "supply": attr(site.t(labels.SUPPLY_SHORT[card.supply])), "supply_key": card.supply,
            "from": attr(join_list([from_label(site, f) for f in froms], site.lang)), "from_keys": " ".join(froms),
            "to": attr(join_list([site.zone_label(t) for t in tos], site.lang)),
            "to_keys": " ".join(tos),
        })
    used_types = sorted_by({t for c in site.kb.cards.values() for t in c.types},
                           site.type_label, site.lang)
    exps = sorted_by({c.expansion for c in site.kb.cards.values()},
                     lambda x: site.kb.expansions[x].name.show(site.lang), site.lang)
    filters = [
        {"key": "type", "label": attr(site.t(N_("Type"))),
         "options": [(t, attr(site.type_label(t))) for t in used_types]},
        {"key": "expansion", "label": attr(site.t(N_("Expansion"))),
         "options": [(x, attr(site.kb.expansions[x].name.show(site.lang))) for x in exps]},
        {"key": "supply", "label": attr(site.t(N_("Supply"))),
         "options": [(s, attr(site.t(labels.SUPPLY_SHORT[s]))) for s in ("kingdom", "base", "non-supply")]},
        {"key": "from", "label": attr(site.t(N_("Gains from"))),
         "options": [(f, attr(from_label(site, f))) for f in ("supply", "trash", "outside")]},
        {"key": "to", "label": attr(site.t(N_("Gains to"))),
         "options": [(t, attr(site.zone_label(t))) for t in GAIN_DESTINATIONS]},
    ]
    return {"rows": rows, "filters": filters, "count_forms": count_forms(site), "coverage": coverage_note(site)}


FROM_LABELS = {"outside": N_("outside the Supply")}
"""Where the card table's gains come from: the Supply and the trash are zones (named by the glossary)."""


def from_label(site: PageContext, key: str) -> str:
    """"Supply", "trash" (the glossary's zones) or "outside the Supply", in the page's language."""
    return site.t(FROM_LABELS[key]) if key in FROM_LABELS else site.zone_label(key)

PLURAL_SAMPLES = {"en": (("one", 1), ("other", 5)), "pl": (("one", 1), ("few", 2), ("many", 5), ("other", 5))}


def count_forms(site: PageContext) -> list[tuple[str, str]]:
    """"{num} cards shown" in each plural category of the language, for the table script (Intl.PluralRules)."""
    out = []
    for category, n in PLURAL_SAMPLES.get(site.lang, PLURAL_SAMPLES["en"]):
        text = site.ngettext("%(num)d card shown", "%(num)d cards shown", n) % {"num": n}
        out.append((category, attr(text.replace(str(n), "{num}", 1))))
    return out
