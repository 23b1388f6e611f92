"""What a database driver says when the book cannot be opened, read or written, in the referee's words.

sqlite3 and psycopg speak English and name things the referee never sees (« attempt to write a readonly database »,
« connection failed: connection to server at "127.0.0.1", port 5432 failed: FATAL: password authentication failed
for user "ana" »). Each known case is one sentence in the user's language naming the book's file, or its server by
its address, the user and the database; an unknown one says what could not be done, the driver's first line in
parentheses (never its traceback, never the SQL statement that SQLAlchemy adds on the lines after).

SQLite tells its cases by code (``sqlite_errorname``, Python 3.11); libpq gives no SQLSTATE for a connection it could
not make, so a server's refusal is told by libpq's own words, which the server sends in English unless its
``lc_messages`` says otherwise (then the generic sentence, with the server's words, is said).
"""

from __future__ import annotations

import re
import sqlite3
from pathlib import Path
from typing import Literal

from sqlalchemy.engine import make_url

from tabletop.i18n import N_, _
from tabletop.jsontext import named

Doing = Literal["open", "read", "write"]

# SQLite's result codes (the primary code, before any extended one's suffix) to a sentence about the book's file.
_SQLITE_WORDS = {
    "SQLITE_BUSY": N_("the book {file} is locked by another program writing to it; try again once it is done"),
    "SQLITE_LOCKED": N_("the book {file} is locked by another program writing to it; try again once it is done"),
    "SQLITE_READONLY": N_("the book {file} is read-only (the file or its folder), so nothing can be written to it"),
    "SQLITE_NOTADB": N_("the file {file} is not a Tabletop book (it is no SQLite database)"),
    "SQLITE_CANTOPEN": N_("the book {file} cannot be opened (it was moved or removed, or its folder cannot be "
                             "written)"),
    "SQLITE_FULL": N_("the disk holding the book {file} is full"),
    "SQLITE_IOERR": N_("the disk holding the book {file} reported an error while reading or writing it"),
    "SQLITE_CORRUPT": N_("the book {file} is damaged (its SQLite file is corrupt)"),
}

# libpq's words (its own, and the server's FATAL message) to a sentence about the server; the first that matches.
_SERVER_WORDS = (
    (re.compile(r"password authentication failed|authentication failed for user"),
     N_("the book's server {host} (port {port}) refused the password of the user {user}")),
    (re.compile(r"no password supplied|fe_sendauth"),
     N_("the book's server {host} (port {port}) asks for a password for the user {user}, and none was given")),
    (re.compile(r'role "[^"]*" does not exist'),
     N_("the book's server {host} (port {port}) has no user {user}")),
    (re.compile(r'database "[^"]*" does not exist'),
     N_("the book's server {host} (port {port}) has no database {database}")),
    (re.compile(r"failed to resolve host|could not translate host name|Name or service not known"),
     N_("the book's server {host} cannot be found on the network (is its name right?)")),
    (re.compile(r"Connection refused|timeout expired|No route to host|Network is unreachable|could not connect"),
     N_("the book's server {host} (port {port}) does not answer (is it started, and is its address right?)")),
    (re.compile(r"server closed the connection|terminating connection|connection is closed|consuming input failed"),
     N_("the book's server {host} (port {port}) closed the connection; try again")),
)

# What could not be done, with the driver's first line: the book named as its header names it, a file by its path, a
# server by its name and database, never a URL (issue 38 §2); one whole sentence for each kind of book.
_GENERIC: dict[Doing, tuple[str, str]] = {
    "open": (N_("the book {file} cannot be opened ({detail})"),
             N_("the book in the database {database} of the server {host} cannot be opened ({detail})")),
    "read": (N_("the book {file} could not be read ({detail})"),
             N_("the book in the database {database} of the server {host} could not be read ({detail})")),
    "write": (N_("the book {file} could not be written ({detail})"),
              N_("the book in the database {database} of the server {host} could not be written ({detail})")),
}


def said_of_book(url: str, file: Path | None, sentences: tuple[str, str], **args: object) -> str:
    """One of ``sentences`` (a SQLite book's, a server's; marked with ``N_``) about the book at ``url``: a file by
    its path ``file`` ({file}), a server by its name and database ({host}, {database}), as the book's header names
    it; never its URL."""
    parsed = make_url(url)
    if parsed.get_backend_name() == "sqlite":
        return _(sentences[0]).format(file=named(file or ":memory:"), **args)
    return _(sentences[1]).format(database=named(parsed.database or ""), host=parsed.host or "localhost", **args)


def driver_line(exc: BaseException) -> str:
    """The first line of what the driver said (SQLAlchemy's own lines after it hold the SQL statement)."""
    orig = getattr(exc, "orig", None) or exc
    return (str(orig).strip().splitlines() or [type(orig).__name__])[0]


def database_refusal(exc: BaseException, url: str, doing: Doing, file: Path | None = None) -> str:
    """``exc``, raised by the driver while the book at ``url`` (a SQLite book's ``file``) was opened, read or written
    (``doing``), as one sentence in the user's language."""
    orig = getattr(exc, "orig", None) or exc
    parsed = make_url(url)
    if isinstance(orig, sqlite3.Error):
        code = (getattr(orig, "sqlite_errorname", None) or "").split("_", 2)
        words = _SQLITE_WORDS.get("_".join(code[:2]))
        if words:
            return _(words).format(file=named(file or ":memory:"))
    elif parsed.get_backend_name() != "sqlite":
        said = str(orig)
        for pattern, words in _SERVER_WORDS:
            if pattern.search(said):
                return _(words).format(host=parsed.host or "localhost", port=parsed.port or 5432,
                                       user=named(parsed.username or ""), database=named(parsed.database or ""))
    return said_of_book(url, file, _GENERIC[doing], detail=driver_line(exc))
