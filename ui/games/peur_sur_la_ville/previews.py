"""What the action panel is about to do, drawn on the game map: the line of fire with its cover and the burst's
order, a throw's three possible landings and who they catch, a move's path, morale destinations and the
end-of-turn moves the referee may drag.

Drawn with the map editor's overlay helpers (pens, labels, pools of reused items) so a shot looks the same as
with the editor's measuring tools. Every number shown comes from a core preview or event; ``handles`` are the
destinations the referee may drag, by key (a figure or vehicle id). Every item shown says which pieces it is about
(``set_about``): the table screen leaves out whatever is about a secret piece (a line to a hidden figure, a landing
that would catch one); ``clear`` makes them say it again.
"""

from __future__ import annotations

import math
from typing import Iterable

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QFontMetricsF
from PySide6.QtWidgets import QGraphicsItemGroup

from tabletop.games.peur_sur_la_ville.play import (CiviliansReact, GameSetup, GameState, MovePreview, ShotPreview, ThrowPreview,
                                      thing_name, vehicle_centre)
from tabletop.games.peur_sur_la_ville.play.effects import out_of_sight_text, reach_text
from tabletop.sentences import listed, say
from ui.map.overlay_items import (CLEAR_COLOUR, COMMAND_COLOUR, COVER_COLOUR, HIDDEN_COLOUR, MOVE_COLOUR,
                                  RULER_COLOUR, TEMPLATE_COLOUR, Label, Pool, circle_rect, cosmetic_pen,
                                  forget_about, line_item, path_item, polyline_path, ring_item, set_about, set_line,
                                  translucent)
from ui.map.overlay_labels import OverlayLabels, SegmentLabel
from ui.map.overlay_tools import DIE_FACE_COLOURS
from ui.map.scene import ScenarioScene
from ui.preferences import length_text
from ui.translated import tr

Point = tuple[float, float]
MORALE_COLOUR = QColor("#8e44ad")
CIVILIAN_COLOUR = QColor("#117a65")
HANDLE_RADIUS_CM = 1.0
# How far from a handle (cm) a press still grabs it.
HANDLE_GRAB_CM = 1.6
# The widest line of a line of fire's label (px): a sentence naming several covers goes on over a second line rather
# than out of the map beside the panels of a 1366 px laptop.
LABEL_LINE_PX = 300.0


def folded(text: str, metrics: QFontMetricsF, width_px: float) -> str:
    """``text`` broken into lines at its spaces, each at most ``width_px`` wide (a word longer than that alone on its
    line); a non-breaking space (French « : ») keeps its words together."""
    lines: list[str] = []
    line = ""
    for word in text.split(" "):
        longer = f"{line} {word}" if line else word
        if line and metrics.horizontalAdvance(longer) > width_px:
            lines.append(line)
            longer = word
        line = longer
    return "\n".join([*lines, line])


def shot_summary(setup: GameSetup, state: GameState, shot: ShotPreview) -> str:
    """One line for the label on the line of fire and the action panel, in the journal's words (« à 12,5 cm, portée
    courte, à couvert derrière le muret », « à 30,0 cm, hors de vue : le mur coupe la ligne de vue »), the distance in
    the unit the referee chose."""
    seen = shot.sight
    length = length_text(seen.distance_cm)
    if not seen.visible:
        return out_of_sight_text(setup, state, seen.blocked_by, length)
    return reach_text(setup, state, length, seen.band, seen.cover, seen.cover_by)


