# Quick start: `make serve` (build both languages and serve them) and `make test`.
PYTHON ?= python3.11
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed
HOST ?= 127.0.0.1
PORT ?= 8000
# The installer: uv from PyPI, put into the venv by the venv's own pip.
UV_VERSION := 0.13.9

.PHONY: serve build test lint check import translations bench clean

$(STAMP): pyproject.toml
	@command -v $(PYTHON) >/dev/null 2>&1 || { echo "error: $(PYTHON) not found; install Python 3.11 or run 'make PYTHON=python3 ...'" >&2; exit 1; }
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --disable-pip-version-check uv==$(UV_VERSION)
	$(VENV)/bin/uv pip install --quiet --python $(PY) -e '.[test]'
	touch $(STAMP)

serve: $(STAMP)
	$(VENV)/bin/domwiki serve --host $(HOST) --port $(PORT)

build: $(STAMP)
	$(VENV)/bin/domwiki build

lint: $(STAMP)
	$(VENV)/bin/domwiki lint

check: $(STAMP)
	$(VENV)/bin/domwiki check

# Re-import every card's facts from the pinned domdiv card database into knowledge/imported/.
import: $(STAMP)
	$(VENV)/bin/domwiki import

test: $(STAMP)
	$(VENV)/bin/ruff check generator tests bench
	$(VENV)/bin/mypy
	$(PY) -m pytest -n 2 --dist loadgroup

# Re-extract interface strings and merge them into the Polish catalog.
translations: $(STAMP)
	$(VENV)/bin/pybabel extract -F translations/babel.cfg -k N_ --add-location file --sort-output --omit-header -o translations/messages.pot .
	$(VENV)/bin/pybabel update -i translations/messages.pot -d translations -l pl --no-fuzzy-matching --ignore-obsolete

bench: $(STAMP)
	$(PY) bench/engine.py

clean:
	rm -rf site site_src/en site_src/pl site_src/.release-* site_src/.current site_src/.staging-* build .pytest_cache .mypy_cache .ruff_cache
