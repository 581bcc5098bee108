"""Diagrams drawn at build time as inline SVG (no service, no script, works offline).

Two drawings: two columns of labelled boxes linked to their pages, with
flows from the left column to the right one (:func:`bipartite`), or each left
box beside the boxes it points to (:func:`grouped`).  A drawing keeps its
natural size (its text stays legible on a phone) and scrolls sideways inside
its figure when the page is narrower.  This module works out where
everything goes; templates/diagrams.svg.j2 writes the SVG (and escapes the
labels), one line per element and no blank line, so Markdown keeps it as one
raw HTML block.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

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


def _box(node: Node, x: float, y: float, side: str, height: float = BOX_H) -> dict[str, Any]:
    """Where a box goes and what it shows (the template ``box`` draws it)."""
    return {"href": node.href, "side": side, "label": node.label, "shown": _fit(node.label), "x": f"{x:.0f}",
            "y": f"{y:.0f}", "width": BOX_W, "height": f"{height:.0f}", "text_x": f"{x + PAD:.0f}",
            "text_y": f"{y + height / 2 + 4.5:.0f}"}


LABEL_CHAR_W = 6.4
"""Width of one character of an edge label (11 px), generously estimated."""
PORT = 18
"""Vertical distance between the flows leaving or entering one box: more than a label is high."""


def _ports(keys: list[str], count: int) -> dict[str, float]:
    """Offsets from a box's middle for ``count`` flows, in the order of ``keys``."""
    return {key: (index - (count - 1) / 2) * PORT for index, key in enumerate(keys)}


def bipartite(svg: Any, title: str, left_title: str, right_title: str, left: list[Node], right: list[Node],
              edges: list[Edge], row: int = ROW) -> str:
    """An SVG drawing of ``edges`` between the two columns, with a title for screen readers; ``svg`` is the
    template module of the drawings (templates/diagrams.svg.j2).

    Each flow leaves its left box at its own height (flows of one box are :data:`PORT` apart, ordered by
    where they go) and runs straight for a while before it bends to its right box, where it arrives at its
    own height too.  A flow's label is a small tag on that straight part, on the line itself, so every
    label sits on its own flow and no two labels overlap.
    """
    head = 34
    shown = [e for e in edges if any(n.key == e.left for n in left) and any(n.key == e.right for n in right)]
    out_of = {n.key: [e for e in shown if e.left == n.key] for n in left}
    into = {n.key: [e for e in shown if e.right == n.key] for n in right}
    busiest = max([len(v) for v in [*out_of.values(), *into.values()]] + [1])
    box_h = max(BOX_H, busiest * PORT + 4)
    row = max(row, box_h + 10)
    rows = max(len(left), len(right), 1)
    height = head + rows * row + 8
    width = 2 * BOX_W + GAP + 2

    def top(index: int, count: int) -> float:
        return head + index * row + (rows - count) * row / 2
    ly = {n.key: top(i, len(left)) + box_h / 2 for i, n in enumerate(left)}
    ry = {n.key: top(i, len(right)) + box_h / 2 for i, n in enumerate(right)}
    start = {key: _ports([e.right for e in sorted(flows, key=lambda e: ry[e.right])], len(flows))
             for key, flows in out_of.items()}
    end = {key: _ports([e.left for e in sorted(flows, key=lambda e: ly[e.left])], len(flows))
           for key, flows in into.items()}
    label_w = max([len(e.label) * LABEL_CHAR_W + 10 for e in shown if e.label] + [0])
    x1, x2 = BOX_W + 1, BOX_W + GAP - 2
    bend = x1 + label_w + 6
    flows = []
    for edge in shown:
        y1 = ly[edge.left] + start[edge.left][edge.right]
        y2 = ry[edge.right] + end[edge.right][edge.left]
        width_px = min(1.5 + 1.2 * math.sqrt(max(edge.weight, 1) - 1), PORT - 6)
        mid = (bend + x2) / 2
        w = len(edge.label) * LABEL_CHAR_W + 8
        cx = x1 + 4 + label_w / 2
        flows.append({"path": f"M{x1},{y1:.1f} L{bend:.1f},{y1:.1f} C{mid:.1f},{y1:.1f} {mid:.1f},{y2:.1f} "
                              f"{x2},{y2:.1f}",
                      "stroke": f"{width_px:.1f}", "left": edge.left, "right": edge.right, "label": edge.label,
                      "tag_x": f"{cx - w / 2:.1f}", "tag_y": f"{y1 - 7.5:.1f}", "tag_width": f"{w:.1f}",
                      "text_x": f"{cx:.1f}", "text_y": f"{y1 + 4:.1f}"})
    boxes = ([_box(n, 1, ly[n.key] - box_h / 2, "left", box_h) for n in left]
             + [_box(n, BOX_W + GAP, ry[n.key] - box_h / 2, "right", box_h) for n in right])
    return str(svg.bipartite({"title": title, "left_title": left_title, "right_title": right_title,
                              "width": width, "height": f"{height:.0f}", "right_x": BOX_W + GAP + 1,
                              "flows": flows, "boxes": boxes}))


def grouped(svg: Any, title: str, left_title: str, right_title: str, groups: list[tuple[Node, list[Node]]]) -> str:
    """Each left node beside the list of right nodes it points to (no crossing lines; a right node may repeat);
    ``svg`` is the template module of the drawings."""
    head = 34
    rows = sum(max(len(targets), 1) for _, targets in groups)
    height = head + rows * ROW + 8
    width = 2 * BOX_W + GAP // 2 + 2
    x2 = BOX_W + GAP // 2
    row = 0
    drawn = []
    for source, targets in groups:
        count = max(len(targets), 1)
        y_left = head + row * ROW + (count - 1) * ROW / 2
        lines = []
        for index, target in enumerate(targets):
            y = head + (row + index) * ROW
            y1, y2 = y_left + BOX_H / 2, y + BOX_H / 2
            mid = (BOX_W + 1 + x2 - 2) / 2
            lines.append(({"path": f"M{BOX_W + 1},{y1:.1f} C{mid:.1f},{y1:.1f} {mid:.1f},{y2:.1f} {x2 - 2},{y2:.1f}"},
                          _box(target, x2, y, "right")))
        drawn.append({"separator": head + row * ROW - 4 if row else None, "targets": lines,
                      "source": _box(source, 1, y_left, "left")})
        row += count
    return str(svg.grouped({"title": title, "left_title": left_title, "right_title": right_title, "width": width,
                            "height": f"{height:.0f}", "right_x": x2 + 1, "groups": drawn}))
