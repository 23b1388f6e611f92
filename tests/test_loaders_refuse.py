"""Every loader refuses a bad file, never crashes (issue 20): mutated copies of a valid map, game, roster and play
file (deep nesting, huge and non-finite numbers, wrong types, the file cut short, bytes that are not UTF-8) end in
the loader's own error, each line naming the file, and the file is left as it was.

The book's interchange file is not covered here: the book (``tabletop/book/``) is not on this branch yet."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Callable

import pytest
from hypothesis import HealthCheck, given, settings

from tabletop import games
from tabletop.games.peur_sur_la_ville.play.gamefile import GameFileError, load_game
from tabletop.games.peur_sur_la_ville.rules import PeurError, load_roster, new_roster, roster_file_json
from tabletop.games.playfile import PlayFileError, load_play
from tabletop.jsontext import JsonTextError, parse_json_text
from tabletop.scenario import ScenarioError, load_scenario
from tests.mutations import mutated, replaced

ROOT = Path(__file__).resolve().parent.parent
MAP = (ROOT / "tabletop" / "samples" / "bank-job.geojson").read_bytes()
GAME = (ROOT / "tabletop" / "samples" / "games" / "bank-job.ttgame.json").read_bytes()
ROSTER = json.dumps(roster_file_json(new_roster("C")), ensure_ascii=False).encode("utf-8")
PLAYS = sorted((ROOT / "tabletop" / "samples" / "plays").glob("*.ttplay.json"))
FUZZ = settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])


def _lines(error: Exception) -> list[str]:
    return list(getattr(error, "lines", None) or [str(error)])


def _refuses_or_loads(path: Path, data: bytes, load: Callable[[Path], object], error: type[Exception]) -> None:
    """Load ``data`` from ``path``: a success or a refusal whose every line names the file; anything else fails."""
    path.write_bytes(data)
    before = sorted(p.name for p in path.parent.iterdir())
    try:
        load(path)
    except error as refused:
        lines = _lines(refused)
        assert lines and all(line.startswith(str(path)) for line in lines), lines
        assert all("\n" not in line and "Traceback" not in line for line in lines)
    assert path.read_bytes() == data
    assert sorted(p.name for p in path.parent.iterdir()) == before


@FUZZ
@given(data=mutated(MAP))
def test_a_mutated_map_is_refused_never_a_crash(tmp_path, data):
    _refuses_or_loads(tmp_path / "map.geojson", data, load_scenario, ScenarioError)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=mutated(GAME))
def test_a_mutated_game_is_refused_never_a_crash(tmp_path, data):
    _refuses_or_loads(tmp_path / "game.ttgame.json", data, load_game, GameFileError)


@FUZZ
@given(data=mutated(ROSTER))
def test_a_mutated_roster_is_refused_never_a_crash(tmp_path, data):
    _refuses_or_loads(tmp_path / "roster.json", data, load_roster, PeurError)


@pytest.mark.parametrize("sample", PLAYS, ids=lambda p: p.name.split(".")[0])
def test_a_mutated_play_is_refused_never_a_crash(tmp_path, sample):
    @FUZZ
    @given(data=mutated(sample.read_bytes()))
    def check(data: bytes) -> None:
        _refuses_or_loads(tmp_path / "play.ttplay.json", data, lambda p: load_play(p, games.game_core), PlayFileError)

    check()


@pytest.mark.parametrize("text, place", [
    ("[" * 3000 + "]" * 3000, "nested too deeply (more than 64 levels) at line 1 column 65"),
    ('{"a": [1, 2, NaN]}', "a.2: expected a finite number, got NaN"),
    ('{"log": [{"path": [[1, Infinity]]}]}', "log.0.path.0.1: expected a finite number, got Infinity"),
    ('{"x": 1e400}', "x: expected a finite number"),
    ('{"n":\n 1' + "0" * 5000 + "}", "a number is too large at line 2 column 2"),
    ('{"n": 90071992547409930}', "n: expected an integer within ±9007199254740991"),
    ('{"a": [1, 2', "not valid JSON at line 1 column 12"),
])
def test_json_text_is_refused_with_its_place(text, place):
    with pytest.raises(JsonTextError) as refused:
        parse_json_text(text)
    assert place in str(refused.value)


def _written(path: Path, doc: object) -> Path:
    path.write_text(json.dumps(doc), encoding="utf-8")
    return path


def test_the_known_crashes_of_issue_20_are_refusals_naming_the_place(tmp_path):
    """The four crashes the issue lists, each now one line with the field or the line and column."""
    game = json.loads(GAME)
    game["rosters"]["A"]["roster"]["figures"][0]["weapons"] = [["pistolet"]]
    path = _written(tmp_path / "list-weapon.ttgame.json", game)
    with pytest.raises(GameFileError) as refused:
        load_game(path)
    assert refused.value.lines == [f"{path}: rosters.A: not a roster: figures.0.weapons.0: expected a string, "
                                   f'got list ["pistolet"]']
    roster = tmp_path / "infinite.json"
    roster.write_bytes(replaced(json.loads(ROSTER), ("figures", 2, "items"), '{"gilet": Infinity}'))
    with pytest.raises(PeurError, match=r"infinite.json: figures.2.items.gilet: expected a finite number, got Infinity"):
        load_roster(roster)
    scenario = tmp_path / "huge.geojson"
    scenario.write_text(MAP.decode().replace('"width_cm": 120', '"width_cm": 1' + "0" * 400, 1), encoding="utf-8")
    with pytest.raises(ScenarioError, match="tabletop.table.width_cm: expected an integer within"):
        load_scenario(scenario)
    deep = tmp_path / "deep.ttgame.json"
    deep.write_text('{"log": ' + "[" * 5000 + "]" * 5000 + "}", encoding="utf-8")
    with pytest.raises(GameFileError, match="nested too deeply .* at line 1 column 72"):
        load_game(deep)


def test_a_non_finite_number_in_a_logged_move_path_is_refused(tmp_path):
    game = json.loads(GAME)
    move = next(event for event in game["log"] if event["kind"] == "move")
    move["path"][0][0] = 1e7
    path = _written(tmp_path / "far.ttgame.json", game)
    with pytest.raises(GameFileError) as refused:
        load_game(path)
    assert "Move.path: expected a finite number within ±1e+06, got 10000000.0" in refused.value.lines[0]
    path.write_text(json.dumps(game).replace("10000000.0", "NaN"), encoding="utf-8")
    with pytest.raises(GameFileError, match="expected a finite number, got NaN"):
        load_game(path)


def test_a_bow_tie_polygon_is_refused_with_its_place(tmp_path):
    doc = json.loads(MAP)
    index, building = next((i, f) for i, f in enumerate(doc["features"]) if f["properties"]["kind"] == "building")
    building["geometry"]["coordinates"] = [[[10, 10], [30, 30], [30, 10], [10, 30], [10, 10]]]
    path = _written(tmp_path / "bow-tie.geojson", doc)
    with pytest.raises(ScenarioError) as refused:
        load_scenario(path)
    assert refused.value.lines == [f"{path}: feature '{building['id']}' (#{index}): geometry.coordinates: the polygon "
                                   f"is not valid: self-intersection at [20, 20] (its outline must not cross itself)"]



@pytest.mark.parametrize("sample, place, raw, said", [
    ("camorra", ("log", 2, "capo"), '["a"]', "event 3 (attaque): a field has a value of the wrong kind"),
    ("gangster-paradise", ("log", 3, "good"), '["a"]', "event 4 (reveal): a field has a value of the wrong kind"),
    ("mafia-story", ("log", 24, "card", "type"), '["a"]', "event 25 (card): a field has a value of the wrong kind"),
    ("narcopolis", ("log", 2, "kinds"), "1.5", "event 3 (implant): a field has a value of the wrong kind"),
])
def test_a_value_of_the_wrong_kind_in_a_play_event_is_that_event_s_problem(tmp_path, sample, place, raw, said):
    """The games read their events' fields as names and lists; a file's wrong value is refused, not a crash."""
    path = tmp_path / "bad.ttplay.json"
    path.write_bytes(replaced(json.loads((ROOT / "tabletop" / "samples" / "plays" / f"{sample}.ttplay.json").read_bytes()),
                              place, raw))
    with pytest.raises(PlayFileError) as refused:
        load_play(path, games.game_core)
    assert refused.value.lines[0].startswith(f"{path}: log: {said} ("), refused.value.lines
