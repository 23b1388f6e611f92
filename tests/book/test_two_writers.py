"""Two real processes writing into one book at once lose nothing: SQLite (busy timeout and retries) and PostgreSQL."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path
from typing import Callable, Iterator

import pytest

from tabletop.book import open_book
from tests.book.conftest import _new_schema

ROOT = Path(__file__).resolve().parents[2]
# Each writer's races (creating the tables, then the 7 regulars and 40 guests both writers share) all fall within its
# first 40 plays; the rest contend for the write lock and the shared players' stats rows on every play. 100 plays each
# keep that two and a half times over: a writer without the busy wait and the retries fails at 100 (SQLite: the book
# is locked; PostgreSQL: a player both create at once), now that both write at once (see _run_both).
PLAYS_EACH = 100

RECORDER = textwrap.dedent("""
    import sys
    from datetime import datetime, timedelta, timezone
    from tabletop.book import Participant, PlayRecord, open_book

    url, who, count = sys.argv[1], sys.argv[2], int(sys.argv[3])
    start = datetime(2025, 1, 1, tzinfo=timezone.utc)
    with open_book(url) as book:
        print("ready", flush=True)
        sys.stdin.readline()  # both writers start together
        for k in range(count):
            # Both writers share the regulars and both create players when new: the same new player can be
            # created by both at once.
            seats = [f"Regular {k % 7}", f"Regular {(k + 3) % 7}", f"Guest {k % 40}", f"{who} {k % 5}"]
            book.record_play(PlayRecord(game="camorra", played_at=start + timedelta(minutes=k), participants=[
                Participant(name=n, score=float(s), rank=s + 1, seat=s + 1) for s, n in enumerate(seats)]))
""")

APPENDER = textwrap.dedent("""
    import sys
    from tabletop.book import open_book

    url, who, count = sys.argv[1], sys.argv[2], int(sys.argv[3])
    with open_book(url) as book:
        print("ready", flush=True)
        sys.stdin.readline()  # both writers start together
        for k in range(count):
            book.append_ledger("Saison", "Les Rats", "bitcoins", 1, f"{who} {k}")
""")


def _run_both(url: str, script: str, count: int) -> None:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    writers = [subprocess.Popen([sys.executable, "-c", script, url, who, str(count)], env=env, cwd=ROOT,
                                stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
               for who in ("first", "second")]
    for writer in writers:
        assert writer.stdout is not None and writer.stderr is not None
        assert writer.stdout.readline() == "ready\n", writer.stderr.read()
    # Both are told to go before either is waited for: communicate("go") waits for the process to end, and the
    # second writer, told after the first had finished, wrote alone (no race ever ran, nor failed without the
    # busy wait and the retries).
    for writer in writers:
        assert writer.stdin is not None
        writer.stdin.write("go\n")
        writer.stdin.flush()
    for writer in writers:
        out, err = writer.communicate(timeout=600)
        assert writer.returncode == 0 and err == "", err


OPENER = textwrap.dedent("""
    import sys
    from tabletop.book import open_book

    print("ready", flush=True)  # Python and SQLAlchemy are loaded: every opener starts on the same "go"
    for line in sys.stdin:
        with open_book(line.strip()) as book:
            print(book.count_plays(), flush=True)
""")


@pytest.fixture(scope="module")
def four_openers() -> Iterator[Callable[[str], list[str]]]:
    """Four processes, started once for the module's tests (most of a test's time was their start), each opening the
    book it is given at once with the others; the call gives what each found there."""
    openers = [subprocess.Popen([sys.executable, "-c", OPENER], cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT)},
                                stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
               for _ in range(4)]

    def open_at_once(url: str) -> list[str]:
        for opener in openers:
            assert opener.stdin is not None
            opener.stdin.write(url + "\n")
            opener.stdin.flush()
        return [opener.stdout.readline() for opener in openers]  # type: ignore[union-attr]

    try:
        for opener in openers:
            assert opener.stdout is not None and opener.stdout.readline() == "ready\n"
        yield open_at_once
    finally:
        for opener in openers:
            out, err = opener.communicate(timeout=120)
            assert (opener.returncode, out, err) == (0, "", "")


def test_four_processes_opening_one_new_sqlite_book_at_once_all_open_it(
        four_openers: Callable[[str], list[str]], tmp_path: Path) -> None:
    # Turning a new file to WAL takes a lock SQLite does not wait for: each opener must wait for it itself. Then one
    # creates the book under the write lock, and the others find it created.
    for attempt in range(5):
        assert four_openers(str(tmp_path / f"new-{attempt}.sqlite")) == ["0\n"] * 4


def test_four_processes_opening_one_new_postgresql_book_at_once_all_open_it(
        four_openers: Callable[[str], list[str]]) -> None:
    # One creates the book under the advisory lock; the others, waiting for it, find the book created.
    for _attempt in range(3):
        with _new_schema() as url:
            assert four_openers(url) == ["0\n"] * 4


def _two_writers_record_plays(url: str) -> None:
    _run_both(url, RECORDER, PLAYS_EACH)  # a fresh book: both processes also race to create its tables
    with open_book(url) as book:
        assert book.count_plays() == 2 * PLAYS_EACH
        names = [p.name for p in book.players()]
        assert len(names) == len(set(names)) == 7 + 40 + 10
        assert sum(s.plays for s in book.player_stats().values()) == 4 * 2 * PLAYS_EACH


def _two_writers_append_to_one_balance(url: str) -> None:
    with open_book(url) as book:
        book.create_campaign("Saison", "peur-game")
    # 60 entries each: without the campaign's row lock and the retries the PostgreSQL writers fail (a sequence
    # number taken twice), without the busy wait the SQLite ones (the book locked).
    _run_both(url, APPENDER, 60)
    with open_book(url) as book:
        entries = book.ledger("Saison")
        assert book.balance("Saison", "Les Rats", "bitcoins") == 120
        assert [(e.value_before, e.value_after) for e in entries] == [(k, k + 1) for k in range(120)]


def test_two_processes_record_200_plays_into_one_sqlite_book(sqlite_url: str) -> None:
    _two_writers_record_plays(sqlite_url)


def test_two_processes_record_200_plays_into_one_postgresql_book(pg_url: str) -> None:
    _two_writers_record_plays(pg_url)


def test_two_processes_append_to_one_sqlite_ledger(sqlite_url: str) -> None:
    _two_writers_append_to_one_balance(sqlite_url)


def test_two_processes_append_to_one_postgresql_ledger(pg_url: str) -> None:
    _two_writers_append_to_one_balance(pg_url)
