"""Which book is opened: the explicit location, else TABLETOP_BOOK, else the default file in the user's data folder."""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs
import pytest

from tabletop.book import BookError, default_book_location, open_book, resolve_location


def test_the_default_book_is_in_the_user_data_folder(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.delenv("TABLETOP_BOOK", raising=False)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    assert default_book_location() == Path(platformdirs.user_data_dir("tabletop")) / "book.sqlite"
    assert default_book_location() == tmp_path / "data" / "tabletop" / "book.sqlite"
    with open_book() as book:
        assert book.location == f"sqlite:///{tmp_path / 'data' / 'tabletop' / 'book.sqlite'}"
    assert (tmp_path / "data" / "tabletop" / "book.sqlite").is_file()


def test_the_environment_comes_before_the_default_and_an_argument_before_both(monkeypatch: pytest.MonkeyPatch,
                                                                              tmp_path: Path) -> None:
    monkeypatch.setenv("TABLETOP_BOOK", str(tmp_path / "club.sqlite"))
    assert resolve_location() == f"sqlite:///{tmp_path / 'club.sqlite'}"
    assert resolve_location(tmp_path / "mine.sqlite") == f"sqlite:///{tmp_path / 'mine.sqlite'}"
    monkeypatch.setenv("TABLETOP_BOOK", "postgresql://club:pw@server/book")
    assert resolve_location() == "postgresql+psycopg://club:pw@server/book"


def test_a_relative_path_or_a_home_path_is_made_absolute(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    assert resolve_location("night.sqlite") == f"sqlite:///{tmp_path / 'night.sqlite'}"
    assert resolve_location("~/b.sqlite") == f"sqlite:///{tmp_path / 'home' / 'b.sqlite'}"


@pytest.mark.parametrize("location, message", [
    ("mysql://u:pw@host/db", "unsupported book location 'mysql://u:***@host/db'"),
    ("postgresql+psycopg://u@host:notaport/db", "not a book location"),
])
def test_unsupported_locations_are_refused(location: str, message: str) -> None:
    with pytest.raises(BookError) as refused:
        open_book(location)
    assert message in str(refused.value)


def test_a_book_that_goes_away_is_one_line_not_a_traceback(sqlite_url: str) -> None:
    with open_book(sqlite_url) as book:
        Path(sqlite_url).unlink()
        Path(sqlite_url).mkdir()  # the file is gone and nothing can take its place
        book.close()  # drop the open connections: the next statement must reopen the file
        with pytest.raises(BookError, match=r"^the book «\u00a0.*book.sqlite\u00a0» cannot be opened \(it was moved or removed"):
            book.add_player("Ana")


def test_a_book_whose_path_is_not_utf8_opens_from_the_command_line_and_by_default(monkeypatch: pytest.MonkeyPatch,
                                                                                  tmp_path: Path, capsys) -> None:
    """Issue 36: ``tabletop book --book $'b-\\xff.sqlite' stats``, and the default book under an ``XDG_DATA_HOME``
    holding a Latin-1 byte, raised UnicodeEncodeError: that user could not use the book at all."""
    from tabletop.cli import main

    monkeypatch.chdir(tmp_path)
    named = os.fsdecode(b"b-\xff.sqlite")  # as Python hands over the argument
    assert main(["book", "--book", named, "stats"]) == 0
    assert "no play recorded" in capsys.readouterr().out
    assert (os.fsencode(tmp_path) + b"/b-\xff.sqlite") in [os.fsencode(p) for p in tmp_path.iterdir()]
    monkeypatch.delenv("TABLETOP_BOOK", raising=False)
    monkeypatch.setenv("XDG_DATA_HOME", os.fsdecode(os.fsencode(tmp_path) + b"/donn\xe9es"))
    with open_book() as book:
        book.create_campaign("Saison", "camorra")
    with open_book() as book:
        assert [c.name for c in book.campaigns()] == ["Saison"]
    assert os.path.isfile(os.fsencode(tmp_path) + b"/donn\xe9es/tabletop/book.sqlite")


def test_a_libpq_connection_string_is_a_postgresql_book_never_a_file(monkeypatch: pytest.MonkeyPatch,
                                                                    tmp_path: Path, capsys) -> None:
    """Issue 36: ``--book 'host=... user=tt password=... dbname=ttbook'`` created a SQLite file whose name held the
    password."""
    from tabletop.cli import main

    monkeypatch.chdir(tmp_path)
    assert resolve_location("host=db.club port=5433 user=tt password=s3cret dbname=ttbook sslmode=require") == \
        "postgresql+psycopg://tt:s3cret@db.club:5433/ttbook?sslmode=require"
    assert main(["book", "--book", "host=127.0.0.1 port=1 user=tt password=s3cret dbname=ttbook", "stats"]) == 1
    err = capsys.readouterr().err
    assert err.startswith("tabletop book stats: the book's server 127.0.0.1 (port 1) does not answer")
    assert "s3cret" not in err and err.count("\n") == 1
    with pytest.raises(BookError, match=r"^not a book location: 'hots=db.club password=\*\*\*' reads as a PostgreSQL "
                                        r"connection string, but libpq says: invalid connection option \"hots\"$"):
        open_book("hots=db.club password=s3cret")
    assert list(tmp_path.iterdir()) == []


def test_the_book_is_named_in_words_never_as_a_url(monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 38: the Book tab's header said « Livre : sqlite:////home/… »."""
    from tabletop import i18n
    from tabletop.book.store import described

    monkeypatch.setenv("HOME", "/home/ana")
    assert described(resolve_location("/home/ana/Documents/tabletop.sqlite")) == "Book: ~/Documents/tabletop.sqlite"
    assert described(resolve_location("/srv/club/book.sqlite")) == "Book: /srv/club/book.sqlite"
    server = resolve_location("postgresql://club:secret@club.example:5433/tabletop")
    assert described(server) == "Club book: server club.example, database tabletop"
    i18n.set_language("fr")
    try:
        assert described(server) == "Livre du club\u00a0: serveur club.example, base tabletop"
        assert described(resolve_location("/home/ana/tabletop.sqlite")) == "Livre\u00a0: ~/tabletop.sqlite"
    finally:
        i18n.set_language(None)
