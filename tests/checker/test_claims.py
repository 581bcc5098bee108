"""List claims: loading with located errors, one verdict per member, and saving for the site."""

from __future__ import annotations

from pathlib import Path

from generator.checker.check import CheckReport, claims_json, read_claims, write_report
from generator.checker.claims import check_claims, load_claims
from generator.kb.schema import Knowledge

CLAIM = """claims:
  - id: tiny
    title: {en: Tiny, pl: null}
    claim: {en: Witch makes others gain, pl: null}
    illustrates: [gain]
    source: {seed: "000"}
    each:
      - gained: {card: curse, player: 1}
    members:
      - card: witch
        scenario:
          kingdom: [witch]
          players_setup:
            - hand: [witch]
          script:
            - play: witch
          expect: []
"""


def _write(tmp_path: Path, text: str) -> Path:
    folder = tmp_path / "claims"
    folder.mkdir()
    (folder / "c.yaml").write_text(text, encoding="utf-8")
    return folder


def test_every_shipped_claim_member_passes(kb: Knowledge) -> None:
    """All members of knowledge/claims pass on the engine, and the Hermit member states edition 1e."""
    claims, errors = load_claims(kb)
    assert errors == []
    results = check_claims(kb, claims)
    assert [r.id for r in results if not r.passed] == []
    hermit = next(m for c in claims for m in c.members if c.id == "cards-that-gain-from-non-supply-piles"
                  and m.card == "hermit")
    assert hermit.scenario["versions"] == {"hermit": "1e"}
    assert len(results) == sum(len(c.members) for c in claims)


def test_unknown_member_gets_a_hint(kb: Knowledge, tmp_path: Path) -> None:
    """A misspelt member card is reported at its line with a close-match hint."""
    folder = _write(tmp_path, CLAIM.replace("card: witch", "card: wich"))
    _, errors = load_claims(kb, folder)
    assert len(errors) == 1
    assert errors[0].message == "unknown card 'wich'"
    assert errors[0].hint == "did you mean 'witch'?"
    assert errors[0].location is not None and errors[0].location.line == 10


def test_unknown_rule_is_reported(kb: Knowledge, tmp_path: Path) -> None:
    """A claim illustrating a rule that does not exist is an error naming that rule."""
    folder = _write(tmp_path, CLAIM.replace("illustrates: [gain]", "illustrates: [gian]"))
    _, errors = load_claims(kb, folder)
    assert [e.message for e in errors] == ["claim illustrates unknown rule 'gian'"]


def test_each_expectation_is_applied(kb: Knowledge, tmp_path: Path) -> None:
    """The claim's each: expectation is judged for the member: asking for an Estate instead fails there."""
    folder = _write(tmp_path, CLAIM.replace("{card: curse, player: 1}", "{card: estate, player: 1}"))
    claims, _ = load_claims(kb, folder)
    [result] = check_claims(kb, claims)
    assert result.id == "claim:tiny/witch"
    assert not result.passed
    assert str(result.outcomes[0].expectation.loc).startswith(f"{folder / 'c.yaml'}:8")


def test_claims_saved_and_read_back(kb: Knowledge, tmp_path: Path) -> None:
    """write_report stores claims under 'claims' with member verdicts; read_claims returns them by id."""
    folder = _write(tmp_path, CLAIM)
    claims, _ = load_claims(kb, folder)
    report = CheckReport(claims=claims, claim_results=check_claims(kb, claims))
    path = tmp_path / "check.json"
    write_report(report, path)
    saved = read_claims(path)
    assert list(saved) == ["tiny"]
    assert saved["tiny"]["passed"] is True
    assert saved["tiny"]["members"][0]["card"] == "witch"
    assert saved["tiny"]["title"] == {"en": "Tiny", "pl": None}
    assert claims_json(claims, [])["tiny"]["passed"] is False
