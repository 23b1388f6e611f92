"""Resolving an action into its event: the geometry measures, the rules engine asks a ``Dice`` for faces — seeded
(virtual dice) or ``Dice.from_faces`` (the faces the referee rolled) — and the event keeps those faces and the
suggested morale destinations. The same faces give the same event either way; ``DiceEntryError`` says which die
is still missing when physical faces run out."""

from __future__ import annotations

from dataclasses import fields, is_dataclass, replace
from typing import Any

import shapely

from tabletop.games.peur_sur_la_ville.rules import (Defence, Dice, activation_morale_dice, blast_figure, cross_obstacle, death_test,
                                 detect_hidden, explosive, fight, heal, initiative, launcher_shot, missed_into_melee,
                                 passenger_hit,
                                 molotov_burns,
                                 plan_shot, rammed, repair, rob, rocket_on_figure, rocket_on_vehicle, roll_shot,
                                 take_hits,
                                 tear_gas)
from tabletop.games.peur_sur_la_ville.rules import throw as throw_die
from tabletop.games.peur_sur_la_ville.rules.morale import armoured_crew_test, demonstrators_test, morale_test
from tabletop.games.peur_sur_la_ville.rules.wounds import horse_takes_wounds, morale_dice_owed
from tabletop.games.peur_sur_la_ville.play.combat import ROCKET_PROOF, combatants, passengers, shooter_fighter
from tabletop.games.peur_sur_la_ville.play.armoured import crew
from tabletop.games.peur_sur_la_ville.play.crew_morale import drive_path, suggest_vehicle_move, unwounded_aboard
from tabletop.games.peur_sur_la_ville.play.effects import morale_count
from tabletop.games.peur_sur_la_ville.play.moves import reroll_left
from tabletop.games.peur_sur_la_ville.play.events import (Activate, Caught, Crossing, DeathRoll, Detect, Event, Fight, Heal,
                                             HitOn, Launch, MoraleCheck, Move, Repair, Rob, RollInitiative, Shoot,
                                             CrewTest, Ram, StartTurn, Throw, TriggerMine)
from tabletop.games.peur_sur_la_ville.play.preview import (cut_path, nearest_enemy_gang, preview_move, preview_shot,
                                              suggest_morale_move, vehicle_at)
from tabletop.games.peur_sur_la_ville.play.setup import GameSetup
from tabletop.games.peur_sur_la_ville.play.state import SOLDIER, GameError, GameState
from tabletop.games.peur_sur_la_ville.play.table import edge_distance, point_distance, table_model, vehicle_polygon
from tabletop.geometry import Path, deviate, figures_on_line, sight
from tabletop.geometry import blast as blast_template
from tabletop.geometry import burst as burst_order
from tabletop.geometry import throw as throw_path
from tabletop.geometry.movement import walk
from tabletop.i18n import _

Point = tuple[float, float]


def _since(dice: Dice, start: int) -> tuple[str, ...]:
    return tuple(roll.face for roll in dice.log[start:])


