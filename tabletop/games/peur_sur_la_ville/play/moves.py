"""The actions that are not combat: moving (with obstacle crossings), driving, climbing, standing up, opening a door,
robbing, handcuffing, exchanging, healing, hiding, boarding and leaving a vehicle, aiming, reloading, repairing,
and the detection test."""

from __future__ import annotations

import math
from dataclasses import replace
from functools import partial

import shapely

from tabletop.games.peur_sur_la_ville.rules import climb as climb_rule
from tabletop.games.peur_sur_la_ville.rules import detect_hidden, move_per_action, seats_left
from tabletop.games.peur_sur_la_ville.rules.vehicles import boarding_actions, uturn_actions
from tabletop.games.peur_sur_la_ville.rules import heal as heal_rule
from tabletop.games.peur_sur_la_ville.rules import repair as repair_rule
from tabletop.games.peur_sur_la_ville.rules import horse_out
from tabletop.games.peur_sur_la_ville.rules import rob as rob_rule
from tabletop.games.peur_sur_la_ville.play.effects import (HORSE, acting, all_used, armed, charge_gang, exact_dice, faces_text,
                                                           figure, knocked_out, point_text, rules_call, spend,
                                                           thing_name, wound)
from tabletop.games.peur_sur_la_ville.play.armoured import forced_entry_problem
from tabletop.games.peur_sur_la_ville.play.clause import Clause, deferred
from tabletop.games.peur_sur_la_ville.play.ripostes import entered
from tabletop.games.peur_sur_la_ville.play.theft import steal_car
from tabletop.games.peur_sur_la_ville.play.events import (Aim, Arrest, Board, Climb, Detect, DriveVehicle, Exchange, Heal, Hide,
                                             LeaveVehicle, Move, OpenDoor, Reload, Repair, Rob, StandUp)
from tabletop.games.peur_sur_la_ville.play.setup import GameSetup, figure_args
from tabletop.games.peur_sur_la_ville.play.state import FigureState, GameError, GameState, VehicleState
from tabletop.games.peur_sur_la_ville.play.thing_names import thing_kind
from tabletop.games.peur_sur_la_ville.play.table import (edge_distance, in_contact, path_length, table_model, vehicle_centre,
                                            vehicle_distance, vehicle_polygon, zone_holding)
from tabletop.geometry import GeometryError, load_terrain_rules, sight
from tabletop.sentences import noun_args, say
from tabletop.i18n import _, decimal
from tabletop.jsontext import typed

_START_TOLERANCE_CM = 0.5  # the referee drags by hand: a path may start this close to the figure
_LENGTH_TOLERANCE_CM = 0.05
_OVERLAP_TOLERANCE_CM = 0.1  # bases placed by hand may overlap by a millimetre


def expect_activation(state: GameState) -> None:
    if state.phase != "activation":
        raise GameError(_("figures act during an activation: activate them first"))


def activated_vehicle(state: GameState, vehicle: str) -> VehicleState:
    """The vehicle an event names, which must be the one the activation in progress commands."""
    expect_activation(state)
    v = state.vehicles.get(vehicle)
    if v is None or state.activation is None or state.activation.vehicle != vehicle:
        raise GameError(_("'{vehicle}' is not the vehicle activated").format(
            vehicle=vehicle))
    return v


def move(setup: GameSetup, state: GameState, event: Move, geometry: bool) -> tuple[GameState, Clause]:
    expect_activation(state)
    if event.actions not in (1, 2):
        raise GameError(_("a move uses 1 or 2 actions"))
    f = acting(setup, state, event.figure, event.actions, "move")
    if f.state in ("down", "in_vehicle"):
        line = "peur-must-stand-up-first" if f.state == "down" else "peur-must-leave-vehicle-first"
        raise GameError(say(line, **figure_args("figure", setup.title(f))))
    if len(event.path) < 2 or math.hypot(event.path[0][0] - f.x, event.path[0][1] - f.y) > _START_TOLERANCE_CM:
        raise GameError(_("a move's path starts at the figure and has at least one more point"))
    fighter = setup.fighter(f)
    carrying = any(c.captor == f.id for c in state.figures.values())
    allowance = move_per_action(fighter, carrying=carrying, rules=setup.rules) * event.actions
    length = path_length(event.path)
    if length > allowance + _LENGTH_TOLERANCE_CM:
        raise GameError(say("peur-move-too-long", **figure_args("figure", setup.title(f)), allowance=allowance,
                            actions=event.actions, length=decimal(length, ".1f")))
    notes = _crossings(setup, state, event, fighter.ignore_obstacles)
    x, y = event.path[-1]
    problem = guard_problem(setup, state, f, float(x), float(y))
    if problem:
        raise GameError(problem)
    moved = replace(spend(f, event.actions), x=float(x), y=float(y), moved_this_turn=True)
    if geometry:
        _check_path(setup, state, event, f.base_cm / 2)
        _check_room(setup, state, moved)
    dx, dy = moved.x - f.x, moved.y - f.y
    captives = [c.moved_to(c.x + dx, c.y + dy) for c in state.figures.values() if c.captor == f.id]
    state = entered(setup, state.with_figures(moved, *captives), f.id, f)
    return state, deferred(partial(_moved, setup, f, length, moved.x, moved.y), notes)


