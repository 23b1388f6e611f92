"""The books at the head revision a test is handed (tests/book/conftest.py): the worker's PostgreSQL book
(``pg_head_book``), emptied for each test that takes ``head_book_url`` or ``book``, and a SQLite copy
(``head_sqlite_url``). The test must find a new book, and handing it must stay cheap: it runs before hundreds of
tests of the suite."""

from __future__ import annotations

from pathlib import Path
from typing import Callable

import pytest
from sqlalchemy import create_engine, text

from tabletop.book import open_book


def _rows_and_files(url: str) -> tuple[dict[str, int], dict[tuple[str, str], int]]:
    """Each table's rows, and the file the server keeps each table and index of the book's schema in, by table."""
    engine = create_engine(url)
    try:
        with engine.connect() as conn:
            files = {(table, name): file for table, name, file in conn.execute(text(
                "SELECT coalesce(i.indrelid, c.oid)::regclass::text, c.relname, c.relfilenode FROM pg_class c "
                "LEFT JOIN pg_index i ON i.indexrelid = c.oid "
                "WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind IN ('r', 'i')"))}
            tables = conn.execute(text("SELECT tablename FROM pg_tables WHERE schemaname = current_schema() "
                                       "AND tablename <> 'alembic_version'")).scalars().all()
            rows = {table: conn.execute(text(f'SELECT count(*) FROM "{table}"')).scalar_one() for table in tables}
    finally:
        engine.dispose()
    return rows, files


def test_the_emptied_head_book_is_as_new_and_no_file_is_made_again(pg_head_book: Callable[[], str]) -> None:
    url = pg_head_book()
    with open_book(url) as book:
        book.add_player("Ana")
        book.create_campaign("Saison", "peur-sur-la-ville", ["Bruno"])
        book.append_ledger("Saison", "Bruno", "bitcoins", 10, "start")
    written, files = _rows_and_files(url)
    assert (written["players"], written["campaigns"], written["ledger"]) == (2, 1, 1)
    assert pg_head_book() == url
    rows, files_after = _rows_and_files(url)
    assert set(rows.values()) == {0}, rows
    # TRUNCATE gave each table and index a new file on the server (0.1-0.2 s a test); emptying keeps them, but for
    # the ledger's, which refuses a DELETE (append-only) and held a row.
    assert {key: file for key, file in files_after.items() if key[0] != "ledger"} == {
        key: file for key, file in files.items() if key[0] != "ledger"}
    assert files_after != files
    with open_book(url) as book:
        book.add_player("Chloé")
        book.create_campaign("Saison 2", "peur-sur-la-ville")
    engine = create_engine(url)
    try:
        with engine.connect() as conn:  # identities restarted: a test's first player and campaign are number 1
            assert conn.execute(text("SELECT id FROM players")).scalars().all() == [1]
            assert conn.execute(text("SELECT id FROM campaigns")).scalars().all() == [1]
    finally:
        engine.dispose()


def test_a_head_sqlite_copy_is_a_new_book_that_opens_without_migrating(head_sqlite_url: str, sqlite_head_book: Path,
                                                                       monkeypatch) -> None:
    """``head_sqlite_url``, the SQLite book of a test of a command: empty, at the head revision, so that opening it
    runs no migration (Alembic's upgrade made each new book in 0.1-0.3 s), and a copy: what the test writes stays in
    its own file."""
    from alembic import command

    monkeypatch.setattr(command, "upgrade", lambda *_args: pytest.fail("a migration ran"))
    with open_book(head_sqlite_url) as book:
        assert (book.players(), book.campaigns(), book.count_plays()) == ([], [], 0)
        book.add_player("Ana")
    assert Path(head_sqlite_url) != sqlite_head_book
    with open_book(sqlite_head_book) as head:
        assert head.players() == []
