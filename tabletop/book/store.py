"""Where a book is kept and how it is reached: locations, engines, migrations on opening, transactions with retries.

A book is one SQLite file on the referee's laptop, or a PostgreSQL database that several laptops record into
at the same time. Every write is one transaction; a write that collides with another laptop's (SQLite busy,
a PostgreSQL serialization failure or deadlock, or the same new player created by both at once) is retried
from the start, so that nothing is lost and nothing is written twice.
"""

from __future__ import annotations

import os
import random
import sqlite3
import time
from contextlib import contextmanager
from datetime import datetime, timezone
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, Iterator, TypeVar
from urllib.parse import quote, unquote_to_bytes

import platformdirs
from sqlalchemy import (Column, Connection, Engine, MetaData, PrimaryKeyConstraint, String, Table, create_engine, event,
                        inspect, text)
from sqlalchemy.engine import URL, make_url
from sqlalchemy.exc import ArgumentError, DBAPIError, IntegrityError, OperationalError, SQLAlchemyError

from tabletop.book.credentials import libpq_url, masked, with_password
from tabletop.book.driver_words import Doing, database_refusal, said_of_book
from tabletop.book.records import BookError
from tabletop.book.schema import metadata
from tabletop.i18n import N_, _
from tabletop.jsontext import named, typed

if TYPE_CHECKING:
    from alembic.config import Config
    from alembic.script import ScriptDirectory

T = TypeVar("T")

ENV_VAR = "TABLETOP_BOOK"
_MIGRATIONS = Path(__file__).with_name("migrations")
# The newest migration's revision: a book already there opens without importing Alembic (a third of a second
# of every ``tabletop book`` command); tests/book/test_migrations.py checks it is Alembic's head.
HEAD_REVISION = "0007_campaign_plays"
# SQLite waits this long for another writer before giving up on a statement; the retry loop then tries again.
_BUSY_TIMEOUT_S = 30.0
_ATTEMPTS = 12
# Alembic's table of the book's revision, as Alembic makes it (alembic.ddl.impl.DefaultImpl.version_table_impl), so
# that a new book is stamped without importing Alembic; tests/book/test_new_book.py compares it with Alembic's own.
_ALEMBIC_VERSION = Table("alembic_version", MetaData(), Column("version_num", String(32), nullable=False),
                         PrimaryKeyConstraint("version_num", name="alembic_version_pkc"))
# PostgreSQL SQLSTATEs worth a retry: serialization failure, deadlock, and a unique row another writer just added.
_PG_RETRY_STATES = {"40001", "40P01", "23505"}


def default_book_location() -> Path:
    """The book used when nothing else is chosen: ``book.sqlite`` in the user's data folder."""
    return Path(platformdirs.user_data_dir("tabletop")) / "book.sqlite"


def resolve_location(location: str | os.PathLike[str] | None = None) -> str:
    """The book's SQLAlchemy URL: the explicit location, else ``TABLETOP_BOOK``, else the default file.

    A plain path is a SQLite file; ``postgresql://`` and ``postgres://`` URLs get the psycopg driver.
    """
    chosen = location if location not in (None, "") else os.environ.get(ENV_VAR) or default_book_location()
    chosen = os.fspath(chosen)
    from_libpq = libpq_url(chosen)
    if from_libpq is not None:
        return from_libpq
    if "://" not in chosen:
        return _sqlite_url(Path(chosen).expanduser().absolute())
    try:
        url = make_url(chosen)
    except (ArgumentError, ValueError):  # ValueError: a port that is not a number
        raise BookError(_("not a book location: {chosen} (give a file path or a postgresql+psycopg:// URL)").format(
            chosen=typed(masked(chosen)))) \
            from None
    if url.drivername in ("postgresql", "postgres"):
        url = url.set(drivername="postgresql+psycopg")
    if url.drivername not in ("sqlite", "postgresql+psycopg"):
        raise BookError(_("unsupported book location '{render_as_string}': use a SQLite file path or a "
                          "postgresql+psycopg:// URL").format(
            render_as_string=url.render_as_string(hide_password=True)))
    return url.render_as_string(hide_password=False)


