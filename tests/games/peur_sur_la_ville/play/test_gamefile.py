"""Saved games: the log replays to the same state; bad files give clear lines and are left untouched."""

import json
from pathlib import Path

import pytest

from tabletop.games import module_for_path
from tabletop.games.event_kinds import PEUR_GAME, kind_words
from tabletop.games.peur_sur_la_ville.play import (EVENT_TYPES, Event, EventError, GameFileError, GameSession,
                                      StartGame, game_to_json, load_game, parse_game, resolve_initiative,
                                      resolve_start_turn, save_game)

from tests.games.peur_sur_la_ville.play.conftest import DEPLOY

SAMPLE = Path(__file__).resolve().parents[4] / "tabletop" / "samples" / "games" / "bank-job.ttgame.json"


@pytest.fixture
def started(setup):
    g = GameSession(setup)
    g.apply(StartGame(DEPLOY))
    g.apply(g.resolve(resolve_start_turn))
    g.apply(g.resolve(resolve_initiative))
    return g


def test_the_sample_game_replays_headless_to_the_same_state():
    first, second = load_game(SAMPLE), load_game(SAMPLE)
    assert first.state == second.state and first.log_lines == second.log_lines
    state = first.state
    assert state.turn >= 3 and state.phase == "over"
    kinds = {e.kind for e in first.events}
    assert {"start_game", "roll_initiative", "move", "shoot", "fight", "throw", "civilians_react"} <= kinds
    assert state.bavures >= 1
    assert any(not f.alive for f in state.figures.values() if f.kind == "civilian")


def test_save_then_load_gives_the_same_game(started, tmp_path):
    path = tmp_path / "street.ttgame.json"
    save_game(started, path)
    loaded = load_game(path)
    assert loaded.events == started.events and loaded.state == started.state
    assert loaded.setup.seed == 11 and loaded.dice().roll("d6", 3, "x") == started.dice().roll("d6", 3, "x")
    assert game_to_json(loaded) == json.loads(path.read_text(encoding="utf-8"))
    assert module_for_path(str(path)).id == "peur-game"


def test_every_event_kind_round_trips_through_json(started):
    for event in started.events:
        assert Event.from_json(json.loads(json.dumps(event.to_json()))) == event
    assert set(EVENT_TYPES) >= {"shoot", "fight", "throw", "launch", "civilians_react", "end_turn", "adjust"}
    with pytest.raises(EventError, match='the game has no event "dance"; the events are start the game, start the '):
        Event.from_json({"kind": "dance"})
    with pytest.raises(EventError, match="the event says no kind"):
        Event.from_json({"figure": "x"})
    with pytest.raises(EventError, match="the field « actions » expects a whole number"):
        Event.from_json({"kind": "move", "figure": "x", "path": [[0, 0], [1, 1]], "actions": "two"})


def _unchanged_after_failed_load(path: Path, text: str) -> list[str]:
    path.write_text(text, encoding="utf-8")
    with pytest.raises(GameFileError) as caught:
        load_game(path)
    assert path.read_text(encoding="utf-8") == text
    return caught.value.lines


