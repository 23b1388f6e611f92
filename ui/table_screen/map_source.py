"""The map editor's side of the table screen: its referee overlays (ruler, blast, burst, throw and the selected
figure's rings, sight and reach) by table layer, the selected figure as their subject, and a touch on the table
handed to the editor's current tool (placing a template's centre, picking a figure)."""

from __future__ import annotations

from PySide6.QtWidgets import QGraphicsItem

from ui.map.editor import MapEditor
from ui.map.overlays import OverlayController
from ui.table_screen.source import TableSource, figure_overlay_layer

# The editor's overlay tools by the table layer their drawing belongs to.
TOOL_LAYERS = {"ruler": "shot", "blast": "templates", "burst": "burst", "throw": "throw"}


class MapTableSource(TableSource):
    def __init__(self, editor: MapEditor, overlays: OverlayController):
        super().__init__(editor.scene, editor.view, editor)
        self.overlays = overlays
        # What is secret changes only with the map (an edit, its undo): worked out once per change, not on every
        # frame of a drag (every feature judged, a third of a millisecond a frame).
        self._secrets: frozenset[str] | None = None
        editor.document.changed.connect(self._forget_secrets)

    def _forget_secrets(self, _change: object) -> None:
        self._secrets = None

    def secret_keys(self) -> set[str]:
        if self._secrets is None:
            self._secrets = frozenset(super().secret_keys())
        return set(self._secrets)

    def overlay_layer(self, item: QGraphicsItem) -> str | None:
        overlay = self.overlays.figure_overlay
        if item.parentItem() is overlay.group:
            return figure_overlay_layer(overlay, item)
        for name, tool in self.overlays.tools.items():
            if item is tool.group:
                return TOOL_LAYERS.get(name)
        return None

