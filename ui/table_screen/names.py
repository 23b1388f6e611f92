"""The words on the table screen, placed: the map's names (a figure's, a building's, a street's) and the referee's
labels (a ring's distance, a shot's line, a template's, the reach's), at their millimetre size.

A frame's labels go in one pass of ``tabletop.label_layout`` over the table's pixels. The names of what stays where
it is are placed first, beside a figure's base (never over one) and clear of each other: on a TV once into the static
picture, so they keep their place while a figure is dragged. Then ``place_live`` places the names of what moves (the
dragged figure's) and the referee's labels, each as near as it can to where the laptop puts it, clear of every base,
of the still names and of each other. All of them stay inside the room given: the picture less the banner's band on
a TV, the table's projected quadrilateral under a projector. A name with no room left is not shown on the table (the
laptop still shows it on hover); a referee's label always is.
"""

from __future__ import annotations

import math
from collections.abc import Collection
from dataclasses import dataclass

import numpy as np
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPainter, QPixmap, QTransform

from tabletop.label_layout import (LabelSpot, Rect, Ring, Segment, along_segment, around_point, inside_area,
                                   near_rect, place_frame, place_labels, ring_crosses, slid_inside)
from ui.map.items import FeatureItem
from ui.map.overlay_items import Label, points_polygon
from ui.table_screen.reading import Reading, placed_label, text_picture

BASE_KINDS = ("figure", "civilian")  # what ui.map.labels keeps clear: the round bases on the table
GAP_MM = 1.0  # between a base and its name, and between two labels
# How far a referee's label may go from where the laptop puts it: rings of spots round it, each a step further.
NEAR_RINGS = 4

Placed = list[tuple[QPointF, QPixmap]]


@dataclass(frozen=True)
class Room:
    """Where a frame's labels may go, in pixels: a rectangle (the picture, less the banner's band on a TV) and, under
    a projector, the table's quadrilateral (rows of x, y)."""

    bounds: QRectF
    area: np.ndarray | None = None


def place_names(features: list[FeatureItem], transform: QTransform, reading: Reading, room: Room,
                bases: list[QRectF], resting: Collection[FeatureItem] = ()) -> Placed:
    """Where each feature's name is drawn (the picture's corner, in pixels) and its picture, for those that found
    room clear of ``bases`` (pixels) and of the names placed before; figures first. The names of ``resting``
    (features being moved) are laid out beside where they rest and keep their room there, but are not returned:
    the others are placed as if nothing moved."""
    spots, pictures = _name_spots(features, transform, reading, resting)
    left_out = {spot.key for spot, feature in zip(spots, _in_order(features)) if feature in resting}
    chosen = place_labels(spots, keep_clear=[_rect(base) for base in bases], gap=reading.mm(GAP_MM),
                          bounds=_rect(room.bounds), area=room.area)
    out = []
    for spot in spots:
        index = chosen[spot.key]
        if index is not None and spot.key not in left_out:
            left, top, _right, _bottom = spot.candidates[index]
            out.append((QPointF(left, top), pictures[spot.key]))
    return out


def taken_by(placed: Placed, bases: list[QRectF]) -> np.ndarray:
    """The rectangles (pixels, one row each) the names ``placed`` and the ``bases`` take: what the labels placed
    after them keep off."""
    rects = [(corner.x(), corner.y(), corner.x() + picture.width(), corner.y() + picture.height())
             for corner, picture in placed]
    rects += [_rect(base) for base in bases]
    return np.array(rects, dtype=float).reshape(-1, 4)


def place_live(features: list[FeatureItem], labels: list[Label], transform: QTransform, reading: Reading,
               room: Room, taken: np.ndarray) -> tuple[Placed, list[tuple[Label, QPointF, QPixmap]]]:
    """The names of ``features`` (what moves) that found room, and each referee's label with the corner its picture
    is drawn at and the picture, clear of the rectangles ``taken`` (the bases, the still names) and of each other; a
    ring's label whose ring does not pass through the room is left out."""
    spots, pictures = _name_spots(features, transform, reading)
    gap = reading.mm(GAP_MM)
    # A ring drawn wholly off the picture (or round it) shows nothing to label there, as on the laptop.
    labels = [label for label in labels if _ring_shows(label, transform, room.bounds)]
    drawn = [placed_label(label, transform, reading) for label in labels]
    measures = [LabelSpot(f"label {index}", _label_candidates(label, corner, picture, transform, gap, room.bounds))
                for index, (label, (corner, picture)) in enumerate(zip(labels, drawn))]
    placed = place_frame(spots, measures, taken, _rect(room.bounds), gap, room.area)
    names = [(QPointF(placed[spot.key][0], placed[spot.key][1]), pictures[spot.key]) for spot in spots
             if spot.key in placed]
    return names, [(label, QPointF(placed[spot.key][0], placed[spot.key][1]), picture)
                   for label, spot, (_corner, picture) in zip(labels, measures, drawn)]


