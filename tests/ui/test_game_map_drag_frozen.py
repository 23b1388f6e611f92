"""Dragging a destination on the live game's map (issue 37 §5): the selected figure's rings, command and reach, and
the other previews, are frozen from the press to the drop, drawn once into the views' pictures of what is at rest; the
table screen repaints only where the handle's arrow, ring and words were and are, and shows the picture drawn whole;
the core is asked nothing, during the drag or at the drop (a destination proposed moves no piece of the game)."""

from __future__ import annotations

from pathlib import Path

import numpy as np
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

from tabletop.games.peur_sur_la_ville.play import load_game
from tests.ui.test_table_screen_drag_frozen import (PIXELS, _frozen, counted_core_queries, counted_repaints,
                                                    counted_walks, drawn_whole, window_pixels)
from ui.games.peur_sur_la_ville.document import GameDocument
from ui.games.peur_sur_la_ville.table_source import GameTableSource
from ui.table_screen.painting import TV
from ui.table_screen.window import TableScreen

GAME = Path(__file__).resolve().parents[2] / "tabletop" / "samples" / "games" / "bank-job.ttgame.json"


def test_a_destination_dragged_on_the_game_map_keeps_the_rest_frozen(shown_game_panel, qapp, monkeypatch):
    panel = shown_game_panel(GameDocument(load_game(GAME), str(GAME)))
    game_map = panel.map
    state = panel.document.session.state
    figure = next(f for f in state.figures.values() if f.kind == "figure" and f.alive)
    game_map.select(figure.id)
    start, end = (figure.x, figure.y), (figure.x + 6.0, figure.y + 2.0)
    game_map.previews.show_destinations([(figure.id, start, end, "")])
    screen = TableScreen(GameTableSource(game_map), game_map)
    screen.pixels = PIXELS
    screen.width_cm = 121.0
    screen.window.resize(*PIXELS)
    screen.window.show()
    screen.set_mode(TV)
    screen.move_centre(*start)
    qapp.processEvents()
    assert (window_pixels(screen) == drawn_whole(screen)).all()
    asked = counted_core_queries(monkeypatch)
    walked = counted_walks(monkeypatch)
    repainted = counted_repaints(screen)
    view = game_map.view
    viewport = view.viewport()
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     view.mapFromScene(QPointF(*end)))
    qapp.processEvents()
    frozen = game_map.scene.frozen_overlays
    rings = [item for item in game_map.figure_overlay.group.childItems() if item.isVisible()]
    assert rings and set(rings) <= frozen  # the figure's rings and command, drawn once at the press
    walked.clear(), repainted.clear()
    for step in range(1, 9):
        QTest.mouseMove(viewport, view.mapFromScene(QPointF(end[0] + step, end[1] + step / 2)))
        qapp.processEvents()
    assert repainted and max(repainted) < 0.25  # the rest of the picture kept as it is
    assert walked and not [item for item in walked if _frozen(item, frozen)]
    assert (window_pixels(screen) == drawn_whole(screen)).all()
    dropped = (end[0] + 8, end[1] + 4)
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                       view.mapFromScene(QPointF(*dropped)))
    qapp.processEvents()
    assert not game_map.scene.frozen_overlays and asked == []
    assert np.hypot(*np.subtract(game_map.previews.handles[figure.id], dropped)) < 0.5
    assert (window_pixels(screen) == drawn_whole(screen)).all()
    screen.close()
