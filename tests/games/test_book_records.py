"""A finished play as the book keeps it: the tracker's session (rank, score, breakdown, team, eliminated, seat) and
the Peur sur la Ville live game (a participant per gang, its counts as the breakdown, the referee's ranks)."""

from __future__ import annotations

import json
from datetime import datetime, timezone

import pytest

from tabletop.games.book_records import LIVE_GAME_ID, live_game_record, ranking_participants, tracked_play_record
from tabletop.games.interface import PlayerResult, PlaySetup, Ranking
from tabletop.games.peur_sur_la_ville.play import EndGame, GameSession, StartGame, new_setup
from tabletop.games.session import PlaySession
from tabletop.scenario import parse_scenario

from tests.games.toy_game import DiceRace
from tests.ui.test_game_flow import SKIRMISH


def finished_race() -> PlaySession:
    session = PlaySession(DiceRace(), PlaySetup(game="dice-race", players=("Ana", "Bruno", "Chloé"), seed=5))
    while not session.is_over():
        session.apply(session.virtual_roll() if session.waits_on_chance() else {"type": "roll"})
    return session


def test_a_finished_tracked_play_becomes_a_record_seated_in_play_order():
    session = finished_race()
    when = datetime(2026, 3, 1, 20, 0, tzinfo=timezone.utc)
    record = tracked_play_record(session, file_path="/plays/race.ttplay.json", play_id="abc", played_at=when,
                                 place="Club")
    ranking = session.ranking()
    assert (record.id, record.game, record.played_at, record.place) == ("abc", "dice-race", when, "Club")
    assert record.file_path == "/plays/race.ttplay.json"
    by_name = {p.name: p for p in record.participants}
    assert [by_name[n].seat for n in ("Ana", "Bruno", "Chloé")] == [1, 2, 3]
    for result in ranking.players:
        assert (by_name[result.name].rank, by_name[result.name].score) == (result.rank, result.score)
    assert [p.name for p in record.participants if p.rank == 1] == ranking.winners()


def test_breakdown_team_and_elimination_are_carried_over():
    ranking = Ranking((PlayerResult("Ana", 1, 12, {"quartiers": 8, "argent": 4}, team="Rouges"),
                       PlayerResult("Bruno", 2, None, eliminated=True)), "points", "Ana has more points")
    ana, bruno = ranking_participants(ranking, ["Bruno", "Ana"])
    assert (ana.seat, ana.team, ana.breakdown, ana.eliminated) == (2, "Rouges", {"quartiers": 8.0, "argent": 4.0},
                                                                   False)
    assert (bruno.seat, bruno.score, bruno.eliminated) == (1, None, True)


def test_a_play_not_over_is_not_recorded():
    session = PlaySession(DiceRace(), PlaySetup(game="dice-race", players=("Ana", "Bruno")))
    with pytest.raises(ValueError, match="not over"):
        tracked_play_record(session)


def test_a_live_game_records_one_participant_per_gang_with_its_counts():
    session = GameSession(new_setup(parse_scenario(json.dumps(SKIRMISH)), seed=1))
    with pytest.raises(ValueError, match="not over"):
        live_game_record(session, {}, {})
    session.apply(StartGame({}, free_placement=True))
    session.apply(EndGame("time"))
    record = live_game_record(session, {"A": " Ana "}, {"A": 1, "F": None}, file_path="/games/skirmish.ttgame.json")
    assert record.game == LIVE_GAME_ID and record.file_path == "/games/skirmish.ttgame.json"
    police, skins = record.participants
    assert (police.name, police.team, police.seat, police.rank) == ("Ana", "Police", 1, 1)
    assert (skins.name, skins.team, skins.seat, skins.rank) == ("Skins", "Skins", 2, None)  # nobody named: the gang
    assert police.breakdown["standing"] == 2.0 and police.score is None and not police.eliminated


def test_a_gang_with_every_figure_dead_or_captive_is_out():
    session = GameSession(new_setup(parse_scenario(json.dumps(SKIRMISH)), seed=1))
    session.apply(StartGame({}, free_placement=True))
    session.apply(EndGame("time"))
    counts = session.scores()
    counts["F"] = {**counts["F"], "standing": 0, "ko": 0, "dead": 1, "captive": 1}
    session.scores = lambda: counts  # the end of a bloody game, without playing it out
    police, skins = live_game_record(session, {}, {}).participants
    assert skins.eliminated and not police.eliminated
