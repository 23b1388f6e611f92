"""Translated text whose ``format`` writes numbers the language's way (``12,5 cm``, ``−2`` in French).

The panels build many messages as ``tr("{cm:.1f} cm").format(cm=...)``; wrapping the translation in
``localized`` keeps that code and its format specs, and swaps the decimal mark for the language's
(``QLocale()``, set from the chosen language at start by ``ui.shell.language``).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QLocale

from tabletop.i18n import DecimalFormatter, minus_sign


_FORMATTER = DecimalFormatter(lambda: QLocale().decimalPoint(),
                              lambda: minus_sign("fr" if QLocale().language() == QLocale.Language.French else "en"))


class LocalText(str):
    """A str whose ``format`` localises the numbers it writes."""

    def format(self, *args: Any, **kwargs: Any) -> str:  # type: ignore[override]
        return _FORMATTER.localised(self, args, kwargs)


def localized(text: str) -> LocalText:
    return LocalText(text)


def number(value: float, spec: str = "g") -> str:
    """A number as ``format(value, spec)`` writes it, with the language's decimal mark."""
    return localized("{value:" + spec + "}").format(value=value)


def tr(text: str, disambiguation: str = "", n: int = -1) -> LocalText:
    """``text`` translated under the empty context: pyside6-lupdate files a bare ``tr("...")`` call there,
    wherever it is made, so the modules that are no QObject import this one helper and call it bare. With a count
    ``n`` the catalogue's plural form for it is chosen (and ``%n`` written as it), as Qt's own ``tr`` does."""
    return localized(QCoreApplication.translate("", text, disambiguation or None, n))
