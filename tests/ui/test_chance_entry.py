"""The chance a referee enters at the table, in the tracker every card game shares (issue 40): dice rolled are
clicked face by face (a row of six faces a die, keys 1-6 then Enter), a card drawn is typed into its list. The event
sent is the one the old list of outcomes sent: the log does not change. The Narcopolis roll typed at the roll itself
(three dice, 56 outcomes) and Camorra's die are played from the sample plays; the entry fits a 1366 × 768 laptop in
French (rendered to /tmp/chance-*.png, to be looked at)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QSize, Qt
from PySide6.QtWidgets import QApplication, QPushButton

from tabletop import SAMPLES_DIR, games
from tabletop.games.chance_dice import dice_asked, dice_fields
from tabletop.games.interface import PlaySetup
from tabletop.games.playfile import PlayFile, load_play, save_play
from tabletop.games.session import PlaySession
from ui.games.camorra.view import CamorraView
from ui.games.mafia_story.view import MafiaStoryView
from ui.games.narcopolis.view import NarcopolisView
from ui.games.tracker.dice_picker import DicePicker
from ui.games.tracker.document import PlayDocument
from ui.games.tracker.panel import TrackerPanel
from ui.shell.dialogs import SaveAnswer
from ui.shell.main_window import MainWindow

from tests.ui.test_french_ui import in_language
from tests.ui.test_laptop_screen import combos_cut, cut
from tests.ui.tracker_steps import shown_tracker

SCREEN = QSize(1366, 768)


def session_before(game_id: str, kind: str) -> PlaySession:
    """The sample play of ``game_id`` replayed up to its first event of ``kind``: the table is about to enter it."""
    play = load_play(SAMPLES_DIR / "plays" / f"{game_id}.ttplay.json", games.game_core)
    log = play.session.events
    first = next(i for i, event in enumerate(log) if event["type"] == kind)
    return PlaySession(play.session.game, play.session.setup, log[:first])


def panel_before(qtbot, game_id: str, kind: str, view) -> TrackerPanel:
    session = session_before(game_id, kind)
    return shown_tracker(qtbot, PlayDocument(session.game, PlayFile(session=session)), view, 1366, 768)


def shown(panel: TrackerPanel) -> None:
    """The widgets of the step before gone, those of this step shown (as a running event loop does)."""
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    QCoreApplication.processEvents()


def picker(panel: TrackerPanel) -> DicePicker:
    shown(panel)
    found = panel.actions_box.findChildren(DicePicker)
    assert len(found) == 1 and found[0].isVisible()
    return found[0]


def click(qtbot, picker: DicePicker, die: int, face: int) -> None:
    qtbot.mouseClick(picker.findChild(QPushButton, f"die-{die}-face-{face}"), Qt.MouseButton.LeftButton)


def test_three_faces_clicked_send_what_the_list_of_56_sent(qtbot):
    """Ana's roll under the cup entered at the roll: each of the 56 outcomes the list offered is made by clicking its
    faces, in any order of the dice; the one sent is the event and log line the list's line sent."""
    panel = panel_before(qtbot, "narcopolis", "roll", NarcopolisView())
    session = panel.document.session
    listed = [e for e in session.legal_events() if e["dice"] is not None]
    assert len(listed) == 56 and session.to_move() == "Ana"
    roll = picker(panel)
    assert roll.objectName() == "dice-roll" and roll.title() == "The 3 dice"
    assert len(roll.findChildren(QPushButton, options=Qt.FindChildOption.FindChildrenRecursively)) == 3 * 6 + 1
    for event in listed:
        for die, face in enumerate(reversed(event["dice"]), start=1):  # the lowest face on the first die
            roll.findChild(QPushButton, f"die-{die}-face-{face}").click()
        assert roll.chosen() == event
    for die, face in ((1, 4), (2, 5), (3, 5)):
        click(qtbot, roll, die, face)
    assert roll.reading.text() == session.game.describe(session.state, {"type": "roll", "dice": [5, 5, 4]})
    line = session.game.describe(session.state, {"type": "roll", "dice": [5, 5, 4]})
    qtbot.mouseClick(roll.button, Qt.MouseButton.LeftButton)
    assert session.events[-1] == {"type": "roll", "dice": [5, 5, 4]}  # the list's « 5, 5, 4 », as it sent it
    assert session.log_lines[-1] == line
    assert session.state.combat.exchanges[-1].dice == [5, 5, 4]


def test_the_roll_typed_on_the_keyboard_then_enter(qtbot):
    panel = panel_before(qtbot, "narcopolis", "roll", NarcopolisView())
    session = panel.document.session
    roll = picker(panel)
    assert roll.window().focusWidget() is roll  # the referee types the faces at once
    qtbot.keyClicks(roll, "26065")  # 0 is no face: ignored; a fourth face starts again at the first die
    assert roll.dice == [5, 6, 6]
    qtbot.keyClick(roll, Qt.Key.Key_Return)
    assert session.events[-1] == {"type": "roll", "dice": [6, 6, 5]}
    assert session.to_move() == "Ana" and session.state.combat.step == "announce"


