"""« 7) LA CAMPAGNE » clause by clause, as the campaign book applies it to a gang's accounts between games."""

from __future__ import annotations

import random

import pytest

from tabletop import i18n
from tabletop.games.peur_sur_la_ville.campaign.accounts import vehicle_field
from tabletop.games.peur_sur_la_ville.campaign.contracts import deal_contracts, hand_size, meetings
from tabletop.games.peur_sur_la_ville.campaign.settings import load_book_rules
from tabletop.games.peur_sur_la_ville.campaign.standings import duel_round, parrain, show_document, standings
from tabletop.games.peur_sur_la_ville.rules import Dice, PeurError

from tests.games.peur_sur_la_ville.campaign.helpers import fresh, reasons, turn


def test_a_gang_starts_with_its_leftovers_reputation_free_resources_and_hq():
    """« Chaque bande dispose d'un QG et d'1 VIDEUR »; N – RITALS « Le gang débute avec une Réputation = 1 »; the
    free resources of Ritals (Corruption, Sentinelle), Afros (Informateur) and Psychopathes (Bizness)."""
    view, accounts = fresh("A", "N", "Q", "R")
    shown = show_document(view)["gangs"]
    assert shown["A"] == {"bitcoins": 15, "reputation": 0, "resources": [], "figures": 10}
    assert shown["N"] == {"bitcoins": 10, "reputation": 1, "resources": ["corruption", "sentinelle"], "figures": 10}
    assert shown["Q"]["resources"] == ["informateur"] and shown["R"]["resources"] == ["bizness"]
    assert all(accounts.value(g, "hq") == 1 for g in "ANQR")
    assert view.gangs["A"].alive_with("leader")[0].id == "A1"


def test_income_adds_the_labo_and_the_gangs_bonus():
    """« BANQUE ... 5 Bitcoins », « COMMERCES ... 2 Bitcoins », « dépouiller les passants (1 Bitcoin) »; « Labo =
    rapporte un bénéfice supplémentaire de 2 Bitcoins à chaque tour »; Ritals « le bénéfice de chaque tour est
    augmenté de +2 Bitcoins »."""
    view, _ = fresh("C", "N")
    view, _ = turn(view, {"C": {"investments": [{"kind": "resource", "resource": "labo"}]}})
    assert view.gangs["C"].bitcoins == 5 and view.gangs["N"].bitcoins == 12
    view, planned = turn(view, {"C": {"income": {"bank": 1, "shop": 2, "passer_by": 3}}, "N": {}})
    assert view.gangs["C"].bitcoins == 5 + 12 + 2 and view.gangs["N"].bitcoins == 14
    assert any("Labo" in r or "bénéfice supplémentaire" in r for r in reasons(planned, "C", "bitcoins"))


def test_a_gang_earns_only_its_own_kind_of_income():
    """« Les forces de l'ordre récupèrent des revenus ... en rackettant les Commerces (1 Bitcoin) »: Junkies do not."""
    view, _ = fresh("C")
    with pytest.raises(PeurError, match=r"^C: the incomes: Junkies do not earn"):
        turn(view, {"C": {"income": {"shop_racket": 1}}})


def test_reputation_from_contracts_and_hqs_never_below_the_floor():
    """« +1/+2/+3 point par contrat finalisé, -2 point si elle a perdu son QG, +1 point pour chaque QG d'un autre
    gang pris d'assaut »; the floor (0) is a reading: the rulebook never says a reputation goes negative."""
    view, _ = fresh("C", "F")
    view, _ = turn(view, {"C": {"contracts": [3, {"title": "Coup", "reputation": 1, "bitcoins": 2}], "hqs_taken": 1},
                          "F": {"lost_hq": True}})
    assert (view.gangs["C"].reputation, view.gangs["C"].bitcoins) == (5, 12)
    assert view.gangs["F"].reputation == 0
    view, _ = fresh("F", house_rules={"reputation_floor": -10})
    view, _ = turn(view, {"F": {"lost_hq": True}})
    assert view.gangs["F"].reputation == -2


