"""The move reach searched off the UI thread, latest wins.

The reach (``tabletop.geometry.movement.paths_from``: every shortest path from a figure within its move, and
the area they cover) is the slowest overlay: 5 ms on the club table, 15 on the stress table. It changes only
when the move's start does (a selection, a drop, an edit), and the frame that asks for it should not wait for
it: ``ReachWorker.ask`` hands it to one worker thread and returns at once; the overlay keeps showing the last
answer it has until the new one arrives (``answered``, in the UI thread), a few milliseconds later.

Latest wins: one search runs at a time, and the asks made meanwhile replace each other, so only the last one
is searched next; answers come in the order they were asked (``serial`` grows), and an answer older than one
already delivered is never delivered.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Hashable

import shapely
from PySide6.QtCore import QCoreApplication, QEvent, QObject, QRunnable, QThreadPool, Signal

from tabletop.geometry import GeometryError, TableModel
from tabletop.geometry.movement import PathTree, paths_from


@dataclass(frozen=True, slots=True)
class ReachAnswer:
    """A finished search: for which ask (``serial``, ``key``), the paths and their area (prepared), or why not."""

    serial: int
    key: Hashable
    paths: PathTree | None
    area: shapely.Geometry | None
    problem: str = ""


@dataclass(frozen=True, slots=True)
class _Ask:
    serial: int
    key: Hashable
    model: TableModel
    figure_id: str
    move_cm: float


def search(key: Hashable, model: TableModel, figure_id: str, move_cm: float, serial: int = 0) -> ReachAnswer:
    """The core's search for one ask (in the worker thread, or in the caller's when there is no worker)."""
    try:
        paths = paths_from(model, figure_id, move_cm)
        area = paths.reach().area
    except GeometryError as exc:
        return ReachAnswer(serial, key, None, None, str(exc))
    shapely.prepare(area)  # tested against the pointer on every move
    return ReachAnswer(serial, key, paths, area)


class _Search(QRunnable):
    """One search for the pool, which deletes it once run. A Python subclass, not ``QRunnable.create``: PySide
    hears of a subclass's deletion, while the wrapper of a created runnable stayed registered at its freed address,
    and the next object Qt made there (a menu's QAction) came back to Python as that dead QRunnable."""

    def __init__(self, work: Callable[[], None]):
        super().__init__()
        self._work = work

    def run(self) -> None:
        self._work()


class ReachWorker(QObject):
    """Searches reaches in a thread of its own; ``answered(ReachAnswer)`` is emitted in the UI thread."""

    answered = Signal(object)
    _finished = Signal(object)  # emitted from the worker thread: queued to this object's (the UI) thread

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._serial = 0
        self._running: _Ask | None = None
        self._next: _Ask | None = None  # the latest ask made while one runs; any earlier one is dropped
        self._delivered = 0  # the serial of the last answer delivered
        self._finished.connect(self._on_finished)

    def ask(self, key: Hashable, model: TableModel, figure_id: str, move_cm: float) -> int:
        """Search the reach of ``figure_id`` on ``model`` for ``move_cm``; returns the ask's serial."""
        self._serial += 1
        ask = _Ask(self._serial, key, model, figure_id, move_cm)
        if self._running is None:
            self._start(ask)
        else:
            self._next = ask
        return ask.serial

    @property
    def busy(self) -> bool:
        """A search runs or waits, or its answer is on its way."""
        return self._running is not None or self._next is not None

    def _start(self, ask: _Ask) -> None:
        self._running = ask

        def run() -> None:
            answer = search(ask.key, ask.model, ask.figure_id, ask.move_cm, ask.serial)
            try:
                self._finished.emit(answer)
            except RuntimeError:  # the window closed while it searched: the worker is gone, nobody waits
                pass

        self._pool.start(_Search(run))

    def _on_finished(self, answer: ReachAnswer) -> None:
        self._running = None
        waiting, self._next = self._next, None
        if waiting is not None:
            self._start(waiting)
        if answer.serial > self._delivered:
            self._delivered = answer.serial
            self.answered.emit(answer)

    def settle(self) -> None:
        """Wait until every ask is answered and its answer delivered (tests, the benchmark, a render)."""
        while self.busy:
            self._pool.waitForDone()
            QCoreApplication.sendPostedEvents(self, QEvent.Type.MetaCall.value)
