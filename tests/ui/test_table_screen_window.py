"""The table screen in the app: a second view of the tab's scene that never shows a secret, calibrated, moved by its
frame on the referee's map, answering a touch in cm, and closed without disturbing the tab."""

from __future__ import annotations

import tempfile
from dataclasses import replace
from pathlib import Path

import pytest
import shiboken6
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QApplication

from tabletop.games.peur_sur_la_ville.play import Mine, diff
from ui.games.peur_sur_la_ville.document import GameDocument
from ui.games.peur_sur_la_ville.panel import GamePanel
from ui.games.peur_sur_la_ville.markers import MINE_COLOUR
from ui.table_screen.painting import TableLook, paint_table_screen
from ui.table_screen.window import TableScreen
from tabletop.table_screen.mapping import apply, tv_matrix
from tests.ui.sample_games import loaded_game

GAME = Path(__file__).resolve().parents[2] / "tabletop" / "samples" / "games" / "bank-job.ttgame.json"
LOOK_AT = Path(tempfile.gettempdir())


@pytest.fixture
def panel(qtbot):
    document = GameDocument(loaded_game(GAME), str(GAME))
    panel = GamePanel(document)
    qtbot.addWidget(panel)
    panel.resize(1366, 768)
    panel.show()
    QApplication.processEvents()
    return panel


def with_secrets(panel: GamePanel) -> tuple[str, str]:
    """Hide a standing figure and lay a mine, as the log would have them; the hidden figure and the mine's ids."""
    session = panel.document.session
    old = session.state
    hider = next(f for f in old.figures.values() if f.kind == "figure" and f.state == "standing" and f.gang == "A")
    new = replace(old.with_figures(replace(hider, state="hidden")), mines=(Mine("mine-A-1", "A", 20.0, 20.0),))
    session._states[-1] = new
    panel.document.changed.emit(diff(old, new))
    return hider.id, "mine-A-1"


def picture(source, look: TableLook, size=(1200, 900)) -> QImage:
    image = QImage(*size, QImage.Format.Format_ARGB32_Premultiplied)
    painter = QPainter(image)
    paint_table_screen(painter, source, look, size)
    painter.end()
    return image


def colour_near(image: QImage, x: float, y: float, colour: QColor, radius: int = 10) -> bool:
    for px in range(int(x) - radius, int(x) + radius):
        for py in range(int(y) - radius, int(y) + radius):
            if 0 <= px < image.width() and 0 <= py < image.height():
                c = QColor(image.pixel(px, py))
                if abs(c.red() - colour.red()) + abs(c.green() - colour.green()) + abs(c.blue() - colour.blue()) < 40:
                    return True
    return False


def test_the_table_never_shows_a_hidden_figure_a_mine_or_a_map_secret_the_referee_sees(panel):
    hider, mine = with_secrets(panel)
    source = panel.table_screen_action.source
    assert {hider, mine} <= source.secret_keys()
    game_map = panel.map
    assert mine in game_map.mine_markers and game_map.mine_markers[mine].isVisible()
    # 10 px a cm over the whole 120 x 90 table.
    look = TableLook(matrix=tv_matrix((1200, 900), 120.0, (60.0, 45.0)))
    table = picture(source, look)
    table.save(str(LOOK_AT / "table-screen-secrets.png"))
    QApplication.processEvents()
    referee = game_map.view.viewport().grab().toImage()
    referee.save(str(LOOK_AT / "table-screen-secrets-referee.png"))
    mine_px = apply(look.matrix, [(20.0, 20.0)])[0]
    assert not colour_near(table, *mine_px, MINE_COLOUR)
    at = game_map.view.mapFromScene(QPointF(20.0, 20.0))
    assert colour_near(referee, at.x(), at.y(), MINE_COLOUR, 14)
    figure = panel.document.session.state.figures[hider]
    hider_px = apply(look.matrix, [(figure.x, figure.y)])[0]
    shown = picture(source, TableLook(matrix=look.matrix, layers={"terrain"}))
    # Where the hidden figure stands the table shows the terrain alone: its base is not drawn.
    assert QColor(table.pixel(*map(round, hider_px))) == QColor(shown.pixel(*map(round, hider_px)))
    # Its overlays neither: selected, its rings would say where it is.
    game_map.select(hider)
    assert game_map.figure_overlay.group.isVisible()
    with_rings = picture(source, look)
    assert with_rings == table


