"""The book fixtures (a SQLite file and a PostgreSQL schema, see tests/book/conftest.py) and in-memory campaigns."""

from tests.book.conftest import (book, book_url, head_book_url, head_sqlite_url, pg_head_book,  # noqa: F401
                                 pg_url, sqlite_url)  # (by name; sqlite_head_book is tests/conftest.py's)
