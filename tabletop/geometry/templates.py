"""Explosives and bursts: blast and gas templates, burst deviation, thrown projectiles, launcher deviation."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Sequence

import numpy as np
import shapely

from tabletop.geometry.crossing import crossings
from tabletop.geometry.model import GeometryError, Obstacle, TableModel, build_model
from tabletop.geometry.sight import SightRow, evaluate_pairs, figures_across_lines
from tabletop.i18n import _

Point = tuple[float, float]
Line = tuple[Point, Point]
FATE_FACES = {"+": "left", "-": "right", "0": "short"}


@dataclass(frozen=True, slots=True)
class Caught:
    """A figure touched by a template; ``cover`` when an obstacle or a standing figure cuts the straight
    ``line`` from the template's centre to the figure's centre (``cover_by`` says which)."""

    id: str
    cover: bool
    cover_by: tuple[str, ...]
    line: Line


@dataclass(frozen=True, slots=True)
class Blast:
    """A round template of ``diameter_cm`` laid at ``centre``, and every figure it touches, each with the obstacles
    or figures that cover it from the centre."""

    centre: Point
    diameter_cm: float
    caught: tuple[Caught, ...]

    @property
    def about(self) -> frozenset[str]:
        """The pieces the template is about: every figure it catches or that covers one of them."""
        return frozenset(c.id for c in self.caught) | {i for c in self.caught for i in c.cover_by}


@dataclass(frozen=True, slots=True)
class Burst:
    """Hits in order: the first target, then figures clockwise; ``None`` for each hit lost.
    ``candidates`` is the clockwise order of every figure that could take a deviated hit."""

    shooter: str
    target: str
    hits: tuple[str | None, ...]
    candidates: tuple[str, ...]

    @property
    def about(self) -> frozenset[str]:
        """The pieces the burst is about: the shooter, the target and every figure a hit would go to."""
        return frozenset({self.shooter, self.target, *self.candidates}) | {h for h in self.hits if h is not None}


@dataclass(frozen=True, slots=True)
class Throw:
    """Where a thrown projectile lands: ``stopped_by`` is the obstacle or figure it stopped against
    (None if it flew its full distance or reached the table's edge, then ``at_table_edge``)."""

    thrower: str
    path: Line
    landing: Point
    travelled_cm: float
    stopped_by: str | None
    at_table_edge: bool


@dataclass(frozen=True, slots=True)
class Deviation:
    """A launcher's deviated landing point; ``moves`` are the 5 cm steps, one per fate die."""

    aim: Point
    landing: Point
    moves: tuple[Point, ...]
    off_table: bool


def blast(model: TableModel, x: float, y: float, diameter_cm: float | None = None) -> Blast:
    """Figures whose base touches a circular template centred on (x, y), nearest first, with cover checked
    on the line from the centre (frag, molotov, flash and gas all use this)."""
    diameter = _diameter(model, diameter_cm)
    f, obstacles = model.figures, model.obstacles
    centre = np.array([x, y], dtype=float)
    dist, inside = _under_template(model, x, y, diameter)
    flat = np.stack([np.broadcast_to(centre, (len(inside), 2)), f.xy[inside]], axis=1)
    li, oi = crossings(obstacles, shapely.linestrings(flat) if len(inside) else np.zeros(0, dtype=object),
                       np.flatnonzero(obstacles.gives_cover | obstacles.blocks_sight))
    # A figure the blast is centred on takes it full on and shields nobody.
    at_centre = np.flatnonzero(dist < f.radius)
    exclude = np.concatenate([inside[:, None], np.broadcast_to(at_centre, (len(inside), len(at_centre)))], axis=1)
    figs = figures_across_lines(model, flat, exclude)
    caught = []
    for k, i in enumerate(inside):
        why = [obstacles.items[o].id for o in sorted(set(oi[li == k]))]
        why += [f.items[j].id for j in figs[figs[:, 0] == k, 1]]
        caught.append(Caught(f.items[i].id, bool(why), tuple(why),
                             ((float(x), float(y)), (float(f.xy[i, 0]), float(f.xy[i, 1])))))
    return Blast((float(x), float(y)), diameter, tuple(caught))


def _diameter(model: TableModel, diameter_cm: float | None) -> float:
    diameter = model.rules.measures.blast_diameter_cm if diameter_cm is None else float(diameter_cm)
    if not diameter > 0 or not math.isfinite(diameter):
        raise GeometryError(_("a template diameter must be a finite number > 0, got {diameter_cm}").format(
            diameter_cm=diameter_cm))
    return diameter


def _under_template(model: TableModel, x: float, y: float, diameter: float) -> tuple[np.ndarray, np.ndarray]:
    """Every figure's distance from (x, y), and the indices of those whose base the template touches, nearest
    first."""
    f = model.figures
    dist = np.hypot(f.xy[:, 0] - x, f.xy[:, 1] - y)
    inside = np.flatnonzero(f.caught_by_templates & (dist <= diameter / 2 + f.radius + 1e-9))
    return dist, inside[np.argsort(dist[inside], kind="stable")]


def touched(model: TableModel, x: float, y: float, diameter_cm: float | None = None) -> tuple[str, ...]:
    """The figures a template laid at (x, y) would catch, nearest first, without their cover (what a landing shown
    before the throw is about)."""
    _dist, inside = _under_template(model, x, y, _diameter(model, diameter_cm))
    return tuple(model.figures.items[i].id for i in inside)


# The figure arrays a move leaves as they were (``TableModel.moved`` copies only the positions).
_KEPT_FIGURE_ARRAYS = ("radius", "gives_cover", "caught_by_templates", "index")


def blast_after_move(previous: Blast, before: TableModel, after: TableModel) -> Blast:
    """``blast(after, *previous.centre, previous.diameter_cm)``, ``previous`` being that template laid on ``before``:
    ``previous`` itself when ``after`` is ``before`` with figures moved (``TableModel.moved``) that stay clear of the
    template, before and after the move, by more than the widest base (a dragged figure far from a template put
    down); asked again otherwise.

    Exact: a figure counts only when its base touches the template (then it is caught) or crosses a line from the
    centre to a caught figure, and every such line stays within the template's radius plus the widest base."""
    if after is before:
        return previous
    b, a = before.figures, after.figures
    kept = (after.obstacles is before.obstacles and after.rules is before.rules and len(a) == len(b)
            and all(getattr(a, name) is getattr(b, name) for name in _KEPT_FIGURE_ARRAYS))
    if kept:
        moved = np.flatnonzero((a.xy != b.xy).any(axis=1))
        x, y = previous.centre
        clear_cm = previous.diameter_cm / 2 + float(a.radius.max(initial=0.0)) + 1e-9
        gaps = [np.hypot(f.xy[moved, 0] - x, f.xy[moved, 1] - y) - f.radius[moved] for f in (b, a)]
        if all((gap > clear_cm).all() for gap in gaps):
            return previous
    return blast(after, *previous.centre, previous.diameter_cm)


def smoke_cloud(model: TableModel, cloud_id: str, x: float, y: float, diameter_cm: float | None = None
                ) -> TableModel:
    """The table with a smoke or tear-gas cloud (a template-sized circle that blocks sight) added; the
    obstacles' tree is rebuilt, the figures are kept as they are."""
    diameter = model.rules.measures.blast_diameter_cm if diameter_cm is None else float(diameter_cm)
    if not diameter > 0 or not math.isfinite(diameter):
        raise GeometryError(_("a cloud diameter must be a finite number > 0, got {diameter_cm}").format(
            diameter_cm=diameter_cm))
    if cloud_id in model.obstacles.index or cloud_id in model.figures.index:
        raise GeometryError(_("the id '{cloud_id}' is already on the table").format(
            cloud_id=cloud_id))
    cloud = Obstacle(cloud_id, "smoke", shapely.Point(x, y).buffer(diameter / 2, quad_segs=16))
    return build_model(model.width_cm, model.depth_cm, [*model.obstacles.items, cloud], model.figures.items,
                       model.rules)


def burst(model: TableModel, shooter_id: str, target_id: str, hits: int, seen: SightRow | None = None) -> Burst:
    """Burst deviation: the first hit on the target, each further hit on the next figure clockwise as seen
    by the shooter among those within the burst radius of the target; hits with no figure left are lost.

    ``seen``, the shooter's ``sight_row`` on this model when the caller has it (a drag draws it anyway), says
    which candidates the shooter sees: the answers ``evaluate_pairs`` would give, not asked again."""
    if hits < 1:
        raise GeometryError(_("a burst needs at least 1 hit, got {hits}").format(
            hits=hits))
    s, t = model.figure_index(shooter_id), model.figure_index(target_id)
    if s == t:
        raise GeometryError(_("the shooter cannot be its own target"))
    f, m = model.figures, model.rules.measures
    centre = np.hypot(f.xy[:, 0] - f.xy[t, 0], f.xy[:, 1] - f.xy[t, 1])
    near = f.hit_by_burst & (centre - f.radius - f.radius[t] <= m.burst_radius_cm + 1e-9)
    near[[s, t]] = False
    cand = np.flatnonzero(near)
    rel = f.xy[cand] - f.xy[s]
    aim = f.xy[t] - f.xy[s]
    # Clockwise angle from the line of fire (y up): positive is to the shooter's right.
    turn = np.mod(np.arctan2(aim[1], aim[0]) - np.arctan2(rel[:, 1], rel[:, 0]), 2 * np.pi)
    right = (turn > 1e-12) & (turn < np.pi)
    if m.burst_needs_sight and right.any():
        which = cand[right]
        if seen is not None and seen.shooter == shooter_id and len(seen.targets) == len(f) - 1 \
                and np.array_equal(seen.lines[:1, 0], f.xy[[s]]):
            visible = seen.visible[which - (which > s)]  # the row skips the shooter
        else:
            visible = evaluate_pairs(model, np.full(len(which), s), which).visible
        right[np.flatnonzero(right)[~visible]] = False
    cand, turn = cand[right], turn[right]
    order = cand[np.lexsort((np.hypot(*(f.xy[cand] - f.xy[s]).T), turn))]
    ids = tuple(f.items[i].id for i in order)
    extra = list(ids[:hits - 1]) + [None] * max(0, hits - 1 - len(ids))
    return Burst(shooter_id, target_id, (target_id, *extra), ids)


def throw(model: TableModel, thrower_id: str, x: float, y: float, distance_cm: float) -> Throw:
    """A thrown projectile from the thrower toward (x, y) for ``distance_cm``, stopping in contact with the
    first obstacle or figure on its path, or at the table's edge."""
    return throws(model, thrower_id, x, y, (distance_cm,))[0]


def throws(model: TableModel, thrower_id: str, x: float, y: float, distances_cm: Sequence[float]) -> list[Throw]:
    """``throw`` for each of ``distances_cm`` along the same aim (the three faces of the distance die): the
    obstacles and figures on the longest path are found once, and each distance stops at the first of them
    it reaches (the contacts along one ray do not depend on how far the ray goes)."""
    for distance_cm in distances_cm:
        if not distance_cm >= 0 or not math.isfinite(distance_cm):
            raise GeometryError(_("a throw distance must be a finite number >= 0, got {distance_cm}").format(
                distance_cm=distance_cm))
    m, f, obstacles = model.rules.measures, model.figures, model.obstacles
    i = model.figure_index(thrower_id)
    origin = f.xy[i]
    aim = np.array([x, y], dtype=float) - origin
    length = float(np.hypot(*aim))
    if length == 0:
        raise GeometryError(_("the aim point is the thrower's own position"))
    u = aim / length
    start = origin + u * (f.radius[i] if m.thrown_from_base_edge else 0.0)
    longest = max(distances_cm, default=0.0)
    edge = _table_exit(model, start, u)
    # Made by Shapely's array functions: its geometry classes' constructors cost several times as much.
    path = shapely.linestrings([start, start + u * longest]) if longest > 0 else shapely.points(start)
    # Every contact on the longest path: (distance along the ray, what stops there).
    contacts: list[tuple[float, str | None]] = []
    cands = obstacles.tree.query(path, predicate="intersects") if len(obstacles) else np.zeros(0, np.int64)
    cands = cands[obstacles.stops_thrown[cands]]
    veh = f.vehicle_index[i]
    cands = cands[cands != veh]
    if len(cands):
        thrower_base = shapely.buffer(shapely.points(origin), f.radius[i], quad_segs=16)
        behind_own_cover = shapely.distance(obstacles.geoms[cands], thrower_base) <= m.thrown_over_adjacent_cm
        cands = cands[~behind_own_cover]
        contact = shapely.distance(shapely.points(start), shapely.intersection(path, obstacles.geoms[cands]))
        contacts += [(float(d), obstacles.items[o].id) for d, o in zip(contact, cands)]
    others = np.flatnonzero(f.stops_thrown)
    others = others[others != i]
    rel = f.xy[others] - start
    along = rel @ u
    off = np.abs(rel[:, 0] * u[1] - rel[:, 1] * u[0])
    r = f.radius[others]
    ahead = (off <= r) & (along > 0)
    first = along - np.sqrt(np.maximum(r ** 2 - off ** 2, 0.0))
    contacts += [(max(float(d), 0.0), f.items[j].id) for d, j in zip(first[ahead], others[ahead])]
    results = []
    for distance_cm in distances_cm:
        end = start + u * distance_cm
        at_edge = edge < distance_cm
        stops = [(float(distance_cm), None), *([(edge, None)] if at_edge else [])]
        stops += [(d, what) for d, what in contacts if d <= distance_cm]
        travelled, stopped_by = min(stops, key=lambda s: s[0])
        landing = start + u * travelled
        results.append(Throw(thrower_id, ((float(start[0]), float(start[1])), (float(end[0]), float(end[1]))),
                             (float(landing[0]), float(landing[1])), travelled, stopped_by,
                             bool(at_edge and stopped_by is None and travelled == edge)))
    return results


def _table_exit(model: TableModel, start: np.ndarray, u: np.ndarray) -> float:
    """Distance along direction ``u`` from ``start`` to the table's edge."""
    limits = []
    for k, size in ((0, model.width_cm), (1, model.depth_cm)):
        if u[k] > 0:
            limits.append((size - start[k]) / u[k])
        elif u[k] < 0:
            limits.append(-start[k] / u[k])
    return max(0.0, min(limits))


def launcher_dice(model: TableModel, shooter_id: str, x: float, y: float) -> int:
    """Fate dice to roll for a launcher's deviation: one per started 10 cm from the shooter's base to the point."""
    f = model.figure(shooter_id)
    distance = max(math.hypot(x - f.x, y - f.y) - f.radius, 0.0)
    return math.ceil(distance / model.rules.measures.launcher_die_every_cm - 1e-12)


def deviate(model: TableModel, shooter_id: str, x: float, y: float, results: Sequence[str]) -> Deviation:
    """The deviated point for fate-die ``results`` ('+' left, '-' right, '0' short, as seen by the shooter)."""
    bad = [r for r in results if r not in FATE_FACES]
    if bad:
        raise GeometryError(_("a fate die shows '+', '-' or '0', got '{value}'").format(
            value=bad[0]))
    f = model.figure(shooter_id)
    aim = np.array([x - f.x, y - f.y])
    length = float(np.hypot(*aim))
    if length == 0:
        raise GeometryError(_("the target point is the shooter's own position"))
    u = aim / length
    left = np.array([-u[1], u[0]])
    step = model.rules.measures.launcher_step_cm
    shift = {"+": left * step, "-": -left * step, "0": -u * step}
    moves = tuple((float(shift[r][0]) + 0.0, float(shift[r][1]) + 0.0) for r in results)  # no -0.0
    landing = (x + sum(mv[0] for mv in moves), y + sum(mv[1] for mv in moves))
    off = not (0 <= landing[0] <= model.width_cm and 0 <= landing[1] <= model.depth_cm)
    return Deviation((float(x), float(y)), landing, moves, off)
