"""The live game is a journal: each step is on disk before the next is accepted, the recovery dialog lists the
game with its name, turn and time, and restoring gives the state that was on screen. The map's recovery copy
follows each edit within two seconds; recovered work that no longer validates opens with its problems listed."""

from __future__ import annotations

import functools
import json
import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QEvent

from tabletop import games
from tabletop.games.peur_sur_la_ville.play import GameSession, load_game
from tabletop.games.peur_sur_la_ville.play.setup import GameSetup
from tabletop.games.playfile import load_play
from tabletop.scenario import load_scenario
from tabletop.scenario.edits import move_features
from tabletop.storage.journal import read_journal
from ui.document import ScenarioDocument
from ui.games.peur_sur_la_ville.document import GameDocument
from ui.games.peur_sur_la_ville.panel import GamePanel
from ui.games.tracker.document import PlayDocument
from ui.map import recovery
from ui.map.editor import MapEditor
from ui.modules import panel_modules
from ui.shell.dialogs import RestoreAnswer, SaveAnswer
from ui.shell.main_window import MainWindow

ROOT = Path(__file__).resolve().parents[2]
SAMPLE_GAME = ROOT / "tabletop" / "samples" / "games" / "bank-job.ttgame.json"
SAMPLE_PLAY = ROOT / "tabletop" / "samples" / "plays" / "camorra.ttplay.json"
SAMPLE_MAP = ROOT / "tabletop" / "samples" / "bank-job.geojson"


@pytest.fixture(autouse=True)
def data_home(settings_dir, tmp_path) -> Path:
    return tmp_path / "data"


def recoverables(core_id: str) -> list:
    (module,) = [m for m in panel_modules() if m.core_id == core_id]
    return module.find_recoverables()


def journals() -> list[Path]:
    folder = recovery.recovery_dir()
    return sorted(folder.glob("*.journal")) if folder.is_dir() else []


def destroy(widget) -> None:
    widget.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def crash(panel) -> None:
    """What dying does to the journal: its file is closed and its lock released, nothing else is cleaned up."""
    panel.journal.journal.close()


@functools.cache
def sample_game() -> tuple[GameSetup, tuple]:
    """The sample game's set-up and events, read once for the module (a validated replay of its whole log each
    time was most of a short test): both are frozen, and each test plays them in a session of its own."""
    sample = load_game(SAMPLE_GAME)
    return sample.setup, tuple(sample.events)


def new_game_panel(qtbot) -> tuple[GamePanel, tuple]:
    setup, events = sample_game()
    panel = GamePanel(GameDocument(GameSession(setup, [])))
    qtbot.addWidget(panel)
    return panel, events


def test_every_event_is_on_disk_before_the_next_is_accepted_and_undo_too(qtbot):
    panel, events = new_game_panel(qtbot)
    document = panel.document
    for count, event in enumerate(events[:40], start=1):
        document.apply(event)
        (journal,) = journals()
        assert len(read_journal(journal).log) == count
    document.undo_stack.undo()
    document.undo_stack.undo()
    assert len(read_journal(journal).log) == 38
    document.undo_stack.redo()
    assert [e for e in read_journal(journal).log] == [e.to_json() for e in events[:39]]


def test_the_dialog_names_the_game_its_turn_and_time_and_restoring_gives_the_state_on_screen(qtbot):
    panel, events = new_game_panel(qtbot)
    for event in events[:120]:
        panel.document.apply(event)
    shown = panel.document.session
    assert recoverables("peur-game") == []  # a game open in a running app is not a crash's leftover
    crash(panel)
    (item,) = recoverables("peur-game")  # what a crash leaves: the panel was never closed
    assert item.name == panel.document.title and item.source is None and item.saved_at > 0
    assert item.detail == f"turn {shown.state.turn}, 120 events"
    restored = item.restore()
    session = restored.session
    assert session.state == shown.state  # the same figures, states, wounds, markers, bavures
    assert session.log_lines == shown.log_lines and session.events == shown.events
    assert session.dice().roll("d6", 5, "next") == shown.dice().roll("d6", 5, "next")  # the same dice to come
    assert restored.is_modified and restored.problems == []
    again = GamePanel(restored)  # goes on in the same journal
    qtbot.addWidget(again)
    restored.apply(events[120])
    assert len(journals()) == 1 and len(read_journal(journals()[0]).log) == 121


def test_saving_or_closing_normally_removes_the_journal(qtbot, tmp_path):
    panel, events = new_game_panel(qtbot)
    panel.document.apply(events[0])
    assert journals()
    panel.document.save(str(tmp_path / "g.ttgame.json"))
    assert journals() == []
    panel.document.apply(events[1])
    (journal,) = journals()
    assert read_journal(journal).header["source"] == str((tmp_path / "g.ttgame.json").resolve())
    # The recovery dialog names the work by its title (issue 38), not by the file it was saved to.
    assert read_journal(journal).header["name"] == panel.document.title != "g.ttgame.json"
    assert panel.document.title == panel.document.session.setup.name  # the game's own name
    destroy(panel)
    assert journals() == []


