"""``domwiki import``: every Dominion card's facts from the domdiv card database.

domdiv (PyPI) ships the card database of the Dominion divider generator as
gzipped JSON inside its wheel. Its own dependencies (reportlab, Pillow, ...) are
heavy and unneeded here, so the wheel is fetched once with ``pip download
--no-deps`` into a cache, its SHA-256 checked, and the JSON read straight from
the zip. Only facts are taken (names, sets, costs, types); no card text.

Output: ``knowledge/imported/expansions.yaml`` and one
``knowledge/imported/cards/<expansion>.yaml`` per expansion, written only when
their bytes change, so a re-run is idempotent. Hand-written records in
``knowledge/cards/`` are never touched; the loader prefers them over imported ones.
"""

from __future__ import annotations

import gzip
import hashlib
import json
import re
import subprocess
import sys
import zipfile
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

from generator.errors import DomwikiError
from generator.kb.schema import KINDS, UNPRICED_KINDS

DOMDIV_VERSION = "4.9.3"
DOMDIV_WHEEL = f"domdiv-{DOMDIV_VERSION}-py3-none-any.whl"
DOMDIV_SHA256 = "16309b675c085d5a7cf853c3255145685335f2bbeab4f5cf8b90c0d74044610f"
DB = "domdiv/card_db/"

SET_PREFIXES = {"dominion": "base", "intrigue": "intrigue", "seaside": "seaside", "alchemy": "alchemy",
                "prosperity": "prosperity", "cornucopia": "cornucopia", "hinterlands": "hinterlands",
                "darkAges": "dark-ages", "guilds": "guilds", "adventures": "adventures", "empires": "empires",
                "nocturne": "nocturne", "renaissance": "renaissance", "menagerie": "menagerie", "allies": "allies",
                "plunder": "plunder", "risingSun": "rising-sun", "promo": "promo"}
"""domdiv set tag prefix → our expansion id."""
IGNORED_SETS = ("promo-bigbox2-de", "guilds-bigbox2-de", "cornucopiaAndGuilds2ndEdition", "base")
BASIC = ("copper", "silver", "gold", "estate", "duchy", "province", "curse", "potion", "platinum", "colony")
KIND_OF_TYPE = {kind.capitalize(): kind for kind in KINDS if kind != "card"}
NON_SUPPLY_TYPES = {"Heirloom", "Zombie", "Shelter"}

Progress = Callable[[str], None]


class ImportFailed(DomwikiError):
    """The card database could not be fetched or read."""


def _quiet(_: str) -> None:
    return None


def card_id(name: str) -> str:
    """Our English kebab-case id of a card name: ``King's Court`` → ``kings-court``."""
    return re.sub(r"[^a-z0-9]+", "-", name.lower().replace("'", "").replace("’", "")).strip("-")


def fetch_wheel(cache: Path, progress: Progress = _quiet) -> Path:
    """The pinned domdiv wheel, downloaded into ``cache`` once (``pip download --no-deps``) and hash-checked."""
    wheel = cache / DOMDIV_WHEEL
    if not wheel.is_file():
        cache.mkdir(parents=True, exist_ok=True)
        progress(f"downloading domdiv {DOMDIV_VERSION} (card database only, no dependencies)")
        cmd = [sys.executable, "-m", "pip", "download", "--quiet", "--no-deps", "--only-binary=:all:",
               f"domdiv=={DOMDIV_VERSION}", "-d", str(cache)]
        done = subprocess.run(cmd, capture_output=True, text=True, check=False)
        if done.returncode != 0 or not wheel.is_file():
            raise ImportFailed(f"cannot download domdiv {DOMDIV_VERSION}: {done.stderr.strip() or 'no wheel'}")
    digest = hashlib.sha256(wheel.read_bytes()).hexdigest()
    if digest != DOMDIV_SHA256:
        raise ImportFailed(f"{str(wheel)!r} has SHA-256 {digest}, expected {DOMDIV_SHA256}; delete it and retry")
    return wheel


@dataclass(frozen=True)
class Database:
    """The parts of domdiv's card database we read."""

    cards: list[dict[str, Any]]
    names: dict[str, dict[str, Any]]
    sets: dict[str, dict[str, Any]]

    @classmethod
    def from_wheel(cls, wheel: Path) -> Database:
        """Read the gzipped JSON files straight out of the wheel."""
        with zipfile.ZipFile(wheel) as archive:
            def load(name: str) -> Any:
                return json.loads(gzip.decompress(archive.read(DB + name)))
            return cls(load("cards_db.json.gz"), load("en_us/cards_en_us.json.gz"), load("sets_db.json.gz"))


