"""TIRER: dice pool, hits, saves, firing incidents, bursts, rerolls, non-lethal weapons — one test per clause."""

import pytest

from tabletop.games.peur_sur_la_ville.rules import (Defence, Fighter, PeurError, fighter_for, missed_into_melee, plan_shot,
                                 range_band, roll_shot, shoot, take_hits, taser_hits)


def test_range_bands_from_geometry():
    """« courte / efficace / longue — 1 à 10cm -> 30cm -> 60cm »"""
    assert [range_band(d) for d in (0, 10, 10.01, 30, 30.5, 60, 60.1)] == [
        "short", "short", "effective", "effective", "long", "long", "out"]


def test_dice_per_band_and_out_of_range(rules):
    """« Il lance ensuite autant de DÉS DE COULEUR que l'arme et la portée l'y autorise. »"""
    assert plan_shot("mitrailleuse", 25).dice == 3
    assert plan_shot("fusil-a-pompe", 12).dice == 0  # « Fusil à pompe 4 / / »
    assert plan_shot("pistolet", 45).dice == 0


def test_burst_five_dice_under_30_cm():
    """« tirer une rafale de 5 dés de Tir à moins de 30cm »"""
    assert plan_shot("pistolet-mitrailleur", 29, burst=True).dice == 5
    with pytest.raises(PeurError, match="under 30 cm"):
        plan_shot("fusil-mitrailleur", 30, burst=True)
    with pytest.raises(PeurError, match="not a burst weapon"):
        plan_shot("fusil", 5, burst=True)


def test_shot_colours(entered):
    """« Rouge = Touché ! Bleu = Raté ! Jaune = Raté & Incident de tir ! »"""
    roll = roll_shot(plan_shot("fusil-a-pompe", 5), entered("red", "red", "blue", "yellow"))
    assert (roll.hits, roll.incident_dice, roll.incident) == (2, 1, "reload")


@pytest.mark.parametrize("yellows,incident", [(0, "none"), (1, "reload"), (2, "repair"), (3, "broken"), (4, "broken")])
def test_firing_incidents(entered, yellows, incident):
    """« 1 seul JAUNE = il faut recharger; 2 JAUNES = il faut réparer l'arme; 3+ JAUNES = l'arme est HS »"""
    faces = ["yellow"] * yellows + ["blue"] * (4 - yellows)
    assert roll_shot(plan_shot("fusil-a-pompe", 5), entered(*faces)).incident == incident


def test_bow_has_no_firing_incident(entered):
    """« Jaune = Raté & Incident de tir ! (sauf Arc) »"""
    assert roll_shot(plan_shot("arc", 5), entered("yellow")).incident == "none"


@pytest.mark.parametrize("face,cover,vest,wounded", [
    ("red", True, False, False), ("red", False, False, True), ("blue", False, True, False),
    ("blue", True, False, True), ("yellow", True, True, True)])
def test_one_save_die_per_hit(entered, face, cover, vest, wounded):
    """« Rouge = Absorbé par Couvert; Bleu = Absorbé par Gilet pare-balles; Jaune = Damned, je suis touché ! »"""
    taken = take_hits(1, Defence(in_cover=cover, fighter=Fighter(vest=vest)), entered(face))
    assert taken.wounds == int(wounded)


def test_riot_shield_is_cover(entered):
    """« 1 Bouclier anti-émeute (Couvert +bouclier) »"""
    shielded = fighter_for("", equipment=["bouclier-anti-emeute"])
    assert take_hits(1, Defence(fighter=shielded), entered("red")).wounds == 0


def test_wounded_shooter_loses_a_die():
    """« 1 blessure = Perte d'1 dé de Tir; 2 blessures = Perte d'1 Dé en Tir et combat; 3+ blessures = KO »"""
    assert [plan_shot("fusil", 20, Fighter(wounds=w)).dice for w in range(4)] == [2, 1, 1, 0]


def test_ko_figure_cannot_shoot():
    """« Une figurine au sol ne peut tirer ou combattre »"""
    assert plan_shot("fusil", 5, Fighter(ko=True)).dice == 0


def test_milice_always_burst_and_extra_short_die(rules):
    """D – MILICE: « Ils tirent toujours à rafale si l'arme le permet. Lors du Tir à courte portée, lancez 1 dé
    de +. »"""
    milicien = fighter_for("D", rules=rules)
    assert plan_shot("pistolet-mitrailleur", 8, milicien).dice == 6 and plan_shot("pistolet-mitrailleur", 8,
                                                                               milicien).burst
    assert plan_shot("fusil", 8, milicien).dice == 3
    assert plan_shot("fusil-mitrailleur", 40, milicien).dice == 1


def test_sniper_adds_two_dice_when_aiming(rules):
    """Sniper: « Ajoutez 2 DÉS au Tir des Pistolets, des Fusils ou des Arcs/Arbalètes si la 1ère action est
    consacrée à viser la cible »"""
    sniper = fighter_for("C", abilities=["sniper"], rules=rules)
    assert plan_shot("fusil", 50, sniper, aimed=True).dice == 3
    assert plan_shot("fusil", 50, sniper).dice == 1
    assert plan_shot("fusil-mitrailleur", 50, sniper, aimed=True).dice == 1


def test_ruskofs_reroll_one_blue(entered, rules):
    """E – RUSKOFS: « A chaque Tir, relancez 1 seul dé BLEU. »"""
    roll = roll_shot(plan_shot("fusil", 5), entered("blue", "blue", "red"), shooter=fighter_for("E", rules=rules))
    assert roll.faces == ("red", "blue") and roll.rerolls == ((0, "blue", "red"),)


