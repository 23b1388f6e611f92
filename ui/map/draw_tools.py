"""Tools that draw new features: polygons, rectangles, walls, buildings, zones, doors and windows,
figures, civilians, vehicles and entry points.

Each tool collects snapped points (clamped to the table), shows a preview, and on finish pushes
one core edit adding one feature with a fresh id; Esc drops the preview and changes nothing.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsPathItem

from tabletop.scenario.edit_ops import (add_feature, clamp_to_table, line_geometry, opening_on_edge, point_geometry,
                                        polygon_geometry, rectangle_geometry)
from tabletop.scenario.model import Geometry
from ui.map.style import KIND_COLOURS, SNAP_COLOUR, Z_TOOL, kind_label
from ui.map.tool import MapEditing, MapTool, ToolEvent

CLICK_SLOP_PX = 3.0
# How near a building edge (in px) a door or window click must be.
EDGE_REACH_PX = 24.0


class DrawTool(MapTool):
    """Shared preview and commit plumbing for the drawing tools."""

    kind = ""  # tools drawing one fixed kind set it; the others read theirs from the settings

    def __init__(self, editor: MapEditing):
        super().__init__(editor)
        self._preview: QGraphicsPathItem | None = None

    def feature_kind(self) -> str:
        return self.kind

    def properties(self) -> dict[str, Any]:
        """Properties of the new feature, read from the tool settings when it is committed."""
        settings = self.editor.settings
        kind = self.feature_kind()
        props: dict[str, Any] = {}
        if settings.name:
            props["name"] = settings.name
        if kind == "building":
            props["floors"] = int(settings.floors)
        if kind == "hq":
            props["gang"] = settings.gang
        return props

    def clamped(self, point: QPointF) -> tuple[float, float]:
        return clamp_to_table(self.editor.document.scenario.table, point.x(), point.y())

    def commit(self, geometry: Geometry) -> None:
        kind = self.feature_kind()
        edit = add_feature(self.editor.document.scenario, kind, geometry, self.properties(),
                           self.tr("Add {kind}").format(kind=kind_label(kind)))
        self.editor.push(edit)
        self.editor.scene.select_ids([f.id for f in edit.features])

    def show_preview(self, path: QPainterPath) -> None:
        if self._preview is None:
            self._preview = QGraphicsPathItem()
            colour = QColor(KIND_COLOURS.get(self.feature_kind(), SNAP_COLOUR))
            pen = QPen(SNAP_COLOUR, 2, Qt.PenStyle.DashLine)
            pen.setCosmetic(True)
            self._preview.setPen(pen)
            colour.setAlpha(90)
            self._preview.setBrush(colour)
            self._preview.setZValue(Z_TOOL)
            self.editor.scene.addItem(self._preview)
        self._preview.setPath(path)

    def clear_preview(self) -> None:
        if self._preview is not None:
            self.editor.scene.removeItem(self._preview)
            self._preview = None


class PolygonTool(DrawTool):
    """Click corners, double-click, Enter or a click on the first corner to close; a drag from
    the first press draws a rectangle instead. The kind is the obstacle kind in the settings."""

    name = "polygon"
    label_text = QT_TRANSLATE_NOOP("Tools", "Polygon")
    hint_text = QT_TRANSLATE_NOOP("Tools", "Click corners; double-click or Enter closes; right click drops a corner; "
                                           "drag: rectangle")
    uses_right_button = True
    closed = True
    min_points = 3

    def __init__(self, editor: MapEditing):
        super().__init__(editor)
        self.points: list[tuple[float, float]] = []
        self._hover: tuple[float, float] | None = None
        self._drag_from: ToolEvent | None = None

    @property
    def active(self) -> bool:
        return bool(self.points) or self._drag_from is not None

    def feature_kind(self) -> str:
        return self.editor.settings.obstacle_kind

    def press(self, event: ToolEvent) -> None:
        if event.button == Qt.MouseButton.RightButton:
            self.undo_point()
            return
        if event.button != Qt.MouseButton.LeftButton:
            return
        point = self.clamped(event.pos)
        if self.closed and len(self.points) >= self.min_points and self._near(point, self.points[0]):
            self.finish()
            return
        if not self.points:
            self._drag_from = event
        self.add_point(point)

    def _near(self, a: tuple[float, float], b: tuple[float, float]) -> bool:
        return QLineF(QPointF(*a), QPointF(*b)).length() * self.editor.view.scale_px_per_cm <= CLICK_SLOP_PX * 2

    def add_point(self, point: tuple[float, float]) -> None:
        # A double click's second press lands on the last corner: not a new corner.
        if not self.points or not self._near(point, self.points[-1]):
            self.points.append(point)
        self._update()

    def undo_point(self) -> None:
        """Drop the last corner (right click), so a misplaced click need not restart the shape."""
        if self.points:
            self.points.pop()
        self._update()

    def move(self, event: ToolEvent) -> None:
        self._hover = self.clamped(event.pos)
        if self._drag_from is not None and self.closed and self._is_drag(event):
            start = self.points[0]
            self.show_preview(self._rect_path(start, self._hover))
            return
        self._update()

    def _is_drag(self, event: ToolEvent) -> bool:
        travel = QLineF(self._drag_from.raw, event.raw).length() * self.editor.view.scale_px_per_cm
        return travel > CLICK_SLOP_PX and len(self.points) == 1

    def release(self, event: ToolEvent) -> None:
        if self._drag_from is None or event.button != Qt.MouseButton.LeftButton:
            return
        dragged = self.closed and self._is_drag(event)
        self._drag_from = None
        if dragged:
            (x0, y0), (x1, y1) = self.points[0], self.clamped(event.pos)
            self.points = []
            self.clear_preview()
            if x0 != x1 and y0 != y1:
                self.commit(rectangle_geometry(x0, y0, x1, y1))

    def double_click(self, event: ToolEvent) -> None:
        # The double click's own point ends the shape (add_point ignores it when it repeats the last).
        if self.points:
            self.add_point(self.clamped(event.pos))
        self.finish()

    @staticmethod
    def _rect_path(a: tuple[float, float], b: tuple[float, float]) -> QPainterPath:
        path = QPainterPath()
        path.addRect(QRectF(QPointF(*a), QPointF(*b)).normalized())
        return path

    def _update(self) -> None:
        if not self.points:
            self.clear_preview()
            return
        points = self.points + ([self._hover] if self._hover is not None and self._hover != self.points[-1] else [])
        path = QPainterPath(QPointF(*points[0]))
        for point in points[1:]:
            path.lineTo(QPointF(*point))
        if self.closed and len(points) > 2:
            path.closeSubpath()
        self.show_preview(path)

    def finish(self) -> None:
        points = list(self.points)
        self.cancel()
        if len(set(points)) >= self.min_points:
            self.commit(self.geometry(points))

    def geometry(self, points: list[tuple[float, float]]) -> Geometry:
        return polygon_geometry(points)

    def cancel(self) -> None:
        self.points, self._hover, self._drag_from = [], None, None
        self.clear_preview()


class ZoneTool(PolygonTool):
    """A polygon (or dragged rectangle) of the zone kind chosen in the settings: street, HQ of the
    chosen gang, bank, shop, church, hospital, town hall."""

    name = "zone"
    label_text = QT_TRANSLATE_NOOP("Tools", "Zone")
    hint_text = QT_TRANSLATE_NOOP("Tools", "Drag a rectangle or click the zone's corners; Enter closes it")

    def feature_kind(self) -> str:
        return self.editor.settings.zone_kind


class BuildingTool(PolygonTool):
    """A building footprint (drag a rectangle or click its corners) with the chosen floors."""

    name = "building"
    label_text = QT_TRANSLATE_NOOP("Tools", "Building")
    hint_text = QT_TRANSLATE_NOOP("Tools", "Drag the footprint, or click its corners and press Enter")

    def feature_kind(self) -> str:
        return "building"


class WallTool(PolygonTool):
    """A wall as a polyline: click its corners, double-click or Enter to end; thickness from the settings."""

    name = "wall"
    label_text = QT_TRANSLATE_NOOP("Tools", "Wall")
    hint_text = QT_TRANSLATE_NOOP("Tools", "Click along the wall; double-click or Enter ends it")
    closed = False
    min_points = 2

    def feature_kind(self) -> str:
        return "wall"

    def properties(self) -> dict[str, Any]:
        return super().properties() | {"thickness_cm": float(self.editor.settings.wall_thickness_cm)}

    def geometry(self, points: list[tuple[float, float]]) -> Geometry:
        return line_geometry(points)


class RectangleTool(DrawTool):
    """Drag from corner to corner (or click two corners): a rectangle of the chosen obstacle kind."""

    name = "rectangle"
    label_text = QT_TRANSLATE_NOOP("Tools", "Rectangle")
    hint_text = QT_TRANSLATE_NOOP("Tools", "Drag from corner to corner, or click two corners")

    def __init__(self, editor: MapEditing):
        super().__init__(editor)
        self.corner: tuple[float, float] | None = None
        self._pressed_at: ToolEvent | None = None

    @property
    def active(self) -> bool:
        return self.corner is not None

    def feature_kind(self) -> str:
        return self.editor.settings.obstacle_kind

    def press(self, event: ToolEvent) -> None:
        if event.button != Qt.MouseButton.LeftButton:
            return
        point = self.clamped(event.pos)
        if self.corner is None:
            self.corner, self._pressed_at = point, event
        else:
            self.drop(point)

    def move(self, event: ToolEvent) -> None:
        if self.corner is not None:
            path = QPainterPath()
            path.addRect(QRectF(QPointF(*self.corner), QPointF(*self.clamped(event.pos))).normalized())
            self.show_preview(path)

    def release(self, event: ToolEvent) -> None:
        if self.corner is None or self._pressed_at is None or event.button != Qt.MouseButton.LeftButton:
            return
        travel = QLineF(self._pressed_at.raw, event.raw).length() * self.editor.view.scale_px_per_cm
        self._pressed_at = None
        if travel > CLICK_SLOP_PX:  # a drag; a click leaves the first corner waiting for the second
            self.drop(self.clamped(event.pos))

    def drop(self, point: tuple[float, float]) -> None:
        corner = self.corner
        self.cancel()
        if corner is not None and corner[0] != point[0] and corner[1] != point[1]:
            self.commit(rectangle_geometry(corner[0], corner[1], point[0], point[1]))

    def cancel(self) -> None:
        self.corner, self._pressed_at = None, None
        self.clear_preview()


class OpeningTool(DrawTool):
    """A door or window: hover along a building's edge and click; it lies on that edge, centred
    on the pointer, and names the building it belongs to."""

    name = "opening"
    hint_text = QT_TRANSLATE_NOOP("Tools", "Click on the edge of a building to put the opening there")

    def __init__(self, editor: MapEditing, kind: str = "door"):
        super().__init__(editor)
        if kind not in ("door", "window"):
            raise ValueError(f"an opening is a door or a window, not '{kind}'")
        self.kind = kind
        self.name = kind
        self.building = ""

    @property
    def label(self) -> str:
        return self.tr("Door") if self.kind == "door" else self.tr("Window")

    def width_cm(self) -> float:
        settings = self.editor.settings
        return settings.door_width_cm if self.kind == "door" else settings.window_width_cm

    def opening_at(self, point: QPointF) -> tuple[str, Geometry] | None:
        """The building and segment a click at ``point`` would make, or None away from buildings."""
        reach = EDGE_REACH_PX / self.editor.view.scale_px_per_cm
        edge = self.editor.snapper.nearest_edge(point.x(), point.y(), reach, frozenset({"building"}))
        if edge is None:
            return None
        return edge.feature_id, opening_on_edge(edge.start, edge.end, (edge.x, edge.y), self.width_cm())

    def move(self, event: ToolEvent) -> None:
        found = self.opening_at(event.raw)
        if found is None:
            self.clear_preview()
            return
        (a, b) = found[1].coordinates
        path = QPainterPath(QPointF(*a))
        path.lineTo(QPointF(*b))
        self.show_preview(path)
        if self._preview is not None:
            pen = QPen(KIND_COLOURS[self.kind], 4)
            pen.setCosmetic(True)
            self._preview.setPen(pen)

    def press(self, event: ToolEvent) -> None:
        if event.button != Qt.MouseButton.LeftButton:
            return
        found = self.opening_at(event.raw)
        if found is None:
            self.editor.show_message(self.tr("Click on the edge of a building"))
            return
        building, geometry = found
        self.building = building
        self.clear_preview()
        self.commit(geometry)

    def properties(self) -> dict[str, Any]:
        return super().properties() | {"building": self.building}

    def cancel(self) -> None:
        self.clear_preview()


class PlaceTool(DrawTool):
    """Click to place a figure (gang, role, name, base), a civilian (role) or an entry point."""

    name = "place"
    hint_text = QT_TRANSLATE_NOOP("Tools", "Click to place; the options bar sets what is placed")

    def __init__(self, editor: MapEditing, kind: str = "figure"):
        super().__init__(editor)
        if kind not in ("figure", "civilian", "entry"):
            raise ValueError(f"cannot place a '{kind}' with a click")
        self.kind = kind
        self.name = kind

    @property
    def label(self) -> str:
        labels = {"figure": self.tr("Figure"), "civilian": self.tr("Civilian"), "entry": self.tr("Entry point")}
        return labels[self.kind]

    def properties(self) -> dict[str, Any]:
        settings = self.editor.settings
        props = super().properties()
        if self.kind == "figure":
            props |= {"gang": settings.gang, "role": settings.role or "member", "base_mm": float(settings.base_mm)}
        elif self.kind == "civilian":
            props |= {"role": settings.civilian_role, "base_mm": float(settings.base_mm)}
        return props

    def press(self, event: ToolEvent) -> None:
        if event.button == Qt.MouseButton.LeftButton:
            self.commit(point_geometry(*self.clamped(event.pos)))


class VehicleTool(RectangleTool):
    """A car: click to drop one of the set size centred on the pointer, or drag its rectangle;
    it belongs to the settings' vehicle gang, if any."""

    name = "vehicle"
    label_text = QT_TRANSLATE_NOOP("Tools", "Vehicle")
    hint_text = QT_TRANSLATE_NOOP("Tools", "Click to park a car, or drag its outline")

    def feature_kind(self) -> str:
        return "car"

    def properties(self) -> dict[str, Any]:
        props = super().properties()
        if self.editor.settings.vehicle_gang:
            props["gang"] = self.editor.settings.vehicle_gang
        return props

    def release(self, event: ToolEvent) -> None:
        if self.corner is None or self._pressed_at is None or event.button != Qt.MouseButton.LeftButton:
            return
        travel = QLineF(self._pressed_at.raw, event.raw).length() * self.editor.view.scale_px_per_cm
        if travel > CLICK_SLOP_PX:
            super().release(event)
            return
        self.cancel()
        self.drop_car(event.pos)

    def drop_car(self, centre: QPointF) -> None:
        """A car of the set size centred on ``centre``, pushed back onto the table if it overhangs."""
        settings = self.editor.settings
        table = self.editor.document.scenario.table
        half_l, half_w = settings.car_length_cm / 2, settings.car_width_cm / 2
        cx = min(max(centre.x(), half_l), table.width_cm - half_l)
        cy = min(max(centre.y(), half_w), table.depth_cm - half_w)
        self.commit(rectangle_geometry(cx - half_l, cy - half_w, cx + half_l, cy + half_w))
