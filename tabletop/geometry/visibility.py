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

import numpy as np
import shapely
from shapely.geometry import Polygon, box
from shapely.geometry.polygon import orient

from tabletop.geometry.model import ObstacleSet, TableModel

_TOL = 1e-9
_STEP_IN = 1e-6  # how far along a ray a viewer on an edge looks to tell inside from outside
_CACHE: "weakref.WeakKeyDictionary[ObstacleSet, dict[tuple, tuple[np.ndarray, shapely.Geometry]]]" = \
    weakref.WeakKeyDictionary()


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
    return blockers(model.obstacles, model.obstacles.blocks_sight, box(0, 0, model.width_cm, model.depth_cm),
                    ("sight", model.width_cm, model.depth_cm))


def blockers(obstacles: ObstacleSet, mask: np.ndarray, clip: shapely.Geometry,
             key: tuple) -> tuple[np.ndarray, shapely.Geometry]:
    """Union of the masked obstacles within ``clip`` and its edges, cached under ``key`` for this set."""
    per_set = _CACHE.setdefault(obstacles, {})
    if key not in per_set:
        merged = shapely.intersection(shapely.union_all(obstacles.geoms[mask]), clip) if mask.any() \
            else shapely.Polygon()
        merged = shapely.get_parts(merged)
        merged = shapely.union_all(merged[shapely.get_type_id(merged) == 3]) if len(merged) else shapely.Polygon()
        shapely.prepare(merged)
        per_set[key] = (ring_segments(merged), merged)
    return per_set[key]


def visibility_polygon(model: TableModel, x: float, y: float) -> shapely.Geometry:
    """The part of the table seen from (x, y) past the sight-blocking obstacles; nothing from inside one
    (a figure in a smoke cloud sees nothing)."""
    segments, merged = sight_blockers(model)
    if shapely.contains_xy(merged, x, y):
        return shapely.Polygon()
    return sweep(np.array([x, y], dtype=float), segments, (0.0, 0.0, model.width_cm, model.depth_cm), merged)


def sweep(origin: np.ndarray, segments: np.ndarray, bounds: tuple[float, float, float, float],
          inside: shapely.Geometry) -> shapely.Geometry:
    """Visibility polygon from ``origin`` among ``segments`` (edges of the polygons ``inside``, inside on
    the left) within the box ``bounds``."""
    minx, miny, maxx, maxy = bounds
    segments = clip_segments(segments, bounds)
    segs = np.concatenate([segments, box_segments(*bounds)])
    verts = np.unique(segs.reshape(-1, 2), axis=0)
    rel = verts - origin
    dist = np.hypot(rel[:, 0], rel[:, 1])
    verts, rel, dist = verts[dist > _TOL], rel[dist > _TOL], dist[dist > _TOL]
    dirs = rel / dist[:, None]
    nearest = _ray_hits(origin, dirs, segs, len(segments), inside, bounds).min(axis=1)
    # A viewer on an edge or corner: rays going into the obstacle stop at once, the viewer is a corner.
    into = nearest <= _TOL
    seen = (nearest >= dist - 1e-7 * np.maximum(dist, 1.0)) | into
    verts = np.where(into[:, None], origin, verts)
    dist = np.where(into, 0.0, dist)
    verts, dirs, dist, nearest = verts[seen], dirs[seen], dist[seen], nearest[seen]
    grazes = nearest > dist + 1e-7 * np.maximum(dist, 1.0)
    far = origin + dirs * nearest[:, None]

    # Which side of the ray the corner's edges lie on orders the corner and the far wall in the sweep.
    a, b = segs[None, :, 0], segs[None, :, 1]
    at_a = np.all(np.abs(a - verts[:, None]) <= _TOL, axis=2)
    at_b = np.all(np.abs(b - verts[:, None]) <= _TOL, axis=2)
    other = np.where(at_a[..., None], b, a)
    side = dirs[:, None, 0] * (other[..., 1] - verts[:, None, 1]) - dirs[:, None, 1] * (other[..., 0] - verts[:, None, 0])
    left = ((at_a | at_b) & (side > _TOL)).any(axis=1)

    angle = np.arctan2(dirs[:, 1], dirs[:, 0])
    pts = np.concatenate([verts, far[grazes]])
    keys_angle = np.concatenate([angle, angle[grazes]])
    keys_dist = np.concatenate([dist, nearest[grazes]])
    left_graze = np.concatenate([left & grazes, (left & grazes)[grazes]])
    outward = _outward(origin, bounds)
    if outward is not None:
        # A viewer on the box's edge is a corner of what it sees, where the rays leave the box.
        pts = np.concatenate([pts, origin[None]])
        keys_angle = np.append(keys_angle, np.arctan2(outward[1], outward[0]))
        keys_dist = np.append(keys_dist, 0.0)
        left_graze = np.append(left_graze, False)
    # Points on one ray form a group (atan2 of collinear points can differ in the last bit). When a corner's
    # obstacle lies on the counter-clockwise side the sweep meets the far wall first, then the corner, so
    # that group runs inwards; otherwise outwards.
    by_angle = np.argsort(keys_angle, kind="stable")
    group = np.concatenate([[0], np.cumsum(np.diff(keys_angle[by_angle]) > 1e-10)])
    inwards = np.bincount(group, weights=left_graze[by_angle]) > 0
    signed = keys_dist[by_angle] * np.where(inwards[group], -1.0, 1.0)
    pts = pts[by_angle[np.lexsort((signed, group))]]
    keep = np.ones(len(pts), dtype=bool)
    keep[1:] = np.any(np.abs(np.diff(pts, axis=0)) > _TOL, axis=1)
    pts = pts[keep]
    if len(pts) < 3:
        return shapely.Polygon()
    poly = shapely.Polygon(pts)
    if poly.is_valid:
        return poly
    # Rays running along an edge leave zero-width spikes: keep the surface.
    parts = shapely.get_parts(shapely.make_valid(poly))
    return shapely.union_all(parts[shapely.get_type_id(parts) == 3])


