"""The referee's controls of the table screen (issue 37, part 4): one click or one key blacks it out and back; View →
Table screen… in a live game as in the map editor, never in the tool bar's overflow at 1366 pixels; the TV's frame
stays on the table, turned or dragged; the calibration page fits the picture; the dialog has no empty gap."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QToolButton

from tabletop.table_screen.mapping import calibration_layout
from tests.ui.sample_games import loaded_game
from ui.games.peur_sur_la_ville.document import GameDocument
from ui.table_screen.panel import BLACKOUT_KEY

GAME = Path(__file__).resolve().parents[2] / "tabletop" / "samples" / "games" / "bank-job.ttgame.json"
MAP = Path(__file__).resolve().parents[2] / "tabletop" / "samples" / "bank-job.geojson"


@pytest.fixture
def game(shown_game_panel):
    return shown_game_panel(GameDocument(loaded_game(GAME), str(GAME)), 1366, 768)


def lit_pixels(image: QImage) -> int:
    rgb = image.convertToFormat(QImage.Format.Format_RGB888)
    data = np.frombuffer(rgb.constBits(), dtype=np.uint8)[:rgb.sizeInBytes()]
    return int((data > 0).sum())


def opened(panel, qtbot):
    control = panel.table_screen_action.show_panel()
    control.own_box.setChecked(True)
    control.toggle_open()
    screen = control.table_screen
    qtbot.waitUntil(lambda: screen.view.size_px()[0] > 100)
    return control, screen


def test_one_click_or_one_key_blacks_the_table_out_and_back(game, qtbot):
    action = game.table_screen_action
    assert not action.blackout_action.isEnabled()  # no table screen yet: nothing to black out
    control, screen = opened(game, qtbot)
    assert lit_pixels(screen.view.grab().toImage()) > 0
    # The dialog's button: one click.
    QTest.mouseClick(control.blackout_button, Qt.MouseButton.LeftButton)
    assert screen.blacked_out and action.blackout_action.isChecked()
    assert lit_pixels(screen.view.grab().toImage()) == 0
    # A touch on the black table does nothing.
    touched = []
    screen.view.touched.connect(lambda x, y: touched.append((x, y)))
    QTest.mouseClick(screen.view.viewport(), Qt.MouseButton.LeftButton)
    assert touched == []
    # The key, from the tab: the table comes back; the dialog's button follows.
    game.map.view.setFocus()
    assert action.blackout_action.shortcut().toString() == BLACKOUT_KEY
    action.blackout_action.trigger()
    assert not screen.blacked_out and not control.blackout_button.isChecked()
    assert lit_pixels(screen.view.grab().toImage()) > 0
    # The same action lives on the table screen's own window, so the key works there too.
    assert action.blackout_action in screen.window.actions()


def head_of_bar_visible(bar, action) -> bool:
    button = bar.widgetForAction(action)
    return button is not None and button.isVisible() and bar.rect().contains(button.geometry())


def test_the_view_menu_offers_the_table_screen_in_a_live_game_at_1366(game):
    action = game.table_screen_action
    assert action in game.map.view_menu.actions() and action.blackout_action in game.map.view_menu.actions()
    bar = game.map.toolbar
    view_button = next(b for b in bar.findChildren(QToolButton) if b.menu() is game.map.view_menu)
    assert view_button.isVisible()
    assert head_of_bar_visible(bar, action) and head_of_bar_visible(bar, action.blackout_action)


def test_the_view_menu_offers_the_table_screen_in_the_map_editor_at_1366(qtbot):
    from tabletop.scenario import load_scenario
    from ui.document import ScenarioDocument
    from ui.modules import panel_modules

    document = ScenarioDocument(load_scenario(MAP), str(MAP))
    module = next(m for m in panel_modules() if m.core_id == "scenario")
    editor = module.create_panel(document, None)
    qtbot.addWidget(editor)
    editor.resize(1366, 768)
    editor.show()
    qtbot.waitExposed(editor)
    entries = [a.text() for a in editor.view_menu.actions()]
    assert "Table screen…" in entries
    view_button = next(b for b in editor.toolbar.findChildren(QToolButton) if b.menu() is editor.view_menu)
    assert view_button.isVisible() and editor.toolbar.rect().contains(view_button.geometry())


def test_the_tv_frame_stays_on_the_table_when_dragged_off_or_turned(game, qtbot):
    control, screen = opened(game, qtbot)
    screen.set_width(30.0)  # a picture smaller than the 120 x 90 table
    screen.move_centre(-40.0, 200.0)
    polygon = np.array([(p.x(), p.y()) for p in screen.frame.polygon()])
    assert polygon.min(axis=0) == pytest.approx([0.0, 90.0 - np.ptp(polygon[:, 1])])
    assert polygon[:, 1].max() == pytest.approx(90.0)
    screen.set_rotation(90)  # its sides swapped: placed on the table again, still flush with its corner
    polygon = np.array([(p.x(), p.y()) for p in screen.frame.polygon()])
    assert polygon[:, 0].min() == pytest.approx(0.0) and polygon[:, 1].max() == pytest.approx(90.0)


@pytest.mark.parametrize("width_cm", [5.0, 12.0, 25.0, 38.0, 60.0, 121.0, 300.0])
def test_the_calibration_page_fits_any_picture_width(width_cm):
    for pixels in ((1920, 1080), (3840, 2160), (1280, 800)):
        scale = pixels[0] / width_cm
        page = calibration_layout(pixels, scale, 60.0)
        assert 0 <= page.ruler_left and page.ruler_left + page.ruler_cm * scale <= pixels[0]
        x, y = page.square_top_left
        side = page.square_cm * scale
        assert 0 <= x and x + side <= pixels[0] and page.ruler_y < y and y + side <= pixels[1]
        left, top, width, height = page.text_rect
        assert top >= y + side and top + height <= pixels[1] and left >= 0 and left + width <= pixels[0]
    # On a big TV the page draws what the dialog has always said: 20 cm and 10 cm.
    big = calibration_layout((3840, 2160), 3840 / 121.0, 60.0)
    assert (big.ruler_cm, big.square_cm) == (20.0, 10.0)


def test_the_calibration_of_a_small_picture_measures_the_shorter_ruler_it_draws(game, qtbot, settings_dir):
    control, screen = opened(game, qtbot)
    screen.set_width(14.0)  # 57 pixels a cm over the laptop's 800: the 20 cm ruler would not fit
    control.width_box.setValue(14.0)
    screen.start_page("ruler")
    QApplication.processEvents()
    page = screen.view.calibration()
    assert page.ruler_cm < 20.0
    control.ruler_box.setValue(page.ruler_cm * 1.02)
    control.calibrate()
    assert screen.width_cm == pytest.approx(14.0 * 1.02)


def test_the_dialog_has_no_empty_gap_after_a_mode_change(game):
    control = game.table_screen_action.show_panel()
    QApplication.processEvents()
    tv_height = control.height()
    control.projector_button.setChecked(True)
    QApplication.processEvents()
    assert control.height() == control.sizeHint().height() != tv_height
    control.tv_button.setChecked(True)
    QApplication.processEvents()
    assert control.height() == control.sizeHint().height() == tv_height
