"""Referee overlays on the map editor: live measurements for the selected figure and the measuring tools.

``OverlayController(editor)`` hooks into a ``MapEditor`` from the outside: it puts its items in the
scene's ``overlay_layer`` (hidden with the "overlays" layer), adds the ruler, blast, burst and throw
tools to the editor's tool bar and an "Overlays" menu to its top bar, and watches the view's pointer.
The geometry model is built from the document once per edit; while a figure is dragged only its
position changes (``TableModel.moved``), and the overlays follow within the frame. The move reach, which
changes only when the move's start does, is searched off the UI thread (``ReachWorker``) and shown when found.
"""

from __future__ import annotations

from dataclasses import astuple
from typing import TYPE_CHECKING

import numpy as np
import shiboken6
from PySide6.QtCore import QEvent, QObject, QPointF, QTimer
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QGraphicsItemGroup, QMenu, QToolButton

from tabletop.games.peur_sur_la_ville.rules.rules import PeurRules, load_rules
from tabletop.geometry import SightRow, TableModel, from_scenario
from tabletop.geometry.model import FIGURE_KINDS, with_figures_of
from tabletop.geometry.warm import warm_up
from tabletop.scenario.edits import Change
from ui.map.feature_texts import feature_title
from ui.map.overlay_figure import FigureOverlay, FigureOverlayState
from ui.map.overlay_labels import OverlayLabels
from ui.map.overlay_tools import OVERLAY_TOOLS, OverlayTool
from ui.map.reach_worker import ReachAnswer, ReachWorker
from ui.preferences import length_text, length_unit, unit_read_once

if TYPE_CHECKING:
    from ui.map.editor import MapEditor

# Move allowances by what the figure does, as keys of the game's « actions » rule data.
MOVE_MODES = ("move_cm", "carrying_cm", "skates_cm", "vehicle_cm")
# How far outside a base (cm) the pointer still picks that figure as a target.
PICK_SLACK_CM = 0.5
TOOL_KEYS = (("ruler", "M"), ("blast", "G"), ("burst", "U"), ("throw", "T"))


