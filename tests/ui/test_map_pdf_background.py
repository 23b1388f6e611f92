"""A page of a PDF under the map: chosen (the page asked when the PDF has several), rendered by PDFium at ten
pixels a cm of the table, calibrated by two points and measured with the ruler, embedded or kept by path, turned
to another page with its calibration kept; a missing page or a protected PDF refused in one line, nothing
changed."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QInputDialog

from tabletop.scenario import load_scenario
from tabletop.scenario.model import Scenario, Table
from tests.pdf_builders import PAGE_SIZES, RED_BOX_PT, password_pdf, two_page_pdf
from tests.ui.test_map_background import event, near, red_on_view
from ui.document import ScenarioDocument
from ui.map.editor import MapEditor
from ui.map.overlays import OverlayController
from tests.ui.shots import look_at

RED = QColor(224, 20, 44)
GREY = QColor(185, 180, 168)
# The red rectangle's width on the printed mat, as the referee measured it.
BOX_CM = 30.0


@pytest.fixture
def editor(qtbot) -> MapEditor:
    """An empty 120 x 90 cm table: nothing drawn over the mat."""
    editor = MapEditor(ScenarioDocument(Scenario("Mat", Table(120, 90))))
    qtbot.addWidget(editor)
    editor.resize(1200, 900)
    editor.show()
    qtbot.waitExposed(editor)
    editor.view.fit_table()
    return editor


@pytest.fixture
def mat(tmp_path) -> Path:
    path = tmp_path / "city-mat.pdf"
    path.write_bytes(two_page_pdf())
    return path


def box_corners_px(editor: MapEditor) -> tuple[tuple[float, float], tuple[float, float]]:
    """The red rectangle's top-left and top-right corners, in pixels of the rendered page."""
    picture = editor.document.scenario.background
    px_per_pt = picture.width_px / PAGE_SIZES[1][0]
    left, top, right, _bottom = RED_BOX_PT
    return (left * px_per_pt, top * px_per_pt), (right * px_per_pt, top * px_per_pt)


def calibrate_on_the_box(editor: MapEditor) -> None:
    tool = editor.set_tool("calibrate")
    tool.ask_distance = lambda _measured: BOX_CM
    picture = editor.document.scenario.background
    for corner in box_corners_px(editor):
        tool.press(event(*picture.to_table(*corner)))


def test_page_two_of_a_pdf_is_asked_rendered_calibrated_and_measured(editor, mat, monkeypatch):
    asked = []

    def get_int(_parent, _title, label, value, low, high):
        asked.append((label, value, low, high))
        return 2, True

    monkeypatch.setattr(QInputDialog, "getInt", staticmethod(get_int))
    editor.picture_panel.choose(str(mat))
    assert asked and asked[0][1:] == (1, 1, 2) and "city-mat.pdf" in asked[0][0]
    picture = editor.document.scenario.background
    assert picture.page == 2 and picture.path == str(mat)
    # 600 x 400 pt laid over the 120 x 90 cm table: 120 x 80 cm, ten pixels a cm.
    assert (picture.width_px, picture.height_px) == (1200, 800)
    image = editor.scene.picture
    assert (image.width(), image.height()) == (1200, 800)
    (left, top), (right, _top) = box_corners_px(editor)
    assert near(image.pixelColor(round((left + right) / 2), round(top) + 50), RED, 2)
    assert near(image.pixelColor(round(left) - 5, round(top) + 50), GREY, 2)
    assert near(image.pixelColor(10, 10), GREY, 2)

    calibrate_on_the_box(editor)
    picture = editor.document.scenario.background
    # 200 pt measured as 30 cm: the 600 pt page is 90 cm wide, rendered anew at ten pixels a cm.
    assert (picture.width_px, picture.height_px) == (900, 600)
    assert picture.cm_per_px == pytest.approx(0.1)
    assert (editor.scene.picture.width(), editor.scene.picture.height()) == (900, 600)
    ruler = OverlayController(editor).tools["ruler"]
    editor.set_tool("ruler")
    for corner in box_corners_px(editor):
        ruler.press(event(*picture.to_table(*corner)))
        ruler.release(event(*picture.to_table(*corner)))
    ruler.finish()
    assert ruler.total_cm == pytest.approx(BOX_CM)
    centre = picture.to_table((left + right) / 2, top + 100 * picture.width_px / PAGE_SIZES[1][0] / 2)
    assert red_on_view(editor, centre)


