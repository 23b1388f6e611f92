"""What the Qt tests share: a settings file and data folder of their own, an empty book, a map editor and a game panel
shown offscreen."""

from __future__ import annotations

import functools
import shutil
from pathlib import Path
from typing import TYPE_CHECKING, Callable, Iterator

import pytest
from PySide6.QtCore import QSettings

from tests.ui.widget_lifetime import delete_closed_widgets
from ui.document import ScenarioDocument
from ui.map.editor import MapEditor

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from ui.games.peur_sur_la_ville.document import GameDocument
    from ui.games.peur_sur_la_ville.panel import GamePanel

SAMPLE = Path(__file__).resolve().parents[2] / "tabletop" / "samples" / "bank-job.geojson"


@pytest.fixture(autouse=True)
def no_window_left_open() -> Iterator[None]:
    """Each test leaves no window of its own shown: a table screen left full screen lies over every later window, and
    a dialog left modal (a message box Qt showed through its static functions) takes the mouse from them, so the
    tests that hover the map afterwards failed on whichever worker met it. No window is meant to outlive its test
    (the module-wide fixtures hold books, not windows): the widgets pytest-qt closed are deleted here, not left
    to an event loop no test turns (``tests/ui/widget_lifetime.py``)."""
    from PySide6.QtWidgets import QApplication

    yield
    app = QApplication.instance()
    if app is None:
        return
    # Qt walks its windows and closes the shown ones in C++: no Python wrapper is made. Wrapping every top-level
    # widget at each test's end (the tooltips and popups Qt makes and deletes on its own among them) is how CI
    # workers met a segmentation fault here, PySide handing out a wrapper for a widget that was not the one it
    # wrapped.
    app.closeAllWindows()
    release_held_modifiers()
    delete_closed_widgets()


def release_held_modifiers() -> None:
    """Qt's test mouse moves carry the keyboard modifiers of the last simulated event: after a test's Ctrl+click or
    Ctrl+key, the next test's plain QTest.mouseMove arrived with Ctrl held (which turns the map's snapping off), on
    whichever worker ran the two in that order. A key release with no modifier clears that state. The receiver is one
    hidden widget kept for the whole run: no window is made and destroyed at each test's end."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    for key in (Qt.Key.Key_Control, Qt.Key.Key_Shift, Qt.Key.Key_Alt, Qt.Key.Key_Meta):
        QTest.keyRelease(_modifier_receiver(), key)


@functools.cache
def _modifier_receiver() -> "QWidget":
    from PySide6.QtWidgets import QWidget

    return QWidget()


@pytest.fixture
def empty_book(tmp_path: Path, sqlite_head_book: Path) -> Path:
    """The test's own SQLite book, empty at the head revision: a copy of ``sqlite_head_book`` (tests/conftest.py), for
    a test of what a book holds or shows, not of how a new one is made (some 40 ms a book, tests/book's)."""
    path = tmp_path / "book.sqlite"
    shutil.copyfile(sqlite_head_book, path)
    return path


@pytest.fixture
def settings_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A test's own settings file and data folder (crash-recovery files, journals), far from the real home."""
    folder = tmp_path / "config"
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(folder))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    return folder


@pytest.fixture
def shown_editor(qtbot) -> Callable[..., MapEditor]:
    """Makes a map editor on ``document`` (the sample scenario by default), ``width`` x ``height`` pixels, shown
    and exposed, the table fitted to the view unless ``fit`` is False."""

    def make(width: int, height: int, document: ScenarioDocument | None = None, fit: bool = True) -> MapEditor:
        editor = MapEditor(document or ScenarioDocument.open(str(SAMPLE)))
        qtbot.addWidget(editor)
        editor.resize(width, height)
        editor.show()
        qtbot.waitExposed(editor)
        if fit:
            editor.view.fit_table()
        return editor

    return make


@pytest.fixture
def shown_game_panel(qtbot) -> Callable[..., "GamePanel"]:
    """Makes Peur sur la Ville's game panel on ``document``, ``width`` x ``height`` pixels, shown and exposed, the
    map fitted to the table."""
    from ui.games.peur_sur_la_ville.panel import GamePanel  # only the tests that ask load the game's panel

    def make(document: "GameDocument", width: int = 1400, height: int = 900) -> GamePanel:
        panel = GamePanel(document)
        qtbot.addWidget(panel)
        panel.resize(width, height)
        panel.show()
        qtbot.waitExposed(panel)
        panel.map.fit()
        return panel

    return make
