"""The table as geometry: obstacles as Shapely polygons in one STRtree, figures as NumPy arrays.

A model is built once from a scenario (``from_scenario``) or from plain data (``build_model``) so the
live game can pass its own positions and states. Moving one figure (``TableModel.moved``) copies only
the figure positions: the obstacles and their STRtree are shared, which keeps dragging cheap.

Coordinates are centimetres with x to the right and y up (GeoJSON), so "clockwise" and "to the right"
are taken in that frame, as seen from above.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Sequence

import numpy as np
import shapely
from shapely import STRtree
from shapely.geometry import LineString, Polygon, shape
from shapely.geometry.base import BaseGeometry

from tabletop.geometry.rules import TerrainRules, load_terrain_rules
from tabletop.i18n import _
from tabletop.scenario.model import Feature, Scenario

FIGURE_KINDS = ("figure", "civilian")
OPENING_KINDS = ("door", "window")


class GeometryError(ValueError):
    """A query named something the table does not hold, or got a number it cannot use; one clear line."""


@dataclass(frozen=True, slots=True)
class Obstacle:
    """Something on the table with a physical effect. ``kind`` is a key of the terrain rules (``open_door``
    for a door with ``open: true``); ``gang`` is set on a gang's vehicle."""

    id: str
    kind: str
    geometry: BaseGeometry
    gang: str | None = None


@dataclass(frozen=True, slots=True)
class Figure:
    """A figure or civilian: centre in cm, round base diameter in cm. ``state`` is what sight and movement read of it
    (standing, on the ground, hidden, in a vehicle: then ``vehicle`` names it)."""

    id: str
    x: float
    y: float
    base_cm: float = 2.5
    gang: str | None = None
    role: str = ""
    kind: str = "figure"
    state: str = "standing"
    vehicle: str | None = None

    @property
    def radius(self) -> float:
        return self.base_cm / 2.0


class _Rows:
    """A set of pieces as rows of arrays: ``items`` in row order, ``index`` from a piece's id to its row."""

    items: tuple[Obstacle, ...] | tuple[Figure, ...]
    index: dict[str, int]

    def __len__(self) -> int:
        return len(self.items)

    @property
    def ids(self) -> list[str]:
        return [item.id for item in self.items]


@dataclass(frozen=True, eq=False)
class ObstacleSet(_Rows):
    """Obstacles with their rule flags as parallel arrays and one STRtree over their geometries."""

    items: tuple[Obstacle, ...]
    geoms: np.ndarray
    tree: STRtree
    blocks_sight: np.ndarray
    gives_cover: np.ndarray
    blocks_movement: np.ndarray
    crossable: np.ndarray
    stops_thrown: np.ndarray
    index: dict[str, int]


@dataclass(frozen=True, eq=False)
class FigureSet(_Rows):
    """Figures as arrays: ``xy`` (N, 2) centres, ``radius`` (N,) and per-state masks from the rules."""

    items: tuple[Figure, ...]
    xy: np.ndarray
    radius: np.ndarray
    gives_cover: np.ndarray
    stops_thrown: np.ndarray
    caught_by_templates: np.ndarray
    hit_by_burst: np.ndarray
    vehicle_index: np.ndarray  # (N,) index of the figure's vehicle among the obstacles, -1 when on foot
    index: dict[str, int]


@dataclass(frozen=True, eq=False)
class TableModel:
    width_cm: float
    depth_cm: float
    obstacles: ObstacleSet
    figures: FigureSet
    rules: TerrainRules

    def figure(self, figure_id: str) -> Figure:
        return self.figures.items[self.figure_index(figure_id)]

    def figure_index(self, figure_id: str) -> int:
        try:
            return self.figures.index[figure_id]
        except KeyError:
            raise GeometryError(_("no figure with id '{figure_id}'").format(
                figure_id=figure_id)) from None

    def obstacle(self, obstacle_id: str) -> Obstacle:
        try:
            return self.obstacles.items[self.obstacles.index[obstacle_id]]
        except KeyError:
            raise GeometryError(_("no obstacle with id '{obstacle_id}'").format(
                obstacle_id=obstacle_id)) from None

    def moved(self, figure_id: str, x: float, y: float) -> "TableModel":
        """The same table with one figure at (x, y); obstacles and their tree are shared, not rebuilt."""
        i = self.figure_index(figure_id)
        xy = self.figures.xy.copy()
        xy[i] = (x, y)
        items = list(self.figures.items)
        items[i] = replace(items[i], x=float(x), y=float(y))
        return replace(self, figures=replace(self.figures, items=tuple(items), xy=xy))


