"""Visibility polygons by an exact angular sweep over obstacle vertices, in NumPy.

The region seen from a point is bounded by rays through the obstacle vertices it sees. For every vertex
one ray is cast exactly through it (no angular epsilon): if the vertex is the nearest hit it is visible,
and if the obstacle lies wholly on one side of that ray (the ray grazes a corner) the ray goes on to the
next wall behind, giving the two polygon points at that angle in the order the sweep meets them.
Obstacles are merged first (``union_all``), so touching or overlapping ones leave no false gaps and no
edge crossings. A viewer standing on an edge sees the half-plane outside: a hit at distance 0 stops a ray
only when the ray goes into the obstacle.
"""

from __future__ import annotations

import weakref
from dataclasses import dataclass
from functools import cached_property
from typing import Callable

import numpy as np
import shapely
from shapely.geometry import Polygon, box
from shapely.geometry.polygon import orient

from tabletop.geometry.fancut import cut_to_fans
from tabletop.geometry.model import ObstacleSet, TableModel

_TOL = 1e-9
_EMPTY = shapely.Polygon()  # geometries are immutable: every empty answer can be this one
_CACHE: "weakref.WeakKeyDictionary[ObstacleSet, dict[tuple, object]]" = weakref.WeakKeyDictionary()


def ring_segments(geom: shapely.Geometry) -> np.ndarray:
    """(S, 2, 2) edges of every ring of the polygons in ``geom``, oriented with the inside on the left."""
    rings = []
    for part in shapely.get_parts(geom):
        if isinstance(part, Polygon) and not part.is_empty:
            part = orient(part, 1.0)
            rings.append(np.asarray(part.exterior.coords))
            rings += [np.asarray(r.coords) for r in part.interiors]
    if not rings:
        return np.zeros((0, 2, 2))
    return np.concatenate([np.stack([r[:-1, :2], r[1:, :2]], axis=1) for r in rings])


def box_segments(minx: float, miny: float, maxx: float, maxy: float) -> np.ndarray:
    """The four edges of a box, counter-clockwise (its inside on the left)."""
    c = np.array([[minx, miny], [maxx, miny], [maxx, maxy], [minx, maxy]], dtype=float)
    return np.stack([c, np.roll(c, -1, axis=0)], axis=1)


def sight_blockers(model: TableModel) -> tuple[np.ndarray, shapely.Geometry]:
    """The merged sight-blocking obstacles clipped to the table, and their edges; cached per obstacle set."""
    return blockers(model.obstacles, model.obstacles.blocks_sight,
                    lambda: box(0, 0, model.width_cm, model.depth_cm), ("sight", model.width_cm, model.depth_cm))


def blockers(obstacles: ObstacleSet, mask: np.ndarray, clip: Callable[[], shapely.Geometry],
             key: tuple) -> tuple[np.ndarray, shapely.Geometry]:
    """Union of the masked obstacles within ``clip()`` and its edges, cached under ``key`` for this set (the
    clip is made only when the cache misses: making a Shapely box costs more than the lookup)."""
    per_set = _CACHE.setdefault(obstacles, {})
    if key not in per_set:
        clip = clip()
        merged = shapely.intersection(shapely.union_all(obstacles.geoms[mask]), clip) if mask.any() \
            else shapely.Polygon()
        merged = shapely.get_parts(merged)
        merged = shapely.union_all(merged[shapely.get_type_id(merged) == 3]) if len(merged) else shapely.Polygon()
        shapely.prepare(merged)
        per_set[key] = (ring_segments(merged), merged)
    return per_set[key]


def sight_sweep(model: TableModel) -> SweepTable:
    """The sight blockers' edges prepared for sweeps over the whole table; cached per obstacle set."""
    per_set = _CACHE.setdefault(model.obstacles, {})
    key = ("sight sweep", model.width_cm, model.depth_cm)
    if key not in per_set:
        per_set[key] = sweep_table(sight_blockers(model)[0], (0.0, 0.0, model.width_cm, model.depth_cm))
    return per_set[key]


