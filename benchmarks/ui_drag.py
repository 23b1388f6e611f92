"""Dragging a figure with every referee overlay on: milliseconds per update and per frame, offscreen.

A gang leader is dragged over a table of benchmarks/geometry.py (``--table club``: 120 x 90 cm, 80
obstacles, 60 figures; ``--table stress``: 120 x 120 cm, 400 obstacles, 200 figures) with its range
rings, sight lines and cover, visibility, move reach and path to the pointer, command radius, a ruler, a
blast template, a burst preview and a thrown path preview all shown. The drag is four strokes of 50
pointer positions; each stroke ends with the drop, which writes the move into the document and rebuilds
the geometry model, and the drop is one of the samples.

One update is what a pointer move costs the app: moving the item as the select tool does, asking the
geometry core again and moving the overlay items to the answers. One frame is that update plus the
repaint of the 1280 x 860 view it caused (the event loop runs until the view has painted). The baseline,
run in the same process on the same positions, is the frame as the view drew it before static terrain
was cached: the update, then the whole view repainted from scratch.

The first selection is timed too: a freshly opened table, the event loop left idle once (as after the
window shows), then one figure selected until its overlays are painted.

    .venv/bin/python benchmarks/ui_drag.py [--table club|stress] [--json] [--paired REF [--rounds N]]

With ``--paired REF`` the benchmark of commit REF (checked out into a temporary git worktree, run with this
Python and PYTHONPATH at that worktree) and the working tree's are run by turns, ``--rounds`` times each, each
in a process of its own; the medians of each side's figures are printed with their ratio (working tree / REF).
On a shared machine whose speed drifts by half from one hour to the next, only such a paired ratio compares two
versions: both sides meet the same load.

Targets: club p95 update <= 6 ms, p95 frame <= 16 ms (one 60 fps frame); stress <= 16 and <= 33 ms.
With --json the last line is {"p50_ms", "p95_ms", "frame_p95_ms", "positions", "table", "cpu_p50_ms", "cpu_p95_ms",
"cpu_frame_p95_ms", "load"}: the figures in wall-clock time, then in CPU time of this process (on a shared machine
what the code itself costs), and the load average while it ran. With --paired the same keys hold the medians of
the working tree's runs, and "paired" holds {"ref": the commit, "rounds", "ref_figures": {key: median},
"ratio": {key: tree / ref}}.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import numpy as np  # noqa: E402
import shapely  # noqa: E402

from tabletop.scenario import scenario_from_json  # noqa: E402
from tabletop.scenario.model import Scenario  # noqa: E402

STROKES = 4
STROKE_POSITIONS = 50
BASELINE_POSITIONS = 40
GEOMETRY_BENCHMARK = Path(__file__).resolve().parent / "geometry.py"
TARGETS = {"club": (6.0, 16.0), "stress": (16.0, 33.0)}  # p95 update, p95 frame, ms
ROOT = Path(__file__).resolve().parent.parent
# The figures a paired run compares (the JSON keys every version of this benchmark prints).
PAIRED_KEYS = ("cpu_frame_p95_ms", "cpu_p95_ms", "frame_p95_ms", "p95_ms", "cpu_p50_ms", "p50_ms")


def _geometry_benchmark():
    """benchmarks/geometry.py as a module: its seeded tables are the ones the geometry figures use."""
    spec = importlib.util.spec_from_file_location("geometry_benchmark", GEOMETRY_BENCHMARK)
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclasses look their module up while being made
    spec.loader.exec_module(module)
    return module


def bench_table(name: str) -> Scenario:
    """A geometry benchmark table as a scenario document.

    Obstacles are clipped to the table (the file format keeps every position on it); the first figure
    of gang A is made its leader so the command radius shows.
    """
    bench = _geometry_benchmark()
    spec = next(s for s in bench.SPECS if s.name == name)
    model = bench.make_table(spec)
    table = shapely.box(0, 0, model.width_cm, model.depth_cm)
    features: list[dict] = []
    for obstacle in model.obstacles.items:
        for k, part in enumerate(shapely.get_parts(shapely.intersection(obstacle.geometry, table))):
            if shapely.get_type_id(part) == 3 and part.area > 1e-6:
                ring = [[float(x), float(y)] for x, y in part.exterior.coords]
                features.append({"type": "Feature", "id": f"{obstacle.id}-{k}",
                                 "geometry": {"type": "Polygon", "coordinates": [ring]},
                                 "properties": {"kind": obstacle.kind}})
    leader = next(f.id for f in model.figures.items if f.gang == "A")
    for f in model.figures.items:
        props = {"kind": f.kind, "role": f.role, "base_mm": f.base_cm * 10}
        if f.kind == "figure":
            props.update(gang=f.gang, role="leader" if f.id == leader else f.role, weapons=["pistolet"])
        features.append({"type": "Feature", "id": f.id, "geometry": {"type": "Point", "coordinates": [f.x, f.y]},
                         "properties": props})
    doc = {"type": "FeatureCollection",
           "tabletop": {"format": "tabletop-scenario", "version": 1, "game": "peur-sur-la-ville",
                        "name": f"{name.title()} table (seed {spec.seed})",
                        "table": {"width_cm": model.width_cm, "depth_cm": model.depth_cm}},
           "features": features}
    return scenario_from_json(doc, f"{name} table")


def club_table() -> Scenario:
    return bench_table("club")


def drag_positions(start: tuple[float, float], size: tuple[float, float],
                   count: int = STROKES * STROKE_POSITIONS) -> list[tuple[float, float]]:
    """A drag that wanders from the figure's spot around the table's middle and back: a loop of
    pointer positions, as a referee sweeps a figure to look for a firing position."""
    x0, y0 = start
    w, d = size
    t = np.linspace(0.0, 2 * np.pi, count)
    xs = x0 + (w / 2 - x0) * (1 - np.cos(t)) / 2 + 12 * np.sin(2 * t)
    ys = y0 + (d / 2 - y0) * (1 - np.cos(t)) / 2 + 8 * np.sin(3 * t)
    return [(float(np.clip(x, 2, w - 2)), float(np.clip(y, 2, d - 2))) for x, y in zip(xs, ys)]


def every_tool_on(overlays, document, subject: str) -> list[tuple[float, float]]:
    """Put every measuring tool's overlay on the table and keep it (the controller refreshes each visible one):
    rulers across the table, the blast, burst and throw at the enemy nearest ``subject``; the drag's positions."""
    from PySide6.QtCore import QPointF, Qt
    from ui.map.tool import ToolEvent

    def event(x: float, y: float) -> ToolEvent:
        return ToolEvent(QPointF(x, y), QPointF(x, y), Qt.MouseButton.LeftButton)

    model = overlays.base_model
    me = model.figure(subject)
    enemies = [f for f in model.figures.items if f.gang not in (None, me.gang)]
    target = min(enemies, key=lambda f: (f.x - me.x) ** 2 + (f.y - me.y) ** 2)
    ruler, blaster = overlays.tools["ruler"], overlays.tools["blast"]
    burster, thrower = overlays.tools["burst"], overlays.tools["throw"]
    w, d = model.width_cm, model.depth_cm
    for x, y in ((10, 10), (w / 2, d / 2), (w - 10, d - 10)):
        ruler.press(event(x, y))
        ruler.release(event(x, y))
    ruler.finish()
    blaster.press(event(target.x + 2, target.y))
    burster.press(event(target.x, target.y))
    thrower.press(event(target.x, target.y))
    return drag_positions(document.scenario[subject].geometry.points()[0], (w, d))


