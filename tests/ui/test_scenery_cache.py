"""The scenery cached per view is drawn anew after every kind of edit, its undo and a drag, in every view of the
scene: the editor's view and a second view at another zoom (as a table screen shows the same scene) each show,
pixel for pixel, what a render from scratch (nothing cached, every item painted) shows; and so does the live
game's table map after game steps and their undo."""

from __future__ import annotations

from pathlib import Path
from typing import Callable

import pytest
from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QImage

from tabletop.games.peur_sur_la_ville.play import load_game
from tabletop.scenario.background import fitted
from tabletop.scenario.edit_ops import (add_feature, delete_features, rectangle_geometry, rotate_features,
                                        set_kind, set_property, vertex_moved)
from tabletop.scenario.edits import Edit, SetBackground, SetMeta, move_features, replace_features
from tabletop.scenario.model import Table
from ui.games.peur_sur_la_ville.document import GameDocument
from ui.map.editor import MapEditor
from ui.map.view import MapView

SAMPLE_GAME = Path(__file__).resolve().parents[2] / "tabletop" / "samples" / "games" / "bank-job.ttgame.json"

EDITS: dict[str, Callable[..., Edit]] = {
    "add a building": lambda s, _p: add_feature(s, "building", rectangle_geometry(50, 40, 62, 50), {"name": "Hotel"}),
    "delete a building and its openings": lambda s, _p: delete_features(s, [_first(s, "building")]),
    "move a car": lambda s, _p: move_features(s, [_first(s, "car")], 6.0, -3.0),
    "rotate a shop": lambda s, _p: rotate_features(s, [_first(s, "shop")], 30.0),
    "rename a building": lambda s, _p: set_property(s, [_named(s)], "name", "Grand Hôtel"),
    "open the doors": lambda s, _p: set_property(s, [f.id for f in s if f.kind == "door"], "open", True),
    "a street becomes a zone": lambda s, _p: set_kind(s, [_first(s, "street")], "zone"),
    "drag a corner": lambda s, _p: _corner_moved(s),
    "resize the table": lambda s, _p: SetMeta("Resize", s.name, s.name, s.table, Table(100.0, 80.0)),
    "lay a picture under the map": lambda s, p: SetBackground("Picture", s.background, fitted(
        400, 300, s.table.width_cm, s.table.depth_cm, path=str(p))),
}


def _first(scenario, kind: str) -> str:
    return next(f.id for f in scenario if f.kind == kind)


def _named(scenario) -> str:
    return next(f.id for f in scenario if f.kind == "building" and f.name == "Commissariat")  # its label has room


def _corner_moved(scenario) -> Edit:
    feature = scenario[_first(scenario, "building")]
    x, y = feature.geometry.coordinates[0][0]
    return replace_features(scenario, [feature.with_geometry(vertex_moved(feature.geometry, 0, x - 4, y - 3))],
                            "Move a corner")


def picture(path: Path) -> Path:
    image = QImage(400, 300, QImage.Format.Format_RGB32)
    image.fill(QColor("#9c8f7a"))
    image.setPixelColor(10, 10, QColor("red"))
    assert image.save(str(path))
    return path


@pytest.fixture
def views(shown_editor, qtbot) -> tuple[MapEditor, MapView]:
    editor = shown_editor(900, 650)
    second = MapView(editor.scene, editor.snapper)
    qtbot.addWidget(second)
    second.resize(520, 380)
    second.show()
    qtbot.waitExposed(second)
    second.set_scale(editor.view.scale_px_per_cm * 1.6)
    second.centerOn(QPointF(40, 30))
    return editor, second


def grab(view: MapView) -> QImage:
    return view.viewport().grab().toImage()


def assert_as_from_scratch(*views: MapView) -> None:
    for view in views:
        grab(view)  # the cache filled (or left as it was)
        cached = grab(view)
        with view.uncached():
            scratch = grab(view)
        assert cached == scratch


def drag_a_figure(editor: MapEditor, second: MapView) -> None:
    """Select a figure, drag it (each view drawing it live, over the figures at rest whatever their stacking: only
    the views after the drop are compared), drop it as the select tool does, deselect."""
    figure = _first(editor.document.scenario, "figure")
    item = editor.scene.feature_item(figure)
    editor.scene.select_ids([figure])
    for step in range(1, 4):
        item.setPos(1.5 * step, 1.0 * step)
        grab(editor.view), grab(second)
    pos = item.pos()
    item.setPos(0, 0)
    editor.push(move_features(editor.document.scenario, [figure], pos.x(), pos.y()))
    editor.scene.select_ids([])


@pytest.mark.parametrize("name", list(EDITS))
def test_every_kind_of_edit_its_undo_and_a_drag_redraw_the_cached_scenery(views, name, tmp_path) -> None:
    editor, second = views
    assert_as_from_scratch(editor.view, second)
    # Both views hold the terrain in their caches: Qt skips those items (no call into Python) in both.
    before, _ = grab(editor.view), grab(second)
    building = editor.scene.feature_item(_first(editor.document.scenario, "building"))
    assert {editor.view.viewport(), second.viewport()} <= building.baked_into
    editor.push(EDITS[name](editor.document.scenario, picture(tmp_path / "mat.png")))
    assert grab(editor.view) != before
    assert_as_from_scratch(editor.view, second)
    drag_a_figure(editor, second)
    assert_as_from_scratch(editor.view, second)
    editor.document.undo_stack.undo()  # the drop
    assert_as_from_scratch(editor.view, second)
    editor.document.undo_stack.undo()  # the edit
    assert_as_from_scratch(editor.view, second)


def test_a_zoom_in_one_view_leaves_the_others_cache_right(views) -> None:
    editor, second = views
    assert_as_from_scratch(editor.view, second)
    second.zoom_in()
    assert_as_from_scratch(second, editor.view)
    editor.view.zoom_out()
    editor.scene.set_layer_visible("terrain", False)
    assert_as_from_scratch(editor.view, second)


def test_the_game_maps_cached_scenery_follows_the_game(shown_game_panel) -> None:
    document = GameDocument(load_game(SAMPLE_GAME))
    steps = document.undo_stack.count()
    for _ in range(6):  # back a few steps: the map then plays them again
        document.undo_stack.undo()
    panel = shown_game_panel(document, 1000, 640)
    view = panel.map.view
    assert_as_from_scratch(view)
    grab(view)
    baked = {i.kind for i in panel.map.scene.items_by_id.values() if view.viewport() in i.baked_into}
    assert {"building", "street"} <= baked  # the map's scenery is in the view's cache
    for _ in range(6):
        document.undo_stack.redo()
        assert_as_from_scratch(view)
    assert document.undo_stack.index() == steps
    view.zoom_in()
    assert_as_from_scratch(view)
