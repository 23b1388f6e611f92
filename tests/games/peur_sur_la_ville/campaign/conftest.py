"""The book fixtures (a SQLite file and a PostgreSQL schema, see tests/book/conftest.py) and in-memory campaigns."""

from tests.book.conftest import (book, book_url, head_book_url, pg_head_book, pg_url,  # noqa: F401  (by name)
                                 sqlite_head_book, sqlite_url)
