"""Work done in a forked child process, on another core, its answer returned through a pipe.

The pipeline uses it to run the engine checks while the graph is compiled and validated,
SHACL validation to check half of a cold cache on the other core, and generation to render
the Polish pages while the English ones are rendered here and to serialize the graph
downloads (whose sizes the query page shows) meanwhile.  Any
failure of the child (no fork, a crash, an exception, an unreadable answer) makes
:meth:`Forked.result` do the work again in this process, so the answer is the same
with or without the child; an exception is then raised here as usual.
"""

from __future__ import annotations

import gc
import os
import pickle
import signal
import threading
import weakref
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Generic, TypeVar

T = TypeVar("T")


def can_fork() -> bool:
    """Two cores or more, fork available, no other thread (forking a threaded process is unsafe), no DOMWIKI_JOBS=1."""
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else (os.cpu_count() or 1)
    return (hasattr(os, "fork") and cores >= 2 and threading.active_count() == 1
            and os.environ.get("DOMWIKI_JOBS") != "1")


@contextmanager
def paused_gc() -> Iterator[None]:
    """The cyclic garbage collector off during a burst of allocation-heavy work (the previous state after).

    Reference counting still frees almost everything at once; the few cycles wait for the next
    collection.  What this saves is the full collections that walk every object of the knowledge,
    the graph and the pages again and again (about a tenth of a one-card regeneration).
    """
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()


class Forked(Generic[T]):
    """``work()`` started in a forked child when :func:`can_fork` (and ``background``); else run on demand."""

    def __init__(self, work: Callable[[], T], *, background: bool = True) -> None:
        self._work = work
        self._owner = os.getpid()
        self._child: tuple[int, int] | None = None
        self._done = False
        self._value: T | None = None
        if background and can_fork():
            self._start()

    @property
    def pid(self) -> int | None:
        """The child's process id, while there is a child."""
        return self._child[0] if self._child is not None else None

    @property
    def forked(self) -> bool:
        """True while a child is working (or has worked) on the answer."""
        return self._child is not None

    def _start(self) -> None:
        read, write = os.pipe()
        try:
            pid = os.fork()
        except OSError:  # no process to spare: the work is done here when asked for
            os.close(read)
            os.close(write)
            return
        if pid == 0:  # the child: answer through the pipe, never return into the caller's code
            status = 1
            try:
                gc.disable()  # short-lived: no collection walking (and so copying) the memory shared with the parent
                os.close(read)
                with os.fdopen(write, "wb") as fh:
                    pickle.dump(work_result(self._work), fh, protocol=pickle.HIGHEST_PROTOCOL)
                status = 0
            finally:
                os._exit(status)
        os.close(write)
        self._child = (pid, read)
        self._finalizer = weakref.finalize(self, _stop, pid, read, self._owner)  # never left running if abandoned

    def _collect(self) -> tuple[bool, T | None]:
        """The child's answer, if it gave one."""
        if self._child is None or os.getpid() != self._owner:  # a grandchild cannot wait for its sibling
            return False, None
        self._finalizer.detach()
        pid, read = self._child
        try:
            with os.fdopen(read, "rb") as fh:
                data = fh.read()
        finally:
            _, status = os.waitpid(pid, 0)
        if status != 0 or not data:
            return False, None
        try:
            value: T = pickle.loads(data)
        except Exception:  # noqa: BLE001 - an unreadable answer is worked out again here
            return False, None
        return True, value

    def result(self) -> T:
        """The answer: the child's, or worked out here if there was no child or it failed."""
        if not self._done:
            ok, value = self._collect()
            self._value = value if ok else self._work()
            self._done = True
        return self._value  # type: ignore[return-value]

    def cancel(self) -> None:
        """Stop the child (if any) and reap it."""
        if self._child is not None and os.getpid() == self._owner:
            self._finalizer()
            self._child = None  # asked for after all, the answer is worked out here

    def __enter__(self) -> Forked[T]:
        return self

    def __exit__(self, kind: type[BaseException] | None, exc: BaseException | None, tb: object) -> None:
        """On an error the child is stopped at once; otherwise it goes on (its answer is wanted later)."""
        if kind is not None:
            self.cancel()


def work_result(work: Callable[[], T]) -> T:
    """``work()`` (a seam for tests that make the child fail)."""
    return work()


def _stop(pid: int, read: int, owner: int) -> None:
    if os.getpid() != owner:  # only the process that forked the child may stop it (not a later fork of it)
        return
    try:
        os.kill(pid, signal.SIGKILL)
    except OSError:
        pass
    os.close(read)
    try:
        os.waitpid(pid, 0)
    except ChildProcessError:
        pass
