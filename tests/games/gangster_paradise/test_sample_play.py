"""The sample play ``tabletop/samples/plays/gangster-paradise.ttplay.json``: a whole 8-turn evening of three clans
(Romain, Pierre, Camille) under the default rule settings, with trades, auctions, an informateur, every salary paid,
replayed from its log."""

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
    for words in (" to Camille for ", "is left without a card and gets 10 red", "Pierre recruits an executant with",
                  "sends an informer on Camille", "an executant acts on Camille", "gets a bonus of 15 white",
                  "recruits a Boss for 5"):
        assert words in lines
    ranking = session.ranking()
    assert ranking.winners() == ["Pierre"] and ranking.decided_by == "white"
    assert [(p.name, p.score) for p in ranking.players] == [("Pierre", 116), ("Camille", 87), ("Romain", 56)]


def test_the_sample_evening_is_played_under_the_default_settings_and_every_salary_is_paid():
    """Issue 36: the sample is saved under the default reading of the salaries (« chaque joueur doit payer en
    billets blancs les membres du clan », must_pay), no clan ever goes without its goods, and every black-market
    card is bought at a price a club would bid."""
    session = load_play(SAMPLE, games.game_core).session
    assert session.setup.settings == session.game.default_settings()
    assert session.setup.settings["unpaid_salaries"] == "must_pay"
    assert not any(c.unpaid for index in range(len(session.events) + 1) for c in session.state_at(index).clans)
    assert "receives nothing" not in "\n".join(session.log_lines)
    prices = [e["red"] + e["white"] for e in session.events if e["type"] == "buy"]
    assert len(prices) == 16 and min(prices) >= 3
    assert "pierre_feuille_ciseaux" not in {e["type"] for e in session.events}


def test_tabletop_replay_prints_the_sample_plays_end(capsys):
    assert main(["replay", str(SAMPLE)]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["game"] == "gangster-paradise" and out["over"] and out["players"] == ["Romain", "Pierre", "Camille"]
    assert [p["name"] for p in out["ranking"]["players"]] == ["Pierre", "Camille", "Romain"]


def test_a_play_whose_laundering_rate_is_zero_is_refused_with_its_field(tmp_path):
    """A play file carries its rule tables: one edited to launder at 0 red per white is refused where it is wrong,
    instead of dividing by zero at the first laundering."""
    data = json.loads(SAMPLE.read_text(encoding="utf-8"))
    data["settings"]["tables"]["laundering"]["red_per_white"] = 0
    broken = tmp_path / "zero.ttplay.json"
    broken.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(PlayFileError) as refused:
        load_play(broken, games.game_core)
    assert "the play's rule tables, the red notes per white note laundered: expected a number ≥ 1, got 0" in str(refused.value)
