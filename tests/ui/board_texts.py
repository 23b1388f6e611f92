"""The texts a card game's table-screen board draws (ui/table_screen/boards), read as a player reads them."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage, QPainter

from ui.table_screen.boards.drawing import BoardPainter


class Recording(BoardPainter):
    """A board painter that keeps every text it draws."""

    def __init__(self, painter: QPainter, px_per_mm: float):
        super().__init__(painter, px_per_mm)
        self.texts: list[str] = []

    def text(self, rect: QRectF, text: str, *args: Any, **kwargs: Any) -> float:
        self.texts.append(text)
        return super().text(rect, text, *args, **kwargs)


def drawn_texts(board_module: Any, board: dict[str, Any]) -> list[str]:
    """Every text ``board_module`` draws of the public ``board`` on a 1080p TV 121 cm wide."""
    image = QImage(1920, 1080, QImage.Format.Format_RGB32)
    painter = QPainter(image)
    try:
        pen = Recording(painter, 1920 / 1210)
        board_module.paint(pen, board, QRectF(0, 0, 1920, 1040))
    finally:
        painter.end()
    return pen.texts
