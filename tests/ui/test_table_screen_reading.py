"""Readable from the chair (issue 37, part 2): the table screen's words and lines are sized in millimetres of the
table (a denser TV draws them with more pixels, not smaller), on a dark halo, scaled by the referee's setting; the
banner lies inside the table under a projector and says when the game is over."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import numpy as np
import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QImage, QPainter, QPen, QPolygonF, QTransform
from PySide6.QtWidgets import QGraphicsItemGroup

from tabletop.games.peur_sur_la_ville.play import diff
from tabletop.table_screen.mapping import apply, homography, table_corners, tv_matrix
from tests.ui.sample_games import loaded_game
from ui.games.peur_sur_la_ville.document import GameDocument
from ui.map.overlay_items import RULER_COLOUR, Label
from ui.table_screen.painting import PROJECTOR, TV, TableLook, paint_table_screen
from ui.table_screen.reading import LINE_MM, TEXT_CAP_MM, Reading, draw_label, placed_label

GAME = Path(__file__).resolve().parents[2] / "tabletop" / "samples" / "games" / "bank-job.ttgame.json"


def paint_label(painter: QPainter, label: Label, transform: QTransform, reading: Reading, at=None) -> None:
    """A label as the table screen draws it: where the laptop's offset puts it, or with its corner ``at``."""
    corner, picture = placed_label(label, transform, reading)
    draw_label(painter, label, at if at is not None else corner, picture)


def drawn_rows(image: QImage) -> np.ndarray:
    alpha = np.frombuffer(image.constBits(), dtype=np.uint8)[:image.sizeInBytes()].reshape(
        image.height(), image.bytesPerLine())[:, 3:image.width() * 4:4]
    return np.flatnonzero((alpha > 0).any(axis=1))