def _moved(setup: GameSetup, f: FigureState, length: float, x: float, y: float) -> str:
    """A move's own sentence, written when its line is read (``clause``)."""
    return say("peur-figure-moves", **figure_args("figure", setup.title(f)), cm=decimal(length, ".0f"),
               where=point_text((x, y)))


def guard_problem(setup: GameSetup, state: GameState, f: FigureState, x: float, y: float) -> str | None:
    """Asiats: « si ce dernier est blessé, TOUS doivent chercher à se regrouper à 10cm de lui » — while their
    wounded leader stands, a move of another figure of the gang ends within the radius or nearer to him
    (note guard_leader)."""
    radius = next((e.value for e in setup.rules.gangs[f.gang].effects if e.effect == "guard_leader"), None) \
        if f.gang in setup.rules.gangs else None
    leader = next((o for o in state.gang_figures(f.gang or "") if o.role == "leader" and o.alive), None)
    if radius is None or leader is None or leader.id == f.id or not leader.wounds:
        return None
    after = edge_distance(replace(f, x=x, y=y), leader)
    if after <= radius or after < edge_distance(f, leader):
        return None
    return say("peur-regroup-toward-leader", radius=radius, **figure_args("leader", setup.title(leader)),
               **figure_args("figure", setup.title(f)))


def _crossings(setup: GameSetup, state: GameState, event: Move, ignore: int) -> list[str]:
    """« Pour chaque obstacle qu'elle veut traverser jeter 1 DÉ DE COULEUR »: a blue or yellow ends the move (the
    figure crossed, or stayed on its side), so only the last crossing may show one; Yamakasi ignore one."""
    table = setup.rules.table("obstacle")
    notes = []
    ignored = 0
    for k, c in enumerate(event.crossings):
        name = thing_name(setup, state, c.obstacle)
        if not c.face:
            ignored += 1
            if ignored > ignore:
                raise GameError(_("crossing {name} needs a colour die").format(
                    name=name))
            notes.append(say("peur-obstacle-ignored", obstacle=name))
            continue
        if c.face not in table.results:
            raise GameError(_("'{face}' is not a colour ({items})").format(
                face=c.face, items=', '.join(table.results)))
        result = table.results[c.face]
        if result != "cross_and_continue" and k != len(event.crossings) - 1:
            raise GameError(_("after {value} at {name} the move stops").format(
                value=typed(table.labels[c.face]), name=name))
        notes.append(say("peur-obstacle-crossing", obstacle=name, face=faces_text((c.face,)), result=result))
    return notes


def _check_path(setup: GameSetup, state: GameState, event: Move, radius: float) -> None:
    """The base may not pass through what blocks movement; what it crosses with a die must be in the crossings."""
    model = table_model(setup, state)
    obstacles = model.obstacles
    if not len(obstacles):
        return
    line = shapely.LineString(event.path)
    # A base brushing an obstacle's edge is not inside it: test a slightly narrower swept band.
    swept = line.buffer(max(radius * 0.9, 0.01), quad_segs=4)
    start = shapely.Point(event.path[0]).buffer(max(radius * 0.9, 0.01), quad_segs=4)
    hits = obstacles.tree.query(swept, predicate="intersects")
    declared = {c.obstacle for c in event.crossings}
    for i in hits:
        o = obstacles.items[int(i)]
        if not obstacles.blocks_movement[i] or o.id == state.figures[event.figure].vehicle:
            continue
        if shapely.intersects(o.geometry, start):
            continue  # a figure placed overlapping something walks out of it
        if obstacles.crossable[i]:
            if o.id not in declared:
                raise GameError(_("the path crosses {thing}: roll a colour die for it").format(
                    thing=thing_name(setup, state, o.id)))
            continue
        raise GameError(_("the path goes through {thing}").format(
            thing=thing_name(setup, state, o.id)))


