"""Movement around obstacles: the region a base can reach within D cm, shortest paths, crossings.

A round base of radius r moves its centre through the free space: the table shrunk by r, minus the
movement-blocking obstacles inflated by r (merged). Shortest paths bend only at convex corners of the
inflated obstacles, so the graph is a visibility graph over those corners (edges kept only where tangent
at both ends, tested in one vectorised Shapely call) searched with Dijkstra. The reachable region is
exact: the union, over the start and every corner reached with budget left, of what that corner sees
(``visibility.sweep``) within the remaining distance.

Inflating uses Shapely buffers with 3 segments per quarter circle: the arcs become chords lying at most
r(1 - cos 15°) inside the true clearance (0.04 cm for a 25 mm base).
"""

from __future__ import annotations

import heapq
import math
import threading
import weakref
from dataclasses import dataclass

import numpy as np
import shapely
from shapely.geometry import Polygon
from shapely.geometry.polygon import orient

from tabletop.geometry.crossing import shrink
from tabletop.geometry.model import GeometryError, ObstacleSet, TableModel
from tabletop.geometry.visibility import SweepTable, sweep_many, sweep_table
from tabletop.i18n import _

Point = tuple[float, float]
_QUAD_SEGS = 3
_DISC_QUAD_SEGS = 16  # the reach's discs: 64-gons
_TOL = 1e-9
_FREE_CACHE: "weakref.WeakKeyDictionary[ObstacleSet, dict[tuple, FreeSpace]]" = weakref.WeakKeyDictionary()
# The app searches reaches in a worker thread while the UI thread asks for paths: one builds a free space, the
# other waits for it rather than building it again beside it.
_FREE_LOCK = threading.Lock()


@dataclass(frozen=True, slots=True)
class Path:
    """A shortest path for a base's centre, its length, and the crossable obstacles it crosses in order
    (each needs a colour-die roll; empty unless crossing was allowed)."""

    points: tuple[Point, ...]
    length_cm: float
    crossings: tuple[str, ...]


@dataclass(frozen=True, eq=False)
class Reach:
    """Where the centre of a figure's base can get to within ``distance_cm`` of path."""

    figure: str
    distance_cm: float
    area: shapely.Geometry

    @property
    def area_cm2(self) -> float:
        return float(self.area.area)


@dataclass(frozen=True, eq=False)
class FreeSpace:
    """The inflated blockers for one base radius: parts, their edges and their convex corners."""

    bounds: tuple[float, float, float, float]
    parts: np.ndarray  # disjoint polygons
    insides: np.ndarray  # the parts shrunk by ``crossing.INSIDE_CM``, prepared
    inside_all: shapely.Geometry  # all of them as one prepared geometry
    parts_all: shapely.Geometry  # the parts as one prepared geometry
    segments: np.ndarray  # (S, 2, 2), inside on the left
    segment_part: np.ndarray  # (S,)
    corners: np.ndarray  # (V, 2) convex corners inside the bounds
    corner_prev: np.ndarray  # (V, 2) ring neighbours, for the tangent test
    corner_next: np.ndarray
    corner_part: np.ndarray  # (V,)
    sweep: SweepTable  # the edges prepared for the reach's sweeps, within ``bounds``


def free_space(model: TableModel, radius: float, allow_crossing: bool = False) -> FreeSpace:
    """The free space for a base of ``radius`` cm, cached per obstacle set (dragging a figure reuses it)."""
    obstacles = model.obstacles
    key = (round(float(radius), 9), allow_crossing, model.width_cm, model.depth_cm)
    with _FREE_LOCK:
        per_set = _FREE_CACHE.setdefault(obstacles, {})
        if key not in per_set:
            per_set[key] = _build_free_space(model, radius, allow_crossing)
        return per_set[key]


