"""Lint: seed coverage, translation report, strict mode and example hygiene."""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest

from generator.kb.lint import lint, lint_path, load_seed_mentions
from generator.kb.load import load_knowledge
from generator.kb.schema import Knowledge
from tests.helpers import SEEDS_ENV, seeds_dir

SEEDS = seeds_dir()


@pytest.fixture()
def seeds() -> Path:
    """The seed documents' folder; missing, the test fails under CI=true and is skipped elsewhere."""
    if not SEEDS.is_dir():
        message = f"the seed documents are not at {SEEDS} (set {SEEDS_ENV} to their folder)"
        if os.environ.get("CI") == "true":
            pytest.fail(message)
        pytest.skip(message)
    return SEEDS


def test_every_seed_mention_maps_to_an_entity(kb: Knowledge) -> None:
    """Each card name and game term listed from both seeds resolves to an existing entity."""
    mentions = load_seed_mentions(kb)
    assert {m.seed for m in mentions} == {"gain", "supply"}
    assert [m.text for m in mentions if not m.found] == []
    assert len(mentions) >= 120


def test_english_seed_markup_is_fully_listed(kb: Knowledge, seeds: Path) -> None:
    """Every {{Card|..}}, {{Event|..}}, {{Hex|..}} and [[..]] of the English seed is in seed_mentions.yaml."""
    text = (seeds / "000_db079dbc1807546b.txt").read_text(encoding="utf-8")
    found = {m.group(2) for m in re.finditer(r"\{\{(Card|card|Event|Hex)\|([^}|]+)", text)}
    found |= {m.group(1).split("#")[0].replace("_", " ") for m in re.finditer(r"\[\[([^\]|]+)", text)
              if not m.group(1).startswith("Category")}
    listed = {m.text.lower() for m in load_seed_mentions(kb) if m.seed == "gain"}
    assert sorted(w for w in found if w.lower() not in listed) == []


def test_listed_mentions_occur_in_their_seed(kb: Knowledge, seeds: Path) -> None:
    """No invented mention: each listed text occurs (case-insensitively) in its seed document."""
    files = {"gain": "000_db079dbc1807546b.txt", "supply": "003_dbb0b40b06588e03.txt"}
    texts = {seed: (seeds / name).read_text(encoding="utf-8").lower().replace("_", " ")
             for seed, name in files.items()}
    assert [m.text for m in load_seed_mentions(kb) if m.text.lower() not in texts[m.seed]] == []


NOCTURNE_WITHOUT_POLISH_NAME = (
    "blessed-village", "cobbler", "crypt", "delusion", "envy", "famine", "fear", "greed", "haunting", "leprechaun",
    "locusts", "magic-lamp", "miserable", "misery", "plague", "pooka", "poverty", "sacred-grove", "secret-cave",
    "shepherd", "skulk", "the-moons-gift", "the-mountains-gift", "the-rivers-gift", "the-seas-gift", "the-skys-gift",
    "the-suns-gift", "the-winds-gift", "twice-miserable", "war", "zombie-apprentice", "zombie-mason", "zombie-spy")
"""Nocturne cards (Pieśń nocy was printed in Polish) whose printed Polish name no source found yet."""


def test_report_has_no_errors_and_lists_missing_polish_names(kb: Knowledge) -> None:
    """The only warnings are official Polish names not yet found, each with path:line."""
    report = lint(kb)
    assert report.errors == []
    assert {w.message for w in report.warnings} == {
        f"missing Polish text for card:{cid} name" for cid in ("secret-passage", *NOCTURNE_WITHOUT_POLISH_NAME)}
    cobbler = next(w for w in report.warnings if "card:cobbler" in w.message)
    name_line = kb.cards["cobbler"].field_locs["name"].line
    assert (cobbler.path, cobbler.line) == ("knowledge/cards/nocturne.yaml", name_line)
    assert report.coverage.missing == []


