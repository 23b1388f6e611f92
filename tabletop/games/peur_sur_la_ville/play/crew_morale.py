"""A vehicle's crew under fire: « Pour chaque touche sur le véhicule, tirer au sort quel passager est touché. Le test
de moral est fait normalement mais vous jetez 1 « fate dice » de moins par passager NON BLESSÉ. La conséquence qui
indique un mouvement est celui que le véhicule exécute. Un demi-tour équivaut à un recul de 10cm. »

Reading (note ``vehicle_morale``): the passengers counted are those aboard once the hit's wounds are taken (the one
tested included when its save held); an advance drives the vehicle straight toward the nearest figure of the gang
that caused the test, a retreat straight away from the nearest enemy, never into an obstacle nor off the table; a
retreat may be made as a U-turn, which counts as 10 cm of it. The referee confirms or changes the move.

« Un véhicule (sauf moto) qui percute volontairement ou suite à un test de Moral une figurine finit son action au
contact »: the proposed move stops at the first figure on foot in its way, and every figure on foot the move brings
against the vehicle is owed a ram (``VehicleState.owed_rams``, played by the event ``ram``)."""

from __future__ import annotations

import math
from dataclasses import replace

import shapely

from tabletop.games.peur_sur_la_ville.rules import rams
from tabletop.games.peur_sur_la_ville.play.events import MoraleCheck, Point, VehicleMove
from tabletop.games.peur_sur_la_ville.play.setup import GameSetup, figure_args
from tabletop.games.peur_sur_la_ville.play.state import FigureState, GameError, GameState, VehicleState
from tabletop.games.peur_sur_la_ville.play.table import table_model, vehicle_centre, vehicle_polygon
from tabletop.games.peur_sur_la_ville.play.thing_names import thing_kind, thing_name
from tabletop.i18n import _, decimal
from tabletop.sentences import say

_TOLERANCE_CM = 0.05
_HALF_TURN_TOLERANCE_DEG = 1.0
_STEP_CM = 0.5  # a proposal walks forward step by step while the vehicle is clear of obstacles, figures, table edge
CONTACT_CM = 0.5  # the referee drives by hand: a figure this close to the vehicle's side is in contact


def aboard(state: GameState, vehicle: str | None) -> list[FigureState]:
    return [p for p in state.figures.values() if vehicle and p.vehicle == vehicle and p.state == "in_vehicle"]


def unwounded_aboard(state: GameState, f: FigureState) -> int:
    """« 1 « fate dice » de moins par passager NON BLESSÉ »: passengers of ``f``'s vehicle with no wound (0 on
    foot); a passenger the hit knocked out is still aboard, and wounded."""
    if f.vehicle is None:
        return 0
    return sum(1 for p in state.figures.values() if p.vehicle == f.vehicle and p.alive and p.wounds == 0)


def blocked(setup: GameSetup, state: GameState, moved: VehicleState) -> str | None:
    """The obstacle a vehicle placed at ``moved`` would stand in (its id, or "table" off the table), or None."""
    polygon = vehicle_polygon(setup, moved)
    table = setup.scenario.table
    if not shapely.box(0, 0, table.width_cm, table.depth_cm).buffer(_TOLERANCE_CM).covers(polygon):
        return "table"
    model = table_model(setup, state)
    for i in model.obstacles.tree.query(polygon, predicate="intersects"):
        o = model.obstacles.items[int(i)]
        if o.id != moved.id and model.obstacles.blocks_movement[i] and not polygon.touches(o.geometry):
            return o.id
    return None


def suggest_vehicle_move(setup: GameSetup, state: GameState, f: FigureState, direction: str, distance_cm: float,
                         causing_gang: str) -> VehicleMove | None:
    """Where the morale result drives ``f``'s vehicle, straight and shortened to stay clear; None when it stays."""
    v = state.vehicles.get(f.vehicle or "")
    if v is None or v.destroyed or v.immobilised or direction not in ("advance", "retreat") or distance_cm <= 0:
        return None
    cx, cy = vehicle_centre(setup, v)
    if direction == "advance":
        others = [o for o in state.figures.values() if o.kind == "figure" and o.alive and o.gang == causing_gang
                  and o.vehicle != v.id]
    else:
        others = [o for o in state.figures.values() if o.kind == "figure" and o.alive and o.gang != f.gang
                  and o.vehicle != v.id]
    if not others:
        return None
    near = min(others, key=lambda o: math.hypot(o.x - cx, o.y - cy))
    dx, dy = near.x - cx, near.y - cy
    length = math.hypot(dx, dy)
    if length <= 0:
        return None
    sign = 1.0 if direction == "advance" else -1.0
    already = set(touching(setup, state, v))
    steps = int(distance_cm / _STEP_CM)
    clear = None
    for k in range(1, steps + 1):
        d = distance_cm * k / steps
        move = VehicleMove(v.id, sign * dx / length * d, sign * dy / length * d, v.heading_deg, direction)
        moved = _moved(v, move)
        # « finit son action au contact »: the first figure in the way (the enemy advanced on included) ends it.
        if blocked(setup, state, moved) is not None or set(touching(setup, state, moved, 0.0)) - already:
            break
        clear = move
    return clear


