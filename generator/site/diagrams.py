"""Diagrams drawn at build time as inline SVG (no service, no script, works offline).

One drawing serves both pictures: two columns of labelled boxes linked to
their pages, with arrows from the left column to the right one.  Labels are
HTML-escaped; the SVG is written on one line per element and contains no
blank line, so Markdown keeps it as one raw HTML block.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from generator.site.text import attr

ROW = 30
BOX_H = 22
BOX_W = 230
GAP = 190
PAD = 8
CHAR_W = 7.2


@dataclass(frozen=True)
class Node:
    """A box: its key, shown label and link (a relative URL)."""

    key: str
    label: str
    href: str


@dataclass(frozen=True)
class Edge:
    """An arrow from a left node to a right node; ``weight`` thickens it, ``label`` is written on it."""

    left: str
    right: str
    weight: int = 1
    label: str = ""


def _fit(label: str) -> str:
    limit = int((BOX_W - 2 * PAD) / CHAR_W)
    return label if len(label) <= limit else label[: limit - 1] + "…"


def _box(node: Node, x: float, y: float, side: str) -> str:
    shown = _fit(node.label)
    return (f'<a href="{attr(node.href)}" class="dw-node dw-node-{side}"><title>{attr(node.label)}</title>'
            f'<rect x="{x:.0f}" y="{y:.0f}" width="{BOX_W}" height="{BOX_H}" rx="4"/>'
            f'<text x="{x + PAD:.0f}" y="{y + BOX_H / 2 + 4.5:.0f}">{attr(shown)}</text></a>')


Point = tuple[float, float]


def _bezier(t: float, p0: Point, p1: Point, p2: Point, p3: Point) -> Point:
    u = 1 - t
    return (u ** 3 * p0[0] + 3 * u * u * t * p1[0] + 3 * u * t * t * p2[0] + t ** 3 * p3[0],
            u ** 3 * p0[1] + 3 * u * u * t * p1[1] + 3 * u * t * t * p2[1] + t ** 3 * p3[1])


def _place(placed: list[tuple[float, float, float, float]], label: str, *curve: Point) -> Point:
    """A point on the curve where ``label`` overlaps no label placed before (greedy; remembered in ``placed``)."""
    w, h = len(label) * CHAR_W * 0.85 + 4, 14.0
    best: tuple[float, Point] | None = None
    for t in (0.5, 0.35, 0.65, 0.22, 0.78, 0.12, 0.88):
        x, y = _bezier(t, *curve)
        box = (x - w / 2, y - h + 2, x + w / 2, y + 2)
        overlap = sum(max(0.0, min(box[2], b[2]) - max(box[0], b[0])) * max(0.0, min(box[3], b[3]) - max(box[1], b[1]))
                      for b in placed)
        if best is None or overlap < best[0]:
            best = (overlap, (x, y))
        if overlap == 0:
            break
    assert best is not None
    x, y = best[1]
    placed.append((x - w / 2, y - h + 2, x + w / 2, y + 2))
    return x, y


def bipartite(title: str, left_title: str, right_title: str, left: list[Node], right: list[Node],
              edges: list[Edge], row: int = ROW) -> str:
    """An SVG drawing of ``edges`` between the two columns, with a title for screen readers."""
    head = 34
    rows = max(len(left), len(right), 1)
    height = head + rows * row + 8
    width = 2 * BOX_W + GAP + 2
    def top(index: int, count: int) -> float:
        return head + index * row + (rows - count) * row / 2
    ly = {n.key: top(i, len(left)) + BOX_H / 2 for i, n in enumerate(left)}
    ry = {n.key: top(i, len(right)) + BOX_H / 2 for i, n in enumerate(right)}
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" class="dw-diagram" viewBox="0 0 {width} {height:.0f}" '
           f'width="{width}" role="img" aria-label="{attr(title)}">',
           f"<title>{attr(title)}</title>",
           '<defs><marker id="dw-arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="9" markerHeight="9" '
           'markerUnits="userSpaceOnUse" '
           'orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" class="dw-arrow-head"/></marker></defs>',
           f'<text x="1" y="18" class="dw-column">{attr(left_title)}</text>',
           f'<text x="{BOX_W + GAP + 1}" y="18" class="dw-column">{attr(right_title)}</text>']
    x1, x2 = BOX_W + 1, BOX_W + GAP - 2
    placed: list[tuple[float, float, float, float]] = []
    for edge in edges:
        if edge.left not in ly or edge.right not in ry:
            continue
        y1, y2 = ly[edge.left], ry[edge.right]
        width_px = 1.5 + 2.5 * math.sqrt(max(edge.weight, 1) - 1)
        mid = (x1 + x2) / 2
        out.append(f'<path d="M{x1},{y1:.1f} C{mid:.1f},{y1:.1f} {mid:.1f},{y2:.1f} {x2},{y2:.1f}" '
                   f'class="dw-edge" stroke-width="{width_px:.1f}" marker-end="url(#dw-arrow)"/>')
        if edge.label:
            x, y = _place(placed, edge.label, (x1, y1), (mid, y1), (mid, y2), (x2, y2))
            out.append(f'<text x="{x:.1f}" y="{y:.1f}" class="dw-edge-label">{attr(edge.label)}</text>')
    out += [_box(n, 1, ly[n.key] - BOX_H / 2, "left") for n in left]
    out += [_box(n, BOX_W + GAP, ry[n.key] - BOX_H / 2, "right") for n in right]
    out.append("</svg>")
    return '<div class="dw-figure">\n' + "\n".join(out) + "\n</div>"


def grouped(title: str, left_title: str, right_title: str, groups: list[tuple[Node, list[Node]]]) -> str:
    """Each left node beside the list of right nodes it points to (no crossing lines; a right node may repeat)."""
    head = 34
    rows = sum(max(len(targets), 1) for _, targets in groups)
    height = head + rows * ROW + 8
    width = 2 * BOX_W + GAP // 2 + 2
    x2 = BOX_W + GAP // 2
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" class="dw-diagram" viewBox="0 0 {width} {height:.0f}" '
           f'width="{width}" role="img" aria-label="{attr(title)}">',
           f"<title>{attr(title)}</title>",
           '<defs><marker id="dw-arrow-g" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="9" markerHeight="9" '
           'markerUnits="userSpaceOnUse" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" '
           'class="dw-arrow-head"/></marker></defs>',
           f'<text x="1" y="18" class="dw-column">{attr(left_title)}</text>',
           f'<text x="{x2 + 1}" y="18" class="dw-column">{attr(right_title)}</text>']
    row = 0
    for source, targets in groups:
        count = max(len(targets), 1)
        y_left = head + row * ROW + (count - 1) * ROW / 2
        if row:
            out.append(f'<line x1="1" x2="{width - 1}" y1="{head + row * ROW - 4}" y2="{head + row * ROW - 4}" '
                       'class="dw-separator"/>')
        for index, target in enumerate(targets):
            y = head + (row + index) * ROW
            y1, y2 = y_left + BOX_H / 2, y + BOX_H / 2
            mid = (BOX_W + 1 + x2 - 2) / 2
            out.append(f'<path d="M{BOX_W + 1},{y1:.1f} C{mid:.1f},{y1:.1f} {mid:.1f},{y2:.1f} {x2 - 2},{y2:.1f}" '
                       'class="dw-edge" stroke-width="1.5" marker-end="url(#dw-arrow-g)"/>')
            out.append(_box(target, x2, y, "right"))
        out.append(_box(source, 1, y_left, "left"))
        row += count
    out.append("</svg>")
    return '<div class="dw-figure">\n' + "\n".join(out) + "\n</div>"
