"""Narcopolis in the play tracker, offscreen: a play started from the new-play page, the turn's actions, the
referee's forms, a combat with the hidden-roll screen (click to peek, click to hide), the end and the score
sheet; the map side panel; Furi's game; a tied ending's final combat. Each step is painted, and with
``TABLETOP_SHOTS=1`` saved to /tmp/narco-*.png (the final combat to /tmp/narco2-*.png) to be looked at."""

from __future__ import annotations

import dataclasses

from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtWidgets import QPushButton

from tabletop import games
from tabletop.games.interface import PlaySetup
from tabletop.games.playfile import PlayFile, load_play
from tabletop.games.session import PlaySession
from ui import modules
from ui.games.narcopolis.forms import JobForm, MoneyForm
from ui.games.narcopolis.hidden_roll import HiddenRoll
from ui.games.narcopolis.map_panel import MapPanel
from ui.games.narcopolis.view import NarcopolisView
from ui.games.tracker.dice_picker import DicePicker
from ui.games.tracker.document import PlayDocument
from ui.games.tracker.game_view import EventChooser
from ui.games.tracker.panel import TrackerPanel

from tests.ui.test_french_ui import in_language
from tests.ui.tracker_steps import chance_entry, grab, shown_tracker


def make_panel(qtbot, document: PlayDocument) -> TrackerPanel:
    return shown_tracker(qtbot, document, NarcopolisView(), 1600, 1000)


def settle() -> None:
    """Let the tracker's replaced action widgets go (they are deleted later), so lookups find the live ones."""
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def chooser(panel: TrackerPanel, kind: str) -> EventChooser:
    settle()
    found = panel.actions_box.findChild(EventChooser, f"choose-{kind}")
    assert found is not None, f"no {kind} chooser among {[w.objectName() for w in panel.actions_box.children()]}"
    return found


def pick(panel: TrackerPanel, kind: str, event: dict | None = None) -> None:
    widget = chance_entry(panel, event) if kind == "chance" else chooser(panel, kind)
    if event is not None:
        widget.choose(event)
    widget.button.click()


def save_png(panel: TrackerPanel, name: str, prefix: str = "narco") -> None:
    settle()
    grab(panel, f"{prefix}-{name}")


def test_narcopolis_is_registered_on_both_sides():
    assert games.game_core("narcopolis").id == "narcopolis"
    assert "narcopolis" in [m.core_id for m in modules.panel_modules()]