def _check_room(setup: GameSetup, state: GameState, placed: FigureState) -> None:
    """Bases do not stand on one another (a figure's captives walk with it)."""
    for other in state.figures.values():
        if other.id == placed.id or not other.alive or other.state == "in_vehicle" or other.captor == placed.id:
            continue
        if edge_distance(placed, other) == 0.0 and math.hypot(placed.x - other.x, placed.y - other.y) < (
                placed.base_cm + other.base_cm) / 2 - _OVERLAP_TOLERANCE_CM:
            raise GameError(say("peur-figure-would-stand-on", **figure_args("figure", setup.title(placed)),
                                **figure_args("figure2", setup.title(other))))


def drive(setup: GameSetup, state: GameState, event: DriveVehicle, geometry: bool) -> tuple[GameState, str]:
    v = activated_vehicle(state, event.vehicle)
    if v.actions_left < 1 or v.destroyed or v.immobilised:
        why = "destroyed" if v.destroyed else "immobilised" if v.immobilised else "no_action"
        raise GameError(say("peur-vehicle-cannot-drive", vehicle=thing_name(setup, state, v.id),
                            kind=thing_kind(setup, state, v.id), why=why))
    crew = [f for f in state.figures.values() if f.vehicle == v.id and f.state == "in_vehicle"]
    if not crew:
        raise GameError(_("{name} has nobody at the wheel (« sans passager-chauffeur »)").format(
            name=thing_name(setup, state, v.id)))
    distance = math.hypot(event.dx, event.dy)
    limit = float(setup.rules.actions["vehicle_cm"])
    # Bykers, Afros: « Chaque action de déplacement peut être précédée d'un demi-tour ».
    free_turn = any(rules_call("drive", uturn_actions, setup.fighter(c), True, setup.rules) == 0 for c in crew)
    if event.u_turn and distance > 0 and not free_turn:
        raise GameError(_("a U-turn takes the whole action: the vehicle does not move"))
    if distance > limit + _LENGTH_TOLERANCE_CM:
        raise GameError(_("a vehicle drives {limit:g} cm per action, not {distance:.1f}").format(
            limit=limit, distance=distance))
    heading = (v.heading_deg + 180.0) % 360.0 if event.u_turn else event.heading_deg
    moved = replace(v, offset=(v.offset[0] + event.dx, v.offset[1] + event.dy), heading_deg=heading,
                    actions_left=v.actions_left - 1)
    if geometry:
        polygon = vehicle_polygon(setup, moved)
        model = table_model(setup, state)
        for i in model.obstacles.tree.query(polygon, predicate="intersects"):
            o = model.obstacles.items[int(i)]
            if o.id != v.id and model.obstacles.blocks_movement[i] and not polygon.touches(o.geometry):
                raise GameError(_("{name} would end in {thing}").format(
                    name=thing_name(setup, state, v.id), thing=thing_name(setup, state, o.id)))
    # « Ses passagers perdent 1 action à chaque action de leur véhicule »
    lost = int(setup.rules.vehicles["passenger_actions_lost_per_vehicle_action"])
    crew_after = [replace(f, actions_left=max(f.actions_left - lost, 0)) for f in crew]
    crew_after = [c.moved_to(*vehicle_centre(setup, moved)) for c in crew_after]
    state = state.with_vehicles(moved).with_figures(*crew_after)
    if distance <= 0:
        return state, _("{vehicle} makes a U-turn").format(vehicle=thing_name(setup, state, v.id))
    line = _("{vehicle} makes a U-turn and drives {cm} cm") if event.u_turn else _("{vehicle} drives {cm} cm")
    return state, line.format(vehicle=thing_name(setup, state, v.id), cm=decimal(distance, ".0f"))


STAIRS = "escalier"


