"""Once a live game is over, the action panel shows its result (the core's end-of-game summary) and what ends the
evening, inside the panel at 1366 × 768 in both languages; undoing the end brings the actions back."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QApplication, QScrollArea, QWidget

from tabletop.games.peur_sur_la_ville.play.summary import game_summary
from tests.ui.test_french_ui import in_language
from ui.games.peur_sur_la_ville.document import GameDocument
from ui.games.peur_sur_la_ville.panel import GamePanel

pytestmark = pytest.mark.usefixtures("settings_dir")  # tests/ui/conftest.py

SAMPLE = Path(__file__).resolve().parents[2] / "tabletop" / "samples" / "games" / "bank-job.ttgame.json"


def over_panel(qtbot) -> GamePanel:
    panel = GamePanel(GameDocument.open(str(SAMPLE)))
    qtbot.addWidget(panel)
    panel.resize(1366, 700)  # the window less its menu bar and tabs
    panel.show()
    qtbot.waitExposed(panel)
    QApplication.processEvents()  # the wrapped labels' heights, then the scroll area's bars, settle
    return panel


def outside_the_viewport(panel: GamePanel) -> list[str]:
    """The shown widgets of the result box that do not lie wholly across the side panel's viewport."""
    scroller = panel.action_panel.parentWidget().parentWidget().parentWidget()
    assert isinstance(scroller, QScrollArea)
    viewport = scroller.viewport()
    box = panel.action_panel.game_over
    wrong = []
    for widget in [box, *box.findChildren(QWidget)]:
        if not widget.isVisible():
            continue
        left = widget.mapTo(viewport, QPoint(0, 0)).x()
        if left < 0 or left + widget.width() > viewport.width():
            wrong.append(f"{type(widget).__name__} {left}+{widget.width()} > {viewport.width()}")
    if scroller.horizontalScrollBar().isVisible() or scroller.widget().minimumSizeHint().width() > viewport.width():
        wrong.append("horizontal scroll")
    return wrong


def test_an_over_game_shows_its_result_and_undo_brings_the_actions_back(qtbot):
    panel = over_panel(qtbot)
    session = panel.document.session
    box = panel.action_panel.game_over
    assert session.is_over() and box.isVisible()
    assert box.lines == game_summary(session).lines()
    shown = box.text.text()
    assert "1st place: the Police, 5 bitcoins" in shown  # the winner, ranked, with its counts
    assert "8 standing, 1 KO, 1 dead" in shown and "1 bavure" in shown
    assert "the Police lead on bitcoins" in shown  # why it won
    assert box.record_button.isVisible() and box.export_button.isVisible()
    panel.document.undo_stack.undo()  # the end of the game taken back: the usual panel again
    assert not box.isVisible()
    assert "Select a figure" in panel.action_panel.header.text()
    panel.document.undo_stack.redo()
    assert box.isVisible() and box.lines == game_summary(panel.document.session).lines()


def test_the_result_buttons_record_and_export(qtbot, tmp_path, monkeypatch):
    panel = over_panel(qtbot)
    recorded = []
    # The same recording as the header's « Record in the book » (its dialog is the book's own, tested there).
    monkeypatch.setattr("ui.book.record.record_live_game", lambda parent, document: recorded.append(document))
    panel.action_panel.game_over.record_button.click()
    assert recorded == [panel.document]
    out = tmp_path / "bank-job.txt"
    panel.log.ask_export_path = lambda: str(out)
    panel.action_panel.game_over.export_button.click()
    written = out.read_text(encoding="utf-8")  # the log as the journal's Export writes it, summaries included
    assert written.startswith(panel.document.session.export_text().splitlines()[0])
    assert "Summary of the game" in written and "the Police lead on bitcoins" in written


@pytest.mark.parametrize("code", ["en", "fr"])
def test_the_result_fits_the_panel_at_1366_by_768(qtbot, code):
    with in_language(QApplication.instance(), code):
        panel = over_panel(qtbot)
        box = panel.action_panel.game_over
        if code == "fr":
            assert "1re place\u00a0: la Police, 5 bitcoins" in box.text.text()
            assert "la Police est en tête au nombre de bitcoins" in box.text.text()
            assert box.record_button.text() == "Inscrire dans le livre"
        assert outside_the_viewport(panel) == []