def test_a_classic_play_with_a_hidden_roll_to_the_end(qtbot):
    document = PlayDocument(games.game_core("narcopolis"))
    panel = make_panel(qtbot, document)
    page = panel.setup_page
    assert any(name == "Position uses move" for name, _, _ in panel.view.setting_rows(page.settings))
    page.set_players(["Ana", "Bob", "Cy"])
    for seat, character in enumerate(("killah", "busta", "miss-t")):
        page.setup.characters[seat].setCurrentIndex(page.setup.characters[seat].findData(character))
    page.setup.placements[2]["drogues"].setValue(3)
    page.request_start()
    session = document.session
    assert session.setup.options == {"characters": ["killah", "busta", "miss-t"], "placements": [
        None, None, {"armes": 1, "bordels": 1, "casinos": 1, "drogues": 3}]}
    assert session.state_json()["map"]["NV3"] == {"owner": "Cy", "kinds": ["drogues"], "blocked": False}
    assert session.state_json()["players"]["Ana"]["money"] == 14
    pick(panel, "chance", {"type": "event", "card": "s1-01"})
    assert "Round 1 of 10" in panel.header.text() and panel.columns["Ana"].title() == "▶ Ana"
    pick(panel, "income")
    pick(panel, "implant", {"type": "implant", "quartier": "MH2", "kinds": ["casinos"]})
    settle()
    money = panel.actions_box.findChild(MoneyForm, "form-give")
    money.taker.setCurrentIndex(money.taker.findData("Bob"))
    money.amount.setValue(2)
    money.submit()
    assert session.state_json()["players"]["Bob"]["money"] == 8
    assert dict(panel.columns["Ana"].rows)["Money"] == "15 M$"  # 14 + 8 (drogues 2) - 5 - 2
    pick(panel, "end_turn")
    pick(panel, "income")
    pick(panel, "move", {"type": "move", "to": "EI2"})
    pick(panel, "end_turn")
    pick(panel, "income")
    pick(panel, "end_turn")
    settle()
    panel.actions_box.findChild(QPushButton, "virtual-roll").click()
    pick(panel, "income")
    pick(panel, "attack", {"type": "attack", "quartier": "EI1"})
    assert session.events[-1] == {"type": "attack", "quartier": "EI1"}
    assert session.waits_on_chance() and session.to_move() == "Ana"
    settle()
    panel.actions_box.findChild(QPushButton, "virtual-roll").click()
    settle()
    hidden = panel.actions_box.findChild(HiddenRoll)
    dice = session.state.combat.exchanges[-1].dice
    assert "hidden" in hidden.label.text() and "=" not in hidden.label.text()
    hidden.button.click()
    assert hidden.peeking and hidden.label.text().endswith(f"= {100 * dice[0] + 10 * dice[1] + dice[2]}")
    save_png(panel, "peek")
    hidden.button.click()
    assert not hidden.peeking and "hidden" in hidden.label.text()
    save_png(panel, "hidden")
    pick(panel, "announce", {"type": "announce", "value": 666})
    settle()
    assert session.to_move() == "Bob" and panel.actions_box.findChild(HiddenRoll) is None
    pick(panel, "call")
    assert "the dice read" in session.log_lines[-1]
    assert session.state.phase == "turn"
    save_png(panel, "play")
    for _ in range(3):  # « Nombre de points de Réputation remportés », as printed on the card
        settle()
        form = panel.actions_box.findChild(JobForm, "form-job")
        form.points.setValue(5)
        form.button.click()
    assert "Last round" in panel.header.text()
    pick(panel, "end_turn")
    for _ in range(2):
        pick(panel, "income")
        pick(panel, "end_turn")
    assert session.is_over() and panel.banner.isVisible() and "reached 20" in panel.banner.text()
    assert panel.score_sheet.table.item(0, 1).text() == "Ana"
    save_png(panel, "end")
    document.undo_stack.undo()
    assert not session.is_over() and not panel.banner.isVisible()


def test_the_map_panel_and_furis_game(qtbot, tmp_path):
    document = PlayDocument(games.game_core("narcopolis"))
    panel = make_panel(qtbot, document)
    panel.setup_page.set_players(["Ana", "Bob"])
    panel.setup_page.request_start()
    session = document.session
    assert session.state.variant == "furi"
    pick(panel, "chance", {"type": "event", "card": "2j-01"})
    pick(panel, "chance", {"type": "furi_die", "face": 2})
    assert session.to_move() == "Bob" and "played by Bob" in panel.header.text()
    pick(panel, "furi_attack", {"type": "furi_attack", "quartier": "NB1"})
    map_panel = panel.findChild(MapPanel)
    assert "Furi" in map_panel.cells["NB1"].text() and "♟" in map_panel.cells["NB1"].text()
    assert "blocked" in map_panel.cells["NB4"].text() and map_panel.furi.isVisible()
    assert "reputation 11" in map_panel.furi.text()
    assert "Combat on NB1: Furi attacks Ana" in panel.header.text() and "'s turn" not in panel.header.text()
    settle()
    panel.actions_box.findChild(QPushButton, "virtual-roll").click()
    settle()
    assert "only Furi (Bob) looks" in panel.actions_box.findChild(HiddenRoll).label.text()
    save_png(panel, "furi")
    path = tmp_path / "furi.ttplay.json"
    document.save(str(path))
    assert modules.games.module_for_path(str(path)).id == "narcopolis"
    again = PlayDocument.open(str(path))
    assert again.session.events == session.events


