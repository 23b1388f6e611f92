"""Edit builders: each edit does what it says, keeps the scenario valid, and undoes exactly."""

from __future__ import annotations

import math

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tabletop.scenario import Feature, Geometry, Scenario, Table, load_scenario, parse_scenario
from tabletop.scenario.edit_ops import (CompoundEdit, add_feature, copies_with_fresh_ids, delete_features,
                                        duplicate_features, on_table, opening_on_edge, paste_features,
                                        rectangle_geometry, rotate_features, set_kind, set_property,
                                        editable_vertices, nearest_segment, vertex_inserted, vertex_moved,
                                        vertex_removed, with_openings)
from tabletop.scenario.edits import Change, move_features, replace_features
from tabletop.scenario.io import dumps_scenario

BANK_JOB = "tabletop/samples/bank-job.geojson"


@pytest.fixture
def bank() -> Scenario:
    return load_scenario(BANK_JOB)


def assert_valid(scenario: Scenario) -> None:
    parse_scenario(dumps_scenario(scenario), "edited")


def round_trip(scenario: Scenario, edit) -> Change:
    before = scenario.to_json()
    change = edit.apply(scenario)
    assert_valid(scenario)
    edit.revert(scenario)
    assert scenario.to_json() == before
    edit.apply(scenario)
    return change


def test_add_feature_gets_fresh_id_and_checks_geometry(bank: Scenario) -> None:
    edit = add_feature(bank, "low_wall", rectangle_geometry(10, 10, 20, 12))
    change = round_trip(bank, edit)
    (new_id,) = change.added
    assert new_id.startswith("low-wall-") and bank[new_id].kind == "low_wall"
    ring = bank[new_id].geometry.coordinates[0]
    assert ring[0] == ring[-1] and len(ring) == 5
    with pytest.raises(ValueError, match="cannot be a Polygon"):
        add_feature(bank, "figure", rectangle_geometry(0, 0, 1, 1))


def test_delete_building_takes_its_doors_and_windows(bank: Scenario) -> None:
    openings = {f.id for f in bank if f.get("building") == "bank"}
    assert openings
    change = round_trip(bank, delete_features(bank, ["bank"]))
    assert change.removed == openings | {"bank"}
    assert not openings & set(bank.features)


def test_delete_car_frees_its_passengers() -> None:
    scenario = Scenario("t", Table(60, 60))
    scenario.features["car-1"] = Feature("car-1", "car", rectangle_geometry(10, 10, 20, 15))
    scenario.features["figure-1"] = Feature("figure-1", "figure", Geometry("Point", (12.0, 12.0)),
                                            {"gang": "A", "role": "driver", "vehicle": "car-1"})
    edit = delete_features(scenario, ["car-1"])
    assert isinstance(edit, CompoundEdit)
    change = round_trip(scenario, edit)
    assert change.removed == {"car-1"} and change.modified == {"figure-1"}
    assert "vehicle" not in scenario["figure-1"].properties


def test_duplicate_remaps_references_to_the_copies(bank: Scenario) -> None:
    ids = ["bank", "bank-door"]
    edit = duplicate_features(bank, ids, 0, -40)
    change = round_trip(bank, edit)
    assert len(change.added) == 2
    copies = {bank[i].kind: bank[i] for i in change.added}
    assert copies["door"].get("building") == copies["building"].id
    assert copies["building"].geometry.points()[0] == (72.0, 18.0)


def test_paste_drops_references_it_cannot_keep() -> None:
    source = load_scenario(BANK_JOB)
    door, window = source["bank-door"], source["bank-window-1"]
    target = Scenario("empty", Table(120, 90))
    edit = paste_features(target, [door, window], 1, 1)
    change = round_trip(target, edit)
    assert len(change.added) == 1  # the window has no building to belong to
    (pasted,) = target
    assert pasted.kind == "door" and "building" not in pasted.properties


def test_with_openings_adds_doors_and_windows_in_file_order(bank: Scenario) -> None:
    assert with_openings(bank, ["bank-zone", "bank"]) == ["bank", "bank-zone", "bank-door", "bank-window-1",
                                                          "bank-window-2"]
    assert with_openings(bank, ["bank-door"]) == ["bank-door"]


def test_copies_never_collide(bank: Scenario) -> None:
    copies = copies_with_fresh_ids(bank, list(bank))
    assert len({c.id for c in copies}) == len(bank)
    assert not {c.id for c in copies} & set(bank.features)


def test_rotate_quarter_turn_about_centre_and_heading() -> None:
    scenario = Scenario("t", Table(100, 100))
    scenario.features["car-1"] = Feature("car-1", "car", rectangle_geometry(40, 45, 60, 55))
    scenario.features["f"] = Feature("f", "figure", Geometry("Point", (50.0, 60.0)),
                                     {"gang": "B", "role": "boss", "heading_deg": 350})
    round_trip(scenario, rotate_features(scenario, ["car-1", "f"], 90, (50, 50)))
    xs = sorted({p[0] for p in scenario["car-1"].geometry.points()})
    ys = sorted({p[1] for p in scenario["car-1"].geometry.points()})
    assert xs == [45, 55] and ys == [40, 60]
    assert scenario["f"].geometry.coordinates == (40.0, 50.0)
    assert scenario["f"].get("heading_deg") == 80