def _sqlite_url(path: Path) -> str:
    """The URL of a SQLite book at ``path``. A name holding bytes that are not UTF-8 (a folder named in Latin-1) has
    no text form a URL can carry: SQLite opens it from a ``file:`` URI, which spells each byte."""
    raw = os.fsencode(path)
    try:
        raw.decode("utf-8")
    except UnicodeDecodeError:
        return str(URL.create("sqlite", database="file:" + quote(raw, safe="/"), query={"uri": "true"}))
    return str(URL.create("sqlite", database=str(path)))


def sqlite_file(url: str) -> Path | None:
    """The file of a SQLite book's URL (None in memory), as ``_sqlite_url`` wrote it."""
    parsed = make_url(url)
    database = parsed.database
    if not database or database == ":memory:":
        return None
    if parsed.query.get("uri") == "true" and database.startswith("file:"):
        return Path(os.fsdecode(unquote_to_bytes(database[len("file:"):])))
    return Path(database)


def shown(url: str) -> str:
    """The URL as it may be printed: without its password."""
    return make_url(url).render_as_string(hide_password=True)


def described(url: str) -> str:
    """The book named in words for its header: « Club book: server club.example, database tabletop » for a server,
    « Book: ~/Documents/tabletop.sqlite » for a file (under the home folder written from ``~``); never a URL."""
    parsed = make_url(url)
    if parsed.get_backend_name() != "sqlite":
        return _("Club book: server {host}, database {database}").format(
            host=parsed.host or "localhost", database=parsed.database or "")
    path = Path(parsed.database or "")
    try:
        path = Path("~") / path.relative_to(Path.home())
    except ValueError:
        pass  # outside the home folder: the whole path
    return _("Book: {path}").format(path=path)


def create_book_engine(url: str) -> Engine:
    parsed = make_url(url)
    if parsed.get_backend_name() == "sqlite":
        database = sqlite_file(url)
        if database is not None:
            database.parent.mkdir(parents=True, exist_ok=True)
        engine = create_engine(url, connect_args={"timeout": _BUSY_TIMEOUT_S})
        event.listen(engine, "connect", _sqlite_connect)
        event.listen(engine, "begin", _sqlite_begin)
        return engine
    # The password the keyring keeps for the server, when the location was saved without it (credentials.py).
    engine = create_engine(with_password(url), pool_pre_ping=True)
    event.listen(engine, "connect", _postgresql_connect)
    return engine


def _postgresql_connect(dbapi_connection: Any, _record: object) -> None:
    # psycopg prepares a statement run five times, and PostgreSQL may then keep one generic plan for it, sized by
    # the tables as they were. An import writes up to a million plays in one transaction that no ANALYZE sees: the
    # plan made at its first chunks, when the tables were empty, read every participant at each later chunk (12 s a
    # chunk at 300,000 plays). A plan made at each execution sizes the tables as they are.
    with dbapi_connection.cursor() as cursor:
        cursor.execute("SET plan_cache_mode = force_custom_plan")
    dbapi_connection.commit()


def _sqlite_connect(dbapi_connection: sqlite3.Connection, _record: object) -> None:
    # The sqlite3 module's own BEGIN is turned off so that _sqlite_begin decides how each transaction starts.
    dbapi_connection.isolation_level = None
    dbapi_connection.execute("PRAGMA foreign_keys = ON")
    _enter_wal(dbapi_connection)
    # In WAL mode NORMAL never corrupts the file; a power cut may only lose the very last commits.
    dbapi_connection.execute("PRAGMA synchronous = NORMAL")
    # A 64 MiB page cache (the default is 2 MiB): an import of 100,000 plays updates indexes all over the file.
    dbapi_connection.execute("PRAGMA cache_size = -65536")


def _enter_wal(dbapi_connection: sqlite3.Connection) -> None:
    # Turning a new file to WAL needs an exclusive lock that SQLite does not wait for on the busy timeout: two
    # laptops opening a new book at once would see "database is locked". Wait for it here instead.
    deadline = time.monotonic() + _BUSY_TIMEOUT_S
    while True:
        try:
            dbapi_connection.execute("PRAGMA journal_mode = WAL")
            return
        except sqlite3.OperationalError as exc:
            if "locked" not in str(exc).lower() or time.monotonic() > deadline:
                raise
        time.sleep(random.uniform(0.005, 0.02))