def climb(setup: GameSetup, state: GameState, event: Climb, geometry: bool) -> tuple[GameState, str]:
    """« Déplacement vertical (escalier) : 1 étage/action » for anyone inside a building; « grimper » bare-handed
    needs Yamakasi, a ladder or a helper (« Sauf capacité spéciale, une figurine n'est pas capable de grimper »)."""
    expect_activation(state)
    f = acting(setup, state, event.figure, 1, "climb")
    if event.how == STAIRS:
        return _stairs(setup, state, event, f)
    helper = None
    if event.helper is not None:
        helper = acting(setup, state, event.helper, 1, "climb")
        if not in_contact(f, helper, 1.0):
            raise GameError(say("peur-boost-needs-contact", **figure_args("figure", setup.title(helper)),
                                **figure_args("figure2", setup.title(f))))
    got = rules_call("climb", climb_rule, setup.fighter(f), ladder=event.how == "échelle",
                     helper=helper is not None, high_obstacle_or_first_floor=helper is not None, rules=setup.rules)
    if abs(event.floors) > got.floors or event.floors == 0:
        raise GameError(say("peur-climb-too-high", **figure_args("figure", setup.title(f)), floors=got.floors,
                            how=got.how))
    changed = [replace(spend(f), floor=max(f.floor + event.floors, 0))]
    if helper is not None and got.helper_loses_action:
        changed.append(spend(helper))
    line = "peur-figure-climbs-up" if event.floors > 0 else "peur-figure-climbs-down"
    return state.with_figures(*changed), say(line, **figure_args("figure", setup.title(f)), count=abs(event.floors),
                                             how=got.how)


def _stairs(setup: GameSetup, state: GameState, event: Climb, f: FigureState) -> tuple[GameState, str]:
    if event.helper is not None:
        raise GameError(_("the stairs need no helper"))
    if zone_holding(setup, "building", f.x, f.y) is None:
        raise GameError(say("peur-no-stairs-outside", **figure_args("figure", setup.title(f))))
    per_action = int(setup.rules.actions["floors_per_action"])
    if event.floors == 0 or abs(event.floors) > per_action:
        raise GameError(_("« Déplacement vertical (escalier) : {per_action} étage/action »").format(
            per_action=per_action))
    if f.floor + event.floors < 0:
        raise GameError(say("peur-figure-on-ground-floor", **figure_args("figure", setup.title(f))))
    changed = replace(spend(f), floor=f.floor + event.floors)
    line = "peur-figure-goes-upstairs" if event.floors > 0 else "peur-figure-goes-downstairs"
    return state.with_figures(changed), say(line, **figure_args("figure", setup.title(f)), floor=changed.floor)


def stand_up(setup: GameSetup, state: GameState, event: StandUp, geometry: bool) -> tuple[GameState, str]:
    expect_activation(state)
    f = acting(setup, state, event.figure, 1)
    if f.state not in ("down", "hidden"):
        raise GameError(say("peur-figure-not-on-the-ground", **figure_args("figure", setup.title(f))))
    return state.with_figures(replace(spend(f), state="standing")), say("peur-figure-stands-up",
                                                                        **figure_args("figure", setup.title(f)))


def open_door(setup: GameSetup, state: GameState, event: OpenDoor, geometry: bool) -> tuple[GameState, str]:
    expect_activation(state)
    f = acting(setup, state, event.figure, 1, "open")
    door = setup.scenario.features.get(event.door)
    if door is None or door.kind != "door":
        raise GameError(_("'{door}' is not a door").format(
            door=event.door))
    if event.door in state.open_doors or door.get("open") is True:
        raise GameError(_("the door is already open (« une porte ouverte ne peut être refermée »)"))
    reach = load_terrain_rules().measures.vehicle_board_cm
    gap = float(shapely.distance(shapely.LineString(door.geometry.points()), shapely.Point(f.x, f.y))) - f.base_cm / 2
    if gap > reach:
        raise GameError(say("peur-figure-far-from-door", **figure_args("figure", setup.title(f)), gap=decimal(gap, ".1f")))
    state = replace(state.with_figures(spend(f)), open_doors=state.open_doors | {event.door})
    return state, say("peur-figure-opens", **figure_args("figure", setup.title(f)), door=door.name or _("the door"))