def lifted_cup(qtbot) -> tuple[TrackerPanel, PlaySession]:
    """Booki rolled real dice under a real cup, announced 554, and Killah said « tu bluffes »: the cup is lifted."""
    document = PlayDocument(games.game_core("narcopolis"))
    panel = make_panel(qtbot, document)
    page = panel.setup_page
    page.set_players(["Booki", "Killah"])
    page.setup.variant.setCurrentIndex(page.setup.variant.findData("classic"))
    page.setup.characters[1].setCurrentIndex(page.setup.characters[1].findData("killah"))
    page.request_start()
    session = document.session
    pick(panel, "chance", {"type": "event", "card": "s1-01"})
    for events in ([], [{"type": "move", "to": "MH2"}]):
        pick(panel, "income")
        for event in events:
            pick(panel, event["type"], event)
        pick(panel, "end_turn")
    pick(panel, "chance", {"type": "event", "card": "s1-02"})
    pick(panel, "income")
    pick(panel, "attack", {"type": "attack", "quartier": "MH1"})
    pick(panel, "chance", {"type": "roll", "dice": None})
    settle()
    hidden = panel.actions_box.findChild(HiddenRoll)
    assert "Real dice under the cup" in hidden.label.text() and not hidden.button.isVisible()
    pick(panel, "announce", {"type": "announce", "value": 554})
    pick(panel, "call")
    assert session.to_move() == "Booki" and not session.waits_on_chance()
    return panel, session


def dice_picker(panel: TrackerPanel) -> DicePicker:
    settle()
    QCoreApplication.processEvents()  # a widget added to a shown layout is shown by a queued call
    found = panel.actions_box.findChild(DicePicker, "dice-reveal")
    assert found is not None and found.isVisible()
    assert panel.actions_box.findChild(EventChooser, "choose-reveal") is None  # no list of 56 lines
    return found


def test_real_dice_under_a_real_cup_are_clicked_die_by_die(qtbot):
    """With the table's cup nothing is typed until « tu bluffes »; then the referee clicks the face of each die he
    sees, in any order, and reads what the rules read before he sends it."""
    panel, session = lifted_cup(qtbot)
    picker = dice_picker(panel)
    assert picker.button.text() == "The cup shows"
    assert picker.reading.text() == "no die has a face: pick a face for each die"
    for die, face in ((1, 4), (2, 5)):
        qtbot.mouseClick(picker.findChild(QPushButton, f"die-{die}-face-{face}"), Qt.MouseButton.LeftButton)
    assert picker.reading.text() == "2 of the three dice have a face: pick a face for each die"
    qtbot.mouseClick(picker.findChild(QPushButton, "die-3-face-6"), Qt.MouseButton.LeftButton)
    assert "the dice read 654, a bluff, Killah wins" in picker.reading.text()
    qtbot.mouseClick(picker.findChild(QPushButton, "die-3-face-5"), Qt.MouseButton.LeftButton)  # read again: a 5
    assert "the dice read 554, true, Booki wins" in picker.reading.text()
    save_png(panel, "dice-picker")
    qtbot.mouseClick(picker.button, Qt.MouseButton.LeftButton)
    # the event the list of 56 lines sent for 5, 5, 4: the faces highest first, whatever the order clicked
    assert session.events[-1] == {"type": "reveal", "dice": [5, 5, 4]}
    assert session.state_json()["map"]["MH1"]["owner"] == "Booki"
    assert "the dice read 554, true, Booki wins" in session.log_lines[-1]


def test_the_lifted_dice_typed_on_the_keyboard(qtbot):
    """Keys 1-6 give the next die its face (a fourth key starts again at the first die); Enter sends them."""
    panel, session = lifted_cup(qtbot)
    picker = dice_picker(panel)
    assert picker.window().focusWidget() is picker  # the referee types at once
    qtbot.keyClicks(picker, "1237")  # 7 is no face: ignored
    assert picker.dice == [1, 2, 3] and "the dice read 321, a bluff, Killah wins" in picker.reading.text()
    qtbot.keyClicks(picker, "6")
    assert picker.dice == [6, 2, 3] and picker.groups[0].checkedId() == 6
    qtbot.keyClick(picker, Qt.Key.Key_Return)
    assert session.events[-1] == {"type": "reveal", "dice": [6, 3, 2]}
    assert session.state_json()["map"]["MH1"]["owner"] == "Killah"


