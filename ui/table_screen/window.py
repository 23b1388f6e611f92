"""The table screen's window and what keeps it in step: the screen chosen, the mode, the mapping, the referee's frame.

``TableScreen`` belongs to a tab. It opens a frameless full-screen window on the screen picked, holding a
``TableScreenView`` of the tab's scene; it keeps each screen's calibration (picture width, projector corners) in the
settings under the screen's name and resolution; it shows the referee where a TV smaller than the table sits on it
and moves it when that frame is dragged. Closing the window, or unplugging its screen, only closes the window: the
tab goes on as before.
"""

from __future__ import annotations

import json
from functools import partial

import numpy as np
import shiboken6
from PySide6.QtCore import QObject, QPointF, QSettings, Qt, Signal
from PySide6.QtGui import QGuiApplication, QKeyEvent, QScreen
from PySide6.QtWidgets import QVBoxLayout, QWidget

from tabletop.table_screen.frame import frame_extent, frame_polygon, place_centre
from tabletop.table_screen.mapping import (MappingError, apply, calibrated_width_cm, corners_matrix,
                                           first_guess_width_cm, homography, table_corners, tv_matrix)
from ui.table_screen.frame_item import FrameDrag, TableFrameItem
from ui.table_screen.painting import PROJECTOR, TV, TableLook
from ui.table_screen.source import TableSource
from ui.table_screen.view import TableScreenView
from ui.translated import tr

SETTINGS_GROUP = "table_screen"


def screen_key(screen: QScreen) -> str:
    """The settings key of a screen: its name and resolution (a TV keeps its calibration, a new TV gets its own)."""
    size = screen.size()
    return f"{screen.name()} {size.width()}x{size.height()}"


def screen_label(screen: QScreen) -> str:
    """A screen as the referee picks it: name, resolution and physical size (what it reports)."""
    size, physical = screen.size(), screen.physicalSize()
    name = screen.name() or tr("Screen")
    if physical.width() > 0:
        return tr("{name}: {width} x {height} px, {cm_w} x {cm_h} cm").format(
            name=name, width=size.width(), height=size.height(), cm_w=round(physical.width() / 10),
            cm_h=round(physical.height() / 10))
    return tr("{name}: {width} x {height} px").format(name=name, width=size.width(), height=size.height())


def _close_for_good(window: QWidget, _destroyed: object = None) -> None:
    if shiboken6.isValid(window):
        window.close()
        window.deleteLater()


class TableScreenWindow(QWidget):
    """Frameless and full screen; Esc closes it. ``closed`` says so to the tab."""

    closed = Signal()

    def __init__(self, view: TableScreenView):
        super().__init__(None, Qt.WindowType.FramelessWindowHint | Qt.WindowType.Window)
        self.setWindowTitle(tr("Table screen"))
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)
        self.setStyleSheet("background: black")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(view)
        self.view = view

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Escape:
            self.close()
            return
        super().keyPressEvent(event)

    def closeEvent(self, event) -> None:
        super().closeEvent(event)
        self.closed.emit()


