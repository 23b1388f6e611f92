"""Blast templates, burst deviation, thrown projectiles and launcher deviation, hand-computed."""

import math

import pytest
from hypothesis import assume, given, strategies as st

from tabletop.geometry import GeometryError
from tabletop.geometry import sight
from tabletop.geometry.templates import blast, burst, deviate, launcher_dice, smoke_cloud, throw, throws, touched

from tests.geometry.builders import block, fig, table, wall


def caught_ids(b):
    return [c.id for c in b.caught]


def test_blast_catches_bases_touching_the_template():
    m = table([block("van", "car", 70, 70, 79, 74.5)], [
        fig("centre", 50, 50), fig("touching", 55, 50), fig("just-out", 50, 44.99), fig("dead", 50, 51, state="dead"),
        fig("inside-van", 0, 0, state="in_vehicle", vehicle="van"), fig("down", 46, 50, state="down")])
    b = blast(m, 50, 50)
    assert b.diameter_cm == 7.5
    assert caught_ids(b) == ["centre", "down", "touching"]
    assert all(not c.cover for c in b.caught)


def test_blast_cover_on_the_line_from_the_centre():
    m = table([wall("w", 52, 45, 52, 48, thickness=0.5)],
              [fig("behind-wall", 54, 46.5), fig("shield", 50, 52.5), fig("behind-shield", 50, 54.5)])
    by_id = {c.id: c for c in blast(m, 50, 46.5).caught + blast(m, 50, 50).caught}
    assert by_id["behind-wall"].cover and by_id["behind-wall"].cover_by == ("w",)
    b = {c.id: c for c in blast(m, 50, 50).caught}
    assert b["behind-shield"].cover and b["behind-shield"].cover_by == ("shield",)
    assert not b["shield"].cover


def test_a_template_is_about_the_figures_it_catches_and_those_covering_them():
    m = table([], [fig("shield", 50, 52.5), fig("behind-shield", 50, 54.5), fig("far", 80, 80)])
    b = blast(m, 50, 50)
    assert b.about == {"shield", "behind-shield"}
    # Before the throw, a landing is about the same figures, found without their cover.
    assert touched(m, 50, 50) == tuple(caught_ids(b)) == ("shield", "behind-shield")


def test_blast_diameter_can_be_given():
    m = table([], [fig("a", 60, 50)])
    assert caught_ids(blast(m, 50, 50)) == []
    assert caught_ids(blast(m, 50, 50, diameter_cm=20)) == ["a"]
    with pytest.raises(GeometryError):
        blast(m, 50, 50, diameter_cm=0)


@given(st.floats(0, 100), st.floats(0, 100), st.floats(0, 100), st.floats(0, 100), st.floats(0.5, 6),
       st.floats(1, 20))
def test_template_catches_exactly_within_the_radius(cx, cy, x, y, base, diameter):
    m = table([], [fig("f", x, y, base_cm=base)])
    gap = math.hypot(x - cx, y - cy) - base / 2
    assume(abs(gap - diameter / 2) > 1e-7)  # exactly on the rim is a tie in floating point
    assert (caught_ids(blast(m, cx, cy, diameter)) == ["f"]) == (gap <= diameter / 2)


SHOOTER, TARGET = fig("s", 10, 50), fig("t", 50, 50, gang="B")


def test_burst_goes_clockwise_through_friends_and_civilians():
    m = table([], [SHOOTER, TARGET, fig("f2", 50, 40, gang="B"), fig("friend", 52, 45),
                   fig("civ", 55, 42, gang=None, kind="civilian", role="passerby"), fig("left", 50, 58, gang="B"),
                   fig("far", 50, 30, gang="B")])
    assert burst(m, "s", "t", 5).hits == ("t", "friend", "civ", "f2", None)
    assert burst(m, "s", "t", 2).hits == ("t", "friend")
    assert burst(m, "s", "t", 5).candidates == ("friend", "civ", "f2")


def test_a_burst_is_about_its_shooter_its_target_and_every_figure_a_hit_may_go_to():
    m = table([], [SHOOTER, TARGET, fig("f2", 50, 40, gang="B"), fig("friend", 52, 45)])
    b = burst(m, "s", "t", 3)
    assert b.about == {"s", "t", *b.candidates} >= {"s", "t", "f2"}


def test_burst_with_no_figure_to_the_right_loses_the_hits():
    m = table([], [SHOOTER, TARGET, fig("left", 50, 58, gang="B")])
    assert burst(m, "s", "t", 3).hits == ("t", None, None)


def test_burst_skips_figures_out_of_sight():
    m = table([wall("w", 30, 46, 30, 49, thickness=0.5)], [SHOOTER, TARGET, fig("friend", 52, 45),
                                                        fig("civ", 55, 42, gang=None, kind="civilian")])
    assert burst(m, "s", "t", 3).hits == ("t", "civ", None)