def label_height_px(px_per_mm: float, scale: float = 1.0) -> int:
    """The height in pixels of a label « HH » painted on the table at ``px_per_mm``."""
    group = QGraphicsItemGroup()
    label = Label(group, RULER_COLOUR)
    label.show_at("HH", 0.0, 0.0, (0.0, 0.0))
    image = QImage(400, 400, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    paint_label(painter, label, QTransform.fromTranslate(50, 50), Reading(px_per_mm, scale))
    painter.end()
    rows = drawn_rows(image)
    return int(rows.max() - rows.min() + 1)


def test_a_labels_capitals_are_millimetres_of_the_table_on_any_tv(qapp):
    hd, uhd = 1920 / 1210, 3840 / 1210  # a 55-inch picture, 121 cm wide, in 1080p and in 4K
    for px_per_mm in (hd, uhd):
        halo = 2 * 0.7 * px_per_mm
        assert label_height_px(px_per_mm) == pytest.approx(TEXT_CAP_MM * px_per_mm + halo, abs=3)
    # Four times the pixels: twice the pixels a millimetre, the same millimetres of letters.
    assert label_height_px(uhd) / label_height_px(hd) == pytest.approx(2.0, abs=0.2)
    # The referee's setting scales them.
    assert label_height_px(hd, 1.5) / label_height_px(hd) == pytest.approx(1.5, abs=0.15)


def test_a_line_of_one_pixel_on_the_laptop_is_a_millimetre_on_the_table(qapp):
    reading = Reading(3840 / 1210)
    assert reading.pen(QPen(RULER_COLOUR, 1.0)).widthF() == pytest.approx(LINE_MM * 3840 / 1210)
    assert reading.pen(QPen(RULER_COLOUR, 2.5)).widthF() == pytest.approx(2.5 * 3840 / 1210)
    assert Reading(3840 / 1210, 2.0).pen(QPen(RULER_COLOUR, 1.0)).widthF() == pytest.approx(2 * 3840 / 1210)


@pytest.fixture
def game(shown_game_panel):
    return shown_game_panel(GameDocument(loaded_game(GAME), str(GAME)), 1366, 768)


def lit(image: QImage) -> np.ndarray:
    rgb = image.convertToFormat(QImage.Format.Format_RGB888)
    data = np.frombuffer(rgb.constBits(), dtype=np.uint8)[:rgb.sizeInBytes()].reshape(
        rgb.height(), rgb.bytesPerLine())[:, :rgb.width() * 3]
    # Any of the three bytes not nought: or-ed together, not their maximum over an axis of three (numpy walks such
    # an axis slowly: 0.1 s of CPU a 1920 x 1080 picture).
    return (data[:, 0::3] | data[:, 1::3] | data[:, 2::3]) != 0


def picture(source, look: TableLook, size: tuple[int, int]) -> QImage:
    image = QImage(*size, QImage.Format.Format_ARGB32_Premultiplied)
    painter = QPainter(image)
    paint_table_screen(painter, source, look, size)
    painter.end()
    return image


@pytest.mark.parametrize("turn", [0, 1, 2, 3])
def test_under_a_projector_the_banner_lies_inside_the_table(game, turn):
    source = game.table_screen_action.source
    size = (1920, 1080)
    corners = [(260.0, 1040.0), (1700.0, 1000.0), (1600.0, 60.0), (330.0, 110.0)]
    look = TableLook(PROJECTOR, homography(table_corners(120, 90), corners), layers={"banner"}, banner_turn=turn)
    # What the banner adds to the black and the faint outline and grid the projector always shows.
    drawn = lit(picture(source, look, size)) & ~lit(picture(source, replace(look, layers=set()), size))
    assert drawn.sum() > 150  # the words are there
    quad = QPolygonF([QPointF(*p) for p in corners])
    ys, xs = np.nonzero(drawn)
    assert all(quad.containsPoint(QPointF(x, y), Qt.FillRule.OddEvenFill) for x, y in zip(xs[::7], ys[::7]))
    # Along the side it reads from: turn 0 by the referee's edge (the near edge, table y = 0).
    if turn == 0:
        near = apply(look.matrix, [(60.0, 0.0)])[0]
        assert abs(ys.mean() - near[1]) < 60


def test_the_banner_says_when_the_game_is_over(game):
    source = game.table_screen_action.source
    session = game.document.session
    old = session.state
    session._states[-1] = replace(old, phase="turn_start", activation=None)
    assert source.banner().startswith("Turn")
    session._states[-1] = replace(old, phase="over", activation=None)
    game.document.changed.emit(diff(old, session.state))
    assert source.banner() == "Game over"
    look = TableLook(TV, tv_matrix((1920, 1080), 121.0, (60.0, 45.0)), layers={"banner"})
    assert lit(picture(source, look, (1920, 1080))).any()


def test_a_rings_distance_is_drawn_once_for_each_value_it_shows(qapp):
    """Issue 37 §5: a ring's label going back and forth between distances while the referee drags is laid out
    and haloed once per distance, not once per frame."""
    from ui.table_screen import reading as reading_module

    reading_module._drawn.cache_clear()
    group = QGraphicsItemGroup()
    label = Label(group, RULER_COLOUR)
    image = QImage(400, 400, QImage.Format.Format_ARGB32_Premultiplied)
    painter = QPainter(image)
    for text in ("10 cm", "11 cm", "10 cm", "11 cm", "10 cm"):
        label.show_at(text, 0.0, 0.0, (0.0, 0.0))
        paint_label(painter, label, QTransform.fromTranslate(50, 50), Reading(3840 / 1210))
    # A second label showing the same words shares the picture.
    other = Label(group, RULER_COLOUR)
    other.show_at("10 cm", 0.0, 0.0, (0.0, 0.0))
    paint_label(painter, other, QTransform.fromTranslate(150, 150), Reading(3840 / 1210))
    painter.end()
    assert reading_module._drawn.cache_info().misses == 2


@pytest.mark.parametrize("size", [(1920, 1080), (3840, 2160)])
@pytest.mark.parametrize("turn", [0, 1, 2, 3])
def test_a_label_along_the_near_edge_is_never_under_the_banner(qapp, size, turn):
    """Issue 37 §2: on a TV the banner never covers the labels along the edge it lies on: the frame's labels are
    placed in the picture less the band, and one there still shows whole, next to its spot."""
    from ui.table_screen.names import Room, place_live
    from ui.table_screen.reading import banner_band

    width, height = size
    reading = Reading(width / 1210)
    band, rest = banner_band("Tour 2 — Les Pourris jouent", size, turn, reading)
    # A label on a point in the middle of the band, along the edge the banner lies on.
    edge = (band.center().x(), band.center().y())
    group = QGraphicsItemGroup()
    label = Label(group, RULER_COLOUR)
    label.show_at("12,5 cm", 0.0, 0.0, (0.0, 0.0))
    image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    _names, placed = place_live([], [label], QTransform.fromTranslate(*edge), reading, Room(rest), np.zeros((0, 4)))
    paint_label(painter, label, QTransform.fromTranslate(*edge), reading, placed[0][1])
    painter.end()
    alpha = np.frombuffer(image.constBits(), dtype=np.uint8)[:image.sizeInBytes()].reshape(
        height, image.bytesPerLine())[:, 3:width * 4:4]
    drawn = alpha > 0
    rows, columns = np.flatnonzero(drawn.any(axis=1)), np.flatnonzero(drawn.any(axis=0))
    assert len(rows) and len(columns)  # still shown
    box = band.toAlignedRect()
    in_band = drawn[box.top():box.bottom() + 1, box.left():box.right() + 1]
    assert not in_band.any()
    # Without the band kept out, the same label reaches into it (the test can fail).
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    paint_label(painter, label, QTransform.fromTranslate(*edge), reading)
    painter.end()
    alpha = np.frombuffer(image.constBits(), dtype=np.uint8)[:image.sizeInBytes()].reshape(
        height, image.bytesPerLine())[:, 3:width * 4:4]
    assert (alpha[box.top():box.bottom() + 1, box.left():box.right() + 1] > 0).any()
