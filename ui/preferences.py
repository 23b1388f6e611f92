"""The referee's preferences (Settings → Preferences…), kept in the app's QSettings and read where they apply.

Keys and values (documented here because other parts of the app read them):
- ``units``: ``"cm"`` (default) or ``"in"``: how lengths are shown (rulers, measures, previews); files stay in cm.
- ``dice/mode``: ``"virtual"`` (default: dice drawn from the game's seed) or ``"entered"`` (the referee types the
  faces rolled on the table): which way a live game or a card-game play opened from now on offers first.
- ``rules/house_dir``: the folder of house-rule TOML files overriding the shipped rule data ("" = the
  environment's ``TABLETOP_RULES_DIR`` or ``~/.config/tabletop/rules``); applied at the next start.
- ``labels/density``: ``"all"`` (default), ``"few"`` or ``"none"``: how many labels the map shows.
- ``phones/host`` and ``phones/port``: where the players' phones server listens (``tabletop.phones.DEFAULT_HOST``,
  every interface, and ``DEFAULT_PORT`` by default; port 0 takes a free one).
- ``language`` (``ui.shell.language``) and ``book/location`` (``ui.book.access``) keep their own modules.
"""

from __future__ import annotations

from contextlib import contextmanager
from typing import Iterator

from PySide6.QtCore import QCoreApplication, QLocale

from tabletop.ruledata import choose_house_rules_dir
from tabletop.units import CM_PER_INCH, UNITS, format_length, unit_symbol
from ui.settings import app_settings

UNITS_KEY = "units"
DICE_MODE_KEY = "dice/mode"
HOUSE_RULES_KEY = "rules/house_dir"
LABEL_DENSITY_KEY = "labels/density"
PHONES_HOST_KEY = "phones/host"
PHONES_PORT_KEY = "phones/port"
DICE_MODES = ("virtual", "entered")
LABEL_DENSITIES = ("all", "few", "none")


def _choice(key: str, choices: tuple[str, ...]) -> str:
    """The stored value when it is one of ``choices``, else the first (the default): a hand-edited INI file with
    a typo falls back instead of breaking the app."""
    value = app_settings().value(key, choices[0])
    return value if value in choices else choices[0]


# The unit read once for a whole redraw (``unit_read_once``), else None: reading the settings costs a tenth of a
# millisecond, and a frame of the drag writes half a dozen lengths.
_held_unit: str | None = None


def length_unit() -> str:
    return _held_unit if _held_unit is not None else _choice(UNITS_KEY, UNITS)


@contextmanager
def unit_read_once() -> Iterator[None]:
    """Within the block, lengths are written in the unit read from the settings when it began."""
    global _held_unit
    outer = _held_unit
    _held_unit = length_unit()
    try:
        yield
    finally:
        _held_unit = outer


def dice_mode() -> str:
    return _choice(DICE_MODE_KEY, DICE_MODES)


def label_density() -> str:
    return _choice(LABEL_DENSITY_KEY, LABEL_DENSITIES)


def house_rules_folder() -> str:
    value = app_settings().value(HOUSE_RULES_KEY, "")
    return value if isinstance(value, str) else ""


def phones_address() -> tuple[str, int]:
    """Where the players' phones server listens: the chosen interface and port, else the defaults."""
    from tabletop.phones import DEFAULT_HOST, DEFAULT_PORT

    settings = app_settings()
    host = settings.value(PHONES_HOST_KEY, DEFAULT_HOST)
    try:
        port = int(settings.value(PHONES_PORT_KEY, DEFAULT_PORT))
    except (TypeError, ValueError):
        port = DEFAULT_PORT
    return (host if isinstance(host, str) and host else DEFAULT_HOST), (port if 0 <= port <= 65535 else DEFAULT_PORT)


def save_preferences(values: dict[str, str]) -> None:
    """Store ``{key: value}`` (keys as above) and write them to disk at once."""
    settings = app_settings()
    for key, value in values.items():
        settings.setValue(key, value)
    settings.sync()


def apply_house_rules_folder() -> None:
    """At start, before any rule table is loaded: the chosen folder feeds the core's house-rule lookup."""
    choose_house_rules_dir(house_rules_folder() or None)


def length_text(cm: float, decimals: int = 1, trim: bool = False) -> str:
    """A length in the chosen unit, with the language's decimal mark: « 12.5 cm », « 4,9 po »."""
    return format_length(cm, length_unit(), decimals, trim, QLocale().decimalPoint())


def position_text(x_cm: float, y_cm: float) -> str:
    """The pointer's place on the table, as the map's status line shows it: « x 12.5 cm   y 40.0 cm »."""
    return QCoreApplication.translate("ui.preferences", "x {x}   y {y}").format(x=length_text(x_cm),
                                                                              y=length_text(y_cm))


def unit_text() -> str:
    """The chosen unit's symbol, as the rulers' corner shows it."""
    return unit_symbol(length_unit())


def cm_per_unit() -> float:
    """How many cm one shown unit is (1, or 2.54 for inches): the rulers place their ticks with it."""
    return CM_PER_INCH if length_unit() == "in" else 1.0
