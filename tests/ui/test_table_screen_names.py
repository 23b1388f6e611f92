"""The map's names on a TV (issue 37 §2): a figure's name sits beside its base, not over it, at its millimetre
size, never over another name, and never in the banner's band."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from PySide6.QtCore import QLineF, QRectF
from PySide6.QtGui import QImage, QPainter, QTransform

from tabletop.table_screen.mapping import tv_matrix
from tests.ui.sample_games import loaded_game
from tests.ui.test_table_screen_drag_frozen import drag_frame, screen, window_pixels  # noqa: F401
from tests.ui.test_table_screen_frame_cost import club_drag  # noqa: F401  (the fixture)
from ui.games.peur_sur_la_ville.document import GameDocument
from ui.map.labels import lay_out_labels
from ui.table_screen import painting
from ui.table_screen.painting import TV, TableLook, paint_table_screen
from ui.table_screen.names import GAP_MM
from ui.table_screen.reading import HALO, TEXT_CAP_MM, banner_band, text_picture

GAME = Path(__file__).resolve().parents[2] / "tabletop" / "samples" / "games" / "bank-job.ttgame.json"
MAP = Path(__file__).resolve().parents[2] / "tabletop" / "samples" / "bank-job.geojson"


@pytest.fixture
def game(shown_game_panel):
    return shown_game_panel(GameDocument(loaded_game(GAME), str(GAME)), 1366, 768)


def shown_names(game, monkeypatch, size: tuple[int, int], centre: tuple[float, float], names: list | None = None,
                named: list | None = None):
    """Paint the table screen; the names' rectangles drawn, the bases they kept clear of, the look. ``names``, when
    given, receives the names drawn (``PlacedName``), ``named`` the features whose names were placed."""
    drawn: list[QRectF] = []
    bases: list[QRectF] = []

    def place(features, transform, reading, room, clear, **kwargs):
        bases.extend(clear)
        if named is not None:
            named.extend(features)
        return placed_by(features, transform, reading, room, clear, **kwargs)

    def paint(painter, placed):
        drawn.extend(name.rect() for name in placed)
        if names is not None:
            names.extend(placed)
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


def separation(a: QRectF, b: QRectF) -> float:
    """How far apart two rectangles are along the axis they are furthest apart on (0: they overlap on both)."""
    return max(b.left() - a.right(), a.left() - b.right(), b.top() - a.bottom(), a.top() - b.bottom(), 0.0)


def crosses(line: QLineF, rect: QRectF) -> bool:
    """Whether the line passes through the rectangle's inside (sampled finely)."""
    inside = rect.adjusted(0.5, 0.5, -0.5, -0.5)
    return any(inside.contains(line.pointAt(t / 200)) for t in range(201))


@pytest.mark.parametrize("size", [(1920, 1080), (3840, 2160)])
def test_the_melee_names_every_figure_one_crowded_beside_its_base_further_out_with_a_leader(game, monkeypatch,
                                                                                           size):
    """The bank job's mêlée round the Officier: Flic 10, knocked out, lies under the Officier and Flic 4, every spot
    beside its base taken. Every figure shown is named, Flic 10 too (the laptop, at its zoom, has no room for it: the
    table lays its names out at its own scale); no two names overlap; a name away from its base, and only such a
    name, has a leader line from the base's edge to it, crossing no other name."""
    scene = game.table_screen_action.source.scene
    melee = scene.items_by_id["police-10"].sceneBoundingRect().center()
    names: list = []
    named: list = []
    drawn, bases, look, _source = shown_names(game, monkeypatch, size, (melee.x(), melee.y()), names, named)
    transform = QTransform(*[look.matrix[row, col] for col in range(3) for row in range(3)])
    shown = QRectF(0, 0, *size)
    figures = [item for item in scene.items_by_id.values() if item.kind == "figure" and item.label.text()
               and shown.contains(transform.mapRect(item.sceneBoundingRect()))]
    assert not scene.items_by_id["police-10"].label.isVisible()  # no room for it on the laptop
    assert {item.label.text() for item in figures} <= {item.label.text() for item in named}
    assert len(names) == len(named)  # every name placed, none left out
    for index, rect in enumerate(drawn):
        assert not any(overlap(rect, other) for other in drawn[index + 1:])
        assert not any(overlap(rect, base) for base in bases)
    reading = look.reading(scene.table_rect)
    gap = reading.mm(GAP_MM)
    by_picture = {name.picture.cacheKey(): name for name in names}
    led = 0
    for item in figures:
        label = item.label
        name = by_picture[text_picture(label.text(), label.font(), label.brush().color(), reading).cacheKey()]
        bounds = transform.mapRect(item.sceneBoundingRect())  # what the names keep clear of
        if name.leader is None:
            assert abs(separation(name.rect(), bounds) - gap) < 0.01  # beside the base
            continue
        led += 1
        assert separation(name.rect(), bounds) > gap + 1  # away from the base
        line = name.leader.line
        drawn_base = transform.mapRect(item.mapRectToScene(item.path().boundingRect()))
        assert abs(QLineF(drawn_base.center(), line.p1()).length() - drawn_base.width() / 2) < 0.01  # on its edge
        assert separation(name.rect(), QRectF(line.p2(), line.p2())) < 0.01  # to the name
        assert not any(crosses(line, other.rect()) for other in names if other is not name)
    assert led >= 1  # Flic 10's at least


