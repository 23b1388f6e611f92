"""The selected figure's overlays: range rings, sight lines, visibility, move reach and path, command radius.

Every value comes from ``tabletop.geometry`` (and the move allowances from the game's rule data); this
module turns the answers into items and keeps what it showed in ``shown`` so tests and the status bar
can read the very numbers on screen.

Rings, sight lines, visibility and command follow the figure where it is drawn, dragged or not: "what
would it see from here". The move reach and the path are measured from where the figure stands in the
document, before the move: while it is dragged, the reach says where the move may end and the path
says how long the move so far is. That reach is the same all through a drag, so it is computed once, and
so is the search of the paths from that start: each pointer move then only asks for the last leg. Given a
``reach_worker`` (the editor's overlays), that search runs off the UI thread: until it ends, the last reach
found for the figure stays on screen and no path is drawn.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Callable, Mapping

import numpy as np
import shapely
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsItemGroup, QGraphicsPathItem

from tabletop.geometry import (Sight, SightRow, TableModel, command_group, sight, sight_from, sight_row,
                               visibility_polygon)
from tabletop.geometry.movement import Path, PathTree
from ui.map.overlay_items import (BAND_COLOURS, CLEAR_COLOUR, COMMAND_COLOUR, COVER_COLOUR, HIDDEN_COLOUR,
                                  MOVE_COLOUR, VIEW_COLOUR, VIEW_EDGE_COLOUR, Label, ShapesPath, area_item,
                                  circle_rect, cosmetic_pen, disc_item, forget_about, path_item, polyline_path,
                                  ring_item, set_about, shape_path, translucent)
from ui.map.overlay_labels import OverlayLabels, RingLabel
from ui.map.reach_worker import ReachAnswer, ReachWorker, search
from ui.preferences import length_text
from ui.translated import LocalText, localized

# Roles that activate others within the command radius (rulebook: a Leader/Officer up to 4 members,
# a Lieutenant/Sous-off up to 2).
COMMANDER_ROLES = ("leader", "officer", "lieutenant", "sous-off")
BANDS = ("short", "effective", "long")


def tr(text: str) -> LocalText:
    # pyside6-lupdate files a bare tr("...") call under the empty context, wherever it is made.
    return localized(QCoreApplication.translate("", text))


def band_name(band: str) -> str:
    """The range band in the referee's language."""
    names = {"short": tr("short"), "effective": tr("effective"), "long": tr("long"), "out": tr("out of range")}
    return names[band]


def sight_text(s: Sight) -> str:
    """The tooltip of a sight line: what the shooter sees of the target, and why."""
    where = tr("{length}, {band}").format(length=length_text(s.distance_cm), band=band_name(s.band))
    if s.hidden:
        return tr("{target}: hidden (the figure is hiding; a detection test is needed)").format(target=s.target)
    if not s.visible:
        return tr("{target}: out of sight, blocked by {what} ({where})").format(
            target=s.target, what=", ".join(s.blocked_by) or tr("an obstacle"), where=where)
    if s.cover:
        return tr("{target}: in cover behind {what} ({where})").format(
            target=s.target, what=", ".join(s.cover_by) or tr("part of it is hidden"), where=where)
    return tr("{target}: clear ({where})").format(target=s.target, where=where)


