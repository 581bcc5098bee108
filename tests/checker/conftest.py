"""Shared fixtures for the checker tests: the knowledge, loaded once."""

from __future__ import annotations

import pytest

from generator.kb.load import default_root, load_knowledge
from generator.kb.schema import Knowledge


@pytest.fixture(scope="session")
def kb() -> Knowledge:
    return load_knowledge(default_root())
