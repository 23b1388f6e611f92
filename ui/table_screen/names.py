"""The map's names on the table screen (a figure's, a building's, a street's): at their millimetre size, placed
anew by ``tabletop.label_layout`` for the table's pixels, beside a figure's base (never over one) and never over
another name, nor in the banner's band. A name with no room left is not shown on the table (the laptop still
shows it on hover)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPainter, QPixmap, QTransform

from tabletop.label_layout import LabelSpot, Rect, around_point, inside_area, place_labels
from ui.map.items import FeatureItem
from ui.table_screen.reading import Reading, text_picture

BASE_KINDS = ("figure", "civilian")  # what ui.map.labels keeps clear: the round bases on the table
GAP_MM = 1.0  # between a base and its name, and between two names


def place_names(features: list[FeatureItem], transform: QTransform, reading: Reading, bounds: QRectF,
                bases: list[QRectF]) -> list[tuple[QPointF, QPixmap]]:
    """Where each feature's name is drawn (the picture's corner, in pixels) and its picture, for those that found
    room inside ``bounds`` clear of ``bases`` (pixels) and of the names placed before; figures first."""
    gap = reading.mm(GAP_MM)
    ordered = sorted(features, key=lambda feature: feature.kind != "figure")
    spots: list[LabelSpot] = []
    pictures: dict[str, QPixmap] = {}
    for index, feature in enumerate(ordered):
        label = feature.label
        picture = text_picture(label.text(), label.font(), label.brush().color(), reading)
        width, height = picture.width(), picture.height()
        outline = transform.mapRect(feature.sceneBoundingRect())
        if feature.kind in BASE_KINDS:
            centre = outline.center()
            rects = around_point(centre.x(), centre.y(), outline.width() / 2, width, height, gap)
        else:
            anchor = transform.map(feature.mapToScene(feature.label_anchor))
            rects = inside_area(anchor.x(), anchor.y(), outline.width(), outline.height(), width, height)
        key = str(index)
        spots.append(LabelSpot(key, rects))
        pictures[key] = picture
    clear = [_rect(base) for base in bases]
    chosen = place_labels(spots, keep_clear=clear, gap=gap, bounds=_rect(bounds))
    out = []
    for spot in spots:
        index = chosen[spot.key]
        if index is not None:
            left, top, _right, _bottom = spot.candidates[index]
            out.append((QPointF(left, top), pictures[spot.key]))
    return out


def paint_names(painter: QPainter, placed: list[tuple[QPointF, QPixmap]]) -> None:
    painter.save()
    painter.resetTransform()
    for corner, picture in placed:
        painter.drawPixmap(corner, picture)
    painter.restore()


def _rect(rect: QRectF) -> Rect:
    return (rect.left(), rect.top(), rect.right(), rect.bottom())
