"""Book figures at federation scale: every view the Book tab and the CLI read, on SQLite and PostgreSQL, against a
hand-written query giving the same answer (the limit), on a generated book imported through the real import path.

The generator is seeded and streams its interchange file (5 games, 2 to 6 seats, 3.8 on average, players drawn
with a long tail of occasional ones, six years, campaigns, ties and missing scores); ``tabletop book import`` reads
it in a child process, whose peak memory is measured, as are the exports' (JSON and CSV). Each operation is timed
(median of a few runs) with its ratio to the hand-written query; budgets: a statistic <= 200 ms, a plays page <= 100
ms, a saved game's play <= 10 ms, the Statistics page <= 1 s, ``tabletop book stats`` <= 0.5 s wall, 200 MiB for
the import and each export. The Book tab itself, shown offscreen at 1366 x 768, answers each choice (a page shown,
a game chosen under « Statistics of », a filter of the Plays page, its next page, a campaign and its ledger) within
0.5 s: each page refill is timed (wall
clock, and the process's CPU time: on a shared machine the figure the code answers for; a PostgreSQL server's own
time is not in it) against the book's reads it makes alone, and must show as many rows as they return. ``--json`` ends with one JSON line.

    .venv/bin/python benchmarks/book.py [--plays N] [--players N] [--backend sqlite|postgresql|both]
                                        [--pg-url URL] [--database URL] [--once] [--json]

``--database`` measures one book (a SQLite path or a PostgreSQL URL) instead, written by the bulk builder
(``book_bulk.py``: the same rows as the import, a million plays in minutes) when it is empty, or as it is when it
already holds ``--plays`` plays. ``--once`` times each figure once (rough figures, every answer still checked: the
tests, tests/book/test_benchmark.py).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
import uuid
from pathlib import Path
from typing import Any, Callable

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from sqlalchemy import create_engine, text  # noqa: E402
from sqlalchemy.engine import make_url  # noqa: E402

from benchmarks.book_bulk import build, write_document  # noqa: E402
from tabletop.book import Book, open_book  # noqa: E402

BUDGET_MS = {"stats_page": 1000.0, "plays_page": 100.0, "next_page": 100.0, "play_of_file": 10.0}
PAGE_BUDGET_MS = 500.0
STAT_BUDGET_MS = 200.0
CLI_BUDGET_S = 0.5
REPEATS = 5  # a read of the book: the median of this many runs
PAGE_REPEATS = 3  # a choice of the Book tab, and ``tabletop book stats`` (a process started each time)


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


def median_ms(action: Callable[[], Any], repeats: int) -> tuple[float, Any]:
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


def page_refills(location: str, repeats: int = PAGE_REPEATS) -> dict[str, Any]:
    """Each choice the Book tab answers, timed on the panel shown offscreen at 1366 x 768 (median of ``repeats`` runs),
    with the book's reads behind it timed alone as the limit; ``same``: the page shows as many rows as they return."""
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
    counts = book.campaign_play_counts()
    league = max(counts, key=lambda c: (counts[c], c)) if counts else None

    def first_page() -> None:  # untimed: the Plays page shows its first page of every play
        panel.show_page(plays)
        plays.set_filters()

    def more() -> None:  # « Show more »: the next page below the first
        if plays.more_button.isVisibleTo(plays):
            plays.more_button.click()

    def chosen_campaign() -> None:  # a campaign chosen in the list: its ledger shown below it
        campaigns.list.clearSelection()
        campaigns.list.select_source_row([c.name for c in campaigns.campaigns].index(league))
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
        "tab_plays_more": (shown(plays, more),
                           lambda: len(book.plays(limit=500)) + len(book.plays(limit=500, after=book.plays(
                               limit=500)[-1])),
                           lambda: plays.proxy.rowCount()),
        "tab_plays_campaign": (shown(plays, choose(plays.campaign_filter, league)),
                               lambda: (len(book.plays(campaign=league, limit=500)),
                                        book.count_plays(campaign=league))[0],
                               lambda: plays.proxy.rowCount()),
        "tab_campaigns": (shown(campaigns, campaigns.refresh),
                          lambda: sorted(book.count_plays(campaign=c.name) for c in book.campaigns()),
                          lambda: sorted(int(campaigns.list.text(r, 2)) for r in range(campaigns.list.row_count()))),
        "tab_ledger": (shown(campaigns, chosen_campaign), lambda: len(book.ledger(league)),
                       lambda: campaigns.ledger.row_count()),
    }
    before = {"tab_plays_more": first_page}  # each run of a choice starts from the same page, untimed
    if league is None:  # a book without campaigns: no campaign to choose
        del pages["tab_plays_campaign"], pages["tab_ledger"]
    figures = {}
    for name, (act, limit, rows) in pages.items():
        prepare = before.get(name, lambda: None)
        cpu_times, wall_times = [], []
        for _ in range(repeats):
            prepare()
            app.processEvents()
            began, began_cpu = time.perf_counter(), time.process_time()
            act()
            cpu_times.append((time.process_time() - began_cpu) * 1000)
            wall_times.append((time.perf_counter() - began) * 1000)
        page_ms = statistics.median(wall_times)
        limit_ms, expected = median_ms(limit, repeats)
        figures[name] = {"ms": page_ms, "cpu_ms": statistics.median(cpu_times), "limit_ms": limit_ms,
                         "ratio": page_ms / limit_ms if limit_ms else None, "same": rows() == expected,
                         "runs": len(wall_times)}
    panel.close()
    panel.deleteLater()
    app.processEvents()
    book_access().close()
    return figures


