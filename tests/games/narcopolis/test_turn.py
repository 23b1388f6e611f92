"""A turn's prices and limits: income first, one action per category (develop ×2, jobs ×3, humiliation ×2),
money never below zero, the map's limits, prison and « Corruption Juge »."""

import pytest

from tabletop import i18n

from tabletop.games.interface import GameError, PlaySetup
from tabletop.games.narcopolis.actions import gap_ok
from tabletop.games.narcopolis.fight import take_over
from tabletop.games.narcopolis.state import Quartier
from tabletop.games.session import PlaySession

from tests.games.narcopolis.helpers import (GAME, booki_attacks_killah, combat, new_play, open_round, pass_turns, play,
                                            player, state, turn)


def started(players=("Ana", "Bob", "Cy")):
    session = new_play(players)
    open_round(session)
    return session


def test_set_up_and_the_starting_advantages():
    """« 2 cartes Influence, 6M$, 2 cartes Job » and « Booki : 1 carte Job, Busta : 2 cartes Influence dont une
    bombe, Furi : 2 Business, Killah : 8M$, Miss T : 1 point de Réputation »; four businesses in the zone."""
    session = new_play(("A", "B", "C", "D", "E"), characters={"A": "booki", "B": "busta", "C": "furi",
                                                              "D": "killah", "E": "Miss T"})
    players = state(session)["players"]
    assert [players[n]["jobs"] for n in "ABCDE"] == [3, 2, 2, 2, 2]
    assert [players[n]["influence"] for n in "ABCDE"] == [2, 4, 2, 2, 2]
    assert [players[n]["money"] for n in "ABCDE"] == [6, 6, 6, 14, 6]
    assert [players[n]["reputation"] for n in "ABCDE"] == [5, 5, 5, 5, 6]
    assert [players[n]["businesses"] for n in "ABCDE"] == [4, 4, 4, 4, 4]
    assert players["C"]["starting_businesses_to_place"] == 2  # Furi's « 2 Business », placed at the table
    assert players["C"]["quartiers"] == ["CP1"] and players["A"]["pawn"] == "NB1"
    assert state(session)["bank"] == 400 - 38


def test_income_comes_first_and_once():
    """« À chaque tour de jeu, tu commences par prendre tes recettes ! »"""
    session = started()
    assert session.legal_events() == [{"type": "income"}]
    with pytest.raises(GameError, match="income first"):
        session.apply({"type": "buy_influence"})
    session.apply({"type": "income"})
    assert player(session, "Ana")["money"] == 14  # 6 + armes 2 + bordels 2 + casinos 2 + drogues 2
    with pytest.raises(GameError, match="already took"):
        session.apply({"type": "income"})


def test_the_rente_is_paid_at_one_reputation():
    """« Si tu es à 1 point de Réputation tu gagnes une rente de 10M$ par tour, payée par la banque »."""
    session = started()
    play(session, {"type": "reputation", "player": "Ana", "delta": -4}, {"type": "income"})
    assert player(session, "Ana")["reputation"] == 1 and player(session, "Ana")["money"] == 24


def test_attack_costs_3_per_business_and_not_onto_a_pawn():
    """« si ton adversaire a un pion Casinos et un pion Drogues, tu devras payer 6M$ à la banque »; moves are
    free « à condition qu'il ne soit pas occupé par le pion personnage d'un adversaire »."""
    session = started()
    turn(session)  # Ana: 14
    turn(session, {"type": "implant", "quartier": "EI2", "kinds": ["casinos"]},
         {"type": "develop", "quartier": "EI2", "kind": "drogues"})  # Bob: 14 - 5 - 3 = 6, pawn on EI2
    assert player(session, "Bob")["money"] == 6 and state(session)["map"]["EI2"]["kinds"] == ["casinos", "drogues"]
    turn(session)
    open_round(session)
    session.apply({"type": "income"})
    with pytest.raises(GameError, match="cannot reach EI2"):
        session.apply({"type": "attack", "quartier": "EI2"})
    play(session, {"type": "end_turn"})
    turn(session, {"type": "move", "to": "EI3"})
    turn(session)
    open_round(session)
    session.apply({"type": "income"})  # Ana: 22 + 8 = 30
    session.apply({"type": "attack", "quartier": "EI2"})
    assert player(session, "Ana")["money"] == 24 and player(session, "Ana")["pawn"] == "EI2"
    assert session.waits_on_chance() and session.to_move() == "Ana"  # her own dice: her move