def visibility_polygon(model: TableModel, x: float, y: float) -> shapely.Geometry:
    """The part of the table seen from (x, y) past the sight-blocking obstacles; nothing from inside one
    (a figure in a smoke cloud sees nothing)."""
    _, merged = sight_blockers(model)
    if shapely.contains_xy(merged, x, y):
        return _EMPTY
    return sweep_many(np.array([[x, y]], dtype=float), sight_sweep(model))[0]


@dataclass(frozen=True, eq=False)
class SweepTable:
    """What a sweep needs of its edges and box whatever the viewer: built once per table, so that a sweep
    from a point costs only its rays (the edges clipped to the box, their ends as shared vertices, the
    edges meeting at each vertex)."""

    bounds: tuple[float, float, float, float]
    segs: np.ndarray  # (S, 2, 2) edges clipped to the box, inside on the left
    lo: np.ndarray  # (S, 2) their bounding boxes
    hi: np.ndarray
    edge: np.ndarray  # (S, 2) end minus start
    edge_len: np.ndarray  # (S,)
    verts: np.ndarray  # (V, 2) edge ends and box corners, each once
    seg_vert: np.ndarray  # (S, 2) vertex index of each edge's ends
    corner_vert: np.ndarray  # (4,) vertex index of the box's corners
    into_vertex: np.ndarray  # (V,) the edge ending at each vertex, -1 if none
    out_of_vertex: np.ndarray  # (V,) the edge starting there, -1 if none
    vertex_first: np.ndarray  # (V,) where each vertex's edge ends start in ``vertex_other``
    vertex_count: np.ndarray  # (V,)
    vertex_other: np.ndarray  # (2S, 2) the other end of each edge at a vertex, relative to that vertex

    @cached_property
    def tree(self) -> shapely.STRtree:
        """The edges in a tree, for sweeps cut to discs (built on the first such sweep)."""
        return shapely.STRtree(shapely.linestrings(self.segs) if len(self.segs) else np.zeros(0, dtype=object))


def sweep_table(segments: np.ndarray, bounds: tuple[float, float, float, float]) -> SweepTable:
    """Prepare ``segments`` (polygon edges with the inside on their left, as ``ring_segments`` gives them)
    for sweeps within the box ``bounds``."""
    segs = clip_segments(segments, bounds)
    corners = box_segments(*bounds)[:, 0]
    verts, seg_vert = np.unique(np.concatenate([segs.reshape(-1, 2), corners]), axis=0, return_inverse=True)
    seg_vert = seg_vert.reshape(-1)
    corner_vert = seg_vert[2 * len(segs):]
    seg_vert = seg_vert[:2 * len(segs)].reshape(-1, 2)
    edge = segs[:, 1] - segs[:, 0]
    into_vertex = np.full(len(verts), -1)
    out_of_vertex = np.full(len(verts), -1)
    into_vertex[seg_vert[:, 1]] = np.arange(len(segs))
    out_of_vertex[seg_vert[:, 0]] = np.arange(len(segs))
    # Each edge end, grouped by vertex: (vertex, the other end of that edge).
    vi = np.concatenate([seg_vert[:, 0], seg_vert[:, 1]])
    other = np.concatenate([segs[:, 1], segs[:, 0]])
    order = np.argsort(vi, kind="stable")
    vi, other = vi[order], other[order] - verts[vi[order]]
    return SweepTable(bounds, segs, segs.min(axis=1) if len(segs) else np.zeros((0, 2)),
                      segs.max(axis=1) if len(segs) else np.zeros((0, 2)), edge, np.hypot(edge[:, 0], edge[:, 1]),
                      verts, seg_vert, corner_vert, into_vertex, out_of_vertex,
                      np.searchsorted(vi, np.arange(len(verts))), np.bincount(vi, minlength=len(verts)), other)


