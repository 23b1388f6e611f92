"""A benchmark book built fast: the rows ``tabletop book import`` writes for the same plays, made as columns.

The import reads its file a play at a time, checks each, looks up every chunk's ids and counts the statistics as it
goes; the first bulk builder turned the plays into the import's records and counted the streaks in Python: a million
plays took 11 minutes on SQLite and PostgreSQL was slower still. Here the seeded plays are drawn as NumPy columns
(a chunk of plays at a time, so memory stays bounded), and become the rows of the plays and participants tables
directly, written by the app's own bulk writer (``playstore.bulk_insert``: a COPY stream a table on PostgreSQL, the
driver's executemany on SQLite); the players and campaigns are made by the app's functions, each campaign's ledger is
written as rows whose seq and balances are counted in one pass, the statistics are counted once at the end in SQL
(``summary.rebuild``, the repair the migrations use), the winning streaks and the pairs of players in vectorised
passes over every seat,
all in one transaction. ``tests/book/test_bulk_builder.py`` checks that every read of the Book gives the same answers
on a book built so as on one imported from the same plays (``write_document``).

    .venv/bin/python benchmarks/book_bulk.py --plays N --players M --database URL
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import Counter
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any, Iterator

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from sqlalchemy import Connection  # noqa: E402

from tabletop.book import campaigns as campaign_rows  # noqa: E402
from tabletop.book import schema as book_schema  # noqa: E402
from tabletop.book import summary  # noqa: E402
from tabletop.book.interchange import FORMAT, VERSION  # noqa: E402
from tabletop.book.playstore import bulk_insert, ensure_players, now_db  # noqa: E402
from tabletop.book.store import open_engine, run_write  # noqa: E402

GAMES = ("camorra", "mafia-story", "narcopolis", "gangster-paradise", "peur-game")
SEATS = np.array((2, 3, 3, 4, 4, 4, 4, 5, 5, 6))  # 3.8 on average
DRAWS = 8  # players drawn for a play, the first SEATS distinct of them seated: the busiest often come twice
CHUNK = 50_000  # plays drawn and written at once: bounded memory whatever the book's size
LEDGER_ENTRIES = 120  # a campaign's entries at most: four gangs' bitcoins over thirty turns
GANGS = 4  # a turn's entries: one a gang, a turn for each of the campaign's plays
START = np.datetime64("2020-01-01T19:00:00", "us")
YEARS = 6  # the plays spread over six years


@dataclass
class Chunk:
    """Plays ``first`` to ``first + len(game) - 1`` of a benchmark book, as columns: per play its game (an index into
    GAMES), time, duration (NaN: none) and whether it is a campaign's; per seat (in play order, then position) its
    play (an index into the chunk), position, player (an index into the names), score (-1: none) and rank."""

    first: int
    game: np.ndarray
    played_at: np.ndarray  # datetime64[us], UTC
    duration: np.ndarray
    in_campaign: np.ndarray
    seat_play: np.ndarray
    seat_position: np.ndarray
    seat_player: np.ndarray
    seat_score: np.ndarray
    seat_rank: np.ndarray

    def play_ids(self) -> list[str]:
        return [f"bench-{k:07d}" for k in range(self.first, self.first + len(self.game))]

    def campaign_names(self) -> list[str | None]:
        years = (self.played_at.astype("datetime64[Y]").astype(np.int64) + 1970).tolist()
        return [f"League {GAMES[g]} {y}" if c else None
                for g, y, c in zip(self.game.tolist(), years, self.in_campaign.tolist())]


def chunks(plays: int, players: int, seed: int = 1) -> Iterator[Chunk]:
    """The seeded plays of a benchmark book (5 games, 2 to 6 seats, players drawn with a long tail of occasional ones,
    six years, campaigns, ties and missing scores), CHUNK plays at a time."""
    rng = np.random.default_rng(seed)
    weights = 1.0 / (np.arange(players) + 1.0) ** 0.7  # a few regulars, a long tail of occasional players
    cumulative = np.cumsum(weights)
    step_us = YEARS * 365 * 24 * 60 * 60e6 / max(plays, 1)
    for first in range(0, plays, CHUNK):
        count = min(CHUNK, plays - first)
        drawn = np.minimum(np.searchsorted(cumulative, rng.random((count, DRAWS)) * cumulative[-1], side="right"),
                           players - 1)
        if players > 1:  # every play has two players at least, however the draws fell
            alone = (drawn == drawn[:, :1]).all(axis=1)
            drawn[alone, 1] = (drawn[alone, 0] + 1) % players
        distinct = np.ones(drawn.shape, dtype=bool)  # a player's first draw in his play
        for j in range(1, DRAWS):
            distinct[:, j] = (drawn[:, j, None] != drawn[:, :j]).all(axis=1)
        order = np.cumsum(distinct, axis=1)
        seated = distinct & (order <= SEATS[rng.integers(0, len(SEATS), count)][:, None])
        seat_play, column = np.nonzero(seated)  # row-major: a play's seats together, in the order drawn
        missing = rng.random(len(seat_play)) < 0.05
        score = np.where(missing, -1, rng.integers(0, 41, len(seat_play)))
        starts = np.flatnonzero(np.r_[True, seat_play[1:] != seat_play[:-1]])
        best = np.maximum.reduceat(score, starts)[seat_play]
        timed = rng.random(count) >= 0.1
        yield Chunk(first=first, game=rng.integers(0, len(GAMES), count),
                    played_at=START + np.rint((first + np.arange(count)) * step_us).astype("timedelta64[us]"),
                    duration=np.where(timed, rng.integers(20, 121, count), np.nan),
                    in_campaign=rng.random(count) < 0.02, seat_play=seat_play,
                    seat_position=order[seat_play, column] - 1, seat_player=drawn[seat_play, column],
                    seat_score=score, seat_rank=np.where(~missing & (score == best), 1, 2))


def _name(player: int) -> str:
    return f"Player {player:05d}"


def play_items(plays: int, players: int, seed: int = 1) -> Iterator[dict[str, Any]]:
    """The seeded plays as interchange items, one at a time."""
    for chunk in chunks(plays, players, seed):
        seats = np.split(np.arange(len(chunk.seat_play)), np.flatnonzero(np.diff(chunk.seat_play)) + 1)
        moments = np.datetime_as_string(chunk.played_at, unit="us")
        for k, (play_id, campaign, mine) in enumerate(zip(chunk.play_ids(), chunk.campaign_names(), seats)):
            item = {"id": play_id, "game": GAMES[chunk.game[k]], "played_at": f"{moments[k]}+00:00",
                    "duration_min": None if np.isnan(chunk.duration[k]) else int(chunk.duration[k]),
                    "file": f"/plays/{chunk.first + k}.ttplay.json",
                    "players": [{"name": _name(int(chunk.seat_player[s])),
                                 "score": None if chunk.seat_score[s] < 0 else int(chunk.seat_score[s]),
                                 "rank": int(chunk.seat_rank[s]), "seat": int(chunk.seat_position[s]) + 1}
                                for s in mine]}
            if campaign:
                item["campaign"] = campaign
            yield item


def write_document(path: Path, plays: int, players: int, seed: int = 1) -> None:
    """The seeded plays as an interchange file, written a play at a time (a million fit in no memory)."""
    with path.open("w", encoding="utf-8") as out:
        out.write(f'{{"format": "{FORMAT}", "version": {VERSION}, "plays": [\n')
        for k, item in enumerate(play_items(plays, players, seed)):
            out.write(("," if k else "") + json.dumps(item) + "\n")
        out.write("]}\n")


def build(location: str, plays: int, players: int, seed: int = 1) -> float:
    """Write the seeded plays into the empty book at ``location`` (a SQLite path or a PostgreSQL URL) in one
    transaction; the seconds it took."""
    began = time.perf_counter()
    engine, _url, _backup = open_engine(location)  # created and migrated to the head revision as the app does
    try:
        run_write(engine, lambda conn: _fill(conn, plays, players, seed))
    finally:
        engine.dispose()
    return time.perf_counter() - began


@dataclass
class _Seats:
    """Every seat of the book so far, for the streaks and the pairs: player id, game, play number, rank."""

    player: list[np.ndarray]
    game: list[np.ndarray]
    play: list[np.ndarray]
    rank: list[np.ndarray]


def _fill(conn: Connection, plays: int, players: int, seed: int) -> None:
    if conn.dialect.name == "postgresql":
        conn.exec_driver_sql("SET LOCAL work_mem = '256MB'")  # the rebuild's grouping of 3.8M participations
        conn.exec_driver_sql("SET LOCAL maintenance_work_mem = '512MB'")  # each index built in one sort
    else:  # the indexes of a million plays in memory, not 64 MiB of them at a time
        conn.exec_driver_sql("PRAGMA cache_size = -1048576")
    with _checked_at_the_end(conn):
        recorded = now_db()
        campaigns: dict[str, int] = {}  # each campaign's id
        counts: Counter[str] = Counter()  # each campaign's plays
        ids = np.full(players, -1, dtype=np.int64)  # each drawn player's id in the book, once made
        seats = _Seats([], [], [], [])
        with _sqlite_indexed_after(conn):
            for chunk in chunks(plays, players, seed):
                _write(conn, chunk, recorded, ids, campaigns, counts)
                seats.player.append(ids[chunk.seat_player])
                seats.game.append(chunk.game[chunk.seat_play])
                seats.play.append(chunk.first + chunk.seat_play)
                seats.rank.append(chunk.seat_rank)
        _write_ledgers(conn, campaigns, counts)
        if conn.dialect.name == "postgresql":
            # The rebuild's plan sized by the rows just written; the book's own tables only: a bare ANALYZE takes
            # every table of the database, and deadlocked with another test's TRUNCATE in its own schema (seen on CI).
            conn.exec_driver_sql("ANALYZE " + ", ".join(f'"{t.name}"' for t in book_schema.metadata.sorted_tables))
        summary.rebuild(conn, pairs=False, streaks=False)
        player, game, play, rank = (np.concatenate(parts) for parts in (seats.player, seats.game, seats.play,
                                                                        seats.rank))
        bulk_insert(conn, book_schema.stats_pair, PAIR_COLUMNS, pair_rows(player, game, play, rank))
        bulk_insert(conn, book_schema.stats_streak, STREAK_COLUMNS, streak_rows(player, game, play, rank == 1, plays))


@contextmanager
def _checked_at_the_end(conn: Connection) -> Iterator[None]:
    """On PostgreSQL, the book's foreign keys and secondary indexes dropped while the rows are written, then made
    again as the migrations made them (their definitions read back from the catalogue), the keys checked over every
    row at once. The server checked each key of each row by a trigger and grew every index row by row: 119 s for the
    COPY of 200,000 plays, 116 s for the pairs' 900,000 rows (PostgreSQL's manual, « Populating a Database »)."""
    if conn.dialect.name != "postgresql":
        yield
        return
    tables = [t.name for t in book_schema.metadata.sorted_tables]
    keys = conn.exec_driver_sql(
        "SELECT conrelid::regclass::text, conname, pg_get_constraintdef(oid) FROM pg_constraint "
        "WHERE contype = 'f' AND connamespace = current_schema()::regnamespace AND conrelid::regclass::text = ANY(%s)",
        (tables,)).all()
    indexes = conn.exec_driver_sql(
        "SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = current_schema() AND tablename = ANY(%s) "
        "AND indexname NOT IN (SELECT conname FROM pg_constraint WHERE connamespace = current_schema()::regnamespace)",
        (tables,)).all()
    quote = conn.dialect.identifier_preparer.quote
    for table, name, _definition in keys:
        conn.exec_driver_sql(f"ALTER TABLE {quote(table)} DROP CONSTRAINT {quote(name)}")
    for name, _definition in indexes:
        conn.exec_driver_sql(f"DROP INDEX {quote(name)}")
    yield
    for _name, definition in indexes:
        conn.exec_driver_sql(definition)
    for table, name, definition in keys:
        conn.exec_driver_sql(f"ALTER TABLE {quote(table)} ADD CONSTRAINT {quote(name)} {definition}")


@contextmanager
def _sqlite_indexed_after(conn: Connection) -> Iterator[None]:
    """On SQLite, the secondary indexes of the plays and their participants dropped while their rows are written,
    then made again from their definitions, each in one sort, before the summaries are counted with them: each row
    grew six indexes at random places (PostgreSQL's are dropped for the whole build by ``_checked_at_the_end``)."""
    if conn.dialect.name != "sqlite":
        yield
        return
    indexes = conn.exec_driver_sql(
        "SELECT name, sql FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL AND tbl_name IN (?, ?)",
        (book_schema.plays.name, book_schema.participants.name)).all()
    quote = conn.dialect.identifier_preparer.quote
    for name, _definition in indexes:
        conn.exec_driver_sql(f"DROP INDEX {quote(name)}")
    yield
    for _name, definition in indexes:
        conn.exec_driver_sql(definition)


def _write(conn: Connection, chunk: Chunk, recorded: datetime, ids: np.ndarray, campaigns: dict[str, int],
           counts: Counter[str]) -> None:
    """The chunk's players (those new to the book), campaigns, plays and participants, as the import writes them."""
    new = np.unique(chunk.seat_player[ids[chunk.seat_player] < 0])
    if len(new):
        made, _added = ensure_players(conn, [_name(p) for p in new.tolist()])
        ids[new] = [made[_name(p)] for p in new.tolist()]
    names = chunk.campaign_names()
    for name, game in sorted({(n, GAMES[g]) for n, g in zip(names, chunk.game.tolist()) if n and n not in campaigns}):
        campaign_rows.create_campaign(conn, name, game, [])
        campaigns[name] = campaign_rows.campaign_id(conn, name)[0]
    counts.update(n for n in names if n)
    play_ids = chunk.play_ids()
    games = [GAMES[g] for g in chunk.game.tolist()]
    durations = [None if d != d else d for d in chunk.duration.tolist()]  # NaN: no duration
    files = [f"/plays/{k}.ttplay.json" for k in range(chunk.first, chunk.first + len(play_ids))]
    moments = chunk.played_at.astype(datetime).tolist()  # naive UTC, as the book keeps times
    bulk_insert(conn, book_schema.plays, PLAY_COLUMNS, list(zip(
        play_ids, games, moments, durations, files, ["{}"] * len(play_ids),
        [campaigns.get(n) if n else None for n in names], [recorded] * len(play_ids))))
    scores = [None if s < 0 else float(s) for s in chunk.seat_score.tolist()]
    play_of = chunk.seat_play.tolist()
    bulk_insert(conn, book_schema.participants, SEAT_COLUMNS, list(zip(
        [play_ids[p] for p in play_of], chunk.seat_position.tolist(), ids[chunk.seat_player].tolist(),
        [games[p] for p in play_of], (chunk.seat_position + 1).tolist(), scores, ["{}"] * len(play_of),
        chunk.seat_rank.tolist(), [False] * len(play_of), ["{}"] * len(play_of))))


# The columns the builder writes; the others (a play's place, referee and notes, a participant's team) are NULL, as
# the import leaves them for plays without them.
PLAY_COLUMNS = ("id", "game", "played_at", "duration_min", "file_path", "extra", "campaign_id", "recorded_at")
SEAT_COLUMNS = ("play_id", "position", "player_id", "game", "seat", "score", "breakdown", "rank", "eliminated",
                "extra")
PAIR_COLUMNS = ("player_id", "other_id", "game", "plays", "wins", "other_wins", "ahead", "other_ahead")
STREAK_COLUMNS = ("player_id", "game", "current", "longest", "last_played_at", "last_play_id")


def _write_ledgers(conn: Connection, campaigns: dict[str, int], counts: Counter[str]) -> None:
    """Each campaign's ledger, as a campaign turn appends its entries: a turn of entries for each of the campaign's
    plays, up to thirty (a small test book does not write 120 entries for a campaign of one play; a book of a million
    writes 120 for every campaign), each gang's seq and balance followed from its previous entry."""
    recorded = now_db()
    rows = []
    for name in sorted(campaigns):
        balance: Counter[str] = Counter()
        seq: Counter[str] = Counter()
        for turn in range(min(LEDGER_ENTRIES, GANGS * counts[name])):
            gang, change = f"Gang {turn % GANGS}", float(5 - turn % 9)
            seq[gang] += 1
            rows.append((campaigns[name], gang, "bitcoins", seq[gang], balance[gang], change, balance[gang] + change,
                         f"turn {turn}", recorded))
            balance[gang] += change
    bulk_insert(conn, book_schema.ledger, ("campaign_id", "subject", "field", "seq", "value_before", "change",
                                           "value_after", "reason", "recorded_at"), rows)


def pair_rows(player: np.ndarray, game: np.ndarray, play: np.ndarray, rank: np.ndarray) -> list[tuple]:
    """The ``stats_pair`` rows of every seat (player id, game index, play number, rank; a play's seats side by side,
    every rank given), as ``summary.count_pairs`` counts them by joining the participations two by two and grouping
    them (a third of the build of a million plays on SQLite): per pair of players (the lower id first) and game,
    their plays together, the wins of each, and how often each was ranked ahead of the other."""
    keys, measures = [], []
    span = int(player.max(initial=0)) + 1
    for apart in range(1, int(SEATS.max())):  # the seats ``apart`` places from each other in the same play
        first = np.flatnonzero(play[apart:] == play[:-apart])
        second = first + apart
        lower = player[first] < player[second]
        low, high = np.where(lower, first, second), np.where(lower, second, first)
        keys.append((player[low] * span + player[high]) * len(GAMES) + game[low])
        mine, theirs = rank[low], rank[high]
        measures.append(np.stack((mine == 1, theirs == 1, mine < theirs, theirs < mine)))
    pairs, which = np.unique(np.concatenate(keys), return_inverse=True)
    counted = np.concatenate(measures, axis=1)
    columns = [np.bincount(which, minlength=len(pairs))] + \
        [np.bincount(which, weights=row, minlength=len(pairs)).astype(np.int64) for row in counted]
    together, games = np.divmod(pairs, len(GAMES))
    low_id, high_id = np.divmod(together, span)
    return list(zip(low_id.tolist(), high_id.tolist(), [GAMES[g] for g in games.tolist()],
                    *(c.tolist() for c in columns)))


def streak_rows(player: np.ndarray, game: np.ndarray, play: np.ndarray, won: np.ndarray, plays: int) -> list[tuple]:
    """The ``stats_streak`` rows of every seat (player id, game index, play number, won), as ``summary`` counts them
    walking each player's plays in time order (the play numbers are in that order), here in one vectorised pass: a
    player's streak in each game and over every game (``summary.ALL_GAMES``)."""
    step_us = YEARS * 365 * 24 * 60 * 60e6 / max(plays, 1)
    rows: list[tuple] = []
    for keys, game_of in (((play, game, player), lambda g: GAMES[g]), ((play, player), lambda g: summary.ALL_GAMES)):
        order = np.lexsort(keys)
        p, g, k, w = player[order], game[order], play[order], won[order]
        start = np.r_[True, (p[1:] != p[:-1]) | ((g[1:] != g[:-1]) if len(keys) == 3 else False)]
        index = np.arange(len(p))
        # The last seat before each one that ends a run: a loss is its own, a win opening its group the seat before.
        broken = np.where(~w, index, np.where(start, index - 1, -1))
        run = index - np.maximum.accumulate(broken)
        starts = np.flatnonzero(start)
        ends = np.r_[starts[1:], len(p)] - 1
        longest = np.maximum.reduceat(run, starts)
        moments = (START + np.rint(k[ends] * step_us).astype("timedelta64[us]")).astype(datetime).tolist()
        rows.extend(zip(p[ends].tolist(), map(game_of, g[ends].tolist()), run[ends].tolist(), longest.tolist(),
                        moments, [f"bench-{n:07d}" for n in k[ends].tolist()]))
    return rows


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--plays", type=int, default=1_000_000)
    parser.add_argument("--players", type=int, default=2000)
    parser.add_argument("--database", required=True, help="an empty book: a SQLite path or a PostgreSQL URL")
    args = parser.parse_args(argv)
    seconds = build(args.database, args.plays, args.players)
    print(f"{args.plays:,} plays of {args.players:,} players written in {seconds:.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
