"""Files through the map editor: save and reopen give the same scenario; autosave writes a
recovery file that survives a crash and restores the document exactly; a normal save or close
removes it."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, Qt, QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication

from tabletop.scenario import load_scenario
from tabletop.scenario.edit_ops import add_feature, rectangle_geometry, rotate_features
from tabletop.scenario.edits import move_features
from ui.document import ScenarioDocument
from ui.map import recovery
from ui.map.editor import MapEditor

SAMPLE = Path(__file__).resolve().parents[2] / "tabletop" / "samples" / "bank-job.geojson"


@pytest.fixture(autouse=True)
def data_home(tmp_path: Path, monkeypatch) -> Path:
    """Recovery files go under a throwaway XDG data folder, never the real one."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    assert str(recovery.recovery_dir()).startswith(str(tmp_path))
    return tmp_path / "data"


@pytest.fixture
def scenario_file(tmp_path: Path) -> Path:
    target = tmp_path / "bank.geojson"
    shutil.copy(SAMPLE, target)
    return target


def make_edits(editor: MapEditor) -> None:
    scenario = editor.document.scenario
    editor.push(add_feature(scenario, "building", rectangle_geometry(2, 2, 12, 9), {"floors": 2, "name": "Garage"}))
    editor.push(move_features(scenario, ["bank-door", "police-1"], 1.5, 0))
    editor.push(rotate_features(scenario, ["police-car"], 90))
    editor.scene.select_ids(["shop-1"])
    editor.delete_selection()


def destroy(editor: MapEditor) -> None:
    """Close the editor the way the shell does: deleteLater, then let Qt delete it."""
    editor.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def test_save_and_reopen_round_trip(qtbot, scenario_file: Path, tmp_path: Path) -> None:
    editor = MapEditor(ScenarioDocument.open(str(scenario_file)))
    qtbot.addWidget(editor)
    make_edits(editor)
    edited = editor.document.scenario.to_json()
    target = tmp_path / "saved.geojson"
    editor.save(str(target))
    assert not editor.document.is_modified and editor.document.path == str(target)
    assert load_scenario(target).to_json() == edited
    reopened = MapEditor(ScenarioDocument.open(str(target)))
    qtbot.addWidget(reopened)
    assert reopened.document.scenario.to_json() == edited
    assert set(reopened.scene.items_by_id) == set(editor.scene.items_by_id)
    reopened.save()  # saving unchanged writes the same bytes
    assert load_scenario(target).to_json() == edited


def test_autosave_recovers_after_a_crash(qtbot, scenario_file: Path) -> None:
    editor = MapEditor(ScenarioDocument.open(str(scenario_file)))
    qtbot.addWidget(editor)
    assert not editor.autosaver.autosave()  # nothing unsaved: nothing written
    assert recovery.pending_recoveries() == []
    make_edits(editor)
    edited = editor.document.scenario.to_json()
    assert editor.autosaver.autosave()
    assert not editor.autosaver.autosave()  # nothing new since
    # A crash: the process dies with the editor still open, so nothing cleans up. The next
    # session finds the recovery file.
    (found,) = recovery.pending_recoveries()
    assert found.source == str(scenario_file.resolve()) and found.name == "Braquage à la Banque Centrale"
    restored = recovery.restore_document(found)
    assert restored.scenario.to_json() == edited
    assert restored.is_modified and restored.path == str(scenario_file.resolve())
    assert load_scenario(scenario_file).to_json() != edited  # the file itself was never touched
    again = MapEditor(restored)
    qtbot.addWidget(again)
    assert again.autosaver.file == found.file  # its autosaves overwrite the same recovery file
    again.save()
    assert recovery.pending_recoveries() == []
    assert load_scenario(scenario_file).to_json() == edited


def test_application_going_inactive_autosaves(qtbot, scenario_file: Path) -> None:
    editor = MapEditor(ScenarioDocument.open(str(scenario_file)))
    qtbot.addWidget(editor)
    make_edits(editor)
    QGuiApplication.instance().applicationStateChanged.emit(Qt.ApplicationState.ApplicationInactive)
    (found,) = recovery.pending_recoveries()
    assert json.loads(found.file.read_text(encoding="utf-8"))["tabletop"]["name"] == "Braquage à la Banque Centrale"


