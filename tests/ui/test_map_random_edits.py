"""1,000 random edits through the map editor, then undo all: the document is back exactly as it
was, and the scene shows exactly the model after every undo and redo."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from tabletop.scenario.edit_ops import (add_feature, on_table, point_geometry, rectangle_geometry, rotate_features,
                                        set_property)
from tabletop.scenario.edits import move_features
from ui.document import ScenarioDocument
from ui.map.editor import MapEditor
from ui.map.items import feature_path

SAMPLE = Path(__file__).resolve().parents[2] / "tabletop" / "samples" / "bank-job.geojson"
COMMANDS = 1000


@pytest.fixture
def editor(qtbot) -> MapEditor:
    editor = MapEditor(ScenarioDocument.open(str(SAMPLE)))
    qtbot.addWidget(editor)
    return editor


def scene_matches_model(editor: MapEditor) -> None:
    scenario = editor.document.scenario
    assert set(editor.scene.items_by_id) == set(scenario.features)
    for fid, item in editor.scene.items_by_id.items():
        assert item.kind == scenario[fid].kind
        assert item.path() == feature_path(scenario[fid]), fid


def random_edit(editor: MapEditor, rng: random.Random) -> None:
    """One random edit, made the way the editor makes it (its methods, or a pushed core edit)."""
    scenario = editor.document.scenario
    ids = list(scenario.features)
    picked = rng.sample(ids, k=min(len(ids), rng.randint(1, 3))) if ids else []
    action = rng.choice(["add_point", "add_rect", "move", "delete", "property", "rotate", "duplicate", "nudge"])
    if action == "add_point" or not picked:
        kind = rng.choice(["figure", "civilian", "entry"])
        props = {"figure": {"gang": rng.choice("ABCR"), "role": "member"}, "civilian": {"role": "passerby"},
                 "entry": {}}[kind]
        editor.push(add_feature(scenario, kind, point_geometry(rng.uniform(0, 120), rng.uniform(0, 90)), props))
    elif action == "add_rect":
        x, y = rng.uniform(0, 100), rng.uniform(0, 70)
        kind = rng.choice(["building", "low_wall", "car", "shop", "street"])
        props = {"floors": rng.randint(0, 4)} if kind == "building" else {}
        editor.push(add_feature(scenario, kind, rectangle_geometry(x, y, x + rng.uniform(1, 20),
                                                                   y + rng.uniform(1, 20)), props))
    elif action == "move":
        edit = move_features(scenario, picked, rng.uniform(-5, 5), rng.uniform(-5, 5))
        if on_table(scenario.table, edit.new):
            editor.push(edit)
    elif action == "delete":
        editor.scene.select_ids(picked)
        editor.delete_selection()
    elif action == "property":
        name, value = rng.choice([("name", f"n{rng.randint(0, 99)}"), ("name", None), ("floors", rng.randint(0, 5)),
                                  ("heading_deg", rng.uniform(0, 360))])
        editor.push(set_property(scenario, picked, name, value))
    elif action == "rotate":
        edit = rotate_features(scenario, picked, rng.choice([15, 45, 90, -30, 180]))
        if on_table(scenario.table, edit.new):
            editor.push(edit)
    elif action == "duplicate":
        editor.scene.select_ids(picked)
        editor.duplicate()
    else:
        editor.scene.select_ids(picked)
        editor.nudge(rng.choice([-1.0, 1.0, 10.0]), rng.choice([-1.0, 0.0, 1.0]))


@pytest.mark.parametrize("seed", [5, 2024])
def test_random_edits_then_undo_all_give_back_the_original(editor: MapEditor, seed: int) -> None:
    rng = random.Random(seed)
    original = editor.document.scenario.to_json()
    stack = editor.document.undo_stack
    for _ in range(COMMANDS):
        random_edit(editor, rng)
    assert stack.count() > COMMANDS * 0.8  # the few refused moves and turns push nothing
    edited = editor.document.scenario.to_json()
    assert edited != original
    scene_matches_model(editor)
    while stack.canUndo():
        stack.undo()
    assert editor.document.scenario.to_json() == original
    scene_matches_model(editor)
    while stack.canRedo():
        stack.redo()
    assert editor.document.scenario.to_json() == edited
    scene_matches_model(editor)
