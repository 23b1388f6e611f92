"""The part of the table a TV shows when the table is bigger than the TV, and where the referee may move it.

A 120 x 90 cm table on a 55-inch TV (121 x 68 cm) shows a band of it; the referee's map draws that band as a
rectangle and dragging it moves the TV's centre. The rectangle snaps to the table's edges, so the picture lines up
with the table's side without fiddling.
"""

from __future__ import annotations

import numpy as np

from tabletop.table_screen.mapping import Point, apply, invert

# A frame edge this close to a table edge (cm) lands on it.
SNAP_CM = 3.0


def frame_polygon(matrix: np.ndarray, pixels: tuple[int, int]) -> list[Point]:
    """The picture's four corners on the table (cm), from its top-left corner round."""
    width, height = pixels
    corners = apply(invert(matrix), [(0, 0), (width, 0), (width, height), (0, height)])
    return [(float(x), float(y)) for x, y in corners]


def frame_extent(pixels: tuple[int, int], screen_width_cm: float, rotate: int) -> tuple[float, float]:
    """The TV picture's size on the table along x and y (cm): a quarter turn swaps its sides."""
    width_cm = screen_width_cm
    height_cm = screen_width_cm * pixels[1] / pixels[0]
    return (height_cm, width_cm) if rotate in (90, 270) else (width_cm, height_cm)


def snap_centre(centre: Point, extent: tuple[float, float], table: tuple[float, float],
                snap_cm: float = SNAP_CM) -> Point:
    """The centre the picture moves to when dragged to ``centre``: an edge of the picture near a table edge lands on
    it. A picture wider than the table along an axis snaps its edges outside the table instead (the table then
    sits inside it), so it can still be placed flush with either side."""
    snapped = []
    for c, half, side in ((centre[0], extent[0] / 2, table[0]), (centre[1], extent[1] / 2, table[1])):
        low, high = c - half, c + half
        if abs(low) <= snap_cm:
            c = half
        elif abs(high - side) <= snap_cm:
            c = side - half
        snapped.append(float(c))
    return snapped[0], snapped[1]
