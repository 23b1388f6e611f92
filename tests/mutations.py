"""Mutated copies of a valid file, for the tests that feed them to a loader and accept only its refusal.

A mutation is a place in the file (a field path, or a byte offset) and what is put there: deep nesting, huge
and non-finite numbers, a value of the wrong type, the file cut short, bytes that are not UTF-8, or (issue 25) a
lone surrogate, a list longer than any field holds, a float where an index belongs, a list written twice over. The JSON
replacements are written as raw text so that numbers Python would not write (``Infinity``, a 5,000-digit
integer) reach the loader as a user's editor could leave them.
"""

from __future__ import annotations

import json
from functools import lru_cache
from typing import Any

from hypothesis import strategies as st

_MARK = "\u0000mutation\u0000"
RAW_VALUES = [
    "[" * 5000 + "]" * 5000, '{"a":' * 5000 + "1" + "}" * 5000, "[" * 100 + "1" + "]" * 100,
    "1" + "0" * 5000, "-1" + "0" * 400, "1e400", "-1e400", "Infinity", "-Infinity", "NaN",
    "12345678901234567890123456789", "1e300", "-1", "0", "0.5", "true", "null", '""', '"x"', "[]", "{}",
    '["a", ["b"]]', '{"kind": [1]}', '[1e999, 2]', '"' + "x" * 300 + '"',
    # Issue 25: a lone surrogate (accepted, then the file could not be saved), a list longer than any field holds
    # (a validator busy for minutes), a string longer than any field, floats where indexes belong, "format" of the
    # wrong type (an unhashable key).
    '"\\ud800"', '{"\\udfff": 1}', '"a\\udc00b"', "[" + ",".join(["0"] * 150_000) + "]", '"' + "x" * 150_000 + '"',
    "1.5", "2.0", '["tabletop-play"]', '{"format": 1}',
]


def paths(doc: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every place in ``doc``: each member of an object and each item of a list, depth first."""
    found = [prefix]
    if isinstance(doc, dict):
        for key, value in doc.items():
            found += paths(value, prefix + (key,))
    elif isinstance(doc, list):
        for index, value in enumerate(doc):
            found += paths(value, prefix + (index,))
    return found


def replaced(doc: Any, path: tuple[Any, ...], raw: str) -> bytes:
    """``doc`` written as JSON with the value at ``path`` replaced by the raw JSON text ``raw``."""
    if not path:
        return raw.encode("utf-8")
    copy = json.loads(json.dumps(doc))
    parent = copy
    for step in path[:-1]:
        parent = parent[step]
    parent[path[-1]] = _MARK
    return json.dumps(copy, ensure_ascii=False).replace(json.dumps(_MARK), raw).encode("utf-8")


def repeated(original: bytes, choice: int) -> bytes:
    """``original`` with one of its lists written twice over (a log replayed after itself, a player seated twice,
    a polygon's ring doubled): the ``choice``-th list place, counted round; the file as it is when it has none."""
    doc, places = parsed(original)
    lists = [p for p in places if isinstance(at(doc, p), list)]
    if not lists:
        return original
    place = lists[choice % len(lists)]
    doubled = at(doc, place) * 2
    return replaced(doc, place, json.dumps(doubled, ensure_ascii=False))


@lru_cache(maxsize=8)
def parsed(original: bytes) -> tuple[Any, tuple[tuple[Any, ...], ...]]:
    """``original`` read, and its places (``paths``): read once per file, not at each of the hundreds of mutations a
    test draws of it. Shared between draws, so read only: ``replaced`` writes into a copy."""
    doc = json.loads(original)
    return doc, tuple(paths(doc))


def at(doc: Any, path: tuple[Any, ...]) -> Any:
    """The value of ``doc`` at ``path``."""
    for step in path:
        doc = doc[step]
    return doc


@st.composite
def mutated(draw: st.DrawFn, original: bytes) -> bytes:
    """One mutation of ``original`` (valid JSON text): a value replaced, the text cut, or bad bytes inserted."""
    how = draw(st.sampled_from(["value", "value", "value", "cut", "bytes", "repeat"]))
    if how == "repeat":
        return repeated(original, draw(st.integers(0, 10**6)))
    if how == "cut":
        return original[:draw(st.integers(0, len(original) - 1))]
    if how == "bytes":
        at = draw(st.integers(0, len(original)))
        return original[:at] + draw(st.sampled_from([b"\xff", b"\xc3", b"\xed\xa0\x80", b"\x00"])) + original[at:]
    doc, places = parsed(original)
    path = places[draw(st.integers(0, len(places) - 1))]
    return replaced(doc, path, draw(st.sampled_from(RAW_VALUES)))
