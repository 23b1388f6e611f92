"""Table centimetres to the pixels of a screen laid on the table (a TV) or shining on it (a projector).

Every mapping is one 3 x 3 matrix M taking a table point (x, y, 1) in cm to homogeneous pixels (u, v, w), the
pixel being (u / w, v / w) with (0, 0) the picture's top-left corner and v growing down. The table keeps the map
file's axes: x to the right, y away from the referee, so "up the picture" at rotation 0, as the map editor draws it.

- A TV is a similarity: a scale in pixels per cm (the picture's width in pixels over its measured width in cm),
  the table point shown at the picture's centre, and a rotation in quarter turns so the picture reads from the
  side of the table the referee chooses.
- A projector is a homography: four table points and the four pixels where they land give it by the direct
  linear transform (normalised as Hartley and Zisserman advise, so a few pixels of noise stay a few tenths of a mm).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Sequence

import numpy as np

from tabletop.i18n import _, decimal

Point = tuple[float, float]
ROTATIONS = (0, 90, 180, 270)
# A measured length farther than this factor from the one drawn is a typing slip, not a screen's error.
MAX_CALIBRATION_FACTOR = 2.0
# Below this many pixels of area (twice the triangle's), three corners are taken as lying on one line.
MIN_CORNER_AREA_PX = 1.0
# When a screen reports no physical size, or an absurd one (projectors and many TVs report 0 or a made-up
# 16 x 9 mm), the first guess is the desktop's customary 96 pixels per inch.
FALLBACK_DPI = 96.0
CM_PER_INCH = 2.54
# No screen has pixels finer than this or coarser than that (mm): a width typed outside is a slip of the keyboard.
FINEST_PIXEL_MM = 0.05
COARSEST_PIXEL_MM = 2.0
# A projector's corners may land off its picture, but not more than this many pictures' sizes away from it.
CORNERS_OFF_PICTURE = 4
# Corners closer than this many pixels, or turning by less than this angle, draw the table as a sliver.
MIN_SIDE_PX = 20.0
MIN_CORNER_ANGLE_DEG = 5.0


class MappingError(ValueError):
    """A scale, a rotation or four points that give no usable mapping: one line for the referee."""


def tv_matrix(pixels: tuple[int, int], screen_width_cm: float, centre: Point, rotate: int = 0) -> np.ndarray:
    """The mapping of a TV ``pixels`` = (W, H) wide whose picture measures ``screen_width_cm``: W / CM pixels a cm in
    both directions, table point ``centre`` at the picture's centre, turned ``rotate`` degrees counter-clockwise."""
    width_px, height_px = pixels
    if width_px <= 0 or height_px <= 0:
        raise MappingError(_("the screen's size must be positive, not {width} x {height}").format(
            width=width_px, height=height_px))
    if not math.isfinite(screen_width_cm) or screen_width_cm <= 0:
        raise MappingError(_("the screen's width must be a positive number of cm"))
    if rotate not in ROTATIONS:
        raise MappingError(_("the rotation must be 0, 90, 180 or 270, not {rotate}").format(rotate=rotate))
    scale = width_px / screen_width_cm
    # Quarter turns exactly: cos and sin of 90 degrees in floating point would leave 6e-17 in the matrix.
    cos, sin = {0: (1, 0), 90: (0, 1), 180: (-1, 0), 270: (0, -1)}[rotate]
    cx, cy = centre
    turn = np.array([[cos, -sin, 0.0], [sin, cos, 0.0], [0.0, 0.0, 1.0]])
    to_centre = np.array([[1.0, 0.0, -cx], [0.0, 1.0, -cy], [0.0, 0.0, 1.0]])
    # Pixels grow down the picture: the y scale is negative.
    to_pixels = np.array([[scale, 0.0, width_px / 2], [0.0, -scale, height_px / 2], [0.0, 0.0, 1.0]])
    return to_pixels @ turn @ to_centre


