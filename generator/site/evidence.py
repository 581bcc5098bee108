"""The evidence behind "verified by the engine": each check's starting position, steps and expectations, and
one page per list claim with every member's verdict and its own run.

Everything here is escaped for Markdown; the templates ``evidence.md.j2`` and
``claim.md.j2`` lay it out.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from generator.site import labels, trace
from generator.site.context import Page, PageContext
from generator.site.text import Renderer, escape

if TYPE_CHECKING:
    from generator.checker.claims import Claim
    from generator.checker.runner import RunResult

N_ = labels.N_


def steps(site: PageContext, result: RunResult, r: Renderer) -> list[str]:
    """The run's events as sentences, from the first step on (the set-up's own turn start is left out: the
    starting position says whose turn it is), each card name linked to its page."""
    events = list(result.trace)
    while events and events[0].get("type") == "TurnStarted":
        events.pop(0)
    with trace.linking():
        return [trace.markdown(r, trace.event_line(site, e)) for e in events]


def start(site: PageContext, result: RunResult, r: Renderer) -> dict[str, Any] | None:
    """The starting position of a run as escaped sentences and table cells, card names linked."""
    if result.start is None:
        return None
    with trace.linking():
        shown = trace.start_position(site, result.start)
    return {"facts": [trace.markdown(r, f) for f in shown["facts"]], "head": [escape(h) for h in shown["head"]],
            "rows": [[trace.markdown(r, cell) for cell in row] for row in shown["rows"]]}


def evidence(site: PageContext, result: RunResult | None, r: Renderer) -> dict[str, Any]:
    """What one check showed, ready for ``evidence.md.j2``: verdict, starting position, steps, expectations."""
    if result is None:
        return {"verdict": None, "start": None, "steps": [], "checks": [], "failure": "", "unproven": None}
    with trace.linking():
        checks = [{"passed": o.passed, "text": trace.markdown(r, trace.describe(site, o.expectation))}
                  for o in result.outcomes]
    return {
        "verdict": result.verdict.value, "verdict_text": escape(site.t(labels.VERDICTS[result.verdict.value])),
        "start": start(site, result, r), "steps": steps(site, result, r),
        "checks": checks,
        "failure": escape(result.error or "; ".join(o.detail for o in result.outcomes if not o.passed)),
        "unproven": escape(result.unproven) if result.unproven else None,
    }


def claims_of(site: PageContext, example_id: str) -> list[Claim]:
    """The list claims whose members prove the list example ``example_id``."""
    if site.report is None:
        return []
    return [c for c in site.report.claims if c.example == example_id]


def member_link(r: Renderer, kb_kinds: tuple[set[str], set[str]], member: str) -> str:
    """A member of a list claim: a card, or a pile (pile claims)."""
    cards, piles = kb_kinds
    if member in cards:
        return r.link("card", member)
    if member in piles:
        return r.link("pile", member)
    return escape(member)


def members_table(site: PageContext, r: Renderer, claim: Claim, page: str) -> list[dict[str, Any]]:
    """Each member's link, verdict and the anchor of its own run on the claim page at ``page``."""
    assert site.report is not None
    kinds = (set(site.kb.cards), set(site.kb.piles))
    rows = []
    for member in claim.members:
        result = site.report.claim_member(claim, member.card)
        verdict = result.verdict.value if result is not None else None
        rows.append({"card": member_link(r, kinds, member.card), "verdict": verdict,
                     "text": escape(site.t(labels.VERDICTS[verdict])) if verdict else escape(site.t(N_(
                         "not yet checked"))),
                     "anchor": f"{page}#member-{member.card}"})
    return rows


def claim_pages(site: PageContext) -> list[Page]:
    """One page per list claim: its text, then every member's verdict, starting position, steps and checks."""
    if site.report is None:
        return []
    pages = []
    kinds = (set(site.kb.cards), set(site.kb.piles))
    for claim in site.report.claims:
        here = claim_path(claim.id)
        r = site.renderer(here)
        members = []
        for member in claim.members:
            result = site.report.claim_member(claim, member.card)
            name = r.name("card", member.card) if member.card in kinds[0] else (
                r.name("pile", member.card) if member.card in kinds[1] else member.card)
            members.append({"title": escape(name), "anchor": f"member-{member.card}",
                            "link": member_link(r, kinds, member.card), "ev": evidence(site, result, r)})
        illustrates = [r.link("rule", rid) for rid in claim.illustrates if rid in site.kb.rules]
        example = r.link("example", claim.example) if claim.example else None
        ctx = {**site.base(claim.title.show(site.lang)), "claim": r.text(claim.claim),
               "conditions": r.text(claim.conditions) if claim.conditions else "",
               "illustrates": illustrates, "example": example,
               "summary": members_table(site, r, claim, ""), "members": members, "backlinks": []}
        pages.append(Page(here, "claim.md.j2", ctx))
    return pages


def claim_path(claim_id: str) -> str:
    """Where a list claim's page is (the same in both languages)."""
    return f"claims/{claim_id}.md"
