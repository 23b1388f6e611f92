"""A real app process killed with SIGKILL in the middle of a game, twenty times at random moments: each time the
journal restores exactly the game that was on screen, losing at most the event being applied, and the next run
restores it and plays on."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from tabletop.games.peur_sur_la_ville.play import load_game
from ui.map import recovery
from ui.modules import panel_modules
from ui.shell.settings import APPLICATION, ORGANIZATION

ROOT = Path(__file__).resolve().parents[2]
SAMPLE_GAME = ROOT / "tabletop" / "samples" / "games" / "bank-job.ttgame.json"
KILLS = 20


def start_app(tmp_path: Path) -> tuple[subprocess.Popen, list[str], threading.Thread]:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "XDG_DATA_HOME": str(tmp_path / "data"),
           "XDG_CONFIG_HOME": str(tmp_path / "config"), "PYTHONPATH": str(ROOT)}
    process = subprocess.Popen([sys.executable, str(ROOT / "tests" / "ui" / "crash_app.py")], env=env,
                               stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    lines: list[str] = []
    reader = threading.Thread(target=lambda: lines.extend(line.strip() for line in iter(process.stdout.readline, "")),
                              daemon=True)
    reader.start()
    return process, lines, reader


def accepted(lines: list[str], before: int) -> int:
    """The events the killed app had accepted (reported once applied)."""
    counts = [int(line.split()[1]) for line in lines if line.startswith(("applied", "ready"))]
    return max(counts, default=before)


@pytest.fixture
def data_home(qapp, settings_dir, tmp_path) -> Path:
    """The app's own names, so this process finds the recovery folder the killed app wrote in."""
    names = qapp.organizationName(), qapp.applicationName()
    qapp.setOrganizationName(ORGANIZATION)
    qapp.setApplicationName(APPLICATION)
    yield tmp_path / "data"
    qapp.setOrganizationName(names[0])
    qapp.setApplicationName(names[1])


def test_twenty_kills_at_random_moments_lose_at_most_the_event_being_applied(data_home, tmp_path):
    sample = load_game(SAMPLE_GAME)
    (module,) = [m for m in panel_modules() if m.core_id == "peur-game"]
    rng = random.Random(20)
    on_disk = 0
    restored_counts = []
    for kill in range(KILLS):
        process, lines, reader = start_app(tmp_path)
        started = time.monotonic()
        while not any(line.startswith("ready") for line in lines) and time.monotonic() - started < 60:
            time.sleep(0.01)
            if rng.random() < 0.002:  # now and then, a kill while the app is still starting
                break
        time.sleep(rng.uniform(0.0, 0.6))
        process.send_signal(signal.SIGKILL)
        process.wait()
        reader.join(5)
        assert process.returncode == -signal.SIGKILL
        shown = accepted(lines, on_disk)
        found = module.find_recoverables()
        if shown == 0:
            assert len(found) <= 1
            if not found:
                continue
        (item,) = found
        restored = item.restore().session
        count = len(restored.events)
        assert shown <= count <= shown + 1, f"kill {kill}: {shown} shown, {count} restored"
        assert restored.events == sample.events[:count]
        assert restored.state == sample.state_at(count)  # figures, states, wounds, markers, bavures
        assert restored.log_lines == sample.log_lines[:count]
        events = "1 event" if count == 1 else f"{count} events"  # as the recovery dialog says it
        assert item.detail.endswith(events) and item.detail.startswith(f"turn {restored.state.turn}")
        on_disk = count
        restored_counts.append(count)
        if "done" in lines:  # the whole sample replayed: the next run starts a new game
            item.discard()
            on_disk = 0
    assert str(recovery.recovery_dir()).startswith(str(data_home))
    print("restored after each kill:", restored_counts)
    # The kills fell in the middle of play, not only at start-up: the game moved on between most of them.
    assert sum(b > a for a, b in zip([0, *restored_counts], restored_counts)) >= KILLS // 2
