"""Drawing helpers for the referee overlays: pens, shapes from Shapely, and pools of reusable items.

Overlays redraw on every pointer move while a figure is dragged, so items are made once and then only
get new geometry, colour, text and visibility: creating and deleting items per frame would cost more
than the geometry queries themselves.
"""

from __future__ import annotations

import math
from typing import AbstractSet, Callable, Iterable, Sequence, TypeVar

import numpy as np
import shapely
import shiboken6
from PySide6.QtCore import QLineF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPainterPath, QPen, QPixmap, QPolygonF, QTransform
from PySide6.QtWidgets import (QGraphicsEllipseItem, QGraphicsItem, QGraphicsLineItem, QGraphicsPathItem,
                               QGraphicsSimpleTextItem, QStyleOptionGraphicsItem, QWidget)

from tabletop.geometry.visibility import segment_distances
from tabletop.label_layout import Ring, Segment
from tabletop.table_screen.secrets import parts_kept
from ui.map.kept_pictures import KeptPictures

# Sight lines and templates: green clear, orange in cover, red hidden; the three range bands in
# the shooting table's colours; movement in blue, the ruler in black-on-white so it reads on any kind.
CLEAR_COLOUR = QColor("#1e8449")
COVER_COLOUR = QColor("#e67e22")
HIDDEN_COLOUR = QColor("#c0392b")
BAND_COLOURS = {"short": QColor("#c0392b"), "effective": QColor("#e67e22"), "long": QColor("#d4ac0d")}
MOVE_COLOUR = QColor("#1f6fd1")
VIEW_COLOUR = QColor(255, 244, 170, 70)
# The edge of what a figure sees, opaque: the colour its translucent edge (VIEW_COLOUR darkened, same alpha) showed over
# the table and the shading. Qt strokes a translucent one-pixel line three times slower than an opaque one, and that
# edge runs all round the area on every frame of a drag.
VIEW_EDGE_COLOUR = QColor("#c8bf9a")
COMMAND_COLOUR = QColor("#8e44ad")
RULER_COLOUR = QColor("#111111")
TEMPLATE_COLOUR = QColor("#c0392b")


PLATE = QColor(255, 255, 255, 200)
PLATE_PX = 2.0
# The item data under which an overlay item keeps the pieces it is about (``set_about``).
ABOUT_KEY = 0x7AB0


def set_about(item: QGraphicsItem, ids: Iterable[str]) -> None:
    """Say which pieces ``item`` and what it holds are about: its source, its target, the figures it catches. The
    table screen draws an overlay item only when it or a group holding it said so, and none of those pieces is
    secret (``tabletop.table_screen.secrets.gives_away``): a drawing nobody said anything of stays off the table."""
    item.setData(ABOUT_KEY, frozenset(ids))


def forget_about(item: QGraphicsItem) -> None:
    """``item`` is about nothing said any more (a reused item put away): off the table until it says again."""
    item.setData(ABOUT_KEY, None)


def declared_about(item: QGraphicsItem) -> frozenset[str] | None:
    """The pieces ``item`` said it is about, or None when it said nothing."""
    about = item.data(ABOUT_KEY)
    return about if isinstance(about, frozenset) else None


def cosmetic_pen(colour: QColor, width_px: float = 2.0, style: Qt.PenStyle = Qt.PenStyle.SolidLine) -> QPen:
    """A pen whose width is in screen pixels, so overlays stay thin at any zoom."""
    pen = QPen(colour, width_px, style)
    pen.setCosmetic(True)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    return pen


def translucent(colour: QColor, alpha: int) -> QBrush:
    fill = QColor(colour)
    fill.setAlpha(alpha)
    return QBrush(fill)


def shape_path(geometry: shapely.Geometry) -> QPainterPath:
    """A QPainterPath (odd-even filled) of the polygons in a Shapely geometry, holes included."""
    path = QPainterPath()
    path.setFillRule(Qt.FillRule.OddEvenFill)
    if shapely.get_type_id(geometry) == 3 and shapely.get_num_interior_rings(geometry) == 0:
        # One polygon without holes (what a figure sees, on every frame of a drag): its ring straight away.
        if not geometry.is_empty:
            path.addPolygon(points_polygon(shapely.get_coordinates(geometry)))
            path.closeSubpath()
        return path
    parts = shapely.get_parts(geometry)
    polygons = parts[(shapely.get_type_id(parts) == 3) & ~shapely.is_empty(parts)]
    # Every ring's points in one call (a ring's ``coords`` goes through Shapely's slower per-geometry path).
    coords, ring_of = shapely.get_coordinates(shapely.get_rings(polygons), return_index=True)
    for ring in np.split(coords, np.flatnonzero(np.diff(ring_of)) + 1) if len(coords) else []:
        path.addPolygon(points_polygon(ring))
        path.closeSubpath()
    return path


