"""What the geometry and the rules say before any die is rolled: distance, band, sight, cover and why, the civilian
in the line of fire, the burst order, the dice pool and the exact odds; where a throw would land and whom it would
catch; a move's path and crossings; a morale move's suggested destination; the end-of-turn proposals."""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np
import shapely

from tabletop.games.peur_sur_la_ville.rules import (BlastOdds, Defence, MeleeOdds, MoraleOdds, PeurError, ShotOdds,
                                 activation_morale_dice, blast_odds, melee_odds, morale_odds, move_per_action,
                                 plan_shot, shot_odds)
from tabletop.games.peur_sur_la_ville.play.combat import melee_problem, paving_stones, shooter_fighter, target_problem
from tabletop.games.peur_sur_la_ville.play.effects import knocked_out, out_of_sight_text
from tabletop.games.peur_sur_la_ville.play.setup import GameSetup, figure_args
from tabletop.games.peur_sur_la_ville.play.state import GameError, GameState
from tabletop.games.peur_sur_la_ville.play.table import table_model, vehicle_polygon
from tabletop.geometry import GeometryError, MoraleMove, Path, Sight, advance, figures_on_line, path_to, retreat, sight
from tabletop.geometry import blast as blast_template
from tabletop.geometry import burst as burst_order
from tabletop.geometry import throw as throw_path
from tabletop.geometry.movement import walk
from tabletop.sentences import clauses, noun_args, say
from tabletop.i18n import N_, _

Point = tuple[float, float]

# A weapon's state in words (the state keeps the identifiers).
STATUS_WORDS = {"to_reload": N_("to reload"), "to_repair": N_("to repair"), "broken": N_("out of order (HS)")}


@dataclass(frozen=True, slots=True)
class ShotPreview:
    """A shot before the dice: what the shooter sees of the target (``sight``: distance, band, cover and why),
    then the weapon's side; ``problems`` says why it cannot be fired (empty when it can)."""

    weapon: str
    sight: Sight
    civilian: str | None
    burst: bool
    aimed: bool
    dice: int
    notes: tuple[str, ...]
    odds: ShotOdds | None
    burst_candidates: tuple[str, ...]
    problems: tuple[str, ...]

    @property
    def about(self) -> frozenset[str]:
        """The pieces the shot's preview is about: shooter, target, what covers or blocks the line, the civilian
        in it, the figures a burst could hit (its line, label and numbers name or ring each of them)."""
        seen = self.sight
        return frozenset({seen.shooter, seen.target, *seen.blocked_by, *seen.cover_by, *self.burst_candidates,
                          *([self.civilian] if self.civilian else [])})


def loaded_firearms(setup: GameSetup, state: GameState, figure_id: str) -> list[str]:
    f = state.figures[figure_id]
    return [w for w, s in f.weapons.items() if s == "loaded" and w in setup.rules.firearms]


