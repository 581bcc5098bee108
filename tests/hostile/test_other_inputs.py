"""Hostile queries and translation catalogs: clear errors, never a traceback."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner

from generator.cli import main
from generator.errors import TranslationError
from generator.site.i18n import load_translations
from tests.helpers import ROOT


@pytest.mark.parametrize(("query", "expected"), [
    ("SELECT ?x WHERE { ?x }", "SPARQL syntax error at line 1, column"),
    ("SELECT ?x WHERE {\n  ?x dw:gains ?g .\n  FILTER(\n}", "SPARQL syntax error at line 4, column"),
    ("no-such-query", "no named query 'no-such-query'"),
    ("gain-to-hnd", "did you mean 'gain-to-hand'?"),
])
def test_bad_query_is_reported(query: str, expected: str) -> None:
    """Invalid SPARQL names line and column; an unknown named query lists what exists; exit 1."""
    result = CliRunner().invoke(main, ["query", query])
    assert result.exit_code == 1
    assert isinstance(result.exception, SystemExit)
    assert expected in result.output


def _catalog(tmp_path: Path, old: str, new: str) -> Path:
    folder = tmp_path / "translations"
    shutil.copytree(ROOT / "translations", folder)
    po = folder / "pl" / "LC_MESSAGES" / "messages.po"
    text = po.read_text(encoding="utf-8")
    assert old in text
    po.write_text(text.replace(old, new, 1), encoding="utf-8")
    return folder


def test_catalog_with_wrong_plural_count(tmp_path: Path) -> None:
    """A Polish entry with two plural forms instead of three is refused, naming the file and line."""
    folder = _catalog(tmp_path, 'msgstr[2] "%(num)d kart"\n', "")
    with pytest.raises(TranslationError) as info:
        load_translations("pl", folder)
    message = str(info.value)
    assert "messages.po:" in message and "%(num)d card" in message


def test_catalog_with_bad_placeholder(tmp_path: Path) -> None:
    """A translation whose placeholder differs from the source string is refused."""
    folder = _catalog(tmp_path, 'msgstr[0] "%(num)d karta"', 'msgstr[0] "%(liczba)d karta"')
    with pytest.raises(TranslationError) as info:
        load_translations("pl", folder)
    assert "placeholder" in str(info.value) or "format" in str(info.value)


def test_catalog_that_is_not_po(tmp_path: Path) -> None:
    """A catalog that is not a PO file at all is a TranslationError, not a crash."""
    folder = tmp_path / "translations"
    shutil.copytree(ROOT / "translations", folder)
    (folder / "pl" / "LC_MESSAGES" / "messages.po").write_text("garbage line\nmsgid\n", encoding="utf-8")
    with pytest.raises(TranslationError):
        load_translations("pl", folder)
