"""The label layout: figures' names on a crowded table, and one frame of a drag on the table screen.

Figures stand on a square grid 60 px apart (a base 20 px wide, its name 36 x 12 px), as thick as a club table's
crowd, on a table as large as their number needs. ``place_labels`` lays their names out; the naive baseline compares
each candidate with every rectangle taken (the layout before the grid index), checked to choose the same spots. The
frame of a drag is what the table screen places on each frame: a dragged figure's name and eight referee's labels
(rings, a shot) round 60 bases and the still names (``place_frame``).

    .venv/bin/python benchmarks/label_layout.py [--json]
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tabletop.label_layout import (Checks, LabelSpot, around_point, near_rect, place_frame,  # noqa: E402
                                   place_labels)

COUNTS = (60, 400, 1600)
REPEATS = 5


def crowd(count: int) -> tuple[list[LabelSpot], list[tuple[float, float, float, float]]]:
    side = int(np.ceil(np.sqrt(count)))
    centres = [(60.0 * (k % side), 60.0 * (k // side)) for k in range(count)]
    bases = [(x - 10, y - 10, x + 10, y + 10) for x, y in centres]
    return [LabelSpot(str(k), around_point(x, y, 10, 36, 12, 2)) for k, (x, y) in enumerate(centres)], bases


def naive(spots: list[LabelSpot], keep_clear, gap: float) -> dict[str, int | None]:
    """Every candidate against every rectangle taken: the layout before the grid."""
    taken = np.asarray(keep_clear, dtype=float).reshape(-1, 4)
    chosen: dict[str, int | None] = {}
    for spot in spots:
        rects = np.asarray(spot.candidates, dtype=float)
        hit = ((rects[:, None, 0] < taken[None, :, 2]) & (rects[:, None, 2] > taken[None, :, 0])
               & (rects[:, None, 1] < taken[None, :, 3]) & (rects[:, None, 3] > taken[None, :, 1])).any(axis=1)
        free = ~hit
        chosen[spot.key] = int(np.argmax(free)) if free.any() else None
        if free.any():
            taken = np.vstack([taken, rects[chosen[spot.key]] + (-gap, -gap, gap, gap)])
    return chosen


def best_ms(run) -> float:
    times = []
    for _ in range(REPEATS):
        start = time.process_time()
        run()
        times.append((time.process_time() - start) * 1000)
    return min(times)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", action="store_true", help="end with one JSON line")
    args = parser.parse_args()
    figures = {}
    for count in COUNTS:
        spots, bases = crowd(count)
        checks = Checks()
        grid = place_labels(spots, keep_clear=bases, gap=2, checks=checks)
        assert grid == naive(spots, bases, 2), "the grid chose other spots than the naive layout"
        grid_ms = best_ms(lambda: place_labels(spots, keep_clear=bases, gap=2))
        naive_ms = best_ms(lambda: naive(spots, bases, 2))
        figures[str(count)] = {"grid_ms": round(grid_ms, 2), "naive_ms": round(naive_ms, 2),
                               "ratio": round(naive_ms / max(grid_ms, 1e-6), 2),
                               "pairs_per_label": round(checks.pairs / count, 1)}
        print(f"{count:5d} names: {grid_ms:8.2f} ms, naive {naive_ms:8.2f} ms (x{naive_ms / max(grid_ms, 1e-6):.2f}), "
              f"{checks.pairs / count:.1f} pairs compared a name")
    # One frame of a drag: 60 still figures with their names placed, one dragged, eight referee's labels.
    spots, bases = crowd(60)
    still = place_labels(spots[1:], keep_clear=bases[1:], gap=2)
    taken = np.vstack([np.asarray(bases, dtype=float)] + [np.asarray(spot.candidates[still[spot.key]])[None]
                                                           for spot in spots[1:] if still[spot.key] is not None])
    labels = [LabelSpot(f"label {k}", near_rect((30.0 + 50 * k, 100.0, 70.0 + 50 * k, 112.0), 2, 4))
              for k in range(8)]
    frame = [spots[0]]
    frame_ms = best_ms(lambda: place_frame(frame, labels, taken, (0.0, 0.0, 500.0, 500.0), 2))
    figures["drag_frame_ms"] = round(frame_ms, 3)
    print(f"a frame of a drag (1 name, 8 labels, {len(taken)} rectangles taken): {frame_ms:.3f} ms CPU")
    if args.json:
        print(json.dumps(figures))
    return 0


if __name__ == "__main__":
    sys.exit(main())
