"""Cutting visibility polygons to the regular n-gons of their viewers' discs, in NumPy.

A visibility polygon is star-shaped around its viewer, its vertices in ray order (counter-clockwise), and
the regular ``fan``-gon inscribed in the viewer's circle (a Shapely point buffer of ``fan // 4`` segments
per quarter, first corner along +x) is convex around the same point. Their intersection is then the
polygon whose distance from the viewer, in each direction, is the smaller of the two. Between two
consecutive vertex directions that splits further at the fan-gon's corners, and inside each such wedge
both boundaries are straight, so they cross at most once: the cut polygon is, in order, the vertices
inside the fan-gon, the fan-gon's corners where the polygon runs beyond them, those crossings, and where a
ray out of a vertex inside meets the fan-gon. This does for hundreds of polygons at once what
``shapely.intersection`` with buffered discs does one pair at a time (the same region, not the same bits:
``tests/geometry/test_fancut.py``).
"""

from __future__ import annotations

import numpy as np

_TOL = 1e-9
_ANGLE_TOL = 1e-9  # radians: a vertex this close to a fan corner's direction counts as on it


def cut_to_fans(pts: np.ndarray, owner: np.ndarray, origins: np.ndarray, radii: np.ndarray, fan: int
                ) -> tuple[np.ndarray, np.ndarray]:
    """The rings ``pts`` (grouped by ``owner``, each in ray order around ``origins[owner]``, no closing
    point) cut to each owner's ``fan``-gon of radius ``radii[owner]``; rings of fewer than 3 points are
    dropped (they make no polygon)."""
    counts = np.bincount(owner, minlength=len(origins))
    ring = counts[owner] >= 3
    pts, owner = pts[ring], owner[ring]
    step = 2 * np.pi / fan
    rel = pts - origins[owner]
    r = np.hypot(rel[:, 0], rel[:, 1])
    angle = np.mod(np.arctan2(rel[:, 1], rel[:, 0]), 2 * np.pi)
    rho = radii[owner]
    first = np.searchsorted(owner, owner)
    nxt = np.arange(1, len(owner) + 1)
    last = np.ones(len(owner), dtype=bool)
    last[:-1] = owner[1:] != owner[:-1]
    nxt[last] = first[last]
    span = np.mod(angle[nxt] - angle, 2 * np.pi)
    # Points on one ray may differ in atan2's last bit either way: such an edge is radial, not a full turn.
    span[span > 2 * np.pi - _ANGLE_TOL] = 0.0
    at_origin = r <= _TOL
    radial = at_origin | at_origin[nxt] | (span <= _ANGLE_TOL)
    # The fan corners strictly inside each turning edge's wedge.
    k_first = np.floor((angle + _ANGLE_TOL) / step).astype(np.int64) + 1
    k_last = np.ceil((angle + span - _ANGLE_TOL) / step).astype(np.int64) - 1
    inner = np.where(radial, 0, np.maximum(k_last - k_first + 1, 0))
    # The sub-wedges of each edge: bounded by its start, its inner fan corners, its end.
    edge_of = np.repeat(np.arange(len(owner)), inner + 1)
    j = np.arange(len(edge_of)) - np.repeat(np.cumsum(inner + 1) - (inner + 1), inner + 1)
    n_inner = inner[edge_of]
    lo = np.where(j == 0, angle[edge_of], (k_first[edge_of] + j - 1) * step)
    hi = np.where(j == n_inner, angle[edge_of] + span[edge_of], (k_first[edge_of] + j) * step)
    sector = np.mod(np.floor((lo + hi) / (2 * step)).astype(np.int64), fan)
    p, q = rel[edge_of], rel[nxt[edge_of]]
    e = q - p
    rho_s = rho[edge_of]
    mid = (sector + 0.5) * step
    apothem = rho_s * np.cos(step / 2)

    def polygon_r(theta: np.ndarray) -> np.ndarray:
        return apothem / np.cos(theta - mid)

    def edge_r(theta: np.ndarray) -> np.ndarray:
        ux, uy = np.cos(theta), np.sin(theta)
        with np.errstate(divide="ignore", invalid="ignore"):
            return (p[:, 0] * e[:, 1] - p[:, 1] * e[:, 0]) / (ux * e[:, 1] - uy * e[:, 0])

    rv_lo = np.where(j == 0, r[edge_of], edge_r(lo))
    rv_hi = np.where(j == n_inner, r[nxt[edge_of]], edge_r(hi))
    f_lo, f_hi = rv_lo - polygon_r(lo), rv_hi - polygon_r(hi)
    turning = ~radial[edge_of]
    crosses = turning & (((f_lo < 0) & (f_hi > 0)) | ((f_lo > 0) & (f_hi < 0)))
    # Where the edge crosses the fan-gon's side in this sector.
    c0, c1 = (np.stack([np.cos(k * step), np.sin(k * step)], axis=1) * rho_s[:, None] for k in (sector, sector + 1))
    side = (c1 - c0)[crosses]
    pc, ec, rc = p[crosses], e[crosses], c0[crosses] - p[crosses]
    t = (rc[:, 0] * side[:, 1] - rc[:, 1] * side[:, 0]) / (ec[:, 0] * side[:, 1] - ec[:, 1] * side[:, 0])
    crossing = pc + t[:, None] * ec
    # Each vertex inside the fan-gon stays. One beyond it is dropped, the fan-gon's side running through
    # its direction, unless it is where that side meets a ray (a radial edge from a vertex inside): there
    # it moves in along the ray to the side; and one in a corner's direction becomes that corner.
    start_sector = np.mod(np.floor(angle / step).astype(np.int64), fan)
    start_limit = rho * np.cos(step / 2) / np.cos(angle - (start_sector + 0.5) * step)
    inside = r <= start_limit
    prev = np.empty_like(nxt)
    prev[nxt] = np.arange(len(nxt))
    meets_ray = (radial[prev] & inside[prev]) | (radial & inside[nxt])
    k_near = np.round(angle / step)
    on_corner = np.abs(angle - k_near * step) <= _ANGLE_TOL
    start = np.where(inside[:, None], rel, rel * (start_limit / np.maximum(r, _TOL))[:, None])
    corner_dir = np.stack([np.cos(k_near * step), np.sin(k_near * step)], axis=1) * rho[:, None]
    start = np.where((~inside & on_corner & ~meets_ray)[:, None], corner_dir, start)
    starts = np.flatnonzero(inside | meets_ray | on_corner)
    # Each inner fan corner the edge passes beyond. Where the edge passes nearer, the corner's direction
    # would only add a vertex in the middle of the edge: needless, and such collinear vertices drive
    # GEOS's union into its slow, robust noding.
    corner_at = turning & (j < n_inner) & (rv_hi >= rho_s)
    corner = c1[corner_at]
    out_edge = np.concatenate([starts, edge_of[crosses], edge_of[corner_at]])
    out_key = np.concatenate([np.zeros(len(starts), dtype=np.int64), 2 * j[crosses] + 1, 2 * j[corner_at] + 2])
    out_pts = np.concatenate([start[starts], crossing, corner])
    order = np.lexsort((out_key, out_edge))
    out_owner = owner[out_edge[order]]
    out_pts = out_pts[order] + origins[out_owner]
    keep = np.ones(len(out_pts), dtype=bool)
    keep[1:] = np.any(np.abs(np.diff(out_pts, axis=0)) > _TOL, axis=1) | (np.diff(out_owner) != 0)
    return out_pts[keep], out_owner[keep]
