"""The model built from scenarios: hollow buildings with doors and windows, zones left out, rule data."""

from importlib import resources

import pytest
from shapely.geometry import box

from tabletop.geometry import GeometryError, Obstacle, build_model, from_scenario, load_terrain_rules, sight
from tabletop.geometry.movement import path_to
from tabletop.ruledata import RuleDataError
from tabletop.scenario import load_scenario, scenario_from_json

from tests.geometry.builders import fig


def feature(fid, kind, geometry, **props):
    return {"type": "Feature", "id": fid, "geometry": geometry, "properties": {"kind": kind, **props}}


def house(door_open=None):
    door = {"building": "house"} | ({"open": door_open} if door_open is not None else {})
    doc = {"type": "FeatureCollection",
           "tabletop": {"format": "tabletop-scenario", "version": 1, "game": "peur-sur-la-ville", "name": "t",
                        "table": {"width_cm": 100, "depth_cm": 100}},
           "features": [
               feature("house", "building", {"type": "Polygon", "coordinates": [[[40, 40], [60, 40], [60, 60],
                                                                                 [40, 60], [40, 40]]]}),
               feature("house-zone", "shop", {"type": "Polygon", "coordinates": [[[40, 40], [60, 40], [60, 60],
                                                                                 [40, 60], [40, 40]]]}),
               feature("door", "door", {"type": "LineString", "coordinates": [[48, 40], [52, 40]]}, **door),
               feature("window", "window", {"type": "LineString", "coordinates": [[40, 48], [40, 52]]},
                       building="house"),
               feature("inside", "figure", {"type": "Point", "coordinates": [50, 50]}, gang="A", role="member"),
               feature("south", "figure", {"type": "Point", "coordinates": [50, 20]}, gang="B", role="member"),
               feature("west", "figure", {"type": "Point", "coordinates": [20, 50]}, gang="B", role="member"),
               feature("east", "figure", {"type": "Point", "coordinates": [80, 50]}, gang="B", role="member"),
           ]}
    return from_scenario(scenario_from_json(doc))


def test_buildings_are_walls_around_an_open_interior_and_zones_do_nothing():
    m = house()
    assert "house-zone" not in m.obstacles.index
    assert not m.obstacle("house").geometry.contains(m.obstacle("house").geometry.centroid)
    assert sight(m, "east", "inside").blocked_by == ("house",)


def test_closed_door_blocks_and_open_door_lets_through():
    closed = house()
    assert not sight(closed, "south", "inside").visible
    assert path_to(closed, "south", 50, 50) is None
    opened = house(door_open=True)
    assert sight(opened, "south", "inside").visible
    assert path_to(opened, "south", 50, 50).length_cm == pytest.approx(30)


def test_window_lets_sight_through_with_cover_but_not_movement():
    m = house()
    s = sight(m, "west", "inside")
    assert s.visible and s.cover and "window" in s.cover_by
    assert path_to(m, "west", 50, 50) is None


def test_bank_job_sample_builds():
    m = from_scenario(load_scenario("tabletop/samples/bank-job.geojson"))
    assert m.obstacle("police-car").gang == "A" and m.obstacle("bank-window-1").kind == "window"
    assert len(m.figures) == 30 and m.figure("police-1").radius == 1.25


def test_house_rules_override_terrain(tmp_path, monkeypatch):
    shipped = load_terrain_rules(reload=True)
    text = tmp_path / "terrain.toml"
    source = resources.files("tabletop.geometry").joinpath("terrain.toml").read_text(encoding="utf-8")
    text.write_text(source.replace("short_cm = 10.0", "short_cm = 12.0"), encoding="utf-8")
    monkeypatch.setenv("TABLETOP_RULES_DIR", str(tmp_path))
    try:
        assert load_terrain_rules(reload=True).measures.short_cm == 12.0
        text.write_text(source.replace("blocks_sight = true\n", "", 1), encoding="utf-8")
        with pytest.raises(RuleDataError, match=r"terrain.toml\u00a0», no value for whether the terrain « Mur » blocks the sight"):
            load_terrain_rules(reload=True)
    finally:
        monkeypatch.undo()
        assert load_terrain_rules(reload=True) == shipped


def test_unknown_state_or_kind_is_one_clear_error():
    with pytest.raises(GeometryError, match="state 'asleep'"):
        build_model(10, 10, [], [fig("a", 1, 1, state="asleep")])
    with pytest.raises(GeometryError, match="kind 'lava'"):
        build_model(10, 10, [Obstacle("x", "lava", box(0, 0, 1, 1))], [])
