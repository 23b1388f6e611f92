"""What a play must be for the book to hold it, checked before anything is written, with the field at fault named.

The same checks serve a play recorded by a game module and a play read from an interchange file, so that both
are refused with the same words, and so that the database never has to refuse a value (SQLite and PostgreSQL
disagree on what they accept: NUL characters, text lengths, integer sizes).
"""

from __future__ import annotations

import math
from datetime import datetime
from typing import Any

from tabletop.book.records import Participant, PlayRecord

# Text lengths of the schema's columns.
ID_LENGTH = 64
GAME_LENGTH = 100
NAME_LENGTH = 200
COLOUR_LENGTH = 40
_INT_MAX = 2**31 - 1  # the largest rank or seat PostgreSQL's INTEGER holds
# The book's bounds, also CHECK constraints of the database (migration 0004_bounds): a score or a breakdown's points
# within ±SCORE_LIMIT, a duration from 0 to DURATION_LIMIT_MIN minutes. Far beyond any game's (Gangster Paradise's
# bills run to thousands), they keep every sum of squares the statistics make finite: a million plays of the
# largest score add up to 1e24, where one score of 1e308 made the standard deviation overflow for good.
SCORE_LIMIT = 1_000_000_000
DURATION_LIMIT_MIN = 10_080  # a week: the longest evening or weekend event is far shorter


def text_problem(value: Any, limit: int | None = None, *, optional: bool = False) -> str | None:
    """Why ``value`` is not acceptable text (None if it is)."""
    if value is None and optional:
        return None
    if not isinstance(value, str):
        return f"expected {'text or null' if optional else 'text'}, got {_kind(value)}"
    if not optional and not value.strip():
        return "must not be empty"
    if limit is not None and len(value) > limit:
        return f"longer than {limit} characters"
    if "\x00" in value:
        return "contains a NUL character"
    if not value.isascii():
        try:
            value.encode("utf-8")
        except UnicodeEncodeError:
            return "contains a character that is not valid Unicode"
    return None


def number_problem(value: Any, *, optional: bool = True, minimum: float = -SCORE_LIMIT,
                   maximum: float = SCORE_LIMIT) -> str | None:
    """Why ``value`` is not a finite number from ``minimum`` to ``maximum`` (None if it is)."""
    if value is None and optional:
        return None
    if (type(value) is int or type(value) is float) and minimum <= value <= maximum:  # the usual score, at once
        return None
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return f"expected a number{' or null' if optional else ''}, got {_kind(value)}"
    try:
        number = float(value)
    except OverflowError:
        return "too large"
    if not math.isfinite(number):
        return "expected a finite number"
    if not minimum <= number <= maximum:
        return f"expected a number from {minimum:g} to {maximum:g}"
    return None


def whole_problem(value: Any, minimum: int) -> str | None:
    if value is None or (type(value) is int and minimum <= value <= _INT_MAX):  # the usual seat or rank, at once
        return None
    if isinstance(value, bool) or not isinstance(value, int):
        return f"expected a whole number or null, got {_kind(value)}"
    if not minimum <= value <= _INT_MAX:
        return f"expected a whole number from {minimum} to {_INT_MAX}"
    return None


def _kind(value: Any) -> str:
    if value is None:
        return "null"
    names = {bool: "true/false", int: "a number", float: "a number", str: "text", list: "a list", dict: "an object"}
    return names.get(type(value), type(value).__name__)


def _participant_problem(p: Participant, index: int) -> str | None:
    # Written as early returns that skip the absent values: an import checks some 400,000 participants.
    problem = text_problem(p.name, NAME_LENGTH)
    if problem:
        return f"players[{index}].name: {problem}"
    for field, value, minimum in (("seat", p.seat, 0), ("rank", p.rank, 1)):
        if value is not None and (problem := whole_problem(value, minimum)):
            return f"players[{index}].{field}: {problem}"
    if p.team is not None and (problem := text_problem(p.team, NAME_LENGTH, optional=True)):
        return f"players[{index}].team: {problem}"
    if p.score is not None and (problem := number_problem(p.score)):
        return f"players[{index}].score: {problem}"
    if not isinstance(p.eliminated, bool):
        return f"players[{index}].eliminated: expected true or false, got {_kind(p.eliminated)}"
    if p.breakdown != {} and (problem := _breakdown_problem(p.breakdown)):
        return f"players[{index}].breakdown: {problem}"
    return None


def _breakdown_problem(breakdown: Any) -> str | None:
    if not isinstance(breakdown, dict):
        return f"expected an object of category: number, got {_kind(breakdown)}"
    for category, points in breakdown.items():
        problem = text_problem(category, NAME_LENGTH) or number_problem(points, optional=False)
        if problem:
            return f"{category!r}: {problem}"
    return None


def record_problem(record: PlayRecord) -> str | None:
    """The first thing wrong with ``record`` as ``field: problem`` (fields as in the interchange file), or None."""
    for field, value, limit in (("id", record.id, ID_LENGTH), ("game", record.game, GAME_LENGTH)):
        if problem := text_problem(value, limit):
            return f"{field}: {problem}"
    if not isinstance(record.played_at, datetime):
        return "played_at: expected a date and time"
    if record.duration_min is not None and (problem := number_problem(record.duration_min, minimum=0,
                                                                       maximum=DURATION_LIMIT_MIN)):
        return f"duration_min: {problem}"
    optional_texts = (("place", record.place, NAME_LENGTH), ("referee", record.referee, NAME_LENGTH),
                      ("notes", record.notes, None), ("file", record.file_path, None),
                      ("campaign", record.campaign, NAME_LENGTH))
    for field, value, limit in optional_texts:
        if value is not None and (problem := text_problem(value, limit, optional=True)):
            return f"{field}: {problem}"
    if not record.participants:
        return "players: a play needs one player at least"
    for index, participant in enumerate(record.participants):
        problem = _participant_problem(participant, index)
        if problem:
            return problem
    names = [p.name for p in record.participants]
    if len(set(names)) < len(names):
        twice = sorted({n for n in names if names.count(n) > 1})
        return f"players: {', '.join(map(repr, twice))} cannot take part twice in one play"
    return None
