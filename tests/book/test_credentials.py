"""The club server's password stays secret (issue 25): Tabletop.ini kept the PostgreSQL URL with its password,
readable by every user, and a malformed URL was echoed with its password. Now the password goes to the keyring,
else to ``~/.pgpass`` at 0600; no other file Tabletop writes holds it, and every error masks it."""

from __future__ import annotations

import os
import stat
from pathlib import Path

import keyring
import pytest
from keyring.backend import KeyringBackend
from sqlalchemy.engine import make_url

from tabletop.book import BookError, open_book
from tabletop.book.credentials import masked, pgpass_path, remember_password, with_password
from tabletop.cli import main as cli_main

SECRET = "s3cr3t-Pa55"


class MemoryKeyring(KeyringBackend):
    """A desktop keyring, in memory."""

    priority = 1

    def __init__(self) -> None:
        super().__init__()
        self.kept: dict[tuple[str, str], str] = {}

    def set_password(self, service: str, username: str, password: str) -> None:
        self.kept[service, username] = password

    def get_password(self, service: str, username: str) -> str | None:
        return self.kept.get((service, username))

    def delete_password(self, service: str, username: str) -> None:
        self.kept.pop((service, username), None)


class BrokenKeyring(MemoryKeyring):
    """A Secret Service that is there but fails, as a desktop whose keyring daemon is gone."""

    def set_password(self, service: str, username: str, password: str) -> None:
        raise ConnectionError("org.freedesktop.DBus.Error.ServiceUnknown")


