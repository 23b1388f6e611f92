"""Book figures: import, statistics and the filtered plays table in SQL against loading every play into Python.

Builds a seeded interchange file (default 100,000 plays of the four card games among 200 players, 2 to 5 seats,
ties and missing scores), imports it into a fresh SQLite book through ``Book.import_file``, then times
``player_stats``, ``game_stats`` and ``plays(game=..., player=..., limit=200)`` (median of several runs). The naive
baseline loads every play of the book into Python once (timed) and counts there; each of its answers is checked
equal to the SQL one. The import is compared with recording plays one by one (``record_play``, timed on a sample
and scaled). Budgets: each answer <= 200 ms, the import <= 10 s. ``--json`` prints one JSON object as the last line.

    .venv/bin/python benchmarks/book.py [--json] [--plays N] [--players N]
"""

from __future__ import annotations

import argparse
import json
import math
import os
import random
import statistics
import sys
import tempfile
import time
from collections import defaultdict
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Any, Callable

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tabletop.book import Book, GameStats, PlayerStats, PlayRecord, SeatStats, open_book  # noqa: E402
from tabletop.book.interchange import plays_from_document  # noqa: E402

GAMES = ("camorra", "mafia-story", "narcopolis", "gangster-paradise")
QUERY_BUDGET_MS = 200.0
IMPORT_BUDGET_S = 10.0
REPEATS = 5
ONE_BY_ONE_SAMPLE = 1000


def make_document(plays: int, players: int, seed: int = 1) -> dict[str, Any]:
    rng = random.Random(seed)
    names = [f"Player {k:03d}" for k in range(players)]
    start = datetime(2020, 1, 1, 19, 0, tzinfo=timezone.utc)
    items = []
    for k in range(plays):
        seated = rng.sample(names, rng.randint(2, 5))
        scores = [None if rng.random() < 0.05 else rng.randint(0, 40) for _ in seated]
        best = max((s for s in scores if s is not None), default=None)
        items.append({
            "id": f"bench-{k:06d}", "game": GAMES[rng.randrange(len(GAMES))],
            "played_at": (start + timedelta(minutes=17 * k)).isoformat(),
            "duration_min": rng.randint(20, 120),
            "players": [{"name": n, "score": s, "rank": 1 if s is not None and s == best else 2, "team": None,
                         "seat": seat + 1} for seat, (n, s) in enumerate(zip(seated, scores))],
        })
    return {"format": "tabletop-book", "version": 1, "plays": items}


def median_ms(action: Callable[[], Any]) -> tuple[float, float, Any]:
    """Median wall and CPU milliseconds of ``action`` (SQLite runs in this process: its work is CPU time here)."""
    walls, cpus, result = [], [], None
    for _ in range(REPEATS):
        wall, cpu = time.perf_counter(), time.process_time()
        result = action()
        walls.append((time.perf_counter() - wall) * 1000)
        cpus.append((time.process_time() - cpu) * 1000)
    return statistics.median(walls), statistics.median(cpus), result


def naive_player_stats(plays: list[PlayRecord]) -> dict[str, PlayerStats]:
    seats: dict[str, list] = defaultdict(list)
    for play in plays:
        for p in play.participants:
            seats[p.name].append(p)
    result = {}
    for name in sorted(seats):
        mine = seats[name]
        wins = sum(p.rank == 1 for p in mine)
        scores = [p.score for p in mine if p.score is not None]
        result[name] = PlayerStats(len(mine), wins, wins / len(mine), statistics.fmean(scores) if scores else None,
                                   max(scores) if scores else None)
    return result


def naive_game_stats(plays: list[PlayRecord]) -> dict[str, GameStats]:
    result = {}
    for game in sorted({p.game for p in plays}):
        mine = [p for p in plays if p.game == game]
        seats = [s for p in mine for s in p.participants]
        scores = [s.score for s in seats if s.score is not None]
        winning = [s.score for s in seats if s.rank == 1 and s.score is not None]
        durations = [p.duration_min for p in mine if p.duration_min is not None]
        by_seat: dict[int, list] = defaultdict(list)
        for s in seats:
            if s.seat is not None:
                by_seat[s.seat].append(s.rank == 1)
        result[game] = GameStats(
            plays=len(mine), players=len({s.name for s in seats}),
            mean_winning_score=statistics.fmean(winning) if winning else None,
            score_min=min(scores, default=None), score_max=max(scores, default=None),
            score_stdev=statistics.pstdev(scores) if scores else None,
            mean_duration_min=statistics.fmean(durations) if durations else None,
            seats={seat: SeatStats(seat, len(w), sum(w), sum(w) / len(w)) for seat, w in sorted(by_seat.items())})
    return result


def naive_filtered(plays: list[PlayRecord], game: str, player: str, limit: int) -> list[str]:
    mine = [p for p in plays if p.game == game and any(s.name == player for s in p.participants)]
    mine.sort(key=lambda p: (p.played_at, p.id), reverse=True)
    return [p.id for p in mine[:limit]]


