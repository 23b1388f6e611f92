"""The view's cached terrain: what it shows is what drawing everything on every repaint shows, after a
selection, a hover, an edit, a hidden layer and a zoom too."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtGui import QImage

from tabletop.scenario.edits import move_features
from ui.document import ScenarioDocument
from ui.map.editor import MapEditor
from ui.map.items import FeatureItem

SAMPLE = Path(__file__).resolve().parents[2] / "tabletop" / "samples" / "bank-job.geojson"


@pytest.fixture
def editor(shown_editor) -> MapEditor:
    return shown_editor(1000, 700)


def grab(editor: MapEditor) -> QImage:
    return editor.view.viewport().grab().toImage()


def assert_same_as_uncached(editor: MapEditor) -> None:
    cached = grab(editor)
    with editor.view.uncached():
        plain = grab(editor)
    assert cached == plain
    assert grab(editor) == cached  # and the cache comes back as it was


def terrain(editor: MapEditor) -> FeatureItem:
    return next(i for i in editor.scene.items_by_id.values() if i.kind == "building")


def test_the_cache_holds_the_terrain_and_draws_it_as_before(editor: MapEditor) -> None:
    grab(editor)
    baked = [i for i in editor.scene.items_by_id.values() if editor.view.viewport() in i.baked_into]
    assert {i.kind for i in baked} >= {"building", "figure"}
    assert_same_as_uncached(editor)


def test_selected_and_hovered_terrain_is_drawn_live(editor: MapEditor) -> None:
    grab(editor)
    item = terrain(editor)
    editor.scene.select_ids([item.feature_id])
    before = grab(editor)
    assert not item.baked_into
    assert_same_as_uncached(editor)
    editor.scene.select_ids([])
    item.set_hovered(True)
    hovered = grab(editor)
    assert hovered != before
    assert_same_as_uncached(editor)


def test_an_edit_and_a_hidden_layer_redraw_the_cache(editor: MapEditor) -> None:
    before = grab(editor)
    item = terrain(editor)
    editor.push(move_features(editor.document.scenario, [item.feature_id], 5.0, 0.0, "Move"))
    moved = grab(editor)
    assert moved != before
    assert_same_as_uncached(editor)
    editor.scene.set_layer_visible("terrain", False)
    assert grab(editor) != moved
    assert_same_as_uncached(editor)


def test_zoom_redraws_the_cache(editor: MapEditor) -> None:
    grab(editor)
    editor.view.zoom_in()
    assert_same_as_uncached(editor)


def test_a_dragged_figure_is_drawn_live_and_leaves_the_cache_alone(editor: MapEditor) -> None:
    figure = editor.scene.feature_item("police-1")
    editor.scene.select_ids(["police-1"])
    grab(editor)
    baked = [i for i in editor.scene.items_by_id.values() if editor.view.viewport() in i.baked_into]
    figure.setPos(3.0, 2.0)
    grab(editor)
    assert not figure.baked_into
    assert [i for i in editor.scene.items_by_id.values() if editor.view.viewport() in i.baked_into] == baked
    # While dragged it is drawn over the figures at rest; once dropped the view is as before.
    figure.setPos(0.0, 0.0)
    editor.scene.select_ids([])
    assert_same_as_uncached(editor)


def test_an_export_draws_the_features_a_view_cached(editor: MapEditor, tmp_path) -> None:
    from ui.export.image import table_png

    fresh = MapEditor(ScenarioDocument.open(str(SAMPLE)))  # never shown: nothing cached
    grab(editor)
    assert any(i.baked_into for i in editor.scene.items_by_id.values())
    table_png(editor.scene, tmp_path / "shown.png", 10.0)
    table_png(fresh.scene, tmp_path / "fresh.png", 10.0)
    assert QImage(str(tmp_path / "shown.png")) == QImage(str(tmp_path / "fresh.png"))
    assert_same_as_uncached(editor)
