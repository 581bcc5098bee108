"""Compiled templates are kept in the build cache and used again only for the same source and settings."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from jinja2 import Environment

from generator.kb.cache import Cache
from generator.site.i18n import TEMPLATE_CACHE, CompiledTemplates, make_env

PAGE = "card.md.j2"


def _count_compiles(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    compiled: list[str] = []
    real = Environment.compile

    def counting(self: Environment, source: str, name: str | None = None, *args: Any, **kwargs: Any) -> Any:
        compiled.append(name or "")
        return real(self, source, name, *args, **kwargs)
    monkeypatch.setattr(Environment, "compile", counting)
    return compiled


def test_a_second_environment_compiles_nothing(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """With the same cache, a new environment (a later build) loads the compiled page template instead of
    compiling it (with the same blocks); without a cache it compiles again."""
    compiled = _count_compiles(monkeypatch)
    cache = Cache(tmp_path)
    first = make_env("pl", cache=cache).get_template(PAGE)
    assert PAGE in compiled and any((tmp_path / TEMPLATE_CACHE).rglob("*.bin"))
    compiled.clear()
    again = make_env("pl", cache=Cache(tmp_path)).get_template(PAGE)
    assert PAGE not in compiled
    assert again.blocks.keys() == first.blocks.keys() and again.blocks
    make_env("pl").get_template(PAGE)
    assert PAGE in compiled


def test_other_settings_or_a_damaged_entry_compile_again(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """An environment with another setting that changes the compiled code does not take the stored
    bytecode, and a damaged entry is compiled again rather than used."""
    compiled = _count_compiles(monkeypatch)
    make_env("en", cache=Cache(tmp_path)).get_template(PAGE)
    env = make_env("en", cache=Cache(tmp_path))
    env.trim_blocks = False
    env.bytecode_cache = CompiledTemplates(Cache(tmp_path), "trim=False")
    compiled.clear()
    env.get_template(PAGE)
    assert PAGE in compiled
    for entry in (tmp_path / TEMPLATE_CACHE).rglob("*.bin"):
        head, _, _ = entry.read_bytes().partition(b"\n")
        entry.write_bytes(head + b"\nnot bytecode")
    compiled.clear()
    make_env("en", cache=Cache(tmp_path)).get_template(PAGE)
    assert PAGE in compiled
