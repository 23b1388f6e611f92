"""The greedy label layout: no two placed labels overlap, none covers a kept-clear base, the first free
candidate wins, a label without room is left out."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import numpy as np

from tabletop.label_layout import (INDEXED_FROM, Checks, LabelSpot, along_segment, around_point, around_ring,
                                  away_from_point, beside_base, inside_area, leader, near_rect, on_table,
                                  place_frame, place_in_view, place_labels, ring_crosses, slid_inside)


def overlap(a, b) -> bool:
    return a[0] < b[2] and a[2] > b[0] and a[1] < b[3] and a[3] > b[1]


def test_the_first_free_candidate_is_taken_and_a_crowded_label_is_left_out():
    first = LabelSpot("a", ((0, 0, 10, 5), (20, 0, 30, 5)))
    second = LabelSpot("b", ((5, 0, 15, 5), (10, 0, 20, 5)))  # its first overlaps a; its second only touches
    third = LabelSpot("c", ((0, 0, 30, 5),))
    assert place_labels([first, second, third]) == {"a": 0, "b": 1, "c": None}


def test_kept_clear_rectangles_push_labels_aside():
    spot = LabelSpot("a", around_point(50, 50, 5, 20, 10))
    base_on_the_right = (56, 40, 80, 60)
    assert place_labels([spot], keep_clear=[base_on_the_right]) == {"a": 1}  # left of the base


def test_candidates_beside_a_base_never_cover_it():
    base = (45, 45, 55, 55)
    assert not any(overlap(rect, base) for rect in around_point(50, 50, 5, 30, 12))


TABLE = (0.0, 0.0, 400.0, 300.0)


@pytest.mark.parametrize("x, y, inward", [
    (6, 150, (1, 0)), (394, 150, (-1, 0)), (200, 5, (0, 1)), (200, 295, (0, -1)),  # left, right, top, bottom (y down)
    (5, 5, (1, 1)), (395, 5, (-1, 1)), (5, 295, (1, -1)), (395, 295, (-1, -1)),  # the four corners
])
def test_a_name_by_the_tables_edge_goes_to_the_side_facing_its_inside(x, y, inward):
    """A base of radius 5 touching the table's edge (or two, in a corner), a name 40 x 12: every place offered lies on
    the table, beside the base, and the first is on the side away from the edge."""
    rects = beside_base(x, y, 5, 40, 12, TABLE)
    base = (x - 5, y - 5, x + 5, y + 5)
    assert rects and all(inside(rect, TABLE) and not overlap(rect, base) for rect in rects)
    assert set(rects) < set(around_point(x, y, 5, 40, 12))
    first = rects[0]
    middle = ((first[0] + first[2]) / 2 - x, (first[1] + first[3]) / 2 - y)
    assert all(step * offset > 0 for step, offset in zip(inward, middle) if step)


def test_a_name_inside_the_table_keeps_every_side_in_the_usual_order():
    assert beside_base(200, 150, 5, 40, 12, TABLE) == around_point(200, 150, 5, 40, 12)


def test_a_base_off_the_table_keeps_every_side():
    """A figure put aside in the table's margin has no side on the table: its name is still beside it."""
    assert beside_base(-20, 150, 5, 40, 12, TABLE) == around_point(-20, 150, 5, 40, 12)


def test_a_name_wider_than_the_table_has_no_place_on_it():
    assert beside_base(20, 20, 5, 500, 12, TABLE) == ()


def test_a_streets_name_keeps_its_places_on_the_table():
    """A street running off the table's left edge, its name anchored a fifth of the way along: the places left of the
    anchor that run past the edge are dropped, the others kept in order."""
    rects = inside_area(30, 150, 300, 40, 100, 12)
    kept = on_table(rects, 30, 150, TABLE)
    assert kept == tuple(rect for rect in rects if rect[0] >= 0) and len(kept) < len(rects)
    assert on_table(rects, -30, 150, TABLE) == rects  # anchored off the table: nothing of it to keep on


def test_candidates_inside_an_area_start_at_its_middle():
    rects = inside_area(100, 100, 200, 100, 40, 10)
    assert rects[0] == (80, 95, 120, 105)
    assert len(rects) == 7


points = st.lists(st.tuples(st.floats(0, 400), st.floats(0, 300)), min_size=1, max_size=80)


@settings(max_examples=60, deadline=None)
@given(points, st.floats(0, 4))
def test_placed_labels_never_overlap_each_other_nor_the_bases(centres, gap):
    bases = [(x - 4, y - 4, x + 4, y + 4) for x, y in centres]
    spots = [LabelSpot(str(i), around_point(x, y, 4, 24, 10)) for i, (x, y) in enumerate(centres)]
    chosen = place_labels(spots, keep_clear=bases, gap=gap)
    shown = [spot.candidates[chosen[spot.key]] for spot in spots if chosen[spot.key] is not None]
    assert not any(overlap(a, b) for k, a in enumerate(shown) for b in shown[k + 1:])
    assert not any(overlap(a, b) for a in shown for b in bases)
    assert shown  # the first label always has room unless bases cover all its spots


