"""Example and claim pages a judge can replay: starting position, steps and decisions, checks, every member."""

from __future__ import annotations

import re

import pytest

from generator.checker.check import CheckReport, check_all
from generator.kb.schema import Knowledge
from generator.site import evidence, trace
from generator.site import pages as entity_pages
from generator.site.context import Page, PageContext, build_context
from generator.site.i18n import make_env
from generator.site.text import Renderer
from tests.site.test_gain_sentences import repeated_phrase


@pytest.fixture(scope="module")
def report(kb: Knowledge) -> CheckReport:
    """The checker's report on the real knowledge."""
    return check_all(kb)


@pytest.fixture(scope="module")
def sites(kb: Knowledge, report: CheckReport) -> dict[str, PageContext]:
    """Both languages' sites, with the report."""
    build = build_context(kb, report)
    return {lang: PageContext(build, lang, make_env(lang)) for lang in ("en", "pl")}


def _render(site: PageContext, page: Page) -> str:
    return site.env.get_template(page.template).render(**page.context)


def _example(sites: dict[str, PageContext], lang: str, eid: str) -> str:
    site = sites[lang]
    return _render(site, entity_pages.example_page(site, site.kb.examples[eid]))


def _lines(text: str) -> list[str]:
    return text.split("\n")


def test_example_page_shows_the_starting_position_before_the_steps(sites: dict[str, PageContext]) -> None:
    """Artisan's example: players, Kingdom, whose turn and phase, then each player's zones, then the steps."""
    page = _example(sites, "en", "artisan-gains-nomad-camp-to-hand")
    start, steps = page.index("## Starting position"), page.index("## Step by step")
    assert start < steps < page.index("## What was checked")
    lines = _lines(page)
    for expected in ("- 2 players",
                     "- Kingdom: [Artisan](../cards/artisan.md) and [Nomad Camp](../cards/nomad-camp.md)",
                     "- Player 1's turn, Action phase: 1 Action, 1 Buy, $0",
                     "| Player 1 | [Artisan](../cards/artisan.md), 2 × [Copper](../cards/copper.md) | — | — | — |",
                     "| Player 2 | — | — | — | — |"):
        assert expected in lines


def test_steps_and_decisions_are_sentences_with_names(sites: dict[str, PageContext]) -> None:
    """The play, the decision and the gain read as sentences in each language, Polish names in the accusative,
    each card name a link to its page (in Polish the name only, not the "kartę" before it)."""
    en = _lines(_example(sites, "en", "artisan-gains-nomad-camp-to-hand"))
    artisan, camp, copper = "(../cards/artisan.md)", "(../cards/nomad-camp.md)", "(../cards/copper.md)"
    assert [f"1. Player 1 plays [Artisan]{artisan}.", f"1. Player 1 chooses to gain [Nomad Camp]{camp}.",
            f"1. Player 1 gains [Nomad Camp]{camp} from the Supply into their hand.",
            f"1. Player 1 chooses to put [Copper]{copper} onto their deck."] == [
        ln for ln in en if ln.startswith("1. ")][:4]
    pl = _lines(_example(sites, "pl", "artisan-gains-nomad-camp-to-hand"))
    assert [f"1. Gracz 1 zagrywa [Rękodzielnika]{artisan}.", f"1. Gracz 1 postanawia dodać kartę [Nomad Camp]{camp}.",
            f"1. Gracz 1 dodaje kartę [Nomad Camp]{camp} z Zasobów na rękę.",
            f"1. Gracz 1 postanawia położyć [Miedziaki]{copper} na wierzch talii."] == [
        ln for ln in pl if ln.startswith("1. ")][:4]


def test_checked_expectations_are_sentences(sites: dict[str, PageContext]) -> None:
    """Each expectation is a sentence: the gain with its places, what the hand holds, the deck's top card."""
    en = _example(sites, "en", "artisan-gains-nomad-camp-to-hand")
    pl = _example(sites, "pl", "artisan-gains-nomad-camp-to-hand")
    camp, copper = "[Nomad Camp](../cards/nomad-camp.md)", "(../cards/copper.md)"
    for text in (f"Player 1 gains {camp} from the Supply into their hand.",
                 f"Player 1's hand contains {camp}.", f"Player 1's deck has [Copper]{copper} on top."):
        assert f"</span> {text}\n" in en
    for text in (f"Gracz 1 dodaje kartę {camp} z Zasobów na rękę.", f"Ręka gracza 1 zawiera: {camp}.",
                 f"Talia gracza 1 ma na wierzchu: [Miedziaki]{copper}."):
        assert f"</span> {text}\n" in pl


