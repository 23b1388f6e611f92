"""Books for the tests: a fresh SQLite file, and a fresh schema on the PostgreSQL server of TABLETOP_TEST_PG_URL.

Every test that takes ``book_url`` (or ``book``) runs on both. Without the variable the PostgreSQL runs are
skipped with one line saying how to start a server; on CI (``CI=true``) they fail instead, so that CI can never
pass without having run them.
"""

from __future__ import annotations

import os
import shutil
import uuid
from contextlib import contextmanager
from pathlib import Path
from typing import Callable, Iterator

import pytest
from sqlalchemy import Connection, create_engine, text
from sqlalchemy.engine import make_url

from tabletop.book import Book, open_book
from tabletop.book.schema import metadata

PG_ENV = "TABLETOP_TEST_PG_URL"
HOW_TO_START = (f"{PG_ENV} is not set: start a server (apt-get install postgresql; pg_ctlcluster 15 main start), "
                f"create a role and a database, then export "
                f"{PG_ENV}=postgresql+psycopg://tabletop:tabletop@127.0.0.1:5432/tabletop_test")


def pg_server_url() -> str:
    """The test server's URL; skips the test (fails it on CI) when there is none."""
    url = os.environ.get(PG_ENV)
    if url:
        return url
    if os.environ.get("CI", "").lower() == "true":
        pytest.fail(f"on CI the PostgreSQL tests must run: {HOW_TO_START}")
    pytest.skip(HOW_TO_START)


@contextmanager
def _new_schema() -> Iterator[str]:
    """The URL of a new empty schema on the test server, dropped on leaving."""
    server = pg_server_url()
    schema = f"book_test_{uuid.uuid4().hex[:12]}"
    # Creating and dropping a test's schema need not wait for the disk.
    admin = create_engine(server, isolation_level="AUTOCOMMIT", connect_args={"options": "-csynchronous_commit=off"})
    try:
        with admin.connect() as conn:
            conn.execute(text(f'CREATE SCHEMA "{schema}"'))
        # Nor need a commit in it: the schema is dropped after the test (and a test of what a crash keeps kills a
        # process, which the server's memory outlives).
        url = make_url(server).update_query_dict({"options": f"-csearch_path={schema} -csynchronous_commit=off"})
        yield url.render_as_string(hide_password=False)
        with admin.connect() as conn:
            conn.execute(text(f'DROP SCHEMA "{schema}" CASCADE'))
    finally:
        admin.dispose()


@pytest.fixture
def pg_url() -> Iterator[str]:
    """A URL of an empty schema of its own on the test server, dropped after the test."""
    with _new_schema() as url:
        yield url


@pytest.fixture
def sqlite_url(tmp_path) -> str:
    return str(tmp_path / "book.sqlite")


@pytest.fixture(params=["sqlite", "postgresql"])
def book_url(request: pytest.FixtureRequest) -> str:
    """A location of an empty book, once a SQLite file and once a PostgreSQL schema."""
    return request.getfixturevalue("sqlite_url" if request.param == "sqlite" else "pg_url")


@pytest.fixture(scope="session")
def pg_head_book() -> Iterator[Callable[[], str]]:
    """A PostgreSQL schema at the head revision, made once per worker; each call empties it (every table but
    Alembic's, identities restarted) and gives its URL. Creating and migrating a schema for each test was most of
    the server's work in the suite."""
    with _new_schema() as url:
        open_book(url).close()
        engine = create_engine(url)
        with engine.connect() as conn:
            emptying = emptying_statements(conn)

        def emptied() -> str:
            with engine.begin() as conn:
                conn.execute(text(emptying))
            return url

        yield emptied
        engine.dispose()


def emptying_statements(conn: Connection) -> str:
    """The statements that empty a PostgreSQL book's schema at the head revision (every table but Alembic's, child
    tables first) and restart its identities: the book as new. DELETE, not TRUNCATE: a test leaves a few rows, and
    TRUNCATE gives every table and index a new file on the server, 0.1-0.2 s a test where deleting takes 5 ms. An
    append-only table (the ledger: a trigger refuses a DELETE) is truncated, and only when it holds rows."""
    append_only = set(conn.execute(text(
        "SELECT DISTINCT c.relname FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid "
        "WHERE c.relnamespace = current_schema()::regnamespace AND NOT t.tgisinternal")).scalars())
    sequences = conn.execute(text("SELECT sequencename FROM pg_sequences WHERE schemaname = current_schema() "
                                  "ORDER BY sequencename")).scalars()
    tables = [t.name for t in reversed(metadata.sorted_tables)]
    truncated = " ".join(f'IF EXISTS (SELECT FROM "{name}") THEN TRUNCATE "{name}"; END IF;'
                         for name in tables if name in append_only)
    return "; ".join([f"DO $$ BEGIN {truncated} END $$"] * bool(truncated)
                     + [f'DELETE FROM "{name}"' for name in tables if name not in append_only]
                     + [f'ALTER SEQUENCE "{name}" RESTART' for name in sequences])


@pytest.fixture
def head_sqlite_url(sqlite_url: str, sqlite_head_book: Path) -> str:
    """A location of an empty SQLite book already at the head revision, a copy of ``sqlite_head_book``: for a test
    of a command on a SQLite book, not of how a new one is made (a copy costs 0.1 ms, creating a book some 40 ms)."""
    shutil.copyfile(sqlite_head_book, sqlite_url)
    return sqlite_url


@pytest.fixture(params=["sqlite", "postgresql"])
def head_book_url(request: pytest.FixtureRequest) -> str:
    """A location of an empty book already at the head revision, once a SQLite file (``head_sqlite_url``) and once
    the worker's PostgreSQL schema emptied: for a test of what the book holds rather than of how a new one is made
    (migrating a new PostgreSQL schema costs a test 1 s of the server's work)."""
    if request.param == "sqlite":
        return request.getfixturevalue("head_sqlite_url")
    return request.getfixturevalue("pg_head_book")()


@pytest.fixture(params=["sqlite", "postgresql"])
def book(request: pytest.FixtureRequest) -> Iterator[Book]:
    """An empty book at the head revision, open: once a SQLite file, once a PostgreSQL schema."""
    opened = open_book(request.getfixturevalue("head_sqlite_url") if request.param == "sqlite"
                       else request.getfixturevalue("pg_head_book")())
    yield opened
    opened.close()