def test_a_page_the_pdf_does_not_have_is_refused_and_nothing_changes(editor, mat):
    editor.picture_panel.choose(str(mat), page=3)
    assert editor.document.scenario.background is None
    assert editor.document.undo_stack.count() == 0
    assert editor.status.text() == f"{mat} has no page 3: its pages are 1 to 2"


def test_a_protected_or_damaged_pdf_is_refused_naming_the_file(editor, tmp_path):
    for name, raw, words in (("locked.pdf", password_pdf(), "is protected by a password"),
                             ("torn.pdf", two_page_pdf()[:300], "cannot be read as a PDF")):
        path = tmp_path / name
        path.write_bytes(raw)
        editor.picture_panel.choose(str(path))  # the page is asked only of a PDF that opens
        assert editor.document.scenario.background is None
        assert editor.status.text().startswith(str(path)) and words in editor.status.text()
    assert editor.document.undo_stack.count() == 0


def test_an_embedded_pdf_travels_with_the_map_and_keeps_its_page(editor, mat, tmp_path):
    editor.picture_panel.embed_box.setChecked(True)
    editor.picture_panel.choose(str(mat), page=2)
    picture = editor.document.scenario.background
    assert picture.embedded and picture.media_type == "application/pdf"
    out = tmp_path / "maps" / "mat.geojson"
    out.parent.mkdir()
    editor.save(str(out))
    mat.unlink()
    assert load_scenario(out).background == picture
    again = MapEditor(ScenarioDocument.open(str(out)))
    assert again.scene.picture_problem == ""
    (left, top), (right, _top) = box_corners_px(again)
    assert near(again.scene.picture.pixelColor(round((left + right) / 2), round(top) + 50), RED, 2)
    again.deleteLater()


def test_turning_to_another_page_keeps_the_calibration_and_is_undone(editor, mat):
    editor.picture_panel.choose(str(mat), page=2)
    calibrate_on_the_box(editor)
    calibrated = editor.document.scenario.background
    cm_per_pt = calibrated.width_px * calibrated.cm_per_px / PAGE_SIZES[1][0]
    spin = editor.picture_panel.page_spin
    assert spin.isEnabled() and spin.maximum() == 2 and spin.value() == 2
    spin.setValue(1)
    turned = editor.document.scenario.background
    assert turned.page == 1 and turned.width_px * turned.cm_per_px == pytest.approx(PAGE_SIZES[0][0] * cm_per_pt)
    assert editor.scene.picture.width() == turned.width_px
    editor.document.undo_stack.undo()
    assert editor.document.scenario.background == calibrated and spin.value() == 2


def test_render_the_editor_with_a_pdf_background(editor, mat):
    editor.picture_panel.choose(str(mat), page=2)
    calibrate_on_the_box(editor)
    editor.picture_panel.opacity_slider.setValue(70)
    tabs = editor.picture_panel.parentWidget().parentWidget()
    tabs.setCurrentWidget(editor.picture_panel)
    editor.view.static_changed()
    look_at(editor.grab(), "map-pdf-background")
    assert "city-mat.pdf, page 2 of 2, 900 x 600 px" in editor.picture_panel.status.text()
    assert editor.picture_panel.page_spin.isVisible() and editor.picture_panel.page_spin.value() == 2


def test_a_page_made_wider_is_rendered_anew_at_ten_pixels_a_cm(editor, mat):
    editor.picture_panel.choose(str(mat), page=2)
    panel = editor.picture_panel
    panel.width_spin.setValue(180.0)
    panel.width_spin.editingFinished.emit()
    picture = editor.document.scenario.background
    assert (picture.width_px, picture.height_px) == (1800, 1200)
    assert picture.width_px * picture.cm_per_px == pytest.approx(180.0)
    assert editor.scene.picture.width() == 1800
    editor.document.undo_stack.undo()
    assert editor.document.scenario.background.width_px == 1200 and editor.scene.picture.width() == 1200