class TableScreen(QObject):
    """The table screen of one tab. ``changed`` fires when the mode, the mapping or the window's state changed;
    ``problem`` carries a line for the referee (a calibration refused, a screen unplugged)."""

    changed = Signal()
    problem = Signal(str)

    def __init__(self, source: TableSource, parent: QObject | None = None):
        super().__init__(parent)
        self.source = source
        self.look = TableLook()
        self.screen: QScreen | None = None
        self.pixels = (1920, 1080)
        self.width_cm = first_guess_width_cm(self.pixels[0], 0)
        table = source.scene.table_rect
        self.table = (table.width(), table.height())
        self.centre = (self.table[0] / 2, self.table[1] / 2)
        self.rotate = 0
        self.table_points = table_corners(*self.table)
        self.corner_pixels: list[tuple[float, float]] | None = None
        self.view = TableScreenView(source, self.look)
        self.window = TableScreenWindow(self.view)
        self.window.closed.connect(self._window_closed)
        # The window has no parent (it lives on another screen): it goes when the tab does.
        if parent is not None:
            parent.destroyed.connect(partial(_close_for_good, self.window))
        self.view.resized.connect(self.update_mapping)
        self.frame = TableFrameItem()
        self.frame.setVisible(False)
        source.scene.addItem(self.frame)
        if source.view is not None:
            FrameDrag(source.view, self.frame, self.move_centre)
        QGuiApplication.instance().screenRemoved.connect(self._screen_removed)
        self.update_mapping()

    # --- the screen -------------------------------------------------------------------------------------------
    @staticmethod
    def screens(include_own: bool, own: QScreen | None) -> list[QScreen]:
        """The screens offered: every one but the laptop's own (the one the app's window is on) unless asked."""
        return [s for s in QGuiApplication.screens() if include_own or s is not own]

    def use_screen(self, screen: QScreen) -> None:
        """Take ``screen``'s size and its calibration kept in the settings (or the first guess from what it
        reports)."""
        self.screen = screen
        size = screen.size()
        self.pixels = (size.width(), size.height())
        settings = QSettings()
        key = f"{SETTINGS_GROUP}/{screen_key(screen)}"
        width = settings.value(f"{key}/width_cm")
        self.width_cm = float(width) if width is not None else first_guess_width_cm(
            self.pixels[0], screen.physicalSize().width())
        corners = settings.value(f"{key}/corners")
        self.corner_pixels = [tuple(p) for p in json.loads(corners)] if isinstance(corners, str) else None
        self.update_mapping()

    def _remember(self) -> None:
        if self.screen is None:
            return
        settings = QSettings()
        key = f"{SETTINGS_GROUP}/{screen_key(self.screen)}"
        settings.setValue(f"{key}/width_cm", self.width_cm)
        if self.corner_pixels is not None:
            settings.setValue(f"{key}/corners", json.dumps(self.corner_pixels))

    def open(self) -> None:
        """Show the window full screen on the screen chosen."""
        if self.screen is not None:
            self.window.setScreen(self.screen)
            self.window.setGeometry(self.screen.geometry())
        self.window.showFullScreen()
        self.update_mapping()
        self.changed.emit()

    def close(self) -> None:
        self.window.close()

    @property
    def is_open(self) -> bool:
        return self.window.isVisible()

    def _window_closed(self) -> None:
        self.view.page = "table"
        self.frame.setVisible(False)
        self.changed.emit()

    def _screen_removed(self, screen: QScreen) -> None:
        if screen is self.screen:
            self.screen = None
            if self.is_open:
                self.close()
                self.problem.emit(tr("The table screen was unplugged: its window is closed, the game goes on."))

    # --- the mapping -----------------------------------------------------------------------------------------
    def set_mode(self, mode: str) -> None:
        self.look.mode = mode
        self.update_mapping()

    def set_rotation(self, rotate: int) -> None:
        """Turn the picture; a TV's picture turned a quarter has swapped sides: it is placed on the table again."""
        self.rotate = rotate
        self.move_centre(*self.centre)

    def set_layers(self, layers: set[str]) -> None:
        self.look.layers = set(layers)
        self.view.static_changed()

    @property
    def blacked_out(self) -> bool:
        return self.view.blacked_out

    def set_blackout(self, on: bool) -> None:
        """Black the table screen out (the referee checks something the players must not see) or bring it back."""
        if on != self.view.blacked_out:
            self.view.blacked_out = on
            self.view.viewport().update()
            self.changed.emit()

    def set_reading_scale(self, scale: float) -> None:
        """Words, lines and the banner bigger or smaller than the defaults a player reads from 60 cm."""
        self.look.reading_scale = scale
        self.view.viewport().update()

    def set_banner_turn(self, turns: int) -> None:
        self.look.banner_turn = turns
        self.view.viewport().update()

    def calibrate(self, measures: list[tuple[float, float]]) -> None:
        """The TV's width from lengths measured on the glass; kept for this screen."""
        try:
            self.width_cm = calibrated_width_cm(self.width_cm, measures)
        except MappingError as exc:
            self.problem.emit(str(exc))
            return
        self._remember()
        self.update_mapping()

    def set_width(self, width_cm: float) -> None:
        self.width_cm = width_cm
        self._remember()
        self.move_centre(*self.centre)  # a wider or narrower picture stays on the table

    def place_corners(self, pixels: list[tuple[float, float]], table_points: list[tuple[float, float]]) -> bool:
        """The projector's mapping from four markers and the table points they were dragged onto; False (and a
        problem) when they give none."""
        try:
            matrix = homography(table_points, pixels)
        except MappingError as exc:
            self.problem.emit(str(exc))
            return False
        if table_points == table_corners(*self.table):
            self.corner_pixels = [tuple(p) for p in pixels]
        else:
            # Kept as where the corners land, whatever points were used: one form in the settings.
            self.corner_pixels = [tuple(map(float, p)) for p in apply(matrix, table_corners(*self.table))]
        self.table_points = table_points
        self._remember()
        self.update_mapping()
        return True

    def move_centre(self, x: float, y: float) -> None:
        """Move what a TV shows so that its centre is (x, y), snapped to the table's edges and kept on the table."""
        extent = frame_extent(self.view.size_px() if self.is_open else self.pixels, self.width_cm, self.rotate)
        self.centre = place_centre((x, y), extent, self.table)
        self.update_mapping()

    def update_mapping(self) -> None:
        pixels = self.view.size_px() if self.is_open else self.pixels
        if self.look.mode == PROJECTOR and self.corner_pixels is not None:
            self.look.matrix = corners_matrix(*self.table, self.corner_pixels)
        else:
            self.look.matrix = tv_matrix(pixels, self.width_cm, self.centre, self.rotate)
        self._show_frame(pixels)
        self.view.set_look(self.look)
        self.changed.emit()

    def _show_frame(self, pixels: tuple[int, int]) -> None:
        """The referee sees the TV's frame when the TV shows less than the whole table."""
        polygon = np.array(frame_polygon(self.look.matrix, pixels))
        covers = (polygon[:, 0].min() <= 0 and polygon[:, 1].min() <= 0 and polygon[:, 0].max() >= self.table[0]
                  and polygon[:, 1].max() >= self.table[1])
        self.frame.setVisible(self.look.mode == TV and self.is_open and not covers)
        self.frame.show_frame([tuple(p) for p in polygon], self.centre)

    def start_page(self, page: str) -> None:
        """Show the TV's calibration page, the projector's markers, or the table again."""
        self.view.page = page
        if page == "markers":
            self.view.reset_markers()
            if self.corner_pixels is not None and self.table_points == table_corners(*self.table):
                self.view.markers = [QPointF(*p) for p in self.corner_pixels]
        self.view.viewport().update()
