"""Work that may run too long, done in a forked child that is killed when its time is up.

pyoxigraph cannot interrupt a query (a cross product runs to its end, and Ctrl-C is not
seen until it returns), so queries with a deadline run here: the child does each piece
of work and sends its answer back through a pipe; the parent waits at most ``timeout``
seconds for each answer and kills the child with SIGKILL when one is late, when it is
interrupted (Ctrl-C) or when anything else goes wrong.  A child that crashes (a
segfault, say) is reported, never taken down with it.  The child never outlives the parent:
on Linux the kernel kills it when the parent dies, even when the parent is killed outright and
runs none of its clean-up.  Without ``fork`` (not Linux or
macOS) the work runs here, without a deadline.
"""

from __future__ import annotations

import ctypes
import os
import pickle
import select
import signal
import struct
import sys
import time
from collections.abc import Callable, Sequence
from typing import TypeVar

from generator.errors import DomwikiError

T = TypeVar("T")
_SIZE = struct.Struct("<Q")


class WorkerError(DomwikiError):
    """The child gave no answer: it ran out of time or crashed."""


class Overtime(WorkerError):
    """Work number ``index`` did not finish within ``timeout`` seconds (its child was killed)."""

    def __init__(self, index: int, timeout: float) -> None:
        super().__init__(f"work {index} ran longer than {timeout:g} s and was stopped")
        self.index = index
        self.timeout = timeout


def run_each(works: Sequence[Callable[[], T]], timeout: float) -> list[T]:
    """The answers of ``works`` done one after another in one child, each given ``timeout`` seconds.

    An exception raised by a work is raised here (when it can be pickled; otherwise a
    WorkerError with its text).  A late work raises :class:`Overtime` with its index.
    """
    if not works:
        return []
    if not hasattr(os, "fork"):
        return [work() for work in works]
    read, write = os.pipe()
    parent = os.getpid()
    pid = os.fork()
    if pid == 0:  # the child: never returns into the caller's code
        status = 0
        try:
            die_with(parent)  # a parent killed outright (SIGKILL) can kill no child: the kernel does it
            os.close(read)
            signal.signal(signal.SIGINT, signal.SIG_DFL)
            for work in works:
                try:
                    message: tuple[str, object] = ("ok", work())
                except Exception as exc:  # noqa: BLE001 - sent to the parent, which raises it
                    message = ("error", exc)
                try:
                    data = pickle.dumps(message, protocol=pickle.HIGHEST_PROTOCOL)
                except Exception as exc:  # noqa: BLE001 - an answer that cannot travel
                    data = pickle.dumps(("error", WorkerError(f"unsendable answer: {exc}")))
                _write_all(write, _SIZE.pack(len(data)) + data)
        except BaseException:  # noqa: BLE001 - the child must exit, whatever happened
            status = 1
        finally:
            os._exit(status)
    os.close(write)
    answers: list[T] = []
    reaped = False
    try:
        for index in range(len(works)):
            head = _read_exact(read, _SIZE.size, timeout, index)
            body = _read_exact(read, _SIZE.unpack(head)[0], timeout, index) if head else b""
            if not body:
                reaped = True
                raise WorkerError(f"the worker process stopped without an answer ({_reap(pid)})")
            kind, value = pickle.loads(body)
            if kind == "error":
                raise value if isinstance(value, BaseException) else WorkerError(str(value))
            answers.append(value)
        return answers
    finally:
        os.close(read)
        if not reaped:
            _kill(pid)


def run_one(work: Callable[[], T], timeout: float) -> T:
    """The answer of ``work`` done in a child given ``timeout`` seconds (see :func:`run_each`)."""
    return run_each([work], timeout)[0]


def die_with(parent: int) -> None:
    """On Linux, have the kernel kill this process when process ``parent`` (its parent) dies, however it dies; exit
    at once if it is gone already."""
    if sys.platform.startswith("linux"):
        ctypes.CDLL(None).prctl(1, signal.SIGKILL)  # PR_SET_PDEATHSIG
    if os.getppid() != parent:  # the parent died before that was set
        os._exit(1)


def _write_all(fd: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        view = view[os.write(fd, view):]


def _read_exact(fd: int, size: int, timeout: float, index: int) -> bytes:
    """``size`` bytes from the child within ``timeout`` seconds (b"" if it closed the pipe), or Overtime."""
    deadline = time.monotonic() + timeout
    chunks: list[bytes] = []
    left = size
    while left:
        wait = deadline - time.monotonic()
        if wait <= 0 or not select.select([fd], [], [], wait)[0]:
            raise Overtime(index, timeout)
        chunk = os.read(fd, min(left, 1 << 20))
        if not chunk:
            return b""
        chunks.append(chunk)
        left -= len(chunk)
    return b"".join(chunks)


def _reap(pid: int) -> str:
    """Wait for the child to end; how it ended, in words."""
    try:
        _, status = os.waitpid(pid, 0)
    except ChildProcessError:
        return "already reaped"
    if os.WIFSIGNALED(status):
        sig = os.WTERMSIG(status)
        return f"killed by signal {sig} ({signal.Signals(sig).name})"
    return f"exit status {os.WEXITSTATUS(status)}"


def _kill(pid: int) -> None:
    """Stop the child at once and reap it (nothing if it is gone already)."""
    try:
        os.kill(pid, signal.SIGKILL)
    except OSError:
        pass
    try:
        os.waitpid(pid, 0)
    except ChildProcessError:
        pass
