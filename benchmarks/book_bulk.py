"""A benchmark book built fast: the same rows as ``tabletop book import`` writes, without the import's checks.

The import reads its file a play at a time, looks up every chunk's ids and counts the statistics as it goes: a
million plays took longer than a session could give under load. Here the seeded plays of ``book.py``'s generator
become the records the import would make (``interchange.plays_from_document``, which checks each as the import
does), are written by the app's own bulk writer (``playstore.insert_plays``: one COPY stream a table on PostgreSQL,
the driver's executemany on SQLite), and the statistics are counted once at the end (``summary.rebuild``, the
repair the migrations use), all in one transaction. ``tests/book/test_bulk_builder.py`` checks that every read of
the Book gives the same answers on a book built so as on one imported.

    .venv/bin/python benchmarks/book_bulk.py --plays N --players M --database URL
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from collections import Counter
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Any, Iterator

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from sqlalchemy import Connection  # noqa: E402

from tabletop.book import campaigns as campaign_rows  # noqa: E402
from tabletop.book import schema as book_schema  # noqa: E402
from tabletop.book import summary  # noqa: E402
from tabletop.book.interchange import FORMAT, VERSION, plays_from_document  # noqa: E402
from tabletop.book.playstore import insert_plays, now_db  # noqa: E402
from tabletop.book.store import open_engine, run_write  # noqa: E402

GAMES = ("camorra", "mafia-story", "narcopolis", "gangster-paradise", "peur-game")
SEATS = (2, 3, 3, 4, 4, 4, 4, 5, 5, 6)  # 3.8 on average
CHUNK = 20_000  # plays turned into rows at once: bounded memory whatever the book's size
LEDGER_ENTRIES = 120  # a campaign's entries at most: four gangs' bitcoins over thirty turns
GANGS = 4  # a turn's entries: one a gang, a turn for each of the campaign's plays


def play_items(plays: int, players: int, seed: int = 1) -> Iterator[dict[str, Any]]:
    """The seeded plays of a benchmark book, as interchange items (5 games, 2 to 6 seats, players drawn with a long
    tail of occasional ones, six years, campaigns, ties and missing scores), one at a time."""
    rng = random.Random(seed)
    names = [f"Player {k:05d}" for k in range(players)]
    weights = [1.0 / (k + 1) ** 0.7 for k in range(players)]  # a few regulars, a long tail of occasional players
    cumulative, total = [], 0.0
    for w in weights:
        total += w
        cumulative.append(total)
    start = datetime(2020, 1, 1, 19, 0, tzinfo=timezone.utc)
    step = 6 * 365 * 24 * 60 / max(plays, 1)  # six years of plays
    for k in range(plays):
        seated: list[str] = []
        for name in rng.choices(names, cum_weights=cumulative, k=rng.choice(SEATS) + 2):
            if name not in seated:
                seated.append(name)
        seated = seated[:max(2, len(seated) - 2)]
        scores = [None if rng.random() < 0.05 else rng.randint(0, 40) for _ in seated]
        best = max((s for s in scores if s is not None), default=None)
        game = GAMES[rng.randrange(len(GAMES))]
        when = start + timedelta(minutes=step * k)
        item = {"id": f"bench-{k:07d}", "game": game, "played_at": when.isoformat(),
                "duration_min": rng.randint(20, 120) if rng.random() > 0.1 else None,
                "file": f"/plays/{k}.ttplay.json",
                "players": [{"name": n, "score": s, "rank": 1 if s is not None and s == best else 2,
                             "seat": seat + 1} for seat, (n, s) in enumerate(zip(seated, scores))]}
        if rng.random() < 0.02:
            item["campaign"] = f"League {game} {when.year}"
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


def _fill(conn: Connection, plays: int, players: int, seed: int) -> None:
    if conn.dialect.name == "postgresql":
        conn.exec_driver_sql("SET LOCAL work_mem = '256MB'")  # the rebuild's grouping of 3.8M participations
    recorded = now_db()
    chunk: list[dict[str, Any]] = []
    campaigns: Counter[str] = Counter()  # each campaign's plays
    for item in play_items(plays, players, seed):
        chunk.append(item)
        if len(chunk) == CHUNK:
            _write(conn, chunk, recorded, campaigns)
            chunk = []
    _write(conn, chunk, recorded, campaigns)
    for name in sorted(campaigns):  # each campaign's ledger, written as the app writes a turn's entries
        # As many turns as the campaign has plays, up to thirty: a small test book does not write 120 entries for
        # a campaign of one play (5 s of the suite), a book of a million writes 120 for every campaign.
        for turn in range(min(LEDGER_ENTRIES, GANGS * campaigns[name])):
            campaign_rows.append(conn, name, f"Gang {turn % 4}", "bitcoins", 5 - turn % 9, f"turn {turn}")
    if conn.dialect.name == "postgresql":
        # The rebuild's plan sized by the rows just written; the book's own tables only: a bare ANALYZE takes every
        # table of the database, and deadlocked with another test's TRUNCATE in its own schema (seen on CI).
        conn.exec_driver_sql("ANALYZE " + ", ".join(f'"{table.name}"' for table in book_schema.metadata.sorted_tables))
    summary.rebuild(conn)


def _write(conn: Connection, items: list[dict[str, Any]], recorded: datetime, campaigns: Counter[str]) -> None:
    if not items:
        return
    records = plays_from_document({"format": FORMAT, "version": VERSION, "plays": items}, "benchmark")
    for name, game in sorted({(r.campaign, r.game) for r in records if r.campaign and r.campaign not in campaigns}):
        campaign_rows.create_campaign(conn, name, game, [])
    campaigns.update(r.campaign for r in records if r.campaign)
    insert_plays(conn, records, recorded=recorded, counted=False)


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
