"""Moves the tool proposes and the referee confirms or changes: where the gangs deploy, and what the city does at
the end of a turn (« LES PASSANTS »: passers-by flee, protesters march, journalists close in, cars drive)."""

from __future__ import annotations

import math

import numpy as np
import shapely
from shapely.geometry import shape

from tabletop.games.peur_sur_la_ville.rules import civilian_move_cm, demonstrators_react
from tabletop.games.peur_sur_la_ville.play.events import CivilianMove, CiviliansReact, StartGame, VehicleMove
from tabletop.games.peur_sur_la_ville.play.reasons import ATTACKS, DRIVES, FLEES, MARCHES, RUNS
from tabletop.games.peur_sur_la_ville.play.setup import GameSetup
from tabletop.games.peur_sur_la_ville.play.state import FigureState, GameError, GameState
from tabletop.games.peur_sur_la_ville.play.table import entry_points, table_model, vehicle_polygon
from tabletop.geometry import TableModel, flee, load_terrain_rules
from tabletop.geometry import path_to
from tabletop.geometry.movement import walk
from tabletop.i18n import _, decimal

_SPACING_MARGIN_CM = 0.3
_STEP_CM = 0.5


# ---- deployment -----------------------------------------------------------------------------------------------

def propose_deployment(setup: GameSetup, state: GameState, where: dict[str, str] | None = None) -> StartGame:
    """Positions for every gang figure: inside its HQ (``where[gang] == "hq"``, the default when it has one) or
    around a street entry (``where[gang]`` an entry id; otherwise the entries are shared out in file order)."""
    where = dict(where or {})
    model = table_model(setup, state)
    entries = {eid: (ex, ey) for eid, ex, ey in entry_points(setup)}
    spare = [e for e in entries if e not in where.values()]
    positions: dict[str, tuple[float, float]] = {}
    taken = [(f.x, f.y) for f in state.figures.values() if f.kind != "figure" and f.alive and f.state != "in_vehicle"]
    for letter in state.gangs:
        figures = [f for f in state.gang_figures(letter) if f.state != "in_vehicle"]
        if not figures:
            continue
        radius = max(f.base_cm for f in figures) / 2
        choice = where.get(letter) or ("hq" if _hq(setup, letter) is not None else (spare.pop(0) if spare else ""))
        if choice == "hq":
            hq = _hq(setup, letter)
            if hq is None:
                raise GameError(_("{gang} have no HQ on this table").format(
                    gang=setup.gang_name(letter)))
            inset = load_terrain_rules().measures.building_wall_cm + radius + _SPACING_MARGIN_CM
            area = hq.buffer(-inset, join_style="mitre")
            centre = area.centroid.coords[0] if not area.is_empty else hq.centroid.coords[0]
        elif choice in entries:
            reach = setup.game_rules.deploy_entry_cm + radius
            area = shapely.Point(entries[choice]).buffer(reach - _SPACING_MARGIN_CM)
            centre = entries[choice]
        else:
            raise GameError(_("no HQ or free street entry for {gang}").format(
                gang=setup.gang_name(letter)))
        spots = _spots(model, area, centre, radius, len(figures), taken)
        if len(spots) < len(figures):
            raise GameError(_("not enough room to deploy {gang} at {choice}").format(
                gang=setup.gang_name(letter), choice=choice))
        for f, spot in zip(figures, spots):
            positions[f.id] = spot
        taken += spots
    return StartGame(positions)


def _hq(setup: GameSetup, letter: str):
    zones = [f for f in setup.scenario.of_kind("hq") if f.get("gang") == letter]
    return shape(zones[0].geometry.to_json()) if zones else None


def _spots(model: TableModel, area, centre: tuple[float, float], radius: float, count: int,
           taken: list[tuple[float, float]]) -> list[tuple[float, float]]:
    """Grid points in ``area`` where a base fits (on the table, clear of obstacles and of other figures placed),
    nearest the centre first."""
    spacing = 2 * radius + _SPACING_MARGIN_CM
    minx, miny, maxx, maxy = area.bounds
    gx, gy = np.meshgrid(np.arange(minx, maxx + spacing, spacing), np.arange(miny, maxy + spacing, spacing))
    pts = np.stack([gx.ravel(), gy.ravel()], axis=1)
    pts = pts[shapely.contains_xy(area, pts[:, 0], pts[:, 1])]
    on_table = ((pts[:, 0] >= radius) & (pts[:, 0] <= model.width_cm - radius)
                & (pts[:, 1] >= radius) & (pts[:, 1] <= model.depth_cm - radius))
    pts = pts[on_table]
    obstacles = model.obstacles
    blockers = obstacles.geoms[obstacles.blocks_movement] if len(obstacles) else np.zeros(0, dtype=object)
    if len(blockers) and len(pts):
        bases = shapely.buffer(shapely.points(pts), radius)
        clear = ~np.array([shapely.intersects(blockers, b).any() for b in bases], dtype=bool)
        pts = pts[clear]
    if taken and len(pts):
        gap = np.hypot(pts[:, None, 0] - np.array(taken)[None, :, 0], pts[:, None, 1] - np.array(taken)[None, :, 1])
        pts = pts[(gap >= spacing - 1e-9).all(axis=1)]
    order = np.argsort(np.hypot(pts[:, 0] - centre[0], pts[:, 1] - centre[1]), kind="stable")
    return [(round(float(p[0]), 2), round(float(p[1]), 2)) for p in pts[order][:count]]


