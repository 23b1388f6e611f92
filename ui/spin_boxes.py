"""Number fields built alike wherever a panel asks for a measure (a length, a turn, a resolution)."""

from __future__ import annotations

from PySide6.QtWidgets import QDoubleSpinBox, QWidget


def measure_spin(parent: QWidget, low: float, high: float, suffix: str, decimals: int = 2,
                 value: float | None = None, follow_typing: bool = True) -> QDoubleSpinBox:
    """A number field from ``low`` to ``high`` showing ``suffix``; without ``follow_typing`` it reports its value
    once the user has finished typing it (each keystroke would otherwise be an edit of the map)."""
    spin = QDoubleSpinBox(parent)
    spin.setRange(low, high)
    spin.setDecimals(decimals)
    if value is not None:
        spin.setValue(value)
    spin.setSuffix(suffix)
    spin.setKeyboardTracking(follow_typing)
    return spin
