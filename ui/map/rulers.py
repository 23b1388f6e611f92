"""Rulers along the top and left edges of the map view, in the unit chosen in Settings (cm or inches).

Each ruler is a small widget in the view's margin that maps its ticks through the view's
transform, so it follows zoom, pan and the flipped y axis (numbers stay upright).
"""

from __future__ import annotations

import math

from PySide6.QtCore import QLineF, QPoint, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QGraphicsView, QWidget

from ui.preferences import cm_per_unit, unit_text
from ui.translated import number

RULER_PX = 24
RULER_BACKGROUND = QColor("#ececec")
RULER_INK = QColor("#333333")
RULER_CURSOR = QColor("#d62728")


def ruler_step(scale_px_per_cm: float) -> float:
    """The smallest of 1, 2, 5, 10, 20, 50... units whose labels are at least 40 px apart."""
    for step in (1, 2, 5, 10, 20, 50, 100, 200, 500, 1000):
        if step * scale_px_per_cm >= 40:
            return float(step)
    return 1000.0


def ruler_ticks(start: float, end: float, step: float) -> list[tuple[float, bool]]:
    """(value, is_labelled) for every tick between ``start`` and ``end`` (in the shown unit)."""
    minor = step / 5 if step >= 5 else step / 2
    first, last = math.floor(start / minor), math.ceil(end / minor)
    ticks = []
    for n in range(first, last + 1):
        value = round(n * minor, 6)
        ticks.append((value, abs(value / step - round(value / step)) < 1e-6))
    return ticks


class Ruler(QWidget):
    """One ruler; ``horizontal`` runs along the top edge and measures x, otherwise y."""

    def __init__(self, view: QGraphicsView, horizontal: bool):
        super().__init__(view)
        self.view = view
        self.horizontal = horizontal
        self.cursor_cm: float | None = None
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent, True)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        try:
            self._paint(painter)
        finally:
            painter.end()

    def _to_px(self, value: float) -> float:
        """Where ``value`` cm falls along this ruler, in its own pixels."""
        viewport = self.view.viewport()
        point = QPointF(value, 0) if self.horizontal else QPointF(0, value)
        mapped = self.view.mapFromScene(point)
        origin = viewport.mapTo(self, QPoint(0, 0)) if viewport.isAncestorOf(self) else \
            self.mapFromGlobal(viewport.mapToGlobal(QPoint(0, 0)))
        return float(mapped.x() + origin.x()) if self.horizontal else float(mapped.y() + origin.y())

    def _paint(self, painter: QPainter) -> None:
        painter.fillRect(self.rect(), RULER_BACKGROUND)
        viewport = self.view.viewport()
        corner_a = self.view.mapToScene(QPoint(0, 0))
        corner_b = self.view.mapToScene(QPoint(viewport.width(), viewport.height()))
        if self.horizontal:
            start, end = sorted((corner_a.x(), corner_b.x()))
        else:
            start, end = sorted((corner_a.y(), corner_b.y()))
        # The view's x scale is its zoom in px per cm (its y scale is the same, negated); ticks are placed in
        # the shown unit, so an inch ruler reads 1, 2, 5... inches, written the language's way (« −10 » in French).
        per_unit = cm_per_unit()
        start, end = start / per_unit, end / per_unit
        step = ruler_step(self.view.transform().m11() * per_unit)
        font = painter.font()
        font.setPointSizeF(7.0)
        painter.setFont(font)
        painter.setPen(QPen(RULER_INK, 1))
        length = self.width() if self.horizontal else self.height()
        for value, labelled in ruler_ticks(start, end, step):
            at = self._to_px(value * per_unit)
            if at < 0 or at > length:
                continue
            tick = RULER_PX * (0.55 if labelled else 0.25)
            if self.horizontal:
                painter.drawLine(QLineF(at, RULER_PX - tick, at, RULER_PX))
                if labelled:
                    painter.drawText(QPointF(at + 2, 9), number(value))
            else:
                painter.drawLine(QLineF(RULER_PX - tick, at, RULER_PX, at))
                if labelled:
                    painter.drawText(QRectF(0, at - 11, RULER_PX - 1, 10),
                                     int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter), number(value))
        painter.setPen(QPen(QColor("#999999"), 1))
        if self.horizontal:
            painter.drawLine(QLineF(0, RULER_PX - 0.5, length, RULER_PX - 0.5))
        else:
            painter.drawLine(QLineF(RULER_PX - 0.5, 0, RULER_PX - 0.5, length))
        if self.cursor_cm is not None:
            at = self._to_px(self.cursor_cm)
            painter.setPen(QPen(RULER_CURSOR, 1))
            if self.horizontal:
                painter.drawLine(QLineF(at, 0, at, RULER_PX))
            else:
                painter.drawLine(QLineF(0, at, RULER_PX, at))


class RulerCorner(QWidget):
    """The square where the two rulers meet, naming the unit shown."""

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        try:
            painter.fillRect(self.rect(), RULER_BACKGROUND)
            font = painter.font()
            font.setPointSizeF(7.0)
            painter.setFont(font)
            painter.setPen(RULER_INK)
            painter.drawText(self.rect(), Qt.AlignmentFlag.AlignCenter, unit_text())
        finally:
            painter.end()