def test_combat_in_play_booki_against_killah():
    """The book's exchange played at the table: Killah says « tu bluffes » on 621 and wins; nothing moves."""
    session = new_play(("Booki", "Killah"), variant="classic",
                       characters={"Booki": "booki", "Killah": "killah"})
    open_round(session)
    turn(session)
    turn(session, {"type": "move", "to": "MH2"})
    open_round(session)
    play(session, {"type": "income"}, {"type": "attack", "quartier": "MH1"})
    assert player(session, "Booki")["money"] == 22 - 12
    combat(session, ([4, 2, 1], 531), ([5, 4, 4], 544), ([5, 4, 1], 621))
    assert session.to_move() == "Killah"
    session.apply({"type": "call"})
    assert session.state.phase == "turn" and state(session)["map"]["MH1"]["owner"] == "Killah"
    assert "a bluff, Killah wins" in session.log_lines[-1]


def test_a_true_announcement_takes_the_quartier():
    """« le défenseur repose les pions Business du quartier sur son tableau des gains et l'attaquant fait
    exactement l'inverse »."""
    session = booki_attacks_killah()
    combat(session, ([6, 3, 2], 632))
    session.apply({"type": "call"})
    after = state(session)
    assert after["map"]["MH1"] == {"owner": "Booki", "kinds": ["armes", "bordels", "casinos", "drogues"],
                                   "blocked": False}
    assert after["players"]["Killah"]["board"] == {"armes": 6, "bordels": 6, "casinos": 6, "drogues": 6}
    assert after["players"]["Booki"]["board"] == {"armes": 4, "bordels": 4, "casinos": 4, "drogues": 4}


def test_real_dice_are_typed_only_at_the_check():
    """« Tends lui le gobelet pour qu'il vérifie »: with real dice nothing is typed until the call."""
    session = booki_attacks_killah()
    play(session, {"type": "roll", "dice": None}, {"type": "announce", "value": 555}, {"type": "call"})
    assert session.to_move() == "Booki" and len(session.legal_events()) == 56  # the cup lifted: not chance
    assert session.game.chance(session.state) is None
    session.apply({"type": "reveal", "dice": [5, 5, 5]})
    assert state(session)["map"]["MH1"]["owner"] == "Booki"


def test_after_666_the_only_answer_is_the_call():
    """« 111 est le score le plus petit et 666 le plus élevé »: nothing can be announced above 666."""
    session = booki_attacks_killah()
    combat(session, ([1, 1, 1], 666))
    assert session.legal_events() == [{"type": "call"}]
    with pytest.raises(GameError):
        session.apply({"type": "take"})
    with pytest.raises(GameError, match="not expected"):
        session.apply({"type": "announce", "value": 665})


def test_implant_5_develop_3_twice_at_most_one_of_each_kind():
    """« Implanter : 5M$ », « Développer … 3M$ par Business (jusqu'à 2max/tour) », « tu ne peux pas avoir deux
    pions Casinos sur un même quartier », « La prison ne peut pas être exploitée »."""
    session = started()
    session.apply({"type": "income"})  # 16
    with pytest.raises(GameError, match="does not exploit EI1"):
        session.apply({"type": "develop", "quartier": "EI1", "kind": "armes"})
    with pytest.raises(GameError, match="already has an armes business"):
        session.apply({"type": "develop", "quartier": "NB1", "kind": "armes"})
    with pytest.raises(GameError, match="no quartier 'prison'"):
        session.apply({"type": "implant", "quartier": "prison", "kinds": ["armes"]})
    with pytest.raises(GameError, match="1 business"):
        session.apply({"type": "implant", "quartier": "NB2", "kinds": ["armes", "casinos"]})
    play(session, {"type": "implant", "quartier": "NB2", "kinds": ["armes"]},
         {"type": "develop", "quartier": "NB2", "kind": "casinos"},
         {"type": "develop", "quartier": "NB2", "kind": "drogues"})
    assert player(session, "Ana")["money"] == 14 - 5 - 3 - 3
    with pytest.raises(GameError, match="2 developments a turn"):
        session.apply({"type": "develop", "quartier": "NB2", "kind": "bordels"})
    session.apply({"type": "give", "from": "bank", "to": "Ana", "amount": 10})
    with pytest.raises(GameError, match="already implanted"):
        session.apply({"type": "implant", "quartier": "NB3", "kinds": ["bordels"]})
    with pytest.raises(GameError, match="one dismantling a turn"):
        session.apply({"type": "dismantle", "quartier": "NB1"})


