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
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Sequence

import math

import numpy as np

Rect = tuple[float, float, float, float]
# Preference order around a point: right, left, above, below, then the four corners.
_AROUND = ((1, 0), (-1, 0), (0, -1), (0, 1), (1, -1), (-1, -1), (1, 1), (-1, 1))


@dataclass(frozen=True)
class LabelSpot:
    """One label's candidate rectangles, best first (or an array of them, one a row)."""

    key: str
    candidates: tuple[Rect, ...] | np.ndarray


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
    return _as_rect(_slid(np.asarray([rect], dtype=float), bounds)[0])


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


def place_in_view(spots: Sequence[LabelSpot], occupied: Sequence[Rect] | np.ndarray, bounds: Rect,
                  gap: float = 0.0) -> dict[str, Rect]:
    """For each label key, the rectangle it takes: its first candidate inside ``bounds`` that overlaps no
    ``occupied`` rectangle nor (grown by ``gap``) an earlier label of ``spots``; then, as candidates too, those
    whose middle is in view slid inside it (a long label beside a point near the edge); with none free, the
    candidate that, slid inside ``bounds``, overlaps the fewest ``occupied`` rectangles. Spots are served in the
    order given; one without candidates gets none."""
    widened = [LabelSpot(spot.key, np.asarray(spot.candidates, dtype=float).reshape(-1, 4)) for spot in spots]
    chosen = place_labels(widened, keep_clear=occupied, gap=gap, bounds=bounds)
    if any(index is None for index in chosen.values()):
        # Only then the slid candidates (every frame of a drag places these labels): laid out again with them.
        widened = [LabelSpot(spot.key, _with_slid(spot.candidates, bounds)) for spot in widened]
        chosen = place_labels(widened, keep_clear=occupied, gap=gap, bounds=bounds)
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
                 bounds: Rect | None = None) -> dict[str, int | None]:
    """For each label key, the index of the candidate it takes, or None when every candidate overlaps (by more
    than touching) a kept-clear rectangle or, grown by ``gap`` on every side, a label placed before it, or lies
    partly outside ``bounds`` (when given). Spots are served in the order given."""
    # Placed labels are kept grown by the gap: a candidate overlapping a grown label is one that, grown, overlaps
    # the label. One table then holds both kinds of rectangle a candidate must keep off.
    clear = np.asarray(keep_clear, dtype=float).reshape(-1, 4)
    taken = np.empty((len(clear) + len(spots), 4))
    taken[:len(clear)] = clear
    count = len(clear)
    grow = np.array([-gap, -gap, gap, gap])
    chosen: dict[str, int | None] = {}
    for spot in spots:
        if not len(spot.candidates):
            chosen[spot.key] = None
            continue
        rects = np.asarray(spot.candidates, dtype=float)
        free = ~_overlaps(rects, taken[:count])
        if bounds is not None:
            free &= ((rects[:, 0] >= bounds[0]) & (rects[:, 1] >= bounds[1]) & (rects[:, 2] <= bounds[2])
                     & (rects[:, 3] <= bounds[3]))
        if not free.any():
            chosen[spot.key] = None
            continue
        index = int(np.argmax(free))
        chosen[spot.key] = index
        taken[count] = rects[index] + grow
        count += 1
    return chosen


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
