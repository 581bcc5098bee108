"""Read YAML with line numbers, so every knowledge error can say path:line.

PyYAML's composer gives nodes with marks; we construct plain containers that
remember where each key and item was written.  Duplicate keys, tabs, bad
encodings and empty files become :class:`KnowledgeError`, never a traceback.
"""

from __future__ import annotations

import errno
import os
import stat
from collections.abc import Iterator
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


MAX_DEPTH = 64
"""Deepest nesting of mappings and sequences a knowledge file may have (real files use under 10)."""
MAX_NODES = 200_000
"""Most values a file may expand to, aliases counted as the copies they stand for (bounds alias bombs)."""


class _Open:
    """A mapping or sequence being built: the container, the key awaiting its value, its anchor and size."""

    __slots__ = ("anchor", "key", "key_line", "size", "value")

    def __init__(self, value: LDict | LList, anchor: str | None) -> None:
        self.value = value
        self.anchor = anchor
        self.key: Any = _NO_KEY
        self.key_line = 0
        self.size = 1


_NO_KEY = object()
_SCALAR, _ALIAS = yaml.ScalarEvent, yaml.AliasEvent
_MAP_START, _MAP_END = yaml.MappingStartEvent, yaml.MappingEndEvent
_SEQ_START, _SEQ_END = yaml.SequenceStartEvent, yaml.SequenceEndEvent
_STR_TAG = "tag:yaml.org,2002:str"
_PLAIN: dict[str, Any] = {}
"""Typed values of plain scalars already seen (the same words recur across files)."""


def _events(text: str) -> Iterator[Any]:
    """The YAML event stream of ``text`` (libyaml's parser when available)."""
    parser = _COMPOSER(text)
    try:
        while True:
            event = parser.get_event()
            if event is None or type(event) is yaml.StreamEndEvent:
                return
            yield event
    finally:
        parser.dispose()


def _build(events: Iterator[Any], path: str) -> Any:
    """Turn a YAML event stream into LDict/LList/scalars, iteratively (no recursion, any depth).

    Refuses nesting deeper than :data:`MAX_DEPTH` and more than :data:`MAX_NODES` values in
    all (an alias counts as a copy of what it names), each with the line where it happens.
    """
    stack: list[_Open] = []
    anchors: dict[str, tuple[Any, int]] = {}
    total = 0
    root: Any = _NO_KEY
    for event in events:
        kind = type(event)
        line = event.start_mark.line + 1
        size = 1
        if kind is _SCALAR:
            value = _scalar(event, path)
            total += 1
            if event.anchor is not None:
                anchors[event.anchor] = (value, 1)
        elif kind is _MAP_START or kind is _SEQ_START:
            if len(stack) >= MAX_DEPTH:
                raise KnowledgeError(f"nesting deeper than {MAX_DEPTH} levels", Location(path, line),
                                     "knowledge files are a few levels deep; flatten this structure")
            if kind is _MAP_START:
                mapping = LDict()
                mapping.path, mapping.line, mapping.key_lines = path, line, {}
                stack.append(_Open(mapping, event.anchor))
            else:
                seq = LList()
                seq.path, seq.line, seq.item_lines = path, line, []
                stack.append(_Open(seq, event.anchor))
            total += 1
            if total > MAX_NODES:
                raise _too_many(path, line)
            continue
        elif kind is _MAP_END or kind is _SEQ_END:
            done = stack.pop()
            value, size = done.value, done.size
            line = value.line
            if done.anchor is not None:
                anchors[done.anchor] = (value, size)
        elif kind is _ALIAS:
            if event.anchor not in anchors:
                if any(o.anchor == event.anchor for o in stack):
                    raise KnowledgeError(f"alias *{event.anchor} refers to a value that contains it",
                                         Location(path, line), "a value cannot repeat itself; write it out")
                raise KnowledgeError(f"unknown alias *{event.anchor}", Location(path, line),
                                     f"define it first with &{event.anchor}")
            value, size = anchors[event.anchor]
            total += size
        else:
            continue  # stream and document events
        if total > MAX_NODES:
            raise _too_many(path, line)
        if not stack:
            if root is not _NO_KEY:
                raise KnowledgeError("more than one YAML document in the file", Location(path, line),
                                     "remove the '---' line; a knowledge file holds one document")
            root = value
            continue
        _add(stack[-1], value, size, line, path)
    return root


def _too_many(path: str, line: int | None) -> KnowledgeError:
    return KnowledgeError(f"the file expands to more than {MAX_NODES} values (aliases counted as copies)",
                          Location(path, line), "write the values out instead of repeating aliases")


def _add(top: _Open, value: Any, size: int, line: int | None, path: str) -> None:
    """Put a finished value into the container being built: a key, a key's value, or an item."""
    top.size += size
    container = top.value
    if isinstance(container, LList):
        container.item_lines.append(line or container.line)
        container.append(value)
        return
    if top.key is _NO_KEY:
        if not isinstance(value, str):
            shown = value if not isinstance(value, (LDict, LList)) else type(value).__name__.lstrip("L").lower()
            raise KnowledgeError(f"mapping key {shown!r} is not a string", Location(path, line))
        if value in container:
            raise KnowledgeError(
                f"duplicate key {value!r} (first written on line {container.key_lines[value]})",
                Location(path, line, value),
                "each key may appear once in a mapping; merge the two entries",
            )
        top.key, top.key_line = value, line or container.line
        return
    container.key_lines[top.key] = top.key_line
    container[top.key] = value
    top.key = _NO_KEY


