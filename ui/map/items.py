"""Graphics items drawing one scenario feature each, in centimetres.

Items never change the model: they are rebuilt from a Feature when the document says it changed.
Labels ignore the view transform so they stay upright and readable in the y-flipped view.
"""

from __future__ import annotations

import itertools
from typing import Mapping

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPainterPathStroker, QPen, QPolygonF, QTransform
from PySide6.QtWidgets import (QGraphicsItem, QGraphicsPathItem, QGraphicsSimpleTextItem, QStyle,
                               QStyleOptionGraphicsItem, QWidget)

from tabletop.games.peur_sur_la_ville.play.map_names import figure_labels, hq_label
from tabletop.scenario.model import ZONE_KINDS, Feature
from ui.map.feature_texts import feature_tooltip
from ui.map.kept_pictures import KeptPictures
from ui.map.style import KIND_COLOURS, SELECTION_COLOUR, gang_colour, kind_label, z_of

DEFAULT_WALL_THICKNESS_CM = 1.0
OPENING_WIDTH_CM = 1.2
ENTRY_RADIUS_CM = 1.5


def feature_path(feature: Feature) -> QPainterPath:
    """The outline a feature covers on the table, in cm (lines stroked to their thickness)."""
    geometry = feature.geometry
    path = QPainterPath()
    if geometry.type == "Polygon":
        for ring in geometry.coordinates:
            path.addPolygon(QPolygonF([QPointF(p[0], p[1]) for p in ring]))
            path.closeSubpath()
        return path
    if geometry.type == "LineString":
        line = QPainterPath()
        points = [QPointF(p[0], p[1]) for p in geometry.coordinates]
        line.moveTo(points[0])
        for point in points[1:]:
            line.lineTo(point)
        stroker = QPainterPathStroker()
        width = float(feature.get("thickness_cm", DEFAULT_WALL_THICKNESS_CM)) if feature.kind == "wall" \
            else OPENING_WIDTH_CM
        stroker.setWidth(width)
        stroker.setCapStyle(Qt.PenCapStyle.FlatCap if feature.kind != "wall" else Qt.PenCapStyle.SquareCap)
        stroker.setJoinStyle(Qt.PenJoinStyle.MiterJoin)
        return stroker.createStroke(line).simplified()
    x, y = float(geometry.coordinates[0]), float(geometry.coordinates[1])
    radius = ENTRY_RADIUS_CM if feature.kind == "entry" else feature.base_mm / 20.0
    path.addEllipse(QPointF(x, y), radius, radius)
    return path


def feature_fill(feature: Feature) -> QColor:
    if feature.kind == "figure":
        return gang_colour(feature.get("gang"))
    if feature.kind == "door" and feature.get("open") is True:
        return QColor(KIND_COLOURS["door"].lighter(150))
    colour = QColor(KIND_COLOURS.get(feature.kind, KIND_COLOURS["zone"]))
    if feature.kind in ZONE_KINDS and feature.kind != "street":
        colour.setAlpha(60)
    elif feature.kind == "smoke":
        colour.setAlpha(150)
    return colour


def feature_label(feature: Feature, figure_names: Mapping[str, str] | None = None) -> str:
    """The words beside a feature: a figure by ``figure_names`` (``figure_labels`` of every figure on the table, kept
    by the scene: whether a figure's name needs its gang depends on the others), else by its name alone; a building
    or a street by its name; a gang's HQ the map does not name by its gang (« QG de la Police »)."""
    if feature.kind == "figure":
        if figure_names is not None and feature.id in figure_names:
            return figure_names[feature.id]
        return figure_labels([feature])[feature.id]
    if feature.kind in ("building", "church", "hospital", "town_hall", "bank", "hq", "street") and feature.name:
        return feature.name
    if feature.kind == "hq":
        return hq_label(str(feature.get("gang", "")))
    return ""


# The widest pen a selected or hovered feature is drawn with (its highlight): how far its picture reaches past its
# outline.
HIGHLIGHT_PEN = QPen(QColor(SELECTION_COLOUR), 3.0)
HIGHLIGHT_PEN.setCosmetic(True)
# Behind a label: a pale veil, so that dark text stays readable over a dark building or the background picture.
LABEL_VEIL = QColor(255, 255, 255, 150)


