"""The game table: the map editor's scene and view showing the table as the game state has it, a state marker
over every piece, the action previews, and a pointer tool that picks pieces and points and drags destinations.

The scene is the map editor's ``ScenarioScene`` over a private scenario document holding the live table (pieces
where they stand now, vehicles where they drove, clouds); after each game step the features that differ are
named in a scenario ``Change`` and the scene refreshes only those items.
"""

from __future__ import annotations

import math
from typing import Callable, Iterable

from PySide6.QtCore import QPointF, Qt, Signal
from PySide6.QtGui import QAction, QKeySequence, QPolygonF
from PySide6.QtWidgets import QLabel, QMenu, QToolBar, QToolButton, QVBoxLayout, QWidget

from tabletop.games.peur_sur_la_ville.play import Change as GameChange
from tabletop.games.peur_sur_la_ville.play import GameSetup, GameState, vehicle_polygon
from tabletop.games.peur_sur_la_ville.play.effects import sight_words
from tabletop.geometry import Sight
from tabletop.scenario import Feature, Geometry, Scenario
from tabletop.scenario.edits import Change
from ui.document import ScenarioDocument
from ui.forms import shorten
from ui.games.peur_sur_la_ville.document import GameDocument
from ui.games.peur_sur_la_ville.markers import CloudMarker, FigureMarker, MineMarker, VehicleMarker
from ui.games.peur_sur_la_ville.previews import PreviewOverlay
from ui.map.items import FeatureItem
from ui.map.labels import LabelPlacer
from ui.map.overlay_figure import FigureOverlay
from ui.map.overlay_labels import OverlayLabels
from ui.map.scene import ScenarioScene
from ui.map.snapping import Snapper
from ui.map.tool import Tool, ToolEvent
from ui.map.view import MapView
from ui.preferences import length_text, position_text

CLOUD_SEGMENTS = 32
# The close-up shows this much of the table (cm): the 30 cm of a pistol's effective range each way, and more.
CLOSE_UP_CM = (70.0, 50.0)
PIECE_KINDS = ("figure", "civilian")


def live_features(setup: GameSetup, state: GameState) -> dict[str, Feature]:
    """The scenario's features as the table stands in ``state``: pieces moved, vehicles driven, wrecks of
    destroyed obstacles gone, smoke and gas clouds added (as smoke, the map's colour for them)."""
    features = {fid: f for fid, f in setup.scenario.features.items() if fid not in state.destroyed_obstacles}
    for f in state.figures.values():
        old = features.get(f.id)
        if old is None:  # a soldier of the Garde Nationale's check-point: drawn as a figure of no side
            features[f.id] = Feature(f.id, "figure", Geometry("Point", (f.x, f.y)), {"role": f.role, "name": f.name})
        elif old.geometry.points()[0] != (f.x, f.y):
            features[f.id] = old.with_geometry(Geometry("Point", (f.x, f.y)))
    for v in state.vehicles.values():
        if v.id in features and (v.offset != (0.0, 0.0) or v.heading_deg):
            ring = tuple((float(x), float(y)) for x, y in vehicle_polygon(setup, v).exterior.coords)
            features[v.id] = features[v.id].with_geometry(Geometry("Polygon", (ring,)))
    for cloud in state.clouds:
        r = cloud.diameter_cm / 2
        ring = tuple((cloud.x + r * math.cos(2 * math.pi * k / CLOUD_SEGMENTS),
                      cloud.y + r * math.sin(2 * math.pi * k / CLOUD_SEGMENTS)) for k in range(CLOUD_SEGMENTS + 1))
        features[cloud.id] = Feature(cloud.id, "smoke", Geometry("Polygon", (ring,)), {"name": cloud.kind})
    return features


class GameTool(Tool):
    """Clicks pick a piece (or a point of the table); a press on a destination handle drags it."""

    name = "game"

    def __init__(self, game_map: "GameMap"):
        super().__init__(game_map)
        self.map = game_map
        self.dragging: str | None = None

    def press(self, event: ToolEvent) -> None:
        if event.button != Qt.MouseButton.LeftButton:
            return
        x, y = event.raw.x(), event.raw.y()
        self.dragging = self.map.previews.handle_at(x, y)
        if self.dragging is None:
            self.map.click_at(x, y)
        else:
            self.map.keep_still_but(self.dragging)

    def move(self, event: ToolEvent) -> None:
        if self.dragging is not None:
            self.map.previews.move_handle(self.dragging, event.raw.x(), event.raw.y())

    def release(self, event: ToolEvent) -> None:
        if self.dragging is not None:
            key, self.dragging = self.dragging, None
            self.map.scene.freeze_overlays([])
            x, y = self.map.previews.handles[key]
            self.map.handle_moved.emit(key, x, y)

    def cancel(self) -> None:
        if self.dragging is not None:
            self.map.scene.freeze_overlays([])
        self.dragging = None


