"""The live game and the map editor on a referee's laptop, in French at 1366 × 768: the rosters' columns all fit
beside the map (nothing to scroll sideways for), the map's tool bars hide no button behind their « » » (in French
and in English), and a game over asks for no figure."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSize
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QToolBar, QWidget

from tests.ui.main_window import shown_main_window
from tests.ui.test_french_ui import in_language
from ui.shell.main_window import MainWindow

SCREEN = QSize(1366, 768)
SAMPLES = Path(__file__).resolve().parents[2] / "tabletop" / "samples"
pytestmark = pytest.mark.usefixtures("settings_dir")  # tests/ui/conftest.py


def overflowing(panel: QWidget) -> dict[str, list[str]]:
    """The buttons of each tool bar of ``panel`` that went behind its « » », by the bar's first button."""
    found = {}
    for bar in panel.findChildren(QToolBar):
        if not bar.isVisible():
            continue
        hidden = [action.text() or bar.widgetForAction(action).text() for action in bar.actions()
                  if not action.isSeparator() and not in_sight(bar, action)]
        if hidden:
            found[bar.actions()[0].text()] = hidden
    return found


def in_sight(toolbar: QToolBar, text: str | QAction) -> bool:
    """True when the action named ``text`` (or that action) shows as a button of the bar, not in its overflow."""
    action = text if isinstance(text, QAction) else next(a for a in toolbar.actions() if a.text().startswith(text))
    button = toolbar.widgetForAction(action)
    return button is not None and button.isVisible() and toolbar.rect().contains(button.geometry())


@pytest.fixture
def window(qtbot, qapp: QApplication) -> MainWindow:
    with in_language(qapp, "fr"):
        window = shown_main_window(qtbot, SCREEN)
        yield window


def test_the_live_game_fits_the_laptop(window: MainWindow) -> None:
    panel = window.open_path(str(SAMPLES / "games" / "bank-job.ttgame.json"))
    QApplication.processEvents()
    rosters = panel.rosters
    header = rosters.header()
    assert rosters.horizontalScrollBar().maximum() == 0
    for column in range(rosters.columnCount()):
        left = header.sectionViewportPosition(column)
        assert 0 <= left and left + header.sectionSize(column) <= rosters.viewport().width(), column
    assert in_sight(panel.map.toolbar, "Écran de table")
    assert panel.document.session.is_over() and "Choisissez" not in panel.action_panel.header.text()


def test_the_map_editor_keeps_the_table_screen_in_sight(window: MainWindow) -> None:
    editor = window.open_path(str(SAMPLES / "bank-job.geojson"))
    QApplication.processEvents()
    assert in_sight(editor.toolbar, "Écran de table")


@pytest.mark.parametrize("code", ["fr", "en"])
def test_no_button_of_the_maps_tool_bars_hides_in_their_overflow(qtbot, qapp: QApplication, code: str) -> None:
    with in_language(qapp, code):
        window = shown_main_window(qtbot, SCREEN)
        for path in (SAMPLES / "bank-job.geojson", SAMPLES / "games" / "bank-job.ttgame.json"):
            panel = window.open_path(str(path))
            QApplication.processEvents()
            assert overflowing(panel) == {}, path.name
