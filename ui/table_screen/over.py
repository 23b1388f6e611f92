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
    """A picture holding the layer below it with overlays drawn over it (``drawn``: where they were drawn), and a
    spare one holding the layer below alone, made clean again when the app is idle (``clean_spare``): the next
    overlays are drawn into it and the two swapped, so that the frame that shows them copies nothing."""

    def __init__(self) -> None:
        self.picture: QPixmap | None = None
        self.drawn = QRegion()
        self._below_changed: QRegion | None = None  # where the layer below changed since (None: all of it)
        self._spare: QPixmap | None = None
        self._spare_stale: QRegion | None = None  # where the spare differs from the layer below (None: all of it)

    def below_changed(self, region: QRegion | None) -> None:
        """The layer below changed over ``region`` (None: all of it)."""
        self._below_changed = _united(self._below_changed, region)
        self._spare_stale = _united(self._spare_stale, region)

    def redraw(self, below: QPixmap, fit: Callable[[QPixmap | None], QPixmap], bounds: QRect,
               draw: Callable[[QPainter], QRegion]) -> QRegion:
        """The layer drawn again: into the spare picture swapped in (``below`` copied where it differs from it, as a
        rule nowhere), else into the one it had; ``fit`` gives a picture of the right size (the one given when it
        is). Then ``draw``, which returns where it drew. Returns where the picture now differs from what it held."""
        was = QRegion(bounds) if self.picture is None or self._below_changed is None else \
            self.drawn.united(self._below_changed).intersected(bounds)
        if self._spare is not None and fit(self._spare) is self._spare:
            picture, restore = self._spare, _whole_if_none(self._spare_stale, bounds)
            self._spare, self._spare_stale = self.picture, was  # where the overlays were and the layer below changed
        else:
            picture = fit(self.picture)
            restore = was if picture is self.picture else QRegion(bounds)
        painter = QPainter(picture)
        _restore(painter, below, restore)
        drawn = draw(painter).intersected(bounds)
        painter.end()
        self.picture, self.drawn, self._below_changed = picture, drawn, QRegion()
        return was.united(drawn)

    def clean_spare(self, below: QPixmap, fit: Callable[[QPixmap | None], QPixmap], bounds: QRect) -> None:
        """The spare picture made the layer below again where it differs (a new one the first time: all of it)."""
        spare = fit(self._spare)
        stale = _whole_if_none(self._spare_stale, bounds) if spare is self._spare else QRegion(bounds)
        if not stale.isEmpty():
            painter = QPainter(spare)
            _restore(painter, below, stale)
            painter.end()
        self._spare, self._spare_stale = spare, QRegion()

    @property
    def spare_clean(self) -> bool:
        """Whether the spare picture holds the layer below as it is."""
        return self._spare is not None and self._spare_stale is not None and self._spare_stale.isEmpty()

    def redraw_part(self, below: QPixmap, region: QRegion, draw: Callable[[QPainter], QRegion]) -> QRegion:
        """Only ``region`` of the layer drawn again (overlays added there, the others as they were): ``below`` copied
        there, then ``draw`` clipped to it. Returns ``region``."""
        painter = QPainter(self.picture)
        painter.setClipRegion(region)
        _restore(painter, below, region)
        self.drawn = self.drawn.united(draw(painter).intersected(region))
        painter.end()
        return region


def _united(region: QRegion | None, more: QRegion | None) -> QRegion | None:
    return None if region is None or more is None else region.united(more)


def _whole_if_none(region: QRegion | None, bounds: QRect) -> QRegion:
    return QRegion(bounds) if region is None else region.intersected(bounds)


def _restore(painter: QPainter, below: QPixmap, region: QRegion) -> None:
    """``region`` of the picture made the layer below again, its pixels replaced (not blended), the painter then left
    to draw over it."""
    painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_Source)
    blit(painter, below, region)
    painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceOver)