def sweep(origin: np.ndarray, segments: np.ndarray, bounds: tuple[float, float, float, float]) -> shapely.Geometry:
    """Visibility polygon from ``origin`` among ``segments`` (polygon edges with the inside on their left,
    as ``ring_segments`` gives them) within the box ``bounds``."""
    return sweep_many(np.asarray(origin, dtype=float)[None], sweep_table(segments, bounds))[0]


def sweep_many(origins: np.ndarray, table: SweepTable, radii: np.ndarray | None = None, fan: int = 0,
               cut: bool = True) -> np.ndarray:
    """Visibility polygons from each of the (K, 2) ``origins`` at once (one NumPy pass over every ray of
    every origin), as an array of K geometries.

    With ``radii`` each polygon is meant to be cut to a regular ``fan``-gon inscribed in its origin's
    circle of that radius (a Shapely buffer of ``fan // 4`` segments per quarter, first corner along +x):
    edges further away cannot hide anything nearer, so they are left out, and one more ray goes through
    each corner of the fan-gon that it reaches. Without those rays the polygon's edge between two far ray
    ends could cut a chord across the circle where a left-out edge once stood; with them, every edge
    between two ray ends beyond the circle stays outside the fan-gon, and the cut polygon is exact. With
    ``cut`` (the default) the polygons come cut (``fancut``); without, the caller cuts them."""
    bounds, segs, verts, seg_vert = table.bounds, table.segs, table.verts, table.seg_vert
    corner_vert = table.corner_vert
    e = table.edge
    if radii is not None:
        # Only an edge whose box meets an origin's disc's box (with a hair of slack for rounding) can come
        # within its radius: the table's tree gives those pairs, the exact distance then decides.
        radii = np.asarray(radii, dtype=float)
        r = radii + 1e-9
        boxes = shapely.box(origins[:, 0] - r, origins[:, 1] - r, origins[:, 0] + r, origins[:, 1] + r)
        ko, si = table.tree.query(boxes)
        order = np.lexsort((si, ko))
        ko, si = ko[order], si[order]
        rel = origins[ko] - segs[si, 0]
        # From outside, a ray first meets an obstacle on an edge facing the viewer (the viewer on its right,
        # outside): the edges facing away, and the corners between two of them, are never seen.
        facing = e[si, 0] * rel[:, 1] - e[si, 1] * rel[:, 0] <= _TOL * table.edge_len[si]
        ko, si = ko[facing], si[facing]
        keep = segment_distances(origins[ko], segs[si, 0], segs[si, 1]) <= radii[ko]
        ko, si = ko[keep], si[keep]
    else:
        rel_a = origins[:, None, :] - segs[None, :, 0]
        ko, si = np.nonzero(e[None, :, 0] * rel_a[..., 1] - e[None, :, 1] * rel_a[..., 0] <= _TOL * table.edge_len)
    # Where an origin stands on an end of an edge it uses, at a plain corner: the vertex there (-1 elsewhere).
    corner = _own_corner(table, si, np.all(segs[si, 0] == origins[ko], axis=1),
                         np.all(segs[si, 1] == origins[ko], axis=1))
    # One ray from each origin through each end of the edges it uses, and through the box's corners.
    n_v = len(verts)
    ko_all = np.arange(len(origins))
    # Each (origin, vertex) once, in order: marks on a flat grid cost less than sorting the pairs.
    marked = np.zeros(len(origins) * n_v, dtype=bool)
    marked[ko * n_v + seg_vert[si, 0]] = True
    marked[ko * n_v + seg_vert[si, 1]] = True
    marked[(ko_all[:, None] * n_v + corner_vert[None, :]).ravel()] = True
    pairs = np.flatnonzero(marked)
    ray_o, ray_v = pairs // n_v, pairs % n_v
    rel = verts[ray_v] - origins[ray_o]
    dist = np.hypot(rel[:, 0], rel[:, 1])
    away = dist > _TOL
    ray_o, ray_v, rel, dist = ray_o[away], ray_v[away], rel[away], dist[away]
    dirs = rel / dist[:, None]
    origin = origins[ray_o]
    if fan:
        theta = np.arange(fan) * (2 * np.pi / fan)
        fan_o = np.repeat(np.arange(len(origins)), fan)
        fan_dirs = np.tile(np.stack([np.cos(theta), np.sin(theta)], axis=1), (len(origins), 1))
    else:
        fan_o, fan_dirs = np.zeros(0, dtype=np.int64), np.zeros((0, 2))
    if fan and (corner >= 0).any():
        # A fan ray from a corner into its obstacle stops there, short of the circle: it would be dropped
        # below, so it is not cast.
        c_origin, first = np.unique(ko[corner >= 0], return_index=True)
        rays = (c_origin[:, None] * fan + np.arange(fan)).ravel()
        into = _enters_corner(fan_dirs[rays], corner[corner >= 0][first], np.full(len(c_origin), fan), table)
        cast = np.ones(len(fan_o), dtype=bool)
        cast[rays[into]] = False
        fan_o, fan_dirs = fan_o[cast], fan_dirs[cast]
    all_o, all_dirs = np.concatenate([ray_o, fan_o]), np.concatenate([dirs, fan_dirs])
    hits = np.minimum(_ray_hits(origins, all_o, all_dirs, table, ko, si, corner),
                      _box_exit(origins[all_o], all_dirs, bounds))
    nearest, fan_nearest = hits[:len(ray_o)], hits[len(ray_o):]
    if fan:
        # A fan ray stopped inside the circle ends on an edge between two other ray ends on that edge: it
        # adds nothing but a vertex. Only those reaching the circle are kept.
        far_enough = fan_nearest >= radii[fan_o]
        fan_o, fan_dirs, fan_nearest = fan_o[far_enough], fan_dirs[far_enough], fan_nearest[far_enough]
    # A viewer on an edge or corner: rays going into the obstacle stop at once, the viewer is a corner.
    into = nearest <= _TOL
    seen = (nearest >= dist - 1e-7 * np.maximum(dist, 1.0)) | into
    ray_o, ray_v, dist, dirs, origin, nearest, into = (
        v[seen] for v in (ray_o, ray_v, dist, dirs, origin, nearest, into))
    pts = np.where(into[:, None], origin, verts[ray_v])
    dist = np.where(into, 0.0, dist)
    grazes = nearest > dist + 1e-7 * np.maximum(dist, 1.0)
    far = origin + dirs * nearest[:, None]
    left = _left_of_ray(table, ray_v, dirs)

    angle = np.arctan2(dirs[:, 1], dirs[:, 0])
    owner = np.concatenate([ray_o, ray_o[grazes]])
    pts = np.concatenate([pts, far[grazes]])
    keys_angle = np.concatenate([angle, angle[grazes]])
    keys_dist = np.concatenate([dist, nearest[grazes]])
    left_graze = np.concatenate([left & grazes, (left & grazes)[grazes]])
    # A viewer on the box's edge is a corner of what it sees, where the rays leave the box.
    edge_o, outward = _outward(origins, bounds)
    owner = np.concatenate([owner, edge_o])
    pts = np.concatenate([pts, origins[edge_o]])
    keys_angle = np.concatenate([keys_angle, np.arctan2(outward[:, 1], outward[:, 0])])
    keys_dist = np.concatenate([keys_dist, np.zeros(len(edge_o))])
    left_graze = np.concatenate([left_graze, np.zeros(len(edge_o), dtype=bool)])
    # The fan's rays end where they first meet an edge (at the origin when they go into an obstacle).
    owner = np.concatenate([owner, fan_o])
    pts = np.concatenate([pts, origins[fan_o] + fan_dirs * fan_nearest[:, None]])
    keys_angle = np.concatenate([keys_angle, np.arctan2(fan_dirs[:, 1], fan_dirs[:, 0])])
    keys_dist = np.concatenate([keys_dist, fan_nearest])
    left_graze = np.concatenate([left_graze, np.zeros(len(fan_o), dtype=bool)])

    # Points on one ray form a group (atan2 of collinear points can differ in the last bit). When a corner's
    # obstacle lies on the counter-clockwise side the sweep meets the far wall first, then the corner, so
    # that group runs inwards; otherwise outwards.
    by_angle = np.lexsort((keys_angle, owner))
    o_sorted, a_sorted = owner[by_angle], keys_angle[by_angle]
    new_group = np.ones(len(by_angle), dtype=bool)
    new_group[1:] = (np.diff(a_sorted) > 1e-10) | (np.diff(o_sorted) != 0)
    group = np.cumsum(new_group) - 1
    inwards = np.bincount(group, weights=left_graze[by_angle]) > 0
    signed = keys_dist[by_angle] * np.where(inwards[group], -1.0, 1.0)
    order = by_angle[np.lexsort((signed, group))]
    pts, owner = pts[order], owner[order]
    keep = np.ones(len(pts), dtype=bool)
    keep[1:] = np.any(np.abs(np.diff(pts, axis=0)) > _TOL, axis=1) | (np.diff(owner) != 0)
    pts, owner = pts[keep], owner[keep]
    if radii is not None and fan and cut:
        pts, owner = cut_to_fans(pts, owner, origins, radii, fan)
    return _polygons(pts, owner, len(origins))


