"""The pieces dialogs and panels are laid out with: labelled fields as a form, notes wrapped to the width, splitters
that keep the sizes the user gave them."""

from __future__ import annotations

from typing import Sequence

from PySide6.QtCore import QByteArray
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QComboBox, QFormLayout, QLabel, QLayout, QSplitter, QToolBar, QWidget

from ui.settings import app_settings


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


def whole_text_combo(combo: QComboBox) -> QComboBox:
    """Let a narrow combo box show its whole text: its list opens as wide as its longest entry, and the entry chosen
    is whole in its tooltip (the box itself may cut it, a side panel being narrow on a laptop)."""
    view = combo.view()

    def widen(*_args: object) -> None:
        view.setMinimumWidth(view.sizeHintForColumn(0) + view.verticalScrollBar().sizeHint().width()
                             + 2 * view.frameWidth())

    model = combo.model()
    for signal in (model.rowsInserted, model.rowsRemoved, model.modelReset, model.dataChanged):
        signal.connect(widen)
    combo.currentTextChanged.connect(combo.setToolTip)
    widen()
    combo.setToolTip(combo.currentText())
    return combo


def first_in_toolbar(toolbar: QToolBar, action: QAction) -> None:
    """Put ``action`` first in ``toolbar``: a tool bar too long for a laptop hides its last actions behind « » »,
    and this one must stay in sight (the table screen, opened every evening at the table)."""
    actions = toolbar.actions()
    if actions and actions[0] is not action:
        toolbar.removeAction(action)
        toolbar.insertAction(actions[0], action)


def remembered_splitter(splitter: QSplitter, key: str) -> None:
    """Give ``splitter`` back the sizes the user last dragged it to in a tab of the same kind (``key``, e.g. the
    module's id), and keep them each time it is dragged; the sizes the code set stay until then."""
    setting = f"splitters/{key}"
    saved = app_settings().value(setting)
    if isinstance(saved, QByteArray) and not saved.isEmpty():
        splitter.restoreState(saved)
    splitter.splitterMoved.connect(lambda *_: app_settings().setValue(setting, splitter.saveState()))
