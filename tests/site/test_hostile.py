"""Hostile knowledge texts (HTML, Markdown, Jinja) are shown literally on the built pages."""

from __future__ import annotations

import json
import re
from html.parser import HTMLParser
from pathlib import Path

import yaml

from generator.kb.load import load_knowledge
from generator.site.build import mkdocs_build, render
from generator.site.context import build_context
from tests.helpers import ROOT, copy_knowledge

HOSTILE = ('<script>alert(1)</script> <img src=x onerror=alert(2)> **bold** [link](javascript:x) '
           '{{ 7*7 }} {% raw %} </div><!-- [[card:copper]]\n# heading')
ORIGINAL = "Gains a card costing up to $5 straight into your hand, then you put a card from your hand onto your deck."


class _Tags(HTMLParser):
    """Every start tag with its attributes, and the text of the page."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.tags: list[tuple[str, dict[str, str | None]]] = []
        self.text: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append((tag, dict(attrs)))

    def handle_data(self, data: str) -> None:
        self.text.append(data)


def _hostile_site(tmp_path: Path) -> Path:
    """Knowledge with a hostile Artisan summary; only Artisan's pages are built (fast, non-strict)."""
    knowledge = copy_knowledge(tmp_path)
    cards = knowledge / "cards" / "base.yaml"
    text = cards.read_text(encoding="utf-8")
    assert ORIGINAL in text
    quoted = json.dumps(HOSTILE)
    text = text.replace(f"en: {ORIGINAL}", f"en: {quoted}", 1)
    text = re.sub(r"(\n *pl: )Dodaje kartę kosztującą do \$5 prosto[^\n]*", lambda m: m.group(1) + quoted, text,
                  count=1)
    cards.write_text(text, encoding="utf-8")
    kb = load_knowledge(knowledge)
    assert kb.cards["artisan"].summary is not None and kb.cards["artisan"].summary.pl == HOSTILE
    src, site = tmp_path / "site_src", tmp_path / "site"
    files = render(build_context(kb, None), site_dir=site)
    for lang, pages in files.items():
        for rel in ("docs/cards/artisan.md", "mkdocs.yml"):
            data = pages[rel]
            if rel == "mkdocs.yml":
                config = yaml.safe_load((ROOT / "mkdocs.yml").read_text(encoding="utf-8"))
                own = yaml.safe_load(data)
                config["theme"].update(own.pop("theme"))
                config["theme"]["custom_dir"] = str(ROOT / "site_src" / "overrides")
                config.update({k: v for k, v in own.items() if k not in ("INHERIT", "not_in_nav")})
                config["nav"] = [{"Artisan": "cards/artisan.md"}]
                config["validation"] = {"links": {k: "info" for k in ("not_found", "absolute_links",
                                                                      "unrecognized_links", "anchors")}}
                data = yaml.safe_dump(config, allow_unicode=True).encode("utf-8")
            (src / lang / rel).parent.mkdir(parents=True, exist_ok=True)
            (src / lang / rel).write_bytes(data)
        for rel, data in pages.items():
            if rel.startswith("docs/assets/"):
                (src / lang / rel).parent.mkdir(parents=True, exist_ok=True)
                (src / lang / rel).write_bytes(data)
        mkdocs_build(lang, src, site)
    return site


def test_hostile_texts_are_shown_literally(tmp_path: Path) -> None:
    """HTML, Markdown links/emphasis/headings and Jinja in a text appear as text and inject no element."""
    site = _hostile_site(tmp_path)
    for lang in ("en", "pl"):
        html = (site / lang / "cards" / "artisan" / "index.html").read_text(encoding="utf-8")
        parser = _Tags()
        parser.feed(html)
        article = html[html.index('<article'):html.index('</article>')]
        assert "<script>alert" not in html and "<img src=x" not in html and "<!-- [" not in html
        assert not any(t == "img" for t, _ in parser.tags), "an <img> was injected"
        assert not any("onerror" in a for _, a in parser.tags)
        assert not any((a.get("href") or "").startswith("javascript:") for _, a in parser.tags)
        assert "<strong>bold</strong>" not in article and "<h1" not in article.split("</h1>", 1)[1]
        text = "".join(parser.text)
        assert "<script>alert(1)</script> <img src=x onerror=alert(2)> **bold** [link](javascript:x) {{ 7*7 }}" in text
        assert "{% raw %} </div><!-- " in text and "# heading" in text
        assert "49" not in article
        blocks = re.findall(r'<script type="application/ld\+json">(.*?)</script>', html, re.S)
        assert len(blocks) == 1 and json.loads(blocks[0])["description"] == HOSTILE.replace("[[card:copper]]", {
            "en": "Copper", "pl": "Miedziaki"}[lang])
        description = re.search(r'<meta name="description" content="([^"]*)"', html)
        assert description is not None and "<" not in description.group(1)