class OverlayController(QObject):
    """Keeps the overlays of one MapEditor in step with its document, selection and pointer."""

    def __init__(self, editor: "MapEditor", rules: PeurRules | None = None):
        super().__init__(editor)
        self.editor = editor
        self.scene = editor.scene
        self.view = editor.view
        self.rules = rules or load_rules()
        self.root = QGraphicsItemGroup()
        self.root.setHandlesChildEvents(False)
        self.scene.add_overlay(self.root)
        self.figure_overlay = FigureOverlay(self.root)
        self.figure_overlay.labels = OverlayLabels(self.scene, self.view)
        # The reach is searched off the UI thread: a frame never waits for it (see ui/map/reach_worker.py).
        self.reach_worker = ReachWorker(self)
        self.figure_overlay.reach_worker = self.reach_worker
        self.reach_worker.answered.connect(self._reach_answered)
        self.move_mode = MOVE_MODES[0]
        self.subject: str | None = None
        self.cursor: tuple[float, float] | None = None
        self._base_model: TableModel | None = None
        self._moved_key: tuple = ()
        # The model asked for by a refresh, held until it ends: the measuring tools ask for it again, and working out
        # where the dragged figure is takes a few hundredths of a millisecond each time.
        self._held_model: TableModel | None = None
        self._moved: TableModel | None = None
        self._pending = False
        self._summary = ""
        self._drawn_at_rest: tuple = ()  # what the overlays were last drawn for, the figure at rest (``_at_rest``)
        self.tools: dict[str, OverlayTool] = {name: tool(self) for name, tool in OVERLAY_TOOLS.items()}
        self._install_tools()
        self._install_menu()
        editor.document.changed.connect(self._document_changed)
        self.scene.selectionChanged.connect(self._selection_changed)
        self.view.viewport().installEventFilter(self)
        self.view.installEventFilter(self)  # Esc, which puts a dragged figure back where it rests
        self._selection_changed()
        QTimer.singleShot(0, self, self._warm_up)

    # --- the model ------------------------------------------------------------------------------------
    @property
    def base_model(self) -> TableModel:
        """The table as the document holds it, rebuilt after each edit."""
        if self._base_model is None:
            self._base_model = from_scenario(self.editor.document.scenario)
        return self._base_model

    @property
    def model(self) -> TableModel:
        """The table as the screen shows it: the selected figure where it is being dragged (the moved
        model is kept while the figure and the document stay as they are: a refresh asks for it often)."""
        if self._held_model is not None:
            return self._held_model
        model = self.base_model
        position = self.subject_position()
        if self.subject is not None and position is not None:
            figure = model.figure(self.subject)
            if (figure.x, figure.y) != position:
                key = (model, self.subject, position)
                if self._moved_key != key:
                    self._moved_key, self._moved = key, model.moved(self.subject, *position)
                model = self._moved
        return model

    def subject_position(self) -> tuple[float, float] | None:
        """Where the selected figure is drawn: its file position plus the drag offset of its item."""
        if self.subject is None or self.subject not in self.editor.document.scenario.features:
            return None
        x, y = self.editor.document.scenario[self.subject].geometry.points()[0]
        item = self.scene.feature_item(self.subject)
        offset = item.pos() if item is not None else QPointF()
        return (x + offset.x(), y + offset.y())

    @property
    def move_cm(self) -> float:
        return float(self.rules.actions[self.move_mode])

    def weapon_dice(self, figure_id: str) -> dict[str, int] | None:
        """Shooting dice per range band of the figure's best firearm for that band, from the weapon
        table; None when it carries no firearm the rules know (then every band is drawn)."""
        names = self.editor.document.scenario[figure_id].get("weapons") or []
        firearms = [self.rules.firearms[name] for name in names if name in self.rules.firearms]
        if not firearms:
            return None
        return {band: max(int(f.dice.get(band, 0)) for f in firearms) for band in ("short", "effective", "long")}

    def figure_at(self, x: float, y: float) -> str | None:
        """The figure whose base is under (x, y) (or nearest within a little slack), if any."""
        figures = self.model.figures
        if not len(figures):
            return None
        gap = np.hypot(figures.xy[:, 0] - x, figures.xy[:, 1] - y) - figures.radius
        i = int(np.argmin(gap))
        return figures.items[i].id if gap[i] <= PICK_SLACK_CM else None

    def sight_row(self, model: TableModel) -> SightRow | None:
        """The selected figure's sight row the figure overlay drew on ``model``, if it did (a burst reads it)."""
        shown = self.figure_overlay.shown
        return shown.sight_row if shown.sight_model is model else None

    # --- keeping up ------------------------------------------------------------------------------------
    def _document_changed(self, change: Change) -> None:
        model, scenario = self._base_model, self.editor.document.scenario
        touched = change.added | change.modified
        only_figures = (model is not None and not change.meta
                        and all(fid in model.figures.index for fid in change.removed | change.modified)
                        and all(fid in scenario.features and scenario[fid].kind in FIGURE_KINDS for fid in touched))
        # A drop moves a figure: the obstacles and everything built on them stay (a rebuild costs a frame).
        self._base_model = with_figures_of(model, scenario) if only_figures else None
        if self._base_model is None:
            QTimer.singleShot(0, self, self._warm_up)
        self.schedule_refresh()

    def _warm_up(self) -> None:
        """Build the new table's per-table data while the event loop is idle, not in the first query."""
        if shiboken6.isValid(self.scene):
            warm_up(self.base_model)

    def _selection_changed(self) -> None:
        if not shiboken6.isValid(self.scene):
            return  # the scene is being destroyed with its editor and clears its selection on the way
        ids = self.scene.selected_ids()
        scenario = self.editor.document.scenario
        self.subject = ids[0] if len(ids) == 1 and scenario[ids[0]].kind in FIGURE_KINDS else None
        self.schedule_refresh()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.MouseMove:
            point = self.view.mapToScene(event.position().toPoint())
            self.cursor = (point.x(), point.y())
            # The view moves a dragged item after this filter runs: refresh once the event is handled.
            self.schedule_refresh()
        elif event.type() == QEvent.Type.KeyPress and watched is self.view:
            self.schedule_refresh()  # a drag cancelled lets the frozen overlays go once the figure is back
        return False

    def _reach_answered(self, answer: ReachAnswer) -> None:
        if shiboken6.isValid(self.scene):
            self.figure_overlay.take_reach(answer)
            self.schedule_refresh()  # the path to the pointer, now that the paths from the start are known

    @property
    def idle(self) -> bool:
        """Nothing left to do: no refresh pending, no reach being searched."""
        return not self._pending and not self.reach_worker.busy

    def settled(self) -> FigureOverlayState:
        """Refresh, wait for the reach searched off the UI thread, and refresh again with it (tests, exports)."""
        self.refresh()
        self.reach_worker.settle()
        return self.refresh()

    def schedule_refresh(self) -> None:
        """Refresh once control returns to the event loop, however many events asked for it."""
        if not self._pending:
            self._pending = True
            # The controller as the timer's context: a refresh asked just before the map's tab was closed is dropped
            # with the controller, where it ran on the figures' deleted items.
            QTimer.singleShot(0, self, self.refresh)

    def refresh(self) -> FigureOverlayState:
        """Ask the core again and move the overlay items to its answers; returns the figure overlay's state."""
        self._pending = False
        if not self.scene.is_layer_visible("overlays"):
            return self.figure_overlay.shown
        with unit_read_once():
            try:
                return self._refresh()
            finally:
                self._held_model = None

    def dragged(self) -> bool:
        """Whether the selected figure is being dragged: its item is drawn away from where the document has it."""
        item = self.scene.feature_item(self.subject) if self.subject is not None else None
        return item is not None and not item.pos().isNull()

    def _refresh(self) -> FigureOverlayState:
        # While a figure is dragged, what depends on every other figure (its sight lines, what it sees, the men it
        # commands, the measuring tools' figures caught and covers) stays as it was at the press: asked of the core
        # again once, at the drop. Only the figure, its path with its distance and its reach follow the pointer.
        position = self.subject_position()
        if position is not None and self.dragged():
            if not self.scene.frozen_overlays:
                if self._drawn_at_rest != self._at_rest():
                    self._update(self.base_model)  # picked up before a refresh: drawn as at the press first
                self.scene.freeze_overlays([*self.figure_overlay.frozen_items(),
                                            *(tool.group for tool in self.tools.values())])
            return self.figure_overlay.follow(self.base_model, self.subject, self.move_cm, position, self.cursor)
        if self.scene.frozen_overlays:
            self.scene.freeze_overlays([])
        if position is not None and self._drawn_at_rest == self._at_rest():
            # Nothing moved since they were drawn (the pointer hovers, the reach came): only the path follows it.
            state = self.figure_overlay.follow(self.base_model, self.subject, self.move_cm, position, self.cursor)
            self._refresh_tools(self.base_model)
            if set(self.figure_overlay.frozen_items()) != self.scene.rest_overlays:
                self._keep_at_rest(added=True)  # the reach found since: it stays as it is too, the others as they were
            return state
        state = self._update(self.model)
        self._drawn_at_rest = self._at_rest()
        return state

    def _at_rest(self) -> tuple:
        """What the overlays drawn for the figure at rest were asked for: while the same holds, a drag's press or a
        pointer moving over the table asks nothing again of what they show."""
        return self.base_model, self.subject, self.move_mode, astuple(self.figure_overlay.options), length_unit()

    def _update(self, model: TableModel) -> FigureOverlayState:
        """Every overlay asked of the core again on ``model``."""
        if self.subject is None or self.subject not in model.figures.index:
            self.figure_overlay.hide()
        else:
            state = self.figure_overlay.update(model, self.subject, self.move_cm, self.cursor, self.base_model,
                                               self.weapon_dice(self.subject))
            summary = self.summary(state)
            # Only when it changes: the status bar also shows the pointer's position, which it would hide.
            if summary != self._summary:
                self._summary = summary
                self.editor.show_message(summary)
        self._refresh_tools(model)
        self._keep_at_rest()
        return self.figure_overlay.shown

    def _keep_at_rest(self, added: bool = False) -> None:
        """The figure's overlays just asked stay as they are till they are asked again (the pointer hovering moves only
        the path): a view may keep them in a picture (``ScenarioScene.keep_overlays_at_rest``; ``added``: those kept
        already were not asked again), which a drag's press then freezes as it is. The measuring tools stay live: one
        aimed follows the pointer."""
        self.scene.keep_overlays_at_rest(self.figure_overlay.frozen_items(), added)

    def _refresh_tools(self, model: TableModel) -> None:
        self._held_model = model
        # Switching tools clears the one left, so this is the current tool's drawing (or none).
        for tool in self.tools.values():
            if tool.group.isVisible():
                tool.refresh()

    def summary(self, state: FigureOverlayState) -> str:
        """One status-bar line: how many figures the selected one sees, in cover or not, and commands."""
        features = self.editor.document.scenario.features
        # The figure by its name, role and gang (« Officier, Police »), as the properties and tooltips name it.
        figure = feature_title(features[state.figure]) if state.figure in features else state.figure
        # One whole sentence each, with or without the figures within command (no clause glued after the other).
        if state.command_radius_cm:
            text = self.tr("{figure}: sees {seen} ({cover} in cover), {hidden} out of sight; {n} within command")
        else:
            text = self.tr("{figure}: sees {seen} ({cover} in cover), {hidden} out of sight")
        return text.format(figure=figure, seen=state.seen, cover=state.seen_in_cover,
                           hidden=state.looked_at - state.seen, n=len(state.commanded))

    # --- the editor's bars --------------------------------------------------------------------------------
    def _install_tools(self) -> None:
        """Add the measuring tools after the editor's own, in the same exclusive group."""
        group = self.editor.tool_actions["select"].actionGroup() if self.editor.tool_actions else None
        self.editor.tool_bar.addSeparator()
        for name, key in TOOL_KEYS:
            tool = self.tools[name]
            self.editor.tools[name] = tool
            action = QAction(tool.label, self.editor)
            action.setCheckable(True)
            action.setShortcut(key)
            action.setToolTip(f"{tool.label} ({key})")
            action.triggered.connect(lambda _checked=False, n=name: self.editor.set_tool(n))
            if isinstance(group, QActionGroup):
                group.addAction(action)
            self.editor.addAction(action)
            self.editor.tool_bar.addAction(action)
            self.editor.tool_actions[name] = action

    def _install_menu(self) -> None:
        """An "Overlays" button with what the selected figure shows and its move allowance."""
        menu = QMenu(self.tr("Overlays"), self.editor)
        options = self.figure_overlay.options
        self.option_actions: dict[str, QAction] = {}
        for name, text in (("rings", self.tr("Range rings")), ("sight", self.tr("Sight lines")),
                           ("visibility", self.tr("What it sees")), ("reach", self.tr("Move reach and path")),
                           ("command", self.tr("Command radius"))):
            action = menu.addAction(text)
            action.setCheckable(True)
            action.setChecked(getattr(options, name))
            action.toggled.connect(lambda on, n=name: self.set_option(n, on))
            self.option_actions[name] = action
        menu.addSeparator()
        moves = QActionGroup(menu)
        labels = {"move_cm": self.tr("Moving: {length}"), "carrying_cm": self.tr("Carrying: {length}"),
                  "skates_cm": self.tr("On skates: {length}"), "vehicle_cm": self.tr("Vehicle: {length}")}
        for mode in MOVE_MODES:
            action = menu.addAction(labels[mode].format(length=length_text(float(self.rules.actions[mode]), trim=True)))
            action.setCheckable(True)
            action.setChecked(mode == self.move_mode)
            action.triggered.connect(lambda _checked=False, m=mode: self.set_move_mode(m))
            moves.addAction(action)
        button = QToolButton(self.editor.toolbar)
        button.setText(self.tr("Overlays"))
        button.setMenu(menu)
        button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.editor.toolbar.addSeparator()
        self.editor.toolbar.addWidget(button)

    def set_option(self, name: str, on: bool) -> None:
        setattr(self.figure_overlay.options, name, on)
        self.schedule_refresh()

    def set_move_mode(self, mode: str) -> None:
        if mode not in MOVE_MODES:
            raise ValueError(f"unknown move allowance '{mode}'")
        self.move_mode = mode
        self.schedule_refresh()
