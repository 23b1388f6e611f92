"""A whole Camorra play driven through the shared tracker offscreen: File → New Camorra play, the new-play page,
every event of the sample play entered with the panel's own lists and buttons, the end banner and the score sheet,
undo through the shell's Edit menu, the combat calculator; each stage painted (saved to /tmp/camorra-*.png with
TABLETOP_SHOTS=1)."""

from __future__ import annotations

import copy
import json
import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QSize
from PySide6.QtWidgets import QListWidget

from tabletop import games
from tabletop.games.camorra import fight
from tabletop.games.playfile import load_play
from ui.games.camorra.calculator import CombatCalculator
from ui.games.camorra.view import CamorraView
from ui.games.tracker.panel import TrackerPanel
from ui.shell.main_window import MainWindow

from tests.ui.main_window import shown_main_window
from tests.ui.test_french_ui import in_language
from tests.ui.tracker_steps import chance_entry, grab, new_play, press, undo_the_end_redo_and_save

SAMPLE = Path(__file__).resolve().parents[2] / "tabletop" / "samples" / "plays" / "camorra.ttplay.json"
pytestmark = pytest.mark.usefixtures("settings_dir")  # tests/ui/conftest.py


@pytest.fixture
def window(qtbot) -> MainWindow:
    window = shown_main_window(qtbot, QSize(1500, 950))
    return window


def enter(panel: TrackerPanel, event: dict) -> None:
    """Enter ``event`` the way the referee does: pick it in its list (a die's face in its row, another chance in the
    chance list) and press the button."""
    chance = panel.document.session.waits_on_chance()
    chooser = chance_entry(panel, event) if chance else panel.chooser(event["type"])
    press(chooser, event, (event["type"], panel.header.text()))


def test_a_whole_play_through_the_tracker(qtbot, window: MainWindow, tmp_path: Path):
    log = json.loads(SAMPLE.read_text(encoding="utf-8"))["log"]
    assert any(card.module.core_id == "camorra" for card in window.home.cards)
    panel = new_play(window, "camorra", "New &Camorra play")
    assert window.tabs.tabText(window.tabs.currentIndex()) == "New Camorra play"
    page = panel.setup_page
    assert (page.count.minimum(), page.count.maximum()) == (3, 5)  # « Camorra se joue de 3 à 5 joueurs »
    page.set_players(["Ana", "Bruno", " "])
    page.request_start()
    assert page.problems.text() == "Every player needs a name." and panel.document.session is None
    page.set_players(["Ana", "Bruno", "Carla"])
    page.seed.setValue(2014)
    grab(panel, "camorra-1-new-play")
    page.request_start()
    session = panel.document.session
    for number, event in enumerate(log):
        if number == 2:
            grab(panel, "camorra-2-turn")  # Bruno's first turn: the Attaque form, target then terrain then Caporegime
        enter(panel, event)
        assert session.events[-1] == event
        if number == 40:
            # The calculator follows the Attaque in progress: its sides are those of the combat, no click needed.
            assert session.state.combat is not None
            attacker, defender = fight.sides(panel.calculator.rules, session.state)
            assert (panel.calculator.sides["attacker"].side(), panel.calculator.sides["defender"].side()) \
                == (attacker, defender)
            assert panel.calculator_scroller.isVisible()
            grab(panel, "camorra-3-combat")
    assert session.is_over() and panel.banner.isVisible()
    assert not panel.calculator_scroller.isVisible()  # no combat left to weigh
    # Nobody plays any more: the header says so instead of still calling on the last player.
    assert panel.header.text().startswith("<b>Round 7, turn 19 — the play is over<br>")
    assert "Ana has no Caporegime left" in panel.banner.text()
    assert panel.score_sheet.ranking.winners() == ["Carla"]
    assert "Carla leads with the best score" in panel.score_sheet.explanation.text()
    assert panel.score_sheet.table.item(2, 1).text() == "Ana (out)"
    grab(window, "camorra-4-over")
    undo_the_end_redo_and_save(window, panel, tmp_path / "naples.ttplay.json", log)


def test_the_sample_opens_in_its_game_panel_and_undo_walks_the_log(qtbot, window: MainWindow, tmp_path: Path):
    copy = tmp_path / "sample.ttplay.json"
    shutil.copy(SAMPLE, copy)
    panel = window.open_path(str(copy))
    assert isinstance(panel, TrackerPanel) and panel.view.game_id == "camorra"
    assert panel.middle.currentWidget().widget() is panel.score_sheet and panel.log.count() == len(panel.document.session.events)
    first_rows = [panel.log.item(row) for row in range(5)]
    for _ in range(3):
        window.undo_action.trigger()
    assert panel.document.is_modified and panel.log.count() == len(panel.document.session.events)
    assert window.tabs.tabText(window.tabs.currentIndex()).endswith("*")
    window.redo_action.trigger()
    lines = panel.document.session.log_lines
    assert [panel.log.item(row).text() for row in range(panel.log.count())] == [
        f"{n}. {line}" for n, line in enumerate(lines, start=1)]
    # An undo takes its row away and a redo adds one: the rows above are the same rows, not made again.
    assert [panel.log.item(row) for row in range(5)] == first_rows


