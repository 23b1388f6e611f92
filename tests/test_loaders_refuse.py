"""Every loader refuses a bad file, never crashes (issue 20): mutated copies of a valid map, game, roster and play
file (deep nesting, huge and non-finite numbers, wrong types, the file cut short, bytes that are not UTF-8) end in
the loader's own error, each line naming the file, and the file is left as it was.

Issue 25 adds what the mutations of its 6,120 files found: huge lists where a list belongs, lone surrogates, FIFOs
and devices, values quoted whole, a "format" of the wrong type, floats where indexes belong, a repeated log and a
negative setting. The book's interchange file is covered in ``tests/book/test_interchange.py``."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Callable
from unittest import mock

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from tabletop import games, jsontext
from tabletop.games.peur_sur_la_ville.play.gamefile import GameFileError, load_game
from tabletop.games.peur_sur_la_ville.rules import PeurError, load_roster, new_roster, roster_file_json
from tabletop.games.playfile import PlayFileError, load_play
from tabletop.file_kinds import file_problems
from tabletop.jsontext import JsonTextError, parse_json_text, read_json_file
from tabletop.scenario import ScenarioError, load_scenario
from tests.mutations import at, mutated, paths, replaced
from tests.work import counted

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
        assert lines and all(str(path) in line for line in lines), lines
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
    ("[" * 3000 + "]" * 3000, "nested too deeply (more than 64 levels) at line 1, column 65"),
    ('{"a": [1, 2, NaN]}', "a.2: expected a finite number, got NaN"),
    ('{"log": [{"path": [[1, Infinity]]}]}', "log.0.path.0.1: expected a finite number, got Infinity"),
    ('{"x": 1e400}', "x: expected a finite number"),
    ('{"n":\n 1' + "0" * 5000 + "}", "a number is too large at line 2, column 2"),
    ('{"n": 90071992547409930}', "n: expected an integer within ±9007199254740991"),
    ('{"a": [1, 2', "at line 1, column 12, the text stops before its end (it looks cut short)"),
    ('{"a": 1, b: 2}', "at line 1, column 10, a name is missing its double quotes"),
    ('{"a" 1}', "at line 1, column 6, a colon is missing after a name"),
    ('{"a": 1} x', "at line 1, column 10, something follows the end of the contents"),
])
def test_json_text_is_refused_with_its_place(text, place):
    with pytest.raises(JsonTextError) as refused:
        parse_json_text(text)
    assert place in str(refused.value)


@pytest.mark.parametrize("text, refused", [
    ("[9007199254740991, -9007199254740991]", False), ("[9007199254740992]", True), ("[-9007199254740992]", True),
    ("[1.7976931348623157e308]", False), ("[1e309]", True), ("[-2E+308]", True), ("[0.000000000000000001]", False),
    ('[1.5, 2, -3e2, "x1234567890123456 e999"]', False),
])
def test_a_number_is_refused_exactly_past_the_limits_whichever_way_it_is_read(text, refused):
    """Numbers are read in C unless the text holds 16 digits in a row or a three-digit exponent: the limits hold
    on both sides of that line."""
    if refused:
        with pytest.raises(JsonTextError, match="expected"):
            parse_json_text(text)
    else:
        assert parse_json_text(text) == json.loads(text)


_VALUES = st.recursive(st.none() | st.integers() | st.text(max_size=6),
                       lambda inner: st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=6), inner, max_size=5),
                       max_leaves=40)


@given(doc=_VALUES)
@example([[[["text"]]]]).via("a text one level too deep")
@example({"a": {"b": {"c": {"d": [1]}}}}).via("a list one level too deep")
@example([[[[1]]]]).via("a number is no level")
@example(["texts"]).via("a text too long")
@example({"names": 1}).via("a name too long")
@example([1, 2, 3, 4]).via("a list too long")
def test_the_quick_size_check_agrees_with_the_walk_that_says_where(doc):
    """Every file read is checked by a walk that keeps no path; the one that names the place runs on a refusal only:
    both must refuse the same values (limits made small here, so that they are reached)."""
    with mock.patch.multiple(jsontext, MAX_DEPTH=3, MAX_LIST_ITEMS=3, MAX_STRING_CHARS=4):
        assert jsontext._within_defaults(doc) == (jsontext.size_problem(doc, {}) is None)


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
    assert refused.value.lines == [f"{path}: in the roster of the Police, weapon 1 of figure 1: expected a string, "
                                   f'got list ["pistolet"]']
    roster = tmp_path / "infinite.json"
    roster.write_bytes(replaced(json.loads(ROSTER), ("figures", 2, "items"), '{"gilet": Infinity}'))
    with pytest.raises(PeurError, match=r"infinite.json\u00a0», the equipment « gilet » of figure 3: expected a finite number, got Infinity"):
        load_roster(roster)
    scenario = tmp_path / "huge.geojson"
    scenario.write_text(MAP.decode().replace('"width_cm": 120', '"width_cm": 1' + "0" * 400, 1), encoding="utf-8")
    with pytest.raises(ScenarioError, match="in «\u00a0.*huge.geojson\u00a0», the table's width: expected an integer within"):
        load_scenario(scenario)
    deep = tmp_path / "deep.ttgame.json"
    deep.write_text('{"log": ' + "[" * 5000 + "]" * 5000 + "}", encoding="utf-8")
    with pytest.raises(GameFileError, match="nests its values too deeply, more than 64 levels at line 1, column 72"):
        load_game(deep)


def test_a_non_finite_number_in_a_logged_move_path_is_refused(tmp_path):
    game = json.loads(GAME)
    move = next(event for event in game["log"] if event["kind"] == "move")
    move["path"][0][0] = 1e7
    path = _written(tmp_path / "far.ttgame.json", game)
    with pytest.raises(GameFileError) as refused:
        load_game(path)
    assert "the field « path » expects a finite number within ±1e+06, not 10000000.0" in refused.value.lines[0]
    path.write_text(json.dumps(game).replace("10000000.0", "NaN"), encoding="utf-8")
    with pytest.raises(GameFileError, match="expected a finite number, got NaN"):
        load_game(path)


@pytest.mark.parametrize("sample, place, raw, said", [
    ("camorra", ("log", 2, "capo"), '["a"]', "event 3 (attack a quartier) is refused: Bruno cannot lay « Attaque » now"),
    ("gangster-paradise", ("log", 3, "good"), '["a"]', "event 4 (reveal a good) is refused: a field has a value of the wrong kind ("),
    ("mafia-story", ("log", 24, "card", "type"), '["a"]', "event 25 (reveal a card of the city) is refused: a field has a value of the wrong kind ("),
    ("narcopolis", ("log", 2, "kinds"), "1.5", "event 3 (implant businesses) is refused: the businesses must be of different kinds among armes, bordels, casinos, drogues"),
])
def test_a_value_of_the_wrong_kind_in_a_play_event_is_that_event_s_problem(tmp_path, sample, place, raw, said):
    """The games read their events' fields as names and lists; a file's wrong value is refused, not a crash: by the
    rules where they refuse it (the log's lines, written when read, no longer stumble on it first), else as a value
    of the wrong kind."""
    path = tmp_path / "bad.ttplay.json"
    path.write_bytes(replaced(json.loads((ROOT / "tabletop" / "samples" / "plays" / f"{sample}.ttplay.json").read_bytes()),
                              place, raw))
    with pytest.raises(PlayFileError) as refused:
        load_play(path, games.game_core)
    assert refused.value.lines[0].startswith(f"{path}: {said}"), refused.value.lines


# --- issue 25 --------------------------------------------------------------------------------------------------

def _bounded_refusal(load: Callable[[Path], object], path: Path, error: type[Exception]) -> str:
    """``load(path)`` refused without walking what it refuses (its calls and memory counted, not timed, so that a
    loaded machine cannot fail it); the refusal's one line."""
    with counted() as work, pytest.raises(error) as refused:
        load(path)
    # The value count stops the walk at its limit (500,000 values): about that many calls for a million zeros, and
    # a file read once (20 MB at the most); a loader walking the whole input, or holding it twice, goes past.
    assert work.calls < 1_200_000 and work.peak_bytes < 64 * 2**20, work
    lines = _lines(refused.value)
    assert str(path) in lines[0] and all(len(line) < 300 + len(str(path)) for line in lines), lines
    return lines[0]


_LOADERS = {
    "map": (MAP, load_scenario, ScenarioError, ("features", 3, "geometry", "coordinates")),
    "game": (GAME, load_game, GameFileError, ("log",)),
    "roster": (ROSTER, load_roster, PeurError, ("purchases",)),
    "play-log": ((ROOT / "tabletop" / "samples" / "plays" / "camorra.ttplay.json").read_bytes(),
                 lambda p: load_play(p, games.game_core), PlayFileError, ("log",)),
    "play-players": ((ROOT / "tabletop" / "samples" / "plays" / "camorra.ttplay.json").read_bytes(),
                     lambda p: load_play(p, games.game_core), PlayFileError, ("players",)),
}
MILLION_ZEROS = "[" + ",".join(["0"] * 1_000_000) + "]"


@pytest.mark.parametrize("kind", sorted(_LOADERS))
@pytest.mark.parametrize("count", [1_000_000, 499_000, 100_001, 20_000])
def test_a_huge_list_where_a_list_belongs_is_refused_without_walking_it(tmp_path, kind, count):
    """A 3 MB file holding a million zeros ran past 60 s and 1.5 GB; every size up to the limit is now refused
    without the whole list walked, by the value count, the default list length or the field's own maxItems."""
    original, load, error, place = _LOADERS[kind]
    path = tmp_path / "big.json"
    path.write_bytes(replaced(json.loads(original), place, "[" + ",".join(["0"] * count) + "]"))
    line = _bounded_refusal(load, path, error)
    assert "values" in line or "items" in line or "expected" in line, line


@pytest.mark.parametrize("kind", sorted(_LOADERS))
def test_a_lone_surrogate_is_refused_in_every_kind(tmp_path, kind):
    """« \\ud800 » in a name was accepted, and the file could then not be saved (UnicodeEncodeError)."""
    original, load, error, _place = _LOADERS[kind]
    doc = json.loads(original)
    text = [p for p in paths(doc) if isinstance(at(doc, p), str) and p][-1]
    path = tmp_path / "surrogate.json"
    path.write_bytes(replaced(doc, text, '"name \\ud800"'))
    line = _bounded_refusal(load, path, error)
    assert line.endswith('"name \\ud800" is not valid Unicode (it holds a lone surrogate)'), line


@pytest.mark.parametrize("special", ["fifo", "/dev/zero", "/dev/urandom", "/dev/null"])
def test_a_fifo_or_a_device_is_refused_before_a_byte_is_read(tmp_path, special):
    """/dev/zero was read whole (its size says 0 bytes) until MemoryError; a FIFO blocked forever."""
    path = Path(special)
    if special == "fifo":
        path = tmp_path / "pipe.geojson"
        os.mkfifo(path)
    for load, error in ((load_scenario, ScenarioError), (load_game, GameFileError), (load_roster, PeurError),
                        (lambda p: load_play(p, games.game_core), PlayFileError)):
        line = _bounded_refusal(load, path, error)
        assert f"«\u00a0{path}\u00a0» is a FIFO, socket or device, not " in line, line


def test_a_file_is_measured_by_what_is_read_not_by_what_stat_says(tmp_path):
    """A file of /proc says 0 bytes and holds more: the limit is counted on the bytes read (at most limit + 1)."""
    assert Path("/proc/self/maps").stat().st_size == 0
    with pytest.raises(JsonTextError, match="more than 10 bytes, too large for a file"):
        read_json_file("/proc/self/maps", max_bytes=10)
    path = tmp_path / "exact.json"
    path.write_bytes(b"[" + b"0," * 4 + b"0]")
    assert read_json_file(path, max_bytes=11) == [0] * 5  # 11 bytes: exactly the limit
    with pytest.raises(JsonTextError, match="more than 10 bytes"):
        read_json_file(path, max_bytes=10)


def test_a_refusal_quotes_at_most_80_characters_of_the_value(tmp_path):
    doc = json.loads(ROSTER)
    doc["gang"] = "x" * 10_000_000
    path = _written(tmp_path / "long.json", doc)
    line = _bounded_refusal(load_roster, path, PeurError)
    assert len(line) < len(str(path)) + 250 and "xxxxxxxx…" in line, line


@pytest.mark.parametrize("raw", ['["tabletop-play"]', '{"format": "tabletop-game"}', "1", "null"])
def test_check_refuses_a_format_of_the_wrong_type(tmp_path, raw):
    """``"format": [...]`` crashed ``tabletop check`` (unhashable type) in every kind."""
    for original in (GAME, ROSTER, PLAYS[0].read_bytes()):
        path = tmp_path / "odd.json"
        path.write_bytes(replaced(json.loads(original), ("format",), raw))
        kind, problems = file_problems(path)
        assert kind is None and len(problems) == 1 and problems[0].startswith(f"{path}: not a Tabletop file")


def test_a_float_roster_figure_index_is_read_as_the_index_it_is(tmp_path):
    """``"figures": {"A1": 1.0}`` crashed ``check`` and ``replay`` of a game (a float as a tuple index)."""
    game = json.loads(GAME)
    figures = game["rosters"]["A"]["figures"]
    figures.update({fid: float(index) for fid, index in figures.items()})
    assert load_game(_written(tmp_path / "floats.ttgame.json", game)).state == load_game(
        _written(tmp_path / "ints.ttgame.json", json.loads(GAME))).state
    figures[next(iter(figures))] = 1.5
    with pytest.raises(GameFileError, match="expected an integer"):
        load_game(_written(tmp_path / "half.ttgame.json", game))


def test_a_repeated_gangster_paradise_log_and_a_negative_reserve_are_refusals(tmp_path):
    sample = json.loads((ROOT / "tabletop" / "samples" / "plays" / "gangster-paradise.ttplay.json").read_bytes())
    for log in (sample["log"][:3] * 2 + sample["log"][3:], sample["log"] * 2):
        path = _written(tmp_path / "twice.ttplay.json", dict(sample, log=log))
        with pytest.raises(PlayFileError) as refused:
            load_play(path, games.game_core)
        assert len(refused.value.lines) == 1 and refused.value.lines[0].startswith(f"{path}: event ")
    sample["settings"]["reserve_white_stock"] = -5
    path = _written(tmp_path / "negative.ttplay.json", sample)
    with pytest.raises(PlayFileError) as refused:
        load_play(path, games.game_core)
    assert refused.value.lines == [f"in «\u00a0{path}\u00a0», the play's settings, the setting « Reserve white "
                                   f"stock »: expected a number ≥ 0, got -5"]


def test_a_bid_no_clan_can_pay_then_a_buy_is_a_refusal(tmp_path):
    """A bid of 99,999,999 (found by the integer mutations) leaves the auction without a taker: the log's next
    "buy" raised an AssertionError in flow.py."""
    sample = ROOT / "tabletop" / "samples" / "plays" / "gangster-paradise.ttplay.json"
    path = tmp_path / "bluff.ttplay.json"
    path.write_bytes(replaced(json.loads(sample.read_bytes()), ("log", 14, "amount"), "99999999"))
    with pytest.raises(PlayFileError) as refused:
        load_play(path, games.game_core)
    assert refused.value.lines[0].startswith(f"{path}: event ") and len(refused.value.lines) == 1
