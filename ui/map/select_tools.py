"""Tools that pick and transform what is already on the map: select, move, rotate, box-select.

While a drag is under way the items are shifted or turned on screen only; on release one core
edit goes on the undo stack (so a multi-selection move is a single undo step) and the scene
redraws the items from the model.
"""

from __future__ import annotations

import math
from typing import Literal

import shiboken6
from PySide6.QtCore import QT_TRANSLATE_NOOP, QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPen, QTransform
from PySide6.QtWidgets import QGraphicsRectItem

from tabletop.scenario.edit_ops import bounds_centre, on_table, rotate_features, with_openings
from tabletop.scenario.edits import move_features
from ui.map.items import FeatureItem
from ui.map.style import SELECTION_COLOUR, Z_TOOL
from ui.map.tool import MapEditing, MapTool, ToolEvent
from ui.translated import localized

# Pointer travel (in px) below which a press-release is a click, not a drag.
CLICK_SLOP_PX = 3.0
ROTATE_STEP_DEG = 15.0


class SelectTool(MapTool):
    """Click picks (Shift toggles; a second click on the same spot picks the item below), dragging
    a piece moves the selection, dragging on empty table draws a selection box."""

    name = "select"
    label_text = QT_TRANSLATE_NOOP("Tools", "Select")
    hint_text = QT_TRANSLATE_NOOP("Tools", "Click picks (again: the one below), Shift+click adds; drag moves; drag on "
                                           "the table boxes")
    drops_gesture_on_edit = True
    # What a drag does: "either" moves the selection from a piece and draws a selection box from empty table;
    # "move" (MoveTool) moves the selection from anywhere; "box" (BoxSelectTool) always draws a selection box.
    drag: Literal["either", "move", "box"] = "either"

    def __init__(self, editor: MapEditing):
        super().__init__(editor)
        self._press: ToolEvent | None = None
        self._mode = ""  # "", "move" or "box"
        self._dragging = False
        self._moving: list[str] = []
        self._anchor = QPointF()
        self._extent = (0.0, 0.0, 0.0, 0.0)
        self._delta = QPointF()
        self._cycle_from: str | None = None
        self._hits: list[str] = []
        self._hovered: FeatureItem | None = None
        self._band: QGraphicsRectItem | None = None

    @property
    def active(self) -> bool:
        return bool(self._mode)

    def items_at(self, point: QPointF) -> list[FeatureItem]:
        return self.editor.scene.features_at(point)

    def _hover(self, point: QPointF | None) -> None:
        """Outline faintly what a click at ``point`` would pick (nothing for None)."""
        hits = [] if point is None or self.drag == "box" else self.items_at(point)
        top = hits[0] if hits else None
        if self._hovered is not None and self._hovered is not top and shiboken6.isValid(self._hovered):
            self._hovered.set_hovered(False)
        self._hovered = top
        if top is not None:
            top.set_hovered(True)

    def press(self, event: ToolEvent) -> None:
        if event.button != Qt.MouseButton.LeftButton:
            return
        scene = self.editor.scene
        self._press, self._dragging, self._cycle_from = event, False, None
        hits = self.items_at(event.raw)
        self._hits = [h.feature_id for h in hits]
        selected = scene.selected_ids()
        grabbed = next((h for h in hits if h.feature_id in selected), None)
        if event.shift or self.drag == "box":
            # A click picks (Shift toggles) on release; a drag draws a box.
            self._mode = "box"
        elif grabbed is not None or (self.drag == "move" and selected):
            self._mode = "move"
            self._moving = selected
            if len(selected) == 1 and grabbed is not None:
                self._cycle_from = grabbed.feature_id
        elif hits:
            scene.select_ids([hits[0].feature_id])
            self._mode, self._moving = "move", [hits[0].feature_id]
        else:
            self._mode = "box"
        if self._mode == "move":
            scenario = self.editor.document.scenario
            self._moving = with_openings(scenario, self._moving)
            self._anchor = self._nearest_vertex(event.raw)
            # The selection's extent, read once per drag: every pointer move clamps against it.
            points = [p for fid in self._moving for p in scenario[fid].geometry.points()]
            xs, ys = [p[0] for p in points], [p[1] for p in points]
            self._extent = (min(xs), min(ys), max(xs), max(ys))

    def _nearest_vertex(self, point: QPointF) -> QPointF:
        """The moved vertex that snapping aligns: the one nearest the grab point."""
        scenario = self.editor.document.scenario
        vertices = [p for fid in self._moving for p in scenario[fid].geometry.points()]
        best = min(vertices, key=lambda p: (p[0] - point.x()) ** 2 + (p[1] - point.y()) ** 2)
        return QPointF(*best)

    def _dragged(self, event: ToolEvent) -> bool:
        if self._dragging or self._press is None:
            return self._dragging
        travel = QLineF(self._press.raw, event.raw).length() * self.editor.view.scale_px_per_cm
        self._dragging = travel > CLICK_SLOP_PX
        return self._dragging

    def move(self, event: ToolEvent) -> None:
        if not self._mode:
            self._hover(event.raw)
            return
        if not self._dragged(event):
            return
        if self._mode == "move":
            self._delta = self.move_delta(event)
            for fid in self._moving:
                item = self.editor.scene.feature_item(fid)
                if item is not None:
                    item.setPos(self._delta)
        else:
            self._show_band(QRectF(self._press.raw, event.raw).normalized())

    def move_delta(self, event: ToolEvent) -> QPointF:
        """How far the selection goes: its grabbed vertex follows the (snapped) pointer, and the
        whole selection stays on the table."""
        raw_target = self._anchor + (event.raw - self._press.raw)
        snapped = self.editor.view.tool_event(raw_target, modifiers=event.modifiers,
                                              exclude=frozenset(self._moving)).pos
        dx, dy = snapped.x() - self._anchor.x(), snapped.y() - self._anchor.y()
        table = self.editor.document.scenario.table
        left, bottom, right, top = self._extent
        dx = min(max(dx, -left), table.width_cm - right)
        dy = min(max(dy, -bottom), table.depth_cm - top)
        return QPointF(dx, dy)

    def release(self, event: ToolEvent) -> None:
        if event.button != Qt.MouseButton.LeftButton or not self._mode:
            return
        if self._mode == "move" and self._dragging:
            self.move(event)
            delta, moving = self._delta, self._moving
            self._reset_items()
            self._end()
            if delta.x() or delta.y():
                self.editor.push(move_features(self.editor.document.scenario, moving, delta.x(), delta.y(),
                                               self.tr("Move")))
            return
        if self._mode == "move" and self._cycle_from is not None:
            hits = self.items_at(event.raw)
            ids = [h.feature_id for h in hits]
            if self._cycle_from in ids and len(ids) > 1:
                self.editor.scene.select_ids([ids[(ids.index(self._cycle_from) + 1) % len(ids)]])
        elif self._mode == "box":
            if self._dragging:
                self.box_select(QRectF(self._press.raw, event.raw).normalized(), add=event.shift)
            elif self._hits and event.shift:
                item = self.editor.scene.feature_item(self._hits[0])
                item.setSelected(not item.isSelected())
            elif self._hits:
                self.editor.scene.select_ids(self._hits[:1])
            elif not event.shift:
                self.editor.scene.select_ids([])
        self._end()

    def box_select(self, rect: QRectF, add: bool = False) -> None:
        """Select the visible features touching ``rect`` (adding to the selection with Shift)."""
        hits = {i.feature_id for i in self.editor.scene.items(rect, Qt.ItemSelectionMode.IntersectsItemShape)
                if isinstance(i, FeatureItem) and i.isVisible()}
        if add:
            hits |= set(self.editor.scene.selected_ids())
        self.editor.scene.select_ids(hits)

    def _show_band(self, rect: QRectF) -> None:
        if self._band is None:
            self._band = QGraphicsRectItem()
            pen = QPen(SELECTION_COLOUR, 1, Qt.PenStyle.DashLine)
            pen.setCosmetic(True)
            self._band.setPen(pen)
            fill = QColor(SELECTION_COLOUR)
            fill.setAlpha(30)
            self._band.setBrush(QBrush(fill))
            self._band.setZValue(Z_TOOL)
            self.editor.scene.addItem(self._band)
        self._band.setRect(rect)

    def _reset_items(self) -> None:
        for fid in self._moving:
            item = self.editor.scene.feature_item(fid)
            if item is not None:
                item.setPos(0, 0)

    def _end(self) -> None:
        if self._band is not None:
            self.editor.scene.removeItem(self._band)
            self._band = None
        self._press, self._mode, self._dragging, self._moving = None, "", False, []
        self._delta = QPointF()

    def cancel(self) -> None:
        self._reset_items()
        self._end()

    def stop(self) -> None:
        self.cancel()
        self._hover(None)