# ---- end of turn ----------------------------------------------------------------------------------------------

def city_due(setup: GameSetup, state: GameState) -> bool:
    """Whether the city has end-of-turn moves to confirm this turn (notes.city_end_of_turn): protesters march
    every turn, passers-by flee and journalists close in after a turn with shots, traffic drives on."""
    if state.civilians_moved:
        return False
    for f in state.figures.values():
        if f.kind != "civilian" or not f.alive or f.state == "in_vehicle":
            continue
        if f.role == "protester" or (state.shots and f.role in ("passerby", "journalist")):
            return True
    return any(v.traffic and not (v.destroyed or v.immobilised or v.burning_since is not None)
               for v in state.vehicles.values())


def propose_civilians(setup: GameSetup, state: GameState) -> CiviliansReact:
    """The city's reactions this turn, for the referee to confirm or change."""
    model = table_model(setup, state)
    shots = bool(state.shots)
    # The protesters first: the others then keep clear of where they march to.
    moves: list[CivilianMove] = _marches(setup, state, model)
    shooters = [state.figures[s.shooter] for s in state.shots]
    placed = [(m.x, m.y, state.figures[m.figure].base_cm / 2) for m in moves]
    for f in state.figures.values():
        if f.kind != "civilian" or not f.alive or f.state == "in_vehicle":
            continue
        if f.role == "passerby" and state.shots:
            run = flee(model, f.id, [(shot.x, shot.y) for shot in state.shots],
                       civilian_move_cm("passer_by", shots, setup.rules), placed)
            if run.length_cm >= _STEP_CM:
                spot = (round(float(run.destination[0]), 2), round(float(run.destination[1]), 2))
                placed.append((*spot, f.base_cm / 2))
                moves.append(CivilianMove(f.id, *spot, _(FLEES).format(
                    cm=decimal(run.length_cm, ".0f"))))
        elif f.role == "journalist" and state.shots:
            nearest = min(shooters, key=lambda s: math.hypot(s.x - f.x, s.y - f.y))
            spot = _toward(model, f, nearest, civilian_move_cm("journalist", shots, setup.rules), placed)
            if spot is not None:
                placed.append((*spot, f.base_cm / 2))
                moves.append(CivilianMove(f.id, *spot, _(RUNS).format(
                    cm=decimal(math.dist(spot, (f.x, f.y)), ".0f"))))
    cars = []
    for v in state.vehicles.values():
        if v.traffic and not (v.destroyed or v.immobilised or v.burning_since is not None):
            drive = civilian_move_cm("car", shots, setup.rules)
            dx, dy = _along_length(vehicle_polygon(setup, v), drive)
            cars.append(VehicleMove(v.id, dx, dy, v.heading_deg, _(DRIVES).format(cm=decimal(drive))))
    return CiviliansReact(tuple(moves), tuple(cars))


Placed = list[tuple[float, float, float]]  # x, y, base radius of figures already given a destination


def _clear(model: TableModel, f: FigureState, x: float, y: float, placed: Placed) -> bool:
    """No other base (where it stands, or where it was proposed to go) under a base at (x, y)."""
    r = f.base_cm / 2
    others = [(o.x, o.y, o.radius) for o in model.figures.items if o.id != f.id
              and o.state not in ("dead", "in_vehicle")]
    return not any(math.hypot(x - ox, y - oy) < r + orad for ox, oy, orad in [*others, *placed])


def _toward(model: TableModel, f: FigureState, shooter: FigureState, distance: float,
            placed: Placed) -> tuple[float, float] | None:
    """Along the shortest path toward the shooter, up to ``distance`` and never past contact; shortened where
    another figure stands; None if it cannot move."""
    path = path_to(model, f.id, shooter.x, shooter.y)
    if path is None:
        return None
    stop = min(distance, path.length_cm - (f.base_cm + shooter.base_cm) / 2)
    while stop > 0:
        x, y = walk(path, stop)
        if _clear(model, f, x, y, placed):
            return (round(float(x), 2), round(float(y), 2))
        stop -= _STEP_CM
    return None


