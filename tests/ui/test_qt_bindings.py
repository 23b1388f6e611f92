"""The Qt bindings keep reference counts straight (PySide6 6.12.0 on CPython 3.11 does not)."""

import sys

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QGraphicsRectItem


class _Emitter(QObject):
    fired = Signal(int)


def test_void_calls_and_signal_emits_do_not_drop_references(qapp):
    item = QGraphicsRectItem(0, 0, 1, 1)
    emitter = _Emitter()
    none_before, true_before, false_before = (sys.getrefcount(v) for v in (None, True, False))
    for i in range(5000):
        item.setPos(i, i)  # returns None
        emitter.fired.emit(i)  # returns a bool
        item.isVisible()
    assert sys.getrefcount(None) - none_before >= -10
    assert sys.getrefcount(True) - true_before >= -10
    assert sys.getrefcount(False) - false_before >= -10
