"""The live game's side of the table screen: its pieces and mines for the secrets filter, its overlays by layer, the
banner with the turn and the initiative, and a touch on the table picking a piece as a click on the map does."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtWidgets import QGraphicsItem

from tabletop.games.peur_sur_la_ville.play.flow import turn_banner
from tabletop.table_screen.secrets import TableThing, feature_thing, game_things
from ui.games.peur_sur_la_ville.markers import CloudMarker, FigureMarker, MineMarker, VehicleMarker
from ui.games.peur_sur_la_ville.table_map import GameMap
from ui.map.overlay_figure import FigureOverlay
from ui.table_screen.source import TableSource, figure_overlay_layer
from ui.translated import tr


def preview_layer(map_: GameMap, item: QGraphicsItem) -> str:
    """The layer of a preview item: the shot's line and its targets, a throw's landings, a blast's template, the
    destinations of a move."""
    previews = map_.previews
    if item in (previews._fire, previews._fire_label) or item in previews._rings.items or \
            item in previews._numbers.items:
        return "shot"
    if item in previews._landings.values() or item in previews._landing_labels.values():
        return "throw"
    if item is previews._landed:
        return "templates"
    return "reach"


class GameTableSource(TableSource):
    """A game map on the table screen."""

    def __init__(self, map_: GameMap):
        super().__init__(map_.scene, map_.view, map_)
        self.map = map_
        map_.document.changed.connect(lambda _change: self.banner_changed.emit())

    def things(self) -> dict[str, TableThing]:
        session = self.map.document.session
        things = {fid: feature_thing(f.kind, f.properties)
                  for fid, f in self.map.map_document.scenario.features.items()}
        if session is not None:
            # A piece in the game's state (hidden, KO) keeps the map's mark for the referee alone: a figure the map
            # keeps from the players stays off the table, base and name, however the game goes.
            for key, thing in game_things(session.state).items():
                marked = things.get(key)
                things[key] = replace(thing, referee_only=marked is not None and marked.referee_only)
        return things

    def item_key(self, item: QGraphicsItem) -> str | None:
        if isinstance(item, (FigureMarker, VehicleMarker)):
            return item.state.id
        if isinstance(item, MineMarker):
            return item.mine.id
        if isinstance(item, CloudMarker):
            return item.cloud.id
        return super().item_key(item)

    def piece_layer(self, item: QGraphicsItem) -> str | None:
        return "bases" if isinstance(item, (FigureMarker, VehicleMarker, CloudMarker, MineMarker)) else None

    def overlay_layer(self, item: QGraphicsItem) -> str | None:
        overlay: FigureOverlay = self.map.figure_overlay
        if item is overlay.group:
            return None  # the group itself: its children say
        if item.parentItem() is overlay.group:
            return figure_overlay_layer(overlay, item)
        if item.parentItem() is self.map.previews.group:
            return preview_layer(self.map, item)
        return None


    def banner(self) -> str:
        session = self.map.document.session
        if session is None:
            return ""
        state, setup = session.state, session.setup
        if state.phase == "deploy":
            return tr("Deployment")
        if state.phase == "over":
            return tr("Game over")
        return turn_banner(setup, state)

    def click(self, x: float, y: float) -> None:
        self.map.click_at(x, y)
