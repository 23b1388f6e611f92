"""The end (« Fin de jeu »): 20 reputation or the tenth event card starts the last round, everyone plays the same
number of turns, most reputation wins, then most businesses, then a final combat; and Furi's two-player game."""

import pytest

from tabletop.games.interface import GameError, PlaySetup
from tabletop.games.narcopolis.ending import Standing, classic_ranking, score

from tests.games.narcopolis.helpers import (GAME, combat, new_play, open_round, pass_turns, play, player, state,
                                            turn)


def test_twenty_reputation_starts_the_last_round_and_everyone_plays_as_many_turns():
    """« Si tu atteins 20 points de Réputation la partie doit se finir de telle sorte que vous ayez tous joué le
    même nombre de tours » and « Lorsque tu as atteint au moins 20 points tu ne peux plus en perdre »."""
    session = new_play()
    open_round(session)
    turn(session)
    play(session, {"type": "income"}, *[{"type": "job", "points": 5}] * 3)
    assert player(session, "Bob")["reputation"] == 20 and state(session)["last_round"]
    play(session, {"type": "reputation", "player": "Bob", "delta": -3})
    assert player(session, "Bob")["reputation"] == 20 and player(session, "Bob")["locked"]
    assert not [e for e in session.legal_events() if e["type"] == "humiliation"]
    session.apply({"type": "end_turn"})
    assert not session.is_over()  # Cy plays his turn of the round
    turn(session)
    assert session.is_over() and state(session)["round"] == 1
    assert session.ranking().winners() == ["Bob"] and session.ranking().decided_by == "reputation"
    with pytest.raises(GameError, match="over"):
        session.apply({"type": "income"})


def test_the_tenth_event_card_starts_the_last_round():
    """« Le dernier tour de jeu est enclenché lorsque … la 10ème carte Évènement est dévoilée »."""
    session = new_play()
    for number in range(1, 11):
        open_round(session)
        assert state(session)["last_round"] == (number == 10)
        pass_turns(session, 3)
    assert session.is_over() and state(session)["events_revealed"] == 10


def test_the_event_card_is_chance_entered_by_the_referee():
    session = new_play()
    outcomes = GAME.chance(session.state)
    assert len(outcomes) == 10 and {o.probability for o in outcomes} == {0.1}
    session.apply({"type": "event", "card": "s1-07"})
    assert state(session)["event"]["id"] == "s1-07" and GAME.chance(session.state) is None
    assert state(session)["events_left"] == 9
    pass_turns(session, 3)
    with pytest.raises(GameError, match="s1-01"):
        session.apply({"type": "event", "card": "s1-07"})


def test_ties_go_to_businesses_then_a_final_combat():
    """« En cas d'égalité de points, c'est le joueur qui finit avec le plus de Business développés qui
    l'emporte. S'il y a encore égalité, la partie se jouera autour d'un combat final »."""
    by_business = classic_ranking([Standing("A", 20, 5), Standing("B", 20, 7), Standing("C", 9, 12)])
    assert by_business.winners() == ["B"] and by_business.decided_by == "businesses"
    level = classic_ranking([Standing("A", 20, 5), Standing("B", 20, 5)])
    assert level.winners() == ["A", "B"] and "final combat" in level.explanation
    answer = score("classic", None, [Standing("A", 20, 5), Standing("B", 20, 5)], win=20, furi_win=20)
    assert answer == {"over": True, "winner": None, "players": [{"name": "A", "rank": 1}, {"name": "B", "rank": 1}],
                      "tie": "final combat"}


def furi_play():
    return new_play(("Ana", "Bob"), seed=3)


def test_furi_set_up():
    """« Furi démarre avec 10 points de Réputation … possède 2 quartiers par zone … 20 Business en jeu »; « les
    jetons Quartier Bloqué fermeront 2 quartiers par zone »; « Aucun des deux joueurs ne pourra choisir Furi »."""
    session = furi_play()
    furi = player(session, "Furi")
    assert furi["reputation"] == 10 and furi["businesses"] == 20 and len(furi["quartiers"]) == 10
    assert furi["board"] == {"armes": 1, "bordels": 1, "casinos": 1, "drogues": 1}
    assert furi["cards"] == ["bombe", "balance", "racket", "hitman", "corruption-mairie"]
    assert sum(1 for q in state(session)["map"].values() if q["blocked"]) == 10
    assert GAME.setup_problems(session.setup) == []
    assert GAME.setup_problems(PlaySetup("narcopolis", ("Ana", "Bob"), options={"characters": {"Ana": "furi"}})) == \
        ["the players' characters: « Aucun des deux joueurs ne pourra choisir Furi »"]


