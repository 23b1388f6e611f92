"""Lengths as the referee reads them: the files and every rule measure in centimetres, and only what is shown is
converted to the unit chosen in the app's Settings (centimetres or inches).

Kept in the core so the app's rulers, measure readouts and previews all write a length the same way.
"""

from __future__ import annotations

from tabletop.i18n import _

CM_PER_INCH = 2.54
UNITS = ("cm", "in")


def unit_symbol(unit: str) -> str:
    """The symbol written after a length: « cm », or « in » (« po » in French)."""
    return _("in") if unit == "in" else _("cm")


def in_unit(cm: float, unit: str) -> float:
    """``cm`` centimetres expressed in ``unit`` (ValueError on an unknown unit)."""
    if unit not in UNITS:
        raise ValueError(_("unknown length unit '{unit}': expected one of {units}").format(
            unit=unit, units=", ".join(UNITS)))
    return cm / CM_PER_INCH if unit == "in" else cm


def format_length(cm: float, unit: str, decimals: int = 1, trim: bool = False, decimal_mark: str = ".") -> str:
    """« 12.5 cm » or « 4.9 in »: the length rounded to ``decimals`` places; ``trim`` drops zeros after the mark
    (« 15 cm », not « 15.0 cm »), and ``decimal_mark`` is the language's (« 12,5 cm » in French)."""
    text = f"{in_unit(cm, unit):.{decimals}f}"
    if trim and "." in text:
        text = text.rstrip("0").rstrip(".")
    if text in {"-0", "-0." + "0" * decimals}:
        text = text[1:]
    return f"{text.replace('.', decimal_mark)} {unit_symbol(unit)}"
