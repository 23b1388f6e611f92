"""A JSON Schema's node as the data it checks sees it, for the tests that walk a schema's places (tests/
test_rule_places.py, tests/test_missing_fields.py)."""

from __future__ import annotations

from typing import Any


def resolved(root: dict[str, Any], node: Any) -> dict[str, Any]:
    """The schema ``node`` with its ``$ref`` and ``allOf`` merged in: the properties a place of the data may have."""
    if not isinstance(node, dict):
        return {}
    merged = dict(node)
    parts = [node.get("$ref")] if "$ref" in node else []
    bases = [resolved(root, _pointer(root, ref)) for ref in parts] + [resolved(root, sub)
                                                                      for sub in node.get("allOf", [])]
    for base in bases:
        merged["properties"] = {**base.get("properties", {}), **merged.get("properties", {})}
        for key, value in base.items():
            merged.setdefault(key, value)
    return merged


def _pointer(root: dict[str, Any], ref: str) -> Any:
    node: Any = root
    for part in ref.removeprefix("#/").split("/"):
        node = node[part]
    return node
