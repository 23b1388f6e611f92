"""The words on the table screen, placed: the map's names (a figure's, a building's, a street's) and the referee's
labels (a ring's distance, a shot's line, a template's, the reach's), at their millimetre size.

A frame's labels go in one pass of ``tabletop.label_layout`` over the table's pixels. The names of what stays where
it is are placed first, beside a figure's base (never over one) and clear of each other: once with the static picture,
so they keep their place while a figure is dragged (on a TV each repaint draws those it covers over the overlays,
``names_in``; under a projector they are in the static picture). Then ``place_live`` places the names of what moves (the
dragged figure's) and the referee's labels, each as near as it can to where the laptop puts it, clear of every base,
of the still names and of each other. All of them stay inside the room given: the picture less the banner's band on
a TV, the table's projected quadrilateral under a projector. A figure's name with no room beside its base (a mêlée)
goes further out, rings of spots round it up to ``AWAY_RINGS`` lines of text away, joined to its base by a thin leader
line on the same dark halo; only a name with no room there either is not shown on the table (the laptop still shows it
on hover). A referee's label always is.
"""

from __future__ import annotations

import math
from collections.abc import Collection
from dataclasses import dataclass
from typing import NamedTuple

import numpy as np
from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen, QPixmap, QRegion, QTransform

from tabletop.label_layout import (LabelSpot, Rect, Ring, Segment, along_segment, around_point, away_from_point,
                                   inside_area, leader, near_rect, place_frame, place_labels, ring_crosses,
                                   slid_inside)
from ui.map.items import FeatureItem
from ui.map.overlay_items import Label, points_polygon
from ui.table_screen.reading import HALO, HALO_MM, Reading, placed_label, readable, text_picture

BASE_KINDS = ("figure", "civilian")  # what ui.map.labels keeps clear: the round bases on the table
GAP_MM = 1.0  # between a base and its name, and between two labels
# How far a referee's label may go from where the laptop puts it: rings of spots round it, each a step further.
NEAR_RINGS = 4
# How far a figure's name may go from its base when every spot beside it is taken: rings of spots, each a line of text
# further out (at 5 mm capitals, some 3.5 cm past the spots beside the base).
AWAY_RINGS = 5
LEADER_MM = 0.5  # the leader line's light core, on a dark halo HALO_MM wide either side as the letters


@dataclass(frozen=True)
class Leader:
    """The line joining a name placed away from its base to the base (pixels), its light core's colour and width, and
    the width of the dark halo under it."""

    line: QLineF
    colour: QColor
    width: float
    halo: float

    def reach(self) -> QRectF:
        """The pixels the line and its halo cover."""
        margin = self.halo / 2
        return QRectF(self.line.p1(), self.line.p2()).normalized().adjusted(-margin, -margin, margin, margin)


class PlacedName(NamedTuple):
    """A name on the table: its picture's corner (pixels), its picture, and its leader line when it is away from its
    base."""

    corner: QPointF
    picture: QPixmap
    leader: Leader | None = None

    def rect(self) -> QRectF:
        return QRectF(self.corner, self.picture.size().toSizeF())


Placed = list[PlacedName]


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
    return [_placed(spot, spot.candidates[chosen[spot.key]], pictures[spot.key], reading) for spot in spots
            if chosen[spot.key] is not None and spot.key not in left_out]


def _placed(spot: LabelSpot, rect: Rect, picture: tuple[QPixmap, QColor], reading: Reading) -> PlacedName:
    """A name drawn in ``rect``, one of its spot's candidates (``picture``: its letters and their colour): with a
    leader line when it lies away from its base."""
    left, top, right, bottom = (float(value) for value in rect)
    letters, colour = picture
    if spot.base is None or _beside(spot, (left, top, right, bottom)):
        return PlacedName(QPointF(left, top), letters)
    (x0, y0), (x1, y1) = leader((left, top, right, bottom), spot.base)
    line = Leader(QLineF(x0, y0, x1, y1), readable(colour), reading.mm(LEADER_MM),
                  reading.mm(LEADER_MM + 2 * HALO_MM))
    return PlacedName(QPointF(left, top), letters, line)


