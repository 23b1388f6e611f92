"""A card game's table screen in the app: a full-screen window on the TV showing the play's public board, kept in
step with the play; the referee's controls (which screen, the picture's width, black out); and View → Table
screen… in the play's tab.

The window paints the board the core gives (``tabletop.games.public_board``) after every step and undo. The
referee blacks it out with one click (the controls' button, or the tab's View menu) or a key (Ctrl+B in the tab, B
on the table screen's own window): the TV goes black until he does it again. The picture's width is kept in the
settings under the screen's name and resolution, the same key as a map's table screen, so a TV calibrated once
serves both.
"""

from __future__ import annotations

from functools import partial
from typing import Any

import shiboken6
from PySide6.QtCore import QObject, QSettings, Qt, Signal
from PySide6.QtGui import QAction, QGuiApplication, QKeyEvent, QKeySequence, QPainter, QPaintEvent, QScreen
from PySide6.QtWidgets import (QCheckBox, QDialog, QDoubleSpinBox, QFormLayout, QLabel, QMenu, QPushButton, QToolButton,
                               QVBoxLayout, QWidget)

from tabletop.games.public_board import public_board
from tabletop.table_screen.mapping import first_guess_width_cm
from ui.forms import ComboBox
from ui.table_screen.boards.drawing import paint_blackout, paint_board
from ui.table_screen.window import SETTINGS_GROUP, TableScreen, screen_key, screen_label
from ui.translated import tr

BLACKOUT_KEY = "Ctrl+B"


class BoardWindow(QWidget):
    """Frameless, full screen, black behind the board; Esc closes it, B blacks it out or lights it again."""

    closed = Signal()
    blackout_key = Signal()

    def __init__(self, screen: "BoardScreen"):
        super().__init__(None, Qt.WindowType.FramelessWindowHint | Qt.WindowType.Window)
        self.setWindowTitle(tr("Table screen"))
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent, True)
        self.board_screen = screen

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        self.board_screen.paint(painter, (self.width(), self.height()))
        painter.end()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Escape:
            self.close()
        elif event.key() == Qt.Key.Key_B:
            self.blackout_key.emit()
        else:
            super().keyPressEvent(event)

    def closeEvent(self, event) -> None:
        super().closeEvent(event)
        self.closed.emit()


def _close_for_good(window: QWidget, _destroyed: object = None) -> None:
    if shiboken6.isValid(window):
        window.close()
        window.deleteLater()


class BoardScreen(QObject):
    """The table screen of one card-game play: ``document`` is its PlayDocument. ``changed`` fires when the window
    opens or closes, or the blackout changes."""

    changed = Signal()

    def __init__(self, document: Any, parent: QObject | None = None):
        super().__init__(parent)
        self.document = document
        self.screen: QScreen | None = None
        self.width_cm = first_guess_width_cm(1920, 0)
        self.blacked_out = False
        self.window = BoardWindow(self)
        self.shown = False  # the window is told to close before it is hidden: its own visibility lags
        self.window.closed.connect(self._closed)
        self.window.blackout_key.connect(self.toggle_blackout)
        if parent is not None:  # the window has no parent (it lives on another screen): it goes with the tab
            parent.destroyed.connect(partial(_close_for_good, self.window))
        document.changed.connect(self._follow)
        QGuiApplication.instance().screenRemoved.connect(self._screen_removed)

    def board(self) -> dict[str, Any]:
        session = self.document.session
        return public_board(session.game, session.state)

    def px_per_mm(self, width_px: int) -> float:
        return width_px / (self.width_cm * 10)

    def paint(self, painter: QPainter, size: tuple[int, int]) -> None:
        if self.blacked_out or self.document.session is None:
            paint_blackout(painter, size)
        else:
            paint_board(painter, self.board(), size, self.px_per_mm(size[0]))

    def _follow(self, _change: object = None) -> None:
        if self.is_open:
            self.window.update()

    # --- the screen and its width -------------------------------------------------------------------------------
    def use_screen(self, screen: QScreen) -> None:
        self.screen = screen
        width = QSettings().value(f"{SETTINGS_GROUP}/{screen_key(screen)}/width_cm")
        self.width_cm = float(width) if width is not None else first_guess_width_cm(
            screen.size().width(), screen.physicalSize().width())

    def set_width(self, width_cm: float) -> None:
        self.width_cm = width_cm
        if self.screen is not None:
            QSettings().setValue(f"{SETTINGS_GROUP}/{screen_key(self.screen)}/width_cm", width_cm)
        self._follow()

    def open(self) -> None:
        if self.screen is not None:
            self.window.setScreen(self.screen)
            self.window.setGeometry(self.screen.geometry())
        self.window.showFullScreen()
        self.shown = True
        self.changed.emit()

    def close(self) -> None:
        self.window.close()

    @property
    def is_open(self) -> bool:
        return self.shown

    def _closed(self) -> None:
        self.shown = False
        self.changed.emit()

    def _screen_removed(self, screen: QScreen) -> None:
        if screen is self.screen:
            self.screen = None
            self.close()

    # --- black out ----------------------------------------------------------------------------------------------
    def set_blackout(self, on: bool) -> None:
        if on != self.blacked_out:
            self.blacked_out = on
            self.window.update()
            self.changed.emit()

    def toggle_blackout(self) -> None:
        self.set_blackout(not self.blacked_out)


