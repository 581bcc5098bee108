"""Links and anchors of the built site, in both languages; its pages are generated reproducibly, byte for byte."""

from __future__ import annotations

import os
import posixpath
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from urllib.parse import unquote, urlsplit

from tests.helpers import tree_snapshot

LINK = re.compile(r'\s(?:href|src)="([^"]*)"')
ANCHOR = re.compile(r'\s(?:id|name)="([^"]*)"')
SAMPLE = ("", "cards/artisan/", "cards/tournament/", "rules/gain/", "gaining/", "gaining/non-supply/",
          "gaining/to-hand/", "piles/prizes/", "glossary/", "translation/")
"""The pages LinkChecker starts from (and the pages they link to). The full card and example lists are left
out: each links to nearly every page, and every link of every page is checked by broken_links below."""


def broken_links(site: Path) -> list[str]:
    """Every local link under ``site`` whose file or #anchor does not exist ("page -> target")."""
    pages = {p.relative_to(site).as_posix(): p.read_text(encoding="utf-8") for p in site.rglob("*.html")}
    anchors = {path: set(ANCHOR.findall(html)) for path, html in pages.items()}
    broken = []
    for path, html in pages.items():
        if path.endswith("404.html"):  # served at any depth, so the theme writes root-absolute links there
            continue
        for href in set(LINK.findall(html)):
            parts = urlsplit(href.replace("&amp;", "&"))
            if parts.scheme or parts.netloc or href.startswith("#") and not href[1:]:
                continue
            target = posixpath.normpath(posixpath.join(posixpath.dirname(path), unquote(parts.path))) \
                if parts.path else path
            if parts.path.endswith("/") or (site / target).is_dir():
                target = posixpath.join(target, "index.html")
            if target.startswith("../") or not (site / target).is_file():
                broken.append(f"{path} -> {href}")
            elif parts.fragment and target.endswith(".html") and unquote(parts.fragment) not in anchors[target]:
                broken.append(f"{path} -> {href} (no such anchor)")
    return sorted(broken)


def test_no_broken_link_or_anchor_anywhere(built_site: Path) -> None:
    """Every href/src of every page of both languages points at an existing file and anchor."""
    assert broken_links(built_site) == []


def test_link_checker_catches_a_broken_anchor(tmp_path: Path) -> None:
    """The checker above reports a missing page and a missing anchor (so an empty report means something)."""
    (tmp_path / "a").mkdir()
    (tmp_path / "a" / "index.html").write_text('<h2 id="here">x</h2><a href="#here">ok</a>'
                                               '<a href="../b/">missing</a><a href="#nowhere">bad</a>')
    assert broken_links(tmp_path) == ["a/index.html -> #nowhere (no such anchor)", "a/index.html -> ../b/"]


def test_linkchecker_finds_nothing_broken(built_site: Path) -> None:
    """LinkChecker (with its anchor check) finds no broken link from SAMPLE's pages or the pages they link to."""
    # LinkChecker drops root privileges to "nobody": check a hard-linked copy in a world-readable folder.
    with tempfile.TemporaryDirectory(prefix="domwiki-links-") as folder:
        os.chmod(folder, 0o755)
        site = Path(folder) / "site"
        shutil.copytree(built_site, site, copy_function=os.link)
        for path in [site, *site.rglob("*")]:
            if path.is_dir():
                path.chmod(0o755)
        config = Path(folder) / "linkcheckerrc"
        config.write_text("[checking]\nthreads=4\n[filtering]\ncheckextern=0\n[AnchorCheck]\n", encoding="utf-8")
        urls = [(site / lang / page / "index.html").as_uri() for lang in ("en", "pl") for page in SAMPLE]
        run = subprocess.run([str(Path(sys.executable).parent / "linkchecker"), "-f", str(config), "--no-status",
                              "--no-warnings", "-r", "1", "-o", "text", *urls],
                             capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stdout[-5000:]
    assert re.search(r"That's it\. \d+ links in \d+ URLs checked\. 0 warnings found\. 0 errors found\.", run.stdout)


def test_pages_are_generated_byte_identical_in_another_process(built_site: Path, tmp_path: Path) -> None:
    """Generating every page again, in a fresh process with another string hash seed (so sets and dicts of
    strings iterate in another order) and an empty build cache, gives the same bytes, file for file (only
    the pages: nothing is written into the site folder, which mkdocs.yml names).

    The mkdocs stage of the same pages is compared byte for byte in tests/test_pipeline.py."""
    script = ("import sys; from pathlib import Path; from generator.pipeline import build_site; "
              "build_site(src=Path(sys.argv[1]), site_dir=Path(sys.argv[2]), build_dir=Path(sys.argv[3]), "
              "mkdocs=False)")
    env = {**os.environ, "PYTHONHASHSEED": "12345"}
    subprocess.run([sys.executable, "-c", script, str(tmp_path / "site_src"), str(built_site),  # named in mkdocs.yml
                    str(tmp_path / "cache")], check=True, env=env, timeout=600)
    again, first = tree_snapshot(tmp_path / "site_src"), tree_snapshot(built_site.parent / "site_src")
    assert len(again) > 3000
    assert sorted(again) == sorted(first)
    assert [path for path in again if again[path] != first[path]] == []
