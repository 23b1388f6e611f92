"""Peer libraries timed on the geometry benchmark's tables: pyvisgraph (shortest paths) and VisiLibity
(visibility polygons). Both are optional and benchmark-only (``packaging/bench-peers.sh`` installs them);
``benchmarks/geometry.py`` drives them when they import.

Each driver feeds the peer the very geometry Tabletop measures on: pyvisgraph gets Tabletop's own free-space
blockers (obstacles inflated by the base radius, merged), VisiLibity the merged sight blockers as holes in
the table. Results are cross-checked against Tabletop's (path lengths, polygon areas); a disagreement is
printed, it is not a test failure.
"""

from __future__ import annotations

import importlib
import os
import time
from dataclasses import dataclass
from typing import Any, Callable

import numpy as np
import shapely
from shapely.geometry import Polygon, box
from shapely.geometry.polygon import orient

from tabletop.geometry import TableModel
from tabletop.geometry.movement import free_space
from tabletop.geometry.visibility import sight_blockers, visibility_polygon

PEERS = (("visilibity", "visibility polygons"), ("pyvisgraph", "shortest paths"))
# pyvisgraph builds its graph in pure Python, in time growing with the square of the vertex count: the club
# table's ~900 vertices take seconds, the stress table's ~3100 about a minute on two cores.
PYVISGRAPH_MAX_VERTICES = 1500
LENGTH_TOL_CM = 1e-6
AREA_TOL_CM2 = 1e-6
VISILIBITY_EPS = 1e-6
REFEREE_VIEWERS = 3  # disagreeing viewers settled by the naive ray cast (seconds each on the stress table)


def importable(name: str) -> bool:
    """Whether the peer imports (pyvisgraph also needs tqdm, which it does not declare)."""
    try:
        importlib.import_module(name)
    except ImportError:
        return False
    return True


def missing_notes() -> list[str]:
    return [f"peer {name} ({use}): not installed, not timed" for name, use in PEERS if not importable(name)]


def timed_results(fn: Callable[[int], Any], count: int) -> tuple[np.ndarray, list[Any]]:
    """Milliseconds and results for fn(0) .. fn(count - 1): the cross-checks need what the peer returned."""
    ms, results = np.empty(count), []
    for i in range(count):
        t = time.perf_counter()
        results.append(fn(i))
        ms[i] = (time.perf_counter() - t) * 1000
    return ms, results


@dataclass(frozen=True)
class PathQueries:
    """The start/goal pairs Tabletop's ``path_to`` was timed on, its per-query milliseconds and lengths."""

    starts: np.ndarray  # (Q, 2)
    goals: np.ndarray  # (Q, 2)
    radius: float
    tabletop_ms: np.ndarray  # (Q,)
    tabletop_lengths: np.ndarray  # (Q,)


@dataclass(frozen=True)
class Viewers:
    """The viewer points Tabletop's ``visibility_polygon`` was timed on and its per-viewer milliseconds."""

    points: np.ndarray  # (Q, 2)
    tabletop_ms: np.ndarray  # (Q,)


def filled_blockers(parts: np.ndarray) -> np.ndarray:
    """Merged blockers with their interior rings filled, and any blocker standing in another's pocket
    dropped: both peers take simple polygons that never overlap. A pocket is cut off from the rest of the
    table, so queries starting in one are left out."""
    filled = np.array([Polygon(p.exterior) for p in parts if not p.is_empty], dtype=object)
    if len(filled) == 0:
        return filled
    inner, outer = shapely.STRtree(filled).query(filled, predicate="within")
    nested = np.zeros(len(filled), dtype=bool)
    nested[inner[inner != outer]] = True
    return filled[~nested]


# ---- pyvisgraph ---------------------------------------------------------------------------------------------