def run(table: str = "club") -> dict[str, float]:
    from PySide6.QtWidgets import QApplication

    from ui.shell.qt_environment import prepare_qt_environment

    prepare_qt_environment(os.environ)  # Qt set up as the app sets it up
    app = QApplication.instance() or QApplication(["ui-drag-benchmark"])
    from tabletop.scenario.edits import move_features
    from ui.document import ScenarioDocument
    from ui.map.editor import MapEditor
    from ui.map.overlays import OverlayController

    def painted() -> tuple[float, float]:
        """Milliseconds the event loop takes to paint what is pending, wall clock and CPU."""
        start, cpu = time.perf_counter(), time.process_time()
        app.processEvents()
        return (time.perf_counter() - start) * 1000, (time.process_time() - cpu) * 1000

    def since(start: float, cpu: float) -> tuple[float, float]:
        return (time.perf_counter() - start) * 1000, (time.process_time() - cpu) * 1000

    document = ScenarioDocument(bench_table(table))
    editor = MapEditor(document)
    editor.resize(1280, 860)
    editor.show()
    overlays = OverlayController(editor)
    app.processEvents()  # the window shows; idle work queued on opening runs here
    model = overlays.base_model
    subject = next(f.id for f in model.figures.items if f.role == "leader")
    start, cpu = time.perf_counter(), time.process_time()
    editor.scene.select_ids([subject])
    overlays.refresh()
    painted()
    first_ms, first_cpu_ms = since(start, cpu)

    positions = every_tool_on(overlays, document, subject)
    overlays.cursor = positions[0]
    overlays.refresh()
    painted()

    # Wall clock and CPU time of this process: on a shared machine the CPU time is what the code costs.
    updates, frames, cpu_updates, cpu_frames = [], [], [], []
    reach_latencies: list[float] = []  # ms from a drop until its reach is painted
    for stroke in range(STROKES):
        # A stroke starts where the last drop left the figure; the item is offset from there.
        fx, fy = document.scenario[subject].geometry.points()[0]
        item = editor.scene.feature_item(subject)
        for x, y in positions[stroke * STROKE_POSITIONS:(stroke + 1) * STROKE_POSITIONS]:
            start, cpu = time.perf_counter(), time.process_time()
            item.setPos(x - fx, y - fy)  # what the select tool does on each pointer move
            overlays.cursor = (x, y)
            overlays.refresh()
            update, cpu_update = since(start, cpu)
            paint, cpu_paint = painted()
            updates.append(update)
            cpu_updates.append(cpu_update)
            frames.append(update + paint)
            cpu_frames.append(cpu_update + cpu_paint)
        # The drop, as the select tool's release does it: the item back at rest, the move an edit.
        pos = item.pos()
        start, cpu = time.perf_counter(), time.process_time()
        item.setPos(0, 0)
        editor.push(move_features(document.scenario, [subject], pos.x(), pos.y(), "Move"))
        overlays.refresh()
        update, cpu_update = since(start, cpu)
        paint, cpu_paint = painted()
        updates[-1], cpu_updates[-1] = update, cpu_update  # the drop replaces the stroke's last move
        frames[-1], cpu_frames[-1] = update + paint, cpu_update + cpu_paint
        # The reach from the new start is searched off the UI thread (where the app does so): the time until it
        # shows, the next stroke starting after it (as a hand lets go of a figure before taking it again).
        if hasattr(overlays, "idle"):
            while not overlays.idle:
                time.sleep(0.0002)
                app.processEvents()
            painted()
            reach_latencies.append((time.perf_counter() - start) * 1000)

    shown = overlays.figure_overlay.shown
    assert len(shown.sights) == len(model.figures) - 1
    tools = overlays.tools
    assert tools["blast"].shown is not None and tools["burst"].shown is not None and tools["throw"].shown
    assert tools["ruler"].total_cm > 0

    # Baseline: the same update, then the whole view repainted from scratch (nothing cached), as before.
    fx, fy = document.scenario[subject].geometry.points()[0]
    item = editor.scene.feature_item(subject)
    viewport = editor.view.viewport()
    baseline, cpu_baseline = [], []
    with editor.view.uncached():
        for x, y in positions[:BASELINE_POSITIONS]:
            start, cpu = time.perf_counter(), time.process_time()
            item.setPos(x - fx, y - fy)
            overlays.cursor = (x, y)
            overlays.refresh()
            viewport.repaint()
            wall, cpu_ms = since(start, cpu)
            baseline.append(wall)
            cpu_baseline.append(cpu_ms)
    item.setPos(0, 0)
    app.processEvents()
    editor.close()

    def p(values: list[float], q: float) -> float:
        return float(np.percentile(values, q))

    return {"p50_ms": p(updates, 50), "p95_ms": p(updates, 95), "frame_p50_ms": p(frames, 50),
            "frame_p95_ms": p(frames, 95), "baseline_frame_p50_ms": p(baseline, 50),
            "baseline_frame_p95_ms": p(baseline, 95), "cpu_p50_ms": p(cpu_updates, 50),
            "cpu_p95_ms": p(cpu_updates, 95), "cpu_frame_p50_ms": p(cpu_frames, 50),
            "cpu_frame_p95_ms": p(cpu_frames, 95), "cpu_baseline_frame_p50_ms": p(cpu_baseline, 50),
            "cpu_baseline_frame_p95_ms": p(cpu_baseline, 95), "first_overlay_ms": first_ms,
            "first_overlay_cpu_ms": first_cpu_ms, "positions": len(updates), "obstacles": len(model.obstacles),
            "figures": len(model.figures), "load": os.getloadavg()[0],
            "reach_after_drop_max_ms": max(reach_latencies, default=float("nan"))}


