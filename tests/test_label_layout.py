"""The greedy label layout: no two placed labels overlap, none covers a kept-clear base, the first free
candidate wins, a label without room is left out."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from tabletop.label_layout import LabelSpot, around_point, inside_area, place_labels


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
