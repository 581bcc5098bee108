"""Shared fixtures: the real knowledge base loaded once, its graph and store, and a tmp copy helper."""

from __future__ import annotations

from pathlib import Path

import pytest
from rdflib import Graph

from generator.kb.graph import build_graph
from generator.kb.load import load_knowledge
from generator.kb.query import Store
from generator.kb.schema import Knowledge
from tests.helpers import HAND_WRITTEN_ONLY, copy_knowledge


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
    return copy_knowledge(tmp_path, without=HAND_WRITTEN_ONLY)
