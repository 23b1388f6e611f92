"""The sample play ``scenarios/plays/gangster-paradise.ttplay.json``: a whole 8-turn evening of three clans
(Romain, Pierre, Camille) with a bluff, a trade, executants and unpaid salaries, replayed from its log."""

import json
from pathlib import Path

from tabletop import games
from tabletop.cli import main
from tabletop.games.playfile import load_play

SAMPLE = Path(__file__).resolve().parents[3] / "scenarios" / "plays" / "gangster-paradise.ttplay.json"


def test_the_sample_play_replays_to_the_end_with_every_invariant():
    play = load_play(SAMPLE, games.game_core)
    session = play.session
    assert session.setup.game == "gangster-paradise" and session.is_over()
    for index in range(len(session.events) + 1):
        assert session.game.invariants(session.state_at(index)) == [], f"after event {index}"
    state = session.state_json()
    assert state["turn"] == 8 and state["stage"] == "over"
    assert all(sum(c["goods"].values()) <= 4 for c in state["clans"].values())
    lines = "\n".join(session.log_lines)
    for words in ("cannot pay: pays all and takes nothing", "trades with", "is left without a card and gets 10 red",
                  "no goods at the next delivery", "receives nothing (salaries unpaid last turn)"):
        assert words in lines
    ranking = session.ranking()
    assert ranking.winners() == ["Romain"] and ranking.decided_by == "members"


def test_tabletop_replay_prints_the_sample_plays_end(capsys):
    assert main(["replay", str(SAMPLE)]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["game"] == "gangster-paradise" and out["over"] and out["players"] == ["Romain", "Pierre", "Camille"]
    assert [p["name"] for p in out["ranking"]["players"]][0] == "Romain"
