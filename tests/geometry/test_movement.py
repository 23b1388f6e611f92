"""Reach, shortest paths and crossings around obstacles, and morale moves."""

import math

import numpy as np
import pytest
import shapely
from hypothesis import given, settings, strategies as st
from shapely.geometry import Point, box

from tabletop.geometry import GeometryError, sight
from tabletop.geometry.morale import advance, flee, retreat
from tabletop.geometry.movement import free_space, path_to, reach

from tests.geometry.builders import block, fig, table, wall


@settings(max_examples=40, deadline=None)
@given(st.floats(0, 100), st.floats(0, 100), st.floats(0.5, 40))
def test_reach_with_no_obstacles_is_the_disc_on_the_table(x, y, d):
    x, y = min(max(x, 1.25), 98.75), min(max(y, 1.25), 98.75)
    area = reach(table([], [fig("a", x, y)]), "a", d).area
    disc = shapely.intersection(Point(x, y).buffer(d, quad_segs=16), box(1.25, 1.25, 98.75, 98.75))
    assert area.symmetric_difference(disc).area < 1e-6 * max(disc.area, 1.0)


def test_reach_stops_at_a_long_wall():
    # The wall's face is 8.75 cm away, so 1.25 cm less for the base: a disc cut by the chord at 8.25 cm.
    m = table([wall("w", 50, 20, 50, 80)], [fig("a", 40, 50)])
    r, d = 15.0, 8.25
    cut = r * r * math.acos(d / r) - d * math.sqrt(r * r - d * d)
    assert reach(m, "a", 15).area_cm2 == pytest.approx(math.pi * r * r - cut, rel=3e-3)


def test_reach_goes_around_a_short_wall_by_true_path_length():
    m = table([wall("w", 50, 40, 50, 60)], [fig("a", 40, 50)])
    area = reach(m, "a", 25).area
    # Path lengths 27.87, 24.30, 25.43, 20.62, 17.46 cm: two of these points are out of reach.
    inside = [area.contains(Point(x, y)) for x, y in [(53, 50), (56, 45), (60, 60), (45, 70), (52, 62)]]
    assert inside == [False, True, False, True, True]
    assert path_to(m, "a", 53, 50).length_cm == pytest.approx(27.868, abs=0.01)


def test_shortest_path_around_a_wall_for_a_point_base():
    m = table([block("w", "wall", 49.5, 40, 50.5, 60)], [fig("a", 40, 50, base_cm=0.0)])
    p = path_to(m, "a", 60, 50)
    assert p.length_cm == pytest.approx(2 * math.hypot(9.5, 10) + 1)
    assert p.points[0] == (40.0, 50.0) and p.points[-1] == (60.0, 50.0) and len(p.points) == 4


def test_no_path_into_a_closed_building():
    m = table([block("house", "wall", 60, 60, 80, 80)], [fig("a", 40, 50)])
    assert path_to(m, "a", 70, 70) is None


def test_crossable_obstacles_on_a_path():
    m = table([wall("lw", 50, 0, 50, 100, kind="low_wall"), wall("fence", 60, 0, 60, 100, kind="fence")],
              [fig("a", 40, 50)])
    assert path_to(m, "a", 70, 50) is None
    p = path_to(m, "a", 70, 50, allow_crossing=True)
    assert p.length_cm == pytest.approx(30) and p.crossings == ("lw", "fence")


def test_a_figure_overlapping_an_obstacle_can_walk_out():
    m = table([wall("w", 50, 20, 50, 80)], [fig("a", 50.5, 50)])
    assert reach(m, "a", 5).area_cm2 > 0


def test_moving_a_figure_keeps_the_obstacles_and_their_tree():
    m = table([wall("w", 50, 20, 50, 80)], [fig("a", 40, 50), fig("b", 60, 50)])
    fs = free_space(m, 1.25)
    moved = m.moved("a", 30, 30)
    assert moved.obstacles is m.obstacles and free_space(moved, 1.25) is fs
    assert moved.figure("a").x == 30 and m.figure("a").x == 40
    with pytest.raises(GeometryError):
        m.moved("nobody", 1, 1)


def test_negative_move_is_refused():
    with pytest.raises(GeometryError):
        reach(table([], [fig("a", 40, 50)]), "a", -1)


