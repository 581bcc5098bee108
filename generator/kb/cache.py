"""A small content-addressed cache under build/cache/ (gitignored) for work the pipeline can skip.

Each entry is one file named by the SHA-256 of its key, holding the key itself (a JSON
value with its key, or bytes after a first line that is the key), so an entry can only
ever answer the question it was written for.  Writes are atomic
(a temporary file in the same folder, then ``os.replace``), and an entry that cannot
be read, is not valid JSON, or names another key is treated as missing and removed:
a damaged cache costs time, never correctness.  Reading an entry marks it used, and
each namespace keeps only its most recently used entries (see :meth:`Cache.prune`).

Setting ``DOMWIKI_CACHE=off`` in the environment turns every cache into a no-op.
"""

from __future__ import annotations

import hashlib
import json
import os
import tempfile
from pathlib import Path
from typing import Any

DEFAULT_DIR = Path(__file__).resolve().parents[2] / "build" / "cache"
BLOB = ".bin"
"""The suffix of an entry of bytes: the key on its first line, then the bytes."""


def digest(*parts: str | bytes) -> str:
    """The SHA-256 of ``parts``, each length-prefixed so that ('ab', 'c') and ('a', 'bc') differ."""
    h = hashlib.sha256()
    for part in parts:
        data = part.encode("utf-8") if isinstance(part, str) else part
        h.update(len(data).to_bytes(8, "big"))
        h.update(data)
    return h.hexdigest()


class Cache:
    """JSON values stored by key in ``folder/<namespace>/``; ``None`` folder disables the cache."""

    def __init__(self, folder: Path | None = DEFAULT_DIR) -> None:
        self.folder = None if os.environ.get("DOMWIKI_CACHE", "").lower() in ("off", "0", "no") else folder
        self.hits = 0
        self.misses = 0
        self.written: dict[str, int] = {}

    def _path(self, namespace: str, key: str, suffix: str = ".json") -> Path | None:
        if self.folder is None:
            return None
        name = digest(key)
        return self.folder / namespace / name[:2] / f"{name}{suffix}"

    def get(self, namespace: str, key: str) -> Any:
        """The value stored under ``key``, or None (missing, unreadable or damaged entries alike)."""
        path = self._path(namespace, key)
        if path is None:
            return None
        try:
            entry = json.loads(path.read_bytes())
        except FileNotFoundError:
            self.misses += 1
            return None
        except (OSError, ValueError):
            entry = None
        if not isinstance(entry, dict) or entry.get("key") != key or "value" not in entry:
            self._drop(path)
            return None
        self._used(path)
        return entry["value"]

    def get_blob(self, namespace: str, key: str) -> bytes | None:
        """The bytes stored under ``key`` by :meth:`put_blob`, or None (missing, unreadable or damaged)."""
        path = self._path(namespace, key, BLOB)
        if path is None:
            return None
        try:
            header, _, body = path.read_bytes().partition(b"\n")
        except FileNotFoundError:
            self.misses += 1
            return None
        except OSError:
            header = b""
        if header != key.encode("utf-8"):
            self._drop(path)
            return None
        self._used(path)
        return body

    def _drop(self, path: Path) -> None:
        """A damaged or foreign entry: remove it (it will be rebuilt) and count a miss."""
        try:
            path.unlink(missing_ok=True)
        except OSError:
            pass
        self.misses += 1

    def _used(self, path: Path) -> None:
        self.hits += 1
        try:
            os.utime(path)  # used now: pruning keeps the most recently used entries
        except OSError:
            pass

    def put(self, namespace: str, key: str, value: Any) -> None:
        """Store ``value`` (JSON-serialisable) under ``key`` atomically; a failed write is ignored."""
        path = self._path(namespace, key)
        if path is None:
            return
        self._write(namespace, path, json.dumps({"key": key, "value": value}, ensure_ascii=False,
                                                sort_keys=True).encode("utf-8"))

    def put_blob(self, namespace: str, key: str, data: bytes) -> None:
        """Store ``data`` under ``key`` (a one-line key: it is the entry's first line) atomically."""
        if "\n" in key:
            raise ValueError("a blob's key must be one line")
        path = self._path(namespace, key, BLOB)
        if path is not None:
            self._write(namespace, path, key.encode("utf-8") + b"\n" + data)

    def _write(self, namespace: str, path: Path, data: bytes) -> None:
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".tmp-")
            try:
                with os.fdopen(fd, "wb") as fh:
                    fh.write(data)
                os.replace(tmp, path)
            except BaseException:
                Path(tmp).unlink(missing_ok=True)
                raise
        except OSError:
            return  # a read-only or full disk only loses the speed-up
        self.written[namespace] = self.written.get(namespace, 0) + 1

    def prune(self, namespace: str, keep: int) -> int:
        """If this cache wrote to ``namespace``, delete all but its ``keep`` most recently used entries.

        Returns how many entries were deleted (entries another process removes first are skipped).
        """
        if self.folder is None or not self.written.pop(namespace, 0):
            return 0
        entries: list[tuple[float, Path]] = []
        for path in (self.folder / namespace).glob("*/*"):
            if path.name.startswith(".tmp-"):
                continue  # another process is writing it
            try:
                entries.append((path.stat().st_mtime, path))
            except OSError:
                continue
        entries.sort(reverse=True)
        deleted = 0
        for _, path in entries[keep:]:
            try:
                path.unlink()
                deleted += 1
            except OSError:
                continue
        return deleted
