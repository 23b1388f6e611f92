"""The scenario map editor: a scene in centimetres, its view, tools and panels."""

import ctypes
import sys

from ui.export.none_guard import guard_none_refcount

# 2**60 references: more than a process can drop, far from the Py_ssize_t limit.
_BOOL_HEADROOM = 1 << 60


def _guard_bool_refcounts() -> None:
    """On CPython 3.11, PySide6 6.12's ``Signal.emit`` returns True or False without taking a
    reference; the editor emits on every edit and pointer move, so after some thousands of them
    CPython aborts with "bool_dealloc". Raise both counts once, as the None guard does for None."""
    if sys.version_info >= (3, 12) or sys.implementation.name != "cpython":
        return
    for value in (True, False):
        refcount = ctypes.c_ssize_t.from_address(id(value))
        if refcount.value < _BOOL_HEADROOM:
            refcount.value += _BOOL_HEADROOM


# The editor makes thousands of Qt calls that return nothing (dropping a reference to None, see
# ui/export/none_guard.py) and emits signals on every edit: guard before any of them runs.
guard_none_refcount()
_guard_bool_refcounts()
