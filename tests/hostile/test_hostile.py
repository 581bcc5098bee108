"""Hostile input: each bad file gives its exact located error through `domwiki`, never a traceback.

Every case starts from the small, valid knowledge base in tests/hostile/base/
(plus the project's ontology and shapes), adds or replaces one file, runs the
command and compares the message line for line.  Expected lines were worked
out by hand from the case's own text.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import pytest
from click.testing import CliRunner

from generator.cli import main
from tests.helpers import SMALL_KNOWLEDGE, copy_small_knowledge

BASE = SMALL_KNOWLEDGE

CARD_HEAD = "cards:\n  - id: {id}\n    name: {{en: {name}, pl: {name}}}\n    name_source_pl: test\n"


def card(cid: str, name: str, body: str) -> str:
    """A one-card file with the given extra fields (indented four spaces)."""
    return CARD_HEAD.format(id=cid, name=name) + body


GOOD_TAIL = "    expansion: base\n    editions: [2e]\n    cost: {coins: 4}\n    types: [action]\n    supply: kingdom\n"


@dataclass(frozen=True)
class Case:
    """One bad input and the lines its error output must contain."""

    name: str
    file: str
    content: str | bytes
    expected: tuple[str, ...]
    command: str = "lint"


SCENARIO = """examples:
  - id: bad-example
    title: {{en: Bad, pl: Zły}}
    claim: {{en: Bad., pl: Zły.}}
    cards: [mine]
    scenario:
      kingdom: [mine, village]
      players_setup:
        - hand: [mine, copper]
{rest}"""

CASES = [
    Case("yaml-syntax", "cards/bad.yaml", "cards:\n  - id: bad\n    name: {en: Bad, pl: Zły\n    cost: 3\n",
         ("knowledge/cards/bad.yaml:4: YAML syntax error",)),
    Case("yaml-bad-indent", "cards/bad.yaml", "cards:\n  - id: bad\n   name: x\n",
         ("knowledge/cards/bad.yaml:3: YAML syntax error",)),
    Case("tab", "cards/bad.yaml", "cards:\n  - id: bad\n\tname: {en: Bad, pl: Zły}\n",
         ("knowledge/cards/bad.yaml:3: tab character used for indentation (hint: YAML indents with spaces only; "
          "replace the tab with spaces)",)),
    Case("duplicate-key", "cards/bad.yaml", card("bad", "Bad", GOOD_TAIL + "    cost: {coins: 5}\n"),
         ("knowledge/cards/bad.yaml:10: cost: duplicate key 'cost' (first written on line 7) (hint: each key may "
          "appear once in a mapping; merge the two entries)",)),
    Case("cost-as-word", "cards/bad.yaml", card("bad", "Bad", GOOD_TAIL.replace("{coins: 4}", "{coins: five}")),
         ("knowledge/cards/bad.yaml:7: cost.coins: 'coins' must be a whole number, found 'five' (hint: write digits, "
          "e.g. 5)",)),
    Case("cost-negative", "cards/bad.yaml", card("bad", "Bad", GOOD_TAIL.replace("{coins: 4}", "{coins: -2}")),
         ("knowledge/cards/bad.yaml:7: cost.coins: 'coins' must be at least 0, found -2",)),
    Case("cost-boolean", "cards/bad.yaml", card("bad", "Bad", GOOD_TAIL.replace("{coins: 4}", "{coins: true}")),
         ("knowledge/cards/bad.yaml:7: cost.coins: 'coins' must be a whole number, found True",)),
    Case("cost-not-mapping", "cards/bad.yaml", card("bad", "Bad", GOOD_TAIL.replace("{coins: 4}", "4")),
         ("knowledge/cards/bad.yaml:7: cost: 'cost' must be a mapping like {coins: 4}, found 4",)),
    Case("unknown-expansion", "cards/bad.yaml", card("bad", "Bad", GOOD_TAIL.replace("base", "bsae")),
         ("knowledge/cards/bad.yaml:5: expansion: unknown expansion 'bsae' (hint: did you mean 'base'?)",)),
    Case("unknown-brought-in-by", "cards/bad.yaml",
         card("bad", "Bad", GOOD_TAIL.replace("kingdom", "non-supply") + "    brought_in_by: [tournamnet]\n"),
         ("knowledge/cards/bad.yaml:10: brought_in_by: unknown card 'tournamnet' (hint: did you mean 'tournament'?)",)),
    Case("unknown-text-link", "cards/bad.yaml",
         card("bad", "Bad", GOOD_TAIL + "    summary:\n      en: Gains a [[card:silvr]].\n"
                                        "      pl: Dodaje Srebrnik.\n"),
         ("knowledge/cards/bad.yaml:2: summary.en: unknown card 'silvr' (hint: did you mean 'silver'?)",)),
    Case("unknown-link-kind", "cards/bad.yaml",
         card("bad", "Bad", GOOD_TAIL + "    summary:\n      en: See [[spell:gain]].\n      pl: Zobacz.\n"),
         ("knowledge/cards/bad.yaml:2: summary.en: unknown reference kind 'spell' in spell:gain",)),
    Case("unknown-rule", "examples/bad.yaml",
         SCENARIO.format(rest="      expect:\n        - gained: {card: silver}\n").replace(
             "    cards: [mine]\n", "    cards: [mine]\n    illustrates: [gian]\n"),
         ("knowledge/examples/bad.yaml:2: unknown rule 'gian' (hint: did you mean 'gain'?)",)),
    Case("unknown-example-card", "examples/bad.yaml",
         SCENARIO.format(rest="      expect:\n        - gained: {card: silver}\n").replace("cards: [mine]",
                                                                                         "cards: [mien]"),
         ("knowledge/examples/bad.yaml:2: unknown card 'mien' (hint: did you mean 'mine'?)",)),
    Case("duplicate-id", "cards/more.yaml", card("copper", "Copper", GOOD_TAIL),
         ("knowledge/cards/more.yaml:2: id: duplicate card id 'copper' (first defined at "
          "knowledge/cards/base.yaml:2: id) (hint: ids must be unique (ignoring case); rename one of them)",)),
    Case("id-case-only", "cards/bad.yaml", card("Copper", "Copper", GOOD_TAIL),
         ("knowledge/cards/bad.yaml:2: id: invalid id 'Copper': ids are lower-case kebab-case (hint: use 'copper')",)),
    Case("id-with-space", "cards/bad.yaml", card("nomad camp", "Nomad Camp", GOOD_TAIL),
         ("knowledge/cards/bad.yaml:2: id: invalid id 'nomad camp': ids are lower-case kebab-case "
          "(hint: use 'nomad-camp')",)),
    Case("missing-english", "cards/bad.yaml",
         "cards:\n  - id: bad\n    name: {pl: Zły}\n" + GOOD_TAIL,
         ("knowledge/cards/bad.yaml:3: name: missing English text in 'name' (hint: English is the source language "
          "and is required)",)),
    Case("missing-polish", "cards/bad.yaml",
         "cards:\n  - id: bad\n    name: {en: Bad}\n" + GOOD_TAIL,
         ("knowledge/cards/bad.yaml:3: name: missing Polish text in 'name' (hint: add pl: with the Polish text, or "
          "pl: null to mark it as not yet translated)",)),
    Case("invalid-language-tag", "cards/bad.yaml",
         "cards:\n  - id: bad\n    name: {en: Bad, pl: Zły, de: Schlecht}\n" + GOOD_TAIL,
         ("knowledge/cards/bad.yaml:3: name.de: invalid language tag 'de' in 'name' (hint: use 'en' or 'pl')",)),
    Case("misspelt-field", "cards/bad.yaml", card("bad", "Bad", GOOD_TAIL.replace("    types:", "    tpyes:")),
         ("knowledge/cards/bad.yaml:8: tpyes: unknown field 'tpyes' (hint: did you mean 'types'?)",
          "knowledge/cards/bad.yaml:2: missing required field 'types'")),
    Case("bad-supply-value", "cards/bad.yaml", card("bad", "Bad", GOOD_TAIL.replace("kingdom", "kingdon")),
         ("knowledge/cards/bad.yaml:9: supply: 'supply' is 'kingdon', expected one of kingdom, base, non-supply "
          "(hint: did you mean 'kingdom'?)",)),
    Case("types-not-list", "cards/bad.yaml", card("bad", "Bad", GOOD_TAIL.replace("[action]", "action")),
         ("knowledge/cards/bad.yaml:8: types: 'types' must be a list, found str (hint: write types: [a, b])",)),
    Case("cycle-brought-in-by", "cards/bad.yaml",
         card("alpha", "Alpha", GOOD_TAIL.replace("kingdom", "non-supply") + "    brought_in_by: [beta]\n")
         + "  - id: beta\n    name: {en: Beta, pl: Beta}\n    name_source_pl: test\n"
         + GOOD_TAIL.replace("kingdom", "non-supply") + "    brought_in_by: [alpha]\n",
         ("knowledge/cards/bad.yaml:10: brought_in_by: cycle in brought_in_by: alpha -> beta never reaches a card in "
          "the game (hint: at least one card in the chain must be a Supply card or an event)",)),
    Case("non-supply-orphan", "cards/bad.yaml", card("bad", "Bad", GOOD_TAIL.replace("kingdom", "non-supply")),
         ("knowledge/cards/bad.yaml:9: supply: non-Supply card 'bad' has nothing that brings it into the game "
          "(hint: list the cards that do in brought_in_by)",)),
    Case("not-utf8", "cards/bad.yaml", b"cards:\n  - id: bad\n    name: {en: Bad, pl: Z" + b"\xb3y}\n",
         ("knowledge/cards/bad.yaml:3: file is not valid UTF-8 (byte 0xb3) (hint: save the file as UTF-8)",)),
    Case("empty-file", "cards/bad.yaml", "",
         ("knowledge/cards/bad.yaml:1: file is empty (hint: add the records this file should hold, or delete it)",)),
    Case("huge-file", "cards/bad.yaml", "cards:\n" + "# padding\n" * 250_000,
         ("knowledge/cards/bad.yaml: file is too large (2500007 bytes, limit 2000000) (hint: split it into several "
          "files)",)),
    Case("wrong-top-level-key", "cards/bad.yaml", "card:\n  - id: bad\n",
         ("knowledge/cards/bad.yaml:1: expected a top-level key 'cards' (hint: start the file with 'cards:' followed "
          "by a list)",)),
    Case("alias-bomb", "cards/bad.yaml",
         "a: &a [x, x, x, x, x, x, x, x, x, x]\n" + "".join(
             f"{n}: &{n} [{', '.join(['*' + p] * 10)}]\n" for p, n in zip("abcdef", "bcdefg", strict=True)),
         ("knowledge/cards/bad.yaml:6: the file expands to more than 200000 values (aliases counted as copies) "
          "(hint: write the values out instead of repeating aliases)",)),
    Case("alias-loop", "cards/bad.yaml", "cards: &loop [*loop]\n",
         ("knowledge/cards/bad.yaml:1: alias *loop refers to a value that contains it (hint: a value cannot repeat "
          "itself; write it out)",)),
    Case("alias-unknown", "cards/bad.yaml", "cards: [*nowhere]\n",
         ("knowledge/cards/bad.yaml:1: unknown alias *nowhere (hint: define it first with &nowhere)",)),
    Case("deep-flow-nesting", "cards/bad.yaml", "cards: " + "[" * 100_000 + "]" * 100_000 + "\n",
         ("knowledge/cards/bad.yaml:1: nesting deeper than 64 levels (hint: knowledge files are a few levels deep; "
          "flatten this structure)",)),
    Case("deep-block-nesting", "cards/bad.yaml", "cards:\n" + "".join("  " * i + "- \n" for i in range(1, 200)),
         ("knowledge/cards/bad.yaml:65: nesting deeper than 64 levels",)),
    Case("deep-mapping-nesting", "cards/bad.yaml", "cards: " + "{a: " * 5000 + "1" + "}" * 5000 + "\n",
         ("knowledge/cards/bad.yaml:1: nesting deeper than 64 levels",)),
    Case("two-documents", "cards/bad.yaml", card("bad", "Bad", GOOD_TAIL) + "---\ncards: []\n",
         ("knowledge/cards/bad.yaml:11: more than one YAML document in the file (hint: remove the '---' line; a "
          "knowledge file holds one document)",)),
    Case("mapping-as-key", "cards/bad.yaml", "cards:\n  ? {a: 1}\n  : x\n",
         ("knowledge/cards/bad.yaml:2: mapping key 'dict' is not a string",)),
    Case("id-trailing-newline", "cards/bad.yaml", card('"bad\\n"', "Bad", GOOD_TAIL),
         ("knowledge/cards/bad.yaml:2: id: invalid id 'bad\\n': ids are lower-case kebab-case (hint: use 'bad')",)),
    Case("id-too-long", "cards/bad.yaml", card("a" * 256, "Long", GOOD_TAIL),
         ("knowledge/cards/bad.yaml:2: id: id is too long (256 characters, limit 100) (hint: ids are page names; "
          "shorten it)",)),
    Case("cost-absurd", "cards/bad.yaml", card("bad", "Bad", GOOD_TAIL.replace("{coins: 4}", "{coins: 1" + "0" * 40
                                                                               + "}")),
         ("knowledge/cards/bad.yaml:7: cost.coins: 'coins' must be at most 99, found a number of 41 digits",)),
    Case("debt-absurd", "cards/bad.yaml", card("bad", "Bad", GOOD_TAIL.replace("{coins: 4}", "{debt: 100}")),
         ("knowledge/cards/bad.yaml:7: cost.debt: 'debt' must be at most 99, found 100",)),
    Case("cost-infinite", "cards/bad.yaml", card("bad", "Bad", GOOD_TAIL.replace("{coins: 4}", "{coins: .inf}")),
         ("knowledge/cards/bad.yaml:7: cost.coins: 'coins' must be a whole number, found inf (hint: write digits, "
          "e.g. 5)",)),
    Case("year-absurd", "expansions.yaml",
         "expansions:\n  - id: base\n    name: {en: Dominion, pl: Dominion}\n    editions: [1e, 2e]\n"
         "    published_pl: true\n    year: 99999999\n"
         "  - id: cornucopia\n    name: {en: Cornucopia, pl: Róg obfitości}\n    editions: [1e, 2e]\n"
         "    published_pl: false\n",
         ("knowledge/expansions.yaml:6: year: 'year' must be at most 9999, found 99999999",)),
    Case("file-name-not-an-id", "cards/Bad Name.yaml", card("bad", "Bad", GOOD_TAIL),
         ("knowledge/cards/Bad Name.yaml: invalid file name 'Bad Name.yaml': names are lower-case kebab-case ids "
          "(hint: rename it to 'bad-name.yaml')",)),
    Case("control-character", "cards/bad.yaml", card("bad", "Bad\x07", GOOD_TAIL),
         ("knowledge/cards/bad.yaml:3: character '\\x07' is not allowed in YAML (control characters are not "
          "allowed)",)),
    Case("query-file-name-not-an-id", "queries/My Query.rq", "SELECT * WHERE { ?s ?p ?o }\n",
         ("knowledge/queries/My Query.rq: invalid query file name 'My Query.rq': names are lower-case kebab-case ids "
          "(hint: rename it to 'my-query.rq')",)),
    Case("query-file-not-utf8", "queries/bad.rq", b"# title.en: Z\xb3y\nSELECT * WHERE { ?s ?p ?o }\n",
         ("knowledge/queries/bad.rq:1: file is not valid UTF-8 (byte 0xb3) (hint: save the file as UTF-8)",)),
    Case("query-with-service", "queries/bad.rq",
         "# title.en: Fetch\nSELECT * WHERE {\n  SERVICE <http://127.0.0.1:9/sparql> { ?s ?p ?o }\n}\n",
         ("knowledge/queries/bad.rq:2: SERVICE (federated query) at knowledge/queries/bad.rq:3:3 (line 2, column 3 of "
          "the query) is not allowed: it makes the server fetch from other addresses (pass --allow-service if you "
          "trust this query)",)),
    Case("query-too-deep", "queries/bad.rq", "SELECT * WHERE " + "{" * 1000 + "}" * 1000 + "\n",
         ("knowledge/queries/bad.rq:1: the query nests deeper than 64 levels at knowledge/queries/bad.rq:1:80",)),
    Case("query-too-long", "queries/bad.rq", "SELECT * WHERE { ?s ?p ?o }\n" + "# padding\n" * 20_000,
         ("knowledge/queries/bad.rq:1: the query is too long (200028 characters, limit 100000)",)),
    Case("query-syntax", "queries/bad.rq", "# title.en: Broken\n\nSELECT ?x WHERE { ?x }\n",
         ("knowledge/queries/bad.rq:3: SPARQL syntax error at knowledge/queries/bad.rq:3:",)),
    Case("scenario-unknown-card", "examples/bad.yaml",
         SCENARIO.format(rest="      script:\n        - play: mine\n        - choose: trash:copper\n"
                              "        - choose: gain:silvr\n      expect:\n        - gained: {card: silvr}\n"),
         ("FAIL  bad-example", "knowledge/examples/bad.yaml:15: scenario.expect[0]: scenario names unknown card "
          "'silvr' (hint: did you mean 'silver'?)"), "check"),
    Case("scenario-answer-never-asked", "examples/bad.yaml",
         SCENARIO.format(rest="      script:\n        - play: mine\n        - choose: trash:copper\n"
                              "        - choose: gain:silver\n        - choose: trash:estate\n"
                              "      expect:\n        - gained: {card: silver}\n"),
         ("FAIL  bad-example", "knowledge/examples/bad.yaml:11: scenario.script[0]: ScriptError: 1 scripted answers "
          "left unused: ['trash:estate']"), "check"),
    Case("scenario-decision-unanswered", "examples/bad.yaml",
         SCENARIO.format(rest="      script:\n        - play: mine\n        - choose: trash:copper\n"
                              "      expect:\n        - gained: {card: silver}\n"),
         ("FAIL  bad-example",
          "knowledge/examples/bad.yaml:11: scenario.script[0]: ScriptError: unscripted decision"), "check"),
    Case("scenario-unknown-expectation", "examples/bad.yaml",
         SCENARIO.format(rest="      expect:\n        - gaind: {card: silver}\n"),
         ("FAIL  bad-example", "knowledge/examples/bad.yaml:11: scenario.expect[0]: unknown expectation 'gaind' "
          "(hint: did you mean 'gained'?)"), "check"),
    Case("scenario-without-expectations", "examples/bad.yaml",
         SCENARIO.format(rest="      script:\n        - play: mine\n"),
         ("FAIL  bad-example", "scenario has no expectations (hint: add an expect: list; a scenario must prove "
          "something)"), "check"),
]


@pytest.fixture()
def knowledge(tmp_path: Path) -> Path:
    """A fresh copy of the hostile-suite base knowledge with the project's ontology and shapes."""
    return copy_small_knowledge(tmp_path)