class MoveTool(SelectTool):
    """Like Select, but a drag anywhere moves the whole selection (no selection box)."""

    name = "move"
    label_text = QT_TRANSLATE_NOOP("Tools", "Move")
    hint_text = QT_TRANSLATE_NOOP("Tools", "Drag anywhere to move the selection; hold Ctrl to move freely of the "
                                           "snapping")
    drag = "move"


class BoxSelectTool(SelectTool):
    """Every drag draws a selection box; Shift adds to the selection."""

    name = "box_select"
    label_text = QT_TRANSLATE_NOOP("Tools", "Box select")
    hint_text = QT_TRANSLATE_NOOP("Tools", "Drag a box around features to select them; Shift adds to the selection")
    drag = "box"


class RotateTool(MapTool):
    """Drag to turn the selection about the middle of its bounding box, in 15 degree steps while
    snapping is on; one undo step on release."""

    name = "rotate"
    label_text = QT_TRANSLATE_NOOP("Tools", "Rotate")
    hint_text = QT_TRANSLATE_NOOP("Tools", "Drag around the selection to turn it, in 15° steps while snapping")
    drops_gesture_on_edit = True

    def __init__(self, editor: MapEditing):
        super().__init__(editor)
        self._ids: list[str] = []
        self._pivot = QPointF()
        self._start_angle = 0.0
        self.angle = 0.0

    @property
    def active(self) -> bool:
        return bool(self._ids)

    def _bearing(self, point: QPointF) -> float:
        return math.degrees(math.atan2(point.y() - self._pivot.y(), point.x() - self._pivot.x()))

    def press(self, event: ToolEvent) -> None:
        if event.button != Qt.MouseButton.LeftButton:
            return
        self._ids = self.editor.scene.selected_ids()
        if not self._ids:
            hits = self.editor.scene.features_at(event.raw)
            if not hits:
                return
            self._ids = [hits[0].feature_id]
            self.editor.scene.select_ids(self._ids)
        scenario = self.editor.document.scenario
        self._ids = with_openings(scenario, self._ids)
        self._pivot = QPointF(*bounds_centre(scenario[i] for i in self._ids))
        self._start_angle = self._bearing(event.raw)
        self.angle = 0.0

    def move(self, event: ToolEvent) -> None:
        if not self._ids:
            return
        angle = (self._bearing(event.raw) - self._start_angle + 180.0) % 360.0 - 180.0
        if self.editor.view.snap_active(event.modifiers):
            angle = round(angle / ROTATE_STEP_DEG) * ROTATE_STEP_DEG
        self.angle = angle
        turn = QTransform().translate(self._pivot.x(), self._pivot.y()).rotate(angle) \
            .translate(-self._pivot.x(), -self._pivot.y())
        for fid in self._ids:
            item = self.editor.scene.feature_item(fid)
            if item is not None:
                item.setTransform(turn)
        self.editor.show_message(localized(self.tr("Rotate {angle:+.0f}°")).format(angle=angle))

    def release(self, event: ToolEvent) -> None:
        if not self._ids or event.button != Qt.MouseButton.LeftButton:
            return
        self.move(event)
        self.turn(self.angle)

    def turn(self, angle: float) -> None:
        """Commit a rotation of the grabbed features by ``angle`` degrees (anticlockwise, y up)."""
        ids, pivot = self._ids, (self._pivot.x(), self._pivot.y())
        self.cancel()
        if not ids or not angle:
            return
        scenario = self.editor.document.scenario
        edit = rotate_features(scenario, ids, angle, pivot, self.tr("Rotate"))
        if not on_table(scenario.table, edit.new):
            self.editor.show_message(self.tr("The rotated selection would leave the table"))
            return
        self.editor.push(edit)

    def cancel(self) -> None:
        for fid in self._ids:
            item = self.editor.scene.feature_item(fid)
            if item is not None:
                item.setTransform(QTransform())
        self._ids = []
        self.angle = 0.0
