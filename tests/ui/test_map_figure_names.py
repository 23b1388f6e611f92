"""No code marks on the map (issue 38): the map editor, the live game's map and the table screen label a figure as
the game's log names it, « Flic 9 » or « Leader » beside a base of its gang's colour, never « A Flic 9 » or
« F Leader »; and « Videur de la Police » where another gang on the table has a « Videur ». A figure kept from the
players never changes a label they see."""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest
from PySide6.QtGui import QImage, QPainter

from tabletop.games.peur_sur_la_ville.play import GameSession, load_game, new_setup
from tabletop.i18n import speaking
from tabletop.scenario import parse_scenario
from tabletop.games.peur_sur_la_ville.play.map_names import figure_labels
from tabletop.scenario.edit_ops import set_property
from tabletop.scenario.edits import move_features
from tabletop.table_screen.mapping import tv_matrix
from tests.geojson_builders import feature, point
from tests.ui.test_game_flow import SKIRMISH
from tests.ui.test_table_screen_secrets import hide
from ui.document import ScenarioDocument
from ui.games.peur_sur_la_ville.document import GameDocument
from ui.map import scene as scene_module
from ui.map.editor import MapEditor
from ui.table_screen import painting
from ui.table_screen.painting import TV, TableLook, paint_table_screen

SAMPLES = Path(__file__).resolve().parents[2] / "tabletop" / "samples"
BANK_JOB = SAMPLES / "bank-job.geojson"
CAMPAIGN_TABLE = SAMPLES / "games" / "campaign-table.ttgame.json"


def figure_labels_shown(scene) -> dict[str, str]:
    return {fid: item.label.text() for fid, item in scene.items_by_id.items() if item.kind == "figure"}


@pytest.fixture
def editor(qtbot):
    def make(language: str) -> MapEditor:
        with speaking(language):
            shown = MapEditor(ScenarioDocument.open(str(BANK_JOB)))
        qtbot.addWidget(shown)
        return shown
    return make


@pytest.mark.parametrize("language", ["fr", "en"])
def test_the_editor_labels_a_figure_by_its_name_beside_its_gangs_colour(editor, language):
    labels = figure_labels_shown(editor(language).scene)
    assert labels["police-9"] == "Flic 9" and labels["police-1"] == "Officier" and labels["police-2"] == "Sous-off"
    assert labels["skin-1"] == "Leader" and labels["skin-10"] == "Skin 10"
    assert not [text for text in labels.values() if text[:2] in ("A ", "F ")]


@pytest.mark.parametrize("language, police, skins", [("fr", "Officier de la Police", "Officier des Skins"),
                                                     ("en", "Officier of the Police", "Officier of the Skins")])
def test_a_name_two_gangs_share_reads_both_gangs_until_undone(editor, language, police, skins):
    """Renaming the Skins' leader « Officier » makes the Police's Officier, which the edit did not touch, read its
    gang too; undo gives both their short names back."""
    shown = editor(language)
    with speaking(language):
        shown.push(set_property(shown.document.scenario, ["skin-1"], "name", "Officier", "Rename"))
        labels = figure_labels_shown(shown.scene)
        assert (labels["police-1"], labels["skin-1"], labels["police-9"]) == (police, skins, "Flic 9")
        shown.document.undo_stack.undo()
    labels = figure_labels_shown(shown.scene)
    assert (labels["police-1"], labels["skin-1"]) == ("Officier", "Leader")


def test_only_an_edit_of_a_figure_names_the_figures_again(editor, monkeypatch):
    """The names come from the figures alone: a building moved leaves them as they were, not worked out again over
    every figure at each edit; a figure renamed, or deleted, names them again (the Police's Officier reads its gang
    while a Skin bears its name, and no longer once that Skin is gone)."""
    shown = editor("fr")
    named = []

    def counted(figures, rules=None):
        named.append(1)
        return figure_labels(figures, rules)

    monkeypatch.setattr(scene_module, "figure_labels", counted)
    with speaking("fr"):
        building = shown.document.scenario.of_kind("building")[0].id
        shown.push(move_features(shown.document.scenario, [building], 1.0, 0.0))
        assert named == []
        shown.push(set_property(shown.document.scenario, ["skin-1"], "name", "Officier", "Rename"))
        assert len(named) == 1 and figure_labels_shown(shown.scene)["police-1"] == "Officier de la Police"
        shown.scene.select_ids(["skin-1"])
        shown.delete_selection()
        assert len(named) == 2 and figure_labels_shown(shown.scene)["police-1"] == "Officier"

