"""5) MORAL, the armoured crew test and the demonstrators — one test per clause."""

import pytest

from tabletop.games.peur_sur_la_ville.rules import (Dice, Fighter, activation_morale_dice, armoured_crew_test, demonstrators_test,
                                 fighter_for, morale_dice_count, morale_outcome, morale_test)


@pytest.mark.parametrize("faces,result,move", [
    ((), "0", 0), (("blank",), "0", 0), (("+",), "+1", 5), (("+", "+"), "+2", 10), (("+", "+", "+"), "+3", 10),
    (("-",), "-1", 5), (("-", "-"), "-2", 10), (("-", "-", "-"), "-3", 20)])
def test_morale_table(entered, faces, result, move):
    """« UN « + » = avance de 5cm ... DEUX « + » = 10cm ... UN « - » = recul de 5cm, DEUX « - » = recul de 10cm,
    TROIS « - » = recul de 20cm »"""
    test = morale_test(len(faces), Fighter(), entered(*faces))
    assert test.outcome.result == result and test.outcome.move_cm == move


def test_three_plus_recover_a_wound(entered):
    """« TROIS « + » = 1 Blessure est récupérée + avance de 10cm »"""
    assert morale_test(3, Fighter(wounds=1), entered("+", "+", "+")).outcome.recover_wounds == 1


def test_plus_cancels_minus():
    """« Chaque « + » annule 1 « - » »"""
    assert morale_outcome(2, 1).result == "+1" and morale_outcome(1, 3).result == "-2"


def test_ko_cancels_a_plus():
    """« Une figurine mise KO annule 1 « + », puis Chaque « + » annule 1 « - » »"""
    assert morale_outcome(1, 1, Fighter(ko=True)).result == "-1"


def test_caid_and_psychopathes_cancel_a_minus(rules):
    """Caïd: « Lors du test de Moral annule 1 « - » obtenu »; R – PSYCHOPATHES: « Ils annulent 1 « - » »."""
    assert morale_outcome(0, 1, fighter_for("C", abilities=["caid"], rules=rules)).result == "0"
    assert morale_outcome(0, 2, fighter_for("R", rules=rules)).result == "-1"
    assert morale_outcome(0, 3, fighter_for("R", abilities=["caid"], rules=rules)).result == "-1"


def test_milice_one_more_die_afros_one_fewer(rules):
    """D – MILICE « Lors d'un test de Moral, lancez 1 dé de plus »; Q – AFROS « Au test de Moral, jetez un DÉ de
    moins »."""
    assert morale_dice_count(2, fighter_for("D", rules=rules)) == 3
    assert morale_dice_count(2, fighter_for("Q", rules=rules)) == 1
    assert morale_dice_count(0, fighter_for("D", rules=rules)) == 0


def test_vehicle_crew_one_die_fewer_per_unwounded_passenger():
    """« vous jetez 1 « fate dice » de moins par passager NON BLESSÉ »"""
    assert morale_dice_count(3, Fighter(), unwounded_passengers=2) == 1


def test_wounded_figure_tests_before_activating():
    """« est déjà blessé et veut s'activer » (setting morale_dice_per_carried_wound)"""
    assert activation_morale_dice(Fighter(wounds=2)) == 2 and activation_morale_dice(Fighter()) == 0


@pytest.mark.parametrize("faces,result", [
    (("+", "+"), "exit_and_shoot"), (("-", "-", "blank"), "surrender"), (("+", "+", "-", "-"), "stay"),
    (("+", "-"), "stay"), (("+", "+", "+", "-"), "exit_and_shoot")])
def test_armoured_crew(entered, faces, result):
    """VEHICULE BLINDÉ: « au moins 2 « + » => sort et tire; Au moins 2 « - » => sort et se rend; Dans tous les autres
    cas l'équipage reste à l'intérieur, y compris à égalité de - et + »"""
    causes = ["targeted", "immobilised", "ablaze", "rocket_visible"][:len(faces)]
    assert armoured_crew_test(causes, entered(*faces)).result == result


def test_demonstrators_five_cm_per_die(entered):
    """Manifestants: « chaque « + » annule un « - ». Pour chaque « + » => 5cm vers un ennemi »"""
    test = demonstrators_test(3, entered("+", "+", "-"))
    assert (test.toward_enemy_cm, test.away_cm) == (5, 0)


def test_morale_test_reproduces_from_seed():
    a, b = Dice.seeded(9), Dice.seeded(9)
    assert morale_test(4, Fighter(), a) == morale_test(4, Fighter(), b)
