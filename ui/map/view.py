"""The map view: y flipped so the table's far side is up, zoom, pan, rulers, tool dispatch.

Mouse events become ToolEvents in centimetres (snapped unless the snap key is held) and go to
the current tool. Panning (middle drag, or Space + drag) and zooming never reach the tools.

The table, its grid and the features at rest are drawn once into the view's cached background (Qt's
``CacheBackground``) and blitted on every repaint: while a figure is dragged with its overlays, only that
figure and the overlays are drawn again (over the figures at rest, whatever their stacking). Feature items
tell the view when they change (``static_changed``) and the cache is drawn anew on the next repaint.

Each view keeps its own cache (a second view of the scene, such as a table screen, may show another zoom): an
item knows the viewports whose cache holds it (``FeatureItem.baked_into``) and paints nothing in those; Qt is
told to skip it altogether (no call into Python) only while every view of the scene holds it.
"""

from __future__ import annotations

from contextlib import contextmanager
from typing import Iterator, Literal

import shiboken6
from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QEvent, QPoint, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (QAction, QContextMenuEvent, QKeyEvent, QMouseEvent, QPainter, QPen, QResizeEvent, QTransform,
                           QWheelEvent)
from PySide6.QtWidgets import (QGraphicsEllipseItem, QGraphicsItem, QGraphicsItemGroup, QGraphicsView, QMenu, QStyle,
                               QStyleOptionGraphicsItem, QWidget)

from ui.map.items import FeatureItem
from ui.map.overlay_items import Label
from ui.map.rulers import RULER_PX, Ruler, RulerCorner
from ui.map.scene import ScenarioScene
from ui.map.snapping import Snapper
from ui.map.style import SNAP_COLOUR, Z_TOOL
from ui.map.tool import Tool, ToolEvent

ZOOM_STEP = 1.25
MIN_SCALE = 0.5  # pixels per cm
MAX_SCALE = 200.0
SNAP_TOLERANCE_PX = 8.0
# Holding this key inverts the snapping toggle for as long as it is held.
SNAP_KEY_MODIFIER = Qt.KeyboardModifier.ControlModifier
NUDGES = {Qt.Key.Key_Left: (-1.0, 0.0), Qt.Key.Key_Right: (1.0, 0.0), Qt.Key.Key_Up: (0.0, 1.0),
          Qt.Key.Key_Down: (0.0, -1.0)}
# The keys ``keyPressEvent`` handles itself (they are not actions), as Help (F1) lists them (``help_keys``): the key
# pressed, its modifier, how the help writes it and what it does. tests/ui/test_help.py presses each one on a view.
VIEW_KEYS = (
    (Qt.Key.Key_Space, Qt.KeyboardModifier.NoModifier, QT_TRANSLATE_NOOP("MapView", "Space + drag"),
     QT_TRANSLATE_NOOP("MapView", "Pan the table (or drag with the middle button)")),
    (Qt.Key.Key_Left, Qt.KeyboardModifier.NoModifier, QT_TRANSLATE_NOOP("MapView", "Arrow keys"),
     QT_TRANSLATE_NOOP("MapView", "Move the selection 1 cm")),
    (Qt.Key.Key_Left, Qt.KeyboardModifier.ShiftModifier, QT_TRANSLATE_NOOP("MapView", "Shift + arrow keys"),
     QT_TRANSLATE_NOOP("MapView", "Move the selection 10 cm")),
    (Qt.Key.Key_Return, Qt.KeyboardModifier.NoModifier, QT_TRANSLATE_NOOP("MapView", "Enter"),
     QT_TRANSLATE_NOOP("MapView", "Finish what the tool is drawing or measuring")),
    (Qt.Key.Key_Escape, Qt.KeyboardModifier.NoModifier, QT_TRANSLATE_NOOP("MapView", "Esc"),
     QT_TRANSLATE_NOOP("MapView", "Cancel what the tool is doing")),
)


def _set_no_contents(item: FeatureItem, empty: bool) -> None:
    """Whether Qt skips painting the item and its label (they are in the cached background of every view)."""
    item.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents, empty)
    item.label.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents, empty)


