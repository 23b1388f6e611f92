"""The club server's password: kept out of every file Tabletop writes, and out of every message it prints.

A book location typed as ``postgresql+psycopg://user:password@host/db`` is kept without its password; the password
goes to the desktop's keyring (the ``keyring`` package: the Secret Service on Linux) or, where there is none (a
headless machine, a desktop without a keyring daemon), to ``~/.pgpass`` (or ``$PGPASSFILE``) at mode 0600, where
libpq, and so psycopg, finds it by itself as every PostgreSQL user expects. ``masked`` hides a password in every URL
form a message may quote, malformed ones included.
"""

from __future__ import annotations

import os
import re
from pathlib import Path

from sqlalchemy.engine import URL, make_url
from sqlalchemy.exc import ArgumentError

from tabletop.book.records import BookError
from tabletop.i18n import _
from tabletop.jsontext import typed
from tabletop.storage import atomic_write_text

SERVICE = "tabletop-book"
MASK = "***"
# scheme://user:PASSWORD@ — up to the last "@" before a space, so that a password holding "@", "/" or ":" (a URL
# typed without percent-encoding, which no parser reads back) is hidden whole; and password=... of a libpq
# connection string or a URL's query.
# The look-behind starts a scheme only where a word starts: without it a 100,000-letter value was tried from each of
# its letters to its end, 71 s before a refusal could print.
_USERINFO = re.compile(r"(?P<head>(?<![A-Za-z0-9+.\-])[A-Za-z][A-Za-z0-9+.\-]*://[^\s:/@]*:)(?P<secret>\S*)(?=@)")
_KEYWORD = re.compile(r"(?P<head>\bpassword\s*=\s*)(?P<secret>'(?:[^'\\]|\\.)*'|[^\s&'\"]+)", re.IGNORECASE)


def masked(text: str) -> str:
    """``text`` with every password it quotes replaced by ``***``: in a URL's user part (well formed or not) and in
    ``password=`` of a connection string or a URL's query."""
    text = _USERINFO.sub(lambda m: m["head"] + MASK, text)
    return _KEYWORD.sub(lambda m: m["head"] + MASK, text)


# A libpq connection string ("host=... user=... dbname=..."): keyword = value first, as no book's file name starts.
_CONNINFO = re.compile(r"\s*[A-Za-z_]+\s*=")


def libpq_url(location: str) -> str | None:
    """The psycopg URL of a libpq connection string, read by psycopg itself (a PostgreSQL book, never a file whose
    name holds the password); None when ``location`` is not one. BookError (masked) for a string libpq refuses."""
    if "://" in location or not _CONNINFO.match(location):
        return None
    from psycopg import ProgrammingError
    from psycopg.conninfo import conninfo_to_dict

    try:
        fields = {k: str(v) for k, v in conninfo_to_dict(location).items()}
    except ProgrammingError as exc:
        problem = (str(exc).strip().splitlines() or [type(exc).__name__])[0]
        raise BookError(_("not a book location: {location} reads as a PostgreSQL connection string, but libpq says: "
                          "{problem}").format(location=typed(masked(location)), problem=masked(problem))) from None
    port = fields.pop("port", None)
    if port is not None and not port.isdigit():
        raise BookError(_("not a book location: the port of a PostgreSQL connection string is a number, not {port}")
                        .format(port=typed(port)))
    url = URL.create("postgresql+psycopg", username=fields.pop("user", None), password=fields.pop("password", None),
                     host=fields.pop("host", None), port=int(port) if port is not None else None,
                     database=fields.pop("dbname", None), query=fields)
    return url.render_as_string(hide_password=False)


def _parsed(location: str) -> URL | None:
    if "://" not in location:
        return None
    try:
        return make_url(location)
    except (ArgumentError, ValueError):
        return None


def _key(url: URL) -> str:
    return f"{url.username or ''}@{url.host or 'localhost'}:{url.port or 5432}/{url.database or ''}"


def remember_password(location: str) -> str:
    """``location`` without its password, the password kept in the keyring or ``~/.pgpass``; ``location`` as it
    is when it holds none. BookError (masked) when the password can be kept nowhere."""
    url = _parsed(libpq_url(location.strip()) or location.strip())
    if url is None or url.password is None or url.get_backend_name() != "postgresql":
        return location
    password = str(url.password)
    if not _keyring_set(_key(url), password):
        _pgpass_set(url, password)
    return url._replace(password=None).render_as_string(hide_password=False)  # set() takes None as "unchanged"


def with_password(url_text: str) -> str:
    """``url_text`` with the password the keyring keeps for it, when it has none of its own; else unchanged (a
    password in ``~/.pgpass`` is read by libpq itself)."""
    url = _parsed(url_text)
    if url is None or url.password is not None or url.get_backend_name() != "postgresql":
        return url_text
    password = _keyring_get(_key(url))
    return url_text if password is None else url.set(password=password).render_as_string(hide_password=False)


def _keyring_set(key: str, password: str) -> bool:
    """True once the keyring holds ``password``; False when there is no usable keyring."""
    try:
        import keyring  # imported here: only a PostgreSQL book with a password needs it
        keyring.set_password(SERVICE, key, password)
        # Read back: a "null" backend accepts everything and keeps nothing.
        return keyring.get_password(SERVICE, key) == password
    except Exception:  # no backend, no D-Bus, a locked or refusing keyring: each backend has its own
        return False


def _keyring_get(key: str) -> str | None:
    try:
        import keyring
        return keyring.get_password(SERVICE, key)
    except Exception:  # as in _keyring_set: no keyring is a normal case, not an error
        return None


def pgpass_path() -> Path:
    """The password file libpq reads: ``$PGPASSFILE``, else ``~/.pgpass``."""
    return Path(os.environ.get("PGPASSFILE") or Path.home() / ".pgpass")


def _pgpass_field(value: str) -> str:
    return value.replace("\\", "\\\\").replace(":", "\\:")


def _pgpass_set(url: URL, password: str) -> None:
    """The line ``host:port:database:user:password`` in the password file, replacing one for the same server,
    database and user; the file at 0600 (libpq ignores a password file others can read)."""
    fields = [_pgpass_field(str(v)) for v in (url.host or "localhost", url.port or 5432, url.database or "*",
                                              url.username or "*")]
    prefix = ":".join(fields) + ":"
    path = pgpass_path()
    if any(c in text for text in (prefix, password) for c in "\r\n"):
        # libpq reads the file a line at a time and escapes only ":" and "\\": a line break would split the entry.
        raise BookError(_("the server's password cannot be kept: no keyring, and a password or a name holding a line "
                          "break cannot be written in {path}").format(path=path))
    try:
        old = path.read_text(encoding="utf-8").splitlines() if path.exists() else []
        lines = [line for line in old if not line.startswith(prefix)] + [prefix + _pgpass_field(password)]
        atomic_write_text(path, "\n".join(lines) + "\n", mode=0o600)
    except (OSError, UnicodeDecodeError) as exc:
        raise BookError(_("the server's password cannot be kept: no keyring, and {path} cannot be written: "
                          "{value}").format(path=path, value=getattr(exc, "strerror", None) or exc)) from None


__all__ = ["MASK", "SERVICE", "libpq_url", "masked", "pgpass_path", "remember_password", "with_password"]
