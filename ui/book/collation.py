"""Names in the order the referee's language sorts them (« Élise » before « François », accents and case ignored,
« Joueur 2 » before « Joueur 10 »), by Qt's collator for the app's language (``QLocale()``, set from the language
chosen at start): a plain sort puts every accented or lower-case name after « Z »."""

from __future__ import annotations

from functools import cmp_to_key
from typing import Callable, Iterable, TypeVar

from PySide6.QtCore import QCollator, QLocale, Qt

T = TypeVar("T")


def collator() -> QCollator:
    """The app language's collator, blind to case, numbers compared as numbers. Under the C locale (no language set,
    as in a bare test run) English's: the C locale compares code points, every accented name after « z »."""
    locale = QLocale()
    if locale.language() == QLocale.Language.C:
        locale = QLocale(QLocale.Language.English)
    found = QCollator(locale)
    found.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
    found.setNumericMode(True)
    return found


def sorted_by_name(items: Iterable[T], name: Callable[[T], str] = str) -> list[T]:
    """``items`` in the language's order of ``name(item)``."""
    compare = collator().compare
    return sorted(items, key=cmp_to_key(lambda a, b: compare(name(a), name(b))))


def ranks(texts: list[str]) -> list[int]:
    """Each text's place in the language's order (texts the collator finds equal share one), for a model's sort role:
    Qt then sorts a column by integers, without calling back into Python for each comparison. Each distinct text is
    placed once (a column of empty notes costs nothing)."""
    compare = collator().compare
    distinct = sorted(set(texts), key=cmp_to_key(compare))
    place: dict[str, int] = {}
    for k, text in enumerate(distinct):
        place[text] = place[distinct[k - 1]] if k and compare(distinct[k - 1], text) == 0 else k
    return [place[text] for text in texts]
