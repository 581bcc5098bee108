"""Hostile files and scenario files: links, pipes, devices, folders and wrong types give located errors.

Every case starts from the small valid knowledge base (tests/hostile/base), puts one
odd thing in place and runs `domwiki lint` or `domwiki check` in a child process with a
deadline, so a command that would hang (reading a FIFO) fails the test instead of
stalling it.  Expected lines were worked out by hand from each case.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.helpers import ROOT, copy_small_knowledge

SCENARIO = """scenarios:
  - id: mine-to-hand
    players: 2
    kingdom: [mine, village]
    players_setup:
      - hand: [mine, copper]
    script:
      - play: mine
      - choose: trash:copper
      - choose: gain:silver
    expect:
      - gained: {card: silver, to: hand}
"""


def _domwiki(*args: str, cwd: Path = ROOT) -> subprocess.CompletedProcess[str]:
    """Run `domwiki ARGS` in a child process that must finish within 60 s."""
    return subprocess.run([sys.executable, "-m", "generator.cli", *args], cwd=cwd, capture_output=True, text=True,
                          timeout=60, check=False)


@pytest.fixture()
def knowledge(tmp_path: Path) -> Path:
    """A fresh copy of the small valid knowledge base."""
    return copy_small_knowledge(tmp_path)


def _lint_fails_with(knowledge: Path, line: str) -> None:
    result = _domwiki("lint", "--knowledge", str(knowledge))
    output = result.stdout + result.stderr
    assert result.returncode == 1, output
    assert "Traceback" not in output
    assert line in output, output


def test_symlink_loop_is_refused(knowledge: Path) -> None:
    """A card file that is a symlink to itself is a located error, not an OSError."""
    (knowledge / "cards" / "loop.yaml").symlink_to("loop.yaml")
    _lint_fails_with(knowledge, "knowledge/cards/loop.yaml: symlink loop (hint: point the link at a real file, "
                                "or delete it)")


def test_symlink_out_of_knowledge_is_refused(knowledge: Path, tmp_path: Path) -> None:
    """A card file linking to a file outside knowledge/ is refused, naming where it leads."""
    outside = tmp_path / "elsewhere.yaml"
    outside.write_text("cards: []\n", encoding="utf-8")
    (knowledge / "cards" / "linked.yaml").symlink_to(outside)
    _lint_fails_with(knowledge, f"knowledge/cards/linked.yaml: symlink leads out of knowledge/ (to {str(outside)!r}) "
                                "(hint: copy the file into knowledge/ instead of linking to it)")


def test_dangling_symlink_is_refused(knowledge: Path) -> None:
    """A card file linking to nothing is a located error."""
    (knowledge / "cards" / "gone.yaml").symlink_to("missing.yaml")
    _lint_fails_with(knowledge, "knowledge/cards/gone.yaml: file does not exist (a broken symlink?)")


def test_folder_named_yaml_is_refused(knowledge: Path) -> None:
    """A directory called cards/more.yaml is reported, not read."""
    (knowledge / "cards" / "more.yaml").mkdir()
    _lint_fails_with(knowledge, "knowledge/cards/more.yaml: is a directory, not a file (hint: give the path of a "
                                "regular file, or rename it)")


def test_fifo_named_yaml_does_not_hang(knowledge: Path) -> None:
    """A named pipe called cards/pipe.yaml is refused at once (reading it would block forever)."""
    os.mkfifo(knowledge / "cards" / "pipe.yaml")
    _lint_fails_with(knowledge, "knowledge/cards/pipe.yaml: is a named pipe, not a file")


def test_device_link_is_refused(knowledge: Path) -> None:
    """A card file that links to /dev/zero is refused (it leaves knowledge/ and is endless)."""
    (knowledge / "cards" / "zero.yaml").symlink_to("/dev/zero")
    _lint_fails_with(knowledge, "knowledge/cards/zero.yaml: symlink leads out of knowledge/ (to '/dev/zero')")


def test_fifo_as_named_query_does_not_hang(knowledge: Path) -> None:
    """A named pipe called queries/pipe.rq is a located error in lint."""
    os.mkfifo(knowledge / "queries" / "pipe.rq")
    _lint_fails_with(knowledge, "knowledge/queries/pipe.rq: is a named pipe, not a file")


def _check_fails_with(path: Path, *lines: str, knowledge: Path) -> None:
    result = _domwiki("check", "--knowledge", str(knowledge), str(path))
    output = result.stdout + result.stderr
    assert result.returncode != 0, output
    assert "Traceback" not in output
    for line in lines:
        assert line in output, output


def test_scenario_fifo_does_not_hang(knowledge: Path, tmp_path: Path) -> None:
    """`domwiki check pipe.yaml` on a named pipe fails at once with the path."""
    pipe = tmp_path / "pipe.yaml"
    os.mkfifo(pipe)
    _check_fails_with(pipe, f"{pipe}: is a named pipe, not a file", knowledge=knowledge)


def test_scenario_device_is_refused(knowledge: Path) -> None:
    """`domwiki check /dev/zero` fails at once: a device is not a scenario file."""
    _check_fails_with(Path("/dev/zero"), "/dev/zero: is a character device, not a file", knowledge=knowledge)


def test_scenario_folder_is_refused(knowledge: Path, tmp_path: Path) -> None:
    """`domwiki check some-folder.yaml` on a directory is refused with its path."""
    folder = tmp_path / "folder.yaml"
    folder.mkdir()
    _check_fails_with(folder, "folder.yaml' is a directory", knowledge=knowledge)


def test_valid_scenario_file_passes(knowledge: Path, tmp_path: Path) -> None:
    """The base scenario file used by the wrong-type cases below passes (so each failure is its own)."""
    path = tmp_path / "mine.yaml"
    path.write_text(SCENARIO, encoding="utf-8")
    result = _domwiki("check", "--knowledge", str(knowledge), str(path))
    assert result.returncode == 0, result.stdout + result.stderr
    assert "PASS  mine-to-hand" in result.stdout


WRONG_TYPES = [
    ("unknown-zone", ("      - gained: {card: silver, to: hand}",
                      "      - zone: {player: 0, zone: pocket, top: silver}"),
     "mine.yaml:12: scenario.expect[0].zone.zone: unknown zone 'pocket' (hint: zones: hand,"),
    ("list-as-card", ("      - hand: [mine, copper]", "      - hand: [[mine], copper]"),
     "mine.yaml:6: scenario.players_setup[0].hand: 'hand' must be a list of card ids"),
    ("list-as-played-card", ("      - play: mine", "      - play: [mine]"),
     "mine.yaml:8: scenario.script[0].play.card: 'card' must be one card id, found a list ['mine']"),
    ("seed-not-a-number", ("    players: 2", "    players: 2\n    new_game: {seed: abc}"),
     "mine.yaml:4: scenario.new_game.seed: 'seed' must be a whole-number seed (0 or more), found 'abc'"),
    ("unknown-edition", ("    players: 2", "    players: 2\n    versions: {mine: 3e}"),
     "mine.yaml:4: scenario.versions.mine: unknown edition '3e' for 'mine'"),
    ("players-as-word", ("    players: 2", "    players: two"),
     "mine.yaml:3: scenario.players: 'players' must be a whole number from 1 to 6 (1 or more), found 'two'"),
]


@pytest.mark.parametrize(("name", "change", "expected"), WRONG_TYPES, ids=[w[0] for w in WRONG_TYPES])
def test_scenario_with_wrong_type_is_located(knowledge: Path, tmp_path: Path, name: str, change: tuple[str, str],
                                             expected: str) -> None:
    """A wrong type in a scenario file fails `domwiki check` with file:line, the key and exit 1."""
    old, new = change
    assert old in SCENARIO
    path = tmp_path / "mine.yaml"
    path.write_text(SCENARIO.replace(old, new, 1), encoding="utf-8")
    _check_fails_with(path, "FAIL  mine-to-hand", expected, knowledge=knowledge)


def test_unknown_edition_never_passes_a_scenario_that_needs_behaviour(knowledge: Path, tmp_path: Path) -> None:
    """A scenario whose card behaviour would be lost under an unknown edition fails instead of passing emptily."""
    text = SCENARIO.replace("    players: 2", "    players: 2\n    versions: {mine: 9e}").replace(
        "      - gained: {card: silver, to: hand}", "      - not_gained: {card: gold}")
    path = tmp_path / "mine.yaml"
    path.write_text(text, encoding="utf-8")
    _check_fails_with(path, "unknown edition '9e' for 'mine'", knowledge=knowledge)
