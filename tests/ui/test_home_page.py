"""The home page for the night: the registered modules with their own actions, the sample tables and games with a
picture of each (drawn after the window is shown and cached by file and modification time), and recent files."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, QSize, Qt
from PySide6.QtWidgets import QToolButton

from tabletop import games
from tabletop.scenario import load_scenario
from tests.ui.main_window import shown_main_window
from ui.modules import panel_modules
from ui.shell import thumbnails
from ui.shell.main_window import MainWindow

ROOT = Path(__file__).resolve().parents[2]
SAMPLES = ROOT / "tabletop" / "samples"


@pytest.fixture
def window(qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> MainWindow:
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(tmp_path / "config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    window = shown_main_window(qtbot, QSize(1200, 900))
    return window


def gallery_paths(window: MainWindow) -> list[str]:
    gallery = window.home.gallery
    return [gallery.item(i).data(Qt.ItemDataRole.UserRole) for i in range(gallery.count())]


def test_the_gallery_holds_every_sample_a_module_opens(window):
    paths = gallery_paths(window)
    shipped = [p for p in (ROOT / "tabletop" / "samples").rglob("*") if p.is_file()]
    assert sorted(paths) == sorted(str(p) for p in shipped if games.module_for_path(str(p)))
    kinds = [games.module_for_path(p).id for p in paths]
    assert kinds[0] == "scenario" and {"peur-game", "camorra", "narcopolis"} <= set(kinds)


def test_the_modules_and_their_own_actions_come_from_the_registry(window):
    assert [card.module.core_id for card in window.home.cards] == [m.core_id for m in panel_modules()]
    game_card = next(c for c in window.home.cards if c.module.core_id == "peur-game")
    assert [b.defaultAction().text() for b in game_card.findChildren(QToolButton)] == ["New &roster…"]
    book_card = next(c for c in window.home.cards if c.module.core_id == "book")
    assert len(book_card.findChildren(QToolButton)) == len([a for a in window.module_file_actions
                                                            if a.parent() is window and "book" in a.text().lower()])


def test_clicking_a_sample_opens_it_in_a_tab(qtbot, window):
    gallery = window.home.gallery
    row = next(i for i in range(gallery.count())
               if gallery.item(i).data(Qt.ItemDataRole.UserRole).endswith("church-square.geojson"))
    rect = gallery.visualItemRect(gallery.item(row))
    qtbot.mouseClick(gallery.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    panel = window.current_panel()
    assert panel is not None and panel.document.scenario.name == load_scenario(SAMPLES / "church-square.geojson").name
    assert window.tabs.count() == 2


def test_a_sample_opens_as_a_copy_whose_first_save_asks_where(qtbot, window, tmp_path, monkeypatch):
    """The shipped sample is never overwritten: Save on a document made from it asks for a file."""
    sample = SAMPLES / "church-square.geojson"
    before = sample.read_bytes()
    window.home.sample_requested.emit(str(sample))
    panel = window.current_panel()
    assert panel.document.path is None and window.tabs.tabText(window.tabs.currentIndex()).strip("*") != ""
    asked = []
    monkeypatch.setattr(window.dialogs, "ask_save_path",
                        lambda filters, suggested, suffix: asked.append(suggested) or str(tmp_path / "mine.geojson"))
    assert window.save_panel(panel)
    assert asked and (tmp_path / "mine.geojson").exists() and sample.read_bytes() == before
    assert panel.document.path == str(tmp_path / "mine.geojson")


def test_pictures_are_drawn_once_and_cached_by_modification_time(qtbot, window, tmp_path):
    qtbot.waitUntil(lambda: not window.home._unrendered, timeout=20_000)  # drawn after the window is shown
    sample = ROOT / "tabletop" / "samples" / "bank-job.geojson"
    cached = thumbnails.thumbnail_path(sample)
    assert cached is not None and cached.exists() and str(tmp_path / "cache") in str(cached)
    assert not window.home.render_next_thumbnail()
    copy = tmp_path / "copy.geojson"
    copy.write_bytes(sample.read_bytes())
    first = thumbnails.thumbnail_path(copy)
    os.utime(copy, ns=(0, 1_000_000_000))
    assert thumbnails.thumbnail_path(copy) != first  # a changed file is drawn again
    panels = {m.core_id: m for m in panel_modules()}
    drawn = thumbnails.render_thumbnail(copy, panels["scenario"])
    assert drawn.startswith(b"\x89PNG") and thumbnails.thumbnail_path(copy).read_bytes() == drawn
    play = ROOT / "tabletop" / "samples" / "plays" / "camorra.ttplay.json"
    assert thumbnails.render_thumbnail(play, panels["camorra"]) is None
    broken = tmp_path / "broken.geojson"
    broken.write_text("{", encoding="utf-8")
    assert thumbnails.render_thumbnail(broken, panels["scenario"]) is None
    broken_game = tmp_path / "broken.ttgame.json"
    broken_game.write_text("[]", encoding="utf-8")
    assert thumbnails.render_thumbnail(broken_game, panels["peur-game"]) is None


def test_the_window_starts_without_loading_the_map_modules(tmp_path):
    """The pictures need the map editor's scene: drawing them must not slow the start (issue 17)."""
    code = ("import sys\nfrom PySide6.QtWidgets import QApplication\napp = QApplication([])\n"
            "from ui.shell.main_window import MainWindow\nw = MainWindow(); w.show(); app.processEvents()\n"
            "print(sorted(m for m in sys.modules if m.startswith('ui.map')))\n")
    env = dict(os.environ, PYTHONPATH=str(ROOT), QT_QPA_PLATFORM="offscreen", XDG_CACHE_HOME=str(tmp_path / "c"),
               XDG_CONFIG_HOME=str(tmp_path / "cfg"), XDG_DATA_HOME=str(tmp_path / "d"))
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "[]"


def test_the_home_page_as_a_picture(qtbot, window, tmp_path):
    qtbot.waitUntil(lambda: not window.home._unrendered, timeout=20_000)
    picture = tmp_path / "home.png"
    assert window.grab().save(str(picture)) and picture.stat().st_size > 50_000


def test_preferences_and_help_open_from_the_home_page(qtbot, window):
    """The night's settings and the shortcuts are a click away from the start page."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from ui.shell.settings_dialog import SettingsDialog
    shown = []

    def close_the_dialog() -> None:
        dialog = QApplication.activeModalWidget()
        shown.append(type(dialog))
        dialog.reject()

    QTimer.singleShot(0, close_the_dialog)
    qtbot.mouseClick(window.home.preferences_button, Qt.MouseButton.LeftButton)
    assert shown == [SettingsDialog]
    qtbot.mouseClick(window.home.help_button, Qt.MouseButton.LeftButton)
    assert window.help_window is not None and window.help_window.isVisible()