def test_the_figure_tool_names_each_gang_beside_its_letter(editor):
    """A map's gang is a letter in the file: the figure tool's list says which gang each letter is, as the
    properties panel does, so that two gangs are told apart by name as well as by colour."""
    with speaking("fr"):
        shown = editor("fr")
    box = shown.options.fields["gang"]
    assert box.itemText(box.findData("A")) == "Police" and box.itemText(box.findData("F")) == "Skins"


@pytest.mark.parametrize("language, police, skins", [("fr", "Videur de la Police", "Videur des Skins"),
                                                     ("en", "Videur of the Police", "Videur of the Skins")])
def test_the_live_games_labels_are_its_logs_names(shown_game_panel, language, police, skins):
    """The campaign table's two gangs each keep a Videur in their HQ: both read their gang, in the log's words; the
    others read their names alone, as the rosters list them."""
    with speaking(language):
        panel = shown_game_panel(GameDocument(load_game(CAMPAIGN_TABLE), str(CAMPAIGN_TABLE)), 1366, 768)
        session = panel.document.session
        labels = figure_labels_shown(panel.map.scene)
        logged = {fid: session.setup.title(session.state.figures[fid]) for fid in ("videur-A-1", "videur-F-1")}
    assert (labels["videur-A-1"], labels["videur-F-1"]) == (police, skins) == (logged["videur-A-1"],
                                                                                 logged["videur-F-1"])
    assert (labels["police-3"], labels["police-1"], labels["skin-1"]) == ("Flic 3", "Officier", "Leader")


def names_placed(monkeypatch) -> list[str]:
    """The names the table screen will place for drawing (its bases', buildings', zones'), in the list returned, as
    it places them."""
    named: list[str] = []

    def place(features, *args, **kwargs):
        named.extend(item.label.text() for item in features)
        return placed_by(features, *args, **kwargs)

    placed_by = painting.place_names
    monkeypatch.setattr(painting, "place_names", place)
    return named


def table_screen_names(panel, monkeypatch) -> list[str]:
    """The names the table screen draws beside the bases (a TV over the whole skirmish table)."""
    drawn = names_placed(monkeypatch)
    size = (1200, 800)
    image = QImage(*size, QImage.Format.Format_ARGB32_Premultiplied)
    painter = QPainter(image)
    paint_table_screen(painter, panel.table_screen_action.source, TableLook(TV, tv_matrix(size, 60.0, (30.0, 20.0))),
                       size)
    painter.end()
    return drawn


def test_no_label_the_players_see_gives_a_secret_figure_away(shown_game_panel, monkeypatch):
    """A Junkies « Leader » the map keeps for the referee: the laptop reads « Leader des Junkies » beside it, but the
    Skins' seen Leader stays « Leader », on the laptop and on the table screen, which never names the secret one. A
    Skin that hides changes no label; the table screen drops its name."""
    data = copy.deepcopy(SKIRMISH)
    data["features"].append(feature("c-boss", point(50, 10), kind="figure", gang="C", role="leader", name="Leader",
                                    referee_only=True))
    with speaking("fr"):
        panel = shown_game_panel(GameDocument(GameSession(new_setup(parse_scenario(json.dumps(data)), seed=11))))
        panel.table_screen_action.source  # the tab's table source, as View → Table screen… makes it
        labels = figure_labels_shown(panel.map.scene)
        assert labels == {"a-boss": "Officer", "a-cop": "Flic", "f-boss": "Leader", "f-skin": "Skin",
                          "c-boss": "Leader des Junkies"}
        assert sorted(table_screen_names(panel, monkeypatch)) == ["Flic", "Leader", "Officer", "Skin"]
        monkeypatch.undo()
        hide(panel, "f-skin")
        assert figure_labels_shown(panel.map.scene) == labels
        assert sorted(table_screen_names(panel, monkeypatch)) == ["Flic", "Leader", "Officer"]


@pytest.mark.parametrize("language, words", [("fr", "QG des Skins"), ("en", "HQ of the Skins")])
def test_an_hq_without_a_name_reads_its_gang(editor, language, words):
    shown = editor(language)
    with speaking(language):
        shown.push(set_property(shown.document.scenario, ["hq-skins-zone"], "name", None, "Rename"))
    assert shown.scene.items_by_id["hq-skins-zone"].label.text() == words