def _build_free_space(model: TableModel, radius: float, allow_crossing: bool) -> FreeSpace:
    obstacles = model.obstacles
    mask = obstacles.blocks_movement & ~obstacles.crossable if allow_crossing else obstacles.blocks_movement
    bounds = (radius, radius, model.width_cm - radius, model.depth_cm - radius)
    if bounds[0] >= bounds[2] or bounds[1] >= bounds[3]:
        raise GeometryError(_("a base of {number:g} cm does not fit on the table").format(
            number=2 * radius))
    geoms = obstacles.geoms[mask]
    if radius > 0:
        geoms = shapely.buffer(geoms, radius, quad_segs=_QUAD_SEGS)
    merged = shapely.union_all(geoms) if len(geoms) else Polygon()
    parts = shapely.get_parts(merged)
    parts = parts[shapely.get_type_id(parts) == 3]
    segs, seg_part, corners, prev, nxt, corner_part = [], [], [], [], [], []
    minx, miny, maxx, maxy = bounds
    for k, part in enumerate(parts):
        part = orient(part, 1.0)
        for ring in [part.exterior, *part.interiors]:
            c = np.asarray(ring.coords)[:-1, :2]
            if len(c) < 3:
                continue
            segs.append(np.stack([c, np.roll(c, -1, axis=0)], axis=1))
            seg_part.append(np.full(len(c), k))
            p, n = np.roll(c, 1, axis=0), np.roll(c, -1, axis=0)
            turn = (c[:, 0] - p[:, 0]) * (n[:, 1] - c[:, 1]) - (c[:, 1] - p[:, 1]) * (n[:, 0] - c[:, 0])
            keep = (turn > _TOL) & (c[:, 0] >= minx) & (c[:, 0] <= maxx) & (c[:, 1] >= miny) & (c[:, 1] <= maxy)
            corners.append(c[keep])
            prev.append(p[keep])
            nxt.append(n[keep])
            corner_part.append(np.full(keep.sum(), k))
    for p in parts:
        shapely.prepare(p)
    insides = shrink(parts) if len(parts) else np.zeros(0, dtype=object)
    inside_all = shapely.multipolygons(_polygons_of(insides)) if len(parts) else Polygon()
    shapely.prepare(inside_all)
    parts_all = shapely.multipolygons(parts) if len(parts) else Polygon()
    shapely.prepare(parts_all)

    def cat(items: list[np.ndarray], shape: tuple[int, ...]) -> np.ndarray:
        return np.concatenate(items) if items else np.zeros(shape)

    segments = cat(segs, (0, 2, 2))
    return FreeSpace(bounds, parts, insides, inside_all, parts_all, segments, cat(seg_part, (0,)).astype(np.int64),
                     cat(corners, (0, 2)), cat(prev, (0, 2)), cat(nxt, (0, 2)),
                     cat(corner_part, (0,)).astype(np.int64), sweep_table(segments, bounds))


def _polygons_of(geoms: np.ndarray) -> np.ndarray:
    """The polygons in ``geoms`` (shrinking a sliver may leave it empty or split it)."""
    parts = shapely.get_parts(geoms)
    return parts[(shapely.get_type_id(parts) == 3) & ~shapely.is_empty(parts)]


@dataclass(frozen=True, eq=False)
class _Query:
    """Free space as one query sees it: parts holding the start point are dropped (a base placed
    overlapping an obstacle may walk out of it)."""

    fs: FreeSpace
    blockers: shapely.Geometry
    insides: shapely.Geometry  # the blockers' insides, prepared
    sweep: SweepTable
    corner_ok: np.ndarray

    def clear(self, starts: np.ndarray, ends: np.ndarray, count: int) -> np.ndarray:
        """Which of ``count`` straight moves stay in the free space (touching an obstacle's edge is allowed);
        ``starts`` and ``ends`` are (count, 2) or one point for all. One prepared ``intersects`` with the
        blockers' insides (``crossing.py``) instead of ``intersects`` and ``touches`` with the blockers,
        which asks GEOS for a full relate per line."""
        lines = np.empty((count, 2, 2))
        lines[:, 0] = starts
        lines[:, 1] = ends
        return ~shapely.intersects(self.insides, shapely.linestrings(lines))

    def inside(self, x: float, y: float) -> bool:
        minx, miny, maxx, maxy = self.fs.bounds
        return (minx - _TOL <= x <= maxx + _TOL and miny - _TOL <= y <= maxy + _TOL
                and not shapely.contains_xy(self.blockers, x, y))


