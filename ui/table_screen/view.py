"""The table screen's view: a second QGraphicsView of the tab's own scene, drawn through the table's mapping.

No copy of the map: the view is attached to the scene, so every edit, drag, move and shot schedules its repaint in
the same frame as the referee's. It paints itself (``ui.table_screen.painting``) since it shows less than the scene
holds (the layers of the table, never a secret); what changes only with the map (the table, the features at rest)
is kept in a picture and blitted, as the referee's view caches its background; while a figure is dragged, so are the
overlays frozen till the drop (``ScenarioScene.freeze_overlays``). On a TV a frame repaints only where its live items
were and may be (``ui.table_screen.dirty``): during a drag, a few per cent of the picture. Pan and zoom are locked:
wheel and drags do nothing; a click or a touch is a point of the table in cm, handed to the tab.

Two pages replace the table while the screen is set up: the TV's calibration page (a 20 cm ruler and a 10 cm square
to measure on the glass, shorter ones when they would not fit the picture) and the projector's four markers, dragged
onto four known points of the real table.
"""

from __future__ import annotations

from typing import Callable

import numpy as np
from PySide6.QtCore import QPointF, QRect, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import (QColor, QFont, QFontMetricsF, QMouseEvent, QPainter, QPaintEvent, QPen, QPixmap, QRegion,
                           QResizeEvent, QWheelEvent)
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget

from tabletop.table_screen.mapping import CalibrationLayout, apply, calibration_layout, invert
from ui.table_screen import dirty, still
from ui.table_screen.names import names_in
from ui.table_screen.over import OverPicture, blit
from ui.table_screen.painting import (HINTS, TV, TableLook, live_items, paint_frozen, paint_live, paint_rest,
                                     paint_static, qt_transform)
from ui.table_screen.source import TableSource
from ui.table_screen.still import StillRecord
from ui.translated import tr

CALIBRATION_POINT_SIZE = 14
MARKER_RADIUS_PX = 28
SPARE_AFTER_MS = 50  # a frame of a drag or of a pointer hovering comes sooner
RULER_GRAB_PX = 30  # how near the ruler's end a press grabs it
RULER_END_COLOUR = QColor("#ffd740")
MARKER_COLOURS = (QColor("#ff5252"), QColor("#ffd740"), QColor("#69f0ae"), QColor("#40c4ff"))


