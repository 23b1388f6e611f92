"""Clauses the live game did not play at all, now played through ``GameSession.apply``."""

from tabletop.games.peur_sur_la_ville.play import Activate, Adjust, EndActivation, EndTurn, Move

from tests.games.peur_sur_la_ville.play.clause_table import box, feature, fig, playing, table


def test_a_whole_turn_in_the_hospital_heals_a_wound():
    """HÔPITAL: « les personnages peuvent s'y faire soigner. Après 1 tour entier passé à l'intérieur, un blessé
    récupère 1 BLESSURE »."""
    hospital = feature("hopital", "hospital", box(20, 0, 40, 10), name="Hôpital")
    g = playing(table(hospital, fig("patient", "A", 30, 5), fig("late", "A", 30, 15), fig("skin", "F", 70, 35)),
                "AF")
    g.apply(Adjust("patient", wounds=2))
    g.apply(Activate("A", ("late",)))
    g.apply(Move("late", ((30.0, 15.0), (34.0, 6.0))))  # walks in during the turn: not a whole turn
    g.apply(Adjust("late", wounds=1))
    g.apply(EndActivation())
    line = g.apply(EndTurn()).log_lines[0]
    assert "Police patient recovers 1 wound at the hospital" in line
    assert g.state.figures["patient"].wounds == 1 and g.state.figures["late"].wounds == 1