def test_a_journal_that_cannot_be_written_is_reported_and_the_game_goes_on(qtbot):
    panel, events = new_game_panel(qtbot)
    folder = recovery.recovery_dir()
    folder.parent.mkdir(parents=True, exist_ok=True)
    folder.write_text("a file where the folder should be", encoding="utf-8")
    panel.document.apply(events[0])
    assert "recovery journal" in panel.journal_label.text() and panel.journal_label.isVisibleTo(panel)
    assert len(panel.document.session.events) == 1
    folder.unlink()
    panel.document.apply(events[1])  # the next step begins the journal again, whole
    (journal,) = journals()
    assert read_journal(journal).log == [e.to_json() for e in events[:2]]
    assert not panel.journal_label.isVisibleTo(panel)


def test_a_journal_whose_log_no_longer_replays_opens_as_far_as_it_does_with_its_problems(qtbot):
    panel, events = new_game_panel(qtbot)
    for event in events[:30]:
        panel.document.apply(event)
    (journal,) = journals()
    with open(journal, "a", encoding="utf-8") as handle:  # a start_game mid-game: refused
        handle.write(json.dumps({"n": 30, "event": events[0].to_json()}) + "\n")
        handle.write(json.dumps({"n": 31, "event": events[30].to_json()}) + "\n")
    crash(panel)
    (item,) = recoverables("peur-game")
    restored = item.restore()
    assert restored.session.state == panel.document.session.state
    assert any("event 31" in line for line in restored.problems), restored.problems
    assert restored.problems[-1].startswith("2 steps of the log could not be replayed")


def test_the_shell_restores_a_game_and_lists_the_problems_of_one_that_no_longer_validates(qtbot, monkeypatch):
    panel, events = new_game_panel(qtbot)
    for event in events[:10]:
        panel.document.apply(event)
    (journal,) = journals()
    with open(journal, "a", encoding="utf-8") as handle:
        handle.write(json.dumps({"n": 10, "event": {"kind": "fly"}}) + "\n")
    crash(panel)
    window = MainWindow()
    qtbot.addWidget(window)
    asked, shown = [], []
    monkeypatch.setattr(window.dialogs, "ask_restore", lambda items: asked.extend(items) or RestoreAnswer.RESTORE)
    monkeypatch.setattr(window.dialogs, "show_restore_problems", lambda name, lines: shown.append((name, lines)))
    monkeypatch.setattr(window.dialogs, "ask_save_changes", lambda title: SaveAnswer.DISCARD)
    (restored,) = window.offer_recoveries()
    assert [i.detail for i in asked] == [f"turn {panel.document.session.state.turn}, 10 events"]  # as last summed
    assert restored.document.session.state == panel.document.session.state
    assert shown and shown[0][0] == restored.document.title


def test_a_card_game_play_is_a_journal_too(qtbot):
    from ui.games.camorra.view import CamorraView
    from ui.games.tracker.panel import TrackerPanel

    sample = load_play(SAMPLE_PLAY, games.game_core)
    document = PlayDocument(sample.session.game, type(sample)(session=type(sample.session)(
        sample.session.game, sample.session.setup)))
    panel = TrackerPanel(document, CamorraView())
    qtbot.addWidget(panel)
    for count, event in enumerate(sample.session.events, start=1):
        document.apply(event)
        assert len(read_journal(journals()[0]).log) == count
    crash(panel)
    (item,) = recoverables("camorra")
    assert item.detail == f"{len(sample.session.events)} events"
    restored = item.restore()
    assert restored.session.state_json() == sample.session.state_json()
    assert restored.session.log_lines == sample.session.log_lines


def test_the_map_recovery_copy_follows_an_edit_within_two_seconds(qtbot, tmp_path):
    target = tmp_path / "bank.geojson"
    shutil.copy(SAMPLE_MAP, target)
    editor = MapEditor(ScenarioDocument.open(str(target)))
    qtbot.addWidget(editor)
    editor.push(move_features(editor.document.scenario, ["police-1"], 3, 0))
    qtbot.waitUntil(lambda: bool(recovery.pending_recoveries()), timeout=2000)
    for step in range(5):  # a burst of edits shares writes but never waits longer
        editor.push(move_features(editor.document.scenario, ["police-1"], 1, 0))
    edited = editor.document.scenario.to_json()
    qtbot.waitUntil(lambda: load_scenario(recovery.pending_recoveries()[0].file).to_json() == edited, timeout=2000)


def test_a_recovered_map_that_no_longer_validates_opens_with_its_problems(qtbot, tmp_path):
    editor = MapEditor(ScenarioDocument(load_scenario(SAMPLE_MAP)))
    qtbot.addWidget(editor)
    editor.push(move_features(editor.document.scenario, ["police-1"], 3, 0))
    assert editor.autosaver.autosave()
    (found,) = recovery.pending_recoveries()
    doc = json.loads(found.file.read_text(encoding="utf-8"))
    police = next(f for f in doc["features"] if f["id"] == "police-1")
    police["geometry"]["coordinates"] = [500.0, 20.0]  # off the table: refused by the loader today
    found.file.write_text(json.dumps(doc), encoding="utf-8")
    restored = recovery.restore_document(found)
    assert restored.scenario.features["police-1"].geometry.coordinates[0] == 500.0
    # The figure by the name the referee gave it on the map, and the point that is off the table.
    assert restored.problems and any("the element « Officier »: the point (500; 20) is off the table" in line
                                     for line in restored.problems)
