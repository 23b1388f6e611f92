"""The book fixtures (a SQLite file and a PostgreSQL schema, see tests/book/conftest.py) and in-memory campaigns."""

from tests.book.conftest import book, book_url, pg_url, sqlite_head_book, sqlite_url  # noqa: F401  (fixtures used by name)
