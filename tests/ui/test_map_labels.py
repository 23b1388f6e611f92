"""Readable labels: on the club tables no two shown labels overlap at any zoom, a label without room shows on
hover and in the tooltip, each kind can be switched off, the density setting is followed, and a drag does not
lay the labels out again until the drop."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QRectF

from tabletop.scenario.edits import move_features
from ui.document import ScenarioDocument
from ui.games.peur_sur_la_ville.document import GameDocument
from ui.games.peur_sur_la_ville.table_map import GameMap
from ui.map.editor import MapEditor
from ui.map.labels import DENSITY_KEY
from ui.settings import app_settings

ROOT = Path(__file__).resolve().parents[2]
SAMPLES = sorted((ROOT / "tabletop" / "samples").glob("*.geojson"))
ZOOMS = (4.0, 6.0, 12.0)  # px per cm: the whole table on a laptop, on a large screen, a close look


def club_bench_table():
    sys.path.insert(0, str(ROOT / "benchmarks"))
    try:
        from ui_drag import bench_table
        return bench_table("club")
    finally:
        sys.path.remove(str(ROOT / "benchmarks"))


@pytest.fixture
def open_editor(qtbot):
    def make(scenario) -> MapEditor:
        editor = MapEditor(ScenarioDocument(scenario))
        qtbot.addWidget(editor)
        editor.resize(1200, 900)
        editor.show()
        qtbot.waitExposed(editor)
        return editor
    return make


def shown_label_rects(editor: MapEditor | GameMap) -> list[tuple[str, QRectF]]:
    """Each shown label's rectangle in scene centimetres, from where the view really draws it."""
    view = editor.view
    out = []
    for fid, item in editor.scene.items_by_id.items():
        label = item.label
        if item.isVisible() and label.isVisible():
            pixels = label.deviceTransform(view.viewportTransform()).mapRect(label.boundingRect())
            out.append((fid, view.mapToScene(pixels.toAlignedRect()).boundingRect()))
    return out


def overlaps(rects: list[tuple[str, QRectF]], scale: float) -> list[tuple[str, str]]:
    found = []
    for k, (a, ra) in enumerate(rects):
        for b, rb in rects[k + 1:]:
            common = ra.intersected(rb)
            # A pixel of slack: rectangles rounded out to whole pixels may share their edge row.
            if common.width() * scale > 1.01 and common.height() * scale > 1.01:
                found.append((a, b))
    return found


@pytest.mark.parametrize("zoom", ZOOMS)
@pytest.mark.parametrize("source", [*(p.stem for p in SAMPLES), "club-bench"])
def test_no_two_shown_labels_overlap(open_editor, source, zoom):
    if source == "club-bench":
        scenario = club_bench_table()
    else:
        scenario = ScenarioDocument.open(str(ROOT / "tabletop" / "samples" / f"{source}.geojson")).scenario
    editor = open_editor(scenario)
    editor.view.set_scale(zoom)
    editor.labels.layout()
    rects = shown_label_rects(editor)
    assert overlaps(rects, zoom) == []
    with_text = [item for item in editor.scene.items_by_id.values() if item.label.text()]
    assert len(rects) >= 0.5 * len(with_text)  # at least half find room at any of these zooms
    if zoom == 6.0:
        editor.view.static_changed()
        editor.grab().save(f"/tmp/map-labels-{source}.png")


def test_the_layout_made_before_the_labels_were_spaced_overlapped(open_editor):
    """The check above can fail: the labels as they stood before (each at its first spot) overlap."""
    editor = open_editor(ScenarioDocument.open(str(ROOT / "tabletop" / "samples" / "bank-job.geojson")).scenario)
    editor.view.set_scale(6.0)
    for item in editor.scene.items_by_id.values():
        item.update_from(editor.document.scenario[item.feature_id])  # back to the first spot, all shown
        item.set_label_room(True)
    assert overlaps(shown_label_rects(editor), 6.0)


def test_a_label_without_room_shows_on_hover_and_in_the_tooltip(open_editor):
    editor = open_editor(ScenarioDocument.open(str(ROOT / "tabletop" / "samples" / "demonstration-street.geojson")).scenario)
    editor.view.set_scale(4.0)
    editor.labels.layout()
    crowded = [item for item in editor.scene.items_by_id.values() if item.label.text() and not item.label_has_room]
    assert crowded
    item = crowded[0]
    assert not item.label.isVisible()
    assert item.toolTip().startswith(item.label.text() + "\n")
    item.set_hovered(True)
    assert item.label.isVisible()
    item.set_hovered(False)
    assert not item.label.isVisible()


def test_each_label_kind_is_switched_from_the_view_menu(open_editor):
    editor = open_editor(ScenarioDocument.open(str(ROOT / "tabletop" / "samples" / "bank-job.geojson")).scenario)
    streets = [item for item in editor.scene.items_by_id.values() if item.kind == "street" and item.label.text()]
    assert streets and any(item.label.isVisible() for item in streets)
    editor.label_actions["streets"].setChecked(False)
    assert not any(item.label.isVisible() for item in streets)
    figures = [item for item in editor.scene.items_by_id.values() if item.kind == "figure"]
    assert any(item.label.isVisible() for item in figures)
    editor.label_actions["streets"].setChecked(True)
    assert any(item.label.isVisible() for item in streets)


@pytest.mark.parametrize("value, streets_shown, any_shown", [("none", False, False), ("few", False, True),
                                                            ("all", True, True), ("nonsense", True, True)])
def test_the_density_setting_is_followed(open_editor, value, streets_shown, any_shown):
    settings = app_settings()
    settings.setValue(DENSITY_KEY, value)
    try:
        editor = open_editor(ScenarioDocument.open(str(ROOT / "tabletop" / "samples" / "bank-job.geojson")).scenario)
        items = [item for item in editor.scene.items_by_id.values() if item.label.text()]
        assert any(i.label.isVisible() for i in items if i.kind == "street") == streets_shown
        assert any(i.label.isVisible() for i in items) == any_shown
    finally:
        settings.remove(DENSITY_KEY)


def test_a_drag_lays_nothing_out_until_the_drop(open_editor, qapp):
    editor = open_editor(ScenarioDocument.open(str(ROOT / "tabletop" / "samples" / "bank-job.geojson")).scenario)
    qapp.processEvents()
    before = editor.labels.layouts
    figure = next(f for f in editor.document.scenario if f.kind == "figure")
    item = editor.scene.feature_item(figure.id)
    for step in range(1, 20):
        item.setPos(step * 0.5, 0)
        qapp.processEvents()
    assert editor.labels.layouts == before
    item.setPos(0, 0)
    editor.push(move_features(editor.document.scenario, [figure.id], 9.5, 0))
    qapp.processEvents()
    assert editor.labels.layouts == before + 1


@pytest.mark.parametrize("zoom", [4.0, 7.4])
def test_the_live_games_labels_do_not_overlap_in_a_fight(shown_game_panel, zoom):
    """The sample game ends with both gangs crowded in one street: the live table lays its labels out too."""
    panel = shown_game_panel(GameDocument.open(str(ROOT / "tabletop" / "samples" / "games" / "bank-job.ttgame.json")))
    game_map = panel.map
    game_map.view.set_scale(zoom)
    game_map.labels.layout()
    rects = shown_label_rects(game_map)
    assert len(rects) >= 10 and overlaps(rects, zoom) == []
