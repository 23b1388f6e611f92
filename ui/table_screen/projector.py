"""What a projector's picture adds to the table screen's: the overlays brightened over the black (a projector lights
a mat, not a white screen), and the faint check pattern the corners are placed by."""

from __future__ import annotations

from typing import Callable, TypeVar

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPen, QPolygonF, QTransform

T = TypeVar("T")

# The projector's overlays are drawn this many times, added: a 35 % tint becomes about 70 %.
PROJECTOR_GAIN = 2
PROJECTOR_LIFT = 0.45  # how much white is screened over the overlays' shapes: a black line becomes mid grey
EXTENT_MARGIN_PX = 4  # around what the projector's overlays cover: the widest pen's reach past an item's bounds
# Where the projector's check pattern is drawn: the table's outline and 10 cm grid, faint, so a club sees at a glance
# whether the corners were placed right.
CHECK_COLOUR = QColor(255, 255, 255, 90)


def brightened(painter: QPainter, size: tuple[int, int], draw: Callable[[QPainter, list[QRectF]], T],
               hints: QPainter.RenderHint | None = None) -> T:
    """What ``draw`` paints into a transparent picture of ``size`` (given a painter over it, with ``hints``, and a list
    to record the rectangles it paints over) added onto ``painter`` brightened; what ``draw`` returned."""
    image = QImage(*size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    inner = QPainter(image)
    if hints is not None:
        inner.setRenderHints(hints, True)
    extent: list[QRectF] = []
    try:
        answer = draw(inner, extent)
    finally:
        inner.end()
    if extent:
        add_brightened(painter, image, extent)
    return answer


def add_brightened(painter: QPainter, image: QImage, extent: list[QRectF]) -> None:
    """A projector's overlays (``image``, transparent elsewhere) added onto the black, brightened: drawn twice, added,
    their dark lines lifted to grey."""
    # Each pass below goes over the pixels every painted item covers, not the whole picture (elsewhere the overlays'
    # picture is transparent: a pass there changes nothing). A cosmetic pen reaches past an item's bounds by its width
    # in pixels: a margin.
    drawn = QRectF()
    for rect in extent:
        drawn = drawn.united(rect)
    drawn = drawn.adjusted(-EXTENT_MARGIN_PX, -EXTENT_MARGIN_PX, EXTENT_MARGIN_PX,
                           EXTENT_MARGIN_PX).toAlignedRect().intersected(image.rect())
    painter.save()
    painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_Plus)
    for _pass in range(PROJECTOR_GAIN):
        painter.drawImage(drawn.topLeft(), image, drawn)
    # Dark overlays (the ruler's black line, a label's dark text) would vanish on black: the overlays' own shape in
    # white is screened over them, lifting the darks to grey and leaving the bright colours as they are. The white is
    # faded beforehand (screened at full strength, Qt takes its quicker path: a third of the time).
    outline = QPainter(image)
    outline.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceIn)
    outline.fillRect(drawn, QColor(255, 255, 255, round(255 * PROJECTOR_LIFT)))
    outline.end()
    painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_Screen)
    painter.drawImage(drawn.topLeft(), image, drawn)
    painter.restore()


def paint_projector_check(painter: QPainter, transform: QTransform, table: QRectF) -> None:
    """The table's outline and 10 cm grid, faint, under ``transform``: whether the corners were placed right."""
    painter.save()
    painter.setTransform(transform)
    pen = QPen(CHECK_COLOUR, 0)
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    x = 10.0
    while x < table.width():
        painter.drawLine(QPointF(x, 0), QPointF(x, table.height()))
        x += 10.0
    y = 10.0
    while y < table.height():
        painter.drawLine(QPointF(0, y), QPointF(table.width(), y))
        y += 10.0
    painter.setPen(QPen(QColor("white"), 0))
    painter.drawPolygon(QPolygonF(table))
    painter.restore()
