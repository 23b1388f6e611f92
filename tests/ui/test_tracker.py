"""The generic play tracker on the small test game: the new-play page, actions and chance, undo/redo through the
document's stack, the end banner, the score sheet with its tie-break in words, and saving and reopening a play."""

from __future__ import annotations

import json

import pytest
from PySide6.QtWidgets import QApplication, QWidget

from tabletop import games
from tabletop.games.interface import PlaySetup
from tabletop.games.playfile import peek_game
from ui.games.tracker.document import PlayDocument
from ui.games.tracker.game_view import BaseGameView, EventChooser
from ui.games.tracker.panel import TrackerPanel
from ui.document import DocumentError

from tests.games.toy_game import DiceRace
from tests.ui.tracker_steps import shown_tracker


class DiceRaceView(BaseGameView):
    game_id = "dice-race"
    setting_descriptions = {"target": "points that end the race"}

    def header(self, state):
        return f"{state.players[state.turn]} to roll"

    def player_rows(self, state, player):
        return [("Points", str(state.points[state.players.index(player)]))]


def make_panel(qtbot, document: PlayDocument) -> TrackerPanel:
    return shown_tracker(qtbot, document, DiceRaceView(), 1100, 700)


def chooser(panel: TrackerPanel, kind: str) -> EventChooser:
    return panel.chooser(kind)


def test_a_new_play_starts_from_the_page_then_rolls_undoes_and_ends(qtbot):
    document = PlayDocument(DiceRace())
    panel = make_panel(qtbot, document)
    page = panel.setup_page
    assert document.title == "New Dice race play" and document.session is None
    page.set_players(["Ana", "Ana"])
    page.request_start()
    assert "same name" in page.problems.text() and document.session is None
    page.set_players(["Ana", "Bruno"])
    page.seed.setValue(3)
    page.request_start()
    session = document.session
    assert session.setup.players == ("Ana", "Bruno") and session.setup.seed == 3
    assert session.setup.settings == {"target": 10}
    assert panel.header.text() == "<b>Ana to roll</b>" and panel.columns["Ana"].title() == "▶ Ana"
    chooser(panel, "roll").button.click()
    assert session.waits_on_chance()
    face = panel.chooser("chance")
    face.choose({"type": "face", "value": 6})
    face.button.click()
    assert panel.columns["Ana"].rows == [("Points", "6")] and not panel.banner.isVisible()
    document.undo_stack.undo()
    assert panel.columns["Ana"].rows == [("Points", "0")] and session.waits_on_chance()
    document.undo_stack.redo()
    assert panel.columns["Ana"].rows == [("Points", "6")] and panel.log.count() == 2
    assert not panel.apply({"type": "face", "value": 2}) and "not expected" in panel.message.text()
    for _ in range(3):
        chooser(panel, "roll").button.click()
        panel.roll_button.click()
    while not session.is_over():
        chooser(panel, "roll").button.click()
        panel.roll_virtual()
    assert panel.banner.isVisible() and "The game is over" in panel.banner.text()
    assert panel.middle.currentWidget().widget() is panel.score_sheet and panel.score_sheet.ranking == session.ranking()
    assert session.ranking().explanation in panel.score_sheet.explanation.text()
    assert panel.score_sheet.table.item(0, 1).text() == session.ranking().players[0].name
    document.undo_stack.undo()
    assert not panel.banner.isVisible() and panel.middle.currentIndex() == 0


def test_the_settings_in_force_are_shown_with_their_description(qtbot):
    panel = make_panel(qtbot, PlayDocument(DiceRace()))
    assert [(n, v, d) for n, v, d in panel.view.setting_rows(panel.setup_page.settings)] == \
        [("Target", "10", "points that end the race")]  # the setting in words, not its identifier


def test_a_play_saves_and_reopens_with_its_log_on_the_undo_stack(qtbot, tmp_path, monkeypatch):
    monkeypatch.setattr(games, "game_core", lambda gid: DiceRace() if gid == "dice-race" else None)
    document = PlayDocument(DiceRace())
    document.start(PlaySetup("dice-race", ("Ana", "Bruno"), seed=5))
    document.apply({"type": "roll"})
    document.apply({"type": "face", "value": 3})
    assert document.is_modified
    path = tmp_path / "race.ttplay.json"
    document.save(str(path))
    # A play the referee did not name is called by its game, its file being the tab's tooltip.
    assert not document.is_modified and document.title == "Dice race play"
    assert peek_game(path) == "dice-race" and json.loads(path.read_text())["log"][1]["value"] == 3
    again = PlayDocument.open(str(path))
    assert again.session.events == document.session.events and again.undo_stack.count() == 2
    again.undo_stack.undo()
    assert again.session.state.points == (0, 0) and again.is_modified
    broken = tmp_path / "broken.ttplay.json"
    broken.write_text('{"format": "tabletop-play", "version": 1, "game": "dice-race", "players": [], '
                      '"seed": 0, "log": []}')
    with pytest.raises(DocumentError) as refused:
        PlayDocument.open(str(broken))
    assert refused.value.lines[0].startswith(f"in «\u00a0{broken}\u00a0», the players")
    assert peek_game(tmp_path / "missing.ttplay.json") is None


def test_a_play_not_started_cannot_be_saved(qtbot, tmp_path):
    with pytest.raises(OSError, match="name the players"):
        PlayDocument(DiceRace()).save(str(tmp_path / "x.ttplay.json"))


def test_steps_taken_between_two_paints_scroll_the_log_once_to_its_last_row(qtbot):
    """A scroll lays out every wrapped row of the log: the steps an undo, a replay or the phones take before the
    event loop runs scroll it once, and the last row is then shown."""
    document = PlayDocument(DiceRace())
    document.start(PlaySetup("dice-race", ("Ana", "Bruno"), seed=5, settings={"target": 1000}))
    panel = make_panel(qtbot, document)
    panel.log.setFixedHeight(60)  # a few rows shown: the last ones need the scroll
    QApplication.processEvents()  # the event loop runs: the panel's first scroll is done
    scrolls = []
    scroll = panel.log.scrollToBottom
    panel.log.scrollToBottom = lambda: (scrolls.append(1), scroll())
    for _ in range(8):
        document.apply({"type": "roll"})
        document.apply(document.session.virtual_roll())
    assert scrolls == [] and panel.log.count() == 16
    QApplication.processEvents()
    assert scrolls == [1]
    bar = panel.log.verticalScrollBar()
    assert bar.maximum() > 0 and bar.value() == bar.maximum()
    document.undo_stack.undo()
    document.undo_stack.undo()
    QApplication.processEvents()
    assert scrolls == [1, 1] and panel.log.count() == 14 and bar.value() == bar.maximum()


def test_a_chooser_builds_a_label_for_typed_problems_only_when_its_list_is_typed_into(qtbot):
    """Every step builds its choosers anew: one with nothing to type builds its button and list, nothing more."""
    document = PlayDocument(DiceRace())
    document.start(PlaySetup("dice-race", ("Ana", "Bruno"), seed=5))
    panel = make_panel(qtbot, document)
    roll = chooser(panel, "roll")
    assert [type(w).__name__ for w in roll.findChildren(QWidget)] == ["QPushButton"] and roll.problem is None
    roll.button.click()
    faces = chooser(panel, "chance")
    assert faces.choice.isEditable() and faces.problem.objectName() == "typed-problem"
    assert not faces.problem.isVisibleTo(faces)
