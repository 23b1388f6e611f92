"""The pieces dialogs and panels are laid out with: labelled fields as a form, notes wrapped to the width."""

from __future__ import annotations

from typing import Sequence

from PySide6.QtWidgets import QFormLayout, QLabel, QLayout, QWidget


def form_layout(rows: Sequence[tuple[str, QWidget | QLayout]]) -> QFormLayout:
    """A form with one row per (label, field), top to bottom; the labels come translated by the caller, whose
    ``tr`` gives them their translation context."""
    form = QFormLayout()
    for label, field in rows:
        form.addRow(label, field)
    return form


def wrapped_label(text: str = "", parent: QWidget | None = None) -> QLabel:
    """A label whose text wraps to the width it is given, as notes, hints and messages of any length need."""
    label = QLabel(text, parent)
    label.setWordWrap(True)
    return label