def rob(setup: GameSetup, state: GameState, event: Rob, geometry: bool) -> tuple[GameState, str]:
    expect_activation(state)
    if event.victim in state.vehicles:
        return steal_car(setup, state, event)
    f = acting(setup, state, event.figure, 1, "rob")
    victim = figure(state, event.victim)
    if victim.kind != "civilian" or not victim.alive:
        raise GameError(say("peur-not-a-civilian-to-rob", **figure_args("figure", setup.title(victim))))
    if not armed(f):
        raise GameError(say("peur-robber-unarmed", **figure_args("figure", setup.title(f))))
    if armed(victim) or victim.role in setup.game_rules.armed_civilians:
        raise GameError(say("peur-robbed-civilian-armed", **figure_args("figure", setup.title(victim))))
    if not in_contact(f, victim):
        raise GameError(say("peur-figure-needs-contact", **figure_args("figure", setup.title(f)),
                            **figure_args("figure2", setup.title(victim))))
    dice = exact_dice(event.faces, setup)
    test = rules_call("rob", rob_rule, dice, child=victim.role == "child", rules=setup.rules)
    all_used(dice, "rob")
    state = state.with_figures(spend(f))
    if test.result == "robbed":
        state = charge_gang(state, f.gang, robberies=1)
    return state, say("peur-rob", **figure_args("figure", setup.title(f)), **figure_args("victim", setup.title(victim)),
                      faces=faces_text(test.faces), result=test.result)


def arrest(setup: GameSetup, state: GameState, event: Arrest, geometry: bool) -> tuple[GameState, str]:
    """« 1 figurine suffit, en étant à son contact, si la cible est KO »; otherwise the target must have been
    stunned by 2 unparried hits in an arrest fight."""
    expect_activation(state)
    f = acting(setup, state, event.figure, 1, "arrest")
    target = figure(state, event.target)
    if not target.alive or target.captor is not None:
        raise GameError(say("peur-figure-cannot-be-arrested", **figure_args("figure", setup.title(target))))
    if not (knocked_out(setup, target) or target.stunned):
        raise GameError(say("peur-arrest-needs-ko", **figure_args("figure", setup.title(target))))
    if not in_contact(f, target):
        raise GameError(say("peur-figure-needs-contact", **figure_args("figure", setup.title(f)),
                            **figure_args("figure2", setup.title(target))))
    state = state.with_figures(spend(f), replace(target, captor=f.id, stunned=False))
    if target.kind == "figure" and target.gang != f.gang:
        state = charge_gang(state, f.gang, arrests=1)
    line = "peur-figure-arrests" if setup.rules.gangs[f.gang].name in ("Police", "SWAT", "Milice") \
        else "peur-figure-kidnaps"
    return state, say(line, **figure_args("figure", setup.title(f)), **figure_args("target", setup.title(target)))


def exchange(setup: GameSetup, state: GameState, event: Exchange, geometry: bool) -> tuple[GameState, str]:
    expect_activation(state)
    f = acting(setup, state, event.figure, 1, "exchange")
    other = figure(state, event.other)
    if not in_contact(f, other) or not other.alive:
        raise GameError(say("peur-figure-needs-contact", **figure_args("figure", setup.title(f)),
                            **figure_args("figure2", setup.title(other))))
    if event.count < 1:
        raise GameError(_("exchange at least one"))
    if event.item in f.weapons:
        weapons = {k: s for k, s in f.weapons.items() if k != event.item}
        given = replace(other, weapons={**other.weapons, event.item: f.weapons[event.item]})
        state = state.with_figures(replace(spend(f), weapons=weapons), given)
    elif f.units(event.item) >= event.count:
        items = {**f.items, event.item: f.units(event.item) - event.count}
        given = replace(other, items={**other.items, event.item: other.units(event.item) + event.count})
        state = state.with_figures(replace(spend(f), items=items), given)
    else:
        raise GameError(say("peur-figure-does-not-carry", **figure_args("figure", setup.title(f)), count=event.count,
                            item=event.item))
    return state, say("peur-figure-gives", **figure_args("figure", setup.title(f)), count=event.count, item=event.item,
                      **figure_args("other", setup.title(other)))


