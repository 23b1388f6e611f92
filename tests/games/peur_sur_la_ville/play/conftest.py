"""A small street for scripted games: two policemen at the west entry, two skins at the east entry, a low wall,
a passer-by, an employee and a journalist."""

import pytest

from tabletop.games.peur_sur_la_ville.rules import buy, new_roster, set_weapons
from tabletop.games.peur_sur_la_ville.play import new_setup
from tabletop.scenario import scenario_from_json


def _feature(fid, kind, geometry, **props):
    return {"type": "Feature", "id": fid, "geometry": geometry, "properties": {"kind": kind, **props}}


def _point(x, y):
    return {"type": "Point", "coordinates": [x, y]}


STREET = {
    "type": "FeatureCollection",
    "tabletop": {"format": "tabletop-scenario", "version": 1, "game": "peur-sur-la-ville", "name": "Rue courte",
                 "table": {"width_cm": 60, "depth_cm": 40}},
    "features": [
        _feature("street", "street", {"type": "Polygon", "coordinates": [[[0, 10], [60, 10], [60, 30], [0, 30],
                                                                           [0, 10]]]}, name="Rue courte"),
        _feature("low-wall", "low_wall", {"type": "Polygon", "coordinates": [[[28, 12], [30, 12], [30, 20], [28, 20],
                                                                               [28, 12]]]}),
        _feature("entry-w", "entry", _point(1, 20)),
        _feature("entry-e", "entry", _point(59, 20)),
        _feature("officer", "figure", _point(10, 5), gang="A", role="officer", name="Officier"),
        _feature("flic", "figure", _point(12, 5), gang="A", role="member", name="Flic"),
        _feature("lt", "figure", _point(50, 5), gang="F", role="lieutenant", name="Lieutenant"),
        _feature("skin", "figure", _point(52, 5), gang="F", role="member", name="Skin"),
        _feature("passerby", "civilian", _point(30, 34), role="passerby"),
        _feature("employee", "civilian", _point(50, 32), role="employee"),
        _feature("journalist", "civilian", _point(54, 38), role="journalist"),
    ],
}

DEPLOY = {"officer": (3.0, 18.0), "flic": (3.0, 23.0), "lt": (57.0, 18.0), "skin": (57.0, 23.0)}


@pytest.fixture
def street():
    return scenario_from_json(STREET)


@pytest.fixture
def rosters():
    skins = set_weapons(new_roster("F"), 1, ("fusil",))
    skins = buy(skins, "grenade-frag", 2)
    return [new_roster("A"), skins]


@pytest.fixture
def setup(street, rosters):
    return new_setup(street, rosters, seed=11)
