"""The demonstration street: gangs that blend with the crowd, the map's own equipment, protesters who march and
throw paving stones at whoever shot near them, journalists who run toward the shooting."""

import math
from pathlib import Path

import pytest

from tabletop.games.peur_sur_la_ville.play import (EndActivation, EndTurn, GameError, GameSession, StartGame, new_setup,
                                      next_gangs, propose_civilians, resolve_activation, resolve_initiative,
                                      resolve_shot, resolve_start_turn)
from tabletop.games.peur_sur_la_ville.play.effects import can_activate
from tabletop.scenario import load_scenario

DEMO = Path(__file__).resolve().parents[4] / "tabletop" / "samples" / "demonstration-street.geojson"


def _activate_the_rest(g):
    """Every figure left activates alone and does nothing, until the end of the turn."""
    while g.state.phase == "activations":
        gang = next_gangs(g.setup, g.state)[0]
        figure = next(f for f in g.state.gang_figures(gang) if can_activate(g.setup, f))
        g.apply(g.resolve(resolve_activation, gang, (figure.id,), dice=[]))
        g.apply(EndActivation())


def test_a_shot_in_the_demonstration():
    g = GameSession(new_setup(load_scenario(DEMO), seed=5))
    state = g.state
    # No roster: the map's weapons and equipment (« gilet-pare-balles » is the price list's « gilet »).
    assert state.figures["police-5"].units("gilet") == 1 and g.setup.fighter(state.figures["police-5"]).vest
    assert g.setup.fighter(state.figures["police-3"]).riot_shield
    assert state.figures["anar-1"].weapons == {"pistolet-mitrailleur": "loaded", "paves": "loaded"}  # « pavés »
    assert state.figures["anar-1"].units("cocktail-molotov") == 2

    g.apply(StartGame({}, free_placement=True))  # the scenario's own set-up
    g.apply(g.resolve(resolve_start_turn, dice=[]))
    g.apply(g.resolve(resolve_initiative, dice=["6", "2"]))
    g.apply(g.resolve(resolve_activation, "A", ("police-5",), dice=[]))
    # The Anars blend with the crowd until they open fire.
    with pytest.raises(GameError, match="Ravachol of the Anars blends with the civilians until identified"):
        g.resolve(resolve_shot, "police-5", "anar-1", dice=["blue"])
    g.apply(EndActivation())
    g.apply(g.resolve(resolve_activation, "L", ("anar-1",), dice=[]))
    # PM at 21.5 cm: 1 die; the Anars reroll a blue die shooting at the Police: blue again, missed.
    shot = g.resolve(resolve_shot, "anar-1", "police-5", dice=["blue", "blue"])
    assert "1 die, blue → 0 hits (missed), rerolled blue→blue" in g.apply(shot).log_lines[0]
    assert g.state.figures["anar-1"].identified
    g.apply(EndActivation())
    _activate_the_rest(g)
    assert g.state.phase == "end_of_turn"

    before = g.state.figures
    react = g.preview(propose_civilians)
    moves = {m.figure: m for m in react.moves}
    # The protesters march along the boulevard (+x) as one body, until the front one would touch Ravachol; those
    # within 15 cm of his shot will attack him.
    marching = [m for m in react.moves if m.figure.startswith("protester-")]
    assert len(marching) == 10
    steps = {round(m.x - before[m.figure].x, 6) for m in marching}
    assert len(steps) == 1 and 0 < steps.pop() <= 15.0 and all(m.y == before[m.figure].y for m in marching)
    front = moves["protester-10"]
    assert math.hypot(front.x - 74, front.y - 46) >= 2.0 + 1.25
    attackers = {m.figure for m in marching if m.reason.endswith("then attacks Ravachol of the Anars")}
    near = {p for p in (m.figure for m in marching) if math.hypot(before[p].x - 74, before[p].y - 46) - 2.0 <= 15}
    assert attackers == near and "protester-10" in near and "protester-1" not in near
    # The journalists run toward the shooting, the passers-by flee it, the employees stay.
    j = moves["journalist-2"]
    assert math.dist((j.x, j.y), (74, 46)) < math.dist((76, 41), (74, 46))
    assert {"passerby-1", "passerby-2", "passerby-3"} <= set(moves) and "employee-1" not in moves
    g.apply(react)

    # Paving stones: 2 dice at short range (« par 2 »), no action spent; red hits, the yellow save wounds.
    stones = g.resolve(resolve_shot, "protester-10", "anar-1", dice=["red", "blue", "yellow", "blank"])
    assert stones.reaction and stones.weapon == "paves" and stones.band == "short"
    line = g.apply(stones).log_lines[0]
    assert "shoots Ravachol of the Anars with paving stones and bolts" in line and "2 dice, red blue → 1 hit" in line
    assert g.state.figures["anar-1"].wounds == 1
    g.apply(EndTurn())
    assert g.state.phase == "turn_start" and g.state.bavures == 0
