"""The scenario model: a table and its features, as plain data in centimetres.

Features are immutable values; the scenario holds them by id in file order. Edits replace whole
features (see ``edits.py``) so that an undo step only has to keep the old and the new value.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field, replace
from typing import Any, Iterator

from tabletop.scenario.background import Background

POLYGON_KINDS = frozenset({
    "wall", "building", "low_wall", "fence", "barricade", "car", "smoke", "street",
    "hq", "bank", "shop", "church", "hospital", "town_hall", "zone",
})
LINE_KINDS = frozenset({"wall", "door", "window"})
POINT_KINDS = frozenset({"figure", "civilian", "entry"})
ZONE_KINDS = frozenset({"street", "hq", "bank", "shop", "church", "hospital", "town_hall", "zone"})
TERRAIN_KINDS = POLYGON_KINDS - ZONE_KINDS | frozenset({"door", "window"})
ALL_KINDS = POLYGON_KINDS | LINE_KINDS | POINT_KINDS
GEOMETRY_TYPES_BY_KIND: dict[str, frozenset[str]] = {
    kind: frozenset(
        t for t, kinds in (("Polygon", POLYGON_KINDS), ("LineString", LINE_KINDS), ("Point", POINT_KINDS))
        if kind in kinds
    )
    for kind in ALL_KINDS
}
DEFAULT_BASE_MM = 25.0
FORMAT_NAME = "tabletop-scenario"
FORMAT_VERSION = 1


@dataclass(frozen=True, slots=True)
class Geometry:
    """A GeoJSON geometry (Point, LineString or Polygon) with coordinates in centimetres."""

    type: str
    coordinates: Any  # nested tuples of floats, as GeoJSON nests them

    def to_json(self) -> dict[str, Any]:
        return {"type": self.type, "coordinates": _to_lists(self.coordinates)}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> "Geometry":
        return cls(type=data["type"], coordinates=_to_tuples(data["coordinates"]))

    def points(self) -> list[tuple[float, float]]:
        """Every vertex, in order (outer ring first for polygons)."""
        if self.type == "Point":
            return [(float(self.coordinates[0]), float(self.coordinates[1]))]
        if self.type == "LineString":
            return [(float(p[0]), float(p[1])) for p in self.coordinates]
        return [(float(p[0]), float(p[1])) for ring in self.coordinates for p in ring]

    def translated(self, dx: float, dy: float) -> "Geometry":
        return Geometry(self.type, _map_positions(self.coordinates, lambda p: (p[0] + dx, p[1] + dy) + tuple(p[2:])))


@dataclass(frozen=True, slots=True)
class Feature:
    """One thing on the table: an obstacle, a zone, a figure, a civilian, a door..."""

    id: str
    kind: str
    geometry: Geometry
    properties: dict[str, Any] = field(default_factory=dict)  # every property but "kind", unknown ones kept

    def get(self, name: str, default: Any = None) -> Any:
        return self.properties.get(name, default)

    @property
    def name(self) -> str:
        return str(self.properties.get("name", ""))

    @property
    def base_mm(self) -> float:
        return float(self.properties.get("base_mm", DEFAULT_BASE_MM))

    def with_properties(self, **changes: Any) -> "Feature":
        """A copy with properties changed; a value of None removes the property."""
        props = dict(self.properties)
        for key, value in changes.items():
            if value is None:
                props.pop(key, None)
            else:
                props[key] = value
        return replace(self, properties=props)

    def with_geometry(self, geometry: Geometry) -> "Feature":
        return replace(self, geometry=geometry)

    def to_json(self) -> dict[str, Any]:
        return {
            "type": "Feature",
            "id": self.id,
            "geometry": self.geometry.to_json(),
            "properties": {"kind": self.kind, **copy.deepcopy(self.properties)},
        }


@dataclass(frozen=True, slots=True)
class Table:
    width_cm: float
    depth_cm: float

    def contains(self, x: float, y: float, tolerance: float = 1e-6) -> bool:
        return -tolerance <= x <= self.width_cm + tolerance and -tolerance <= y <= self.depth_cm + tolerance


@dataclass
class Scenario:
    """A table with its features in file order and the picture under them; ``extra`` keeps unknown top-level
    members."""

    name: str
    table: Table
    game: str = "peur-sur-la-ville"
    features: dict[str, Feature] = field(default_factory=dict)
    meta_extra: dict[str, Any] = field(default_factory=dict)  # unknown members of "tabletop"
    extra: dict[str, Any] = field(default_factory=dict)  # unknown top-level members
    background: Background | None = None

    def __iter__(self) -> Iterator[Feature]:
        return iter(self.features.values())

    def __len__(self) -> int:
        return len(self.features)

    def __getitem__(self, feature_id: str) -> Feature:
        return self.features[feature_id]

    def of_kind(self, *kinds: str) -> list[Feature]:
        return [f for f in self.features.values() if f.kind in kinds]

    def new_id(self, prefix: str) -> str:
        """The first id ``prefix-N`` not used yet."""
        n = 1
        while f"{prefix}-{n}" in self.features:
            n += 1
        return f"{prefix}-{n}"

    def copy(self) -> "Scenario":
        return Scenario(self.name, self.table, self.game, dict(self.features),
                        copy.deepcopy(self.meta_extra), copy.deepcopy(self.extra), self.background)

    def to_json(self) -> dict[str, Any]:
        meta = {
            "format": FORMAT_NAME,
            "version": FORMAT_VERSION,
            "game": self.game,
            "name": self.name,
            **copy.deepcopy(self.meta_extra),
            "table": {"width_cm": self.table.width_cm, "depth_cm": self.table.depth_cm},
        }
        if self.background is not None:
            meta["background"] = self.background.to_json()
        return {
            "type": "FeatureCollection",
            "tabletop": meta,
            **copy.deepcopy(self.extra),
            "features": [f.to_json() for f in self.features.values()],
        }


def _to_tuples(value: Any) -> Any:
    if isinstance(value, (list, tuple)):
        return tuple(_to_tuples(v) for v in value)
    return value


def _to_lists(value: Any) -> Any:
    if isinstance(value, (list, tuple)):
        return [_to_lists(v) for v in value]
    return value


def _map_positions(coords: Any, fn: Any) -> Any:
    """Apply ``fn`` to every position in GeoJSON-nested coordinates."""
    if coords and isinstance(coords[0], (int, float)):
        return tuple(fn(coords))
    return tuple(_map_positions(c, fn) for c in coords)