def test_bavures_after_corruption_bring_and_withdraw_the_garde_nationale():
    """« Corruption = Annule 1 BAVURE à chaque tour »; « Si à la fin d'un tour de campagne il y a eu plus de BAVURES
    qu'il y a de bandes, la Garde Nationale intervient »; « Il peut y avoir plusieurs barrages »; « Si durant 1 Tour
    de Campagne aucune bavure n'a été commise, la Garde Nationale se retire »."""
    view, _ = fresh("C", "N")
    view, _ = turn(view, {"C": {"bavures": {"civilian_killed": 1}}, "N": {"bavures": {"rocket_fired": 2}}})
    assert (view.bavures, view.garde_nationale) == (2, False)  # 1 + (2 - 1 cancelled): not more than 2 gangs
    view, _ = turn(view, {"C": {"bavures_with_journalists": {"mayor_killed": 1}}, "N": {}})
    assert (view.bavures, view.checkpoints) == (2, 0)  # the buzz: 2 bavures, still not more than the gangs
    view, _ = turn(view, {"C": {"bavures_with_journalists": {"mayor_killed": 1}, "bavures": {"rocket_fired": 1}}})
    assert (view.bavures, view.checkpoints) == (3, 1)
    view, _ = turn(view, {"C": {"bavures": {"civilian_killed": 3}}})
    assert view.checkpoints == 2
    view, _ = turn(view, {"N": {"bavures": {"civilian_killed": 1}}})  # cancelled by Corruption: none committed
    assert (view.bavures, view.checkpoints, view.garde_nationale) == (0, 0, False)
    assert view.gangs["C"].bavures == 1 + 2 + 3 + 3


@pytest.mark.parametrize("letter, extra, permanent", [
    ("C", {}, 1), ("C", {"city_hospital": True}, 0), ("A", {}, 0), ("K", {}, 0),
])
def test_the_ko_with_three_wounds_keep_one_unless_cared_for(letter, extra, permanent):
    """« Les blessés mis KO avec 3 Blessures ou plus ne sont récupérés en parfaite santé que si le joueur dispose
    d'un Hôpital de fortune ou contrôle l'Hôpital de la ville, sinon ils entrent en jeu avec 1 Blessure définitive
    ... Les autres blessés sont guéris. Les Forces de l'Ordre peuvent toujours être soignées dans l'Hôpital. »"""
    view, _ = fresh(letter)
    view, _ = turn(view, {letter: {"wounded": {f"{letter}3": 3, f"{letter}4": 2}, **extra}})
    assert view.gangs[letter].figure(f"{letter}3").wounds == permanent
    assert view.gangs[letter].figure(f"{letter}4").wounds == 0


def test_a_figure_plays_with_one_permanent_wound_at_most():
    """« sinon ils entrent en jeu avec 1 Blessure définitive »: read literally, a second KO without a hospital
    adds no second wound (campaign_book.toml permanent_wounds_cap, 1); a house rule lets them add up."""
    view, _ = fresh("C")
    for _turn in range(2):
        view, _ = turn(view, {"C": {"wounded": {"C3": 3}}})
    assert view.gangs["C"].figure("C3").wounds == 1
    view, _ = fresh("C", house_rules={"permanent_wounds_cap": 2})
    for _turn in range(3):
        view, _ = turn(view, {"C": {"wounded": {"C3": 3}}})
    assert view.gangs["C"].figure("C3").wounds == 2


