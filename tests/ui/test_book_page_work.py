"""Issue 36: every choice of the Book tab answers in under 0.5 s at a million plays (``benchmarks/book.py`` times it).
So that it cannot regress, this counts the work each choice asks of the database, on SQLite and PostgreSQL, in a book
of N plays and in one of 4N plays of the same players: the statements issued must be the same number (no query per
row, per campaign or per player), in a few transactions (a page's reads share one, not one a read: on a loaded
server each is a wait more), and the rows the database reads must not grow with the plays (a page of plays, the
players are the same in both books; the statistics pages' summaries are counted by statements only), except where
the answer itself is a campaign's plays, read by index: there, less than half a scan of the plays.

The database's own count of its work: SQLite's virtual-machine steps (a progress handler), PostgreSQL's rows read by
each plan node (``EXPLAIN ANALYZE`` of each statement issued, with its parameters, planned as for a large book: rows
returned plus rows filtered out)."""

from __future__ import annotations

import json
from contextlib import ExitStack, contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Iterator

import pytest
from sqlalchemy import Engine, create_engine, event, text

from benchmarks.book_bulk import build
from tabletop.book import ENV_VAR, Book
from tests.book.conftest import _new_schema
from ui.book.access import book_access
from ui.book.document import BookDocument
from ui.book.panel import BookPanel
from tests.ui.book_fixtures import messages  # noqa: F401  (fixture)

PLAYERS = 30
SMALL = 400
PAGE = 25  # the Plays page's page in these books, so that every filtered page is full in both
LINE_POINTS = 5
STEP = 100  # SQLite instructions between two calls of the progress handler
# A page's reads share one transaction (``Book.together``); a choice refills at most the page's lists, its rows, and
# what depends on them (the head to head under the Statistics page's tables, the Plays page's rows again).
MOST_TRANSACTIONS = 3
# Each statement is a round trip to a server: the Statistics page's chart lines took three a player (40 statements for
# the page); read together, the page takes 25 at most (SQLite's BEGIN and COMMIT counted among them).
MOST_STATEMENTS = 25
SCANS = ("Seq Scan", "Index Scan", "Index Only Scan", "Bitmap Heap Scan")


@dataclass
class Work:
    statements: int = 0
    transactions: int = 0  # BEGIN ... COMMIT rounds: on a server, each is a round trip more at both ends
    rows_read: int = 0  # SQLite: instructions / STEP; PostgreSQL: rows read by the plans' scans


class Counter:
    """Counts the statements the book's engine sends and the database's work on them, while ``on``."""

    def __init__(self, url: str):
        self.on = False
        self.work = Work()
        self.selects: list[tuple[str, Any]] = []
        self.postgresql = url.startswith("postgresql")
        self.explainer: Engine | None = create_engine(url) if self.postgresql else None

    def before(self, conn, _cursor, statement: str, parameters: Any, _context, _many: bool) -> None:
        if not self.on:
            return
        self.work.statements += 1
        if self.postgresql:
            if statement.lstrip().upper().startswith(("SELECT", "WITH")):
                self.selects.append((statement, parameters))
        else:
            conn.connection.driver_connection.set_progress_handler(self._step, STEP)

    def begin(self, _conn) -> None:
        if self.on:
            self.work.transactions += 1

    def _step(self) -> int:
        self.work.rows_read += 1
        return 0

    @contextmanager
    def counting(self) -> Iterator[Work]:
        self.work, self.selects, self.on = Work(), [], True
        try:
            yield self.work
        finally:
            self.on = False
        if self.postgresql:
            self.work.rows_read = sum(self._rows_read(s, p) for s, p in self.selects)

    def _rows_read(self, statement: str, parameters: Any) -> int:
        assert self.explainer is not None
        with self.explainer.connect() as conn:
            cursor = conn.connection.driver_connection.cursor()
            # Planned as for a large book: on tables of a few thousand rows the server reads a whole table rather
            # than an index, which a million plays never would; a query no index serves still reads the table.
            cursor.execute("SET enable_seqscan = off")
            cursor.execute("EXPLAIN (ANALYZE, FORMAT JSON) " + statement, parameters)
            plan = cursor.fetchone()[0]
        return _scanned(json.loads(plan)[0]["Plan"] if isinstance(plan, str) else plan[0]["Plan"])

    def close(self) -> None:
        if self.explainer is not None:
            self.explainer.dispose()


def _scanned(node: dict[str, Any]) -> int:
    own = 0
    if node["Node Type"] in SCANS:
        kept = node.get("Actual Rows", 0) + node.get("Rows Removed by Filter", 0) + \
            node.get("Rows Removed by Index Recheck", 0)
        own = int(kept * node.get("Actual Loops", 1))
    return own + sum(_scanned(child) for child in node.get("Plans", []))


