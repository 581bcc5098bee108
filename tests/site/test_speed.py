"""The shortcuts that make generation fast give exactly what the plain ways gave."""

from __future__ import annotations

import os

import yaml

from generator.site import build as site_build
from generator.site.i18n import join_list
from generator.site.text import relative, url


def test_join_list_uses_each_languages_list_pattern() -> None:
    """English puts a serial comma before "and"; Polish joins the last two with "i" and no comma."""
    assert join_list([], "en") == ""
    assert join_list(["A"], "pl") == "A"
    assert join_list(["A", "B"], "en") == "A and B"
    assert join_list(["A", "B", "C", "D"], "en") == "A, B, C, and D"
    assert join_list(["A", "B"], "pl") == "A i B"
    assert join_list(["A", "B", "C", "D"], "pl") == "A, B, C i D"


def test_cached_relative_links_and_urls() -> None:
    """Links between the top level and folders, both ways, and directory URLs of index pages."""
    assert relative("cards/witch.md", "index.md") == "cards/witch.md"
    assert relative("cards/witch.md", "rules/gain.md") == "../cards/witch.md"
    assert relative("cards/witch.md", "cards/moat.md") == "witch.md"
    assert relative("queries.md", "cards/index.md") == "../queries.md"
    assert url("cards/witch.md", "gaining/index.md") == "../cards/witch/"
    assert url("index.md", "cards/by-type.md") == "../../"
    assert url("gaining/index.md", "gaining/index.md") == "./"


def test_config_dump_matches_the_pure_python_emitter() -> None:
    """Names with quotes, colons, accents, a leading dash and a long line come out as yaml.safe_dump writes them."""
    config = {"site_name": "Wiki: reguły „Dominion”", "nav": [{"Home": "index.md"}, {"- Ząb's \"x\" #1": [
        {"Żółw: ' a": "cards/a.md"}, {"yes": "cards/yes.md"}, {"x" * 100 + " " + "y" * 100: "cards/long.md"}]}],
        "not_in_nav": "/a/*.md\n/b/*.md", "extra": {"n": 3, "t": True, "empty": ""}}
    assert site_build.dump_config(config) == yaml.safe_dump(config, allow_unicode=True, sort_keys=False)


def test_equal_names_from_a_set_keep_one_order() -> None:
    """Ties from a set come out in the same order whatever the string hashing (run with three hash seeds)."""
    import subprocess
    import sys
    code = ("from generator.site.i18n import sorted_by; "
            "print(sorted_by({('term', 'bane'), ('rule', 'bane'), ('card', 'moat'), ('example', 'b')}, "
            "lambda k: {'bane': 'Bane', 'moat': 'Moat', 'b': 'Bane'}[k[1]], 'en'))")
    outputs = {subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                              env={**os.environ, "PYTHONHASHSEED": seed}).stdout for seed in ("1", "2", "3")}
    assert outputs == {"[('example', 'b'), ('rule', 'bane'), ('term', 'bane'), ('card', 'moat')]\n"}