def test_a_field_hospital_or_a_bribed_doctor_heals_the_ko():
    """« Hôpital = à la fin d'un tour de campagne, les blessés graves sont récupérés »; « graisser la patte d'un
    médecin de l'hôpital qui vous soignera 1 blessé contre 2 Bitcoins »."""
    view, _ = fresh("C", "F")
    view, _ = turn(view, {"C": {"investments": [{"kind": "resource", "resource": "hopital"}]}})
    view, _ = turn(view, {"C": {"wounded": {"C2": 4}},
                          "F": {"wounded": {"F2": 3, "F3": 3}, "investments": [{"kind": "hospital_bribe",
                                                                               "figure": "F2"}]}})
    assert view.gangs["C"].figure("C2").wounds == 0
    assert (view.gangs["F"].figure("F2").wounds, view.gangs["F"].figure("F3").wounds) == (0, 1)
    assert view.gangs["F"].bitcoins == 8
    with pytest.raises(PeurError, match=r"^F: the investments: Skin 4 of the Skins needs no bribed doctor"):
        turn(view, {"F": {"wounded": {"F4": 2}, "investments": [{"kind": "hospital_bribe", "figure": "F4"}]}})


def test_the_dead_leave_and_a_lieutenant_replaces_the_leader():
    """« Si le Leader/officier a été tué, le Lieutenant/sous-off peut le remplacer. Il s'octroie une prime de 5
    Bitcoins. »; « Celui qui a une Réputation plus élevée ... et si son LEADER/OFFICIER est en vie, devient
    PARRAIN »."""
    view, _ = fresh("C", "F")
    view, _ = turn(view, {"C": {"dead": ["C1"], "contracts": [3]}, "F": {"contracts": [1]}})
    assert len(view.gangs["C"].alive) == 9 and not view.gangs["C"].leader_alive
    assert parrain(view).winner == "F"
    with pytest.raises(PeurError, match=r"^F: investment 1: the leader is alive"):
        turn(view, {"F": {"investments": [{"kind": "leader_replacement"}]}})
    view, _ = turn(view, {"C": {"investments": [{"kind": "leader_replacement"}]}})
    assert view.gangs["C"].alive_with("leader")[0].id == "C2" and view.gangs["C"].bitcoins == 5
    assert parrain(view).winner == "C"
    with pytest.raises(PeurError, match=r"^C: dead figure 1: Leader 1 of the Junkies is dead already"):
        turn(view, {"C": {"dead": ["C1"]}})


def test_a_new_chief_only_when_every_chief_is_out():
    """« Si tous les « chefs » sont hors de combat, un nouveau doit être nommé avec le titre de « Sous-off » ou
    « Lieutenant ». Une prime de risque de 2 Bitcoins lui est donné. »"""
    view, _ = fresh("C")
    with pytest.raises(PeurError, match=r"^C: investment 1: a chief is still alive"):
        turn(view, {"C": {"investments": [{"kind": "new_chief", "figure": "C5"}]}})
    view, _ = turn(view, {"C": {"dead": ["C1", "C2"], "investments": [{"kind": "new_chief", "figure": "C5"}]}})
    assert view.gangs["C"].alive_with("lieutenant")[0].id == "C5" and view.gangs["C"].bitcoins == 8


def test_recruits_have_the_base_profile():
    """« Enrôler d'autres membres du gang (profil de base) avec une prime de 2 Bitcoins. »"""
    view, _ = fresh("L")
    view, _ = turn(view, {"L": {"investments": [{"kind": "recruit", "count": 2}]}})
    recruit = view.gangs["L"].figure("L12")
    assert recruit.alive and recruit.role == "member" and view.gangs["L"].bitcoins == 6
    assert {"masque-a-gaz", "cocktail-molotov"} <= set(recruit.equipment)


