"""Every player of a full table at once on a referee's laptop: a play of each card game with as many players as it
takes (five; Mafia Story four), opened at 1366 × 768 in French after a few dozen steps, shows every player's column
inside the grid's viewport, none scrolled away and none too narrow for its player's name, and a click on a player
shows that player's details in full. ``TABLETOP_LAPTOP_SHOTS=/tmp/laptop-fr`` saves the screens to
``/tmp/laptop-fr-five-<game>.png``."""

from __future__ import annotations

import os
import random

import pytest
from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtWidgets import QApplication

from tests.ui.main_window import shown_main_window
from tests.ui.test_french_ui import in_language
from ui.games.tracker.panel import TrackerPanel
from ui.shell.main_window import MainWindow

SCREEN = QSize(1366, 768)
NAMES = ["Ana", "Bruno", "Carla", "Djamel", "Élodie"]
CARD_GAMES = ["camorra", "mafia-story", "narcopolis", "gangster-paradise"]
pytestmark = pytest.mark.usefixtures("settings_dir")  # tests/ui/conftest.py


def full_table(window: MainWindow, game_id: str, steps: int) -> TrackerPanel:
    """A new play of ``game_id`` with every seat taken, ``steps`` legal events in (random ones, the dice virtual)."""
    panel = window.new_document(game_id)
    page = panel.setup_page
    page.count.setValue(page.count.maximum())
    page.set_players(NAMES[:page.count.maximum()])
    page.seed.setValue(38)
    page.request_start()
    session = panel.document.session
    assert session is not None, page.problems.text()
    rng = random.Random(38)
    for _ in range(steps):
        if session.is_over():
            break
        if session.waits_on_chance():
            assert panel.roll_virtual()
        else:
            assert panel.apply(rng.choice(session.legal_events()))
    return panel


def columns_outside(panel: TrackerPanel, window: MainWindow) -> list[str]:
    """The players whose column is not wholly inside the grid's viewport, or the viewport outside the window, or a
    column narrower than its player's name."""
    grid = panel.players_grid
    viewport = grid.viewport()
    shown = QRect(viewport.mapTo(window, QPoint(0, 0)), viewport.size())
    found = [] if window.rect().contains(shown) and grid.isVisible() else [f"the grid at {shown.getRect()}"]
    header = grid.horizontalHeader()
    for column, player in enumerate(grid.players):
        left, width = grid.columnViewportPosition(column), grid.columnWidth(column)
        if left < 0 or left + width > viewport.width() or grid.isColumnHidden(column):
            found.append(f"{player} at {left}+{width} in {viewport.width()}")
        elif width < header.fontMetrics().horizontalAdvance(f"▶ {player}"):
            found.append(f"{player} {width} px wide")
    return found


@pytest.mark.parametrize("game_id", CARD_GAMES)
def test_a_full_table_shows_every_player_at_once(qtbot, qapp: QApplication, game_id: str) -> None:
    with in_language(qapp, "fr"):
        window = shown_main_window(qtbot, SCREEN)
        panel = full_table(window, game_id, steps=60)
        for _ in range(2):  # the new actions laid out, then what their layout posted (as an event loop does)
            QApplication.processEvents()
        if os.environ.get("TABLETOP_LAPTOP_SHOTS"):
            window.grab().save(f"{os.environ['TABLETOP_LAPTOP_SHOTS']}-five-{game_id}.png")
        assert len(panel.players_grid.players) == panel.document.game.max_players >= 4
        assert not columns_outside(panel, window)
        assert panel.players_grid.horizontalScrollBar().maximum() == 0
        # The details of the player clicked, in full, whoever decides next.
        grid = panel.players_grid
        last = grid.players[-1]
        header = grid.horizontalHeader()
        middle = header.sectionViewportPosition(len(grid.players) - 1) + header.sectionSize(len(grid.players) - 1) // 2
        qtbot.mouseClick(header.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(middle, header.height() // 2))
        assert panel.details.currentWidget() is panel.columns[last]
        assert panel.columns[last].rows == panel.view.player_rows(panel.document.session.state, last)
