"""The referee's controls of the table screen (View → Table screen…, and the tool bar's button): which screen, TV or
projector, the TV's calibration and rotation, the projector's four points, the layers the table shows and the side
the banner reads from. A tool window beside the tab: the table screen stays open when it is closed.

Blacking the table out is one click (the dialog's button, the tool bar's), one key (``BLACKOUT_KEY``, from the
tab or the table screen itself) and an entry of the View menu; it brings the table back the same way."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (QButtonGroup, QCheckBox, QDialog, QDoubleSpinBox, QFormLayout, QGridLayout, QGroupBox,
                               QHBoxLayout, QLabel, QLayout, QMenu, QPushButton, QRadioButton, QToolBar, QVBoxLayout,
                               QWidget)

from tabletop.table_screen.mapping import ROTATIONS, table_corners
from ui.forms import ComboBox
from ui.table_screen.painting import PROJECTOR, TV
from ui.table_screen.reading import READING_SCALES
from ui.table_screen.source import SCENERY_LAYERS, TABLE_LAYERS, TableSource, layer_name
from ui.table_screen.window import TableScreen, screen_label
from ui.translated import tr

BLACKOUT_KEY = "Ctrl+Shift+B"


def _cm_box(value: float, low: float = 0.0, high: float = 1000.0, decimals: int = 1) -> QDoubleSpinBox:
    box = QDoubleSpinBox()
    box.setRange(low, high)
    box.setDecimals(decimals)
    box.setSuffix(" cm")
    box.setValue(value)
    return box


class TableScreenPanel(QDialog):
    """The controls of one tab's ``TableScreen``."""

    def __init__(self, screen: TableScreen, parent: QWidget | None = None):
        super().__init__(parent, Qt.WindowType.Tool)
        self.setWindowTitle(self.tr("Table screen"))
        self.table_screen = screen
        layout = QVBoxLayout(self)
        # The dialog is always as big as what it shows: the TV's or the projector's group hidden leaves no empty room.
        layout.setSizeConstraint(QLayout.SizeConstraint.SetFixedSize)
        # --- which screen
        self.screen_box = ComboBox()
        self.own_box = QCheckBox(self.tr("Offer the laptop's own screen too"))
        self.own_box.toggled.connect(self._list_screens)
        self.open_button = QPushButton(self.tr("Open on this screen"))
        self.open_button.clicked.connect(self.toggle_open)
        where = QFormLayout()
        where.addRow(self.tr("Screen"), self.screen_box)
        where.addRow("", self.own_box)
        layout.addLayout(where)
        self.blackout_button = QPushButton(self.tr("Black out the table"))
        self.blackout_button.setCheckable(True)
        self.blackout_button.setToolTip(self.tr("Shows nothing on the table screen until clicked again (%1)").replace(
            "%1", QKeySequence(BLACKOUT_KEY).toString(QKeySequence.SequenceFormat.NativeText)))
        self.blackout_button.toggled.connect(screen.set_blackout)
        buttons = QHBoxLayout()
        buttons.addWidget(self.open_button, 1)
        buttons.addWidget(self.blackout_button)
        layout.addLayout(buttons)
        # --- TV or projector
        self.tv_button = QRadioButton(self.tr("TV laid on the table"))
        self.projector_button = QRadioButton(self.tr("Projector over the table"))
        modes = QButtonGroup(self)
        modes.addButton(self.tv_button)
        modes.addButton(self.projector_button)
        self.tv_button.setChecked(True)
        self.tv_button.toggled.connect(lambda on: self._set_mode(TV if on else PROJECTOR))
        mode_row = QHBoxLayout()
        mode_row.addWidget(self.tv_button)
        mode_row.addWidget(self.projector_button)
        layout.addLayout(mode_row)
        layout.addWidget(self._tv_group())
        layout.addWidget(self._projector_group())
        layout.addWidget(self._layers_group())
        self.message = QLabel()
        self.message.setWordWrap(True)
        layout.addWidget(self.message)
        screen.problem.connect(self.message.setText)
        # The ruler's end dragged onto a real ruler's 20 cm mark on the glass is a measure too, then Calibrate.
        screen.view.ruler_measured.connect(self.ruler_box.setValue)
        screen.changed.connect(self._follow)
        self._list_screens()
        self._set_mode(TV)

    # --- groups ----------------------------------------------------------------------------------------------
    def _tv_group(self) -> QGroupBox:
        self.tv_group = QGroupBox(self.tr("TV"))
        form = QFormLayout(self.tv_group)
        self.width_box = _cm_box(self.table_screen.width_cm, 5.0, 1000.0)
        self.width_box.editingFinished.connect(lambda: self.table_screen.set_width(self.width_box.value()))
        form.addRow(self.tr("Width of the picture"), self.width_box)
        self.rotation_box = ComboBox()
        for degrees in ROTATIONS:
            self.rotation_box.addItem(self.tr("%1°").replace("%1", str(degrees)), degrees)
        self.rotation_box.currentIndexChanged.connect(
            lambda: self.table_screen.set_rotation(self.rotation_box.currentData()))
        form.addRow(self.tr("Turn the table"), self.rotation_box)
        self.calibrate_button = QPushButton(self.tr("Show the calibration page"))
        self.calibrate_button.clicked.connect(lambda: self.table_screen.start_page("ruler"))
        form.addRow(self.calibrate_button)
        self.ruler_box = _cm_box(0.0, 0.0, 100.0, decimals=2)
        self.square_box = _cm_box(0.0, 0.0, 100.0, decimals=2)
        form.addRow(self.tr("The ruler measures"), self.ruler_box)
        form.addRow(self.tr("The square's side measures"), self.square_box)
        apply_button = QPushButton(self.tr("Calibrate"))
        apply_button.clicked.connect(self.calibrate)
        form.addRow(apply_button)
        return self.tv_group

    def _projector_group(self) -> QGroupBox:
        self.projector_group = QGroupBox(self.tr("Projector"))
        grid = QGridLayout(self.projector_group)
        grid.addWidget(QLabel(self.tr("Drag the four markers shown on the table onto these points of the table, in "
                                      "order, then place them.")), 0, 0, 1, 3)
        self.point_boxes: list[tuple[QDoubleSpinBox, QDoubleSpinBox]] = []
        for row, (x, y) in enumerate(table_corners(*self.table_screen.table), start=1):
            boxes = (_cm_box(x, -1000.0, 10000.0), _cm_box(y, -1000.0, 10000.0))
            grid.addWidget(QLabel(self.tr("Marker %1").replace("%1", str(row))), row, 0)
            grid.addWidget(boxes[0], row, 1)
            grid.addWidget(boxes[1], row, 2)
            self.point_boxes.append(boxes)
        markers = QPushButton(self.tr("Show the markers"))
        markers.clicked.connect(lambda: self.table_screen.start_page("markers"))
        place = QPushButton(self.tr("Place the corners"))
        place.clicked.connect(self.place_corners)
        grid.addWidget(markers, 5, 0, 1, 2)
        grid.addWidget(place, 5, 2)
        return self.projector_group

    def _layers_group(self) -> QGroupBox:
        group = QGroupBox(self.tr("The table shows"))
        grid = QGridLayout(group)
        self.layer_boxes: dict[str, QCheckBox] = {}
        for index, layer in enumerate(TABLE_LAYERS):
            box = QCheckBox(layer_name(layer))
            box.setChecked(layer in self.table_screen.look.layers)
            box.toggled.connect(self._layers_toggled)
            grid.addWidget(box, index // 2, index % 2)
            self.layer_boxes[layer] = box
        self.banner_box = ComboBox()
        for turns, text in enumerate((self.tr("the referee's side"), self.tr("the right-hand side"),
                                      self.tr("the far side"), self.tr("the left-hand side"))):
            self.banner_box.addItem(text, turns)
        self.banner_box.currentIndexChanged.connect(
            lambda: self.table_screen.set_banner_turn(self.banner_box.currentData()))
        row = len(TABLE_LAYERS) // 2 + 1
        grid.addWidget(QLabel(self.tr("The banner reads from")), row, 0)
        grid.addWidget(self.banner_box, row, 1)
        # Words and lines are sized in millimetres of the table (capitals of 5 mm, lines of 1 mm at 100 %).
        self.reading_box = ComboBox()
        for scale in READING_SCALES:
            self.reading_box.addItem(self.tr("%1 %").replace("%1", str(round(scale * 100))), scale)
        self.reading_box.setCurrentIndex(READING_SCALES.index(1.0))
        self.reading_box.currentIndexChanged.connect(
            lambda: self.table_screen.set_reading_scale(self.reading_box.currentData()))
        grid.addWidget(QLabel(self.tr("Size of the words and lines")), row + 1, 0)
        grid.addWidget(self.reading_box, row + 1, 1)
        return group

    # --- actions ---------------------------------------------------------------------------------------------
    def _list_screens(self) -> None:
        own = self.window().screen() if self.parent() is None else self.parent().window().screen()
        self.screen_box.clear()
        for screen in TableScreen.screens(self.own_box.isChecked(), own):
            self.screen_box.addItem(screen_label(screen), screen)
        self.open_button.setEnabled(self.screen_box.count() > 0 or self.table_screen.is_open)
        self.message.clear()
        if self.screen_box.count() == 0:
            self.message.setText(self.tr("No other screen is plugged in: plug the TV or the projector in, or "
                                         "offer the laptop's own screen."))

    def toggle_open(self) -> None:
        if self.table_screen.is_open:
            self.table_screen.close()
            return
        screen = self.screen_box.currentData()
        if screen is None:
            return
        self.table_screen.use_screen(screen)
        self.width_box.setValue(self.table_screen.width_cm)
        self.table_screen.open()

    def _set_mode(self, mode: str) -> None:
        self.table_screen.set_mode(mode)
        self.tv_group.setVisible(mode == TV)
        self.projector_group.setVisible(mode == PROJECTOR)
        for layer in SCENERY_LAYERS:
            self.layer_boxes[layer].setEnabled(mode == TV)

    def _layers_toggled(self) -> None:
        self.table_screen.set_layers({layer for layer, box in self.layer_boxes.items() if box.isChecked()})

    def calibrate(self) -> None:
        # The lengths the calibration page draws on this picture (20 cm and 10 cm, or shorter on a small one).
        page = self.table_screen.view.calibration()
        measures = [(drawn, box.value()) for drawn, box in ((page.ruler_cm, self.ruler_box),
                                                            (page.square_cm, self.square_box))
                    if box.value() > 0]
        self.message.clear()
        self.table_screen.calibrate(measures)
        self.width_box.setValue(self.table_screen.width_cm)
        self.table_screen.start_page("table")

    def place_corners(self) -> None:
        view = self.table_screen.view
        pixels = [(p.x(), p.y()) for p in view.markers]
        points = [(x.value(), y.value()) for x, y in self.point_boxes]
        self.message.clear()
        if len(pixels) == 4 and self.table_screen.place_corners(pixels, points):
            self.table_screen.start_page("table")

    def _follow(self) -> None:
        self.open_button.setText(self.tr("Close the table screen") if self.table_screen.is_open
                                 else self.tr("Open on this screen"))
        self.open_button.setEnabled(self.screen_box.count() > 0 or self.table_screen.is_open)
        self.blackout_button.setChecked(self.table_screen.blacked_out)


class TableScreenAction(QAction):
    """View → Table screen… of one tab: opens the controls, made (with the screen) at the first click, living as
    long as the tab. ``panel`` is None until then. ``blackout_action`` blacks the table screen out and back, once
    there is one."""

    def __init__(self, host: QWidget, source: TableSource):
        super().__init__(tr("Table screen…"), host)
        self.host = host
        self.source = source
        self.panel: TableScreenPanel | None = None
        self.setToolTip(tr("Show the map at 1:1 on a TV laid on the table or a projector above it"))
        self.triggered.connect(self.show_panel)
        self.blackout_action = QAction(tr("Black out the table screen"), host)
        self.blackout_action.setCheckable(True)
        self.blackout_action.setEnabled(False)
        self.blackout_action.setShortcut(QKeySequence(BLACKOUT_KEY))
        # Only while the tab (or the table screen's window) has focus: another tab's table screen keeps its own.
        self.blackout_action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.blackout_action.setToolTip(tr("Show nothing on the table screen, or show the table again"))
        self.blackout_action.toggled.connect(self._blackout)
        host.addAction(self.blackout_action)

    def show_panel(self) -> TableScreenPanel:
        if self.panel is None:
            screen = TableScreen(self.source, self.host)
            self.panel = TableScreenPanel(screen, self.host)
            screen.changed.connect(lambda: self.blackout_action.setChecked(screen.blacked_out))
            # The key works from the table screen's own window too (the referee may have clicked it).
            screen.window.addAction(self.blackout_action)
            self.blackout_action.setEnabled(True)
        self.panel.show()
        self.panel.raise_()
        return self.panel

    def _blackout(self, on: bool) -> None:
        if self.panel is not None:
            self.panel.table_screen.set_blackout(on)


def attach_table_screen(host: QWidget, source: TableSource, toolbar: QToolBar, menu: QMenu) -> TableScreenAction:
    """Give a tab its table screen: the entries of its View menu, and the same two at the head of its tool bar (a
    tool bar too narrow for all it holds hides its last buttons, never its first)."""
    action = TableScreenAction(host, source)
    if toolbar.actions():
        first = toolbar.actions()[0]
        toolbar.insertActions(first, [action, action.blackout_action])
        toolbar.insertSeparator(first)
    else:
        toolbar.addActions([action, action.blackout_action])
    menu.addSeparator()
    menu.addAction(action)
    menu.addAction(action.blackout_action)
    return action
