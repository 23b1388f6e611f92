"""The sample play ``tabletop/samples/plays/narcopolis.ttplay.json`` loads, replays to the end, and `tabletop replay`
prints its final state and ranking."""

import json
from pathlib import Path

from tabletop import games
from tabletop.cli import main
from tabletop.games.playfile import load_play

SAMPLE = Path(__file__).resolve().parents[3] / "tabletop" / "samples" / "plays" / "narcopolis.ttplay.json"


def test_the_sample_play_replays_to_its_end():
    play = load_play(SAMPLE, games.game_core)
    session = play.session
    assert session.is_over() and session.setup.game == "narcopolis"
    assert session.game.invariants(session.state) == []
    ranking = session.ranking()
    assert ranking.winners() == ["Ana"] and ranking.decided_by == "reputation"
    final = session.state_json()
    assert final["players"]["Ana"]["reputation"] == 20 and final["players"]["Ana"]["quartiers"] == ["NB1", "NB2", "EI1"]
    assert any("a bluff, Ana wins" in line for line in session.log_lines)


def test_tabletop_replay_prints_the_final_state(capsys):
    assert main(["replay", str(SAMPLE)]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["game"] == "narcopolis" and out["over"] and out["ranking"]["players"][0]["name"] == "Ana"
    assert out["state"]["round"] == 3 and out["events"] == 44