def test_set_property_and_kind(bank: Scenario) -> None:
    round_trip(bank, set_property(bank, ["bank"], "floors", 3))
    assert bank["bank"].get("floors") == 3
    round_trip(bank, set_property(bank, ["bank"], "floors", None))
    assert "floors" not in bank["bank"].properties
    with pytest.raises(ValueError, match="doors or windows"):
        set_kind(bank, ["bank"], "church")
    round_trip(bank, set_kind(bank, ["shop-1"], "building"))
    with pytest.raises(ValueError, match="cannot be"):
        set_kind(bank, ["bank-door"], "building")
    with pytest.raises(ValueError, match="set_kind"):
        set_property(bank, ["bank"], "kind", "shop")


def test_opening_on_edge_stays_on_the_edge() -> None:
    door = opening_on_edge((0, 0), (10, 0), (9.5, 3), 4)
    assert door.coordinates == ((6.0, 0.0), (10.0, 0.0))
    diagonal = opening_on_edge((0, 0), (6, 8), (3, 4), 2)
    (x0, y0), (x1, y1) = diagonal.coordinates
    assert math.isclose(math.hypot(x1 - x0, y1 - y0), 2)
    assert math.isclose((x0 + x1) / 2, 3) and math.isclose((y0 + y1) / 2, 4)


def test_on_table(bank: Scenario) -> None:
    assert on_table(bank.table, bank)
    moved = move_features(bank, ["bank"], 20, 0)
    assert not on_table(bank.table, moved.new)


@settings(max_examples=40, deadline=None)
@given(angle=st.floats(-720, 720, allow_nan=False), dx=st.floats(-5, 5), dy=st.floats(-5, 5))
def test_rotation_then_reverse_is_identity_within_rounding(angle: float, dx: float, dy: float) -> None:
    scenario = load_scenario(BANK_JOB)
    ids = ["street-main", "bank-door"]
    before = [p for i in ids for p in scenario[i].geometry.points()]
    rotate_features(scenario, ids, angle, (60 + dx, 45 + dy)).apply(scenario)
    rotate_features(scenario, ids, -angle, (60 + dx, 45 + dy)).apply(scenario)
    after = [p for i in ids for p in scenario[i].geometry.points()]
    assert all(math.isclose(a, b, abs_tol=1e-4) for pa, pb in zip(before, after) for a, b in zip(pa, pb))


def test_vertex_editing_keeps_rings_closed_and_refuses_degenerate_shapes() -> None:
    square = rectangle_geometry(0, 0, 10, 10)
    assert editable_vertices(square) == [(0, 0), (10, 0), (10, 10), (0, 10)]
    moved = vertex_moved(square, 0, -1, -2)
    assert moved.coordinates[0][0] == moved.coordinates[0][-1] == (-1.0, -2.0)
    index, point, distance = nearest_segment(square, 5, -1)
    assert (index, point, distance) == (1, (5.0, 0.0), 1.0)
    five = vertex_inserted(square, index, *point)
    assert editable_vertices(five)[1] == (5.0, 0.0) and len(five.coordinates[0]) == 6
    assert editable_vertices(vertex_removed(five, 1)) == editable_vertices(square)
    with pytest.raises(ValueError, match="at least 3"):
        vertex_removed(vertex_removed(square, 0), 0)
    line = Geometry("LineString", ((0.0, 0.0), (10.0, 0.0)))
    assert nearest_segment(line, 12, 3)[1] == (10.0, 0.0)
    with pytest.raises(ValueError, match="at least 2"):
        vertex_removed(line, 0)
    assert editable_vertices(Geometry("Point", (1.0, 2.0))) == []


EDIT_SORTS = ["add", "delete", "duplicate", "rotate", "property", "kind", "vertex"]
EDIT_STEPS = st.lists(st.tuples(st.sampled_from(EDIT_SORTS), st.integers(0, 10_000),
                                st.floats(-30, 30, allow_nan=False)), max_size=25)


def build_edit(scenario: Scenario, step: tuple[str, int, float]):
    """One edit of the given sort on a feature picked by ``pick``, or None when it does not apply."""
    action, pick, amount = step
    ids = list(scenario.features)
    fid = ids[pick % len(ids)] if ids else None
    if action == "add" or fid is None:
        return add_feature(scenario, "low_wall", rectangle_geometry(10, 10, 10 + abs(amount) + 1, 12))
    if action == "delete":
        return delete_features(scenario, [fid])
    if action == "duplicate":
        return duplicate_features(scenario, [fid], 0.0, 0.0)
    if action == "rotate":
        return rotate_features(scenario, [fid], amount * 6)
    if action == "property":
        return set_property(scenario, [fid], "name", f"n{pick}" if amount > 0 else None)
    geometry = scenario[fid].geometry
    if action == "kind":
        kinds = {"Polygon": "fence", "LineString": "wall", "Point": "entry"}
        return set_kind(scenario, [fid], kinds[geometry.type]) if scenario[fid].kind != "building" else None
    vertices = editable_vertices(geometry)
    if not vertices:
        return None
    x, y = vertices[pick % len(vertices)]
    return replace_features(scenario, [scenario[fid].with_geometry(
        vertex_moved(geometry, pick % len(vertices), x + amount / 10, y))], "vertex")


@settings(max_examples=60, deadline=None)
@given(steps=EDIT_STEPS)
def test_any_sequence_of_edits_reverts_to_the_original(steps: list[tuple[str, int, float]]) -> None:
    scenario = load_scenario(BANK_JOB)
    original = scenario.to_json()
    applied = []
    for step in steps:
        edit = build_edit(scenario, step)
        if edit is not None:
            edit.apply(scenario)
            applied.append(edit)
    for edit in reversed(applied):
        edit.revert(scenario)
    assert scenario.to_json() == original
