"""Geometry figures: the vectorised queries of ``tabletop.geometry`` against naive scalar-Shapely loops.

Two seeded tables: club (120x90 cm, 80 obstacles over about a quarter of the table, 60 figures) and
stress (120x120 cm, 400 obstacles, 200 figures). For each: median and p95 (wall clock, and CPU time of the
process: what the code costs on a shared machine) of one-vs-all sight and cover, the all-pairs matrix, a
visibility polygon, a 15 cm reach, a shortest path to a point of that reach and a blast, each beside a
naive baseline (a Python loop of scalar Shapely calls doing the same work) timed in the same run, and the
ratio. Peer libraries (visilibity for visibility polygons, pyvisgraph for shortest paths; ``make bench``
installs them) are timed on the same queries when they import (``geometry_peers.py``), on both tables;
``--skip-slow-peers`` leaves pyvisgraph out where its pure-Python build takes a minute. Every naive answer is
checked against the fast one on the same inputs ("same answer as naive"; ``naive_agrees`` in the JSON).
``--json`` prints one JSON object as the last line (``<query>_ms`` and ``<query>_p95_ms`` wall clock,
``<query>_cpu_ms`` and ``<query>_cpu_p95_ms`` CPU).

    .venv/bin/python benchmarks/geometry.py [--json] [--skip-slow-peers]
"""

from __future__ import annotations

import argparse
import json
import math
import os
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable

import numpy as np
import shapely
from shapely.geometry import LineString, Point, box

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tabletop.geometry import Figure, Obstacle, TableModel, build_model, sight_from, sight_matrix  # noqa: E402
from tabletop.geometry.crossing import insides  # noqa: E402
from tabletop.geometry.movement import free_space, path_to, reach  # noqa: E402
from tabletop.geometry.templates import blast  # noqa: E402
from tabletop.geometry.visibility import sight_blockers, visibility_polygon  # noqa: E402

from geometry_peers import PathQueries, Viewers, compare_peers, missing_notes  # noqa: E402

KINDS = ["wall"] * 10 + ["low_wall"] * 4 + ["car"] * 3 + ["fence"] * 2 + ["smoke"]
QUERIES = ("one_vs_all", "all_pairs", "visibility", "reach", "path", "blast")
MOVE_CM = 15.0


@dataclass(frozen=True)
class Spec:
    name: str
    width: float
    depth: float
    obstacles: int
    figures: int
    seed: int
    repeats: int
    naive_pairs: int  # all-pairs naive baseline: pairs timed (scaled up to every pair when fewer)


SPECS = (Spec("club", 120, 90, 80, 60, 1, 30, 0), Spec("stress", 120, 120, 400, 200, 2, 10, 400))


def make_table(spec: Spec) -> TableModel:
    """Rectangles and walls over about a quarter of the table, figures on free ground."""
    rng = np.random.default_rng(spec.seed)
    mean_side = math.sqrt(0.32 * spec.width * spec.depth / spec.obstacles)  # overlaps eat some
    obstacles = []
    for k in range(spec.obstacles):
        kind = KINDS[rng.integers(len(KINDS))]
        x, y = rng.uniform(0, spec.width), rng.uniform(0, spec.depth)
        if kind == "wall" and rng.random() < 0.5:
            length = rng.uniform(1.5, 3.0) * mean_side
            a = rng.uniform(0, np.pi)
            geom = LineString([(x, y), (x + length * np.cos(a), y + length * np.sin(a))]).buffer(
                0.5, cap_style="flat")
        else:
            w, h = rng.uniform(0.5, 1.5, 2) * mean_side
            geom = shapely.affinity.rotate(box(x, y, x + w, y + h), rng.uniform(0, 90))
        obstacles.append(Obstacle(f"o{k}", kind, geom))
    merged = shapely.union_all([o.geometry for o in obstacles]).buffer(1.3)
    figures = []
    while len(figures) < spec.figures:
        x, y = rng.uniform(2, spec.width - 2), rng.uniform(2, spec.depth - 2)
        if not merged.contains(Point(x, y)):
            civilian = len(figures) % 6 == 5
            figures.append(Figure(f"f{len(figures)}", x, y, 2.5, None if civilian else "AB"[len(figures) % 2],
                                  "passerby" if civilian else "member", "civilian" if civilian else "figure"))
    return build_model(spec.width, spec.depth, obstacles, figures)