def test_a_truncated_file_is_one_clear_line_and_untouched(started, tmp_path):
    path = tmp_path / "cut.ttgame.json"
    save_game(started, path)
    text = path.read_text(encoding="utf-8")
    lines = _unchanged_after_failed_load(path, text[: len(text) // 2])
    assert len(lines) == 1 and lines[0].startswith(f"the file «\u00a0{path}\u00a0» is not valid JSON: at line ")
    assert lines[0].endswith("the text stops before its end (it looks cut short)")
    assert not list(tmp_path.glob(".*.tmp"))


def test_a_corrupt_file_names_each_problem(started, tmp_path):
    doc = game_to_json(started)
    doc["version"] = 3  # a version this Tabletop does not know
    doc["log"][1]["kind"] = "dance"
    del doc["seed"]
    lines = _unchanged_after_failed_load(tmp_path / "bad.ttgame.json", json.dumps(doc))
    assert any("version" in line for line in lines) and any("no value for the seed" in line for line in lines)

    doc = game_to_json(started)
    doc["log"][1]["kind"] = "dance"
    doc["rosters"]["F"]["figures"]["ghost"] = 3
    lines = _unchanged_after_failed_load(tmp_path / "bad.ttgame.json", json.dumps(doc))
    named = f"«\u00a0{tmp_path / 'bad.ttgame.json'}\u00a0»"
    assert lines == [f"in {named}, figure « ghost » of gang F: the map has no figure of gang F by that id",
                     f'in {named}, event 2 of the log: the game has no event "dance"; the events are '
                     + ", ".join(kind_words(PEUR_GAME, kind) for kind in EVENT_TYPES)]


def test_a_log_the_rules_refuse_says_which_event(started):
    doc = game_to_json(started)
    doc["log"][2]["rounds"] = [[["A", 6], ["F", 6]]]  # a tie nobody rerolled
    with pytest.raises(GameFileError) as caught:
        parse_game(json.dumps(doc), "tied.ttgame.json")
    assert caught.value.lines == ["tied.ttgame.json: event 3 (roll the initiative) is refused: initiative: die 3 (D6, "
                                  "the initiative of the Police) was not entered: 2 faces given"]
    doc["log"][0]["positions"]["officer"] = [40, 35]
    with pytest.raises(GameFileError, match="neither in its HQ nor within 10 cm of a street entry"):
        parse_game(json.dumps(doc), "far.ttgame.json")


def test_a_missing_file_or_an_unreadable_scenario(tmp_path, started):
    with pytest.raises(GameFileError, match="nothing.ttgame.json\u00a0» does not exist"):
        load_game(tmp_path / "nothing.ttgame.json")
    doc = game_to_json(started)
    doc["scenario"]["tabletop"]["table"]["width_cm"] = -5
    with pytest.raises(GameFileError) as caught:
        parse_game(json.dumps(doc), "s.ttgame.json")
    assert all(line.startswith("in «\u00a0s.ttgame.json\u00a0», the map, ") for line in caught.value.lines), caught.value.lines


def test_a_log_is_decoded_without_putting_a_word_of_its_refusals_together(monkeypatch):
    """Where a refused value sits (« dans l'événement « se déplacer », le champ « actions » ») is said only when a
    refusal says it: every field of every event put it in words eagerly, most of a log's decoding (a 201-event log
    3.5 times slower)."""
    from tabletop.games.peur_sur_la_ville.play import events

    said: list[type] = []
    words = events._thing_words
    monkeypatch.setattr(events, "_thing_words", lambda cls: said.append(cls) or words(cls))
    sample = Path(__file__).resolve().parents[4] / "scenarios" / "games" / "bank-job.ttgame.json"
    log = json.loads(sample.read_text(encoding="utf-8"))["log"]
    assert len([Event.from_json(e) for e in log]) == len(log) > 100 and said == []
    with pytest.raises(EventError, match="the field « actions » expects a whole number"):
        Event.from_json({"kind": "move", "figure": "x", "path": [[0, 0], [1, 1]], "actions": "two"})
    assert said


def test_a_loaded_game_dates_each_line_once_and_only_when_it_is_read(monkeypatch):
    """Issue 36: a game loaded dated every line of its log with its turn (« Tour 3 — … », a sentence of its own)
    whether it was read or not; each is dated the first time it is read, the same line as a replay's."""
    from tabletop.games.peur_sur_la_ville.play import session as session_module

    dated: list[int] = []
    date = session_module.dated_line
    monkeypatch.setattr(session_module, "dated_line", lambda turn, clause: dated.append(turn) or date(turn, clause))
    game = load_game(SAMPLE)
    assert len(game.events) == 201 and dated == []
    lines = game.log_lines
    assert len(dated) == 201
    assert game.log_lines == lines and len(dated) == 201
    monkeypatch.setattr(session_module, "dated_line", date)
    assert list(lines) == session_module.replay(game.setup, game.events)[1]
    last = game.events[-1]
    assert game.undo().log_lines == (lines[-1],)
    assert game.apply(last).log_lines == (lines[-1],) and game.log_lines == lines


def test_a_loaded_game_makes_each_fighter_once(monkeypatch):
    """Issue 36: the rules' view of a figure (``GameSetup.fighter``) was made again each time it was asked, 473
    times loading the 201-event sample of 30 figures; the same kit, wounds and state give the same fighter, made
    once per game."""
    from tabletop.games.peur_sur_la_ville.play import setup as setup_module
    from tabletop.games.peur_sur_la_ville.rules import fighter_for

    made: list[str] = []
    monkeypatch.setattr(setup_module, "fighter_for", lambda gang, *args, **kwargs: made.append(gang) or fighter_for(
        gang, *args, **kwargs))
    game = load_game(SAMPLE)
    assert 0 < len(made) <= 30
    for index in range(0, len(game.events) + 1, 10):
        for f in game.state_at(index).figures.values():
            kept = game.setup.fighter(f)
            game.setup._fighters.clear()
            assert game.setup.fighter(f) == kept


def test_a_move_looks_for_hq_defenders_only_when_it_enters_an_hq(monkeypatch):
    """Issue 36: each move asked of every figure of another gang whether it stood in its HQ (a point in a polygon),
    600 times loading the 201-event sample, before asking whether the mover had entered that HQ at all; a move now
    asks first, of each HQ at most twice, and most enter none."""
    from tabletop.games.peur_sur_la_ville.play import ripostes

    asked: list[str] = []
    zone_holding = ripostes.zone_holding
    monkeypatch.setattr(ripostes, "zone_holding", lambda setup, kind, x, y, gang=None: asked.append(gang) or
                        zone_holding(setup, kind, x, y, gang))
    game = load_game(SAMPLE)
    moves = sum(event.kind == "move" for event in game.events)
    others = len({f.gang for f in game.state.figures.values() if f.gang is not None}) - 1
    attacks = sum(event.kind in ("shoot", "fight", "throw", "launch", "tase") for event in game.events)
    assert moves > 50 and 0 < len(asked) <= 2 * others * moves + attacks
