"""How the table screen strokes and fills the overlays' shapes (``ui.table_screen.painting`` walks the items): a line,
an area, a disc or a ring drawn with the table's pens in millimetres, without antialiasing while things move, an
opaque solid pen as the wide pen it is, any other as one-pixel strokes side by side; a kept picture blitted rather
than filled anew; under a projector's perspective, flattened to polygons in pixels; straight lines in a row drawn in
one call per pen."""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QLineF, Qt
from PySide6.QtGui import QPainter, QPainterPath, QPen, QTransform
from PySide6.QtWidgets import QGraphicsEllipseItem, QGraphicsItem, QGraphicsLineItem, QGraphicsPathItem

from ui.map.overlay_figure import SightPath
from ui.map.overlay_items import AreaItem, DiscItem, ShapesPath
from ui.table_screen.reading import Reading, strokes

FULL_TURN = 16 * 360  # a QGraphicsEllipseItem's span angle, in sixteenths of a degree
# Path items painted as Qt paints a path item (none has a paint of its own, or one that only keeps pictures): the
# table screen draws them itself, its pens in millimetres; under a perspective their path is drawn flattened.
# ShapesPath rings every figure a burst, a blast or a command takes in: a path of circles, 1 to 3 ms each stroked as a
# projected path.
_SHAPE_PATHS = (QGraphicsPathItem, AreaItem, ShapesPath, SightPath)
_SHAPE_DISCS = (QGraphicsEllipseItem, DiscItem)


def _shape(item: QGraphicsItem) -> QPainterPath | None:
    if type(item) in _SHAPE_DISCS and item.spanAngle() == FULL_TURN:
        path = QPainterPath()
        path.addEllipse(item.rect())
        return path
    if type(item) in _SHAPE_PATHS:
        return item.path()
    if type(item) is QGraphicsLineItem:
        path = QPainterPath()
        path.moveTo(item.line().p1())
        path.lineTo(item.line().p2())
        return path
    return None


def paint_shape(painter: QPainter, item: QGraphicsItem, device: QTransform, pen: QPen | None,
                 projective: bool) -> bool:
    """A line, an area, a disc or a ring drawn here with ``pen`` (the item's own when None): its fill flat, its
    outline over it. Under a projector's perspective QPainter strokes every curve as a projected path, several
    milliseconds a ring: the shape is flattened to polygons in pixels instead, and drawn with no transform (the pens
    are cosmetic: their widths are pixels already). False for any other item, painted as usual."""
    path = _shape(item)
    if path is None:
        return False
    painter.save()
    painter.setOpacity(item.effectiveOpacity())
    brush = item.brush() if hasattr(item, "brush") else None
    filled = brush is not None and brush.style() != Qt.BrushStyle.NoBrush
    if projective:
        painter.resetTransform()
    else:
        painter.setTransform(device)
        if _paint_kept(painter, item, path, pen if pen is not None else item.pen(), brush):
            painter.restore()
            return True
    if filled:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(brush)
        if projective:
            for polygon in path.toFillPolygons(device):
                painter.drawPolygon(polygon)
        else:
            painter.drawPath(path)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    pen = pen if pen is not None else item.pen()
    if projective:
        polygons = path.toSubpathPolygons(device)
        stroke(painter, pen, QTransform(), lambda: [painter.drawPolyline(polygon) for polygon in polygons])
    else:
        stroke(painter, pen, device, lambda: painter.drawPath(path))
    painter.restore()
    return True


def stroke(painter: QPainter, pen: QPen, base: QTransform, draw: Callable[[], object]) -> None:
    """``draw`` stroked with ``pen`` under ``base``: an opaque solid pen without antialiasing (what moves during a
    drag) as it is, any other wide pen as one-pixel strokes side by side (``strokes``). Without antialiasing Qt
    fills a wide solid line in one pass: at 4K sixty sight lines took 1 ms so against 13 ms in five strokes side by
    side, a ring two laptop pixels wide 0.25 ms against 1.8 ms in thirteen, for the same pixels give or take one
    along the edges. Dashes and dots stay strokes side by side (Qt's own take as long or longer), and so does a
    translucent pen, whose strokes add up where they cross: that is how it looks."""
    if pen.style() == Qt.PenStyle.SolidLine and pen.color().alpha() == 255 and painter.opacity() >= 1.0 \
            and not painter.testRenderHint(QPainter.RenderHint.Antialiasing):
        painter.setPen(pen)
        painter.setTransform(base)
        draw()
        return
    thin, offsets = strokes(pen)
    painter.setPen(thin)
    for offset in offsets:
        painter.setTransform(base * QTransform.fromTranslate(offset.x(), offset.y()))
        draw()


def _paint_kept(painter: QPainter, item: QGraphicsItem, path: QPainterPath, pen: QPen, brush) -> bool:
    """A disc or a kept area (the move reach) blitted from its pictures (``KeptPictures``), one more look kept for
    the table screen's pens: filling it anew at 1:1 on a 4K TV cost a millisecond a frame. False when it keeps none
    or cannot (too big a picture)."""
    pictures = getattr(item, "pictures", None)
    if pictures is None:
        return False
    box = path.controlPointRect()
    look = (box.width(), box.height(), pen, brush) if isinstance(item, DiscItem) else (path, pen, brush)

    def draw(drawer: QPainter) -> None:
        drawer.setRenderHint(QPainter.RenderHint.Antialiasing, False)
        drawer.setPen(Qt.PenStyle.NoPen)
        drawer.setBrush(brush)
        drawer.drawPath(path)
        drawer.setBrush(Qt.BrushStyle.NoBrush)
        stroke(drawer, pen, drawer.transform(), lambda: drawer.drawPath(path))

    return pictures.paint(painter, box, pen, look, draw)


class LineBatch:
    """Straight lines in a row (the sight lines: one per figure, in three pens) drawn in one call per pen, not one
    call each: lines next to each other in the stacking order may be drawn in any order among themselves."""

    def __init__(self, painter: QPainter, transform: QTransform, reading: Reading | None):
        self.painter = painter
        self.transform = transform
        self.reading = reading
        self.batches: dict[tuple, tuple[QPen, list[QLineF]]] = {}

    def take(self, item: QGraphicsItem) -> bool:
        if not isinstance(item, QGraphicsLineItem) or not item.pos().isNull() or not item.transform().isIdentity() \
                or item.effectiveOpacity() < 1.0:
            return False
        pen = item.pen()
        key = (pen.color().rgba(), pen.widthF(), pen.style(), pen.isCosmetic(), pen.capStyle())
        if key not in self.batches:
            self.batches[key] = (self.reading.pen(pen) if self.reading is not None else pen, [])
        self.batches[key][1].append(item.line())
        return True

    def flush(self) -> None:
        if not self.batches:
            return
        self.painter.save()
        for pen, lines in self.batches.values():
            stroke(self.painter, pen, self.transform, lambda: self.painter.drawLines(lines))
        self.painter.restore()
        self.batches = {}
