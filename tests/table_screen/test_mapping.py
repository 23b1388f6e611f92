"""The table screen's geometry: a TV's similarity and a projector's homography, their inverses, the checks on four
corners and the calibration from lengths measured on the glass."""

from __future__ import annotations

import math

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tabletop.table_screen.frame import (check_centre, clamp_centre, frame_extent, frame_polygon, place_centre,
                                         snap_centre)
from tabletop.table_screen.mapping import (MappingError, apply, calibrated_width_cm, check_quad, corners_matrix,
                                           first_guess_width_cm, homography, invert, table_corners, tv_matrix)

TABLE = (120.0, 90.0)
TOLERANCE_CM = 0.005  # 0.05 mm


def random_table_points(rng: np.random.Generator, count: int) -> np.ndarray:
    return rng.uniform((0, 0), TABLE, size=(count, 2))


@given(width_px=st.integers(200, 4000), height_px=st.integers(200, 3000), width_cm=st.floats(20, 300),
       cx=st.floats(-50, 170), cy=st.floats(-50, 140), rotate=st.sampled_from((0, 90, 180, 270)))
@settings(max_examples=200, deadline=None)
def test_tv_round_trip_within_five_hundredths_of_a_mm(width_px, height_px, width_cm, cx, cy, rotate):
    matrix = tv_matrix((width_px, height_px), width_cm, (cx, cy), rotate)
    points = random_table_points(np.random.default_rng(width_px), 50)
    back = apply(invert(matrix), apply(matrix, points))
    assert np.abs(back - points).max() < TOLERANCE_CM


def test_tv_scale_centre_and_rotation():
    matrix = tv_matrix((1920, 1080), 120.0, (60.0, 45.0), 0)
    # The centre is at the picture's centre; 16 px a cm; y up the picture.
    assert apply(matrix, [(60, 45)])[0] == pytest.approx((960, 540))
    assert apply(matrix, [(70, 45)])[0] == pytest.approx((960 + 160, 540))
    assert apply(matrix, [(60, 55)])[0] == pytest.approx((960, 540 - 160))
    turned = tv_matrix((1920, 1080), 120.0, (60.0, 45.0), 90)
    # Counter-clockwise a quarter turn: +x now points up the picture, +y to the left.
    assert apply(turned, [(70, 45)])[0] == pytest.approx((960, 540 - 160))
    assert apply(turned, [(60, 55)])[0] == pytest.approx((960 - 160, 540))
    assert apply(tv_matrix((1920, 1080), 120.0, (60.0, 45.0), 180), [(70, 45)])[0] == pytest.approx((800, 540))


@pytest.mark.parametrize("bad", [dict(pixels=(0, 1080)), dict(pixels=(1920, -1)), dict(width=0.0),
                                 dict(width=-3.0), dict(width=math.nan), dict(rotate=45)])
def test_tv_refuses_bad_values(bad):
    with pytest.raises(MappingError):
        tv_matrix(bad.get("pixels", (1920, 1080)), bad.get("width", 120.0), (60, 45), bad.get("rotate", 0))


def test_four_calibration_points_map_exactly():
    corners = [(212.0, 1003.5), (1750.25, 990.0), (1630.0, 80.0), (330.0, 121.0)]
    matrix = corners_matrix(*TABLE, corners)
    assert np.abs(apply(matrix, table_corners(*TABLE)) - np.array(corners)).max() < 1e-6
    back = apply(invert(matrix), corners)
    assert np.abs(back - np.array(table_corners(*TABLE))).max() < 1e-7


