"""An export of a 200,000-play book stays under the memory cap (200 MB), measured on the exporting process with
``resource``'s accounting of a child.

The book is filled with a bulk SQL insert, not through the import: generating 200,000 plays through it takes
minutes on the 2-core test machine, and the export reads the same rows either way."""

from __future__ import annotations

import os
import sqlite3
import subprocess
import sys
from pathlib import Path

from tabletop.book import open_book

ROOT = Path(__file__).resolve().parents[2]
PLAYS = 200_000
CAP_MIB = 200


def _fill(path: Path) -> None:
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
                        for k in range(PLAYS)))
        db.executemany("INSERT INTO participants (play_id, player_id, position, game, seat, score, breakdown, rank, "
                       "eliminated, extra) VALUES (?, ?, ?, 'camorra', ?, ?, '{}', ?, 0, '{}')",
                       ((f"p{k:06d}", 1 + (k * 7 + s * 13) % 500, s, s + 1, (k + s) % 40, s + 1)
                        for k in range(PLAYS) for s in range(2)))
        for _name, sql in indexes:
            db.execute(sql)
    db.close()


def test_an_export_of_200k_plays_stays_under_the_memory_cap(tmp_path: Path) -> None:
    book = tmp_path / "book.sqlite"
    _fill(book)
    out = tmp_path / "out.json"
    # Through a small Python in between: a child's peak counts the memory of the process it was forked from until
    # its exec, and this test's process (a pytest worker) may be larger than the cap itself.
    measure = ("import resource, subprocess, sys; subprocess.run(sys.argv[1:], check=True, stdout=subprocess.DEVNULL); "
               "print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)")
    result = subprocess.run([sys.executable, "-c", measure, sys.executable, "-m", "tabletop", "book", "--book",
                             str(book), "export", str(out)], cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT)},
                            capture_output=True, text=True, check=True)
    peak_mib = int(result.stdout.strip()) / 1024
    assert peak_mib < CAP_MIB, f"{peak_mib:.0f} MiB"
    with out.open(encoding="utf-8") as written:
        assert sum(1 for line in written if line.startswith('{"id": ')) == PLAYS