def test_equipment_at_its_price_checked_by_the_roster_rules():
    """« Acheter du matériel pour les membres du gang au prix indiqué »; Police: « pas d'arme de combat »."""
    view, _ = fresh("A")
    view, _ = turn(view, {"A": {"investments": [{"kind": "equipment", "item": "gilet", "figure": "A3"},
                                                {"kind": "equipment", "item": "moto"}]}})
    assert view.gangs["A"].figure("A3").equipment["gilet"] == 1 and view.gangs["A"].vehicles["moto"] == 1
    assert view.gangs["A"].bitcoins == 13
    with pytest.raises(PeurError, match=r"^A: investment 1: Flic 3 of the Police has hache: « Ils ne peuvent pas"):
        turn(view, {"A": {"investments": [{"kind": "equipment", "item": "arme-de-combat", "figure": "A3",
                                           "weapon": "hache"}]}})


def test_one_resource_a_turn_once_each_and_the_treasury_never_below_zero():
    """« Investir dans une seule « RESSOURCE » au prix de 5 Bitcoins »; « (1 seule de chaque) »."""
    view, _ = fresh("N")
    cases = [
        ([{"kind": "resource", "resource": "corruption"}], r"^N: the resource investment 1 buys: the resource "
                                                          r"'corruption' is held already"),
        ([{"kind": "resource", "resource": "labo"}, {"kind": "resource", "resource": "videur"}],
         r"^N: investment 2: one resource a turn"),
        ([{"kind": "recruit", "count": 7}], r"^N: investment 1: costs 14 bitcoins but the treasury holds 12"),
        ([{"kind": "resource", "resource": "yacht"}], r"^N: the resource investment 1 buys: unknown resource 'yacht'"),
    ]
    for investments, message in cases:
        with pytest.raises(PeurError, match=message):
            turn(view, {"N": {"investments": investments}})
    view, _ = turn(view, {"N": {"investments": [{"kind": "resource", "resource": "labo"}]}})
    with pytest.raises(PeurError, match=r"'labo' is held already"):
        turn(view, {"N": {"investments": [{"kind": "resource", "resource": "labo"}]}})


def test_results_name_the_gang_and_the_field():
    """A results file naming an unknown key is refused whole, in one line naming the gang and the field in words."""
    view, _ = fresh("C", "F")
    cases = [
        ({"C": {"income": {"bnk": 1}}}, r"^C: the income « bnk »: no income is called 'bnk'; the incomes are "),
        ({"C": {"loot": 1}}, r"^C: loot: unknown key"),
        ({"F": {"bavures": {"civilian_killed": -1}}}, r"^F: the bavure « civilian_killed »: expected a whole number"),
        ({"F": {"investments": [{"kind": "bribe"}]}}, r"^F: the kind of investment 1: unknown investment"),
        ({"F": {"investments": [{"kind": "recruit"}]}}, r"^F: the members investment 1 recruits: a recruit needs its count"),
        ({"F": {"contracts": [4]}}, r"^F: the reputation completed contract 1 brings: a contract is worth 1, 2, 3 points"),
        ({"F": {"wounded": {"C2": 3}}}, r"^F: the wounds of C2: C2 is not a figure of gang F"),
        ({"Z": {}}, r"^Z: not a gang of this campaign"),
    ]
    for gangs, message in cases:
        with pytest.raises(PeurError, match=message):
            turn(view, gangs)


def test_a_vehicle_bought_is_the_gangs_by_its_name():
    """Issue 38 §2: a vehicle's ledger line names the gang with its article (« pour la Police »), not its letter."""
    view, _ = fresh("A")
    bought = {"A": {"investments": [{"kind": "equipment", "item": "moto"}]}}
    _, planned = turn(view, bought)
    assert reasons(planned, "A", vehicle_field("moto"))[0].endswith("for the Police: « Acheter du matériel pour les "
                                                                      "membres du gang au prix indiqué. »")
    i18n.set_language("fr")
    try:
        _, planned = turn(view, bought)
    finally:
        i18n.set_language(None)
    reason = reasons(planned, "A", vehicle_field("moto"))[0]
    assert " pour la Police\u00a0: «" in reason and " pour A\u00a0:" not in reason