def projector_poses(rng: np.random.Generator, count: int) -> list[np.ndarray]:
    """``count`` projectors above the table whose picture holds the whole table (a pose that misses a corner would
    have the referee move the projector): turned, tilted, off to one side, at some height; pixels of a 1920 x 1080
    picture. Each built as a camera K [R | t] looking down at the table plane z = 0, its lens chosen so that the
    table's depth spans about the picture's height (a projector set up to cover the table: 11 px a cm or so).
    About one pose in a hundred holds the table: they are drawn by the thousand, each as it was drawn one at a time
    (which was nine tenths of the test's time)."""
    corners = np.column_stack([np.array(table_corners(*TABLE), dtype=float), np.ones(4)])
    # Looking down: the camera's z axis points to -z of the table.
    down = np.diag([1.0, -1.0, -1.0])
    poses: list[np.ndarray] = []
    while len(poses) < count:
        n = 4096
        yaw = rng.choice((0.0, math.pi), size=n) + rng.uniform(-0.3, 0.3, n)
        pitch, roll = rng.uniform(-0.35, 0.35, n), rng.uniform(-0.35, 0.35, n)
        turn = _rotations(0, pitch) @ _rotations(1, roll) @ _rotations(2, yaw)
        height = rng.uniform(150, 250, n)
        centre = np.column_stack([TABLE[0] / 2 + rng.uniform(-20, 20, n), TABLE[1] / 2 + rng.uniform(-20, 20, n),
                                  height])
        r = turn @ down
        t = -np.einsum("nij,nj->ni", r, centre)
        focal = height * rng.uniform(850, 1000, n) / TABLE[1]
        k = np.zeros((n, 3, 3))
        k[:, 0, 0], k[:, 1, 1], k[:, 0, 2], k[:, 1, 2], k[:, 2, 2] = focal, focal, 960, 540, 1
        pose = k @ np.stack([r[:, :, 0], r[:, :, 1], t], axis=2)
        lit = np.einsum("nij,cj->nci", pose, corners)
        pixels = lit[:, :, :2] / lit[:, :, 2:3]
        poses += list(pose[((pixels >= 0) & (pixels < (1920, 1080))).all(axis=(1, 2))])
    return poses[:count]


def _rotations(axis: int, angles: np.ndarray) -> np.ndarray:
    """A rotation about ``axis`` by each of ``angles`` (n x 3 x 3)."""
    c, s = np.cos(angles), np.sin(angles)
    m = np.zeros((len(angles), 3, 3))
    m[:, axis, axis] = 1.0
    i, j = [k for k in range(3) if k != axis]
    m[:, i, i], m[:, i, j], m[:, j, i], m[:, j, j] = c, -s, s, c
    return m


def test_a_projector_pose_is_recovered_from_four_noisy_clicks_within_a_mm():
    rng = np.random.default_rng(29)
    grid = np.array([(x, y) for x in np.linspace(0, TABLE[0], 13) for y in np.linspace(0, TABLE[1], 10)])
    worst = 0.0
    for true in projector_poses(rng, 200):
        corners = apply(true, table_corners(*TABLE))
        assert (corners >= 0).all() and (corners < (1920, 1080)).all()
        # A click lands within half a pixel of where it was aimed.
        clicked = corners + rng.uniform(-0.5, 0.5, size=corners.shape)
        found = corners_matrix(*TABLE, clicked)
        # Where the projector really lights a table point, read back through the recovered mapping.
        error = np.sqrt(((apply(invert(found), apply(true, grid)) - grid) ** 2).sum(axis=1)).max()
        worst = max(worst, error)
    assert worst < 0.1, f"{worst * 10:.2f} mm"


def test_more_than_four_points_give_the_least_squares_fit():
    true = np.array([[10.0, 1.0, 100.0], [0.5, -9.0, 900.0], [0.0005, 0.0002, 1.0]])
    table = [(0, 0), (120, 0), (120, 90), (0, 90), (60, 45), (30, 70)]
    assert np.abs(homography(table, apply(true, table)) - true).max() < 1e-6


@pytest.mark.parametrize("quad, words", [
    ([(0, 0), (100, 0), (0, 100), (100, 100)], "without crossing"),
    ([(0, 0), (50, 0), (100, 0), (100, 100)], "one line"),
    ([(0, 0), (100, 0), (30, 30), (0, 100)], "without crossing"),
    ([(0, 0), (0, 0), (100, 100), (0, 100)], "one line"),
])
def test_crossing_collinear_or_dented_corners_are_refused(quad, words):
    with pytest.raises(MappingError, match=words):
        check_quad(quad, "corners")
    with pytest.raises(MappingError):
        corners_matrix(*TABLE, quad)