def timed(fn: Callable[[int], Any], repeats: int, cpu: list[float] | None = None) -> np.ndarray:
    """Milliseconds (wall clock) for ``repeats`` calls of fn(i); with ``cpu`` the CPU milliseconds of this
    process for each call are appended to it (on a shared machine, what the code itself costs)."""
    out = np.empty(repeats)
    for i in range(repeats):
        t, c = time.perf_counter(), time.process_time()
        fn(i)
        out[i] = (time.perf_counter() - t) * 1000
        if cpu is not None:
            cpu.append((time.process_time() - c) * 1000)
    return out


# ---- naive baselines: the same work with one scalar Shapely call at a time ---------------------------------

def naive_sight(model: TableModel, i: int, j: int) -> tuple[bool, bool]:
    f, o = model.figures, model.obstacles
    a, b = f.xy[i], f.xy[j]
    d = b - a
    n = np.array([-d[1], d[0]]) / max(np.hypot(*d), 1e-12) * f.radius[j]
    clear_lines, cover = 0, False
    leaning = model.rules.measures.shooter_adjacent_cover_cm  # cover the shooter leans over gives none
    for end in (b, b + n, b - n):
        line = LineString([a, end])
        blocked = False
        for k, geom in enumerate(o.geoms):
            if line.intersects(geom) and not line.touches(geom):
                if o.blocks_sight[k]:
                    blocked = True
                elif o.gives_cover[k] and geom.distance(Point(a)) - f.radius[i] > leaning:
                    cover = True
        if blocked:
            cover = True
            continue
        clear_lines += 1
        for k in range(len(f)):
            if k not in (i, j) and f.gives_cover[k] and line.distance(Point(f.xy[k])) < f.radius[k]:
                cover = True
    return clear_lines > 0, cover and clear_lines > 0


def naive_one_vs_all(model: TableModel, i: int) -> list[tuple[bool, bool]]:
    return [naive_sight(model, i, j) for j in range(len(model.figures)) if j != i]


def naive_visibility(model: TableModel, x: float, y: float) -> shapely.Geometry:
    """Rays through every blocker vertex (and just beside it), each cut by a scalar intersection."""
    _, merged = sight_blockers(model)
    origin = Point(x, y)
    far = math.hypot(model.width_cm, model.depth_cm) * 2
    table = box(0, 0, model.width_cm, model.depth_cm)
    pts = []
    coords = shapely.get_coordinates(merged.boundary) if not merged.is_empty else np.zeros((0, 2))
    for vx, vy in list(coords) + list(table.exterior.coords):
        base = math.atan2(vy - y, vx - x)
        for a in (base - 1e-6, base, base + 1e-6):
            ray = LineString([(x, y), (x + far * math.cos(a), y + far * math.sin(a))]).intersection(table)
            hit = ray.intersection(merged) if not merged.is_empty else ray
            end = ray.coords[-1]
            best = math.hypot(end[0] - x, end[1] - y)
            for part in getattr(hit, "geoms", [hit]):
                if not part.is_empty and part is not ray:
                    d = origin.distance(part)
                    if 1e-9 < d < best:
                        best = d
            pts.append((a, x + best * math.cos(a), y + best * math.sin(a)))
    pts.sort()
    return shapely.Polygon([(px, py) for _, px, py in pts])


def naive_distances(blockers: shapely.Geometry, nodes: list[np.ndarray], limit: float,
                    goal: int | None = None) -> list[float]:
    """Dijkstra from nodes[0] over the visibility graph of ``nodes``, one scalar intersects/touches call per
    node pair, stopping past ``limit`` or once ``goal`` is settled."""
    dist = [math.inf] * len(nodes)
    dist[0] = 0.0
    done = [False] * len(nodes)
    for _ in range(len(nodes)):
        u = min((k for k in range(len(nodes)) if not done[k]), key=lambda k: dist[k])
        if dist[u] > limit:
            break
        done[u] = True
        if u == goal:
            break
        for v in range(len(nodes)):
            step = math.hypot(*(nodes[v] - nodes[u]))
            if not done[v] and dist[u] + step < dist[v]:
                line = LineString([nodes[u], nodes[v]])
                if not (line.intersects(blockers) and not line.touches(blockers)):
                    dist[v] = dist[u] + step
    return dist


def naive_graph(model: TableModel, figure: int, distance: float) -> tuple[shapely.Geometry, list[np.ndarray]]:
    """The free-space blockers and the graph nodes within ``distance`` of the figure (the figure first)."""
    fs = free_space(model, model.figures.radius[figure])
    blockers = shapely.multipolygons(fs.parts) if len(fs.parts) else shapely.Polygon()
    start = model.figures.xy[figure]
    return blockers, [start] + [c for c in fs.corners if math.hypot(*(c - start)) <= distance]


