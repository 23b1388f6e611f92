"""The background picture in the map editor: chosen, calibrated by two clicked points and a distance (then a ruler
on it measures that distance), drawn where its placement says, faded, locked, undone, saved with the map,
shown or hidden, printed or not."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtTest import QTest

from tabletop.scenario import load_scenario
from ui.document import ScenarioDocument
from ui.export.image import table_png
from ui.map.editor import MapEditor
from ui.map.overlays import OverlayController
from ui.map.tool import ToolEvent
from tests.ui.shots import look_at

SAMPLE = Path(__file__).resolve().parents[2] / "tabletop" / "samples" / "bank-job.geojson"
# The mat's scale bar: two red marks 200 px apart, printed as 24 cm.
MARKS = ((300.0, 560.0), (500.0, 560.0))
BAR_CM = 24.0
RED = QColor("#e0142c")


def mat_picture(path: Path) -> Path:
    """A 800 x 600 px 'scan' of a printed mat: grey streets, brown blocks, and a scale bar with red marks."""
    image = QImage(800, 600, QImage.Format.Format_RGB32)
    image.fill(QColor("#b9b4a8"))
    painter = QPainter(image)
    for x, y, w, h in ((40, 40, 220, 160), (320, 40, 180, 240), (560, 60, 200, 180), (60, 300, 260, 180),
                       (560, 320, 200, 160)):
        painter.fillRect(x, y, w, h, QColor("#7a5a3a"))
    painter.fillRect(int(MARKS[0][0]), int(MARKS[0][1]) - 2, 200, 4, QColor("black"))
    for x, y in MARKS:
        painter.setBrush(RED)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.drawEllipse(QPointF(x, y), 9, 9)
    painter.end()
    assert image.save(str(path))
    return path


@pytest.fixture
def editor(qtbot, tmp_path) -> MapEditor:
    editor = MapEditor(ScenarioDocument.open(str(SAMPLE)))
    qtbot.addWidget(editor)
    editor.resize(1200, 900)
    editor.show()
    qtbot.waitExposed(editor)
    editor.view.fit_table()
    editor.picture_panel.choose(str(mat_picture(tmp_path / "mat.png")))
    return editor


def event(x: float, y: float) -> ToolEvent:
    return ToolEvent(QPointF(x, y), QPointF(x, y), Qt.MouseButton.LeftButton)


def calibrate(editor: MapEditor, distance_cm: float) -> None:
    tool = editor.set_tool("calibrate")
    tool.ask_distance = lambda _measured: distance_cm
    picture = editor.document.scenario.background
    for mark in MARKS:
        tool.press(event(*picture.to_table(*mark)))


def test_a_calibrated_picture_measures_its_known_distance_with_the_ruler(editor):
    before = editor.document.scenario.background
    assert before.cm_per_px == pytest.approx(0.15)  # laid over the whole 120 x 90 table
    calibrate(editor, BAR_CM)
    picture = editor.document.scenario.background
    assert picture.cm_per_px == pytest.approx(BAR_CM / 200)
    assert picture.to_table(*MARKS[0]) == pytest.approx(before.to_table(*MARKS[0]))  # the first mark stays
    ruler = OverlayController(editor).tools["ruler"]
    editor.set_tool("ruler")
    for mark in MARKS:
        ruler.press(event(*picture.to_table(*mark)))
        ruler.release(event(*picture.to_table(*mark)))
    ruler.finish()
    assert ruler.total_cm == pytest.approx(BAR_CM)
    editor.document.undo_stack.undo()
    assert editor.document.scenario.background == before
    editor.document.undo_stack.redo()
    assert editor.document.scenario.background == picture


def test_calibration_by_real_clicks_on_the_view(editor, qtbot):
    editor.set_tool("calibrate").ask_distance = lambda _measured: BAR_CM
    picture = editor.document.scenario.background
    viewport = editor.view.viewport()
    for mark in MARKS:
        spot = editor.view.mapFromScene(QPointF(*picture.to_table(*mark)))
        QTest.mouseMove(viewport, spot)
        QTest.mouseClick(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, spot)
    # A click lands on a whole pixel: about 0.1 cm at this zoom, over a 30 cm bar.
    assert editor.document.scenario.background.cm_per_px == pytest.approx(BAR_CM / 200, rel=0.02)


def near(a: QColor, b: QColor, tolerance: int = 40) -> bool:
    return all(abs(p - q) <= tolerance for p, q in zip(a.getRgb()[:3], b.getRgb()[:3]))


# Points of a mark (1 cm across) around its centre: the grid's 1 cm lines are drawn over the picture, so one of
# them at least is clear of a line.
AROUND_MARK = ((0.35, 0.35), (-0.35, 0.35), (0.35, -0.35), (-0.35, -0.35))


def red_on_view(editor: MapEditor, point: tuple[float, float]) -> bool:
    editor.view.static_changed()
    image = editor.view.viewport().grab().toImage()
    spots: list[QPoint] = [editor.view.mapFromScene(QPointF(point[0] + dx, point[1] + dy)) for dx, dy in AROUND_MARK]
    return any(near(image.pixelColor(spot), RED) for spot in spots)


def test_the_picture_is_drawn_where_its_placement_says_and_hides_at_will(editor):
    calibrate(editor, BAR_CM)
    picture = editor.document.scenario.background
    mark = picture.to_table(*MARKS[1])
    assert red_on_view(editor, mark)
    editor.picture_panel.shown_box.setChecked(False)
    assert not red_on_view(editor, mark)
    editor.picture_panel.shown_box.setChecked(True)
    editor.picture_panel.opacity_slider.setValue(0)
    assert editor.document.scenario.background.opacity == 0
    assert not red_on_view(editor, mark)
    editor.document.undo_stack.undo()
    assert editor.document.scenario.background.opacity == 1


def test_a_locked_picture_refuses_calibration_and_placement(editor):
    editor.picture_panel.lock_box.setChecked(True)
    locked = editor.document.scenario.background
    assert locked.locked and not editor.picture_panel.x_spin.isEnabled()
    calibrate(editor, 10.0)
    assert editor.document.scenario.background == locked
    assert "locked" in editor.status.text()


def test_placement_fields_are_undoable_edits(editor):
    panel = editor.picture_panel
    panel.x_spin.setValue(12.5)
    panel.x_spin.editingFinished.emit()
    assert editor.document.scenario.background.x_cm == 12.5
    panel.x_spin.editingFinished.emit()  # nothing changed: no second step
    assert editor.document.undo_stack.count() == 2  # the picture, then its place
    editor.document.undo_stack.undo()
    assert editor.document.scenario.background.x_cm == 0


def test_the_picture_is_saved_beside_the_map_and_comes_back(editor, tmp_path):
    calibrate(editor, BAR_CM)
    out = tmp_path / "maps" / "bank.geojson"
    out.parent.mkdir()
    editor.save(str(out))
    assert '"path": "../mat.png"' in out.read_text()
    assert load_scenario(out).background == editor.document.scenario.background


def test_a_missing_picture_is_said_and_the_map_still_opens(qtbot, tmp_path):
    picture = mat_picture(tmp_path / "gone.png")
    first = MapEditor(ScenarioDocument.open(str(SAMPLE)))
    qtbot.addWidget(first)
    first.picture_panel.choose(str(picture))
    out = tmp_path / "map.geojson"
    first.save(str(out))
    picture.unlink()
    again = MapEditor(ScenarioDocument.open(str(out)))
    qtbot.addWidget(again)
    assert again.scene.picture.isNull()
    assert "not there any more" in again.picture_panel.status.text()


def test_an_export_has_the_picture_only_when_it_is_printed(editor, tmp_path):
    calibrate(editor, BAR_CM)
    x, y = editor.document.scenario.background.to_table(*MARKS[1])

    def red_at_mark(name: str) -> bool:
        out = tmp_path / name
        table_png(editor.scene, out, 10.0)
        image = QImage(str(out))
        return any(near(image.pixelColor(round((x + dx) * 10), round((90 - y - dy) * 10)), RED)
                   for dx, dy in AROUND_MARK)

    assert red_at_mark("with.png")
    editor.scene.background_printed = False
    assert not red_at_mark("without.png")
    assert editor.scene.background_shown  # the view still shows it


def test_render_the_editor_with_a_background(editor):
    calibrate(editor, BAR_CM)
    editor.picture_panel.opacity_slider.setValue(70)
    editor.view.static_changed()
    look_at(editor.grab(), "map-background")


def test_a_turned_picture_is_drawn_where_its_placement_says(editor):
    calibrate(editor, BAR_CM)
    panel = editor.picture_panel
    panel.x_spin.setValue(30.0)
    panel.y_spin.setValue(80.0)
    panel.turn_spin.setValue(-30.0)
    panel.turn_spin.editingFinished.emit()
    picture = editor.document.scenario.background
    assert picture.rotation_deg == -30.0 and picture.x_cm == 30.0
    for mark in MARKS:  # the second lies past the table's near edge, over the margin around it
        assert red_on_view(editor, picture.to_table(*mark))
