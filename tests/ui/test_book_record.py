""""Record in the book" when a play ends (the card-game tracker's score sheet, the live game's turn bar), and the
File menu's Import into the book… / Export the book…, each on a fresh SQLite book of its own."""

from __future__ import annotations

import csv
import json
from dataclasses import replace
from datetime import datetime, timezone
from pathlib import Path

import pytest
from PySide6.QtWidgets import QDialog, QFileDialog

from tabletop import games
from tabletop.book import Participant, PlayRecord, open_book
from tabletop.games.interface import PlaySetup
from tabletop.games.peur_sur_la_ville.play import EndGame, GameSession, StartGame, new_setup
from tabletop.games.playfile import load_play
from tabletop.scenario import parse_scenario
from ui.book.plays_model import PlaysModel
from ui.book.record import GangPlayersDialog, record_live_game
from ui.games.peur_sur_la_ville.document import GameDocument
from ui.games.peur_sur_la_ville.panel import GamePanel
from ui.games.tracker.document import PlayDocument
from ui.games.tracker.panel import TrackerPanel
from ui.shell.main_window import MainWindow

from tests.games.toy_game import DiceRace
from tests.ui.book_fixtures import Messages, book_path, messages  # noqa: F401  (fixtures)
from tests.ui.test_game_flow import SKIRMISH
from tests.ui.test_tracker import DiceRaceView


def finished_play(qtbot, path: Path | None) -> TrackerPanel:
    document = PlayDocument(DiceRace())
    document.start(PlaySetup("dice-race", ("Ana", "Bruno", "Chloé"), seed=7))
    session = document.session
    while not session.is_over():
        document.apply(session.virtual_roll() if session.waits_on_chance() else {"type": "roll"})
    if path is not None:
        document.save(str(path))
    panel = TrackerPanel(document, DiceRaceView())
    qtbot.addWidget(panel)
    panel.show()
    return panel


def test_a_finished_card_game_play_is_recorded_once_and_updated_after(qtbot, tmp_path, book_path, monkeypatch):
    monkeypatch.setattr(games, "game_core", lambda gid: DiceRace() if gid == "dice-race" else None)
    path = tmp_path / "race.ttplay.json"
    panel = finished_play(qtbot, path)
    sheet = panel.score_sheet
    assert sheet.record_button.isVisible() and sheet.record_button.text() == "Record in the book"
    sheet.record_button.click()
    ranking = panel.document.session.ranking()
    with open_book(book_path) as book:
        [stored] = book.plays()
        assert stored.game == "dice-race" and stored.file_path == str(path)
        assert [(p.name, p.rank, p.score, p.seat) for p in stored.participants] == \
            [(r.name, r.rank, r.score, ("Ana", "Bruno", "Chloé").index(r.name) + 1) for r in ranking.players]
        book.update_play(replace(stored, place="Club"))  # noted in the Book tab since
    assert load_play(path, games.game_core).book_play_id == stored.id and not panel.document.is_modified
    assert sheet.record_button.text() == "Update in the book"
    assert sheet.recorded.text() == "In the book; the play file keeps the link."

    reopened = TrackerPanel(PlayDocument.open(str(path)), DiceRaceView())
    qtbot.addWidget(reopened)
    assert reopened.score_sheet.record_button.text() == "Update in the book"
    assert reopened.record_in_book() == stored.id
    with open_book(book_path) as book:
        [again] = book.plays()
        assert again.id == stored.id and again.place == "Club" and again.played_at == stored.played_at


def test_an_unsaved_play_is_recorded_and_left_to_save(qtbot, tmp_path, book_path):
    panel = finished_play(qtbot, None)
    play_id = panel.record_in_book()
    assert panel.document.play.book_play_id == play_id and panel.document.is_modified
    assert panel.score_sheet.recorded.text() == "In the book; save the play to keep the link in its file."
    panel.document.save(str(tmp_path / "race.ttplay.json"))
    assert panel.score_sheet.recorded.text() == "In the book; the play file keeps the link."
    with open_book(book_path) as book:
        assert book.play(play_id).file_path is None


