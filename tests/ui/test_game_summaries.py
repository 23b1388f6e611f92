"""End turn and End game ask first when something is pending, End turn is undone like any step, and each shows its
summary, printable, and kept in the exported log. The summaries are painted, and saved to /tmp/night-*.png to be
looked at with TABLETOP_SHOTS=1."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtPrintSupport import QPrinter

from tabletop.games.peur_sur_la_ville.play import GameSession, load_game
from tabletop.games.peur_sur_la_ville.play.summary import game_summary, turn_summary
from ui.games.peur_sur_la_ville.document import GameDocument
from ui.games.peur_sur_la_ville.panel import GamePanel
from tests.ui.shots import look_at

SAMPLE_GAME = Path(__file__).resolve().parents[2] / "tabletop" / "samples" / "games" / "bank-job.ttgame.json"
pytestmark = pytest.mark.usefixtures("settings_dir")  # tests/ui/conftest.py


@pytest.fixture(scope="module")
def sample():
    return load_game(SAMPLE_GAME)


def panel_at(qtbot, sample, count: int, answer: bool = True) -> GamePanel:
    panel = GamePanel(GameDocument(GameSession(sample.setup, sample.events[:count])))
    qtbot.addWidget(panel)
    panel.asked = []
    panel.ask_to_end = lambda title, question, pending: panel.asked.append((title, pending)) or answer
    return panel


def between_activations(sample, turn: int) -> int:
    """A log position in ``turn`` with no activation open and figures still to activate."""
    return next(i for i in range(len(sample.events)) if sample.state_at(i).turn == turn
                and sample.state_at(i).phase == "activations" and i > 0 and sample.events[i - 1].kind == "end_activation")


def test_ending_a_turn_with_figures_left_asks_first_and_a_no_changes_nothing(qtbot, sample):
    count = between_activations(sample, 3)
    panel = panel_at(qtbot, sample, count, answer=False)
    before = panel.document.session.state
    panel.request("end_turn")
    ((title, pending),) = panel.asked
    assert title == "End the turn?"
    assert any(line.startswith("not activated: ") for line in pending)
    assert "the city's end-of-turn moves are not confirmed yet" in pending
    assert panel.document.session.state is before and panel.summaries == []


def test_end_turn_shows_its_summary_and_is_undone_like_any_step(qtbot, sample):
    count = between_activations(sample, 2)
    panel = panel_at(qtbot, sample, count)
    panel.request("end_turn")
    session = panel.document.session
    assert session.state.phase == "turn_start" and session.events[-1].kind == "end_turn"
    (dialog,) = panel.summaries
    assert dialog.lines == turn_summary(session, 2).lines()
    assert dialog.windowTitle() == "Turn 2"
    panel.document.undo_stack.undo()
    assert session.state == sample.state_at(count)  # End turn taken back


def test_the_summaries_print_to_pdf_and_render_to_png(qtbot, sample, tmp_path):
    end_of_turn_2 = next(i for i, e in enumerate(sample.events) if e.kind == "end_turn"
                         and sample.state_at(i).turn == 2)
    panel = panel_at(qtbot, sample, end_of_turn_2)
    panel.request("end_turn")
    (turn,) = panel.summaries
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(tmp_path / "turn.pdf"))
    turn.print_to(printer)
    assert (tmp_path / "turn.pdf").read_bytes().startswith(b"%PDF")
    turn.resize(760, 460)
    look_at(turn.grab(), "night-turn-summary")
    text = turn.text.toPlainText()
    assert "Flic 4 of the Police (3 wounds)" in text and "the Skins have committed one bavure" in text and "Passer-by 2 flees" in text

    over = panel_at(qtbot, sample, len(sample.events) - 1)  # turn 4 played, the city moved: the referee ends it
    over.request("end_game")
    assert over.asked == [("End the game?", ["turn 4 is not finished"])]  # asked, and the referee goes on
    (game,) = over.summaries
    assert game.lines == game_summary(over.document.session).lines()
    assert "the Parrain" in game.text.toPlainText() and "1st place: the Police, 5 bitcoins" in game.text.toPlainText()
    game.resize(760, 360)
    look_at(game.grab(), "night-game-summary")


def test_the_exported_log_keeps_every_summary(qtbot, sample, tmp_path):
    document = GameDocument(GameSession(sample.setup, sample.events))
    document.export_log(str(tmp_path / "log.txt"))
    text = (tmp_path / "log.txt").read_text(encoding="utf-8")
    assert [f"Summary of turn {n}" in text for n in range(1, 5)] == [True] * 4
    assert text.rstrip().splitlines()[-1].strip() == game_summary(document.session).ranking.explanation
