"""Every gang's in-game modifier played through the live game's events (``GameSession.apply``, as the app does),
each beside the Ritals (N: campaign modifiers only) where the difference shows. The Braqueurs' initiative and blending, the Technos'
reroll and mines, the Anars' pavés, the Bykers' and Afros' U-turn, the Bykers' mounting, the Psychopathes' shots
into a combat and the Asiats' guard have their own live tests (test_clauses_wrong.py, test_clauses_engine.py)."""

from dataclasses import replace

import pytest

from tabletop.games.peur_sur_la_ville.play import (Activate, Adjust, EndActivation, EndTurn, GameError, resolve_fight,
                                                   resolve_move, resolve_shot, resolve_start_turn, resolve_throw)
from tabletop.i18n import _, speaking
from tabletop.sentences import say

from tests.games.peur_sur_la_ville.play.clause_table import box, feature, fig, playing, table
from tests.games.peur_sur_la_ville.play.faces import Faces


def _shot(shooter_gang, target_gang, weapon="pistolet", **faces):
    g = playing(table(fig("s", shooter_gang, 30, 20, weapons=(weapon,)), fig("t", target_gang, 36, 20)),
                shooter_gang + target_gang)
    g.apply(Activate(shooter_gang, ("s",)))
    event = g.resolve(resolve_shot, "s", "t", dice=Faces(**faces))
    return g, event, g.apply(event).log_lines[0]


def _fight(attacker_gang, defender_gang, **faces):
    g = playing(table(fig("a", attacker_gang, 30, 20), fig("d", defender_gang, 32.5, 20)),
                attacker_gang + defender_gang)
    g.apply(Activate(attacker_gang, ("a",)))
    event = g.resolve(resolve_fight, "a", "d", dice=Faces(**faces))
    return g, event, g.apply(event).log_lines[0]


def test_police_and_swat_inflict_one_more_hit_in_combat():
    """Police, SWAT, Skins, Asiats, Agents spéciaux: « Au Combat ils infligent +1 TOUCHE. »"""
    faces = {"colour": ["yellow", "yellow", "yellow", "yellow"]}
    police, _, line = _fight("A", "N", **faces)
    rital, _, plain = _fight("N", "A", **faces)
    assert "1 die, yellow → 3 hits" in line and "1 die, yellow → 2 hits" in plain
    assert police.state.figures["d"].wounds == rital.state.figures["d"].wounds + 1


def test_junkies_shrug_off_a_single_wound():
    """Junkies: « S'ils ne subissent qu'1 seule Blessure en Tir ou en Combat, celle-ci est tout simplement
    annulée. »"""
    g, _, line = _shot("A", "C", colour=["red", "blue", "yellow"])
    assert "save yellow → 0 wounds (single wound shrugged off)" in line and g.state.figures["t"].wounds == 0
    g, _, line = _shot("A", "C", colour=["red", "red", "yellow", "yellow"])
    assert g.state.figures["t"].wounds == 2


def test_a_wound_shrugged_off_and_a_free_dismount_are_one_message_each_in_french():
    """« sauvegarde jaune → 0 blessure (blessure unique ignorée) », « … descend de la moto (sans action) »: one message
    each, where code glued the bracket after the wounds and after the line."""
    with speaking("fr"):
        _game, _event, line = _shot("A", "C", colour=["red", "blue", "yellow"])
        shrugged = _("{wounds} (single wound shrugged off)")
    free = say("peur-figure-leaves-vehicle", "fr", figure="Byker 1", figure_title="name", vehicle="la moto", cost="free")
    assert "sauvegarde jaune → 0 blessure (blessure unique ignorée)" in line
    assert shrugged == "{wounds} (blessure unique ignorée)" and free == "Byker 1 descend de la moto (sans action)"

