"""What the Book tab tests share: a fresh SQLite book per test (a copy of an empty one, through ``TABLETOP_BOOK``,
never the user's), and message boxes answered by the test and remembered instead of shown."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Iterator

import pytest
from PySide6.QtWidgets import QMessageBox

from tabletop.book import ENV_VAR
from ui.book.access import book_access


@dataclass
class Messages:
    """Every message box asked for: (kind, title, text); ``agree`` answers the confirmations."""

    shown: list[tuple[str, str, str]] = field(default_factory=list)
    agree: bool = True

    def texts(self, kind: str) -> list[str]:
        return [text for k, _title, text in self.shown if k == kind]


@pytest.fixture
def book_path(empty_book: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """The tab's book, ``empty_book`` (tests/ui/conftest.py): each of these tests made a new one (migrated) before."""
    monkeypatch.setenv(ENV_VAR, str(empty_book))
    yield empty_book
    book_access().close()


@pytest.fixture
def messages(monkeypatch: pytest.MonkeyPatch) -> Messages:
    record = Messages()

    def tell(kind: str):
        def show(_parent, title, text, *_args, **_kwargs):
            record.shown.append((kind, title, text))
            return QMessageBox.StandardButton.Ok
        return show

    def question(_parent, title, text, *_args, **_kwargs):
        record.shown.append(("question", title, text))
        return QMessageBox.StandardButton.Yes if record.agree else QMessageBox.StandardButton.Cancel

    monkeypatch.setattr(QMessageBox, "warning", staticmethod(tell("warning")))
    monkeypatch.setattr(QMessageBox, "information", staticmethod(tell("information")))
    monkeypatch.setattr(QMessageBox, "question", staticmethod(question))
    return record
