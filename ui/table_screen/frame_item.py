"""The table screen's frame on the referee's map: where a TV smaller than the table shows it.

A scene item of the tab's scene that no table source knows, so the table screen never draws it on itself. The map
view hands its clicks to its tools, not to items: ``FrameDrag`` watches the view's viewport and takes a press on the
frame's dashed edge as the start of a drag.
"""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QEvent, QObject, QPointF, Qt
from PySide6.QtGui import QColor, QMouseEvent, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsPolygonItem, QGraphicsView

from ui.map.style import Z_TOOL

FRAME_COLOUR = QColor("#e040fb")
GRAB_PX = 12  # how near the edge (pixels of the referee's view) a press grabs the frame


class TableFrameItem(QGraphicsPolygonItem):
    """The polygon the table screen shows (cm), with its centre."""

    def __init__(self) -> None:
        super().__init__()
        pen = QPen(FRAME_COLOUR, 3, Qt.PenStyle.DashLine)
        pen.setCosmetic(True)
        self.setPen(pen)
        self.setBrush(QColor(224, 64, 251, 18))
        self.setZValue(Z_TOOL - 1)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.centre = QPointF()

    def show_frame(self, polygon: list[tuple[float, float]], centre: tuple[float, float]) -> None:
        self.setPolygon(QPolygonF([QPointF(x, y) for x, y in polygon]))
        self.centre = QPointF(*centre)


class FrameDrag(QObject):
    """Drags ``frame`` in ``view``: ``moved(x, y)`` gets each wanted centre (cm) and moves the table screen."""

    def __init__(self, view: QGraphicsView, frame: TableFrameItem, moved: Callable[[float, float], None]):
        super().__init__(view)
        self.view = view
        self.frame = frame
        self.moved = moved
        self._grab: QPointF | None = None
        view.viewport().installEventFilter(self)

    def on_edge(self, pixel: QPointF) -> bool:
        if not self.frame.isVisible():
            return False
        outline = self.view.mapFromScene(self.frame.polygon())
        points = [QPointF(p) for p in outline]
        for a, b in zip(points, points[1:] + points[:1]):
            d = b - a
            length2 = QPointF.dotProduct(d, d)
            t = 0.0 if length2 == 0 else max(0.0, min(1.0, QPointF.dotProduct(pixel - a, d) / length2))
            if (pixel - (a + d * t)).manhattanLength() <= GRAB_PX:
                return True
        return False

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind == QEvent.Type.MouseButtonPress and isinstance(event, QMouseEvent) and \
                event.button() == Qt.MouseButton.LeftButton and self.on_edge(event.position()):
            self._grab = self.view.mapToScene(event.position().toPoint()) - self.frame.centre
            return True
        if self._grab is not None and kind == QEvent.Type.MouseMove and isinstance(event, QMouseEvent):
            wanted = self.view.mapToScene(event.position().toPoint()) - self._grab
            self.moved(wanted.x(), wanted.y())
            return True
        if self._grab is not None and kind == QEvent.Type.MouseButtonRelease:
            self._grab = None
            return True
        return False
