"""The engine's shape: standard library only, no import circles, and a core that names no card."""

from __future__ import annotations

import ast
import sys
from pathlib import Path

import generator.engine
from generator.kb.load import load_knowledge

ROOT = Path(generator.engine.__file__).parent
CORE = sorted(p for p in ROOT.glob("*.py") if p.name != "bots.py")
"""The core modules: the engine but its effects package and its playing strategies (bots.py)."""


def _imports(path: Path, *, runtime_only: bool = False) -> set[str]:
    """Modules ``path`` imports (``runtime_only``: leaving out ``if TYPE_CHECKING:`` blocks)."""
    tree = ast.parse(path.read_text(), filename=str(path))
    skip: set[int] = set()
    if runtime_only:
        for node in ast.walk(tree):
            if isinstance(node, ast.If) and isinstance(node.test, ast.Name) and node.test.id == "TYPE_CHECKING":
                skip.update(id(n) for n in ast.walk(node))
    out: set[str] = set()
    for node in ast.walk(tree):
        if id(node) in skip:
            continue
        if isinstance(node, ast.Import):
            out.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            out.add(node.module)
            if node.module == "generator.engine":
                out.update(f"generator.engine.{a.name}" for a in node.names)
    return out


def _module(path: Path) -> str:
    rel = path.relative_to(ROOT.parent.parent).with_suffix("")
    parts = list(rel.parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


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


def test_engine_has_no_import_circle() -> None:
    """Following the engine's run-time imports between its own modules never comes back to the start."""
    graph: dict[str, set[str]] = {}
    paths = {_module(p): p for p in ROOT.rglob("*.py")}
    for mod, path in paths.items():
        graph[mod] = {m for m in _imports(path, runtime_only=True) if m in paths and m != mod}
    graph["generator.engine"] = set()  # the package's own __init__ only re-exports
    circles = []
    for start in graph:
        stack, seen = list(graph[start]), set()
        while stack:
            m = stack.pop()
            if m == start:
                circles.append(start)
                break
            if m not in seen:
                seen.add(m)
                stack.extend(graph.get(m, ()))
    assert circles == []


def _literals(path: Path) -> set[str]:
    """String constants in ``path`` that are not docstrings."""
    tree = ast.parse(path.read_text(), filename=str(path))
    docs = {id(n.value) for n in ast.walk(tree) if isinstance(n, ast.Expr) and isinstance(n.value, ast.Constant)}
    return {n.value for n in ast.walk(tree)
            if isinstance(n, ast.Constant) and isinstance(n.value, str) and id(n) not in docs}


def test_core_names_no_card() -> None:
    """No module of the engine core (outside effects/) has a card id or pile id as a string literal."""
    kb = load_knowledge()
    ids = set(kb.cards) | set(kb.piles)
    assert {"copper", "province", "inheritance", "black-market", "knights", "ruins"} <= ids
    named = sorted(f"{p.name}: {lit!r}" for p in CORE for lit in _literals(p) if lit in ids)
    assert named == []


def test_a_card_literal_in_the_core_is_caught() -> None:
    """The literal scan above sees a card id written in a core module's code."""
    assert "changeling" in _literals_of("x = 'changeling'\n")


def _literals_of(source: str) -> set[str]:
    tree = ast.parse(source)
    return {n.value for n in ast.walk(tree) if isinstance(n, ast.Constant) and isinstance(n.value, str)}
