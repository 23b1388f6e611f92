"""A guard against a reference-count bug of PySide6 6.12 on CPython 3.11.

There, every call of a Qt method that returns nothing (``QPainter.drawLine``, ``QPointF.setX``,
``QGraphicsItem.setPos``...) drops one reference to ``None`` without having taken it. After a few
thousand calls the count reaches zero and CPython aborts with "Fatal Python error: none_dealloc",
taking the export or the benchmark down with it. CPython 3.12 made ``None`` immortal, which is why
the bindings no longer count it; the guard gives 3.11 the same immortality by raising the count
once, far above anything a session can drop.
"""

from __future__ import annotations

import ctypes
import sys

# 2**60 references: more void calls than a process can make, and far from the Py_ssize_t limit.
_HEADROOM = 1 << 60


def guard_none_refcount() -> None:
    """Make ``None`` effectively immortal on CPython < 3.12 (a no-op where it already is)."""
    if sys.version_info >= (3, 12) or sys.implementation.name != "cpython":
        return
    refcount = ctypes.c_ssize_t.from_address(id(None))  # ob_refcnt is the first field of every object
    if refcount.value < _HEADROOM:
        refcount.value += _HEADROOM
