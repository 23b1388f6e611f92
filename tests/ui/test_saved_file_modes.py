"""The app's own save paths (exports, the game's text log, Save in the shell) give files the user's umask, and
opening a file removes what a save killed midway left beside it."""

from __future__ import annotations

import os
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from tabletop.printing import plan_print
from tabletop.scenario import load_scenario
from ui.document import ScenarioDocument
from ui.export.image import table_png, table_svg
from ui.export.pdf import table_pdf
from ui.games.peur_sur_la_ville.document import GameDocument
from ui.map.scene import ScenarioScene
from ui.shell.main_window import MainWindow

ROOT = Path(__file__).resolve().parents[2]
SAMPLE_MAP = ROOT / "tabletop" / "samples" / "church-square.geojson"
SAMPLE_GAME = ROOT / "tabletop" / "samples" / "games" / "bank-job.ttgame.json"


@pytest.fixture(autouse=True)
def isolated(settings_dir):
    old = os.umask(0o022)
    yield
    os.umask(old)


def mode(path: Path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


def test_png_svg_pdf_exports_and_the_text_log_are_0644(qapp, tmp_path):
    scene = ScenarioScene(ScenarioDocument(load_scenario(SAMPLE_MAP)))
    table_png(scene, tmp_path / "t.png", px_per_cm=2)
    table_svg(scene, tmp_path / "t.svg")
    table_pdf(scene, tmp_path / "t.pdf", plan_print(120.0, 90.0))
    GameDocument.open(str(SAMPLE_GAME)).export_log(str(tmp_path / "log.txt"))
    names = ["t.png", "t.svg", "t.pdf", "log.txt"]
    assert {n: mode(tmp_path / n) for n in names} == {n: 0o644 for n in names}
    assert not [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]


def test_saving_a_map_and_a_game_from_the_shell_gives_0644(qtbot, tmp_path):
    window = MainWindow()
    qtbot.addWidget(window)
    for sample, name in ((SAMPLE_MAP, "map.geojson"), (SAMPLE_GAME, "game.ttgame.json")):
        panel = window.open_path(str(sample))
        assert window._write(panel, str(tmp_path / name))
        assert mode(tmp_path / name) == 0o644


def test_opening_a_file_removes_what_a_killed_save_left_beside_it(qtbot, tmp_path):
    target = tmp_path / "church.geojson"
    target.write_bytes(SAMPLE_MAP.read_bytes())
    child = subprocess.Popen([sys.executable, "-c", "pass"])
    child.wait()
    leftover = tmp_path / f".church.geojson.{child.pid}.k2j4h5g6.tmp"
    leftover.write_text('{"type": "Feature')
    window = MainWindow()
    qtbot.addWidget(window)
    assert window.open_path(str(target)) is not None
    assert not leftover.exists()


def test_the_status_bar_names_the_work_opened_by_its_title(qtbot, tmp_path):
    """Issue 38: the status bar said « /home/…/bank-job.ttgame.json ouvert », a path where the tab says the work's
    title; in French the sentence agreed with nothing."""
    window = MainWindow()
    qtbot.addWidget(window)
    panel = window.open_path(str(SAMPLE_GAME))
    assert window.statusBar().currentMessage() == f"Opened {panel.document.title}"
    assert str(SAMPLE_GAME) not in window.statusBar().currentMessage() and panel.document.title