def test_results_name_the_field_in_french():
    """Issue 38 §2: the field refused is said in the referee's words, not as the file's dotted path."""
    view, _ = fresh("C", "F")
    cases = [
        ({"F": {"investments": [{"kind": "recruit"}]}}, "F\u00a0: les membres que recrute l'investissement 1\u00a0: "),
        ({"F": {"wounded": {"F2": 3}, "dead": ["F2"]}}, "F\u00a0: les blessures de Lieutenant des Skins\u00a0: "),
        ({"C": {"investments": [{"kind": "equipment", "item": "yacht"}]}}, "C\u00a0: ce qu'achète l'investissement 1\u00a0: "),
        ({"C": {"income": {"bnk": 1}}},
         "C\u00a0: le revenu «\u00a0bnk\u00a0»\u00a0: aucun revenu ne s'appelle «\u00a0bnk\u00a0»\u00a0; "
         "les revenus sont "),
        ({"F": {"bavures": {"massacre": 1}}},
         "F\u00a0: la bavure «\u00a0massacre\u00a0»\u00a0: aucune bavure ne s'appelle «\u00a0massacre\u00a0»\u00a0; "
         "les bavures sont "),
    ]
    police, _ = fresh("A")
    i18n.set_language("fr")
    try:
        # the roster rules' refusal names the figure as the game does, not by its number among the living
        with pytest.raises(PeurError, match="^A\u00a0: l'investissement 1\u00a0: Flic 3 de la Police a hache\u00a0: "):
            turn(police, {"A": {"investments": [{"kind": "equipment", "item": "arme-de-combat", "figure": "A3",
                                                 "weapon": "hache"}]}})
    finally:
        i18n.set_language(None)
    i18n.set_language("fr")
    try:
        for gangs, start in cases:
            with pytest.raises(PeurError) as refused:
                turn(view, gangs)
            said = str(refused.value)
            assert said.startswith(start) and "investments[" not in said and "introuvable" not in said, said
    finally:
        i18n.set_language(None)


def test_contracts_informateur_and_bizness():
    """« Les bandes reçoivent 1 carte « Affaire en cours » »; « Informateur (prendre 2 cartes ... pour en choisir
    1) »; « Bizness (2 cartes « Affaire en cours ») »."""
    book_rules = load_book_rules()
    assert hand_size([], book_rules) == (1, 1)
    assert hand_size(["informateur"], book_rules) == (2, 1)
    assert hand_size(["bizness"], book_rules) == (2, 2)
    hands = deal_contracts({"C": [], "Q": ["informateur"], "R": ["bizness"]}, book_rules, random.Random(3))
    assert [len(h.cards) for h in hands.values()] == [1, 2, 2] and hands["Q"].keep == 1
    assert meetings({"C": "bank-job", "Q": "church", "R": "bank-job"}) == {"bank-job": ["C", "R"],
                                                                           "church": ["Q"]}


def test_a_tie_is_settled_by_the_duel():
    """« En cas d'égalité, les Leaders vont s'opposer dans un duel à mort avec chacun 1 pistolet à courte portée,
    sans Gilet Pare-balles, et à découvert. Celui qui survit devient le Parrain. »"""
    view, _ = fresh("C", "F")
    view, _ = turn(view, {"C": {"contracts": [2]}, "F": {"contracts": [2]}})
    assert (parrain(view).winner, parrain(view).duel) == (None, ("C", "F"))
    assert [s.letter for s in standings(view)] == ["C", "F"]
    book_rules = load_book_rules()
    first = duel_round({"C": 0, "F": 0}, Dice.seeded(1), book_rules)
    assert len(first.shots) == 2 and all(s.shooter != s.target for s in first.shots)
    wounds = {"C": 0, "F": 2}
    for seed in range(200):
        result = duel_round(wounds, Dice.seeded(seed), book_rules)
        if result.over:
            break
    assert result.over and result.winner in ("C", "F", None)
    assert duel_round({"C": 3, "F": 0}, Dice.seeded(0), book_rules).shots == ()