def compare_pyvisgraph(model: TableModel, queries: PathQueries, slow: bool) -> tuple[list[str], dict[str, Any]]:
    """Shortest paths with pyvisgraph over Tabletop's free-space blockers, on the same start/goal pairs."""
    import pyvisgraph as pvg

    fs = free_space(model, queries.radius)
    filled = filled_blockers(fs.parts)
    vertices = sum(len(p.exterior.coords) - 1 for p in filled)
    if vertices > PYVISGRAPH_MAX_VERTICES and not slow:
        return [f"  path        pyvisgraph not timed (--skip-slow-peers): its pure-Python build grows with the "
                f"square of the {vertices} vertices (about a minute on two cores)"], {}
    # Starts are on free ground, so a start inside a filled blocker is in one of its pockets.
    in_pocket = (np.asarray(shapely.contains_xy(shapely.multipolygons(filled), *queries.starts.T), dtype=bool)
                 if len(filled) else np.zeros(len(queries.starts), dtype=bool))
    keep = np.flatnonzero(~in_pocket)
    if len(keep) == 0:
        return ["  path        pyvisgraph not timed: every start lies in a pocket it cannot represent"], {}
    polygons = [[pvg.Point(float(x), float(y)) for x, y in np.asarray(p.exterior.coords)[:-1]] for p in filled]
    workers = min(2, os.cpu_count() or 1)  # the build is CPU-bound pure Python: a second core halves it
    t = time.perf_counter()
    graph = pvg.VisGraph()
    graph.build(polygons, workers=workers, status=False)
    build_ms = (time.perf_counter() - t) * 1000

    def query(i: int) -> list[Any]:
        a, b = queries.starts[keep[i]], queries.goals[keep[i]]
        return graph.shortest_path(pvg.Point(float(a[0]), float(a[1])), pvg.Point(float(b[0]), float(b[1])))

    ms, paths = timed_results(query, len(keep))
    coords = [np.array([(p.x, p.y) for p in path]) for path in paths]
    lengths = np.array([np.hypot(*np.diff(c, axis=0).T).sum() for c in coords])
    diff = np.abs(lengths - queries.tabletop_lengths[keep])
    # pyvisgraph knows no table edge, so it may walk round an obstacle crossing the edge off the table.
    minx, miny, maxx, maxy = fs.bounds
    off_table = sum(bool(((c < (minx - 1e-9, miny - 1e-9)) | (c > (maxx + 1e-9, maxy + 1e-9))).any())
                    for c in coords)
    ours, theirs = float(np.median(queries.tabletop_ms[keep])), float(np.median(ms))
    pocket_note = f", {int(in_pocket.sum())} starting in a pocket left out" if in_pocket.any() else ""
    line = (f"  path        Tabletop {ours:.3f} ms, pyvisgraph {theirs:.1f} ms: {theirs / ours:.1f}x "
            f"(pyvisgraph's graph of {vertices} vertices built once in {build_ms / 1000:.1f} s on {workers} "
            f"process{'es' if workers > 1 else ''}; {len(keep)} paths{pocket_note}: max |length difference| "
            f"{diff.max():.2g} cm, {int((diff > LENGTH_TOL_CM).sum())} beyond {LENGTH_TOL_CM:g} cm, "
            f"{off_table} leaving the table)")
    return [line], {"pyvisgraph_path_ms": round(theirs, 3), "pyvisgraph_build_ms": round(build_ms, 1),
                    "pyvisgraph_max_length_diff_cm": float(f"{diff.max():.3g}"),
                    "speedup_vs_peer": {"path": round(theirs / ours, 1)}}


# ---- VisiLibity ---------------------------------------------------------------------------------------------

@dataclass(frozen=True)
class _Environments:
    """One VisiLibity environment per free region of the table (obstacles touching the edge can cut a
    corner off), with the filled blockers viewers must not stand in."""

    regions: np.ndarray  # shapely polygons
    environments: list[Any]
    valid: list[bool]
    filled: shapely.Geometry


def _ring(vis: Any, coords: np.ndarray) -> Any:
    return vis.Polygon([vis.Point(float(x), float(y)) for x, y in coords[:-1]])


def visilibity_environments(model: TableModel) -> _Environments:
    """The table with the merged sight blockers as VisiLibity wants them: holes simple, disjoint and strictly
    inside the outer boundary; outer boundary counter-clockwise, holes clockwise."""
    import visilibity as vis

    _, merged = sight_blockers(model)
    table = box(0, 0, model.width_cm, model.depth_cm)
    filled = filled_blockers(shapely.get_parts(merged))
    # Blockers reaching the table edge cannot be holes: they are cut out of the outer boundary instead.
    at_edge = shapely.dwithin(filled, table.exterior, VISILIBITY_EPS) if len(filled) else np.zeros(0, dtype=bool)
    free = table.difference(shapely.union_all(filled[at_edge])) if at_edge.any() else table
    regions = shapely.get_parts(free)
    regions = regions[shapely.get_type_id(regions) == 3]
    holes = filled[~at_edge]
    environments, valid = [], []
    for region in regions:
        region = orient(region, 1.0)
        inside = holes[shapely.within(holes, region)] if len(holes) else holes
        rings = [_ring(vis, np.asarray(region.exterior.coords))]
        rings += [_ring(vis, np.asarray(r.coords)) for r in orient(region, -1.0).interiors]
        rings += [_ring(vis, np.asarray(orient(h, -1.0).exterior.coords)) for h in inside]
        env = vis.Environment(rings)
        environments.append(env)
        valid.append(bool(env.is_valid(VISILIBITY_EPS)))
    blocked = shapely.union_all(filled) if len(filled) else Polygon()
    shapely.prepare(blocked)
    return _Environments(regions, environments, valid, blocked)


