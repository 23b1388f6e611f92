"""The scenario scene: the table, its cm grid and one item per feature, in centimetres.

1 scene unit is 1 cm and y is as in the file; the view flips it. The scene follows
``document.changed`` and rebuilds only the items whose ids the Change names.
"""

from __future__ import annotations

import math
from collections.abc import Iterable

from PySide6.QtCore import QLineF, QObject, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QImage, QPainter, QPen, QTransform
from PySide6.QtWidgets import QGraphicsItem, QGraphicsItemGroup, QGraphicsScene, QGraphicsSceneHelpEvent, QGraphicsView

from tabletop.games.peur_sur_la_ville.play.map_names import figure_labels
from tabletop.scenario.background import picture_warning
from tabletop.scenario.edits import Change
from ui.document import ScenarioDocument
from ui.map.items import FeatureItem
from ui.map.picture import PictureError, draw_picture, load_picture
from ui.map.style import (GRID_MAJOR_COLOUR, GRID_MINOR_COLOUR, LABEL_KINDS, LAYERS, TABLE_COLOUR, Z_OVERLAYS,
                          layer_of, pick_rank)

# Room around the table so items dragged or drawn past an edge are still reachable.
SCENE_MARGIN_CM = 20.0
OFF_TABLE_COLOUR = QColor("#5b5f63")


def _range(start: float, stop: float, step: float) -> list[float]:
    """start, start + step, ... up to and including stop."""
    count = int(math.floor((stop - start) / step)) + 1
    return [start + i * step for i in range(max(count, 0))]