def morale_check(setup: GameSetup, state: GameState, figure_id: str, owed: int, wounds_after: int,
                 causing_gang: str, dice: Dice, knocked_out: bool = False, hit: bool = True) -> MoraleCheck | None:
    """Roll the morale test owed ``owed`` dice by a figure that now has ``wounds_after`` wounds (and is
    ``knocked_out`` for the turn) and suggest where it sends the figure — or, for a passenger ``hit`` aboard, its
    vehicle (``crew_morale``). ``state`` holds the wounds the same event dealt before this test."""
    f = state.figures[figure_id]
    passenger = hit and f.vehicle is not None
    now = state.with_figures(replace(f, wounds=wounds_after)) if passenger else state
    count = morale_count(setup, f, owed, unwounded_aboard(now, now.figures[figure_id]) if passenger else 0)
    if count == 0:
        return None
    start = len(dice.log)
    causing_gang = causing_gang or nearest_enemy_gang(state, figure_id)
    if f.kind == "civilian":
        test = demonstrators_test(count, dice, setup.rules)
        direction = "advance" if test.toward_enemy_cm else "retreat" if test.away_cm else "none"
        distance = test.toward_enemy_cm or test.away_cm
    else:
        fighter = setup.fighter(f)
        fighter = replace(fighter, wounds=wounds_after, ko=fighter.ko or knocked_out)
        outcome = morale_test(count, fighter, dice, setup.rules).outcome
        direction, distance = outcome.direction, outcome.move_cm
    if passenger:
        drive = suggest_vehicle_move(setup, now, f, direction, distance, causing_gang)
        return MoraleCheck(figure_id, _since(dice, start), None, drive_path(setup, now, drive), causing_gang, drive)
    move = suggest_morale_move(setup, state, figure_id, direction, distance, causing_gang)
    if move is None or move.length_cm <= 0:
        return MoraleCheck(figure_id, _since(dice, start), None, (), causing_gang)
    return MoraleCheck(figure_id, _since(dice, start), move.destination, move.path, causing_gang)


def with_morale_destination(event: Event, figure_id: str, destination: Point | None) -> Event:
    """The same event with the referee's destination for ``figure_id``'s morale move (dragged on the map, or None
    to keep it in place); the path becomes the straight line there. A passenger's move is its vehicle's: the
    destination is where the vehicle's centre goes."""
    def fix(value: Any) -> Any:
        if isinstance(value, MoraleCheck):
            if value.figure != figure_id:
                return value
            start = value.path[0] if value.path else None
            path = (start, destination) if start is not None and destination is not None else ()
            if value.vehicle is not None:
                if start is None or destination is None:
                    return replace(value, vehicle=None, path=())
                moved = replace(value.vehicle, dx=destination[0] - start[0], dy=destination[1] - start[1])
                return replace(value, vehicle=moved, path=path)
            return replace(value, destination=destination, path=path)
        if isinstance(value, tuple):
            return tuple(fix(v) for v in value)
        if is_dataclass(value):
            return replace(value, **{f.name: fix(getattr(value, f.name)) for f in fields(value)})
        return value
    return fix(event)


# ---- the turn -------------------------------------------------------------------------------------------------

def resolve_start_turn(setup: GameSetup, state: GameState, dice: Dice) -> StartTurn:
    """A death test for every figure with 3+ wounds not stabilised."""
    rolls = []
    for f in state.figures.values():
        if f.kind == "figure" and f.alive and not f.stabilised and f.wounds >= setup.rules.wounds["death_test_at"]:
            start = len(dice.log)
            death_test(setup.fighter(f), dice, setup.rules)
            rolls.append(DeathRoll(f.id, _since(dice, start)))
    return StartTurn(tuple(rolls))


def resolve_initiative(setup: GameSetup, state: GameState, dice: Dice) -> RollInitiative:
    result = initiative(list(state.gangs), dice, setup.rules)
    return RollInitiative(result.rounds)


def resolve_activation(setup: GameSetup, state: GameState, gang: str, figures: tuple[str, ...],
                       dice: Dice, leader: str | None = None, vehicle: str | None = None) -> Activate:
    """The activation with the morale test of each wounded figure that wants to act."""
    checks = []
    for fid in figures:
        f = state.figures[fid]
        if activation_morale_dice(setup.fighter(f), setup.rules):
            owed = f.wounds * setup.rules.setting("morale_dice_per_carried_wound")
            check = morale_check(setup, state, fid, owed, f.wounds, "", dice, hit=False)
            if check is not None:
                checks.append(check)
    return Activate(gang, tuple(figures), leader, vehicle, tuple(checks))


# ---- moving ---------------------------------------------------------------------------------------------------