def test_dismantle_costs_10_and_puts_the_tokens_back():
    """« Pour 10M$ tu peux démanteler tous les Business de l'un des quartiers que tu exploites »."""
    session = started()
    play(session, {"type": "income"}, {"type": "dismantle", "quartier": "NB1"})
    ana = player(session, "Ana")
    assert ana["money"] == 4 and ana["businesses"] == 0 and ana["board"]["armes"] == 6
    assert state(session)["map"]["NB1"]["owner"] is None
    with pytest.raises(GameError, match="dismantled"):
        session.apply({"type": "develop", "quartier": "NB1", "kind": "armes"})


def test_the_attack_or_implant_is_the_move():
    """« PRENDRE POSITION = Attaquer OU Implanter » and the reading: attacking or implanting uses the move."""
    session = started()
    play(session, {"type": "income"}, {"type": "move", "to": "NB3"})
    with pytest.raises(GameError, match="cannot reach NB4"):
        session.apply({"type": "implant", "quartier": "NB4", "kinds": ["armes"]})
    session.apply({"type": "implant", "quartier": "NB3", "kinds": ["armes"]})
    with pytest.raises(GameError, match="cannot move again"):
        session.apply({"type": "move", "to": "NB5"})


def test_money_never_goes_below_zero():
    """« Il est interdit … »: nobody pays what he does not have."""
    session = started()
    session.apply({"type": "reputation", "player": "Ana", "delta": 10})
    with pytest.raises(GameError, match="has 6"):
        session.apply({"type": "give", "from": "Ana", "to": "Bob", "amount": 7})
    session.apply({"type": "income"})  # 14
    with pytest.raises(GameError, match="Ana can buy 0 points of mécénat"):
        session.apply({"type": "mecenat", "points": 1})
    play(session, {"type": "give", "from": "Ana", "to": "Bob", "amount": 14})
    with pytest.raises(GameError, match="costs 3 M\\$, Ana has 0"):
        session.apply({"type": "buy_influence"})
    assert session.game.invariants(session.state) == []


def test_influence_play_or_buy_once_a_turn():
    """« GÉRER SON INFLUENCE: Jouer une Influence : 3M$ - 25M$ / Acheter une Influence : 3M$ »."""
    session = started()
    play(session, {"type": "income"}, {"type": "buy_influence"})
    assert player(session, "Ana")["money"] == 11 and player(session, "Ana")["influence"] == 3
    with pytest.raises(GameError, match="already"):
        session.apply({"type": "influence", "card": "racket"})
    play(session, {"type": "end_turn"}, {"type": "income"})
    with pytest.raises(GameError, match="enter the cost printed on « Racket » \\(3 to 25 M\\$\\)"):
        session.apply({"type": "influence", "card": "racket"})
    with pytest.raises(GameError, match="costs 3 to 25 M\\$"):
        session.apply({"type": "influence", "card": "racket", "cost": 30})
    session.apply({"type": "influence", "card": "racket", "cost": 5})  # « en payant le coût indiqué sur celle-ci »
    assert player(session, "Bob")["money"] == 14 - 5 and player(session, "Bob")["influence"] == 3
    assert "(5 M$)" in session.log_lines[-1]
    with pytest.raises(GameError, match="already used"):
        session.apply({"type": "buy_influence"})


def test_jobs_three_a_turn_or_exchange_at_10_each():
    """« Effectuer des Jobs (jusqu'à 3max/tour) », « au lieu d'effectuer des Jobs, tu peux défausser un ou
    plusieurs Jobs d'un coup, et en tirer de nouveaux pour 10M$ chacun »."""
    session = started()
    play(session, {"type": "income"}, *[{"type": "job", "points": 2}] * 3)
    assert player(session, "Ana")["reputation"] == 11 and player(session, "Ana")["job_points"] == [2, 2, 2]
    with pytest.raises(GameError, match="3 jobs a turn"):
        session.apply({"type": "job", "points": 1})
    with pytest.raises(GameError, match="instead of doing them"):
        session.apply({"type": "exchange_jobs", "count": 1})
    play(session, {"type": "end_turn"}, {"type": "income"})
    with pytest.raises(GameError, match="holds 2 job"):
        session.apply({"type": "exchange_jobs", "count": 3})
    session.apply({"type": "exchange_jobs", "count": 1})
    assert player(session, "Bob")["money"] == 4
    with pytest.raises(GameError, match="exchanged jobs"):
        session.apply({"type": "job", "points": 1})


