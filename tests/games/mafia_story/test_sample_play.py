"""The sample play ``tabletop/samples/plays/mafia-story.ttplay.json``: a whole 3-player game that loads, replays to its
end and prints its final state and ranking through ``tabletop replay``."""

import json
from pathlib import Path

from tabletop import games
from tabletop.cli import main
from tabletop.games.playfile import dumps_play, load_play

SAMPLE = Path(__file__).resolve().parents[3] / "tabletop" / "samples" / "plays" / "mafia-story.ttplay.json"


def test_the_sample_play_loads_and_replays_to_its_end():
    play = load_play(SAMPLE, games.game_core)
    session = play.session
    assert session.setup.game == "mafia-story" and len(session.setup.players) == 3
    assert session.is_over() and session.game.invariants(session.state) == []
    assert max(p.score for p in session.state.players) >= 30
    assert dumps_play(play) == SAMPLE.read_text(encoding="utf-8")  # saving again changes nothing


def test_tabletop_replay_prints_the_final_state_and_ranking(capsys):
    assert main(["replay", str(SAMPLE)]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["game"] == "mafia-story" and out["over"] is True
    assert out["events"] == len(json.loads(SAMPLE.read_text(encoding="utf-8"))["log"])
    winner = out["ranking"]["players"][0]
    assert winner["rank"] == 1 and winner["score"] >= 30 and out["state"]["winner"] == winner["name"]
    assert out["ranking"]["decided_by"] == "reaching the target"
    assert len(out["state"]["cells"]) == 30 and out["state"]["phase"] == "over"