def test_fewer_than_three_faces_are_refused_in_one_line(qtbot):
    panel = panel_before(qtbot, "narcopolis", "roll", NarcopolisView())
    session = panel.document.session
    before = session.events
    roll = picker(panel)
    qtbot.keyClicks(roll, "35")
    assert roll.reading.text() == "2 of the three dice have a face: pick a face for each die"
    qtbot.keyClick(roll, Qt.Key.Key_Enter)
    assert session.events == before and session.waits_on_chance()
    assert panel.message.isVisible()
    assert panel.message.text() == "Refused: 2 of the three dice have a face: pick a face for each die"
    assert roll.dice == [3, 5, None]  # nothing picked is lost: the third face is still to click


def test_real_dice_under_a_real_cup_stay_one_click_beside_the_faces(qtbot):
    panel = panel_before(qtbot, "narcopolis", "roll", NarcopolisView())
    session = panel.document.session
    shown(panel)
    under_cup = panel.chooser("chance")
    assert under_cup.events == [{"type": "roll", "dice": None}] and under_cup.choice is None
    assert under_cup.button.text() == "Ana rolls real dice under the cup"
    under_cup.button.click()
    assert session.events[-1] == {"type": "roll", "dice": None}


def test_furis_die_is_one_row_of_faces(qtbot):
    session = PlaySession(games.game_core("narcopolis"), PlaySetup("narcopolis", ("Ana", "Bob"), seed=1))
    session.apply({"type": "event", "card": session.state.event_deck[0]})
    panel = shown_tracker(qtbot, PlayDocument(session.game, PlayFile(session=session)), NarcopolisView(), 1366, 768)
    die = picker(panel)
    assert die.objectName() == "dice-furi_die" and die.title() == "The die" and len(die.groups) == 1
    assert panel.chooser("chance") is None  # nothing but the die to enter
    qtbot.keyClick(die, Qt.Key.Key_Return)
    assert panel.message.text() == "Refused: the die has no face: pick its face"
    qtbot.keyClicks(die, "4")
    assert die.reading.text() == "Die for Furi's action: 4"
    qtbot.keyClick(die, Qt.Key.Key_Return)
    assert session.events[-1] == {"type": "furi_die", "face": 4}


def test_camorras_combat_die_is_clicked_and_sent_as_the_list_sent_it(qtbot):
    """Camorra's combat die and the Recrutement die are one die each: one row of six faces."""
    panel = panel_before(qtbot, "camorra", "combat_die", CamorraView())
    session = panel.document.session
    listed = session.legal_events()
    assert listed == [{"type": "combat_die", "face": face} for face in range(1, 7)]
    die = picker(panel)
    assert die.objectName() == "dice-combat_die" and len(die.groups) == 1
    assert die.reading.text() == "the die has no face: pick its face"
    qtbot.mouseClick(die.button, Qt.MouseButton.LeftButton)
    assert panel.message.text() == "Refused: the die has no face: pick its face" and session.waits_on_chance()
    click(qtbot, die, 1, 6)
    line = session.game.describe(session.state, {"type": "combat_die", "face": 6})
    assert die.reading.text() == line
    qtbot.keyClick(die, Qt.Key.Key_Return)
    assert session.events[-1] == {"type": "combat_die", "face": 6} and session.log_lines[-1] == line
    die = picker(panel)  # the defender's die next
    qtbot.keyClicks(die, "3")
    qtbot.keyClick(die, Qt.Key.Key_Return)
    assert session.events[-1] == {"type": "combat_die", "face": 3}


def test_a_card_drawn_is_typed_into_its_list(qtbot):
    """The event card revealed is no die: a list, narrowed by what the referee types; what matches no line, or
    several, is said in one line and kept as typed."""
    panel = panel_before(qtbot, "narcopolis", "event", NarcopolisView())
    session = panel.document.session
    shown(panel)
    assert not panel.actions_box.findChildren(DicePicker)
    cards = panel.chooser("chance")
    before = len(session.events)
    combo = cards.choice
    assert combo.isEditable() and combo.lineEdit().placeholderText() == "Type to filter"
    lines = [combo.itemText(row) for row in range(combo.count())]
    wanted = cards.events[3]
    name = lines[3].split("« ")[1].rstrip(" »")
    fragment = next(name[i:i + 5] for i in range(len(name)) if sum(name[i:i + 5].lower() in line.lower()
                                                                     for line in lines) == 1)
    combo.lineEdit().clear()
    qtbot.keyClicks(combo.lineEdit(), fragment.upper())
    completer = combo.completer()
    assert completer.completionCount() == 1 and completer.currentCompletion() == lines[3]
    combo.lineEdit().clear()
    qtbot.keyClicks(combo.lineEdit(), "zzz")
    cards.button.click()
    assert cards.problem.isVisible() and combo.currentText() == "zzz" and not session.events[-1:] == [wanted]
    assert cards.problem.text() == "No line holds « zzz »: type another part of it, or pick it in the list."
    combo.lineEdit().clear()
    qtbot.keyClicks(combo.lineEdit(), "round")
    cards.button.click()
    assert cards.problem.text().startswith(f"{len(lines)} lines hold « round »")
    combo.lineEdit().clear()
    qtbot.keyClicks(combo.lineEdit(), fragment.upper())
    qtbot.keyClick(combo.lineEdit(), Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(session.events) == before + 1)
    assert session.events[-1] == wanted