def _frozen_and_shown(item: QGraphicsItem, frozen: frozenset[QGraphicsItem]) -> bool:
    """Whether ``item`` is one of the ``frozen`` overlays or held by one, and shown with every group holding it."""
    held = False
    node: QGraphicsItem | None = item
    while node is not None:
        if not node.isVisible():
            return False
        held = held or node in frozen
        node = node.parentItem()
    return held


class MapView(QGraphicsView):
    """Shows a ScenarioScene at a zoom in pixels per cm; ``cursor_moved`` reports the pointer in cm."""

    cursor_moved = Signal(float, float)
    zoom_changed = Signal(float)
    nudge_requested = Signal(float, float)  # arrow keys: move the selection by (dx, dy) cm

    def __init__(self, scene: ScenarioScene, snapper: Snapper, parent: QWidget | None = None):
        super().__init__(scene, parent)
        self.snapper = snapper
        self.tool: Tool | None = None
        self._scale = 1.0
        self._pan_from: QPoint | None = None
        self._space_held = False
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.NoAnchor)
        self.setResizeAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self.setDragMode(QGraphicsView.DragMode.NoDrag)
        self.setMouseTracking(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setViewportMargins(RULER_PX, RULER_PX, 0, 0)
        self.top_ruler = Ruler(self, horizontal=True)
        self.left_ruler = Ruler(self, horizontal=False)
        self.ruler_corner = RulerCorner(self)
        self.snap_marker = self._make_snap_marker()
        self.context_actions: list[QAction] = []  # the right-click menu, unless the tool uses that button
        self._bake = True
        self._baked: list[FeatureItem] = []
        self._frozen_baked: list[QGraphicsItem] = []  # the overlays frozen through a drag, in the cache (Qt skips them)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        # The cached background is blitted over the whole viewport on every repaint (an opaque picture, filled with
        # the viewport's own colour before the scene is drawn into it): Qt need not fill the viewport first.
        self.viewport().setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent, True)
        # Whole repaints: with a figure's overlays shown, what a pointer move changes covers most of the view
        # anyway, and Qt no longer works out and clips to the region of every item that moved (the background
        # is a blit from the cache).
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.FullViewportUpdate)
        self.fits_window = False  # True from "fit the table" until the user zooms: a resize fits it again
        self.set_scale(6.0)

    # --- cached features ---------------------------------------------------------------------
    def static_changed(self) -> None:
        """Some feature looks different: draw the cached background again on the next repaint."""
        viewport = self.viewport()
        for item in self._baked:
            if not shiboken6.isValid(item):
                continue  # deleted with its scene
            item.baked_into.discard(viewport)
            _set_no_contents(item, False)
        self._baked = []
        self._let_frozen_go()  # drawn into the cache again, if still frozen, when it is refilled
        self.resetCachedContent()
        viewport.update()

    def overlays_frozen(self) -> None:
        """Overlays were frozen for a drag, or let go at its drop (``ScenarioScene.freeze_overlays``): the frozen ones
        are drawn into the cached background, once, and not on every repaint of the drag."""
        self.static_changed()

    def _let_frozen_go(self) -> None:
        for item in self._frozen_baked:
            if shiboken6.isValid(item):
                item.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents, False)
        self._frozen_baked = []

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:
        painter.setRenderHints(self.renderHints(), True)  # Qt's cache painter starts without the view's hints
        super().drawBackground(painter, rect)
        if not self._bake:
            return
        # Called when the cache is refilled: the features at rest, in stacking order. An item over one drawn
        # live (selected, hovered, moved) is drawn live too, to keep the stacking.
        option = QStyleOptionGraphicsItem()
        viewport = self.viewport()
        # The views that draw the scene's items through Qt; one that paints them itself (the table screen, asking
        # each item to paint) is not concerned by the flag below.
        viewports = [view.viewport() for view in self.scene().views()
                     if not getattr(view, "paints_items_itself", False)]
        live: list[QRectF] = []
        for item in self.scene().items(rect, Qt.ItemSelectionMode.IntersectsItemBoundingRect,
                                       Qt.SortOrder.AscendingOrder):
            if not isinstance(item, FeatureItem) or not item.isVisible():
                continue
            bounds = item.sceneBoundingRect()
            if not item.is_static or any(bounds.intersects(r) for r in live):
                live.append(bounds)
                continue
            if viewport not in item.baked_into:
                self._baked.append(item)
            item.baked_into.discard(viewport)  # so that it paints here
            _set_no_contents(item, False)
            painter.save()
            painter.setTransform(item.sceneTransform(), True)
            option.exposedRect = item.boundingRect()
            item.paint(painter, option, viewport)
            label = item.label
            if label.isVisible():
                # The label ignores the view's transform: placed in viewport pixels, as the view does.
                painter.setTransform(label.deviceTransform(self.viewportTransform()))
                option.exposedRect = label.boundingRect()
                label.paint(painter, option, viewport)
            painter.restore()
            item.baked_into.add(viewport)
            # Qt then skips the item when it repaints, once every view holds it: no call into Python for what
            # the caches hold.
            _set_no_contents(item, all(v in item.baked_into for v in viewports))
        self._bake_frozen(painter, rect, option)

    def _bake_frozen(self, painter: QPainter, rect: QRectF, option: QStyleOptionGraphicsItem) -> None:
        """The overlays frozen through a drag, over the features at rest and under what moves: their lines to every
        figure and shaded areas are not painted again on each frame of the drag. Qt skips them meanwhile (every
        map view of the scene bakes them; the table screen paints them itself). Their labels are not baked."""
        frozen = getattr(self.scene(), "frozen_overlays", frozenset())
        if not frozen:
            return
        viewport, transform = self.viewport(), self.viewportTransform()
        # A scroll refills a strip of the cache (Qt clips the painter to it): what crosses it is drawn there again.
        baked = set(self._frozen_baked)
        for item in self.scene().items(rect, Qt.ItemSelectionMode.IntersectsItemBoundingRect,
                                       Qt.SortOrder.AscendingOrder, transform):
            # A label stays drawn on every repaint (a picture kept of it): over a figure drawn live, as at rest.
            if isinstance(item, (QGraphicsItemGroup, Label)) or not _frozen_and_shown(item, frozen):
                continue
            painter.save()
            painter.setTransform(item.deviceTransform(transform))
            painter.setOpacity(item.effectiveOpacity())
            option.exposedRect = item.boundingRect()
            item.paint(painter, option, viewport)
            painter.restore()
            if item not in baked:
                item.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents, True)
                self._frozen_baked.append(item)

    @contextmanager
    def uncached(self) -> Iterator[None]:
        """Everything drawn on every repaint, as before the cache: the view's and the items' own (a game's
        markers) off (the drag benchmark's baseline, and the render from scratch the tests compare with)."""
        self._bake = False
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheNone)
        self.viewport().setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent, False)
        self.static_changed()
        cached = [(item, item.cacheMode()) for item in self.scene().items()
                  if item.cacheMode() != QGraphicsItem.CacheMode.NoCache]
        for item, _mode in cached:
            item.setCacheMode(QGraphicsItem.CacheMode.NoCache)
        try:
            yield
        finally:
            for item, mode in cached:
                if shiboken6.isValid(item):
                    item.setCacheMode(mode)
            self._bake = True
            self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
            self.viewport().setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent, True)
            self.static_changed()

    def _make_snap_marker(self) -> QGraphicsEllipseItem:
        """A small ring, constant in pixels, showing where the pointer snapped to a corner or an edge."""
        marker = QGraphicsEllipseItem(-5, -5, 10, 10)
        pen = QPen(SNAP_COLOUR, 2)
        pen.setCosmetic(True)
        marker.setPen(pen)
        marker.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations, True)
        marker.setZValue(Z_TOOL + 1)
        marker.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        marker.setVisible(False)
        self.scene().addItem(marker)
        return marker

    # --- zoom -------------------------------------------------------------------------------
    @property
    def scale_px_per_cm(self) -> float:
        return self._scale

    def set_scale(self, scale: float, anchor: QPointF | None = None) -> None:
        """Zoom to ``scale`` pixels per cm, keeping the scene point under ``anchor`` (viewport px) still."""
        scale = min(MAX_SCALE, max(MIN_SCALE, scale))
        anchor = anchor if anchor is not None else QPointF(self.viewport().rect().center())
        before = self.mapToScene(anchor.toPoint())
        self._scale = scale
        # Negative y scale: y grows up on screen, away from the referee.
        self.setTransform(QTransform.fromScale(scale, -scale))
        self.static_changed()
        # Scroll so the anchored scene point is back under the anchor pixel.
        drift = self.mapFromScene(before) - anchor.toPoint()
        self.horizontalScrollBar().setValue(self.horizontalScrollBar().value() + drift.x())
        self.verticalScrollBar().setValue(self.verticalScrollBar().value() + drift.y())
        self._update_rulers()
        self.zoom_changed.emit(scale)

    def zoom_in(self) -> None:
        self.fits_window = False
        self.set_scale(self._scale * ZOOM_STEP)

    def zoom_out(self) -> None:
        self.fits_window = False
        self.set_scale(self._scale / ZOOM_STEP)

    def fit_table(self) -> None:
        """Zoom so the whole table fits the window with a small margin."""
        table = self.scene().table_rect.adjusted(-3, -3, 3, 3)
        # Fitted to the room left by both scroll bars, shown or not: fitted to the viewport itself, a bar shown took
        # room, the fit shrank, the bar went, the fit grew past the scene's margin and the bar came back, thousands of
        # resizes a second. The fit now depends on the widget's size alone.
        bar = self.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent, None, self)
        room = self.maximumViewportSize() - QSize(bar, bar)
        if room.width() < 10 or room.height() < 10:
            return
        scale = min(room.width() / table.width(), room.height() / table.height())
        self.set_scale(scale)
        self.centerOn(table.center())
        # The table keeps fitting as the window changes size (maximised, a panel opened) until the user zooms.
        self.fits_window = True

    def wheelEvent(self, event: QWheelEvent) -> None:
        steps = event.angleDelta().y() / 120.0
        if steps:
            self.fits_window = False
            self.set_scale(self._scale * (ZOOM_STEP ** steps), event.position())
        event.accept()

    # --- tool dispatch ----------------------------------------------------------------------
    def set_tool(self, tool: Tool | None) -> None:
        if self.tool is not None:
            self.tool.stop()
        self.tool = tool
        if tool is not None:
            tool.start()

    def snap_active(self, modifiers: Qt.KeyboardModifier) -> bool:
        held = bool(modifiers & SNAP_KEY_MODIFIER)
        return self.snapper.enabled != held

    def tool_event(self, scene_pos: QPointF, button: Qt.MouseButton = Qt.MouseButton.LeftButton,
                   modifiers: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier,
                   exclude: frozenset[str] = frozenset()) -> ToolEvent:
        """A ToolEvent for a scene point, snapped as the toolbar and the held keys say."""
        snap = self.snapper.snap(scene_pos.x(), scene_pos.y(), SNAP_TOLERANCE_PX / self._scale,
                                 self.snap_active(modifiers), exclude)
        return ToolEvent(QPointF(snap.x, snap.y), QPointF(scene_pos), button, modifiers, snap.kind)

    def _event_for(self, event: QMouseEvent) -> ToolEvent:
        return self.tool_event(self.mapToScene(event.position().toPoint()), event.button(), event.modifiers())

    def _to_tool(self, event: QMouseEvent, handler: Literal["press", "release", "double_click"]) -> None:
        """Hand a mouse event, snapped, to the active tool's ``handler``; nothing happens without a tool."""
        if self.tool is not None:
            getattr(self.tool, handler)(self._event_for(event))

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.MiddleButton or (self._space_held and
                                                            event.button() == Qt.MouseButton.LeftButton):
            self._pan_from = event.position().toPoint()
            self.viewport().setCursor(Qt.CursorShape.ClosedHandCursor)
        else:
            self._to_tool(event, "press")
        event.accept()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        scene_pos = self.mapToScene(event.position().toPoint())
        self.cursor_moved.emit(scene_pos.x(), scene_pos.y())
        self.top_ruler.cursor_cm, self.left_ruler.cursor_cm = scene_pos.x(), scene_pos.y()
        self._update_rulers()
        if self._pan_from is not None:
            delta = event.position().toPoint() - self._pan_from
            self._pan_from = event.position().toPoint()
            self.horizontalScrollBar().setValue(self.horizontalScrollBar().value() - delta.x())
            self.verticalScrollBar().setValue(self.verticalScrollBar().value() - delta.y())
            event.accept()
            return
        tool_event = self._event_for(event)
        self.snap_marker.setVisible(tool_event.snap_kind in ("vertex", "edge"))
        self.snap_marker.setPos(tool_event.pos)
        if self.tool is not None:
            self.tool.move(tool_event)
        event.accept()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if self._pan_from is not None:
            self._pan_from = None
            self.viewport().unsetCursor()
        else:
            self._to_tool(event, "release")
        event.accept()

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self._to_tool(event, "double_click")
        event.accept()

    def contextMenuEvent(self, event: QContextMenuEvent) -> None:
        if not self.context_actions or (self.tool is not None and self.tool.uses_right_button):
            event.accept()
            return
        menu = QMenu(self)
        menu.addActions(self.context_actions)
        menu.exec(event.globalPos())

    @staticmethod
    def help_keys() -> list[tuple[str, str]]:
        """(what it does, the keys) for each of ``VIEW_KEYS``, in the language in use, as Help (F1) lists them."""
        return [(QCoreApplication.translate("MapView", what), QCoreApplication.translate("MapView", keys))
                for _key, _modifier, keys, what in VIEW_KEYS]

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if key == Qt.Key.Key_Space and not event.isAutoRepeat():
            self._space_held = True
            self.viewport().setCursor(Qt.CursorShape.OpenHandCursor)
        elif key == Qt.Key.Key_Escape and self.tool is not None:
            self.tool.cancel()
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.tool is not None:
            self.tool.finish()
        elif key in NUDGES:
            # Up is +y: the view is flipped, so up on screen is away from the referee.
            dx, dy = NUDGES[key]
            step = 10.0 if event.modifiers() & Qt.KeyboardModifier.ShiftModifier else 1.0
            self.nudge_requested.emit(dx * step, dy * step)
        else:
            super().keyPressEvent(event)
            return
        event.accept()

    def keyReleaseEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Space and not event.isAutoRepeat():
            self._space_held = False
            self._pan_from = None
            self.viewport().unsetCursor()
            event.accept()
            return
        super().keyReleaseEvent(event)

    # --- rulers ---------------------------------------------------------------------------
    def _place_rulers(self) -> None:
        viewport = self.viewport().geometry()
        self.top_ruler.setGeometry(viewport.left(), viewport.top() - RULER_PX, viewport.width(), RULER_PX)
        self.left_ruler.setGeometry(viewport.left() - RULER_PX, viewport.top(), RULER_PX, viewport.height())
        self.ruler_corner.setGeometry(viewport.left() - RULER_PX, viewport.top() - RULER_PX, RULER_PX, RULER_PX)

    def _update_rulers(self) -> None:
        self.top_ruler.update()
        self.left_ruler.update()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._place_rulers()
        if self.fits_window:
            self.fit_table()

    def scrollContentsBy(self, dx: int, dy: int) -> None:
        super().scrollContentsBy(dx, dy)
        # Refilled whole rather than by the uncovered strip: which items are live depends on the whole view.
        self.static_changed()
        self._update_rulers()

    def leaveEvent(self, event: QEvent) -> None:
        self.top_ruler.cursor_cm = self.left_ruler.cursor_cm = None
        self._update_rulers()
        super().leaveEvent(event)
