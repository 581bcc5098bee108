"""Every English/Polish text pair in the knowledge YAML holds exactly its two texts.

An unquoted comma in a flow mapping (``{en: Cards, pl: Karty, które …}``) cuts the Polish text short and
silently adds a key; this walks every knowledge file as plain YAML and refuses such pairs.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

KNOWLEDGE = Path(__file__).resolve().parents[2] / "knowledge"


def _split_pairs(node: Any, found: list[dict[str, Any]]) -> None:
    if isinstance(node, dict):
        if "en" in node and "pl" in node and any(k not in ("en", "pl") and v is None for k, v in node.items()):
            found.append(node)
        for value in node.values():
            _split_pairs(value, found)
    elif isinstance(node, list):
        for value in node:
            _split_pairs(value, found)


def test_no_text_pair_is_cut_by_a_comma() -> None:
    """No {en, pl} mapping in knowledge/ has a stray key left by an unquoted comma."""
    files = sorted(KNOWLEDGE.rglob("*.yaml"))
    assert len(files) > 20
    broken = {}
    for path in files:
        found: list[dict[str, Any]] = []
        _split_pairs(yaml.safe_load(path.read_text(encoding="utf-8")), found)
        if found:
            broken[str(path.relative_to(KNOWLEDGE))] = found
    assert broken == {}
