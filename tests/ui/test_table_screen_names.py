"""The map's names on a TV (issue 37 §2): a figure's name sits beside its base, not over it, at its millimetre
size, never over another name, and never in the banner's band."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage, QPainter

from tabletop.games.peur_sur_la_ville.play import load_game
from tabletop.table_screen.mapping import tv_matrix
from ui.games.peur_sur_la_ville.document import GameDocument
from ui.table_screen import painting
from ui.table_screen.painting import TV, TableLook, paint_table_screen
from ui.table_screen.reading import TEXT_CAP_MM, banner_band

GAME = Path(__file__).resolve().parents[2] / "tabletop" / "samples" / "games" / "bank-job.ttgame.json"


@pytest.fixture
def game(shown_game_panel):
    return shown_game_panel(GameDocument(load_game(GAME), str(GAME)), 1366, 768)


def shown_names(game, monkeypatch, size: tuple[int, int], centre: tuple[float, float]):
    """Paint the table screen; the names' rectangles drawn, the bases they kept clear of, the look."""
    drawn: list[QRectF] = []
    bases: list[QRectF] = []

    def place(features, transform, reading, room, clear, **kwargs):
        bases.extend(clear)
        return placed_by(features, transform, reading, room, clear, **kwargs)

    def paint(painter, placed):
        drawn.extend(QRectF(corner, picture.size().toSizeF()) for corner, picture in placed)
        painted(painter, placed)

    placed_by, painted = painting.place_names, painting.paint_names
    monkeypatch.setattr(painting, "place_names", place)
    monkeypatch.setattr(painting, "paint_names", paint)
    source = game.table_screen_action.source
    look = TableLook(TV, tv_matrix(size, 121.0, centre))
    image = QImage(*size, QImage.Format.Format_ARGB32_Premultiplied)
    painter = QPainter(image)
    paint_table_screen(painter, source, look, size)
    painter.end()
    return drawn, bases, look, source


def overlap(a: QRectF, b: QRectF) -> bool:
    """More than touching."""
    return a.intersected(b).width() > 0.01 and a.intersected(b).height() > 0.01


@pytest.mark.parametrize("size", [(1920, 1080), (3840, 2160)])
def test_names_sit_beside_the_bases_never_over_each_other_nor_under_the_banner(game, monkeypatch, size):
    # The table's near half: the figures on the street and the banner along the near edge.
    drawn, bases, look, source = shown_names(game, monkeypatch, size, (60.0, 30.0))
    assert len(drawn) >= 10  # the figures' names, the buildings', the streets'
    assert len(bases) >= 20
    for index, rect in enumerate(drawn):
        assert not any(overlap(rect, other) for other in drawn[index + 1:])
        assert not any(overlap(rect, base) for base in bases)
    band, _rest = banner_band(source.banner(), size, look.banner_turn, look.reading(source.scene.table_rect))
    assert not any(rect.intersects(band) for rect in drawn)
    # In millimetres of the table: a name is at least its capitals high, and no taller than a line of them.
    px_per_mm = size[0] / 1210
    for rect in drawn:
        assert TEXT_CAP_MM * px_per_mm <= rect.height() <= 3 * TEXT_CAP_MM * px_per_mm