def heal(setup: GameSetup, state: GameState, event: Heal, geometry: bool) -> tuple[GameState, str]:
    expect_activation(state)
    f = acting(setup, state, event.figure, 1, "heal")
    patient = figure(state, event.patient)
    if patient.id != f.id and not in_contact(f, patient):
        raise GameError(say("peur-figure-needs-contact", **figure_args("figure", setup.title(f)),
                            **figure_args("figure2", setup.title(patient))))
    key = _reroll_key(setup, state, f, event.reroll)
    dice = exact_dice(event.faces, setup)
    treated = replace(setup.fighter(patient), wounds=patient.horse_wounds) if event.horse else setup.fighter(patient)
    if event.horse and patient.horse_wounds < 1:
        raise GameError(say("peur-no-wounded-horse", **figure_args("figure", setup.title(patient))))
    result = rules_call("heal", heal_rule, setup.fighter(f), treated, dice, event.reroll, setup.rules)
    all_used(dice, "heal")
    if result.rerolled:
        state = replace(state, rerolls_used=state.rerolls_used | {key})
    state = state.with_figures(spend(f))
    patient = state.figures[patient.id]
    if event.horse:
        state = state.with_figures(_horse_healed(setup, patient, result.result, result.wounds_after))
        return state, say("peur-heal", **figure_args("figure", setup.title(f)),
                          **figure_args("patient", setup.title(patient)), who="horse", faces=faces_text(result.faces),
                          result=result.result)
    if result.result == "stabilised":
        state = state.with_figures(replace(patient, stabilised=True))
    elif result.wounds_after > patient.wounds:
        state = wound(setup, state, patient.id, result.wounds_after - patient.wounds, None, [])
    else:
        healed = replace(patient, wounds=result.wounds_after)
        if healed.state == "ko" and healed.wounds < setup.rules.wounds["ko_at"]:
            healed = replace(healed, state="down")
        state = state.with_figures(healed)
    return state, say("peur-heal", **figure_args("figure", setup.title(f)),
                      **figure_args("patient", setup.title(patient)), who="self" if patient.id == f.id else "other",
                      faces=faces_text(result.faces), result=result.result)


def _horse_healed(setup: GameSetup, rider: FigureState, result: str, wounds_after: int) -> FigureState:
    """The rider once its horse is treated (notes.horse_healed): « Stabilisé » changes nothing for a horse, which
    takes no death test; a horse « Hors Combat comme un personnage » carries its rider again below 3 wounds, and
    one more wound (« Oups ») can put it out."""
    if result == "stabilised":
        return rider
    out = rules_call("horse", horse_out, wounds_after, setup.rules)
    return replace(rider, horse_wounds=wounds_after, items={**rider.items, HORSE: 0 if out else 1})


def reroll_left(setup: GameSetup, state: GameState, f: FigureState) -> bool:
    """Whether ``f`` may still reroll a failed repair or heal die this turn (Technos)."""
    key = (f.gang or "") if setup.rules.setting("reroll_once_per_gang") else f.id
    return setup.fighter(f).reroll_repair_or_heal and key not in state.rerolls_used


def _reroll_key(setup: GameSetup, state: GameState, f: FigureState, reroll: bool) -> str:
    """Whose Technos reroll a heal or repair would spend (« 1 Dé de réparation raté ou 1 Dé de soin raté par
    tour », setting reroll_once_per_gang); refused when it is already spent this turn."""
    key = (f.gang or "") if setup.rules.setting("reroll_once_per_gang") else f.id
    if reroll and setup.fighter(f).reroll_repair_or_heal and not reroll_left(setup, state, f):
        raise GameError(_("the reroll « par tour » is spent: {gang} rerolled this turn").format(
            gang=setup.gang_name(f.gang or '')))
    return key


def hide(setup: GameSetup, state: GameState, event: Hide, geometry: bool) -> tuple[GameState, str]:
    expect_activation(state)
    f = acting(setup, state, event.figure, 1, "hide")
    if f.state != "standing":
        raise GameError(say("peur-cannot-hide-while", **figure_args("figure", setup.title(f)), state=f.state))
    if geometry:
        seen_by = watcher(setup, state, f)
        if seen_by is not None:
            raise GameError(say("peur-hide-seen-by", **figure_args("figure", setup.title(f)),
                                **figure_args("figure2", setup.title(seen_by))))
    hidden = replace(spend(f), state="hidden", identified=False)
    return state.with_figures(hidden), say("peur-figure-hides", **figure_args("figure", setup.title(f)))


def watcher(setup: GameSetup, state: GameState, f: FigureState) -> FigureState | None:
    """An enemy figure on its feet (or aboard a vehicle) with a line of sight to ``f``, or None
    (notes.hide_unseen)."""
    model = table_model(setup, state)
    for o in state.figures.values():
        if o.kind != "figure" or o.gang == f.gang or o.state not in ("standing", "in_vehicle") or knocked_out(setup, o):
            continue
        try:
            if sight(model, o.id, f.id).visible:
                return o
        except GeometryError:
            continue
    return None


