"""Morale moves: advancing on the nearest enemy, retreating away from every enemy, never crossing obstacles.

The rulebook (p. 5): advance X cm "pour contacter l'ennemi le plus proche", the nearest figure of the gang
that caused the test; retreat X cm away from every enemy if possible, from the one that caused the test
otherwise, not necessarily straight if that reaches cover; obstacles cannot be crossed. How these are read
is the ``morale`` entry of terrain.toml.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np
import shapely

from tabletop.geometry.measure import edge_distances
from tabletop.geometry.model import GeometryError, TableModel
from tabletop.geometry.movement import Path, reach, shortest_path, walk
from tabletop.geometry.sight import evaluate_pairs
from tabletop.i18n import _

Point = tuple[float, float]
_CONTACT_SAMPLES = 24
_BOUNDARY_STEP_CM = 1.0
_GRID_STEP_CM = 2.0


@dataclass(frozen=True, slots=True)
class MoraleMove:
    """Where a morale move ends and the path there. ``toward`` is the enemy advanced on; ``in_cover`` says
    whether a retreat ends in cover from (or out of sight of) every enemy; ``away_from`` whose distance
    the retreat maximised: 'all' enemies or the 'gang' that caused the test."""

    figure: str
    kind: str
    destination: Point
    path: tuple[Point, ...]
    length_cm: float
    toward: str | None = None
    in_cover: bool = False
    away_from: str = ""


def _check(distance_cm: float) -> None:
    if not distance_cm >= 0 or not math.isfinite(distance_cm):
        raise GeometryError(_("a morale move must be a finite number of cm >= 0, got {distance_cm}").format(
            distance_cm=distance_cm))


def advance(model: TableModel, figure_id: str, causing_gang: str, distance_cm: float) -> MoraleMove:
    """Advance up to ``distance_cm`` along the shortest path toward the nearest figure of ``causing_gang``,
    stopping at contact; stays put if no such figure can be reached."""
    _check(distance_cm)
    me = model.figure(figure_id)
    f = model.figures
    start = np.array([me.x, me.y])
    enemies = np.array([g.gang == causing_gang and g.kind == "figure" and g.state not in ("dead", "in_vehicle")
                        and g.id != figure_id for g in f.items], dtype=bool)
    stay = MoraleMove(figure_id, "advance", (me.x, me.y), ((me.x, me.y),), 0.0)
    if not enemies.any():
        return stay
    dist = np.where(enemies, edge_distances(model, me.x, me.y, me.radius), np.inf)
    e = int(np.argmin(dist))
    enemy = f.items[e]
    if dist[e] <= 1e-9:
        return MoraleMove(figure_id, "advance", (me.x, me.y), ((me.x, me.y),), 0.0, enemy.id)
    contact = me.radius + enemy.radius
    path = shortest_path(model, start, me.radius, f.xy[e])
    if path is not None:
        stop = min(distance_cm, max(path.length_cm - contact, 0.0))
    else:
        # The enemy's centre is out of reach (against a wall): aim for the nearest reachable contact point.
        angles = np.linspace(0, 2 * np.pi, _CONTACT_SAMPLES, endpoint=False)
        ring = f.xy[e] + (contact + 1e-6) * np.stack([np.cos(angles), np.sin(angles)], axis=1)
        paths = [p for p in (shortest_path(model, start, me.radius, pt) for pt in ring) if p is not None]
        if not paths:
            return MoraleMove(figure_id, "advance", (me.x, me.y), ((me.x, me.y),), 0.0, enemy.id)
        path = min(paths, key=lambda p: p.length_cm)
        stop = min(distance_cm, path.length_cm)
    destination = walk(path, stop)
    return MoraleMove(figure_id, "advance", destination, _cut(path, stop, destination), float(stop), enemy.id)


def _cut(path: Path, length: float, end: Point) -> tuple[Point, ...]:
    """The path's points up to ``length`` along it, ending at ``end``."""
    pts = np.asarray(path.points)
    run = np.concatenate([[0.0], np.cumsum(np.hypot(*np.diff(pts, axis=0).T))])
    kept = [tuple(map(float, p)) for p, d in zip(pts, run) if d < length - 1e-9]
    return (*kept, end) if kept else (end,)