class _Label(QGraphicsSimpleTextItem):
    """A feature's name; drawn with its feature into a view's cached background when the feature is."""

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if widget is not None and widget in self.parentItem().baked_into:
            return
        painter.fillRect(self.boundingRect(), LABEL_VEIL)
        super().paint(painter, option, widget)


_DRAWINGS = itertools.count(1)  # every drawing a feature item is given, numbered: no two alike, whatever the item
# Changes after which a view's cached drawing may be out of date.
_STATIC_CHANGES = (QGraphicsItem.GraphicsItemChange.ItemSelectedHasChanged,
                   QGraphicsItem.GraphicsItemChange.ItemVisibleHasChanged,
                   QGraphicsItem.GraphicsItemChange.ItemPositionHasChanged,
                   QGraphicsItem.GraphicsItemChange.ItemZValueHasChanged,
                   QGraphicsItem.GraphicsItemChange.ItemSceneChange,  # removed: the old scene still known
                   QGraphicsItem.GraphicsItemChange.ItemSceneHasChanged)


class FeatureItem(QGraphicsPathItem):
    """One feature on the map; its ``feature_id`` links it back to the model."""

    def __init__(self, feature: Feature, figure_names: Mapping[str, str] | None = None):
        super().__init__()
        self.feature_id = feature.id
        self.kind = feature.kind
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsSelectable, True)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemSendsGeometryChanges, True)  # moves reach itemChange
        self.hovered = False  # under the pointer of the select tools: what a click would pick
        # The viewports whose cached background already holds this item's drawing (see MapView): there
        # the item paints nothing, elsewhere (exports, other views) it paints as usual.
        self.baked_into: set[QWidget] = set()
        # Whether the label placer (ui/map/labels.py) found room for the label: without, it shows on hover only.
        self.label_has_room = True
        # Whether the referee wants the label at all (its kind shown, the View menu and density setting): a label left
        # out for want of room on the laptop is still a name the table screen, at its own scale, may find room for.
        self.label_wanted = True
        self.label_anchor = QPointF()  # where the label of an area is centred, in item coordinates
        self._tooltip_text = ""
        self.look_version = 0  # which drawing it was given last (``update_from``), numbered over every item
        self.pictures = KeptPictures(max_px=256)  # a figure or a piece selected or hovered, not a building
        self._label = _Label(self)
        self._label.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations, True)
        self._label.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.update_from(feature, figure_names)

    @property
    def is_static(self) -> bool:
        """At rest, unselected and not under the pointer: what a view may draw once into its cached
        background instead of on every repaint (a dragged figure is selected, the others are static)."""
        return not self.isSelected() and not self.hovered and self.pos().isNull()

    @property
    def label(self) -> QGraphicsSimpleTextItem:
        return self._label

    def _static_changed(self) -> None:
        """Tell the views that what they cached looks different now (an item drawn live, such as the
        dragged figure, changes nothing there)."""
        scene = self.scene()
        if scene is not None and (self.baked_into or self.is_static):
            forget = getattr(scene, "pieces_changed", None)
            if forget is not None:
                forget()

    def itemChange(self, change: QGraphicsItem.GraphicsItemChange, value: object) -> object:
        if change in _STATIC_CHANGES:
            self._static_changed()
        return super().itemChange(change, value)

    def update_from(self, feature: Feature, figure_names: Mapping[str, str] | None = None) -> None:
        """Draw ``feature`` as it is now; a figure's label from ``figure_names`` (see ``feature_label``)."""
        self._static_changed()
        self.look_version = next(_DRAWINGS)  # what a view keeps of it is told apart from what it draws now
        self.kind = feature.kind
        self.setZValue(z_of(feature.kind))
        self.setPath(feature_path(feature))
        fill = feature_fill(feature)
        self.setBrush(QBrush(fill))
        self.setPen(self._outline(feature, fill))
        self._tooltip_text = feature_tooltip(feature)
        self._set_label(feature, figure_names)

    def _outline(self, feature: Feature, fill: QColor) -> QPen:
        if feature.kind in ZONE_KINDS and feature.kind != "street":
            colour = QColor(KIND_COLOURS.get(feature.kind, KIND_COLOURS["zone"]))
            pen = QPen(colour, 2.0, Qt.PenStyle.DashLine)
        elif feature.kind == "civilian":
            pen = QPen(QColor("#333333"), 1.5)
        elif feature.kind == "car" and feature.get("gang"):
            pen = QPen(gang_colour(feature.get("gang")), 3.0)  # a gang's vehicle wears its colour
        elif feature.kind == "door" and feature.get("open") is True:
            pen = QPen(KIND_COLOURS["door"].darker(130), 1.5, Qt.PenStyle.DotLine)
        else:
            pen = QPen(fill.darker(150), 1.0)
        pen.setCosmetic(True)  # outlines in pixels: thin at any zoom
        return pen

    def set_label_room(self, room: bool, wanted: bool = True) -> None:
        """Show the label, or (no room for it, or not ``wanted``) hide it, show it on hover and put its text atop the
        tooltip."""
        self.label_has_room, self.label_wanted = room, wanted
        text = self._label.text()
        self._label.setVisible(bool(text) and (room or self.hovered))
        tooltip = self._tooltip_text if room or not text else f"{text}\n{self._tooltip_text}"
        if tooltip != self.toolTip():
            self.setToolTip(tooltip)

    def _set_label(self, feature: Feature, figure_names: Mapping[str, str] | None) -> None:
        text = feature_label(feature, figure_names)
        self._label.setText(text)
        self.set_label_room(self.label_has_room)
        if not text:
            return
        font = self._label.font()
        font.setPointSizeF(8.0 if feature.kind == "figure" else 9.0)
        font.setBold(feature.kind != "figure")
        self._label.setFont(font)
        self._label.setBrush(QBrush(QColor("#1b1b1b")))
        rect = self.path().boundingRect()
        # Figures are labelled beside the base; streets a fifth of the way along, so crossing
        # streets do not print their names on top of each other; other areas in their middle.
        if feature.kind == "figure":
            self._label.setPos(QPointF(rect.right(), rect.center().y()))
            self._label.setTransform(QTransform.fromTranslate(2, -self._label.boundingRect().height() / 2))
        elif feature.kind == "street" and rect.width() >= rect.height():
            self._label.setPos(QPointF(rect.left() + rect.width() * 0.2, rect.center().y()))
        elif feature.kind == "street":
            self._label.setPos(QPointF(rect.center().x(), rect.top() + rect.height() * 0.8))
        else:
            self._label.setPos(rect.center())
        self.label_anchor = self._label.pos()
        if feature.kind != "figure":
            size = self._label.boundingRect()
            # Offsets are in pixels because the label ignores transformations: centre it on the point.
            self._label.setTransform(QTransform.fromTranslate(-size.width() / 2, -size.height() / 2))

    def set_hovered(self, hovered: bool) -> None:
        if hovered != self.hovered:
            self.hovered = hovered
            self._static_changed()
            if not self.label_has_room:
                self._label.setVisible(hovered and bool(self._label.text()))
            self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if widget is not None and widget in self.baked_into:
            return
        selected = self.isSelected()
        if not selected and not self.hovered:
            super().paint(painter, option, widget)
            return
        option.state &= ~QStyle.StateFlag.State_Selected  # our own highlight, not Qt's dashed box
        # A figure being dragged is highlighted by a pen three pixels wide, which Qt strokes through its general
        # stroker on every frame: the figure is kept as a picture while only its place changes.
        path = self.path()
        look = (path, self.pen(), self.brush(), selected)
        if not self.pictures.paint(painter, path.controlPointRect(), HIGHLIGHT_PEN, look,
                                   lambda drawer: self._paint_highlighted(drawer, option, widget, selected)):
            self._paint_highlighted(painter, option, widget, selected)

    def _paint_highlighted(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None,
                           selected: bool) -> None:
        super().paint(painter, option, widget)
        colour = QColor(SELECTION_COLOUR)
        if not selected:
            colour.setAlpha(110)
        pen = QPen(colour, 3.0 if selected else 2.0)
        pen.setCosmetic(True)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(self.path())