def px_per_cm(pixels_wide: int, screen_width_cm: float) -> float:
    return pixels_wide / screen_width_cm


def px_per_cm_at(matrix: np.ndarray, point: Point) -> float:
    """How many pixels a centimetre of the table takes at ``point`` (the square root of the area a square centimetre
    covers there: exact for a TV, the local scale under a projector's perspective)."""
    x, y = point
    corners = apply(matrix, [(x, y), (x + 1, y), (x, y + 1)])
    a, b = corners[1] - corners[0], corners[2] - corners[0]
    return math.sqrt(abs(a[0] * b[1] - a[1] * b[0]))


def apply(matrix: np.ndarray, points: Sequence[Point] | np.ndarray) -> np.ndarray:
    """The points (n x 2) carried by ``matrix``, divided by their homogeneous w."""
    xy = np.asarray(points, dtype=float).reshape(-1, 2)
    mapped = np.column_stack([xy, np.ones(len(xy))]) @ np.asarray(matrix, dtype=float).T
    return mapped[:, :2] / mapped[:, 2:3]


def invert(matrix: np.ndarray) -> np.ndarray:
    """The mapping back from pixels to table cm, scaled so its last entry is 1."""
    inverse = np.linalg.inv(np.asarray(matrix, dtype=float))
    return inverse / inverse[2, 2] if abs(inverse[2, 2]) > 1e-12 else inverse


def _normaliser(points: np.ndarray) -> np.ndarray:
    """Hartley's conditioning: centroid to the origin, mean distance sqrt(2)."""
    centre = points.mean(axis=0)
    spread = np.sqrt(((points - centre) ** 2).sum(axis=1)).mean()
    scale = math.sqrt(2) / spread if spread > 0 else 1.0
    return np.array([[scale, 0.0, -scale * centre[0]], [0.0, scale, -scale * centre[1]], [0.0, 0.0, 1.0]])


def homography(table_points: Sequence[Point], pixel_points: Sequence[Point]) -> np.ndarray:
    """The homography taking each table point (cm) to its pixel, by the normalised direct linear transform: exact
    for four points in general position, the least-squares fit for more. Refuses points that give none."""
    src = np.asarray(table_points, dtype=float).reshape(-1, 2)
    dst = np.asarray(pixel_points, dtype=float).reshape(-1, 2)
    if len(src) != len(dst) or len(src) < 4:
        raise MappingError(_("a projector needs four table points and the four pixels they land on"))
    if not (np.isfinite(src).all() and np.isfinite(dst).all()):
        raise MappingError(_("the points must be finite numbers"))
    check_quad(src[:4], _("the table points"))
    check_quad(dst[:4], _("the corners"))
    t_src, t_dst = _normaliser(src), _normaliser(dst)
    s = apply(t_src, src)
    d = apply(t_dst, dst)
    rows = []
    for (x, y), (u, v) in zip(s, d):
        rows.append([-x, -y, -1.0, 0.0, 0.0, 0.0, u * x, u * y, u])
        rows.append([0.0, 0.0, 0.0, -x, -y, -1.0, v * x, v * y, v])
    _u, _s, vt = np.linalg.svd(np.array(rows))
    h = vt[-1].reshape(3, 3)
    h = np.linalg.inv(t_dst) @ h @ t_src
    return h / h[2, 2]