class GameMap(QWidget):
    """The map of one game. ``piece_clicked`` names a figure or civilian clicked, ``point_clicked`` a point of
    the table clicked away from any piece, ``handle_moved`` a destination the referee dropped."""

    piece_clicked = Signal(str)
    point_clicked = Signal(float, float)
    handle_moved = Signal(str, float, float)

    def __init__(self, document: GameDocument, parent: QWidget | None = None):
        super().__init__(parent)
        self.document = document
        session = document.session
        live = Scenario(session.setup.scenario.name, session.setup.scenario.table, features=live_features(
            session.setup, session.state))
        self.map_document = ScenarioDocument(live, parent=self)
        self.scene = ScenarioScene(self.map_document, self)
        snapper = Snapper(self.map_document)
        snapper.enabled = False  # pieces stand where the referee puts them, not on a grid
        self.view = MapView(self.scene, snapper, self)
        self.view.setToolTip("")
        # Figures crowd together in a fight: their labels are placed apart, or shown on hover, as in the editor.
        self.labels = LabelPlacer(self.scene, self.view, self)
        for item in self.scene.items_by_id.values():
            # Selection is the game's (one piece at a time, from the map or the rosters), not the editor's.
            item.setFlag(FeatureItem.GraphicsItemFlag.ItemIsSelectable, item.kind in PIECE_KINDS)
        self.figure_overlay = FigureOverlay(self.scene.overlay_layer)
        # Ring and shot labels keep off the map's labels and inside the view.
        self.figure_overlay.labels = OverlayLabels(self.scene, self.view)
        # A sight line's tooltip in the journal's words, the pieces by their names (the editor's says their ids).
        self.figure_overlay.describe_sight(self._sight_words)
        options = self.figure_overlay.options
        options.sight = options.visibility = options.reach = False
        self.previews = PreviewOverlay(self.scene, self.figure_overlay.labels)
        self.markers: dict[str, FigureMarker] = {}
        self.vehicle_markers: dict[str, VehicleMarker] = {}
        self.cloud_markers: dict[str, CloudMarker] = {}
        self.mine_markers: dict[str, MineMarker] = {}
        self.selected: str | None = None
        self.tool = GameTool(self)
        self.view.set_tool(self.tool)
        # Two rows, for the map is a third of a laptop's width beside the rosters and the actions: the table screen,
        # the players' phones and the View menu on the first (``self.toolbar``, the tab adds to it), the view's
        # moves and the pointer's place on the second; no button goes behind a bar's « » » at 1366 pixels.
        self.toolbar = QToolBar(self)
        self.view_bar = QToolBar(self)
        for text, slot, key, short in (
                (self.tr("Fit the table"), self.view.fit_table, "Ctrl+0", None),
                (self.tr("Close up"), self.close_up, "Ctrl+9", None),
                (self.tr("Zoom in"), self.view.zoom_in, "Ctrl+=", ("+", self.tr("Zoom in (Ctrl++)"))),
                (self.tr("Zoom out"), self.view.zoom_out, "Ctrl+-", ("\u2212", self.tr("Zoom out (Ctrl+-)")))):
            action = self.view_bar.addAction(text)
            action.setShortcut(QKeySequence(key))
            if short is not None:
                shorten(action, *short)
            # Only while the map has focus, so the keys never fight the shell's or another tab's.
            action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            action.triggered.connect(lambda _checked=False, s=slot: s())
            self.addAction(action)
        self.rings_action = QAction(self.tr("Range rings"), self)
        self.rings_action.setCheckable(True)
        self.rings_action.setChecked(True)
        self.rings_action.toggled.connect(self._show_rings)
        # The View menu at the head of the bar, as the map editor has it (the table screen adds its entries).
        self.view_menu = QMenu(self)
        self.view_menu.addAction(self.rings_action)
        view_button = QToolButton(self)
        view_button.setText(self.tr("View"))
        view_button.setMenu(self.view_menu)
        view_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.toolbar.addWidget(view_button)
        self.pointer = QLabel(self)
        self.view_bar.addSeparator()
        self.view_bar.addWidget(self.pointer)
        self.view.cursor_moved.connect(lambda x, y: self.pointer.setText(
            position_text(x, y)))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.toolbar)
        layout.addWidget(self.view_bar)
        layout.addWidget(self.view)
        self._fitted = False
        self._draw_markers(session.state)
        document.changed.connect(self.follow)

    # --- following the game -------------------------------------------------------------------------------
    def _sight_words(self, seen: Sight) -> str:
        session = self.document.session
        return sight_words(session.setup, session.state, seen, length_text(seen.distance_cm))

    def follow(self, change: GameChange) -> None:
        """Redraw after a game step: features that moved, and the markers of the pieces the Change names (all of
        them when the activation changed, since the acting ring moves)."""
        session = self.document.session
        state = session.state
        new = live_features(session.setup, state)
        old = self.map_document.scenario.features
        scenario_change = Change(added=frozenset(new.keys() - old.keys()), removed=frozenset(old.keys() - new.keys()),
                                 modified=frozenset(k for k in new.keys() & old.keys() if new[k] != old[k]))
        self.map_document.scenario.features = new
        if scenario_change.added or scenario_change.removed or scenario_change.modified:
            self.map_document.changed.emit(scenario_change)
            for fid in scenario_change.added:
                item = self.scene.feature_item(fid)
                if item is not None:
                    item.setFlag(FeatureItem.GraphicsItemFlag.ItemIsSelectable, False)
        named = set(change.figures) | set(change.vehicles)
        if change.activation or change.turn or change.phase:
            named |= set(state.figures) | set(state.vehicles)
        self._draw_markers(state, named)
        self.refresh_selection()

    def _draw_markers(self, state: GameState, named: set[str] | None = None) -> None:
        acting = set(state.activation.figures) if state.activation else set()
        for fid, f in state.figures.items():
            if named is not None and fid not in named and fid in self.markers:
                continue
            marker = self.markers.get(fid)
            if marker is None:
                marker = self.markers[fid] = FigureMarker(f)
                self.scene.addItem(marker)
            marker.set_state(f, fid in acting)
        setup = self.document.session.setup
        for vid, v in state.vehicles.items():
            if named is not None and vid not in named and vid in self.vehicle_markers:
                continue
            outline = QPolygonF([QPointF(x, y) for x, y in vehicle_polygon(setup, v).exterior.coords])
            marker = self.vehicle_markers.get(vid)
            if marker is None:
                marker = self.vehicle_markers[vid] = VehicleMarker(outline, v)
                self.scene.addItem(marker)
            marker.set_state(outline, v)
        self._follow_pieces(self.cloud_markers, state.clouds, CloudMarker, lambda marker: marker.cloud)
        # Mines are few and a game Change does not name them: drawn again from the state each step.
        self._follow_pieces(self.mine_markers, state.mines, MineMarker, lambda marker: marker.mine)

    def _follow_pieces(self, markers: dict, pieces: Iterable, make: Callable, shown: Callable) -> None:
        """``markers`` (by id) brought in line with ``pieces``: a marker whose piece changed or went is removed, a
        new piece gets one (clouds and mines are drawn as they are, so a changed one is drawn anew)."""
        wanted = {piece.id: piece for piece in pieces}
        for key in [key for key, marker in markers.items() if wanted.get(key) != shown(marker)]:
            self.scene.removeItem(markers.pop(key))
        for key, piece in wanted.items():
            if key not in markers:
                markers[key] = make(piece)
                self.scene.addItem(markers[key])

    def keep_still_but(self, handle: str) -> None:
        """While the referee drags ``handle``, every other overlay (the selected figure's rings, command and reach, the
        other previews) is frozen (``ScenarioScene.freeze_overlays``): the map view and the table screen draw them
        once into their pictures of what is at rest, and each frame only the handle's arrow, ring and words. None of
        them depends on a handle (a destination proposed, not a step of the game): at the drop they are let go as
        they are, and asked of the core again only when the game takes a step (``follow``)."""
        moving = set(self.previews.handle_items(handle))
        self.scene.freeze_overlays([*self.figure_overlay.group.childItems(),
                                    *(item for item in self.previews.group.childItems() if item not in moving)])

    # --- picking -------------------------------------------------------------------------------------------
    def piece_at(self, x: float, y: float) -> str | None:
        """The figure or civilian whose base is under the point (the map's own hit test)."""
        hits = [i for i in self.scene.features_at(QPointF(x, y)) if i.kind in PIECE_KINDS]
        return hits[0].feature_id if hits else None

    def click_at(self, x: float, y: float) -> None:
        piece = self.piece_at(x, y)
        if piece is not None:
            self.piece_clicked.emit(piece)
        else:
            self.point_clicked.emit(x, y)

    def select(self, figure_id: str | None, move_cm: float = 0.0) -> None:
        """Highlight one piece and show its range rings and command radius (the editor's figure overlay)."""
        self.selected = figure_id
        self.scene.select_ids([figure_id] if figure_id else [])
        self.figure_overlay.options.reach = move_cm > 0
        self.refresh_selection(move_cm)

    def refresh_selection(self, move_cm: float | None = None) -> None:
        state = self.document.session.state
        f = state.figures.get(self.selected or "")
        if f is None or not f.alive or f.kind != "figure":
            self.figure_overlay.hide()
            return
        allowance = move_cm if move_cm is not None else self.figure_overlay.shown.move_cm
        self.figure_overlay.update(self.document.session.model(), f.id, allowance)

    def _show_rings(self, on: bool) -> None:
        self.figure_overlay.options.rings = on
        self.figure_overlay.options.command = on
        self.refresh_selection()

    def close_up(self) -> None:
        """Zoom on the selected piece (or the middle of the table) with the ground a pistol covers around it."""
        state = self.document.session.state
        f = state.figures.get(self.selected or "")
        centre = QPointF(f.x, f.y) if f is not None else self.scene.table_rect.center()
        viewport = self.view.viewport().rect()
        self.view.set_scale(min(viewport.width() / CLOSE_UP_CM[0], viewport.height() / CLOSE_UP_CM[1]))
        self.view.centerOn(centre)

    def fit(self) -> None:
        self.view.fit_table()

    def showEvent(self, event) -> None:
        super().showEvent(event)
        if not self._fitted:
            self._fitted = True
            self.view.fit_table()
