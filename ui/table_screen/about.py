"""Which pieces an item the table screen draws is about (``ui.map.overlay_items.set_about``, a feature's key), and
what of a path of parts may be shown: the painter asks the core's ``gives_away`` of each
(``ui.table_screen.painting``)."""

from __future__ import annotations

from PySide6.QtGui import QPainterPath
from PySide6.QtWidgets import QGraphicsItem

from tabletop.table_screen.secrets import gives_away
from ui.map.overlay_figure import SightPath
from ui.map.overlay_items import ShapesPath, declared_about
from ui.table_screen.source import TableSource


def overlay_about(item: QGraphicsItem, overlay_root: QGraphicsItem) -> frozenset[str] | None:
    """The pieces an overlay item is about: what it and the groups holding it said (None: none of them said)."""
    about: frozenset[str] | None = None
    node: QGraphicsItem | None = item
    while node is not None and node is not overlay_root:
        declared = declared_about(node)
        if declared is not None:
            about = declared if about is None else about | declared
        node = node.parentItem()
    return about


def parts_kept(item: QGraphicsItem, secrets: set[str]) -> QPainterPath | None:
    """For a path of parts each about its own pieces (the sight lines, the rings round a leader's men): the path
    without the parts about a secret, or None when every part may be seen (the item is drawn as it is)."""
    if not isinstance(item, (SightPath, ShapesPath)):
        return None
    if not any(gives_away(about, secrets) for about in item.parts_about()):
        return None
    return item.path_without(secrets)


def piece_key(source: TableSource, item: QGraphicsItem) -> str | None:
    """The piece an item draws: its own key or the nearest holding it that has one (None: no piece's)."""
    node: QGraphicsItem | None = item
    while node is not None:
        key = source.item_key(node)
        if key is not None:
            return key
        node = node.parentItem()
    return None
