"""The shell: home page, documents in tabs, File/Edit menus, dirty prompts, recent files, settings."""

from __future__ import annotations

import dataclasses
import json
import os
import shutil
import signal
from pathlib import Path

import pytest
from PySide6.QtCore import QMimeData, QPointF, QSize, Qt, QUrl
from PySide6.QtGui import QAction, QDragEnterEvent, QDropEvent, QKeySequence
from PySide6.QtWidgets import QLabel, QTabBar

from tabletop import __version__, games
from tabletop.scenario import ScenarioError, dumps_scenario, load_scenario
from tabletop.scenario.edits import move_features
from tests.ui.main_window import discard_changes, shown_main_window
from ui.map.editor import MapEditor
from ui.map.overlays import OverlayController
from ui.shell import recent_files
from ui.app import close_on_interrupt, open_window
from ui.modules import Recoverable, panel_modules, register_panel
from ui.shell.dialogs import RestoreAnswer, SaveAnswer, ShellDialogs, about_text
from ui.shell.main_window import MainWindow

SAMPLE = Path(__file__).resolve().parents[2] / "tabletop" / "samples" / "bank-job.geojson"
pytestmark = pytest.mark.usefixtures("settings_dir")  # tests/ui/conftest.py


@pytest.fixture
def window(qtbot) -> MainWindow:
    return shown_main_window(qtbot)


