"""Issue 38: the line of fire drawn on the laptop's map says range, cover and a blocked line of sight in the journal's
words (one message each, French typography), not wording of its own; read on the label as drawn."""

from __future__ import annotations

import re

import pytest
from PySide6.QtWidgets import QApplication

from tabletop.games.peur_sur_la_ville.play import preview_shot
from tests.geojson_builders import feature, point, rect
from tests.ui.test_french_ui import in_language
from tests.ui.test_game_panel import click, click_map, shown_panel, start
from ui.translated import tr

RANGE = {
    "type": "FeatureCollection",
    "tabletop": {"format": "tabletop-scenario", "version": 1, "game": "peur-sur-la-ville", "name": "Range",
                 "table": {"width_cm": 80, "depth_cm": 50}},
    "features": [
        feature("cop", point(10, 20), kind="figure", gang="A", role="officer"),
        feature("open", point(40, 20), kind="figure", gang="F", role="leader"),
        feature("covered", point(40, 8), kind="figure", gang="F", role="member"),
        feature("unseen", point(40, 32), kind="figure", gang="F", role="member"),
        feature("muret", rect(37, 5, 38, 11), kind="low_wall"),
        feature("mur", rect(25, 23, 27, 33), kind="wall"),
    ],
}

WORDS = {
    "en": {"open": r"at \d+\.\d cm, (short|effective|long), in the open",
           "covered": r"at \d+\.\d cm, (short|effective|long), in cover behind the low wall",
           "unseen": r"at \d+\.\d cm, out of sight: the wall blocks the line of sight"},
    "fr": {"open": r"à \d+,\d cm, portée (courte|efficace|longue), à découvert",
           "covered": r"à \d+,\d cm, portée (courte|efficace|longue), à couvert derrière le muret",
           "unseen": "à \\d+,\\d cm, hors de vue\u00a0: le mur coupe la ligne de vue"},
}


@pytest.mark.parametrize("code", ["en", "fr"])
def test_the_line_of_fire_says_range_cover_and_sight_as_the_journal_does(qtbot, qapp, code):
    with in_language(qapp, code):
        panel = shown_panel(qtbot, RANGE, seed=2)
        start(panel, "cop")
        label = panel.map.previews._fire_label
        panel.select("cop")
        click(panel.action_panel.buttons["shoot"])
        for target in ("open", "covered"):
            assert panel.action_panel.form.pick_piece(target)
            QApplication.processEvents()
            # a long sentence folds onto a second line on the map: the words are the journal's all the same
            assert re.fullmatch(WORDS[code][target], label.text().replace("\n", " ")), label.text()
        session = panel.document.session
        state = session.state
        unseen = preview_shot(session.setup, state, "cop", "unseen")
        panel.map.previews.show_shot(session.setup, state, unseen)
        assert re.fullmatch(WORDS[code]["unseen"], label.text().replace("\n", " ")), label.text()
        # the action panel's refusal says the same, the wall by its name, never its id
        assert unseen.problems[0] == WORDS[code]["unseen"].split(", ", 1)[1]


HURDLE = {
    "type": "FeatureCollection",
    "tabletop": {"format": "tabletop-scenario", "version": 1, "game": "peur-sur-la-ville", "name": "Hurdle",
                 "table": {"width_cm": 80, "depth_cm": 50}},
    "features": [
        feature("cop", point(10, 20), kind="figure", gang="A", role="officer"),
        feature("skin", point(70, 40), kind="figure", gang="F", role="leader"),
        feature("muret", rect(14, 10, 15, 30), kind="low_wall"),
    ],
}

MOVE_WORDS = {"en": r"\d+\.\d cm of \d+ cm, crosses the low wall \(1 colour die\)",
              "fr": r"\d+,\d cm sur \d+ cm, franchit le muret \(1 dé de couleur\)"}


@pytest.mark.parametrize("code", ["en", "fr"])
def test_a_move_s_label_is_one_sentence_naming_the_obstacle_as_the_journal_does(qtbot, qapp, code):
    """Issue 38: the move's label was glued from three pieces (« 8 cm sur 10 cm » + « , franchit … » + « , s'arrête
    avant »); one message now, the low wall with its article."""
    with in_language(qapp, code):
        panel = shown_panel(qtbot, HURDLE, seed=2)
        panel.map.fit()
        start(panel, "cop")
        panel.select("cop")
        click(panel.action_panel.buttons["move"])
        click_map(panel, 18, 20)
        shown = [item.text() for item in panel.map.previews._path_labels.items if item.isVisible()]
        assert len(shown) == 1 and re.fullmatch(MOVE_WORDS[code], shown[0]), shown


@pytest.mark.parametrize("code", ["en", "fr"])
def test_a_sight_line_s_tooltip_on_the_game_map_says_what_the_journal_says(qtbot, qapp, code):
    """Issue 38: the tooltip of the selected figure's sight line named the pieces by their ids (« skin-3: in cover
    behind car-1 »): on the game's map it is the journal's sentence, the target and the covers by their names."""
    with in_language(qapp, code):
        panel = shown_panel(qtbot, RANGE, seed=2)
        start(panel, "cop")
        panel.map.figure_overlay.options.sight = True
        panel.select("cop")
        lines = panel.map.figure_overlay._lines
        said = {target: lines.tooltip_at(*((a + b) / 2 for a, b in zip(*ends)), kind)
                for target, kind, ends in lines.shown}
        of_skins = {"en": "of the Skins", "fr": "des Skins"}[code]  # the map names them by their ids only
        for target in ("open", "covered", "unseen"):
            said_there = said[target].removeprefix(f"{target} {of_skins}, ")
            assert said_there != said[target] and re.fullmatch(WORDS[code][target], said_there), said[target]


@pytest.mark.parametrize("dice, french", [(1, "1 dé de tir, rafale"), (3, "3 dés de tir, rafale")])
def test_a_bursts_shooting_dice_are_one_message(qapp, dice, french):
    """« 3 dés de tir, rafale »: one message with its burst, where code glued « , rafale » after the count."""
    whole = "1 shooting die, burst" if dice == 1 else "{n} shooting dice, burst"
    with in_language(qapp, "fr"):
        said = tr(whole).format(n=dice)
    assert said == french