def resolve_move(setup: GameSetup, state: GameState, figure_id: str, x: float, y: float, dice: Dice,
                 actions: int = 1) -> Move:
    """The shortest path toward (x, y) cut at the figure's allowance; each obstacle crossed rolls a colour die:
    red crosses and goes on, blue stops just past it, yellow stops just before it."""
    f = state.figures[figure_id]
    planned = preview_move(setup, state, figure_id, x, y, actions)
    fighter = setup.fighter(f)
    table = setup.rules.table("obstacle")
    model = table_model(setup, state)
    line = shapely.LineString(planned.path) if len(planned.path) > 1 else None
    crossings: list[Crossing] = []
    stop_at: float | None = None
    ignored = 0
    for obstacle in planned.crossings:
        start = len(dice.log)
        test = cross_obstacle(fighter, dice, ignored < fighter.ignore_obstacles, setup.rules)
        if not test.faces:
            ignored += 1
        crossings.append(Crossing(obstacle, _since(dice, start)[0] if test.faces else ""))
        if test.result != "cross_and_continue" and line is not None:
            zone = model.obstacle(obstacle).geometry.buffer(f.base_cm / 2)
            touched = shapely.get_coordinates(line.intersection(zone))
            along = [line.project(shapely.Point(p)) for p in touched] or [line.length]
            margin = 0.05
            stop_at = min(along) - margin if table.results[test.faces[0]] == "blocked" else max(along) + margin
            stop_at = max(min(stop_at, line.length), 0.0)
            break
    path = planned.path
    if stop_at is not None and line is not None:
        whole = Path(planned.path, line.length, ())
        path = cut_path(whole, stop_at, walk(whole, stop_at))
    return Move(figure_id, tuple(path), tuple(crossings), actions)


# ---- shooting and fighting ---------------------------------------------------------------------------------------

def resolve_shot(setup: GameSetup, state: GameState, shooter_id: str, target_id: str, dice: Dice,
                 weapon: str | None = None, burst: bool = False, aimed: bool = False,
                 other: str | None = None) -> Shoot:
    """Measure, roll the shot, place the burst's extra hits clockwise, roll each figure's saves and morale. A
    protester's shot is a reaction: paving stones, no action spent. A Psychopathe's shot into a combat that
    misses hits ``other`` (the combatant drawn; the first in file order when none is named)."""
    seen = preview_shot(setup, state, shooter_id, target_id, weapon, burst, aimed)
    if seen.problems:
        raise GameError(seen.problems[0])
    model = table_model(setup, state)
    shooter, target = state.figures[shooter_id], state.figures[target_id]
    shooter_f = shooter_fighter(setup, shooter)
    plan = plan_shot(seen.weapon, seen.sight.distance_cm, shooter_f, seen.burst, aimed, setup.rules)
    start = len(dice.log)
    roll = roll_shot(plan, dice, shooter_f, setup.fighter(target), setup.rules)
    shot_faces = _since(dice, start)
    on_target = min(roll.hits, 1) if plan.burst else roll.hits
    aboard = passengers(state, target.vehicle) if target.state == "in_vehicle" else []
    lots = tuple(passenger_hit(len(aboard), dice) for _ in range(on_target)) if aboard else ()
    if lots:
        on_target = 0  # every hit on the vehicle goes to a passenger drawn by lot
    victims: list[str] = [target_id]
    if plan.burst and roll.hits > 1:
        victims += [v for v in burst_order(model, shooter_id, target_id, roll.hits).hits[1:] if v is not None]
    effect = setup.rules.firearms[seen.weapon].effect
    hits = []
    for k, vid in enumerate(victims):
        if k == 0:
            in_cover, cover_by, civilian = seen.sight.cover, seen.sight.cover_by, seen.civilian
        else:
            look = sight(model, shooter_id, vid)
            on_line = [c for c in figures_on_line(model, shooter_id, vid).civilians if c != vid]
            in_cover, cover_by, civilian = look.cover, look.cover_by, (on_line[0] if on_line else None)
        victim = state.figures[vid]
        start = len(dice.log)
        taken = take_hits(on_target if k == 0 else 1, Defence(in_cover, setup.fighter(victim), civilian is not None),
                          dice, effect, rules=setup.rules)
        faces = _since(dice, start)
        horse, to_rider = _horse(setup, state, vid, taken.wounds, dice)
        check = morale_check(setup, state, vid, taken.morale_dice, victim.wounds + to_rider, shooter.gang or "",
                             dice)
        hits.append(HitOn(vid, in_cover, cover_by, civilian, faces, check, horse))
    in_activation = state.activation is not None and shooter_id in state.activation.figures
    drawn = [aboard[lot - 1] for lot in lots]
    carried = []
    now = state  # each passenger's test counts the passengers the lots already wounded
    for pid in dict.fromkeys(drawn):
        start = len(dice.log)
        passenger = now.figures[pid]
        taken = take_hits(drawn.count(pid), Defence(True, setup.fighter(passenger)), dice, effect, rules=setup.rules)
        faces = _since(dice, start)
        horse, to_rider = _horse(setup, now, pid, taken.wounds, dice)
        check = morale_check(setup, now, pid, taken.morale_dice, passenger.wounds + to_rider, shooter.gang or "",
                             dice)
        now = now.with_figures(replace(passenger, wounds=passenger.wounds + to_rider))
        carried.append(HitOn(pid, True, (target.vehicle or "",), None, faces, check, horse))
    reaction = shooter.kind in ("civilian", SOLDIER) or ((shooter_id, target_id) in state.ripostes
                                                        and not in_activation)
    melee_hit = None
    others = [o.id for o in combatants(setup, state, target) if o.id != shooter_id]
    stray = missed_into_melee(roll, setup.rules) if others and shooter_f.shoots_into_melee else 0
    if stray:
        chosen = other if other in others else others[0]
        look = sight(model, shooter_id, chosen)
        start = len(dice.log)
        taken = take_hits(stray, Defence(look.cover, setup.fighter(state.figures[chosen])), dice, effect,
                          rules=setup.rules)
        faces = _since(dice, start)
        check = morale_check(setup, state, chosen, taken.morale_dice, state.figures[chosen].wounds + taken.wounds,
                             shooter.gang or "", dice)
        melee_hit = HitOn(chosen, look.cover, look.cover_by, None, faces, check)
    return Shoot(shooter_id, target_id, seen.weapon, seen.sight.distance_cm, seen.sight.band, shot_faces, tuple(hits),
                 plan.burst, aimed, reaction, melee_hit, lots, tuple(carried))


