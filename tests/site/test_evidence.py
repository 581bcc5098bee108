"""Example and claim pages a judge can replay: starting position, steps and decisions, checks, every member."""

from __future__ import annotations

import re

import pytest

from generator.checker.check import CheckReport, check_all
from generator.kb.schema import Knowledge
from generator.site import evidence
from generator.site import pages as entity_pages
from generator.site.context import Page, PageContext, build_context
from generator.site.i18n import make_env
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
    for expected in ("- 2 players", "- Kingdom: Artisan and Nomad Camp",
                     "- Player 1's turn, Action phase: 1 Action, 1 Buy, $0",
                     "| Player 1 | Artisan, 2 × Copper | — | — | — |", "| Player 2 | — | — | — | — |"):
        assert expected in lines


def test_steps_and_decisions_are_sentences_with_names(sites: dict[str, PageContext]) -> None:
    """The play, the decision and the gain read as sentences in each language, Polish names in the accusative."""
    en = _lines(_example(sites, "en", "artisan-gains-nomad-camp-to-hand"))
    assert ["1. Player 1 plays Artisan.", "1. Player 1 chooses to gain Nomad Camp.",
            "1. Player 1 gains Nomad Camp from the Supply into their hand.",
            "1. Player 1 chooses to put Copper onto their deck."] == [ln for ln in en if ln.startswith("1. ")][:4]
    pl = _lines(_example(sites, "pl", "artisan-gains-nomad-camp-to-hand"))
    assert ["1. Gracz 1 zagrywa Rękodzielnika.", "1. Gracz 1 postanawia dodać kartę Nomad Camp.",
            "1. Gracz 1 dodaje kartę Nomad Camp z Zasobów do ręki.",
            "1. Gracz 1 postanawia położyć Miedziaki na wierzchu talii."] == [
        ln for ln in pl if ln.startswith("1. ")][:4]


def test_checked_expectations_are_sentences(sites: dict[str, PageContext]) -> None:
    """Each expectation is a sentence: the gain with its places, what the hand holds, the deck's top card."""
    en = _example(sites, "en", "artisan-gains-nomad-camp-to-hand")
    pl = _example(sites, "pl", "artisan-gains-nomad-camp-to-hand")
    for text in ("Player 1 gains Nomad Camp from the Supply into their hand.",
                 "Player 1's hand contains Nomad Camp.", "Player 1's deck has Copper on top."):
        assert f"</span> {text}\n" in en
    for text in ("Gracz 1 dodaje kartę Nomad Camp z Zasobów do ręki.", "Ręka gracza 1 zawiera: Nomad Camp.",
                 "Talia gracza 1 ma na wierzchu: Miedziaki."):
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
                shown = re.sub(r"<[^>]+>", "", line)
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
    assert "1. Player 1 plays Graverobber." in sections[1] and "Graverobber" not in sections[0]
    assert "In the trash: Gold" in sections[1] and "In the trash: Bureaucrat" in sections[0]


def test_list_example_lists_every_member_verdict(sites: dict[str, PageContext]) -> None:
    """The list example of gains from the trash shows each member's verdict, linking to its run."""
    pl = _example(sites, "pl", "gain-from-trash")
    assert "## Każdy element listy sprawdzony osobno" in pl
    for member, name in (("lurker", "Intrygant"), ("graverobber", "Graverobber"), ("lich", "Lich")):
        assert re.search(rf"\| \[{name}\]\(../cards/{member}.md\) \| <span class=\"dw-status dw-status-ok\">"
                         rf"\[sprawdzony przez silnik\]\(../claims/cards-that-gain-from-the-trash.md#member-{member}\)",
                         pl), member