def test_the_milice_burst_always_throw_one_more_die_short_and_at_morale():
    """Milice: « Ils tirent toujours à rafale si l'arme le permet. Lors du Tir à courte portée, lancez 1 dé de +.
    Lors d'un test de Moral, lancez 1 dé de plus. »"""
    g = playing(table(fig("s", "D", 30, 20, weapons=("pistolet-mitrailleur",)), fig("t", "A", 36, 20)), "DA")
    g.apply(Activate("D", ("s",)))
    burst = g.resolve(resolve_shot, "s", "t", dice=Faces())
    assert burst.burst and len(burst.shot_faces) == 5 + 1
    assert "in a burst at" in g.apply(replace(burst, burst=False)).log_lines[0]  # a burst whatever the event says
    _, pistol, _ = _shot("D", "A", colour=["blue", "blue", "blue"])
    assert len(pistol.shot_faces) == 2 + 1
    _, _, milice = _shot("A", "D", colour=["red", "red", "yellow", "yellow"], fate=["-"] * 4)
    _, _, rital = _shot("A", "N", colour=["red", "red", "yellow", "yellow"], fate=["-"] * 4)
    assert 'morale test with 3 dice, "-" "-" "-" → retreats 20 cm' in milice and 'morale test with 2 dice' in rital


def test_the_ruskofs_reroll_one_blue_die_at_each_shot():
    """Ruskofs: « A chaque Tir, relancez 1 seul dé BLEU. »"""
    _, event, line = _shot("E", "A", colour=["blue", "blue", "red"])
    assert event.shot_faces == ("blue", "blue", "red") and "rerolled blue→red" in line and "→ 1 hit" in line


def test_the_anars_reroll_a_blue_die_only_at_police_and_swat():
    """Anars: « A chaque Tir dont la cible est un Policier ou un SWAT, relancez 1 dé BLEU. »"""
    _, _, at_police = _shot("L", "A", colour=["blue", "blue", "red"])
    _, _, at_skins = _shot("L", "F", colour=["blue", "blue", "red"])
    assert "rerolled blue→red" in at_police and "rerolled" not in at_skins and "→ 0 hits" in at_skins


def test_the_asiats_reroll_a_failed_parry_in_combat():
    """Asiats: « Ils relancent 1 test de parade de combat raté. »"""
    faces = {"colour": ["yellow", "yellow", "red", "red"]}
    asiats, asiat_fight, asiat = _fight("N", "G", **faces)
    ruskofs, ruskof_fight, ruskof = _fight("N", "E", **faces)
    assert len(asiat_fight.faces) == len(ruskof_fight.faces) + 1  # the failed parry rerolled
    assert "parry red red → 0 through" in asiat and "parry yellow red → 1 through" in ruskof
    assert asiats.state.figures["d"].wounds == 0 and ruskofs.state.figures["d"].wounds == 1


def test_the_amazones_reroll_a_failed_parry_after_a_shot():
    """Amazones: « relancent 1 Dé de Parade raté suite à un Tir ou un Combat. »"""
    _, amazone, _ = _shot("A", "M", colour=["red", "blue", "yellow", "red"])
    _, rital, _ = _shot("A", "N", colour=["red", "blue", "yellow", "red"])
    assert amazone.hits[0].faces == ("yellow", "red") and rital.hits[0].faces == ("yellow",)


def test_the_racailles_skate_20_cm_and_law_enforcement_rerolls_a_hit_on_them():
    """Racailles: « Ils peuvent avoir des skates ou des patins ce qui passe leur vitesse à 20cm. » « La Police, le
    SWAT, la Milice et les Amazones répugnent à tuer des mineurs, et doivent relancer 1 Dé ayant touché lors de
    chaque Tir. »"""
    g = playing(table(fig("rac", "O", 10, 20), fig("flic", "A", 10, 25)), "OA")
    g.apply(Activate("O", ("rac",)))
    skate = g.resolve(resolve_move, "rac", 28, 20)
    assert skate.actions == 1 and "moves 18 cm" in g.apply(skate).log_lines[0]
    g.apply(g.resolve(resolve_shot, "rac", "flic", dice=Faces(colour=["blue", "blue"])))  # it opened fire
    g.apply(EndActivation())
    g.apply(Activate("A", ("flic",)))
    assert g.resolve(resolve_move, "flic", 10, 7).path[-1] == (10.0, 10.0)  # on foot the move stops at 15 cm
    shot = g.resolve(resolve_shot, "flic", "rac", dice=Faces(colour=["red", "blue"]))
    line = g.apply(shot).log_lines[0]  # 16 cm: 1 die, its hit rerolled
    assert "rerolled red→blue" in line and g.state.figures["rac"].wounds == 0


