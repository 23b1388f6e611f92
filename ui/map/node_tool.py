"""The point-editing tool: drag the corners of the selected shapes, double-click an edge to add a
corner, right-click a corner to remove it. Each change is one undo step.

While a corner is dragged only the item's outline follows (drawn from a provisional feature);
the model changes once, on release.
"""

from __future__ import annotations


import shiboken6
from PySide6.QtCore import QT_TRANSLATE_NOOP, QLineF, QPointF, Qt
from PySide6.QtGui import QBrush, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsRectItem

from tabletop.scenario.edit_ops import (clamp_to_table, editable_vertices, nearest_segment, vertex_inserted,
                                        vertex_moved, vertex_removed)
from tabletop.scenario.edits import Change, replace_features
from ui.map.style import SNAP_COLOUR, Z_TOOL
from ui.map.tool import MapEditing, MapTool, ToolEvent

HANDLE_PX = 8.0
# How near (px) the pointer must be to a corner to grab it, or to an edge to add a corner.
GRAB_PX = 7.0


class NodeTool(MapTool):
    """Edits the corners of the selected polygons and lines."""

    name = "points"
    label_text = QT_TRANSLATE_NOOP("Tools", "Edit points")
    hint_text = QT_TRANSLATE_NOOP("Tools", "Drag a corner; double-click an edge to add one, right-click a corner to "
                                           "remove it")
    drops_gesture_on_edit = True
    uses_right_button = True

    def __init__(self, editor: MapEditing):
        super().__init__(editor)
        self.handles: list[tuple[str, int, QGraphicsRectItem]] = []
        self._dragging: tuple[str, int] | None = None
        self._running = False

    @property
    def active(self) -> bool:
        return self._dragging is not None

    def start(self) -> None:
        self._running = True
        self.editor.scene.selectionChanged.connect(self.show_handles)
        self.editor.document.changed.connect(self._document_changed)
        self.show_handles()

    def stop(self) -> None:
        self.cancel()
        if self._running:
            self._running = False
            self.editor.scene.selectionChanged.disconnect(self.show_handles)
            self.editor.document.changed.disconnect(self._document_changed)
        self._clear_handles()

    def _document_changed(self, _change: Change) -> None:
        if self._dragging is None:
            self.show_handles()

    def _clear_handles(self) -> None:
        for _fid, _index, item in self.handles:
            self.editor.scene.removeItem(item)
        self.handles = []

    def show_handles(self) -> None:
        """One square per corner of every selected polygon or line."""
        if not shiboken6.isValid(self.editor.scene):
            return  # the scene clears its selection while it is being destroyed with the editor
        self._clear_handles()
        scenario = self.editor.document.scenario
        pen = QPen(SNAP_COLOUR, 1.5)
        pen.setCosmetic(True)
        for fid in self.editor.scene.selected_ids():
            for index, (x, y) in enumerate(editable_vertices(scenario[fid].geometry)):
                half = HANDLE_PX / 2
                item = QGraphicsRectItem(-half, -half, HANDLE_PX, HANDLE_PX)
                item.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations, True)
                item.setPen(pen)
                item.setBrush(QBrush(Qt.GlobalColor.white))
                item.setZValue(Z_TOOL)
                item.setPos(x, y)
                self.editor.scene.addItem(item)
                self.handles.append((fid, index, item))

    def handle_at(self, point: QPointF) -> tuple[str, int] | None:
        """The corner within grabbing distance of ``point``, nearest first."""
        reach = GRAB_PX / self.editor.view.scale_px_per_cm
        best = None
        for fid, index, item in self.handles:
            distance = QLineF(item.pos(), point).length()
            if distance <= reach and (best is None or distance < best[0]):
                best = (distance, fid, index)
        return None if best is None else (best[1], best[2])

    def press(self, event: ToolEvent) -> None:
        hit = self.handle_at(event.raw)
        if event.button == Qt.MouseButton.RightButton and hit is not None:
            self.remove(*hit)
        elif event.button == Qt.MouseButton.LeftButton and hit is not None:
            self._dragging = hit
        elif event.button == Qt.MouseButton.LeftButton:
            # Away from any corner a click picks the shape to edit.
            hits = self.editor.scene.features_at(event.raw)
            self.editor.scene.select_ids([hits[0].feature_id] if hits else [])

    def _target(self, event: ToolEvent, fid: str) -> tuple[float, float]:
        snapped = self.editor.view.tool_event(event.raw, modifiers=event.modifiers, exclude=frozenset({fid})).pos
        return clamp_to_table(self.editor.document.scenario.table, snapped.x(), snapped.y())

    def move(self, event: ToolEvent) -> None:
        if self._dragging is None:
            return
        fid, index = self._dragging
        feature = self.editor.document.scenario[fid]
        provisional = feature.with_geometry(vertex_moved(feature.geometry, index, *self._target(event, fid)))
        item = self.editor.scene.feature_item(fid)
        if item is not None:
            item.update_from(provisional)
        for handle_fid, handle_index, handle in self.handles:
            if (handle_fid, handle_index) == (fid, index):
                handle.setPos(*self._target(event, fid))

    def release(self, event: ToolEvent) -> None:
        if self._dragging is None or event.button != Qt.MouseButton.LeftButton:
            return
        fid, index = self._dragging
        self._dragging = None
        scenario = self.editor.document.scenario
        feature = scenario[fid]
        target = self._target(event, fid)
        if editable_vertices(feature.geometry)[index] == target:
            self._restore(fid)
            return
        moved = feature.with_geometry(vertex_moved(feature.geometry, index, *target))
        self.editor.push(replace_features(scenario, [moved], self.tr("Move corner")))

    def double_click(self, event: ToolEvent) -> None:
        """Add a corner on the nearest edge of a selected shape, where the pointer is."""
        scenario = self.editor.document.scenario
        reach = GRAB_PX / self.editor.view.scale_px_per_cm
        candidates = []
        for fid in self.editor.scene.selected_ids():
            geometry = scenario[fid].geometry
            if editable_vertices(geometry):
                index, point, distance = nearest_segment(geometry, event.raw.x(), event.raw.y())
                candidates.append((distance, fid, index, point))
        if not candidates:
            return
        distance, fid, index, point = min(candidates)
        if distance > reach:
            return
        feature = scenario[fid]
        # The new corner goes where the snapped pointer falls on that same edge.
        snapped_index, snapped_point, _ = nearest_segment(feature.geometry, event.pos.x(), event.pos.y())
        if snapped_index == index:
            point = snapped_point
        added = feature.with_geometry(vertex_inserted(feature.geometry, index, *point))
        self.editor.push(replace_features(scenario, [added], self.tr("Add corner")))

    def remove(self, fid: str, index: int) -> None:
        scenario = self.editor.document.scenario
        feature = scenario[fid]
        try:
            geometry = vertex_removed(feature.geometry, index)
        except ValueError:
            self.editor.show_message(self.tr("A shape needs at least three corners, a line two points"))
            return
        self.editor.push(replace_features(scenario, [feature.with_geometry(geometry)], self.tr("Remove corner")))

    def _restore(self, fid: str) -> None:
        item = self.editor.scene.feature_item(fid)
        if item is not None and fid in self.editor.document.scenario.features:
            item.update_from(self.editor.document.scenario[fid])
        self.show_handles()

    def cancel(self) -> None:
        if self._dragging is not None:
            fid = self._dragging[0]
            self._dragging = None
            self._restore(fid)
