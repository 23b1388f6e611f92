"""Qt is started with the app's environment (``ui.shell.qt_environment``): a big translucent fill is painted by the
thread that paints, not handed to Qt's pool of threads (which tripled its CPU on a laptop's cores)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from ui.shell.qt_environment import QT_ENVIRONMENT, prepare_qt_environment

ROOT = Path(__file__).resolve().parents[2]

# Fills a star of many spikes (dozens of spans a row, as what a figure sees) over a 1920 x 1080 picture, translucent,
# a hundred and fifty times, then prints the CPU seconds of the painting thread and of all the others (Linux's /proc).
FILLS = r"""
import json, math, os, sys, threading
sys.path.insert(0, sys.argv[1])
if sys.argv[2] == "app":
    from ui.shell.qt_environment import prepare_qt_environment
    prepare_qt_environment(os.environ)
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QGuiApplication, QImage, QPainter, QPolygonF

def cpu() -> dict[str, float]:
    ticks = os.sysconf("SC_CLK_TCK")
    out = {}
    for tid in os.listdir("/proc/self/task"):
        fields = open(f"/proc/self/task/{tid}/stat").read().rsplit(")", 1)[1].split()
        out[tid] = (int(fields[11]) + int(fields[12])) / ticks
    return out

app = QGuiApplication(["fills"])
image = QImage(1920, 1080, QImage.Format.Format_ARGB32_Premultiplied)
image.fill(QColor(200, 200, 190))
star = QPolygonF([QPointF(960 + (900 if k % 2 else 300) * math.cos(k * math.pi / 60),
                          540 + (900 if k % 2 else 300) * math.sin(k * math.pi / 60)) for k in range(120)])
painter = QPainter(image)
painter.setPen(Qt.PenStyle.NoPen)
painter.setBrush(QColor(255, 244, 170, 70))
before = cpu()
for _ in range(150):
    painter.drawPolygon(star)
after = cpu()
painter.end()
main = str(threading.get_native_id())
print(json.dumps({"painter": after[main] - before[main],
                  "others": sum(t - before.get(tid, 0.0) for tid, t in after.items() if tid != main)}))
"""


def test_the_environment_is_set_where_the_user_left_it_unset() -> None:
    environ = {"QT_QPA_PLATFORM": "offscreen"}
    prepare_qt_environment(environ)
    assert environ == {"QT_QPA_PLATFORM": "offscreen", **QT_ENVIRONMENT}
    chosen = {name: "0" for name in QT_ENVIRONMENT}
    prepare_qt_environment(chosen)
    assert chosen == {name: "0" for name in QT_ENVIRONMENT}  # a value the user chose stays
    assert os.environ["QT_NO_GUI_THREADPOOL"] == "1"  # the tests paint as the app does (tests/conftest.py)


def fills_cpu(how: str) -> dict[str, float]:
    environ = {name: value for name, value in os.environ.items() if name not in QT_ENVIRONMENT}
    done = subprocess.run([sys.executable, "-c", FILLS, str(ROOT), how],
                          env={**environ, "QT_QPA_PLATFORM": "offscreen"}, capture_output=True, text=True, timeout=120,
                          check=True)
    return json.loads(done.stdout.strip().splitlines()[-1])


@pytest.mark.skipif(not Path("/proc/self/task").is_dir(), reason="reads each thread's CPU time from Linux's /proc")
def test_a_big_translucent_fill_is_painted_by_the_painting_thread_alone() -> None:
    """Qt as the app starts it: the other threads spend next to nothing while the fills are painted. Qt left as it
    comes (the same fills, in a process without the app's environment) hands them to its pool, whose threads then
    spend more than the painting thread itself: the check that this test can see the difference."""
    app = fills_cpu("app")
    assert app["painter"] > 0.05
    assert app["others"] <= 0.1 * app["painter"]
    pooled = fills_cpu("bare")
    assert pooled["others"] > 0.5 * pooled["painter"]