def run_in(root: Path, table: str) -> dict[str, float]:
    """The JSON figures of the benchmark in the source tree ``root``, run in a process of its own."""
    env = dict(os.environ, PYTHONPATH=str(root), QT_QPA_PLATFORM="offscreen")
    done = subprocess.run([sys.executable, str(root / "benchmarks" / "ui_drag.py"), "--table", table, "--json"],
                          cwd=root, env=env, capture_output=True, text=True, timeout=900)
    if done.returncode != 0:
        raise SystemExit(f"the benchmark in {root} failed:\n{done.stderr.strip()}")
    return json.loads(done.stdout.strip().splitlines()[-1])


def paired(ref: str, table: str, rounds: int) -> dict:
    """The working tree and commit ``ref`` run by turns: each side's medians, and their ratios (tree / ref)."""
    with tempfile.TemporaryDirectory(prefix="ui-drag-ref-") as tmp:
        worktree = Path(tmp) / "ref"
        subprocess.run(["git", "-C", str(ROOT), "worktree", "add", "--detach", "--quiet", str(worktree), ref],
                       check=True)
        try:
            runs: dict[str, list[dict[str, float]]] = {"ref": [], "tree": []}
            for k in range(rounds):
                # Who goes first alternates too, so that neither side always follows a warm cache.
                order = (("ref", worktree), ("tree", ROOT)) if k % 2 == 0 else (("tree", ROOT), ("ref", worktree))
                for side, root in order:
                    runs[side].append(run_in(root, table))
                    figures = runs[side][-1]
                    print(f"  round {k + 1}/{rounds} {side:4s}: CPU frame p95 {figures['cpu_frame_p95_ms']:.2f} ms, "
                          f"CPU update p95 {figures['cpu_p95_ms']:.2f} ms (load {figures.get('load', 0):.1f})",
                          flush=True)
        finally:
            subprocess.run(["git", "-C", str(ROOT), "worktree", "remove", "--force", str(worktree)], check=False)
    medians = {side: {key: statistics.median(run[key] for run in side_runs) for key in PAIRED_KEYS}
               for side, side_runs in runs.items()}
    return {"ref": ref, "rounds": rounds, "tree": medians["tree"], "ref_figures": medians["ref"],
            "ratio": {key: medians["tree"][key] / medians["ref"][key] for key in PAIRED_KEYS},
            "load": statistics.median(run.get("load", 0.0) for run in runs["tree"] + runs["ref"])}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--table", choices=sorted(TARGETS), default="club", help="which table (default club)")
    parser.add_argument("--json", action="store_true", help="end with one JSON line")
    parser.add_argument("--paired", metavar="REF", help="run commit REF's benchmark by turns with this one's")
    parser.add_argument("--rounds", type=int, default=5, help="runs of each side with --paired (default 5)")
    args = parser.parse_args()
    if args.paired:
        print(f"the {args.table} table, the working tree and {args.paired} by turns, {args.rounds} runs each; "
              "medians of each side, ratio = working tree / ref:", flush=True)
        pair = paired(args.paired, args.table, max(1, args.rounds))
        for key in PAIRED_KEYS:
            print(f"  {key:18s} tree {pair['tree'][key]:6.2f}  ref {pair['ref_figures'][key]:6.2f}  "
                  f"ratio {pair['ratio'][key]:.2f}")
        if args.json:
            print(json.dumps({**{key: round(value, 2) for key, value in pair["tree"].items()},
                              "table": args.table, "load": round(pair["load"], 2),
                              "paired": {"ref": args.paired, "rounds": pair["rounds"],
                                         "ref_figures": {k: round(v, 2) for k, v in pair["ref_figures"].items()},
                                         "ratio": {k: round(v, 3) for k, v in pair["ratio"].items()}}}))
        return 0
    f = run(args.table)
    update_target, frame_target = TARGETS[args.table]
    print(f"drag with every overlay on, {f['positions']} positions in {STROKES} strokes, each ending with a drop, "
          f"on the {args.table} table of benchmarks/geometry.py ({f['obstacles']} obstacles, {f['figures']} figures); "
          f"wall clock and CPU time of this process (load average {f['load']:.1f} on {os.cpu_count()} cores)")
    print(f"  update (model query + scene update): p50 {f['p50_ms']:.1f} ms, p95 {f['p95_ms']:.1f} ms; CPU p50 "
          f"{f['cpu_p50_ms']:.1f} ms, p95 {f['cpu_p95_ms']:.1f} ms (target p95 <= {update_target:g} ms)")
    print(f"  frame (update + the repaint of the 1280 x 860 view it caused): p50 {f['frame_p50_ms']:.1f} ms, "
          f"p95 {f['frame_p95_ms']:.1f} ms; CPU p50 {f['cpu_frame_p50_ms']:.1f} ms, p95 {f['cpu_frame_p95_ms']:.1f} ms "
          f"(target p95 <= {frame_target:g} ms)")
    print(f"  baseline frame (update + whole view repainted, nothing cached), same positions: "
          f"p50 {f['baseline_frame_p50_ms']:.1f} ms, p95 {f['baseline_frame_p95_ms']:.1f} ms; CPU p50 "
          f"{f['cpu_baseline_frame_p50_ms']:.1f} ms, p95 {f['cpu_baseline_frame_p95_ms']:.1f} ms: frame p95 "
          f"{f['baseline_frame_p95_ms'] / f['frame_p95_ms']:.1f}x faster "
          f"(CPU {f['cpu_baseline_frame_p95_ms'] / f['cpu_frame_p95_ms']:.1f}x)")
    print(f"  first selection on the freshly opened table, until its overlays are painted: "
          f"{f['first_overlay_ms']:.0f} ms, CPU {f['first_overlay_cpu_ms']:.0f} ms "
          "(target <= 150 ms on the stress table)")
    if f["reach_after_drop_max_ms"] == f["reach_after_drop_max_ms"]:
        print(f"  the move reach, searched off the UI thread, painted at most {f['reach_after_drop_max_ms']:.0f} ms "
              f"after a drop (target <= 50 ms)")
    if args.json:
        print(json.dumps({"p50_ms": round(f["p50_ms"], 2), "p95_ms": round(f["p95_ms"], 2),
                          "frame_p95_ms": round(f["frame_p95_ms"], 2), "positions": f["positions"],
                          "table": args.table, "cpu_p50_ms": round(f["cpu_p50_ms"], 2),
                          "cpu_p95_ms": round(f["cpu_p95_ms"], 2), "cpu_frame_p95_ms": round(f["cpu_frame_p95_ms"], 2),
                          "load": round(f["load"], 2)}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
