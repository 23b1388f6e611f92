"""Gangster Paradise's pure rules: deliveries, recruitment and promotion, the executants' price, resale,
laundering, bonuses and salaries, each against the book's words."""

import pytest

from tabletop.games.gangster_paradise.clan import (RecruitError, after_recruit, delivery, executant_cost, is_complete,
                                                   member_count, recruit_problem)
from tabletop.games.gangster_paradise.money import (MoneyError, bonus, launder, laundering_capacity, least_laundering,
                                                    resale_value, salaries, salary_payment)
from tabletop.games.gangster_paradise.rules import ROLES, rules_from_settings

RULES = rules_from_settings()
START = {"soldat": 1, "commercant": 1}
FULL = {"soldat": 5, "commercant": 3, "capitaine": 3, "bras_droit": 1, "boss": 1}


def test_first_delivery_is_four_primary():
    """« au premier tour, chaque joueur prend : 2 cartes marchandises de sa production primaire allouées par son
    plateau et 2 autres allouées par son soldat, soit 4 cartes de sa production primaire »"""
    assert delivery("drogue", "bijoux", START, 0, False, RULES) == {"drogue": 4}


def test_pierre_two_soldiers_takes_six_bijoux():
    """« Pierre, en charge du clan Mutumbo, possède deux soldats. Il prendra donc lors de cette phase, 2 bijoux
    alloués par son plateau, 2 autres alloués par son soldat n°1 et 2 autres par son soldat n°2 »"""
    assert delivery("bijoux", "armes", {"soldat": 2, "commercant": 1}, 0, False, RULES) == {"bijoux": 6}


def test_camille_bras_droit_chooses_for_her_soldier():
    """« Camille … dont la production secondaire est la drogue, possède un soldat et un bras droit. Elle prendra 2
    armes allouées par son plateau, 2 drogues allouées par son bras droit et choisira entre 2 armes ou 2 drogues
    pour son soldat »"""
    camille = {"soldat": 1, "bras_droit": 1}
    assert delivery("armes", "drogue", camille, 0, False, RULES) == {"armes": 4, "drogue": 2}
    assert delivery("armes", "drogue", camille, 1, False, RULES) == {"armes": 2, "drogue": 4}


def test_soldiers_bring_primary_only_without_the_bras_droit():
    """« 2 « primaires » obligatoirement si le bras droit n'a pas été recruté »"""
    with pytest.raises(RecruitError, match="bras droit"):
        delivery("armes", "drogue", {"soldat": 2}, 1, False, RULES)
    with pytest.raises(RecruitError, match="the clan has 1"):
        delivery("armes", "drogue", {"soldat": 1, "bras_droit": 1}, 2, False, RULES)


def test_unpaid_salaries_cut_the_whole_delivery():
    """« si vous ne pouvez pas payer les salaires, alors vous n'obtiendrez pas de marchandises lors de la phase
    livraison du tour suivant »"""
    assert delivery("armes", "drogue", {"soldat": 3, "bras_droit": 1}, 0, True, RULES) == {}


@pytest.mark.parametrize("role, cost, salary", [
    ("soldat", 2, 1), ("commercant", 3, 2), ("capitaine", 3, 2), ("bras_droit", 4, 3), ("boss", 5, 4)])
def test_costs_and_salaries(role, cost, salary):
    """« Soldat : Coût : 2 marchandises identiques … Salaire : 1 billet blanc » and so on for each character"""
    assert RULES.members[role].cost == cost and RULES.members[role].salary == salary


def test_capitaine_promotes_a_soldier_and_needs_two():
    """« Le joueur peut promouvoir un soldat en capitaine s'il a deux soldats … enlève un soldat et place le
    capitaine associé. Il devra donc recruter un nouveau soldat avant de promouvoir un second capitaine »"""
    assert "needs 2 Soldat" in recruit_problem({"soldat": 1}, "capitaine", RULES)
    board = after_recruit({"soldat": 2, "commercant": 1}, "capitaine", RULES)
    assert board["soldat"] == 1 and board["capitaine"] == 1
    with pytest.raises(RecruitError, match="needs 2 Soldat"):
        after_recruit(board, "capitaine", RULES)


def test_bras_droit_needs_two_capitaines_and_promotes_one():
    """« le capitaine en bras droit s'il a deux capitaines »"""
    assert recruit_problem({"capitaine": 1}, "bras_droit", RULES)
    board = after_recruit({"capitaine": 2, "soldat": 1}, "bras_droit", RULES)
    assert board["capitaine"] == 1 and board["bras_droit"] == 1


def test_boss_needs_two_commercants_and_the_bras_droit():
    """« le commerçant en boss s'il a deux commerçants et le bras droit »"""
    assert "Bras droit" in recruit_problem({"commercant": 2}, "boss", RULES)
    assert "Commerçant" in recruit_problem({"commercant": 1, "bras_droit": 1}, "boss", RULES)
    board = after_recruit({"commercant": 2, "bras_droit": 1}, "boss", RULES)
    assert board["commercant"] == 1 and board["boss"] == 1 and board["bras_droit"] == 1


@pytest.mark.parametrize("role, cards", [("soldat", 5), ("commercant", 3), ("capitaine", 3), ("bras_droit", 1),
                                         ("boss", 1)])
def test_a_board_holds_thirteen_cards(role, cards):
    """« ses treize cartes personnages : 5 soldats, 3 capitaines, 3 commerçants, un bras droit et un boss »"""
    label = RULES.members[role].label
    assert recruit_problem({**FULL, role: cards}, role, RULES) == (
        f"the board's {cards} {label} cards are all recruited" if cards > 1 else
        f"the board's {label} card is already recruited")
    assert member_count(FULL) == 13


