"""Line of sight and cover, one pair, one against all, or every pair, in vectorised calls.

Following NOTES.md (and the ``sight`` measures of terrain.toml): sight is checked on lines from the
shooter's centre to the target's centre and to the left and right edges of its base. The target is
visible when one line is clear of sight-blocking obstacles. A visible target is in cover when a line is
blocked (part of it is hidden), when a cover-giving obstacle or a standing figure crosses a clear line,
or when it sits in a vehicle. Hidden targets are never visible (the detection test is the referee's).

All lines go through one ``STRtree.query(lines, predicate="intersects")`` over the obstacles' insides
(``crossing.py``: a line that only grazes an obstacle's edge or corner is not stopped by it); figures
are circles tested in NumPy.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import shapely

from tabletop.geometry.crossing import crossings, crossings_from, insides
from tabletop.geometry.model import GeometryError, TableModel
from tabletop.geometry.visibility import segment_distances

Line = tuple[tuple[float, float], tuple[float, float]]
_EPS = 1e-9


@dataclass(frozen=True, slots=True)
class Sight:
    """What the shooter sees of the target, and why. ``blocked_by`` lists the sight-blocking obstacles on blocked
    lines; ``cover_by`` the obstacles, figures and the vehicle giving cover; ``lines`` the sight lines used (shooter
    centre to target centre, left edge, right edge) with ``clear`` for each."""

    shooter: str
    target: str
    distance_cm: float
    band: str
    visible: bool
    hidden: bool
    blocked_by: tuple[str, ...]
    cover: bool
    cover_by: tuple[str, ...]
    lines: tuple[Line, ...]
    clear: tuple[bool, ...]


@dataclass(frozen=True, eq=False)
class SightMatrix:
    """Every ordered pair: ``visible[i, j]`` and ``cover[i, j]`` for shooter i and target j (the diagonal is
    False), ``distance_cm[i, j]`` base edge to base edge."""

    ids: tuple[str, ...]
    visible: np.ndarray
    cover: np.ndarray
    distance_cm: np.ndarray
    positions: np.ndarray | None = None  # (N, 2) the figure centres it was computed for


@dataclass(frozen=True, eq=False)
class PairSight:
    """Raw answers for P shooter/target pairs (K sight lines each), as arrays for the callers that need
    only some of them (the matrix, the burst)."""

    src: np.ndarray
    tgt: np.ndarray
    coords: np.ndarray  # (P, K, 2, 2)
    clear: np.ndarray  # (P, K)
    visible: np.ndarray  # (P,)
    cover: np.ndarray  # (P,)
    cover_pairs: np.ndarray  # (n, 2) pair index, obstacle index
    cover_figures: np.ndarray  # (n, 2) pair index, figure index
    blocker_pairs: np.ndarray  # (n, 2) pair index, obstacle index


def sight(model: TableModel, shooter_id: str, target_id: str) -> Sight:
    """Sight and cover from one figure to another."""
    i, j = model.figure_index(shooter_id), model.figure_index(target_id)
    return _results(model, evaluate_pairs(model, np.array([i]), np.array([j])))[0]


def sight_from(model: TableModel, shooter_id: str) -> list[Sight]:
    """Sight and cover from one figure to every other figure, in model order, in one vectorised pass."""
    i = model.figure_index(shooter_id)
    targets = np.array([j for j in range(len(model.figures)) if j != i], dtype=np.int64)
    return _results(model, evaluate_pairs(model, np.full(len(targets), i), targets))


def sight_matrix(model: TableModel) -> SightMatrix:
    """Visibility and cover for every ordered pair of figures, in one vectorised pass.

    Only yes/no answers are needed here, so each line is asked once of two prepared unions (sight
    blockers; cover-giving obstacles that do not block sight) instead of obstacle by obstacle. Pairs
    where the obstacle-by-obstacle detail changes the answer (a shooter leaning over its own cover, a
    figure in a vehicle) go through ``evaluate_pairs``."""
    f = model.figures
    n = len(f)
    src, tgt = np.nonzero(~np.eye(n, dtype=bool))
    visible, cover = _pair_answers(model, src, tgt)
    vis_m = np.zeros((n, n), dtype=bool)
    cov_m = np.zeros((n, n), dtype=bool)
    vis_m[src, tgt], cov_m[src, tgt] = visible, cover
    return SightMatrix(tuple(f.ids), vis_m, cov_m, _distances(model), f.xy.copy())


@dataclass(frozen=True, eq=False)
class SightRow:
    """One shooter's yes/no answers against every other figure, in model order, without the why: what a
    drag draws on every frame (``sight_from`` says what blocks and covers, when asked)."""

    shooter: str
    targets: tuple[str, ...]
    visible: np.ndarray
    cover: np.ndarray
    lines: np.ndarray  # (P, 2, 2) shooter centre to target centre


def sight_row(model: TableModel, shooter_id: str) -> SightRow:
    """``visible`` and ``cover`` of ``sight_from(model, shooter_id)``, computed as the sight matrix does
    (prepared unions, no obstacle-by-obstacle crossings): the row of the moved figure in a drag."""
    i = model.figure_index(shooter_id)
    targets = np.delete(np.arange(len(model.figures), dtype=np.int64), i)
    src = np.full(len(targets), i)
    visible, cover = _pair_answers(model, src, targets)
    xy = model.figures.xy
    lines = np.empty((len(targets), 2, 2))
    lines[:, 0], lines[:, 1] = xy[i], xy[targets]
    ids = model.figures.ids
    return SightRow(shooter_id, tuple(ids[:i] + ids[i + 1:]), visible, cover, lines)


def sight_matrix_moved(previous: SightMatrix, model: TableModel, figure_id: str) -> SightMatrix:
    """``sight_matrix(model)`` when ``previous`` was the matrix of the same table with only ``figure_id``
    elsewhere (a drag): only that figure's row and column are asked again, with the same calls, and the
    pairs whose lines its base crosses (or crossed) when it gives cover."""
    f = model.figures
    n = len(f)
    if previous.ids != tuple(f.ids) or previous.positions is None:
        raise GeometryError("the previous sight matrix is of other figures")
    i = model.figure_index(figure_id)
    others = np.array([j for j in range(n) if j != i], dtype=np.int64)
    src = np.concatenate([np.full(len(others), i), others])
    tgt = np.concatenate([others, np.full(len(others), i)])
    if f.gives_cover[i]:
        a, b = np.nonzero(~np.eye(n, dtype=bool) & (np.arange(n)[:, None] != i) & (np.arange(n)[None, :] != i))
        # A line to the target's base edge stays within its radius of the centre line.
        reach_cm = f.radius[i] + f.radius[b] + _EPS
        near = ((segment_distances(previous.positions[i], f.xy[a], f.xy[b]) < reach_cm)
                | (segment_distances(f.xy[i], f.xy[a], f.xy[b]) < reach_cm))
        src, tgt = np.concatenate([src, a[near]]), np.concatenate([tgt, b[near]])
    visible, cover = _pair_answers(model, src, tgt)
    vis_m, cov_m = previous.visible.copy(), previous.cover.copy()
    vis_m[src, tgt], cov_m[src, tgt] = visible, cover
    distance = previous.distance_cm.copy()
    centre = np.hypot(f.xy[i, 0] - f.xy[:, 0], f.xy[i, 1] - f.xy[:, 1])
    # Subtracted in the order the whole matrix does, so the numbers are the same to the last bit.
    distance[i, :] = np.maximum(centre - f.radius[i] - f.radius, 0.0)
    distance[:, i] = np.maximum(centre - f.radius - f.radius[i], 0.0)
    distance[i, i] = 0.0
    return SightMatrix(previous.ids, vis_m, cov_m, distance, f.xy.copy())


def _distances(model: TableModel) -> np.ndarray:
    f = model.figures
    centre = np.hypot(f.xy[:, None, 0] - f.xy[None, :, 0], f.xy[:, None, 1] - f.xy[None, :, 1])
    distance = np.maximum(centre - f.radius[:, None] - f.radius[None, :], 0.0)
    np.fill_diagonal(distance, 0.0)
    return distance


def _pair_answers(model: TableModel, src: np.ndarray, tgt: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Visible and in cover for the pairs (src[k], tgt[k]), each pair on its own (so any subset of pairs
    gets the answers the whole matrix gives)."""
    f = model.figures
    n = len(f)
    coords = sight_line_coords(model, src, tgt)
    n_pairs, k = coords.shape[:2]
    flat = coords.reshape(-1, 2, 2)
    line_pair = np.repeat(np.arange(n_pairs), k)
    lines = shapely.linestrings(flat)
    inner = insides(model.obstacles)
    blocked = shapely.intersects(inner.blockers, lines) if len(model.obstacles) else np.zeros(len(lines), bool)
    clear = ~blocked.reshape(n_pairs, k)
    hidden = np.array([fig.state == "hidden" for fig in f.items], dtype=bool)
    visible = clear.any(axis=1) & ~hidden[tgt]
    by_obstacle = ~blocked
    by_obstacle[by_obstacle] = shapely.intersects(inner.cover, lines[by_obstacle])
    # A shooter leaning over its own cover: that obstacle gives the target nothing. Only those lines
    # are asked which obstacles they cross.
    leaning = _leaning(model, np.unique(src))
    leans = np.zeros(n, dtype=bool)
    leans[list(leaning)] = True
    recheck = np.flatnonzero(by_obstacle & leans[src[line_pair]]) if leaning else np.zeros(0, dtype=np.int64)
    if len(recheck):
        li, oi = crossings(model.obstacles, lines[recheck], inner.cover_index)
        counts = np.array([o not in leaning[s] for s, o in zip(src[line_pair[recheck[li]]].tolist(), oi.tolist())],
                          dtype=bool)
        by_obstacle[recheck] = False
        by_obstacle[recheck[li[counts]]] = True
    across = figures_across_lines(model, flat, np.stack([src[line_pair], tgt[line_pair]], axis=1), ~blocked)
    cover = clear.shape[1] > clear.sum(axis=1)
    cover[line_pair[by_obstacle]] = True
    cover[line_pair[across[:, 0]]] = True
    cover |= f.vehicle_index[tgt] >= 0
    cover &= visible

    # The vehicle a figure sits in is not in its way: only matters if a house rule makes vehicles block sight.
    boxed = np.zeros(n, dtype=bool)
    if len(model.obstacles):
        boxed = (f.vehicle_index >= 0) & model.obstacles.blocks_sight[np.maximum(f.vehicle_index, 0)]
    redo = np.flatnonzero(boxed[src] | boxed[tgt])
    if len(redo):
        exact = evaluate_pairs(model, src[redo], tgt[redo])
        visible[redo], cover[redo] = exact.visible, exact.cover
    return visible, cover


