"""The card games' table screens: ``tabletop render PLAY.ttplay.json --table-screen WxH`` draws each game's public
board (every sample, finished on a 1080p screen and halfway on a 4K TV) at the screen's size, the text sized in
millimetres of the glass, the banner yellow when the play is over (its words, « Partie terminée », are the core's:
tests/games/test_public_boards.py); a map's options are refused in one line; in the app, View → Table screen… of a
play's tab opens the board on a screen, follows each step, and blacks out with one click and a key. The PNGs are left
in the temporary folder to look at."""

from __future__ import annotations

import json
import shutil
import tempfile
from pathlib import Path

import numpy as np
import pytest
from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QFontMetricsF, QGuiApplication, QImage, QPainter

from tabletop.games.public_board import public_board
from tests.ui.main_window import shown_main_window
from tests.ui.test_table_screen_render import pixels_rgb, run
from ui.games.tracker.panel import TrackerPanel
from ui.table_screen.boards.drawing import BANNER_BACK, CAPITAL_MM, OVER_BACK, BoardPainter, paint_board

LOOK_AT = Path(tempfile.gettempdir())
PLAYS = Path(__file__).resolve().parents[2] / "tabletop" / "samples" / "plays"
GAMES = ("camorra", "mafia-story", "narcopolis", "gangster-paradise")
pytestmark = pytest.mark.usefixtures("settings_dir")  # tests/ui/conftest.py