class Answers:
    """Stands in for the user: records every dialog the shell shows and answers from a script."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch, window: MainWindow):
        self.save_answers: list[SaveAnswer] = []
        self.save_paths: list[str | None] = []
        self.asked: list[str] = []
        self.errors: list[tuple[str, list[str]]] = []
        self.messages: list[tuple[str, str]] = []
        monkeypatch.setattr(window.dialogs, "ask_save_changes", self._ask_save_changes)
        monkeypatch.setattr(window.dialogs, "ask_save_path",
                            lambda filters, suggested, suffix: self.save_paths.pop(0))
        monkeypatch.setattr(window.dialogs, "show_open_error", lambda path, lines: self.errors.append((path, lines)))
        monkeypatch.setattr(window.dialogs, "show_error", lambda title, text: self.messages.append((title, text)))

    def _ask_save_changes(self, title: str) -> SaveAnswer:
        self.asked.append(title)
        return self.save_answers.pop(0)


@pytest.fixture
def answers(monkeypatch: pytest.MonkeyPatch, window: MainWindow) -> Answers:
    return Answers(monkeypatch, window)


def sample_copy(folder: Path, name: str = "bank-job.geojson") -> Path:
    target = folder / name
    shutil.copy(SAMPLE, target)
    return target


def a_figure(document) -> str:
    return document.scenario.of_kind("figure")[0].id


def move_first_figure(document, dx: float = 3.0) -> str:
    fid = a_figure(document)
    document.push(move_features(document.scenario, [fid], dx, 0.0))
    return fid


def test_window_opens_on_the_home_page_listing_the_modules(window: MainWindow) -> None:
    assert [card.module.core_id for card in window.home.cards] == [m.core_id for m in panel_modules()]
    assert "scenario" in [card.module.core_id for card in window.home.cards]
    shown = [label.text() for card in window.home.cards for label in card.findChildren(QLabel)]
    assert f"<b>{games.get('scenario').title}</b>" in shown and games.get("scenario").summary in shown
    assert window.tabs.count() == 1 and window.tabs.currentWidget() is window.home
    assert window.tabs.tabBar().tabButton(0, QTabBar.ButtonPosition.RightSide) is None
    assert not window.close_panel(window.home) and window.tabs.count() == 1
    assert not window.save_action.isEnabled() and not window.undo_action.isEnabled()
    menus = [a.text() for a in window.menuBar().actions()]
    assert menus == ["&File", "&Edit", "&Settings", "&Help"]
    assert QKeySequence("Ctrl+W") in window.close_action.shortcuts()
    assert QKeySequence("Ctrl+Q") in window.quit_action.shortcuts()


def test_open_edit_undo_redo_save_and_reopen(window: MainWindow, answers: Answers, tmp_path: Path) -> None:
    path = sample_copy(tmp_path)
    panel = window.open_path(str(path))
    assert isinstance(panel, MapEditor)
    assert panel.findChild(OverlayController) is not None  # the referee's measurements come with the map
    assert window.tabs.count() == 2 and window.tabs.currentWidget() is panel
    # The tab names the scenario by its title, its file in the tooltip.
    assert window.tabs.tabText(1) == "Braquage à la Banque Centrale"
    assert window.tabs.tabToolTip(1) == f"Braquage à la Banque Centrale\n{path}"
    document = panel.document
    fid = a_figure(document)
    before = document.scenario[fid].geometry

    move_first_figure(document)
    moved = document.scenario[fid].geometry
    assert moved != before
    assert window.tabs.tabText(1) == "Braquage à la Banque Centrale*" and window.isWindowModified()

    window.undo_action.trigger()
    assert document.scenario[fid].geometry == before
    assert window.tabs.tabText(1) == "Braquage à la Banque Centrale"
    window.redo_action.trigger()
    assert document.scenario[fid].geometry == moved

    window.save_action.trigger()
    assert window.tabs.tabText(1) == "Braquage à la Banque Centrale" and not document.is_modified
    assert path.read_text(encoding="utf-8") == dumps_scenario(document.scenario)

    window.close_action.trigger()
    assert window.tabs.count() == 1 and answers.asked == []
    reopened = window.open_path(str(path))
    assert reopened.document.scenario.to_json() == load_scenario(path).to_json()
    assert reopened.document.scenario[fid].geometry == moved


def test_undo_and_redo_follow_the_active_tab(window: MainWindow, answers: Answers, tmp_path: Path) -> None:
    first = window.open_path(str(sample_copy(tmp_path, "first.geojson")))
    second = window.open_path(str(sample_copy(tmp_path, "second.geojson")))
    fid = move_first_figure(first.document, 2.0)
    move_first_figure(second.document, 5.0)
    moved_second = second.document.scenario[fid].geometry

    window.tabs.setCurrentWidget(first)
    assert window.undo_action.isEnabled()
    window.undo_action.trigger()
    assert not first.document.is_modified
    assert second.document.is_modified and second.document.scenario[fid].geometry == moved_second
    assert not window.undo_action.isEnabled() and window.redo_action.isEnabled()

    window.tabs.setCurrentWidget(window.home)
    assert not window.undo_action.isEnabled() and not window.redo_action.isEnabled()
    window.tabs.setCurrentWidget(second)
    assert window.undo_action.isEnabled()


def test_closing_a_modified_tab_asks_and_honours_cancel_discard_and_save(window: MainWindow, answers: Answers,
                                                                         tmp_path: Path) -> None:
    path = sample_copy(tmp_path)
    original = path.read_text(encoding="utf-8")
    panel = window.open_path(str(path))
    fid = move_first_figure(panel.document)
    moved = panel.document.scenario[fid].geometry

    answers.save_answers = [SaveAnswer.CANCEL]
    assert not window.close_panel(panel)
    assert window.tabs.indexOf(panel) == 1 and answers.asked == ["Braquage à la Banque Centrale"]

    answers.save_answers = [SaveAnswer.DISCARD]
    window.tabs.tabCloseRequested.emit(1)
    assert window.tabs.count() == 1
    assert path.read_text(encoding="utf-8") == original

    panel = window.open_path(str(path))
    move_first_figure(panel.document)
    answers.save_answers = [SaveAnswer.SAVE]
    assert window.close_panel(panel)
    assert load_scenario(path)[fid].geometry == moved


def test_tabs_name_the_work_with_its_file_in_the_tooltip(window: MainWindow, tmp_path: Path) -> None:
    samples = SAMPLE.parent
    for path, title in ((samples / "games" / "bank-job.ttgame.json",
                         "Braquage à la Banque Centrale — Police contre Skins, 4 tours"),
                        (samples / "plays" / "camorra.ttplay.json", "Naples, partie à trois (exemple)")):
        panel = window.open_path(str(path))
        index = window.tabs.indexOf(panel)
        # A long title is cut at its end, whole in the tooltip.
        shown = window.tabs.tabText(index)
        assert title.startswith(shown.removesuffix("…")) and len(shown) > 20
        assert window.tabs.tabToolTip(index) == f"{title}\n{path}"
    # A game its file does not name is named by its scenario, told apart from the scenario's own tab.
    data = json.loads((samples / "games" / "bank-job.ttgame.json").read_text(encoding="utf-8"))
    data["name"] = ""
    unnamed = tmp_path / "partie-3.ttgame.json"
    unnamed.write_text(json.dumps(data), encoding="utf-8")
    panel = window.open_path(str(unnamed))
    assert window.tabs.tabText(window.tabs.indexOf(panel)) == "Braquage à la Banque Centrale (game)"
    window.undo_action.trigger()
    assert window.tabs.tabText(window.tabs.indexOf(panel)) == "Braquage à la Banque Centrale (game)*"


def test_new_scenario_save_as_adds_the_suffix_and_reopens(window: MainWindow, answers: Answers,
                                                          tmp_path: Path) -> None:
    (new_scenario,) = [a for a in window.new_actions if a.text() == "New &scenario"]
    assert window.new_actions[0] is new_scenario and new_scenario.shortcut() == QKeySequence(QKeySequence.StandardKey.New)
    new_scenario.trigger()
    panel = window.current_panel()
    assert panel is not None and panel.document.path is None
    assert window.tabs.tabText(1) == panel.document.title

    answers.save_paths = [str(tmp_path / "alley")]
    window.save_action.trigger()  # no file yet: Save behaves as Save As
    saved = tmp_path / "alley.geojson"
    assert saved.exists() and panel.document.path == str(saved)
    assert window.tabs.tabText(1) == "alley.geojson"
    assert recent_files.recent_files()[0] == str(saved)

    answers.save_paths = [None]  # the user cancels the Save As dialog
    assert not window.save_panel_as(panel)
    assert window.close_panel(panel)
    assert window.open_path(str(saved)).document.scenario.table == panel.document.scenario.table


def test_a_failed_save_says_why_and_keeps_the_changes(window: MainWindow, answers: Answers, tmp_path: Path) -> None:
    panel = window.open_path(str(sample_copy(tmp_path)))
    move_first_figure(panel.document)
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("", encoding="utf-8")
    answers.save_paths = [str(blocker / "map.geojson")]
    assert not window.save_panel_as(panel)
    assert len(answers.messages) == 1 and str(blocker) in answers.messages[0][1]
    assert panel.document.is_modified and window.tabs.tabText(1).endswith("*")


def test_an_invalid_file_lists_every_problem_and_opens_nothing(window: MainWindow, answers: Answers,
                                                               tmp_path: Path) -> None:
    doc = json.loads(SAMPLE.read_text(encoding="utf-8"))
    doc["features"][0]["id"] = doc["features"][1]["id"]  # a duplicate id
    doc["features"][2]["geometry"]["coordinates"][0][0] = [500, 500]  # off the table, ring no longer closed
    bad = tmp_path / "broken.geojson"
    bad.write_text(json.dumps(doc), encoding="utf-8")
    with pytest.raises(ScenarioError) as refused:
        load_scenario(bad)
    lines = refused.value.lines
    assert len(lines) >= 3

    assert window.open_path(str(bad)) is None
    assert answers.errors == [(str(bad), lines)]
    assert window.tabs.count() == 1
    assert recent_files.recent_files() == []


def test_truncated_json_and_unknown_types_get_a_dialog_not_a_traceback(window: MainWindow, answers: Answers,
                                                                      tmp_path: Path) -> None:
    truncated = tmp_path / "cut.geojson"
    truncated.write_text(SAMPLE.read_text(encoding="utf-8")[:300], encoding="utf-8")
    notes = tmp_path / "notes.txt"
    notes.write_text("hello", encoding="utf-8")
    assert window.open_path(str(truncated)) is None
    assert window.open_path(str(notes)) is None
    assert window.open_path(str(tmp_path / "gone.geojson")) is None
    assert [path for path, _ in answers.errors] == [str(truncated), str(notes), str(tmp_path / "gone.geojson")]
    assert "is not valid JSON: at line 8, column 18, a text is opened and never closed" in answers.errors[0][1][0]
    assert "does not open this type of file" in answers.errors[1][1][0] and "*.geojson" in answers.errors[1][1][0]
    assert "gone.geojson\u00a0» does not exist" in answers.errors[2][1][0]
    assert window.tabs.count() == 1


def test_recent_files_are_kept_in_order_without_duplicates_and_can_be_cleared(window: MainWindow,
                                                                              answers: Answers,
                                                                              tmp_path: Path) -> None:
    paths = [str(sample_copy(tmp_path, f"map-{n:02}.geojson")) for n in range(12)]
    for path in paths:
        panel = window.open_path(path)
        window.close_panel(panel)
    assert recent_files.recent_files() == paths[::-1][:recent_files.MAX_RECENT]

    window.open_path(paths[5])
    window.close_panel(window.current_panel())
    assert recent_files.recent_files()[0] == paths[5]
    assert recent_files.recent_files().count(paths[5]) == 1
    entries = [a for a in window.recent_menu.actions() if a.isVisible() and a.data()]
    assert [a.data() for a in entries] == recent_files.recent_files()
    assert entries[0].text() == "&1 map-05.geojson"
    assert window.home.recent_list.count() == recent_files.MAX_RECENT

    second = entries[1].data()
    entries[1].trigger()  # Open Recent reopens the file, and the list changes under the menu
    assert window.current_panel().document.path == second
    assert recent_files.recent_files()[0] == second
    window.clear_recent_action.trigger()
    assert recent_files.recent_files() == [] and not window.recent_menu.isEnabled()
    assert not any(a.isVisible() for a in window.recent_actions)
    assert window.home.recent_list.isHidden()


def test_a_panel_takes_none_of_the_menus_shortcuts(window: MainWindow, answers: Answers, tmp_path: Path) -> None:
    """Two actions on one key make Qt trigger neither ("Ambiguous shortcut overload")."""
    panel = window.open_path(str(sample_copy(tmp_path)))
    menu_keys = {key.toString() for menu in window.menuBar().actions() for action in menu.menu().actions()
                 for key in action.shortcuts()}
    panel_keys = {key.toString() for action in panel.findChildren(QAction) for key in action.shortcuts()}
    assert menu_keys and panel_keys
    assert menu_keys & panel_keys == set()


def test_dropped_files_open_in_tabs(window: MainWindow, answers: Answers, tmp_path: Path) -> None:
    first, second = sample_copy(tmp_path, "first.geojson"), sample_copy(tmp_path, "second.geojson")
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(first)), QUrl.fromLocalFile(str(second))])
    position = QPointF(window.width() / 2, window.height() / 2)
    enter = QDragEnterEvent(position.toPoint(), Qt.DropAction.CopyAction, mime, Qt.MouseButton.LeftButton,
                            Qt.KeyboardModifier.NoModifier)
    window.dragEnterEvent(enter)
    assert enter.isAccepted()
    window.dropEvent(QDropEvent(position, Qt.DropAction.CopyAction, mime, Qt.MouseButton.LeftButton,
                                Qt.KeyboardModifier.NoModifier))
    assert [panel.document.path for panel in window.panels()] == [str(first), str(second)]

    text = QMimeData()
    text.setText("not a file")
    refused = QDragEnterEvent(position.toPoint(), Qt.DropAction.CopyAction, text, Qt.MouseButton.LeftButton,
                              Qt.KeyboardModifier.NoModifier)
    refused.ignore()
    window.dragEnterEvent(refused)
    assert not refused.isAccepted()


def test_opening_an_open_file_shows_its_tab(window: MainWindow, answers: Answers, tmp_path: Path) -> None:
    path = str(sample_copy(tmp_path))
    panel = window.open_path(path)
    window.tabs.setCurrentWidget(window.home)
    assert window.open_path(path) is panel and window.tabs.count() == 2


def test_quitting_asks_about_each_modified_document(window: MainWindow, answers: Answers, tmp_path: Path) -> None:
    panel = window.open_path(str(sample_copy(tmp_path)))
    move_first_figure(panel.document)
    answers.save_answers = [SaveAnswer.CANCEL]
    window.quit_action.trigger()
    assert window.isVisible() and panel.document.is_modified
    answers.save_answers = [SaveAnswer.DISCARD]
    window.quit_action.trigger()
    assert not window.isVisible()
    assert answers.asked == ["Braquage à la Banque Centrale", "Braquage à la Banque Centrale"]


def test_a_normal_quit_closes_each_document_like_a_tab(qtbot, window: MainWindow, answers: Answers,
                                                     tmp_path: Path) -> None:
    """Panels clean up when closed: the map editor's crash-recovery file must not outlive a normal quit."""
    panel = window.open_path(str(sample_copy(tmp_path)))
    move_first_figure(panel.document)
    assert panel.autosaver.autosave()
    recovery = panel.autosaver.file
    assert recovery.exists() and str(recovery).startswith(str(tmp_path))
    answers.save_answers = [SaveAnswer.DISCARD]
    window.close()
    assert window.panels() == []
    qtbot.waitUntil(lambda: not recovery.exists())


