"""Games in the shell: File → New game opens the set-up page in a tab, Open/Save/Save As write ``.ttgame.json``
files that reopen where the game stood, Edit → Undo steps back through the log, the dirty prompt guards unsaved
steps, and a corrupt or truncated game file gets a clear dialog while nothing is lost."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from tabletop.games.peur_sur_la_ville.play import EndActivation, GameError, StartGame, StartTurn, load_game
from ui.games.peur_sur_la_ville.document import GameDocument
from ui.games.peur_sur_la_ville.panel import GamePanel
from ui.shell import thumbnails
from ui.shell.dialogs import SaveAnswer
from ui.shell.main_window import MainWindow

from tests.ui.test_french_ui import in_language
from tests.ui.test_shell import Answers

SAMPLE_GAME = Path(__file__).resolve().parents[2] / "tabletop" / "samples" / "games" / "bank-job.ttgame.json"
pytestmark = pytest.mark.usefixtures("settings_dir")  # tests/ui/conftest.py


@pytest.fixture
def window(qtbot, monkeypatch) -> tuple[MainWindow, Answers]:
    window = MainWindow()
    answers = Answers(monkeypatch, window)
    qtbot.addWidget(window, before_close_func=lambda w: setattr(w.dialogs, "ask_save_changes",
                                                                lambda title: SaveAnswer.DISCARD))
    window.show()
    return window, answers


def game_copy(folder: Path) -> Path:
    target = folder / "bank-job.ttgame.json"
    shutil.copy(SAMPLE_GAME, target)
    return target


def test_a_saved_game_opens_where_it_stood_and_undo_reaches_back_through_its_log(window, tmp_path):
    window, answers = window
    path = game_copy(tmp_path)
    panel = window.open_path(str(path))
    assert isinstance(panel, GamePanel) and not answers.errors
    session = panel.document.session
    expected = load_game(path)
    assert session.state.figures == expected.state.figures
    assert panel.log.lines.count() == len(expected.log_lines) > 0
    index = window.tabs.indexOf(panel)
    # The tab names the game (cut at its end), the whole name and the file in its tooltip.
    assert not panel.document.is_modified and window.tabs.tabToolTip(index) == f"{expected.setup.name}\n{path}"
    assert expected.setup.name.startswith(window.tabs.tabText(index).removesuffix("…"))
    window.undo_action.trigger()  # Edit → Undo
    assert len(session.events) == len(expected.events) - 1
    assert panel.document.is_modified and window.tabs.tabText(window.tabs.indexOf(panel)).endswith("*")
    window.redo_action.trigger()
    assert session.state.figures == expected.state.figures and not panel.document.is_modified


def test_save_as_writes_the_log_and_the_dirty_prompt_guards_unsaved_steps(window, tmp_path):
    window, answers = window
    panel = window.open_path(str(game_copy(tmp_path)))
    document = panel.document
    while document.undo_stack.canUndo():
        window.undo_action.trigger()
    assert document.session.state.phase == "deploy"
    document.apply(StartGame({}, free_placement=True))
    document.apply(StartTurn())
    target = tmp_path / "again"
    answers.save_paths.append(str(target))
    assert window.save_panel_as(panel)
    saved = Path(str(target) + ".ttgame.json")  # the shell adds the module's suffix
    assert load_game(saved).events == document.session.events and not document.is_modified
    document.undo_stack.undo()
    answers.save_answers.append(SaveAnswer.CANCEL)
    assert not window.close_panel(panel) and answers.asked == [document.session.setup.name]
    answers.save_answers.append(SaveAnswer.SAVE)
    assert window.close_panel(panel)
    assert len(load_game(saved).events) == 1


@pytest.mark.parametrize("damage", ["truncated", "corrupt", "bad event"])
def test_a_damaged_game_file_gets_a_clear_dialog_and_nothing_is_lost(window, tmp_path, damage):
    window, answers = window
    good = game_copy(tmp_path)
    text = good.read_text(encoding="utf-8")
    broken = tmp_path / f"{damage.replace(' ', '-')}.ttgame.json"
    if damage == "truncated":
        broken.write_text(text[: len(text) // 2], encoding="utf-8")
    elif damage == "corrupt":
        broken.write_bytes(b"\x00\xff not a game at all")
    else:
        broken.write_text(text.replace('"kind": "end_activation"', '"kind": "teleport"', 1), encoding="utf-8")
    before = broken.read_bytes()
    opened = window.open_path(str(good))
    tabs = window.tabs.count()
    assert window.open_path(str(broken)) is None
    assert window.tabs.count() == tabs and window.current_panel() is opened  # the game already open is untouched
    (path, lines), = answers.errors
    assert path == str(broken) and lines and all(str(broken) in line for line in lines)
    assert not any("Traceback" in line for line in lines)
    expected = {"truncated": "truncated", "corrupt": "is not UTF-8 text: at line 1", "bad event": "teleport"}[damage]
    assert any(expected in line for line in lines), lines
    assert broken.read_bytes() == before  # the damaged file is left as it was for the referee to look at


def test_file_new_game_opens_the_set_up_page_then_plays(window, tmp_path):
    window, answers = window
    new_game, = [a for a in window.new_actions if "game" in a.text().lower()]
    new_game.trigger()
    panel = window.current_panel()
    assert isinstance(panel, GamePanel) and panel.setup_page is not None
    assert panel.document.session is None and not panel.document.is_modified
    answers.save_paths.append(str(tmp_path / "early"))
    assert not window.save_panel(panel)  # nothing to save before the game starts: said, not crashed
    (title, message), = answers.messages
    assert "not started" in message and not list(tmp_path.glob("early*"))
    page = panel.setup_page
    assert len(page.playing()) >= 2 and page.start_button.isEnabled()
    page.start_button.click()
    assert panel.document.session is not None and panel.setup_page is None
    assert panel.turn_bar.buttons["deploy_as_placed"].isVisibleTo(panel)
    panel.request("deploy_as_placed")
    assert panel.document.is_modified
    assert window.tabs.tabText(window.tabs.indexOf(panel)).endswith("*")


def test_a_game_document_reports_the_cores_refusals_without_touching_the_log():
    document = GameDocument(load_game(SAMPLE_GAME))
    events = document.session.events
    assert document.session.state.phase == "over"
    with pytest.raises(GameError, match="over"):
        document.apply(EndActivation())
    assert document.session.events == events and not document.is_modified


def test_the_whole_saved_log_undoes_and_redoes_to_the_same_game(window, tmp_path):
    window, answers = window
    panel = window.open_path(str(game_copy(tmp_path)))
    session = panel.document.session
    final = session.state
    while window.undo_action.isEnabled():
        window.undo_action.trigger()
    assert not session.events and session.state.figures == session.initial.figures
    assert panel.log.lines.count() == 0 and panel.turn_bar.buttons["deploy_as_placed"].isVisibleTo(panel)
    while window.redo_action.isEnabled():
        window.redo_action.trigger()
    assert session.state.figures == final.figures and session.state.turn == final.turn
    assert not panel.document.is_modified and not answers.errors


def test_the_home_page_draws_no_picture_behind_a_game_tab_and_takes_them_up_once_shown(qtbot, window, monkeypatch):
    """A game's picture replays its whole log: none is drawn while the referee works in another tab."""
    window, answers = window
    drawn = []
    draw = thumbnails.render_thumbnail
    monkeypatch.setattr(thumbnails, "render_thumbnail", lambda path, module: (drawn.append(path), draw(path, module))[1])
    new_game, = [a for a in window.new_actions if "game" in a.text().lower()]
    new_game.trigger()  # the set-up page of a new game, in a tab over the home page
    game_tab = window.tabs.currentWidget()
    assert window.home._unrendered and not window.home.isVisible()
    qtbot.waitUntil(lambda: not window.home._thumbnail_timer.isActive())  # its time came, behind the game's tab
    assert drawn == []
    window.tabs.setCurrentWidget(window.home)
    qtbot.waitUntil(lambda: bool(drawn))
    window.tabs.setCurrentWidget(game_tab)  # and behind it again they stop where they were
    stopped = len(drawn)
    qtbot.waitUntil(lambda: not window.home._thumbnail_timer.isActive())
    assert len(drawn) == stopped and window.home._unrendered and not answers.errors


@pytest.mark.parametrize("code, prompt", [("fr", "Activation des Skins\u00a0: choisissez une figurine"),
                                          ("en", "Activation of the Skins: select a figure")])
def test_the_turn_bar_names_the_gang_to_activate_in_a_whole_sentence(qapp, qtbot, code, prompt):
    """The campaign table's sample waits on the Skins: « Activation des Skins », not « Skins active »."""
    with in_language(qapp, code):
        panel = GamePanel(GameDocument(load_game(SAMPLE_GAME.with_name("campaign-table.ttgame.json"))))
        qtbot.addWidget(panel)
        assert panel.turn_bar.activation_label.text() == f"<b>{prompt}</b>"
