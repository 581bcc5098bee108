"""The domwiki command: every subcommand has help, bad input gives located errors and a non-zero exit."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from generator.cli import main
from tests.helpers import copy_small_knowledge


@pytest.mark.parametrize("command", ["lint", "check", "build", "query", "serve"])
def test_every_command_has_help(command: str) -> None:
    """`domwiki <command> --help` exits 0 and describes the command."""
    result = CliRunner().invoke(main, [command, "--help"])
    assert result.exit_code == 0
    assert "Usage:" in result.output and command in result.output


def _break(knowledge: Path, file: str, old: str, new: str) -> None:
    path = knowledge / file
    text = path.read_text(encoding="utf-8")
    assert old in text, f"fixture text {old!r} not in {file}"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


def _line_of(knowledge: Path, file: str, needle: str) -> int:
    lines = (knowledge / file).read_text(encoding="utf-8").splitlines()
    return next(i for i, line in enumerate(lines, start=1) if needle in line)


def test_malformed_yaml_is_located(tmp_path: Path) -> None:
    """A broken YAML file is reported with its path and line, not a traceback."""
    knowledge = copy_small_knowledge(tmp_path)
    _break(knowledge, "rules/gain.yaml", "  - id: gain\n", "  - id: gain\n    title: [unclosed\n")
    result = CliRunner().invoke(main, ["lint", "--knowledge", str(knowledge)])
    assert result.exit_code == 1
    assert "knowledge/rules/gain.yaml:" in result.output and "YAML syntax error" in result.output
    assert "Traceback" not in result.output


def test_unknown_card_reference_suggests_close_match(tmp_path: Path) -> None:
    """A link to a misspelt card names the file, line and key and suggests the right id."""
    knowledge = copy_small_knowledge(tmp_path)
    _break(knowledge, "examples/mine.yaml", "cards: [mine, copper, silver]", "cards: [mine, copper, silvr]")
    line = _line_of(knowledge, "examples/mine.yaml", "- id: mine-gains-silver-to-hand")
    result = CliRunner().invoke(main, ["lint", "--knowledge", str(knowledge)])
    assert result.exit_code == 1
    assert f"knowledge/examples/mine.yaml:{line}" in result.output
    assert "unknown card 'silvr'" in result.output and "did you mean 'silver'?" in result.output


def test_missing_polish_text_is_located(tmp_path: Path) -> None:
    """Leaving out a Polish text (instead of pl: null) is an error at that text's line."""
    knowledge = copy_small_knowledge(tmp_path)
    _break(knowledge, "glossary.yaml", "    term: {en: gain, pl: dodać}", "    term: {en: gain}")
    line = _line_of(knowledge, "glossary.yaml", "term: {en: gain}")
    result = CliRunner().invoke(main, ["lint", "--knowledge", str(knowledge)])
    assert result.exit_code == 1
    assert f"knowledge/glossary.yaml:{line}: term: missing Polish text in 'term'" in result.output
    assert "pl: null" in result.output


def test_check_reports_pass_and_summary(tmp_path: Path) -> None:
    """`domwiki check` prints PASS for each proven example and the closing summary line."""
    knowledge = copy_small_knowledge(tmp_path)
    result = CliRunner().invoke(main, ["check", "--knowledge", str(knowledge)])
    assert result.exit_code == 0, result.output
    assert "PASS  mine-gains-silver-to-hand" in result.output
    assert result.output.strip().splitlines()[-1] == "1 passed, 0 failed, 1 unproven"  # mine's fact: no probe cards


def test_query_named_and_unknown() -> None:
    """A named query prints its rows; an unknown name lists the available queries and exits 1."""
    ok = CliRunner().invoke(main, ["query", "gain-to-hand", "--format", "csv"])
    assert ok.exit_code == 0, ok.output
    assert "https://w3id.org/domwiki/card/artisan,Artisan," in ok.output
    bad = CliRunner().invoke(main, ["query", "gain-to-hnd"])
    assert bad.exit_code == 1
    assert "no named query 'gain-to-hnd'" in bad.output and "gain-to-hand" in bad.output


def test_query_syntax_error_has_line_and_column() -> None:
    """A SPARQL syntax error says the line and column, not a traceback."""
    result = CliRunner().invoke(main, ["query", "SELECT ?x WHERE {\n ?x ?y }"])
    assert result.exit_code == 1
    assert "SPARQL syntax error at line 2, column" in result.output


def test_progress_only_on_a_terminal(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Stages are announced on stderr at a terminal and not at all otherwise (CI, pipes)."""
    import generator.cli as cli

    knowledge = copy_small_knowledge(tmp_path)
    quiet = CliRunner().invoke(main, ["check", "--knowledge", str(knowledge)])
    assert "»" not in quiet.stderr
    monkeypatch.setattr(cli, "_is_terminal", lambda: True)
    loud = CliRunner().invoke(main, ["check", "--knowledge", str(knowledge)])
    assert loud.exit_code == 0
    assert "» loading knowledge" in loud.stderr and "» running 1 examples" in loud.stderr
    assert "»" not in loud.stdout