RAW_ID = re.compile(r"\b[a-z]+(?:-[a-z]+)*:[a-z0-9]")


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_no_raw_option_ids_or_slots_on_evidence_pages(sites: dict[str, PageContext], lang: str) -> None:
    """No step, decision or check on any example or claim page shows an option id, an event dump or a slot, or
    says the same three words twice."""
    site = sites[lang]
    pages = [entity_pages.example_page(site, e) for e in site.kb.examples.values()] + evidence.claim_pages(site)
    bad = []
    for page in pages:
        for line in _lines(_render(site, page)):
            if line.startswith("1. ") or line.startswith("- <span class=\"dw-status"):
                shown = re.sub(r"\]\([^)]*\)", "]", re.sub(r"<[^>]+>", "", line)).replace("[", "").replace("]", "")
                if RAW_ID.search(shown) or "{" in shown or re.match(r"1\. [A-Z][A-Za-z]+ \\\(", shown) or \
                        repeated_phrase(shown.replace("\\", "")):
                    bad.append((page.path, line))
    assert bad == []


def test_claim_page_shows_every_member_with_its_own_run(sites: dict[str, PageContext], report: CheckReport) -> None:
    """The trash claim's page has a verdict, a starting position and steps for each of its five members."""
    site = sites["en"]
    claim = next(c for c in report.claims if c.id == "cards-that-gain-from-the-trash")
    page = next(p for p in evidence.claim_pages(site) if p.path == "claims/cards-that-gain-from-the-trash.md")
    text = _render(site, page)
    members = [m.card for m in claim.members]
    assert members == ["lurker", "graverobber", "rogue", "treasurer", "lich"]
    assert text.count("### Starting position") == 5 and text.count("### Step by step") == 5
    sections = text.split("\n## ")[1:]
    for member, section in zip(members, sections, strict=False):
        assert section.startswith(f"{site.card_name(member)} {{ #member-{member} }}")
        assert "verified by the engine" in section
    assert "1. Player 1 plays [Graverobber](../cards/graverobber.md)." in sections[1]
    assert "Graverobber" not in sections[0]
    assert "In the trash: [Gold](../cards/gold.md)" in sections[1]
    assert "In the trash: [Bureaucrat](../cards/bureaucrat.md)" in sections[0]


def test_list_example_lists_every_member_verdict(sites: dict[str, PageContext]) -> None:
    """The list example of gains from the trash shows each member's verdict, linking to its run."""
    pl = _example(sites, "pl", "gain-from-trash")
    assert "## Każdy element listy sprawdzony osobno" in pl
    for member, name in (("lurker", "Intrygant"), ("graverobber", "Graverobber"), ("lich", "Lich")):
        assert re.search(rf"\| \[{name}\]\(../cards/{member}.md\) \| <span class=\"dw-status dw-status-ok\">"
                         rf"\[sprawdzony przez silnik\]\(../claims/cards-that-gain-from-the-trash.md#member-{member}\)",
                         pl), member


@pytest.mark.parametrize(("lang", "facts", "step"), [
    ("en", "**Starting position:** 2 players. Kingdom: [Artisan](artisan.md) and [Nomad Camp](nomad-camp.md). "
           "Player 1's turn, Action phase: 1 Action, 1 Buy, $0.",
     "1. Player 1 plays [Artisan](artisan.md)."),
    ("pl", "**Pozycja wyjściowa:** 2 gracze. Królestwo: [Rękodzielnik](artisan.md) i [Nomad Camp](nomad-camp.md). "
           "Tura gracza 1, faza akcji: 1 akcja, 1 zakup, $0.",
     "1. Gracz 1 zagrywa [Rękodzielnika](artisan.md)."),
])
def test_card_page_example_shows_its_starting_position(sites: dict[str, PageContext], lang: str, facts: str,
                                                       step: str) -> None:
    """A card page's example shows the starting position (facts and each player's cards) before its steps."""
    site = sites[lang]
    text = _render(site, entity_pages.card_page(site, site.kb.cards["artisan"]))
    block = text[text.index("(../examples/artisan-gains-nomad-camp-to-hand.md)"):]
    block = block[:block.index("</details>")]
    lines = _lines(block)
    assert facts in lines
    row = "| Player 1 | [Artisan](artisan.md), 2 × [Copper](copper.md) | — | — | — |" if lang == "en" else \
        "| Gracz 1 | [Rękodzielnik](artisan.md), 2 × [Miedziaki](copper.md) | — | — | — |"
    assert lines.index(facts) < lines.index(row) < lines.index(step)


