"""The benchmark's bulk builder (``benchmarks/book_bulk.py``) writes the book the app's import writes: every read of
the Book answers the same on a book built in bulk and on one imported from the same seeded plays, on SQLite and
PostgreSQL (the 1M-play figures of ``benchmarks/book.py`` are taken on such books)."""

from __future__ import annotations

from contextlib import ExitStack
from pathlib import Path
from typing import Any, Iterator

import pytest
from sqlalchemy import create_engine, select, text
from sqlalchemy.engine import make_url

from benchmarks.book_bulk import GANGS, LEDGER_ENTRIES, build, write_document
from tabletop.book import Book, open_book
from tabletop.book.schema import SUMMARY_TABLES, players
from tests.book.conftest import _new_schema

PLAYS, PLAYERS = 400, 25


@pytest.fixture(params=["sqlite", "postgresql"])
def two_books(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[tuple[str, str]]:
    """Two empty books' locations on one database kind."""
    if request.param == "sqlite":
        yield str(tmp_path / "built.sqlite"), str(tmp_path / "imported.sqlite")
        return
    with ExitStack() as stack:
        yield stack.enter_context(_new_schema()), stack.enter_context(_new_schema())


def _reads(book: Book) -> dict[str, Any]:
    """What the Book tab and the CLI read, keyed by names (player ids depend on the order players were met)."""
    names = [p.name for p in book.players()]
    busiest = sorted(names, key=lambda n: (-book.player_stats()[n].plays, n))[:4]
    every = book.plays()
    return {
        "players": names, "games": book.games(), "count": book.count_plays(), "plays": every,
        "plays_by_game": book.plays_by_game(),
        "player_stats": book.player_stats(), "narcopolis": book.player_stats("narcopolis"),
        "by_game": book.player_stats_by_game(), "game_stats": book.game_stats(),
        "seats": {g: book.win_rate_by_seat(g) for g in book.games()},
        "streaks": {(n, g): book.streaks(n, g) for n in busiest for g in (None, "camorra")},
        "head_to_head": {(a, b): book.head_to_head(a, b) for a in busiest for b in busiest if a < b},
        "score_lines": book.score_lines(busiest), "scores": book.scores_over_time(busiest[0]),
        "campaigns": [(c.name, c.game) for c in book.campaigns()], "campaign_plays": book.campaign_play_counts(),
        "page": book.plays(limit=50, after=every[49]), "filtered": book.plays("camorra", busiest[0], limit=20),
        "count_filtered": book.count_plays("camorra", busiest[0]),
    }


def _schema(location: str) -> set[tuple[Any, ...]]:
    """Every table's constraints and indexes as the database describes them (its own schema's name left out): the
    builder drops PostgreSQL's foreign keys and secondary indexes while it writes, and must leave them as they were."""
    if "://" not in location:
        location = f"sqlite:///{location}"
    engine = create_engine(location)
    try:
        with engine.connect() as conn:
            if make_url(location).get_backend_name() == "sqlite":
                # A table's clauses as a set: a migration that copies a table (Alembic's batch mode) writes its
                # foreign keys in an order that changes from one run to the next.
                return {(kind, name, table, frozenset(line.strip().rstrip(",") for line in (sql or "").splitlines()))
                        for kind, name, table, sql in conn.execute(text(
                            "SELECT type, name, tbl_name, sql FROM sqlite_master"))}
            schema = conn.execute(text("SELECT current_schema()")).scalar_one()
            keys = conn.execute(text("SELECT conrelid::regclass::text, conname, pg_get_constraintdef(oid), convalidated "
                                     "FROM pg_constraint WHERE connamespace = current_schema()::regnamespace")).all()
            indexes = conn.execute(text("SELECT tablename, indexname, indexdef FROM pg_indexes "
                                        "WHERE schemaname = current_schema()")).all()
            return {tuple(str(v).replace(f"{schema}.", "") for v in row) for row in [*keys, *indexes]}
    finally:
        engine.dispose()


def _summaries(location: str) -> dict[str, list[tuple]]:
    """Every row of every summary table, each player id replaced by the player's name (ids follow the order players
    were met), sorted: the builder counts the pairs and the streaks itself, the app's SQL the rest."""
    if "://" not in location:
        location = f"sqlite:///{location}"
    engine = create_engine(location)
    try:
        with engine.connect() as conn:
            names = dict(conn.execute(select(players.c.id, players.c.name)).all())
            return {table.name: sorted(tuple(names[v] if c.name in ("player_id", "other_id") else v
                                             for c, v in zip(table.c, row))
                                       for row in conn.execute(select(table)))
                    for table in SUMMARY_TABLES}
    finally:
        engine.dispose()


def test_a_book_built_in_bulk_reads_as_the_same_book_imported(two_books: tuple[str, str], tmp_path: Path) -> None:
    built, imported = two_books
    build(built, PLAYS, PLAYERS)
    source = tmp_path / "plays.json"
    write_document(source, PLAYS, PLAYERS)
    with open_book(imported) as book:
        book.import_file(source)
        expected = _reads(book)
    assert _schema(built) == _schema(imported)
    assert _summaries(built) == _summaries(imported)
    with open_book(built) as book:
        assert _reads(book) == expected
        assert expected["count"] == PLAYS and len(expected["players"]) == PLAYERS and expected["campaigns"]
        # The builder also writes each campaign's ledger, as a campaign turn does: a turn of entries for each of the
        # campaign's plays, thirty turns at most.
        counts = expected["campaign_plays"]
        assert all(len(book.ledger(name)) == min(LEDGER_ENTRIES, GANGS * counts[name]) > 0
                   for name, _game in expected["campaigns"])
