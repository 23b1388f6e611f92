"""The Narcopolis table screen's side lines (ui/table_screen/boards/narcopolis.py): once the play is over, the banner
says so and no « Dernier tour » is left beside it."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage, QPainter

from tabletop import games
from tabletop.games.narcopolis.views import public_view
from tabletop.games.playfile import load_play
from ui.table_screen.boards import narcopolis
from ui.table_screen.boards.drawing import BoardPainter

SAMPLE = Path(__file__).resolve().parents[2] / "tabletop" / "samples" / "plays" / "narcopolis.ttplay.json"


class Recording(BoardPainter):
    """A board painter that keeps every text it draws."""

    def __init__(self, painter: QPainter, px_per_mm: float):
        super().__init__(painter, px_per_mm)
        self.texts: list[str] = []

    def text(self, rect: QRectF, text: str, *args: Any, **kwargs: Any) -> float:
        self.texts.append(text)
        return super().text(rect, text, *args, **kwargs)


def drawn_texts(board: dict[str, Any]) -> list[str]:
    image = QImage(1920, 1080, QImage.Format.Format_RGB32)
    painter = QPainter(image)
    try:
        pen = Recording(painter, 1920 / 1210)
        narcopolis.paint(pen, board, QRectF(0, 0, 1920, 1040))
    finally:
        painter.end()
    return pen.texts


def test_a_play_over_shows_no_last_round_line(qapp) -> None:
    session = load_play(SAMPLE, games.game_core).session
    board = public_view(session.state)
    assert session.is_over() and board["last_round"]  # the round it ended in was the last
    assert "Last round" not in drawn_texts(board)
    board["banner"]["over"] = False  # the same round while it is played
    assert "Last round" in drawn_texts(board)


def test_the_event_in_force_reads_one_colon_at_most(qapp) -> None:
    """The card's text is a sentence with its own colon (« Texte perdu : l'arbitre lit la carte. »): the event's line
    puts it after a full stop, not a second colon."""
    from tests.ui.test_french_ui import in_language
    session = load_play(SAMPLE, games.game_core).session
    board = public_view(session.state)
    with in_language(qapp, "fr"):
        line = next(text for text in drawn_texts(board) if text.startswith("Événement"))
    assert line == f"Événement «\u00a0{board['event']['name']}\u00a0». {board['event']['text']}"
    assert line.count(":") <= 1