def inside(rect, bounds) -> bool:
    return bounds[0] <= rect[0] and bounds[1] <= rect[1] and rect[2] <= bounds[2] and rect[3] <= bounds[3]


def test_a_rings_candidates_start_at_its_top_and_go_round_both_ways():
    rects = around_ring(100, 100, 50, 20, 10, steps=4)
    assert tuple(rects[0]) == (90, 45, 110, 55)  # centred on the top of the ring (y down)
    centres = [(round((r[0] + r[2]) / 2, 9), round((r[1] + r[3]) / 2, 9)) for r in rects.tolist()]
    assert centres[1:] == [(150, 100), (50, 100), (100, 150)]


def test_a_segments_candidates_start_beside_its_middle():
    first = along_segment((0, 0), (100, 0), 20, 10)[0]
    assert first == (56, -5, 76, 5)  # right of the middle, past the gap


def test_a_rectangle_slides_inside_the_bounds_by_the_least():
    assert slid_inside((90, -5, 130, 5), (0, 0, 100, 100)) == (60, 0, 100, 10)
    assert slid_inside((10, 10, 20, 20), (0, 0, 100, 100)) == (10, 10, 20, 20)
    assert slid_inside((-50, 10, 150, 20), (0, 0, 100, 100)) == (0, 10, 200, 20)  # too wide: its start shows


def test_a_candidate_outside_the_view_or_on_a_street_name_is_passed_over():
    street = (80, 40, 120, 60)
    spot = LabelSpot("ring", around_ring(100, 100, 50, 20, 10))  # the top one is on the street name
    chosen = place_in_view([spot], [street], (0, 0, 200, 200))
    assert chosen["ring"] != tuple(spot.candidates[0]) and not overlap(chosen["ring"], street)
    near_the_top = LabelSpot("ring", around_ring(100, 30, 50, 20, 10))  # the ring's top is above the view
    assert inside(place_in_view([near_the_top], [], (0, 0, 200, 200))["ring"], (0, 0, 200, 200))


def test_a_label_without_a_free_candidate_still_shows_inside_the_view():
    spot = LabelSpot("shot", ((190, 10, 260, 20),))
    assert place_in_view([spot], [(0, 0, 300, 300)], (0, 0, 200, 200)) == {"shot": (130, 10, 200, 20)}


@settings(max_examples=60, deadline=None)
@given(st.lists(st.tuples(st.floats(-100, 500), st.floats(-100, 400), st.floats(10, 300)), min_size=1, max_size=6),
       st.lists(st.tuples(st.floats(0, 400), st.floats(0, 300)), max_size=30))
def test_labels_placed_in_view_stay_inside_it_and_free_ones_cover_nothing(rings, names):
    bounds = (0.0, 0.0, 400.0, 300.0)
    occupied = [(x, y, x + 40, y + 10) for x, y in names]
    spots = [LabelSpot(str(i), around_ring(x, y, r, 50, 14)) for i, (x, y, r) in enumerate(rings)]
    chosen = place_in_view(spots, occupied, bounds, gap=2.0)
    free = place_labels(spots, keep_clear=occupied, gap=2.0, bounds=bounds)
    assert all(inside(rect, bounds) for rect in chosen.values())
    placed = [chosen[key] for key, index in free.items() if index is not None]
    assert not any(overlap(a, b) for a in placed for b in occupied)
    assert not any(overlap(a, b) for k, a in enumerate(placed) for b in placed[k + 1:])


def test_a_ring_crosses_the_view_only_when_part_of_it_is_drawn_there():
    view = (0, 0, 100, 100)
    assert ring_crosses(50, 50, 30, view)  # wholly inside
    assert ring_crosses(150, 50, 60, view)  # its left side runs through
    assert not ring_crosses(50, 50, 200, view)  # round the view: none of it shows
    assert not ring_crosses(300, 50, 60, view)  # off to the side


def test_a_long_label_near_the_edge_slides_into_the_view_clear_of_names():
    # Right of the point runs off the view and the left is taken: slid back from the right, above the point, it
    # is free (the first candidate slid in would cover the second name).
    spot = LabelSpot("shot", around_point(190, 100, 0, 60, 10))
    names = [(120, 90, 135, 110), (195, 99, 200, 101)]
    chosen = place_in_view([spot], names, (0, 0, 200, 200))["shot"]
    assert chosen[2] <= 200 and not any(overlap(chosen, name) for name in names)