def _beside(spot: LabelSpot, rect: Rect) -> bool:
    """Whether ``rect`` is one of the spot's candidates beside its base."""
    near = np.asarray(spot.candidates, dtype=float).reshape(-1, 4)[:spot.beside]
    return bool(np.any(np.all(np.abs(near - rect) < 1e-6, axis=1)))


def taken_by(placed: Placed, bases: list[QRectF]) -> np.ndarray:
    """The rectangles (pixels, one row each) the names ``placed`` and the ``bases`` take: what the labels placed
    after them keep off."""
    rects = [(name.corner.x(), name.corner.y(), name.corner.x() + name.picture.width(),
              name.corner.y() + name.picture.height()) for name in placed]
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
    names = [_placed(spot, placed[spot.key], pictures[spot.key], reading) for spot in spots if spot.key in placed]
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
                resting: Collection[FeatureItem] = ()) -> tuple[list[LabelSpot], dict[str, tuple[QPixmap, QColor]]]:
    """Each name's candidate rectangles and picture (and its letters' colour), figures first: beside a round base
    and then away from it, or inside an area; for the features of ``resting``, round where they rest (their place
    less the drag's offset)."""
    gap = reading.mm(GAP_MM)
    spots: list[LabelSpot] = []
    pictures: dict[str, tuple[QPixmap, QColor]] = {}
    for index, feature in enumerate(_in_order(features)):
        label = feature.label
        picture = text_picture(label.text(), label.font(), label.brush().color(), reading)
        width, height = picture.width(), picture.height()
        back = -feature.pos() if feature in resting else QPointF()
        outline = transform.mapRect(feature.sceneBoundingRect().translated(back))
        key = f"name {index}"
        if feature.kind in BASE_KINDS:
            x, y, radius = outline.center().x(), outline.center().y(), outline.width() / 2
            beside = around_point(x, y, radius, width, height, gap)
            away = away_from_point(x, y, radius, width, height, gap, AWAY_RINGS)
            # The leader line starts on the base as drawn: its bounds (what the names keep clear of) take its
            # outline's pen as wide as a centimetre.
            drawn = transform.mapRect(feature.mapRectToScene(feature.path().boundingRect()).translated(back))
            spots.append(LabelSpot(key, np.vstack([beside, away]), base=(x, y, drawn.width() / 2),
                                   beside=len(beside)))
        else:
            anchor = transform.map(feature.mapToScene(feature.label_anchor) + back)
            spots.append(LabelSpot(key, inside_area(anchor.x(), anchor.y(), outline.width(), outline.height(), width,
                                                    height)))
        pictures[key] = (picture, label.brush().color())
    return spots, pictures


def name_reach(placed: Placed) -> list[QRectF]:
    """The pixels the names ``placed`` cover: each one's picture and leader line."""
    return [name.rect() for name in placed] + [name.leader.reach() for name in placed if name.leader is not None]


def names_in(placed: Placed, region: QRegion) -> Placed:
    """Those of the names ``placed`` that show in ``region`` (their picture or their leader line): what a repaint of
    it draws."""
    return [name for name in placed if region.intersects(name.rect().toAlignedRect())
            or (name.leader is not None and region.intersects(name.leader.reach().toAlignedRect()))]


def paint_names(painter: QPainter, placed: Placed) -> None:
    """The names ``placed``, their leader lines under them: the dark halo of every line, then their light cores (a
    line's core is never cut by another's halo)."""
    painter.save()
    painter.resetTransform()
    leaders = [name.leader for name in placed if name.leader is not None]
    for dark in (True, False):
        for line in leaders:
            pen = QPen(HALO if dark else line.colour, line.halo if dark else line.width)
            pen.setCapStyle(Qt.PenCapStyle.RoundCap)
            painter.setPen(pen)
            painter.drawLine(line.line)
    for name in placed:
        painter.drawPixmap(name.corner, name.picture)
    painter.restore()


def _rect(rect: QRectF) -> Rect:
    return (rect.left(), rect.top(), rect.right(), rect.bottom())
