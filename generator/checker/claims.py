"""List claims: a sentence naming several cards, proven one member at a time.

A seed often says "these cards do X: A, B, C".  Each such list is a claim
under ``knowledge/claims/*.yaml``::

    claims:
      - id: gain-from-trash
        title: {en: ..., pl: ...}
        claim: {en: ..., pl: ...}
        illustrates: [gain]               # rule ids
        source: {seed: "000", rule: gain, section: gaining-from}
        each:                              # expectations added to every member's scenario;
          - gained: {from: trash, player: 0}   # "{member}" stands for the member's id
        members:
          - card: lurker                   # a card id (or a pile id for pile claims)
            scenario: {...}                # the usual scenario fields
          - card: villa
            each: false                    # this member proves the claim its own way

A member passes only if its scenario runs, every expectation (its own and the
claim's ``each``) holds, and the member card is actually used by the script
(played, bought, gained, received or set up in the game), so that a card put
into the wrong list fails.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from generator.checker.runner import RunResult, card_defs, run_scenario
from generator.checker.scenario import Scenario, parse_scenario, step_card
from generator.checker.support import implemented
from generator.errors import KnowledgeError, Location, ScenarioError
from generator.kb.fields import close_match
from generator.kb.schema import Knowledge, Text
from generator.kb.yamlsrc import LDict, LList, load_yaml_file

CLAIM_KEYS = ("id", "title", "claim", "illustrates", "source", "each", "members", "conditions", "example")
MEMBER_KEYS = ("card", "scenario", "each", "note")


@dataclass(frozen=True)
class Member:
    """One card of a list claim, with the scenario that proves it does what the list says."""

    card: str
    scenario: Any
    use_each: bool
    loc: Location


@dataclass(frozen=True)
class Claim:
    """A list claim from a seed: its text, the rule it illustrates, and one scenario per member."""

    id: str
    title: Text
    claim: Text
    illustrates: tuple[str, ...]
    source: dict[str, str]
    each: Any
    members: tuple[Member, ...]
    loc: Location
    conditions: Text | None = None
    """When the claim holds only under some edition or set-up (stated in its scenarios' ``versions``)."""
    example: str | None = None
    """The list example (``knowledge/examples``) whose page states this claim; its page shows every member."""


def _text(data: LDict, key: str, errors: list[KnowledgeError]) -> Text:
    value = data.get(key)
    if not isinstance(value, dict) or not isinstance(value.get("en"), str) or "pl" not in value:
        errors.append(KnowledgeError(f"{key!r} must be a mapping {{en: ..., pl: ...}}", data.loc(key, key)))
        return Text("")
    pl = value.get("pl")
    return Text(value["en"], pl if isinstance(pl, str) else None)


def _known(kb: Knowledge) -> set[str]:
    return set(kb.cards) | set(kb.piles) | {c.pile for c in kb.cards.values() if c.pile}


def load_claims(kb: Knowledge, folder: Path | None = None) -> tuple[list[Claim], list[KnowledgeError]]:
    """Read every ``claims/*.yaml`` next to the knowledge; return the claims and the located errors."""
    root = Path(kb.root)
    folder = folder or root / "claims"
    claims: list[Claim] = []
    errors: list[KnowledgeError] = []
    seen: dict[str, Location] = {}
    known = _known(kb)
    for file in sorted(folder.glob("*.yaml")) if folder.is_dir() else []:
        try:
            data = load_yaml_file(file, root.parent)
        except KnowledgeError as exc:
            errors.append(exc)
            continue
        items = data.get("claims") if isinstance(data, LDict) else None
        if not isinstance(items, LList):
            errors.append(KnowledgeError("expected a top-level 'claims:' list", Location(str(file), 1)))
            continue
        for index, item in enumerate(items):
            where = items.loc(index, f"claims[{index}]")
            claim = _claim(kb, item, where, known, errors)
            if claim is None:
                continue
            if claim.id in seen:
                errors.append(KnowledgeError(f"duplicate claim id {claim.id!r} (first at {seen[claim.id]})", claim.loc))
                continue
            seen[claim.id] = claim.loc
            claims.append(claim)
    return claims, errors


def _claim(kb: Knowledge, item: Any, where: Location, known: set[str],
           errors: list[KnowledgeError]) -> Claim | None:
    if not isinstance(item, LDict) or not isinstance(item.get("id"), str):
        errors.append(KnowledgeError("each claim needs an 'id'", where))
        return None
    for key in item:
        if key not in CLAIM_KEYS:
            guess = close_match(key, CLAIM_KEYS)
            errors.append(KnowledgeError(f"unknown claim field {key!r}", item.loc(key, key),
                                         f"did you mean {guess!r}?" if guess else f"fields: {', '.join(CLAIM_KEYS)}"))
    loc = item.loc("id", item["id"])
    illustrates = item.get("illustrates", [])
    if not isinstance(illustrates, list):
        illustrates = []
    for rule in illustrates:
        if rule not in kb.rules:
            guess = close_match(str(rule), kb.rules)
            errors.append(KnowledgeError(f"claim illustrates unknown rule {rule!r}", item.loc("illustrates"),
                                         f"did you mean {guess!r}?" if guess else None))
    source = item.get("source", {})
    members: list[Member] = []
    raw = item.get("members")
    if not isinstance(raw, LList) or not raw:
        errors.append(KnowledgeError("a claim needs a non-empty 'members:' list", item.loc("members", "members")))
        raw = LList()
    for index, entry in enumerate(raw):
        mloc = raw.loc(index, f"members[{index}]")
        if not isinstance(entry, LDict) or not isinstance(entry.get("card"), str):
            errors.append(KnowledgeError("each member needs a 'card'", mloc))
            continue
        for key in entry:
            if key not in MEMBER_KEYS:
                errors.append(KnowledgeError(f"unknown member field {key!r}", entry.loc(key, key),
                                             f"fields: {', '.join(MEMBER_KEYS)}"))
        card = entry["card"]
        if card not in known:
            guess = close_match(card, known)
            errors.append(KnowledgeError(f"unknown card {card!r}", entry.loc("card", "card"),
                                         f"did you mean {guess!r}?" if guess else "no card or pile with that id"))
            continue
        members.append(Member(card, entry.get("scenario"), entry.get("each", True) is not False,
                              entry.loc("card", f"{item['id']}.members[{index}]")))
    example = item.get("example")
    if example is not None and (not isinstance(example, str) or example not in kb.examples):
        guess = close_match(str(example), kb.examples)
        errors.append(KnowledgeError(f"claim names unknown example {example!r}", item.loc("example", "example"),
                                     f"did you mean {guess!r}?" if guess else "an id under knowledge/examples/"))
        example = None
    return Claim(item["id"], _text(item, "title", errors), _text(item, "claim", errors),
                 tuple(str(r) for r in illustrates),
                 {str(k): str(v) for k, v in source.items()} if isinstance(source, dict) else {"seed": str(source)},
                 item.get("each", []), tuple(members), loc,
                 _text(item, "conditions", errors) if "conditions" in item else None, example)


def _substitute(value: Any, member: str) -> Any:
    if isinstance(value, str):
        return value.replace("{member}", member)
    if isinstance(value, LDict):
        out = LDict({k: _substitute(v, member) for k, v in value.items()})
        out.path, out.line, out.key_lines = value.path, value.line, value.key_lines
        return out
    if isinstance(value, LList):
        seq = LList(_substitute(v, member) for v in value)
        seq.path, seq.line, seq.item_lines = value.path, value.line, value.item_lines
        return seq
    if isinstance(value, dict):
        return {k: _substitute(v, member) for k, v in value.items()}
    if isinstance(value, list):
        return [_substitute(v, member) for v in value]
    return value


def member_scenario(claim: Claim, member: Member) -> Scenario:
    """The member's scenario with the claim's ``each`` expectations added."""
    data = member.scenario
    if not isinstance(data, LDict):
        raise ScenarioError("member needs a 'scenario:' mapping", member.loc)
    if member.use_each and claim.each:
        body = LDict(data)
        body.path, body.line, body.key_lines = data.path, data.line, data.key_lines
        expects = LList(list(data.get("expect", [])) + list(_substitute(claim.each, member.card)))
        own = data.get("expect")
        expects.path, expects.line = data.path, data.line
        expects.item_lines = (list(own.item_lines) if isinstance(own, LList) else []) + (
            list(claim.each.item_lines) if isinstance(claim.each, LList) else [])
        body["expect"] = expects
        data = body
    return parse_scenario(member_id(claim, member), data, member.loc)


def member_id(claim: Claim, member: Member) -> str:
    """The result id of one member: ``claim:<claim id>/<card>``."""
    return f"claim:{claim.id}/{member.card}"


def _uses(scenario: Scenario, card: str, kb: Knowledge) -> bool:
    """True when the scenario's script acts on the member card or its expectations name it."""
    names = {card} | {c.id for c in kb.cards.values() if c.pile == card}
    if kb.piles.get(card) is not None:
        names |= set(kb.piles[card].cards)
    if any(step_card(step) in names for step in scenario.steps):
        return True
    for zones in scenario.setup:
        if any(names & set(zones.zone(z)) for z in ("in_play", "tavern", "set_aside")):
            return True
    if scenario.new_game is not None and names & set(scenario.kingdom):
        return True
    if names & (set(scenario.hexes or ()) | set(scenario.boons or ()) | set(scenario.landscapes)):
        return True
    return any(names & {v for _, v in exp.shown() if isinstance(v, str)} for exp in scenario.expects)


def check_claims(kb: Knowledge, claims: list[Claim]) -> list[RunResult]:
    """Run every member of every claim; a member whose card the script never uses fails."""
    defs = card_defs(kb)
    results: list[RunResult] = []
    for claim in claims:
        for member in claim.members:
            rid = member_id(claim, member)
            try:
                scenario = member_scenario(claim, member)
            except ScenarioError as exc:
                results.append(RunResult.failure(rid, exc.message + (f" (hint: {exc.hint})" if exc.hint else ""),
                                                 str(exc.location or member.loc)))
                continue
            if not _uses(scenario, member.card, kb):
                results.append(RunResult.failure(rid, f"the scenario never uses the member {member.card!r}",
                                                 str(member.loc)).about(member.card))
                continue
            if not implemented(member.card, kb):
                results.append(RunResult.not_shown(rid, f"the engine has no behaviour for {member.card!r} yet",
                                                   str(member.loc)).about(member.card))
                continue
            result = run_scenario(kb, defs, scenario).about(member.card)
            if not result.passed and result.location is None:
                result.location = str(member.loc)
            results.append(result)
    return results
