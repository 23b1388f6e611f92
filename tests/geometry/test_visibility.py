"""Visibility polygons: hand-computed areas, and agreement with a brute-force line-of-sight check."""

import numpy as np
import pytest
import shapely
from hypothesis import given, settings, strategies as st
from shapely.geometry import box

from tabletop.geometry import Obstacle, visibility_polygon

from tests.geometry.builders import block, table

SQUARE = [block("sq", "wall", 40, 40, 60, 60)]


def test_empty_table_sees_everything():
    assert visibility_polygon(table(), 50, 50).area == pytest.approx(10000)


def test_shadow_of_a_square():
    # From (10, 50) the corners (40, 40) and (40, 60) cast a shadow reaching y = 20 and y = 80 at x = 100.
    assert visibility_polygon(table(SQUARE), 10, 50).area == pytest.approx(10000 - 2400)


def test_viewer_on_an_edge_sees_the_outside_half():
    assert visibility_polygon(table(SQUARE), 40, 50).area == pytest.approx(4000)


def test_viewer_on_a_corner_sees_three_quarters():
    assert visibility_polygon(table(SQUARE), 40, 40).area == pytest.approx(10000 - 3600)


def test_collinear_edge_is_grazed_not_blocking():
    # The square's bottom edge lies on the ray y = 40: the shadow starts exactly there.
    poly = visibility_polygon(table(SQUARE), 10, 40)
    assert poly.area == pytest.approx(10000 - 2400)
    assert poly.is_valid and poly.geom_type == "Polygon"


def test_touching_polygons_leave_no_gap():
    two = [block("l", "wall", 40, 40, 60, 60), block("r", "wall", 60, 40, 80, 60)]
    one = [block("lr", "wall", 40, 40, 80, 60)]
    assert visibility_polygon(table(two), 10, 50).area == pytest.approx(visibility_polygon(table(one), 10, 50).area)


def test_obstacles_that_do_not_block_sight_are_ignored():
    assert visibility_polygon(table([block("lw", "low_wall", 40, 40, 60, 60)]), 10, 50).area == pytest.approx(10000)


def cm(lo: float, hi: float) -> st.SearchStrategy[float]:
    """Table positions to a tenth of a millimetre, as a referee would place things."""
    return st.floats(lo, hi).map(lambda v: round(v, 2))


rect = st.tuples(cm(0, 90), cm(0, 90), cm(0.5, 20), cm(0.5, 20), cm(0, 90))


def _obstacles(rects):
    return [Obstacle(f"o{k}", "wall", shapely.affinity.rotate(box(x, y, x + w, y + h), a))
            for k, (x, y, w, h, a) in enumerate(rects)]


@settings(max_examples=60, deadline=None)
@given(st.lists(rect, min_size=1, max_size=7), cm(0, 100), cm(0, 100))
def test_polygon_matches_brute_force_sight(rects, x, y):
    m = table(_obstacles(rects))
    merged = shapely.intersection(shapely.union_all(m.obstacles.geoms), box(0, 0, 100, 100))
    if merged.contains(shapely.Point(x, y)):
        return
    poly = visibility_polygon(m, x, y)
    pts = np.random.default_rng(0).uniform(0, 100, (200, 2))
    lines = shapely.linestrings(np.stack([np.broadcast_to((x, y), pts.shape), pts], axis=1))
    blocked = shapely.intersects(lines, merged) & ~shapely.touches(lines, merged)
    inside = shapely.contains_xy(poly, pts[:, 0], pts[:, 1])
    near_edge = (shapely.distance(shapely.points(pts), poly.boundary) < 1e-6 if not poly.is_empty
                 else np.zeros(len(pts), dtype=bool))
    assert not ((inside == blocked) & ~near_edge).any()


@settings(max_examples=40, deadline=None)
@given(st.lists(rect, max_size=5), rect, cm(0, 100), cm(0, 100))
def test_adding_an_obstacle_never_increases_what_is_visible(rects, extra, x, y):
    before = visibility_polygon(table(_obstacles(rects)), x, y)
    after = visibility_polygon(table(_obstacles([*rects, extra])), x, y)
    assert after.area <= before.area + 1e-6
