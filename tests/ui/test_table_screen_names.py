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
MAP = Path(__file__).resolve().parents[2] / "tabletop" / "samples" / "bank-job.geojson"


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


def test_a_name_the_laptop_has_no_room_for_is_on_the_table_all_the_same(qtbot, monkeypatch):
    """At its zoom the laptop has no room for some names (they show on hover there); the table lays its names out
    itself, at its own scale: on a 4K TV each figure of the map is named. A kind of name switched off in the View
    menu stays off the table."""
    from tabletop.scenario import load_scenario
    from ui.document import ScenarioDocument
    from ui.map.editor import MapEditor
    from ui.table_screen.source import TableSource

    editor = MapEditor(ScenarioDocument(load_scenario(MAP), str(MAP)))
    qtbot.addWidget(editor)
    editor.resize(1366, 768)
    editor.show()
    qtbot.waitExposed(editor)
    figures = {item for item in editor.scene.items_by_id.values() if item.kind == "figure"}
    assert any(not item.label_has_room for item in figures)  # « Lieutenant », among the Skins
    asked: list[tuple[set, int]] = []

    def place(features, *args, **kwargs):
        placed = placed_by(features, *args, **kwargs)
        asked.append(({feature for feature in features if feature.kind == "figure"}, len(placed) - len(features)))
        return placed

    placed_by = painting.place_names
    monkeypatch.setattr(painting, "place_names", place)
    source = TableSource(editor.scene, None)
    size = (3840, 2160)
    look = TableLook(TV, tv_matrix(size, 121.0, (60.0, 45.0)))

    def paint() -> tuple[set, int]:
        asked.clear()
        image = QImage(*size, QImage.Format.Format_ARGB32_Premultiplied)
        painter = QPainter(image)
        paint_table_screen(painter, source, look, size)
        painter.end()
        (answer,) = asked
        return answer

    named, left_out = paint()
    assert named == figures and left_out == 0  # each name found room on the table
    editor.labels.set_shown("figures", False)
    named, _left_out = paint()
    assert named == set()


def test_the_open_table_screen_follows_a_name_switched_off_the_laptop_had_no_room_for(qtbot, qapp):
    """A figure ringed by passers-by 5 cm off: at its zoom the laptop has no room for its name, the table has. The
    referee switches the figures' names off in the View menu, then on: the open table screen's picture, kept in parts,
    is the one drawn whole each time, without the name and with it."""
    import math

    from tabletop.scenario import scenario_from_json
    from tests.geojson_builders import feature, point
    from tests.ui.test_table_screen_drag_frozen import PIXELS, drawn_whole, window_pixels
    from ui.document import ScenarioDocument
    from ui.map.editor import MapEditor
    from ui.table_screen.source import TableSource
    from ui.table_screen.window import TableScreen

    ring = [feature(f"passer-by-{i}", point(60 + 5 * math.cos(i * math.pi / 5), 45 + 5 * math.sin(i * math.pi / 5)),
                    kind="civilian", role="passerby") for i in range(10)]
    scenario = scenario_from_json({
        "type": "FeatureCollection",
        "tabletop": {"format": "tabletop-scenario", "version": 1, "game": "peur-sur-la-ville", "name": "Ringed",
                     "table": {"width_cm": 120, "depth_cm": 90}},
        "features": [feature("solo", point(60, 45), kind="figure", gang="A", role="member", name="Solo"), *ring]})
    editor = MapEditor(ScenarioDocument(scenario))
    qtbot.addWidget(editor)
    editor.resize(1366, 768)
    editor.show()
    qtbot.waitExposed(editor)
    assert not editor.scene.feature_item("solo").label_has_room
    screen = TableScreen(TableSource(editor.scene, None), editor)
    screen.pixels, screen.width_cm = PIXELS, 121.0
    screen.window.resize(*PIXELS)
    screen.window.show()
    screen.set_mode(TV)
    screen.move_centre(60.0, 45.0)
    qapp.processEvents()
    named = window_pixels(screen)
    assert (named == drawn_whole(screen)).all()
    editor.labels.set_shown("figures", False)
    qapp.processEvents()
    unnamed = window_pixels(screen)
    assert (unnamed != named).any() and (unnamed == drawn_whole(screen)).all()
    editor.labels.set_shown("figures", True)
    qapp.processEvents()
    assert (window_pixels(screen) == named).all()
    screen.close()
