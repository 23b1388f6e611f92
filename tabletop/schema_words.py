"""Plain-words descriptions of JSON Schema errors, shared by scenario files and rule data."""

from __future__ import annotations

import json
import math
from typing import Any

import jsonschema

_TYPE_WORDS = {"integer": "an integer", "number": "a number", "string": "a string", "object": "an object",
               "array": "a list", "boolean": "true or false", "null": "null"}
_BOUNDS = {"minimum": ">=", "maximum": "<=", "exclusiveMinimum": ">", "exclusiveMaximum": "<"}


def describe_value(value: Any) -> str:
    """A short rendering of a found value for an error line."""
    if isinstance(value, float) and not math.isfinite(value):
        text = str(value)
    else:
        text = json.dumps(value, ensure_ascii=False)
    if len(text) > 40:
        text = text[:37] + "..."
    if isinstance(value, dict):
        return f"object {text}"
    if isinstance(value, list):
        return f"list {text}"
    return text


def expectation(error: jsonschema.ValidationError) -> str:
    """What the schema expected at the error's place, and what it found, in plain words."""
    kind, expected, got = error.validator, error.validator_value, error.instance
    if kind == "required":
        # jsonschema reports each missing field as its own error, naming it first in the message.
        missing = [name for name in expected if isinstance(got, dict) and name not in got]
        named = next((name for name in missing if error.message.startswith(repr(name))), None)
        return f"missing required field '{named or (missing[0] if missing else expected)}'"
    if kind == "additionalProperties" and isinstance(got, dict):
        allowed = set(error.schema.get("properties", {}))
        extra = sorted(k for k in got if k not in allowed)
        return f"unknown field{'s' if len(extra) > 1 else ''} {', '.join(repr(k) for k in extra)}"
    if kind == "type":
        wanted = " or ".join(_TYPE_WORDS.get(t, t) for t in ([expected] if isinstance(expected, str) else expected))
        return f"expected {wanted}, got {describe_value(got)}"
    if kind == "enum":
        return f"expected one of {', '.join(json.dumps(v, ensure_ascii=False) for v in expected)}, " \
               f"got {describe_value(got)}"
    if kind == "const":
        return f"expected {json.dumps(expected)}, got {describe_value(got)}"
    if kind == "pattern" and expected == "^[A-R]$":
        return f"expected a gang letter from A to R, got {describe_value(got)}"
    if kind == "pattern":
        return f"expected text matching {expected}, got {describe_value(got)}"
    if kind in _BOUNDS:
        return f"expected a number {_BOUNDS[kind]} {expected}, got {describe_value(got)}"
    if kind == "minItems":
        return f"expected at least {expected} items, got {len(got)}"
    if kind == "maxItems":
        return f"expected at most {expected} items, got {len(got)}"
    if kind == "minLength":
        return "expected a non-empty string"
    return error.message


def dotted(path: Any) -> str:
    return ".".join(str(p) for p in path)
