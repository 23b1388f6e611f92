"""Vehicles, tear gas and fire over three turns: boarding, driving with its passengers, a U-turn, a tear-gas cloud
that knocks out for the turn and vanishes, a molotov that sets a car ablaze until it burns out."""

import copy

import pytest

from tabletop.games.peur_sur_la_ville.rules import buy, new_roster, set_weapons
from tabletop.games.peur_sur_la_ville.play import (Board, DriveVehicle, EndActivation, EndTurn, GameError, GameSession,
                                      LeaveVehicle, Move, StandUp, StartGame, new_setup, propose_civilians, resolve_activation,
                                      resolve_initiative, resolve_launch, resolve_start_turn, resolve_throw)
from tabletop.scenario import scenario_from_json

from tests.games.peur_sur_la_ville.play.conftest import STREET


@pytest.fixture
def game():
    doc = copy.deepcopy(STREET)
    doc["features"].append({"type": "Feature", "id": "pcar", "properties": {"kind": "car", "gang": "A",
                                                                            "name": "Police car"},
                            "geometry": {"type": "Polygon", "coordinates": [[[5, 31], [14, 31], [14, 35.5],
                                                                             [5, 35.5], [5, 31]]]}})
    police = buy(new_roster("A"), "lance-lacrymogene", 0)
    skins = buy(set_weapons(new_roster("F"), 1, ("fusil",)), "cocktail-molotov", 2)
    g = GameSession(new_setup(scenario_from_json(doc), [police, skins]))
    g.apply(StartGame({"officer": (3.0, 18.0), "flic": (3.0, 28.0), "lt": (57.0, 18.0), "skin": (57.0, 23.0)}))
    return g


def _turn(g, first):
    g.apply(g.resolve(resolve_start_turn, dice=[]))
    g.apply(g.resolve(resolve_initiative, dice=["6", "1"] if first == "A" else ["1", "6"]))


def test_cars_gas_and_fire(game):
    g = game
    assert g.state.vehicles["pcar"].kind == "voiture-ou-moto" and not g.state.vehicles["pcar"].armoured

    # ---- turn 1: the flic boards; the skin runs up; the officer fires tear gas on it.
    _turn(g, "A")
    g.apply(g.resolve(resolve_activation, "A", ("flic",), dice=[]))
    g.apply(Board("flic", "pcar"))
    flic = g.state.figures["flic"]
    assert (flic.state, flic.vehicle, flic.x, flic.y) == ("in_vehicle", "pcar", 9.5, 33.25)
    g.apply(EndActivation())
    g.apply(g.resolve(resolve_activation, "F", ("skin",), dice=[]))
    g.apply(Move("skin", ((57.0, 23.0), (27.0, 23.0)), actions=2))
    g.apply(EndActivation())
    g.apply(g.resolve(resolve_activation, "A", ("officer",), dice=[]))
    # Red: on target. The gas knocks the skin out for the turn and counts as 3 hits for morale: 3 fate dice, and
    # « Une figurine mise KO annule 1 + »: "+" "+" "-" holds.
    launch = g.resolve(resolve_launch, "officer", "lance-lacrymogene", 27.0, 23.0, dice=["red", "+", "+", "-"])
    assert [c.figure for c in launch.caught] == ["skin"] and launch.caught[0].morale.destination is None
    line = g.apply(launch).log_lines[0]
    assert line == ('Turn 1 — Officier of the Police fires with the tear-gas launcher at (27.0, 23.0), 23 cm: red → '
                    'target hit; Skin of the Skins KO in the gas; morale test with 3 dice, "+" "+" "-" → holds')
    skin = g.state.figures["skin"]
    assert skin.ko_this_turn and (skin.x, skin.y) == (27.0, 23.0) and [c.kind for c in g.state.clouds] == ["gas"]
    g.apply(EndActivation())
    g.apply(g.preview(propose_civilians))  # shots this turn: the passer-by and the journalist react
    g.apply(EndTurn())
    assert g.state.clouds == ()  # « Le nuage bloque la vue durant ce tour »

    # ---- turn 2: the skin wakes on the ground; the car drives 10 cm, turns round; the molotov sets it ablaze.
    _turn(g, "A")
    assert g.state.figures["skin"].state == "down" and g.state.figures["skin"].actions_left == 2
    g.apply(g.resolve(resolve_activation, "A", ("flic",), vehicle="pcar", dice=[]))
    g.apply(DriveVehicle("pcar", 10.0, 0.0))
    flic = g.state.figures["flic"]
    assert (flic.x, flic.y, flic.actions_left) == (pytest.approx(19.5), pytest.approx(33.25), 1)
    with pytest.raises(GameError, match="drives 30 cm per action, not 31.0"):
        g.apply(DriveVehicle("pcar", 31.0, 0.0))
    g.apply(DriveVehicle("pcar", 0.0, 0.0, u_turn=True))
    assert g.state.vehicles["pcar"].heading_deg == 180.0 and g.state.figures["flic"].actions_left == 0
    with pytest.raises(GameError, match="no action left"):
        g.apply(DriveVehicle("pcar", 5.0, 0.0))
    g.apply(EndActivation())
    g.apply(g.resolve(resolve_activation, "F", ("skin",), dice=[]))
    g.apply(StandUp("skin"))
    throw = g.resolve(resolve_throw, "skin", "cocktail-molotov", 19.5, 33.25, dice=["blue"])
    assert throw.stopped_by == "pcar" and throw.ablaze == ("pcar",) and throw.caught == ()
    line = g.apply(throw).log_lines[0]
    assert "throws the Molotov cocktail: blue → 15 cm" in line and line.endswith(
        "against the car “Police car”; the car “Police car” ablaze")
    assert g.state.vehicles["pcar"].burning_since == 2 and [c.kind for c in g.state.clouds] == ["smoke"]
    assert g.state.figures["skin"].units("cocktail-molotov") == 1
    g.apply(EndActivation())
    g.apply(g.preview(propose_civilians))
    g.apply(EndTurn())
    assert not g.state.vehicles["pcar"].destroyed and len(g.state.clouds) == 1

    # ---- turn 3: « Le véhicule sera détruit le tour prochain »; the flic gets out first.
    _turn(g, "A")
    g.apply(g.resolve(resolve_activation, "A", ("flic",), dice=[]))
    with pytest.raises(GameError, match="se place à 5cm"):
        g.apply(LeaveVehicle("flic", 40.0, 33.0))
    g.apply(LeaveVehicle("flic", 19.0, 29.0))
    assert g.state.figures["flic"].state == "standing" and g.state.figures["flic"].vehicle is None
    g.apply(EndActivation())
    line = g.apply(EndTurn()).log_lines[0]
    assert "the smoke cloud vanishes; the car “Police car” burns out" in line
    assert g.state.vehicles["pcar"].destroyed and g.state.clouds == ()
