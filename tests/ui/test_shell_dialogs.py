"""The shell's real dialogs, answered by clicking their buttons as the user would."""

from __future__ import annotations

from typing import Callable

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox, QWidget

from ui.modules import Recoverable
from ui.shell.dialogs import MAX_LINES_SHOWN, RestoreAnswer, SaveAnswer, ShellDialogs


@pytest.fixture
def dialogs(qtbot) -> ShellDialogs:
    parent = QWidget()
    qtbot.addWidget(parent)
    return ShellDialogs(parent)


def when_shown(action: Callable, kind: type = QMessageBox) -> list:
    """Run ``action`` on the dialog as soon as it is up; the list gets the dialog to look at later."""
    seen: list = []

    def act() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, kind):
            QTimer.singleShot(10, act)
            return
        seen.append(box)
        action(box)

    QTimer.singleShot(0, act)
    return seen


def click(text: str) -> Callable[[QMessageBox], None]:
    def press(box: QMessageBox) -> None:
        (button,) = [b for b in box.buttons() if b.text().replace("&", "") == text]
        button.click()
    return press


@pytest.mark.parametrize("text, answer", [("Save", SaveAnswer.SAVE), ("Discard", SaveAnswer.DISCARD),
                                          ("Cancel", SaveAnswer.CANCEL)])
def test_save_changes_prompt(dialogs: ShellDialogs, text: str, answer: SaveAnswer) -> None:
    seen = when_shown(click(text))
    assert dialogs.ask_save_changes("bank-job.geojson") is answer
    assert "bank-job.geojson" in seen[0].text()
    assert seen[0].defaultButton() is seen[0].button(QMessageBox.StandardButton.Save)


def test_open_error_lists_the_problems_and_keeps_long_reports_in_the_details(dialogs: ShellDialogs) -> None:
    short = [f"map.geojson: feature #{n}: id: duplicate id" for n in range(3)]
    seen = when_shown(lambda box: box.accept())
    dialogs.show_open_error("map.geojson", short)
    assert seen[0].informativeText().splitlines() == [f"feature #{n}: id: duplicate id" for n in range(3)]
    assert "map.geojson" in seen[0].text() and seen[0].detailedText() == ""

    long = [f"map.geojson: feature #{n}: geometry: off the table" for n in range(MAX_LINES_SHOWN + 8)]
    seen = when_shown(lambda box: box.accept())
    dialogs.show_open_error("map.geojson", long)
    shown = seen[0].informativeText().splitlines()
    assert shown[:-1] == [line.removeprefix("map.geojson: ") for line in long[:MAX_LINES_SHOWN]]
    assert shown[-1] == "… and 8 more (see details)"
    assert seen[0].detailedText().splitlines() == long


def test_a_french_refusal_names_its_file_once(dialogs: ShellDialogs) -> None:
    """A refusal's lines in French start « FICHIER : » (a non-breaking space before the colon): under the heading
    naming the file, each line drops it as an English line drops « FILE: »."""
    lines = ["narcopolis.toml\u00a0: la mise de départ de la banque\u00a0: attendu un nombre ≥ 0, reçu −3"]
    seen = when_shown(lambda box: box.accept())
    dialogs.show_rules_error("narcopolis.toml", lines)
    assert seen[0].informativeText() == "la mise de départ de la banque\u00a0: attendu un nombre ≥ 0, reçu −3"
    assert "narcopolis.toml" in seen[0].text()


def test_a_file_refused_whole_is_the_boxs_one_sentence(dialogs: ShellDialogs) -> None:
    """Issue 38 §1: a file refused whole is one sentence naming it; under a heading naming it too the file was said
    twice (« « x » ne peut pas être ouvert : » over « le fichier « x » n'est pas du JSON valide : … »)."""
    line = ("le fichier «\u00a0/tmp/carte.geojson\u00a0» n'est pas du JSON valide\u00a0: à la ligne 2, colonne 2, il "
            "manque des guillemets autour d'un nom")
    seen = when_shown(lambda box: box.accept())
    dialogs.show_open_error("/tmp/carte.geojson", [line])
    assert seen[0].text() == "L" + line[1:] + "." and seen[0].informativeText() == ""
    assert seen[0].text().count("/tmp/carte.geojson") == 1


@pytest.mark.parametrize("text, answer", [("Restore", RestoreAnswer.RESTORE), ("Discard", RestoreAnswer.DISCARD),
                                          ("Later", RestoreAnswer.LATER)])
def test_restore_prompt_names_each_document(dialogs: ShellDialogs, text: str, answer: RestoreAnswer) -> None:
    def never() -> None:
        pytest.fail("the dialog only asks")

    items = [Recoverable("Braquage", "/maps/bank-job.geojson", 1_700_000_000.0, never, never),
             Recoverable("", None, 1_700_000_100.0, never, never)]
    seen = when_shown(click(text))
    assert dialogs.ask_restore(items) is answer
    lines = seen[0].informativeText().splitlines()
    assert lines[0].startswith("• Braquage (bank-job.geojson), kept ")  # the title first, the file by name alone
    assert lines[1].startswith("• Untitled (never saved), kept ")


def test_save_as_dialog_adds_the_suffix(dialogs: ShellDialogs, tmp_path) -> None:
    def type_a_name(dialog: QFileDialog) -> None:
        dialog.selectFile("alley")
        dialog.accept()

    when_shown(type_a_name, QFileDialog)
    path = dialogs.ask_save_path(["Scenario maps (*.geojson *.scenario.json)"], str(tmp_path / "x.geojson"),
                                 ".geojson")
    assert path == str(tmp_path / "alley.geojson")
    when_shown(lambda dialog: dialog.reject(), QFileDialog)
    assert dialogs.ask_save_path(["Scenario maps (*.geojson)"], str(tmp_path), ".geojson") is None


def test_open_dialog_returns_the_chosen_file(dialogs: ShellDialogs, tmp_path) -> None:
    chosen = tmp_path / "bank-job.geojson"
    chosen.write_text("{}", encoding="utf-8")

    def choose(dialog: QFileDialog) -> None:
        dialog.selectFile(str(chosen))
        dialog.accept()

    when_shown(choose, QFileDialog)
    assert dialogs.ask_open_path(["Scenario maps (*.geojson)"], str(tmp_path)) == str(chosen)
    when_shown(lambda dialog: dialog.reject(), QFileDialog)
    assert dialogs.ask_open_path(["Scenario maps (*.geojson)"], str(tmp_path)) is None


def test_about_box(dialogs: ShellDialogs) -> None:
    texts: list[str] = []
    when_shown(lambda box: (texts.append(box.text()), box.accept()))  # the box deletes itself once closed
    dialogs.show_about()
    assert "Tabletop" in texts[0] and "Camorra" in texts[0]
