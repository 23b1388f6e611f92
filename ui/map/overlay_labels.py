"""Where the referee overlays' labels go in a view: clear of the map's labels and inside what the view shows.

A range ring's distance and a shot's line label what the pointer drives, so they are placed on every refresh of
their overlay, one view at a time, by ``tabletop.label_layout.place_in_view`` (the map's own labels are placed by
``ui.map.labels`` and do not move for them). What they must keep off — the map's labels and the figures' bases,
in the view's pixels — changes only when the view scrolls or zooms or the map's labels are laid out again, so it
is gathered once per such change: a frame of a drag places two or three labels against a table made before.
The view's scrolling and zooming place the labels again, so a label never stays behind at the view's edge.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

import numpy as np
import shiboken6
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QTransform

from tabletop.label_layout import (LabelSpot, Rect, Ring, Segment, along_segment, around_ring, place_in_view,
                                   ring_crosses)
from ui.map.overlay_items import Label
from ui.map.scene import ScenarioScene
from ui.map.view import MapView

# Pixels kept between an overlay label and the view's edge, and between two labels.
EDGE_PX = 4.0
GAP_PX = 2.0
_BASE_KINDS = ("figure", "civilian")


@dataclass(frozen=True)
class RingLabel:
    """A label read on a ring of ``radius_cm`` around the scene point ``centre`` (cm)."""

    label: Label
    centre: tuple[float, float]
    radius_cm: float


@dataclass(frozen=True)
class SegmentLabel:
    """A label read beside the segment from ``a`` to ``b`` (scene cm)."""

    label: Label
    a: tuple[float, float]
    b: tuple[float, float]


Request = RingLabel | SegmentLabel


class OverlayLabels:
    """The overlay labels of one view, each group of them (``owner``) placed again whenever it asks or the
    view scrolls or zooms."""

    def __init__(self, scene: ScenarioScene, view: MapView):
        self.scene, self.view = scene, view
        self._requests: dict[str, list[Request]] = {}
        self._occupied_key: tuple = ()
        self._occupied = np.zeros((0, 4))
        view.zoom_changed.connect(lambda _scale: self.place())
        view.horizontalScrollBar().valueChanged.connect(lambda _value: self.place())
        view.verticalScrollBar().valueChanged.connect(lambda _value: self.place())

    def set(self, owner: str, requests: Sequence[Request]) -> None:
        """The labels ``owner`` shows now (texts set, visible): place them and keep them to place again."""
        self._requests[owner] = [r for r in requests if r.label.isVisible()]
        for request in self._requests[owner]:
            request.label.reads_on = (Ring(request.centre, request.radius_cm) if isinstance(request, RingLabel)
                                      else Segment(request.a, request.b))
        self.place()

    def place(self) -> None:
        """Place every shown overlay label, the owners in the order they first asked, each after the last."""
        if not (shiboken6.isValid(self.view) and shiboken6.isValid(self.scene)) or not any(self._requests.values()):
            return
        if not self.view.isVisible():
            return  # a view not shown has no room to share out: its labels stay where their overlay put them
        transform = self.view.viewportTransform()
        viewport = self.view.viewport().rect()
        bounds = (viewport.left() + EDGE_PX, viewport.top() + EDGE_PX, viewport.right() + 1 - EDGE_PX,
                  viewport.bottom() + 1 - EDGE_PX)
        # A label whose overlay is shown: the placer itself hides a ring's label while the ring is out of view.
        requests = [r for owned in self._requests.values() for r in owned
                    if shiboken6.isValid(r.label) and r.label.parentItem().isVisible()]
        for request in requests:
            if isinstance(request, RingLabel):
                centre = transform.map(QPointF(*request.centre))
                request.label.setVisible(ring_crosses(centre.x(), centre.y(), abs(transform.m11()) * request.radius_cm,
                                                      bounds))
        requests = [r for r in requests if r.label.isVisible()]
        if not requests:
            return
        spots = [LabelSpot(str(n), _candidates(r, transform)) for n, r in enumerate(requests)]
        chosen = place_in_view(spots, self.occupied(transform), bounds, GAP_PX)
        for n, request in enumerate(requests):
            rect = chosen.get(str(n))
            if rect is not None:
                _put(request, rect, transform)

    def occupied(self, transform: QTransform) -> np.ndarray:
        """The view's rectangles (px, one row each: left, top, right, bottom) of the map's shown labels and of the
        figures' bases, gathered again only after a scroll, a zoom or a new layout of the map's labels (kept as the
        array the placer reads: a frame no longer turns a hundred tuples into one)."""
        key = (transform.m11(), transform.m22(), transform.dx(), transform.dy(), self.scene.label_layouts)
        if key != self._occupied_key:
            # A scene being torn down has deleted its items while its views still scroll.
            items = [item for item in self.scene.items_by_id.values() if shiboken6.isValid(item)]
            labels = [item.label for item in items if item.label.isVisible()]
            rects = [label.deviceTransform(transform).mapRect(label.boundingRect()) for label in labels]
            rects += [transform.mapRect(item.sceneBoundingRect()) for item in items
                      if item.kind in _BASE_KINDS and item.isVisible()]
            self._occupied_key, self._occupied = key, np.array([_rect(r) for r in rects], dtype=float).reshape(-1, 4)
        return self._occupied


def _rect(rect: QRectF) -> Rect:
    return (rect.left(), rect.top(), rect.right(), rect.bottom())


def _candidates(request: Request, transform: QTransform) -> tuple[Rect, ...]:
    size = request.label.boundingRect()
    if isinstance(request, RingLabel):
        centre = transform.map(QPointF(*request.centre))
        radius = abs(transform.m11()) * request.radius_cm
        return around_ring(centre.x(), centre.y(), radius, size.width(), size.height())
    a, b = transform.map(QPointF(*request.a)), transform.map(QPointF(*request.b))
    return along_segment((a.x(), a.y()), (b.x(), b.y()), size.width(), size.height())


def _put(request: Request, rect: Rect, transform: QTransform) -> None:
    """Move the label so its plate covers ``rect`` (px): anchored at a scene point, offset in pixels."""
    anchor = request.centre if isinstance(request, RingLabel) else request.a
    at = transform.map(QPointF(*anchor))
    plate = request.label.boundingRect()  # the plate starts a few pixels before the text's origin
    # To a millionth of a pixel: a ring's label keeps its place on the ring from frame to frame of a drag, and an
    # offset differing in its last bits (the figure's centre comes and goes in the sum) would be set again, a
    # change of transform Qt works through for nothing.
    offset = (round(rect[0] - plate.left() - at.x(), 6), round(rect[1] - plate.top() - at.y(), 6))
    request.label.show_at(request.label.text(), *anchor, offset)