def preview_shot(setup: GameSetup, state: GameState, shooter_id: str, target_id: str, weapon: str | None = None,
                 burst: bool = False, aimed: bool = False) -> ShotPreview:
    """Sight, cover (and why), the first civilian the line of fire crosses, the dice and the exact odds (a
    protester throws paving stones)."""
    model = table_model(setup, state)
    shooter, target = state.figures[shooter_id], state.figures[target_id]
    protester = shooter.kind == "civilian" and shooter.role == "protester"
    if protester:
        weapon = paving_stones(setup)
    weapon = weapon or next(iter(loaded_firearms(setup, state, shooter_id)), None) or next(iter(shooter.weapons), "")
    try:
        seen = sight(model, shooter_id, target_id)
    except GeometryError as exc:
        raise GameError(str(exc)) from None
    civilians = figures_on_line(model, shooter_id, target_id).civilians
    civilian = civilians[0] if civilians else None
    problems: list[str] = []
    problem = target_problem(setup, target)
    if problem:
        problems.append(problem)
    elif not seen.visible:
        problems.append(out_of_sight_text(setup, state, seen.blocked_by))
    else:
        problem = melee_problem(setup, state, shooter, target)
        if problem:
            problems.append(problem)
    status = "loaded" if protester else shooter.weapons.get(weapon)
    weapon_words = noun_args("weapon", setup.rules.weapon_words(weapon))
    if weapon not in setup.rules.firearms or status is None:
        problems.append(say("peur-no-firearm", **figure_args("figure", setup.title(shooter)), **weapon_words))
    elif status != "loaded":
        problems.append(say("peur-weapon-not-loaded", **figure_args("figure", setup.title(shooter)), status=status,
                            **weapon_words))
    if knocked_out(setup, shooter) or shooter.state not in ("standing", "in_vehicle"):
        problems.append(_("the shooter cannot fire (on the ground or KO)"))
    dice, notes, odds = 0, (), None
    if weapon in setup.rules.firearms:
        defence = Defence(seen.cover, setup.fighter(target), civilian is not None)
        try:
            fighter = shooter_fighter(setup, shooter)
            plan = plan_shot(weapon, seen.distance_cm, fighter, burst, aimed, setup.rules)
            odds = shot_odds(weapon, seen.distance_cm, fighter, defence, burst, aimed, setup.rules)
        except PeurError as exc:
            problems.append(str(exc))
        else:
            dice, notes, burst = plan.dice, plan.notes, plan.burst
            if dice == 0:
                problems.append(clauses(plan.notes) or _("out of range"))
    candidates: tuple[str, ...] = ()
    if burst and seen.visible:
        candidates = burst_order(model, shooter_id, target_id, 1).candidates
    return ShotPreview(weapon, seen, civilian, burst, aimed, dice, tuple(notes), odds, candidates, tuple(problems))


def preview_fight(setup: GameSetup, state: GameState, attacker_id: str, defender_id: str) -> MeleeOdds:
    attacker, defender = state.figures[attacker_id], state.figures[defender_id]
    return melee_odds(shooter_fighter(setup, attacker), setup.fighter(defender), setup.rules)


def preview_morale(setup: GameSetup, state: GameState, figure_id: str, dice: int) -> MoraleOdds:
    return morale_odds(dice, setup.fighter(state.figures[figure_id]), setup.rules)


@dataclass(frozen=True, slots=True)
class ThrowPreview:
    """Where a throw lands for each colour of the distance die, and who the template would catch there."""

    thrower: str
    explosive: str
    aim: Point
    landings: dict[str, Point]
    stopped_by: dict[str, str | None]
    caught: dict[str, tuple[str, ...]]
    odds: BlastOdds | None

    def landing_about(self, face: str) -> frozenset[str]:
        """The pieces a landing is about: the thrower, what stops the grenade, the figures the template catches."""
        stopped = self.stopped_by.get(face)
        return frozenset({self.thrower, *self.caught.get(face, ()), *([stopped] if stopped else [])})


def preview_throw(setup: GameSetup, state: GameState, thrower_id: str, explosive: str, x: float,
                  y: float) -> ThrowPreview:
    model = table_model(setup, state)
    landings, stops, caught = {}, {}, {}
    for colour, distance in setup.rules.thrown["distance_cm"].items():
        path = throw_path(model, thrower_id, x, y, float(distance))
        landings[colour], stops[colour] = path.landing, path.stopped_by
        caught[colour] = tuple(c.id for c in blast_template(model, *path.landing).caught)
    odds = None
    if setup.rules.explosives[explosive].effect in ("frag", "molotov"):
        odds = blast_odds(explosive, rules=setup.rules)
    return ThrowPreview(thrower_id, explosive, (float(x), float(y)), landings, stops, caught, odds)


@dataclass(frozen=True, slots=True)
class MovePreview:
    """The shortest path toward a point, cut at what the figure's actions allow, and the obstacles it crosses
    (each needs a colour die)."""

    figure: str
    path: tuple[Point, ...]
    length_cm: float
    allowance_cm: float
    crossings: tuple[str, ...]
    reached: bool

    @property
    def about(self) -> frozenset[str]:
        """The pieces the move's path is about: the figure moving and what it crosses."""
        return frozenset({self.figure, *self.crossings})