def test_with_no_free_room_the_label_covers_the_fewest_names():
    spot = LabelSpot("shot", ((0, 0, 50, 10), (0, 20, 50, 30)))
    names = [(0, 0, 10, 10), (20, 0, 30, 10), (0, 20, 10, 30)]  # two under the first candidate, one under the second
    assert place_in_view([spot], names, (0, 0, 100, 100)) == {"shot": (0, 20, 50, 30)}


def test_a_labels_spots_near_its_own_start_with_it_and_widen():
    rects = near_rect((100, 100, 140, 110), gap=2, rings=2)
    assert tuple(rects[0]) == (100, 100, 140, 110)
    assert tuple(rects[1]) == (122, 100, 162, 110)  # half its width and the gap to the right
    assert tuple(rects[3]) == (100, 88, 140, 98)  # its height and the gap above
    assert len(rects) == 17 and tuple(rects[9]) == (144, 100, 184, 110)  # the second ring, twice as far


def test_a_frames_moving_name_goes_round_the_still_names_and_the_labels_round_both():
    still_name, base = (110, 95, 150, 105), (90, 90, 110, 110)
    moving = LabelSpot("name", around_point(100, 100, 10, 40, 10))  # its first spot, right of the base, is taken
    ring = LabelSpot("10 cm", near_rect((104, 92, 144, 102)))  # over the still name and the base
    placed = place_frame([moving], [ring], [still_name, base], (0, 0, 300, 300), gap=1)
    assert placed["name"] == moving.candidates[1]  # left of the base
    shown = [placed["name"], placed["10 cm"], still_name, base]
    assert not any(overlap(a, b) for k, a in enumerate(shown) for b in shown[k + 1:])


def test_a_name_without_room_is_left_out_but_a_measure_always_shows():
    wall = [(0, 0, 300, 300)]
    placed = place_frame([LabelSpot("name", around_point(100, 100, 5, 40, 10))],
                         [LabelSpot("shot", near_rect((100, 100, 140, 110)))], wall, (0, 0, 300, 300))
    assert "name" not in placed and placed["shot"] == (100, 100, 140, 110)


def test_under_a_projector_labels_stay_inside_the_tables_quadrilateral():
    # A table seen skewed: its near right corner is pulled in, the first spots right of the base fall outside.
    quad = np.array([(0, 0), (200, 0), (120, 200), (0, 200)])
    spot = LabelSpot("name", around_point(140, 100, 5, 40, 10))
    placed = place_frame([spot], [], [], (0, 0, 400, 400), area=quad)
    assert placed["name"] == spot.candidates[1]  # left of the base: the right runs past the table's edge
    assert place_frame([spot], [], [], (0, 0, 400, 400))["name"] == spot.candidates[0]  # without the table: right


@settings(max_examples=40, deadline=None)
@given(st.lists(st.tuples(st.floats(20, 380), st.floats(20, 280)), min_size=1, max_size=40),
       st.lists(st.tuples(st.floats(0, 360), st.floats(0, 290)), max_size=8))
def test_a_crowded_frames_labels_never_overlap_nor_cover_a_base(centres, measures):
    bases = [(x - 6, y - 6, x + 6, y + 6) for x, y in centres]
    names = [LabelSpot(f"n{i}", around_point(x, y, 6, 30, 8, 1)) for i, (x, y) in enumerate(centres)]
    spots = [LabelSpot(f"m{i}", near_rect((x, y, x + 40, y + 10), 1)) for i, (x, y) in enumerate(measures)]
    bounds = (0.0, 0.0, 400.0, 300.0)
    placed = place_frame(names, spots, bases, bounds, gap=1)
    free = place_labels(names + spots, keep_clear=bases, gap=1, bounds=bounds)
    # A measure is never left out; where the pass found it room, it covers nothing.
    assert all(spot.key in placed for spot in spots)
    roomy = [placed[key] for key in placed if key.startswith("n") or free.get(key) is not None]
    assert not any(overlap(a, b) for k, a in enumerate(roomy) for b in roomy[k + 1:])
    assert not any(overlap(a, b) for a in roomy for b in bases)


