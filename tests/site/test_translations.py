"""Interface strings: the template catalog is complete and the Polish catalog translates all of it."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from babel.messages.pofile import read_po

from generator.site.i18n import load_translations
from tests.helpers import ROOT


def _ids(catalog: object) -> set[str]:
    return {m.id if isinstance(m.id, str) else m.id[0] for m in catalog if m.id}  # type: ignore[attr-defined]


def test_pot_is_up_to_date(tmp_path: Path) -> None:
    """Extracting the templates again gives exactly the committed messages.pot ids."""
    out = tmp_path / "fresh.pot"
    subprocess.run([sys.executable, "-m", "babel.messages.frontend", "extract", "-F", "translations/babel.cfg",
                    "-k", "N_", "--omit-header", "-o", str(out), "."], cwd=ROOT, check=True, capture_output=True)
    fresh = read_po(out.open("rb"))
    committed = read_po((ROOT / "translations" / "messages.pot").open("rb"))
    assert _ids(fresh) == _ids(committed), "run `make translations` and translate the new strings"


def test_every_string_is_translated_to_polish() -> None:
    """Every message of messages.pot has a non-empty Polish translation (all plural forms)."""
    pot = read_po((ROOT / "translations" / "messages.pot").open("rb"))
    po = read_po((ROOT / "translations" / "pl" / "LC_MESSAGES" / "messages.po").open("rb"), locale="pl")
    missing = []
    for message in pot:
        if not message.id:
            continue
        translated = po.get(message.id)
        strings = translated.string if translated is not None else None
        if not strings or (isinstance(strings, tuple) and not all(strings)):
            missing.append(message.id)
    assert missing == []


def test_polish_plural_forms() -> None:
    """ngettext follows Polish plural rules: 1 karta, 2 karty, 5 kart, 22 karty, 25 kart."""
    t = load_translations("pl")
    forms = {n: t.ngettext("%(num)d card", "%(num)d cards", n) % {"num": n} for n in (1, 2, 5, 22, 25, 112)}
    assert forms == {1: "1 karta", 2: "2 karty", 5: "5 kart", 22: "22 karty", 25: "25 kart", 112: "112 kart"}


def test_polish_filter_names_are_the_ones_the_table_shows() -> None:
    """The sentence about the card table's filters names them as the filters are labelled ("Skąd dodaje"),
    and a gain to the hand is "na rękę", the house term."""
    t = load_translations("pl").gettext
    assert (t("Gains from"), t("Gains to")) == ("Skąd dodaje", "Dokąd dodaje")
    assert t("The filters “Gains from” and “Gains to”:") == "Filtry „Skąd dodaje” i „Dokąd dodaje”:"
    assert t("into the hand") == t("into their hand") == "na rękę"
    assert t("Cards that gain to your hand") == "Karty dodające na rękę"
