"""Settings → Preferences…: the dialog driven offscreen; each value persists in the app's settings and takes
effect where it applies (a ruler read in inches, the dice offered first, the house-rules folder read by the
core, the language said to apply at the next start); the dialog is rendered to /tmp/settings-dialog.png to be looked at."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QDialog

from tabletop.ruledata import RuleDataError, choose_house_rules_dir, house_rules_dir, load_package_rules
from tabletop.scenario import parse_scenario
from ui import preferences
from ui.document import ScenarioDocument
from ui.games.peur_sur_la_ville.action_forms import Pending
from ui.games.peur_sur_la_ville.resolve_box import ResolveBox
from ui.games.tracker.document import PlayDocument
from ui.map.editor import MapEditor
from ui.map.overlays import OverlayController
from ui.shell.main_window import MainWindow
from ui.shell.settings import app_settings
from ui.shell.settings_dialog import SettingsDialog
from tests.games.toy_game import DiceRace
from tests.ui.test_game_dice import RESOLVERS, acting_document
from tests.ui.test_overlays import DOC, tool_event
from tests.ui.test_tracker import make_panel



@pytest.fixture(autouse=True)
def own_settings(tmp_path: Path):
    """Settings in a folder of this test's own, emptied afterwards so no other test reads inches or entered dice."""
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(tmp_path / "config"))
    yield
    settings = app_settings()
    settings.clear()
    settings.sync()
    choose_house_rules_dir(None)


def choose(dialog: SettingsDialog, combo_name: str, value: str) -> None:
    combo = getattr(dialog, combo_name)
    combo.setCurrentIndex(combo.findData(value))
    assert combo.currentData() == value


def test_every_preference_persists_under_its_documented_key(qtbot, tmp_path: Path) -> None:
    dialog = SettingsDialog()
    qtbot.addWidget(dialog)
    assert (dialog.units.currentData(), dialog.dice.currentData(), dialog.density.currentData(),
            dialog.language.currentData()) == ("cm", "virtual", "all", "system")
    choose(dialog, "units", "in")
    choose(dialog, "dice", "entered")
    choose(dialog, "density", "few")
    choose(dialog, "language", "fr")
    dialog.house_rules.setText(str(tmp_path / "house"))
    dialog.accept()
    assert dialog.language_chosen == "fr"
    ini = QSettings(QSettings.Format.IniFormat, QSettings.Scope.UserScope, "Tabletop", "Tabletop")
    assert (ini.value("units"), ini.value("dice/mode"), ini.value("labels/density"), ini.value("language"),
            ini.value("rules/house_dir")) == ("in", "entered", "few", "fr", str(tmp_path / "house"))
    again = SettingsDialog()
    qtbot.addWidget(again)
    assert (again.units.currentData(), again.dice.currentData(), again.density.currentData(),
            again.language.currentData(), again.house_rules.text()) == ("in", "entered", "few", "fr",
                                                                         str(tmp_path / "house"))
    again.accept()
    assert again.language_chosen is None  # unchanged: nothing to say about the next start


def test_a_hand_edited_value_that_means_nothing_falls_back_to_the_default() -> None:
    preferences.save_preferences({"units": "furlongs", "labels/density": "lots", "dice/mode": ""})
    assert (preferences.length_unit(), preferences.label_density(), preferences.dice_mode()) == ("cm", "all",
                                                                                                  "virtual")


def test_the_ruler_the_pointer_and_the_rulers_read_in_inches(qtbot) -> None:
    editor = MapEditor(ScenarioDocument(parse_scenario(json.dumps(DOC))))
    qtbot.addWidget(editor)
    OverlayController(editor)
    ruler = editor.set_tool("ruler")
    ruler.press(tool_event(2, 2))
    ruler.move(tool_event(43, 2))
    assert "41.0 cm" in ruler._label.text()
    preferences.save_preferences({"units": "in"})
    ruler.move(tool_event(43, 2))  # the next readout: 41 cm is 16.1 inches
    assert "16.1 in" in ruler._label.text() and "cm" not in ruler._label.text()
    editor._show_cursor(25.4, 50.8)
    assert editor.cursor_label.text() == "x 10.0 in   y 20.0 in"
    assert preferences.unit_text() == "in" and preferences.cm_per_unit() == pytest.approx(2.54)


