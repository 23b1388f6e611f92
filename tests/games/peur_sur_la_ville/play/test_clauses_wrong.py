"""Clauses the live game used to get wrong, each played through ``GameSession.apply`` and ``legal_actions``."""

import pytest

from tabletop.games.peur_sur_la_ville.play import Activate, GameError, HitOn, Shoot, resolve_shot

from tests.games.peur_sur_la_ville.play.clause_table import fig, playing, table


def test_no_shot_at_a_figure_engaged_in_combat():
    """TIRER: « La cible doit être visible et non engagée en combat »."""
    g = playing(table(fig("officer", "A", 10, 20), fig("flic", "A", 32.5, 20), fig("skin", "F", 30, 20)), "AF")
    g.apply(Activate("A", ("officer",)))
    with pytest.raises(GameError, match="Skins skin is engaged in combat with Police flic: only the Psychopathes"):
        g.resolve(resolve_shot, "officer", "skin", dice=["red"])
    with pytest.raises(GameError, match="engaged in combat"):
        g.apply(Shoot("officer", "skin", "pistolet", 17.5, "effective", ("red",), (HitOn("skin"),)))


def test_psychopathes_shoot_into_a_combat_and_a_miss_hits_the_other_combatant():
    """R – PSYCHOPATHES: « Ce sont les seuls autorisés à tirer dans les combats. S'ils ratent leur cible l'autre
    combattant (à plus de 2 tirez au sort) prend 1 touche automatique »."""
    g = playing(table(fig("psycho", "R", 10, 20), fig("flic", "A", 32.5, 20), fig("skin", "F", 30, 20)), "RAF")
    g.apply(Activate("R", ("psycho",)))
    shot = g.resolve(resolve_shot, "psycho", "skin", dice=["blue", "yellow", "blank"])  # missed; the flic fails his save, holds
    assert shot.melee_hit is not None and shot.melee_hit.figure == "flic"
    with pytest.raises(GameError, match="one of Police flic takes 1 automatic hit"):
        g.apply(Shoot(shot.figure, shot.target, shot.weapon, shot.distance_cm, shot.band, shot.shot_faces, shot.hits))
    line = g.apply(shot).log_lines[0]
    assert "missed into the combat: Police flic takes 1 automatic hit" in line
    assert g.state.figures["flic"].wounds == 1 and g.state.figures["skin"].wounds == 0