def naive_reach(model: TableModel, figure: int, distance: float) -> shapely.Geometry:
    """The same visibility graph, with one scalar intersects/touches call per node pair, then the same
    region from each reached node: what it sees within its remaining distance, ray by ray, on the table."""
    blockers, nodes = naive_graph(model, figure, distance)
    dist = naive_distances(blockers, nodes, distance)
    fs = free_space(model, model.figures.radius[figure])
    table = box(*fs.bounds)
    pieces = []
    for k, g in enumerate(dist):
        if g < distance:
            disc = Point(nodes[k]).buffer(distance - g, quad_segs=16)
            pieces.append(naive_visibility_local(disc, nodes[k], blockers, table))
    merged = shapely.get_parts(shapely.union_all(pieces))
    return shapely.union_all(merged[shapely.get_type_id(merged) == 3])


def naive_path(model: TableModel, figure: int, goal: np.ndarray) -> float:
    """Path length to the goal over every corner, stopping once the goal is settled, as ``path_to`` does."""
    blockers, nodes = naive_graph(model, figure, math.inf)
    return naive_distances(blockers, nodes + [goal], math.inf, goal=len(nodes))[-1]


def naive_visibility_local(disc: shapely.Geometry, origin: np.ndarray, blockers: shapely.Geometry,
                           table: shapely.Geometry) -> shapely.Geometry:
    """What ``origin`` sees within ``disc`` on ``table``: a ray through every corner of the blockers near
    the disc and of the table (and just beside it) and through every vertex of the disc, each cut by a
    scalar intersection, the fan of ray ends cut to the disc."""
    x, y = origin
    near = blockers.intersection(disc.envelope.buffer(1.0))
    walls = shapely.union_all([near.boundary, table.exterior])
    far = math.hypot(*np.subtract(disc.bounds[2:], disc.bounds[:2])) * 2
    # Every corner of the walls near the disc, not only those in it: an edge ending outside the disc can
    # still bound what is seen inside it.
    corners = [tuple(c) for c in shapely.get_coordinates(walls)]
    pts = []
    for vx, vy in corners + [tuple(c) for c in np.asarray(disc.exterior.coords)[:-1]]:
        base = math.atan2(vy - y, vx - x)
        for a in (base - 1e-6, base, base + 1e-6):
            ray = LineString([(x, y), (x + far * math.cos(a), y + far * math.sin(a))])
            best = far
            hit = ray.intersection(walls)
            for part in getattr(hit, "geoms", [hit]):
                if not part.is_empty:
                    d = Point(x, y).distance(part)
                    if 1e-9 < d < best:
                        best = d
            if not near.is_empty and near.contains(Point(x + 1e-7 * math.cos(a), y + 1e-7 * math.sin(a))):
                best = 0.0  # a corner viewer looking into the obstacle
            pts.append((a, x + best * math.cos(a), y + best * math.sin(a)))
    pts.sort()
    fan = shapely.make_valid(shapely.Polygon([(px, py) for _, px, py in pts]))
    return fan.intersection(disc).intersection(table)


def naive_blast(model: TableModel, x: float, y: float, diameter: float = 7.5) -> list[tuple[str, bool]]:
    f, o = model.figures, model.obstacles
    template = Point(x, y).buffer(diameter / 2)
    out = []
    for i in range(len(f)):
        if not Point(f.xy[i]).buffer(f.radius[i]).intersects(template):
            continue
        line = LineString([(x, y), f.xy[i]])
        cover = any(line.intersects(g) and not line.touches(g) for k, g in enumerate(o.geoms)
                    if o.gives_cover[k] or o.blocks_sight[k])
        # A figure the blast is centred on takes it full on and shields nobody.
        cover = cover or any(k != i and f.gives_cover[k] and line.distance(Point(f.xy[k])) < f.radius[k]
                             and math.hypot(x - f.xy[k, 0], y - f.xy[k, 1]) >= f.radius[k] for k in range(len(f)))
        out.append((f.items[i].id, cover))
    return out


def path_goals(model: TableModel, figures: np.ndarray, seed: int) -> np.ndarray:
    """A random point of each figure's reach region that ``path_to`` reaches: a path as long as a move."""
    rng = np.random.default_rng(seed)
    goals = np.array(model.figures.xy[figures], dtype=float)
    for i, f in enumerate(figures):
        fid = model.figures.items[f].id
        area = reach(model, fid, MOVE_CM).area
        if area.area <= 0:
            continue  # boxed in: the path is the figure staying put
        minx, miny, maxx, maxy = area.bounds
        while True:
            point = rng.uniform((minx, miny), (maxx, maxy))
            if shapely.contains_xy(area, *point) and path_to(model, fid, *point) is not None:
                goals[i] = point
                break
    return goals