def test_translation_report_separates_names_kept_in_english(kb: Knowledge) -> None:
    """Names of expansions never published in Polish are kept in English, not counted as missing; names the
    sources do not back as printed (only the fan wiki, or "not seen") are uncertain."""
    report = lint(kb)
    kept = {(u.kind, u.id) for u in report.untranslated if u.kept_english}
    assert ("card", "nomad-camp") in kept and ("expansion", "hinterlands") in kept
    assert ("card", "lurker") not in kept
    assert ("card", "bag-of-gold") in kept and ("card", "astrolabe") in kept  # the fan wiki's names only
    uncertain = {cid: (name, conf) for cid, name, conf in report.uncertain_pl}
    assert {"lurker", "platinum", "explorer", "chapel", "wishing-well"} <= uncertain.keys()
    assert "bag-of-gold" not in uncertain and "astrolabe" not in uncertain
    assert all(conf in ("medium", "low") and kb.cards[cid].name.pl == name and kb.cards[cid].name_confidence_pl == conf
               for cid, (name, conf) in uncertain.items())
    assert "witch" not in uncertain and "copper" not in uncertain
    text = report.format()
    missing = sum(1 for u in report.untranslated if not u.kept_english)
    assert f"translations: {missing} text(s) missing Polish" in text and missing >= 4
    assert "seed coverage: " in text and "(missing)" not in text


def test_strict_mode_turns_warnings_into_errors(kb: Knowledge) -> None:
    """With strict, the missing Polish names become errors."""
    report = lint(kb, strict=True)
    assert len(report.errors) == 1 + len(NOCTURNE_WITHOUT_POLISH_NAME) and report.warnings == [] and not report.ok


def test_missing_seed_entity_is_an_error(kcopy: Path) -> None:
    """A seed mention pointing at a missing entity is an error with its line in seed_mentions.yaml."""
    path = kcopy / "seed_mentions.yaml"
    path.write_text(path.read_text(encoding="utf-8").replace('ref: "card:artisan"', 'ref: "card:artizan"'),
                    encoding="utf-8")
    report = lint(load_knowledge(kcopy))
    [err] = report.errors
    assert (err.path, err.line) == ("knowledge/seed_mentions.yaml", 12)
    assert err.message == "seed 'gain' mentions 'Artisan', but card:artizan does not exist"


def test_untranslated_prose_is_a_warning(kcopy: Path) -> None:
    """A summary with pl: null is listed with its path and line."""
    path = kcopy / "cards" / "base.yaml"
    text = path.read_text(encoding="utf-8")
    old = "    pl: Podstawowy Skarb wart jedną monetę; każdy gracz zaczyna z siedmioma."
    assert old in text
    line = text[:text.index(old)].count("\n") + 1
    text = text.replace(old, "    pl: null")
    path.write_text(text, encoding="utf-8")
    report = lint(load_knowledge(kcopy))
    hits = [w for w in report.warnings if "card:copper summary" in w.message]
    assert [(w.path, w.line) for w in hits] == [("knowledge/cards/base.yaml", line - 2)]


def test_unlinked_card_mention_is_a_warning(kcopy: Path) -> None:
    """A rule text naming a card without [[card:...]] is flagged."""
    path = kcopy / "rules" / "gain.yaml"
    path.write_text(path.read_text(encoding="utf-8").replace(
        "[[card:develop]] and [[card:bureaucrat]] put", "Develop and [[card:bureaucrat]] put"), encoding="utf-8")
    report = lint(load_knowledge(kcopy))
    assert [w.message for w in report.warnings if "without a link" in w.message] == [
        "rule:gain sections[4].body.en names card 'develop' without a link"]


def test_lint_path_reports_loader_errors(kcopy: Path) -> None:
    """lint_path turns loader errors into report errors instead of raising."""
    (kcopy / "cards" / "zz.yaml").write_text("cards:\n  - id: [\n", encoding="utf-8")
    report = lint_path(kcopy)
    assert [(e.path, e.message.split(":")[0]) for e in report.errors] == [("knowledge/cards/zz.yaml",
                                                                           "YAML syntax error")]


def test_polish_supply_seed_groups_have_list_pages(seeds: Path) -> None:
    """Each heading under "Karty odnoszące się do Zasobów" of the Polish seed is the Polish title of a list page."""
    from babel.messages.pofile import read_po

    from generator.site.indexes import EFFECT_INDEXES

    lines = (seeds / "003_dbb0b40b06588e03.txt").read_text(encoding="utf-8").splitlines()
    start = lines.index("Karty odnoszące się do Zasobów") + 1
    headings = lines[start:start + 6]
    with (Path(__file__).resolve().parents[2] / "translations" / "pl" / "LC_MESSAGES" / "messages.po").open("rb") as f:
        catalog = read_po(f)
    titles = {catalog[index.title].string for index in EFFECT_INDEXES if catalog.get(index.title) is not None}
    assert headings[-1] == "Karty Gromadzenia" and set(headings) <= titles
