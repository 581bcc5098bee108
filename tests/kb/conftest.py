"""Shared fixtures: the real knowledge base loaded once, its graph and store, and a tmp copy helper."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from rdflib import Graph

from generator.kb.graph import build_graph
from generator.kb.load import default_root, load_knowledge
from generator.kb.query import Store
from generator.kb.schema import Knowledge


@pytest.fixture(scope="session")
def kb() -> Knowledge:
    """The hand-written knowledge base under knowledge/ (without the bulk import), which covers the seeds."""
    return load_knowledge(imported=False)


@pytest.fixture(scope="session")
def graph(kb: Knowledge) -> Graph:
    """The compiled RDF graph."""
    return build_graph(kb)


@pytest.fixture(scope="session")
def store(graph: Graph) -> Store:
    """The graph loaded into pyoxigraph."""
    return Store(graph)


@pytest.fixture()
def kcopy(tmp_path: Path) -> Path:
    """A writable copy of knowledge/ under tmp_path (returned path is the copy's knowledge/ folder)."""
    target = tmp_path / "knowledge"
    shutil.copytree(default_root(), target, ignore=shutil.ignore_patterns("imported", "claims"))
    return target
