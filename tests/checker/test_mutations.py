"""Break one fact in a private copy of knowledge/ and prove `domwiki check` fails, naming the file and line."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from generator.cli import main
from tests.helpers import copy_knowledge


def _line_of(path: Path, text: str, after: str) -> int:
    """1-based line of the first ``text`` that follows the line containing ``after``."""
    lines = path.read_text(encoding="utf-8").splitlines()
    start = next(i for i, row in enumerate(lines) if after in row)
    return next(i for i in range(start, len(lines)) if text in lines[i]) + 1


def _replace_after(path: Path, after: str, old: str, new: str) -> int:
    """Replace the first ``old`` after the line containing ``after``; return its line number."""
    line = _line_of(path, old, after)
    rows = path.read_text(encoding="utf-8").splitlines(keepends=True)
    rows[line - 1] = rows[line - 1].replace(old, new, 1)
    path.write_text("".join(rows), encoding="utf-8")
    return line


def _check(knowledge: Path) -> tuple[int, str]:
    result = CliRunner().invoke(main, ["check", "--knowledge", str(knowledge)])
    return result.exit_code, result.output


@pytest.fixture
def kb_copy(tmp_path: Path) -> Path:
    return copy_knowledge(tmp_path)


def test_nomad_camp_to_discard_fails_at_its_line(kb_copy: Path) -> None:
    """Saying Nomad Camp gains itself to the discard pile fails at that gains_self_to line."""
    file = kb_copy / "cards" / "hinterlands.yaml"
    line = _replace_after(file, "id: nomad-camp", "gains_self_to: deck", "gains_self_to: discard")
    code, out = _check(kb_copy)
    assert code == 1
    assert "FAIL  fact:nomad-camp/gains_self_to/0" in out
    assert f"knowledge/cards/hinterlands.yaml:{line}" in out
    assert "'destination': 'deck'" in out


def test_lurker_without_trash_gain_fails_at_its_line(kb_copy: Path) -> None:
    """Saying Lurker gains from the Supply instead of the trash fails at that gain fact's line."""
    file = kb_copy / "cards" / "intrigue.yaml"
    line = _replace_after(file, "id: lurker", "from: trash", "from: supply")
    code, out = _check(kb_copy)
    assert code == 1
    assert "FAIL  fact:lurker/gain/0" in out
    assert f"knowledge/cards/intrigue.yaml:{line}" in out
    assert "gains 1 (action) from supply to discard for you" in out


def test_non_supply_pile_marked_supply_fails(kb_copy: Path) -> None:
    """Marking the Prizes pile as a Supply pile fails, naming piles.yaml and the pile's line."""
    file = kb_copy / "piles.yaml"
    line = _line_of(file, "id: prizes", "id: prizes")
    _replace_after(file, "id: prizes", "supply: non-supply", "supply: base")
    code, out = _check(kb_copy)
    assert code == 1
    assert "FAIL  supply:pile:prizes" in out
    assert f"knowledge/piles.yaml:{line}" in out
    assert "non-Supply pile" in out


def test_wrong_card_in_list_claim_fails(kb_copy: Path) -> None:
    """Putting Mine into the 'gain from the trash' list fails at that member, with the unmet expectation."""
    file = kb_copy / "claims" / "gain.yaml"
    text = file.read_text(encoding="utf-8")
    start = text.index("      - card: rogue")
    end = text.index("      - card: treasurer", start)
    block = text[start:end].replace("rogue", "mine")
    file.write_text(text[:start] + block + text[end:], encoding="utf-8")
    member_line = _line_of(file, "- card: mine", "id: cards-that-gain-from-the-trash")
    each_line = _line_of(file, "gained: {from: trash", "id: cards-that-gain-from-the-trash")
    code, out = _check(kb_copy)
    assert code == 1
    assert "FAIL  claim:cards-that-gain-from-the-trash/mine" in out
    assert f"knowledge/claims/gain.yaml:{each_line}" in out
    assert "no matching Gained event" in out
    assert member_line > each_line


def test_member_never_used_fails_at_member_line(kb_copy: Path) -> None:
    """Renaming only a member's card (its scenario still plays Rogue) fails at the member's line."""
    file = kb_copy / "claims" / "gain.yaml"
    line = _replace_after(file, "id: cards-that-gain-from-the-trash", "- card: rogue", "- card: mine")
    code, out = _check(kb_copy)
    assert code == 1
    assert f"knowledge/claims/gain.yaml:{line}" in out
    assert "never uses the member 'mine'" in out