def test_trace_names_are_links_with_escaped_words() -> None:
    """A marked card name becomes a link whose words are escaped, and the words around it are escaped too."""
    class _KB:
        cards = {"artisan": None}

    macros = make_env("en").get_template("macros.md.j2").make_module()
    r = Renderer(_KB(), "en", "examples/x.md", lambda lang: "", {}, macros)  # type: ignore[arg-type]
    with trace.linking():
        line = f"a_b plays {trace.mark('artisan', 'Art*isan [1]')} and {trace.mark('nope', 'No*pe')}."
    assert trace.markdown(r, line) == r"a\_b plays [Art\*isan \[1\]](../cards/artisan.md) and No\*pe."
    assert trace.mark("artisan", "Artisan") == "Artisan"  # outside linking(), names stay plain


@pytest.mark.parametrize(("lang", "turns", "winner", "shared"), [
    ("en", "- Turns taken so far: Player 1: 10 and Player 2: 9", "Player 2 wins.",
     "Player 1 and Player 2 share the victory."),
    ("pl", "- Rozegrane dotąd tury: Gracz 1: 10 i Gracz 2: 9", "Gracz 2 wygrywa.",
     "Gracz 1 i Gracz 2 dzielą się zwycięstwem."),
])
def test_tie_examples_show_the_turns_and_the_winners(sites: dict[str, PageContext], lang: str, turns: str,
                                                     winner: str, shared: str) -> None:
    """The tie-breaker examples state each player's turns in the position and say who wins, in each language."""
    fewer = _example(sites, lang, "tie-goes-to-fewer-turns")
    assert turns in _lines(fewer)
    assert winner in fewer
    assert shared in _example(sites, lang, "tie-with-as-many-turns-is-shared")


def test_token_changes_read_as_polish_sentences(sites: dict[str, PageContext]) -> None:
    """A token change is said in words, never with the engine's ids: an Artifact taken ("bierze kartę Flag"),
    a counter by its name ("Kufry"), the Journey token turned over, a token put on a pile in the genitive."""
    steps = {eid: [ln for ln in _lines(_example(sites, "pl", eid)) if ln.startswith("1. ")] for eid in (
        "flag-bearer-takes-the-flag", "baker-draws-and-adds-a-coffers", "giant-trashes-a-silver",
        "lost-arts-adds-an-action")}
    assert "1. Gracz 1 bierze kartę [Flag](../cards/flag.md)." in steps["flag-bearer-takes-the-flag"]
    assert "1. Gracz 1: Kufry – teraz 1." in steps["baker-draws-and-adds-a-coffers"]
    assert "1. Gracz 1: żeton podróży – teraz odkryty." in steps["giant-trashes-a-silver"]
    assert any(ln.startswith("1. Gracz 1 kładzie swój żeton \\+1 akcja na stosie [")
               for ln in steps["lost-arts-adds-an-action"])
    every = "\n".join(ln for lines in steps.values() for ln in lines)
    for raw in ("taken", "coffers", "journey", "+action", "teraz up", "teraz down"):
        assert raw not in every


def test_an_option_that_is_a_card_is_said_as_its_name(sites: dict[str, PageContext]) -> None:
    """Squire's option "silver" is the card's Polish name, linked, not the option id."""
    lines = _lines(_example(sites, "pl", "squire-gains-silver-and-an-attack-when-trashed"))
    assert "1. Gracz 1 wybiera: [Srebrniki](../cards/silver.md) \\([Squire](../cards/squire.md)\\)." in lines


