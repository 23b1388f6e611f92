"""What the rules and the table refuse, each in one line; what the referee is offered; the game's rule data."""

from pathlib import Path

import pytest

from tabletop.games.peur_sur_la_ville.play import (ACTION_KINDS, PHASES, Activate, Adjust, Arrest, EndActivation, EndGame,
                                      Fight, GameError, GameSession, Hide, HitOn, Move, Reload, Shoot, StartGame,
                                      StandUp, deploy_problem, load_game_rules, new_setup, propose_deployment,
                                      resolve_activation, resolve_initiative, resolve_move, resolve_shot,
                                      resolve_start_turn)
from tabletop.i18n import speaking
from tabletop.ruledata import RuleDataError
from tabletop.scenario import load_scenario

from tests.games.peur_sur_la_ville.play.conftest import DEPLOY

BANK_JOB = Path(__file__).resolve().parents[4] / "tabletop" / "samples" / "bank-job.geojson"


@pytest.fixture
def police_turn(setup):
    """Turn 1, the Police activated (officer leading the flic)."""
    g = GameSession(setup)
    g.apply(StartGame(DEPLOY))
    g.apply(g.resolve(resolve_start_turn, dice=[]))
    g.apply(g.resolve(resolve_initiative, dice=["6", "1"]))
    g.apply(g.resolve(resolve_activation, "A", ("officer", "flic"), leader="officer", dice=[]))
    return g


def test_deployment_at_the_hq_or_an_entry():
    setup = new_setup(load_scenario(BANK_JOB))
    g = GameSession(setup)
    # The scenario's own set-up is not a legal deployment; the proposal is.
    assert deploy_problem(setup, g.state, "police-1", 18, 32) == ("Officier of the Police at (18, 32) is neither in its HQ "
                                                                  "nor within 10 cm of a street entry")
    assert deploy_problem(setup, g.state, "police-1", 10, 10) is None  # in the Commissariat
    assert deploy_problem(setup, g.state, "skin-1", 10, 10) is not None  # not the Skins' HQ
    assert deploy_problem(setup, g.state, "skin-1", 110, 45) is None  # 9 cm from the east entry's point
    with pytest.raises(GameError, match="neither in its HQ"):
        g.apply(StartGame({}))
    proposal = g.preview(propose_deployment)
    assert len(proposal.positions) == 20
    g.apply(proposal)
    assert g.state.phase == "turn_start"


def test_group_activation_limits(setup):
    g = GameSession(setup)
    g.apply(StartGame({**DEPLOY, "officer": (3.0, 12.0), "flic": (3.0, 28.0)}))
    g.apply(g.resolve(resolve_start_turn, dice=[]))
    g.apply(g.resolve(resolve_initiative, dice=["6", "1"]))
    with pytest.raises(GameError, match="1 figure beyond the 10 cm command radius"):
        g.apply(Activate("A", ("officer", "flic"), leader="officer"))
    with pytest.raises(GameError, match="only a leader or a lieutenant can"):
        g.apply(Activate("A", ("flic", "officer"), leader="flic"))
    with pytest.raises(GameError, match="is not of Police"):
        g.apply(Activate("A", ("officer", "lt"), leader="officer"))
    g.apply(Activate("A", ("flic",)))
    with pytest.raises(GameError, match="not in the activation in progress"):
        g.apply(Move("officer", ((3.0, 12.0), (5.0, 12.0))))


def test_moves_keep_to_the_table(police_turn):
    g = police_turn
    with pytest.raises(GameError, match="would stand on Flic of the Police"):
        g.apply(Move("officer", ((3.0, 18.0), (3.0, 22.0))))
    with pytest.raises(GameError, match="path starts at the figure"):
        g.apply(Move("officer", ((9.0, 18.0), (12.0, 18.0))))
    # Straight through the low wall: it must be crossed with a die.
    g.apply(Move("officer", ((3.0, 18.0), (18.0, 18.0))))
    with pytest.raises(GameError, match="the path crosses the low wall: roll a colour die for it"):
        g.apply(Move("officer", ((18.0, 18.0), (33.0, 18.0))))
    # Yellow: « ne traverse pas », the move stops before the wall and the action is spent.
    move = g.resolve(resolve_move, "officer", 31.5, 17.0, dice=["yellow"])
    assert [(c.obstacle, c.face) for c in move.crossings] == [("low-wall", "yellow")]
    line = g.apply(move).log_lines[0]
    assert "to cross the low wall, yellow → stays on this side and stops" in line
    officer = g.state.figures["officer"]
    assert officer.x < 28 - 1.2 and officer.actions_left == 0


def test_an_unnamed_obstacle_is_named_by_its_kind_in_french(police_turn):
    """The low wall of the street has no name: the French journal says « le muret », not its raw kind « low wall »."""
    g = police_turn
    g.apply(Move("officer", ((3.0, 18.0), (18.0, 18.0))))
    with speaking("fr"):
        line = g.apply(g.resolve(resolve_move, "officer", 31.5, 17.0, dice=["yellow"])).log_lines[0]
    assert "pour franchir le muret, jaune → ne traverse pas et s'arrête" in line, line
    assert "low wall" not in line


