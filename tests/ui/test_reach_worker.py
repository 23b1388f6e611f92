"""The move reach searched off the UI thread: latest wins, and the overlay never shows a reach older than the one
it shows (asked fast, with a search slower than the asks, as a figure dropped again and again)."""

from __future__ import annotations

import json
import time

import pytest
import shapely
import shiboken6
from PySide6.QtCore import QRunnable

import ui.map.reach_worker as reach_worker
from tabletop.geometry.movement import paths_from, reach
from tabletop.scenario import parse_scenario
from tabletop.scenario.edits import move_features
from ui.document import ScenarioDocument
from ui.map.editor import MapEditor
from ui.map.overlays import OverlayController
from ui.map.reach_worker import ReachAnswer, ReachWorker
from tests.ui.test_overlays import DOC

SEARCH_S = 0.02  # each search made slower than the asks come


@pytest.fixture
def slow_search(monkeypatch):
    def slow(*args, **kwargs):
        time.sleep(SEARCH_S)
        return paths_from(*args, **kwargs)

    monkeypatch.setattr(reach_worker, "paths_from", slow)


@pytest.fixture
def editor(qtbot) -> MapEditor:
    editor = MapEditor(ScenarioDocument(parse_scenario(json.dumps(DOC))))
    qtbot.addWidget(editor)
    editor.resize(900, 700)
    return editor


def test_asks_made_while_one_runs_give_way_to_the_last(editor, slow_search, qtbot) -> None:
    worker = ReachWorker()
    model = OverlayController(editor).base_model
    answers: list[ReachAnswer] = []
    worker.answered.connect(answers.append)
    serials = [worker.ask(("boss", cm), model, "boss", float(cm)) for cm in range(5, 25)]
    assert worker.busy
    qtbot.waitUntil(lambda: not worker.busy, timeout=5000)
    delivered = [a.serial for a in answers]
    assert delivered == sorted(set(delivered))  # in the order asked, none twice
    assert delivered[0] == serials[0] and delivered[-1] == serials[-1]  # the first ran, the last won
    assert len(delivered) < len(serials)  # the asks in between gave way
    last = answers[-1]
    assert last.key == ("boss", 24) and shapely.equals(last.area, reach(model, "boss", 24.0).area)


def test_a_figure_dropped_fast_never_shows_an_older_reach(editor, slow_search, qtbot) -> None:
    overlays = OverlayController(editor)
    editor.scene.select_ids(["boss"])
    overlays.settled()
    asked: list[tuple[float, float]] = []  # the figure's start, in the order the reach was asked for it
    shown: list[tuple[float, float]] = []  # the start of each reach the overlay took, in order
    worker = overlays.reach_worker
    ask = worker.ask

    def recording_ask(key, model, figure_id, move_cm):
        asked.append(key[1][1:3])
        return ask(key, model, figure_id, move_cm)

    worker.ask = recording_ask
    take = overlays.figure_overlay.take_reach

    def recording_take(answer):
        shown.append(answer.key[1][1:3])
        take(answer)

    overlays.figure_overlay.take_reach = recording_take
    for step in range(12):  # drop after drop, faster than a search
        editor.push(move_features(editor.document.scenario, ["boss"], 0.5, 0.25 if step % 2 else -0.25, "Move"))
        state = overlays.refresh()
        assert state.reach_area is not None  # the last reach found stays on screen meanwhile
        assert state.path is None or state.reach_current
        qtbot.wait(3)
    qtbot.waitUntil(lambda: overlays.idle, timeout=5000)
    assert len(asked) == 12 and shown
    order = [asked.index(start) for start in shown]
    assert order == sorted(order) and len(set(order)) == len(order)  # never an older one after a newer one
    end = editor.document.scenario["boss"].geometry.points()[0]
    assert shown[-1] == end == asked[-1]
    state = overlays.refresh()
    assert state.reach_current and shapely.equals(state.reach_area, reach(overlays.base_model, "boss", 15.0).area)


def test_a_search_run_and_deleted_by_the_pool_leaves_no_python_wrapper_behind(editor, qtbot, monkeypatch) -> None:
    """The pool deletes each runnable once run: PySide must hear of it, or the next Qt object made at that address
    comes back to Python as the dead runnable (a QAction of the View menu once did: 'QRunnable' object has no
    attribute 'setCheckable')."""
    worker = ReachWorker()
    handed: list[QRunnable] = []
    start = worker._pool.start

    def keep(runnable: QRunnable) -> None:
        handed.append(runnable)
        start(runnable)

    monkeypatch.setattr(worker._pool, "start", keep)
    model = OverlayController(editor).base_model
    for cm in (10, 15):
        worker.ask(("boss", cm), model, "boss", float(cm))
        worker.settle()
    assert len(handed) == 2
    assert not any(shiboken6.isValid(runnable) for runnable in handed)