@dataclass
class FigureOverlayState:
    """What the overlay shows now, as the core computed it."""

    figure: str = ""
    position: tuple[float, float] = (0.0, 0.0)
    ring_radii_cm: dict[str, float] = field(default_factory=dict)  # band -> ring radius around the centre
    sight_row: SightRow | None = None  # the yes/no answers the lines are drawn from
    sight_model: TableModel | None = field(default=None, repr=False)
    visibility: shapely.Geometry | None = None
    move_cm: float = 0.0
    reach_area: shapely.Geometry | None = None  # the reach shown: the last one found for this figure
    reach_current: bool = False  # whether it was searched from where the move starts now (else one is on its way)
    path: Path | None = None
    command_radius_cm: float = 0.0
    commanded: tuple[str, ...] = ()
    _sights: list[Sight] | None = field(default=None, repr=False)

    @property
    def sights(self) -> list[Sight]:
        """Every sight line with its why (what blocks, what covers), asked of the core when first read:
        a drag draws the yes/no answers of ``sight_row`` and never needs them."""
        if self._sights is None:
            shown = self.sight_row is not None and self.sight_model is not None
            self._sights = sight_from(self.sight_model, self.figure) if shown else []
        return self._sights

    @property
    def seen(self) -> int:
        """How many figures it sees."""
        return int(self.sight_row.visible.sum()) if self.sight_row is not None else 0

    @property
    def seen_in_cover(self) -> int:
        return int((self.sight_row.visible & self.sight_row.cover).sum()) if self.sight_row is not None else 0

    @property
    def looked_at(self) -> int:
        """How many figures it has a sight line to (all but itself, when sight lines are shown)."""
        return len(self.sight_row.targets) if self.sight_row is not None else 0


def _same_reach(a: tuple, b: tuple) -> bool:
    """Whether two reach keys, (model, (figure, x, y, allowance)), ask the same: the very model, the same rest."""
    return a[0] is b[0] and a[1] == b[1]


class SightPath(QGraphicsPathItem):
    """The sight lines of one kind (clear, in cover, hidden) as one path: a drag repaints three items, not one
    per figure. Its tooltip (what the shooter sees of the target under the pointer, and why) is asked of the
    core only when it is about to show (``ScenarioScene.helpEvent``), not on every frame of a drag."""

    def __init__(self, lines: "SightLines", kind: str, pen: QPen):
        super().__init__()
        self.setPen(pen)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.lines = lines
        self.kind = kind

    def lazy_tooltip(self, x: float, y: float) -> None:
        """Set the text Qt shows, for the line of this kind nearest the pointer at (x, y)."""
        self.setToolTip(self.lines.tooltip_at(x, y, self.kind))

    def targets(self) -> list[str]:
        """The figures its lines go to."""
        return [target for target, kind, _ends in self.lines.shown if kind == self.kind]

    def parts_about(self) -> list[frozenset[str]]:
        """What each of its lines is about: the figure it goes to (the shooter is the overlay's)."""
        return [frozenset({target}) for target in self.targets()]

    def path_without(self, targets: set[str]) -> QPainterPath:
        """Its lines but those to ``targets`` (the table screen leaves out a line that would give a secret away)."""
        path = QPainterPath()
        for target, kind, ((ax, ay), (bx, by)) in self.lines.shown:
            if kind == self.kind and target not in targets:
                path.moveTo(ax, ay)
                path.lineTo(bx, by)
        return path


class SightLines:
    """The selected figure's sight lines (``shown``: target, kind and ends of each), one ``SightPath`` per kind."""

    def __init__(self, parent: QGraphicsItem, pens: Mapping[str, QPen]):
        self.paths = {kind: SightPath(self, kind, pen) for kind, pen in pens.items()}
        for item in self.paths.values():
            item.setParentItem(parent)
        # (target, kind, ((ax, ay), (bx, by))) per line drawn, and the model and shooter they were asked of.
        self.shown: list[tuple[str, str, tuple[tuple[float, float], tuple[float, float]]]] = []
        self.query: tuple[TableModel, str] | None = None
        # What a line's tooltip says of the core's answer: the editor's words, or a game's (its journal's sentences,
        # the pieces by their names: ``FigureOverlay.describe_sight``).
        self.describe: Callable[[Sight], str] = sight_text

    def show(self, model: TableModel, figure_id: str, row: SightRow) -> None:
        """Draw the lines of ``row`` (the core's answers for ``figure_id`` on ``model``)."""
        kinds = ["hidden" if not v else ("cover" if c else "clear") for v, c in zip(row.visible.tolist(),
                                                                                   row.cover.tolist())]
        paths = {kind: QPainterPath() for kind in self.paths}
        self.shown = []
        for target, kind, ((ax, ay), (bx, by)) in zip(row.targets, kinds, row.lines.tolist()):
            path = paths[kind]
            path.moveTo(ax, ay)
            path.lineTo(bx, by)
            self.shown.append((target, kind, ((ax, ay), (bx, by))))
        for kind, item in self.paths.items():
            item.setPath(paths[kind])
            item.setVisible(not paths[kind].isEmpty())
        self.query = (model, figure_id)

    def hide(self) -> None:
        for item in self.paths.values():
            item.setVisible(False)
        self.shown, self.query = [], None

    def tooltip_at(self, x: float, y: float, kind: str | None = None) -> str:
        """What the shooter sees of the target whose line (of ``kind``, if given) passes nearest (x, y)."""
        lines = [(target, ends) for target, k, ends in self.shown if kind is None or k == kind]
        if self.query is None or not lines:
            return ""
        ends = np.array([e for _target, e in lines], dtype=float)  # (n, 2, 2)
        gaps = shapely.distance(shapely.linestrings(ends), shapely.points(x, y))
        model, shooter = self.query
        return self.describe(sight(model, shooter, lines[int(np.argmin(gaps))][0]))


