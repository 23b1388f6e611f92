"""Issue 38/37: a figure's name by the table's edge is read whole. Its usual side (right of the base) would run past
the edge, where the view cuts it (« Leade », « Lieute » on the campaign table); it goes to the side of the base facing
the table's inside instead: on the live game's map and in the map editor, fitted to the table at 1366 × 768, in French
and English, every edge figure's name is shown and lies on the table and in the view."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import QRectF

from tabletop.games.peur_sur_la_ville.play import GameSession, load_game, new_setup
from tabletop.i18n import speaking
from tabletop.scenario import parse_scenario
from tests.geojson_builders import feature, point
from tests.ui.test_map_figure_names import CAMPAIGN_TABLE, SAMPLES
from ui.document import ScenarioDocument
from ui.games.peur_sur_la_ville.document import GameDocument
from ui.map.editor import MapEditor

WIDTH, DEPTH = 120.0, 90.0
EDGE = 1.3  # cm from the edge to a base's centre: a 25 mm base touching it
# A figure at each edge and in each corner. Both gangs have a « Lieutenant »: their labels read their gangs, the
# longest names the map writes, and in each language its own words.
AT_EDGES = {
    "left": ("A", "Lieutenant", EDGE, DEPTH / 2),
    "right": ("F", "Lieutenant", WIDTH - EDGE, DEPTH / 2),
    "top": ("A", "Sergent", WIDTH / 2, DEPTH - EDGE),
    "bottom": ("F", "Sergent", WIDTH / 2, EDGE),
    "top-left": ("A", "Flic 1", EDGE, DEPTH - EDGE),
    "top-right": ("F", "Skin 1", WIDTH - EDGE, DEPTH - EDGE),
    "bottom-left": ("A", "Flic 2", EDGE, EDGE),
    "bottom-right": ("F", "Skin 2", WIDTH - EDGE, EDGE),
}
LIEUTENANTS = {"fr": ("Lieutenant de la Police", "Lieutenant des Skins"),
               "en": ("Lieutenant of the Police", "Lieutenant of the Skins")}


def edge_table() -> str:
    figures = [feature(fid, point(x, y), kind="figure", gang=gang, role="member", name=name)
               for fid, (gang, name, x, y) in AT_EDGES.items()]
    return json.dumps({
        "type": "FeatureCollection",
        "tabletop": {"format": "tabletop-scenario", "version": 1, "game": "peur-sur-la-ville", "name": "Edges",
                     "table": {"width_cm": WIDTH, "depth_cm": DEPTH}},
        "features": [feature("a-boss", point(30, 45), kind="figure", gang="A", role="officer", name="Officier"),
                     feature("f-boss", point(90, 45), kind="figure", gang="F", role="leader", name="Leader"),
                     *figures],
    })


def label_rects(map_widget, figures=AT_EDGES) -> dict[str, tuple[str, QRectF, QRectF]]:
    """Each of ``figures``' shown label: its words, its rectangle in scene cm and in the view's pixels, from where the
    view really draws it."""
    view = map_widget.view
    out = {}
    for fid in figures:
        label = map_widget.scene.items_by_id[fid].label
        if label.isVisible():
            pixels = label.deviceTransform(view.viewportTransform()).mapRect(label.boundingRect())
            out[fid] = (label.text(), view.mapToScene(pixels.toRect()).boundingRect(), pixels)
    return out


def assert_read_whole(map_widget, language: str) -> None:
    shown = label_rects(map_widget)
    assert sorted(shown) == sorted(AT_EDGES)  # every edge figure's name is shown, none left to the hover
    assert (shown["left"][0], shown["right"][0]) == LIEUTENANTS[language]
    assert_inside(map_widget, shown)


def assert_inside(map_widget, shown: dict[str, tuple[str, QRectF, QRectF]]) -> None:
    # Half a pixel of slack: the rectangle is read back through the view's rounding.
    slack = 0.5 / map_widget.view.scale_px_per_cm
    table = map_widget.scene.table_rect.adjusted(-slack, -slack, slack, slack)
    viewport = QRectF(map_widget.view.viewport().rect())
    for fid, (words, scene_rect, pixels) in shown.items():
        assert table.contains(scene_rect), (fid, words, scene_rect)
        assert viewport.contains(pixels), (fid, words, pixels)


@pytest.mark.parametrize("language", ["fr", "en"])
def test_the_live_games_edge_figures_read_their_names_whole(shown_game_panel, language):
    with speaking(language):
        document = GameDocument(GameSession(new_setup(parse_scenario(edge_table()), seed=11)))
        panel = shown_game_panel(document, 1366, 768)
        panel.map.labels.layout()
        assert_read_whole(panel.map, language)


def laid_out_editor(qtbot, document: ScenarioDocument) -> MapEditor:
    """The map editor on ``document`` at 1366 × 768, the table fitted and its labels laid out."""
    editor = MapEditor(document)
    qtbot.addWidget(editor)
    editor.resize(1366, 768)
    editor.show()
    qtbot.waitExposed(editor)
    editor.view.fit_table()
    editor.labels.layout()
    return editor


@pytest.mark.parametrize("language", ["fr", "en"])
def test_the_editors_edge_figures_read_their_names_whole(qtbot, language):
    with speaking(language):
        editor = laid_out_editor(qtbot, ScenarioDocument(parse_scenario(edge_table())))
        assert_read_whole(editor, language)


def test_the_campaign_tables_names_are_all_read_whole(shown_game_panel):
    """The screen the issue saw: the Police's and the Skins' figures pressed against the table's left and right
    edges. Every name shown lies on the table and in the view; a name with no room beside its base on the table (in
    a tight group against the edge) shows on hover, as any name without room does."""
    with speaking("fr"):
        panel = shown_game_panel(GameDocument(load_game(CAMPAIGN_TABLE), str(CAMPAIGN_TABLE)), 1366, 768)
        panel.map.labels.layout()
        figures = [fid for fid, item in panel.map.scene.items_by_id.items() if item.kind == "figure"]
        shown = label_rects(panel.map, figures)
        assert len(shown) >= len(figures) / 2
        assert_inside(panel.map, shown)


@pytest.mark.parametrize("sample", ["bank-job", "church-square", "demonstration-street", "hospital-district"])
def test_the_editors_samples_read_every_label_on_the_table(qtbot, sample):
    """The four sample maps in the editor, fitted at 1366 × 768 in French: every label shown (figures, buildings,
    streets) lies on the table and in the view, where « Rue de la République », « Boulevard de la Liberté » and
    « Boulevard Pasteur » (each anchored a fifth of the way along its street, its place of choice taken) ran past the
    table's left edge, and names of figures against the right edge past it."""
    with speaking("fr"):
        editor = laid_out_editor(qtbot, ScenarioDocument.open(str(SAMPLES / f"{sample}.geojson")))
        shown = label_rects(editor, list(editor.scene.items_by_id))
        assert len(shown) >= len([item for item in editor.scene.items_by_id.values() if item.label.text()]) / 2
        assert_inside(editor, shown)
