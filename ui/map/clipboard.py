"""Features on the system clipboard, as GeoJSON, so they paste into any open scenario (or a text editor)."""

from __future__ import annotations

import json
from typing import Any, Iterable

from PySide6.QtCore import QMimeData

from tabletop.scenario.model import ALL_KINDS, GEOMETRY_TYPES_BY_KIND, Feature, Geometry

MIME_TYPE = "application/x-tabletop-features"


def features_to_mime(features: Iterable[Feature]) -> QMimeData:
    """A GeoJSON FeatureCollection of ``features`` under our MIME type and as plain text."""
    text = json.dumps({"type": "FeatureCollection", "features": [f.to_json() for f in features]}, indent=1)
    mime = QMimeData()
    mime.setData(MIME_TYPE, text.encode("utf-8"))
    mime.setText(text)
    return mime


def features_from_mime(mime: QMimeData | None) -> list[Feature]:
    """Features found on the clipboard; anything that is not a feature we can place is skipped."""
    if mime is None:
        return []
    if mime.hasFormat(MIME_TYPE):
        text = bytes(mime.data(MIME_TYPE).data()).decode("utf-8", errors="replace")
    elif mime.hasText():
        text = mime.text()
    else:
        return []
    try:
        data = json.loads(text)
    except json.JSONDecodeError:
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
