"""Readable labels on the map: placed by ``tabletop.label_layout`` so that none covers another nor a figure's base,
and every label lies on the table: a figure's name beside its base (by the table's edge, on the side facing its
inside), a building's or a street's inside its outline; the view fitted to the table shows it whole.

Labels keep their size in pixels at any zoom (they ignore the view's transform), so the layout is made in the
view's pixels at its zoom and made again when the zoom changes or the document changes (a figure dropped, a
building renamed) — never while a figure is dragged: the dragged figure's label follows it and the others stay
where they are until the drop. A label without room is hidden and shows when the pointer is over its feature
(and in the feature's tooltip).

Which labels are placed: a toggle per kind (figures, buildings, streets) in the editor's View menu, and the
referee's density setting ``labels/density`` (Settings): "all" (the default), "few" (figures and buildings, no
street names, with more room between labels) or "none" (every label on hover only).
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QPointF, QTimer
from PySide6.QtGui import QTransform

from tabletop.label_layout import LabelSpot, Rect, beside_base, inside_area, on_table, place_labels
from ui.map.items import FeatureItem
from ui.map.scene import ScenarioScene
from ui.map.style import LABEL_KINDS
from ui.map.view import MapView
from ui.settings import app_settings

DENSITY_KEY = "labels/density"
DENSITIES = ("all", "few", "none")
# Pixels kept free around each label at each density.
_GAP_PX = {"all": 1.0, "few": 6.0, "none": 0.0}
_FEW = frozenset({"figures", "buildings"})
_BASE_KINDS = ("figure", "civilian")


def label_kind(kind: str) -> str:
    """The View menu's toggle a feature's label answers to."""
    if kind == "figure":
        return "figures"
    if kind == "street":
        return "streets"
    return "buildings"


def density() -> str:
    """The referee's label density from the settings; an unknown value counts as the default."""
    value = str(app_settings().value(DENSITY_KEY, "all"))
    return value if value in DENSITIES else "all"


def lay_out_labels(scene: ScenarioScene, scale: float) -> bool:
    """Place every label of ``scene`` for a drawing at ``scale`` pixels (of 96 dpi) per cm, with the kinds in
    ``scene.labels_shown`` and the density setting; True when a label moved, showed or hid."""
    scene.label_scale = scale
    scene.label_layouts += 1
    chosen_density = density()
    wanted = set() if chosen_density == "none" else set(scene.labels_shown)
    if chosen_density == "few":
        wanted &= _FEW
    items = [item for item in scene.items_by_id.values() if item.isVisible()]
    table = _px_rect(scene.table_rect.getCoords(), scale)
    bases = [_px_rect(item.sceneBoundingRect().getCoords(), scale) for item in items if item.kind in _BASE_KINDS]
    spots: list[tuple[int, FeatureItem, QPointF, LabelSpot]] = []
    named: dict[str, list[FeatureItem]] = {}
    labelled = [item for item in items if item.label.text()]
    before = [_drawn(item) for item in labelled]
    for item in labelled:
        # A bank zone named like the building it lies on says the same thing twice: one label is enough.
        twice = False
        if item.kind != "figure":
            same = named.setdefault(item.label.text(), [])
            twice = any(other.sceneBoundingRect().intersects(item.sceneBoundingRect()) for other in same)
            same.append(item)
        if twice or label_kind(item.kind) not in wanted:
            item.set_label_room(False, wanted=False)
            continue
        anchor, spot = _spot(item, scale, table)
        spots.append((LABEL_KINDS.index(label_kind(item.kind)), item, anchor, spot))
    # Figures first, then buildings, then streets; within a kind the labels with the fewest places first (a figure by
    # the table's edge has lost the sides past it: placed first, its neighbours take the sides it cannot), else in file
    # order.
    spots.sort(key=lambda entry: (entry[0], len(entry[3].candidates)))
    chosen = place_labels([spot for _, _, _, spot in spots], keep_clear=bases, gap=_GAP_PX[chosen_density])
    for _, item, anchor, spot in spots:
        index = chosen[spot.key]
        if index is not None:
            left, top, _right, _bottom = spot.candidates[index]
            item.label.setPos(item.mapFromScene(anchor))
            item.label.setTransform(QTransform.fromTranslate(left - anchor.x() * scale, top + anchor.y() * scale))
        item.set_label_room(index is not None)
    return [_drawn(item) for item in labelled] != before


def _drawn(item: FeatureItem) -> tuple[bool, bool, float, float, float, float]:
    """What the views show of a label: whether the referee wants it (the table screen names what it wants, room or
    not on the laptop), whether it shows, and where."""
    label = item.label
    return (item.label_wanted, label.isVisible(), label.pos().x(), label.pos().y(), label.transform().dx(),
            label.transform().dy())


class LabelPlacer(QObject):
    """Lays a view's labels out at its zoom, again after each change of the document, the zoom or the layers."""

    def __init__(self, scene: ScenarioScene, view: MapView, parent: QObject | None = None):
        super().__init__(parent)
        self.scene, self.view = scene, view
        self.layouts = 0  # how many times the labels were laid out (tests read it)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)  # after the change that asked, once however many changes asked
        self._timer.timeout.connect(self.layout)
        scene.document.changed.connect(lambda _change: self._timer.start())
        view.zoom_changed.connect(lambda _scale: self._timer.start())
        scene.layer_toggled.connect(self._timer.start)
        self.layout()

    def set_shown(self, kind: str, shown: bool) -> None:
        if shown:
            self.scene.labels_shown.add(kind)
        else:
            self.scene.labels_shown.discard(kind)
        self.layout()

    def layout(self) -> None:
        """Place every label now."""
        self._timer.stop()
        self.layouts += 1
        if lay_out_labels(self.scene, self.view.scale_px_per_cm):
            # Labels are drawn into the view's cached background with their features: only a layout that moved
            # or hid one costs a refill.
            self.scene.pieces_changed()


def _px_rect(coords: tuple[float, float, float, float], scale: float) -> Rect:
    """A scene rectangle (cm, y up) in the view's pixels at ``scale`` (y down, unscrolled)."""
    x0, y0, x1, y1 = coords
    return (x0 * scale, -y1 * scale, x1 * scale, -y0 * scale)


def _spot(item: FeatureItem, scale: float, table: Rect) -> tuple[QPointF, LabelSpot]:
    """Where an item's label is anchored (scene cm) and its candidate rectangles (px), on the ``table`` (px): beside a
    figure's base, inside a building's or a street's outline."""
    size = item.label.boundingRect()
    outline = item.sceneBoundingRect()
    if item.kind == "figure":
        centre = outline.center()
        anchor = QPointF(centre.x(), centre.y())
        rects = beside_base(centre.x() * scale, -centre.y() * scale, outline.width() * scale / 2,
                            size.width(), size.height(), table)
    else:
        anchor = item.mapToScene(item.label_anchor)
        x, y = anchor.x() * scale, -anchor.y() * scale
        rects = on_table(inside_area(x, y, outline.width() * scale, outline.height() * scale, size.width(),
                                     size.height()), x, y, table)
    return anchor, LabelSpot(item.feature_id, rects)