def test_advance_toward_the_nearest_enemy_of_the_causing_gang_stops_at_contact():
    m = table([], [fig("me", 10, 50), fig("b1", 40, 50, gang="B"), fig("b2", 20, 80, gang="B"),
                   fig("c1", 14, 50, gang="C")])
    short = advance(m, "me", "B", 10)
    assert short.toward == "b1" and short.destination == pytest.approx((20, 50)) and short.length_cm == 10
    long = advance(m, "me", "B", 40)
    assert long.destination == pytest.approx((37.5, 50)) and long.length_cm == pytest.approx(27.5)


def test_advance_goes_around_a_wall():
    m = table([wall("w", 25, 40, 25, 60)], [fig("me", 10, 50), fig("b1", 40, 50, gang="B")])
    move = advance(m, "me", "B", 40)
    assert len(move.path) > 2
    assert math.hypot(move.destination[0] - 40, move.destination[1] - 50) == pytest.approx(2.5, abs=1e-6)


def test_retreat_in_the_open_goes_straight_away():
    m = table([], [fig("me", 50, 50), fig("e", 80, 50, gang="B")])
    move = retreat(m, "me", "B", 10)
    assert move.destination == pytest.approx((40, 50), abs=0.05)
    assert move.length_cm == pytest.approx(10, abs=0.05) and not move.in_cover and move.away_from == "all"


def test_retreat_prefers_cover_that_is_no_closer():
    m = table([wall("lw", 60, 52, 60, 70, kind="low_wall")], [fig("me", 50, 50), fig("e", 80, 50, gang="B")])
    move = retreat(m, "me", "B", 10)
    assert move.in_cover and move.length_cm <= 10 + 1e-6
    there = m.moved("me", *move.destination)
    seen = sight(there, "e", "me")
    assert not seen.visible or seen.cover
    assert math.hypot(move.destination[0] - 80, move.destination[1] - 50) >= 30 - 1e-6


def test_retreat_never_crosses_an_obstacle():
    m = table([wall("lw", 45, 0, 45, 100, kind="low_wall")], [fig("me", 47, 50), fig("e", 80, 50, gang="B")])
    move = retreat(m, "me", "B", 10)
    assert move.destination[0] <= 80 and move.destination[0] >= 45.5 + 1.25 - 1e-6
    assert np.all(np.asarray(move.path)[:, 0] >= 46.75 - 1e-6)


def test_flee_in_the_open_runs_the_full_distance_straight_away():
    m = table([], [fig("p", 50, 50, gang=None, kind="civilian", role="passerby")])
    move = flee(m, "p", [(70.0, 50.0)], 30)
    assert move.kind == "flee" and move.destination == pytest.approx((20, 50), abs=0.05)
    assert move.length_cm == pytest.approx(30, abs=0.05)


def test_flee_goes_around_a_wall_instead_of_stopping_against_it():
    # The passer-by has its back to a wall from y=30 to y=70 and the shot comes from the front (+x):
    # straight away it could move 0.75 cm; around the wall's end it gets much further from the shot.
    m = table([wall("w", 40, 30, 40, 70)], [fig("p", 42.25, 50, gang=None, kind="civilian", role="passerby")])
    move = flee(m, "p", [(80.0, 50.0)], 30)
    assert move.length_cm == pytest.approx(30, abs=0.5)
    assert math.dist(move.destination, (80, 50)) > math.dist((42.25, 50), (80, 50)) + 10
    # Corners of the widened obstacle are polygonal: clearance may be short by up to 0.04 cm.
    assert not shapely.LineString(move.path).intersects(m.obstacles.geoms[0].buffer(1.25 - 0.05))


def test_flee_never_ends_on_a_base_standing_or_promised():
    m = table([], [fig("p", 50, 50, gang=None, kind="civilian", role="passerby"), fig("x", 20, 50)])
    move = flee(m, "p", [(70.0, 50.0)], 30, taken=[(21.0, 45.0, 1.25)])
    for x, y, r in [(20, 50, 1.25), (21, 45, 1.25)]:
        assert math.dist(move.destination, (x, y)) >= r + 1.25 - 1e-6
    assert move.length_cm > 25


def test_flee_with_nowhere_better_stays():
    m = table([], [fig("p", 50, 50, gang=None, kind="civilian", role="passerby")])
    assert flee(m, "p", [], 30).length_cm == 0
    assert flee(m, "p", [(50.0, 50.0)], 0).destination == (50, 50)