def resolve_fight(setup: GameSetup, state: GameState, attacker_id: str, target_id: str, dice: Dice,
                  arrest: bool = False, reaction: bool = False) -> Fight:
    attacker, target = state.figures[attacker_id], state.figures[target_id]
    start = len(dice.log)
    result = fight(shooter_fighter(setup, attacker), setup.fighter(target), dice, arrest, setup.rules)
    faces = _since(dice, start)
    horse, to_rider = _horse(setup, state, target_id, result.wounds, dice)
    check = None
    if not result.arrested:
        check = morale_check(setup, state, target_id, result.morale_dice, target.wounds + to_rider,
                             attacker.gang or "", dice)
    return Fight(attacker_id, target_id, faces, arrest, check, reaction, horse)


def _horse(setup: GameSetup, state: GameState, figure_id: str, wounds: int, dice: Dice) -> tuple[tuple[str, ...], int]:
    """A rider's horse dice for ``wounds`` and the wounds left to the rider (all of them without a horse)."""
    f = state.figures[figure_id]
    if wounds <= 0 or f.kind != "figure" or not setup.fighter(f).horse:
        return (), wounds
    start = len(dice.log)
    split = horse_takes_wounds(wounds, dice, setup.rules)
    return _since(dice, start), split.figure


# ---- explosives -----------------------------------------------------------------------------------------------

