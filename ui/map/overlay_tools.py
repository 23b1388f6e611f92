"""The referee's measuring tools: ruler, blast template, burst preview and thrown path preview.

They are editor tools (``ui.map.tool.MapTool``): the pointer drives them, Esc clears them, and none of
them ever edits the document. Each asks ``tabletop.geometry`` and draws the answer with reused items;
``shown`` keeps the last answer so tests can compare what is drawn with what the core says.

They meet the overlay controller (``ui/map/overlays.py``) through ``Measuring``, what they read from it,
and ``OVERLAY_TOOLS``, the tools it builds: the controller imports them, they never import it.
"""

from __future__ import annotations

import math
from typing import Protocol, TypeVar

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsItem, QGraphicsItemGroup

from tabletop.games.peur_sur_la_ville.rules.rules import PeurRules
from tabletop.geometry import SightRow, TableModel, range_band
from tabletop.geometry.model import GeometryError
from tabletop.geometry.templates import Blast, Burst, Throw, blast, blast_after_move, burst, throws, touched
from ui.map.overlay_figure import band_name
from ui.map.overlay_items import (COVER_COLOUR, HIDDEN_COLOUR, RULER_COLOUR, TEMPLATE_COLOUR, Label, Pool,
                                  ShapesPath, circle_rect, cosmetic_pen, disc_item, line_item, path_item,
                                  polyline_path, set_about, set_line, translucent)
from ui.map.tool import MapEditing, MapTool, ToolEvent
from ui.preferences import length_text, length_unit
from ui.translated import LocalText, localized

# Thrown distances are keyed by the colour die's face; these are drawn in the face's colour.
DIE_FACE_COLOURS = {"red": QColor("#c0392b"), "blue": QColor("#2e86c1"), "yellow": QColor("#d4ac0d")}
ItemT = TypeVar("ItemT", bound=QGraphicsItem)


def tr(text: str, disambiguation: str = "", n: int = -1) -> LocalText:
    # pyside6-lupdate files a bare tr("...") call under the empty context, wherever it is made; with a count ``n``
    # the catalogue's plural form for it is chosen.
    return localized(QCoreApplication.translate("", text, disambiguation or None, n))


class Measuring(Protocol):
    """What the measuring tools read from the overlays' controller: the editor they live in, the overlay group
    they draw under, the table as shown (the selected figure where it is dragged), the rules, and the selected
    figure's sight row on that table when the figure overlay has drawn it."""

    @property
    def editor(self) -> MapEditing: ...

    @property
    def model(self) -> TableModel: ...

    root: QGraphicsItemGroup
    subject: str | None
    rules: PeurRules

    def figure_at(self, x: float, y: float) -> str | None: ...

    def sight_row(self, model: TableModel) -> SightRow | None: ...


class OverlayTool(MapTool):
    """A tool drawing into its own group of the overlay layer, hidden when the tool is left or cleared."""

    def __init__(self, controller: Measuring):
        super().__init__(controller.editor)
        self.controller = controller
        self.group = QGraphicsItemGroup(controller.root)
        self.group.setHandlesChildEvents(False)
        self.group.setVisible(False)
        set_about(self.group, ())  # a measure between points of the table is about no piece; a tool says otherwise

    def in_group(self, item: ItemT) -> ItemT:
        """``item``, drawn in the tool's group: shown and hidden with it."""
        item.setParentItem(self.group)
        return item

    def show_nothing(self, message: str = "") -> None:
        """Draw nothing, the tool lacking what it measures from; ``message``, when given, says what is missing."""
        self.group.setVisible(False)
        if message:
            self.editor.show_message(message)

    def start(self) -> None:
        self.group.setVisible(False)

    def cancel(self) -> None:
        self.clear()

    def clear(self) -> None:
        self.group.setVisible(False)

    def refresh(self) -> None:
        """Redraw from the current model (a figure moved or the document changed)."""


