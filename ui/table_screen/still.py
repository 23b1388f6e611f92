"""What a TV's static picture holds where, and the part of it to draw again when pieces changed.

The static picture (``painting.paint_static``) holds the table, the features at rest and their names. A figure taken
up, dropped, selected or renamed changes a few of them: its base leaves or joins the picture, and the still names laid
out round every base may move near its old and new places. Drawing the whole picture again for that cost 30 to 50 ms
at 4K (the table's fills, every feature antialiased, every name). Instead a record of the picture (``StillRecord``:
each item's pixels and look, each still name's place and picture) is made anew without drawing, which the name
layout needs anyway, and the picture is drawn again only where the two records differ (``changed_rects``), over
itself, clipped there.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np
from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QGraphicsItem

from ui.table_screen.names import Placed
@dataclass
class StillRecord:
    """What a TV's static picture holds where: each item drawn (by id) with the pixels it may cover and its look,
    the still names placed (corner, picture), and what they and the bases take (``paint_static``'s answer)."""

    items: dict[int, tuple[tuple[float, float, float, float], tuple]] = field(default_factory=dict)
    names: Placed = field(default_factory=list)
    taken: np.ndarray | None = None


def look_of(item: QGraphicsItem, feature: QGraphicsItem | None) -> tuple:
    """What an item at rest draws, told apart from another drawing of it: a feature's drawing (``feature``: the one it
    is part of) changes only through ``FeatureItem.update_from``, which counts them."""
    return type(item).__name__, item.zValue(), getattr(feature, "look_version", None)


def changed_rects(old: StillRecord, new: StillRecord) -> list[QRectF]:
    """Where a picture drawn as ``new`` says differs from one drawn as ``old``: the old and new places of each item
    added, removed, moved or drawn anew, and of each name placed elsewhere or written otherwise (``dirty.drawn``
    turns them into the pixels to draw again)."""
    was, now = _names(old), _names(new)
    return _items_changed(old, new) + [QRectF(x, y, width, height) for x, y, width, height, _key in was ^ now]


def _items_changed(old: StillRecord, new: StillRecord) -> list[QRectF]:
    rects = []
    for key in old.items.keys() | new.items.keys():
        was, now = old.items.get(key), new.items.get(key)
        if was != now:
            rects += [QRectF(*drawn[0]) for drawn in (was, now) if drawn is not None]
    return rects


def _names(record: StillRecord) -> set[tuple[float, float, float, float, tuple]]:
    """Each name's place (its picture's, then its leader line's, each as x, y, width, height) and how it is drawn."""
    out = set()
    for name in record.names:
        out.add((*name.rect().getRect(), (name.picture.cacheKey(),)))
        if name.leader is not None:
            line = name.leader
            out.add((*line.reach().getRect(), (line.line.x1(), line.line.y1(), line.line.x2(), line.line.y2(),
                                                line.colour.rgba(), line.width, line.halo)))
    return out