def _along_length(polygon, distance: float, heading_deg: float | None = None) -> tuple[float, float]:
    """A move of ``distance`` along the polygon's long axis (or along ``heading_deg``)."""
    if heading_deg is not None:
        a = math.radians(heading_deg)
        return (distance * math.cos(a), distance * math.sin(a))
    ring = np.asarray(polygon.minimum_rotated_rectangle.exterior.coords)[:3]
    sides = [ring[1] - ring[0], ring[2] - ring[1]]
    long = max(sides, key=lambda s: float(np.hypot(*s)))
    if long[0] < 0 or (long[0] == 0 and long[1] < 0):
        long = -long  # one sense for every street: toward +x (or +y)
    u = long / float(np.hypot(*long))
    return (float(u[0] * distance), float(u[1] * distance))


def _marches(setup: GameSetup, state: GameState, model: TableModel) -> list[CivilianMove]:
    """Protesters « défilent dans les rues ... en se déplaçant de 15cm dans la même rue et tout droit »
    (``march_deg`` on a figure sets the sense). The protesters of one street march as one body: as far as the
    least free of them can go before an obstacle, another figure (one already touching does not hold them back)
    or a gas cloud (« sans traverser les lacrymogènes »). Then they attack those who shot within 15 cm of them
    or fought them."""
    march = civilian_move_cm("demonstrators", bool(state.shots), setup.rules)
    streets = {s.id: shape(s.geometry.to_json()) for s in setup.scenario.of_kind("street")}
    blockers = list(model.obstacles.geoms[model.obstacles.blocks_movement]) if len(model.obstacles) else []
    blockers += [shapely.Point(c.x, c.y).buffer(c.diameter_cm / 2) for c in state.clouds if c.kind == "gas"]
    columns: dict[tuple[str, float, float], list[FigureState]] = {}
    for f in state.figures.values():
        if f.kind != "civilian" or f.role != "protester" or not f.alive or f.state == "in_vehicle":
            continue
        sid = next((i for i, s in streets.items() if s.covers(shapely.Point(f.x, f.y))), None)
        if sid is None:
            continue
        feature = setup.scenario.features.get(f.id)
        heading = feature.get("march_deg") if feature is not None else None
        columns.setdefault((sid, *_along_length(streets[sid], march, heading)), []).append(f)
    moves = []
    for (sid, dx, dy), column in columns.items():
        reached = min(_free_fraction(state, streets[sid], blockers, f, dx, dy) for f in column)
        for f in column:
            moves += _marched(setup, state, f, dx * reached, dy * reached)
    return moves


def _free_fraction(state: GameState, street, blockers: list, f: FigureState, dx: float, dy: float) -> float:
    """How far along (dx, dy), as a fraction, a protester's base goes before leaving its street or touching
    something; other protesters march with it and do not count."""
    others = [shapely.Point(o.x, o.y).buffer(o.base_cm / 2) for o in state.figures.values()
              if o.role != "protester" and o.alive and o.state != "in_vehicle"
              and math.hypot(o.x - f.x, o.y - f.y) > (o.base_cm + f.base_cm) / 2]
    steps = max(int(math.hypot(dx, dy) / _STEP_CM), 1)
    reached = 0.0
    for k in range(1, steps + 1):
        t = k / steps
        centre = shapely.Point(f.x + dx * t, f.y + dy * t)
        base = centre.buffer(f.base_cm / 2)
        if not street.covers(centre) or any(base.intersects(b) for b in [*blockers, *others]):
            break
        reached = t
    return reached


def _marched(setup: GameSetup, state: GameState, f: FigureState, dx: float, dy: float) -> list[CivilianMove]:
    r = f.base_cm / 2
    culprits = {s.shooter for s in state.shots
                if demonstrators_react(False, max(math.hypot(s.x - f.x, s.y - f.y) - r, 0.0), setup.rules)}
    culprits |= {p for p in state.provokers if demonstrators_react(True, None, setup.rules)}
    # The reason is written into the event, so in the language of the table when the city moved.
    reason = _(MARCHES).format(cm=decimal(math.hypot(dx, dy), ".0f"))
    if culprits:
        reason = _(ATTACKS).format(
            march=reason, figures=", ".join(setup.title(state.figures[c]) for c in sorted(culprits)))
    if math.hypot(dx, dy) == 0 and not culprits:
        return []
    return [CivilianMove(f.id, round(f.x + dx, 2), round(f.y + dy, 2), reason)]