class PreviewOverlay:
    """The preview items of one game map, reused from one preview to the next."""

    def __init__(self, scene: ScenarioScene, labels: OverlayLabels | None = None):
        # Places the line of fire's label clear of the map's labels and inside the view, when given.
        self.labels = labels
        self.group = QGraphicsItemGroup()
        self.group.setHandlesChildEvents(False)
        scene.add_overlay(self.group)
        self._fire = line_item(cosmetic_pen(CLEAR_COLOUR, 2.5))
        self._fire.setParentItem(self.group)
        self._fire_label = Label(self.group, RULER_COLOUR)
        self._rings = Pool(self.group, lambda: ring_item(cosmetic_pen(HIDDEN_COLOUR, 2.5)))
        self._numbers = Pool(self.group, lambda: Label(self.group, HIDDEN_COLOUR, 10.0))
        self._paths = Pool(self.group, lambda: path_item(cosmetic_pen(MOVE_COLOUR, 2.5)))
        self._path_labels = Pool(self.group, lambda: Label(self.group, MOVE_COLOUR))
        self._landings = {face: ring_item(cosmetic_pen(colour, 2.0), translucent(colour, 45))
                          for face, colour in DIE_FACE_COLOURS.items()}
        for ring in self._landings.values():
            ring.setParentItem(self.group)
        self._landing_labels = {face: Label(self.group, colour, 8.0) for face, colour in DIE_FACE_COLOURS.items()}
        self._landed = ring_item(cosmetic_pen(TEMPLATE_COLOUR, 3.0), translucent(TEMPLATE_COLOUR, 70))
        self._landed.setParentItem(self.group)
        self._handles = Pool(self.group, lambda: ring_item(cosmetic_pen(QColor("white"), 2.0)))
        self.handles: dict[str, Point] = {}
        self._handle_starts: dict[str, Point] = {}
        self._handle_colour: dict[str, QColor] = {}
        self._handle_items: dict[str, tuple] = {}
        self._handle_texts: dict[str, str] = {}
        self._handle_labelled: dict[str, bool] = {}
        self.clear()

    # --- everything off -------------------------------------------------------------------------------------
    def clear(self) -> None:
        for item in (self._fire, self._fire_label, self._landed, *self._landings.values(),
                     *self._landing_labels.values()):
            item.setVisible(False)
        for pool in (self._rings, self._numbers, self._paths, self._path_labels, self._handles):
            pool.hide()
        for item in self.group.childItems():
            forget_about(item)
        self.handles, self._handle_starts, self._handle_colour, self._handle_items = {}, {}, {}, {}
        self._handle_texts, self._handle_labelled = {}, {}

    def _pieces(self, count: int) -> tuple[list, list]:
        return self._rings.take(count), self._numbers.take(count)

    # --- shooting and fighting ------------------------------------------------------------------------------
    def show_shot(self, setup: GameSetup, state: GameState, shot: ShotPreview) -> None:
        """The line of fire coloured clear / in cover / blocked, its label, the civilian it crosses and, for a
        burst, the figures the extra hits would go to in order."""
        seen = shot.sight
        a, b = state.figures[seen.shooter], state.figures[seen.target]
        colour = HIDDEN_COLOUR if not seen.visible else COVER_COLOUR if seen.cover else CLEAR_COLOUR
        style = Qt.PenStyle.DotLine if not seen.visible else Qt.PenStyle.SolidLine
        self._fire.setPen(cosmetic_pen(colour, 2.5, style))
        set_line(self._fire, (a.x, a.y), (b.x, b.y))
        self._fire.setVisible(True)
        self._label_line(shot_summary(setup, state, shot), (a.x, a.y), (b.x, b.y), (a.x + b.x) / 2, (a.y + b.y) / 2)
        marked = [(shot.civilian, "!")] if shot.civilian else []
        marked += [(fid, str(n)) for n, fid in enumerate(shot.burst_candidates, start=2)]
        rings, numbers = self._pieces(len(marked))
        for ring, number, (fid, text) in zip(rings, numbers, marked):
            f = state.figures[fid]
            ring.setRect(circle_rect(f.x, f.y, f.base_cm / 2 + 0.4))
            number.show_at(text, f.x, f.y, (-4.0, -8.0))
        # The line, its words and the burst's numbers go together: one of the pieces they name hidden, none shows.
        for item in (self._fire, self._fire_label, *rings, *numbers):
            set_about(item, shot.about)

    def _label_line(self, text: str, a: Point, b: Point, x: float, y: float) -> None:
        """Label the line from a to b: at (x, y), or placed beside the line inside the view when placed."""
        self._fire_label.show_at(folded(text, QFontMetricsF(self._fire_label.font()), LABEL_LINE_PX), x, y)
        if self.labels is not None:
            self.labels.set("shot", [SegmentLabel(self._fire_label, a, b)])

    def show_fight(self, state: GameState, attacker: str, defender: str, text: str) -> None:
        a, b = state.figures[attacker], state.figures[defender]
        self._fire.setPen(cosmetic_pen(HIDDEN_COLOUR, 3.0))
        set_line(self._fire, (a.x, a.y), (b.x, b.y))
        self._fire.setVisible(True)
        self._label_line(text, (a.x, a.y), (b.x, b.y), b.x, b.y)
        self._link_about({attacker, defender})

    def show_target(self, state: GameState, source: str, target: str, text: str) -> None:
        """A plain link between two figures (rob, heal, arrest, exchange ...)."""
        a, b = state.figures[source], state.figures[target]
        self._fire.setPen(cosmetic_pen(COMMAND_COLOUR, 2.0, Qt.PenStyle.DashLine))
        set_line(self._fire, (a.x, a.y), (b.x, b.y))
        self._fire.setVisible(True)
        self._label_line(text, (a.x, a.y), (b.x, b.y), b.x, b.y)
        # A detection test draws this line to a hidden figure: about it, the line never reaches the table.
        self._link_about({source, target})

    def _link_about(self, about: set[str]) -> None:
        for item in (self._fire, self._fire_label):
            set_about(item, about)

    # --- moving ------------------------------------------------------------------------------------------------
    def show_move(self, setup: GameSetup, state: GameState, move: MovePreview) -> None:
        """The path the figure would take, cut at its allowance, with the obstacles it would cross."""
        (item,), (label,) = self._paths.take(1), self._path_labels.take(1)
        item.setPen(cosmetic_pen(MOVE_COLOUR, 2.5))
        item.setPath(polyline_path(move.path))
        # one sentence of the core, the obstacles named as the journal names them (« franchit le muret et la
        # barricade »)
        crossed = [thing_name(setup, state, o) for o in move.crossings]
        text = say("peur-move-preview", length=length_text(move.length_cm),
                   allowance=length_text(move.allowance_cm, trim=True), count=len(crossed), what=listed(crossed),
                   reached="yes" if move.reached else "no")
        label.show_at(text, *move.path[-1])
        set_about(item, move.about)
        set_about(label, move.about)

    # --- explosives --------------------------------------------------------------------------------------------
    def show_throw(self, state: GameState, throw: ThrowPreview, blast_diameter_cm: float) -> None:
        """Where the grenade lands on red, blue or yellow, with the figures each template would catch."""
        radius = blast_diameter_cm / 2
        thrower = state.figures[throw.thrower]
        (item,) = self._paths.take(1)
        item.setPen(cosmetic_pen(RULER_COLOUR, 1.5, Qt.PenStyle.DashLine))
        item.setPath(polyline_path([(thrower.x, thrower.y), throw.aim]))
        set_about(item, {throw.thrower})
        self._path_labels.hide()
        caught = sorted({fid for ids in throw.caught.values() for fid in ids})
        for face, ring in self._landings.items():
            if face not in throw.landings:
                ring.setVisible(False)
                self._landing_labels[face].setVisible(False)
                continue
            x, y = throw.landings[face]
            ring.setRect(circle_rect(x, y, radius))
            ring.setVisible(True)
            count = len(throw.caught.get(face, ()))
            self._landing_labels[face].show_at(tr("%n caught", "", count), x, y, (6.0, -6.0))
            set_about(ring, throw.landing_about(face))
            set_about(self._landing_labels[face], throw.landing_about(face))
        rings, numbers = self._pieces(len(caught))
        for ring, number, fid in zip(rings, numbers, caught):
            f = state.figures[fid]
            ring.setRect(circle_rect(f.x, f.y, f.base_cm / 2 + 0.4))
            number.setVisible(False)
            set_about(ring, {throw.thrower, fid})

    def show_landing(self, point: Point, blast_diameter_cm: float, about: Iterable[str]) -> None:
        """Where a resolved throw or launch came down; ``about``, the pieces it caught and who threw it."""
        self._landed.setRect(circle_rect(*point, blast_diameter_cm / 2))
        self._landed.setVisible(True)
        set_about(self._landed, about)

    # --- destinations the referee may drag ------------------------------------------------------------------
    def show_destinations(self, moves: list[tuple[str, Point, Point, str]], colour: QColor = MORALE_COLOUR,
                          labelled: bool = True) -> None:
        """Arrows from where pieces stand to where they would go (key, start, end, label); each end a handle.
        Unlabelled, a label shows only on the handle the referee drags (a whole gang deploying is too many)."""
        for key, start, end, text in moves:
            self.handles[key] = end
            self._handle_starts[key] = start
            self._handle_colour[key] = colour
            self._handle_texts[key] = text
            self._handle_labelled[key] = labelled
        keys = list(self.handles)
        paths, labels, rings = self._paths.take(len(keys)), self._path_labels.take(len(keys)), self._handles.take(
            len(keys))
        for key, path, label, ring in zip(keys, paths, labels, rings):
            self._handle_items[key] = (path, label, ring)
            for item in (path, label, ring):
                set_about(item, {key})
            path.setPen(cosmetic_pen(self._handle_colour[key], 2.5, Qt.PenStyle.DashLine))
            ring.setPen(cosmetic_pen(self._handle_colour[key], 2.5))
            ring.setBrush(translucent(self._handle_colour[key], 90))
            label.setBrush(self._handle_colour[key])
            self._draw_handle(key)

    def show_proposals(self, setup: GameSetup, state: GameState, react: CiviliansReact) -> None:
        """The end-of-turn moves of the civilians and the traffic cars."""
        moves = [(m.figure, (state.figures[m.figure].x, state.figures[m.figure].y), (m.x, m.y), m.reason)
                 for m in react.moves]
        for vm in react.vehicles:
            centre = vehicle_centre(setup, state.vehicles[vm.vehicle])
            moves.append((vm.vehicle, centre, (centre[0] + vm.dx, centre[1] + vm.dy), vm.reason))
        self.show_destinations(moves, CIVILIAN_COLOUR)

    def handle_at(self, x: float, y: float) -> str | None:
        """The handle under (x, y), nearest first; None when the press is on none."""
        near = [(math.hypot(hx - x, hy - y), key) for key, (hx, hy) in self.handles.items()]
        near = [n for n in near if n[0] <= HANDLE_GRAB_CM]
        return min(near)[1] if near else None

    def handle_items(self, key: str) -> tuple:
        """The items of ``key``'s handle: its arrow, its words and its ring."""
        return self._handle_items[key]

    def move_handle(self, key: str, x: float, y: float) -> None:
        self.handles[key] = (x, y)
        self._draw_handle(key, dragged=True)

    def _draw_handle(self, key: str, dragged: bool = False) -> None:
        path, label, ring = self._handle_items[key]
        start, end = self._handle_starts[key], self.handles[key]
        path.setPath(polyline_path([start, end]))
        ring.setRect(circle_rect(*end, HANDLE_RADIUS_CM))
        if not (self._handle_labelled[key] or dragged):
            label.setVisible(False)
            return
        length = math.hypot(end[0] - start[0], end[1] - start[1])
        text = self._handle_texts[key]
        shown = length_text(length, decimals=0)
        label.show_at(f"{text} · {shown}" if text else shown, *end, (10.0, -10.0))