def test_anars_reroll_blue_only_against_police(entered, rules):
    """L – ANARS: « A chaque Tir dont la cible est un Policier ou un SWAT, relancez 1 dé BLEU. »"""
    anar = fighter_for("L", rules=rules)
    assert roll_shot(plan_shot("pistolet", 5), entered("blue", "red", "red"), anar, fighter_for("A")).hits == 2
    assert roll_shot(plan_shot("pistolet", 5), entered("blue", "red"), anar, fighter_for("C")).hits == 1


def test_celebrity_forces_a_hit_reroll_except_burst(entered, rules):
    """Célébrité: « quiconque le prend pour cible hésite et relance 1 Touche lors de chaque Tir (sauf Rafale) »"""
    star = fighter_for("C", abilities=["celebrite"], rules=rules)
    assert roll_shot(plan_shot("pistolet", 5), entered("red", "red", "blue"), target=star).hits == 1
    burst = plan_shot("pistolet-mitrailleur", 5, burst=True)
    assert roll_shot(burst, entered(*["red"] * 5), target=star).hits == 5


def test_minors_make_police_reroll_a_hit(entered, rules):
    """O – RACAILLES: « La Police, le SWAT, la Milice et les Amazones répugnent à tuer des mineurs, et doivent
    relancer 1 Dé ayant touché lors de chaque Tir (sauf Rafale). »"""
    racaille = fighter_for("O", rules=rules)
    assert roll_shot(plan_shot("pistolet", 5), entered("red", "blue", "yellow"), fighter_for("A"), racaille).hits == 0
    assert roll_shot(plan_shot("pistolet", 5), entered("red", "blue"), fighter_for("C"), racaille).hits == 1


def test_junkies_and_veteran_ignore_a_single_wound(entered, rules):
    """C – JUNKIES / Vétéran: « S'ils ne subissent qu'1 seule Blessure en Tir ou en Combat, celle-ci est tout
    simplement annulée. »"""
    junkie = Defence(fighter=fighter_for("C", rules=rules))
    assert take_hits(1, junkie, entered("yellow")).wounds == 0
    assert take_hits(2, junkie, entered("yellow", "yellow")).wounds == 2
    veteran = Defence(fighter=fighter_for("N", role="lieutenant", rules=rules))
    assert take_hits(1, veteran, entered("yellow")).single_wound_ignored


def test_amazones_reroll_a_failed_save_after_a_shot(entered, rules):
    """M – AMAZONES: « relancent 1 Dé de Parade raté suite à un Tir ou un Combat »"""
    amazone = Defence(fighter=fighter_for("M", rules=rules), in_cover=True)
    taken = take_hits(2, amazone, entered("yellow", "yellow", "red"))
    assert taken.wounds == 1 and taken.save_rerolls == ((0, "yellow", "red"),)


def test_morale_dice_owed_per_wound(entered):
    """« Jetez 1 DÉ DE MORAL par Touche et Blessure subie. »"""
    assert take_hits(3, Defence(in_cover=True), entered("yellow", "yellow", "red")).morale_dice == 2


def test_burst_first_hit_on_target_rest_stray(entered):
    """TIR en RAFALE: « La première TOUCHE va sur la cible, puis chaque touche suivante est affectée à la PREMIÈRE
    FIGURINE située à droite »"""
    shot = shoot("fusil-mitrailleur", 10, entered("red", "red", "red", "blue", "blue", "yellow"), burst=True)
    assert shot.target.hits == 1 and shot.stray_hits == 2


def test_civilian_in_line_gives_cover_and_may_be_hit(entered):
    """« Dès que la trajectoire d'un tir passe à travers le socle d'un civil, la cible teste comme étant à couvert.
    Si le test de parade réussit, le premier civil sur la trajectoire est testé à son tour. Sur un ROUGE il prend
    1 BLESSURE. »"""
    taken = take_hits(1, Defence(civilian_in_line=True), entered("red", "red"))
    assert taken.wounds == 0 and taken.civilian_wounds == 1


def test_flash_ball_knocks_out_with_saves(entered):
    """« FLASH BALL = Tir normal à 1 DÉ DE COULEUR à une portée de 10cm. La TOUCHE rend KO pendant ce tour.
    Couvert et gilet pare-balles peuvent être testés. »"""
    assert plan_shot("flash-ball", 10).dice == 1 and plan_shot("flash-ball", 11).dice == 0
    shot = shoot("flash-ball", 5, entered("red", "yellow"))
    assert shot.target.knocked_out and shot.target.wounds == 0
    assert not shoot("flash-ball", 5, entered("red", "red"), defence=Defence(in_cover=True)).target.knocked_out


def test_taser_automatic_within_5_cm():
    """« TASER = Touche automatique à 5cm qui rend la cible KO pour ce tour. »"""
    assert taser_hits(5) and not taser_hits(5.5)


def test_anars_throw_projectiles_at_10_cm():
    """L – ANARS: « Tous peuvent lancer des projectiles (pavés, boulons) à 10cm (1 seul DÉ). »"""
    assert plan_shot("paves", 10).dice == 1 and plan_shot("paves", 12).dice == 0


def test_psychopathes_miss_into_melee(entered):
    """R – PSYCHOPATHES: « S'ils ratent leur cible l'autre combattant ... prend 1 touche automatique. »"""
    assert missed_into_melee(roll_shot(plan_shot("pistolet", 5), entered("blue", "yellow"))) == 1
    assert missed_into_melee(roll_shot(plan_shot("pistolet", 5), entered("red", "yellow"))) == 0


def test_bad_requests_are_one_line():
    with pytest.raises(PeurError, match="valid weapons: pistolet, fusil"):
        plan_shot("bazooka", 5)
    with pytest.raises(PeurError, match="distance"):
        plan_shot("fusil", -1)
