"""Help (F1): the shortcut list is gathered from the real actions (an action added at run time shows up; the map
editor's are read even when no map is open), the map view's own keys are the ones it handles, and in a live game
the rulebook passage of the action chosen is shown (« Toute figurine au contact d’une autre peut tenter un
combat s’il lui reste 1 action »). The window is painted, and saved to /tmp/help-window.png with
TABLETOP_SHOTS=1."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtGui import QAction, QKeyEvent, QKeySequence
from PySide6.QtWidgets import QApplication

from tabletop.games.peur_sur_la_ville.play import GameSession, new_setup
from tabletop.games.peur_sur_la_ville.play.passages import action_passage
from tabletop.scenario import parse_scenario
from ui.document import ScenarioDocument
from ui.games.peur_sur_la_ville.document import GameDocument
from ui.map.editor import MapEditor
from ui.map.view import VIEW_KEYS
from ui.shell.dialogs import SaveAnswer
from ui.shell.main_window import MainWindow
from tests.ui.test_game_panel import STREET, click, start
from tests.ui.test_overlays import DOC
from tests.ui.shots import look_at


@pytest.fixture(autouse=True)
def settings_dir(tmp_path: Path) -> None:
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(tmp_path / "config"))


def rows_of(help_window, title: str) -> list[tuple[str, str]]:
    return dict(help_window.sections)[title]


def test_f1_lists_the_windows_and_the_map_editors_real_shortcuts(qtbot) -> None:
    window = MainWindow()
    qtbot.addWidget(window)
    assert QKeySequence("F1") in window.help_action.shortcuts()
    window.help_action.trigger()
    shown = window.help_window
    qtbot.addWidget(shown)  # a window of its own: closed after the test, or it would stand over the next ones
    assert shown.isVisible() and shown.topic is None
    assert ("Preferences…", "Ctrl+,") in rows_of(shown, "Window")
    assert ("Save", "Ctrl+S") in rows_of(shown, "Window") and ("Tabletop Help", "F1") in rows_of(shown, "Window")
    assert ("Undo", "Ctrl+Z") in rows_of(shown, "Window")  # named for Help, whatever step it would undo
    editor_rows = rows_of(shown, "Map editor")  # no map is open: read from an editor made for it
    assert ("Copy", "Ctrl+C") in editor_rows and ("Turn 90° left", "[") in editor_rows
    assert any(what == "Ruler" for what, _keys in editor_rows)  # the measuring tools, added from outside
    assert ("Move the selection 10 cm", "Shift + arrow keys") in editor_rows  # the view's own keys
    # Gathered, not written down: a new action with a key shows up at the next F1.
    extra = QAction("Roll for the weather", window)
    extra.setShortcut(QKeySequence("Ctrl+Shift+W"))
    window.menuBar().actions()[0].menu().addAction(extra)
    window.open_help()
    assert ("Roll for the weather", "Ctrl+Shift+W") in rows_of(window.help_window, "Window")
    assert "Roll for the weather" in window.help_window.shortcuts.toPlainText()


@pytest.mark.parametrize("key, modifier, _keys, what", VIEW_KEYS)
def test_each_key_the_help_gives_for_the_map_is_handled_by_the_view(qtbot, key, modifier, _keys, what) -> None:
    editor = MapEditor(ScenarioDocument(parse_scenario(json.dumps(DOC))))
    qtbot.addWidget(editor)
    press = QKeyEvent(QKeyEvent.Type.KeyPress, key, modifier)
    press.ignore()
    editor.view.keyPressEvent(press)
    assert press.isAccepted(), what


def test_f1_in_a_live_game_quotes_the_rule_of_the_action_chosen(qtbot) -> None:
    window = MainWindow()
    qtbot.addWidget(window, before_close_func=lambda w: setattr(w.dialogs, "ask_save_changes",
                                                                lambda _title: SaveAnswer.DISCARD))
    module = window._modules_by_id["peur-game"]
    document = GameDocument(GameSession(new_setup(parse_scenario(json.dumps(STREET)), seed=4)))
    panel = window.add_panel(module, document)
    panel.ask_to_end = lambda *_args: True
    window.resize(1400, 900)
    window.show()
    qtbot.waitExposed(window)
    start(panel, "cop")
    panel.select("cop")
    window.open_help()
    qtbot.addWidget(window.help_window)
    assert window.help_window.topic is None  # nothing chosen yet
    assert "Choose an action" in window.help_window.rule.toPlainText()
    click(panel.action_panel.buttons["fight"])
    window.open_help()
    topic = window.help_window.topic
    assert topic.title == "Fight" and topic.excerpts == action_passage("fight").excerpts
    assert "Toute figurine au contact d’une autre peut tenter un combat" in window.help_window.rule.toPlainText()
    assert any(keys == "Ctrl+0" for _what, keys in rows_of(window.help_window, "Street (game)"))
    window.help_window.resize(760, 700)
    QApplication.processEvents()
    look_at(window.help_window.grab(), "help-window")
