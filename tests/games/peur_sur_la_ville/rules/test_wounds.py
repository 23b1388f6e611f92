"""4) BLESSURES, MORT, SOIGNER, the dog and the horse — one test per clause."""

import pytest

from tabletop.games.peur_sur_la_ville.rules import (Fighter, PeurError, WoundSplit, actions_left, death_test, dog_takes_wounds,
                                 fighter_for, heal, horse_out, horse_takes_wounds, is_ko, wound_effect)


def test_wound_effects():
    """« 1 blessure = Perte d'1 dé de Tir; 2 blessures = Perte d'1 Dé en Tir et combat & Perte d'1 action; 3+
    blessures = KO »"""
    assert (wound_effect(1).shooting_dice, wound_effect(1).melee_dice) == (1, 0)
    assert (wound_effect(2).melee_dice, wound_effect(5).actions) == (1, 1)
    assert [actions_left(Fighter(wounds=w)) for w in range(4)] == [2, 2, 1, 0]
    assert is_ko(Fighter(wounds=3)) and not is_ko(Fighter(wounds=2))


@pytest.mark.parametrize("face,result,after", [("red", "dies", 3), ("blue", "stays_ko", 3), ("yellow", "recovers", 2)])
def test_death_test(entered, face, result, after):
    """MORT: « ROUGE = Mort du personnage; BLEU = reste KO; JAUNE = Récupère 1 Blessure/se relève »"""
    test = death_test(Fighter(wounds=3), entered(face))
    assert (test.result, test.wounds_after) == (result, after)


def test_only_three_wounds_take_the_death_test(entered):
    """« testez chaque figurine ayant 3 blessures ou plus »"""
    with pytest.raises(PeurError):
        death_test(Fighter(wounds=2), entered("red"))


def test_psychopathes_keep_the_best_death_die(entered, rules):
    """R – PSYCHOPATHES: « Ils lancent 2 dés au test de Mort et prennent le meilleur résultat. »"""
    assert death_test(fighter_for("R", wounds=3, rules=rules), entered("red", "yellow")).result == "recovers"


@pytest.mark.parametrize("face,result,after", [
    ("red", "stabilised", 3), ("blue", "recover", 2), ("yellow", "worse", 4)])
def test_doc_heals(entered, face, result, after):
    """SOIGNER: « Rouge = Stabilisé ! plus de test de Mort; Bleu = Récupère 1 Blessure; Jaune = Oups ! Prend +1
    Blessure »"""
    healing = heal(Fighter(doc=True), Fighter(wounds=3), entered(face))
    assert (healing.result, healing.wounds_after) == (result, after)


def test_only_a_doc_heals(entered):
    with pytest.raises(PeurError, match="Doc"):
        heal(Fighter(), Fighter(wounds=1), entered("blue"))


def test_guerisseur_doc_keeps_the_best_of_two(entered, rules):
    """Guérisseur: « Le personnage devient un DOC, ou s'il l'est déjà lance 2 Dés de soins et prend le meilleur. »"""
    afro_doc = fighter_for("Q", role="doc", rules=rules)
    assert heal(afro_doc, Fighter(wounds=1), entered("yellow", "blue")).result == "recover"
    becomes_doc = fighter_for("C", abilities=["guerisseur"], rules=rules)
    assert becomes_doc.doc and becomes_doc.heal_dice == 1


def test_technos_reroll_a_failed_heal(entered, rules):
    """I – TECHNOS: « Ils peuvent relancer 1 Dé de réparation raté ou 1 Dé de soin raté par tour. »"""
    doc = fighter_for("I", role="doc", rules=rules)
    assert heal(doc, Fighter(wounds=1), entered("yellow", "blue"), reroll_failure=True).result == "recover"


def test_dog_takes_wounds_until_two():
    """Chien: « le chien prend les Blessures à sa place, mais meurt à 2 Blessures »"""
    assert dog_takes_wounds(3, 0) == WoundSplit(figure=1, animal=2)
    assert dog_takes_wounds(1, 2).figure == 1


def test_horse_takes_a_wound_on_red(entered):
    """Cheval: « à chaque Touche sur le cavalier jetez 1DÉ DE COULEUR et sur ROUGE le cheval prend la Blessure »"""
    split = horse_takes_wounds(2, entered("red", "blue"))
    assert (split.figure, split.animal) == (1, 1)


def test_horse_out_at_three_wounds():
    """Cheval: « A 3 Blessures le cheval est Hors Combat comme un personnage. »"""
    assert horse_out(3) and not horse_out(2)
