"""Issue 36: a play's log lines are written when they are read, not as the events are applied: a random
playthrough, a play a phone replays or a check of where a log leads wrote one line per event that nobody read
(3.2 % of the test suite). The lines read are the ones written at apply time were: the same words, in the language
spoken when the event was applied, and undo and redo give back the event's own line."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from tabletop.games import game_core, session as session_module
from tabletop.games.interface import PlaySetup
from tabletop.games.playthrough import random_playthrough
from tabletop.games.session import PlaySession, referee_line
from tabletop.i18n import speaking

SETUP = PlaySetup("camorra", ("Ana", "Bob", "Cy"), seed=3)


@pytest.fixture
def written(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[int]]:
    """How many lines the sessions made from now on write (one count per ``referee_line`` call)."""
    calls = [0]

    def counted(*args: object) -> str:
        calls[0] += 1
        return referee_line(*args)  # type: ignore[arg-type]

    monkeypatch.setattr(session_module, "referee_line", counted)
    yield calls


def events_of_a_long_play(count: int) -> list[dict]:
    play = random_playthrough(game_core("camorra"), SETUP, random.Random(1), max_events=count,
                              check_replay=False)
    assert len(play.session.events) == count
    return list(play.session.events)


def test_a_replayed_play_writes_each_line_once_and_only_when_it_is_read(written: list[int]) -> None:
    events = events_of_a_long_play(200)
    session = PlaySession(game_core("camorra"), SETUP, events)
    assert written[0] == 0
    lines = session.log_lines
    assert written[0] == 200
    assert session.log_lines == lines and session.export_text().splitlines()[1:] == list(lines)
    assert written[0] == 200
    game = session.game
    assert list(lines) == [referee_line(game, session.state_at(i), e) for i, e in enumerate(session.events)]


def test_applied_events_write_no_line_until_a_change_or_the_log_is_read(written: list[int]) -> None:
    session = PlaySession(game_core("camorra"), SETUP)
    changes = [session.apply(event) for event in events_of_a_long_play(50)]
    assert written[0] == 0
    assert changes[-1].line == session.log_lines[-1]
    assert written[0] == 50
    assert [c.line for c in changes] == list(session.log_lines) and written[0] == 50


def test_undo_and_redo_give_the_events_own_line() -> None:
    events = events_of_a_long_play(20)
    session = PlaySession(game_core("camorra"), SETUP, events[:19])
    expected = PlaySession(game_core("camorra"), SETUP, events).log_lines
    undone = session.undo()
    assert undone.undone and undone.line == expected[18]
    assert session.apply(undone.event).line == expected[18]
    assert session.apply(events[19]).line == expected[19]
    assert session.log_lines == expected


def test_a_line_is_in_the_language_spoken_when_its_event_was_applied() -> None:
    events = events_of_a_long_play(10)
    with speaking("fr"):
        french = PlaySession(game_core("camorra"), SETUP, events).log_lines
        session = PlaySession(game_core("camorra"), SETUP, events[:5])
    with speaking("en"):
        english = PlaySession(game_core("camorra"), SETUP, events).log_lines
        for event in events[5:]:
            session.apply(event)
    assert french != english
    with speaking("fr"):
        assert session.log_lines == french[:5] + english[5:]


@pytest.mark.parametrize(("game_id", "players"), [("camorra", ("Ana", "Bob", "Cy")), ("narcopolis", ("Ana", "Bob")),
                                                  ("gangster-paradise", ("Ana", "Bob", "Cy")),
                                                  ("mafia-story", ("A", "B", "C"))])
def test_every_line_of_a_random_play_is_written_when_read(game_id: str, players: tuple[str, ...]) -> None:
    """The playthroughs no longer write their lines, so one play a game has each of its lines read: a legal event
    the game's ``describe`` could not say would show here, not first on the referee's screen."""
    play = random_playthrough(game_core(game_id), PlaySetup(game_id, players, seed=3), random.Random(1),
                              max_events=300, check_replay=False)
    lines = play.session.log_lines
    assert len(lines) == play.events > 100 and all(lines)
