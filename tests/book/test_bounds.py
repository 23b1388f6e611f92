"""The book cannot be poisoned (issue 25): one imported score of 1e308 made ``book stats`` fail for good, for every
user of a club's PostgreSQL book. Scores and durations are bounded at import and by the database itself (migration
0004_bounds), the statistics cannot overflow, and a name longer than the database holds is refused the same way on
SQLite and PostgreSQL. Each test runs on both."""

from __future__ import annotations

import json
from datetime import datetime
from pathlib import Path

import pytest
from sqlalchemy import create_engine, text
from sqlalchemy.event import listen
from sqlalchemy.exc import DBAPIError

from tabletop.book import Book, BookError, open_book
from tabletop.book.stats import _stdev
from tabletop.book.store import create_book_engine, migrate, resolve_location
from tests.book.builders import document, interchange_play


def _write(path: Path, doc: object) -> Path:
    path.write_text(json.dumps(doc), encoding="utf-8")
    return path


@pytest.mark.parametrize("field, value, said", [
    ("score", 1e308, "the score of player 1 must be a number from -1000000000 to 1000000000"),
    ("score", -1e10, "the score of player 1 must be a number from -1000000000 to 1000000000"),
    ("score", 2 ** 40, "the score of player 1 must be a number from -1000000000 to 1000000000"),
    ("duration_min", 1e308, "the duration must be a number from 0 to 10080"),
    ("duration_min", -1, "the duration must be a number from 0 to 10080"),
    ("breakdown", {"bills": 1e300},
     "the category « bills » of player 1's points must be a number from -1000000000 to 1000000000"),
])
def test_an_extreme_play_is_refused_at_import_and_the_statistics_still_answer(book: Book, tmp_path: Path, field,
                                                                             value, said) -> None:
    book.import_file(_write(tmp_path / "fine.json", document([interchange_play("fine")])))
    play = interchange_play("poison")
    if field == "duration_min":
        play[field] = value
    else:
        play["players"][0][field] = value
    path = _write(tmp_path / "poison.json", document([play]))
    with pytest.raises(BookError) as refused:
        book.import_file(path)
    assert str(refused.value) == f"{path}, play 1 (\u00ab\u00a0poison\u00a0\u00bb): {said}"
    assert [p.id for p in book.plays()] == ["fine"]
    stats = book.player_stats()
    assert stats["Ana"].plays == 1 and stats["Ana"].best_score == 12


def test_the_largest_scores_allowed_give_finite_statistics(book: Book, tmp_path: Path) -> None:
    plays = [interchange_play(f"p{k}", day=k, players=[{"name": "Ana", "score": 1e9 if k % 2 else -1e9, "rank": 1},
                                                       {"name": "Bruno", "score": 1e9, "rank": 2}])
             for k in range(50)]
    book.import_file(_write(tmp_path / "big.json", document(plays)))
    game = book.game_stats("camorra")["camorra"]
    assert game.score_stdev is not None and abs(game.score_stdev - 866025403.78) < 1.0


def test_a_standard_deviation_never_overflows() -> None:
    assert _stdev(1e200, 1e300) is None  # a book written before the bounds: no deviation, no OverflowError
    assert _stdev(3.0, 9.0) == 0.0 and _stdev(None, 1.0) is None


@pytest.mark.parametrize("table, column, value", [("participants", "score", 1e308),
                                                  ("participants", "score", -2e9),
                                                  ("plays", "duration_min", 10081),
                                                  ("plays", "duration_min", -1)])
def test_the_database_itself_refuses_an_out_of_bounds_value(head_book_url: str, table, column, value) -> None:
    """Whoever writes (an old Tabletop, a script on the club's server), the database keeps the bounds."""
    with open_book(head_book_url) as book:  # created at the head revision
        url = book.url
    engine = create_engine(url)
    moment = datetime(2025, 1, 1, 20)
    try:
        with engine.begin() as conn:
            conn.execute(text("INSERT INTO players (id, name, created_at) VALUES (1, 'Ana', :t)"), {"t": moment})
            conn.execute(text("INSERT INTO plays (id, game, played_at, extra, recorded_at) "
                              "VALUES ('p', 'camorra', :t, '{}', :t)"), {"t": moment})
            conn.execute(text("INSERT INTO participants (play_id, player_id, position, game, score, breakdown, "
                              "eliminated, extra) VALUES ('p', 1, 0, 'camorra', 12, '{}', false, '{}')"))
        with pytest.raises(DBAPIError):
            with engine.begin() as conn:
                conn.execute(text(f"UPDATE {table} SET {column} = :v"), {"v": value})
        with engine.begin() as conn:
            assert conn.execute(text("SELECT score FROM participants")).scalar() == 12
            conn.execute(text("UPDATE plays SET duration_min = 10080"))
            conn.execute(text("UPDATE participants SET score = -1000000000"))
    finally:
        engine.dispose()


def test_a_poisoned_book_of_revision_3_is_cleaned_by_the_migration(book_url: str) -> None:
    """A score of 1e308 already in the book is emptied when the constraint comes, and the statistics answer."""
    url = resolve_location(book_url)
    engine = create_book_engine(url)
    moment = datetime(2025, 1, 1, 20)
    try:
        migrate(engine, url, "0003")
        with engine.begin() as conn:
            conn.execute(text("INSERT INTO players (id, name, created_at) VALUES (1, 'Ana', :t), (2, 'Bruno', :t)"),
                         {"t": moment})
            conn.execute(text("INSERT INTO plays (id, game, played_at, duration_min, extra, recorded_at) "
                              "VALUES ('p', 'camorra', :t, 1e300, '{}', :t)"), {"t": moment})
            conn.execute(text("INSERT INTO participants (play_id, player_id, position, game, score, breakdown, rank, "
                              "eliminated, extra) VALUES ('p', 1, 0, 'camorra', 1e308, '{}', 1, false, '{}'), "
                              "('p', 2, 1, 'camorra', 7, '{}', 2, false, '{}')"))
    finally:
        engine.dispose()
    with open_book(book_url) as book:
        [play] = book.plays()
        assert play.duration_min is None and [(p.name, p.score) for p in play.participants] == [("Ana", None),
                                                                                              ("Bruno", 7)]
        assert book.player_stats()["Bruno"].best_score == 7


@pytest.mark.parametrize("write", [
    lambda book, name: book.add_player(name),
    lambda book, name: book.create_campaign(name, "camorra"),
    lambda book, name: book.create_campaign("Saison", "camorra", [name]),
    lambda book, name: book.rename_player("Ana", name),
    lambda book, name: book.set_player_details("Ana", name, None, None),
], ids=["player", "campaign", "member", "rename", "nickname"])
def test_a_name_longer_than_the_database_holds_is_refused_the_same_way_on_both(book: Book, write) -> None:
    book.add_player("Ana")
    before = (book.players(), book.campaigns())
    statements = []
    listen(book._engine, "before_cursor_execute", lambda *args: statements.append(args[2]))
    with pytest.raises(BookError) as refused:
        write(book, "n" * 10_000)
    # Refused before the name reaches the database, or by it at the first try: never retried (a retry loop that
    # took the refusal for another writer's row sent the same INSERT eleven times). Counted, not timed.
    assert len(statements) <= 3, statements
    assert "longer than 200 characters" in str(refused.value) and len(str(refused.value)) < 200
    assert (book.players(), book.campaigns()) == before
