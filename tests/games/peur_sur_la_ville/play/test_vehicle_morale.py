"""A vehicle's crew under fire, played through ``GameSession.apply``: « Pour chaque touche sur le véhicule, tirer au
sort quel passager est touché. Le test de moral est fait normalement mais vous jetez 1 « fate dice » de moins par
passager NON BLESSÉ. La conséquence qui indique un mouvement est celui que le véhicule exécute. Un demi-tour équivaut
à un recul de 10cm. »"""

from dataclasses import replace

import pytest

from tabletop.games.peur_sur_la_ville.play import Activate, Adjust, GameError, resolve_shot, with_morale_destination

from tests.games.peur_sur_la_ville.play.clause_table import box, feature, fig, playing, table

# 4 dice, 2 hits; both lots draw the second aboard (officer); two failed saves.
TWO_WOUNDS_ON_THE_OFFICER = ["red", "red", "blue", "blue", "2", "2", "yellow", "yellow"]


def _car_under_fire():
    car = feature("pcar", "car", box(26, 23, 34, 27), gang="A", name="Police car", vehicle_kind="voiture")
    g = playing(table(car, fig("flic", "A", 30, 25, vehicle="pcar", state="in_vehicle"),
                      fig("officer", "A", 30, 25, vehicle="pcar", state="in_vehicle"),
                      fig("skin", "F", 30, 19, weapons=("fusil-a-pompe",))), "FA")
    return g


def _check(shot):
    (hit,) = shot.aboard
    return hit.morale


def test_one_die_fewer_per_unwounded_passenger_and_the_vehicle_retreats():
    """« 1 « fate dice » de moins par passager NON BLESSÉ »: the flic aboard is unwounded, so the officer's test
    throws one die fewer; « La conséquence qui indique un mouvement est celui que le véhicule exécute »."""
    g = _car_under_fire()
    g.apply(Activate("F", ("skin",)))
    shot = g.resolve(resolve_shot, "skin", "flic", dice=TWO_WOUNDS_ON_THE_OFFICER + ["-", "-", "-"])
    assert _check(shot).faces == ("-",) and _check(shot).vehicle.dy == pytest.approx(5.0)
    line = g.apply(shot).log_lines[0]
    assert 'morale test with 1 die, "-" → retreats 5 cm; the car “Police car” moves 5 cm' in line
    car = g.state.vehicles["pcar"]
    assert car.offset == pytest.approx((0.0, 5.0))  # straight away from the skin that shot
    assert all((f.x, f.y) == pytest.approx((30.0, 30.0)) for f in (g.state.figures["flic"],
                                                                  g.state.figures["officer"]))


def test_a_wounded_crew_throws_every_die_and_a_retreat_may_be_a_u_turn():
    """« Un demi-tour équivaut à un recul de 10cm »: a 10 cm retreat may be made as a U-turn on the spot; an
    advance never turns round, and the move is no longer than the result."""
    g = _car_under_fire()
    g.apply(Adjust("flic", wounds=1))
    g.apply(Activate("F", ("skin",)))
    shot = g.resolve(resolve_shot, "skin", "flic", dice=TWO_WOUNDS_ON_THE_OFFICER + ["-", "-", "blank", "blank"])
    check = _check(shot)
    assert len(check.faces) > 1 and check.vehicle.dy == pytest.approx(10.0)  # nobody aboard is unwounded
    u_turn = replace(check.vehicle, dx=0.0, dy=0.0, heading_deg=180.0)
    too_far = replace(check.vehicle, dy=4.0, heading_deg=180.0)

    def with_move(move):
        hit = replace(shot.aboard[0], morale=replace(check, vehicle=move))
        return replace(shot, aboard=(hit,))

    with pytest.raises(GameError, match="moves 10 cm on this morale result, not 14.0"):
        g.apply(with_move(too_far))
    with pytest.raises(GameError, match="drives straight or makes a U-turn, not a turn of 90°"):
        g.apply(with_move(replace(u_turn, heading_deg=90.0)))
    line = g.apply(with_move(u_turn)).log_lines[0]
    assert "the car “Police car” makes a U-turn and moves 0 cm" in line
    assert g.state.vehicles["pcar"].heading_deg == 180.0 and g.state.vehicles["pcar"].offset == (0.0, 0.0)


def test_a_passenger_on_its_feet_or_a_still_result_moves_no_vehicle():
    """The vehicle moves only on a result that « indique un mouvement »."""
    g = _car_under_fire()
    g.apply(Activate("F", ("skin",)))
    shot = g.resolve(resolve_shot, "skin", "flic", dice=TWO_WOUNDS_ON_THE_OFFICER + ["blank"])
    assert _check(shot).vehicle is None
    still = replace(_check(shot), vehicle=_check(_moving(g)).vehicle)
    with pytest.raises(GameError, match="the morale result of officer of the Police moves nothing"):
        g.apply(replace(shot, aboard=(replace(shot.aboard[0], morale=still),)))
    g.apply(shot)
    assert g.state.vehicles["pcar"].offset == (0.0, 0.0)


def _moving(g):
    return g.resolve(resolve_shot, "skin", "flic", dice=TWO_WOUNDS_ON_THE_OFFICER + ["-"])


def test_the_referee_drags_where_the_vehicle_goes():
    """« La conséquence qui indique un mouvement est celui que le véhicule exécute »: the proposal is the vehicle's
    centre moved; the referee's destination for it becomes the vehicle's move (None: it stays)."""
    g = _car_under_fire()
    g.apply(Activate("F", ("skin",)))
    shot = g.resolve(resolve_shot, "skin", "flic", dice=TWO_WOUNDS_ON_THE_OFFICER + ["-"])
    assert _check(shot).path == ((30.0, 25.0), pytest.approx((30.0, 30.0)))
    dragged = with_morale_destination(shot, "officer", (33.0, 29.0))
    assert (_check(dragged).vehicle.dx, _check(dragged).vehicle.dy) == pytest.approx((3.0, 4.0))
    assert _check(with_morale_destination(shot, "officer", None)).vehicle is None
    g.apply(dragged)
    assert g.state.vehicles["pcar"].offset == pytest.approx((3.0, 4.0))