@dataclass
class FigureOverlayOptions:
    """Which parts are drawn; the controller's toolbar menu toggles them."""

    rings: bool = True
    sight: bool = True
    visibility: bool = True
    reach: bool = True
    command: bool = True


class FigureOverlay:
    """The items of the selected figure's overlays, reused from one update to the next."""

    def describe_sight(self, describe: Callable[[Sight], str]) -> None:
        """Say a sight line's tooltip with ``describe`` (a game's words) rather than the editor's."""
        self._lines.describe = describe

    def __init__(self, parent: QGraphicsItem):
        self.group = QGraphicsItemGroup(parent)
        self.group.setHandlesChildEvents(False)
        self.options = FigureOverlayOptions()
        self.shown = FigureOverlayState()
        self._visibility = area_item(cosmetic_pen(VIEW_EDGE_COLOUR, 1.0), translucent(VIEW_COLOUR, 70))
        # Dashed outlines one pixel wide too, for the same fast stroker (a dashed ring 1.5 px wide cost a millisecond).
        self._reach = area_item(cosmetic_pen(MOVE_COLOUR, 1.0, Qt.PenStyle.DashLine), translucent(MOVE_COLOUR, 35),
                                kept=True)
        self._path = path_item(cosmetic_pen(MOVE_COLOUR, 2.5))
        self._path_label = Label(self.group, MOVE_COLOUR)
        self._rings = {band: ring_item(cosmetic_pen(BAND_COLOURS[band], 1.0, Qt.PenStyle.DashLine)) for band in BANDS}
        self._ring_labels = {band: Label(self.group, BAND_COLOURS[band], 8.0) for band in BANDS}
        # Dotted two pixels wide, though Qt strokes that through its general stroker (a quarter of a millisecond a
        # frame): the short-range ring it runs along is drawn over it, and one-pixel dots vanish under its dashes.
        self._command = disc_item(cosmetic_pen(COMMAND_COLOUR, 2.0, Qt.PenStyle.DotLine),
                                  translucent(COMMAND_COLOUR, 18))
        # One pixel wide: Qt's raster engine draws such cosmetic lines with its fast line stroker, where a wider
        # pen goes through the general one (the sight lines then cost most of a frame's painting).
        self._lines = SightLines(self.group, {"clear": cosmetic_pen(CLEAR_COLOUR, 1.0),
                                              "cover": cosmetic_pen(COVER_COLOUR, 1.0),
                                              "hidden": cosmetic_pen(HIDDEN_COLOUR, 1.0, Qt.PenStyle.DotLine)})
        # The reach: searched in the caller's thread, or off the UI thread by ``reach_worker`` when one is given
        # (``take_reach`` then receives its answers). Keys are (model, (figure, x, y, allowance)): the reach
        # last asked for and the one shown, with its paths.
        self.reach_worker: ReachWorker | None = None
        # Given by the view's owner: the ring labels are then placed clear of the map's labels, inside the view.
        self.labels: OverlayLabels | None = None
        self._asked: tuple = (None, ())
        self._reach_key: tuple = (None, ())
        self._reach_area: shapely.Geometry | None = None
        self._paths: PathTree | None = None
        self._followers = ShapesPath(cosmetic_pen(COMMAND_COLOUR, 2.0))  # every member ringed, in one path
        # Lowest first: shaded areas under rings under lines.
        for z, item in enumerate([self._visibility, self._reach, self._command, self._followers, *self._rings.values(),
                                  self._path]):
            item.setParentItem(self.group)
            item.setZValue(z)
        for z, label in enumerate([*self._ring_labels.values(), self._path_label], start=z + 1):
            label.setZValue(z)  # above the shaded areas, so the numbers read at full contrast
        self.hide()

    def hide(self) -> None:
        self.group.setVisible(False)
        forget_about(self.group)
        self.shown = FigureOverlayState()

    def update(self, model: TableModel, figure_id: str, move_cm: float, cursor: tuple[float, float] | None = None,
               start_model: TableModel | None = None,
               weapon_dice: Mapping[str, int] | None = None) -> FigureOverlayState:
        """Query the core for ``figure_id`` where ``model`` has it, and move the items to the answers.

        ``start_model`` has the figure where its move starts (the document's position; ``model`` if not given).
        ``weapon_dice`` gives the shooting dice of the figure's weapons per band: a ring is drawn only for
        the bands its weapons reach (all three, unlabelled, for a figure without a known weapon).
        """
        figure = model.figure(figure_id)
        x, y, r = figure.x, figure.y, figure.radius
        state = FigureOverlayState(figure_id, (x, y), move_cm=move_cm)
        options = self.options
        measures = model.rules.measures
        limits = {"short": measures.short_cm, "effective": measures.effective_cm, "long": measures.long_cm}
        ring_labels = []
        for band, ring in self._rings.items():
            dice = weapon_dice.get(band, 0) if weapon_dice else None
            shown = options.rings and dice != 0
            ring.setVisible(shown)
            self._ring_labels[band].setVisible(shown)
            if shown:
                # Distances run base edge to base edge: the ring is the band's limit out from the base's edge.
                radius = r + limits[band]
                state.ring_radii_cm[band] = radius
                ring.setRect(circle_rect(x, y, radius))
                if dice is None:
                    text = length_text(limits[band], trim=True)
                elif dice == 1:
                    text = tr("{length}: 1 die").format(length=length_text(limits[band], trim=True))
                else:
                    text = tr("{length}: {dice} dice").format(length=length_text(limits[band], trim=True), dice=dice)
                self._ring_labels[band].show_at(text, x, y + radius, (-8.0, -16.0))
                ring_labels.append(RingLabel(self._ring_labels[band], (x, y), radius))
        self._update_sight(model, figure_id, state)
        self._visibility.setVisible(options.visibility)
        if options.visibility:
            state.visibility = visibility_polygon(model, x, y)
            self._visibility.setPath(shape_path(state.visibility))
        self._update_move(start_model or model, figure_id, move_cm, cursor, state)
        self._update_command(model, figure_id, state)
        # Every ring, line and area drawn is about the figure (the sight lines and the men it commands are about
        # their own figures too, line by line and ring by ring).
        set_about(self.group, {figure_id})
        self.group.setVisible(True)
        if self.labels is not None:
            self.labels.set("rings", ring_labels)
        self.shown = state
        return state

    def follow(self, start_model: TableModel, figure_id: str, move_cm: float, position: tuple[float, float],
               cursor: tuple[float, float] | None) -> FigureOverlayState:
        """While the figure is dragged (``position``: where it is drawn): only its path and the distance follow the
        pointer, over its reach (searched from ``start_model``, where the move starts). Its rings, what it sees, its
        sight lines to every figure and the men it commands stay as ``update`` last drew them, at the press
        (``frozen_items``): asked again once, at the drop."""
        state = replace(self.shown, position=position, move_cm=move_cm, reach_area=None, reach_current=False,
                        path=None)
        self._update_move(start_model, figure_id, move_cm, cursor, state)
        self.shown = state
        return state

    def frozen_items(self) -> list[QGraphicsItem]:
        """What stays as it was at the press while the figure is dragged (``follow``): every item but the path and its
        distance. The reach too, searched from where the move starts, when it was found before the press: else (a
        figure taken again right after a drop) it follows, for its search ends during the drag."""
        moving = (self._path, self._path_label) + (() if self.shown.reach_current else (self._reach,))
        return [item for item in self.group.childItems() if item not in moving]

    def _update_sight(self, model: TableModel, figure_id: str, state: FigureOverlayState) -> None:
        if not self.options.sight:
            self._lines.hide()
            return
        row = state.sight_row = sight_row(model, figure_id)
        state.sight_model = model
        self._lines.show(model, figure_id, row)

    def _update_move(self, model: TableModel, figure_id: str, move_cm: float, cursor: tuple[float, float] | None,
                     state: FigureOverlayState) -> None:
        show = self.options.reach
        current = False
        if show:
            start = model.figure(figure_id)
            key = (model, (figure_id, start.x, start.y, move_cm))
            if not _same_reach(self._asked, key):
                self._asked = key
                if self.reach_worker is None:
                    self.take_reach(search(key, model, figure_id, move_cm))
                else:
                    self.reach_worker.ask(key, model, figure_id, move_cm)
            current = _same_reach(self._reach_key, key) and self._paths is not None
            # Until the new reach comes, the last one found for this figure stays (the drag shows the last
            # finished answer); another figure's is never shown.
            if self._reach_key[1][:1] == (figure_id,) and self._reach_area is not None:
                state.reach_area = self._reach_area
                state.reach_current = current
        self._reach.setVisible(state.reach_area is not None)
        # The reach is exactly where one move can end: outside it the path is longer than the move, and
        # searching it (a search that grows with the distance) would only say so.
        far = current and cursor is not None and not shapely.contains_xy(self._reach_area, *cursor)
        # Inside the reach the path is at most the move: the paths searched from the start up to the move
        # (``path_to`` with that limit, to the last bit) give it. A reach searched from elsewhere gives none.
        state.path = self._paths.to(*cursor) if current and cursor is not None and not far else None
        self._path.setVisible(state.path is not None)
        if state.path is not None:
            self._path.setPath(polyline_path(state.path.points))
            self._path_label.show_at(length_text(state.path.length_cm), *state.path.points[-1])
        elif far:
            self._path_label.show_at(tr("out of reach: more than {length}").format(length=length_text(move_cm, trim=True)), *cursor)
        elif current and cursor is not None:
            self._path_label.show_at(tr("no way there"), *cursor)
        else:
            self._path_label.setVisible(False)

    def take_reach(self, answer: ReachAnswer) -> None:
        """Show a finished reach search (the worker's answers arrive here, newest last)."""
        self._reach_key, self._paths, self._reach_area = answer.key, answer.paths, answer.area
        self._reach.setPath(shape_path(answer.area) if answer.area is not None else QPainterPath())

    def _update_command(self, model: TableModel, figure_id: str, state: FigureOverlayState) -> None:
        figure = model.figure(figure_id)
        show = self.options.command and figure.role in COMMANDER_ROLES
        self._command.setVisible(show)
        if not show:
            self._followers.setVisible(False)
            return
        state.command_radius_cm = figure.radius + model.rules.measures.leader_command_cm
        self._command.setRect(circle_rect(figure.x, figure.y, state.command_radius_cm))
        state.commanded = command_group(model, figure_id).ids
        members = [model.figure(fid) for fid in state.commanded]
        self._followers.set_circles([(m.x, m.y, m.radius + 0.4) for m in members], [m.id for m in members],
                                    [{m.id} for m in members])
