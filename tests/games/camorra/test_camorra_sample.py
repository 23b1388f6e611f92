"""The sample play ``tabletop/samples/plays/camorra.ttplay.json``: a whole three-player game that opens, replays to its end
headless, and prints its final state and scores through ``tabletop replay``."""

from __future__ import annotations

import json
from pathlib import Path

from tabletop import games, i18n
from tabletop.cli import main
from tabletop.games.playfile import dumps_play, load_play, peek_game

SAMPLE = Path(__file__).resolve().parents[3] / "tabletop" / "samples" / "plays" / "camorra.ttplay.json"


def test_the_sample_play_opens_and_replays_to_the_end():
    play = load_play(SAMPLE, games.game_core)
    session = play.session
    assert session.setup.players == ("Ana", "Bruno", "Carla") and session.is_over()
    kinds = {event["type"] for event in session.events}
    assert {"attaque", "corruption", "weapon", "support", "combat_die", "recrutement", "end_turn"} <= kinds
    assert all(not session.game.invariants(session.state_at(i)) for i in range(len(session.events) + 1))
    ranking = session.ranking()
    assert ranking.players[-1].eliminated and ranking.explanation
    assert dumps_play(play) == SAMPLE.read_text(encoding="utf-8")  # saving it again changes nothing


def test_play_files_go_to_their_game():
    assert peek_game(SAMPLE) == "camorra"
    assert games.module_for_path(str(SAMPLE)).id == "camorra"


def test_tabletop_replay_prints_the_final_state_and_scores(capsys):
    assert main(["replay", str(SAMPLE)]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["game"] == "camorra" and out["over"] is True and out["events"] == len(json.loads(
        SAMPLE.read_text(encoding="utf-8"))["log"])
    assert [p["name"] for p in out["ranking"]["players"]] == ["Carla", "Bruno", "Ana"]
    assert out["ranking"]["players"][0]["score"] == 13 and out["state"]["players"]["Ana"]["out"] is True


def test_the_french_journal_elides_de_before_a_player_named_with_a_vowel():
    i18n.set_language("fr")
    try:
        lines = load_play(SAMPLE, games.game_core).session.log_lines
    finally:
        i18n.set_language(None)
    assert "Bruno pose une carte Attaque\u00a0: son Caïd (Stella) attaque Pausilippe d'Ana" in lines
    assert "Maniaque d'Ana (Avvocata) meurt (Recrutement raté)" in lines
    assert not [line for line in lines if "de Ana" in line]