def board(setup: GameSetup, state: GameState, event: Board, geometry: bool) -> tuple[GameState, str]:
    expect_activation(state)
    v = state.vehicles.get(event.vehicle)
    if v is None or v.destroyed:
        raise GameError(_("'{vehicle}' is not a vehicle one can board").format(
            vehicle=event.vehicle))
    cost = rules_call("board", boarding_actions, setup.fighter(figure(state, event.figure)), v.kind, setup.rules)
    f = acting(setup, state, event.figure, cost, "board")
    locked = forced_entry_problem(setup, state, v, f)
    if locked:
        raise GameError(locked)
    if f.vehicle_step == "leave":
        raise GameError(_("« les passagers ne peuvent dans le même tour monter et descendre »"))
    if f.state != "standing":
        raise GameError(say("peur-cannot-board-while", **figure_args("figure", setup.title(f)), state=f.state))
    reach = load_terrain_rules().measures.vehicle_board_cm
    if vehicle_distance(setup, v, f) > reach:
        raise GameError(say("peur-board-out-of-reach", **figure_args("figure", setup.title(f)), reach=reach,
                            name=thing_name(setup, state, v.id)))
    aboard = sum(1 for o in state.figures.values() if o.vehicle == v.id and o.state == "in_vehicle")
    if not rules_call("board", seats_left, v.kind, aboard, setup.rules):
        raise GameError(say("peur-vehicle-full", vehicle=thing_name(setup, state, v.id),
                            kind=thing_kind(setup, state, v.id), aboard=aboard))
    cx, cy = vehicle_centre(setup, v)
    changed = replace(spend(f, cost), state="in_vehicle", vehicle=v.id, x=cx, y=cy, vehicle_step="board")
    # One whole line whether it costs an action or not, no bracket glued after it.
    return state.with_figures(changed), say("peur-figure-boards", **figure_args("figure", setup.title(f)),
                                            vehicle=thing_name(setup, state, v.id), cost="free" if cost == 0 else "action")


def leave_vehicle(setup: GameSetup, state: GameState, event: LeaveVehicle,
                  geometry: bool) -> tuple[GameState, str]:
    expect_activation(state)
    f = figure(state, event.figure)
    v = state.vehicles.get(f.vehicle or "")
    if f.state != "in_vehicle" or v is None:
        raise GameError(say("peur-figure-not-in-vehicle", **figure_args("figure", setup.title(f))))
    cost = rules_call("leave", boarding_actions, setup.fighter(f), v.kind, setup.rules)
    f = acting(setup, state, event.figure, cost, "leave_vehicle")
    if f.vehicle_step == "board":
        raise GameError(_("« les passagers ne peuvent dans le même tour monter et descendre »"))
    placed = replace(f, x=float(event.x), y=float(event.y))
    limit = float(setup.rules.actions["dismount_at_cm"])
    if vehicle_distance(setup, v, placed) > limit + _LENGTH_TOLERANCE_CM:
        raise GameError(_("« Une figurine qui descend d'un véhicule se place à {limit:g}cm »").format(
            limit=limit))
    changed = replace(spend(placed, cost), state="standing", vehicle=None, vehicle_step="leave")
    # One whole line whether it costs an action or not, no bracket glued after it.
    return state.with_figures(changed), say("peur-figure-leaves-vehicle", **figure_args("figure", setup.title(f)),
                                            vehicle=thing_name(setup, state, v.id), cost="free" if cost == 0 else "action")


def aim(setup: GameSetup, state: GameState, event: Aim, geometry: bool) -> tuple[GameState, str]:
    expect_activation(state)
    f = acting(setup, state, event.figure, 1, "aim")
    target = figure(state, event.target)
    if not setup.fighter(f).sniper_dice:
        raise GameError(say("peur-figure-no-sniper", **figure_args("figure", setup.title(f))))
    if f.actions_left < 2:
        raise GameError(_("« si la 1ère action est consacrée à viser la cible »: aiming leaves an action to "
                          "shoot"))
    changed = replace(spend(f), aiming_at=target.id)
    return state.with_figures(changed), say("peur-figure-aims", **figure_args("figure", setup.title(f)),
                                            **figure_args("target", setup.title(target)))


def _jammed(setup: GameSetup, state: GameState, event: Reload | Repair, status: str, need: str) -> FigureState:
    """The figure acting on its weapon, which must be ``status`` (to_reload, to_repair) for the action ``need``
    (reload, repair)."""
    expect_activation(state)
    f = acting(setup, state, event.figure, 1, event.kind)
    if f.weapons.get(event.weapon) != status:
        raise GameError(say("peur-weapon-not-jammed", **figure_args("figure", setup.title(f)), need=need,
                            **noun_args("weapon", setup.rules.weapon_words(event.weapon))))
    return f