class RulerTool(OverlayTool):
    """Click-drag measures a segment; each click adds a waypoint; double-click or Enter ends the measure."""

    name = "ruler"
    label_text = QT_TRANSLATE_NOOP("Tools", "Ruler")

    def __init__(self, controller: Measuring):
        super().__init__(controller)
        self.points: list[tuple[float, float]] = []
        self.live: tuple[float, float] | None = None
        self.finished = False
        self.total_cm = 0.0
        self.band = ""
        self._line = self.in_group(path_item(cosmetic_pen(RULER_COLOUR, 2.0)))
        self._dots = self.in_group(ShapesPath(cosmetic_pen(RULER_COLOUR, 1.5), translucent(RULER_COLOUR, 255)))
        self._label = Label(self.group, RULER_COLOUR)
        self._press: tuple[float, float] | None = None
        self._drawn: tuple = ()  # the points and rules last drawn

    @property
    def active(self) -> bool:
        return bool(self.points) and not self.finished

    def press(self, event: ToolEvent) -> None:
        if event.button != Qt.MouseButton.LeftButton:
            return
        point = (event.pos.x(), event.pos.y())
        if self.finished or not self.points:
            self.points, self.finished = [point], False
        elif point != self.points[-1]:
            self.points.append(point)
        self._press = point
        self.live = point
        self.refresh()

    def move(self, event: ToolEvent) -> None:
        if self.points and not self.finished:
            self.live = (event.pos.x(), event.pos.y())
            self.refresh()

    def release(self, event: ToolEvent) -> None:
        if event.button != Qt.MouseButton.LeftButton or self._press is None:
            return
        point = (event.pos.x(), event.pos.y())
        if point != self._press:  # a drag: the release ends a segment
            self.points.append(point)
            self.live = point
        self._press = None
        self.refresh()

    def double_click(self, event: ToolEvent) -> None:
        self.finish()

    def finish(self) -> None:
        if self.points:
            self.finished = True
            self.live = None
            self.refresh()

    def clear(self) -> None:
        super().clear()
        self.points, self.live, self.finished, self.total_cm, self.band = [], None, False, 0.0, ""
        self._drawn = ()

    def measured(self) -> list[tuple[float, float]]:
        """The waypoints, then the pointer while the measure goes on."""
        if self.live is not None and not self.finished and (not self.points or self.live != self.points[-1]):
            return [*self.points, self.live]
        return list(self.points)

    def refresh(self) -> None:
        points = self.measured()
        if not points:
            self.clear()
            return
        # The controller refreshes every tool shown on each pointer move: a ruler put down while a figure is
        # dragged stays as it is (its measure reads nothing of the figures; the unit it is written in may change).
        drawn = (tuple(points), self.controller.model.rules, length_unit())
        if drawn == self._drawn and self.group.isVisible():
            return
        self._drawn = drawn
        # A ruler measures point to point along its legs; the band is the core's for that distance.
        self.total_cm = math.fsum(math.dist(a, b) for a, b in zip(points, points[1:]))
        self.band = range_band(self.controller.model, self.total_cm)
        self._line.setPath(polyline_path(points))
        self._dots.set_circles([(x, y, 0.35) for x, y in points])
        self._label.show_at(tr("{length}, {band}").format(length=length_text(self.total_cm), band=band_name(self.band)),
                            *points[-1])
        self.group.setVisible(True)


class AimedTool(OverlayTool):
    """A tool that follows the pointer until a left click puts it down: ``aim`` is the point, ``locked`` once put."""

    def __init__(self, controller: Measuring):
        super().__init__(controller)
        self.aim: tuple[float, float] | None = None
        self.locked = False

    def move(self, event: ToolEvent) -> None:
        if not self.locked:
            self.aim = (event.pos.x(), event.pos.y())
            self.refresh()

    def press(self, event: ToolEvent) -> None:
        if event.button == Qt.MouseButton.LeftButton:
            self.aim, self.locked = (event.pos.x(), event.pos.y()), True
            self.refresh()

    def clear(self) -> None:
        super().clear()
        self.aim, self.locked = None, False


