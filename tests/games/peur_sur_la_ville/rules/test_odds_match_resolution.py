"""The exact odds describe the resolution functions themselves: seeded runs of the engine land within bounds."""

import numpy as np

from tabletop.games.peur_sur_la_ville.rules import (Defence, Dice, Fighter, blast_figure, blast_odds, fight, fighter_for, melee_odds,
                                 morale_odds, morale_test, shoot, shot_odds)
from tests.games.peur_sur_la_ville.rules.simulate import agree

RUNS = 4000


def test_shot_resolution_matches_its_odds(rules):
    shooter, target = fighter_for("E", rules=rules), Defence(True, fighter_for("M", abilities=["celebrite"],
                                                                               rules=rules))
    dice = Dice.seeded(11, rules)
    shots = [shoot("fusil-a-pompe", 6, dice, shooter, target, rules=rules) for _ in range(RUNS)]
    odds = shot_odds("fusil-a-pompe", 6, shooter, target, rules=rules)
    assert agree(np.asarray([s.target.wounds for s in shots]), odds.wounds, RUNS) == []
    incidents = np.asarray([s.roll.incident for s in shots])
    assert agree(incidents, odds.incident, RUNS) == []


def test_melee_resolution_matches_its_odds(rules):
    attacker, defender = fighter_for("F", weapons=["hache"], rules=rules), fighter_for("C", equipment=["bouclier"],
                                                                                   rules=rules)
    dice = Dice.seeded(12, rules)
    fights = [fight(attacker, defender, dice, rules=rules) for _ in range(RUNS)]
    assert agree(np.asarray([f.wounds for f in fights]), melee_odds(attacker, defender, rules).wounds, RUNS) == []


def test_blast_resolution_matches_its_odds(rules):
    defence = Defence(False, Fighter(vest=True))
    dice = Dice.seeded(13, rules)
    blasts = [blast_figure("cocktail-molotov", defence, dice, rules) for _ in range(RUNS)]
    odds = blast_odds("cocktail-molotov", defence, rules)
    assert agree(np.asarray([b.taken.wounds for b in blasts]), odds.wounds, RUNS) == []
    assert agree(np.asarray([b.taken.morale_dice for b in blasts]), odds.morale_dice, RUNS) == []


def test_morale_resolution_matches_its_odds(rules):
    fighter = fighter_for("R", abilities=["caid"], ko=True, rules=rules)
    dice = Dice.seeded(14, rules)
    tests = [morale_test(5, fighter, dice, rules) for _ in range(RUNS)]
    assert agree(np.asarray([t.outcome.result for t in tests]), morale_odds(5, fighter, rules).results, RUNS) == []