def _expansion(tags: list[str]) -> str | None:
    for tag in tags:
        if tag in IGNORED_SETS:
            continue
        for prefix, eid in SET_PREFIXES.items():
            if tag.startswith(prefix):
                return eid
    return "base" if "base" in tags else None


def _editions(tags: list[str], multi: bool) -> list[str]:
    if not multi:
        return ["1e"]
    first = any(re.search(r"1stEdition(Removed)?$", t) for t in tags)
    second = any(re.search(r"2ndEdition(Upgrade)?$", t) for t in tags)
    return [e for e, has in (("1e", first), ("2e", second)) if has] or ["1e", "2e"]


def _cost(raw: dict[str, Any], cid: str, kind: str, curated: dict[str, Any]) -> dict[str, int] | None:
    if kind in UNPRICED_KINDS:
        return None
    text = str(raw.get("cost") or "")
    digits = re.match(r"\d+", text)
    coins = int(digits.group()) if digits else curated["costs"].get(cid, 0)
    if not text and not raw.get("potcost") and not raw.get("debtcost") and cid not in curated["costs"]:
        raise ImportFailed(f"no cost known for {cid!r}: add it under 'costs' in knowledge/imported/curated.yaml")
    cost = {"coins": coins}
    for key, part in (("potcost", "potion"), ("debtcost", "debt")):
        if raw.get(key):
            cost[part] = int(raw[key])
    return cost


def _entries(db: Database, curated: dict[str, Any]) -> list[tuple[dict[str, Any], dict[str, Any]]]:
    """Each (domdiv entry, our partial record), with grouped dividers expanded into their cards."""
    fan = {tag for tag, info in db.sets.items() if info.get("fan")}
    out: list[tuple[dict[str, Any], dict[str, Any]]] = []
    for raw in db.cards:
        tag = raw["card_tag"]
        if tag.endswith(" BB2DE") or tag in curated["skip"] or set(raw["cardset_tags"]) <= fan:
            continue
        if tag in curated["expand"]:
            for member in curated["expand"][tag]:
                out.append((raw, {"en": member["en"], "types": member["types"], "coins": member.get("coins")}))
            continue
        name = db.names.get(tag, {}).get("name") or tag
        out.append((raw, {"en": tag if " / " in name else name,
                          "types": [t.lower().replace(" ", "-") for t in raw["types"]]}))
    return out


def _kind(types: list[str]) -> str:
    for t in types:
        if t.capitalize() in KIND_OF_TYPE:
            return KIND_OF_TYPE[t.capitalize()]
    return "card"


def convert(db: Database, curated: dict[str, Any]) -> dict[str, list[dict[str, Any]]]:
    """Our card records, grouped by expansion id, in domdiv's order."""
    multi = {e["id"] for e in curated["expansions"] if len(e["editions"]) > 1}
    tops = {raw["group_tag"]: card_id(raw["card_tag"]) for raw in db.cards
            if raw.get("group_top") and "group_tag" in raw}
    polish = curated["polish_names"]
    records: dict[str, dict[str, Any]] = {}
    for raw, part in _entries(db, curated):
        cid = card_id(part["en"])
        expansion = _expansion(raw["cardset_tags"])
        if expansion is None or cid in records:
            continue
        kind = _kind(part["types"])
        pl = polish.get(cid)
        record: dict[str, Any] = {"id": cid, "name": {"en": part["en"], "pl": pl[0] if pl else None}}
        if pl:
            record["name_source_pl"] = curated["polish_sources"][pl[1]]
        record.update(expansion=expansion, editions=_editions(raw["cardset_tags"], expansion in multi))
        if kind != "card":
            record["kind"] = kind
        cost = ({"coins": part["coins"]} if part.get("coins") is not None
                else _cost(raw, cid, kind, curated))
        if cost is not None:
            record["cost"] = cost
        record["types"] = part["types"]
        star = str(raw.get("cost") or "").endswith("*")
        if cid in BASIC or "ruins" in part["types"]:
            record["supply"] = "base"
        elif kind != "card" or (raw.get("randomizer") is False and
                                (star or NON_SUPPLY_TYPES & set(raw["types"]))):
            record["supply"] = "non-supply"
            group = raw.get("group_tag")
            if group in tops and tops[group] != cid and "shelter" not in part["types"]:
                record["brought_in_by"] = [tops[group]]
        else:
            record["supply"] = "kingdom"
        records[cid] = record
    _bring_in(records, curated["brought_in_by"])
    grouped: dict[str, list[dict[str, Any]]] = {}
    for record in records.values():
        grouped.setdefault(record["expansion"], []).append(record)
    return grouped


