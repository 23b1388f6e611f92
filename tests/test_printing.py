"""Page tiling for 1:1 prints: counts, labels, coverage, marks and bad settings."""

import math

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tabletop.printing import PAPERS, column_letters, plan_print


def test_club_table_on_a4_portrait_needs_28_pages():
    # 190 x 277 mm printable, 10 mm overlap: steps of 18 cm across 120 cm -> 7 columns,
    # steps of 26.7 cm down 90 cm -> 4 rows.
    plan = plan_print(120, 90, "a4", "portrait", margin_mm=10, overlap_mm=10)
    assert (plan.columns, plan.rows, plan.page_count) == (7, 4, 28)
    assert (plan.page_width_mm, plan.page_height_mm) == (210.0, 297.0)
    assert [t.label for t in plan.tiles[:8]] == ["A1", "B1", "C1", "D1", "E1", "F1", "G1", "A2"]
    assert plan.tiles[-1].label == "G4"


def test_landscape_swaps_the_sheet_and_changes_the_count():
    # 277 x 190 mm printable: steps of 26.7 cm across (5 columns), 18 cm down (5 rows).
    plan = plan_print(120, 90, "a4", "landscape", margin_mm=10, overlap_mm=10)
    assert (plan.page_width_mm, plan.page_height_mm) == (297.0, 210.0)
    assert (plan.columns, plan.rows) == (5, 5)


def test_letter_paper_size():
    plan = plan_print(120, 90, "letter")
    assert (plan.page_width_mm, plan.page_height_mm) == (215.9, 279.4)
    assert plan.paper is PAPERS["letter"]


def test_tiles_step_by_printable_width_minus_overlap_and_stay_on_the_table():
    plan = plan_print(120, 90, "a4", "portrait", margin_mm=10, overlap_mm=10)
    b3 = plan.tile("B3")
    assert (b3.column, b3.row) == (1, 2)
    assert b3.table_rect.x == pytest.approx(18.0)
    # Row 1 is the top of the map (y = 90, the view draws y up); row 3 ends 2 steps of 26.7 cm lower.
    assert b3.table_rect.y_end == pytest.approx(90 - 2 * 26.7)
    assert b3.table_rect.height == pytest.approx(27.7)
    assert b3.table_rect.width == pytest.approx(19.0)
    assert plan.tile("A1").table_rect.y_end == pytest.approx(90.0)
    last = plan.tile("G4")
    assert last.table_rect.x_end == pytest.approx(120.0)
    assert last.table_rect.y == pytest.approx(0.0)
    assert last.table_rect.width < 19.0  # clipped, never printing off the table
    assert last.table_rect.height < 27.7


def test_table_points_land_on_the_page_at_one_to_one():
    plan = plan_print(120, 90, "a4", "portrait", margin_mm=10, overlap_mm=10)
    b3 = plan.tile("B3")
    # 5 cm right of the page's left edge and 2 cm below its top edge (y grows up on the table).
    x, y = b3.table_to_page(b3.table_rect.x + 5, b3.table_rect.y_end - 2)
    assert (x, y) == pytest.approx((10 + 50, 10 + 20))


def test_a_small_table_fits_one_page():
    plan = plan_print(15, 20, "a4")
    assert plan.page_count == 1
    assert plan.tiles[0].label == "A1"
    assert plan.tiles[0].alignment_marks == ()


def test_alignment_marks_are_printed_on_both_neighbours():
    plan = plan_print(120, 90, "a4", "portrait", margin_mm=10, overlap_mm=10)
    a1, b1, a2 = plan.tile("A1"), plan.tile("B1"), plan.tile("A2")
    shared_ab = set(a1.alignment_marks) & set(b1.alignment_marks)
    shared_a12 = set(a1.alignment_marks) & set(a2.alignment_marks)
    assert len(shared_ab) == 2 and len(shared_a12) == 2
    for x, _ in shared_ab:
        assert x == pytest.approx(18.5)  # middle of the 18..19 cm strip
    for _, y in shared_a12:
        assert y == pytest.approx((62.3 + 63.3) / 2)  # middle of the strip rows 1 and 2 share


def test_column_letters_continue_past_z():
    assert [column_letters(i) for i in (0, 1, 25, 26, 27, 51, 52)] == ["A", "B", "Z", "AA", "AB", "AZ", "BA"]


@pytest.mark.parametrize("kwargs, words", [
    ({"paper": "a3"}, "unknown paper"),
    ({"orientation": "sideways"}, "unknown orientation"),
    ({"margin_mm": -1}, "margin"),
    ({"overlap_mm": float("nan")}, "overlap"),
    ({"margin_mm": 100}, "less than 1 cm"),
    ({"overlap_mm": 185}, "less than 1 cm"),
])
def test_bad_settings_raise_one_clear_line(kwargs, words):
    with pytest.raises(ValueError, match=words) as info:
        plan_print(120, 90, **kwargs)
    assert "\n" not in str(info.value)


def test_bad_table_size_is_refused():
    with pytest.raises(ValueError, match="table width"):
        plan_print(0, 90)


@settings(max_examples=60, deadline=None)
@given(width=st.floats(1, 400), depth=st.floats(1, 400), paper=st.sampled_from(sorted(PAPERS)),
       orientation=st.sampled_from(["portrait", "landscape"]), margin=st.floats(0, 40), overlap=st.floats(0, 30),
       fx=st.floats(0, 1), fy=st.floats(0, 1))
def test_every_table_point_is_on_some_page(width, depth, paper, orientation, margin, overlap, fx, fy):
    plan = plan_print(width, depth, paper, orientation, margin, overlap)
    x, y = width * fx, depth * fy
    assert any(t.table_rect.contains(x, y) for t in plan.tiles)
    # Pages never reach past the table nor past the printable area of the sheet.
    for tile in plan.tiles:
        assert tile.table_rect.x >= 0 and tile.table_rect.x_end <= width + 1e-9
        assert tile.table_rect.y >= -1e-9 and tile.table_rect.y_end <= depth + 1e-9
        assert tile.page_rect.x_end <= plan.page_width_mm - margin + 1e-6
        assert tile.page_rect.y_end <= plan.page_height_mm - margin + 1e-6
    # No page is wasted: removing the last column or row would leave part of the table unprinted.
    assert plan.tiles[-1].table_rect.x_end == pytest.approx(width)
    assert plan.tiles[-1].table_rect.y == pytest.approx(0, abs=1e-9)
    assert plan.tiles[0].table_rect.y_end == pytest.approx(depth)
    if plan.columns > 1:
        assert plan.tile(f"{column_letters(plan.columns - 2)}1").table_rect.x_end < width
    if plan.rows > 1:
        assert plan.tile(f"A{plan.rows - 1}").table_rect.y > 0
    assert len({t.label for t in plan.tiles}) == plan.page_count == plan.columns * plan.rows
    assert math.isfinite(plan.scale_bar_mm[2]) and plan.scale_bar_mm[2] > 0


@settings(max_examples=40, deadline=None)
@given(width=st.floats(20, 300), depth=st.floats(20, 300), overlap=st.floats(0, 20))
def test_every_alignment_mark_is_on_at_least_two_pages(width, depth, overlap):
    plan = plan_print(width, depth, "a4", "portrait", 10, overlap)
    marks = {m for tile in plan.tiles for m in tile.alignment_marks}
    for mark in marks:
        assert sum(mark in tile.alignment_marks for tile in plan.tiles) >= 2