def touching(setup: GameSetup, state: GameState, v: VehicleState, within_cm: float = CONTACT_CM) -> list[str]:
    """Figures on foot (alive, not aboard) within ``within_cm`` of the vehicle's sides."""
    polygon = vehicle_polygon(setup, v)
    return [f.id for f in state.figures.values() if f.alive and f.state != "in_vehicle"
            and float(shapely.distance(polygon, shapely.Point(f.x, f.y))) - f.base_cm / 2 <= within_cm]


def drive_path(setup: GameSetup, state: GameState, move: VehicleMove | None) -> tuple[Point, ...]:
    """The vehicle's centre before and after ``move``: the line the map draws and the referee's handle drags."""
    if move is None:
        return ()
    x, y = vehicle_centre(setup, state.vehicles[move.vehicle])
    return (x, y), (x + move.dx, y + move.dy)


def _moved(v: VehicleState, move: VehicleMove) -> VehicleState:
    return replace(v, offset=(v.offset[0] + move.dx, v.offset[1] + move.dy), heading_deg=move.heading_deg % 360.0)


def drive_on_morale(setup: GameSetup, state: GameState, f: FigureState, check: MoraleCheck, direction: str,
                    move_cm: float, notes: list[str]) -> GameState:
    """Apply the vehicle's move a passenger's morale result gives (the event's, as the referee confirmed it)."""
    move = check.vehicle
    if move is None:
        return state
    v = state.vehicles.get(f.vehicle or "")
    if v is None or move.vehicle != v.id:
        raise GameError(say("peur-morale-own-vehicle", **figure_args("figure", setup.title(f))))
    if direction == "none":
        raise GameError(say("peur-morale-moves-nothing", **figure_args("figure", setup.title(f))))
    if v.destroyed or v.immobilised:
        raise GameError(say("peur-vehicle-stopped", vehicle=thing_name(setup, state, v.id),
                            kind=thing_kind(setup, state, v.id)))
    turn = (move.heading_deg - v.heading_deg) % 360.0
    u_turn = abs(turn - 180.0) <= _HALF_TURN_TOLERANCE_DEG
    if not u_turn and min(turn, 360.0 - turn) > _HALF_TURN_TOLERANCE_DEG:
        raise GameError(_("a morale move drives straight or makes a U-turn, not a turn of {deg:g}°").format(
            deg=round(turn)))
    if u_turn and direction != "retreat":
        raise GameError(_("« Un demi-tour équivaut à un recul »: only a retreat turns round"))
    length = math.hypot(move.dx, move.dy)
    spent = length + (float(setup.rules.actions["vehicle_uturn_as_retreat_cm"]) if u_turn else 0.0)
    if spent > move_cm + _TOLERANCE_CM:
        raise GameError(_("{name} moves {cm} cm on this morale result, not {spent}").format(
            name=thing_name(setup, state, v.id), cm=decimal(move_cm), spent=decimal(spent, ".1f")))
    moved = replace(_moved(v, move), heading_deg=(v.heading_deg + 180.0) % 360.0 if u_turn else v.heading_deg)
    crew = [p.moved_to(*vehicle_centre(setup, moved)) for p in aboard(state, v.id)]
    notes.append((_("{name} makes a U-turn and moves {cm} cm") if u_turn else _("{name} moves {cm} cm")).format(
        name=thing_name(setup, state, v.id), cm=decimal(length, ".0f")))
    if rams(v.kind, setup.rules):
        before = set(touching(setup, state, v))
        hit = tuple(i for i in touching(setup, state, moved) if i not in before and i not in v.rammed + v.owed_rams)
        if hit:
            moved = replace(moved, owed_rams=moved.owed_rams + hit)
            notes.append(_("{name} runs into {figures}: the ram is owed").format(
                name=thing_name(setup, state, v.id),
                figures=", ".join(setup.title(state.figures[i]) for i in hit)))
    return state.with_vehicles(moved).with_figures(*crew)
