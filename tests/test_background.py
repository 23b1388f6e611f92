"""The background picture under a map: calibration by two points and a distance, its place in the map file,
its refusals, and its undoable edit."""

from __future__ import annotations

import json
import math
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tabletop.scenario import ScenarioError, load_scenario, parse_scenario, save_scenario
from tabletop.scenario.background import Background, calibrated, fitted
from tabletop.scenario.edits import SetBackground
from tabletop.scenario.model import Scenario, Table

SAMPLE = Path(__file__).resolve().parents[1] / "tabletop" / "samples" / "bank-job.geojson"
coordinate = st.floats(-500, 500, allow_nan=False)


def small_map(background: dict | None = None) -> str:
    meta = {"format": "tabletop-scenario", "version": 1, "game": "peur-sur-la-ville", "name": "Mat",
            "table": {"width_cm": 120, "depth_cm": 90}}
    if background is not None:
        meta["background"] = background
    return json.dumps({"type": "FeatureCollection", "tabletop": meta, "features": []})


def test_fitted_picture_covers_the_table_from_its_far_left_corner():
    picture = fitted(2400, 1200, 120, 90, path="/mats/city.png")
    assert picture.cm_per_px == pytest.approx(0.05)
    assert picture.to_table(0, 0) == pytest.approx((0, 90))
    assert picture.to_table(2400, 1200) == pytest.approx((120, 30))


@given(coordinate, coordinate, st.floats(-360, 360), st.floats(0.01, 2), coordinate, coordinate)
def test_table_and_picture_positions_are_inverse(x, y, turn, scale, u, v):
    picture = Background(1000, 800, scale, x, y, turn, path="p.png")
    back = picture.to_picture(*picture.to_table(u, v))
    assert back == pytest.approx((u, v), abs=1e-6)


@given(st.floats(0, 3000), st.floats(0, 3000), st.floats(0, 3000), st.floats(0, 3000), st.floats(1, 500),
       st.floats(-180, 180))
def test_calibrated_points_lie_the_given_distance_apart_and_the_first_stays(u1, v1, u2, v2, distance, turn):
    picture = Background(3000, 3000, 0.04, 10, 80, turn, path="p.png")
    if math.dist((u1, v1), (u2, v2)) < 1 or distance / math.dist((u1, v1), (u2, v2)) > 100:
        return
    after = calibrated(picture, (u1, v1), (u2, v2), distance)
    assert math.dist(after.to_table(u1, v1), after.to_table(u2, v2)) == pytest.approx(distance)
    assert after.to_table(u1, v1) == pytest.approx(picture.to_table(u1, v1), abs=1e-6)
    assert after.rotation_deg == picture.rotation_deg


@pytest.mark.parametrize("first, second, distance, words", [
    ((10, 10), (10, 10.5), 30.0, "one pixel"),
    ((10, 10), (400, 10), 0.0, "positive"),
    ((10, 10), (400, 10), float("nan"), "positive"),
])
def test_calibration_refuses_coinciding_points_and_bad_distances(first, second, distance, words):
    with pytest.raises(ValueError, match=words):
        calibrated(Background(500, 500, 0.1, path="p.png"), first, second, distance)


def test_a_map_without_a_background_still_opens_and_saves_without_one(tmp_path):
    scenario = load_scenario(SAMPLE)
    assert scenario.background is None
    out = tmp_path / "copy.geojson"
    save_scenario(scenario, out)
    assert "background" not in json.loads(out.read_text())["tabletop"]


def test_the_picture_path_is_relative_to_the_map_file_on_disk_and_absolute_in_memory(tmp_path):
    (tmp_path / "mats").mkdir()
    picture = tmp_path / "mats" / "city.png"
    scenario = Scenario("Mat", Table(120, 90), background=fitted(1200, 900, 120, 90, path=str(picture)))
    out = tmp_path / "maps" / "city.geojson"
    out.parent.mkdir()
    save_scenario(scenario, out)
    assert json.loads(out.read_text())["tabletop"]["background"]["path"] == "../mats/city.png"
    assert scenario.background.path == str(picture)  # the open document is left as it was
    assert load_scenario(out).background.path == str(picture)


def test_an_embedded_picture_round_trips(tmp_path):
    picture = fitted(2, 2, 120, 90, data="iVBORw0KGgo=", media_type="image/png")
    out = tmp_path / "mat.geojson"
    save_scenario(Scenario("Mat", Table(120, 90), background=picture), out)
    assert load_scenario(out).background == picture


@pytest.mark.parametrize("member, words", [
    ({"width_px": 0, "height_px": 10, "cm_per_px": 0.1, "x_cm": 0, "y_cm": 0, "path": "a.png"},
     "the background picture's width in pixels: expected a number ≥ 1, got 0"),
    ({"width_px": 10, "height_px": 10, "cm_per_px": 0, "x_cm": 0, "y_cm": 0, "path": "a.png"},
     "the centimetres a pixel of the background picture covers: expected a number > 0"),
    ({"width_px": 10, "height_px": 10, "cm_per_px": 0.1, "x_cm": 1e300, "y_cm": 0, "path": "a.png"},
     "where the background picture's left edge lies on the table: expected a number ≤ 100,000"),
    ({"width_px": 10, "height_px": 10, "cm_per_px": 0.1, "x_cm": 0, "y_cm": 0, "opacity": 2, "path": "a.png"},
     "the background picture's opacity: expected a number ≤ 1, got 2"),
    ({"width_px": 10, "height_px": 10, "cm_per_px": 0.1, "x_cm": 0, "y_cm": 0}, "'path' or embedded 'data'"),
    ({"width_px": 10, "height_px": 10, "cm_per_px": 0.1, "x_cm": 0, "y_cm": 0, "data": "AAAA"}, "media_type"),
    ({"width_px": 10, "height_px": 10, "cm_per_px": 0.1, "x_cm": 0, "y_cm": 0, "path": "a.png", "zoom": 3},
     "the background picture: unknown field 'zoom'"),
])
def test_a_bad_background_is_refused_naming_its_field(member, words):
    with pytest.raises(ScenarioError) as refusal:
        parse_scenario(small_map(member), "mat.geojson")
    assert any(words in line and line.startswith("in «\u00a0mat.geojson\u00a0», ") for line in refusal.value.lines), refusal.value.lines


def test_a_non_finite_background_number_is_refused():
    text = small_map({"width_px": 10, "height_px": 10, "cm_per_px": 0.1, "x_cm": 0, "y_cm": 0, "path": "a.png"})
    with pytest.raises(ScenarioError, match="in «\u00a0mat.geojson\u00a0», where the background picture.s left edge lies on the table: expected a finite number, got NaN"):
        parse_scenario(text.replace('"x_cm": 0', '"x_cm": NaN'), "mat.geojson")


def test_setting_the_background_is_undone_to_the_old_value():
    scenario = Scenario("Mat", Table(120, 90))
    first = fitted(1200, 900, 120, 90, path="/a.png")
    put = SetBackground("Background picture", None, first)
    assert put.apply(scenario).background
    moved = SetBackground("Calibrate", first, calibrated(first, (0, 0), (100, 0), 20.0))
    moved.apply(scenario)
    assert scenario.background.cm_per_px == pytest.approx(0.2)
    moved.revert(scenario)
    assert scenario.background == first
    put.revert(scenario)
    assert scenario.background is None