def test_mecenat_20_a_point_never_from_16():
    """« Le mécénat coûte 20M$ par point » / « Tu ne peux plus faire de Mécénat lorsque tu as 16 points de
    Réputation ou plus »."""
    session = started()
    play(session, {"type": "give", "from": "bank", "to": "Ana", "amount": 100},
         {"type": "reputation", "player": "Ana", "delta": 9}, {"type": "income"})
    with pytest.raises(GameError, match="can buy 2"):
        session.apply({"type": "mecenat", "points": 3})
    session.apply({"type": "mecenat", "points": 2})
    assert player(session, "Ana")["reputation"] == 16 and player(session, "Ana")["money"] == 114 - 40
    with pytest.raises(GameError, match="one reputation action"):
        session.apply({"type": "humiliation", "points": 1})
    play(session, {"type": "end_turn"}, {"type": "reputation", "player": "Bob", "delta": 11},
         {"type": "give", "from": "bank", "to": "Bob", "amount": 100}, {"type": "income"})
    assert not [e for e in session.legal_events() if e["type"] == "mecenat"]
    with pytest.raises(GameError, match="can buy 0"):
        session.apply({"type": "mecenat", "points": 1})


def test_humiliation_10_a_point_two_at_most_never_under_1():
    """« Humiliation (jusqu'à 2max/tour) … vendant 1 ou 2 points de Réputation à la banque pour 10M$ chacun »;
    « Tu ne peux sortir du jeu »."""
    session = started()
    play(session, {"type": "income"}, {"type": "humiliation", "points": 1}, {"type": "humiliation", "points": 1})
    assert player(session, "Ana")["reputation"] == 3 and player(session, "Ana")["money"] == 34
    with pytest.raises(GameError, match="may sell 0 more"):
        session.apply({"type": "humiliation", "points": 1})
    play(session, {"type": "end_turn"}, {"type": "reputation", "player": "Bob", "delta": -3}, {"type": "income"})
    with pytest.raises(GameError, match="may sell 1 more"):
        session.apply({"type": "humiliation", "points": 2})


def test_balance_sends_to_prison_for_one_turn():
    """« tu déplaces ton pion personnage en prison pendant 1 tour de jeu … Tu ne pourras pas te déplacer, et donc
    tu ne pourras pas attaquer ou t'implanter … Tu peux toucher tes recettes et faire toutes les autres actions »."""
    session = started()
    turn(session, {"type": "influence", "card": "balance", "cost": 5, "target": "Bob"})
    assert player(session, "Bob")["pawn"] == "prison"
    session.apply({"type": "income"})
    assert player(session, "Bob")["money"] == 14
    for refused in ({"type": "move", "to": "EI3"}, {"type": "implant", "quartier": "EI3", "kinds": ["armes"]}):
        with pytest.raises(GameError):
            session.apply(refused)
    assert not [e for e in session.legal_events() if e["type"] in ("move", "attack", "implant")]
    play(session, {"type": "buy_influence"}, {"type": "end_turn"})
    turn(session)
    open_round(session)
    turn(session)
    play(session, {"type": "income"}, {"type": "move", "to": "EI3"})  # « tu pourras jouer normalement le tour suivant »
    assert player(session, "Bob")["pawn"] == "EI3"


def test_corruption_juge_frees_the_prisoner():
    """« Si tu joues une carte Corruption Juge, tu pourras te déplacer et effectuer ton tour normalement »."""
    session = started()
    turn(session, {"type": "influence", "card": "balance", "cost": 5, "target": "Bob"})
    play(session, {"type": "income"}, {"type": "influence", "card": "corruption-juge", "cost": 5},
         {"type": "implant", "quartier": "EI4", "kinds": ["casinos"]})
    assert player(session, "Bob")["pawn"] == "EI4" and player(session, "Bob")["prison"] == 0


