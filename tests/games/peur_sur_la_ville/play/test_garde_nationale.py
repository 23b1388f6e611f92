"""LA GARDE NATIONALE at the table, played through ``GameSession.apply``: its check-point, its turn after the
players', each soldier's one shot at the nearest armed figure but the Police and the SWAT."""

from dataclasses import replace

import pytest

from tabletop.games.peur_sur_la_ville.play import (Activate, EndActivation, GameError, GameSession, RollInitiative,
                                                   StartGame, StartTurn, next_gangs, can_activate, resolve_shot)
from tabletop.games.peur_sur_la_ville.play.events import Checkpoint, EndTurn
from tabletop.games.peur_sur_la_ville.play.garde import garde_target
from tabletop.i18n import speaking

from tests.games.peur_sur_la_ville.play.clause_table import civ, fig, table

POSTS = ((10.0, 12.0), (10.0, 15.0), (10.0, 18.0), (10.0, 21.0))


def _city(**settings):
    setup = table(fig("flic", "A", 15, 14), fig("near", "F", 30, 21), fig("far", "F", 40, 12),
                  fig("swat", "B", 14, 25), civ("passant", 20, 21))
    return GameSession(replace(setup, settings=settings))


def _kinds(g, figure=None):
    return {(a.kind, a.figure) for a in g.legal_actions()} if figure is None else \
        {a.kind for a in g.legal_actions() if a.figure == figure}


def test_the_check_point_is_set_on_a_street_once_the_garde_intervenes():
    """« Si à la fin d'un tour de campagne il y a eu plus de BAVURES qu'il y a de bandes, la Garde Nationale
    intervient. Elle place 1 barrage filtrant sur une rue sur chaque table de jeu »."""
    quiet = _city()
    assert ("checkpoint", None) not in _kinds(quiet)
    with pytest.raises(GameError, match="once it intervenes"):
        quiet.apply(Checkpoint("street", POSTS, ()))
    g = _city(garde_nationale=True)
    assert ("checkpoint", None) in _kinds(g)
    with pytest.raises(GameError, match="a check-point holds 4 soldiers, not 2"):
        g.apply(Checkpoint("street", POSTS[:2], ()))
    with pytest.raises(GameError, match=r"\(10, 35\) is not on it"):
        g.apply(Checkpoint("street", POSTS[:3] + ((10.0, 35.0),), ()))
    with pytest.raises(GameError, match="each soldier carries one of fusil, fusil-mitrailleur"):
        g.apply(Checkpoint("street", POSTS, ("mitrailleuse",) * 4))
    line = g.apply(Checkpoint("street", POSTS, ())).log_lines[0]
    assert "the Garde Nationale sets up a check-point on the street “Rue”: 4 soldiers" in line
    soldier = g.state.figures["garde-1"]
    assert soldier.kind == "soldier" and soldier.gang is None and soldier.weapons == {"fusil": "loaded"}
    assert not can_activate(g.setup, soldier)


def _after_the_players(g):
    g.apply(Checkpoint("street", POSTS, ()))
    g.apply(StartGame({}, free_placement=True))
    g.apply(StartTurn(()))
    g.apply(RollInitiative(((("A", 6), ("B", 4), ("F", 1)),)))
    while g.state.phase == "activations":
        gangs = next_gangs(g.setup, g.state)
        if not gangs:
            break
        f = next(f for f in g.state.figures.values() if f.gang in gangs and can_activate(g.setup, f))
        g.apply(Activate(f.gang, (f.id,)))
        assert not [k for k, who in _kinds(g) if who and who.startswith("garde-")]  # not during an activation
        g.apply(EndActivation())
    return g


def test_each_soldier_fires_once_after_the_players_at_the_nearest_armed_figure():
    """« La Garde Nationale joue après le Tour des joueurs. Chaque soldat ouvre le feu à 1 reprise sur la cible
    armée la plus proche »; « sans sommation sur toute figurine armée SAUF la Police et le SWAT »; « Si des civils
    peuvent être touchés, ils changent de cible. Ils ne tirent jamais en rafale »."""
    g = _after_the_players(_city(garde_nationale=True))
    assert g.state.phase == "end_of_turn"
    targets = {s: garde_target(g.setup, g.state, s) for s in ("garde-1", "garde-2", "garde-3", "garde-4")}
    # The flic and the SWAT are nearer but spared; garde-4's line to « near » crosses the passer-by, so it changes
    # target.
    assert targets == {"garde-1": "near", "garde-2": "near", "garde-3": "near", "garde-4": "far"}
    assert {("shoot", s) for s in targets} <= _kinds(g)
    with pytest.raises(GameError, match="each soldier fires before the turn ends"):
        g.apply(EndTurn())
    shot = g.resolve(resolve_shot, "garde-4", "near")
    with pytest.raises(GameError, match="garde-4 fires at far of the Skins"):
        g.apply(shot)
    with pytest.raises(GameError, match="jamais en rafale"):
        g.apply(replace(g.resolve(resolve_shot, "garde-4", "far"), burst=True))
    line = g.apply(g.resolve(resolve_shot, "garde-4", "far")).log_lines[0]
    assert "garde-4 shoots far of the Skins with the rifle" in line and g.state.gangs["F"].bavures == 0
    assert "shoot" not in _kinds(g, "garde-4")
    with pytest.raises(GameError, match="has fired this turn"):
        g.apply(g.resolve(resolve_shot, "garde-4", "far"))
    for s in ("garde-1", "garde-2", "garde-3"):
        if ("shoot", s) in _kinds(g):  # a soldier whose target fell has nobody left to fire at
            g.apply(g.resolve(resolve_shot, s, garde_target(g.setup, g.state, s)))
    assert not [who for k, who in _kinds(g) if k == "shoot"]


def test_the_check_point_names_its_street_with_its_article_in_french():
    """It read « installe un check-point sur Rue » (the map's bare name): the street is said as the journal says a
    map piece, its kind once since the map calls it « Rue » (issue 38)."""
    with speaking("fr"):
        g = _city(garde_nationale=True)
        with pytest.raises(GameError) as error:
            g.apply(Checkpoint("street", POSTS[:3] + ((10.0, 35.0),), ()))
        line = g.apply(Checkpoint("street", POSTS, ())).log_lines[0]
    assert str(error.value) == "un soldat du check-point se tient sur la rue\u00a0: (10, 35) n'y est pas"
    assert "la Garde Nationale installe un check-point sur la rue\u00a0: 4 soldats" in line, line