# ---- the check: each baseline against the fast answer on the same inputs -----------------------------------

AREA_REL_TOL = 1e-4  # the naive ray casts aim 1e-6 rad beside each corner: their areas differ by that much


def check_naive(model: TableModel, answers: dict[str, list[Any]], sample: np.ndarray, goals: np.ndarray,
                points: np.ndarray) -> dict[str, tuple[bool, str]]:
    """For each query, whether every naive answer kept is the fast one, and a short note saying so."""
    n = len(model.figures)
    ids = model.figures.ids
    out: dict[str, tuple[bool, str]] = {}

    def note(query: str, bad: int, total: int, what: str) -> None:
        out[query] = (bad == 0, f"{total - bad}/{total} {what}")

    bad = total = 0
    for i, naive in answers["one_vs_all"]:
        fast = [(s.visible, s.cover) for s in sight_from(model, ids[i % n])]
        bad += sum(a != b for a, b in zip(naive, fast))
        total += len(fast)
    note("one_vs_all", bad, total, "pairs agree")
    matrix = sight_matrix(model)
    src, tgt = np.nonzero(~np.eye(n, dtype=bool))
    (_, naive_pairs), = answers["all_pairs"]
    fast_pairs = [(bool(matrix.visible[src[k], tgt[k]]), bool(matrix.cover[src[k], tgt[k]])) for k in sample]
    note("all_pairs", sum(a != b for a, b in zip(naive_pairs, fast_pairs)), len(sample), "pairs agree")
    for query, fast_area in (("visibility", lambda i: visibility_polygon(model, *model.figures.xy[i % n])),
                             ("reach", lambda i: reach(model, ids[i % n], MOVE_CM).area)):
        worst = 0.0
        for i, naive in answers[query]:
            fast = fast_area(i)
            worst = max(worst, fast.symmetric_difference(naive).area / max(fast.area, 1.0))
        out[query] = (worst <= AREA_REL_TOL, f"{len(answers[query])} regions, symmetric difference at most "
                                             f"{worst:.1g} of the area")
    worst_path = 0.0
    for i, naive in answers["path"]:
        fast = path_to(model, ids[i % n], *goals[i])
        worst_path = max(worst_path, abs((fast.length_cm if fast else math.inf) - naive))
    out["path"] = (worst_path <= 1e-6, f"{len(answers['path'])} path(s), length difference {worst_path:.1g} cm")
    bad = total = 0
    for i, naive in answers["blast"]:
        fast = [(c.id, c.cover) for c in blast(model, *points[i]).caught]
        bad += sorted(fast) != sorted(naive)
        total += 1
    note("blast", bad, total, "templates agree")
    return out


# ---- the run ----------------------------------------------------------------------------------------------

def stats(ms: np.ndarray) -> tuple[float, float]:
    return float(np.median(ms)), float(np.percentile(ms, 95))


