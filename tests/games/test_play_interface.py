"""The shared play layer: session, play files, virtual and entered dice, ranking with tie-breaks, and the
random-playthrough check, on a small game written for these tests."""

import json
import random

import pytest

from tabletop.games.interface import GameError, PlaySetup, rank_by
from tabletop.games.playfile import PlayFile, PlayFileError, load_play, parse_play, play_to_json, save_play
from tabletop.games.playthrough import PlaythroughFailure, random_playthrough
from tabletop.games.session import PlaySession

from tests.games.toy_game import DiceRace

GAME = DiceRace()
SETUP = PlaySetup(game="dice-race", players=("Ana", "Bruno"), seed=7)


def find(game_id):
    return GAME if game_id == "dice-race" else None


def test_apply_returns_a_change_and_undo_steps_back_exactly():
    session = PlaySession(GAME, SETUP)
    change = session.apply({"type": "roll"})
    assert change.index == 0 and not change.undone and "Ana" in change.line
    assert session.waits_on_chance() and session.to_move() == "chance"
    session.apply({"type": "face", "value": 4})
    assert session.state_json()["points"] == {"Ana": 4, "Bruno": 0}
    back = session.undo()
    assert back.undone and back.event == {"type": "face", "value": 4}
    assert session.state_json()["points"] == {"Ana": 0, "Bruno": 0} and session.waits_on_chance()


def test_a_refused_event_changes_nothing():
    session = PlaySession(GAME, SETUP)
    with pytest.raises(GameError):
        session.apply({"type": "face", "value": 3})
    assert session.events == () and session.state == session.state_at(0)


def test_virtual_dice_are_seeded_by_the_play_and_the_log_length():
    one, two = PlaySession(GAME, SETUP), PlaySession(GAME, SETUP)
    faces = []
    for session in (one, two):
        session.apply({"type": "roll"})
        faces.append(session.virtual_roll())
    assert faces[0] == faces[1] and faces[0]["type"] == "face"
    rolls = {json.dumps(PlaySession(GAME, PlaySetup("dice-race", ("A", "B"), seed=s), [{"type": "roll"}])
                        .virtual_roll()) for s in range(30)}
    assert len(rolls) > 1  # the seed matters
    with pytest.raises(GameError, match="nothing to roll"):
        PlaySession(GAME, SETUP).virtual_roll()


def test_the_game_over_refuses_more_events():
    session = PlaySession(GAME, SETUP)
    for face in (6, 1, 6):
        session.apply({"type": "roll"})
        session.apply({"type": "face", "value": face})
    assert session.is_over() and session.to_move() is None and session.legal_events() == []
    with pytest.raises(GameError, match="over"):
        session.apply({"type": "roll"})
    assert session.ranking().winners() == ["Ana"]


def test_rank_by_shares_ranks_and_says_what_decided():
    ranking = rank_by([("A", (10, 3)), ("B", (10, 5)), ("C", (4, 9))], ["white", "members"])
    assert [(p.name, p.rank) for p in ranking.players] == [("B", 1), ("A", 2), ("C", 3)]
    assert ranking.decided_by == "members" and "B wins with the most members" in ranking.explanation
    tie = rank_by([("A", (1, 1)), ("B", (1, 1)), ("C", (0, 5))], ["white", "members"])
    assert [p.rank for p in tie.players] == [1, 1, 3] and tie.decided_by == "tie" and tie.winners() == ["A", "B"]
    clear = rank_by([("A", (3,)), ("B", (1,))], ["points"])
    assert clear.decided_by == "points" and clear.players[0].score == 3


def test_play_file_round_trip_keeps_unknown_keys(tmp_path):
    session = PlaySession(GAME, SETUP, [{"type": "roll"}, {"type": "face", "value": 2}])
    path = tmp_path / "race.ttplay.json"
    save_play(path, PlayFile(session, name="Friday", extra={"club": "Les Caves"}))
    again = load_play(path, find)
    assert again.session.events == session.events and again.name == "Friday"
    assert play_to_json(again)["club"] == "Les Caves"
    assert again.session.state == session.state


@pytest.mark.parametrize("text, expected", [
    ("{", "at line 1, column 2, the text stops before its end"),
    ("[" * 100000, "nests its values too deeply"),
    ('{"format": "tabletop-game"}', "not a Tabletop play file"),
    ('{"format": "tabletop-play", "version": 1, "game": "dice-race", "players": [], "seed": 1, "log": []}',
     "players: expected at least 1 items"),
    ('{"format": "tabletop-play", "version": 1, "game": "chess", "players": [{"name": "A"}], "seed": 1, "log": []}',
     "the game: Tabletop has no game « chess »"),
    ('{"format": "tabletop-play", "version": 1, "game": "dice-race", "players": [{"name": "A"}, {"name": "B"}],'
     ' "seed": 1, "log": [{"type": "roll"}, {"type": "face", "value": 9}]}', "event 2 (« face ») is refused: a d6 has no face 9"),
    ('{"format": "tabletop-play", "version": 1, "game": "dice-race", "players": [{"name": "A"}], "seed": 1,'
     ' "log": []}', "the race takes 2 to 4"),
])
def test_bad_play_files_are_refused_with_the_place(text, expected):
    with pytest.raises(PlayFileError) as refused:
        parse_play(text, "x.ttplay.json", find)
    assert any(expected in line and "x.ttplay.json" in line for line in refused.value.lines), \
        refused.value.lines


def test_random_playthrough_plays_to_the_end_and_catches_broken_invariants():
    result = random_playthrough(GAME, SETUP, random.Random(1))
    assert result.over and result.events > 4

    class Broken(DiceRace):
        def invariants(self, state):
            return ["points went odd"] if sum(state.points) % 2 else []

    with pytest.raises(PlaythroughFailure, match="points went odd"):
        random_playthrough(Broken(), SETUP, random.Random(1))


def test_random_playthrough_asks_chance_once_per_state():
    """The outcomes the check sums are the ones the next event is drawn from: the game's chance is asked once for
    each state played, not again for the draw (it was a tenth of a playthrough)."""
    asked = []

    class Counted(DiceRace):
        def chance(self, state):
            asked.append(state)
            return super().chance(state)

    result = random_playthrough(Counted(), SETUP, random.Random(1), check_replay=False)
    assert result.over and len(asked) == result.events + 1
    assert result.events == random_playthrough(GAME, SETUP, random.Random(1), check_replay=False).events


def test_random_playthrough_says_no_event_and_catches_a_log_replaying_elsewhere():
    """The check replays the log to the state played, without writing the referee's lines: they were half of a
    replay's work (a quarter of tests/games/test_every_reading_plays.py); the play writes each when it is read."""
    said = []

    class Counted(DiceRace):
        def describe(self, state, event):
            said.append(event)
            return super().describe(state, event)

    result = random_playthrough(Counted(), SETUP, random.Random(1))
    assert said == []
    assert len(result.session.log_lines) == result.events == len(said)

    class Forgetful(DiceRace):  # the log's last event, replayed, leads elsewhere: the check sees it
        def apply(self, state, event):
            after = super().apply(state, event)
            self.applied = getattr(self, "applied", 0) + 1
            return after if self.applied < 2 * result.events else self.initial_state(SETUP)

    with pytest.raises(PlaythroughFailure, match="replaying the log does not give the same state"):
        random_playthrough(Forgetful(), SETUP, random.Random(1))
