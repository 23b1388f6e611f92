"""A small table for the clause tests: a street 80 x 40 cm, two entries, and whatever figures a test places, each
with the weapons the map gives it (no roster: « A map figure ... carries the map's weapons »)."""

from tabletop.games.peur_sur_la_ville.play import (Activate, Board, DriveVehicle, GameSession, RollInitiative, StartGame,
                                                   StartTurn, new_setup)
from tabletop.scenario import scenario_from_json


def feature(fid, kind, geometry, **props):
    return {"type": "Feature", "id": fid, "geometry": geometry, "properties": {"kind": kind, **props}}


def point(x, y):
    return {"type": "Point", "coordinates": [x, y]}


def box(x0, y0, x1, y1):
    return {"type": "Polygon", "coordinates": [[[x0, y0], [x1, y0], [x1, y1], [x0, y1], [x0, y0]]]}


def fig(fid, gang, x, y, role="member", weapons=("pistolet",), **props):
    return feature(fid, "figure", point(x, y), gang=gang, role=role, name=fid, weapons=list(weapons), **props)


def civ(fid, x, y, role="passerby", **props):
    return feature(fid, "civilian", point(x, y), role=role, **props)


def table(*features):
    data = {
        "type": "FeatureCollection",
        "tabletop": {"format": "tabletop-scenario", "version": 1, "game": "peur-sur-la-ville", "name": "Rue",
                     "table": {"width_cm": 80, "depth_cm": 40}},
        "features": [feature("street", "street", box(0, 10, 80, 30), name="Rue"),
                     feature("entry-w", "entry", point(1, 20)), feature("entry-e", "entry", point(79, 20)),
                     *features],
    }
    return new_setup(scenario_from_json(data), [], seed=5)


def playing(setup, order):
    """Turn 1 begun, the figures where the map puts them, ``order`` the initiative (first gang first)."""
    g = GameSession(setup)
    g.apply(StartGame({}, free_placement=True))
    g.apply(StartTurn(()))
    g.apply(RollInitiative((tuple((gang, 6 - k) for k, gang in enumerate(order)),)))
    return g


# The dice of a ram that wounds once: the car's combat die, then the figure's parries.
RAM_DICE = ["yellow", "red", "yellow", "blank"]


def car_driven_at_skin(name: str):
    """The Police's car « name » driven 12 cm into the Skin standing beside the street, its ram not yet resolved:
    the game, and the ram to resolve (``g.resolve(resolve_ram, "pcar", "skin", dice=RAM_DICE)``)."""
    g = playing(table(feature("pcar", "car", box(26, 23, 34, 27), gang="A", name=name, vehicle_kind="voiture"),
                      fig("flic", "A", 30, 21), fig("skin", "F", 47.25, 25)), "AF")
    g.apply(Activate("A", ("flic",), vehicle="pcar"))
    g.apply(Board("flic", "pcar"))
    g.apply(DriveVehicle("pcar", 12.0, 0.0))
    return g

