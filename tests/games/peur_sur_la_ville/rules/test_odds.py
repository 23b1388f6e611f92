"""Exact odds: they sum to 1 and agree with 100,000 vectorised draws (simulations written apart from the engine)."""

import numpy as np
import pytest
from hypothesis import given, settings, strategies as st

from tabletop.games.peur_sur_la_ville.rules import (Defence, Fighter, blast_odds, fighter_for, melee_odds, morale_odds, shot_odds)
from tests.games.peur_sur_la_ville.rules.simulate import BLUE, N, RED, YELLOW, agree, colour_draws, shots

INCIDENTS = ["none", "reload", "repair", "broken"]


@settings(max_examples=60, deadline=None)
@given(weapon=st.sampled_from(["pistolet", "fusil", "fusil-a-pompe", "arc", "pistolet-mitrailleur",
                               "fusil-mitrailleur", "mitrailleuse"]),
       cm=st.floats(0, 80), wounds=st.integers(0, 4), cover=st.booleans(), vest=st.booleans(),
       burst=st.booleans())
def test_shot_odds_sum_to_one(weapon, cm, wounds, cover, vest, burst):
    kind_burst = weapon in ("pistolet-mitrailleur", "fusil-mitrailleur", "mitrailleuse")
    burst = burst and kind_burst and cm < 30
    odds = shot_odds(weapon, cm, Fighter(wounds=wounds), Defence(cover, Fighter(vest=vest)), burst=burst)
    assert sum(odds.wounds.values()) == pytest.approx(1.0)
    assert sum(odds.incident.values()) == pytest.approx(1.0)
    assert max(odds.wounds) <= odds.dice
    assert list(odds.incident) == INCIDENTS


@pytest.mark.parametrize("weapon,cm,cover,vest,burst", [
    ("fusil-a-pompe", 5, False, False, False), ("mitrailleuse", 25, True, True, False),
    ("fusil-mitrailleur", 20, True, False, True), ("arc", 50, False, True, False)])
def test_shot_odds_agree_with_simulation(weapon, cm, cover, vest, burst):
    odds = shot_odds(weapon, cm, defence=Defence(cover, Fighter(vest=vest)), burst=burst)
    wounds, incident = shots(np.random.default_rng(1), odds.dice, cover, vest, incidents=weapon != "arc")
    assert agree(wounds, odds.wounds) == []
    assert agree(incident, {i: odds.incident[k] for i, k in enumerate(INCIDENTS)}) == []


def test_shot_odds_with_every_reroll_agree_with_simulation():
    """A Ruskof (rerolls a blue) shoots an Amazone Célébrité (forces a hit reroll, rerolls a failed save) in cover."""
    star = fighter_for("M", abilities=["celebrite"])
    odds = shot_odds("fusil-a-pompe", 5, fighter_for("E"), Defence(True, star))
    wounds, incident = shots(np.random.default_rng(2), 4, True, False, blue_rerolls=1, hit_rerolls=1,
                             save_rerolls=1)
    assert agree(wounds, odds.wounds) == []
    assert agree(incident, {i: odds.incident[k] for i, k in enumerate(INCIDENTS)}) == []


def test_junkie_shot_odds_agree_with_simulation():
    odds = shot_odds("mitrailleuse", 25, defence=Defence(False, fighter_for("C")))
    wounds, _ = shots(np.random.default_rng(3), 3, False, False, single_wound=True)
    assert odds.wounds[1] == 0.0 and agree(wounds, odds.wounds) == []


def test_out_of_range_is_zero_dice():
    odds = shot_odds("pistolet", 31)
    assert odds.contract() == {"dice": 0, "wounds": {"0": 1.0},
                               "incident": {"none": 1.0, "reload": 0.0, "repair": 0.0, "broken": 0.0}}


def _melee_sim(rng, dice, bonus, parry_blue, rerolls, single):
    values = np.array([0, 1, 2])
    hits = values[colour_draws(rng, (N, dice))].sum(axis=1)
    hits = np.where(hits > 0, hits + bonus, 0)
    parry = colour_draws(rng, (N, int(hits.max()) if hits.max() else 1))
    failed = (parry == YELLOW) | ((parry == BLUE) & (not parry_blue))
    failed &= np.arange(parry.shape[1])[None, :] < hits[:, None]
    for _ in range(rerolls):
        rows = np.nonzero(failed.any(axis=1))[0]
        first = failed.argmax(axis=1)
        new = colour_draws(rng, (len(rows),))
        failed[rows, first[rows]] = (new == YELLOW) | ((new == BLUE) & (not parry_blue))
    through = failed.sum(axis=1)
    return np.where((through == 1) & single, 0, through), through