def _leaning(model: TableModel, shooters: np.ndarray) -> dict[int, set[int]]:
    """For each of the ``shooters`` (figure indices) with cover-giving obstacles within
    ``shooter_adjacent_cover_cm`` of its base (the vehicle it sits in included), those obstacles."""
    f, obstacles = model.figures, model.obstacles
    out: dict[int, set[int]] = {}
    if len(obstacles) and len(shooters):
        reach_cm = f.radius + model.rules.measures.shooter_adjacent_cover_cm
        k, oi = obstacles.tree.query(shapely.points(f.xy[shooters]), predicate="dwithin",
                                     distance=float(reach_cm[shooters].max()))
        fi = shooters[k]
        gap = shapely.distance(obstacles.geoms[oi], shapely.points(f.xy[fi])) - reach_cm[fi]
        for i, o in zip(fi[gap <= 0].tolist(), oi[gap <= 0].tolist()):
            out.setdefault(i, set()).add(o)
    return out


def sight_line_coords(model: TableModel, src: np.ndarray, tgt: np.ndarray,
                      target_xy: np.ndarray | None = None) -> np.ndarray:
    """(P, K, 2, 2) sight lines: shooter centre to target centre, then (with edge lines) to the target base's
    left and right edges across the line."""
    xy, r = model.figures.xy, model.figures.radius
    start, end = xy[src], (xy[tgt] if target_xy is None else np.asarray(target_xy, dtype=float))
    d = end - start
    length = np.hypot(d[:, 0], d[:, 1])
    normal = np.stack([-d[:, 1], d[:, 0]], axis=1) / np.where(length > 0, length, 1.0)[:, None]
    ends = [end]
    if model.rules.measures.edge_lines:
        offset = normal * r[tgt][:, None]
        ends += [end + offset, end - offset]
    ends_arr = np.stack(ends, axis=1)  # (P, K, 2)
    starts = np.broadcast_to(start[:, None, :], ends_arr.shape)
    return np.stack([starts, ends_arr], axis=2)


