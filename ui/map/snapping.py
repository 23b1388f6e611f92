"""Snapping a point to feature vertices, feature edges or the cm grid.

Vertices and edges are gathered once per document change into NumPy arrays and a Shapely
STRtree, so snapping during a drag is an array query rather than a loop over features.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import shapely
from shapely import STRtree

from tabletop.scenario.edits import Change
from tabletop.scenario.model import Scenario
from ui.document import ScenarioDocument


@dataclass(frozen=True)
class Snap:
    """Where a point snapped to: ``kind`` is "vertex", "edge", "grid" or "" (not snapped)."""

    x: float
    y: float
    kind: str = ""
    feature_id: str = ""


@dataclass(frozen=True)
class EdgeHit:
    """The nearest edge of a feature: its end points and the projection of the query point on it."""

    feature_id: str
    start: tuple[float, float]
    end: tuple[float, float]
    x: float
    y: float
    distance: float


class SnapIndex:
    """Vertices and outlines of a scenario's features, rebuilt lazily after each change."""

    def __init__(self, scenario: Scenario):
        ids: list[str] = []
        vertices: list[tuple[float, float]] = []
        owners: list[int] = []
        outlines = []
        for feature in scenario:
            index = len(ids)
            ids.append(feature.id)
            points = feature.geometry.points()
            vertices.extend(points)
            owners.extend([index] * len(points))
            if feature.geometry.type == "Polygon":
                outlines.append(shapely.LinearRing([p[:2] for p in feature.geometry.coordinates[0]]))
            elif feature.geometry.type == "LineString":
                outlines.append(shapely.LineString([p[:2] for p in feature.geometry.coordinates]))
            else:
                outlines.append(shapely.Point(points[0]))
        self.ids = ids
        self.vertices = np.asarray(vertices, dtype=float).reshape(-1, 2)
        self.owners = np.asarray(owners, dtype=int)
        self.outlines = np.asarray(outlines, dtype=object)
        self.tree = STRtree(self.outlines)

    def nearest_vertex(self, x: float, y: float, tolerance: float, exclude: frozenset[str]) -> Snap | None:
        if not len(self.vertices):
            return None
        distances = np.hypot(self.vertices[:, 0] - x, self.vertices[:, 1] - y)
        if exclude:
            excluded = np.isin(np.asarray(self.ids, dtype=object)[self.owners], list(exclude))
            distances[excluded] = np.inf
        best = int(np.argmin(distances))
        if distances[best] > tolerance:
            return None
        vx, vy = self.vertices[best]
        return Snap(float(vx), float(vy), "vertex", self.ids[self.owners[best]])

    def candidates(self, x: float, y: float, tolerance: float, exclude: frozenset[str],
                   kinds: frozenset[str] | None, scenario: Scenario) -> np.ndarray:
        found = self.tree.query(shapely.Point(x, y).buffer(tolerance))
        keep = [i for i in found if self.ids[i] not in exclude
                and (kinds is None or scenario.features[self.ids[i]].kind in kinds)]
        return np.asarray(keep, dtype=int)

    def nearest_edge(self, x: float, y: float, tolerance: float, exclude: frozenset[str],
                     kinds: frozenset[str] | None, scenario: Scenario) -> EdgeHit | None:
        found = self.candidates(x, y, tolerance, exclude, kinds, scenario)
        if not len(found):
            return None
        point = shapely.Point(x, y)
        outlines = self.outlines[found]
        distances = shapely.distance(outlines, point)
        best = int(np.argmin(distances))
        if distances[best] > tolerance or outlines[best].geom_type == "Point":
            return None
        outline = outlines[best]
        coords = np.asarray(outline.coords)
        # The segment nearest to the point, so a door can lie along that one wall.
        starts, ends = coords[:-1], coords[1:]
        seg = ends - starts
        lengths2 = np.maximum((seg ** 2).sum(axis=1), 1e-12)
        t = np.clip(((np.array([x, y]) - starts) * seg).sum(axis=1) / lengths2, 0.0, 1.0)
        projections = starts + seg * t[:, None]
        seg_distances = np.hypot(projections[:, 0] - x, projections[:, 1] - y)
        s = int(np.argmin(seg_distances))
        return EdgeHit(self.ids[found[best]], (float(starts[s][0]), float(starts[s][1])),
                       (float(ends[s][0]), float(ends[s][1])), float(projections[s][0]),
                       float(projections[s][1]), float(seg_distances[s]))


class Snapper:
    """Snapping settings and queries for one document; ``enabled`` is the toolbar toggle."""

    def __init__(self, document: ScenarioDocument, grid_step_cm: float = 1.0):
        self.document = document
        self.enabled = True
        self.grid = True
        self.vertices = True
        self.edges = True
        self.grid_step_cm = grid_step_cm
        self._index: SnapIndex | None = None
        document.changed.connect(self._invalidate)

    def _invalidate(self, _change: Change) -> None:
        self._index = None

    @property
    def index(self) -> SnapIndex:
        if self._index is None:
            self._index = SnapIndex(self.document.scenario)
        return self._index

    def snap(self, x: float, y: float, tolerance_cm: float, active: bool = True,
             exclude: frozenset[str] = frozenset()) -> Snap:
        """Snap (x, y): vertices first, then edges, then the grid; ``active`` is False while the key is held."""
        if not active:
            return Snap(x, y)
        if self.vertices:
            hit = self.index.nearest_vertex(x, y, tolerance_cm, exclude)
            if hit is not None:
                return hit
        if self.edges:
            edge = self.index.nearest_edge(x, y, tolerance_cm, exclude, None, self.document.scenario)
            if edge is not None:
                return Snap(edge.x, edge.y, "edge", edge.feature_id)
        if self.grid:
            step = self.grid_step_cm
            return Snap(round(x / step) * step, round(y / step) * step, "grid")
        return Snap(x, y)

    def nearest_edge(self, x: float, y: float, tolerance_cm: float, kinds: frozenset[str]) -> EdgeHit | None:
        """The nearest edge of a feature of one of ``kinds`` (doors and windows go on building edges)."""
        return self.index.nearest_edge(x, y, tolerance_cm, frozenset(), kinds, self.document.scenario)