def test_burst_needs_a_hit_and_another_target():
    m = table([], [SHOOTER, TARGET])
    with pytest.raises(GeometryError):
        burst(m, "s", "t", 0)
    with pytest.raises(GeometryError):
        burst(m, "s", "s", 2)


def test_throw_in_the_open_flies_its_distance_from_the_base_edge():
    t = throw(table([], [SHOOTER]), "s", 50, 50, 20)
    assert t.landing == (31.25, 50.0) and t.stopped_by is None and not t.at_table_edge


def test_throw_blocked_by_a_car_stops_in_contact():
    t = throw(table([block("car", "car", 20, 48, 29, 52.5)], [SHOOTER]), "s", 50, 50, 20)
    assert t.landing == pytest.approx((20.0, 50.0)) and t.stopped_by == "car"
    assert t.travelled_cm == pytest.approx(8.75)


def test_throw_stops_at_a_standing_figure_but_flies_over_a_down_one():
    standing = throw(table([], [SHOOTER, fig("x", 25, 50)]), "s", 50, 50, 20)
    assert standing.landing == pytest.approx((23.75, 50.0)) and standing.stopped_by == "x"
    down = throw(table([], [SHOOTER, fig("x", 25, 50, state="down")]), "s", 50, 50, 20)
    assert down.stopped_by is None


def test_throw_through_smoke_and_windows_over_own_cover_and_to_the_table_edge():
    through = table([block("cloud", "smoke", 15, 45, 18, 55), block("win", "window", 20, 45, 20.5, 55),
                     wall("lw", 11.75, 45, 11.75, 55, thickness=0.5, kind="low_wall")], [SHOOTER])
    assert throw(through, "s", 50, 50, 20).stopped_by is None
    edge = throw(table([], [fig("e", 95, 50)]), "e", 100, 50, 20)
    assert edge.landing == (100.0, 50.0) and edge.at_table_edge and edge.stopped_by is None


@given(st.floats(1, 99), st.floats(1, 99), st.lists(st.floats(0, 60), min_size=1, max_size=4))
def test_throws_along_one_aim_land_where_each_throw_alone_lands(x, y, distances):
    """The three faces of the distance die share one search of the longest path: each lands as if thrown alone."""
    m = table([block("car", "car", 20, 48, 29, 52.5), block("cloud", "smoke", 60, 20, 64, 30),
               wall("w", 70, 60, 80, 70, thickness=0.5)],
              [SHOOTER, fig("x", 40, 70), fig("y", 40, 30, state="down"), fig("z", 75, 45)])
    assume(math.hypot(x - 10, y - 50) > 1e-6)
    together = throws(m, "s", x, y, distances)
    alone = [throws(m, "s", x, y, [d])[0] for d in distances]
    for a, b in zip(together, alone):
        assert a.stopped_by == b.stopped_by and a.at_table_edge == b.at_table_edge and a.path == b.path
        assert a.travelled_cm == pytest.approx(b.travelled_cm, abs=1e-9)
        assert a.landing == pytest.approx(b.landing, abs=1e-9)
    assert throw(m, "s", x, y, distances[0]) == alone[0]


def test_launcher_dice_per_started_10_cm():
    m = table([], [SHOOTER])
    assert launcher_dice(m, "s", 36.25, 50) == 3
    assert launcher_dice(m, "s", 21.25, 50) == 1
    assert launcher_dice(m, "s", 21.26, 50) == 2


def test_launcher_deviation_adds_5_cm_steps_as_seen_by_the_shooter():
    m = table([], [SHOOTER])
    assert deviate(m, "s", 50, 50, ["+"]).landing == pytest.approx((50, 55))
    assert deviate(m, "s", 50, 50, ["-"]).landing == pytest.approx((50, 45))
    assert deviate(m, "s", 50, 50, ["0"]).landing == pytest.approx((45, 50))
    d = deviate(m, "s", 50, 50, ["+", "+", "0"])
    assert d.landing == pytest.approx((45, 60)) and len(d.moves) == 3 and not d.off_table
    with pytest.raises(GeometryError, match="fate die"):
        deviate(m, "s", 50, 50, ["x"])


def test_a_smoke_cloud_blocks_sight_until_it_goes():
    m = table([], [SHOOTER, TARGET])
    smoky = smoke_cloud(m, "gas", 30, 50)
    assert sight(m, "s", "t").visible and not sight(smoky, "s", "t").visible
    assert smoky.figures.items == m.figures.items
    with pytest.raises(GeometryError, match="already"):
        smoke_cloud(smoky, "gas", 10, 10)
