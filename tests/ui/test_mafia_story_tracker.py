"""A whole Mafia Story play driven through the shared tracker offscreen: File → New Mafia Story play, the
new-play page, every event of the sample play entered with the panel's own lists and buttons (a token's kind in
its own list, never in the log), the city grid and the reveal in the side panel, the end banner and the score
sheet, undo through the Edit menu; each stage painted (saved to /tmp/mafia-*.png with TABLETOP_SHOTS=1)."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tabletop.games.mafia_story.views import public_view
from ui.games.mafia_story.board import CityPanel
from ui.games.mafia_story.view import KindChooser
from ui.games.tracker.panel import TrackerPanel
from ui.shell.main_window import MainWindow
from ui.table_screen.boards import mafia_story

from tests.ui.board_texts import drawn_texts
from tests.ui.test_camorra_tracker import window  # noqa: F401 (the main window at a tracker's size)
from tests.ui.tracker_steps import grab, new_play, press, undo_the_end_redo_and_save

SAMPLE = Path(__file__).resolve().parents[2] / "tabletop" / "samples" / "plays" / "mafia-story.ttplay.json"
pytestmark = pytest.mark.usefixtures("settings_dir")  # tests/ui/conftest.py


def enter(panel: TrackerPanel, event: dict) -> None:
    """Enter ``event`` as the referee does: pick it in its list (the kind in its own list) and press the button."""
    if panel.document.session.waits_on_chance():
        chooser = panel.chooser("chance")
    else:
        shown = [panel.actions_layout.itemAt(i).widget() for i in range(panel.actions_layout.count())]
        chooser = next((w for w in shown if isinstance(w, KindChooser) and w.objectName() == f"choose-{event['type']}"),
                       None) or panel.chooser(event["type"])
    press(chooser, event, (event, panel.header.text()))


def test_a_whole_play_through_the_tracker(qtbot, window: MainWindow, tmp_path: Path):
    log = json.loads(SAMPLE.read_text(encoding="utf-8"))["log"]
    panel = new_play(window, "mafia-story", "New &Mafia Story play")
    page = panel.setup_page
    assert (page.count.minimum(), page.count.maximum()) == (2, 4)
    page.count.setValue(3)
    page.set_players(["Ana", "Bruno", "Carla"])
    page.seed.setValue(2)
    page.setup.families.choices[1].setCurrentText("rouge")
    page.request_start()
    assert "two players chose the same family" in page.problems.text() and panel.document.session is None
    page.setup.families.choices[1].setCurrentText("vert")
    grab(panel, "mafia-1-new-play")
    page.request_start()
    session = panel.document.session
    city: CityPanel = panel.calculator
    shots = {}
    for number, event in enumerate(log):
        enter(panel, event)
        assert session.events[-1] == event, (number, event)
        phase = session.state.phase
        if phase == "actions" and "2-opening" not in shots:
            shots["2-opening"] = number
            covers = [c for c in city.grid.state["cells"] if c["cover"]]
            # any city card may lie under a cover (setting covered_card = any_card)
            assert len(covers) == 3 and not any(c["territory"] for c in covers)
            grab(panel, "mafia-2-opening")
        if phase == "prevention" and session.state.tokens and "3-tokens" not in shots:
            shots["3-tokens"] = number
            assert "On the table" in city.reveal.text()
            grab(panel, "mafia-3-tokens")
        if phase == "buy_back" or (phase == "round_peek" and session.state.reveals and "4-reveal" not in shots):
            if "4-reveal" not in shots:
                shots["4-reveal"] = number
                assert "Last reveal" in city.reveal.text() and "rule" in city.reveal.text()
                grab(panel, "mafia-4-reveal")
    assert session.is_over() and panel.banner.isVisible()
    # one player at the target: the banner says so once (the ranking's « Bruno leads by reaching the target » after
    # it said the same again)
    assert panel.banner.text().endswith("The game is over: Bruno reached the target (30 points) and wins.")
    assert panel.score_sheet.ranking.winners() == ["Bruno"]
    assert not any("encaissement" in line or "guerre" in line for line in session.log_lines
                   if " places a token" in line)  # the kinds stay out of the log
    grab(window, "mafia-5-over")
    undo_the_end_redo_and_save(window, panel, tmp_path / "city.ttplay.json", log)


def test_the_sample_opens_in_the_mafia_story_panel(qtbot, window: MainWindow):
    panel = window.open_path(str(SAMPLE))
    assert isinstance(panel, TrackerPanel) and panel.view.game_id == "mafia-story"
    assert panel.log.count() == len(panel.document.session.events)
    grid = panel.calculator.grid
    assert grid.state["phase"] == "over" and grid.width() >= 6 * 46
    # The log's longest line wraps to the log's width: no scrolling sideways, and its row is as tall as its lines.
    log = panel.log
    QApplication.processEvents()
    widths = [log.fontMetrics().horizontalAdvance(log.item(row).text()) for row in range(log.count())]
    longest = widths.index(max(widths))
    assert widths[longest] > log.viewport().width() and log.horizontalScrollBar().maximum() == 0
    line = log.fontMetrics().lineSpacing()
    assert log.visualItemRect(log.item(longest)).height() >= 2 * line
    assert log.visualItemRect(log.item(longest)).width() <= log.viewport().width()


def test_four_players_in_two_teams_on_a_six_by_six_city(qtbot, window: MainWindow):
    """« A 4 joueurs (jeu en équipe se faisant face 2 à 2), la ville est constituée de 36 cartes … en un carré
    de 6 cartes par 6 cartes »"""
    panel = window.new_document("mafia-story")
    panel.setup_page.set_players(["Ana", "Bruno", "Carla", "Dino"])
    panel.setup_page.request_start()
    session = panel.document.session
    rng = random.Random(4)
    while session.state.round < 3 or session.state.phase != "actions" or not session.state.tokens:
        outcomes = session.game.chance(session.state)
        event = session.virtual_roll() if outcomes else rng.choice(session.legal_events())
        assert panel.apply(event)
    grid = panel.calculator.grid
    assert (grid.state["rows"], grid.state["columns"]) == (6, 6)
    # Issue 38: a family is named with its player one way on every screen, « bleu (Carla) », as « Police (Ana) »;
    # the team has a row of its own in the player's column, where « bleu — Ana & Carla » glued it after the family.
    assert panel.columns["Carla"].rows[:2] == [("Family", "bleu"), ("Team", "Ana & Carla")]
    assert "bleu (<b>Carla</b>) pawns" in panel.calculator.key.text()
    assert "bleu (Carla)" in drawn_texts(mafia_story, public_view(session.state))
    assert grid.marked  # the cells the decision can name are outlined
    grab(panel, "mafia-6-four-players")


def test_a_card_clicked_on_the_grid_is_chosen_in_the_lists(qtbot, window: MainWindow):
    panel = window.new_document("mafia-story")
    panel.setup_page.set_players(["Ana", "Bruno"])
    panel.setup_page.request_start()
    QApplication.processEvents()
    grid = panel.calculator.grid
    centre = grid.cell_rect(2, 3).center()  # C4
    qtbot.mouseClick(grid, Qt.MouseButton.LeftButton, pos=centre.toPoint())
    chooser = panel.chooser("peek")
    assert chooser.choice.currentText() == "Ana looks at C4"
    chooser.button.click()
    assert panel.document.session.events[-1] == {"type": "peek", "player": "Ana", "cell": 13}