class BlastTool(AimedTool):
    """A blast template follows the pointer; a click puts it down; caught figures are ringed, by cover."""

    name = "blast"
    label_text = QT_TRANSLATE_NOOP("Tools", "Blast template")

    def __init__(self, controller: Measuring):
        super().__init__(controller)
        self.shown: Blast | None = None
        self._laid_on: TableModel | None = None  # the table ``shown`` was asked of
        self._drawn: tuple = ()  # what the items show: the answer and its label
        self._template = self.in_group(disc_item(cosmetic_pen(TEMPLATE_COLOUR, 2.0), translucent(TEMPLATE_COLOUR, 60)))
        # The caught figures ringed, in cover or not, and the lines to those in cover: one path each.
        self._rings = {cover: self.in_group(ShapesPath(cosmetic_pen(COVER_COLOUR if cover else TEMPLATE_COLOUR, 2.5)))
                       for cover in (True, False)}
        self._lines = self.in_group(ShapesPath(cosmetic_pen(COVER_COLOUR, 1.0, Qt.PenStyle.DashLine)))
        self._label = Label(self.group, TEMPLATE_COLOUR)

    def clear(self) -> None:
        super().clear()
        self.shown, self._laid_on, self._drawn = None, None, ()

    def refresh(self) -> None:
        if self.aim is None:
            return
        model = self.controller.model
        previous = self.shown
        if (previous is not None and self._laid_on is not None and previous.centre == self.aim
                and previous.diameter_cm == model.rules.measures.blast_diameter_cm):
            # A figure dragged far from the template changes nothing: the last answer is kept, not asked again.
            result = blast_after_move(previous, self._laid_on, model)
        else:
            result = blast(model, *self.aim)
        self.shown, self._laid_on = result, model
        covered = [c for c in result.caught if c.cover]
        text = tr("%n caught ({k} in cover)", "", len(result.caught)).format(k=len(covered))
        if (result, text) == self._drawn and self.group.isVisible():
            return  # the items already show it
        self._drawn = (result, text)
        x, y = self.aim
        self._template.setRect(circle_rect(x, y, result.diameter_cm / 2))
        for cover, rings in self._rings.items():
            caught = [c for c in result.caught if c.cover == cover]
            figures = [model.figure(c.id) for c in caught]
            rings.set_circles([(f.x, f.y, f.radius + 0.3) for f in figures],
                              [tr("{id}: caught, in cover behind {what}").format(id=c.id, what=", ".join(c.cover_by))
                               if cover else tr("{id}: caught, no cover").format(id=c.id) for c in caught])
        self._lines.set_segments([c.line for c in covered], [", ".join(c.cover_by) for c in covered])
        self._label.show_at(text, x, y)
        # The template, its count and its rings are about every figure it catches: one of them hidden, and the
        # table shows none of it.
        set_about(self.group, result.about)
        self.group.setVisible(True)


class BurstTool(OverlayTool):
    """With a shooter selected, the figure under the pointer is the target: hits are numbered in order."""

    name = "burst"
    label_text = QT_TRANSLATE_NOOP("Tools", "Burst")

    def __init__(self, controller: Measuring):
        super().__init__(controller)
        self.target: str | None = None
        self.locked = False
        self.shown: Burst | None = None
        self._line = self.in_group(line_item(cosmetic_pen(HIDDEN_COLOUR, 1.0, Qt.PenStyle.DashLine)))
        self._numbers = Pool(self.group, lambda: Label(self.group, HIDDEN_COLOUR, 11.0))
        self._rings = self.in_group(ShapesPath(cosmetic_pen(HIDDEN_COLOUR, 2.5)))  # the figures hit, one path
        self._label = Label(self.group, HIDDEN_COLOUR)

    def move(self, event: ToolEvent) -> None:
        if not self.locked:
            self.target = self.controller.figure_at(event.raw.x(), event.raw.y())
            self.refresh()

    def press(self, event: ToolEvent) -> None:
        if event.button == Qt.MouseButton.LeftButton:
            self.target = self.controller.figure_at(event.raw.x(), event.raw.y())
            self.locked = self.target is not None
            self.refresh()

    def clear(self) -> None:
        super().clear()
        self.target, self.locked, self.shown = None, False, None

    def refresh(self) -> None:
        shooter = self.controller.subject
        if shooter is None or self.target is None or self.target == shooter:
            self.shown = None
            self.show_nothing(tr("Burst: select the shooter first") if shooter is None else "")
            return
        model = self.controller.model
        hits = int(self.controller.rules.burst["dice"])
        self.shown = result = burst(model, shooter, self.target, hits, self.controller.sight_row(model))
        a, b = model.figure(shooter), model.figure(self.target)
        set_line(self._line, (a.x, a.y), (b.x, b.y))
        landed = [(n, fid) for n, fid in enumerate(result.hits, 1) if fid is not None]
        hit = [model.figure(fid) for _n, fid in landed]
        self._rings.set_circles([(f.x, f.y, f.radius + 0.3) for f in hit])
        for label, (n, _fid), f in zip(self._numbers.take(len(landed)), landed, hit):
            label.show_at(str(n), f.x, f.y, (-4.0, -8.0))
        lost = len(result.hits) - len(landed)
        # One whole label, with its lost hits counted in the plural they take (no clause glued after the other).
        text = tr("burst of {n}: {hit} on figures, %n lost", "", lost) if lost else tr("burst of {n}: {hit} on figures")
        self._label.show_at(text.format(n=len(result.hits), hit=len(landed)), b.x, b.y, (12.0, 6.0))
        set_about(self.group, result.about)
        self.group.setVisible(True)