def points_polygon(coords: np.ndarray | Sequence[tuple[float, float]]) -> QPolygonF:
    """A QPolygonF of (n, 2) coordinates, written straight into its memory (a QPointF is two doubles): a
    visibility polygon's hundreds of points cost microseconds, not a QPointF made in Python for each."""
    points = np.asarray(coords, dtype=np.float64).reshape(-1, 2)
    polygon = QPolygonF()
    if len(points):
        polygon.resize(len(points))
        memory = shiboken6.VoidPtr(polygon.data(), points.nbytes, True)
        np.frombuffer(memory, dtype=np.float64).reshape(-1, 2)[:] = points
    return polygon


def polyline_path(points: Sequence[tuple[float, float]]) -> QPainterPath:
    path = QPainterPath()
    if len(points):
        path.addPolygon(points_polygon(points))  # an open subpath: a move to the first point, lines on
    return path


def circle_rect(x: float, y: float, radius: float) -> QRectF:
    return QRectF(x - radius, y - radius, 2 * radius, 2 * radius)


class Label(QGraphicsSimpleTextItem):
    """Overlay text: upright in the flipped view, a fixed size in pixels, on a light plate to read on any kind."""

    _bounds: QRectF | None = None  # the plate's rectangle, worked out again when the text or font changes
    # The ring or line the label reads on, in scene cm, when a placer put it there (ui.map.overlay_labels): the table
    # screen places it on the same ring or line at the table's scale.
    reads_on: Ring | Segment | None = None

    def __init__(self, parent: QGraphicsItem, colour: QColor = RULER_COLOUR, point_size: float = 9.0,
                 bold: bool = True):
        super().__init__(parent)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations, True)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        font = QFont()
        font.setPointSizeF(point_size)
        font.setBold(bold)
        self.setFont(font)
        self.setBrush(QBrush(colour))
        self._offset = (0.0, 0.0)
        self._picture = QPixmap()
        self._picture_ratio = 0.0  # the device pixel ratio it was drawn for; a new text, font or colour clears it

    def boundingRect(self) -> QRectF:
        # Asked by Qt several times per label and frame of a drag (each asking Qt for the text's rectangle).
        if self._bounds is None:
            self._bounds = super().boundingRect().adjusted(-PLATE_PX, -PLATE_PX, PLATE_PX, PLATE_PX)
        return QRectF(self._bounds)

    def setText(self, text: str) -> None:
        super().setText(text)
        self._bounds, self._picture_ratio = None, 0.0

    def setFont(self, font: QFont) -> None:
        super().setFont(font)
        self._bounds, self._picture_ratio = None, 0.0

    def setBrush(self, brush: QBrush | QColor) -> None:
        super().setBrush(brush)
        self._picture_ratio = 0.0

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        # A label moves with its overlay on every frame of a drag but seldom changes its text: the plate and the
        # text are drawn once into a picture and the picture is blitted (laying the text out again cost most of
        # the label's painting). Under a turn, a scale or a projector's perspective it is drawn as it is.
        # (What the picture shows is known without asking Qt for the text, the font and the colour again: the
        # setters clear it.)
        if painter.transform().isScaling():  # anything beyond a translation: a scale, a turn, a perspective
            self._paint_plate(painter, option, widget)
            return
        ratio = painter.device().devicePixelRatioF()
        if ratio != self._picture_ratio:
            self._picture = self._drawn_picture(ratio, painter.renderHints(), option, widget)
            self._picture_ratio = ratio
        painter.drawPixmap(self.boundingRect().topLeft(), self._picture)

    def _paint_plate(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None) -> None:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(PLATE)
        painter.drawRoundedRect(self.boundingRect(), PLATE_PX, PLATE_PX)
        super().paint(painter, option, widget)

    def _drawn_picture(self, ratio: float, hints: QPainter.RenderHint, option: QStyleOptionGraphicsItem,
                       widget: QWidget | None) -> QPixmap:
        rect = self.boundingRect()
        picture = QPixmap(math.ceil(rect.width() * ratio), math.ceil(rect.height() * ratio))
        picture.setDevicePixelRatio(ratio)
        picture.fill(Qt.GlobalColor.transparent)
        painter = QPainter(picture)
        painter.setRenderHints(hints)
        painter.translate(-rect.topLeft())
        self._paint_plate(painter, option, widget)
        painter.end()
        return picture

    def show_at(self, text: str, x: float, y: float, offset_px: tuple[float, float] = (8.0, -18.0)) -> None:
        """Show ``text`` with its top-left ``offset_px`` pixels from the scene point (x, y)."""
        if self.text() != text:
            self.setText(text)
        if offset_px != self._offset:
            self._offset = offset_px
            self.setTransform(QTransform.fromTranslate(*offset_px))
        self.setPos(x, y)
        self.setVisible(True)