def test_melee_odds_agree_with_simulation():
    """A Skin (Brute, +1 hit) with a sword against an Asiat (rerolls a failed parry) wearing a vest."""
    attacker = fighter_for("F", weapons=["epee"])
    defender = fighter_for("G", equipment=["gilet"])
    odds = melee_odds(attacker, defender)
    assert odds.dice == 2 and sum(odds.wounds.values()) == pytest.approx(1.0)
    wounds, through = _melee_sim(np.random.default_rng(4), 2, 2, True, 1, False)
    assert agree(wounds, odds.wounds) == []
    assert abs(np.mean(through >= 2) - odds.arrest) < 5 * np.sqrt(odds.arrest * (1 - odds.arrest) / N) + 1e-3


def test_blast_odds_agree_with_simulation():
    """Frag on a figure in cover from the centre, with a vest: red hits saved by cover or vest, blue morale only."""
    odds = blast_odds("grenade-frag", Defence(True, Fighter(vest=True)))
    rng = np.random.default_rng(5)
    faces = colour_draws(rng, (N, 3))
    hits = (faces == RED).sum(axis=1)
    saves = colour_draws(rng, (N, 3))
    through = ((saves == YELLOW) & (np.arange(3)[None, :] < hits[:, None])).sum(axis=1)
    morale = through + (faces == BLUE).sum(axis=1)
    assert odds.dud == 0.0
    assert agree(through, odds.wounds) == [] and agree(morale, odds.morale_dice) == []


def test_molotov_dud_odds():
    """« Si un JAUNE sort le Cocktail-Molotov n'explose pas ! »"""
    assert blast_odds("cocktail-molotov").dud == pytest.approx(1 - (2 / 3) ** 3)


@pytest.mark.parametrize("gang,dice,ko", [("", 3, False), ("E", 4, False), ("R", 2, True)])
def test_morale_odds_agree_with_simulation(gang, dice, ko):
    fighter = fighter_for(gang, ko=ko) if gang else Fighter(ko=ko)
    odds = morale_odds(dice, fighter)
    assert sum(odds.net.values()) == pytest.approx(1.0) and sum(odds.results.values()) == pytest.approx(1.0)
    rng = np.random.default_rng(6)
    faces = rng.integers(0, 6, size=(N, dice)) // 2  # 0 "+", 1 "-", 2 blank
    plus = np.maximum((faces == 0).sum(axis=1) - int(ko), 0)
    minus = np.maximum((faces == 1).sum(axis=1) - fighter.cancel_minus, 0)
    assert agree(plus - minus, odds.net) == []


GANGS = st.sampled_from(["", *"ABCDEFGHIJKLMNOPQR"])


@settings(max_examples=60, deadline=None)
@given(attacker=GANGS, defender=GANGS, wounds=st.integers(0, 3), sword=st.booleans(), shield=st.booleans())
def test_melee_odds_sum_to_one(attacker, defender, wounds, sword, shield):
    a = fighter_for(attacker, weapons=["epee"] if sword else [], wounds=wounds)
    d = fighter_for(defender, equipment=["bouclier"] if shield else [])
    odds = melee_odds(a, d)
    assert sum(odds.hits.values()) == pytest.approx(1.0) and sum(odds.wounds.values()) == pytest.approx(1.0)
    assert 0.0 <= odds.arrest <= 1.0


@settings(max_examples=40, deadline=None)
@given(gang=GANGS, cover=st.booleans(), vest=st.booleans(), molotov=st.booleans())
def test_blast_odds_sum_to_one(gang, cover, vest, molotov):
    defence = Defence(cover, fighter_for(gang, equipment=["gilet"] if vest else []))
    odds = blast_odds("cocktail-molotov" if molotov else "grenade-frag", defence)
    assert sum(odds.wounds.values()) == pytest.approx(1.0) and sum(odds.morale_dice.values()) == pytest.approx(1.0)


@settings(max_examples=40, deadline=None)
@given(gang=GANGS, dice=st.integers(0, 8), ko=st.booleans())
def test_morale_odds_sum_to_one(gang, dice, ko):
    odds = morale_odds(dice, fighter_for(gang, ko=ko))
    assert sum(odds.net.values()) == pytest.approx(1.0) and sum(odds.results.values()) == pytest.approx(1.0)
