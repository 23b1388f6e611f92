"""Import and export of any size: plays read from the file and written to the book a chunk at a time, and read
from the book a chunk at a time (in time order, by key, not by offset) to be written to the file, so that memory
stays bounded; a progress callback is told how far it got after each chunk and may stop it.

An import is one transaction: cancelled or refused, it leaves the book as it was; readers are never held up by
it (SQLite in WAL mode and PostgreSQL both let readers see the book as it was until the commit).
"""

from __future__ import annotations

import errno
import os
from contextlib import contextmanager
from datetime import datetime
from typing import Callable, Iterator

from sqlalchemy import Connection, and_, func, or_, select

from tabletop.book import campaigns as campaign_rows
from tabletop.book import summary
from tabletop.book.csvplays import CsvPlayStream
from tabletop.book.idlists import in_list
from tabletop.book.interchange import PlayStream
from tabletop.book.playstore import insert_plays, load_plays, now_db
from tabletop.book.records import BookError, ImportResult, PlayRecord
from tabletop.book.schema import plays, stats_game
from tabletop.i18n import N_, _

IMPORT_CHUNK = 2000
# Plays counted in the statistics at once, by backend. PostgreSQL keeps every version of a row updated again in the
# same transaction, and an import is one transaction: counted a chunk at a time, the rows of the busiest players
# piled up 500 versions each at a million plays, and each chunk's statements took longer than the last. Counted
# 100,000 plays at a time, a row is updated at most ten times. SQLite updates rows in place, but the pairs' table
# of a million plays is far larger than its page cache: as many whole chunks as summary.py binds at once (14,000
# plays) upsert their pairs in key order, not 2,000 at a time all over the table.
COUNT_EVERY = {"postgresql": 100_000, "sqlite": summary.COUNTED_AT_ONCE["sqlite"] // IMPORT_CHUNK * IMPORT_CHUNK}
EXPORT_CHUNK = 1000
# Told (plays done, fraction of the work done from 0 to 1) after each chunk; answering False stops the work.
Progress = Callable[[int, float], bool]


# Why an export could not write its file, in the user's words: the system's own words are English whatever the
# language, and the rarer failures keep them.
_WRITE_REASONS = {errno.ENOENT: N_("its folder is not there"), errno.ENOTDIR: N_("its folder is not there"),
                  errno.EACCES: N_("permission denied"), errno.EPERM: N_("permission denied"),
                  errno.ENOSPC: N_("the disk is full"), errno.EDQUOT: N_("the disk quota is used up"),
                  errno.EROFS: N_("the disk is read-only")}


def write_problem(path: str | os.PathLike[str], exc: OSError) -> str:
    """Why the file at ``path`` could not be written, in one sentence."""
    reason = _WRITE_REASONS.get(exc.errno or 0)
    return _("{path} could not be written ({reason})").format(
        path=os.fspath(path), reason=_(reason) if reason else exc.strerror or str(exc))


class Cancelled(BookError):
    """The referee stopped an import or an export: the book, or the file, is as it was."""


def _go_on(progress: Progress | None, done: int, fraction: float) -> None:
    if progress is not None and progress(done, fraction) is False:
        raise Cancelled(_("cancelled: nothing was changed"))


def import_plays(conn: Connection, path: str | os.PathLike[str], progress: Progress | None = None,
                 as_csv: bool = False) -> ImportResult:
    """Import the interchange file (``as_csv``: the CSV) at ``path`` in the caller's write transaction, a chunk of
    plays at a time."""
    recorded = now_db()  # every play of this import: an id met again with this time is a second play of the file
    totals = {"added": 0, "skipped": 0, "players": 0}
    behind: set[int] = set()
    uncounted: list[str] = []  # the plays written, not yet counted in the statistics
    count_every = COUNT_EVERY.get(conn.dialect.name, IMPORT_CHUNK)
    _count_memory(conn)
    analysed_at = IMPORT_CHUNK
    # SQLite's page cache at 32 MiB, not the connection's 64: with the chunks and the parser, an import of any
    # size stays under 200 MB.
    with (CsvPlayStream(path) if as_csv else PlayStream(path)) as stream, _page_cache(conn, 32):
        chunk: dict[str, tuple[int, PlayRecord]] = {}
        for index, record in stream.plays():
            if record.id in chunk:
                raise stream.duplicate(index, record.id)
            chunk[record.id] = (index, record)
            if len(chunk) >= IMPORT_CHUNK:
                _write_chunk(conn, stream, chunk, recorded, uncounted, totals)
                chunk = {}
                if len(uncounted) >= count_every:
                    summary.plays_added(conn, uncounted, behind)
                    uncounted = []
                if totals["added"] >= analysed_at:
                    _analyse(conn)
                    analysed_at *= 2
                _go_on(progress, totals["added"] + totals["skipped"], stream.fraction())
        _write_chunk(conn, stream, chunk, recorded, uncounted, totals)
    summary.plays_added(conn, uncounted, behind)
    if behind:
        summary.recount_streaks(conn, sorted(behind))
    _go_on(progress, totals["added"] + totals["skipped"], 1.0)
    return ImportResult(plays_added=totals["added"], plays_skipped=totals["skipped"], players_added=totals["players"])


def _count_memory(conn: Connection) -> None:
    """On PostgreSQL, 64 MB for each sort and hash of this transaction's statements (``SET LOCAL``, the server's
    memory, not this process's): counting 100,000 plays groups 380,000 participations, which the server's usual
    4 MB sorted on disk."""
    if conn.dialect.name == "postgresql":
        conn.exec_driver_sql("SET LOCAL work_mem = '64MB'")


def _analyse(conn: Connection) -> None:
    """On PostgreSQL, the sizes of the plays and participants tables counted again, the rows this transaction wrote
    included (done as the import doubles them): without it the server, which no ANALYZE outside the transaction
    tells of them, planned each chunk's statements as for empty tables and read every participant at each chunk,
    slower and slower. A role that does not own the tables is only warned, and the import goes on."""
    if conn.dialect.name == "postgresql":
        conn.exec_driver_sql("ANALYZE plays, participants")


def _write_chunk(conn: Connection, stream: PlayStream | CsvPlayStream, chunk: dict[str, tuple[int, PlayRecord]], recorded: datetime,
                 uncounted: list[str], totals: dict[str, int]) -> None:
    if not chunk:
        return
    known = set()
    for play_id, when in conn.execute(select(plays.c.id, plays.c.recorded_at)
                                      .where(in_list(conn, plays.c.id, chunk))):
        if when == recorded:
            raise stream.duplicate(chunk[play_id][0], play_id)
        known.add(play_id)
    new = [record for play_id, (_index, record) in chunk.items() if play_id not in known]
    for name, game in sorted({(r.campaign, r.game) for r in new if r.campaign}):
        if not campaign_rows.list_campaigns(conn, name=name):
            campaign_rows.create_campaign(conn, name, game, [])
    try:
        totals["players"] += insert_plays(conn, new, recorded=recorded, counted=False)
    except BookError as exc:
        raise BookError(_("{fspath}: {exc}").format(fspath=stream.source, exc=exc)) from None
    uncounted.extend(r.id for r in new)
    totals["added"] += len(new)
    totals["skipped"] += len(known)


def each_play(conn: Connection, progress: Progress | None = None) -> Iterator[PlayRecord]:
    """Every play, oldest first, read a chunk at a time by key (the last time and id read), never by offset.

    On SQLite the connection's page cache is held to 8 MiB meanwhile: it would fill with pages an export reads
    once."""
    with _page_cache(conn, 8):
        yield from _each_play(conn, progress)


@contextmanager
def _page_cache(conn: Connection, mib: int) -> Iterator[None]:
    """SQLite's page cache held to ``mib`` MiB meanwhile (the connection's own setting back after)."""
    if conn.dialect.name != "sqlite":
        yield
        return
    kept = conn.exec_driver_sql("PRAGMA cache_size").scalar()
    conn.exec_driver_sql(f"PRAGMA cache_size = -{mib * 1024}")
    try:
        yield
    finally:
        conn.exec_driver_sql(f"PRAGMA cache_size = {int(kept)}")


def _each_play(conn: Connection, progress: Progress | None) -> Iterator[PlayRecord]:
    total = int(conn.execute(select(func.coalesce(func.sum(stats_game.c.plays), 0))).scalar_one())
    done = 0
    last: tuple[datetime, str] | None = None
    while True:
        query = select(plays.c.id, plays.c.played_at).order_by(plays.c.played_at, plays.c.id).limit(EXPORT_CHUNK)
        if last is not None:
            query = query.where(plays.c.played_at >= last[0],
                                or_(plays.c.played_at > last[0], and_(plays.c.played_at == last[0],
                                                                      plays.c.id > last[1])))
        rows = conn.execute(query).all()
        if not rows:
            return
        yield from load_plays(conn, [r.id for r in rows])
        done += len(rows)
        last = (rows[-1].played_at, rows[-1].id)
        _go_on(progress, done, done / total if total else 1.0)
