"""The book fixtures (a SQLite file and a PostgreSQL schema, see tests/book/conftest.py) and in-memory campaigns."""

from __future__ import annotations

import io
import shutil
from contextlib import ExitStack, redirect_stderr, redirect_stdout
from pathlib import Path
from typing import Callable, Iterator

import pytest
from sqlalchemy import Engine, create_engine, text

from tabletop.book.schema import metadata
from tests.book.conftest import (_new_schema, book, book_url, head_book_url, head_sqlite_url,  # noqa: F401
                                 pg_head_book, pg_url, sqlite_url)  # (by name; sqlite_head_book is tests/conftest.py's)


def _campaign_made(url: str, argv: tuple[str, ...]) -> None:
    from tabletop.cli import main

    with redirect_stdout(io.StringIO()) as out, redirect_stderr(out):
        code = main(["campaign", "--book", url, "new", *argv])
    assert code == 0, out.getvalue()


def _copy_statements(engine: Engine, template: str) -> str:
    """The statements that fill an emptied PostgreSQL book at the head with the rows of the schema ``template``
    (parent tables first, identities given as they were) and set its sequences where the template's stand."""
    with engine.connect() as conn:
        sequences = conn.execute(text("SELECT sequencename FROM pg_sequences WHERE schemaname = :s "
                                      "ORDER BY sequencename"), {"s": template}).scalars().all()
    return "; ".join([f'INSERT INTO "{t.name}" OVERRIDING SYSTEM VALUE SELECT * FROM "{template}"."{t.name}"'
                      for t in metadata.sorted_tables]
                     + [f"SELECT setval('\"{name}\"', s.last_value, s.is_called) FROM \"{template}\".\"{name}\" s"
                        for name in sequences])


@pytest.fixture(scope="module")
def campaign_in(tmp_path_factory: pytest.TempPathFactory, sqlite_head_book: Path) -> Iterator[Callable[..., str]]:
    """``campaign_in(url, "Saison", "--gang", "N:Ana", …)``: the empty book at the head at ``url`` (``head_book_url``,
    ``head_sqlite_url``) filled with the campaign that ``campaign new`` with those arguments makes, and its URL. The
    campaign is made once per module in a book of the same kind and copied: the SQLite file over the test's, the
    rows of the PostgreSQL schema into the test's emptied one. For a test of what the commands do with a campaign;
    how ``new`` makes one is test_new_turn_show_ledger's and the refusals' of ``new``."""
    templates: dict[tuple[bool, tuple[str, ...]], str] = {}  # a file, or the statements copying a schema
    engines: dict[str, Engine] = {}
    with ExitStack() as stack:
        def fill(url: str, *argv: str) -> str:
            on_server = url.startswith("postgresql")
            if (on_server, argv) not in templates:
                if on_server:
                    made = stack.enter_context(_new_schema())
                else:
                    made = str(tmp_path_factory.mktemp("campaign") / "book.sqlite")
                    shutil.copyfile(sqlite_head_book, made)
                _campaign_made(made, argv)
                if on_server:
                    probe = create_engine(made)
                    with probe.connect() as conn:
                        schema = conn.execute(text("SELECT current_schema()")).scalar_one()
                    made = _copy_statements(probe, schema)  # what a test runs: its schema's search path names it
                    probe.dispose()
                else:  # the whole book in its file: the write-ahead log was folded in on closing
                    assert not Path(made + "-wal").exists()
                templates[on_server, argv] = made
            if not on_server:
                shutil.copyfile(templates[on_server, argv], url)
                return url
            engine = engines.get(url) or engines.setdefault(url, create_engine(url))
            with engine.begin() as conn:
                conn.execute(text(templates[on_server, argv]))
            return url

        yield fill
        for engine in engines.values():
            engine.dispose()