def test_open_calibrate_move_touch_and_unplug(panel, qtbot, settings_dir):
    control = panel.table_screen_action.show_panel()
    control.own_box.setChecked(True)
    control.toggle_open()
    screen: TableScreen = control.table_screen
    assert screen.is_open
    qtbot.waitUntil(lambda: screen.view.size_px()[0] > 100)
    # Calibration: the ruler measured 2 % short (19.6 cm for 20, or 9.8 cm for the 10 cm a smaller picture shows):
    # the picture is 2 % narrower than guessed.
    before = screen.width_cm
    screen.start_page("ruler")
    screen.view.grab().save(str(LOOK_AT / "table-screen-ruler-page.png"))
    control.ruler_box.setValue(screen.view.calibration().ruler_cm * 0.98)
    control.calibrate()
    assert screen.width_cm == pytest.approx(before * 0.98)
    assert screen.view.page == "table"
    # Kept for that screen (its name and resolution): another tab's table screen on it starts calibrated.
    other = TableScreen(panel.table_screen_action.source, panel.map)
    other.use_screen(screen.screen)
    assert other.width_cm == pytest.approx(before * 0.98)
    other.deleteLater()
    # The frame on the referee's map: dragged, it moves the picture; near an edge it snaps onto it.
    assert screen.frame.isVisible()
    polygon = screen.frame.polygon()
    half_x = (max(p.x() for p in polygon) - min(p.x() for p in polygon)) / 2
    half_y = (max(p.y() for p in polygon) - min(p.y() for p in polygon)) / 2
    screen.move_centre(half_x + 2.0, half_y + 2.5)  # dragged to 2 cm off the referee's left corner
    polygon = screen.frame.polygon()
    assert min(p.x() for p in polygon) == pytest.approx(0.0) and min(p.y() for p in polygon) == pytest.approx(0.0)
    # A touch on the table screen is a click on the map at that point, in cm.
    picked = []
    panel.map.piece_clicked.connect(picked.append)
    figure = next(f for f in panel.document.session.state.figures.values() if f.kind == "figure" and f.alive
                  and f.state == "standing")
    screen.move_centre(figure.x, figure.y)
    pixel = apply(screen.look.matrix, [(figure.x, figure.y)])[0]
    touched = []
    screen.view.touched.connect(lambda x, y: touched.append((x, y)))
    qtbot.mouseClick(screen.view.viewport(), Qt.MouseButton.LeftButton, pos=QPointF(*pixel).toPoint())
    assert touched and touched[0] == pytest.approx((figure.x, figure.y), abs=0.1)
    assert picked == [panel.map.piece_at(figure.x, figure.y)] and picked[0] is not None
    # Unplugged: the window closes and says so; the tab is untouched.
    messages = []
    screen.problem.connect(messages.append)
    screen._screen_removed(screen.screen)
    assert not screen.is_open and messages
    assert panel.isVisible() and panel.map.view.isVisible()


def test_the_projector_markers_place_the_corners(panel):
    control = panel.table_screen_action.show_panel()
    control.projector_button.setChecked(True)
    screen = control.table_screen
    screen.view.resize(1600, 900)
    screen.start_page("markers")
    screen.view.markers = [QPointF(300, 820), QPointF(1400, 800), QPointF(1350, 90), QPointF(250, 120)]
    control.place_corners()
    assert screen.view.page == "table"
    corners = apply(screen.look.matrix, [(0, 0), (120, 0), (120, 90), (0, 90)])
    assert corners.ravel().tolist() == pytest.approx([300, 820, 1400, 800, 1350, 90, 250, 120])
    screen.view.markers = [QPointF(0, 0), QPointF(100, 100), QPointF(0, 100), QPointF(100, 0)]
    control.place_corners()
    assert "crossing" in control.message.text()