def evaluate_pairs(model: TableModel, src: np.ndarray, tgt: np.ndarray,
                   target_xy: np.ndarray | None = None) -> PairSight:
    """Sight and cover for the pairs (src[k], tgt[k]) of figure indices, in one vectorised pass;
    ``target_xy`` (P, 2) puts each pair's target somewhere else (where a move would take it)."""
    obstacles, figures = model.obstacles, model.figures
    coords = sight_line_coords(model, src, tgt, target_xy)
    n_pairs, k = coords.shape[:2]
    flat = coords.reshape(-1, 2, 2)
    line_pair = np.repeat(np.arange(n_pairs), k)
    lines = shapely.linestrings(flat)
    inner = insides(obstacles)
    veh = figures.vehicle_index

    def without_own_vehicles(li: np.ndarray, oi: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        pair = line_pair[li]
        keep = (oi != veh[src[pair]]) & (oi != veh[tgt[pair]])  # the vehicle one sits in is not in the way
        return li[keep], oi[keep]

    # Only lines the blockers' union stops are asked which blockers; the others, which cover.
    fan = len(src) > 0 and bool((src == src[0]).all())

    def cross(rows: np.ndarray, among: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        if fan:  # one shooter: every line starts at its centre
            li, oi = crossings_from(obstacles, figures.xy[src[0]], flat[rows, 1], lines[rows], among)
        else:
            li, oi = crossings(obstacles, lines[rows], among)
        return rows[li], oi

    maybe = np.flatnonzero(shapely.intersects(inner.blockers, lines)) if len(obstacles) else np.zeros(0, int)
    bl, bo = cross(maybe, inner.blocker_index)
    bl, bo = without_own_vehicles(bl, bo)
    blocked = np.zeros(len(flat), dtype=bool)
    blocked[bl] = True
    clear = ~blocked.reshape(n_pairs, k)
    hidden = np.array([figures.items[t].state == "hidden" for t in tgt], dtype=bool)
    visible = clear.any(axis=1) & ~hidden

    open_lines = np.flatnonzero(~blocked)
    cl, co = without_own_vehicles(*cross(open_lines, inner.cover_index))
    if len(cl):
        shooter = src[line_pair[cl]]
        gap = shapely.distance(obstacles.geoms[co], shapely.points(figures.xy[shooter])) - figures.radius[shooter]
        near = gap <= model.rules.measures.shooter_adjacent_cover_cm
        cl, co = cl[~near], co[~near]
    cover_pairs = _unique_pairs(line_pair[cl], co, len(obstacles))
    blocker_pairs = _unique_pairs(line_pair[bl], bo, len(obstacles))
    across = figures_across_lines(model, flat, np.stack([src[line_pair], tgt[line_pair]], axis=1), ~blocked)
    cover_figures = _unique_pairs(line_pair[across[:, 0]], across[:, 1], len(figures))

    partly_hidden = visible & (~clear).any(axis=1)
    cover = np.zeros(n_pairs, dtype=bool)
    cover[cover_pairs[:, 0]] = True
    cover[cover_figures[:, 0]] = True
    cover |= partly_hidden | (veh[tgt] >= 0)
    cover &= visible
    return PairSight(src, tgt, coords, clear, visible, cover, cover_pairs, cover_figures, blocker_pairs)


def _unique_pairs(a: np.ndarray, b: np.ndarray, width: int) -> np.ndarray:
    """(n, 2) distinct (a, b) rows sorted by a then b (one 1-D unique instead of a row-wise one)."""
    key = np.unique(a.astype(np.int64) * max(width, 1) + b)
    return np.stack([key // max(width, 1), key % max(width, 1)], axis=1)


def figures_across_lines(model: TableModel, flat: np.ndarray, exclude: np.ndarray,
                         active: np.ndarray | None = None) -> np.ndarray:
    """(n, 2) unique (line index, figure index) where a cover-giving figure's base crosses one of the (L, 2, 2)
    lines ``flat``; ``exclude`` (L, E) names figures ignored per line (the shooter, the target), ``active``
    (L,) restricts the test to some lines."""
    figures = model.figures
    cf = np.flatnonzero(figures.gives_cover)
    if len(cf) == 0 or len(flat) == 0:
        return np.zeros((0, 2), dtype=np.int64)
    rows = np.flatnonzero(active) if active is not None else np.arange(len(flat))
    seg, exclude = flat[rows], exclude[rows]
    # Cheap box test first so the exact segment distances run only on plausible line/figure pairs.
    lo, hi = np.minimum(seg[:, 0], seg[:, 1]), np.maximum(seg[:, 0], seg[:, 1])
    c, r = figures.xy[cf], figures.radius[cf]
    near = ((c[None, :, 0] + r > lo[:, None, 0]) & (c[None, :, 0] - r < hi[:, None, 0])
            & (c[None, :, 1] + r > lo[:, None, 1]) & (c[None, :, 1] - r < hi[:, None, 1]))
    li, ci = np.nonzero(near)  # row by row: sorted by line, then by figure, each pair once
    keep = np.ones(len(li), dtype=bool)
    for ignored in exclude.T:
        keep &= cf[ci] != ignored[li]
    li, ci = rows[li[keep]], ci[keep]
    if len(li) == 0:
        return np.zeros((0, 2), dtype=np.int64)
    d = flat[li, 1] - flat[li, 0]
    rel = c[ci] - flat[li, 0]
    length2 = np.einsum("ij,ij->i", d, d)
    t = np.clip(np.einsum("ij,ij->i", rel, d) / np.where(length2 > 0, length2, 1.0), 0.0, 1.0)
    gap = np.hypot(*(rel - t[:, None] * d).T)
    hit = gap < r[ci] - _EPS
    # Still sorted and distinct: ``rows`` and ``cf`` are increasing, so the pairs need no ``_unique_pairs``.
    return np.stack([li[hit], cf[ci[hit]]], axis=1)


def _results(model: TableModel, p: PairSight) -> list[Sight]:
    figures, obstacles = model.figures, model.obstacles
    fig_ids, obs_ids = figures.ids, obstacles.ids
    cover_obs: dict[int, list[str]] = {}
    for pi, oi in p.cover_pairs.tolist():
        cover_obs.setdefault(pi, []).append(obs_ids[oi])
    cover_figs: dict[int, list[str]] = {}
    for pi, fi in p.cover_figures.tolist():
        cover_figs.setdefault(pi, []).append(fig_ids[fi])
    blockers: dict[int, list[str]] = {}
    for pi, oi in p.blocker_pairs.tolist():
        blockers.setdefault(pi, []).append(obs_ids[oi])
    gap = np.hypot(*(figures.xy[p.tgt] - figures.xy[p.src]).T) - figures.radius[p.src] - figures.radius[p.tgt]
    distance = np.maximum(gap, 0.0)
    m = model.rules.measures
    bands = np.array(["short", "effective", "long", "out"])[
        np.searchsorted([m.short_cm, m.effective_cm, m.long_cm], distance, side="left")]
    vehicle = figures.vehicle_index[p.tgt]
    out = []
    for k, (i, j, lines, clear) in enumerate(zip(p.src.tolist(), p.tgt.tolist(), p.coords.tolist(),
                                                 p.clear.tolist())):
        blocked_by = tuple(blockers.get(k, ()))
        why: list[str] = []
        if p.cover[k]:
            why += cover_obs.get(k, [])
            why += cover_figs.get(k, [])
            if not all(clear):
                why += [o for o in blocked_by if o not in why]
            if vehicle[k] >= 0:
                why.append(obs_ids[vehicle[k]])
        out.append(Sight(shooter=fig_ids[i], target=fig_ids[j], distance_cm=float(distance[k]), band=str(bands[k]),
                         visible=bool(p.visible[k]), hidden=figures.items[j].state == "hidden", blocked_by=blocked_by,
                         cover=bool(p.cover[k]), cover_by=tuple(why),
                         lines=tuple((tuple(a), tuple(b)) for a, b in lines), clear=tuple(clear)))
    return out