def segment_distances(points: np.ndarray, starts: np.ndarray, ends: np.ndarray) -> np.ndarray:
    """(P,) distance from each point to the segment beside it (points may be one point for all)."""
    d = ends - starts
    length2 = d[:, 0] * d[:, 0] + d[:, 1] * d[:, 1]
    rel = points - starts
    t = np.clip((rel[:, 0] * d[:, 0] + rel[:, 1] * d[:, 1]) / np.where(length2 > 0, length2, 1.0), 0.0, 1.0)
    return np.hypot(rel[:, 0] - t * d[:, 0], rel[:, 1] - t * d[:, 1])


def _left_of_ray(table: SweepTable, ray_v: np.ndarray, dirs: np.ndarray) -> np.ndarray:
    """Whether an edge at each ray's corner lies to the left (counter-clockwise side) of the ray."""
    other = table.vertex_other
    ray_of, edge = expand_runs(table.vertex_first[ray_v], table.vertex_count[ray_v])
    d = dirs[ray_of]
    side = d[:, 0] * other[edge, 1] - d[:, 1] * other[edge, 0]
    left = np.zeros(len(ray_v), dtype=bool)
    left[ray_of[side > _TOL]] = True
    return left


def expand_runs(first: np.ndarray, count: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """For rows with ``count[i]`` items starting at ``first[i]``: (row of each item, item index)."""
    row = np.repeat(np.arange(len(count)), count)
    item = np.repeat(first - np.concatenate([[0], np.cumsum(count)[:-1]]), count) + np.arange(len(row))
    return row, item


def _polygons(pts: np.ndarray, owner: np.ndarray, n: int) -> np.ndarray:
    """One polygon per owner from its points in order; empty where fewer than 3. Rays running along an
    edge leave zero-width spikes, which are dropped to keep the surface."""
    out = np.full(n, _EMPTY, dtype=object)
    # A ring that came back to its first point needs no closing duplicate.
    first = np.searchsorted(owner, owner)
    last = np.ones(len(owner), dtype=bool)
    last[:-1] = owner[1:] != owner[:-1]
    closing = last & np.all(np.abs(pts - pts[first]) <= _TOL, axis=1) & (first != np.arange(len(owner)))
    pts, owner = pts[~closing], owner[~closing]
    counts = np.bincount(owner, minlength=n)
    ok = counts >= 3
    take = ok[owner]
    if ok.any():
        kept = owner[take]  # sorted: each ring's index counts the owners before it
        rings = shapely.linearrings(pts[take], indices=np.cumsum(np.diff(kept, prepend=kept[0]) != 0))
        polys = shapely.polygons(rings)
        bad = ~shapely.is_valid(polys)
        for k in np.flatnonzero(bad):
            parts = shapely.get_parts(shapely.make_valid(polys[k]))
            polys[k] = shapely.union_all(parts[shapely.get_type_id(parts) == 3])
        out[np.flatnonzero(ok)] = polys
    return out


def _outward(origins: np.ndarray, bounds: tuple[float, float, float, float]) -> tuple[np.ndarray, np.ndarray]:
    """Origins on the box's edge and the outward direction there (the diagonal at a corner)."""
    minx, miny, maxx, maxy = bounds
    x = np.where(origins[:, 0] <= minx + _TOL, -1.0, np.where(origins[:, 0] >= maxx - _TOL, 1.0, 0.0))
    y = np.where(origins[:, 1] <= miny + _TOL, -1.0, np.where(origins[:, 1] >= maxy - _TOL, 1.0, 0.0))
    on_edge = np.flatnonzero((x != 0) | (y != 0))
    return on_edge, np.stack([x[on_edge], y[on_edge]], axis=1)


def clip_segments(segments: np.ndarray, bounds: tuple[float, float, float, float]) -> np.ndarray:
    """The parts of (S, 2, 2) segments inside a box (Liang-Barsky), so that where an edge leaves the box
    becomes a vertex of the sweep."""
    if len(segments) == 0:
        return segments
    minx, miny, maxx, maxy = bounds
    lo, hi = segments.min(axis=1), segments.max(axis=1)
    segments = segments[(hi[:, 0] >= minx) & (lo[:, 0] <= maxx) & (hi[:, 1] >= miny) & (lo[:, 1] <= maxy)]
    p0, d = segments[:, 0], segments[:, 1] - segments[:, 0]
    t0, t1 = np.zeros(len(segments)), np.ones(len(segments))
    for k, lo, hi in ((0, minx, maxx), (1, miny, maxy)):
        with np.errstate(divide="ignore", invalid="ignore"):
            a, b = (lo - p0[:, k]) / d[:, k], (hi - p0[:, k]) / d[:, k]
        flat = d[:, k] == 0
        inside = (p0[:, k] >= lo) & (p0[:, k] <= hi)
        t0 = np.where(flat, np.where(inside, t0, np.inf), np.maximum(t0, np.minimum(a, b)))
        t1 = np.where(flat, np.where(inside, t1, -np.inf), np.minimum(t1, np.maximum(a, b)))
    keep = t1 > t0
    p0, p1, d, t0, t1 = p0[keep], segments[keep, 1], d[keep], t0[keep], t1[keep]
    # Ends that stay are kept bit for bit: neighbouring edges must still share their corner exactly.
    a = np.where((t0 == 0)[:, None], p0, p0 + d * t0[:, None])
    b = np.where((t1 == 1)[:, None], p1, p0 + d * t1[:, None])
    return np.stack([a, b], axis=1)


def _ray_hits(origins: np.ndarray, ray_o: np.ndarray, dirs: np.ndarray, table: SweepTable,
              used_o: np.ndarray, used_s: np.ndarray, corner: np.ndarray) -> np.ndarray:
    """Distance along each ray to the first obstacle edge that stops it (inf if none). Ray ``r`` leaves
    ``origins[ray_o[r]]``; origin ``used_o[j]`` looks at edge ``used_s[j]``, standing on its corner
    ``corner[j]`` (``_own_corner``). Each edge is tested only
    against the rays within its angular span, found by a sorted search, not against every ray. A hit
    at a corner, or at distance 0 (a viewer on an edge or corner), stops the ray only if the ray goes on
    into the obstacle (inside on the edges' left), so rays graze corners and run along edges."""
    nearest = np.full(len(ray_o), np.inf)
    if len(used_s) == 0 or len(ray_o) == 0:
        return nearest
    segs, seg_vert = table.segs, table.seg_vert
    # Rays sorted by (origin, angle); each edge's angular span from its origin picks a run of them.
    key = ray_o * 8.0 + np.arctan2(dirs[:, 1], dirs[:, 0]) + np.pi
    by_key = np.argsort(key, kind="stable")
    key = key[by_key]
    a = segs[used_s, 0] - origins[used_o]
    b = segs[used_s, 1] - origins[used_o]
    # A viewer standing on a corner (every node of a reach's sweep) meets both edges there at distance 0 on
    # each of its rays: whether a ray stops depends only on those two edges, decided once per ray below
    # instead of once per ray and edge among the rest (there, they would be most of the pairs).
    at_corner = corner >= 0
    if at_corner.any():
        _stop_into_corner(nearest, key, by_key, used_o[at_corner], corner[at_corner], dirs, table)
        rest = ~at_corner
        used_o, used_s, a, b = used_o[rest], used_s[rest], a[rest], b[rest]
    ta, tb = np.arctan2(a[:, 1], a[:, 0]) + np.pi, np.arctan2(b[:, 1], b[:, 0]) + np.pi
    lo, hi = np.minimum(ta, tb), np.maximum(ta, tb)
    e = segs[used_s, 1] - segs[used_s, 0]
    through = np.abs(e[:, 0] * a[:, 1] - e[:, 1] * a[:, 0]) <= _TOL * np.hypot(e[:, 0], e[:, 1])
    # An edge across the branch cut spans two runs; a viewer on an edge's line may meet it at any angle.
    wraps = (hi - lo > np.pi) & ~through
    spans = [(np.where(through, 0.0, np.where(wraps, hi, lo)), np.where(through | wraps, 2 * np.pi, hi),
              np.arange(len(used_s))),
             (np.zeros(wraps.sum()), lo[wraps], np.flatnonzero(wraps))]
    hit_ray, hit_seg = [], []
    for start, stop, which in spans:
        base = used_o[which] * 8.0
        first = np.searchsorted(key, base + start - 1e-9, side="left")
        last = np.searchsorted(key, base + stop + 1e-9, side="right")
        row, item = expand_runs(first, np.maximum(last - first, 0))
        hit_ray.append(by_key[item])
        hit_seg.append(which[row])
    r, j = np.concatenate(hit_ray), np.concatenate(hit_seg)
    si = used_s[j]
    p = a[j]  # a run holds only its edge's origin's rays
    e = e[j]
    d = dirs[r]
    denom = d[:, 0] * e[:, 1] - d[:, 1] * e[:, 0]
    ok = np.abs(denom) > 1e-12
    safe = np.where(ok, denom, 1.0)
    t = (p[:, 0] * e[:, 1] - p[:, 1] * e[:, 0]) / safe
    s = (p[:, 0] * d[:, 1] - p[:, 1] * d[:, 0]) / safe
    hit = ok & (t >= -_TOL) & (s >= -_TOL) & (s <= 1 + _TOL)
    r, si, t, s, d = r[hit], si[hit], np.maximum(t[hit], 0.0), s[hit], d[hit]
    at_start, at_end = s <= _TOL, s >= 1 - _TOL
    unsure = np.flatnonzero(at_start | at_end | (t <= _TOL))
    if len(unsure):
        # The edges meeting at the corner hit (the edge itself when the hit is inside it).
        su = si[unsure]
        e_in = np.where(at_start[unsure], table.into_vertex[seg_vert[su, 0]], su)
        e_out = np.where(at_end[unsure], table.out_of_vertex[seg_vert[su, 1]], su)
        e_in, e_out = np.where(e_in < 0, su, e_in), np.where(e_out < 0, su, e_out)
        du = d[unsure]
        u_in = table.edge[e_in] / table.edge_len[e_in][:, None]
        u_out = table.edge[e_out] / table.edge_len[e_out][:, None]
        left_in = u_in[:, 0] * du[:, 1] - u_in[:, 1] * du[:, 0] > 1e-12
        left_out = u_out[:, 0] * du[:, 1] - u_out[:, 1] * du[:, 0] > 1e-12
        convex = u_in[:, 0] * u_out[:, 1] - u_in[:, 1] * u_out[:, 0] >= 0
        enters = np.where(convex, left_in & left_out, left_in | left_out)
        t[unsure[~enters]] = np.inf
    np.minimum.at(nearest, r, t)
    return nearest


def _own_corner(table: SweepTable, used_s: np.ndarray, starts_here: np.ndarray, ends_here: np.ndarray
                ) -> np.ndarray:
    """For each (origin, edge) pair, the vertex the origin stands on when it is that edge's start or end
    (``starts_here``, ``ends_here``) and a plain corner there (one edge in, one edge out); -1 otherwise."""
    v = np.where(starts_here, table.seg_vert[used_s, 0], np.where(ends_here, table.seg_vert[used_s, 1], -1))
    plain = v >= 0
    w = v[plain]
    plain[plain] = (table.vertex_count[w] == 2) & (table.into_vertex[w] >= 0) & (table.out_of_vertex[w] >= 0)
    return np.where(plain, v, -1)


def _stop_into_corner(nearest: np.ndarray, key: np.ndarray, by_key: np.ndarray, origin_of: np.ndarray,
                      vertex_of: np.ndarray, dirs: np.ndarray, table: SweepTable) -> None:
    """Stop at distance 0 every ray of an origin standing on a corner that goes into the obstacle there.

    ``origin_of[k]`` stands on corner ``vertex_of[k]``; ``key`` (sorted, ``by_key`` its order) holds each
    ray's origin * 8 + angle."""
    origin, first = np.unique(origin_of, return_index=True)
    lo = np.searchsorted(key, origin * 8.0, side="left")
    hi = np.searchsorted(key, origin * 8.0 + 7.0, side="left")  # angles + pi stay below 7
    r = by_key[expand_runs(lo, hi - lo)[1]]
    nearest[r[_enters_corner(dirs[r], vertex_of[first], hi - lo, table)]] = 0.0


def _enters_corner(dirs: np.ndarray, vertex: np.ndarray, count: np.ndarray, table: SweepTable) -> np.ndarray:
    """Whether each ray from a corner goes into the obstacle there: ``dirs`` holds ``count[k]`` rays from
    corner ``vertex[k]``, then those of the next. This is what the general test decides for the ray and
    either edge at the corner (both meet it at distance 0): the edge into the corner and the one out of it
    say whether the ray enters, and a ray parallel to both meets neither."""
    dx, dy = dirs[:, 0], dirs[:, 1]
    # Per corner, then repeated over its run of rays.
    e_in, e_out = table.into_vertex[vertex], table.out_of_vertex[vertex]
    ix, iy = table.edge[e_in].T
    ox, oy = table.edge[e_out].T
    uix, uiy = ix / table.edge_len[e_in], iy / table.edge_len[e_in]
    uox, uoy = ox / table.edge_len[e_out], oy / table.edge_len[e_out]
    convex = np.repeat(uix * uoy - uiy * uox >= 0, count)
    ix, iy, ox, oy, uix, uiy, uox, uoy = (np.repeat(v, count) for v in (ix, iy, ox, oy, uix, uiy, uox, uoy))
    meets = (np.abs(dx * iy - dy * ix) > 1e-12) | (np.abs(dx * oy - dy * ox) > 1e-12)
    left_in = uix * dy - uiy * dx > 1e-12
    left_out = uox * dy - uoy * dx > 1e-12
    return meets & np.where(convex, left_in & left_out, left_in | left_out)


def _box_exit(origin: np.ndarray, dirs: np.ndarray, bounds: tuple[float, float, float, float]) -> np.ndarray:
    """Distance along each ray to where it leaves the box (0 for a viewer on the edge looking out)."""
    minx, miny, maxx, maxy = bounds
    out = np.full(len(dirs), np.inf)
    with np.errstate(divide="ignore", invalid="ignore"):
        for k, lo, hi in ((0, minx, maxx), (1, miny, maxy)):
            dk = dirs[:, k]
            limit = np.where(dk > 0, (hi - origin[:, k]) / dk, np.where(dk < 0, (lo - origin[:, k]) / dk, np.inf))
            out = np.minimum(out, np.maximum(limit, 0.0))
    return out