def test_a_mirrored_projector_is_accepted():
    mirrored = [(100, 0), (0, 0), (0, 100), (100, 100)]
    matrix = corners_matrix(*TABLE, mirrored)
    assert apply(matrix, [(0, 0)])[0] == pytest.approx((100, 0))


def test_calibration_from_measured_lengths():
    # 20 cm drawn measured 19.6 cm, the 10 cm square's side measured 9.8 cm: the picture is 2 % narrower.
    assert calibrated_width_cm(121.0, [(20.0, 19.6), (10.0, 9.8)]) == pytest.approx(121.0 * 0.98)
    # Once calibrated, 50 cm drawn is 50 cm on the glass: px per cm * real width = pixels.
    width = calibrated_width_cm(121.0, [(20.0, 19.6)])
    drawn_px = 50.0 * 1920 / width
    assert drawn_px * (121.0 * 0.98 / 1920) == pytest.approx(50.0, abs=0.1 / 10)
    for bad in ([], [(20.0, 0.0)], [(20.0, -1.0)], [(20.0, 45.0)], [(20.0, math.inf)]):
        with pytest.raises(MappingError):
            calibrated_width_cm(121.0, bad)


def test_first_guess_from_the_reported_size():
    assert first_guess_width_cm(3840, 1210) == pytest.approx(121.0)
    # A TV reporting nothing, or a made-up 16 mm: 96 dpi.
    assert first_guess_width_cm(1920, 0) == pytest.approx(1920 / 96 * 2.54)
    assert first_guess_width_cm(1920, 16) == pytest.approx(1920 / 96 * 2.54)


def test_the_frame_of_a_tv_smaller_than_the_table():
    matrix = tv_matrix((3840, 2160), 121.0, (60.0, 45.0), 0)
    polygon = np.array(frame_polygon(matrix, (3840, 2160)))
    assert polygon[:, 0].min() == pytest.approx(-0.5) and polygon[:, 0].max() == pytest.approx(120.5)
    assert polygon[:, 1].max() - polygon[:, 1].min() == pytest.approx(121.0 * 9 / 16)
    extent = frame_extent((3840, 2160), 121.0, 90)
    assert extent == pytest.approx((121.0 * 9 / 16, 121.0))
    # Dragged near the far edge: the picture's top lands on the table's far side; in the middle it stays put.
    w, h = frame_extent((3840, 2160), 121.0, 0)
    assert snap_centre((60.0, 90 - h / 2 + 2), (w, h), TABLE)[1] == pytest.approx(90 - h / 2)
    assert snap_centre((60.0, h / 2 - 1), (w, h), TABLE)[1] == pytest.approx(h / 2)
    assert snap_centre((60.0, 45.0), (w, h), TABLE)[1] == pytest.approx(45.0)


def test_the_frame_stays_on_the_table():
    w, h = frame_extent((3840, 2160), 121.0, 0)  # 121 x 68 cm on a 120 x 90 table: wider, not as deep
    # Dragged far past the near edge and the right-hand side: flush with the near edge; the table within the width.
    x, y = place_centre((300.0, -50.0), (w, h), TABLE)
    assert y == pytest.approx(h / 2) and 120 - w / 2 <= x <= w / 2
    assert clamp_centre((60.0, 45.0), (w, h), TABLE) == (60.0, 45.0)
    # Turned a quarter the picture is 68 x 121: placed again, it covers the table's depth and stays on its width.
    turned = frame_extent((3840, 2160), 121.0, 90)
    x, y = place_centre((5.0, 45.0), turned, TABLE)
    assert x == pytest.approx(turned[0] / 2) and 90 - turned[1] / 2 <= y <= turned[1] / 2


@pytest.mark.parametrize("centre", [(-0.1, 45.0), (60.0, 90.5), (1e308, 45.0), (float("nan"), 1.0)])
def test_a_centre_off_the_table_is_refused(centre):
    with pytest.raises(MappingError) as refused:
        check_centre(centre, TABLE, "--centre")
    assert len(str(refused.value).splitlines()) == 1
    assert check_centre((0.0, 90.0), TABLE, "--centre") == (0.0, 90.0)