def test_an_undo_or_a_redo_reads_no_row_of_the_log_back(qtbot, window: MainWindow, monkeypatch):
    """Each event compared every row of the log, read back from the list, with its new text: a long play's log cost
    more than its event. The rows' texts are kept as they were given, and the list is not read."""
    panel = window.open_path(str(SAMPLE))
    assert isinstance(panel, TrackerPanel) and panel.log.count() == len(panel.document.session.events) > 100
    read = []
    monkeypatch.setattr(panel.log, "item", lambda row: read.append(row) or QListWidget.item(panel.log, row))
    window.undo_action.trigger()
    window.undo_action.trigger()
    window.redo_action.trigger()
    assert read == [] and panel.log.count() == len(panel.document.session.events)
    assert [QListWidget.item(panel.log, row).text() for row in range(panel.log.count())] == [
        f"{n}. {line}" for n, line in enumerate(panel.document.session.log_lines, start=1)]


def test_the_combat_calculator_loads_the_combat_in_progress_and_works_by_hand(qtbot, window: MainWindow):
    panel = window.open_path(str(SAMPLE))
    calculator: CombatCalculator = panel.calculator
    document = panel.document
    while document.session.state.combat is None or document.session.state.combat.step != "support":
        document.undo_stack.undo()
    assert calculator.load_button.isEnabled()
    calculator.load_current()
    expected = fight.totals(document.session.game.rules, document.session.state)
    assert f"<b>{expected.attacker.total}</b>" in calculator.result.text()
    # By hand: Maniaque with weapons 3 and 2 doubled, police laid last by the attacker (2 + 3), II, one Soutien,
    # die 4 = 25 against Protecteur 5 + weapon 4 + I + die 6 = 16.
    attacker, defender = calculator.sides["attacker"], calculator.sides["defender"]
    attacker.capo.setCurrentIndex(attacker.capo.findData("maniaque"))
    attacker.weapons.setText("3 2")
    for box in (*attacker.municipalities.values(), *defender.municipalities.values()):
        box.setChecked(False)
    attacker.municipalities["II"].setChecked(True)
    attacker.support.setValue(1)
    attacker.die.setValue(4)
    defender.capo.setCurrentIndex(defender.capo.findData("protecteur"))
    defender.weapons.setText("4")
    defender.municipalities["I"].setChecked(True)
    defender.support.setValue(0)
    defender.die.setValue(6)
    calculator.corruption.setText("d2 a3")
    assert "<b>25</b>" in calculator.result.text() and "<b>16</b>" in calculator.result.text()
    # The outcome is a sentence of its own and the total row is named as the other rows are.
    assert "<p><b>The attacker wins: the defending Caporegime dies</b></p>" in calculator.result.text()
    assert "<td><b>Total</b></td>" in calculator.result.text()
    calculator.corruption.setText("x2")
    assert "write each card as a or d" in calculator.result.text()
    grab(panel, "camorra-5-calculator")


def test_a_paralysed_caporegime_is_one_message_with_its_terrain(qapp) -> None:
    """« Vomero — paralysé jusqu'à la fin du tour 4 »: the terrain and its paralysis said in one message, where code
    glued « — paralysé … » after the terrain."""
    whole = "%1 — paralysed until the end of turn %2"
    state = copy.deepcopy(load_play(SAMPLE, games.game_core).session.state_at(10))
    capo = next(iter(state.capos.values()))
    capo.paralysed_until = 3
    with in_language(qapp, "fr"):
        rows = CamorraView().player_rows(state, capo.owner)
        assert QCoreApplication.translate("CamorraView", whole) != whole
    assert f"{capo.terrain} — paralysé jusqu'à la fin du tour {capo.paralysed_until + 1}" in dict(rows).values()


def test_the_combats_totals_are_one_message_for_each_state_of_the_dice(qapp) -> None:
    """« Totaux : attaquant 3 + dé, défenseur 15 + dé ; relances : 1 »: one message for each state of the dice and the
    rerolls, where code glued « + dé » after each total and « ; relances : 1 » after the line."""
    session = load_play(SAMPLE, games.game_core).session
    state = copy.deepcopy(next(session.state_at(k) for k in range(len(session.events))
                               if session.state_at(k).combat is not None and not session.state_at(k).combat.dice))
    state.combat.rerolls = 1
    totals = fight.totals(session.game.rules, state)
    with in_language(qapp, "fr"):
        header = CamorraView().header(state)
        whole = "Totals: attacker %1 + dice, defender %2 + dice; rerolls: %3"
        assert QCoreApplication.translate("CamorraView", whole) != whole
    assert f"Totaux\u00a0: attaquant {totals.attacker.total} + dé, défenseur {totals.defender.total} + dé\u00a0; " \
        "relances\u00a0: 1" in header.split("\n")


def test_a_player_out_is_said_out_of_the_game_whoever_he_is(qapp) -> None:
    """The sample's Ana, out: « Hors jeu » in her row, as the score sheet says it (« Éliminé » took every player for
    a man)."""
    session = load_play(SAMPLE, games.game_core).session
    with in_language(qapp, "fr"):
        rows = dict(CamorraView().player_rows(session.state, "Ana"))
    assert rows["Hors jeu"] == "a mis fin à la partie\u00a0; ne marque rien"