class TableScreenView(QGraphicsView):
    """Shows ``source.scene`` as ``look`` says. ``touched`` gives a click's table point (cm); ``markers_moved`` the
    projector markers' pixels while they are dragged."""

    touched = Signal(float, float)
    markers_moved = Signal()
    # It asks each item to paint (``paintEvent``), never through Qt's drawing of the scene: the map views may let
    # Qt skip the items they cached (``MapView.drawBackground``) whatever this view is showing.
    paints_items_itself = True
    ruler_measured = Signal(float)  # cm: what the ruler drawn measures, read from its end dragged to the real mark
    resized = Signal()

    def __init__(self, source: TableSource, look: TableLook, parent: QWidget | None = None):
        super().__init__(source.scene, parent)
        self.source = source
        self.look = look
        self.page = "table"  # or "ruler" (TV calibration) or "markers" (projector calibration)
        self.blacked_out = False  # the referee blacked the table screen out: black, whatever the page
        self.markers: list[QPointF] = []
        self._dragged: int | None = None
        self._ruler_end: float | None = None  # the ruler's end dragged by the referee (pixels), while it is
        # What changes only with the map (``_base``); a copy of it with the overlays kept at rest on a TV drawn over it
        # (``_rest``, ``ui.table_screen.over``), and through a drag the other overlays frozen: what is blitted
        # (``_static``), each with what its names, bases and labels take.
        self._base: QPixmap | None = None
        self._base_key: tuple = ()
        self._base_taken = None
        # On a TV, what the base holds where, and whether pieces changed since: then only where they did is drawn
        # again (``ui.table_screen.still``).
        self._base_record: StillRecord | None = None
        self._base_stale = False
        # Pieces that changed with nothing else in the scene are drawn on the next turn of the event loop, once for
        # however many told of it.
        self._pieces_timer = QTimer(self)
        self._pieces_timer.setSingleShot(True)
        self._pieces_timer.setInterval(0)
        self._pieces_timer.timeout.connect(self._pieces_now)
        # The spare picture at rest made clean when nothing has been drawn for a while (``OverPicture.clean_spare``):
        # a copy of the base, 33 MB at 4K, out of the frames that show something.
        self._spare_timer = QTimer(self)
        self._spare_timer.setSingleShot(True)
        self._spare_timer.setInterval(SPARE_AFTER_MS)
        self._spare_timer.timeout.connect(self._clean_spare)
        self._rest: QPixmap | None = None
        self._rest_taken = None
        self._rest_shown: tuple = ()  # which overlays kept at rest were shown when ``_rest`` was drawn
        self._rest_stale = False  # the overlays kept at rest were asked again since
        self._rest_added: frozenset = frozenset()  # overlays added to them since, the others as they were
        self._at_rest = OverPicture()
        self._static: QPixmap | None = None
        self._holds_frozen = False  # the picture at rest holds the overlays frozen through a drag too
        self._static_taken = None
        self._sorted: dict = {}  # what the painter worked out of each item (ui.table_screen.painting)
        # The pixels the last frame drew its live items over: what the next one repaints, with where they are now.
        self._drawn = QRegion()
        self._whole = True  # the next frame repaints the whole picture
        self.last_frame_ms = 0.0
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # The view says itself what a change in the scene repaints (``dirty_region``), not Qt from the items' bounds
        # in the scene (a label's are pixels of the laptop's view, and the frozen overlays are in the static picture).
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.NoViewportUpdate)
        source.scene.changed.connect(self._scene_changed)
        self.setInteractive(False)
        self.setMouseTracking(False)
        self.setStyleSheet("background: black")
        # Every page paints every pixel (the table's static picture is blitted whole, the calibration pages start
        # with black): Qt need not fill the 1:1 picture's millions of pixels with black first.
        self.viewport().setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent, True)
        source.banner_changed.connect(self.viewport().update)

    # --- what is drawn ----------------------------------------------------------------------------------------
    def set_look(self, look: TableLook) -> None:
        self.look = look
        self.static_changed()

    def static_changed(self) -> None:
        """The map looks different (called by the scene with every view): the static picture is drawn again."""
        self._base = self._rest = self._static = None
        self._base_record = None
        self._forget_drawn()

    def overlays_at_rest(self, added: frozenset | None = None) -> None:
        """The overlays kept at rest were asked again (``ScenarioScene.keep_overlays_at_rest``): their picture is drawn
        again over the base, or only where ``added`` are when the others are as they were, and what changed repainted,
        on the next turn of the event loop."""
        if added is None:
            self._rest_stale = True
        self._rest_added |= added or frozenset()
        self._sorted = {}
        self._pieces_timer.start()

    def pieces_changed(self) -> None:
        """Features moved, showed, hid or look different (``ScenarioScene.pieces_changed``): on a TV the static picture
        is drawn again where they and the still names changed, and only that repainted with what moves; elsewhere,
        whole."""
        if self._base_record is None:
            self.static_changed()
            return
        self._base_stale = True
        self._sorted = {}
        self._pieces_timer.start()

    def _pieces_now(self) -> None:
        # Closed, the screen draws it when it is shown again.
        if (self._base_stale or self._rest_stale or self._rest_added or self._static is None) and self.isVisible():
            self.viewport().repaint(self.dirty_region())

    def _refresh_stale(self) -> QRegion:
        """When pieces changed since the base was drawn: the base drawn again where they did (``ui.table_screen.still``)
        and that region returned (empty: nothing changed there); the frozen overlays drawn again over it."""
        if not self._base_stale or self._base is None:
            return QRegion()
        secrets = self.source.secret_keys()
        if self._base_key != self._drawn_for(secrets):
            return QRegion()  # drawn again whole by the next paint
        size = self.size_px()
        record = StillRecord()
        paint_static(None, self.source, self.look, size, self.viewport(), secrets, self._sorted, record)
        part = dirty.drawn(still.changed_rects(self._base_record, record), self.viewport().rect())
        if not part.isEmpty():
            painter = QPainter(self._base)
            paint_static(painter, self.source, self.look, size, self.viewport(), secrets, self._sorted,
                         part=(part, record.names))
            painter.end()
        if not part.isEmpty() or not np.array_equal(record.taken, self._base_taken):
            self._at_rest.below_changed(part)
            self._rest = None  # the overlays kept at rest drawn again over it, their labels round its names
        self._base_record, self._base_taken, self._base_stale = record, record.taken, False
        return part

    def _drawn_for(self, secrets: set[str]) -> tuple:
        """What the base is drawn for besides the pieces (the picture's size, the look, the secrets, the table: a
        table made smaller or larger is drawn again whole)."""
        return (self.size_px(), self.look.mode, self.look.matrix.tobytes(), frozenset(self.look.layers),
                frozenset(secrets), self.source.scene.table_rect.getRect())

    def _forget_drawn(self) -> None:
        """What was worked out of each item asked anew; the whole picture painted."""
        self._sorted = {}
        self._whole = True
        self.viewport().update()

    def _scene_changed(self, _rects: list[QRectF]) -> None:
        # Painted now: the scene tells of its changes one turn of the event loop after it told the views (which
        # asked for their repaint then), and a repaint asked for now would come a turn later, where the items
        # may have moved again out of the region worked out here. Closed, it works nothing out.
        if self.isVisible():
            self.viewport().repaint(self.dirty_region())

    def dirty_region(self) -> QRegion:
        """What the next frame repaints: on a TV's table, where the last frame drew its live items and where they may
        be drawn now; else the whole picture."""
        whole = QRegion(self.viewport().rect())
        if self.page != "table" or self.blacked_out or self.look.mode != TV:
            return whole
        part = self._prepare(None)
        if self._whole:
            return whole
        reading = self.look.reading(self.source.scene.table_rect)
        now = dirty.expected(live_items(self.source, self.look, self._sorted), qt_transform(self.look.matrix), reading,
                             self.viewport().rect())
        return self._drawn.united(now).united(part)

    def overlays_frozen(self) -> None:
        """Overlays were frozen for a drag (``ScenarioScene.freeze_overlays``): on a TV those kept at rest are in their
        picture already, the others drawn once over it. Or let go at its drop: what is at rest is drawn again where it
        changed (the figure dropped rests elsewhere, the still names round it may move)."""
        self._static = None
        self._sorted = {}
        # The picture at rest holding the overlays frozen last is drawn again without them.
        self._rest_stale = self._rest_stale or self._holds_frozen
        if not getattr(self.source.scene, "frozen_overlays", None):
            self.pieces_changed()
        if self.look.mode != TV:
            self._forget_drawn()
        else:
            self._pieces_timer.start()

    def size_px(self) -> tuple[int, int]:
        return self.viewport().width(), self.viewport().height()

    def table_point(self, pixel: QPointF) -> tuple[float, float]:
        x, y = apply(invert(self.look.matrix), [(pixel.x(), pixel.y())])[0]
        return float(x), float(y)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self.viewport())
        if self.blacked_out:
            painter.fillRect(self.viewport().rect(), QColor("black"))
        elif self.page == "ruler":
            self._paint_ruler(painter)
        elif self.page == "markers":
            self._paint_markers(painter)
        else:
            self.paint_table(painter, event.region())
        painter.end()

    def paint_table(self, painter: QPainter, region: QRegion | None = None) -> None:
        """The static picture over ``region`` (None: the whole picture), then the live items."""
        size = self.size_px()
        bounds = self.viewport().rect()
        region = QRegion(bounds) if region is None else region
        secrets = self.source.secret_keys()
        whole = QRegion(bounds).subtracted(region).isEmpty()
        # Pictures changed with no repaint of their region asked for yet (a paint Qt asked for): brought up to date
        # here, and the next frame whole if some of what changed lies outside this one.
        redrawn = not self._prepare(secrets).subtracted(region).isEmpty()
        self.blit_static(painter, region)
        extent: list[QRectF] = []
        # The still names where this repaints, over every overlay (in the static picture they are placed, not drawn).
        names = names_in(self._base_record.names, region) if self._base_record is not None else None
        paint_live(painter, self.source, self.look, size, self.viewport(), secrets, self._sorted, self._static_taken,
                   extent, names)
        self._drawn = dirty.drawn(extent, bounds)
        # The static picture drawn anew beyond this repaint's region, or an item drawn out of it (a label placed
        # further than the spots the region counted): the next frame repaints the whole picture.
        self._whole = redrawn or (not whole and dirty.outside(extent, region))
        if self._whole:
            self.viewport().update()

    def _prepare(self, secrets: set[str] | None) -> QRegion:
        """The pictures of what does not move brought up to date (the base, the overlays kept at rest over it, the
        others frozen over that): where the static picture now differs from the last one blitted. ``secrets``: the
        tab's, asked for a paint (None: asked only if a picture is drawn again; with no base yet, all of it)."""
        bounds = self.viewport().rect()
        if secrets is not None and (self._base is None or self._drawn_for(secrets) != self._base_key):
            self._draw_base(secrets)
            changed = QRegion(bounds)
        elif self._base is None:
            return QRegion(bounds)  # drawn whole by the paint
        else:
            changed = self._refresh_stale()
        shown = self._rest_shown_now()
        added = {id(item) for item in self._rest_added}
        # Those kept before shown as they were (the ones added are drawn as they are shown now).
        as_drawn = tuple(entry for entry in shown if entry[0] not in added) == self._rest_shown
        if self._rest is None or self._rest_stale or not as_drawn:
            secrets = self.source.secret_keys() if secrets is None else secrets
            changed = changed.united(self._draw_rest(secrets))
            self._static = None
        elif added:
            secrets = self.source.secret_keys() if secrets is None else secrets
            changed = changed.united(self._draw_rest_added(secrets))
            self._static = None
        self._rest_shown, self._rest_stale, self._rest_added = shown, False, frozenset()
        if self._static is None:
            secrets = self.source.secret_keys() if secrets is None else secrets
            changed = changed.united(self._draw_frozen(secrets))
        if not self._at_rest.spare_clean and not self._spare_timer.isActive():
            self._spare_timer.start()
        return changed

    def _clean_spare(self) -> None:
        if self._base is not None and not self._base_stale and self.isVisible():
            self._at_rest.clean_spare(self._base, self._picture, self.viewport().rect())

    def _draw_base(self, secrets: set[str]) -> None:
        """What changes only with the map drawn whole, and on a TV its record made (``ui.table_screen.still``)."""
        pixmap = self._picture(None)
        record = StillRecord() if self.look.mode == TV else None
        painter = QPainter(pixmap)
        self._base_taken = paint_static(painter, self.source, self.look, self.size_px(), self.viewport(), secrets,
                                        self._sorted, record)
        painter.end()
        self._base, self._base_key, self._base_record = pixmap, self._drawn_for(secrets), record
        self._base_stale, self._rest, self._static = False, None, None
        self._at_rest.below_changed(None)

    def _rest_shown_now(self) -> tuple:
        """Which overlays kept at rest are shown (one hidden or shown since, as by the overlays' layer switched off on
        the laptop, draws their picture again)."""
        return tuple(sorted((id(item), item.isVisibleTo(None)) for item in self._kept_at_rest()))

    def _kept_at_rest(self) -> frozenset:
        """The overlays kept in a picture at rest: a TV's (a projector draws them live, brightened with the others)."""
        return getattr(self.source.scene, "rest_overlays", frozenset()) if self.look.mode == TV else frozenset()

    def _draw_rest(self, secrets: set[str]) -> QRegion:
        """The overlays kept at rest drawn again over the base (copied where the last ones were and where it changed):
        where the picture at rest changed."""
        bounds = self.viewport().rect()
        changed = self._at_rest.redraw(self._base, self._picture, bounds, self._rest_drawer(secrets, bounds))
        self._rest, self._holds_frozen = self._at_rest.picture, False
        return changed

    def _draw_rest_added(self, secrets: set[str]) -> QRegion:
        """The overlays added to those kept at rest (the reach found after the others) drawn into their picture where
        they are, with the others there as they were: that region."""
        bounds = self.viewport().rect()
        reading = self.look.reading(self.source.scene.table_rect)
        region = dirty.expected(list(self._rest_added), qt_transform(self.look.matrix), reading, bounds)
        return self._at_rest.redraw_part(self._base, region, self._rest_drawer(secrets, bounds))

    def _rest_drawer(self, secrets: set[str], bounds: QRect) -> Callable[[QPainter], QRegion]:
        """What draws the overlays kept at rest with a painter (their labels' places kept for the live pass): the
        pixels it drew, within ``bounds``."""

        def draw(painter: QPainter) -> QRegion:
            extent: list[QRectF] = []
            self._rest_taken = paint_rest(painter, self.source, self.look, self.size_px(), self.viewport(), secrets,
                                          self._sorted, self._base_taken, extent)
            return dirty.drawn(extent, bounds)

        return draw

    def _draw_frozen(self, secrets: set[str]) -> QRegion:
        """The overlays frozen through a drag but not kept at rest (the measuring tools) drawn over the picture at
        rest, which holds them till they are let go (then it is drawn again without them): where it changed."""
        self._static, self._static_taken = self._rest, self._rest_taken
        frozen = getattr(self.source.scene, "frozen_overlays", frozenset()) - self._kept_at_rest()
        if not any(item.isVisibleTo(None) for item in frozen):
            return QRegion()  # the measuring tools hidden: nothing to draw
        extent: list[QRectF] = []
        painter = QPainter(self._rest)
        self._static_taken = paint_frozen(painter, self.source, self.look, self.size_px(), self.viewport(), secrets,
                                          self._sorted, self._rest_taken, extent)
        painter.end()
        # A projector's frozen overlays are brightened over a picture of their own: where, it does not say.
        drawn = dirty.drawn(extent, self.viewport().rect()) if self.look.mode == TV else QRegion(self.viewport().rect())
        self._at_rest.drawn = self._at_rest.drawn.united(drawn)
        self._holds_frozen = True
        return drawn

    def _picture(self, kept: QPixmap | None) -> QPixmap:
        """A picture of the view's size at the screen's pixel ratio: ``kept`` when it is one."""
        size, ratio = self.size_px(), self.devicePixelRatioF()
        pixels = (round(size[0] * ratio), round(size[1] * ratio))
        if kept is not None and (kept.width(), kept.height()) == pixels and kept.devicePixelRatio() == ratio:
            return kept
        pixmap = QPixmap(*pixels)
        pixmap.setDevicePixelRatio(ratio)
        return pixmap

    def blit_static(self, painter: QPainter, region: QRegion) -> None:
        """The static picture over ``region``, rectangle by rectangle: at 4K a whole blit is 33 MB of memory."""
        blit(painter, self._static, region)

    # --- the TV's calibration page ------------------------------------------------------------------------------
    def calibration(self) -> CalibrationLayout:
        """What the calibration page draws where: the ruler and the square that fit the picture at its scale."""
        scale = float(np.hypot(self.look.matrix[0, 0], self.look.matrix[1, 0]))
        return calibration_layout(self.size_px(), scale, self._instructions_height())

    def ruler_geometry(self) -> tuple[float, float, float]:
        """The calibration ruler's left end (x, y) in pixels and the scale it is drawn at (pixels per cm)."""
        layout = self.calibration()
        return layout.ruler_left, layout.ruler_y, float(np.hypot(self.look.matrix[0, 0], self.look.matrix[1, 0]))

    def _instructions(self, ruler_cm: float, square_cm: float) -> str:
        return tr("Measure the ruler ({ruler:g} cm) and the square's sides ({side:g} cm) and type what you measured on "
                  "the laptop, or lay a ruler on the glass and drag the yellow end onto its {ruler:g} cm mark").format(
            ruler=ruler_cm, side=square_cm)

    def _instructions_height(self) -> float:
        """The height of the instructions wrapped to the picture's width (the longest lengths written)."""
        width = max(self.size_px()[0] * 0.94, 1.0)
        metrics = QFontMetricsF(_calibration_font())
        flags = int(Qt.AlignmentFlag.AlignCenter) | int(Qt.TextFlag.TextWordWrap)
        return metrics.boundingRect(QRectF(0, 0, width, 1e6), flags, self._instructions(20, 10)).height()

    def _paint_ruler(self, painter: QPainter) -> None:
        """A ruler and a square (20 cm and 10 cm, or shorter when they would not fit) at the scale the TV is taken to
        have, with their lengths written; the ruler's end, while the referee drags it onto a real ruler's mark, in
        yellow."""
        width, height = self.size_px()
        painter.fillRect(QRectF(0, 0, width, height), QColor("black"))
        painter.setRenderHints(HINTS, True)
        layout = self.calibration()
        left, y, scale = self.ruler_geometry()
        length = layout.ruler_cm * scale
        white = QPen(QColor("white"), 2)
        painter.setPen(white)
        painter.drawLine(QPointF(left, y), QPointF(left + length, y))
        end = self._ruler_end if self._ruler_end is not None else left + length
        painter.setPen(QPen(RULER_END_COLOUR, 3))
        painter.drawLine(QPointF(end, y - 60), QPointF(end, y + 20))
        painter.setPen(white)
        painter.setFont(_calibration_font())
        step = 5 if layout.ruler_cm >= 10 else 1  # the centimetres numbered
        for cm in range(int(layout.ruler_cm) + 1):
            tick = 30 if cm % 10 == 0 else 18 if cm % 5 == 0 else 10
            x = left + cm * scale
            painter.drawLine(QPointF(x, y - tick), QPointF(x, y))
            if cm % step == 0:
                painter.drawText(QRectF(x - 40, y - tick - 32, 80, 28), Qt.AlignmentFlag.AlignCenter, str(cm))
        side = layout.square_cm * scale
        painter.drawRect(QRectF(*layout.square_top_left, side, side))
        painter.drawText(QRectF(*layout.text_rect), int(Qt.AlignmentFlag.AlignCenter) | int(Qt.TextFlag.TextWordWrap),
                         self._instructions(layout.ruler_cm, layout.square_cm))

    # --- the projector's markers ----------------------------------------------------------------------------------
    def _paint_markers(self, painter: QPainter) -> None:
        width, height = self.size_px()
        painter.fillRect(QRectF(0, 0, width, height), QColor("black"))
        painter.setRenderHints(HINTS, True)
        font = QFont()
        font.setPointSize(18)
        font.setBold(True)
        painter.setFont(font)
        for number, (point, colour) in enumerate(zip(self.markers, MARKER_COLOURS), start=1):
            painter.setPen(QPen(colour, 3))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(point, MARKER_RADIUS_PX, MARKER_RADIUS_PX)
            # A cross: its centre is what lands on the table point.
            painter.drawLine(point - QPointF(MARKER_RADIUS_PX * 1.6, 0), point + QPointF(MARKER_RADIUS_PX * 1.6, 0))
            painter.drawLine(point - QPointF(0, MARKER_RADIUS_PX * 1.6), point + QPointF(0, MARKER_RADIUS_PX * 1.6))
            painter.drawText(point + QPointF(MARKER_RADIUS_PX + 6, -MARKER_RADIUS_PX - 6), str(number))

    def reset_markers(self) -> None:
        """The four markers near the picture's corners, in the table corners' order: bottom-left first (the
        referee's left), then round counter-clockwise as the table is seen from the referee's side."""
        width, height = self.size_px()
        inset = min(width, height) * 0.12
        self.markers = [QPointF(inset, height - inset), QPointF(width - inset, height - inset),
                        QPointF(width - inset, inset), QPointF(inset, inset)]
        self.viewport().update()

    # --- the table answers back ------------------------------------------------------------------------------------
    def mousePressEvent(self, event: QMouseEvent) -> None:
        point = event.position()
        if self.blacked_out:
            pass  # a touch on a black table does nothing: the players cannot see what it would touch
        elif self.page == "markers":
            near = [(QPointF(m - point).manhattanLength(), i) for i, m in enumerate(self.markers)]
            if near and min(near)[0] <= MARKER_RADIUS_PX * 2:
                self._dragged = min(near)[1]
        elif self.page == "ruler":
            left, y, scale = self.ruler_geometry()
            end = left + self.calibration().ruler_cm * scale
            if abs(point.x() - end) <= RULER_GRAB_PX and abs(point.y() - y) <= RULER_GRAB_PX * 2:
                self._ruler_end = point.x()
        elif self.page == "table" and event.button() == Qt.MouseButton.LeftButton:
            x, y = self.table_point(point)
            self.touched.emit(x, y)
            self.source.click(x, y)
        event.accept()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self._ruler_end is not None:
            self._ruler_end = event.position().x()
            self.viewport().update()
        elif self._dragged is not None:
            self.markers[self._dragged] = QPointF(event.position())
            self.markers_moved.emit()
            self.viewport().update()
        event.accept()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        self._dragged = None
        if self._ruler_end is not None:
            left, _y, scale = self.ruler_geometry()
            dragged = self._ruler_end - left
            self._ruler_end = None
            self.viewport().update()
            if dragged > 0:
                # The end now lies on the real ruler's mark of the length drawn (L): L drawn measure L x drawn / dragged.
                ruler_cm = self.calibration().ruler_cm
                self.ruler_measured.emit(ruler_cm * ruler_cm * scale / dragged)
        event.accept()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.resized.emit()

    def wheelEvent(self, event: QWheelEvent) -> None:
        event.accept()  # zoom is locked: the table is at 1:1


def _calibration_font() -> QFont:
    font = QFont()
    font.setPointSize(CALIBRATION_POINT_SIZE)
    return font
