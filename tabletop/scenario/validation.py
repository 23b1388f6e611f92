"""Validation of scenario files: every problem at once, each naming where it is and what was expected.

The JSON Schema (``schema-v1.json``) checks shapes and types; the checks here add what a schema
cannot say: unique ids, closed rings, geometry types per kind, coordinates on the table, references.
"""

from __future__ import annotations

import json
import re
import math
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources
from typing import Any

import jsonschema
from shapely.geometry import Polygon
from shapely.validation import explain_validity

from tabletop.i18n import N_, _, decimal, language
from tabletop.scenario.background import background_problems
from tabletop.scenario.model import GEOMETRY_TYPES_BY_KIND
from tabletop.jsontext import in_file, size_problem
from tabletop.schema_words import describe_value, expectation, first_errors
from tabletop.sentences import either, listed, say


@dataclass(frozen=True, slots=True)
class Problem:
    """One thing wrong in a scenario file, printable as one line."""

    where: str  # "feature 'b1' (#3)", or "" for the file's top level
    field: str  # dotted path inside that place, e.g. "properties.floors"
    message: str  # what was expected and what was found

    def line(self, source: str, within: str = "") -> str:
        """« dans « carte.geojson », l'élément « Boulevard Liberté », son point 3 : … »: the file named once, the
        element and the field in the referee's words (after ``within``, the map's place in a file holding it: « la
        carte »), then what is wrong (``jsontext.in_file``)."""
        place = element_field(self.where, field_words(self.field))
        return in_file(source, element_field(within, place), self.message)


def element_field(element: str, field: str) -> str:
    """The place of a problem: an element of the map and its field in words (« l'élément « B », ses étages »), either
    alone, or "" for the file's top level."""
    if element and field:
        return _("{element}, {field}").format(element=element, field=field)
    return element or field


def path_words(path: tuple[Any, ...], doc: Any) -> str:
    """A value's place in a map file (``features.3.properties.name``) in the referee's words: « l'élément « B », son
    nom »; a place no words name is its path as the file writes it."""
    if len(path) >= 2 and path[0] == "features" and isinstance(path[1], int) and isinstance(doc, dict):
        return element_field(_feature_label(doc, path[1]), field_words(_point_field(doc, path[1], list(path[2:]))))
    return field_words(".".join(str(p) for p in path))


def _point_field(doc: dict[str, Any], index: int, inner: list[Any]) -> str:
    """The place ``inner`` inside element ``index``, a value of its coordinates cut to the point it belongs to: the
    file's « geometry.coordinates.0.3.1 » (a polygon's fourth point's y) is ``geometry.coordinates.0.3``, a line's
    « geometry.coordinates.3.1 » ``geometry.point.3``, a single point's ``geometry.coordinates``; which is which only
    the element's kind of shape tells."""
    if inner[:2] != ["geometry", "coordinates"] or len(inner) < 3:
        return ".".join(str(p) for p in inner)
    features = doc.get("features")
    feature = features[index] if isinstance(features, list) and index < len(features) else None
    geometry = feature.get("geometry") if isinstance(feature, dict) else None
    shape = geometry.get("type") if isinstance(geometry, dict) else None
    if shape == "Polygon":
        return ".".join(str(p) for p in inner[:4])
    if shape == "LineString":
        return f"geometry.point.{inner[2]}"
    return "geometry.coordinates"


