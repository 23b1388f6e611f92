"""A new book is created at the head revision in one step (the schema's metadata, its triggers, the head stamped),
and is the very book the migrations make step by step from nothing: schema and rows, on SQLite and PostgreSQL."""

from __future__ import annotations

import re
from contextlib import ExitStack
from pathlib import Path
from typing import Any, Iterator

import pytest
from alembic import command, util
from sqlalchemy import Connection, create_engine, text
from sqlalchemy.engine import make_url

from tabletop.book import open_book
from tabletop.book.store import HEAD_REVISION, _schema_lock, alembic_config, create_book_engine, resolve_location
from tests.book.conftest import _new_schema

# The words that open a table's constraint in SQLite's CREATE TABLE, where the other clauses define columns.
_CONSTRAINT_WORDS = ("CONSTRAINT ", "PRIMARY KEY", "FOREIGN KEY", "UNIQUE", "CHECK")


@pytest.fixture(params=["sqlite", "postgresql"])
def two_new_books(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[tuple[str, str]]:
    """Two locations of no book yet on one database kind."""
    if request.param == "sqlite":
        yield str(tmp_path / "one-step.sqlite"), str(tmp_path / "step-by-step.sqlite")
        return
    with ExitStack() as stack:
        yield stack.enter_context(_new_schema()), stack.enter_context(_new_schema())


def _migrated_step_by_step(location: str) -> None:
    """Make the book by running every migration from nothing, as every new book was made before."""
    engine = create_book_engine(resolve_location(location))
    try:
        with _schema_lock(engine) as conn:
            command.upgrade(alembic_config(conn), "head")
    finally:
        engine.dispose()


def _split_clauses(body: str) -> list[str]:
    """The clauses of a CREATE TABLE's body: split at its commas outside parentheses."""
    clauses, depth, start = [], 0, 0
    for at, char in enumerate(body):
        depth += {"(": 1, ")": -1}.get(char, 0)
        if char == "," and depth == 0:
            clauses.append(body[start:at].strip())
            start = at + 1
    return [*clauses, body[start:].strip()]


def _sqlite_statement(sql: str | None) -> Any:
    """A statement of ``sqlite_master`` in a form that differs only where the schema does: its whitespace and the
    quotes around a plain name dropped (SQLite's RENAME, at the end of a table's rebuild, writes the name quoted),
    and a table's constraints as a set after its columns in order (Alembic's batch rebuild writes the foreign keys
    in the order of a Python set, which changes with PYTHONHASHSEED)."""
    if sql is None:  # an index SQLite makes for a key
        return None
    flat = re.sub(r'"(\w+)"', r"\1", " ".join(sql.split()))
    if not flat.startswith("CREATE TABLE "):
        return flat
    head, _, rest = flat.partition("(")
    body, _, tail = rest.rpartition(")")
    clauses = _split_clauses(body)
    return (head.strip(), tuple(c for c in clauses if not c.startswith(_CONSTRAINT_WORDS)),
            frozenset(c for c in clauses if c.startswith(_CONSTRAINT_WORDS)), tail.strip())


def _sqlite_schema(conn: Connection) -> tuple[set[tuple[Any, ...]], list[str]]:
    master = conn.execute(text("SELECT type, name, tbl_name, sql FROM sqlite_master")).all()
    return ({(kind, name, table, _sqlite_statement(sql)) for kind, name, table, sql in master},
            [name for kind, name, _table, _sql in master if kind == "table"])


# What PostgreSQL's catalogue says of a schema's relations, columns, constraints, indexes, triggers, functions and
# sequences; every query of the book's own schema, whose name each test chooses.
_PG_CATALOGUE = {
    "relations": "SELECT relname, relkind, reloptions FROM pg_class "
                 "WHERE relnamespace = current_schema()::regnamespace",
    "columns": "SELECT table_name, ordinal_position, column_name, data_type, character_maximum_length, "
               "numeric_precision, is_nullable, column_default FROM information_schema.columns "
               "WHERE table_schema = current_schema()",
    "constraints": "SELECT conrelid::regclass::text, conname, contype, pg_get_constraintdef(oid), convalidated "
                   "FROM pg_constraint WHERE connamespace = current_schema()::regnamespace",
    "indexes": "SELECT tablename, indexname, indexdef FROM pg_indexes WHERE schemaname = current_schema()",
    "triggers": "SELECT c.relname, t.tgname, pg_get_triggerdef(t.oid), t.tgenabled FROM pg_trigger t "
                "JOIN pg_class c ON c.oid = t.tgrelid "
                "WHERE c.relnamespace = current_schema()::regnamespace AND NOT t.tgisinternal",
    "functions": "SELECT proname, pg_get_functiondef(oid) FROM pg_proc "
                 "WHERE pronamespace = current_schema()::regnamespace",
    "sequences": "SELECT sequencename, data_type, start_value, increment_by, max_value, cycle FROM pg_sequences "
                 "WHERE schemaname = current_schema()",
}


def _pg_schema(conn: Connection) -> tuple[dict[str, set[tuple[str, ...]]], list[str]]:
    schema = conn.execute(text("SELECT current_schema()")).scalar_one()
    described = {part: {tuple(str(value).replace(f"{schema}.", "") for value in row)
                        for row in conn.execute(text(query))} for part, query in _PG_CATALOGUE.items()}
    return described, sorted(name for name, kind, _options in described["relations"] if kind == "r")


def _book(location: str) -> tuple[Any, dict[str, list[tuple[Any, ...]]]]:
    """The book's whole schema and every row of every table."""
    engine = create_engine(resolve_location(location))
    try:
        with engine.connect() as conn:
            schema, tables = (_sqlite_schema if make_url(str(engine.url)).get_backend_name() == "sqlite"
                              else _pg_schema)(conn)
            rows = {table: sorted(map(tuple, conn.execute(text(f'SELECT * FROM "{table}"')))) for table in tables}
    finally:
        engine.dispose()
    return schema, rows


def test_a_new_book_is_the_book_the_migrations_make_from_nothing(two_new_books: tuple[str, str]) -> None:
    one_step, step_by_step = two_new_books
    open_book(one_step).close()
    _migrated_step_by_step(step_by_step)
    schema, rows = _book(one_step)
    assert (schema, rows) == _book(step_by_step)
    # The comparison saw the book: its tables, the trigger of the append-only ledger, the head stamped.
    assert {"players", "plays", "ledger", "stats_pair", "alembic_version"} <= rows.keys()
    trigger = "ledger_append_only" if one_step.startswith("postgresql") else "ledger_no_update"
    assert f"CREATE TRIGGER {trigger} BEFORE" in str(schema)
    assert rows["alembic_version"] == [(HEAD_REVISION,)]


def test_a_new_book_is_created_without_running_a_migration(book_url: str, monkeypatch: pytest.MonkeyPatch) -> None:
    # Alembic loads each migration script and its env.py through this function; the upgrade calls env.py.
    loaded: list[str] = []
    load_python_file = util.load_python_file
    monkeypatch.setattr(util, "load_python_file", lambda folder, name: loaded.append(name) or load_python_file(
        folder, name))
    with open_book(book_url) as book:
        book.add_player("Ana")
        assert [p.name for p in book.players()] == ["Ana"]
    assert loaded == []


def test_a_database_holding_a_table_is_left_to_the_migrations(sqlite_url: str,
                                                               monkeypatch: pytest.MonkeyPatch) -> None:
    """Only a database without any table is created in one step: one holding another program's table is migrated
    from nothing by Alembic, as before."""
    engine = create_engine(resolve_location(sqlite_url))
    with engine.begin() as conn:
        conn.execute(text("CREATE TABLE notes (line TEXT)"))
    engine.dispose()
    upgrades: list[str] = []
    upgrade = command.upgrade
    monkeypatch.setattr(command, "upgrade", lambda config, target: upgrades.append(target) or upgrade(config, target))
    with open_book(sqlite_url) as book:
        assert book.count_plays() == 0
    assert upgrades == ["head"]
