"""A scripted game of three turns on a short street, every die entered by hand, checked against the rulebook."""

import math

import pytest

from tabletop.games.peur_sur_la_ville.play import (EndActivation, EndTurn, GameError, GameSession, Move, StartGame, StartTurn,
                                      propose_civilians, resolve_activation, resolve_fight, resolve_initiative,
                                      resolve_move, resolve_shot, resolve_start_turn)

from tests.games.peur_sur_la_ville.play.conftest import DEPLOY


def _moved(before, after):
    return math.hypot(after.x - before.x, after.y - before.y)


def _contact(g, mover, target):
    """The point where ``mover``'s base touches ``target``'s, on the side facing ``mover``."""
    a, b = g.state.figures[mover], g.state.figures[target]
    d = math.hypot(a.x - b.x, a.y - b.y)
    gap = (a.base_cm + b.base_cm) / 2 + 0.02
    return b.x + (a.x - b.x) / d * gap, b.y + (a.y - b.y) / d * gap


@pytest.fixture
def game(setup):
    return GameSession(setup)


def test_three_turns_end_as_the_rules_predict(game):
    g = game
    g.apply(StartGame(DEPLOY))
    assert g.state.phase == "turn_start"

    # ---- turn 1 --------------------------------------------------------------------------------------------
    g.apply(g.resolve(resolve_start_turn, dice=[]))
    change = g.apply(g.resolve(resolve_initiative, dice=["3", "3", "2", "5"]))  # tie, rerolled: Skins 5
    assert g.state.initiative == ("F", "A") and change.phase
    assert ("initiative: the Police roll 3 and the Skins roll 3, then on the reroll the Police roll 2 and the Skins roll 5 "
            "→ the Skins activate first") in change.log_lines[0]
    with pytest.raises(GameError, match="Police may not activate now"):
        g.apply(g.resolve(resolve_activation, "A", ("flic",), dice=[]))
    g.apply(g.resolve(resolve_activation, "F", ("lt", "skin"), leader="lt", dice=[]))

    # Fusil at 51.5 cm: long, 1 die; the low wall covers the officer. Red hits, the yellow save is a wound,
    # 1 wound is 1 fate die, "-" retreats 5 cm.
    officer_before = g.state.figures["officer"]
    shot = g.resolve(resolve_shot, "lt", "officer", dice=["red", "yellow", "-"])
    assert shot.distance_cm == pytest.approx(51.5) and shot.band == "long"
    assert shot.hits[0].in_cover and shot.hits[0].cover_by == ("low-wall",)
    change = g.apply(shot)
    line = change.log_lines[0]
    assert line.startswith("Turn 1 — Lieutenant of the Skins shoots Officier of the Police with the rifle at 52 cm, "
                           "long, in cover behind the low wall: 1 die, red → 1 hit")
    assert 'save yellow → 1 wound; morale test with 1 die, "-" → retreats 5 cm' in line
    officer = g.state.figures["officer"]
    assert officer.wounds == 1 and 4.0 < _moved(officer_before, officer) <= 5.0 + 1e-6
    assert change.figures == {"lt", "officer"}
    assert g.state.figures["lt"].actions_left == 1 and g.state.figures["lt"].shot_this_turn

    # Both actions on one 30 cm move along the street.
    g.apply(Move("skin", ((57.0, 23.0), (27.0, 23.0)), actions=2))
    with pytest.raises(GameError, match="0 action"):
        g.apply(Move("skin", ((27.0, 23.0), (26.0, 23.0))))
    g.apply(EndActivation())

    # The wounded officer tests before activating (1 wound, 1 die): blank holds.
    g.apply(g.resolve(resolve_activation, "A", ("officer", "flic"), leader="officer", dice=["blank"]))
    with pytest.raises(GameError, match="path is 24.0 cm"):
        g.apply(Move("flic", ((3.0, 23.0), (27.0, 23.0))))
    # Pistol at 21.5 cm: effective, 1 die; blue is not a save without a vest.
    shot = g.resolve(resolve_shot, "flic", "skin", dice=["red", "blue", "blank"])
    assert shot.band == "effective" and not shot.hits[0].in_cover
    g.apply(shot)
    assert g.state.figures["skin"].wounds == 1
    g.apply(g.resolve(resolve_move, "flic", 18.0, 23.0, dice=[]))
    g.apply(EndActivation())
    assert g.state.phase == "end_of_turn"

    # Shots were fired: the passer-by flees 30 cm, the journalist runs 15 cm toward the shooting, the employee stays.
    before = dict(g.state.figures)
    react = g.preview(propose_civilians)
    assert sorted(m.figure for m in react.moves) == ["journalist", "passerby"]
    g.apply(react)
    after = g.state.figures
    assert 0 < _moved(before["passerby"], after["passerby"]) <= 30.0 + 1e-6
    assert _moved(before["journalist"], after["journalist"]) == pytest.approx(15.0, abs=0.01)
    assert math.dist((after["journalist"].x, after["journalist"].y), (57, 18)) < math.dist((54, 38), (57, 18))
    g.apply(EndTurn())

    # ---- turn 2 --------------------------------------------------------------------------------------------
    g.apply(g.resolve(resolve_start_turn, dice=[]))
    g.apply(g.resolve(resolve_initiative, dice=["6", "1"]))
    g.apply(g.resolve(resolve_activation, "A", ("flic",), dice=[]))
    g.apply(g.resolve(resolve_move, "flic", *_contact(g, "flic", "skin"), dice=[]))
    # Police: 1 die, blue is 1 hit, +1 hit for the Police; parries red (parried) and yellow (through).
    fight = g.resolve(resolve_fight, "flic", "skin", dice=["blue", "red", "yellow", "blank"])
    assert "2 hits; parry red yellow → 1 through" in g.apply(fight).log_lines[0]
    assert g.state.figures["skin"].wounds == 2
    g.apply(EndActivation())

    # 2 wounds: 2 fate dice to activate, 1 action, 1 combat die (1 + Brute - 1).
    g.apply(g.resolve(resolve_activation, "F", ("skin",), dice=["blank", "blank"]))
    assert g.state.figures["skin"].actions_left == 1
    flic_before = g.state.figures["flic"]
    # Yellow: 2 hits + 1 for the Skins; no vest, so blue does not parry: 3 through, KO. KO cancels the "+", "-" "-"
    # retreats 10 cm.
    fight = g.resolve(resolve_fight, "skin", "flic", dice=["yellow", "blue", "yellow", "yellow", "-", "-", "+"])
    line = g.apply(fight).log_lines[0]
    assert "1 die, yellow → 3 hits; parry blue yellow yellow → 3 through; Flic of the Police is KO" in line
    assert 'morale test with 3 dice, "-" "-" "+" → retreats 10 cm' in line
    flic = g.state.figures["flic"]
    assert flic.wounds == 3 and flic.state == "ko" and 9.0 < _moved(flic_before, flic) <= 10.0 + 1e-6
    g.apply(EndActivation())

    g.apply(g.resolve(resolve_activation, "A", ("officer",), dice=["blank"]))
    g.apply(EndActivation())
    # A civilian killed with the journalist within 30 cm: 2 bavures; then the journalist: killed, and a journalist,
    # nobody else watching: 2 more. More bavures than gangs: the National Guard.
    g.apply(g.resolve(resolve_activation, "F", ("lt",), dice=[]))
    line = g.apply(g.resolve(resolve_shot, "lt", "employee", dice=["red", "blue", "yellow"])).log_lines[0]
    assert "employee killed; 2 bavures for the Skins: civilian killed, journalist watching" in line
    assert g.state.gangs["F"].bavures == 2 and not g.state.national_guard
    line = g.apply(g.resolve(resolve_shot, "lt", "journalist", dice=["red", "red", "yellow", "red"])).log_lines[0]
    assert line.endswith("journalist killed; 1 bavure for the Skins: civilian killed; 3 bavures for 2 gangs: the "
                         "National Guard will intervene; 1 bavure for the Skins: journalist killed")
    assert g.state.gangs["F"].bavures == 4 and g.state.national_guard
    g.apply(EndActivation())
    g.apply(g.preview(propose_civilians))
    g.apply(EndTurn())

    # ---- turn 3: the KO flic takes the death test, yellow: recovers a wound and stands, 1 action at 2 wounds.
    with pytest.raises(GameError, match="death tests are owed by flic"):
        g.apply(StartTurn())
    g.apply(g.resolve(resolve_start_turn, dice=["yellow"]))
    flic = g.state.figures["flic"]
    assert (flic.wounds, flic.state, flic.actions_left) == (2, "standing", 1)
    assert g.state.figures["skin"].actions_left == 1 and g.state.figures["lt"].actions_left == 2
    assert g.state.turn == 3 and g.state.phase == "initiative"
    assert [s["dead"] for s in g.scores().values()] == [0, 0]
    assert sum(not f.alive for f in g.state.figures.values()) == 2

    # Undo to the start restores the initial positions, state after state.
    assert g.state_at(1).phase == "turn_start" and g.state_at(len(g.events)) == g.state
    while g.can_undo:
        g.undo()
    assert g.state == g.initial
    assert {fid: (f.x, f.y) for fid, f in g.state.figures.items() if fid in DEPLOY} == {
        "officer": (10.0, 5.0), "flic": (12.0, 5.0), "lt": (50.0, 5.0), "skin": (52.0, 5.0)}


def test_undo_reports_what_it_changed(game):
    game.apply(StartGame(DEPLOY))
    change = game.undo()
    assert change.undone and change.phase and change.figures == set(DEPLOY)
    assert game.state.phase == "deploy" and not game.can_undo
    with pytest.raises(GameError, match="nothing to undo"):
        game.undo()
