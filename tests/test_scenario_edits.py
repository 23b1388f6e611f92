"""Reversible scenario edits: apply then revert gives back the document exactly."""

import json
import random

from tabletop.scenario import Feature, Geometry, parse_scenario
from tabletop.scenario.edits import AddFeatures, RemoveFeatures, SetMeta, move_features, replace_features
from tabletop.scenario.model import Table
from tests.test_scenario_format import minimal_doc


def scenario():
    return parse_scenario(json.dumps(minimal_doc()))


def test_add_remove_replace_and_meta_revert_exactly():
    s = scenario()
    original = s.to_json()
    edits = [
        AddFeatures("Add", [Feature("c1", "civilian", Geometry("Point", (5.0, 5.0)), {"role": "mayor"})]),
        RemoveFeatures("Delete", ["d1"]),
        SetMeta("Rename", old_name="Test", new_name="Other", old_table=Table(120, 90), new_table=Table(60, 60)),
    ]
    changes = [e.apply(s) for e in edits]
    move = move_features(s, ["b1", "f1"], 2.5, -1.0)
    changes.append(move.apply(s))
    assert changes[0].added == {"c1"} and changes[1].removed == {"d1"} and changes[2].meta
    assert changes[3].modified == {"b1", "f1"}
    assert s["f1"].geometry.points() == [(52.5, 49.0)]
    assert s.name == "Other" and s.table == Table(60, 60)
    for edit in reversed([*edits, move]):
        edit.revert(s)
    assert s.to_json() == original
    assert list(s.features) == ["b1", "d1", "f1"]


def test_remove_restores_file_order_for_any_subset():
    rng = random.Random(4)
    for _ in range(50):
        s = scenario()
        for i in range(8):
            AddFeatures("Add", [Feature(f"e{i}", "entry", Geometry("Point", (float(i), 1.0)))]).apply(s)
        before = list(s.features)
        ids = rng.sample(before, rng.randint(1, len(before)))
        edit = RemoveFeatures("Delete", ids)
        edit.apply(s)
        assert not set(ids) & set(s.features)
        edit.revert(s)
        assert list(s.features) == before


def test_replace_features_reads_old_values_and_property_removal():
    s = scenario()
    new = s["b1"].with_properties(floors=3, name="Bank", paint=None)
    edit = replace_features(s, [new], "Edit")
    edit.apply(s)
    assert s["b1"].get("floors") == 3 and s["b1"].name == "Bank"
    edit.revert(s)
    assert s["b1"].get("floors") == 2 and "name" not in s["b1"].properties


def test_adding_an_existing_id_is_refused():
    s = scenario()
    try:
        AddFeatures("Add", [s["b1"]]).apply(s)
    except ValueError as exc:
        assert "b1" in str(exc)
    else:
        raise AssertionError("duplicate id accepted")
