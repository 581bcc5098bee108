"""Fixtures shared by every test package."""

from __future__ import annotations

import fcntl
import os
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from generator.kb.load import load_knowledge
from generator.kb.schema import Knowledge
from tests.helpers import KNOWLEDGE

CHROMIUM = os.environ.get("DOMWIKI_CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync"]


@pytest.fixture(scope="session")
def kb() -> Knowledge:
    """The project's knowledge, loaded once."""
    return load_knowledge(KNOWLEDGE)


@pytest.fixture(scope="session")
def built_site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The whole site built once into a temporary folder (site/ with en/ and pl/), shared by the test
    workers: the first to need it builds it while holding a lock, the others wait for it and reuse it.
    Tests only read it."""
    from generator.pipeline import build_site

    workers = os.environ.get("PYTEST_XDIST_WORKER")
    shared = tmp_path_factory.getbasetemp().parent if workers else tmp_path_factory.getbasetemp()
    base = shared / "built-site"
    with open(shared / "built-site.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if not (base / "complete").exists():
            shutil.rmtree(base, ignore_errors=True)
            build_site(site_dir=base / "site", src=base / "site_src", progress=lambda _: None)
            (base / "complete").touch()
    return base / "site"


@pytest.fixture(scope="session")
def browser() -> Iterator[Any]:
    """Headless Debian Chromium driven by Playwright; missing browser fails under CI=true."""
    if not Path(CHROMIUM).exists() and shutil.which("chromium") is None:
        if os.environ.get("CI") == "true":
            pytest.fail(f"Chromium not found at {CHROMIUM}: CI must install Debian's chromium package")
        pytest.skip("Chromium is not installed (apt-get install chromium)")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        instance = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        try:
            yield instance
        finally:
            instance.close()
