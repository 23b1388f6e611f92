"""A drawing kept as pictures while only its place changes, blitted where its item is: the discs of the overlays,
the move reach, and a figure being dragged."""

from __future__ import annotations

import math
from typing import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainter, QPaintEngine, QPen, QPixmap, QTransform


class KeptPictures:
    """An item's drawing kept as pictures while only its place changes (a disc moving with its figure),
    blitted where the item is (Qt puts a picture on the nearest device pixel): Qt fills a translucent ellipse
    through its general path filler and strokes a pen two pixels wide through its general stroker, a quarter of a
    millisecond a frame for a command radius on the laptop, more than a millisecond for a table screen's discs at
    1:1. A picture is made for each look the item is painted with (what the caller names: size, pen, brush; and the
    view's scale and turn, the device pixel ratio, the antialiasing), the last few kept: the referee's view and a
    table screen each have theirs. Under a perspective, into a vector device (SVG, PDF), or where the picture would
    be larger than ``max_px`` on a side (a disc zoomed in on: a picture of tens of megabytes, blitted at a cost
    beyond drawing it), the item is drawn as it is. (The rings of a command group gain nothing so: a picture spread
    over the group cost more to blit than the rings to stroke.)"""

    KEPT = 4  # pictures kept, the latest painted first

    def __init__(self, max_px: int) -> None:
        self.max_px = max_px
        self.entries: list[tuple[tuple, QPixmap, QPointF]] = []  # (look, picture, its corner from the box's)

    def paint(self, painter: QPainter, box: QRectF, pen: QPen, look: tuple, draw: Callable[[QPainter], None]) -> bool:
        """Blit the picture of ``draw`` (which paints the item in its coordinates on the painter it is given) for
        ``look``; ``box`` is what it covers in item coordinates, but for ``pen``'s width. False, having painted
        nothing, where the item is to be drawn as it is."""
        transform = painter.transform()
        engine = painter.paintEngine()
        if not transform.isAffine() or engine is None or engine.type() != QPaintEngine.Type.Raster:
            return False
        linear = QTransform(transform.m11(), transform.m12(), transform.m21(), transform.m22(), 0.0, 0.0)
        ratio = painter.device().devicePixelRatioF()
        width_px = pen.widthF() if pen.isCosmetic() else pen.widthF() * math.hypot(linear.m11(), linear.m12())
        margin = math.ceil(width_px) + 2
        device_box = linear.mapRect(box)
        if max(device_box.width(), device_box.height()) + 2 * margin > self.max_px / ratio:
            return False
        look = (*look, linear, ratio, painter.testRenderHint(QPainter.RenderHint.Antialiasing))
        found = next((k for k, (kept, _picture, _corner) in enumerate(self.entries) if kept == look), None)
        if found is None:
            picture = QPixmap(math.ceil((device_box.width() + 2 * margin) * ratio),
                              math.ceil((device_box.height() + 2 * margin) * ratio))
            picture.setDevicePixelRatio(ratio)
            picture.fill(Qt.GlobalColor.transparent)
            drawer = QPainter(picture)
            drawer.setRenderHints(painter.renderHints())
            # The box's device corner on a whole pixel, ``margin`` pixels in.
            drawer.setTransform(linear * QTransform.fromTranslate(margin - device_box.left(),
                                                                  margin - device_box.top()))
            draw(drawer)
            drawer.end()
            entry = (look, picture, QPointF(-margin, -margin))
        else:
            entry = self.entries.pop(found)
        self.entries = [entry, *self.entries[:self.KEPT - 1]]
        _look, picture, corner = entry
        painter.save()
        painter.resetTransform()
        painter.drawPixmap(transform.mapRect(box).topLeft() + corner, picture)
        painter.restore()
        return True
