"""The map editor widget: toolbar, tool options, the map view over a ScenarioScene, and the
properties, layers and palette panels.

The shell hosts ``MapEditor(document)`` in a tab. Everything the editor changes goes through the
document's undo stack as core edits; the scene follows ``document.changed``.
"""

from __future__ import annotations

from typing import Callable

import shiboken6

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QActionGroup, QGuiApplication, QKeySequence, QShowEvent
from PySide6.QtWidgets import (QHBoxLayout, QInputDialog, QLabel, QMenu, QSplitter, QTabWidget, QToolBar,
                               QToolButton, QVBoxLayout, QWidget)

from tabletop.scenario.edit_ops import (delete_features, duplicate_features, on_table, paste_features, rotate_features,
                                        with_openings)
from tabletop.scenario.edits import Edit, move_features
from tabletop.scenario.model import ZONE_KINDS
from ui.document import ScenarioDocument
from ui.export.dialog import export_action
from ui.forms import shorten
from ui.map.background_panel import BackgroundPanel
from ui.map.background_tools import CalibrateTool
from ui.map.clipboard import features_from_text, features_to_text
from ui.map.draw_tools import (BuildingTool, OpeningTool, PlaceTool, PolygonTool, RectangleTool, VehicleTool,
                               WallTool, ZoneTool)
from ui.map.feature_texts import feature_title
from ui.map.labels import LabelPlacer
from ui.map.node_tool import NodeTool
from ui.map.panels import LayersPanel, PalettePanel
from ui.map.properties import PropertiesPanel
from ui.map.recovery import Autosaver
from ui.map.scene import ScenarioScene
from ui.map.select_tools import BoxSelectTool, MoveTool, RotateTool, SelectTool
from ui.map.snapping import Snapper
from ui.map.style import LABEL_KINDS
from ui.map.tool import Tool, ToolSettings
from ui.map.tool_options import ToolOptionsBar
from ui.map.view import MapView
from ui.preferences import position_text
from ui.translated import localized

# Where pasted and duplicated features go relative to the originals, in cm (right and up).
PASTE_OFFSET_CM = (2.0, -2.0)
GRID_STEPS_CM = (0.5, 1.0, 2.0, 5.0)
# Tool name and single-key shortcut, in toolbar order. M, G, U and T are left to the referee
# overlay tools (ui/map/overlays.py), which add themselves to the same tool bar.
TOOL_KEYS = (("select", "V"), ("move", "Shift+V"), ("rotate", "R"), ("box_select", "Shift+B"), ("points", "A"),
             ("polygon", "P"), ("rectangle", "Shift+R"), ("wall", "W"), ("building", "B"), ("door", "D"),
             ("window", "N"), ("zone", "Z"), ("figure", "F"), ("civilian", "C"), ("vehicle", "H"), ("entry", "E"),
             ("calibrate", "K"))


