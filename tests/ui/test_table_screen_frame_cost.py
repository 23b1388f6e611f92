"""Within a frame on a 4K TV (issue 37 §5): what the table screen paints on every frame of a drag is put together
from pictures kept, not drawn anew, and looks as it did when it was drawn anew (the work is counted here; the time
is measured by benchmarks/table_screen.py)."""

from __future__ import annotations

import math
import sys
from pathlib import Path

import numpy as np
import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QImage, QPainter, QPainterPath, QPen, QPixmap, QTransform
from PySide6.QtWidgets import QGraphicsItemGroup

from tabletop.table_screen.mapping import tv_matrix
from tests.ui.sample_games import loaded_game
from ui.games.peur_sur_la_ville.document import GameDocument
from ui.map.overlay_items import RULER_COLOUR, Label
from ui.document import ScenarioDocument
from ui.map.editor import MapEditor
from ui.map.overlays import OverlayController
from ui.table_screen import lettering, painting, reading, shapes
from ui.table_screen.map_source import MapTableSource
from ui.table_screen.painting import TV, TableLook, paint_live, paint_table_screen
from ui.table_screen.reading import HALO, Reading, draw_label, placed_label, readable, strokes
from ui.table_screen.window import TableScreen

ROOT = Path(__file__).resolve().parents[2]
GAME = ROOT / "tabletop" / "samples" / "games" / "bank-job.ttgame.json"
UHD = (3840, 2160)
# Letters are placed to a thirty-second of a pixel of where Qt's layout puts them, and two letters' halos meet as
# the sum of their edges: a pixel on a letter's edge may differ by a few levels of 255, no more.
EDGE_LEVELS = 32


def stroked_whole(text: str, font_text: str, rgba: int, grow: float, halo: float) -> tuple[QPixmap, QPointF]:
    """A label's picture as it was drawn before its letters were kept: the whole outline stroked for the halo,
    then filled."""
    font = QFont()
    font.fromString(font_text)
    metrics = QFontMetricsF(font)
    path = QPainterPath()
    for row, line in enumerate(text.split("\n")):
        path.addText(QPointF(0.0, metrics.ascent() + row * metrics.lineSpacing()), font, line)
    scale = QTransform.fromScale(grow, grow)
    bounds = scale.mapRect(path.boundingRect()).adjusted(-halo - 1, -halo - 1, halo + 1, halo + 1)
    picture = QPixmap(max(1, math.ceil(bounds.width())), max(1, math.ceil(bounds.height())))
    picture.fill(Qt.GlobalColor.transparent)
    drawer = QPainter(picture)
    drawer.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    drawer.setTransform(scale * QTransform.fromTranslate(-bounds.left(), -bounds.top()))
    pen = QPen(HALO, 2 * halo / grow)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    drawer.strokePath(path, pen)
    drawer.fillPath(path, readable(QColor.fromRgba(rgba)))
    drawer.end()
    return picture, bounds.topLeft()


def channels(image: QImage) -> np.ndarray:
    """The picture's channels (B, G, R, A a pixel, row by row), a byte each, copied out of the picture."""
    image = image.convertToFormat(QImage.Format.Format_ARGB32_Premultiplied)
    return np.frombuffer(image.constBits(), dtype=np.uint8)[:image.sizeInBytes()].reshape(
        image.height(), image.bytesPerLine())[:, :image.width() * 4].copy()


def difference(one: np.ndarray, other: np.ndarray) -> np.ndarray:
    """How far apart two pictures' channels are (0 to 255), in a byte a channel: the larger less the smaller never
    wraps round, and a 4K frame's 33 million channels are walked as bytes (widened to signed numbers first, two bytes
    a channel, the four copies and their difference took half the CPU of the tests comparing 4K frames)."""
    return np.maximum(one, other) - np.minimum(one, other)