class ShapesPath(QGraphicsPathItem):
    """Circles or segments of one kind drawn as one path (one item painted, however many shapes), each with its
    tooltip and the pieces it is about (``parts_about``: the table screen leaves out a shape about a secret piece,
    ``path_without``); the tooltip of the shape nearest the pointer is set when Qt is about to show it
    (``lazy_tooltip``, called by ``ScenarioScene.helpEvent``)."""

    def __init__(self, pen: QPen, brush: QBrush | None = None):
        super().__init__()
        self.setPen(pen)
        self.setBrush(brush if brush is not None else QBrush(Qt.BrushStyle.NoBrush))
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.tips: list[str] = []
        self._abouts: list[frozenset[str]] = []
        self._segments = np.zeros((0, 2, 2))  # each shape as a segment; a circle is its centre twice
        self._radii = np.zeros(0)  # a circle's radius, 0 for a segment

    def set_circles(self, circles: Sequence[tuple[float, float, float]], tips: Sequence[str] = (),
                    abouts: Sequence[Iterable[str]] = ()) -> None:
        """Draw the circles (x, y, radius); ``abouts``, when given, the pieces each is about."""
        centres = np.array([(x, y) for x, y, _r in circles], dtype=float).reshape(-1, 2)
        radii = np.array([r for _x, _y, r in circles], dtype=float)
        if self._shows(centres, radii, tips, abouts):
            return
        self._set(np.stack([centres, centres], axis=1), radii, tips, abouts)

    def set_segments(self, segments: Sequence[tuple[tuple[float, float], tuple[float, float]]],
                     tips: Sequence[str] = (), abouts: Sequence[Iterable[str]] = ()) -> None:
        """Draw the segments (a, b); ``abouts``, when given, the pieces each is about."""
        ends = np.array(segments, dtype=float).reshape(-1, 2, 2)
        if self._shows(ends, np.zeros(len(segments)), tips, abouts):
            return
        self._set(ends, np.zeros(len(segments)), tips, abouts)

    def _shows(self, shapes: np.ndarray, radii: np.ndarray, tips: Sequence[str],
               abouts: Sequence[Iterable[str]]) -> bool:
        """Whether the item already draws these very shapes with these tips (a command group or the figures a
        burst hits stay the same through most frames of a drag: the path is not made and set again)."""
        kept = self._segments[:, 0] if shapes.ndim == 2 else self._segments
        return (self.isVisible() == (len(radii) > 0) and kept.shape == shapes.shape and np.array_equal(kept, shapes)
                and np.array_equal(self._radii, radii) and self.tips == list(tips)
                and self._abouts == _abouts(abouts, len(radii)))

    def _set(self, segments: np.ndarray, radii: np.ndarray, tips: Sequence[str],
             abouts: Sequence[Iterable[str]]) -> None:
        self._segments, self._radii, self.tips = segments, radii, list(tips)
        self._abouts = _abouts(abouts, len(radii))
        self.setPath(self._path(range(len(radii))))
        self.setToolTip("")
        self.setVisible(len(segments) > 0)

    def _path(self, shapes: Iterable[int]) -> QPainterPath:
        path = QPainterPath()
        for i in shapes:
            (ax, ay), (bx, by) = self._segments[i].tolist()
            radius = float(self._radii[i])
            if radius > 0:
                path.addEllipse(circle_rect(ax, ay, radius))
            else:
                path.moveTo(ax, ay)
                path.lineTo(bx, by)
        return path

    def parts_about(self) -> list[frozenset[str]]:
        """The pieces each shape is about, in the order drawn."""
        return list(self._abouts)

    def path_without(self, secrets: AbstractSet[str]) -> QPainterPath:
        """Its shapes but those about one of ``secrets``."""
        return self._path(parts_kept(self._abouts, secrets))

    def lazy_tooltip(self, x: float, y: float) -> None:
        """Set the tooltip of the shape nearest (x, y)."""
        if not self.tips:
            return
        gaps = np.abs(segment_distances(np.array([x, y], dtype=float), self._segments[:, 0], self._segments[:, 1])
                      - self._radii)
        self.setToolTip(self.tips[int(np.argmin(gaps))])


