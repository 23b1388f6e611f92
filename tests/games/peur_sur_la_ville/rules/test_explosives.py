"""ARMES EXPLOSIVES — one test per clause."""

import pytest

from tabletop.games.peur_sur_la_ville.rules import (Defence, Fighter, GasEffect, PeurError, blast, blast_figure, deviate, deviation_dice,
                                 fighter_for, flash_actions_lost, frag_immobilises, launcher_shot,
                                 molotov_burns, rocket_on_figure, rocket_on_vehicle, tear_gas, throw)


@pytest.mark.parametrize("face,cm", [("red", 20), ("blue", 15), ("yellow", 10)])
def test_thrown_distance(entered, face, cm):
    """« lancez 1 DÉ DE COULEUR: Rouge = 20cm, Bleu = 15cm, Jaune = 10cm »"""
    assert throw("grenade-frag", entered(face)).distance_cm == cm


def test_launchers_are_not_thrown(entered):
    with pytest.raises(PeurError, match="not thrown"):
        throw("lance-roquette", entered("red"))


def test_blast_three_dice_blue_for_morale_only(entered):
    """« Toute figurine placée dans le rayon d'effet teste avec 3 DÉS DE COULEUR, mais le BLEU ne compte pour une
    touche que pour le MORAL. »"""
    caught = blast_figure("grenade-frag", Defence(), entered("red", "blue", "yellow", "yellow"))
    assert (caught.hits, caught.morale_only_hits, caught.taken.wounds, caught.taken.morale_dice) == (1, 1, 1, 2)


def test_blast_saves_cover_from_the_centre_and_vest(entered):
    """« Les cibles touchées ont le droit de tester les effets du couvert si ... le couvert coupe une ligne droite
    venant du centre de l'explosion. Les cibles en gilet pare-balles peuvent tester leur protection. »"""
    caught = blast_figure("grenade-frag", Defence(True, Fighter(vest=True)), entered("red", "red", "blue", "red",
                                                                                      "blue"))
    assert caught.taken.wounds == 0 and caught.taken.saved == 2


def test_molotov_dud_on_yellow(entered):
    """« Si un JAUNE sort le Cocktail-Molotov n'explose pas ! »"""
    result = blast("cocktail-molotov", [Defence(), Defence()], entered("red", "red", "yellow"))
    assert not result.exploded and len(result.figures) == 1 and result.figures[0].taken.wounds == 0


def test_molotov_sets_ablaze_and_smokes(entered):
    """« L'explosion d'un Cocktail Molotov embrase immédiatement un obstacle ou un véhicule non blindé, ce qui crée
    une fumée qui bloque la vue. Le véhicule sera détruit le tour prochain. »"""
    result = blast("cocktail-molotov", [Defence()], entered("blue", "blue", "blue"))
    assert result.exploded and "smoke_blocks_sight" in result.effects
    assert "vehicle_destroyed_next_turn" in result.effects


def test_frag_immobilises_vehicles_except_tuned_cars():
    """« L'explosion d'une Grenade Frag rend tout véhicule incapable de se déplacer. »; Q – AFROS « voitures tunées
    qui ne sont pas immobilisées par une grenade frag »"""
    assert frag_immobilises("voiture") and frag_immobilises("vehicule-blinde")
    assert not frag_immobilises("voiture-tunee")


def test_molotov_burns_unarmoured_vehicles(entered):
    """« embrase immédiatement un obstacle ou un véhicule non blindé »; Q – AFROS « ne brûlent pas avec un cocktail
    molotov si un « ROUGE » est obtenu avec 1 dé »"""
    assert molotov_burns("voiture", entered()) and not molotov_burns("vehicule-blinde", entered())
    assert not molotov_burns("voiture-tunee", entered("red")) and molotov_burns("voiture-tunee", entered("yellow"))


def test_flash_costs_an_action():
    """« Grenades Flash = Toutes les figurines dans le rayon perdent 1 ACTION durant ce tour. »"""
    assert flash_actions_lost() == 1


def test_tear_gas(rules):
    """« Toute figurine placée tout ou partie dedans est KO ce tour si elle ne porte pas de MASQUE A GAZ, et teste
    son MORAL comme si elle avait reçu 3 TOUCHES ... Les passagers d'un véhicule ne sont pas affectés »"""
    assert tear_gas(Fighter()) == GasEffect(knocked_out=True, morale_dice=3)
    assert not tear_gas(fighter_for("L", rules=rules)).knocked_out  # Anars carry gas masks
    assert tear_gas(Fighter(), in_vehicle=True).morale_dice == 0


@pytest.mark.parametrize("face,result", [("red", "hit"), ("blue", "deviation"), ("yellow", "incident")])
def test_launcher_shot(entered, face, result):
    """« Lance-lacrymogène et Lance-roquette ont une portée de 30cm ... Rouge = Cible touchée ! Bleu = Déviation !
    Jaune = Incident de tir ! »"""
    assert launcher_shot("lance-lacrymogene", 25, entered(face, "+", "+", "+")).result == result


def test_launcher_range(entered):
    with pytest.raises(PeurError, match="30 cm"):
        launcher_shot("lance-roquette", 31, entered("red"))


def test_deviation_one_fate_die_per_started_10_cm(entered):
    """« jetez 1 « Fate Dice » tous les 10cm de portée jusqu'à la cible: + = 5cm à gauche, - = 5cm à droite,
    neutre = 5cm trop court »"""
    assert [deviation_dice(d) for d in (4, 10, 10.5, 25, 30)] == [1, 1, 2, 3, 3]
    result = deviate(25, entered("+", "blank", "+"))
    assert (result.left_cm, result.short_cm) == (10, 5)
    assert deviate(12, entered("-", "-")).left_cm == -10


def test_rocket_on_vehicle(entered):
    """« La TOUCHE du tir de Lance-roquette provoque la destruction d'un véhicule et donne 3 Blessures à tout
    personnage à bord »"""
    assert rocket_on_vehicle(False, entered()).wounds_aboard == 3
    assert rocket_on_figure() == 3


@pytest.mark.parametrize("face,result", [("red", "destroyed"), ("blue", "evacuate_ablaze"), ("yellow", "nothing")])
def test_armoured_vehicle_rocket_test(entered, face, result):
    """« Un véhicule BLINDÉ peut tester s'il est touché: Rouge = Explosion & destruction, Bleu = Évacuation &
    Embrasement, Jaune = RAS ! »"""
    assert rocket_on_vehicle(True, entered(face)).result == result
