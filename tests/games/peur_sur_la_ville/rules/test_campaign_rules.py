"""7) LA CAMPAGNE, LA GARDE NATIONALE, LE PARRAIN, LES PASSANTS — one test per clause."""

import pytest

from tabletop.games.peur_sur_la_ville.campaign import (bavures, duel_odds, gang_resources, garde_nationale_intervenes,
                                                     godfather, guard_fires_at, guardsman, investment_cost,
                                                     reputation_change, starting_reputation, turn_income,
                                                     wounds_after_campaign_turn)
from tabletop.games.peur_sur_la_ville.rules import (PeurError, civilian_move_cm, demonstrators_react, plan_shot)


def test_robbery_income():
    """« aller braquer la Banque (5 Bitcoins) ou les Commerces (2 Bitcoins), ou dépouiller les passants (1 Bitcoin) »"""
    assert turn_income("C", {"bank": 1, "shop": 2, "passer_by": 3}).total == 12


def test_law_enforcement_income():
    """« Les forces de l'ordre récupèrent des revenus ... (2 Bitcoins) ... (1 Bitcoin) ... 1 Bitcoin »; « pour chaque
    arrestation d'un membre d'un gang, Milice, Police et SWAT gagnent 1 Bitcoin »"""
    assert turn_income("B", {"crime_prevented": 1, "shop_racket": 1, "own_casualty": 2, "arrest": 1}).total == 6
    assert turn_income("D", {"arrest": 2}).total == 2
    with pytest.raises(PeurError, match=r"^the Junkies do not earn this income \(« mais aussi en rackettant"):
        turn_income("C", {"shop_racket": 1})


def test_ritals_income_and_reputation():
    """N – RITALS: « le bénéfice de chaque tour est augmenté de +2 Bitcoins. Le gang débute avec une Réputation =
    1. »"""
    assert turn_income("N", {}).total == 2 and starting_reputation("N") == 1 and starting_reputation("C") == 0


def test_trafiquants_trucks():
    """J – TRAFIQUANTS: « Pour chaque camion qui traverse la table ... la bande gagne 2 bitcoins. »"""
    assert turn_income("J", {"truck_crossed": 2}).total == 4


def test_labo_resource():
    """« Labo = rapporte un bénéfice supplémentaire de 2 Bitcoins à chaque tour »"""
    assert turn_income("C", {}, ["labo"]).total == 2


def test_investments():
    """« Enrôler ... 2 Bitcoins »; « prime de 5 Bitcoins »; « RESSOURCE » au prix de 5 Bitcoins »"""
    assert investment_cost("recruit", 3) == 6 and investment_cost("leader_replacement") == 5
    assert investment_cost("resource") == 5 and investment_cost("hospital_bribe") == 2


def test_resources_once_each():
    """« 1 « RESSOURCE » parmi la liste suivante (1 seule de chaque) »; Ritals « automatiquement « corruption » et
    « sentinelle » »"""
    assert gang_resources("N", ["labo"]) == ["corruption", "sentinelle", "labo"]
    with pytest.raises(PeurError, match=r"^the resource « Corruption » is held already \(« 1 seule de chaque »\)$"):
        gang_resources("N", ["corruption"])


def test_reputation():
    """« +1/+2/+3 point par contrat finalisé, -2 point si elle a perdu son QG, +1 point pour chaque QG d'un autre
    gang pris d'assaut »"""
    assert reputation_change([1, 3], lost_hq=True, hqs_taken=2) == 4
    with pytest.raises(PeurError):
        reputation_change([4])


def test_bavures_and_the_buzz():
    """« Chaque bande commet 1 BAVURE pour chacun des actes suivants »; journalists at 30 cm: « compte pour 2
    BAVURES »; « Corruption = Annule 1 BAVURE à chaque tour »"""
    assert bavures({"civilian_killed": 2, "rocket_fired": 1}) == 3
    assert bavures({}, {"mayor_killed": 1}) == 2
    assert bavures({"shots_in_church": 1}, resources=["corruption"]) == 0


def test_garde_nationale():
    """« Si à la fin d'un tour de campagne il y a eu plus de BAVURES qu'il y a de bandes, la Garde Nationale
    intervient. »"""
    assert garde_nationale_intervenes(5, 4) and not garde_nationale_intervenes(4, 4)


def test_wounded_between_turns():
    """BLESSÉS: KO wounded « ne sont récupérés en parfaite santé que si le joueur dispose d'un Hôpital ... sinon ils
    entrent en jeu avec 1 Blessure définitive »; « Les Forces de l'Ordre peuvent toujours être soignées »."""
    assert wounds_after_campaign_turn("C", 3, hospital=False) == 1
    assert wounds_after_campaign_turn("C", 3, hospital=True) == 0
    assert wounds_after_campaign_turn("A", 4, hospital=False) == 0
    assert wounds_after_campaign_turn("C", 2, hospital=False) == 0


def test_godfather_and_duel():
    """LE PARRAIN: the highest reputation with a living leader; « En cas d'égalité, les Leaders vont s'opposer dans
    un duel »."""
    assert godfather({"A": 5, "C": 3}, {"A": True, "C": True}).winner == "A"
    assert godfather({"A": 5, "C": 3}, {"A": False, "C": True}).winner == "C"
    assert godfather({"A": 4, "C": 4}, {"A": True, "C": True}).duel == ("A", "C")


@pytest.mark.parametrize("kind,shots,cm", [("employee", True, 0), ("passer_by", False, 0), ("passer_by", True, 30),
                                          ("demonstrators", False, 15), ("car", False, 20), ("journalist", True, 15)])
def test_civilians_end_of_turn(kind, shots, cm):
    """LES PASSANTS: employees stay; passers-by « s'éloignent de 30cm » after shots; demonstrators 15 cm; cars
    20 cm; journalists 15 cm toward the shots."""
    assert civilian_move_cm(kind, shots) == cm


def test_demonstrators_react_to_close_shots_only():
    """« si un tir à lieu à 15cm, ils attaquent les fautifs ... Si des tirs plus éloignés ont lieu, ils n'en
    tiennent pas compte. »"""
    assert demonstrators_react(False, 12) and not demonstrators_react(False, 20) and demonstrators_react(True, None)


def test_garde_nationale_soldiers():
    """« L'équipement standard est un fusil ou un fusil mitrailleur ... Ils ne tirent jamais en rafale. Chaque soldat
    est équipé d'un masque à gaz et d'un Gilet pare-balles »; « toute figurine armée SAUF la Police et le SWAT »."""
    soldier = guardsman("fusil-mitrailleur")
    assert soldier.vest and soldier.gas_mask and plan_shot("fusil-mitrailleur", 10, soldier).dice == 2
    with pytest.raises(PeurError, match="never fires a burst"):
        plan_shot("fusil-mitrailleur", 10, soldier, burst=True)
    with pytest.raises(PeurError, match="Garde Nationale carries"):
        guardsman("arc")
    assert guard_fires_at("C", armed=True) and not guard_fires_at("B", armed=True)
    assert not guard_fires_at("C", armed=False)


def test_parrain_duel_odds():
    """« les Leaders vont s'opposer dans un duel à mort avec chacun 1 pistolet à courte portée, sans Gilet
    Pare-balles, et à découvert »"""
    odds = duel_odds()
    assert odds.dice == 2 and odds.wounds[0] == pytest.approx(4 / 9)