def test_shots_the_rules_refuse(police_turn):
    g = police_turn
    with pytest.raises(GameError, match="Pistolet: hors de portée à 51.5 cm"):
        g.resolve(resolve_shot, "officer", "lt", dice=[])
    # « se cacher ... sans être visible de ses ennemis »: the skins on the open street see everyone.
    with pytest.raises(GameError, match="Flic of the Police cannot hide: Lieutenant of the Skins sees it"):
        g.apply(Hide("flic"))
    g.apply(Adjust("lt", state="down", note="behind a car"))
    g.apply(Adjust("skin", state="down", note="behind a car"))
    g.apply(Hide("flic"))
    with pytest.raises(GameError, match="Flic of the Police is hidden: a hidden figure only does « Se lever », « Soigner"):
        g.apply(Move("flic", ((3.0, 23.0), (5.0, 23.0))))
    g.apply(StandUp("flic"))
    with pytest.raises(GameError, match="0 action"):
        g.apply(Hide("flic"))
    with pytest.raises(GameError, match="does not need to reload the pistol"):
        g.apply(Reload("officer", "pistolet"))
    with pytest.raises(GameError, match="must be in base contact"):
        g.apply(Fight("officer", "lt", ("red",)))
    g.apply(Hide("officer"))
    g.apply(EndActivation())
    g.apply(Adjust("lt", state="standing"))
    g.apply(g.resolve(resolve_activation, "F", ("lt",), dice=[]))
    with pytest.raises(GameError, match="Officier of the Police is hidden: a detection test must spot it first"):
        g.resolve(resolve_shot, "lt", "officer", dice=[])
    with pytest.raises(GameError, match="Officier of the Police is hidden: a detection test must spot it first"):
        g.apply(Shoot("lt", "officer", "fusil", 51.5, "long", ("red",), (HitOn("officer"),)))
    g.apply(EndActivation())
    g.apply(EndGame("time"))
    with pytest.raises(GameError, match="the game is over"):
        g.apply(StandUp("flic"))
    assert g.legal_actions() == []


def test_legal_actions_follow_the_phase(police_turn, setup):
    fresh = GameSession(setup)
    assert [a.kind for a in fresh.legal_actions()] == ["start_game"] and fresh.state.phase in PHASES
    assert {a.kind for a in police_turn.legal_actions() if a.figure in DEPLOY} <= ACTION_KINDS | {"detect"}
    kinds = {(a.kind, a.figure) for a in police_turn.legal_actions()}
    assert {("move", "officer"), ("shoot", "officer"), ("hide", "flic"), ("end_activation", None)} <= kinds
    assert ("fight", "officer") not in kinds and ("activate", "lt") not in kinds
    police_turn.apply(EndActivation())
    assert {a.figure for a in police_turn.legal_actions() if a.kind == "activate"} == {"lt", "skin"}


def test_chance_outcomes_and_rule_data(setup, tmp_path, monkeypatch):
    assert GameSession(setup).chance_outcomes("colour") == [("red", 1 / 3), ("blue", 1 / 3), ("yellow", 1 / 3)]
    rules = load_game_rules()
    assert rules.deploy_entry_cm == 10.0 and rules.burning_turns == 1 and rules.roster_role("Sous-off") == \
        "lieutenant"
    assert all(text for text in rules.descriptions.values()) and "bavures" in rules.descriptions
    shipped = (Path(__file__).resolve().parents[4] / "tabletop" / "games" / "peur_sur_la_ville" / "play" / "game.toml").read_text(
        encoding="utf-8")
    (tmp_path / "game.toml").write_text(shipped.replace("entry_cm = 10.0", "entry_cm = 25.0"), encoding="utf-8")
    monkeypatch.setenv("TABLETOP_RULES_DIR", str(tmp_path))
    assert load_game_rules().deploy_entry_cm == 25.0
    broken = tmp_path / "broken"
    broken.mkdir()
    (broken / "game.toml").write_text(shipped.replace("entry_cm = 10.0", "entry_cm = -1"), encoding="utf-8")
    monkeypatch.setenv("TABLETOP_RULES_DIR", str(broken))
    with pytest.raises(RuleDataError) as caught:
        load_game_rules()
    assert caught.value.lines == [f"in «\u00a0{broken / 'game.toml'}\u00a0», the depth of the entry zones, in cm: expected a number "
                                  "≥ 0, got -1"]


def test_arrest_a_knocked_out_figure_and_lead_it_away(police_turn):
    g = police_turn
    # The referee puts the table right: the lieutenant lies KO beside the officer.
    g.apply(Adjust("lt", x=5.52, y=18.0, wounds=3, state="ko", note="KO by a stray bullet"))
    with pytest.raises(GameError, match="must be KO, or beaten by 2 unparried hits first"):
        g.apply(Arrest("officer", "flic"))
    line = g.apply(Arrest("officer", "lt")).log_lines[0]
    assert line == "Turn 1 — Officier of the Police arrests Lieutenant of the Skins"
    assert g.state.figures["lt"].captor == "officer" and g.state.gangs["A"].arrests == 1
    g.apply(Move("officer", ((3.0, 18.0), (3.0, 12.0))))
    lt = g.state.figures["lt"]
    assert (lt.x, lt.y) == (5.52, 12.0)
    assert g.scores()["F"]["captive"] == 1


@pytest.mark.parametrize("code, said", [
    ("fr", "«\u00a0volant\u00a0» n'est pas un état de figurine (debout, au sol, KO, caché, mort ou dans un véhicule)"),
    ("en", "« volant » is not a figure's state (standing, down, KO, hidden, dead or in a vehicle)")])
def test_an_unknown_state_is_refused_with_the_states_in_words(police_turn, code, said):
    """Issue 38: the referee reads the states in his words, never the keys (`in_vehicle`)."""
    from tabletop.i18n import speaking
    with speaking(code), pytest.raises(GameError) as refused:
        police_turn.apply(Adjust("officer", state="volant"))
    assert str(refused.value) == said
