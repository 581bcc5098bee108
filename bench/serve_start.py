"""Time from a fresh clone to the first page `make serve` answers, as a newcomer meets it.

    python3 bench/serve_start.py                 # clone HEAD into a temporary folder, run `make serve` there
    python3 bench/serve_start.py --in-place      # run `make serve` in this checkout (CI's clean clone)
    python3 bench/serve_start.py --limit 60      # also fail when the first answer takes longer

Prints how long the install (until ``.venv/.installed`` appears), the first
build and the whole wait for ``/en/`` and ``/pl/`` took, then stops the
server.  It exits non-zero when `make serve` fails, stops early or is slower
than ``--limit``.  Standard library only: it runs before any venv exists.
"""

from __future__ import annotations

import argparse
import os
import resource
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
POLL = 0.2  # seconds between two looks


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def answers(url: str) -> bool:
    try:
        with urllib.request.urlopen(url, timeout=2) as response:  # noqa: S310 - loopback only
            return bool(response.status == 200)
    except (urllib.error.URLError, OSError):
        return False


def _children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def clone(target: Path) -> Path:
    """A fresh clone of this repository's HEAD (committed files only, no venv, no build output)."""
    subprocess.run(["git", "clone", "--quiet", "--no-local", str(ROOT), str(target)], check=True)
    return target


def measure(folder: Path, limit: float, make: str, python: str | None) -> int:
    port = free_port()
    stamp = folder / ".venv" / ".installed"
    log = folder / "build" / "serve-start.log"
    log.parent.mkdir(exist_ok=True)
    command = [make, "serve", f"PORT={port}"] + ([f"PYTHON={python}"] if python else [])
    print(f"$ {' '.join(command)}   (in {folder}; output in build/{log.name})", flush=True)
    load_before = os.getloadavg()[0]
    cpu_before = _children_cpu()
    start = time.monotonic()
    installed: float | None = None
    with log.open("wb") as out:
        process = subprocess.Popen(command, cwd=folder, stdout=out, stderr=subprocess.STDOUT, start_new_session=True)
        try:
            while True:
                now = time.monotonic() - start
                if installed is None and stamp.exists():
                    installed = now
                if answers(f"http://127.0.0.1:{port}/en/") and answers(f"http://127.0.0.1:{port}/pl/"):
                    break
                if process.poll() is not None:
                    print(f"error: make serve stopped with exit code {process.returncode} after {now:.1f} s:",
                          file=sys.stderr)
                    print(log.read_text(encoding="utf-8", errors="replace")[-4000:], file=sys.stderr)
                    return 1
                if now > max(limit, 0) * 3 + 600:
                    print(f"error: no answer after {now:.0f} s; log in {log}", file=sys.stderr)
                    return 1
                time.sleep(POLL)
        finally:
            if process.poll() is None:
                os.killpg(process.pid, signal.SIGTERM)  # our own process group: make and the server it started
                try:
                    process.wait(timeout=20)
                except subprocess.TimeoutExpired:
                    os.killpg(process.pid, signal.SIGKILL)
                    process.wait()
    total = time.monotonic() - start
    cpu = _children_cpu() - cpu_before  # make and everything under it, the server included, once stopped
    install = installed if installed is not None else 0.0
    print(f"install  {install:6.1f} s   (venv, uv, every package)")
    print(f"build    {total - install:6.1f} s   (first build of both languages until /en/ and /pl/ answer)")
    print(f"total    {total:6.1f} s   fresh clone to first answer")
    print(f"cpu      {cpu:6.1f} s   user + system time of make serve and its children, on {os.cpu_count()} cores")
    print(f"load     {load_before:6.2f} → {os.getloadavg()[0]:.2f}   (1-minute load average before and after)")
    if limit and total > limit:
        print(f"error: {total:.1f} s is over the limit of {limit:.0f} s", file=sys.stderr)
        return 1
    return 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--in-place", action="store_true", help="run in this checkout instead of a fresh clone")
    parser.add_argument("--limit", type=float, default=0.0, help="fail when the first answer takes longer (s)")
    parser.add_argument("--python", help="the Python to build the venv with (make's PYTHON)")
    parser.add_argument("--keep", action="store_true", help="keep the temporary clone")
    args = parser.parse_args()
    make = shutil.which("make")
    if make is None:
        print("error: make not found", file=sys.stderr)
        return 1
    if args.in_place:
        if (ROOT / ".venv").exists():
            print(f"error: {ROOT / '.venv'} exists; --in-place measures a clean checkout", file=sys.stderr)
            return 1
        return measure(ROOT, args.limit, make, args.python)
    base = Path(tempfile.mkdtemp(prefix="domwiki-serve-start-"))
    try:
        return measure(clone(base / "clone"), args.limit, make, args.python)
    finally:
        if args.keep:
            print(f"kept {base / 'clone'}")
        else:
            shutil.rmtree(base, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