def preview_move(setup: GameSetup, state: GameState, figure_id: str, x: float, y: float,
                 actions: int = 1) -> MovePreview:
    f = state.figures[figure_id]
    model = table_model(setup, state)
    carrying = any(c.captor == f.id for c in state.figures.values())
    allowance = move_per_action(setup.fighter(f), carrying=carrying, rules=setup.rules) * actions
    # A way around the obstacles is preferred when it gets there this move; otherwise cross with the dice.
    free = path_to(model, figure_id, x, y)
    crossing = path_to(model, figure_id, x, y, allow_crossing=True)
    path = free if free is not None and (free.length_cm <= allowance or crossing is None
                                         or crossing.length_cm > allowance) else crossing
    if path is None:
        raise GameError(say("peur-no-way-for-figure", **figure_args("figure", setup.title(f)), x=x, y=y))
    if path.length_cm <= allowance:
        return MovePreview(figure_id, path.points, path.length_cm, allowance, path.crossings, True)
    points = cut_path(path, allowance, walk(path, allowance))
    crossings = tuple(c for c in path.crossings if _crossed(model, points, c, f.base_cm / 2))
    return MovePreview(figure_id, points, allowance, allowance, crossings, False)


def cut_path(path: Path, length: float, end: Point) -> tuple[Point, ...]:
    pts = np.asarray(path.points)
    run = np.concatenate([[0.0], np.cumsum(np.hypot(*np.diff(pts, axis=0).T))])
    kept = [(float(p[0]), float(p[1])) for k, (p, d) in enumerate(zip(pts, run)) if k == 0 or d < length - 1e-9]
    return (*kept, (float(end[0]), float(end[1])))


def _crossed(model, points: tuple[Point, ...], obstacle_id: str, radius: float) -> bool:
    if len(points) < 2:
        return False
    swept = shapely.LineString(points).buffer(radius * 0.9)
    return bool(swept.intersects(model.obstacle(obstacle_id).geometry))


def suggest_morale_move(setup: GameSetup, state: GameState, figure_id: str, direction: str, distance_cm: float,
                        causing_gang: str) -> MoraleMove | None:
    """Where a morale move would take the figure: advance on the nearest figure of the causing gang, retreat away
    from every enemy (geometry's reading of « 5) MORAL »); None when it does not move."""
    f = state.figures[figure_id]
    if direction not in ("advance", "retreat") or distance_cm <= 0 or f.state in ("in_vehicle", "dead"):
        return None
    model = table_model(setup, state)
    mover = advance if direction == "advance" else retreat
    return mover(model, figure_id, causing_gang, distance_cm)


def nearest_enemy_gang(state: GameState, figure_id: str) -> str:
    """The gang of the nearest living enemy figure (who causes a wounded figure's test to activate)."""
    f = state.figures[figure_id]
    enemies = [o for o in state.figures.values() if o.kind == "figure" and o.alive and o.gang != f.gang]
    if not enemies:
        return ""
    return min(enemies, key=lambda o: math.hypot(o.x - f.x, o.y - f.y)).gang or ""


def vehicle_at(setup: GameSetup, state: GameState, x: float, y: float) -> str | None:
    """The vehicle whose rectangle holds the point, if any."""
    for v in state.vehicles.values():
        if not v.destroyed and vehicle_polygon(setup, v).covers(shapely.Point(x, y)):
            return v.id
    return None


def preview_activation_morale(setup: GameSetup, state: GameState, figure_id: str) -> MoraleOdds:
    """The odds of the test a wounded figure takes to activate."""
    f = state.figures[figure_id]
    return morale_odds(activation_morale_dice(setup.fighter(f), setup.rules), setup.fighter(f), setup.rules)
