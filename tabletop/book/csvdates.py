"""A play's date in a CSV cell as a French referee writes it, besides ISO 8601: day first (« 07/12/2026 »,
« 7/12/2026 », « 07-12-2026 », « 07.12.2026 »), or in words (« 7 décembre 2026 », « lundi 1er déc. 2026 »), with an
optional time (« 21:30 », « 21h30 », « 21h »).

A date that does not exist (« 31/02/2026 ») or that could be read two ways (a year in two digits, « 07/12/26 ») is
refused, never guessed. As for ISO 8601 without an offset, a time without one is UTC (``records.utc``).
"""

from __future__ import annotations

import re
import unicodedata
from datetime import datetime

from tabletop.formats import quoted
from tabletop.i18n import _
from tabletop.jsontext import cut

# The months as French writes them, full and abbreviated, without accents (``_plain``).
_MONTHS = {name: number for number, names in enumerate((
    ("janvier", "janv", "jan"), ("fevrier", "fevr", "fev"), ("mars", "mar"), ("avril", "avr"), ("mai",),
    ("juin",), ("juillet", "juil"), ("aout",), ("septembre", "sept", "sep"), ("octobre", "oct"),
    ("novembre", "nov"), ("decembre", "dec")), start=1) for name in names}
_WEEKDAYS = r"(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)\s+"
_TIME = r"(?:\s*(?:,|a|\s)\s*(?P<hour>\d{1,2})\s*(?:[:h]\s*(?P<minute>\d{2})?)?)?"
_DIGITS = re.compile(r"(?P<day>\d{1,2})(?P<sep>[/.-])(?P<month>\d{1,2})(?P=sep)(?P<year>\d+)" + _TIME)
_WORDS = re.compile(rf"(?:{_WEEKDAYS})?(?P<day>\d{{1,2}})(?:er)?\s+(?P<month>[a-z]+)\.?\s+(?P<year>\d+)" + _TIME)


class DateProblem(ValueError):
    """The cell is not a date the book can take: the message says why, in the user's language."""


def read_date(cell: str) -> datetime:
    """The moment ``cell`` writes, naive when it gives no offset; DateProblem when it is none, or ambiguous."""
    written = cell.strip()
    try:
        return datetime.fromisoformat(written)
    except ValueError:
        pass
    plain = _plain(written)
    found = _DIGITS.fullmatch(plain) or _WORDS.fullmatch(plain)
    if found is None:
        raise DateProblem(_("{value} is not a date (write it as 07/12/2026, 7 décembre 2026 or 2026-12-07)").format(
            value=quoted(cut(cell))))
    if len(found["year"]) != 4:
        raise DateProblem(_("{value} could be read two ways (write the year with its four digits)").format(
            value=quoted(cut(cell))))
    month = int(found["month"]) if found["month"].isdigit() else _MONTHS.get(found["month"])
    if month is None:
        raise DateProblem(_("in {value}, {month} is not the name of a month").format(
            value=quoted(cut(cell)), month=quoted(cut(found["month"]))))
    try:
        return datetime(int(found["year"]), month, int(found["day"]), int(found["hour"] or 0),
                        int(found["minute"] or 0))
    except ValueError:
        raise DateProblem(_("{value} is a date that does not exist (day {day}, month {month})").format(
            value=quoted(cut(cell)), day=int(found["day"]), month=month)) from None


def _plain(text: str) -> str:
    """``text`` in lower case without accents, its runs of spaces one (« Déc.  » and "dec." read alike)."""
    letters = "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))
    return re.sub(r"\s+", " ", letters.casefold())
