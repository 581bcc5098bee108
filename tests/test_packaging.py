"""The project's packaging: it builds with the pinned setuptools and warns of nothing deprecated."""

from __future__ import annotations

import shutil
import subprocess
import sys
import tomllib
import zipfile
from pathlib import Path

import pytest

from tests.helpers import ROOT

pytestmark = pytest.mark.slow


def test_wheel_builds_without_deprecation_warnings(tmp_path: Path) -> None:
    """uv builds a wheel of a copy of the project whose build output names nothing deprecated, templates included."""
    uv = Path(sys.executable).parent / "uv"
    assert uv.is_file(), f"{uv} missing: `make` puts uv into the venv"
    project = tmp_path / "project"
    project.mkdir()
    for name in ("pyproject.toml", "README.md"):
        shutil.copyfile(ROOT / name, project / name)
    shutil.copytree(ROOT / "generator", project / "generator", ignore=shutil.ignore_patterns("__pycache__"))
    done = subprocess.run([str(uv), "build", "--wheel", "--out-dir", str(tmp_path / "dist"), str(project)],
                          capture_output=True, text=True, check=False, timeout=300)
    output = done.stdout + done.stderr
    assert done.returncode == 0, output
    assert "deprecat" not in output.lower(), output
    assert "SetuptoolsWarning" not in output and "BuildBackendWarning" not in output, output
    wheel = next((tmp_path / "dist").glob("domwiki-*.whl"))
    with zipfile.ZipFile(wheel) as archive:
        names = set(archive.namelist())
        metadata = archive.read(next(n for n in names if n.endswith(".dist-info/METADATA"))).decode("utf-8")
    assert "generator/site/templates/card.md.j2" in names
    assert "License-Expression: MIT" in metadata.splitlines()


def test_every_dependency_is_pinned() -> None:
    """Every runtime and test dependency in pyproject.toml names one exact version."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    requirements = project["dependencies"] + project["optional-dependencies"]["test"]
    assert requirements and [r for r in requirements if r.count("==") != 1] == []


def test_the_linter_sees_every_package_module() -> None:
    """`ruff check generator tests bench` (what `make test` runs) lints every Python file of the package, the
    site generator included: the excluded build folders (site/, site_src/) must not match generator/site/."""
    ruff = Path(sys.executable).parent / "ruff"
    done = subprocess.run([str(ruff), "check", "--show-files", "generator", "tests", "bench"], cwd=ROOT,
                          capture_output=True, text=True, check=True, timeout=120)
    seen = {Path(line.strip()).resolve() for line in done.stdout.splitlines() if line.strip().endswith(".py")}
    package = {p.resolve() for p in (ROOT / "generator").rglob("*.py") if "__pycache__" not in p.parts}
    assert package - seen == set()
    assert (ROOT / "generator" / "site" / "pages.py").resolve() in seen