def test_fewer_than_three_lifted_dice_are_refused_in_one_line(qtbot):
    panel, session = lifted_cup(qtbot)
    picker = dice_picker(panel)
    before = session.events
    qtbot.keyClicks(picker, "55")
    qtbot.mouseClick(picker.button, Qt.MouseButton.LeftButton)
    assert session.events == before and session.state.combat.step == "reveal"
    assert panel.message.isVisible()
    assert panel.message.text() == "Refused: 2 of the three dice have a face: pick a face for each die"


def test_a_tied_ending_plays_its_final_combat(qtbot):
    """« S'il y a encore égalité, la partie se jouera autour d'un combat final »: the header says the combat is
    owed, the hidden-roll screen and the combat's choices play it, then the banner and score sheet name its
    winner. Rendered to /tmp/narco2-*.png."""
    session = PlaySession(games.game_core("narcopolis"), PlaySetup(
        "narcopolis", ("Ana", "Bob"), seed=5, options={"variant": "classic", "characters": ["booki", "killah"]}))
    for _ in range(10):
        session.apply({"type": "event", "card": session.state.event_deck[0]})
        for _ in range(2):
            session.apply({"type": "income"})
            session.apply({"type": "end_turn"})
    document = PlayDocument(session.game, PlayFile(session=session))
    panel = make_panel(qtbot, document)
    assert not session.is_over() and not panel.banner.isVisible()
    header = panel.header.text()
    assert "Ana, Bob are level on reputation and businesses" in header and "final combat" in header
    assert "Final combat, bout 1 of 1: Ana attacks Bob" in header and "Last round" not in header
    assert any(name == "Final combat" and value == "knockout"
               for name, value, _ in panel.view.setting_rows(session.state.rules.data))
    settle()
    panel.actions_box.findChild(QPushButton, "virtual-roll").click()
    settle()
    hidden = panel.actions_box.findChild(HiddenRoll)
    assert "only Ana looks" in hidden.label.text()
    hidden.button.click()
    dice = session.state.combat.exchanges[-1].dice
    reading = 100 * dice[0] + 10 * dice[1] + dice[2]
    assert hidden.label.text().endswith(f"= {reading}")
    save_png(panel, "final-peek", prefix="narco2")
    hidden.button.click()
    pick(panel, "announce", {"type": "announce", "value": reading})
    save_png(panel, "final-respond", prefix="narco2")
    pick(panel, "call")
    assert session.is_over() and panel.banner.isVisible()
    assert "Ana won the final combat" in panel.banner.text()
    assert panel.score_sheet.table.item(0, 1).text() == "Ana"
    save_png(panel, "final-end", prefix="narco2")


def test_a_player_with_no_business_on_the_map_reads_a_dash(qapp) -> None:
    """Bob in prison with nothing built on the plan: « — », not « 0 sur — »."""
    session = load_play(Path(__file__).resolve().parents[2] / "tabletop" / "samples" / "plays"
                        / "narcopolis.ttplay.json", games.game_core).session
    view = NarcopolisView()
    for index in range(len(session.events) + 1):
        state = session.state_at(index)
        for player in (p.name for p in state.players):
            rows = dict(view.player_rows(state, player))
            if not state.owned(player):
                assert rows["Businesses"] == "—"
                return
    pytest.fail("no state of the sample leaves a player with no business on the map")


def test_the_pawn_and_reputation_rows_are_whole_french_phrases(qapp) -> None:
    """« en prison (y passe son prochain tour) », « 20 (a atteint 20 : ne peut plus en perdre) »: one message each
    (they were pieces glued in code)."""
    session = load_play(Path(__file__).resolve().parents[2] / "tabletop" / "samples" / "plays"
                        / "narcopolis.ttplay.json", games.game_core).session
    state = session.state
    ana = state.player("Ana")
    with in_language(qapp, "fr"):
        view = NarcopolisView()
        rows = dict(view.player_rows(state, "Ana"))
        assert rows["Réputation"] == "20 (a atteint 20\u00a0: ne peut plus en perdre)"
        index = state.players.index(ana)
        for prison, said in ((1, "en prison (y passe son prochain tour)"), (2, "en prison (y passe ce tour)")):
            state.players[index] = dataclasses.replace(ana, pawn="prison", prison=prison)
            assert dict(view.player_rows(state, "Ana"))["Pion"] == said
