"""What a tab hands the table screen: its scene, which table layer each item belongs to, what is secret, the banner.

The table screen is a second view of the tab's own scene; it draws an item only when the item's layer is switched
on for the table and the core's secrets filter (``tabletop.table_screen.secrets``) lets the players see every piece
the item is about: the piece it draws, or what an overlay item says it is about (``ui.map.overlay_items.set_about``).
An item no source knows (the referee's snap marker, the table screen's own frame), or an overlay item that says
nothing of what it is about, is never drawn there: what reaches the players' eyes is only what was meant to.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QPointF, Signal
from PySide6.QtWidgets import QGraphicsItem

from tabletop.table_screen.secrets import TableThing, feature_thing, secret_ids
from ui.map.items import FeatureItem
from ui.map.overlay_figure import FigureOverlay, SightPath
from ui.map.scene import ScenarioScene
from ui.map.tool import Tool
from ui.map.view import MapView
from ui.translated import tr

# The table's layers, in the order the referee's menu lists them. Terrain and bases are the TV's only: over a
# real table (a projector) the scenery and the figures are there already.
TABLE_LAYERS = ("terrain", "bases", "zones", "sight", "rings", "reach", "shot", "templates", "burst", "throw",
                "banner")
SCENERY_LAYERS = frozenset({"terrain", "bases"})
PIECE_KINDS = frozenset({"figure", "civilian", "car"})
ZONE_KINDS = frozenset({"zone", "entry", "hq", "bank", "shop", "church", "hospital", "town_hall"})


def layer_name(layer: str) -> str:
    return {"terrain": tr("Terrain"), "bases": tr("Figure bases"), "zones": tr("Deployment zones"),
            "sight": tr("Sight and cover of the selected figure"), "rings": tr("Range rings"),
            "reach": tr("Move reach"), "shot": tr("Shot being prepared"), "templates": tr("Blast and gas templates"),
            "burst": tr("Burst line"), "throw": tr("Throw landing"), "banner": tr("Turn and initiative banner")}[layer]


def figure_overlay_layer(overlay: FigureOverlay, item: QGraphicsItem) -> str:
    """The layer of an item of the selected figure's overlay: sight lines and the area seen; the reach and the path;
    the range rings and command radius for the rest."""
    if isinstance(item, SightPath) or item is overlay._visibility:
        return "sight"
    if item in (overlay._reach, overlay._path, overlay._path_label):
        return "reach"
    return "rings"


class TableSource(QObject):
    """A tab's side of the table screen. Subclasses say which layer their overlay items belong to, what the
    players may not see, the banner's text, and what a touch on the table does. ``banner_changed`` asks for the
    banner to be drawn again."""

    banner_changed = Signal()

    def __init__(self, scene: ScenarioScene, view: MapView | None, parent: QObject | None = None):
        super().__init__(parent)
        self.scene = scene
        self.view = view

    # --- what is drawn --------------------------------------------------------------------------------------
    def things(self) -> dict[str, TableThing]:
        """Every piece the filter judges, by the id its items are drawn under: the map's features by default."""
        return {fid: feature_thing(f.kind, f.properties) for fid, f in self.scene.document.scenario.features.items()}

    def item_key(self, item: QGraphicsItem) -> str | None:
        """The id of the piece an item draws (None: not a piece)."""
        return item.feature_id if isinstance(item, FeatureItem) else None

    def overlay_layer(self, item: QGraphicsItem) -> str | None:
        """The layer of an item of the scene's overlay layer, or None to keep it off the table."""
        return None

    def item_layer(self, item: QGraphicsItem) -> str | None:
        """The table layer ``item`` belongs to, from the item or its nearest ancestor a layer is known for."""
        overlay_root = self.scene.overlay_layer
        chain = []
        node: QGraphicsItem | None = item
        while node is not None:
            if isinstance(node, FeatureItem):
                return feature_layer(node.kind)
            if node is overlay_root:
                return next((layer for layer in (self.overlay_layer(i) for i in chain) if layer), None)
            chain.insert(0, node)
            node = node.parentItem()
        return self.piece_layer(item)

    def piece_layer(self, item: QGraphicsItem) -> str | None:
        """The layer of a top-level item that is not a feature nor an overlay (a game's state markers)."""
        return None

    def secret_keys(self) -> set[str]:
        """The ids the players may not see now."""
        return secret_ids(self.things())

    def banner(self) -> str:
        """The text of the banner (the turn and who has the initiative), empty when there is none."""
        return ""

    # --- the table answers back -----------------------------------------------------------------------------
    def click(self, x: float, y: float) -> None:
        """A touch on the table at (x, y) cm: the tab's tool gets a click there, as if the referee clicked."""
        tool: Tool | None = self.view.tool if self.view is not None else None
        if tool is None or self.view is None:
            return
        event = self.view.tool_event(QPointF(x, y))
        tool.press(event)
        tool.release(event)


def feature_layer(kind: str) -> str:
    if kind in PIECE_KINDS:
        return "bases"
    if kind in ZONE_KINDS:
        return "zones"
    return "terrain"