def _bring_in(records: dict[str, dict[str, Any]], table: dict[str, list[str]]) -> None:
    """Apply the curated brought_in_by table (ids, ``type:X``), per card, per ``kind:X`` or per ``type:X``."""
    def expand(targets: list[str]) -> list[str]:
        out: list[str] = []
        for target in targets:
            if target.startswith("type:"):
                out += [r["id"] for r in records.values() if target[5:] in r["types"] and r.get("kind") is None]
            elif target not in records:
                raise ImportFailed(f"brought_in_by names unknown card {target!r} (knowledge/imported/curated.yaml)")
            else:
                out.append(target)
        return out
    for key, targets in table.items():
        if key.startswith(("kind:", "type:")):
            for record in records.values():
                match = record.get("kind") == key[5:] if key[0] == "k" else key[5:] in record["types"]
                if match and "brought_in_by" not in record:
                    record["brought_in_by"] = expand(targets)
        elif key in records:
            records[key]["brought_in_by"] = expand(targets)
        else:
            raise ImportFailed(f"brought_in_by for unknown card {key!r} (knowledge/imported/curated.yaml)")


PLAIN = re.compile(r"[A-Za-z0-9][A-Za-z0-9 .-]*")
NUMBER = re.compile(r"[-+]?[0-9][0-9._]*([eE][-+]?[0-9]+)?")
RESERVED = {"null", "true", "false", "yes", "no", "on", "off", "y", "n", "~"}


def _scalar(value: Any) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool | int):
        return str(value).lower()
    text = str(value)
    if PLAIN.fullmatch(text) and text.lower() not in RESERVED and not NUMBER.fullmatch(text):
        return text
    return json.dumps(text, ensure_ascii=False)


def _flow(value: Any) -> str:
    if isinstance(value, dict):
        return "{" + ", ".join(f"{k}: {_flow(v)}" for k, v in value.items()) + "}"
    if isinstance(value, list):
        return "[" + ", ".join(_flow(v) for v in value) + "]"
    return _scalar(value)


HEADER = "# Generated by `domwiki import` from domdiv {version}; do not edit: hand-written\n" \
         "# records in knowledge/cards/ with the same id win. Facts only, no card text.\n"


def render(top: str, records: list[dict[str, Any]]) -> str:
    """A YAML document ``top: [records]`` in the hand-written style (one flow value per field)."""
    lines = [HEADER.format(version=DOMDIV_VERSION) + f"{top}:"]
    for record in records:
        for index, (key, value) in enumerate(record.items()):
            lines.append(f"{'  - ' if index == 0 else '    '}{key}: {_flow(value)}")
    return "\n".join(lines) + "\n"


def _write(path: Path, text: str) -> bool:
    if path.is_file() and path.read_text(encoding="utf-8") == text:
        return False
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(".tmp")
    tmp.write_text(text, encoding="utf-8")
    tmp.replace(path)
    return True


@dataclass(frozen=True)
class ImportResult:
    """What one import did."""

    cards: int
    written: list[Path]
    unchanged: int
    by_expansion: dict[str, int]


def import_cards(knowledge: Path, db: Database, progress: Progress = _quiet) -> ImportResult:
    """Write knowledge/imported/ from ``db`` and knowledge/imported/curated.yaml; files change only if needed."""
    out = knowledge / "imported"
    curated = yaml.safe_load((out / "curated.yaml").read_text(encoding="utf-8"))
    progress("converting the card database")
    grouped = convert(db, curated)
    files = {out / "expansions.yaml": render("expansions", [
        {"id": e["id"], "name": {"en": e["en"], "pl": None}, "editions": e["editions"],
         **({"year": e["year"]} if "year" in e else {}), "published_pl": False} for e in curated["expansions"]])}
    for eid, records in grouped.items():
        files[out / "cards" / f"{eid}.yaml"] = render("cards", records)
    progress(f"writing {len(files)} files")
    written = [path for path, text in files.items() if _write(path, text)]
    stale = [p for p in (out / "cards").glob("*.yaml") if p not in files]
    for path in stale:
        path.unlink()
    return ImportResult(sum(len(r) for r in grouped.values()), written + stale, len(files) - len(written),
                        {eid: len(r) for eid, r in grouped.items()})


def run_import(knowledge: Path, cache: Path, progress: Progress = _quiet) -> ImportResult:
    """Fetch (or reuse) the pinned domdiv wheel and import every card into ``knowledge``/imported/."""
    wheel = fetch_wheel(cache, progress)
    progress("reading the card database")
    return import_cards(knowledge, Database.from_wheel(wheel), progress)
