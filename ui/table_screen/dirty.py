"""What a frame of the table screen repaints: the pixels its live items covered in the last frame and may cover now.

While a figure is dragged the overlays that depend on every other figure are frozen into the static picture
(``ScenarioScene.freeze_overlays``): what moves is the figure, its name, its path and the path's distance, a few
per cent of the picture. Blitting the whole static picture again (33 MB at 4K, bound by the memory's speed) cost more
than everything else of a frame; the view repaints instead the region where the live items were drawn last time
(``drawn``, from the painter's own record) and where every live item shown now may be drawn (``expected``: one just
shown or added too, so that it is not clipped for a frame), and Qt keeps the pixels outside it as they are. A label or
a name is placed anew on every frame (``ui.table_screen.names``): its region is every spot its placement may choose,
round where it is asked to go. A label placed further than that (or a name led away from its base in a crowd) shows
outside the region: the painter's record says so (``outside``) and the next frame is repainted whole.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRect, QRectF
from PySide6.QtGui import QRegion, QTransform
from PySide6.QtWidgets import QGraphicsItem

from tabletop.label_layout import Ring, Segment
from ui.map.items import FeatureItem
from ui.map.overlay_items import Label
from ui.table_screen.names import BASE_KINDS, GAP_MM, NEAR_RINGS
from ui.table_screen.painting import READING_MARGIN_MM
from ui.table_screen.reading import Reading, label_reach, text_picture

# Pixels round every rectangle: a rectangle's edges rounded out, and a pen stroked without antialiasing one pixel past.
EDGE_PX = 2


def drawn(extent: list[QRectF], bounds: QRect) -> QRegion:
    """The pixels ``extent`` (the painter's record of a pass: a rectangle per item drawn) covers, within ``bounds``."""
    region = QRegion()
    for rect in extent:
        region = region.united(rect.adjusted(-EDGE_PX, -EDGE_PX, EDGE_PX, EDGE_PX).toAlignedRect())
    return region.intersected(bounds)


def outside(extent: list[QRectF], region: QRegion) -> bool:
    """Whether a pass drew anything outside ``region`` (what was repainted): a frame of it is missing there."""
    return not drawn(extent, region.boundingRect()).subtracted(region).isEmpty()


def expected(items: list[QGraphicsItem], transform: QTransform, reading: Reading, bounds: QRect) -> QRegion:
    """Where the live ``items`` (``painting.live_items``: those shown now) may be drawn now: each one's bounds
    with its pen's reach, a label's and a name's every spot round where they go."""
    region = QRegion()
    for item in items:
        region = region.united(_reach(item, transform, reading).adjusted(-EDGE_PX, -EDGE_PX, EDGE_PX,
                                                                          EDGE_PX).toAlignedRect())
    return region.intersected(bounds)


def _reach(item: QGraphicsItem, transform: QTransform, reading: Reading) -> QRectF:
    gap = reading.mm(GAP_MM)
    parent = item.parentItem()
    if isinstance(parent, FeatureItem) and item is parent.label:
        # A name: beside its base (round it) or inside its area, at its size on the table.
        picture = text_picture(item.text(), item.font(), item.brush().color(), reading)
        outline = transform.mapRect(parent.sceneBoundingRect())
        if parent.kind not in BASE_KINDS:
            return outline.adjusted(-picture.width(), -picture.height(), picture.width(), picture.height())
        return outline.adjusted(-picture.width() - gap, -picture.height() - gap, picture.width() + gap,
                                picture.height() + gap)
    if isinstance(item, Label):
        # The spots round where the laptop puts it, ring after ring, and along the ring or line it reads on
        # (``names.place_live``).
        rect = label_reach(item, transform, reading)
        width, height = rect.width(), rect.height()
        sideways, upright = NEAR_RINGS * (width / 2 + gap), NEAR_RINGS * (height + gap)
        spots = rect.adjusted(-sideways, -upright, sideways, upright)
        on = item.reads_on
        if isinstance(on, Ring):
            (x, y), r = on.centre, on.radius
            spots = spots.united(transform.mapRect(QRectF(x - r, y - r, 2 * r, 2 * r)))
        elif isinstance(on, Segment):
            spots = spots.united(transform.mapRect(QRectF(QPointF(*on.a), QPointF(*on.b)).normalized()))
        return spots.adjusted(-width - gap, -height - gap, width + gap, height + gap)
    margin = reading.mm(READING_MARGIN_MM)
    return item.deviceTransform(transform).mapRect(item.boundingRect()).adjusted(-margin, -margin, margin, margin)