# A field of a map file in the referee's words; a field not listed is named by its path, as the file writes it.
FIELD_WORDS = {
    "tabletop": N_("the map's settings"), "tabletop.name": N_("the map's name"),
    "tabletop.description": N_("the map's description"), "tabletop.table": N_("the table"),
    "tabletop.table.width_cm": N_("the table's width"), "tabletop.table.depth_cm": N_("the table's depth"),
    "tabletop.format": N_("the file's format"), "tabletop.version": N_("the file's version"),
    "tabletop.game": N_("the map's game"), "tabletop.background": N_("the background picture"),
    "tabletop.background.width_px": N_("the background picture's width in pixels"),
    "tabletop.background.height_px": N_("the background picture's height in pixels"),
    "tabletop.background.cm_per_px": N_("the centimetres a pixel of the background picture covers"),
    "tabletop.background.x_cm": N_("where the background picture's left edge lies on the table"),
    "tabletop.background.y_cm": N_("where the background picture's top edge lies on the table"),
    "tabletop.background.rotation_deg": N_("the background picture's rotation"),
    "tabletop.background.opacity": N_("the background picture's opacity"),
    "tabletop.background.locked": N_("whether the background picture is locked"),
    "tabletop.background.path": N_("the background picture's file"),
    "tabletop.background.data": N_("the background picture kept in the map"),
    "tabletop.background.media_type": N_("the background picture's kind of file"),
    "tabletop.background.page": N_("the page of the background picture's PDF"),
    "features": N_("the map's elements"), "type": N_("the file's type"),
    "geometry": N_("its shape"), "geometry.type": N_("its kind of shape"), "geometry.coordinates": N_("its points"),
    "properties": N_("its properties"), "properties.kind": N_("its kind"), "properties.name": N_("its name"),
    "properties.floors": N_("its floors"), "properties.gang": N_("its gang"), "properties.role": N_("its role"),
    "properties.weapons": N_("its weapons"), "properties.equipment": N_("its equipment"),
    "properties.wounds": N_("its wounds"), "properties.state": N_("its state"),
    "properties.heading_deg": N_("its heading"), "properties.base_mm": N_("its base"),
    "properties.thickness_cm": N_("its thickness"), "properties.building": N_("its building"),
    "properties.vehicle": N_("its vehicle"), "properties.armoured": N_("its armour"), "id": N_("its identifier"),
    "properties.vehicle_type": N_("its type of vehicle"),
}
# A polygon's ring and point (« geometry.coordinates.0.3 »); one index alone is a polygon's ring. A line's point is
# ``geometry.point.3`` (``_point_field``): in the file, « geometry.coordinates.3.1 » is its fourth point's y.
_POINT = re.compile(r"geometry\.coordinates\.\d+\.(\d+)")
_LINE_POINT = re.compile(r"geometry\.point\.(\d+)")
_RING_OR_POINT = re.compile(r"geometry\.coordinates\.\d+")
# A figure's weapon or piece of equipment (« properties.weapons.1 »).
_LISTED = {"weapons": N_("its weapon {number}"), "equipment": N_("its equipment {number}")}
_LISTED_ITEM = re.compile(r"properties\.(weapons|equipment)\.(\d+)")


def field_words(field: str) -> str:
    """``field`` (a dotted path) as the referee says it: « sa largeur », « son point 3 »; "" for none."""
    if not field:
        return ""
    if field in FIELD_WORDS:
        return _(FIELD_WORDS[field])
    point = _POINT.fullmatch(field) or _LINE_POINT.fullmatch(field)
    if point:
        return _("its point {number}").format(number=int(point.group(1)) + 1)
    listed = _LISTED_ITEM.fullmatch(field)
    if listed:
        return _(_LISTED[listed.group(1)]).format(number=int(listed.group(2)) + 1)
    if _RING_OR_POINT.fullmatch(field):
        return _(FIELD_WORDS["geometry.coordinates"])
    return field


@lru_cache(maxsize=1)
def schema() -> dict[str, Any]:
    text = resources.files("tabletop.scenario").joinpath("schema-v1.json").read_text(encoding="utf-8")
    return json.loads(text)


def validate_document(doc: Any) -> list[Problem]:
    """All the problems of a parsed scenario document (empty when it is valid)."""
    if not isinstance(doc, dict):
        return [Problem("", "", _("expected a GeoJSON FeatureCollection object, got {got}").format(
            got=describe_value(doc)))]
    problems, bad_features = _shape_problems(doc)
    if bad_features is None:  # too large to be read further
        return list(problems)
    # A table size the schema refuses (4.9e-324 cm wide) is said once: the positions are not measured against it.
    table_refused = any(p.where == "" and p.field.startswith("tabletop.table") for p in problems)
    return [*problems, *_semantic_problems(doc, bad_features, table_refused)]


# Documents up to this size have their shape checks kept, by their text: the home page, a game file and a map
# reopened check the same map again, and the schema's walk over every coordinate is most of a map's loading.
_KEPT_CHARS = 2_000_000


def _shape_problems(doc: dict[str, Any]) -> tuple[tuple[Problem, ...], frozenset[int] | None]:
    """The problems of sizes and of the JSON Schema, and the features they make unreadable (None: a list or a text
    too long, which no other check should walk)."""
    try:
        text = json.dumps(doc, ensure_ascii=False, allow_nan=True)
    except (TypeError, ValueError):  # a document built in code out of more than JSON: checked as it is
        return _checked_shape(doc)
    if len(text) > _KEPT_CHARS:
        return _checked_shape(doc)
    return _kept_shape(text, language())


@lru_cache(maxsize=16)
def _kept_shape(text: str, _language: str) -> tuple[tuple[Problem, ...], frozenset[int] | None]:
    # The language is part of the key: the messages are in it.
    return _checked_shape(json.loads(text))


