"""A picture of another one with overlays drawn over it, kept from one drawing to the next (a TV's table screen).

A TV's static picture is layered: the table and the pieces at rest (the base), the overlays kept at rest over it
(``ScenarioScene.keep_overlays_at_rest``), the other overlays frozen through a drag over that. Each layer is a picture
of its own, so that a drag's press only swaps pictures and the overlays asked again at its drop are drawn over the
base, not copied with it: at 4K a picture is 33 MB, and a whole copy cost 3 to 12 ms. The layer is drawn again over
the same picture by copying the layer below only where the last overlays were and where the layer below changed since,
then drawing the new ones.
"""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QRect, QRectF
from PySide6.QtGui import QPainter, QPixmap, QRegion


def blit(painter: QPainter, picture: QPixmap, region: QRegion) -> None:
    """``picture`` over ``region`` (device-independent pixels), rectangle by rectangle: one whole drawPixmap at 4K is
    33 MB of memory however small the region."""
    ratio = picture.devicePixelRatio()
    for rect in region:
        painter.drawPixmap(QRectF(rect), picture, QRectF(rect.x() * ratio, rect.y() * ratio, rect.width() * ratio,
                                                         rect.height() * ratio))


class OverPicture:
    """A picture holding the layer below it with overlays drawn over it; ``drawn``, where they were drawn."""

    def __init__(self) -> None:
        self.picture: QPixmap | None = None
        self.drawn = QRegion()
        self._below_changed: QRegion | None = None  # where the layer below changed since (None: all of it)

    def below_changed(self, region: QRegion | None) -> None:
        """The layer below changed over ``region`` (None: all of it)."""
        if region is None or self._below_changed is None:
            self._below_changed = None
        else:
            self._below_changed = self._below_changed.united(region)

    def redraw(self, below: QPixmap, picture: QPixmap, bounds: QRect,
               draw: Callable[[QPainter], QRegion]) -> QRegion:
        """The layer drawn again into ``picture`` (the one it had, or a new one): ``below`` copied where it differs,
        then ``draw``, which returns where it drew. Returns where the picture now differs from what it held."""
        restore = QRegion(bounds) if picture is not self.picture or self._below_changed is None else \
            self.drawn.united(self._below_changed).intersected(bounds)
        painter = QPainter(picture)
        painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_Source)
        blit(painter, below, restore)
        painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceOver)
        drawn = draw(painter).intersected(bounds)
        painter.end()
        self.picture, self.drawn, self._below_changed = picture, drawn, QRegion()
        return restore.united(drawn)

    def redraw_part(self, below: QPixmap, region: QRegion, draw: Callable[[QPainter], QRegion]) -> QRegion:
        """Only ``region`` of the layer drawn again (overlays added there, the others as they were): ``below`` copied
        there, then ``draw`` clipped to it. Returns ``region``."""
        painter = QPainter(self.picture)
        painter.setClipRegion(region)
        painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_Source)
        blit(painter, below, region)
        painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceOver)
        self.drawn = self.drawn.united(draw(painter).intersected(region))
        painter.end()
        return region