def _region_of(envs: _Environments, x: float, y: float) -> int:
    """Index of the valid environment holding (x, y), or -1 (inside a blocker or an invalid region)."""
    if shapely.contains_xy(envs.filled, x, y):
        return -1
    hits = np.flatnonzero(shapely.contains_xy(envs.regions, x, y))
    return int(hits[0]) if len(hits) and envs.valid[hits[0]] else -1


def _as_shapely(polygon: Any) -> shapely.Geometry:
    return Polygon([(polygon[k].x(), polygon[k].y()) for k in range(polygon.n())])


def compare_visilibity(model: TableModel, viewers: Viewers,
                       referee: Callable[[float, float], shapely.Geometry]) -> tuple[list[str], dict[str, Any]]:
    """Visibility polygons with VisiLibity from the same viewers; areas cross-checked from every figure, and
    the worst disagreements settled by ``referee`` (the naive ray cast)."""
    import visilibity as vis

    t = time.perf_counter()
    envs = visilibity_environments(model)
    env_ms = (time.perf_counter() - t) * 1000
    invalid = f", {envs.valid.count(False)} region(s) not epsilon-valid and left out" if not all(envs.valid) else ""
    region = np.array([_region_of(envs, x, y) for x, y in viewers.points])
    keep = np.flatnonzero(region >= 0)
    if len(keep) == 0:
        return [f"  visibility  visilibity not timed: no viewer in a valid environment{invalid}"], {}

    def query(i: int) -> Any:
        x, y = viewers.points[keep[i]]
        # Timed on VisiLibity's own output type, as Tabletop's timing ends at its own polygon.
        return vis.Visibility_Polygon(vis.Point(float(x), float(y)), envs.environments[region[keep[i]]],
                                      VISILIBITY_EPS)

    ms, _ = timed_results(query, len(keep))
    ours, theirs = float(np.median(viewers.tabletop_ms[keep])), float(np.median(ms))
    # The cross-check looks from every figure, not just the timed viewers: it costs milliseconds each.
    checked, worst = 0, []
    for x, y in model.figures.xy:
        k = _region_of(envs, x, y)
        if k < 0:
            continue
        peer = _as_shapely(vis.Visibility_Polygon(vis.Point(float(x), float(y)), envs.environments[k],
                                                  VISILIBITY_EPS))
        own = visibility_polygon(model, x, y)
        checked += 1
        worst.append((abs(peer.area - own.area), float(x), float(y), peer.area, own.area))
    worst.sort(reverse=True)
    max_diff = worst[0][0] if worst else 0.0
    beyond = [w for w in worst if w[0] > AREA_TOL_CM2]
    skipped = len(viewers.points) - len(keep)
    line = (f"  visibility  Tabletop {ours:.3f} ms, visilibity {theirs:.3f} ms: {theirs / ours:.1f}x "
            f"(environment built once in {env_ms:.1f} ms; {len(keep)} viewers"
            f"{f', {skipped} inside a blocker left out' if skipped else ''}{invalid}; area cross-check from "
            f"{checked} figures: max |difference| {max_diff:.2g} cm², {len(beyond)} beyond {AREA_TOL_CM2:g} cm²)")
    lines = [line]
    for diff, x, y, peer_area, own_area in beyond[:REFEREE_VIEWERS]:
        naive_area = referee(x, y).area
        closer = "Tabletop" if abs(naive_area - own_area) < abs(naive_area - peer_area) else "visilibity"
        lines.append(f"    from ({x:.2f}, {y:.2f}): Tabletop {own_area:.3f} cm², visilibity {peer_area:.3f} cm², "
                     f"naive ray cast {naive_area:.3f} cm²: {closer} agrees with the naive ray cast")
    return lines, {"visilibity_ms": round(theirs, 3), "visilibity_environment_ms": round(env_ms, 2),
                   "visilibity_max_area_diff_cm2": float(f"{max_diff:.3g}"),
                   "speedup_vs_peer": {"visibility": round(theirs / ours, 1)}}


def compare_peers(model: TableModel, paths: PathQueries, viewers: Viewers,
                  referee: Callable[[float, float], shapely.Geometry], slow: bool) -> tuple[list[str], dict[str, Any]]:
    """Every importable peer on one table: printed lines and the ``peers`` JSON entry (empty if none ran)."""
    lines: list[str] = []
    peers: dict[str, Any] = {}
    for name, compare in (("pyvisgraph", lambda: compare_pyvisgraph(model, paths, slow)),
                          ("visilibity", lambda: compare_visilibity(model, viewers, referee))):
        if not importable(name):
            continue
        more_lines, figures = compare()
        lines += more_lines
        speedups = {**peers.get("speedup_vs_peer", {}), **figures.pop("speedup_vs_peer", {})}
        peers.update(figures)
        if speedups:
            peers["speedup_vs_peer"] = speedups
    return lines, peers