def reload(setup: GameSetup, state: GameState, event: Reload, geometry: bool) -> tuple[GameState, Clause]:
    f = _jammed(setup, state, event, "to_reload", "reload")
    changed = replace(spend(f), weapons={**f.weapons, event.weapon: "loaded"})
    return state.with_figures(changed), deferred(partial(_reloaded, setup, f, event.weapon))


def _reloaded(setup: GameSetup, f: FigureState, weapon: str) -> str:
    """A reload as the log says it, written when its line is read (``clause``)."""
    return say("peur-reload", **figure_args("figure", setup.title(f)),
               **noun_args("weapon", setup.rules.weapon_words(weapon)))


def repair(setup: GameSetup, state: GameState, event: Repair, geometry: bool) -> tuple[GameState, str]:
    f = _jammed(setup, state, event, "to_repair", "repair")
    key = _reroll_key(setup, state, f, event.reroll)
    dice = exact_dice(event.faces, setup)
    test = rules_call("repair", repair_rule, setup.fighter(f), dice, event.reroll, setup.rules)
    all_used(dice, "repair")
    if len(test.faces) > 1:
        state = replace(state, rerolls_used=state.rerolls_used | {key})
    status = {"fixed": "loaded", "broken": "broken"}.get(test.result, "to_repair")
    changed = replace(spend(f), weapons={**f.weapons, event.weapon: status})
    return state.with_figures(changed), say("peur-repair", **figure_args("figure", setup.title(f)),
                                            **noun_args("weapon", setup.rules.weapon_words(event.weapon)),
                                            faces=faces_text(test.faces), result=test.result)


def detectable(setup: GameSetup, f: FigureState) -> bool:
    """Hidden, or of a gang that blends with the crowd and not yet identified (« S'ils ne tirent pas, ils se
    confondent avec les Civils »): a detection test finds it."""
    return f.alive and (f.state == "hidden" or (f.kind == "figure" and not f.identified
                                                and setup.fighter(f).blends_with_civilians))


def detect(setup: GameSetup, state: GameState, event: Detect, geometry: bool) -> tuple[GameState, str]:
    """« 1 seul test est autorisé par joueur, et à condition qu'il y ait 1 figurine en état de voir/deviner où est
    le personnage caché à 10cm ». Spotted, the figure is seen: it counts as on the ground, no longer hidden."""
    expect_activation(state)
    spotter = acting(setup, state, event.figure, 0)
    hidden = figure(state, event.hidden)
    if not detectable(setup, hidden) or hidden.gang == spotter.gang:
        raise GameError(say("peur-figure-not-hidden", **figure_args("figure", setup.title(hidden))))
    if spotter.gang in hidden.detection_spent:
        raise GameError(say("peur-detect-spent", **setup.gang_args("gang", spotter.gang or ""),
                            **figure_args("figure", setup.title(hidden))))
    tried = (spotter.gang or "", hidden.id)
    if tried in state.detections:
        raise GameError(say("peur-detect-tried", **setup.gang_args("gang", spotter.gang or ""),
                            **figure_args("figure", setup.title(hidden))))
    radius = load_terrain_rules().measures.hidden_detection_cm
    if edge_distance(spotter, hidden) > radius:
        raise GameError(say("peur-detect-out-of-reach", **figure_args("figure", setup.title(spotter)), radius=radius,
                            **figure_args("figure2", setup.title(hidden))))
    dog = edge_distance(spotter, hidden) if setup.fighter(spotter).dog else None
    dice = exact_dice(event.faces, setup)
    test = rules_call("detection", detect_hidden, dice, dog, setup.rules)
    all_used(dice, "detection")
    changed = hidden
    if test.result == "spotted":
        changed = replace(hidden, identified=True, state="down" if hidden.state == "hidden" else hidden.state)
    elif test.result == "nothing_for_good":
        changed = replace(hidden, detection_spent=hidden.detection_spent + (spotter.gang or "",))
    state = replace(state, detections=state.detections | {tried})
    return state.with_figures(changed), say("peur-detect", **figure_args("figure", setup.title(spotter)),
                                            **figure_args("hidden", setup.title(hidden)), faces=faces_text(test.faces),
                                            result=test.result)