def check_quad(points: Sequence[Point] | np.ndarray, what: str) -> None:
    """Four points in order must bound a convex quadrilateral (either way round: a projector seen in a mirror
    turns the table over): three on one line, or sides that cross, give no mapping of the whole table."""
    quad = np.asarray(points, dtype=float).reshape(-1, 2)
    if len(quad) != 4:
        raise MappingError(_("in {what}, four points are needed, not {count}").format(what=what, count=len(quad)))
    turns = []
    for i in range(4):
        a, b, c = quad[i - 1], quad[i], quad[(i + 1) % 4]
        turns.append((b[0] - a[0]) * (c[1] - b[1]) - (b[1] - a[1]) * (c[0] - b[0]))
    for i in range(4):
        # Twice the area of every triple, not only of neighbours: (a, b, d) collinear is a degenerate quad too.
        a, b, c = (quad[j % 4] for j in (i, i + 1, i + 2))
        if abs((b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0])) < MIN_CORNER_AREA_PX:
            raise MappingError(_("in {what}, three of the four points lie on one line").format(what=what))
    if not (all(t > 0 for t in turns) or all(t < 0 for t in turns)):
        raise MappingError(_("in {what}, the four points must go round the table in order, without crossing").format(
            what=what))


def check_screen_width(pixels_wide: int, screen_width_cm: float, what: str) -> None:
    """A TV's measured width, given as ``what`` (« --screen-width-cm »), must give a pixel a believable size: from
    ``FINEST_PIXEL_MM`` to ``COARSEST_PIXEL_MM``."""
    low, high = pixels_wide * FINEST_PIXEL_MM / 10, pixels_wide * COARSEST_PIXEL_MM / 10
    if not (math.isfinite(screen_width_cm) and low <= screen_width_cm <= high):
        raise MappingError(_("{what} must be from {low} to {high} cm for a picture {pixels} pixels wide, got {width}")
                           .format(what=what, pixels=pixels_wide, low=decimal(low), high=decimal(high),
                                   width=decimal(screen_width_cm)))


def check_corner_pixels(points: Sequence[Point], pixels: tuple[int, int], what: str) -> None:
    """A projector's four corner pixels: near the picture (``CORNERS_OFF_PICTURE`` pictures' sizes at most), and a
    quadrilateral that is not a sliver (sides of ``MIN_SIDE_PX`` at least, no corner flatter or sharper than
    ``MIN_CORNER_ANGLE_DEG``), so that the homography is well conditioned."""
    quad = np.asarray(points, dtype=float).reshape(-1, 2)
    width_px, height_px = pixels
    reach = CORNERS_OFF_PICTURE
    for x, y in quad:
        across = -reach * width_px <= x <= (reach + 1) * width_px
        if not (across and -reach * height_px <= y <= (reach + 1) * height_px):
            raise MappingError(_("in {what}, the corner ({x}, {y}) lies too far off the picture, whose corners may "
                                 "land from {left} to {right} pixels across and {top} to {bottom} down").format(
                what=what, x=decimal(x), y=decimal(y), left=-reach * width_px, right=(reach + 1) * width_px,
                top=-reach * height_px, bottom=(reach + 1) * height_px))
    check_quad(quad, what)
    least_sine = math.sin(math.radians(MIN_CORNER_ANGLE_DEG))
    for i in range(4):
        before, here, after = quad[i - 1], quad[i], quad[(i + 1) % 4]
        a, b = before - here, after - here
        if min(np.hypot(*a), np.hypot(*b)) < MIN_SIDE_PX:
            raise MappingError(_("in {what}, two neighbouring corners are less than {least} pixels apart").format(
                what=what, least=decimal(MIN_SIDE_PX)))
        if abs(a[0] * b[1] - a[1] * b[0]) < least_sine * np.hypot(*a) * np.hypot(*b):
            raise MappingError(_("in {what}, a corner's angle is under {angle} or over {flat} degrees, which would "
                                 "draw the table as a sliver").format(what=what, angle=decimal(MIN_CORNER_ANGLE_DEG),
                                                                 flat=decimal(180 - MIN_CORNER_ANGLE_DEG)))


def table_corners(width_cm: float, depth_cm: float) -> list[Point]:
    """The table's corners in the order the command line and the projector markers take them."""
    return [(0.0, 0.0), (width_cm, 0.0), (width_cm, depth_cm), (0.0, depth_cm)]