def crashed_session(qtbot, tmp_path: Path) -> tuple[Path, dict]:
    """A window whose edited scenario was autosaved and that is never closed, as after a crash."""
    crashed = MainWindow()
    qtbot.addWidget(crashed, before_close_func=discard_changes)
    panel = crashed.open_path(str(sample_copy(tmp_path)))
    move_first_figure(panel.document, 7.0)
    assert panel.autosaver.autosave()
    return panel.autosaver.file, panel.document.scenario.to_json()


@pytest.mark.parametrize("answer", list(RestoreAnswer))
def test_unsaved_work_from_a_crash_is_offered_back(qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                   answer: RestoreAnswer) -> None:
    recovery_file, edited = crashed_session(qtbot, tmp_path)
    offered: list[list[Recoverable]] = []
    monkeypatch.setattr(ShellDialogs, "ask_restore", lambda self, items: offered.append(items) or answer)
    window = open_window([])
    qtbot.addWidget(window, before_close_func=discard_changes)
    (item,) = offered[0]
    assert item.name == "Braquage à la Banque Centrale" and item.source == str(tmp_path / "bank-job.geojson")
    if answer is RestoreAnswer.RESTORE:
        (panel,) = window.panels()
        assert panel.document.scenario.to_json() == edited and panel.document.path == item.source
        assert window.tabs.tabText(1) == "Braquage à la Banque Centrale*"
    else:
        assert window.panels() == []
    assert recovery_file.exists() == (answer is not RestoreAnswer.DISCARD)


