"""A document with undo steps is freed as soon as its last reference goes, and the view holding that reference
goes with it cleanly.

Both failed before: each undo command held its document, so the document, its stack and its commands made a cycle
only Python's collector freed, in an order of its own (a segmentation fault in ``QUndoStack::clear``); and once that
cycle was cut, a view listening to the stack's ``cleanChanged`` was called on nothing as the stack went with the
document its own attributes held (a segmentation fault in PySide's signal manager). These tests run with the
collector off, so that only reference counts free anything.
"""

from __future__ import annotations

import gc
import json
import weakref

import pytest
from PySide6.QtWidgets import QWidget

from tabletop.games.interface import PlaySetup
from tabletop.games.peur_sur_la_ville.play import EndGame, GameSession, StartGame, new_setup
from tabletop.scenario import parse_scenario
from tabletop.scenario.edits import SetMeta
from ui.document import ScenarioDocument
from ui.games.peur_sur_la_ville.document import GameDocument
from ui.games.tracker.document import PlayDocument
from ui.games.tracker.panel import TrackerPanel

from tests.games.toy_game import DiceRace
from tests.ui.test_game_flow import SKIRMISH
from tests.ui.test_tracker import DiceRaceView


@pytest.fixture
def collector_off():
    gc.disable()
    yield
    gc.enable()


def unsaved_play() -> PlayDocument:
    document = PlayDocument(DiceRace())
    document.start(PlaySetup("dice-race", ("Ana", "Bruno"), seed=7))
    document.apply(document.session.virtual_roll() if document.session.waits_on_chance() else {"type": "roll"})
    return document


def test_documents_with_undo_steps_are_freed_without_the_collector(qapp, collector_off):
    scenario_document = ScenarioDocument(parse_scenario(json.dumps(SKIRMISH)))
    scenario_document.push(SetMeta("Rename", old_name="Skirmish", new_name="Renamed"))
    game_document = GameDocument(GameSession(new_setup(parse_scenario(json.dumps(SKIRMISH)), seed=3)))
    game_document.apply(StartGame({}, free_placement=True))
    game_document.apply(EndGame("time"))
    play_document = unsaved_play()
    documents = [scenario_document, game_document, play_document]
    assert all(document.undo_stack.count() > 0 and document.is_modified for document in documents)
    references = [weakref.ref(document) for document in documents]
    del scenario_document, game_document, play_document, documents
    assert [reference() for reference in references] == [None, None, None]


def test_a_view_holding_the_last_reference_to_an_unsaved_document_goes_cleanly(qapp, collector_off):
    """The stack, deleted with the document, says it is clean again as it goes: that must reach no view."""
    window = QWidget()
    document = unsaved_play()
    panel = TrackerPanel(document, DiceRaceView(), window)
    calls: list[bool] = []
    document.clean_changed.connect(calls.append)  # what the panel's own slot listens to
    reference = weakref.ref(document)
    del document, panel
    del window  # frees the panel's attributes, then the panel, then the document and its stack
    assert reference() is None and calls == []
