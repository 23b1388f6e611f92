"""The statistics kept as plays are written (head to head included) equal the statistics counted again from the
plays, after any mix of imports, edits, deletions, merges of players and undos (on SQLite and PostgreSQL); an import
stopped midway leaves them as they were."""

from __future__ import annotations

import json
import math
import statistics
from collections import defaultdict
from dataclasses import replace
from datetime import timedelta
from pathlib import Path
from typing import Any, Iterator

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from sqlalchemy import Engine, select

from tabletop.book import Book, BookError, HeadToHead, Participant, PlayRecord, Streaks
from tabletop.book import summary
from tabletop.book.schema import SUMMARY_TABLES
from tabletop.book.store import create_book_engine
from tests.book.builders import START

NAMES = ("Ana", "Bruno", "Chloé", "Dario", "Eve")
GAMES = ("camorra", "narcopolis")

_SEAT = st.tuples(st.sampled_from(NAMES), st.one_of(st.none(), st.integers(-5, 40), st.floats(-5, 40)),
                  st.one_of(st.none(), st.integers(1, 4)), st.one_of(st.none(), st.integers(1, 5)))
_PLAY = st.tuples(st.sampled_from(GAMES), st.integers(0, 400), st.lists(_SEAT, min_size=1, max_size=4,
                                                                         unique_by=lambda s: s[0]),
                  st.one_of(st.none(), st.integers(10, 90)))
_OPS = st.lists(st.one_of(
    st.tuples(st.just("import"), st.lists(_PLAY, min_size=1, max_size=6)),
    st.tuples(st.just("edit"), st.integers(0, 10**6), _PLAY),
    st.tuples(st.just("delete"), st.integers(0, 10**6)),
    st.tuples(st.just("merge"), st.integers(0, 10**6)),
    st.tuples(st.just("undo"), st.just(None)),
), min_size=1, max_size=6)


def _record(spec: tuple, play_id: str | None = None) -> PlayRecord:
    game, hours, seats, duration = spec
    record = PlayRecord(game=game, played_at=START + timedelta(hours=hours), duration_min=duration,
                        participants=[Participant(name=n, score=s, rank=r, seat=k) for n, s, r, k in seats])
    if play_id is not None:
        record.id = play_id
    return record