def measure(location: str, source: Path | None, folder: Path, plays: int, players: int,
            once: bool = False) -> dict[str, Any]:
    """Every figure of the book at ``location``, first filled by the app's import of ``source`` (its time, its
    memory and the exports' are measured), or, without one, by the bulk builder (``book_bulk.py``) when empty;
    ``once``: each figure timed once rather than the median of a few runs."""
    if source is None:
        result: dict[str, Any] = {"plays": plays, "import_s": None, "build_s": _bulk_filled(location, plays, players)}
        return result | _reads(location, folder, once)
    import_s, import_mib = child(["book", "--book", location, "import", str(source)])
    result = {"plays": plays, "import_s": import_s, "import_mib": import_mib} | _reads(location, folder, once)
    result["export_s"], result["export_mib"] = child(["book", "--book", location, "export", str(folder / "out.json")])
    result["export_csv_s"], result["export_csv_mib"] = child(["book", "--book", location, "export", "--csv",
                                                              str(folder / "out.csv")])
    return result


def _bulk_filled(location: str, plays: int, players: int) -> float | None:
    """Fill an empty book with the bulk builder (its seconds); a book of ``plays`` plays already is measured as it
    is (None): a million plays are built once for several runs."""
    with open_book(location) as book:
        there = book.count_plays()
    if there == plays:
        return None
    if there:
        raise SystemExit(f"{location} holds {there:,} plays, not {plays:,}: give an empty book or one built so")
    return build(location, plays, players)


def _reads(location: str, folder: Path, once: bool) -> dict[str, Any]:
    repeats, page_repeats = (1, 1) if once else (REPEATS, PAGE_REPEATS)
    with open_book(location) as book:
        sql = hand_written(book.url)
        figures: dict[str, Any] = {}
        for name, (mine, limit) in operations(book, sql).items():
            mine_ms, answer = median_ms(mine, repeats)
            limit_ms, expected = median_ms(limit, repeats) if limit is not None else (None, answer)
            figures[name] = {"ms": mine_ms, "limit_ms": limit_ms, "ratio": mine_ms / limit_ms if limit_ms else None,
                             "same": answer == expected, "runs": repeats}
        sql.engine.dispose()  # type: ignore[attr-defined]
    cli_runs = [child(["book", "--book", location, "stats", "--json"])[0] for _ in range(page_repeats)]
    figures.update(page_refills(location, page_repeats))
    return {"cli_stats_s": min(cli_runs), "cli_stats_runs": len(cli_runs), "operations": figures}


def budget_ms(operation: str) -> float:
    return PAGE_BUDGET_MS if operation.startswith("tab_") else BUDGET_MS.get(operation, STAT_BUDGET_MS)


def within(result: dict[str, Any]) -> bool:
    ops = result["operations"]
    return all(v["ms"] <= budget_ms(k) for k, v in ops.items()) \
        and all(result.get(k, 0) <= 200 for k in ("import_mib", "export_mib", "export_csv_mib"))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--plays", type=int, default=100_000)
    parser.add_argument("--players", type=int, default=6575)
    parser.add_argument("--backend", choices=("sqlite", "postgresql", "both"), default="sqlite")
    parser.add_argument("--pg-url", default=os.environ.get("TABLETOP_BENCH_PG_URL", ""),
                        help="a PostgreSQL database the benchmark may fill (a schema of its own is made and dropped)")
    parser.add_argument("--database", help="a book to measure instead (a SQLite path or a PostgreSQL URL), filled by "
                                           "the bulk builder when empty, measured as it is when it holds --plays "
                                           "plays; the import and exports are not measured then")
    parser.add_argument("--once", action="store_true", help="time each figure once, not the median of a few runs: "
                                                             "rough figures, every answer still checked")
    parser.add_argument("--json", action="store_true", help="print one JSON object as the last line")
    args = parser.parse_args(argv)
    results: dict[str, Any] = {"plays": args.plays, "players": args.players,
                                "load_average": os.getloadavg()[0], "cpus": os.cpu_count()}
    with tempfile.TemporaryDirectory(prefix="tabletop-book-bench-") as tmp:
        folder = Path(tmp)
        source = folder / "plays.json"
        if args.database:
            backend = "postgresql" if "://" in args.database and make_url(args.database).get_backend_name() == \
                "postgresql" else "sqlite"
            results[backend] = measure(args.database, None, folder, args.plays, args.players, args.once)
        else:
            write_document(source, args.plays, args.players)
        if args.backend in ("sqlite", "both") and not args.database:
            results["sqlite"] = measure(str(folder / "book.sqlite"), source, folder, args.plays, args.players,
                                        args.once)
        if args.backend in ("postgresql", "both") and not args.database:
            if not args.pg_url:
                parser.error("--pg-url (or TABLETOP_BENCH_PG_URL) is needed for PostgreSQL")
            schema = f"bench_{uuid.uuid4().hex[:10]}"
            admin = create_engine(args.pg_url, isolation_level="AUTOCOMMIT")
            with admin.connect() as conn:
                conn.execute(text(f'CREATE SCHEMA "{schema}"'))
            try:
                url = make_url(args.pg_url).update_query_dict({"options": f"-csearch_path={schema}"})
                results["postgresql"] = measure(url.render_as_string(hide_password=False), source, folder,
                                                args.plays, args.players, args.once)
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
        if r["import_s"] is None:
            built = "measured as it was" if r["build_s"] is None else f"built in bulk in {r['build_s']:.1f} s"
            print(f"{b}: {built} (import and exports not measured); `tabletop book stats` {r['cli_stats_s']:.2f} s")
        else:
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
