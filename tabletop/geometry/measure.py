"""Distances base edge to base edge, range bands, and who stands within a radius or across a line of fire."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Mapping

import numpy as np
import shapely

from tabletop.geometry.model import GeometryError, TableModel
from tabletop.i18n import _

BANDS = ("short", "effective", "long")


@dataclass(frozen=True, slots=True)
class Nearby:
    """Figures within ``radius_cm`` of a source, nearest first, with their base-edge distances."""

    source: str
    radius_cm: float
    ids: tuple[str, ...]
    distances_cm: tuple[float, ...]


@dataclass(frozen=True, slots=True)
class OnLine:
    """Figures whose base a line of fire passes through, in order from the shooter; ``civilians`` is the
    subset that makes the target test as in cover (rulebook: 'passe à travers le socle d'un civil')."""

    line: tuple[tuple[float, float], tuple[float, float]]
    ids: tuple[str, ...]
    civilians: tuple[str, ...]


def edge_distances(model: TableModel, x: float, y: float, radius: float = 0.0) -> np.ndarray:
    """Base-edge distances from a round base at (x, y) to every figure (0 when touching or overlapping)."""
    f = model.figures
    centre = np.hypot(f.xy[:, 0] - x, f.xy[:, 1] - y)
    return np.maximum(centre - f.radius - radius, 0.0)


def distance_cm(model: TableModel, a_id: str, b_id: str) -> float:
    """Distance between two figures or vehicles (any obstacle), base edge to base edge; 0 at contact."""
    return float(max(shapely.distance(_footprint(model, a_id), _footprint(model, b_id)), 0.0))


def _footprint(model: TableModel, thing_id: str) -> shapely.Geometry:
    if thing_id in model.figures.index:
        f = model.figure(thing_id)
        return shapely.Point(f.x, f.y).buffer(f.radius, quad_segs=32) if f.radius > 0 else shapely.Point(f.x, f.y)
    if thing_id in model.obstacles.index:
        return model.obstacle(thing_id).geometry
    raise GeometryError(_("no figure or vehicle with id '{thing_id}'").format(
        thing_id=thing_id))


def figure_distance_cm(model: TableModel, a_id: str, b_id: str) -> float:
    """Exact distance between two round bases, edge to edge."""
    a, b = model.figure(a_id), model.figure(b_id)
    return float(max(np.hypot(a.x - b.x, a.y - b.y) - a.radius - b.radius, 0.0))


def range_band(model: TableModel, distance: float) -> str:
    """'short', 'effective', 'long' or 'out' for a base-edge distance, from the rule data's band limits."""
    if distance < 0 or not np.isfinite(distance):
        raise GeometryError(_("a distance must be a finite number >= 0, got {distance}").format(
            distance=distance))
    m = model.rules.measures
    for band, limit in zip(BANDS, (m.short_cm, m.effective_cm, m.long_cm)):
        if distance <= limit:
            return band
    return "out"


def weapon_band(model: TableModel, distance: float, dice_by_band: Mapping[str, int]) -> str:
    """The band for a weapon whose table row gives dice per band: 'out' where its row has no dice."""
    band = range_band(model, distance)
    return band if band != "out" and dice_by_band.get(band, 0) > 0 else "out"


def figures_within(model: TableModel, radius_cm: float, *, figure_id: str | None = None,
                   obstacle_id: str | None = None, point: tuple[float, float] | None = None) -> Nearby:
    """Figures (not the source itself, not the dead) whose base lies within ``radius_cm`` of a figure's base,
    an obstacle such as a vehicle, or a point."""
    if radius_cm < 0 or not np.isfinite(radius_cm):
        raise GeometryError(_("a radius must be a finite number >= 0, got {radius_cm}").format(
            radius_cm=radius_cm))
    f = model.figures
    if figure_id is not None:
        src = model.figure(figure_id)
        dist = edge_distances(model, src.x, src.y, src.radius)
        source = figure_id
    elif obstacle_id is not None:
        geom = model.obstacle(obstacle_id).geometry
        dist = np.maximum(shapely.distance(geom, shapely.points(f.xy)) - f.radius, 0.0) if len(f) else np.zeros(0)
        source = obstacle_id
    elif point is not None:
        dist = edge_distances(model, point[0], point[1])
        source = f"{point[0]:g},{point[1]:g}"
    else:
        raise GeometryError(_("figures_within needs a figure, an obstacle or a point"))
    alive = np.array([fig.state != "dead" and fig.id != figure_id for fig in f.items], dtype=bool)
    hits = np.flatnonzero(alive & (dist <= radius_cm + 1e-9))
    hits = hits[np.argsort(dist[hits], kind="stable")]
    return Nearby(source, float(radius_cm), tuple(f.items[i].id for i in hits),
                  tuple(float(dist[i]) for i in hits))


def command_group(model: TableModel, leader_id: str) -> Nearby:
    """Figures of the leader's gang within the leader's command radius."""
    near = figures_within(model, model.rules.measures.leader_command_cm, figure_id=leader_id)
    return _same_gang(model, near, model.figure(leader_id).gang)


def vehicle_group(model: TableModel, vehicle_id: str) -> Nearby:
    """Figures of the vehicle's gang within its command radius (the vehicle acts as their leader)."""
    near = figures_within(model, model.rules.measures.vehicle_command_cm, obstacle_id=vehicle_id)
    return _same_gang(model, near, model.obstacle(vehicle_id).gang)


def boarders(model: TableModel, vehicle_id: str) -> Nearby:
    """Figures close enough to board the vehicle in one action."""
    return figures_within(model, model.rules.measures.vehicle_board_cm, obstacle_id=vehicle_id)


def journalists_near(model: TableModel, x: float, y: float) -> Nearby:
    """Journalists within the journalist radius of an event at (x, y)."""
    near = figures_within(model, model.rules.measures.journalist_cm, point=(x, y))
    keep = [k for k, i in enumerate(near.ids) if model.figure(i).role == "journalist"]
    return Nearby(near.source, near.radius_cm, tuple(near.ids[k] for k in keep),
                  tuple(near.distances_cm[k] for k in keep))


def hidden_detectors(model: TableModel, hidden_id: str, gang: str) -> Nearby:
    """Standing figures of ``gang`` close enough to a hidden figure to test whether they spot it."""
    near = figures_within(model, model.rules.measures.hidden_detection_cm, figure_id=hidden_id)
    keep = [k for k, i in enumerate(near.ids)
            if model.figure(i).gang == gang and model.figure(i).state == "standing"]
    return Nearby(near.source, near.radius_cm, tuple(near.ids[k] for k in keep),
                  tuple(near.distances_cm[k] for k in keep))


def _same_gang(model: TableModel, near: Nearby, gang: str | None) -> Nearby:
    keep = [k for k, i in enumerate(near.ids) if gang is not None and model.figure(i).gang == gang]
    return Nearby(near.source, near.radius_cm, tuple(near.ids[k] for k in keep),
                  tuple(near.distances_cm[k] for k in keep))


def figures_on_line(model: TableModel, shooter_id: str, target_id: str) -> OnLine:
    """Figures (not shooter or target, not dead or in a vehicle) whose base the centre-to-centre line of fire
    passes through, ordered from the shooter."""
    a, b = model.figure(shooter_id), model.figure(target_id)
    f = model.figures
    start, end = np.array([a.x, a.y]), np.array([b.x, b.y])
    dist, along = segment_point_distances(start[None, :], end[None, :], f.xy)
    inside = (dist[0] < f.radius) & np.array(
        [fig.id not in (shooter_id, target_id) and fig.state not in ("dead", "in_vehicle") for fig in f.items])
    order = np.flatnonzero(inside)
    order = order[np.argsort(along[0, order], kind="stable")]
    ids = tuple(f.items[i].id for i in order)
    return OnLine(((a.x, a.y), (b.x, b.y)), ids, tuple(i for i in ids if model.figure(i).kind == "civilian"))


def segment_point_distances(starts: np.ndarray, ends: np.ndarray, points: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """For S segments and P points: (S, P) distances from each point to each segment, and the parameter
    0..1 of the closest point along the segment."""
    d = ends - starts  # (S, 2)
    length2 = np.einsum("ij,ij->i", d, d)
    rel = points[None, :, :] - starts[:, None, :]  # (S, P, 2)
    t = np.einsum("spk,sk->sp", rel, d) / np.where(length2 > 0, length2, 1.0)[:, None]
    t = np.clip(t, 0.0, 1.0)
    closest = starts[:, None, :] + t[:, :, None] * d[:, None, :]
    diff = points[None, :, :] - closest
    return np.hypot(diff[..., 0], diff[..., 1]), t
