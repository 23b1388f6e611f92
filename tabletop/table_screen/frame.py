"""The part of the table a TV shows when the table is bigger than the TV, and where the referee may move it.

A 120 x 90 cm table on a 55-inch TV (121 x 68 cm) shows a band of it; the referee's map draws that band as a
rectangle and dragging it moves the TV's centre. The rectangle snaps to the table's edges, so the picture lines up
with the table's side without fiddling, and stays on the table: dragged past an edge, or turned a quarter, it is
brought back flush with it (``place_centre``). A centre asked for off the table is refused (``check_centre``).
"""

from __future__ import annotations

import math

import numpy as np

from tabletop.i18n import _, decimal
from tabletop.table_screen.mapping import MappingError, Point, apply, invert

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


def clamp_centre(centre: Point, extent: tuple[float, float], table: tuple[float, float]) -> Point:
    """The centre nearest ``centre`` that keeps the picture on the table: along an axis where the picture is narrower
    than the table its edges stay within the table's; where it is wider, the table stays within it."""
    clamped = []
    for c, half, side in ((centre[0], extent[0] / 2, table[0]), (centre[1], extent[1] / 2, table[1])):
        low, high = (half, side - half) if 2 * half <= side else (side - half, half)
        clamped.append(float(min(max(c, low), high)))
    return clamped[0], clamped[1]


def place_centre(centre: Point, extent: tuple[float, float], table: tuple[float, float],
                 snap_cm: float = SNAP_CM) -> Point:
    """Where the picture goes when dragged to ``centre`` (or turned there): snapped to the table's edges near it,
    then kept on the table."""
    return clamp_centre(snap_centre(centre, extent, table, snap_cm), extent, table)


def check_centre(centre: Point, table: tuple[float, float], what: str) -> Point:
    """``centre``, given as ``what`` (« --centre »), when it is a point of the table (0 to the width across, 0 to the
    depth away from the referee); otherwise the one-line refusal: a picture centred off the table would show none of
    it."""
    x, y = centre
    if not (math.isfinite(x) and math.isfinite(y)):
        raise MappingError(_("{what} must be two finite numbers of cm").format(what=what))
    if not (0 <= x <= table[0] and 0 <= y <= table[1]):
        raise MappingError(_("{what} ({x}, {y}) is off the table, whose x goes from 0 to {width} cm and y from 0 to "
                             "{depth} cm").format(what=what, x=decimal(x), y=decimal(y), width=decimal(table[0]),
                                                  depth=decimal(table[1])))
    return float(x), float(y)