def _template_things(setup: GameSetup, state: GameState, x: float, y: float) -> tuple[list[str], list[str]]:
    """Vehicles and burnable obstacles the template centred on (x, y) touches."""
    model = table_model(setup, state)
    circle = shapely.Point(x, y).buffer(model.rules.measures.blast_diameter_cm / 2)
    vehicles, burnable = [], []
    for i in model.obstacles.tree.query(circle, predicate="intersects"):
        o = model.obstacles.items[int(i)]
        if o.id in state.vehicles and not state.vehicles[o.id].destroyed:
            vehicles.append(o.id)
        elif o.kind in setup.game_rules.burnable:
            burnable.append(o.id)
    return vehicles, burnable


def _gas_caught(setup: GameSetup, state: GameState, x: float, y: float, by_gang: str, dice: Dice) -> list[Caught]:
    model = table_model(setup, state)
    caught = []
    for c in blast_template(model, x, y).caught:
        f = state.figures[c.id]
        gas = tear_gas(setup.fighter(f), f.state == "in_vehicle", setup.rules)
        check = morale_check(setup, state, c.id, gas.morale_dice, f.wounds, by_gang, dice, gas.knocked_out)
        caught.append(Caught(c.id, c.cover, c.cover_by, (), check))
    return caught


def resolve_throw(setup: GameSetup, state: GameState, thrower_id: str, name: str, x: float, y: float,
                  dice: Dice) -> Throw:
    """The distance die, the landing against the first obstacle or figure, then the template's effect."""
    thrower = state.figures[thrower_id]
    kind = explosive(name, setup.rules)
    model = table_model(setup, state)
    distance = throw_die(name, dice, setup.rules)
    path = throw_path(model, thrower_id, x, y, distance.distance_cm)
    lx, ly = path.landing
    gang = thrower.gang or ""
    caught: list[Caught] = []
    ablaze: list[str] = []
    fire_faces: tuple[str, ...] = ()
    immobilised: list[str] = []
    if kind.effect in ("frag", "molotov"):
        exploded = True
        for k, c in enumerate(blast_template(model, lx, ly).caught):
            f = state.figures[c.id]
            start = len(dice.log)
            hit = blast_figure(name, Defence(c.cover, setup.fighter(f)), dice, setup.rules)
            faces = _since(dice, start)
            check = None if hit.dud else morale_check(setup, state, c.id, hit.taken.morale_dice,
                                                      f.wounds + hit.taken.wounds, gang, dice)
            caught.append(Caught(c.id, c.cover, c.cover_by, faces, check))
            if hit.dud and k == 0 and setup.rules.setting("molotov_dud_ends_blast"):
                exploded = False
                break
        if exploded:
            vehicles, burnable = _template_things(setup, state, lx, ly)
            if kind.effect == "frag":
                immobilised = vehicles
            else:
                ablaze = vehicles + burnable
                start = len(dice.log)
                for vid in vehicles:
                    molotov_burns(state.vehicles[vid].kind, dice, setup.rules)
                fire_faces = _since(dice, start)
    elif kind.effect == "flash":
        caught = [Caught(c.id, c.cover, c.cover_by) for c in blast_template(model, lx, ly).caught]
    else:
        caught = _gas_caught(setup, state, lx, ly, gang, dice)
    return Throw(thrower_id, name, (float(x), float(y)), distance.face, (lx, ly), path.stopped_by, tuple(caught),
                 tuple(ablaze), fire_faces, tuple(immobilised))


