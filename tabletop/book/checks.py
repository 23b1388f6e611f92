"""What a play must be for the book to hold it, checked before anything is written, with the field at fault named
in words (``play_places``) in one whole sentence.

The same checks serve a play recorded by a game module and a play read from an interchange file, so that both
are refused with the same words, and so that the database never has to refuse a value (SQLite and PostgreSQL
disagree on what they accept: NUL characters, text lengths, integer sizes).
"""

from __future__ import annotations

import math
from datetime import datetime
from typing import Any, NamedTuple

from tabletop.book.play_places import play_place
from tabletop.book.records import Participant, PlayRecord
from tabletop.formats import quoted
from tabletop.i18n import N_, _, ngettext
from tabletop.jsontext import cut

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


class Fault(NamedTuple):
    """What is wrong with a value, to be said of its place: ``template`` (a message with {place}) and its other
    values. The place is put in words only when a value is refused: an import checks some 400,000 participants."""

    template: str
    values: dict[str, Any]

    def said(self, place: str) -> str:
        """The whole sentence, ``place`` the field in words (« le score du joueur 1 »)."""
        return _(self.template).format(place=place, **self.values)


class PlayProblem(NamedTuple):
    """The first thing wrong with a play: the field at fault as the interchange file writes it (``("players", 0,
    "score")``, for a CSV to find its row and column) and one whole sentence saying it in words."""

    path: tuple[Any, ...]
    sentence: str

    def __str__(self) -> str:
        return self.sentence


def text_fault(value: Any, limit: int | None = None, *, optional: bool = False) -> Fault | None:
    """Why ``value`` is not acceptable text (None if it is)."""
    if value is None and optional:
        return None
    if not isinstance(value, str):
        return Fault(N_("{place} must be text or nothing, not {kind}") if optional
                     else N_("{place} must be text, not {kind}"), {"kind": kind_words(value)})
    if not optional and not value.strip():
        return Fault(N_("{place} must not be empty"), {})
    if limit is not None and len(value) > limit:
        return Fault(N_("{place} is longer than {limit} characters"), {"limit": limit})
    if "\x00" in value:
        return Fault(N_("{place} contains a NUL character"), {})
    if not value.isascii():
        try:
            value.encode("utf-8")
        except UnicodeEncodeError:
            return Fault(N_("{place} contains a character that is not valid Unicode"), {})
    return None


def text_problem(value: Any, limit: int | None = None, *, optional: bool = False, place: str) -> str | None:
    """Why ``value`` is not acceptable text, one sentence naming it by ``place`` (None if it is)."""
    fault = text_fault(value, limit, optional=optional)
    return fault.said(place) if fault else None


def number_fault(value: Any, *, optional: bool = True, minimum: int = -SCORE_LIMIT,
                 maximum: int = SCORE_LIMIT) -> Fault | None:
    """Why ``value`` is not a finite number from ``minimum`` to ``maximum`` (None if it is)."""
    if value is None and optional:
        return None
    if (type(value) is int or type(value) is float) and minimum <= value <= maximum:  # the usual score, at once
        return None
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return Fault(N_("{place} must be a number or nothing, not {kind}") if optional
                     else N_("{place} must be a number, not {kind}"), {"kind": kind_words(value)})
    if isinstance(value, float) and not math.isfinite(value):
        return Fault(N_("{place} must be a finite number"), {})
    # A whole number too large for a float is out of range too.
    return Fault(N_("{place} must be a number from {minimum} to {maximum}"), {"minimum": minimum, "maximum": maximum})


def whole_fault(value: Any, minimum: int) -> Fault | None:
    """Why ``value`` is neither nothing nor a whole number from ``minimum`` that the database holds (None if it is)."""
    if value is None or (type(value) is int and minimum <= value <= _INT_MAX):  # the usual seat or rank, at once
        return None
    if isinstance(value, bool) or not isinstance(value, int):
        return Fault(N_("{place} must be a whole number or nothing, not {kind}"), {"kind": kind_words(value)})
    return Fault(N_("{place} must be a whole number from {minimum} to {maximum}"),
                 {"minimum": minimum, "maximum": _INT_MAX})


