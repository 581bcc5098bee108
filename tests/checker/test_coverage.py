"""The coverage report: per card engine support, proven examples, facts by verdict, descriptions, Polish name."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from generator.checker.check import CheckReport, check_all
from generator.checker.claims import load_claims
from generator.checker.coverage import CardCoverage, coverage, table
from generator.cli import main
from generator.engine import hooks
from generator.kb.schema import Knowledge, Text


@pytest.fixture(scope="module")
def report(kb: Knowledge) -> CheckReport:
    return check_all(kb)


def _row(rows: list[CardCoverage], card: str) -> CardCoverage:
    return next(r for r in rows if r.card == card)


def test_engine_flag(kb: Knowledge, report: CheckReport, monkeypatch: pytest.MonkeyPatch) -> None:
    """Artisan (behaviour) and Copper (plain Treasure) are in the engine; Aristocrat with its play ability taken
    out of the engine's registry is not."""
    monkeypatch.delitem(hooks.PLAY.fns, "aristocrat")
    rows = coverage(kb, report)
    assert _row(rows, "artisan").engine and _row(rows, "copper").engine
    assert not _row(rows, "aristocrat").engine


def test_examples_count_the_proven_examples_about_the_card(kb: Knowledge, report: CheckReport) -> None:
    """A card's example count is the number of examples listing it, each proven by the engine."""
    rows = coverage(kb, report)
    for card in ("artisan", "mine", "witch"):
        about = [e for e in kb.examples.values() if card in e.cards]
        assert all(report.example(e.id).passed for e in about)  # type: ignore[union-attr]
        assert _row(rows, card).examples == len(about) > 0


def test_facts_count_structured_facts_and_claim_memberships(kb: Knowledge, report: CheckReport) -> None:
    """Treasurer's proven facts: its gains facts, its Supply status and the list claims naming it; none failed."""
    card = kb.cards["treasurer"]
    claims, _ = load_claims(kb)
    memberships = sum(1 for c in claims for m in c.members if m.card == "treasurer")
    assert card.supply == "kingdom"
    expected = len(card.gains) + (1 if card.gains_self_to else 0) + len(card.ownership) + 1 + memberships
    facts = _row(coverage(kb, report), "treasurer").facts
    assert (facts.proven, facts.failed, facts.unproven) == (expected, 0, 0)


def test_a_wrong_fact_is_counted_failed(kb: Knowledge) -> None:
    """A Treasurer gains fact saying 'to deck' (it gains to hand) shows as one failed fact."""
    from generator.checker.facts import check_facts
    card = kb.cards["treasurer"]
    wrong = dataclasses.replace(card.gains[0], to="deck")
    kb2 = dataclasses.replace(kb, cards={**kb.cards, "treasurer": dataclasses.replace(card, gains=(wrong,))})
    report = CheckReport(facts=check_facts(kb2, only=["treasurer"]))
    facts = _row(coverage(kb2, report, "renaissance"), "treasurer").facts
    assert (facts.proven, facts.failed) == (0, 1)


def test_descriptions_and_polish_name(kb: Knowledge) -> None:
    """The description (not the one-line summary) counts per language; a card of a set printed in Polish
    without a Polish name says 'missing', one of a set never printed in Polish says 'no-polish-edition'."""
    artisan = kb.cards["artisan"]
    cards = {**kb.cards,
             "artisan": dataclasses.replace(artisan, description=Text("Gain a card to your hand.", None),
                                            name=Text("Artisan", None)),
             "adventurer": dataclasses.replace(kb.cards["adventurer"], description=None)}
    rows = coverage(dataclasses.replace(kb, cards=cards), CheckReport(), "base")
    assert (_row(rows, "artisan").description_en, _row(rows, "artisan").description_pl) == (True, False)
    assert _row(rows, "artisan").polish_name == "missing"
    assert (_row(rows, "adventurer").description_en, _row(rows, "adventurer").description_pl) == (False, False)
    assert _row(rows, "copper").polish_name == kb.cards["copper"].name_confidence_pl == "high"
    assert {r.expansion for r in rows} == {"base"}
    assert _row(coverage(kb, CheckReport(), "alchemy"), "familiar").polish_name == "no-polish-edition"


def test_table_has_a_totals_line(kb: Knowledge, report: CheckReport) -> None:
    """The text table lists every card of the expansion and ends with the totals of its columns."""
    rows = coverage(kb, report, "base")
    text = table(rows).splitlines()
    assert text[0].split()[:3] == ["card", "expansion", "engine"]
    assert len(text) == len(rows) + 4  # head, rule, rows, rule, totals
    assert text[-1].startswith(f"total ({len(rows)} cards)")
    assert text[-1].split()[3] == str(sum(r.engine for r in rows))


def test_cli_json(tmp_path: Path) -> None:
    """`domwiki coverage --json --expansion base` prints one object per base card with the documented keys."""
    result = CliRunner().invoke(main, ["coverage", "--json", "--expansion", "base"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    assert data and all(d["expansion"] == "base" for d in data)
    for d in data:
        assert {"card", "expansion", "engine", "examples", "facts", "description"} <= set(d)
        assert isinstance(d["engine"], bool) and isinstance(d["examples"], int)
        assert set(d["facts"]) == {"proven", "failed", "unproven"}
        assert all(isinstance(v, int) for v in d["facts"].values())
        assert set(d["description"]) == {"en", "pl"} and all(isinstance(v, bool) for v in d["description"].values())
    by_card = {d["card"]: d for d in data}
    assert by_card["artisan"]["engine"] is True and all(d["engine"] for d in data)  # the base set is complete


def test_cli_table_and_unknown_expansion() -> None:
    """Without --json a table with a totals line is printed; an unknown expansion is refused with a hint."""
    runner = CliRunner()
    result = runner.invoke(main, ["coverage", "--expansion", "intrigue"])
    assert result.exit_code == 0 and "total (" in result.output.splitlines()[-1]
    bad = runner.invoke(main, ["coverage", "--expansion", "intrigeu"])
    assert bad.exit_code == 2 and "unknown expansion 'intrigeu'" in bad.output
    assert "did you mean 'intrigue'?" in bad.output
    assert "Traceback" not in bad.output
