"""ACTIONS D'UN VÉHICULE and VEHICULE BLINDÉ — one test per clause."""

import pytest

from tabletop.games.peur_sur_la_ville.rules import (Fighter, PeurError, boarding_actions, fighter_for, passenger_actions, rams,
                                 seats_left, uturn_actions, vehicle_actions_left, vehicle_kind)


def test_crews():
    """« 1 Moto/Side car (2 équipages) », « 1 Voiture (4 équipages) », « Blindé = permet de transporter 10
    équipages »"""
    assert vehicle_kind("moto").crew == 2 and vehicle_kind("voiture").crew == 4
    assert vehicle_kind("vehicule-blinde").crew == 10 and vehicle_kind("vehicule-blinde").armoured
    assert seats_left("voiture", 3) == 1
    with pytest.raises(PeurError, match="unknown vehicle"):
        vehicle_kind("gilet")


def test_vehicle_two_actions_passengers_lose_one_each():
    """« Un véhicule a 2 actions ... Ses passagers perdent 1 action à chaque action de leur véhicule. »"""
    assert vehicle_actions_left(1) == 1
    assert passenger_actions(Fighter(), 1) == 1 and passenger_actions(Fighter(), 2) == 0


def test_boarding_costs_an_action_except_bykers_on_motorbikes(rules):
    """« Une figurine placée à moins de 5cm d'un véhicule peut en 1 action monter dedans »; P – BYKERS « Monter ou
    descendre de leur moto ne prend aucune action. »"""
    assert boarding_actions(Fighter(), "voiture") == 1
    assert boarding_actions(fighter_for("P", rules=rules), "moto") == 0
    assert boarding_actions(fighter_for("P", rules=rules), "voiture") == 1


def test_uturn(rules):
    """« met 1 action pour faire un demi-tour »; Bykers and Afros: « Chaque action de déplacement peut être précédée
    d'un demi-tour. »"""
    assert uturn_actions(Fighter(), before_move=True) == 1
    assert uturn_actions(fighter_for("Q", rules=rules), before_move=True) == 0
    assert uturn_actions(fighter_for("P", rules=rules), before_move=False) == 1


def test_motorbikes_do_not_ram():
    """« Un véhicule (sauf moto) qui percute ... une figurine finit son action au contact. »"""
    assert rams("voiture") and not rams("moto")