@pytest.mark.parametrize("capitaines, cost", [(0, 3), (1, 2), (2, 1), (3, 1)])
def test_executant_price_falls_with_capitaines(capitaines, cost):
    """« Exécutant : Coût : 3 marchandises identiques (2 marchandises si votre clan possède un capitaine, 1 seule
    s'il en possède 2) »; never under 1 (setting executant_min_cost)"""
    assert executant_cost({"capitaine": capitaines}, RULES) == cost


def test_resale_scale_and_its_continuation():
    """« 1 marchandise pour 5 billets rouges, 2 marchandises différentes pour 15, 3 différentes pour 35 etc... »"""
    assert [resale_value(k, RULES) for k in range(6)] == [0, 5, 15, 35, 75, 155]
    house = rules_from_settings({"resale_beyond_three": [60]})
    assert resale_value(4, house) == 60
    with pytest.raises(MoneyError, match="1 to 4"):
        resale_value(5, house)


def test_romain_launders_34_of_40_into_17():
    """« Romain possède 2 commerçants … Il peut donc blanchir jusqu'à 40 billets rouges. Il décide de blanchir 34
    billets rouges, qu'il remet dans la réserve avant de recevoir 17 billets blancs en retour »"""
    capacity = laundering_capacity({"commercant": 2}, RULES)
    result = launder(34, capacity, RULES)
    assert (capacity, result.red_laundered, result.white, result.red_kept) == (40, 34, 17, 0)


def test_laundering_limits_and_the_odd_note():
    """« limité à 20 billets rouges par commerçant et 60 pour le boss »; « 2 billets rouges deviennent 1 billet
    blanc »: an odd note stays red"""
    assert laundering_capacity({"commercant": 1, "boss": 1}, RULES) == 80
    assert launder(21, 40, RULES).red_kept == 1
    with pytest.raises(MoneyError, match="capacity of 40"):
        launder(41, 40, RULES)


def test_salaries_and_the_payment_when_short():
    """« chaque joueur doit payer en billets blancs les membres du clan selon le coût indiqué »"""
    assert salaries(START, RULES) == 3 and salaries(FULL, RULES) == 5 + 6 + 6 + 3 + 4
    assert salary_payment(3, 3, RULES) == (3, False)
    assert RULES.unpaid_salaries == "must_pay"  # « doit payer »: the default reading
    assert salary_payment(2, 3, RULES) == (2, True)
    assert salary_payment(2, 3, rules_from_settings({"unpaid_salaries": "pay_all_white"})) == (2, True)
    assert salary_payment(2, 3, rules_from_settings({"unpaid_salaries": "all_or_nothing"})) == (0, True)


def test_must_pay_asks_for_the_laundering_the_salaries_need():
    """« chaque joueur doit payer en billets blancs les membres du clan »: under must_pay a clan short of white
    launders what its salaries still need, as far as its red and its capacity allow."""
    assert least_laundering(3, 20, 20, 4, RULES) == 2  # 1 white short: 2 red
    assert least_laundering(0, 5, 20, 4, RULES) == 4  # short of red: what it can, the odd note stays
    assert least_laundering(0, 100, 20, 40, RULES) == 20  # capped by the capacity
    assert least_laundering(5, 20, 20, 4, RULES) == 0  # enough white already
    free = rules_from_settings({"unpaid_salaries": "pay_all_white"})
    assert least_laundering(0, 20, 20, 4, free) == 0


def test_bonuses_boss_and_complete_clan():
    """« Avoir son clan complet … rapporte au joueur 10 billets blancs par tour » and « recruter son boss rapporte
    au joueur 5 billets blancs par tour »"""
    boss_only = {"soldat": 1, "commercant": 1, "bras_droit": 1, "boss": 1}
    assert bonus(START, RULES) == 0 and bonus(boss_only, RULES) == 5
    assert is_complete(FULL, RULES) and bonus(FULL, RULES) == 15
    assert not is_complete({**FULL, "soldat": 4}, RULES)
    one_each = rules_from_settings({"complete_clan": "one_of_each"})
    assert bonus({"soldat": 1, "commercant": 1, "capitaine": 1, "bras_droit": 1, "boss": 1}, one_each) == 15
    assert bonus(FULL, rules_from_settings({"complete_bonus_with_boss": False})) == 10


def test_the_recruitments_listed_write_no_refusal(monkeypatch):
    """Whether each role may join is asked at every listing of the recruitment's events: answered without writing
    the refusal (a twentieth of a play), and always as ``recruit_problem`` says."""
    from tabletop.games.gangster_paradise import clan
    from tabletop.games.gangster_paradise.clan import may_recruit

    boards = [{}, {"soldat": 1}, {"soldat": 2}, {**FULL}, {"commercant": 2}, {"commercant": 1, "bras_droit": 1},
              {"capitaine": 1}, {"soldat": 5, "capitaine": 2, "commercant": 2, "bras_droit": 1}]
    for members in boards:
        for role in [*ROLES, "nobody"]:
            assert may_recruit(members, role, RULES) == (recruit_problem(members, role, RULES) is None)
    written = []
    monkeypatch.setattr(clan, "say", lambda *args, **kwargs: written.append(args) or "")
    assert [may_recruit(members, role, RULES) for members in boards for role in ROLES].count(False) > 5
    assert written == []