def _query(fs: FreeSpace, x: float, y: float) -> _Query:
    # One test against all the parts at once (prepared) settles the usual case, a start in none of them;
    # then the prepared parts, insides and edges serve as they are.
    if len(fs.parts) and shapely.contains_xy(fs.parts_all, x, y):
        part_ok = ~shapely.contains_xy(fs.parts, x, y)
    else:
        part_ok = np.ones(len(fs.parts), dtype=bool)
    if part_ok.all():
        blockers, insides, sweep = fs.parts_all, fs.inside_all, fs.sweep
    else:
        blockers = shapely.multipolygons(fs.parts[part_ok]) if part_ok.any() else Polygon()
        shapely.prepare(blockers)
        insides = shapely.multipolygons(_polygons_of(fs.insides[part_ok])) if part_ok.any() else Polygon()
        shapely.prepare(insides)
        sweep = sweep_table(fs.segments[part_ok[fs.segment_part]], fs.bounds)
    return _Query(fs, blockers, insides, sweep,
                  part_ok[fs.corner_part] if len(fs.corner_part) else np.zeros(0, dtype=bool))


def _nodes(q: _Query, start: np.ndarray, limit: float, goal: np.ndarray | None = None
           ) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """The search's nodes: the start, the corners within ``limit`` of it, then the goal if given; which are
    corners, and each node's ring neighbours relative to it for the tangent test (zero where no corner)."""
    fs = q.fs
    corner_idx = np.flatnonzero(q.corner_ok)
    near = np.hypot(*(fs.corners[corner_idx] - start).T) <= limit
    corner_idx = corner_idx[near]
    pts = np.concatenate([start[None], fs.corners[corner_idx]] + ([goal[None]] if goal is not None else []))
    is_corner = np.zeros(len(pts), dtype=bool)
    is_corner[1:1 + len(corner_idx)] = True
    to_prev = np.zeros_like(pts)
    to_next = np.zeros_like(pts)
    to_prev[1:1 + len(corner_idx)] = fs.corner_prev[corner_idx] - fs.corners[corner_idx]
    to_next[1:1 + len(corner_idx)] = fs.corner_next[corner_idx] - fs.corners[corner_idx]
    return pts, is_corner, to_prev, to_next


