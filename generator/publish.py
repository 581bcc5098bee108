"""Publishing output folders in one step, and one build at a time per checkout.

An output root (``site_src/`` or ``site/``) holds its published entries (``en``,
``pl``, ``index.html``) as symlinks through one pointer::

    site/en          -> .current/en         (fixed links, made once)
    site/pl          -> .current/pl
    site/index.html  -> .current/index.html
    site/.current    -> .release-<tag>      (the pointer)
    site/.release-<tag>/en, pl, index.html  (the real files)

:func:`publish` moves the staged entries into a new release folder inside the
root (a rename: staging is always inside the root, so on its file system), then
replaces the pointer with ``rename(2)``: every entry of the root switches from
the old release to the new at one instant, and a SIGKILL at any moment leaves
the complete old or the complete new release visible.  Old releases and
leftovers of interrupted runs are removed afterwards (and by the next publish).

:func:`build_lock` serialises builds of one checkout with ``fcntl.flock``.
"""

from __future__ import annotations

import fcntl
import os
import shutil
import sys
import time
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from pathlib import Path

from generator.errors import BuildError

CURRENT = ".current"
RELEASE_PREFIX = ".release-"
LOCK_FILE = ".build.lock"


def _tag() -> str:
    return f"{time.time_ns():x}-{os.getpid()}"


def current_release(root: Path) -> Path | None:
    """The release folder the pointer names, if there is one."""
    pointer = root / CURRENT
    if not pointer.is_symlink():
        return None
    target = root / os.readlink(pointer)
    return target if target.is_dir() else None


def publish(root: Path, staged: Mapping[str, Path], *, keep: tuple[str, ...] = ()) -> Path:
    """Make ``staged`` (entry name → a staged file or folder inside ``root``) the published entries.

    Entries of the current release named in ``keep`` and not staged are carried over (hard
    links, so a one-language publish keeps the other).  Returns the new release folder.
    """
    root.mkdir(parents=True, exist_ok=True)
    _adopt_old_layout(root, [*staged, *keep])
    release = root / f"{RELEASE_PREFIX}{_tag()}"
    release.mkdir()
    previous = current_release(root)
    for name, path in staged.items():
        if path.parent.resolve() != root.resolve() and not path.resolve().is_relative_to(root.resolve()):
            raise BuildError(f"cannot publish {str(path)!r}: it is not staged inside {str(root)!r}")
        os.replace(path, release / name)
    for name in keep:
        if name not in staged and previous is not None and (previous / name).exists():
            _link_tree(previous / name, release / name)
    _sync_dir(release)
    _point(root, release.name)
    for name in dict.fromkeys([*staged, *keep]):
        if (release / name).exists():
            _fixed_link(root, name)
    clean(root)
    return release


def _point(root: Path, target: str) -> None:
    """Replace the pointer with one to ``target`` in one rename."""
    tmp = root / f"{CURRENT}-{_tag()}"
    os.symlink(target, tmp)
    os.replace(tmp, root / CURRENT)
    _sync_dir(root)


def _fixed_link(root: Path, name: str) -> None:
    """``root/name`` → ``.current/name``, made once (replaced only if it is something else)."""
    link = root / name
    want = f"{CURRENT}/{name}"
    if link.is_symlink() and os.readlink(link) == want:
        return
    tmp = root / f".link-{name}-{_tag()}"
    os.symlink(want, tmp)
    os.replace(tmp, link)


def _adopt_old_layout(root: Path, names: list[str]) -> None:
    """Entries still published as real folders or files (the layout before releases) become a release."""
    real = [n for n in dict.fromkeys(names) if (root / n).exists() and not (root / n).is_symlink()]
    if not real:
        return
    release = root / f"{RELEASE_PREFIX}{_tag()}"
    release.mkdir()
    for name in real:
        os.replace(root / name, release / name)
    _point(root, release.name)
    for name in real:
        _fixed_link(root, name)


def clean(root: Path) -> None:
    """Remove every release but the current one, and leftovers of interrupted publishes."""
    keep = current_release(root)
    for entry in root.iterdir():
        name = entry.name
        if name.startswith(RELEASE_PREFIX) and (keep is None or entry.name != keep.name):
            shutil.rmtree(entry, ignore_errors=True)
        elif (name.startswith(f"{CURRENT}-") or name.startswith(".link-")) and entry.is_symlink():
            entry.unlink(missing_ok=True)


def _link_tree(source: Path, dest: Path) -> None:
    """A copy of ``source`` made of hard links (the files are never written in place, so sharing is safe)."""
    if source.is_file():
        os.link(source, dest)
        return
    shutil.copytree(source, dest, copy_function=os.link)


def _sync_dir(folder: Path) -> None:
    """Flush a folder's entries to disk (best effort: some file systems cannot)."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def _say(message: str) -> None:
    print(message, file=sys.stderr, flush=True)


@contextmanager
def build_lock(folder: Path, notify: Callable[[str], None] = _say) -> Iterator[None]:
    """Hold the build lock of ``folder`` (its ``.build.lock``); if another build holds it, say so and wait."""
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / LOCK_FILE
    fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o644)
    try:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            holder = os.pread(fd, 64, 0).decode("ascii", "replace").strip() or "unknown"
            notify(f"another build is running in {folder} (pid {holder}); waiting for it to finish")
            fcntl.flock(fd, fcntl.LOCK_EX)
        os.ftruncate(fd, 0)
        os.pwrite(fd, f"{os.getpid()}\n".encode("ascii"), 0)
        yield
    finally:
        os.close(fd)  # closing releases the lock
