"""Before Qt starts: are the system libraries its platform plugin needs there? On a desktop without them Qt dies
with its raw « xcb-cursor0 » message; the app says instead, in one line, which Debian packages to install and the
command that does it (the same lists as the Makefile's ``make run``). Imports no Qt: it runs before Qt is loaded."""

from __future__ import annotations

import ctypes
import sys
from typing import Callable, Mapping

# Shared library -> the Debian package that ships it; the lists match QT_DEBS_OFFSCREEN and QT_DEBS_X11.
COMMON_LIBRARIES = {
    "libglib-2.0.so.0": "libglib2.0-0", "libEGL.so.1": "libegl1", "libGL.so.1": "libgl1",
    "libxkbcommon.so.0": "libxkbcommon0", "libfontconfig.so.1": "libfontconfig1", "libdbus-1.so.3": "libdbus-1-3",
}
X11_LIBRARIES = {
    "libxcb-cursor.so.0": "libxcb-cursor0", "libxcb-icccm.so.4": "libxcb-icccm4", "libxcb-image.so.0": "libxcb-image0",
    "libxcb-keysyms.so.1": "libxcb-keysyms1", "libxcb-render-util.so.0": "libxcb-render-util0",
    "libxcb-shape.so.0": "libxcb-shape0", "libxcb-util.so.1": "libxcb-util1", "libxcb-xkb.so.1": "libxcb-xkb1",
    "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
}


def library_loads(name: str) -> bool:
    """True when the dynamic loader finds and loads ``name`` (as Qt's plugin would)."""
    try:
        ctypes.CDLL(name)
    except OSError:
        return False
    return True


def missing_packages(environ: Mapping[str, str], loads: Callable[[str], bool] | None = None) -> list[str]:
    """The Debian packages whose libraries the chosen Qt platform needs and the loader cannot find (Linux only);
    ``loads`` defaults to ``library_loads``."""
    loads = loads or library_loads
    if not sys.platform.startswith("linux"):
        return []
    platform = environ.get("QT_QPA_PLATFORM", "")
    needed = dict(COMMON_LIBRARIES)
    if platform.startswith("xcb") or (not platform and environ.get("DISPLAY") and not environ.get("WAYLAND_DISPLAY")):
        needed.update(X11_LIBRARIES)
    return sorted({package for library, package in needed.items() if not loads(library)})


def missing_message(packages: list[str]) -> str:
    """The one line printed instead of starting Qt."""
    return (f"tabletop: Qt cannot start: the Debian packages {', '.join(packages)} are missing; install them with: "
            f"sudo apt-get install {' '.join(packages)}")
