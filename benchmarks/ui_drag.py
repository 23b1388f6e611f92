"""Dragging a figure with every referee overlay on: milliseconds per update, offscreen.

A gang leader is dragged through 200 positions over the club table of benchmarks/geometry.py with its
range rings, sight lines, visibility, move reach and path to the pointer, command radius, a ruler, a
blast template, a burst preview and a thrown path preview all shown. One update is what a pointer move
costs the app: moving the item as the select tool does, asking the geometry core again, and moving the
overlay items to the answers. The repaint of the view is timed apart, as it depends on the window size.

    .venv/bin/python benchmarks/ui_drag.py [--json]

Target: p95 <= 16 ms per update (one 60 fps frame). With --json the last line is
{"p50_ms": .., "p95_ms": .., "positions": 200}.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import numpy as np  # noqa: E402
import shapely  # noqa: E402

from tabletop.scenario import scenario_from_json  # noqa: E402
from tabletop.scenario.model import Scenario  # noqa: E402

POSITIONS = 200
GEOMETRY_BENCHMARK = Path(__file__).resolve().parent / "geometry.py"


def _geometry_benchmark():
    """benchmarks/geometry.py as a module: its seeded club table is the one the geometry figures use."""
    spec = importlib.util.spec_from_file_location("geometry_benchmark", GEOMETRY_BENCHMARK)
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclasses look their module up while being made
    spec.loader.exec_module(module)
    return module


def club_table() -> Scenario:
    """The geometry benchmark's club table (120 x 90 cm, 80 obstacles, 60 figures) as a scenario document.

    Obstacles are clipped to the table (the file format keeps every position on it); the first figure
    of gang A is made its leader so the command radius shows.
    """
    bench = _geometry_benchmark()
    spec = next(s for s in bench.SPECS if s.name == "club")
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
                        "name": f"Club table (seed {spec.seed})",
                        "table": {"width_cm": model.width_cm, "depth_cm": model.depth_cm}},
           "features": features}
    return scenario_from_json(doc, "club table")


def drag_positions(start: tuple[float, float], count: int = POSITIONS) -> list[tuple[float, float]]:
    """A drag that wanders from the figure's spot around the table's middle and back: a loop of
    200 pointer positions, as a referee sweeps a figure to look for a firing position."""
    x0, y0 = start
    t = np.linspace(0.0, 2 * np.pi, count)
    xs = x0 + (60.0 - x0) * (1 - np.cos(t)) / 2 + 12 * np.sin(2 * t)
    ys = y0 + (45.0 - y0) * (1 - np.cos(t)) / 2 + 8 * np.sin(3 * t)
    return [(float(np.clip(x, 2, 118)), float(np.clip(y, 2, 88))) for x, y in zip(xs, ys)]


def run() -> dict[str, float]:
    from PySide6.QtCore import QPointF, Qt
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(["ui-drag-benchmark"])
    from ui.document import ScenarioDocument
    from ui.map.editor import MapEditor
    from ui.map.overlays import OverlayController
    from ui.map.tool import ToolEvent

    def event(x: float, y: float) -> ToolEvent:
        return ToolEvent(QPointF(x, y), QPointF(x, y), Qt.MouseButton.LeftButton)

    document = ScenarioDocument(club_table())
    editor = MapEditor(document)
    editor.resize(1280, 860)
    editor.show()
    app.processEvents()
    overlays = OverlayController(editor)
    model = overlays.base_model
    subject = next(f.id for f in model.figures.items if f.role == "leader")
    me = model.figure(subject)
    enemies = [f for f in model.figures.items if f.gang not in (None, me.gang)]
    target = min(enemies, key=lambda f: (f.x - me.x) ** 2 + (f.y - me.y) ** 2)
    editor.scene.select_ids([subject])
    # Every tool's overlay is put on the table and kept: the controller refreshes each visible one.
    ruler, blaster = overlays.tools["ruler"], overlays.tools["blast"]
    burster, thrower = overlays.tools["burst"], overlays.tools["throw"]
    for x, y in ((10, 10), (60, 45), (110, 80)):
        ruler.press(event(x, y))
        ruler.release(event(x, y))
    ruler.finish()
    blaster.press(event(target.x + 2, target.y))
    burster.press(event(target.x, target.y))
    thrower.press(event(target.x, target.y))
    item = editor.scene.feature_item(subject)
    x0, y0 = document.scenario[subject].geometry.points()[0]
    positions = drag_positions((x0, y0))
    overlays.cursor = positions[0]
    overlays.refresh()  # selecting the figure warms the caches before a drag starts
    updates, paints = [], []
    for x, y in positions:
        start = time.perf_counter()
        item.setPos(x - x0, y - y0)  # what the select tool does on each pointer move
        overlays.cursor = (x, y)
        overlays.refresh()
        middle = time.perf_counter()
        editor.view.viewport().repaint()
        end = time.perf_counter()
        updates.append((middle - start) * 1000)
        paints.append((end - middle) * 1000)
    shown = overlays.figure_overlay.shown
    assert len(shown.sights) == len(model.figures) - 1
    assert blaster.shown is not None and burster.shown is not None and thrower.shown and ruler.total_cm > 0
    return {"p50_ms": float(np.percentile(updates, 50)), "p95_ms": float(np.percentile(updates, 95)),
            "paint_p50_ms": float(np.percentile(paints, 50)), "paint_p95_ms": float(np.percentile(paints, 95)),
            "positions": len(positions)}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", action="store_true", help="end with one JSON line")
    args = parser.parse_args()
    figures = run()
    print(f"drag with every overlay on, {figures['positions']} positions on the 120 x 90 club table "
          "of benchmarks/geometry.py")
    print(f"  update (model query + scene update): p50 {figures['p50_ms']:.1f} ms, p95 {figures['p95_ms']:.1f} ms "
          f"(target p95 <= 16 ms)")
    print(f"  repaint of a 1280 x 860 view, apart: p50 {figures['paint_p50_ms']:.1f} ms, "
          f"p95 {figures['paint_p95_ms']:.1f} ms")
    if args.json:
        print(json.dumps({"p50_ms": round(figures["p50_ms"], 2), "p95_ms": round(figures["p95_ms"], 2),
                          "positions": figures["positions"]}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
