"""COMBATTRE and ARRÊTER / ENLEVER — one test per clause."""

import pytest

from tabletop.games.peur_sur_la_ville.rules import Fighter, can_arrest_without_fight, fight, fighter_for, melee_dice, rammed


@pytest.mark.parametrize("face,hits", [("red", 0), ("blue", 1), ("yellow", 2)])
def test_one_attack_die_per_action(entered, face, hits):
    """« à chaque action consacrée à COMBATTRE ne jetez qu'1 DÉ DE COULEUR: Rouge = pas de touche, Bleu = 1 Touche,
    Jaune = 2 Touches »"""
    result = fight(Fighter(), Fighter(), entered(face, *["yellow"] * hits))
    assert result.hits == hits and result.wounds == hits


def test_melee_weapon_adds_a_hit(entered, rules):
    """« Une figurine armée d'une épée/massue/hache/tronçonneuse inflige 1 TOUCHE de plus. »"""
    swordsman = fighter_for("C", weapons=["hache"], rules=rules)
    assert fight(swordsman, Fighter(), entered("blue", "yellow", "yellow")).hits == 2
    assert fight(swordsman, Fighter(), entered("red")).hits == 0  # setting melee_extra_hits_need_a_hit


@pytest.mark.parametrize("letter", ["A", "B", "F", "G", "K"])
def test_gangs_that_inflict_one_more_hit(entered, rules, letter):
    """« Au Combat ils infligent +1 TOUCHE. » (Police, SWAT, Skins, Asiats, Agents spéciaux)"""
    attack = ("blue", "red") if letter == "F" else ("blue",)  # Skins are Brutes: 2 attack dice
    assert fight(fighter_for(letter, rules=rules), Fighter(), entered(*attack, "red", "red")).hits == 2


def test_brute_adds_a_die(rules):
    """Brute: « Ajoutez 1 DÉ à chaque Combat »; F – SKINS « la caractéristique « Brute » »."""
    assert melee_dice(fighter_for("F", rules=rules)) == 2
    assert melee_dice(fighter_for("C", abilities=["brute"], rules=rules)) == 2


def test_dog_gives_its_master_an_attack(rules):
    """Chien: « le maître a +1 attaque en Combat »"""
    assert melee_dice(fighter_for("C", equipment=["chien"], rules=rules)) == 2


def test_two_wounds_cost_a_combat_die(rules):
    """« 2 blessures = Perte d'1 Dé en Tir et combat & Perte d'1 action »"""
    assert melee_dice(fighter_for("F", wounds=2, rules=rules)) == 1
    assert melee_dice(Fighter(wounds=1)) == 1


@pytest.mark.parametrize("face,vest,shield,parried", [
    ("red", False, False, True), ("blue", False, False, False), ("blue", True, False, True),
    ("blue", False, True, True), ("yellow", True, True, False)])
def test_parry_one_die_per_hit(entered, face, vest, shield, parried):
    """« Rouge = Pare 1 touche; Bleu = Pare 1 touche si porte un gilet pareballes ou un bouclier; Jaune = pas de
    parade »"""
    result = fight(Fighter(), Fighter(vest=vest, shield=shield), entered("blue", face))
    assert result.wounds == int(not parried)


def test_asiats_reroll_a_failed_parry(entered, rules):
    """G – ASIATS: « Ils relancent 1 test de parade de combat raté. »"""
    result = fight(Fighter(), fighter_for("G", rules=rules), entered("yellow", "yellow", "yellow", "red"))
    assert result.through == 1 and result.parry_rerolls == ((0, "yellow", "red"),)


def test_arrest_needs_two_unparried_hits(entered):
    """ARRÊTER / ENLEVER: « il faut réussir à lui infliger 2 TOUCHES sans parade ... La victime n'est alors pas
    blessée et ne teste pas le Moral »"""
    done = fight(Fighter(), Fighter(), entered("yellow", "yellow", "yellow"), arrest=True)
    assert done.arrested and done.wounds == 0 and done.morale_dice == 0
    failed = fight(Fighter(), Fighter(), entered("yellow", "yellow", "red"), arrest=True)
    assert not failed.arrested and failed.wounds == 1


def test_ko_target_is_arrested_without_a_fight():
    """« 1 figurine suffit, en étant à son contact, si la cible est KO »"""
    assert can_arrest_without_fight(Fighter(wounds=3)) and not can_arrest_without_fight(Fighter())


def test_rammed_by_a_vehicle(entered):
    """« Un civil est automatiquement tué. Un membre d'un gang subit 1 COMBAT à 1 DÉ. ... Une figurine déjà KO
    percutée subit 1 BLESSURE qui peut être sauvegardée (sans Bouclier). »"""
    assert rammed(Fighter(), entered(), civilian=True).civilian_killed
    assert rammed(Fighter(), entered("yellow", "red", "yellow")).fight.wounds == 1
    ko_with_shield = rammed(Fighter(wounds=3, shield=True), entered("blue"))
    assert ko_with_shield.fight.wounds == 1
