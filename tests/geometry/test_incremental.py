"""The shortcuts a drag takes give the answers of the full computations: the sight matrix updated for one
moved figure, a sight row without the why, a blast template kept while a figure moves far from it, a path
searched only as far as the move allowance, the paths of a drag searched once from its start, and the model
kept across a drop that moved only figures."""

from __future__ import annotations

import math
from pathlib import Path

import numpy as np
import pytest
import shapely

from tabletop.geometry import from_scenario, path_to, reach, sight_from, sight_matrix, sight_matrix_moved, sight_row
from tabletop.geometry.model import GeometryError, TableModel, with_figures_of
from tabletop.geometry.movement import free_space, paths_from
from tabletop.geometry.templates import blast, blast_after_move, burst
from tabletop.geometry.warm import warm_up
from tabletop.scenario import load_scenario
from tabletop.scenario.edits import move_features

from tests.geometry.builders import block, fig, table, wall

KINDS = ("wall", "low_wall", "car", "fence", "smoke", "building")
STATES = ("standing", "standing", "standing", "down", "ko", "hidden")


def random_table(seed: int) -> TableModel:
    """Obstacles of every kind, figures standing, down, hidden, a civilian, one in a car (sight checked
    obstacle by obstacle) and some hugging cover (leaning over it)."""
    rng = np.random.default_rng(seed)
    obstacles = []
    for k in range(14):
        kind = KINDS[k % len(KINDS)]
        x, y = rng.uniform(5, 85, 2)
        if kind == "wall":
            obstacles.append(wall(f"o{k}", x, y, x + rng.uniform(-15, 15), y + rng.uniform(-15, 15)))
        else:
            w, h = rng.uniform(2, 9, 2)
            obstacles.append(block(f"o{k}", kind, x, y, x + w, y + h))
    cars = [o for o in obstacles if o.kind == "car"]
    figures = []
    for k in range(16):
        x, y = rng.uniform(3, 97, 2)
        figures.append(fig(f"f{k}", x, y, gang="AB"[k % 2], state=STATES[k % len(STATES)],
                           kind="civilian" if k % 7 == 6 else "figure"))
    figures.append(fig("driver", 0, 0, state="in_vehicle", vehicle=cars[0].id))
    hugger = obstacles[1].geometry.bounds  # a low wall: stand just beside it
    figures.append(fig("hugger", hugger[0] - 1.4, (hugger[1] + hugger[3]) / 2))
    return table(obstacles, figures)


def assert_same(a, b) -> None:
    assert a.ids == b.ids
    assert np.array_equal(a.visible, b.visible)
    assert np.array_equal(a.cover, b.cover)
    assert np.array_equal(a.distance_cm, b.distance_cm)


@pytest.mark.parametrize("seed", range(8))
def test_the_moved_figures_row_and_column_are_the_full_matrix(seed: int) -> None:
    model = random_table(seed)
    rng = np.random.default_rng(seed + 50)
    matrix = sight_matrix(model)
    for mover in ("f0", "f3", "hugger", "f6"):
        for _ in range(6):
            model = model.moved(mover, *rng.uniform(2, 98, 2))
            matrix = sight_matrix_moved(matrix, model, mover)
            assert_same(matrix, sight_matrix(model))


def test_the_moved_matrix_refuses_another_tables_matrix() -> None:
    model = random_table(0)
    other = table([], [fig("x", 10, 10), fig("y", 20, 20)])
    with pytest.raises(GeometryError):
        sight_matrix_moved(sight_matrix(other), model, "f0")


@pytest.mark.parametrize("seed", range(4))
def test_a_path_bounded_by_the_allowance_is_the_unbounded_one(seed: int) -> None:
    model = random_table(seed)
    rng = np.random.default_rng(seed + 80)
    blocked = shapely.union_all([o.geometry for o in model.obstacles.items]).buffer(1.3)
    checked = 0
    for k in range(60):
        fid = f"f{k % 16}"
        me = model.figure(fid)
        goal = np.clip([me.x, me.y] + rng.uniform(-20, 20, 2), 2, 98)
        if blocked.contains(shapely.Point(goal)):
            continue
        limit = float(rng.choice([5.0, 10.0, 15.0, 25.0]))
        full = path_to(model, fid, *goal)
        bounded = path_to(model, fid, *goal, limit_cm=limit)
        if full is None or full.length_cm > limit:  # longer than the limit: not found
            assert bounded is None
        else:
            assert bounded == full
            checked += 1
    assert checked >= 10