def _sqlite_begin(conn: Connection) -> None:
    # A writer takes the write lock at BEGIN: two writers then queue on the busy timeout instead of both
    # reading first and one failing when it tries to write (SQLite cannot upgrade a read lock that waits).
    conn.exec_driver_sql("BEGIN IMMEDIATE" if conn.get_execution_options().get("book_write") else "BEGIN")


def is_sqlite(engine: Engine) -> bool:
    return engine.dialect.name == "sqlite"


def _worth_retrying(exc: DBAPIError) -> bool:
    if isinstance(exc.orig, sqlite3.OperationalError):
        message = str(exc.orig).lower()
        return "locked" in message or "busy" in message
    # On SQLite writers queue at BEGIN IMMEDIATE, so a unique row cannot appear behind a writer's back there:
    # its IntegrityError is a real one. On PostgreSQL it can, and a retry then finds that row.
    return getattr(exc.orig, "sqlstate", None) in _PG_RETRY_STATES


def run_write(engine: Engine, work: Callable[[Connection], T]) -> T:
    """Run ``work`` in one write transaction, retried from the start when it collides with another writer."""
    for attempt in range(_ATTEMPTS):
        try:
            with engine.connect().execution_options(book_write=True) as conn:
                with conn.begin():
                    return work(conn)
        except (OperationalError, IntegrityError) as exc:
            if attempt == _ATTEMPTS - 1 or not _worth_retrying(exc):
                raise
        # Random back-off so that two laptops that collided do not collide again at once.
        time.sleep(random.uniform(0.01, 0.05) * (attempt + 1))
    raise AssertionError("unreachable: the last attempt returns or raises")


def run_read(engine: Engine, work: Callable[[Connection], T], snapshot: bool = False) -> T:
    """Run ``work`` in one read transaction, so that every query of it sees the same book; with ``snapshot`` (a
    long read, an export) PostgreSQL keeps one snapshot for all of them, as SQLite always does."""
    with engine.connect() as conn:
        if snapshot and not is_sqlite(engine):
            conn = conn.execution_options(isolation_level="REPEATABLE READ")
        with conn.begin():
            return work(conn)


def alembic_config(connection: Connection) -> Config:
    """Alembic's configuration built in code (no alembic.ini): the scripts shipped in the package."""
    from alembic.config import Config

    config = Config()
    config.set_main_option("script_location", str(_MIGRATIONS))
    config.attributes["connection"] = connection
    return config


def _scripts() -> ScriptDirectory:
    from alembic.script import ScriptDirectory

    return ScriptDirectory(str(_MIGRATIONS))


def head_revision() -> str:
    head = _scripts().get_current_head()
    assert head is not None, "the package ships its migrations"
    return head


def current_revision(engine: Engine) -> str | None:
    from alembic.runtime.migration import MigrationContext

    with engine.connect() as conn:
        return MigrationContext.configure(conn).get_current_revision()


def _stamped_revision(engine: Engine) -> str | None:
    """The book's revision read with one plain query (None for a new book, or a table of another form)."""
    with engine.connect() as conn:
        try:
            return conn.execute(text("SELECT version_num FROM alembic_version")).scalar()
        except SQLAlchemyError:
            return None


def migrate(engine: Engine, url: str, target: str = "head") -> Path | None:
    """Bring the book's schema to ``target``; return the backup copy made of a SQLite book first, if any.

    The whole upgrade is one transaction that holds the write lock (SQLite) or an advisory lock (PostgreSQL),
    so two laptops opening an old book at once migrate it once. A new book is created at the head in one step.
    """
    if target == "head":
        stamped = _stamped_revision(engine)
        # The usual opening, and a new book: Alembic is not even imported.
        if stamped == HEAD_REVISION or (stamped is None and _created_at_head(engine)):
            return None
    from alembic import command

    wanted = head_revision() if target == "head" else target
    before = current_revision(engine)
    if before == wanted:
        return None
    if before is not None and before not in {script.revision for script in _scripts().walk_revisions()}:
        raise BookError(_newer_book(url, before))
    backup = None
    if is_sqlite(engine) and before is not None:
        backup = _backup_sqlite(sqlite_file(url) or Path(), before)
    with _schema_lock(engine) as conn:
        command.upgrade(alembic_config(conn), target)
    return backup