def halfway(game: str, folder: Path) -> Path:
    """The sample play with its log cut at six tenths: a play going on."""
    data = json.loads((PLAYS / f"{game}.ttplay.json").read_text(encoding="utf-8"))
    data["log"] = data["log"][: len(data["log"]) * 6 // 10]
    path = folder / f"{game}-halfway.ttplay.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def pixels_rgb8(image: QImage) -> np.ndarray:
    """The picture's pixels as bytes, height x width x 3: converted once a picture and never to floats (a 4K board as
    floats is 200 MB, and converting it twice cost more than drawing it). A copy: the converted picture's memory goes
    with it."""
    rgb888 = image.convertToFormat(QImage.Format.Format_RGB888)
    data = np.frombuffer(rgb888.constBits(), dtype=np.uint8)
    return data.reshape(image.height(), rgb888.bytesPerLine())[:, :image.width() * 3].reshape(
        image.height(), image.width(), 3).copy()


def banner_colour(rgb: np.ndarray) -> tuple[int, int, int]:
    """The colour of the banner's band, along the bottom edge away from its text."""
    return tuple(int(v) for v in rgb[rgb.shape[0] - 3, 5])


@pytest.mark.parametrize("game", GAMES)
def test_every_sample_play_draws_its_board_finished_and_halfway(qapp, capsys, tmp_path, game):
    # Finished on a 1080p screen at 96 pixels an inch; halfway on a 4K 55-inch TV, 121 cm wide.
    for path, over, size, width_cm in ((PLAYS / f"{game}.ttplay.json", True, "1920x1080", None),
                                       (halfway(game, tmp_path), False, "3840x2160", "121")):
        out = LOOK_AT / f"board-{game}-{'over' if over else 'halfway'}-{size}.png"
        args = [str(path), "--table-screen", size, "--out", str(out), "--json"]
        if width_cm:
            args += ["--screen-width-cm", width_cm]
        code, printed, err = run(capsys, *args)
        assert code == 0, err
        answer = json.loads(printed.strip().splitlines()[-1])
        width, height = map(int, size.split("x"))
        assert answer["png"] == str(out) and answer["pixels"] == [width, height]
        scale = width / float(width_cm or width / 96 * 2.54)
        assert answer["cm_to_px"][0][0] == pytest.approx(scale)
        image = QImage(str(out))
        assert (image.width(), image.height()) == (width, height)
        rgb = pixels_rgb8(image)
        back = OVER_BACK if over else BANNER_BACK
        assert banner_colour(rgb) == (back.red(), back.green(), back.blue())
        # The board is drawn: well over a tenth of the picture above the banner is not black.
        above = rgb[: height * 8 // 10]
        assert (above[..., 0].astype(np.uint16) + above[..., 1] + above[..., 2] > 60).mean() > 0.1


def test_the_text_is_sized_in_millimetres_of_the_glass(qapp):
    """Capitals 5 mm high whatever the screen: 5 mm of a 121 cm wide 4K TV, and of a 50.8 cm wide 1080p one."""
    for pixels, width_cm in ((3840, 121.0), (1920, 50.8)):
        px_per_mm = pixels / (width_cm * 10)
        pen = BoardPainter(QPainter(), px_per_mm)
        capital = QFontMetricsF(pen.font(CAPITAL_MM)).capHeight() / px_per_mm
        assert capital == pytest.approx(CAPITAL_MM, abs=0.4)
        assert pen.pen(Qt.GlobalColor.white).widthF() / px_per_mm == pytest.approx(1.0)


@pytest.mark.parametrize("option", [["--corners", "0,0", "10,0", "10,10", "0,10"], ["--rotate", "90"],
                                    ["--centre", "10", "10"], ["--screen-width-cm", "0"],
                                    ["--screen-width-cm", "1e308"], ["--screen-width-cm", "0.001"]])
def test_a_map_option_or_a_bad_width_is_refused_in_one_line(qapp, capsys, tmp_path, option):
    code, _out, err = run(capsys, str(PLAYS / "narcopolis.ttplay.json"), "--table-screen", "1920x1080",
                          "--out", str(tmp_path / "x.png"), *option)
    assert code != 0 and len(err.strip().splitlines()) == 1 and option[0] in err
    assert not (tmp_path / "x.png").exists()


def test_a_broken_play_file_is_refused_in_one_line(qapp, capsys, tmp_path):
    bad = tmp_path / "bad.ttplay.json"
    bad.write_text('{"format": "tabletop-play", "version": 1, "game": "camorra"', encoding="utf-8")
    code, _out, err = run(capsys, str(bad), "--table-screen", "1920x1080", "--out", str(tmp_path / "x.png"))
    assert code != 0 and len(err.strip().splitlines()) == 1 and "bad.ttplay.json" in err


def grab(widget) -> QImage:
    return widget.grab().toImage()


def test_view_table_screen_opens_the_board_follows_the_play_and_blacks_out(qtbot, tmp_path):
    window = shown_main_window(qtbot, QSize(1366, 768))
    copy = tmp_path / "play.ttplay.json"
    shutil.copy(halfway("mafia-story", tmp_path), copy)
    panel = window.open_path(str(copy))
    assert isinstance(panel, TrackerPanel)
    menu = panel.view_button.menu()
    assert [a.text() for a in menu.actions()][0] == "Table screen…"
    menu.open_action.trigger()
    controls = menu.panel
    controls.own_box.setChecked(True)  # offscreen there is one screen: the laptop's
    assert controls.screen_box.count() == len(QGuiApplication.screens())
    controls.open_button.click()
    board_screen = menu.board_screen
    assert board_screen.is_open and controls.open_button.text() == "Close the table screen"
    qtbot.waitExposed(board_screen.window)
    lit = pixels_rgb(grab(board_screen.window))
    assert (lit.sum(axis=2) > 60).mean() > 0.1
    # One click blacks it out; the tab's key lights it again; B on the table screen blacks it out again.
    controls.blackout_button.click()
    assert board_screen.blacked_out and menu.blackout_action.isChecked()
    assert pixels_rgb(grab(board_screen.window)).max() == 0
    window.activateWindow()  # the referee is back on the laptop
    qtbot.waitUntil(window.isActiveWindow)
    panel.setFocus()
    qtbot.keyClick(panel, Qt.Key.Key_B, Qt.KeyboardModifier.ControlModifier)
    assert not board_screen.blacked_out and not controls.blackout_button.isChecked()
    qtbot.keyClick(board_screen.window, Qt.Key.Key_B)
    assert board_screen.blacked_out and controls.blackout_button.isChecked()
    menu.blackout_action.trigger()
    assert not board_screen.blacked_out
    # A step taken back is drawn: the board follows the play.
    before = grab(board_screen.window)
    for _ in range(8):
        window.undo_action.trigger()
    after = grab(board_screen.window)
    assert not np.array_equal(pixels_rgb(before), pixels_rgb(after))
    board = public_board(panel.document.session.game, panel.document.session.state)
    expected = QImage(after.width(), after.height(), QImage.Format.Format_ARGB32_Premultiplied)
    painter = QPainter(expected)
    paint_board(painter, board, (after.width(), after.height()), board_screen.px_per_mm(after.width()))
    painter.end()
    assert np.array_equal(pixels_rgb(after), pixels_rgb(expected))
    board_screen.window.close()
    assert not board_screen.is_open and controls.open_button.text() == "Open on this screen"