_KIND_WORDS = {bool: N_("true or false"), int: N_("a number"), float: N_("a number"), str: N_("text"),
               list: N_("a list"), dict: N_("an object")}


def kind_words(value: Any) -> str:
    """What kind of JSON value ``value`` is, in words (« un nombre », « une liste »)."""
    if value is None:
        return _("nothing (null)")
    return _(_KIND_WORDS[type(value)]) if type(value) in _KIND_WORDS else type(value).__name__


def _at(path: tuple[Any, ...], fault: Fault) -> PlayProblem:
    return PlayProblem(path, fault.said(play_place(path)))


def _participant_problem(p: Participant, index: int) -> PlayProblem | None:
    # Written as early returns that skip the absent values: an import checks some 400,000 participants.
    fault = text_fault(p.name, NAME_LENGTH)
    if fault:
        return _at(("players", index, "name"), fault)
    for field, value, minimum in (("seat", p.seat, 0), ("rank", p.rank, 1)):
        if value is not None and (fault := whole_fault(value, minimum)):
            return _at(("players", index, field), fault)
    if p.team is not None and (fault := text_fault(p.team, NAME_LENGTH, optional=True)):
        return _at(("players", index, "team"), fault)
    if p.score is not None and (fault := number_fault(p.score)):
        return _at(("players", index, "score"), fault)
    if not isinstance(p.eliminated, bool):
        return _at(("players", index, "eliminated"), Fault(N_("{place} must be true or false, not {kind}"),
                                                           {"kind": kind_words(p.eliminated)}))
    if p.breakdown != {}:
        return _breakdown_problem(p.breakdown, ("players", index, "breakdown"))
    return None


def _breakdown_problem(breakdown: Any, path: tuple[Any, ...]) -> PlayProblem | None:
    if not isinstance(breakdown, dict):
        return _at(path, Fault(N_("{place} must be an object of « category: points », not {kind}"),
                               {"kind": kind_words(breakdown)}))
    for category, points in breakdown.items():
        fault = text_fault(category, NAME_LENGTH) or number_fault(points, optional=False)
        if fault:
            return _at((*path, cut(category) if isinstance(category, str) else category), fault)
    return None


def record_problem(record: PlayRecord) -> PlayProblem | None:
    """The first thing wrong with ``record`` (its field as the interchange file writes it, and a sentence), or
    None."""
    for field, value, limit in (("id", record.id, ID_LENGTH), ("game", record.game, GAME_LENGTH)):
        if fault := text_fault(value, limit):
            return _at((field,), fault)
    if not isinstance(record.played_at, datetime):
        return _at(("played_at",), Fault(N_("{place} must be a date and time"), {}))
    if record.duration_min is not None and (fault := number_fault(record.duration_min, minimum=0,
                                                                  maximum=DURATION_LIMIT_MIN)):
        return _at(("duration_min",), fault)
    optional_texts = (("place", record.place, NAME_LENGTH), ("referee", record.referee, NAME_LENGTH),
                      ("notes", record.notes, None), ("file", record.file_path, None),
                      ("campaign", record.campaign, NAME_LENGTH))
    for field, value, limit in optional_texts:
        if value is not None and (fault := text_fault(value, limit, optional=True)):
            return _at((field,), fault)
    if not record.participants:
        return PlayProblem(("players",), _("a play needs one player at least"))
    for index, participant in enumerate(record.participants):
        problem = _participant_problem(participant, index)
        if problem:
            return problem
    names = [p.name for p in record.participants]
    if len(set(names)) < len(names):
        twice = sorted({n for n in names if names.count(n) > 1})
        return PlayProblem(("players",), ngettext(
            "{names} is named twice among the players", "{names} are each named more than once among the players",
            len(twice)).format(names=", ".join(quoted(cut(name)) for name in twice)))
    return None
