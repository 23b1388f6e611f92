"""Issue 38 §2: on each card game's new-play page, in French on a 1366 × 768 laptop, every rule setting is a control
of its kind (a combo box of the values' words for a choice, a spin box within the schema's range for a number, a
check box for a yes or no, a row of those for a list) named and explained in words, never by its key; what the
referee changes there is what the play is set up with, what its file keeps and what its rules use."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QSize
from PySide6.QtWidgets import QApplication, QCheckBox, QComboBox, QLabel, QScrollArea, QSpinBox

from tabletop.games.gangster_paradise.money import resale_value
from tests.ui.main_window import shown_main_window
from tests.ui.test_french_ui import in_language
from ui.games.tracker.list_setting import ListSettingEditor
from ui.games.tracker.new_play import NewPlayPage
from ui.shell.main_window import MainWindow

SCREEN = QSize(1366, 768)
GAMES = ["camorra", "mafia-story", "narcopolis", "gangster-paradise"]
PLAYERS = ["Ana", "Bruno", "Carla"]
KEY = re.compile(r"\b[a-z]+(?:_[a-z]+)+\b|\b(?:true|false|True|False)\b")
CONTROLS = {"flag": QCheckBox, "number": QSpinBox, "choice": QComboBox, "list": ListSettingEditor, "fixed": QLabel}
pytestmark = pytest.mark.usefixtures("settings_dir")  # tests/ui/conftest.py


def chosen(settings: dict[str, Any], game: str, name: str) -> Any:
    """A setting's value as the play's set-up keeps it (a Narcopolis reading inside its rule data)."""
    return settings["readings"][name]["value"] if game == "narcopolis" else settings[name]


def french_page(qtbot, qapp: QApplication, game: str) -> tuple[MainWindow, NewPlayPage]:
    window = shown_main_window(qtbot, SCREEN)
    page = window.new_document(game).setup_page
    page.set_players(PLAYERS[:max(page.count.minimum(), 2)])
    QApplication.processEvents()
    return window, page


def other_value(control: Any) -> Any:
    """Change ``control`` as the referee would, to a value other than the one shown; return the value meant."""
    if isinstance(control, ListSettingEditor):
        if control.items:
            other_value(control.items[-1])  # the last item: a list's first values are those the book prints
        else:
            control.add_button.click()
        return control.value()
    if isinstance(control, QCheckBox):
        control.click()
        return control.isChecked()
    if isinstance(control, QSpinBox):
        value = control.value() + 1 if control.value() < control.maximum() else control.value() - 1
        control.setValue(value)
        return value
    control.setCurrentIndex((control.currentIndex() + 1) % control.count())
    return control.currentData()


@pytest.mark.parametrize("game", GAMES)
def test_each_setting_is_a_control_in_words(qtbot, qapp: QApplication, game: str) -> None:
    with in_language(qapp, "fr"):
        window, page = french_page(qtbot, qapp, game)
        fields = page.view.setting_fields(page.settings)
        assert any(f.kind != "fixed" for f in fields)
        for field in fields:
            control = page.settings_box.controls[field.name]
            assert isinstance(control, CONTROLS[field.kind]), field
            label = next(w for w in page.settings_box.findChildren(QLabel) if w.buddy() is control)
            texts = [label.text(), control.toolTip()]
            if isinstance(control, QComboBox):
                texts += [control.itemText(i) for i in range(control.count())]
                assert control.count() == len(field.choices) >= 2
            if isinstance(control, QLabel):
                texts.append(control.text())
            if isinstance(control, QSpinBox):
                assert (control.minimum(), control.maximum()) == (field.minimum, field.maximum)
            keys = [(text, KEY.findall(text)) for text in texts if KEY.search(text)]
            assert not keys, (field.name, keys)
            assert label.text() and control.toolTip()
        labels = [w.text() for w in page.settings_box.findChildren(QLabel)]
        assert not [text for text in labels if KEY.search(text)]
        assert "oui" not in labels  # a yes/no is ticked, not said


@pytest.mark.parametrize("game", GAMES)
def test_changing_a_control_changes_the_plays_setup(qtbot, qapp: QApplication, game: str) -> None:
    with in_language(qapp, "fr"):
        window, page = french_page(qtbot, qapp, game)
        meant = {}
        for field in page.view.setting_fields(page.settings):
            if field.kind == "fixed":
                continue
            meant[field.name] = other_value(page.settings_box.controls[field.name])
            assert meant[field.name] != field.value
        setup = page.setup_value()
        assert {name: chosen(dict(setup.settings), game, name) for name in meant} == meant
        defaults = page.game.default_settings()
        untouched = [f.name for f in page.view.setting_fields(defaults) if f.kind == "fixed"]
        assert all(chosen(dict(setup.settings), game, n) == chosen(defaults, game, n) for n in untouched)


@pytest.mark.parametrize("game", GAMES)
def test_the_page_fits_a_laptop(qtbot, qapp: QApplication, game: str) -> None:
    """Nothing wider than the window: the page scrolls down only, each control and sentence within its width."""
    with in_language(qapp, "fr"):
        window, page = french_page(qtbot, qapp, game)
        viewport = page.findChild(QScrollArea).viewport()
        assert page.settings_box.minimumSizeHint().width() <= viewport.width()
        for control in page.settings_box.controls.values():
            right = control.mapTo(viewport, control.rect().topRight()).x()
            assert 0 <= right <= viewport.width(), control.objectName()
        page.findChild(QScrollArea).ensureWidgetVisible(page.settings_box, 0, 0)
        QApplication.processEvents()
        assert window.grab().save(f"/tmp/new-play-settings-{game}-fr.png")


def test_a_setting_chosen_is_in_the_play_file(qtbot, qapp: QApplication, tmp_path: Path) -> None:
    """Mafia Story played until everyone passes: the play starts with it and its file says so, as a house rule
    would have."""
    with in_language(qapp, "fr"):
        window, page = french_page(qtbot, qapp, "mafia-story")
        combo = page.settings_box.controls["actions_per_round"]
        combo.setCurrentIndex(combo.findData("until_all_pass"))
        assert combo.currentText() == "jusqu'à ce que tous passent"
        page.start_button.click()
        panel = window.tabs.currentWidget()
        assert panel.document.session.setup.settings["actions_per_round"] == "until_all_pass"
        path = tmp_path / "play.ttplay.json"
        panel.document.save(str(path))
        saved = json.loads(path.read_text(encoding="utf-8"))
        assert saved["settings"]["actions_per_round"] == "until_all_pass"
        assert set(saved["settings"]) == set(page.game.default_settings())


def test_a_list_setting_is_edited_checked_by_the_schema_and_used_by_the_rules(qtbot, qapp: QApplication,
                                                                               tmp_path: Path) -> None:
    """Gangster Paradise's resale beyond three goods: the referee sets 80 and 160 red for 4 and 5 different goods;
    a list the rule file's schema refuses (a value twice in Camorra's weapon values) says why and is not taken."""
    with in_language(qapp, "fr"):
        window, page = french_page(qtbot, qapp, "camorra")
        weapons = page.settings_box.controls["weapon_values"]
        assert weapons.value() == [1, 2, 3, 4, 5, 6] and isinstance(weapons.items[0], QSpinBox)
        weapons.items[1].setValue(1)
        assert weapons.problem.isVisibleTo(page) and weapons.problem.text() == "la même valeur y est deux fois"
        assert page.settings["weapon_values"] == [1, 2, 3, 4, 5, 6]
        weapons.items[1].setValue(7)
        weapons.remove_button.click()
        assert not weapons.problem.isVisibleTo(page) and page.settings["weapon_values"] == [1, 7, 3, 4, 5]
        ties = page.settings_box.controls["tie_break"]
        ties.add_button.click()
        ties.add_button.click()
        assert [c.currentText() for c in ties.items] == ["caporegimes", "terrains"] and not ties.add_button.isEnabled()
        assert page.setup_value().settings["tie_break"] == ["caporegimes", "terrains"]

        window, page = french_page(qtbot, qapp, "gangster-paradise")
        resale = page.settings_box.controls["resale_beyond_three"]
        resale.items[0].setValue(80)
        resale.items[1].setValue(160)
        page.start_button.click()
        panel = window.tabs.currentWidget()
        rules = panel.document.session.state.rules
        assert (resale_value(4, rules), resale_value(5, rules)) == (80, 160)
        path = tmp_path / "play.ttplay.json"
        panel.document.save(str(path))
        assert json.loads(path.read_text(encoding="utf-8"))["settings"]["resale_beyond_three"] == [80, 160]


def test_a_house_rule_the_rules_cannot_take_is_refused_in_words_when_a_play_is_set_up(
        qtbot, qapp: QApplication, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A referee's house-rule Narcopolis with a bank of −3: « Nouvelle partie de Narcopolis » says which file is
    refused and why, in French words (not setup.bank), and opens nothing."""
    shipped = Path(__file__).resolve().parents[2] / "tabletop" / "games" / "narcopolis" / "narcopolis.toml"
    text = shipped.read_text(encoding="utf-8")
    assert "\nbank = 400 " in text
    house = tmp_path / "house-rules"
    house.mkdir()
    (house / "narcopolis.toml").write_text(text.replace("\nbank = 400 ", "\nbank = -3 ", 1), encoding="utf-8")
    monkeypatch.setenv("TABLETOP_RULES_DIR", str(house))
    with in_language(qapp, "fr"):
        window = MainWindow()
        qtbot.addWidget(window)
        said: list[tuple[str, list[str]]] = []
        window.dialogs.show_rules_error = lambda path, lines: said.append((path, lines))
        tabs = window.tabs.count()
        next(action for action in window.new_actions if "Narcopolis" in action.text()).trigger()
        path = str(house / "narcopolis.toml")
        assert said == [(path, [f"dans «\u00a0{path}\u00a0», la mise de départ de la banque\u00a0: attendu un nombre ≥ 0, "
                                "reçu −3"])]
        assert window.tabs.count() == tabs
