"""Numbers, percentages, durations, dates and months written the user's way, for every screen and the command line's
text: « 21,27 », « −3 », « 45 % », « 1 h 33 », « 5 déc. 2025 21:40 » in French; "21.27", "45%", "1 h 33 min",
"5 Dec 2025 21:40" in English. The language is the core's (``tabletop.i18n``), which the app sets from the same choice
as Qt's. JSON output never goes through here: it stays canonical (ISO dates, dots).
"""

from __future__ import annotations

import re
from datetime import date, datetime
from numbers import Real

from tabletop.i18n import N_, _, language, minus_sign

# Month abbreviations as each language writes them before a year (« 5 déc. 2025 »).
MONTHS = (N_("Jan"), N_("Feb"), N_("Mar"), N_("Apr"), N_("May"), N_("Jun"), N_("Jul"), N_("Aug"), N_("Sep"),
          N_("Oct"), N_("Nov"), N_("Dec"))
NARROW_SPACE = "\u202f"  # French puts a narrow no-break space before « % »
NO_BREAK_SPACE = "\u00a0"  # and a no-break space before « : ; ! ? » and inside « » (the catalogues' choice)
# An ordinary space where French wants a no-break one (packaging/translations.py checks the catalogues with it).
FRENCH_SPACE_ALONE = re.compile(r"[ \t](?=[:;!?»])|(?<=«)[ \t]")


def decimal(value: Real, places: int | None = None) -> str:
    """``value`` with the language's decimal mark and minus sign: ``places`` digits after it, else as few as it
    needs (at most 2, no trailing zeros: « 21,27 », « 15,9 », « 30 », « −3 »)."""
    number = float(value)
    if places is None:
        text = f"{number:.2f}".rstrip("0").rstrip(".")
        text = "0" if text in ("-0", "") else text
    else:
        text = f"{number:.{places}f}".lstrip("-") if round(number, places) == 0 else f"{number:.{places}f}"
    code = language()  # once: the Statistics page writes 6,000 numbers at a choice
    text = text.replace(".", ",") if code == "fr" else text
    return text.replace("-", minus_sign(code), 1) if "-" in text else text


MEAN_PLACES = 1  # a column of means reads with one number of decimals down its rows (« 15,9 » over « 16,4 »)


def mean(value: Real) -> str:
    """A mean (or a standard deviation) as its column writes every row: one decimal, even a round one (« 16,0 »)."""
    return decimal(value, MEAN_PLACES)


def counted(name: str, count: int) -> str:
    """A count of a thing, the same on every screen and log line (« drogue ×4 »): the name first, as the rulebook
    writes it (a number put before it would have to agree with it), then the count glued to its sign."""
    return f"{name} ×{count}"


def percent(fraction: Real, places: int = 0) -> str:
    """A fraction (0.45) as a percentage: « 45 % », "45%"."""
    text = decimal(100 * float(fraction), places)
    return f"{text}{NARROW_SPACE}%" if language() == "fr" else f"{text}%"


def rank(place: int) -> str:
    """A place in a ranking: « 1er », « 2e » in French; "1st", "2nd", "3rd", "11th" in English."""
    if language() == "fr":
        return "1er" if place == 1 else f"{place}e"
    suffix = "th" if place % 100 in (11, 12, 13) else {1: "st", 2: "nd", 3: "rd"}.get(place % 10, "th")
    return f"{place}{suffix}"


def french_spacing(text: str) -> str:
    """French ``text`` with a no-break space where an ordinary one stands before « : ; ! ? » or inside « »."""
    return FRENCH_SPACE_ALONE.sub(NO_BREAK_SPACE, text)


def quoted(words: str) -> str:
    """« … »: the rulebook's own French words quoted, spaced the French way whatever the screen's language."""
    return f"«{NO_BREAK_SPACE}{french_spacing(words)}{NO_BREAK_SPACE}»"


def with_player(gang: str, player: str | None) -> str:
    """« Police (Ana) »: a gang (or a card game's team) with the player who leads it, written this one way on every
    screen; the gang alone when no player is known."""
    return _("{gang} ({player})").format(gang=gang, player=player) if player else gang


def duration(minutes: Real) -> str:
    """A duration in minutes, rounded to the minute: « 1 h 33 » / "1 h 33 min", « 45 min »."""
    total = round(float(minutes))
    hours, rest = divmod(total, 60)
    if not hours:
        return _("{minutes} min").format(minutes=rest)
    return _("{hours} h {minutes:02d} min").format(hours=hours, minutes=rest)


def month(moment: date) -> str:
    """The month's abbreviation: « déc. », "Dec"."""
    return _(MONTHS[moment.month - 1])


def day(moment: date) -> str:
    """« 5 déc. 2025 », "5 Dec 2025"."""
    return _("{day} {month} {year}").format(day=moment.day, month=month(moment), year=moment.year)


def moment(when: datetime) -> str:
    """A date and time in the user's time zone: « 5 déc. 2025 21:40 »."""
    local = when.astimezone() if when.tzinfo is not None else when
    return _("{day} {hour:02d}:{minute:02d}").format(day=day(local), hour=local.hour, minute=local.minute)