def finished_game(qtbot, tmp_path: Path) -> GamePanel:
    session = GameSession(new_setup(parse_scenario(json.dumps(SKIRMISH)), seed=3))
    document = GameDocument(session)
    panel = GamePanel(document)
    qtbot.addWidget(panel)
    panel.resize(1400, 900)
    panel.show()
    button = panel.turn_bar.buttons["record_in_book"]
    assert not button.isVisible()
    document.apply(StartGame({}, free_placement=True))
    document.apply(EndGame("time"))
    document.save(str(tmp_path / "skirmish.ttgame.json"))
    assert button.isVisible()
    return panel


def answer_gangs(monkeypatch, players: dict[str, str], ranks: dict[str, int]) -> list[list[str]]:
    """Stand in for the referee in the gangs dialog; returns the gangs (letters) each dialog asked about."""
    listed: list[list[str]] = []

    def exec_(dialog: GangPlayersDialog) -> int:
        listed.append(sorted(dialog.players))
        for letter, name in players.items():
            dialog.players[letter].setCurrentText(name)
        for letter, rank in ranks.items():
            dialog.ranks[letter].setValue(rank)
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(GangPlayersDialog, "exec", exec_)
    return listed


def test_a_finished_live_game_is_recorded_with_who_played_which_gang(qtbot, tmp_path, book_path, monkeypatch):
    panel = finished_game(qtbot, tmp_path)
    listed = answer_gangs(monkeypatch, {"A": "Ana", "F": "Bruno"}, {"A": 2, "F": 1})
    panel.turn_bar.buttons["record_in_book"].click()
    assert listed == [["A", "F"]]
    with open_book(book_path) as book:
        [stored] = book.plays()
        assert stored.game == "peur-game" and stored.file_path == str(tmp_path / "skirmish.ttgame.json")
        assert [(p.name, p.team, p.rank) for p in stored.participants] == [("Ana", "Police", 2),
                                                                           ("Bruno", "Skins", 1)]
        assert stored.participants[0].breakdown["standing"] == 2
    model = PlaysModel()
    model.set_plays([stored])
    assert model.index(0, 2).data() == "Skins (Bruno): 1st; Police (Ana): 2nd"
    answer_gangs(monkeypatch, {"A": "Ana", "F": "Chloé"}, {"A": 1, "F": 2})
    panel.turn_bar.buttons["record_in_book"].click()
    with open_book(book_path) as book:
        [again] = book.plays()
        assert again.id == stored.id and [p.name for p in again.participants if p.rank == 1] == ["Ana"]
    reopened = GameDocument.open(str(tmp_path / "skirmish.ttgame.json"))  # a later session: found by its file
    assert record_live_game(None, reopened) == stored.id


@pytest.fixture
def window(qtbot, book_path):  # noqa: F811
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    return window


def file_action(window: MainWindow, name: str):
    [action] = [a for a in window.module_file_actions if a.objectName() == name]
    return action


def interchange(*plays: dict) -> dict:
    return {"format": "tabletop-book", "version": 1, "plays": list(plays)}


GOOD = {"id": "p1", "game": "camorra", "played_at": "2026-01-10T20:00:00+00:00",
        "players": [{"name": "Ana", "score": 12, "rank": 1, "team": None},
                    {"name": "Bruno", "score": 9, "rank": 2, "team": None}]}


