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
    """The shrunk obstacles in an STRtree, and two prepared unions for yes/no questions over many lines:
    the sight blockers, and the cover-giving obstacles that do not block sight."""

    tree: STRtree
    blockers: shapely.Geometry
    cover: shapely.Geometry


def shrink(geoms: np.ndarray) -> np.ndarray:
    """The insides of polygons, ``INSIDE_CM`` in from their edges."""
    return shapely.buffer(geoms, -INSIDE_CM, join_style="mitre")


def insides(obstacles: ObstacleSet) -> Insides:
    if obstacles not in _CACHE:
        inner = shrink(obstacles.geoms) if len(obstacles) else np.zeros(0, dtype=object)
        blockers = shapely.union_all(inner[obstacles.blocks_sight]) if obstacles.blocks_sight.any() \
            else shapely.Polygon()
        cover_only = obstacles.gives_cover & ~obstacles.blocks_sight
        cover = shapely.union_all(inner[cover_only]) if cover_only.any() else shapely.Polygon()
        shapely.prepare(blockers)
        shapely.prepare(cover)
        _CACHE[obstacles] = Insides(STRtree(inner), blockers, cover)
    return _CACHE[obstacles]


def crossings(obstacles: ObstacleSet, lines: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """(line index, obstacle index) pairs where a line goes through an obstacle's inside."""
    if len(obstacles) == 0 or len(lines) == 0:
        return np.zeros(0, np.int64), np.zeros(0, np.int64)
    li, oi = insides(obstacles).tree.query(lines, predicate="intersects")
    return li, oi
