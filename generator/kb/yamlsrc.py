"""Read YAML with line numbers, so every knowledge error can say path:line.

PyYAML's composer gives nodes with marks; we construct plain containers that
remember where each key and item was written.  Duplicate keys, tabs, bad
encodings and empty files become :class:`KnowledgeError`, never a traceback.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

from generator.errors import KnowledgeError, Location
from generator.kb.cache import Cache, digest

MAX_FILE_BYTES = 2_000_000
"""A knowledge file larger than this is refused (knowledge files are small)."""


class LDict(dict[str, Any]):
    """A mapping that remembers its file, its own line and the line of each key."""

    path: str
    line: int
    key_lines: dict[str, int]

    def loc(self, key: str | None = None, keypath: str | None = None) -> Location:
        """The location of ``key`` (or of the mapping itself)."""
        line = self.key_lines.get(key, self.line) if key is not None else self.line
        return Location(self.path, line, keypath if keypath is not None else key)


class LList(list[Any]):
    """A sequence that remembers its file and the line of each item."""

    path: str
    line: int
    item_lines: list[int]

    def loc(self, index: int | None = None, keypath: str | None = None) -> Location:
        """The location of item ``index`` (or of the sequence itself)."""
        line = self.item_lines[index] if index is not None and index < len(self.item_lines) else self.line
        return Location(self.path, line, keypath)


def _construct(node: yaml.Node, path: str) -> Any:
    line = node.start_mark.line + 1
    if isinstance(node, yaml.MappingNode):
        out = LDict()
        out.path, out.line, out.key_lines = path, line, {}
        for key_node, value_node in node.value:
            key = _construct(key_node, path)
            if not isinstance(key, str):
                raise KnowledgeError(f"mapping key {key!r} is not a string",
                                     Location(path, key_node.start_mark.line + 1))
            if key in out:
                first = out.key_lines[key]
                raise KnowledgeError(
                    f"duplicate key {key!r} (first written on line {first})",
                    Location(path, key_node.start_mark.line + 1, key),
                    "each key may appear once in a mapping; merge the two entries",
                )
            out.key_lines[key] = key_node.start_mark.line + 1
            out[key] = _construct(value_node, path)
        return out
    if isinstance(node, yaml.SequenceNode):
        seq = LList()
        seq.path, seq.line, seq.item_lines = path, line, []
        for item in node.value:
            seq.item_lines.append(item.start_mark.line + 1)
            seq.append(_construct(item, path))
        return seq
    assert isinstance(node, yaml.ScalarNode)
    value = _SCALARS.construct_object(node, deep=True)
    _SCALARS.constructed_objects.clear()
    return value


_SCALARS = yaml.SafeLoader("")
_COMPOSER: Any = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
"""libyaml's composer when available (several times faster); nodes and marks are the same."""
"""One constructor reused for every scalar (making one per scalar is slow)."""


def load_yaml_text(text: str, path: str) -> Any:
    """Parse YAML ``text`` (from ``path``) into LDict/LList/scalars."""
    if "\t" in text:
        for number, row in enumerate(text.splitlines(), start=1):
            if "\t" in row[: len(row) - len(row.lstrip())] or row.lstrip().startswith("\t"):
                raise KnowledgeError(
                    "tab character used for indentation",
                    Location(path, number),
                    "YAML indents with spaces only; replace the tab with spaces",
                )
    try:
        node = yaml.compose(text, Loader=_COMPOSER)
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        line = mark.line + 1 if mark is not None else None
        problem = exc.problem or exc.context or "malformed YAML"
        raise KnowledgeError(f"YAML syntax error: {problem}", Location(path, line),
                             "check indentation, colons and quotes on this line and the one above") from None
    except yaml.YAMLError as exc:
        raise KnowledgeError(f"YAML error: {exc}", Location(path)) from None
    if node is None:
        raise KnowledgeError("file is empty", Location(path, 1), "add the records this file should hold, or delete it")
    try:
        return _construct(node, path)
    except yaml.constructor.ConstructorError as exc:
        mark = exc.problem_mark
        raise KnowledgeError(f"YAML value error: {exc.problem}",
                             Location(path, mark.line + 1 if mark else None)) from None


YAML_CACHE = "yaml"
YAML_CACHE_VERSION = "1"
"""Bump when parsing changes (what a tree holds, or which files are refused), so old trees are not reused."""


class _Uncacheable(Exception):
    """A scalar JSON cannot carry exactly (a date, say): the file is parsed every time."""


def _encode(value: Any) -> Any:
    """A tree as JSON: mappings and sequences become tagged lists (scalars are never lists)."""
    if isinstance(value, LDict):
        return ["d", value.line, [[key, value.key_lines[key], _encode(item)] for key, item in value.items()]]
    if isinstance(value, LList):
        return ["l", value.line, [[value.item_lines[index], _encode(item)] for index, item in enumerate(value)]]
    if value is None or type(value) in (str, int, float, bool):
        return value
    raise _Uncacheable(type(value).__name__)


def _decode(value: Any, path: str) -> Any:
    if type(value) is not list:
        return value
    tag, line, items = value
    if tag == "d":
        out = LDict()
        out.path, out.line, out.key_lines = path, line, {}
        for key, key_line, item in items:
            out.key_lines[key] = key_line
            out[key] = _decode(item, path)
        return out
    seq = LList()
    seq.path, seq.line, seq.item_lines = path, line, []
    for item_line, item in items:
        seq.item_lines.append(item_line)
        seq.append(_decode(item, path))
    return seq


def load_yaml_file(file: Path, root: Path | None = None, cache: Cache | None = None) -> Any:
    """Read and parse one knowledge file, refusing huge or non-UTF-8 files.

    With a ``cache``, the parsed tree is stored by the SHA-256 of the file's bytes, and
    an unchanged file is rebuilt from it instead of being parsed again (files that fail
    to parse are never stored, so their errors are always reported afresh).
    """
    shown = str(file.relative_to(root)) if root is not None and file.is_relative_to(root) else str(file)
    size = file.stat().st_size
    if size > MAX_FILE_BYTES:
        raise KnowledgeError(f"file is too large ({size} bytes, limit {MAX_FILE_BYTES})", Location(shown),
                             "split it into several files")
    raw = file.read_bytes()
    key = digest(YAML_CACHE_VERSION, str(MAX_FILE_BYTES), raw) if cache is not None else ""
    if cache is not None and len(raw) <= MAX_FILE_BYTES:
        stored = cache.get(YAML_CACHE, key)
        if isinstance(stored, list):
            try:
                return _decode(stored, shown)
            except (TypeError, ValueError, KeyError):
                pass  # a damaged tree: parse the file instead
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = raw[: exc.start].count(b"\n") + 1
        raise KnowledgeError(f"file is not valid UTF-8 (byte {raw[exc.start]:#04x})", Location(shown, line),
                             "save the file as UTF-8") from None
    if text.startswith("\ufeff"):
        text = text[1:]
    tree = load_yaml_text(text, shown)
    if cache is not None and isinstance(tree, (LDict, LList)) and len(raw) <= MAX_FILE_BYTES:
        try:
            cache.put(YAML_CACHE, key, _encode(tree))
        except _Uncacheable:
            pass
    return tree