class BoardScreenPanel(QDialog):
    """The controls: which screen, the picture's width as measured, open or close, black out."""

    def __init__(self, screen: BoardScreen, blackout: QAction, parent: QWidget | None = None):
        super().__init__(parent, Qt.WindowType.Tool)
        self.setWindowTitle(self.tr("Table screen"))
        self.board_screen = screen
        layout = QVBoxLayout(self)
        self.screen_box = ComboBox()
        self.own_box = QCheckBox(self.tr("Offer the laptop's own screen too"))
        self.own_box.toggled.connect(self._list_screens)
        self.width_box = QDoubleSpinBox()
        self.width_box.setRange(5.0, 1000.0)
        self.width_box.setDecimals(1)
        self.width_box.setSuffix(" cm")
        self.width_box.setValue(screen.width_cm)
        self.width_box.editingFinished.connect(lambda: screen.set_width(self.width_box.value()))
        form = QFormLayout()
        form.addRow(self.tr("Screen"), self.screen_box)
        form.addRow("", self.own_box)
        form.addRow(self.tr("Width of the picture"), self.width_box)
        layout.addLayout(form)
        layout.addWidget(QLabel(self.tr("Measure the picture's width on the glass: the text is sized from it, "
                                        "capitals 5 mm high, to be read from a chair.")))
        self.open_button = QPushButton(self.tr("Open on this screen"))
        self.open_button.clicked.connect(self.toggle_open)
        layout.addWidget(self.open_button)
        self.blackout_button = QPushButton(self.tr("Black out"))
        self.blackout_button.setCheckable(True)
        self.blackout_button.setToolTip(self.tr("The TV goes black until pressed again (Ctrl+B in the play's tab, "
                                                "B on the table screen)"))
        self.blackout_button.toggled.connect(blackout.setChecked)
        blackout.toggled.connect(self.blackout_button.setChecked)
        layout.addWidget(self.blackout_button)
        self.message = QLabel()
        self.message.setWordWrap(True)
        layout.addWidget(self.message)
        screen.changed.connect(self._follow)
        self._list_screens()

    def _list_screens(self) -> None:
        own = self.parent().window().screen() if self.parent() is not None else self.screen()
        self.screen_box.clear()
        for screen in TableScreen.screens(self.own_box.isChecked(), own):
            self.screen_box.addItem(screen_label(screen), screen)
        self.message.setText("" if self.screen_box.count() else self.tr(
            "No other screen is plugged in: plug the TV in, or offer the laptop's own screen."))
        self._follow()

    def toggle_open(self) -> None:
        if self.board_screen.is_open:
            self.board_screen.close()
            return
        screen = self.screen_box.currentData()
        if screen is None:
            return
        self.board_screen.use_screen(screen)
        self.width_box.setValue(self.board_screen.width_cm)
        self.board_screen.open()

    def _follow(self) -> None:
        self.open_button.setText(self.tr("Close the table screen") if self.board_screen.is_open
                                 else self.tr("Open on this screen"))
        self.open_button.setEnabled(self.screen_box.count() > 0 or self.board_screen.is_open)
        self.blackout_button.setChecked(self.board_screen.blacked_out)


class BoardScreenMenu(QMenu):
    """The play tab's View menu: « Table screen… » (the controls, made with the screen at the first click) and
    « Black out the table screen » (Ctrl+B)."""

    def __init__(self, host: QWidget, document: Any):
        super().__init__(host)
        self.host = host
        self.document = document
        self.board_screen: BoardScreen | None = None
        self.panel: BoardScreenPanel | None = None
        self.open_action = self.addAction(tr("Table screen…"))
        self.open_action.setToolTip(tr("Show the play's public board on a TV laid on the table"))
        self.open_action.triggered.connect(self.show_panel)
        self.blackout_action = self.addAction(tr("Black out the table screen"))
        self.blackout_action.setCheckable(True)
        self.blackout_action.setShortcut(QKeySequence(BLACKOUT_KEY))
        self.blackout_action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.blackout_action.toggled.connect(self._blackout)
        host.addAction(self.blackout_action)  # the key works anywhere in the tab, the menu closed

    def screen_of_play(self) -> BoardScreen:
        if self.board_screen is None:
            self.board_screen = BoardScreen(self.document, self.host)
            self.board_screen.changed.connect(
                lambda: self.blackout_action.setChecked(self.board_screen.blacked_out))
        return self.board_screen

    def show_panel(self) -> BoardScreenPanel:
        if self.panel is None:
            self.panel = BoardScreenPanel(self.screen_of_play(), self.blackout_action, self.host)
        self.panel.show()
        self.panel.raise_()
        return self.panel

    def _blackout(self, on: bool) -> None:
        self.screen_of_play().set_blackout(on)


def view_button(host: QWidget, document: Any) -> QToolButton:
    """The play tab's « View » button and its menu (``button.menu()``, a BoardScreenMenu)."""
    button = QToolButton(host)
    button.setText(tr("View"))
    button.setObjectName("play-view-menu")
    button.setMenu(BoardScreenMenu(host, document))
    button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
    return button