def test_nobody_trades_reputation_jobs_or_businesses():
    """« Il est interdit d'échanger des points de Réputation, des Jobs et des Business ! »: only money and
    influence cards change hands."""
    session = started()
    play(session, {"type": "give", "from": "Ana", "to": "Cy", "amount": 2},
         {"type": "give_influence", "from": "Bob", "to": "Ana"})
    assert player(session, "Cy")["money"] == 8 and player(session, "Ana")["influence"] == 3
    kinds = {e["type"] for e in session.legal_events()}
    assert not kinds & {"give_reputation", "give_jobs", "give_business"}
    with pytest.raises(GameError):
        session.apply({"type": "give_jobs", "from": "Ana", "to": "Bob"})


def test_a_takeover_short_of_a_kind_places_what_the_attacker_has():
    """« S'il sort vainqueur mais qu'il n'a pas assez d'un ou plusieurs Business pour remplacer à l'identique, il
    ne peut pas les substituer avec un autre Business »: the reading `takeover` = partial."""
    session = started()
    table = session.state.clone()
    ana = table.player("Ana")
    table.quartiers["NB2"] = Quartier(owner="Ana", kinds=("casinos",))
    ana.board["casinos"] = 0
    for quartier in ("NB3", "NB4", "NB5", "NB6"):
        table.quartiers[quartier] = Quartier(owner="Ana", kinds=("casinos",))
    take_over(table, "EI1", "Ana")
    assert table.quartiers["EI1"].owner == "Ana" and table.quartiers["EI1"].kinds == ("armes", "bordels", "drogues")
    assert table.player("Bob").board == {"armes": 6, "bordels": 6, "casinos": 6, "drogues": 6}
    assert session.game.invariants(table) == []


def test_the_advanced_development_gap():
    """Version avancée, point 2: « Tu ne peux pas développer un Business si cela crée un écart de plus de deux
    niveaux entre le Business le plus développé et le moins »."""
    readings = dict(GAME.default_settings()["readings"])
    readings["development_gap"] = {**readings["development_gap"], "value": 2}
    session = PlaySession(GAME, PlaySetup("narcopolis", ("Ana", "Bob", "Cy"), settings={"readings": readings}))
    table = session.state.clone()
    ana = table.player("Ana")
    ana.board = {"armes": 4, "bordels": 6, "casinos": 5, "drogues": 6}  # levels 2, 0, 1, 0
    assert not gap_ok(table, ana, "armes") and gap_ok(table, ana, "casinos") and gap_ok(table, ana, "bordels")
    assert gap_ok(started().state, ana, "armes")  # the classic game has no such limit
    open_round(session)
    play(session, {"type": "give", "from": "bank", "to": "Ana", "amount": 50}, {"type": "income"},
         {"type": "dismantle", "quartier": "NB1"}, {"type": "end_turn"})
    pass_turns(session, 2)
    open_round(session)
    play(session, {"type": "income"}, {"type": "implant", "quartier": "NB2", "kinds": ["armes"]},
         {"type": "develop", "quartier": "NB2", "kind": "casinos"}, {"type": "end_turn"})
    pass_turns(session, 2)
    open_round(session)
    play(session, {"type": "income"}, {"type": "implant", "quartier": "NB3", "kinds": ["armes"]},
         {"type": "develop", "quartier": "NB3", "kind": "casinos"}, {"type": "end_turn"})  # armes 2, casinos 2
    pass_turns(session, 2)
    open_round(session)
    session.apply({"type": "income"})
    assert {"type": "implant", "quartier": "NB4", "kinds": ["armes"]} not in session.legal_events()
    with pytest.raises(GameError, match="more than 2 apart"):  # armes 3 against bordels 0
        session.apply({"type": "implant", "quartier": "NB4", "kinds": ["armes"]})
    session.apply({"type": "implant", "quartier": "NB4", "kinds": ["bordels"]})