def test_import_refuses_a_bad_file_whole_then_imports_and_exports(window, tmp_path, book_path, messages,
                                                                   monkeypatch):
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(interchange(GOOD, {**GOOD, "id": "p2", "played_at": "yesterday"})))
    chosen = [str(bad)]
    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(lambda *a, **k: (chosen[0], "")))
    file_action(window, "book-import").trigger()
    [refusal] = messages.texts("warning")
    assert refusal == f"{bad}, play 2 (\u00ab\u00a0p2\u00a0\u00bb): the date \u00ab\u00a0yesterday\u00a0\u00bb is not an ISO " \
                      "8601 date and time (like 2026-11-01T20:00)"
    with open_book(book_path) as book:
        assert book.count_plays() == 0 and book.players() == []  # nothing of the refused file

    good = tmp_path / "good.json"
    good.write_text(json.dumps(interchange(GOOD)))
    chosen[0] = str(good)
    panel = window.new_document("book")
    file_action(window, "book-import").trigger()
    file_action(window, "book-import").trigger()
    assert messages.texts("information") == ["1 plays added, 0 already in the book, 2 new players.",
                                             "0 plays added, 1 already in the book, 0 new players."]
    panel.show_page(panel.plays)
    assert panel.plays.model.rowCount() == 1  # the open tab followed the import

    target = [str(tmp_path / "out")]
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        staticmethod(lambda *a, **k: (target[0], "Book interchange files (*.json)")))
    file_action(window, "book-export").trigger()
    written = json.loads((tmp_path / "out.json").read_text())
    assert written["format"] == "tabletop-book" and [p["id"] for p in written["plays"]] == ["p1"]
    target[0] = str(tmp_path / "plays.csv")
    file_action(window, "book-export").trigger()
    rows = list(csv.DictReader((tmp_path / "plays.csv").open(encoding="utf-8")))
    assert [(r["play_id"], r["player"]) for r in rows] == [("p1", "Ana"), ("p1", "Bruno")]
    assert messages.texts("information")[-1] == f"2 rows of plays written to {tmp_path / 'plays.csv'}."


def test_the_book_is_one_tab_without_save_from_the_home_page(window):
    [card] = [c for c in window.home.cards if c.module.core_id == "book"]
    assert card.new_button.text() == "Open the book" and not hasattr(card, "open_button")
    card.new_button.click()
    panel = window.current_panel()
    assert window.tabs.tabText(window.tabs.indexOf(panel)) == "The book"
    assert not window.save_action.isEnabled() and not window.save_as_action.isEnabled()
    window.tabs.setCurrentIndex(0)
    card.new_button.click()
    assert window.current_panel() is panel and len(window.panels()) == 1
    assert all("book" not in f.lower() for f in window._file_filters())
    assert window.close_panel(panel)  # never modified: closes without asking


def test_open_the_saved_game_of_a_play_opens_it_in_a_tab(window, book_path, messages, tmp_path):
    sample = Path(__file__).resolve().parents[2] / "tabletop" / "samples" / "plays" / "camorra.ttplay.json"
    with open_book(book_path) as book:
        book.record_play(PlayRecord(game="camorra", played_at=datetime(2026, 1, 5, tzinfo=timezone.utc),
                                    file_path=str(sample), participants=[Participant(name="Ana", rank=1)]))
        book.record_play(PlayRecord(game="camorra", played_at=datetime(2026, 1, 4, tzinfo=timezone.utc),
                                    file_path=str(tmp_path / "gone.ttplay.json"),
                                    participants=[Participant(name="Ana", rank=1)]))
    panel = window.new_document("book")
    panel.show_page(panel.plays)
    panel.plays.select_row(1)
    assert panel.plays.open_button.isEnabled()
    panel.plays.open_button.click()
    assert messages.texts("warning") == [f"The saved game “{tmp_path / 'gone.ttplay.json'}” is no longer there."]
    panel.plays.select_row(0)
    panel.plays.open_button.click()
    opened = window.current_panel()
    assert opened is not panel and opened.document.path == str(sample)


def test_a_book_that_cannot_be_opened_is_said_in_one_line(qtbot, book_path, messages, monkeypatch):
    panel = finished_play(qtbot, None)
    monkeypatch.setenv("TABLETOP_BOOK", "mysql://club/book")
    assert panel.record_in_book() is None
    assert messages.texts("warning") == ["unsupported book location 'mysql://club/book': use a SQLite file path or a "
                                         "postgresql+psycopg:// URL"]
    assert panel.document.play.book_play_id is None and panel.score_sheet.record_button.text() == "Record in the book"


def test_a_play_file_that_cannot_be_saved_after_recording_is_said_and_left_modified(qtbot, tmp_path, book_path,
                                                                                     messages, monkeypatch):
    path = tmp_path / "race.ttplay.json"
    panel = finished_play(qtbot, path)

    def disk_full(_path: str) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(panel.document, "write", disk_full)
    play_id = panel.record_in_book()
    assert play_id is not None and panel.document.is_modified
    assert messages.texts("warning") == [f"The play is in the book, but “{path}” could not be saved with its link: "
                                         "No space left on device"]
    assert panel.score_sheet.recorded.text() == "In the book; save the play to keep the link in its file."
