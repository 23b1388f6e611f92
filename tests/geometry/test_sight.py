"""Sight and cover, hand-computed: each case is drawn so the answer can be read off the coordinates."""

from dataclasses import replace

import numpy as np
import shapely
from hypothesis import given, settings, strategies as st

from tabletop.geometry import build_model, load_terrain_rules, sight, sight_from, sight_matrix
from tabletop.geometry.crossing import crossings, crossings_from

from tests.geometry.builders import block, fig, table, wall


def test_open_ground_is_visible_without_cover():
    s = sight(table([], [fig("a", 10, 50), fig("b", 40, 50, gang="B")]), "a", "b")
    assert s.visible and not s.cover and s.cover_by == () and s.blocked_by == ()
    assert s.distance_cm == 27.5 and s.band == "effective"
    assert s.lines[0] == ((10.0, 50.0), (40.0, 50.0)) and s.clear == (True, True, True)


def test_wall_between_blocks_sight():
    m = table([wall("w", 25, 30, 25, 70)], [fig("a", 10, 50), fig("b", 40, 50)])
    s = sight(m, "a", "b")
    assert not s.visible and not s.cover and s.blocked_by == ("w",)
    assert s.clear == (False, False, False)


def test_low_wall_between_gives_cover():
    m = table([wall("lw", 25, 30, 25, 70, kind="low_wall")], [fig("a", 10, 50), fig("b", 40, 50)])
    s = sight(m, "a", "b")
    assert s.visible and s.cover and s.cover_by == ("lw",)


def test_corner_of_a_building_hides_part_of_the_target():
    # The building's corner at y = 50 is on the centre line: the upper edge line is blocked, the lower is clear.
    m = table([block("house", "wall", 20, 50, 30, 70)], [fig("a", 10, 50), fig("b", 40, 50)])
    s = sight(m, "a", "b")
    assert s.visible and s.cover and s.cover_by == ("house",)
    assert s.clear == (True, False, True)


def test_wall_touching_the_line_does_not_block():
    m = table([block("w", "wall", 20, 52.0, 30, 70)], [fig("a", 10, 50), fig("b", 40, 50)])
    # The upper edge line ends at y = 51.25 and the wall starts at 52: all three lines clear.
    assert sight(m, "a", "b").clear == (True, True, True)


def test_figure_in_the_way_gives_cover_and_a_down_figure_does_not():
    standing = table([], [fig("a", 10, 50), fig("b", 40, 50), fig("c", 25, 50, gang="C", kind="civilian")])
    s = sight(standing, "a", "b")
    assert s.visible and s.cover and s.cover_by == ("c",)
    down = table([], [fig("a", 10, 50), fig("b", 40, 50), fig("c", 25, 50, state="down")])
    assert not sight(down, "a", "b").cover


def test_smoke_blocks_sight():
    m = table([block("cloud", "smoke", 20, 40, 30, 60)], [fig("a", 10, 50), fig("b", 40, 50)])
    assert not sight(m, "a", "b").visible


def test_vehicle_occupant_is_in_cover_by_the_vehicle():
    car = block("van", "car", 30, 45, 39, 49.5, gang="B")
    m = table([car], [fig("a", 10, 47.25), fig("b", 0, 0, gang="B", state="in_vehicle", vehicle="van")])
    assert m.figure("b").x == 34.5  # occupants sit at their vehicle's centre
    s = sight(m, "a", "b")
    assert s.visible and s.cover and s.cover_by == ("van",)


def test_hidden_target_is_not_visible():
    s = sight(table([], [fig("a", 10, 50), fig("b", 40, 50, state="hidden")]), "a", "b")
    assert not s.visible and s.hidden


def test_cover_the_shooter_leans_over_is_ignored():
    m = table([wall("lw", 11.5, 40, 11.5, 60, thickness=0.5, kind="low_wall")], [fig("a", 10, 50), fig("b", 40, 50)])
    assert not sight(m, "a", "b").cover