def test_range_rings_and_sight_read_in_inches(qtbot) -> None:
    preferences.save_preferences({"units": "in"})
    editor = MapEditor(ScenarioDocument(parse_scenario(json.dumps(DOC))))
    qtbot.addWidget(editor)
    overlays = OverlayController(editor)
    editor.scene.select_ids(["boss"])
    overlays.refresh()
    rings = [label.text() for label in overlays.figure_overlay._ring_labels.values() if label.isVisible()]
    assert rings and all(" in" in text and "cm" not in text for text in rings)
    assert any(text.startswith("3.9 in") for text in rings)  # the short band's 10 cm


@pytest.mark.parametrize("mode, entering", [("virtual", False), ("entered", True)])
def test_the_dice_mode_is_what_a_new_game_offers_first(qtbot, mode: str, entering: bool) -> None:
    preferences.save_preferences({"dice/mode": mode})
    document = acting_document(seed=1)
    session = document.session
    box = ResolveBox(document)
    qtbot.addWidget(box)
    box.show()
    box.start(Pending("shot", lambda d: RESOLVERS["shot"](session.setup, session.state, d)))
    assert box.enter_button.isChecked() is entering
    assert box.dice_entry.isVisible() is entering
    assert box.roll_button.isEnabled() is not entering  # one click on « Enter dice » gives it back


@pytest.mark.parametrize("mode", ["virtual", "entered"])
def test_a_card_game_play_offers_the_entry_of_the_table_first_when_chosen(qtbot, mode: str) -> None:
    preferences.save_preferences({"dice/mode": mode})
    document = PlayDocument(DiceRace())
    panel = make_panel(qtbot, document)
    panel.setup_page.set_players(["Ana", "Bruno"])
    panel.setup_page.request_start()
    panel.chooser("roll").button.click()
    layout = panel.actions_layout
    order = [layout.itemAt(i).widget() for i in range(layout.count()) if layout.itemAt(i).widget() is not None]
    chooser_first = order.index(panel.chooser("chance")) < order.index(panel.roll_button)
    assert chooser_first is (mode == "entered")


def test_the_house_rules_folder_feeds_the_cores_rule_loading(tmp_path: Path) -> None:
    folder = tmp_path / "club-rules"
    folder.mkdir()
    (folder / "summary.toml").write_text("this is = not toml", encoding="utf-8")
    preferences.save_preferences({"rules/house_dir": str(folder)})
    preferences.apply_house_rules_folder()
    assert house_rules_dir() == folder
    with pytest.raises(RuleDataError, match="club-rules/summary.toml"):
        load_package_rules("tabletop.games.peur_sur_la_ville.play", "summary.toml", "summary.schema.json")
    preferences.save_preferences({"rules/house_dir": ""})
    preferences.apply_house_rules_folder()
    assert house_rules_dir() != folder


def test_the_window_opens_the_preferences_and_says_when_a_language_applies(qtbot, monkeypatch) -> None:
    window = MainWindow()
    qtbot.addWidget(window)
    told: list[str | None] = []
    monkeypatch.setattr(window.dialogs, "show_language_changed", told.append)
    picks = iter(["fr", "system", "system"])

    def run(dialog: SettingsDialog) -> int:
        choose(dialog, "language", next(picks))
        dialog.accept()
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(SettingsDialog, "exec", run)
    assert window.settings_action in window.menuBar().actions()[2].menu().actions()
    for _ in range(3):
        window.settings_action.trigger()
    assert told == ["Français", None]  # the third changed nothing


def test_the_dialog_renders(qtbot) -> None:
    dialog = SettingsDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.grab().save("/tmp/settings-dialog.png")


def test_the_phones_address_is_the_referees_choice(qtbot):
    """Preferences: the network and port the players' phones join on, every network on port 8377 by default; the
    chosen ones are where the next phones' server listens."""
    from tabletop.phones import DEFAULT_HOST, DEFAULT_PORT

    assert preferences.phones_address() == (DEFAULT_HOST, DEFAULT_PORT)
    dialog = SettingsDialog()
    qtbot.addWidget(dialog)
    dialog.phones_host.setCurrentIndex(dialog.phones_host.findData("127.0.0.1"))
    dialog.phones_port.setValue(0)
    dialog.accept()
    assert preferences.phones_address() == ("127.0.0.1", 0)
    app_settings().setValue(preferences.PHONES_PORT_KEY, "not a port")
    assert preferences.phones_address() == ("127.0.0.1", DEFAULT_PORT)