def test_furis_whole_game():
    """« À chaque début de tour … Furi avance d'un point », the die picks her player (« impair … joueur 1 »),
    « n'a pas le droit d'attaquer 2 fois de suite le même quartier », « Lorsque Furi gagne un combat, elle
    détruit les Business », the starter alternates, and « Un joueur dépasse Furi. Si le tour est fini, il est
    déclaré vainqueur »."""
    session = furi_play()
    open_round(session, "2j-09")  # nothing
    assert player(session, "Furi")["reputation"] == 11 and state(session)["order"] == ["Ana", "Bob"]
    pass_turns(session, 2)
    open_round(session, "2j-01")  # attack
    assert player(session, "Furi")["reputation"] == 12 and session.to_move() == "chance"
    session.apply({"type": "furi_die", "face": 3})  # odd: player 1, Ana, plays Furi against Bob
    assert session.to_move() == "Ana"
    assert {e["quartier"] for e in session.legal_events()} == {"EI1"}
    session.apply({"type": "furi_attack", "quartier": "EI1"})
    # the roll is the roller's own chance: Ana shakes Furi's cup
    assert session.waits_on_chance() and session.to_move() == "Ana" and state(session)["turn_of"] is None
    session.apply({"type": "roll", "dice": [6, 5, 1]})
    assert session.to_move() == "Ana"  # she announces for Furi
    play(session, {"type": "announce", "value": 651})
    assert session.to_move() == "Bob"
    session.apply({"type": "call"})
    after = state(session)
    assert after["map"]["EI1"]["owner"] is None and after["players"]["Bob"]["businesses"] == 0
    assert after["players"]["Bob"]["board"] == {"armes": 6, "bordels": 6, "casinos": 6, "drogues": 6}
    assert after["players"]["Furi"]["businesses"] == 20 and after["order"] == ["Bob", "Ana"]
    turn(session, {"type": "implant", "quartier": "EI2", "kinds": ["drogues"]})
    pass_turns(session, 1)
    open_round(session, "2j-02")  # attack again: never the same quartier twice in a row
    session.apply({"type": "furi_die", "face": 2})  # even: Bob plays Furi against Ana
    assert session.to_move() == "Bob"
    assert {e["quartier"] for e in session.legal_events()} == {"NB1"}
    session.apply({"type": "furi_attack", "quartier": "NB1"})
    combat(session, ([2, 2, 1], 221), ([3, 1, 1], 311))
    assert session.to_move() == "Bob"  # Bob answers for Furi
    session.apply({"type": "call"})  # Ana told the truth: Furi loses, nothing moves
    assert state(session)["map"]["NB1"]["owner"] == "Ana" and player(session, "Furi")["reputation"] == 13
    assert state(session)["order"] == ["Ana", "Bob"]
    turn(session, *[{"type": "job", "points": 3}] * 3)  # Ana: 5 + 9 = 14 > 13
    assert not session.is_over()  # « Si le tour n'est pas fini, le dernier joueur effectue son tour final »
    turn(session)
    assert session.is_over()
    assert session.ranking().winners() == ["Ana"] and session.ranking().players[1].name == "Furi"


def test_both_past_furi_the_higher_wins():
    """« le vainqueur est celui des deux qui aura dépassé Furi avec le plus de points »."""
    session = furi_play()
    open_round(session, "2j-09")
    turn(session, *[{"type": "job", "points": 3}] * 3)  # Ana 14 > 11
    turn(session, *[{"type": "job", "points": 4}] * 3)  # Bob 17
    assert session.is_over() and session.ranking().winners() == ["Bob"]
    assert [p.name for p in session.ranking().players] == ["Bob", "Ana", "Furi"]


def test_furi_at_twenty_wins_and_everyone_loses():
    """« Furi arrive à 20 points de réputation. Elle gagne et tous les joueurs perdent »."""
    session = furi_play()
    for card in ["2j-09", "2j-10", *[f"2j-0{n}" for n in range(1, 9)]]:
        open_round(session, card)
        if session.is_over():
            break
        if session.state.phase == "furi_die":
            session.apply({"type": "furi_die", "face": 1})
            session.apply(session.legal_events()[-1] if card in ("2j-07", "2j-08") else session.legal_events()[0])
            while session.state.phase == "combat":
                session.apply(GAME.chance(session.state)[0].event if GAME.chance(session.state)
                              else session.legal_events()[0])
        pass_turns(session, 2)
    assert session.is_over() and player(session, "Furi")["reputation"] == 20
    assert session.ranking().winners() == ["Furi"]
    assert score("furi", 20, [Standing("Ana", 19, 3), Standing("Bob", 12, 4)], win=20, furi_win=20)["winner"] == "furi"


def test_furis_quartiers_and_the_blocked_ones_can_be_chosen():
    """« Furi possède 2 quartiers par zone (au choix) » and « de sorte à bloquer DEUX quartiers PAR zone »."""
    furi = [f"{z}{n}" for z in ("NB", "EI", "NV", "CP", "MH") for n in (2, 3)]
    blocked = [f"{z}{n}" for z in ("NB", "EI", "NV", "CP", "MH") for n in (6, 7)]
    session = new_play(("Ana", "Bob"), furi_quartiers=furi, blocked=blocked)
    assert sorted(player(session, "Furi")["quartiers"]) == sorted(furi)
    assert state(session)["map"]["MH7"]["blocked"] and not state(session)["map"]["MH4"]["blocked"]
    for options, problem in (({"blocked": blocked[:9] + ["NB5"]},
                              "the blocked quartiers: Notorious Beach needs exactly 2"),
                             ({"furi_quartiers": 5}, "Furi's quartiers: expected a list of quartier ids"),
                             ({"blocked": ["ZZ1"] * 10}, "the blocked quartiers: no quartier 'ZZ1'"),
                             ({"first_player": None}, "the first player: 'None' is not a player")):
        setup = PlaySetup("narcopolis", ("Ana", "Bob"), options=options)
        assert problem in GAME.setup_problems(setup)