def test_characters_chosen_by_seat():
    """« Au démarrage, tu choisis un des 5 personnages »: by player or in seat order, null leaving a seat free."""
    session = new_play(("Ana", "Bob", "Cy"), characters=["killah", None, "Booki"])
    assert [player(session, n)["character"] for n in ("Ana", "Bob", "Cy")] == ["killah", "busta", "booki"]
    problems = GAME.setup_problems(PlaySetup("narcopolis", ("Ana", "Bob", "Cy"),
                                             options={"characters": ["killah", None, None, "furi"]}))
    assert problems == ["the players' characters: 4 characters for 3 players"]
    assert GAME.setup_problems(PlaySetup("narcopolis", ("Ana", "Bob"), options={"characters": ["busta", "busta"],
                                                                               "variant": "classic"})) == \
        ["the players' characters: two players chose the same character"]


@pytest.mark.parametrize("event", [
    {"type": "implant", "quartier": ["NB2"], "kinds": ["armes"]},
    {"type": "develop", "quartier": {}, "kind": "armes"},
    {"type": "move", "to": None},
    {"type": "give", "from": "Ana", "to": "Bob", "amount": True},
    {"type": "job", "points": 2.5},
    {"type": "influence", "card": ["balance"], "target": "Bob"},
    {"type": "reputation", "player": "Nobody", "delta": 1},
    {"type": "mecenat", "points": "1"},
    {"type": "teleport"},
])
def test_malformed_events_are_refused_in_one_line(event):
    session = started()
    session.apply({"type": "income"})
    with pytest.raises(GameError) as refused:
        session.apply(event)
    assert "\n" not in str(refused.value) and session.game.invariants(session.state) == []


def test_a_job_met_when_drawn_counts_toward_three_unless_the_reading_says_not():
    """« Lorsque tu tires une carte et que les conditions sont déjà remplies tu peux directement prendre les points
    de Réputation associés et en tirer une nouvelle » (reading `drawn_jobs_count`)."""
    session = started()
    play(session, {"type": "income"}, *[{"type": "job", "points": 1}] * 3)
    with pytest.raises(GameError, match="3 jobs a turn"):
        session.apply({"type": "job", "points": 1, "on_draw": True})
    readings = dict(GAME.default_settings()["readings"])
    readings["drawn_jobs_count"] = {**readings["drawn_jobs_count"], "value": False}
    session = PlaySession(GAME, PlaySetup("narcopolis", ("Ana", "Bob", "Cy"), settings={"readings": readings}))
    open_round(session)
    play(session, {"type": "income"}, *[{"type": "job", "points": 1}] * 3)
    assert {"type": "job", "points": 2, "on_draw": True} in session.legal_events()
    session.apply({"type": "job", "points": 2, "on_draw": True})
    assert player(session, "Ana")["reputation"] == 10 and "met when drawn" in session.log_lines[-1]


def test_the_first_businesses_go_where_the_player_chooses_in_his_zone():
    """« Tu installes ensuite un jeton de chaque Business sur un ou plusieurs quartiers de ta zone de départ »."""
    session = new_play(("Ana", "Bob", "Cy"), placements=[{"armes": 3, "bordels": 3, "drogues": 5}, None])
    table = state(session)["map"]
    assert table["NB1"]["kinds"] == ["casinos"] and table["NB3"]["kinds"] == ["armes", "bordels"]
    assert table["NB5"]["kinds"] == ["drogues"] and player(session, "Ana")["pawn"] == "NB1"
    assert table["EI1"]["kinds"] == ["armes", "bordels", "casinos", "drogues"]
    furi = new_play(("Ana", "Bob", "Cy"), characters=["furi"], placements={"Ana": {"armes": 2}})
    # « Furi : 2 Business »: she chooses their kinds and quartiers at the table, before the first event card
    assert furi.state.phase == "starting" and furi.to_move() == "Ana"
    assert {"type": "starting_business", "player": "Ana", "quartier": "CP2", "kind": "armes"} not in \
        furi.legal_events()  # one of each kind a quartier
    with pytest.raises(GameError, match="places a business"):
        furi.apply({"type": "starting_business", "player": "Ana", "quartier": "NB2", "kind": "casinos"})
    play(furi, {"type": "starting_business", "player": "Ana", "quartier": "CP2", "kind": "casinos"},
         {"type": "starting_business", "player": "Ana", "quartier": "CP1", "kind": "armes"})
    assert furi.state.phase == "event" and player(furi, "Ana")["businesses"] == 6
    assert state(furi)["map"]["CP2"]["kinds"] == ["armes", "casinos"]
    assert state(furi)["map"]["CP1"]["kinds"] == ["armes", "bordels", "casinos", "drogues"]
    assert "Ana places a casinos business on CP2 (starting advantage)" in furi.log_lines[0]
    readings = dict(GAME.default_settings()["readings"])
    readings["furi_extra_kinds"] = {**readings["furi_extra_kinds"], "value": ["armes", "drogues"]}
    fixed = PlaySession(GAME, PlaySetup("narcopolis", ("Ana", "Bob", "Cy"), settings={"readings": readings},
                                        options={"characters": ["furi"], "placements": {"Ana": {"armes": 2}}}))
    # the house rule's kinds: each on the first other quartier lacking it, at set-up
    assert fixed.state.phase == "event" and state(fixed)["map"]["CP2"]["kinds"] == ["armes", "drogues"]
    assert state(fixed)["map"]["CP3"]["kinds"] == ["armes"]
    for placements, problem in (([{"armes": 8}], "Ana's « armes »"),
                                ({"Zed": {"armes": 2}}, "'Zed' is not a player"),
                                ("NB1", "expected the quartier (1 to 7) of each kind")):
        assert problem in " ".join(GAME.setup_problems(PlaySetup("narcopolis", ("Ana", "Bob", "Cy"),
                                                                 options={"placements": placements})))
    blocked = GAME.setup_problems(PlaySetup("narcopolis", ("Ana", "Bob"), options={"placements": [{"armes": 6}]}))
    assert blocked == ["the set-up choices: a player's starting quartier or first business is on Furi's or a "
                       "blocked one"]