@pytest.mark.parametrize(("lang", "example", "said"), [
    ("en", "doctor-overpay-sifts-the-deck", "to overpay $"), ("pl", "doctor-overpay-sifts-the-deck", "przepłacić $"),
    ("en", "town-crier-rotates-the-townsfolk", "to rotate the "), ("pl", "town-crier-rotates-the-townsfolk",
                                                                     "obrócić stos "),
    ("en", "way-of-the-ox-with-a-smithy", "to use [Way of the Ox]"),
    ("pl", "way-of-the-ox-with-a-smithy", "użyć karty [Way of the Ox]"),
    ("en", "mountain-folk-spends-five-favors", "to spend Favors on [Mountain Folk]"),
    ("pl", "border-guard-two-actions-take-the-lantern", "wziąć [Kuźnię](../cards/smithy.md) na rękę"),
    ("en", "mountain-pass-bidding", "picks: to bid 5 Debt."), ("pl", "mountain-pass-bidding",
                                                                "wybiera: zaoferować 5 długu."),
    ("en", "durations-work-in-the-order-you-choose", "to resolve [Wharf](../cards/wharf.md) first"),
    ("en", "butcher-estate-into-smithy", "picks: to spend 2 Coffers."),
    ("pl", "butcher-estate-into-smithy", "wybiera: wydać 2 żetony Coffers."),
    ("en", "swashbuckler-takes-the-treasure-chest", "picks: to spend no Coffers."),
    ("en", "rustic-village-discards-two-for-a-card", "picks: to discard 2 cards."),
    ("pl", "rustic-village-discards-two-for-a-card", "wybiera: odrzucić 2 karty."),
    ("en", "ironmonger-draws-a-discarded-victory-card-bonus", "picks: to discard."),
    ("en", "survivors-puts-two-back-in-a-new-order", "picks: not to discard."),
    ("pl", "survivors-puts-two-back-in-a-new-order", "wybiera: nie odrzucać."),
    ("en", "scavenger-sets-up-the-next-draw", "picks: to put their deck into their discard pile."),
    ("en", "sinister-plot-saves-then-draws", "picks: to remove their tokens for \\+1 Card each."),
    ("pl", "sinister-plot-saves-then-draws", "wybiera: dołożyć żeton."),
    ("en", "throne-room-plays-a-shadow-from-the-deck", "from their deck."),
    ("en", "hunter-one-of-each-type", "chooses to take [Silver](../cards/silver.md)"),
    ("en", "monastery-trashes-per-gain", "chooses to trash [Copper](../cards/copper.md) from play."),
    ("en", "small-castle-gains-the-top-castle", "chooses to trash [Small Castle](../cards/small-castle.md) itself."),
    ("pl", "small-castle-gains-the-top-castle", "postanawia wyrzucić na śmietnisko samą kartę [Mały zamek]"),
    ("en", "capital-city-discards-then-pays", "chooses to discard 2 cards for \\+$2 \\([Capital City]"),
    ("pl", "capital-city-discards-then-pays", "postanawia odrzucić 2 karty za \\+$2 \\([Capital City]"),
    ("en", "capital-city-discards-then-pays", "chooses to pay $2 for \\+2 Cards \\([Capital City]"),
    ("en", "outpost-and-mission-you-choose-one-turn", "chooses to take the extra turn [Mission](../cards/mission.md)"
                                                       " gives."),
    ("pl", "outpost-and-mission-you-choose-one-turn", "postanawia wziąć dodatkową turę, którą daje [Mission]"),
])
def test_a_chosen_option_is_said_in_words(sites: dict[str, PageContext], lang: str, example: str,
                                          said: str) -> None:
    """An option of a menu (overpaying, rotating a pile, using a Way, spending Favors, keeping a card, bidding,
    ordering start-of-turn abilities, spending Coffers, discarding, taking one of several extra turns) reads as
    words of the page's language, never as the engine's option id."""
    text = "\n".join(_lines(_example(sites, lang, example)))
    assert said in text
    for raw in ("option overpay", "option rotate", "option way", "option spend", "option hand", "option bid",
                "option start", "option coffers", "option discard", "option keep", "option deck", "option add",
                "option remove", "option play", "option take", "option trash", "option pay", "option extra", "opcja"):
        assert raw not in text


def test_capital_city_is_not_said_to_discard_itself(sites: dict[str, PageContext]) -> None:
    """Capital City's first choice discards two other cards for +$2: the step says so and never that Capital City
    itself is discarded (it stays in play)."""
    text = "\n".join(_lines(_example(sites, "en", "capital-city-discards-then-pays")))
    assert "to discard [Capital City]" not in text
    assert "discards [Capital City]" not in text


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "This never happens: a player takes or returns [Horn](../cards/horn.md)."),
    ("pl", "To się nigdy nie dzieje: któryś gracz bierze lub oddaje kartę [Horn](../cards/horn.md)."),
])
def test_an_expected_token_change_of_any_value_is_a_sentence(sites: dict[str, PageContext], lang: str,
                                                            said: str) -> None:
    """An expectation about an Artifact's token whatever its new value (nobody takes the Horn) says who does what,
    never "Horn tokens – now ." with an empty value."""
    text = "\n".join(_lines(_example(sites, lang, "lantern-border-guard-reveals-three")))
    assert said in text
    assert "– teraz." not in text and "is now ." not in text