def test_nothing_is_offered_after_a_normal_session(qtbot, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(ShellDialogs, "ask_restore", lambda self, items: pytest.fail("nothing to recover"))
    window = open_window([])
    qtbot.addWidget(window)
    assert window.offer_recoveries() == []


def test_window_geometry_is_restored(qtbot, tmp_path: Path) -> None:
    first = MainWindow()
    qtbot.addWidget(first)
    first.show()
    first.resize(QSize(700, 500))
    first.close()
    second = MainWindow()
    qtbot.addWidget(second)
    assert second.size() == QSize(700, 500)


def test_about_names_the_version(window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    shown: list[bool] = []
    monkeypatch.setattr(window.dialogs, "show_about", lambda: shown.append(True))
    window.about_action.trigger()
    assert shown == [True]
    assert __version__ in about_text() and "Peur sur la Ville" in about_text()


def test_the_command_line_files_open_in_tabs_and_bad_ones_are_reported(qtbot, monkeypatch: pytest.MonkeyPatch,
                                                                       tmp_path: Path) -> None:
    refused: list[tuple[str, list[str]]] = []
    monkeypatch.setattr(ShellDialogs, "show_open_error", lambda self, path, lines: refused.append((path, lines)))
    good = sample_copy(tmp_path)
    bad = tmp_path / "bad.geojson"
    bad.write_text("{}", encoding="utf-8")
    window = open_window([str(good), str(bad)])
    qtbot.addWidget(window, before_close_func=discard_changes)
    assert window.isVisible()
    assert [panel.document.path for panel in window.panels()] == [str(good)]
    with pytest.raises(ScenarioError) as expected:
        load_scenario(bad)
    assert refused == [(str(bad), expected.value.lines)]


def test_ctrl_c_in_the_terminal_quits_like_the_menu(qtbot, window: MainWindow, answers: Answers,
                                                   tmp_path: Path) -> None:
    panel = window.open_path(str(sample_copy(tmp_path)))
    move_first_figure(panel.document)
    previous = signal.getsignal(signal.SIGINT)
    try:
        close_on_interrupt(window)
        answers.save_answers = [SaveAnswer.DISCARD]
        os.kill(os.getpid(), signal.SIGINT)
        qtbot.waitUntil(lambda: not window.isVisible())
    finally:
        signal.signal(signal.SIGINT, previous)
    assert answers.asked == ["Braquage à la Banque Centrale"]


def test_the_panel_registry_pairs_each_core_once() -> None:
    (scenario,) = [m for m in panel_modules() if m.core_id == "scenario"]
    assert scenario.file_filter() == "Scenario maps (*.geojson *.scenario.json)"
    assert scenario.title() == games.get("scenario").title
    with pytest.raises(ValueError, match="registered twice"):
        register_panel(scenario)
    with pytest.raises(KeyError):
        register_panel(dataclasses.replace(scenario, core_id="no-such-game"))
    assert [m.core_id for m in panel_modules()] == [m.id for m in games.modules() if m.id in
                                                    {p.core_id for p in panel_modules()}]
