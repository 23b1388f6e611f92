"""Issue 38: a map's vehicle has a type (car, motorbike, truck; a car when the map says none): the journal names it
by it (« la moto « Harley » », « le camion », the words agreeing with it), the rules take the type's vehicle
(game.toml ``map_vehicles``: a motorbike carries 2 and does not ram, « Un véhicule (sauf moto) qui percute »), and the
map format checks it."""

import copy
from dataclasses import replace

import pytest

from tabletop import i18n
from tabletop.games.peur_sur_la_ville.play import (Board, GameSession, StartGame, new_setup, ram_targets,
                                                   resolve_activation, resolve_initiative, resolve_start_turn)
from tabletop.games.peur_sur_la_ville.play.thing_names import thing_kind, thing_name
from tabletop.scenario import ScenarioError, scenario_from_json
from tabletop.scenario.validation import validate_document
from tabletop.sentences import say

from tests.games.peur_sur_la_ville.play.conftest import STREET


def _vehicle(fid, x, **props):
    return {"type": "Feature", "id": fid, "properties": {"kind": "car", **props},
            "geometry": {"type": "Polygon", "coordinates": [[[x, 31], [x + 9, 31], [x + 9, 35.5], [x, 35.5],
                                                             [x, 31]]]}}


def _street(**bike):
    doc = copy.deepcopy(STREET)
    doc["features"] += [_vehicle("bike", 5, gang="A", name="Harley", vehicle_type="motorbike", **bike),
                        _vehicle("truck", 20, vehicle_type="truck"), _vehicle("car", 35, name="Taxi")]
    return doc


@pytest.fixture
def game():
    g = GameSession(new_setup(scenario_from_json(_street())))
    g.apply(StartGame({"officer": (3.0, 18.0), "flic": (3.0, 28.0), "lt": (57.0, 18.0), "skin": (57.0, 23.0)}))
    g.apply(g.resolve(resolve_start_turn, dice=[]))
    g.apply(g.resolve(resolve_initiative, dice=["6", "1"]))
    return g


@pytest.mark.parametrize("code, bike, truck, car, boards, full", [
    ("fr", "la moto «\u00a0Harley\u00a0»", "le camion", "la voiture «\u00a0Taxi\u00a0»",
     "Tour 1 — le Flic de la Police monte dans la moto «\u00a0Harley\u00a0»", "le camion est plein (4 à bord)"),
    ("en", "the motorbike “Harley”", "the truck", "the car “Taxi”",
     "Turn 1 — Flic of the Police boards the motorbike “Harley”", "the truck is full (4 aboard)"),
])
def test_the_journal_names_a_vehicle_by_its_type(game, code, bike, truck, car, boards, full):
    i18n.set_language(code)
    try:
        setup, state = game.setup, game.state
        assert [thing_name(setup, state, v) for v in ("bike", "truck", "car")] == [bike, truck, car]
        assert [thing_kind(setup, state, v) for v in ("bike", "truck", "car")] == ["motorbike", "truck", "car"]
        # a word agreeing with the vehicle takes its gender: « le camion est plein », « la voiture est pleine »
        assert say("peur-vehicle-full", vehicle=truck, kind="truck", aboard=4) == full
        game.apply(game.resolve(resolve_activation, "A", ("flic",), dice=[]))
        assert game.apply(Board("flic", "bike")).log_lines[-1].startswith(boards)
    finally:
        i18n.set_language(None)


def test_the_rules_take_the_vehicle_of_its_type(game):
    vehicles = game.state.vehicles
    assert (vehicles["bike"].kind, vehicles["truck"].kind) == ("moto", "camion")
    assert vehicles["car"].kind == "voiture"  # no type: a car, as every map written before the types
    # « Un véhicule (sauf moto) qui percute »: a motorbike runs into nobody, a truck does
    figures = game.state.figures
    state = game.state.with_figures(replace(figures["lt"], x=9.5, y=29.8), replace(figures["skin"], x=24.5, y=29.8))
    assert ram_targets(game.setup, state, vehicles["bike"]) == []
    assert "skin" in ram_targets(game.setup, state, vehicles["truck"])


def test_the_map_s_own_rules_vehicle_or_armour_outranks_its_type():
    doc = _street(vehicle_kind="voiture-tunee")
    assert GameSession(new_setup(scenario_from_json(doc))).state.vehicles["bike"].kind == "voiture-tunee"


def test_the_map_format_checks_the_type_of_vehicle():
    assert validate_document(_street()) == []
    doc = _street()
    doc["features"][-1]["properties"]["vehicle_type"] = "tank"
    doc["features"][1]["properties"]["vehicle_type"] = "truck"  # a low wall
    lines = [p.line("map.geojson") for p in validate_document(doc)]
    assert any("Taxi" in line and "vehicle" in line for line in lines), lines
    assert any("only a car has a type of vehicle" in line for line in lines), lines
    with pytest.raises(ScenarioError, match="its type of vehicle"):
        scenario_from_json(doc)