def _scalar(event: Any, path: str) -> Any:
    """A scalar's value, typed by the YAML 1.1 rules SafeLoader uses."""
    tag = event.tag
    plain = not event.style
    if tag is None or tag == "!":
        if not plain:
            return event.value
        known = _PLAIN.get(event.value, _NO_KEY)
        if known is not _NO_KEY:
            return known
        tag = _SCALARS.resolve(yaml.ScalarNode, event.value, event.implicit)  # type: ignore[no-untyped-call]
        if tag == _STR_TAG:
            return event.value
    node = yaml.ScalarNode(tag, event.value, event.start_mark, event.end_mark, event.style)
    try:
        value = _SCALARS.construct_object(node, deep=True)
    except yaml.constructor.ConstructorError as exc:
        mark = exc.problem_mark
        raise KnowledgeError(f"YAML value error: {exc.problem}",
                             Location(path, mark.line + 1 if mark else None)) from None
    finally:
        _SCALARS.constructed_objects.clear()
    if plain and event.tag is None and type(value) in (int, float, bool, type(None)) and len(_PLAIN) < 10_000:
        _PLAIN[event.value] = value
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
        tree = _build(_events(text), path)
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        line = mark.line + 1 if mark is not None else None
        problem = exc.problem or exc.context or "malformed YAML"
        raise KnowledgeError(f"YAML syntax error: {problem}", Location(path, line),
                             "check indentation, colons and quotes on this line and the one above") from None
    except yaml.reader.ReaderError as exc:
        line = text.count("\n", 0, exc.position) + 1 if isinstance(exc.position, int) else None
        char = chr(exc.character) if isinstance(exc.character, int) else exc.character
        raise KnowledgeError(f"character {char!r} is not allowed in YAML ({exc.reason})", Location(path, line),
                             "remove it, or write it as an escape such as \\x07 in a double-quoted string") from None
    except yaml.YAMLError as exc:
        raise KnowledgeError(f"YAML error: {exc}", Location(path)) from None
    if tree is _NO_KEY:
        raise KnowledgeError("file is empty", Location(path, 1), "add the records this file should hold, or delete it")
    return tree


def shown_path(file: Path, root: Path | None) -> str:
    """``file`` as error messages show it: relative to ``root`` when it lies there."""
    return str(file.relative_to(root)) if root is not None and file.is_relative_to(root) else str(file)


_KINDS = ((stat.S_ISDIR, "a directory"), (stat.S_ISFIFO, "a named pipe"), (stat.S_ISCHR, "a character device"),
          (stat.S_ISBLK, "a block device"), (stat.S_ISSOCK, "a socket"))


def read_source(file: Path, shown: str, inside: Path | None = None, limit: int = MAX_FILE_BYTES) -> bytes:
    """The bytes of a source file, refusing what cannot be one, each with a located error.

    Refused: a symlink that loops, dangles or (with ``inside``) leads out of that folder;
    anything but a regular file (a directory, a named pipe, a device: reading some of them
    would block forever); a file over ``limit`` bytes.
    """
    where = Location(shown)
    try:
        real = file.resolve(strict=True)
    except (RuntimeError, OSError) as exc:
        looping = isinstance(exc, RuntimeError) or getattr(exc, "errno", None) == errno.ELOOP
        if looping:
            raise KnowledgeError("symlink loop", where, "point the link at a real file, or delete it") from None
        if isinstance(exc, FileNotFoundError):
            raise KnowledgeError("file does not exist (a broken symlink?)", where,
                                 "point the link at a real file, or delete it") from None
        raise KnowledgeError(f"cannot read the file: {getattr(exc, 'strerror', None) or exc}", where) from None
    if inside is not None and not real.is_relative_to(inside.resolve()):
        raise KnowledgeError(f"symlink leads out of {inside.name}/ (to {str(real)!r})", where,
                             f"copy the file into {inside.name}/ instead of linking to it")
    try:
        info = real.stat()
    except OSError as exc:
        raise KnowledgeError(f"cannot read the file: {exc.strerror or exc}", where) from None
    if not stat.S_ISREG(info.st_mode):
        kind = next((name for test, name in _KINDS if test(info.st_mode)), "not a regular file")
        raise KnowledgeError(f"is {kind}, not a file", where, "give the path of a regular file, or rename it")
    if info.st_size > limit:
        raise KnowledgeError(f"file is too large ({info.st_size} bytes, limit {limit})", where,
                             "split it into several files")
    try:
        fd = os.open(real, os.O_RDONLY | os.O_NONBLOCK)
        with os.fdopen(fd, "rb") as fh:
            raw = fh.read(limit + 1)
    except OSError as exc:
        raise KnowledgeError(f"cannot read the file: {exc.strerror or exc}", where) from None
    if len(raw) > limit:
        raise KnowledgeError(f"file is too large (over {limit} bytes)", where, "split it into several files")
    return raw


YAML_CACHE = "yaml"
YAML_CACHE_VERSION = "2"
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


def load_yaml_file(file: Path, root: Path | None = None, cache: Cache | None = None,
                   inside: Path | None = None) -> Any:
    """Read and parse one knowledge file, refusing huge or non-UTF-8 files.

    With a ``cache``, the parsed tree is stored by the SHA-256 of the file's bytes, and
    an unchanged file is rebuilt from it instead of being parsed again (files that fail
    to parse are never stored, so their errors are always reported afresh).
    ``inside``: the folder the file must really be in (see :func:`read_source`).
    """
    shown = shown_path(file, root)
    raw = read_source(file, shown, inside)
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
