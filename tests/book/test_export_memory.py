"""An export's memory stays under the cap (200 MB) and does not grow with the book: measured on the exporting process
with ``resource``'s accounting of a child, for a book of 5,000 plays and one of 25,000.

An export reading a chunk of plays at a time peaks at about 55-60 MiB whatever the book (60 MiB at 200,000 plays);
one holding every play peaks at 74 MiB for 20,000 plays, 110 MiB for 50,000 and 272 MiB for 200,000 (about 1.1 KiB
a play). The cap alone would need 200,000 plays to see that (17 s of CPU, most of this file's); the growth from
5,000 to 25,000 plays sees it at an eighth of the size: 6 MiB for the chunked export (SQLite's page cache, filled
further by the larger file), 31 MiB for the holding one (8 and 60 MiB from 10,000 to 50,000 plays, twice the CPU).

The books are filled with a bulk SQL insert, not through the import: generating the plays through it takes minutes
on the 2-core test machine, and the export reads the same rows either way."""

from __future__ import annotations

import os
import sqlite3
import subprocess
import sys
from pathlib import Path

from tabletop.book import open_book

ROOT = Path(__file__).resolve().parents[2]
SMALL, LARGE = 5_000, 25_000  # plays
CAP_MIB = 200
# At most this much more memory for 20,000 more plays: the chunked export grows by 6 MiB, one holding them by 31.
GROWTH_MIB = 16


def _fill(path: Path, plays: int) -> None:
    open_book(path).close()  # the schema, at the head revision
    db = sqlite3.connect(path)
    # The book's own page cache (store.py): with SQLite's default 2 MiB, the participants' player index, filled in
    # no order, made the fill take longer than the export.
    db.execute("PRAGMA cache_size = -65536")
    # The indexes are made again after the rows, as a bulk load does: kept up row by row, they were most of the fill.
    indexes = db.execute("SELECT name, sql FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL "
                         "AND tbl_name IN ('plays', 'participants')").fetchall()
    with db:
        for name, _sql in indexes:
            db.execute(f'DROP INDEX "{name}"')
        db.executemany("INSERT INTO players (id, name, created_at) VALUES (?, ?, '2025-01-01 00:00:00')",
                       [(k, f"Player {k:04d}") for k in range(1, 501)])
        db.executemany("INSERT INTO plays (id, game, played_at, extra, recorded_at) VALUES (?, 'camorra', ?, '{}', "
                       "'2025-01-01 00:00:00')",
                       ((f"p{k:06d}", f"2020-01-01 {k // 3600 % 24:02d}:{k // 60 % 60:02d}:{k % 60:02d}.{k:06d}")
                        for k in range(plays)))
        db.executemany("INSERT INTO participants (play_id, player_id, position, game, seat, score, breakdown, rank, "
                       "eliminated, extra) VALUES (?, ?, ?, 'camorra', ?, ?, '{}', ?, 0, '{}')",
                       ((f"p{k:06d}", 1 + (k * 7 + s * 13) % 500, s, s + 1, (k + s) % 40, s + 1)
                        for k in range(plays) for s in range(2)))
        for _name, sql in indexes:
            db.execute(sql)
    db.close()


def _export_peak_mib(folder: Path, plays: int) -> float:
    """The peak memory of ``tabletop book export`` on a book of ``plays`` plays, every play checked written."""
    folder.mkdir()
    book = folder / "book.sqlite"
    _fill(book, plays)
    out = folder / "out.json"
    # Through a small Python in between: a child's peak counts the memory of the process it was forked from until
    # its exec, and this test's process (a pytest worker) may be larger than the cap itself.
    measure = ("import resource, subprocess, sys; subprocess.run(sys.argv[1:], check=True, stdout=subprocess.DEVNULL); "
               "print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)")
    result = subprocess.run([sys.executable, "-c", measure, sys.executable, "-m", "tabletop", "book", "--book",
                             str(book), "export", str(out)], cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT)},
                            capture_output=True, text=True, check=True)
    with out.open(encoding="utf-8") as written:
        assert sum(1 for line in written if line.startswith('{"id": ')) == plays
    return int(result.stdout.strip()) / 1024


def test_an_export_stays_under_the_memory_cap_whatever_the_size_of_the_book(tmp_path: Path) -> None:
    small = _export_peak_mib(tmp_path / "small", SMALL)
    large = _export_peak_mib(tmp_path / "large", LARGE)
    assert large < CAP_MIB, f"{large:.0f} MiB"
    assert large - small < GROWTH_MIB, f"{small:.0f} MiB for {SMALL} plays, {large:.0f} MiB for {LARGE}"