def grid_of_figures(count: int) -> tuple[list, list]:
    """``count`` figures on a square grid, as thick as any table: the same crowd, on a table as large as it needs."""
    side = int(np.sqrt(count))
    centres = [(60.0 * (k % side), 60.0 * (k // side)) for k in range(count)]
    bases = [(x - 10, y - 10, x + 10, y + 10) for x, y in centres]
    return [LabelSpot(str(k), around_point(x, y, 10, 36, 12, 2)) for k, (x, y) in enumerate(centres)], bases


def test_the_work_of_a_layout_grows_with_the_labels_not_with_their_square():
    work = {}
    for count in (400, 1600):  # 800 and 3,200 rectangles with the bases: filed in the grid (INDEXED_FROM)
        spots, bases = grid_of_figures(count)
        checks = Checks()
        chosen = place_labels(spots, keep_clear=bases, gap=2, checks=checks)
        assert all(index is not None for index in chosen.values())
        work[count] = checks.pairs
    assert 2 * 400 >= INDEXED_FROM
    # Four times the labels: about four times the pairs compared (every label against every other: sixteen).
    assert work[1600] / work[400] < 5
    assert work[1600] < 1600 * 8 * 20  # each candidate meets a score of neighbours at most, not 3,200 rectangles


def crowded_spot(key: str, x: float, y: float, rings: int = 5) -> LabelSpot:
    """A name 40 x 10 beside a base of radius 10 at (x, y), then away from it."""
    beside = around_point(x, y, 10, 40, 10, 1)
    return LabelSpot(key, np.vstack([beside, away_from_point(x, y, 10, 40, 10, 1, rings)]), base=(x, y, 10),
                     beside=len(beside))


def crosses(start, end, rect) -> bool:
    """Whether the segment passes through the rectangle's inside (sampled finely)."""
    return any(rect[0] < start[0] + (end[0] - start[0]) * t < rect[2]
               and rect[1] < start[1] + (end[1] - start[1]) * t < rect[3] for t in np.linspace(0, 1, 401))


def test_spots_away_from_a_base_widen_ring_by_ring_right_of_it_first():
    rects = away_from_point(100, 100, 10, 40, 10, 1, rings=2)
    assert len(rects) == 32
    assert tuple(rects[0]) == (122, 95, 162, 105)  # right: the base, the gap, a line and the gap further
    assert tuple(rects[1]) == (38, 95, 78, 105)  # left
    assert tuple(rects[2]) == (80, 68, 120, 78)  # above
    assert tuple(rects[16]) == (133, 95, 173, 105)  # the second ring: a line further again
    assert not any(overlap(rect, (90, 90, 110, 110)) for rect in rects)  # none over the base


def test_a_crowds_names_crowded_beside_their_bases_go_further_with_leader_lines_clear_of_the_rest():
    """Fourteen bases thrown in a square hardly wider than four of them: five names find no spot beside their base.
    Each goes a ring or more further out, its leader line from its base's edge to the name, crossing no other name
    nor any base but those it starts over (bases overlap in a mêlée). The names that had room beside their bases
    tried no spot further away, and a crowded one its spots away once."""
    rng = np.random.default_rng(0)
    centres = [(float(x), float(y)) for x, y in rng.uniform(100, 180, size=(14, 2))]
    spots = [crowded_spot(str(k), x, y) for k, (x, y) in enumerate(centres)]
    bases = [(x - 10, y - 10, x + 10, y + 10) for x, y in centres]
    beside_only = place_labels([LabelSpot(spot.key, spot.candidates[:spot.beside]) for spot in spots],
                               keep_clear=bases, gap=1)
    crowded = [key for key, index in beside_only.items() if index is None]
    checks = Checks()
    chosen = place_labels(spots, keep_clear=bases, gap=1, checks=checks)
    assert len(crowded) == 5 and all(index is not None for index in chosen.values())
    assert [key for key, index in chosen.items() if index >= 8] == crowded
    placed = {spot.key: tuple(spot.candidates[chosen[spot.key]]) for spot in spots}
    names = list(placed.values())
    assert not any(overlap(a, b) for k, a in enumerate(names) for b in names[k + 1:])
    assert not any(overlap(a, b) for a in names for b in bases)
    for spot in spots:
        if spot.key not in crowded:
            continue
        rect = placed[spot.key]
        start, end = leader(rect, spot.base)
        x, y, radius = spot.base
        assert abs(np.hypot(start[0] - x, start[1] - y) - radius) < 1e-9  # on the base's edge
        assert rect[0] <= end[0] <= rect[2] and rect[1] <= end[1] <= rect[3]  # on the name
        assert not any(crosses(start, end, name) for key, name in placed.items() if key != spot.key)
        started_over = [base for base in bases if base[0] < start[0] < base[2] and base[1] < start[1] < base[3]]
        assert not any(crosses(start, end, base) for base in bases if base not in started_over
                       and base != (x - 10, y - 10, x + 10, y + 10))
    assert checks.candidates == 14 * 8 + 5 * 80
    assert place_labels(spots, keep_clear=bases, gap=1) == chosen  # the same every time


def test_a_name_with_no_spot_away_from_its_base_either_is_left_out():
    wall = [(0, 0, 300, 300)]
    assert place_labels([crowded_spot("a", 100, 100)], keep_clear=wall) == {"a": None}