def test_one_vs_all_and_matrix_agree_with_single_queries():
    rng = np.random.default_rng(3)
    obstacles = [block(f"o{k}", kind, *xy, *(xy + 6)) for k, (kind, xy) in
                 enumerate(zip(["wall", "low_wall", "car", "smoke", "fence"] * 3, rng.uniform(5, 85, (15, 2))))]
    figures = [fig(f"f{k}", *xy, gang="AB"[k % 2]) for k, xy in enumerate(rng.uniform(2, 98, (12, 2)))]
    m = table(obstacles, figures)
    matrix = sight_matrix(m)
    for i, a in enumerate(m.figures.ids):
        row = {s.target: s for s in sight_from(m, a)}
        for j, b in enumerate(m.figures.ids):
            if a == b:
                continue
            single = sight(m, a, b)
            assert row[b] == single
            assert matrix.visible[i, j] == single.visible and matrix.cover[i, j] == single.cover
            assert abs(matrix.distance_cm[i, j] - single.distance_cm) < 1e-9


@settings(max_examples=40, deadline=None)
@given(st.lists(st.tuples(st.floats(0, 90), st.floats(0, 90), st.floats(1, 15), st.floats(1, 15)), max_size=6),
       st.tuples(st.floats(0, 90), st.floats(0, 90), st.floats(1, 15), st.floats(1, 15)))
def test_adding_an_obstacle_never_makes_more_figures_visible(boxes, extra):
    figures = [fig(f"f{k}", x, y) for k, (x, y) in enumerate([(5, 5), (95, 95), (5, 95), (95, 5), (50, 50), (30, 70)])]
    before = table([block(f"o{k}", "wall", x, y, x + w, y + h) for k, (x, y, w, h) in enumerate(boxes)], figures)
    x, y, w, h = extra
    after = table([*before.obstacles.items, block("extra", "wall", x, y, x + w, y + h)], figures)
    assert not (sight_matrix(after).visible & ~sight_matrix(before).visible).any()


def _agree(m):
    matrix = sight_matrix(m)
    for i, a in enumerate(m.figures.ids):
        for s in sight_from(m, a):
            j = m.figures.index[s.target]
            assert (matrix.visible[i, j], matrix.cover[i, j]) == (s.visible, s.cover), (a, s.target)


def test_matrix_agrees_with_leaning_shooters_and_occupants():
    obstacles = [wall("lw", 11.5, 40, 11.5, 60, thickness=0.5, kind="low_wall"), block("van", "car", 30, 45, 39, 49.5),
                 wall("w", 60, 30, 60, 45)]
    figures = [fig("lean", 10, 50), fig("t1", 40, 55), fig("t2", 70, 40), fig("in", 0, 0, state="in_vehicle",
                                                                          vehicle="van"), fig("t3", 20, 30)]
    _agree(table(obstacles, figures))


def test_matrix_agrees_when_a_house_rule_makes_vehicles_block_sight():
    rules = load_terrain_rules()
    rules = replace(rules, kinds={**rules.kinds, "car": replace(rules.kinds["car"], blocks_sight=True)})
    obstacles = [block("van", "car", 30, 45, 39, 49.5), block("bus", "car", 50, 20, 60, 25)]
    figures = [fig("a", 10, 47), fig("in", 0, 0, state="in_vehicle", vehicle="van"), fig("b", 70, 47),
               fig("c", 55, 10)]
    m = build_model(100, 100, obstacles, figures, rules)
    _agree(m)
    assert sight(m, "a", "in").visible and not sight(m, "a", "b").visible


@settings(max_examples=30, deadline=None)
@given(st.integers(0, 10_000))
def test_fan_search_finds_the_same_crossings_as_the_tree(seed):
    rng = np.random.default_rng(seed)
    obstacles = [block(f"o{k}", "wall", *xy, *(xy + rng.uniform(0.5, 12, 2))) for k, xy in
                 enumerate(rng.uniform(0, 90, (25, 2)))]
    m = table(obstacles, [fig("s", *rng.uniform(0, 100, 2))])
    ends = rng.uniform(0, 100, (60, 2))
    origin = m.figures.xy[0]
    lines = shapely.linestrings(np.stack([np.broadcast_to(origin, ends.shape), ends], axis=1))
    every = np.arange(len(obstacles))
    tree = crossings(m.obstacles, lines, every)
    fan = crossings_from(m.obstacles, origin, ends, lines, every)
    assert set(zip(*map(list, tree))) == set(zip(*map(list, fan)))