def test_the_figures_names_the_referee_hides_stay_off_the_table(game, monkeypatch):
    """Figures' names switched off (the View menu, the density setting) are off the table too, room or not."""
    scene = game.table_screen_action.source.scene
    scene.labels_shown.discard("figures")
    lay_out_labels(scene, scene.label_scale)
    named: list = []
    shown_names(game, monkeypatch, (1920, 1080), (60.0, 45.0), named=named)
    assert named and not any(item.kind == "figure" for item in named)  # the streets' and buildings' names only


def covered(window: np.ndarray, name) -> tuple[int, int]:
    """Of a still name's pixels its picture covers (all but wholly: the letters, the halo), how many the window
    shows otherwise than the name over whatever lies under it (something drawn over the name), and how many there
    are. Over anything, such a pixel is the name's, plus at most its small transparency of what lies under it."""
    picture = name.picture.toImage().convertToFormat(QImage.Format.Format_ARGB32_Premultiplied)
    bits = picture.constBits()
    pixels = np.frombuffer(bits, dtype=np.uint32, count=picture.width() * picture.height()).reshape(
        picture.height(), picture.width())
    left, top = round(name.corner.x()), round(name.corner.y())
    shown = window[top:top + picture.height(), left:left + picture.width()]
    alpha = (pixels >> 24).astype(int)
    hidden = np.zeros(pixels.shape, dtype=bool)
    for shift in (0, 8, 16):
        channel = (pixels >> shift & 0xFF).astype(int)
        hidden |= np.abs((shown >> shift & 0xFF).astype(int) - channel) > 255 - alpha + 1
    dark = alpha >= HALO.alpha()
    return int((hidden & dark).sum()), int(dark.sum())


@pytest.mark.parametrize("screen", [TV], indirect=True)
def test_the_still_names_are_drawn_over_every_overlay(club_drag, screen, qapp):  # noqa: F811
    """The club's leader selected, every overlay on, on a 1080p TV: its sight lines, rings and reach (kept at rest, and
    live through a drag) run under the still names, never through their letters (issue 37 §2: the names were in the
    table's picture, the overlays drawn over them)."""
    _source, _look, editor, overlays, subject, positions = club_drag
    view = screen.view
    names = view._base_record.names
    crossed = [name for name in names if view._at_rest.drawn.intersects(name.rect().toAlignedRect())]
    assert len(crossed) >= 5  # names the overlays at rest run by
    window = window_pixels(screen)
    assert sum(covered(window, name)[1] for name in crossed) > 500
    assert not any(covered(window, name)[0] for name in names)
    _item, frame = drag_frame(editor, overlays, subject, qapp)
    for x, y in positions[:10]:
        frame(x, y)
    window = window_pixels(screen)
    assert not any(covered(window, name)[0] for name in view._base_record.names)


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