def retreat(model: TableModel, figure_id: str, causing_gang: str, distance_cm: float) -> MoraleMove:
    """Retreat up to ``distance_cm``: the reachable point furthest from every enemy (from the figures of
    ``causing_gang`` if no point gets further from all), preferring a point in cover that is no closer
    to the enemies than the start."""
    _check(distance_cm)
    me = model.figure(figure_id)
    f = model.figures
    i = model.figure_index(figure_id)
    start = np.array([me.x, me.y])
    enemy = np.array([g.kind == "figure" and g.gang is not None and g.gang != me.gang and g.state != "dead"
                      for g in f.items], dtype=bool)
    stay = MoraleMove(figure_id, "retreat", (me.x, me.y), ((me.x, me.y),), 0.0)
    region = reach(model, figure_id, distance_cm).area
    if not enemy.any() or region.is_empty:
        return stay
    cand = _candidates(region, start)
    rel = np.hypot(cand[:, None, 0] - f.xy[None, :, 0], cand[:, None, 1] - f.xy[None, :, 1])
    gap = np.maximum(rel - f.radius[None, :] - me.radius, 0.0)
    score_all = np.where(enemy[None, :], gap, np.inf).min(axis=1)
    away_from = "all"
    score = score_all
    if score_all.max() <= score_all[0] + 1e-9:
        causing = enemy & np.array([g.gang == causing_gang for g in f.items], dtype=bool)
        if causing.any():
            score = np.where(causing[None, :], gap, np.inf).min(axis=1)
            away_from = "gang"
    in_cover = np.zeros(len(cand), dtype=bool)
    if model.rules.measures.retreat_prefers_cover:
        ok = np.flatnonzero(score >= score[0] - 1e-9)
        shooters = np.flatnonzero(enemy)
        src = np.repeat(shooters, len(ok))
        pairs = evaluate_pairs(model, src, np.full(len(src), i), np.tile(cand[ok], (len(shooters), 1)))
        safe = (~pairs.visible | pairs.cover).reshape(len(shooters), len(ok)).all(axis=0)
        in_cover[ok[safe]] = True
    pool = np.flatnonzero(in_cover) if in_cover.any() else np.arange(len(cand))
    # Points on the region's edge can sit a rounding error inside an obstacle: take the best one with a path.
    for best in pool[np.argsort(-score[pool], kind="stable")]:
        path = shortest_path(model, start, me.radius, cand[best])
        if path is not None:
            return MoraleMove(figure_id, "retreat", path.points[-1], path.points, path.length_cm,
                              None, bool(in_cover[best]), away_from)
    return stay


def flee(model: TableModel, figure_id: str, sources: list[Point], distance_cm: float,
         taken: list[tuple[float, float, float]] = ()) -> MoraleMove:
    """Move up to ``distance_cm`` along true paths to the reachable spot furthest from the nearest of
    ``sources`` (passers-by fleeing the shots they heard): around obstacles rather than straight into them,
    never onto another base, standing or ``taken`` (x, y, radius of spots already promised to others)."""
    _check(distance_cm)
    me = model.figure(figure_id)
    start = np.array([me.x, me.y])
    stay = MoraleMove(figure_id, "flee", (me.x, me.y), ((me.x, me.y),), 0.0)
    region = reach(model, figure_id, distance_cm).area
    if not len(sources) or region.is_empty:
        return stay
    cand = _candidates(region, start)
    src = np.asarray(sources, dtype=float).reshape(-1, 2)
    score = np.hypot(cand[:, None, 0] - src[None, :, 0], cand[:, None, 1] - src[None, :, 1]).min(axis=1)
    f = model.figures
    others = np.array([g.id != figure_id and g.state not in ("dead", "in_vehicle") for g in f.items], dtype=bool)
    bases = np.concatenate([np.column_stack([f.xy[others], f.radius[others]]),
                            np.asarray(taken, dtype=float).reshape(-1, 3)])
    gaps = np.hypot(cand[:, None, 0] - bases[None, :, 0], cand[:, None, 1] - bases[None, :, 1])
    free = (gaps >= bases[None, :, 2] + me.radius - 1e-9).all(axis=1)
    better = np.flatnonzero(free & (score > score[0] + 1e-9))
    for best in better[np.argsort(-score[better], kind="stable")]:
        path = shortest_path(model, start, me.radius, cand[best])
        if path is not None and path.length_cm <= distance_cm + 1e-6:
            return MoraleMove(figure_id, "flee", path.points[-1], path.points, path.length_cm, away_from="sources")
    return stay


def _candidates(region: shapely.Geometry, start: np.ndarray) -> np.ndarray:
    """The start, then points along the reachable region's edge and on a grid inside it."""
    edge = shapely.get_coordinates(shapely.segmentize(region.boundary, _BOUNDARY_STEP_CM))
    minx, miny, maxx, maxy = region.bounds
    gx, gy = np.meshgrid(np.arange(minx, maxx, _GRID_STEP_CM), np.arange(miny, maxy, _GRID_STEP_CM))
    grid = np.stack([gx.ravel(), gy.ravel()], axis=1)
    grid = grid[shapely.contains_xy(region, grid[:, 0], grid[:, 1])]
    return np.concatenate([start[None], edge, grid])
