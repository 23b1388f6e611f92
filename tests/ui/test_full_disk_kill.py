"""Issue 36: a disk that fills during a game, is freed, and then the app is killed. Before, the journal stopped for
good at the first refused write (12 events applied, 6 restored); now every event applied is restored. A real app
process (``full_disk_app.py``) plays the sample game on a small tmpfs of its own, killed with SIGKILL."""

from __future__ import annotations

import os
import queue
import signal
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from tabletop.games.peur_sur_la_ville.play import load_game
from ui.modules import panel_modules
from ui.settings import APPLICATION, ORGANIZATION

ROOT = Path(__file__).resolve().parents[2]
SAMPLE_GAME = ROOT / "tabletop" / "samples" / "games" / "bank-job.ttgame.json"


@pytest.fixture
def app_names(qapp, settings_dir):
    """The app's own names, so this process finds the recovery folder the killed app wrote in."""
    names = qapp.organizationName(), qapp.applicationName()
    qapp.setOrganizationName(ORGANIZATION)
    qapp.setApplicationName(APPLICATION)
    yield
    qapp.setOrganizationName(names[0])
    qapp.setApplicationName(names[1])


class App:
    """The app's process and the lines it prints, read by a thread so that a silent app fails the test, not hangs it."""

    def __init__(self, env: dict[str, str]):
        self.process = subprocess.Popen([sys.executable, str(ROOT / "tests" / "ui" / "full_disk_app.py")], env=env,
                                        stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                                        text=True)
        self.lines: queue.Queue[str] = queue.Queue()
        threading.Thread(target=lambda: [self.lines.put(line) for line in self.process.stdout], daemon=True).start()

    def read(self, after: str) -> list[str]:
        try:
            return self.lines.get(timeout=60).split()
        except queue.Empty:
            raise AssertionError(f"the app stopped answering after {after!r}") from None

    def ask(self, line: str) -> list[str]:
        self.process.stdin.write(line + "\n")
        self.process.stdin.flush()
        return self.read(line)


def test_a_disk_filled_then_freed_then_a_kill_restores_every_event(app_names, small_disk, tmp_path):
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "XDG_DATA_HOME": str(tmp_path / "data"),
           "XDG_CONFIG_HOME": str(tmp_path / "config"), "XDG_CACHE_HOME": str(tmp_path / "cache"),
           "PYTHONPATH": str(ROOT)}
    app = App(env)
    try:
        assert app.read("start") == ["ready"]
        assert app.ask("apply 4") == ["applied", "4", "0"]
        small_disk.fill()
        _, count, shown = app.ask("until-warning")  # warned at once
        assert shown == "1"
        _, count, shown = app.ask("apply 3")  # the game goes on in memory
        assert shown == "1"
        small_disk.free()
        assert app.ask("kept") == ["kept", count]  # written whole again with no step of the referee's
        _, count, shown = app.ask("apply 4")
        assert shown == "0"
    finally:
        app.process.send_signal(signal.SIGKILL)
        app.process.wait(30)
    applied = int(count)
    (module,) = [m for m in panel_modules() if m.core_id == "peur-game"]
    (item,) = module.find_recoverables()
    restored = item.restore().session
    sample = load_game(SAMPLE_GAME)
    assert len(restored.events) == applied and restored.events == sample.events[:applied]
    assert restored.state == sample.state_at(applied)