def vehicle_rectangle(x: float, y: float, length_cm: float, width_cm: float, heading_deg: float) -> Polygon:
    """A vehicle's rectangle centred on (x, y), its length along ``heading_deg`` (0 = along +x, counter-clockwise)."""
    a = np.radians(heading_deg)
    u = np.array([np.cos(a), np.sin(a)]) * length_cm / 2
    v = np.array([-np.sin(a), np.cos(a)]) * width_cm / 2
    c = np.array([x, y])
    return Polygon([c - u - v, c + u - v, c + u + v, c - u + v])


def build_model(width_cm: float, depth_cm: float, obstacles: Sequence[Obstacle], figures: Sequence[Figure],
                rules: TerrainRules | None = None) -> TableModel:
    """A model from plain data. Occupants of a known vehicle are placed at its centre."""
    rules = rules or load_terrain_rules()
    unknown = sorted({o.kind for o in obstacles} - set(rules.kinds))
    if unknown:
        raise GeometryError(_("no terrain rule for obstacle kind '{value}'").format(
            value=unknown[0]))
    bad_states = sorted({f.state for f in figures} - set(rules.states))
    if bad_states:
        raise GeometryError(_("no rule for figure state '{value}'").format(
            value=bad_states[0]))
    obstacle_set = _obstacle_set(tuple(obstacles), rules)
    return TableModel(float(width_cm), float(depth_cm), obstacle_set, _placed_figures(figures, obstacle_set, rules),
                      rules)


def _placed_figures(figures: Sequence[Figure], obstacle_set: ObstacleSet, rules: TerrainRules) -> FigureSet:
    """The figures as arrays, occupants of a known vehicle placed at its centre."""
    placed = []
    for f in figures:
        if f.state == "in_vehicle" and f.vehicle in obstacle_set.index:
            centre = obstacle_set.items[obstacle_set.index[f.vehicle]].geometry.centroid
            f = replace(f, x=centre.x, y=centre.y)
        placed.append(f)
    return _figure_set(tuple(placed), rules, obstacle_set.index)


def from_scenario(scenario: Scenario, rules: TerrainRules | None = None) -> TableModel:
    """The geometry of a scenario: walls buffered to their thickness, buildings as walls with their doors and
    windows cut in, zones left out (they do nothing physically unless a house rule says so)."""
    rules = rules or load_terrain_rules()
    m = rules.measures
    shapes: dict[str, BaseGeometry] = {}
    obstacles: dict[str, Obstacle] = {}
    for feature in scenario:
        if feature.kind in FIGURE_KINDS or feature.kind in OPENING_KINDS or feature.kind not in rules.kinds:
            continue
        geom = shapely.make_valid(shape(feature.geometry.to_json()))
        if isinstance(geom, LineString):
            geom = geom.buffer(float(feature.get("thickness_cm", m.wall_thickness_cm)) / 2,
                               cap_style="flat", join_style="mitre")
        elif feature.kind == "building":
            geom = geom.difference(geom.buffer(-m.building_wall_cm, join_style="mitre"))
        shapes[feature.id] = geom
        gang = feature.get("gang") if feature.kind == "car" else None
        obstacles[feature.id] = Obstacle(feature.id, feature.kind, geom, gang)
    for opening in scenario.of_kind(*OPENING_KINDS):
        _cut_opening(opening, obstacles, rules)
    physical = [o for o in obstacles.values() if _has_effect(rules, o.kind) and not o.geometry.is_empty]
    figures = [_figure_from_feature(f, m.default_base_mm) for f in scenario.of_kind(*FIGURE_KINDS)]
    return build_model(scenario.table.width_cm, scenario.table.depth_cm, physical, figures, rules)