def test_closing_the_tab_closes_its_table_screen(qtbot):
    document = GameDocument(loaded_game(GAME), str(GAME))
    panel = GamePanel(document)
    panel.show()
    control = panel.table_screen_action.show_panel()
    control.own_box.setChecked(True)
    control.toggle_open()
    window = control.table_screen.window
    assert window.isVisible()
    panel.close()
    panel.deleteLater()
    # The window is closed, then deleted: once gone, it can no longer be asked whether it is visible.
    qtbot.waitUntil(lambda: not shiboken6.isValid(window))


def test_a_touch_on_the_table_places_the_blast_template_of_the_map_editor(qtbot):
    from tabletop.scenario import load_scenario
    from ui.document import ScenarioDocument
    from ui.map.editor import MapEditor
    from ui.map.overlays import OverlayController
    from ui.table_screen.map_source import MapTableSource

    path = Path(__file__).resolve().parents[2] / "tabletop" / "samples" / "bank-job.geojson"
    editor = MapEditor(ScenarioDocument(load_scenario(path), str(path)))
    qtbot.addWidget(editor)
    overlays = OverlayController(editor)
    editor.set_tool("blast")
    screen = TableScreen(MapTableSource(editor, overlays), editor)
    screen.view.resize(1200, 900)
    screen.look.matrix = tv_matrix((1200, 900), 120.0, (60.0, 45.0))
    pixel = apply(screen.look.matrix, [(33.0, 21.0)])[0]
    qtbot.mouseClick(screen.view.viewport(), Qt.MouseButton.LeftButton, pos=QPointF(*pixel).toPoint())
    blast = overlays.tools["blast"]
    assert blast.aim == pytest.approx((33.0, 21.0), abs=0.1) and blast.locked
    # The template is on the table screen's picture (the templates layer), not the figures' overlays only.
    assert blast.group.isVisible()
    assert screen.source.item_layer(next(iter(blast.group.childItems()))) == "templates"


def test_dragging_the_frame_on_the_referees_map_moves_the_table_screen(panel, qtbot):
    control = panel.table_screen_action.show_panel()
    control.own_box.setChecked(True)
    control.toggle_open()
    screen = control.table_screen
    qtbot.waitUntil(lambda: screen.view.size_px()[0] > 100)
    control.width_box.setValue(30.0)
    screen.set_width(30.0)  # a small TV: the table is bigger than its picture
    assert screen.frame.isVisible()
    view = panel.map.view
    view.fit_table()
    QApplication.processEvents()
    corner = screen.frame.polygon()[0]
    edge = view.mapFromScene(QPointF(corner.x(), (corner.y() + screen.frame.polygon()[3].y()) / 2))
    before = screen.centre
    qtbot.mousePress(view.viewport(), Qt.MouseButton.LeftButton, pos=edge)
    qtbot.mouseMove(view.viewport(), pos=edge + view.mapFromScene(QPointF(10, 0)) - view.mapFromScene(QPointF(0, 0)))
    qtbot.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton)
    assert screen.centre[0] == pytest.approx(before[0] + 10, abs=0.5)
    assert screen.centre[1] == pytest.approx(before[1], abs=0.5)
    # What the table screen shows followed: its centre pixel is the new centre of the table.
    assert screen.view.table_point(QPointF(*[v / 2 for v in screen.view.size_px()])) == pytest.approx(screen.centre)