@pytest.fixture
def pgpass(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    path = tmp_path / "home" / ".pgpass"
    monkeypatch.setenv("PGPASSFILE", str(path))
    return path


@pytest.fixture
def keyring_backend(monkeypatch: pytest.MonkeyPatch):
    """Installs a keyring backend for the test, and the headless "fail" backend back after it."""
    previous = keyring.get_keyring()

    def use(backend: KeyringBackend) -> KeyringBackend:
        keyring.set_keyring(backend)
        return backend

    yield use
    keyring.set_keyring(previous)


@pytest.mark.parametrize("text", [
    f"postgresql+psycopg://club:{SECRET}@server/book",
    f"postgresql://club:{SECRET}@server:5432/book?sslmode=require",
    f"not a book location: 'postgresql://club:{SECRET}@server:notaport/book'",  # a port that is no number
    f"postgresql://club:{SECRET}@with@at@server/book",  # an "@" not percent-encoded
    f"postgresql://club:{SECRET}/with/slashes@server/book",
    f"postgres://:{SECRET}@server/book",
    f"postgresql://club@server/book?password={SECRET}&sslmode=require",
    f"host=server dbname=book user=club password={SECRET}",
    f"host=server password='{SECRET} with space'",
    f"mysql://club:{SECRET}@server/book",
])
def test_every_url_form_is_masked(text: str) -> None:
    assert SECRET not in masked(text) and "***" in masked(text)


def test_without_a_keyring_the_password_goes_to_pgpass_at_0600(pgpass: Path) -> None:
    """Headless (the root conftest installs keyring's "fail" backend, what a machine without Secret Service gets)."""
    kept = remember_password(f"postgresql+psycopg://club:{SECRET}@server:6543/book")
    assert kept == "postgresql+psycopg://club@server:6543/book"
    assert pgpass_path() == pgpass
    assert pgpass.read_text(encoding="utf-8") == f"server:6543:book:club:{SECRET}\n"
    assert stat.S_IMODE(pgpass.stat().st_mode) == 0o600
    assert with_password(kept) == kept  # libpq reads the file itself


def test_pgpass_keeps_other_servers_and_replaces_the_same_one(pgpass: Path) -> None:
    pgpass.parent.mkdir()
    pgpass.write_text("other:5432:*:me:theirs\nserver:5432:book:club:old\n", encoding="utf-8")
    pgpass.chmod(0o644)
    remember_password(f"postgresql://club:{SECRET}@server/book")
    remember_password("postgresql://odd:p:w@host/my:db")  # ':' and '\' are escaped in the file
    assert pgpass.read_text(encoding="utf-8").splitlines() == [
        "other:5432:*:me:theirs", f"server:5432:book:club:{SECRET}", "host:5432:my\\:db:odd:p\\:w"]
    assert stat.S_IMODE(pgpass.stat().st_mode) == 0o600


def test_with_a_keyring_the_password_goes_there_and_comes_back(pgpass: Path, keyring_backend) -> None:
    backend = keyring_backend(MemoryKeyring())
    kept = remember_password(f"postgresql+psycopg://club:{SECRET}@server/book")
    assert kept == "postgresql+psycopg://club@server/book" and not pgpass.exists()
    assert list(backend.kept.values()) == [SECRET]
    assert make_url(with_password(kept)).password == SECRET


def test_a_keyring_that_fails_degrades_to_pgpass(pgpass: Path, keyring_backend) -> None:
    keyring_backend(BrokenKeyring())
    assert remember_password(f"postgresql://club:{SECRET}@server/book") == "postgresql://club@server/book"
    assert SECRET in pgpass.read_text(encoding="utf-8")


def test_a_password_that_can_be_kept_nowhere_is_one_masked_line(tmp_path: Path, monkeypatch) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("x", encoding="utf-8")
    monkeypatch.setenv("PGPASSFILE", str(blocker / ".pgpass"))
    with pytest.raises(BookError) as refused:
        remember_password(f"postgresql://club:{SECRET}@server/book")
    assert SECRET not in str(refused.value) and "\n" not in str(refused.value)


def test_a_password_holding_a_line_break_is_refused_not_split_across_two_pgpass_lines(pgpass: Path) -> None:
    """Issue 36: ``%0A`` in the password wrote an entry on two lines, the second one read by libpq as a server."""
    pgpass.parent.mkdir()
    pgpass.write_text("other:5432:*:club:kept\n", encoding="utf-8")
    with pytest.raises(BookError) as refused:
        remember_password("postgresql://club:first%0Aserver:5432:*:*:evil@server/book")
    assert "line break" in str(refused.value) and "evil" not in str(refused.value)
    assert pgpass.read_text(encoding="utf-8") == "other:5432:*:club:kept\n"


def test_a_libpq_connection_string_s_password_goes_to_pgpass_too(pgpass: Path) -> None:
    assert remember_password(f"host=server dbname=book user=club password={SECRET}") == \
        "postgresql+psycopg://club@server/book"
    assert pgpass.read_text(encoding="utf-8") == f"server:5432:book:club:{SECRET}\n"


def test_a_sqlite_location_or_a_url_without_password_is_left_alone(pgpass: Path) -> None:
    for location in ("/tmp/book.sqlite", "postgresql://club@server/book", "sqlite:////tmp/b.sqlite"):
        assert remember_password(location) == location
    assert not pgpass.exists()


@pytest.mark.parametrize("url", [
    f"postgresql+psycopg://club:{SECRET}@127.0.0.1:1/book",  # nothing listens there
    f"postgresql+psycopg://club:{SECRET}@127.0.0.1:notaport/book",
    f"postgresql+psycopg://club:{SECRET}@with@at@127.0.0.1:1/book",
    f"mysql://club:{SECRET}@127.0.0.1/book",
])
def test_every_error_of_the_command_line_masks_the_password(capsys, url: str) -> None:
    assert cli_main(["book", "--book", url, "stats"]) == 1
    out, err = capsys.readouterr()
    assert SECRET not in out + err and err.count("\n") == 1 and err.startswith("tabletop book stats: ")


def test_a_book_opens_with_the_password_from_pgpass(pgpass: Path, pg_url: str, monkeypatch) -> None:
    """On the test server: the URL saved without its password, libpq finds it in the password file."""
    kept = remember_password(pg_url)
    assert make_url(kept).password is None and make_url(pg_url).password in pgpass.read_text(encoding="utf-8")
    with open_book(kept) as book:
        book.add_player("Ana")
        assert [p.name for p in book.players()] == ["Ana"]
    monkeypatch.setenv("PGPASSFILE", str(pgpass.with_name("empty")))
    with pytest.raises(BookError) as refused:  # without the file, the server refuses: the file was what opened it
        open_book(kept)
    assert "\n" not in str(refused.value)


def test_no_file_written_by_the_app_holds_the_password(qapp, tmp_path: Path, pgpass: Path, monkeypatch) -> None:
    """The Book location setting: Tabletop.ini gets the URL without its password, an older setting holding one
    is rewritten the first time it is read, and no file but the password file holds the secret."""
    from PySide6.QtCore import QSettings

    from ui.book.access import SETTING_KEY, saved_location, save_location
    from ui.settings import app_settings

    config = tmp_path / "config"
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(config))
    save_location(f"postgresql+psycopg://club:{SECRET}@server/book")
    assert saved_location() == "postgresql+psycopg://club@server/book"
    older = app_settings()
    older.setValue(SETTING_KEY, f"postgresql://club:{SECRET}2@server2/book")  # as an older Tabletop wrote it
    older.sync()
    assert saved_location() == "postgresql://club@server2/book"
    written = [p for p in tmp_path.rglob("*") if p.is_file() and p != pgpass]
    assert written and any(p.name == "Tabletop.ini" for p in written)
    assert [p for p in written if SECRET.encode() in p.read_bytes()] == []
    ini = next(p for p in written if p.name == "Tabletop.ini")
    assert oct(stat.S_IMODE(ini.stat().st_mode)) and SECRET not in ini.read_text(encoding="utf-8")
    assert pgpass.read_text(encoding="utf-8").count(SECRET) == 2
    assert os.stat(pgpass).st_mode & 0o077 == 0
