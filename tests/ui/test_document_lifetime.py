"""A document, its undo stack and its undo steps are freed as soon as the last reference goes: no cycle is left for
Python's collector, which freed them in an order of its own (a step before the stack deleting it) and crashed a
test worker now and then."""

from __future__ import annotations

import gc
import weakref
from pathlib import Path

from tabletop.games.peur_sur_la_ville.play import GameSession, StartGame, StartTurn, new_setup
from tabletop.scenario import load_scenario
from tabletop.scenario.edits import RemoveFeatures
from ui.document import ScenarioDocument
from ui.games.peur_sur_la_ville.document import GameDocument

SAMPLE = Path(__file__).resolve().parents[2] / "tabletop" / "samples" / "bank-job.geojson"


def _freed_at_once(make) -> bool:
    gc.disable()
    try:
        document = make()
        assert document.undo_stack.count() >= 1
        gone = weakref.ref(document)
        del document
        return gone() is None
    finally:
        gc.enable()


def test_a_game_with_undo_steps_is_freed_at_once(qapp) -> None:
    def make() -> GameDocument:
        document = GameDocument(GameSession(new_setup(load_scenario(str(SAMPLE)), seed=1)))
        document.apply(StartGame({}, free_placement=True))
        document.apply(StartTurn())
        return document

    assert _freed_at_once(make)


def test_a_map_with_undo_steps_is_freed_at_once(qapp) -> None:
    def make() -> ScenarioDocument:
        document = ScenarioDocument.open(str(SAMPLE))
        document.push(RemoveFeatures("Delete", ["police-1"]))
        return document

    assert _freed_at_once(make)
