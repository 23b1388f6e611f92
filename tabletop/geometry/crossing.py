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

INSIDE_CM = 1e-7
_CACHE: "weakref.WeakKeyDictionary[ObstacleSet, Insides]" = weakref.WeakKeyDictionary()


@dataclass(frozen=True, eq=False)
class Insides:
    """The shrunk obstacles (prepared), split into sight blockers and cover-only obstacles, and the
    prepared union of the blockers for yes/no questions over many lines."""

    geoms: np.ndarray
    blocker_index: np.ndarray
    cover_index: np.ndarray
    blockers: shapely.Geometry


def shrink(geoms: np.ndarray) -> np.ndarray:
    """The insides of polygons, ``INSIDE_CM`` in from their edges."""
    return shapely.buffer(geoms, -INSIDE_CM, join_style="mitre")


def insides(obstacles: ObstacleSet) -> Insides:
    if obstacles not in _CACHE:
        inner = shrink(obstacles.geoms) if len(obstacles) else np.zeros(0, dtype=object)
        shapely.prepare(inner)
        blockers = shapely.union_all(inner[obstacles.blocks_sight]) if obstacles.blocks_sight.any() \
            else shapely.Polygon()
        shapely.prepare(blockers)
        _CACHE[obstacles] = Insides(inner, np.flatnonzero(obstacles.blocks_sight),
                                    np.flatnonzero(obstacles.gives_cover & ~obstacles.blocks_sight), blockers)
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
