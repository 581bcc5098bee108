"""The SPARQL page's build side: pages in both languages, the engine copied in, no server or CDN needed."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from generator.errors import BuildError
from generator.site import sparql_page


def test_both_languages_get_the_page_and_the_engine(built_site: Path) -> None:
    """site/en and site/pl each have sparql/index.html, Oxigraph's web.js + wasm, the worker and graph.nt."""
    package = sparql_page.ENGINE_DIR / "node_modules" / "oxigraph"
    for lang in ("en", "pl"):
        folder = built_site / lang
        assert (folder / "sparql" / "index.html").is_file()
        assert (folder / "data" / "graph.nt").stat().st_size > 0
        for name in ("web.js", "web_bg.wasm"):
            assert (folder / "assets" / "sparql" / "oxigraph" / name).read_bytes() == (package / name).read_bytes()
        assert (folder / "assets" / "sparql" / "worker.js").is_file()


def test_page_uses_relative_urls_only(built_site: Path) -> None:
    """The page's script and stylesheet are referenced relatively and the scripts fetch nothing absolute."""
    html = (built_site / "pl" / "sparql" / "index.html").read_text(encoding="utf-8")
    assert '<script type="module" src="../assets/sparql/sparql.js"></script>' in html
    assert 'data-graph="../data/graph.nt"' in html
    for name in ("sparql.js", "worker.js"):
        script = (built_site / "pl" / "assets" / "sparql" / name).read_text(encoding="utf-8")
        assert re.findall(r"https?://", script) == [], name


def test_missing_npm_is_a_located_build_error(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """With no installed package and no npm on PATH, ensure_engine names the folder and what is needed."""
    (tmp_path / "package-lock.json").write_text("{}", encoding="utf-8")
    monkeypatch.setenv("PATH", str(tmp_path))
    with pytest.raises(BuildError, match=r"npm not found: .*npm ci in " + re.escape(str(tmp_path))):
        sparql_page.ensure_engine(tmp_path)
