"""Calibrating the background picture: click two points of the picture whose real distance is known (the two
ends of a printed scale bar, two street corners measured on the mat), then give that distance in cm.

The picture is rescaled about the first point (``tabletop.scenario.background.calibrated``) as one undo step;
its turn is kept. A PDF page is rendered anew at ten pixels a cm of its calibrated size. The tool reads the points where the pointer really is, never snapped to the grid: the
picture's marks are where they are.
"""

from __future__ import annotations

import math
from typing import Callable

from PySide6.QtCore import QT_TRANSLATE_NOOP, QPointF, Qt
from PySide6.QtGui import QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsPathItem

from tabletop.scenario.background import calibrated
from tabletop.scenario.edits import SetBackground
from ui.map.picture import sharpened
from ui.map.style import SNAP_COLOUR, Z_TOOL
from ui.map.tool import MapEditing, MapTool, ToolEvent
from ui.translated import localized

# Radius of the marks on the clicked points, in pixels.
MARK_PX = 5.0


class CalibrateTool(MapTool):
    """Two clicks on the picture, then ``ask_distance(measured_cm)`` gives the real distance in cm (None: the
    referee cancelled)."""

    name = "calibrate"
    label_text = QT_TRANSLATE_NOOP("Tools", "Calibrate picture")
    hint_text = QT_TRANSLATE_NOOP("Tools", "Click two points of the background picture whose distance you know; "
                                           "Esc cancels")

    def __init__(self, editor: MapEditing, ask_distance: Callable[[float], float | None]):
        super().__init__(editor)
        self.ask_distance = ask_distance
        self.points: list[QPointF] = []
        self._preview: QGraphicsPathItem | None = None

    @property
    def active(self) -> bool:
        return bool(self.points)

    def start(self) -> None:
        self.cancel()
        refusal = self._refusal()
        if refusal:
            self.editor.show_message(refusal)

    def _refusal(self) -> str:
        background = self.editor.document.scenario.background
        if background is None:
            return self.tr("Choose a background picture first")
        if background.locked:
            return self.tr("The background picture is locked: unlock it to calibrate it")
        return ""

    def press(self, event: ToolEvent) -> None:
        if event.button != Qt.MouseButton.LeftButton:
            return
        refusal = self._refusal()
        if refusal:
            self.editor.show_message(refusal)
            return
        self.points.append(QPointF(event.raw))
        if len(self.points) == 1:
            self._show(event.raw)
            self.editor.show_message(self.tr("Now click the second point"))
        else:
            self.finish()

    def move(self, event: ToolEvent) -> None:
        if len(self.points) == 1:
            self._show(event.raw)

    def finish(self) -> None:
        if len(self.points) < 2:
            return
        first, second = self.points[:2]
        measured = math.hypot(second.x() - first.x(), second.y() - first.y())
        distance = self.ask_distance(measured)
        self.cancel()
        if distance is None:
            return
        background = self.editor.document.scenario.background
        try:
            new = sharpened(calibrated(background, background.to_picture(first.x(), first.y()),
                                       background.to_picture(second.x(), second.y()), distance))
        except ValueError as exc:
            self.editor.show_message(str(exc))
            return
        self.editor.push(SetBackground(self.tr("Calibrate the background picture"), background, new))
        self.editor.show_message(localized(self.tr("Picture calibrated: {cm:.1f} cm between the two points, "
                                                   "{width:.1f} x {depth:.1f} cm in all")).format(
            cm=distance, width=new.width_px * new.cm_per_px, depth=new.height_px * new.cm_per_px))

    def cancel(self) -> None:
        self.points = []
        if self._preview is not None:
            self.editor.scene.removeItem(self._preview)
            self._preview = None

    def _show(self, pointer: QPointF) -> None:
        """A line from the first point to the pointer, with a ring on each end a few pixels wide at any zoom."""
        if self._preview is None:
            self._preview = QGraphicsPathItem()
            pen = QPen(SNAP_COLOUR, 2)
            pen.setCosmetic(True)
            self._preview.setPen(pen)
            self._preview.setZValue(Z_TOOL)
            self.editor.scene.addItem(self._preview)
        radius = MARK_PX / self.editor.view.scale_px_per_cm
        path = QPainterPath(self.points[0])
        path.lineTo(pointer)
        for point in (self.points[0], pointer):
            path.addEllipse(point, radius, radius)
        self._preview.setPath(path)