class ThrowTool(AimedTool):
    """With a thrower selected, the pointer aims: the path and the three landings (red, blue, yellow die)."""

    name = "throw"
    label_text = QT_TRANSLATE_NOOP("Tools", "Throw")

    def __init__(self, controller: Measuring):
        super().__init__(controller)
        self.shown: dict[str, Throw] = {}
        self._path = self.in_group(path_item(cosmetic_pen(RULER_COLOUR, 1.0, Qt.PenStyle.DashLine)))
        self._landings = {face: disc_item(cosmetic_pen(colour, 2.0), translucent(colour, 50))
                          for face, colour in DIE_FACE_COLOURS.items()}
        self._labels = {face: Label(self.group, colour, 8.0) for face, colour in DIE_FACE_COLOURS.items()}
        for item in self._landings.values():  # put in after the labels: drawn over them
            self.in_group(item)

    def clear(self) -> None:
        super().clear()
        self.shown = {}

    def refresh(self) -> None:
        thrower = self.controller.subject
        if thrower is None or self.aim is None:
            self.shown = {}
            self.show_nothing(tr("Throw: select the thrower first") if thrower is None else "")
            return
        model = self.controller.model
        distances = self.controller.rules.thrown["distance_cm"]
        try:
            landings = throws(model, thrower, *self.aim, [float(distances[face]) for face in DIE_FACE_COLOURS])
            self.shown = dict(zip(DIE_FACE_COLOURS, landings))
        except GeometryError as exc:  # aiming at the thrower's own centre has no direction
            self.shown = {}
            self.show_nothing(str(exc))
            return
        farthest = max(self.shown.values(), key=lambda t: t.travelled_cm)
        self._path.setPath(polyline_path([farthest.path[0], farthest.landing]))
        radius = model.rules.measures.blast_diameter_cm / 2
        for face, result in self.shown.items():
            self._landings[face].setRect(circle_rect(*result.landing, radius))
            # One message with what stopped it, no bracket glued after the length.
            text = tr("{length} (stopped by {what})").format(length=length_text(result.travelled_cm),
                                                             what=result.stopped_by) if result.stopped_by \
                else length_text(result.travelled_cm)
            self._labels[face].show_at(text, *result.landing, (6.0, -6.0))
            # A landing is about what stops the grenade and the figures its template would catch there.
            about = {*touched(model, *result.landing), *([result.stopped_by] if result.stopped_by else [])}
            set_about(self._landings[face], about)
            set_about(self._labels[face], about)
        set_about(self.group, {thrower})
        self.group.setVisible(True)


# The measuring tools by name, in tool-bar order; the controller builds one of each.
OVERLAY_TOOLS: dict[str, type[OverlayTool]] = {
    "ruler": RulerTool, "blast": BlastTool, "burst": BurstTool, "throw": ThrowTool}
