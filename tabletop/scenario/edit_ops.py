"""Pure functions that build scenario edits for the editor: add, delete, duplicate, paste, rotate,
set a property or a kind, and the small geometry helpers the drawing tools need.

Each function reads the scenario as it is now and returns a core ``Edit`` (from ``edits.py``,
or ``CompoundEdit`` here when one step must touch features in more than one way); applying it
is the caller's business, so the UI can put it on its undo stack.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field, replace
from typing import Any, Iterable

from tabletop.scenario.edits import AddFeatures, Change, Edit, RemoveFeatures, ReplaceFeatures, replace_features
from tabletop.scenario.model import GEOMETRY_TYPES_BY_KIND, Feature, Geometry, Scenario, Table

# Properties that name another feature, with the kinds they may name (as validation checks them).
REFERENCE_PROPERTIES = {"building": frozenset({"building"}), "vehicle": frozenset({"car"})}


@dataclass
class CompoundEdit(Edit):
    """Several edits as one undo step: applied in order, reverted in reverse order."""

    edits: list[Edit] = field(default_factory=list)

    def apply(self, scenario: Scenario) -> Change:
        change = Change()
        for edit in self.edits:
            change = change | edit.apply(scenario)
        return change

    def revert(self, scenario: Scenario) -> Change:
        change = Change()
        for edit in reversed(self.edits):
            change = change | edit.revert(scenario)
        return change


# --- geometry helpers -------------------------------------------------------------------------------
def point_geometry(x: float, y: float) -> Geometry:
    return Geometry("Point", (float(x), float(y)))


def line_geometry(points: Iterable[tuple[float, float]]) -> Geometry:
    return Geometry("LineString", tuple((float(x), float(y)) for x, y in points))


def polygon_geometry(points: Iterable[tuple[float, float]]) -> Geometry:
    """A polygon from its corners; the ring is closed here (GeoJSON repeats the first position)."""
    ring = [(float(x), float(y)) for x, y in points]
    if ring and ring[0] != ring[-1]:
        ring.append(ring[0])
    return Geometry("Polygon", (tuple(ring),))


def rectangle_geometry(x0: float, y0: float, x1: float, y1: float) -> Geometry:
    left, right = sorted((x0, x1))
    bottom, top = sorted((y0, y1))
    return polygon_geometry([(left, bottom), (right, bottom), (right, top), (left, top)])


def clamp_to_table(table: Table, x: float, y: float) -> tuple[float, float]:
    return min(max(x, 0.0), table.width_cm), min(max(y, 0.0), table.depth_cm)


def on_table(table: Table, features: Iterable[Feature]) -> bool:
    """True when every vertex of every feature lies on the table (files refuse anything else)."""
    return all(table.contains(x, y) for f in features for x, y in f.geometry.points())


def opening_on_edge(start: tuple[float, float], end: tuple[float, float], at: tuple[float, float],
                    width_cm: float) -> Geometry:
    """A door or window: a segment ``width_cm`` long along the edge start-end, centred on ``at``
    projected onto that edge, slid back inside the edge when it would hang past a corner."""
    (ax, ay), (bx, by) = start, end
    length = math.hypot(bx - ax, by - ay)
    if length == 0:
        raise ValueError("an opening needs an edge of non-zero length")
    ux, uy = (bx - ax) / length, (by - ay) / length
    half = min(width_cm, length) / 2
    t = (at[0] - ax) * ux + (at[1] - ay) * uy
    t = min(max(t, half), length - half)
    return line_geometry([(ax + ux * (t - half), ay + uy * (t - half)), (ax + ux * (t + half), ay + uy * (t + half))])


def rotated_geometry(geometry: Geometry, angle_deg: float, centre: tuple[float, float]) -> Geometry:
    """The geometry turned anticlockwise (y up) by ``angle_deg`` about ``centre``."""
    angle = math.radians(angle_deg)
    cos, sin = math.cos(angle), math.sin(angle)
    cx, cy = centre

    def turn(p: tuple[float, ...]) -> tuple[float, ...]:
        dx, dy = p[0] - cx, p[1] - cy
        return (round(cx + dx * cos - dy * sin, 6), round(cy + dx * sin + dy * cos, 6)) + tuple(p[2:])

    if geometry.type == "Point":
        return Geometry("Point", turn(geometry.coordinates))
    if geometry.type == "LineString":
        return Geometry("LineString", tuple(turn(p) for p in geometry.coordinates))
    return Geometry("Polygon", tuple(tuple(turn(p) for p in ring) for ring in geometry.coordinates))


def bounds_centre(features: Iterable[Feature]) -> tuple[float, float]:
    """The centre of the bounding box of all the features' vertices."""
    points = [p for f in features for p in f.geometry.points()]
    if not points:
        raise ValueError("no features")
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    return (min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2


def with_openings(scenario: Scenario, ids: Iterable[str]) -> list[str]:
    """``ids`` plus the doors and windows of the buildings among them, in file order: a building
    moved, turned or copied takes its openings along."""
    wanted = set(ids)
    wanted |= {f.id for f in scenario if f.kind in ("door", "window") and f.get("building") in wanted}
    return [fid for fid in scenario.features if fid in wanted]


# --- edits ------------------------------------------------------------------------------------------
def id_prefix(kind: str) -> str:
    return kind.replace("_", "-")


def add_feature(scenario: Scenario, kind: str, geometry: Geometry, properties: dict[str, Any] | None = None,
                label: str = "Add") -> AddFeatures:
    """Add one feature with a fresh id ``<kind>-N``; checks the geometry type suits the kind."""
    if geometry.type not in GEOMETRY_TYPES_BY_KIND.get(kind, frozenset()):
        raise ValueError(f"a '{kind}' cannot be a {geometry.type}")
    feature = Feature(scenario.new_id(id_prefix(kind)), kind, geometry, dict(properties or {}))
    return AddFeatures(label, features=[feature])


def delete_features(scenario: Scenario, ids: Iterable[str], label: str = "Delete") -> Edit:
    """Remove features, with the doors and windows of removed buildings; figures that were in a
    removed car lose their ``vehicle`` property, so the scenario stays valid."""
    order = with_openings(scenario, [i for i in ids if i in scenario.features])
    doomed = set(order)
    remove = RemoveFeatures(label, ids=order)
    orphans = [f.with_properties(vehicle=None) for f in scenario
               if f.id not in doomed and f.get("vehicle") in doomed]
    if not orphans:
        return remove
    return CompoundEdit(label, edits=[replace_features(scenario, orphans, label), remove])


def copies_with_fresh_ids(scenario: Scenario, features: Iterable[Feature], dx: float = 0.0,
                          dy: float = 0.0) -> list[Feature]:
    """Copies of ``features`` moved by (dx, dy) under ids unused in ``scenario``; references between
    the copied features (a door to its building) point at the copies."""
    features = list(features)
    taken = set(scenario.features)
    new_ids: dict[str, str] = {}
    for feature in features:
        prefix = id_prefix(feature.kind)
        n = 1
        while f"{prefix}-{n}" in taken:
            n += 1
        new_ids[feature.id] = f"{prefix}-{n}"
        taken.add(new_ids[feature.id])
    copies = []
    for feature in features:
        props = dict(feature.properties)
        for name in REFERENCE_PROPERTIES:
            if props.get(name) in new_ids:
                props[name] = new_ids[props[name]]
        copies.append(Feature(new_ids[feature.id], feature.kind, feature.geometry.translated(dx, dy), props))
    return copies


def duplicate_features(scenario: Scenario, ids: Iterable[str], dx: float, dy: float,
                       label: str = "Duplicate") -> AddFeatures:
    return AddFeatures(label, features=copies_with_fresh_ids(scenario, [scenario[i] for i in ids], dx, dy))


def paste_features(scenario: Scenario, features: Iterable[Feature], dx: float = 0.0, dy: float = 0.0,
                   label: str = "Paste") -> AddFeatures:
    """Add copies of clipboard features; a reference to a feature neither pasted nor in the
    scenario is dropped, since the file would refuse it."""
    copies = copies_with_fresh_ids(scenario, features, dx, dy)
    kinds = {f.id: f.kind for f in scenario} | {f.id: f.kind for f in copies}
    cleaned = []
    for copy in copies:
        dangling = {name: None for name, wanted in REFERENCE_PROPERTIES.items()
                    if name in copy.properties and kinds.get(copy.properties[name]) not in wanted}
        if dangling and copy.kind == "window":
            continue  # a window must belong to a building; without one it cannot be kept
        cleaned.append(copy.with_properties(**dangling) if dangling else copy)
    return AddFeatures(label, features=cleaned)


def rotate_features(scenario: Scenario, ids: Iterable[str], angle_deg: float,
                    centre: tuple[float, float] | None = None, label: str = "Rotate") -> ReplaceFeatures:
    """Turn features about ``centre`` (default: the middle of their bounding box); a figure's
    ``heading_deg`` turns with it."""
    features = [scenario[i] for i in ids]
    pivot = centre if centre is not None else bounds_centre(features)
    turned = []
    for feature in features:
        new = feature.with_geometry(rotated_geometry(feature.geometry, angle_deg, pivot))
        if "heading_deg" in feature.properties:
            new = new.with_properties(heading_deg=round((float(feature.get("heading_deg")) + angle_deg) % 360, 6))
        turned.append(new)
    return replace_features(scenario, turned, label)


def set_property(scenario: Scenario, ids: Iterable[str], name: str, value: Any,
                 label: str = "Set property") -> ReplaceFeatures:
    """Set one property on features (None removes it); ``kind`` goes through ``set_kind``."""
    if name == "kind":
        raise ValueError("change a kind with set_kind")
    return replace_features(scenario, [scenario[i].with_properties(**{name: value}) for i in ids], label)


def set_kind(scenario: Scenario, ids: Iterable[str], kind: str, label: str = "Set kind") -> ReplaceFeatures:
    """Change the kind of features whose geometry suits the new kind; a building that doors or
    windows belong to keeps its kind, since they would be left pointing at a non-building."""
    features = [scenario[i] for i in ids]
    for feature in features:
        if feature.geometry.type not in GEOMETRY_TYPES_BY_KIND.get(kind, frozenset()):
            raise ValueError(f"'{feature.id}' is a {feature.geometry.type}, which a '{kind}' cannot be")
        if feature.kind == "building" and kind != "building" and any(
                f.get("building") == feature.id for f in scenario):
            raise ValueError(f"'{feature.id}' has doors or windows; it must stay a building")
    return replace_features(scenario, [replace(f, kind=kind) for f in features], label)


# --- vertex editing -----------------------------------------------------------------------------------
def editable_vertices(geometry: Geometry) -> list[tuple[float, float]]:
    """The vertices a shape is edited by: a line's points, or a polygon's outer ring without the
    closing repeat of its first corner. Points have none."""
    if geometry.type == "LineString":
        return [(float(p[0]), float(p[1])) for p in geometry.coordinates]
    if geometry.type == "Polygon":
        return [(float(p[0]), float(p[1])) for p in geometry.coordinates[0][:-1]]
    return []


def _with_vertices(geometry: Geometry, vertices: list[tuple[float, float]]) -> Geometry:
    if geometry.type == "LineString":
        return line_geometry(vertices)
    ring = tuple(vertices) + (vertices[0],)
    return Geometry("Polygon", (ring,) + tuple(geometry.coordinates[1:]))


def vertex_moved(geometry: Geometry, index: int, x: float, y: float) -> Geometry:
    """The shape with editable vertex ``index`` at (x, y) (a polygon's ring stays closed)."""
    vertices = editable_vertices(geometry)
    vertices[index] = (float(x), float(y))
    return _with_vertices(geometry, vertices)


def vertex_inserted(geometry: Geometry, index: int, x: float, y: float) -> Geometry:
    """The shape with a new vertex (x, y) placed before editable vertex ``index``."""
    vertices = editable_vertices(geometry)
    vertices.insert(index, (float(x), float(y)))
    return _with_vertices(geometry, vertices)


def vertex_removed(geometry: Geometry, index: int) -> Geometry:
    """The shape without editable vertex ``index``; refused below 2 points for a line, 3 for a polygon."""
    vertices = editable_vertices(geometry)
    least = 2 if geometry.type == "LineString" else 3
    if len(vertices) <= least:
        raise ValueError(f"a {geometry.type} keeps at least {least} vertices")
    del vertices[index]
    return _with_vertices(geometry, vertices)


def nearest_segment(geometry: Geometry, x: float, y: float) -> tuple[int, tuple[float, float], float]:
    """For inserting a vertex: (index to insert before, the point on the nearest edge, its distance)."""
    vertices = editable_vertices(geometry)
    if geometry.type == "Polygon":
        vertices = vertices + vertices[:1]
    best = (1, vertices[0], math.inf)
    for i, ((ax, ay), (bx, by)) in enumerate(zip(vertices, vertices[1:])):
        length2 = (bx - ax) ** 2 + (by - ay) ** 2
        t = 0.0 if length2 == 0 else min(1.0, max(0.0, ((x - ax) * (bx - ax) + (y - ay) * (by - ay)) / length2))
        px, py = ax + (bx - ax) * t, ay + (by - ay) * t
        distance = math.hypot(px - x, py - y)
        if distance < best[2]:
            best = (i + 1, (px, py), distance)
    return best