def test_the_afros_throw_one_morale_die_fewer():
    """Afros: « Au test de Moral, jetez un DÉ de moins. »"""
    _, _, line = _shot("A", "Q", colour=["red", "red", "yellow", "yellow"], fate=["-"] * 3)
    assert 'morale test with 1 die, "-" → retreats 5 cm' in line


def test_the_psychopathes_cancel_a_minus_and_take_the_best_of_two_death_dice():
    """Psychopathes: « Ils annulent 1 « - » à leur Dé de Moral. » « Ils lancent 2 dés au test de Mort et prennent
    le meilleur résultat. »"""
    _, _, psycho = _shot("A", "R", colour=["red", "red", "yellow", "yellow"], fate=["-"] * 3)
    _, _, rital = _shot("A", "N", colour=["red", "red", "yellow", "yellow"], fate=["-"] * 3)
    assert 'morale test with 2 dice, "-" "-" → retreats 5 cm' in psycho and '"-" "-" → retreats 10 cm' in rital
    g = playing(table(fig("psycho", "R", 36, 20), fig("rital", "N", 30, 20)), "RN")
    g.apply(Adjust("psycho", wounds=3))
    g.apply(Adjust("rital", wounds=3))
    g.apply(EndTurn())
    start = g.resolve(resolve_start_turn)
    tests = {t.figure: t.faces for t in start.death_tests}
    assert len(tests["psycho"]) == 2 and len(tests["rital"]) == 1
    assert "psycho of the Psychopathes takes the death test" in g.apply(start).log_lines[0]


@pytest.mark.parametrize("gang", ["J", "L", "O"])
def test_the_gangs_that_blend_with_the_crowd_are_no_target_until_identified(gang):
    """Trafiquants, Anars, Racailles (and Braqueurs): « S'ils ne tirent pas, ils se confondent avec les Civils. »"""
    g = playing(table(fig("flic", "A", 30, 20), fig("t", gang, 36, 20)), "A" + gang)
    g.apply(Activate("A", ("flic",)))
    with pytest.raises(GameError, match="blends with the civilians until identified"):
        g.resolve(resolve_shot, "flic", "t", dice=Faces())


@pytest.mark.parametrize("tuned_die, ablaze", [("red", False), ("blue", True)])
def test_the_afros_tuned_cars_shrug_off_a_frag_and_a_molotov_on_red(tuned_die, ablaze):
    """Afros: « 2 voitures tunées qui ne sont pas immobilisées par une grenade frag et ne brûlent pas avec un
    cocktail molotov si un « ROUGE » est obtenu avec 1 dé »."""
    car = feature("car", "car", box(26, 23, 34, 27), gang="Q", name="Cadillac", vehicle_kind="voiture-tunee")
    g = playing(table(car, fig("skin", "F", 30, 12, equipment=["grenade-frag", "cocktail-molotov"]),
                      fig("afro", "Q", 70, 35)), "FQ")
    g.apply(Activate("F", ("skin",)))
    frag = g.apply(g.resolve(resolve_throw, "skin", "grenade-frag", 30, 25, dice=Faces(colour=["red"])))
    assert "against the car “Cadillac”" in frag.log_lines[0] and not g.state.vehicles["car"].immobilised
    g.apply(g.resolve(resolve_throw, "skin", "cocktail-molotov", 30, 25, dice=Faces(colour=["red", tuned_die])))
    assert (g.state.vehicles["car"].burning_since is not None) == ablaze
