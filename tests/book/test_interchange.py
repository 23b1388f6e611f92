"""The interchange file: idempotent import, export then import, kept keys, CSV, and refusals that write nothing."""

from __future__ import annotations

import csv
import json
import os
import re
from datetime import timedelta, timezone
from pathlib import Path
from typing import Any, Callable, Iterator

import pytest
from hypothesis import HealthCheck, given, note, settings
from hypothesis import strategies as st

from tabletop.book import CSV_COLUMNS, Book, BookError, ImportResult, open_book
from tests.book.builders import document, interchange_play, random_document
from tests.book.conftest import PG_ENV


def _write(path: Path, doc: Any) -> Path:
    path.write_text(json.dumps(doc, ensure_ascii=False), encoding="utf-8")
    return path


def _state(book: Book) -> tuple:
    return book.plays(), book.players(), book.campaigns()


def test_importing_the_same_file_twice_adds_nothing_the_second_time(book: Book, tmp_path: Path) -> None:
    path = _write(tmp_path / "night.json", document([interchange_play("a"), interchange_play("b", day=1)]))
    book.add_player("Ana")
    assert book.import_file(path) == ImportResult(plays_added=2, plays_skipped=0, players_added=1)
    assert book.import_file(path) == ImportResult(plays_added=0, plays_skipped=2, players_added=0)
    assert [p.id for p in book.plays()] == ["b", "a"]
    assert [p.name for p in book.players()] == ["Ana", "Bruno"]


def test_export_then_import_into_a_fresh_book_gives_the_same_book(book: Book, tmp_path: Path) -> None:
    doc = random_document(200, 10, seed=3)
    doc["plays"][0]["campaign"] = "League"
    book.import_file(_write(tmp_path / "in.json", doc))
    out = tmp_path / "out.json"
    assert book.export_file(out) == 200
    with open_book(tmp_path / "fresh.sqlite") as fresh:
        assert fresh.import_file(out) == ImportResult(plays_added=200, plays_skipped=0, players_added=10)
        assert fresh.player_stats() == book.player_stats()
        assert fresh.game_stats() == book.game_stats()
        assert fresh.player_stats_by_game() == book.player_stats_by_game()
        assert fresh.plays() == book.plays()
        assert [(c.name, c.game) for c in fresh.campaigns()] == [("League", doc["plays"][0]["game"])]
        again = tmp_path / "again.json"
        fresh.export_file(again)
    assert json.loads(again.read_text(encoding="utf-8")) == json.loads(out.read_text(encoding="utf-8"))


def test_keys_the_book_does_not_know_are_kept(book: Book, tmp_path: Path) -> None:
    players = [{"name": "Ana", "score": 3, "rank": 1, "team": "Nord", "seat": 2, "breakdown": {"cash": 3},
                "eliminated": False, "colour": "red"}]
    play = interchange_play("k", players=players, duration_min=50, place="Le Zinc", referee="Marc",
                            notes="n", file="/saves/k.json", table={"size": [120, 90]}, weather="rain")
    play["played_at"] = "2025-03-01T21:00:00+01:00"
    book.import_file(_write(tmp_path / "k.json", document([play])))
    record = book.play("k")
    assert record.extra == {"table": {"size": [120, 90]}, "weather": "rain"}
    assert record.participants[0].extra == {"colour": "red"}
    out = tmp_path / "out.json"
    book.export_file(out)
    [written] = json.loads(out.read_text(encoding="utf-8"))["plays"]
    assert written == {**play, "played_at": "2025-03-01T20:00:00+00:00", "campaign": None}


def test_the_csv_has_one_row_per_participant(book: Book, tmp_path: Path) -> None:
    book.import_file(_write(tmp_path / "in.json", document([interchange_play("a", notes="a, \"quoted\" note")])))
    book.play("a")
    assert book.export_csv(tmp_path / "plays.csv") == 2
    with open(tmp_path / "plays.csv", encoding="utf-8", newline="") as handle:
        rows = list(csv.DictReader(handle))
    assert tuple(rows[0]) == CSV_COLUMNS
    assert [(r["play_id"], r["player"], r["score"], r["rank"], r["notes"]) for r in rows] == [
        ("a", "Ana", "12.0", "1", "a, \"quoted\" note"), ("a", "Bruno", "9.0", "2", "a, \"quoted\" note")]


def _broken(change: Callable[[dict[str, Any]], object]) -> dict[str, Any]:
    doc = document([interchange_play("good"), interchange_play("second", day=1)])
    change(doc)
    return doc


def q(text: str) -> str:
    """``text`` as the app quotes a value: « text »."""
    return f"\u00ab\u00a0{text}\u00a0\u00bb"


