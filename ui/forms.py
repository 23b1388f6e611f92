"""Labelled fields laid out as a form, for the dialogs and panels that ask for several values at once."""

from __future__ import annotations

from typing import Sequence

from PySide6.QtWidgets import QFormLayout, QLayout, QWidget


def form_layout(rows: Sequence[tuple[str, QWidget | QLayout]]) -> QFormLayout:
    """A form with one row per (label, field), top to bottom; the labels come translated by the caller, whose
    ``tr`` gives them their translation context."""
    form = QFormLayout()
    for label, field in rows:
        form.addRow(label, field)
    return form