def resolve_launch(setup: GameSetup, state: GameState, figure_id: str, launcher: str, x: float, y: float,
                   dice: Dice, target: str | None = None, vehicle: str | None = None,
                   rear_doors: bool = False) -> Launch:
    """The launcher die, the deviation (geometry moves the point), then the rocket's victim or the gas cloud."""
    f = state.figures[figure_id]
    model = table_model(setup, state)
    start = len(dice.log)
    shot = launcher_shot(launcher, point_distance(f, x, y), dice, setup.rules)
    face = dice.log[start].face
    deviation_faces = shot.deviation.faces if shot.deviation else ()
    landing = (float(x), float(y))
    if shot.result == "incident":
        return Launch(figure_id, launcher, landing, face, landing, deviation_faces)
    if shot.deviation is not None:
        moved = deviate(model, figure_id, x, y, ["0" if r == "blank" else r for r in shot.deviation.faces])
        landing = moved.landing
        target, vehicle = None, None
    gang = f.gang or ""
    if setup.rules.explosives[launcher].effect != "rocket":
        caught = _gas_caught(setup, state, *landing, gang, dice)
        return Launch(figure_id, launcher, (float(x), float(y)), face, landing, deviation_faces, tuple(caught))
    hit = rocket_victims(setup, state, landing, gang, dice, vehicle, target)
    return Launch(figure_id, launcher, (float(x), float(y)), face, landing, deviation_faces, (), hit.vehicle,
                  hit.armour_faces, hit.target, hit.morale, hit.obstacle,
                  rear_doors and hit.vehicle is not None and state.vehicles[hit.vehicle].armoured)


def rocket_victims(setup: GameSetup, state: GameState, landing: Point, gang: str, dice: Dice,
                   vehicle: str | None = None, target: str | None = None) -> TriggerMine:
    """What a rocket or a mine at ``landing`` hits (the vehicle there, else the figure, else the obstacle or wall)
    with the armour die and the morale tests, as a mine's trigger event (``mine`` left empty)."""
    obstacle = None
    if vehicle is None and target is None:
        vehicle = vehicle_at(setup, state, *landing)
        if vehicle is None:
            target = next((o.id for o in state.figures.values() if o.alive and o.state != "in_vehicle"
                           and point_distance(o, *landing) == 0.0), None)
        if vehicle is None and target is None:
            obstacle = _obstacle_at(setup, state, *landing)
    armour: tuple[str, ...] = ()
    wounded: list[tuple[str, int]] = []
    if vehicle is not None:
        start = len(dice.log)
        hit = rocket_on_vehicle(state.vehicles[vehicle].armoured, dice, setup.rules)
        armour = _since(dice, start)
        wounded = [(p.id, hit.wounds_aboard) for p in state.figures.values()
                   if p.vehicle == vehicle and p.state == "in_vehicle" and hit.wounds_aboard]
    elif target is not None:
        wounded = [(target, rocket_on_figure(setup.rules))]
    checks = []
    now = state
    for fid, n in wounded:
        check = morale_check(setup, now, fid, morale_dice_owed(n, rules=setup.rules), now.figures[fid].wounds + n,
                             gang, dice)
        now = now.with_figures(replace(now.figures[fid], wounds=now.figures[fid].wounds + n))
        if check is not None:
            checks.append(check)
    return TriggerMine("", "", vehicle, armour, target, tuple(checks), obstacle)


def resolve_trigger_mine(setup: GameSetup, state: GameState, figure_id: str, mine_id: str, dice: Dice) -> TriggerMine:
    """A Technos chief sets a mine off: what it hits where it lies."""
    mine = next((m for m in state.mines if m.id == mine_id), None)
    if mine is None:
        raise GameError(_("no mine '{mine}' on the table").format(mine=mine_id))
    hit = rocket_victims(setup, state, (mine.x, mine.y), state.figures[figure_id].gang or "", dice)
    return replace(hit, figure=figure_id, mine=mine_id)


def _obstacle_at(setup: GameSetup, state: GameState, x: float, y: float) -> str | None:
    """The obstacle or wall a rocket landing at (x, y) hits (within the width of a base), if any."""
    model = table_model(setup, state)
    spot = shapely.Point(x, y).buffer(0.5)
    for i in model.obstacles.tree.query(spot, predicate="intersects"):
        o = model.obstacles.items[int(i)]
        feature = setup.scenario.features.get(o.id)
        if o.id not in state.vehicles and feature is not None and feature.kind not in ROCKET_PROOF:
            return o.id
    return None


