"""Where the map's labels go so that none covers another: a greedy placement over candidate rectangles.

Labels keep their size in screen pixels whatever the zoom, so the layout is made in one zoom's pixels (the
caller converts): each label offers its candidate rectangles in order of preference (beside a figure's base,
inside a building's outline) and, in the order given, takes the first that overlaps neither a label already
placed nor a rectangle kept clear (the figures' bases). A label with no room left is not placed: the map shows
it on hover. The rectangles are (left, top, right, bottom) with top < bottom; rectangles that only touch do not
overlap.

The referee's overlays (a range ring's distance, a shot's line) label what the pointer drives, so they are placed
one frame at a time with ``place_in_view``: among candidates along the ring or beside the line, the first inside
the view that covers none of the map's labels nor an overlay label placed before; with none free, a label still
shows, slid inside the view (a live measure is never hidden).

The table screen lays out every label of a frame in one pass, ``place_frame``: the names of what moves (a dragged
figure's) and then the referee's labels, each around where it would go (``near_rect``), clear of the bases, of the
names that stay where they are and of each other, inside the picture and (a projector) inside the table's projected
quadrilateral. A drag runs it on every frame, so the rectangles taken are kept in a grid of cells (``_Taken``): a
candidate is compared with the rectangles sharing its cells only, not with every label of the table.

A name read from a chair must not be lost in a crowd (issue 37: a figure knocked out in a mêlée, every spot beside its
base taken). A name that says which base it is beside (``LabelSpot.base``) may go further out: once every label has had
its pick beside its base, each one left without room takes the first free spot of rings further from its base
(``away_from_point``), joined to the base by a leader line (``leader``) that crosses no other label nor base.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass
from functools import lru_cache
from typing import Sequence

import math

import numpy as np

Rect = tuple[float, float, float, float]
# Preference order around a point: right, left, above, below, then the four corners.
_AROUND = ((1, 0), (-1, 0), (0, -1), (0, 1), (1, -1), (-1, -1), (1, 1), (-1, 1))


@dataclass
class Checks:
    """How many (candidate, rectangle taken) pairs a layout compared: the work it did, which a grid keeps near
    linear in the labels."""

    pairs: int = 0
    candidates: int = 0  # the candidate rectangles tried


@dataclass(frozen=True)
class Ring:
    """What a label reads on: a ring of ``radius`` around ``centre`` (a range ring's distance), in the caller's
    units (the scene's cm, kept so that another view places the label on the same ring at its own scale)."""

    centre: tuple[float, float]
    radius: float


@dataclass(frozen=True)
class Segment:
    """What a label reads on: the segment from ``a`` to ``b`` (a shot's line)."""

    a: tuple[float, float]
    b: tuple[float, float]


@dataclass(frozen=True)
class LabelSpot:
    """One label's candidate rectangles, best first (or an array of them, one a row). A name beside a round base may
    say which (``base``: x, y, radius): its first ``beside`` candidates are beside it, the others away from it, tried
    only once every label had its pick beside its base, with a leader line back to it (``place_labels``)."""

    key: str
    candidates: tuple[Rect, ...] | np.ndarray
    base: tuple[float, float, float] | None = None
    beside: int = 0


def around_point(x: float, y: float, radius: float, width: float, height: float, gap: float = 2.0) -> tuple[Rect, ...]:
    """Rectangles of ``width`` x ``height`` beside a round base of ``radius`` at (x, y): right of it first (as a
    name is read), then left, above, below and the corners."""
    out = []
    reach = radius + gap
    for dx, dy in _AROUND:
        left = x + reach if dx > 0 else x - reach - width if dx < 0 else x - width / 2
        top = y + reach if dy > 0 else y - reach - height if dy < 0 else y - height / 2
        out.append((left, top, left + width, top + height))
    return tuple(out)


# Round a base, further than beside it: right, left, above, below, the corners, then between them (y down).
_AWAY_TURNS = np.radians([0, 180, -90, 90, -45, -135, 45, 135, -22.5, -157.5, 22.5, 157.5, -67.5, -112.5, 67.5, 112.5])


def away_from_point(x: float, y: float, radius: float, width: float, height: float, gap: float,
                    rings: int) -> np.ndarray:
    """Rectangles of ``width`` x ``height`` further from a round base of ``radius`` at (x, y) than ``around_point``'s:
    ``rings`` rings of them, each a label's height and ``gap`` further out, nearest first, each ring right of the base
    first (as a name is read), then left, above, below, the corners and between them. In each direction the
    rectangle's side or corner facing the base is at the ring's distance: one row each."""
    reach = radius + gap + (height + gap) * np.arange(1, rings + 1)[:, None]
    cos, sin = np.cos(_AWAY_TURNS), np.sin(_AWAY_TURNS)
    # The point facing the base: a side's middle straight across, a corner on a diagonal, in between when between.
    left = x + reach * cos - width / 2 * (1 - np.clip(math.sqrt(2) * cos, -1, 1))
    top = y + reach * sin - height / 2 * (1 - np.clip(math.sqrt(2) * sin, -1, 1))
    return np.column_stack([left.ravel(), top.ravel(), left.ravel() + width, top.ravel() + height])


def leader(rect: Rect, base: tuple[float, float, float]) -> tuple[tuple[float, float], tuple[float, float]]:
    """The leader line joining a name placed away from its round ``base`` (x, y, radius) to it: from the base's edge
    to the point of ``rect`` nearest the base's centre."""
    start, end = _leaders(np.asarray(rect, dtype=float).reshape(1, 4), base)
    return (float(start[0, 0]), float(start[0, 1])), (float(end[0, 0]), float(end[0, 1]))


def _leaders(rects: np.ndarray, base: tuple[float, float, float]) -> tuple[np.ndarray, np.ndarray]:
    """``leader``'s start and end points for each of ``rects``, one row each."""
    x, y, radius = base
    ends = np.column_stack([np.clip(x, rects[:, 0], rects[:, 2]), np.clip(y, rects[:, 1], rects[:, 3])])
    away = ends - (x, y)
    length = np.maximum(np.hypot(away[:, 0], away[:, 1]), 1e-9)
    return (x, y) + away * (np.minimum(radius, length) / length)[:, None], ends


def _crossed(starts: np.ndarray, ends: np.ndarray, rects: np.ndarray) -> np.ndarray:
    """For k segments (their start and end points, one row each) and n rectangles, k x n: whether the segment passes
    through the rectangle (touching its edge is not)."""
    low, high = np.minimum(starts, ends), np.maximum(starts, ends)
    boxes = ((low[:, None, 0] < rects[None, :, 2]) & (high[:, None, 0] > rects[None, :, 0])
             & (low[:, None, 1] < rects[None, :, 3]) & (high[:, None, 1] > rects[None, :, 1]))
    corners = np.stack([rects[:, [0, 1]], rects[:, [2, 1]], rects[:, [2, 3]], rects[:, [0, 3]]], axis=1)
    along = (ends - starts)[:, None, None, :]
    relative = corners[None, :, :, :] - starts[:, None, None, :]
    side = along[..., 0] * relative[..., 1] - along[..., 1] * relative[..., 0]
    # The corners all strictly on one side of the segment's line: the segment misses the rectangle.
    return boxes & ~((side > 1e-9).all(axis=2) | (side < -1e-9).all(axis=2))


def beside_base(x: float, y: float, radius: float, width: float, height: float, table: Rect,
                gap: float = 2.0) -> tuple[Rect, ...]:
    """``around_point``'s rectangles beside a base at (x, y), in its order, less those running past the ``table``'s
    edge (``on_table``): near an edge a name goes to the side of the base facing the table's inside, where it is read
    whole, instead of off the table, where the view cuts it."""
    return on_table(around_point(x, y, radius, width, height, gap), x, y, table)


def on_table(rects: tuple[Rect, ...], x: float, y: float, table: Rect) -> tuple[Rect, ...]:
    """Those of a label's ``rects`` (anchored at (x, y)) that lie wholly on the ``table``, in their order. A label
    anchored off the table (a figure put aside in the table's margin, an area drawn mostly past the edge) keeps them
    all: none of its places is on the table."""
    if not (table[0] <= x <= table[2] and table[1] <= y <= table[3]):
        return rects
    return tuple(rect for rect in rects if table[0] <= rect[0] and table[1] <= rect[1] and rect[2] <= table[2]
                 and rect[3] <= table[3])


def near_rect(rect: Rect, gap: float = 2.0, rings: int = 3) -> np.ndarray:
    """``rect`` itself, then the same rectangle moved round it in ``rings`` widening rings (a step of half its width
    sideways, its height and ``gap`` up and down), nearest first, each ring in ``_AROUND``'s order: where a label
    goes when the spot it was given is taken, as near to it as can be."""
    left, top, right, bottom = rect
    step_x, step_y = (right - left) / 2 + gap, bottom - top + gap
    shifts = np.array([(0.0, 0.0)] + [(dx * ring * step_x, dy * ring * step_y) for ring in range(1, rings + 1)
                                      for dx, dy in _AROUND])
    return np.asarray(rect, dtype=float) + np.column_stack([shifts, shifts])


def inside_area(x: float, y: float, area_width: float, area_height: float, width: float,
                height: float) -> tuple[Rect, ...]:
    """Rectangles of ``width`` x ``height`` centred on (x, y), then shifted by a label's height up and down and by
    a quarter of the area sideways, kept within an area of ``area_width`` x ``area_height`` around (x, y) when
    the label fits in it."""
    shifts = [(0.0, 0.0), (0.0, -height), (0.0, height)]
    if area_width > 2 * width:
        shifts += [(-area_width / 4, 0.0), (area_width / 4, 0.0)]
    if area_height > 4 * height:
        shifts += [(0.0, -area_height / 4), (0.0, area_height / 4)]
    out = []
    for dx, dy in shifts:
        left, top = x + dx - width / 2, y + dy - height / 2
        out.append((left, top, left + width, top + height))
    return tuple(out)


def around_ring(x: float, y: float, radius: float, width: float, height: float, steps: int = 32) -> np.ndarray:
    """Rectangles of ``width`` x ``height`` centred on a circle of ``radius`` around (x, y) (y down), the top of
    the ring first (where a ring's distance is read), then at ``steps`` angles going both ways round: one row
    each (a drag asks for them every frame, and the layout reads them as an array)."""
    cos, sin = _ring_turns(steps)
    rects = np.empty((steps, 4))
    rects[:, 0] = rects[:, 2] = x + radius * cos
    rects[:, 1] = rects[:, 3] = y + radius * sin
    rects += (-width / 2, -height / 2, width / 2, height / 2)
    return rects


@lru_cache(maxsize=8)
def _ring_turns(steps: int) -> tuple[np.ndarray, np.ndarray]:
    """Cosine and sine of ``around_ring``'s angles, in its order (the same for every ring and frame)."""
    k = np.arange(steps)
    # 0, +1, -1, +2, -2 ... steps from the top: the nearest to the top first, either side.
    turns = (k + 1) // 2 * np.where(k % 2, 1, -1)
    angles = -math.pi / 2 + 2 * math.pi * turns / steps
    cos, sin = np.cos(angles), np.sin(angles)
    cos.flags.writeable = sin.flags.writeable = False  # shared by every call
    return cos, sin


def ring_crosses(x: float, y: float, radius: float, bounds: Rect) -> bool:
    """Whether a circle of ``radius`` around (x, y) passes through ``bounds``: a ring drawn wholly outside the view,
    or round it, shows nothing to label there."""
    near_x = min(max(x, bounds[0]), bounds[2])
    near_y = min(max(y, bounds[1]), bounds[3])
    far_x = max(abs(x - bounds[0]), abs(x - bounds[2]))
    far_y = max(abs(y - bounds[1]), abs(y - bounds[3]))
    return math.hypot(x - near_x, y - near_y) <= radius <= math.hypot(far_x, far_y)


def along_segment(a: tuple[float, float], b: tuple[float, float], width: float, height: float,
                  gap: float = 6.0) -> tuple[Rect, ...]:
    """Rectangles of ``width`` x ``height`` beside a segment: around its middle first, then around the points a
    third and two thirds along, then around its ends (a label on a line of fire names the line, wherever on it)."""
    out: list[Rect] = []
    for t in (0.5, 1 / 3, 2 / 3, 0.0, 1.0):
        out += around_point(a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, 0.0, width, height, gap)
    return tuple(out)


def slid_inside(rect: Rect, bounds: Rect) -> Rect:
    """``rect`` moved the least to lie inside ``bounds``; one wider or taller than ``bounds`` keeps its left or
    top edge on the bounds' (a label's start is what reads)."""
    # Plain floats: the table screen slides each of its labels on every frame of a drag.
    left, top, right, bottom = (float(v) for v in rect)
    dx = bounds[0] - left if right - left > bounds[2] - bounds[0] else max(bounds[0] - left, min(0.0, bounds[2] - right))
    dy = bounds[1] - top if bottom - top > bounds[3] - bounds[1] else max(bounds[1] - top, min(0.0, bounds[3] - bottom))
    return (left + dx, top + dy, right + dx, bottom + dy)


def _with_slid(rects: np.ndarray, bounds: Rect) -> np.ndarray:
    """``rects`` followed by those whose middle is inside ``bounds``, slid inside them."""
    middle_x, middle_y = (rects[:, 0] + rects[:, 2]) / 2, (rects[:, 1] + rects[:, 3]) / 2
    seen = (middle_x >= bounds[0]) & (middle_x <= bounds[2]) & (middle_y >= bounds[1]) & (middle_y <= bounds[3])
    return np.vstack([rects, _slid(rects[seen], bounds)])


def _slid(rects: np.ndarray, bounds: Rect) -> np.ndarray:
    """``slid_inside`` for each row of ``rects``."""
    dx = np.maximum(bounds[0] - rects[:, 0], np.minimum(0.0, bounds[2] - rects[:, 2]))
    dy = np.maximum(bounds[1] - rects[:, 1], np.minimum(0.0, bounds[3] - rects[:, 3]))
    dx = np.where(rects[:, 2] - rects[:, 0] > bounds[2] - bounds[0], bounds[0] - rects[:, 0], dx)
    dy = np.where(rects[:, 3] - rects[:, 1] > bounds[3] - bounds[1], bounds[1] - rects[:, 1], dy)
    return rects + np.stack([dx, dy, dx, dy], axis=1)


def place_frame(names: Sequence[LabelSpot], measures: Sequence[LabelSpot], occupied: Sequence[Rect] | np.ndarray,
                bounds: Rect, gap: float = 0.0, area: np.ndarray | None = None,
                checks: Checks | None = None) -> dict[str, Rect]:
    """Every label of a table screen's frame, in one pass: first ``names`` (what moves), each taking its first
    candidate inside ``bounds`` (and the convex polygon ``area``, when given) that overlaps no ``occupied`` rectangle
    (the bases, the names that stay where they are) nor, grown by ``gap``, a label placed before, a name without
    room left out; then ``measures`` (the referee's labels) the same way, clear of those names too, never left out
    (``place_in_view``). The rectangle each label key takes."""
    chosen = place_labels(names, keep_clear=occupied, gap=gap, bounds=bounds, area=area, checks=checks)
    out: dict[str, Rect] = {}
    for spot in names:
        index = chosen[spot.key]
        if index is not None:
            out[spot.key] = _as_rect(np.asarray(spot.candidates, dtype=float).reshape(-1, 4)[index])
    grow = np.array([-gap, -gap, gap, gap])
    taken = np.vstack([np.asarray(occupied, dtype=float).reshape(-1, 4),
                       np.asarray(list(out.values()), dtype=float).reshape(-1, 4) + grow])
    out.update(place_in_view(measures, taken, bounds, gap, area, checks))
    return out


def place_in_view(spots: Sequence[LabelSpot], occupied: Sequence[Rect] | np.ndarray, bounds: Rect,
                  gap: float = 0.0, area: np.ndarray | None = None, checks: Checks | None = None) -> dict[str, Rect]:
    """For each label key, the rectangle it takes: its first candidate inside ``bounds`` (and ``area``, when given)
    that overlaps no ``occupied`` rectangle nor (grown by ``gap``) an earlier label of ``spots``; then, as candidates
    too, those whose middle is in view slid inside it (a long label beside a point near the edge); with none free,
    the candidate that, slid inside ``bounds``, overlaps the fewest ``occupied`` rectangles. Spots are served in the
    order given; one without candidates gets none."""
    widened = [LabelSpot(spot.key, np.asarray(spot.candidates, dtype=float).reshape(-1, 4)) for spot in spots]
    chosen = place_labels(widened, keep_clear=occupied, gap=gap, bounds=bounds, area=area, checks=checks)
    if any(index is None for index in chosen.values()):
        # Only then the slid candidates (every frame of a drag places these labels): laid out again with them.
        widened = [LabelSpot(spot.key, _with_slid(spot.candidates, bounds)) for spot in widened]
        chosen = place_labels(widened, keep_clear=occupied, gap=gap, bounds=bounds, area=area, checks=checks)
    taken = np.asarray(occupied, dtype=float).reshape(-1, 4)
    out: dict[str, Rect] = {}
    for spot in widened:
        index = chosen[spot.key]
        if index is not None:
            out[spot.key] = _as_rect(spot.candidates[index])
        elif len(spot.candidates):
            # No free room: of the candidates slid inside the view, the one covering the fewest names (the first
            # of those), so a crowded view loses as little as it can.
            slid = _slid(spot.candidates, bounds)
            covered = _covered(slid, taken)
            out[spot.key] = _as_rect(slid[int(np.argmin(covered))])
    return out


def place_labels(spots: Sequence[LabelSpot], keep_clear: Sequence[Rect] | np.ndarray = (), gap: float = 0.0,
                 bounds: Rect | None = None, area: np.ndarray | None = None,
                 checks: Checks | None = None) -> dict[str, int | None]:
    """For each label key, the index of the candidate it takes, or None when every candidate overlaps (by more
    than touching) a kept-clear rectangle or, grown by ``gap`` on every side, a label placed before it, or lies
    partly outside ``bounds`` or the convex polygon ``area`` (rows of x, y) when given. Spots are served in the
    order given; then those beside a base (``LabelSpot.base``) left without room there, in that order, each taking
    the first of its candidates away from the base whose leader line (``leader``) crosses no rectangle kept clear
    nor label but its base's, and that no leader drawn before crosses. ``checks``, when given, counts the work."""
    # Placed labels are kept grown by the gap: a candidate overlapping a grown label is one that, grown, overlaps
    # the label. One table then holds both kinds of rectangle a candidate must keep off.
    candidates = [np.asarray(spot.candidates, dtype=float).reshape(-1, 4) for spot in spots]
    taken = _Taken(np.asarray(keep_clear, dtype=float).reshape(-1, 4), candidates, len(spots), checks)
    grow = np.array([-gap, -gap, gap, gap])
    chosen: dict[str, int | None] = {}
    crowded: list[tuple[LabelSpot, np.ndarray]] = []
    for spot, rects in zip(spots, candidates):
        led = spot.base is not None
        free = _free(rects[:spot.beside] if led else rects, taken, bounds, area, checks)
        chosen[spot.key] = int(np.argmax(free)) if free.any() else None
        if chosen[spot.key] is not None:
            taken.add(rects[chosen[spot.key]] + grow)
        elif led and len(rects) > spot.beside:
            crowded.append((spot, rects))
    leaders: list[tuple[np.ndarray, np.ndarray]] = []
    for spot, rects in crowded:
        away = rects[spot.beside:]
        tiers = np.full(len(away), _NO_LEADER)
        free = _free(away, taken, bounds, area, checks)
        if free.any():
            tiers[free] = _leader_tiers(away[free], spot.base, taken, leaders)
        if tiers.min() < _NO_LEADER:
            index = int(np.argmin(tiers))  # the first of the best kind of leader line
            chosen[spot.key] = spot.beside + index
            taken.add(away[index] + grow)
            leaders.append(_leaders(away[index:index + 1], spot.base))
    return chosen


def _free(rects: np.ndarray, taken: _Taken, bounds: Rect | None, area: np.ndarray | None,
          checks: Checks | None) -> np.ndarray:
    """For each of ``rects``, whether it lies inside ``bounds`` and ``area`` (when given) and overlaps nothing
    ``taken``."""
    if checks is not None:
        checks.candidates += len(rects)
    inside = np.ones(len(rects), dtype=bool)
    if bounds is not None:
        inside &= ((rects[:, 0] >= bounds[0]) & (rects[:, 1] >= bounds[1]) & (rects[:, 2] <= bounds[2])
                   & (rects[:, 3] <= bounds[3]))
    if area is not None and inside.any():
        inside &= _inside_convex(rects, area)
    free = inside.copy()
    if inside.any():
        free[inside] = taken.free(rects[inside])
    return free


# How good a leader line is (``_leader_tiers``), best first.
_CLEAR, _STARTS_BESIDE, _STARTS_OVER, _NO_LEADER = range(4)


def _leader_tiers(rects: np.ndarray, base: tuple[float, float, float], taken: _Taken,
                  leaders: list[tuple[np.ndarray, np.ndarray]]) -> np.ndarray:
    """For each of ``rects`` (free spots away from the round ``base``), how its leader line fares among the rectangles
    ``taken`` but the base's own: ``_CLEAR`` crossing none; in a mêlée, where bases overlap and a line may have to
    start inside another's rectangle, ``_STARTS_BESIDE`` crossing only rectangles it starts in but outside the circle
    each holds (a base's), ``_STARTS_OVER`` crossing only rectangles it starts in; else ``_NO_LEADER``, and for a spot
    a leader drawn before crosses."""
    starts, ends = _leaders(rects, base)
    low, high = np.minimum(starts, ends).min(axis=0), np.maximum(starts, ends).max(axis=0)
    others = taken.near(float(low[0]), float(low[1]), float(high[0]), float(high[1]))
    x, y, _radius = base
    middle_x, middle_y = (others[:, 0] + others[:, 2]) / 2, (others[:, 1] + others[:, 3]) / 2
    own = (np.abs(middle_x - x) < 0.5) & (np.abs(middle_y - y) < 0.5)
    others, middle_x, middle_y = others[~own], middle_x[~own], middle_y[~own]
    crossed = _crossed(starts, ends, others)
    start_x, start_y = starts[:, None, 0], starts[:, None, 1]
    start_in = ((others[:, 0] < start_x) & (start_x < others[:, 2]) & (others[:, 1] < start_y)
                & (start_y < others[:, 3]))
    inscribed = np.minimum(others[:, 2] - others[:, 0], others[:, 3] - others[:, 1]) / 2
    start_on = np.hypot(start_x - middle_x, start_y - middle_y) < inscribed
    tiers = np.where(~crossed.any(axis=1), _CLEAR, _NO_LEADER)
    starts_over = (tiers == _NO_LEADER) & ~(crossed & ~start_in).any(axis=1)
    tiers[starts_over] = np.where(start_on[starts_over].any(axis=1), _STARTS_OVER, _STARTS_BESIDE)
    for start, end in leaders:
        tiers[_crossed(start, end, rects)[0]] = _NO_LEADER
    return tiers


# A grid's side in cells at most, over where the candidates lie: a label far larger than the others (a long street's
# name) or a kept-clear rectangle over the whole view is filed under a bounded number of cells.
_MAX_CELLS = 256
# Below this many rectangles (a table screen's frame: a few score bases and names) one NumPy comparison with all of
# them costs less than finding their cells; above it (a crowded map's labels) the grid does. benchmarks/label_layout.py
# measures both: the grid's bookkeeping in Python about breaks even at 800 rectangles and wins from there on.
INDEXED_FROM = 512


class _Taken:
    """The rectangles a candidate must keep off, each filed under the cells of a square grid it covers (cells about a
    label's size): a candidate is compared with the rectangles of the cells it covers, not with every one placed, so
    a crowded map costs each label about the same as an empty one. Fewer than ``INDEXED_FROM`` are compared all at
    once, unfiled."""

    def __init__(self, rects: np.ndarray, candidates: list[np.ndarray], room: int, checks: Checks | None):
        self.rects = np.empty((len(rects) + room, 4))
        self.count = 0
        self.checks = checks
        self.indexed = len(rects) + room >= INDEXED_FROM
        if not self.indexed:
            self.rects[:len(rects)] = rects
            self.count = len(rects)
            return
        every = np.vstack(candidates) if candidates else np.zeros((0, 4))
        every = every[np.isfinite(every).all(axis=1)]
        low = every[:, :2].min(axis=0) if len(every) else np.zeros(2)
        high = every[:, 2:].max(axis=0) if len(every) else np.zeros(2)
        label = max(float(np.median(every[:, 2] - every[:, 0])), float(np.median(every[:, 3] - every[:, 1]))) \
            if len(every) else 1.0
        self.cell = max(label, float((high - low).max()) / _MAX_CELLS, 1e-6)
        self.low = (float(low[0]), float(low[1]))
        # Only the cells where candidates lie are ever asked: a rectangle beyond them is filed nowhere.
        self.cells_high = (math.floor((high[0] - low[0]) / self.cell), math.floor((high[1] - low[1]) / self.cell))
        self.cells: defaultdict[tuple[int, int], list[int]] = defaultdict(list)
        for rect in rects:
            self.add(rect)

    def _span(self, left: float, top: float, right: float, bottom: float) -> tuple[range, range]:
        # Plain floats: a frame of a drag asks this a few dozen times, where NumPy's call costs more than the sum.
        cell, (low_x, low_y), (high_x, high_y) = self.cell, self.low, self.cells_high
        first_x = min(max(math.floor((left - low_x) / cell), 0), high_x + 1)
        first_y = min(max(math.floor((top - low_y) / cell), 0), high_y + 1)
        last_x = min(math.floor((right - low_x) / cell), high_x)
        last_y = min(math.floor((bottom - low_y) / cell), high_y)
        return range(first_x, last_x + 1), range(first_y, last_y + 1)

    def add(self, rect: np.ndarray) -> None:
        index = self.count
        self.rects[index] = rect
        self.count += 1
        if not self.indexed:
            return
        left, top, right, bottom = rect.tolist()
        columns, rows = self._span(left, top, right, bottom)
        for column in columns:
            for row in rows:
                self.cells[(column, row)].append(index)

    def free(self, rects: np.ndarray) -> np.ndarray:
        """For each of ``rects``, whether it overlaps none of the rectangles taken."""
        if not self.indexed:
            if self.checks is not None:
                self.checks.pairs += len(rects) * self.count
            return _covered(rects, self.rects[:self.count]) == 0
        left, top = rects[:, :2].min(axis=0).tolist()
        right, bottom = rects[:, 2:].max(axis=0).tolist()
        others = self.near(left, top, right, bottom)
        if not len(others):
            return np.ones(len(rects), dtype=bool)
        if self.checks is not None:
            self.checks.pairs += len(rects) * len(others)
        return _covered(rects, others) == 0

    def near(self, left: float, top: float, right: float, bottom: float) -> np.ndarray:
        """The rectangles taken that may meet the rectangle from (left, top) to (right, bottom): those filed in the
        cells it covers, or all of them unfiled."""
        if not self.indexed:
            return self.rects[:self.count]
        columns, rows = self._span(left, top, right, bottom)
        cells = self.cells
        near: set[int] = set()
        for column in columns:
            for row in rows:
                near.update(cells.get((column, row), ()))
        return self.rects[list(near)]


def _inside_convex(rects: np.ndarray, polygon: np.ndarray) -> np.ndarray:
    """For each of k rectangles, whether its four corners lie inside the convex ``polygon`` (rows of x, y, either
    way round): on the inner side of every edge."""
    points = np.asarray(polygon, dtype=float).reshape(-1, 2)
    edges = np.roll(points, -1, axis=0) - points
    turn = 1.0 if float(np.sum(points[:, 0] * np.roll(points[:, 1], -1) - np.roll(points[:, 0], -1) * points[:, 1])) \
        >= 0 else -1.0
    corners = np.stack([rects[:, [0, 1]], rects[:, [2, 1]], rects[:, [2, 3]], rects[:, [0, 3]]], axis=1)
    relative = corners[:, :, None, :] - points[None, None, :, :]
    cross = edges[None, None, :, 0] * relative[..., 1] - edges[None, None, :, 1] * relative[..., 0]
    return (turn * cross >= -1e-9).all(axis=(1, 2))


def _as_rect(rect: Sequence[float]) -> Rect:
    left, top, right, bottom = (float(v) for v in rect)
    return (left, top, right, bottom)


def _covered(rects: np.ndarray, others: np.ndarray) -> np.ndarray:
    """For each of k rectangles, how many of n others it overlaps."""
    if not len(others):
        return np.zeros(len(rects), dtype=int)
    return ((rects[:, None, 0] < others[None, :, 2]) & (rects[:, None, 2] > others[None, :, 0])
            & (rects[:, None, 1] < others[None, :, 3]) & (rects[:, None, 3] > others[None, :, 1])).sum(axis=1)


def _overlaps(rects: np.ndarray, others: np.ndarray) -> np.ndarray:
    """For each of k rectangles, whether it overlaps any of n others."""
    return _covered(rects, others) > 0
