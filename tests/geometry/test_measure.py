"""Distances base edge to base edge, range bands and radii."""

import math

import pytest
from hypothesis import given, strategies as st

from tabletop.geometry import (GeometryError, boarders, command_group, distance_cm, figure_distance_cm,
                               figures_on_line, figures_within, hidden_detectors, journalists_near, range_band,
                               vehicle_group, weapon_band)

from tests.geometry.builders import block, fig, table


def test_distance_is_base_edge_to_base_edge():
    m = table([], [fig("a", 10, 10), fig("b", 20, 10, base_cm=4.0)])
    assert figure_distance_cm(m, "a", "b") == pytest.approx(10 - 1.25 - 2.0)
    assert distance_cm(m, "a", "b") == pytest.approx(6.75, abs=1e-3)


def test_touching_bases_are_at_zero():
    m = table([], [fig("a", 10, 10), fig("b", 12.5, 10), fig("c", 11, 10)])
    assert figure_distance_cm(m, "a", "b") == 0.0 and figure_distance_cm(m, "a", "c") == 0.0


def test_distance_to_a_vehicle_is_to_its_rectangle():
    m = table([block("van", "car", 20, 0, 30, 5, gang="A")], [fig("a", 10, 2)])
    assert distance_cm(m, "a", "van") == pytest.approx(10 - 1.25)


@pytest.mark.parametrize("d, band", [(0, "short"), (10, "short"), (10.01, "effective"), (30, "effective"),
                                     (30.5, "long"), (60, "long"), (60.01, "out")])
def test_range_bands(d, band):
    assert range_band(table(), d) == band


def test_weapon_band_is_out_where_the_weapon_has_no_dice():
    pistol = {"short": 2, "effective": 1, "long": 0}
    assert weapon_band(table(), 25, pistol) == "effective"
    assert weapon_band(table(), 45, pistol) == "out"


def test_negative_distance_is_refused():
    with pytest.raises(GeometryError):
        range_band(table(), -1)


def test_radii_from_figure_vehicle_and_point():
    m = table([block("van", "car", 50, 50, 59, 54.5, gang="A")], [
        fig("lead", 10, 10, role="leader"), fig("near", 20, 10), fig("far", 23, 10), fig("foe", 15, 10, gang="B"),
        fig("dead", 12, 10, state="dead"), fig("by-van", 48, 52), fig("press", 10, 40, gang=None, kind="civilian",
                                                                     role="journalist")])
    assert command_group(m, "lead").ids == ("near",)  # 7.5 cm edge to edge; 'far' is at 10.5
    assert set(figures_within(m, 10, figure_id="lead").ids) == {"foe", "near"}
    assert vehicle_group(m, "van").ids == ("by-van",)
    assert boarders(m, "van").ids == ("by-van",)
    assert journalists_near(m, 10, 10).ids == ("press",)
    assert journalists_near(m, 10, 80).ids == ()


def test_hidden_detection_needs_a_standing_figure_of_the_gang_within_10_cm():
    m = table([], [fig("h", 10, 10, gang="B", state="hidden"), fig("spotter", 20, 10), fig("ko", 15, 10, state="ko")])
    assert hidden_detectors(m, "h", "A").ids == ("spotter",)
    assert hidden_detectors(m, "h", "C").ids == ()


def test_civilians_in_the_line_of_fire_in_order():
    m = table([], [fig("a", 0, 50), fig("b", 60, 50, gang="B"), fig("c2", 40, 51, gang=None, kind="civilian"),
                   fig("c1", 20, 49, gang=None, kind="civilian"), fig("off", 30, 53, gang=None, kind="civilian"),
                   fig("pal", 10, 50)])
    on = figures_on_line(m, "a", "b")
    assert on.ids == ("pal", "c1", "c2") and on.civilians == ("c1", "c2")


def test_unknown_ids_are_one_clear_error():
    with pytest.raises(GeometryError, match="no figure with id 'ghost'"):
        figure_distance_cm(table([], [fig("a", 1, 1)]), "a", "ghost")


coord = st.floats(0, 100, allow_nan=False)


@given(coord, coord, coord, coord, st.floats(0.5, 10), st.floats(0.5, 10))
def test_distances_are_never_negative(x1, y1, x2, y2, b1, b2):
    m = table([], [fig("a", x1, y1, base_cm=b1), fig("b", x2, y2, base_cm=b2)])
    d = figure_distance_cm(m, "a", "b")
    assert d >= 0
    assert d == pytest.approx(max(0.0, math.hypot(x2 - x1, y2 - y1) - (b1 + b2) / 2), abs=1e-9)
