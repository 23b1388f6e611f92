"""The editor rendered offscreen: the table, the grid, the kinds in their colours where the
model puts them, rulers with upright numbers, and a y axis that grows up the screen."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QImage

from ui.map.editor import MapEditor
from ui.map.items import feature_fill
from ui.map.style import TABLE_COLOUR


@pytest.fixture
def editor(shown_editor) -> MapEditor:
    return shown_editor(1400, 900)


def view_image(editor: MapEditor, tmp_path: Path) -> QImage:
    image = editor.view.viewport().grab().toImage()
    # Keep the render for eyes: MAP_RENDER_DIR=/some/dir pytest ... leaves the PNGs there.
    folder = Path(os.environ.get("MAP_RENDER_DIR", tmp_path))
    image.save(str(folder / "map-view.png"))
    editor.grab().save(str(folder / "map-editor.png"))
    return image


def pixel(editor: MapEditor, image: QImage, x: float, y: float) -> QColor:
    point = editor.view.mapFromScene(QPointF(x, y))
    return image.pixelColor(point.x(), point.y())


def close(a: QColor, b: QColor, tolerance: int = 40) -> bool:
    return all(abs(p - q) <= tolerance for p, q in zip(a.getRgb()[:3], b.getRgb()[:3]))


def blend(under: QColor, over: QColor) -> QColor:
    alpha = over.alphaF()
    return QColor(*(round(u * (1 - alpha) + o * alpha) for u, o in
                    zip(under.getRgb()[:3], over.getRgb()[:3])))


def test_render_shows_kinds_in_their_colours(editor: MapEditor, tmp_path: Path) -> None:
    image = view_image(editor, tmp_path)
    scenario = editor.document.scenario
    assert len({image.pixel(x, y) for x in range(0, image.width(), 7) for y in range(0, image.height(), 7)}) > 20
    # Between grid lines, off every feature: the table colour.
    assert close(pixel(editor, image, 45.5, 3.5), TABLE_COLOUR)
    # A building under its bank zone tint: the building colour seen through the tint.
    building = feature_fill(scenario["bank"])
    assert close(pixel(editor, image, 100.5, 77.5), blend(building, feature_fill(scenario["bank-zone"])))
    street = feature_fill(scenario["street-main"])
    assert close(pixel(editor, image, 30.5, 48.5), street)
    figure = scenario.of_kind("figure")[0]
    x, y = figure.geometry.coordinates
    assert close(pixel(editor, image, x, y), feature_fill(figure))


def test_view_is_flipped_so_y_grows_up_the_screen(editor: MapEditor) -> None:
    low = editor.view.mapFromScene(QPointF(10, 10))
    high = editor.view.mapFromScene(QPointF(10, 80))
    assert high.y() < low.y()
    left, right = editor.view.mapFromScene(QPointF(10, 10)), editor.view.mapFromScene(QPointF(90, 10))
    assert right.x() > left.x()


def test_labels_stay_upright_and_rulers_draw(editor: MapEditor, tmp_path: Path) -> None:
    label = editor.scene.feature_item("bank")._label
    assert label.text() == "Banque Centrale"
    # The label ignores the flipped view transform: its device transform has a positive y scale.
    assert label.deviceTransform(editor.view.viewportTransform()).m22() > 0
    top = editor.view.top_ruler.grab().toImage()
    left = editor.view.left_ruler.grab().toImage()
    for ruler in (top, left):
        dark = sum(1 for x in range(ruler.width()) for y in range(ruler.height())
                   if ruler.pixelColor(x, y).lightness() < 120)
        assert dark > 50  # ticks and numbers


def grid_lines_crossed(editor: MapEditor, image: QImage) -> int:
    """How many grid lines a row at y = 3.5 cm crosses over an empty stretch of table (40.5..51.5 cm)."""
    a = editor.view.mapFromScene(QPointF(40.5, 3.5))
    b = editor.view.mapFromScene(QPointF(51.5, 3.5))
    on_line = [not close(image.pixelColor(x, a.y()), TABLE_COLOUR, 6) for x in range(a.x(), b.x())]
    return sum(1 for before, now in zip([False] + on_line, on_line) if now and not before)


def test_grid_gets_finer_as_the_view_zooms_in(editor: MapEditor, tmp_path: Path) -> None:
    editor.view.set_scale(2.0)  # 5 cm and 10 cm lines only: 45 and 50
    editor.view.centerOn(QPointF(46, 4))
    assert grid_lines_crossed(editor, view_image(editor, tmp_path)) == 2
    editor.view.set_scale(8.0)  # every centimetre: 41 to 51
    editor.view.centerOn(QPointF(46, 4))
    assert grid_lines_crossed(editor, view_image(editor, tmp_path)) == 11


def test_zoom_keeps_the_point_under_the_cursor(editor: MapEditor) -> None:
    anchor = editor.view.mapFromScene(QPointF(80, 70))
    editor.view.set_scale(editor.view.scale_px_per_cm * 2, QPointF(anchor))
    again = editor.view.mapToScene(anchor)
    assert abs(again.x() - 80) < 0.3 and abs(again.y() - 70) < 0.3
    editor.zoom_out_action.trigger()
    editor.fit_action.trigger()
    table = editor.scene.table_rect
    corner_a = editor.view.mapFromScene(table.topLeft())
    corner_b = editor.view.mapFromScene(table.bottomRight())
    viewport = editor.view.viewport().rect()
    assert viewport.contains(corner_a) and viewport.contains(corner_b)