def test_a_sight_line_to_a_hidden_figure_stays_off_the_table(qtbot):
    import json

    from tabletop.scenario import scenario_from_json
    from ui.document import ScenarioDocument
    from ui.map.editor import MapEditor
    from tabletop.table_screen.secrets import gives_away
    from ui.map.overlay_figure import SightPath
    from ui.map.overlays import OverlayController
    from ui.table_screen.map_source import MapTableSource

    path = Path(__file__).resolve().parents[2] / "tabletop" / "samples" / "bank-job.geojson"
    doc = json.loads(path.read_text(encoding="utf-8"))
    figures = [f for f in doc["features"] if f["properties"]["kind"] == "figure"]
    hidden, shooter = figures[0], figures[-1]
    hidden["properties"]["state"] = "hidden"
    editor = MapEditor(ScenarioDocument(scenario_from_json(doc, str(path))))
    qtbot.addWidget(editor)
    overlays = OverlayController(editor)
    # The sight lines alone: the area the figure sees would cover the spot checked below.
    overlays.figure_overlay.options.visibility = False
    editor.scene.select_ids([shooter["id"]])
    overlays.refresh()
    source = MapTableSource(editor, overlays)
    secrets = source.secret_keys()
    assert hidden["id"] in secrets
    # The sight lines are one path per kind, each line about the figure it goes to: the table screen draws the one
    # holding the line to the hidden figure without that line, and the others as they are.
    paths = [i for i in editor.scene.items() if isinstance(i, SightPath) and i.isVisible()]
    with_hidden = [path for path in paths if hidden["id"] in path.targets()]
    assert len(with_hidden) == 1 and frozenset({hidden["id"]}) in with_hidden[0].parts_about()
    kept = with_hidden[0].path_without(secrets)
    assert kept.elementCount() == with_hidden[0].path().elementCount() - 2
    assert not any(gives_away(about, secrets) for path in paths if path not in with_hidden
                   for about in path.parts_about())
    # On the picture (sight lines alone, on black) nothing reaches the hidden figure's spot.
    look = TableLook(matrix=tv_matrix((1200, 900), 120.0, (60.0, 45.0)), layers={"sight"})
    image = picture(source, look)
    x, y = apply(look.matrix, [hidden["geometry"]["coordinates"]])[0]
    assert all(QColor(image.pixel(round(x) + dx, round(y) + dy)) == QColor("black")
               for dx in range(-2, 3) for dy in range(-2, 3))


def test_the_map_editors_secrets_follow_each_edit_and_its_undo(qtbot):
    """The map editor's source works out what is secret once per change of the map, not per frame: a figure hidden,
    shown again and the edits undone are each judged as a source made afresh judges them."""
    from tabletop.scenario import load_scenario
    from tabletop.scenario.edit_ops import set_property
    from ui.document import ScenarioDocument
    from ui.map.editor import MapEditor
    from ui.map.overlays import OverlayController
    from ui.table_screen.map_source import MapTableSource

    path = Path(__file__).resolve().parents[2] / "tabletop" / "samples" / "bank-job.geojson"
    editor = MapEditor(ScenarioDocument(load_scenario(path)))
    qtbot.addWidget(editor)
    overlays = OverlayController(editor)
    source = MapTableSource(editor, overlays)
    figure = next(f.id for f in editor.document.scenario if f.kind == "figure")
    seen = []
    for step in ("hide", "show", "undo", "undo"):
        if step == "undo":
            editor.document.undo_stack.undo()
        else:
            editor.push(set_property(editor.document.scenario, [figure], "state",
                                     "hidden" if step == "hide" else "standing"))
        fresh = MapTableSource(editor, overlays).secret_keys()
        assert source.secret_keys() == fresh
        seen.append(figure in fresh)
    assert seen == [True, False, True, False]


def test_dragging_the_rulers_end_onto_the_real_20_cm_mark_calibrates(panel, qtbot, settings_dir):
    control = panel.table_screen_action.show_panel()
    screen = control.table_screen
    screen.view.resize(1600, 900)
    screen.set_width(100.0)
    screen.start_page("ruler")
    left, y, scale = screen.view.ruler_geometry()
    drawn = 20 * scale
    end = QPointF(left + drawn, y).toPoint()
    # On the glass the real 20 cm mark lies 16 px short of the drawn end: the TV is smaller than taken.
    viewport = screen.view.viewport()
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=end)
    qtbot.mouseMove(viewport, pos=end - QPointF(16, 0).toPoint())
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=end - QPointF(16, 0).toPoint())
    assert control.ruler_box.value() == pytest.approx(20 * drawn / (drawn - 16), abs=0.01)
    control.calibrate()
    # Now 20 cm are drawn where the real ruler's mark is.
    screen.start_page("ruler")
    assert 20 * screen.view.ruler_geometry()[2] == pytest.approx(drawn - 16, abs=0.2)