def test_base_knowledge_is_valid(knowledge: Path) -> None:
    """The starting point of every case lints and checks cleanly, so each case's error is its own."""
    runner = CliRunner()
    lint = runner.invoke(main, ["lint", "--knowledge", str(knowledge)])
    assert lint.exit_code == 0, lint.output
    check = runner.invoke(main, ["check", "--knowledge", str(knowledge)])
    assert check.exit_code == 0, check.output
    assert "1 passed, 0 failed" in check.output


@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_bad_input_gives_located_error(knowledge: Path, case: Case) -> None:
    """The command exits 1 and prints the expected located message, with no traceback."""
    path = knowledge / case.file
    if isinstance(case.content, bytes):
        path.write_bytes(case.content)
    else:
        path.write_text(case.content, encoding="utf-8")
    result = CliRunner().invoke(main, [case.command, "--knowledge", str(knowledge)])
    assert result.exit_code == 1, result.output
    assert isinstance(result.exception, SystemExit)
    assert "Traceback" not in result.output
    for line in case.expected:
        assert line in result.output, f"missing {line!r} in:\n{result.output}"


def test_all_errors_are_reported_at_once(knowledge: Path) -> None:
    """Three mistakes in one file give three located errors in one run."""
    (knowledge / "cards" / "bad.yaml").write_text(
        card("bad", "Bad", GOOD_TAIL.replace("{coins: 4}", "{coins: five}").replace("kingdom", "kingdon")
             .replace("[action]", "action")), encoding="utf-8")
    result = CliRunner().invoke(main, ["lint", "--knowledge", str(knowledge)])
    assert result.exit_code == 1
    assert "3 errors in knowledge/" in result.output
    for where in ("bad.yaml:7: cost.coins", "bad.yaml:8: types", "bad.yaml:9: supply"):
        assert where in result.output


def test_at_least_fifty_cases() -> None:
    """The suite keeps at least 50 distinct hostile inputs (plus files, queries and catalogs elsewhere)."""
    assert len({c.name for c in CASES}) >= 50