class Session:
    """Writes into a book as the app and the CLI do, keeping what an undo needs."""

    def __init__(self, book: Book, folder: Path):
        self.book, self.folder, self.undo = book, folder, []
        self.imported = 0

    def apply(self, op: tuple) -> None:
        """One write; one the book refuses (a play naming a player and a merged profile's old name, now one
        person twice) changes nothing, as in the app."""
        try:
            self._apply(op)
        except BookError:
            pass

    def _apply(self, op: tuple) -> None:
        kind, arg = op[0], op[1]
        # The plays an edit or a deletion picks from: read for those alone, each read a round trip on a server.
        plays = self.book.plays() if kind in ("edit", "delete") else []
        if kind == "import":
            self.imported += 1
            path = self.folder / f"import-{self.imported}.json"
            items = [{"id": f"i{self.imported}-{k}", "game": g, "played_at": (START + timedelta(hours=h)).isoformat(),
                      "duration_min": d, "players": [{"name": n, "score": s, "rank": r, "seat": t}
                                                     for n, s, r, t in seats]}
                     for k, (g, h, seats, d) in enumerate(arg)]
            path.write_text(json.dumps({"format": "tabletop-book", "version": 1, "plays": items}), encoding="utf-8")
            self.book.import_file(path)
        elif kind == "edit" and plays:
            before = plays[arg % len(plays)]
            after = _record(op[2], before.id)
            self.book.update_play(after)
            self.undo.append(lambda: self.book.update_play(before))
        elif kind == "delete" and plays:
            gone = plays[arg % len(plays)]
            self.book.delete_play(gone.id)
            self.undo.append(lambda: self.book.record_play(gone))
        elif kind == "merge":
            names = [p.name for p in self.book.players()]
            if len(names) >= 2:
                keep, absorb = names[arg % len(names)], names[(arg // 7 + 1 + arg) % len(names)]
                if keep != absorb:
                    self.book.merge_players(keep, absorb)
        elif kind == "undo" and self.undo:
            self.undo.pop()()


def _close(a: Any, b: Any) -> bool:
    if isinstance(a, float) or isinstance(b, float):
        return a is not None and b is not None and math.isclose(a, b, rel_tol=1e-9, abs_tol=1e-9)
    return a == b


def _same(a: Any, b: Any) -> bool:
    if isinstance(a, dict) and isinstance(b, dict):
        return a.keys() == b.keys() and all(_same(a[k], b[k]) for k in a)
    if isinstance(a, tuple) and isinstance(b, tuple):
        return len(a) == len(b) and all(_same(x, y) for x, y in zip(a, b))
    if hasattr(a, "__dataclass_fields__") and type(a) is type(b):
        return all(_same(getattr(a, f), getattr(b, f)) for f in a.__dataclass_fields__)
    return _close(a, b)


def _tables(conn) -> list[list[tuple]]:
    return [sorted(tuple(r) for r in conn.execute(select(t))) for t in SUMMARY_TABLES]


def _check_against_a_recount(book: Book, checker: Engine | None = None) -> None:
    """Every summary row equals the one a rebuild from the plays gives, and the statistics the ones counted here.
    The rows are read with an engine of the check's own (``checker``, else a new one), not the book's: what the book
    committed, never what one of its connections holds."""
    engine = checker or create_book_engine(book.url)
    try:
        with engine.connect() as conn:
            kept = _tables(conn)
            conn.rollback()
            rebuilt = conn.begin()
            summary.rebuild(conn)
            counted = _tables(conn)
            rebuilt.rollback()
    finally:
        if checker is None:
            engine.dispose()
    assert [len(t) for t in kept] == [len(t) for t in counted]
    for mine, theirs in zip(kept, counted):
        for a, b in zip(mine, theirs):
            assert len(a) == len(b) and all(_close(x, y) for x, y in zip(a, b)), (a, b)
    # The reads below in one transaction (``Book.together``): the same answers, without a BEGIN and a COMMIT, and on
    # a server a check of the pooled connection, for each of the some hundred reads of a recount.
    with book.together():
        _check_the_statistics(book)


def _check_the_statistics(book: Book) -> None:
    plays = sorted(book.plays(), key=lambda p: (p.played_at, p.id))
    for game in (None, *GAMES):
        chosen = [p for p in plays if game in (None, p.game)]
        seats: dict[str, list[Participant]] = defaultdict(list)
        for p in chosen:
            for s in p.participants:
                seats[s.name].append(s)
        want = {}
        for name, mine in sorted(seats.items()):
            wins = sum(s.rank == 1 for s in mine)
            scores = [s.score for s in mine if s.score is not None]
            want[name] = (len(mine), wins, statistics.fmean(scores) if scores else None, max(scores, default=None))
        got = {n: (s.plays, s.wins, s.mean_score, s.best_score) for n, s in book.player_stats(game).items()}
        assert _same(got, want), game
        for name, mine in seats.items():
            longest = run = 0
            for s in mine:
                run = run + 1 if s.rank == 1 else 0
                longest = max(longest, run)
            assert book.streaks(name, game) == Streaks(current=run, longest=longest), (name, game)
        if game is not None and chosen:
            g = book.game_stats(game)[game]
            scored = [s.score for p in chosen for s in p.participants if s.score is not None]
            assert g.plays == len(chosen) and g.players == len(seats)
            assert _close(g.score_max, max(scored, default=None)) and _close(g.score_min, min(scored, default=None))
            if scored:
                assert math.isclose(g.score_stdev, statistics.pstdev(scored), rel_tol=1e-6, abs_tol=1e-6)
        elif game is not None:
            assert game not in book.game_stats()
        _check_head_to_head(book, chosen, game)
    assert book.games() == sorted({p.game for p in plays})


def _check_head_to_head(book: Book, chosen: list[PlayRecord], game: str | None) -> None:
    """Every pair of players (and a player with themself, who meets no one) against a count of their plays."""
    names = [p.name for p in book.players()]  # not a merged profile's old name, which names the player kept
    for a in names:
        for b in names:
            together = [{s.name: s for s in p.participants} for p in chosen
                        if {a, b} <= {s.name for s in p.participants} and a != b]
            ahead = lambda x, y: sum(1 for t in together if t[x].rank is not None and t[y].rank is not None
                                     and t[x].rank < t[y].rank)
            h = book.head_to_head(a, b, game)
            assert (h.plays, h.a_wins, h.b_wins, h.a_ahead, h.b_ahead, h.level) == (
                len(together), sum(t[a].rank == 1 for t in together), sum(t[b].rank == 1 for t in together),
                ahead(a, b), ahead(b, a), len(together) - ahead(a, b) - ahead(b, a)), (a, b, game)


@pytest.fixture
def session(book: Book, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Session:
    # Imports of several chunks: SQLite counts each chunk as it is written, PostgreSQL a few chunks at once (as it
    # counts 100,000 plays at once in a large import) and the rest at the end.
    monkeypatch.setattr("tabletop.book.transfer.IMPORT_CHUNK", 2)
    monkeypatch.setattr("tabletop.book.transfer.COUNT_EVERY", {"postgresql": 3})
    return Session(book, tmp_path)


@pytest.fixture
def checker(book: Book) -> Iterator[Engine]:
    """The recount's engine, one for every example of a test (its connection, pool and compiled statements): one made
    for each example cost it a connection and the compiling of every statement of the recount."""
    engine = create_book_engine(book.url)
    yield engine
    engine.dispose()


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(ops=_OPS)
def test_the_kept_statistics_equal_a_recount_after_any_writes(session: Session, checker: Engine,
                                                              ops: list[tuple]) -> None:
    for op in ops:
        session.apply(op)
    _check_against_a_recount(session.book, checker)


def test_monthly_score_lines_are_the_means_of_each_month(book: Book) -> None:
    for day in range(0, 120, 3):
        book.record_play(_record(("camorra", day * 24, [("Ana", day % 7, 1, 1), ("Bruno", 3, 2, 2)], None)))
    lines = book.score_lines(["Ana", "Bruno", "Nobody"], "camorra", most=10)
    assert set(lines) == {"Ana", "Bruno"}
    months: dict[tuple[int, int], list[float]] = defaultdict(list)
    for p in book.plays(player="Ana"):
        months[(p.played_at.year, p.played_at.month)].append(p.participants[0].score)
    assert [(pt.at.year, pt.at.month, pt.plays) for pt in lines["Ana"]] == \
        [(y, m, len(v)) for (y, m), v in sorted(months.items())]
    assert all(_close(pt.score, statistics.fmean(months[(pt.at.year, pt.at.month)])) for pt in lines["Ana"])
    every = book.score_lines(["Ana"], most=300)["Ana"]
    assert len(every) == 40 and all(pt.plays == 1 for pt in every)
    assert len(book.score_lines(["Ana"], most=2)["Ana"]) <= 2


def test_an_import_stopped_midway_leaves_the_statistics_as_they_were(book: Book, tmp_path: Path,
                                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    session = Session(book, tmp_path)
    session.apply(("import", [("camorra", h, [("Ana", h, 1, 1), ("Bruno", 1, 2, 2)], 30) for h in range(5)]))
    before = (book.player_stats(), book.game_stats(), book.streaks("Ana"))
    calls = []

    def stop_on_the_second_chunk(conn, ids, behind=None):
        calls.append(len(ids))
        if len(calls) == 2:
            raise KeyboardInterrupt("killed")
        return original(conn, ids, behind)

    original = summary.plays_added
    monkeypatch.setattr(summary, "plays_added", stop_on_the_second_chunk)
    monkeypatch.setattr("tabletop.book.transfer.IMPORT_CHUNK", 3)
    # Counted six plays at a time (two chunks), as PostgreSQL counts 100,000: killed while counting the rest.
    monkeypatch.setattr("tabletop.book.transfer.COUNT_EVERY", {"postgresql": 6, "sqlite": 6})
    with pytest.raises(KeyboardInterrupt):
        session.apply(("import", [("narcopolis", 10 + h, [("Ana", 9, 1, 1), ("Eve", 1, 2, 2)], 20)
                                  for h in range(8)]))
    monkeypatch.undo()
    assert (book.player_stats(), book.game_stats(), book.streaks("Ana")) == before
    assert book.count_plays() == 5
    _check_against_a_recount(book)


def test_an_edit_that_moves_a_play_keeps_the_streaks(book: Book) -> None:
    first = book.record_play(_record(("camorra", 1, [("Ana", 5, 1, 1)], None)))
    book.record_play(_record(("camorra", 2, [("Ana", 5, 2, 1)], None)))
    assert book.streaks("Ana") == Streaks(current=0, longest=1)
    book.update_play(replace(book.play(first), played_at=START + timedelta(hours=3)))
    assert book.streaks("Ana") == Streaks(current=1, longest=1)
    _check_against_a_recount(book)


def test_a_merge_joins_the_pairs_of_both_profiles(book: Book) -> None:
    """Bruno's pairs with Chloé and Ana become one pair each with Dario, whose id is higher than Ana's and lower
    than Chloé's: a pair may turn around."""
    for name in ("Ana", "Bruno", "Chloé", "Dario"):
        book.add_player(name)
    book.record_play(_record(("camorra", 1, [("Bruno", 5, 1, 1), ("Chloé", 3, 2, 2)], None)))
    book.record_play(_record(("camorra", 2, [("Ana", 5, 1, 1), ("Bruno", 3, 2, 2)], None)))
    book.record_play(_record(("narcopolis", 3, [("Dario", 1, 2, 1), ("Chloé", 3, 1, 2), ("Ana", 2, 3, 3)], None)))
    book.merge_players("Dario", "Bruno")
    assert book.head_to_head("Dario", "Chloé") == HeadToHead(a="Dario", b="Chloé", plays=2, a_wins=1, b_wins=1,
                                                              a_ahead=1, b_ahead=1, level=0)
    assert book.head_to_head("Ana", "Dario", "camorra").a_wins == 1
    assert book.head_to_head("Ana", "Dario").plays == 2
    _check_against_a_recount(book)
