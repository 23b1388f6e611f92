"""`tabletop` checks the libraries Qt's platform plugin needs before it starts Qt, and names the Debian packages
and the command that installs them in one line (the missing library simulated)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from ui.qt_libraries import (COMMON_LIBRARIES, X11_LIBRARIES, missing_message, missing_packages, unreachable_display,
                             unreachable_message)

ROOT = Path(__file__).resolve().parents[2]
MAKEFILE = (ROOT / "Makefile").read_text(encoding="utf-8")


def without(*names: str):
    return lambda library: library not in names


def test_the_x11_plugin_needs_the_xcb_libraries_offscreen_does_not():
    assert missing_packages({"DISPLAY": ":0"}, without("libxcb-cursor.so.0")) == ["libxcb-cursor0"]
    assert missing_packages({"QT_QPA_PLATFORM": "offscreen"}, without("libxcb-cursor.so.0")) == []
    assert missing_packages({"QT_QPA_PLATFORM": "offscreen"}, without("libEGL.so.1")) == ["libegl1"]
    assert missing_packages({"WAYLAND_DISPLAY": "wayland-0", "DISPLAY": ":0"}, without("libxcb-xkb.so.1")) == []
    assert missing_packages({"DISPLAY": ":0"}, lambda _library: True) == []


def test_the_packages_are_the_ones_make_run_installs():
    for package in {**COMMON_LIBRARIES, **X11_LIBRARIES}.values():
        assert package in MAKEFILE


def test_the_message_is_one_line_with_the_install_command():
    line = missing_message(["libxcb-cursor0", "libxcb-icccm4"])
    assert "\n" not in line
    assert line.endswith("install them with: sudo apt-get install libxcb-cursor0 libxcb-icccm4")


def test_the_app_stops_before_qt_with_that_line_when_a_library_is_missing(tmp_path):
    script = ("import sys; from ui import qt_libraries as q\n"
              "q.library_loads = lambda name: name != 'libxcb-cursor.so.0'\n"
              "q.x_display_answers = lambda display: True\n"
              "from ui.launcher import main\n"
              "code = main([])\n"
              "assert 'PySide6.QtWidgets' not in sys.modules\n"
              "sys.exit(code)\n")
    env = {k: v for k, v in os.environ.items() if k not in ("QT_QPA_PLATFORM", "WAYLAND_DISPLAY")}
    env.update(DISPLAY=":99", PYTHONPATH=str(ROOT), XDG_CONFIG_HOME=str(tmp_path))
    done = subprocess.run([sys.executable, "-c", script], env=env, capture_output=True, text=True, timeout=60)
    assert done.returncode == 1, done.stderr
    (line,) = done.stderr.splitlines()
    assert line.startswith("tabletop: Qt cannot start: the Debian packages ") and "libxcb-cursor0" in line
    assert "sudo apt-get install " in line and done.stdout == ""


def test_a_display_is_looked_at_only_where_qt_would_open_its_windows_on_x11():
    assert unreachable_display({"DISPLAY": ":55"}, lambda display: False) == ":55"
    assert unreachable_display({"DISPLAY": ":0"}, lambda display: True) is None
    assert unreachable_display({"DISPLAY": ":55", "WAYLAND_DISPLAY": "wayland-0"}, lambda display: False) is None
    assert unreachable_display({"DISPLAY": ":55", "QT_QPA_PLATFORM": "offscreen"}, lambda display: False) is None
    assert unreachable_display({"DISPLAY": ":55", "QT_QPA_PLATFORM": "xcb"}, lambda display: False) == ":55"
    assert unreachable_display({}, lambda display: False) is None  # no display at all: the launcher says so (qt_libraries.no_display)


def test_a_set_but_unreachable_display_is_one_line_before_qt(tmp_path):
    """``DISPLAY=:55 tabletop`` aborted (exit 134) with Qt blaming libxcb-cursor0: no X server answers at :55 here
    (none is started by the tests), and the app says so before Qt is loaded."""
    script = ("import sys\nfrom ui.launcher import main\ncode = main([])\n"
              "assert 'PySide6.QtWidgets' not in sys.modules\nsys.exit(code)\n")
    env = {k: v for k, v in os.environ.items() if k not in ("QT_QPA_PLATFORM", "WAYLAND_DISPLAY", "LANGUAGE",
                                                            "LC_ALL", "LC_MESSAGES")}
    env.update(DISPLAY=":55", PYTHONPATH=str(ROOT), XDG_CONFIG_HOME=str(tmp_path), LANG="fr_FR.UTF-8")
    done = subprocess.run([sys.executable, "-c", script], env=env, capture_output=True, text=True, timeout=60)
    assert done.returncode == 1, done.stderr
    (line,) = done.stderr.splitlines()
    assert line.startswith("tabletop\u00a0: l'affichage «\u00a0:55\u00a0» est injoignable"), line
    assert "xvfb-run -a tabletop" in line
    assert "libxcb" not in line and done.stdout == ""


def test_the_lines_said_before_qt_are_one_line_each():
    assert "\n" not in unreachable_message(":55")
