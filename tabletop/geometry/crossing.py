"""Lines through the inside of obstacles, for thousands of lines in one Shapely call.

A line that only touches an obstacle (grazes a corner, runs along an edge) is not stopped by it. Rather
than asking GEOS for ``intersects and not touches`` pair by pair (a full DE-9IM relate each time), the
obstacles are shrunk once by ``INSIDE_CM`` and a plain ``intersects`` is asked of the shrunk shapes: a
line meets the shrunk shape exactly when it goes more than a ten-millionth of a centimetre inside.
The shrunk shapes are built once per obstacle set (dragging a figure reuses them).
"""

from __future__ import annotations

import weakref
from dataclasses import dataclass

import numpy as np
import shapely
from shapely import STRtree

from tabletop.geometry.model import ObstacleSet
from tabletop.geometry.visibility import expand_runs

INSIDE_CM = 1e-7
_CACHE: "weakref.WeakKeyDictionary[ObstacleSet, Insides]" = weakref.WeakKeyDictionary()


@dataclass(frozen=True, eq=False)
class Insides:
    """The shrunk obstacles (prepared), split into sight blockers and cover-only obstacles, and the
    prepared unions of each kind for yes/no questions over many lines."""

    geoms: np.ndarray
    lo: np.ndarray  # (K, 2) bounding boxes of the obstacles
    hi: np.ndarray
    blocker_index: np.ndarray
    cover_index: np.ndarray
    blockers: shapely.Geometry
    cover: shapely.Geometry


def shrink(geoms: np.ndarray) -> np.ndarray:
    """The insides of polygons, ``INSIDE_CM`` in from their edges."""
    return shapely.buffer(geoms, -INSIDE_CM, join_style="mitre")


def insides(obstacles: ObstacleSet) -> Insides:
    if obstacles not in _CACHE:
        inner = shrink(obstacles.geoms) if len(obstacles) else np.zeros(0, dtype=object)
        shapely.prepare(inner)
        blockers = shapely.union_all(inner[obstacles.blocks_sight]) if obstacles.blocks_sight.any() \
            else shapely.Polygon()
        cover_index = np.flatnonzero(obstacles.gives_cover & ~obstacles.blocks_sight)
        cover = shapely.union_all(inner[cover_index]) if len(cover_index) else shapely.Polygon()
        shapely.prepare(blockers)
        shapely.prepare(cover)
        bounds = shapely.bounds(obstacles.geoms).reshape(-1, 4)
        _CACHE[obstacles] = Insides(inner, bounds[:, :2], bounds[:, 2:], np.flatnonzero(obstacles.blocks_sight),
                                    cover_index, blockers, cover)
    return _CACHE[obstacles]


def crossings(obstacles: ObstacleSet, lines: np.ndarray, among: np.ndarray | None = None
              ) -> tuple[np.ndarray, np.ndarray]:
    """(line index, obstacle index) pairs, sorted, where a line goes through an obstacle's inside;
    ``among`` limits the obstacles to those indices. The lines go in a throwaway STRtree and the prepared
    obstacles are asked of it, which is faster than the other way round for long lines."""
    inner = insides(obstacles)
    idx = np.arange(len(obstacles)) if among is None else among
    if len(idx) == 0 or len(lines) == 0:
        return np.zeros(0, np.int64), np.zeros(0, np.int64)
    o, li = shapely.STRtree(lines).query(inner.geoms[idx], predicate="intersects")
    oi = idx[o]
    order = np.lexsort((oi, li))
    return li[order], oi[order]


def crossings_from(obstacles: ObstacleSet, origin: np.ndarray, ends: np.ndarray, lines: np.ndarray,
                   among: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """``crossings`` for lines that all start at ``origin`` (a fan, as from one shooter): each obstacle is
    tested only against the lines within its angular span from the origin and long enough to reach
    it, found by a sorted search, so the exact test runs on a handful of pairs."""
    inner = insides(obstacles)
    if len(among) == 0 or len(lines) == 0:
        return np.zeros(0, np.int64), np.zeros(0, np.int64)
    rel = ends - origin
    angle = np.arctan2(rel[:, 1], rel[:, 0]) + np.pi
    length = np.hypot(rel[:, 0], rel[:, 1])
    by_angle = np.argsort(angle, kind="stable")
    sorted_angle = angle[by_angle]
    lo, hi = inner.lo[among], inner.hi[among]
    corners = np.stack([lo, np.stack([hi[:, 0], lo[:, 1]], 1), hi, np.stack([lo[:, 0], hi[:, 1]], 1)], axis=1)
    # Corner angles measured from the direction of the box's centre, so a box across the branch cut
    # still has its span between its smallest and largest corner angle.
    mid = (lo + hi) / 2
    towards = np.arctan2(mid[:, 1] - origin[1], mid[:, 0] - origin[0]) + np.pi
    ca = np.arctan2(corners[..., 1] - origin[1], corners[..., 0] - origin[0]) + np.pi
    off = np.mod(ca - towards[:, None] + np.pi, 2 * np.pi) - np.pi
    a_lo, a_hi = towards + off.min(axis=1), towards + off.max(axis=1)
    around = ((origin >= lo - 1e-9) & (origin <= hi + 1e-9)).all(axis=1)  # the origin in the box: any angle
    wraps = ((a_lo < 0) | (a_hi > 2 * np.pi)) & ~around
    a_lo, a_hi = np.where(a_lo < 0, a_lo + 2 * np.pi, a_lo), np.where(a_hi > 2 * np.pi, a_hi - 2 * np.pi, a_hi)
    reach = np.hypot(np.maximum.reduce([lo[:, 0] - origin[0], np.zeros(len(lo)), origin[0] - hi[:, 0]]),
                     np.maximum.reduce([lo[:, 1] - origin[1], np.zeros(len(lo)), origin[1] - hi[:, 1]]))
    spans = [(np.where(around, 0.0, a_lo), np.where(around | wraps, 2 * np.pi, a_hi), np.arange(len(among))),
             (np.zeros(wraps.sum()), a_hi[wraps], np.flatnonzero(wraps))]
    li, ok = [], []
    for start, stop, which in spans:
        first = np.searchsorted(sorted_angle, start - 1e-9, side="left")
        last = np.searchsorted(sorted_angle, stop + 1e-9, side="right")
        row, item = expand_runs(first, np.maximum(last - first, 0))
        li.append(by_angle[item])
        ok.append(which[row])
    li, k = np.concatenate(li), np.concatenate(ok)
    far_enough = length[li] >= reach[k] - 1e-9
    li, oi = li[far_enough], among[k[far_enough]]
    hit = shapely.intersects(inner.geoms[oi], lines[li])
    li, oi = li[hit], oi[hit]
    order = np.lexsort((oi, li))
    return li[order], oi[order]
