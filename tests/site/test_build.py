"""The generator and the two mkdocs builds: pages, languages, links and atomic output."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from generator.errors import BuildError, KnowledgeErrors
from generator.kb.schema import Knowledge
from generator.pipeline import build_site
from tests.helpers import copy_small_knowledge, tree_snapshot


def test_every_card_has_a_page_in_both_languages(built_site: Path, kb: Knowledge) -> None:
    """Each card gets /en/cards/<id>/ and /pl/cards/<id>/, with the name in that language as the heading."""
    for card in kb.cards.values():
        for lang in ("en", "pl"):
            html = (built_site / lang / "cards" / card.id / "index.html").read_text(encoding="utf-8")
            heading = re.search(r"<h1[^>]*>(.*?)<", html, re.S)
            assert heading is not None
            assert heading.group(1).strip() == (card.name.show(lang).replace("&", "&amp;"))


def test_switcher_links_to_same_page_in_other_language(built_site: Path) -> None:
    """The language selector of /en/cards/artisan/ points to ../pl/cards/artisan/ relative to the site root."""
    html = (built_site / "en" / "cards" / "artisan" / "index.html").read_text(encoding="utf-8")
    links = re.findall(r'href="([^"]+)" hreflang="(en|pl)" lang="\2"', html)
    assert ("../../../pl/cards/artisan/", "pl") in links
    assert '<html lang="en"' in html
    pl = (built_site / "pl" / "cards" / "artisan" / "index.html").read_text(encoding="utf-8")
    assert '<html lang="pl"' in pl


def test_polish_interface_strings_are_translated(built_site: Path) -> None:
    """Template strings come from the Polish catalog on Polish pages (Koszt, not Cost)."""
    pl = (built_site / "pl" / "cards" / "artisan" / "index.html").read_text(encoding="utf-8")
    en = (built_site / "en" / "cards" / "artisan" / "index.html").read_text(encoding="utf-8")
    assert "<td>Koszt</td>" in pl and "<td>Cost</td>" not in pl
    assert "<td>Cost</td>" in en


def test_example_page_shows_engine_verification(built_site: Path) -> None:
    """The Artisan/Nomad Camp example page says it was verified and shows the gain to hand step, the card's
    name a link to its page."""
    page = Path("examples") / "artisan-gains-nomad-camp-to-hand" / "index.html"
    camp = '<a href="../../cards/nomad-camp/">Nomad Camp</a>'
    en = (built_site / "en" / page).read_text(encoding="utf-8")
    assert "Verified by the rules engine" in en
    assert f"<li>Player 1 gains {camp} from the Supply into their hand.</li>" in en
    pl = (built_site / "pl" / page).read_text(encoding="utf-8")
    assert "Sprawdzony przez silnik zasad" in pl
    assert f"<li>Gracz 1 dodaje kartę {camp} z Zasobów na rękę.</li>" in pl


def test_failed_build_leaves_previous_output_untouched(tmp_path: Path) -> None:
    """A knowledge error stops the build before anything is written: site_src and site stay byte-identical."""
    knowledge = copy_small_knowledge(tmp_path)
    src, site = tmp_path / "site_src", tmp_path / "site"
    build_site(root=knowledge, src=src, site_dir=site, mkdocs=True)
    before_src, before_site = tree_snapshot(src), tree_snapshot(site)
    card_file = knowledge / "cards" / "base.yaml"
    card_file.write_text(card_file.read_text(encoding="utf-8").replace("expansion: base", "expansion: bsae", 1),
                         encoding="utf-8")
    with pytest.raises(KnowledgeErrors) as info:
        build_site(root=knowledge, src=src, site_dir=site, mkdocs=True)
    assert "unknown expansion 'bsae'" in str(info.value) and "did you mean 'base'?" in str(info.value)
    assert tree_snapshot(src) == before_src
    assert tree_snapshot(site) == before_site


def test_regeneration_rewrites_only_changed_pages(tmp_path: Path) -> None:
    """Generating twice from the same knowledge writes no file the second time."""
    knowledge = copy_small_knowledge(tmp_path)
    src = tmp_path / "site_src"
    build_site(root=knowledge, src=src, site_dir=tmp_path / "site", mkdocs=False)
    first = tree_snapshot(src)
    from generator.checker.check import check_all
    from generator.kb.load import load_knowledge
    from generator.site import build as site_build
    from generator.site.context import build_context

    kb = load_knowledge(knowledge)
    files = site_build.render(build_context(kb, check_all(kb)), site_dir=tmp_path / "site")
    for lang, pages in files.items():
        assert site_build.stage(lang, pages, src).written == []
    assert tree_snapshot(src) == first


def test_mkdocs_warning_fails_the_build(tmp_path: Path) -> None:
    """A broken link in a generated page makes the strict mkdocs build fail and keeps the old site."""
    knowledge = copy_small_knowledge(tmp_path)
    src, site = tmp_path / "site_src", tmp_path / "site"
    build_site(root=knowledge, src=src, site_dir=site, mkdocs=True)
    before = tree_snapshot(site)
    page = src / "en" / "docs" / "cards" / "copper.md"
    page.write_text(page.read_text(encoding="utf-8") + "\n[broken](no-such-page.md)\n", encoding="utf-8")
    from generator.site.build import mkdocs_build

    with pytest.raises(BuildError) as info:
        mkdocs_build("en", src, site)
    assert "no-such-page.md" in str(info.value)
    assert tree_snapshot(site) == before
