"""Book figures at federation scale: every view the Book tab and the CLI read, on SQLite and PostgreSQL, against a
hand-written query giving the same answer (the limit), on a generated book imported through the real import path.

The generator is seeded and streams its interchange file (5 games, 2 to 6 seats, 3.8 on average, players drawn
with a long tail of occasional ones, six years, campaigns, ties and missing scores); ``tabletop book import`` reads
it in a child process, whose peak memory is measured, as are the exports' (JSON and CSV). Each operation is timed
(median of a few runs) with its ratio to the hand-written query; budgets: a statistic <= 200 ms, a plays page <= 100
ms, a saved game's play <= 10 ms, the Statistics page <= 1 s, ``tabletop book stats`` <= 0.5 s wall, 200 MiB for
the import and each export. The Book tab itself, shown offscreen at 1366 x 768, answers each choice (a page shown,
a game chosen under « Statistics of », a filter of the Plays page) within 0.5 s: each page refill is timed (wall
clock, and the process's CPU time: on a shared machine the figure the code answers for; a PostgreSQL server's own
time is not in it) against the book's reads it makes alone, and must show as many rows as they return. ``--json`` ends with one JSON line.

    .venv/bin/python benchmarks/book.py [--plays N] [--players N] [--backend sqlite|postgresql|both]
                                        [--pg-url URL] [--json]
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
import uuid
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Any, Callable

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from sqlalchemy import create_engine, text  # noqa: E402
from sqlalchemy.engine import make_url  # noqa: E402

from tabletop.book import Book, open_book  # noqa: E402

GAMES = ("camorra", "mafia-story", "narcopolis", "gangster-paradise", "peur-game")
BUDGET_MS = {"stats_page": 1000.0, "plays_page": 100.0, "next_page": 100.0, "play_of_file": 10.0}
PAGE_BUDGET_MS = 500.0
STAT_BUDGET_MS = 200.0
CLI_BUDGET_S = 0.5
REPEATS = 5
SEATS = (2, 3, 3, 4, 4, 4, 4, 5, 5, 6)  # 3.8 on average


def write_document(path: Path, plays: int, players: int, seed: int = 1) -> None:
    """A seeded interchange file of ``plays`` plays, written a play at a time (a million fit in no memory)."""
    rng = random.Random(seed)
    names = [f"Player {k:05d}" for k in range(players)]
    weights = [1.0 / (k + 1) ** 0.7 for k in range(players)]  # a few regulars, a long tail of occasional players
    cumulative, total = [], 0.0
    for w in weights:
        total += w
        cumulative.append(total)
    start = datetime(2020, 1, 1, 19, 0, tzinfo=timezone.utc)
    step = 6 * 365 * 24 * 60 / max(plays, 1)  # six years of plays
    with path.open("w", encoding="utf-8") as out:
        out.write('{"format": "tabletop-book", "version": 1, "plays": [\n')
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
            out.write(("," if k else "") + json.dumps(item) + "\n")
        out.write("]}\n")


def child(args: list[str]) -> tuple[float, float]:
    """Run a ``tabletop`` command in a child process: its wall seconds and its own peak memory in MiB (through a
    small Python in between: a child's peak counts the process it was forked from, until its exec)."""
    measure = ("import resource, subprocess, sys; subprocess.run(sys.argv[1:], check=True, stdout=subprocess.DEVNULL); "
               "print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)")
    began = time.perf_counter()
    result = subprocess.run([sys.executable, "-c", measure, sys.executable, "-m", "tabletop", *args], cwd=ROOT,
                            env={**os.environ, "PYTHONPATH": str(ROOT)}, capture_output=True, text=True)
    if result.returncode:
        raise SystemExit(f"tabletop {' '.join(args)} failed: {result.stderr.strip()}")
    return time.perf_counter() - began, int(result.stdout.strip()) / 1024


def median_ms(action: Callable[[], Any], repeats: int = REPEATS) -> tuple[float, Any]:
    times, result = [], None
    for _ in range(repeats):
        began = time.perf_counter()
        result = action()
        times.append((time.perf_counter() - began) * 1000)
    return statistics.median(times), result


def hand_written(url: str) -> Callable[[str, dict[str, Any]], list[tuple]]:
    engine = create_engine(url)

    def query(sql: str, params: dict[str, Any] | None = None) -> list[tuple]:
        with engine.connect() as conn:
            return [tuple(r) for r in conn.execute(text(sql), params or {})]

    query.engine = engine  # type: ignore[attr-defined]
    return query


def operations(book: Book, sql: Callable[..., list[tuple]],
               ) -> dict[str, tuple[Callable[[], Any], Callable[[], Any] | None]]:
    """Each operation: (the book's answer, the hand-written query's), both projected to comparable values; the
    Statistics page (every read it makes) has no single query to compare with."""
    stats = book.player_stats()
    busiest = sorted(stats, key=lambda n: (-stats[n].plays, n))
    a, b = busiest[0], busiest[1]
    ids = dict(sql("SELECT name, id FROM players WHERE name IN (:a, :b)", {"a": a, "b": b}))
    first = book.plays(limit=500)
    newest_file = first[0].file_path
    return {
        "games": (book.games, lambda: [r[0] for r in sql("SELECT game FROM stats_game ORDER BY game")]),
        "player_stats": (lambda: {n: (s.plays, s.wins) for n, s in book.player_stats().items()},
                         lambda: {n: (p, w) for n, p, w in sql(
                             "SELECT p.name, s.plays, s.wins FROM stats_player s "
                             "JOIN players p ON p.id = s.player_id")}),
        "player_stats_game": (lambda: {n: (s.plays, s.wins) for n, s in book.player_stats("narcopolis").items()},
                              lambda: {n: (p, w) for n, p, w in sql(
                                  "SELECT p.name, s.plays, s.wins FROM stats_player_game s JOIN players p "
                                  "ON p.id = s.player_id WHERE s.game = 'narcopolis'")}),
        "game_stats": (lambda: {g: (s.plays, s.players) for g, s in book.game_stats().items()},
                       lambda: {g: (p, n) for g, p, n in sql(
                           "SELECT g.game, g.plays, (SELECT count(*) FROM stats_player_game s WHERE s.game = g.game) "
                           "FROM stats_game g")}),
        "streaks": (lambda: tuple(book.streaks(a).__getattribute__(f) for f in ("current", "longest")),
                    lambda: sql("SELECT current, longest FROM stats_streak WHERE player_id = :p AND game = ''",
                                {"p": ids[a]})[0]),
        "head_to_head": (lambda: book.head_to_head(a, b).plays,
                         lambda: sql("SELECT sum(plays) FROM stats_pair WHERE player_id = :low AND other_id = :high",
                                     {"low": min(ids[a], ids[b]), "high": max(ids[a], ids[b])})[0][0]),
        "score_lines": (lambda: {n: len(v) for n, v in book.score_lines(busiest[:6]).items()},
                        lambda: {n: scored if scored <= 300 else months for n, scored, months in sql(
                            "SELECT p.name, s.scored, (SELECT count(DISTINCT m.month) FROM stats_month m "
                            "WHERE m.player_id = s.player_id AND m.scored > 0) FROM stats_player s "
                            "JOIN players p ON p.id = s.player_id "
                            f"WHERE p.name IN ({', '.join(repr(n) for n in busiest[:6])})")}),
        "count_plays": (book.count_plays, lambda: sql("SELECT sum(plays) FROM stats_game")[0][0]),
        "plays_page": (lambda: [p.id for p in book.plays(limit=500)],
                       lambda: [r[0] for r in sql("SELECT id FROM plays ORDER BY played_at DESC, id DESC LIMIT 500")]),
        "next_page": (lambda: [p.id for p in book.plays(limit=500, after=first[-1])],
                      lambda: [r[0] for r in sql("SELECT id FROM plays ORDER BY played_at DESC, id DESC "
                                                 "LIMIT 500 OFFSET 500")]),
        "play_of_file": (lambda: book.play_of_file(first[0].game, newest_file or ""),
                         lambda: sql("SELECT id FROM plays WHERE file_path = :f", {"f": newest_file})[0][0]),
        "stats_page": (lambda: (book.games(), len(book.players()), len(book.player_stats()), len(book.game_stats()),
                                sum(len(v) for v in book.score_lines(busiest[:6]).values())), None),
    }


def page_refills(location: str) -> dict[str, Any]:
    """Each choice the Book tab answers, timed on the panel shown offscreen at 1366 x 768 (median of a few runs), with
    the book's reads behind it timed alone as the limit; ``same``: the page shows as many rows as they return."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ.setdefault("QT_NO_GUI_THREADPOOL", "1")
    os.environ["TABLETOP_BOOK"] = location
    from PySide6.QtWidgets import QApplication

    from tabletop import i18n
    from ui.book.access import book_access
    from ui.book.document import BookDocument
    from ui.book.panel import BookPanel

    app = QApplication.instance() or QApplication([])
    i18n.set_language(i18n.language())  # as the app does at start: not read from the environment at every number
    panel = BookPanel(BookDocument())
    panel.resize(1366, 768)
    panel.show()
    app.processEvents()
    book = book_access().book()
    stats = book.player_stats()
    busiest = min(stats, key=lambda n: (-stats[n].plays, n))
    game = max(book.games(), key=lambda g: (book.plays_by_game(g)[g], g))

    def shown(page: Any, act: Callable[[], Any]) -> Callable[[], Any]:
        def run() -> None:
            panel.show_page(page)
            act()
            app.processEvents()
        return run

    def choose(box: Any, value: str | None) -> Callable[[], None]:
        def act() -> None:
            box.blockSignals(True)  # away from the choice, unseen, so that each run chooses it again
            box.setCurrentIndex(-1)
            box.blockSignals(False)
            box.setCurrentIndex(box.findData(value) if value else 0)
        return act

    plays = panel.plays
    campaigns = panel.campaigns
    # Each choice: (the tab answering it, the book's reads behind it alone and the rows they give, the rows shown).
    # The Campaigns page's limit is the naive way it used to count: one query per campaign.
    pages = {
        "tab_players": (shown(panel.players, panel.players.refresh), lambda: len(book.players()),
                        lambda: panel.players.table.row_count()),
        "tab_plays": (shown(plays, plays.refresh), lambda: len(book.plays(limit=500)), lambda: plays.proxy.rowCount()),
        "tab_plays_game": (shown(plays, choose(plays.game_filter, game)),
                           lambda: (len(book.plays(game, limit=500)), book.count_plays(game))[0],
                           lambda: plays.proxy.rowCount()),
        "tab_plays_player": (shown(plays, choose(plays.player_filter, busiest)),
                             lambda: (len(book.plays(game, busiest, limit=500)), book.count_plays(game, busiest))[0],
                             lambda: plays.proxy.rowCount()),
        "tab_stats_game": (shown(panel.stats, choose(panel.stats.game, game)),
                           lambda: len(panel.stats._gather(book)[2]), lambda: panel.stats.players_table.row_count()),
        "tab_stats_every_game": (shown(panel.stats, choose(panel.stats.game, None)),
                                 lambda: len(panel.stats._gather(book)[2]),
                                 lambda: panel.stats.players_table.row_count()),
        "tab_campaigns": (shown(campaigns, campaigns.refresh),
                          lambda: sorted(book.count_plays(campaign=c.name) for c in book.campaigns()),
                          lambda: sorted(int(campaigns.list.text(r, 2)) for r in range(campaigns.list.row_count()))),
    }
    figures = {}
    for name, (act, limit, rows) in pages.items():
        cpu_times = []
        for _ in range(3):
            began = time.process_time()
            act()
            cpu_times.append((time.process_time() - began) * 1000)
        page_ms, _ = median_ms(act, 3)
        limit_ms, expected = median_ms(limit, 3)
        figures[name] = {"ms": page_ms, "cpu_ms": statistics.median(cpu_times), "limit_ms": limit_ms,
                         "ratio": page_ms / limit_ms if limit_ms else None, "same": rows() == expected}
    panel.close()
    panel.deleteLater()
    app.processEvents()
    book_access().close()
    return figures


def measure(location: str, source: Path, folder: Path, plays: int) -> dict[str, Any]:
    import_s, import_mib = child(["book", "--book", location, "import", str(source)])
    with open_book(location) as book:
        sql = hand_written(book.url)
        figures: dict[str, Any] = {}
        for name, (mine, limit) in operations(book, sql).items():
            mine_ms, answer = median_ms(mine)
            limit_ms, expected = median_ms(limit) if limit is not None else (None, answer)
            figures[name] = {"ms": mine_ms, "limit_ms": limit_ms, "ratio": mine_ms / limit_ms if limit_ms else None,
                             "same": answer == expected}
        sql.engine.dispose()  # type: ignore[attr-defined]
    cli_s = min(child(["book", "--book", location, "stats", "--json"])[0] for _ in range(3))
    export_s, export_mib = child(["book", "--book", location, "export", str(folder / "out.json")])
    csv_s, csv_mib = child(["book", "--book", location, "export", "--csv", str(folder / "out.csv")])
    figures.update(page_refills(location))
    return {"plays": plays, "import_s": import_s, "import_mib": import_mib, "export_s": export_s,
            "export_mib": export_mib, "export_csv_s": csv_s, "export_csv_mib": csv_mib, "cli_stats_s": cli_s,
            "operations": figures}


def budget_ms(operation: str) -> float:
    return PAGE_BUDGET_MS if operation.startswith("tab_") else BUDGET_MS.get(operation, STAT_BUDGET_MS)


def within(result: dict[str, Any]) -> bool:
    ops = result["operations"]
    return all(v["ms"] <= budget_ms(k) for k, v in ops.items()) \
        and all(result[k] <= 200 for k in ("import_mib", "export_mib", "export_csv_mib"))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--plays", type=int, default=100_000)
    parser.add_argument("--players", type=int, default=6575)
    parser.add_argument("--backend", choices=("sqlite", "postgresql", "both"), default="sqlite")
    parser.add_argument("--pg-url", default=os.environ.get("TABLETOP_BENCH_PG_URL", ""),
                        help="a PostgreSQL database the benchmark may fill (a schema of its own is made and dropped)")
    parser.add_argument("--json", action="store_true", help="print one JSON object as the last line")
    args = parser.parse_args(argv)
    results: dict[str, Any] = {"plays": args.plays, "players": args.players,
                                "load_average": os.getloadavg()[0], "cpus": os.cpu_count()}
    with tempfile.TemporaryDirectory(prefix="tabletop-book-bench-") as tmp:
        folder = Path(tmp)
        source = folder / "plays.json"
        write_document(source, args.plays, args.players)
        if args.backend in ("sqlite", "both"):
            results["sqlite"] = measure(str(folder / "book.sqlite"), source, folder, args.plays)
        if args.backend in ("postgresql", "both"):
            if not args.pg_url:
                parser.error("--pg-url (or TABLETOP_BENCH_PG_URL) is needed for PostgreSQL")
            schema = f"bench_{uuid.uuid4().hex[:10]}"
            admin = create_engine(args.pg_url, isolation_level="AUTOCOMMIT")
            with admin.connect() as conn:
                conn.execute(text(f'CREATE SCHEMA "{schema}"'))
            try:
                url = make_url(args.pg_url).update_query_dict({"options": f"-csearch_path={schema}"})
                results["postgresql"] = measure(url.render_as_string(hide_password=False), source, folder,
                                                args.plays)
            finally:
                with admin.connect() as conn:
                    conn.execute(text(f'DROP SCHEMA "{schema}" CASCADE'))
                admin.dispose()
    backends = [b for b in ("sqlite", "postgresql") if b in results]
    results["all_equal"] = all(v["same"] for b in backends for v in results[b]["operations"].values())
    results["within_budget"] = all(within(results[b]) for b in backends)
    print(f"book of {args.plays:,} plays, {args.players:,} players; load average {results['load_average']:.1f} "
          f"on {results['cpus']} CPUs (wall times grow with it)")
    for b in backends:
        r = results[b]
        print(f"{b}: import {r['import_s']:.1f} s, {r['import_mib']:.0f} MiB; export {r['export_s']:.1f} s, "
              f"{r['export_mib']:.0f} MiB; CSV export {r['export_csv_s']:.1f} s, {r['export_csv_mib']:.0f} MiB; "
              f"`tabletop book stats` {r['cli_stats_s']:.2f} s")
        for name, v in r["operations"].items():
            ratio = f"x{v['ratio']:.1f} the hand-written query" if v["ratio"] else ""
            cpu = f" (CPU {v['cpu_ms']:.0f} ms)" if "cpu_ms" in v else ""
            print(f"  {name:22s} {v['ms']:8.1f} ms{cpu} (budget {budget_ms(name):.0f})  {ratio}"
                  f"{'' if v['same'] else '  DIFFERENT ANSWER'}")
    print("within budget" if results["within_budget"] else "OVER BUDGET")
    if args.json:
        print(json.dumps(results))
    return 0 if results["all_equal"] else 1


if __name__ == "__main__":
    sys.exit(main())