def _checked_shape(doc: dict[str, Any]) -> tuple[tuple[Problem, ...], frozenset[int] | None]:
    too_large = size_problem(doc, schema(), lambda path: path_words(path, doc))  # before the validator walks it
    if too_large:
        return (Problem(too_large.place, "", too_large.problem),), None
    validator = jsonschema.Draft202012Validator(schema())
    problems: list[Problem] = []
    bad_features: set[int] = set()
    for error in first_errors(validator, doc):
        problem, index = _schema_problem(doc, error)
        if index is not None:
            bad_features.add(index)
        if problem not in problems:
            problems.append(problem)
    return tuple(problems), frozenset(bad_features)


def _feature_label(doc: dict[str, Any], index: int) -> str:
    features = doc.get("features")
    feature = features[index] if isinstance(features, list) and index < len(features) else None
    fid = feature.get("id") if isinstance(feature, dict) else None
    properties = feature.get("properties") if isinstance(feature, dict) else None
    name = properties.get("name") if isinstance(properties, dict) else None
    # The name the referee gave it on the map, else its identifier, else its place in the file (from 1).
    if isinstance(name, str) and name.strip():
        return _("the element « {name} »").format(name=name.strip())
    if isinstance(fid, str) and fid:
        return _("the element « {id} »").format(id=fid)
    return _("element number {number}").format(number=index + 1)


def _schema_problem(doc: dict[str, Any], error: jsonschema.ValidationError) -> tuple[Problem, int | None]:
    path = list(error.absolute_path)
    index: int | None = None
    where = ""
    if len(path) >= 2 and path[0] == "features" and isinstance(path[1], int):
        where = _feature_label(doc, path[1])
        # The checks made in code read the geometry and kind: skip them for a feature whose
        # geometry or kind is itself malformed, so one mistake is not reported twice.
        inner = path[2:]
        if not inner or inner[0] == "geometry" or inner[:2] == ["properties", "kind"] or inner == ["properties"]:
            index = path[1]
        if inner == ["properties", "kind"] and error.validator == "enum":
            # The kinds by the editor's words (« mur, bâtiment, … »), never the file's keys (« low_wall »).
            return Problem(where, "properties.kind", say(
                "map-unknown-kind", found=error.instance if isinstance(error.instance, str) else
                describe_value(error.instance), kinds=listed([say("map-kind-word", kind=k)
                                                              for k in error.validator_value]))), index
        return Problem(where, _point_field(doc, path[1], inner), expectation(error)), index
    field = ".".join(str(p) for p in path)
    return Problem(where, field, expectation(error)), index


def _semantic_problems(doc: dict[str, Any], bad_features: frozenset[int], table_refused: bool) -> list[Problem]:
    problems: list[Problem] = []
    meta = doc.get("tabletop")
    if isinstance(meta, dict) and isinstance(meta.get("background"), dict):
        problems.extend(Problem("", ".".join(p for p in ("tabletop.background", field) if p), message)
                        for field, message in background_problems(meta["background"]))
    table = None if table_refused else _table_size(doc)
    features = doc.get("features") if isinstance(doc.get("features"), list) else []
    seen: dict[str, int] = {}
    kinds_by_id: dict[str, str] = {}
    for index, feature in enumerate(features):
        if not isinstance(feature, dict):
            continue
        fid = feature.get("id")
        if isinstance(fid, str) and fid:
            if fid in seen:
                problems.append(Problem(_feature_label(doc, index), "id",
                                        _("duplicate id, already used by element number {number}").format(number=seen[fid] + 1)))
            else:
                seen[fid] = index
                props = feature.get("properties")
                if isinstance(props, dict) and isinstance(props.get("kind"), str):
                    kinds_by_id[fid] = props["kind"]
    for index, feature in enumerate(features):
        if index in bad_features or not isinstance(feature, dict):
            continue
        where = _feature_label(doc, index)
        kind = feature["properties"]["kind"]
        geometry = feature["geometry"]
        allowed = GEOMETRY_TYPES_BY_KIND[kind]
        if geometry["type"] not in allowed:
            problems.append(Problem(where, "geometry.type", say(
                "map-kind-shape", kind=say("map-kind-word", kind=kind),
                shapes=either([say("map-shape", shape=shape) for shape in sorted(allowed)]),
                found=say("map-shape", shape=geometry["type"]))))
            continue
        problems.extend(_geometry_problems(where, geometry, table))
        problems.extend(_reference_problems(where, feature["properties"], kinds_by_id))
        if "vehicle_type" in feature["properties"] and kind != "car":
            problems.append(Problem(where, "properties.vehicle_type",
                                    _("only a car has a type of vehicle")))
    return problems


