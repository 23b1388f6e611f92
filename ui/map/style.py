"""How each kind of feature looks on the map and which layer it belongs to.

One table of colours serves the scene, the palette and the legend, so a kind looks the same
everywhere. Z values are spaced so another module can slot items between the layers.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtGui import QColor, QIcon, QPixmap

from tabletop.scenario.model import TERRAIN_KINDS, ZONE_KINDS

TABLE_COLOUR = QColor("#d8cfb8")


def _shade(colour: QColor, darkness: float) -> QColor:
    """``colour`` darkened as black at that opacity would darken it, but opaque: translucent
    lines take the raster engine's slow path (twenty times slower for the grid)."""
    return QColor(*(round(c * (1.0 - darkness)) for c in colour.getRgb()[:3]))


GRID_MINOR_COLOUR = _shade(TABLE_COLOUR, 0.11)
GRID_MAJOR_COLOUR = _shade(TABLE_COLOUR, 0.27)
SELECTION_COLOUR = QColor("#ff2d95")
SNAP_COLOUR = QColor("#00a0ff")

TR_CONTEXT = "ui.map.style"
# Each kind's colour and the name the referee reads for it (the file keeps the kind's identifier), side by side so
# that a kind cannot get one without the other.
_KINDS: dict[str, tuple[QColor, str]] = {
    "street": (QColor("#9a9a94"), QT_TRANSLATE_NOOP("ui.map.style", "street")),
    "building": (QColor("#8d6e63"), QT_TRANSLATE_NOOP("ui.map.style", "building")),
    "wall": (QColor("#3e3a36"), QT_TRANSLATE_NOOP("ui.map.style", "wall")),
    "low_wall": (QColor("#a1887f"), QT_TRANSLATE_NOOP("ui.map.style", "low wall")),
    "fence": (QColor("#6b8e23"), QT_TRANSLATE_NOOP("ui.map.style", "fence")),
    "barricade": (QColor("#e67e22"), QT_TRANSLATE_NOOP("ui.map.style", "barricade")),
    "car": (QColor("#2e6db4"), QT_TRANSLATE_NOOP("ui.map.style", "car")),
    "smoke": (QColor("#b0b0b8"), QT_TRANSLATE_NOOP("ui.map.style", "smoke")),
    "hq": (QColor("#c0392b"), QT_TRANSLATE_NOOP("ui.map.style", "gang HQ")),
    "bank": (QColor("#d4ac0d"), QT_TRANSLATE_NOOP("ui.map.style", "bank")),
    "shop": (QColor("#2e86c1"), QT_TRANSLATE_NOOP("ui.map.style", "shop")),
    "church": (QColor("#7d3c98"), QT_TRANSLATE_NOOP("ui.map.style", "church")),
    "hospital": (QColor("#e74c3c"), QT_TRANSLATE_NOOP("ui.map.style", "hospital")),
    "town_hall": (QColor("#117a65"), QT_TRANSLATE_NOOP("ui.map.style", "town hall")),
    "zone": (QColor("#7f8c8d"), QT_TRANSLATE_NOOP("ui.map.style", "zone")),
    "door": (QColor("#f5b041"), QT_TRANSLATE_NOOP("ui.map.style", "door")),
    "window": (QColor("#85c1e9"), QT_TRANSLATE_NOOP("ui.map.style", "window")),
    "figure": (QColor("#1b1b1b"), QT_TRANSLATE_NOOP("ui.map.style", "figure")),
    "civilian": (QColor("#fdfefe"), QT_TRANSLATE_NOOP("ui.map.style", "civilian")),
    "entry": (QColor("#1e8449"), QT_TRANSLATE_NOOP("ui.map.style", "entry point")),
}
KIND_COLOURS: dict[str, QColor] = {kind: colour for kind, (colour, _label) in _KINDS.items()}
KIND_LABELS = {kind: label for kind, (_colour, label) in _KINDS.items()}


def kind_label(kind: str) -> str:
    """The kind's name in the referee's language."""
    return QCoreApplication.translate(TR_CONTEXT, KIND_LABELS.get(kind, kind))


GANG_LETTERS = "ABCDEFGHIJKLMNOPQR"
# One clearly different colour per gang (A-R); the first ones are the most distinct from each other.
GANG_COLOURS = ("#1f4e9c", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#17becf", "#8c564b", "#e377c2",
                "#bcbd22", "#393b79", "#ad494a", "#637939", "#7b4173", "#e7ba52", "#3182bd", "#843c39",
                "#31a354", "#636363")


def gang_colour(gang: str | None) -> QColor:
    if not gang or gang not in GANG_LETTERS:
        return QColor(KIND_COLOURS["figure"])
    return QColor(GANG_COLOURS[GANG_LETTERS.index(gang)])


# Layers the referee can show or hide; "overlays" holds what the referee tools draw.
LAYERS = ("terrain", "zones", "figures", "civilians", "overlays")
# The kinds of label the View menu switches on and off (ui/map/labels.py), in the order they are placed.
LABEL_KINDS = ("figures", "buildings", "streets")

# Streets lie under everything, the other zones over the terrain as tinted areas so a bank zone
# stays visible over its building; doors and windows over the zones' outlines.
Z_STREET = 0.0
Z_TERRAIN = 10.0
Z_OPENINGS = 25.0
Z_ZONES = 20.0
Z_ENTRY = 30.0
Z_CIVILIANS = 40.0
Z_FIGURES = 50.0
Z_OVERLAYS = 100.0
Z_TOOL = 200.0


def layer_of(kind: str) -> str:
    if kind in TERRAIN_KINDS:
        return "terrain"
    if kind in ZONE_KINDS or kind == "entry":
        return "zones"
    if kind == "civilian":
        return "civilians"
    return "figures"


def z_of(kind: str) -> float:
    if kind == "street":
        return Z_STREET
    if kind in ("door", "window"):
        return Z_OPENINGS
    if kind in TERRAIN_KINDS:
        return Z_TERRAIN
    if kind in ZONE_KINDS:
        return Z_ZONES
    if kind == "entry":
        return Z_ENTRY
    if kind == "civilian":
        return Z_CIVILIANS
    return Z_FIGURES


# Overlapping items are picked pieces first, then doors, terrain, zones and streets last.
PICK_RANKS = {"figure": 0, "civilian": 0, "entry": 1, "door": 2, "window": 2, "street": 6}


def pick_rank(kind: str) -> int:
    if kind in PICK_RANKS:
        return PICK_RANKS[kind]
    return 5 if kind in ZONE_KINDS else 3


def swatch(colour: QColor, size: int = 14) -> QIcon:
    """A square of a kind's colour, opaque, for lists and menus."""
    pixmap = QPixmap(size, size)
    opaque = QColor(colour)
    opaque.setAlpha(255)
    pixmap.fill(opaque)
    return QIcon(pixmap)