@pytest.mark.parametrize("seed", range(6))
def test_the_paths_searched_once_are_each_bounded_path(seed: int) -> None:
    """The reach of that search is the reach, and the path to every point a drag passes is the bounded
    path: inside and outside the allowance, in obstacles, on corners, at the start, from a figure overlapping
    an obstacle (the driver in its car) and from one hugging a low wall."""
    model = random_table(seed)
    rng = np.random.default_rng(seed + 90)
    fs = free_space(model, 1.25)
    found = 0
    for k, fid in enumerate([f"f{j}" for j in range(16)] + ["driver", "hugger"]):
        me = model.figure(fid)
        limit = float(rng.choice([5.0, 10.0, 15.0, 25.0]))
        tree = paths_from(model, fid, limit)
        assert shapely.to_wkb(tree.reach().area) == shapely.to_wkb(reach(model, fid, limit).area)
        goals = [np.clip([me.x, me.y] + rng.uniform(-limit - 3, limit + 3, 2), 0, 100) for _ in range(25)]
        goals += [np.array([me.x, me.y])] + [c for c in fs.corners if math.dist(c, (me.x, me.y)) < limit][:5]
        for goal in goals:
            path = path_to(model, fid, *goal, limit_cm=limit)
            assert tree.to(*goal) == path
            found += path is not None
    assert found >= 100


def test_a_path_limit_must_be_a_distance() -> None:
    model = random_table(0)
    for bad in (-1.0, math.nan):
        with pytest.raises(GeometryError):
            path_to(model, "f0", 50, 50, limit_cm=bad)
        with pytest.raises(GeometryError):
            paths_from(model, "f0", bad)


@pytest.mark.parametrize("seed", range(8))
def test_a_sight_row_is_sight_from_without_the_why(seed: int) -> None:
    model = random_table(seed)
    rng = np.random.default_rng(seed + 90)
    for mover in ("f0", "hugger", "f5", "driver"):
        model = model.moved(mover, *rng.uniform(2, 98, 2)) if mover != "driver" else model
        row = sight_row(model, mover)
        full = sight_from(model, mover)
        assert row.targets == tuple(s.target for s in full)
        assert row.visible.tolist() == [s.visible for s in full]
        assert row.cover.tolist() == [s.cover for s in full]
        assert [tuple(map(tuple, line)) for line in row.lines.tolist()] == [s.lines[0] for s in full]


@pytest.mark.parametrize("seed", range(8))
def test_a_burst_reading_the_shooters_sight_row_is_the_burst(seed: int) -> None:
    """« chaque touche suivante est affectée à la PREMIÈRE FIGURINE située à droite ET à 15cm maxi de la
    première par rapport au tireur », among those the shooter sees: read from the sight row a drag draws,
    or asked again, the same hits; a row of another shooter or from elsewhere is not used."""
    model = random_table(seed)
    rng = np.random.default_rng(seed + 70)
    ids = model.figures.ids
    compared = 0
    for shooter in ("f0", "f3", "hugger", "driver"):
        moved = model.moved(shooter, *rng.uniform(2, 98, 2)) if shooter != "driver" else model
        for target in (t for t in ids if t != shooter):
            expected = burst(moved, shooter, target, 5)
            assert burst(moved, shooter, target, 5, sight_row(moved, shooter)) == expected
            assert burst(moved, shooter, target, 5, sight_row(model, shooter)) == expected
            assert burst(moved, shooter, target, 5, sight_row(moved, target)) == expected
            compared += len(expected.candidates)
    assert compared >= 10


@pytest.mark.parametrize("seed", range(6))
def test_a_blast_kept_across_a_move_is_the_blast(seed: int) -> None:
    """A figure dragged around a template put down, near it, across the lines to the caught figures and far
    away: the answer kept (the very object, when the figure stays clear) is the one asked afresh; a table with
    other obstacles or other figures is asked again."""
    model = random_table(seed)
    rng = np.random.default_rng(seed + 30)
    kept = asked = 0
    for centre in rng.uniform(10, 90, (3, 2)):
        before, shown = model, blast(model, *centre)
        for mover in ("f0", "f3", "hugger", "f4"):
            me = model.figure(mover)
            for goal in [*rng.uniform(2, 98, (5, 2)), centre + rng.uniform(-6, 6, 2), centre + (0.5, 0.0)]:
                after = before.moved(mover, *goal)
                again = blast_after_move(shown, before, after)
                assert again == blast(after, *centre)
                kept += again is shown
                asked += again is not shown
                before, shown = after, again
            before, shown = before.moved(mover, me.x, me.y), blast(before.moved(mover, me.x, me.y), *centre)
    assert kept >= 20 and asked >= 10
    other = table([], [fig("x", 10, 10)])
    assert blast_after_move(blast(model, 50, 50), model, other) == blast(other, 50, 50)


def test_a_model_with_new_figures_answers_as_one_built_afresh() -> None:
    scenario = load_scenario(Path(__file__).resolve().parents[2] / "tabletop" / "samples" / "bank-job.geojson")
    before = from_scenario(scenario)
    warm_up(before)
    moved = scenario.features["police-1"]
    move_features(scenario, [moved.id], 4.0, -3.0, "Move").apply(scenario)
    kept, fresh = with_figures_of(before, scenario), from_scenario(scenario)
    assert kept.obstacles is before.obstacles
    assert [f for f in kept.figures.items] == [f for f in fresh.figures.items]
    assert_same(sight_matrix(kept), sight_matrix(fresh))
    assert reach(kept, "police-1", 15).area.equals(reach(fresh, "police-1", 15).area)