def corners_matrix(width_cm: float, depth_cm: float, corners: Sequence[Point]) -> np.ndarray:
    """The projector's mapping from the pixels where the table's four corners land."""
    return homography(table_corners(width_cm, depth_cm), corners)


def calibrated_width_cm(width_cm: float, measures: Sequence[tuple[float, float]]) -> float:
    """The picture's width once calibrated: ``width_cm`` is what it was taken to be, ``measures`` pairs each
    length drawn (cm, at that width) with what the referee measured on the glass. Every length scales alike, so
    the picture is wider in the ratio of the total measured to the total drawn."""
    if not measures:
        raise MappingError(_("type at least one measured length"))
    drawn = sum(d for d, _m in measures)
    measured = sum(m for _d, m in measures)
    if any(not math.isfinite(m) or m <= 0 for _d, m in measures) or drawn <= 0:
        raise MappingError(_("a measured length must be a positive number of cm"))
    for d, m in measures:
        if not 1 / MAX_CALIBRATION_FACTOR <= m / d <= MAX_CALIBRATION_FACTOR:
            raise MappingError(_("{measured} cm measured for {drawn} cm drawn: check the ruler and the number typed")
                               .format(measured=m, drawn=d))
    return width_cm * measured / drawn


# The calibration page's lengths, the longest that fits first: a 20 cm ruler and a 10 cm square on a big TV, shorter
# ones on a small picture (or one taken to be small), so both stay whole on the screen with the instructions.
RULER_LENGTHS_CM = (20.0, 10.0, 5.0, 2.0, 1.0)
SQUARE_SIDES_CM = (10.0, 5.0, 2.0, 1.0)


@dataclass(frozen=True, slots=True)
class CalibrationLayout:
    """Where the calibration page draws (pixels): the ruler of ``ruler_cm`` from ``ruler_left`` along ``ruler_y``,
    the square of ``square_cm`` with its top-left corner at ``square_top_left``, the instructions in ``text_rect``
    (left, top, width, height)."""

    ruler_cm: float
    ruler_left: float
    ruler_y: float
    square_cm: float
    square_top_left: Point
    text_rect: tuple[float, float, float, float]


def calibration_layout(pixels: tuple[int, int], px_per_cm_: float, text_px: float) -> CalibrationLayout:
    """The calibration page on a picture ``pixels`` large drawn at ``px_per_cm_``: the longest ruler and the biggest
    square that fit it whole, one under the other, and under them ``text_px`` of instructions. The ruler needs room
    above it for its numbers and the end the referee drags (``2.5 * text_px``)."""
    width, height = pixels
    margin = max(8.0, 0.03 * min(width, height))
    room = width - 2 * margin
    ruler_cm = next((cm for cm in RULER_LENGTHS_CM if cm * px_per_cm_ <= room), RULER_LENGTHS_CM[-1])
    ruler_y = margin + 2.5 * text_px
    square_top = ruler_y + margin
    below = height - margin - text_px - margin - square_top  # what is left for the square
    square_cm = next((cm for cm in SQUARE_SIDES_CM if cm * px_per_cm_ <= min(room, below)), SQUARE_SIDES_CM[-1])
    side = square_cm * px_per_cm_
    text_top = min(square_top + side + margin, height - margin - text_px)
    return CalibrationLayout(ruler_cm, (width - ruler_cm * px_per_cm_) / 2, ruler_y, square_cm,
                             ((width - side) / 2, square_top), (margin, text_top, room, text_px))


def first_guess_width_cm(pixels_wide: int, physical_width_mm: float) -> float:
    """The picture's width before any calibration: what the screen reports, unless it reports nothing believable
    (less than a pixel every 0.05 mm or more than one every 2 mm: no screen is that fine or that coarse)."""
    if physical_width_mm > 0 and FINEST_PIXEL_MM <= physical_width_mm / pixels_wide <= COARSEST_PIXEL_MM:
        return physical_width_mm / 10.0
    return pixels_wide / FALLBACK_DPI * CM_PER_INCH
