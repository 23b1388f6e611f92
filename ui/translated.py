"""Translated text whose ``format`` writes numbers the language's way (``12,5 cm`` in French).

The panels build many messages as ``tr("{cm:.1f} cm").format(cm=...)``; wrapping the translation in
``localized`` keeps that code and its format specs, and swaps the decimal mark for the language's
(``QLocale()``, set from the chosen language at start by ``ui.shell.language``).
"""

from __future__ import annotations

import string
from typing import Any

from PySide6.QtCore import QCoreApplication, QLocale


class _LocaleFormatter(string.Formatter):
    def format_field(self, value: Any, format_spec: str) -> str:
        text = format(value, format_spec)
        if isinstance(value, float) or (format_spec[-1:] in {"f", "g", "e"} and isinstance(value, int)):
            return text.replace(".", QLocale().decimalPoint())
        return text


_FORMATTER = _LocaleFormatter()
# Whether a text has a field whose format spec could write a decimal mark (or one the plain parse cannot judge), by
# text: the texts are few, and most of them format only words and whole numbers.
_WRITES_DECIMALS: dict[str, bool] = {}


def _writes_decimals(text: str) -> bool:
    known = _WRITES_DECIMALS.get(text)
    if known is None:
        specs = [spec for _literal, field, spec, _conversion in _FORMATTER.parse(text) if field is not None]
        known = _WRITES_DECIMALS[text] = any(spec[-1:] in {"f", "g", "e"} or "{" in spec for spec in specs)
    return known


class LocalText(str):
    """A str whose ``format`` localises the numbers it writes."""

    def format(self, *args: Any, **kwargs: Any) -> str:  # type: ignore[override]
        # Without a float to write, nor a spec that writes an int with decimals, there is no decimal mark to swap: the
        # plain str.format writes the same text, several times faster (a drag's labels are formatted on every frame).
        if not _writes_decimals(self) and not any(isinstance(v, float) for v in (*args, *kwargs.values())):
            return str.format(self, *args, **kwargs)
        return _FORMATTER.vformat(self, args, kwargs)


def localized(text: str) -> LocalText:
    return LocalText(text)


def number(value: float, spec: str = "g") -> str:
    """A number as ``format(value, spec)`` writes it, with the language's decimal mark."""
    return localized("{value:" + spec + "}").format(value=value)


def tr(text: str) -> LocalText:
    """``text`` translated under the empty context: pyside6-lupdate files a bare ``tr("...")`` call there,
    wherever it is made, so the modules that are no QObject import this one helper and call it bare."""
    return localized(QCoreApplication.translate("", text))
