"""Stealing a car: « Il est possible de braquer une voiture pour la voler (ou la réquisitionner). Mais les réactions
des civils sont erratiques et vous devez jeter 1 DÉ DE COULEUR » (the robbery's table: red the car is the robber's
gang's, its civilian driver put out beside it; yellow « La victime attaque en combat »: the driver, a civilian's
fight the referee resolves)."""

from __future__ import annotations

import math
from dataclasses import replace

import shapely
from shapely.ops import nearest_points

from tabletop.games.peur_sur_la_ville.rules import rob as rob_rule
from tabletop.games.peur_sur_la_ville.play.effects import (acting, all_used, armed, exact_dice, faces_text,
                                                           rules_call, spend, thing_name)
from tabletop.games.peur_sur_la_ville.play.events import Rob
from tabletop.games.peur_sur_la_ville.play.setup import GameSetup, figure_args
from tabletop.games.peur_sur_la_ville.play.state import FigureState, GameError, GameState, VehicleState
from tabletop.games.peur_sur_la_ville.play.table import vehicle_centre, vehicle_distance, vehicle_polygon
from tabletop.i18n import _
from tabletop.sentences import clauses, say

_CONTACT_CM = 0.5  # « en étant à son contact », bases placed by hand
_CLEAR_CM = 0.1


def car_to_steal(setup: GameSetup, state: GameState, f: FigureState) -> list[str]:
    """Civilian cars (no gang) the figure touches."""
    return [v.id for v in state.vehicles.values() if v.gang is None and not v.destroyed
            and vehicle_distance(setup, v, f) <= _CONTACT_CM]


def steal_car(setup: GameSetup, state: GameState, event: Rob) -> tuple[GameState, str]:
    f = acting(setup, state, event.figure, 1, "rob")
    v = state.vehicles[event.victim]
    if v.gang is not None or v.destroyed:
        raise GameError(_("{name} is not a civilian car that can be stolen").format(
            name=thing_name(setup, state, v.id)))
    if not armed(f):
        raise GameError(say("peur-robber-unarmed", **figure_args("figure", setup.title(f))))
    if event.victim not in car_to_steal(setup, state, f):
        raise GameError(say("peur-figure-needs-contact-with-vehicle", **figure_args("figure", setup.title(f)),
                            name=thing_name(setup, state, v.id)))
    dice = exact_dice(event.faces, setup)
    test = rules_call("rob", rob_rule, dice, rules=setup.rules)
    all_used(dice, "rob")
    state = state.with_figures(spend(f))
    named = thing_name(setup, state, v.id)
    line = say("peur-hold-up", **figure_args("figure", setup.title(f)), vehicle=named, faces=faces_text(test.faces),
               result=test.result)
    if test.result != "robbed":
        return state, line
    drivers = [_put_out(setup, c, v, f) for c in state.figures.values() if c.vehicle == v.id
               and c.state == "in_vehicle" and c.kind == "civilian"]
    state = state.with_vehicles(replace(v, gang=f.gang, traffic=False)).with_figures(*drivers)
    return state, clauses([line, say("peur-car-taken", vehicle=named, **setup.gang_args("gang", f.gang or ""))])


def _put_out(setup: GameSetup, driver: FigureState, v: VehicleState, robber: FigureState) -> FigureState:
    """The civilian aboard steps out on the robber's side of the car, clear of its body."""
    polygon = vehicle_polygon(setup, v)
    edge = nearest_points(polygon.exterior, shapely.Point(robber.x, robber.y))[0]
    cx, cy = vehicle_centre(setup, v)
    dx, dy = edge.x - cx, edge.y - cy
    norm = math.hypot(dx, dy) or 1.0
    reach = driver.base_cm / 2 + _CLEAR_CM
    return replace(driver, state="standing", vehicle=None, x=edge.x + dx / norm * reach, y=edge.y + dy / norm * reach)
