"""What every test shares: Qt started with the app's environment (``ui.shell.qt_environment``), so that widgets paint
in the tests as they paint in the app."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from ui.shell.qt_environment import prepare_qt_environment


def pytest_configure(config: pytest.Config) -> None:
    prepare_qt_environment(os.environ)  # before pytest-qt makes the QApplication


@pytest.fixture
def language():
    """The language a test speaks, chosen by calling it (``language("fr")``), and the environment's again after the
    test. A file that runs each of its tests in both languages parametrizes a ``language`` of its own."""
    from tabletop.i18n import set_language

    yield set_language
    set_language(None)


@pytest.fixture
def small_disk(tmp_path):
    """A 1 MiB tmpfs mounted at ``tmp_path / "data"`` (the data folder of ``settings_dir``: recovery journals and
    copies), to fill and free (``tests/small_disk.py``)."""
    from tests.small_disk import mount_small_disk, unmount_small_disk

    disk = mount_small_disk(tmp_path / "data", 1024)
    yield disk
    unmount_small_disk(disk)


@pytest.fixture(scope="session")
def sqlite_head_book(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A new SQLite book at the head revision, made once: a test's book is a copy (0.1 ms, where creating a book
    takes some 40 ms). The book's tests (``head_sqlite_url``) and the Book tab's (``tests/ui/book_fixtures.py``)
    copy it."""
    from tabletop.book import open_book  # only the tests that ask load the book

    path = tmp_path_factory.mktemp("head") / "book.sqlite"
    open_book(path).close()
    return path