def _table_size(doc: dict[str, Any]) -> tuple[float, float] | None:
    try:
        table = doc["tabletop"]["table"]
        width, depth = float(table["width_cm"]), float(table["depth_cm"])
    except (KeyError, TypeError, ValueError):
        return None
    return (width, depth) if width > 0 and depth > 0 else None


def _geometry_problems(where: str, geometry: dict[str, Any], table: tuple[float, float] | None) -> list[Problem]:
    problems: list[Problem] = []
    coords = geometry["coordinates"]
    if geometry["type"] == "Polygon":
        for r, ring in enumerate(coords):
            if tuple(ring[0][:2]) != tuple(ring[-1][:2]):
                problems.append(Problem(where, f"geometry.coordinates.{r}",
                                        _("the ring does not close, its last point not repeating its first")))
            elif len({tuple(p[:2]) for p in ring}) < 3:
                problems.append(Problem(where, f"geometry.coordinates.{r}",
                                        _("polygon ring needs at least 3 distinct positions")))
        if not problems:
            problems.extend(_polygon_shape_problems(where, coords))
        positions = [(f"geometry.coordinates.{r}.{i}", p) for r, ring in enumerate(coords) for i, p in enumerate(ring)]
    elif geometry["type"] == "LineString":
        if len({tuple(p[:2]) for p in coords}) < 2:
            problems.append(Problem(where, "geometry.coordinates", _("a line needs at least 2 distinct positions")))
        positions = [(f"geometry.point.{i}", p) for i, p in enumerate(coords)]
    else:
        positions = [("geometry.coordinates", coords)]
    for field, (x, y, *_rest) in positions:
        if not (math.isfinite(x) and math.isfinite(y)):
            problems.append(Problem(where, field, _("expected finite numbers, got [{x}, {y}]").format(x=x, y=y)))
        elif table and not (-1e-6 <= x <= table[0] + 1e-6 and -1e-6 <= y <= table[1] + 1e-6):
            # The point says where it is: no field path beside it.
            problems.append(Problem(where, "", _("the point ({x}; {y}) is off the table of {width} × {depth} cm")
                                    .format(x=decimal(x), y=decimal(y), width=decimal(table[0]),
                                            depth=decimal(table[1]))))
    return problems


# Why GEOS finds a polygon invalid (``explain_validity``'s English, never shown) in the referee's words, each said
# with the point where it goes wrong; a reason not listed is said by the last.
_INVALID_SHAPES = {
    "Self-intersection": N_("its outline crosses itself near ({x}; {y})"),
    "Ring Self-intersection": N_("its outline crosses itself near ({x}; {y})"),
    "Hole lies outside shell": N_("a hole of its shape lies outside its outline, near ({x}; {y})"),
    "Holes are nested": N_("a hole of its shape lies inside another hole, near ({x}; {y})"),
    "Interior is disconnected": N_("the holes of its shape cut it in pieces near ({x}; {y})"),
}
_ANY_INVALID_SHAPE = N_("its shape has no inside that can be measured, near ({x}; {y})")


def _polygon_shape_problems(where: str, rings: list[list[list[float]]]) -> list[Problem]:
    """A polygon whose outline crosses itself (a bow-tie) or whose holes stray outside it has no inside that sight,
    cover and movement could measure: refused as one sentence saying where it goes wrong."""
    polygon = Polygon([p[:2] for p in rings[0]], [[p[:2] for p in ring] for ring in rings[1:]])
    if polygon.is_valid:
        return []
    reason, _bracket, at = explain_validity(polygon).partition("[")  # e.g. "Self-intersection[30 10]"
    x, y = (float(v) for v in at.rstrip("]").split()[:2]) if at else rings[0][0][:2]
    message = _(_INVALID_SHAPES.get(reason.strip(), _ANY_INVALID_SHAPE)).format(x=decimal(x), y=decimal(y))
    return [Problem(where, "", message)]


def _reference_problems(where: str, props: dict[str, Any], kinds_by_id: dict[str, str]) -> list[Problem]:
    problems = []
    for name, wanted in (("building", {"building"}), ("vehicle", {"car"})):
        ref = props.get(name)
        if isinstance(ref, str) and props.get("kind") != name:
            if ref not in kinds_by_id:
                problems.append(Problem(where, f"properties.{name}",
                                        _("refers to « {ref} », which is no element of this map").format(ref=ref)))
            elif kinds_by_id[ref] not in wanted:  # one whole sentence each: the kinds are file keys, not words
                problems.append(Problem(where, f"properties.{name}", (
                    _("refers to « {ref} », which is not a building") if name == "building"
                    else _("refers to « {ref} », which is not a vehicle")).format(ref=ref)))
    return problems