def test_the_cores_homography_is_qts_quad_to_quad():
    from PySide6.QtGui import QPolygonF, QTransform

    from tabletop.table_screen.mapping import corners_matrix, table_corners
    from ui.table_screen.painting import qt_transform

    pixels = [(310.0, 1010.0), (1700.0, 940.0), (1560.0, 70.0), (390.0, 150.0)]
    qt = QTransform()
    assert QTransform.quadToQuad(QPolygonF([QPointF(*p) for p in table_corners(120, 90)]),
                                 QPolygonF([QPointF(*p) for p in pixels]), qt)
    ours = qt_transform(corners_matrix(120, 90, pixels))
    for x, y in [(0, 0), (60, 45), (13.5, 80.25), (120, 90), (99, 3)]:
        a, b = qt.map(QPointF(x, y)), ours.map(QPointF(x, y))
        assert (a.x(), a.y()) == pytest.approx((b.x(), b.y()), abs=1e-6)


def test_the_projectors_passes_over_what_its_overlays_cover_give_the_whole_pictures(qtbot, monkeypatch):
    """On a projector the overlays are drawn into a picture of their own, then added and lifted over the black in
    passes that go over the pixels the overlays cover, not the whole picture (a third of the table screen's frame):
    pixel for pixel what passes over the whole picture give. Every overlay is on: the figure's sight, cover and reach,
    its command, and a ruler, a blast, a burst and a throw, some near the table's edge."""
    from PySide6.QtCore import QPointF as Point

    from tabletop.scenario import load_scenario
    from tabletop.table_screen.mapping import homography, table_corners
    from ui.document import ScenarioDocument
    from ui.map.editor import MapEditor
    from ui.map.overlays import OverlayController
    from ui.map.tool import ToolEvent
    from ui.table_screen import painting, projector
    from ui.table_screen.map_source import MapTableSource

    path = Path(__file__).resolve().parents[2] / "tabletop" / "samples" / "bank-job.geojson"
    editor = MapEditor(ScenarioDocument(load_scenario(path), str(path)))
    qtbot.addWidget(editor)
    overlays = OverlayController(editor)
    model = overlays.base_model
    leader = next(f for f in model.figures.items if f.kind == "figure")
    editor.scene.select_ids([leader.id])
    for name, (x, y) in (("ruler", (2.0, 3.0)), ("blast", (110.0, 80.0)), ("burst", (60.0, 45.0)),
                         ("throw", (5.0, 85.0))):
        tool = overlays.tools[name]
        tool.press(ToolEvent(Point(x, y), Point(x, y), Qt.MouseButton.LeftButton))
        tool.release(ToolEvent(Point(x, y), Point(x, y), Qt.MouseButton.LeftButton))
    overlays.cursor = (30.0, 20.0)
    overlays.settled()
    source = MapTableSource(editor, overlays)
    w, d = model.width_cm, model.depth_cm
    matrix = homography(table_corners(w, d), [(260.0, 1040.0), (1700.0, 1000.0), (1600.0, 60.0), (330.0, 110.0)])
    look = TableLook(mode=painting.PROJECTOR, matrix=matrix)
    covered = picture(source, look, (1920, 1080))
    monkeypatch.setattr(projector, "EXTENT_MARGIN_PX", 4000)  # every pass over the whole picture
    whole = picture(source, look, (1920, 1080))
    assert covered == whole
    assert covered != picture(source, TableLook(mode=painting.PROJECTOR, matrix=matrix, layers=set()), (1920, 1080))
