"""The table as the game state has it: the geometry model with figures where they stand now, vehicles where they
drove, doors opened, smoke and gas clouds (the geometry's ``smoke_cloud``); and the few plain measures the
transitions need (base-edge distances, zones, entries)."""

from __future__ import annotations

import math
from functools import lru_cache

import numpy as np
import shapely
import shapely.affinity
from shapely.geometry import Polygon, shape

from tabletop.games.peur_sur_la_ville.play.setup import GameSetup
from tabletop.games.peur_sur_la_ville.play.state import FigureState, GameState, VehicleState
from tabletop.geometry import TableModel, from_scenario, load_terrain_rules, smoke_cloud
from tabletop.scenario import Feature, Geometry

def geometry_state(figure: FigureState) -> str:
    """The state the table geometry knows a figure by (a KO for the turn lies on the ground like a KO)."""
    if figure.state == "standing" and (figure.ko_this_turn or figure.stunned):
        return "ko"
    return figure.state


def vehicle_polygon(setup: GameSetup, vehicle: VehicleState) -> Polygon:
    """The vehicle's rectangle now: the scenario's polygon turned by its heading around its centre, then moved."""
    base = Polygon(vehicle.outline) if vehicle.outline else _scenario_polygon(setup, vehicle.id)
    if vehicle.heading_deg:
        base = shapely.affinity.rotate(base, vehicle.heading_deg, origin="centroid")
    return shapely.affinity.translate(base, *vehicle.offset)


def _scenario_polygon(setup: GameSetup, feature_id: str) -> Polygon:
    return shape(setup.scenario[feature_id].geometry.to_json())


def vehicle_centre(setup: GameSetup, vehicle: VehicleState) -> tuple[float, float]:
    c = vehicle_polygon(setup, vehicle).centroid
    return (float(c.x), float(c.y))


def table_model(setup: GameSetup, state: GameState) -> TableModel:
    """The geometry of the table in this state, built once per state."""
    model = state.cache.get("model")
    if model is None:
        model = from_scenario(_live_scenario(setup, state))
        for cloud in state.clouds:
            model = smoke_cloud(model, cloud.id, cloud.x, cloud.y, cloud.diameter_cm)
        state.cache["model"] = model
    return model


def _live_scenario(setup: GameSetup, state: GameState):
    scenario = setup.scenario.copy()
    features = scenario.features
    for fid in state.destroyed_obstacles:
        features.pop(fid, None)
    for f in state.figures.values():
        # A soldier of the Garde Nationale came with its check-point: a figure of no gang on the table.
        old = features.get(f.id) or Feature(f.id, "figure", Geometry("Point", (f.x, f.y)), {"role": f.role})
        features[f.id] = Feature(f.id, old.kind, Geometry("Point", (f.x, f.y)),
                                 {**old.properties, "state": geometry_state(f), "vehicle": f.vehicle}
                                 if f.vehicle else {**{k: v for k, v in old.properties.items() if k != "vehicle"},
                                                    "state": geometry_state(f)})
    for v in state.vehicles.values():
        if v.id not in features and v.outline:  # an armoured vehicle of the Garde Nationale's check-point
            ring = tuple(tuple(p) for p in vehicle_polygon(setup, v).exterior.coords)
            features[v.id] = Feature(v.id, "car", Geometry("Polygon", (ring,)), {"name": v.name, "armoured": True})
        elif v.id in features and (v.offset != (0.0, 0.0) or v.heading_deg):
            ring = tuple(tuple(p) for p in vehicle_polygon(setup, v).exterior.coords)
            features[v.id] = features[v.id].with_geometry(Geometry("Polygon", (ring,)))
    for door in state.open_doors:
        if door in features:
            features[door] = features[door].with_properties(open=True)
    return scenario


def edge_distance(a: FigureState, b: FigureState) -> float:
    """Base edge to base edge, 0 at contact."""
    return max(math.hypot(a.x - b.x, a.y - b.y) - a.base_cm / 2 - b.base_cm / 2, 0.0)


def point_distance(figure: FigureState, x: float, y: float) -> float:
    """From a point to the figure's base edge, 0 inside it."""
    return max(math.hypot(figure.x - x, figure.y - y) - figure.base_cm / 2, 0.0)


def vehicle_distance(setup: GameSetup, vehicle: VehicleState, figure: FigureState) -> float:
    """From the vehicle's rectangle to the figure's base edge."""
    gap = shapely.distance(vehicle_polygon(setup, vehicle), shapely.Point(figure.x, figure.y))
    return max(float(gap) - figure.base_cm / 2, 0.0)


def in_contact(a: FigureState, b: FigureState, tolerance_cm: float = 0.05) -> bool:
    """Bases touching (a little tolerance: the referee places by hand)."""
    return edge_distance(a, b) <= tolerance_cm


@lru_cache(maxsize=32)
def _zones(setup: GameSetup, kind: str) -> tuple[tuple[str, str | None, Polygon], ...]:
    return tuple((f.id, f.get("gang"), shape(f.geometry.to_json())) for f in setup.scenario.of_kind(kind))


def zone_holding(setup: GameSetup, kind: str, x: float, y: float, gang: str | None = None) -> str | None:
    """The zone of ``kind`` (church, hq ...) containing the point, of ``gang`` for an HQ; None if none."""
    for fid, owner, polygon in _zones(setup, kind):
        if (gang is None or owner == gang) and polygon.covers(shapely.Point(x, y)):
            return fid
    return None


def entry_points(setup: GameSetup) -> list[tuple[str, float, float]]:
    return [(f.id, *f.geometry.points()[0]) for f in setup.scenario.of_kind("entry")]


def path_length(points: tuple[tuple[float, float], ...]) -> float:
    if len(points) < 2:
        return 0.0
    pts = np.asarray(points, dtype=float)
    return float(np.hypot(*np.diff(pts, axis=0).T).sum())


def journalist_cm() -> float:
    return load_terrain_rules().measures.journalist_cm