@pytest.mark.parametrize("game_id, kind", [("narcopolis", "roll"), ("camorra", "combat_die")])
def test_the_dice_entry_fits_a_laptop_in_french(qtbot, qapp: QApplication, tmp_path: Path, game_id: str, kind: str):
    path = tmp_path / f"{game_id}.ttplay.json"
    save_play(path, PlayFile(session=session_before(game_id, kind)))
    with in_language(qapp, "fr"):
        window = MainWindow()
        qtbot.addWidget(window, before_close_func=lambda w: setattr(w.dialogs, "ask_save_changes",
                                                                    lambda title: SaveAnswer.DISCARD))
        window.resize(SCREEN)
        window.show()
        panel = window.open_path(str(path))
        for _ in range(2):  # the actions laid out, then what their layout posted
            QApplication.processEvents()
        dice = picker(panel)
        assert window.grab().save(f"/tmp/chance-{game_id}-fr.png")
        assert dice.title() in ("Les 3 dés", "Le dé") and dice.button.text() == "Saisir"
        assert not cut(window) + combos_cut(window)
        scroller = panel.actions_box.parentWidget().parentWidget()
        assert dice.mapTo(scroller.viewport(), dice.rect().bottomRight()).x() <= scroller.viewport().width()
        for button in dice.findChildren(QPushButton):
            corner = button.mapTo(window, button.rect().bottomRight())
            assert window.rect().contains(corner), button.objectName()  # every face in sight, without scrolling


def test_each_card_games_chance_is_dice_only_where_it_is_dice():
    """The four games' chance outcomes, as their rule code lists them: dice are picked face by face, cards are
    listed."""
    assert dice_fields(games.game_core("camorra")) == {"combat_die": "face", "recruit_die": "face"}
    assert dice_fields(games.game_core("narcopolis")) == {"roll": "dice", "reveal": "dice", "furi_die": "face"}
    assert dice_fields(games.game_core("mafia-story")) == dice_fields(games.game_core("gangster-paradise")) == {}
    session = session_before("camorra", "recruit_loss")
    dice, others = dice_asked(session.game, session.legal_events())
    assert not dice and others == session.legal_events()  # which Caporegime dies « au hasard »: a list


def test_the_cards_narrowed_show_whole(qtbot):
    """A Mafia Story card revealed reads « the card in D3 is revealed: blue 2; … », the card after the cell: the lines
    narrowed by typing open as wide as the longest (the screen at most, a longer one whole in its tooltip), inside the
    screen."""
    panel = panel_before(qtbot, "mafia-story", "card", MafiaStoryView())
    shown(panel)
    combo = panel.chooser("chance").choice
    popup = combo.completer().popup()
    metrics = popup.fontMetrics()
    room = combo.screen().availableGeometry().width()
    widest = max(metrics.horizontalAdvance(combo.itemText(row)) for row in range(combo.count()))
    assert popup.minimumWidth() >= min(widest, room) > combo.width()
    for row in range(combo.count()):
        if metrics.horizontalAdvance(combo.itemText(row)) > room:
            assert combo.itemData(row, Qt.ItemDataRole.ToolTipRole) == combo.itemText(row)
    combo.lineEdit().clear()
    qtbot.keyClicks(combo.lineEdit(), "bleu")
    qtbot.waitUntil(popup.isVisible)
    # placed under the box as if as narrow as the box, the lines would run past the screen's edge, cut there
    assert combo.screen().availableGeometry().contains(popup.geometry())
    qtbot.keyClicks(combo.lineEdit(), " 7")
    assert combo.completer().completionCount() == 1 and combo.screen().availableGeometry().contains(popup.geometry())


def test_a_card_picked_among_the_lines_narrowed_with_the_arrows(qtbot):
    panel = panel_before(qtbot, "narcopolis", "event", NarcopolisView())
    session = panel.document.session
    shown(panel)
    cards = panel.chooser("chance")
    combo = cards.choice
    before = len(session.events)
    combo.lineEdit().clear()
    qtbot.keyClicks(combo.lineEdit(), "carte 1")  # « Scénario 1 — carte 1 » and « … carte 10 »
    popup = combo.completer().popup()
    assert popup.isVisible() and combo.completer().completionCount() > 1
    qtbot.keyClick(popup, Qt.Key.Key_Down)
    qtbot.keyClick(popup, Qt.Key.Key_Down)
    second = combo.completer().completionModel().index(1, 0).data()
    qtbot.keyClick(popup, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(session.events) == before + 1)
    assert session.log_lines[-1] == second