@contextmanager
def _schema_lock(engine: Engine) -> Iterator[Connection]:
    """A transaction that alone may change the book's schema: it holds the write lock (SQLite) or an advisory lock
    (PostgreSQL) until it commits."""
    with engine.connect().execution_options(book_write=True) as conn:
        with conn.begin():
            if not is_sqlite(engine):
                conn.execute(text("SELECT pg_advisory_xact_lock(7020508)"))  # any fixed number: "the book"
            yield conn


def _created_at_head(engine: Engine) -> bool:
    """Whether the book was created here at the head revision, in one step: its tables from the schema's metadata
    with the triggers the migrations add, then the head stamped (Alembic's cookbook: "Building an Up to Date
    Database from Scratch"). Running the seven migrations instead rebuilt tables and cost a new book 0.1-0.3 s.

    Only a database without any table is a new book; the test is made under the schema's lock, so that of two
    laptops creating one book at once, the second finds the first's book and leaves it to ``migrate``."""
    with _schema_lock(engine) as conn:
        if inspect(conn).get_table_names():
            return False
        metadata.create_all(conn, checkfirst=False)
        _ALEMBIC_VERSION.create(conn)
        conn.execute(_ALEMBIC_VERSION.insert().values(version_num=HEAD_REVISION))
    return True


def _newer_book(url: str, revision: str) -> str:
    """A book a newer Tabletop wrote, named as its header names it (its file, or its server and database)."""
    return said_of_book(url, sqlite_file(url), (
        N_("the book {file} was written by a newer Tabletop (its schema revision {revision} is unknown to this one); "
           "update Tabletop to open it"),
        N_("the book in the database {database} of the server {host} was written by a newer Tabletop (its schema "
           "revision {revision} is unknown to this one); update Tabletop to open it")), revision=named(revision))


def _backup_sqlite(source: Path, revision: str) -> Path:
    """Copy the book aside with SQLite's backup API, which copies a consistent state even in WAL mode."""
    stamp = datetime.now(timezone.utc).strftime("%Y%m%dT%H%M%S%f")
    target = source.with_name(f"{source.name}.rev{revision}-{stamp}.bak")
    src, dst = sqlite3.connect(os.fsencode(source)), sqlite3.connect(os.fsencode(target))
    try:
        src.backup(dst)
    finally:
        src.close()
        dst.close()
    return target


def open_engine(location: str | os.PathLike[str] | None) -> tuple[Engine, str, Path | None]:
    """The engine of a book that is ready to use, its URL, and the backup made if it had to be migrated."""
    url = resolve_location(location)
    try:
        engine = create_book_engine(url)
    except OSError as exc:  # the book's folder could not be made
        raise BookError(_folder_refusal(exc, url)) from None
    try:
        backup = migrate(engine, url)
    except BookError:
        engine.dispose()
        raise
    except (SQLAlchemyError, sqlite3.Error) as exc:
        engine.dispose()
        raise refused(exc, url, "open") from None
    return engine, url, backup


def _folder_refusal(exc: OSError, url: str) -> str:
    folder = exc.filename or (sqlite_file(url) or Path()).parent
    if isinstance(exc, (FileExistsError, NotADirectoryError)):
        # The file in the way: mkdir names the folder it was making, which may lie below it.
        folder = next((p for p in (Path(folder), *Path(folder).parents) if p.exists() and not p.is_dir()), folder)
        return _("the book {file} cannot be made there, as {folder} is a file and not a folder").format(
            file=named(sqlite_file(url) or ""), folder=named(folder))
    if isinstance(exc, PermissionError):
        return _("you are not allowed to create the folder {folder} of the book").format(folder=named(folder))
    return _("the folder {folder} of the book cannot be created ({reason})").format(
        folder=named(folder), reason=exc.strerror or exc)


def refused(exc: BaseException, url: str, doing: Doing) -> BookError:
    """The driver's ``exc`` on the book at ``url`` as the BookError of one sentence the referee reads."""
    return BookError(database_refusal(exc, url, doing, sqlite_file(url) if make_url(url).get_backend_name() == "sqlite"
                                      else None))