def with_figures_of(model: TableModel, scenario: Scenario) -> TableModel:
    """``from_scenario(scenario)`` when only figures changed since ``model`` was built (a figure dropped
    after a drag): the obstacles, their tree and every cache built on them are kept, the figures read
    again."""
    rules = model.rules
    figures = [_figure_from_feature(f, rules.measures.default_base_mm) for f in scenario.of_kind(*FIGURE_KINDS)]
    bad_states = sorted({f.state for f in figures} - set(rules.states))
    if bad_states:
        raise GeometryError(_("no rule for figure state '{state}'").format(state=bad_states[0]))
    return replace(model, figures=_placed_figures(figures, model.obstacles, rules))


def _has_effect(rules: TerrainRules, kind: str) -> bool:
    r = rules.kinds[kind]
    return r.blocks_sight or r.gives_cover or r.blocks_movement or r.crossable_with_roll or r.stops_thrown


def _cut_opening(opening: Feature, obstacles: dict[str, Obstacle], rules: TerrainRules) -> None:
    """Cut a door or window out of the wall it sits in; the gap becomes an obstacle of its own kind."""
    line = shape(opening.geometry.to_json())
    host_id = opening.get("building")
    hosts = [host_id] if host_id in obstacles else [
        oid for oid, o in obstacles.items() if o.kind in ("building", "wall") and o.geometry.intersects(line)]
    # The gap spans the whole wall whichever side of it the opening was drawn on.
    reach = max(rules.measures.building_wall_cm, rules.measures.wall_thickness_cm) * 1.5
    cutter = line.buffer(reach, cap_style="flat")
    gap_parts = []
    for oid in hosts:
        host = obstacles[oid]
        gap_parts.append(host.geometry.intersection(cutter))
        obstacles[oid] = replace(host, geometry=host.geometry.difference(cutter))
    gap = shapely.union_all(gap_parts) if gap_parts else line.buffer(rules.measures.wall_thickness_cm / 2,
                                                                        cap_style="flat")
    kind = "open_door" if opening.kind == "door" and opening.get("open") is True else opening.kind
    obstacles[opening.id] = Obstacle(opening.id, kind, gap)


def _figure_from_feature(feature: Feature, default_base_mm: float) -> Figure:
    x, y = feature.geometry.points()[0]
    return Figure(
        id=feature.id, x=x, y=y, base_cm=float(feature.get("base_mm", default_base_mm)) / 10.0,
        gang=feature.get("gang"), role=str(feature.get("role", "")), kind=feature.kind,
        state=str(feature.get("state", "standing")), vehicle=feature.get("vehicle"),
    )


def _obstacle_set(items: tuple[Obstacle, ...], rules: TerrainRules) -> ObstacleSet:
    geoms = np.array([o.geometry for o in items], dtype=object)
    kinds = [rules.kinds[o.kind] for o in items]

    def flag(name: str) -> np.ndarray:
        return np.array([getattr(k, name) for k in kinds], dtype=bool)

    return ObstacleSet(items, geoms, STRtree(geoms), flag("blocks_sight"), flag("gives_cover"),
                       flag("blocks_movement"), flag("crossable_with_roll"), flag("stops_thrown"),
                       {o.id: i for i, o in enumerate(items)})


def _figure_set(items: tuple[Figure, ...], rules: TerrainRules, obstacle_index: dict[str, int]) -> FigureSet:
    states = [rules.states[f.state] for f in items]

    def flag(name: str) -> np.ndarray:
        return np.array([getattr(s, name) for s in states], dtype=bool)

    xy = np.array([(f.x, f.y) for f in items], dtype=float).reshape(len(items), 2)
    radius = np.array([f.radius for f in items], dtype=float)
    vehicle_index = np.array([obstacle_index.get(f.vehicle, -1) if f.state == "in_vehicle" else -1 for f in items],
                             dtype=np.int64)
    return FigureSet(items, xy, radius, flag("gives_cover"), flag("stops_thrown"), flag("caught_by_templates"),
                     flag("hit_by_burst"), vehicle_index, {f.id: i for i, f in enumerate(items)})
