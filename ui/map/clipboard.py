"""Features on the system clipboard as GeoJSON text, so they paste into any open scenario (or a
text editor, and back).

Plain text rather than a QMimeData of our own: a QMimeData made in Python and handed to the
clipboard crashes PySide6 (6.11 and 6.12, offscreen) when the application exits, while text is
copied by Qt itself.
"""

from __future__ import annotations

import json
from typing import Any, Iterable

from tabletop.jsontext import JsonTextError, parse_json_text
from tabletop.scenario.model import ALL_KINDS, GEOMETRY_TYPES_BY_KIND, Feature, Geometry


def features_to_text(features: Iterable[Feature]) -> str:
    """A GeoJSON FeatureCollection of ``features``."""
    return json.dumps({"type": "FeatureCollection", "features": [f.to_json() for f in features]}, indent=1,
                      ensure_ascii=False)


def features_from_text(text: str) -> list[Feature]:
    """Features found in clipboard text; anything that is not a feature we can place is skipped."""
    try:
        data = parse_json_text(text)
    except (JsonTextError, TypeError):  # deep nesting, huge or non-finite numbers are skipped like any bad text
        return []
    items = data.get("features", []) if isinstance(data, dict) else []
    return [f for f in (_feature(item) for item in items if isinstance(item, dict)) if f is not None]


def _feature(item: dict[str, Any]) -> Feature | None:
    props = item.get("properties")
    geometry = item.get("geometry")
    if not isinstance(props, dict) or not isinstance(geometry, dict):
        return None
    kind = props.get("kind")
    if kind not in ALL_KINDS or geometry.get("type") not in GEOMETRY_TYPES_BY_KIND[kind]:
        return None
    try:
        parsed = Geometry.from_json(geometry)
        parsed.points()  # malformed coordinates fail here rather than on the map
    except (KeyError, TypeError, IndexError, ValueError):
        return None
    rest = {k: v for k, v in props.items() if k != "kind"}
    return Feature(str(item.get("id") or kind), kind, parsed, rest)