def run_table(spec: Spec, out: list[str], slow_peers: bool = True) -> dict[str, Any]:
    model = make_table(spec)
    n = len(model.figures)
    rng = np.random.default_rng(spec.seed + 100)
    points = rng.uniform((1, 1), (spec.width - 1, spec.depth - 1), (spec.repeats, 2))
    t = time.perf_counter()
    free_space(model, 1.25)
    sight_blockers(model)
    insides(model.obstacles)
    setup_ms = (time.perf_counter() - t) * 1000
    movers = np.arange(spec.repeats) % n  # the figures the per-figure queries start from, in timing order
    goals = path_goals(model, movers, spec.seed + 200)
    cpu: dict[str, list[float]] = {q: [] for q in QUERIES}
    fast = {
        "one_vs_all": timed(lambda i: sight_from(model, model.figures.items[i % n].id), spec.repeats,
                            cpu["one_vs_all"]),
        "all_pairs": timed(lambda i: sight_matrix(model), max(3, spec.repeats // 5), cpu["all_pairs"]),
        "visibility": timed(lambda i: visibility_polygon(model, *model.figures.xy[i % n]), spec.repeats,
                            cpu["visibility"]),
        "reach": timed(lambda i: reach(model, model.figures.items[i % n].id, MOVE_CM), spec.repeats, cpu["reach"]),
        "path": timed(lambda i: path_to(model, model.figures.items[i % n].id, *goals[i]), spec.repeats, cpu["path"]),
        "blast": timed(lambda i: blast(model, *points[i]), spec.repeats, cpu["blast"]),
    }
    few = max(3, spec.repeats // 10)
    pair_count = n * (n - 1)
    src, tgt = np.nonzero(~np.eye(n, dtype=bool))
    if spec.naive_pairs and spec.naive_pairs < pair_count:
        sample = rng.choice(pair_count, spec.naive_pairs, replace=False)
        scale = pair_count / spec.naive_pairs
        pairs_note = f"(naive timed on {spec.naive_pairs} pairs, scaled to {pair_count})"
    else:
        sample, scale, pairs_note = np.arange(pair_count), 1.0, ""
    # Each baseline keeps what it computed: it is checked against the fast answer on the same inputs.
    answers: dict[str, list[Any]] = {q: [] for q in QUERIES}

    def kept(query: str, fn: Callable[[int], Any]) -> Callable[[int], None]:
        return lambda i: answers[query].append((i, fn(i)))

    naive = {
        "one_vs_all": timed(kept("one_vs_all", lambda i: naive_one_vs_all(model, i % n)), few),
        "all_pairs": timed(kept("all_pairs", lambda i: [naive_sight(model, src[k], tgt[k]) for k in sample]), 1)
        * scale,
        "visibility": timed(kept("visibility", lambda i: naive_visibility(model, *model.figures.xy[i % n])), few),
        "reach": timed(kept("reach", lambda i: naive_reach(model, i % n, MOVE_CM)), few),
        # One run: over every corner, the scalar loop takes seconds on the stress table.
        "path": timed(kept("path", lambda i: naive_path(model, i % n, goals[i])), 1),
        "blast": timed(kept("blast", lambda i: naive_blast(model, *points[i])), few),
    }
    checks = check_naive(model, answers, sample, goals, points)
    out.append(f"{spec.name}: {spec.width:g}x{spec.depth:g} cm, {len(model.obstacles)} obstacles "
               f"covering {shapely.union_all(model.obstacles.geoms).area / (spec.width * spec.depth):.0%}, "
               f"{n} figures; free space, sight blockers and obstacle insides built once in {setup_ms:.1f} ms")
    out.append(f"  {'query':<11} {'median ms':>10} {'p95 ms':>9} {'CPU median':>11} {'CPU p95':>8} {'naive ms':>10} "
               f"{'speed-up':>9}  same answer as naive")
    result: dict[str, Any] = {}
    speedups = {}
    for q in QUERIES:
        med, p95 = stats(fast[q])
        naive_med = float(np.median(naive[q]))
        speedups[q] = naive_med / med
        result[f"{q}_ms"] = round(med, 3)
        result[f"{q}_p95_ms"] = round(p95, 3)
        cpu_med, cpu_p95 = stats(np.array(cpu[q]))
        result[f"{q}_cpu_ms"] = round(cpu_med, 3)
        result[f"{q}_cpu_p95_ms"] = round(cpu_p95, 3)
        note = pairs_note if q == "all_pairs" else ""
        out.append(f"  {q:<11} {med:>10.3f} {p95:>9.3f} {cpu_med:>11.3f} {cpu_p95:>8.3f} {naive_med:>10.1f} "
                   f"{speedups[q]:>8.1f}x  {checks[q][1]} {note}".rstrip())
    result["speedup_vs_naive"] = {q: round(v, 1) for q, v in speedups.items()}
    result["naive_agrees"] = {q: checks[q][0] for q in QUERIES}
    lengths = np.array([path_to(model, model.figures.items[f].id, *goals[i]).length_cm
                        for i, f in enumerate(movers)])
    # pyvisgraph's graph serves one base radius: the queries with the first mover's radius.
    same = model.figures.radius[movers] == model.figures.radius[movers[0]]
    paths = PathQueries(model.figures.xy[movers[same]], goals[same], float(model.figures.radius[movers[0]]),
                        fast["path"][same], lengths[same])
    viewers = Viewers(model.figures.xy[movers], fast["visibility"])
    peer_lines, peers = compare_peers(model, paths, viewers, lambda x, y: naive_visibility(model, x, y),
                                      slow_peers)
    if peer_lines:
        out.append("  peers on the same start/goal pairs and viewers (ratio: peer ms / Tabletop ms):")
        out += peer_lines
    if peers:
        result["peers"] = peers
    return result


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", action="store_true", help="print one JSON object as the last line")
    parser.add_argument("--skip-slow-peers", action="store_true",
                        help="do not time pyvisgraph where its graph takes a minute to build (the stress table)")
    args = parser.parse_args(argv)
    lines: list[str] = []
    results = {spec.name: run_table(spec, lines, not args.skip_slow_peers) for spec in SPECS}
    lines += missing_notes()
    lines.append(f"times: wall clock, and CPU time of this process (what the code costs on a shared machine); "
                 f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores at the end")
    print("\n".join(lines))
    if args.json:
        print(json.dumps(results))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