class MapEditor(QWidget):
    """Edits one ScenarioDocument: ``.document``, ``.scene`` (ScenarioScene), ``.view`` (MapView),
    ``.tools`` by name, ``.settings`` (what drawing tools create), ``.autosaver``."""

    def __init__(self, document: ScenarioDocument, parent: QWidget | None = None):
        super().__init__(parent)
        self.document = document
        self.settings = ToolSettings()
        self.scene = ScenarioScene(document, self)
        self.snapper = Snapper(document)
        self.view = MapView(self.scene, self.snapper, self)
        self.labels = LabelPlacer(self.scene, self.view, self)
        self.tools: dict[str, Tool] = {
            "select": SelectTool(self), "move": MoveTool(self), "rotate": RotateTool(self),
            "box_select": BoxSelectTool(self), "points": NodeTool(self), "polygon": PolygonTool(self),
            "rectangle": RectangleTool(self), "wall": WallTool(self), "building": BuildingTool(self),
            "door": OpeningTool(self, "door"), "window": OpeningTool(self, "window"), "zone": ZoneTool(self),
            "figure": PlaceTool(self, "figure"), "civilian": PlaceTool(self, "civilian"),
            "vehicle": VehicleTool(self), "entry": PlaceTool(self, "entry"),
            "calibrate": CalibrateTool(self, self.ask_distance),
        }
        self.toolbar = QToolBar(self)
        # Tools down the left edge, as in drawing programs; view and edit actions across the top.
        self.tool_bar = QToolBar(self)
        self.tool_bar.setOrientation(Qt.Orientation.Vertical)
        self.tool_bar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self.options = ToolOptionsBar(self.settings, self)
        self.properties = PropertiesPanel(document, self.scene, self)
        self.layers = LayersPanel(self.scene, self)
        self.palette = PalettePanel(self)
        self.picture_panel = BackgroundPanel(self, lambda: self.set_tool("calibrate"), self)
        self.status = QLabel(self)  # hints and refusals
        self.cursor_label = QLabel(self)  # where the pointer is, in cm
        self.autosaver = Autosaver(document, self)
        self.autosaver.failed.connect(
            lambda reason: self.show_message(self.tr("Could not keep a recovery copy: {reason}").format(reason=reason)))
        self.tool_actions: dict[str, QAction] = {}
        self._build_actions()
        self._build_layout()
        self.view.cursor_moved.connect(self._show_cursor)
        self.view.zoom_changed.connect(self._show_zoom)
        self.view.nudge_requested.connect(self.nudge)
        self.palette.kind_chosen.connect(self.draw_kind)
        self._fitted = False
        self.hint = ""
        self.set_tool("select")
        self.scene.selectionChanged.connect(self._show_selection)

    # --- building the widget -------------------------------------------------------------------------
    def _action(self, text: str, slot: Callable[[], object], shortcut: str | QKeySequence | None = None,
                checkable: bool = False) -> QAction:
        action = QAction(text, self)
        action.setCheckable(checkable)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        # Only while the editor has focus, so its keys never fight another tab's or the shell's.
        action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        action.triggered.connect(lambda _checked=False: slot())
        self.addAction(action)
        return action

    def _build_actions(self) -> None:
        keys = QKeySequence.StandardKey
        bar = self.toolbar
        self.fit_action = self._action(self.tr("Fit"), self.view.fit_table, "Ctrl+0")
        self.zoom_in_action = self._action(self.tr("Zoom in"), self.view.zoom_in)
        self.zoom_in_action.setShortcuts([QKeySequence("Ctrl+="), QKeySequence("Ctrl++")])
        self.zoom_out_action = self._action(self.tr("Zoom out"), self.view.zoom_out, "Ctrl+-")
        self.snap_action = self._action(self.tr("Snap"), lambda: self.set_snapping(self.snap_action.isChecked()),
                                        "Shift+S", checkable=True)
        self.snap_action.setChecked(self.snapper.enabled)
        self.snap_action.setToolTip(self.tr("Snap to grid, corners and edges (Shift+S); hold Ctrl to invert"))
        # The tool bar shows short words, each with its whole name and key in the tooltip: at 1366 pixels in French
        # every button fits in the bar and none goes behind its « » » (the menus show the whole names).
        shorten(self.zoom_in_action, "+", self.tr("Zoom in (Ctrl++)"))
        shorten(self.zoom_out_action, "\u2212", self.tr("Zoom out (Ctrl+-)"))
        bar.addActions([self.fit_action, self.zoom_in_action, self.zoom_out_action])
        # The View menu near the head of the bar: at 1366 pixels the bar's last buttons go into its overflow.
        bar.addWidget(self._view_menu_button())
        bar.addAction(self.snap_action)
        bar.addWidget(self._snap_menu_button())
        group = QActionGroup(self)
        group.setExclusive(True)
        for name, key in TOOL_KEYS:
            tool = self.tools[name]
            action = self._action(tool.label, lambda n=name: self.set_tool(n), key, checkable=True)
            action.setToolTip(f"{tool.label} ({key})")
            group.addAction(action)
            self.tool_bar.addAction(action)
            self.tool_actions[name] = action
            if name in ("points", "building", "zone", "entry"):
                self.tool_bar.addSeparator()
        bar.addSeparator()
        self.copy_action = self._action(self.tr("Copy"), self.copy, keys.Copy)
        self.cut_action = self._action(self.tr("Cut"), self.cut, keys.Cut)
        self.paste_action = self._action(self.tr("Paste"), self.paste, keys.Paste)
        self.duplicate_action = self._action(self.tr("Duplicate"), self.duplicate, "Ctrl+D")
        self.delete_action = self._action(self.tr("Delete"), self.delete_selection, keys.Delete)
        self.delete_action.setShortcuts([QKeySequence(keys.Delete), QKeySequence("Backspace")])
        self.select_all_action = self._action(self.tr("Select all"), self.select_all, keys.SelectAll)
        # Square brackets turn a quarter, as in most drawing programs ([ anticlockwise on the table).
        self.turn_left_action = self._action(self.tr("Turn 90° left"), lambda: self.turn_selection(90.0), "[")
        self.turn_right_action = self._action(self.tr("Turn 90° right"), lambda: self.turn_selection(-90.0), "]")
        shorten(self.turn_left_action, "\u21ba 90°", self.tr("Turn 90° left ([)"))
        shorten(self.turn_right_action, "\u21bb 90°", self.tr("Turn 90° right (])"))
        bar.addActions([self.copy_action, self.paste_action, self.duplicate_action, self.delete_action,
                        self.turn_left_action, self.turn_right_action])
        bar.addSeparator()
        # PNG/SVG of the table or view and the 1:1 tiled PDF for printing footprints.
        self.export_action = export_action(self.scene, self.view, self.document.title, self)
        self.addAction(self.export_action)
        bar.addAction(self.export_action)
        # Right click on the map offers the same edits where the pointer is.
        self.view.context_actions.extend([self.cut_action, self.copy_action, self.paste_action, self.duplicate_action,
                              self.delete_action, self.turn_left_action, self.turn_right_action,
                              self.select_all_action])

    def _snap_menu_button(self) -> QToolButton:
        """What snapping aims at (grid, corners, edges) and the grid step, in a drop-down."""
        menu = QMenu(self)
        self.snap_target_actions: dict[str, QAction] = {}
        for attribute, text in (("grid", self.tr("Grid")), ("vertices", self.tr("Corners")),
                                ("edges", self.tr("Edges"))):
            action = menu.addAction(text)
            action.setCheckable(True)
            action.setChecked(getattr(self.snapper, attribute))
            action.toggled.connect(lambda on, name=attribute: setattr(self.snapper, name, on))
            self.snap_target_actions[attribute] = action
        menu.addSeparator()
        steps = QActionGroup(self)
        self.grid_step_actions: dict[float, QAction] = {}
        for step in GRID_STEPS_CM:
            action = menu.addAction(localized(self.tr("Grid step {step:g} cm")).format(step=step))
            action.setCheckable(True)
            action.setChecked(step == self.snapper.grid_step_cm)
            action.triggered.connect(lambda _checked=False, value=step: setattr(self.snapper, "grid_step_cm", value))
            steps.addAction(action)
            self.grid_step_actions[step] = action
        return self._menu_button(self.tr("Snap to"), menu)

    def _view_menu_button(self) -> QToolButton:
        """The editor's View menu: the background picture on screen and in prints, and each kind of label."""
        menu = QMenu(self)
        self.picture_shown_action = menu.addAction(self.tr("Background picture"))
        self.picture_shown_action.setCheckable(True)
        self.picture_shown_action.setChecked(self.scene.background_shown)
        # The Picture tab has the same switch: each follows the other.
        self.picture_shown_action.toggled.connect(self.picture_panel.shown_box.setChecked)
        self.picture_panel.shown_box.toggled.connect(self.picture_shown_action.setChecked)
        self.picture_printed_action = menu.addAction(self.tr("Background picture in exports and prints"))
        self.picture_printed_action.setCheckable(True)
        self.picture_printed_action.setChecked(self.scene.background_printed)
        self.picture_printed_action.toggled.connect(lambda on: setattr(self.scene, "background_printed", on))
        menu.addSeparator()
        names = {"figures": self.tr("Figure labels"), "buildings": self.tr("Building labels"),
                 "streets": self.tr("Street labels")}
        self.label_actions: dict[str, QAction] = {}
        for kind in LABEL_KINDS:
            action = menu.addAction(names[kind])
            action.setCheckable(True)
            action.setChecked(kind in self.scene.labels_shown)
            action.toggled.connect(lambda on, name=kind: self.labels.set_shown(name, on))
            self.label_actions[kind] = action
        self.view_menu = menu  # others add to it (the table screen, ui/modules.py)
        return self._menu_button(self.tr("View"), menu)

    def _menu_button(self, text: str, menu: QMenu) -> QToolButton:
        """A tool bar button opening ``menu`` at a click."""
        button = QToolButton(self)
        button.setText(text)
        button.setMenu(menu)
        button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        return button

    def _build_layout(self) -> None:
        side = QTabWidget(self)
        side.addTab(self.properties, self.tr("Properties"))
        side.addTab(self.layers, self.tr("Layers"))
        side.addTab(self.palette, self.tr("Palette"))
        side.addTab(self.picture_panel, self.tr("Picture"))
        splitter = QSplitter(Qt.Orientation.Horizontal, self)
        splitter.addWidget(self.tool_bar)
        splitter.addWidget(self.view)
        splitter.addWidget(side)
        splitter.setCollapsible(0, False)
        splitter.setStretchFactor(0, 0)
        splitter.setStretchFactor(1, 1)
        splitter.setStretchFactor(2, 0)
        splitter.setSizes([90, 820, 300])
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.toolbar)
        layout.addWidget(self.options)
        layout.addWidget(splitter, 1)
        status_bar = QHBoxLayout()
        status_bar.setContentsMargins(6, 2, 6, 2)
        status_bar.addWidget(self.status, 1)
        status_bar.addWidget(self.cursor_label)
        layout.addLayout(status_bar)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if not self._fitted:
            self._fitted = True
            self.view.fit_table()

    # --- tools ---------------------------------------------------------------------------------------
    @property
    def tool(self) -> Tool | None:
        return self.view.tool

    def set_tool(self, name: str) -> Tool:
        """Make a tool current (cancelling what the previous one was doing) and return it."""
        tool = self.tools[name]
        self.view.set_tool(tool)
        self.tool_actions[name].setChecked(True)
        self.options.show_for(name)
        self.hint = tool.hint
        self.show_message(tool.hint)
        return tool

    def _show_selection(self) -> None:
        """The status bar names the feature selected (« Officier, Police »), and gives the tool's hint back once
        nothing is."""
        if not shiboken6.isValid(self.scene) or not shiboken6.isValid(self.status):
            return  # the scene clears its selection while it is being destroyed with the editor
        ids = self.scene.selected_ids()
        if len(ids) == 1 and ids[0] in self.document.scenario.features:
            self.show_message(self.tr("Selected: %1").replace("%1", feature_title(self.document.scenario[ids[0]])))
        elif not ids:
            self.show_message(self.hint)

    def draw_kind(self, kind: str) -> None:
        """Pick the tool that draws ``kind`` (from the palette), with that kind chosen."""
        by_kind = {"wall": "wall", "building": "building", "door": "door", "window": "window",
                   "figure": "figure", "civilian": "civilian", "car": "vehicle", "entry": "entry"}
        if kind in ZONE_KINDS:
            self.options.choose_kind(kind)
            self.set_tool("zone")
        elif kind in by_kind:
            self.set_tool(by_kind[kind])
        else:
            self.options.choose_kind(kind)
            self.set_tool("polygon")

    def ask_distance(self, measured_cm: float) -> float | None:
        """The real distance between the two points the calibration tool was given (None: cancelled)."""
        value, ok = QInputDialog.getDouble(
            self, self.tr("Calibrate the background picture"),
            localized(self.tr("Real distance between the two points (they are {cm:.1f} cm apart now):")).format(
                cm=measured_cm), round(measured_cm, 1), 0.1, 10000.0, 1)
        return value if ok else None

    def set_snapping(self, on: bool) -> None:
        self.snapper.enabled = on
        self.snap_action.setChecked(on)

    # --- edits ---------------------------------------------------------------------------------------
    def push(self, edit: Edit) -> None:
        """Apply a core edit as one undo step."""
        self.document.push(edit)

    def show_message(self, text: str) -> None:
        self.status.setText(text)

    def _show_zoom(self, scale: float) -> None:
        self.cursor_label.setText(localized(self.tr("1 cm = {px:.1f} px")).format(px=scale))

    def _show_cursor(self, x: float, y: float) -> None:
        self.cursor_label.setText(position_text(x, y))

    def help_keys(self) -> list[tuple[str, str]]:
        """For Help (F1): the keys of the view that are not actions (pan, nudge, finish, cancel)."""
        return self.view.help_keys()

    def selected_ids(self) -> list[str]:
        return self.scene.selected_ids()

    def select_all(self) -> None:
        self.scene.select_ids([fid for fid, item in self.scene.items_by_id.items() if item.isVisible()])

    def copy(self) -> None:
        ids = with_openings(self.document.scenario, self.selected_ids())
        if ids:
            QGuiApplication.clipboard().setText(features_to_text(self.document.scenario[i] for i in ids))

    def cut(self) -> None:
        self.copy()
        self.delete_selection()

    def _add_copies(self, build: Callable[[float, float], Edit]) -> None:
        """Push copies offset a little from the originals, or in place when the offset leaves the table."""
        dx, dy = PASTE_OFFSET_CM
        edit = build(dx, dy)
        if not on_table(self.document.scenario.table, edit.features):
            edit = build(0.0, 0.0)
        if not edit.features or not on_table(self.document.scenario.table, edit.features):
            self.show_message(self.tr("Nothing to paste onto this table"))
            return
        self.push(edit)
        self.scene.select_ids([f.id for f in edit.features])

    def paste(self) -> None:
        features = features_from_text(QGuiApplication.clipboard().text())
        if features:
            self._add_copies(lambda dx, dy: paste_features(self.document.scenario, features, dx, dy,
                                                            self.tr("Paste")))

    def duplicate(self) -> None:
        ids = with_openings(self.document.scenario, self.selected_ids())
        if ids:
            self._add_copies(lambda dx, dy: duplicate_features(self.document.scenario, ids, dx, dy,
                                                                self.tr("Duplicate")))

    def delete_selection(self) -> None:
        ids = self.selected_ids()
        if ids:
            self.push(delete_features(self.document.scenario, ids, self.tr("Delete")))

    def turn_selection(self, angle: float) -> None:
        """Turn the selection (with its doors and windows) about its middle, if it stays on the table."""
        scenario = self.document.scenario
        ids = with_openings(scenario, self.selected_ids())
        if not ids:
            return
        edit = rotate_features(scenario, ids, angle, label=self.tr("Turn"))
        if on_table(scenario.table, edit.new):
            self.push(edit)
        else:
            self.show_message(self.tr("The turned selection would leave the table"))

    def nudge(self, dx: float, dy: float) -> None:
        """Move the selection by (dx, dy) cm, as far as the table allows."""
        scenario = self.document.scenario
        ids = with_openings(scenario, self.selected_ids())
        if not ids:
            return
        edit = move_features(scenario, ids, dx, dy, self.tr("Nudge"))
        if on_table(scenario.table, edit.new):
            self.push(edit)

    # --- files ---------------------------------------------------------------------------------------
    def save(self, path: str | None = None) -> None:
        """Save the document (atomically); its recovery file goes once the stack is clean."""
        self.document.save(path)

    def discard_recovery(self) -> None:
        """Forget the autosaved copy (the shell calls this when the referee discards changes)."""
        self.autosaver.discard()