def resolve_crew_test(setup: GameSetup, state: GameState, vehicle_id: str, causes: tuple[str, ...],
                      dice: Dice) -> CrewTest:
    """The armoured crew's fate dice; a crew that gets out is placed in rows along both long sides of the van's
    bounding box, within the 5 cm of a dismount (the referee drags them where they go)."""
    v = state.vehicles[vehicle_id]
    test = armoured_crew_test(causes, dice, setup.rules)
    exits: dict[str, Point] = {}
    if test.result != "stay":
        minx, miny, maxx, maxy = vehicle_polygon(setup, v).bounds
        for k, f in enumerate(crew(state, v)):
            per_row = max(int((maxx - minx) // f.base_cm), 1)
            side, rank = k % 2, k // 2
            row, col = divmod(rank, per_row)
            gap = f.base_cm / 2 + 0.5 + row * f.base_cm
            y = maxy + gap if side == 0 else miny - gap
            exits[f.id] = (round(minx + (col + 0.5) * f.base_cm, 2), round(y, 2))
    return CrewTest(vehicle_id, tuple(causes), test.faces, exits)


def resolve_ram(setup: GameSetup, state: GameState, vehicle_id: str, target_id: str, dice: Dice) -> Ram:
    """The activated vehicle runs into a figure: the combat at 1 die (or the saved wound of a KO figure) and the
    morale test; a civilian is killed without a die."""
    target, v = state.figures[target_id], state.vehicles[vehicle_id]
    start = len(dice.log)
    hit = rammed(setup.fighter(target), dice, target.kind == "civilian", setup.rules)
    faces = _since(dice, start)
    check = None
    if hit.fight is not None:
        check = morale_check(setup, state, target_id, hit.fight.morale_dice, target.wounds + hit.fight.wounds,
                             v.gang or "", dice)
    return Ram(vehicle_id, target_id, faces, check)


# ---- colour tests ---------------------------------------------------------------------------------------------

def resolve_rob(setup: GameSetup, state: GameState, figure_id: str, victim_id: str, dice: Dice) -> Rob:
    """A robbery's colour die: a civilian, or a car to steal (``victim_id`` a vehicle)."""
    start = len(dice.log)
    victim = state.figures.get(victim_id)
    rob(dice, child=victim is not None and victim.role == "child", rules=setup.rules)
    return Rob(figure_id, victim_id, _since(dice, start))


def resolve_heal(setup: GameSetup, state: GameState, figure_id: str, patient_id: str, dice: Dice,
                 reroll: bool | None = None, horse: bool = False) -> Heal:
    """The healing die; ``reroll`` None uses the Technos' reroll of a failed die while it is left this turn;
    ``horse`` treats the patient's horse."""
    if reroll is None:
        reroll = reroll_left(setup, state, state.figures[figure_id])
    start = len(dice.log)
    patient = state.figures[patient_id]
    treated = setup.fighter(patient)
    heal(setup.fighter(state.figures[figure_id]), replace(treated, wounds=patient.horse_wounds) if horse else treated,
         dice, reroll, setup.rules)
    return Heal(figure_id, patient_id, _since(dice, start), reroll, horse)


def resolve_repair(setup: GameSetup, state: GameState, figure_id: str, weapon: str, dice: Dice,
                   reroll: bool | None = None) -> Repair:
    """The repair die; ``reroll`` None uses the Technos' reroll of a failed die while it is left this turn."""
    if reroll is None:
        reroll = reroll_left(setup, state, state.figures[figure_id])
    start = len(dice.log)
    repair(setup.fighter(state.figures[figure_id]), dice, reroll, setup.rules)
    return Repair(figure_id, weapon, _since(dice, start), reroll)


def resolve_detect(setup: GameSetup, state: GameState, figure_id: str, hidden_id: str, dice: Dice) -> Detect:
    spotter, hidden = state.figures[figure_id], state.figures[hidden_id]
    dog = edge_distance(spotter, hidden) if setup.fighter(spotter).dog else None
    start = len(dice.log)
    detect_hidden(dice, dog, setup.rules)
    return Detect(figure_id, hidden_id, _since(dice, start))