# The plays counted from 1 as people count them: the second play of the file is play 2.
REFUSALS = [
    (lambda d: d["plays"][1].pop("game"), f", play 2 ({q('second')}): the game is missing"),
    (lambda d: d["plays"][1].pop("id"), ", play 2: the play's id is missing"),
    (lambda d: d["plays"][1]["players"][1].pop("name"), f", play 2 ({q('second')}): the name of player 2 is missing"),
    (lambda d: d["plays"][1].update(played_at="yesterday"),
     f", play 2 ({q('second')}): the date {q('yesterday')} is not an ISO 8601 date and time (like 2026-11-01T20:00)"),
    (lambda d: d["plays"][1]["players"][0].update(score="12"),
     f", play 2 ({q('second')}): the score of player 1 must be a number or nothing, not text"),
    (lambda d: d["plays"][1]["players"][0].update(rank=1.5),
     f", play 2 ({q('second')}): the rank of player 1 must be a whole number or nothing, not a number"),
    (lambda d: d["plays"][1].update(id="good"),
     f", play 2 ({q('good')}): the id {q('good')} is already that of play 1"),
    (lambda d: d["plays"][1].update(players=[]), f", play 2 ({q('second')}): a play needs one player at least"),
    (lambda d: d.update(format="geojson"), " is not a book interchange file: it needs \"format\": \"tabletop-book\""),
    (lambda d: d.update(version=2), ": the file's version is 2, where the book reads version 1"),
    (lambda d: d.pop("plays"), f": the file has no list of plays (the field « plays »)"),
]


@pytest.mark.parametrize("change, message", REFUSALS)
def test_a_broken_file_is_refused_in_one_line_and_writes_nothing(book: Book, tmp_path: Path, change,
                                                                  message: str) -> None:
    path = _write(tmp_path / "broken.json", _broken(change))
    with pytest.raises(BookError) as refused:
        book.import_file(path)
    assert str(refused.value) == f"{path}{message}"
    assert _state(book) == ([], [], [])


def test_a_file_refused_by_the_book_itself_writes_nothing_either(book: Book, tmp_path: Path) -> None:
    book.create_campaign("League", "narcopolis")
    doc = document([interchange_play("first"), interchange_play("second", campaign="League")])
    with pytest.raises(BookError, match=f"broken.json: the play {q('second')} is a game of {q('camorra')}, but the "
                                        f"campaign {q('League')} is one of {q('narcopolis')}$"):
        book.import_file(_write(tmp_path / "broken.json", doc))
    assert book.plays() == [] and book.players() == []


@pytest.mark.parametrize("text, message", [
    ("{\"format\": ", "the file «\u00a0{path}\u00a0» is not valid JSON: at line 1, column 12, the text stops before its end (it "
                      "looks cut short)"),
    ("[1, NaN]", "in «\u00a0{path}\u00a0», 1: expected a finite number, got NaN"),
    ("[" * 100000, "the file «\u00a0{path}\u00a0» nests its values too deeply, more than 64 levels at line 1, column 65"),
    ("[" * 100 + "]" * 100, "the file «\u00a0{path}\u00a0» nests its values too deeply, more than 64 levels at line 1, column 65"),
])
def test_a_file_that_is_not_json_is_refused(book: Book, tmp_path: Path, text: str, message: str) -> None:
    path = tmp_path / "bad.json"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(BookError) as refused:
        book.import_file(path)
    assert str(refused.value) == message.format(path=path)
    (tmp_path / "latin1.json").write_bytes("{\"é\": 1}".encode("latin-1"))
    with pytest.raises(BookError, match="is not UTF-8 text: at line 1, column 3 "):
        book.import_file(tmp_path / "latin1.json")


# -- generated files: a clean import or one clear refusal, never a traceback nor a half-written book ----------------

_SCALARS = st.one_of(st.none(), st.booleans(), st.integers(-5, 2**40), st.floats(allow_nan=False),
                     st.text(max_size=8))
_ZONES = st.sampled_from([None, timezone.utc, timezone(timedelta(hours=2)), timezone(timedelta(hours=-14))])
_PLAYER = st.fixed_dictionaries(
    {"name": st.one_of(st.sampled_from(["Ana", "Bruno", "Chloé", "Dédé"]), st.text(min_size=1, max_size=6)),
     "score": st.one_of(st.none(), st.integers(-100, 100), st.floats(-1e6, 1e6)),
     "rank": st.one_of(st.none(), st.integers(1, 6)), "team": st.one_of(st.none(), st.sampled_from(["Nord", "Sud"]))},
    optional={"seat": st.integers(0, 8), "eliminated": st.booleans(), "favourite_gang": _SCALARS,
              "breakdown": st.dictionaries(st.text(min_size=1, max_size=4), st.integers(0, 9), max_size=3)})
_PLAY = st.fixed_dictionaries(
    {"id": st.text(alphabet="abcdef", min_size=1, max_size=3), "game": st.sampled_from(["camorra", "narcopolis"]),
     "played_at": st.datetimes(timezones=_ZONES).map(lambda d: d.isoformat()),
     "players": st.lists(_PLAYER, min_size=1, max_size=4, unique_by=lambda p: p["name"])},
    optional={"duration_min": st.floats(0, 300), "place": st.text(max_size=5), "house": _SCALARS})


