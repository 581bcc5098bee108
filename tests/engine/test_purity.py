"""The engine package imports only the standard library and generator.errors."""

from __future__ import annotations

import ast
import sys
from pathlib import Path

import generator.engine

ROOT = Path(generator.engine.__file__).parent


def _imports(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(), filename=str(path))
    out: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            out.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            out.add(node.module)
    return out


def test_engine_imports_only_stdlib_and_errors() -> None:
    """Every module under generator/engine imports only stdlib, generator.engine or generator.errors."""
    bad = []
    modules = sorted(ROOT.rglob("*.py"))
    assert len(modules) >= 15
    for path in modules:
        for name in _imports(path):
            top = name.split(".")[0]
            if name.startswith("generator.engine") or name == "generator.errors" or name == "__future__":
                continue
            if top in sys.stdlib_module_names and top != "generator":
                continue
            bad.append(f"{path.relative_to(ROOT)}: {name}")
    assert bad == []


def test_engine_modules_stay_small() -> None:
    """No engine module grows past 400 lines."""
    long = [p.name for p in ROOT.rglob("*.py") if len(p.read_text().splitlines()) > 400]
    assert long == []
