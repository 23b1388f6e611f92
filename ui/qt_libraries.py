"""Before Qt starts: can its platform plugin reach the X display, and are the system libraries it needs there? On a
desktop without them Qt dies with its raw « xcb-cursor0 » message, and with a set but unreachable ``DISPLAY`` it
aborts blaming that same library; the app says instead, in one line, that the display cannot be reached, or which
Debian packages to install and the command that does it (the same lists as the Makefile's ``make run``). Imports no
Qt: it runs before Qt is loaded, so its lines are the core's (gettext) rather than Qt's translations."""

from __future__ import annotations

import ctypes
import sys
from typing import Callable, Mapping

from tabletop.i18n import _

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


def uses_x11(environ: Mapping[str, str]) -> bool:
    """Whether Qt will open its windows on an X display (xcb): chosen, or the default with DISPLAY set and no
    Wayland."""
    platform = environ.get("QT_QPA_PLATFORM", "")
    return platform.startswith("xcb") or (not platform and bool(environ.get("DISPLAY"))
                                          and not environ.get("WAYLAND_DISPLAY"))


def x_display_answers(display: str) -> bool:
    """True when an X server accepts a connection to ``display`` (as Qt's xcb plugin will ask); True as well when
    libxcb itself is missing, which ``missing_packages`` then names."""
    try:
        xcb = ctypes.CDLL("libxcb.so.1")
    except OSError:
        return True
    xcb.xcb_connect.restype = ctypes.c_void_p
    xcb.xcb_connect.argtypes = [ctypes.c_char_p, ctypes.POINTER(ctypes.c_int)]
    xcb.xcb_connection_has_error.argtypes = [ctypes.c_void_p]
    xcb.xcb_disconnect.argtypes = [ctypes.c_void_p]
    connection = xcb.xcb_connect(display.encode(errors="surrogateescape"), None)
    try:
        return xcb.xcb_connection_has_error(connection) == 0
    finally:
        xcb.xcb_disconnect(connection)  # a failed connection is still an object to free


def no_display(environ: Mapping[str, str]) -> bool:
    """True on Linux when there is no screen for a window and no Qt platform was chosen (Qt would abort with a core
    dump and a plugin list)."""
    return sys.platform.startswith("linux") and not any(
        environ.get(name) for name in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"))


def no_display_message() -> str:
    """The one line printed instead of starting Qt where there is no display at all."""
    return _("tabletop: no display found (DISPLAY and WAYLAND_DISPLAY are unset). Run it from a desktop session, or "
             "on a server with: xvfb-run -a tabletop FILE")


def unreachable_display(environ: Mapping[str, str], answers: Callable[[str], bool] | None = None) -> str | None:
    """The X display Qt would open its windows on when no X server answers there (``DISPLAY=:55`` with nothing at
    :55), else None; ``answers`` defaults to ``x_display_answers``. The platform given by ``-platform`` on the
    command line is not looked at: Qt says itself what is wrong with it."""
    if not sys.platform.startswith("linux") or not uses_x11(environ):
        return None
    display = environ.get("DISPLAY", "")
    return None if (answers or x_display_answers)(display) else display


def unreachable_message(display: str) -> str:
    """The one line printed instead of starting Qt on a display no X server answers at."""
    return _("tabletop: the display « {display} » cannot be reached (no X server answers there: DISPLAY is set, but "
             "its desktop session may be closed). Run it from a desktop session, or on a server with: xvfb-run -a "
             "tabletop FILE").format(display=display)


def missing_packages(environ: Mapping[str, str], loads: Callable[[str], bool] | None = None) -> list[str]:
    """The Debian packages whose libraries the chosen Qt platform needs and the loader cannot find (Linux only);
    ``loads`` defaults to ``library_loads``."""
    loads = loads or library_loads
    if not sys.platform.startswith("linux"):
        return []
    needed = dict(COMMON_LIBRARIES)
    if uses_x11(environ):
        needed.update(X11_LIBRARIES)
    return sorted({package for library, package in needed.items() if not loads(library)})


def missing_message(packages: list[str]) -> str:
    """The one line printed instead of starting Qt."""
    return _("tabletop: Qt cannot start: the Debian packages {packages} are missing; install them with: sudo apt-get "
             "install {command}").format(packages=", ".join(packages), command=" ".join(packages))