def _choices(panel: BookPanel) -> dict[str, Callable[[], None]]:
    """Each choice a referee makes on the Book tab, as a click or a chosen item does it."""
    book = book_access().book()
    stats = book.player_stats()
    busiest = min(stats, key=lambda n: (-stats[n].plays, n))
    counts = book.campaign_play_counts()
    league = max(counts, key=lambda c: (counts[c], c))
    plays, campaigns = panel.plays, panel.campaigns

    def pick(box: Any, value: str | None) -> Callable[[], None]:
        def act() -> None:
            box.setCurrentIndex(box.findData(value) if value else 0)
        return act

    def ledger() -> None:
        campaigns.list.select_source_row([c.name for c in campaigns.campaigns].index(league))

    return {
        "players": lambda: (panel.show_page(panel.players), panel.players.refresh()),
        "plays": lambda: (panel.show_page(plays), plays.set_filters()),
        "plays of a game": pick(plays.game_filter, "camorra"),
        "plays of a player": lambda: (plays.set_filters(), pick(plays.player_filter, busiest)()),
        "next page": lambda: (plays.set_filters(), plays.more_button.click()),
        "plays of a campaign": lambda: (plays.set_filters(), pick(plays.campaign_filter, league)()),
        "statistics": lambda: panel.show_page(panel.stats),
        "statistics of a game": pick(panel.stats.game, "narcopolis"),
        "statistics of every game": pick(panel.stats.game, None),
        "campaigns": lambda: (panel.show_page(campaigns), campaigns.refresh()),
        "ledger": ledger,
    }


# What a choice reads from the summaries alone: rows per player, game and month, which a book of a few hundred plays
# has not filled yet (a player's months with a play grow with the plays until every month has one); their statements
# are counted, their rows are bounded by the summaries' size, not by the plays.
SUMMARY_SIZED = {"statistics", "statistics of a game", "statistics of every game"}
# What a choice reads that grows with a campaign's plays (the campaigns' counts, a campaign's plays), by index: less
# than a scan of the plays.
CAMPAIGN_SIZED = {"plays of a campaign", "campaigns"}


def _measured(qtbot, monkeypatch, location: str, plays: int) -> tuple[dict[str, Work], int]:
    """Each choice's work in a book of ``plays`` plays, and the work of one scan of its plays."""
    build(location, plays, PLAYERS)
    monkeypatch.setenv(ENV_VAR, location)
    book_access().close()
    counter = Counter(book_access().book().url)
    event.listen(Engine, "before_cursor_execute", counter.before)
    event.listen(Engine, "begin", counter.begin)
    try:
        panel = BookPanel(BookDocument())
        qtbot.addWidget(panel)
        panel.resize(1366, 768)
        panel.show()
        measured = {}
        for name, act in _choices(panel).items():
            with counter.counting() as work:
                act()
                qtbot.wait(1)
            measured[name] = work
        scanner = create_engine(book_access().book().url)
        with counter.counting() as scan, scanner.connect() as conn:  # the baseline: every play's row read once
            conn.execute(text("SELECT count(*) FROM plays WHERE notes IS NULL"))
        scanner.dispose()
        panel.close()
    finally:
        event.remove(Engine, "before_cursor_execute", counter.before)
        event.remove(Engine, "begin", counter.begin)
        counter.close()
        book_access().close()
    return measured, scan.rows_read


@pytest.mark.parametrize("backend", ["sqlite", "postgresql"])
def test_each_choice_of_the_book_tab_reads_as_much_at_4n_plays_as_at_n(qtbot, monkeypatch, tmp_path: Path,
                                                                       messages, backend: str) -> None:  # noqa: F811
    monkeypatch.setattr("ui.book.plays_page.PAGE", PAGE)
    # The chart's lines at most LINE_POINTS points: every busiest player's line then comes from the monthly summary
    # in both books (a line of fewer scored plays reads them all, up to the bound: more in the larger book).
    monkeypatch.setattr(Book.score_lines, "__defaults__", (None, LINE_POINTS))
    with ExitStack() as stack:
        if backend == "sqlite":
            small_book, large_book = str(tmp_path / "small.sqlite"), str(tmp_path / "large.sqlite")
        else:
            small_book, large_book = stack.enter_context(_new_schema()), stack.enter_context(_new_schema())
        small, _ = _measured(qtbot, monkeypatch, small_book, SMALL)
        large, scan = _measured(qtbot, monkeypatch, large_book, 4 * SMALL)
    for name in small:
        assert large[name].statements == small[name].statements, (name, small[name], large[name])
        assert large[name].transactions <= MOST_TRANSACTIONS, (name, large[name])
        assert large[name].statements <= MOST_STATEMENTS, (name, large[name])
        if name in SUMMARY_SIZED:
            continue
        if name in CAMPAIGN_SIZED:  # 3N more plays cost less than half a scan of the 4N (a scan: 3/4 of one)
            assert large[name].rows_read - small[name].rows_read <= scan / 2, (name, small[name], large[name], scan)
        else:
            assert large[name].rows_read <= 1.5 * small[name].rows_read + 50, (name, small[name], large[name])