class ScenarioScene(QGraphicsScene):
    """Draws a ScenarioDocument. ``overlay_layer`` is where referee overlays add their items. The background
    picture is drawn under the grid when ``background_shown``, and in exports and prints when
    ``background_printed``; ``picture_problem`` says why it is not drawn. ``layer_toggled`` follows the layers
    panel."""

    layer_toggled = Signal()

    def __init__(self, document: ScenarioDocument, parent: QObject | None = None):
        super().__init__(parent)
        # No BSP index: the overlays move, grow and shrink on every frame of a drag, and Qt would take each of them
        # out of its tree and put it back (the sight lines and shaded areas span the table: into most of its
        # leaves). A list of a few hundred items is searched faster than that tree is kept up (3 % of a frame).
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self.document = document
        self.items_by_id: dict[str, FeatureItem] = {}
        self._hidden_layers: set[str] = set()
        # Overlays (rulers, ranges, sight lines) live in this group: z from Z_OVERLAYS, hidden with
        # the "overlays" layer, never selectable as features.
        self.overlay_layer = QGraphicsItemGroup()
        self.overlay_layer.setZValue(Z_OVERLAYS)
        self.overlay_layer.setHandlesChildEvents(False)
        self.addItem(self.overlay_layer)
        # The overlay items (or groups) kept as they were when a figure was picked up, while it is dragged
        # (``freeze_overlays``): a view may keep them in a picture with what is at rest.
        self.frozen_overlays: frozenset[QGraphicsItem] = frozenset()
        # Overlays that stay as they are until the overlays' controller asks the core again (``keep_overlays_at_rest``):
        # a view may keep them in a picture while nothing is dragged, which a drag's press then freezes as it is.
        self.rest_overlays: frozenset[QGraphicsItem] = frozenset()
        self.background_shown = True
        self.background_printed = True
        # Which kinds of label are placed (ui/map/labels.py) and for which zoom they were last laid out.
        self.labels_shown = set(LABEL_KINDS)
        self.label_scale: float | None = None
        # How many times its labels were laid out: the overlay labels keep off them (ui/map/overlay_labels.py).
        self.label_layouts = 0
        self.picture = QImage()
        self.picture_problem = ""
        # The path, data, page and size in pixels the picture was read from (a PDF page is rendered at that size).
        self._picture_source: tuple[str, str, int, int, int] | None = None
        self._load_picture()
        self._update_rect()
        # Each figure's label, kept for the whole table: whether a name needs its gang depends on the other figures.
        self.figure_names: dict[str, str] = {}
        self._name_figures()
        for feature in document.scenario:
            self._add(feature.id)
        document.changed.connect(self.apply_change)

    @property
    def table_rect(self) -> QRectF:
        table = self.document.scenario.table
        return QRectF(0.0, 0.0, table.width_cm, table.depth_cm)

    def _update_rect(self) -> None:
        m = SCENE_MARGIN_CM
        self.setSceneRect(self.table_rect.adjusted(-m, -m, m, m))

    def apply_change(self, change: Change) -> None:
        """Refresh the items named by a core Change record, and nothing else."""
        for fid in change.removed:
            item = self.items_by_id.pop(fid, None)
            if item is not None:
                self.removeItem(item)
        scenario = self.document.scenario
        # A figure renamed, added or removed may make another's name need its gang, or no longer need it.
        relabelled = self._name_figures() if self._touches_figures(change) else set()
        for fid in change.added | change.modified | relabelled:
            if fid not in scenario.features:
                continue
            item = self.items_by_id.get(fid)
            if item is None:
                self._add(fid)
            else:
                item.update_from(scenario.features[fid], self.figure_names)
                item.setVisible(layer_of(item.kind) not in self._hidden_layers)
        if change.meta:
            self._update_rect()
            self.update()
        if change.background:
            self._load_picture()
            self.static_changed()
            self.update()

    def _load_picture(self) -> None:
        """Read the picture again when it is another one (a placement edit keeps the pixels read)."""
        background = self.document.scenario.background
        source = None if background is None else (background.path, background.data, background.page,
                                                   background.width_px, background.height_px)
        if source == self._picture_source:
            return
        self._picture_source = source
        self.picture, self.picture_problem = QImage(), ""
        if background is not None:
            try:
                self.picture = load_picture(background)
            except PictureError as exc:
                self.picture_problem = str(exc)

    def picture_warning(self) -> str:
        """One line when the picture lies outside the map's folder (a map received could point at any file), else
        "": the background panel shows it, and an export asks before including the picture."""
        return picture_warning(self.document.scenario.background, self.document.path)

    def set_background_shown(self, shown: bool) -> None:
        self.background_shown = shown
        self.static_changed()
        self.update()

    def _touches_figures(self, change: Change) -> bool:
        """Whether ``change`` added, removed or modified a figure (or made a figure of a feature, or a feature of a
        figure): the figures' names come from the figures alone, and a building moved or a door opened leaves them
        as they were, not worked out again over every figure of the table at each edit."""
        features = self.document.scenario.features
        return any(fid in self.figure_names or (fid in features and features[fid].kind == "figure")
                   for fid in change.added | change.removed | change.modified)

    def _name_figures(self) -> set[str]:
        """Name every figure anew (``figure_labels``); the ids of those whose label changed."""
        names = figure_labels(self.document.scenario.of_kind("figure"))
        changed = {fid for fid, name in names.items() if self.figure_names.get(fid) != name}
        self.figure_names = names
        return changed

    def _add(self, fid: str) -> None:
        item = FeatureItem(self.document.scenario.features[fid], self.figure_names)
        item.setVisible(layer_of(item.kind) not in self._hidden_layers)
        self.items_by_id[fid] = item
        self.addItem(item)

    def feature_item(self, fid: str) -> FeatureItem | None:
        return self.items_by_id.get(fid)

    def features_at(self, point: QPointF) -> list[FeatureItem]:
        """Visible feature items under a scene point, in pick order (pieces before doors before
        terrain before zones), so a click on a building picks it rather than the zone over it."""
        hits = [i for i in self.items(point) if isinstance(i, FeatureItem) and i.isVisible()]
        return sorted(hits, key=lambda i: (pick_rank(i.kind), -i.zValue()))

    def selected_ids(self) -> list[str]:
        """Selected feature ids in file order (so edits built from them are deterministic)."""
        selected = {item.feature_id for item in self.selectedItems() if isinstance(item, FeatureItem)}
        return [fid for fid in self.document.scenario.features if fid in selected]

    def select_ids(self, ids: list[str] | set[str]) -> None:
        wanted = set(ids)
        self.blockSignals(True)
        try:
            for fid, item in self.items_by_id.items():
                item.setSelected(fid in wanted and item.isVisible())
        finally:
            self.blockSignals(False)
        self.selectionChanged.emit()

    def is_layer_visible(self, layer: str) -> bool:
        return layer not in self._hidden_layers

    def set_layer_visible(self, layer: str, visible: bool) -> None:
        if layer not in LAYERS:
            raise ValueError(f"unknown layer '{layer}'")
        if visible:
            self._hidden_layers.discard(layer)
        else:
            self._hidden_layers.add(layer)
        if layer == "overlays":
            self.overlay_layer.setVisible(visible)
            return
        for item in self.items_by_id.values():
            if layer_of(item.kind) == layer:
                item.setVisible(visible)
                if not visible:
                    item.setSelected(False)
        self.layer_toggled.emit()

    def static_changed(self) -> None:
        """Features look different (or are about to be painted elsewhere, as by an export): views that
        cached them in their background draw them again."""
        self._tell_views("static_changed")

    def pieces_changed(self) -> None:
        """Features moved, showed, hid or look different, their names too, the table and its picture as they were: a
        view that can tell what changed draws only that again (``pieces_changed``), the others all they cached."""
        self._tell_views("pieces_changed", "static_changed")

    def freeze_overlays(self, items: Iterable[QGraphicsItem]) -> None:
        """Keep ``items`` (overlay items or their groups) as they are until the next call (none, at the drop). The
        views that keep them in a picture draw it again."""
        self.frozen_overlays = frozenset(items)
        self._tell_views("overlays_frozen")

    def keep_overlays_at_rest(self, items: Iterable[QGraphicsItem], added: bool = False) -> None:
        """``items`` (overlay items or their groups) were just asked of the core and stay as they are until the next
        call, which the overlays' controller makes whenever it asks again: the views that keep them in a picture draw
        it again. ``added``: those kept already are as they were, the others were added to them (a reach found): a
        view draws only where those are."""
        new = frozenset(items)
        changed = new - self.rest_overlays if added and new >= self.rest_overlays else None
        self.rest_overlays = new
        self._tell_views("overlays_at_rest", args=(changed,))

    def _tell_views(self, *names: str, args: tuple = ()) -> None:
        """Each view that answers one of ``names`` (the first it has) is called with ``args``: a view that keeps no
        picture of what changed has nothing to do."""
        for view in self.views():
            told = next((getattr(view, name) for name in names if hasattr(view, name)), None)
            if told is not None:
                told(*args)

    def helpEvent(self, event: QGraphicsSceneHelpEvent) -> None:
        """Before Qt shows a tooltip, items that work theirs out on demand (sight lines: ``lazy_tooltip(x, y)``,
        told where the pointer is) set it, for the items under the pointer only."""
        view = event.widget().parent() if event.widget() is not None else None
        transform = view.transform() if isinstance(view, QGraphicsView) else QTransform()
        for item in self.items(event.scenePos(), Qt.ItemSelectionMode.IntersectsItemShape,
                               Qt.SortOrder.DescendingOrder, transform):
            lazy = getattr(item, "lazy_tooltip", None)
            if lazy is not None:
                lazy(event.scenePos().x(), event.scenePos().y())
        super().helpEvent(event)

    def add_overlay(self, item: QGraphicsItem) -> None:
        """Put a referee overlay item into the overlay layer (its coordinates stay in cm)."""
        self.overlay_layer.addToGroup(item)

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:
        painter.fillRect(rect, OFF_TABLE_COLOUR)
        table = self.table_rect
        painter.fillRect(table, TABLE_COLOUR)
        background = self.document.scenario.background
        if self.background_shown and background is not None and not self.picture.isNull():
            draw_picture(painter, background, self.picture)
        visible = rect.intersected(table)
        if visible.isEmpty():
            return
        # Per-cm lines only when they are at least 4 px apart; 10 cm lines always.
        scale = math.hypot(painter.transform().m11(), painter.transform().m12())  # pixels per cm, turned or not
        steps = [(10, GRID_MAJOR_COLOUR)]
        if scale >= 4.0:
            steps.insert(0, (1, GRID_MINOR_COLOUR))
        elif scale >= 0.8:
            steps.insert(0, (5, GRID_MINOR_COLOUR))
        # Axis-aligned one-pixel lines gain nothing from antialiasing, and one drawLines call per
        # colour costs a fraction of a call per line: a full repaint stays within a frame.
        antialiased = painter.testRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
        for step, colour in steps:
            painter.setPen(QPen(colour, 0))  # width 0: cosmetic one-pixel lines
            first_x = max(math.ceil(visible.left() / step), 0) * step
            first_y = max(math.ceil(visible.top() / step), 0) * step
            lines = [QLineF(x, visible.top(), x, visible.bottom())
                     for x in _range(first_x, visible.right(), step)]
            lines += [QLineF(visible.left(), y, visible.right(), y) for y in _range(first_y, visible.bottom(), step)]
            painter.drawLines(lines)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, antialiased)
        edge = QPen(GRID_MAJOR_COLOUR.darker(300), 0)
        painter.setPen(edge)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(table)
