"""Three verdicts: passed, failed and unproven (the engine lacks the card's behaviour); unproven is never a pass."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from generator.checker import check as check_module
from generator.checker.check import CheckReport, check_examples, summary_line
from generator.checker.claims import check_claims, load_claims
from generator.checker.facts import check_facts
from generator.checker.runner import RunResult, Verdict
from generator.checker.support import implemented
from generator.cli import main
from generator.engine import hooks
from generator.kb.load import load_knowledge
from generator.kb.schema import Knowledge
from generator.pipeline import build_site
from tests.helpers import copy_small_knowledge

UNIMPLEMENTED = "aristocrat"
"""A Kingdom card (no plain Treasure or Victory card) whose behaviour the tests below take out of the engine."""


@pytest.fixture
def unimplemented(monkeypatch: pytest.MonkeyPatch) -> str:
    """Aristocrat with its play ability taken out of the engine's registry for one test."""
    monkeypatch.delitem(hooks.PLAY.fns, UNIMPLEMENTED)
    return UNIMPLEMENTED


def test_the_chosen_card_is_really_unimplemented(kb: Knowledge, unimplemented: str) -> None:
    """Without its play ability Aristocrat has no engine behaviour while Artisan has, and plain Copper and
    Province need none."""
    assert not implemented(UNIMPLEMENTED, kb)
    assert all(implemented(c, kb) for c in ("artisan", "copper", "province", "curse"))


def test_fact_of_an_unimplemented_card_is_unproven(kb: Knowledge, unimplemented: str) -> None:
    """A gains fact on a card the engine lacks is unproven, with the reason, and is counted as unproven only."""
    card = kb.cards[UNIMPLEMENTED]
    fact = kb.cards["treasurer"].gains[0]
    kb2 = dataclasses.replace(kb, cards={**kb.cards, UNIMPLEMENTED: dataclasses.replace(card, gains=(fact,))})
    [result] = check_facts(kb2, only=[UNIMPLEMENTED])
    assert result.verdict is Verdict.UNPROVEN and not result.passed and not result.failed
    assert UNIMPLEMENTED in (result.unproven or "")
    assert summary_line([result]) == "0 passed, 0 failed, 1 unproven"


def test_example_about_an_unimplemented_card_is_unproven(kb: Knowledge, unimplemented: str) -> None:
    """An example naming a card the engine lacks is unproven (not run), and the report is still not failed."""
    example = kb.examples["mine-gains-silver-to-hand"] if "mine-gains-silver-to-hand" in kb.examples else \
        sorted(kb.examples.values(), key=lambda e: e.id)[0]
    changed = dataclasses.replace(example, cards=(*example.cards, UNIMPLEMENTED))
    kb2 = dataclasses.replace(kb, examples={example.id: changed})
    [result] = check_examples(kb2)
    assert result.verdict is Verdict.UNPROVEN and f"'{UNIMPLEMENTED}'" in (result.unproven or "")
    report = CheckReport(examples=[result])
    assert report.ok and not report.example(example.id).passed  # type: ignore[union-attr]


def test_claim_member_of_an_unimplemented_card_is_unproven(kb: Knowledge, tmp_path: Path, unimplemented: str) -> None:
    """A list-claim member whose card the engine lacks is unproven; a member it implements is still proven."""
    (tmp_path / "c.yaml").write_text(f"""claims:
  - id: tiny
    title: {{en: T, pl: T}}
    claim: {{en: C, pl: C}}
    members:
      - card: {UNIMPLEMENTED}
        scenario:
          players_setup:
            - hand: [{UNIMPLEMENTED}]
          script:
            - play: {UNIMPLEMENTED}
          expect:
            - game_over: {{is: false}}
      - card: sculptor
        scenario:
          kingdom: [sculptor]
          players_setup:
            - hand: [sculptor]
          script:
            - play: sculptor
            - choose: gain:silver
          expect:
            - tokens: {{villagers: 1}}
""", encoding="utf-8")
    claims, errors = load_claims(kb, tmp_path)
    assert not errors
    first, second = check_claims(kb, claims)
    assert first.verdict is Verdict.UNPROVEN and second.verdict is Verdict.PASSED


def test_summary_counts_each_verdict() -> None:
    """The summary line counts passed, failed and unproven apart; unproven never adds to passed."""
    results = [RunResult("a", Verdict.PASSED), RunResult.failure("b", "no", None),
               RunResult.not_shown("c", "lacking"), RunResult.not_shown("d", "lacking")]
    assert summary_line(results) == "1 passed, 1 failed, 2 unproven"


def test_check_json_prints_the_verdict(tmp_path: Path) -> None:
    """`domwiki check --json` gives every result its verdict; the unproven fact is not marked passed."""
    knowledge = copy_small_knowledge(tmp_path)
    result = CliRunner().invoke(main, ["check", "--json", "--knowledge", str(knowledge)])
    assert result.exit_code == 0, result.output
    by_id = {r["id"]: r for r in json.loads(result.output)}
    assert by_id["mine-gains-silver-to-hand"]["verdict"] == "passed"
    assert by_id["fact:mine/gain/0"]["verdict"] == "unproven" and by_id["fact:mine/gain/0"]["passed"] is False


def test_site_is_generated_from_the_report_in_memory(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """With the JSON record never written, the built example page still shows the engine's verdict."""
    monkeypatch.setattr(check_module, "write_report", lambda report, path: None)
    knowledge = copy_small_knowledge(tmp_path)
    src = tmp_path / "site_src"
    build_site(root=knowledge, src=src, site_dir=tmp_path / "site", mkdocs=False)
    page = (src / "en" / "docs" / "examples" / "mine-gains-silver-to-hand.md").read_text(encoding="utf-8")
    assert "Verified by the rules engine" in page
    home = (src / "pl" / "docs" / "index.md").read_text(encoding="utf-8")
    assert "1 potwierdzone, 0 niezgodnych, 1 nieudowodnione" in home  # the example, and mine's unprobed fact


def test_site_shows_an_unproven_example_as_not_proven(tmp_path: Path) -> None:
    """An unproven example is shown as not proven yet, in both languages, and never as verified."""
    from generator.site.build import render
    from generator.site.context import build_context
    kb = load_knowledge(copy_small_knowledge(tmp_path))
    report = CheckReport(examples=[RunResult.not_shown("mine-gains-silver-to-hand", "lacking")])
    files = render(build_context(kb, report), site_dir=tmp_path / "site")
    en = files["en"]["docs/examples/mine-gains-silver-to-hand.md"].decode()
    pl = files["pl"]["docs/examples/mine-gains-silver-to-hand.md"].decode()
    assert "Not proven yet" in en and "Verified by the rules engine" not in en
    assert "Jeszcze nieudowodniony" in pl
    assert "0 passed, 0 failed, 1 unproven" in files["en"]["docs/index.md"].decode()
