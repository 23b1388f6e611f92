"""The reach's pieces cut to their discs in NumPy (``fancut``) against the GEOS intersection it replaced."""

import sys
from pathlib import Path

import numpy as np
import pytest
import shapely

from tabletop.geometry.movement import paths_from
from tabletop.geometry.visibility import sweep_many

ROOT = Path(__file__).resolve().parents[2]
FAN = 64  # the reach's discs: Shapely buffers of 16 segments per quarter
TOLERANCE_CM2 = 1e-6


def bench_table(name: str):
    sys.path.insert(0, str(ROOT / "benchmarks"))
    try:
        from geometry import SPECS, make_table
        return make_table(next(spec for spec in SPECS if spec.name == name))
    finally:
        sys.path.remove(str(ROOT / "benchmarks"))


def geos_cut_reach(tree) -> shapely.Geometry:
    """The reach as it was computed before ``fancut``: uncut sweeps, each intersected by GEOS with its node's
    buffered disc, then the union's surfaces."""
    nodes = np.flatnonzero(tree.dist < tree.limit_cm - 1e-9)
    rho = tree.limit_cm - tree.dist[nodes]
    seen = sweep_many(tree.pts[nodes], tree.query.sweep, rho, fan=FAN, cut=False)
    pieces = shapely.intersection(seen, shapely.buffer(shapely.points(tree.pts[nodes]), rho, quad_segs=FAN // 4))
    parts = shapely.get_parts(shapely.union_all(pieces))
    return shapely.union_all(parts[shapely.get_type_id(parts) == 3])


def viewers_on(model, count: int, rng) -> list[tuple[float, float, float]]:
    """Random points of the table, and points on the edge the base's centre can reach (where the sweep's
    viewer stands on its box), each with a move of 15 cm or a random one."""
    r = model.figures.items[0].radius
    xs, ys = rng.uniform(0, model.width_cm, count), rng.uniform(0, model.depth_cm, count)
    edge = rng.integers(0, 4, count // 5)
    xs[:len(edge)] = np.where(edge == 0, r, np.where(edge == 1, model.width_cm - r, xs[:len(edge)]))
    ys[:len(edge)] = np.where(edge == 2, r, np.where(edge == 3, model.depth_cm - r, ys[:len(edge)]))
    xs[0], ys[0] = r, r  # a corner of the box
    limits = np.where(rng.random(count) < 0.5, 15.0, rng.uniform(0.5, 30.0, count))
    return list(zip(xs.tolist(), ys.tolist(), limits.tolist()))


@pytest.mark.parametrize("name, count", [("stress", 150), ("club", 60)])
def test_reach_cut_in_numpy_is_the_geos_cut_region(name, count):
    model = bench_table(name)
    mover = model.figures.items[0].id
    checked = 0
    for x, y, limit in viewers_on(model, count, np.random.default_rng(17)):
        tree = paths_from(model.moved(mover, x, y), mover, limit)
        if tree.query is None:
            continue
        fast, slow = tree.reach().area, geos_cut_reach(tree)
        assert fast.is_valid
        assert shapely.symmetric_difference(fast, slow).area <= TOLERANCE_CM2, (x, y, limit)
        checked += 1
    assert checked > count // 2  # most random points are on free ground
