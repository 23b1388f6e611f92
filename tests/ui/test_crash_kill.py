"""A real app process killed with SIGKILL in the middle of a game, twenty times at random moments (a random number
of events on, then a random moment into the next, or during start-up): each time the journal restores exactly the
game that was on screen, losing at most the event being applied, and the next run restores it and plays on."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Callable

import pytest

from tabletop.games.peur_sur_la_ville.play import load_game
from ui.map import recovery
from ui.modules import panel_modules
from ui.settings import APPLICATION, ORGANIZATION

ROOT = Path(__file__).resolve().parents[2]
SAMPLE_GAME = ROOT / "tabletop" / "samples" / "games" / "bank-job.ttgame.json"
KILLS = 20


def start_fork_server(tmp_path: Path) -> tuple[subprocess.Popen, list[str], threading.Thread]:
    """The app imported once (``crash_app.py --fork-server``); each line sent starts a run as a process of its own."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "XDG_DATA_HOME": str(tmp_path / "data"),
           "XDG_CONFIG_HOME": str(tmp_path / "config"), "PYTHONPATH": str(ROOT)}
    process = subprocess.Popen([sys.executable, str(ROOT / "tests" / "ui" / "crash_app.py"), "--fork-server"],
                               env=env, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                               text=True)
    lines: list[str] = []
    reader = threading.Thread(target=lambda: lines.extend(line.strip() for line in iter(process.stdout.readline, "")),
                              daemon=True)
    reader.start()
    return process, lines, reader


def wait_for(lines: list[str], since: int, prefix: str, timeout: float = 60,
             until: Callable[[list[str]], bool] | None = None) -> str:
    """The first line since ``since`` starting with ``prefix`` (or, with ``until``, the last line once ``until``
    holds for the lines so far)."""
    started = time.monotonic()
    while time.monotonic() - started < timeout:
        run = lines[since:]
        if until is not None and until(run):
            return run[-1] if run else ""
        found = [line for line in run if line.startswith(prefix)]
        if until is None and found:
            return found[0]
        time.sleep(0.002)
    raise AssertionError(f"no {prefix!r} within {timeout} s: {lines[since:]}")


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
    server, lines, reader = start_fork_server(tmp_path)
    try:
        for kill in range(KILLS):
            since = len(lines)
            server.stdin.write("run\n")
            server.stdin.flush()
            pid = int(wait_for(lines, since, "pid ").split()[1])
            if rng.random() < 0.1:  # now and then, a kill while the app is still starting
                time.sleep(rng.uniform(0.0, 0.3))
            else:  # else a few events on, and a moment into the next one: the moment follows the app's progress,
                # not the clock, so a loaded machine kills it just as far into the game
                target = rng.randint(on_disk, on_disk + 6)
                wait_for(lines, since, "", until=lambda run: "done" in run or accepted(run, -1) >= target)
                time.sleep(rng.uniform(0.0, 0.02))
            os.kill(pid, signal.SIGKILL)
            assert wait_for(lines, since, f"exit {pid} ") == f"exit {pid} {-signal.SIGKILL}"
            run = lines[since:]
            shown = accepted(run, on_disk)
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
            if "done" in run:  # the whole sample replayed: the next run starts a new game
                item.discard()
                on_disk = 0
    finally:
        server.stdin.close()
        server.wait(30)
        reader.join(5)
    assert str(recovery.recovery_dir()).startswith(str(data_home))
    print("restored after each kill:", restored_counts)
    # The kills fell in the middle of play, not only at start-up: the game moved on between most of them.
    assert sum(b > a for a, b in zip([0, *restored_counts], restored_counts)) >= KILLS // 2