def test_a_business_implanted_or_developed_is_named_in_a_whole_french_sentence():
    """The referee's log named a business by its bare board label, « Bob implante drogues à EI3 »: it is « un
    business de drogues », elided before a vowel (« d'armes »), in French as in English."""
    i18n.set_language("fr")
    try:
        session = started()
        turn(session)
        turn(session, {"type": "implant", "quartier": "EI2", "kinds": ["casinos"]},
             {"type": "develop", "quartier": "EI2", "kind": "armes"})
        french = list(session.log_lines[-3:-1])
    finally:
        i18n.set_language(None)
    assert french == ["Bob implante un business de casinos à EI2", "Bob développe un business d'armes à EI2"]
    session = started()
    turn(session)
    turn(session, {"type": "implant", "quartier": "EI2", "kinds": ["casinos"]})
    assert session.log_lines[-2] == "Bob implants a casinos business in EI2"


def test_a_reputation_lost_is_written_with_the_minus_sign_in_french():
    """« Ana : réputation −1 », as every number of a French line, where it read « -1 » with a hyphen."""
    session = started()
    said = {}
    try:
        for code in ("fr", "en"):
            i18n.set_language(code)
            said[code] = [GAME.describe(session.state, {"type": "reputation", "player": "Ana", "delta": delta})
                          for delta in (-1, 2)]
    finally:
        i18n.set_language(None)
    assert said == {"fr": ["Ana\u00a0: réputation \u22121", "Ana\u00a0: réputation +2"],
                    "en": ["Ana: reputation -1", "Ana: reputation +2"]}


@pytest.mark.parametrize("event, french, english", [
    ({"type": "give", "from": "Ana", "to": "Ana", "amount": 5},
     "un don va d'un côté à l'autre, pas vers celui qui donne",
     "a gift goes from one side to the other, not back to the giver"),
    ({"type": "give", "from": "Ana", "to": "Bob", "amount": 0},
     "le montant est un nombre entier de M$, 1 ou plus", "the amount is a whole number of M$, 1 or more"),
    ({"type": "reputation", "player": "Ana", "delta": 0},
     "les points changés sont un nombre entier, pas 0", "the points changed are a whole number, not 0"),
])
def test_a_refusal_says_what_is_wrong_in_words_not_after_the_fields_key(event, french, english):
    """Issue 38: « amount : un nombre entier de M$ », « from et to sont identiques »: the event's English key before
    a colon of its own, after the colon the refused event's line already has."""
    session = started()
    said = {}
    try:
        for code in ("fr", "en"):
            i18n.set_language(code)
            with pytest.raises(GameError) as refused:
                session.apply(event)
            said[code] = str(refused.value)
    finally:
        i18n.set_language(None)
    assert said == {"fr": french, "en": english}
