"""Import and export run off the GUI thread under a progress dialog: plays done, plays per second, time left; its
Cancel leaves the book (or the file) as it was."""

from __future__ import annotations

import json
import threading
from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog, QProgressDialog, QPushButton, QWidget

from tabletop.book import open_book
from ui.book import transfer
from tests.book.builders import random_document
from tests.ui.test_french_ui import in_language
from tests.ui.book_fixtures import Messages, book_path, messages  # noqa: F401  (fixtures)


def _cancel_at_first_progress(monkeypatch) -> list[str]:
    """Click Cancel as soon as the dialog shows progress; the labels it showed. The worker waits at its first
    chunk until the click is made, as a referee's click lands while a long transfer runs: without that wait, a
    small test file was written whole before the GUI thread showed the first progress."""
    labels: list[str] = []
    clicked = threading.Event()
    original = QProgressDialog.setLabelText
    original_progress = transfer._Worker._progress

    def shown(dialog: QProgressDialog, text: str) -> None:
        labels.append(text)
        original(dialog, text)
        if len(labels) == 1:
            dialog.findChild(QPushButton).click()
            clicked.set()

    def progress(worker: transfer._Worker, done: int, fraction: float) -> bool:
        going_on = original_progress(worker, done, fraction)
        clicked.wait(timeout=10)
        return going_on and not worker.stop

    monkeypatch.setattr(QProgressDialog, "setLabelText", shown)
    monkeypatch.setattr(transfer._Worker, "_progress", progress)
    return labels


def test_a_cancelled_import_leaves_the_book_as_it_was(qtbot, tmp_path: Path, book_path, messages, monkeypatch):
    source = tmp_path / "plays.json"
    source.write_text(json.dumps(random_document(1000, 8, seed=3)), encoding="utf-8")
    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(lambda *a, **k: (str(source), "")))
    parent = QWidget()
    qtbot.addWidget(parent)
    with monkeypatch.context() as cancelling:
        cancelling.setattr("tabletop.book.transfer.IMPORT_CHUNK", 10)
        labels = _cancel_at_first_progress(cancelling)
        assert transfer.import_into_book(parent) is False
    assert labels[0].startswith("Plays done: 10 (") and "a second)" in labels[0] and labels[-1] == "Cancelling…"
    with open_book(book_path) as book:
        assert book.count_plays() == 0 and book.players() == [] and book.player_stats() == {}
    assert messages.shown == []
    assert transfer.import_into_book(parent) is True
    assert messages.texts("information") == ["1000 plays added, 0 already in the book, 8 new players."]


def test_a_csv_chosen_in_the_import_dialog_is_read_as_csv(qtbot, tmp_path: Path, book_path, messages, monkeypatch):
    source = tmp_path / "plays.json"
    source.write_text(json.dumps(random_document(30, 6, seed=5)), encoding="utf-8")
    with open_book(tmp_path / "other.sqlite") as other:
        other.import_file(source)
        other.export_csv(tmp_path / "plays.csv")
    offered = _answer_open_dialog(monkeypatch, tmp_path / "plays.csv")
    parent = QWidget()
    qtbot.addWidget(parent)
    assert transfer.import_into_book(parent) is True
    assert transfer.csv_filter() in offered
    assert messages.texts("information") == ["30 plays added, 0 already in the book, 6 new players."]


def _answer_open_dialog(monkeypatch, chosen: Path) -> list[str]:
    """Answer the open dialog with ``chosen``; the filters it offers (filled in when it is asked)."""
    offered: list[str] = []

    def ask(_parent, _title, _folder, filters, *_rest, **_kw):
        offered.extend(filters.split(";;"))
        return str(chosen), ""

    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(ask))
    return offered


def test_a_cancelled_export_leaves_the_file_as_it_was(qtbot, tmp_path: Path, book_path, messages, monkeypatch):
    source = tmp_path / "plays.json"
    source.write_text(json.dumps(random_document(400, 5, seed=4)), encoding="utf-8")
    with open_book(book_path) as book:
        book.import_file(source)
    target = tmp_path / "out.json"
    target.write_text("before", encoding="utf-8")
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(target), "")))
    monkeypatch.setattr("tabletop.book.transfer.EXPORT_CHUNK", 4)
    _cancel_at_first_progress(monkeypatch)
    parent = QWidget()
    qtbot.addWidget(parent)
    assert transfer.export_book(parent) is False
    assert target.read_text(encoding="utf-8") == "before" and sorted(p.name for p in tmp_path.iterdir()) == \
        ["book.sqlite", "book.sqlite-shm", "book.sqlite-wal", "out.json", "plays.json"]


def test_the_progress_says_plays_rate_and_time_left() -> None:
    assert transfer.progress_text(1000, 0.25, 2.0) == "Plays done: 1000 (500 a second), about 6 s left"  # the C locale
    assert transfer.progress_text(1000, 0.01, 2.0).endswith("about 3 min left")


def test_the_progress_with_its_time_left_is_one_french_sentence(qapp) -> None:
    """The time left was a clause glued after the count by code (« , reste environ 6 s »): one message now."""
    whole = "Plays done: %1 (%2 a second), about %3 left"
    with in_language(qapp, "fr"):
        said = transfer.progress_text(10, 0.25, 2.0)
        assert transfer.tr(whole) != whole
    assert said.startswith("Parties traitées\u00a0: 10 (5 par seconde), reste environ 6")


@pytest.mark.parametrize("code, said", [
    ("en", "{path}, play 1 («\u00a0p1\u00a0»): the date «\u00a02026-13-01\u00a0» is not an ISO 8601 date and time "
           "(like 2026-11-01T20:00)"),
    ("fr", "{path}, partie 1 («\u00a0p1\u00a0»)\u00a0: la date «\u00a02026-13-01\u00a0» n'est pas une date et une "
           "heure ISO 8601 (comme 2026-11-01T20:00)"),
])
def test_a_refused_import_is_shown_in_one_sentence_in_the_referee_s_language(qtbot, qapp, tmp_path: Path, book_path,
                                                                            messages, monkeypatch, code: str,
                                                                            said: str) -> None:
    """Issue 38: the Book tab shows the core's refusal whole, the play counted from 1 and its date in words."""
    source = tmp_path / "bad.json"
    source.write_text(json.dumps({"format": "tabletop-book", "version": 1, "plays": [
        {"id": "p1", "game": "camorra", "played_at": "2026-13-01", "players": [{"name": "Ana"}]}]}), encoding="utf-8")
    _answer_open_dialog(monkeypatch, source)
    parent = QWidget()
    qtbot.addWidget(parent)
    with in_language(qapp, code):
        assert transfer.import_into_book(parent) is False
    assert messages.texts("warning") == [said.format(path=source)]
    with open_book(book_path) as book:
        assert book.count_plays() == 0


def test_an_export_the_disk_refuses_is_said_in_the_referee_s_words(qtbot, qapp, tmp_path: Path, book_path, messages,
                                                                   monkeypatch) -> None:
    def full(*_args, **_kwargs):
        raise OSError(28, "No space left on device")

    target = tmp_path / "livre.json"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(target), "")))
    monkeypatch.setattr("tabletop.book.interchange.atomic_write_chunks", full)
    parent = QWidget()
    qtbot.addWidget(parent)
    with in_language(qapp, "fr"):
        assert transfer.export_book(parent) is False
    assert messages.texts("warning") == [f"{target} n'a pas pu être écrit (le disque est plein)"]