def _ring_shows(label: Label, transform: QTransform, bounds: QRectF) -> bool:
    on = label.reads_on
    if not isinstance(on, Ring):
        return True
    centre, radius = _ring_in_pixels(on, transform)
    return ring_crosses(centre.x(), centre.y(), radius, _rect(bounds))


def _ring_in_pixels(ring: Ring, transform: QTransform) -> tuple[QPointF, float]:
    """A ring's centre and radius in pixels (under a projector, its radius sideways from the centre)."""
    centre = transform.map(QPointF(*ring.centre))
    edge = transform.map(QPointF(ring.centre[0] + ring.radius, ring.centre[1]))
    return centre, math.hypot(edge.x() - centre.x(), edge.y() - centre.y())


def _on_ring(ring: Ring, transform: QTransform, width: float, height: float, steps: int = 32) -> np.ndarray:
    """Rectangles of ``width`` x ``height`` centred on the ring as the picture shows it (under a projector, an
    ellipse or near one), the top of it first, then going round both ways: the ring's points in cm mapped one by one,
    so a label lies on the ring drawn, not on a circle of its sideways radius."""
    turns = 2 * math.pi * np.arange(steps) / steps
    points = np.column_stack([ring.centre[0] + ring.radius * np.cos(turns),
                              ring.centre[1] + ring.radius * np.sin(turns)])
    mapped = transform.map(points_polygon(points))
    xy = np.array([(point.x(), point.y()) for point in mapped])
    centre = transform.map(QPointF(*ring.centre))
    # How far round from the top each point is, in the picture (y down: the top is at minus a quarter turn).
    from_top = np.abs((np.arctan2(xy[:, 1] - centre.y(), xy[:, 0] - centre.x()) + math.pi / 2 + math.pi)
                      % (2 * math.pi) - math.pi)
    xy = xy[np.argsort(from_top, kind="stable")]
    return np.column_stack([xy[:, 0] - width / 2, xy[:, 1] - height / 2, xy[:, 0] + width / 2,
                            xy[:, 1] + height / 2])


def _label_candidates(label: Label, corner: QPointF, picture: QPixmap, transform: QTransform, gap: float,
                      bounds: QRectF) -> np.ndarray:
    """Where a referee's label (its picture drawn at ``corner`` by the laptop's offset) may go, best first: on the
    ring or beside the line it reads on, at the table's scale; then round where the laptop's offset puts it, slid
    into the picture (a ring's distance read off the table's edge comes back in)."""
    width, height = picture.width(), picture.height()
    near = near_rect(slid_inside((corner.x(), corner.y(), corner.x() + width, corner.y() + height), _rect(bounds)),
                     gap, NEAR_RINGS)
    on = label.reads_on
    if isinstance(on, Ring):
        return np.vstack([_on_ring(on, transform, width, height), near])
    if isinstance(on, Segment):
        a, b = transform.map(QPointF(*on.a)), transform.map(QPointF(*on.b))
        beside = along_segment((a.x(), a.y()), (b.x(), b.y()), width, height, gap)
        return np.vstack([np.asarray(beside, dtype=float), near])
    return near


def _in_order(features: list[FeatureItem]) -> list[FeatureItem]:
    """The order names are placed in: figures first (a figure's name beside its base matters most)."""
    return sorted(features, key=lambda feature: feature.kind != "figure")


def _name_spots(features: list[FeatureItem], transform: QTransform, reading: Reading,
                resting: Collection[FeatureItem] = ()) -> tuple[list[LabelSpot], dict[str, QPixmap]]:
    """Each name's candidate rectangles and picture, figures first: beside a round base, or inside an area; for
    the features of ``resting``, beside where they rest (their place less the drag's offset)."""
    gap = reading.mm(GAP_MM)
    spots: list[LabelSpot] = []
    pictures: dict[str, QPixmap] = {}
    for index, feature in enumerate(_in_order(features)):
        label = feature.label
        picture = text_picture(label.text(), label.font(), label.brush().color(), reading)
        width, height = picture.width(), picture.height()
        back = -feature.pos() if feature in resting else QPointF()
        outline = transform.mapRect(feature.sceneBoundingRect().translated(back))
        if feature.kind in BASE_KINDS:
            centre = outline.center()
            rects = around_point(centre.x(), centre.y(), outline.width() / 2, width, height, gap)
        else:
            anchor = transform.map(feature.mapToScene(feature.label_anchor) + back)
            rects = inside_area(anchor.x(), anchor.y(), outline.width(), outline.height(), width, height)
        key = f"name {index}"
        spots.append(LabelSpot(key, rects))
        pictures[key] = picture
    return spots, pictures


def paint_names(painter: QPainter, placed: Placed) -> None:
    painter.save()
    painter.resetTransform()
    for corner, picture in placed:
        painter.drawPixmap(corner, picture)
    painter.restore()


def _rect(rect: QRectF) -> Rect:
    return (rect.left(), rect.top(), rect.right(), rect.bottom())