def _outward(origin: np.ndarray, bounds: tuple[float, float, float, float]) -> np.ndarray | None:
    """The outward direction at a point on the box's edge (the diagonal at a corner), None inside."""
    minx, miny, maxx, maxy = bounds
    x = -1.0 if origin[0] <= minx + _TOL else 1.0 if origin[0] >= maxx - _TOL else 0.0
    y = -1.0 if origin[1] <= miny + _TOL else 1.0 if origin[1] >= maxy - _TOL else 0.0
    return None if x == 0.0 and y == 0.0 else np.array([x, y])


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
    p0, d, t0, t1 = p0[keep], d[keep], t0[keep], t1[keep]
    return np.stack([p0 + d * t0[:, None], p0 + d * t1[:, None]], axis=1)


def _ray_hits(origin: np.ndarray, dirs: np.ndarray, segs: np.ndarray, n_obstacle: int,
              inside: shapely.Geometry, bounds: tuple[float, float, float, float]) -> np.ndarray:
    """(R, S) distance along each ray to each segment, inf where it misses. The first ``n_obstacle``
    segments are obstacle edges: a hit at one of their ends (a corner), or at distance 0 (a viewer on an
    edge), stops the ray only if the ray goes on into the obstacle, so rays graze corners and run along
    edges. The remaining segments (the bounding box) stop every ray, but for a viewer on the box's edge
    only the rays leaving the box stop at once."""
    p = segs[:, 0] - origin
    e = segs[:, 1] - segs[:, 0]
    denom = dirs[:, None, 0] * e[None, :, 1] - dirs[:, None, 1] * e[None, :, 0]
    ok = np.abs(denom) > 1e-12
    safe = np.where(ok, denom, 1.0)
    t = (p[None, :, 0] * e[None, :, 1] - p[None, :, 1] * e[None, :, 0]) / safe
    s = (p[None, :, 0] * dirs[:, None, 1] - p[None, :, 1] * dirs[:, None, 0]) / safe
    hit = ok & (t >= -_TOL) & (s >= -_TOL) & (s <= 1 + _TOL)
    t = np.where(hit, np.maximum(t, 0.0), np.inf)
    unsure = hit & ((s <= _TOL) | (s >= 1 - _TOL) | (t <= _TOL))
    unsure[:, n_obstacle:] = False
    ri, si = np.nonzero(unsure)
    if len(ri):
        probe = origin + dirs[ri] * (t[ri, si] + _STEP_IN)[:, None]
        into = shapely.contains_xy(inside, probe[:, 0], probe[:, 1])
        t[ri[~into], si[~into]] = np.inf
    edge_rays = np.flatnonzero((t[:, n_obstacle:] <= _TOL).any(axis=1))
    if len(edge_rays):
        minx, miny, maxx, maxy = bounds
        probe = origin + dirs[edge_rays] * _STEP_IN
        leaving = (probe[:, 0] < minx) | (probe[:, 0] > maxx) | (probe[:, 1] < miny) | (probe[:, 1] > maxy)
        sub = t[edge_rays, n_obstacle:]
        sub[(sub <= _TOL) & ~leaving[:, None]] = np.inf
        t[edge_rays, n_obstacle:] = sub
    return t
