"""The pieces dialogs and panels are laid out with: labelled fields as a form, notes wrapped to the width, splitters
that keep the sizes the user gave them."""

from __future__ import annotations

from typing import Sequence

from PySide6.QtCore import QByteArray, QEvent, Qt, QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (QAbstractItemView, QComboBox, QFormLayout, QLabel, QLayout, QSplitter, QToolBar, QToolTip,
                               QWidget)

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


class ComboBox(QComboBox):
    """The app's combo box, built everywhere in place of ``QComboBox``: it shows its whole text however narrow a
    laptop's panel makes it. Its list opens as wide as its longest entry (measured when it opens, so entries added,
    renamed or a model set later count too), and the entry chosen is whole in its tooltip (the box itself may cut
    it), unless the page gave the box a tooltip of its own (a setting's sentence). ``tests/ui/test_combo_boxes.py``
    fails on a ``QComboBox`` built anywhere else in ``ui/``."""

    def tip(self) -> str:
        """What hovering the box shows: the page's tooltip, else the entry chosen."""
        return self.toolTip() or self.currentText()

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip and not self.toolTip() and self.currentText():
            QToolTip.showText(event.globalPos(), self.currentText(), self)
            return True
        return super().event(event)

    def showPopup(self) -> None:
        view = self.view()
        view.setMinimumWidth(view.sizeHintForColumn(0) + view.verticalScrollBar().sizeHint().width()
                             + 2 * view.frameWidth())
        # An entry wider than the screen (a long log line offered as a choice) is cut by the screen's edge: the
        # whole of it is the tooltip of its line in the list.
        room = self.screen().availableGeometry().width()
        metrics = view.fontMetrics()
        model = self.model()
        for row in range(self.count()):
            text = self.itemText(row)
            if metrics.horizontalAdvance(text) > room and not self.itemData(row, Qt.ItemDataRole.ToolTipRole):
                model.setData(model.index(row, self.modelColumn(), self.rootModelIndex()), text,
                              Qt.ItemDataRole.ToolTipRole)
        super().showPopup()


def first_in_toolbar(toolbar: QToolBar, action: QAction) -> None:
    """Put ``action`` first in ``toolbar``: a tool bar too long for a laptop hides its last actions behind « » »,
    and this one must stay in sight (the table screen, opened every evening at the table)."""
    actions = toolbar.actions()
    if actions and actions[0] is not action:
        toolbar.removeAction(action)
        toolbar.insertAction(actions[0], action)


def shorten(action: QAction, short: str, tooltip: str) -> None:
    """Give ``action`` a short word on its tool bar button (a sign, a number), its whole name and key in the
    tooltip; a menu holding it still shows its whole name."""
    action.setIconText(short)
    action.setToolTip(tooltip)


def remembered_splitter(splitter: QSplitter, key: str) -> None:
    """Give ``splitter`` back the sizes the user last dragged it to in a tab of the same kind (``key``, e.g. the
    module's id), and keep them each time it is dragged; the sizes the code set stay until then."""
    setting = f"splitters/{key}"
    saved = app_settings().value(setting)
    if isinstance(saved, QByteArray) and not saved.isEmpty():
        splitter.restoreState(saved)
    splitter.splitterMoved.connect(lambda *_: app_settings().setValue(setting, splitter.saveState()))


def scroll_to_bottom_later(view: QAbstractItemView) -> QTimer:
    """A timer of ``view``'s own whose ``start`` scrolls it to its last row once the event loop runs, once for all the
    rows added before it does (a redo of a whole log, a replay, the phones' moves): a scroll lays out every wrapped
    row again. Owned by the view, not ``QTimer.singleShot`` on a bound method, which keeps its object alive until it
    fires."""
    timer = QTimer(view)
    timer.setSingleShot(True)
    timer.setInterval(0)
    timer.timeout.connect(lambda: view.scrollToBottom())  # looked up as it fires: the view's own, a test's counter too
    return timer