def _abouts(abouts: Sequence[Iterable[str]], count: int) -> list[frozenset[str]]:
    """Each shape's pieces: as given, or none for every shape."""
    return [frozenset(a) for a in abouts] if abouts else [frozenset()] * count


class Pool:
    """Items of one type under a parent, grown on demand and hidden when not needed this frame."""

    def __init__(self, parent: QGraphicsItem, make):
        self.parent = parent
        self.make = make
        self.items: list[QGraphicsItem] = []

    def take(self, count: int) -> list[QGraphicsItem]:
        """The first ``count`` items, made if missing, shown; the rest hidden."""
        while len(self.items) < count:
            item = self.make()
            item.setParentItem(self.parent)
            self.items.append(item)
        for item in self.items[:count]:
            if not item.isVisible():
                item.setVisible(True)
        for item in self.items[count:]:
            if item.isVisible():
                item.setVisible(False)
        return self.items[:count]

    def hide(self) -> None:
        self.take(0)


def line_item(pen: QPen) -> QGraphicsLineItem:
    item = QGraphicsLineItem()
    item.setPen(pen)
    item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
    return item


def ring_item(pen: QPen, brush: QBrush | None = None) -> QGraphicsEllipseItem:
    item = QGraphicsEllipseItem()
    item.setPen(pen)
    item.setBrush(brush if brush is not None else QBrush(Qt.BrushStyle.NoBrush))
    item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
    return item


class AreaItem(QGraphicsPathItem):
    """A shaded area (what a figure sees, where it can move): the fill is drawn without antialiasing, the
    outline with it. Blending a translucent fill antialiased over much of the view costs about a quarter of
    a frame; its ragged edge is under the outline anyway. A ``kept`` area, one that stays as it is while a figure
    is dragged (the move reach, searched from where the move starts), is kept as pictures as a disc is
    (``KeptPictures``): filling it and stroking its dashed edge cost a table screen at 1:1 half a millisecond a
    frame. What a figure sees changes on every frame: it is drawn as it is."""

    def __init__(self, kept: bool = False) -> None:
        super().__init__()
        self.pictures = KeptPictures(max_px=1024) if kept else None

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        path = self.path()
        if self.pictures is None or not self.pictures.paint(
                painter, path.controlPointRect(), self.pen(), (path, self.pen(), self.brush()),
                lambda drawer: _paint_flat_filled(self, drawer, lambda: drawer.drawPath(path))):
            _paint_flat_filled(self, painter, lambda: painter.drawPath(path))


class DiscItem(QGraphicsEllipseItem):
    """A shaded disc (a command radius, a template, a throw's landing): filled like ``AreaItem``; it moves with its
    figure on every frame of a drag but seldom changes its size, so it is kept as pictures (``KeptPictures``)."""

    def __init__(self) -> None:
        super().__init__()
        self.pictures = KeptPictures(max_px=1024)  # a command radius at 1:1 on a table screen is about 500 pixels

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        rect = self.rect()
        look = (rect.width(), rect.height(), self.pen(), self.brush())
        if not self.pictures.paint(painter, rect, self.pen(), look,
                                   lambda drawer: _paint_flat_filled(self, drawer, lambda: drawer.drawEllipse(rect))):
            _paint_flat_filled(self, painter, lambda: painter.drawEllipse(rect))


def _paint_flat_filled(item: QGraphicsPathItem | QGraphicsEllipseItem, painter: QPainter,
                       draw: Callable[[], None]) -> None:
    antialiased = painter.testRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(item.brush())
    draw()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, antialiased)
    painter.setPen(item.pen())
    painter.setBrush(Qt.BrushStyle.NoBrush)
    draw()


ShadedItem = TypeVar("ShadedItem", AreaItem, DiscItem)


def area_item(pen: QPen, brush: QBrush, kept: bool = False) -> AreaItem:
    return _shaded(AreaItem(kept), pen, brush)


def disc_item(pen: QPen, brush: QBrush) -> DiscItem:
    return _shaded(DiscItem(), pen, brush)


def _shaded(item: ShadedItem, pen: QPen, brush: QBrush) -> ShadedItem:
    item.setPen(pen)
    item.setBrush(brush)
    item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
    return item


def path_item(pen: QPen | None, brush: QBrush | None = None) -> QGraphicsPathItem:
    item = QGraphicsPathItem()
    item.setPen(pen if pen is not None else QPen(Qt.PenStyle.NoPen))
    item.setBrush(brush if brush is not None else QBrush(Qt.BrushStyle.NoBrush))
    item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
    return item


def set_line(item: QGraphicsLineItem, a: Iterable[float], b: Iterable[float]) -> None:
    ax, ay = a
    bx, by = b
    item.setLine(QLineF(ax, ay, bx, by))