def changed_pixels(one: np.ndarray, other: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """The channels (``channels``) of the pixels that differ in any of them, in ``one`` and in ``other``, a row of
    four a pixel: a pixel's four bytes compared as one number, the few that changed among 8 million kept (their
    difference is nought elsewhere)."""
    words = one.view(np.uint32) != other.view(np.uint32)
    return one.reshape(*words.shape, 4)[words], other.reshape(*words.shape, 4)[words]


def test_two_pictures_differ_by_up_to_255_either_way(qapp):
    white, black = QImage(4, 2, QImage.Format.Format_ARGB32_Premultiplied), QImage(4, 2, QImage.Format.Format_RGB32)
    white.fill(QColor("white"))
    black.fill(QColor("black"))
    assert channels(white).shape == (2, 16)
    # Black and white apart by all 255 levels of their colour either way, their alpha (both opaque) by none.
    for one, other in ((black, white), (white, black)):
        apart = difference(channels(one), channels(other)).reshape(2, 4, 4)
        assert (apart[:, :, :3] == 255).all() and not apart[:, :, 3].any()
    assert not difference(channels(white), channels(white)).any()
    # Only the pixels that changed are kept, with all four of their channels.
    grey = QImage(white)
    grey.setPixelColor(1, 1, QColor(200, 255, 255))
    changed = changed_pixels(channels(grey), channels(white))
    assert [pixels.tolist() for pixels in changed] == [[[255, 255, 200, 255]], [[255, 255, 255, 255]]]


def table_picture(source, size: tuple[int, int]) -> QImage:
    image = QImage(*size, QImage.Format.Format_ARGB32_Premultiplied)
    painter = QPainter(image)
    paint_table_screen(painter, source, TableLook(TV, tv_matrix(size, 121.0, (60.0, 30.0))), size)
    painter.end()
    return image


@pytest.fixture
def game(shown_game_panel):
    return shown_game_panel(GameDocument(loaded_game(GAME), str(GAME)), 1366, 768)


@pytest.fixture
def fresh_pictures():
    reading._drawn.cache_clear()
    lettering._LETTERS.clear()
    # Outlines are kept by face and glyph; two raw fonts of one face (DejaVu Sans Bold at 11 px, met after the other
    # table-screen tests in one process) gave bounds 1/64 px apart, so a picture's corner compared exactly here moved
    # by 0.03 px on CI's worker. Each case reads the outlines of its own font.
    lettering._OUTLINES.clear()
    yield
    reading._drawn.cache_clear()


def test_a_4k_table_screen_looks_as_when_each_label_was_stroked_whole(game, fresh_pictures, monkeypatch):
    source = game.table_screen_action.source
    kept = table_picture(source, UHD)
    monkeypatch.setattr(reading, "_drawn", stroked_whole)
    whole = table_picture(source, UHD)
    kept_channels, whole_channels = channels(kept), channels(whole)
    apart = difference(*changed_pixels(kept_channels, whole_channels))
    assert apart.max(initial=0) <= EDGE_LEVELS
    # The names are there (the picture is not black), and only their letters' edges differ at all.
    assert (whole_channels[:, 0::4] > 0).mean() > 0.5
    assert np.count_nonzero(apart) / whole_channels.size < 0.002


@pytest.mark.parametrize("text", ["32,9 cm", "122.1 cm, out of range", "Tête « ffl »\nrafale de 5 : 4 touchées", ""])
@pytest.mark.parametrize("px_per_mm", [1920 / 1210, 3840 / 1210])
@pytest.mark.parametrize("bold", [False, True])
def test_a_labels_picture_is_its_letters_as_they_were_drawn_whole(qapp, fresh_pictures, text, px_per_mm, bold):
    font = QFont()
    font.setPointSizeF(9)
    font.setBold(bold)
    grow = px_per_mm * reading.TEXT_CAP_MM / QFontMetricsF(font).capHeight()
    halo = px_per_mm * reading.HALO_MM
    for colour in (RULER_COLOUR, QColor("#202020")):
        kept, kept_corner = reading._drawn(text, font.toString(), colour.rgba(), grow, halo)
        whole, whole_corner = stroked_whole(text, font.toString(), colour.rgba(), grow, halo)
        assert kept.size() == whole.size() and kept_corner == whole_corner
        assert difference(channels(kept.toImage()), channels(whole.toImage())).max() <= EDGE_LEVELS


def test_a_distance_dragged_through_new_values_draws_no_letter_anew(qapp, fresh_pictures, monkeypatch):
    """A distance label shows new words on most frames of a drag: once its digits were drawn at their few
    sub-pixel offsets, a new distance is put together from them, no outline stroked."""
    drawn = []
    draw_letter = lettering._letter

    def counted(*args):
        drawn.append(args[1])
        return draw_letter(*args)

    monkeypatch.setattr(lettering, "_letter", counted)
    group = QGraphicsItemGroup()
    label = Label(group, RULER_COLOUR)
    image = QImage(800, 400, QImage.Format.Format_ARGB32_Premultiplied)
    painter = QPainter(image)
    uhd = Reading(3840 / 1210)

    def drag(distances) -> int:
        before = len(drawn)
        for step, distance in enumerate(distances):
            label.show_at(f"{distance:.1f} cm", 0.0, 0.0, (0.0, 0.0))
            corner, picture = placed_label(label, QTransform.fromTranslate(50 + step % 7, 50), uhd)
            draw_label(painter, label, corner, picture)
        return len(drawn) - before

    # The first strokes draw each digit at the offsets it lands on: a few dozen letters for 900 distances.
    assert 0 < drag(np.arange(100, 1000) / 10) < 900
    # Then a stroke anywhere in that span puts every new distance together from them.
    reading._drawn.cache_clear()
    assert drag(np.random.default_rng(37).uniform(10.0, 99.9, 300)) == 0
    painter.end()
    # Without the letters kept, every new distance stroked its whole outline (the count can fail).
    lettering._LETTERS.clear()
    reading._drawn.cache_clear()
    monkeypatch.setattr(lettering, "LETTER_PICTURES", 0)
    painter = QPainter(image)
    assert drag(np.linspace(10.05, 99.95, 30)) >= 30 * 4
    painter.end()


@pytest.fixture
def club_drag(qtbot):
    """The drag of benchmarks/table_screen.py: the club table, its leader selected with every overlay on, and the
    table screen's source; the look of a 55-inch 4K TV over the middle of the table."""
    sys.path.insert(0, str(ROOT / "benchmarks"))
    try:
        from ui_drag import bench_table, every_tool_on
        document = ScenarioDocument(bench_table("club"))
    finally:
        sys.path.remove(str(ROOT / "benchmarks"))
    editor = MapEditor(document)
    qtbot.addWidget(editor)
    editor.resize(1280, 860)
    editor.show()
    qtbot.waitExposed(editor)
    overlays = OverlayController(editor)
    source = MapTableSource(editor, overlays)
    model = overlays.base_model
    subject = next(f.id for f in model.figures.items if f.role == "leader")
    editor.scene.select_ids([subject])
    positions = every_tool_on(overlays, document, subject)
    overlays.cursor = positions[len(positions) // 3]
    overlays.refresh()
    look = TableLook(TV, tv_matrix(UHD, 121.0, (model.width_cm / 2, model.depth_cm / 2)))
    return source, look, editor, overlays, subject, positions


def side_by_side(painter: QPainter, pen: QPen, base: QTransform, draw) -> None:
    """Every wide pen stroked as before: one-pixel strokes side by side along a cross as wide as the pen."""
    thin, offsets = strokes(pen)
    painter.setPen(thin)
    for offset in offsets:
        painter.setTransform(base * QTransform.fromTranslate(offset.x(), offset.y()))
        draw()


def near_alike(one: np.ndarray, other: np.ndarray, apart: np.ndarray, reach: int, levels: int) -> np.ndarray:
    """Where a pixel of ``one`` has no pixel of its colour (give or take ``levels``) within ``reach`` pixels in
    ``other``, ``apart`` saying where the two differ by more than ``levels`` at the same place."""
    height, width = one.shape[:2]
    # A pixel whose like stands at its own place in ``other`` is not alone: only the others (a few thousand of 8
    # million) are compared with their neighbours. Comparing the whole frame at each of the 9 places cost 7 s of CPU.
    # A neighbour past the frame's edge is the edge's pixel.
    ys, xs = np.nonzero(apart)
    own = one[ys, xs].astype(np.int16)
    lonely = np.ones(len(ys), dtype=bool)
    for dy in range(-reach, reach + 1):
        for dx in range(-reach, reach + 1):
            near = other[np.clip(ys + dy, 0, height - 1), np.clip(xs + dx, 0, width - 1)].astype(np.int16)
            lonely &= np.abs(near - own).max(axis=1) > levels
    alone = np.zeros((height, width), dtype=bool)
    alone[ys[lonely], xs[lonely]] = True
    return alone


def test_a_4k_frame_strokes_solid_lines_whole_and_looks_as_in_strokes_side_by_side(club_drag, monkeypatch):
    """The sight lines, the visibility's edge, the rulers and rings of a drag on a 4K TV are stroked by Qt as the
    wide pens they are, no longer as one-pixel strokes side by side: the same lines, give or take a pixel along their
    edges (where a translucent area lies over a line's edge, the colour under it moved with the edge: a few hundred
    pixels of 8 million)."""
    source, look = club_drag[:2]
    whole = channels(table_picture_of(source, look))
    monkeypatch.setattr(shapes, "stroke", side_by_side)
    crossed = channels(table_picture_of(source, look))
    new, old = (image.reshape(image.shape[0], -1, 4)[:, :, :3] for image in (whole, crossed))
    # Measured channel by channel only where a pixel changed at all (the rest differ by nothing).
    ys, xs = np.nonzero(whole.view(np.uint32) != crossed.view(np.uint32))
    far = difference(new[ys, xs], old[ys, xs]).max(axis=1) > 8
    differ = np.zeros(new.shape[:2], dtype=bool)
    differ[ys[far], xs[far]] = True
    assert 0 < differ.mean() < 0.005  # the lines' edges, and nothing else
    alone = near_alike(new, old, differ, 1, 8) | near_alike(old, new, differ, 1, 8)
    assert alone.sum() < 2000


def test_a_drag_frame_strokes_no_opaque_solid_line_side_by_side(club_drag, monkeypatch):
    """The count that keeps it so: in a frame of the drag, only dashed, dotted or translucent pens are stroked as
    one-pixel strokes side by side."""
    source, look = club_drag[:2]
    side_by_side_pens: list[QPen] = []

    def counted(pen: QPen):
        side_by_side_pens.append(QPen(pen))
        return strokes(pen)

    monkeypatch.setattr(shapes, "strokes", counted)
    image = QImage(*UHD, QImage.Format.Format_ARGB32_Premultiplied)
    painter = QPainter(image)
    paint_live(painter, source, look, UHD)
    painter.end()
    assert side_by_side_pens  # the dotted sight lines and the dashed rings are there
    assert all(pen.style() != Qt.PenStyle.SolidLine or pen.color().alpha() < 255 for pen in side_by_side_pens)


def table_picture_of(source, look: TableLook) -> QImage:
    image = QImage(*UHD, QImage.Format.Format_ARGB32_Premultiplied)
    painter = QPainter(image)
    paint_table_screen(painter, source, look, UHD)
    painter.end()
    return image


def test_dragging_a_figure_under_a_4k_tv_draws_nothing_again_that_was_kept(club_drag, monkeypatch, qapp):
    """The table screen open as a 55-inch 4K TV while the referee drags the leader with every overlay on: after a
    first stroke, a frame blits the table and the features at rest (drawn again only at the drop), puts the labels'
    new words together from letters already drawn, and strokes no opaque solid line side by side."""
    source, _look, editor, overlays, subject, positions = club_drag
    screen = TableScreen(source, editor)
    screen.pixels = UHD
    screen.width_cm = 121.0
    screen.window.resize(*UHD)
    screen.window.show()
    screen.set_mode(TV)
    model = overlays.base_model
    screen.move_centre(model.width_cm / 2, model.depth_cm / 2)
    counts = {"static": 0, "letters": 0, "side by side": 0, "frames": 0}
    paint_static, draw_letter, paint_event = painting.paint_static, lettering._letter, screen.view.paintEvent

    def counting(name, function, solid_only=False):
        def counted(*args, **kwargs):
            if not solid_only or (args[0].style() == Qt.PenStyle.SolidLine and args[0].color().alpha() == 255):
                counts[name] += 1
            return function(*args, **kwargs)
        return counted

    monkeypatch.setattr("ui.table_screen.view.paint_static", counting("static", paint_static))
    monkeypatch.setattr(lettering, "_letter", counting("letters", draw_letter))
    monkeypatch.setattr(shapes, "strokes", counting("side by side", strokes, solid_only=True))
    screen.view.paintEvent = counting("frames", paint_event)
    qapp.processEvents()
    item = editor.scene.feature_item(subject)
    fx, fy = editor.document.scenario[subject].geometry.points()[0]

    def drag(points) -> dict[str, int]:
        before = dict(counts)
        for x, y in points:
            item.setPos(x - fx, y - fy)
            overlays.cursor = (x, y)
            overlays.refresh()
            qapp.processEvents()
        return {name: counts[name] - before[name] for name in counts}

    drag(positions[:12])  # the first frames draw the letters the distances need
    reading._drawn.cache_clear()  # the labels' words put together again, from their letters
    frames = drag(positions[4:12])
    assert frames["frames"] >= 8  # the table screen painted every frame
    assert frames["static"] == 0 and frames["letters"] == 0 and frames["side by side"] == 0
    screen.close()
