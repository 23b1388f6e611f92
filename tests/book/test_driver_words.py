"""Issue 38 §2: a book the database will not open, read or write is said in the referee's words, in French and
English, through ``tabletop book`` and ``tabletop campaign``: never the driver's English (« attempt to write a readonly
database », « FATAL: password authentication failed »), never a traceback or an SQL statement."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from sqlalchemy.engine import make_url

from tabletop import i18n
from tabletop.book import open_book, store
from tabletop.cli import main
from tests.book.conftest import pg_server_url

NBSP = "\u00a0"


def _said(capsys: pytest.CaptureFixture[str], language: str, *argv: str) -> str:
    """The one line the command refuses with in ``language``, without its prefix (the group, then its action after ``--book``)."""
    i18n.set_language(language)
    try:
        code = main(list(argv))
    finally:
        i18n.set_language(None)
    out, err = capsys.readouterr()
    assert (code, out) == (1, "") and len(err.splitlines()) == 1, err
    prefix = f"tabletop {argv[0]} {argv[3]}" + (f"{NBSP}: " if language == "fr" else ": ")
    assert err.startswith(prefix), err
    line = err[len(prefix):].rstrip("\n")
    assert "Traceback" not in line and "[SQL" not in line and "FATAL" not in line, line
    return line


def _book(path: Path) -> Path:
    with open_book(path):
        pass
    return path


def test_a_read_only_book_is_said_in_words(tmp_path: Path, capsys) -> None:
    book = _book(tmp_path / "club.sqlite")
    # SQLite's own read-only mode: the tests may run as root, whom a file's mode does not stop.
    read_only = f"sqlite:///file:{book}?mode=ro&uri=true"
    assert _said(capsys, "en", "campaign", "--book", read_only, "new", "Saison", "--gang", "C:Ana") == (
        f"the book «\u00a0{book}\u00a0» is read-only (the file or its folder), so nothing can be written to it")
    assert _said(capsys, "fr", "campaign", "--book", read_only, "new", "Saison", "--gang", "C:Ana") == (
        f"le livre «{NBSP}{book}{NBSP}» est en lecture seule (le fichier ou son dossier), rien ne peut donc y être "
        "écrit")


def test_a_file_that_is_no_database_is_said_in_words(tmp_path: Path, capsys) -> None:
    junk = tmp_path / "notes.sqlite"
    junk.write_text("shopping list\n" * 100, encoding="utf-8")
    assert _said(capsys, "en", "book", "--book", str(junk), "stats") == (
        f"the file «\u00a0{junk}\u00a0» is not a Tabletop book (it is no SQLite database)")
    assert _said(capsys, "fr", "book", "--book", str(junk), "stats") == (
        f"le fichier «{NBSP}{junk}{NBSP}» n'est pas un livre Tabletop (ce n'est pas une base SQLite)")


def test_a_book_locked_by_another_writer_is_said_in_words(tmp_path: Path, capsys, monkeypatch) -> None:
    book = _book(tmp_path / "club.sqlite")
    # Another program holds the write lock past the wait (made short here: 30 s on a laptop).
    monkeypatch.setattr(store, "_BUSY_TIMEOUT_S", 0.05)
    monkeypatch.setattr(store, "_ATTEMPTS", 1)
    holder = sqlite3.connect(book, isolation_level=None)
    holder.execute("BEGIN EXCLUSIVE")
    try:
        for language, said in (("en", f"the book «\u00a0{book}\u00a0» is locked by another program writing to it; try again "
                                      "once it is done"),
                               ("fr", f"le livre «{NBSP}{book}{NBSP}» est verrouillé par un autre programme qui y "
                                      f"écrit{NBSP}; réessayez quand il aura fini")):
            assert _said(capsys, language, "campaign", "--book", str(book), "new", "Saison", "--gang", "C:Ana") == said
    finally:
        holder.close()


def test_a_book_whose_folder_is_a_file_is_said_in_words(tmp_path: Path, capsys) -> None:
    (tmp_path / "plain").write_text("", encoding="utf-8")
    book = tmp_path / "plain" / "club" / "book.sqlite"
    assert _said(capsys, "en", "book", "--book", str(book), "stats") == (
        f"the book «\u00a0{book}\u00a0» cannot be made there, as «\u00a0{tmp_path / 'plain'}\u00a0» is a file and not a folder")


def test_an_unreachable_server_is_said_with_its_address(capsys) -> None:
    url = "postgresql+psycopg://ana:secret@127.0.0.1:1/club"
    assert _said(capsys, "en", "book", "--book", url, "stats") == (
        "the book's server 127.0.0.1 (port 1) does not answer (is it started, and is its address right?)")
    assert _said(capsys, "fr", "book", "--book", url, "stats") == (
        f"le serveur du livre 127.0.0.1 (port 1) ne répond pas (est-il démarré, et son adresse est-elle juste{NBSP}?)")


def test_a_wrong_password_and_an_unknown_database_on_the_server_are_said_in_words(capsys) -> None:
    server = make_url(pg_server_url())
    wrong_password = server.set(password="not-" + (server.password or "")).render_as_string(hide_password=False)
    no_database = server.set(database="no_such_book").render_as_string(hide_password=False)
    host, port, user = server.host, server.port or 5432, server.username
    assert _said(capsys, "en", "book", "--book", wrong_password, "stats") == (
        f"the book's server {host} (port {port}) refused the password of the user «\u00a0{user}\u00a0»")
    assert _said(capsys, "fr", "book", "--book", wrong_password, "stats") == (
        f"le serveur du livre {host} (port {port}) a refusé le mot de passe de l'utilisateur «{NBSP}{user}{NBSP}»")
    assert _said(capsys, "en", "book", "--book", no_database, "stats") == (
        f"the book's server {host} (port {port}) has no database «\u00a0no_such_book\u00a0»")
    assert _said(capsys, "fr", "campaign", "--book", no_database, "show", "Saison") == (
        f"le serveur du livre {host} (port {port}) n'a pas de base de données «{NBSP}no_such_book{NBSP}»")


@pytest.mark.parametrize("language, file_said, server_said", [
    ("en", "the book «\u00a0/tmp/club.sqlite\u00a0» could not be written (some new trouble)",
     "the book in the database «\u00a0tabletop\u00a0» of the server club.example cannot be opened (some new trouble)"),
    ("fr", "le livre «\u00a0/tmp/club.sqlite\u00a0» n'a pas pu être écrit (some new trouble)",
     "le livre de la base «\u00a0tabletop\u00a0» du serveur club.example ne peut pas être ouvert (some new trouble)"),
])
def test_a_trouble_without_words_of_its_own_names_the_book_as_its_header_does(language, file_said, server_said):
    """Issue 38 §2: a driver's trouble the table of words does not know named the book by its URL (« the book at
    sqlite:////tmp/club.sqlite »); it names the file, or the server and its database, and the password never."""
    from tabletop.book.driver_words import database_refusal

    trouble = RuntimeError("some new trouble")
    i18n.set_language(language)
    try:
        assert database_refusal(trouble, "sqlite:////tmp/club.sqlite", "write", Path("/tmp/club.sqlite")) == file_said
        said = database_refusal(trouble, "postgresql+psycopg://tt:secret@club.example/tabletop", "open")
    finally:
        i18n.set_language(None)
    assert said == server_said and "secret" not in said and "postgresql" not in said