def test_untitled_scenario_recovers_without_a_path(qtbot) -> None:
    editor = MapEditor(ScenarioDocument(load_scenario(SAMPLE)))
    qtbot.addWidget(editor)
    make_edits(editor)
    editor.autosaver.autosave()
    (found,) = recovery.pending_recoveries()
    assert found.source is None
    restored = recovery.restore_document(found)
    assert restored.path is None and restored.scenario.to_json() == editor.document.scenario.to_json()
    recovery.discard_recovery(found)
    assert recovery.pending_recoveries() == []


def test_normal_close_and_undo_to_clean_remove_the_recovery_file(qtbot, scenario_file: Path) -> None:
    editor = MapEditor(ScenarioDocument.open(str(scenario_file)))
    make_edits(editor)
    editor.autosaver.autosave()
    assert recovery.pending_recoveries()
    while editor.document.undo_stack.canUndo():
        editor.document.undo_stack.undo()
    assert recovery.pending_recoveries() == []  # back to the saved state: nothing to recover
    editor.document.undo_stack.redo()
    editor.autosaver.autosave()
    assert recovery.pending_recoveries()
    destroy(editor)  # the referee closed the tab, discarding the changes
    assert recovery.pending_recoveries() == []


def test_discarding_changes_forgets_the_recovery(qtbot, scenario_file: Path) -> None:
    editor = MapEditor(ScenarioDocument.open(str(scenario_file)))
    qtbot.addWidget(editor)
    make_edits(editor)
    editor.autosaver.autosave()
    assert recovery.pending_recoveries()
    editor.discard_recovery()  # what the shell calls when the referee closes without saving
    assert recovery.pending_recoveries() == []
    editor.push(move_features(editor.document.scenario, ["bank"], 1, 0))
    assert editor.autosaver.autosave()  # a later change is kept again


def test_a_failing_autosave_is_reported_not_raised(qtbot, scenario_file: Path) -> None:
    editor = MapEditor(ScenarioDocument.open(str(scenario_file)))
    qtbot.addWidget(editor)
    make_edits(editor)
    recovery.recovery_dir().parent.mkdir(parents=True, exist_ok=True)
    recovery.recovery_dir().write_text("a file where the folder should be", encoding="utf-8")
    assert not editor.autosaver.autosave()
    assert "recovery copy" in editor.status.text()
    recovery.recovery_dir().unlink()
    assert editor.autosaver.autosave()  # still unsaved, so the next attempt writes


def test_recovery_ignores_leftovers_without_their_description(data_home: Path) -> None:
    folder = recovery.recovery_dir()
    folder.mkdir(parents=True)
    (folder / "stray.geojson").write_text("{}", encoding="utf-8")
    assert recovery.pending_recoveries() == []


def test_offer_recoveries_restores_discards_or_keeps(qtbot, scenario_file: Path) -> None:
    editors = []
    for name in ("a", "b", "c"):
        document = ScenarioDocument(load_scenario(SAMPLE))
        document.scenario.name = name
        editor = MapEditor(document)
        qtbot.addWidget(editor)
        make_edits(editor)
        editor.autosaver.autosave()
        editors.append(editor)
    answers = {"a": recovery.Choice.RESTORE, "b": recovery.Choice.DISCARD, "c": recovery.Choice.LATER}
    documents = recovery.offer_recoveries(ask=lambda found: answers[found.name])
    assert [d.scenario.name for d in documents] == ["a"] and documents[0].is_modified
    assert documents[0].scenario.to_json() == editors[0].document.scenario.to_json()
    assert sorted(r.name for r in recovery.pending_recoveries()) == ["a", "c"]  # "a" stays until saved


@pytest.mark.parametrize("button, choice", [("Restore", recovery.Choice.RESTORE),
                                            ("Discard", recovery.Choice.DISCARD), ("Later", recovery.Choice.LATER)])
def test_recovery_question_names_the_scenario(qtbot, button: str, choice: recovery.Choice) -> None:
    found = recovery.Recovery(Path("/tmp/none.geojson"), None, "Hold-up", 1_700_000_000.0)
    seen = []

    def answer() -> None:
        box = QApplication.activeModalWidget()
        seen.append(box.text())
        next(b for b in box.buttons() if b.text() == button).click()

    QTimer.singleShot(0, answer)
    assert recovery.ask_about(found) is choice
    assert "Hold-up" in seen[0]
