"""Work with a deadline runs in a forked child that never outlives the process that started it."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from generator.kb.worker import Overtime, run_one
from tests.helpers import ROOT, child_pids, first_child

STARTER = """
import time
from generator.kb.worker import run_one
run_one(lambda: time.sleep(600), 600)
"""


def _alive(pid: int) -> bool:
    status = Path(f"/proc/{pid}/status")
    try:
        return "zombie" not in status.read_text().lower()
    except FileNotFoundError:
        return False


def test_late_work_is_stopped_and_reported() -> None:
    """Work that takes longer than its deadline raises Overtime, and its child is gone."""
    before = set(child_pids(os.getpid()))
    with pytest.raises(Overtime):
        run_one(lambda: time.sleep(30), 0.2)
    assert set(child_pids(os.getpid())) == before


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the kernel's parent-death signal is Linux's")
def test_the_child_dies_with_a_parent_killed_outright() -> None:
    """A parent killed with SIGKILL runs no clean-up, yet its worker does not run on: the kernel kills it too."""
    parent = subprocess.Popen([sys.executable, "-c", STARTER], cwd=ROOT)
    try:
        worker = first_child(parent.pid)
        assert worker is not None, "the work never started"
        parent.send_signal(signal.SIGKILL)
        parent.wait(timeout=10)
        for _ in range(100):
            if not _alive(worker):
                break
            time.sleep(0.05)
        assert not _alive(worker)
    finally:
        if parent.poll() is None:
            parent.kill()