@st.composite
def _maybe_broken_play(draw: st.DrawFn) -> Any:
    """A valid play, or (one time in four) one with a key dropped or its value replaced by anything."""
    play = draw(_PLAY)
    if draw(st.integers(0, 3)):
        return play
    where = draw(st.sampled_from([play, *play["players"]]))
    key = draw(st.sampled_from(sorted(where)))
    if draw(st.booleans()):
        del where[key]
    else:
        where[key] = draw(_SCALARS)
    return play


@st.composite
def _documents(draw: st.DrawFn) -> dict[str, Any]:
    """Mostly good files: one in ten with a bad header, a tenth of the plays not objects, a quarter broken."""
    plays = draw(st.lists(_maybe_broken_play(), max_size=5))
    for index in range(len(plays)):
        if draw(st.integers(0, 9)) == 0:
            plays[index] = draw(_SCALARS)
    doc = document(plays)
    if draw(st.integers(0, 9)) == 0:
        doc[draw(st.sampled_from(["format", "version", "plays"]))] = draw(_SCALARS)
    return doc


_DOCUMENTS = _documents()


def _check_generated(book: Book, path: Path, doc: dict[str, Any]) -> None:
    path.write_text(json.dumps(doc), encoding="utf-8")
    before = _state(book)
    try:
        result = book.import_file(path)
    except BookError as exc:
        # the file named once, whichever sentence names it (the file refused whole, or a place inside it)
        assert str(exc).count(str(path)) == 1 and "\n" not in str(exc) and "Traceback" not in str(exc)
        assert _state(book) == before
        return
    plays = book.count_plays()
    assert plays == len(before[0]) + result.plays_added
    assert result.plays_added + result.plays_skipped == len(doc["plays"])
    assert book.import_file(path) == ImportResult(plays_added=0, plays_skipped=len(doc["plays"]), players_added=0)


@pytest.fixture
def books(head_sqlite_url: str, request: pytest.FixtureRequest) -> Iterator[list[Book]]:
    """An empty book at the head on SQLite and one on PostgreSQL (failed on CI without a server, as ``book`` is;
    left out without one elsewhere, where the SQLite half still runs and the book's other PostgreSQL tests say the
    skip): both in one test, for a generated file to be checked on each database once drawn."""
    urls = [head_sqlite_url]
    if os.environ.get(PG_ENV) or os.environ.get("CI", "").lower() == "true":
        urls.append(request.getfixturevalue("pg_head_book")())
    opened = [open_book(url) for url in urls]
    yield opened
    for book in opened:
        book.close()


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(doc=_DOCUMENTS)
def test_generated_files_import_cleanly_or_are_refused_whole(books: list[Book], tmp_path: Path,
                                                            doc: dict[str, Any]) -> None:
    """One book per database takes every generated file in turn, so later files also meet earlier plays. Each file
    is drawn once for both databases: drawing it cost Hypothesis twice what checking it on one does."""
    for book in books:
        note(f"the book {book.url}")
        _check_generated(book, tmp_path / "generated.json", doc)


def test_the_documented_example_imports(book: Book, tmp_path: Path) -> None:
    text = (Path(__file__).resolve().parents[2] / "docs" / "book-format.md").read_text(encoding="utf-8")
    example = tmp_path / "example.json"
    example.write_text(re.findall(r"```json\n(.*?)```", text, re.S)[0], encoding="utf-8")
    assert book.import_file(example) == ImportResult(plays_added=1, plays_skipped=0, players_added=3)
    assert {n: s.wins for n, s in book.player_stats().items()} == {"Ana": 1, "Bruno": 1, "Chloé": 0}
    assert book.play("2025-03-01-zinc-1").extra == {"table": "back room"}


@pytest.mark.parametrize("language, said", [
    ("en", "in «\u00a0{file}\u00a0», play 2 («\u00a0p2\u00a0»), the field «\u00a0house\u00a0»: expected a finite number, "
           "got Infinity"),
    ("fr", "dans «\u00a0{file}\u00a0», partie 2 («\u00a0p2\u00a0»), le champ «\u00a0house\u00a0»\u00a0: attendu un nombre "
           "fini, reçu Infinity"),
])
def test_a_value_beyond_the_limits_is_placed_in_the_play_that_holds_it(tmp_path: Path, language: str, said: str) -> None:
    """Issue 38: the limits every file shares named the place by its path (« plays.1.house »); a play's place is said
    as every other refusal of a play says it, counted from 1 and named by its id."""
    from tabletop import i18n

    path = tmp_path / "club.json"
    path.write_text('{"format": "tabletop-book", "version": 1, "plays": [' + json.dumps(interchange_play("p1")) + ', {"id": '
                    '"p2", "house": Infinity}]}', encoding="utf-8")
    i18n.set_language(language)
    try:
        with pytest.raises(BookError) as refused, open_book(tmp_path / "b.sqlite") as book:
            book.import_file(path)
    finally:
        i18n.set_language(None)
    assert str(refused.value) == said.format(file=path)
