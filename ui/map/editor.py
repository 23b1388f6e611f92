"""The map editor widget: a toolbar, the map view over a ScenarioScene, and the side panels.

The shell hosts ``MapEditor(document)`` in a tab; everything it edits goes through the
document's undo stack as core edits.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QLabel, QToolBar, QVBoxLayout, QWidget

from ui.document import ScenarioDocument
from ui.map.scene import ScenarioScene
from ui.map.snapping import Snapper
from ui.map.view import MapView


class MapEditor(QWidget):
    """Edits one ScenarioDocument: ``.document``, ``.scene`` (ScenarioScene), ``.view`` (MapView)."""

    def __init__(self, document: ScenarioDocument, parent: QWidget | None = None):
        super().__init__(parent)
        self.document = document
        self.scene = ScenarioScene(document, self)
        self.snapper = Snapper(document)
        self.view = MapView(self.scene, self.snapper, self)
        self.toolbar = QToolBar(self)
        self.status = QLabel(self)
        self._build_toolbar()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.toolbar)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.status)
        self.view.cursor_moved.connect(self._show_cursor)

    def _action(self, text: str, slot, shortcut: QKeySequence | str | None = None,
                checkable: bool = False) -> QAction:
        action = QAction(text, self)
        action.setCheckable(checkable)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
            action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        action.triggered.connect(slot)
        self.addAction(action)
        return action

    def _build_toolbar(self) -> None:
        self.fit_action = self._action(self.tr("Fit table"), self.view.fit_table, "Ctrl+0")
        self.zoom_in_action = self._action(self.tr("Zoom in"), self.view.zoom_in, QKeySequence.StandardKey.ZoomIn)
        self.zoom_in_action.setShortcuts([QKeySequence("Ctrl+="), QKeySequence("Ctrl++")])
        self.zoom_out_action = self._action(self.tr("Zoom out"), self.view.zoom_out, "Ctrl+-")
        self.snap_action = self._action(self.tr("Snap"), self._set_snap, checkable=True)
        self.snap_action.setChecked(self.snapper.enabled)
        self.snap_action.setToolTip(self.tr("Snap to grid, vertices and edges (hold Ctrl to invert)"))
        for action in (self.fit_action, self.zoom_in_action, self.zoom_out_action, self.snap_action):
            self.toolbar.addAction(action)

    def _set_snap(self, on: bool) -> None:
        self.snapper.enabled = on

    def _show_cursor(self, x: float, y: float) -> None:
        self.status.setText(self.tr("x {x:.1f} cm, y {y:.1f} cm").format(x=x, y=y))

    def showEvent(self, event) -> None:
        super().showEvent(event)
        if not getattr(self, "_fitted", False):
            self._fitted = True
            self.view.fit_table()