def _dijkstra(q: _Query, start: np.ndarray, limit: float, goal: np.ndarray | None = None
              ) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Shortest distances from ``start`` over the corners (index 0 is the start, the last is the goal if
    given), expanding lazily with one vectorised visibility call per settled node; stops past ``limit``.
    Returns points, distances and predecessors."""
    pts, is_corner, to_prev, to_next = _nodes(q, start, limit, goal)
    xs, ys = pts[:, 0], pts[:, 1]
    (tpx, tpy), (tnx, tny) = to_prev.T, to_next.T
    dist = np.full(len(pts), np.inf)
    dist[0] = 0.0
    # What a node must be reached below to improve: its distance so far, at most the limit. A settled
    # node was reached no further than the one now expanded, so it never passes again.
    bound = np.full(len(pts), np.nextafter(limit, np.inf))
    bound[0] = 0.0
    pred = np.full(len(pts), -1)
    done = np.zeros(len(pts), dtype=bool)
    heap = [(0.0, 0)]
    last = len(pts) - 1
    while heap:
        g, u = heapq.heappop(heap)
        if done[u] or g > limit:
            continue
        done[u] = True
        if goal is not None and u == last:
            break
        dx, dy = xs - xs[u], ys - ys[u]
        reached = g + np.hypot(dx, dy)
        cand = np.flatnonzero(reached < bound)
        ddx, ddy = dx[cand], dy[cand]
        # Arriving at a corner v, the line must be tangent there (both neighbours on one side of the line from
        # v back to u: negating both factors leaves the product as it is). The other nodes (the goal; the
        # start is settled first) have no neighbours and pass.
        tangent = (ddx * tpy[cand] - ddy * tpx[cand]) * (ddx * tny[cand] - ddy * tnx[cand]) >= -_TOL
        if is_corner[u]:
            # Leaving corner u, tangent there too.
            tangent &= (ddx * tpy[u] - ddy * tpx[u]) * (ddx * tny[u] - ddy * tnx[u]) >= -_TOL
        cand = cand[tangent]
        cand = cand[q.clear(pts[u], pts[cand], len(cand))]
        dist[cand] = bound[cand] = reached[cand]
        pred[cand] = u
        for nd, v in zip(dist[cand].tolist(), cand.tolist()):
            heapq.heappush(heap, (nd, v))
    return pts, dist, pred


def _figure_start(model: TableModel, figure_id: str) -> tuple[np.ndarray, float]:
    f = model.figure(figure_id)
    return np.array([f.x, f.y], dtype=float), f.radius


def reach(model: TableModel, figure_id: str, distance_cm: float, allow_crossing: bool = False) -> Reach:
    """The region the figure's centre can reach moving up to ``distance_cm`` along a true path around the
    movement-blocking obstacles (crossable ones too unless ``allow_crossing``), its base never overlapping."""
    if not distance_cm >= 0 or not math.isfinite(distance_cm):
        raise GeometryError(_("a move must be a finite number of cm >= 0, got {distance_cm}").format(
            distance_cm=distance_cm))
    start, radius = _figure_start(model, figure_id)
    fs = free_space(model, radius, allow_crossing)
    q = _query(fs, *start)
    if distance_cm == 0 or not q.inside(*start):
        return Reach(figure_id, float(distance_cm), Polygon())
    pts, dist, _previous = _dijkstra(q, start, distance_cm)
    return Reach(figure_id, float(distance_cm), _reach_area(q, pts, dist, distance_cm))


def _reach_area(q: _Query, pts: np.ndarray, dist: np.ndarray, distance_cm: float) -> shapely.Geometry:
    """The union of what each node reached with budget left sees within that budget."""
    # One batched sweep over the table's prepared edges serves all nodes, each polygon cut to its node's
    # disc in the same NumPy pass (``fancut``) rather than by a GEOS intersection per node.
    nodes = np.flatnonzero(dist < distance_cm - _TOL)
    pieces = sweep_many(pts[nodes], q.sweep, distance_cm - dist[nodes], fan=4 * _DISC_QUAD_SEGS)
    parts = shapely.get_parts(shapely.union_all(pieces)) if len(pieces) else np.zeros(0, dtype=object)
    # Pieces touching along an edge leave stray lines and points in the union: keep the surfaces.
    return shapely.union_all(parts[shapely.get_type_id(parts) == 3]) if len(parts) else Polygon()


def path_to(model: TableModel, figure_id: str, x: float, y: float, allow_crossing: bool = False,
            limit_cm: float = math.inf) -> Path | None:
    """The shortest path for the figure's centre to (x, y), or None if no path exists. With
    ``allow_crossing`` crossable obstacles do not block, and the path says which it crosses. With
    ``limit_cm`` (a move allowance) paths longer than that are not searched: None then too."""
    start, radius = _figure_start(model, figure_id)
    return shortest_path(model, start, radius, np.array([x, y], dtype=float), allow_crossing, limit_cm)


def shortest_path(model: TableModel, start: np.ndarray, radius: float, goal: np.ndarray,
                  allow_crossing: bool = False, limit_cm: float = math.inf) -> Path | None:
    """Shortest path for a base of ``radius`` from ``start`` to ``goal`` (centre positions), if not longer
    than ``limit_cm``. The search only visits corners within the limit, so a bounded path costs what the
    neighbourhood holds, not the whole table."""
    if math.isnan(limit_cm) or limit_cm < 0:
        raise GeometryError(_("a path limit must be a number of cm >= 0, got {limit_cm}").format(
            limit_cm=limit_cm))
    fs = free_space(model, radius, allow_crossing)
    q = _query(fs, *start)
    if not q.inside(*goal) or not q.inside(*start) or math.hypot(*(goal - start)) > limit_cm:
        return None
    pts, dist, pred = _dijkstra(q, start, limit_cm, goal)
    end = len(pts) - 1
    if not np.isfinite(dist[end]) or dist[end] > limit_cm:
        return None
    chain = [end]
    while chain[-1] != 0:
        chain.append(int(pred[chain[-1]]))
    points = tuple((float(pts[k][0]), float(pts[k][1])) for k in reversed(chain))
    crossings = _crossings(model, points, radius) if allow_crossing else ()
    return Path(points, float(dist[end]), crossings)


@dataclass(frozen=True, eq=False)
class PathTree:
    """Shortest paths from one start within a move allowance, searched once (``paths_from``): the paths to
    the points a dragged figure passes through cost one vectorised visibility test each, not a search."""

    figure: str
    limit_cm: float
    start: np.ndarray
    query: _Query | None  # None when the start is off the free space: no path at all
    pts: np.ndarray  # the start, then the corners within the limit
    dist: np.ndarray
    pred: np.ndarray
    to_prev: np.ndarray  # each corner's ring neighbours relative to it (zero at the start)
    to_next: np.ndarray

    def reach(self) -> Reach:
        """``reach(model, figure, limit_cm)``, to the last bit: the same search, already made."""
        if self.query is None or self.limit_cm == 0:
            return Reach(self.figure, float(self.limit_cm), Polygon())
        return Reach(self.figure, float(self.limit_cm), _reach_area(self.query, self.pts, self.dist, self.limit_cm))

    def to(self, x: float, y: float) -> Path | None:
        """``path_to(model, figure, x, y, limit_cm=limit_cm)``, to the last bit.

        The search with a goal settles corners exactly as the search without one until the goal is
        settled, and the goal is only ever arrived at: its distance is the least of each settled corner's
        distance plus the straight leg, over the legs leaving that corner tangent and in the free space.
        Ties go to the corner the search settles first (the lesser distance, then the lesser index)."""
        goal = np.array([x, y], dtype=float)
        q = self.query
        if q is None or not q.inside(*goal) or not q.inside(*self.start) \
                or math.hypot(*(goal - self.start)) > self.limit_cm:
            return None
        dx, dy = goal[0] - self.pts[:, 0], goal[1] - self.pts[:, 1]
        reached = self.dist + np.hypot(dx, dy)
        cand = np.flatnonzero((self.dist <= self.limit_cm) & (reached <= self.limit_cm))
        # Leaving corner u toward the goal, tangent there (both neighbours on one side); the start has none.
        px, py = self.to_prev[cand, 0], self.to_prev[cand, 1]
        nx, ny = self.to_next[cand, 0], self.to_next[cand, 1]
        ddx, ddy = dx[cand], dy[cand]
        cand = cand[(ddx * py - ddy * px) * (ddx * ny - ddy * nx) >= -_TOL]
        cand = cand[np.lexsort((cand, self.dist[cand], reached[cand]))]
        cand = cand[q.clear(self.pts[cand], goal, len(cand))]
        if not len(cand):
            return None
        chain = [int(cand[0])]
        while chain[-1] != 0:
            chain.append(int(self.pred[chain[-1]]))
        points = tuple((float(p[0]), float(p[1])) for p in self.pts[chain[::-1]]) + ((float(x), float(y)),)
        return Path(points, float(reached[cand[0]]), ())


def paths_from(model: TableModel, figure_id: str, limit_cm: float) -> PathTree:
    """The shortest paths from the figure to anywhere within ``limit_cm`` of path (no crossing), searched
    once: ``paths_from(...).to(x, y)`` is ``path_to(model, figure_id, x, y, limit_cm=limit_cm)`` and
    ``paths_from(...).reach()`` is ``reach(model, figure_id, limit_cm)``."""
    if not limit_cm >= 0 or not math.isfinite(limit_cm):
        raise GeometryError(_("a move must be a finite number of cm >= 0, got {distance_cm}").format(
            distance_cm=limit_cm))
    start, radius = _figure_start(model, figure_id)
    q = _query(free_space(model, radius), *start)
    if not q.inside(*start):
        empty = np.zeros((0, 2))
        return PathTree(figure_id, limit_cm, start, None, empty, np.zeros(0), np.zeros(0, np.int64), empty, empty)
    pts, dist, pred = _dijkstra(q, start, limit_cm)
    _pts, _is_corner, to_prev, to_next = _nodes(q, start, limit_cm)
    return PathTree(figure_id, limit_cm, start, q, pts, dist, pred, to_prev, to_next)


def _crossings(model: TableModel, points: tuple[Point, ...], radius: float) -> tuple[str, ...]:
    """Crossable obstacles the base overlaps along the path, in the order it meets them."""
    if len(points) < 2:
        return ()
    obstacles = model.obstacles
    line = shapely.LineString(points)
    swept = line.buffer(radius, quad_segs=_QUAD_SEGS) if radius > 0 else line
    cands = obstacles.tree.query(swept, predicate="intersects")
    cands = cands[obstacles.crossable[cands] & obstacles.blocks_movement[cands]]
    cands = cands[~shapely.touches(swept, obstacles.geoms[cands])]
    first = shapely.line_locate_point(line, shapely.centroid(shapely.intersection(obstacles.geoms[cands], swept)))
    return tuple(obstacles.items[c].id for c in cands[np.argsort(first, kind="stable")])


def walk(path: Path, distance_cm: float) -> Point:
    """The point ``distance_cm`` along a path (its end if the path is shorter)."""
    pts = np.asarray(path.points)
    if len(pts) == 1 or distance_cm <= 0:
        return path.points[0]
    line = shapely.LineString(pts)
    p = line.interpolate(min(distance_cm, line.length))
    return (float(p.x), float(p.y))
