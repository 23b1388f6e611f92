"""The sample play ``tabletop/samples/plays/gangster-paradise.ttplay.json``: a whole 8-turn evening of three clans
(Romain, Pierre, Camille) with a bluff, a trade, executants and unpaid salaries, replayed from its log."""

import json
from pathlib import Path

import pytest

from tabletop import games
from tabletop.cli import main
from tabletop.games.playfile import PlayFileError, load_play

SAMPLE = Path(__file__).resolve().parents[3] / "tabletop" / "samples" / "plays" / "gangster-paradise.ttplay.json"


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


def test_a_play_whose_laundering_rate_is_zero_is_refused_with_its_field(tmp_path):
    """A play file carries its rule tables: one edited to launder at 0 red per white is refused where it is wrong,
    instead of dividing by zero at the first laundering."""
    data = json.loads(SAMPLE.read_text(encoding="utf-8"))
    data["settings"]["tables"]["laundering"]["red_per_white"] = 0
    broken = tmp_path / "zero.ttplay.json"
    broken.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(PlayFileError) as refused:
        load_play(broken, games.game_core)
    assert "settings.tables: laundering.red_per_white: expected a number >= 1, got 0" in str(refused.value)