def same(a: Any, b: Any) -> bool:
    """Equal, floats within rounding: SQL and Python sum in different orders."""
    if isinstance(a, float) or isinstance(b, float):
        return a is not None and b is not None and math.isclose(a, b, rel_tol=1e-9, abs_tol=1e-9)
    if isinstance(a, dict) and isinstance(b, dict):
        return a.keys() == b.keys() and all(same(a[k], b[k]) for k in a)
    if hasattr(a, "__dataclass_fields__") and type(a) is type(b):
        return all(same(getattr(a, f), getattr(b, f)) for f in a.__dataclass_fields__)
    return a == b


def one_by_one_rate(folder: Path, document: dict[str, Any]) -> float:
    """Seconds per play when each play is recorded in its own transaction, as a game module does."""
    records = plays_from_document({**document, "plays": document["plays"][:ONE_BY_ONE_SAMPLE]}, "sample")
    with open_book(folder / "one-by-one.sqlite") as book:
        began = time.perf_counter()
        for record in records:
            book.record_play(record)
        return (time.perf_counter() - began) / len(records)


def run(plays: int, players: int) -> dict[str, Any]:
    with tempfile.TemporaryDirectory(prefix="tabletop-book-bench-") as tmp:
        folder = Path(tmp)
        document = make_document(plays, players)
        source = folder / "plays.json"
        source.write_text(json.dumps(document), encoding="utf-8")
        per_play = one_by_one_rate(folder, document)
        with open_book(folder / "book.sqlite") as book:
            began, cpu = time.perf_counter(), time.process_time()
            imported = book.import_file(source)
            import_s, import_cpu_s = time.perf_counter() - began, time.process_time() - cpu
            assert imported.plays_added == plays
            return {"plays": plays, "players": players, "import_s": import_s, "import_cpu_s": import_cpu_s,
                    "one_by_one_s": per_play * plays, "import_ratio": per_play * plays / import_s,
                    **measure_queries(book)}


def measure_queries(book: Book) -> dict[str, Any]:
    began = time.perf_counter()
    everything = book.plays()
    load_ms = (time.perf_counter() - began) * 1000
    game, player = "narcopolis", "Player 007"
    queries: dict[str, tuple[Callable[[], Any], Callable[[], Any]]] = {
        "player_stats": (book.player_stats, lambda: naive_player_stats(everything)),
        "game_stats": (book.game_stats, lambda: naive_game_stats(everything)),
        "filtered_plays": (lambda: [p.id for p in book.plays(game=game, player=player, limit=200)],
                           lambda: naive_filtered(everything, game, player, 200)),
    }
    figures = {}
    for name, (sql, naive) in queries.items():
        sql_ms, sql_cpu_ms, answer = median_ms(sql)
        count_ms, _, expected = median_ms(naive)
        figures[name] = {"sql_ms": sql_ms, "sql_cpu_ms": sql_cpu_ms, "naive_ms": load_ms + count_ms,
                         "naive_count_ms": count_ms, "ratio": (load_ms + count_ms) / sql_ms,
                         "equal": same(answer, expected)}
    return {"naive_load_ms": load_ms, "queries": figures}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--plays", type=int, default=100_000)
    parser.add_argument("--players", type=int, default=200)
    parser.add_argument("--json", action="store_true", help="print one JSON object as the last line")
    args = parser.parse_args(argv)
    result = run(args.plays, args.players)
    within = result["import_s"] <= IMPORT_BUDGET_S and all(
        q["sql_ms"] <= QUERY_BUDGET_MS for q in result["queries"].values())
    result["within_budget"] = within
    result["all_equal"] = all(q["equal"] for q in result["queries"].values())
    result["load_average"], result["cpus"] = os.getloadavg()[0], os.cpu_count()
    print(f"SQLite book of {result['plays']:,} plays, {result['players']} players")
    if result["load_average"] > (result["cpus"] or 1):
        print(f"note: load average {result['load_average']:.1f} on {result['cpus']} CPUs: other work inflates the "
              f"wall times; the CPU times are this process's own")
    print(f"import: {result['import_s']:.2f} s, CPU {result['import_cpu_s']:.2f} s (budget {IMPORT_BUDGET_S:.0f} s); "
          f"one play per transaction would take {result['one_by_one_s']:.1f} s, x{result['import_ratio']:.1f}")
    print(f"naive baseline loads every play into Python once: {result['naive_load_ms']:.0f} ms")
    for name, q in result["queries"].items():
        print(f"{name:15s} sql {q['sql_ms']:6.1f} ms, CPU {q['sql_cpu_ms']:6.1f} (budget {QUERY_BUDGET_MS:.0f})   "
              f"naive {q['naive_ms']:8.1f} ms (counting {q['naive_count_ms']:.1f})   x{q['ratio']:.0f}   "
              f"same answer: {q['equal']}")
    print("within budget" if within else "OVER BUDGET")
    if args.json:
        print(json.dumps(result))
    return 0 if result["all_equal"] else 1


if __name__ == "__main__":
    sys.exit(main())
